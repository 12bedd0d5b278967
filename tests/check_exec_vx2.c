/* SPDX-License-Identifier: MIT */
/* Unit tests of isa_table_valu2.h's rows (exec_vx2.c): every compare type
 * and v_cmp_class against values worked out by hand (NaN, -0, 16-bit and
 * 64-bit edges, signed against unsigned), the f64 conversions and
 * functions against hand-derived bit patterns, and the division helpers
 * both by their special cases and as llc-19 strings them together for
 * fdiv, checked against the host's IEEE division. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include <check.h>

#include "exec.h"
#include "exec_fixtures.h"
#include "suites.h"

/* ---- compares ---- */

struct cmpvec {
	const char *op;     /* v_cmp_* or v_cmpx_* without operands */
	uint64_t a, b;      /* s0, s1 (64-bit rows read pairs) */
	unsigned want;      /* the compare's bit in an enabled lane */
};

static const struct cmpvec cmps[] = {
	/* f32, the conditions after neq */
	{ "v_cmp_u_f32", 0x7fc00000, 0x3f800000, 1 },
	{ "v_cmp_u_f32", 0x3f800000, 0x40000000, 0 },
	{ "v_cmp_o_f32", 0x3f800000, 0x40000000, 1 },
	{ "v_cmp_o_f32", 0x3f800000, 0x7f800001, 0 },
	{ "v_cmp_nge_f32", 0x7fc00000, 0x3f800000, 1 },
	{ "v_cmp_nge_f32", 0x3f800000, 0x40000000, 1 },
	{ "v_cmp_nge_f32", 0x40000000, 0x3f800000, 0 },
	{ "v_cmp_nlt_f32", 0x80000000, 0x00000000, 1 },  /* -0 < +0 is false */
	{ "v_cmp_ngt_f32", 0x40000000, 0x3f800000, 0 },
	{ "v_cmp_nle_f32", 0x7fc00000, 0x7fc00000, 1 },
	{ "v_cmp_nlg_f32", 0x3f800000, 0x3f800000, 1 },
	{ "v_cmp_nlg_f32", 0x3f800000, 0x40000000, 0 },
	{ "v_cmp_f_f32", 0x3f800000, 0x3f800000, 0 },
	{ "v_cmp_tru_f32", 0x7fc00000, 0x7fc00000, 1 },
	{ "v_cmp_t_f32", 0x7fc00000, 0x7fc00000, 1 },
	{ "v_cmpx_u_f32", 0x3f800000, 0xffc00000, 1 },
	{ "v_cmp_f_u32", 0, 0, 0 },
	{ "v_cmp_t_i32", 1, 0, 1 },
	/* f16: the low half only; -0 == +0; a denormal is above 0 */
	{ "v_cmp_lt_f16", 0xffff3c00, 0x00004000, 1 },
	{ "v_cmp_eq_f16", 0x8000, 0x0000, 1 },
	{ "v_cmp_eq_f16", 0x7e00, 0x7e00, 0 },
	{ "v_cmp_neq_f16", 0x7e00, 0x7e00, 1 },
	{ "v_cmp_gt_f16", 0x0001, 0x0000, 1 },
	{ "v_cmp_ge_f16", 0xfc00, 0xfbff, 0 },           /* -inf, -65504 */
	{ "v_cmp_lg_f16", 0x3c00, 0x7c01, 0 },
	{ "v_cmpx_le_f16", 0x3c00, 0x3c01, 1 },
	/* i16/u16: the low halves, signed or not */
	{ "v_cmp_lt_i16", 0x8000, 0x7fff, 1 },
	{ "v_cmp_lt_u16", 0x8000, 0x7fff, 0 },
	{ "v_cmp_eq_u16", 0x12340005, 0x00000005, 1 },
	{ "v_cmp_gt_i16", 0xffff, 0x0001, 0 },
	{ "v_cmp_gt_u16", 0xffff, 0x0001, 1 },
	{ "v_cmp_ne_u16", 0x10000, 0, 0 },
	{ "v_cmp_ge_i16", 0x00018000, 0xffff8000, 1 },
	{ "v_cmpx_ne_i16", 0x7fff, 0x8000, 1 },
	/* 64-bit integers: the high word counts */
	{ "v_cmp_lt_i64", 0x8000000000000000ull, 0, 1 },
	{ "v_cmp_lt_u64", 0x8000000000000000ull, 0, 0 },
	{ "v_cmp_eq_u64", 0x100000000ull, 0, 0 },
	{ "v_cmp_gt_u64", 0x100000000ull, 0xffffffffull, 1 },
	{ "v_cmp_ge_i64", ~0ull, ~0ull, 1 },
	{ "v_cmp_le_i64", 0xffffffff00000000ull, 0x00000000ffffffffull, 1 },
	{ "v_cmp_ne_i64", 5, 0x100000005ull, 1 },
	{ "v_cmpx_gt_i64", 0x7fffffffffffffffull, 0x8000000000000000ull, 1 },
	/* f64: one ULP apart at 1.0, which f32 could not tell */
	{ "v_cmp_lt_f64", 0x3ff0000000000000ull, 0x3ff0000000000001ull, 1 },
	{ "v_cmp_eq_f64", 0x8000000000000000ull, 0, 1 },
	{ "v_cmp_u_f64", 0x7ff8000000000000ull, 0, 1 },
	{ "v_cmp_neq_f64", 0x7ff8000000000000ull, 0x7ff8000000000000ull, 1 },
	{ "v_cmp_lg_f64", 0x7ff8000000000000ull, 0x3ff0000000000000ull, 0 },
	{ "v_cmp_nlt_f64", 0xfff0000000000000ull, 0xffefffffffffffffull, 0 },
	{ "v_cmpx_ge_f64", 0x4000000000000000ull, 0x4000000000000000ull, 1 },
	/* v_cmp_class: s1 is the mask of classes (bit 0 sNaN ... 9 +inf) */
	{ "v_cmp_class_f32", 0x7f800001, 0x001, 1 },
	{ "v_cmp_class_f32", 0x7f800001, 0x002, 0 },
	{ "v_cmp_class_f32", 0x7fc00000, 0x002, 1 },
	{ "v_cmp_class_f32", 0xff800000, 0x004, 1 },
	{ "v_cmp_class_f32", 0xbf800000, 0x008, 1 },
	{ "v_cmp_class_f32", 0x80000001, 0x010, 1 },
	{ "v_cmp_class_f32", 0x80000000, 0x020, 1 },
	{ "v_cmp_class_f32", 0x00000000, 0x040, 1 },
	{ "v_cmp_class_f32", 0x00000001, 0x080, 1 },
	{ "v_cmp_class_f32", 0x3f800000, 0x100, 1 },
	{ "v_cmp_class_f32", 0x7f800000, 0x200, 1 },
	{ "v_cmp_class_f32", 0x7f800000, 0x1ff, 0 },
	{ "v_cmp_class_f32", 0x00800000, 0x080, 0 },     /* normal, not denorm */
	{ "v_cmpx_class_f32", 0x00000000, 0x060, 1 },
	{ "v_cmp_class_f16", 0x7c01, 0x001, 1 },
	{ "v_cmp_class_f16", 0x7e00, 0x002, 1 },
	{ "v_cmp_class_f16", 0xfc00, 0x004, 1 },
	{ "v_cmp_class_f16", 0x0200, 0x080, 1 },
	{ "v_cmp_class_f16", 0xffff3c00, 0x100, 1 },     /* high half ignored */
	{ "v_cmp_class_f16", 0x3c00, 0x0ff, 0 },
	{ "v_cmp_class_f64", 0x7ff0000000000001ull, 0x001, 1 },
	{ "v_cmp_class_f64", 0x0000000000000001ull, 0x080, 1 },
	{ "v_cmp_class_f64", 0xfff0000000000000ull, 0x004, 1 },
	{ "v_cmp_class_f64", 0x8000000000000000ull, 0x020, 1 },
	{ "v_cmp_class_f64", 0x3ff0000000000000ull, 0x0ff, 0 },
};

