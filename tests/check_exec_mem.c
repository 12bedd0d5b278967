/* SPDX-License-Identifier: MIT */
/* Unit tests of the memory instructions of the core (exec_mem.c): address
 * computation, range checks, data movement in lane order, the step record
 * and the byte ranges a store will write. Instructions are built as struct
 * insn values with the operand slots asm.h documents. */
#include "config.h"

#include <stdint.h>
#include <string.h>

#include <check.h>

#include "asm.h"
#include "exec.h"
#include "memory.h"
#include "suites.h"

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
	suite_add_tcase(s, tc);
	return s;
}
