/* SPDX-License-Identifier: MIT */
/* Per-step deltas, checkpoints, segments and the walks over them; the
 * lines are in history_lines.c, the capture in history_capture.c; see
 * history.h. Pure: allocates, never prints. */
#include "history_int.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "array.h"
#include "asm.h"
#include "memory.h"

/* Words of vgpr_used. */
#define NV (WAVE_VGPR_SLOTS / 64)

/* A delta is a run of 32-bit words in one arena:
 *   T_VGPR|reg<<8, mask lo, mask hi, one XOR word per masked lane
 *   T_SGPR|reg<<8, XOR
 *   T_EXEC / T_VCC, XOR lo, XOR hi
 *   T_M0, XOR          T_SCC (toggle)
 *   T_MODE, XOR        (the MODE hardware register, s_setreg)
 *   T_USED|i<<8, XOR lo, XOR hi   (i 0..7 vgpr_used, 8..9 sgpr_used)
 *   T_MEM|lds<<8 (1: the range is in the LDS), addr lo, addr hi, len, old
 *          bytes, new bytes (padded to words),
 *          then a bitmap of which old bytes had ever been written
 * XOR makes register records their own inverse; memory keeps both sides
 * so that writing them is idempotent (the session may re-execute a store
 * before re-applying a delta). */
/* Delta snapshots in a row before a full one: restoring a segment's
 * registers applies at most this many deltas. */
#define HISTORY_SNAPSHOT_CHAIN 64

enum { T_VGPR = 1, T_SGPR, T_EXEC, T_VCC, T_M0, T_SCC, T_USED, T_MEM,
	T_STEP /* in a segment's kept records: T_STEP, k, words */,
	T_MODE };

/* The registers of a wave at a segment's start (the state before its
 * first step): everything but memory, which the segments' kept memory
 * records bring there. A full snapshot stores every VGPR that is not
 * all zero; a delta snapshot only the VGPRs written since the previous
 * segment's snapshot (the others are as there), so that a checkpoint of
 * a wave using all 256 VGPRs costs what its steps changed, not 64 KB.
 * The scalars are always stored whole. */
struct snap {
	bool full;
	struct history_scalars sc;
	uint64_t pc;
	uint64_t vgpr_used[WAVE_VGPR_SLOTS / 64];
	uint64_t sgpr_used[2];
	uint64_t vmask[WAVE_VGPR_SLOTS / 64]; /* the VGPRs stored, in order */
	size_t bytes;                        /* this allocation's size */
	uint32_t v[][WAVE_MAX_LANES];
};

/* Steps start..start+n-1. Their records that re-running the instruction
 * reproduces (registers, and the memory bytes it stores, given the same
 * memory before it) are in vw for the first nres steps only
 * ("resident"): the others are made again by re-running from snap, with
 * memory first walked to the segment's start. The records re-running
 * cannot make (whatever was committed to a step after its instruction:
 * :set lines; and the memory records of a step committed while the steps
 * before it were not resident) are kept in pw for good, each step's
 * behind a marker T_STEP, k, words. */
struct seg {
	unsigned start, n, nres;
	struct words vw;
	uint32_t *voff;    /* step start+i's records start at vw.w[voff[i]] */
	size_t capvoff;
	struct words pw;
	size_t plast;      /* the last marker in pw; (size_t)-1: unknown
			    * (every change to pw but pw_append says so) */
	size_t pcur;       /* a marker in pw (0 after a change): pw_find
			    * starts there for a later step */
	/* The segment's memory records combined, one a range written (the
	 * first old bytes, the last new ones), for walking memory over the
	 * whole segment at once. While every step is resident it is made
	 * when first needed and dropped (comb_ok false) when the records
	 * change; a segment is evicted only with it made, and from then on
	 * it is the only account of the evicted steps' stores, so it is
	 * extended, never dropped, while they are not resident. comb_over:
	 * a cut (history_truncate_steps) left steps without records, so it
	 * may list ranges the remaining steps did not write and their new
	 * bytes are stale; its old bytes still take memory back exactly
	 * from the segment's end, where comb_refresh makes it exact. */
	struct words comb;
	bool comb_ok, comb_over;
	/* h->cclock when comb (or whether it holds) last changed: a group
	 * made before is stale (struct group) */
	unsigned long cver;
	struct snap *snap; /* NULL without a re-run function */
	unsigned long used;/* when last used, for eviction */
	bool pinned;       /* never evicted: its steps cannot be re-run */
};

/* Segments group*HISTORY_GROUP_SEGS.. of the next HISTORY_GROUP_SEGS,
 * their combined records combined once more: a far walk over memory
 * crosses a group's one record instead of each segment's (issue 16: a
 * :goto across 20,000 segments took 20 ms). Good while ok, the segments
 * still span start..end and none changed its record since (cver <=
 * stamp). */
struct group {
	struct words comb;
	unsigned start, end;
	unsigned long stamp;
	bool ok;
};

#define HISTORY_GROUP_SEGS 64

static void seg_free(struct seg *g);

/* A run of records (any kind), for combine_into. */
struct chunk {
	const uint32_t *w;
	size_t n;
};

/* Makes g->comb from g's records when every step is resident; 0 when it
 * is made (or was), -1 when out of memory or a step is not resident. */
static int seg_comb(struct seg *g);
/* Extends g->comb by records a (made after it). Returns 0, -1 when out
 * of memory (g->comb is then unchanged). */
static int comb_extend(struct seg *g, const struct words *a);
static int combine_into(struct words *out, const struct chunk *ch,
    size_t nch);
static int rerun_step(struct history *h, struct seg *g, unsigned k,
    struct wave *w, bool store);
static struct group *group_get(struct history *h, size_t j);

struct history *
history_new(void)
{
	struct history *h = calloc(1, sizeof *h);

	if (h != NULL) {
		history_capture_init(&h->rcap);
		h->dirty_all = true;
		h->first = 1;
		h->seglen = HISTORY_SEGMENT_STEPS;
		h->snap_budget = HISTORY_SNAPSHOT_BUDGET;
	}
	return h;
}

void
history_free(struct history *h)
{
	if (h == NULL)
		return;
	free(h->lines);
	free(h->insn_idx);
	free(h->parsed);
	free(h->text);
	for (size_t i = 0; i < h->capsegs; i++)
		seg_free(&h->segs[i]);
	free(h->segs);
	for (size_t i = 0; i < h->capgrp; i++)
		free(h->grp[i].comb.w);
	free(h->grp);
	free(h->spare_vw.w);
	free(h->spare_voff);
	history_capture_free(&h->rcap);
	free(h->scratch);
	free(h);
}

/* ---- deltas ---- */

static int
wput(struct words *a, uint32_t v)
{
	if (a->n == a->cap &&
	    array_grow((void **)&a->w, &a->cap, a->n + 1, sizeof *a->w) < 0)
		return -1;
	a->w[a->n++] = v;
	return 0;
}

static int
wput64(struct words *a, unsigned tag, uint64_t x)
{
	if (wput(a, tag) < 0 || wput(a, (uint32_t)x) < 0 ||
	    wput(a, (uint32_t)(x >> 32)) < 0)
		return -1;
	return 0;
}

static int
diff_vgpr(struct words *a, unsigned reg, const uint32_t *old,
    const uint32_t *now, unsigned lanes)
{
	lanemask_t mask = 0;

	if (memcmp(old, now, lanes * sizeof *old) == 0)
		return 0;
	for (unsigned l = 0; l < lanes; l++)
		mask |= (lanemask_t)(old[l] != now[l]) << l;
	if (array_grow((void **)&a->w, &a->cap, a->n + 3 + 64,
	    sizeof *a->w) < 0)
		return -1;
	a->w[a->n++] = T_VGPR | reg << 8;
	a->w[a->n++] = (uint32_t)mask;
	a->w[a->n++] = (uint32_t)(mask >> 32);
	for (unsigned l = 0; l < lanes; l++)
		if (mask >> l & 1)
			a->w[a->n++] = old[l] ^ now[l];
	return 0;
}

