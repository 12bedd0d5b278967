/* SPDX-License-Identifier: MIT */
/* Unit tests of the session (session*.c, provenance.c): commands, going
 * back and editing history, :lane, :help, :load and streaming. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <check.h>

#include "check_session.h"
#include "view.h"
#include "suites.h"

START_TEST(test_print_vgpr_is_the_batch_line_format)
{
	struct session *s = ts_new(ISA_GFX1030, 32, true);
	struct session_result r;
	char want[400];
	size_t n = 0;

	session_result_init(&r);
	ck_assert_int_eq(ts_feed(&*s, &r, ":set v7 = lane * 0x10001"), 0);
	ck_assert_int_eq(ts_feed(s, &r, ":print v7"), 0);
	n += (size_t)snprintf(want, sizeof want, "v7:");
	for (unsigned l = 0; l < 32; l++)
		n += (size_t)snprintf(want + n, sizeof want - n, " 0x%08x",
		    l * 0x10001u);
	snprintf(want + n, sizeof want - n, "\n");
	ck_assert_str_eq(strbuf_str(&r.out), want);
	ck_assert_int_eq(ts_feed(s, &r, ":print exec"), 0);
	ck_assert_str_eq(strbuf_str(&r.out), "exec: 0xffffffff\n");
	ck_assert_int_eq(ts_feed(s, &r, ":set s3 = -1"), 0);
	ck_assert_int_eq(ts_feed(s, &r, ":print s3"), 0);
	ck_assert_str_eq(strbuf_str(&r.out), "s3: 0xffffffff\n");
	ck_assert_int_eq(ts_feed(s, &r, ":set mem[0x100..0x10c] = i + 7"), 0);
	ck_assert_int_eq(ts_feed(s, &r, ":print mem[0x100..0x10c]"), 0);
	ck_assert_str_eq(strbuf_str(&r.out),
	    "mem[0x100..0x10c]: 0x00000007 0x00000008 0x00000009\n");
	session_result_free(&r);
	session_free(s);
}
END_TEST

START_TEST(test_set_exec_ignores_and_masks_but_set_writes_every_lane)
{
	struct session *s = ts_new(ISA_GFX803, 0, true);
	struct session_result r;
	const struct wave *w = session_wave(s);

	session_result_init(&r);
	ck_assert_int_eq(ts_feed(s, &r, ":set exec = 0x5"), 0);
	ck_assert_uint_eq(w->exec, 5);
	ck_assert_int_eq(ts_feed(s, &r, ":set v2 = 9"), 0);
	ck_assert_uint_eq(w->vgpr[2][63], 9);
	ck_assert_int_eq(ts_feed(s, &r, ":set vcc = -1"), 0);
	ck_assert_uint_eq(w->vcc, ~(uint64_t)0);
	ck_assert_int_eq(ts_feed(s, &r, ":set m0 = 0x1234"), 0);
	ck_assert_uint_eq(w->m0, 0x1234);
	session_result_free(&r);
	session_free(s);
}
END_TEST

START_TEST(test_bad_lines_change_nothing_and_say_where)
{
	struct session *s = ts_new(ISA_GFX803, 0, true);
	struct session_result r;
	const struct wave *w = session_wave(s);
	static const struct {
		const char *line;
		unsigned col;
		const char *msg;
	} bad[] = {
		{ ":set v1 = 1 / (lane - 5)", 13, "division by zero (lane 5)" },
		{ ":set v300 = 1", 6, "v300 does not exist" },
		{ ":set v1 1", 9, "expected '='" },
		{ ":set v1 =", 10, "expected a value" },
		{ ":set q1 = 1", 6, "expected a register" },
		{ ":frobnicate", 1, "unknown command ':frobnicate'" },
		{ ":step x", 7, "expected a number" },
		{ ":format octal", 9, "unknown format 'octal'" },
		{ ":target gfx7", 9, "unknown target 'gfx7'" },
		{ ":wave 32", 1, "wave64 only" },
		{ ":lane 64", 7, "lanes 0..63" },
		{ ":set mem[4..6] = 1", 13, "multiple of 4" },
		{ ":help nothing_like_this", 7, "no command, instruction" },
	};

	session_result_init(&r);
	ck_assert_int_eq(ts_feed(s, &r, ":set v1 = 3"), 0);
	for (unsigned i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		ck_assert_int_eq(ts_feed(s, &r, bad[i].line), 1);
		ck_assert(r.error);
		ck_assert_uint_ge(r.ndiags, 1);
		ck_assert_uint_eq(r.diags[0].severity, DIAG_ERROR);
		ck_assert_msg(strstr(r.diags[0].message, bad[i].msg) != NULL,
		    "'%s': '%s'", bad[i].line, r.diags[0].message);
		ck_assert_msg(r.diags[0].col == bad[i].col,
		    "'%s': col %u, want %u", bad[i].line, r.diags[0].col,
		    bad[i].col);
	}
	for (unsigned l = 0; l < 64; l++)
		ck_assert_uint_eq(w->vgpr[1][l], 3);
	ck_assert_uint_eq(session_step_count(s), 0);
	session_result_free(&r);
	session_free(s);
}
END_TEST

START_TEST(test_step_back_goto_run_reset_move_through_history)
{
	struct session *s = ts_new(ISA_GFX803, 0, true);
	struct session_result r;
	const struct wave *w = session_wave(s);
	static const char *const prog[] = {
		":set v0 = lane",
		"v_add_u32 v1, vcc, 1, v0",
		"v_mov_b32_dpp v2, v1 row_shr:1",
		":set v3 = 7",
		"v_mov_b32_dpp v2, v2 row_mirror",
		NULL,
	};

	ts_run(s, prog);
	session_result_init(&r);
	ck_assert_uint_eq(session_position(s), 3);
	ck_assert_uint_eq(w->vgpr[2][0], 15); /* mirror of lane 15: 14+1 */
	ck_assert_int_eq(ts_feed(s, &r, ":back"), 0);
	ck_assert(r.moved);
	ck_assert_uint_eq(session_position(s), 2);
	ck_assert_uint_eq(w->vgpr[2][15], 15);
	ck_assert_uint_eq(w->vgpr[3][0], 7); /* the :set after step 2 */
	ck_assert_int_eq(ts_feed(s, &r, ":back 5"), 0);
	ck_assert_uint_eq(session_position(s), 0);
	ck_assert_uint_eq(w->vgpr[1][4], 0);
	ck_assert_uint_eq(w->vgpr[0][4], 4);
	ck_assert_uint_eq(w->vgpr[3][0], 0);
	ck_assert_int_eq(ts_feed(s, &r, ":goto 2"), 0);
	ck_assert_uint_eq(w->vgpr[3][0], 7);
	ck_assert_uint_eq(w->vgpr[2][1], 1);
	ck_assert_int_eq(ts_feed(s, &r, ":run"), 0);
	ck_assert_uint_eq(session_position(s), 3);
	ck_assert_uint_eq(w->vgpr[2][0], 15);
	ck_assert_int_eq(ts_feed(s, &r, ":reset"), 0);
	ck_assert_uint_eq(session_position(s), 0);
	ck_assert_int_eq(ts_feed(s, &r, ":step 2"), 0);
	ck_assert_uint_eq(session_position(s), 2);
	ck_assert_int_eq(ts_feed(s, &r, ":goto 4"), 1);
	ck_assert(strstr(r.diags[0].message, "no step 4") != NULL);
	session_result_free(&r);
	session_free(s);
}
END_TEST

