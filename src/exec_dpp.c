/* SPDX-License-Identifier: MIT */
/* DPP16 and DPP8 lane selection (semantics.md 2 and 3): which lane each
 * destination lane reads, the row/bank masks, bound_ctrl, FI and the
 * disputed cases. Pure: the arithmetic is exec_valu.c's. */
#include "exec.h"

#include <string.h>

#include "exec_internal.h"

/* The wave's target name, for messages. */
static const char *
tname(const struct wave *w)
{
	return isa_target_name((enum isa_target)w->target);
}

/* Copies a 16-lane row pattern (lane numbers 0..15) to all four rows,
 * adding the row base; eight bytes at a time (no byte overflows: the
 * largest entry is 63). */
static void
replicate_row(const uint8_t *row, uint8_t *src)
{
	uint64_t lo, hi;

	memcpy(&lo, row, 8);
	memcpy(&hi, row + 8, 8);
	for (unsigned r = 0; r < 4; r++) {
		uint64_t add = 0x1010101010101010ull * r;
		uint64_t a = lo + add, b = hi + add;
		memcpy(src + 16 * r, &a, 8);
		memcpy(src + 16 * r + 8, &b, 8);
	}
}

void
exec_dpp16_map(unsigned ctrl, unsigned W, bool gem5, uint8_t *src,
    lanemask_t *oob, lanemask_t *untargeted, lanemask_t *nonexistent)
{
	lanemask_t o = 0, u = 0, x = 0;
	unsigned n, k, N = ctrl & 15;
	uint8_t row[16];
	bool row_local = true;

	/* Row-local patterns: compute row 0 and replicate. */
	if (ctrl <= DPP_QUAD_PERM_MAX) {
		/* the four selectors as bytes of one word, plus 4 per quad */
		uint32_t q = (ctrl & 3) | ((ctrl >> 2) & 3) << 8 |
		    ((ctrl >> 4) & 3) << 16 | ((ctrl >> 6) & 3) << 24;
		for (k = 0; k < 4; k++) {
			uint32_t v = q + 0x04040404u * k;
			memcpy(row + 4 * k, &v, 4);
		}
	} else if (ctrl > DPP_ROW_SHL(0) && ctrl <= DPP_ROW_SHL(15)) {
		/* lanes 16-N..15 of every row read past the row end */
		for (k = 0; src != NULL && k < 16; k++)
			row[k] = (uint8_t)(k + N > 15 ? k : k + N);
		o = (lanemask_t)((0xffffu << (16 - N)) & 0xffffu) *
		    0x0001000100010001ull;
	} else if (ctrl > DPP_ROW_SHR(0) && ctrl <= DPP_ROW_SHR(15)) {
		/* lanes 0..N-1 of every row read before the row start */
		for (k = 0; src != NULL && k < 16; k++)
			row[k] = (uint8_t)(k < N ? k : k - N);
		o = (lanemask_t)((1u << N) - 1) * 0x0001000100010001ull;
	} else if (ctrl > DPP_ROW_ROR(0) && ctrl <= DPP_ROW_ROR(15)) {
		for (k = 0; src != NULL && k < 16; k++)
			row[k] = (uint8_t)((k - N) & 15);
	} else if (ctrl == DPP_ROW_MIRROR && !gem5) {
		for (k = 0; src != NULL && k < 16; k++)
			row[k] = (uint8_t)(15 - k);
	} else if (ctrl == DPP_ROW_HALF_MIRROR && !gem5) {
		for (k = 0; src != NULL && k < 16; k++)
			row[k] = (uint8_t)((k & ~7u) | (7 - (k & 7)));
	} else if (ctrl >= DPP_ROW_SHARE(0) && ctrl <= DPP_ROW_SHARE(15)) {
		for (k = 0; src != NULL && k < 16; k++)
			row[k] = (uint8_t)N;
	} else if (ctrl >= DPP_ROW_XMASK(0) && ctrl <= DPP_ROW_XMASK(15)) {
		for (k = 0; src != NULL && k < 16; k++)
			row[k] = (uint8_t)(k ^ N);
	} else {
		row_local = false;
	}
	if (row_local) {
		if (src != NULL)
			replicate_row(row, src);
	} else if (ctrl == DPP_WAVE_SHL1) {
		for (n = 0; src != NULL && n < WAVE_MAX_LANES; n++)
			src[n] = (uint8_t)(n + 1 < W ? n + 1 : n);
		/* gem5 never marks the last lane invalid: it indexes lane W,
		 * which does not exist (semantics.md 2.5 D5) */
		if (gem5)
			x = LANE(W - 1);
		else
			o = LANE(W - 1);
	} else if (ctrl == DPP_WAVE_ROL1) {
		/* gem5 rotates right here (D2); ISA3, CLRX, MLIR, RJ left */
		for (n = 0; src != NULL && n < WAVE_MAX_LANES; n++)
			src[n] = (uint8_t)(gem5 ? (n - 1) & (W - 1) :
			    (n + 1) & (W - 1));
	} else if (ctrl == DPP_WAVE_SHR1) {
		for (n = 0; src != NULL && n < WAVE_MAX_LANES; n++)
			src[n] = (uint8_t)(n ? n - 1 : 0);
		o = 1;
	} else if (ctrl == DPP_WAVE_ROR1) {
		for (n = 0; src != NULL && n < WAVE_MAX_LANES; n++)
			src[n] = (uint8_t)((n - 1) & (W - 1));
	} else if (ctrl == DPP_ROW_MIRROR) {
		/* gem5 ors the row number, not the row base (D4) */
		for (n = 0; src != NULL && n < WAVE_MAX_LANES; n++)
			src[n] = (uint8_t)((n >> 4) | (15 - (n & 15)));
	} else if (ctrl == DPP_ROW_HALF_MIRROR) {
		/* gem5: k = lane & -7; index = k | (7 - k) (D4) */
		for (n = 0; n < WAVE_MAX_LANES; n++) {
			int kk = (int)(n & ~6u);
			int idx = kk | (7 - kk);
			bool bad = idx < 0 || idx >= (int)W;
			if (bad && n < W)
				x |= LANE(n);
			if (src != NULL)
				src[n] = (uint8_t)(bad ? (int)n : idx);
		}
	} else if (ctrl == DPP_ROW_BCAST15) {
		if (src != NULL) {
			for (n = 0; n < 16; n++)
				src[n] = (uint8_t)n;
			memset(src + 16, 15, 16);
			memset(src + 32, 31, 16);
			memset(src + 48, 47, 16);
		}
		u = 0xffff;
	} else if (ctrl == DPP_ROW_BCAST31) {
		if (src != NULL) {
			for (n = 0; n < 32; n++)
				src[n] = (uint8_t)n;
			memset(src + 32, 31, 32);
		}
		u = 0xffffffffu;
	} else {
		/* reserved: exec_dpp_check refuses these; map to identity
		 * so a caller that skipped the check reads no garbage */
		for (n = 0; src != NULL && n < WAVE_MAX_LANES; n++)
			src[n] = (uint8_t)n;
	}
	*oob = o & wave_all_lanes(W);
	*untargeted = u & wave_all_lanes(W);
	*nonexistent = x & wave_all_lanes(W);
}

