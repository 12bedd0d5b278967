/* SPDX-License-Identifier: MIT */
/* Execution core dispatcher: wave reset, operand access shared by the
 * families, the register lists of an instruction and the common part of
 * the step record. No I/O, no globals. */
#include "exec.h"

#include <stddef.h>
#include <string.h>

#include "exec_internal.h"

void
wave_reset(struct wave *w, unsigned target, unsigned size)
{
	struct memory *mem = w->mem, *lds = w->lds;

	memset(w, 0, sizeof *w);
	w->mem = mem;
	w->lds = lds;
	w->target = (uint8_t)target;
	w->size = (uint8_t)(size == 32 ? 32 : 64);
	w->exec = wave_all_lanes(w->size);
	w->mode = WAVE_MODE_RESET;
}

void
wave_copy(struct wave *d, const struct wave *s)
{
	size_t head = offsetof(struct wave, vgpr), tail =
	    offsetof(struct wave, vgpr_used);
	unsigned n = s->target < ISA_TARGET_COUNT && isa_features(
	    (enum isa_target)s->target)->agprs ? WAVE_VGPR_SLOTS :
	    WAVE_NUM_VGPRS;

	memcpy(d, s, head);
	memcpy(d->vgpr, s->vgpr, n * sizeof s->vgpr[0]);
	memcpy((char *)d + tail, (const char *)s + tail,
	    sizeof *s - tail);
}

const char *
exec_reason_name(enum lane_reason r)
{
	static const char *const names[REASON_COUNT] = {
		[REASON_NONE] = "none",
		[REASON_MOVED] = "moved",
		[REASON_EXEC_OFF] = "exec_off",
		[REASON_ROW_MASKED] = "row_masked",
		[REASON_BANK_MASKED] = "bank_masked",
		[REASON_SRC_OUT_OF_RANGE_KEPT] = "src_out_of_range_kept",
		[REASON_SRC_OUT_OF_RANGE_ZERO] = "src_out_of_range_zero",
		[REASON_SRC_INACTIVE_KEPT] = "src_inactive_kept",
		[REASON_SRC_INACTIVE_ZERO] = "src_inactive_zero",
		[REASON_TMP_UNWRITTEN_ZERO] = "tmp_unwritten_zero",
		[REASON_SELF] = "self",
		[REASON_UNTOUCHED] = "untouched",
		[REASON_COMPUTED] = "computed",
	};
	return (unsigned)r < REASON_COUNT ? names[r] : "none";
}

/* ---- operands ---- */

uint32_t
exec_scalar32(const struct wave *w, const struct operand *o)
{
	switch (o->kind) {
	case OPND_SGPR:
		return o->reg < WAVE_NUM_SGPRS ? w->sgpr[o->reg] : 0;
	case OPND_TTMP:
		return o->reg < WAVE_NUM_TTMPS ?
		    w->sgpr[WAVE_TTMP_SLOT + o->reg] : 0;
	case OPND_FLAT_SCRATCH:
		return w->sgpr[WAVE_FLAT_SCRATCH_SLOT + (o->reg & 1)];
	case OPND_VCC:
	case OPND_VCC_LO:
		return (uint32_t)w->vcc;
	case OPND_VCC_HI:
		return (uint32_t)(w->vcc >> 32);
	case OPND_EXEC:
	case OPND_EXEC_LO:
		return (uint32_t)w->exec;
	case OPND_EXEC_HI:
		return (uint32_t)(w->exec >> 32);
	case OPND_M0:
		return w->m0;
	case OPND_SCC:
		return w->scc;
	case OPND_CONST:
	case OPND_LITERAL:
		return (uint32_t)o->value;
	case OPND_VGPR: /* only meaningful per lane; lane 0 as a scalar */
		return w->vgpr[o->reg & 255][0];
	default:
		return 0;
	}
}

uint64_t
exec_scalar64(const struct wave *w, const struct operand *o)
{
	switch (o->kind) {
	case OPND_SGPR:
		if (o->count >= 2 && o->reg + 1 < WAVE_NUM_SGPRS)
			return (uint64_t)w->sgpr[o->reg] |
			    (uint64_t)w->sgpr[o->reg + 1] << 32;
		return exec_scalar32(w, o);
	case OPND_TTMP:
		if (o->count >= 2 && o->reg + 1 < WAVE_NUM_TTMPS)
			return (uint64_t)w->sgpr[WAVE_TTMP_SLOT + o->reg] |
			    (uint64_t)w->sgpr[WAVE_TTMP_SLOT + o->reg + 1]
			    << 32;
		return exec_scalar32(w, o);
	case OPND_FLAT_SCRATCH:
		if (o->count >= 2)
			return (uint64_t)w->sgpr[WAVE_FLAT_SCRATCH_SLOT] |
			    (uint64_t)w->sgpr[WAVE_FLAT_SCRATCH_SLOT + 1] << 32;
		return exec_scalar32(w, o);
	case OPND_VCC:
		return o->count == 1 ? (uint32_t)w->vcc : w->vcc;
	case OPND_EXEC:
		return o->count == 1 ? (uint32_t)w->exec : w->exec;
	case OPND_CONST:
	case OPND_LITERAL:
		return o->value;
	default:
		return exec_scalar32(w, o);
	}
}

lanemask_t
exec_mask_operand(const struct wave *w, const struct operand *o)
{
	lanemask_t m;

	if (o->kind == OPND_NONE)
		m = w->vcc;
	else if (w->size == 32)
		m = exec_scalar32(w, o);
	else
		m = exec_scalar64(w, o);
	return m & wave_all_lanes(w->size);
}

void
exec_lanes(const struct wave *w, const struct operand *o, uint32_t *out)
{
	/* all 64 slots, also in wave32: the VALU loops have a fixed trip
	 * count so they vectorize */
	if (o->kind == OPND_VGPR) {
		memcpy(out, w->vgpr[o->reg & 255],
		    WAVE_MAX_LANES * sizeof *out);
	} else {
		uint32_t v = exec_scalar32(w, o);
		for (unsigned n = 0; n < WAVE_MAX_LANES; n++)
			out[n] = v;
	}
}

