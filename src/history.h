/* SPDX-License-Identifier: MIT */
/* Program history: the program's lines, and per-step deltas so that
 * stepping both ways costs O(changed lanes). A delta stores only the lanes,
 * scalars and bytes that changed (XOR of old and new for registers, old and
 * new bytes for memory), never whole register files. Step records are not
 * stored: the session recomputes them by re-running the instruction from
 * the state before. Pure: allocates, never prints. */
#ifndef LANESCOPE_HISTORY_H
#define LANESCOPE_HISTORY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "wave.h"

/* ---- Program lines ---- */

enum history_line_kind {
	HL_INSN,   /* an instruction: one step */
	HL_SET,    /* a :set line, part of the program */
	HL_OTHER,  /* a comment, blank line or other command: kept for :save */
};

struct history; /* opaque */

/* NULL when out of memory. */
struct history *history_new(void);
void history_free(struct history *h);

/* Appends a program line (text copied, without its newline). Returns its
 * index, or -1 when out of memory. */
long history_add_line(struct history *h, enum history_line_kind kind,
    long lineno, const char *text, size_t len);
/* Inserts a line before index at (0 <= at <= count). Same return. */
long history_insert_line(struct history *h, size_t at,
    enum history_line_kind kind, long lineno, const char *text, size_t len);
/* Removes line i (undoing an insert); the instructions after it are
 * numbered one less when it was one. */
void history_remove_line(struct history *h, size_t i);
/* Replaces the text of line i. Returns 0, -1 when out of memory. */
int history_replace_line(struct history *h, size_t i, const char *text,
    size_t len);
size_t history_line_count(const struct history *h);
/* Line i: its text (not NUL-terminated, *len bytes), kind and number. */
const char *history_line(const struct history *h, size_t i,
    enum history_line_kind *kind, long *lineno, size_t *len);
/* Drops lines i.. and the instruction count follows. */
void history_truncate_lines(struct history *h, size_t i);
/* The parsed form of instruction k (1-based), kept beside its text so a
 * line is parsed once (the session sets it when it adds the line, and
 * again when the target changes): NULL until set. history_set_insn
 * allocates nothing (the room comes with the line); insn NULL unsets. */
struct insn;
void history_set_insn(struct history *h, unsigned k, const struct insn *insn);
const struct insn *history_insn(const struct history *h, unsigned k);
/* Instructions in the program, and the line index of instruction k
 * (1-based; -1 when k is out of range). */
unsigned history_insn_count(const struct history *h);
long history_insn_line(const struct history *h, unsigned k);

/* ---- Deltas ---- */

/* The state about to change, captured before the change so the delta can
 * be computed afterwards. Reused; lives wherever the caller likes. */
#define HISTORY_MAX_VREGS 16
#define HISTORY_MAX_MEM 128 /* a scattered store: 64 disjoint ranges, or
			     * 128 for the LDS 2-address forms */
/* A wave's scalar state, as a capture and a checkpoint keep it: one list,
 * so that a register added to struct wave is added to both at once. */
struct history_scalars {
	uint32_t sgpr[WAVE_SGPR_SLOTS];
	lanemask_t exec, vcc;
	uint32_t m0;
	uint32_t mode;        /* the MODE hardware register (s_setreg) */
	bool scc;
};

struct history_capture {
	bool scalars;            /* the scalar part below was captured */
	struct history_scalars sc;
	uint64_t vgpr_used[WAVE_VGPR_SLOTS / 64];
	uint64_t sgpr_used[2];
	unsigned nv;
	bool all_vgprs;          /* overflow: diff every used VGPR */
	uint16_t vreg[HISTORY_MAX_VREGS];
	uint32_t vold[HISTORY_MAX_VREGS][WAVE_MAX_LANES];
	unsigned nmem;
	uint64_t mem_addr[HISTORY_MAX_MEM];
	uint32_t mem_len[HISTORY_MAX_MEM];
	bool mem_lds[HISTORY_MAX_MEM]; /* the range is in w->lds */
	uint8_t *mem_old;        /* owned, grows */
	size_t mem_old_len, mem_old_cap;
	uint8_t *mem_old_written;/* owned: 1 per byte of mem_old that had
				  * been written, 0 for never-written */
	size_t mem_old_written_cap;
	uint32_t *all_old;       /* all_vgprs: a copy of the VGPR file */
	/* After the nmem ranges, pk_n more of pk_len bytes each at pk_addr
	 * + i * pk_stride in the LDS, their old bytes next in mem_old: an
	 * LDS store to addresses a constant stride apart is one record,
	 * so capturing it is a plain copy loop. */
	unsigned pk_n;
	uint32_t pk_addr, pk_len, pk_stride;
};

void history_capture_init(struct history_capture *c);
void history_capture_free(struct history_capture *c);
/* Starts a capture: copies the scalars (a few hundred bytes). */
void history_capture_begin(struct history_capture *c, const struct wave *w);
/* Starts a capture of a change that writes VGPRs (and memory) only: the
 * scalar registers are neither copied nor compared (the used-register
 * masks still are). */
void history_capture_begin_vector(struct history_capture *c,
    const struct wave *w);
