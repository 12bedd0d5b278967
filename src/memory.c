/* SPDX-License-Identifier: MIT */
/* Sparse memory (a sorted table of 4 KiB pages), flat memory (one array,
 * for the LDS) and the coalescing model of one wave's memory instruction;
 * see memory.h. Never prints. */
#include "memory.h"

#include <stdlib.h>
#include <string.h>

#define PAGE_SHIFT 12
#define PAGE_MASK ((uint64_t)MEMORY_PAGE_BYTES - 1)
#define LINE_MASK ((uint64_t)MEMORY_LINE_BYTES - 1)

struct page {
	uint64_t key;                         /* address >> PAGE_SHIFT */
	uint32_t nwritten;                    /* bits set in written[] */
	uint64_t written[MEMORY_PAGE_BYTES / 64];
	uint8_t data[MEMORY_PAGE_BYTES];
};

/* Pages sorted by key: lookups are a binary search, and memory_each_range
 * walks addresses in order without sorting or allocating. */
struct memory {
	struct page **page;
	size_t npages, cap;
	/* A flat memory (flat_size > 0) uses these instead of pages. */
	uint8_t *flat, *flat_written;
	uint32_t flat_size;
};

struct memory *
memory_new(void)
{
	return calloc(1, sizeof(struct memory));
}

struct memory *
memory_new_flat(uint32_t size)
{
	struct memory *m;

	if (size == 0 || (m = calloc(1, sizeof *m)) == NULL)
		return NULL;
	/* The storage comes with the first write: a session that never
	 * touches its LDS (most) never pays for 2 x 64 KiB of zeroes. */
	m->flat_size = size;
	return m;
}

/* Allocates a flat memory's storage if it has none yet: 0, or -1 when out
 * of memory (nothing changed). */
static int
flat_storage(struct memory *m)
{
	uint8_t *data, *written;

	if (m->flat != NULL)
		return 0;
	data = calloc(m->flat_size, 1);
	written = calloc(m->flat_size, 1);
	if (data == NULL || written == NULL) {
		free(data);
		free(written);
		return -1;
	}
	m->flat = data;
	m->flat_written = written;
	return 0;
}

bool
memory_flat(const struct memory *m, struct memory_flat *f)
{
	if (m->flat == NULL) {
		/* not flat, or nothing written yet: memory.h calls serve */
		memset(f, 0, sizeof *f);
		return false;
	}
	f->data = m->flat;
	f->written = m->flat_written;
	f->size = m->flat_size;
	return true;
}

/* The part of [addr, addr + len) inside a flat memory: its length from
 * addr, 0 when addr is past the end. */
static size_t
flat_len(const struct memory *m, uint64_t addr, size_t len)
{
	if (addr >= m->flat_size)
		return 0;
	return len < m->flat_size - addr ? len : (size_t)(m->flat_size - addr);
}

void
memory_clear(struct memory *m)
{
	size_t i;

	if (m->flat_size) {
		/* back to no storage, as memory_new_flat leaves it */
		free(m->flat);
		free(m->flat_written);
		m->flat = m->flat_written = NULL;
		return;
	}
	for (i = 0; i < m->npages; i++)
		free(m->page[i]);
	m->npages = 0;
}

void
memory_free(struct memory *m)
{
	if (m == NULL)
		return;
	memory_clear(m);
	free(m->page);
	free(m->flat);
	free(m->flat_written);
	free(m);
}

/* Index of the page with key, or of where it would be inserted. */
static size_t
page_index(const struct memory *m, uint64_t key, bool *found)
{
	size_t lo = 0, hi = m->npages;

	/* Dense pages from address 0 (the LDS, once reserved) sit at the
	 * index of their key: no search. */
	if (key < m->npages && m->page[key]->key == key) {
		*found = true;
		return (size_t)key;
	}
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (m->page[mid]->key < key)
			lo = mid + 1;
		else
			hi = mid;
	}
	*found = lo < m->npages && m->page[lo]->key == key;
	return lo;
}

static const struct page *
page_find(const struct memory *m, uint64_t key)
{
	bool found;
	size_t i = page_index(m, key, &found);

	return found ? m->page[i] : NULL;
}