static void
set_sgpr(struct wave *w, unsigned r, uint32_t v)
{
	if (r >= WAVE_SGPR_SLOTS)
		return;
	w->sgpr[r] = v;
	w->sgpr_used[r >> 6] |= (uint64_t)1 << (r & 63);
}

void
exec_write_scalar32(struct wave *w, const struct operand *o, uint32_t v)
{
	lanemask_t all = wave_all_lanes(w->size);

	switch (o->kind) {
	case OPND_SGPR:
		if (o->reg < WAVE_NUM_SGPRS)
			set_sgpr(w, o->reg, v);
		break;
	case OPND_TTMP:
		if (o->reg < WAVE_NUM_TTMPS)
			set_sgpr(w, WAVE_TTMP_SLOT + o->reg, v);
		break;
	case OPND_FLAT_SCRATCH:
		set_sgpr(w, WAVE_FLAT_SCRATCH_SLOT + (o->reg & 1u), v);
		break;
	case OPND_VCC:
	case OPND_VCC_LO:
		w->vcc = (w->vcc & ~(lanemask_t)0xffffffffu) | v;
		break;
	case OPND_VCC_HI:
		w->vcc = (w->vcc & 0xffffffffu) | (lanemask_t)v << 32;
		break;
	case OPND_EXEC:
	case OPND_EXEC_LO:
		w->exec = ((w->exec & ~(lanemask_t)0xffffffffu) | v) & all;
		break;
	case OPND_EXEC_HI:
		w->exec = ((w->exec & 0xffffffffu) | (lanemask_t)v << 32) & all;
		break;
	case OPND_M0:
		w->m0 = v;
		break;
	case OPND_SCC:
		w->scc = v != 0;
		break;
	default: /* null, constants: the write goes nowhere */
		break;
	}
}

void
exec_write_scalar64(struct wave *w, const struct operand *o, uint64_t v)
{
	switch (o->kind) {
	case OPND_SGPR:
		if (o->reg < WAVE_NUM_SGPRS)
			set_sgpr(w, o->reg, (uint32_t)v);
		if (o->count >= 2 && o->reg + 1u < WAVE_NUM_SGPRS)
			set_sgpr(w, o->reg + 1u, (uint32_t)(v >> 32));
		break;
	case OPND_TTMP:
		if (o->reg < WAVE_NUM_TTMPS)
			set_sgpr(w, WAVE_TTMP_SLOT + o->reg, (uint32_t)v);
		if (o->count >= 2 && o->reg + 1u < WAVE_NUM_TTMPS)
			set_sgpr(w, WAVE_TTMP_SLOT + o->reg + 1u,
			    (uint32_t)(v >> 32));
		break;
	case OPND_FLAT_SCRATCH:
		set_sgpr(w, WAVE_FLAT_SCRATCH_SLOT + (o->reg & 1u),
		    (uint32_t)v);
		if (o->count >= 2)
			set_sgpr(w, WAVE_FLAT_SCRATCH_SLOT + 1u,
			    (uint32_t)(v >> 32));
		break;
	case OPND_VCC:
		if (o->count == 1)
			exec_write_scalar32(w, o, (uint32_t)v);
		else
			w->vcc = v;
		break;
	case OPND_EXEC:
		if (o->count == 1)
			exec_write_scalar32(w, o, (uint32_t)v);
		else
			w->exec = v & wave_all_lanes(w->size);
		break;
	default:
		exec_write_scalar32(w, o, (uint32_t)v);
		break;
	}
}

void
exec_write_mask(struct wave *w, const struct operand *o, lanemask_t m)
{
	m &= wave_all_lanes(w->size);
	if (o->kind == OPND_NONE)
		w->vcc = m;
	else if (w->size == 32 && o->count != 2 && o->kind != OPND_VCC &&
	    o->kind != OPND_EXEC)
		exec_write_scalar32(w, o, (uint32_t)m);
	else
		exec_write_scalar64(w, o, m);
}

bool
exec_insn_on_target(const struct insn *insn, unsigned target)
{
	return target < ISA_TARGET_COUNT &&
	    isa_table[insn->id].opcode[target] != ISA_NA;
}

void
exec_rec_values(struct step *rec, const uint32_t *old, const uint32_t *now,
    lanemask_t written, unsigned W)
{
	rec->written = written;
	rec->changed = 0;
	for (unsigned n = 0; n < W; n++) {
		struct lane_step *ls = &rec->lane[n];
		ls->old_value = old[n];
		ls->new_value = now[n];
		if (written & LANE(n)) {
			ls->flags |= LANE_WRITTEN;
			if (old[n] != now[n])
				rec->changed |= LANE(n);
		}
	}
}

void
exec_rec_exec_write(struct step *rec, const uint32_t *old,
    const uint32_t *now, lanemask_t exec, unsigned W)
{
	for (unsigned n = 0; n < W; n++)
		rec->lane[n].reason = (exec & LANE(n)) ? REASON_COMPUTED :
		    REASON_EXEC_OFF;
	exec_rec_values(rec, old, now, exec, W);
}

/* ---- register lists ---- */

/* A list being built: refs[0..max), n counted past max (the caller caps
 * it); y: the references go to a VOPD pair's Y half (role_y). */
struct reflist {
	struct reg_ref *refs;
	unsigned n, max;
	bool y;
};

/* Adds (kind, reg) with role, or gives a reference already listed the
 * role too: a register is listed once, with every role it has. */
static inline void
add_ref(struct reflist *l, unsigned kind, unsigned reg, unsigned count,
    unsigned role)
{
	struct reg_ref *r;

	for (unsigned i = 0; i < l->n && i < l->max; i++) {
		r = &l->refs[i];
		if (r->kind == kind && r->reg == reg) {
			*(l->y ? &r->role_y : &r->role) |= (uint8_t)role;
			return;
		}
	}
	if (l->n < l->max) {
		r = &l->refs[l->n];
		r->kind = (uint8_t)kind;
		r->reg = (uint16_t)reg;
		r->count = (uint8_t)(count ? count : 1);
		r->role = l->y ? 0 : (uint8_t)role;
		r->role_y = l->y ? (uint8_t)role : 0;
	}
	l->n++;
}

