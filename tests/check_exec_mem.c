/* SPDX-License-Identifier: MIT */
/* Unit tests of the memory instructions of the core (exec_mem.c): address
 * computation, range checks, data movement in lane order, the step record
 * and the byte ranges a store will write. Instructions are built as struct
 * insn values with the operand slots asm.h documents. */
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <check.h>

#include "asm.h"
#include "exec.h"
#include "memory.h"
#include "suites.h"
#include "exec_fixtures.h"

static struct wave w;
static struct wave saved;
static struct memory *mem;
static struct step rec;
static struct diag diag;

static void
setup(void)
{
	mem = memory_new();
	ck_assert_ptr_nonnull(mem);
	w.mem = mem;
	wave_reset(&w, ISA_GFX803, 64);
	memset(&diag, 0, sizeof diag);
}

static void
teardown(void)
{
	memory_free(mem);
	mem = NULL;
}

static struct operand
vreg(unsigned r, unsigned n)
{
	struct operand o = { 0 };

	o.kind = OPND_VGPR;
	o.reg = (uint16_t)r;
	o.count = (uint8_t)n;
	return o;
}

static struct operand
sreg(unsigned r, unsigned n)
{
	struct operand o = { 0 };

	o.kind = OPND_SGPR;
	o.reg = (uint16_t)r;
	o.count = (uint8_t)n;
	return o;
}

static struct operand
cnst(uint32_t v)
{
	struct operand o = { 0 };

	o.kind = OPND_CONST;
	o.count = 1;
	o.value = v;
	return o;
}

static unsigned
dwords_of(enum isa_id id)
{
	return (isa_get(id)->aux + 3u) / 4u;
}

/* buffer_* vdata, v<vaddr>, s[0:3], 0 [offen] */
static struct insn
mubuf(enum isa_id id, unsigned data, unsigned vaddr, bool offen)
{
	struct insn in;
	unsigned sem = isa_get(id)->sem;

	memset(&in, 0, sizeof in);
	in.id = (uint16_t)id;
	in.target = ISA_GFX803;
	in.wave = 64;
	in.col = 1;
	if (sem == SEM_LOAD || sem == SEM_ATOMIC_ADD)
		in.dst = vreg(data, dwords_of(id));
	if (sem == SEM_STORE || sem == SEM_ATOMIC_ADD)
		in.src[3] = vreg(data, dwords_of(id));
	if (offen)
		in.src[0] = vreg(vaddr, 1);
	in.src[1] = sreg(0, 4);
	in.src[2] = cnst(0);
	in.offen = offen;
	return in;
}

static void
set_buffer(uint64_t base, unsigned stride, uint32_t num_records)
{
	w.sgpr[0] = (uint32_t)base;
	w.sgpr[1] = (uint32_t)(base >> 32) | (uint32_t)stride << 16;
	w.sgpr[2] = num_records;
	w.sgpr[3] = 0;
}

static void
set_words(uint64_t addr, unsigned n, uint32_t first, uint32_t step)
{
	for (unsigned i = 0; i < n; i++) {
		uint32_t v = first + step * i;

		ck_assert_int_eq(memory_write(mem, addr + 4 * i, &v, 4), 0);
	}
}

static uint32_t
word_at(uint64_t addr)
{
	uint32_t v;

	memory_read(mem, addr, &v, 4);
	return v;
}

static void
run_ok(const struct insn *in)
{
	enum exec_status st = exec_step(&w, in, NULL, &rec, &diag);

	ck_assert_msg(st == EXEC_OK, "refused: %s", diag.message);
}

/* ---- MUBUF --------------------------------------------------------------- */

START_TEST(test_exec_mem_buffer_load_dword_consecutive)
{
	struct insn in = mubuf(BUFFER_LOAD_DWORD, 1, 0, true);

	set_buffer(0x1000, 0, 0x1000);
	set_words(0x1000, 64, 500, 1);
	for (unsigned i = 0; i < 64; i++) {
		w.vgpr[0][i] = 4 * i;
		w.vgpr[1][i] = 0xDEAD;
	}
	w.exec = ~(1ull << 5);
	run_ok(&in);
	ck_assert_uint_eq(w.vgpr[1][0], 500);
	ck_assert_uint_eq(w.vgpr[1][63], 563);
	ck_assert_uint_eq(w.vgpr[1][5], 0xDEAD); /* EXEC off: kept */
	ck_assert(w.vgpr_used[0] & 2);
	ck_assert_uint_eq(rec.kind, STEP_MEMORY);
	ck_assert_uint_eq(rec.mem.requests, 4);
	ck_assert_uint_eq(rec.mem.active, 63);
	ck_assert_uint_eq(rec.mem.l1_case, L1_ROW16_CONSECUTIVE_QUADS);
	ck_assert_uint_eq(rec.mem.clocks, 4);
	ck_assert_uint_eq(rec.lane[5].reason, REASON_EXEC_OFF);
	ck_assert_uint_eq(rec.lane[6].reason, REASON_COMPUTED);
	ck_assert_uint_eq(rec.lane[6].old_value, 0xDEAD);
	ck_assert_uint_eq(rec.lane[6].new_value, 506);
	ck_assert_uint_eq(rec.written, ~(1ull << 5));
	ck_assert_uint_eq(rec.changed, ~(1ull << 5));
	ck_assert_uint_eq(rec.nwrites, 1);
	ck_assert_uint_eq(rec.writes[0].reg, 1);
	ck_assert_uint_eq(rec.nreads, 2); /* v0, s[0:3]; soffset constant */
}
END_TEST

START_TEST(test_exec_mem_buffer_load_fast_path_same_result)
{
	struct insn in = mubuf(BUFFER_LOAD_DWORD, 1, 0, true);

	set_buffer(0x1000, 0, 0x1000);
	set_words(0x1000, 64, 7, 3);
	for (unsigned i = 0; i < 64; i++)
		w.vgpr[0][i] = 4 * (63 - i);
	ck_assert_int_eq(exec_step(&w, &in, NULL, NULL, &diag), EXEC_OK);
	for (unsigned i = 0; i < 64; i++)
		ck_assert_uint_eq(w.vgpr[1][i], 7 + 3 * (63 - i));
}
END_TEST

struct ext_row {
	enum isa_id id;
	uint32_t want;
};

static const struct ext_row ext[] = {
	{ BUFFER_LOAD_UBYTE, 0x80 },
	{ BUFFER_LOAD_SBYTE, 0xFFFFFF80 },
	{ BUFFER_LOAD_USHORT, 0xFF80 },
	{ BUFFER_LOAD_SSHORT, 0xFFFFFF80 },
	{ BUFFER_LOAD_DWORD, 0x7FFFFF80 },
};

START_TEST(test_exec_mem_buffer_load_sub_dword_extends)
{
	struct insn in = mubuf(ext[_i].id, 1, 0, false);
	uint8_t bytes[4] = { 0x80, 0xFF, 0xFF, 0x7F };

	set_buffer(0x200, 0, 16);
	ck_assert_int_eq(memory_write(mem, 0x200, bytes, 4), 0);
	run_ok(&in);
	ck_assert_uint_eq(w.vgpr[1][9], ext[_i].want);
	ck_assert_uint_eq(rec.mem.l1_case, L1_ROW16_SAME_ADDRESS);
	ck_assert_uint_eq(rec.mem.requests, 1);
}
END_TEST

START_TEST(test_exec_mem_buffer_range_check_loads_zero_drops_stores)
{
	struct insn ld = mubuf(BUFFER_LOAD_DWORD, 1, 0, true);
	struct insn st = mubuf(BUFFER_STORE_DWORD, 2, 0, true);

	set_buffer(0x1000, 0, 64); /* 16 dwords */
	set_words(0x1000, 64, 1, 1);
	ld.src[2] = cnst(8); /* soffset counts in the check (GEM5) */
	for (unsigned i = 0; i < 64; i++) {
		w.vgpr[0][i] = 4 * i;
		w.vgpr[1][i] = 0x5555;
		w.vgpr[2][i] = 0xA0 + i;
	}
	run_ok(&ld);
	ck_assert_uint_eq(w.vgpr[1][0], 3);   /* 0x1008 */
	ck_assert_uint_eq(w.vgpr[1][13], 16); /* offset 60: last in range */
	ck_assert_uint_eq(w.vgpr[1][14], 0);  /* offset 64: out, reads 0 */
	ck_assert_uint_eq(rec.mem.in_range, 0x3FFFull);
	ck_assert_uint_eq(rec.mem.requests, 1);

	run_ok(&st);
	ck_assert_uint_eq(word_at(0x1000 + 60), 0xA0 + 15);
	ck_assert_uint_eq(word_at(0x1000 + 64), 17); /* dropped */
	ck_assert_uint_eq(rec.mem.in_range, 0xFFFFull);
}
END_TEST

START_TEST(test_exec_mem_buffer_dwordx4_range_check_per_dword)
{
	struct insn ld = mubuf(BUFFER_LOAD_DWORDX4, 4, 0, true);

	set_buffer(0x1000, 0, 0x18);
	set_words(0x1000, 16, 100, 1);
	w.exec = 0x3;
	w.vgpr[0][0] = 0x0;
	w.vgpr[0][1] = 0x10; /* dwords at 0x10, 0x14 in; 0x18, 0x1C out */
	for (unsigned k = 4; k < 8; k++)
		w.vgpr[k][1] = 0x77;
	run_ok(&ld);
	ck_assert_uint_eq(w.vgpr[4][0], 100);
	ck_assert_uint_eq(w.vgpr[7][0], 103);
	ck_assert_uint_eq(w.vgpr[4][1], 104);
	ck_assert_uint_eq(w.vgpr[5][1], 105);
	ck_assert_uint_eq(w.vgpr[6][1], 0);
	ck_assert_uint_eq(w.vgpr[7][1], 0);
	ck_assert_uint_eq(rec.mem.cut[1], 8);
	ck_assert_uint_eq(rec.mem.bytes_moved, 24);
}
END_TEST