static struct page *
page_get(struct memory *m, uint64_t key)
{
	bool found;
	size_t i = page_index(m, key, &found);
	struct page *p;

	if (found)
		return m->page[i];
	if (m->npages >= MEMORY_MAX_PAGES)
		return NULL;
	if (m->npages == m->cap) {
		size_t cap = m->cap ? 2 * m->cap : 16;
		struct page **np = realloc(m->page, cap * sizeof *np);

		if (np == NULL)
			return NULL;
		m->page = np;
		m->cap = cap;
	}
	p = calloc(1, sizeof *p);
	if (p == NULL)
		return NULL;
	p->key = key;
	memmove(&m->page[i + 1], &m->page[i],
	    (m->npages - i) * sizeof m->page[0]);
	m->page[i] = p;
	m->npages++;
	return p;
}

static void
page_drop(struct memory *m, uint64_t key)
{
	bool found;
	size_t i = page_index(m, key, &found);

	if (!found)
		return;
	free(m->page[i]);
	memmove(&m->page[i], &m->page[i + 1],
	    (m->npages - i - 1) * sizeof m->page[0]);
	m->npages--;
}

static bool
bit_get(const struct page *p, unsigned off)
{
	return (p->written[off / 64] >> (off % 64)) & 1;
}

/* Marks bytes [off, off + n) of p written, a 64-bit word of marks at a
 * time (a 64 MiB :set mem goes through here), counting the new ones. */
static void
bits_set(struct page *p, unsigned off, unsigned n)
{
	while (n > 0) {
		unsigned b = off % 64, k = 64 - b < n ? 64 - b : n;
		uint64_t mask = (k == 64 ? ~(uint64_t)0 :
		    ((uint64_t)1 << k) - 1) << b;

		p->nwritten += (uint32_t)__builtin_popcountll(mask &
		    ~p->written[off / 64]);
		p->written[off / 64] |= mask;
		off += k;
		n -= k;
	}
}

/* Marks bytes [off, off + n) of p unwritten, a word of marks at a time
 * (a far :goto unwrites megabytes), counting those that were written. */
static void
bits_clear(struct page *p, unsigned off, unsigned n)
{
	while (n > 0) {
		unsigned b = off % 64, k = 64 - b < n ? 64 - b : n;
		uint64_t mask = (k == 64 ? ~(uint64_t)0 :
		    ((uint64_t)1 << k) - 1) << b;

		p->nwritten -= (uint32_t)__builtin_popcountll(mask &
		    p->written[off / 64]);
		p->written[off / 64] &= ~mask;
		off += k;
		n -= k;
	}
}

/* Bytes from addr to the end of its page, capped at len. */
static size_t
chunk_len(uint64_t addr, size_t len)
{
	size_t room = (size_t)(MEMORY_PAGE_BYTES - (addr & PAGE_MASK));

	return len < room ? len : room;
}

void
memory_read(const struct memory *m, uint64_t addr, void *buf, size_t len)
{
	uint8_t *out = buf;

	if (m->flat_size) {
		size_t in = m->flat != NULL ? flat_len(m, addr, len) : 0;

		if (in > 0)
			memcpy(out, m->flat + addr, in);
		if (in < len)
			memset(out + in, 0, len - in);
		return;
	}
	while (len > 0) {
		size_t n = chunk_len(addr, len);
		const struct page *p = page_find(m, addr >> PAGE_SHIFT);

		if (p != NULL)
			memcpy(out, &p->data[addr & PAGE_MASK], n);
		else
			memset(out, 0, n);
		out += n;
		addr += n; /* wraps modulo 2^64 by design */
		len -= n;
	}
}

int
memory_write(struct memory *m, uint64_t addr, const void *buf, size_t len)
{
	const uint8_t *in = buf;

	if (m->flat_size) {
		if (flat_len(m, addr, len) < len)
			return -1;
		if (len > 0) {
			if (flat_storage(m) < 0)
				return -1;
			memcpy(m->flat + addr, in, len);
			memset(m->flat_written + addr, 1, len);
		}
		return 0;
	}
	while (len > 0) {
		size_t n = chunk_len(addr, len);
		struct page *p = page_get(m, addr >> PAGE_SHIFT);
		unsigned off = (unsigned)(addr & PAGE_MASK);

		if (p == NULL)
			return -1;
		memcpy(&p->data[off], in, n);
		bits_set(p, off, (unsigned)n);
		in += n;
		addr += n;
		len -= n;
	}
	return 0;
}