static int
put_bytes(struct words *a, const uint8_t *b, uint32_t len)
{
	size_t nw = ((size_t)len + 3) / 4;

	if (array_grow((void **)&a->w, &a->cap, a->n + nw, sizeof *a->w) < 0)
		return -1;
	a->w[a->n + nw - 1] = 0;
	memcpy(a->w + a->n, b, len);
	a->n += nw;
	return 0;
}

/* Appends one bit per byte: whether it had been written before the step. */
static int
put_written_bits(struct words *a, const uint8_t *written, uint32_t len)
{
	size_t nw = ((size_t)len + 31) / 32;

	if (array_grow((void **)&a->w, &a->cap, a->n + nw, sizeof *a->w) < 0)
		return -1;
	memset(a->w + a->n, 0, nw * sizeof *a->w);
	for (uint32_t i = 0; i < len; i++)
		if (written[i])
			a->w[a->n + i / 32] |= (uint32_t)1 << (i % 32);
	a->n += nw;
	return 0;
}

/* The register records of the change from capture c to w, into a. */
static int
diff_regs(struct words *a, const struct history_capture *c,
    const struct wave *w)
{
	int rc = 0;

	if (c->all_vgprs) {
		for (unsigned r = 0; r < history_vgpr_slots(w) && rc == 0; r++)
			rc = diff_vgpr(a, r, c->all_old + (size_t)r *
			    WAVE_MAX_LANES, w->vgpr[r], w->size);
	} else {
		for (unsigned i = 0; i < c->nv && rc == 0; i++)
			rc = diff_vgpr(a, c->vreg[i], c->vold[i],
			    w->vgpr[c->vreg[i]], w->size);
	}
	/* Most steps leave every SGPR alone: one memcmp decides. */
	bool sgprs = c->scalars && memcmp(c->sc.sgpr, w->sgpr,
	    sizeof c->sc.sgpr) != 0;
	for (unsigned r = 0; sgprs && r < WAVE_SGPR_SLOTS && rc == 0; r++)
		if (c->sc.sgpr[r] != w->sgpr[r])
			rc = wput(a, T_SGPR | r << 8) < 0 ||
			    wput(a, c->sc.sgpr[r] ^ w->sgpr[r]) < 0 ? -1 : 0;
	if (c->scalars) {
		if (rc == 0 && c->sc.exec != w->exec)
			rc = wput64(a, T_EXEC, c->sc.exec ^ w->exec);
		if (rc == 0 && c->sc.vcc != w->vcc)
			rc = wput64(a, T_VCC, c->sc.vcc ^ w->vcc);
		if (rc == 0 && c->sc.m0 != w->m0)
			rc = wput(a, T_M0) < 0 || wput(a, c->sc.m0 ^ w->m0) < 0 ?
			    -1 : 0;
		if (rc == 0 && c->sc.scc != w->scc)
			rc = wput(a, T_SCC);
		if (rc == 0 && c->sc.mode != w->mode)
			rc = wput(a, T_MODE) < 0 ||
			    wput(a, c->sc.mode ^ w->mode) < 0 ? -1 : 0;
	}
	bool used = memcmp(c->vgpr_used, w->vgpr_used, sizeof c->vgpr_used) ||
	    memcmp(c->sgpr_used, w->sgpr_used, sizeof c->sgpr_used);
	for (unsigned i = 0; used && i < NV + 2 && rc == 0; i++) {
		uint64_t x = i < NV ? c->vgpr_used[i] : c->sgpr_used[i - NV];
		uint64_t y = i < NV ? w->vgpr_used[i] : w->sgpr_used[i - NV];

		if (x != y)
			rc = wput64(a, T_USED | i << 8, x ^ y);
	}
	return rc;
}

/* The memory records of the change from capture c to w, into a. */
static int
diff_mem(struct words *a, const struct history_capture *c,
    const struct wave *w)
{
	size_t off = 0;
	int rc = 0;

	for (unsigned i = 0; i < c->nmem + c->pk_n && rc == 0; i++) {
		uint64_t addr;
		uint32_t len;
		bool lds;

		history_capture_range(c, i, &addr, &len, &lds);
		/* a lane's few bytes on the stack: re-running a segment of
		 * stores diffs them every step */
		uint8_t small[256];
		uint8_t *now = len <= sizeof small ? small : malloc(len);

		if (now == NULL)
			return -1;
		memory_read(lds ? w->lds : w->mem, addr, now, len);
		/* A store of the same bytes into never-written memory still
		 * changes what memory_each_range lists, so it needs a record
		 * too: stepping back must make those bytes unwritten again. */
		bool fresh = memchr(c->mem_old_written + off, 0, len) != NULL;
		if (fresh || memcmp(now, c->mem_old + off, len) != 0) {
			/* bit 8 of the tag: the range is in the LDS */
			rc = wput(a, T_MEM | (lds ? 1u << 8 : 0)) < 0 ||
			    wput(a, (uint32_t)addr) < 0 ||
			    wput(a, (uint32_t)(addr >> 32)) < 0 ||
			    wput(a, len) < 0 ||
			    put_bytes(a, c->mem_old + off, len) < 0 ||
			    put_bytes(a, now, len) < 0 ||
			    put_written_bits(a, c->mem_old_written + off,
			    len) < 0 ? -1 : 0;
		}
		if (now != small)
			free(now);
		off += len;
	}
	return rc;
}

static void
seg_evict(struct history *h, struct seg *g)
{
	/* one evicted segment's buffers are kept for the next to become
	 * resident: a fresh buffer of that size costs a page fault every
	 * 4 KB, a fifth of re-running a segment */
	if (h->spare_vw.cap == 0 && h->spare_capvoff == 0) {
		h->spare_vw = g->vw;
		h->spare_vw.n = 0;
		h->spare_voff = g->voff;
		h->spare_capvoff = g->capvoff;
	} else {
		free(g->vw.w);
		free(g->voff);
	}
	g->vw = (struct words){ 0 };
	g->voff = NULL;
	g->capvoff = 0;
	g->nres = 0;
}

/* Gives g (without buffers for its register records) the spare ones. */
static void
take_spare(struct history *h, struct seg *g)
{
	if (g->vw.cap != 0 || g->capvoff != 0)
		return;
	g->vw = h->spare_vw;
	g->voff = h->spare_voff;
	g->capvoff = h->spare_capvoff;
	h->spare_vw = (struct words){ 0 };
	h->spare_voff = NULL;
	h->spare_capvoff = 0;
}

static void
seg_free(struct seg *g)
{
	free(g->vw.w);
	free(g->voff);
	free(g->pw.w);
	free(g->comb.w);
	free(g->snap);
	memset(g, 0, sizeof *g);
}

/* Says that g's combined record changed (or was made, dropped or cut):
 * a group holding g is stale. */
static void
comb_touch(struct history *h, struct seg *g)
{
	g->cver = ++h->cclock;
}

/* Forgets the groups of segment i and after (segments dropped or moved),
 * giving their memory back. */
static void
groups_drop(struct history *h, size_t i)
{
	for (size_t j = i / HISTORY_GROUP_SEGS; j < h->capgrp; j++) {
		free(h->grp[j].comb.w);
		memset(&h->grp[j], 0, sizeof h->grp[j]);
	}
}

/* The segment holding step k, or NULL. */
static struct seg *
seg_of(const struct history *h, unsigned k)
{
	size_t lo = 0, hi = h->nsegs;

	if (h->nsegs == 0 || k < h->segs[0].start)
		return NULL;
	while (hi - lo > 1) {
		size_t mid = (lo + hi) / 2;

		if (h->segs[mid].start <= k)
			lo = mid;
		else
			hi = mid;
	}
	if (k - h->segs[lo].start >= h->segs[lo].n)
		return NULL;
	return &h->segs[lo];
}

/* The state before step k+1 (so: the registers captured in c, the rest
 * as w has them after step k+1), as a snapshot: a delta against the
 * previous one when few VGPRs were written since (h->dirty), else full.
 * NULL when out of memory. */
