/* SPDX-License-Identifier: MIT */
/* The arithmetic of the rows of isa_table_valu2.h: compares of every type
 * and v_cmp_class, f64 conversions and functions, and the division helpers
 * v_div_scale, v_div_fmas and v_div_fixup (branch valu16b). Pure. */
#include "exec.h"

#include <math.h>
#include <string.h>

#include "exec_internal.h"
#include "fp.h"

#define L WAVE_MAX_LANES

/* ---- compares ---- */

/* A float compare on exact doubles (every f16, f32 and f64 is one). The
 * n-forms are the negations, so they are true when unordered. */
static bool
cmp_float(unsigned cond, double x, double y)
{
	bool un = isnan(x) || isnan(y);

	switch (cond) {
	case ISA_CC_F:
		return false;
	case ISA_CC_LT:
		return x < y;
	case ISA_CC_EQ:
		return x == y;
	case ISA_CC_LE:
		return x <= y;
	case ISA_CC_GT:
		return x > y;
	case ISA_CC_LG:
		return x < y || x > y;
	case ISA_CC_GE:
		return x >= y;
	case ISA_CC_O:
		return !un;
	case ISA_CC_U:
		return un;
	case ISA_CC_NGE:
		return !(x >= y);
	case ISA_CC_NLG:
		return !(x < y || x > y);
	case ISA_CC_NGT:
		return !(x > y);
	case ISA_CC_NLE:
		return !(x <= y);
	case ISA_CC_NEQ:
	case ISA_CC_NE:
		return !(x == y);
	case ISA_CC_NLT:
		return !(x < y);
	case ISA_CC_TRU:
		return true;
	default:
		return false;
	}
}

bool
exec_vx2_cmp_float(unsigned cond, double x, double y)
{
	return cmp_float(cond, x, y);
}

/* Integer compares; the float-only conditions never reach here. */
static bool
cmp_integer(unsigned cond, bool sgn, uint64_t x, uint64_t y)
{
	bool lt = sgn ? (int64_t)x < (int64_t)y : x < y;

	switch (cond) {
	case ISA_CC_LT:
		return lt;
	case ISA_CC_EQ:
		return x == y;
	case ISA_CC_LE:
		return lt || x == y;
	case ISA_CC_GT:
		return !lt && x != y;
	case ISA_CC_NE:
		return x != y;
	case ISA_CC_GE:
		return !lt;
	case ISA_CC_TRU:
		return true;
	default: /* ISA_CC_F */
		return false;
	}
}

/* The class bit v_cmp_class tests (its mask in s1): 0 signalling NaN,
 * 1 quiet NaN, 2 -infinity, 3 -normal, 4 -denormal, 5 -0, 6 +0,
 * 7 +denormal, 8 +normal, 9 +infinity (the guides' V_CMP_CLASS_F32). A
 * value is given by its sign, biased exponent, fraction, the exponent of
 * infinity and the quiet bit of the fraction. */
static unsigned
class_bit(bool neg, uint64_t e, uint64_t frac, uint64_t emax, uint64_t quiet)
{
	if (e == emax && frac != 0)
		return (frac & quiet) ? 1 : 0;
	if (e == emax)
		return neg ? 2 : 9;
	if (e != 0)
		return neg ? 3 : 8;
	if (frac != 0)
		return neg ? 4 : 7;
	return neg ? 5 : 6;
}

static unsigned
class32(uint32_t u)
{
	return class_bit(u >> 31, (u >> 23) & 0xff, u & 0x7fffff, 0xff,
	    0x400000);
}

static unsigned
class16(uint32_t u)
{
	return class_bit((u >> 15) & 1, (u >> 10) & 0x1f, u & 0x3ff, 0x1f,
	    0x200);
}

static unsigned
class64(uint64_t u)
{
	return class_bit(u >> 63, (u >> 52) & 0x7ff, u & 0xfffffffffffffull,
	    0x7ff, 0x8000000000000ull);
}

static double
f16_value(uint32_t u)
{
	return fp32_f(fp16_to_fp32((uint16_t)u));
}

