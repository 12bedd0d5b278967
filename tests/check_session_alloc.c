/* SPDX-License-Identifier: MIT */
/* Allocation failure at every point of a :set, a step, a :load, a JSON
 * run, a streaming JSON drain and comment lines fed as captions: the test
 * build links the core with its allocator wrapped
 * (-Wl,--wrap=malloc,...; Makefile.am), and each test runs an operation
 * again and again, failing the n-th allocation, n = 1, 2, ... until the
 * operation needs no more. Each time nothing may crash, a failure must be
 * reported as "out of memory", and nothing may be lost: the session is then
 * exactly as before the operation (a bad line changes nothing), and an
 * operation that reports success did all of its work. */
#include <stdlib.h>
#include <string.h>

#include "check_session.h"
#include "strbuf.h"
#include "view.h"

void *__real_malloc(size_t size);
void *__real_calloc(size_t count, size_t size);
void *__real_realloc(void *ptr, size_t size);
void *__wrap_malloc(size_t size);
void *__wrap_calloc(size_t count, size_t size);
void *__wrap_realloc(void *ptr, size_t size);

/* 0: off; else the allocation that fails (1 = the next one). Allocations
 * after it succeed again, as a system under memory pressure may. */
static unsigned long fail_at, seen;
static bool failed;

static bool
should_fail(void)
{
	if (fail_at == 0)
		return false;
	if (++seen != fail_at)
		return false;
	failed = true;
	return true;
}

void *
__wrap_malloc(size_t size)
{
	return should_fail() ? NULL : __real_malloc(size);
}

void *
__wrap_calloc(size_t count, size_t size)
{
	return should_fail() ? NULL : __real_calloc(count, size);
}

void *
__wrap_realloc(void *ptr, size_t size)
{
	return should_fail() ? NULL : __real_realloc(ptr, size);
}

static void
arm(unsigned long n)
{
	seen = 0;
	failed = false;
	fail_at = n;
}

static void
disarm(void)
{
	fail_at = 0;
}

/* What must not be lost: the position, the program's length, the
 * registers and the memory an operation may touch. */
struct snap {
	unsigned pos, steps;
	struct wave w;
	uint8_t mem[64];
};

static void
take(struct session *s, struct snap *sn)
{
	const struct wave *w = session_wave(s);

	sn->pos = session_position(s);
	sn->steps = session_step_count(s);
	sn->w = *w;
	sn->w.mem = NULL;
	memory_read(w->mem, 0x100, sn->mem, sizeof sn->mem);
}

static bool
same(const struct snap *a, const struct snap *b)
{
	return a->pos == b->pos && a->steps == b->steps &&
	    memcmp(a->w.vgpr, b->w.vgpr, sizeof a->w.vgpr) == 0 &&
	    memcmp(a->w.sgpr, b->w.sgpr, sizeof a->w.sgpr) == 0 &&
	    a->w.exec == b->w.exec && a->w.vcc == b->w.vcc &&
	    a->w.m0 == b->w.m0 && memcmp(a->mem, b->mem, sizeof a->mem) == 0;
}

static const char *const base_prog[] = {
	":set v1 = lane",
	":set mem[0x100..0x140] = i",
	"v_mov_b32_dpp v0, v1 row_shr:1",
	"v_add_u32 v2, vcc, v1, v0",
	NULL,
};

static struct session *
fresh(bool keep)
{
	struct session *s = ts_new(ISA_GFX803, 0, keep);

	ck_assert_ptr_nonnull(s);
	ts_run(s, base_prog);
	return s;
}

/* Whether r holds an "out of memory" error (after any warnings). */
static bool
oom_reported(const struct session_result *r)
{
	for (unsigned i = 0; i < r->ndiags; i++)
		if (r->diags[i].severity == DIAG_ERROR &&
		    strstr(r->diags[i].message, "out of memory") != NULL)
			return true;
	return false;
}

/* Runs `line` on a fresh session with allocation n failing, for every n
 * until one run fails nothing. ok_after: the state a success must reach,
 * from a run with no failure. */
