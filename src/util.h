/* SPDX-License-Identifier: MIT */
/* util: front-end helpers that print and exit on failure (never in core). */
#ifndef LANESCOPE_UTIL_H
#define LANESCOPE_UTIL_H

#include <stdbool.h>
#include <stddef.h>

/*
 * The program's name for messages ("lanescope"). util_set_progname() keeps
 * the pointer it is given, which must outlive every later message.
 */
void util_set_progname(const char *name);
const char *util_progname(void);

/*
 * Allocation that cannot fail: on exhaustion they print
 * "lanescope: out of memory" on stderr and exit with status 1.
 * xmalloc(0) and xrealloc(p, 0) return a valid unique pointer.
 * xstrdup() copies a NUL-terminated string; the caller frees all results.
 */
void *xmalloc(size_t size);
void *xcalloc(size_t count, size_t size);
void *xrealloc(void *ptr, size_t size);
char *xstrdup(const char *s);

/*
 * Print "lanescope: MESSAGE" and a newline on stderr (printf-style format).
 * util_die() then exits with the given status.
 */
void util_warn(const char *fmt, ...)
	__attribute__((format(printf, 1, 2)));
void util_die(int status, const char *fmt, ...)
	__attribute__((format(printf, 2, 3), noreturn));

/*
 * Writes the name of a per-user file as the XDG base directory rules give
 * it into buf (size bytes): $XDG_VAR/NAME when the variable xdg_var holds
 * an absolute path, else $HOME/HOME_DIR/NAME. Returns false, with buf
 * empty, when neither applies or the name does not fit.
 */
bool util_xdg_path(char *buf, size_t size, const char *xdg_var,
    const char *home_dir, const char *name);

/*
 * The width of the plain-text pictures (cli.md, --width): asked, when
 * asked > 0; else the width of the terminal on standard output; else
 * COLUMNS; else 160. Always within UTIL_MIN_WIDTH..UTIL_MAX_WIDTH.
 */
#define UTIL_MIN_WIDTH 40
#define UTIL_MAX_WIDTH 1000
int util_text_width(int asked);

#endif /* LANESCOPE_UTIL_H */