lanemask_t
exec_vx2_cmp32(unsigned type, unsigned aux, const uint32_t *a,
    const uint32_t *b)
{
	unsigned cond = ISA_CC_COND(aux), n;
	lanemask_t m = 0;
	bool t;

	for (n = 0; n < L; n++) {
		if (cond == ISA_CC_CLASS)
			t = (b[n] >> (type == ISA_TY_F16 ? class16(a[n]) :
			    class32(a[n]))) & 1;
		else if (type == ISA_TY_F16)
			t = cmp_float(cond, f16_value(a[n]), f16_value(b[n]));
		else if (type == ISA_TY_F32)
			t = cmp_float(cond, fp32_f(a[n]), fp32_f(b[n]));
		else if (aux & ISA_CC_16)
			t = type == ISA_TY_I32 ?
			    cmp_integer(cond, true,
				(uint64_t)(int64_t)(int16_t)a[n],
				(uint64_t)(int64_t)(int16_t)b[n]) :
			    cmp_integer(cond, false, a[n] & 0xffffu,
				b[n] & 0xffffu);
		else
			t = cmp_integer(cond, type == ISA_TY_I32,
			    (uint64_t)(int64_t)(int32_t)a[n],
			    (uint64_t)(int64_t)(int32_t)b[n]);
		m |= (lanemask_t)t << n;
	}
	return m;
}

/* abs then neg on bit 63 of each lane (the f64 source modifiers). */
static void
mods64(uint64_t *v, unsigned mods)
{
	for (unsigned n = 0; mods && n < L; n++) {
		if (mods & OPND_MOD_ABS)
			v[n] &= 0x7fffffffffffffffull;
		if (mods & OPND_MOD_NEG)
			v[n] ^= 0x8000000000000000ull;
	}
}

lanemask_t
exec_vx2_cmp64(const struct wave *w, const struct insn *insn)
{
	const struct isa_info *ii = &isa_table[insn->id];
	bool fl = (ii->flags & ISA_F_FLOAT) != 0;
	unsigned cond = ISA_CC_COND(ii->aux), n;
	uint64_t A[L], B[L];
	lanemask_t m = 0;

	exec_vx_lanes64(w, &insn->src[0], true, fl, A);
	exec_vx_lanes64(w, &insn->src[1], (ii->flags & ISA_F_S1_64) != 0, fl,
	    B);
	if (fl) {
		mods64(A, insn->src[0].mods);
		/* the class mask is an integer: its sign bit is bit 31 */
		if (cond != ISA_CC_CLASS)
			mods64(B, insn->src[1].mods);
	}
	for (n = 0; n < L; n++) {
		bool t;
		if (cond == ISA_CC_CLASS)
			t = (B[n] >> class64(A[n])) & 1;
		else if (fl)
			t = cmp_float(cond, fp64_f(A[n]), fp64_f(B[n]));
		else
			t = cmp_integer(cond, (ii->aux & ISA_CC_SIGNED) != 0,
			    A[n], B[n]);
		m |= (lanemask_t)t << n;
	}
	return m;
}

/* ---- the division helpers ---- */

static bool
f32_is_denormal(uint32_t u)
{
	return (u & 0x7f800000u) == 0 && (u & 0x007fffffu) != 0;
}

static int
f32_exponent(uint32_t u)
{
	return (int)((u >> 23) & 0xff);
}

static uint32_t
f32_scaled(uint32_t u, int k)
{
	if (fp32_isnan(u))
		return u | 0x00400000u;
	return fp32_u((float)ldexp(fp32_f(u), k));
}

/* V_DIV_SCALE_F32 as the guides' pseudo-code gives it (Vega 12.x, RDNA3
 * 16.x): s0 is the value to scale, s1 the denominator, s2 the numerator;
 * vcc (sdst) says the quotient needs v_div_fmas' rescale. Without a
 * case that applies, d = s0. "1/s1 is denormal" is read in f64, so it
 * means |1/s1| < 2**-126 for these f32 values. */
