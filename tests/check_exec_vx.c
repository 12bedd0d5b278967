/* SPDX-License-Identifier: MIT */
/* Unit tests of the compute-kernel VALU rows (exec_vx.c, isa_table_valu.h):
 * every operation against values worked out by hand from the ISA guides'
 * formulas (bit fields, 24-bit products, carries, shifts of 32 and more,
 * signed minimum, f32 rounding cases), on every target that has the row,
 * through the real assembler; and EXEC and v_fmac_f32's accumulator. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include <check.h>

#include "exec.h"
#include "exec_fixtures.h"
#include "suites.h"

struct vec {
	const char *op;   /* mnemonic; operands v0, v1[, v2[, v3]] follow */
	unsigned nsrc;
	uint32_t a, b, c; /* v1, v2, v3 */
	uint32_t want;    /* v0 */
};

static const struct vec vecs[] = {
	/* VOP1 */
	{ "v_bfrev_b32", 1, 0x00000001, 0, 0, 0x80000000 },
	{ "v_bfrev_b32", 1, 0x12345678, 0, 0, 0x1e6a2c48 },
	{ "v_ffbh_u32", 1, 0, 0, 0, 0xffffffff },
	{ "v_ffbh_u32", 1, 1, 0, 0, 31 },
	{ "v_ffbh_u32", 1, 0x80000000, 0, 0, 0 },
	{ "v_ffbl_b32", 1, 0x80000000, 0, 0, 31 },
	{ "v_ffbl_b32", 1, 0, 0, 0, 0xffffffff },
	{ "v_ffbl_b32", 1, 0x00000600, 0, 0, 9 },
	{ "v_ffbh_i32", 1, 0x40000000, 0, 0, 1 },
	{ "v_ffbh_i32", 1, 0xbfffffff, 0, 0, 1 },
	{ "v_ffbh_i32", 1, 0xffffffff, 0, 0, 0xffffffff },
	{ "v_ffbh_i32", 1, 0, 0, 0, 0xffffffff },
	{ "v_ffbh_i32", 1, 1, 0, 0, 31 },
	{ "v_cvt_f32_ubyte0", 1, 0xffffff80, 0, 0, 0x43000000 }, /* 128.0 */
	{ "v_cvt_f32_ubyte1", 1, 0x00000100, 0, 0, 0x3f800000 }, /* 1.0 */
	{ "v_cvt_f32_ubyte2", 1, 0x00ff0000, 0, 0, 0x437f0000 }, /* 255.0 */
	{ "v_cvt_f32_ubyte3", 1, 0x00ffffff, 0, 0, 0 },
	{ "v_floor_f32", 1, 0xbfc00000, 0, 0, 0xc0000000 }, /* -1.5 -> -2 */
	{ "v_floor_f32", 1, 0x80000000, 0, 0, 0x80000000 }, /* -0 -> -0 */
	{ "v_floor_f32", 1, 0xbe800000, 0, 0, 0xbf800000 }, /* -.25 -> -1 */
	{ "v_floor_f32", 1, 0x40200000, 0, 0, 0x40000000 }, /* 2.5 -> 2 */
	{ "v_ceil_f32", 1, 0xbf000000, 0, 0, 0x80000000 },  /* -.5 -> -0 */
	{ "v_ceil_f32", 1, 0x3e800000, 0, 0, 0x3f800000 },  /* .25 -> 1 */
	{ "v_ceil_f32", 1, 0x7149f2ca, 0, 0, 0x7149f2ca },  /* 1e30 */
	{ "v_trunc_f32", 1, 0xc0300000, 0, 0, 0xc0000000 }, /* -2.75 -> -2 */
	{ "v_trunc_f32", 1, 0xff800000, 0, 0, 0xff800000 }, /* -inf */
	{ "v_rndne_f32", 1, 0x40200000, 0, 0, 0x40000000 }, /* 2.5 -> 2 */
	{ "v_rndne_f32", 1, 0x40600000, 0, 0, 0x40800000 }, /* 3.5 -> 4 */
	{ "v_rndne_f32", 1, 0xbf000000, 0, 0, 0x80000000 }, /* -.5 -> -0 */
	{ "v_rndne_f32", 1, 0x3f000001, 0, 0, 0x3f800000 }, /* .5+ -> 1 */
	{ "v_rndne_f32", 1, 0x4affffff, 0, 0, 0x4b000000 }, /* 8388607.5 */
	{ "v_fract_f32", 1, 0x3fe00000, 0, 0, 0x3f400000 }, /* 1.75 -> .75 */
	{ "v_fract_f32", 1, 0xbe800000, 0, 0, 0x3f400000 }, /* -.25 -> .75 */
	{ "v_fract_f32", 1, 0xaedbe6ff, 0, 0, 0x3f7fffff }, /* -1e-10 */
	{ "v_fract_f32", 1, 0x7f800000, 0, 0, 0x7fc00000 }, /* inf: NaN */
	{ "v_fract_f32", 1, 0x7f800001, 0, 0, 0x7fc00001 }, /* NaN quiet */
	/* VOP2 */
	{ "v_mul_u32_u24", 2, 0xffffffff, 0xffffffff, 0, 0xfe000001 },
	{ "v_mul_u32_u24", 2, 0x01000003, 0xff000005, 0, 15 },
	{ "v_mul_i32_i24", 2, 0x00ffffff, 0x00ffffff, 0, 1 },
	{ "v_mul_i32_i24", 2, 0x00800000, 3, 0, 0xfe800000 },
	{ "v_mul_hi_u32_u24", 2, 0x00ffffff, 0x00ffffff, 0, 0xffff },
	{ "v_mul_hi_i32_i24", 2, 0x00800000, 0x00800000, 0, 0x4000 },
	{ "v_mul_hi_i32_i24", 2, 0x00800000, 1, 0, 0xffffffff },
	/* VOP3, two sources */
	{ "v_mul_hi_i32", 2, 0x80000000, 0xffffffff, 0, 0 },
	{ "v_mul_hi_i32", 2, 0x80000000, 0x80000000, 0, 0x40000000 },
	{ "v_mul_hi_i32", 2, 0xffffffff, 1, 0, 0xffffffff },
	{ "v_bcnt_u32_b32", 2, 0xf0f0f0f0, 3, 0, 19 },
	{ "v_bfm_b32", 2, 5, 3, 0, 0xf8 },
	{ "v_bfm_b32", 2, 31, 0, 0, 0x7fffffff },
	{ "v_bfm_b32", 2, 32, 33, 0, 0 }, /* both counts taken mod 32 */
	/* VOP3, three sources */
	{ "v_bfe_u32", 3, 0x12345678, 8, 4, 6 },
	{ "v_bfe_u32", 3, 0x12345678, 28, 8, 1 },
	{ "v_bfe_u32", 3, 0x12345678, 4, 0, 0 },
	{ "v_bfe_u32", 3, 0x12345678, 40, 36, 6 },
	{ "v_bfe_i32", 3, 0x000000f0, 4, 4, 0xffffffff },
	{ "v_bfe_i32", 3, 0x00000070, 4, 4, 7 },
	{ "v_bfe_i32", 3, 0x80000000, 31, 1, 0xffffffff },
	{ "v_bfe_i32", 3, 0x80000000, 28, 8, 0xfffffff8 },
	{ "v_bfe_i32", 3, 0x80000000, 4, 0, 0 },
	{ "v_bfi_b32", 3, 0xff00ff00, 0x12345678, 0x9abcdef0, 0x12bc56f0 },
	{ "v_perm_b32", 3, 0xaabbccdd, 0x11223344, 0x07060504, 0xaabbccdd },
	{ "v_perm_b32", 3, 0xaabbccdd, 0x11223344, 0x03020100, 0x11223344 },
	{ "v_perm_b32", 3, 0x80008000, 0x00008000, 0x0b0a0908, 0xffff00ff },
	{ "v_perm_b32", 3, 0x12345678, 0x12345678, 0x0c0d0a01, 0x00ff0056 },
	{ "v_alignbit_b32", 3, 0x12345678, 0x9abcdef0, 8, 0x789abcde },
	{ "v_alignbit_b32", 3, 0x12345678, 0x9abcdef0, 32, 0x9abcdef0 },
	{ "v_alignbyte_b32", 3, 0x12345678, 0x9abcdef0, 7, 0x3456789a },
	{ "v_add3_u32", 3, 0xffffffff, 2, 3, 4 },
	{ "v_or3_b32", 3, 0x1, 0x10, 0x100, 0x111 },
	{ "v_xor3_b32", 3, 0xff, 0x0f, 0xf000, 0xf0f0 },
	{ "v_and_or_b32", 3, 0xf0f0, 0xff00, 0x1, 0xf001 },
	{ "v_lshl_or_b32", 3, 1, 31, 1, 0x80000001 },
	{ "v_lshl_add_u32", 3, 1, 33, 5, 7 },
	{ "v_lshl_add_u32", 3, 0x80000001, 1, 0xffffffff, 1 },
	{ "v_add_lshl_u32", 3, 0xffffffff, 1, 4, 0 },
	{ "v_add_lshl_u32", 3, 1, 2, 36, 0x30 },
	{ "v_xad_u32", 3, 0xf0, 0xff, 1, 0x10 },
	{ "v_mad_u32_u24", 3, 0x01000003, 0xff000005, 1, 16 },
	{ "v_mad_u32_u24", 3, 0x00ffffff, 0x00ffffff, 0x01ffffff, 0 },
	{ "v_mad_i32_i24", 3, 0x00ffffff, 5, 10, 5 },
	{ "v_min3_i32", 3, 0xfffffffb, 3, 0x80000000, 0x80000000 },
	{ "v_min3_u32", 3, 0xfffffffb, 3, 0x80000000, 3 },
	{ "v_max3_i32", 3, 0xfffffffb, 3, 0x80000000, 3 },
	{ "v_max3_u32", 3, 1, 0xffffffff, 2, 0xffffffff },
	{ "v_med3_i32", 3, 0xffffffff, 5, 2, 2 },
	{ "v_med3_i32", 3, 0x7fffffff, 0x80000000, 0, 0 },
	{ "v_med3_u32", 3, 0xffffffff, 5, 2, 5 },
	{ "v_med3_u32", 3, 7, 7, 1, 7 },
	/* (1 + 2^-23) * (1 - 2^-24) - 1: the exact product is 1 + 2^-24 -
	 * 2^-47, just under the halfway point; rounded first (v_mad_f32) it
	 * is 1.0 and the sum 0 */
	{ "v_mad_f32", 3, 0x3f800001, 0x3f7fffff, 0xbf800000, 0 },
	{ "v_mad_f32", 3, 0x40000000, 0x40400000, 0x3f800000, 0x40e00000 },
	/* f32 functions (valu.transcendental_denormals at its default,
	 * flush; the other choice has a test of its own) */
	{ "v_rcp_f32", 1, 0x40800000, 0, 0, 0x3e800000 },      /* 1/4 */
	{ "v_rcp_f32", 1, 0, 0, 0, 0x7f800000 },               /* 1/+0 */
	{ "v_rcp_f32", 1, 0x80000000, 0, 0, 0xff800000 },      /* 1/-0 */
	{ "v_rcp_f32", 1, 0xff800000, 0, 0, 0x80000000 },      /* 1/-inf */
	{ "v_rcp_f32", 1, 0x00400000, 0, 0, 0x7f800000 },      /* denormal */
	{ "v_rcp_iflag_f32", 1, 0x3f000000, 0, 0, 0x40000000 },
	{ "v_rsq_f32", 1, 0x40800000, 0, 0, 0x3f000000 },      /* 4 -> .5 */
	{ "v_rsq_f32", 1, 0xbf800000, 0, 0, 0x7fc00000 },      /* -1: NaN */
	{ "v_rsq_f32", 1, 0, 0, 0, 0x7f800000 },
	{ "v_sqrt_f32", 1, 0x40800000, 0, 0, 0x40000000 },
	{ "v_sqrt_f32", 1, 0x40000000, 0, 0, 0x3fb504f3 },     /* sqrt 2 */
	{ "v_sqrt_f32", 1, 0x80000000, 0, 0, 0x80000000 },     /* -0 */
	{ "v_sqrt_f32", 1, 0xbf800000, 0, 0, 0x7fc00000 },
	{ "v_exp_f32", 1, 0x40400000, 0, 0, 0x41000000 },      /* 2^3 */
	{ "v_exp_f32", 1, 0xbf800000, 0, 0, 0x3f000000 },      /* 2^-1 */
	{ "v_exp_f32", 1, 0xff800000, 0, 0, 0 },               /* 2^-inf */
	{ "v_exp_f32", 1, 0xc3020000, 0, 0, 0 },        /* 2^-130 flushed */
	{ "v_log_f32", 1, 0x41000000, 0, 0, 0x40400000 },      /* log2 8 */
	{ "v_log_f32", 1, 0x3f800000, 0, 0, 0 },
	{ "v_log_f32", 1, 0, 0, 0, 0xff800000 },               /* -inf */
	{ "v_log_f32", 1, 0xbf800000, 0, 0, 0x7fc00000 },
	{ "v_log_f32", 1, 0x00080000, 0, 0, 0xff800000 }, /* denormal: 0 */
	{ "v_sin_f32", 1, 0x3e800000, 0, 0, 0x3f800000 },  /* quarter turn */
	{ "v_sin_f32", 1, 0x3f000000, 0, 0, 0 },           /* half turn */
	{ "v_sin_f32", 1, 0xbe800000, 0, 0, 0xbf800000 },
	{ "v_sin_f32", 1, 0x80000000, 0, 0, 0x80000000 },
	{ "v_sin_f32", 1, 0x40a00000, 0, 0, 0 },           /* five turns */
	{ "v_cos_f32", 1, 0x3f000000, 0, 0, 0xbf800000 },
	{ "v_cos_f32", 1, 0, 0, 0, 0x3f800000 },
	{ "v_cos_f32", 1, 0x3e800000, 0, 0, 0 },
	{ "v_frexp_mant_f32", 1, 0x41000000, 0, 0, 0x3f000000 }, /* 8 */
	{ "v_frexp_mant_f32", 1, 0xc0400000, 0, 0, 0xbf400000 }, /* -3 */
	{ "v_frexp_mant_f32", 1, 0x7f800000, 0, 0, 0x7f800000 },
	{ "v_frexp_exp_i32_f32", 1, 0x41000000, 0, 0, 4 },
	{ "v_frexp_exp_i32_f32", 1, 0, 0, 0, 0 },
	{ "v_frexp_exp_i32_f32", 1, 0xff800000, 0, 0, 0 },
	{ "v_frexp_exp_i32_f32", 1, 0x00000001, 0, 0, 0xffffff6c }, /* -148 */
	{ "v_cvt_f32_f16", 1, 0x3c00, 0, 0, 0x3f800000 },
	{ "v_cvt_f32_f16", 1, 0xffff3c00, 0, 0, 0x3f800000 }, /* high half */
	{ "v_cvt_f32_f16", 1, 0xfc00, 0, 0, 0xff800000 },
	{ "v_cvt_f32_f16", 1, 0x0001, 0, 0, 0x33800000 },     /* 2^-24 */
	{ "v_cvt_f16_f32", 1, 0x3f800000, 0, 0, 0x3c00 },
	{ "v_cvt_f16_f32", 1, 0x477ff000, 0, 0, 0x7c00 },     /* 65520 */
	{ "v_cvt_f16_f32", 1, 0x3f800001, 0, 0, 0x3c00 },
	{ "v_cvt_f16_f32", 1, 0x33000000, 0, 0, 0 },      /* 2^-25: tie */
	{ "v_cvt_f16_f32", 1, 0x33000001, 0, 0, 0x0001 },
	{ "v_ldexp_f32", 2, 0x3f800000, 0xfffffffd, 0, 0x3e000000 },
	{ "v_ldexp_f32", 2, 0x3f800000, 128, 0, 0x7f800000 },
	{ "v_ldexp_f32", 2, 0x3fc00000, 0xffffff6b, 0, 0x00000002 },
	{ "v_ldexp_f32", 2, 0x40400000, 0x80000000, 0, 0 },
	{ "v_min3_f32", 3, 0x3f800000, 0x7fc00000, 0xc0000000, 0xc0000000 },
	{ "v_max3_f32", 3, 0x3f800000, 0x7fc00000, 0xc0000000, 0x3f800000 },
	{ "v_min3_f32", 3, 0, 0x80000000, 0, 0x80000000 },   /* -0 < +0 */
	{ "v_med3_f32", 3, 0x3f800000, 0x40800000, 0x40000000, 0x40000000 },
	{ "v_med3_f32", 3, 0x40a00000, 0x3f800000, 0x40400000, 0x40400000 },
	{ "v_med3_f32", 3, 0x7fc00000, 0x40400000, 0x3f800000, 0x3f800000 },	/* 16-bit rows (isa_table_valu2.h): d[31:16] is zeroed */
	{ "v_rcp_f16", 1, 0xffff4000, 0, 0, 0x3800 },           /* 1/2 */
	{ "v_rcp_f16", 1, 0x0000, 0, 0, 0x7c00 },
	{ "v_sqrt_f16", 1, 0x4400, 0, 0, 0x4000 },
	{ "v_sqrt_f16", 1, 0xbc00, 0, 0, 0x7e00 },
	{ "v_rsq_f16", 1, 0x4400, 0, 0, 0x3800 },
	{ "v_log_f16", 1, 0x4800, 0, 0, 0x4200 },                /* 3 */
	{ "v_exp_f16", 1, 0xc000, 0, 0, 0x3400 },                /* 1/4 */
	{ "v_sin_f16", 1, 0x3400, 0, 0, 0x3c00 },       /* a quarter turn */
	{ "v_cos_f16", 1, 0x3800, 0, 0, 0xbc00 },
	{ "v_floor_f16", 1, 0xbe00, 0, 0, 0xc000 },            /* -1.5 */
	{ "v_ceil_f16", 1, 0xb800, 0, 0, 0x8000 },             /* -0.5 */
	{ "v_trunc_f16", 1, 0x4180, 0, 0, 0x4000 },            /* 2.75 */
	{ "v_rndne_f16", 1, 0x4100, 0, 0, 0x4000 },            /* 2.5 */
	{ "v_rndne_f16", 1, 0x4300, 0, 0, 0x4400 },            /* 3.5 */
	{ "v_fract_f16", 1, 0x3f00, 0, 0, 0x3a00 },            /* 1.75 */
	{ "v_fract_f16", 1, 0x8001, 0, 0, 0x3bff },     /* stays below 1 */
	{ "v_frexp_mant_f16", 1, 0x4800, 0, 0, 0x3800 },
	{ "v_frexp_exp_i16_f16", 1, 0x4800, 0, 0, 4 },
	{ "v_frexp_exp_i16_f16", 1, 0x0001, 0, 0, 0xffe9 },      /* -23 */
	{ "v_cvt_f16_u16", 1, 0xffff, 0, 0, 0x7c00 },     /* 65535: inf */
	{ "v_cvt_f16_u16", 1, 0x12340801, 0, 0, 0x6800 }, /* 2049: even */
	{ "v_cvt_f16_i16", 1, 0xffff, 0, 0, 0xbc00 },
	{ "v_cvt_u16_f16", 1, 0x5640, 0, 0, 100 },
	{ "v_cvt_u16_f16", 1, 0xbc00, 0, 0, 0 },
	{ "v_cvt_u16_f16", 1, 0x7c00, 0, 0, 0xffff },
	{ "v_cvt_i16_f16", 1, 0xc640, 0, 0, 0xfffa },           /* -6.25 */
	{ "v_cvt_i16_f16", 1, 0x7c00, 0, 0, 0x7fff },
	{ "v_mul_f16", 2, 0x3e00, 0x4000, 0, 0x4200 },
	{ "v_mul_f16", 2, 0x7bff, 0x4000, 0, 0x7c00 },
	{ "v_min_f16", 2, 0x7e00, 0x3c00, 0, 0x3c00 },
	{ "v_max_f16", 2, 0x8000, 0x0000, 0, 0x0000 },
	{ "v_ldexp_f16", 2, 0x3c00, 0xfffffff2, 0, 0x0400 },    /* 2^-14 */
	{ "v_ldexp_f16", 2, 0x3c00, 0x1234fff1, 0, 0x0200 },   /* s1[15:0] */
	/* 3 * (1 + 2^-10) is a tie of f16; -2^-24 breaks it downward,
	 * which only a single rounding sees */
	{ "v_fma_f16", 3, 0x4200, 0x3c01, 0x8001, 0x4201 },
	{ "v_fma_f16", 3, 0x4200, 0x3c01, 0x0000, 0x4202 },
	{ "v_mad_f16", 3, 0x4200, 0x3c01, 0x8001, 0x4202 },
	{ "v_add_u16", 2, 0xffff, 0x0002, 0, 0x0001 },
	{ "v_sub_u16", 2, 0x0000, 0x0001, 0, 0xffff },
	{ "v_subrev_u16", 2, 0x0005, 0x0003, 0, 0xfffe },
	{ "v_add_nc_u16", 2, 0xffff, 0x0001, 0, 0 },
	{ "v_sub_nc_u16", 2, 0x00010000, 0x0001, 0, 0xffff },
	{ "v_mul_lo_u16", 2, 0x0100, 0x0100, 0, 0 },
	{ "v_mul_lo_u16", 2, 0x1234ffff, 0xffff, 0, 1 },
	{ "v_lshlrev_b16", 2, 17, 0x8001, 0, 0x0002 },     /* shift mod 16 */
	{ "v_lshrrev_b16", 2, 15, 0xffff8000, 0, 1 },
	{ "v_ashrrev_i16", 2, 15, 0x8000, 0, 0xffff },
	{ "v_max_i16", 2, 0x8000, 0x7fff, 0, 0x7fff },
	{ "v_max_u16", 2, 0x8000, 0x7fff, 0, 0x8000 },
	{ "v_min_i16", 2, 0x8000, 0x7fff, 0, 0x8000 },
	{ "v_min_u16", 2, 0x18000, 0x7fff, 0, 0x7fff },
	{ "v_mad_u16", 3, 0x100, 0x100, 0x5, 5 },
	{ "v_mad_u32_u16", 3, 0xffffffff, 0xffff, 1, 0xfffe0002 },
	{ "v_mad_i32_i16", 3, 0xffff, 0x7fff, 0, 0xffff8001 },
	{ "v_med3_i16", 3, 0x8000, 0x0001, 0xffff, 0xffff },
	{ "v_med3_u16", 3, 0x8000, 0x0001, 0xffff, 0x8000 },
	{ "v_min3_i16", 3, 0x0001, 0xffff, 0x7fff, 0xffff },
	{ "v_max3_u16", 3, 0x0001, 0xffff, 0x7fff, 0xffff },
	{ "v_min3_f16", 3, 0x3c00, 0x7e00, 0xc000, 0xc000 },
	{ "v_med3_f16", 3, 0x3c00, 0x4400, 0x4000, 0x4000 },
	{ "v_max3_f16", 3, 0x3c00, 0x4400, 0x4000, 0x4400 },
	/* packs: {s1, s0} */
	{ "v_cvt_pkrtz_f16_f32", 2, 0x3f7fffff, 0x477fffff, 0, 0x7bff3bff },
	{ "v_cvt_pk_u16_u32", 2, 0x12345, 5, 0, 0x0005ffff },
	{ "v_cvt_pk_i16_i32", 2, 0xffff0000, 0x7fff, 0, 0x7fff8000 },
	{ "v_cvt_pknorm_i16_f32", 2, 0x3f800000, 0xbf800000, 0, 0x80017fff },
	{ "v_cvt_pknorm_u16_f32", 2, 0x3e800000, 0x40000000, 0, 0xffff4000 },
	{ "v_cvt_pk_u8_f32", 3, 0x42fe0000, 2, 0x11223344, 0x117f3344 },
	{ "v_cvt_pk_u8_f32", 3, 0x44000000, 0, 0x11223344, 0x112233ff },
	{ "v_cvt_pk_u8_f32", 3, 0x40400000, 7, 0, 0x03000000 },   /* 3.0 */
	{ "v_pack_b32_f16", 2, 0x1234abcd, 0x5678ef01, 0, 0xef01abcd },
};

