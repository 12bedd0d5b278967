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

/* Adds `add` to each of the 32 bytes at from and stores them at to (no
 * byte overflows: entries stay below 64). */
static void
copy_half(const uint8_t *from, uint8_t *to, uint64_t add)
{
	for (unsigned k = 0; k < 32; k += 8) {
		uint64_t v;
		memcpy(&v, from + k, 8);
		v += add;
		memcpy(to + k, &v, 8);
	}
}

/* Source lane of every lane under pattern p. BitMode, rotate and FFT stay
 * in the lane's 32-lane half (BLOG, CDNA4, gem5), so the low half is
 * computed and the high half is the same plus 32; QDMode works on every
 * quad alike. */
static void
swizzle_map(const struct swizzle_pattern *p, uint8_t *src)
{
	unsigned n, r, m = p->mask;

	switch (p->mode) {
	case SWZ_BITMODE:
		for (n = 0; n < 32; n++)
			src[n] = (uint8_t)((((n & p->and_mask) | p->or_mask) ^
			    p->xor_mask) & 31);
		break;
	case SWZ_QDMODE:
		for (n = 0; n < 4; n++)
			src[n] = p->quad[n];
		for (n = 4; n < 32; n += 4)
			for (r = 0; r < 4; r++)
				src[n + r] = (uint8_t)(n + p->quad[r]);
		break;
	case SWZ_ROTATE:
		/* the 5-bit wrap the CDNA4 examples need (semantics 5.2) */
		r = p->right ? (32u - p->rotate) & 31 : p->rotate;
		for (n = 0; n < 32; n++)
			src[n] = (uint8_t)((n & m) | ((n + r) & ~m & 31));
		break;
	default:
		r = (unsigned)__builtin_popcount(m);
		for (n = 0; n < 32; n++)
			src[n] = (uint8_t)((bitrev5(n) >> r) | (n & m));
		break;
	}
	copy_half(src, src + 32, 0x2020202020202020ull);
}

static enum exec_status
swizzle_step(struct wave *w, const struct insn *insn,
    const struct semantics *sem, struct step *rec)
{
	unsigned W = w->size, dr = exec_vslot(&insn->dst, 0), n;
	lanemask_t exec = w->exec;
	bool gem5 = sem->choice[DISPUTE_GEM5_BUGS] != 0;
	bool gfx9 = isa_features((enum isa_target)w->target)->swizzle_modes;
	bool gfx9_modes = gfx9 && !sem->choice[DISPUTE_SWIZZLE_MODES] && !gem5;
	struct swizzle_pattern p;
	uint32_t copy[WAVE_MAX_LANES], old[WAVE_MAX_LANES];
	uint8_t src[WAVE_MAX_LANES];
	unsigned dreg;
	uint32_t *d = w->vgpr[dr];
	const uint32_t *data;

	/* The data VGPR sits in the ADDR field (LLVM, CLRX); gem5 reads
	 * DATA0, which llvm-mc encodes as 0 for ds_swizzle (dispute 14). */
	dreg = insn->src[0].reg & 255;
	if (gem5)
		dreg = insn->src[1].kind == OPND_VGPR ? insn->src[1].reg & 255 :
		    0;
	/* every lane reads the data before any lane is written */
	data = w->vgpr[dreg];
	if (dreg == dr) {
		memcpy(copy, data, W * sizeof *copy);
		data = copy;
	}
	swizzle_decode(insn->ds_offset, gfx9_modes, &p);
	if (rec != NULL)
		memcpy(old, d, W * sizeof *old);
	swizzle_map(&p, src);
	if (exec == wave_all_lanes(W)) {
		for (n = 0; n < W; n += 4) {
			d[n] = data[src[n]];
			d[n + 1] = data[src[n + 1]];
			d[n + 2] = data[src[n + 2]];
			d[n + 3] = data[src[n + 3]];
		}
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
	unsigned W = w->size, dr = exec_vslot(&insn->dst, 0), n;
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
	for (n = 0; n < WAVE_MAX_LANES; n++)
		lane_of[n] = (uint8_t)(((addr[n] + off) >> 2) & lmask);
	if (w32_64) {
		/* under modulus 64 a wave32 address may name lane 32..63 */
		for (n = 0; n < W; n++) {
			if (lane_of[n] >= W) {
				unreal |= LANE(n);
				lane_of[n] = (uint8_t)n;
			}
		}
	}
	if (rec != NULL)
		memcpy(old, d, W * sizeof *old);
	if (rec == NULL && exec == wave_all_lanes(W) && !unreal) {
		/* the common case without tmp bookkeeping */
		const uint32_t *src = w->vgpr[exec_vslot(&insn->src[1], 0)];
		if (backward) {
			if (src == d) {
				memcpy(data, src, W * sizeof *data);
				src = data;
			}
			for (n = 0; n < W; n += 4) {
				d[n] = src[lane_of[n]];
				d[n + 1] = src[lane_of[n + 1]];
				d[n + 2] = src[lane_of[n + 2]];
				d[n + 3] = src[lane_of[n + 3]];
			}
		} else {
			/* increasing order: the highest lane wins a slot */
			for (n = 0; n < WAVE_MAX_LANES; n++)
				tmp[n] = 0;
			for (n = 0; n < W; n++)
				tmp[lane_of[n]] = src[n];
			memcpy(d, tmp, W * sizeof *d);
		}
		exec_mark_vgpr(w, dr);
		return EXEC_OK;
	}
	memcpy(data, w->vgpr[exec_vslot(&insn->src[1], 0)],
	    W * sizeof *data);
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
	const struct isa_info *ii = &isa_table[insn->id];

	if (!exec_vector_kind(&insn->dst) || insn->src[0].kind != OPND_VGPR ||
	    (ii->sem != SEM_DS_SWIZZLE && !exec_vector_kind(&insn->src[1]))) {
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
