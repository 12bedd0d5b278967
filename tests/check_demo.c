/* SPDX-License-Identifier: MIT */
/* Unit tests of the compiled-in demo (demo.c): the same bytes as the data
 * file, and a run that ends in the inclusive prefix sum. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <check.h>

#include "check_session.h"
#include "demo.h"
#include "suites.h"

START_TEST(test_demo_bytes_equal_data_file)
{
	const char *top = getenv("top_srcdir");
	char path[4096];
	char *buf;
	FILE *fp;
	size_t n;

	snprintf(path, sizeof path, "%s/data/prefix-sum.session",
	    top ? top : ".");
	fp = fopen(path, "rb");
	ck_assert_msg(fp != NULL, "cannot open %s", path);
	buf = malloc(demo_prefix_sum_len + 2);
	n = fread(buf, 1, demo_prefix_sum_len + 1, fp);
	fclose(fp);
	ck_assert_uint_eq(n, demo_prefix_sum_len);
	ck_assert(memcmp(buf, demo_prefix_sum, n) == 0);
	free(buf);
}
END_TEST

START_TEST(test_demo_runs_to_inclusive_prefix_sum_without_hazards)
{
	struct session *s = ts_demo();
	const struct wave *w = session_wave(s);
	unsigned n = session_step_count(s);

	ck_assert_uint_eq(n, 15); /* 7 instructions, 8 v_nop */
	ck_assert_uint_eq(session_position(s), n);
	for (unsigned l = 0; l < 64; l++) {
		float f;

		memcpy(&f, &w->vgpr[1][l], sizeof f);
		ck_assert_msg(f == (float)(l + 1), "lane %u: %g", l, (double)f);
	}
	for (unsigned k = 1; k <= n; k++)
		ck_assert_uint_eq(session_step_diags(s, k, NULL), 0);
	session_free(s);
}
END_TEST

START_TEST(test_demo_without_a_nop_warns_with_register_and_missing_states)
{
	struct session *s = ts_new(ISA_GFX803, 0, true);
	struct session_result r;
	const struct diag *d;
	char *text = strdup(demo_prefix_sum);
	char *nop = strstr(text, "v_nop\n");

	/* Drop the second v_nop after instruction 3: one wait state left. */
	ck_assert(nop != NULL);
	memset(nop, ' ', 5);
	session_result_init(&r);
	ck_assert_int_eq(session_load_text(s, "t", text, strlen(text), &r),
	    0);
	/* instruction 4 is now step 5 */
	ck_assert_uint_eq(session_step_diags(s, 5, &d), 1);
	ck_assert_uint_eq(d->severity, DIAG_WARNING);
	ck_assert_uint_eq(d->kind, DIAG_HAZARD);
	ck_assert_uint_eq(d->col, 15); /* the DPP operand v1 */
	ck_assert_msg(strstr(d->message, "v_add_f32_dpp reads v1 through DPP "
	    "1 wait state after v_add_f32") != NULL, "%s", d->message);
	ck_assert(strstr(d->message, "2 needed: 1 missing") != NULL);
	session_result_free(&r);
	session_free(s);
	free(text);
}
END_TEST

Suite *
demo_suite(void)
{
	Suite *s = suite_create("demo");
	TCase *tc;

	tc = tcase_create("prefix_sum");
	tcase_add_test(tc, test_demo_bytes_equal_data_file);
	tcase_add_test(tc,
	    test_demo_runs_to_inclusive_prefix_sum_without_hazards);
	tcase_add_test(tc,
	    test_demo_without_a_nop_warns_with_register_and_missing_states);
	suite_add_tcase(s, tc);
	return s;
}
