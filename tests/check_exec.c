/* SPDX-License-Identifier: MIT */
/* Unit tests of the execution core: the vectors of vectors.md and
 * properties over random inputs. */
#include "config.h"

#include <check.h>

#include "exec.h"
#include "suites.h"

START_TEST(test_reason_names_follow_contract_vocabulary)
{
	ck_assert_str_eq(exec_reason_name(REASON_MOVED), "moved");
	ck_assert_str_eq(exec_reason_name(REASON_SRC_OUT_OF_RANGE_KEPT),
	    "src_out_of_range_kept");
	ck_assert_str_eq(exec_reason_name(REASON_TMP_UNWRITTEN_ZERO),
	    "tmp_unwritten_zero");
	ck_assert_str_eq(exec_reason_name(REASON_SELF), "self");
}
END_TEST

Suite *
exec_suite(void)
{
	Suite *s = suite_create("exec");
	TCase *tc = tcase_create("names");

	tcase_add_test(tc, test_reason_names_follow_contract_vocabulary);
	suite_add_tcase(s, tc);
	return s;
}
