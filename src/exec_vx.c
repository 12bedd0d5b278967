/* SPDX-License-Identifier: MIT */
/* The per-lane arithmetic of the SEM_VX rows (isa_table_valu.h): bit
 * fields, 24-bit multiplies, three-operand integer forms, rounding of f32
 * to integers. Works on whole lane arrays like exec_valu.c, which gathers
 * the operands and applies modifiers and the masked write-back. Pure. */
#include "exec.h"

#include <math.h>
#include <string.h>

#include "exec_internal.h"
#include "fp.h"

#define L WAVE_MAX_LANES

static uint32_t
bit_reverse(uint32_t v)
{
	v = ((v >> 1) & 0x55555555u) | ((v & 0x55555555u) << 1);
	v = ((v >> 2) & 0x33333333u) | ((v & 0x33333333u) << 2);
	v = ((v >> 4) & 0x0f0f0f0fu) | ((v & 0x0f0f0f0fu) << 4);
	v = ((v >> 8) & 0x00ff00ffu) | ((v & 0x00ff00ffu) << 8);
	return (v >> 16) | (v << 16);
}

/* Signed 24-bit field of v, as the 24-bit multiplies read it. */
static int64_t
i24(uint32_t v)
{
	return (int64_t)((int32_t)(v << 8) >> 8);
}

/* v_bfe_i32: width w bits from bit o, sign-extended from bit w-1. Where
 * the field runs past bit 31 the arithmetic shift has already supplied
 * the sign copies, so it is the answer. */
static uint32_t
bfe_i32(uint32_t s, uint32_t o, uint32_t w)
{
	o &= 31;
	w &= 31;
	if (w == 0)
		return 0;
	if (o + w < 32)
		return (uint32_t)((int32_t)(s << (32 - o - w)) >> (32 - w));
	return (uint32_t)((int32_t)s >> o);
}

/* One byte of v_perm_b32: bytes 0-3 of s1, 4-7 of s0; 8-11 repeat the
 * top bit of bytes 1, 3, 5, 7 (Vega ISA, V_PERM_B32). */
static uint32_t
perm_byte(uint64_t d, unsigned sel)
{
	if (sel < 8)
		return (uint32_t)(d >> (8 * sel)) & 0xffu;
	if (sel < 12)
		return (d >> (16 * (sel - 8) + 15)) & 1 ? 0xffu : 0;
	return sel == 12 ? 0 : 0xffu;
}

static uint32_t
med3_i(int32_t a, int32_t b, int32_t c)
{
	int32_t lo = a < b ? a : b, hi = a < b ? b : a;
	int32_t m = hi < c ? hi : c;
	return (uint32_t)(lo > m ? lo : m);
}

static uint32_t
med3_u(uint32_t a, uint32_t b, uint32_t c)
{
	uint32_t lo = a < b ? a : b, hi = a < b ? b : a;
	uint32_t m = hi < c ? hi : c;
	return lo > m ? lo : m;
}

/* f32 rounded to an integer toward zero, by clearing fraction bits;
 * NaN quieted, infinities and large values kept. */
static uint32_t
f32_trunc(uint32_t u)
{
	int e = (int)((u >> 23) & 0xff) - 127;

	if (fp32_isnan(u))
		return u | 0x00400000u;
	if (e >= 23)
		return u;
	if (e < 0)
		return u & 0x80000000u;
	return u & ~(0x007fffffu >> e);
}

static uint32_t
f32_floor(uint32_t u)
{
	uint32_t t = f32_trunc(u);

	if (t != u && !fp32_isnan(u) && (u & 0x80000000u))
		return fp32_sub(t, 0x3f800000u);
	return t;
}

static uint32_t
f32_ceil(uint32_t u)
{
	uint32_t t = f32_trunc(u);

	if (t != u && !fp32_isnan(u) && !(u & 0x80000000u))
		return fp32_add(t, 0x3f800000u);
	return t;
}

/* Ties to even: below 2^23, adding and removing 2^23 leaves the nearest
 * integer under the host's round-to-nearest-even; the sign is put back
 * so -0.25 gives -0. */
static uint32_t
f32_rndne(uint32_t u)
{
	uint32_t mag = u & 0x7fffffffu, r;

	if (fp32_isnan(u))
		return u | 0x00400000u;
	if (mag >= 0x4b000000u) /* 2^23: already an integer */
		return u;
	r = fp32_sub(fp32_add(mag, 0x4b000000u), 0x4b000000u);
	return r | (u & 0x80000000u);
}

/* s0 - floor(s0), kept below 1.0: a tiny negative s0 would round to 1.0
 * (the guides give only the formula; LLVM's lowering and the GCN3-on
 * hardware keep the result under 1). Infinity gives the default NaN. */
static uint32_t
f32_fract(uint32_t u)
{
	uint32_t r;

	if (fp32_isnan(u))
		return u | 0x00400000u;
	if ((u & 0x7fffffffu) == 0x7f800000u)
		return 0x7fc00000u;
	r = fp32_sub(u, f32_floor(u));
	return r > 0x3f7fffffu && !(r & 0x80000000u) ? 0x3f7fffffu : r;
}

/* ---- f32 functions ---- */

static bool
f32_denormal(uint32_t u)
{
	return (u & 0x7f800000u) == 0 && (u & 0x007fffffu) != 0;
}

