/* SPDX-License-Identifier: MIT */
/* The interactive front end's line editing and main loops: a libedit
 * prompt on a private pty with keys fed from ncurses and the edit line
 * drawn by the screen, completion, history, signals, and the plain prompt.
 * The only file that includes histedit.h; never curses (render.h paints);
 * repl_session.c drives the session. */
#include "config.h"

#include "repl.h"
#include "repl_int.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <termios.h>
#include <unistd.h>
#include <wchar.h>

#include <histedit.h>

#include "asm.h"
#include "demo.h"
#include "histfile.h"
#include "initfile.h"
#include "render.h"
#include "session.h"
#include "strbuf.h"
#include "text.h"
#include "util.h"
#include "view.h"

#define HISTORY_SIZE 1000

static volatile sig_atomic_t got_signal;
static struct render *active_render; /* for the atexit restore */

static void
on_signal(int sig)
{
	got_signal = sig;
}

static void
install_signals(void)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_signal;
	sigemptyset(&sa.sa_mask);
	sa.sa_flags = 0; /* no SA_RESTART: a blocked read returns EINTR */
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGHUP, &sa, NULL);
}

/* A crash (an internal error), or any other signal whose default action
 * ends the process, still leaves the terminal usable: restore it with
 * async-signal-safe calls only, then die of the same signal. */
static void
on_fatal(int sig)
{
	if (active_render != NULL)
		render_emergency_restore();
	signal(sig, SIG_DFL);
	raise(sig);
}

static void
install_fatal_handlers(void)
{
	/* every signal whose default action ends the process (POSIX), but
	 * INT, TERM and HUP, which end the main loop cleanly instead */
	static const int sigs[] = {
		SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT, SIGSYS, SIGTRAP,
		SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGXCPU, SIGXFSZ,
		SIGVTALRM, SIGPROF
	};
	struct sigaction sa;

	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_fatal;
	sigemptyset(&sa.sa_mask);
	sa.sa_flags = SA_RESETHAND;
	for (size_t i = 0; i < sizeof sigs / sizeof *sigs; i++)
		sigaction(sigs[i], &sa, NULL);
}

/* An exit() from deep inside (out of memory) still restores the tty. */
static void
restore_at_exit(void)
{
	if (active_render != NULL) {
		render_close(active_render);
		active_render = NULL;
	}
}

/* ---- history file ---- */

static void
history_open(struct repl *R)
{
	HistEvent ev;
	struct stat st;

	R->hist = history_init();
	if (R->hist == NULL)
		return;
	history(R->hist, &ev, H_SETSIZE, HISTORY_SIZE);
	history(R->hist, &ev, H_SETUNIQUE, 1);
	if (!histfile_path(R->histfile, sizeof R->histfile))
		return;
	/* decided once, before anything is typed: a file that is not ours
	 * to write is left alone for the whole session (histfile.h) */
	R->histfile_ok = histfile_may_write(R->histfile, R->histwhy,
	    sizeof R->histwhy);
	/* H_LOAD reads nothing from a file without libedit's first line;
	 * never read a FIFO or a device */
	if (stat(R->histfile, &st) == 0 && S_ISREG(st.st_mode))
		history(R->hist, &ev, H_LOAD, R->histfile);
}

/* histfile_save's writer: libedit writes the history to the new file. */
static int
history_write(const char *tmp, void *ctx)
{
	HistEvent ev;

	return history((History *)ctx, &ev, H_SAVE, tmp) < 0 ? -1 : 0;
}

static void
history_add(struct repl *R, const char *line)
{
	HistEvent ev;

	if (R->hist != NULL && line[0] != '\0')
		history(R->hist, &ev, H_ENTER, line);
}

static void
history_close(struct repl *R)
{
	if (R->hist == NULL)
		return;
	if (R->histfile_ok &&
	    histfile_save(R->histfile, history_write, R->hist, R->histwhy,
	    sizeof R->histwhy) != 0)
		R->histfile_ok = false;
	history_end(R->hist);
	R->hist = NULL;
}