static uint32_t
div_scale32(uint32_t s0, uint32_t s1, uint32_t s2, bool *vcc)
{
	double d1 = fp32_f(s1), d2 = fp32_f(s2);
	double inv = 1.0 / d1, q = (double)(float)(d2 / d1);
	bool inv_den = inv != 0 && fabs(inv) < 0x1p-126;
	bool q_den = q != 0 && fabs(q) < 0x1p-126;

	*vcc = false;
	if (d2 == 0 || d1 == 0)
		return 0x7fc00000u;
	if (f32_exponent(s2) - f32_exponent(s1) >= 96) {
		*vcc = true;
		return s0 == s1 ? f32_scaled(s0, 64) : s0;
	}
	if (f32_is_denormal(s1))
		return f32_scaled(s0, 64);
	if (inv_den && q_den) {
		*vcc = true;
		return s0 == s1 ? f32_scaled(s0, 64) : s0;
	}
	if (inv_den)
		return f32_scaled(s0, -64);
	if (q_den) {
		*vcc = true;
		return s0 == s2 ? f32_scaled(s0, 64) : s0;
	}
	if (f32_exponent(s2) <= 23)
		return f32_scaled(s0, 64);
	return s0;
}

/* V_DIV_FIXUP_F32 (the guides' pseudo-code): s0 the quotient estimate,
 * s1 the denominator, s2 the numerator. The special cases of s2 / s1 in
 * order, else |s0| with the quotient's sign. The guides' NaN for 0/0 and
 * inf/inf is 0xffc00000. */
static uint32_t
div_fixup32(uint32_t s0, uint32_t s1, uint32_t s2)
{
	uint32_t sign = (s1 ^ s2) & 0x80000000u;
	uint32_t m1 = s1 & 0x7fffffffu, m2 = s2 & 0x7fffffffu;

	if (fp32_isnan(s2))
		return s2 | 0x00400000u;
	if (fp32_isnan(s1))
		return s1 | 0x00400000u;
	if ((m1 == 0 && m2 == 0) || (m1 == 0x7f800000u && m2 == 0x7f800000u))
		return 0xffc00000u;
	if (m1 == 0 || m2 == 0x7f800000u)
		return sign | 0x7f800000u;
	if (m1 == 0x7f800000u || m2 == 0)
		return sign;
	if (f32_exponent(s2) - f32_exponent(s1) < -150)
		return sign; /* underflow */
	if (fp32_isnan(s0))
		return sign | 0x7fc00000u;
	return sign | (s0 & 0x7fffffffu);
}

/* The factor v_div_fmas applies where vcc is set: it undoes the 2**k
 * v_div_scale gave one side of the quotient. The guides' pseudo-code
 * writes 2**32 (f32) and 2**64 (f64) whatever the lane, which cannot undo
 * v_div_scale's 2**64 and 2**128; lanescope scales up when s2, the scaled
 * quotient, is 1 or more (the denominator was scaled: quotient too small)
 * and down otherwise, so llc-19's fdiv sequence gives the IEEE quotient
 * (tests/check_exec_vx2.c checks it against the host's division). */
static int
fmas_scale(bool up, int k)
{
	return up ? k : -k;
}

lanemask_t
exec_vx2_div32(unsigned op, const uint32_t *a, const uint32_t *b,
    const uint32_t *c, lanemask_t vcc, uint32_t *r)
{
	lanemask_t m = 0;
	unsigned n;

	for (n = 0; n < L; n++) {
		bool v = false;
		switch (op) {
		case VX_DIV_SCALE_F32:
			r[n] = div_scale32(a[n], b[n], c[n], &v);
			m |= (lanemask_t)v << n;
			break;
		case VX_DIV_FMAS_F32:
			r[n] = fp32_fma(a[n], b[n], c[n]);
			if ((vcc >> n) & 1)
				r[n] = f32_scaled(r[n], fmas_scale(
				    f32_exponent(c[n]) >= 127, 64));
			break;
		default:
			r[n] = div_fixup32(a[n], b[n], c[n]);
			break;
		}
	}
	return m;
}

/* ---- f64 ---- */

static bool
f64_nan(uint64_t u)
{
	return (u & 0x7fffffffffffffffull) > 0x7ff0000000000000ull;
}

static uint64_t
f64_quiet(uint64_t u)
{
	return u | 0x0008000000000000ull;
}

static bool
f64_is_denormal(uint64_t u)
{
	return (u & 0x7ff0000000000000ull) == 0 &&
	    (u & 0x000fffffffffffffull) != 0;
}

static int
f64_exponent(uint64_t u)
{
	return (int)((u >> 52) & 0x7ff);
}

static uint64_t
f64_scaled(uint64_t u, int k)
{
	return f64_nan(u) ? f64_quiet(u) : fp64_u(ldexp(fp64_f(u), k));
}

/* The nearest f64 of an exact long double result is not needed: every
 * function here is one IEEE operation or exact. NaN operands come back
 * quieted. */
