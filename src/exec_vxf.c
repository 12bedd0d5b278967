/* SPDX-License-Identifier: MIT */
/* The per-lane arithmetic of the DX9 "legacy" multiplies, the cube map
 * helpers, the f16 norm conversions, the f16/bf16 dots and the packed or
 * two-step f16 rows (branch s6-16flt), on whole lane arrays as
 * exec_vx.c. Pure: no I/O, no state. */
#include "exec.h"

#include <math.h>
#include <string.h>

#include "exec_internal.h"
#include "fp.h"

#define L WAVE_MAX_LANES

static bool
f32_zero(uint32_t u)
{
	return (u & 0x7fffffffu) == 0;
}

/* V_MAD_LEGACY_F32 (Vega ISA 12.11, GCN3 ISA 12.11): the product of
 * v_mul_legacy_f32 (+0 when a factor is +-0, whatever the other one is,
 * infinity and NaN included) and then an add, each rounded, as
 * v_mad_f32. */
static uint32_t
mad_legacy(uint32_t a, uint32_t b, uint32_t c)
{
	uint32_t p = f32_zero(a) || f32_zero(b) ? 0 : fp32_mul(a, b);

	return fp32_add(p, c);
}

/* V_FMA_DX9_ZERO_F32 (RDNA3 ISA guide pseudo-code, also V_FMA_LEGACY_F32
 * of RDNA2): s2 itself when s0 or s1 is +-0, else one fused rounding. */
static uint32_t
fma_legacy(uint32_t a, uint32_t b, uint32_t c)
{
	if (f32_zero(a) || f32_zero(b))
		return c;
	return fp32_fma(a, b, c);
}

static double
h2d(uint32_t h)
{
	return (double)fp32_f(fp16_to_fp32((uint16_t)h));
}

/* The face a direction (x, y, z) hits and the three values the guides
 * derive from it (Vega ISA 12.11 and RDNA3 ISA guide, V_CUBEID_F32,
 * V_CUBESC_F32, V_CUBETC_F32, V_CUBEMA_F32): z is the major axis when
 * |z| >= |x| and |z| >= |y|, else y when |y| >= |x|, else x; a compare
 * with a NaN is false, so a NaN lands on the x face. */
static uint32_t
cube(unsigned op, uint32_t x, uint32_t y, uint32_t z)
{
	float fx = fp32_f(x), fy = fp32_f(y), fz = fp32_f(z);
	float ax = fabsf(fx), ay = fabsf(fy), az = fabsf(fz);
	const uint32_t sign = 0x80000000u;
	unsigned face;

	if (az >= ax && az >= ay)
		face = fz < 0.0f ? 5 : 4;
	else if (ay >= ax)
		face = fy < 0.0f ? 3 : 2;
	else
		face = fx < 0.0f ? 1 : 0;
	switch (op) {
	case VX_CUBEID_F32:
		return fp32_from_u32(face);
	case VX_CUBESC_F32:
		if (face >= 4)
			return face == 5 ? x ^ sign : x;
		if (face >= 2)
			return x;
		return face == 1 ? z : z ^ sign;
	case VX_CUBETC_F32:
		if (face == 2 || face == 3)
			return face == 3 ? z ^ sign : z;
		return y ^ sign;
	default: /* VX_CUBEMA_F32: twice the major coordinate */
		return fp32_mul(face >= 4 ? z : face >= 2 ? y : x,
		    0x40000000u);
	}
}

/* An f16 to a 16-bit norm: clamped to [lo, 1], times scale, rounded to
 * nearest even; NaN gives 0. The rule of v_cvt_pknorm_*_f32 (exec_vx2
 * f_norm), which the Vega guide's flt16_to_snorm/unorm share. */
static uint32_t
h_norm(uint32_t h, double lo, double scale)
{
	double x = h2d(h);

	if (isnan(x))
		return 0;
	x = x < lo ? lo : x > 1 ? 1 : x;
	return (uint32_t)(int32_t)nearbyint(x * scale) & 0xffffu;
}

/* A double rounded to the nearest bf16 (ties to even; f32's exponent
 * range, its denormals kept; past the largest bf16 an infinity). */
