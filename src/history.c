/* SPDX-License-Identifier: MIT */
/* Program lines and per-step deltas; see history.h. Pure: allocates,
 * never prints. */
#include "history.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "array.h"
#include "asm.h"
#include "memory.h"

struct hline {
	size_t off;        /* into text */
	uint32_t len;
	uint8_t kind;
	long lineno;
};

/* A delta is a run of 32-bit words in one arena:
 *   T_VGPR|reg<<8, mask lo, mask hi, one XOR word per masked lane
 *   T_SGPR|reg<<8, XOR
 *   T_EXEC / T_VCC, XOR lo, XOR hi
 *   T_M0, XOR          T_SCC (toggle)
 *   T_MODE, XOR        (the MODE hardware register, s_setreg)
 *   T_USED|i<<8, XOR lo, XOR hi   (i 0..3 vgpr_used, 4..5 sgpr_used)
 *   T_MEM|lds<<8 (1: the range is in the LDS), addr lo, addr hi, len, old
 *          bytes, new bytes (padded to words),
 *          then a bitmap of which old bytes had ever been written
 * XOR makes register records their own inverse; memory keeps both sides
 * so that writing them is idempotent (the session may re-execute a store
 * before re-applying a delta). */
enum { T_VGPR = 1, T_SGPR, T_EXEC, T_VCC, T_M0, T_SCC, T_USED, T_MEM,
	T_MODE };

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

	uint32_t *words;
	size_t nwords, capwords;
	size_t *step_off;  /* step k starts at step_off[k - first] */
	size_t nsteps, capsteps;
	unsigned first;    /* number of the first stored step */
	size_t *scratch;   /* positions of T_MEM records during apply */
	size_t capscratch;
};

/* An instruction line parsed once, kept beside its text. */
struct parsed {
	struct insn insn;
	bool set;
};

struct history *
history_new(void)
{
	struct history *h = calloc(1, sizeof *h);

	if (h != NULL)
		h->first = 1;
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
	free(h->words);
	free(h->step_off);
	free(h->scratch);
	free(h);
}

/* ---- lines ---- */

static int
store_text(struct history *h, const char *text, size_t len, size_t *off)
{
	if (array_grow((void **)&h->text, &h->textcap, h->textlen + len + 1,
	    1) < 0)
		return -1;
	memcpy(h->text + h->textlen, text, len);
	h->text[h->textlen + len] = '\0';
	*off = h->textlen;
	h->textlen += len + 1;
	return 0;
}

long
history_insert_line(struct history *h, size_t at, enum history_line_kind kind,
    long lineno, const char *text, size_t len)
{
	size_t off, before;

	if (at > h->nlines || len > UINT32_MAX)
		return -1;
	if (array_grow((void **)&h->lines, &h->caplines, h->nlines + 1,
	    sizeof *h->lines) < 0 || store_text(h, text, len, &off) < 0 ||
	    array_grow((void **)&h->insn_idx, &h->capinsn, h->ninsn + 1,
	    sizeof *h->insn_idx) < 0 ||
	    array_grow((void **)&h->parsed, &h->capparsed, h->ninsn + 1,
	    sizeof *h->parsed) < 0)
		return -1;
	memmove(h->lines + at + 1, h->lines + at,
	    (h->nlines - at) * sizeof *h->lines);
	h->lines[at] = (struct hline){ off, (uint32_t)len, (uint8_t)kind,
		lineno };
	h->nlines++;
	/* Appending (the common case) touches no index entry. */
	before = h->ninsn;
	while (before > 0 && h->insn_idx[before - 1] >= at)
		h->insn_idx[--before]++;
	if (kind == HL_INSN) {
		memmove(h->insn_idx + before + 1, h->insn_idx + before,
		    (h->ninsn - before) * sizeof *h->insn_idx);
		memmove(h->parsed + before + 1, h->parsed + before,
		    (h->ninsn - before) * sizeof *h->parsed);
		h->insn_idx[before] = at;
		h->parsed[before].set = false;
		h->ninsn++;
	}
	return (long)at;
}