START_TEST(test_exec_mem_buffer_idxen_stride_and_offsets)
{
	struct insn ld = mubuf(BUFFER_LOAD_DWORD, 1, 0, false);

	ld.idxen = true;
	ld.src[0] = vreg(0, 1);
	ld.mem_offset = 4;
	ld.src[2] = sreg(10, 1);
	w.sgpr[10] = 0x100;
	set_buffer(0x1000, 32, 0x10000);
	set_words(0x1100, 512, 0, 1);
	for (unsigned i = 0; i < 64; i++)
		w.vgpr[0][i] = i;
	run_ok(&ld);
	/* 0x1000 + 0x100 + 32 * i + 4 */
	ck_assert_uint_eq(rec.mem.addr[3], 0x1164);
	ck_assert_uint_eq(w.vgpr[1][3], (0x64 / 4));
	ck_assert_uint_eq(rec.mem.requests, 32);
	ck_assert_uint_eq(rec.mem.l1_case, L1_QUADS);
	ck_assert_uint_eq(rec.nreads, 3); /* v0, s[0:3], s10 */
}
END_TEST

START_TEST(test_exec_mem_buffer_offen_idxen_pair)
{
	struct insn ld = mubuf(BUFFER_LOAD_DWORD, 3, 0, true);

	ld.idxen = true;
	ld.src[0] = vreg(0, 2);
	set_buffer(0x4000, 64, 0x100000);
	for (unsigned i = 0; i < 64; i++) {
		w.vgpr[0][i] = i;      /* index */
		w.vgpr[1][i] = 8;      /* offset */
	}
	run_ok(&ld);
	ck_assert_uint_eq(rec.mem.addr[2], 0x4000 + 128 + 8);
	ck_assert_uint_eq(rec.mem.requests, 64);
}
END_TEST

START_TEST(test_exec_mem_store_collisions_highest_lane_wins)
{
	struct insn st = mubuf(BUFFER_STORE_DWORD, 1, 0, true);

	set_buffer(0x3000, 0, 0x1000);
	for (unsigned i = 0; i < 64; i++) {
		w.vgpr[0][i] = 0;
		w.vgpr[1][i] = 100 + i;
	}
	w.exec = ~(1ull << 63);
	run_ok(&st);
	ck_assert_uint_eq(word_at(0x3000), 162);
	ck_assert_uint_eq(rec.mem.requests, 1);
	ck_assert_uint_eq(rec.mem.bytes_moved, 4);
	ck_assert_int_eq(rec.mem.store_winner[0], 62);
	ck_assert_int_eq(rec.mem.store_winner[63], -1);
	ck_assert_uint_eq(rec.mem.store_losers, (1ull << 62) - 1);
	ck_assert_uint_eq(rec.written, 0);
	ck_assert_uint_eq(rec.nwrites, 0);
	ck_assert_uint_eq(rec.lane[4].src_value, 104);
}
END_TEST

START_TEST(test_exec_mem_store_byte_and_short_write_low_bits)
{
	struct insn b = mubuf(BUFFER_STORE_BYTE, 1, 0, true);
	struct insn s = mubuf(BUFFER_STORE_SHORT, 1, 0, true);

	set_buffer(0x100, 0, 0x1000);
	for (unsigned i = 0; i < 64; i++) {
		w.vgpr[0][i] = i;
		w.vgpr[1][i] = 0xABCD00 + i;
	}
	run_ok(&b);
	ck_assert_uint_eq(word_at(0x100), 0x03020100);
	ck_assert_uint_eq(rec.mem.requests, 1);
	for (unsigned i = 0; i < 64; i++)
		w.vgpr[0][i] = 0x200 + 2 * i;
	run_ok(&s);
	ck_assert_uint_eq(word_at(0x300), 0xCD01CD00);
	ck_assert_uint_eq(rec.mem.requests, 2);
}
END_TEST

START_TEST(test_exec_mem_atomic_counter_returns_old_values_in_lane_order)
{
	struct insn at = mubuf(BUFFER_ATOMIC_ADD, 1, 0, true);

	at.glc = true;
	set_buffer(0x4000, 0, 0x1000);
	set_words(0x4000, 1, 10, 0);
	for (unsigned i = 0; i < 64; i++) {
		w.vgpr[0][i] = 0;
		w.vgpr[1][i] = 1;
	}
	w.exec = ~0x2ull;
	run_ok(&at);
	ck_assert_uint_eq(word_at(0x4000), 10 + 63);
	ck_assert_uint_eq(w.vgpr[1][0], 10);
	ck_assert_uint_eq(w.vgpr[1][1], 1);  /* inactive: kept */
	ck_assert_uint_eq(w.vgpr[1][2], 11);
	ck_assert_uint_eq(w.vgpr[1][63], 10 + 62);
	ck_assert_uint_eq(rec.mem.requests, 63);
	ck_assert_uint_eq(rec.mem.nlines, 1);
	ck_assert_uint_eq(rec.nwrites, 1);

	at.glc = false;
	for (unsigned i = 0; i < 64; i++)
		w.vgpr[1][i] = 1;
	memcpy(&saved.vgpr[1], &w.vgpr[1], sizeof w.vgpr[1]);
	run_ok(&at);
	ck_assert_mem_eq(&saved.vgpr[1], &w.vgpr[1], sizeof w.vgpr[1]);
	ck_assert_uint_eq(word_at(0x4000), 10 + 63 + 63);
}
END_TEST

START_TEST(test_exec_mem_atomic_misaligned_refused_wave_unchanged)
{
	struct insn at = mubuf(BUFFER_ATOMIC_ADD, 1, 0, true);

	set_buffer(0x4002, 0, 0x1000);
	memcpy(&saved, &w, sizeof w);
	ck_assert_int_eq(exec_step(&w, &at, NULL, &rec, &diag), EXEC_ERROR);
	ck_assert(strstr(diag.message, "aligned") != NULL);
	ck_assert_mem_eq(&saved, &w, sizeof w);
	ck_assert(!memory_is_written(mem, 0x4002));
}
END_TEST

/* ---- GLOBAL / FLAT ------------------------------------------------------- */

static struct insn
flat(enum isa_id id, unsigned data, struct operand vaddr, struct operand saddr)
{
	struct insn in;
	unsigned sem = isa_get(id)->sem;

	memset(&in, 0, sizeof in);
	in.id = (uint16_t)id;
	in.target = ISA_GFX900;
	in.wave = 64;
	in.col = 1;
	if (sem == SEM_LOAD)
		in.dst = vreg(data, dwords_of(id));
	else
		in.src[3] = vreg(data, dwords_of(id));
	in.src[0] = vaddr;
	in.src[1] = saddr;
	return in;
}

START_TEST(test_exec_mem_global_saddr_plus_vgpr_offset)
{
	struct insn ld = flat(GLOBAL_LOAD_DWORD, 1, vreg(0, 1), sreg(4, 2));

	w.target = ISA_GFX900; /* GLOBAL exists from GFX9 on */

	ld.mem_offset = -4;
	w.sgpr[4] = 0x10000;
	w.sgpr[5] = 0x1;
	set_words(0x100010000ull - 4, 65, 1000, 1);
	for (unsigned i = 0; i < 64; i++)
		w.vgpr[0][i] = 4 * i;
	run_ok(&ld);
	ck_assert_uint_eq(rec.mem.addr[0], 0x100010000ull - 4);
	ck_assert_uint_eq(w.vgpr[1][0], 1000);
	ck_assert_uint_eq(w.vgpr[1][63], 1063);
	ck_assert_uint_eq(rec.mem.requests, 5);
}
END_TEST

START_TEST(test_exec_mem_global_vgpr_pair_with_off)
{
	struct operand off = { 0 };
	struct insn st, ld;

	w.target = ISA_GFX900; /* GLOBAL exists from GFX9 on */

	off.kind = OPND_OFF;
	st = flat(GLOBAL_STORE_DWORDX2, 4, vreg(2, 2), off);
	ld = flat(GLOBAL_LOAD_DWORDX2, 6, vreg(2, 2), off);
	for (unsigned i = 0; i < 64; i++) {
		w.vgpr[2][i] = 0x2000 + 8 * i;
		w.vgpr[3][i] = 0x7;
		w.vgpr[4][i] = i;
		w.vgpr[5][i] = ~i;
	}
	run_ok(&st);
	ck_assert_uint_eq(word_at(0x700002000ull + 8 * 9 + 4), ~9u);
	ck_assert_uint_eq(rec.mem.requests, 8);
	ck_assert_uint_eq(rec.mem.l1_case, L1_QUADS);
	run_ok(&ld);
	ck_assert_uint_eq(w.vgpr[6][33], 33);
	ck_assert_uint_eq(w.vgpr[7][33], ~33u);
}
END_TEST

START_TEST(test_exec_mem_flat_store_then_load_crossing_line)
{
	struct operand none = { 0 };
	struct insn st = flat(FLAT_STORE_DWORDX2, 4, vreg(2, 2), none);
	struct insn ld = flat(FLAT_LOAD_DWORDX2, 6, vreg(2, 2), none);

	st.target = ld.target = ISA_GFX803;
	w.exec = 1;
	w.vgpr[2][0] = 0x103C;
	w.vgpr[4][0] = 0x11111111;
	w.vgpr[5][0] = 0x22222222;
	run_ok(&st);
	ck_assert_uint_eq(rec.mem.requests, 2); /* V62: crosses a line */
	ck_assert_uint_eq(word_at(0x1040), 0x22222222);
	run_ok(&ld);
	ck_assert_uint_eq(w.vgpr[7][0], 0x22222222);
	ck_assert_uint_eq(rec.mem.requests, 2);
}
END_TEST

/* ---- MIMG (lanescope's linear 2D image) --------------------------------- */

