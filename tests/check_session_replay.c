/* SPDX-License-Identifier: MIT */
/* Tests of the history's checkpoints and re-execution through the session
 * (issue 16): the state at every step reached by :goto, :back and going
 * forward over a long history equals the state a plain forward run reached
 * there, and a long loop's history stays within a byte budget. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <check.h>

#include "check_session.h"
#include "memory.h"
#include "wave.h"

/* FNV-1a over bytes. */
static uint64_t
fnv(uint64_t h, const void *p, size_t n)
{
	const uint8_t *b = p;

	for (size_t i = 0; i < n; i++) {
		h ^= b[i];
		h *= 0x100000001b3ull;
	}
	return h;
}

static void
hash_range(uint64_t addr, const uint8_t *bytes, size_t len, void *ctx)
{
	uint64_t *h = ctx;

	*h = fnv(*h, &addr, sizeof addr);
	*h = fnv(*h, bytes, len);
}

/* Everything a step may change: registers, masks, the used-register
 * marks, and the written bytes of memory and the LDS (the PC, an input
 * set before s_getpc runs, is not state). */
static uint64_t
state_hash(const struct session *s)
{
	const struct wave *w = session_wave(s);
	uint64_t h = 0xcbf29ce484222325ull;
	uint8_t scc = w->scc;

	h = fnv(h, &scc, 1);
	h = fnv(h, &w->exec, sizeof w->exec);
	h = fnv(h, &w->vcc, sizeof w->vcc);
	h = fnv(h, &w->m0, sizeof w->m0);
	h = fnv(h, w->sgpr, sizeof w->sgpr);
	h = fnv(h, w->vgpr, sizeof w->vgpr);
	h = fnv(h, w->vgpr_used, sizeof w->vgpr_used);
	h = fnv(h, w->sgpr_used, sizeof w->sgpr_used);
	if (w->mem != NULL)
		memory_each_range(w->mem, hash_range, &h);
	h = fnv(h, "lds", 3);
	if (w->lds != NULL)
		memory_each_range(w->lds, hash_range, &h);
	return h;
}

static unsigned long long rng;

static unsigned
rnd(unsigned n)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return (unsigned)((rng >> 11) % n);
}

/* Lines of a loop body for gfx900: VALU, cross-lane (DPP, swizzle,
 * readlane/writelane), SALU, EXEC changes, LDS and global stores, loads
 * and atomics (with return: a re-run must not see its own result), a
 * read of the PC, and a :set line run on every pass. %u are registers
 * v1..v6 (or s4..s7). */
static const char *const body[] = {
	"v_add_u32 v%u, v%u, v%u",
	"v_xor_b32 v%u, v%u, v%u",
	"v_lshlrev_b32 v%u, 1, v%u",
	"v_mov_b32_dpp v%u, v%u quad_perm:[1,0,3,2]",
	"v_mov_b32_dpp v%u, v%u row_shr:1 row_mask:0xf bank_mask:0xf",
	"ds_swizzle_b32 v%u, v%u offset:swizzle(SWAP,1)",
	"v_readlane_b32 s%u, v%u, 3",
	"v_writelane_b32 v%u, s5, 7",
	"s_xor_b32 s%u, s%u, s0",
	"v_cmp_gt_u32 vcc, v%u, v%u",
	"v_cndmask_b32 v%u, v%u, v%u, vcc",
	"ds_write_b32 v10, v%u",
	"ds_add_u32 v10, v%u",
	"ds_add_rtn_u32 v%u, v10, v%u",
	"ds_read_b32 v%u, v10",
	"global_store_dword v[12:13], v%u, off",
	"global_load_dword v%u, v[12:13], off",
	"global_atomic_add v%u, v[12:13], v%u, off glc",
	"s_getpc_b64 s[20:21]",
	"v_cmp_lt_u32 vcc, v%u, v%u\ns_and_saveexec_b64 s[8:9], vcc",
	":set v%u = lane * 5 + 1",
	":set mem[0x300..0x308] = i + 3",
};