START_TEST(test_set_at_earlier_step_reruns_later_steps)
{
	struct session *s = ts_new(ISA_GFX803, 0, true);
	struct session_result r;
	static const char *const prog[] = {
		":set v0 = 1",
		"v_add_u32 v1, vcc, 1, v0",
		"v_add_u32 v2, vcc, 1, v1",
		":goto 0",
		":set v0 = 10",
		":run",
		NULL,
	};

	ts_run(s, prog);
	session_result_init(&r);
	ck_assert_uint_eq(session_position(s), 2);
	ck_assert_uint_eq(session_wave(s)->vgpr[2][5], 12);
	ck_assert_int_eq(ts_feed(s, &r, ":goto 0"), 0);
	ck_assert_uint_eq(session_wave(s)->vgpr[0][5], 10);
	session_result_free(&r);
	session_free(s);
}
END_TEST

START_TEST(test_edit_step_reruns_from_there)
{
	struct session *s = ts_new(ISA_GFX803, 0, true);
	struct session_result r;
	static const char *const prog[] = {
		":set v0 = lane",
		"v_mov_b32 v1, v0",
		"v_add_u32 v2, vcc, v1, v1",
		NULL,
	};
	const char *edit = "v_mov_b32_dpp v1, v0 row_shl:1";

	ts_run(s, prog);
	session_result_init(&r);
	ck_assert_int_eq(session_edit_step(s, 1, edit, strlen(edit), &r), 0);
	ck_assert_uint_eq(session_position(s), 2);
	ck_assert_uint_eq(session_wave(s)->vgpr[2][3], 8);
	ck_assert_int_eq(session_edit_step(s, 1, "bogus", 5, &r), 1);
	ck_assert_uint_eq(session_wave(s)->vgpr[2][3], 8);
	session_result_free(&r);
	session_free(s);
}
END_TEST