static struct insn
mimg(enum isa_id id, unsigned data, unsigned dmask)
{
	struct insn in;
	unsigned n = (unsigned)__builtin_popcount(dmask);

	memset(&in, 0, sizeof in);
	in.id = (uint16_t)id;
	in.target = ISA_GFX803;
	in.wave = 64;
	in.col = 1;
	if (id == IMAGE_LOAD)
		in.dst = vreg(data, n);
	else
		in.src[3] = vreg(data, n);
	in.src[0] = vreg(4, 2);
	in.src[1] = sreg(8, 8);
	in.dmask = (uint8_t)dmask;
	in.unorm = true;
	return in;
}

static void
set_image(uint64_t base, uint32_t width, uint32_t height, uint32_t pitch)
{
	w.sgpr[8] = (uint32_t)base;
	w.sgpr[9] = (uint32_t)(base >> 32);
	w.sgpr[10] = width;
	w.sgpr[11] = height;
	w.sgpr[12] = pitch;
}

START_TEST(test_exec_mem_image_store_load_round_trip)
{
	struct insn st = mimg(IMAGE_STORE, 0, 0x3);
	struct insn ld = mimg(IMAGE_LOAD, 2, 0x3);

	set_image(0x8000, 4, 4, 64);
	for (unsigned i = 0; i < 64; i++) {
		w.vgpr[4][i] = i % 4;       /* x */
		w.vgpr[5][i] = i / 4;       /* y: rows 4.. out of range */
		w.vgpr[0][i] = 0x100 + i;
		w.vgpr[1][i] = 0x200 + i;
	}
	run_ok(&st);
	ck_assert_uint_eq(rec.mem.in_range, 0xFFFFull);
	ck_assert_uint_eq(rec.mem.bytes_per_lane, 8);
	ck_assert_uint_eq(rec.mem.l1_case, L1_IMAGE_QUADS);
	/* texel (1, 2) at 0x8000 + 2 * 64 + 1 * 8 */
	ck_assert_uint_eq(word_at(0x8088), 0x100 + 9);
	ck_assert_uint_eq(word_at(0x808C), 0x200 + 9);
	ck_assert_uint_eq(rec.mem.requests, 4);
	for (unsigned i = 0; i < 64; i++)
		w.vgpr[2][i] = w.vgpr[3][i] = 0x99;
	run_ok(&ld);
	ck_assert_uint_eq(w.vgpr[2][9], 0x109);
	ck_assert_uint_eq(w.vgpr[3][9], 0x209);
	ck_assert_uint_eq(w.vgpr[2][20], 0);  /* y = 5: out of range */
	ck_assert_uint_eq(rec.mem.clocks, 16);
	ck_assert(!rec.mem.clocks_estimated);
}
END_TEST

START_TEST(test_exec_mem_image_dmask_zero_refused)
{
	struct insn ld = mimg(IMAGE_LOAD, 2, 0x1);

	ld.dmask = 0;
	set_image(0x8000, 4, 4, 0);
	ck_assert_int_eq(exec_step(&w, &ld, NULL, &rec, &diag), EXEC_ERROR);
}
END_TEST

/* ---- refusals ------------------------------------------------------------ */

START_TEST(test_exec_mem_swizzled_buffer_refused_wave_unchanged)
{
	struct insn ld = mubuf(BUFFER_LOAD_DWORD, 1, 0, true);

	set_buffer(0x1000, 0, 0x1000);
	w.sgpr[1] |= 1u << 31;
	memcpy(&saved, &w, sizeof w);
	ck_assert_int_eq(exec_step(&w, &ld, NULL, &rec, &diag), EXEC_ERROR);
	ck_assert(strstr(diag.message, "not modelled by lanescope") != NULL);
	ck_assert_mem_eq(&saved, &w, sizeof w);
}
END_TEST

START_TEST(test_exec_mem_resource_must_be_sgprs)
{
	struct insn ld = mubuf(BUFFER_LOAD_DWORD, 1, 0, true);

	ld.src[1] = vreg(8, 4);
	ck_assert_int_eq(exec_step(&w, &ld, NULL, &rec, &diag), EXEC_ERROR);
	ck_assert_uint_eq(diag.kind, DIAG_EXEC);
}
END_TEST

START_TEST(test_exec_mem_no_memory_refused)
{
	struct insn ld = mubuf(BUFFER_LOAD_DWORD, 1, 0, true);

	w.mem = NULL;
	ck_assert_int_eq(exec_step(&w, &ld, NULL, NULL, &diag), EXEC_ERROR);
	w.mem = mem;
}
END_TEST

/* ---- exec_memory_writes -------------------------------------------------- */

struct got {
	unsigned n;
	uint64_t addr[70];
	uint32_t len[70];
};

static void
got_range(uint64_t addr, uint32_t len, void *ctx)
{
	struct got *g = ctx;

	if (g->n < 70) {
		g->addr[g->n] = addr;
		g->len[g->n] = len;
	}
	g->n++;
}

START_TEST(test_exec_mem_writes_lists_store_ranges_merged)
{
	struct insn st = mubuf(BUFFER_STORE_DWORD, 1, 0, true);
	struct insn ld = mubuf(BUFFER_LOAD_DWORD, 1, 0, true);
	struct got g = { 0 };

	set_buffer(0x1000, 0, 0x80);
	for (unsigned i = 0; i < 64; i++)
		w.vgpr[0][i] = 4 * i;
	w.exec = ~(1ull << 3);
	exec_mem_writes(&st, &w, got_range, &g);
	ck_assert_uint_eq(g.n, 2); /* lanes 0-2, then 4-31 (range ends) */
	ck_assert_uint_eq(g.addr[0], 0x1000);
	ck_assert_uint_eq(g.len[0], 12);
	ck_assert_uint_eq(g.addr[1], 0x1010);
	ck_assert_uint_eq(g.len[1], 0x80 - 0x10);
	g.n = 0;
	exec_mem_writes(&ld, &w, got_range, &g);
	ck_assert_uint_eq(g.n, 0);
}
END_TEST

START_TEST(test_exec_mem_writes_matches_bytes_the_store_changes)
{
	struct insn at = mubuf(BUFFER_ATOMIC_ADD, 1, 0, true);
	struct got g = { 0 };

	set_buffer(0x4000, 0, 0x1000);
	for (unsigned i = 0; i < 64; i++) {
		w.vgpr[0][i] = 4 * (i % 2);
		w.vgpr[1][i] = 1;
	}
	exec_mem_writes(&at, &w, got_range, &g);
	ck_assert_uint_eq(g.n, 1); /* 0x4000 and 0x4004, 32 times: merged */
	ck_assert_uint_eq(g.addr[0], 0x4000);
	ck_assert_uint_eq(g.len[0], 8);
	run_ok(&at);
	ck_assert_uint_eq(word_at(0x4000), 32);
	ck_assert_uint_eq(word_at(0x4004), 32);
}
END_TEST

START_TEST(test_exec_mem_wave32_uses_low_lanes_only)
{
	struct insn ld = mubuf(BUFFER_LOAD_DWORD, 1, 0, true);

	wave_reset(&w, ISA_GFX1030, 32);
	w.mem = mem;
	ld.target = ISA_GFX1030;
	ld.wave = 32;
	set_buffer(0x1000, 0, 0x1000);
	for (unsigned i = 0; i < 64; i++)
		w.vgpr[0][i] = 4 * i;
	run_ok(&ld);
	ck_assert_uint_eq(rec.mem.active, 32);
	ck_assert_uint_eq(rec.mem.requests, 2);
	ck_assert_uint_eq(rec.mem.clocks, 2);
	ck_assert(rec.mem.clocks_estimated);
	ck_assert_uint_eq(rec.lane[40].reason, REASON_NONE);
}
END_TEST

/* ---- through the assembler and the dispatcher ---------------------------- */

struct asm_row {
	enum isa_target target;
	const char *text;
	unsigned requests;
};

static const struct asm_row asm_rows[] = {
	{ ISA_GFX803, "buffer_load_dword v1, v0, s[0:3], 0 offen", 4 },
	{ ISA_GFX803, "buffer_load_dword v1, off, s[0:3], 0 offset:8", 1 },
	{ ISA_GFX803, "buffer_store_dword v1, v0, s[0:3], s6 offen offset:4",
	  5 },
	{ ISA_GFX803, "buffer_atomic_add v1, v0, s[0:3], 0 offen glc", 64 },
	{ ISA_GFX803, "flat_load_dword v1, v[2:3]", 4 },
	{ ISA_GFX900, "global_load_dword v1, v[2:3], off offset:-4", 5 },
	{ ISA_GFX900, "global_store_dwordx2 v0, v[4:5], s[4:5]", 5 },
	{ ISA_GFX900, "global_load_ubyte v1, v[2:3], off", 4 },
	{ ISA_GFX900, "global_load_short_d16_hi v1, v[2:3], off", 4 },
	{ ISA_GFX803, "flat_store_byte v[2:3], v1", 4 },
	{ ISA_GFX1030, "global_store_short_d16_hi v0, v1, s[4:5] offset:2",
	  4 },
	{ ISA_GFX803, "image_load v[4:5], v[2:3], s[8:15] dmask:0x3 unorm", 1 },
};

