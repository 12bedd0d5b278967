/* SPDX-License-Identifier: MIT */
/* repl: the interactive front end: the full screen (ncurses picture with a
 * libedit prompt on a private pty) and plain mode (the same pictures as
 * text after each step). The only file that includes histedit.h. */
#ifndef LANESCOPE_REPL_H
#define LANESCOPE_REPL_H

#include <stdbool.h>
#include <stdio.h>

#include "isa.h"

/* --color: whether the full screen uses colour. */
enum repl_color {
	REPL_COLOR_AUTO,     /* unless NO_COLOR is set (and not empty) */
	REPL_COLOR_ALWAYS,   /* whenever the terminal has colours */
	REPL_COLOR_NEVER,
};

/* What main() decided from the command line for the interactive modes. */
struct repl_options {
	enum isa_target target;
	bool target_set;     /* -t given: wins over the demo's own target */
	int wave;            /* 32 or 64; 0: the target's default */
	bool plain;          /* --plain: no full screen */
	bool ascii;          /* --ascii: no box drawing */
	bool quiet;          /* --quiet: plain mode prints no pictures */
	int width;           /* --width of plain pictures; 0: the default */
	bool no_mouse;       /* --no-mouse: no mouse reports asked for */
	enum repl_color color;
	bool color_set;      /* --color given: wins over the init file */
};

/* Runs an interactive session on the session file fp (its name for
 * messages in name), or on the embedded prefix-sum demo when fp is NULL.
 * fp stays open (the caller closes it). Chooses plain mode by itself
 * when opt->plain is set, when stdin or stdout is not a terminal, or when
 * the terminal cannot address the cursor (then with a one-line notice).
 * Always restores the terminal before returning, also after SIGINT,
 * SIGTERM and SIGHUP. Returns the process exit status: 0, 1 for an error
 * in the file (already printed on stderr), 2 when it cannot be read,
 * 128 + N after signal N. */
int repl_run(FILE *fp, const char *name, const struct repl_options *opt);

#endif