void
history_remove_line(struct history *h, size_t i)
{
	size_t k;

	assert(i < h->nlines);
	memmove(h->lines + i, h->lines + i + 1,
	    (h->nlines - i - 1) * sizeof *h->lines);
	h->nlines--;
	/* Its text stays in the arena, as a replaced line's does. */
	for (k = 0; k < h->ninsn && h->insn_idx[k] < i; k++)
		;
	if (k < h->ninsn && h->insn_idx[k] == i) {
		memmove(h->insn_idx + k, h->insn_idx + k + 1,
		    (h->ninsn - k - 1) * sizeof *h->insn_idx);
		memmove(h->parsed + k, h->parsed + k + 1,
		    (h->ninsn - k - 1) * sizeof *h->parsed);
		h->ninsn--;
	}
	for (; k < h->ninsn; k++)
		h->insn_idx[k]--;
}

long
history_add_line(struct history *h, enum history_line_kind kind, long lineno,
    const char *text, size_t len)
{
	return history_insert_line(h, h->nlines, kind, lineno, text, len);
}

void
history_set_insn(struct history *h, unsigned k, const struct insn *insn)
{
	assert(k >= 1 && k <= h->ninsn);
	if (insn == NULL) {
		h->parsed[k - 1].set = false;
		return;
	}
	h->parsed[k - 1].insn = *insn;
	h->parsed[k - 1].set = true;
}

const struct insn *
history_insn(const struct history *h, unsigned k)
{
	if (k < 1 || k > h->ninsn || !h->parsed[k - 1].set)
		return NULL;
	return &h->parsed[k - 1].insn;
}

int
history_replace_line(struct history *h, size_t i, const char *text,
    size_t len)
{
	size_t off;

	if (i >= h->nlines || len > UINT32_MAX ||
	    store_text(h, text, len, &off) < 0)
		return -1;
	h->lines[i].off = off;
	h->lines[i].len = (uint32_t)len;
	for (size_t k = 0; k < h->ninsn; k++)
		if (h->insn_idx[k] == i)
			h->parsed[k].set = false; /* the text changed */
	return 0;
}

size_t
history_line_count(const struct history *h)
{
	return h->nlines;
}

const char *
history_line(const struct history *h, size_t i, enum history_line_kind *kind,
    long *lineno, size_t *len)
{
	const struct hline *l = &h->lines[i];

	if (kind != NULL)
		*kind = (enum history_line_kind)l->kind;
	if (lineno != NULL)
		*lineno = l->lineno;
	if (len != NULL)
		*len = l->len;
	return h->text + l->off;
}

void
history_truncate_lines(struct history *h, size_t i)
{
	size_t textend = 0;

	if (i >= h->nlines)
		return;
	while (h->ninsn > 0 && h->insn_idx[h->ninsn - 1] >= i)
		h->ninsn--;
	h->nlines = i;
	/* Text of replaced lines may sit anywhere; reclaim only the tail. */
	for (size_t k = 0; k < h->nlines; k++)
		if (h->lines[k].off + h->lines[k].len + 1 > textend)
			textend = h->lines[k].off + h->lines[k].len + 1;
	h->textlen = textend;
}

unsigned
history_insn_count(const struct history *h)
{
	return h->ninsn;
}

long
history_insn_line(const struct history *h, unsigned k)
{
	if (k == 0 || k > h->ninsn)
		return -1;
	return (long)h->insn_idx[k - 1];
}

/* ---- capture ---- */

void
history_capture_init(struct history_capture *c)
{
	memset(c, 0, sizeof *c);
}

void
history_capture_free(struct history_capture *c)
{
	free(c->mem_old);
	free(c->mem_old_written);
	free(c->all_old);
	memset(c, 0, sizeof *c);
}

void
history_capture_begin_vector(struct history_capture *c, const struct wave *w)
{
	c->scalars = false;
	memcpy(c->vgpr_used, w->vgpr_used, sizeof c->vgpr_used);
	memcpy(c->sgpr_used, w->sgpr_used, sizeof c->sgpr_used);
	c->nv = 0;
	c->all_vgprs = false;
	c->nmem = 0;
	c->pk_n = 0;
	c->mem_old_len = 0;
}