/* Adds VGPR reg (all lanes) to the capture; a register added twice is kept
 * once. Past HISTORY_MAX_VREGS the capture copies the whole VGPR file. */
void history_capture_vgpr(struct history_capture *c, const struct wave *w,
    unsigned reg);
/* Adds a memory byte range (before a store or :set mem). Returns -1 when
 * out of memory. */
int history_capture_mem(struct history_capture *c, const struct wave *w,
    uint64_t addr, uint32_t len);
/* The same for a range of the wave's LDS (w->lds), before an LDS store,
 * atomic or :set lds. */
int history_capture_lds(struct history_capture *c, const struct wave *w,
    uint64_t addr, uint32_t len);
/* n such ranges at once (addr[i], len[i]), as exec_lds_ranges lists
 * them: one allocation check for all, which an LDS store of 64 scattered
 * lanes needs. Returns -1 when out of memory (or over HISTORY_MAX_MEM). */
int history_capture_lds_ranges(struct history_capture *c,
    const struct wave *w, const uint32_t *addr, const uint32_t *len,
    unsigned n);
/* n ranges of len bytes of the LDS at addr + i * stride (i < n), as
 * exec_lds_ranges gives a strided store: the same as listing them for
 * history_capture_lds_ranges, kept as one record. Returns -1 when out of
 * memory (or over HISTORY_MAX_MEM). */
int history_capture_lds_strided(struct history_capture *c,
    const struct wave *w, uint32_t addr, uint32_t len, uint32_t stride,
    unsigned n);

/* Puts back into w what the capture saved (registers, masks, the memory
 * and LDS bytes, never-written bytes made unwritten again): undoes the
 * change when its delta cannot be committed. Needs no memory. */
void history_capture_restore(const struct history_capture *c,
    struct wave *w);

/* Appends the difference between the capture and w to step k's delta
 * (k = history_step_count() + 1 opens a new step; k == count appends to
 * the last). Returns 0, -1 when out of memory. */
int history_commit(struct history *h, unsigned k,
    const struct history_capture *c, const struct wave *w);

/* Steps with a delta: 1..history_step_count(). */
unsigned history_step_count(const struct history *h);
/* Drops the deltas of steps > k. */
void history_truncate_steps(struct history *h, unsigned k);
/* Drops every delta but keeps numbering: step k+1 is the next to commit.
 * Used by streaming batch runs that keep only the last step. */
void history_forget_steps(struct history *h, unsigned k);
/* The first step that still has a delta (1 unless forgotten). */
unsigned history_first_step(const struct history *h);

/* Applies step k's delta to w: backward turns the state after step k into
 * the state before it; forward the reverse. Memory goes through w->mem
 * (when mem is false, memory bytes are left alone). With a re-run
 * function, a step whose delta is not kept is made again first (w's
 * registers may then be rewritten from a snapshot and its memory moved,
 * ending in the same state). */
void history_apply(const struct history *h, unsigned k, struct wave *w,
    bool backward, bool mem);

/* ---- Checkpoints and re-execution ----
 * Steps are kept in segments of HISTORY_SEGMENT_STEPS (doubled whenever
 * the snapshots pass their byte budget). With a re-run function each
 * segment keeps a snapshot of the registers before its first step; the
 * records a step's instruction makes (registers, and the memory and LDS
 * bytes it stores) are kept only in the few segments used last
 * (HISTORY_RESIDENT_SEGMENTS) and made again by re-running the segment's
 * steps from its snapshot, memory first walked to the segment's start.
 * An evicted segment keeps its stores combined (per range written: the
 * first old bytes, the last new ones), which walking memory over the
 * whole segment uses. Everything committed to a step after its first
 * commit (:set lines) is kept for good: re-running cannot make it. Without
 * a re-run function everything is kept. */
#define HISTORY_SEGMENT_STEPS 512
#define HISTORY_RESIDENT_SEGMENTS 4
#define HISTORY_SNAPSHOT_BUDGET ((size_t)64 << 20)

/* Re-runs step k's instruction on w (the state after step k-1 with its
 * :set lines, memory included), capturing in c (history_capture_begin,
 * _vgpr, and the memory and LDS ranges it writes) what it changes,
 * exactly as its first run did. Returns 0, or -1 when it cannot. */
typedef int (*history_rerun_fn)(void *ctx, unsigned k, struct wave *w,
    struct history_capture *c);
void history_set_rerun(struct history *h, history_rerun_fn fn, void *ctx);
/* The snapshots' byte budget (tests make it small). */
void history_set_budget(struct history *h, size_t bytes);
/* Moves w from the state after step from to the state after step to
 * (both within first-1..step count): over the deltas near, from the
 * nearest snapshot below to with re-running when far. */
void history_seek(const struct history *h, struct wave *w, unsigned from,
    unsigned to);
/* Makes steps 1..k kept for good (their instructions are about to change
 * while they stay: they can no longer be re-run); w is at the state after
 * step ws and ends there. Returns 0, -1 when out of memory (some steps
 * may then re-run with the new lines). */
int history_pin(struct history *h, unsigned k, struct wave *w, unsigned ws);

/* Bytes of memory the history holds (deltas, lines, indexes). */
size_t history_bytes(const struct history *h);

#endif