START_TEST(test_exec_mem_parsed_lines_run_through_exec_step)
{
	const struct asm_row *row = &asm_rows[_i];
	struct insn in;
	struct semantics sem;
	enum exec_status st;

	wave_reset(&w, row->target, 64);
	w.mem = mem;
	semantics_defaults(&sem);
	ck_assert_int_eq(asm_parse_line(row->text, strlen(row->text),
	    row->target, 64, &in, &diag), ASM_OK);
	set_buffer(0x1000, 0, 0x10000);
	w.sgpr[4] = 0x1000;
	w.sgpr[6] = 4;
	/* image: 64 texels of 8 bytes in one row; every lane reads (0, 0) */
	w.sgpr[8] = 0x9000;
	w.sgpr[10] = 64;
	w.sgpr[11] = 1;
	for (unsigned i = 0; i < 64; i++) {
		w.vgpr[0][i] = 4 * i;
		w.vgpr[2][i] = 0x1000 + 4 * i;
		w.vgpr[3][i] = 0;
	}
	if (row->text[0] == 'i')
		for (unsigned i = 0; i < 64; i++)
			w.vgpr[2][i] = w.vgpr[3][i] = 0;
	st = exec_step(&w, &in, &sem, &rec, &diag);
	ck_assert_msg(st == EXEC_OK, "%s: %s", row->text, diag.message);
	ck_assert_uint_eq(rec.kind, STEP_MEMORY);
	ck_assert_msg(rec.mem.requests == row->requests, "%s: %u requests",
	    row->text, rec.mem.requests);
}
END_TEST

/* ---- robustness ----------------------------------------------------------- */

static uint64_t
rnd(uint64_t *x)
{
	/* xorshift64*: fixed seed, same inputs on every run */
	*x ^= *x >> 12;
	*x ^= *x << 25;
	*x ^= *x >> 27;
	return *x * 0x2545F4914F6CDD1Dull;
}

static struct operand
random_operand(uint64_t *x)
{
	static const uint8_t kinds[] = { OPND_NONE, OPND_VGPR, OPND_SGPR,
	    OPND_CONST, OPND_OFF, OPND_M0, OPND_EXEC_LO, OPND_VCC };
	struct operand o = { 0 };

	o.kind = kinds[rnd(x) % sizeof kinds];
	o.reg = (uint16_t)(rnd(x) % 300);
	o.count = (uint8_t)(rnd(x) % 10);
	o.value = rnd(x);
	return o;
}

/* Arbitrary operands, flags and register contents: every step either runs
 * or is refused with the wave and memory untouched; never a crash (run
 * under ASan/UBSan by the sanitizer build). */
START_TEST(test_exec_mem_random_operands_run_or_refuse_cleanly)
{
	static const enum isa_id ids[] = { BUFFER_LOAD_UBYTE,
	    BUFFER_LOAD_SSHORT, BUFFER_LOAD_DWORD, BUFFER_LOAD_DWORDX3,
	    BUFFER_STORE_BYTE, BUFFER_STORE_DWORDX4, BUFFER_ATOMIC_ADD,
	    FLAT_LOAD_DWORDX2, FLAT_STORE_DWORD, GLOBAL_LOAD_DWORD,
	    GLOBAL_STORE_DWORDX3, IMAGE_LOAD, IMAGE_STORE };
	uint64_t x = 88172645463325252ull;
	unsigned ran = 0, refused = 0;

	for (unsigned t = 0; t < 3000; t++) {
		struct insn in;
		struct got g = { 0 };
		enum exec_status st;

		enum isa_id id = ids[rnd(&x) % (sizeof ids / sizeof ids[0])];
		unsigned fam = isa_get(id)->family;

		/* a well-formed instruction, then a few fields made random */
		if (fam == ISA_MUBUF)
			in = mubuf(id, 1 + (unsigned)(rnd(&x) % 250), 0,
			    rnd(&x) & 1);
		else if (fam == ISA_MIMG)
			in = mimg(id, (unsigned)(rnd(&x) % 250), 0xF);
		else
			in = flat(id, 4 + (unsigned)(rnd(&x) % 250),
			    vreg(2, 2), sreg(4, 2));
		if (rnd(&x) % 3 == 0)
			in.dst = random_operand(&x);
		for (unsigned k = 0; k < 4; k++)
			if (rnd(&x) % 4 == 0)
				in.src[k] = random_operand(&x);
		in.offen = rnd(&x) & 1;
		in.idxen = rnd(&x) & 1;
		in.glc = rnd(&x) & 1;
		in.dmask = (uint8_t)(rnd(&x) % 16);
		in.mem_offset = (int32_t)(rnd(&x) % 8192) - 4096;
		for (unsigned r = 0; r < WAVE_NUM_SGPRS; r++)
			w.sgpr[r] = (uint32_t)(rnd(&x) % 4 == 0 ? rnd(&x) :
			    rnd(&x) % 0x2000);
		w.sgpr[1] &= 0x7FFFFFFF; /* mostly unswizzled */
		w.sgpr[3] &= ~(1u << 23);
		for (unsigned r = 0; r < 8; r++)
			for (unsigned i = 0; i < 64; i++)
				w.vgpr[r][i] = (uint32_t)(rnd(&x) % 0x4000);
		w.exec = rnd(&x);
		w.target = in.target; /* GLOBAL needs gfx9 */
		exec_mem_writes(&in, &w, got_range, &g);
		memcpy(&saved, &w, sizeof w);
		st = exec_step(&w, &in, NULL, (t & 1) ? &rec : NULL, &diag);
		if (st != EXEC_OK) {
			ck_assert(diag.message[0] != 0);
			ck_assert_mem_eq(&saved, &w, sizeof w);
			ck_assert_uint_eq(g.n, 0);
			refused++;
		} else {
			ran++;
		}
		if (t % 100 == 99)
			memory_clear(mem);
	}
	ck_assert_msg(ran > 100 && refused > 100, "ran %u, refused %u", ran,
	    refused);
}
END_TEST

/* ---- sub-dword and d16 (issue 17 item 4) --------------------------------- */

/* Bytes 0x10.. hold 0x7f 0x80 0xff 0x01 0xfe 0xca 0x34 0x12: every lane
 * reads at 0x10 + (lane % 8), so the four lanes of a quad read four
 * consecutive bytes. Expected values worked out by hand from the bytes. */
static const uint8_t sub_bytes[8] = {
	0x7f, 0x80, 0xff, 0x01, 0xfe, 0xca, 0x34, 0x12
};

struct sub_row {
	enum isa_id id;
	uint32_t old;        /* destination before the load */
	uint32_t want[8];    /* lane % 8 -> destination after it */
};

static const struct sub_row sub_rows[] = {
	{ GLOBAL_LOAD_UBYTE, 0xdeadbeef, { 0x7f, 0x80, 0xff, 0x01, 0xfe, 0xca,
	  0x34, 0x12 } },
	{ GLOBAL_LOAD_SBYTE, 0xdeadbeef, { 0x7f, 0xffffff80, 0xffffffff, 0x01,
	  0xfffffffe, 0xffffffca, 0x34, 0x12 } },
	/* shorts are little-endian: lane 1 reads 0x80 0xff -> 0xff80 */
	{ GLOBAL_LOAD_USHORT, 0xdeadbeef, { 0x807f, 0xff80, 0x01ff, 0xfe01,
	  0xcafe, 0x34ca, 0x1234, 0x12 } },
	{ GLOBAL_LOAD_SSHORT, 0xdeadbeef, { 0xffff807f, 0xffffff80, 0x01ff,
	  0xfffffe01, 0xffffcafe, 0x34ca, 0x1234, 0x12 } },
	{ GLOBAL_LOAD_UBYTE_D16, 0x12345678, { 0x1234007f, 0x12340080,
	  0x123400ff, 0x12340001, 0x123400fe, 0x123400ca, 0x12340034,
	  0x12340012 } },
	{ GLOBAL_LOAD_UBYTE_D16_HI, 0x12345678, { 0x007f5678, 0x00805678,
	  0x00ff5678, 0x00015678, 0x00fe5678, 0x00ca5678, 0x00345678,
	  0x00125678 } },
	{ GLOBAL_LOAD_SBYTE_D16, 0x12345678, { 0x1234007f, 0x1234ff80,
	  0x1234ffff, 0x12340001, 0x1234fffe, 0x1234ffca, 0x12340034,
	  0x12340012 } },
	{ GLOBAL_LOAD_SBYTE_D16_HI, 0x12345678, { 0x007f5678, 0xff805678,
	  0xffff5678, 0x00015678, 0xfffe5678, 0xffca5678, 0x00345678,
	  0x00125678 } },
	{ GLOBAL_LOAD_SHORT_D16, 0x12345678, { 0x1234807f, 0x1234ff80,
	  0x123401ff, 0x1234fe01, 0x1234cafe, 0x123434ca, 0x12341234,
	  0x12340012 } },
	{ GLOBAL_LOAD_SHORT_D16_HI, 0x12345678, { 0x807f5678, 0xff805678,
	  0x01ff5678, 0xfe015678, 0xcafe5678, 0x34ca5678, 0x12345678,
	  0x00125678 } },
	{ FLAT_LOAD_SBYTE_D16_HI, 0x12345678, { 0x007f5678, 0xff805678,
	  0xffff5678, 0x00015678, 0xfffe5678, 0xffca5678, 0x00345678,
	  0x00125678 } },
	{ BUFFER_LOAD_SBYTE_D16, 0x12345678, { 0x1234007f, 0x1234ff80,
	  0x1234ffff, 0x12340001, 0x1234fffe, 0x1234ffca, 0x12340034,
	  0x12340012 } },
	{ BUFFER_LOAD_SHORT_D16_HI, 0x12345678, { 0x807f5678, 0xff805678,
	  0x01ff5678, 0xfe015678, 0xcafe5678, 0x34ca5678, 0x12345678,
	  0x00125678 } },
};

