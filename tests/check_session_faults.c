/* SPDX-License-Identifier: MIT */
/* Session faults a hostile tester found (issue 15), each pinned: a bad line
 * changes nothing, whatever the position; a :target or :wave the program
 * does not fit is refused at its own line; a large :set mem is right. */
#include <stdlib.h>
#include <string.h>

#include "check_session.h"
#include "strbuf.h"

/* How many steps the --json "steps" array lists (each has "lanes"). */
static unsigned
json_steps(struct session *s)
{
	struct strbuf sb = STRBUF_INIT;
	unsigned n = 0;

	session_json(s, &sb);
	for (const char *p = strbuf_str(&sb); (p = strstr(p, "\"lanes\":")) !=
	    NULL; p++)
		n++;
	strbuf_free(&sb);
	return n;
}

static const char *const dpp_prog[] = {
	":set v1 = lane",
	"v_mov_b32_dpp v0, v1 row_shr:1",
	"v_mov_b32_dpp v2, v1 row_shl:1",
	NULL,
};

/* Before the fix the program was cut at the position before the :set line
 * was even parsed: the steps already run (and their --json record) were
 * gone although the line was refused. */
START_TEST(test_bad_set_after_back_or_reset_keeps_the_steps)
{
	static const char *const bad[] = {
		":set v3 = )", ":set v3 = 1 / (lane - 7)", ":set v999 = 1",
		":set mem[0..6] = 1",
	};
	static const char *const moves[] = { ":back 2", ":reset", ":back" };

	for (unsigned m = 0; m < 3; m++)
		for (unsigned i = 0; i < sizeof bad / sizeof *bad; i++) {
			struct session *s = ts_new(ISA_GFX803, 0, true);
			struct session_result r;
			unsigned pos;

			ts_run(s, dpp_prog);
			ck_assert_uint_eq(json_steps(s), 2);
			session_result_init(&r);
			ck_assert_int_eq(ts_feed(s, &r, moves[m]), 0);
			pos = session_position(s);
			ck_assert_int_eq(ts_feed(s, &r, bad[i]), 1);
			ck_assert(r.error);
			ck_assert_uint_eq(session_position(s), pos);
			ck_assert_uint_eq(session_step_count(s), 2);
			ck_assert_msg(json_steps(s) == 2, "%s then %s: %u steps "
			    "in --json", moves[m], bad[i], json_steps(s));
			ck_assert_int_eq(ts_feed(s, &r, ":run"), 0);
			/* lane 5 of v2 read lane 6 (row_shl:1) */
			ck_assert_uint_eq(session_wave(s)->vgpr[2][5], 6);
			ck_assert_uint_eq(session_wave(s)->vgpr[3][5], 0);
			session_result_free(&r);
			session_free(s);
		}
}
END_TEST

/* A good :set at an earlier step still re-runs the steps after it. */
START_TEST(test_good_set_after_back_reruns_the_rest)
{
	struct session *s = ts_new(ISA_GFX803, 0, true);
	struct session_result r;

	ts_run(s, dpp_prog);
	session_result_init(&r);
	ck_assert_int_eq(ts_feed(s, &r, ":back 2"), 0);
	ck_assert_int_eq(ts_feed(s, &r, ":set v1 = lane * 10"), 0);
	ck_assert_int_eq(ts_feed(s, &r, ":run"), 0);
	ck_assert_uint_eq(session_wave(s)->vgpr[2][5], 60);
	ck_assert_uint_eq(session_wave(s)->vgpr[0][5], 40);
	ck_assert_uint_eq(json_steps(s), 2);
	session_result_free(&r);
	session_free(s);
}
END_TEST

/* Before the fix the error named "<program>" and another line, with the
 * caret at that line's column; the scene was replayed from step 0. */
START_TEST(test_target_or_wave_the_program_does_not_fit_changes_nothing)
{
	static const struct {
		enum isa_target t;
		int wave;
		const char *prog[5];
		const char *cmd;
		unsigned col;
		const char *msg;
	} cases[] = {
		{ ISA_GFX803, 0, { ":set v1 = lane", "v_mov_b32 v0, v1",
		    "v_add_u32 v2, vcc, v1, v1", NULL }, ":target  gfx1030",
		    10, ":target: line 3 does not fit gfx1030 wave32" },
		{ ISA_GFX1030, 64, { ":set v1 = lane",
		    "v_cndmask_b32 v0, v1, v2, s[0:1]",
		    "v_add_nc_u32 v2, v1, v1", NULL }, ":wave 32", 7,
		    ":wave: line 2 does not fit gfx1030 wave32" },
	};

	for (unsigned i = 0; i < sizeof cases / sizeof *cases; i++) {
		struct session *s = ts_new(cases[i].t, cases[i].wave, true);
		struct session_result r;
		uint32_t v2[64];
		unsigned size;

		session_result_init(&r);
		for (long k = 0; cases[i].prog[k] != NULL; k++)
			ck_assert_int_eq(session_feed(s, "t", k + 1,
			    cases[i].prog[k], strlen(cases[i].prog[k]), &r),
			    0);
		ck_assert_int_eq(ts_feed(s, &r, ":back"), 0);
		ck_assert_int_eq(ts_feed(s, &r, ":set v9 = 42"), 0);
		size = (unsigned)session_wave_size(s);
		memcpy(v2, session_wave(s)->vgpr[2], sizeof v2);
		ck_assert_int_eq(ts_feed(s, &r, cases[i].cmd), 1);
		ck_assert(!r.has_origin);
		ck_assert_uint_eq(r.diags[0].col, cases[i].col);
		ck_assert_msg(strstr(r.diags[0].message, cases[i].msg) != NULL,
		    "%s", r.diags[0].message);
		ck_assert_uint_eq(session_target(s), cases[i].t);
		ck_assert_uint_eq((unsigned)session_wave_size(s), size);
		ck_assert_uint_eq(session_position(s), 1);
		ck_assert_uint_eq(session_step_count(s), 2);
		ck_assert_uint_eq(session_wave(s)->vgpr[9][3], 42);
		ck_assert(memcmp(session_wave(s)->vgpr[2], v2, sizeof v2) ==
		    0);
		ck_assert_int_eq(ts_feed(s, &r, ":run"), 0);
		ck_assert_uint_eq(session_wave(s)->vgpr[2][3], 6);
		session_result_free(&r);
		session_free(s);
	}
}
END_TEST

