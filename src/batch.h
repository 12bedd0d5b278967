/* SPDX-License-Identifier: MIT */
/* batch: the line-oriented front ends (batch, JSON, encode, decode). */
#ifndef LANESCOPE_BATCH_H
#define LANESCOPE_BATCH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "isa.h"
#include "session.h"

/* Exit statuses of the contract. */
#define BATCH_EXIT_OK    0 /* success (warnings do not count) */
#define BATCH_EXIT_INPUT 1 /* an error in the input, already reported */
#define BATCH_EXIT_USAGE 2 /* bad usage: unknown option, missing file */

/* --batch keeps the history (so :back, :goto, :reset and :save work)
 * when its input is a file of at most this many bytes that uses them, or
 * with --json; other inputs stream. */
#define BATCH_HISTORY_FILE_MAX (1L << 20)

/* What main() decided from the command line; shared by every front end. */
struct batch_options {
	enum isa_target target;
	int wave;   /* 32 or 64, or 0 for the target's default */
	bool json;  /* --json: one JSON object on stdout at the end */
	bool quiet; /* --quiet: no step pictures */
	bool ascii; /* --ascii: no UTF-8 box drawing in pictures */
	int width;  /* --width: columns of the pictures; 0: util_text_width */
	bool keep_going; /* --keep-going: report a bad line, skip it, go on;
			  * exit 1 at the end (batch and encode) */
	/* --export FORMAT [--step N] [-o OUT] */
	enum session_export export_format;
	long export_step;        /* -1: the format's default */
	const char *export_out;  /* NULL or "-": stdout */
};

/*
 * Opens PATH for reading; "-" means standard input. On success stores the
 * name to use in diagnostics ("<stdin>" or PATH) in *display_name and
 * returns the stream; on failure returns NULL with errno set. Close the
 * result with batch_close(), which leaves standard input open.
 */
FILE *batch_open(const char *path, const char **display_name);
void batch_close(FILE *fp);

/*
 * Reads FP line by line with large reads of its descriptor (nothing else
 * may read FP), strips the newline
 * (and a CR before it) and calls FN(CTX, LINENO, LINE, LEN) for each line,
 * LINENO counting from 1; LINE may hold NUL bytes. Stops early when FN
 * returns non-zero and returns that value; returns 0 at end of input, or
 * -1 with errno set on a read or allocation error. The line buffer belongs
 * to this function and is only valid during the call of FN.
 */
typedef int (*batch_line_fn)(void *ctx, unsigned long lineno,
    const char *line, size_t len);
int batch_read_lines(FILE *fp, batch_line_fn fn, void *ctx);

/*
 * The front ends. FP is the input already opened by batch_open() and NAME
 * its display name; FP NULL means the embedded default demo. Each prints on
 * stdout, reports diagnostics on stderr in the contract's FILE:LINE:COL
 * form and returns the process exit status (BATCH_EXIT_*).
 *
 * batch_run:    --batch: feeds every line to a session, prints each step's
 *               picture (none with quiet) or, with json, one JSON object at
 *               the end; stops at the first error line (unless
 *               keep_going). Directives are counted and noted once at
 *               the end.
 * batch_encode: --encode: one line per instruction, llvm-mc style
 *               ("\tTEXT<pad>; encoding: [0x..,...]"); command lines,
 *               labels and directives are ignored, as llvm-mc prints
 *               nothing for them; stops at the first error line (unless
 *               keep_going).
 * batch_export: --export: runs the program as batch_run does, then
 *               writes it in opt->export_format (export.h) to
 *               opt->export_out or stdout; txt without a step is exactly
 *               what batch_run prints. An input error writes no file.
 *               A file OUT is replaced only when the export is whole.
 * batch_decode: --decode: reads hex dwords ("0x7e020301" or "7e020301",
 *               little-endian in memory) or llvm-mc byte lists
 *               ("[0x01,0x03,0x02,0x7e]", also a whole --encode line) and
 *               prints one instruction text per line; stops at the first
 *               error.
 */
int batch_run(FILE *fp, const char *name, const struct batch_options *opt);
int batch_encode(FILE *fp, const char *name,
    const struct batch_options *opt);
int batch_export(FILE *fp, const char *name,
    const struct batch_options *opt);
int batch_decode(FILE *fp, const char *name,
    const struct batch_options *opt);

#endif /* LANESCOPE_BATCH_H */
