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

/* strbuf_set replaces the whole text: into an empty buffer (which must
 * grow), over a longer text in place, at exactly the storage's size, and
 * with nothing. */
START_TEST(test_strbuf_set_replaces_the_text)
{
	struct strbuf sb = STRBUF_INIT;
	char big[200];

	strbuf_set(&sb, "ds_read_b32 v1, v0", 18);
	ck_assert_str_eq(strbuf_str(&sb), "ds_read_b32 v1, v0");
	ck_assert_uint_eq(sb.len, 18);
	strbuf_set(&sb, "s_nop 0", 7);
	ck_assert_str_eq(strbuf_str(&sb), "s_nop 0");
	ck_assert_uint_eq(sb.len, 7);
	/* cap bytes need cap + 1 with the NUL: the buffer grows */
	memset(big, 'x', sizeof big);
	strbuf_set(&sb, big, sb.cap);
	ck_assert_uint_eq(sb.len, strlen(strbuf_str(&sb)));
	ck_assert(sb.len + 1 <= sb.cap);
	strbuf_set(&sb, big, sizeof big);
	ck_assert_uint_eq(sb.len, sizeof big);
	ck_assert_uint_eq(strlen(strbuf_str(&sb)), sizeof big);
	strbuf_set(&sb, NULL, 0);
	ck_assert_str_eq(strbuf_str(&sb), "");
	ck_assert_uint_eq(sb.len, 0);
	ck_assert(!strbuf_failed(&sb));
	strbuf_free(&sb);
}
END_TEST

Suite *
strbuf_suite(void)
{
	Suite *s = suite_create("strbuf");
	TCase *tc;

	tc = tcase_create("grow");
	tcase_add_test(tc, test_strbuf_printf_grows_past_small_buffer);
	tcase_add_test(tc, test_strbuf_set_replaces_the_text);
	suite_add_tcase(s, tc);
	return s;
}
