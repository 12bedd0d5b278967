/* SPDX-License-Identifier: MIT */
/* util: allocation and message helpers that may print and exit (front ends). */
#include "config.h"

#include "util.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

static const char *progname = "lanescope";

void
util_set_progname(const char *name)
{
	if (name != NULL && *name != '\0')
		progname = name;
}

const char *
util_progname(void)
{
	return progname;
}

static void __attribute__((format(printf, 1, 0)))
vmessage(const char *fmt, va_list ap)
{
	fflush(stdout);
	fprintf(stderr, "%s: ", progname);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
}

void
util_warn(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vmessage(fmt, ap);
	va_end(ap);
}

void
util_die(int status, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vmessage(fmt, ap);
	va_end(ap);
	exit(status);
}

static void *
check_alloc(void *p)
{
	if (p == NULL)
		util_die(1, "out of memory");
	return p;
}

void *
xmalloc(size_t size)
{
	return check_alloc(malloc(size ? size : 1));
}

void *
xcalloc(size_t count, size_t size)
{
	if (count == 0 || size == 0)
		count = size = 1;
	return check_alloc(calloc(count, size));
}

void *
xrealloc(void *ptr, size_t size)
{
	return check_alloc(realloc(ptr, size ? size : 1));
}

char *
xstrdup(const char *s)
{
	size_t n = strlen(s) + 1;

	return memcpy(xmalloc(n), s, n);
}

bool
util_xdg_path(char *buf, size_t size, const char *xdg_var,
    const char *home_dir, const char *name)
{
	const char *xdg = getenv(xdg_var);
	const char *home = getenv("HOME");
	int n;

	buf[0] = '\0';
	/* the rules say a relative value is invalid and must be ignored */
	if (xdg != NULL && *xdg == '/')
		n = snprintf(buf, size, "%s/%s", xdg, name);
	else if (home != NULL && *home != '\0')
		n = snprintf(buf, size, "%s/%s/%s", home, home_dir, name);
	else
		return false;
	if (n < 0 || (size_t)n >= size) {
		buf[0] = '\0';
		return false;
	}
	return true;
}

static int
clamp_width(long n)
{
	return n < UTIL_MIN_WIDTH ? UTIL_MIN_WIDTH : n > UTIL_MAX_WIDTH ?
	    UTIL_MAX_WIDTH : (int)n;
}

int
util_text_width(int asked)
{
	struct winsize ws;
	const char *env = getenv("COLUMNS");
	long n;

	if (asked > 0)
		return clamp_width(asked);
	if (isatty(STDOUT_FILENO) && ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) ==
	    0 && ws.ws_col > 0)
		return clamp_width(ws.ws_col);
	n = env != NULL ? strtol(env, NULL, 10) : 0;
	if (n > 0)
		return clamp_width(n);
	return 160;
}