int
memory_reserve(struct memory *m, uint64_t addr, size_t len)
{
	if (m->flat_size)
		return flat_len(m, addr, len) < len ? -1 :
		    len > 0 ? flat_storage(m) : 0;
	while (len > 0) {
		size_t n = chunk_len(addr, len);

		if (page_get(m, addr >> PAGE_SHIFT) == NULL)
			return -1;
		addr += n;
		len -= n;
	}
	return 0;
}

void
memory_unwrite(struct memory *m, uint64_t addr, size_t len)
{
	if (m->flat_size) {
		size_t in = m->flat != NULL ? flat_len(m, addr, len) : 0;

		if (in > 0) {
			memset(m->flat + addr, 0, in);
			memset(m->flat_written + addr, 0, in);
		}
		return;
	}
	while (len > 0) {
		size_t n = chunk_len(addr, len);
		bool found;
		size_t i = page_index(m, addr >> PAGE_SHIFT, &found);
		unsigned off = (unsigned)(addr & PAGE_MASK);

		if (found) {
			struct page *p = m->page[i];

			memset(&p->data[off], 0, n);
			bits_clear(p, off, (unsigned)n);
			if (p->nwritten == 0)
				page_drop(m, p->key);
		}
		addr += n;
		len -= n;
	}
}

void
memory_read_written(const struct memory *m, uint64_t addr, uint8_t *flags,
    size_t len)
{
	if (m->flat_size) {
		size_t in = m->flat != NULL ? flat_len(m, addr, len) : 0;

		if (in > 0)
			memcpy(flags, m->flat_written + addr, in);
		if (in < len)
			memset(flags + in, 0, len - in);
		return;
	}
	while (len > 0) {
		size_t n = chunk_len(addr, len);
		const struct page *p = page_find(m, addr >> PAGE_SHIFT);
		unsigned off = (unsigned)(addr & PAGE_MASK);

		if (p == NULL || p->nwritten == 0)
			memset(flags, 0, n);
		else if (p->nwritten == MEMORY_PAGE_BYTES)
			memset(flags, 1, n);
		else
			for (size_t k = 0; k < n; k++)
				flags[k] = bit_get(p, off + (unsigned)k);
		flags += n;
		addr += n;
		len -= n;
	}
}

bool
memory_is_written(const struct memory *m, uint64_t addr)
{
	const struct page *p;

	if (m->flat_size)
		return m->flat != NULL && addr < m->flat_size &&
		    m->flat_written[addr];
	p = page_find(m, addr >> PAGE_SHIFT);
	return p != NULL && bit_get(p, (unsigned)(addr & PAGE_MASK));
}

/* memory_each_range of a flat memory: runs of written bytes, cut at page
 * boundaries as the sparse store cuts them, so callers see the same
 * calls whichever store holds the bytes. */
static void
each_flat_range(const struct memory *m, memory_range_fn fn, void *ctx)
{
	const uint8_t *w = m->flat_written;
	uint32_t a = 0, size = m->flat_size;

	while (a < size) {
		const uint8_t *hit = memchr(w + a, 1, size - a);
		uint32_t end, page_end;

		if (hit == NULL)
			return;
		a = (uint32_t)(hit - w);
		page_end = (a | (MEMORY_PAGE_BYTES - 1)) + 1;
		if (page_end > size || page_end == 0)
			page_end = size;
		for (end = a; end < page_end && w[end]; end++)
			;
		fn(a, m->flat + a, end - a, ctx);
		a = end;
	}
}

void
memory_each_range(const struct memory *m, memory_range_fn fn, void *ctx)
{
	size_t i;

	if (m->flat_size) {
		if (m->flat != NULL)
			each_flat_range(m, fn, ctx);
		return;
	}
	for (i = 0; i < m->npages; i++) {
		const struct page *p = m->page[i];
		unsigned off = 0;

		if (p->nwritten == 0)
			continue; /* only reserved */
		while (off < MEMORY_PAGE_BYTES) {
			unsigned end;

			if (p->written[off / 64] == 0 && off % 64 == 0) {
				off += 64;
				continue;
			}
			if (!bit_get(p, off)) {
				off++;
				continue;
			}
			end = off;
			while (end < MEMORY_PAGE_BYTES && bit_get(p, end))
				end++;
			fn((p->key << PAGE_SHIFT) + off, &p->data[off],
			    end - off, ctx);
			off = end;
		}
	}
}