START_TEST(test_exec_mem_sub_dword_and_d16_loads)
{
	const struct sub_row *row = &sub_rows[_i];
	const struct isa_info *r = isa_get(row->id);
	struct operand none = { 0 };
	struct insn in;

	wave_reset(&w, ISA_GFX900, 64);
	w.mem = mem;
	ck_assert_int_eq(memory_write(mem, 0x10, sub_bytes, 8), 0);
	for (unsigned i = 0; i < 64; i++) {
		w.vgpr[0][i] = i % 8;
		w.vgpr[2][i] = 0x10 + i % 8;
		w.vgpr[3][i] = 0;
		w.vgpr[5][i] = row->old;
	}
	if (r->family == ISA_MUBUF) {
		in = mubuf(row->id, 5, 0, true);
		in.target = ISA_GFX900;
		set_buffer(0x10, 0, 0x100);
	} else {
		in = flat(row->id, 5, vreg(2, 2), none);
		if (r->family == ISA_GLOBAL)
			in.src[1].kind = OPND_OFF;
	}
	run_ok(&in);
	for (unsigned i = 0; i < 64; i++)
		ck_assert_msg(w.vgpr[5][i] == row->want[i % 8],
		    "%s lane %u: 0x%08x, want 0x%08x", r->name, i,
		    w.vgpr[5][i], row->want[i % 8]);
	/* every lane reads inside 0x10..0x18: one line */
	ck_assert_uint_eq(rec.mem.requests, 1);
	ck_assert_uint_eq(rec.mem.bytes_per_lane, r->aux);
}
END_TEST

START_TEST(test_exec_mem_d16_hi_stores_take_the_high_half)
{
	struct operand off = { 0 };
	struct insn b, s;

	wave_reset(&w, ISA_GFX900, 64);
	w.mem = mem;
	off.kind = OPND_OFF;
	b = flat(GLOBAL_STORE_BYTE_D16_HI, 4, vreg(2, 2), off);
	s = flat(FLAT_STORE_SHORT_D16_HI, 4, vreg(2, 2), off);
	for (unsigned i = 0; i < 64; i++) {
		w.vgpr[2][i] = 0x100 + i;
		w.vgpr[3][i] = 0;
		w.vgpr[4][i] = 0xaabbccdd + (i << 16);
	}
	run_ok(&b);
	/* lane i stores bits 23:16: 0xbb + i */
	ck_assert_uint_eq(word_at(0x100), 0xbebdbcbb);
	ck_assert_uint_eq(word_at(0x13c), 0xfaf9f8f7);
	ck_assert(!memory_is_written(mem, 0x140));
	for (unsigned i = 0; i < 64; i++)
		w.vgpr[2][i] = 0x200 + 2 * i;
	run_ok(&s);
	/* lane i stores bits 31:16: 0xaabb + i, little-endian */
	ck_assert_uint_eq(word_at(0x200), 0xaabcaabb);
	ck_assert_uint_eq(word_at(0x27c), 0xaafaaaf9);
	ck_assert_uint_eq(rec.mem.requests, 2);
}
END_TEST

/* An independent model of the coalescing report for one byte per lane
 * (semantics.md 9, reference 004): requests are the distinct 64-byte lines
 * of the active lanes' bytes; the 16-lane cases are tried on the active
 * lanes of the whole wave (all one address, each quad one address, each
 * quad's lanes on distinct bytes of one 4-byte block), else quads; one
 * clock per non-empty group. Written without memory.c's code. */
static void
model_bytes(const uint64_t *addr, uint64_t exec, unsigned *requests,
    unsigned *l1, unsigned *clocks)
{
	uint64_t lines[64];
	unsigned n = 0, groups = 0, shift;
	bool same = true, uniform = true, block = true;
	int first = -1;

	for (unsigned i = 0; i < 64; i++) {
		bool seen = false;

		if (!(exec >> i & 1))
			continue;
		for (unsigned k = 0; k < n; k++)
			seen |= lines[k] == addr[i] / 64;
		if (!seen)
			lines[n++] = addr[i] / 64;
		if (first < 0)
			first = (int)i;
		same &= addr[i] == addr[first];
	}
	for (unsigned q = 0; q < 16; q++) {
		int lead = -1;
		uint64_t lo = UINT64_MAX, hi = 0;

		for (unsigned i = 4 * q; i < 4 * q + 4; i++) {
			if (!(exec >> i & 1))
				continue;
			if (lead < 0)
				lead = (int)i;
			uniform &= addr[i] == addr[lead];
			lo = addr[i] < lo ? addr[i] : lo;
			hi = addr[i] > hi ? addr[i] : hi;
			for (unsigned j = 4 * q; j < i; j++)
				if ((exec >> j & 1) && addr[j] == addr[i])
					block = false;
		}
		if (lead >= 0 && hi - lo > 3)
			block = false;
	}
	*requests = n;
	*l1 = first < 0 ? L1_NONE : same ? L1_ROW16_SAME_ADDRESS : uniform ?
	    L1_ROW16_QUAD_UNIFORM : block ? L1_ROW16_CONSECUTIVE_QUADS :
	    L1_QUADS;
	shift = *l1 == L1_QUADS ? 2 : 4;
	for (unsigned g = 0; g < (64u >> shift); g++)
		if ((exec >> (g << shift)) & ((1ull << (1u << shift)) - 1))
			groups++;
	*clocks = groups;
}

START_TEST(test_exec_mem_global_load_ubyte_coalescing_matches_model)
{
	uint64_t x = 0x9e3779b97f4a7c15ull, addr[64];
	struct operand off = { 0 };
	struct insn in;
	unsigned bad = 0;

	wave_reset(&w, ISA_GFX900, 64);
	w.mem = mem;
	off.kind = OPND_OFF;
	in = flat(GLOBAL_LOAD_UBYTE, 1, vreg(2, 2), off);
	for (unsigned t = 0; t < 400; t++) {
		unsigned kind = t % 5, req, l1, clk;
		uint64_t base = 0x1000 + (rnd(&x) % 256);

		w.exec = t % 3 == 0 ? ~0ull : rnd(&x) | rnd(&x);
		for (unsigned i = 0; i < 64; i++) {
			switch (kind) {
			case 0: /* consecutive bytes, maybe shuffled in quads */
				addr[i] = base + (i & ~3u) + ((i + t) & 3);
				break;
			case 1: /* one byte per quad */
				addr[i] = base + 5 * (i / 4);
				break;
			case 2: /* everything on one byte */
				addr[i] = base;
				break;
			case 3: /* a stride */
				addr[i] = base + (t % 7 + 1) * i;
				break;
			default: /* anywhere in 512 bytes */
				addr[i] = base + rnd(&x) % 512;
				break;
			}
			w.vgpr[2][i] = (uint32_t)addr[i];
			w.vgpr[3][i] = 0;
		}
		run_ok(&in);
		model_bytes(addr, w.exec, &req, &l1, &clk);
		if (rec.mem.requests != req || rec.mem.l1_case != l1 ||
		    rec.mem.clocks != clk) {
			if (bad++ < 5)
				fprintf(stderr, "case %u: requests %u/%u l1 "
				    "%u/%u clocks %u/%u\n", t,
				    rec.mem.requests, req, rec.mem.l1_case,
				    l1, rec.mem.clocks, clk);
		}
	}
	ck_assert_uint_eq(bad, 0);
}
END_TEST

/* ---- atomics (issue 17 item 4) ------------------------------------------ */

/* Parses text for target and runs it on the wave (wave64). */
static void
run_text(enum isa_target target, const char *text)
{
	struct insn in;
	struct semantics sem;
	enum exec_status st;

	semantics_defaults(&sem);
	ck_assert_msg(asm_parse_line(text, strlen(text), target, 64, &in,
	    &diag) == ASM_OK, "%s: %s", text, diag.message);
	st = exec_step(&w, &in, &sem, &rec, &diag);
	ck_assert_msg(st == EXEC_OK, "%s: %s", text, diag.message);
}

static void
atomic_setup(enum isa_target target, uint64_t addr_of_all)
{
	wave_reset(&w, target, 64);
	w.mem = mem;
	for (unsigned i = 0; i < 64; i++) {
		w.vgpr[2][i] = (uint32_t)addr_of_all;
		w.vgpr[3][i] = (uint32_t)(addr_of_all >> 32);
	}
}

/* Colliding atomics run one lane at a time in lane order (semantics.md 9,
 * reference 004: "each access ... must remain a unique operation"), so
 * lane i sees 10000 minus the data of lanes 0..i-1: 10000 - i(i+1)/2. */
START_TEST(test_exec_mem_atomic_sub_collides_in_lane_order)
{
	atomic_setup(ISA_GFX900, 0x2000);
	set_words(0x2000, 1, 10000, 0);
	for (unsigned i = 0; i < 64; i++)
		w.vgpr[4][i] = i + 1;
	run_text(ISA_GFX900, "global_atomic_sub v1, v[2:3], v4, off glc");
	for (unsigned i = 0; i < 64; i++)
		ck_assert_uint_eq(w.vgpr[1][i], 10000 - i * (i + 1) / 2);
	ck_assert_uint_eq(word_at(0x2000), 10000 - 2080);
	ck_assert_uint_eq(rec.mem.requests, 64);
	ck_assert_uint_eq(rec.mem.l1_case, L1_QUADS);
}
END_TEST

/* cmpswap on one address: lane i compares with i and stores i + 1, so
 * every compare succeeds in lane order: lane i returns i, memory ends at
 * 64. A second run with cmp = 1000 changes nothing. */
START_TEST(test_exec_mem_atomic_cmpswap_chain_and_miss)
{
	atomic_setup(ISA_GFX1030, 0x3000);
	for (unsigned i = 0; i < 64; i++) {
		w.vgpr[4][i] = i + 1;   /* src */
		w.vgpr[5][i] = i;       /* cmp */
		w.vgpr[1][i] = 0xdead;
	}
	run_text(ISA_GFX1030,
	    "flat_atomic_cmpswap v1, v[2:3], v[4:5] glc");
	for (unsigned i = 0; i < 64; i++)
		ck_assert_uint_eq(w.vgpr[1][i], i);
	ck_assert_uint_eq(word_at(0x3000), 64);
	for (unsigned i = 0; i < 64; i++)
		w.vgpr[5][i] = 1000;
	run_text(ISA_GFX1030, "flat_atomic_cmpswap v[2:3], v[4:5]");
	ck_assert_uint_eq(word_at(0x3000), 64);
	ck_assert_uint_eq(w.vgpr[1][5], 5); /* no return: v1 untouched */
}
END_TEST