static bool
wide_op(const char *op, unsigned k)
{
	if (strstr(op, "class_f64"))
		return k == 0;
	return strstr(op, "64") != NULL;
}

/* Runs compare v on target with s0 in v[2:3] (or v2) and s1 in v[4:5]
 * (or v4), lane 1 left out of EXEC. Returns whether the target has it. */
static bool
run_cmp(const struct cmpvec *v, unsigned target)
{
	int wave = isa_default_wave((enum isa_target)target);
	const struct isa_features *ft = isa_features((enum isa_target)target);
	bool x = strncmp(v->op, "v_cmpx", 6) == 0;
	char line[96];
	struct insn in;
	struct diag d;
	struct wave *w;
	lanemask_t m;

	snprintf(line, sizeof line, "%s %s%s, %s", v->op,
	    x && ft->cmpx_exec_only ? "" : wave == 32 ? "vcc_lo, " : "vcc, ",
	    wide_op(v->op, 0) ? "v[2:3]" : "v2",
	    wide_op(v->op, 1) ? "v[4:5]" : "v4");
	memset(&d, 0, sizeof d);
	if (asm_parse_line(line, strlen(line), (enum isa_target)target, wave,
	    &in, &d) != ASM_OK) {
		ck_assert_msg(strstr(d.message, "not supported on this GPU") ||
		    strstr(d.message, "not modelled"), "%s on %s: %s", line,
		    isa_target_name((enum isa_target)target), d.message);
		return false;
	}
	w = fx_wave(target, (unsigned)wave);
	fx_fill(w, 2, (uint32_t)v->a);
	fx_fill(w, 3, (uint32_t)(v->a >> 32));
	fx_fill(w, 4, (uint32_t)v->b);
	fx_fill(w, 5, (uint32_t)(v->b >> 32));
	w->vcc = ~(lanemask_t)0;
	w->exec &= ~LANE(1);
	fx_run(w, &in, NULL, NULL);
	m = x ? w->exec : w->vcc;
	ck_assert_msg((m & 1) == v->want, "%s on %s (0x%llx, 0x%llx): %u, "
	    "want %u", line, isa_target_name((enum isa_target)target),
	    (unsigned long long)v->a, (unsigned long long)v->b,
	    (unsigned)(m & 1), v->want);
	/* a lane EXEC leaves out gets 0 */
	ck_assert_uint_eq((m >> 1) & 1, 0);
	ck_assert_uint_eq((m >> (w->size - 1)) & 1, v->want);
	free(w);
	return true;
}

START_TEST(test_vx2_compares_match_hand_values)
{
	const struct cmpvec *v = &cmps[_i];
	unsigned ran = 0;

	for (unsigned t = 0; t < ISA_TARGET_COUNT; t++)
		ran += run_cmp(v, t);
	ck_assert_msg(ran >= 1, "%s ran nowhere", v->op);
}
END_TEST

/* f64 source modifiers act on bit 63, not on the low word's bit 31. */
START_TEST(test_vx2_f64_compare_neg_is_on_bit_63)
{
	struct wave *w = fx_wave(ISA_GFX900, 64);

	fx_fill(w, 2, 0);
	fx_fill(w, 3, 0x3ff00000); /* 1.0 */
	fx_line(w, "v_cmp_lt_f64_e64 s[0:1], -v[2:3], 0", NULL, NULL);
	ck_assert_uint_eq(w->sgpr[0], 0xffffffffu);
	fx_line(w, "v_cmp_lt_f64_e64 s[0:1], |v[2:3]|, 0", NULL, NULL);
	ck_assert_uint_eq(w->sgpr[0], 0);
	free(w);
}
END_TEST

/* A 32-bit literal of an f64 operand is the high dword (gfx10 on, where
 * VOP3 takes literals; llc-19 writes 3.0 so): 8 + 3 = 11, 3 > 2. */
