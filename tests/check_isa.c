/* SPDX-License-Identifier: MIT */
/* Unit tests of the instruction table (isa.c): target names, lookup of
 * every row, and opcodes that fit their encoding fields. */
#include "config.h"

#include <check.h>

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

START_TEST(test_isa_lookup_finds_every_row_on_its_targets)
{
	for (unsigned id = 0; id < ISA_ID_COUNT; id++) {
		const struct isa_info *r = isa_get((enum isa_id)id);
		for (unsigned t = 0; t < ISA_TARGET_COUNT; t++) {
			enum isa_id got = isa_lookup(r->name, strlen(r->name),
			    (enum isa_target)t);
			if (isa_on_target((enum isa_id)id, (enum isa_target)t))
				ck_assert_int_eq(got, id);
			else if (got != ISA_ID_COUNT)
				ck_assert_str_eq(isa_get(got)->name, r->name);
		}
	}
	ck_assert_int_eq(isa_lookup("v_mov_b3", 8, ISA_GFX803), ISA_ID_COUNT);
	ck_assert_int_eq(isa_lookup("v_mov_b32x", 10, ISA_GFX803),
	    ISA_ID_COUNT);
}
END_TEST

START_TEST(test_isa_table_opcodes_fit_their_fields)
{
	for (unsigned id = 0; id < ISA_ID_COUNT; id++) {
		const struct isa_info *r = isa_get((enum isa_id)id);
		int max = r->family == ISA_VOP2 ? 63 : r->family == ISA_VOP3
		    ? 1023 : r->family == ISA_SOP2 || r->family == ISA_SOPP ||
		    r->family >= ISA_MUBUF ? 127 : 255;
		for (unsigned t = 0; t < ISA_GFX1100; t++) {
			int o = r->opcode[t];
			if (o == ISA_NA)
				continue;
			if (o & ISA_OPC_VOP3_ONLY) {
				o &= 0x3ff;
				max = 1023;
			}
			ck_assert_msg(o >= 0 && o <= max, "%s on %s: %d",
			    r->name, isa_target_name((enum isa_target)t), o);
		}
		/* gfx1100 has the row exactly where gfx1030 has it. */
		ck_assert_int_eq(r->opcode[ISA_GFX1100] != ISA_NA,
		    r->opcode[ISA_GFX1030] != ISA_NA);
	}
}
END_TEST

Suite *
isa_suite(void)
{
	Suite *s = suite_create("isa");
	TCase *tc;

	tc = tcase_create("table");
	tcase_add_test(tc, test_isa_parse_target_aliases_map_to_targets);
	tcase_add_test(tc, test_isa_lookup_finds_every_row_on_its_targets);
	tcase_add_test(tc, test_isa_table_opcodes_fit_their_fields);
	suite_add_tcase(s, tc);
	return s;
}