/* Runs v on target when the target has the mnemonic (the gfx11 and gfx12
 * spelling taken through llvm-mc's alias where the row was renamed);
 * returns whether it ran. */
static bool
run_vec(const struct vec *v, unsigned target)
{
	int wave = isa_default_wave((enum isa_target)target);
	struct wave *w;
	struct insn in;
	struct diag d;
	char line[96];
	static const char *const regs[] = { "", "v0, v1", "v0, v1, v2",
		"v0, v1, v2, v3" };

	snprintf(line, sizeof line, "%s %s", v->op, regs[v->nsrc]);
	memset(&d, 0, sizeof d);
	if (asm_parse_line(line, strlen(line), (enum isa_target)target, wave,
	    &in, &d) != ASM_OK) {
		ck_assert_msg(strstr(d.message, "not supported on this GPU"),
		    "%s on %s: %s", line,
		    isa_target_name((enum isa_target)target), d.message);
		return false;
	}
	w = fx_wave(target, (unsigned)wave);
	fx_fill(w, 0, 0xdeadbeef);
	fx_fill(w, 1, v->a);
	fx_fill(w, 2, v->b);
	fx_fill(w, 3, v->c);
	fx_run(w, &in, NULL, NULL);
	ck_assert_msg(w->vgpr[0][0] == v->want &&
	    w->vgpr[0][w->size - 1] == v->want,
	    "%s on %s: %s(0x%08x, 0x%08x, 0x%08x) = 0x%08x, want 0x%08x",
	    line, isa_target_name((enum isa_target)target), v->op, v->a, v->b,
	    v->c, w->vgpr[0][0], v->want);
	free(w);
	return true;
}