START_TEST(test_lane_explains_source_reason_and_provenance)
{
	struct session *s = ts_demo();
	struct session_result r;
	const char *out;

	session_result_init(&r);
	ck_assert_int_eq(ts_feed(s, &r, ":lane 47"), 0);
	out = strbuf_str(&r.out);
	ck_assert_msg(strstr(out, "reason: moved") != NULL, "%s", out);
	ck_assert(strstr(out, "source: lane 31") != NULL);
	ck_assert(strstr(out, "row_mask 0xc: row 2 enabled") != NULL);
	ck_assert_msg(strstr(out, "v1[47] after step 15 depends on: "
	    "v0[0..47] (set before step 1)") != NULL, "%s", out);
	/* row 0 is masked off by instruction 7 */
	ck_assert_int_eq(ts_feed(s, &r, ":lane 3"), 0);
	out = strbuf_str(&r.out);
	ck_assert_msg(strstr(out, "reason: row_masked") != NULL, "%s", out);
	ck_assert(strstr(out, "v1[3] after step 15 depends on: v0[0..3]") !=
	    NULL);
	/* the position is where it was */
	ck_assert_uint_eq(session_position(s), 15);
	ck_assert_int_eq(ts_feed(s, &r, ":lane 5 v0"), 0);
	ck_assert(strstr(strbuf_str(&r.out), "v0[5] after step 15 depends "
	    "on: v0[5] (set before step 1)") != NULL);
	session_result_free(&r);
	session_free(s);
}
END_TEST

/* Provenance follows each register by its role in the one description
 * (exec_reads, exec_writes): a VOPD pair's Y half computes from its own
 * sources only; a lane loaded from the LDS holds memory, not what its
 * address was computed from; s_movrels reads the SGPR M0 picks; a 64-bit
 * result writes two VGPRs; v_div_fmas reads VCC; a gfx10 v_cmpx leaves
 * VCC alone (it writes EXEC only). Values by hand. */
