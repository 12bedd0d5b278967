/* SPDX-License-Identifier: MIT */
/* Scalar ALU subset: moves, bitwise ops with SCC, and the saveexec forms
 * that change EXEC. Pure. */
#include "exec.h"

#include "exec_internal.h"

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

	if (ii->sem == SEM_S_CMP) {
		/* signed compares see the 32-bit patterns as int32 */
		int64_t sa = (int32_t)(uint32_t)a, sb = (int32_t)(uint32_t)b;
		bool sgn = ii->type == ISA_TY_I32;
		bool lt = sgn ? sa < sb : a < b, eq = a == b;

		switch (ii->aux) {
		case ISA_CC_EQ: r = eq; break;
		case ISA_CC_NE: r = !eq; break;
		case ISA_CC_LT: r = lt; break;
		case ISA_CC_LE: r = lt || eq; break;
		case ISA_CC_GT: r = !lt && !eq; break;
		default: r = !lt; break; /* ISA_CC_GE */
		}
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

enum exec_status
exec_salu_step(struct wave *w, const struct insn *insn,
    const struct semantics *sem, struct step *rec, struct diag *diag)
{
	const struct isa_info *ii = &isa_table[insn->id];
	bool wide = ii->type == ISA_TY_B64;
	uint64_t a, b = 0, r, mask = wide ? ~(uint64_t)0 : 0xffffffffu;
	uint64_t prev;

	(void)sem;
	if (ii->family == ISA_SOPC)
		return sopc_step(w, insn, ii, rec);
	if (insn->dst.kind == OPND_VGPR || insn->dst.kind == OPND_NONE ||
	    insn->dst.kind == OPND_CONST || insn->dst.kind == OPND_LITERAL) {
		diag_set(diag, DIAG_ERROR, DIAG_EXEC, insn->dst.col, 0,
		    "%s needs a scalar destination", ii->name);
		return EXEC_ERROR;
	}
	if ((ii->flags & ISA_F_WAVE32_MASK) && w->size != 32) {
		diag_set(diag, DIAG_ERROR, DIAG_EXEC, insn->col, 0,
		    "%s is the wave32 form; a wave64 EXEC needs the _b64 one",
		    ii->name);
		return EXEC_ERROR;
	}
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
		    "%s: not supported yet by the execution core", ii->name);
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