static void
every_failure(const char *line, bool keep, bool at_earlier_step)
{
	struct session_result r;
	struct snap before, good, now;
	struct session *s;
	unsigned long n;

	session_result_init(&r);
	s = fresh(keep);
	if (at_earlier_step)
		ck_assert_int_eq(ts_feed(s, &r, ":back"), 0);
	ck_assert_int_eq(ts_feed(s, &r, line), 0);
	take(s, &good);
	session_free(s);

	for (n = 1; n < 100000; n++) {
		int rc;

		s = fresh(keep);
		if (at_earlier_step)
			ck_assert_int_eq(ts_feed(s, &r, ":back"), 0);
		take(s, &before);
		arm(n);
		rc = ts_feed(s, &r, line);
		disarm();
		take(s, &now);
		if (rc != 0) {
			ck_assert_msg(oom_reported(&r), "'%s', allocation %lu: "
			    "not reported", line, n);
			/* streaming cannot take a step back: one that ran
			 * stays, and the error says what its log lacks */
			ck_assert_msg(same(&before, &now) || (!keep &&
			    same(&good, &now)), "'%s', allocation %lu failed: "
			    "the session changed", line, n);
		} else {
			ck_assert_msg(same(&good, &now), "'%s', allocation %lu "
			    "failed unreported: the work is not all done",
			    line, n);
		}
		/* the session still works */
		ck_assert_int_eq(ts_feed(s, &r, ":run"), 0);
		session_free(s);
		if (!failed)
			break;
	}
	ck_assert_uint_lt(n, 100000);
	session_result_free(&r);
}

START_TEST(test_alloc_failure_in_a_set)
{
	every_failure(":set v3 = lane * 3", true, false);
	every_failure(":set v3 = lane * 3", true, true);
	every_failure(":set mem[0x100..0x120] = 7", true, false);
	every_failure(":set mem[0x100..0x120] = i + 1", true, true);
	every_failure(":set s5 = 9", false, false);
}
END_TEST

START_TEST(test_alloc_failure_in_a_step)
{
	every_failure("v_mov_b32_dpp v4, v2 row_shl:1", true, false);
	every_failure("v_mov_b32_dpp v4, v2 row_shl:1", true, true);
	every_failure("ds_permute_b32 v5, v1, v2", true, false);
	every_failure("v_mov_b32_dpp v4, v2 row_shl:1", false, false);
	every_failure(":step", true, true);
	every_failure(":back", true, false);
}
END_TEST

START_TEST(test_alloc_failure_in_a_load)
{
	static const char text[] = ":target gfx900\n:set v1 = lane\n"
	    "v_mov_b32_dpp v0, v1 row_shr:1\n:set v7 = 3\n"
	    "v_add_u32 v2, v1, v0\n";
	struct session_result r;
	unsigned long n;

	session_result_init(&r);
	for (n = 1; n < 100000; n++) {
		struct session *s = fresh(true);
		struct snap before, now;
		int rc;

		take(s, &before);
		ck_assert_int_eq(ts_feed(s, &r, ":load x.session"), 0);
		arm(n);
		rc = session_load_reply(s, "t", 1, "x.session", text,
		    sizeof text - 1, NULL, &r);
		disarm();
		take(s, &now);
		if (rc != 0) {
			ck_assert_msg(r.ndiags > 0 && strstr(r.diags[0].message,
			    "out of memory") != NULL, "allocation %lu: '%s'",
			    n, r.ndiags ? r.diags[0].message : "no message");
			ck_assert_msg(same(&before, &now), "allocation %lu "
			    "failed: the session changed", n);
			ck_assert_uint_eq(session_target(s), ISA_GFX803);
		} else {
			ck_assert_uint_eq(session_target(s), ISA_GFX900);
			ck_assert_uint_eq(session_step_count(s), 2);
			ck_assert_uint_eq(session_position(s), 0);
			ck_assert_uint_eq(session_wave(s)->vgpr[1][9], 9);
		}
		ck_assert_int_eq(ts_feed(s, &r, ":run"), 0);
		session_free(s);
		if (!failed)
			break;
	}
	ck_assert_uint_lt(n, 100000);
	session_result_free(&r);
}
END_TEST