START_TEST(test_lane_provenance_follows_each_register_role)
{
	struct session *s;
	struct session_result r;
	static const char *const vopd[] = {
		":set v1 = lane", ":set v2 = 3", ":set v4 = 5",
		"v_dual_add_f32 v0, v1, v2 :: v_dual_mul_f32 v3, v2, v4",
		NULL,
	};
	static const char *const lds[] = {
		":set v5 = lane * 4", ":set v6 = lane",
		"ds_write_b32 v5, v6", "ds_read_b32 v7, v5",
		":set m0 = 2", ":set s4 = 7", "s_movrels_b32 s1, s2",
		NULL,
	};
	static const char *const wide[] = {
		":set v2 = 0", ":set v3 = 0x40000000", ":set v4 = 1",
		"v_add_f64 v[6:7], v[2:3], v[2:3]",
		"v_div_fmas_f32 v8, v4, v4, v4",
		NULL,
	};
	static const char *const cmpx[] = {
		":set v1 = lane", ":set v2 = 3", ":set vcc = 0xf",
		"v_cmpx_eq_u32 v1, v2",
		NULL,
	};

	session_result_init(&r);
	s = ts_new(ISA_GFX1100, 0, true);
	ts_run(s, vopd);
	ck_assert_int_eq(ts_feed(s, &r, ":lane 5 v3"), 0);
	ck_assert_msg(strstr(strbuf_str(&r.out), "v3[5] after step 1 depends "
	    "on: v2[5] (set before step 1), v4[5] (set before step 1)\n") !=
	    NULL, "%s", strbuf_str(&r.out));
	ck_assert_int_eq(ts_feed(s, &r, ":lane 5 v0"), 0);
	ck_assert_msg(strstr(strbuf_str(&r.out), "v0[5] after step 1 depends "
	    "on: v1[5] (set before step 1), v2[5] (set before step 1)\n") !=
	    NULL, "%s", strbuf_str(&r.out));
	session_free(s);

	s = ts_new(ISA_GFX900, 0, true);
	ts_run(s, lds);
	ck_assert_int_eq(session_goto(s, 2, &r), 0);
	ck_assert_int_eq(ts_feed(s, &r, ":lane 3 v7"), 0);
	ck_assert_msg(strstr(strbuf_str(&r.out), "v7[3] after step 2 depends "
	    "on: memory (loaded)\n") != NULL, "%s", strbuf_str(&r.out));
	ck_assert_int_eq(session_goto(s, 3, &r), 0);
	ck_assert_int_eq(ts_feed(s, &r, ":lane 0 s1"), 0);
	ck_assert_msg(strstr(strbuf_str(&r.out), "s1 after step 3 depends "
	    "on: s4 (set after step 2)\n") != NULL, "%s",
	    strbuf_str(&r.out));
	session_free(s);

	/* both halves of a 64-bit result; v_div_fmas reads VCC unnamed */
	s = ts_new(ISA_GFX900, 0, true);
	ts_run(s, wide);
	ck_assert_int_eq(session_goto(s, 1, &r), 0);
	ck_assert_int_eq(ts_feed(s, &r, ":lane 3 v7"), 0);
	ck_assert_msg(strstr(strbuf_str(&r.out), "v7[3] after step 1 depends "
	    "on: v2[3] (set before step 1), v3[3] (set before step 1)\n") !=
	    NULL, "%s", strbuf_str(&r.out));
	ck_assert_int_eq(session_goto(s, 2, &r), 0);
	ck_assert_int_eq(ts_feed(s, &r, ":lane 3 v8"), 0);
	ck_assert_msg(strstr(strbuf_str(&r.out), "v8[3] after step 2 depends "
	    "on: v4[3] (set before step 1), vcc[3] (never set: 0)\n") !=
	    NULL, "%s", strbuf_str(&r.out));
	session_free(s);

	s = ts_new(ISA_GFX1030, 0, true);
	ts_run(s, cmpx);
	ck_assert_int_eq(ts_feed(s, &r, ":lane 3 vcc"), 0);
	ck_assert_msg(strstr(strbuf_str(&r.out), "vcc[3] after step 1 "
	    "depends on: vcc[3] (set before step 1)\n") != NULL, "%s",
	    strbuf_str(&r.out));
	ck_assert_int_eq(ts_feed(s, &r, ":lane 3 exec"), 0);
	ck_assert_msg(strstr(strbuf_str(&r.out), "exec[3] after step 1 "
	    "depends on: v1[3] (set before step 1), v2[3] (set before step "
	    "1)\n") != NULL, "%s", strbuf_str(&r.out));
	session_free(s);
	session_result_free(&r);
}
END_TEST

/* The picture's next instruction is the next one that reads or writes a
 * VGPR by exec_names_vgpr: a buffer store with no vaddr (`off`) does, by
 * its data, as does a compare whose first source is scalar. */
START_TEST(test_view_input_next_insn_is_the_next_that_names_a_vgpr)
{
	struct session *s = ts_new(ISA_GFX900, 0, true);
	struct session_result r;
	struct view_input in;
	static const char prog[] =
	    "s_mov_b32 s0, 1\n"
	    "buffer_store_dword v7, off, s[4:7], 0\n"
	    "v_cmp_eq_u32 vcc, s0, v9\n";

	session_result_init(&r);
	ck_assert_int_eq(session_load_text(s, "n.session", prog,
	    sizeof prog - 1, &r), 0);
	ck_assert_int_eq(session_goto(s, 0, &r), 0);
	ck_assert_int_eq(session_view_input(s, &in), 0);
	ck_assert_ptr_nonnull(in.next);
	ck_assert_uint_eq(in.next->src[3].kind, OPND_VGPR);
	ck_assert_uint_eq(in.next->src[3].reg, 7);
	ck_assert_int_eq(session_goto(s, 2, &r), 0);
	ck_assert_int_eq(session_view_input(s, &in), 0);
	ck_assert_ptr_nonnull(in.next);
	ck_assert_uint_eq(in.next->src[1].reg, 9);
	session_result_free(&r);
	session_free(s);
}
END_TEST

