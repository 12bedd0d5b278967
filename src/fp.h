/* SPDX-License-Identifier: MIT */
/* IEEE binary32/binary16 arithmetic for the VALU on raw bit patterns:
 * round to nearest even, f32 denormals kept (the brief's choice: GCN's
 * compute default keeps them), f16 denormals kept, NaN results quiet
 * (an input NaN is returned quieted, an invalid operation gives the
 * positive default NaN 0x7fc00000 / 0x7e00). Pure, no libm, no state. */
#ifndef LANESCOPE_FP_H
#define LANESCOPE_FP_H

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

/* The hot f32 operations are inline: the VALU calls them once per lane. */
static inline float
fp32_f(uint32_t u)
{
	float f;
	memcpy(&f, &u, sizeof f);
	return f;
}

static inline uint32_t
fp32_u(float f)
{
	uint32_t u;
	memcpy(&u, &f, sizeof u);
	return u;
}

/* The same for f64 bit patterns (64-bit VALU, LDS and memory atomics). */
static inline double
fp64_f(uint64_t u)
{
	double d;
	memcpy(&d, &u, sizeof d);
	return d;
}

static inline uint64_t
fp64_u(double d)
{
	uint64_t u;
	memcpy(&u, &d, sizeof u);
	return u;
}

static inline bool
fp32_isnan(uint32_t a)
{
	return (a & 0x7fffffffu) > 0x7f800000u;
}

/* NaN result: the first NaN input quieted, else the default NaN. */
uint32_t fp32_nan2(uint32_t a, uint32_t b);

/* f32 add, subtract, multiply, each with one rounding. */
static inline uint32_t
fp32_add(uint32_t a, uint32_t b)
{
	uint32_t r = fp32_u(fp32_f(a) + fp32_f(b));
	return fp32_isnan(r) ? fp32_nan2(a, b) : r;
}

static inline uint32_t
fp32_sub(uint32_t a, uint32_t b)
{
	uint32_t r = fp32_u(fp32_f(a) - fp32_f(b));
	return fp32_isnan(r) ? fp32_nan2(a, b) : r;
}

static inline uint32_t
fp32_mul(uint32_t a, uint32_t b)
{
	uint32_t r = fp32_u(fp32_f(a) * fp32_f(b));
	return fp32_isnan(r) ? fp32_nan2(a, b) : r;
}

/* a * b + c with a single rounding (v_fma_f32). */
uint32_t fp32_fma(uint32_t a, uint32_t b, uint32_t c);

/* IEEE-mode min/max: a NaN operand loses to a number; -0 < +0. */
static inline uint32_t
fp32_min(uint32_t a, uint32_t b)
{
	if (fp32_isnan(a))
		return fp32_isnan(b) ? a | 0x00400000u : b;
	if (fp32_isnan(b))
		return a;
	if (fp32_f(a) < fp32_f(b))
		return a;
	if (fp32_f(b) < fp32_f(a))
		return b;
	return (a & 0x80000000u) ? a : b; /* equal: -0 is the smaller */
}

static inline uint32_t
fp32_max(uint32_t a, uint32_t b)
{
	if (fp32_isnan(a))
		return fp32_isnan(b) ? a | 0x00400000u : b;
	if (fp32_isnan(b))
		return a;
	if (fp32_f(a) > fp32_f(b))
		return a;
	if (fp32_f(b) > fp32_f(a))
		return b;
	return (a & 0x80000000u) ? b : a;
}

/* Ordered compares; false when either is NaN. fp32_eq(-0, +0) is true. */
static inline bool
fp32_lt(uint32_t a, uint32_t b)
{
	return fp32_f(a) < fp32_f(b);
}

static inline bool
fp32_eq(uint32_t a, uint32_t b)
{
	return fp32_f(a) == fp32_f(b);
}

/* Conversions. cvt_i32/u32 truncate toward zero and saturate; NaN -> 0. */
uint32_t fp32_from_i32(int32_t v);
uint32_t fp32_from_u32(uint32_t v);
int32_t fp32_to_i32(uint32_t a);
uint32_t fp32_to_u32(uint32_t a);

/* Output modifiers: omod (0 none, 1 *2, 2 *4, 3 /2) then clamp to
 * [0, 1] (NaN -> +0, the DX10_CLAMP default). */
uint32_t fp32_omod(uint32_t a, unsigned omod);
uint32_t fp32_clamp(uint32_t a);

/* f16 (low 16 bits used, result in the low 16 bits). */
uint16_t fp16_add(uint16_t a, uint16_t b);
uint16_t fp16_sub(uint16_t a, uint16_t b);
uint16_t fp16_omod(uint16_t a, unsigned omod);
uint16_t fp16_clamp(uint16_t a);
/* Exact widening and correctly rounded narrowing. */
uint32_t fp16_to_fp32(uint16_t h);
uint16_t fp16_from_fp32(uint32_t f);
/* A double rounded to the nearest f16 (ties to even; infinity past the
 * halfway point above 65504; NaN quiet, payload kept where it fits). */
uint16_t fp16_from_double(double d);

/* sin or cos of 2*pi*x for a finite x, as v_sin/v_cos define them: x is
 * reduced to [-0.5, 0.5] first (exact in binary64), and the quarter turns,
 * where the double of pi would leave a tiny nonzero value, are given
 * exactly. A sine that is exactly zero comes back as +0; the caller gives
 * it x's sign. */
double fp_sincos_turns(double x, bool cosine);

#endif
