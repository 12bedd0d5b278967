/* SPDX-License-Identifier: MIT */
/* gfx12's float rows of isa_table_g12f.h: IEEE 754-2019 minimum and
 * maximum on f32, f16 and f64 lanes, their three-operand and two-step
 * forms, and the number-preferring f16 two-step forms. Pure. */
#include "exec_internal.h"
#include "fp.h"
#include "semantics.h"

#include <math.h>

#define L WAVE_MAX_LANES

/* IEEE 754-2019 minimum (max false) or maximum of two f64: a NaN operand
 * gives that NaN quieted (the first when both are), -0 is below +0
 * (RDNA4 ISA, V_MINIMUM_F64). */
uint64_t
exec_g12f_minimum64(uint64_t a, uint64_t b, bool max)
{
	const uint64_t mag = 0x7fffffffffffffffull, quiet = 1ull << 51;
	double x, y;

	if ((a & mag) > 0x7ff0000000000000ull)
		return a | quiet;
	if ((b & mag) > 0x7ff0000000000000ull)
		return b | quiet;
	if (((a | b) & mag) == 0 && a != b)
		return max ? 0 : 1ull << 63; /* +0 and -0 */
	x = fp64_f(a);
	y = fp64_f(b);
	return (max ? x >= y : x <= y) ? a : b;
}

/* One lane of the 32-bit-wide rows: f32 in a, b, c, or f16 in their low
 * halves (the f16 result's high half is the caller's business). */
static uint32_t
one_lane(unsigned op, uint32_t a, uint32_t b, uint32_t c)
{
	switch (op) {
	case VX_MINIMUM_F32:
		return exec_salu_minimum32(a, b, false);
	case VX_MAXIMUM_F32:
		return exec_salu_minimum32(a, b, true);
	case VX_MINIMUM3_F32:
		return exec_salu_minimum32(exec_salu_minimum32(a, b, false), c,
		    false);
	case VX_MAXIMUM3_F32:
		return exec_salu_minimum32(exec_salu_minimum32(a, b, true), c,
		    true);
	case VX_MINIMUMMAXIMUM_F32:
		return exec_salu_minimum32(exec_salu_minimum32(a, b, false), c,
		    true);
	case VX_MAXIMUMMINIMUM_F32:
		return exec_salu_minimum32(exec_salu_minimum32(a, b, true), c,
		    false);
	}
	a &= 0xffffu;
	b &= 0xffffu;
	c &= 0xffffu;
	switch (op) {
	case VX_MINIMUM_F16:
		return exec_vop3p_minimum16(a, b, false);
	case VX_MAXIMUM_F16:
		return exec_vop3p_minimum16(a, b, true);
	case VX_MINIMUM3_F16:
		return exec_vop3p_minimum16(exec_vop3p_minimum16(a, b, false),
		    c, false);
	case VX_MAXIMUM3_F16:
		return exec_vop3p_minimum16(exec_vop3p_minimum16(a, b, true),
		    c, true);
	case VX_MINIMUMMAXIMUM_F16:
		return exec_vop3p_minimum16(exec_vop3p_minimum16(a, b, false),
		    c, true);
	case VX_MAXIMUMMINIMUM_F16:
		return exec_vop3p_minimum16(exec_vop3p_minimum16(a, b, true),
		    c, false);
	case VX_MAXMIN_NUM_F16:
		return exec_vx2_minmax16(exec_vx2_minmax16(a, b, true), c,
		    false);
	case VX_MINMAX_NUM_F16:
		return exec_vx2_minmax16(exec_vx2_minmax16(a, b, false), c,
		    true);
	default:
		return 0;
	}
}

void
exec_g12f_compute(unsigned op, const uint32_t *a, const uint32_t *b,
    const uint32_t *c, uint32_t *r)
{
	for (unsigned n = 0; n < L; n++)
		r[n] = one_lane(op, a[n], b[n], c[n]);
}

