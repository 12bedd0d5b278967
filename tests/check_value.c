/* SPDX-License-Identifier: MIT */
/* Unit tests of the :set VALUE language (value.c). */
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <check.h>

#include "suites.h"
#include "value.h"

/* Evaluates text for lane (and index) with the given variables. */
static int
eval(const char *text, unsigned vars, unsigned width, uint32_t lane,
    uint64_t *out, struct diag *d)
{
	struct value_prog p;

	if (value_compile(&p, text, strlen(text), 1, width, vars, 64, d) != 0)
		return -1;
	return value_eval(&p, lane, 0, out, d);
}

static uint64_t
ev(const char *text, uint32_t lane)
{
	struct diag d;
	uint64_t v = 0;

	ck_assert_msg(eval(text, VALUE_VAR_LANE | VALUE_VAR_I, 32, lane, &v,
	    &d) == 0, "'%s': %s", text, d.message);
	return v;
}

static const struct {
	const char *text;
	uint32_t lane;
	uint32_t want;
} cases[] = {
	{ "0", 0, 0 },
	{ "42", 0, 42 },
	{ "0x1F", 0, 0x1f },
	{ "-1", 0, 0xffffffffu },
	{ "-2147483648", 0, 0x80000000u },
	{ "4294967295", 0, 0xffffffffu },
	{ "1.0", 0, 0x3f800000u },
	{ "-2.5e3", 0, 0xc51c4000u },
	{ ".5", 0, 0x3f000000u },
	{ "1e3", 0, 0x447a0000u },
	{ "-0.0", 0, 0x80000000u },
	{ "lane", 37, 37 },
	{ "lane * 4", 5, 20 },
	{ "1 + 2 * 3", 0, 7 },
	{ "(1 + 2) * 3", 0, 9 },
	{ "1 << 4 | 1", 0, 17 },
	{ "0xff & ~0x0f", 0, 0xf0 },
	{ "6 ^ 3", 0, 5 },
	{ "17 % 5", 0, 2 },
	{ "-7 / 2", 0, 0x7ffffffcu },   /* u32 division of 0xfffffff9 */
	{ "0 - 1", 0, 0xffffffffu },
	{ "1 << 32", 0, 0 },
	{ "0x80000000 >> 31", 0, 1 },
	{ "f32(lane)", 3, 0x40400000u },
	{ "f32(lane - 1)", 0, 0xbf800000u },
	{ "f32(lane * lane)", 4, 0x41800000u },
	{ "63 - lane", 63, 0 },
	{ "i * 4", 0, 0 },
	{ "  lane+1  ", 9, 10 },
};

START_TEST(test_value_eval_table_gives_expected_bits)
{
	ck_assert_msg(ev(cases[_i].text, cases[_i].lane) == cases[_i].want,
	    "'%s' lane %u: 0x%08llx, want 0x%08x", cases[_i].text,
	    cases[_i].lane, (unsigned long long)ev(cases[_i].text,
	    cases[_i].lane), cases[_i].want);
}
END_TEST

START_TEST(test_value_division_by_zero_is_an_error_with_column)
{
	struct diag d;
	uint64_t v;

	ck_assert_int_eq(eval("10 / (lane - 3)", VALUE_VAR_LANE, 32, 3, &v,
	    &d), -1);
	ck_assert_uint_eq(d.col, 4);
	ck_assert(strstr(d.message, "division by zero") != NULL);
	ck_assert_int_eq(eval("10 % 0", 0, 32, 0, &v, &d), -1);
	/* other lanes evaluate */
	ck_assert_int_eq(eval("10 / (lane - 3)", VALUE_VAR_LANE, 32, 5, &v,
	    &d), 0);
	ck_assert_uint_eq(v, 5);
}
END_TEST

