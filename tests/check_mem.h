/* SPDX-License-Identifier: MIT */
/* check_mem: the memory module's test cases split over two files. */
#ifndef LANESCOPE_CHECK_MEM_H
#define LANESCOPE_CHECK_MEM_H

#include <check.h>

/* Adds the instruction-level test cases (check_exec_mem.c) to s. */
void exec_mem_tcases(Suite *s);

/* Adds the data/mem-*.session example cases (check_mem_examples.c). */
void mem_example_tcases(Suite *s);

#endif