void
history_capture_begin(struct history_capture *c, const struct wave *w)
{
	c->scalars = true;
	memcpy(c->sgpr, w->sgpr, sizeof c->sgpr);
	c->exec = w->exec;
	c->vcc = w->vcc;
	c->m0 = w->m0;
	c->mode = w->mode;
	c->scc = w->scc;
	memcpy(c->vgpr_used, w->vgpr_used, sizeof c->vgpr_used);
	memcpy(c->sgpr_used, w->sgpr_used, sizeof c->sgpr_used);
	c->nv = 0;
	c->all_vgprs = false;
	c->nmem = 0;
	c->pk_n = 0;
	c->mem_old_len = 0;
}

void
history_capture_vgpr(struct history_capture *c, const struct wave *w,
    unsigned reg)
{
	if (reg >= WAVE_NUM_VGPRS || c->all_vgprs)
		return;
	for (unsigned i = 0; i < c->nv; i++)
		if (c->vreg[i] == reg)
			return;
	if (c->nv == HISTORY_MAX_VREGS) {
		if (c->all_old == NULL) {
			c->all_old = malloc(sizeof w->vgpr);
			if (c->all_old == NULL)
				return; /* the delta then misses lanes; the
					 * session reports out of memory */
		}
		memcpy(c->all_old, w->vgpr, sizeof w->vgpr);
		c->all_vgprs = true;
		return;
	}
	c->vreg[c->nv] = (uint16_t)reg;
	memcpy(c->vold[c->nv], w->vgpr[reg], sizeof c->vold[0]);
	c->nv++;
}

/* Range i (i < nmem + pk_n) of capture c: its address, length and
 * whether it is in the LDS. */
static void
mem_range(const struct history_capture *c, unsigned i, uint64_t *addr,
    uint32_t *len, bool *lds)
{
	if (i < c->nmem) {
		*addr = c->mem_addr[i];
		*len = c->mem_len[i];
		*lds = c->mem_lds[i];
	} else {
		*addr = c->pk_addr + (uint64_t)(i - c->nmem) * c->pk_stride;
		*len = c->pk_len;
		*lds = true;
	}
}

void
history_capture_restore(const struct history_capture *c, struct wave *w)
{
	size_t off = 0;

	if (c->all_vgprs)
		memcpy(w->vgpr, c->all_old, sizeof w->vgpr);
	else
		for (unsigned i = 0; i < c->nv; i++)
			memcpy(w->vgpr[c->vreg[i]], c->vold[i],
			    sizeof w->vgpr[0]);
	if (c->scalars) {
		memcpy(w->sgpr, c->sgpr, sizeof w->sgpr);
		w->exec = c->exec;
		w->vcc = c->vcc;
		w->m0 = c->m0;
		w->mode = c->mode;
		w->scc = c->scc;
	}
	memcpy(w->vgpr_used, c->vgpr_used, sizeof w->vgpr_used);
	memcpy(w->sgpr_used, c->sgpr_used, sizeof w->sgpr_used);
	for (unsigned i = 0; i < c->nmem + c->pk_n; i++) {
		uint64_t addr;
		uint32_t len;
		bool lds;

		mem_range(c, i, &addr, &len, &lds);
		struct memory *m = lds ? w->lds : w->mem;

		/* byte by byte: a range may mix written and unwritten bytes;
		 * the pages exist (the change wrote them), so no allocation */
		for (uint32_t j = 0; j < len; j++, off++) {
			if (c->mem_old_written[off])
				(void)memory_write(m, addr + j,
				    &c->mem_old[off], 1);
			else
				memory_unwrite(m, addr + j, 1);
		}
	}
}

/* Lists c's strided group as plain ranges, so that ranges captured
 * after it come after it in both the lists and mem_old. */
static void
unpack(struct history_capture *c)
{
	for (unsigned i = 0; i < c->pk_n; i++) {
		c->mem_addr[c->nmem] = c->pk_addr + (uint64_t)i * c->pk_stride;
		c->mem_len[c->nmem] = c->pk_len;
		c->mem_lds[c->nmem++] = true;
	}
	c->pk_n = 0;
}