static uint64_t
f64_round_op(unsigned op, uint64_t u)
{
	double x = fp64_f(u), r;

	if (f64_nan(u))
		return f64_quiet(u);
	switch (op) {
	case VX_TRUNC_F64:
		r = trunc(x);
		break;
	case VX_CEIL_F64:
		r = ceil(x);
		break;
	case VX_FLOOR_F64:
		r = floor(x);
		break;
	case VX_RNDNE_F64:
		r = nearbyint(x); /* the default rounding: ties to even */
		break;
	default: /* VX_FRACT_F64: kept below 1, as v_fract_f32 */
		if (isinf(x))
			return 0x7ff8000000000000ull;
		r = x - floor(x);
		if (r >= 1)
			r = 0x1.fffffffffffffp-1;
		break;
	}
	return fp64_u(r);
}

/* int32 of an f64: truncated and saturated, NaN 0 (the guides'
 * V_CVT_I32_F64). */
static uint32_t
f64_to_i32(uint64_t u)
{
	double x = fp64_f(u);

	if (f64_nan(u))
		return 0;
	if (x >= 2147483647.0)
		return 0x7fffffffu;
	if (x <= -2147483648.0)
		return 0x80000000u;
	return (uint32_t)(int32_t)x;
}

static uint32_t
f64_to_u32(uint64_t u)
{
	double x = fp64_f(u);

	if (f64_nan(u) || x <= 0)
		return 0;
	if (x >= 4294967295.0)
		return 0xffffffffu;
	return (uint32_t)x;
}

static uint64_t
f64_min(uint64_t a, uint64_t b, bool max)
{
	double x = fp64_f(a), y = fp64_f(b);

	if (f64_nan(a))
		return f64_nan(b) ? f64_quiet(a) : b;
	if (f64_nan(b))
		return a;
	if (x != y)
		return (x < y) != max ? a : b;
	/* equal: -0 is the smaller */
	return ((a >> 63) != 0) != max ? a : b;
}

/* V_DIV_SCALE_F64: V_DIV_SCALE_F32 with 2**128, 768 and 53. */
static uint64_t
div_scale64(uint64_t s0, uint64_t s1, uint64_t s2, bool *vcc)
{
	double d1 = fp64_f(s1), d2 = fp64_f(s2);
	double inv = 1.0 / d1, q = d2 / d1;
	bool inv_den = inv != 0 && fabs(inv) < 0x1p-1022;
	bool q_den = q != 0 && fabs(q) < 0x1p-1022;

	*vcc = false;
	if (d2 == 0 || d1 == 0)
		return 0x7ff8000000000000ull;
	if (f64_exponent(s2) - f64_exponent(s1) >= 768) {
		*vcc = true;
		return s0 == s1 ? f64_scaled(s0, 128) : s0;
	}
	if (f64_is_denormal(s1))
		return f64_scaled(s0, 128);
	if (inv_den && q_den) {
		*vcc = true;
		return s0 == s1 ? f64_scaled(s0, 128) : s0;
	}
	if (inv_den)
		return f64_scaled(s0, -128);
	if (q_den) {
		*vcc = true;
		return s0 == s2 ? f64_scaled(s0, 128) : s0;
	}
	if (f64_exponent(s2) <= 53)
		return f64_scaled(s0, 128);
	return s0;
}

static uint64_t
div_fixup64(uint64_t s0, uint64_t s1, uint64_t s2)
{
	const uint64_t inf = 0x7ff0000000000000ull, s = 1ull << 63;
	uint64_t sign = (s1 ^ s2) & s, m1 = s1 & ~s, m2 = s2 & ~s;

	if (f64_nan(s2))
		return f64_quiet(s2);
	if (f64_nan(s1))
		return f64_quiet(s1);
	if ((m1 == 0 && m2 == 0) || (m1 == inf && m2 == inf))
		return 0xfff8000000000000ull;
	if (m1 == 0 || m2 == inf)
		return sign | inf;
	if (m1 == inf || m2 == 0)
		return sign;
	if (f64_exponent(s2) - f64_exponent(s1) < -1075)
		return sign;
	if (f64_nan(s0))
		return sign | 0x7ff8000000000000ull;
	return sign | (s0 & ~s);
}

