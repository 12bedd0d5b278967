/* SPDX-License-Identifier: MIT */
/* The session side of the interactive front end: loading the program,
 * moving through it (with the two phases of a permute), the message area,
 * the screen's own keys, and the plain-mode pictures. No libedit, no
 * curses: repl.c edits lines, render.c paints. */
#include "config.h"

#include "repl_int.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include "asm.h"
#include "demo.h"
#include "request.h"
#include "text.h"
#include "util.h"

int
repl_load_program(struct repl *R, FILE *fp, const char *name)
{
	struct strbuf text = STRBUF_INIT;
	char buf[65536];
	size_t n;
	int rc = 0;

	if (fp == NULL) {
		name = DEMO_NAME;
		rc = session_load_text(R->s, name, demo_prefix_sum,
		    demo_prefix_sum_len, &R->res);
	} else {
		while ((n = fread(buf, 1, sizeof buf, fp)) > 0)
			strbuf_append(&text, buf, n);
		if (ferror(fp)) {
			util_warn("%s: read error: %s", name, strerror(errno));
			strbuf_free(&text);
			return 2;
		}
		rc = session_load_text(R->s, name, strbuf_str(&text),
		    text.len, &R->res);
	}
	snprintf(R->program_file, sizeof R->program_file, "%s", name);
	R->warned_upto = 0;
	if (rc != 0 || R->res.error) {
		const struct session_result *r = &R->res;
		for (unsigned i = 0; i < r->ndiags; i++) {
			char out[1024];
			/* the session says which line of the file failed */
			diag_format(&r->diags[i], r->has_origin ?
			    r->origin_file : name, r->has_origin ?
			    r->origin_line : 0, strbuf_str(&r->origin_text),
			    r->origin_text.len, out, sizeof out);
			fputs(out, stderr);
		}
		strbuf_free(&text);
		return 1;
	}
	strbuf_free(&text);
	return 0;
}

/* Refreshes the picture input of the current step. */
void
repl_load_step(struct repl *R)
{
	/* Out of memory leaves the state alone in the picture: poorer, not
	 * wrong, and the message line says so. */
	if (session_view_input(R->s, &R->pic) != 0 && R->message.len == 0)
		repl_set_message(R, "out of memory: the picture shows the "
		    "state alone", VA_ERROR);
	R->pic.title = R->title;
}

/* Moves the session to step k; on an error (the step limit, out of
 * memory) nothing moved and the message line says why. */
static int
go(struct repl *R, unsigned k)
{
	struct session_result r;
	int rc;

	session_result_init(&r);
	rc = session_goto(R->s, k, &r);
	if (rc != 0)
		repl_set_message(R, r.ndiags > 0 ? r.diags[0].message :
		    "out of memory", VA_ERROR);
	session_result_free(&r);
	return rc;
}

static bool
is_permute(const struct repl *R)
{
	return R->pic.step != NULL && (R->pic.step->kind == STEP_PERMUTE ||
	    R->pic.step->kind == STEP_BPERMUTE);
}

void
repl_fill_input(struct repl *R, struct view_input *in)
{
	*in = R->pic;
}

void
repl_set_message(struct repl *R, const char *text, uint16_t attr)
{
	strbuf_reset(&R->message);
	if (text != NULL)
		strbuf_puts(&R->message, text);
	R->message_attr = attr;
}

/* Puts a fed line's diagnostics and output into the message area. */
void
repl_show_result(struct repl *R, const char *line)
{
	strbuf_reset(&R->message);
	R->message_attr = VA_NORMAL;
	for (unsigned i = 0; i < R->res.ndiags; i++) {
		const struct diag *d = &R->res.diags[i];
		/* a new step's warnings travel with the step and are shown
		 * from session_step_diags() */
		if (R->res.executed && d->severity == DIAG_WARNING)
			continue;
		strbuf_printf(&R->message, "%s: %s\n",
		    diag_severity_name((enum diag_severity)d->severity),
		    d->message);
		if (d->severity == DIAG_ERROR) {
			R->message_attr = VA_ERROR;
			if (R->res.has_origin) {
				/* an error in a file :load read */
				strbuf_printf(&R->message, "  %s:%ld: %s\n",
				    R->res.origin_file, R->res.origin_line,
				    strbuf_str(&R->res.origin_text));
			} else if (line != NULL && d->col > 0) {
				strbuf_printf(&R->message, "  %s\n  %*s^\n",
				    line, (int)d->col - 1, "");
			}
		} else if (R->message_attr != VA_ERROR) {
			R->message_attr = VA_WARNING;
		}
	}
	if (R->res.out.len > 0)
		strbuf_puts(&R->message, strbuf_str(&R->res.out));
}