/* Handles one complete line from the prompt. */
static void
handle_line(struct repl *R, const char *line)
{
	size_t len = strlen(line);
	const char *p = line;

	while (len > 0 && (line[len - 1] == '\n' || line[len - 1] == '\r'))
		len--;
	while (p < line + len && (*p == ' ' || *p == '\t'))
		p++;
	if (p == line + len) {
		/* Enter on an empty prompt repeats the last move, as gdb */
		if (R->last_move == MOVE_FORWARD)
			repl_step_forward(R);
		else if (R->last_move == MOVE_BACK)
			repl_step_back(R);
		return;
	}
	{
		char *copy = xmalloc(len + 1);
		memcpy(copy, line, len);
		copy[len] = '\0';
		history_add(R, copy);
		/* numbered after the program's lines, not by a count of
		 * typed lines that would repeat the file's numbers */
		R->lineno = session_last_line(R->s) + 1;
		repl_feed(R, NULL, R->lineno, copy, len);
		repl_show_result(R, copy);
		/* :help, :semantics, :lane... open the pager when the
		 * message area would cut what they say */
		if (p[0] == ':')
			repl_pager_if_cut(R, copy + (p - line));
		free(copy);
	}
	if (R->res.quit)
		R->quit = true;
	if (R->res.executed || R->res.moved) {
		repl_load_step(R);
		R->phase = 0;
	}
}

/* ---- full screen ---- */

static void
redraw(struct repl *R)
{
	struct view_input in;
	struct view_ui ui;
	const LineInfo *li = el_line(R->el);
	int w, h;

	render_size(R->r, &w, &h);
	if (R->frame.width != w || R->frame.height != h)
		view_frame_resize(&R->frame, w, h);
	repl_fill_input(R, &in);
	memset(&ui, 0, sizeof ui);
	ui.cursor_lane = R->cursor_lane;
	ui.format = session_get_format(R->s);
	ui.ascii = R->ascii;
	ui.mono = !render_has_color(R->r);
	ui.phase = R->phase;
	ui.message = strbuf_str(&R->message);
	ui.message_attr = R->message_attr;
	ui.prompt = PROMPT;
	ui.line = li->buffer;
	ui.line_len = (size_t)(li->lastchar - li->buffer);
	ui.line_cursor = (size_t)(li->cursor - li->buffer);
	if (view_build(&R->frame, &in, &ui) == 0) {
		/* the pager, when it is open or the message is cut */
		(void)repl_pager_frame(R, &in, &ui);
		render_frame(R->r, &R->frame);
	}
}

static void
drain_pty(struct repl *R)
{
	char buf[4096];

	fflush(R->slave_out);
	while (read(R->pty_master, buf, sizeof buf) > 0)
		;
}

/* Maps a key to what libedit expects; returns 0 for keys it must not
 * see. */
static wchar_t
key_to_libedit(const struct render_key *k)
{
	switch (k->kind) {
	case RK_CHAR:
		/* ^Z and ^\ would make libedit signal the process */
		if (k->ch == 0x1a || k->ch == 0x1c)
			return 0;
		return (wchar_t)k->ch;
	case RK_UP: return 0x10;        /* ^P: previous history line */
	case RK_DOWN: return 0x0e;      /* ^N */
	case RK_LEFT: return 0x02;      /* ^B */
	case RK_RIGHT: return 0x06;     /* ^F */
	case RK_HOME: return 0x01;      /* ^A */
	case RK_END: return 0x05;       /* ^E */
	case RK_BACKSPACE: return 0x7f;
	case RK_DELETE: return 0x04;    /* ^D: delete under the cursor */
	case RK_ENTER: return '\n';
	default: return 0;
	}
}

