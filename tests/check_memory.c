/* SPDX-License-Identifier: MIT */
/* Unit tests of the sparse memory and the coalescing model (memory.c):
 * vector V62, the L1 cases of reference 004, properties over random
 * address patterns, and the data/mem-*.session examples with their
 * documented costs. The instruction-level tests are in check_exec_mem.c. */
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <check.h>

#include "asm.h"
#include "exec.h"
#include "isa.h"
#include "memory.h"
#include "session.h"
#include "suites.h"

/* ---- sparse memory ---------------------------------------------------- */

START_TEST(test_memory_read_unwritten_reads_zero)
{
	struct memory *m = memory_new();
	uint8_t buf[8];

	ck_assert_ptr_nonnull(m);
	memset(buf, 0xAA, sizeof buf);
	memory_read(m, 0x12345678, buf, sizeof buf);
	for (unsigned i = 0; i < sizeof buf; i++)
		ck_assert_uint_eq(buf[i], 0);
	ck_assert(!memory_is_written(m, 0x12345678));
	memory_free(m);
}
END_TEST

START_TEST(test_memory_write_across_page_reads_back)
{
	struct memory *m = memory_new();
	uint8_t in[300], out[300];

	for (unsigned i = 0; i < sizeof in; i++)
		in[i] = (uint8_t)(i * 7 + 1);
	/* straddles the 4 KiB page boundary at 0x2000 */
	ck_assert_int_eq(memory_write(m, 0x2000 - 100, in, sizeof in), 0);
	memory_read(m, 0x2000 - 100, out, sizeof out);
	ck_assert_mem_eq(in, out, sizeof in);
	ck_assert(memory_is_written(m, 0x2000));
	ck_assert(!memory_is_written(m, 0x2000 - 101));
	memory_free(m);
}
END_TEST

START_TEST(test_memory_write_wraps_at_top_of_address_space)
{
	struct memory *m = memory_new();
	uint8_t in[4] = { 1, 2, 3, 4 }, out[2];

	ck_assert_int_eq(memory_write(m, UINT64_MAX - 1, in, 4), 0);
	memory_read(m, 0, out, 2);
	ck_assert_uint_eq(out[0], 3);
	ck_assert_uint_eq(out[1], 4);
	memory_free(m);
}
END_TEST

struct ranges {
	unsigned n;
	uint64_t addr[8];
	size_t len[8];
	uint8_t first[8];
};

static void
collect(uint64_t addr, const uint8_t *bytes, size_t len, void *ctx)
{
	struct ranges *r = ctx;

	if (r->n < 8) {
		r->addr[r->n] = addr;
		r->len[r->n] = len;
		r->first[r->n] = bytes[0];
	}
	r->n++;
}

START_TEST(test_memory_each_range_ascending_split_at_pages)
{
	struct memory *m = memory_new();
	struct ranges r = { 0 };
	uint8_t b[16];

	memset(b, 9, sizeof b);
	ck_assert_int_eq(memory_write(m, 0x5000, b, 4), 0);
	ck_assert_int_eq(memory_write(m, 0x100, b, 2), 0);
	ck_assert_int_eq(memory_write(m, 0x1FF8, b, 16), 0);
	memory_each_range(m, collect, &r);
	ck_assert_uint_eq(r.n, 4);
	ck_assert_uint_eq(r.addr[0], 0x100);
	ck_assert_uint_eq(r.len[0], 2);
	ck_assert_uint_eq(r.addr[1], 0x1FF8);
	ck_assert_uint_eq(r.len[1], 8);
	/* the same run continues on the next page: ranges touch */
	ck_assert_uint_eq(r.addr[2], 0x2000);
	ck_assert_uint_eq(r.len[2], 8);
	ck_assert_uint_eq(r.addr[3], 0x5000);
	ck_assert_uint_eq(r.first[3], 9);
	memory_free(m);
}
END_TEST

/* The flat store (the LDS) against the sparse one: the same random
 * writes, unwrites and clears leave both with the same bytes, the same
 * written flags and the same memory_each_range calls (cut at pages). */
struct range_log {
	unsigned n;
	uint64_t sum; /* of addr, len and bytes, position-weighted */
};

static void
log_range(uint64_t addr, const uint8_t *bytes, size_t len, void *ctx)
{
	struct range_log *l = ctx;

	l->n++;
	l->sum = l->sum * 31 + addr * 7 + len;
	for (size_t i = 0; i < len; i++)
		l->sum = l->sum * 3 + bytes[i];
}

START_TEST(test_memory_flat_behaves_as_sparse_on_random_operations)
{
	enum { SIZE = 3 * 4096 + 100 };
	struct memory *sp = memory_new(), *fl = memory_new_flat(SIZE);
	static uint8_t a[SIZE], b[SIZE], fa[SIZE], fb[SIZE];
	uint32_t seed = 17;

	ck_assert_ptr_nonnull(fl);
	for (unsigned op = 0; op < 3000; op++) {
		uint8_t buf[200];
		uint32_t addr, len;

		seed = seed * 1103515245u + 12345u;
		len = 1 + (seed >> 8) % 200;
		addr = (seed >> 4) % (SIZE - len + 1);
		for (unsigned i = 0; i < len; i++)
			buf[i] = (uint8_t)(seed >> (i % 24));
		switch ((seed >> 28) % 8) {
		case 0:
			memory_unwrite(sp, addr, len);
			memory_unwrite(fl, addr, len);
			break;
		case 1:
			if (op % 500 == 1) {
				memory_clear(sp);
				memory_clear(fl);
			}
			break;
		default:
			ck_assert_int_eq(memory_write(sp, addr, buf, len), 0);
			ck_assert_int_eq(memory_write(fl, addr, buf, len), 0);
			break;
		}
	}
	memory_read(sp, 0, a, SIZE);
	memory_read(fl, 0, b, SIZE);
	ck_assert_mem_eq(a, b, SIZE);
	memory_read_written(sp, 0, fa, SIZE);
	memory_read_written(fl, 0, fb, SIZE);
	ck_assert_mem_eq(fa, fb, SIZE);
	for (uint32_t i = 0; i < SIZE; i += 97)
		ck_assert(memory_is_written(sp, i) == memory_is_written(fl, i));
	{
		struct range_log ls = { 0, 0 }, lf = { 0, 0 };

		memory_each_range(sp, log_range, &ls);
		memory_each_range(fl, log_range, &lf);
		ck_assert_uint_gt(ls.n, 3);
		ck_assert_uint_eq(ls.n, lf.n);
		ck_assert(ls.sum == lf.sum);
	}
	/* past the end: reads 0, never written, writes refused */
	memory_read(fl, SIZE - 2, a, 4);
	ck_assert_uint_eq(a[2], 0);
	ck_assert_uint_eq(a[3], 0);
	ck_assert(!memory_is_written(fl, SIZE));
	ck_assert_int_eq(memory_write(fl, SIZE - 2, a, 4), -1);
	ck_assert_int_eq(memory_reserve(fl, SIZE - 2, 4), -1);
	ck_assert_int_eq(memory_reserve(fl, 0, SIZE), 0);
	memory_free(sp);
	memory_free(fl);
}
END_TEST