START_TEST(test_lane_values_follow_the_number_format)
{
	struct session *s = ts_new(ISA_GFX803, 0, true);
	struct session_result r;
	static const char *const prog[] = {
		":set v0 = lane * 3",
		":set v1 = 100",
		"v_mov_b32_dpp v1, v0 row_shr:1",
		NULL,
	};

	ts_run(s, prog);
	session_result_init(&r);
	/* lane 3 reads lane 2's 6 over 100; lane 0 has no source */
	ck_assert_int_eq(ts_feed(s, &r, ":format udec"), 0);
	ck_assert_int_eq(ts_feed(s, &r, ":lane 3"), 0);
	ck_assert_msg(strstr(strbuf_str(&r.out), "source: lane 2, value 6\n")
	    != NULL, "%s", strbuf_str(&r.out));
	ck_assert(strstr(strbuf_str(&r.out), "v1[3]: 100 -> 6\n") != NULL);
	ck_assert_int_eq(ts_feed(s, &r, ":lane 0"), 0);
	ck_assert(strstr(strbuf_str(&r.out), "v1[0]: not written, keeps "
	    "100\n") != NULL);
	/* hex, the default, keeps its eight digits */
	ck_assert_int_eq(ts_feed(s, &r, ":format hex"), 0);
	ck_assert_int_eq(ts_feed(s, &r, ":lane 3"), 0);
	ck_assert(strstr(strbuf_str(&r.out), "v1[3]: 0x00000064 -> "
	    "0x00000006\n") != NULL);
	session_result_free(&r);
	session_free(s);
}
END_TEST

/* A :set line between two instructions runs every time execution
 * passes it, in every pass of a loop, and one after a loop's last branch
 * runs once when the loop falls through (session_run_next skips the
 * search for such lines only when the next instruction is on the very
 * next line). s1 is set to 100 before each s_add_u32 s1, s1, 1, so each
 * of the 3 passes adds 101 to s4: 303 (306 if a later pass missed the
 * :set); s3 = 9 + 1. */
START_TEST(test_set_lines_run_in_every_pass_of_a_loop)
{
	struct session *s = ts_new(ISA_GFX900, 0, true);
	struct session_result r;
	static const char prog[] =
	    ":set s0 = 3\n"
	    "loop:\n"
	    "s_sub_u32 s0, s0, 1\n"
	    ":set s1 = 100\n"
	    "s_add_u32 s1, s1, 1\n"
	    "s_add_u32 s4, s4, s1\n"
	    "s_cmp_lg_u32 s0, 0\n"
	    "s_cbranch_scc1 loop\n"
	    ":set s2 = 9\n"
	    "s_add_u32 s3, s2, 1\n";

	session_result_init(&r);
	ck_assert_int_eq(session_load_text(s, "p.session", prog,
	    sizeof prog - 1, &r), 0);
	ck_assert_int_eq(session_feed(s, NULL, 1, ":run", 4, &r), 0);
	ck_assert_uint_eq(session_step_count(s), 3 * 5 + 1);
	ck_assert_uint_eq(session_wave(s)->sgpr[4], 303);
	ck_assert_uint_eq(session_wave(s)->sgpr[3], 10);
	ck_assert_uint_eq(session_wave(s)->sgpr[0], 0);
	session_result_free(&r);
	session_free(s);
}
END_TEST

/* The picture input carries the program around the current step: the
 * current and next instructions, labels, the current branch's target,
 * each branch's target line and comments, by their file lines. */
START_TEST(test_view_input_lists_the_program_around_the_step)
{
	struct session *s = ts_new(ISA_GFX900, 0, true);
	struct session_result r;
	struct view_input in;
	static const char prog[] =
	    ":set s0 = 2\n"           /* 1 */
	    "; count down\n"          /* 2 */
	    "loop:\n"                 /* 3 */
	    "s_sub_u32 s0, s0, 1\n"   /* 4 */
	    "s_cmp_lg_u32 s0, 0\n"    /* 5 */
	    "s_cbranch_scc1 loop\n"   /* 6 */
	    "v_mov_b32 v1, 5\n";      /* 7 */

	session_result_init(&r);
	ck_assert_int_eq(session_load_text(s, "b.session", prog,
	    sizeof prog - 1, &r), 0);
	/* step 3 is the branch; step 4 runs line 4 again (s0 is 1) */
	ck_assert_int_eq(session_goto(s, 3, &r), 0);
	ck_assert_int_eq(session_view_input(s, &in), 0);
	ck_assert_uint_eq(in.nlist, 7);
	for (unsigned i = 0; i < 7; i++)
		ck_assert_int_eq(in.list[i].line, (long)i + 1);
	ck_assert_uint_eq(in.list[0].kind, VL_OTHER);
	ck_assert_uint_eq(in.list[1].kind, VL_COMMENT);
	ck_assert_uint_eq(in.list[2].kind, VL_TARGET);
	ck_assert_uint_eq(in.list[3].kind, VL_NEXT);
	ck_assert_uint_eq(in.list[4].kind, VL_INSN);
	ck_assert_uint_eq(in.list[5].kind, VL_CURRENT);
	ck_assert_int_eq(in.list[5].target, 3);
	ck_assert_uint_eq(in.list[6].kind, VL_INSN);
	ck_assert_int_eq((int)in.list[5].len, 19);
	ck_assert(memcmp(in.list[5].text, "s_cbranch_scc1 loop", 19) == 0);
	/* at step 1 the label is only a label */
	ck_assert_int_eq(session_goto(s, 1, &r), 0);
	ck_assert_int_eq(session_view_input(s, &in), 0);
	ck_assert_uint_eq(in.list[2].kind, VL_LABEL);
	ck_assert_uint_eq(in.list[3].kind, VL_CURRENT);
	ck_assert_uint_eq(in.list[4].kind, VL_NEXT);
	session_result_free(&r);
	session_free(s);
}
END_TEST

