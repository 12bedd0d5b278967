/* SPDX-License-Identifier: MIT */
/* IEEE arithmetic helpers for the VALU; see fp.h. The host's binary32 and
 * binary64 arithmetic rounds to nearest even, which is what GCN's default
 * MODE register selects; f16 goes through binary64, where sums of two f16
 * values are exact, and is rounded once. */
#include "fp.h"

#include <math.h>
#include <string.h>

#define F32_QNAN 0x7fc00000u
#define F16_QNAN 0x7e00u

static bool
fp16_isnan(uint16_t a)
{
	return (a & 0x7fffu) > 0x7c00u;
}

uint32_t
fp32_nan2(uint32_t a, uint32_t b)
{
	if (fp32_isnan(a))
		return a | 0x00400000u;
	if (fp32_isnan(b))
		return b | 0x00400000u;
	return F32_QNAN;
}

uint32_t
fp32_fma(uint32_t a, uint32_t b, uint32_t c)
{
	/* The product of two binary32 values is exact in binary64. The sum
	 * is rounded to odd in binary64 (53 >= 2*24+2 bits), after which
	 * the narrowing to binary32 rounds correctly: one rounding in all. */
	double p = (double)fp32_f(a) * (double)fp32_f(b);
	double c64 = (double)fp32_f(c);
	double s = p + c64;
	uint64_t su;
	uint32_t r;

	if (fp32_isnan(a) || fp32_isnan(b) || fp32_isnan(c)) {
		if (fp32_isnan(a) || fp32_isnan(b))
			return fp32_nan2(a, b);
		return c | 0x00400000u;
	}
	su = fp64_u(s);
	if ((su & 0x7ff0000000000000ull) != 0x7ff0000000000000ull) {
		double bp = s - p;
		double e = (p - (s - bp)) + (c64 - bp);
		if (e != 0 && !(su & 1)) {
			if ((e > 0) == (s > 0))
				su++;
			else
				su--;
			s = fp64_f(su);
		}
	}
	r = fp32_u((float)s);
	return fp32_isnan(r) ? F32_QNAN : r;
}

uint32_t
fp32_from_i32(int32_t v)
{
	return fp32_u((float)v);
}

uint32_t
fp32_from_u32(uint32_t v)
{
	return fp32_u((float)v);
}

int32_t
fp32_to_i32(uint32_t a)
{
	float f = fp32_f(a);

	if (fp32_isnan(a))
		return 0;
	if (f >= 2147483648.0f)
		return INT32_MAX;
	if (f <= -2147483648.0f)
		return INT32_MIN;
	return (int32_t)f;
}

uint32_t
fp32_to_u32(uint32_t a)
{
	float f = fp32_f(a);

	if (fp32_isnan(a) || f <= 0.0f)
		return 0;
	if (f >= 4294967296.0f)
		return UINT32_MAX;
	return (uint32_t)f;
}

uint32_t
fp32_omod(uint32_t a, unsigned omod)
{
	static const float k[4] = { 1.0f, 2.0f, 4.0f, 0.5f };

	if (omod == 0 || fp32_isnan(a))
		return a;
	return fp32_u(fp32_f(a) * k[omod & 3]);
}

uint32_t
fp32_clamp(uint32_t a)
{
	if (fp32_isnan(a) || fp32_f(a) <= 0.0f)
		return 0;
	if (fp32_f(a) > 1.0f)
		return 0x3f800000u;
	return a;
}

/* ---- f16 ---- */

uint32_t
fp16_to_fp32(uint16_t h)
{
	uint32_t sign = (uint32_t)(h & 0x8000u) << 16;
	uint32_t e = (h >> 10) & 31, m = h & 0x3ffu;

	if (e == 31)
		return sign | 0x7f800000u | (m << 13);
	if (e == 0) {
		if (m == 0)
			return sign;
		/* subnormal: normalize */
		e = 113; /* 127 - 15 + 1 */
		while (!(m & 0x400u)) {
			m <<= 1;
			e--;
		}
		return sign | (e << 23) | ((m & 0x3ffu) << 13);
	}
	return sign | ((e + 112) << 23) | (m << 13);
}

/* Rounds a binary64 value to an integer, ties to even, 0 <= q < 2^52. */
static double
rint_even(double q)
{
	volatile double t = q + 4503599627370496.0;
	return t - 4503599627370496.0;
}

static double
pow2(int k)
{
	return fp64_f((uint64_t)(k + 1023) << 52);
}

uint16_t
fp16_from_double(double d)
{
	uint64_t u = fp64_u(d);
	uint16_t sign = (uint16_t)((u >> 48) & 0x8000u);
	double a = fp64_f(u & 0x7fffffffffffffffull);
	int e;
	double q;

	if (a != a)
		return (uint16_t)(sign | F16_QNAN | ((u >> 42) & 0x1ffu));
	if (a >= 65520.0) /* halfway above 65504 rounds to infinity */
		return (uint16_t)(sign | 0x7c00u);
	if (a < 6.103515625e-05) { /* 2^-14: subnormal or zero */
		q = rint_even(a * 16777216.0); /* units of 2^-24 */
		return (uint16_t)(sign | (uint16_t)q);
	}
	e = (int)((u >> 52) & 0x7ff) - 1023;
	q = rint_even(a * pow2(10 - e)); /* 1024 <= q <= 2048 */
	if (q >= 2048.0) {
		q = 1024.0;
		e++;
	}
	if (e > 15)
		return (uint16_t)(sign | 0x7c00u);
	return (uint16_t)(sign | (uint16_t)((e + 15) << 10) |
	    (uint16_t)((unsigned)q - 1024u));
}

uint16_t
fp16_from_fp32(uint32_t f)
{
	return fp16_from_double((double)fp32_f(f));
}

static double
h2d(uint16_t h)
{
	return (double)fp32_f(fp16_to_fp32(h));
}

static uint16_t
fix_nan16(uint16_t r, uint16_t a, uint16_t b)
{
	if (!fp16_isnan(r))
		return r;
	if (fp16_isnan(a))
		return (uint16_t)(a | 0x0200u);
	if (fp16_isnan(b))
		return (uint16_t)(b | 0x0200u);
	return F16_QNAN;
}

uint16_t
fp16_add(uint16_t a, uint16_t b)
{
	return fix_nan16(fp16_from_double(h2d(a) + h2d(b)), a, b);
}

uint16_t
fp16_sub(uint16_t a, uint16_t b)
{
	return fix_nan16(fp16_from_double(h2d(a) - h2d(b)), a, b);
}

uint16_t
fp16_omod(uint16_t a, unsigned omod)
{
	static const double k[4] = { 1.0, 2.0, 4.0, 0.5 };

	if (omod == 0 || fp16_isnan(a))
		return a;
	return fp16_from_double(h2d(a) * k[omod & 3]);
}

uint16_t
fp16_clamp(uint16_t a)
{
	if (fp16_isnan(a) || h2d(a) <= 0.0)
		return 0;
	if (h2d(a) > 1.0)
		return 0x3c00u;
	return a;
}

double
fp_sincos_turns(double x, bool cosine)
{
	double q;

	x -= nearbyint(x);
	q = 4 * x;
	if (q == nearbyint(q)) {
		static const double turns[4] = { 0, 1, 0, -1 };
		int k = ((int)q % 4 + 4) % 4;

		return cosine ? turns[(k + 1) % 4] : turns[k];
	}
	return cosine ? cos(2 * M_PI * x) : sin(2 * M_PI * x);
}