/* MUBUF returns into the first data VGPR only; the cmp VGPR is kept. */
START_TEST(test_exec_mem_buffer_cmpswap_returns_into_vdata0)
{
	wave_reset(&w, ISA_GFX803, 64);
	w.mem = mem;
	set_buffer(0x4000, 0, 0x1000);
	set_words(0x4000, 64, 0, 1);       /* word i = i */
	for (unsigned i = 0; i < 64; i++) {
		w.vgpr[0][i] = 4 * i;
		w.vgpr[6][i] = 500 + i;                /* src */
		w.vgpr[7][i] = i % 2 ? 999 : i;        /* cmp: even lanes hit */
	}
	run_text(ISA_GFX803,
	    "buffer_atomic_cmpswap v[6:7], v0, s[0:3], 0 offen glc");
	for (unsigned i = 0; i < 64; i++) {
		ck_assert_uint_eq(w.vgpr[6][i], i);
		ck_assert_uint_eq(w.vgpr[7][i], i % 2 ? 999 : i);
		ck_assert_uint_eq(word_at(0x4000 + 4 * i), i % 2 ? i : 500 + i);
	}
}
END_TEST

/* inc wraps to 0 once memory reaches src (mem >= src), dec reloads src
 * at 0 or above src: with src 5 from 0, lane i returns i % 6; with src
 * 3 from 2, lane i returns 2, 1, 0, 3, 2, 1, 0, 3, ... */
START_TEST(test_exec_mem_atomic_inc_dec_wrap)
{
	static const uint32_t dec_seq[4] = { 2, 1, 0, 3 };

	atomic_setup(ISA_GFX900, 0x5000);
	for (unsigned i = 0; i < 64; i++)
		w.vgpr[4][i] = 5;
	run_text(ISA_GFX900, "global_atomic_inc v1, v[2:3], v4, off glc");
	for (unsigned i = 0; i < 64; i++)
		ck_assert_uint_eq(w.vgpr[1][i], i % 6);
	ck_assert_uint_eq(word_at(0x5000), 64 % 6);
	set_words(0x5000, 1, 2, 0);
	for (unsigned i = 0; i < 64; i++)
		w.vgpr[4][i] = 3;
	run_text(ISA_GFX900, "global_atomic_dec v1, v[2:3], v4, off glc");
	for (unsigned i = 0; i < 64; i++)
		ck_assert_uint_eq(w.vgpr[1][i], dec_seq[i % 4]);
}
END_TEST

struct atomic_row {
	enum isa_target target;
	const char *text;     /* v1 (v[6:7]) <- old; data v4 (v[4:5]) */
	uint64_t mem, data, want;
	bool wide;
};

/* One lane (lane 0) on its own address; expected values by hand. */
static const struct atomic_row atomic_rows[] = {
	{ ISA_GFX900, "global_atomic_smin v1, v[2:3], v4, off glc",
	  0xffffffff, 5, 0xffffffff, false },
	{ ISA_GFX900, "global_atomic_umin v1, v[2:3], v4, off glc",
	  0xffffffff, 5, 5, false },
	{ ISA_GFX900, "global_atomic_smax v1, v[2:3], v4, off glc",
	  0xffffffff, 5, 5, false },
	{ ISA_GFX900, "global_atomic_umax v1, v[2:3], v4, off glc",
	  0xffffffff, 5, 0xffffffff, false },
	{ ISA_GFX900, "global_atomic_and v1, v[2:3], v4, off glc",
	  0xf0f0, 0xff00, 0xf000, false },
	{ ISA_GFX900, "global_atomic_or v1, v[2:3], v4, off glc",
	  0xf0f0, 0xff00, 0xfff0, false },
	{ ISA_GFX900, "global_atomic_xor v1, v[2:3], v4, off glc",
	  0xf0f0, 0xff00, 0x0ff0, false },
	{ ISA_GFX900, "global_atomic_swap v1, v[2:3], v4, off glc",
	  0x1234, 0x5678, 0x5678, false },
	{ ISA_GFX1030, "global_atomic_csub v1, v[2:3], v4, off glc",
	  3, 5, 0, false },
	{ ISA_GFX1030, "buffer_atomic_csub v4, off, s[0:3], 0 glc",
	  9, 5, 4, false },
	/* 64-bit: the carry reaches the high dword */
	{ ISA_GFX900, "global_atomic_add_x2 v[6:7], v[2:3], v[4:5], off glc",
	  0xffffffffull, 1, 0x100000000ull, true },
	{ ISA_GFX900, "global_atomic_smin_x2 v[6:7], v[2:3], v[4:5], off glc",
	  0x8000000000000000ull, 1, 0x8000000000000000ull, true },
	{ ISA_GFX900, "global_atomic_umin_x2 v[6:7], v[2:3], v[4:5], off glc",
	  0x8000000000000000ull, 1, 1, true },
	/* floats: 1.5 + 2.25 = 3.75 in f32, f64, and 1.0 + 1.0 = 2.0 in
	 * each f16 half (0x3c00 + 0x3c00 = 0x4000; 0x3800 (0.5) + 0x3800
	 * = 0x3c00) */
	{ ISA_GFX90A, "global_atomic_add_f32 v1, v[2:3], v4, off glc",
	  0x3fc00000, 0x40100000, 0x40700000, false },
	{ ISA_GFX90A, "buffer_atomic_pk_add_f16 v4, off, s[0:3], 0 glc",
	  0x38003c00, 0x38003c00, 0x3c004000, false },
	{ ISA_GFX90A, "global_atomic_add_f64 v[6:7], v[2:3], v[4:5], off glc",
	  0x3ff8000000000000ull, 0x4002000000000000ull,
	  0x400e000000000000ull, true },
	{ ISA_GFX942, "flat_atomic_add_f32 v1, v[2:3], v4 sc0",
	  0x3fc00000, 0x40100000, 0x40700000, false },
	/* gfx12 cond_sub: subtract only when it does not go below 0 */
	{ ISA_GFX1200, "global_atomic_cond_sub_u32 v1, v[2:3], v4, off "
	  "th:TH_ATOMIC_RETURN", 3, 5, 3, false },
	{ ISA_GFX1200, "buffer_atomic_cond_sub_u32 v4, off, s[0:3], null "
	  "th:TH_ATOMIC_RETURN", 9, 5, 4, false },
	{ ISA_GFX1200, "flat_atomic_cond_sub_u32 v1, v[2:3], v4 "
	  "th:TH_ATOMIC_RETURN", 5, 5, 0, false },
	/* gfx12 bf16 pairs: {hi 1.5, lo 2.0} + {hi 1.0, lo -1.0} =
	 * {2.5, 1.0}; 1.0 + 2^-8 and (1 + 2^-7) + 2^-8 are ties that
	 * round to the even neighbour (0x3f80, 0x3f82); 2 + -2 = +0 */
	{ ISA_GFX1200, "global_atomic_pk_add_bf16 v1, v[2:3], v4, off "
	  "th:TH_ATOMIC_RETURN", 0x3fc04000, 0x3f80bf80, 0x40203f80, false },
	{ ISA_GFX1200, "buffer_atomic_pk_add_bf16 v4, off, s[0:3], null "
	  "th:TH_ATOMIC_RETURN", 0x3f813f80, 0x3b803b80, 0x3f823f80, false },
	{ ISA_GFX1200, "flat_atomic_pk_add_bf16 v1, v[2:3], v4 "
	  "th:TH_ATOMIC_RETURN", 0x40003f80, 0xc0003f80, 0x00004000, false },
	/* f32 min/max (a NaN loses, -0 < +0) and compare-swap compared as
	 * floats (data = {src v4, cmp v5}: -0 matches +0, a NaN nothing) */
	{ ISA_GFX1030, "global_atomic_fmin v1, v[2:3], v4, off glc",
	  0x3fc00000, 0xc0000000, 0xc0000000, false },
	{ ISA_GFX1100, "buffer_atomic_max_f32 v4, off, s[0:3], 0 glc",
	  0x80000000, 0x00000000, 0x00000000, false },
	{ ISA_GFX1100, "flat_atomic_min_f32 v1, v[2:3], v4 glc",
	  0x7fc00000, 0x40400000, 0x40400000, false },
	{ ISA_GFX1200, "global_atomic_max_num_f32 v1, v[2:3], v4, off "
	  "th:TH_ATOMIC_RETURN", 0x3f800000, 0x40200000, 0x40200000, false },
	{ ISA_GFX1200, "buffer_atomic_min_num_f32 v4, off, s[0:3], null "
	  "th:TH_ATOMIC_RETURN", 0x7f800000, 0xff800000, 0xff800000, false },
	{ ISA_GFX1100, "global_atomic_cmpswap_f32 v1, v[2:3], v[4:5], off glc",
	  0x80000000, 0x000000003f800000ull, 0x3f800000, false },
	{ ISA_GFX1030, "buffer_atomic_fcmpswap v[4:5], off, s[0:3], 0 glc",
	  0x7fc00000, 0x7fc000003f800000ull, 0x7fc00000, false },
};