void
exec_dpp8_map(uint32_t sel, uint8_t *src)
{
	for (unsigned n = 0; n < WAVE_MAX_LANES; n++)
		src[n] = (uint8_t)((n & ~7u) | ((sel >> (3 * (n & 7))) & 7));
}

static bool
ctrl_reserved(unsigned c)
{
	if (c <= DPP_QUAD_PERM_MAX)
		return false;
	if (c == 0x100 || c == 0x110 || c == 0x120)
		return true;
	if (c < 0x130)
		return false;
	if (c == DPP_WAVE_SHL1 || c == DPP_WAVE_ROL1 || c == DPP_WAVE_SHR1 ||
	    c == DPP_WAVE_ROR1)
		return false;
	if (c >= DPP_ROW_MIRROR && c <= DPP_ROW_BCAST31)
		return false;
	if (c >= DPP_ROW_SHARE(0) && c <= DPP_ROW_XMASK(15))
		return false;
	return true;
}

int
exec_dpp_check(const struct wave *w, const struct insn *insn,
    struct diag *diag)
{
	const struct isa_info *ii = &isa_table[insn->id];
	unsigned c = insn->dpp_ctrl;
	const struct isa_features *ft =
	    isa_features((enum isa_target)w->target);

	if (insn->vop3_dpp ? !isa_has_vop3_dpp(ii, (enum isa_target)w->target)
			   : !isa_has_dpp(ii, (enum isa_target)w->target)) {
		diag_set(diag, DIAG_ERROR, DIAG_TARGET, insn->col, 0,
		    "%s has no DPP form on %s", ii->name, tname(w));
		return -1;
	}
	if (insn->src[0].kind != OPND_VGPR) {
		diag_set(diag, DIAG_ERROR, DIAG_EXEC, insn->src[0].col, 0,
		    "DPP src0 must be a VGPR");
		return -1;
	}
	if (insn->form == FORM_DPP8) {
		if (!ft->dpp8) {
			diag_set(diag, DIAG_ERROR, DIAG_TARGET, insn->col, 0,
			    "dpp8 is not supported on %s (gfx10 or later)",
			    tname(w));
			return -1;
		}
		if (!ft->dpp8_neg_abs &&
		    ((insn->src[0].mods | insn->src[1].mods) &
		    (OPND_MOD_NEG | OPND_MOD_ABS))) {
			diag_set(diag, DIAG_ERROR, DIAG_TARGET,
			    insn->src[0].col, 0,
			    "dpp8 takes no neg/abs modifiers on %s", tname(w));
			return -1;
		}
		return 0;
	}
	if ((ii->flags & ISA_F_WIDE) && (c < DPP_ROW_SHARE(0) ||
	    c > DPP_ROW_SHARE(15))) {
		/* the control code of row_newbcast is row_share's */
		diag_set(diag, DIAG_ERROR, DIAG_TARGET, insn->col, 0,
		    "DP ALU dpp only supports row_newbcast (%s has 64-bit "
		    "operands)", ii->name);
		return -1;
	}
	if (ctrl_reserved(c)) {
		diag_set(diag, DIAG_ERROR, DIAG_EXEC, insn->col, 0,
		    "DPP_CTRL 0x%03x is reserved (invalid dpp_ctrl value)", c);
		return -1;
	}
	if (c >= DPP_WAVE_SHL1 && c <= DPP_WAVE_ROR1 && !ft->dpp_wave_ctrls) {
		diag_set(diag, DIAG_ERROR, DIAG_TARGET, insn->col, 0,
		    "wave shifts and rotates do not exist on %s (gfx10 "
		    "dropped them; use row_shr/permlanex16)", tname(w));
		return -1;
	}
	if ((c == DPP_ROW_BCAST15 || c == DPP_ROW_BCAST31) &&
	    !ft->dpp_wave_ctrls) {
		diag_set(diag, DIAG_ERROR, DIAG_TARGET, insn->col, 0,
		    "row_bcast does not exist on %s (gfx10 dropped it; use "
		    "v_readlane or permlanex16)", tname(w));
		return -1;
	}
	if (c >= DPP_ROW_SHARE(0) && c <= DPP_ROW_SHARE(15) &&
	    !ft->dpp_row_share && !ft->dpp_row_newbcast) {
		diag_set(diag, DIAG_ERROR, DIAG_TARGET, insn->col, 0,
		    "row_share/row_newbcast is not supported on %s "
		    "(gfx90a or gfx10 and later)", tname(w));
		return -1;
	}
	if (c >= DPP_ROW_XMASK(0) && c <= DPP_ROW_XMASK(15) &&
	    !ft->dpp_row_share) {
		diag_set(diag, DIAG_ERROR, DIAG_TARGET, insn->col, 0,
		    "row_xmask is not supported on %s (gfx10 and later)",
		    tname(w));
		return -1;
	}
	if (insn->fi && !ft->dpp8) {
		diag_set(diag, DIAG_ERROR, DIAG_TARGET, insn->col, 0,
		    "fi:1 is not supported on %s (gfx10 and later)", tname(w));
		return -1;
	}
	return 0;
}

