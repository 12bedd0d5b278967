/* SPDX-License-Identifier: MIT */
/* Packed math (VOP3P rows, isa_table_vop3p.h): two 16-bit results per
 * lane, each computed from the source halves op_sel/op_sel_hi pick, with
 * neg_lo/neg_hi and clamp (Vega ISA 6.3.3, RDNA3 ISA 7.8). Pure. */
#include "exec_internal.h"
#include "fp.h"

#include <string.h>

#define L WAVE_MAX_LANES

/* The 16-bit half of source value v that the low (hi = false) or high
 * result half reads: op_sel bit k picks it for the low result, op_sel_hi
 * bit k for the high one (1: bits 31:16, 0: bits 15:0). A float row then
 * negates it by neg_lo or neg_hi (the operand's OPND_MOD_NEG and
 * OPND_MOD_ABS bits). */
static uint32_t
half_of(const struct insn *in, unsigned k, uint32_t v, bool hi, bool fp)
{
	unsigned sel = hi ? (unsigned)in->op_sel >> (ISA_PK_HI_SHIFT + k) & 1
			  : (unsigned)in->op_sel >> k & 1;
	uint32_t h = sel ? v >> 16 : v & 0xffffu;
	unsigned neg = hi ? OPND_MOD_ABS : OPND_MOD_NEG;

	if (fp && (in->src[k].mods & neg))
		h ^= 0x8000u;
	return h;
}

static bool
nan16(uint32_t h)
{
	return (h & 0x7fffu) > 0x7c00u;
}

/* IEEE 754-2019 minimum/maximum of two f16: a NaN operand gives a quiet
 * NaN (the first one), -0 is below +0 (RDNA4 ISA, V_PK_MINIMUM_F16). */
uint32_t
exec_vop3p_minimum16(uint32_t a, uint32_t b, bool max)
{
	float x, y;

	if (nan16(a))
		return a | 0x200u;
	if (nan16(b))
		return b | 0x200u;
	if ((a | b) == 0x8000u && a != b)
		return max ? 0 : 0x8000u; /* +0 and -0 */
	x = fp32_f(fp16_to_fp32((uint16_t)a));
	y = fp32_f(fp16_to_fp32((uint16_t)b));
	return (max ? x >= y : x <= y) ? a : b;
}

/* An integer result r (as wide as it came out) saturated into 16 bits,
 * signed or not. */
static uint32_t
sat16(int64_t r, bool sgn)
{
	int64_t lo = sgn ? INT16_MIN : 0, hi = sgn ? INT16_MAX : UINT16_MAX;

	return (uint32_t)(r < lo ? lo : r > hi ? hi : r) & 0xffffu;
}

/* One 16-bit result from the halves a, b, c. */
static uint32_t
pk_op(unsigned op, uint32_t a, uint32_t b, uint32_t c, bool clamp)
{
	int64_t sa = (int16_t)a, sb = (int16_t)b, sc = (int16_t)c, r;
	uint32_t f;

	switch (op) {
	case PK_ADD_U16:
		r = (int64_t)a + b;
		return clamp ? sat16(r, false) : (uint32_t)r & 0xffffu;
	case PK_SUB_U16:
		r = (int64_t)a - b;
		return clamp ? sat16(r, false) : (uint32_t)r & 0xffffu;
	case PK_ADD_I16:
		r = sa + sb;
		return clamp ? sat16(r, true) : (uint32_t)r & 0xffffu;
	case PK_SUB_I16:
		r = sa - sb;
		return clamp ? sat16(r, true) : (uint32_t)r & 0xffffu;
	case PK_MUL_LO_U16:
		return (a * b) & 0xffffu;
	case PK_MAD_U16:
		r = (int64_t)a * b + c;
		return clamp ? sat16(r, false) : (uint32_t)r & 0xffffu;
	case PK_MAD_I16:
		r = sa * sb + sc;
		return clamp ? sat16(r, true) : (uint32_t)r & 0xffffu;
	case PK_LSHLREV_B16:
		return (b << (a & 15)) & 0xffffu;
	case PK_LSHRREV_B16:
		return b >> (a & 15);
	case PK_ASHRREV_I16:
		return (uint32_t)(sb >> (a & 15)) & 0xffffu;
	case PK_MAX_U16:
		return a > b ? a : b;
	case PK_MIN_U16:
		return a < b ? a : b;
	case PK_MAX_I16:
		return sa > sb ? a : b;
	case PK_MIN_I16:
		return sa < sb ? a : b;
	case PK_ADD_F16:
		f = fp16_add((uint16_t)a, (uint16_t)b);
		break;
	case PK_MUL_F16:
		/* a product of two f16 is exact in f32's range and a double:
		 * one rounding, as fma with a -0 addend */
		f = exec_vx2_fma16(a, b, 0x8000u);
		break;
	case PK_FMA_F16:
		f = exec_vx2_fma16(a, b, c);
		break;
	case PK_MIN_F16:
	case PK_MAX_F16:
		f = exec_vx2_minmax16(a, b, op == PK_MAX_F16);
		break;
	case PK_MINIMUM_F16:
	case PK_MAXIMUM_F16:
		f = exec_vop3p_minimum16(a, b, op == PK_MAXIMUM_F16);
		break;
	default:
		return 0;
	}
	return clamp ? fp16_clamp((uint16_t)f) : f & 0xffffu;
}