static struct snap *
snap_build(struct history *h, const struct history_capture *c,
    const struct wave *w)
{
	uint8_t idx[WAVE_VGPR_SLOTS];
	const uint32_t *src[WAVE_VGPR_SLOTS];
	uint64_t vmask[WAVE_VGPR_SLOTS / 64] = { 0 };
	unsigned nv = 0, ndirty = 0;
	struct snap *p;
	bool full;

	for (unsigned i = 0; i < WAVE_VGPR_SLOTS / 64; i++)
		ndirty += (unsigned)__builtin_popcountll(h->dirty[i]);
	full = h->dirty_all || h->chain >= HISTORY_SNAPSHOT_CHAIN ||
	    ndirty > WAVE_NUM_VGPRS / 2;
	memset(idx, 0, sizeof idx);
	if (!c->all_vgprs)
		for (unsigned i = 0; i < c->nv; i++)
			idx[c->vreg[i]] = (uint8_t)(i + 1);
	memset(src, 0, sizeof src);
	for (unsigned r = 0; r < history_vgpr_slots(w); r++) {
		const uint32_t *v = c->all_vgprs ? c->all_old +
		    (size_t)r * WAVE_MAX_LANES : idx[r] ? c->vold[idx[r] - 1] :
		    w->vgpr[r];
		bool keep;

		if (full) {
			uint32_t any = 0;

			for (unsigned l = 0; l < WAVE_MAX_LANES; l++)
				any |= v[l];
			keep = any != 0;
		} else {
			keep = h->dirty[r / 64] >> (r % 64) & 1;
		}
		src[r] = v;
		if (keep) {
			vmask[r / 64] |= (uint64_t)1 << (r % 64);
			nv++;
		}
	}
	size_t bytes = sizeof *p + (size_t)nv * sizeof p->v[0];

	if ((p = malloc(bytes)) == NULL)
		return NULL;
	p->bytes = bytes;
	p->full = full;
	if (c->scalars) {
		p->sc = c->sc;
	} else {
		history_scalars_take(&p->sc, w);
	}
	p->pc = w->pc;
	memcpy(p->vgpr_used, c->vgpr_used, sizeof p->vgpr_used);
	memcpy(p->sgpr_used, c->sgpr_used, sizeof p->sgpr_used);
	memcpy(p->vmask, vmask, sizeof vmask);
	nv = 0;
	for (unsigned r = 0; r < history_vgpr_slots(w); r++)
		if (vmask[r / 64] >> (r % 64) & 1)
			memcpy(p->v[nv++], src[r], sizeof p->v[0]);
	memset(h->dirty, 0, sizeof h->dirty);
	h->dirty_all = false;
	h->chain = full ? 0 : h->chain + 1;
	return p;
}

/* Puts one snapshot's registers into w: a full one zeroes the VGPRs it
 * does not store, a delta leaves them. */
static void
snap_put(const struct snap *p, struct wave *w)
{
	unsigned nv = 0;

	history_scalars_put(&p->sc, w);
	w->pc = p->pc;
	memcpy(w->vgpr_used, p->vgpr_used, sizeof w->vgpr_used);
	memcpy(w->sgpr_used, p->sgpr_used, sizeof w->sgpr_used);
	for (unsigned r = 0; r < history_vgpr_slots(w); r++) {
		if (p->vmask[r / 64] >> (r % 64) & 1)
			memcpy(w->vgpr[r], p->v[nv++], sizeof w->vgpr[0]);
		else if (p->full)
			memset(w->vgpr[r], 0, sizeof w->vgpr[0]);
	}
}

/* Puts segment g's snapshot into w (memory is left alone): the full one
 * at or before it, then the deltas after that up to g's. */
static void
snap_restore(const struct history *h, const struct seg *g, struct wave *w)
{
	size_t i = (size_t)(g - h->segs), j = i;

	while (j > 0 && !h->segs[j].snap->full)
		j--;
	for (; j <= i; j++)
		snap_put(h->segs[j].snap, w);
}

/* Snapshot c (a delta against b) made a delta against b's own base, or
 * full when b is: b's VGPRs with c's over them. NULL when out of
 * memory. */
static struct snap *
snap_compose(const struct snap *b, const struct snap *c)
{
	uint64_t vmask[WAVE_VGPR_SLOTS / 64];
	unsigned nv = 0, ib = 0, ic = 0, n = 0;
	struct snap *p;

	for (unsigned i = 0; i < WAVE_VGPR_SLOTS / 64; i++) {
		vmask[i] = b->vmask[i] | c->vmask[i];
		nv += (unsigned)__builtin_popcountll(vmask[i]);
	}
	size_t bytes = sizeof *p + (size_t)nv * sizeof p->v[0];

	if ((p = malloc(bytes)) == NULL)
		return NULL;
	memcpy(p, c, sizeof *p);
	p->bytes = bytes;
	p->full = b->full;
	memcpy(p->vmask, vmask, sizeof vmask);
	for (unsigned r = 0; r < WAVE_VGPR_SLOTS; r++) {
		bool inb = b->vmask[r / 64] >> (r % 64) & 1;
		bool inc = c->vmask[r / 64] >> (r % 64) & 1;

		if (inc)
			memcpy(p->v[n++], c->v[ic], sizeof p->v[0]);
		else if (inb)
			memcpy(p->v[n++], b->v[ib], sizeof p->v[0]);
		ib += inb;
		ic += inc;
	}
	return p;
}

/* Merges pairs of finished segments (never the last, nor pinned ones)
 * until the snapshots fit the budget again: a segment then covers twice
 * the steps, and a step is reached by re-running twice as far. */
static void
thin(struct history *h)
{
	while (h->snap_bytes > h->snap_budget && h->nsegs > 2) {
		size_t out = 0, i = 0;
		bool merged = false;

		while (i < h->nsegs) {
			struct seg *a = &h->segs[i];
			struct seg *b = i + 1 < h->nsegs ? &h->segs[i + 1] :
			    NULL;

			struct snap *cs = NULL;
			struct words mc = { 0 };
			struct chunk ch[2];

			/* the segment after b: its snapshot, a delta
			 * against b's, becomes one against a's; the merged
			 * segment's stores are a's and b's combined (its
			 * steps are no longer resident) */
			if (b != NULL && i + 1 < h->nsegs - 1 && !a->pinned &&
			    !b->pinned && a->snap != NULL &&
			    !a->comb_over && !b->comb_over &&
			    seg_comb(a) == 0 && seg_comb(b) == 0 &&
			    (ch[0] = (struct chunk){ a->comb.w, a->comb.n },
			    ch[1] = (struct chunk){ b->comb.w, b->comb.n },
			    combine_into(&mc, ch, 2) == 0) &&
			    (h->segs[i + 2].snap == NULL ||
			    h->segs[i + 2].snap->full ||
			    (cs = snap_compose(b->snap, h->segs[i + 2].snap)) !=
			    NULL) &&
			    array_grow((void **)&a->pw.w, &a->pw.cap,
			    a->pw.n + b->pw.n, sizeof *a->pw.w) == 0) {
				if (cs != NULL) {
					struct seg *c = &h->segs[i + 2];

					h->snap_bytes += cs->bytes;
					h->snap_bytes -= c->snap->bytes;
					free(c->snap);
					c->snap = cs;
				}
				seg_evict(h, a);
				memcpy(a->pw.w + a->pw.n, b->pw.w,
				    b->pw.n * sizeof *b->pw.w);
				a->pw.n += b->pw.n;
				a->plast = (size_t)-1;
				a->pcur = 0;
				free(a->comb.w);
				a->comb = mc;
				a->comb_ok = true;
				comb_touch(h, a);
				a->n += b->n;
				if (b->snap != NULL)
					h->snap_bytes -= b->snap->bytes;
				seg_free(b);
				h->segs[out++] = *a;
				i += 2;
				merged = true;
			} else {
				free(cs);
				free(mc.w);
				h->segs[out++] = *a;
				i++;
			}
		}
		for (size_t j = out; j < h->nsegs; j++)
			memset(&h->segs[j], 0, sizeof h->segs[j]);
		h->nsegs = out;
		if (!merged)
			break;
		groups_drop(h, 0); /* the segments moved */
		if (h->seglen < (1u << 30))
			h->seglen *= 2;
	}
}