/* Lanes n whose source lane src[n] EXEC disables. */
static lanemask_t
inactive_sources(const uint8_t *src, lanemask_t exec, unsigned W)
{
	lanemask_t m = 0;

	if (exec == wave_all_lanes(W))
		return 0;
	for (unsigned n = 0; n < W; n++)
		m |= (lanemask_t)(~(exec >> src[n]) & 1) << n;
	return m;
}

/* a[n] = s[src[n]] for all 64 slots; the indexes are read eight at a
 * time as one word so the loop does one load per lane for the value. */
static void
gather(uint32_t *restrict a, const uint32_t *restrict s,
    const uint8_t *restrict src)
{
	for (unsigned n = 0; n < WAVE_MAX_LANES; n += 8) {
		uint64_t ix;
		memcpy(&ix, src + n, sizeof ix);
		a[n] = s[ix & 0xff];
		a[n + 1] = s[(ix >> 8) & 0xff];
		a[n + 2] = s[(ix >> 16) & 0xff];
		a[n + 3] = s[(ix >> 24) & 0xff];
		a[n + 4] = s[(ix >> 32) & 0xff];
		a[n + 5] = s[(ix >> 40) & 0xff];
		a[n + 6] = s[(ix >> 48) & 0xff];
		a[n + 7] = s[ix >> 56];
	}
}