/* A flat memory has no array until the first write or reserve (a session
 * whose program never touches the LDS never pays for it); until then and
 * after memory_clear it reads as empty, and memory_flat says "use the
 * calls" (false), so the executor's direct accesses never see NULL. */
START_TEST(test_memory_flat_array_comes_with_the_first_write)
{
	struct memory *fl = memory_new_flat(8192);
	struct memory_flat f;
	struct range_log l = { 0, 0 };
	uint8_t buf[8] = { 1, 2, 3, 4, 5, 6, 7, 8 }, got[8], flags[8];

	ck_assert_ptr_nonnull(fl);
	ck_assert(!memory_flat(fl, &f));
	ck_assert_ptr_null(f.data);
	ck_assert_uint_eq(f.size, 0);
	memory_read(fl, 100, got, sizeof got);
	memory_read_written(fl, 100, flags, sizeof flags);
	for (unsigned i = 0; i < 8; i++)
		ck_assert(got[i] == 0 && flags[i] == 0);
	ck_assert(!memory_is_written(fl, 100));
	memory_unwrite(fl, 0, 8192);
	memory_each_range(fl, log_range, &l);
	ck_assert_uint_eq(l.n, 0);
	ck_assert(!memory_flat(fl, &f));
	/* a reserve makes the array, still empty */
	ck_assert_int_eq(memory_reserve(fl, 0, 64), 0);
	ck_assert(memory_flat(fl, &f));
	ck_assert(f.data != NULL && f.written != NULL && f.size == 8192);
	ck_assert(!memory_is_written(fl, 0));
	memory_clear(fl);
	ck_assert(!memory_flat(fl, &f));
	/* a write makes it too */
	ck_assert_int_eq(memory_write(fl, 8190, buf, 2), 0);
	ck_assert(memory_flat(fl, &f));
	memory_read(fl, 8188, got, 4);
	ck_assert(got[0] == 0 && got[1] == 0 && got[2] == 1 && got[3] == 2);
	ck_assert(memory_is_written(fl, 8191) && !memory_is_written(fl, 8189));
	memory_free(fl);
}
END_TEST

START_TEST(test_memory_unwrite_forgets_bytes_and_reserve_marks_none)
{
	struct memory *m = memory_new();
	struct ranges r = { 0 };
	uint8_t b[8] = { 1, 2, 3, 4, 5, 6, 7, 8 }, out[8];

	ck_assert_int_eq(memory_write(m, 0x40, b, 8), 0);
	memory_unwrite(m, 0x42, 2);
	memory_read(m, 0x40, out, 8);
	ck_assert_uint_eq(out[2], 0);
	ck_assert_uint_eq(out[4], 5);
	ck_assert(!memory_is_written(m, 0x43));
	ck_assert_int_eq(memory_reserve(m, 0x9000, 64), 0);
	memory_each_range(m, collect, &r);
	ck_assert_uint_eq(r.n, 2); /* 0x40-0x41 and 0x44-0x47 only */
	memory_unwrite(m, 0x40, 8);
	memory_clear(m);
	r.n = 0;
	memory_each_range(m, collect, &r);
	ck_assert_uint_eq(r.n, 0);
	memory_free(m);
}
END_TEST

/* ---- V62: 64-byte requests of one wave64 instruction ------------------- */

struct v62_row {
	const char *pattern;
	unsigned bytes;
	uint64_t base;
	int64_t step;      /* per lane */
	bool reversed;
	lanemask_t lanes;
	unsigned requests;
};

static const struct v62_row v62[] = {
	{ "dword, 0x1000 + 4*i", 4, 0x1000, 4, false, ~0ull, 4 },
	{ "dword, base 0x1004", 4, 0x1004, 4, false, ~0ull, 5 },
	{ "dword, stride 64", 4, 0x1000, 64, false, ~0ull, 64 },
	{ "all lanes one address", 4, 0x1000, 0, false, ~0ull, 1 },
	{ "dwordx4, 0x1000 + 16*i", 16, 0x1000, 16, false, ~0ull, 16 },
	{ "one lane dwordx2 at 0x103C", 8, 0x103C, 0, false, 1, 2 },
	{ "dword, lanes 0-31", 4, 0x1000, 4, false, 0xFFFFFFFFull, 2 },
	{ "dword reversed 0x1000 + 4*(63-i)", 4, 0x1000, 4, true, ~0ull, 4 },
};

static void
fill(struct mem_step *ms, unsigned bytes, lanemask_t lanes)
{
	memset(ms, 0, sizeof *ms);
	ms->op_sem = SEM_LOAD;
	ms->bytes_per_lane = (uint8_t)bytes;
	ms->lanes = lanes;
	ms->in_range = lanes;
}

START_TEST(test_memory_analyze_v62_rows)
{
	const struct v62_row *row = &v62[_i];
	struct mem_step ms;

	fill(&ms, row->bytes, row->lanes);
	for (unsigned i = 0; i < 64; i++) {
		unsigned k = row->reversed ? 63 - i : i;

		ms.addr[i] = row->base + (uint64_t)(row->step * (int64_t)k);
	}
	memory_analyze(&ms);
	ck_assert_msg(ms.requests == row->requests, "%s: %u requests, want %u",
	    row->pattern, ms.requests, row->requests);
	ck_assert_uint_eq(ms.nlines, row->requests);
	for (unsigned k = 1; k < ms.nlines; k++)
		ck_assert(ms.line[k - 1] < ms.line[k]);
	ck_assert(ms.ideal <= ms.requests);
}
END_TEST