static int
capture_range(struct history_capture *c, const struct memory *m, bool lds,
    uint64_t addr, uint32_t len)
{
	unpack(c);
	struct memory_flat f;

	if (m == NULL || len == 0)
		return 0;
	if (c->nmem == HISTORY_MAX_MEM)
		return -1;
	/* An LDS store captures up to 128 small ranges a step: the tests
	 * below spare most of them the calls. */
	if (c->mem_old_len + len > c->mem_old_cap &&
	    array_grow((void **)&c->mem_old, &c->mem_old_cap,
	    c->mem_old_len + len, 1) < 0)
		return -1;
	if (c->mem_old_len + len > c->mem_old_written_cap &&
	    array_grow((void **)&c->mem_old_written, &c->mem_old_written_cap,
	    c->mem_old_len + len, 1) < 0)
		return -1;
	if (lds && memory_flat(m, &f) &&
	    addr + len <= f.size) {
		memcpy(c->mem_old + c->mem_old_len, f.data + addr, len);
		memcpy(c->mem_old_written + c->mem_old_len, f.written + addr,
		    len);
	} else {
		memory_read(m, addr, c->mem_old + c->mem_old_len, len);
		memory_read_written(m, addr,
		    c->mem_old_written + c->mem_old_len, len);
	}
	c->mem_old_len += len;
	c->mem_addr[c->nmem] = addr;
	c->mem_len[c->nmem] = len;
	c->mem_lds[c->nmem] = lds;
	c->nmem++;
	return 0;
}

int
history_capture_mem(struct history_capture *c, const struct wave *w,
    uint64_t addr, uint32_t len)
{
	return capture_range(c, w->mem, false, addr, len);
}

int
history_capture_lds(struct history_capture *c, const struct wave *w,
    uint64_t addr, uint32_t len)
{
	return capture_range(c, w->lds, true, addr, len);
}

/* The ranges one by one, through memory.h (a sparse LDS, or ranges past
 * the flat array). */
static int
capture_ranges_slow(struct history_capture *c, const struct wave *w,
    const uint32_t *addr, const uint32_t *len, unsigned n)
{
	for (unsigned i = 0; i < n; i++)
		if (capture_range(c, w->lds, true, addr[i], len[i]) < 0)
			return -1;
	return 0;
}

int
history_capture_lds_ranges(struct history_capture *c, const struct wave *w,
    const uint32_t *addr, const uint32_t *len, unsigned n)
{
	struct memory_flat f;
	size_t room;

	if (w->lds == NULL || n == 0)
		return 0;
	unpack(c);
	if (c->nmem + n > HISTORY_MAX_MEM)
		return -1;
	if (!memory_flat(w->lds, &f))
		return capture_ranges_slow(c, w, addr, len, n);
	/* Room for the whole array after what is kept: the usual ranges
	 * (disjoint, inside the array) always fit, and the loop below
	 * checks each against both bounds, so no first pass adds them up
	 * (the buffers grow to the LDS's size once). */
	if ((c->mem_old_len + f.size > c->mem_old_cap &&
	    array_grow((void **)&c->mem_old, &c->mem_old_cap,
	    c->mem_old_len + f.size, 1) < 0) ||
	    (c->mem_old_len + f.size > c->mem_old_written_cap &&
	    array_grow((void **)&c->mem_old_written, &c->mem_old_written_cap,
	    c->mem_old_len + f.size, 1) < 0))
		return -1;
	/* a store of 64 scattered lanes has 64 ranges: the loop keeps its
	 * cursors in locals and copies a dword at constant size; nothing
	 * counts as captured until every range is in */
	uint8_t *od = c->mem_old + c->mem_old_len;
	uint8_t *ow = c->mem_old_written + c->mem_old_len;
	/* the array in locals whose address is never taken: a store
	 * through a byte pointer could change f, which the compiler would
	 * then read again for every range */
	const uint8_t *data = f.data, *wr = f.written;
	const uint64_t size = f.size;
	unsigned k = c->nmem;

	room = f.size;
	for (unsigned i = 0; i < n; i++) {
		uint32_t a = addr[i], l = len[i];

		if ((uint64_t)a + l > size || l > room)
			return capture_ranges_slow(c, w, addr, len, n);
		if (l == 4) {
			memcpy(od, data + a, 4);
			memcpy(ow, wr + a, 4);
		} else if (l == 8) {
			memcpy(od, data + a, 8);
			memcpy(ow, wr + a, 8);
		} else if (l == 0) {
			continue;
		} else {
			memcpy(od, data + a, l);
			memcpy(ow, wr + a, l);
		}
		od += l;
		ow += l;
		room -= l;
		c->mem_addr[k] = a;
		c->mem_len[k] = l;
		k++;
	}
	memset(c->mem_lds + c->nmem, 1, k - c->nmem);
	c->nmem = k;
	c->mem_old_len = (size_t)(od - c->mem_old);
	return 0;
}

