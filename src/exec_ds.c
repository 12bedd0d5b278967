/* SPDX-License-Identifier: MIT */
/* The LDS memory instructions: ds_read/ds_write in every width, the
 * 2-address forms, addtid, append/consume and every LDS atomic, on the
 * wave's LDS (w->lds), with the bank model of lds.h in the step record.
 * Pure: the LDS is a memory.h store owned by the caller. */
#include "exec.h"

#include <string.h>

#include "atomic.h"
#include "exec_internal.h"

static bool
is_counter(unsigned sem)
{
	return sem == SEM_DS_APPEND || sem == SEM_DS_CONSUME;
}

static bool
is_plain_load(unsigned sem)
{
	return sem == SEM_DS_READ || sem == SEM_DS_READ2 ||
	    sem == SEM_DS_READ_ADDTID;
}

static bool
is_plain_store(unsigned sem)
{
	return sem == SEM_DS_WRITE || sem == SEM_DS_WRITE2 ||
	    sem == SEM_DS_WRITE_ADDTID;
}

/* The bytes an access may reach: the allocation, or on gfx8 under
 * lds.gfx8_m0_limit=on also M0 (GCN3 ISA). */
static uint64_t
lds_limit(const struct wave *w, const struct semantics *sem)
{
	const struct isa_features *ft =
	    isa_features((enum isa_target)w->target);
	uint64_t limit = ft->lds_bytes;

	if (sem != NULL && sem->choice[DISPUTE_LDS_M0] != 0 &&
	    ft->lds_m0_bound && w->m0 < limit)
		limit = w->m0;
	return limit;
}

/* out[n] = v[n] + o for every lane of the widest wave: a constant count
 * and no aliasing, so the compiler vectorises it. */
static void
add_lanes(uint32_t *restrict out, const uint32_t *restrict v, uint32_t o)
{
	for (unsigned n = 0; n < WAVE_MAX_LANES; n++)
		out[n] = v[n] + o;
}

/* add_lanes and or_lanes in one pass over the widest wave (the DS plan
 * of every LDS line: one load of each address instead of three), and
 * whether out[] steps by one stride, out[n] = out[0] + n * (out[1] -
 * out[0]): 0 when it does, the test exec_lds_ranges makes on a store's
 * addresses. */
static uint32_t
add_or_lanes(uint32_t *restrict out, const uint32_t *restrict v, uint32_t o,
    uint32_t *top)
{
	uint32_t t = 0, bad = 0, e = v[0] + o, s = v[1] - v[0];

	/* vectorised, then unrolled: four vectors a pass */
	_Pragma("GCC unroll 4")
	for (unsigned n = 0; n < WAVE_MAX_LANES; n++) {
		uint32_t x = v[n] + o;

		out[n] = x;
		t |= x;
		bad |= x ^ e;
		e += s;
	}
	*top |= t;
	return bad;
}

/* add_or_lanes without the stride test, for a plan only the step
 * reads (the test costs a third of the loop). */
static void
add_top_lanes(uint32_t *restrict out, const uint32_t *restrict v,
    uint32_t o, uint32_t *top)
{
	uint32_t t = 0;

	for (unsigned n = 0; n < WAVE_MAX_LANES; n++) {
		uint32_t x = v[n] + o;

		out[n] = x;
		t |= x;
	}
	*top |= t;
}

/* top | a[0] | ... | a[WAVE_MAX_LANES - 1]: at least the largest of
 * them, in a loop SSE2 vectorises (an unsigned maximum needs SSE4.1). */
static uint32_t
or_lanes(const uint32_t *a, uint32_t top)
{
	for (unsigned n = 0; n < WAVE_MAX_LANES; n++)
		top |= a[n];
	return top;
}

/* The two locations of a ds_*_src2_* form in lane with address v
 * (AMD's GCN ISA DS opcode table; :semantics lds.src2): A from the
 * address VGPR, B = A + 4 * a signed 16-bit field, the offset's low 15
 * bits sign-extended when offset1[7] is clear, else {A[31], A[31:17]}.
 * Then A keeps only its bits 16:0 under lds.src2_address=low17 (CLRX's
 * reading), since the high bits hold the stride. */
static void
src2_locations(uint32_t v, unsigned off, bool low17, uint32_t *a,
    uint32_t *b)
{
	uint32_t field;

	if (off & 0x8000u) {
		field = v >> 17 | (v >> 16 & 0x8000u);
		if (low17)
			v &= 0x1ffffu;
	} else {
		field = (off & 0x7fffu) | (off << 1 & 0x8000u);
	}
	*a = v;
	*b = v + 4u * (uint32_t)(int32_t)(int16_t)(uint16_t)field;
}

/* src2_locations for every lane of the widest wave; with offset1[7]
 * clear B is A plus one constant, a loop the compiler vectorises. */
