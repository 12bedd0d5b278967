/* SPDX-License-Identifier: MIT */
/* suites: the Check suite of every module, run by the one test runner;
 * tests/check_<module>.c holds the suite of src/<module>.c. */
#ifndef LANESCOPE_SUITES_H
#define LANESCOPE_SUITES_H

#include <check.h>

/* Each returns a new suite; the runner takes ownership. */
Suite *isa_suite(void);
Suite *diag_suite(void);
Suite *asm_suite(void);
Suite *encode_suite(void);
Suite *exec_suite(void);
Suite *exec_dpp_suite(void);
Suite *exec_lds_suite(void);
Suite *exec_ds_suite(void);
Suite *exec_lane_suite(void);
Suite *exec_valu_suite(void);
Suite *exec_vx_suite(void);
Suite *exec_vx2_suite(void);
Suite *exec_vop3p_suite(void); /* branch vop3p16c */
Suite *exec_mem_suite(void);
Suite *fp_suite(void);
Suite *semantics_suite(void);
Suite *memory_suite(void);
Suite *history_suite(void);
Suite *hazard_suite(void);
Suite *value_suite(void);
Suite *json_suite(void);
Suite *demo_suite(void);
Suite *strbuf_suite(void);
Suite *session_suite(void);
Suite *view_suite(void);
Suite *arrows_suite(void);
Suite *paste_suite(void);
Suite *export_suite(void);
Suite *salu_suite(void);
Suite *salu1_suite(void);
Suite *sopk_suite(void);
Suite *exec_dpp64_suite(void); /* branch gpu13c */
Suite *exec_kforms_suite(void); /* branch s5-16kforms */
Suite *exec_flt_suite(void); /* branch s6-16flt */
Suite *exec_g12f_suite(void); /* branch s6-16g12 */
Suite *exec_int_suite(void); /* branch s6-16int */

#endif /* LANESCOPE_SUITES_H */