void
repl_feed(struct repl *R, const char *file, long line, const char *text,
    size_t len)
{
	struct strbuf name = STRBUF_INIT;
	char path[PATH_MAX];
	bool load;

	session_feed(R->s, file, line, text, len, &R->res);
	load = R->res.request == SESSION_REQ_LOAD;
	if (load) {
		/* the title names the program shown: the loaded file's name
		 * (taken before serving, which may reuse the request) */
		const char *p = strbuf_str(&R->res.request_path);
		const char *slash = strrchr(p, '/');
		strbuf_puts(&name, slash != NULL && slash[1] != '\0' ?
		    slash + 1 : p);
		snprintf(path, sizeof path, "%s", p);
	}
	if (request_serve(R->s, file, line, &R->res) == 0 && load &&
	    !R->res.error && !strbuf_failed(&name)) {
		struct strbuf old = R->title_buf;
		R->title_buf = name;
		R->title = strbuf_str(&R->title_buf);
		name = old;
		memcpy(R->program_file, path, sizeof R->program_file);
		R->warned_upto = 0;
	}
	strbuf_free(&name);
	/* cli.md's one note for directives: at the prompt, the count is
	 * not known in advance, so the first one says how it goes. */
	if (R->res.directive && session_directives(R->s, NULL, NULL) == 1 &&
	    R->res.ndiags < SESSION_MAX_DIAGS)
		diag_set(&R->res.diags[R->res.ndiags++], DIAG_NOTE,
		    DIAG_NOTE_KIND, 1, 0, "assembler directive ignored "
		    "(lanescope runs instructions only; this note is shown "
		    "once per session)");
}

/* Feeds a command line of our own making (":format f32"). */
static void
feed_command(struct repl *R, const char *cmd)
{
	repl_feed(R, "<key>", 0, cmd, strlen(cmd));
	repl_show_result(R, NULL);
	repl_load_step(R);
}

void
repl_step_forward(struct repl *R)
{
	unsigned pos = session_position(R->s);

	repl_set_message(R, NULL, VA_NORMAL);
	if (is_permute(R) && R->phase == 0) {
		R->phase = 1;
		return;
	}
	if (pos >= session_step_count(R->s)) {
		repl_set_message(R, "At the end of the program: type an "
		    "instruction to add a step.", VA_NOTE);
		return;
	}
	if (go(R, pos + 1) != 0)
		return;
	repl_load_step(R);
	R->phase = 0;
}

void
repl_step_back(struct repl *R)
{
	unsigned pos = session_position(R->s);

	repl_set_message(R, NULL, VA_NORMAL);
	if (is_permute(R) && R->phase == 1) {
		R->phase = 0;
		return;
	}
	if (pos == 0) {
		repl_set_message(R, "At step 0: nothing to undo.", VA_NOTE);
		return;
	}
	if (go(R, pos - 1) != 0)
		return;
	repl_load_step(R);
	R->phase = is_permute(R) ? 1 : 0;
}

static void
go_to(struct repl *R, unsigned k)
{
	repl_set_message(R, NULL, VA_NORMAL);
	if (go(R, k) != 0)
		return;
	repl_load_step(R);
	R->phase = is_permute(R) && k > 0 ? 1 : 0;
}