static void
src2_lanes(uint32_t *restrict a, uint32_t *restrict b,
    const uint32_t *restrict v, unsigned off, bool low17)
{
	if (!(off & 0x8000u)) {
		uint32_t s;

		src2_locations(0, off, low17, &a[0], &s);
		for (unsigned n = 0; n < WAVE_MAX_LANES; n++) {
			a[n] = v[n];
			b[n] = v[n] + s;
		}
		return;
	}
	for (unsigned n = 0; n < WAVE_MAX_LANES; n++)
		src2_locations(v[n], off, low17, &a[n], &b[n]);
}

/* Returns 0, or -1 with diag filled when insn cannot run on w. stride:
 * test whether element 0's addresses step by one stride (strided0, for
 * exec_lds_ranges); false leaves strided0 false, "not known". */
static int
ds_plan(const struct wave *w, const struct insn *insn,
    const struct semantics *sem, struct exec_lds_plan *p, bool stride,
    struct diag *diag)
{
	const struct isa_info *ii = &isa_table[insn->id];
	unsigned W = w->size, off = insn->ds_offset;
	uint64_t limit = lds_limit(w, sem);

	/* No memset of the whole plan: it runs for every LDS line, and only
	 * the lanes past the wave need zero addresses (for the step
	 * record). */
	p->insn = NULL;
	p->ii = ii;
	p->oob[0] = p->oob[1] = 0;
	p->end = 0;
	p->limit = limit;
	p->strided0 = false;
	isa_lds_shape(ii, &p->sh);
	p->bytes = p->sh.elem_bytes;
	if (insn->gds) {
		diag_set(diag, DIAG_ERROR, DIAG_EXEC, insn->col, 0,
		    "%s with gds: the global data share is not modelled by "
		    "lanescope", ii->name);
		return -1;
	}
	if (w->lds == NULL) {
		diag_set(diag, DIAG_ERROR, DIAG_EXEC, insn->col, 0,
		    "%s needs the wave's LDS, which this front end did not "
		    "provide", ii->name);
		return -1;
	}
	if ((p->sh.addr && insn->src[0].kind != OPND_VGPR) ||
	    (p->sh.dst_regs && !exec_vector_kind(&insn->dst)) ||
	    (p->sh.ndata >= 1 && !exec_vector_kind(&insn->src[1])) ||
	    (p->sh.ndata >= 2 && !exec_vector_kind(&insn->src[2]))) {
		diag_set(diag, DIAG_ERROR, DIAG_EXEC, insn->col, 0,
		    "%s needs VGPR operands", ii->name);
		return -1;
	}
	p->lanes = w->exec & wave_all_lanes(W);
	if (W < WAVE_MAX_LANES)
		for (unsigned e = 0; e < LDS_MAX_ELEMS; e++)
			memset(&p->addr[e][W], 0,
			    (WAVE_MAX_LANES - W) * sizeof p->addr[e][0]);
	if (p->sh.addr && !is_counter(ii->sem) &&
	    ii->sem != SEM_DS_READ_ADDTID && ii->sem != SEM_DS_WRITE_ADDTID &&
	    ii->sem != SEM_DS_CONDXCHG) {
		/* The common forms, one or two addresses from a VGPR,
		 * without the general loop's tests per lane. */
		const uint32_t *v = w->vgpr[insn->src[0].reg & 255];
		uint32_t top = 0;
		bool src2 = (ii->flags & ISA_F_LDS_SRC2) != 0;

		/* plain loops of a constant count, which the compiler
		 * vectorises: the addresses, and the OR of them all (lanes
		 * past the wave are zero again first), a bound of the
		 * largest; lanes are looked at one by one only when that
		 * bound is out of range */
		/* a src2 form's A and B (element 0 and 1) */
		if (src2)
			src2_lanes(p->addr[0], p->addr[1], v, off, sem == NULL ||
			    sem->choice[DISPUTE_LDS_SRC2] == 0);
		for (unsigned e = 0; e < p->sh.elems; e++) {
			uint32_t *a = p->addr[e];
			uint32_t o = p->sh.elems == 2 ?
			    (e ? off >> 8 : off & 0xffu) * p->sh.stride : off;

			if (!src2 && W == WAVE_MAX_LANES && !(stride &&
			    e == 0)) {
				add_top_lanes(a, v, o, &top);
				continue;
			}
			if (!src2 && W == WAVE_MAX_LANES) {
				uint32_t bad = add_or_lanes(a, v, o, &top);

				if (e == 0)
					p->strided0 = bad == 0;
				continue;
			}
			if (!src2)
				add_lanes(a, v, o);
			if (W < WAVE_MAX_LANES)
				memset(&a[W], 0,
				    (WAVE_MAX_LANES - W) * sizeof a[0]);
			top = or_lanes(a, top);
		}
		p->insn = insn;
		if ((uint64_t)top + p->bytes <= limit) {
			p->end = (uint64_t)top + p->bytes;
			return 0;
		}
		for (unsigned e = 0; e < p->sh.elems; e++) {
			for (unsigned n = 0; n < W; n++) {
				uint64_t end = (uint64_t)p->addr[e][n] +
				    p->bytes;

				if (end > limit)
					p->oob[e] |= (lanemask_t)1 << n;
				else if (end > p->end)
					p->end = end;
			}
		}
		return 0;
	}
	for (unsigned n = 0; n < W; n++) {
		uint32_t base;

		if (ii->sem == SEM_DS_READ_ADDTID ||
		    ii->sem == SEM_DS_WRITE_ADDTID)
			/* GFX9 ISA: offset + M0[15:0] + lane id * 4 */
			base = off + (w->m0 & 0xffffu) + n * 4u;
		else if (is_counter(ii->sem))
			base = (w->m0 & 0xffffu) + off;
		else
			base = w->vgpr[insn->src[0].reg & 255][n];
		for (unsigned e = 0; e < p->sh.elems; e++) {
			uint32_t a = base;

			if (ii->sem == SEM_DS_CONDXCHG)
				/* CDNA4 ISA: (addr + offset) & 0xfff8 */
				a = (base + off) & 0xfff8u;
			else if (p->sh.elems == 2)
				a += (e ? off >> 8 : off & 0xffu) *
				    p->sh.stride;
			else if (p->sh.addr)
				a += off;
			p->addr[e][n] = a;
			if ((uint64_t)a + p->bytes > limit)
				p->oob[e] |= (lanemask_t)1 << n;
			else if ((uint64_t)a + p->bytes > p->end)
				p->end = (uint64_t)a + p->bytes;
		}
	}
	p->insn = insn;
	return 0;
}

