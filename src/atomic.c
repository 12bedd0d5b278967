/* SPDX-License-Identifier: MIT */
/* The arithmetic of every atomic read-modify-write; see atomic.h. */
#include "atomic.h"

#include <stdbool.h>

#include "fp.h"
#include "isa.h"

/* Which operation each atomic row performs: the one table of that fact
 * for the LDS and memory executors, indexed by the row's semantics (a
 * lookup per DS step, so no search); ATOMIC_NONE (0) elsewhere. */
static const uint8_t ops[SEM_COUNT] = {
	[SEM_ATOMIC_SWAP] = ATOMIC_SWAP,
	[SEM_ATOMIC_CMPSWAP] = ATOMIC_CMPSWAP,
	[SEM_ATOMIC_ADD] = ATOMIC_ADD,
	[SEM_ATOMIC_SUB] = ATOMIC_SUB,
	[SEM_ATOMIC_SMIN] = ATOMIC_SMIN,
	[SEM_ATOMIC_UMIN] = ATOMIC_UMIN,
	[SEM_ATOMIC_SMAX] = ATOMIC_SMAX,
	[SEM_ATOMIC_UMAX] = ATOMIC_UMAX,
	[SEM_ATOMIC_AND] = ATOMIC_AND,
	[SEM_ATOMIC_OR] = ATOMIC_OR,
	[SEM_ATOMIC_XOR] = ATOMIC_XOR,
	[SEM_ATOMIC_INC] = ATOMIC_INC,
	[SEM_ATOMIC_DEC] = ATOMIC_DEC,
	[SEM_ATOMIC_CSUB] = ATOMIC_CSUB,
	[SEM_ATOMIC_ADD_F32] = ATOMIC_ADD_F,
	[SEM_ATOMIC_PK_ADD_F16] = ATOMIC_PK_ADD_F16,
	[SEM_ATOMIC_COND_SUB] = ATOMIC_COND_SUB,
	[SEM_ATOMIC_PK_ADD_BF16] = ATOMIC_PK_ADD_BF16,
	[SEM_ATOMIC_FMIN] = ATOMIC_FMIN,
	[SEM_ATOMIC_FMAX] = ATOMIC_FMAX,
	[SEM_ATOMIC_ADD_F64] = ATOMIC_ADD_F,
	[SEM_DS_ADD] = ATOMIC_ADD,
	[SEM_DS_SUB] = ATOMIC_SUB,
	[SEM_DS_RSUB] = ATOMIC_RSUB,
	[SEM_DS_INC] = ATOMIC_INC,
	[SEM_DS_DEC] = ATOMIC_DEC,
	[SEM_DS_MIN] = ATOMIC_UMIN, /* the type picks signed or float */
	[SEM_DS_MAX] = ATOMIC_UMAX,
	[SEM_DS_AND] = ATOMIC_AND,
	[SEM_DS_OR] = ATOMIC_OR,
	[SEM_DS_XOR] = ATOMIC_XOR,
	[SEM_DS_MSKOR] = ATOMIC_MSKOR,
	[SEM_DS_WRXCHG] = ATOMIC_SWAP,
	[SEM_DS_WRXCHG2] = ATOMIC_SWAP,
	[SEM_DS_CMPST] = ATOMIC_CMPSWAP,
	[SEM_DS_CMPSTORE] = ATOMIC_CMPSWAP,
	[SEM_DS_ADD_F] = ATOMIC_ADD_F,
	[SEM_DS_PK_ADD_F16] = ATOMIC_PK_ADD_F16,
	[SEM_DS_PK_ADD_BF16] = ATOMIC_PK_ADD_BF16,
	[SEM_DS_COND_SUB] = ATOMIC_COND_SUB,
	[SEM_DS_SUB_CLAMP] = ATOMIC_CSUB,
	[SEM_DS_WRAP] = ATOMIC_WRAP,
	[SEM_DS_CONDXCHG] = ATOMIC_CONDXCHG32,
};

enum atomic_op
atomic_lookup(unsigned sem, unsigned type)
{
	if (sem >= SEM_COUNT || ops[sem] == ATOMIC_NONE)
		return ATOMIC_NONE;
	if ((sem == SEM_DS_CMPST || sem == SEM_DS_CMPSTORE ||
	    sem == SEM_ATOMIC_CMPSWAP) && type == ISA_TY_F32)
		return ATOMIC_CMPSWAP_F;
	if (sem == SEM_DS_MIN || sem == SEM_DS_MAX) {
		bool max = sem == SEM_DS_MAX;

		if (type == ISA_TY_F32)
			return max ? ATOMIC_FMAX : ATOMIC_FMIN;
		if (type == ISA_TY_I32)
			return max ? ATOMIC_SMAX : ATOMIC_SMIN;
	}
	return (enum atomic_op)ops[sem];
}

static bool
fp64_isnan(uint64_t a)
{
	return (a & ~((uint64_t)1 << 63)) > (uint64_t)0x7ff << 52;
}