uint64_t
exec_vx2_op64(unsigned op, uint64_t a, uint64_t b, uint64_t c, bool vcc,
    bool *cout)
{
	double x = fp64_f(a);
	int e = 0;

	switch (op) {
	case VX_CVT_F64_F32:
		/* exact; a NaN keeps its payload, quieted */
		return fp32_isnan((uint32_t)a) ?
		    f64_quiet(fp64_u(fp32_f((uint32_t)a))) :
		    fp64_u(fp32_f((uint32_t)a));
	case VX_CVT_F32_F64:
		/* a NaN keeps the top of its payload, quieted */
		return f64_nan(a) ? (uint32_t)(a >> 63 << 31) | 0x7fc00000u |
		    (uint32_t)((a >> 29) & 0x7fffffu) : fp32_u((float)x);
	case VX_CVT_F64_I32:
		return fp64_u((double)(int32_t)a);
	case VX_CVT_F64_U32:
		return fp64_u((double)(uint32_t)a);
	case VX_CVT_I32_F64:
		return f64_to_i32(a);
	case VX_CVT_U32_F64:
		return f64_to_u32(a);
	case VX_FRACT_F64:
	case VX_TRUNC_F64:
	case VX_CEIL_F64:
	case VX_FLOOR_F64:
	case VX_RNDNE_F64:
		return f64_round_op(op, a);
	case VX_RCP_F64:
		return f64_nan(a) ? f64_quiet(a) : fp64_u(1.0 / x);
	case VX_RSQ_F64:
		if (f64_nan(a))
			return f64_quiet(a);
		return x < 0 ? 0x7ff8000000000000ull : fp64_u(1.0 / sqrt(x));
	case VX_SQRT_F64:
		if (f64_nan(a))
			return f64_quiet(a);
		/* sqrt(-0) is -0 */
		return x < 0 ? 0x7ff8000000000000ull : fp64_u(sqrt(x));
	case VX_FREXP_MANT_F64:
		if (f64_nan(a))
			return f64_quiet(a);
		return isinf(x) ? a : fp64_u(frexp(x, &e));
	case VX_FREXP_EXP_I32_F64:
		if (f64_nan(a) || isinf(x))
			return 0;
		(void)frexp(x, &e);
		return (uint32_t)e;
	case VX_LDEXP_F64: {
		/* exact below the clamp, so ldexp's one rounding is it */
		int32_t k = (int32_t)b;
		if (f64_nan(a))
			return f64_quiet(a);
		k = k > 2200 ? 2200 : k < -2200 ? -2200 : k;
		return fp64_u(ldexp(x, k));
	}
	case VX_MIN_F64:
		return f64_min(a, b, false);
	case VX_MAX_F64:
		return f64_min(a, b, true);
	case VX_DIV_SCALE_F64:
		return div_scale64(a, b, c, cout);
	case VX_DIV_FMAS_F64: {
		uint64_t r = fp64_u(fma(x, fp64_f(b), fp64_f(c)));
		if (f64_nan(r))
			r = f64_nan(a) ? f64_quiet(a) : f64_nan(b) ?
			    f64_quiet(b) : f64_nan(c) ? f64_quiet(c) :
			    0x7ff8000000000000ull;
		return vcc ? f64_scaled(r, fmas_scale(f64_exponent(c) >= 1023,
		    128)) : r;
	}
	case VX_DIV_FIXUP_F64:
		return div_fixup64(a, b, c);
	default:
		return 0;
	}
}

/* Whether op's result is 32 bits that are a float (clamp and omod on
 * f32) rather than an integer. */
bool
exec_vx2_f32_result(unsigned op)
{
	return op == VX_CVT_F32_F64;
}

/* ---- 16-bit VALU and packing ---- */

static double
h2d(uint32_t u)
{
	return fp32_f(fp16_to_fp32((uint16_t)u));
}

static bool
h_nan(uint32_t u)
{
	return (u & 0x7fffu) > 0x7c00u;
}

/* The first NaN of a, b, c quieted, else the default NaN; r when it is
 * no NaN. */
static uint32_t
h_nan3(uint32_t r, uint32_t a, uint32_t b, uint32_t c)
{
	if (!h_nan(r))
		return r;
	if (h_nan(a))
		return (a & 0xffffu) | 0x200u;
	if (h_nan(b))
		return (b & 0xffffu) | 0x200u;
	if (h_nan(c))
		return (c & 0xffffu) | 0x200u;
	return 0x7e00u;
}