/* ---- Coalescing model ---------------------------------------------------
 *
 * Where the sources stand (semantics.md 9 and 12 row 25):
 *
 *   rule                                   COAL  GEM5  ISA3
 *   64-byte aligned lines, one L2 request   yes   yes   yes (GLC notes)
 *     per line for loads and stores
 *   a lane crossing a line touches both     -     yes   -
 *   colliding stores collapse to one write  yes   -     yes (write-combined)
 *   atomics never merged, one per lane      yes   yes   -
 *   L1: image ops in aligned quads          yes   no    no
 *   L1: 16-lane groups in three cases       yes   no    no
 *   clocks per wave (throughput table)      yes   no    no
 *
 * So the L2 side has three sources that agree; the L1 grouping and the
 * clocks rest on COAL (reference 004) alone, and the figures the article
 * does not state are marked as lanescope's estimate (clocks_estimated). */

static unsigned
lane_len(const struct mem_step *ms, unsigned lane)
{
	unsigned cut = ms->cut[lane];

	return cut >= ms->bytes_per_lane ? 0 : ms->bytes_per_lane - cut;
}

/* The byte ranges a lane moves, at most 16 (a block's runs of dwords
 * M0 selects, guide 11.5; otherwise the one range of lane_len): fills
 * at[] and len[] and returns how many. */
#define MAX_SPANS 16
static unsigned
lane_spans(const struct mem_step *ms, unsigned lane, uint64_t *at,
    unsigned *len)
{
	unsigned n = 0, k = 0, run;

	if (!ms->is_block) {
		len[0] = lane_len(ms, lane);
		at[0] = ms->addr[lane];
		return len[0] > 0;
	}
	for (; (run = memory_block_run(ms->block_sel, &k)) != 0; k += run) {
		at[n] = ms->addr[lane] + 4u * k;
		len[n++] = 4 * run;
	}
	return n;
}

/* Whether x lies in the len bytes from a, modulo 2^64. */
static bool
range_has(uint64_t a, unsigned len, uint64_t x)
{
	return x - a < len;
}

static bool
ranges_overlap(uint64_t a, unsigned la, uint64_t b, unsigned lb)
{
	return range_has(a, la, b) || range_has(b, lb, a);
}

static int
cmp_u64(const void *pa, const void *pb)
{
	uint64_t a = *(const uint64_t *)pa, b = *(const uint64_t *)pb;

	return a < b ? -1 : a > b;
}

struct span {
	uint64_t first, last; /* byte addresses, inclusive, first <= last */
};

static int
cmp_span(const void *pa, const void *pb)
{
	const struct span *a = pa, *b = pb;

	return a->first < b->first ? -1 : a->first > b->first;
}

/* Distinct bytes in the union of the moved lanes' ranges. */
static uint32_t
union_bytes(const struct mem_step *ms, lanemask_t moved)
{
	struct span s[2 * WAVE_MAX_LANES * MAX_SPANS];
	unsigned n = 0, i, j, ns, lens[MAX_SPANS];
	uint64_t total = 0, cur_first, cur_last, ats[MAX_SPANS];

	for (i = 0; i < WAVE_MAX_LANES; i++)
	for (j = 0, ns = (moved >> i) & 1 ? lane_spans(ms, i, ats, lens) : 0;
	    j < ns; j++) {
		unsigned len = lens[j];
		uint64_t a = ats[j], last;

		last = a + len - 1;
		if (last < a) { /* wraps past 2^64: two pieces */
			s[n].first = a;
			s[n++].last = UINT64_MAX;
			s[n].first = 0;
			s[n++].last = last;
		} else {
			s[n].first = a;
			s[n++].last = last;
		}
	}
	if (n == 0)
		return 0;
	qsort(s, n, sizeof s[0], cmp_span);
	cur_first = s[0].first;
	cur_last = s[0].last;
	for (i = 1; i < n; i++) {
		if (cur_last == UINT64_MAX || s[i].first <= cur_last + 1) {
			if (s[i].last > cur_last)
				cur_last = s[i].last;
			continue;
		}
		total += cur_last - cur_first + 1;
		cur_first = s[i].first;
		cur_last = s[i].last;
	}
	total += cur_last - cur_first + 1;
	return (uint32_t)total;
}