START_TEST(test_lane_names_the_ambiguity_of_a_disputed_lane)
{
	struct session *s = ts_new(ISA_GFX803, 0, true);
	struct session_result r;
	static const char *const prog[] = {
		":set v0 = 1",
		":set v1 = 1",
		"v_add_u32_dpp v1, vcc, v1, v1 row_bcast:15 row_mask:0xf",
		NULL,
	};

	ts_run(s, prog);
	session_result_init(&r);
	ck_assert_int_eq(ts_feed(s, &r, ":lane 3"), 0);
	ck_assert_msg(strstr(strbuf_str(&r.out), "this lane's value depends "
	    "on an ambiguity: dpp.bcast_untargeted = identity") != NULL,
	    "%s", strbuf_str(&r.out));
	ck_assert_int_eq(ts_feed(s, &r, ":lane 20"), 0);
	ck_assert(strstr(strbuf_str(&r.out), "ambiguity") == NULL);
	session_result_free(&r);
	session_free(s);
}
END_TEST

START_TEST(test_semantics_lists_every_switch_and_rereads)
{
	struct session *s = ts_new(ISA_GFX803, 0, true);
	struct session_result r;
	static const char *const prog[] = {
		":set v0 = 1",
		":set v1 = 1",
		"v_add_u32_dpp v1, vcc, v1, v1 row_bcast:15 row_mask:0xf",
		NULL,
	};

	ts_run(s, prog);
	session_result_init(&r);
	ck_assert_int_eq(ts_feed(s, &r, ":semantics"), 0);
	for (unsigned d = 0; d < DISPUTE_COUNT; d++)
		ck_assert(strstr(strbuf_str(&r.out),
		    semantics_name((enum dispute)d)) != NULL);
	/* and the single-source rules, with their sources */
	ck_assert(strstr(strbuf_str(&r.out), "memory.l1_rules") != NULL);
	ck_assert(strstr(strbuf_str(&r.out), "memory: mem.store_collisions")
	    != NULL);
	ck_assert_uint_eq(session_wave(s)->vgpr[1][3], 2);
	ck_assert_int_eq(ts_feed(s, &r, ":semantics "
	    "dpp.bcast_untargeted=invalid"), 0);
	ck_assert_uint_eq(session_wave(s)->vgpr[1][3], 1);
	ck_assert_uint_eq(session_position(s), 1);
	ck_assert_int_eq(ts_feed(s, &r, ":semantics nonsense=1"), 1);
	session_result_free(&r);
	session_free(s);
}
END_TEST

/* One list of format names serves :format, its error and the picture;
 * f16 halves print exactly (IEEE 754 binary16: 0x3c00 = 1, 0xc000 = -2,
 * 0x0001 = 2^-24, 0x7c00 = inf). */
START_TEST(test_format_names_and_f16_halves)
{
	static const char *const names[] = { "hex", "udec", "sdec", "f32",
		"f16x2", "bytes" };
	struct session *s = ts_new(ISA_GFX803, 0, true);
	struct session_result r;
	char buf[64];

	for (unsigned i = 0; i < FMT_COUNT; i++)
		ck_assert_str_eq(session_format_name((enum session_format)i),
		    names[i]);
	session_format_value(FMT_F16X2, 0x3c00c000u, buf, sizeof buf);
	ck_assert_str_eq(buf, "1|-2");
	session_format_value(FMT_F16X2, 0x00017c00u, buf, sizeof buf);
	ck_assert_str_eq(buf, "5.96046e-08|inf");
	session_result_init(&r);
	ck_assert_int_eq(ts_feed(s, &r, ":format f16x2"), 0);
	ck_assert_int_eq(ts_feed(s, &r, ":format"), 0);
	ck_assert_str_eq(strbuf_str(&r.out), "format f16x2\n");
	ck_assert_int_eq(ts_feed(s, &r, ":format oct"), 1);
	ck_assert_str_eq(r.diags[0].message, ":format: unknown format 'oct' "
	    "(hex, udec, sdec, f32, f16x2, bytes)");
	session_result_free(&r);
	session_free(s);
}
END_TEST

