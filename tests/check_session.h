/* SPDX-License-Identifier: MIT */
/* Test helpers that drive a session line by line, for the suites of the
 * modules a session ties together. */
#ifndef LANESCOPE_CHECK_SESSION_H
#define LANESCOPE_CHECK_SESSION_H

#include <stdbool.h>
#include <string.h>

#include <check.h>

#include "demo.h"
#include "session.h"

/* check_session_faults.c: the session faults of issue 15. */
void session_add_fault_tests(Suite *s);
/* check_session_whatif.c: what-if editing, :undo and :redo. */
void session_add_whatif_tests(Suite *s);
/* check_session_alloc.c: allocation failure at every point. */
void session_add_alloc_tests(Suite *s);
/* check_session_replay.c: checkpoints and re-execution (issue 16). */
void session_add_replay_tests(Suite *s);

/* A session on gfx803 wave64 (or as given), keeping history. */
static inline struct session *
ts_new(enum isa_target t, int wave, bool keep)
{
	struct session_options o;

	memset(&o, 0, sizeof o);
	o.target = t;
	o.wave = wave;
	o.keep_history = keep;
	o.record_steps = true;
	o.raw_print = true;
	return session_new(&o);
}

/* Feeds one line; returns session_feed's status. r is reused. */
static inline int
ts_feed(struct session *s, struct session_result *r, const char *line)
{
	return session_feed(s, "t", 1, line, strlen(line), r);
}

/* Feeds lines and asserts none of them is an error. */
static inline void
ts_run(struct session *s, const char *const *lines)
{
	struct session_result r;

	session_result_init(&r);
	for (; *lines != NULL; lines++) {
		int rc = ts_feed(s, &r, *lines);

		ck_assert_msg(rc == 0, "line '%s' failed: %s", *lines,
		    r.ndiags ? r.diags[0].message : "?");
	}
	session_result_free(&r);
}

/* The demo session, loaded and run to the end. */
static inline struct session *
ts_demo(void)
{
	struct session *s = ts_new(ISA_GFX803, 0, true);
	struct session_result r;

	session_result_init(&r);
	ck_assert_int_eq(session_load_text(s, DEMO_NAME, demo_prefix_sum,
	    demo_prefix_sum_len, &r), 0);
	ck_assert_uint_eq(session_position(s), 0);
	ck_assert_int_eq(ts_feed(s, &r, ":run"), 0);
	session_result_free(&r);
	return s;
}

#endif
