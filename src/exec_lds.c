/* SPDX-License-Identifier: MIT */
/* The LDS-pipe cross-lane instructions (semantics.md 5 and 6):
 * ds_swizzle_b32 in its four modes, and ds_permute_b32 / ds_bpermute_b32
 * as the two-phase tmp-buffer model. They touch no LDS memory. Pure. */
#include "exec.h"

#include <string.h>

#include "exec_internal.h"

static unsigned
bitrev5(unsigned v)
{
	unsigned r = 0;

	for (unsigned i = 0; i < 5; i++)
		r |= ((v >> i) & 1) << (4 - i);
	return r;
}

/* Decodes the 16-bit swizzle offset. Rotate/FFT exist from gfx9 on
 * (CDNA4, LLVM); on gfx8, and under swizzle.gfx9_modes=qdmode (gem5's
 * Vega model), every offset with bit 15 set is QDMode. */
static void
swizzle_decode(unsigned off, bool gfx9_modes, struct swizzle_pattern *p)
{
	memset(p, 0, sizeof *p);
	p->and_mask = (uint8_t)(off & 31);
	p->or_mask = (uint8_t)((off >> 5) & 31);
	p->xor_mask = (uint8_t)((off >> 10) & 31);
	for (unsigned k = 0; k < 4; k++)
		p->quad[k] = (uint8_t)((off >> (2 * k)) & 3);
	if (!(off & 0x8000)) {
		p->mode = SWZ_BITMODE;
	} else if (!gfx9_modes || off < 0xC000) {
		p->mode = SWZ_QDMODE; /* bits 14:8 ignored (ISA3, CDNA4) */
	} else if (off < 0xE000) {
		p->mode = SWZ_ROTATE;
		p->mask = (uint8_t)(off & 31);
		p->rotate = (uint8_t)((off >> 5) & 31);
		p->right = (uint8_t)((off >> 10) & 1);
	} else {
		p->mode = SWZ_FFT;
		p->mask = (uint8_t)(off & 31);
	}
}

/* Source lane of lane i under pattern p. BitMode, rotate and FFT stay in
 * i's 32-lane half (BLOG, CDNA4, gem5); QDMode works on every quad. */
static unsigned
swizzle_lane(const struct swizzle_pattern *p, unsigned i)
{
	unsigned h = i & 0x20, lo = i & 31, r;

	switch (p->mode) {
	case SWZ_BITMODE:
		return ((((lo & p->and_mask) | p->or_mask) ^ p->xor_mask) &
		    31) | h;
	case SWZ_QDMODE:
		return (i & ~3u) | p->quad[i & 3];
	case SWZ_ROTATE:
		/* the 5-bit wrap the CDNA4 examples need (semantics 5.2) */
		r = p->right ? (32u - p->rotate) & 31 : p->rotate;
		return (lo & p->mask) | ((lo + r) & ~(unsigned)p->mask & 31) |
		    h;
	default:
		return ((bitrev5(lo) >> __builtin_popcount(p->mask)) |
		    (lo & p->mask)) | h;
	}
}