int
history_capture_lds_strided(struct history_capture *c, const struct wave *w,
    uint32_t addr, uint32_t len, uint32_t stride, unsigned n)
{
	struct memory_flat f;
	size_t total = (size_t)n * len;

	if (w->lds == NULL || n == 0)
		return 0;
	unpack(c);
	if (c->nmem + n > HISTORY_MAX_MEM)
		return -1;
	/* one record, from the flat array; else range by range */
	if (!memory_flat(w->lds, &f) ||
	    (uint64_t)addr + (uint64_t)(n - 1) * stride + len > f.size) {
		for (unsigned i = 0; i < n; i++)
			if (capture_range(c, w->lds, true,
			    (uint64_t)addr + (uint64_t)i * stride, len) < 0)
				return -1;
		return 0;
	}
	if ((c->mem_old_len + total > c->mem_old_cap &&
	    array_grow((void **)&c->mem_old, &c->mem_old_cap,
	    c->mem_old_len + total, 1) < 0) ||
	    (c->mem_old_len + total > c->mem_old_written_cap &&
	    array_grow((void **)&c->mem_old_written, &c->mem_old_written_cap,
	    c->mem_old_len + total, 1) < 0))
		return -1;
	/* locals, for the reason history_capture_lds_ranges gives; the
	 * one- and two-dword elements copied at constant size, no call */
	uint8_t *od = c->mem_old + c->mem_old_len;
	uint8_t *ow = c->mem_old_written + c->mem_old_len;
	const uint8_t *data = f.data + addr, *wr = f.written + addr;

	if (len == 4) {
		for (unsigned i = 0; i < n; i++, data += stride, wr += stride) {
			memcpy(od + 4 * i, data, 4);
			memcpy(ow + 4 * i, wr, 4);
		}
	} else if (len == 8) {
		for (unsigned i = 0; i < n; i++, data += stride, wr += stride) {
			memcpy(od + 8 * i, data, 8);
			memcpy(ow + 8 * i, wr, 8);
		}
	} else {
		for (unsigned i = 0; i < n; i++, data += stride, wr += stride) {
			memcpy(od + (size_t)len * i, data, len);
			memcpy(ow + (size_t)len * i, wr, len);
		}
	}
	c->pk_n = n;
	c->pk_addr = addr;
	c->pk_len = len;
	c->pk_stride = stride;
	c->mem_old_len += total;
	return 0;
}

/* ---- deltas ---- */

static int
put(struct history *h, uint32_t v)
{
	if (h->nwords == h->capwords &&
	    array_grow((void **)&h->words, &h->capwords, h->nwords + 1,
	    sizeof *h->words) < 0)
		return -1;
	h->words[h->nwords++] = v;
	return 0;
}

static int
put64(struct history *h, unsigned tag, uint64_t x)
{
	if (put(h, tag) < 0 || put(h, (uint32_t)x) < 0 ||
	    put(h, (uint32_t)(x >> 32)) < 0)
		return -1;
	return 0;
}

static int
diff_vgpr(struct history *h, unsigned reg, const uint32_t *old,
    const uint32_t *now, unsigned lanes)
{
	lanemask_t mask = 0;

	if (memcmp(old, now, lanes * sizeof *old) == 0)
		return 0;
	for (unsigned l = 0; l < lanes; l++)
		mask |= (lanemask_t)(old[l] != now[l]) << l;
	if (array_grow((void **)&h->words, &h->capwords, h->nwords + 3 + 64,
	    sizeof *h->words) < 0)
		return -1;
	h->words[h->nwords++] = T_VGPR | reg << 8;
	h->words[h->nwords++] = (uint32_t)mask;
	h->words[h->nwords++] = (uint32_t)(mask >> 32);
	for (unsigned l = 0; l < lanes; l++)
		if (mask >> l & 1)
			h->words[h->nwords++] = old[l] ^ now[l];
	return 0;
}