START_TEST(test_vx2_f64_literal_is_the_high_dword)
{
	struct wave *w = fx_wave(ISA_GFX1030, 32);

	fx_fill(w, 2, 0);
	fx_fill(w, 3, 0x40200000); /* 8.0 */
	fx_line(w, "v_add_f64 v[0:1], v[2:3], 0x40080000", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[1][0], 0x40260000);
	ck_assert_uint_eq(w->vgpr[0][0], 0);
	fx_line(w, "v_div_fixup_f64 v[0:1], v[2:3], 0x40080000, v[2:3]",
	    NULL, NULL);
	ck_assert_uint_eq(w->vgpr[1][0], 0x40200000);
	fx_fill(w, 3, 0x40000000); /* 2.0 */
	fx_line(w, "v_cmp_gt_f64_e64 s0, 0x40080000, v[2:3]", NULL, NULL);
	ck_assert_uint_eq(w->sgpr[0], 0xffffffffu);
	free(w);
}
END_TEST

/* v_fmac_f64 (gfx90a, gfx942) adds into its destination pair with one
 * rounding: 1 + 2 * 3 = 7; (1 + 2^-52) * (1 - 2^-53) - 1, which a
 * product rounded first would make 0. */
START_TEST(test_vx2_fmac_f64_reads_its_destination)
{
	struct wave *w = fx_wave(ISA_GFX90A, 64);

	fx_fill(w, 0, 0);
	fx_fill(w, 1, 0x3ff00000);
	fx_fill(w, 2, 0);
	fx_fill(w, 3, 0x40000000);
	fx_fill(w, 4, 0);
	fx_fill(w, 5, 0x40080000);
	fx_line(w, "v_fmac_f64 v[0:1], v[2:3], v[4:5]", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[1][0], 0x401c0000);
	ck_assert_uint_eq(w->vgpr[0][0], 0);
	fx_fill(w, 0, 0);
	fx_fill(w, 1, 0xbff00000);             /* -1 */
	fx_fill(w, 2, 1);
	fx_fill(w, 3, 0x3ff00000);             /* 1 + 2^-52 */
	fx_fill(w, 4, 0xffffffff);
	fx_fill(w, 5, 0x3fefffff);             /* 1 - 2^-53 */
	fx_line(w, "v_fmac_f64 v[0:1], v[2:3], v[4:5]", NULL, NULL);
	/* (1 + 2^-52)(1 - 2^-53) - 1 = 2^-53 - 2^-105: 52 ones, so
	 * 1.11...10 (51 ones) * 2^-54 */
	ck_assert_uint_eq(w->vgpr[1][0], 0x3c9fffff);
	ck_assert_uint_eq(w->vgpr[0][0], 0xfffffffe);
	free(w);
}
END_TEST

/* ---- 64-bit rows: v[0:1] from v[2:3], v[4:5], v[6:7] ---- */

struct vec64 {
	const char *line;
	uint64_t a, b, c;
	uint64_t want;    /* {v1, v0}; a 32-bit result leaves v1 0xdeadbeef */
	unsigned carry;   /* s[10:11] bit 0, for lines that name it */
};

#define KEEP1 0xdeadbeef00000000ull