START_TEST(test_memory_analyze_line_of_names_the_lane_line)
{
	struct mem_step ms;

	fill(&ms, 4, ~0ull);
	for (unsigned i = 0; i < 64; i++)
		ms.addr[i] = 0x1004 + 4 * i;
	memory_analyze(&ms);
	ck_assert_uint_eq(ms.nlines, 5);
	ck_assert_uint_eq(ms.line[0], 0x1000);
	ck_assert_uint_eq(ms.line[4], 0x1100);
	ck_assert_uint_eq(ms.line_of[0], 0);
	ck_assert_uint_eq(ms.line_of[15], 1); /* 0x1040 */
	ck_assert_uint_eq(ms.line_of[63], 4); /* 0x1100 */
	ck_assert_uint_eq(ms.bytes_moved, 256);
	ck_assert_uint_eq(ms.ideal, 4);
	ck_assert_uint_eq(ms.efficiency, 80);
}
END_TEST

/* ---- L1 cases and clocks (reference 004) ------------------------------- */

struct l1_row {
	const char *name;
	unsigned bytes;
	uint64_t (*addr)(unsigned lane);
	lanemask_t lanes;
	bool image, atomic, store;
	enum mem_l1_case want;
	unsigned clocks;
	bool estimated;
};

static uint64_t consecutive(unsigned i) { return 0x1000 + 4 * i; }
static uint64_t broadcast(unsigned i) { (void)i; return 0x2000; }
static uint64_t quad_uniform(unsigned i) { return 0x1000 + 64 * (i / 4); }
static uint64_t quad_shuffled(unsigned i)
{
	return 0x1000 + 4 * ((i & ~3u) | (3 - (i & 3)));
}
static uint64_t reversed(unsigned i) { return 0x1000 + 4 * (63 - i); }
static uint64_t stride64(unsigned i) { return 0x1000 + 64 * i; }
static uint64_t stride8(unsigned i) { return 0x1000 + 8 * i; }
static uint64_t wide16(unsigned i) { return 0x1000 + 16 * i; }
static uint64_t bytes1(unsigned i) { return 0x1000 + i; }
static uint64_t misaligned_block(unsigned i) { return 0x1002 + 4 * i; }

static const struct l1_row l1[] = {
	{ "consecutive dwords", 4, consecutive, ~0ull, false, false, false,
	  L1_ROW16_CONSECUTIVE_QUADS, 4, false },
	{ "broadcast", 4, broadcast, ~0ull, false, false, false,
	  L1_ROW16_SAME_ADDRESS, 4, false },
	{ "quad uniform", 4, quad_uniform, ~0ull, false, false, false,
	  L1_ROW16_QUAD_UNIFORM, 4, false },
	{ "quad in any order", 4, quad_shuffled, ~0ull, false, false, false,
	  L1_ROW16_CONSECUTIVE_QUADS, 4, false },
	{ "reversed", 4, reversed, ~0ull, false, false, false,
	  L1_ROW16_CONSECUTIVE_QUADS, 4, false },
	{ "misaligned but consecutive", 4, misaligned_block, ~0ull, false,
	  false, false, L1_ROW16_CONSECUTIVE_QUADS, 4, false },
	{ "stride 64: quads, rate not in the article", 4, stride64, ~0ull,
	  false, false, false, L1_QUADS, 16, true },
	{ "stride 8 leaves the 4-dword block", 4, stride8, ~0ull, false, false,
	  false, L1_QUADS, 16, true },
	{ "dwordx4 like point-sampled texels", 16, wide16, ~0ull, false, false,
	  false, L1_QUADS, 16, false },
	{ "ubyte consecutive bytes", 1, bytes1, ~0ull, false, false, false,
	  L1_ROW16_CONSECUTIVE_QUADS, 4, false },
	{ "image", 4, consecutive, ~0ull, true, false, false, L1_IMAGE_QUADS,
	  16, false },
	{ "atomic counter", 4, broadcast, ~0ull, false, true, true, L1_QUADS,
	  16, true },
	{ "store consecutive", 4, consecutive, ~0ull, false, false, true,
	  L1_ROW16_CONSECUTIVE_QUADS, 4, true },
	{ "one row active", 4, consecutive, 0xFFFFull, false, false, false,
	  L1_ROW16_CONSECUTIVE_QUADS, 1, true },
	{ "wave32 dwordx4", 16, wide16, 0xFFFFFFFFull, false, false, false,
	  L1_QUADS, 8, true },
	{ "no lane", 4, consecutive, 0, false, false, false, L1_NONE, 0,
	  false },
	{ "lanes 0 and 5: a lone lane makes its quad uniform", 4, consecutive,
	  0x21ull, false, false, false, L1_ROW16_QUAD_UNIFORM, 1, true },
	{ "lanes 0, 1 and 5: consecutive", 4, consecutive, 0x23ull, false,
	  false, false, L1_ROW16_CONSECUTIVE_QUADS, 1, true },
};

START_TEST(test_memory_analyze_l1_cases)
{
	const struct l1_row *row = &l1[_i];
	struct mem_step ms;

	fill(&ms, row->bytes, row->lanes);
	ms.is_image = row->image;
	ms.is_atomic = row->atomic;
	ms.is_store = row->store;
	for (unsigned i = 0; i < 64; i++)
		ms.addr[i] = row->addr(i);
	memory_analyze(&ms);
	ck_assert_msg(ms.l1_case == row->want, "%s: case %s, want %s",
	    row->name, memory_l1_case_name(ms.l1_case),
	    memory_l1_case_name(row->want));
	ck_assert_msg(ms.clocks == row->clocks, "%s: %u clocks, want %u",
	    row->name, ms.clocks, row->clocks);
	ck_assert_msg(ms.clocks_estimated == row->estimated,
	    "%s: estimated %d", row->name, ms.clocks_estimated);
}
END_TEST

START_TEST(test_memory_analyze_group_of_follows_case)
{
	struct mem_step ms;

	fill(&ms, 4, ~0ull);
	for (unsigned i = 0; i < 64; i++)
		ms.addr[i] = consecutive(i);
	memory_analyze(&ms);
	ck_assert_uint_eq(ms.group_of[17], 1);
	ck_assert_uint_eq(ms.groups, 4);
	for (unsigned i = 0; i < 64; i++)
		ms.addr[i] = stride64(i);
	ms.lanes = ~1ull;
	memory_analyze(&ms);
	ck_assert_uint_eq(ms.group_of[17], 4);
	ck_assert_uint_eq(ms.group_of[0], MEMORY_NO_INDEX);
	ck_assert_uint_eq(ms.line_of[0], MEMORY_NO_INDEX);
}
END_TEST

