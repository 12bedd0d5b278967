/* SPDX-License-Identifier: MIT */
/* Unit tests of the growing string buffer (strbuf.c). */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <check.h>

#include "strbuf.h"
#include "suites.h"

START_TEST(test_strbuf_printf_grows_past_small_buffer)
{
	struct strbuf sb = STRBUF_INIT;

	for (int i = 0; i < 100; i++)
		strbuf_printf(&sb, "%08x ", (unsigned)i);
	ck_assert_uint_eq(sb.len, 900);
	ck_assert(strbuf_str(&sb)[899] == ' ');
	strbuf_free(&sb);
	ck_assert_str_eq(strbuf_str(&sb), "");
}
END_TEST

Suite *
strbuf_suite(void)
{
	Suite *s = suite_create("strbuf");
	TCase *tc;

	tc = tcase_create("grow");
	tcase_add_test(tc, test_strbuf_printf_grows_past_small_buffer);
	suite_add_tcase(s, tc);
	return s;
}