static int
getc_from_screen(EditLine *el, wchar_t *out)
{
	struct repl *R = NULL;
	struct render_key k;

	el_get(el, EL_CLIENTDATA, &R);
	for (;;) {
		const LineInfo *li;
		bool empty;
		wchar_t wc;

		drain_pty(R);
		if (got_signal || R->quit)
			return 0;
		redraw(R);
		if (render_getkey(R->r, 500, &k) == RK_NONE)
			continue;
		if (k.kind == RK_EOF) {
			R->quit = true;
			return 0;
		}
		if (k.kind == RK_RESIZE)
			continue;
		if (R->pager_on && !(k.kind == RK_CHAR && (k.ch == 0x1a ||
		    k.ch == 0x0c || k.ch == 0x03))) {
			/* every other key is the pager's until q */
			repl_pager_key(R, &k);
			if (R->quit)
				return 0;
			continue;
		}
		if (k.kind == RK_MOUSE) {
			int lane = view_lane_at(&R->frame, k.x, k.y);
			if (lane >= 0)
				R->cursor_lane = lane;
			continue;
		}
		if (k.kind == RK_CHAR && k.ch == 0x1a) {
			render_suspend(R->r);     /* Ctrl-Z */
			continue;
		}
		if (k.kind == RK_CHAR && k.ch == 0x0c) {
			render_invalidate(R->r);  /* Ctrl-L: repaint all */
			continue;
		}
		if (k.kind == RK_CHAR && k.ch == 0x03) {
			R->quit = true;  /* Ctrl-C leaves, restoring the tty */
			return 0;
		}
		li = el_line(el);
		empty = li->lastchar == li->buffer;
		if (empty && k.kind == RK_ENTER && render_pending(R->r)) {
			/* a blank line inside a paste is not a request to
			 * repeat the last move */
			continue;
		}
		if (empty && repl_screen_key(R, &k)) {
			if (R->quit)
				return 0;
			continue;
		}
		if (k.kind == RK_DELETE && empty)
			continue;
		wc = key_to_libedit(&k);
		if (wc == 0)
			continue;
		*out = wc;
		return 1;
	}
}

/* ---- completion ---- */

struct cands {
	char list[64][64];
	unsigned n, total;
	size_t plen;
	const char *prefix;
	int want_mnemonic;   /* 1: first word, 0: an operand, -1: any */
	enum isa_target target;
};

static void
add_cand(const char *c, void *ctx)
{
	struct cands *cs = ctx;

	/* a mnemonic only begins a line; operands and modifiers follow */
	if (cs->want_mnemonic >= 0 &&
	    (isa_lookup(c, strlen(c), cs->target) != ISA_ID_COUNT) !=
	    (cs->want_mnemonic == 1))
		return;
	cs->total++;
	if (cs->n < 64) {
		snprintf(cs->list[cs->n], sizeof cs->list[0], "%s", c);
		cs->n++;
	}
}

static void
add_command(const char *name, const char *usage, const char *help,
    void *ctx)
{
	struct cands *cs = ctx;
	char full[64];

	(void)usage;
	(void)help;
	snprintf(full, sizeof full, "%s%s", name[0] == ':' ? "" : ":", name);
	if (strncmp(full, cs->prefix, cs->plen) == 0)
		add_cand(full, ctx);
}