static void
add_opnd(struct reflist *l, const struct operand *o, unsigned role)
{
	switch (o->kind) {
	case OPND_VGPR:
	case OPND_SGPR:
	case OPND_VCC:
	case OPND_VCC_LO:
	case OPND_VCC_HI:
	case OPND_EXEC:
	case OPND_EXEC_LO:
	case OPND_EXEC_HI:
	case OPND_M0:
	case OPND_SCC:
		add_ref(l, o->kind, o->reg, o->count, role);
		break;
	case OPND_AGPR:
		/* listed as their vgpr[] slots (wave.h) */
		add_ref(l, OPND_VGPR, WAVE_AGPR_SLOT + o->reg, o->count,
		    role);
		break;
	case OPND_TTMP:
		/* listed as their sgpr[] slots (wave.h) */
		add_ref(l, OPND_SGPR, WAVE_TTMP_SLOT + o->reg, o->count,
		    role);
		break;
	case OPND_FLAT_SCRATCH:
		add_ref(l, OPND_SGPR, WAVE_FLAT_SCRATCH_SLOT + (o->reg & 1u),
		    o->count, role);
		break;
	default:
		break;
	}
}

static bool
is_memory_sem(unsigned sem)
{
	return sem == SEM_LOAD || sem == SEM_STORE || isa_sem_atomic(sem) ||
	    sem == SEM_IMAGE_LOAD || sem == SEM_IMAGE_STORE;
}

static bool
is_salu_sem(unsigned sem)
{
	return (sem >= SEM_S_MOV && sem <= SEM_S_OR_SAVEEXEC) ||
	    (sem >= SEM_S_CMP && sem < SEM_BRANCH) || sem == SEM_S_OP1 ||
	    sem == SEM_S_SAVEEXEC || sem == SEM_S_LOAD || sem == SEM_S_K ||
	    sem == SEM_S_STORE || sem == SEM_S_ATOMIC ||
	    sem == SEM_S_CMPK || sem == SEM_S_MOVREL ||
	    (sem >= SEM_S_ADD_U64 && sem <= SEM_S_MUL_U64) || sem == SEM_S_PC ||
	    sem == SEM_S_FLOAT || sem == SEM_S_GPR_IDX;
}

/* The mask destination of a compare or carry-out: vcc unless written. */
static const struct operand *
mask_dst(const struct insn *insn)
{
	static const struct operand vcc = { .kind = OPND_VCC, .count = 2 };
	return insn->sdst.kind == OPND_NONE ? &vcc : &insn->sdst;
}

unsigned
exec_writes(const struct insn *insn, const struct wave *w,
    struct reg_ref *refs, unsigned max)
{
	const struct isa_info *ii = &isa_table[insn->id];
	struct reflist l = { refs, 0, max, false };
	bool cmpx_exec_only = isa_features((enum isa_target)(w ? w->target :
	    insn->target))->cmpx_exec_only;

	if (is_memory_sem(ii->sem))
		return exec_memory_reg_writes(insn, w, refs, max);
	if (ISA_SEM_IS_LDS(ii->sem)) {
		/* the registers the row's shape says, whatever count the
		 * operand was given */
		struct isa_lds_shape sh;
		isa_lds_shape(ii, &sh);
		if (sh.dst_regs && exec_vector_kind(&insn->dst))
			add_ref(&l, OPND_VGPR, exec_vslot(&insn->dst, 0),
			    sh.dst_regs, REF_DATA);
		return l.n < max ? l.n : max;
	}
	switch (ii->sem) {
	case SEM_NOP:
	case SEM_ENDPGM:
	case SEM_WAITCNT:
	case SEM_WAIT:
	case SEM_BRANCH:
		break;
	case SEM_S_HINT:
		if (insn->id == S_BARRIER_SIGNAL_ISFIRST)
			add_ref(&l, OPND_SCC, 0, 1, REF_MASK);
		break;
	case SEM_S_STORE: /* writes memory only */
		break;
	case SEM_S_ATOMIC:
		/* the old value comes back only with glc */
		if (insn->glc && insn->dst.kind == OPND_SGPR)
			add_ref(&l, OPND_SGPR, insn->dst.reg, ii->aux & 3u,
			    REF_DATA);
		break;
	case SEM_S_MOVREL:
		/* the SGPRs M0 picks, when the wave is known (branch
		 * sop16c) */
		if (ii->aux != MR_S && w != NULL &&
		    insn->dst.kind == OPND_SGPR) {
			add_ref(&l, OPND_SGPR, (uint16_t)(insn->dst.reg +
			    exec_movrel_offset(ii, w->m0, false)),
			    insn->dst.count, REF_DATA);
			break;
		}
		add_opnd(&l, &insn->dst, REF_DATA);
		break;
	case SEM_V_MOVREL: {
		/* the VGPRs M0 picks, when the wave is known (as s_movrel
		 * does; branch s6-16int) */
		uint64_t d = insn->dst.reg, s = insn->src[0].reg;

		if (w != NULL)
			exec_vmovrel_regs(insn, w->m0, &d, &s);
		if (d < WAVE_NUM_VGPRS)
			add_ref(&l, OPND_VGPR, (unsigned)d, 1, REF_DATA);
		if (ii->aux == VMR_SWAP && s < WAVE_NUM_VGPRS) {
			l.y = true;
			add_ref(&l, OPND_VGPR, (unsigned)s, 1, REF_DATA);
			l.y = false;
		}
		break;
	}
	case SEM_V_SWAP:
		/* both registers: d gets s0 (the X role), s0 gets d (the
		 * second destination, role_y as a VOPD pair's Y half) */
		add_opnd(&l, &insn->dst, REF_DATA);
		l.y = true;
		add_opnd(&l, &insn->src[0], REF_DATA);
		l.y = false;
		break;
	case SEM_CMP:
		/* gfx10+ v_cmpx writes EXEC only (the sdst is gone) */
		if (!((ii->flags & ISA_F_WRITES_EXEC) && cmpx_exec_only))
			add_opnd(&l, mask_dst(insn), REF_MASK);
		if (ii->flags & ISA_F_WRITES_EXEC)
			add_ref(&l, OPND_EXEC, 0, 2, REF_MASK);
		break;
	case SEM_S_GPR_IDX:
		/* M0's index and mask fields; _off only MODE */
		if (ii->aux != ISA_GIDX_OFF)
			add_ref(&l, OPND_M0, 0, 1, REF_DATA);
		break;
	default:
		/* s_setreg writes MODE, never a register (branch s5-16ops),
		 * or on gfx10/11 a flat_scratch half */
		if (!(ii->sem == SEM_S_K && (ii->aux == SK_SETREG ||
		    ii->aux == SK_SETREG_IMM32)))
			add_opnd(&l, &insn->dst, REF_DATA);
		else if ((insn->simm16 & 63u) == ISA_HWREG_FLAT_SCR_LO ||
		    (insn->simm16 & 63u) == ISA_HWREG_FLAT_SCR_HI)
			add_ref(&l, OPND_FLAT_SCRATCH, (uint16_t)((insn->simm16 &
			    63u) - ISA_HWREG_FLAT_SCR_LO), 1, REF_DATA);
		if (ii->flags & ISA_F_CARRY_OUT)
			add_opnd(&l, mask_dst(insn), REF_MASK);
		if (ii->flags & ISA_F_WRITES_EXEC)
			add_ref(&l, OPND_EXEC, 0, 2, REF_MASK);
		if (is_salu_sem(ii->sem) && (ii->sem == SEM_S_OP1 ?
		    isa_s1_writes_scc(ii->aux) : ii->sem == SEM_S_K ?
		    isa_sk_writes_scc(ii->aux) : exec_salu_writes_scc(ii->sem)))
			add_ref(&l, OPND_SCC, 0, 1, REF_MASK);
		break;
	}
	if (insn->form == FORM_VOPD) {
		struct operand yd, ys[3];
		insn_vopd_y_operands(insn, &yd, ys);
		l.y = true;
		add_opnd(&l, &yd, REF_DATA);
	}
	return l.n < max ? l.n : max;
}