/* Whether op is an integer dot product (one 32-bit result per lane). */
static bool
is_dot(unsigned op)
{
	return op >= PK_DOT2_I32_I16 && op <= PK_DOT8_I32_IU4;
}

/* Element i of v, bits wide, sign-extended when sgn. */
static int64_t
element(uint32_t v, unsigned i, unsigned bits, bool sgn)
{
	uint32_t x = (v >> (i * bits)) & ((1u << bits) - 1);

	if (sgn && (x >> (bits - 1)))
		return (int64_t)x - ((int64_t)1 << bits);
	return (int64_t)x;
}

/* c plus the products of a's and b's elements, exact in 64 bits; clamp
 * saturates to the result's range (i32 for the signed and _iu forms, u32
 * for the unsigned), else the low 32 bits are kept. sa and sb: whether
 * a and b are signed (the _iu forms' neg_lo bits). */
static uint32_t
dot_op(unsigned op, uint32_t a, uint32_t b, uint32_t c, bool clamp,
    bool sa, bool sb)
{
	unsigned bits = op == PK_DOT2_I32_I16 || op == PK_DOT2_U32_U16 ? 16
		      : op == PK_DOT8_I32_I4 || op == PK_DOT8_U32_U4 ||
			op == PK_DOT8_I32_IU4 ? 4 : 8;
	bool sgn = op != PK_DOT2_U32_U16 && op != PK_DOT4_U32_U8 &&
	    op != PK_DOT8_U32_U4;
	int64_t acc = sgn ? (int64_t)(int32_t)c : (int64_t)c;

	if (op != PK_DOT4_I32_IU8 && op != PK_DOT8_I32_IU4)
		sa = sb = sgn;
	for (unsigned i = 0; i < 32 / bits; i++)
		acc += element(a, i, bits, sa) * element(b, i, bits, sb);
	if (clamp) {
		int64_t lo = sgn ? INT32_MIN : 0;
		int64_t hi = sgn ? INT32_MAX : (int64_t)UINT32_MAX;
		acc = acc < lo ? lo : acc > hi ? hi : acc;
	}
	return (uint32_t)acc;
}

uint32_t
exec_vop3p_dot_int(unsigned op, uint32_t a, uint32_t b, uint32_t c,
    bool clamp)
{
	return dot_op(op, a, b, c, clamp, false, false);
}

/* ---- mixed-precision fma and float dot products (branch s5-16float) */

/* Source k of a mix row as the f32 it reads: op_sel_hi bit k set, the
 * f16 half op_sel picks, converted exactly; else all 32 bits. Then |x|
 * (the neg_hi field) and -x (neg_lo), on the f32. */
static uint32_t
mix_source(const struct insn *in, unsigned k, uint32_t v)
{
	uint8_t m = in->src[k].mods;

	if (in->op_sel >> (ISA_PK_HI_SHIFT + k) & 1)
		v = fp16_to_fp32((uint16_t)(in->op_sel >> k & 1 ? v >> 16 : v));
	if (m & OPND_MOD_ABS)
		v &= 0x7fffffffu;
	if (m & OPND_MOD_NEG)
		v ^= 0x80000000u;
	return v;
}

/* The new d of a mix row from the sources a, b, c (f32, modifiers
 * applied) and the old d. */