/* Keeps the sign of a denormal, drops its magnitude. */
static uint32_t
flush(uint32_t u, bool on)
{
	return on && f32_denormal(u) ? u & 0x80000000u : u;
}

/* The nearest f32 of a double: one rounding under the host's IEEE
 * round-to-nearest-even. */
static uint32_t
f32_of(double d)
{
	return fp32_u((float)d);
}

/* sin or cos of 2*pi*x in f32 (fp_sincos_turns), NaN and infinity
 * first; sin(-0) and sin(-1) are -0. */
static uint32_t
f32_sincos(uint32_t u, bool cosine)
{
	double v;

	if (fp32_isnan(u))
		return u | 0x00400000u;
	if ((u & 0x7fffffffu) == 0x7f800000u)
		return 0x7fc00000u;
	v = fp_sincos_turns(fp32_f(u), cosine);
	if (v == 0 && !cosine)
		return u & 0x80000000u;
	return f32_of(v);
}

/* The transcendental VOP1 rows: the exact function rounded to f32, with
 * denormals flushed in and out under valu.transcendental_denormals=flush. */
static uint32_t
f32_trans(unsigned op, uint32_t u, bool fl)
{
	double x;
	uint32_t r;

	if (fp32_isnan(u))
		return u | 0x00400000u;
	u = flush(u, fl);
	x = fp32_f(u);
	switch (op) {
	case VX_RCP_F32:
	case VX_RCP_IFLAG_F32:
		r = f32_of(1.0 / x);
		break;
	case VX_RSQ_F32:
		r = x < 0 ? 0x7fc00000u : f32_of(1.0 / sqrt(x));
		break;
	case VX_SQRT_F32:
		/* sqrt(-0) is -0 */
		r = x < 0 ? 0x7fc00000u : x == 0 ? u : f32_of(sqrt(x));
		break;
	case VX_EXP_F32:
		r = f32_of(exp2(x));
		break;
	case VX_LOG_F32:
		r = x < 0 ? 0x7fc00000u : f32_of(log2(x));
		break;
	default:
		r = f32_sincos(u, op == VX_COS_F32);
		break;
	}
	return flush(r, fl);
}

static uint32_t
f32_frexp_mant(uint32_t u)
{
	int e;

	if (fp32_isnan(u))
		return u | 0x00400000u;
	if ((u & 0x7fffffffu) == 0x7f800000u)
		return u;
	return f32_of(frexp(fp32_f(u), &e));
}

static uint32_t
f32_frexp_exp(uint32_t u)
{
	int e = 0;

	if (fp32_isnan(u) || (u & 0x7fffffffu) == 0x7f800000u)
		return 0;
	(void)frexp(fp32_f(u), &e);
	return (uint32_t)e;
}

/* s0 * 2**s1: exact in double for every f32 and a clamped exponent, so
 * the conversion to f32 is the one rounding. */
static uint32_t
f32_ldexp(uint32_t u, uint32_t k)
{
	int32_t e = (int32_t)k;

	if (fp32_isnan(u))
		return u | 0x00400000u;
	if (e > 400)
		e = 400;
	if (e < -400)
		e = -400;
	return f32_of(ldexp(fp32_f(u), e));
}

/* Vega ISA V_MED3_F32: with a NaN operand, min3; else the maximum of the
 * two operands that are not the largest. LLVM's constant folding
 * (fmed3 with a NaN gives minnum of the other two) agrees. */
static uint32_t
f32_med3(uint32_t a, uint32_t b, uint32_t c)
{
	uint32_t mx;

	if (fp32_isnan(a) || fp32_isnan(b) || fp32_isnan(c))
		return fp32_min(fp32_min(a, b), c);
	mx = fp32_max(fp32_max(a, b), c);
	if (mx == a)
		return fp32_max(b, c);
	if (mx == b)
		return fp32_max(a, c);
	return fp32_max(a, b);
}

/* ---- integer VALU and SAD (branch s6-16int) ---- */

static uint32_t
absdiff(uint32_t x, uint32_t y)
{
	return x > y ? x - y : y - x;
}

uint32_t
exec_vx_sad_u8(uint32_t a, uint32_t b, uint32_t c, bool masked)
{
	uint32_t sum = c;

	/* RDNA3 ISA V_MSAD_U8: a byte whose reference (s1) byte is 0 adds
	 * nothing */
	for (unsigned k = 0; k < 32; k += 8) {
		uint32_t x = (a >> k) & 0xffu, y = (b >> k) & 0xffu;
		if (!(masked && y == 0))
			sum += absdiff(x, y);
	}
	return sum;
}

/* A signed 16-bit value clamped to 0..255 (v_sat_pk_u8_i16). */
static uint32_t
sat_u8(uint32_t h)
{
	int32_t v = (int16_t)(uint16_t)h;

	return v < 0 ? 0 : v > 255 ? 255 : (uint32_t)v;
}

/* f32 to a 16-bit integer: truncated toward zero, saturated, NaN 0, as
 * v_cvt_i32_f32/v_cvt_u32_f32 do for 32 bits (RDNA3 ISA pseudo-code of
 * V_CVT_PK_I16_F32: v_cvt_i16_f32 of each source). */