START_TEST(test_memory_analyze_l1_case_names)
{
	ck_assert_str_eq(memory_l1_case_name(L1_NONE), "none");
	ck_assert_str_eq(memory_l1_case_name(L1_ROW16_SAME_ADDRESS),
	    "row16_same_address");
	ck_assert_str_eq(memory_l1_case_name(L1_ROW16_QUAD_UNIFORM),
	    "row16_quad_uniform");
	ck_assert_str_eq(memory_l1_case_name(L1_ROW16_CONSECUTIVE_QUADS),
	    "row16_consecutive_quads");
	ck_assert_str_eq(memory_l1_case_name(L1_QUADS), "quads");
	ck_assert_str_eq(memory_l1_case_name(L1_IMAGE_QUADS), "image_quads");
}
END_TEST

/* ---- stores, atomics, bytes moved --------------------------------------- */

START_TEST(test_memory_analyze_colliding_store_highest_lane_wins)
{
	struct mem_step ms;

	fill(&ms, 4, 0xF0F0ull);
	ms.is_store = true;
	for (unsigned i = 0; i < 64; i++)
		ms.addr[i] = 0x3000 + 16 * (i / 8); /* lanes 4-7 share one */
	memory_analyze(&ms);
	ck_assert_uint_eq(ms.requests, 1);
	ck_assert_uint_eq(ms.bytes_moved, 8); /* 0x3000 and 0x3010 */
	ck_assert_int_eq(ms.store_winner[4], 7);
	ck_assert_int_eq(ms.store_winner[7], 7);
	ck_assert_int_eq(ms.store_winner[12], 15);
	ck_assert_int_eq(ms.store_winner[0], -1); /* inactive */
	ck_assert_uint_eq(ms.store_losers, 0x7070ull);
}
END_TEST

START_TEST(test_memory_analyze_partial_overlap_store_winner)
{
	struct mem_step ms;

	fill(&ms, 4, 0x3ull);
	ms.is_store = true;
	ms.addr[0] = 0x100;
	ms.addr[1] = 0x102; /* overwrites lane 0's upper half only */
	memory_analyze(&ms);
	ck_assert_int_eq(ms.store_winner[0], 0);
	ck_assert_int_eq(ms.store_winner[1], 1);
	ck_assert_uint_eq(ms.store_losers, 1);
	ck_assert_uint_eq(ms.bytes_moved, 6);
}
END_TEST

/* gfx12 blocks (RDNA4 ISA guide 11.5): only the dwords M0 selects move,
 * dword n at the lane's address + 4n. With M0 = 0b101 a lane writes
 * dwords 0 and 2 (addr, addr + 8), so lane 1 at 0xFC writes 0xFC and
 * 0x104, between lane 0's 0x100 and 0x108: no byte collides (a plain
 * 12-byte store there would), 16 distinct bytes, lines 0xC0 (lane 1's
 * 0xFC) and 0x100. Moving lane 1 to 0xF8 makes its dword 2 (0x100)
 * land on lane 0's dword 0: lane 0 loses it to lane 1; 12 bytes. */
START_TEST(test_memory_analyze_block_counts_selected_dwords)
{
	struct mem_step ms;

	fill(&ms, 128, 0x3ull);
	ms.is_store = true;
	ms.is_block = true;
	ms.block_sel = 0x5;
	ms.addr[0] = 0x100;
	ms.addr[1] = 0xFC;
	memory_analyze(&ms);
	ck_assert_uint_eq(ms.store_losers, 0);
	ck_assert_uint_eq(ms.bytes_moved, 16);
	ck_assert_uint_eq(ms.nlines, 2);
	ck_assert_uint_eq(ms.line[0], 0xC0);
	ck_assert_uint_eq(ms.line[1], 0x100);
	ck_assert_uint_eq(ms.l1_case, L1_NOT_MODELLED);
	ck_assert_uint_eq(ms.clocks, 0);

	ms.addr[1] = 0xF8;
	memory_analyze(&ms);
	ck_assert_uint_eq(ms.store_losers, 1);
	ck_assert_int_eq(ms.store_winner[0], 1);
	ck_assert_uint_eq(ms.bytes_moved, 12);

	/* M0 = 0: nothing moves, no line, no request */
	ms.block_sel = 0;
	memory_analyze(&ms);
	ck_assert_uint_eq(ms.nlines, 0);
	ck_assert_uint_eq(ms.requests, 0);
	ck_assert_uint_eq(ms.bytes_moved, 0);

	/* every dword of a lane at 0x1020: 0x1020..0x109F, three lines */
	fill(&ms, 128, 0x1ull);
	ms.is_block = true;
	ms.block_sel = 0xFFFFFFFFu;
	ms.addr[0] = 0x1020;
	memory_analyze(&ms);
	ck_assert_uint_eq(ms.nlines, 3);
	ck_assert_uint_eq(ms.requests, 3);
	ck_assert_uint_eq(ms.bytes_moved, 128);
	ck_assert_uint_eq(ms.ideal, 2);
}
END_TEST

/* memory_lane_lines and memory_line_lanes name a lane in every line its
 * bytes reach, where line_of[] names only the first. dwordx4 (16 bytes) from 0x1038 + 12i:
 * lane 0 is 0x1038..0x1047 (lines 0x1000 and 0x1040), lane 1
 * 0x1044..0x1053 (0x1040 only), lane 5 0x1074..0x1083 (0x1040, 0x1080).
 * Cut by the range check to 8 bytes (0x1038..0x103F), lane 0 is in its
 * first line only; out of range, in none. A block with
 * M0 = 0x80000001 moves dwords 0 and 31 (addr and addr + 124): lane 0 at
 * 0x1000 is in 0x1000 and 0x1040, not in the 0x1080 that lane 1 reaches
 * from 0x1004 (0x1080..0x1083). */
