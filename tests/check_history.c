/* SPDX-License-Identifier: MIT */
/* Unit tests of the history (history.c): deltas both ways, memory per
 * step, going anywhere, and a saved program that loads back the same. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <check.h>

#include "asm.h"
#include "check_session.h"
#include "hazard.h"
#include "history.h"
#include "memory.h"
#include "suites.h"
#include "wave.h"

static uint64_t rng = 0x9e3779b97f4a7c15ull;

static uint32_t
rnd(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return (uint32_t)rng;
}

START_TEST(test_history_deltas_restore_random_states_both_ways)
{
	enum { STEPS = 200 };
	struct history *h = history_new();
	struct history_capture c;
	struct wave *w = calloc(1, sizeof *w);
	struct wave *snap = calloc(STEPS + 1, sizeof *snap);
	struct memory *m = memory_new();

	ck_assert(h != NULL && w != NULL && snap != NULL && m != NULL);
	history_capture_init(&c);
	w->mem = m;
	wave_reset(w, 0, 64);
	snap[0] = *w;
	for (unsigned k = 1; k <= STEPS; k++) {
		unsigned nregs = rnd() % 4;
		uint8_t bytes[8];

		history_capture_begin(&c, w);
		for (unsigned i = 0; i < nregs; i++) {
			unsigned r = rnd() % 256;

			history_capture_vgpr(&c, w, r);
			for (unsigned l = 0; l < 64; l++)
				if (rnd() % 3 == 0)
					w->vgpr[r][l] = rnd();
			w->vgpr_used[r / 64] |= (uint64_t)1 << (r % 64);
		}
		if (rnd() % 2)
			w->sgpr[rnd() % WAVE_NUM_SGPRS] = rnd();
		if (rnd() % 4 == 0)
			w->exec = (uint64_t)rnd() << 32 | rnd();
		w->scc = rnd() & 1;
		w->m0 = rnd() % 3;
		uint64_t addr = rnd() % 256;
		ck_assert_int_eq(history_capture_mem(&c, w, addr, 8), 0);
		for (unsigned i = 0; i < 8; i++)
			bytes[i] = (uint8_t)rnd();
		ck_assert_int_eq(memory_write(m, addr, bytes, 8), 0);
		ck_assert_int_eq(history_commit(h, k, &c, w), 0);
		snap[k] = *w;
	}
	ck_assert_uint_eq(history_step_count(h), STEPS);
	/* Walk back to 0 and forward again, comparing registers. */
	for (unsigned k = STEPS; k > 0; k--) {
		history_apply(h, k, w, true, true);
		ck_assert(memcmp(w->vgpr, snap[k - 1].vgpr, sizeof w->vgpr) ==
		    0);
		ck_assert(memcmp(w->sgpr, snap[k - 1].sgpr, sizeof w->sgpr) ==
		    0);
		ck_assert_uint_eq(w->exec, snap[k - 1].exec);
		ck_assert_uint_eq(w->scc, snap[k - 1].scc);
		ck_assert_uint_eq(w->m0, snap[k - 1].m0);
		ck_assert(memcmp(w->vgpr_used, snap[k - 1].vgpr_used,
		    sizeof w->vgpr_used) == 0);
	}
	uint8_t zero[512], now[512];
	memset(zero, 0, sizeof zero);
	memory_read(m, 0, now, sizeof now);
	ck_assert(memcmp(now, zero, sizeof now) == 0);
	for (unsigned k = 1; k <= STEPS; k++) {
		history_apply(h, k, w, false, true);
		ck_assert(memcmp(w->vgpr, snap[k].vgpr, sizeof w->vgpr) == 0);
		ck_assert_uint_eq(w->exec, snap[k].exec);
	}
	history_truncate_steps(h, 10);
	ck_assert_uint_eq(history_step_count(h), 10);
	history_capture_free(&c);
	history_free(h);
	memory_free(m);
	free(snap);
	free(w);
}
END_TEST

START_TEST(test_history_lines_track_instruction_indexes)
{
	struct history *h = history_new();
	size_t len;

	history_add_line(h, HL_SET, 1, ":set v0 = 1", 11);
	history_add_line(h, HL_INSN, 2, "v_nop", 5);
	history_add_line(h, HL_INSN, 3, "s_nop 0", 7);
	history_insert_line(h, 2, HL_SET, 9, ":set v1 = 2", 11);
	ck_assert_uint_eq(history_insn_count(h), 2);
	ck_assert_int_eq(history_insn_line(h, 1), 1);
	ck_assert_int_eq(history_insn_line(h, 2), 3);
	ck_assert_str_eq(history_line(h, 3, NULL, NULL, &len), "s_nop 0");
	history_replace_line(h, 1, "v_nop // x", 10);
	ck_assert_str_eq(history_line(h, 1, NULL, NULL, &len), "v_nop // x");
	history_truncate_lines(h, 2);
	ck_assert_uint_eq(history_insn_count(h), 1);
	ck_assert_int_eq(history_insn_line(h, 2), -1);
	history_free(h);
}
END_TEST