/* The LDS as the lanes reach it: a flat memory's array when the wave's
 * LDS is one (the session's), else memory.h calls (a sparse LDS, as unit
 * tests may give). Every access here is in range, so the flat case needs
 * no test beyond the array's size. */
struct lds_io {
	struct memory *m;
	struct memory_flat f;
};

static void
io_init(struct lds_io *io, struct memory *m)
{
	io->m = m;
	(void)memory_flat(m, &io->f);
}

static void
io_read(const struct lds_io *io, uint32_t a, void *buf, unsigned n)
{
	if ((uint64_t)a + n <= io->f.size)
		memcpy(buf, io->f.data + a, n);
	else
		memory_read(io->m, a, buf, n);
}

static void
io_write(struct lds_io *io, uint32_t a, const void *buf, unsigned n)
{
	if ((uint64_t)a + n <= io->f.size) {
		memcpy(io->f.data + a, buf, n);
		memset(io->f.written + a, 1, n);
	} else {
		/* the pages were reserved: this cannot fail */
		(void)memory_write(io->m, a, buf, n);
	}
}

/* A dword each: a constant size, so the flat case is one load/store. */
static void
io_read4(const struct lds_io *io, uint32_t a, uint32_t *out)
{
	if ((uint64_t)a + 4 <= io->f.size)
		memcpy(out, io->f.data + a, 4);
	else
		memory_read(io->m, a, out, 4);
}

static void
io_write4(struct lds_io *io, uint32_t a, const uint32_t *in)
{
	if ((uint64_t)a + 4 <= io->f.size) {
		memcpy(io->f.data + a, in, 4);
		memset(io->f.written + a, 1, 4);
	} else {
		(void)memory_write(io->m, a, in, 4);
	}
}

/* Little-endian values of up to 8 bytes. */
static uint64_t
lds_get(const struct lds_io *io, uint32_t addr, unsigned bytes)
{
	uint8_t b[8] = { 0 };
	uint64_t v = 0;

	if (bytes == 4) {
		uint32_t x;

		io_read4(io, addr, &x);
		return x;
	}
	io_read(io, addr, b, bytes > 8 ? 8 : bytes);
	for (unsigned k = bytes > 8 ? 8 : bytes; k-- > 0;)
		v = v << 8 | b[k];
	return v;
}

static void
lds_put(struct lds_io *io, uint32_t addr, uint64_t v, unsigned bytes)
{
	uint8_t b[8];

	if (bytes == 4) {
		uint32_t x = (uint32_t)v;

		io_write4(io, addr, &x);
		return;
	}
	for (unsigned k = 0; k < bytes && k < 8; k++)
		b[k] = (uint8_t)(v >> (8 * k));
	io_write(io, addr, b, bytes > 8 ? 8 : bytes);
}

/* The lane's data operand k (0: data0, 1: data1) as up to 64 bits. */
static uint64_t
data_of(const struct wave *w, const struct insn *insn, unsigned k,
    unsigned n, unsigned bytes)
{
	const struct operand *o = &insn->src[1 + k];
	uint64_t v = w->vgpr[exec_vslot(o, 0)][n];

	if (bytes > 4)
		v |= (uint64_t)w->vgpr[exec_vslot(o, 1)][n] << 32;
	return v;
}