static const struct vec64 vecs64[] = {
	{ "v_cvt_f64_f32 v[0:1], v2", 0x3fc00000, 0, 0,
	  0x3ff8000000000000ull, 0 },
	{ "v_cvt_f64_f32 v[0:1], v2", 0x00000001, 0, 0,
	  0x36a0000000000000ull, 0 },                          /* 2^-149 */
	{ "v_cvt_f64_f32 v[0:1], -v2", 0x3fc00000, 0, 0,
	  0xbff8000000000000ull, 0 },
	{ "v_cvt_f32_f64 v0, v[2:3]", 0x3ff0000010000000ull, 0, 0,
	  KEEP1 | 0x3f800000, 0 },                             /* tie: even */
	{ "v_cvt_f32_f64 v0, v[2:3]", 0x3ff0000010000001ull, 0, 0,
	  KEEP1 | 0x3f800001, 0 },
	{ "v_cvt_f32_f64 v0, v[2:3]", 0x47f0000000000000ull, 0, 0,
	  KEEP1 | 0x7f800000, 0 },                             /* 2^128 */
	{ "v_cvt_f64_i32 v[0:1], v2", 0xffffffff, 0, 0,
	  0xbff0000000000000ull, 0 },
	{ "v_cvt_f64_i32 v[0:1], v2", 0x80000000, 0, 0,
	  0xc1e0000000000000ull, 0 },
	{ "v_cvt_f64_u32 v[0:1], v2", 0xffffffff, 0, 0,
	  0x41efffffffe00000ull, 0 },
	{ "v_cvt_i32_f64 v0, v[2:3]", 0xc000000000000000ull, 0, 0,
	  KEEP1 | 0xfffffffe, 0 },
	{ "v_cvt_i32_f64 v0, v[2:3]", 0x4202a05f20000000ull, 0, 0,
	  KEEP1 | 0x7fffffff, 0 },                             /* 1e10 */
	{ "v_cvt_i32_f64 v0, v[2:3]", 0xc007333333333333ull, 0, 0,
	  KEEP1 | 0xfffffffe, 0 },                             /* -2.9 */
	{ "v_cvt_i32_f64 v0, v[2:3]", 0x7ff8000000000000ull, 0, 0, KEEP1, 0 },
	{ "v_cvt_u32_f64 v0, v[2:3]", 0xbff0000000000000ull, 0, 0, KEEP1, 0 },
	{ "v_cvt_u32_f64 v0, v[2:3]", 0x41f0000000000000ull, 0, 0,
	  KEEP1 | 0xffffffff, 0 },
	{ "v_cvt_u32_f64 v0, v[2:3]", 0x400feb851eb851ecull, 0, 0,
	  KEEP1 | 3, 0 },                                      /* 3.99 */
	{ "v_floor_f64 v[0:1], v[2:3]", 0xbfe0000000000000ull, 0, 0,
	  0xbff0000000000000ull, 0 },
	{ "v_ceil_f64 v[0:1], v[2:3]", 0xbfe0000000000000ull, 0, 0,
	  0x8000000000000000ull, 0 },
	{ "v_trunc_f64 v[0:1], v[2:3]", 0x4006000000000000ull, 0, 0,
	  0x4000000000000000ull, 0 },
	{ "v_rndne_f64 v[0:1], v[2:3]", 0x4004000000000000ull, 0, 0,
	  0x4000000000000000ull, 0 },                          /* 2.5 */
	{ "v_rndne_f64 v[0:1], v[2:3]", 0x400c000000000000ull, 0, 0,
	  0x4010000000000000ull, 0 },                          /* 3.5 */
	{ "v_fract_f64 v[0:1], v[2:3]", 0x3ffc000000000000ull, 0, 0,
	  0x3fe8000000000000ull, 0 },
	{ "v_fract_f64 v[0:1], v[2:3]", 0x8000000000000001ull, 0, 0,
	  0x3fefffffffffffffull, 0 },                     /* stays below 1 */
	{ "v_rcp_f64 v[0:1], v[2:3]", 0x4010000000000000ull, 0, 0,
	  0x3fd0000000000000ull, 0 },
	{ "v_rcp_f64 v[0:1], v[2:3]", 0x8000000000000000ull, 0, 0,
	  0xfff0000000000000ull, 0 },
	{ "v_sqrt_f64 v[0:1], v[2:3]", 0x4010000000000000ull, 0, 0,
	  0x4000000000000000ull, 0 },
	{ "v_sqrt_f64 v[0:1], v[2:3]", 0x8000000000000000ull, 0, 0,
	  0x8000000000000000ull, 0 },
	{ "v_sqrt_f64 v[0:1], v[2:3]", 0xbff0000000000000ull, 0, 0,
	  0x7ff8000000000000ull, 0 },
	{ "v_rsq_f64 v[0:1], v[2:3]", 0x4010000000000000ull, 0, 0,
	  0x3fe0000000000000ull, 0 },
	{ "v_frexp_mant_f64 v[0:1], v[2:3]", 0xc020000000000000ull, 0, 0,
	  0xbfe0000000000000ull, 0 },
	{ "v_frexp_exp_i32_f64 v0, v[2:3]", 0x4020000000000000ull, 0, 0,
	  KEEP1 | 4, 0 },
	{ "v_ldexp_f64 v[0:1], v[2:3], v4", 0x3ff0000000000000ull,
	  0xfffffbce, 0, 1, 0 },                               /* 2^-1074 */
	{ "v_ldexp_f64 v[0:1], v[2:3], v4", 0x3ff0000000000000ull, 1024, 0,
	  0x7ff0000000000000ull, 0 },
	{ "v_min_f64 v[0:1], v[2:3], v[4:5]", 0x7ff8000000000000ull,
	  0x3ff0000000000000ull, 0, 0x3ff0000000000000ull, 0 },
	{ "v_min_f64 v[0:1], v[2:3], v[4:5]", 0, 0x8000000000000000ull, 0,
	  0x8000000000000000ull, 0 },
	{ "v_max_f64 v[0:1], v[2:3], v[4:5]", 0x3ff0000000000000ull,
	  0x4000000000000000ull, 0, 0x4000000000000000ull, 0 },
	/* v_div_fixup_f64 s0 = estimate, s1 = denominator, s2 = numerator */
	{ "v_div_fixup_f64 v[0:1], v[2:3], v[4:5], v[6:7]",
	  0x4000000000000000ull, 0xc000000000000000ull, 0x4010000000000000ull,
	  0xc000000000000000ull, 0 },
	{ "v_div_fixup_f64 v[0:1], v[2:3], v[4:5], v[6:7]", 0, 0, 0,
	  0xfff8000000000000ull, 0 },                           /* 0/0 */
	{ "v_div_fixup_f64 v[0:1], v[2:3], v[4:5], v[6:7]", 0,
	  0x8000000000000000ull, 0x3ff0000000000000ull,
	  0xfff0000000000000ull, 0 },                           /* 1/-0 */
	{ "v_div_fixup_f64 v[0:1], v[2:3], v[4:5], v[6:7]", 0,
	  0x7ff0000000000000ull, 0x3ff0000000000000ull, 0, 0 }, /* 1/inf */
	/* v_div_scale_f64: nothing to do; a tiny numerator (biased
	 * exponent 23 <= 53) scaled by 2^128; a denormal quotient (2^-40 /
	 * 2^1000) sets vcc and scales the numerator */
	{ "v_div_scale_f64 v[0:1], s[10:11], v[2:3], v[4:5], v[6:7]",
	  0x4000000000000000ull, 0x4000000000000000ull,
	  0x3ff0000000000000ull, 0x4000000000000000ull, 0 },
	{ "v_div_scale_f64 v[0:1], s[10:11], v[2:3], v[4:5], v[6:7]",
	  0x0170000000000000ull, 0x3ff0000000000000ull,
	  0x0170000000000000ull, 0x0970000000000000ull, 0 },
	{ "v_div_scale_f64 v[0:1], s[10:11], v[2:3], v[4:5], v[6:7]",
	  0x3d70000000000000ull, 0x7e70000000000000ull,
	  0x3d70000000000000ull, 0x4570000000000000ull, 1 },
	/* 2^-100 / 2^1000 is below every f64 denormal: no vcc */
	{ "v_div_scale_f64 v[0:1], s[10:11], v[2:3], v[4:5], v[6:7]",
	  0x39b0000000000000ull, 0x7e70000000000000ull,
	  0x39b0000000000000ull, 0x39b0000000000000ull, 0 },
	{ "v_div_scale_f64 v[0:1], s[10:11], v[2:3], v[4:5], v[6:7]",
	  0x3ff0000000000000ull, 0, 0x3ff0000000000000ull,
	  0x7ff8000000000000ull, 0 },                           /* x/0 */
};

START_TEST(test_vx2_64bit_rows_match_hand_values)
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
		w->exec &= ~LANE(1);
		fx_run(w, &in, NULL, NULL);
		ck_assert_msg(((uint64_t)w->vgpr[1][0] << 32 | w->vgpr[0][0]) ==
		    v->want, "%s on %s: 0x%08x%08x", line,
		    isa_target_name((enum isa_target)t), w->vgpr[1][0],
		    w->vgpr[0][0]);
		ck_assert_uint_eq(w->vgpr[0][1], 0xdeadbeef);
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

/* ---- the division helpers ---- */