/* Controls gather_fast handles: shifts, rotates and broadcasts. */
static bool
fast_ctrl(unsigned c)
{
	return (c > DPP_ROW_SHR(0) && c <= DPP_ROW_SHR(15)) ||
	    (c > DPP_ROW_SHL(0) && c <= DPP_ROW_SHL(15)) ||
	    c == DPP_WAVE_SHR1 || c == DPP_WAVE_SHL1 || c == DPP_WAVE_ROR1 ||
	    c == DPP_WAVE_ROL1 || c == DPP_ROW_BCAST15 || c == DPP_ROW_BCAST31;
}

/* The DPP16 source values without a per-lane index where the pattern is
 * a shift or a broadcast: a[n] = s[n - k] (k > 0) or s[n + k]. Lanes the
 * shift carries across a row or the wave edge get some lane's value:
 * they are out of range, so they are zeroed or not written anyway.
 * Only for the controls fast_ctrl accepts. */
static void
gather_fast(uint32_t *restrict a, const uint32_t *restrict s, unsigned ctrl,
    unsigned W)
{
	unsigned N = ctrl & 15, k;

	if ((ctrl > DPP_ROW_SHR(0) && ctrl <= DPP_ROW_SHR(15)) ||
	    ctrl == DPP_WAVE_SHR1) {
		k = ctrl == DPP_WAVE_SHR1 ? 1 : N;
		memcpy(a + k, s, (WAVE_MAX_LANES - k) * sizeof *a);
		memcpy(a, s, k * sizeof *a);
		return;
	}
	if ((ctrl > DPP_ROW_SHL(0) && ctrl <= DPP_ROW_SHL(15)) ||
	    ctrl == DPP_WAVE_SHL1) {
		k = ctrl == DPP_WAVE_SHL1 ? 1 : N;
		memcpy(a, s + k, (WAVE_MAX_LANES - k) * sizeof *a);
		memcpy(a + WAVE_MAX_LANES - k, s + WAVE_MAX_LANES - k,
		    k * sizeof *a);
		return;
	}
	if (ctrl == DPP_WAVE_ROR1) {
		memcpy(a + 1, s, (WAVE_MAX_LANES - 1) * sizeof *a);
		a[0] = s[W - 1];
		return;
	}
	if (ctrl == DPP_WAVE_ROL1) {
		memcpy(a, s + 1, (WAVE_MAX_LANES - 1) * sizeof *a);
		a[W - 1] = s[0];
		if (W < WAVE_MAX_LANES)
			a[WAVE_MAX_LANES - 1] = s[WAVE_MAX_LANES - 1];
		return;
	}
	if (ctrl == DPP_ROW_BCAST15 || ctrl == DPP_ROW_BCAST31) {
		/* row 0 (and row 1 for bcast31) read themselves */
		bool b15 = ctrl == DPP_ROW_BCAST15;
		unsigned first = b15 ? 16 : 32;
		memcpy(a, s, first * sizeof *a);
		for (unsigned r = first / 16; r < 4; r++) {
			uint32_t v = s[b15 ? 16 * r - 1 : 31];
			uint32_t *p = a + 16 * r;
			for (unsigned j = 0; j < 16; j++)
				p[j] = v;
		}
	}
}