/* The budget: a 100,000-step program keeps its whole history in
 * under 64 MB. Every step here rewrites all 64 lanes of a register, the
 * worst case for a DPP program. */
START_TEST(test_history_of_100k_full_width_steps_fits_in_64_mb)
{
	struct session *s = ts_new(ISA_GFX803, 0, true);
	struct session_result r;
	size_t bytes;

	session_result_init(&r);
	ck_assert_int_eq(ts_feed(s, &r, ":set v0 = lane + 1"), 0);
	/* A padded program: each DPP operand was written at least two
	 * steps before (no warnings), and every step rewrites 64 lanes. */
	static const char *const cycle[4] = {
		"v_add_u32_dpp v2, vcc, v0, v1 row_shr:1 bound_ctrl:0",
		"v_add_u32_dpp v3, vcc, v0, v3 row_ror:1",
		"v_add_u32_dpp v4, vcc, v0, v4 row_mirror",
		"v_mov_b32_dpp v1, v2 row_ror:1",
	};
	for (unsigned i = 0; i < 100000; i++)
		ck_assert_int_eq(ts_feed(s, &r, cycle[i % 4]), 0);
	for (unsigned k = 1; k <= 8; k++)
		ck_assert_uint_eq(session_step_diags(s, k, NULL), 0);
	bytes = session_history_bytes(s);
	fprintf(stderr, "history of 100000 steps: %zu bytes (%.1f MB, %.0f "
	    "bytes/step)\n", bytes, bytes / 1048576.0, bytes / 100000.0);
	ck_assert_uint_lt(bytes, 64u << 20);
	/* and it still steps: back to the start and forward */
	ck_assert_int_eq(ts_feed(s, &r, ":goto 0"), 0);
	ck_assert_uint_eq(session_wave(s)->vgpr[2][5], 0);
	ck_assert_uint_eq(session_wave(s)->vgpr[3][5], 0);
	ck_assert_int_eq(ts_feed(s, &r, ":goto 2"), 0);
	/* v2[5] = v0[4] + v1[5] = 5; v3[5] = v0[4] + 0 = 5 */
	ck_assert_uint_eq(session_wave(s)->vgpr[2][5], 5);
	ck_assert_uint_eq(session_wave(s)->vgpr[3][5], 5);
	ck_assert_int_eq(ts_feed(s, &r, ":run"), 0);
	ck_assert_uint_eq(session_wave(s)->vgpr[3][5], 25000u * 5);
	session_result_free(&r);
	session_free(s);
}
END_TEST

/* Stepping back over a store puts the old bytes back; stepping forward
 * again (redo from the delta, no re-execution) brings the new ones. */
START_TEST(test_history_store_steps_back_and_forth)
{
	struct session *s = ts_new(ISA_GFX803, 0, true);
	struct session_result r;
	static const char *const prog[] = {
		":set s0 = 0x1000",
		":set s1 = 0",
		":set s2 = 0x10000",
		":set s3 = 0",
		":set mem[0x1000..0x1100] = 1000 + i",
		":set v0 = (lane / 16) * 4",
		":set v1 = lane",
		"buffer_store_dword v1, v0, s[0:3], 0 offen",
		":set mem[0x1004] = 77",
		"buffer_load_dword v3, v0, s[0:3], 0 offen",
		NULL,
	};

	ts_run(s, prog);
	session_result_init(&r);
	ck_assert_int_eq(ts_feed(s, &r, ":print mem[0x1000..0x1010]"), 0);
	ck_assert_str_eq(strbuf_str(&r.out), "mem[0x1000..0x1010]: 0x0000000f "
	    "0x0000004d 0x0000002f 0x0000003f\n");
	ck_assert_uint_eq(session_wave(s)->vgpr[3][20], 77);
	ck_assert_int_eq(ts_feed(s, &r, ":goto 0"), 0);
	ck_assert_int_eq(ts_feed(s, &r, ":print mem[0x1000..0x1010]"), 0);
	ck_assert_str_eq(strbuf_str(&r.out), "mem[0x1000..0x1010]: 0x000003e8 "
	    "0x000003e9 0x000003ea 0x000003eb\n");
	ck_assert_int_eq(ts_feed(s, &r, ":step"), 0);
	ck_assert_int_eq(ts_feed(s, &r, ":print mem[0x1000..0x1008]"), 0);
	ck_assert_str_eq(strbuf_str(&r.out), "mem[0x1000..0x1008]: 0x0000000f "
	    "0x0000004d\n");
	/* the record of the store, recomputed, sees the state before it */
	struct step *rec = malloc(sizeof *rec);
	const struct wave *before;
	ck_assert(session_current_step(s, rec, &before));
	ck_assert_uint_eq(rec->kind, STEP_MEMORY);
	ck_assert_uint_eq(rec->mem.requests, 1);
	ck_assert_int_eq(ts_feed(s, &r, ":print mem[0x1004]"), 0);
	ck_assert_str_eq(strbuf_str(&r.out), "mem[0x1004]: 0x0000004d\n");
	free(rec);
	session_result_free(&r);
	session_free(s);
}
END_TEST