static uint32_t
bits32(float f)
{
	uint32_t u;

	memcpy(&u, &f, sizeof u);
	return u;
}

static uint64_t
bits64(double f)
{
	uint64_t u;

	memcpy(&u, &f, sizeof u);
	return u;
}

/* llc-19's fdiv of v0 / v1 (gfx900, IEEE denormals), the quotient in
 * v0: every lane a different pair, the answer the host's division. */
static const char *const fdiv32[] = {
	"v_div_scale_f32 v2, s[4:5], v1, v1, v0",
	"v_div_scale_f32 v3, vcc, v0, v1, v0",
	"v_rcp_f32_e32 v4, v2",
	"v_fma_f32 v5, -v2, v4, 1.0",
	"v_fma_f32 v4, v5, v4, v4",
	"v_mul_f32_e32 v5, v3, v4",
	"v_fma_f32 v6, -v2, v5, v3",
	"v_fma_f32 v5, v6, v4, v5",
	"v_fma_f32 v2, -v2, v5, v3",
	"v_div_fmas_f32 v2, v2, v4, v5",
	"v_div_fixup_f32 v0, v2, v1, v0",
};

START_TEST(test_vx2_llc_fdiv_f32_matches_host_division)
{
	static const float num[] = { 1, 1, 7, -22, 3.5e30f, 1e-30f, 0,
		5, 2, 0x1p-126f };
	static const float den[] = { 3, 10, -7, 7, 9e-5f, 3e7f, 5, 0,
		0x1p100f, 3 };
	struct wave *w = fx_wave(ISA_GFX900, 64);
	uint64_t s = 0x1234;
	float a[64], b[64];

	for (unsigned n = 0; n < 64; n++) {
		if (n < sizeof num / sizeof num[0]) {
			a[n] = num[n];
			b[n] = den[n];
		} else {
			/* ordinary values: mantissas of 23 random bits,
			 * exponents within 2^-20..2^20 */
			uint32_t x = (uint32_t)fx_prng(&s), y =
			    (uint32_t)fx_prng(&s);
			a[n] = (float)((x & 0x7fffff) + 1) *
			    (float)(1u << (x >> 27)) / 8388608.0f;
			b[n] = (float)((y & 0x7fffff) + 1) /
			    (float)(1u << (y >> 27));
			if (x & 0x00800000u)
				a[n] = -a[n];
		}
		w->vgpr[0][n] = bits32(a[n]);
		w->vgpr[1][n] = bits32(b[n]);
	}
	for (unsigned k = 0; k < sizeof fdiv32 / sizeof fdiv32[0]; k++)
		fx_line(w, fdiv32[k], NULL, NULL);
	for (unsigned n = 0; n < 64; n++)
		ck_assert_msg(w->vgpr[0][n] == bits32(a[n] / b[n]),
		    "lane %u: %a / %a = 0x%08x, host 0x%08x", n, (double)a[n],
		    (double)b[n], w->vgpr[0][n], bits32(a[n] / b[n]));
	free(w);
}
END_TEST

static const char *const fdiv64[] = {
	"v_div_scale_f64 v[4:5], s[4:5], v[2:3], v[2:3], v[0:1]",
	"v_rcp_f64_e32 v[6:7], v[4:5]",
	"v_fma_f64 v[8:9], -v[4:5], v[6:7], 1.0",
	"v_fma_f64 v[6:7], v[6:7], v[8:9], v[6:7]",
	"v_div_scale_f64 v[8:9], vcc, v[0:1], v[2:3], v[0:1]",
	"v_fma_f64 v[10:11], -v[4:5], v[6:7], 1.0",
	"v_fma_f64 v[6:7], v[6:7], v[10:11], v[6:7]",
	"v_mul_f64 v[10:11], v[8:9], v[6:7]",
	"v_fma_f64 v[4:5], -v[4:5], v[10:11], v[8:9]",
	"v_div_fmas_f64 v[4:5], v[4:5], v[6:7], v[10:11]",
	"v_div_fixup_f64 v[0:1], v[4:5], v[2:3], v[0:1]",
};

START_TEST(test_vx2_llc_fdiv_f64_matches_host_division)
{
	static const double num[] = { 1, 1, 7, -22, 3.5e300, 1e-300, 0, 5 };
	static const double den[] = { 3, 10, -7, 7, 9e-5, 3e7, 5, 0 };
	struct wave *w = fx_wave(ISA_GFX90A, 64);
	uint64_t s = 0x5678;
	double a[64], b[64];

	for (unsigned n = 0; n < 64; n++) {
		if (n < sizeof num / sizeof num[0]) {
			a[n] = num[n];
			b[n] = den[n];
		} else {
			uint64_t x = fx_prng(&s), y = fx_prng(&s);
			a[n] = (double)((x >> 12) | 1) * 0x1p-40;
			b[n] = (double)((y >> 20) | 1) * 0x1p-30;
		}
		w->vgpr[0][n] = (uint32_t)bits64(a[n]);
		w->vgpr[1][n] = (uint32_t)(bits64(a[n]) >> 32);
		w->vgpr[2][n] = (uint32_t)bits64(b[n]);
		w->vgpr[3][n] = (uint32_t)(bits64(b[n]) >> 32);
	}
	for (unsigned k = 0; k < sizeof fdiv64 / sizeof fdiv64[0]; k++)
		fx_line(w, fdiv64[k], NULL, NULL);
	for (unsigned n = 0; n < 64; n++) {
		uint64_t got = (uint64_t)w->vgpr[1][n] << 32 | w->vgpr[0][n];
		ck_assert_msg(got == bits64(a[n] / b[n]),
		    "lane %u: %a / %a = 0x%016llx, host 0x%016llx", n, a[n],
		    b[n], (unsigned long long)got,
		    (unsigned long long)bits64(a[n] / b[n]));
	}
	free(w);
}
END_TEST