START_TEST(test_help_covers_commands_mnemonics_and_modifiers)
{
	struct session *s = ts_new(ISA_GFX803, 0, true);
	struct session_result r;

	session_result_init(&r);
	ck_assert_int_eq(ts_feed(s, &r, ":help"), 0);
	ck_assert(strstr(strbuf_str(&r.out), ":semantics [NAME=CHOICE]") !=
	    NULL);
	ck_assert_int_eq(ts_feed(s, &r, ":help :step"), 0);
	ck_assert(strstr(strbuf_str(&r.out), ":step [N]") != NULL);
	ck_assert_int_eq(ts_feed(s, &r, ":help v_add_f32_dpp"), 0);
	ck_assert_msg(strstr(strbuf_str(&r.out), "v_add_f32 (VOP2)") != NULL,
	    "%s", strbuf_str(&r.out));
	ck_assert_int_eq(ts_feed(s, &r, ":help row_shr:3"), 0);
	ck_assert(strstr(strbuf_str(&r.out), "row_shr:N") != NULL);
	session_result_free(&r);
	session_free(s);
}
END_TEST

/* :help knows every modifier the assembler takes (these six it did not
 * know while the parser and :help kept separate lists). */
START_TEST(test_help_knows_the_memory_modifiers_the_assembler_takes)
{
	static const char *const mods[] = { "slc", "gds", "dmask", "dim",
		"unorm", "dlc" };
	struct session *s = ts_new(ISA_GFX1030, 0, true);
	struct session_result r;
	char line[32];

	session_result_init(&r);
	for (size_t i = 0; i < sizeof mods / sizeof *mods; i++) {
		snprintf(line, sizeof line, ":help %s", mods[i]);
		ck_assert_msg(ts_feed(s, &r, line) == 0, "%s: %s", line,
		    r.ndiags ? r.diags[0].message : "?");
		ck_assert_msg(strncmp(strbuf_str(&r.out), mods[i],
		    strlen(mods[i])) == 0, "%s: %s", line, strbuf_str(&r.out));
	}
	session_result_free(&r);
	session_free(s);
}
END_TEST

/* Every command of the table shows in :help and has a usage. */
static void
count_command(const char *name, const char *usage, const char *help,
    void *ctx)
{
	ck_assert(name[0] != '\0' && usage[0] == ':' && help[0] != '\0');
	(*(unsigned *)ctx)++;
}

START_TEST(test_command_table_has_every_contract_command)
{
	unsigned n = 0;

	session_each_command(count_command, &n);
	/* cli.md's table, :export included, :cross, :skip, :arrows, :undo,
	 * :redo */
	ck_assert_uint_eq(n, 22);
}
END_TEST

START_TEST(test_load_error_keeps_the_old_program_and_names_the_line)
{
	struct session *s = ts_demo();
	struct session_result r;
	const char *bad = ":set v0 = 2\nv_add_f32 v1, v0, v0\nv_bogus v1\n";

	session_result_init(&r);
	ck_assert_int_eq(session_load_text(s, "bad.session", bad, strlen(bad),
	    &r), 1);
	ck_assert(r.has_origin);
	ck_assert_str_eq(r.origin_file, "bad.session");
	ck_assert_int_eq(r.origin_line, 3);
	ck_assert_str_eq(strbuf_str(&r.origin_text), "v_bogus v1");
	ck_assert_uint_eq(session_step_count(s), 15);
	session_result_free(&r);
	session_free(s);
}
END_TEST

START_TEST(test_streaming_session_keeps_only_the_last_step)
{
	struct session *s = ts_new(ISA_GFX803, 0, false);
	struct session_result r;
	struct step *rec = malloc(sizeof *rec);
	const struct wave *before;

	session_result_init(&r);
	ck_assert_int_eq(ts_feed(s, &r, ":set v0 = lane"), 0);
	for (unsigned i = 0; i < 1000; i++)
		ck_assert_int_eq(ts_feed(s, &r,
		    "v_mov_b32_dpp v0, v0 row_ror:1"), 0);
	ck_assert_uint_eq(session_position(s), 1000);
	ck_assert(session_current_step(s, rec, &before));
	ck_assert_uint_eq(rec->lane[0].src, 15);
	ck_assert_uint_eq(before->vgpr[0][0], 9); /* 999 rotations */
	ck_assert_uint_lt(session_history_bytes(s), 64 * 1024);
	ck_assert_int_eq(ts_feed(s, &r, ":back"), 1);
	ck_assert(strstr(r.diags[0].message, "streaming") != NULL);
	free(rec);
	session_result_free(&r);
	session_free(s);
}
END_TEST

