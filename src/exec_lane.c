/* SPDX-License-Identifier: MIT */
/* Lane-scalar and row-permute instructions (semantics.md 7 and 8):
 * v_readlane_b32, v_writelane_b32, v_readfirstlane_b32, v_permlane16_b32,
 * v_permlanex16_b32, their gfx12 _var forms and gfx11 v_permlane64_b32.
 * Pure. */
#include "exec.h"

#include <string.h>

#include "exec_internal.h"

/* The lane a readlane/writelane select names: `& 63` (CLRX-doc, gem5;
 * AMD docs are silent); wave32 wraps at 32 (unverified, dispute 22). */
static unsigned
select_lane(const struct wave *w, const struct operand *o)
{
	return exec_scalar32(w, o) & (w->size == 32 ? 31u : 63u);
}

static enum exec_status
readlane(struct wave *w, const struct insn *insn, struct step *rec,
    bool first)
{
	const uint32_t *v = w->vgpr[insn->src[0].reg & 255];
	unsigned lane;
	uint32_t val, prev;

	if (first) /* lowest active lane, lane 0 when EXEC is 0 (ISA3) */
		lane = w->exec ? (unsigned)__builtin_ctzll(w->exec) : 0;
	else
		lane = select_lane(w, &insn->src[1]);
	val = v[lane];
	prev = exec_scalar32(w, &insn->dst);
	exec_write_scalar32(w, &insn->dst, val);
	if (rec != NULL) {
		rec->selected_lane = (int8_t)lane;
		rec->scalar_old = prev;
		rec->scalar_new = val;
		rec->lane[lane].src = (int8_t)lane;
		rec->lane[lane].pattern_src = (int8_t)lane;
		rec->lane[lane].reason = REASON_MOVED;
		rec->lane[lane].src_value = val;
		for (unsigned n = 0; n < w->size; n++)
			rec->lane[n].old_value = rec->lane[n].new_value = v[n];
	}
	return EXEC_OK;
}

static enum exec_status
writelane(struct wave *w, const struct insn *insn, struct step *rec)
{
	unsigned dr = insn->dst.reg & 255;
	uint32_t *d = w->vgpr[dr];
	unsigned lane = select_lane(w, &insn->src[1]);
	uint32_t val = exec_scalar32(w, &insn->src[0]);
	uint32_t old[WAVE_MAX_LANES];

	if (rec != NULL)
		memcpy(old, d, w->size * sizeof *old);
	d[lane] = val; /* ignores EXEC (ISA3) */
	exec_mark_vgpr(w, dr);
	if (rec != NULL) {
		rec->selected_lane = (int8_t)lane;
		rec->lane[lane].reason = REASON_MOVED;
		rec->lane[lane].src_value = val;
		exec_rec_values(rec, old, d, LANE(lane), w->size);
	}
	return EXEC_OK;
}

/* The source lane of lane n: permlane16/x16 take the nibble of the 64-bit
 * selector s2:s1 at 4 * (n % 16) (RDNA1 ISA 6.2.1); the gfx12 _var forms
 * take bits 3:0 of lane n's own s1 VGPR (RDNA4 ISA, V_PERMLANE16_VAR_B32
 * pseudo-code); the x forms read from the other row of the row pair;
 * permlane64 swaps the halves of wave64 (RDNA3 ISA, V_PERMLANE64_B32:
 * lane n reads lane n ^ 32). */
static unsigned
permlane_source(const struct wave *w, const struct insn *insn, unsigned sm,
    uint64_t sel, unsigned n)
{
	unsigned row = n >> 4, nib;

	if (sm == SEM_PERMLANE64)
		return n ^ 32u;
	if (sm == SEM_PERMLANEX16 || sm == SEM_PERMLANEX16_VAR)
		row ^= 1;
	if (sm == SEM_PERMLANE16_VAR || sm == SEM_PERMLANEX16_VAR)
		nib = w->vgpr[insn->src[1].reg & 255][n] & 15u;
	else
		nib = (unsigned)(sel >> (4 * (n & 15))) & 15u;
	return (16 * row + nib) & (w->size - 1);
}