static void
count_range(uint64_t addr, const uint8_t *bytes, size_t len, void *ctx)
{
	(void)addr;
	(void)bytes;
	*(size_t *)ctx += len;
}

static size_t
written_bytes(const struct session *s)
{
	size_t n = 0;

	memory_each_range(session_wave(s)->mem, count_range, &n);
	return n;
}

/* A store into memory nobody had written (even of zeros, which leaves the
 * values unchanged) is undone by stepping back: the bytes are unwritten
 * again, so :print mem and --json list exactly what they did before. */
/* A store over bytes of which some were written before and some not
 * (runs of every length, across a page): stepping back puts the old
 * bytes back and leaves exactly the others unwritten, forward writes them
 * all again. The written marks go a word at a time: runs that end on
 * each bit of a word. */
START_TEST(test_history_store_over_mixed_written_bytes_steps_back_exactly)
{
	enum { LEN = 1200 };
	static uint8_t before[LEN], wb[LEN], after[LEN], got[LEN], gw[LEN];
	const uint64_t base = 0x2e07;

	for (unsigned t = 0; t < 40; t++) {
		struct history *h = history_new();
		struct history_capture c;
		struct wave *w = calloc(1, sizeof *w);
		struct memory *m = memory_new();
		bool on = t % 2;

		ck_assert(h != NULL && w != NULL && m != NULL);
		history_capture_init(&c);
		w->mem = m;
		wave_reset(w, 0, 64);
		for (unsigned i = 0; i < LEN;) {
			unsigned n = 1 + rnd() % (t < 20 ? 70 : 8);

			for (; n > 0 && i < LEN; n--, i++) {
				uint8_t b = (uint8_t)(rnd() | 1);

				if (on)
					ck_assert_int_eq(memory_write(m,
					    base + i, &b, 1), 0);
			}
			on = !on;
		}
		memory_read(m, base, before, LEN);
		memory_read_written(m, base, wb, LEN);
		history_capture_begin(&c, w);
		ck_assert_int_eq(history_capture_mem(&c, w, base, LEN), 0);
		for (unsigned i = 0; i < LEN; i++)
			after[i] = (uint8_t)rnd();
		ck_assert_int_eq(memory_write(m, base, after, LEN), 0);
		ck_assert_int_eq(history_commit(h, 1, &c, w), 0);
		history_apply(h, 1, w, true, true);
		memory_read(m, base, got, LEN);
		memory_read_written(m, base, gw, LEN);
		ck_assert(memcmp(got, before, LEN) == 0);
		ck_assert(memcmp(gw, wb, LEN) == 0);
		history_apply(h, 1, w, false, true);
		memory_read(m, base, got, LEN);
		memory_read_written(m, base, gw, LEN);
		ck_assert(memcmp(got, after, LEN) == 0);
		for (unsigned i = 0; i < LEN; i++)
			ck_assert_uint_eq(gw[i], 1);
		history_capture_free(&c);
		history_free(h);
		memory_free(m);
		free(w);
	}
}
END_TEST

START_TEST(test_history_store_into_fresh_memory_steps_back_to_unwritten)
{
	struct session *s = ts_new(ISA_GFX900, 0, true);
	struct session_result r;
	static const char *const prog[] = {
		":set v0 = 0x2000 + lane * 4",
		":set v1 = 0",
		":set v2 = lane",
		":set mem[0x1000] = 5",
		"global_store_dword v[0:1], v1, off",
		"global_store_dword v[0:1], v2, off offset:256",
		NULL,
	};

	ts_run(s, prog);
	ck_assert_uint_eq(written_bytes(s), 4 + 2 * 64 * 4);
	session_result_init(&r);
	ck_assert_int_eq(ts_feed(s, &r, ":back"), 0);
	ck_assert_uint_eq(written_bytes(s), 4 + 64 * 4);
	ck_assert_int_eq(ts_feed(s, &r, ":goto 0"), 0);
	ck_assert_uint_eq(written_bytes(s), 4);
	ck_assert_int_eq(ts_feed(s, &r, ":run"), 0);
	ck_assert_uint_eq(written_bytes(s), 4 + 2 * 64 * 4);
	session_result_free(&r);
	session_free(s);
}
END_TEST

/* Property: wherever :goto lands, the state equals the one the program
 * had there when it ran forward. Random cross-lane programs. */
