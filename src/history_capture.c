/* SPDX-License-Identifier: MIT */
/* The capture of a step's old state (registers, memory and LDS bytes)
 * before it runs, from which history.c makes the step's delta; see
 * history.h. Pure: allocates, never prints. */
#include "history_int.h"

#include <stdlib.h>
#include <string.h>

#include "array.h"
#include "memory.h"

unsigned
history_vgpr_slots(const struct wave *w)
{
	return isa_features((enum isa_target)w->target)->agprs ?
	    WAVE_VGPR_SLOTS : WAVE_NUM_VGPRS;
}

_Static_assert(sizeof ((struct history_scalars *)0)->sgpr ==
    sizeof ((struct wave *)0)->sgpr, "history_scalars keeps every slot");

void
history_scalars_take(struct history_scalars *sc, const struct wave *w)
{
	memcpy(sc->sgpr, w->sgpr, sizeof sc->sgpr);
	sc->exec = w->exec;
	sc->vcc = w->vcc;
	sc->m0 = w->m0;
	sc->mode = w->mode;
	sc->scc = w->scc;
}

void
history_scalars_put(const struct history_scalars *sc, struct wave *w)
{
	memcpy(w->sgpr, sc->sgpr, sizeof sc->sgpr);
	w->exec = sc->exec;
	w->vcc = sc->vcc;
	w->m0 = sc->m0;
	w->mode = sc->mode;
	w->scc = sc->scc;
}

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
	history_capture_begin_vector(c, w);
	c->scalars = true;
	history_scalars_take(&c->sc, w);
}

void
history_capture_vgpr(struct history_capture *c, const struct wave *w,
    unsigned reg)
{
	if (reg >= WAVE_VGPR_SLOTS || c->all_vgprs)
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
		memcpy(c->all_old, w->vgpr, history_vgpr_slots(w) * sizeof w->vgpr[0]);
		c->all_vgprs = true;
		return;
	}
	c->vreg[c->nv] = (uint16_t)reg;
	memcpy(c->vold[c->nv], w->vgpr[reg], sizeof c->vold[0]);
	c->nv++;
}

void
history_capture_range(const struct history_capture *c, unsigned i, uint64_t *addr,
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
		memcpy(w->vgpr, c->all_old, history_vgpr_slots(w) * sizeof w->vgpr[0]);
	else
		for (unsigned i = 0; i < c->nv; i++)
			memcpy(w->vgpr[c->vreg[i]], c->vold[i],
			    sizeof w->vgpr[0]);
	if (c->scalars) {
		history_scalars_put(&c->sc, w);
	}
	memcpy(w->vgpr_used, c->vgpr_used, sizeof w->vgpr_used);
	memcpy(w->sgpr_used, c->sgpr_used, sizeof w->sgpr_used);
	for (unsigned i = 0; i < c->nmem + c->pk_n; i++) {
		uint64_t addr;
		uint32_t len;
		bool lds;

		history_capture_range(c, i, &addr, &len, &lds);
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
	unsigned i = c->nmem - 1;

	/* a lane's bytes right after the previous range's (a store of
	 * consecutive dwords) extend it: one record for the store, not
	 * one a lane (re-running a segment of stores diffs them all) */
	if (c->pk_n == 0 && c->nmem > 0 && !c->mem_lds[i] && w->mem != NULL &&
	    len > 0 && c->mem_addr[i] + c->mem_len[i] == addr &&
	    c->mem_len[i] <= UINT32_MAX - len) {
		if (array_grow((void **)&c->mem_old, &c->mem_old_cap,
		    c->mem_old_len + len, 1) < 0 ||
		    array_grow((void **)&c->mem_old_written,
		    &c->mem_old_written_cap, c->mem_old_len + len, 1) < 0)
			return -1;
		memory_read(w->mem, addr, c->mem_old + c->mem_old_len, len);
		memory_read_written(w->mem, addr,
		    c->mem_old_written + c->mem_old_len, len);
		c->mem_old_len += len;
		c->mem_len[i] += len;
		return 0;
	}
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

	/* unrolled four times (#pragma GCC unroll): a load and a store
	 * each, which the loop's own count and branch nearly doubled */
	if (len == 4) {
		_Pragma("GCC unroll 4")
		for (unsigned i = 0; i < n; i++, data += stride, wr += stride) {
			memcpy(od + 4 * i, data, 4);
			memcpy(ow + 4 * i, wr, 4);
		}
	} else if (len == 8) {
		_Pragma("GCC unroll 4")
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