START_TEST(test_vx_every_vector_every_target_matches_hand_values)
{
	const struct vec *v = &vecs[_i];
	unsigned ran = 0;

	for (unsigned t = 0; t < ISA_TARGET_COUNT; t++)
		ran += run_vec(v, t);
	/* v_mad_f32 left with gfx10.3, v_xor3_b32 came with gfx10 */
	ck_assert_msg(ran >= 4,
	    "%s ran on %u targets", v->op, ran);
}
END_TEST

/* Lanes EXEC leaves out keep their old value. */
START_TEST(test_vx_bfe_u32_exec_off_lanes_keep_their_value)
{
	struct wave *w = fx_wave(ISA_GFX900, 64);

	fx_fill(w, 0, 0xdeadbeef);
	fx_fill(w, 1, 0x12345678);
	w->exec = 0x00000000ffff0000ull;
	fx_line(w, "v_bfe_u32 v0, v1, 8, 4", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[0][16], 6);
	ck_assert_uint_eq(w->vgpr[0][31], 6);
	ck_assert_uint_eq(w->vgpr[0][15], 0xdeadbeef);
	ck_assert_uint_eq(w->vgpr[0][32], 0xdeadbeef);
	free(w);
}
END_TEST

/* v_fmac_f32 adds to its destination with one rounding: (1 + 2^-23) *
 * (1 - 2^-24) - 1 is 2^-24 - 2^-47 (0x337ffffe), where a rounded product
 * would give 0. */