START_TEST(test_history_goto_anywhere_matches_forward_run)
{
	static const char *const pool[] = {
		"v_mov_b32_dpp v1, v0 row_shr:3 bound_ctrl:0",
		"v_add_u32_dpp v2, vcc, v1, v2 row_mirror",
		"v_mov_b32_dpp v3, v2 quad_perm:[2,3,0,1] row_mask:0x5",
		"ds_swizzle_b32 v4, v3 offset:swizzle(REVERSE,8)",
		"ds_bpermute_b32 v5, v6, v4",
		"ds_permute_b32 v1, v6, v5",
		"v_readlane_b32 s7, v5, 9",
		"v_writelane_b32 v2, s7, 40",
		"v_cmpx_gt_u32 vcc, 48, v0",
		"s_mov_b64 exec, -1",
		"v_mul_lo_u32 v6, v0, 12",
		"v_xor_b32 v0, v0, v3",
		":set v3 = lane * 3",
		":set s9 = 5",
	};
	enum { N = 120 };
	struct session *s = ts_new(ISA_GFX803, 0, true);
	struct session_result r;
	struct wave *snap = malloc((N + 1) * sizeof *snap);
	unsigned steps = 0;

	session_result_init(&r);
	ck_assert_int_eq(ts_feed(s, &r, ":set v0 = lane"), 0);
	ck_assert_int_eq(ts_feed(s, &r, ":set v6 = (lane * 7 % 64) * 4"), 0);
	snap[0] = *session_wave(s);
	for (unsigned i = 0; i < N; i++) {
		const char *line = pool[rnd() % (sizeof pool / sizeof *pool)];

		ck_assert_msg(ts_feed(s, &r, line) == 0, "%s: %s", line,
		    r.diags[0].message);
		steps = session_position(s);
		snap[steps] = *session_wave(s);
	}
	for (unsigned t = 0; t < 200; t++) {
		unsigned k = rnd() % (steps + 1);
		char cmd[32];
		const struct wave *w;

		snprintf(cmd, sizeof cmd, ":goto %u", k);
		ck_assert_int_eq(ts_feed(s, &r, cmd), 0);
		w = session_wave(s);
		ck_assert_msg(memcmp(w->vgpr, snap[k].vgpr,
		    sizeof w->vgpr) == 0, "vgprs differ at step %u", k);
		ck_assert(memcmp(w->sgpr, snap[k].sgpr, sizeof w->sgpr) == 0);
		ck_assert_uint_eq(w->exec, snap[k].exec);
		ck_assert_uint_eq(w->vcc, snap[k].vcc);
		ck_assert_uint_eq(w->scc, snap[k].scc);
		ck_assert(memcmp(w->vgpr_used, snap[k].vgpr_used,
		    sizeof w->vgpr_used) == 0);
	}
	free(snap);
	session_result_free(&r);
	session_free(s);
}
END_TEST

START_TEST(test_save_then_load_gives_the_same_program)
{
	struct session *s = ts_new(ISA_GFX803, 0, true);
	struct session *t = ts_new(ISA_GFX1030, 0, true);
	struct session_result r;
	struct strbuf saved = STRBUF_INIT;
	static const char *const prog[] = {
		":set v0 = lane",
		"v_mov_b32_dpp v1, v0 row_shr:1",
		":set v2 = 3",
		"v_add_u32 v3, vcc, v1, v2",
		NULL,
	};

	ts_run(s, prog);
	session_result_init(&r);
	/* The core writes no file: :save hands the text back (session.h),
	 * and the test plays the front end. */
	ck_assert_int_eq(ts_feed(s, &r, ":save /no/such/dir/x.session"), 0);
	ck_assert_int_eq(r.request, SESSION_REQ_SAVE);
	ck_assert_str_eq(strbuf_str(&r.request_path), "/no/such/dir/x.session");
	ck_assert_uint_eq(r.request_col, 7);
	ck_assert_uint_eq(r.request_lines, 6);
	strbuf_append(&saved, r.request_text.data, r.request_text.len);
	ck_assert_int_eq(session_save_reply(s, NULL, 1, NULL, &r), 0);
	ck_assert_str_eq(strbuf_str(&r.out),
	    "saved 6 lines to /no/such/dir/x.session\n");
	ck_assert_int_eq(ts_feed(t, &r, ":load x.session"), 0);
	ck_assert_int_eq(r.request, SESSION_REQ_LOAD);
	ck_assert_str_eq(strbuf_str(&r.request_path), "x.session");
	ck_assert_uint_eq(session_step_count(t), 0);
	ck_assert_int_eq(session_load_reply(t, NULL, 1, "x.session",
	    strbuf_str(&saved), saved.len, NULL, &r), 0);
	ck_assert_uint_eq(session_target(t), ISA_GFX803);
	ck_assert_uint_eq(session_step_count(t), 2);
	ck_assert_uint_eq(session_position(t), 0);
	ck_assert_int_eq(ts_feed(t, &r, ":run"), 0);
	ck_assert(memcmp(session_wave(s)->vgpr, session_wave(t)->vgpr,
	    sizeof session_wave(s)->vgpr) == 0);
	strbuf_free(&saved);
	session_result_free(&r);
	session_free(s);
	session_free(t);
}
END_TEST

/* A file the front end could not read or write changes nothing and the
 * error points at the path. */
