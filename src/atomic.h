/* SPDX-License-Identifier: MIT */
/* The arithmetic of every atomic read-modify-write, one table for the LDS
 * atomics (ds_add_u32...) and the buffer/global/flat ones alike. Pure. */
#ifndef LANESCOPE_ATOMIC_H
#define LANESCOPE_ATOMIC_H

#include <stdint.h>

/* What an atomic makes of the old memory value m, its data d and its
 * second value d2 (the compare value of a compare-swap, the OR value of
 * mskor). The GCN3/Vega/CDNA/RDNA ISA guides' DS and MUBUF/FLAT atomic
 * pseudo-code; 32- or 64-bit as the caller says. */
enum atomic_op {
	ATOMIC_NONE,       /* not an atomic: m stays */
	ATOMIC_SWAP,       /* d */
	ATOMIC_CMPSWAP,    /* m == d2 ? d : m */
	ATOMIC_ADD,        /* m + d, wrapping */
	ATOMIC_SUB,        /* m - d, wrapping */
	ATOMIC_RSUB,       /* d - m, wrapping */
	ATOMIC_INC,        /* m >= d ? 0 : m + 1 */
	ATOMIC_DEC,        /* m == 0 || m > d ? d : m - 1 */
	ATOMIC_SMIN,
	ATOMIC_SMAX,
	ATOMIC_UMIN,
	ATOMIC_UMAX,
	ATOMIC_FMIN,       /* IEEE minNum: a NaN loses to a number, -0 < +0 */
	ATOMIC_FMAX,
	ATOMIC_AND,
	ATOMIC_OR,
	ATOMIC_XOR,
	ATOMIC_MSKOR,      /* (m & ~d) | d2 */
	ATOMIC_CSUB,       /* m >= d ? m - d : 0 (RDNA2 csub) */
	ATOMIC_ADD_F,      /* float add, f32 or f64 by the width */
	ATOMIC_PK_ADD_F16, /* two f16 adds, one per half of the dword */
	ATOMIC_PK_ADD_BF16,/* the same with bf16 halves */
	ATOMIC_CMPSWAP_F,  /* m == d2 ? d : m, compared as floats (-0 == +0,
			    * a NaN equals nothing) */
	ATOMIC_COND_SUB,   /* m >= d ? m - d : m (gfx12 cond_sub) */
	ATOMIC_WRAP,       /* m >= d ? m - d : m + d2 (ds_wrap_rtn_b32) */
	ATOMIC_CONDXCHG32, /* 64 bits: each dword of d whose bit 31 is set
			    * replaces m's dword, bit 31 cleared
			    * (ds_condxchg32_rtn_b64) */
};

/* The operation of an instruction table row from its SEM_* value and,
 * for the LDS min/max rows, its type (ISA_TY_I32 signed, ISA_TY_F32
 * float, else unsigned; the compare-store rows compare as floats when
 * ISA_TY_F32); ATOMIC_NONE for a row that is no atomic. */
enum atomic_op atomic_lookup(unsigned sem, unsigned type);

/* The new memory value: op on old m with d and d2, bytes 4 or 8 (only
 * the low 32 bits of each count when 4; the result then fits in them). */
uint64_t atomic_apply(enum atomic_op op, unsigned bytes, uint64_t m,
    uint64_t d, uint64_t d2);

#endif
