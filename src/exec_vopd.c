/* SPDX-License-Identifier: MIT */
/* Execution of a VOPD pair (v_dual_X :: v_dual_Y, gfx11 and gfx12,
 * wave32): both halves read their sources before either writes (RDNA3
 * ISA guide 7.6, RDNA4 ISA guide 7.6: the two operations issue
 * together), each half computed as its VOP2 peer, EXEC as usual; and
 * v_swap_b32, the other VALU step with two destinations.
 * Pure execution core: no I/O, no allocation. */
#include "exec_internal.h"

#include <string.h>

/* One half as a plain e32 instruction of the VALU executor: the
 * accumulator of fmac and dot2acc (their dst) becomes src2, cndmask reads
 * vcc_lo. */
static void
half_insn(const struct insn *in, uint16_t id, const struct operand *dst,
    const struct operand *src, struct insn *out)
{
	const struct isa_info *r = &isa_table[id];

	*out = *in;
	out->form = FORM_E32;
	out->id = id;
	out->dst = *dst;
	memcpy(out->src, src, 3 * sizeof *src);
	memset(&out->src[3], 0, sizeof out->src[3]);
	memset(&out->vopd_y, 0, sizeof out->vopd_y);
	if ((r->flags & ISA_F_READS_DST) &&
	    (r->sem == SEM_FMA_F32 || r->sem == SEM_DOT2ACC_F16))
		out->src[2] = *dst;
	if (r->flags & ISA_F_CARRY_IN) {
		out->src[3].kind = OPND_VCC_LO;
		out->src[3].count = 1;
	}
}

static int
check_half(const struct insn *in, uint16_t id, struct diag *diag)
{
	const struct isa_info *r = &isa_table[id];

	if (r->family != ISA_VOPD) {
		diag_set(diag, DIAG_ERROR, DIAG_EXEC, in->col, 0,
		    "%s is not a VOPD half", r->name);
		return -1;
	}
	return 0;
}

enum exec_status
exec_vopd_step(struct wave *w, const struct insn *insn,
    const struct semantics *sem, struct step *rec, struct diag *diag)
{
	struct insn x, y;
	uint32_t x_old[WAVE_MAX_LANES], x_new[WAVE_MAX_LANES];
	uint32_t y_old[WAVE_MAX_LANES];
	struct operand y_dst, y_src[3];
	unsigned dx = insn->dst.reg & 255, dy = insn->vopd_y.dst;
	uint64_t used_x = w->vgpr_used[dx / 64];

	if (w->size != 32) {
		diag_set(diag, DIAG_ERROR, DIAG_TARGET, insn->col, 0,
		    "VOPD (v_dual_*) runs in wave32 only");
		return EXEC_ERROR;
	}
	if (insn->vopd_y.id >= ISA_ID_COUNT ||
	    check_half(insn, insn->id, diag) != 0 ||
	    check_half(insn, insn->vopd_y.id, diag) != 0)
		return EXEC_ERROR;
	if (insn->dst.kind != OPND_VGPR || (dx & 1) == (dy & 1)) {
		diag_set(diag, DIAG_ERROR, DIAG_EXEC, insn->col, 0,
		    "VOPD needs two VGPR destinations, one even and one odd");
		return EXEC_ERROR;
	}
	half_insn(insn, insn->id, &insn->dst, insn->src, &x);
	insn_vopd_y_operands(insn, &y_dst, y_src);
	half_insn(insn, insn->vopd_y.id, &y_dst, y_src, &y);
	/* X writes first; Y must still see the old X destination, so it
	 * is put back while Y runs and X's result is written after. The
	 * two destinations differ (one even, one odd). */
	memcpy(x_old, w->vgpr[dx], sizeof x_old);
	memcpy(y_old, w->vgpr[dy], sizeof y_old);
	if (exec_valu_step(w, &x, sem, rec, diag) != EXEC_OK)
		return EXEC_ERROR;
	memcpy(x_new, w->vgpr[dx], sizeof x_new);
	memcpy(w->vgpr[dx], x_old, sizeof x_old);
	if (exec_valu_step(w, &y, sem, NULL, diag) != EXEC_OK) {
		w->vgpr_used[dx / 64] = used_x;
		return EXEC_ERROR;
	}
	memcpy(w->vgpr[dx], x_new, sizeof x_new);
	if (rec != NULL) {
		rec->insn = *insn;
		rec->vopd_y_written = w->exec;
		rec->vopd_y_changed = 0;
		for (unsigned n = 0; n < w->size; n++) {
			rec->vopd_y_old[n] = y_old[n];
			rec->vopd_y_new[n] = w->vgpr[dy][n];
			if (y_old[n] != w->vgpr[dy][n])
				rec->vopd_y_changed |= LANE(n);
		}
	}
	return EXEC_OK;
}