/* session_goto over a loaded program not run yet: each step it runs may
 * fail; the position and state must then be as before, and the error say
 * "out of memory". */
START_TEST(test_alloc_failure_in_a_goto)
{
	static const char text[] = ":set v1 = lane\n"
	    "v_mov_b32_dpp v0, v1 row_shr:1\n:set v7 = 3\n"
	    "v_add_u32 v2, vcc, v1, v0\nds_permute_b32 v5, v1, v2\n";
	struct session_result r;
	struct snap before, good, now;
	unsigned long n;

	session_result_init(&r);
	for (n = 0; n < 100000; n++) {
		struct session *s = ts_new(ISA_GFX803, 0, true);
		int rc;

		ck_assert_ptr_nonnull(s);
		ck_assert_int_eq(session_load_text(s, "g.session", text,
		    sizeof text - 1, &r), 0);
		take(s, &before);
		arm(n);
		rc = session_goto(s, 3, &r);
		disarm();
		take(s, &now);
		if (n == 0) {
			/* no failure: where a success must arrive */
			ck_assert_int_eq(rc, 0);
			ck_assert_uint_eq(now.pos, 3);
			good = now;
		} else if (rc != 0) {
			ck_assert_msg(r.error && oom_reported(&r),
			    "allocation %lu: not reported", n);
			ck_assert_msg(same(&before, &now), "allocation %lu "
			    "failed: the session moved", n);
		} else {
			ck_assert_msg(same(&good, &now), "allocation %lu "
			    "failed unreported", n);
		}
		/* the session still works */
		ck_assert_msg(session_goto(s, 3, &r) == 0, "allocation %lu: "
		    "then %s", n, r.diags[0].message);
		take(s, &now);
		ck_assert_msg(n == 0 || same(&good, &now), "allocation %lu: "
		    "step 3 differs when reached again", n);
		ck_assert_int_eq(session_goto(s, 1, &r), 0);
		session_free(s);
		if (n > 0 && !failed)
			break;
	}
	ck_assert_uint_lt(n, 100000);
	session_result_free(&r);
}
END_TEST

/* session_view_input with allocation n failing: -1 leaves the state
 * alone in the picture; 0 is the whole picture (the record, the caption),
 * as without a failure. */
START_TEST(test_alloc_failure_in_a_picture)
{
	struct session_result r;
	unsigned long n;

	session_result_init(&r);
	for (n = 1; n < 100000; n++) {
		struct session *s = fresh(true);
		struct view_input in;
		int rc;

		ck_assert_int_eq(ts_feed(s, &r, "; the caption"), 0);
		ck_assert_int_eq(ts_feed(s, &r, "v_mov_b32 v9, v1"), 0);
		arm(n);
		rc = session_view_input(s, &in);
		disarm();
		ck_assert_ptr_eq(in.after, session_wave(s));
		ck_assert_uint_eq(in.position, 3);
		if (rc == 0) {
			ck_assert_ptr_nonnull(in.step);
			ck_assert_ptr_nonnull(in.caption);
			ck_assert_str_eq(in.caption, "the caption");
		} else {
			ck_assert_int_eq(rc, -1);
		}
		/* a failed picture is not kept: asked again, it is whole */
		ck_assert_int_eq(session_view_input(s, &in), 0);
		ck_assert_ptr_nonnull(in.caption);
		session_free(s);
		if (!failed)
			break;
	}
	ck_assert_uint_lt(n, 100000);
	session_result_free(&r);
}
END_TEST

/* A JSON run: feeding and writing the object. A failure may cut the
 * object short only by reporting it (strbuf_failed); never a crash. */