static void
cycle_format(struct repl *R)
{
	char cmd[32];
	unsigned f = (unsigned)session_get_format(R->s);

	snprintf(cmd, sizeof cmd, ":format %s",
	    session_format_name((enum session_format)((f + 1) % FMT_COUNT)));
	feed_command(R, cmd);
}

static void
move_cursor(struct repl *R, int delta)
{
	int lanes = session_wave_size(R->s);

	if (R->cursor_lane < 0) {
		R->cursor_lane = 0;
		return;
	}
	R->cursor_lane += delta;
	if (R->cursor_lane < 0)
		R->cursor_lane = 0;
	if (R->cursor_lane >= lanes)
		R->cursor_lane = lanes - 1;
}

/* ? and F1: the screen's keys, then :help's list of commands, in the
 * pager. */
static void
show_help(struct repl *R)
{
	struct strbuf sb = STRBUF_INIT;

	strbuf_puts(&sb, "Keys on an empty prompt:\n"
	    "  n, Space, PgDn, F8   one step forward (a permute: its write, "
	    "then its read phase)\n"
	    "  p, PgUp, F7          one step back\n"
	    "  Enter                repeats the last move\n"
	    "  r, Home              back to step 0\n"
	    "  e, End               to the end of the program\n"
	    "  c                    the next cross-lane step\n"
	    "  N                    the next step that is not a nop or "
	    "wait\n"
	    "  x, F6                the next number format\n"
	    "  a                    row arrows on or off: where every lane "
	    "of the selected\n"
	    "                       lane's row reads from (:arrows A-B for "
	    "other lanes)\n"
	    "  arrows, a click      select a lane\n"
	    "  l                    explain the selected lane\n"
	    "  m                    all of the message area in this pager\n"
	    "  L                    the program around the current step in "
	    "this pager\n"
	    "  ?, F1                these keys and the commands\n"
	    "  Esc                  clear the selection and the message\n"
	    "  Ctrl-L               repaint; Ctrl-Z suspends\n"
	    "  q, F10, Ctrl-C       quit\n"
	    "Type an instruction to run it as the next step, or a :command; "
	    "^P/^N recall history, Tab completes.\n"
	    "In this pager: Space/b a page, j/k a line, g/G the ends, "
	    "/ searches, n/N the next or previous match, q goes back.\n\n");
	repl_feed(R, "<key>", 0, ":help", 5);
	strbuf_puts(&sb, strbuf_str(&R->res.out));
	if (!strbuf_failed(&sb))
		repl_pager_open(R, "keys and commands", strbuf_str(&sb));
	strbuf_free(&sb);
}

/* L: the program around the current step in the pager (the program pane
 * of a window too narrow for it). */
static void
show_listing(struct repl *R)
{
	struct strbuf sb = STRBUF_INIT;

	view_listing_text(&R->pic, R->ascii, &sb);
	if (sb.len == 0)
		strbuf_puts(&sb, "No program to list: lines fed one at a "
		    "time without history keep none.\n");
	if (!strbuf_failed(&sb)) {
		repl_pager_open(R, "program", strbuf_str(&sb));
		/* the current line near the top (lines do not wrap at 80
		 * columns often; the next draw keeps top in range) */
		for (unsigned i = 0; i < R->pic.nlist; i++)
			if (R->pic.list[i].kind == VL_CURRENT)
				R->pager_top = i > 2 ? (int)i - 2 : 0;
	}
	strbuf_free(&sb);
}

/* A key typed while the edit line is empty: the screen's own keys.
 * Returns true when it was one of them. */
