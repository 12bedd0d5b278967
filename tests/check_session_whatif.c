/* SPDX-License-Identifier: MIT */
/* Tests of what-if editing: an instruction typed after stepping back goes
 * in before the next one or replaces it, and :undo / :redo. The expected
 * values are worked out by hand from the programs (v0 = lane). */
#include <check.h>

#include "check_session.h"
#include "session.h"

/* v1..v3 copies of v0, then two steps back: the position is step 1. */
static const char *const copies[] = {
	":set v0 = lane",
	"v_mov_b32 v1, v0",
	"v_mov_b32 v2, v0",
	"v_mov_b32 v3, v0",
	":back 2",
	NULL,
};

static const char *
step_text(struct session *s, unsigned k)
{
	long line;
	const char *t = session_step_text(s, k, &line);

	return t != NULL ? t : "(none)";
}

START_TEST(test_whatif_insert_keeps_the_rest)
{
	struct session *s = ts_new(ISA_GFX803, 0, true);
	struct session_result r;
	const struct wave *w;

	ts_run(s, copies);
	session_result_init(&r);
	ck_assert_int_eq(session_whatif(s), SESSION_WHATIF_INSERT);
	ck_assert_int_eq(ts_feed(s, &r, "v_not_b32 v4, v0"), 0);
	/* the new step is step 2; v_mov v2 and v3 follow it, not yet run */
	ck_assert_uint_eq(session_step_count(s), 4);
	ck_assert_uint_eq(session_position(s), 2);
	ck_assert_str_eq(step_text(s, 2), "v_not_b32 v4, v0");
	ck_assert_str_eq(step_text(s, 3), "v_mov_b32 v2, v0");
	ck_assert_str_eq(step_text(s, 4), "v_mov_b32 v3, v0");
	w = session_wave(s);
	ck_assert_uint_eq(w->vgpr[4][1], ~1u);
	ck_assert_uint_eq(w->vgpr[2][1], 0);
	ck_assert_int_eq(ts_feed(s, &r, ":run"), 0);
	w = session_wave(s);
	ck_assert_uint_eq(session_position(s), 4);
	ck_assert_uint_eq(w->vgpr[2][5], 5);
	ck_assert_uint_eq(w->vgpr[3][5], 5);
	ck_assert_uint_eq(w->vgpr[4][5], ~5u);
	session_result_free(&r);
	session_free(s);
}
END_TEST

START_TEST(test_whatif_replace_takes_the_next_line_only)
{
	struct session *s = ts_new(ISA_GFX803, 0, true);
	struct session_result r;
	const struct wave *w;

	session_result_init(&r);
	ck_assert_int_eq(ts_feed(s, &r, ":set whatif = replace"), 0);
	ck_assert_int_eq(session_whatif(s), SESSION_WHATIF_REPLACE);
	ts_run(s, copies);
	ck_assert_int_eq(ts_feed(s, &r, "v_not_b32 v4, v0"), 0);
	/* v_mov v2 is gone, v_mov v3 stays */
	ck_assert_uint_eq(session_step_count(s), 3);
	ck_assert_str_eq(step_text(s, 2), "v_not_b32 v4, v0");
	ck_assert_str_eq(step_text(s, 3), "v_mov_b32 v3, v0");
	ck_assert_int_eq(ts_feed(s, &r, ":run"), 0);
	w = session_wave(s);
	ck_assert_uint_eq(w->vgpr[2][7], 0);
	ck_assert_uint_eq(w->vgpr[3][7], 7);
	ck_assert_uint_eq(w->vgpr[4][7], ~7u);
	/* a bad choice is an error that changes nothing */
	ck_assert_int_eq(ts_feed(s, &r, ":set whatif = sideways"), 1);
	ck_assert(strstr(r.diags[0].message, "insert or replace") != NULL);
	ck_assert_int_eq(session_whatif(s), SESSION_WHATIF_REPLACE);
	ck_assert_int_eq(ts_feed(s, &r, ":set whatif = insert"), 0);
	ck_assert_int_eq(session_whatif(s), SESSION_WHATIF_INSERT);
	session_result_free(&r);
	session_free(s);
}
END_TEST