static unsigned char
complete(EditLine *el, int ch)
{
	struct repl *R = NULL;
	const LineInfo *li = el_line(el);
	const char *start = li->cursor;
	struct cands cs;
	size_t common;

	(void)ch;
	el_get(el, EL_CLIENTDATA, &R);
	while (start > li->buffer && start[-1] != ' ' && start[-1] != ',' &&
	    start[-1] != '\t' && start[-1] != '[')
		start--;
	memset(&cs, 0, sizeof cs);
	cs.plen = (size_t)(li->cursor - start);
	{
		static char prefix[256];
		size_t n = cs.plen < sizeof prefix - 1 ? cs.plen :
		    sizeof prefix - 1;
		memcpy(prefix, start, n);
		prefix[n] = '\0';
		cs.prefix = prefix;
		cs.plen = n;
	}
	cs.target = session_target(R->s);
	cs.want_mnemonic = -1;
	if (start == li->buffer && cs.prefix[0] == ':') {
		session_each_command(add_command, &cs);
	} else if (strncmp(li->buffer, ":arrows ", 8) == 0) {
		/* :arrows' words (a lane range is typed) */
		static const char *const words[] = { "on", "off" };
		for (size_t i = 0; i < 2; i++)
			if (strncmp(words[i], cs.prefix, cs.plen) == 0)
				add_cand(words[i], &cs);
	} else {
		const char *p = li->buffer;
		while (p < start && (*p == ' ' || *p == '\t'))
			p++;
		cs.want_mnemonic = p == start ? 1 : 0;
		asm_complete(cs.prefix, cs.plen, cs.target, add_cand, &cs);
	}
	if (cs.n == 0) {
		repl_set_message(R, "No completion.", VA_NOTE);
		return CC_REFRESH;
	}
	/* the longest common prefix of the candidates */
	common = strlen(cs.list[0]);
	for (unsigned i = 1; i < cs.n; i++) {
		size_t j = 0;
		while (j < common && cs.list[i][j] == cs.list[0][j])
			j++;
		common = j;
	}
	if (common > cs.plen) {
		char ins[64];
		memcpy(ins, cs.list[0] + cs.plen, common - cs.plen);
		ins[common - cs.plen] = '\0';
		el_insertstr(el, ins);
	}
	if (cs.n == 1) {
		size_t l = strlen(cs.list[0]);
		/* "row_shr:" and "quad_perm:[" wait for their value */
		if (l > 0 && strchr(":[(", cs.list[0][l - 1]) == NULL)
			el_insertstr(el, " ");
		repl_set_message(R, NULL, VA_NORMAL);
	} else {
		struct strbuf sb = STRBUF_INIT;
		for (unsigned i = 0; i < cs.n; i++) {
			strbuf_puts(&sb, cs.list[i]);
			strbuf_puts(&sb, "  ");
		}
		if (cs.total > cs.n)
			strbuf_printf(&sb, "... (%u in all)", cs.total);
		repl_set_message(R, strbuf_str(&sb), VA_NOTE);
		strbuf_free(&sb);
	}
	return CC_REFRESH;
}

static const char *
empty_prompt(EditLine *el)
{
	(void)el;
	return "";
}

/* libedit edits only on a terminal: give it a private pty whose output
 * nobody shows (the screen draws the line from el_line). */
static int
open_private_pty(struct repl *R)
{
	int m, s;
	struct winsize ws;

	m = posix_openpt(O_RDWR | O_NOCTTY);
	if (m < 0)
		return -1;
	if (grantpt(m) < 0 || unlockpt(m) < 0) {
		close(m);
		return -1;
	}
	s = open(ptsname(m), O_RDWR | O_NOCTTY);
	if (s < 0) {
		close(m);
		return -1;
	}
	fcntl(m, F_SETFL, fcntl(m, F_GETFL) | O_NONBLOCK);
	memset(&ws, 0, sizeof ws);
	ws.ws_col = 500;
	ws.ws_row = 50;
	ioctl(s, TIOCSWINSZ, &ws);
	R->pty_master = m;
	R->slave_in = fdopen(s, "r");
	R->slave_out = fdopen(dup(s), "w");
	if (R->slave_in == NULL || R->slave_out == NULL)
		return -1;
	return 0;
}

static void
close_private_pty(struct repl *R)
{
	if (R->slave_in != NULL)
		fclose(R->slave_in);
	if (R->slave_out != NULL)
		fclose(R->slave_out);
	if (R->pty_master >= 0)
		close(R->pty_master);
	R->slave_in = R->slave_out = NULL;
	R->pty_master = -1;
}