/* Puts an element's value v (bytes wide, already loaded) into the
 * destination registers of lane n, starting at register first. */
static void
put_loaded(const struct isa_info *ii, uint32_t out[][WAVE_MAX_LANES],
    unsigned first, unsigned n, uint64_t v, unsigned bytes)
{
	if (bytes >= 4) {
		for (unsigned k = 0; k < bytes / 4; k++)
			out[first + k][n] = k < 2 ? (uint32_t)(v >> (32 * k))
						  : out[first + k][n];
		return;
	}
	uint32_t x = (uint32_t)v;
	if (ii->type == ISA_TY_I32)
		x = bytes == 1 ? (uint32_t)(int32_t)(int8_t)x
			       : (uint32_t)(int32_t)(int16_t)x;
	if (ii->aux & ISA_LDS_HI)
		x = (out[first][n] & 0xffffu) | x << 16;
	else if (ii->aux & ISA_LDS_D16)
		x = (out[first][n] & 0xffff0000u) | (x & 0xffffu);
	out[first][n] = x;
}

/* Reserves the LDS pages an instruction may write, so no write fails half
 * way (the LDS is 16 pages at most), up to limit (the plan's lds_limit);
 * io (io_init's) is made again when pages were reserved. */
static int
reserve(struct wave *w, uint64_t limit, struct lds_io *io)
{
	/* a memory not flat has a zeroed io->f: size 0 */
	if (limit <= io->f.size)
		return 0; /* nothing to allocate */
	if (memory_reserve(w->lds, 0, (size_t)limit) != 0)
		return -1;
	io_init(io, w->lds);
	return 0;
}

/* ds_read*: every lane's elements into res (dwords per element: per). */
static void
run_loads(const struct exec_lds_plan *p, const struct lds_io *io, unsigned W,
    unsigned per, uint32_t res[][WAVE_MAX_LANES])
{
	for (unsigned n = 0; n < W; n++) {
		if (!(p->lanes >> n & 1))
			continue;
		for (unsigned e = 0; e < p->sh.elems; e++) {
			bool in = !(p->oob[e] >> n & 1);
			uint32_t a = p->addr[e][n];
			uint8_t buf[16] = { 0 };
			uint64_t m = 0;

			if (p->bytes >= 4) {
				/* whole dwords, straight into place */
				for (unsigned k = 0; k < per; k++)
					if (in)
						io_read4(io, a + 4 * k,
						    &res[e * per + k][n]);
					else
						res[e * per + k][n] = 0;
				continue;
			}
			if (in)
				io_read(io, a, buf, p->bytes);
			for (unsigned k = p->bytes; k-- > 0;)
				m = m << 8 | buf[k];
			put_loaded(p->ii, res, e * per, n, m, p->bytes);
		}
	}
}

/* ds_write*: lane by lane in order, so the highest lane's bytes stay
 * where lanes collide. */
static void
run_stores(const struct exec_lds_plan *p, struct lds_io *io, const struct wave *w,
    const struct insn *insn, unsigned per)
{
	for (unsigned n = 0; n < w->size; n++) {
		if (!(p->lanes >> n & 1))
			continue;
		for (unsigned e = 0; e < p->sh.elems; e++) {
			const struct operand *o = &insn->src[1 + e];
			uint32_t a = p->addr[e][n], x;

			if (p->oob[e] >> n & 1)
				continue;
			if (p->bytes >= 4) {
				for (unsigned k = 0; k < per; k++)
					io_write4(io, a + 4 * k,
					    &w->vgpr[exec_vslot(o, k)][n]);
				continue;
			}
			x = w->vgpr[exec_vslot(o, 0)][n];
			if (p->ii->aux & ISA_LDS_HI)
				x >>= 16;
			/* little-endian bytes of x, whatever the host */
			uint8_t b[2] = { (uint8_t)x, (uint8_t)(x >> 8) };
			io_write(io, a, b, p->bytes);
		}
	}
}

/* ---- the fast paths: every element in the flat array, whole dwords ---- */

/* The loops over the lanes below are a few instructions a lane (a load
 * by address, no vector form without gathers): unrolled four times, the
 * loop's own count and branch stop being a third of them. */
#define LANE_UNROLL _Pragma("GCC unroll 4")

/* The dword at LDS byte a, and the store of one with its written
 * flags: copies of constant size, one load or store each. The callers
 * keep the array's pointers in locals: a store through a byte pointer
 * could change any memory_flat the compiler sees, which it would then
 * read again for every lane. */
static inline uint32_t
flat_get4(const uint8_t *data, uint32_t a)
{
	uint32_t x;

	memcpy(&x, data + a, 4);
	return x;
}

static inline void
flat_put4(uint8_t *data, uint8_t *written, uint32_t a, uint32_t x)
{
	static const uint8_t ones[4] = { 1, 1, 1, 1 };

	memcpy(data + a, &x, 4);
	memcpy(written + a, ones, 4);
}

