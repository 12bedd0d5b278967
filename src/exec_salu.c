/* SPDX-License-Identifier: MIT */
/* Scalar ALU: moves, bitwise ops, arithmetic, bit counts and fields with
 * their SCC, compares, and the saveexec forms that change EXEC. Pure. */
#include "exec.h"

#include "exec_internal.h"
#include "fp.h"
#include "memory.h"
#include "atomic.h"

/* a COND b for s_cmp_* and s_cmpk_*; sgn: the 32-bit patterns are
 * int32 (64-bit operands compare unsigned, only EQ and NE exist). */
static bool
scalar_compare(unsigned cond, bool sgn, uint64_t a, uint64_t b)
{
	int64_t sa = (int32_t)(uint32_t)a, sb = (int32_t)(uint32_t)b;
	bool lt = sgn ? sa < sb : a < b, eq = a == b;

	switch (cond) {
	case ISA_CC_EQ: return eq;
	case ISA_CC_NE: return !eq;
	case ISA_CC_LT: return lt;
	case ISA_CC_LE: return lt || eq;
	case ISA_CC_GT: return !lt && !eq;
	default: return !lt; /* ISA_CC_GE */
	}
}

/* s_getreg_b32 / s_setreg_b32 / s_setreg_imm32_b32 on MODE (branch
 * s5-16ops; GCN3 ISA 5.2, Vega ISA 4.2, RDNA3 ISA 16.2 SOPK tables):
 * SIMM16 names the field (id 5:0, offset 10:6, size - 1 15:11); getreg
 * gives it zero-extended, setreg writes the low size bits of its value
 * there. The assembler and decoder let no other register through. */
static enum exec_status
hwreg_step(struct wave *w, const struct insn *insn, const struct isa_info *ii,
    struct step *rec, struct diag *diag)
{
	unsigned id = insn->simm16 & 63u;
	unsigned off = (insn->simm16 >> 6) & 31;
	unsigned size = ((insn->simm16 >> 11) & 31) + 1;
	uint64_t mask = (((uint64_t)1 << size) - 1) << off;
	/* MODE, or a flat_scratch slot for FLAT_SCR_LO/HI */
	uint32_t *reg = id == ISA_HWREG_MODE ? &w->mode :
	    id == ISA_HWREG_FLAT_SCR_LO || id == ISA_HWREG_FLAT_SCR_HI ?
	    &w->sgpr[WAVE_FLAT_SCRATCH_SLOT + (id - ISA_HWREG_FLAT_SCR_LO)] :
	    NULL;
	uint32_t old, v;

	if (reg == NULL) {
		diag_set(diag, DIAG_ERROR, DIAG_EXEC, insn->col, 0,
		    "hwreg(%u) is not modelled by lanescope", id);
		return EXEC_ERROR;
	}
	old = *reg;
	if (ii->aux == SK_GETREG) {
		v = (uint32_t)(((uint64_t)old & mask) >> off);
		if (rec != NULL)
			rec->scalar_old = exec_scalar32(w, &insn->dst);
		exec_write_scalar32(w, &insn->dst, v);
		if (rec != NULL)
			rec->scalar_new = v;
		return EXEC_OK;
	}
	v = ii->aux == SK_SETREG ? exec_scalar32(w, &insn->src[0]) :
	    (uint32_t)insn->src[0].value;
	*reg = (uint32_t)((old & ~mask) | (((uint64_t)v << off) & mask));
	if (rec != NULL) {
		rec->scalar_old = old;
		rec->scalar_new = *reg;
	}
	return EXEC_OK;
}

/* SOPK (branch sop16c): GCN3 ISA 5.2 and RDNA3 ISA 16.2. SIMM16 is
 * sign-extended except by the _u32 compares, which zero-extend it; only
 * s_addk writes SCC (signed overflow) besides the compares; s_cmovk
 * leaves d alone when SCC is 0; s_version changes nothing. */
static enum exec_status
sopk_step(struct wave *w, const struct insn *insn, const struct isa_info *ii,
    struct step *rec, struct diag *diag)
{
	uint32_t k = ii->sem == SEM_S_CMPK && ii->type == ISA_TY_U32 ?
	    insn->simm16 : (uint32_t)(int32_t)(int16_t)insn->simm16;
	uint32_t d, r;
	bool old = w->scc;

	if (ii->sem == SEM_S_CMPK) {
		w->scc = scalar_compare(ii->aux, ii->type == ISA_TY_I32,
		    exec_scalar32(w, &insn->src[0]), k);
		if (rec != NULL) {
			rec->scalar_old = old;
			rec->scalar_new = w->scc;
		}
		return EXEC_OK;
	}
	if (ii->aux == SK_VERSION)
		return EXEC_OK;
	if (ii->aux >= SK_GETREG)
		return hwreg_step(w, insn, ii, rec, diag);
	if (insn->dst.kind == OPND_NONE) {
		diag_set(diag, DIAG_ERROR, DIAG_EXEC, insn->col, 0,
		    "%s needs a scalar destination", ii->name);
		return EXEC_ERROR;
	}
	d = exec_scalar32(w, &insn->dst);
	switch (ii->aux) {
	case SK_MOVK:
		r = k;
		break;
	case SK_CMOVK:
		r = w->scc ? k : d;
		break;
	case SK_ADDK: {
		int64_t x = (int64_t)(int32_t)d + (int32_t)k;

		r = (uint32_t)x;
		w->scc = x != (int32_t)r; /* signed overflow */
		break;
	}
	default: /* SK_MULK: the low 32 bits, the same signed or not */
		r = (uint32_t)((uint64_t)d * k);
		break;
	}
	exec_write_scalar32(w, &insn->dst, r);
	if (rec != NULL) {
		rec->scalar_old = d;
		rec->scalar_new = r;
	}
	return EXEC_OK;
}

uint32_t
exec_movrel_offset(const struct isa_info *ii, uint32_t m0, bool src)
{
	if (ii->aux == MR_SD2)
		return src ? m0 & 0x3ffu : (m0 >> 16) & 0x3ffu;
	return m0;
}

/* s_movrels/s_movreld/s_movrelsd_2 (GCN3 ISA 5.3, RDNA3 ISA 16.3): the
 * indexed register is the SGPR operand's number plus M0. The guides give
 * the hardware's out-of-range rules in terms of the wave's allocation,
 * which lanescope does not model: an index past the target's last SGPR
 * (or an odd M0 for the 64-bit forms, which the guides require even) is
 * an error that changes nothing. */