START_TEST(test_alloc_failure_in_a_json_run)
{
	struct strbuf good = STRBUF_INIT;
	struct session_result r;
	unsigned long n;

	{
		struct session *s = fresh(true);

		session_json(s, &good);
		session_free(s);
	}
	session_result_init(&r);
	for (n = 1; n < 100000; n++) {
		struct strbuf out = STRBUF_INIT;
		struct session *s;
		int lines_ok = 1;

		arm(n);
		s = ts_new(ISA_GFX803, 0, true);
		if (s != NULL) {
			for (const char *const *l = base_prog; *l != NULL &&
			    lines_ok; l++)
				lines_ok = ts_feed(s, &r, *l) == 0;
			session_json(s, &out);
		}
		disarm();
		if (s != NULL && lines_ok && !strbuf_failed(&out))
			ck_assert_msg(out.len == good.len &&
			    memcmp(out.data, good.data, good.len) == 0,
			    "allocation %lu failed unreported: the JSON "
			    "differs", n);
		if (s != NULL && !lines_ok)
			ck_assert_msg(strstr(r.diags[0].message,
			    "out of memory") != NULL, "allocation %lu: '%s'",
			    n, r.diags[0].message);
		strbuf_free(&out);
		session_free(s);
		if (!failed)
			break;
	}
	ck_assert_uint_lt(n, 100000);
	strbuf_free(&good);
	session_result_free(&r);
}
END_TEST

/* The entries a streaming --json run drains after each line (as batch.c's
 * spill does), joined into the object: the head, then each array. With
 * allocation n failing (0: none). Returns 0 with the object in out, 1
 * when a fed line reported out of memory, 2 when a drain did. */
static int
drain_run(unsigned long n, struct strbuf *out)
{
	static const char *const prog[] = {
		":set v1 = lane", "v_mov_b32_dpp v0, v1 row_shr:1",
		"s_nop 0", "v_add_u32 v2, vcc, v1, v0",
		"ds_write_b32 v1, v2", "ds_read_b32 v3, v1",
		"v_readlane_b32 s2, v3, 5", NULL,
	};
	struct strbuf part[JSON_ARRAY_COUNT] = {
		STRBUF_INIT, STRBUF_INIT, STRBUF_INIT,
	};
	struct strbuf *parts[JSON_ARRAY_COUNT] = {
		&part[0], &part[1], &part[2],
	};
	struct json_counts done = { { 0, 0, 0 } };
	struct session_result r;
	struct session *s = ts_new(ISA_GFX803, 0, false);
	int rc = 0;

	ck_assert_ptr_nonnull(s);
	session_result_init(&r);
	arm(n);
	for (const char *const *l = prog; *l != NULL && rc == 0; l++) {
		if (ts_feed(s, &r, *l) != 0) {
			ck_assert_msg(oom_reported(&r), "'%s', allocation "
			    "%lu: not reported", *l, n);
			rc = 1;
		} else if (session_json_drain(s, &done, parts) != 0) {
			rc = 2;
		}
	}
	if (rc == 0) {
		session_json_head(s, out);
		for (unsigned a = 0; a < JSON_ARRAY_COUNT; a++) {
			json_array_open(out, (enum json_array)a);
			strbuf_append(out, part[a].data, part[a].len);
			json_array_close(out, (enum json_array)a, done.n[a]);
		}
		strbuf_puts(out, "}\n");
	}
	disarm();
	for (unsigned a = 0; a < JSON_ARRAY_COUNT; a++)
		strbuf_free(&part[a]);
	session_result_free(&r);
	session_free(s);
	return rc;
}

/* The streaming --json drain: a failure is reported by the line or the
 * drain, or the object is the one a run without failure writes. */