/* Two dwords at LDS byte a, x first: their eight written flags in one
 * store. */
static inline void
flat_put4x2(uint8_t *data, uint8_t *written, uint32_t a, uint32_t x,
    uint32_t y)
{
	static const uint8_t ones[8] = { 1, 1, 1, 1, 1, 1, 1, 1 };

	memcpy(data + a, &x, 4);
	memcpy(data + a + 4, &y, 4);
	memcpy(written + a, ones, 8);
}

/* ds_read* of whole dwords, straight into the destination registers:
 * the plan holds the addresses, so a destination that is also the
 * address register cannot change them. */
static void
fast_loads(const struct exec_lds_plan *p, const struct memory_flat *f,
    struct wave *w, const struct operand *dst, unsigned per)
{
	unsigned W = w->size;
	const uint8_t *data = f->data;
	lanemask_t lanes = p->lanes;

	for (unsigned e = 0; e < p->sh.elems; e++) {
		for (unsigned k = 0; k < per; k++) {
			unsigned r = exec_vslot(dst, e * per + k);
			uint32_t *d = w->vgpr[r];
			const uint32_t *a = p->addr[e];

			if (lanes == wave_all_lanes(W)) {
				LANE_UNROLL
				for (unsigned n = 0; n < W; n++)
					d[n] = flat_get4(data, a[n] + 4 * k);
			} else {
				for (unsigned n = 0; n < W; n++)
					if (lanes >> n & 1)
						d[n] = flat_get4(data,
						    a[n] + 4 * k);
			}
			exec_mark_vgpr(w, r);
		}
	}
}

/* ds_write* of whole dwords, lane by lane in order (the highest lane's
 * bytes stay where lanes collide). */
static void
fast_stores(const struct exec_lds_plan *p, const struct memory_flat *f,
    const struct wave *w, const struct insn *insn, unsigned per)
{
	unsigned W = w->size;
	uint8_t *data = f->data, *wr = f->written;

	if (p->sh.elems == 1 && per <= 2 && p->lanes == wave_all_lanes(W)) {
		const uint32_t *v = w->vgpr[exec_vslot(&insn->src[1], 0)];
		const uint32_t *v1 = w->vgpr[exec_vslot(&insn->src[1], 1)];
		const uint32_t *a = p->addr[0];

		if (per == 1) {
			LANE_UNROLL
			for (unsigned n = 0; n < W; n++)
				flat_put4(data, wr, a[n], v[n]);
		} else {
			LANE_UNROLL
			for (unsigned n = 0; n < W; n++)
				flat_put4x2(data, wr, a[n], v[n], v1[n]);
		}
		return;
	}
	for (unsigned n = 0; n < W; n++) {
		if (!(p->lanes >> n & 1))
			continue;
		for (unsigned e = 0; e < p->sh.elems; e++) {
			const struct operand *o = &insn->src[1 + e];

			for (unsigned k = 0; k < per; k++)
				flat_put4(data, wr, p->addr[e][n] + 4 * k,
				    w->vgpr[exec_vslot(o, k)][n]);
		}
	}
}

/* The one-operator atomics the fast paths below run: the operation and
 * the value written from the old value m and the operand x. */
#define FAST_ATOMIC_OPS(X)						\
	X(ATOMIC_ADD, m + x)						\
	X(ATOMIC_SUB, m - x)						\
	X(ATOMIC_RSUB, x - m)						\
	X(ATOMIC_AND, m & x)						\
	X(ATOMIC_OR, m | x)						\
	X(ATOMIC_XOR, m ^ x)						\
	X(ATOMIC_SWAP, x)						\
	X(ATOMIC_UMIN, m < x ? m : x)					\
	X(ATOMIC_UMAX, m > x ? m : x)

/* The 32-bit one-address atomics whose arithmetic is one operator, lane
 * by lane in order, one loop per operation (with every lane on, loops
 * without the per-lane tests); false for the others (the
 * general path then runs them through atomic_apply). d holds the data,
 * ret (NULL: no return) receives the old values; ret may be d: lane n's
 * data is read before its old value is written. */
#define ATOMIC_LANES(expr)						\
	if (lanes == wave_all_lanes(W) && ret == NULL) {		\
		LANE_UNROLL						\
		for (unsigned n = 0; n < W; n++) {			\
			uint32_t m = flat_get4(data, a[n]), x = d[n];	\
			(void)m; /* unread by a swap */			\
			flat_put4(data, wr, a[n], (expr));		\
		}							\
	} else if (lanes == wave_all_lanes(W)) {			\
		LANE_UNROLL						\
		for (unsigned n = 0; n < W; n++) {			\
			uint32_t m = flat_get4(data, a[n]), x = d[n];	\
			flat_put4(data, wr, a[n], (expr));		\
			ret[n] = m;					\
		}							\
	} else {							\
		for (unsigned n = 0; n < W; n++) {			\
			if (!(lanes >> n & 1))				\
				continue;				\
			uint32_t m = flat_get4(data, a[n]), x = d[n];	\
			flat_put4(data, wr, a[n], (expr));		\
			if (ret != NULL)				\
				ret[n] = m;				\
		}							\
	}