/* fp32_min/fp32_max's rule on f64 patterns: a NaN loses to a number, two
 * NaNs give the first one quieted, -0 is below +0. */
static uint64_t
fp64_minmax(uint64_t a, uint64_t b, bool max)
{
	double x = fp64_f(a), y = fp64_f(b);

	if (fp64_isnan(a))
		return fp64_isnan(b) ? a | (uint64_t)1 << 51 : b;
	if (fp64_isnan(b))
		return a;
	if (x != y)
		return ((x < y) != max) ? a : b;
	return ((a >> 63 & 1) != max) ? a : b;
}

/* bf16 a + b: both widen exactly to f32, whose sum rounds once to f32
 * and then to bf16 by round to nearest even; the f32 rounding never moves
 * the sum across a bf16 halfway point (24 bits against 8), so the result
 * is the correctly rounded one. NaNs as fp32_add makes them. */
static uint16_t
bf16_add(uint16_t a, uint16_t b)
{
	uint32_t r = fp32_add((uint32_t)a << 16, (uint32_t)b << 16);

	if (fp32_isnan(r))
		return (uint16_t)(r >> 16 | 0x40);
	return (uint16_t)((r + 0x7fffu + (r >> 16 & 1)) >> 16);
}

uint64_t
atomic_apply(enum atomic_op op, unsigned bytes, uint64_t m, uint64_t d,
    uint64_t d2)
{
	bool wide = bytes >= 8;
	uint64_t mask = wide ? ~(uint64_t)0 : 0xffffffffu;
	int64_t sm, sd;

	m &= mask;
	d &= mask;
	d2 &= mask;
	sm = wide ? (int64_t)m : (int64_t)(int32_t)(uint32_t)m;
	sd = wide ? (int64_t)d : (int64_t)(int32_t)(uint32_t)d;
	switch (op) {
	case ATOMIC_SWAP:
		return d;
	case ATOMIC_CMPSWAP:
		return m == d2 ? d : m;
	case ATOMIC_ADD:
		return (m + d) & mask;
	case ATOMIC_SUB:
		return (m - d) & mask;
	case ATOMIC_RSUB:
		return (d - m) & mask;
	case ATOMIC_INC:
		return m >= d ? 0 : (m + 1) & mask;
	case ATOMIC_DEC:
		return m == 0 || m > d ? d : m - 1;
	case ATOMIC_SMIN:
		return sm < sd ? m : d;
	case ATOMIC_SMAX:
		return sm > sd ? m : d;
	case ATOMIC_UMIN:
		return m < d ? m : d;
	case ATOMIC_UMAX:
		return m > d ? m : d;
	case ATOMIC_FMIN:
	case ATOMIC_FMAX:
		if (wide)
			return fp64_minmax(m, d, op == ATOMIC_FMAX);
		return op == ATOMIC_FMAX ? fp32_max((uint32_t)m, (uint32_t)d)
					 : fp32_min((uint32_t)m, (uint32_t)d);
	case ATOMIC_AND:
		return m & d;
	case ATOMIC_OR:
		return m | d;
	case ATOMIC_XOR:
		return m ^ d;
	case ATOMIC_MSKOR:
		return (m & ~d) | d2;
	case ATOMIC_CSUB:
		return m >= d ? m - d : 0;
	case ATOMIC_ADD_F:
		if (wide)
			return fp64_u(fp64_f(m) + fp64_f(d));
		return fp32_add((uint32_t)m, (uint32_t)d);
	case ATOMIC_PK_ADD_F16:
		return fp16_add((uint16_t)m, (uint16_t)d) |
		    (uint32_t)fp16_add((uint16_t)(m >> 16),
			(uint16_t)(d >> 16)) << 16;
	case ATOMIC_PK_ADD_BF16:
		return bf16_add((uint16_t)m, (uint16_t)d) |
		    (uint32_t)bf16_add((uint16_t)(m >> 16),
			(uint16_t)(d >> 16)) << 16;
	case ATOMIC_CMPSWAP_F:
		if (wide)
			return fp64_f(m) == fp64_f(d2) ? d : m;
		return fp32_eq((uint32_t)m, (uint32_t)d2) ? d : m;
	case ATOMIC_COND_SUB:
		return m >= d ? m - d : m;
	case ATOMIC_WRAP:
		return m >= d ? m - d : (m + d2) & mask;
	case ATOMIC_CONDXCHG32: {
		/* CDNA4 ISA, DS_CONDXCHG32_RTN_B64: dword k is replaced by
		 * {0, d[32k+30:32k]} when d[32k+31] is set */
		uint64_t r = m;

		for (unsigned k = 0; k < (wide ? 2u : 1u); k++)
			if (d >> (32 * k + 31) & 1)
				r = (r & ~((uint64_t)0xffffffffu << 32 * k)) |
				    (d & (uint64_t)0x7fffffffu << 32 * k);
		return r;
	}
	case ATOMIC_NONE:
	default:
		return m;
	}
}