START_TEST(test_vx_fmac_f32_reads_dst_rounds_once)
{
	static const unsigned targets[] = { ISA_GFX90A, ISA_GFX1030,
		ISA_GFX1100, ISA_GFX1200 };

	for (unsigned k = 0; k < sizeof targets / sizeof targets[0]; k++) {
		struct wave *w = fx_wave(targets[k], 64);
		fx_fill(w, 0, 0xbf800000);
		fx_fill(w, 1, 0x3f800001);
		fx_fill(w, 2, 0x3f7fffff);
		fx_line(w, "v_fmac_f32 v0, v1, v2", NULL, NULL);
		ck_assert_uint_eq(w->vgpr[0][0], 0x337ffffe);
		ck_assert_uint_eq(w->vgpr[0][63], 0x337ffffe);
		fx_fill(w, 0, 0x3f800000);
		fx_line(w, "v_fmac_f32_e64 v0, -2.0, v2 clamp", NULL, NULL);
		ck_assert_uint_eq(w->vgpr[0][5], 0); /* -1 + 2^-23 -> 0 */
		free(w);
	}
}
END_TEST

/* valu.transcendental_denormals: keep gives the IEEE results, flush the
 * default ones, and the lanes where the two differ are marked. */
START_TEST(test_vx_transcendental_denormals_switch)
{
	static const struct {
		const char *line;
		uint32_t in, flush, keep;
	} t[] = {
		{ "v_rcp_f32 v0, v1", 0x00400000, 0x7f800000, 0x7f000000 },
		{ "v_exp_f32 v0, v1", 0xc3020000, 0, 0x00080000 },
		{ "v_log_f32 v0, v1", 0x00080000, 0xff800000, 0xc3020000 },
		{ "v_sqrt_f32 v0, v1", 0x00400000, 0, 0x1fb504f3 }, /* 2^-63.5 */
	};
	struct semantics keep;
	struct diag d;
	struct step rec;

	semantics_defaults(&keep);
	ck_assert_int_eq(semantics_set(&keep,
	    "valu.transcendental_denormals=keep", &d), 0);
	for (unsigned k = 0; k < sizeof t / sizeof t[0]; k++) {
		struct wave *w = fx_wave(ISA_GFX900, 64);
		fx_fill(w, 1, t[k].in);
		w->vgpr[1][7] = 0x40800000; /* 4.0: no dispute there */
		fx_line(w, t[k].line, NULL, &rec);
		ck_assert_uint_eq(w->vgpr[0][0], t[k].flush);
		ck_assert(rec.disputes & (1u << DISPUTE_TRANS_DENORMALS));
		ck_assert(rec.disputed_lanes & LANE(0));
		ck_assert(!(rec.disputed_lanes & LANE(7)));
		fx_line(w, t[k].line, &keep, NULL);
		ck_assert_uint_eq(w->vgpr[0][0], t[k].keep);
		free(w);
	}
}
END_TEST

