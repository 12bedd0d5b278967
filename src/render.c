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

/* For render_emergency_restore(): the tty as the shell left it and the
 * escape sequences that leave the full screen, prepared while it is safe,
 * used from a signal handler where curses must not be called. */
static struct termios saved_tty;
static bool have_saved_tty;
static char leave_seq[128];
static size_t leave_len;

static void
add_leave(const char *cap)
{
	const char *str = tigetstr(cap);
	size_t n;

	if (str == NULL || str == (char *)-1)
		return;
	n = strlen(str);
	/* skip padding-laden strings that would not fit */
	if (leave_len + n < sizeof leave_seq) {
		memcpy(leave_seq + leave_len, str, n);
		leave_len += n;
	}
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
	short pair_fg[2 * VA_COUNT + 2]; /* each pair's colours */
	short pair_bg[2 * VA_COUNT + 2];
	struct cell *scr;  /* what the terminal shows; NULL: unknown */
	int scr_w, scr_h;
	int cy, cx;        /* where the terminal's cursor is; -1: unknown */
	bool style_known;  /* cur_a and cur_pair are the terminal's style */
	attr_t cur_a;
	short cur_pair;
	struct cell *want; /* the frame in curses terms, kept between frames
			    * so that painting one allocates nothing */
	size_t want_cap;   /* cells want has room for */
	char *buf;         /* the bytes of the update being built */
	size_t len, cap;
	bool oom;
	/* terminfo strings for cursor movement; NULL when missing */
	const char *cup, *hpa, *vpa, *cuf, *cuf1, *cub, *cub1, *cud, *cuu;
	const char *cr, *el, *clear, *cud1, *cuu1, *ech;
	bool bce;          /* erasing fills with the current background */
};

/* One cell as the terminal shows it: a character and the curses style it
 * was written with. */
struct cell {
	uint32_t ch;
	attr_t a;
	short pair;
};

/* ---- attributes ---- */

struct style {
	short fg, bg;   /* -1: terminal default */
	attr_t color_attr;
	attr_t mono;    /* without colour */
};

static const struct style styles[VA_COUNT] = {
	[VA_NORMAL] = { -1, -1, 0, 0 },
	[VA_TITLE] = { COLOR_BLACK, COLOR_CYAN, 0, A_REVERSE },
	[VA_HEADER] = { COLOR_CYAN, -1, 0, A_BOLD },
	[VA_LABEL] = { COLOR_YELLOW, -1, 0, 0 },
	[VA_DIM] = { -1, -1, A_DIM, A_DIM },
	[VA_MOVED] = { COLOR_GREEN, -1, 0, 0 },
	[VA_KEPT] = { COLOR_YELLOW, -1, 0, A_DIM },
	[VA_ZEROED] = { COLOR_MAGENTA, -1, 0, A_UNDERLINE },
	[VA_INACTIVE] = { COLOR_BLUE, -1, A_DIM, A_DIM },
	[VA_SELF] = { COLOR_CYAN, -1, 0, 0 },
	[VA_COMPUTED] = { -1, -1, 0, 0 },
	[VA_ERROR] = { COLOR_RED, -1, A_BOLD, A_BOLD },
	[VA_WARNING] = { COLOR_YELLOW, -1, A_BOLD, A_BOLD },
	[VA_NOTE] = { COLOR_CYAN, -1, 0, 0 },
	[VA_KEY] = { -1, -1, A_BOLD, A_BOLD },
	[VA_KEYBAR] = { COLOR_BLACK, COLOR_CYAN, 0, A_REVERSE },
	[VA_PROMPT] = { COLOR_GREEN, -1, A_BOLD, A_BOLD },
	[VA_MASK_ON] = { COLOR_GREEN, -1, 0, 0 },
	[VA_MASK_OFF] = { COLOR_RED, -1, 0, A_DIM },
	[VA_COLLISION] = { COLOR_RED, -1, A_BOLD, A_BOLD | A_UNDERLINE },
	[VA_UNWRITTEN] = { COLOR_MAGENTA, -1, A_DIM, A_DIM },
	[VA_SELECTED] = { COLOR_BLACK, COLOR_YELLOW, 0, A_STANDOUT },
	[VA_LINE0] = { COLOR_RED, -1, 0, 0 },
	[VA_LINE0 + 1] = { COLOR_GREEN, -1, 0, A_UNDERLINE },
	[VA_LINE0 + 2] = { COLOR_YELLOW, -1, 0, 0 },
	[VA_LINE0 + 3] = { COLOR_BLUE, -1, A_BOLD, A_UNDERLINE },
	[VA_LINE0 + 4] = { COLOR_MAGENTA, -1, 0, 0 },
	[VA_LINE0 + 5] = { COLOR_CYAN, -1, 0, A_UNDERLINE },
	[VA_LINE0 + 6] = { COLOR_WHITE, -1, A_BOLD, 0 },
	[VA_LINE0 + 7] = { COLOR_RED, -1, A_BOLD, A_UNDERLINE },
};

