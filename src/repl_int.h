/* SPDX-License-Identifier: MIT */
/* Internals shared by repl.c (line editing, loops) and repl_session.c
 * (session driving, keys, messages). Not part of the interface; it names
 * libedit's types without including histedit.h. */
#ifndef LANESCOPE_REPL_INT_H
#define LANESCOPE_REPL_INT_H

#include <limits.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "render.h"
#include "repl.h"
#include "session.h"
#include "strbuf.h"
#include "view.h"

#define PROMPT "lanescope> "

struct editline; /* libedit's EditLine */
struct history;  /* libedit's History */

enum move { MOVE_NONE, MOVE_FORWARD, MOVE_BACK };

struct repl {
	struct session *s;
	struct session_result res;
	const char *title;
	struct strbuf title_buf;   /* the title after a :load */
	bool ascii, quiet;
	int width;                 /* --width of plain pictures, or 0 */

	/* full screen */
	struct render *r;
	struct frame frame;
	struct view_input pic;     /* the session's picture input */
	int cursor_lane;
	int phase;                 /* permute: 0 write, 1 read */
	enum move last_move;
	struct strbuf message;
	uint16_t message_attr;
	bool quit;
	bool bad_input;            /* a fed line had an error (exit 1) */

	/* the pager (view_pager_build): a text too long for the message
	 * area, scrolled less-style until q */
	bool pager_on;
	int pager_want;            /* 1: open it if the message just set is
				    * cut, 2: open it on the message area */
	bool pager_typing;         /* a search is being typed */
	struct strbuf pager_text;
	char pager_title[64];
	int pager_top;
	char pager_search[128];    /* the last search */
	char pager_typed[128];     /* the search being typed */
	const char *pager_note;    /* "not found" ... or NULL */

	/* libedit (repl.c) */
	struct editline *el;
	struct history *hist;
	int pty_master;
	FILE *slave_in, *slave_out;
	char histfile[PATH_MAX];
	bool histfile_ok;
	char init_error[512]; /* the init file's first error, or "" */
	char histwhy[PATH_MAX + 128]; /* why it is not saved, or "" */
	long lineno;

	/* plain mode: where the loaded program's lines came from (FILE, a
	 * :load path or the demo), for the FILE:LINE:COL of its steps'
	 * warnings, and how many steps have had theirs put on stderr */
	char program_file[PATH_MAX];
	unsigned warned_upto;
};

/* Loads the session file fp (name for messages), or the embedded demo when
 * fp is NULL. Prints errors on stderr; returns 0, 1 (bad line), 2 (read
 * error). */
int repl_load_program(struct repl *R, FILE *fp, const char *name);

/* Refreshes the picture input of the current step (session_view_input). */
void repl_load_step(struct repl *R);

/* Fills in for view_build: the picture input of the last repl_load_step. */
void repl_fill_input(struct repl *R, struct view_input *in);

/* The message area: a text (NULL clears) and its attribute; or the
 * diagnostics and output of the line just fed (line: its text, for the
 * caret; NULL for lines of our own making). */
void repl_set_message(struct repl *R, const char *text, uint16_t attr);
void repl_show_result(struct repl *R, const char *line);
/* Feeds a line to the session and serves the file work it asks for
 * (:load, :save; request.h), leaving the outcome in R->res. */
void repl_feed(struct repl *R, const char *file, long line,
    const char *text, size_t len);

/* One step forward or back; a permute step takes two, write then read. */
void repl_step_forward(struct repl *R);
void repl_step_back(struct repl *R);

/* A key typed while the edit line is empty: the screen's own keys
 * (stepping, lanes, format, help, quit). Returns whether it was one. */
bool repl_screen_key(struct repl *R, const struct render_key *k);

/* The pager: opens on text (copied) under title; marks the message just
 * set to open it in its place when the message area would cut it (the
 * next repl_pager_frame decides, knowing the window); handles a key while
 * it is open (every key goes to it); builds its frame into R->frame when
 * it is open or must open, returning true then (false: draw the step). */
void repl_pager_open(struct repl *R, const char *title, const char *text);
void repl_pager_if_cut(struct repl *R, const char *title);
/* Opens the pager on everything the message area holds (key m). */
void repl_pager_message(struct repl *R);
void repl_pager_key(struct repl *R, const struct render_key *k);
bool repl_pager_frame(struct repl *R, const struct view_input *in,
    const struct view_ui *ui);

/* Plain mode: the picture of the current step on stdout (both phases of a
 * permute); one fed line with its errors on stderr in the contract's form;
 * and a typed line where "n", "p" and an empty line step as in gdb. */
void repl_print_picture(struct repl *R);
void repl_plain_line(struct repl *R, const char *line, size_t len);
void repl_plain_typed(struct repl *R, const char *line, size_t len);

#endif