static uint32_t
f32_to_i16(uint32_t u)
{
	int32_t v = fp32_to_i32(u);

	v = v < -32768 ? -32768 : v > 32767 ? 32767 : v;
	return (uint32_t)v & 0xffffu;
}

static uint32_t
f32_to_u16(uint32_t u)
{
	uint32_t v = fp32_to_u32(u);

	return v > 0xffffu ? 0xffffu : v;
}

bool
exec_vx_disputed(unsigned op, uint32_t a)
{
	if (op == VX_EXP_LEGACY_F32 || op == VX_LOG_LEGACY_F32)
		op = op == VX_EXP_LEGACY_F32 ? VX_EXP_F32 : VX_LOG_F32;
	if (op < VX_RCP_F32 || op > VX_COS_F32)
		return false;
	return f32_trans(op, a, true) != f32_trans(op, a, false);
}

bool
exec_vx_f16_result(unsigned op, unsigned type)
{
	if (op == VX_CVT_F16_F32)
		return true;
	if (op == VX_CVT_F32_F16)
		return false;
	/* isa_table_valu2.h's 16-bit rows; its packs are 32-bit */
	if (op >= VX_RCP_F16 && op <= VX_DIV_FIXUP_F16)
		return true;
	if (op >= VX_MAD_U32_U16 && op <= VX_PACK_B32_F16)
		return false;
	if (op >= VX_MAD_LEGACY_F32 && op <= VX_MINMAX_F16)
		return exec_vxf_f16_result(op);
	return type == ISA_TY_F16;
}