START_TEST(test_alloc_failure_in_a_json_drain)
{
	struct strbuf good = STRBUF_INIT;
	unsigned long n;

	ck_assert_int_eq(drain_run(0, &good), 0);
	ck_assert(!strbuf_failed(&good));
	/* the run wrote entries of every array */
	ck_assert_ptr_nonnull(strstr(good.data, "\"steps\": [\n    {"));
	ck_assert_ptr_nonnull(strstr(good.data, "\"memory\": [\n    {"));
	for (n = 1; n < 100000; n++) {
		struct strbuf out = STRBUF_INIT;

		if (drain_run(n, &out) == 0 && !strbuf_failed(&out))
			ck_assert_msg(out.len == good.len &&
			    memcmp(out.data, good.data, good.len) == 0,
			    "allocation %lu failed unreported: the drained "
			    "JSON differs", n);
		strbuf_free(&out);
		if (!failed)
			break;
	}
	ck_assert_uint_lt(n, 100000);
	strbuf_free(&good);
}
END_TEST

/* Comment lines fed one at a time caption the next instruction (cli.md).
 * A failure anywhere in them or the instruction is reported, or leaves
 * the session as before, or the step runs: its caption is then whole or,
 * when the comment lines could not be kept, the comment of its own line
 * alone (a poorer picture), never a part of those lines. */
static void
caption_failures(bool keep)
{
	static const char *const lines[] = {
		"; the first caption line", "// and the second",
		"v_mov_b32_dpp v4, v1 row_shl:2 ; its own comment", NULL,
	};
	static const char own[] = "its own comment\n";
	struct strbuf good = STRBUF_INIT;
	struct session_result r;
	struct snap before, want, now;
	struct session *s;
	unsigned long n;

	session_result_init(&r);
	s = fresh(keep);
	ts_run(s, lines);
	take(s, &want);
	ck_assert_uint_eq(session_step_caption(s, session_position(s),
	    &good), 3);
	session_free(s);
	for (n = 1; n < 100000; n++) {
		struct strbuf cap = STRBUF_INIT;
		int rc = 0;

		s = fresh(keep);
		take(s, &before);
		arm(n);
		for (const char *const *l = lines; *l != NULL && rc == 0; l++)
			rc = ts_feed(s, &r, *l);
		disarm();
		take(s, &now);
		if (rc != 0) {
			ck_assert_msg(oom_reported(&r), "allocation %lu: not "
			    "reported", n);
			/* streaming cannot take a step back: one that ran
			 * stays, and the error says what its log lacks */
			ck_assert_msg(same(&before, &now) || (!keep &&
			    same(&want, &now)), "allocation %lu failed: the "
			    "session changed", n);
		} else {
			ck_assert_msg(same(&want, &now), "allocation %lu "
			    "failed unreported: the step is not all done", n);
			(void)session_step_caption(s, session_position(s),
			    &cap);
			ck_assert(!strbuf_failed(&cap));
			ck_assert_msg((cap.len == strlen(own) &&
			    memcmp(cap.data, own, cap.len) == 0) ||
			    (cap.len == good.len &&
			    memcmp(cap.data, good.data, good.len) == 0),
			    "allocation %lu: caption '%.*s'", n,
			    (int)cap.len, cap.data != NULL ? cap.data : "");
		}
		strbuf_free(&cap);
		ck_assert_int_eq(ts_feed(s, &r, ":run"), 0);
		session_free(s);
		if (!failed)
			break;
	}
	ck_assert_uint_lt(n, 100000);
	strbuf_free(&good);
	session_result_free(&r);
}

START_TEST(test_alloc_failure_in_caption_lines)
{
	caption_failures(true);
	caption_failures(false);
}
END_TEST

void
session_add_alloc_tests(Suite *s)
{
	TCase *tc = tcase_create("alloc");

	tcase_set_timeout(tc, 300);
	tcase_add_test(tc, test_alloc_failure_in_a_set);
	tcase_add_test(tc, test_alloc_failure_in_a_step);
	tcase_add_test(tc, test_alloc_failure_in_a_load);
	tcase_add_test(tc, test_alloc_failure_in_a_goto);
	tcase_add_test(tc, test_alloc_failure_in_a_picture);
	tcase_add_test(tc, test_alloc_failure_in_a_json_run);
	tcase_add_test(tc, test_alloc_failure_in_a_json_drain);
	tcase_add_test(tc, test_alloc_failure_in_caption_lines);
	suite_add_tcase(s, tc);
}