/* Rows with 64-bit operands: v[2:3], v[4:5], v[6:7] hold a, b, c (or
 * their low halves for 32-bit operands), the result lands in v[0:1],
 * the carry in s[10:11]. Values worked out by hand. */
static const struct vec64 {
	const char *line;
	uint64_t a, b, c, want;
	uint64_t carry; /* lane 0's sdst bit, for the VOP3b rows */
} vecs64[] = {
	{ "v_lshlrev_b64 v[0:1], v2, v[4:5]", 1, 0x4000000080000001ull, 0,
	  0x8000000100000002ull, 0 },
	{ "v_lshlrev_b64 v[0:1], v2, v[4:5]", 65, 3, 0, 6, 0 }, /* 65 & 63 */
	{ "v_lshlrev_b64 v[0:1], v2, v[4:5]", 63, 3, 0,
	  0x8000000000000000ull, 0 },
	{ "v_lshrrev_b64 v[0:1], v2, v[4:5]", 36, 0xf000000000000000ull, 0,
	  0x0f000000ull, 0 },
	{ "v_ashrrev_i64 v[0:1], v2, v[4:5]", 60, 0x8000000000000000ull, 0,
	  0xfffffffffffffff8ull, 0 },
	/* (2^32-1)^2 + 2^64-1 = 2^65 - 2^33: wraps, carry out */
	{ "v_mad_u64_u32 v[0:1], s[10:11], v2, v4, v[6:7]", 0xffffffff,
	  0xffffffff, 0xffffffffffffffffull, 0xfffffffe00000000ull, 1 },
	{ "v_mad_u64_u32 v[0:1], s[10:11], v2, v4, v[6:7]", 3, 5, 7, 22, 0 },
	/* sdst is bit 64 of the 65-bit sum: -1 * 1 + INT64_MIN wraps to
	 * INT64_MAX with bit 64 set; -1 * 5 is negative without wrapping */
	{ "v_mad_i64_i32 v[0:1], s[10:11], v2, v4, v[6:7]", 0xffffffff, 1,
	  0x8000000000000000ull, 0x7fffffffffffffffull, 1 },
	{ "v_mad_i64_i32 v[0:1], s[10:11], v2, v4, v[6:7]", 0xffffffff, 5,
	  0, 0xfffffffffffffffbull, 1 },
	{ "v_mad_i64_i32 v[0:1], s[10:11], v2, v4, v[6:7]", 0xfffffffe, 3,
	  10, 4, 0 },
	{ "v_lshl_add_u64 v[0:1], v[2:3], v4, v[6:7]", 0xffffffff00000001ull,
	  4, 1, 0xfffffff000000011ull, 0 },
	/* 1.5 + 1.0, 1.5 - |1.0|, 2^1023 * 2 (overflow; clamped 1.0), and
	 * (1 + 2^-52) * (1 - 2^-53) - 1 with one rounding */
	{ "v_add_f64 v[0:1], v[2:3], v[4:5]", 0x3ff8000000000000ull,
	  0x3ff0000000000000ull, 0, 0x4004000000000000ull, 0 },
	{ "v_add_f64 v[0:1], v[2:3], -|v[4:5]|", 0x3ff8000000000000ull,
	  0x3ff0000000000000ull, 0, 0x3fe0000000000000ull, 0 },
	{ "v_mul_f64 v[0:1], v[2:3], v[4:5]", 0x7fe0000000000000ull,
	  0x4000000000000000ull, 0, 0x7ff0000000000000ull, 0 },
	{ "v_mul_f64 v[0:1], v[2:3], v[4:5] clamp", 0x7fe0000000000000ull,
	  0x4000000000000000ull, 0, 0x3ff0000000000000ull, 0 },
	{ "v_fma_f64 v[0:1], v[2:3], v[4:5], v[6:7]", 0x3ff0000000000001ull,
	  0x3fefffffffffffffull, 0xbff0000000000000ull,
	  0x3c9ffffffffffffeull, 0 }, /* 2^-53 - 2^-105, exact */
};