/* ---- v_swap_b32 (branch s6-16int) ---- */

enum exec_status
exec_swap_step(struct wave *w, const struct insn *insn, struct step *rec,
    struct diag *diag)
{
	uint32_t d_old[WAVE_MAX_LANES], s_old[WAVE_MAX_LANES];
	unsigned d = insn->dst.reg & 255, s = insn->src[0].reg & 255;
	lanemask_t exec = w->exec & wave_all_lanes(w->size);

	if (insn->dst.kind != OPND_VGPR || insn->src[0].kind != OPND_VGPR) {
		diag_set(diag, DIAG_ERROR, DIAG_EXEC, insn->col, 0,
		    "v_swap_b32 swaps two VGPRs");
		return EXEC_ERROR;
	}
	/* both read before either is written: v_swap_b32 v1, v1 keeps v1 */
	memcpy(d_old, w->vgpr[d], sizeof d_old);
	memcpy(s_old, w->vgpr[s], sizeof s_old);
	for (unsigned n = 0; n < w->size; n++)
		if (exec & LANE(n)) {
			w->vgpr[d][n] = s_old[n];
			w->vgpr[s][n] = d_old[n];
		}
	exec_mark_vgpr(w, d);
	exec_mark_vgpr(w, s);
	if (rec != NULL) {
		exec_rec_exec_write(rec, d_old, w->vgpr[d], exec, w->size);
		rec->vopd_y_written = exec;
		rec->vopd_y_changed = 0;
		for (unsigned n = 0; n < w->size; n++) {
			rec->vopd_y_old[n] = s_old[n];
			rec->vopd_y_new[n] = w->vgpr[s][n];
			if (s_old[n] != w->vgpr[s][n])
				rec->vopd_y_changed |= LANE(n);
		}
	}
	return EXEC_OK;
}

/* ---- accumulation registers (branch s7-16agpr) ---- */

/* The vgpr[] slot of a VGPR or AGPR operand (wave.h), or -1. */
static int
vector_slot(const struct operand *o)
{
	return exec_vector_kind(o) && o->reg < 256 ? (int)exec_vslot(o, 0) :
	    -1;
}

enum exec_status
exec_accvgpr_step(struct wave *w, const struct insn *insn,
    struct step *rec, struct diag *diag)
{
	uint32_t old[WAVE_MAX_LANES], val[WAVE_MAX_LANES];
	lanemask_t exec = w->exec & wave_all_lanes(w->size);
	int d = vector_slot(&insn->dst), s = vector_slot(&insn->src[0]);

	if (!isa_features((enum isa_target)w->target)->agprs || d < 0 ||
	    (s < 0 && insn->src[0].kind == OPND_AGPR)) {
		diag_set(diag, DIAG_ERROR, DIAG_TARGET, insn->col, 0,
		    "%s needs the accumulation registers of gfx90a or "
		    "gfx942", isa_table[insn->id].name);
		return EXEC_ERROR;
	}
	/* the source is read whole before the write: v_accvgpr_mov_b32
	 * a1, a1 keeps a1 */
	if (s >= 0)
		memcpy(val, w->vgpr[s], sizeof val);
	else
		exec_lanes(w, &insn->src[0], val);
	memcpy(old, w->vgpr[d], sizeof old);
	for (unsigned n = 0; n < w->size; n++)
		if (exec & LANE(n))
			w->vgpr[d][n] = val[n];
	exec_mark_vgpr(w, (unsigned)d);
	if (rec != NULL) {
		exec_rec_exec_write(rec, old, w->vgpr[d], exec, w->size);
	}
	return EXEC_OK;
}