/* The role of source i (0..2) of an instruction whose sources are read
 * the usual way (not memory, LDS or s_movrel); REF_SRC0 marks src0 of the
 * VOP and SALU encodings (ds_swizzle, ds_(b)permute and s_load are DS and
 * SMEM). */
static unsigned
src_role(const struct insn *insn, const struct isa_info *ii, unsigned i)
{
	unsigned first = i == 0 ? REF_SRC0 : 0;

	switch (ii->sem) {
	case SEM_DS_PERMUTE:
	case SEM_DS_BPERMUTE:
		/* the address names a lane; the data moves (GCN3 ISA 12,
		 * ds_permute_b32) */
		return i == 0 ? REF_ADDR : REF_MOVED;
	case SEM_DS_SWIZZLE:
		return REF_MOVED;
	case SEM_READLANE:
	case SEM_READFIRSTLANE:
	case SEM_PERMLANE16:
	case SEM_PERMLANEX16:
	case SEM_PERMLANE64:
	case SEM_PERMLANE16_VAR:
	case SEM_PERMLANEX16_VAR:
		/* src0 is the VGPR read across lanes; the others select
		 * the lanes (RDNA ISA, v_permlane16_b32) */
		return i == 0 ? REF_MOVED | REF_SRC0 : REF_ADDR;
	case SEM_WRITELANE:
		return i == 0 ? REF_DATA | REF_SRC0 : REF_ADDR;
	case SEM_S_LOAD:
	case SEM_S_STORE:
	case SEM_S_ATOMIC:
		return REF_ADDR;
	default:
		break;
	}
	/* DPP: src0 is read from the lane the pattern names */
	if (i == 0 && (insn->form == FORM_DPP || insn->form == FORM_DPP8))
		return REF_MOVED | REF_SRC0;
	return REF_DATA | first;
}

unsigned
exec_reads(const struct insn *insn, const struct wave *w,
    struct reg_ref *refs, unsigned max)
{
	const struct isa_info *ii = &isa_table[insn->id];
	struct reflist l = { refs, 0, max, false };

