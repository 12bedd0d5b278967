/* SPDX-License-Identifier: MIT */
/* Unit tests of the diagnostics (diag.c): FILE:LINE:COL, line and caret. */
#include "config.h"

#include <check.h>

#include "diag.h"
#include "suites.h"

START_TEST(test_diag_format_puts_caret_under_column)
{
	struct diag d;
	char buf[512];
	const char *src = "v_mov_b32 v0, v1 row_shrr:1";

	diag_set(&d, DIAG_ERROR, DIAG_SYNTAX, 18, 9, "unknown modifier");
	diag_format(&d, "x.s", 3, src, strlen(src), buf, sizeof buf);
	ck_assert_str_eq(buf, "x.s:3:18: error: unknown modifier\n"
			      "v_mov_b32 v0, v1 row_shrr:1\n"
			      "                 ^\n");
}
END_TEST

Suite *
diag_suite(void)
{
	Suite *s = suite_create("diag");
	TCase *tc;

	tc = tcase_create("format");
	tcase_add_test(tc, test_diag_format_puts_caret_under_column);
	suite_add_tcase(s, tc);
	return s;
}
