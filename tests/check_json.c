/* SPDX-License-Identifier: MIT */
/* Unit tests of the JSON trace (json.c): contract keys in order, wave32
 * masks, and string escapes. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <check.h>

#include "check_session.h"
#include "json.h"
#include "suites.h"

START_TEST(test_json_has_contract_keys_in_order)
{
	struct session *s = ts_demo();
	struct strbuf sb = STRBUF_INIT;
	static const char *const keys[] = { "\"target\": \"gfx803\"",
		"\"wave\": 64", "\"exec\": \"0xffffffffffffffff\"",
		"\"vcc\": \"0x0000000000000000\"", "\"vgpr\"", "\"v0\"",
		"\"v1\"", "\"sgpr\"", "\"steps\"", "\"memory\"",
		"\"diagnostics\"" };
	const char *p;

	session_json(s, &sb);
	p = strbuf_str(&sb);
	for (unsigned i = 0; i < sizeof keys / sizeof keys[0]; i++) {
		const char *q = strstr(p, keys[i]);

		ck_assert_msg(q != NULL, "%s missing after %.40s", keys[i], p);
		p = q;
	}
	/* one steps entry per DPP instruction, none for the v_nops */
	unsigned steps = 0;
	for (p = strbuf_str(&sb); (p = strstr(p, "\"text\": ")) != NULL; p++)
		steps++;
	ck_assert_uint_eq(steps, 7);
	ck_assert(strstr(strbuf_str(&sb), "{ \"lane\": 0, \"src\": null, "
	    "\"reason\": \"src_out_of_range_zero\" }") != NULL);
	strbuf_free(&sb);
	session_free(s);
}
END_TEST

START_TEST(test_json_wave32_masks_have_8_digits_and_permute_losers)
{
	struct session *s = ts_new(ISA_GFX1030, 32, true);
	struct strbuf sb = STRBUF_INIT;
	static const char *const prog[] = {
		":set v0 = 0",          /* every lane pushes to lane 0 */
		":set v1 = lane",
		"ds_permute_b32 v2, v0, v1",
		NULL,
	};

	ts_run(s, prog);
	session_json(s, &sb);
	ck_assert(strstr(strbuf_str(&sb), "\"exec\": \"0xffffffff\"") !=
	    NULL);
	ck_assert_msg(strstr(strbuf_str(&sb), "{ \"lane\": 0, \"src\": 31, "
	    "\"reason\": \"moved\", \"overwritten\": [0, 1, 2") != NULL, "%s",
	    strbuf_str(&sb));
	ck_assert(strstr(strbuf_str(&sb), "\"reason\": "
	    "\"tmp_unwritten_zero\"") != NULL);
	strbuf_free(&sb);
	session_free(s);
}
END_TEST

/* A scalar load is a "memory" entry with its one request: the address
 * (low two bits dropped), the bytes and the 64-byte lines they cover
 * (branch sop16c). */
START_TEST(test_json_scalar_load_names_its_request)
{
	struct session *s = ts_new(ISA_GFX900, 64, true);
	struct strbuf sb = STRBUF_INIT;
	static const char *const prog[] = {
		":set s4 = 0x1000",
		":set s5 = 0",
		"s_load_dwordx8 s[8:15], s[4:5], 0x33",
		NULL,
	};

	ts_run(s, prog);
	session_json(s, &sb);
	ck_assert_msg(strstr(strbuf_str(&sb), "\"op\": \"s_load_dwordx8\",\n"
	    "      \"scalar\": { \"address\": 4144, \"bytes\": 32 },\n"
	    "      \"requests\": 2, \"lines\": [4096, 4160] }") != NULL, "%s",
	    strbuf_str(&sb));
	strbuf_free(&sb);
	session_free(s);
}
END_TEST

/* cli.md: v_readlane and v_readfirstlane list no lanes and name the lane
 * read in "scalar"; v_writelane's other lanes are "untouched" when active
 * and "exec_off" when not, with no source. */
START_TEST(test_json_readlane_scalar_and_writelane_untouched)
{
	struct session *s = ts_new(ISA_GFX900, 64, true);
	struct strbuf sb = STRBUF_INIT;
	static const char *const prog[] = {
		":set v0 = lane + 100",
		":set exec = 0xf0",
		"v_readfirstlane_b32 s3, v0",  /* lowest active lane: 4 */
		"v_readlane_b32 vcc_lo, v0, 37",
		"v_writelane_b32 v1, s3, 9",   /* lane 9 is inactive */
		NULL,
	};
	const char *j, *w;

	ts_run(s, prog);
	session_json(s, &sb);
	j = strbuf_str(&sb);
	ck_assert_msg(strstr(j, "\"text\": \"v_readfirstlane_b32 s3, v0\",\n"
	    "      \"lanes\": [],\n"
	    "      \"scalar\": { \"dst\": \"s3\", \"src\": 4 } }") != NULL,
	    "%s", j);
	ck_assert_msg(strstr(j, "\"lanes\": [],\n      \"scalar\": { \"dst\": "
	    "\"vcc_lo\", \"src\": 37 } }") != NULL, "%s", j);
	w = strstr(j, "v_writelane_b32");
	ck_assert_ptr_nonnull(w);
	ck_assert(strstr(w, "{ \"lane\": 9, \"src\": null, \"reason\": "
	    "\"moved\" }") != NULL);
	ck_assert(strstr(w, "{ \"lane\": 4, \"src\": null, \"reason\": "
	    "\"untouched\" }") != NULL);
	ck_assert(strstr(w, "{ \"lane\": 0, \"src\": null, \"reason\": "
	    "\"exec_off\" }") != NULL);
	ck_assert(strstr(w, "{ \"lane\": 63, \"src\": null, \"reason\": "
	    "\"exec_off\" }") != NULL);
	ck_assert(strstr(j, "\"self\"") == NULL);
	strbuf_free(&sb);
	session_free(s);
}
END_TEST

START_TEST(test_json_string_escapes_controls)
{
	struct strbuf sb = STRBUF_INIT;

	json_put_string(&sb, "a\"b\\c\n\x01", 7);
	ck_assert_str_eq(strbuf_str(&sb), "\"a\\\"b\\\\c\\n\\u0001\"");
	strbuf_free(&sb);
}
END_TEST

Suite *
json_suite(void)
{
	Suite *s = suite_create("json");
	TCase *tc;

	tc = tcase_create("trace");
	tcase_add_test(tc, test_json_has_contract_keys_in_order);
	tcase_add_test(tc,
	    test_json_wave32_masks_have_8_digits_and_permute_losers);
	tcase_add_test(tc, test_json_string_escapes_controls);
	tcase_add_test(tc, test_json_scalar_load_names_its_request);
	tcase_add_test(tc, test_json_readlane_scalar_and_writelane_untouched);
	suite_add_tcase(s, tc);
	return s;
}