static enum exec_status
movrel_step(struct wave *w, const struct insn *insn, const struct isa_info *ii,
    struct step *rec, struct diag *diag)
{
	unsigned n = ii->type == ISA_TY_B64 ? 2 : 1;
	unsigned nsgpr = isa_features((enum isa_target)w->target)->nsgpr;
	bool s_ix = ii->aux != MR_D, d_ix = ii->aux != MR_S;
	uint64_t si = 0, di = 0, v;
	struct operand o = { .kind = OPND_SGPR, .count = (uint8_t)n };

	if ((s_ix && insn->src[0].kind != OPND_SGPR) ||
	    (d_ix && insn->dst.kind != OPND_SGPR)) {
		diag_set(diag, DIAG_ERROR, DIAG_EXEC, insn->col, 0,
		    "%s: indexing from a register other than s0..s%u is not "
		    "modelled by lanescope", ii->name, nsgpr - 1);
		return EXEC_ERROR;
	}
	if (n == 2 && (w->m0 & 1)) {
		diag_set(diag, DIAG_ERROR, DIAG_EXEC, insn->col, 0,
		    "%s needs an even m0 (it is %u)", ii->name, w->m0);
		return EXEC_ERROR;
	}
	if (s_ix)
		si = (uint64_t)insn->src[0].reg +
		    exec_movrel_offset(ii, w->m0, true);
	if (d_ix)
		di = (uint64_t)insn->dst.reg +
		    exec_movrel_offset(ii, w->m0, false);
	if ((s_ix && si + n > nsgpr) || (d_ix && di + n > nsgpr)) {
		uint64_t bad = s_ix && si + n > nsgpr ? si : di;

		diag_set(diag, DIAG_ERROR, DIAG_EXEC, insn->col, 0,
		    "%s: m0 = %u indexes s%llu, past s%u (indexing out of "
		    "range is not modelled by lanescope)", ii->name, w->m0,
		    (unsigned long long)bad, nsgpr - 1);
		return EXEC_ERROR;
	}
	if (s_ix) {
		o.reg = (uint16_t)si;
		v = n == 2 ? exec_scalar64(w, &o) : exec_scalar32(w, &o);
	} else {
		v = n == 2 ? exec_scalar64(w, &insn->src[0]) :
		    exec_scalar32(w, &insn->src[0]);
	}
	if (d_ix)
		o.reg = (uint16_t)di;
	else
		o = insn->dst;
	if (rec != NULL) {
		rec->scalar_old = n == 2 ? (uint32_t)exec_scalar64(w, &o) :
		    exec_scalar32(w, &o);
		rec->scalar_new = (uint32_t)v;
	}
	if (n == 2)
		exec_write_scalar64(w, &o, v);
	else
		exec_write_scalar32(w, &o, (uint32_t)v);
	return EXEC_OK;
}

/* gfx12's 64-bit s_add_u64, s_sub_u64, s_mul_u64 (RDNA4 ISA 16.1): the
 * low 64 bits, SCC untouched. */
static enum exec_status
u64_step(struct wave *w, const struct insn *insn, const struct isa_info *ii,
    struct step *rec)
{
	uint64_t a = exec_scalar64(w, &insn->src[0]);
	uint64_t b = exec_scalar64(w, &insn->src[1]);
	uint64_t prev = exec_scalar64(w, &insn->dst), r;

	if (ii->sem == SEM_S_ADD_U64)
		r = a + b;
	else if (ii->sem == SEM_S_SUB_U64)
		r = a - b;
	else
		r = a * b;
	exec_write_scalar64(w, &insn->dst, r);
	if (rec != NULL) {
		rec->scalar_old = (uint32_t)prev;
		rec->scalar_new = (uint32_t)r;
	}
	return EXEC_OK;
}

static uint32_t f16_source(const struct wave *w, const struct isa_info *ii,
    const struct operand *o);

/* s_cmp_* and s_bitcmp*: SCC only (GCN3 ISA 5.4, SOPC). */
static enum exec_status
sopc_step(struct wave *w, const struct insn *insn, const struct isa_info *ii,
    struct step *rec)
{
	bool wide = ii->type == ISA_TY_B64;
	uint64_t a = wide ? exec_scalar64(w, &insn->src[0]) :
	    exec_scalar32(w, &insn->src[0]);
	uint64_t b = wide && ii->sem == SEM_S_CMP ?
	    exec_scalar64(w, &insn->src[1]) : exec_scalar32(w, &insn->src[1]);
	bool old = w->scc, r;

	if (ii->sem == SEM_S_CMP && ii->type == ISA_TY_F16)
		/* gfx12's f16 compares (branch s5-16float): the low halves */
		r = exec_vx2_cmp_float(ISA_CC_COND(ii->aux),
		    fp32_f(fp16_to_fp32((uint16_t)f16_source(w, ii,
		    &insn->src[0]))), fp32_f(fp16_to_fp32((uint16_t)
		    f16_source(w, ii, &insn->src[1]))));
	else if (ii->sem == SEM_S_CMP && ii->type == ISA_TY_F32)
		/* gfx12's float compares (RDNA4 ISA 16.4) */
		r = exec_vx2_cmp_float(ISA_CC_COND(ii->aux),
		    fp32_f((uint32_t)a), fp32_f((uint32_t)b));
	else if (ii->sem == SEM_S_CMP) {
		r = scalar_compare(ii->aux, ii->type == ISA_TY_I32, a, b);
	} else {
		/* the bit number is s1[4:0], or s1[5:0] for _b64 */
		unsigned bit = (unsigned)b & (wide ? 63u : 31u);
		bool set = (a >> bit & 1) != 0;

		r = ii->sem == SEM_S_BITCMP1 ? set : !set;
	}
	w->scc = r;
	if (rec != NULL) {
		rec->scalar_old = old;
		rec->scalar_new = r;
	}
	return EXEC_OK;
}

bool
exec_salu_writes_scc(unsigned sem)
{
	switch (sem) {
	case SEM_S_MOV:
	case SEM_S_CSELECT:
	case SEM_S_BFM:
	case SEM_S_MUL_I32:
	case SEM_S_MUL_HI_U:
	case SEM_S_MUL_HI_I:
	case SEM_S_PACK:
	case SEM_S_LOAD:
	case SEM_S_STORE:
	case SEM_S_ATOMIC:
	case SEM_S_MOVREL:
	case SEM_S_ADD_U64:
	case SEM_S_SUB_U64:
	case SEM_S_MUL_U64:
	case SEM_S_PC:
	case SEM_S_FLOAT:
		return false;
	default:
		return true;
	}
}