/* Garbage in: every line is either run or refused with an error, never a
 * crash (the sanitizer build runs this too). */
START_TEST(test_random_lines_never_crash)
{
	static const char *const words[] = {
		":set", ":print", ":step", ":back", ":goto", ":run", ":reset",
		":lane", ":format", ":semantics", ":help", ":target", ":wave",
		"v0", "v1", "s3", "exec", "vcc", "m0", "mem[", "..", "]", "=",
		"lane", "i", "f32(", ")", "(", "[", ",", "1.5e3", "-", "~", "/",
		"%", "<<", "0", "0x10", "99999999999", "v_mov_b32_dpp", "v2,",
		"row_shr:1", "ds_swizzle_b32", "offset:swizzle(SWAP,1)",
		"v_readlane_b32", "s1,", "64", "gfx1030", "32", "f16x2",
		"dpp.bcast_untargeted=invalid", ";", "//", "\t", "\x01",
	};
	uint64_t x = 0x2545F4914F6CDD1Dull;
	char line[256];

	for (int keep = 0; keep < 2; keep++) {
		struct session *s = ts_new(ISA_GFX803, 0, keep);
		struct session_result r;

		session_result_init(&r);
		for (unsigned i = 0; i < 3000; i++) {
			size_t n = 0;
			unsigned w = 1 + (unsigned)(x % 7);

			for (unsigned k = 0; k < w; k++) {
				x ^= x << 13;
				x ^= x >> 7;
				x ^= x << 17;
				const char *t = words[x % (sizeof words /
				    sizeof *words)];
				n += (size_t)snprintf(line + n, sizeof line - n,
				    "%s%s", k ? (x & 64 ? " " : "") : "", t);
				if (n >= sizeof line - 1)
					break;
			}
			int rc = session_feed(s, "fuzz", i + 1, line,
			    strlen(line), &r);
			ck_assert(rc == 0 || r.error);
		}
		session_result_free(&r);
		session_free(s);
	}
}
END_TEST

Suite *
session_suite(void)
{
	Suite *s = suite_create("session");
	TCase *tc;

	tc = tcase_create("commands");
	tcase_add_test(tc, test_print_vgpr_is_the_batch_line_format);
	tcase_add_test(tc,
	    test_set_exec_ignores_and_masks_but_set_writes_every_lane);
	tcase_add_test(tc, test_bad_lines_change_nothing_and_say_where);
	tcase_add_test(tc, test_set_lines_run_in_every_pass_of_a_loop);
	tcase_add_test(tc, test_step_back_goto_run_reset_move_through_history);
	tcase_add_test(tc, test_set_at_earlier_step_reruns_later_steps);
	tcase_add_test(tc, test_edit_step_reruns_from_there);
	tcase_add_test(tc, test_lane_explains_source_reason_and_provenance);
	tcase_add_test(tc, test_lane_provenance_follows_each_register_role);
	tcase_add_test(tc, test_view_input_next_insn_is_the_next_that_names_a_vgpr);
	tcase_add_test(tc, test_lane_names_the_ambiguity_of_a_disputed_lane);
	tcase_add_test(tc, test_lane_values_follow_the_number_format);
	tcase_add_test(tc, test_view_input_lists_the_program_around_the_step);
	tcase_add_test(tc, test_semantics_lists_every_switch_and_rereads);
	tcase_add_test(tc, test_format_names_and_f16_halves);
	tcase_add_test(tc, test_help_covers_commands_mnemonics_and_modifiers);
	tcase_add_test(tc,
	    test_help_knows_the_memory_modifiers_the_assembler_takes);
	tcase_add_test(tc, test_command_table_has_every_contract_command);
	tcase_add_test(tc,
	    test_load_error_keeps_the_old_program_and_names_the_line);
	tcase_add_test(tc, test_streaming_session_keeps_only_the_last_step);
	tcase_add_test(tc, test_random_lines_never_crash);
	suite_add_tcase(s, tc);

	session_add_fault_tests(s);
	session_add_whatif_tests(s);
	session_add_alloc_tests(s);
	session_add_replay_tests(s);
	return s;
}
