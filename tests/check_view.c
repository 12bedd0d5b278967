/* SPDX-License-Identifier: MIT */
/* Unit tests of the view layer (frames without a terminal). */
#include "config.h"

#include <check.h>

#include "suites.h"
#include "view.h"

Suite *
view_suite(void)
{
	return suite_create("view");
}