/* Writes a random loop program of passes passes into buf. */
static void
random_program(char *buf, size_t cap, unsigned passes)
{
	size_t n = 0;
	unsigned len = 4 + rnd(8);

	n += (size_t)snprintf(buf + n, cap - n,
	    ":set s0 = 0\n:set v1 = lane\n:set v2 = lane * 3 + 1\n"
	    ":set v3 = lane ^ 0x55\n:set v4 = lane * lane + 9\n"
	    ":set v5 = 0x10000 - lane\n:set v6 = lane * 0x01010101\n"
	    ":set v10 = lane * 4\n:set v12 = lane * 4 + 0x100\n"
	    ":set v13 = 0\n:set s4 = 3\n:set s5 = 7\n:set s6 = 11\n"
	    ":set s7 = 0x8000\nL0:\n");
	for (unsigned i = 0; i < len; i++) {
		const char *t = body[rnd(sizeof body / sizeof body[0])];
		unsigned a = 1 + rnd(6), b = 1 + rnd(6), c = 1 + rnd(6);

		if (strncmp(t, "v_readlane", 10) == 0 ||
		    strncmp(t, "s_xor", 5) == 0)
			a = 4 + rnd(4), b = t[0] == 's' ? a : b;
		unsigned reg[3] = { a, b, c }, j = 0;

		/* each %u takes the next register */
		for (; *t != '\0' && n + 16 < cap; t++) {
			if (t[0] == '%' && t[1] == 'u') {
				n += (size_t)snprintf(buf + n, cap - n, "%u",
				    reg[j++ % 3]);
				t++;
			} else {
				buf[n++] = *t;
			}
		}
		buf[n++] = '\n';
	}
	snprintf(buf + n, cap - n,
	    "s_mov_b64 exec, -1\ns_add_u32 s0, s0, 1\n"
	    "s_cmp_lt_u32 s0, %u\ns_cbranch_scc1 L0\ns_endpgm\n", passes);
}

static struct session *
load(const char *prog)
{
	struct session *s = ts_new(ISA_GFX900, 64, true);
	struct session_result r;

	ck_assert_ptr_nonnull(s);
	session_result_init(&r);
	ck_assert_int_eq(session_load_text(s, "loop.s", prog, strlen(prog),
	    &r), 0);
	session_result_free(&r);
	return s;
}

/* Goes to step k and checks the state against want[k]. */
static void
go_check(struct session *s, unsigned k, const uint64_t *want)
{
	struct session_result r;

	session_result_init(&r);
	ck_assert_int_eq(session_goto(s, k, &r), 0);
	session_result_free(&r);
	ck_assert_uint_eq(session_position(s), k);
	if (state_hash(s) != want[k])
		ck_abort_msg("step %u: the state differs from the forward "
		    "run's", k);
}

START_TEST(test_goto_and_back_over_a_long_history_match_a_forward_run)
{
	static char prog[8192];
	struct session_result r;

	rng = 0x9E3779B97F4A7C15ull + (unsigned long long)_i * 7919;
	/* several segments of 512 steps, more than stay resident */
	random_program(prog, sizeof prog, 150 + rnd(100));
	session_result_init(&r);

	/* the independent path: one step forward at a time from step 0 */
	struct session *f = load(prog);
	unsigned n = 0;
	uint64_t *want = malloc(sizeof *want * 20000);

	ck_assert_ptr_nonnull(want);
	want[0] = state_hash(f);
	while (n + 1 < 20000 && session_goto(f, n + 1, &r) == 0)
		want[++n] = state_hash(f);
	ck_assert_uint_gt(n, 3 * 512);
	session_free(f);

	/* the same program run to the end at once, then moved about */
	struct session *s = load(prog);

	(void)session_goto(s, 0xffffffffu, &r);
	ck_assert_uint_eq(session_step_count(s), n);
	go_check(s, n, want);
	for (unsigned t = 0; t < 60; t++) {
		unsigned k = rnd(n + 1);

		go_check(s, k, want);
		/* :back and :forward a few steps, across a segment's edge
		 * now and then */
		for (unsigned b = 0; b < 3 && k > 0; b++)
			go_check(s, --k, want);
		if (k + 1 <= n)
			go_check(s, k + 1, want);
		/* the picture of the step re-runs it and changes nothing */
		if (session_position(s) > 0) {
			struct step rec;

			ck_assert(session_current_step(s, &rec, NULL));
			if (state_hash(s) != want[session_position(s)])
				ck_abort_msg("the picture of step %u changed "
				    "the state", session_position(s));
		}
	}
	/* back all the way, one step at a time, from the end */
	go_check(s, n, want);
	for (unsigned k = n; k-- > 0;)
		go_check(s, k, want);
	/* and forward again over what is kept */
	for (unsigned k = 1; k <= n; k += 1 + rnd(700))
		go_check(s, k, want);
	session_free(s);
	free(want);
	session_result_free(&r);
}
END_TEST