START_TEST(test_memory_line_lanes_counts_every_line_a_lane_touches)
{
	struct mem_step ms;
	uint64_t lines[MEMORY_LANE_MAX_LINES];

	fill(&ms, 16, 0x3full);
	for (unsigned i = 0; i < 6; i++)
		ms.addr[i] = 0x1038 + 12 * i;
	memory_analyze(&ms);
	ck_assert_uint_eq(ms.nlines, 3);
	ck_assert_uint_eq(ms.line_of[0], 0);
	ck_assert_uint_eq(memory_line_lanes(&ms, 0), 0x1);
	ck_assert_uint_eq(memory_line_lanes(&ms, 1), 0x3f);
	ck_assert_uint_eq(memory_line_lanes(&ms, 2), 0x20);
	ck_assert_uint_eq(memory_line_lanes(&ms, 3), 0);
	ck_assert_uint_eq(memory_lane_lines(&ms, 0, lines), 2);
	ck_assert_uint_eq(lines[0], 0x1000);
	ck_assert_uint_eq(lines[1], 0x1040);
	ck_assert_uint_eq(memory_lane_lines(&ms, 1, lines), 1);
	ck_assert_uint_eq(lines[0], 0x1040);
	ck_assert_uint_eq(memory_lane_lines(&ms, 6, lines), 0); /* inactive */

	ms.cut[0] = 8;
	memory_analyze(&ms);
	ck_assert_uint_eq(ms.line[0], 0x1000);
	ck_assert_uint_eq(memory_line_lanes(&ms, 0), 0x1);
	ck_assert_uint_eq(memory_line_lanes(&ms, 1), 0x3e);
	ck_assert_uint_eq(memory_line_lanes(&ms, 2), 0x20);
	ms.in_range = 0x3eull;
	memory_analyze(&ms);
	ck_assert_uint_eq(ms.nlines, 2);
	ck_assert_uint_eq(ms.line[0], 0x1040);
	ck_assert_uint_eq(memory_line_lanes(&ms, 0), 0x3e);
	ck_assert_uint_eq(memory_line_lanes(&ms, 1), 0x20);
	ck_assert_uint_eq(memory_lane_lines(&ms, 0, lines), 0);

	fill(&ms, 128, 0x3ull);
	ms.is_block = true;
	ms.block_sel = 0x80000001u;
	ms.addr[0] = 0x1000;
	ms.addr[1] = 0x1004;
	memory_analyze(&ms);
	ck_assert_uint_eq(ms.nlines, 3);
	ck_assert_uint_eq(memory_line_lanes(&ms, 0), 0x3);
	ck_assert_uint_eq(memory_line_lanes(&ms, 1), 0x1);
	ck_assert_uint_eq(memory_line_lanes(&ms, 2), 0x2);
	ck_assert_uint_eq(memory_lane_lines(&ms, 1, lines), 2);
	ck_assert_uint_eq(lines[0], 0x1000);
	ck_assert_uint_eq(lines[1], 0x1080);

	/* all 32 dwords from 0x1020: 0x1020..0x109F, three lines; M0 = 0
	 * moves nothing */
	ms.block_sel = 0xFFFFFFFFu;
	ms.addr[0] = 0x1020;
	memory_analyze(&ms);
	ck_assert_uint_eq(memory_lane_lines(&ms, 0, lines), 3);
	ck_assert_uint_eq(lines[0], 0x1000);
	ck_assert_uint_eq(lines[2], 0x1080);
	ms.block_sel = 0;
	memory_analyze(&ms);
	ck_assert_uint_eq(memory_lane_lines(&ms, 0, lines), 0);
}
END_TEST

START_TEST(test_memory_analyze_atomics_one_request_per_lane)
{
	struct mem_step ms;

	fill(&ms, 4, ~0ull);
	ms.is_atomic = ms.is_store = true;
	for (unsigned i = 0; i < 64; i++)
		ms.addr[i] = 0x4000;
	memory_analyze(&ms);
	ck_assert_uint_eq(ms.nlines, 1);
	ck_assert_uint_eq(ms.requests, 64);
	ck_assert_uint_eq(ms.bytes_moved, 256);
	ck_assert_uint_eq(ms.ideal, 4);
	ck_assert_uint_eq(ms.efficiency, 6);
}
END_TEST

START_TEST(test_memory_analyze_broadcast_moves_four_bytes)
{
	struct mem_step ms;

	fill(&ms, 4, ~0ull);
	for (unsigned i = 0; i < 64; i++)
		ms.addr[i] = 0x2000;
	memory_analyze(&ms);
	ck_assert_uint_eq(ms.bytes_moved, 4);
	ck_assert_uint_eq(ms.ideal, 1);
	ck_assert_uint_eq(ms.efficiency, 100);
}
END_TEST

START_TEST(test_memory_analyze_out_of_range_lanes_make_no_request)
{
	struct mem_step ms;

	fill(&ms, 16, ~0ull);
	for (unsigned i = 0; i < 64; i++)
		ms.addr[i] = 0x1000 + 16 * i;
	ms.in_range = 0xFull;      /* lanes 0-3 only */
	ms.cut[3] = 8;             /* lane 3 keeps two dwords */
	memory_analyze(&ms);
	ck_assert_uint_eq(ms.requests, 1);
	ck_assert_uint_eq(ms.bytes_moved, 56);
	ck_assert_uint_eq(ms.active, 64);
	ck_assert_uint_eq(ms.clocks, 16); /* every lane generated an address */
}
END_TEST

/* ---- properties over random inputs ------------------------------------- */

static uint64_t
rng_next(uint64_t *s)
{
	/* splitmix64: a fixed seed gives the same inputs on every run */
	uint64_t z = (*s += 0x9E3779B97F4A7C15ull);

	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
	return z ^ (z >> 31);
}

static void
random_step(struct mem_step *ms, uint64_t *seed)
{
	static const unsigned sizes[] = { 1, 2, 4, 8, 12, 16 };
	unsigned bytes = sizes[rng_next(seed) % 6], mode = rng_next(seed) % 4;
	uint64_t base = (rng_next(seed) % 0x10000) & ~(uint64_t)3;

	fill(ms, bytes, rng_next(seed) | rng_next(seed));
	ms->is_atomic = rng_next(seed) % 5 == 0;
	ms->is_store = ms->is_atomic || rng_next(seed) % 3 == 0;
	for (unsigned i = 0; i < 64; i++) {
		switch (mode) {
		case 0: /* scattered */
			ms->addr[i] = base + rng_next(seed) % 4096;
			break;
		case 1: /* strided */
			ms->addr[i] = base + i * (base % 97);
			break;
		case 2: /* few distinct addresses */
			ms->addr[i] = base + 4 * (rng_next(seed) % 3);
			break;
		default: /* near the top of the address space */
			ms->addr[i] = UINT64_MAX - rng_next(seed) % 200;
			break;
		}
	}
}

START_TEST(test_memory_property_requests_bounded)
{
	uint64_t seed = 1;

	for (unsigned t = 0; t < 2000; t++) {
		struct mem_step ms;
		unsigned per = 2;

		random_step(&ms, &seed);
		if (ms.bytes_per_lane == 1)
			per = 1; /* one byte cannot cross a line */
		memory_analyze(&ms);
		ck_assert_uint_le(ms.requests, ms.active * per);
		ck_assert_uint_le(ms.ideal, ms.requests);
		ck_assert_uint_le(ms.efficiency, 100);
	}
}
END_TEST