/* A 64 MiB :set of a constant is a fill (fast), of `i` one word each;
 * either way every word is right, and after a step it steps back. */
START_TEST(test_set_mem_64_mib_fill_and_index)
{
	struct session *s = ts_new(ISA_GFX803, 0, true);
	struct session_result r;
	static const char *const prog[] = {
		":set mem[0x1000..0x4001000] = 0x01020304",
		"v_mov_b32 v0, 1",
		":set mem[0x1000..0x4001000] = i * 4",
		NULL,
	};

	ts_run(s, prog);
	session_result_init(&r);
	ck_assert_int_eq(ts_feed(s, &r, ":print mem[0x4000ffc]"), 0);
	ck_assert_str_eq(strbuf_str(&r.out), "mem[0x4000ffc]: 0x03fffffc\n");
	ck_assert_int_eq(ts_feed(s, &r, ":back"), 0);
	ck_assert_int_eq(ts_feed(s, &r, ":print mem[0x4000ffc]"), 0);
	ck_assert_str_eq(strbuf_str(&r.out), "mem[0x4000ffc]: 0x01020304\n");
	ck_assert_int_eq(ts_feed(s, &r, ":print mem[0x2000]"), 0);
	ck_assert_str_eq(strbuf_str(&r.out), "mem[0x2000]: 0x01020304\n");
	ck_assert_int_eq(ts_feed(s, &r, ":print mem[0xffc..0x1004]"), 0);
	ck_assert_str_eq(strbuf_str(&r.out),
	    "mem[0xffc..0x1004]: 0x00000000 0x01020304\n");
	session_result_free(&r);
	session_free(s);
}
END_TEST

/* session_goto's errors change nothing: a step past the last, going back
 * without history, a loop reaching the step limit on the way. */
START_TEST(test_goto_errors_change_nothing)
{
	static const char loop[] = ":set limit = 3\n:set s0 = 7\n"
	    "again:\ns_add_u32 s0, s0, 1\ns_branch again\n";
	struct session_result r;
	struct session *s = ts_new(ISA_GFX803, 0, true);
	struct wave w;
	unsigned pos, i;

	session_result_init(&r);
	ts_run(s, dpp_prog);
	ck_assert_uint_eq(session_step_count(s), 2);
	w = *session_wave(s);
	ck_assert_int_eq(session_goto(s, 3, &r), 1);
	ck_assert(r.error && r.ndiags == 1);
	ck_assert_str_eq(r.diags[0].message,
	    "there is no step 3: the program has 2 steps");
	ck_assert_int_eq(session_goto(s, UINT32_MAX, &r), 1);
	ck_assert_uint_eq(session_position(s), 2);
	ck_assert(memcmp(session_wave(s)->vgpr, w.vgpr, sizeof w.vgpr) == 0);
	ck_assert_int_eq(session_goto(s, 0, &r), 0);
	ck_assert(r.moved && !r.error);
	ck_assert_uint_eq(session_wave(s)->vgpr[0][5], 0);
	session_free(s);

	/* streaming keeps no history */
	s = ts_new(ISA_GFX803, 0, false);
	ts_run(s, dpp_prog);
	w = *session_wave(s);
	ck_assert_int_eq(session_goto(s, 1, &r), 1);
	ck_assert(strstr(r.diags[0].message, "stepping back") != NULL);
	ck_assert_uint_eq(session_position(s), 2);
	ck_assert(memcmp(session_wave(s)->vgpr, w.vgpr, sizeof w.vgpr) == 0);
	ck_assert_int_eq(session_goto(s, 2, &r), 0);
	session_free(s);

	/* a loop: each goto to the end runs one more step, until the limit */
	s = ts_new(ISA_GFX803, 0, true);
	ck_assert_int_eq(session_load_text(s, "loop.session", loop,
	    sizeof loop - 1, &r), 0);
	for (i = 0; i < 10; i++) {
		pos = session_position(s);
		w = *session_wave(s);
		if (session_goto(s, session_step_count(s), &r) != 0)
			break;
	}
	ck_assert_uint_lt(i, 10);
	ck_assert(r.error && strstr(r.diags[0].message, "step limit of 3") !=
	    NULL);
	ck_assert_uint_eq(session_position(s), pos);
	ck_assert_uint_eq(session_wave(s)->sgpr[0], w.sgpr[0]);
	ck_assert_uint_eq(session_wave(s)->sgpr[0], 7 + (pos + 1) / 2);
	session_result_free(&r);
	session_free(s);
}
END_TEST

void
session_add_fault_tests(Suite *s)
{
	TCase *tc = tcase_create("faults");

	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, test_bad_set_after_back_or_reset_keeps_the_steps);
	tcase_add_test(tc, test_good_set_after_back_reruns_the_rest);
	tcase_add_test(tc,
	    test_target_or_wave_the_program_does_not_fit_changes_nothing);
	tcase_add_test(tc, test_set_mem_64_mib_fill_and_index);
	tcase_add_test(tc, test_goto_errors_change_nothing);
	suite_add_tcase(s, tc);
}
