/* SPDX-License-Identifier: MIT */
/* check_main: the one Check runner: every module's suite, TAP on stdout. */
#include "config.h"

#include <stdlib.h>

#include <check.h>

#include "suites.h"

int
main(void)
{
	SRunner *sr;
	int failed;

	sr = srunner_create(isa_suite());
	srunner_add_suite(sr, diag_suite());
	srunner_add_suite(sr, asm_suite());
	srunner_add_suite(sr, encode_suite());
	srunner_add_suite(sr, exec_suite());
	srunner_add_suite(sr, exec_dpp_suite());
	srunner_add_suite(sr, exec_lds_suite());
	srunner_add_suite(sr, exec_ds_suite());
	srunner_add_suite(sr, exec_lane_suite());
	srunner_add_suite(sr, exec_valu_suite());
	srunner_add_suite(sr, exec_vx_suite());
	srunner_add_suite(sr, exec_vx2_suite());
	srunner_add_suite(sr, exec_vop3p_suite());
	srunner_add_suite(sr, exec_mem_suite());
	srunner_add_suite(sr, fp_suite());
	srunner_add_suite(sr, semantics_suite());
	srunner_add_suite(sr, memory_suite());
	srunner_add_suite(sr, history_suite());
	srunner_add_suite(sr, hazard_suite());
	srunner_add_suite(sr, value_suite());
	srunner_add_suite(sr, json_suite());
	srunner_add_suite(sr, demo_suite());
	srunner_add_suite(sr, strbuf_suite());
	srunner_add_suite(sr, session_suite());
	srunner_add_suite(sr, view_suite());
	srunner_add_suite(sr, arrows_suite());
	srunner_add_suite(sr, paste_suite());
	srunner_add_suite(sr, export_suite());
	srunner_add_suite(sr, salu_suite());
	srunner_add_suite(sr, salu1_suite());
	srunner_add_suite(sr, sopk_suite());
	srunner_add_suite(sr, exec_dpp64_suite());
	srunner_add_suite(sr, exec_kforms_suite());
	srunner_add_suite(sr, exec_flt_suite());
	srunner_add_suite(sr, exec_g12f_suite());
	srunner_add_suite(sr, exec_int_suite());

	/* TAP on stdout lets automake's tap-driver count every test case. */
	srunner_set_tap(sr, "-");
	srunner_run_all(sr, CK_SILENT);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