START_TEST(test_memory_property_permuting_addresses_keeps_count)
{
	uint64_t seed = 2;

	for (unsigned t = 0; t < 2000; t++) {
		struct mem_step a, b;
		unsigned act[64], n = 0;

		random_step(&a, &seed);
		b = a;
		for (unsigned i = 0; i < 64; i++)
			if ((a.lanes >> i) & 1)
				act[n++] = i;
		/* Fisher-Yates over the active lanes' addresses */
		for (unsigned k = n; k > 1; k--) {
			unsigned j = (unsigned)(rng_next(&seed) % k);
			uint64_t tmp = b.addr[act[k - 1]];

			b.addr[act[k - 1]] = b.addr[act[j]];
			b.addr[act[j]] = tmp;
		}
		memory_analyze(&a);
		memory_analyze(&b);
		ck_assert_uint_eq(a.requests, b.requests);
		ck_assert_uint_eq(a.nlines, b.nlines);
		ck_assert_uint_eq(a.bytes_moved, b.bytes_moved);
	}
}
END_TEST

START_TEST(test_memory_property_lanes_off_never_add_requests)
{
	uint64_t seed = 3;

	for (unsigned t = 0; t < 2000; t++) {
		struct mem_step a, b;

		random_step(&a, &seed);
		b = a;
		b.lanes &= rng_next(&seed);
		b.in_range = b.lanes;
		memory_analyze(&a);
		memory_analyze(&b);
		ck_assert_uint_le(b.requests, a.requests);
		ck_assert_uint_le(b.clocks, a.clocks);
	}
}
END_TEST

START_TEST(test_memory_notes_name_their_sources)
{
	unsigned n = 0;
	const struct memory_note *notes = memory_notes(&n);

	ck_assert_uint_ge(n, 5);
	for (unsigned i = 0; i < n; i++) {
		ck_assert_ptr_nonnull(notes[i].topic);
		ck_assert(strlen(notes[i].rule) > 10);
		ck_assert(strlen(notes[i].sources) > 3);
	}
}
END_TEST

/* ---- the data/mem-*.session examples ---------------------------------- */

/* The instruction lines are read from the files and assembled; the
 * registers and memory their :set lines describe are set here directly,
 * so these tests need only the assembler and the core. (The golden --json
 * tests run the same files through the whole program.) */

static struct wave w;
static struct memory *mem;

/* The common preamble: V# base 0x1000, num_records 0x10000, and word i of
 * 0x1000.. holding 1000 + i. */
static void
preamble(void)
{
	w.sgpr[0] = 0x1000;
	w.sgpr[1] = 0;
	w.sgpr[2] = 0x10000;
	w.sgpr[3] = 0;
	for (uint32_t i = 0; i < 1024; i++) {
		uint32_t v = 1000 + i;

		ck_assert_int_eq(memory_write(mem, 0x1000 + 4 * i, &v, 4), 0);
	}
}

static uint32_t
word_at(uint64_t addr)
{
	uint32_t v;

	memory_read(mem, addr, &v, 4);
	return v;
}

/* The 64 values of the file's "[...]" list on the line starting with
 * prefix. */
static void
read_list(const char *text, const char *prefix, uint32_t *out)
{
	const char *p = strstr(text, prefix);
	unsigned n = 0;

	ck_assert_ptr_nonnull(p);
	p = strchr(p, '[');
	ck_assert_ptr_nonnull(p);
	p++;
	while (n < 64) {
		char *end;

		out[n++] = (uint32_t)strtoul(p, &end, 0);
		ck_assert(end != p);
		p = end + strspn(end, ", ");
	}
	ck_assert_int_eq(*p, ']');
}

static void
set_lanes(unsigned reg, uint32_t (*f)(unsigned lane))
{
	for (unsigned i = 0; i < 64; i++)
		w.vgpr[reg][i] = f(i);
}

static uint32_t times4(unsigned i) { return 4 * i; }
static uint32_t plus1x4(unsigned i) { return 4 * i + 4; }
static uint32_t times64(unsigned i) { return 64 * i; }
static uint32_t times16(unsigned i) { return 16 * i; }
static uint32_t zero(unsigned i) { (void)i; return 0; }
static uint32_t one(unsigned i) { (void)i; return 1; }
static uint32_t lane_id(unsigned i) { return i; }
static uint32_t quad4(unsigned i) { return (i / 4) * 4; }
static uint32_t rev4(unsigned i) { return (63 - i) * 4; }
static uint32_t row4(unsigned i) { return (i / 16) * 4; }
static uint32_t mod4x4(unsigned i) { return (i % 4) * 4; }
static uint32_t mod8(unsigned i) { return i % 8; }
static uint32_t div8(unsigned i) { return i / 8; }
static uint32_t times100(unsigned i) { return 100 * i; }

struct example {
	const char *file;
	void (*setup)(const char *text);
	void (*check)(const char *text);
	/* the record of the first instruction */
	unsigned requests;
	enum mem_l1_case l1;
	unsigned clocks;
	bool estimated;
};

static void su_consecutive(const char *t) { (void)t; set_lanes(0, times4); }
static void su_misaligned(const char *t) { (void)t; set_lanes(0, plus1x4); }
static void su_stride64(const char *t) { (void)t; set_lanes(0, times64); }
static void su_broadcast(const char *t) { (void)t; set_lanes(0, zero); }
static void su_quad(const char *t) { (void)t; set_lanes(0, quad4); }
static void su_reversed(const char *t) { (void)t; set_lanes(0, rev4); }
static void su_gather(const char *t) { read_list(t, ":set v0", w.vgpr[0]); }
static void su_x4(const char *t) { (void)t; set_lanes(0, times16); }
static void
su_bytes(const char *t)
{
	(void)t;
	set_lanes(0, lane_id);
	set_lanes(2, times4);
}

static void
su_collide(const char *t)
{
	(void)t;
	set_lanes(0, row4);
	set_lanes(1, lane_id);
	set_lanes(2, mod4x4);
}

static void
su_atomic(const char *t)
{
	(void)t;
	set_lanes(0, zero);
	set_lanes(1, one);
}

static void
su_image(const char *t)
{
	(void)t;
	w.sgpr[8] = 0x8000;
	w.sgpr[9] = 0;
	w.sgpr[10] = 8;
	w.sgpr[11] = 8;
	w.sgpr[12] = 0;
	set_lanes(4, mod8);
	set_lanes(5, div8);
	set_lanes(0, lane_id);
	set_lanes(1, times100);
	set_lanes(6, div8);
	set_lanes(7, mod8);
}