START_TEST(test_undo_and_redo_restore_program_and_position)
{
	struct session *s = ts_new(ISA_GFX803, 0, true);
	struct session_result r;
	const struct wave *w;

	ts_run(s, copies);
	session_result_init(&r);
	ck_assert_int_eq(ts_feed(s, &r, "v_not_b32 v4, v0"), 0);
	ck_assert_uint_eq(session_undo_depth(s, false), 5);
	ck_assert_int_eq(ts_feed(s, &r, ":undo"), 0);
	/* the program of the three copies, at step 1 where the edit was */
	ck_assert_uint_eq(session_step_count(s), 3);
	ck_assert_uint_eq(session_position(s), 1);
	ck_assert_str_eq(step_text(s, 2), "v_mov_b32 v2, v0");
	w = session_wave(s);
	ck_assert_uint_eq(w->vgpr[1][3], 3);
	ck_assert_uint_eq(w->vgpr[4][3], 0);
	ck_assert_int_eq(ts_feed(s, &r, ":run"), 0);
	ck_assert_uint_eq(session_wave(s)->vgpr[4][3], 0);
	ck_assert_uint_eq(session_wave(s)->vgpr[3][3], 3);
	/* :redo: the what-if again, at its step */
	ck_assert_int_eq(ts_feed(s, &r, ":redo"), 0);
	ck_assert_uint_eq(session_step_count(s), 4);
	ck_assert_uint_eq(session_position(s), 2);
	ck_assert_uint_eq(session_wave(s)->vgpr[4][3], ~3u);
	ck_assert_int_eq(ts_feed(s, &r, ":redo"), 1);
	ck_assert(strstr(r.diags[0].message, "nothing to redo") != NULL);
	/* back through every line typed: the :set, then three copies */
	for (int i = 0; i < 5; i++)
		ck_assert_int_eq(ts_feed(s, &r, ":undo"), 0);
	ck_assert_uint_eq(session_step_count(s), 0);
	ck_assert_uint_eq(session_wave(s)->vgpr[0][3], 0);
	ck_assert_int_eq(ts_feed(s, &r, ":undo"), 1);
	ck_assert(strstr(r.diags[0].message, "nothing to undo") != NULL);
	/* a new edit forgets what :redo could do */
	ck_assert_uint_eq(session_undo_depth(s, true), 5);
	ck_assert_int_eq(ts_feed(s, &r, "v_mov_b32 v5, 9"), 0);
	ck_assert_uint_eq(session_undo_depth(s, true), 0);
	ck_assert_int_eq(ts_feed(s, &r, ":redo"), 1);
	session_result_free(&r);
	session_free(s);
}
END_TEST

/* The label after the insert point must follow its instruction: with
 * the label left on instruction 4 the branch would land on v_mov v1, 2
 * and v1 would end 7, not 6. */
START_TEST(test_whatif_insert_moves_later_labels)
{
	struct session *s = ts_new(ISA_GFX803, 0, true);
	struct session_result r;
	static const char *const prog[] = {
		"v_mov_b32 v1, 1",
		"s_branch skip",
		"v_mov_b32 v1, 2",
		"skip:",
		"v_add_u32 v1, vcc, 5, v1",
		":goto 1",
		"v_mov_b32 v2, 7",
		":run",
		NULL,
	};

	ts_run(s, prog);
	session_result_init(&r);
	ck_assert_uint_eq(session_step_count(s), 4);
	ck_assert_uint_eq(session_wave(s)->vgpr[1][0], 6);
	ck_assert_uint_eq(session_wave(s)->vgpr[2][0], 7);
	ck_assert_uint_eq(session_label(s, "skip", 4), 5);
	/* :undo puts the label back on instruction 4 */
	ck_assert_int_eq(ts_feed(s, &r, ":undo"), 0);
	ck_assert_uint_eq(session_label(s, "skip", 4), 4);
	ck_assert_int_eq(ts_feed(s, &r, ":run"), 0);
	ck_assert_uint_eq(session_step_count(s), 3);
	ck_assert_uint_eq(session_wave(s)->vgpr[1][0], 6);
	ck_assert_uint_eq(session_wave(s)->vgpr[2][0], 0);
	session_result_free(&r);
	session_free(s);
}
END_TEST