static enum exec_status
permlane(struct wave *w, const struct insn *insn,
    const struct semantics *sem, struct step *rec, unsigned sm)
{
	unsigned W = w->size, dr = insn->dst.reg & 255, n;
	bool var = sm == SEM_PERMLANE16_VAR || sm == SEM_PERMLANEX16_VAR;
	uint64_t sel = var || sm == SEM_PERMLANE64 ? 0 :
	    (uint64_t)exec_scalar32(w, &insn->src[1]) |
	    (uint64_t)exec_scalar32(w, &insn->src[2]) << 32;
	/* permlane64 copies every source lane first, active or not (its
	 * pseudo-code has no FI), which is what FI=1 means here. */
	bool fi = (insn->op_sel & 1) || sm == SEM_PERMLANE64;
	bool bc = (insn->op_sel >> 1) & 1;
	unsigned choice = sem->choice[DISPUTE_INACTIVE_SOURCE];
	lanemask_t exec = w->exec, write = exec, zero = 0, inact = 0;
	uint32_t copy[WAVE_MAX_LANES], old[WAVE_MAX_LANES];
	uint8_t src[WAVE_MAX_LANES];
	uint32_t *d = w->vgpr[dr];

	/* snapshot first: vdst may be the source (RDNA3 pseudo-code) */
	memcpy(copy, w->vgpr[insn->src[0].reg & 255], W * sizeof *copy);
	memcpy(old, d, W * sizeof *old);
	/* In wave32 permlane64 is a no-op (RDNA3 ISA): nothing is written. */
	if (sm == SEM_PERMLANE64 && W == 32)
		write = 0;
	for (n = 0; n < W; n++) {
		src[n] = (uint8_t)(W == 32 && sm == SEM_PERMLANE64 ? n :
		    permlane_source(w, insn, sm, sel, n));
		if (!fi && !((exec >> src[n]) & 1))
			inact |= LANE(n);
	}
	inact &= exec;
	/* FI=0 with an inactive source: handled like DPP16 (presumed from
	 * AMD's example and ACO, which need FI; dispute 24), following the
	 * dpp.inactive_source switch. */
	if (choice == 0) {
		if (bc)
			zero = inact;
		else
			write &= ~inact;
	} else if (choice == 2) {
		zero = inact;
	}
	for (n = 0; n < W; n++)
		if (write & LANE(n))
			d[n] = (zero & LANE(n)) ? 0 : copy[src[n]];
	exec_mark_vgpr(w, dr);
	if (rec == NULL)
		return EXEC_OK;
	for (n = 0; n < W; n++) {
		struct lane_step *ls = &rec->lane[n];
		ls->pattern_src = (int8_t)src[n];
		if (!(exec & LANE(n))) {
			ls->reason = REASON_EXEC_OFF;
			continue;
		}
		if (inact & LANE(n)) {
			exec_rec_dispute(rec, DISPUTE_INACTIVE_SOURCE, n);
			if (zero & LANE(n)) {
				ls->reason = REASON_SRC_INACTIVE_ZERO;
				continue;
			}
			if (!(write & LANE(n))) {
				ls->reason = REASON_SRC_INACTIVE_KEPT;
				continue;
			}
		}
		ls->reason = REASON_MOVED;
		ls->src = (int8_t)src[n];
		ls->src_value = copy[src[n]];
	}
	exec_rec_values(rec, old, d, write, W);
	return EXEC_OK;
}

enum exec_status
exec_lane_step(struct wave *w, const struct insn *insn,
    const struct semantics *sem, struct step *rec, struct diag *diag)
{
	const struct isa_info *ii = &isa_table[insn->id];
	const char *tname = isa_target_name((enum isa_target)w->target);

	if (insn->src[0].kind != OPND_VGPR && ii->sem != SEM_WRITELANE) {
		diag_set(diag, DIAG_ERROR, DIAG_EXEC, insn->src[0].col, 0,
		    "%s reads a VGPR source", ii->name);
		return EXEC_ERROR;
	}
	switch (ii->sem) {
	case SEM_READLANE:
	case SEM_READFIRSTLANE:
		if (insn->dst.kind == OPND_VGPR ||
		    insn->dst.kind == OPND_NONE) {
			diag_set(diag, DIAG_ERROR, DIAG_EXEC, insn->dst.col, 0,
			    "%s writes an SGPR", ii->name);
			return EXEC_ERROR;
		}
		if (insn->form == FORM_DPP || insn->form == FORM_DPP8 ||
		    insn->form == FORM_SDWA) {
			diag_set(diag, DIAG_ERROR, DIAG_TARGET, insn->col, 0,
			    "%s cannot take DPP or SDWA", ii->name);
			return EXEC_ERROR;
		}
		return readlane(w, insn, rec, ii->sem == SEM_READFIRSTLANE);
	case SEM_WRITELANE:
		if (insn->dst.kind != OPND_VGPR) {
			diag_set(diag, DIAG_ERROR, DIAG_EXEC, insn->dst.col, 0,
			    "%s writes a VGPR", ii->name);
			return EXEC_ERROR;
		}
		return writelane(w, insn, rec);
	default:
		if (!isa_features((enum isa_target)w->target)->permlane) {
			diag_set(diag, DIAG_ERROR, DIAG_TARGET, insn->col, 0,
			    "%s is not supported on %s (gfx10 and later)",
			    ii->name, tname);
			return EXEC_ERROR;
		}
		if (insn->dst.kind != OPND_VGPR) {
			diag_set(diag, DIAG_ERROR, DIAG_EXEC, insn->dst.col, 0,
			    "%s writes a VGPR", ii->name);
			return EXEC_ERROR;
		}
		if ((ii->sem == SEM_PERMLANE16_VAR ||
		     ii->sem == SEM_PERMLANEX16_VAR) &&
		    insn->src[1].kind != OPND_VGPR) {
			diag_set(diag, DIAG_ERROR, DIAG_EXEC,
			    insn->src[1].col, 0, "%s reads its lane "
			    "selects from a VGPR", ii->name);
			return EXEC_ERROR;
		}
		return permlane(w, insn, sem, rec, ii->sem);
	}
}