static uint32_t
mix_op(unsigned op, uint32_t a, uint32_t b, uint32_t c, uint32_t old,
    bool clamp)
{
	bool fused = op == PK_FMA_MIX_F32 || op == PK_FMA_MIXLO_F16 ||
	    op == PK_FMA_MIXHI_F16;
	uint32_t r = fused ? fp32_fma(a, b, c) : fp32_add(fp32_mul(a, b), c);
	uint32_t h;

	if (op == PK_FMA_MIX_F32 || op == PK_MAD_MIX_F32)
		return clamp ? fp32_clamp(r) : r;
	/* to f16, then clamp (a clamp of the f16 equals an f16 of the
	 * clamped f32: both roundings keep [0, 1]) */
	h = fp16_from_fp32(r);
	if (clamp)
		h = fp16_clamp((uint16_t)h);
	if (op == PK_FMA_MIXLO_F16 || op == PK_MAD_MIXLO_F16)
		return (old & 0xffff0000u) | h;
	return (old & 0xffffu) | h << 16;
}

/* The element i (0: low half) of a bf16 or f16 pair as an f32, negated
 * by neg_lo (low) or neg_hi (high) of source k. */
static uint32_t
dot_elem(const struct insn *in, unsigned k, uint32_t v, unsigned i,
    bool bf16)
{
	uint32_t h = i ? v >> 16 : v & 0xffffu;
	uint32_t f = bf16 ? h << 16 : fp16_to_fp32((uint16_t)h);

	if (in->src[k].mods & (i ? OPND_MOD_ABS : OPND_MOD_NEG))
		f ^= 0x80000000u;
	return f;
}

/* A float dot product as the guides' pseudo-code writes it: s2, plus the
 * low elements' product, rounded to f32, plus the high elements'
 * product, rounded again. Each product is an f32 multiply; two f16 give
 * an exact one, two bf16 may round (their exponents are f32's). */
static uint32_t
float_dot(const struct insn *in, unsigned op, uint32_t a, uint32_t b,
    uint32_t c)
{
	bool bf = op == PK_DOT2_F32_BF16;
	uint32_t acc = c;

	for (unsigned i = 0; i < 2; i++)
		acc = fp32_add(acc, fp32_mul(dot_elem(in, 0, a, i, bf),
		    dot_elem(in, 1, b, i, bf)));
	return in->clamp ? fp32_clamp(acc) : acc;
}

/* gfx12's fp8 dots (RDNA4 ISA, V_DOT4_F32_FP8_BF8 ...): c plus the
 * product of byte i of a and of b, for i = 0..3 in turn, each product
 * exact in f32 (two 4-bit significands) and each add rounded to f32, as
 * the guide's pseudo-code accumulates; the bytes are OCP E4M3 (fp8) or
 * E5M2 (bf8), s0's format first in the name. A NaN result is the quiet
 * NaN 0x7fc00000 (fp8.nan_to_f32's NaN; semantics fp8.dot). */
static uint32_t
fp8_dot(unsigned op, uint32_t a, uint32_t b, uint32_t c)
{
	unsigned k = op - PK_DOT4_F32_FP8_FP8;
	unsigned fa = (k & 1) ? VX_CVT_F32_BF8_OCP : VX_CVT_F32_FP8_OCP;
	unsigned fb = (k & 2) ? VX_CVT_F32_BF8_OCP : VX_CVT_F32_FP8_OCP;
	uint32_t acc = c;

	for (unsigned i = 0; i < 4; i++)
		acc = fp32_add(acc, fp32_mul(exec_g12f_fp8_to_f32(fa,
		    a >> (8 * i) & 0xffu), exec_g12f_fp8_to_f32(fb,
		    b >> (8 * i) & 0xffu)));
	return (acc & 0x7fffffffu) > 0x7f800000u ? 0x7fc00000u : acc;
}

/* A mix row reads a constant where it would need a rule no guide gives:
 * for a source read as an f32 (op_sel_hi 0), whether a constant other
 * than 0 is an f16 or an f32, and what op_sel picks from an f32. Returns
 * 0, or -1 with diag filled. */