static uint32_t
bf16_from_double(double x)
{
	uint32_t u;
	float f;
	int e;

	if (isnan(x))
		return 0x7fc0u;
	if (x == 0 || isinf(x)) {
		f = (float)x;
		memcpy(&u, &f, sizeof u);
		return u >> 16;
	}
	e = ilogb(x);
	if (e < -126)
		e = -126;
	/* 8 significant bits: the unit of the last place is 2^(e-7) */
	x = ldexp(nearbyint(ldexp(x, 7 - e)), e - 7);
	if (fabs(x) > 0x1.fep127)
		x = x < 0 ? -INFINITY : INFINITY;
	f = (float)x;
	memcpy(&u, &f, sizeof u);
	return u >> 16;
}

static double
bf2d(uint32_t h)
{
	return (double)fp32_f((h & 0xffffu) << 16);
}

/* p + z as a double that rounds to the 16-bit format as the exact sum
 * would: where the double drops z entirely, z still decides a tie of
 * that rounding, so the sum moves one step its way (exec_vx2's h_fma). */
static double
sum16(double p, double z)
{
	double s = p + z;

	if (s == p && z != 0 && !isinf(p))
		s = nextafter(s, z > 0 ? INFINITY : -INFINITY);
	return s;
}

/* V_DOT2_F16_F16 / V_DOT2_BF16_BF16 (RDNA3 ISA guide pseudo-code): the
 * 16-bit accumulator s2 plus the product of the low halves, rounded to
 * the 16-bit format, then plus the product of the high halves, rounded
 * again. A product of two 16-bit floats is exact in a double. A NaN
 * result is the first NaN source (s2, s0, s1) quieted, else the
 * default NaN (semantics note valu.dot2_16). */
static uint32_t
dot2_16(bool bf, uint32_t a, uint32_t b, uint32_t c)
{
	double (*v)(uint32_t) = bf ? bf2d : h2d;
	uint32_t t, q = bf ? 0x40u : 0x200u;
	double x;

	x = sum16(v(a) * v(b), v(c));
	t = bf ? bf16_from_double(x) : fp16_from_double(x);
	x = sum16(v(a >> 16) * v(b >> 16), v(t));
	if (!isnan(x))
		return bf ? bf16_from_double(x) : fp16_from_double(x);
	if (isnan(v(c)))
		return (c & 0xffffu) | q;
	if (isnan(v(a)))
		return (a & 0xffffu) | q;
	if (isnan(v(b)))
		return (b & 0xffffu) | q;
	if (isnan(v(a >> 16)))
		return (a >> 16) | q;
	if (isnan(v(b >> 16)))
		return (b >> 16) | q;
	return bf ? 0x7fc0u : 0x7e00u;
}

/* The first 1201 bits of the fraction of 2/pi, most significant first,
 * padded with zeros to 38 words (b_1200 ... b_0 of the RDNA3 guide's
 * V_TRIG_PREOP_F64; worked out with Machin's formula on big integers,
 * and they agree with fdlibm's two_over_pi table). */
static const uint32_t two_over_pi[38] = {
	0xa2f9836e, 0x4e441529, 0xfc2757d1, 0xf534ddc0, 0xdb629599,
	0x3c439041, 0xfe5163ab, 0xdebbc561, 0xb7246e3a, 0x424dd2e0,
	0x06492eea, 0x09d1921c, 0xfe1deb1c, 0xb129a73e, 0xe88235f5,
	0x2ebb4484, 0xe99c7026, 0xb45f7e41, 0x3991d639, 0x835339f4,
	0x9c845f8b, 0xbdf9283b, 0x1ff897ff, 0xde05980f, 0xef2f118b,
	0x5a0a6d1f, 0x6d367ecf, 0x27cb09b7, 0x4f463f66, 0x9e5fea2d,
	0x7527bac7, 0xebe5f17b, 0x3d0739f7, 0x8a5292ea, 0x6bfb5fb1,
	0x1f8d5d08, 0x56033046, 0xfc7b0000
};

/* Fraction bits k+1 .. k+53 of 2/pi as an integer; bits past the 1201st
 * are zero. */
static uint64_t
pi_bits53(unsigned k)
{
	uint64_t r = 0;

	for (unsigned i = 0; i < 53; i++) {
		unsigned b = k + i; /* 0-based fraction bit */
		uint64_t bit = b < 1201 ? (two_over_pi[b / 32] >>
		    (31 - b % 32)) & 1 : 0;
		r = r << 1 | bit;
	}
	return r;
}

