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
	 * wrong. */
	(void)session_view_input(R->s, &R->pic);
	R->pic.title = R->title;
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
	}
	if (request_serve(R->s, file, line, &R->res) == 0 && load &&
	    !R->res.error && !strbuf_failed(&name)) {
		struct strbuf old = R->title_buf;
		R->title_buf = name;
		R->title = strbuf_str(&R->title_buf);
		name = old;
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
	session_goto(R->s, pos + 1);
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
	session_goto(R->s, pos - 1);
	repl_load_step(R);
	R->phase = is_permute(R) ? 1 : 0;
}

static void
go_to(struct repl *R, unsigned k)
{
	repl_set_message(R, NULL, VA_NORMAL);
	session_goto(R->s, k);
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
		case 1: feed_command(R, ":help"); return true;
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
	case 'l':
		if (R->cursor_lane < 0)
			R->cursor_lane = 0;
		snprintf(cmd, sizeof cmd, ":lane %d", R->cursor_lane);
		feed_command(R, cmd);
		return true;
	case '?':
		repl_set_message(R, "Keys on an empty prompt: n/Space/PgDn "
		    "step, p/PgUp back, Enter repeats the last move, r/Home "
		    "reset, e/End run to the end, c the next cross-lane step, N the "
		    "next step that is not a nop or wait, x cycles the number format, "
		    "arrows or a click select a lane, l explains it, Esc "
		    "clears, Ctrl-L repaints, Ctrl-Z suspends, q quits. Type "
		    "an instruction to run it as the next step, or a :command "
		    "(:help lists them); ^P/^N recall history, Tab completes.",
		    VA_NOTE);
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
