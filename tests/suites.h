/* SPDX-License-Identifier: MIT */
/* suites: the Check suite of every module, run by the one test runner. */
#ifndef LANESCOPE_SUITES_H
#define LANESCOPE_SUITES_H

#include <check.h>

/* Each returns a new suite; the runner takes ownership. */
Suite *asm_suite(void);
Suite *exec_suite(void);
Suite *vectors_suite(void);
Suite *memory_suite(void);
Suite *session_suite(void);
Suite *view_suite(void);

#endif /* LANESCOPE_SUITES_H */