START_TEST(test_value_errors_point_at_the_bad_token)
{
	static const struct {
		const char *text;
		unsigned vars, col;
		const char *msg;
	} bad[] = {
		{ "1 +", VALUE_VAR_LANE, 4, "expected a value" },
		{ "(1 + 2", VALUE_VAR_LANE, 7, "expected ')'" },
		{ "lanes", VALUE_VAR_LANE, 1, "unknown name 'lanes'" },
		{ "lane", 0, 1, "`lane` has no meaning here" },
		{ "i", VALUE_VAR_LANE, 1, "only exists in :set mem" },
		{ "12abc", VALUE_VAR_LANE, 3, "unexpected 'a'" },
		{ "99999999999999999999", 0, 1, "too large" },
		{ "1 2", 0, 3, "unexpected '2' after the value" },
		{ "f32 3", 0, 5, "expected '(' after f32" },
		{ "[1, 2]", 0, 1, "a list has no meaning here" },
	};

	for (unsigned k = 0; k < sizeof bad / sizeof bad[0]; k++) {
		struct value_prog p;
		struct diag d;

		ck_assert_int_eq(value_compile(&p, bad[k].text,
		    strlen(bad[k].text), 1, 32, bad[k].vars, 64, &d), -1);
		ck_assert_msg(d.col == bad[k].col, "'%s': col %u, want %u",
		    bad[k].text, d.col, bad[k].col);
		ck_assert_msg(strstr(d.message, bad[k].msg) != NULL,
		    "'%s': '%s' lacks '%s'", bad[k].text, d.message,
		    bad[k].msg);
	}
}
END_TEST

START_TEST(test_value_list_needs_exactly_one_value_per_lane)
{
	struct value_prog p;
	struct diag d;
	char text[1024];
	size_t n = 0;
	uint64_t v;

	n += (size_t)snprintf(text + n, sizeof text - n, "[");
	for (unsigned l = 0; l < 32; l++)
		n += (size_t)snprintf(text + n, sizeof text - n, "%s%u*2",
		    l ? ", " : "", l);
	snprintf(text + n, sizeof text - n, "]");
	ck_assert_int_eq(value_compile(&p, text, strlen(text), 1, 32,
	    VALUE_ALLOW_LIST, 32, &d), 0);
	ck_assert_int_eq(value_eval(&p, 31, 0, &v, &d), 0);
	ck_assert_uint_eq(v, 62);
	/* the same 32 values for a wave64 */
	ck_assert_int_eq(value_compile(&p, text, strlen(text), 1, 32,
	    VALUE_ALLOW_LIST, 64, &d), -1);
	ck_assert(strstr(d.message, "32 values for 64 lanes") != NULL);
}
END_TEST

START_TEST(test_value_width64_keeps_exec_bits)
{
	struct diag d;
	uint64_t v;

	ck_assert_int_eq(eval("0xffffffff00000000 | 1", 0, 64, 0, &v, &d), 0);
	ck_assert_uint_eq(v, 0xffffffff00000001ull);
	ck_assert_int_eq(eval("~0", 0, 32, 0, &v, &d), 0);
	ck_assert_uint_eq(v, 0xffffffffu);
}
END_TEST

START_TEST(test_value_parse_uint_reads_dec_and_hex)
{
	uint64_t v;

	ck_assert_uint_eq(value_parse_uint("123x", 4, &v), 3);
	ck_assert_uint_eq(v, 123);
	ck_assert_uint_eq(value_parse_uint("0x40]", 5, &v), 4);
	ck_assert_uint_eq(v, 64);
	ck_assert_uint_eq(value_parse_uint("x", 1, &v), 0);
	ck_assert_uint_eq(value_parse_uint("0x", 2, &v), 0);
}
END_TEST

Suite *
value_suite(void)
{
	Suite *s = suite_create("value");
	TCase *tc;

	tc = tcase_create("eval");
	tcase_add_loop_test(tc, test_value_eval_table_gives_expected_bits, 0,
	    (int)(sizeof cases / sizeof cases[0]));
	tcase_add_test(tc, test_value_division_by_zero_is_an_error_with_column);
	tcase_add_test(tc, test_value_errors_point_at_the_bad_token);
	tcase_add_test(tc, test_value_list_needs_exactly_one_value_per_lane);
	tcase_add_test(tc, test_value_width64_keeps_exec_bits);
	tcase_add_test(tc, test_value_parse_uint_reads_dec_and_hex);
	suite_add_tcase(s, tc);
	return s;
}