bool
repl_screen_key(struct repl *R, const struct render_key *k)
{
	int lpl = R->frame.lanes_per_line > 0 ? R->frame.lanes_per_line : 16;
	char cmd[32];

	switch (k->kind) {
	case RK_PGDN:
		repl_step_forward(R);
		R->last_move = MOVE_FORWARD;
		return true;
	case RK_PGUP:
		repl_step_back(R);
		R->last_move = MOVE_BACK;
		return true;
	case RK_HOME:
		go_to(R, 0);
		return true;
	case RK_END:
		go_to(R, session_step_count(R->s));
		return true;
	case RK_LEFT: move_cursor(R, -1); return true;
	case RK_RIGHT: move_cursor(R, 1); return true;
	case RK_UP: move_cursor(R, -lpl); return true;
	case RK_DOWN: move_cursor(R, lpl); return true;
	case RK_FKEY:
		switch (k->fkey) {
		case 1: show_help(R); return true;
		case 6: cycle_format(R); return true;
		case 7:
			repl_step_back(R);
			R->last_move = MOVE_BACK;
			return true;
		case 8:
			repl_step_forward(R);
			R->last_move = MOVE_FORWARD;
			return true;
		case 10: R->quit = true; return true;
		default: return false;
		}
	case RK_CHAR:
		break;
	default:
		return false;
	}
	switch (k->ch) {
	case 'n':
	case ' ':
		repl_step_forward(R);
		R->last_move = MOVE_FORWARD;
		return true;
	case 'p':
		repl_step_back(R);
		R->last_move = MOVE_BACK;
		return true;
	case 'r':
		go_to(R, 0);
		return true;
	case 'e':
		go_to(R, session_step_count(R->s));
		return true;
	case 'c':
		feed_command(R, ":cross");
		repl_load_step(R);
		R->phase = 0;
		return true;
	case 'N':
		feed_command(R, ":skip");
		repl_load_step(R);
		R->phase = 0;
		return true;
	case 'x':
		cycle_format(R);
		return true;
	case 'a': {
		/* row arrows on or off; the permute keeps its phase */
		int phase = R->phase;
		feed_command(R, session_get_arrows(R->s) ? ":arrows off" :
		    ":arrows on");
		R->phase = phase;
		return true;
	}
	case 'l':
		if (R->cursor_lane < 0)
			R->cursor_lane = 0;
		snprintf(cmd, sizeof cmd, ":lane %d", R->cursor_lane);
		feed_command(R, cmd);
		repl_pager_if_cut(R, cmd);
		return true;
	case 'm':
		repl_pager_message(R);
		return true;
	case 'L':
		show_listing(R);
		return true;
	case '?':
		show_help(R);
		return true;
	case 'q':
		R->quit = true;
		return true;
	case 0x1b:
		R->cursor_lane = -1;
		repl_set_message(R, NULL, VA_NORMAL);
		return true;
	default:
		return false;
	}
}

void
repl_print_picture(struct repl *R)
{
	struct view_input in;
	struct strbuf sb = STRBUF_INIT;

	if (R->quiet)
		return;
	repl_load_step(R);
	repl_fill_input(R, &in);
	if (text_step(&in, session_get_format(R->s), R->ascii,
	    util_text_width(R->width), R->cursor_lane, &sb) == 0)
		fputs(strbuf_str(&sb), stdout);
	strbuf_free(&sb);
	fflush(stdout);
}

/* Plain mode: the warnings of steps run for the first time by a command
 * (:run, :next, :goto ...) go on stderr in the contract's FILE:LINE:COL
 * form, as a typed instruction's do; steps already reported (run before
 * a :back) are not repeated. */
static void
report_new_steps(struct repl *R)
{
	unsigned pos = session_position(R->s);

	if (R->res.executed) {
		/* a typed instruction: its own warnings were just printed */
		if (pos > R->warned_upto)
			R->warned_upto = pos;
		return;
	}
	for (unsigned k = R->warned_upto + 1; k <= pos; k++) {
		const struct diag *d;
		unsigned n = session_step_diags(R->s, k, &d);
		long srcline = 0;
		const char *text = n > 0 ?
		    session_step_text(R->s, k, &srcline) : NULL;

		for (unsigned i = 0; i < n; i++) {
			char out[1024];

			diag_format(&d[i], R->program_file, srcline, text,
			    text != NULL ? strlen(text) : 0, out, sizeof out);
			fputs(out, stderr);
		}
	}
	if (pos > R->warned_upto)
		R->warned_upto = pos;
}