enum exec_status
exec_g12f_vs_step(struct wave *w, const struct insn *insn,
    const struct semantics *sem, struct step *rec)
{
	static const uint8_t f32op[] = { VX_EXP_F32, VX_LOG_F32, VX_RCP_F32,
		VX_RSQ_F32, VX_SQRT_F32 };
	static const uint8_t f16op[] = { VX_EXP_F16, VX_LOG_F16, VX_RCP_F16,
		VX_RSQ_F16, VX_SQRT_F16 };
	const struct isa_info *ii = &isa_table[insn->id];
	bool half = ii->type == ISA_TY_F16;
	uint32_t sign = half ? 0x8000u : 0x80000000u;
	uint32_t a = exec_scalar32(w, &insn->src[0]);
	uint32_t prev = exec_scalar32(w, &insn->dst), r;
	uint32_t la[L] = { 0 }, zero[L] = { 0 }, out[L];
	unsigned k = ii->aux - SF_V_S_EXP;
	lanemask_t live = w->size == 32 ? w->exec & 0xffffffffu : w->exec;

	/* the source modifiers act on s0's sign bit, as on a lane's */
	if (half)
		a &= 0xffffu;
	if (insn->src[0].mods & OPND_MOD_ABS)
		a &= ~sign;
	if (insn->src[0].mods & OPND_MOD_NEG)
		a ^= sign;
	la[0] = a;
	if (half) {
		exec_vx2_16bit(f16op[k], la, zero, zero, out);
		r = fp16_omod((uint16_t)out[0], insn->omod);
		if (insn->clamp)
			r = fp16_clamp((uint16_t)r);
	} else {
		exec_vx_compute(f32op[k], sem, la, zero, zero, out);
		r = fp32_omod(out[0], insn->omod);
		if (insn->clamp)
			r = fp32_clamp(r);
	}
	if (live == 0) {
		if (rec != NULL)
			rec->disputes |= 1u << DISPUTE_SCALAR_TRANS_EXEC;
		if (sem->choice[DISPUTE_SCALAR_TRANS_EXEC] != 0)
			r = prev;
	}
	exec_write_scalar32(w, &insn->dst, r);
	if (rec != NULL) {
		rec->scalar_old = prev;
		rec->scalar_new = r;
	}
	return EXEC_OK;
}

enum exec_status
exec_g12f_k_step(struct wave *w, const struct insn *insn, struct step *rec)
{
	uint32_t a = exec_scalar32(w, &insn->src[0]);
	uint32_t b = exec_scalar32(w, &insn->src[1]);
	uint32_t c = exec_scalar32(w, &insn->src[2]);
	uint32_t prev = exec_scalar32(w, &insn->dst);
	/* s_fmamk_f32's K sits in src[1], so both rows are s0 * src1 +
	 * src2 in text order */
	uint32_t r = fp32_fma(a, b, c);

	exec_write_scalar32(w, &insn->dst, r);
	if (rec != NULL) {
		rec->scalar_old = prev;
		rec->scalar_new = r;
	}
	return EXEC_OK;
}

/* The f32 of the 8-bit float b (RDNA4 ISA and MI300 ISA, the FP8/BF8
 * conversion opcodes; the formats: fp8 is E4M3, bf8 E5M2). FNUZ
 * (gfx942): exponent bias 8 (fp8) or 16 (bf8), 0x80 is the only NaN
 * and there is no -0 and no infinity. OCP (gfx12): bias 7 or 15; E4M3
 * has no infinity and S.1111.111 is NaN, E5M2 has IEEE's infinities and
 * NaNs; both have -0. Every value is exact in f32; a NaN gives the quiet
 * NaN 0x7fc00000 (:semantics fp8.nan_to_f32). */
static uint32_t
fp8_to_f32(uint32_t b, bool e5, bool fnuz)
{
	unsigned mbits = e5 ? 2 : 3, ebits = e5 ? 5 : 4;
	int bias = fnuz ? (e5 ? 16 : 8) : (e5 ? 15 : 7);
	unsigned sign = b >> 7 & 1, e = b >> mbits & ((1u << ebits) - 1);
	unsigned m = b & ((1u << mbits) - 1);
	uint32_t f;

	b &= 0xffu;
	if (fnuz && b == 0x80u)
		return 0x7fc00000u;
	if (!fnuz && e5 && e == 31)
		return m ? 0x7fc00000u : sign << 31 | 0x7f800000u;
	if (!fnuz && !e5 && e == 15 && m == 7)
		return 0x7fc00000u;
	if (e == 0) {
		/* a denormal: m * 2^(1 - bias - mbits), exact in f32 */
		float v = ldexpf((float)m, 1 - bias - (int)mbits);
		f = fp32_u(v);
	} else {
		/* rebias the exponent, widen the mantissa */
		f = (uint32_t)(e - bias + 127) << 23 | m << (23 - mbits);
	}
	return (uint32_t)sign << 31 | f;
}

bool
exec_g12f_fp8_op(unsigned op)
{
	return op >= VX_CVT_F32_FP8_FNUZ && op <= VX_CVT_PK_F32_BF8_OCP;
}

uint32_t
exec_g12f_fp8_to_f32(unsigned op, uint32_t b)
{
	unsigned k = (op - VX_CVT_F32_FP8_FNUZ) & 3;

	return fp8_to_f32(b, k & 1, k < 2);
}

void
exec_g12f_fp8_compute(unsigned op, const uint32_t *a, uint32_t *r)
{
	for (unsigned n = 0; n < L; n++)
		r[n] = exec_g12f_fp8_to_f32(op, a[n] & 0xffu);
}

uint32_t
exec_g12f_dotc(unsigned op, uint32_t a, uint32_t b, uint32_t c, bool clamp)
{
	static const uint8_t pk[] = { PK_DOT2_I32_I16, PK_DOT4_I32_I8,
		PK_DOT8_I32_I4 };

	return exec_vop3p_dot_int(pk[op - VX_DOT2C_I32_I16], a, b, c, clamp);
}