START_TEST(test_failed_file_replies_change_nothing)
{
	struct session *s = ts_new(ISA_GFX803, 0, true);
	struct session_result r;
	static const char *const prog[] = {
		":set v0 = lane", "v_mov_b32 v1, v0", NULL,
	};

	ts_run(s, prog);
	session_result_init(&r);
	ck_assert_int_eq(ts_feed(s, &r, ":load  fifo"), 0);
	ck_assert_int_eq(session_load_reply(s, NULL, 3, "fifo", NULL, 0,
	    "not a regular file", &r), 1);
	ck_assert(r.error);
	ck_assert_uint_eq(r.diags[0].col, 8);
	ck_assert_str_eq(r.diags[0].message,
	    ":load: cannot open fifo: not a regular file");
	ck_assert_uint_eq(session_step_count(s), 1);
	ck_assert_uint_eq(session_position(s), 1);
	ck_assert_int_eq(ts_feed(s, &r, ":save out"), 0);
	ck_assert_int_eq(session_save_reply(s, NULL, 4, "No space left",
	    &r), 1);
	ck_assert_str_eq(r.diags[0].message,
	    ":save: cannot write out: No space left");
	ck_assert_uint_eq(session_step_count(s), 1);
	ck_assert_uint_eq(session_wave(s)->vgpr[1][5], 5);
	session_result_free(&r);
	session_free(s);
}
END_TEST

/* The LDS capture reads a flat LDS's array directly; a range that
 * reaches past the array (a target whose LDS is larger than the flat
 * memory) is read through memory.h instead, where such bytes read 0 and
 * never written, and restoring puts back every byte of the array and its
 * written flag. */
START_TEST(test_history_capture_lds_ranges_past_the_flat_array)
{
	struct wave *w = calloc(1, sizeof *w);
	struct history_capture c;
	static const uint32_t addr[] = { 0, 12, 60, 72 };
	static const uint32_t len[] = { 4, 8, 8, 8 };
	uint8_t before[64], flags[64], now[64], nflags[64], ones[8];
	size_t off = 0;

	ck_assert_ptr_nonnull(w);
	wave_reset(w, ISA_GFX900, 64);
	w->lds = memory_new_flat(64);
	ck_assert_ptr_nonnull(w->lds);
	/* bytes 8..15 and 56..63 written, the rest never */
	for (unsigned i = 0; i < 8; i++) {
		uint8_t b = (uint8_t)(0xa0 + i);

		ck_assert_int_eq(memory_write(w->lds, 8 + i, &b, 1), 0);
		ck_assert_int_eq(memory_write(w->lds, 56 + i, &b, 1), 0);
	}
	memory_read(w->lds, 0, before, sizeof before);
	memory_read_written(w->lds, 0, flags, sizeof flags);
	history_capture_init(&c);
	history_capture_begin_vector(&c, w);
	ck_assert_int_eq(history_capture_lds_ranges(&c, w, addr, len, 4), 0);
	ck_assert_uint_eq(c.nmem, 4);
	ck_assert_uint_eq(c.mem_old_len, 28);
	/* what was captured: the bytes as memory_read gives them */
	for (unsigned i = 0; i < 4; i++)
		for (uint32_t j = 0; j < len[i]; j++, off++) {
			uint32_t a = addr[i] + j;

			ck_assert_uint_eq(c.mem_addr[i], addr[i]);
			ck_assert_uint_eq(c.mem_old[off], a < 64 ? before[a] : 0);
			ck_assert_uint_eq(c.mem_old_written[off],
			    a < 64 ? flags[a] : 0);
		}
	/* the step: every captured byte in the array written */
	memset(ones, 0x5a, sizeof ones);
	ck_assert_int_eq(memory_write(w->lds, 0, ones, 4), 0);
	ck_assert_int_eq(memory_write(w->lds, 12, ones, 8), 0);
	ck_assert_int_eq(memory_write(w->lds, 60, ones, 4), 0);
	history_capture_restore(&c, w);
	memory_read(w->lds, 0, now, sizeof now);
	memory_read_written(w->lds, 0, nflags, sizeof nflags);
	ck_assert_mem_eq(now, before, sizeof now);
	ck_assert_mem_eq(nflags, flags, sizeof nflags);
	history_capture_free(&c);
	memory_free(w->lds);
	free(w);
}
END_TEST

/* A strided group (history_capture_lds_strided: one record for n ranges
 * a stride apart, of 3, 4 or 8 bytes) captures, restores and commits exactly what the same
 * ranges listed one by one do, alone and with a listed range captured
 * after it: restoring, and stepping the committed delta back and forth,
 * give the LDS bytes and written flags of before and after. */