/* Evicts the least recently used resident segments but keep (and the
 * last, which steps are appended to) past HISTORY_RESIDENT_SEGMENTS.
 * The resident ones are listed by their first step (h->res), so this
 * costs nothing per segment of a long history; entries of segments
 * merged, cut or evicted since are dropped here. */
static void
evict_some(struct history *h, const struct seg *keep)
{
	size_t j = 0;

	for (size_t i = 0; i < h->nres; i++) {
		const struct seg *g = seg_of(h, h->res[i]);

		if (g != NULL && g->start == h->res[i] && g->nres > 0 &&
		    !g->pinned)
			h->res[j++] = h->res[i];
	}
	h->nres = j;
	while (h->nres > HISTORY_RESIDENT_SEGMENTS) {
		struct seg *old = NULL, *last = &h->segs[h->nsegs - 1];
		size_t at = 0;

		for (size_t i = 0; i < h->nres; i++) {
			struct seg *g = seg_of(h, h->res[i]);

			if (g != keep && g != last &&
			    (old == NULL || g->used < old->used)) {
				old = g;
				at = i;
			}
		}
		if (old == NULL)
			return;
		/* its stores are dropped with it: first combined, else (out
		 * of memory) it stays resident, off the list */
		if (old->comb_ok || seg_comb(old) == 0)
			seg_evict(h, old);
		h->res[at] = h->res[--h->nres];
	}
}

/* Lists g as resident (its register records are being kept). */
static void
mark_resident(struct history *h, struct seg *g)
{
	if (h->rerun == NULL || g->snap == NULL || g->pinned)
		return;
	for (size_t i = 0; i < h->nres; i++)
		if (h->res[i] == g->start)
			return;
	if (h->nres == sizeof h->res / sizeof h->res[0])
		evict_some(h, g);
	if (h->nres < sizeof h->res / sizeof h->res[0])
		h->res[h->nres++] = g->start;
}

/* Opens a new segment at step k (the capture c and w describe its first
 * step). Returns it, or NULL when out of memory. */
static struct seg *
seg_open(struct history *h, unsigned k, const struct history_capture *c,
    const struct wave *w)
{
	size_t oldcap = h->capsegs;
	struct seg *g;
	struct snap *p = NULL;

	if (array_grow((void **)&h->segs, &h->capsegs, h->nsegs + 1,
	    sizeof *h->segs) < 0)
		return NULL;
	if (h->capsegs > oldcap)
		memset(h->segs + oldcap, 0,
		    (h->capsegs - oldcap) * sizeof *h->segs);
	if (h->rerun != NULL && (p = snap_build(h, c, w)) == NULL)
		return NULL;
	g = &h->segs[h->nsegs++];
	/* a slot past the end may keep buffers of a dropped segment */
	g->vw.n = g->pw.n = 0;
	g->plast = (size_t)-1;
	g->pcur = 0;
	g->comb_ok = g->comb_over = false;
	comb_touch(h, g);
	free(g->snap);
	g->snap = p;
	g->start = k;
	g->n = g->nres = 0;
	g->pinned = false;
	g->used = ++h->clock;
	take_spare(h, g);
	if (p != NULL)
		h->snap_bytes += p->bytes;
	return g;
}

/* Drops the last segment (opened for a step whose commit failed). */
static void
seg_close_last(struct history *h)
{
	struct seg *g = &h->segs[--h->nsegs];

	h->dirty_all = true; /* its snapshot took the written VGPRs */
	if (g->snap != NULL)
		h->snap_bytes -= g->snap->bytes;
	free(g->snap);
	g->snap = NULL;
}

/* Finds step k's marker in g->pw (its records follow): the offset of
 * the marker, or (size_t)-1. */
static size_t
pw_find(struct seg *g, unsigned k)
{
	size_t o = g->pcur < g->pw.n && g->pw.w[g->pcur + 1] <= k ? g->pcur :
	    0;

	/* re-running a segment asks for its steps in order: from the
	 * marker found last, not from the first */
	for (; o < g->pw.n; o += 3 + g->pw.w[o + 2]) {
		if (g->pw.w[o + 1] == k) {
			g->pcur = o;
			return o;
		}
		if (g->pw.w[o + 1] > k)
			break;
	}
	return (size_t)-1;
}

/* The offset of the last marker in g->pw, or (size_t)-1: kept in
 * g->plast (a store in a loop appends to a segment every step: no walk
 * over its markers each time), found again when unknown. */
static size_t
pw_last(struct seg *g)
{
	size_t last = (size_t)-1;

	if (g->plast != (size_t)-1)
		return g->plast;
	for (size_t o = 0; o < g->pw.n; o += 3 + g->pw.w[o + 2])
		last = o;
	g->plast = last;
	return last;
}

/* Appends the records of a to step k's kept records in g. */
static int
pw_append(struct seg *g, unsigned k, const struct words *a)
{
	size_t last;

	if (a->n == 0)
		return 0;
	last = pw_last(g);
	if (last == (size_t)-1 || g->pw.w[last + 1] != k) {
		if (wput(&g->pw, T_STEP) < 0 || wput(&g->pw, k) < 0 ||
		    wput(&g->pw, 0) < 0)
			return -1;
		last = g->pw.n - 3;
	}
	if (array_grow((void **)&g->pw.w, &g->pw.cap, g->pw.n + a->n,
	    sizeof *g->pw.w) < 0)
		return -1;
	memcpy(g->pw.w + g->pw.n, a->w, a->n * sizeof *a->w);
	g->pw.n += a->n;
	g->pw.w[last + 2] += (uint32_t)a->n;
	g->plast = last;
	return 0;
}

int
history_commit(struct history *h, unsigned k, const struct history_capture *c,
    const struct wave *w)
{
	unsigned last = history_step_count(h);
	bool opened = k == last + 1, newseg = false;
	struct seg *g;
	struct words tmp = { 0 };
	size_t vmark = 0, vregs = 0, pmark;
	unsigned nres0;
	bool memrec = false;
	int rc = 0;

	if (opened) {
		g = h->nsegs > 0 ? &h->segs[h->nsegs - 1] : NULL;
		if (g == NULL || g->n >= h->seglen) {
			if ((g = seg_open(h, k, c, w)) == NULL)
				return -1;
			newseg = true;
		}
	} else if (k != last || h->nsegs == 0) {
		return -1;
	} else {
		g = &h->segs[h->nsegs - 1];
	}
	/* the VGPRs this change writes differ from the last snapshot */
	if (c->all_vgprs)
		h->dirty_all = true;
	for (unsigned i = 0; i < c->nv; i++)
		h->dirty[c->vreg[i] / 64] |= (uint64_t)1 << (c->vreg[i] % 64);
	pmark = g->pw.n;
	nres0 = g->nres;
	if (opened) {
		unsigned i = k - g->start;

		/* the step's records go with it when the steps before it are
		 * there too (else re-running makes them): its stores too,
		 * since re-running the steps before it brings memory where
		 * it was; else the stores are kept for good */
		if (g->nres == i || g->snap == NULL) {
			vmark = g->vw.n;
			if (array_grow((void **)&g->voff, &g->capvoff,
			    (size_t)i + 1, sizeof *g->voff) < 0 ||
			    g->vw.n > UINT32_MAX)
				rc = -1;
			else {
				g->voff[i] = (uint32_t)g->vw.n;
				rc = diff_regs(&g->vw, c, w);
				vregs = g->vw.n;
				if (rc == 0)
					rc = diff_mem(&g->vw, c, w);
				if (rc == 0)
					g->nres = i + 1;
				else
					g->vw.n = vmark;
				memrec = g->vw.n != vregs;
			}
		} else {
			rc = diff_mem(&tmp, c, w);
		}
	} else {
		/* After its instruction: what re-running cannot make. */
		rc = diff_regs(&tmp, c, w);
		if (rc == 0)
			rc = diff_mem(&tmp, c, w);
	}
	if (rc == 0)
		rc = pw_append(g, k, &tmp);
	/* the combined stores: made again from the records when every step
	 * is resident, else (the earlier steps' stores are known only
	 * there) extended */
	if (rc == 0 && tmp.n > 0 && g->nres < g->n + opened && g->comb_ok &&
	    h->rerun != NULL)
		rc = comb_extend(g, &tmp);
	else if (rc == 0 && (tmp.n > 0 || memrec) && g->nres < g->n + opened &&
	    h->rerun != NULL)
		rc = -1; /* no account of the earlier stores: never */
	else if (rc == 0 && (tmp.n > 0 || memrec))
		g->comb_ok = g->comb_over = false;
	comb_touch(h, g);
	free(tmp.w);
	if (rc < 0) {
		/* no half-written record, nor a step without its delta */
		g->pw.n = pmark;
		g->plast = (size_t)-1;
		g->pcur = 0;
		if (g->nres != nres0) {
			g->nres = nres0;
			g->vw.n = vmark;
		}
		if (g->nres >= g->n)
			g->comb_ok = g->comb_over = false;
		if (newseg)
			seg_close_last(h);
		return -1;
	}
	if (opened)
		g->n++;
	g->used = ++h->clock;
	if (nres0 == 0 && g->nres > 0)
		mark_resident(h, g);
	if (newseg) {
		evict_some(h, g);
		thin(h);
		/* a group's segments all closed: its record now, while
		 * running, rather than at the first far :goto (out of memory:
		 * made when walked over, or walked segment by segment) */
		if (h->nsegs > HISTORY_GROUP_SEGS &&
		    (h->nsegs - 1) % HISTORY_GROUP_SEGS == 0)
			(void)group_get(h, (h->nsegs - 1) /
			    HISTORY_GROUP_SEGS - 1);
	}
	return 0;
}

