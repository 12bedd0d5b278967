/* SPDX-License-Identifier: MIT */
/* initfile: the user's init file, session lines run before the program at
 * the interactive prompt (front end: it reads a file and prints errors). */
#ifndef LANESCOPE_INITFILE_H
#define LANESCOPE_INITFILE_H

#include <stdbool.h>
#include <stdio.h>

#include "session.h"

/* What running the init file left for the front end. */
struct initfile {
	int color;             /* its :color (enum repl_color); -1: none */
	unsigned errors;       /* bad lines, each already printed */
	char first_error[512]; /* the first one's "FILE:LINE:COL: MESSAGE" */
};

/* Writes the init file's name into buf (size bytes):
 * $XDG_CONFIG_HOME/lanescope/init (an absolute XDG_CONFIG_HOME only), else
 * $HOME/.config/lanescope/init. False, with buf empty, when neither
 * applies or the name does not fit. */
bool initfile_path(char *buf, size_t size);

/* Runs the init file path in session s, line by line, before the program
 * is loaded. A line may be blank, a comment (';' or '//'), or one of the
 * commands :target, :wave, :format, :semantics (fed to the session) and
 * :color auto|always|never (kept in out->color for the screen). Any other
 * line, and any line the session refuses, is an error printed on err in
 * the FILE:LINE:COL form with the line and a caret; it changes nothing
 * and the next line runs. A missing file is no error; a file that is not
 * a regular file, or is longer than 64 KiB, is one error. Fills *out. */
void initfile_run(const char *path, struct session *s, struct initfile *out,
    FILE *err);

#endif