START_TEST(test_vx_64bit_rows_match_hand_values)
{
	const struct vec64 *v = &vecs64[_i];
	unsigned ran = 0;

	for (unsigned t = 0; t < ISA_TARGET_COUNT; t++) {
		int wave = isa_default_wave((enum isa_target)t);
		char line[128];
		struct insn in;
		struct diag d;
		struct wave *w;
		const char *s10 = strstr(v->line, "s[10:11]");

		/* wave32 carries go to one SGPR */
		snprintf(line, sizeof line, "%.*s%s%s", s10 && wave == 32 ?
		    (int)(s10 - v->line) : (int)strlen(v->line), v->line,
		    s10 && wave == 32 ? "s10" : "", s10 && wave == 32 ?
		    s10 + 8 : "");
		memset(&d, 0, sizeof d);
		if (asm_parse_line(line, strlen(line), (enum isa_target)t,
		    wave, &in, &d) != ASM_OK)
			continue;
		w = fx_wave(t, (unsigned)wave);
		fx_fill(w, 0, 0xdeadbeef);
		fx_fill(w, 1, 0xdeadbeef);
		fx_fill(w, 2, (uint32_t)v->a);
		fx_fill(w, 3, (uint32_t)(v->a >> 32));
		fx_fill(w, 4, (uint32_t)v->b);
		fx_fill(w, 5, (uint32_t)(v->b >> 32));
		fx_fill(w, 6, (uint32_t)v->c);
		fx_fill(w, 7, (uint32_t)(v->c >> 32));
		w->sgpr[10] = 0xffffffffu;
		w->sgpr[11] = 0xffffffffu;
		w->exec &= ~LANE(1); /* lane 1 keeps its old value */
		fx_run(w, &in, NULL, NULL);
		ck_assert_msg(((uint64_t)w->vgpr[1][0] << 32 | w->vgpr[0][0]) ==
		    v->want, "%s on %s: 0x%08x%08x", line,
		    isa_target_name((enum isa_target)t), w->vgpr[1][0],
		    w->vgpr[0][0]);
		ck_assert_uint_eq(w->vgpr[0][1], 0xdeadbeef);
		ck_assert_uint_eq(w->vgpr[1][1], 0xdeadbeef);
		if (s10) {
			ck_assert_uint_eq(w->sgpr[10] & 1, v->carry);
			ck_assert_uint_eq((w->sgpr[10] >> 1) & 1, 0);
		}
		free(w);
		ran++;
	}
	ck_assert_msg(ran >= 1, "%s ran nowhere", v->line);
}
END_TEST