void
exec_vx_compute(unsigned op, const struct semantics *sem,
    const uint32_t *restrict a, const uint32_t *restrict b,
    const uint32_t *restrict c, uint32_t *restrict r)
{
	bool fl = sem->choice[DISPUTE_TRANS_DENORMALS] == 0;
	unsigned n;

	switch (op) {
	case VX_RCP_F32:
	case VX_RCP_IFLAG_F32:
	case VX_RSQ_F32:
	case VX_SQRT_F32:
	case VX_EXP_F32:
	case VX_LOG_F32:
	case VX_SIN_F32:
	case VX_COS_F32:
		for (n = 0; n < L; n++)
			r[n] = f32_trans(op, a[n], fl);
		break;
	/* the guides add only "legacy semantics", which no source defines:
	 * v_exp_f32 and v_log_f32 (semantics note valu.legacy_exp_log) */
	case VX_EXP_LEGACY_F32:
	case VX_LOG_LEGACY_F32:
		for (n = 0; n < L; n++)
			r[n] = f32_trans(op == VX_EXP_LEGACY_F32 ? VX_EXP_F32 :
			    VX_LOG_F32, a[n], fl);
		break;
	case VX_FREXP_MANT_F32:
		for (n = 0; n < L; n++)
			r[n] = f32_frexp_mant(a[n]);
		break;
	case VX_FREXP_EXP_I32_F32:
		for (n = 0; n < L; n++)
			r[n] = f32_frexp_exp(a[n]);
		break;
	case VX_CVT_F32_F16:
		for (n = 0; n < L; n++)
			r[n] = fp16_to_fp32((uint16_t)a[n]);
		break;
	case VX_CVT_F16_F32:
		for (n = 0; n < L; n++)
			r[n] = fp16_from_fp32(a[n]);
		break;
	case VX_LDEXP_F32:
		for (n = 0; n < L; n++)
			r[n] = f32_ldexp(a[n], b[n]);
		break;
	case VX_MIN3_F32:
		for (n = 0; n < L; n++)
			r[n] = fp32_min(fp32_min(a[n], b[n]), c[n]);
		break;
	case VX_MAX3_F32:
		for (n = 0; n < L; n++)
			r[n] = fp32_max(fp32_max(a[n], b[n]), c[n]);
		break;
	case VX_MED3_F32:
		for (n = 0; n < L; n++)
			r[n] = f32_med3(a[n], b[n], c[n]);
		break;
	case VX_BFREV:
		for (n = 0; n < L; n++)
			r[n] = bit_reverse(a[n]);
		break;
	case VX_FFBH_U32:
		for (n = 0; n < L; n++)
			r[n] = a[n] ? (uint32_t)__builtin_clz(a[n]) :
			    0xffffffffu;
		break;
	case VX_FFBL_B32:
		for (n = 0; n < L; n++)
			r[n] = a[n] ? (uint32_t)__builtin_ctz(a[n]) :
			    0xffffffffu;
		break;
	case VX_FFBH_I32:
		for (n = 0; n < L; n++) {
			uint32_t v = (a[n] & 0x80000000u) ? ~a[n] : a[n];
			r[n] = v ? (uint32_t)__builtin_clz(v) : 0xffffffffu;
		}
		break;
	case VX_CVT_F32_UBYTE0:
	case VX_CVT_F32_UBYTE1:
	case VX_CVT_F32_UBYTE2:
	case VX_CVT_F32_UBYTE3: {
		unsigned sh = 8 * (op - VX_CVT_F32_UBYTE0);
		for (n = 0; n < L; n++)
			r[n] = fp32_from_u32((a[n] >> sh) & 0xffu);
		break;
	}
	case VX_FRACT_F32:
		for (n = 0; n < L; n++)
			r[n] = f32_fract(a[n]);
		break;
	case VX_TRUNC_F32:
		for (n = 0; n < L; n++)
			r[n] = f32_trunc(a[n]);
		break;
	case VX_CEIL_F32:
		for (n = 0; n < L; n++)
			r[n] = f32_ceil(a[n]);
		break;
	case VX_FLOOR_F32:
		for (n = 0; n < L; n++)
			r[n] = f32_floor(a[n]);
		break;
	case VX_RNDNE_F32:
		for (n = 0; n < L; n++)
			r[n] = f32_rndne(a[n]);
		break;
	case VX_MUL_U32_U24:
		for (n = 0; n < L; n++)
			r[n] = (a[n] & 0xffffffu) * (b[n] & 0xffffffu);
		break;
	case VX_MUL_I32_I24:
		for (n = 0; n < L; n++)
			r[n] = (uint32_t)(i24(a[n]) * i24(b[n]));
		break;
	case VX_MUL_HI_U32_U24:
		for (n = 0; n < L; n++)
			r[n] = (uint32_t)(((uint64_t)(a[n] & 0xffffffu) *
			    (b[n] & 0xffffffu)) >> 32);
		break;
	case VX_MUL_HI_I32_I24:
		for (n = 0; n < L; n++)
			r[n] = (uint32_t)((uint64_t)(i24(a[n]) * i24(b[n])) >>
			    32);
		break;
	case VX_FMAC_F32:
		for (n = 0; n < L; n++)
			r[n] = fp32_fma(a[n], b[n], c[n]);
		break;
	case VX_MUL_HI_I32:
		for (n = 0; n < L; n++)
			r[n] = (uint32_t)((uint64_t)((int64_t)(int32_t)a[n] *
			    (int32_t)b[n]) >> 32);
		break;
	case VX_BCNT:
		for (n = 0; n < L; n++)
			r[n] = (uint32_t)__builtin_popcount(a[n]) + b[n];
		break;
	case VX_BFM:
		for (n = 0; n < L; n++)
			r[n] = ((1u << (a[n] & 31)) - 1) << (b[n] & 31);
		break;
	case VX_BFE_U32:
		for (n = 0; n < L; n++)
			r[n] = (a[n] >> (b[n] & 31)) &
			    ((1u << (c[n] & 31)) - 1);
		break;
	case VX_BFE_I32:
		for (n = 0; n < L; n++)
			r[n] = bfe_i32(a[n], b[n], c[n]);
		break;
	case VX_BFI:
		for (n = 0; n < L; n++)
			r[n] = (a[n] & b[n]) | (~a[n] & c[n]);
		break;
	case VX_PERM:
		for (n = 0; n < L; n++) {
			uint64_t d = (uint64_t)a[n] << 32 | b[n];
			uint32_t v = 0;
			for (unsigned k = 0; k < 4; k++)
				v |= perm_byte(d, (c[n] >> (8 * k)) & 0xffu)
				    << (8 * k);
			r[n] = v;
		}
		break;
	case VX_ALIGNBIT:
		for (n = 0; n < L; n++)
			r[n] = (uint32_t)(((uint64_t)a[n] << 32 | b[n]) >>
			    (c[n] & 31));
		break;
	case VX_ALIGNBYTE:
		for (n = 0; n < L; n++)
			r[n] = (uint32_t)(((uint64_t)a[n] << 32 | b[n]) >>
			    (8 * (c[n] & 3)));
		break;
	case VX_ADD3:
		for (n = 0; n < L; n++)
			r[n] = a[n] + b[n] + c[n];
		break;
	case VX_OR3:
		for (n = 0; n < L; n++)
			r[n] = a[n] | b[n] | c[n];
		break;
	case VX_XOR3:
		for (n = 0; n < L; n++)
			r[n] = a[n] ^ b[n] ^ c[n];
		break;
	case VX_AND_OR:
		for (n = 0; n < L; n++)
			r[n] = (a[n] & b[n]) | c[n];
		break;
	case VX_LSHL_OR:
		for (n = 0; n < L; n++)
			r[n] = (a[n] << (b[n] & 31)) | c[n];
		break;
	case VX_LSHL_ADD:
		for (n = 0; n < L; n++)
			r[n] = (a[n] << (b[n] & 31)) + c[n];
		break;
	case VX_ADD_LSHL:
		for (n = 0; n < L; n++)
			r[n] = (a[n] + b[n]) << (c[n] & 31);
		break;
	case VX_XAD:
		for (n = 0; n < L; n++)
			r[n] = (a[n] ^ b[n]) + c[n];
		break;
	case VX_MAD_U32_U24:
		for (n = 0; n < L; n++)
			r[n] = (a[n] & 0xffffffu) * (b[n] & 0xffffffu) + c[n];
		break;
	case VX_MAD_I32_I24:
		for (n = 0; n < L; n++)
			r[n] = (uint32_t)(i24(a[n]) * i24(b[n])) + c[n];
		break;
	case VX_MAD_F32:
		/* a multiply then an add, two roundings, like v_mac_f32 */
		for (n = 0; n < L; n++)
			r[n] = fp32_add(fp32_mul(a[n], b[n]), c[n]);
		break;
	case VX_MIN3_I32:
		for (n = 0; n < L; n++) {
			int32_t x = (int32_t)a[n], y = (int32_t)b[n];
			int32_t z = (int32_t)c[n], m = x < y ? x : y;
			r[n] = (uint32_t)(m < z ? m : z);
		}
		break;
	case VX_MIN3_U32:
		for (n = 0; n < L; n++) {
			uint32_t m = a[n] < b[n] ? a[n] : b[n];
			r[n] = m < c[n] ? m : c[n];
		}
		break;
	case VX_MAX3_I32:
		for (n = 0; n < L; n++) {
			int32_t x = (int32_t)a[n], y = (int32_t)b[n];
			int32_t z = (int32_t)c[n], m = x > y ? x : y;
			r[n] = (uint32_t)(m > z ? m : z);
		}
		break;
	case VX_MAX3_U32:
		for (n = 0; n < L; n++) {
			uint32_t m = a[n] > b[n] ? a[n] : b[n];
			r[n] = m > c[n] ? m : c[n];
		}
		break;
	case VX_MED3_I32:
		for (n = 0; n < L; n++)
			r[n] = med3_i((int32_t)a[n], (int32_t)b[n],
			    (int32_t)c[n]);
		break;
	case VX_MED3_U32:
		for (n = 0; n < L; n++)
			r[n] = med3_u(a[n], b[n], c[n]);
		break;
	/* gfx11's two-step forms: max then min, or min then max */
	case VX_MAXMIN_I32:
	case VX_MINMAX_I32:
		for (n = 0; n < L; n++) {
			int32_t x = (int32_t)a[n], y = (int32_t)b[n];
			int32_t z = (int32_t)c[n], m;
			if (op == VX_MAXMIN_I32) {
				m = x > y ? x : y;
				r[n] = (uint32_t)(m < z ? m : z);
			} else {
				m = x < y ? x : y;
				r[n] = (uint32_t)(m > z ? m : z);
			}
		}
		break;
	case VX_MAXMIN_U32:
		for (n = 0; n < L; n++) {
			uint32_t m = a[n] > b[n] ? a[n] : b[n];
			r[n] = m < c[n] ? m : c[n];
		}
		break;
	case VX_MINMAX_U32:
		for (n = 0; n < L; n++) {
			uint32_t m = a[n] < b[n] ? a[n] : b[n];
			r[n] = m > c[n] ? m : c[n];
		}
		break;
	case VX_CVT_FLR_I32_F32:
		for (n = 0; n < L; n++)
			r[n] = (uint32_t)fp32_to_i32(f32_floor(a[n]));
		break;
	case VX_CVT_RPI_I32_F32:
		for (n = 0; n < L; n++)
			r[n] = (uint32_t)fp32_to_i32(f32_floor(fp32_add(a[n],
			    0x3f000000u)));
		break;
	case VX_MAXMIN_F32:
		for (n = 0; n < L; n++)
			r[n] = fp32_min(fp32_max(a[n], b[n]), c[n]);
		break;
	case VX_MINMAX_F32:
		for (n = 0; n < L; n++)
			r[n] = fp32_max(fp32_min(a[n], b[n]), c[n]);
		break;
	case VX_XNOR:
		for (n = 0; n < L; n++)
			r[n] = ~(a[n] ^ b[n]);
		break;
	case VX_CVT_I32_I16:
		for (n = 0; n < L; n++)
			r[n] = (uint32_t)(int32_t)(int16_t)(uint16_t)a[n];
		break;
	case VX_CVT_U32_U16:
		for (n = 0; n < L; n++)
			r[n] = a[n] & 0xffffu;
		break;
	case VX_SAT_PK_U8_I16:
		for (n = 0; n < L; n++)
			r[n] = sat_u8(a[n]) | sat_u8(a[n] >> 16) << 8;
		break;
	case VX_CVT_PK_I16_F32:
		for (n = 0; n < L; n++)
			r[n] = f32_to_i16(a[n]) | f32_to_i16(b[n]) << 16;
		break;
	case VX_CVT_PK_U16_F32:
		for (n = 0; n < L; n++)
			r[n] = f32_to_u16(a[n]) | f32_to_u16(b[n]) << 16;
		break;
	case VX_CVT_OFF_F32_I4:
		/* GCN3 ISA V_CVT_OFF_F32_I4's table: 0..7 give 0..0.4375,
		 * 8..15 give -0.5..-0.0625; exact in f32 */
		for (n = 0; n < L; n++)
			r[n] = fp32_u((float)((int32_t)(a[n] << 28) >> 28) /
			    16.0f);
		break;
	case VX_LERP_U8:
		for (n = 0; n < L; n++) {
			uint32_t v = 0;
			for (unsigned k = 0; k < 32; k += 8)
				v |= ((((a[n] >> k) & 0xffu) +
				    ((b[n] >> k) & 0xffu) +
				    ((c[n] >> k) & 1u)) >> 1) << k;
			r[n] = v;
		}
		break;
	case VX_SAD_U8:
	case VX_MSAD_U8:
		for (n = 0; n < L; n++)
			r[n] = exec_vx_sad_u8(a[n], b[n], c[n],
			    op == VX_MSAD_U8);
		break;
	case VX_SAD_HI_U8:
		for (n = 0; n < L; n++)
			r[n] = (exec_vx_sad_u8(a[n], b[n], 0, false) << 16) +
			    c[n];
		break;
	case VX_SAD_U16:
		for (n = 0; n < L; n++)
			r[n] = absdiff(a[n] & 0xffffu, b[n] & 0xffffu) +
			    absdiff(a[n] >> 16, b[n] >> 16) + c[n];
		break;
	case VX_SAD_U32:
		/* RDNA3's ABSDIFF(S0.u32, S1.u32); :semantics valu.sad */
		for (n = 0; n < L; n++)
			r[n] = absdiff(a[n], b[n]) + c[n];
		break;
	default:
		if (op >= VX_MAD_LEGACY_F32 && op <= VX_MULLIT_F32) {
			exec_vxf_compute(op, sem, a, b, c, r);
			break;
		}
		if (op >= VX_MINIMUM_F32 && op <= VX_MINMAX_NUM_F16) {
			exec_g12f_compute(op, a, b, c, r);
			break;
		}
		if (op >= VX_CVT_F32_FP8_FNUZ && op <= VX_CVT_F32_BF8_OCP) {
			exec_g12f_fp8_compute(op, a, r);
			break;
		}
		if (op >= VX_DOT2C_I32_I16 && op <= VX_DOT8C_I32_I4) {
			for (n = 0; n < L; n++)
				r[n] = exec_g12f_dotc(op, a[n], b[n], c[n],
				    false);
			break;
		}
		for (n = 0; n < L; n++)
			r[n] = 0;
		break;
	}
}