/* The 8-bit code of the f32 x in fp8 (e5 false) or bf8, FNUZ or OCP
 * (exec_g12f.c's fp8_to_f32 has the formats; fp8.from_f32 the rules).
 * Rounds to nearest even, or with sr adds the random rnd below the kept
 * bits and truncates; sat clamps a finite overflow to the largest value
 * (fp8.overflow), high takes rnd's top bits (fp8.sr_bits). */
static uint32_t
f32_to_fp8(uint32_t x, bool e5, bool fnuz, bool sr, uint32_t rnd, bool sat,
    bool high)
{
	unsigned mbits = e5 ? 2 : 3;
	int bias = fnuz ? (e5 ? 16 : 8) : (e5 ? 15 : 7);
	int emin = 1 - bias, lead, q, w, e;
	/* the largest finite code's magnitude byte; OCP E4M3 keeps
	 * S.1111.111 for NaN and OCP E5M2 the top exponent for inf/NaN */
	uint32_t maxc = fnuz ? 0x7fu : e5 ? 0x7bu : 0x7eu;
	uint32_t sign = x >> 31 << 7, mag = x & 0x7fffffffu, nan, ovf;
	double v, n, lo, frac, top;

	nan = fnuz ? 0x80u : sign | (e5 ? 0x7eu : 0x7fu);
	ovf = fnuz ? 0x80u : e5 ? sign | 0x7cu : nan;
	if (mag > 0x7f800000u)
		return nan;
	if (mag == 0x7f800000u)
		return ovf; /* a true infinity stays one (or NaN) */
	v = (double)fp32_f(mag);
	if (v == 0)
		return fnuz ? 0 : sign;
	frexp(v, &e);
	lead = e - 1; /* v = 1.f * 2^lead */
	q = (lead > emin ? lead : emin) - (int)mbits; /* the grid's ulp */
	n = ldexp(v, -q); /* exact: v has 24 significant bits */
	lo = floor(n);
	frac = n - lo;
	if (!sr) {
		if (frac > 0.5 || (frac == 0.5 && fmod(lo, 2.0) == 1.0))
			lo += 1;
	} else if (frac > 0) {
		/* the dropped bits: those of the f32 below 2^q */
		int fl = (lead > -126 ? lead : -126) - 23;
		unsigned k;
		double r;

		w = q - fl;
		k = w < 32 ? (unsigned)w : 32u;
		if (k == 32)
			r = ldexp((double)rnd, -32);
		else if (high)
			r = ldexp((double)(rnd >> (32 - k)), -(int)k);
		else
			r = ldexp((double)(rnd & ((1u << k) - 1)), -(int)k);
		/* frac + r >= 1, with 1 - r exact */
		if (frac >= 1.0 - r)
			lo += 1;
	}
	top = (double)(1u << mbits);
	if (lo == 0)
		return fnuz ? 0 : sign;
	if (lo >= 2 * top) {
		lo /= 2;
		q++;
	}
	{
		uint32_t code;

		if (lo < top) {
			code = (uint32_t)lo; /* a denormal */
		} else {
			int ef = q + (int)mbits + bias;
			if (ef > (int)(maxc >> mbits) || (ef == (int)(maxc >>
			    mbits) && (uint32_t)(lo - top) > (maxc &
			    ((1u << mbits) - 1))))
				return sat ? sign | maxc : ovf;
			code = (uint32_t)ef << mbits | (uint32_t)(lo - top);
		}
		return sign | code;
	}
}

bool
exec_g12f_to_fp8_op(unsigned op)
{
	return op >= VX_CVT_PK_FP8_F32_FNUZ && op <= VX_CVT_SR_BF8_F32_OCP;
}

uint32_t
exec_g12f_to_fp8_lane(unsigned op, const struct semantics *sem, uint32_t a,
    uint32_t b, uint32_t d, unsigned op_sel)
{
	unsigned k = (op - VX_CVT_PK_FP8_F32_FNUZ) & 3;
	bool e5 = k & 1, fnuz = k < 2;
	bool sat = sem->choice[DISPUTE_FP8_OVERFLOW] != 0;
	bool high = sem->choice[DISPUTE_FP8_SR_BITS] != 0;

	if (op < VX_CVT_SR_FP8_F32_FNUZ) {
		/* {fp8(s1), fp8(s0)} into the half op_sel[3] names */
		uint32_t pair = f32_to_fp8(a, e5, fnuz, false, 0, sat, false) |
		    f32_to_fp8(b, e5, fnuz, false, 0, sat, false) << 8;
		return (op_sel & ISA_OPSEL_DST) ? (d & 0xffffu) | pair << 16 :
		    (d & 0xffff0000u) | pair;
	}
	{
		/* the byte op_sel[3:2] names (gfx12's byte_sel, the same
		 * bits) */
		unsigned sh = 8u * (((op_sel >> 2) & 1u) |
		    ((op_sel & ISA_OPSEL_DST) ? 2u : 0u));
		uint32_t c = f32_to_fp8(a, e5, fnuz, true, b, sat, high);

		return (d & ~(0xffu << sh)) | c << sh;
	}
}