	if (is_memory_sem(ii->sem))
		return exec_memory_reg_reads(insn, w, refs, max);
	if (ISA_SEM_IS_LDS(ii->sem)) {
		/* the row's shape says it all (and first: the hazard check
		 * asks this of every LDS line) */
		struct isa_lds_shape sh;

		isa_lds_shape(ii, &sh);
		if (sh.addr)
			add_opnd(&l, &insn->src[0], REF_ADDR);
		for (unsigned k = 0; k < sh.ndata; k++)
			if (exec_vector_kind(&insn->src[1 + k]))
				add_ref(&l, OPND_VGPR,
				    exec_vslot(&insn->src[1 + k], 0),
				    sh.data_regs, REF_DATA);
		/* addtid and append/consume address through M0; d16 loads
		 * keep the other half of the destination */
		if (ii->sem == SEM_DS_READ_ADDTID ||
		    ii->sem == SEM_DS_WRITE_ADDTID ||
		    ii->sem == SEM_DS_APPEND || ii->sem == SEM_DS_CONSUME)
			add_ref(&l, OPND_M0, 0, 1, REF_ADDR);
		if (ii->aux & (ISA_LDS_D16 | ISA_LDS_HI) &&
		    ii->sem == SEM_DS_READ)
			add_opnd(&l, &insn->dst, REF_OLD);
		return l.n < max ? l.n : max;
	}
	if (ii->sem == SEM_NOP || ii->sem == SEM_ENDPGM ||
	    ii->sem == SEM_WAITCNT || ii->sem == SEM_S_HINT ||
	    ii->sem == SEM_WAIT)
		return 0;
	if (ii->sem == SEM_BRANCH) {
		static const uint8_t reads[] = { [ISA_BR_SCC0] = OPND_SCC,
			[ISA_BR_SCC1] = OPND_SCC, [ISA_BR_VCCZ] = OPND_VCC,
			[ISA_BR_VCCNZ] = OPND_VCC, [ISA_BR_EXECZ] = OPND_EXEC,
			[ISA_BR_EXECNZ] = OPND_EXEC };
		if (ii->aux != ISA_BR_ALWAYS && ii->aux < sizeof reads)
			add_ref(&l, reads[ii->aux], 0,
			    reads[ii->aux] == OPND_SCC ? 1 : 2, REF_MASK);
		return l.n < max ? l.n : max;
	}
	/* s_movrel*: M0, and the SGPRs it picks (branch sop16c) */
	if (ii->sem == SEM_S_MOVREL) {
		add_ref(&l, OPND_M0, 0, 1, REF_ADDR);
		if (ii->aux != MR_D && w != NULL &&
		    insn->src[0].kind == OPND_SGPR)
			add_ref(&l, OPND_SGPR, (uint16_t)(insn->src[0].reg +
			    exec_movrel_offset(ii, w->m0, true)),
			    insn->src[0].count, REF_DATA | REF_SRC0);
		else
			add_opnd(&l, &insn->src[0], REF_DATA | REF_SRC0);
		return l.n < max ? l.n : max;
	}
	/* v_movrel*: M0, and the VGPRs it picks when the wave is known */
	if (ii->sem == SEM_V_MOVREL) {
		uint64_t d = insn->dst.reg, s = insn->src[0].reg;

		add_ref(&l, OPND_M0, 0, 1, REF_ADDR);
		if (w != NULL)
			exec_vmovrel_regs(insn, w->m0, &d, &s);
		if (insn->src[0].kind != OPND_VGPR)
			add_opnd(&l, &insn->src[0], REF_DATA | REF_SRC0);
		else if (s < WAVE_NUM_VGPRS)
			add_ref(&l, OPND_VGPR, (unsigned)s, 1,
			    REF_DATA | REF_SRC0);
		if (ii->aux == VMR_SWAP && d < WAVE_NUM_VGPRS) {
			l.y = true;
			add_ref(&l, OPND_VGPR, (unsigned)d, 1,
			    REF_DATA | REF_SRC0);
			l.y = false;
		}
		return l.n < max ? l.n : max;
	}
	/* v_swap_b32: d's new value is s0, s0's (role_y) is d's old */
	if (ii->sem == SEM_V_SWAP) {
		add_opnd(&l, &insn->src[0], REF_DATA | REF_SRC0);
		l.y = true;
		add_opnd(&l, &insn->dst, REF_DATA | REF_SRC0);
		l.y = false;
		return l.n < max ? l.n : max;
	}
	for (unsigned i = 0; i < 3; i++)
		add_opnd(&l, &insn->src[i], src_role(insn, ii, i));
	if (ii->flags & ISA_F_CARRY_IN) {
		if (insn->src[3].kind == OPND_NONE)
			add_ref(&l, OPND_VCC, 0, 2, REF_MASK);
		else
			add_opnd(&l, &insn->src[3], REF_MASK);
	}
	if (ii->flags & ISA_F_READS_DST)
		add_opnd(&l, &insn->dst, REF_OLD);
	/* scalar stores and atomics send sdata to memory */
	if (ii->sem == SEM_S_STORE || ii->sem == SEM_S_ATOMIC)
		add_opnd(&l, &insn->dst, REF_DATA);
	if (insn->form == FORM_VOPD && insn->vopd_y.id < ISA_ID_COUNT) {
		const struct isa_info *ry = &isa_table[insn->vopd_y.id];
		struct operand yd, ys[3];

		insn_vopd_y_operands(insn, &yd, ys);
		l.y = true;
		for (unsigned i = 0; i < 3; i++)
			add_opnd(&l, &ys[i], REF_DATA | (i == 0 ? REF_SRC0 :
			    0));
		if (ry->flags & ISA_F_CARRY_IN)
			add_ref(&l, OPND_VCC, 0, 2, REF_MASK);
		if (ry->flags & ISA_F_READS_DST)
			add_opnd(&l, &yd, REF_OLD);
		l.y = false;
	}
	/* v_div_fmas reads vcc without naming it (branch valu16b) */
	if (ii->sem == SEM_VX && (ii->aux == VX_DIV_FMAS_F32 ||
				  ii->aux == VX_DIV_FMAS_F64))
		add_ref(&l, OPND_VCC, 0, 2, REF_MASK);
	if (insn->form == FORM_SDWA && insn->dst_sel != SDWA_DWORD &&
	    insn->dst_unused == SDWA_UNUSED_PRESERVE)
		add_opnd(&l, &insn->dst, REF_OLD);
	if (ii->sem == SEM_WRITELANE)
		add_opnd(&l, &insn->dst, REF_KEPT); /* the other lanes */
	/* true16: the other half of d is kept, so the new d depends on it,
	 * as an SDWA preserve does */
	if (ii->flags & ISA_F_T16)
		add_opnd(&l, &insn->dst, REF_OLD);
	if (ii->sem == SEM_PERMLANE16 || ii->sem == SEM_PERMLANEX16 ||
	    ii->sem == SEM_PERMLANE64 || ii->sem == SEM_PERMLANE16_VAR ||
	    ii->sem == SEM_PERMLANEX16_VAR)
		/* a lane whose source lane is off keeps its value unless
		 * bound_ctrl (op_sel[1]) zeroes it (RDNA ISA, v_permlane16) */
		add_opnd(&l, &insn->dst, REF_KEPT);
	if (ii->sem == SEM_S_ADDC_U32 || ii->sem == SEM_S_SUBB_U32 ||
	    ii->sem == SEM_S_CSELECT)
		add_ref(&l, OPND_SCC, 0, 1, REF_MASK);
	/* s_cmov keeps d when scc is 0; s_bitset changes one bit of d */
	if (ii->sem == SEM_S_OP1 && ii->aux == S1_CMOV) {
		add_ref(&l, OPND_SCC, 0, 1, REF_MASK);
		add_opnd(&l, &insn->dst, REF_KEPT);
	}
	if (ii->sem == SEM_S_OP1 && (ii->aux == S1_BITSET0 ||
	    ii->aux == S1_BITSET1))
		add_opnd(&l, &insn->dst, REF_OLD);
	/* SOPK (branch sop16c): s_cmovk reads SCC, and keeps d when it is
	 * 0; s_addk and s_mulk compute from d */
	if (ii->sem == SEM_S_K && ii->aux == SK_CMOVK) {
		add_ref(&l, OPND_SCC, 0, 1, REF_MASK);
		add_opnd(&l, &insn->dst, REF_KEPT);
	}
	if (ii->sem == SEM_S_K && (ii->aux == SK_ADDK || ii->aux == SK_MULK))
		add_opnd(&l, &insn->dst, REF_OLD);
	/* gfx10/11 hwreg(FLAT_SCR_LO/HI): getreg reads the slot, setreg
	 * keeps the bits outside its field */
	if (ii->sem == SEM_S_K && ii->aux >= SK_GETREG &&
	    ((insn->simm16 & 63u) == ISA_HWREG_FLAT_SCR_LO ||
	    (insn->simm16 & 63u) == ISA_HWREG_FLAT_SCR_HI))
		add_ref(&l, OPND_FLAT_SCRATCH,
		    (uint16_t)((insn->simm16 & 63u) - ISA_HWREG_FLAT_SCR_LO), 1,
		    ii->aux == SK_GETREG ? REF_DATA : REF_OLD);
	/* readfirstlane: EXEC picks the lane; saveexec: EXEC is an
	 * operand */
	if (ii->sem == SEM_READFIRSTLANE)
		add_ref(&l, OPND_EXEC, 0, 2, REF_ADDR);
	if (ii->sem == SEM_S_AND_SAVEEXEC || ii->sem == SEM_S_OR_SAVEEXEC ||
	    ii->sem == SEM_S_SAVEEXEC)
		add_ref(&l, OPND_EXEC, 0, 2, REF_DATA);
	return l.n < max ? l.n : max;
}

