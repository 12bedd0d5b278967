/* SPDX-License-Identifier: MIT */
/* The terminal painter: frames to ncurses cells, keys from ncurses.
 * Colours map the view's abstract attributes; without colour (NO_COLOR,
 * a monochrome terminal) reverse, bold, underline and dim stand in. */
#include "config.h"

#include "render.h"

#include <errno.h>
#include <langinfo.h>
#include <limits.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>
#include <wchar.h>

#include <curses.h>
#include <term.h>

#include "palette.h"

/* For render_emergency_restore(): the tty as the shell left it and the
 * escape sequences that leave the full screen, prepared while it is safe,
 * used from a signal handler where curses must not be called. */
static struct termios saved_tty;
static bool have_saved_tty;
static char leave_seq[128];
static size_t leave_len;

/* Appends str to the leaving sequence; one that would not fit (padding-
 * laden) is skipped. */
static void
add_leave_str(const char *str)
{
	size_t n = strlen(str);

	if (leave_len + n < sizeof leave_seq) {
		memcpy(leave_seq + leave_len, str, n);
		leave_len += n;
	}
}

/* terminfo's string for cap, or NULL when the entry has none. */
static const char *
cap_string(const char *cap)
{
	const char *str = tigetstr(cap);

	return str == NULL || str == (char *)-1 ? NULL : str;
}

static void
add_leave(const char *cap)
{
	const char *str = cap_string(cap);

	if (str != NULL)
		add_leave_str(str);
}

/* The sequence that ends the terminal's mouse reports, for the emergency
 * restore: ncurses sends terminfo's XM with 0 when the entry has it, else
 * the xterm private mode 1000 when the terminal reports mouse keys. */
static void
add_mouse_off(void)
{
	const char *xm = cap_string("XM");
	const char *off = NULL;

	if (xm != NULL)
		off = tiparm(xm, 0);
	else if (cap_string("kmous") != NULL)
		off = "\033[?1000l";
	if (off != NULL)
		add_leave_str(off);
}

struct render {
	SCREEN *screen;
	FILE *out;
	FILE *in;
	bool color;
	bool open;
	attr_t attr[VA_COUNT];
	short pair[VA_COUNT];
	short pair_changed[VA_COUNT]; /* 0: "changed" is shown in bold */
	cchar_t *row;                 /* a frame row for mvadd_wchnstr */
	int row_cap;
};

/* ---- attributes ---- */

/* The curses attributes of palette bits. */
static attr_t
curses_attr(unsigned bits)
{
	return ((bits & PAL_BOLD) ? A_BOLD : 0) |
	    ((bits & PAL_DIM) ? A_DIM : 0) |
	    ((bits & PAL_UNDERLINE) ? A_UNDERLINE : 0) |
	    ((bits & PAL_REVERSE) ? A_REVERSE : 0) |
	    ((bits & PAL_STANDOUT) ? A_STANDOUT : 0);
}

/* The colours are palette.c's (measured by its unit test). With 16
 * colours or more, secondary text is grey rather than dim and a changed
 * value on a colour is on the bright form of it: bold and dim are
 * attributes a terminal can only turn off with a full reset (sgr0 plus
 * the colour again, about 15 bytes), and a grid alternates changed values
 * with notes and lines on every row: plain colour switches (5 bytes each)
 * keep a step's update small over a slow link. */
static void
setup_colors(struct render *r, bool no_color)
{
	bool bright;

	r->color = !no_color && has_colors();
	if (r->color && start_color() == ERR)
		r->color = false;
	if (r->color)
		use_default_colors();
	bright = r->color && COLORS >= 16 && COLOR_PAIRS > 2 * VA_COUNT + 1;
	for (int a = 0; a < VA_COUNT; a++) {
		const struct palette_style *s = &palette_styles[a];
		short fg = s->fg;

		r->pair_changed[a] = 0;
		if (!r->color) {
			r->attr[a] = curses_attr(s->mono);
			r->pair[a] = 0;
			continue;
		}
		r->attr[a] = curses_attr(s->attr);
		if (bright && palette_fg16(s) != s->fg) {
			fg = (short)palette_fg16(s);
			r->attr[a] = 0;
		}
		r->pair[a] = 0;
		if (fg != -1 || s->bg != -1) {
			r->pair[a] = (short)(a + 1);
			init_pair(r->pair[a], fg, s->bg);
		}
		if (bright && palette_changed_bg(s) >= 0) {
			r->pair_changed[a] = (short)(VA_COUNT + 1 + a);
			init_pair(r->pair_changed[a], fg,
			    (short)palette_changed_bg(s));
		}
	}
}