static void
fetch_dpp8(const struct wave *w, const struct insn *insn, uint32_t *a,
    lanemask_t *write, lanemask_t *zeroed, struct step *rec)
{
	unsigned W = w->size;
	const uint32_t *s0 = w->vgpr[insn->src[0].reg & 255];
	uint8_t src[WAVE_MAX_LANES];
	lanemask_t inact, zero;

	exec_dpp8_map(insn->dpp8_sel, src);
	inact = inactive_sources(src, w->exec, W);
	/* fi:0 fetches zero from an inactive lane and still writes (LLVM
	 * doc for dpp8 fi:0; RJ) */
	zero = insn->fi ? 0 : inact & w->exec;
	gather(a, s0, src);
	if (zero)
		for (unsigned n = 0; n < W; n++)
			if (zero & LANE(n))
				a[n] = 0;
	*write = w->exec;
	*zeroed = zero;
	if (rec == NULL)
		return;
	for (unsigned n = 0; n < W; n++) {
		struct lane_step *ls = &rec->lane[n];
		ls->pattern_src = (int8_t)src[n];
		if (!(w->exec & LANE(n))) {
			ls->reason = REASON_EXEC_OFF;
		} else if (zero & LANE(n)) {
			ls->reason = REASON_SRC_INACTIVE_ZERO;
		} else {
			ls->reason = REASON_MOVED;
			ls->src = (int8_t)src[n];
			ls->src_value = a[n];
		}
	}
}

/* The lanes of each 4-bit row mask and the 16 lanes of one row that each
 * 4-bit bank mask enables. */
static const lanemask_t row_mask_lanes[16] = {
	0x0000000000000000ull, 0x000000000000ffffull, 0x00000000ffff0000ull,
	0x00000000ffffffffull, 0x0000ffff00000000ull, 0x0000ffff0000ffffull,
	0x0000ffffffff0000ull, 0x0000ffffffffffffull, 0xffff000000000000ull,
	0xffff00000000ffffull, 0xffff0000ffff0000ull, 0xffff0000ffffffffull,
	0xffffffff00000000ull, 0xffffffff0000ffffull, 0xffffffffffff0000ull,
	0xffffffffffffffffull,
};
static const uint16_t bank_mask_row[16] = {
	0x0000, 0x000f, 0x00f0, 0x00ff, 0x0f00, 0x0f0f, 0x0ff0, 0x0fff,
	0xf000, 0xf00f, 0xf0f0, 0xf0ff, 0xff00, 0xff0f, 0xfff0, 0xffff,
};

static lanemask_t
row_lanes(unsigned row_mask, unsigned W)
{
	return row_mask_lanes[row_mask & 15] & wave_all_lanes(W);
}

static lanemask_t
bank_lanes(unsigned bank_mask, unsigned W)
{
	return ((lanemask_t)bank_mask_row[bank_mask & 15] *
	    0x0001000100010001ull) & wave_all_lanes(W);
}

/* Fills the per-lane record of a DPP16 fetch. Reasons follow cli.md's
 * precedence: exec_off, row_masked, bank_masked, out of range, inactive
 * source; `self` only for row_bcast's untargeted rows (identity). */