/* A loaded program: the caption of the instruction the insert goes
 * before stays with it; replace takes the caption with the line. */
START_TEST(test_whatif_keeps_captions_with_their_lines)
{
	static const char prog[] =
	    "v_mov_b32 v1, 1\n"
	    "; copy to v2\n"
	    "v_mov_b32 v2, 2\n"
	    "v_mov_b32 v3, 3\n";
	struct session *s = ts_new(ISA_GFX803, 0, true);
	struct session_result r;
	struct strbuf cap = STRBUF_INIT;

	session_result_init(&r);
	ck_assert_int_eq(session_load_text(s, "p", prog, sizeof prog - 1,
	    &r), 0);
	ck_assert_int_eq(ts_feed(s, &r, ":goto 1"), 0);
	ck_assert_int_eq(ts_feed(s, &r, "v_mov_b32 v4, 4"), 0);
	ck_assert_uint_eq(session_step_caption(s, 2, &cap), 0);
	ck_assert_uint_eq(session_step_caption(s, 3, &cap), 1);
	ck_assert_str_eq(strbuf_str(&cap), "copy to v2\n");
	ck_assert_str_eq(step_text(s, 3), "v_mov_b32 v2, 2");
	ck_assert_int_eq(ts_feed(s, &r, ":set whatif = replace"), 0);
	/* step 2 now: the next instruction is v_mov v2, caption and all */
	ck_assert_int_eq(ts_feed(s, &r, "v_mov_b32 v5, 5"), 0);
	ck_assert_str_eq(step_text(s, 3), "v_mov_b32 v5, 5");
	strbuf_reset(&cap);
	ck_assert_uint_eq(session_step_caption(s, 3, &cap), 0);
	ck_assert_str_eq(step_text(s, 4), "v_mov_b32 v3, 3");
	ck_assert_uint_eq(session_step_count(s), 4);
	/* :load starts a new undo history */
	ck_assert_uint_eq(session_undo_depth(s, false), 2);
	ck_assert_int_eq(session_load_text(s, "p", prog, sizeof prog - 1,
	    &r), 0);
	ck_assert_uint_eq(session_undo_depth(s, false), 0);
	strbuf_free(&cap);
	session_result_free(&r);
	session_free(s);
}
END_TEST

/* session_edit_step is an edit like any other: :undo takes it back. */
START_TEST(test_undo_takes_back_an_edited_step)
{
	struct session *s = ts_new(ISA_GFX803, 0, true);
	struct session_result r;
	static const char *const prog[] = {
		"v_mov_b32 v1, 1",
		"v_add_u32 v2, vcc, 1, v1",
		NULL,
	};
	static const char edit[] = "v_mov_b32 v1, 10";

	ts_run(s, prog);
	session_result_init(&r);
	ck_assert_int_eq(session_edit_step(s, 1, edit, sizeof edit - 1, &r),
	    0);
	ck_assert_uint_eq(session_wave(s)->vgpr[2][0], 11);
	ck_assert_int_eq(ts_feed(s, &r, ":undo"), 0);
	ck_assert_uint_eq(session_position(s), 2);
	ck_assert_uint_eq(session_wave(s)->vgpr[2][0], 2);
	ck_assert_str_eq(step_text(s, 1), "v_mov_b32 v1, 1");
	session_result_free(&r);
	session_free(s);
}
END_TEST

void
session_add_whatif_tests(Suite *s)
{
	TCase *tc = tcase_create("whatif");

	tcase_add_test(tc, test_whatif_insert_keeps_the_rest);
	tcase_add_test(tc, test_whatif_replace_takes_the_next_line_only);
	tcase_add_test(tc, test_undo_and_redo_restore_program_and_position);
	tcase_add_test(tc, test_whatif_insert_moves_later_labels);
	tcase_add_test(tc, test_whatif_keeps_captions_with_their_lines);
	tcase_add_test(tc, test_undo_takes_back_an_edited_step);
	suite_add_tcase(s, tc);
}