static void
ck_consecutive(const char *t)
{
	(void)t;
	for (unsigned i = 0; i < 64; i++)
		ck_assert_uint_eq(w.vgpr[1][i], 1000 + i);
}

static void
ck_misaligned(const char *t)
{
	(void)t;
	for (unsigned i = 0; i < 64; i++)
		ck_assert_uint_eq(w.vgpr[1][i], 1001 + i);
}

static void
ck_stride64(const char *t)
{
	(void)t;
	for (unsigned i = 0; i < 64; i++)
		ck_assert_uint_eq(w.vgpr[1][i], 1000 + 16 * i);
}

static void
ck_broadcast(const char *t)
{
	(void)t;
	for (unsigned i = 0; i < 64; i++)
		ck_assert_uint_eq(w.vgpr[1][i], 1000);
}

static void
ck_quad(const char *t)
{
	(void)t;
	for (unsigned i = 0; i < 64; i++)
		ck_assert_uint_eq(w.vgpr[1][i], 1000 + i / 4);
}

static void
ck_reversed(const char *t)
{
	(void)t;
	for (unsigned i = 0; i < 64; i++)
		ck_assert_uint_eq(w.vgpr[1][i], 1063 - i);
}

static void
ck_gather(const char *t)
{
	uint32_t off[64];

	read_list(t, ":set v0", off);
	for (unsigned i = 0; i < 64; i++)
		ck_assert_uint_eq(w.vgpr[1][i], 1000 + off[i] / 4);
}

static void
ck_x4(const char *t)
{
	(void)t;
	for (unsigned i = 0; i < 64; i++)
		for (unsigned k = 0; k < 4; k++)
			ck_assert_uint_eq(w.vgpr[4 + k][i], 1000 + 4 * i + k);
}

static void
ck_collide(const char *t)
{
	(void)t;
	for (unsigned i = 0; i < 64; i++)
		ck_assert_uint_eq(w.vgpr[3][i], 15 + 16 * (i % 4));
}

static void
ck_atomic(const char *t)
{
	(void)t;
	for (unsigned i = 0; i < 64; i++)
		ck_assert_uint_eq(w.vgpr[1][i], 1000 + i);
	ck_assert_uint_eq(word_at(0x1000), 1064);
}

/* mem-bytes: word k holds 1000 + k, so byte i is byte i % 4 of
 * 1000 + i / 4, zero-extended (0xe8, 0x03, 0, 0, 0xe9, ...); byte 1 of
 * word i is 0x03 up to 1023 and 0x04 from 1024 (word 24) on. */
static void
ck_bytes(const char *t)
{
	(void)t;
	for (unsigned i = 0; i < 64; i++) {
		ck_assert_uint_eq(w.vgpr[1][i],
		    ((1000u + i / 4) >> (8 * (i % 4))) & 0xff);
		ck_assert_uint_eq(w.vgpr[3][i], i < 24 ? 0x03 : 0x04);
	}
}

static void
ck_image(const char *t)
{
	(void)t;
	for (unsigned i = 0; i < 64; i++) {
		unsigned writer = (i % 8) * 8 + i / 8;

		ck_assert_uint_eq(w.vgpr[2][i], writer);
		ck_assert_uint_eq(w.vgpr[3][i], 100 * writer);
	}
}

static const struct example examples[] = {
	{ "mem-consecutive.session", su_consecutive, ck_consecutive,
	  4, L1_ROW16_CONSECUTIVE_QUADS, 4, false },
	{ "mem-misaligned.session", su_misaligned, ck_misaligned,
	  5, L1_ROW16_CONSECUTIVE_QUADS, 4, false },
	{ "mem-stride64.session", su_stride64, ck_stride64,
	  64, L1_QUADS, 16, true },
	{ "mem-broadcast.session", su_broadcast, ck_broadcast,
	  1, L1_ROW16_SAME_ADDRESS, 4, false },
	{ "mem-quad-uniform.session", su_quad, ck_quad,
	  1, L1_ROW16_QUAD_UNIFORM, 4, false },
	{ "mem-reversed.session", su_reversed, ck_reversed,
	  4, L1_ROW16_CONSECUTIVE_QUADS, 4, false },
	{ "mem-gather.session", su_gather, ck_gather,
	  0 /* counted below */, L1_QUADS, 16, true },
	{ "mem-dwordx4.session", su_x4, ck_x4,
	  16, L1_QUADS, 16, false },
	{ "mem-store-collide.session", su_collide, ck_collide,
	  1, L1_ROW16_QUAD_UNIFORM, 4, true },
	{ "mem-atomic-counter.session", su_atomic, ck_atomic,
	  64, L1_QUADS, 16, true },
	{ "mem-image.session", su_image, ck_image,
	  8, L1_IMAGE_QUADS, 16, true },
	{ "mem-bytes.session", su_bytes, ck_bytes,
	  1, L1_ROW16_CONSECUTIVE_QUADS, 4, false },
};

static char *
slurp(const char *name)
{
	const char *dir = getenv("top_srcdir");
	char path[512];
	FILE *f;
	char *buf;
	long n;

	snprintf(path, sizeof path, "%s/data/%s", dir ? dir : ".", name);
	f = fopen(path, "rb");
	ck_assert_msg(f != NULL, "cannot open %s", path);
	ck_assert_int_eq(fseek(f, 0, SEEK_END), 0);
	n = ftell(f);
	ck_assert(n > 0);
	rewind(f);
	buf = malloc((size_t)n + 1);
	ck_assert_ptr_nonnull(buf);
	ck_assert_uint_eq(fread(buf, 1, (size_t)n, f), (size_t)n);
	buf[n] = 0;
	fclose(f);
	return buf;
}

/* Distinct 64-byte lines of the gather's offsets, counted with a bitmap:
 * an independent count for the one row whose answer is not round. */
static unsigned
gather_lines(const char *text)
{
	uint32_t off[64];
	uint8_t seen[1024] = { 0 };
	unsigned n = 0;

	read_list(text, ":set v0", off);
	for (unsigned i = 0; i < 64; i++) {
		unsigned line = (off[i] / 64) % 1024;

		if (!seen[line]++)
			n++;
	}
	return n;
}