const struct reg_ref *
exec_ref_find(const struct reg_ref *refs, unsigned n, unsigned kind,
    unsigned roles, bool y)
{
	for (unsigned i = 0; i < n; i++)
		if ((kind == OPND_NONE || refs[i].kind == kind) &&
		    ((y ? refs[i].role_y : refs[i].role) & roles))
			return &refs[i];
	return NULL;
}

/* Whether the VGPR ref r lies inside operand o. */
static bool
ref_in_opnd(const struct reg_ref *r, const struct operand *o)
{
	unsigned oc = o->count ? o->count : 1u, rc = r->count ? r->count : 1u;

	return o->kind == OPND_VGPR && r->reg >= o->reg &&
	    r->reg + rc <= o->reg + oc;
}

int
exec_gpr_index(const struct wave *w, const struct insn *insn,
    struct insn *out, struct diag *diag)
{
	const struct isa_info *ii = &isa_table[insn->id];
	struct reg_ref refs[STEP_MAX_REFS];
	unsigned idx = w->m0 & 0xffu, mask = (w->m0 >> 12) & 0xfu, n;
	struct operand *ops[4];
	bool valu = ii->family == ISA_VOP1 || ii->family == ISA_VOP2 ||
	    ii->family == ISA_VOP3 || ii->family == ISA_VOPC;
	const char *why = NULL;

	if (!(w->mode & WAVE_MODE_GPR_IDX_EN) ||
	    isa_features((enum isa_target)w->target)->enc > ISA_ENC_GFX9 ||
	    !exec_names_vgpr(insn))
		return 0;
	/* The guides say the index moves the VALU's src0/src1/src2/dst
	 * operand fields; for the rest they are silent, so those are
	 * refused rather than guessed. */
	if (!valu)
		why = "a vector instruction outside VOP1/VOP2/VOP3/VOPC";
	else if (insn->form == FORM_DPP || insn->form == FORM_DPP8 ||
	    insn->form == FORM_SDWA)
		why = "a DPP or SDWA form";
	else if (ii->sem == SEM_READLANE || ii->sem == SEM_WRITELANE ||
	    ii->sem == SEM_READFIRSTLANE || ii->sem == SEM_V_MOVREL ||
	    ii->sem == SEM_V_SWAP)
		why = "a lane or M0-indexed move";
	if (why == NULL) {
		n = exec_reads(insn, w, refs, STEP_MAX_REFS);
		for (unsigned i = 0; i < n && why == NULL; i++) {
			if (refs[i].kind != OPND_VGPR)
				continue;
			if ((refs[i].role & (REF_OLD | REF_KEPT)) ||
			    !(ref_in_opnd(&refs[i], &insn->src[0]) ||
			      ref_in_opnd(&refs[i], &insn->src[1]) ||
			      ref_in_opnd(&refs[i], &insn->src[2])))
				why = "an instruction that reads its "
				    "destination or a VGPR no source names";
		}
		n = exec_writes(insn, w, refs, STEP_MAX_REFS);
		for (unsigned i = 0; i < n && why == NULL; i++)
			if (refs[i].kind == OPND_VGPR &&
			    !ref_in_opnd(&refs[i], &insn->dst))
				why = "an instruction that writes a VGPR "
				    "besides its destination";
	}
	if (why != NULL) {
		diag_set(diag, DIAG_ERROR, DIAG_EXEC, insn->col, 0,
		    "%s while VGPR indexing is on (s_set_gpr_idx_on) is not "
		    "modelled by lanescope (%s: the guides do not say how "
		    "the index applies to it)", ii->name, why);
		return -1;
	}
	*out = *insn;
	ops[0] = &out->src[0];
	ops[1] = &out->src[1];
	ops[2] = &out->src[2];
	ops[3] = &out->dst;
	for (unsigned k = 0; k < 4; k++) {
		unsigned c;
		if (!(mask & (1u << k)) || ops[k]->kind == OPND_NONE)
			continue;
		if (ops[k]->kind != OPND_VGPR) {
			/* the guides index VGPRs; what an SGPR, a constant
			 * or VCC named by an indexed field reads is not
			 * said (CLRX's notes claim v0) */
			static const char *const nm[4] = { "src0", "src1",
			    "src2", "the destination" };
			diag_set(diag, DIAG_ERROR, DIAG_EXEC, ops[k]->col ?
			    ops[k]->col : insn->col, 0, "%s of %s is not a "
			    "VGPR but VGPR indexing names it (M0[15:12] = "
			    "0x%x): not modelled by lanescope (the guides do "
			    "not say what it reads)", nm[k], ii->name, mask);
			return -1;
		}
		c = ops[k]->count ? ops[k]->count : 1u;
		if (ops[k]->reg + idx + c > WAVE_NUM_VGPRS) {
			diag_set(diag, DIAG_ERROR, DIAG_EXEC, ops[k]->col ?
			    ops[k]->col : insn->col, 0, "v%u indexed by "
			    "M0[7:0] = %u is past v255: not modelled by "
			    "lanescope (the guides leave it to the wave's "
			    "VGPR allocation)", ops[k]->reg, idx);
			return -1;
		}
		ops[k]->reg = (uint16_t)(ops[k]->reg + idx);
	}
	return 1;
}