/* v_div_scale_f32's vcc (sdst) and the guides' special cases. */
START_TEST(test_vx2_div_scale_fixup_f32_special_cases)
{
	struct wave *w = fx_wave(ISA_GFX1030, 32);

	/* an ordinary quotient: d = s0, sdst 0; lane 1 off EXEC keeps 0 */
	fx_fill(w, 1, 0x40400000);  /* 3 */
	fx_fill(w, 2, 0x3f800000);  /* 1 */
	w->sgpr[8] = 0xffffffffu;
	w->exec &= ~LANE(1);
	fx_line(w, "v_div_scale_f32 v0, s8, v1, v1, v2", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[0][0], 0x40400000);
	ck_assert_uint_eq(w->sgpr[8], 0);
	/* numerator 2^-30 over 2^100: the quotient 2^-130 is an f32
	 * denormal, so vcc; scaling the numerator (s0 == s2) multiplies it
	 * by 2^64; lane 1, off EXEC, gets 0 */
	fx_fill(w, 1, 0x71800000);  /* 2^100 */
	fx_fill(w, 2, 0x30800000);  /* 2^-30 */
	fx_line(w, "v_div_scale_f32 v0, s8, v2, v1, v2", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[0][0], 0x50800000);  /* 2^34 */
	ck_assert_uint_eq(w->sgpr[8] & 1, 1);
	ck_assert_uint_eq((w->sgpr[8] >> 1) & 1, 0);
	/* numerator 2^-120 over 2^100: the quotient is no f32 at all (not
	 * a denormal), so no vcc; the tiny numerator (biased exponent 7 <=
	 * 23) is scaled by 2^64 */
	fx_fill(w, 2, 0x03800000);  /* 2^-120 */
	fx_line(w, "v_div_scale_f32 v0, s8, v2, v1, v2", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[0][0], 0x23800000);  /* 2^-56 */
	ck_assert_uint_eq(w->sgpr[8] & 1, 0);
	/* a denormal denominator is scaled up by 2^64 */
	fx_fill(w, 1, 0x00000001);  /* 2^-149 */
	fx_line(w, "v_div_scale_f32 v0, s8, v1, v1, v2", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[0][0], 0x15000000);  /* 2^-85 */
	/* v_div_fixup_f32: 0/0 and inf/inf give 0xffc00000, x/0 infinity
	 * with the quotient's sign, else |s0| with that sign */
	fx_fill(w, 1, 0);
	fx_fill(w, 2, 0);
	fx_fill(w, 3, 0x3f800000);
	fx_line(w, "v_div_fixup_f32 v0, v3, v1, v2", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[0][0], 0xffc00000);
	fx_fill(w, 1, 0x80000000);
	fx_fill(w, 2, 0x40000000);
	fx_line(w, "v_div_fixup_f32 v0, v3, v1, v2", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[0][0], 0xff800000);
	fx_fill(w, 1, 0xc0000000);
	fx_line(w, "v_div_fixup_f32 v0, v3, v1, v2", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[0][0], 0xbf800000);
	fx_fill(w, 2, 0x7fc00001);
	fx_line(w, "v_div_fixup_f32 v0, v3, v1, v2", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[0][0], 0x7fc00001);
	free(w);
}
END_TEST

/* v_div_fmas scales by 2^64 (f32) and 2^128 (f64) in the lanes vcc
 * names, up when s2 is 1 or more, down below; other lanes are one fma. */
START_TEST(test_vx2_div_fmas_reads_vcc)
{
	struct wave *w = fx_wave(ISA_GFX900, 64);

	fx_fill(w, 1, 0x3f800000);
	fx_fill(w, 2, 0x40000000);
	fx_fill(w, 3, 0x3f800000);
	w->vcc = LANE(5);
	fx_line(w, "v_div_fmas_f32 v0, v1, v2, v3", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[0][0], 0x40400000);       /* 3 */
	ck_assert_uint_eq(w->vgpr[0][5], 0x60400000);       /* 3 * 2^64 */
	fx_fill(w, 3, 0x3e800000);                          /* s2 = 0.25 */
	fx_line(w, "v_div_fmas_f32 v0, v1, v2, v3", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[0][0], 0x40100000);       /* 2.25 */
	ck_assert_uint_eq(w->vgpr[0][5], 0x20100000);       /* 2.25/2^64 */
	fx_fill(w, 4, 0);
	fx_fill(w, 5, 0x3ff00000);
	fx_fill(w, 6, 0);
	fx_fill(w, 7, 0x40000000);
	fx_line(w, "v_div_fmas_f64 v[0:1], v[4:5], v[6:7], v[4:5]", NULL,
	    NULL);
	ck_assert_uint_eq(w->vgpr[1][0], 0x40080000);       /* 3 */
	ck_assert_uint_eq(w->vgpr[1][5], 0x48080000);       /* 3 * 2^128 */
	ck_assert_uint_eq(w->vgpr[0][5], 0);
	free(w);
}
END_TEST

/* The compares of one row agree on f16 operands given by the low half
 * whatever the high half holds, over every f16 pair class (a model on
 * the host's float compare). */