/* a * b + c rounded once to f16. The product of two f16 is exact in
 * double; where the double sum drops c entirely, c still decides a tie
 * of the f16 rounding, so the double is moved one step its way. */
static uint32_t
h_fma(uint32_t a, uint32_t b, uint32_t c)
{
	double p = h2d(a) * h2d(b), z = h2d(c), s = fma(h2d(a), h2d(b), z);

	if (s == p && z != 0 && !isinf(p))
		s = nextafter(s, z > 0 ? INFINITY : -INFINITY);
	return h_nan3(fp16_from_double(s), a, b, c);
}

static uint32_t
h_minmax(uint32_t a, uint32_t b, bool max)
{
	uint32_t x = fp16_to_fp32((uint16_t)a), y = fp16_to_fp32((uint16_t)b);

	return fp16_from_fp32(max ? fp32_max(x, y) : fp32_min(x, y));
}

/* ---- packed math, VOP3P (branch vop3p16c) ---- */
uint32_t
exec_vx2_fma16(uint32_t a, uint32_t b, uint32_t c)
{
	return h_fma(a, b, c);
}

uint32_t
exec_vx2_minmax16(uint32_t a, uint32_t b, bool max)
{
	return h_minmax(a, b, max);
}

/* v_med3_f16 as v_med3_f32: with a NaN, min3; else the largest of the
 * two that are not the largest. */
static uint32_t
h_med3(uint32_t a, uint32_t b, uint32_t c)
{
	uint32_t mx;

	if (h_nan(a) || h_nan(b) || h_nan(c))
		return h_minmax(h_minmax(a, b, false), c, false);
	mx = h_minmax(h_minmax(a, b, true), c, true);
	if (mx == (a & 0xffffu))
		return h_minmax(b, c, true);
	if (mx == (b & 0xffffu))
		return h_minmax(a, c, true);
	return h_minmax(a, b, true);
}

/* The exact function of one f16 rounded to f16 (the guides promise an
 * ULP or so; f16 denormals are kept, as the f16 mode default is). */
static uint32_t
h_func(unsigned op, uint32_t a)
{
	double x = h2d(a), r;
	int e = 0;

	if (h_nan(a))
		return op == VX_FREXP_EXP_I16_F16 ? 0 : (a & 0xffffu) | 0x200u;
	switch (op) {
	case VX_RCP_F16:
		r = 1.0 / x;
		break;
	case VX_SQRT_F16:
		r = x < 0 ? NAN : x == 0 ? x : sqrt(x);
		break;
	case VX_RSQ_F16:
		r = x < 0 ? NAN : 1.0 / sqrt(x);
		break;
	case VX_LOG_F16:
		r = x < 0 ? NAN : log2(x);
		break;
	case VX_EXP_F16:
		r = exp2(x);
		break;
	case VX_SIN_F16:
	case VX_COS_F16:
		if (isinf(x))
			return 0x7e00u;
		r = fp_sincos_turns(x, op == VX_COS_F16);
		if (r == 0 && op == VX_SIN_F16)
			return a & 0x8000u;
		break;
	case VX_FLOOR_F16:
		r = floor(x);
		break;
	case VX_CEIL_F16:
		r = ceil(x);
		break;
	case VX_TRUNC_F16:
		r = trunc(x);
		break;
	case VX_RNDNE_F16:
		r = nearbyint(x);
		break;
	case VX_FRACT_F16:
		if (isinf(x))
			return 0x7e00u;
		r = x - floor(x);
		/* kept below 1, as v_fract_f32 */
		return r >= 1 || fp16_from_double(r) == 0x3c00u ? 0x3bffu :
		    fp16_from_double(r);
	case VX_FREXP_MANT_F16:
		if (isinf(x))
			return a & 0xffffu;
		r = frexp(x, &e);
		break;
	default: /* VX_FREXP_EXP_I16_F16 */
		if (isinf(x))
			return 0;
		(void)frexp(x, &e);
		return (uint32_t)e & 0xffffu;
	}
	return fp16_from_double(r);
}

/* (int)x truncated and saturated to [lo, hi]; NaN gives 0. */
static uint32_t
h_to_int(uint32_t a, double lo, double hi)
{
	double x = trunc(h2d(a));

	if (h_nan(a))
		return 0;
	x = x < lo ? lo : x > hi ? hi : x;
	return (uint32_t)(int32_t)x & 0xffffu;
}