START_TEST(test_history_capture_lds_strided_is_its_ranges)
{
	enum { SIZE = 4096, N = 64, STRIDE = 36 };
	static uint8_t before[SIZE], flags[SIZE], after[SIZE], aflags[SIZE],
	    now[SIZE], nflags[SIZE];
	uint32_t addr[N + 1], len[N + 1];

	/* elements of 4 and 8 bytes (the copies at constant size) and 3 */
	for (unsigned v = 0; v < 6; v++) {
		unsigned extra = v & 1, elen = v < 2 ? 4 : v < 4 ? 8 : 3;
		struct wave *w = calloc(1, sizeof *w);
		struct history *h = history_new();
		struct history_capture c, l;

		ck_assert_ptr_nonnull(w);
		ck_assert_ptr_nonnull(h);
		wave_reset(w, ISA_GFX900, 64);
		w->lds = memory_new_flat(SIZE);
		ck_assert_ptr_nonnull(w->lds);
		/* every third dword written before, the rest never */
		for (uint32_t a = 0; a < SIZE; a += 12) {
			uint8_t b[4] = { (uint8_t)a, (uint8_t)(a >> 8), 7, 9 };

			ck_assert_int_eq(memory_write(w->lds, a, b, 4), 0);
		}
		memory_read(w->lds, 0, before, SIZE);
		memory_read_written(w->lds, 0, flags, SIZE);
		for (unsigned i = 0; i < N; i++) {
			addr[i] = 100 + i * STRIDE;
			len[i] = elen;
		}
		addr[N] = 3000;
		len[N] = 8;
		history_capture_init(&c);
		history_capture_init(&l);
		history_capture_begin_vector(&c, w);
		history_capture_begin_vector(&l, w);
		ck_assert_int_eq(history_capture_lds_strided(&c, w, 100, elen,
		    STRIDE, N), 0);
		if (extra)
			ck_assert_int_eq(history_capture_lds_ranges(&c, w,
			    &addr[N], &len[N], 1), 0);
		ck_assert_int_eq(history_capture_lds_ranges(&l, w, addr, len,
		    N + extra), 0);
		ck_assert_uint_eq(c.mem_old_len, l.mem_old_len);
		ck_assert_mem_eq(c.mem_old, l.mem_old, l.mem_old_len);
		ck_assert_mem_eq(c.mem_old_written, l.mem_old_written,
		    l.mem_old_len);
		/* the step writes every captured byte */
		for (unsigned i = 0; i < N + extra; i++)
			for (uint32_t j = 0; j < len[i]; j++) {
				uint8_t b = (uint8_t)(0x40 + i + j);

				ck_assert_int_eq(memory_write(w->lds,
				    addr[i] + j, &b, 1), 0);
			}
		memory_read(w->lds, 0, after, SIZE);
		memory_read_written(w->lds, 0, aflags, SIZE);
		ck_assert_int_eq(history_commit(h, 1, &c, w), 0);
		history_apply(h, 1, w, true, true);
		memory_read(w->lds, 0, now, SIZE);
		memory_read_written(w->lds, 0, nflags, SIZE);
		ck_assert_mem_eq(now, before, SIZE);
		ck_assert_mem_eq(nflags, flags, SIZE);
		history_apply(h, 1, w, false, true);
		memory_read(w->lds, 0, now, SIZE);
		memory_read_written(w->lds, 0, nflags, SIZE);
		ck_assert_mem_eq(now, after, SIZE);
		ck_assert_mem_eq(nflags, aflags, SIZE);
		history_capture_restore(&c, w);
		memory_read(w->lds, 0, now, SIZE);
		memory_read_written(w->lds, 0, nflags, SIZE);
		ck_assert_mem_eq(now, before, SIZE);
		ck_assert_mem_eq(nflags, flags, SIZE);
		history_capture_free(&c);
		history_capture_free(&l);
		history_free(h);
		memory_free(w->lds);
		free(w);
	}
}
END_TEST

/* A made-up instruction for the re-run tests: step k adds to one lane of
 * one of v0..v7, flips an SGPR and now and then SCC, and every seventh
 * step stores four bytes. */
static void
toy_step(unsigned k, struct wave *w)
{
	uint32_t v = k;

	w->vgpr[k % 8][k % 64] += k * 2654435761u;
	w->vgpr_used[0] |= (uint64_t)1 << (k % 8);
	w->sgpr[k % 16] ^= k;
	if (k % 5 == 0)
		w->scc = !w->scc;
	if (k % 7 == 0)
		(void)memory_write(w->mem, (k % 32) * 4, &v, 4);
}

/* What a :set after step k writes (every eleventh step). */
static void
toy_set(unsigned k, struct wave *w)
{
	w->vgpr[9][k % 64] = k;
	w->vgpr_used[0] |= 1u << 9;
}

static int
toy_rerun(void *ctx, unsigned k, struct wave *w, struct history_capture *c)
{
	(void)ctx;
	history_capture_begin(c, w);
	history_capture_vgpr(c, w, k % 8);
	if (k % 7 == 0 && history_capture_mem(c, w, (k % 32) * 4, 4) < 0)
		return -1;
	toy_step(k, w);
	return 0;
}