/* The loop of bench/loop.c, passes times four steps. */
static void
bench_loop(char *buf, size_t cap, unsigned passes)
{
	snprintf(buf, cap, ":set s0 = 0\n:set v1 = 0\nL0:\n"
	    "v_add_u32 v1, v1, 1\ns_add_u32 s0, s0, 1\n"
	    "s_cmp_lt_u32 s0, %u\ns_cbranch_scc1 L0\ns_endpgm\n", passes);
}

START_TEST(test_history_of_a_million_step_loop_fits_in_16_mb)
{
	char prog[512];
	struct session_result r;
	struct session *s;
	size_t bytes;

	bench_loop(prog, sizeof prog, 250000);
	s = load(prog);
	session_result_init(&r);
	(void)session_goto(s, 0xffffffffu, &r);
	ck_assert_uint_eq(session_step_count(s), 1000001);
	bytes = session_history_bytes(s);
	printf("history of a 1,000,001-step loop: %zu bytes (%.1f MB, %.1f "
	    "bytes/step)\n", bytes, (double)bytes / 1048576.0,
	    (double)bytes / 1000001.0);
	/* every step's delta kept took about 121 bytes a step: 115 MB */
	ck_assert_uint_lt(bytes, (size_t)16 << 20);
	/* and every step is still there: v1 counts the passes */
	ck_assert_int_eq(session_goto(s, 4 * 1234 + 1, &r), 0);
	ck_assert_uint_eq(session_wave(s)->vgpr[1][63], 1235);
	ck_assert_uint_eq(session_wave(s)->sgpr[0], 1234);
	ck_assert_int_eq(session_goto(s, 4 * 1234, &r), 0);
	ck_assert_uint_eq(session_wave(s)->vgpr[1][0], 1234);
	ck_assert_uint_eq(session_wave(s)->sgpr[0], 1234);
	session_result_free(&r);
	session_free(s);
}
END_TEST

START_TEST(test_editing_a_step_of_a_long_loop_keeps_the_steps_before_it)
{
	char prog[512];
	struct session_result r;
	struct session *s, *f;
	uint64_t want[40];

	/* steps before the edit ran the edited line (a loop): they stay
	 * as they ran, and going back to them re-runs nothing with the new
	 * text */
	bench_loop(prog, sizeof prog, 1000);
	session_result_init(&r);
	f = load(prog);
	for (unsigned k = 0; k < 40; k++) {
		ck_assert_int_eq(session_goto(f, k, &r), 0);
		want[k] = state_hash(f);
	}
	session_free(f);
	s = load(prog);
	(void)session_goto(s, 0xffffffffu, &r);
	/* step 3001 runs v_add_u32 (instruction 1) on pass 751 */
	ck_assert_int_eq(session_edit_step(s, 3001, "v_add_u32 v1, v1, 2",
	    strlen("v_add_u32 v1, v1, 2"), &r), 0);
	ck_assert_int_eq(session_goto(s, 3001, &r), 0);
	ck_assert_uint_eq(session_wave(s)->vgpr[1][5], 752);
	for (unsigned k = 39; k > 0; k -= 3)
		go_check(s, k, want);
	ck_assert_int_eq(session_goto(s, 3000, &r), 0);
	ck_assert_uint_eq(session_wave(s)->vgpr[1][5], 750);
	ck_assert_int_eq(session_goto(s, 3005, &r), 0);
	ck_assert_uint_eq(session_wave(s)->vgpr[1][5], 754);
	session_result_free(&r);
	session_free(s);
}
END_TEST