/* f32 to f16 rounded toward zero (v_cvt_pkrtz): the nearest f16, moved
 * one step toward zero when it lies beyond; an overflow gives the
 * largest finite f16, infinity stays. */
static uint32_t
h_rtz(uint32_t f)
{
	double x = fp32_f(f);
	uint32_t r;

	if (fp32_isnan(f) || isinf(x))
		return fp16_from_fp32(f);
	if (fabs(x) >= 65536.0)
		return (f >> 16 & 0x8000u) | 0x7bffu;
	r = fp16_from_double(x);
	if (fabs(h2d(r)) > fabs(x))
		r--; /* magnitudes of one sign are ordered like their bits */
	return r;
}

/* x * scale rounded to nearest even and saturated to [lo, hi]; NaN 0. */
static uint32_t
f_norm(uint32_t f, double lo, double hi, double scale)
{
	double x = fp32_f(f);

	if (fp32_isnan(f))
		return 0;
	x = x < lo ? lo : x > hi ? hi : x;
	return (uint32_t)(int32_t)nearbyint(x * scale) & 0xffffu;
}

static int32_t
s16(uint32_t v)
{
	return (int16_t)(uint16_t)v;
}

static uint32_t
med3_int(int64_t a, int64_t b, int64_t c)
{
	int64_t lo = a < b ? a : b, hi = a < b ? b : a;
	int64_t m = hi < c ? hi : c;

	return (uint32_t)(lo > m ? lo : m) & 0xffffu;
}

static uint32_t
sat(int64_t v, int64_t lo, int64_t hi)
{
	return (uint32_t)(v < lo ? lo : v > hi ? hi : v) & 0xffffu;
}

/* V_DIV_FIXUP_F16 (GCN3 ISA 12.7, Vega ISA 12.8: div_fixup_f32's
 * pseudo-code on f16, without its underflow case): s0 the quotient
 * estimate, s1 the denominator, s2 the numerator; NaNs quieted, 0/0 and
 * inf/inf the NaN 0xfe00 (f32's 0xffc00000 narrowed), x/0 and inf/y an
 * infinity, x/inf and 0/y a zero, else |s0| with the quotient's sign. */
static uint32_t
div_fixup16(uint32_t s0, uint32_t s1, uint32_t s2)
{
	uint32_t sign = (s1 ^ s2) & 0x8000u;
	uint32_t m1 = s1 & 0x7fffu, m2 = s2 & 0x7fffu;

	if (h_nan(s2))
		return (s2 & 0xffffu) | 0x200u;
	if (h_nan(s1))
		return (s1 & 0xffffu) | 0x200u;
	if ((m1 == 0 && m2 == 0) || (m1 == 0x7c00u && m2 == 0x7c00u))
		return 0xfe00u;
	if (m1 == 0 || m2 == 0x7c00u)
		return sign | 0x7c00u;
	if (m1 == 0x7c00u || m2 == 0)
		return sign;
	return sign | (s0 & 0x7fffu);
}