void
repl_plain_line(struct repl *R, const char *line, size_t len)
{
	char *copy = xmalloc(len + 1);

	memcpy(copy, line, len);
	copy[len] = '\0';
	R->lineno++;
	repl_feed(R, NULL, R->lineno, copy, len);
	if (R->res.error)
		R->bad_input = true;
	for (unsigned i = 0; i < R->res.ndiags; i++) {
		const struct session_result *r = &R->res;
		char out[1024];
		if (r->has_origin)
			diag_format(&r->diags[i], r->origin_file,
			    r->origin_line, strbuf_str(&r->origin_text),
			    r->origin_text.len, out, sizeof out);
		else
			diag_format(&r->diags[i], NULL, R->lineno, copy, len,
			    out, sizeof out);
		fflush(stdout);
		fputs(out, stderr);
	}
	fflush(stdout);
	report_new_steps(R);
	if (R->res.out.len > 0)
		fputs(strbuf_str(&R->res.out), stdout);
	if (R->res.executed || R->res.moved)
		repl_print_picture(R);
	if (R->res.quit)
		R->quit = true;
	free(copy);
}

/* At the plain prompt of a terminal, as in gdb: "n" steps, "p" steps
 * back, and an empty line repeats the last of them. */
void
repl_plain_typed(struct repl *R, const char *line, size_t len)
{
	const char *cmd = NULL;

	if (len == 1 && line[0] == 'n')
		R->last_move = MOVE_FORWARD;
	else if (len == 1 && line[0] == 'p')
		R->last_move = MOVE_BACK;
	else if (len != 0) {
		repl_plain_line(R, line, len);
		return;
	}
	if (R->last_move == MOVE_FORWARD)
		cmd = ":step";
	else if (R->last_move == MOVE_BACK)
		cmd = ":back";
	if (cmd != NULL)
		repl_plain_line(R, cmd, strlen(cmd));
}

/* ---- the pager ---- */

void
repl_pager_open(struct repl *R, const char *title, const char *text)
{
	strbuf_reset(&R->pager_text);
	strbuf_puts(&R->pager_text, text);
	snprintf(R->pager_title, sizeof R->pager_title, "%s", title);
	R->pager_on = true;
	R->pager_want = 0;
	R->pager_typing = false;
	R->pager_top = 0;
	R->pager_note = NULL;
}

void
repl_pager_if_cut(struct repl *R, const char *title)
{
	R->pager_want = 1;
	snprintf(R->pager_title, sizeof R->pager_title, "%s", title);
}

void
repl_pager_message(struct repl *R)
{
	R->pager_want = 2;
	snprintf(R->pager_title, sizeof R->pager_title, "the message area");
}

/* The first line of the last page at the frame's size. */
static int
pager_last_top(const struct repl *R)
{
	int total = view_pager_lines(strbuf_str(&R->pager_text),
	    R->frame.width);
	int last = total - view_pager_page(R->frame.height);

	return last > 0 ? last : 0;
}

static void
pager_scroll(struct repl *R, int delta)
{
	int last = pager_last_top(R);

	R->pager_top += delta;
	if (R->pager_top > last)
		R->pager_top = last;
	if (R->pager_top < 0)
		R->pager_top = 0;
}

/* Moves to the next (or previous) line holding the search, as less's n
 * and N: from the line after (before) the top one. */
static void
pager_search(struct repl *R, bool backward)
{
	int at;

	R->pager_note = NULL;
	if (R->pager_search[0] == '\0') {
		R->pager_note = "no search yet: / and a word";
		return;
	}
	at = view_pager_find(strbuf_str(&R->pager_text), R->frame.width,
	    R->pager_top + (backward ? -1 : 1), R->pager_search, backward);
	if (at < 0) {
		R->pager_note = "not found";
		return;
	}
	R->pager_top = at;
	pager_scroll(R, 0);
}

/* A key while a search is typed: printable ASCII adds, Backspace takes
 * back, Enter searches from the top line on, Esc gives up. */
