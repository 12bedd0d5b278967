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
		for (unsigned n = 0; n < w->size; n++)
			rec->lane[n].reason = (exec & LANE(n)) ?
			    REASON_COMPUTED : REASON_EXEC_OFF;
		exec_rec_values(rec, d_old, w->vgpr[d], exec, w->size);
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