/* ---- rows with 64-bit operands ---- */

/* The 64-bit lanes of operand o (a VGPR pair, an SGPR pair or a 64-bit
 * constant when wide, else the 32-bit value zero-extended). */
void
exec_vx_lanes64(const struct wave *w, const struct operand *o, bool wide,
    bool fp, uint64_t *out)
{
	unsigned n;

	if (o->kind == OPND_VGPR) {
		const uint32_t *lo = w->vgpr[o->reg & 255];
		const uint32_t *hi = w->vgpr[(o->reg + 1) & 255];
		for (n = 0; n < L; n++)
			out[n] = wide ? (uint64_t)hi[n] << 32 | lo[n] : lo[n];
	} else {
		uint64_t v = wide ? exec_scalar64(w, o) : exec_scalar32(w, o);
		/* the 32-bit literal of an f64 operand is its high dword,
		 * the low one 0 (llvm-mc; gfx10 on: llc writes 3.0 as
		 * 0x40080000) */
		if (wide && fp && o->kind == OPND_LITERAL)
			v = (uint64_t)(uint32_t)o->value << 32;
		for (n = 0; n < L; n++)
			out[n] = v;
	}
}

static bool
f64_isnan(uint64_t u)
{
	return (u & 0x7fffffffffffffffull) > 0x7ff0000000000000ull;
}

