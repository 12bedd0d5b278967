/* SPDX-License-Identifier: MIT */
/* Unit tests of the exports (export.h) and of :export's request. */
#include "config.h"

#include <string.h>

#include <check.h>

#include "check_session.h"
#include "export.h"
#include "suites.h"

/* How many times needle occurs in sb. */
static unsigned
count(const struct strbuf *sb, const char *needle)
{
	unsigned n = 0;
	const char *p = strbuf_str(sb);

	while ((p = strstr(p, needle)) != NULL) {
		n++;
		p += strlen(needle);
	}
	return n;
}

START_TEST(test_export_command_asks_the_front_end_for_the_file)
{
	struct session *s = ts_demo();
	struct session_result r;

	session_result_init(&r);
	ck_assert_int_eq(ts_feed(s, &r, ":export svg slide 1.svg"), 0);
	ck_assert_int_eq(r.request, SESSION_REQ_EXPORT);
	ck_assert_int_eq(r.request_export, SESSION_EXPORT_SVG);
	ck_assert_str_eq(strbuf_str(&r.request_path), "slide 1.svg");
	ck_assert_uint_eq(r.request_col, 13);
	r.request_lines = 1;
	ck_assert_int_eq(session_save_reply(s, "t", 1, NULL, &r), 0);
	ck_assert_str_eq(strbuf_str(&r.out),
	    "exported 1 step as svg to slide 1.svg\n");
	session_result_free(&r);
	session_free(s);
}
END_TEST

START_TEST(test_export_command_unknown_format_is_an_error_at_it)
{
	struct session *s = ts_demo();
	struct session_result r;

	session_result_init(&r);
	ck_assert_int_eq(ts_feed(s, &r, ":export pdf x.pdf"), 1);
	ck_assert(r.error);
	ck_assert_int_eq(r.request, SESSION_REQ_NONE);
	ck_assert_uint_eq(r.diags[0].col, 9);
	ck_assert_int_eq(ts_feed(s, &r, ":export html"), 1);
	ck_assert_int_eq(r.request, SESSION_REQ_NONE);
	session_result_free(&r);
	session_free(s);
}
END_TEST

START_TEST(test_export_html_has_a_section_per_step_and_keeps_position)
{
	struct session *s = ts_demo();
	struct export_options o = { .format = SESSION_EXPORT_HTML,
	    .step = -1, .title = "demo" };
	struct strbuf out = STRBUF_INIT;
	struct session_result r;
	const char *why;

	session_result_init(&r);
	ck_assert_int_eq(session_goto(s, 4, &r), 0);
	session_result_free(&r);
	ck_assert_int_eq(export_session(s, &o, &out, &why), 15);
	ck_assert_uint_eq(count(&out, "<section class=\"step\""), 15);
	ck_assert_uint_eq(session_position(s), 4);
	/* nothing from the network */
	ck_assert_uint_eq(count(&out, "http://") , count(&out,
	    "xmlns=\"http://www.w3.org/"));
	strbuf_free(&out);
	session_free(s);
}
END_TEST

START_TEST(test_export_html_long_program_says_it_is_cut)
{
	struct session *s = ts_demo();
	struct export_options o = { .format = SESSION_EXPORT_HTML,
	    .step = -1, .title = "demo", .max_steps = 4 };
	struct strbuf out = STRBUF_INIT;
	const char *why;

	ck_assert_int_eq(export_session(s, &o, &out, &why), 4);
	ck_assert_uint_eq(count(&out, "<section class=\"step\""), 4);
	ck_assert_uint_eq(count(&out, "holds steps 1 to 4 only"), 1);
	strbuf_free(&out);
	session_free(s);
}
END_TEST

START_TEST(test_export_svg_step_past_the_end_is_refused)
{
	struct session *s = ts_demo();
	struct export_options o = { .format = SESSION_EXPORT_SVG,
	    .step = 16, .title = "demo" };
	struct strbuf out = STRBUF_INIT;
	const char *why = NULL;

	ck_assert_int_eq(export_session(s, &o, &out, &why), -1);
	ck_assert_ptr_nonnull(why);
	o.step = 0;
	ck_assert_int_eq(export_session(s, &o, &out, &why), 1);
	ck_assert_uint_eq(count(&out, "data-dst="), 0);
	strbuf_free(&out);
	session_free(s);
}
END_TEST

START_TEST(test_export_escape_keeps_markup_and_controls_out)
{
	struct strbuf out = STRBUF_INIT;

	export_escape(&out, "a<b>&\"c\x01", 8);
	ck_assert_str_eq(strbuf_str(&out), "a&lt;b&gt;&amp;&quot;c?");
	strbuf_free(&out);
}
END_TEST

Suite *
export_suite(void)
{
	Suite *s = suite_create("export");
	TCase *tc = tcase_create("export");

	tcase_add_test(tc, test_export_command_asks_the_front_end_for_the_file);
	tcase_add_test(tc,
	    test_export_command_unknown_format_is_an_error_at_it);
	tcase_add_test(tc,
	    test_export_html_has_a_section_per_step_and_keeps_position);
	tcase_add_test(tc, test_export_html_long_program_says_it_is_cut);
	tcase_add_test(tc, test_export_svg_step_past_the_end_is_refused);
	tcase_add_test(tc, test_export_escape_keeps_markup_and_controls_out);
	suite_add_tcase(s, tc);
	return s;
}