/* Float output modifiers on an int-to-float conversion: 255 * 0.5. */
START_TEST(test_vx_cvt_f32_ubyte_takes_omod)
{
	struct wave *w = fx_wave(ISA_GFX1030, 32);

	fx_fill(w, 1, 0x00ff0000);
	fx_line(w, "v_cvt_f32_ubyte2_e64 v0, v1 div:2", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[0][0], 0x42ff0000); /* 127.5 */
	fx_line(w, "v_cvt_f32_ubyte2_e64 v0, v1 clamp", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[0][0], 0x3f800000);
	free(w);
}
END_TEST

Suite *
exec_vx_suite(void)
{
	Suite *s = suite_create("exec_vx");
	TCase *tc = tcase_create("core");

	tcase_add_loop_test(tc,
	    test_vx_every_vector_every_target_matches_hand_values, 0,
	    (int)(sizeof vecs / sizeof vecs[0]));
	tcase_add_test(tc, test_vx_bfe_u32_exec_off_lanes_keep_their_value);
	tcase_add_test(tc, test_vx_fmac_f32_reads_dst_rounds_once);
	tcase_add_test(tc, test_vx_cvt_f32_ubyte_takes_omod);
	tcase_add_test(tc, test_vx_transcendental_denormals_switch);
	tcase_add_loop_test(tc, test_vx_64bit_rows_match_hand_values, 0,
	    (int)(sizeof vecs64 / sizeof vecs64[0]));
	suite_add_tcase(s, tc);
	return s;
}