START_TEST(test_what_if_typed_in_a_long_loop_keeps_the_steps_before_it)
{
	char prog[512];
	struct session_result r;
	struct session *s, *f;
	uint64_t want[40];

	/* an instruction typed at step 3000 goes in before instruction 1
	 * (the loop's first): the steps before it ran instructions that are
	 * now numbered one more, and stay as they ran */
	bench_loop(prog, sizeof prog, 1000);
	session_result_init(&r);
	f = load(prog);
	for (unsigned k = 0; k < 40; k++) {
		ck_assert_int_eq(session_goto(f, k, &r), 0);
		want[k] = state_hash(f);
	}
	session_free(f);
	s = load(prog);
	(void)session_goto(s, 0xffffffffu, &r);
	ck_assert_int_eq(session_goto(s, 3000, &r), 0);
	ck_assert_int_eq(ts_feed(s, &r, "v_add_u32 v1, 5, v1"), 0);
	ck_assert_uint_eq(session_position(s), 3001);
	ck_assert_uint_eq(session_wave(s)->vgpr[1][5], 755);
	for (unsigned k = 39; k > 0; k -= 3)
		go_check(s, k, want);
	ck_assert_int_eq(session_goto(s, 3000, &r), 0);
	ck_assert_uint_eq(session_wave(s)->vgpr[1][5], 750);
	ck_assert_int_eq(session_goto(s, 3001, &r), 0);
	ck_assert_uint_eq(session_wave(s)->vgpr[1][5], 755);
	session_result_free(&r);
	session_free(s);
}
END_TEST

START_TEST(test_lane_walk_over_a_long_loop_with_atomics_keeps_the_state)
{
	/* :lane re-runs every step on a copy of the wave that shares its
	 * memory, then brings the wave on with the step's delta: a step the
	 * history re-runs must not read the copy's result (an atomic with
	 * return would count twice) */
	static const char prog[] =
	    ":set s0 = 0\n:set v2 = lane + 1\n:set v10 = lane * 4\n"
	    ":set v12 = lane * 4\n:set v13 = 0\nL0:\n"
	    "ds_add_rtn_u32 v3, v10, v2\n"
	    "global_atomic_add v4, v[12:13], v3, off glc\n"
	    "v_add_u32 v2, v2, v4\n"
	    "s_add_u32 s0, s0, 1\ns_cmp_lt_u32 s0, 600\n"
	    "s_cbranch_scc1 L0\ns_endpgm\n";
	struct session_result r;
	struct session *f, *s;
	uint64_t want;
	unsigned n;

	session_result_init(&r);
	f = load(prog);
	for (n = 0; session_goto(f, n + 1, &r) == 0; n++)
		;
	want = state_hash(f);
	session_free(f);
	s = load(prog);
	(void)session_goto(s, 0xffffffffu, &r);
	ck_assert_uint_eq(session_step_count(s), n);
	ck_assert_uint_gt(n, 6 * 512);
	ck_assert_int_eq(session_goto(s, n, &r), 0);
	/* from the start, where the early segments are no longer kept */
	ck_assert_int_eq(ts_feed(s, &r, ":lane 5 v2"), 0);
	ck_assert_uint_eq(session_position(s), n);
	if (state_hash(s) != want)
		ck_abort_msg(":lane changed the state of step %u", n);
	session_result_free(&r);
	session_free(s);
}
END_TEST

/* Loops that store to memory and the LDS on every pass (issue 16's
 * memory goal): kind 0 to the same addresses, with a store that overlaps
 * the one before it, an LDS store and atomics; kind 1 to an address that
 * moves each pass (memory grows; the LDS one wraps and so overlaps its
 * old passes) with a :set of memory inside the loop. */
