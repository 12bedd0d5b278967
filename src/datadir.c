/* SPDX-License-Identifier: MIT */
/* The installed examples directory lookup; see datadir.h. */
#include "config.h"

#include "datadir.h"

#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#ifndef LANESCOPE_DATADIR
#define LANESCOPE_DATADIR "/usr/local/share/lanescope"
#endif

const char *
datadir_find(const char *name, char *buf, size_t size)
{
	struct stat st;
	int n;

	/* A path, or a file here, is the user's own: never second-guessed. */
	if (name[0] == '\0' || strchr(name, '/') != NULL ||
	    stat(name, &st) == 0)
		return name;
	n = snprintf(buf, size, "%s/%s", LANESCOPE_DATADIR, name);
	if (n < 0 || (size_t)n >= size || stat(buf, &st) != 0)
		return name;
	return buf;
}