static void
find_lines(struct mem_step *ms, lanemask_t moved)
{
	uint64_t tmp[MEMORY_MAX_LINES];
	unsigned n = 0, i, k;

	for (i = 0; i < WAVE_MAX_LANES; i++) {
		unsigned j, ns, lens[MAX_SPANS], n0 = n;
		uint64_t ats[MAX_SPANS];

		if (!((moved >> i) & 1))
			continue;
		ns = lane_spans(ms, i, ats, lens);
		for (j = 0; j < ns; j++) {
			uint64_t first = ats[j] & ~LINE_MASK;
			uint64_t last = (ats[j] + lens[j] - 1) & ~LINE_MASK;
			unsigned q;

			/* a lane's spans lie inside its 128 bytes, so it
			 * adds at most 3 lines; each once */
			for (uint64_t l = first;; l += MEMORY_LINE_BYTES) {
				for (q = n0; q < n && tmp[q] != l; q++)
					;
				if (q == n && n < MEMORY_MAX_LINES)
					tmp[n++] = l;
				if (l == last)
					break;
			}
		}
	}
	qsort(tmp, n, sizeof tmp[0], cmp_u64);
	ms->nlines = 0;
	for (k = 0; k < n; k++)
		if (k == 0 || tmp[k] != tmp[k - 1])
			ms->line[ms->nlines++] = tmp[k];

	for (i = 0; i < WAVE_MAX_LANES; i++) {
		uint64_t ats[MAX_SPANS], first;
		unsigned lens[MAX_SPANS], lo = 0, hi = ms->nlines;

		if (!((moved >> i) & 1) || lane_spans(ms, i, ats, lens) == 0)
			continue;
		first = ats[0] & ~LINE_MASK;
		while (lo < hi) {
			unsigned mid = (lo + hi) / 2;

			if (ms->line[mid] < first)
				lo = mid + 1;
			else
				hi = mid;
		}
		ms->line_of[i] = (uint8_t)lo;
	}
}

/* Stores: bytes land in increasing lane order, so for every byte the
 * highest lane that wrote it wins. Reference 004 says only that colliding
 * stores collapse into one write; which data survives is lanescope's
 * reading: GEM5's initMemReqHelper issues the lanes' write packets in
 * increasing lane order (the last, highest lane lands last), the same rule
 * as ds_permute's "greater lane id wins" (BLOG, CDNA4, GEM5; semantics.md
 * 6). */
static void
find_store_winners(struct mem_step *ms, lanemask_t moved)
{
	unsigned i, j, a, b;

	/* by spans, so a block's skipped dwords neither win nor lose */
	for (i = 0; i < WAVE_MAX_LANES; i++) {
		uint64_t ai[MAX_SPANS], aj[MAX_SPANS];
		unsigned li[MAX_SPANS], lj[MAX_SPANS], ni, nj;

		if (!((moved >> i) & 1) ||
		    (ni = lane_spans(ms, i, ai, li)) == 0)
			continue;
		ms->store_winner[i] = (int8_t)i;
		for (j = i + 1; j < WAVE_MAX_LANES; j++) {
			if (!((moved >> j) & 1) ||
			    (nj = lane_spans(ms, j, aj, lj)) == 0)
				continue;
			for (b = 0; b < nj; b++) {
				if (range_has(aj[b], lj[b], ai[0]))
					ms->store_winner[i] = (int8_t)j;
				for (a = 0; a < ni; a++)
					if (ranges_overlap(ai[a], li[a],
					    aj[b], lj[b]))
						ms->store_losers |=
						    (lanemask_t)1 << i;
			}
		}
	}
}

/* The three 16-lane cases of reference 004, judged over the active lanes
 * of the whole wave. elem is the access size: "a block of 4 consecutive
 * addresses" is read as 4 consecutive elements (dwords for dword loads, as
 * semantics.md 9 states it; bytes or shorts for the sub-dword loads, where
 * no source says more). */