static uint64_t
toy_hash(const struct wave *w)
{
	uint64_t h = 0xcbf29ce484222325ull;
	uint32_t m[32];

	memory_read(w->mem, 0, m, sizeof m);
	for (unsigned r = 0; r < 10; r++)
		for (unsigned l = 0; l < 64; l++)
			h = (h ^ w->vgpr[r][l]) * 0x100000001b3ull;
	for (unsigned r = 0; r < 16; r++)
		h = (h ^ w->sgpr[r]) * 0x100000001b3ull;
	for (unsigned i = 0; i < 32; i++)
		h = (h ^ m[i]) * 0x100000001b3ull;
	h = (h ^ w->scc ^ w->vgpr_used[0] << 1) * 0x100000001b3ull;
	return h;
}

START_TEST(test_history_rerun_from_thinned_snapshots_matches_forward_run)
{
	enum { N = 6000 };
	struct history *h = history_new();
	struct history_capture c;
	struct wave *w = calloc(1, sizeof *w), *ref = calloc(1, sizeof *ref);
	uint64_t *want = malloc(sizeof *want * (N + 1));
	unsigned pos = N;

	ck_assert(h != NULL && w != NULL && ref != NULL && want != NULL);
	history_set_rerun(h, toy_rerun, NULL);
	/* about three snapshots' worth: the segments must merge */
	history_set_budget(h, 3 * sizeof(struct wave) / 16);
	history_capture_init(&c);
	wave_reset(w, ISA_GFX900, 64);
	wave_reset(ref, ISA_GFX900, 64);
	w->mem = memory_new();
	ref->mem = memory_new();
	/* the independent path: the state after every step */
	want[0] = toy_hash(ref);
	for (unsigned k = 1; k <= N; k++) {
		toy_step(k, ref);
		if (k % 11 == 0)
			toy_set(k, ref);
		want[k] = toy_hash(ref);
	}
	for (unsigned k = 1; k <= N; k++) {
		history_capture_begin(&c, w);
		history_capture_vgpr(&c, w, k % 8);
		if (k % 7 == 0)
			ck_assert_int_eq(history_capture_mem(&c, w,
			    (k % 32) * 4, 4), 0);
		toy_step(k, w);
		ck_assert_int_eq(history_commit(h, k, &c, w), 0);
		if (k % 11 == 0) {
			history_capture_begin(&c, w);
			history_capture_vgpr(&c, w, 9);
			toy_set(k, w);
			ck_assert_int_eq(history_commit(h, k, &c, w), 0);
		}
	}
	ck_assert_uint_eq(history_step_count(h), N);
	ck_assert_uint_eq(toy_hash(w), want[N]);
	/* 12 segments of 512 would hold 12 snapshots of 1 KB and more;
	 * the budget allows about 3 (of at least a segment's 2 KB) */
	for (unsigned t = 0; t < 200; t++) {
		unsigned k = rnd() % (N + 1);

		history_seek(h, w, pos, k);
		pos = k;
		ck_assert_msg(toy_hash(w) == want[k], "seek to %u", k);
		/* a few steps back and forth one at a time */
		for (unsigned b = 0; b < 3 && pos > 0; b++) {
			history_apply(h, pos, w, true, true);
			pos--;
			ck_assert_msg(toy_hash(w) == want[pos], "back to %u",
			    pos);
		}
		if (pos < N) {
			history_apply(h, pos + 1, w, false, true);
			pos++;
			ck_assert_msg(toy_hash(w) == want[pos], "on to %u",
			    pos);
		}
	}
	/* cut, then go on from there: the steps after are made anew */
	history_seek(h, w, pos, 3000);
	history_truncate_steps(h, 3000);
	ck_assert_uint_eq(history_step_count(h), 3000);
	history_seek(h, w, 3000, 10);
	ck_assert_uint_eq(toy_hash(w), want[10]);
	history_seek(h, w, 10, 3000);
	ck_assert_uint_eq(toy_hash(w), want[3000]);
	/* a cut while the wave is far from it (its segment not resident):
	 * memory is then taken back and forth over the steps left */
	history_seek(h, w, 3000, 5);
	history_truncate_steps(h, 2900);
	ck_assert_uint_eq(history_step_count(h), 2900);
	for (unsigned t = 0; t < 40; t++) {
		unsigned k = t % 4 == 0 ? 2900 : rnd() % 2901;

		history_seek(h, w, t == 0 ? 5 : pos, k);
		pos = k;
		ck_assert_msg(toy_hash(w) == want[k], "after the cut, %u", k);
	}
	history_capture_free(&c);
	history_free(h);
	memory_free(w->mem);
	memory_free(ref->mem);
	free(w);
	free(ref);
	free(want);
}
END_TEST

/* A second made-up instruction: step k stores four bytes to slot
 * k % 97 of a 1 KB area of its own segment (512 steps), and adds to a
 * lane, so a segment cut part way has slots only its cut steps wrote. */