static int
put_bytes(struct history *h, const uint8_t *b, uint32_t len)
{
	size_t nw = ((size_t)len + 3) / 4;

	if (array_grow((void **)&h->words, &h->capwords, h->nwords + nw,
	    sizeof *h->words) < 0)
		return -1;
	h->words[h->nwords + nw - 1] = 0;
	memcpy(h->words + h->nwords, b, len);
	h->nwords += nw;
	return 0;
}

/* Appends one bit per byte: whether it had been written before the step. */
static int
put_written_bits(struct history *h, const uint8_t *written, uint32_t len)
{
	size_t nw = ((size_t)len + 31) / 32;

	if (array_grow((void **)&h->words, &h->capwords, h->nwords + nw,
	    sizeof *h->words) < 0)
		return -1;
	memset(h->words + h->nwords, 0, nw * sizeof *h->words);
	for (uint32_t i = 0; i < len; i++)
		if (written[i])
			h->words[h->nwords + i / 32] |= (uint32_t)1 << (i % 32);
	h->nwords += nw;
	return 0;
}

int
history_commit(struct history *h, unsigned k, const struct history_capture *c,
    const struct wave *w)
{
	unsigned last = h->first + (unsigned)h->nsteps - 1;
	bool opened = k == last + 1;
	size_t mark;
	int rc = 0;

	if (opened) {
		if (array_grow((void **)&h->step_off, &h->capsteps,
		    h->nsteps + 1,
		    sizeof *h->step_off) < 0)
			return -1;
		h->step_off[h->nsteps++] = h->nwords;
	} else if (k != last || h->nsteps == 0) {
		return -1;
	}
	mark = h->nwords;
	if (c->all_vgprs) {
		for (unsigned r = 0; r < WAVE_NUM_VGPRS && rc == 0; r++)
			rc = diff_vgpr(h, r, c->all_old + (size_t)r *
			    WAVE_MAX_LANES, w->vgpr[r], w->size);
	} else {
		for (unsigned i = 0; i < c->nv && rc == 0; i++)
			rc = diff_vgpr(h, c->vreg[i], c->vold[i],
			    w->vgpr[c->vreg[i]], w->size);
	}
	/* Most steps leave every SGPR alone: one memcmp decides. */
	bool sgprs = c->scalars && memcmp(c->sgpr, w->sgpr,
	    sizeof c->sgpr) != 0;
	for (unsigned r = 0; sgprs && r < WAVE_NUM_SGPRS && rc == 0; r++)
		if (c->sgpr[r] != w->sgpr[r])
			rc = put(h, T_SGPR | r << 8) < 0 ||
			    put(h, c->sgpr[r] ^ w->sgpr[r]) < 0 ? -1 : 0;
	if (!c->scalars)
		goto vused;
	if (rc == 0 && c->exec != w->exec)
		rc = put64(h, T_EXEC, c->exec ^ w->exec);
	if (rc == 0 && c->vcc != w->vcc)
		rc = put64(h, T_VCC, c->vcc ^ w->vcc);
	if (rc == 0 && c->m0 != w->m0)
		rc = put(h, T_M0) < 0 || put(h, c->m0 ^ w->m0) < 0 ? -1 : 0;
	if (rc == 0 && c->scc != w->scc)
		rc = put(h, T_SCC);
	if (rc == 0 && c->mode != w->mode)
		rc = put(h, T_MODE) < 0 || put(h, c->mode ^ w->mode) < 0 ?
		    -1 : 0;
vused:;
	bool used = memcmp(c->vgpr_used, w->vgpr_used, sizeof c->vgpr_used) ||
	    memcmp(c->sgpr_used, w->sgpr_used, sizeof c->sgpr_used);
	for (unsigned i = 0; used && i < 6 && rc == 0; i++) {
		uint64_t a = i < 4 ? c->vgpr_used[i] : c->sgpr_used[i - 4];
		uint64_t b = i < 4 ? w->vgpr_used[i] : w->sgpr_used[i - 4];

		if (a != b)
			rc = put64(h, T_USED | i << 8, a ^ b);
	}
	size_t off = 0;
	for (unsigned i = 0; i < c->nmem + c->pk_n && rc == 0; i++) {
		uint64_t addr;
		uint32_t len;
		bool lds;

		mem_range(c, i, &addr, &len, &lds);
		uint8_t *now = malloc(len);

		if (now == NULL) {
			rc = -1;
			break;
		}
		memory_read(lds ? w->lds : w->mem, addr,
		    now, len);
		/* A store of the same bytes into never-written memory still
		 * changes what memory_each_range lists, so it needs a record
		 * too: stepping back must make those bytes unwritten again. */
		bool fresh = memchr(c->mem_old_written + off, 0, len) != NULL;
		if (fresh || memcmp(now, c->mem_old + off, len) != 0) {
			/* bit 8 of the tag: the range is in the LDS */
			rc = put(h, T_MEM | (lds ? 1u << 8 : 0)) < 0 ||
			    put(h, (uint32_t)addr) < 0 ||
			    put(h, (uint32_t)(addr >> 32)) < 0 ||
			    put(h, len) < 0 ||
			    put_bytes(h, c->mem_old + off, len) < 0 ||
			    put_bytes(h, now, len) < 0 ||
			    put_written_bits(h, c->mem_old_written + off,
			    len) < 0 ? -1 : 0;
		}
		free(now);
		off += len;
	}
	if (rc < 0) {
		h->nwords = mark; /* no half-written record */
		if (opened)
			h->nsteps--; /* nor a step without its delta */
	}
	return rc;
}