/* A bit field of s0 (64 bits when wide): offset s1[4:0] (s1[5:0] wide),
 * width s1[22:16]; a width of 0 gives 0, one reaching past the top keeps
 * what is there (GCN3 ISA 5.2 s_bfe_u32: (s0 >> offset) & ((1 << width)
 * - 1)). Signed: the field's top bit is copied up. */
static uint64_t
bit_field(uint64_t s0, uint32_t s1, bool wide, bool sgn)
{
	unsigned bits = wide ? 64 : 32;
	unsigned off = s1 & (bits - 1), width = (s1 >> 16) & 0x7f;
	uint64_t v = s0 >> off;

	if (width == 0)
		return 0;
	if (width >= bits)
		width = bits;
	if (width < 64)
		v &= ((uint64_t)1 << width) - 1;
	if (sgn && width < bits && (v >> (width - 1) & 1))
		v |= ~(uint64_t)0 << width;
	return wide ? v : v & 0xffffffffu;
}

/* SOP2 arithmetic, shifts, bit fields, selects and packs (GCN3 ISA 5.2;
 * Vega ISA for s_mul_hi, s_lshlN_add and s_pack). */
static enum exec_status
sop2_step(struct wave *w, const struct insn *insn, const struct isa_info *ii,
    struct step *rec)
{
	bool wide = ii->type == ISA_TY_B64, sgn = ii->type == ISA_TY_I32;
	uint64_t mask = wide ? ~(uint64_t)0 : 0xffffffffu;
	uint64_t a = wide && ii->aux != ISA_SALU_SRCS_32 ?
	    exec_scalar64(w, &insn->src[0]) : exec_scalar32(w, &insn->src[0]);
	uint64_t b = wide && ii->aux == 0 ? exec_scalar64(w, &insn->src[1]) :
	    exec_scalar32(w, &insn->src[1]);
	uint64_t prev = wide ? exec_scalar64(w, &insn->dst) :
	    exec_scalar32(w, &insn->dst);
	int64_t sa = (int32_t)(uint32_t)a, sb = (int32_t)(uint32_t)b;
	unsigned sh = (unsigned)b & (wide ? 63u : 31u);
	bool scc = w->scc;
	uint64_t r;

	switch (ii->sem) {
	case SEM_S_ADD_U32:
	case SEM_S_ADDC_U32:
		r = a + b + (ii->sem == SEM_S_ADDC_U32 && w->scc);
		scc = r >> 32 != 0;
		break;
	case SEM_S_SUB_U32:
	case SEM_S_SUBB_U32: {
		uint64_t in = ii->sem == SEM_S_SUBB_U32 && w->scc;

		r = a - b - in;
		scc = b + in > a; /* a borrow out of bit 31 */
		break;
	}
	case SEM_S_ADD_I32:
	case SEM_S_SUB_I32: {
		int64_t x = ii->sem == SEM_S_ADD_I32 ? sa + sb : sa - sb;

		r = (uint64_t)x;
		scc = x != (int32_t)(uint32_t)r; /* signed overflow */
		break;
	}
	case SEM_S_MIN:
	case SEM_S_MAX: {
		bool lt = sgn ? sa < sb : a < b, gt = sgn ? sa > sb : a > b;

		scc = ii->sem == SEM_S_MIN ? lt : gt;
		r = scc ? a : b;
		break;
	}
	case SEM_S_CSELECT:
		r = w->scc ? a : b;
		break;
	case SEM_S_NAND:
		r = ~(a & b);
		break;
	case SEM_S_NOR:
		r = ~(a | b);
		break;
	case SEM_S_XNOR:
		r = ~(a ^ b);
		break;
	case SEM_S_LSHL:
		r = a << sh;
		break;
	case SEM_S_LSHR:
		r = a >> sh;
		break;
	case SEM_S_ASHR:
		r = wide ? (uint64_t)((int64_t)a >> sh) :
		    (uint64_t)(int64_t)((int32_t)(uint32_t)a >> sh);
		break;
	case SEM_S_BFM: {
		unsigned n = (unsigned)a & (wide ? 63u : 31u);

		r = (((uint64_t)1 << n) - 1) << sh;
		break;
	}
	case SEM_S_MUL_I32:
		r = (uint64_t)(sa * sb);
		break;
	case SEM_S_MUL_HI_U:
		r = (a * b) >> 32;
		break;
	case SEM_S_MUL_HI_I:
		r = (uint64_t)((sa * sb) >> 32);
		break;
	case SEM_S_BFE_U:
	case SEM_S_BFE_I:
		r = bit_field(a, (uint32_t)b, wide, ii->sem == SEM_S_BFE_I);
		break;
	case SEM_S_ABSDIFF: {
		/* in 32 bits, as the ISA's pseudocode: the difference wraps
		 * before its sign is taken */
		uint32_t d = (uint32_t)a - (uint32_t)b;

		r = (int32_t)d < 0 ? 0u - d : d;
		break;
	}
	case SEM_S_LSHL_ADD:
		r = (a << ii->aux) + b;
		scc = r >> 32 != 0;
		break;
	default: /* SEM_S_PACK: 16-bit halves of s0 and s1 */
		r = (ii->aux >= 2 ? a >> 16 : a) & 0xffff;
		r |= ((ii->aux == 1 || ii->aux == 2 ? b >> 16 : b) & 0xffff)
		    << 16;
		break;
	}
	r &= mask;
	if (exec_salu_writes_scc(ii->sem) && ii->sem != SEM_S_ADD_U32 &&
	    ii->sem != SEM_S_ADDC_U32 && ii->sem != SEM_S_SUB_U32 &&
	    ii->sem != SEM_S_SUBB_U32 && ii->sem != SEM_S_ADD_I32 &&
	    ii->sem != SEM_S_SUB_I32 && ii->sem != SEM_S_MIN &&
	    ii->sem != SEM_S_MAX && ii->sem != SEM_S_LSHL_ADD)
		scc = r != 0;
	if (wide)
		exec_write_scalar64(w, &insn->dst, r);
	else
		exec_write_scalar32(w, &insn->dst, (uint32_t)r);
	w->scc = scc;
	if (rec != NULL) {
		rec->scalar_old = (uint32_t)prev;
		rec->scalar_new = (uint32_t)r;
	}
	return EXEC_OK;
}