static void
slot_step(unsigned k, struct wave *w)
{
	uint32_t v = k * 0x9e3779b9u;

	w->vgpr[1][k % 64] += k;
	(void)memory_write(w->mem, (k / 512) * 1024 + (k % 97) * 4, &v, 4);
}

static int
slot_rerun(void *ctx, unsigned k, struct wave *w, struct history_capture *c)
{
	(void)ctx;
	history_capture_begin(c, w);
	history_capture_vgpr(c, w, 1);
	if (history_capture_mem(c, w, (k / 512) * 1024 + (k % 97) * 4, 4) < 0)
		return -1;
	slot_step(k, w);
	return 0;
}

static void
hash_bytes(uint64_t addr, const uint8_t *bytes, size_t len, void *ctx)
{
	uint64_t *h = ctx;

	*h = (*h ^ addr) * 0x100000001b3ull;
	for (size_t i = 0; i < len; i++)
		*h = (*h ^ bytes[i]) * 0x100000001b3ull;
}

/* VGPR 1 and every written byte of memory. */
static uint64_t
slot_hash(const struct wave *w)
{
	uint64_t h = 0xcbf29ce484222325ull;

	for (unsigned l = 0; l < 64; l++)
		h = (h ^ w->vgpr[1][l]) * 0x100000001b3ull;
	memory_each_range(w->mem, hash_bytes, &h);
	return h;
}

START_TEST(test_history_cut_in_an_evicted_segment_keeps_memory_exact)
{
	enum { N = 512 * 9, CUT = 1100 };
	struct history *h = history_new();
	struct history_capture c;
	struct wave *w = calloc(1, sizeof *w), *ref = calloc(1, sizeof *ref);
	uint64_t *want = malloc(sizeof *want * (N + 1));
	unsigned pos;

	ck_assert(h != NULL && w != NULL && ref != NULL && want != NULL);
	history_set_rerun(h, slot_rerun, NULL);
	history_capture_init(&c);
	wave_reset(w, ISA_GFX900, 64);
	wave_reset(ref, ISA_GFX900, 64);
	w->mem = memory_new();
	ref->mem = memory_new();
	want[0] = slot_hash(ref);
	for (unsigned k = 1; k <= N; k++) {
		slot_step(k, ref);
		want[k] = slot_hash(ref);
		ck_assert_int_eq(slot_rerun(NULL, k, w, &c), 0);
		ck_assert_int_eq(history_commit(h, k, &c, w), 0);
	}
	/* the wave far away, the cut segment (1024..1535) evicted: the
	 * later segments used since */
	pos = N;
	for (unsigned k = 4000; k >= 1700; k -= 575) {
		history_seek(h, w, pos, k);
		pos = k;
		ck_assert_uint_eq(slot_hash(w), want[k]);
	}
	/* below the cut, in another segment */
	history_seek(h, w, pos, 300);
	ck_assert_uint_eq(slot_hash(w), want[300]);
	history_truncate_steps(h, CUT);
	history_seek(h, w, 300, 0);
	ck_assert_msg(slot_hash(w) == want[0], "back to 0 after the cut");
	history_seek(h, w, 0, CUT);
	ck_assert_msg(slot_hash(w) == want[CUT], "on to the cut");
	pos = CUT;
	for (unsigned t = 0; t < 60; t++) {
		unsigned k = t % 3 == 0 ? CUT : rnd() % (CUT + 1);

		history_seek(h, w, pos, k);
		pos = k;
		ck_assert_msg(slot_hash(w) == want[k], "after the cut, %u", k);
	}
	history_capture_free(&c);
	history_free(h);
	memory_free(w->mem);
	memory_free(ref->mem);
	free(w);
	free(ref);
	free(want);
}
END_TEST

Suite *
history_suite(void)
{
	Suite *s = suite_create("history");
	TCase *tc;

	tc = tcase_create("history");
	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, test_history_deltas_restore_random_states_both_ways);
	tcase_add_test(tc, test_history_lines_track_instruction_indexes);
	tcase_add_test(tc,
	    test_history_store_into_fresh_memory_steps_back_to_unwritten);
	tcase_add_test(tc, test_history_of_100k_full_width_steps_fits_in_64_mb);
	tcase_add_test(tc, test_history_store_steps_back_and_forth);
	tcase_add_test(tc, test_history_goto_anywhere_matches_forward_run);
	tcase_add_test(tc, test_save_then_load_gives_the_same_program);
	tcase_add_test(tc, test_failed_file_replies_change_nothing);
	tcase_add_test(tc, test_history_capture_lds_ranges_past_the_flat_array);
	tcase_add_test(tc, test_history_capture_lds_strided_is_its_ranges);
	tcase_add_test(tc,
	    test_history_store_over_mixed_written_bytes_steps_back_exactly);
	tcase_add_test(tc,
	    test_history_rerun_from_thinned_snapshots_matches_forward_run);
	tcase_add_test(tc,
	    test_history_cut_in_an_evicted_segment_keeps_memory_exact);
	suite_add_tcase(s, tc);
	return s;
}