START_TEST(test_vx2_f16_compares_agree_with_host_over_many_values)
{
	static const uint16_t v[] = { 0x0000, 0x8000, 0x0001, 0x8001, 0x3c00,
		0xbc00, 0x7bff, 0xfbff, 0x7c00, 0xfc00, 0x7e00, 0x7c01, 0x3555 };
	static const char *const ops[] = { "lt", "eq", "le", "gt", "lg", "ge",
		"o", "u", "nge", "nlg", "ngt", "nle", "neq", "nlt" };
	struct wave *w = fx_wave(ISA_GFX900, 64);
	unsigned nv = sizeof v / sizeof v[0];

	for (unsigned k = 0; k < sizeof ops / sizeof ops[0]; k++) {
		char line[64];
		snprintf(line, sizeof line, "v_cmp_%s_f16 vcc, v1, v2", ops[k]);
		for (unsigned i = 0; i < nv; i++) {
			for (unsigned j = 0; j < nv; j++) {
				fx_fill(w, 1, 0xabcd0000u | v[i]);
				fx_fill(w, 2, 0x12340000u | v[j]);
				fx_line(w, line, NULL, NULL);
				/* the model: both halves widened to float by
				 * their fields, compared on the host */
				float x = 0, y = 0;
				uint16_t h[2] = { v[i], v[j] };
				float *f[2] = { &x, &y };
				for (unsigned q = 0; q < 2; q++) {
					int e = (h[q] >> 10) & 31;
					float m = (float)(h[q] & 0x3ff);
					float val = e == 0 ? m * 0x1p-24f :
					    e == 31 ? (m ? __builtin_nanf("")
					    : __builtin_inff()) :
					    (1024 + m) * (float)(1 << e) *
					    0x1p-25f;
					*f[q] = (h[q] & 0x8000) ? -val : val;
				}
				bool un = x != x || y != y, t;
				switch (k) {
				case 0: t = x < y; break;
				case 1: t = x == y; break;
				case 2: t = x <= y; break;
				case 3: t = x > y; break;
				case 4: t = x < y || x > y; break;
				case 5: t = x >= y; break;
				case 6: t = !un; break;
				case 7: t = un; break;
				case 8: t = !(x >= y); break;
				case 9: t = !(x < y || x > y); break;
				case 10: t = !(x > y); break;
				case 11: t = !(x <= y); break;
				case 12: t = !(x == y); break;
				default: t = !(x < y); break;
				}
				ck_assert_msg((w->vcc & 1) == t,
				    "%s 0x%04x 0x%04x", line, v[i], v[j]);
			}
		}
	}
	free(w);
}
END_TEST

/* op_sel of the 16-bit VOP3 rows (gfx9 on): op_sel[i] feeds source i's
 * high half, the last value writes the result to the high half and
 * keeps the low one. Values by hand: 7 * 2 + 1 = 15, 3 * 5 + 4 = 19,
 * -(2.0) * 3.0 + 0.5 = -5.5 = f16 0xc580, max(-2, -32768, -1) = -1. */
START_TEST(test_vx2_opsel_picks_halves)
{
	static const enum isa_target ts[] = { ISA_GFX900, ISA_GFX1030,
		ISA_GFX1100 };
	struct wave *w = fx_wave(ts[_i], ts[_i] == ISA_GFX900 ? 64 : 32);

	fx_fill(w, 2, 0x00070003);
	fx_fill(w, 3, 0x00050002);
	fx_fill(w, 4, 0x00010004);
	fx_fill(w, 1, 0xaaaabbbb);
	fx_fill(w, 5, 0xffffffff);
	fx_line(w, "v_mad_u16 v1, v2, v3, v4 op_sel:[1,0,1,1]", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[1][0], 0x000fbbbb);
	fx_line(w, "v_mad_u16 v5, v2, v3, v4 op_sel:[0,1,0,0]", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[5][3], 0x00000013);
	/* src2 of v_mad_u32_u16 is 32 bits: its op_sel bit and the
	 * destination's pick nothing: 7 * 5 + 0x10004 */
	fx_line(w, "v_mad_u32_u16 v1, v2, v3, v4 op_sel:[1,1,1,1]", NULL,
	    NULL);
	ck_assert_uint_eq(w->vgpr[1][0], 0x00010027);

	fx_fill(w, 2, 0x40003c00);
	fx_fill(w, 3, 0x12344200);
	fx_fill(w, 4, 0x56783800);
	fx_fill(w, 1, 0x11112222);
	fx_line(w, "v_fma_f16 v1, -v2, v3, v4 op_sel:[1,0,0,1]", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[1][0], 0xc5802222);
	fx_line(w, "v_pack_b32_f16 v1, v2, v3 op_sel:[1,1,0]", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[1][0], 0x12344000);

	fx_fill(w, 2, 0xfffe0001);
	fx_fill(w, 3, 0x80000005);
	fx_fill(w, 4, 0xffff7fff);
	fx_line(w, "v_max3_i16 v1, v2, v3, v4 op_sel:[1,1,1,0]", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[1][0], 0x0000ffff);
	fx_line(w, "v_max3_i16 v1, v2, v3, v4", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[1][0], 0x00007fff);
	free(w);
}
END_TEST

/* valu.d16_other_half: zero (default) clears d[31:16] under a low-half
 * result; keep keeps it from gfx10 on for every 16-bit row and on gfx9
 * for the op_sel rows only (v_add_f16 there still zeroes). 1.0 + 1.0 =
 * 2.0 = f16 0x4000. */
START_TEST(test_vx2_d16_other_half_switch)
{
	struct semantics keep = fx_sem(DISPUTE_D16_OTHER_HALF, 1);
	struct wave *w = fx_wave(ISA_GFX900, 64);

	ck_assert_str_eq(semantics_name(DISPUTE_D16_OTHER_HALF),
	    "valu.d16_other_half");
	fx_fill(w, 2, 0x00073c00);
	fx_fill(w, 3, 0x00053c00);
	fx_fill(w, 4, 0x00010009);
	fx_fill(w, 1, 0xabcd0000);
	fx_line(w, "v_add_f16 v1, v2, v3", &keep, NULL);
	ck_assert_uint_eq(w->vgpr[1][0], 0x00004000);
	fx_fill(w, 1, 0xabcd0000);
	fx_line(w, "v_mad_u16 v1, v2, v3, v4 op_sel:[1,1,1,0]", &keep, NULL);
	ck_assert_uint_eq(w->vgpr[1][0], 0xabcd0024);  /* 7 * 5 + 1 */
	/* 0x3c00 * 0x3c00 = 0xe100000, low 16 bits 0, + 9 */
	fx_line(w, "v_mad_u16 v1, v2, v3, v4", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[1][0], 0x00000009);
	free(w);

	w = fx_wave(ISA_GFX1030, 32);
	fx_fill(w, 2, 0x00073c00);
	fx_fill(w, 3, 0x00053c00);
	fx_fill(w, 1, 0xabcd0000);
	fx_line(w, "v_add_f16 v1, v2, v3", &keep, NULL);
	ck_assert_uint_eq(w->vgpr[1][0], 0xabcd4000);
	fx_line(w, "v_add_f16 v1, v2, v3", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[1][0], 0x00004000);
	free(w);
}
END_TEST