static bool
fast_atomics(enum atomic_op op, const struct exec_lds_plan *p,
    const struct memory_flat *f, unsigned W, const uint32_t *d,
    uint32_t *ret)
{
	const uint32_t *a = p->addr[0];
	lanemask_t lanes = p->lanes;
	uint8_t *data = f->data, *wr = f->written;

	switch (op) {
#define FAST_CASE(o, expr) case o: ATOMIC_LANES(expr) return true;
	FAST_ATOMIC_OPS(FAST_CASE)
#undef FAST_CASE
	default:
		return false;
	}
}
#undef ATOMIC_LANES

/* ds_*_src2_b32 with A and B in the flat array: LDS[A] = LDS[A] op
 * LDS[B] lane by lane in order (a lane whose B is an earlier lane's A
 * reads that lane's result), one loop per operation; false for the
 * operations without one here (the general path runs them). */
#define SRC2_LANES(expr)						\
	for (unsigned n = 0; n < W; n++) {				\
		if (!(lanes >> n & 1))					\
			continue;					\
		uint32_t x = flat_get4(data, b[n]);			\
		uint32_t m = flat_get4(data, a[n]);			\
		(void)m; /* unread by the copy (write_src2) */		\
		flat_put4(data, wr, a[n], (expr));			\
	}
static bool
fast_src2(enum atomic_op op, const struct exec_lds_plan *p,
    const struct memory_flat *f, unsigned W)
{
	const uint32_t *a = p->addr[0], *b = p->addr[1];
	lanemask_t lanes = p->lanes;
	uint8_t *data = f->data, *wr = f->written;

	switch (op) {
#define FAST_CASE(o, expr) case o: SRC2_LANES(expr) return true;
	FAST_ATOMIC_OPS(FAST_CASE)
#undef FAST_CASE
	default:
		return false;
	}
}
#undef SRC2_LANES
#undef FAST_ATOMIC_OPS

/* The general path: any width, out-of-range lanes, a sparse LDS. */
static void
slow_step(const struct exec_lds_plan *p, struct lds_io *io, struct wave *w,
    const struct insn *insn, unsigned per, bool load, bool store)
{
	const struct isa_info *ii = p->ii;
	unsigned W = w->size, dregs = p->sh.dst_regs;
	/* the results, gathered before any register is written (the
	 * destination may be the address or data register) */
	uint32_t res[8][WAVE_MAX_LANES];

	for (unsigned k = 0; k < dregs && k < 8; k++)
		memcpy(res[k], w->vgpr[exec_vslot(&insn->dst, k)],
		    sizeof res[k]);
	if (is_counter(ii->sem)) {
		unsigned cnt = (unsigned)__builtin_popcountll(p->lanes);
		uint32_t a = p->addr[0][0];
		bool in = !(p->oob[0] & 1);
		uint32_t m = in ? (uint32_t)lds_get(io, a, 4) : 0;

		if (p->lanes && in)
			lds_put(io, a, ii->sem == SEM_DS_APPEND ? m + cnt :
			    m - cnt, 4);
		for (unsigned n = 0; n < W; n++)
			if (p->lanes >> n & 1)
				res[0][n] = m;
	} else if (load) {
		run_loads(p, io, W, per, res);
	} else if (store) {
		run_stores(p, io, w, insn, per);
	} else if (ii->flags & ISA_F_LDS_SRC2) {
		enum atomic_op op = atomic_lookup(ii->sem, ii->type);

		/* LDS[A] = LDS[A] op LDS[B], lane by lane in order: B out of
		 * range reads 0, A out of range is left alone */
		for (unsigned n = 0; n < W; n++) {
			uint64_t m = 0, d = 0;

			if (!(p->lanes >> n & 1))
				continue;
			if (!(p->oob[1] >> n & 1))
				d = lds_get(io, p->addr[1][n], p->bytes);
			if (p->oob[0] >> n & 1)
				continue;
			m = lds_get(io, p->addr[0][n], p->bytes);
			lds_put(io, p->addr[0][n],
			    atomic_apply(op, p->bytes, m, d, 0), p->bytes);
		}
	} else {
		enum atomic_op op = atomic_lookup(ii->sem, ii->type);

		for (unsigned n = 0; n < W; n++) {
			if (!(p->lanes >> n & 1))
				continue;
			for (unsigned e = 0; e < p->sh.elems; e++) {
				bool in = !(p->oob[e] >> n & 1);
				uint32_t a = p->addr[e][n];
				uint64_t m = 0, d0, d1, v;

				/* atomics, lane by lane in order */
				d0 = data_of(w, insn,
				    ii->sem == SEM_DS_WRXCHG2 ? e : 0, n,
				    p->bytes);
				d1 = p->sh.ndata > 1 &&
				    ii->sem != SEM_DS_WRXCHG2 ?
				    data_of(w, insn, 1, n, p->bytes) : 0;
				if (in)
					m = lds_get(io, a, p->bytes);
				/* gfx8-gfx10 cmpst compares with data0 and
				 * stores data1; the rest store (or combine)
				 * data0 */
				v = ii->sem == SEM_DS_CMPST ?
				    atomic_apply(op, p->bytes, m, d1, d0) :
				    atomic_apply(op, p->bytes, m, d0, d1);
				if (in)
					lds_put(io, a, v, p->bytes);
				if (dregs) {
					res[e * per][n] = (uint32_t)m;
					if (per > 1)
						res[e * per + 1][n] =
						    (uint32_t)(m >> 32);
				}
			}
		}
	}
	for (unsigned k = 0; k < dregs && k < 8; k++) {
		uint32_t *d = w->vgpr[exec_vslot(&insn->dst, k)];
		for (unsigned n = 0; n < W; n++)
			if (p->lanes >> n & 1)
				d[n] = res[k][n];
		exec_mark_vgpr(w, exec_vslot(&insn->dst, k));
	}
}