/* NaN result of an f64 operation: the first NaN operand quieted, else
 * the default NaN (fp.h's rule for f32, widened). */
static uint64_t
f64_nan(uint64_t r, uint64_t a, uint64_t b, uint64_t c)
{
	if (!f64_isnan(r))
		return r;
	if (f64_isnan(a))
		return a | 0x0008000000000000ull;
	if (f64_isnan(b))
		return b | 0x0008000000000000ull;
	if (f64_isnan(c))
		return c | 0x0008000000000000ull;
	return 0x7ff8000000000000ull;
}

/* f64 output modifiers: omod (exact but for overflow and underflow,
 * which the multiply rounds) then clamp to [0, 1], NaN to +0. */
static uint64_t
f64_outmods(uint64_t r, unsigned omod, bool clamp)
{
	static const double scale[4] = { 1, 2, 4, 0.5 };
	double d;

	if (omod && !f64_isnan(r))
		r = fp64_u(fp64_f(r) * scale[omod & 3]);
	if (!clamp)
		return r;
	d = fp64_f(r);
	if (f64_isnan(r) || d <= 0)
		return 0;
	return d >= 1 ? 0x3ff0000000000000ull : r;
}

/* v_mqsad_u32_u8 (the ISA_F_X4 row): four masked SADs of s0's byte
 * windows s0[8i+31:8i] against s1, dword i of the 128-bit d being that
 * SAD added to dword i of the 128-bit s2 (RDNA3 ISA guide, V_MQSAD_U32_U8:
 * tmp[32i+31:32i] = v_msad_u8(S0[8i+31:8i], S1, S2[32i+31:32i])). s2 is
 * four VGPRs (the parser and decoder take nothing else). */
static enum exec_status
exec_vx_mqsad_u32(struct wave *w, const struct insn *insn, struct step *rec)
{
	unsigned W = w->size, n, k, d0 = insn->dst.reg & 255;
	unsigned s2 = insn->src[2].reg & 255;
	uint64_t A[L], B[L];
	uint32_t R[4][L], old[L];

	exec_vx_lanes64(w, &insn->src[0], true, false, A);
	exec_vx_lanes64(w, &insn->src[1], false, false, B);
	/* every source is read before any destination dword is written:
	 * d may overlap s2 */
	for (k = 0; k < 4; k++)
		for (n = 0; n < L; n++)
			R[k][n] = exec_vx_sad_u8((uint32_t)(A[n] >> (8 * k)),
			    (uint32_t)B[n], w->vgpr[(s2 + k) & 255][n], true);
	memcpy(old, w->vgpr[d0], sizeof old);
	for (k = 0; k < 4; k++) {
		for (n = 0; n < W; n++)
			if (w->exec & LANE(n))
				w->vgpr[(d0 + k) & 255][n] = R[k][n];
		exec_mark_vgpr(w, (d0 + k) & 255);
	}
	if (rec != NULL) {
		/* the record shows the low register, as for a pair */
		exec_rec_exec_write(rec, old, w->vgpr[d0], w->exec, W);
	}
	return EXEC_OK;
}