static void
store_loop(char *buf, size_t cap, unsigned kind, unsigned passes)
{
	if (kind == 0)
		snprintf(buf, cap, ":set s0 = 0\n:set v1 = lane\n"
		    ":set v10 = lane * 4\n:set v12 = lane * 4 + 0x100\n"
		    ":set v13 = 0\n:set v14 = lane * 4 + 0x102\n:set v15 = 0\n"
		    "L0:\nv_add_u32 v1, v1, 3\n"
		    "global_store_dword v[12:13], v1, off\n"
		    "global_store_short v[14:15], v1, off\n"
		    "ds_write_b32 v10, v1\nds_add_u32 v10, v1\n"
		    "global_atomic_add v2, v[12:13], v1, off glc\n"
		    "s_add_u32 s0, s0, 1\ns_cmp_lt_u32 s0, %u\n"
		    "s_cbranch_scc1 L0\ns_endpgm\n", passes);
	else
		snprintf(buf, cap, ":set s0 = 0\n:set v1 = lane\n"
		    ":set v10 = lane * 4\n:set v12 = lane * 4 + 0x1000\n"
		    ":set v13 = 0\n"
		    "L0:\nv_add_u32 v1, v1, 3\n"
		    "global_store_dword v[12:13], v1, off\n"
		    "v_add_u32 v12, 0x100, v12\n"
		    ":set mem[0x10..0x18] = i + 3\n"
		    "ds_write_b32 v10, v1\nv_add_u32 v10, 0x100, v10\n"
		    "v_and_b32 v10, 0x7fff, v10\n"
		    "s_add_u32 s0, s0, 1\ns_cmp_lt_u32 s0, %u\n"
		    "s_cbranch_scc1 L0\ns_endpgm\n", passes);
}

/* The state at step k of a fresh session of prog run there (the
 * independent reference: forward from step 0, nothing re-run). When line
 * is not NULL, it is typed at step at first, as in the test: after the
 * program ran to its end (so the line goes in before step at+1's
 * instruction, not after the program) and one :goto back to at. */
static uint64_t
fresh_hash(const char *prog, unsigned k, unsigned at, const char *line)
{
	struct session *f = load(prog);
	struct session_result r;
	uint64_t h;

	session_result_init(&r);
	if (line != NULL) {
		(void)session_goto(f, 0xffffffffu, &r);
		ck_assert_int_eq(session_goto(f, at, &r), 0);
		ck_assert_int_eq(ts_feed(f, &r, line), 0);
	}
	ck_assert_int_eq(session_goto(f, k, &r), 0);
	h = state_hash(f);
	session_result_free(&r);
	session_free(f);
	return h;
}

/* The number of steps of a fresh run of prog with line typed at step at
 * (as fresh_hash does). */
static unsigned
fresh_count(const char *prog, unsigned at, const char *line)
{
	struct session *f = load(prog);
	struct session_result r;
	unsigned n;

	session_result_init(&r);
	(void)session_goto(f, 0xffffffffu, &r);
	ck_assert_int_eq(session_goto(f, at, &r), 0);
	ck_assert_int_eq(ts_feed(f, &r, line), 0);
	(void)session_goto(f, 0xffffffffu, &r);
	n = session_step_count(f);
	session_result_free(&r);
	session_free(f);
	return n;
}

/* Goes to step k of s and compares the whole state with a fresh run's. */
static void
go_fresh(struct session *s, const char *prog, unsigned k, unsigned at,
    const char *line)
{
	struct session_result r;

	session_result_init(&r);
	ck_assert_int_eq(session_goto(s, k, &r), 0);
	session_result_free(&r);
	ck_assert_uint_eq(session_position(s), k);
	if (state_hash(s) != fresh_hash(prog, k, at, line))
		ck_abort_msg("step %u: the state differs from a fresh run's",
		    k);
}