static void
cell_style(const struct render *r, unsigned attr, attr_t *a, short *pair)
{
	unsigned base = VA_BASE(attr);

	if (base >= VA_COUNT)
		base = VA_NORMAL;
	*a = r->attr[base];
	*pair = r->pair[base];
	if ((attr & VF_CHANGED) && r->pair_changed[base] != 0)
		*pair = r->pair_changed[base];
	else if (attr & VF_CHANGED)
		*a |= A_BOLD;
	if (attr & VF_CURSOR)
		*a |= A_REVERSE;
	if (attr & VF_PATH)
		*a |= A_UNDERLINE | A_BOLD;
}

/* ---- life cycle ---- */

/* COLUMNS and LINES as the environment had them, to put back when the
 * full screen cannot start after all. */
struct size_env {
	char *cols_value, *lines_value;
};

static char *
take_env(const char *name)
{
	const char *v = getenv(name);
	char *copy = v != NULL ? strdup(v) : NULL;

	unsetenv(name);
	return copy;
}

static void
hide_size_env(struct size_env *e)
{
	e->cols_value = take_env("COLUMNS");
	e->lines_value = take_env("LINES");
}

static void
restore_size_env(struct size_env *e)
{
	if (e->cols_value != NULL)
		setenv("COLUMNS", e->cols_value, 1);
	if (e->lines_value != NULL)
		setenv("LINES", e->lines_value, 1);
	free(e->cols_value);
	free(e->lines_value);
	e->cols_value = e->lines_value = NULL;
}

struct render *
render_open(const struct render_options *opt, bool *ascii_out, char *why,
    size_t why_size)
{
	struct render *r;
	const char *term = getenv("TERM");
	const char *cs;
	int err = 0;
	struct size_env size_env;

	have_saved_tty = tcgetattr(STDIN_FILENO, &saved_tty) == 0;
	r = calloc(1, sizeof *r);
	if (r == NULL) {
		snprintf(why, why_size, "out of memory");
		return NULL;
	}
	if (term == NULL || *term == '\0' ||
	    setupterm(term, STDOUT_FILENO, &err) != OK) {
		snprintf(why, why_size, "the terminal type %s%s%s is unknown",
		    term ? "'" : "", term ? term : "(TERM unset)",
		    term ? "'" : "");
		free(r);
		return NULL;
	}
	{
		if (cap_string("cup") == NULL) {
			snprintf(why, why_size, "the terminal '%s' cannot move "
			    "the cursor", term);
			del_curterm(cur_term);
			free(r);
			return NULL;
		}
	}
	del_curterm(cur_term);

	r->out = stdout;
	r->in = stdin;
	/* the window's size comes from the terminal (ioctl), never from
	 * COLUMNS and LINES a shell may have exported: ncurses would pin the
	 * screen at that size whatever the window does. Only the full screen
	 * drops them; plain mode's --width fallback still reads COLUMNS. */
	hide_size_env(&size_env);
	r->screen = newterm(term, r->out, r->in);
	if (r->screen == NULL) {
		restore_size_env(&size_env);
		snprintf(why, why_size, "curses cannot start on '%s'", term);
		free(r);
		return NULL;
	}
	set_term(r->screen);
	free(size_env.cols_value);
	free(size_env.lines_value);
	r->open = true;
	leave_len = 0;
	add_leave("sgr0");
	add_leave("cnorm");
	add_leave("rmkx");
	add_leave("rmcup");
	raw();          /* Ctrl-C and Ctrl-Z come as keys, handled by us */
	noecho();
	nonl();
	keypad(stdscr, TRUE);
	set_escdelay(25);
	intrflush(stdscr, FALSE);
	/* asking for mouse reports takes the mouse from the terminal's own
	 * selection: --no-mouse gives it back */
	if (!opt->no_mouse) {
		mousemask(BUTTON1_CLICKED | BUTTON1_PRESSED, NULL);
		mouseinterval(0);
		add_mouse_off();
	}
	setup_colors(r, opt->no_color);
	/* ncurses' own start: the alternate screen, modes, a clear */
	wnoutrefresh(stdscr);
	doupdate();

	cs = nl_langinfo(CODESET);
	*ascii_out = opt->ascii || cs == NULL || strcmp(cs, "UTF-8") != 0;
	return r;
}