static int
mix_refuse(const struct insn *in, const struct isa_info *ii,
    struct diag *diag)
{
	for (unsigned k = 0; k < 3; k++) {
		const struct operand *o = &in->src[k];
		bool f16 = in->op_sel >> (ISA_PK_HI_SHIFT + k) & 1;

		if (f16)
			continue;
		if (in->op_sel >> k & 1) {
			diag_set(diag, DIAG_ERROR, DIAG_EXEC, o->col, 0,
			    "%s with op_sel on an f32 source (op_sel_hi 0) "
			    "is not modelled by lanescope (no guide says what "
			    "it selects)", ii->name);
			return -1;
		}
		if ((o->kind == OPND_CONST || o->kind == OPND_LITERAL) &&
		    o->value != 0) {
			diag_set(diag, DIAG_ERROR, DIAG_EXEC, o->col, 0,
			    "%s with a constant as an f32 source (op_sel_hi "
			    "0) is not modelled by lanescope (llvm-mc 19 "
			    "writes it as an f16; no guide says which the "
			    "hardware reads)", ii->name);
			return -1;
		}
	}
	return 0;
}

/* ---- gfx90a/gfx942 packed f32 (branch s5-16float) ---- */

/* The dword (0: low, 1: high) of source k that the low (hi false) or
 * high result reads: v_pk_mov_b32 reads s0 for the low dword and s1 for
 * the high one, op_sel bit 0 and 1 picking; the other rows take op_sel
 * bit k for the low result and op_sel_hi bit k for the high one. */
static unsigned
pk32_dword(const struct insn *in, unsigned op, unsigned k, bool hi)
{
	if (op == PK_MOV_B32)
		return (unsigned)in->op_sel >> (hi ? 1 : 0) & 1;
	return (unsigned)in->op_sel >> (hi ? ISA_PK_HI_SHIFT + k : k) & 1;
}

/* Whether source k is read at all by the result half hi. */
static bool
pk32_reads(unsigned op, unsigned k, bool hi)
{
	return op != PK_MOV_B32 || k == (hi ? 1u : 0u);
}

/* What a packed f32 row may not do here, as a message (NULL: fine): a
 * constant whose high dword is read (the guides say nothing of a 64-bit
 * packed constant's dwords), negation or clamp on v_pk_mov_b32. */
static const char *
pk32_refusal(const struct insn *in, unsigned op, unsigned nsrc)
{
	for (unsigned k = 0; k < nsrc; k++) {
		const struct operand *o = &in->src[k];
		if (o->kind != OPND_CONST && o->kind != OPND_LITERAL)
			continue;
		for (unsigned h = 0; h < 2; h++)
			if (pk32_reads(op, k, h) && pk32_dword(in, op, k, h))
				return "a constant read as a high dword";
	}
	if (op == PK_MOV_B32) {
		for (unsigned k = 0; k < 2; k++)
			if (in->src[k].mods)
				return "neg_lo or neg_hi";
		if (in->clamp)
			return "clamp";
	}
	return NULL;
}

/* One f32 result from the dwords a, b, c (negation applied). */
static uint32_t
pk32_op(unsigned op, uint32_t a, uint32_t b, uint32_t c, bool clamp)
{
	uint32_t r;

	switch (op) {
	case PK_FMA_F32:
		r = fp32_fma(a, b, c);
		break;
	case PK_MUL_F32:
		r = fp32_mul(a, b);
		break;
	case PK_ADD_F32:
		r = fp32_add(a, b);
		break;
	default: /* PK_MOV_B32: the bits as they are */
		return a;
	}
	return clamp ? fp32_clamp(r) : r;
}

/* The packed f32 rows: two f32 results per lane into the pair d, d+1;
 * each source a 64-bit pair (a constant: its 32-bit value, read as the
 * low dword). */
static enum exec_status
pk32_step(struct wave *w, const struct insn *insn, struct step *rec,
    struct diag *diag)
{
	const struct isa_info *ii = &isa_table[insn->id];
	unsigned W = w->size, n, d = insn->dst.reg & 255, op = ii->aux;
	unsigned nsrc = (ii->flags & ISA_F_SRC3) ? 3u : 2u;
	lanemask_t exec = w->exec;
	uint64_t S[3][L];
	uint32_t old[L];
	const char *why = pk32_refusal(insn, op, nsrc);