/* With 16 colours or more, "changed this step" is the bright form of a
 * cell's colour and grid lines and notes are grey rather than dim. Bold and
 * dim are attributes a terminal can only turn off with a full reset (sgr0
 * plus the colour again, about 15 bytes), and a grid alternates
 * changed values with notes and lines on every row: plain colour switches
 * (5 bytes each) keep a step's update small over a slow link. Cells in the
 * terminal's default colour keep bold: a bright default may not show on a
 * light background. */
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
	for (size_t p = 0; p < sizeof r->pair_bg / sizeof r->pair_bg[0]; p++)
		r->pair_fg[p] = r->pair_bg[p] = -1;
	for (int a = 0; a < VA_COUNT; a++) {
		const struct style *s = &styles[a];
		short fg = s->fg;

		r->pair_changed[a] = 0;
		if (!r->color) {
			r->attr[a] = s->mono;
			r->pair[a] = 0;
			continue;
		}
		r->attr[a] = s->color_attr;
		if (bright && a == VA_DIM) {
			fg = 8;         /* grey */
			r->attr[a] = 0;
		}
		r->pair[a] = 0;
		if (fg != -1 || s->bg != -1) {
			r->pair[a] = (short)(a + 1);
			r->pair_fg[r->pair[a]] = fg;
			r->pair_bg[r->pair[a]] = s->bg;
			init_pair(r->pair[a], fg, s->bg);
		}
		if (bright && s->fg >= 0 && s->fg < 8 && s->bg == -1 &&
		    a != VA_DIM) {
			r->pair_changed[a] = (short)(VA_COUNT + 1 + a);
			r->pair_fg[r->pair_changed[a]] = (short)(s->fg + 8);
			init_pair(r->pair_changed[a], (short)(s->fg + 8), -1);
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

/* Cursor movement strings, for painting (see below). */
static const char *
cap_or_null(const char *name)
{
	const char *s = tigetstr(name);

	return s == NULL || s == (char *)-1 ? NULL : s;
}

static void
load_caps(struct render *r)
{
	r->cup = cap_or_null("cup");
	r->hpa = cap_or_null("hpa");
	r->vpa = cap_or_null("vpa");
	r->cuf = cap_or_null("cuf");
	r->cuf1 = cap_or_null("cuf1");
	r->cub = cap_or_null("cub");
	r->cub1 = cap_or_null("cub1");
	r->cud = cap_or_null("cud");
	r->cuu = cap_or_null("cuu");
	r->cr = cap_or_null("cr");
	r->clear = cap_or_null("clear");
	r->cuu1 = cap_or_null("cuu1");
	r->ech = cap_or_null("ech");
	r->bce = tigetflag("bce") > 0;
	r->el = cap_or_null("el");
}

/* ---- life cycle ---- */

struct render *
render_open(const struct render_options *opt, bool *ascii_out, char *why,
    size_t why_size)
{
	struct render *r;
	const char *term = getenv("TERM");
	const char *cs;
	int err = 0;

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
		const char *cup = tigetstr("cup");
		if (cup == NULL || cup == (char *)-1) {
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
	r->screen = newterm(term, r->out, r->in);
	if (r->screen == NULL) {
		snprintf(why, why_size, "curses cannot start on '%s'", term);
		free(r);
		return NULL;
	}
	set_term(r->screen);
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
	mousemask(BUTTON1_CLICKED | BUTTON1_PRESSED, NULL);
	mouseinterval(0);
	setup_colors(r, opt->no_color);
	load_caps(r);
	r->cy = r->cx = -1;
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
	free(r->scr);
	free(r->want);
	free(r->buf);
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

void
render_size(struct render *r, int *width, int *height)
{
	(void)r;
	getmaxyx(stdscr, *height, *width);
}

void
render_invalidate(struct render *r)
{
	free(r->scr);
	r->scr = NULL;
}

/* ---- painting ----
 *
 * The frame is painted here rather than by ncurses' doupdate. ncurses 6.4
 * sends an absolute cursor address (cup, 7 or 8 bytes) for every jump of
 * more than 7 cells (NOT_LOCAL in its lib_mvcur.c), whatever the cost of a
 * relative move, and a step typically changes one or two characters in
 * each 9-column lane cell: cursor addresses were a third of a step's
 * bytes. Here each jump takes the shortest of what terminfo offers (cup,
 * hpa, vpa, cuf, cub, cud, cuu, a carriage return, a line feed where the
 * tty adds no return) or rewrites the unchanged cells in between when that
 * is shorter. A blank counts as unchanged when only its foreground colour,
 * bold or dim differ, which no terminal shows. Old text at a row's end
 * goes with el, a long coloured blank run with ech. The same code paints a
 * full repaint, from a cleared screen. ncurses still owns the terminal:
 * its modes, the keys, the attributes (vid_puts, so that it knows the
 * current one) and the caret (mvcur, so that it knows where the cursor is
 * when it leaves). */

/* tputs() and vid_puts() call back without a context: the render whose
 * buffer they append to. */
static struct render *out_render;

static void
out_bytes(struct render *r, const char *s, size_t n)
{
	if (r->oom)
		return;
	if (r->len + n > r->cap) {
		size_t cap = r->cap ? r->cap : 8192;
		char *b;

		while (cap < r->len + n)
			cap *= 2;
		b = realloc(r->buf, cap);
		if (b == NULL) {
			r->oom = true;
			return;
		}
		r->buf = b;
		r->cap = cap;
	}
	memcpy(r->buf + r->len, s, n);
	r->len += n;
}

static int
out_char(int c)
{
	char b = (char)c;

	out_bytes(out_render, &b, 1);
	return c;
}

static void
out_cap(struct render *r, const char *cap)
{
	out_render = r;
	tputs(cap, 1, out_char);
}

static void
out_flush(struct render *r)
{
	size_t off = 0;
	int fd = fileno(r->out);

	fflush(r->out);
	while (off < r->len) {
		ssize_t n = write(fd, r->buf + off, r->len - off);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			break;  /* the terminal is gone: getkey will see EOF */
		off += (size_t)n;
	}
	r->len = 0;
}

/* A candidate cursor movement: the bytes tputs will send. */
struct move {
	char s[48];
	size_t n;
};

/* Appends cap, instantiated with nparams parameters, to m; false when the
 * capability is missing or the result does not fit. */
static bool
move_add(struct move *m, const char *cap, int nparams, int p1, int p2)
{
	const char *s;
	size_t n;

	if (cap == NULL)
		return false;
	s = nparams == 2 ? tiparm(cap, p1, p2) :
	    nparams == 1 ? tiparm(cap, p1) : cap;
	if (s == NULL)
		return false;
	n = strlen(s);
	if (m->n + n >= sizeof m->s)
		return false;
	memcpy(m->s + m->n, s, n + 1);
	m->n += n;
	return true;
}

static void
move_keep_shorter(struct move *best, const struct move *m, bool ok)
{
	if (ok && m->n < best->n)
		*best = *m;
}

/* The shortest way to move along the current row from column cx (-1:
 * unknown) to x, appended to prefix. */
static void
move_across(const struct render *r, const struct move *prefix, int cx,
    int x, struct move *best)
{
	struct move m;

	if (cx == x) {
		move_keep_shorter(best, prefix, true);
		return;
	}
	m = *prefix;
	move_keep_shorter(best, &m, move_add(&m, r->hpa, 1, x, 0));
	m = *prefix;
	move_keep_shorter(best, &m, move_add(&m, r->cr, 0, 0, 0) &&
	    (x == 0 || move_add(&m, x == 1 && r->cuf1 ? r->cuf1 : r->cuf,
	    x == 1 && r->cuf1 ? 0 : 1, x, 0)));
	if (cx < 0)
		return;
	m = *prefix;
	if (x > cx)
		move_keep_shorter(best, &m, x - cx == 1 && r->cuf1 ?
		    move_add(&m, r->cuf1, 0, 0, 0) :
		    move_add(&m, r->cuf, 1, x - cx, 0));
	else {
		bool ok = true;
		/* cub1 is often a single backspace: repeat it a little */
		if (r->cub1 != NULL && strlen(r->cub1) == 1 && cx - x <= 4)
			for (int i = 0; i < cx - x && ok; i++)
				ok = move_add(&m, r->cub1, 0, 0, 0);
		else
			ok = move_add(&m, r->cub, 1, cx - x, 0);
		move_keep_shorter(best, &m, ok);
	}
}

/* The shortest terminfo movement from the cursor to (y, x). */
static void
move_best(const struct render *r, int y, int x, struct move *best)
{
	struct move none = { "", 0 }, v;
	int dy = y - r->cy;

	best->n = sizeof best->s;
	v = none;
	move_keep_shorter(best, &v, move_add(&v, r->cup, 2, y, x));
	if (r->cy < 0)
		return;
	if (dy == 0) {
		move_across(r, &none, r->cx, x, best);
		return;
	}
	v = none;
	if (move_add(&v, r->vpa, 1, y, 0))
		move_across(r, &v, r->cx, x, best);
	v = none;
	if (dy > 0 ? move_add(&v, r->cud, 1, dy, 0) :
	    move_add(&v, r->cuu, 1, -dy, 0))
		move_across(r, &v, r->cx, x, best);
	/* a line feed is one byte where the tty does not add a return */
	if (dy > 0 && dy <= 4 && r->cud1 != NULL) {
		bool ok = true;

		v = none;
		for (int i = 0; i < dy && ok; i++)
			ok = move_add(&v, r->cud1, 0, 0, 0);
		if (ok)
			move_across(r, &v, r->cx, x, best);
	}
	if (dy < 0 && dy >= -2 && r->cuu1 != NULL) {
		bool ok = true;

		v = none;
		for (int i = 0; i < -dy && ok; i++)
			ok = move_add(&v, r->cuu1, 0, 0, 0);
		if (ok)
			move_across(r, &v, r->cx, x, best);
	}
}

/* The cell the frame asks for, in curses terms. Characters that do not
 * take exactly one column would shift the rest of the row: '?'. */
static void
want_cell(const struct render *r, const struct view_cell *c, struct cell *w)
{
	uint32_t ch = c->ch;

	if (ch < 0x20 || (ch >= 0x7f && wcwidth((wchar_t)ch) != 1))
		ch = '?';
	w->ch = ch;
	cell_style(r, c->attr, &w->a, &w->pair);
}

/* Whether a blank written in style (a, pair) looks like one in style
 * (b, bpair): only the background, reverse video and underline show on a
 * space, not the foreground colour, bold or dim. */
static bool
same_blank(const struct render *r, attr_t a, short pair, attr_t b,
    short bpair)
{
	const attr_t seen = A_REVERSE | A_STANDOUT | A_UNDERLINE | A_BLINK;

	if (a == b && pair == bpair)
		return true;
	if ((a & seen) != 0 || (b & seen) != 0)
		return false;
	return r->pair_bg[pair] == r->pair_bg[bpair];
}

/* Whether the terminal cell s already shows w. */
static bool
looks_same(const struct render *r, const struct cell *s, const struct cell *w)
{
	if (s->ch != w->ch)
		return false;
	if (s->a == w->a && s->pair == w->pair)
		return true;
	return w->ch == ' ' && same_blank(r, s->a, s->pair, w->a, w->pair);
}

/* Whether w can be written in style (a, pair) and look as asked. */
static bool
fits(const struct render *r, const struct cell *w, attr_t a, short pair)
{
	if (w->a == a && w->pair == pair)
		return true;
	return w->ch == ' ' && same_blank(r, w->a, w->pair, a, pair);
}

static bool
fits_style(const struct render *r, const struct cell *w)
{
	return r->style_known && fits(r, w, r->cur_a, r->cur_pair);
}

/* Switches the terminal to style (a, pair). The pair goes into the
 * attributes as well, as doupdate passes them: vid_puts otherwise takes
 * every move to a colour without attributes for a move to A_NORMAL and
 * sends sgr0 (6 bytes) before the colour. */
static void
set_style(struct render *r, attr_t a, short pair)
{
	out_render = r;
	/* ncurses 6.4's vid_puts leaves a colour in place when the new pair
	 * has the default there (black on cyan, then yellow: the cyan stays):
	 * reset first */
	if (r->style_known && pair != 0 &&
	    ((r->pair_bg[pair] == -1 && r->pair_bg[r->cur_pair] != -1) ||
	    (r->pair_fg[pair] == -1 && r->pair_fg[r->cur_pair] != -1)))
		vid_puts(A_NORMAL, 0, NULL, out_char);
	vid_puts(a | (attr_t)COLOR_PAIR(pair), pair, NULL, out_char);
	r->cur_a = a;
	r->cur_pair = pair;
	r->style_known = true;
}

static size_t
char_bytes(uint32_t ch, char out[MB_LEN_MAX])
{
	mbstate_t st;
	size_t n;

	if (ch < 0x80) {
		out[0] = (char)ch;
		return 1;
	}
	memset(&st, 0, sizeof st);
	n = wcrtomb(out, (wchar_t)ch, &st);
	if (n == (size_t)-1) {
		out[0] = '?';
		n = 1;
	}
	return n;
}

/* ---- one update ----
 *
 * Rows are painted top to bottom, left to right, as curses does: over a
 * slow link the screen fills in reading order. Orders by colour or down
 * the columns save a few percent more but paint a full screen in colour
 * layers that stay unreadable until the last one. */

struct paint {
	struct cell *want;  /* the frame in curses terms, width x height */
	int width, height;
};

/* Writes w at the cursor, which is at (y, x). */
static void
put_cell(struct render *r, struct paint *p, int y, int x,
    const struct cell *w)
{
	struct cell *s = &r->scr[(size_t)y * (size_t)r->scr_w + (size_t)x];
	char mb[MB_LEN_MAX];

	if (!fits_style(r, w))
		set_style(r, w->a, w->pair);
	out_bytes(r, mb, char_bytes(w->ch, mb));
	s->ch = w->ch;
	s->a = r->cur_a;
	s->pair = r->cur_pair;
	r->cx = x + 1;
	/* the last column leaves the cursor in the margin, where terminals
	 * disagree about where it is */
	if (r->cx >= p->width)
		r->cy = r->cx = -1;
}

/* Moves the cursor to (y, x), rewriting the cells from the cursor up to x
 * when that is shorter than any movement: they already show what they
 * should, and can be written again in the terminal's current style. */
static void
go_to(struct render *r, struct paint *p, int y, int x)
{
	const struct cell *row = p->want + (size_t)y * (size_t)p->width;
	struct move best;
	size_t through = 0;
	bool can_through;

	if (r->cy == y && r->cx == x)
		return;
	move_best(r, y, x, &best);
	can_through = r->cy == y && r->cx >= 0 && r->cx < x &&
	    x - r->cx < (int)best.n;
	for (int i = r->cx; can_through && i < x; i++) {
		char mb[MB_LEN_MAX];

		can_through = fits_style(r, &row[i]);
		through += char_bytes(row[i].ch, mb);
	}
	if (can_through && through <= best.n) {
		for (int i = r->cx; i < x; i++)
			put_cell(r, p, y, i, &row[i]);
		return;
	}
	out_cap(r, best.s);
	r->cy = y;
	r->cx = x;
}

/* Clears row y from column x0 with el, in a style whose blank is the
 * terminal's plain one (el erases in the current background). */
static void
clear_tail(struct render *r, struct paint *p, int y, int x0)
{
	struct cell *s = &r->scr[(size_t)y * (size_t)r->scr_w];

	go_to(r, p, y, x0);
	if (!r->style_known || !same_blank(r, r->cur_a, r->cur_pair,
	    A_NORMAL, 0))
		set_style(r, A_NORMAL, 0);
	out_cap(r, r->el);
	for (int x = x0; x < p->width; x++) {
		s[x].ch = ' ';
		s[x].a = r->cur_a;
		s[x].pair = r->cur_pair;
	}
}

/* At (y, x), the cursor's place, a run of blanks that differs from the
 * screen (a coloured bar): erases it with ech when that is shorter than
 * writing it, and leaves the cursor where it was. Returns whether it did
 * (then the cells up to the run's end show what they should). */
static bool
erase_blanks(struct render *r, struct paint *p, int y, int x, int end)
{
	const struct cell *w = p->want + (size_t)y * (size_t)p->width;
	struct cell *s = r->scr + (size_t)y * (size_t)r->scr_w;
	struct move m = { "", 0 };
	int n = 0;

	/* erased cells take the background colour, never reverse video */
	if (r->ech == NULL || (w[x].a & (A_REVERSE | A_STANDOUT |
	    A_UNDERLINE | A_BLINK)) != 0 ||
	    (!r->bce && r->pair_bg[w[x].pair] != -1))
		return false;
	while (x + n < end && w[x + n].ch == ' ' &&
	    same_blank(r, w[x + n].a, w[x + n].pair, w[x].a, w[x].pair))
		n++;
	/* up to the last cell that needs it */
	while (n > 0 && looks_same(r, &s[x + n - 1], &w[x + n - 1]))
		n--;
	/* ech and a move past the run against one byte a blank */
	if (n < 8 || !move_add(&m, r->ech, 1, n, 0) ||
	    (int)m.n + 6 >= n)
		return false;
	if (!fits_style(r, &w[x]))
		set_style(r, w[x].a, w[x].pair);
	out_cap(r, m.s);
	for (int i = x; i < x + n; i++) {
		s[i].ch = ' ';
		s[i].a = r->cur_a;
		s[i].pair = r->cur_pair;
	}
	return true;
}

/* Writes the cells of row y that the terminal does not show yet; a row
 * whose end is blank but holds old text ends with an el. */
static void
paint_row(struct render *r, struct paint *p, int y)
{
	const struct cell plain = { ' ', A_NORMAL, 0 };
	const struct cell *w = p->want + (size_t)y * (size_t)p->width;
	const struct cell *s = r->scr + (size_t)y * (size_t)r->scr_w;
	int width = p->width, tail, stale = 0, first_stale = -1;

	/* the bottom-right cell would scroll some terminals */
	if (y == p->height - 1)
		width--;
	tail = width;
	while (tail > 0 && looks_same(r, &plain, &w[tail - 1]))
		tail--;
	for (int x = tail; x < width; x++)
		if (!looks_same(r, &s[x], &w[x])) {
			stale++;
			if (first_stale < 0)
				first_stale = x;
		}
	/* el costs about as much as three one-byte blanks and a move */
	if (r->el == NULL || stale < 4 || y == p->height - 1)
		tail = width;
	for (int x = 0; x < tail; x++) {
		if (looks_same(r, &s[x], &w[x]))
			continue;
		go_to(r, p, y, x);
		if (w[x].ch == ' ' && erase_blanks(r, p, y, x, tail))
			continue;
		put_cell(r, p, y, x, &w[x]);
	}
	if (tail < width && first_stale >= 0)
		clear_tail(r, p, y, first_stale);
}

/* Whether the tty turns a line feed into a return and a line feed (then
 * a cud1 of "\n" does not keep the column). */
static void
load_line_feed(struct render *r)
{
	struct termios t;
	const char *cud1 = cap_or_null("cud1");
	bool adds_return = tcgetattr(fileno(r->out), &t) != 0 ||
	    ((t.c_oflag & OPOST) && (t.c_oflag & (ONLCR | ONLRET)));

	r->cud1 = cud1 != NULL && (strcmp(cud1, "\n") != 0 ||
	    !adds_return) ? cud1 : NULL;
}

/* Clears the terminal for a full repaint. stdscr stays blank (this code
 * never writes to it); wnoutrefresh settles what a resize or a resume
 * left pending in ncurses, so that no later getch repaints it. */
static void
clear_screen_now(struct render *r)
{
	wnoutrefresh(stdscr);
	load_line_feed(r);
	if (r->clear == NULL) {
		clearok(curscr, TRUE);
		doupdate();
		r->cy = r->cx = -1;
		r->style_known = false;
		return;
	}
	/* the screen is cleared in the current background */
	if (!r->style_known || !same_blank(r, r->cur_a, r->cur_pair,
	    A_NORMAL, 0))
		set_style(r, A_NORMAL, 0);
	out_cap(r, r->clear);
	r->cy = r->cx = 0;
}

/* Makes r->scr a blank f-sized screen and clears the terminal; false when
 * out of memory. */
static bool
new_screen(struct render *r, const struct frame *f)
{
	size_t n = (size_t)f->width * (size_t)f->height;

	free(r->scr);
	r->scr = malloc((n ? n : 1) * sizeof *r->scr);
	if (r->scr == NULL)
		return false;
	r->scr_w = f->width;
	r->scr_h = f->height;
	for (size_t i = 0; i < n; i++) {
		r->scr[i].ch = ' ';
		r->scr[i].a = A_NORMAL;
		r->scr[i].pair = 0;
	}
	clear_screen_now(r);
	return true;
}

void
render_frame(struct render *r, const struct frame *f)
{
	int H, W;
	struct paint p;

	getmaxyx(stdscr, H, W);
	p.width = f->width < W ? f->width : W;
	p.height = f->height < H ? f->height : H;
	if (p.width <= 0 || p.height <= 0)
		return;
	r->oom = false;
	r->len = 0;
	if ((r->scr == NULL || r->scr_w != f->width ||
	    r->scr_h != f->height) && !new_screen(r, f))
		return;
	if (r->want_cap < (size_t)p.width * (size_t)p.height) {
		size_t cap = (size_t)p.width * (size_t)p.height;
		struct cell *w = realloc(r->want, cap * sizeof *w);
		if (w != NULL) {
			r->want = w;
			r->want_cap = cap;
		}
	}
	p.want = r->want;
	if (r->want_cap < (size_t)p.width * (size_t)p.height) {
		r->oom = true;
	} else {
		for (int y = 0; y < p.height; y++)
			for (int x = 0; x < p.width; x++)
				want_cell(r, &f->cell[(size_t)y *
				    (size_t)f->width + (size_t)x],
				    &p.want[(size_t)y * (size_t)p.width +
				    (size_t)x]);
		for (int y = 0; y < p.height; y++)
			paint_row(r, &p, y);
	}
	if (r->oom) {
		/* what reached the screen is unknown: repaint next time */
		render_invalidate(r);
		r->len = 0;
		return;
	}
	out_flush(r);
	if (f->cursor_x >= 0 && f->cursor_y >= 0 && f->cursor_y < H &&
	    f->cursor_x < W) {
		mvcur(r->cy, r->cx, f->cursor_y, f->cursor_x);
		r->cy = f->cursor_y;
		r->cx = f->cursor_x;
		curs_set(1);
	} else {
		curs_set(0);
	}
	fflush(r->out);
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