START_TEST(test_mem_example_runs_with_documented_costs)
{
	const struct example *ex = &examples[_i];
	char *text = slurp(ex->file);
	struct step *rec = malloc(sizeof *rec);
	const char *line = text;
	unsigned ninsn = 0;

	ck_assert_ptr_nonnull(rec);
	mem = memory_new();
	ck_assert_ptr_nonnull(mem);
	w.mem = mem;
	wave_reset(&w, ISA_GFX803, 64);
	preamble();
	ex->setup(text);

	while (*line) {
		size_t len = strcspn(line, "\n");
		struct insn in;
		struct diag d;
		enum asm_status st;

		memset(&d, 0, sizeof d);
		st = asm_parse_line(line, len, ISA_GFX803, 64, &in, &d);
		ck_assert_msg(st != ASM_ERROR, "%s: %.*s: %s", ex->file,
		    (int)len, line, d.message);
		if (st == ASM_OK) {
			ck_assert_msg(exec_step(&w, &in, NULL,
			    ninsn == 0 ? rec : NULL, &d) == EXEC_OK,
			    "%s: %s", ex->file, d.message);
			ninsn++;
		}
		line += len + (line[len] == '\n');
	}
	ck_assert_uint_ge(ninsn, 1);
	ck_assert_msg(rec->mem.requests == (ex->requests ? ex->requests :
	    gather_lines(text)), "%s: %u requests", ex->file,
	    rec->mem.requests);
	ck_assert_msg(rec->mem.l1_case == ex->l1, "%s: %s", ex->file,
	    memory_l1_case_name(rec->mem.l1_case));
	ck_assert_uint_eq(rec->mem.clocks, ex->clocks);
	ck_assert_int_eq(rec->mem.clocks_estimated, ex->estimated);
	ex->check(text);
	memory_free(mem);
	free(rec);
	free(text);
}
END_TEST

/* Bytes the examples touch: the buffer and the image. */
static void
snapshot(const struct wave *sw, uint8_t *buf)
{
	memory_read(sw->mem, 0x1000, buf, 0x1000);
	memory_read(sw->mem, 0x8000, buf + 0x1000, 0x200);
}

/* Through the session: the whole file, then back to step 0 and forward
 * again. Stores and atomics must be undone and redone byte for byte, so
 * the history has to be told exactly which bytes they write. */
START_TEST(test_mem_example_session_steps_back_and_forth)
{
	const struct example *ex = &examples[_i];
	struct session_options opt = { .target = ISA_GFX803, .wave = 64,
	    .keep_history = true, .raw_print = true };
	struct session *s = session_new(&opt);
	struct session_result r;
	char *text = slurp(ex->file);
	static uint8_t start[0x1200], end[0x1200], now[0x1200];
	static uint32_t vend[8][64];
	unsigned n;

	ck_assert_ptr_nonnull(s);
	session_result_init(&r);
	ck_assert_int_eq(session_load_text(s, ex->file, text, strlen(text),
	    &r), 0);
	n = session_step_count(s);
	ck_assert_uint_ge(n, 1);
	snapshot(session_wave(s), start);
	ck_assert_int_eq(session_goto(s, n, &r), 0);
	ck_assert_uint_eq(session_position(s), n);
	snapshot(session_wave(s), end);
	memcpy(vend, session_wave(s)->vgpr, sizeof vend);
	ck_assert_int_eq(session_goto(s, 0, &r), 0);
	snapshot(session_wave(s), now);
	ck_assert_msg(memcmp(now, start, sizeof now) == 0,
	    "%s: memory not restored at step 0", ex->file);
	ck_assert_int_eq(session_goto(s, n, &r), 0);
	snapshot(session_wave(s), now);
	ck_assert_msg(memcmp(now, end, sizeof now) == 0,
	    "%s: memory differs after stepping forward again", ex->file);
	ck_assert_msg(memcmp(session_wave(s)->vgpr, vend, sizeof vend) == 0,
	    "%s: registers differ after stepping forward again", ex->file);
	session_result_free(&r);
	session_free(s);
	free(text);
}
END_TEST

Suite *
memory_suite(void)
{
	Suite *s = suite_create("memory");
	TCase *tc;

	tc = tcase_create("sparse");
	tcase_add_test(tc, test_memory_read_unwritten_reads_zero);
	tcase_add_test(tc, test_memory_flat_array_comes_with_the_first_write);
	tcase_add_test(tc, test_memory_write_across_page_reads_back);
	tcase_add_test(tc, test_memory_write_wraps_at_top_of_address_space);
	tcase_add_test(tc, test_memory_each_range_ascending_split_at_pages);
	tcase_add_test(tc,
	    test_memory_unwrite_forgets_bytes_and_reserve_marks_none);
	tcase_add_test(tc,
	    test_memory_flat_behaves_as_sparse_on_random_operations);
	suite_add_tcase(s, tc);

	tc = tcase_create("coalescing");
	tcase_add_loop_test(tc, test_memory_analyze_v62_rows, 0,
	    (int)(sizeof v62 / sizeof v62[0]));
	tcase_add_test(tc, test_memory_analyze_line_of_names_the_lane_line);
	tcase_add_test(tc,
	    test_memory_line_lanes_counts_every_line_a_lane_touches);
	tcase_add_loop_test(tc, test_memory_analyze_l1_cases, 0,
	    (int)(sizeof l1 / sizeof l1[0]));
	tcase_add_test(tc, test_memory_analyze_group_of_follows_case);
	tcase_add_test(tc, test_memory_analyze_l1_case_names);
	tcase_add_test(tc,
	    test_memory_analyze_colliding_store_highest_lane_wins);
	tcase_add_test(tc, test_memory_analyze_partial_overlap_store_winner);
	tcase_add_test(tc, test_memory_analyze_block_counts_selected_dwords);
	tcase_add_test(tc, test_memory_analyze_atomics_one_request_per_lane);
	tcase_add_test(tc, test_memory_analyze_broadcast_moves_four_bytes);
	tcase_add_test(tc,
	    test_memory_analyze_out_of_range_lanes_make_no_request);
	tcase_add_test(tc, test_memory_notes_name_their_sources);
	suite_add_tcase(s, tc);

	tc = tcase_create("properties");
	tcase_add_test(tc, test_memory_property_requests_bounded);
	tcase_add_test(tc, test_memory_property_permuting_addresses_keeps_count);
	tcase_add_test(tc, test_memory_property_lanes_off_never_add_requests);
	suite_add_tcase(s, tc);

	tc = tcase_create("examples");
	tcase_add_loop_test(tc, test_mem_example_runs_with_documented_costs,
	    0, (int)(sizeof examples / sizeof examples[0]));
	tcase_add_loop_test(tc, test_mem_example_session_steps_back_and_forth,
	    0, (int)(sizeof examples / sizeof examples[0]));
	suite_add_tcase(s, tc);
	return s;
}