/* gfx11/gfx12 v_maxmin/v_minmax: max then min, or min then max, by
 * hand: s0 = 5, s1 = -16 (0xfffffff0 unsigned), s2 = 3 or 100; f32
 * s0 = 1.0, s1 = NaN (loses), s2 = 0.5. */
START_TEST(test_vx2_maxmin_minmax)
{
	static const struct {
		const char *op;
		uint32_t s2, want;
	} v[] = {
		{ "v_maxmin_i32", 3, 3 },   /* min(max(5, -16), 3) */
		{ "v_minmax_i32", 3, 3 },   /* max(min(5, -16), 3) */
		{ "v_maxmin_u32", 3, 3 },   /* min(0xfffffff0, 3) */
		{ "v_minmax_u32", 3, 5 },   /* max(5, 3) */
		{ "v_maxmin_i32", 100, 5 },
		{ "v_minmax_i32", 100, 100 },
		{ "v_maxmin_u32", 100, 100 },
		{ "v_minmax_u32", 100, 100 },
	};
	struct wave *w = fx_wave(_i ? ISA_GFX1200 : ISA_GFX1100, 32);
	char line[64];

	fx_fill(w, 2, 5);
	fx_fill(w, 3, 0xfffffff0);
	for (unsigned k = 0; k < sizeof v / sizeof v[0]; k++) {
		fx_fill(w, 4, v[k].s2);
		snprintf(line, sizeof line, "%s v1, v2, v3, v4", v[k].op);
		fx_line(w, line, NULL, NULL);
		ck_assert_msg(w->vgpr[1][7] == v[k].want, "%s s2=%u: 0x%x",
		    v[k].op, v[k].s2, w->vgpr[1][7]);
	}
	fx_fill(w, 2, 0x3f800000);
	fx_fill(w, 3, 0x7fc00000);
	fx_fill(w, 4, 0x3f000000);
	fx_line(w, _i ? "v_maxmin_num_f32 v1, v2, v3, v4" :
	    "v_maxmin_f32 v1, v2, v3, v4", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[1][0], 0x3f000000);   /* min(1, 0.5) */
	fx_line(w, _i ? "v_minmax_num_f32 v1, v2, v3, v4" :
	    "v_minmax_f32 v1, v2, v3, v4", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[1][0], 0x3f800000);   /* max(1, 0.5) */
	free(w);
}
END_TEST

/* v_cvt_flr_i32_f32 = (int)floor(s0), v_cvt_rpi_i32_f32 = (int)floor(s0
 * + 0.5) with the add in f32, both saturated, NaN 0; gfx11 names them
 * v_cvt_floor/v_cvt_nearest. By hand: floor(2.5) = 2, floor(-2.5) = -3,
 * rpi(2.5) = 3, rpi(-2.5) = -2, rpi(-0.5) = 0, rpi(0.49999997) = 1 (the
 * f32 sum 1 - 2**-25 rounds to 1.0), 3e9 saturates, -inf gives INT_MIN. */
START_TEST(test_vx2_cvt_flr_rpi)
{
	static const struct {
		uint32_t in, flr, rpi;
	} v[] = {
		{ 0x40200000, 2, 3 },
		{ 0xc0200000, 0xfffffffd, 0xfffffffe },
		{ 0x3fc00000, 1, 2 },
		{ 0xbf000000, 0xffffffff, 0 },
		{ 0x3effffff, 0, 1 },
		{ 0x7fc00000, 0, 0 },
		{ 0x4f32d05e, 0x7fffffff, 0x7fffffff },
		{ 0xff800000, 0x80000000, 0x80000000 },
	};
	bool gfx11 = _i != 0;
	struct wave *w = fx_wave(gfx11 ? ISA_GFX1100 : ISA_GFX900,
	    gfx11 ? 32 : 64);

	for (unsigned k = 0; k < sizeof v / sizeof v[0]; k++) {
		fx_fill(w, 2, v[k].in);
		fx_line(w, gfx11 ? "v_cvt_floor_i32_f32 v1, v2" :
		    "v_cvt_flr_i32_f32 v1, v2", NULL, NULL);
		ck_assert_msg(w->vgpr[1][3] == v[k].flr, "flr 0x%08x: 0x%x",
		    v[k].in, w->vgpr[1][3]);
		fx_line(w, gfx11 ? "v_cvt_nearest_i32_f32 v1, v2" :
		    "v_cvt_rpi_i32_f32 v1, v2", NULL, NULL);
		ck_assert_msg(w->vgpr[1][3] == v[k].rpi, "rpi 0x%08x: 0x%x",
		    v[k].in, w->vgpr[1][3]);
	}
	free(w);
}
END_TEST

Suite *
exec_vx2_suite(void)
{
	Suite *s = suite_create("exec_vx2");
	TCase *tc = tcase_create("core");

	tcase_add_loop_test(tc, test_vx2_compares_match_hand_values, 0,
	    (int)(sizeof cmps / sizeof cmps[0]));
	tcase_add_test(tc, test_vx2_f64_compare_neg_is_on_bit_63);
	tcase_add_test(tc, test_vx2_f64_literal_is_the_high_dword);
	tcase_add_test(tc, test_vx2_fmac_f64_reads_its_destination);
	tcase_add_loop_test(tc, test_vx2_64bit_rows_match_hand_values, 0,
	    (int)(sizeof vecs64 / sizeof vecs64[0]));
	tcase_add_test(tc, test_vx2_llc_fdiv_f32_matches_host_division);
	tcase_add_test(tc, test_vx2_llc_fdiv_f64_matches_host_division);
	tcase_add_test(tc, test_vx2_div_scale_fixup_f32_special_cases);
	tcase_add_test(tc, test_vx2_div_fmas_reads_vcc);
	tcase_add_test(tc, test_vx2_f16_compares_agree_with_host_over_many_values);
	tcase_add_loop_test(tc, test_vx2_opsel_picks_halves, 0, 3);
	tcase_add_test(tc, test_vx2_d16_other_half_switch);
	tcase_add_loop_test(tc, test_vx2_maxmin_minmax, 0, 2);
	tcase_add_loop_test(tc, test_vx2_cvt_flr_rpi, 0, 2);
	suite_add_tcase(s, tc);
	return s;
}