enum exec_status
exec_ds_step(struct wave *w, const struct insn *insn,
    const struct semantics *sem, const struct exec_lds_plan *plan,
    struct step *rec, struct diag *diag)
{
	struct exec_lds_plan own;
	const struct exec_lds_plan *p = plan;
	struct lds_io io;
	const struct isa_info *ii;
	unsigned W = w->size, per;
	uint32_t old[WAVE_MAX_LANES];
	unsigned dr = exec_vslot(&insn->dst, 0);
	bool load, store, fast;

	if (p == NULL || p->insn != insn) {
		if (ds_plan(w, insn, sem, &own, false, diag) != 0)
			return EXEC_ERROR;
		p = &own;
	}
	ii = p->ii;
	load = is_plain_load(ii->sem);
	store = is_plain_store(ii->sem);
	per = p->bytes <= 4 ? 1u : p->bytes / 4u;
	io_init(&io, w->lds);
	if (!load && reserve(w, p->limit, &io) != 0) {
		diag_set(diag, DIAG_ERROR, DIAG_EXEC, insn->col, 0,
		    "out of memory for the LDS");
		return EXEC_ERROR;
	}
	if (rec != NULL && p->sh.dst_regs)
		memcpy(old, w->vgpr[dr], sizeof old);
	/* every element in the flat array, whole dwords: no test per lane */
	fast = (p->oob[0] | p->oob[1]) == 0 && p->end <= io.f.size &&
	    p->bytes >= 4 && p->bytes % 4 == 0 && !is_counter(ii->sem);
	if (fast && load) {
		fast_loads(p, &io.f, w, &insn->dst, per);
	} else if (fast && store) {
		fast_stores(p, &io.f, w, insn, per);
	} else if (fast && p->bytes == 4 && (ii->flags & ISA_F_LDS_SRC2) &&
	    fast_src2(atomic_lookup(ii->sem, ii->type), p, &io.f, W)) {
		/* done: a src2 form returns nothing */
	} else if (!(fast && p->bytes == 4 && p->sh.elems == 1 &&
	    p->sh.ndata == 1 && fast_atomics(atomic_lookup(ii->sem,
	    ii->type), p, &io.f, W, w->vgpr[exec_vslot(&insn->src[1], 0)],
	    p->sh.dst_regs ? w->vgpr[dr] : NULL))) {
		slow_step(p, &io, w, insn, per, load, store);
	} else if (p->sh.dst_regs) {
		exec_mark_vgpr(w, dr);
	}
	if (rec == NULL)
		return EXEC_OK;
	rec->lds.op_sem = ii->sem;
	rec->lds.elem_bytes = (uint8_t)p->bytes;
	rec->lds.elems = p->sh.elems;
	rec->lds.is_load = load || is_counter(ii->sem);
	rec->lds.is_store = store;
	rec->lds.is_atomic = !load && !store;
	rec->lds.src2 = (ii->flags & ISA_F_LDS_SRC2) != 0;
	rec->lds.lanes = p->lanes;
	rec->lds.out_of_range = p->oob[0] | p->oob[1];
	memcpy(rec->lds.addr, p->addr, sizeof rec->lds.addr);
	lds_analyze(&rec->lds, W, sem != NULL &&
	    sem->choice[DISPUTE_LDS_WIDE] != 0);
	for (unsigned n = 0; n < W; n++)
		rec->lane[n].reason = (p->lanes >> n & 1) ? REASON_COMPUTED
							   : REASON_EXEC_OFF;
	if (p->sh.dst_regs)
		exec_rec_values(rec, old, w->vgpr[dr], p->lanes, W);
	return EXEC_OK;
}

