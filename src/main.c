/* SPDX-License-Identifier: MIT */
/* main: parses the command line, picks a mode, calls its front end. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "batch.h"
#include "util.h"

int
main(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	if (argc > 1 && strcmp(argv[1], "--version") == 0) {
		printf("%s\n", PACKAGE_STRING);
		return 0;
	}
	util_warn("full-screen mode is not available yet; use --plain or --batch");
	return 1;
}
