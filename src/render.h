/* SPDX-License-Identifier: MIT */
/* render: paints view frames on the terminal with ncurses and reads keys.
 * The only file that includes curses. It draws what the frame says and
 * never looks at semantics. */
#ifndef LANESCOPE_RENDER_H
#define LANESCOPE_RENDER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "view.h"

struct render; /* opaque */

/* Keys as the front end sees them, free of curses' codes. */
enum render_key_kind {
	RK_NONE,      /* timeout or interrupted: nothing read */
	RK_CHAR,      /* ch holds a character (control characters too) */
	RK_UP, RK_DOWN, RK_LEFT, RK_RIGHT,
	RK_HOME, RK_END, RK_PGUP, RK_PGDN,
	RK_BACKSPACE, RK_DELETE, RK_ENTER,
	RK_FKEY,      /* fkey holds 1..12 */
	RK_RESIZE,    /* the window changed size */
	RK_MOUSE,     /* a click at (x, y) */
	RK_EOF,       /* the terminal went away */
};

struct render_key {
	enum render_key_kind kind;
	uint32_t ch;
	int fkey;
	int x, y;
};

struct render_options {
	bool ascii;      /* --ascii: no box drawing even in a UTF-8 locale */
	bool no_color;   /* monochrome attributes only (--color, NO_COLOR) */
	bool no_mouse;   /* --no-mouse: leave the mouse to the terminal */
};

/* Starts curses on the controlling terminal (newterm on stdin/stdout,
 * never initscr). Returns NULL when the terminal cannot do the full screen
 * (unknown TERM, no cursor addressing), with the reason in why. On success
 * *ascii_out tells whether the picture must be ASCII (asked for, or the
 * locale is not UTF-8). */
struct render *render_open(const struct render_options *opt,
    bool *ascii_out, char *why, size_t why_size);

/* Ends curses and restores the terminal; safe to call twice and from an
 * atexit handler. Frees r. */
void render_close(struct render *r);

/* Async-signal-safe: puts the tty back as it was before render_open and
 * leaves the alternate screen, for a fatal signal (a crash) where curses
 * cannot be called. */
void render_emergency_restore(void);

/* The terminal's size in cells. */
void render_size(struct render *r, int *width, int *height);

/* Whether cells are painted in colour (false: NO_COLOR, --color=never or
 * a monochrome terminal, where attributes stand in for colours). */
bool render_has_color(const struct render *r);

/* Paints f through ncurses (wnoutrefresh, doupdate), which sends only the
 * cells that differ from what the terminal shows (everything after a
 * resize or render_invalidate), and places the caret at f's cursor. */
void render_frame(struct render *r, const struct frame *f);

/* Forgets what is on the screen, so the next render_frame repaints all
 * (Ctrl-L after line noise; the benchmark's full repaint). */
void render_invalidate(struct render *r);

/* Waits up to timeout_ms (-1: forever) for a key. Returns its kind. */
enum render_key_kind render_getkey(struct render *r, int timeout_ms,
    struct render_key *k);

/* Ctrl-Z: stops the process the way a shell expects, leaving the screen
 * first and repainting it on resume. */
void render_suspend(struct render *r);

/* Whether more input is already waiting (a paste in progress). */
bool render_pending(struct render *r);

#endif