	if (why != NULL) {
		diag_set(diag, DIAG_ERROR, DIAG_EXEC, insn->col, 0,
		    "%s with %s is not modelled by lanescope (no guide says "
		    "what it does)", ii->name, why);
		return EXEC_ERROR;
	}
	for (unsigned k = 0; k < 3; k++) {
		if (k < nsrc)
			exec_vx_lanes64(w, &insn->src[k], true, false, S[k]);
		else
			memset(S[k], 0, sizeof S[k]);
	}
	memcpy(old, w->vgpr[d], sizeof old);
	for (n = 0; n < W; n++) {
		uint32_t r[2];

		if (!(exec & LANE(n)))
			continue;
		for (unsigned h = 0; h < 2; h++) {
			uint32_t v[3];
			for (unsigned k = 0; k < 3; k++) {
				v[k] = (uint32_t)(S[k][n] >>
				    (32 * pk32_dword(insn, op, k, h)));
				if (insn->src[k].mods &
				    (h ? OPND_MOD_ABS : OPND_MOD_NEG))
					v[k] ^= 0x80000000u;
			}
			r[h] = pk32_op(op, op == PK_MOV_B32 ? v[h] : v[0],
			    v[1], v[2], insn->clamp);
		}
		w->vgpr[d][n] = r[0];
		w->vgpr[(d + 1) & 255][n] = r[1];
	}
	exec_mark_vgpr(w, d);
	exec_mark_vgpr(w, (d + 1) & 255);
	if (rec != NULL) {
		exec_rec_exec_write(rec, old, w->vgpr[d], exec, W);
	}
	return EXEC_OK;
}

enum exec_status
exec_vop3p_step(struct wave *w, const struct insn *insn,
    const struct semantics *sem, struct step *rec, struct diag *diag)
{
	const struct isa_info *ii = &isa_table[insn->id];
	unsigned W = w->size, n, d = insn->dst.reg & 255;
	unsigned nsrc = (ii->flags & ISA_F_SRC3) ? 3u : 2u;
	bool fp = ii->type == ISA_TY_F16;
	lanemask_t exec = w->exec;
	uint32_t S[3][L], old[L];

	(void)sem;
	if (insn->dst.kind != OPND_VGPR) {
		diag_set(diag, DIAG_ERROR, DIAG_EXEC, insn->dst.col, 0,
		    "%s needs a VGPR destination", ii->name);
		return EXEC_ERROR;
	}
	if (isa_pk_f32(ii->aux))
		return pk32_step(w, insn, rec, diag);
	for (unsigned k = 0; k < 3; k++) {
		if (k < nsrc)
			exec_lanes(w, &insn->src[k], S[k]);
		else
			memset(S[k], 0, sizeof S[k]);
	}
	if (isa_pk_mix(ii->aux) && mix_refuse(insn, ii, diag) != 0)
		return EXEC_ERROR;
	memcpy(old, w->vgpr[d], sizeof old);
	for (n = 0; n < W; n++) {
		uint32_t lo, hi;

		if (!(exec & LANE(n)))
			continue;
		if (isa_pk_mix(ii->aux)) {
			w->vgpr[d][n] = mix_op(ii->aux,
			    mix_source(insn, 0, S[0][n]),
			    mix_source(insn, 1, S[1][n]),
			    mix_source(insn, 2, S[2][n]), old[n], insn->clamp);
			continue;
		}
		if (isa_pk_float_dot(ii->aux)) {
			w->vgpr[d][n] = float_dot(insn, ii->aux, S[0][n],
			    S[1][n], S[2][n]);
			continue;
		}
		if (isa_pk_fp8_dot(ii->aux)) {
			w->vgpr[d][n] = fp8_dot(ii->aux, S[0][n], S[1][n],
			    S[2][n]);
			continue;
		}
		if (is_dot(ii->aux)) {
			w->vgpr[d][n] = dot_op(ii->aux, S[0][n], S[1][n],
			    S[2][n], insn->clamp,
			    insn->src[0].mods & OPND_MOD_NEG,
			    insn->src[1].mods & OPND_MOD_NEG);
			continue;
		}
		lo = pk_op(ii->aux, half_of(insn, 0, S[0][n], false, fp),
		    half_of(insn, 1, S[1][n], false, fp),
		    half_of(insn, 2, S[2][n], false, fp), insn->clamp);
		hi = pk_op(ii->aux, half_of(insn, 0, S[0][n], true, fp),
		    half_of(insn, 1, S[1][n], true, fp),
		    half_of(insn, 2, S[2][n], true, fp), insn->clamp);
		w->vgpr[d][n] = lo | hi << 16;
	}
	exec_mark_vgpr(w, d);
	if (rec != NULL) {
		exec_rec_exec_write(rec, old, w->vgpr[d], exec, W);
	}
	return EXEC_OK;
}
