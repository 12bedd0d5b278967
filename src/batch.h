/* SPDX-License-Identifier: MIT */
/* batch: the non-interactive front ends (batch, JSON, encode, decode). */
#ifndef LANESCOPE_BATCH_H
#define LANESCOPE_BATCH_H

#include <stdio.h>

/* What main() decided from the command line; shared by every front end. */
struct batch_options {
	const char *target;	/* canonical target name, e.g. "gfx803" */
	int wave;		/* 32 or 64, or 0 for the target's default */
	int json;		/* --json: one JSON object at the end */
	int quiet;		/* --quiet: no per-step pictures */
	int ascii;		/* --ascii: no box drawing or other UTF-8 */
};

/*
 * Open PATH for reading; "-" means standard input. On success store the
 * name to use in diagnostics ("<stdin>" or PATH) in *display_name and return
 * the stream; on failure return NULL with errno set. Close the result with
 * batch_close(), which leaves standard input open.
 */
FILE *batch_open(const char *path, const char **display_name);
void batch_close(FILE *fp);

/*
 * Read FP line by line with buffered reads (getline), strip the newline
 * (and a CR before it) and call FN(ctx, lineno, line, len) for each line,
 * lineno counting from 1. Stop early when FN returns non-zero and return
 * that value; return 0 at end of input, or -1 with errno set on a read or
 * allocation error. The line buffer belongs to this function.
 */
typedef int (*batch_line_fn)(void *ctx, unsigned long lineno,
			     const char *line, size_t len);
int batch_read_lines(FILE *fp, batch_line_fn fn, void *ctx);

/*
 * The front ends. PATH is a file name or "-" for standard input; NULL means
 * the embedded default demo where that makes sense. Each returns the
 * process exit status: 0 success, 1 an error in the input (already reported
 * on stderr), 2 the input could not be opened.
 */
int batch_run(const char *path, const struct batch_options *opt);
int batch_encode(const char *path, const struct batch_options *opt);
int batch_decode(const char *path, const struct batch_options *opt);

#endif /* LANESCOPE_BATCH_H */