bool
exec_names_vgpr(const struct insn *insn)
{
	struct reg_ref r[STEP_MAX_REFS];
	unsigned n = exec_reads(insn, NULL, r, STEP_MAX_REFS);

	for (unsigned i = 0; i < n; i++)
		if (r[i].kind == OPND_VGPR)
			return true;
	n = exec_writes(insn, NULL, r, STEP_MAX_REFS);
	for (unsigned i = 0; i < n; i++)
		if (r[i].kind == OPND_VGPR)
			return true;
	return false;
}

void
exec_mem_writes(const struct insn *insn, const struct wave *w,
    exec_range_fn fn, void *ctx)
{
	/* exec_mem.c computes the addresses with the same code the step
	 * uses, keeps only lanes inside the range check and merges the
	 * ranges (at most 64 disjoint ones) */
	exec_memory_writes(insn, w, fn, ctx);
}

bool
exec_branch_taken(const struct wave *w, const struct insn *insn)
{
	const struct isa_info *ii = &isa_table[insn->id];
	lanemask_t all = wave_all_lanes(w->size);

	/* SOPP s_cbranch_*: VCCZ/EXECZ test the whole mask of the wave
	 * (GCN3 ISA 4.4, "branch if VCC is zero") */
	switch (ii->aux) {
	case ISA_BR_SCC0:
		return !w->scc;
	case ISA_BR_SCC1:
		return w->scc;
	case ISA_BR_VCCZ:
		return (w->vcc & all) == 0;
	case ISA_BR_VCCNZ:
		return (w->vcc & all) != 0;
	case ISA_BR_EXECZ:
		return (w->exec & all) == 0;
	case ISA_BR_EXECNZ:
		return (w->exec & all) != 0;
	default:
		return true;
	}
}

/* ---- the dispatcher ---- */

static enum step_kind
kind_of(const struct insn *insn, const struct isa_info *ii)
{
	switch (ii->sem) {
	case SEM_NOP:
	case SEM_ENDPGM:
	case SEM_WAITCNT:
	case SEM_WAIT:
	case SEM_BRANCH: /* the session moves; the state does not change */
	case SEM_S_HINT:
		return STEP_NOP;
	case SEM_READLANE:
		return STEP_READLANE;
	case SEM_WRITELANE:
		return STEP_WRITELANE;
	case SEM_READFIRSTLANE:
		return STEP_READFIRSTLANE;
	case SEM_PERMLANE16:
	case SEM_PERMLANEX16:
	case SEM_PERMLANE16_VAR:
	case SEM_PERMLANEX16_VAR:
	case SEM_PERMLANE64:
		return STEP_PERMLANE;
	case SEM_DS_SWIZZLE:
		return STEP_SWIZZLE;
	case SEM_DS_PERMUTE:
		return STEP_PERMUTE;
	case SEM_DS_BPERMUTE:
		return STEP_BPERMUTE;
	default:
		break;
	}
	if (is_memory_sem(ii->sem))
		return STEP_MEMORY;
	if (ISA_SEM_IS_LDS(ii->sem))
		return STEP_LDS;
	if (is_salu_sem(ii->sem))
		return STEP_SALU;
	switch (insn->form) {
	case FORM_DPP:
		return STEP_DPP;
	case FORM_DPP8:
		return STEP_DPP8;
	case FORM_SDWA:
		return STEP_SDWA;
	default:
		return STEP_VALU;
	}
}

/* A step record's lanes before the step: no source lane, no pattern
 * lane, everything else zero (copied whole: cheaper than a loop that
 * stores two bytes in every 12). */
#define NO_LANE { .src = -1, .pattern_src = -1 }
#define NO_LANES4 NO_LANE, NO_LANE, NO_LANE, NO_LANE
#define NO_LANES16 NO_LANES4, NO_LANES4, NO_LANES4, NO_LANES4
static const struct lane_step no_lanes[WAVE_MAX_LANES] = {
	NO_LANES16, NO_LANES16, NO_LANES16, NO_LANES16
};

static void
rec_begin(struct step *rec, const struct wave *w, const struct insn *insn,
    enum step_kind kind)
{
	lanemask_t all = wave_all_lanes(w->size);
	size_t after_lanes = offsetof(struct step, lane) + sizeof rec->lane;

	/* The record is 5.5 KiB and is cleared for every recorded step; the
	 * memory and LDS parts, half of it, are cleared whole only for the
	 * kinds that fill and read them (mem: STEP_MEMORY, and STEP_SALU for
	 * the scalar loads; lds: STEP_LDS). Other kinds get only their
	 * leading fields (op_sem, the lane masks) cleared: every reader
	 * looks at the arrays after them only for those kinds. */
	memset(rec, 0, offsetof(struct step, lane));
	memcpy(rec->lane, no_lanes, sizeof rec->lane);
	memset((char *)rec + after_lanes, 0, offsetof(struct step, mem) -
	    after_lanes);
	memset(rec->tmp_writer, 0xff, sizeof rec->tmp_writer);
	memset(&rec->mem, 0, kind == STEP_MEMORY || kind == STEP_SALU ?
	    sizeof rec->mem : offsetof(struct mem_step, addr));
	memset(&rec->lds, 0, kind == STEP_LDS ? sizeof rec->lds :
	    offsetof(struct lds_step, addr));
	rec->insn = *insn;
	rec->kind = (uint8_t)kind;
	rec->wave = w->size;
	rec->exec = w->exec;
	rec->exec_after = w->exec;
	rec->row_enabled = all;
	rec->bank_enabled = all;
	rec->selected_lane = -1;
	rec->nreads = (uint8_t)exec_reads(insn, w, rec->reads, STEP_MAX_REFS);
	rec->nwrites = (uint8_t)exec_writes(insn, w, rec->writes,
	    STEP_MAX_REFS);
}