/* 0 when lo[i] = lo[0] + i * s for every lane of the widest wave: a
 * constant count and an induction the compiler vectorises. */
static uint32_t
off_stride(const uint32_t *lo, uint32_t s)
{
	uint32_t bad = 0, e = lo[0];

	for (unsigned i = 0; i < WAVE_MAX_LANES; i++) {
		bad |= lo[i] ^ e;
		e += s;
	}
	return bad;
}

unsigned
exec_lds_ranges(const struct insn *insn, const struct wave *w,
    const struct semantics *sem, struct exec_lds_plan *plan, uint32_t *addr,
    uint32_t *rlen, uint32_t *stride)
{
	struct exec_lds_plan own;
	struct exec_lds_plan *p = plan != NULL ? plan : &own;
	struct diag d;
	uint32_t buf[WAVE_MAX_LANES * LDS_MAX_ELEMS], len;
	const uint32_t *lo = buf;
	unsigned n = 0, nr = 0, i, welems;

	p->insn = NULL;
	if (stride != NULL)
		*stride = 0;
	if (insn->id >= ISA_ID_COUNT ||
	    !ISA_SEM_IS_LDS(isa_table[insn->id].sem) ||
	    ds_plan(w, insn, sem, p, true, &d) != 0 ||
	    is_plain_load(isa_table[insn->id].sem))
		return 0;
	len = p->bytes;
	/* a src2 form writes only its element 0, A (B is read) */
	welems = (p->ii->flags & ISA_F_LDS_SRC2) ? 1u : p->sh.elems;
	if (welems == 1 && !is_counter(p->ii->sem) && p->oob[0] == 0 &&
	    p->lanes == wave_all_lanes(w->size)) {
		/* every lane writes: the plan's addresses as they are */
		n = w->size;
		lo = p->addr[0];
	} else {
		for (unsigned l = 0; l < w->size; l++)
			for (unsigned e = 0; e < welems; e++)
				if ((p->lanes >> l & 1) &&
				    !(p->oob[e] >> l & 1) &&
				    !(is_counter(p->ii->sem) && n > 0))
					buf[n++] = p->addr[e][l];
	}
	if (n == 0)
		return 0;
	/* One stride between every two addresses, the commonest pattern:
	 * below the gap one range, else one range per address (a stride
	 * under 2^20 between addresses in range, all far below 2^32,
	 * ascends without wrapping). */
	if (n > 1) {
		uint32_t s = lo[1] - lo[0], bad = 0;

		if (n == WAVE_MAX_LANES)
			/* the plan tested its element 0 when it could */
			bad = lo == p->addr[0] && p->strided0 ? 0 :
			    off_stride(lo, s);
		else
			for (i = 2; i < n; i++)
				bad |= (lo[i] - lo[i - 1]) ^ s;
		if (bad == 0 && s <= len + EXEC_LDS_RANGE_GAP) {
			addr[0] = lo[0];
			rlen[0] = lo[n - 1] + len - lo[0];
			return 1;
		}
		if (bad == 0 && s < (1u << 20) && stride != NULL) {
			addr[0] = lo[0];
			rlen[0] = len;
			*stride = s;
			return n;
		}
		if (bad == 0 && s < (1u << 20)) {
			for (i = 0; i < n; i++) {
				addr[i] = lo[i];
				rlen[i] = len;
			}
			return n;
		}
	}
	/* The usual patterns arrive in order: then a range ends where the
	 * next address is more than the gap past the last one's end
	 * (in-range addresses are far below 2^32: no sum wraps). */
	addr[0] = lo[0];
	for (i = 1; i < n && lo[i] >= lo[i - 1]; i++) {
		if (lo[i] > lo[i - 1] + len + EXEC_LDS_RANGE_GAP) {
			rlen[nr] = lo[i - 1] + len - addr[nr];
			addr[++nr] = lo[i];
		}
	}
	if (i == n) {
		rlen[nr] = lo[n - 1] + len - addr[nr];
		return nr + 1;
	}
	/* out of order: an insertion sort (at most 128 addresses) */
	if (lo != buf)
		memcpy(buf, lo, n * sizeof buf[0]);
	for (i = 1; i < n; i++) {
		uint32_t v = buf[i];
		unsigned j = i;

		for (; j > 0 && buf[j - 1] > v; j--)
			buf[j] = buf[j - 1];
		buf[j] = v;
	}
	nr = 0;
	for (i = 0; i < n;) {
		uint64_t a = buf[i], end = (uint64_t)buf[i] + len;

		for (i++; i < n && buf[i] <= end + EXEC_LDS_RANGE_GAP; i++)
			if ((uint64_t)buf[i] + len > end)
				end = (uint64_t)buf[i] + len;
		addr[nr] = (uint32_t)a;
		rlen[nr++] = (uint32_t)(end - a);
	}
	return nr;
}