START_TEST(test_exec_mem_atomic_ops_by_hand)
{
	const struct atomic_row *row = &atomic_rows[_i];
	bool mubuf_form = row->text[0] == 'b';
	uint64_t got;

	atomic_setup(row->target, 0x6000);
	w.exec = 1; /* lane 0 alone */
	set_buffer(0x6000, 0, 0x100);
	ck_assert_int_eq(memory_write(mem, 0x6000, &row->mem,
	    row->wide ? 8 : 4), 0);
	w.vgpr[4][0] = (uint32_t)row->data;
	w.vgpr[5][0] = (uint32_t)(row->data >> 32);
	run_text(row->target, row->text);
	got = word_at(0x6000);
	if (row->wide)
		got |= (uint64_t)word_at(0x6004) << 32;
	ck_assert_msg(got == row->want, "%s: memory 0x%llx, want 0x%llx",
	    row->text, (unsigned long long)got,
	    (unsigned long long)row->want);
	/* the old value comes back */
	if (mubuf_form) {
		ck_assert_uint_eq(w.vgpr[4][0], (uint32_t)row->mem);
	} else if (row->wide) {
		ck_assert_uint_eq(w.vgpr[6][0], (uint32_t)row->mem);
		ck_assert_uint_eq(w.vgpr[7][0], (uint32_t)(row->mem >> 32));
	} else {
		ck_assert_uint_eq(w.vgpr[1][0], (uint32_t)row->mem);
	}
}
END_TEST

START_TEST(test_exec_mem_atomic_x2_misaligned_refused)
{
	static const char text[] = "global_atomic_or_x2 v[2:3], v[4:5], off";
	struct insn in;

	atomic_setup(ISA_GFX900, 0x7004);
	ck_assert_int_eq(asm_parse_line(text, strlen(text), ISA_GFX900, 64,
	    &in, &diag), ASM_OK);
	saved = w;
	ck_assert_int_eq(exec_step(&w, &in, NULL, &rec, &diag), EXEC_ERROR);
	ck_assert_ptr_nonnull(strstr(diag.message, "8-byte aligned"));
	ck_assert_mem_eq(&saved, &w, sizeof w);
}
END_TEST

struct glc_row {
	enum isa_target target;
	const char *text, *message;
};

/* llvm-mc 19's messages for a returning form without glc and the other
 * way round. */
static const struct glc_row glc_rows[] = {
	{ ISA_GFX900, "global_atomic_add v0, v[2:3], v1, off",
	  "instruction must use glc" },
	{ ISA_GFX942, "global_atomic_add v0, v[2:3], v1, off",
	  "instruction must use sc0" },
	{ ISA_GFX1030, "flat_atomic_add v[2:3], v1 glc",
	  "instruction must not use glc" },
	{ ISA_GFX942, "flat_atomic_add v[2:3], v1 sc0",
	  "instruction must not use sc0" },
};

START_TEST(test_asm_atomic_return_needs_glc)
{
	const struct glc_row *row = &glc_rows[_i];
	struct insn in;

	ck_assert_int_ne(asm_parse_line(row->text, strlen(row->text),
	    row->target, 64, &in, &diag), ASM_OK);
	ck_assert_msg(strncmp(diag.message, row->message,
	    strlen(row->message)) == 0, "%s: %s", row->text, diag.message);
}
END_TEST

/* ---- gfx11/gfx12 spellings (branch mem13) -------------------------------- */

/* Parses line for target (wave32) and runs it. */
static void
run_line(enum isa_target t, const char *line)
{
	struct insn in;

	ck_assert_msg(asm_parse_line(line, strlen(line), t, 32, &in, &diag) ==
	    ASM_OK, "%s: %s", line, diag.message);
	run_ok(&in);
}

/* gfx12's names run as their gfx9/10 namesakes, the old names too (as
 * aliases); th:TH_ATOMIC_RETURN returns the old value when a VGPR is
 * named for it and th/scope change no value. Hand-derived: byte k at
 * 0x2000 + k is 0x80 + k; 32 lanes add 1 to one dword in lane order. */
START_TEST(test_exec_mem_gfx12_spellings_run_like_their_namesakes)
{
	struct insn in;
	uint32_t ten = 10;

	wave_reset(&w, ISA_GFX1200, 32);
	for (unsigned k = 0; k < 64; k++) {
		uint8_t b = (uint8_t)(0x80 + k);
		ck_assert_int_eq(memory_write(mem, 0x2000 + k, &b, 1), 0);
	}
	ck_assert_int_eq(memory_write(mem, 0x3000, &ten, 4), 0);
	for (unsigned i = 0; i < 32; i++) {
		w.vgpr[0][i] = 0x2000 + i;
		w.vgpr[1][i] = 0;
		w.vgpr[3][i] = 0x1234;
		w.vgpr[5][i] = 0x3000;
		w.vgpr[6][i] = 0;
		w.vgpr[7][i] = 1;
	}
	run_line(ISA_GFX1200, "global_load_i8 v2, v[0:1], off "
	    "th:TH_LOAD_NT scope:SCOPE_SYS");
	run_line(ISA_GFX1200, "global_load_d16_hi_u8 v3, v[0:1], off");
	ck_assert_int_eq(asm_parse_line("global_load_ubyte v4, v[0:1], off",
	    33, ISA_GFX1200, 32, &in, &diag), ASM_OK);
	ck_assert_uint_eq(in.id, GLOBAL_LOAD_U8);
	run_ok(&in);
	for (unsigned i = 0; i < 32; i++) {
		ck_assert_uint_eq(w.vgpr[2][i], 0xffffff80u + i);
		ck_assert_uint_eq(w.vgpr[3][i], (0x80u + i) << 16 | 0x1234u);
		ck_assert_uint_eq(w.vgpr[4][i], 0x80u + i);
	}
	run_line(ISA_GFX1200, "global_atomic_add_u32 v8, v[5:6], v7, off "
	    "th:TH_ATOMIC_RETURN scope:SCOPE_DEV");
	for (unsigned i = 0; i < 32; i++)
		ck_assert_uint_eq(w.vgpr[8][i], 10 + i);
	ck_assert_uint_eq(word_at(0x3000), 42);
	/* no VGPR for the old value: nothing returns, v7 keeps its 1 */
	run_line(ISA_GFX1200, "global_atomic_add_u32 v[5:6], v7, off "
	    "th:TH_ATOMIC_RETURN");
	ck_assert_uint_eq(word_at(0x3000), 74);
	for (unsigned i = 0; i < 32; i++)
		ck_assert_uint_eq(w.vgpr[7][i], 1);
	/* gfx11: glc returns; cmpswap data is {src, cmp} */
	wave_reset(&w, ISA_GFX1100, 32);
	w.exec = 1;
	w.vgpr[5][0] = 0x3000;
	w.vgpr[6][0] = 0;
	w.vgpr[11][0] = 7;
	w.vgpr[12][0] = 74;
	run_line(ISA_GFX1100, "global_atomic_cmpswap_b32 v10, v[5:6], "
	    "v[11:12], off glc");
	ck_assert_uint_eq(w.vgpr[10][0], 74);
	ck_assert_uint_eq(word_at(0x3000), 7);
}
END_TEST

/* ---- registers read and written, every memory row ---- */

/* exec_reads and exec_writes describe every row (check_exec.c checks the
 * others); the vector memory rows are checked here on every line of
 * tests/asm/good-*.tsv that uses one (each target's own syntax, every
 * operand form the assembler's corpus has), without trusting the
 * description: (a) a register that changes is listed as written; (b) two
 * waves that agree on the listed reads (and EXEC) but differ in every
 * other register, over the same memory, write the same values into the
 * listed registers and into memory. Registers hold small random values so
 * that most addresses land in the memory filled beforehand. */

#define RW_MEM_BYTES 0x4000u

static void
rw_fill_memory(struct memory *m, uint64_t seed)
{
	static uint32_t words[RW_MEM_BYTES / 4];

	for (unsigned i = 0; i < RW_MEM_BYTES / 4; i++)
		words[i] = (uint32_t)fx_prng(&seed);
	ck_assert_int_eq(memory_write(m, 0, words, sizeof words), 0);
}

static void
rw_random_vgpr(struct wave *wv, unsigned r, uint64_t *seed)
{
	uint64_t x = fx_prng(seed);

	/* a random start and step per register: cheap, and every lane
	 * differs from the others and from the other wave's */
	for (unsigned n = 0; n < WAVE_MAX_LANES; n++)
		wv->vgpr[r][n] = (uint32_t)(x + n * (x >> 32 | 1)) & 0x3ffcu;
}

/* Checks line (an instruction of target t); returns 1 when it ran and was
 * checked, 0 when it is not a vector memory row or was refused. */
