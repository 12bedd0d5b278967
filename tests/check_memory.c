/* SPDX-License-Identifier: MIT */
/* Unit tests of the memory model and coalescing. */
#include "config.h"

#include <check.h>

#include "memory.h"
#include "suites.h"

Suite *
memory_suite(void)
{
	return suite_create("memory");
}