static enum exec_status
swizzle_step(struct wave *w, const struct insn *insn,
    const struct semantics *sem, struct step *rec)
{
	unsigned W = w->size, dr = insn->dst.reg & 255, n;
	lanemask_t exec = w->exec;
	bool gem5 = sem->choice[DISPUTE_GEM5_BUGS] != 0;
	bool gfx9 = w->target >= ISA_GFX900;
	bool gfx9_modes = gfx9 && !sem->choice[DISPUTE_SWIZZLE_MODES] && !gem5;
	struct swizzle_pattern p;
	uint32_t data[WAVE_MAX_LANES], old[WAVE_MAX_LANES];
	uint8_t src[WAVE_MAX_LANES];
	unsigned dreg;
	uint32_t *d = w->vgpr[dr];

	/* The data VGPR sits in the ADDR field (LLVM, CLRX); gem5 reads
	 * DATA0, which llvm-mc encodes as 0 for ds_swizzle (dispute 14). */
	dreg = insn->src[0].reg & 255;
	if (gem5)
		dreg = insn->src[1].kind == OPND_VGPR ? insn->src[1].reg & 255 :
		    0;
	memcpy(data, w->vgpr[dreg], W * sizeof *data);
	swizzle_decode(insn->ds_offset, gfx9_modes, &p);
	if (rec != NULL)
		memcpy(old, d, W * sizeof *old);
	for (n = 0; n < W; n++)
		src[n] = (uint8_t)swizzle_lane(&p, n);
	if (exec == wave_all_lanes(W)) {
		for (n = 0; n < W; n++)
			d[n] = data[src[n]];
	} else {
		/* inactive source reads 0, inactive destination is kept */
		for (n = 0; n < W; n++)
			if (exec & LANE(n))
				d[n] = (exec >> src[n]) & 1 ? data[src[n]] : 0;
	}
	exec_mark_vgpr(w, dr);
	if (rec == NULL)
		return EXEC_OK;
	rec->swizzle = p;
	for (n = 0; n < W; n++) {
		struct lane_step *ls = &rec->lane[n];
		ls->pattern_src = (int8_t)src[n];
		if (!(exec & LANE(n))) {
			ls->reason = REASON_EXEC_OFF;
		} else if (!((exec >> src[n]) & 1)) {
			ls->reason = REASON_SRC_INACTIVE_ZERO;
		} else {
			ls->reason = REASON_MOVED;
			ls->src = (int8_t)src[n];
			ls->src_value = data[src[n]];
		}
		if ((exec & LANE(n)) && (insn->ds_offset >= 0xC000) && gfx9)
			exec_rec_dispute(rec, DISPUTE_SWIZZLE_MODES, n);
		if ((exec & LANE(n)) && gem5 &&
		    (dreg != (insn->src[0].reg & 255u) ||
		    (insn->ds_offset >= 0xC000 && gfx9)))
			exec_rec_dispute(rec, DISPUTE_GEM5_BUGS, n);
	}
	exec_rec_values(rec, old, d, exec, W);
	return EXEC_OK;
}