START_TEST(test_store_loops_goto_anywhere_matches_a_fresh_run)
{
	static char prog[2048];
	static const char typed[] = "v_add_u32 v1, v1, 7";
	struct session_result r;
	struct session *s;
	unsigned n, k, p;

	rng = 0x51ED270B2D4A3C1Full + (unsigned long long)_i * 104729;
	store_loop(prog, sizeof prog, (unsigned)_i, 360);
	session_result_init(&r);
	s = load(prog);
	(void)session_goto(s, 0xffffffffu, &r);
	n = session_step_count(s);
	/* at least five segments of 512 steps: more than stay resident */
	ck_assert_uint_gt(n, 5 * 512);
	go_fresh(s, prog, n, 0, NULL);
	/* the first segments' edges, then anywhere, each with :back and
	 * :step forward around it */
	static const unsigned edge[] = { 0, 1, 511, 512, 513, 1024, 1537 };

	for (unsigned i = 0; i < sizeof edge / sizeof edge[0]; i++)
		go_fresh(s, prog, edge[i], 0, NULL);
	for (unsigned t = 0; t < 14; t++) {
		k = rnd(n + 1);
		go_fresh(s, prog, k, 0, NULL);
		for (unsigned b = 0; b < 2 && k > 0; b++)
			go_fresh(s, prog, --k, 0, NULL);
		if (k + 1 <= n)
			go_fresh(s, prog, k + 1, 0, NULL);
	}
	go_fresh(s, prog, n - 1, 0, NULL);
	/* a line typed in an early segment (no longer resident): the steps
	 * after it go, those before it stay */
	go_fresh(s, prog, n, 0, NULL);
	p = 700 + rnd(300);
	ck_assert_int_eq(session_goto(s, p, &r), 0);
	ck_assert_int_eq(ts_feed(s, &r, typed), 0);
	ck_assert_uint_eq(session_position(s), p + 1);
	for (k = 0; k < 6; k++)
		go_fresh(s, prog, rnd(p + 1), 0, NULL);
	go_fresh(s, prog, p + 1, p, typed);
	go_fresh(s, prog, p + 1800, p, typed);
	for (k = 0; k < 6; k++)
		go_fresh(s, prog, rnd(p + 1800), p, typed);
	go_fresh(s, prog, p + 1 + rnd(1799), p, typed);
	/* :undo takes the line back: the program's own steps again */
	ck_assert_int_eq(ts_feed(s, &r, ":undo"), 0);
	go_fresh(s, prog, p, 0, NULL);
	go_fresh(s, prog, n, 0, NULL);
	go_fresh(s, prog, rnd(n), 0, NULL);
	session_result_free(&r);
	session_free(s);
}
END_TEST

/* A line typed inside a loop, taken back with :undo and put back with
 * :redo: the state at every step is that of a run where the line was
 * typed once (no undo, no redo). */
START_TEST(test_redo_of_a_line_typed_in_a_loop_matches_a_fresh_run)
{
	static char prog[2048];
	/* an instruction, then a :set line (its value joins the record of
	 * the step it is typed at) */
	const char *typed = _i < 3 ? "v_add_u32 v1, v1, 7" :
	    ":set v1 = lane * 9 + 2";
	struct session_result r;
	struct session *s;
	unsigned p;

	rng = 0x7EDD0C0FFEEull + (unsigned long long)_i * 7919;
	if (_i % 3 == 0)
		bench_loop(prog, sizeof prog, 300);
	else
		store_loop(prog, sizeof prog, (unsigned)_i % 3 - 1, 200);
	session_result_init(&r);
	s = load(prog);
	(void)session_goto(s, 0xffffffffu, &r);
	p = 30 + rnd(600);
	ck_assert_int_eq(session_goto(s, p, &r), 0);
	ck_assert_int_eq(ts_feed(s, &r, typed), 0);
	ck_assert_int_eq(ts_feed(s, &r, ":undo"), 0);
	/* taken back: the program's own steps */
	go_fresh(s, prog, p + 3, 0, NULL);
	go_fresh(s, prog, p, 0, NULL);
	ck_assert_int_eq(ts_feed(s, &r, ":redo"), 0);
	/* back where the line left it: a step on, or (a :set) at p */
	ck_assert_uint_eq(session_position(s), _i < 3 ? p + 1 : p);
	go_fresh(s, prog, p + 1, p, typed);
	go_fresh(s, prog, p, p, typed);
	go_fresh(s, prog, p + 2, p, typed);
	(void)session_goto(s, 0xffffffffu, &r);
	ck_assert_uint_eq(session_step_count(s), fresh_count(prog, p, typed));
	go_fresh(s, prog, session_step_count(s), p, typed);
	for (unsigned k = 0; k < 6; k++)
		go_fresh(s, prog, rnd(session_step_count(s) + 1), p, typed);
	session_result_free(&r);
	session_free(s);
}
END_TEST

/* Far :goto over store loops of hundreds of segments: memory is walked
 * over groups of 64 segments' combined records at once; the state at
 * both ends of every jump, also after a line typed in the middle cut
 * the groups after it, equals a fresh run's. */