static enum mem_l1_case
row16_case(const struct mem_step *ms, lanemask_t act, unsigned elem)
{
	bool same = true, uniform = true, consecutive = true;
	uint64_t first = 0;
	bool have_first = false;
	unsigned q, i;

	for (q = 0; q < WAVE_MAX_LANES / 4; q++) {
		uint64_t a[4], lo = UINT64_MAX, hi = 0;
		unsigned n = 0, x, y;

		for (i = 4 * q; i < 4 * q + 4; i++) {
			if (!((act >> i) & 1))
				continue;
			a[n++] = ms->addr[i];
			if (!have_first) {
				first = ms->addr[i];
				have_first = true;
			}
			if (ms->addr[i] != first)
				same = false;
		}
		for (x = 0; x < n; x++) {
			if (a[x] < lo)
				lo = a[x];
			if (a[x] > hi)
				hi = a[x];
			if (a[x] != a[0])
				uniform = false;
			for (y = x + 1; y < n; y++)
				if (a[x] == a[y])
					consecutive = false;
		}
		/* distinct, a whole number of elements apart, all inside
		 * one block of 4 elements: a permutation of (part of) it */
		for (x = 0; x < n; x++)
			if ((a[x] - lo) % elem != 0)
				consecutive = false;
		if (n > 0 && hi - lo > 3 * (uint64_t)elem)
			consecutive = false;
	}
	if (same)
		return L1_ROW16_SAME_ADDRESS;
	if (uniform)
		return L1_ROW16_QUAD_UNIFORM;
	if (consecutive)
		return L1_ROW16_CONSECUTIVE_QUADS;
	return L1_QUADS;
}

static void
find_l1(struct mem_step *ms, lanemask_t act)
{
	bool row16 = false, stated;
	unsigned i, shift, full;
	lanemask_t seen = 0;

	if (act != 0 && ms->is_block) {
		/* reference 004 has no case for a block and no source
		 * read gives its clocks: stated as not modelled */
		ms->l1_case = L1_NOT_MODELLED;
		ms->groups = 0;
		ms->clocks = 0;
		ms->clocks_estimated = false;
		return;
	}
	if (act == 0) {
		ms->l1_case = L1_NONE;
		ms->groups = 0;
		ms->clocks = 0;
		ms->clocks_estimated = false;
		return;
	}
	if (ms->is_image)
		ms->l1_case = L1_IMAGE_QUADS;
	else if (ms->is_atomic || ms->bytes_per_lane > 4)
		/* multi-channel and >32-bit buffer ops "are handled like
		 * point sampled image operations" (reference 004); atomics
		 * are never coalesced, so their addresses go quad by quad
		 * (lanescope's reading) */
		ms->l1_case = L1_QUADS;
	else
		ms->l1_case = (uint8_t)row16_case(ms, act,
		    ms->bytes_per_lane ? ms->bytes_per_lane : 4);
	row16 = ms->l1_case == L1_ROW16_SAME_ADDRESS ||
	    ms->l1_case == L1_ROW16_QUAD_UNIFORM ||
	    ms->l1_case == L1_ROW16_CONSECUTIVE_QUADS;
	shift = row16 ? 4 : 2;
	full = WAVE_MAX_LANES >> shift;

	for (i = 0; i < WAVE_MAX_LANES; i++) {
		if (!((act >> i) & 1))
			continue;
		ms->group_of[i] = (uint8_t)(i >> shift);
		seen |= (lanemask_t)1 << (i >> shift);
	}
	/* The article's rates: a 16-lane group per clock in the row16 cases
	 * (16 32-bit values per clock, "4 clocks" per wave) and one quad per
	 * clock otherwise ("16 clocks" per wave for multi-channel buffer
	 * loads and point-sampled texels up to 128 bits). A group without an
	 * active lane is assumed to cost nothing: lanescope's estimate. */
	ms->groups = (uint16_t)__builtin_popcountll(seen);
	ms->clocks = ms->groups;

	/* The article states a figure only for full wave64 loads of these
	 * kinds; everything else is marked as an estimate. */
	stated = !ms->is_store && !ms->is_atomic && ms->groups == full &&
	    (row16 || ms->l1_case == L1_IMAGE_QUADS ||
		(ms->l1_case == L1_QUADS && ms->bytes_per_lane > 4));
	ms->clocks_estimated = !stated;
}

