/* SPDX-License-Identifier: MIT */
/* Unit tests of the instruction table, the assembler and the encoder. */
#include "config.h"

#include <string.h>

#include <check.h>

#include "diag.h"
#include "isa.h"
#include "suites.h"

START_TEST(test_isa_parse_target_aliases_map_to_targets)
{
	enum isa_target t;

	ck_assert_int_eq(isa_parse_target("fiji", &t), 0);
	ck_assert_int_eq(t, ISA_GFX803);
	ck_assert_int_eq(isa_parse_target("gfx10", &t), 0);
	ck_assert_int_eq(t, ISA_GFX1030);
	ck_assert_int_eq(isa_parse_target("gfx9", &t), 0);
	ck_assert_int_eq(t, ISA_GFX900);
	ck_assert_int_eq(isa_parse_target("gfx700", &t), -1);
	ck_assert_int_eq(isa_default_wave(ISA_GFX90A), 64);
	ck_assert_int_eq(isa_default_wave(ISA_GFX1010), 32);
}
END_TEST

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
asm_suite(void)
{
	Suite *s = suite_create("asm");
	TCase *tc = tcase_create("basics");

	tcase_add_test(tc, test_isa_parse_target_aliases_map_to_targets);
	tcase_add_test(tc, test_diag_format_puts_caret_under_column);
	suite_add_tcase(s, tc);
	return s;
}
