/* SPDX-License-Identifier: MIT */
/* See repl.h. */
#include "config.h"

#include "repl.h"

#include "util.h"

int
repl_run(const char *path, const struct repl_options *opt)
{
	(void)path;
	(void)opt;
	util_warn("full-screen mode is not available yet; use --batch");
	return 1;
}