void
memory_analyze(struct mem_step *ms)
{
	lanemask_t act = ms->lanes, moved = ms->lanes & ms->in_range;
	unsigned i, nmoved = 0;

	ms->active = (uint8_t)__builtin_popcountll(act);
	ms->store_losers = 0;
	for (i = 0; i < WAVE_MAX_LANES; i++) {
		ms->line_of[i] = MEMORY_NO_INDEX;
		ms->group_of[i] = MEMORY_NO_INDEX;
		ms->store_winner[i] = -1;
		if (((moved >> i) & 1) && lane_len(ms, i) > 0)
			nmoved++;
	}

	find_lines(ms, moved);
	if (ms->is_atomic) {
		/* each lane's operation stays unique (reference 004) */
		ms->requests = (uint16_t)nmoved;
		ms->bytes_moved = 0;
		for (i = 0; i < WAVE_MAX_LANES; i++)
			if ((moved >> i) & 1)
				ms->bytes_moved += lane_len(ms, i);
	} else {
		ms->requests = ms->nlines;
		ms->bytes_moved = union_bytes(ms, moved);
	}
	ms->ideal = (uint16_t)((ms->bytes_moved + MEMORY_LINE_BYTES - 1) /
	    MEMORY_LINE_BYTES);
	ms->efficiency = ms->requests == 0 ? 100 :
	    (uint8_t)((100u * ms->ideal + ms->requests / 2) / ms->requests);
	if (ms->is_store && !ms->is_atomic)
		find_store_winners(ms, moved);
	find_l1(ms, act);
}

unsigned
memory_lane_lines(const struct mem_step *ms, unsigned lane,
    uint64_t lines[MEMORY_LANE_MAX_LINES])
{
	uint64_t ats[MAX_SPANS];
	unsigned lens[MAX_SPANS], n = 0, ns;

	if (lane >= WAVE_MAX_LANES ||
	    !((ms->lanes & ms->in_range) >> lane & 1))
		return 0;
	ns = lane_spans(ms, lane, ats, lens);
	/* spans ascend inside the lane's 128 bytes, so their lines do too:
	 * a line is new when it is past the last one kept */
	for (unsigned j = 0; j < ns; j++)
		for (uint64_t l = ats[j] & ~LINE_MASK;; l += MEMORY_LINE_BYTES) {
			if ((n == 0 || l != lines[n - 1]) &&
			    n < MEMORY_LANE_MAX_LINES)
				lines[n++] = l;
			if (l == ((ats[j] + lens[j] - 1) & ~LINE_MASK))
				break;
		}
	return n;
}

lanemask_t
memory_line_lanes(const struct mem_step *ms, unsigned k)
{
	lanemask_t hit = 0;
	uint64_t lines[MEMORY_LANE_MAX_LINES];

	if (k >= ms->nlines || k >= MEMORY_MAX_LINES)
		return 0;
	for (unsigned i = 0; i < WAVE_MAX_LANES; i++) {
		unsigned n = memory_lane_lines(ms, i, lines);

		for (unsigned j = 0; j < n; j++)
			if (lines[j] == ms->line[k])
				hit |= (lanemask_t)1 << i;
	}
	return hit;
}

const char *
memory_l1_case_name(enum mem_l1_case c)
{
	switch (c) {
	case L1_NONE:
		return "none";
	case L1_ROW16_SAME_ADDRESS:
		return "row16_same_address";
	case L1_ROW16_QUAD_UNIFORM:
		return "row16_quad_uniform";
	case L1_ROW16_CONSECUTIVE_QUADS:
		return "row16_consecutive_quads";
	case L1_QUADS:
		return "quads";
	case L1_IMAGE_QUADS:
		return "image_quads";
	case L1_NOT_MODELLED:
		return "not_modelled";
	}
	return "none";
}