START_TEST(test_store_loops_far_goto_over_groups_matches_a_fresh_run)
{
	static char prog[2048];
	static const char typed[] = "v_add_u32 v1, v1, 7";
	struct session_result r;
	struct session *s;
	unsigned n, p;

	rng = 0x6A09E667F3BCC908ull + (unsigned long long)_i * 31337;
	store_loop(prog, sizeof prog, (unsigned)_i, 9000);
	session_result_init(&r);
	s = load(prog);
	(void)session_goto(s, 0xffffffffu, &r);
	n = session_step_count(s);
	/* over 130 segments of 512 steps: two groups and more */
	ck_assert_uint_gt(n, 130 * 512);
	go_fresh(s, prog, 1, 0, NULL);
	go_fresh(s, prog, n, 0, NULL);
	go_fresh(s, prog, 64 * 512 - 1, 0, NULL);
	go_fresh(s, prog, 64 * 512 + 3, 0, NULL);
	go_fresh(s, prog, n - 2, 0, NULL);
	go_fresh(s, prog, 128 * 512 + 1, 0, NULL);
	go_fresh(s, prog, 5, 0, NULL);
	for (unsigned t = 0; t < 5; t++)
		go_fresh(s, prog, rnd(n + 1), 0, NULL);
	/* a line typed in the second group: the groups from there on are
	 * made again from the new steps */
	p = 64 * 512 + 700 + rnd(2000);
	ck_assert_int_eq(session_goto(s, p, &r), 0);
	ck_assert_int_eq(ts_feed(s, &r, typed), 0);
	(void)session_goto(s, 0xffffffffu, &r);
	n = session_step_count(s);
	go_fresh(s, prog, n, p, typed);
	go_fresh(s, prog, 2, p, typed);
	go_fresh(s, prog, n - 1, p, typed);
	go_fresh(s, prog, p + 1, p, typed);
	for (unsigned t = 0; t < 3; t++)
		go_fresh(s, prog, rnd(n + 1), p, typed);
	session_result_free(&r);
	session_free(s);
}
END_TEST

START_TEST(test_history_of_a_store_loop_takes_under_24_bytes_a_step)
{
	static char prog[2048];
	struct session_result r;
	struct session *s;
	size_t bytes;
	unsigned n;

	/* kind 0: four stores and atomics of 64 lanes a pass to the same
	 * addresses; keeping every store's old and new bytes took about
	 * 230 bytes a step */
	store_loop(prog, sizeof prog, 0, 20000);
	session_result_init(&r);
	s = load(prog);
	(void)session_goto(s, 0xffffffffu, &r);
	n = session_step_count(s);
	ck_assert_uint_gt(n, 150000);
	bytes = session_history_bytes(s);
	printf("history of a %u-step store loop: %zu bytes (%.1f bytes a "
	    "step)\n", n, bytes, (double)bytes / n);
	ck_assert_uint_lt(bytes, (size_t)24 * n);
	/* and an early step is still exactly there */
	go_fresh(s, prog, 9 * 1234 + 3, 0, NULL);
	session_result_free(&r);
	session_free(s);
}
END_TEST

void
session_add_replay_tests(Suite *s)
{
	TCase *tc = tcase_create("replay");

	tcase_set_timeout(tc, 600);
	tcase_add_loop_test(tc,
	    test_goto_and_back_over_a_long_history_match_a_forward_run, 0, 6);
	tcase_add_test(tc, test_history_of_a_million_step_loop_fits_in_16_mb);
	tcase_add_test(tc,
	    test_editing_a_step_of_a_long_loop_keeps_the_steps_before_it);
	tcase_add_test(tc,
	    test_what_if_typed_in_a_long_loop_keeps_the_steps_before_it);
	tcase_add_test(tc,
	    test_lane_walk_over_a_long_loop_with_atomics_keeps_the_state);
	tcase_add_loop_test(tc,
	    test_store_loops_goto_anywhere_matches_a_fresh_run, 0, 2);
	tcase_add_test(tc,
	    test_history_of_a_store_loop_takes_under_24_bytes_a_step);
	tcase_add_loop_test(tc,
	    test_redo_of_a_line_typed_in_a_loop_matches_a_fresh_run, 0, 6);
	tcase_add_loop_test(tc,
	    test_store_loops_far_goto_over_groups_matches_a_fresh_run, 0, 2);
	suite_add_tcase(s, tc);
}