static unsigned
rw_check_line(const char *line, size_t len, enum isa_target t, int wave,
    uint64_t *seed, struct wave *a, struct wave *b, struct wave *before)
{
	static uint8_t ma[RW_MEM_BYTES], mb[RW_MEM_BYTES];
	struct reg_ref reads[STEP_MAX_REFS], writes[STEP_MAX_REFS];
	bool rd_v[WAVE_NUM_VGPRS] = { false }, wr_v[WAVE_NUM_VGPRS] = { false };
	bool rd_s[WAVE_NUM_SGPRS] = { false }, rd_m0 = false, rd_vcc = false;
	const struct isa_info *ii;
	unsigned nr, nw, ok = 0;
	struct insn in;
	struct diag d;
	uint64_t mseed = fx_prng(seed);

	if (asm_parse_line(line, len, t, wave, &in, &d) != ASM_OK)
		return 0;
	ii = isa_get((enum isa_id)in.id);
	if (ii->family != ISA_MUBUF && ii->family != ISA_FLAT &&
	    ii->family != ISA_GLOBAL && ii->family != ISA_MIMG)
		return 0;
	wave_reset(a, t, wave);
	for (unsigned r = 0; r < WAVE_NUM_VGPRS; r++)
		rw_random_vgpr(a, r, seed);
	for (unsigned r = 0; r < WAVE_NUM_SGPRS; r++)
		a->sgpr[r] = (uint32_t)fx_prng(seed) & 0x3ffcu;
	a->exec = fx_prng(seed) & wave_all_lanes(wave);
	a->m0 = (uint32_t)fx_prng(seed) & 0x3ffcu;
	nr = exec_reads(&in, a, reads, STEP_MAX_REFS);
	nw = exec_writes(&in, a, writes, STEP_MAX_REFS);
	for (unsigned i = 0; i < nr + nw; i++) {
		const struct reg_ref *f = i < nr ? &reads[i] : &writes[i - nr];
		unsigned c = f->count ? f->count : 1;

		ck_assert_msg(f->role != 0, "%.*s: a register without a "
		    "role", (int)len, line);

		for (unsigned k = f->reg; k < f->reg + c; k++) {
			if (f->kind == OPND_VGPR && k < WAVE_NUM_VGPRS)
				*(i < nr ? &rd_v[k] : &wr_v[k]) = true;
			if (f->kind == OPND_SGPR && k < WAVE_NUM_SGPRS &&
			    i < nr)
				rd_s[k] = true;
		}
		if (f->kind == OPND_M0 && i < nr)
			rd_m0 = true;
		/* global saddr may be vcc (llvm-mc 19) */
		if (f->kind == OPND_VCC && i < nr)
			rd_vcc = true;
		ck_assert_msg(i < nr || f->kind == OPND_VGPR, "%.*s: "
		    "writes a register other than a VGPR", (int)len, line);
	}
	*before = *a;
	*b = *a;
	for (unsigned r = 0; r < WAVE_NUM_VGPRS; r++)
		if (!rd_v[r])
			rw_random_vgpr(b, r, seed);
	for (unsigned r = 0; r < WAVE_NUM_SGPRS; r++)
		if (!rd_s[r])
			b->sgpr[r] = ~b->sgpr[r];
	if (!rd_m0)
		b->m0 = ~b->m0;
	if (!rd_vcc)
		b->vcc = ~b->vcc & wave_all_lanes(wave);
	b->scc = !b->scc;
	a->mem = memory_new();
	b->mem = memory_new();
	ck_assert_ptr_nonnull(a->mem);
	ck_assert_ptr_nonnull(b->mem);
	rw_fill_memory(a->mem, mseed);
	rw_fill_memory(b->mem, mseed);
	memset(&d, 0, sizeof d);
	if (exec_step(a, &in, NULL, NULL, &d) == EXEC_OK) {
		ck_assert_msg(exec_step(b, &in, NULL, NULL, &d) == EXEC_OK,
		    "%.*s: refused on the second wave: %s", (int)len, line,
		    d.message);
		for (unsigned r = 0; r < WAVE_NUM_VGPRS; r++) {
			ck_assert_msg(wr_v[r] || memcmp(a->vgpr[r],
			    before->vgpr[r], sizeof a->vgpr[r]) == 0,
			    "%.*s on %s writes v%u, not listed", (int)len,
			    line, isa_target_name(t), r);
			for (int n = 0; n < wave && wr_v[r]; n++)
				ck_assert_msg(!((before->exec >> n) & 1) ||
				    a->vgpr[r][n] == b->vgpr[r][n], "%.*s on "
				    "%s: v%u lane %d depends on a register not "
				    "listed as read", (int)len, line,
				    isa_target_name(t), r, n);
		}
		ck_assert(memcmp(a->sgpr, before->sgpr, sizeof a->sgpr) == 0);
		ck_assert(a->exec == before->exec && a->vcc == before->vcc &&
		    a->m0 == before->m0 && a->scc == before->scc);
		memory_read(a->mem, 0, ma, sizeof ma);
		memory_read(b->mem, 0, mb, sizeof mb);
		ck_assert_msg(memcmp(ma, mb, sizeof ma) == 0, "%.*s on %s: "
		    "the memory written depends on a register not listed as "
		    "read", (int)len, line, isa_target_name(t));
		ok = 1;
	}
	memory_free(a->mem);
	memory_free(b->mem);
	return ok;
}

START_TEST(test_exec_mem_reads_and_writes_describe_every_memory_row)
{
	static const char *const files[] = { "gfx803", "gfx900", "gfx90a",
		"gfx942", "gfx1010", "gfx1010-w64", "gfx1030", "gfx1030-w64",
		"gfx1100", "gfx1100-w64", "gfx1200" };
	const char *dir = getenv("top_srcdir");
	struct wave *a = malloc(sizeof *a), *b = malloc(sizeof *b);
	struct wave *before = malloc(sizeof *before);
	bool seen[ISA_ID_COUNT] = { false };
	unsigned checked = 0, rows = 0;
	uint64_t seed = 0x3e3e5eedu;
	char line[512];

	ck_assert(a != NULL && b != NULL && before != NULL);
	for (size_t f = 0; f < sizeof files / sizeof files[0]; f++) {
		enum isa_target t;
		char path[512], name[16];
		int wave;
		FILE *fp;

		snprintf(name, sizeof name, "%s", files[f]);
		wave = strstr(name, "-w64") != NULL ? 64 : 0;
		if (wave)
			*strstr(name, "-w64") = '\0';
		ck_assert_int_eq(isa_parse_target(name, &t), 0);
		if (wave == 0)
			wave = isa_default_wave(t);
		snprintf(path, sizeof path, "%s/tests/asm/good-%s.tsv",
		    dir ? dir : ".", files[f]);
		fp = fopen(path, "r");
		ck_assert_msg(fp != NULL, "cannot open %s", path);
		while (fgets(line, sizeof line, fp) != NULL) {
			size_t len = strcspn(line, "\t\n");
			struct insn in;
			struct diag d;

			if (rw_check_line(line, len, t, wave, &seed, a, b,
			    before) == 0)
				continue;
			checked++;
			(void)asm_parse_line(line, len, t, wave, &in, &d);
			if (!seen[in.id])
				rows++;
			seen[in.id] = true;
		}
		fclose(fp);
	}
	free(a);
	free(b);
	free(before);
	/* the buffer, flat, global and image rows of every target */
	ck_assert_uint_gt(checked, 400);
	ck_assert_uint_gt(rows, 150);
}
END_TEST

Suite *
exec_mem_suite(void)
{
	Suite *s = suite_create("exec_mem");
	TCase *tc = tcase_create("instructions");

	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_exec_mem_buffer_load_dword_consecutive);
	tcase_add_test(tc, test_exec_mem_buffer_load_fast_path_same_result);
	tcase_add_loop_test(tc, test_exec_mem_buffer_load_sub_dword_extends, 0,
	    (int)(sizeof ext / sizeof ext[0]));
	tcase_add_test(tc,
	    test_exec_mem_buffer_range_check_loads_zero_drops_stores);
	tcase_add_test(tc, test_exec_mem_buffer_dwordx4_range_check_per_dword);
	tcase_add_test(tc, test_exec_mem_buffer_idxen_stride_and_offsets);
	tcase_add_test(tc, test_exec_mem_buffer_offen_idxen_pair);
	tcase_add_test(tc, test_exec_mem_store_collisions_highest_lane_wins);
	tcase_add_test(tc, test_exec_mem_store_byte_and_short_write_low_bits);
	tcase_add_test(tc,
	    test_exec_mem_atomic_counter_returns_old_values_in_lane_order);
	tcase_add_test(tc,
	    test_exec_mem_atomic_misaligned_refused_wave_unchanged);
	tcase_add_test(tc, test_exec_mem_global_saddr_plus_vgpr_offset);
	tcase_add_test(tc, test_exec_mem_global_vgpr_pair_with_off);
	tcase_add_test(tc, test_exec_mem_flat_store_then_load_crossing_line);
	tcase_add_test(tc, test_exec_mem_image_store_load_round_trip);
	tcase_add_test(tc, test_exec_mem_image_dmask_zero_refused);
	tcase_add_test(tc,
	    test_exec_mem_swizzled_buffer_refused_wave_unchanged);
	tcase_add_test(tc, test_exec_mem_resource_must_be_sgprs);
	tcase_add_test(tc, test_exec_mem_no_memory_refused);
	tcase_add_test(tc, test_exec_mem_writes_lists_store_ranges_merged);
	tcase_add_test(tc,
	    test_exec_mem_writes_matches_bytes_the_store_changes);
	tcase_add_test(tc, test_exec_mem_wave32_uses_low_lanes_only);
	tcase_add_test(tc, test_exec_mem_random_operands_run_or_refuse_cleanly);
	tcase_add_loop_test(tc, test_exec_mem_parsed_lines_run_through_exec_step,
	    0, (int)(sizeof asm_rows / sizeof asm_rows[0]));
	tcase_add_loop_test(tc, test_exec_mem_sub_dword_and_d16_loads, 0,
	    (int)(sizeof sub_rows / sizeof sub_rows[0]));
	tcase_add_test(tc, test_exec_mem_d16_hi_stores_take_the_high_half);
	tcase_add_test(tc,
	    test_exec_mem_global_load_ubyte_coalescing_matches_model);
	tcase_add_test(tc, test_exec_mem_atomic_sub_collides_in_lane_order);
	tcase_add_test(tc, test_exec_mem_atomic_cmpswap_chain_and_miss);
	tcase_add_test(tc, test_exec_mem_buffer_cmpswap_returns_into_vdata0);
	tcase_add_test(tc, test_exec_mem_atomic_inc_dec_wrap);
	tcase_add_test(tc,
	    test_exec_mem_gfx12_spellings_run_like_their_namesakes);
	tcase_add_loop_test(tc, test_exec_mem_atomic_ops_by_hand, 0,
	    (int)(sizeof atomic_rows / sizeof atomic_rows[0]));
	tcase_add_test(tc, test_exec_mem_atomic_x2_misaligned_refused);
	tcase_add_loop_test(tc, test_asm_atomic_return_needs_glc, 0,
	    (int)(sizeof glc_rows / sizeof glc_rows[0]));
	suite_add_tcase(s, tc);
	{
		/* every memory line of the assembler's corpus, 11 targets */
		TCase *rw = tcase_create("reads-writes");

		tcase_set_timeout(rw, 120);
		tcase_add_test(rw,
		    test_exec_mem_reads_and_writes_describe_every_memory_row);
		suite_add_tcase(s, rw);
	}
	return s;
}