void
render_close(struct render *r)
{
	if (r == NULL)
		return;
	if (r->open) {
		endwin();
		fflush(r->out);
		delscreen(r->screen);
		r->open = false;
	}
	free(r->row);
	free(r);
}

void
render_emergency_restore(void)
{
	ssize_t n;

	if (have_saved_tty)
		tcsetattr(STDIN_FILENO, TCSANOW, &saved_tty);
	if (leave_len > 0)
		n = write(STDOUT_FILENO, leave_seq, leave_len);
	n = write(STDOUT_FILENO, "\r\n", 2);
	(void)n;
}

bool
render_has_color(const struct render *r)
{
	return r->color;
}

void
render_size(struct render *r, int *width, int *height)
{
	(void)r;
	getmaxyx(stdscr, *height, *width);
}

void
render_invalidate(struct render *r)
{
	(void)r;
	/* ncurses forgets what the terminal shows: the next doupdate clears
	 * it and repaints every cell */
	clearok(curscr, TRUE);
}

/* ---- painting ----
 *
 * Every frame is written whole into stdscr; wnoutrefresh and doupdate
 * compare it with what the terminal shows (curscr) and send only the
 * difference, with ncurses' own cursor optimisation, which honours the
 * terminal's quirks (msgr, xmc, xenl...). A frame is at most a few
 * thousand cells, so writing them all costs nothing next to the I/O. */

/* Whether every character of row y is one column wide for sure: ASCII
 * and Latin-1 text, and the arrows, box drawing, blocks and shapes the
 * view draws (U+2190-U+2BFF). Text from the input may hold wide or
 * combining characters, whose rows take the slower path below. */
static bool
row_is_narrow(const struct frame *f, int y, int W)
{
	const struct view_cell *row = &f->cell[(size_t)y * (size_t)f->width];

	for (int x = 0; x < f->width && x < W; x++) {
		uint32_t ch = row[x].ch;
		if (ch >= 0x300 && (ch < 0x2190 || ch > 0x2bff))
			return false;
	}
	return true;
}

/* The frame's cell (x, y) as ncurses' styled character in *cc; false for
 * the window's bottom-right cell, which would scroll some terminals. */
static bool
cell_cchar(struct render *r, const struct frame *f, int y, int x, int H,
    int W, cchar_t *cc)
{
	const struct view_cell *c =
	    &f->cell[(size_t)y * (size_t)f->width + (size_t)x];
	wchar_t wc[2];
	attr_t a;
	short pair;

	if (y == H - 1 && x == W - 1)
		return false;
	cell_style(r, c->attr, &a, &pair);
	wc[0] = c->ch >= 0x20 ? (wchar_t)c->ch : L'?';
	wc[1] = L'\0';
	setcchar(cc, wc, a, pair, NULL);
	return true;
}

/* Row y a character at a time, as ncurses places each. */
static void
paint_row_by_cell(struct render *r, const struct frame *f, int y, int H,
    int W)
{
	for (int x = 0; x < f->width && x < W; x++) {
		cchar_t cc;

		if (cell_cchar(r, f, y, x, H, W, &cc))
			mvadd_wch(y, x, &cc);
	}
}