static const struct memory_note notes[] = {
	{ "mem.l2_lines",
	  "one L2 request per distinct 64-byte aligned line touched by the "
	  "in-range active lanes; a lane crossing a line touches both",
	  "COAL, GEM5 (initMemReqHelper, GPUCoalescer), ISA3 GLC notes" },
	{ "mem.atomics",
	  "atomics are never merged: one request per in-range active lane, "
	  "in lane order, each returning the value before its own "
	  "operation; inc wraps to 0 once mem >= data, dec reloads data at 0 "
	  "or above it, cmpswap stores src when mem == cmp, csub clamps at "
	  "0; float adds round to nearest even with denormals kept (how the "
	  "hardware's atomic units treat denormals is not stated in the "
	  "sources read here)",
	  "COAL, GEM5 (VIPERCoalescer keeps each lane's atomic); the "
	  "operations: GCN3/GCN5 ISA MUBUF and FLAT atomic descriptions, "
	  "RDNA2 ISA for csub" },
	{ "mem.store_collisions",
	  "stores to one address collapse into one write; the highest active "
	  "lane's bytes survive",
	  "collapse: COAL, ISA3; winner: lanescope's reading of GEM5's lane "
	  "order (as ds_permute: BLOG, CDNA4, GEM5)" },
	{ "mem.l1_groups",
	  "image ops in aligned quads; multi-channel (x2-x4) buffer ops like "
	  "point-sampled images; single-channel <=32-bit buffer ops in "
	  "16-lane groups when all lanes share one address, each quad shares "
	  "one, or each quad reads a block of 4 consecutive elements, else "
	  "quads; global_ and flat_ are judged like buffer ops",
	  "COAL only (GEM5 and ISA3 do not model it; semantics.md 12 row 25); "
	  "global/flat and sub-dword elements: lanescope's reading" },
	{ "mem.clocks",
	  "one 16-lane group per clock in the row16 cases (4 per wave64), one "
	  "quad per clock otherwise (16 per wave64); empty groups cost "
	  "nothing, stores, atomics, partial waves and the quad fallback of "
	  "single-channel loads are estimates",
	  "COAL throughput table for full wave64 loads; the rest is "
	  "lanescope's estimate" },
	{ "mem.buffer_range",
	  "MUBUF: out of range when soffset + offset + stride * index + 4k >= "
	  "num_records for dword k of the access (x2-x4 per dword); loads "
	  "read 0, stores and atomics are dropped",
	  "GEM5 Inst_MUBUF::calcAddr (linear buffers); per-dword check: AMD "
	  "ISA range-checking notes; the GCN3/GFX9 rule is used on every "
	  "target (gfx10's OOB_SELECT is not modelled)" },
	{ "mem.sub_dword",
	  "ubyte/ushort zero-extend and sbyte/sshort sign-extend to 32 bits; "
	  "_d16 loads write d[15:0] and _d16_hi d[31:16] (bytes extended to "
	  "16 bits), keeping the other half; store_byte_d16_hi and "
	  "store_short_d16_hi store d[23:16] and d[31:16]; the coalescing "
	  "report counts the 1 or 2 bytes each lane touches, and a quad's "
	  "block of 4 consecutive elements is 4 bytes or 4 shorts",
	  "GCN5 (Vega) ISA MUBUF and FLAT opcode descriptions (the D16 "
	  "forms); COAL for the report, sub-dword elements being lanescope's "
	  "reading" },
	{ "mem.image_model",
	  "image_load/image_store use lanescope's simplified linear 2D image "
	  "(s[n:n+7] = base lo, base hi, width, height, pitch), not the "
	  "hardware's tiled format; texel = 4 bytes per dmask channel",
	  "lanescope's own model" },
	{ "mem.scratch",
	  "scratch_* (flat scratch, gfx9 on): a lane's offset is vaddr + "
	  "saddr + offset in 32 bits (`off` adds nothing), into that lane's "
	  "own private memory, which no other lane sees; lanescope keeps "
	  "lane L's byte O in the session's memory at 0xffffff0000000000 + "
	  "L * 2^32 + O (:print scratch[L][A..B]), a layout of its own: the "
	  "hardware interleaves the lanes' dwords in a per-wave backing store "
	  "whose swizzle the ISA guides leave to the driver, so the requests "
	  "and clocks shown for scratch count one line per lane and are not "
	  "the hardware's; an offset past 4 GiB is refused. s_scratch_load "
	  "and s_scratch_store address the wave's scalar scratch, kept apart "
	  "at 0xffffff4000000000 + the low 32 bits of s[base] + offset",
	  "offset: GCN5 (Vega) ISA 9 (FLAT, scratch segment) and 7 (scalar "
	  "memory), CDNA3 ISA 10, RDNA3 ISA 10.3, llvm-mc 19's vaddr/saddr "
	  "operand notes; layout: lanescope's own" },
	{ "mem.scalar_stores",
	  "s_store and s_buffer_store write sdata where s_load would read "
	  "(the low two address bits dropped; a buffer dword at or past "
	  "num_records is dropped); s_atomic and s_buffer_atomic make one "
	  "32- or 64-bit read-modify-write with the operations of "
	  "mem.atomics and return the old value into sdata with glc; gfx12 "
	  "s_load_u8/i8/u16/i16 read a byte or 16 bits (the low bit of a "
	  "16-bit address dropped: lanescope's reading) and extend them",
	  "GCN5 (Vega) ISA 7 (Scalar Memory Operations), CDNA3 ISA 7, RDNA4 "
	  "ISA 5.2" },
};

const struct memory_note *
memory_notes(unsigned *count)
{
	*count = sizeof notes / sizeof notes[0];
	return notes;
}
