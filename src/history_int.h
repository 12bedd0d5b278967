/* SPDX-License-Identifier: MIT */
/* What history.c, history_lines.c and history_capture.c share: the
 * history's own struct and the helpers each of them needs from another.
 * Not for any other module (history.h is the interface). */
#ifndef LANESCOPE_HISTORY_INT_H
#define LANESCOPE_HISTORY_INT_H

#include "asm.h"
#include "history.h"

struct hline {
	size_t off;        /* into text */
	uint32_t len;
	uint8_t kind;
	long lineno;
};

/* An arena of 32-bit words. */
struct words {
	uint32_t *w;
	size_t n, cap;
};

/* An instruction line parsed once, kept beside its text. */
struct parsed {
	struct insn insn;
	bool set;
};

struct seg;
struct group;

struct history {
	struct hline *lines;
	size_t nlines, caplines;
	char *text;
	size_t textlen, textcap;
	unsigned ninsn;
	size_t *insn_idx;  /* line index of instruction k at [k-1] */
	size_t capinsn;
	struct parsed *parsed; /* instruction k as parsed, at [k-1] */
	size_t capparsed;

	struct seg *segs;  /* in step order, contiguous */
	size_t nsegs, capsegs;
	unsigned first;    /* number of the first stored step */
	unsigned seglen;   /* steps a new segment takes */
	size_t snap_bytes, snap_budget;
	unsigned long clock;
	history_rerun_fn rerun;
	void *rerun_ctx;
	struct history_capture rcap; /* the re-run's capture */
	const uint32_t **scratch; /* T_MEM records to apply backward */
	size_t capscratch;
	/* VGPRs written since the last snapshot (any: every one); deltas
	 * since the last full snapshot */
	uint64_t dirty[WAVE_VGPR_SLOTS / 64];
	bool dirty_all;
	unsigned chain;
	/* the first steps of the segments whose register records are kept
	 * (evict_some) */
	unsigned res[HISTORY_RESIDENT_SEGMENTS + 2];
	size_t nres;
	struct words spare_vw;      /* an evicted segment's buffers */
	uint32_t *spare_voff;
	size_t spare_capvoff;
	struct group *grp;          /* groups of segments (struct group) */
	size_t capgrp;
	unsigned long cclock;       /* for seg.cver */
};

/* The vgpr[] slots w's target has: the AGPRs too on gfx90a and gfx942
 * only, so that the history of other targets copies and scans no more
 * than their 256 VGPRs. */
unsigned history_vgpr_slots(const struct wave *w);

/* The two directions of struct history_scalars: from w into sc, and
 * back. */
void history_scalars_take(struct history_scalars *sc, const struct wave *w);
void history_scalars_put(const struct history_scalars *sc, struct wave *w);

/* Range i (i < nmem + pk_n) of capture c: its address, length and
 * whether it is in the LDS. */
void history_capture_range(const struct history_capture *c, unsigned i,
    uint64_t *addr, uint32_t *len, bool *lds);

#endif
