/* SPDX-License-Identifier: MIT */
/* The session suite is spread over several files; each adds its TCases,
 * and the helpers here drive a session line by line. */
#ifndef LANESCOPE_CHECK_SESSION_H
#define LANESCOPE_CHECK_SESSION_H

#include <stdbool.h>
#include <string.h>

#include <check.h>

#include "session.h"

void session_add_value_tests(Suite *s);
void session_add_history_tests(Suite *s);
void session_add_hazard_tests(Suite *s);
void session_add_fault_tests(Suite *s);

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

#endif