/* ---- VGPR indexing through M0 (branch s6-16int) ---- */

void
exec_vmovrel_regs(const struct insn *insn, uint32_t m0, uint64_t *d,
    uint64_t *s)
{
	unsigned aux = isa_table[insn->id].aux;
	bool two = aux == VMR_SD2 || aux == VMR_SWAP;
	/* the _2 and swaprel forms split M0: the source's index in bits
	 * 9:0, the destination's in 25:16 (RDNA1 ISA, V_MOVRELSD_2_B32) */
	uint64_t si = two ? (m0 & 0x3ffu) : m0;
	uint64_t di = two ? ((m0 >> 16) & 0x3ffu) : m0;

	*d = (uint64_t)insn->dst.reg + (aux == VMR_S ? 0 : di);
	*s = (uint64_t)insn->src[0].reg + (aux == VMR_D ? 0 : si);
}

/* v_movrels/v_movreld/v_movrelsd/v_movrelsd_2/v_swaprel: the named
 * VGPRs plus M0 (GCN3 ISA and RDNA ISA VOP1 tables), run as the v_mov_b32
 * (v_swap_b32 for swaprel) of the registers M0 picks; the record keeps the
 * instruction as written and lists those registers (exec_reads,
 * exec_writes). An index past v255 depends on the wave's VGPR allocation
 * (the guides), which lanescope does not model: refused. */
enum exec_status
exec_vmovrel_step(struct wave *w, const struct insn *insn,
    const struct semantics *sem, struct step *rec, struct diag *diag)
{
	const struct isa_info *ii = &isa_table[insn->id];
	struct insn x = *insn;
	uint64_t d, s;
	enum exec_status st;

	if (insn->form == FORM_DPP || insn->form == FORM_DPP8 ||
	    insn->form == FORM_SDWA) {
		diag_set(diag, DIAG_ERROR, DIAG_EXEC, insn->col, 0,
		    "%s with %s is not modelled by lanescope", ii->name,
		    insn->form == FORM_SDWA ? "SDWA" : "DPP");
		return EXEC_ERROR;
	}
	if (insn->dst.kind != OPND_VGPR || (ii->aux != VMR_D &&
	    insn->src[0].kind != OPND_VGPR)) {
		diag_set(diag, DIAG_ERROR, DIAG_EXEC, insn->col, 0,
		    "%s indexes VGPRs", ii->name);
		return EXEC_ERROR;
	}
	exec_vmovrel_regs(insn, w->m0, &d, &s);
	if (d >= WAVE_NUM_VGPRS || (ii->aux != VMR_D && s >= WAVE_NUM_VGPRS)) {
		diag_set(diag, DIAG_ERROR, DIAG_EXEC, insn->col, 0,
		    "%s with M0 = 0x%x indexes v%llu, past v255: the "
		    "hardware's rule depends on the wave's VGPR allocation, "
		    "which is not modelled by lanescope", ii->name, w->m0,
		    (unsigned long long)(d >= WAVE_NUM_VGPRS ? d : s));
		return EXEC_ERROR;
	}
	x.id = (uint16_t)(ii->aux == VMR_SWAP ? V_SWAP_B32 : V_MOV_B32);
	x.dst.reg = (uint16_t)d;
	if (ii->aux != VMR_D)
		x.src[0].reg = (uint16_t)s;
	st = ii->aux == VMR_SWAP ? exec_swap_step(w, &x, rec, diag) :
	    exec_valu_step(w, &x, sem, rec, diag);
	if (rec != NULL)
		rec->insn = *insn;
	return st;
}