static void
pager_typing_key(struct repl *R, const struct render_key *k)
{
	size_t n = strlen(R->pager_typed);

	if (k->kind == RK_ENTER) {
		R->pager_typing = false;
		if (n > 0)
			memcpy(R->pager_search, R->pager_typed, n + 1);
		if (R->pager_search[0] != '\0') {
			/* from the top line itself, as less does */
			int at = view_pager_find(strbuf_str(&R->pager_text),
			    R->frame.width, R->pager_top, R->pager_search,
			    false);
			if (at < 0) {
				R->pager_note = "not found";
				return;
			}
			R->pager_top = at;
			pager_scroll(R, 0);
		}
		return;
	}
	if (k->kind == RK_BACKSPACE) {
		if (n == 0)
			R->pager_typing = false;
		else
			R->pager_typed[n - 1] = '\0';
		return;
	}
	if (k->kind == RK_CHAR && k->ch == 0x1b) {
		R->pager_typing = false;
		return;
	}
	if (k->kind == RK_CHAR && k->ch >= 0x20 && k->ch < 0x7f &&
	    n + 1 < sizeof R->pager_typed) {
		R->pager_typed[n] = (char)k->ch;
		R->pager_typed[n + 1] = '\0';
	}
}

void
repl_pager_key(struct repl *R, const struct render_key *k)
{
	int page = view_pager_page(R->frame.height);

	if (R->pager_typing) {
		pager_typing_key(R, k);
		return;
	}
	R->pager_note = NULL;
	switch (k->kind) {
	case RK_DOWN: case RK_ENTER: pager_scroll(R, 1); return;
	case RK_UP: pager_scroll(R, -1); return;
	case RK_PGDN: pager_scroll(R, page); return;
	case RK_PGUP: pager_scroll(R, -page); return;
	case RK_HOME: R->pager_top = 0; return;
	case RK_END: R->pager_top = pager_last_top(R); return;
	case RK_FKEY:
		if (k->fkey == 10)
			R->quit = true;
		else if (k->fkey == 1)
			R->pager_on = false;
		return;
	case RK_CHAR: break;
	default: return;
	}
	switch (k->ch) {
	case ' ': case 'f': case 0x06: pager_scroll(R, page); break;
	case 'b': case 0x02: pager_scroll(R, -page); break;
	case 'd': pager_scroll(R, page / 2); break;
	case 'u': pager_scroll(R, -(page / 2)); break;
	case 'j': case 'e': case 0x0e: pager_scroll(R, 1); break;
	case 'k': case 'y': case 0x10: pager_scroll(R, -1); break;
	case 'g': case '<': R->pager_top = 0; break;
	case 'G': case '>': R->pager_top = pager_last_top(R); break;
	case '/':
		R->pager_typing = true;
		R->pager_typed[0] = '\0';
		break;
	case 'n': pager_search(R, false); break;
	case 'N': pager_search(R, true); break;
	case 'q': case 'Q': case 0x1b: R->pager_on = false; break;
	default:
		R->pager_note = "q goes back";
		break;
	}
}

bool
repl_pager_frame(struct repl *R, const struct view_input *in,
    const struct view_ui *ui)
{
	struct view_pager p;

	if (R->pager_want != 0) {
		int want = R->pager_want;

		R->pager_want = 0;
		if (want == 2 ||
		    (R->frame.msg_cut > 0 && R->message.len > 0)) {
			struct strbuf sb = STRBUF_INIT;
			char title[64];

			view_message_text(in, ui, &sb);
			memcpy(title, R->pager_title, sizeof title);
			repl_pager_open(R, title, strbuf_str(&sb));
			strbuf_free(&sb);
		}
	}
	if (!R->pager_on)
		return false;
	pager_scroll(R, 0);   /* the window may have grown */
	memset(&p, 0, sizeof p);
	p.title = R->pager_title;
	p.text = strbuf_str(&R->pager_text);
	p.top = R->pager_top;
	p.search = R->pager_search;
	p.typing = R->pager_typing ? R->pager_typed : NULL;
	p.note = R->pager_note;
	p.ascii = R->ascii;
	(void)view_pager_build(&R->frame, &p);
	return true;
}