static void
record_dpp16(const struct wave *w, const struct insn *insn,
    const struct semantics *sem, const uint8_t *src, lanemask_t oob,
    lanemask_t untgt, lanemask_t nonexist, lanemask_t inact,
    lanemask_t rowen, lanemask_t banken, const uint32_t *a,
    struct step *rec)
{
	unsigned W = w->size;
	bool bc = insn->bound_ctrl;
	bool gem5 = sem->choice[DISPUTE_GEM5_BUGS] != 0;
	unsigned inact_choice = sem->choice[DISPUTE_INACTIVE_SOURCE];
	lanemask_t exec = w->exec;
	uint8_t std_src[WAVE_MAX_LANES];

	rec->row_enabled = rowen;
	rec->bank_enabled = banken;
	if (gem5) {
		lanemask_t o2, u2, x2;
		exec_dpp16_map(insn->dpp_ctrl, W, false, std_src, &o2, &u2,
		    &x2);
	}
	for (unsigned n = 0; n < W; n++) {
		struct lane_step *ls = &rec->lane[n];
		lanemask_t b = LANE(n);
		bool self_read = false;

		ls->pattern_src = ((oob | untgt | nonexist) & b) ? -1 :
		    (int8_t)src[n];
		if (!(exec & b)) {
			ls->reason = REASON_EXEC_OFF;
			continue;
		}
		if (!(rowen & b)) {
			ls->reason = REASON_ROW_MASKED;
			self_read = gem5;
		} else if (!(banken & b)) {
			ls->reason = REASON_BANK_MASKED;
			self_read = gem5;
		} else if (untgt & b) {
			if (gem5 || sem->choice[DISPUTE_BCAST_UNTARGETED]) {
				ls->reason = bc ? REASON_SRC_OUT_OF_RANGE_ZERO :
				    REASON_SRC_OUT_OF_RANGE_KEPT;
				self_read = gem5 && !bc;
			} else {
				ls->reason = REASON_SELF;
				ls->src = (int8_t)n;
			}
			exec_rec_dispute(rec, DISPUTE_BCAST_UNTARGETED, n);
		} else if ((oob | nonexist) & b) {
			ls->reason = bc || (nonexist & b) ?
			    REASON_SRC_OUT_OF_RANGE_ZERO :
			    REASON_SRC_OUT_OF_RANGE_KEPT;
			self_read = gem5 && !bc && !(nonexist & b);
		} else if ((inact & b) && !insn->fi) {
			if (gem5 || inact_choice == 1) {
				ls->reason = REASON_MOVED;
				ls->src = (int8_t)src[n];
			} else if (inact_choice == 2) {
				ls->reason = REASON_SRC_INACTIVE_ZERO;
			} else {
				ls->reason = bc ? REASON_SRC_INACTIVE_ZERO :
				    REASON_SRC_INACTIVE_KEPT;
			}
			exec_rec_dispute(rec, DISPUTE_INACTIVE_SOURCE, n);
		} else {
			ls->reason = REASON_MOVED;
			ls->src = (int8_t)src[n];
		}
		if (self_read) {
			/* gem5 writes such lanes with their own src0 (D6) */
			ls->reason = REASON_SELF;
			ls->src = (int8_t)n;
		}
		if (gem5 && (self_read || (nonexist & b) ||
		    (ls->src >= 0 && ls->src != (int8_t)std_src[n]) ||
		    ((inact & b) && !insn->fi)))
			exec_rec_dispute(rec, DISPUTE_GEM5_BUGS, n);
		if (ls->reason == REASON_MOVED || ls->reason == REASON_SELF ||
		    ls->reason == REASON_SRC_OUT_OF_RANGE_ZERO ||
		    ls->reason == REASON_SRC_INACTIVE_ZERO)
			ls->src_value = a[n];
	}
}