static enum exec_status
permute_step(struct wave *w, const struct insn *insn,
    const struct semantics *sem, struct step *rec, bool backward)
{
	unsigned W = w->size, dr = insn->dst.reg & 255, n;
	lanemask_t exec = w->exec, wrote = 0, unreal = 0;
	const uint32_t *addr = w->vgpr[insn->src[0].reg & 255];
	uint32_t data[WAVE_MAX_LANES], tmp[WAVE_MAX_LANES];
	uint32_t old[WAVE_MAX_LANES];
	uint8_t lane_of[WAVE_MAX_LANES];
	int8_t writer[WAVE_MAX_LANES];
	unsigned off = insn->ds_offset;
	unsigned lmask = 63;
	bool w32_64 = W == 32 && sem->choice[DISPUTE_PERMUTE_WAVE32] != 0;
	uint32_t *d = w->vgpr[dr];

	/* Only bits [7:2] of the 32-bit sum name the lane (BLOG, CDNA4,
	 * gem5). wave32: modulo 32 by default (unverified, dispute 22). */
	if (W == 32 && !w32_64)
		lmask = 31;
	memcpy(data, w->vgpr[insn->src[1].reg & 255], W * sizeof *data);
	for (n = 0; n < W; n++) {
		lane_of[n] = (uint8_t)(((addr[n] + off) >> 2) & lmask);
		/* under modulus 64 a wave32 address may name lane 32..63 */
		if (lane_of[n] >= W) {
			unreal |= LANE(n);
			lane_of[n] = (uint8_t)n;
		}
	}
	if (rec != NULL)
		memcpy(old, d, W * sizeof *old);
	memset(tmp, 0, sizeof tmp);
	memset(writer, -1, sizeof writer);
	if (backward) {
		/* write phase: every active lane fills its own slot */
		for (n = 0; n < W; n++) {
			if (exec & LANE(n)) {
				tmp[n] = data[n];
				writer[n] = (int8_t)n;
			}
		}
		wrote = exec;
		for (n = 0; n < W; n++)
			if (exec & LANE(n))
				d[n] = (unreal & LANE(n)) ? 0 : tmp[lane_of[n]];
	} else {
		/* write phase in increasing lane order: the highest active
		 * lane aimed at a slot wins (BLOG, CDNA4, gem5) */
		for (n = 0; n < W; n++) {
			if ((exec & ~unreal) & LANE(n)) {
				unsigned t = lane_of[n];
				if (rec != NULL && writer[t] >= 0)
					rec->tmp_losers[t] |= LANE(writer[t]);
				tmp[t] = data[n];
				writer[t] = (int8_t)n;
				wrote |= LANE(t);
			}
		}
		for (n = 0; n < W; n++)
			if (exec & LANE(n))
				d[n] = tmp[n];
	}
	exec_mark_vgpr(w, dr);
	if (rec == NULL)
		return EXEC_OK;
	memcpy(rec->tmp, tmp, sizeof rec->tmp);
	memcpy(rec->tmp_writer, writer, sizeof rec->tmp_writer);
	rec->tmp_written = wrote;
	for (n = 0; n < W; n++) {
		struct lane_step *ls = &rec->lane[n];
		rec->addr_lane[n] = lane_of[n];
		if (unreal & LANE(n)) {
			rec->addr_lane[n] = (uint8_t)(((addr[n] + off) >> 2) &
			    63);
			exec_rec_dispute(rec, DISPUTE_PERMUTE_WAVE32, n);
		} else if (W == 32 && (((addr[n] + off) >> 2) & 32)) {
			exec_rec_dispute(rec, DISPUTE_PERMUTE_WAVE32, n);
		}
		if (!(exec & LANE(n))) {
			ls->reason = REASON_EXEC_OFF;
			continue;
		}
		if (backward) {
			ls->pattern_src = (unreal & LANE(n)) ? -1 :
			    (int8_t)lane_of[n];
			if (unreal & LANE(n)) {
				ls->reason = REASON_SRC_OUT_OF_RANGE_ZERO;
			} else if (!(exec & LANE(lane_of[n]))) {
				ls->reason = REASON_SRC_INACTIVE_ZERO;
			} else {
				ls->reason = REASON_MOVED;
				ls->src = (int8_t)lane_of[n];
				ls->src_value = tmp[lane_of[n]];
			}
		} else {
			ls->pattern_src = writer[n];
			if (writer[n] < 0) {
				ls->reason = REASON_TMP_UNWRITTEN_ZERO;
			} else {
				ls->reason = REASON_MOVED;
				ls->src = writer[n];
				ls->src_value = tmp[n];
			}
		}
	}
	exec_rec_values(rec, old, d, exec, W);
	return EXEC_OK;
}

enum exec_status
exec_lds_step(struct wave *w, const struct insn *insn,
    const struct semantics *sem, struct step *rec, struct diag *diag)
{
	const struct isa_info *ii = isa_get((enum isa_id)insn->id);

	if (insn->dst.kind != OPND_VGPR || insn->src[0].kind != OPND_VGPR ||
	    (ii->sem != SEM_DS_SWIZZLE && insn->src[1].kind != OPND_VGPR)) {
		diag_set(diag, DIAG_ERROR, DIAG_EXEC, insn->col, 0,
		    "%s needs VGPR operands", ii->name);
		return EXEC_ERROR;
	}
	if (insn->gds && ii->sem != SEM_DS_SWIZZLE) {
		diag_set(diag, DIAG_ERROR, DIAG_EXEC, insn->col, 0,
		    "%s does not take gds", ii->name);
		return EXEC_ERROR;
	}
	switch (ii->sem) {
	case SEM_DS_SWIZZLE:
		return swizzle_step(w, insn, sem, rec);
	case SEM_DS_PERMUTE:
		return permute_step(w, insn, sem, rec, false);
	default:
		return permute_step(w, insn, sem, rec, true);
	}
}
