/* SPDX-License-Identifier: MIT */
/* datadir: where a session file named without a directory is found when it
 * is not in the current directory (the installed examples, cli.md). */
#ifndef LANESCOPE_DATADIR_H
#define LANESCOPE_DATADIR_H

#include <stddef.h>

/*
 * The path under which to open the session file `name`: name itself when
 * it holds a '/' or exists in the current directory, else the file of
 * that name in the installed examples directory ($(pkgdatadir)) when it
 * exists there (written into buf, of size bytes), else name again, so
 * that the error the caller reports names what the user typed.
 */
const char *datadir_find(const char *name, char *buf, size_t size);

#endif /* LANESCOPE_DATADIR_H */