unsigned
history_step_count(const struct history *h)
{
	if (h->nsegs == 0)
		return h->first - 1;
	return h->segs[h->nsegs - 1].start + h->segs[h->nsegs - 1].n - 1;
}

unsigned
history_first_step(const struct history *h)
{
	return h->first;
}

/* Drops the segments from i on (their slots keep no buffers but slot
 * 0's, reused by a streaming run's one step). */
static void
drop_segs(struct history *h, size_t i)
{
	/* the next snapshot's base may be gone: it is a full one */
	h->dirty_all = true;
	groups_drop(h, i);
	for (size_t j = i; j < h->nsegs; j++) {
		struct seg *g = &h->segs[j];

		if (g->snap != NULL)
			h->snap_bytes -= g->snap->bytes;
		free(g->snap);
		g->snap = NULL;
		if (j != 0)
			seg_free(g);
	}
	if (i < h->nsegs)
		h->nsegs = i;
}

void
history_truncate_steps(struct history *h, unsigned k)
{
	if (k + 1 < h->first) {
		history_forget_steps(h, k);
		return;
	}
	if (k >= history_step_count(h))
		return;
	size_t i = 0;

	h->dirty_all = true;

	while (i < h->nsegs && h->segs[i].start <= k)
		i++;
	drop_segs(h, i);
	if (i == 0)
		return;
	struct seg *g = &h->segs[i - 1];
	unsigned keep = k + 1 - g->start;

	if (keep < g->n) {
		g->n = keep;
		comb_touch(h, g);
		if (g->nres >= keep) {
			if (g->nres > keep) {
				g->nres = keep;
				g->vw.n = g->voff[keep];
			}
			/* made again from the records when needed */
			g->comb_ok = g->comb_over = false;
		} else if (g->comb_ok) {
			/* the steps cut may have written ranges the others
			 * did not: exact backward only (comb_refresh) */
			g->comb_over = true;
		}
		for (size_t o = 0; o < g->pw.n; o += 3 + g->pw.w[o + 2])
			if (g->pw.w[o + 1] > k) {
				g->pw.n = o;
				g->plast = (size_t)-1;
				g->pcur = 0;
				break;
			}
	}
}

void
history_forget_steps(struct history *h, unsigned k)
{
	drop_segs(h, 0);
	h->first = k + 1;
	h->seglen = HISTORY_SEGMENT_STEPS;
}

static size_t
record_len(const uint32_t *p)
{
	switch (p[0] & 0xff) {
	case T_VGPR:
		return 3 + (size_t)__builtin_popcountll(p[1] |
		    (uint64_t)p[2] << 32);
	case T_SGPR:
	case T_M0:
	case T_MODE:
		return 2;
	case T_EXEC:
	case T_VCC:
	case T_USED:
		return 3;
	case T_SCC:
		return 1;
	default: /* T_MEM */
		return 4 + 2 * (((size_t)p[3] + 3) / 4) +
		    ((size_t)p[3] + 31) / 32;
	}
}

/* The end of the run of marks equal to v from mark i on (at most len). */
static uint32_t
mark_run_end(const uint32_t *bits, uint32_t i, uint32_t len, bool v)
{
	while (i < len) {
		uint32_t b = i % 32, x = (v ? bits[i / 32] : ~bits[i / 32]) >> b;
		/* x's top b bits are zero: a run ends inside the word unless
		 * it fills it from b on */
		uint32_t ones = ~x == 0 ? 32 : (uint32_t)__builtin_ctz(~x);

		i += ones;
		if (ones < 32 - b)
			break;
	}
	return i < len ? i : len;
}

static void
apply_mem(const uint32_t *p, struct wave *w, bool backward)
{
	uint64_t addr = p[1] | (uint64_t)p[2] << 32;
	uint32_t len = p[3];
	const uint8_t *old = (const uint8_t *)(p + 4);
	const uint8_t *now = (const uint8_t *)(p + 4 + (len + 3) / 4);
	const uint32_t *written = p + 4 + 2 * ((len + 3) / 4);
	struct memory *m = (p[0] >> 8) & 1 ? w->lds : w->mem;

	if (m == NULL)
		return;
	if (!backward) {
		(void)memory_write(m, addr, now, len);
		return;
	}
	/* Bytes written before take their old values back; those the
	 * steps wrote for the first time become unwritten again, so :print
	 * mem and --json list exactly what they did before. A run of each
	 * at once, found a word of marks at a time (a segment group's
	 * record of a store that moves on is a hundred kilobytes). */
	for (uint32_t i = 0; i < len;) {
		bool was = written[i / 32] >> (i % 32) & 1;
		uint32_t j = mark_run_end(written, i, len, was);

		if (was)
			(void)memory_write(m, addr + i, old + i, j - i);
		else
			memory_unwrite(m, addr + i, j - i);
		i = j;
	}
}

/* Applies the records in words[begin, end) to w. regs/mem: which kinds.
 * Backward, memory records go newest first (the oldest "old" must land
 * last); *nmem counts the positions kept in h->scratch for that, and
 * the caller applies them (flush_mem) once every range of the move is
 * listed. */
static void
apply_range(struct history *h, const uint32_t *words, size_t begin,
    size_t end, struct wave *w, bool backward, bool regs, bool mem,
    size_t *nmem)
{
	for (size_t o = begin; o < end; o += record_len(words + o)) {
		const uint32_t *p = words + o;
		unsigned reg = p[0] >> 8;

		if ((p[0] & 0xff) != T_MEM && !regs)
			continue;
		switch (p[0] & 0xff) {
		case T_VGPR: {
			uint64_t m = p[1] | (uint64_t)p[2] << 32;
			const uint32_t *x = p + 3;

			while (m != 0) {
				unsigned l = (unsigned)__builtin_ctzll(m);

				w->vgpr[reg][l] ^= *x++;
				m &= m - 1;
			}
			break;
		}
		case T_SGPR:
			w->sgpr[reg] ^= p[1];
			break;
		case T_EXEC:
			w->exec ^= p[1] | (uint64_t)p[2] << 32;
			break;
		case T_VCC:
			w->vcc ^= p[1] | (uint64_t)p[2] << 32;
			break;
		case T_M0:
			w->m0 ^= p[1];
			break;
		case T_MODE:
			w->mode ^= p[1];
			break;
		case T_SCC:
			w->scc = !w->scc;
			break;
		case T_USED: {
			uint64_t x = p[1] | (uint64_t)p[2] << 32;

			if (reg < NV)
				w->vgpr_used[reg] ^= x;
			else
				w->sgpr_used[reg - NV] ^= x;
			break;
		}
		default:
			if (!mem)
				break;
			if (!backward) {
				apply_mem(p, w, false);
				break;
			}
			/* kept for flush_mem (the arenas do not move during
			 * a move); without room, applied now */
			if (array_grow((void **)&h->scratch, &h->capscratch,
			    *nmem + 1, sizeof *h->scratch) == 0)
				h->scratch[(*nmem)++] = p;
			else
				apply_mem(p, w, true);
			break;
		}
	}
}