static uint32_t
one16(unsigned op, uint32_t a, uint32_t b, uint32_t c)
{
	uint32_t ua = a & 0xffffu, ub = b & 0xffffu, uc = c & 0xffffu;

	switch (op) {
	case VX_CVT_F16_U16:
		return fp16_from_double((double)ua);
	case VX_CVT_F16_I16:
		return fp16_from_double((double)s16(a));
	case VX_CVT_U16_F16:
		return h_to_int(a, 0, 65535);
	case VX_CVT_I16_F16:
		return h_to_int(a, -32768, 32767);
	case VX_MUL_F16:
		return h_nan3(fp16_from_double(h2d(a) * h2d(b)), a, b, 0);
	case VX_MIN_F16:
		return h_minmax(a, b, false);
	case VX_MAX_F16:
		return h_minmax(a, b, true);
	case VX_LDEXP_F16: {
		int k = s16(b);
		if (h_nan(a))
			return ua | 0x200u;
		return fp16_from_double(ldexp(h2d(a), k));
	}
	case VX_FMAC_F16:
	case VX_FMA_F16:
		return h_fma(a, b, c);
	case VX_MAD_F16:
		/* a multiply and an add, each rounded (v_mad_f32's rule) */
		return h_nan3(fp16_from_double(h2d(h_nan3(fp16_from_double(
		    h2d(a) * h2d(b)), a, b, 0)) + h2d(c)), a, b, c);
	case VX_ADD_U16:
		return (ua + ub) & 0xffffu;
	case VX_SUB_U16:
		return (ua - ub) & 0xffffu;
	case VX_SUBREV_U16:
		return (ub - ua) & 0xffffu;
	case VX_MUL_LO_U16:
		return (ua * ub) & 0xffffu;
	case VX_LSHLREV_B16:
		return (ub << (a & 15)) & 0xffffu;
	case VX_LSHRREV_B16:
		return ub >> (a & 15);
	case VX_ASHRREV_I16:
		return (uint32_t)(s16(b) >> (a & 15)) & 0xffffu;
	case VX_MAX_U16:
		return ua > ub ? ua : ub;
	case VX_MAX_I16:
		return s16(a) > s16(b) ? ua : ub;
	case VX_MIN_U16:
		return ua < ub ? ua : ub;
	case VX_MIN_I16:
		return s16(a) < s16(b) ? ua : ub;
	case VX_AND_B16:
		return ua & ub;
	case VX_OR_B16:
		return ua | ub;
	case VX_XOR_B16:
		return ua ^ ub;
	case VX_NOT_B16:
		return ~ua & 0xffffu;
	case VX_MAD_U16:
		return (ua * ub + uc) & 0xffffu;
	case VX_MIN3_I16:
		return sat(s16(a) < s16(b) ? (s16(a) < s16(c) ? s16(a) : s16(c))
		    : (s16(b) < s16(c) ? s16(b) : s16(c)), -32768, 32767);
	case VX_MIN3_U16:
		return ua < ub ? (ua < uc ? ua : uc) : (ub < uc ? ub : uc);
	case VX_MAX3_I16:
		return sat(s16(a) > s16(b) ? (s16(a) > s16(c) ? s16(a) : s16(c))
		    : (s16(b) > s16(c) ? s16(b) : s16(c)), -32768, 32767);
	case VX_MAX3_U16:
		return ua > ub ? (ua > uc ? ua : uc) : (ub > uc ? ub : uc);
	case VX_MED3_I16:
		return med3_int(s16(a), s16(b), s16(c));
	case VX_MED3_U16:
		return med3_int(ua, ub, uc);
	case VX_MIN3_F16:
		return h_minmax(h_minmax(a, b, false), c, false);
	case VX_MAX3_F16:
		return h_minmax(h_minmax(a, b, true), c, true);
	case VX_MED3_F16:
		return h_med3(a, b, c);
	case VX_DIV_FIXUP_F16:
		return div_fixup16(a, b, c);
	/* 32-bit results */
	case VX_MAD_U32_U16:
		return ua * ub + c;
	case VX_MAD_I32_I16:
		return (uint32_t)(s16(a) * s16(b)) + c;
	case VX_CVT_PKRTZ_F16_F32:
		return h_rtz(a) | h_rtz(b) << 16;
	case VX_CVT_PK_U16_U32:
		return sat(a, 0, 65535) | sat(b, 0, 65535) << 16;
	case VX_CVT_PK_I16_I32:
		return sat((int32_t)a, -32768, 32767) |
		    sat((int32_t)b, -32768, 32767) << 16;
	case VX_CVT_PKNORM_I16_F32:
		return f_norm(a, -1, 1, 32767) | f_norm(b, -1, 1, 32767) << 16;
	case VX_CVT_PKNORM_U16_F32:
		return f_norm(a, 0, 1, 65535) | f_norm(b, 0, 1, 65535) << 16;
	case VX_CVT_PK_U8_F32: {
		unsigned sh = 8 * (b & 3);
		uint32_t v = f_norm(a, 0, 255, 1);
		return (c & ~(0xffu << sh)) | v << sh;
	}
	case VX_PACK_B32_F16:
		return ua | ub << 16;
	default:
		return h_func(op, a);
	}
}

void
exec_vx2_16bit(unsigned op, const uint32_t *a, const uint32_t *b,
    const uint32_t *c, uint32_t *r)
{
	for (unsigned n = 0; n < L; n++)
		r[n] = one16(op, a[n], b[n], c[n]);
}