void
render_frame(struct render *r, const struct frame *f)
{
	int H, W;

	getmaxyx(stdscr, H, W);
	/* a frame smaller than the window leaves no old text around it */
	if (f->width < W || f->height < H)
		werase(stdscr);
	if (r->row_cap < W) {
		cchar_t *p = realloc(r->row, (size_t)W * sizeof *p);
		if (p != NULL) {
			r->row = p;
			r->row_cap = W;
		}
	}
	for (int y = 0; y < f->height && y < H; y++) {
		int n = 0;

		if (r->row_cap < W || !row_is_narrow(f, y, W)) {
			paint_row_by_cell(r, f, y, H, W);
			continue;
		}
		for (int x = 0; x < f->width && x < W; x++)
			if (cell_cchar(r, f, y, x, H, W, &r->row[n]))
				n++;
		/* a row at once: every cell is one column wide and no
		 * control character (view.h), so nothing needs add_wch's
		 * per-character cursor and wrapping logic, which cost a
		 * quarter of the first frame's instructions */
		if (n > 0)
			mvadd_wchnstr(y, 0, r->row, n);
	}
	if (f->cursor_x >= 0 && f->cursor_y >= 0 && f->cursor_y < H &&
	    f->cursor_x < W) {
		curs_set(1);
		move(f->cursor_y, f->cursor_x);
	} else {
		curs_set(0);
	}
	wnoutrefresh(stdscr);
	doupdate();
}

void
render_suspend(struct render *r)
{
	/* ncurses' own SIGTSTP handler leaves and re-enters the screen */
	raise(SIGTSTP);
	render_invalidate(r);
}

bool
render_pending(struct render *r)
{
	int c;

	(void)r;
	nodelay(stdscr, TRUE);
	c = getch();
	nodelay(stdscr, FALSE);
	if (c == ERR)
		return false;
	ungetch(c);
	return true;
}

enum render_key_kind
render_getkey(struct render *r, int timeout_ms, struct render_key *k)
{
	wint_t wc;
	int rc;

	memset(k, 0, sizeof *k);
	timeout(timeout_ms);
	rc = get_wch(&wc);
	if (rc == ERR) {
		/* a timeout, a signal, or a terminal that is gone */
		k->kind = (errno == EIO || errno == ENXIO) ? RK_EOF : RK_NONE;
		if (!isatty(STDIN_FILENO))
			k->kind = RK_EOF;
		return k->kind;
	}
	if (rc == OK) {
		if (wc == '\r' || wc == '\n')
			k->kind = RK_ENTER;
		else if (wc == 0x7f || wc == 0x08)
			k->kind = RK_BACKSPACE;
		else {
			k->kind = RK_CHAR;
			k->ch = (uint32_t)wc;
		}
		return k->kind;
	}
	switch (wc) {
	case KEY_UP: k->kind = RK_UP; break;
	case KEY_DOWN: k->kind = RK_DOWN; break;
	case KEY_LEFT: k->kind = RK_LEFT; break;
	case KEY_RIGHT: k->kind = RK_RIGHT; break;
	case KEY_HOME: k->kind = RK_HOME; break;
	case KEY_END: k->kind = RK_END; break;
	case KEY_PPAGE: k->kind = RK_PGUP; break;
	case KEY_NPAGE: k->kind = RK_PGDN; break;
	case KEY_BACKSPACE: k->kind = RK_BACKSPACE; break;
	case KEY_DC: k->kind = RK_DELETE; break;
	case KEY_ENTER: k->kind = RK_ENTER; break;
	case KEY_RESIZE:
		k->kind = RK_RESIZE;
		render_invalidate(r);
		break;
	case KEY_MOUSE: {
		MEVENT ev;
		if (getmouse(&ev) == OK) {
			k->kind = RK_MOUSE;
			k->x = ev.x;
			k->y = ev.y;
		}
		break;
	}
	default:
		if (wc >= KEY_F(1) && wc <= KEY_F(12)) {
			k->kind = RK_FKEY;
			k->fkey = (int)(wc - KEY_F0);
		}
		break;
	}
	return k->kind;
}