/* The lowest set bit of v (nonzero). */
static unsigned
low_bit(uint64_t v)
{
	unsigned n = 0;

	while (!(v >> n & 1))
		n++;
	return n;
}

/* SOP1 operations of SEM_S_OP1 rows (GCN3 ISA 5.3; RDNA3 ISA 16.3 for
 * the gfx11 names). s_cmov and s_bitset* read d as well. */
static enum exec_status
s1_step(struct wave *w, const struct insn *insn, const struct isa_info *ii,
    struct step *rec)
{
	bool wide = ii->type == ISA_TY_B64;
	unsigned op = ii->aux, bits = wide ? 64 : 32;
	bool dwide = wide && !isa_s1_dst32(op);
	uint64_t mask = wide ? ~(uint64_t)0 : 0xffffffffu;
	uint64_t a = wide && !isa_s1_src32(op) ?
	    exec_scalar64(w, &insn->src[0]) : exec_scalar32(w, &insn->src[0]);
	uint64_t prev = dwide ? exec_scalar64(w, &insn->dst) :
	    exec_scalar32(w, &insn->dst);
	uint64_t r = 0, sign;
	unsigned k;

	switch (op) {
	case S1_CMOV:
		r = w->scc ? a : prev;
		break;
	case S1_WQM:
	case S1_QUADMASK:
		for (k = 0; k < bits / 4; k++)
			if (a >> (4 * k) & 0xf)
				r |= op == S1_WQM ? (uint64_t)0xf << (4 * k) :
				    (uint64_t)1 << k;
		break;
	case S1_BREV:
		for (k = 0; k < bits; k++)
			if (a >> k & 1)
				r |= (uint64_t)1 << (bits - 1 - k);
		break;
	case S1_BCNT0:
	case S1_BCNT1:
		for (k = 0; k < bits; k++)
			r += (a >> k & 1) == (op == S1_BCNT1);
		break;
	case S1_FF0:
	case S1_FF1: {
		uint64_t v = (op == S1_FF0 ? ~a : a) & mask;

		r = v == 0 ? 0xffffffffu : low_bit(v);
		break;
	}
	case S1_FLBIT:
	case S1_FLBIT_I:
		/* the signed form counts from the first bit unlike the sign
		 * bit; 0 and -1 have none (GCN3 ISA, S_FLBIT_I32) */
		sign = op == S1_FLBIT_I && (a >> (bits - 1) & 1) ? mask : 0;
		r = 0xffffffffu;
		for (k = 0; k < bits; k++)
			if ((a >> (bits - 1 - k) & 1) != (sign & 1)) {
				r = k;
				break;
			}
		break;
	case S1_SEXT8:
		r = (uint64_t)(int64_t)(int8_t)(uint8_t)a;
		break;
	case S1_SEXT16:
		r = (uint64_t)(int64_t)(int16_t)(uint16_t)a;
		break;
	case S1_BITSET0:
		r = prev & ~((uint64_t)1 << (a & (bits - 1)));
		break;
	case S1_BITSET1:
		r = prev | (uint64_t)1 << (a & (bits - 1));
		break;
	case S1_ABS:
		/* in 32 bits: -(-2^31) wraps to itself */
		r = (int32_t)(uint32_t)a < 0 ? 0u - (uint32_t)a : a;
		break;
	default: /* S1_BITREPLICATE */
		for (k = 0; k < 32; k++)
			if (a >> k & 1)
				r |= (uint64_t)3 << (2 * k);
		break;
	}
	r &= dwide ? ~(uint64_t)0 : 0xffffffffu;
	if (dwide)
		exec_write_scalar64(w, &insn->dst, r);
	else
		exec_write_scalar32(w, &insn->dst, (uint32_t)r);
	if (isa_s1_writes_scc(op))
		w->scc = r != 0;
	if (rec != NULL) {
		rec->scalar_old = (uint32_t)prev;
		rec->scalar_new = (uint32_t)r;
	}
	return EXEC_OK;
}

/* The saveexec family beyond and/or (Vega ISA 12.3 SOP1; gfx11's not0 is
 * the old n1, not1 the old n2): d = EXEC before (after for wrexec), EXEC
 * = s0 op EXEC, SCC = EXEC != 0. The _b32 forms change EXEC's low half. */
static enum exec_status
saveexec_step(struct wave *w, const struct insn *insn,
    const struct isa_info *ii, struct step *rec)
{
	bool wide = ii->type == ISA_TY_B64;
	uint64_t mask = wide ? ~(uint64_t)0 : 0xffffffffu;
	uint64_t a = wide ? exec_scalar64(w, &insn->src[0]) :
	    exec_scalar32(w, &insn->src[0]);
	uint64_t ex = w->exec & mask, nx;
	uint64_t prev = wide ? exec_scalar64(w, &insn->dst) :
	    exec_scalar32(w, &insn->dst);

	switch (ii->aux & ~ISA_SX_WR) {
	case SX_XOR: nx = a ^ ex; break;
	case SX_ANDN2: nx = a & ~ex; break;
	case SX_ORN2: nx = a | ~ex; break;
	case SX_NAND: nx = ~(a & ex); break;
	case SX_NOR: nx = ~(a | ex); break;
	case SX_XNOR: nx = ~(a ^ ex); break;
	case SX_ANDN1: nx = ~a & ex; break;
	default: nx = ~a | ex; break; /* SX_ORN1 */
	}
	/* lanes past the wave's size stay off, as wave_reset leaves them */
	nx &= mask & wave_all_lanes(w->size);
	w->exec = (w->exec & ~mask) | nx;
	if (wide)
		exec_write_scalar64(w, &insn->dst, ii->aux & ISA_SX_WR ? nx : ex);
	else
		exec_write_scalar32(w, &insn->dst,
		    (uint32_t)(ii->aux & ISA_SX_WR ? nx : ex));
	w->scc = nx != 0;
	if (rec != NULL) {
		rec->scalar_old = (uint32_t)prev;
		rec->scalar_new = (uint32_t)(ii->aux & ISA_SX_WR ? nx : ex);
	}
	return EXEC_OK;
}