uint64_t
exec_vxf_trig_preop(uint64_t s0, uint32_t s1)
{
	/* RDNA3 ISA guide (and GCN3/Vega 12.11) V_TRIG_PREOP_F64: shift =
	 * s1[4:0] * 53, plus exponent - 1077 for a large s0; the 53 bits
	 * after the first shift bits, times 2^(-53 - shift), times 2^128
	 * more when the exponent is 1968 or above. */
	unsigned e = (unsigned)(s0 >> 52) & 0x7ffu;
	unsigned shift = (s1 & 31u) * 53u;
	int scale;
	double d;

	if (e > 1077)
		shift += e - 1077;
	scale = -53 - (int)shift;
	if (e >= 1968)
		scale += 128;
	d = ldexp((double)pi_bits53(shift), scale);
	return fp64_u(d);
}

bool
exec_vxf_f16_result(unsigned op)
{
	return op >= VX_CVT_NORM_I16_F16 && op <= VX_MINMAX_F16;
}

/* V_MULLIT_F32 (RDNA3 ISA guide pseudo-code): -MAX_FLOAT when s1 is
 * -MAX_FLOAT, -inf or NaN, or s2 is <= 0 or NaN; else s0 * s1, a zero
 * factor giving +0 under valu.mullit_zero=dx9 (the guide's words). */
static uint32_t
mullit(uint32_t a, uint32_t b, uint32_t c, bool dx9)
{
	const uint32_t neg_max = 0xff7fffffu;

	if (b == neg_max || b == 0xff800000u || fp32_isnan(b) ||
	    fp32_isnan(c) || fp32_f(c) <= 0.0f)
		return neg_max;
	if (dx9 && (f32_zero(a) || f32_zero(b)))
		return 0;
	return fp32_mul(a, b);
}

void
exec_vxf_compute(unsigned op, const struct semantics *sem,
    const uint32_t *restrict a, const uint32_t *restrict b,
    const uint32_t *restrict c, uint32_t *restrict r)
{
	unsigned n;

	switch (op) {
	case VX_MULLIT_F32: {
		bool dx9 = sem->choice[DISPUTE_MULLIT_ZERO] == 0;
		for (n = 0; n < L; n++)
			r[n] = mullit(a[n], b[n], c[n], dx9);
		break;
	}
	case VX_MAD_LEGACY_F32:
		for (n = 0; n < L; n++)
			r[n] = mad_legacy(a[n], b[n], c[n]);
		break;
	case VX_FMA_LEGACY_F32:
		for (n = 0; n < L; n++)
			r[n] = fma_legacy(a[n], b[n], c[n]);
		break;
	case VX_CUBEID_F32:
	case VX_CUBESC_F32:
	case VX_CUBETC_F32:
	case VX_CUBEMA_F32:
		for (n = 0; n < L; n++)
			r[n] = cube(op, a[n], b[n], c[n]);
		break;
	case VX_CVT_PKNORM_I16_F16:
		for (n = 0; n < L; n++)
			r[n] = h_norm(a[n], -1, 32767) |
			    h_norm(b[n], -1, 32767) << 16;
		break;
	case VX_CVT_PKNORM_U16_F16:
		for (n = 0; n < L; n++)
			r[n] = h_norm(a[n], 0, 65535) |
			    h_norm(b[n], 0, 65535) << 16;
		break;
	case VX_PK_FMAC_F16:
		for (n = 0; n < L; n++)
			r[n] = exec_vx2_fma16(a[n], b[n], c[n]) |
			    exec_vx2_fma16(a[n] >> 16, b[n] >> 16,
			    c[n] >> 16) << 16;
		break;
	case VX_CVT_NORM_I16_F16:
		for (n = 0; n < L; n++)
			r[n] = h_norm(a[n], -1, 32767);
		break;
	case VX_CVT_NORM_U16_F16:
		for (n = 0; n < L; n++)
			r[n] = h_norm(a[n], 0, 65535);
		break;
	case VX_DOT2_F16_F16:
	case VX_DOT2_BF16_BF16:
		for (n = 0; n < L; n++)
			r[n] = dot2_16(op == VX_DOT2_BF16_BF16, a[n], b[n],
			    c[n]);
		break;
	case VX_MAXMIN_F16:
		for (n = 0; n < L; n++)
			r[n] = exec_vx2_minmax16(exec_vx2_minmax16(a[n], b[n],
			    true), c[n], false);
		break;
	case VX_MINMAX_F16:
		for (n = 0; n < L; n++)
			r[n] = exec_vx2_minmax16(exec_vx2_minmax16(a[n], b[n],
			    false), c[n], true);
		break;
	default:
		for (n = 0; n < L; n++)
			r[n] = 0;
		break;
	}
}