unsigned
history_step_count(const struct history *h)
{
	return h->first + (unsigned)h->nsteps - 1;
}

unsigned
history_first_step(const struct history *h)
{
	return h->first;
}

void
history_truncate_steps(struct history *h, unsigned k)
{
	if (k + 1 < h->first) {
		history_forget_steps(h, k);
		return;
	}
	size_t keep = k + 1 - h->first;
	if (keep >= h->nsteps)
		return;
	h->nwords = h->step_off[keep];
	h->nsteps = keep;
}

void
history_forget_steps(struct history *h, unsigned k)
{
	h->nsteps = 0;
	h->nwords = 0;
	h->first = k + 1;
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
	(void)memory_write(m, addr, backward ? old : now, len);
	if (!backward)
		return;
	/* Bytes the step wrote for the first time become unwritten again,
	 * so :print mem and --json list exactly what they did before. */
	for (uint32_t i = 0; i < len; i++)
		if (!(written[i / 32] >> (i % 32) & 1))
			memory_unwrite(m, addr + i, 1);
}

void
history_apply(const struct history *h, unsigned k, struct wave *w,
    bool backward, bool mem)
{
	struct history *hm = (struct history *)h; /* scratch only */
	size_t begin, end, nmem = 0;

	if (k < h->first || k - h->first >= h->nsteps)
		return;
	begin = h->step_off[k - h->first];
	end = k - h->first + 1 < h->nsteps ? h->step_off[k - h->first + 1]
					   : h->nwords;
	for (size_t o = begin; o < end; o += record_len(h->words + o)) {
		const uint32_t *p = h->words + o;
		unsigned reg = p[0] >> 8;

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

			if (reg < 4)
				w->vgpr_used[reg] ^= x;
			else
				w->sgpr_used[reg - 4] ^= x;
			break;
		}
		default:
			if (!mem)
				break;
			if (!backward) {
				apply_mem(p, w, false);
				break;
			}
			/* Backward, the oldest "old" must land last. */
			if (array_grow((void **)&hm->scratch, &hm->capscratch,
			    nmem + 1, sizeof *hm->scratch) == 0)
				hm->scratch[nmem++] = o;
			break;
		}
	}
	while (nmem > 0)
		apply_mem(h->words + h->scratch[--nmem], w, true);
}

size_t
history_bytes(const struct history *h)
{
	return sizeof *h + h->caplines * sizeof *h->lines + h->textcap +
	    h->capinsn * sizeof *h->insn_idx +
	    h->capparsed * sizeof *h->parsed +
	    h->capwords * sizeof *h->words +
	    h->capsteps * sizeof *h->step_off +
	    h->capscratch * sizeof *h->scratch;
}