/* Where an SMEM row's access starts (GCN3 ISA 7.1, GCN5 ISA 7, RDNA3
 * ISA 5.2): s[base:base+1] + offset + soffset, or for s_buffer_* the
 * buffer resource's base (V# dword0, dword1[15:0]) with the 32-bit
 * offset in *boff and num_records (dword2) in *nrec, or for s_scratch_*
 * the 32-bit offset in the wave's scalar scratch, which lanescope keeps
 * at memory_scratch_addr(64, offset), next to the lanes' private memory
 * (mem.scratch). Returns the base; *boff is the offset to add. */
static uint64_t
smem_base(const struct wave *w, const struct insn *insn,
    const struct isa_info *ii, uint64_t *boff, uint64_t *nrec)
{
	const struct operand *sb = &insn->src[0];
	uint64_t base = w->sgpr[sb->reg] | (uint64_t)w->sgpr[sb->reg + 1] << 32;
	uint64_t off = (uint64_t)(int64_t)insn->mem_offset;

	*nrec = ~(uint64_t)0;
	if (insn->src[1].kind != OPND_NONE)
		off += exec_scalar32(w, &insn->src[1]);
	if (ii->aux & ISA_SMEM_BUFFER) {
		base &= 0xffffffffffffull;
		*nrec = w->sgpr[sb->reg + 2];
		off &= 0xffffffffu;
	} else if (ii->aux & ISA_SMEM_SCRATCH) {
		off = (uint32_t)(base + off);
		base = memory_scratch_addr(64, 0);
	}
	*boff = off;
	return base;
}

/* Checks the registers of an SMEM row: a base of SGPRs and nd SGPRs of
 * sdata. 0, or -1 with the diagnostic. */
static int
smem_regs_ok(const struct wave *w, const struct insn *insn,
    const struct isa_info *ii, unsigned nd, struct diag *diag)
{
	const struct operand *sb = &insn->src[0];

	if (w->mem == NULL) {
		diag_set(diag, DIAG_ERROR, DIAG_EXEC, insn->col, 0,
		    "%s needs the session's memory", ii->name);
		return -1;
	}
	if (sb->kind != OPND_SGPR || insn->dst.kind != OPND_SGPR ||
	    sb->reg + sb->count > WAVE_NUM_SGPRS ||
	    insn->dst.reg + nd > WAVE_NUM_SGPRS) {
		diag_set(diag, DIAG_ERROR, DIAG_EXEC, sb->col, 0,
		    "%s takes its base and data from SGPRs s0..s%u",
		    ii->name, WAVE_NUM_SGPRS - 1);
		return -1;
	}
	return 0;
}