/* Applies the memory records listed backward by apply_range, newest
 * first. */
static void
flush_mem(struct history *h, struct wave *w, size_t *nmem)
{
	while (*nmem > 0)
		apply_mem(h->scratch[--*nmem], w, true);
}

/* Applies step k's kept records (pw) of g. */
static void
apply_kept(struct history *h, struct seg *g, unsigned k, struct wave *w,
    bool backward, bool regs, bool mem, size_t *nmem)
{
	size_t o = pw_find(g, k);

	if (o != (size_t)-1)
		apply_range(h, g->pw.w, o + 3, o + 3 + g->pw.w[o + 2], w,
		    backward, regs, mem, nmem);
}

/* Applies step k (resident in g) to w. */
static void
apply_step(struct history *h, struct seg *g, unsigned k, struct wave *w,
    bool backward, bool mem)
{
	unsigned i = k - g->start;
	size_t nmem = 0;
	size_t end = i + 1 < g->nres ? g->voff[i + 1] : g->vw.n;

	apply_range(h, g->vw.w, g->voff[i], end, w, backward, true, mem,
	    &nmem);
	apply_kept(h, g, k, w, backward, true, mem, &nmem);
	flush_mem(h, w, &nmem);
}

/* The index of the first segment with a step after k. */
static size_t
seg_after(const struct history *h, unsigned k)
{
	size_t lo = 0, hi = h->nsegs;

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;

		if (h->segs[mid].start + h->segs[mid].n - 1 <= k)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* A range a segment's memory records wrote, for combine_into. */
struct crange {
	uint64_t addr, end;
	bool lds;
	size_t off;        /* into the byte buffers */
};

static int
crange_cmp(const void *x, const void *y)
{
	const struct crange *a = x, *b = y;

	if (a->lds != b->lds)
		return a->lds < b->lds ? -1 : 1;
	return a->addr < b->addr ? -1 : a->addr > b->addr;
}

/* Makes *out the memory records of the chunks (records of any kind, in
 * the order they were made) combined: the ranges they wrote, merged,
 * each with the bytes before the first write (and whether they had been
 * written) and after the last. *out is replaced only on success (a chunk
 * may be *out itself). Returns 0, -1 when out of memory. */
static int
combine_into(struct words *out, const struct chunk *ch, size_t nch)
{
	struct crange *r = NULL;
	struct words nw = { 0 };
	uint8_t *old = NULL, *now, *wb, *seen;
	size_t nr = 0, m = 0, total = 0;
	int rc = -1;

	for (size_t c = 0; c < nch; c++)
		for (size_t q = 0; q < ch[c].n; q += record_len(ch[c].w + q))
			nr += (ch[c].w[q] & 0xff) == T_MEM;
	if (nr == 0) {
		out->n = 0;
		return 0;
	}
	if ((r = malloc(nr * sizeof *r)) == NULL)
		return -1;
	nr = 0;
	for (size_t c = 0; c < nch; c++)
		for (size_t q = 0; q < ch[c].n; q += record_len(ch[c].w + q)) {
			const uint32_t *p = ch[c].w + q;

			if ((p[0] & 0xff) == T_MEM) {
				uint64_t addr = p[1] | (uint64_t)p[2] << 32;

				r[nr++] = (struct crange){ addr, addr + p[3],
				    (p[0] >> 8) & 1, 0 };
			}
		}
	qsort(r, nr, sizeof *r, crange_cmp);
	/* overlapping or touching ranges of one space become one */
	for (size_t i = 0; i < nr; i++) {
		if (m > 0 && r[m - 1].lds == r[i].lds &&
		    r[i].addr <= r[m - 1].end) {
			if (r[i].end > r[m - 1].end)
				r[m - 1].end = r[i].end;
			continue;
		}
		r[m++] = r[i];
	}
	for (size_t i = 0; i < m; i++) {
		r[i].off = total;
		total += (size_t)(r[i].end - r[i].addr);
		if (r[i].end - r[i].addr > UINT32_MAX)
			goto out;
	}
	if ((old = calloc(4, total ? total : 1)) == NULL)
		goto out;
	now = old + total;
	wb = now + total;
	seen = wb + total;
	for (size_t c = 0; c < nch; c++)
		for (size_t q = 0; q < ch[c].n; q += record_len(ch[c].w + q)) {
			const uint32_t *p = ch[c].w + q;

			if ((p[0] & 0xff) != T_MEM)
				continue;
			uint64_t addr = p[1] | (uint64_t)p[2] << 32;
			uint32_t len = p[3];
			const uint8_t *ro = (const uint8_t *)(p + 4);
			const uint8_t *rn = (const uint8_t *)(p + 4 +
			    (len + 3) / 4);
			const uint32_t *bits = p + 4 + 2 * ((len + 3) / 4);
			struct crange key = { addr, addr, (p[0] >> 8) & 1, 0 };
			size_t lo = 0, hi = m;

			/* the merged range holding it: the last at or
			 * below its address */
			while (hi - lo > 1) {
				size_t mid = (lo + hi) / 2;

				if (crange_cmp(&r[mid], &key) <= 0)
					lo = mid;
				else
					hi = mid;
			}
			size_t base = r[lo].off + (size_t)(addr - r[lo].addr);

			for (uint32_t i = 0; i < len; i++) {
				if (!seen[base + i]) {
					seen[base + i] = 1;
					old[base + i] = ro[i];
					wb[base + i] = bits[i / 32] >> (i % 32) &
					    1;
				}
				now[base + i] = rn[i];
			}
		}
	for (size_t i = 0; i < m; i++) {
		uint32_t len = (uint32_t)(r[i].end - r[i].addr);

		if (wput(&nw, T_MEM | (r[i].lds ? 1u << 8 : 0)) < 0 ||
		    wput(&nw, (uint32_t)r[i].addr) < 0 ||
		    wput(&nw, (uint32_t)(r[i].addr >> 32)) < 0 ||
		    wput(&nw, len) < 0 ||
		    put_bytes(&nw, old + r[i].off, len) < 0 ||
		    put_bytes(&nw, now + r[i].off, len) < 0 ||
		    put_written_bits(&nw, wb + r[i].off, len) < 0)
			goto out;
	}
	free(out->w);
	*out = nw;
	nw.w = NULL;
	rc = 0;
out:
	free(nw.w);
	free(r);
	free(old);
	return rc;
}

static int
seg_comb(struct seg *g)
{
	struct chunk *ch;
	size_t nc = 0, o = 0;
	int rc;

	if (g->comb_ok)
		return 0;
	if (g->nres < g->n)
		return -1;
	if ((ch = malloc((2 * (size_t)g->n + 1) * sizeof *ch)) == NULL)
		return -1;
	/* step by step: the instruction's records, then the kept ones
	 * (:set lines after it) */
	for (unsigned i = 0; i < g->n; i++) {
		size_t end = i + 1 < g->nres ? g->voff[i + 1] : g->vw.n;

		/* a segment of steps that recorded nothing has no array
		 * yet (NULL + 0 is undefined in C) */
		ch[nc++] = (struct chunk){ g->vw.w != NULL ?
			g->vw.w + g->voff[i] : NULL, end - g->voff[i] };
		while (o < g->pw.n && g->pw.w[o + 1] < g->start + i)
			o += 3 + g->pw.w[o + 2];
		if (o < g->pw.n && g->pw.w[o + 1] == g->start + i)
			ch[nc++] = (struct chunk){ g->pw.w + o + 3,
				g->pw.w[o + 2] };
	}
	rc = combine_into(&g->comb, ch, nc);
	free(ch);
	if (rc == 0) {
		g->comb_ok = true;
		g->comb_over = false;
	}
	return rc;
}

static int
comb_extend(struct seg *g, const struct words *a)
{
	struct chunk ch[2] = { { g->comb.w, g->comb.n }, { a->w, a->n } };

	return combine_into(&g->comb, ch, 2);
}

/* Makes g's combined records, cut by history_truncate_steps (comb_over),
 * exact again; w's memory is at the state after g's last step. A byte
 * unwritten both before the segment and now was not written by its
 * steps: it leaves the records; every other byte's new value is what
 * memory holds now. Returns 0, -1 when out of memory (comb is then as
 * it was). */
static int
comb_refresh(struct seg *g, const struct wave *w)
{
	struct words nw = { 0 };
	uint8_t *cur = NULL, *cw = NULL, *wb = NULL;
	int rc = -1;

	for (size_t q = 0; q < g->comb.n; q += record_len(g->comb.w + q)) {
		const uint32_t *p = g->comb.w + q;
		uint64_t addr = p[1] | (uint64_t)p[2] << 32;
		uint32_t len = p[3], i = 0;
		const uint8_t *ro = (const uint8_t *)(p + 4);
		const uint32_t *bits = p + 4 + 2 * ((len + 3) / 4);
		bool lds = (p[0] >> 8) & 1;
		const struct memory *m = lds ? w->lds : w->mem;
		uint8_t *t;

		if (m == NULL)
			continue;
		if ((t = realloc(cur, 3 * (size_t)len + 1)) == NULL)
			goto out;
		cur = t;
		cw = cur + len;
		wb = cw + len;
		memory_read(m, addr, cur, len);
		memory_read_written(m, addr, cw, len);
		for (uint32_t j = 0; j < len; j++)
			wb[j] = bits[j / 32] >> (j % 32) & 1;
		while (i < len) {
			uint32_t j;

			if (!wb[i] && !cw[i]) {
				i++;
				continue;
			}
			for (j = i; j < len && (wb[j] || cw[j]); j++)
				;
			if (wput(&nw, T_MEM | (lds ? 1u << 8 : 0)) < 0 ||
			    wput(&nw, (uint32_t)(addr + i)) < 0 ||
			    wput(&nw, (uint32_t)((addr + i) >> 32)) < 0 ||
			    wput(&nw, j - i) < 0 ||
			    put_bytes(&nw, ro + i, j - i) < 0 ||
			    put_bytes(&nw, cur + i, j - i) < 0 ||
			    put_written_bits(&nw, wb + i, j - i) < 0)
				goto out;
			i = j;
		}
	}
	free(g->comb.w);
	g->comb = nw;
	nw.w = NULL;
	g->comb_over = false;
	rc = 0;
out:
	free(nw.w);
	free(cur);
	return rc;
}

/* Applies g's combined records to w's memory. */
static void
apply_comb(struct history *h, struct seg *g, struct wave *w, bool backward)
{
	size_t nmem = 0;

	apply_range(h, g->comb.w, 0, g->comb.n, w, backward, false, true,
	    &nmem);
	flush_mem(h, w, &nmem);
}

/* Re-runs steps from+1..to of g on w (no records kept). */
static void
rerun_to(struct history *h, struct seg *g, struct wave *w, unsigned from,
    unsigned to)
{
	for (unsigned k = from + 1; k <= to; k++)
		if (rerun_step(h, g, k, w, false) < 0)
			return;
}

/* Moves w's memory over steps s1..s2 of g: forward from the state after
 * s1-1 to the state after s2, or backward. regs_ok: w's registers are
 * at the start state too (the first segment of a walk), so steps can be
 * re-run from there; else only from g's snapshot. The registers may end
 * anywhere. */
static void
walk_seg(struct history *h, struct seg *g, struct wave *w, unsigned s1,
    unsigned s2, bool fwd, bool regs_ok)
{
	unsigned end = g->start + g->n - 1;
	bool whole = s1 == g->start && s2 == end;
	size_t nmem = 0;

	if (whole && !fwd && g->comb_over) {
		(void)comb_refresh(g, w);
		comb_touch(h, g);
	}
	/* a cut segment's stale new bytes never go forward */
	if (whole && (fwd ? !g->comb_over && seg_comb(g) == 0 :
	    g->comb_ok || seg_comb(g) == 0)) {
		apply_comb(h, g, w, !fwd);
		return;
	}
	if (s2 < g->start + g->nres) {
		for (unsigned k = s1; k <= s2; k++) {
			unsigned i = k - g->start;
			size_t e = i + 1 < g->nres ? g->voff[i + 1] : g->vw.n;

			apply_range(h, g->vw.w, g->voff[i], e, w, !fwd, false,
			    true, &nmem);
			apply_kept(h, g, k, w, !fwd, false, true, &nmem);
		}
		flush_mem(h, w, &nmem);
		return;
	}
	/* steps not resident: their stores are made again by re-running
	 * (everything is resident without a re-run function) */
	if (h->rerun == NULL || g->snap == NULL)
		return;
	if (fwd) {
		if (s1 == g->start)
			snap_restore(h, g, w);
		else if (!regs_ok)
			return; /* no walk starts inside a later segment */
		rerun_to(h, g, w, s1 - 1, s2);
		return;
	}
	/* to the segment's end by re-running, over its combined records to
	 * its start, then re-running up to s1-1 */
	if (s2 < end) {
		if (!regs_ok)
			return; /* as above */
		rerun_to(h, g, w, s2, end);
	}
	if (g->comb_over) {
		(void)comb_refresh(g, w);
		comb_touch(h, g);
	}
	if (!g->comb_ok && seg_comb(g) < 0)
		return; /* not resident without comb: never (evict_some) */
	apply_comb(h, g, w, true);
	if (s1 > g->start) {
		snap_restore(h, g, w);
		rerun_to(h, g, w, g->start - 1, s1 - 1);
	}
}

/* Group j (struct group), made when stale; NULL when it cannot be (a
 * segment's record cut or not makeable, the last segment among them, out
 * of memory). */
static struct group *
group_get(struct history *h, size_t j)
{
	size_t first = j * HISTORY_GROUP_SEGS, n = HISTORY_GROUP_SEGS;
	struct chunk ch[HISTORY_GROUP_SEGS];
	struct group *gr;
	size_t oldcap = h->capgrp;
	bool fresh;

	/* the last segment takes new steps: never in a group */
	if (h->rerun == NULL || first + n >= h->nsegs)
		return NULL;
	if (array_grow((void **)&h->grp, &h->capgrp, j + 1, sizeof *h->grp) <
	    0)
		return NULL;
	if (h->capgrp > oldcap)
		memset(h->grp + oldcap, 0, (h->capgrp - oldcap) *
		    sizeof *h->grp);
	gr = &h->grp[j];
	fresh = gr->ok && gr->start == h->segs[first].start &&
	    gr->end == h->segs[first + n - 1].start +
	    h->segs[first + n - 1].n - 1;
	for (size_t i = first; i < first + n && fresh; i++)
		fresh = h->segs[i].cver <= gr->stamp;
	if (fresh)
		return gr;
	gr->ok = false;
	for (size_t i = 0; i < n; i++) {
		struct seg *g = &h->segs[first + i];

		if (g->comb_over || seg_comb(g) < 0)
			return NULL;
		ch[i] = (struct chunk){ g->comb.w, g->comb.n };
	}
	if (combine_into(&gr->comb, ch, n) < 0)
		return NULL;
	gr->start = h->segs[first].start;
	gr->end = h->segs[first + n - 1].start + h->segs[first + n - 1].n - 1;
	gr->stamp = h->cclock;
	gr->ok = true;
	return gr;
}

/* Moves w's memory from the state after step a to the state after step
 * b, w being wholly at a (its registers then end anywhere): a segment
 * wholly between them over its combined records, the others over their
 * steps' records or by re-running. */
static void
walk_mem(struct history *h, struct wave *w, unsigned a, unsigned b)
{
	bool fwd = a < b;
	unsigned lo = fwd ? a : b, hi = fwd ? b : a;
	size_t i0, i1;

	if (a == b)
		return;
	i0 = seg_after(h, lo);
	for (i1 = i0; i1 < h->nsegs && h->segs[i1].start <= hi; i1++)
		;
	for (size_t j = 0; j < i1 - i0; j++) {
		size_t x = fwd ? i0 + j : i1 - 1 - j;
		struct seg *g = &h->segs[x];
		unsigned end = g->start + g->n - 1;
		/* a whole group on the way, its first segment (forward) or
		 * its last (backward) here: its one record */
		size_t gx = fwd ? x : x + 1 - HISTORY_GROUP_SEGS;
		struct group *gr;

		if ((fwd || x + 1 >= HISTORY_GROUP_SEGS) &&
		    gx % HISTORY_GROUP_SEGS == 0 && gx >= i0 &&
		    gx + HISTORY_GROUP_SEGS <= i1 &&
		    h->segs[gx].start >= lo + 1 &&
		    h->segs[gx + HISTORY_GROUP_SEGS - 1].start +
		    h->segs[gx + HISTORY_GROUP_SEGS - 1].n - 1 <= hi &&
		    (gr = group_get(h, gx / HISTORY_GROUP_SEGS)) != NULL) {
			size_t nmem = 0;

			apply_range(h, gr->comb.w, 0, gr->comb.n, w, !fwd,
			    false, true, &nmem);
			flush_mem(h, w, &nmem);
			j += HISTORY_GROUP_SEGS - 1;
			continue;
		}
		walk_seg(h, g, w, lo + 1 > g->start ? lo + 1 : g->start,
		    hi < end ? hi : end, fwd, j == 0);
	}
}

/* Re-runs step k (the next after g's resident steps when store) on w,
 * keeping its records (registers and stores) when store. Returns 0, 1 when they could
 * not be kept (out of memory: w is still right), -1 when the step could
 * not be run again. */
static int
rerun_step(struct history *h, struct seg *g, unsigned k, struct wave *w,
    bool store)
{
	unsigned i = k - g->start;
	size_t nmem = 0;
	int rc = 0;

	if (h->rerun(h->rerun_ctx, k, w, &h->rcap) != 0)
		return -1;
	if (store) {
		size_t mark = g->vw.n;

		if (array_grow((void **)&g->voff, &g->capvoff, (size_t)i + 1,
		    sizeof *g->voff) < 0) {
			rc = 1;
		} else {
			g->voff[i] = (uint32_t)g->vw.n;
			/* its stores too: memory is where the first run had
			 * it */
			if (diff_regs(&g->vw, &h->rcap, w) == 0 &&
			    diff_mem(&g->vw, &h->rcap, w) == 0)
				g->nres = i + 1;
			else {
				g->vw.n = mark;
				rc = 1;
			}
		}
	}
	/* what the instruction does not make: the :set lines after it;
	 * memory records again (idempotent: the new bytes) */
	apply_kept(h, g, k, w, false, true, true, &nmem);
	return rc;
}

/* Brings w, at the state after step ws (g->start - 1 <= ws < g->start +
 * g->n), to the state after step to (same range), re-running from the
 * snapshot what is not resident and keeping the records made. */
static int
materialize(struct history *h, struct seg *g, struct wave *w, unsigned ws,
    unsigned to)
{
	unsigned r_end = g->start - 1 + g->nres;
	bool store = true;

	g->used = ++h->clock;
	take_spare(h, g);
	if (ws > r_end || ws > to) {
		walk_mem(h, w, ws, g->start - 1);
		snap_restore(h, g, w);
		ws = g->start - 1;
	}
	for (; ws < to && ws < r_end; ws++)
		apply_step(h, g, ws + 1, w, false, true);
	for (; ws < to; ws++) {
		int rc = rerun_step(h, g, ws + 1, w, store &&
		    g->nres == ws + 1 - g->start);

		if (rc < 0)
			return -1;
		if (rc > 0)
			store = false;
	}
	/* every step has its records again: a cut comb is made anew */
	if (g->comb_over && g->nres == g->n) {
		g->comb_ok = g->comb_over = false;
		comb_touch(h, g);
	}
	if (g->nres > 0)
		mark_resident(h, g);
	evict_some(h, g);
	return 0;
}

void
history_apply(const struct history *hc, unsigned k, struct wave *w,
    bool backward, bool mem)
{
	struct history *h = (struct history *)hc; /* scratch and residency */
	struct seg *g = seg_of(h, k);

	if (g == NULL)
		return;
	if (k - g->start < g->nres || g->snap == NULL || h->rerun == NULL) {
		if (k - g->start < g->nres) {
			g->used = ++h->clock;
			apply_step(h, g, k, w, backward, mem);
		}
		return;
	}
	if (!backward) {
		(void)materialize(h, g, w, k - 1, k);
		return;
	}
	if (materialize(h, g, w, k, k) == 0 && k - g->start < g->nres)
		apply_step(h, g, k, w, true, mem);
	else
		(void)materialize(h, g, w, k, k - 1);
}

void
history_seek(const struct history *hc, struct wave *w, unsigned from,
    unsigned to)
{
	struct history *h = (struct history *)hc;
	unsigned last = history_step_count(h);
	struct seg *g;

	if (from == to)
		return;
	if (h->rerun == NULL || h->nsegs == 0 || h->segs[0].snap == NULL) {
		for (; from > to; from--)
			history_apply(h, from, w, true, true);
		for (; from < to; from++)
			history_apply(h, from + 1, w, false, true);
		return;
	}
	/* the segment to re-run in: the one whose snapshot is nearest
	 * below to (at a segment's last step, the next one's snapshot
	 * is that very state) */
	g = seg_of(h, to < last ? to + 1 : to);
	if (g == NULL || g->snap == NULL) {
		for (; from > to; from--)
			history_apply(h, from, w, true, true);
		for (; from < to; from++)
			history_apply(h, from + 1, w, false, true);
		return;
	}
	if (from + 1 >= g->start && from < g->start + g->n) {
		unsigned r_end = g->start - 1 + g->nres;

		if (to < from && from <= r_end) {
			g->used = ++h->clock;
			for (; from > to; from--)
				apply_step(h, g, from, w, true, true);
			return;
		}
		(void)materialize(h, g, w, from, to);
		return;
	}
	walk_mem(h, w, from, g->start - 1);
	snap_restore(h, g, w);
	(void)materialize(h, g, w, g->start - 1, to);
}

void
history_set_rerun(struct history *h, history_rerun_fn fn, void *ctx)
{
	h->rerun = fn;
	h->rerun_ctx = ctx;
}

void
history_set_budget(struct history *h, size_t bytes)
{
	h->snap_budget = bytes;
	thin(h);
}

int
history_pin(struct history *h, unsigned k, struct wave *w, unsigned ws)
{
	unsigned at = ws;
	int rc = 0;

	if (h->rerun == NULL)
		return 0;
	for (size_t i = 0; i < h->nsegs && rc == 0; i++) {
		struct seg *g = &h->segs[i];

		if (g->start > k)
			break;
		if (g->pinned || g->snap == NULL)
			continue;
		if (g->nres < g->n) {
			/* to its start, then every step again */
			unsigned to = g->start + g->n - 1;

			history_seek(h, w, at, g->start - 1);
			rc = materialize(h, g, w, g->start - 1, to);
			at = to;
			if (g->nres < g->n)
				rc = -1;
		}
		g->pinned = rc == 0;
	}
	history_seek(h, w, at, ws);
	return rc;
}

size_t
history_bytes(const struct history *h)
{
	size_t b = sizeof *h + h->caplines * sizeof *h->lines + h->textcap +
	    h->capinsn * sizeof *h->insn_idx +
	    h->capparsed * sizeof *h->parsed +
	    h->capsegs * sizeof *h->segs +
	    h->capscratch * sizeof *h->scratch +
	    h->spare_vw.cap * sizeof *h->spare_vw.w +
	    h->spare_capvoff * sizeof *h->spare_voff;

	for (size_t i = 0; i < h->capsegs; i++) {
		const struct seg *g = &h->segs[i];

		b += (g->vw.cap + g->pw.cap + g->comb.cap) *
		    sizeof(uint32_t) +
		    g->capvoff * sizeof *g->voff +
		    (g->snap != NULL ? g->snap->bytes : 0);
	}
	b += h->capgrp * sizeof *h->grp;
	for (size_t i = 0; i < h->capgrp; i++)
		b += h->grp[i].comb.cap * sizeof(uint32_t);
	return b;
}