static int
editline_open(struct repl *R, FILE *in, FILE *out, bool screen)
{
	R->el = el_init("lanescope", in, out, stderr);
	if (R->el == NULL)
		return -1;
	el_set(R->el, EL_SIGNAL, 0);
	el_set(R->el, EL_EDITOR, "emacs");
	el_set(R->el, EL_CLIENTDATA, R);
	if (R->hist != NULL)
		el_set(R->el, EL_HIST, history, R->hist);
	el_set(R->el, EL_ADDFN, "lanescope-complete",
	    "complete mnemonics, modifiers, registers and commands",
	    complete);
	el_set(R->el, EL_BIND, "^I", "lanescope-complete", NULL);
	if (screen) {
		el_set(R->el, EL_PROMPT, empty_prompt);
		el_set(R->el, EL_GETCFN, getc_from_screen);
	}
	/* the user's ~/.editrc (or $EDITRC) last, as libedit programs do, so
	 * its bindings win over ours; a missing file is no error */
	el_source(R->el, NULL);
	return 0;
}

static int
run_screen(struct repl *R)
{
	int count;

	if (open_private_pty(R) < 0 ||
	    editline_open(R, R->slave_in, R->slave_out, true) < 0) {
		util_warn("cannot set up the line editor");
		return 1;
	}
	if (R->init_error[0] != '\0')
		repl_set_message(R, R->init_error, VA_ERROR);
	else
		repl_set_message(R, "Welcome: n steps, p goes back, arrows "
		    "pick a lane, Tab completes, ? lists the keys, q quits.",
		    VA_NOTE);
	while (!R->quit && !got_signal) {
		const char *line = el_gets(R->el, &count);
		if (got_signal || R->quit)
			break;
		if (line == NULL || count <= 0) {
			/* Ctrl-D on an empty line */
			break;
		}
		handle_line(R, line);
	}
	return 0;
}

/* ---- plain mode ---- */

static const char *
plain_prompt(EditLine *el)
{
	(void)el;
	return PROMPT;
}

static int
run_plain(struct repl *R, bool interactive)
{
	repl_print_picture(R);
	if (interactive && editline_open(R, stdin, stdout, false) < 0)
		interactive = false;
	if (interactive) {
		el_set(R->el, EL_PROMPT, plain_prompt);
		while (!R->quit && !got_signal) {
			int count;
			const char *line = el_gets(R->el, &count);
			if (line == NULL || count <= 0)
				break;
			{
				size_t len = strlen(line);
				while (len > 0 && line[len - 1] == '\n')
					len--;
				if (len > 0) {
					char *c = xmalloc(len + 1);
					memcpy(c, line, len);
					c[len] = '\0';
					history_add(R, c);
					free(c);
				}
				repl_plain_typed(R, line, len);
			}
		}
		if (!R->quit)
			fputc('\n', stdout);
	} else {
		char *line = NULL;
		size_t cap = 0;
		ssize_t n;
		while (!R->quit && !got_signal &&
		    (n = getline(&line, &cap, stdin)) >= 0) {
			size_t len = (size_t)n;
			while (len > 0 && (line[len - 1] == '\n' ||
			    line[len - 1] == '\r'))
				len--;
			repl_plain_line(R, line, len);
		}
		free(line);
		/* Read, not typed: a bad line is an error in the input, as in
		 * batch mode (cli.md's exit status 1). */
		if (R->bad_input)
			return 1;
	}
	return 0;
}

/* ---- entry ---- */

/* The demo sets its own target (gfx803) before its first instruction;
 * -t and --wave name what the user asked for, so they win, as if typed
 * after the load. A target the demo's code does not fit is said so, and
 * the demo stays on gfx803. */
static void
demo_scene(struct repl *R, const struct repl_options *opt)
{
	char line[64];
	int n;

	if (opt->target_set) {
		n = snprintf(line, sizeof line, ":target %s",
		    isa_target_name(opt->target));
		if (session_feed(R->s, DEMO_NAME, 0, line, (size_t)n,
		    &R->res) != 0) {
			util_warn("the demo is gfx803 code that does not run "
			    "on %s (%s); it stays on gfx803",
			    isa_target_name(opt->target),
			    R->res.ndiags > 0 ? R->res.diags[0].message :
			    "refused");
			return;
		}
	}
	if (opt->wave != 0) {
		n = snprintf(line, sizeof line, ":wave %d", opt->wave);
		if (session_feed(R->s, DEMO_NAME, 0, line, (size_t)n,
		    &R->res) != 0)
			util_warn("the demo does not run in wave%d (%s)",
			    opt->wave, R->res.ndiags > 0 ?
			    R->res.diags[0].message : "refused");
	}
}