void
exec_dpp_fetch(const struct wave *w, const struct insn *insn,
    const struct semantics *sem, uint32_t *a, lanemask_t *write,
    lanemask_t *zeroed, struct step *rec)
{
	unsigned W = w->size;
	const uint32_t *s0 = w->vgpr[insn->src[0].reg & 255];
	uint8_t src[WAVE_MAX_LANES];
	lanemask_t oob, untgt, nonexist, inact, invalid, rowen, banken, ena;
	lanemask_t zero, own = 0, exec = w->exec;
	bool bc = insn->bound_ctrl, need_map;
	bool gem5 = sem->choice[DISPUTE_GEM5_BUGS] != 0;
	unsigned inact_choice = sem->choice[DISPUTE_INACTIVE_SOURCE];

	if (insn->form == FORM_DPP8) {
		fetch_dpp8(w, insn, a, write, zeroed, rec);
		return;
	}
	/* The lane map is only needed for the record, an incomplete EXEC or
	 * a pattern gather_fast cannot do; the masks always. */
	need_map = rec != NULL || gem5 || exec != wave_all_lanes(W) ||
	    !fast_ctrl(insn->dpp_ctrl);
	exec_dpp16_map(insn->dpp_ctrl, W, gem5, need_map ? src : NULL, &oob,
	    &untgt, &nonexist);
	rowen = row_lanes(insn->row_mask, W);
	banken = bank_lanes(insn->bank_mask, W);
	ena = exec & rowen & banken;

	/* Untargeted row_bcast lanes: identity reads their own src0 (ISA3,
	 * BLOG, CLRX; the default) or are invalid (RJ, MLIR; gem5 marks
	 * them out of bounds too). */
	if (gem5 || sem->choice[DISPUTE_BCAST_UNTARGETED])
		oob |= untgt;
	/* A source lane EXEC disables, fi:0: invalid so bound_ctrl decides
	 * (BLOG, LLVM fi doc; default), read anyway (CLRX, gem5 checks the
	 * destination lane) or zero and write (RJ). */
	inact = insn->fi || !need_map ? 0 :
	    inactive_sources(src, exec, W) & ~oob;
	invalid = oob;
	zero = 0;
	if (!gem5) {
		if (inact_choice == 0)
			invalid |= inact;
		else if (inact_choice == 2)
			zero |= inact;
	}
	if (gem5) {
		/* gem5 writes every active lane: disabled ones and invalid
		 * ones without bound_ctrl take their own src0 (D6) */
		zero = ena & ((bc ? invalid : 0) | nonexist);
		own = (exec & ~ena) | (ena & invalid & ~zero);
		*write = exec;
	} else {
		zero = ena & ((bc ? invalid : 0) | zero);
		*write = ena & ~(bc ? 0 : invalid);
	}
	if (need_map)
		gather(a, s0, src);
	else
		gather_fast(a, s0, insn->dpp_ctrl, W);
	if (zero | own) {
		for (unsigned n = 0; n < W; n++) {
			if (zero & LANE(n))
				a[n] = 0;
			else if (own & LANE(n))
				a[n] = s0[n];
		}
	}
	*zeroed = zero;
	if (rec != NULL)
		record_dpp16(w, insn, sem, src, oob, untgt, nonexist,
		    inactive_sources(src, exec, W) & ~oob, rowen, banken, a,
		    rec);
}

void
exec_dpp_fetch64(const struct wave *w, const struct insn *insn,
    const struct semantics *sem, bool wide, uint64_t *a, lanemask_t *write,
    lanemask_t *zeroed, struct step *rec)
{
	uint32_t lo[WAVE_MAX_LANES], hi[WAVE_MAX_LANES];
	struct insn high = *insn;

	exec_dpp_fetch(w, insn, sem, lo, write, zeroed, rec);
	if (wide) {
		/* the same pattern and masks on the pair's high VGPR */
		lanemask_t w2, z2;
		high.src[0].reg = (insn->src[0].reg + 1) & 255;
		exec_dpp_fetch(w, &high, sem, hi, &w2, &z2, NULL);
	} else {
		memset(hi, 0, sizeof hi);
	}
	for (unsigned n = 0; n < WAVE_MAX_LANES; n++)
		a[n] = (uint64_t)hi[n] << 32 | lo[n];
}