enum exec_status
exec_step(struct wave *w, const struct insn *insn, const struct semantics *sem,
    struct step *rec, struct diag *diag)
{
	return exec_step_planned(w, insn, sem, NULL, rec, diag);
}

enum exec_status
exec_step_planned(struct wave *w, const struct insn *insn,
    const struct semantics *sem, const struct exec_lds_plan *plan,
    struct step *rec, struct diag *diag)
{
	const struct isa_info *ii;
	enum exec_status st;
	enum step_kind kind;
	struct semantics defaults;
	struct insn indexed;

	if (insn->id >= ISA_ID_COUNT) {
		diag_set(diag, DIAG_ERROR, DIAG_EXEC, insn->col, 0,
		    "unknown instruction id %u", insn->id);
		return EXEC_ERROR;
	}
	ii = &isa_table[insn->id];
	if (insn->target != w->target) {
		diag_set(diag, DIAG_ERROR, DIAG_EXEC, insn->col, 0,
		    "%s was assembled for %s but the wave is %s; "
		    "re-read the line for this target", ii->name,
		    isa_target_name((enum isa_target)insn->target),
		    isa_target_name((enum isa_target)w->target));
		return EXEC_ERROR;
	}
	if (insn->wave != 0 && insn->wave != w->size) {
		diag_set(diag, DIAG_ERROR, DIAG_EXEC, insn->col, 0,
		    "%s was assembled for wave%u but the wave has %u lanes",
		    ii->name, insn->wave, w->size);
		return EXEC_ERROR;
	}
	if ((w->size != 32 && w->size != 64) || w->target >= ISA_TARGET_COUNT) {
		diag_set(diag, DIAG_ERROR, DIAG_EXEC, insn->col, 0,
		    "the wave is not set up (size %u, target %u): "
		    "wave_reset it first", w->size, w->target);
		return EXEC_ERROR;
	}
	if (w->size == 32 &&
	    !isa_features((enum isa_target)w->target)->wave32) {
		diag_set(diag, DIAG_ERROR, DIAG_EXEC, insn->col, 0,
		    "wave32 needs gfx10 or later; %s runs wave64 only",
		    isa_target_name((enum isa_target)w->target));
		return EXEC_ERROR;
	}
	if (!exec_insn_on_target(insn, w->target)) {
		diag_set(diag, DIAG_ERROR, DIAG_TARGET, insn->col, 0,
		    "%s does not exist on %s", ii->name,
		    isa_target_name((enum isa_target)w->target));
		return EXEC_ERROR;
	}
	/* gfx12's split barrier completes at once for the workgroup's
	 * barrier (-1) with one wave; a named barrier would need other
	 * waves and its member count, which lanescope does not keep */
	if (((insn->id == S_BARRIER_SIGNAL ||
	      insn->id == S_BARRIER_SIGNAL_ISFIRST) &&
	     !(insn->src[0].kind == OPND_CONST &&
	       (uint32_t)insn->src[0].value == 0xffffffffu)) ||
	    (insn->id == S_BARRIER_WAIT && insn->simm16 != 0xffffu)) {
		diag_set(diag, DIAG_ERROR, DIAG_EXEC, insn->col, 0,
		    "%s of a named barrier (not -1) is not modelled by "
		    "lanescope", ii->name);
		return EXEC_ERROR;
	}
	if (sem == NULL) {
		semantics_defaults(&defaults);
		sem = &defaults;
	}
	/* VGPR indexing mode moves the VALU's operands: the step runs, and
	 * its record names, the registers really used */
	/* (the mode is off on nearly every step: no call then) */
	switch (!(w->mode & WAVE_MODE_GPR_IDX_EN) ? 0 :
	    exec_gpr_index(w, insn, &indexed, diag)) {
	case -1:
		return EXEC_ERROR;
	case 1:
		insn = &indexed;
		break;
	default:
		break;
	}
	kind = kind_of(insn, ii);
	if (rec != NULL)
		rec_begin(rec, w, insn, kind);

	switch (kind) {
	case STEP_NOP:
		/* s_round_mode / s_denorm_mode write a MODE field (RDNA1 ISA
		 * SOPP table); the other hints change nothing */
		if (ii->sem == SEM_S_HINT && ii->family == ISA_SOPP &&
		    (ii->aux & (ISA_HINT_MODE_ROUND |
		    ISA_HINT_MODE_DENORM))) {
			unsigned sh = (ii->aux & ISA_HINT_MODE_DENORM) ? 4 : 0;
			w->mode = (w->mode & ~(0xfu << sh)) |
			    (uint32_t)(insn->simm16 & 0xfu) << sh;
		}
		/* the only wave is the first to signal */
		if (insn->id == S_BARRIER_SIGNAL_ISFIRST)
			w->scc = true;
		st = EXEC_OK;
		break;
	case STEP_MEMORY:
		st = exec_mem_step(w, insn, sem, rec, diag);
		break;
	case STEP_LDS:
		st = exec_ds_step(w, insn, sem, plan, rec, diag);
		break;
	case STEP_SWIZZLE:
	case STEP_PERMUTE:
	case STEP_BPERMUTE:
		st = exec_lds_step(w, insn, sem, rec, diag);
		break;
	case STEP_READLANE:
	case STEP_WRITELANE:
	case STEP_READFIRSTLANE:
	case STEP_PERMLANE:
		st = exec_lane_step(w, insn, sem, rec, diag);
		break;
	case STEP_SALU:
		st = exec_salu_step(w, insn, sem, rec, diag);
		break;
	default:
		st = exec_valu_step(w, insn, sem, rec, diag);
		break;
	}
	if (rec != NULL && st == EXEC_OK)
		rec->exec_after = w->exec;
	return st;
}