int
repl_run(FILE *fp, const char *name, const struct repl_options *opt)
{
	struct repl *R = xcalloc(1, sizeof *R);
	struct session_options so;
	bool tty = isatty(STDIN_FILENO) && isatty(STDOUT_FILENO);
	bool plain = opt->plain || !tty;
	struct initfile init;
	enum repl_color color;
	char why[160] = "";
	int rc;

	/* chosen by itself, plain mode says why in one line (issue 6) */
	if (!opt->plain && !tty)
		snprintf(why, sizeof why, "standard %s is not a terminal",
		    isatty(STDIN_FILENO) ? "output" : "input");

	/* wide characters and the box drawing follow the user's locale;
	 * only LC_CTYPE, so numbers keep a '.' whatever LC_NUMERIC says */
	setlocale(LC_CTYPE, "");
	memset(&so, 0, sizeof so);
	so.target = opt->target;
	so.wave = opt->wave;
	so.keep_history = true;
	R->s = session_new(&so);
	if (R->s == NULL)
		util_die(1, "out of memory");
	session_result_init(&R->res);
	R->title = fp == NULL ? "demo" : name;
	if (fp == NULL)
		name = DEMO_NAME;
	R->cursor_lane = -1;
	R->pty_master = -1;
	R->quiet = opt->quiet;
	R->width = opt->width;
	/* the user's preferences come before the program, whose own
	 * :target or :format lines then win; only for a person typing, so
	 * that piped runs stay reproducible */
	init.color = -1;
	if (tty) {
		char ipath[PATH_MAX];

		if (initfile_path(ipath, sizeof ipath)) {
			initfile_run(ipath, R->s, &init, stderr);
			memcpy(R->init_error, init.first_error,
			    sizeof R->init_error);
		}
	}
	color = opt->color;
	if (!opt->color_set && init.color >= 0)
		color = (enum repl_color)init.color;
	rc = repl_load_program(R, fp, name);
	if (rc != 0)
		goto out;
	if (fp == NULL && (opt->target_set || opt->wave != 0))
		demo_scene(R, opt);
	repl_load_step(R);
	install_signals();
	/* history belongs to a person typing: never read or written for
	 * piped input or output (cli.md, Environment) */
	if (tty)
		history_open(R);

	if (!plain) {
		struct render_options ro;
		bool ascii = false;
		const char *nc = getenv("NO_COLOR");

		ro.ascii = opt->ascii;
		ro.no_color = color == REPL_COLOR_NEVER ||
		    (color == REPL_COLOR_AUTO && nc != NULL && nc[0] != '\0');
		ro.no_mouse = opt->no_mouse;
		R->r = render_open(&ro, &ascii, why, sizeof why);
		if (R->r == NULL) {
			plain = true;
		} else {
			R->ascii = ascii;
			active_render = R->r;
			atexit(restore_at_exit);
			install_fatal_handlers();
		}
	}
	if (plain) {
		if (why[0] != '\0')
			fprintf(stderr, "lanescope: %s: using plain mode\n",
			    why);
		R->ascii = opt->ascii;
		rc = run_plain(R, tty);
	} else {
		rc = run_screen(R);
	}
out:
	if (R->el != NULL)
		el_end(R->el);
	history_close(R);
	close_private_pty(R);
	if (R->r != NULL) {
		render_close(R->r);
		active_render = NULL;
	}
	/* said once the terminal is back, so the line stays readable */
	if (R->histfile[0] != '\0' && R->histwhy[0] != '\0')
		util_warn("history not saved to %s: %s", R->histfile,
		    R->histwhy);
	if (got_signal)
		rc = 128 + got_signal;
	view_frame_free(&R->frame);
	strbuf_free(&R->message);
	strbuf_free(&R->pager_text);
	strbuf_free(&R->title_buf);
	session_result_free(&R->res);
	session_free(R->s);
	free(R);
	return rc;
}