static uint32_t
le32_of(const uint8_t *b)
{
	return (uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 |
	    (uint32_t)b[3] << 24;
}

/* The request record of a scalar access of bytes bytes at a: one
 * wave-wide request and the 64-byte lines it covers, for --json's memory
 * list (branch sop16c). */
static void
smem_record(struct step *rec, unsigned sem, uint64_t a, unsigned bytes)
{
	struct mem_step *m = &rec->mem;

	m->op_sem = (uint8_t)sem;
	m->bytes_per_lane = (uint8_t)bytes;
	m->addr[0] = a;
	for (uint64_t l = a & ~(uint64_t)63; l < a + bytes &&
	    m->nlines < 2; l += 64)
		m->line[m->nlines++] = l;
	m->requests = m->nlines;
}

/* s_load, s_buffer_load and s_scratch_load: dwords from the address
 * smem_base gives, the low two bits dropped as the hardware does; a
 * buffer dword at or past num_records bytes reads 0. gfx12's s_load_u8,
 * _i8, _u16, _i16 (RDNA4 ISA 5.2) read one byte or 16 bits (the low bit
 * dropped) and extend them into one SGPR. */
static enum exec_status
smem_step(struct wave *w, const struct insn *insn, const struct isa_info *ii,
    struct step *rec, struct diag *diag)
{
	unsigned nd = isa_smem_sdata(ii->sem, ii->aux), k;
	uint64_t base, off, nrec;
	uint32_t v[16] = { 0 }, prev;

	if (smem_regs_ok(w, insn, ii, nd, diag) != 0)
		return EXEC_ERROR;
	prev = exec_scalar32(w, &insn->dst);
	base = smem_base(w, insn, ii, &off, &nrec);
	if (ii->aux & ISA_SMEM_SUB) {
		unsigned nb = ii->aux & 3u;
		uint64_t o = off & ~(uint64_t)(nb - 1);
		uint8_t b[2] = { 0, 0 };

		if (o < nrec)
			memory_read(w->mem, base + o, b, nb);
		v[0] = nb == 1 ? (ii->type == ISA_TY_I32 ?
		    (uint32_t)(int32_t)(int8_t)b[0] : b[0]) :
		    (ii->type == ISA_TY_I32 ? (uint32_t)(int32_t)(int16_t)
		    (uint16_t)(b[0] | b[1] << 8) : (uint32_t)(b[0] | b[1] << 8));
		off = o;
	} else {
		for (k = 0; k < nd; k++) {
			uint64_t o = ((off & ~(uint64_t)3) + 4u * k);
			uint8_t b[4] = { 0 };

			if (o < nrec)
				memory_read(w->mem, (base + o) & ~(uint64_t)3,
				    b, 4);
			v[k] = le32_of(b);
		}
		off &= ~(uint64_t)3;
	}
	for (k = 0; k < nd; k++) {
		struct operand o = insn->dst;

		o.reg = (uint16_t)(insn->dst.reg + k);
		o.count = 1;
		exec_write_scalar32(w, &o, v[k]);
	}
	if (rec != NULL) {
		rec->scalar_old = prev;
		rec->scalar_new = v[0];
		smem_record(rec, SEM_S_LOAD, base + off, ii->aux & ISA_SMEM_SUB ?
		    ii->aux & 3u : 4 * nd);
	}
	return EXEC_OK;
}

bool
exec_smem_write_range(const struct wave *w, const struct insn *insn,
    uint64_t *addr, uint32_t *len)
{
	const struct isa_info *ii = isa_get((enum isa_id)insn->id);
	unsigned nd = isa_smem_sdata(ii->sem, ii->aux);
	uint64_t base, off, nrec, n;

	if ((ii->sem != SEM_S_STORE && ii->sem != SEM_S_ATOMIC) ||
	    w->mem == NULL || insn->src[0].kind != OPND_SGPR ||
	    insn->src[0].reg + 2u > WAVE_NUM_SGPRS)
		return false;
	base = smem_base(w, insn, ii, &off, &nrec);
	off &= ~(uint64_t)3;
	n = ii->sem == SEM_S_ATOMIC ? 4u * (ii->aux & 3u) : 4u * nd;
	/* a buffer access past num_records is dropped (in whole dwords) */
	if (off >= nrec)
		return false;
	if (nrec - off < n)
		n = (nrec - off + 3) & ~(uint64_t)3;
	*addr = base + off;
	*len = (uint32_t)n;
	return true;
}

/* s_store, s_buffer_store, s_scratch_store (GCN5 ISA 7: sdata to the
 * address s_load would read, a buffer dword at or past num_records
 * dropped), and s_atomic_*, s_buffer_atomic_* (one read-modify-write of
 * 32 or 64 bits with the vector atomics' operations, atomic.c; glc
 * returns the value before it into sdata; cmpswap's sdata is {src, cmp};
 * outside a buffer's range nothing changes and 0 comes back). */
static enum exec_status
smem_store_step(struct wave *w, const struct insn *insn,
    const struct isa_info *ii, struct step *rec, struct diag *diag)
{
	unsigned nd = isa_smem_sdata(ii->sem, ii->aux), k;
	uint64_t base, off, nrec, a;
	uint32_t prev, d[4] = { 0 };
	uint8_t b[16];

	if (smem_regs_ok(w, insn, ii, nd, diag) != 0)
		return EXEC_ERROR;
	prev = exec_scalar32(w, &insn->dst);
	base = smem_base(w, insn, ii, &off, &nrec);
	off &= ~(uint64_t)3;
	a = base + off;
	for (k = 0; k < nd; k++)
		d[k] = w->sgpr[insn->dst.reg + k];
	if (ii->sem == SEM_S_STORE) {
		unsigned n = 0;

		for (k = 0; k < nd && off + 4u * k < nrec; k++, n += 4) {
			b[4 * k] = (uint8_t)d[k];
			b[4 * k + 1] = (uint8_t)(d[k] >> 8);
			b[4 * k + 2] = (uint8_t)(d[k] >> 16);
			b[4 * k + 3] = (uint8_t)(d[k] >> 24);
		}
		/* reserved first: a store is never left half done */
		if (n && memory_reserve(w->mem, a, n) != 0)
			goto oom;
		if (n)
			(void)memory_write(w->mem, a, b, n);
	} else {
		unsigned dw = ii->aux & 3u, nb = 4 * dw;
		uint64_t old = 0, src, cmp = 0, nv;
		enum atomic_op op = atomic_lookup(isa_smem_atomic_op(ii->aux),
		    ii->type);

		src = d[0] | (dw == 2 ? (uint64_t)d[1] << 32 : 0);
		if (nd > dw)
			cmp = d[dw] | (dw == 2 ? (uint64_t)d[dw + 1] << 32 : 0);
		if (off < nrec) {
			if (memory_reserve(w->mem, a, nb) != 0)
				goto oom;
			memory_read(w->mem, a, b, nb);
			old = le32_of(b) | (dw == 2 ? (uint64_t)le32_of(b + 4) <<
			    32 : 0);
			nv = atomic_apply(op, nb, old, src, cmp);
			for (k = 0; k < nb; k++)
				b[k] = (uint8_t)(nv >> 8 * k);
			(void)memory_write(w->mem, a, b, nb);
		}
		if (insn->glc)
			for (k = 0; k < dw; k++) {
				struct operand o = insn->dst;

				o.reg = (uint16_t)(insn->dst.reg + k);
				o.count = 1;
				exec_write_scalar32(w, &o,
				    (uint32_t)(old >> 32 * k));
			}
	}
	if (rec != NULL) {
		rec->scalar_old = prev;
		rec->scalar_new = exec_scalar32(w, &insn->dst);
		smem_record(rec, ii->sem, a, ii->sem == SEM_S_ATOMIC ?
		    4u * (ii->aux & 3u) : 4u * nd);
	}
	return EXEC_OK;
oom:
	diag_set(diag, DIAG_ERROR, DIAG_EXEC, insn->col, 0,
	    "%s: out of memory (or over the %u-page limit of the sparse "
	    "memory)", ii->name, MEMORY_MAX_PAGES);
	return EXEC_ERROR;
}

/* s_getpc_b64, s_swappc_b64, s_call_b64: d = the address of the next
 * instruction, PC + 4 (GCN3 ISA 5.3, RDNA3 ISA 16.3; s_call_b64 is one
 * dword too, Vega ISA 4.2); the jump itself is the
 * session's (session_flow.c): s_setpc_b64 changes no register. */
static enum exec_status
pc_step(struct wave *w, const struct insn *insn, const struct isa_info *ii,
    struct step *rec)
{
	uint64_t prev, r = w->pc + 4;

	if (!(ii->aux & ISA_PC_GET))
		return EXEC_OK;
	prev = exec_scalar64(w, &insn->dst);
	exec_write_scalar64(w, &insn->dst, r);
	if (rec != NULL) {
		rec->scalar_old = (uint32_t)prev;
		rec->scalar_new = (uint32_t)r;
	}
	return EXEC_OK;
}

uint64_t
exec_pc_target(const struct wave *w, const struct insn *insn)
{
	return exec_scalar64(w, &insn->src[0]);
}

/* IEEE 754-2019 minimum/maximum of two f32 (RDNA4 ISA, S_MINIMUM_F32):
 * a NaN operand gives a quiet NaN (the first one), -0 is below +0. */
uint32_t
exec_salu_minimum32(uint32_t a, uint32_t b, bool max)
{
	if (fp32_isnan(a))
		return a | 0x00400000u;
	if (fp32_isnan(b))
		return b | 0x00400000u;
	if (((a | b) & 0x7fffffffu) == 0 && a != b)
		return max ? 0 : 0x80000000u; /* +0 and -0 */
	return (max ? fp32_f(a) >= fp32_f(b) : fp32_f(a) <= fp32_f(b)) ?
	    a : b;
}

/* ---- gfx12 SALU f16 (branch s5-16float) ---- */
/* Source o of an f16 row: a float inline constant that the assembler
 * kept as an f32 pattern (isa_sf16_wide_consts) reads as the same
 * constant in f16, as the hardware makes an inline constant in the
 * operand's format; the f32-to-f16 conversion is exact for all nine
 * (1/(2*pi) gives 0x3118). Anything else reads its 32 bits. */
static uint32_t
f16_source(const struct wave *w, const struct isa_info *ii,
    const struct operand *o)
{
	uint32_t v = exec_scalar32(w, o);

	if (isa_sf16_wide_consts(ii->family, ii->type == ISA_TY_F16) &&
	    o->kind == OPND_CONST && o->field >= 240 && o->field <= 248)
		return fp16_from_fp32(v);
	return v;
}

/* One VALU operation on the scalar a, b (lane slot 0), so the SALU
 * rounds and converts as the VALU does: exec_vx2.c's 16-bit rows (half
 * true) or exec_vx.c's. */
static uint32_t
vx_scalar(unsigned op, const struct semantics *sem, uint32_t a, uint32_t b,
    bool half)
{
	uint32_t la[WAVE_MAX_LANES] = { a }, lb[WAVE_MAX_LANES] = { b };
	uint32_t zero[WAVE_MAX_LANES] = { 0 }, out[WAVE_MAX_LANES];

	if (half)
		exec_vx2_16bit(op, la, lb, zero, out);
	else
		exec_vx_compute(op, sem, la, lb, zero, out);
	return out[0];
}

/* An f16 SALU row, or a conversion to or from f16 (RDNA4 ISA, SOP1 and
 * SOP2 f16 opcodes): the operands are s0[15:0], s1[15:0] and, for fmac,
 * d[15:0]; an f16 result's high 16 bits are 0, as lanescope's VALU f16
 * results (the guide writes D0.f16 only: :semantics salu.f16). */
static uint32_t
sfloat16(unsigned op, uint32_t a, uint32_t b, uint32_t prev,
    const struct semantics *sem)
{
	static const uint16_t vx[] = { [SF_CEIL] = VX_CEIL_F16,
		[SF_FLOOR] = VX_FLOOR_F16, [SF_TRUNC] = VX_TRUNC_F16,
		[SF_RNDNE] = VX_RNDNE_F16 };
	uint32_t lo = a & 0xffffu, blo = b & 0xffffu;

	switch (op) {
	case SF_ADD: return fp16_add((uint16_t)lo, (uint16_t)blo);
	case SF_SUB: return fp16_sub((uint16_t)lo, (uint16_t)blo);
	/* an f16 product is exact before its one rounding: fma with -0 */
	case SF_MUL: return exec_vx2_fma16(lo, blo, 0x8000u) & 0xffffu;
	case SF_FMAC: return exec_vx2_fma16(lo, blo, prev & 0xffffu) & 0xffffu;
	case SF_MIN_NUM: return exec_vx2_minmax16(lo, blo, false) & 0xffffu;
	case SF_MAX_NUM: return exec_vx2_minmax16(lo, blo, true) & 0xffffu;
	case SF_MINIMUM: return exec_vop3p_minimum16(lo, blo, false);
	case SF_MAXIMUM: return exec_vop3p_minimum16(lo, blo, true);
	case SF_CVT_F16_F32:
		return vx_scalar(VX_CVT_F16_F32, sem, a, 0, false) & 0xffffu;
	case SF_CVT_F32_F16: return fp16_to_fp32((uint16_t)lo);
	case SF_CVT_HI_F32_F16: return fp16_to_fp32((uint16_t)(a >> 16));
	case SF_CVT_PK_RTZ_F16_F32:
		return vx_scalar(VX_CVT_PKRTZ_F16_F32, sem, a, b, true);
	default:
		return vx_scalar(vx[op], sem, lo, 0, true) & 0xffffu;
	}
}

/* gfx12's SALU float (RDNA4 ISA 16.1, 16.3): the f32 rules of the VALU
 * (fp.h; the rounding ones through exec_vx_compute, one lane slot used),
 * SCC kept. */
static enum exec_status
sfloat_step(struct wave *w, const struct insn *insn,
    const struct isa_info *ii, const struct semantics *sem,
    struct step *rec)
{
	static const uint8_t vx[] = { [SF_CEIL] = VX_CEIL_F32,
		[SF_FLOOR] = VX_FLOOR_F32, [SF_TRUNC] = VX_TRUNC_F32,
		[SF_RNDNE] = VX_RNDNE_F32 };
	uint32_t a = exec_scalar32(w, &insn->src[0]);
	uint32_t b = ii->family == ISA_SOP2 ?
	    exec_scalar32(w, &insn->src[1]) : 0;
	uint32_t prev = exec_scalar32(w, &insn->dst), r;

	if (ii->type == ISA_TY_F16 || ii->aux >= SF_CVT_F16_F32)
		r = sfloat16(ii->aux, f16_source(w, ii, &insn->src[0]),
		    ii->family == ISA_SOP2 ?
		    f16_source(w, ii, &insn->src[1]) : 0, prev, sem);
	else switch (ii->aux) {
	case SF_ADD: r = fp32_add(a, b); break;
	case SF_SUB: r = fp32_sub(a, b); break;
	case SF_MUL: r = fp32_mul(a, b); break;
	case SF_FMAC: r = fp32_fma(a, b, prev); break;
	case SF_MIN_NUM: r = fp32_min(a, b); break;
	case SF_MAX_NUM: r = fp32_max(a, b); break;
	case SF_MINIMUM: r = exec_salu_minimum32(a, b, false); break;
	case SF_MAXIMUM: r = exec_salu_minimum32(a, b, true); break;
	case SF_CVT_F32_I32: r = fp32_from_i32((int32_t)a); break;
	case SF_CVT_F32_U32: r = fp32_from_u32(a); break;
	case SF_CVT_I32_F32: r = (uint32_t)fp32_to_i32(a); break;
	case SF_CVT_U32_F32: r = fp32_to_u32(a); break;
	default: {
		uint32_t la[WAVE_MAX_LANES] = { a }, zero[WAVE_MAX_LANES] = { 0 };
		uint32_t out[WAVE_MAX_LANES];

		exec_vx_compute(vx[ii->aux], sem, la, zero, zero, out);
		r = out[0];
		break;
	}
	}
	exec_write_scalar32(w, &insn->dst, r);
	if (rec != NULL) {
		rec->scalar_old = prev;
		rec->scalar_new = r;
	}
	return EXEC_OK;
}

/* s_set_gpr_idx_* (Vega ISA SOPC/SOPP/SOP1): the index M0[7:0], the
 * operand mask M0[15:12] and MODE.GPR_IDX_EN; M0's other bits are kept. */
static enum exec_status
gpr_idx_step(struct wave *w, const struct insn *insn,
    const struct isa_info *ii)
{
	uint32_t m0 = w->m0, mask = (uint32_t)(insn->simm16 & 0xfu) << 12;

	switch (ii->aux) {
	case ISA_GIDX_ON:
		m0 = (m0 & ~0xf0ffu) | (exec_scalar32(w, &insn->src[0]) &
		    0xffu) | mask;
		w->mode |= WAVE_MODE_GPR_IDX_EN;
		break;
	case ISA_GIDX_OFF:
		w->mode &= ~WAVE_MODE_GPR_IDX_EN;
		break;
	case ISA_GIDX_MODE:
		m0 = (m0 & ~0xf000u) | mask;
		break;
	default: /* ISA_GIDX_IDX */
		m0 = (m0 & ~0xffu) | (exec_scalar32(w, &insn->src[0]) & 0xffu);
		break;
	}
	w->m0 = m0;
	return EXEC_OK;
}

enum exec_status
exec_salu_step(struct wave *w, const struct insn *insn,
    const struct semantics *sem, struct step *rec, struct diag *diag)
{
	const struct isa_info *ii = &isa_table[insn->id];
	bool wide = ii->type == ISA_TY_B64;
	uint64_t a, b = 0, r, mask = wide ? ~(uint64_t)0 : 0xffffffffu;
	uint64_t prev;

	(void)sem;
	if (ii->sem == SEM_S_GPR_IDX)
		return gpr_idx_step(w, insn, ii);
	if (ii->family == ISA_SOPC)
		return sopc_step(w, insn, ii, rec);
	if (ii->sem == SEM_S_PC) /* before SOPK: s_call_b64 is one */
		return pc_step(w, insn, ii, rec);
	if (ii->family == ISA_SOPK)
		return sopk_step(w, insn, ii, rec, diag);
	if (insn->dst.kind == OPND_VGPR || insn->dst.kind == OPND_NONE ||
	    insn->dst.kind == OPND_CONST || insn->dst.kind == OPND_LITERAL) {
		diag_set(diag, DIAG_ERROR, DIAG_EXEC, insn->dst.col, 0,
		    "%s needs a scalar destination", ii->name);
		return EXEC_ERROR;
	}
	if (ii->sem == SEM_S_FLOAT && (ii->flags & ISA_F_VOP2_K))
		return exec_g12f_k_step(w, insn, rec);
	if (ii->sem == SEM_S_FLOAT && ii->family == ISA_VOP3)
		return exec_g12f_vs_step(w, insn, sem, rec);
	if (ii->sem == SEM_S_FLOAT)
		return sfloat_step(w, insn, ii, sem, rec);
	if (ii->sem >= SEM_S_ADD_U32 && ii->sem <= SEM_S_PACK)
		return sop2_step(w, insn, ii, rec);
	if (ii->sem == SEM_S_MOVREL)
		return movrel_step(w, insn, ii, rec, diag);
	if (ii->sem >= SEM_S_ADD_U64 && ii->sem <= SEM_S_MUL_U64)
		return u64_step(w, insn, ii, rec);
	if ((ii->flags & ISA_F_WAVE32_MASK) && w->size != 32) {
		diag_set(diag, DIAG_ERROR, DIAG_EXEC, insn->col, 0,
		    "%s is the wave32 form; a wave64 EXEC needs the _b64 one",
		    ii->name);
		return EXEC_ERROR;
	}
	if (ii->sem == SEM_S_LOAD)
		return smem_step(w, insn, ii, rec, diag);
	if (ii->sem == SEM_S_STORE || ii->sem == SEM_S_ATOMIC)
		return smem_store_step(w, insn, ii, rec, diag);
	if (ii->sem == SEM_S_OP1)
		return s1_step(w, insn, ii, rec);
	if (ii->sem == SEM_S_SAVEEXEC)
		return saveexec_step(w, insn, ii, rec);
	a = (wide ? exec_scalar64(w, &insn->src[0]) :
	    exec_scalar32(w, &insn->src[0])) & mask;
	if (ii->family == ISA_SOP2)
		b = (wide ? exec_scalar64(w, &insn->src[1]) :
		    exec_scalar32(w, &insn->src[1])) & mask;
	prev = wide ? exec_scalar64(w, &insn->dst) :
	    exec_scalar32(w, &insn->dst);

	switch (ii->sem) {
	case SEM_S_MOV:
		r = a;
		break;
	case SEM_S_NOT:
		r = ~a & mask;
		break;
	case SEM_S_AND:
		r = a & b;
		break;
	case SEM_S_OR:
		r = a | b;
		break;
	case SEM_S_XOR:
		r = a ^ b;
		break;
	case SEM_S_ANDN2:
		r = a & ~b & mask;
		break;
	case SEM_S_ORN2:
		r = (a | ~b) & mask;
		break;
	case SEM_S_AND_SAVEEXEC:
	case SEM_S_OR_SAVEEXEC: {
		/* d = old EXEC; EXEC = s0 op EXEC; SCC = EXEC != 0 (ISA3) */
		uint64_t ex = w->exec & mask;
		uint64_t nx = ii->sem == SEM_S_AND_SAVEEXEC ? a & ex : a | ex;
		if (wide)
			exec_write_scalar64(w, &insn->dst, ex);
		else
			exec_write_scalar32(w, &insn->dst, (uint32_t)ex);
		w->exec = ((w->exec & ~mask) | nx) & wave_all_lanes(w->size);
		w->scc = nx != 0;
		if (rec != NULL) {
			rec->scalar_old = (uint32_t)prev;
			rec->scalar_new = (uint32_t)ex;
		}
		return EXEC_OK;
	}
	default:
		diag_set(diag, DIAG_ERROR, DIAG_EXEC, insn->col, 0,
		    "%s is not modelled by lanescope (its execution)",
		    ii->name);
		return EXEC_ERROR;
	}
	if (wide)
		exec_write_scalar64(w, &insn->dst, r);
	else
		exec_write_scalar32(w, &insn->dst, (uint32_t)r);
	if (ii->sem != SEM_S_MOV)
		w->scc = r != 0;
	if (rec != NULL) {
		rec->scalar_old = (uint32_t)prev;
		rec->scalar_new = (uint32_t)r;
	}
	return EXEC_OK;
}