enum exec_status
exec_vx64_step(struct wave *w, const struct insn *insn,
    const struct semantics *sem, struct step *rec, struct diag *diag)
{
	const struct isa_info *ii = &isa_table[insn->id];
	static const struct operand vcc = { .kind = OPND_VCC, .count = 2 };
	unsigned W = w->size, n, d0 = insn->dst.reg & 255;
	bool d64 = (ii->flags & ISA_F_D64) != 0;
	lanemask_t exec = w->exec, cout = 0, vcc_in = 0, write, zeroed = 0;
	uint64_t A[L], B[L], C[L], R[L];
	uint32_t old[L];
	bool f32_res = exec_vx2_f32_result(ii->aux);
	bool fp = (ii->flags & ISA_F_FLOAT) != 0;
	/* 64-bit DPP (gfx90a, gfx942; exec_dpp_check let it through) */
	bool dpp = insn->form == FORM_DPP;

	if (insn->form != FORM_NATIVE && insn->form != FORM_E64 &&
	    insn->form != FORM_E32 && !dpp) {
		diag_set(diag, DIAG_ERROR, DIAG_TARGET, insn->col, 0,
		    "%s has no %s form", ii->name,
		    ii->family == ISA_VOP3 ? "other than VOP3" : "DPP or SDWA");
		return EXEC_ERROR;
	}
	if (insn->dst.kind != OPND_VGPR) {
		diag_set(diag, DIAG_ERROR, DIAG_EXEC, insn->dst.col, 0,
		    "%s needs a VGPR destination", ii->name);
		return EXEC_ERROR;
	}
	if (ii->flags & ISA_F_X4)
		return exec_vx_mqsad_u32(w, insn, rec);
	write = exec;
	if (dpp)
		exec_dpp_fetch64(w, insn, sem, (ii->flags & ISA_F_S0_64) != 0,
		    A, &write, &zeroed, rec);
	else
		exec_vx_lanes64(w, &insn->src[0], ii->flags & ISA_F_S0_64, fp,
		    A);
	if (ii->family != ISA_VOP1)
		exec_vx_lanes64(w, &insn->src[1], ii->flags & ISA_F_S1_64, fp,
		    B);
	else
		memset(B, 0, sizeof B);
	if (ii->aux == VX_DIV_FMAS_F64)
		vcc_in = exec_mask_operand(w, &vcc);
	if (ii->flags & ISA_F_SRC3) {
		exec_vx_lanes64(w, &insn->src[2], ii->flags & ISA_F_S2_64, fp,
		    C);
	} else if (ii->flags & ISA_F_READS_DST) {
		/* v_fmac_f64: the destination pair is the addend */
		struct operand d = insn->dst;
		exec_vx_lanes64(w, &d, true, fp, C);
	} else {
		memset(C, 0, sizeof C);
	}
	if (ii->flags & ISA_F_FLOAT) {
		/* abs then neg on the sign bit: bit 63 of a 64-bit operand,
		 * bit 31 of a 32-bit one (v_cvt_f64_f32) */
		uint64_t *s[3] = { A, B, C };
		for (unsigned k = 0; k < 3; k++) {
			unsigned m = insn->src[k].mods;
			uint64_t sb = (ii->flags & (ISA_F_S0_64 << k)) ?
			    0x8000000000000000ull : 0x80000000ull;
			for (n = 0; m && n < L; n++) {
				if (m & OPND_MOD_ABS)
					s[k][n] &= ~sb;
				if (m & OPND_MOD_NEG)
					s[k][n] ^= sb;
			}
		}
		/* an injected DPP zero: as exec_valu_step, the modifiers
		 * act on it unless dpp.zero_then_modifiers says skip */
		if (zeroed && (insn->src[0].mods & (OPND_MOD_ABS |
		    OPND_MOD_NEG))) {
			for (n = 0; n < W; n++) {
				if (!(zeroed & write & LANE(n)))
					continue;
				if (sem->choice[DISPUTE_ZERO_MODIFIERS])
					A[n] = 0;
				if (rec != NULL)
					exec_rec_dispute(rec,
					    DISPUTE_ZERO_MODIFIERS, n);
			}
		}
	}
	for (n = 0; n < L; n++) {
		uint64_t a = A[n], b = B[n], c = C[n], r;
		switch (ii->aux) {
		case VX_LSHLREV_B64:
			r = b << (a & 63);
			break;
		case VX_LSHRREV_B64:
			r = b >> (a & 63);
			break;
		case VX_ASHRREV_I64:
			r = (uint64_t)((int64_t)b >> (a & 63));
			break;
		case VX_MAD_U64_U32: {
			uint64_t p = (uint64_t)(uint32_t)a * (uint32_t)b;
			r = p + c;
			cout |= (lanemask_t)(r < p) << n;
			break;
		}
		case VX_MAD_I64_I32: {
			/* {sdst, d} is the 65-bit sum of the sign-extended
			 * operands (RDNA3 guide's 65'I pseudo-code; GCN3
			 * "{vcc_out, D.i64}"): sdst is its sign */
			__int128 e = (__int128)((int64_t)(int32_t)a *
			    (int32_t)b) + (int64_t)c;
			r = (uint64_t)e;
			cout |= (lanemask_t)(e < 0) << n;
			break;
		}
		case VX_LSHL_ADD_U64:
			r = (a << (b & 7)) + c;
			break;
		case VX_ADD_F64:
			r = f64_nan(fp64_u(fp64_f(a) + fp64_f(b)), a, b, 0);
			break;
		case VX_MUL_F64:
			r = f64_nan(fp64_u(fp64_f(a) * fp64_f(b)), a, b, 0);
			break;
		case VX_FMA_F64:
			r = f64_nan(fp64_u(fma(fp64_f(a), fp64_f(b),
			    fp64_f(c))), a, b, c);
			break;
		case VX_MOV_B64:
			r = a;
			break;
		case VX_TRIG_PREOP_F64:
			r = exec_vxf_trig_preop(a, (uint32_t)b);
			break;
		case VX_MINIMUM_F64:
		case VX_MAXIMUM_F64:
			r = exec_g12f_minimum64(a, b,
			    ii->aux == VX_MAXIMUM_F64);
			break;
		case VX_CVT_PK_F32_FP8_FNUZ:
		case VX_CVT_PK_F32_BF8_FNUZ:
		case VX_CVT_PK_F32_FP8_OCP:
		case VX_CVT_PK_F32_BF8_OCP: {
			/* two f32s from s0's bytes 0 and 1, or 2 and 3 with
			 * op_sel[0] (gfx12); clamp and omod on each */
			unsigned sh = (insn->op_sel & 1) ? 16 : 0;
			uint32_t lo = exec_g12f_fp8_to_f32(ii->aux,
			    (uint32_t)(a >> sh) & 0xff);
			uint32_t hi = exec_g12f_fp8_to_f32(ii->aux,
			    (uint32_t)(a >> (sh + 8)) & 0xff);
			lo = fp32_omod(lo, insn->omod);
			hi = fp32_omod(hi, insn->omod);
			if (insn->clamp) {
				lo = fp32_clamp(lo);
				hi = fp32_clamp(hi);
			}
			r = (uint64_t)hi << 32 | lo;
			break;
		}
		case VX_QSAD_PK_U16_U8:
		case VX_MQSAD_PK_U16_U8:
			/* four SADs of the byte slices a[8i+31:8i], each
			 * kept to 16 bits (RDNA3 ISA V_QSAD_PK_U16_U8) */
			r = 0;
			for (unsigned k = 0; k < 4; k++)
				r |= (uint64_t)(uint16_t)exec_vx_sad_u8(
				    (uint32_t)(a >> (8 * k)), (uint32_t)b,
				    (uint32_t)(c >> (16 * k)) & 0xffffu,
				    ii->aux == VX_MQSAD_PK_U16_U8) << (16 * k);
			break;
		default: {
			/* isa_table_valu2.h's rows (branch valu16b) */
			bool co = false;
			r = exec_vx2_op64(ii->aux, a, b, c, (vcc_in >> n) & 1,
			    &co);
			cout |= (lanemask_t)co << n;
			break;
		}
		}
		if (f32_res) {
			uint32_t f = fp32_omod((uint32_t)r, insn->omod);
			r = insn->clamp ? fp32_clamp(f) : f;
		} else if ((ii->flags & (ISA_F_FLOAT | ISA_F_FRES)) && d64 &&
		    !exec_g12f_fp8_op(ii->aux)) {
			r = f64_outmods(r, insn->omod, insn->clamp);
		}
		R[n] = r;
	}
	memcpy(old, w->vgpr[d0], sizeof old);
	for (n = 0; n < W; n++) {
		if (!(write & LANE(n)))
			continue;
		w->vgpr[d0][n] = (uint32_t)R[n];
		if (d64)
			w->vgpr[(d0 + 1) & 255][n] = (uint32_t)(R[n] >> 32);
	}
	exec_mark_vgpr(w, d0);
	if (d64)
		exec_mark_vgpr(w, (d0 + 1) & 255);
	if (ii->flags & ISA_F_CARRY_OUT)
		/* lanes EXEC disables get 0, as the 32-bit carries do */
		exec_write_mask(w, insn->sdst.kind == OPND_NONE ? &vcc :
		    &insn->sdst, cout & exec);
	if (rec != NULL) {
		/* a DPP fetch filled the reasons of its lanes */
		for (n = 0; n < W && !dpp; n++)
			rec->lane[n].reason = (exec & LANE(n)) ?
			    REASON_COMPUTED : REASON_EXEC_OFF;
		/* the record shows the low register of the pair */
		exec_rec_values(rec, old, w->vgpr[d0], write, W);
	}
	return EXEC_OK;
}
