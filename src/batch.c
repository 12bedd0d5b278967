/* SPDX-License-Identifier: MIT */
/* batch: reads session text with buffered reads, feeds the core, prints. */
#include "config.h"

#include "batch.h"

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

#include "asm.h"
#include "demo.h"
#include "diag.h"
#include "encode.h"
#include "export.h"
#include "request.h"
#include "session.h"
#include "strbuf.h"
#include "text.h"
#include "util.h"
#include "view.h"

FILE *
batch_open(const char *path, const char **display_name)
{
	struct stat st;
	FILE *fp;

	if (strcmp(path, "-") == 0) {
		*display_name = "<stdin>";
		return stdin;
	}
	fp = fopen(path, "r");
	if (fp == NULL)
		return NULL;
	/* fopen() accepts a directory; reading it would fail later with a
	 * less helpful message and the wrong exit status. */
	if (fstat(fileno(fp), &st) == 0 && S_ISDIR(st.st_mode)) {
		fclose(fp);
		errno = EISDIR;
		return NULL;
	}
	*display_name = path;
	return fp;
}

void
batch_close(FILE *fp)
{
	if (fp != NULL && fp != stdin)
		fclose(fp);
}

/* Hands FN every complete line in buf[*start, end); a line is NUL
 * terminated in place (its newline, or the spare byte after the data). */
static int
complete_lines(char *buf, size_t *start, size_t end, bool at_eof,
    unsigned long *lineno, batch_line_fn fn, void *ctx)
{
	while (*start < end) {
		char *line = buf + *start;
		char *nl = memchr(line, '\n', end - *start);
		size_t len, next;
		int rc;

		if (nl != NULL) {
			len = (size_t)(nl - line);
			next = *start + len + 1;
		} else if (at_eof) {
			len = end - *start;
			next = end;
		} else {
			break;
		}
		if (len > 0 && line[len - 1] == '\r')
			len--;
		line[len] = '\0';
		*start = next;
		rc = fn(ctx, ++*lineno, line, len);
		if (rc != 0)
			return rc;
	}
	return 0;
}

int
batch_read_lines(FILE *fp, batch_line_fn fn, void *ctx)
{
	/* Big reads straight from the descriptor and lines cut in place:
	 * getline's per-line locking and copying were a tenth of --encode.
	 * read() returns what is there, so a terminal still gets each line
	 * as it is typed. Nothing else reads fp. */
	size_t cap = 1 << 16, start = 0, end = 0;
	char *buf = malloc(cap + 1);
	unsigned long lineno = 0;
	int fd = fileno(fp), rc = 0;

	if (buf == NULL)
		return -1;
	for (;;) {
		ssize_t n;

		/* Keep the partial line, at the front; grow for long ones. */
		if (start > 0) {
			memmove(buf, buf + start, end - start);
			end -= start;
			start = 0;
		}
		if (end == cap) {
			char *bigger = realloc(buf, 2 * cap + 1);
			if (bigger == NULL) {
				rc = -1;
				break;
			}
			buf = bigger;
			cap *= 2;
		}
		n = read(fd, buf + end, cap - end);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0) {
			rc = -1;
			break;
		}
		end += (size_t)n;
		rc = complete_lines(buf, &start, end, n == 0, &lineno, fn,
		    ctx);
		if (rc != 0 || n == 0)
			break;
	}
	free(buf);
	return rc;
}

/* Calls FN for each line of an in-memory text, as batch_read_lines does. */
static int
text_lines(const char *text, size_t len, batch_line_fn fn, void *ctx)
{
	unsigned long lineno = 0;
	size_t i = 0;

	while (i < len) {
		const char *nl = memchr(text + i, '\n', len - i);
		size_t end = nl != NULL ? (size_t)(nl - text) : len;
		size_t n = end - i;
		int rc;

		if (n > 0 && text[i + n - 1] == '\r')
			n--;
		rc = fn(ctx, ++lineno, text + i, n);
		if (rc != 0)
			return rc;
		i = end + 1;
	}
	return 0;
}

/* The embedded default program (data/prefix-sum.session). */
static const char *
demo_program(size_t *len)
{
	*len = demo_prefix_sum_len;
	return demo_prefix_sum;
}

static void
report_read_error(const char *name)
{
	util_warn("%s: read error: %s", name, strerror(errno));
}

/* Prints one diagnostic on stderr in the contract's three-line form. */
static void
report(const struct diag *d, const char *name, unsigned long lineno,
    const char *line, size_t len)
{
	char small[512];
	char *buf = small;
	size_t need;

	need = diag_format(d, name, (long)lineno, line, len, small,
	    sizeof small);
	if (need >= sizeof small) {
		buf = xmalloc(need + 1);
		diag_format(d, name, (long)lineno, line, len, buf, need + 1);
	}
	fflush(stdout);
	fputs(buf, stderr);
	if (buf != small)
		free(buf);
}

static void
write_strbuf(FILE *out, const struct strbuf *sb)
{
	if (strbuf_failed(sb))
		util_die(BATCH_EXIT_INPUT, "out of memory");
	if (sb->len > 0)
		fwrite(sb->data, 1, sb->len, out);
}

/* --json of a run without history: the object starts with the final
 * registers (cli.md's key order), so each array's entries wait in a
 * temporary file until the end instead of in memory, which then stays
 * flat however long the program. */
struct json_spill {
	FILE *file[JSON_ARRAY_COUNT];
	struct strbuf part[JSON_ARRAY_COUNT];
	struct json_counts done;
};

/* State shared by the session-driven front ends (batch and plain). */
struct feed {
	struct session *session;
	struct session_result result;
	const struct batch_options *opt;
	const char *name;
	int status;
	struct strbuf pic;
	FILE *out;    /* where pictures and command output go */
	bool silent;  /* --export other than txt: neither is written */
	struct json_spill *spill;  /* NULL: the log stays in memory */
	/* The last picture, held back until the next line says whether an
	 * instruction follows: the screen's instruction line ends with
	 * "next: TEXT", and a stream learns TEXT only when it reads it. */
	bool pending;
	struct view_input pend;    /* position, count, insn_line, insn_text */
	char *pend_text;           /* the step's text, owned */
};

static void
spill_free(struct json_spill *sp)
{
	if (sp == NULL)
		return;
	for (unsigned a = 0; a < JSON_ARRAY_COUNT; a++) {
		if (sp->file[a] != NULL)
			fclose(sp->file[a]);
		strbuf_free(&sp->part[a]);
	}
	free(sp);
}

/* NULL when no temporary file can be had: the run then keeps its entries
 * in memory, as a run with history does. */
static struct json_spill *
spill_new(void)
{
	struct json_spill *sp = xcalloc(1, sizeof *sp);

	for (unsigned a = 0; a < JSON_ARRAY_COUNT; a++) {
		if ((sp->file[a] = tmpfile()) == NULL) {
			spill_free(sp);
			return NULL;
		}
	}
	return sp;
}

/* Moves the entries recorded so far from the session to the files. */
static void
spill_drain(struct feed *f)
{
	struct json_spill *sp = f->spill;
	struct strbuf *out[JSON_ARRAY_COUNT];

	for (unsigned a = 0; a < JSON_ARRAY_COUNT; a++)
		out[a] = &sp->part[a];
	if (session_json_drain(f->session, &sp->done, out) != 0)
		util_die(BATCH_EXIT_INPUT, "out of memory");
	for (unsigned a = 0; a < JSON_ARRAY_COUNT; a++) {
		if (sp->part[a].len > 0 &&
		    fwrite(sp->part[a].data, 1, sp->part[a].len,
		    sp->file[a]) != sp->part[a].len)
			util_die(BATCH_EXIT_INPUT, "temporary file: %s",
			    strerror(errno));
		strbuf_reset(&sp->part[a]);
	}
}

/* The whole object on stdout: the head, then each array from its file. */
static void
spill_write(struct feed *f)
{
	struct json_spill *sp = f->spill;
	char buf[65536];

	spill_drain(f);
	strbuf_reset(&f->pic);
	session_json_head(f->session, &f->pic);
	write_strbuf(stdout, &f->pic);
	for (unsigned a = 0; a < JSON_ARRAY_COUNT; a++) {
		FILE *fp = sp->file[a];
		size_t n;

		strbuf_reset(&f->pic);
		json_array_open(&f->pic, (enum json_array)a);
		write_strbuf(stdout, &f->pic);
		if (fflush(fp) != 0 || fseek(fp, 0, SEEK_SET) != 0)
			util_die(BATCH_EXIT_INPUT, "temporary file: %s",
			    strerror(errno));
		while ((n = fread(buf, 1, sizeof buf, fp)) > 0)
			fwrite(buf, 1, n, stdout);
		if (ferror(fp))
			util_die(BATCH_EXIT_INPUT, "temporary file: %s",
			    strerror(errno));
		strbuf_reset(&f->pic);
		json_array_close(&f->pic, (enum json_array)a,
		    sp->done.n[a]);
		write_strbuf(stdout, &f->pic);
	}
	fputs("}\n", stdout);
}

static void
feed_init(struct feed *f, const struct batch_options *opt, const char *name,
    bool keep_history, bool no_step_undo)
{
	struct session_options so;

	memset(&so, 0, sizeof so);
	so.target = opt->target;
	so.wave = opt->wave;
	so.keep_history = keep_history;
	so.record_steps = opt->json;
	so.raw_print = true; /* cli.md: :print is one line in batch mode */
	so.pictures = !opt->quiet && !opt->json;
	/* the undo record of a streamed step serves its picture, :lane and
	 * a :set after it, nothing else */
	so.no_step_undo = !keep_history && !so.pictures && no_step_undo;

	memset(f, 0, sizeof *f);
	f->session = session_new(&so);
	/* Following the data live costs a step record per instruction:
	 * only when pictures are drawn anyway, not on the --quiet fast
	 * path. */
	if (f->session == NULL || (!opt->quiet &&
	    session_track_provenance(f->session) != 0))
		util_die(BATCH_EXIT_INPUT, "out of memory");
	session_result_init(&f->result);
	f->opt = opt;
	f->name = name;
	f->out = stdout;
}

static void
feed_free(struct feed *f)
{
	free(f->pend_text);
	spill_free(f->spill);
	session_result_free(&f->result);
	session_free(f->session);
	strbuf_free(&f->pic);
}

/* Writes the held-back picture. next (len bytes, a line that made the
 * next step) completes each of its instruction lines with "next: ", as
 * plain mode and the screen draw it from the program; NULL writes it as
 * drawn. */
static void
flush_pending(struct feed *f, const char *next, size_t len)
{
	if (!f->pending)
		return; /* every line but a few: nothing set up for it */
	struct strbuf line = STRBUF_INIT, out = STRBUF_INIT;
	char title[48];
	const char *p, *end;
	size_t tl;

	f->pending = false;
	if (next == NULL) {
		write_strbuf(f->out, &f->pic);
		return;
	}
	{
		char *copy = xmalloc(len + 1);

		memcpy(copy, next, len);
		copy[len] = '\0';
		f->pend.next_text = copy;
		if (text_insn_line(&f->pend, util_text_width(f->opt->width),
		    &line) != 0)
			util_die(BATCH_EXIT_INPUT, "out of memory");
		f->pend.next_text = NULL;
		free(copy);
	}
	/* each picture (a permute has two) starts with its counter line,
	 * "step N/M" and maybe the phase; the line after it is replaced */
	tl = (size_t)snprintf(title, sizeof title, "step %u/%u",
	    f->pend.position, f->pend.count);
	p = strbuf_str(&f->pic);
	end = p + f->pic.len;
	while (p < end) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		const char *eol = nl != NULL ? nl + 1 : end;
		bool is_title = (size_t)(eol - p) > tl &&
		    memcmp(p, title, tl) == 0 && (p[tl] == '\n' || p[tl] == ' ');

		strbuf_append(&out, p, (size_t)(eol - p));
		p = eol;
		if (is_title && p < end) {
			nl = memchr(p, '\n', (size_t)(end - p));
			p = nl != NULL ? nl + 1 : end;
			strbuf_append(&out, strbuf_str(&line), line.len);
		}
	}
	if (strbuf_failed(&out))
		util_die(BATCH_EXIT_INPUT, "out of memory");
	write_strbuf(f->out, &out);
	strbuf_free(&out);
	strbuf_free(&line);
}

/*
 * The plain-text picture of the current step: the session's one picture
 * input and text_step, as plain mode prints it, so the two cannot
 * disagree.
 */
static void
show_step(struct feed *f)
{
	struct view_input in;

	if (f->opt->quiet || f->opt->json || f->silent)
		return;
	flush_pending(f, NULL, 0);
	if (session_view_input(f->session, &in) != 0)
		util_die(BATCH_EXIT_INPUT, "out of memory");
	in.title = f->name;
	strbuf_reset(&f->pic);
	if (text_step(&in, session_get_format(f->session), f->opt->ascii,
	    util_text_width(f->opt->width), -1, &f->pic) != 0)
		util_die(BATCH_EXIT_INPUT, "out of memory");
	if (in.next_text != NULL || in.insn_text == NULL) {
		write_strbuf(f->out, &f->pic);
		return;
	}
	/* the next instruction is not read yet: hold the picture */
	memset(&f->pend, 0, sizeof f->pend);
	f->pend.position = in.position;
	f->pend.count = in.count;
	f->pend.insn_line = in.insn_line;
	free(f->pend_text);
	f->pend_text = xstrdup(in.insn_text);
	f->pend.insn_text = f->pend_text;
	f->pending = true;
}

/* Prints the result's diagnostics: at the fed line, or where they came
 * from (a line of a file :load read). */
static void
report_all(const struct session_result *r, const char *name,
    unsigned long lineno, const char *line, size_t len)
{
	for (unsigned i = 0; i < r->ndiags; i++) {
		if (r->has_origin)
			report(&r->diags[i], r->origin_file,
			    (unsigned long)r->origin_line,
			    strbuf_str(&r->origin_text), r->origin_text.len);
		else
			report(&r->diags[i], name, lineno, line, len);
	}
}

static int
feed_line(void *ctx, unsigned long lineno, const char *line, size_t len)
{
	struct feed *f = ctx;
	struct session_result *r = &f->result;

	session_feed(f->session, f->name, (long)lineno, line, len, r);
	if (r->request != SESSION_REQ_NONE)
		(void)request_serve(f->session, f->name, (long)lineno, r);
	/* the line that made the next step is the held picture's "next";
	 * a comment, label or :set line before it prints nothing and keeps
	 * the picture held, anything else that prints writes it first */
	if (r->executed && !r->error)
		flush_pending(f, line, len);
	else if (r->out.len > 0 || r->ndiags > 0 || r->error || r->moved ||
	    r->quit)
		flush_pending(f, NULL, 0);
	/* --json: stdout holds exactly one JSON object (cli.md), so command
	 * output (:print, :lane) is not shown. */
	if (!f->opt->json && !f->silent)
		write_strbuf(f->out, &r->out);
	/* A program stopped at the step limit refuses every later
	 * instruction for the same reason: --keep-going says it once and
	 * goes on checking the lines. */
	if (!r->limit_repeat)
		report_all(r, f->name, lineno, line, len);
	if (r->error) {
		/* batch stops at the first error line, after reporting it,
		 * unless --keep-going */
		f->status = BATCH_EXIT_INPUT;
		if (!f->opt->keep_going)
			return 1;
		session_skip_refused(f->session, line, len);
		return 0;
	} else if (r->executed || r->moved) {
		show_step(f);
	}
	if (f->spill != NULL)
		spill_drain(f);
	if (r->quit)
		return 1;
	/* No flush per line: stdout goes out in buffered blocks, and
	 * report() flushes it before a diagnostic so the two streams stay
	 * in order. */
	return 0;
}

/* cli.md: the directives ignored get one note, with their count, at the
 * first of them. */
static void
note_directives(struct feed *f)
{
	const char *text = NULL;
	long line = 0;
	unsigned n = session_directives(f->session, &line, &text);
	struct diag d;

	if (n == 0 || f->opt->json)
		return;
	diag_set(&d, DIAG_NOTE, DIAG_NOTE_KIND, 1, 0, "%u assembler "
	    "directive line%s ignored (lanescope runs instructions only)", n,
	    n == 1 ? "" : "s");
	report(&d, f->name, (unsigned long)line, text, strlen(text));
}

/* Whether a session line is a command that needs the steps before it:
 * :back, :goto, :reset, :undo, :redo, :save, :export, or :load (whose
 * file may have them), or a label or branch (a loop runs lines again). A
 * batch_line_fn: returns 1 to stop the reading there. */
static int
needs_past(void *ctx, unsigned long lineno, const char *line, size_t len)
{
	static const char *const names[] = {
		"back", "goto", "reset", "save", "load", "export", "undo",
		"redo",
	};
	const char *p = line, *end = line + len;
	size_t n;

	(void)ctx;
	(void)lineno;
	while (p < end && (*p == ' ' || *p == '\t'))
		p++;
	/* A label, a branch or the program counter (s_getpc_b64,
	 * s_setpc_b64, s_swappc_b64): the program may jump back, and running
	 * it again, or knowing its addresses, needs its lines. */
	if (asm_label_name(line, len, &n) != NULL ||
	    memmem(p, (size_t)(end - p), "branch", 6) != NULL ||
	    memmem(p, (size_t)(end - p), "pc_b64", 6) != NULL)
		return 1;
	if (p == end || *p != ':')
		return 0;
	p++;
	for (size_t k = 0; k < sizeof names / sizeof *names; k++) {
		size_t nl = strlen(names[k]);
		if ((size_t)(end - p) >= nl && memcmp(p, names[k], nl) == 0 &&
		    ((size_t)(end - p) == nl || p[nl] == ' ' || p[nl] == '\t' ||
		     p[nl] == ';'))
			return 1;
	}
	return 0;
}

/* Whether a batch input that is a regular file of at most
 * BATCH_HISTORY_FILE_MAX bytes holds a command that needs the history
 * (needs_past). Reads the file ahead from where it stands and puts the
 * offset back, so that the run reads it from the same place. Pipes,
 * terminals and bigger files are not read ahead: they stream, and going
 * back there is an error that says so. The limit keeps the look-ahead
 * off long generated programs, whose history would be large anyway (the
 * 300,000-line benchmark ran 3% slower with it). */
static bool
wants_history(FILE *fp, bool any_size)
{
	int fd = fileno(fp);
	struct stat st;
	off_t start;
	bool found;

	if (fd < 0 || fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) ||
	    (!any_size && st.st_size > BATCH_HISTORY_FILE_MAX))
		return false;
	start = lseek(fd, 0, SEEK_CUR);
	if (start < 0)
		return false;
	found = batch_read_lines(fp, needs_past, NULL) == 1;
	if (lseek(fd, start, SEEK_SET) != start)
		return false;
	return found;
}

/* Whether one of the whole lines from p (the start of one) to end is a
 * session command, its first non-blank a ':'. Only the colons are looked
 * at: an instruction line has a few (offset:N), a line many bytes. */
static bool
has_command_line(const char *p, const char *end)
{
	const char *c = p;

	while ((c = memchr(c, ':', (size_t)(end - c))) != NULL) {
		const char *q = c;

		while (q > p && (q[-1] == ' ' || q[-1] == '\t' ||
		    q[-1] == '\r'))
			q--;
		if (q == p || q[-1] == '\n')
			return true;
		c++;
	}
	return false;
}

/* Whether fp, a regular file read from where it stands, has no session
 * command after its first line that is not one (a step's undo record is
 * asked for only by commands: :set, :lane...) and no :load anywhere (its
 * file may have them). Comments and labels count as the first such line:
 * erring that way only keeps the records. Reads ahead with pread, so the
 * offset stays; costs a pass of memchr over the file, not a line parse. */
static bool
commands_only_before_code(FILE *fp)
{
	enum { BLOCK = 1 << 16 };
	int fd = fileno(fp);
	struct stat st;
	off_t at;
	char *buf;
	size_t keep = 0;
	bool code = false, ok = true;

	if (fd < 0 || fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) ||
	    (at = lseek(fd, 0, SEEK_CUR)) < 0 || (buf = malloc(BLOCK)) == NULL)
		return false;
	for (;;) {
		ssize_t n = pread(fd, buf + keep, BLOCK - keep, at);
		const char *p = buf, *end;

		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0) {
			ok = false;
			break;
		}
		at += n;
		end = buf + keep + (size_t)n;
		/* line by line up to the first line of code */
		while (!code) {
			const char *nl = memchr(p, '\n', (size_t)(end - p));
			const char *q = p;

			if (nl == NULL && n > 0)
				break; /* the line goes on in the next block */
			if (nl == NULL)
				nl = end;
			while (q < nl && (*q == ' ' || *q == '\t' || *q == '\r'))
				q++;
			if (q < nl && *q == ':') {
				if (nl - q >= 5 && memcmp(q, ":load", 5) == 0) {
					ok = false;
					break;
				}
			} else if (q < nl) {
				code = true;
			}
			if (nl == end)
				break;
			p = nl + 1;
		}
		if (ok && code) {
			/* after it, a command line anywhere says no: the whole
			 * lines of the block (all of it at the end of the file)
			 * at once */
			const char *stop = end;

			while (n > 0 && stop > p && stop[-1] != '\n')
				stop--;
			if (has_command_line(p, stop))
				ok = false;
			p = stop;
		}
		if (!ok || n == 0)
			break;
		keep = (size_t)(end - p);
		if (keep == BLOCK) {
			ok = false; /* a line of 64 KiB: not worth it */
			break;
		}
		memmove(buf, p, keep);
	}
	free(buf);
	return ok;
}

/* Runs the program of fp (NULL: the demo) through f, as batch_run
 * does; returns the exit status. */
static int
feed_all(struct feed *f, FILE *fp, const char *name)
{
	int rc;

	if (fp == NULL) {
		size_t len;
		const char *text = demo_program(&len);

		if (text == NULL) {
			util_warn("the embedded demo is not available yet; "
			    "give a FILE");
			f->status = BATCH_EXIT_INPUT;
			return f->status;
		}
		rc = text_lines(text, len, feed_line, f);
	} else {
		rc = batch_read_lines(fp, feed_line, f);
		if (rc < 0) {
			flush_pending(f, NULL, 0);
			report_read_error(name);
			f->status = BATCH_EXIT_INPUT;
		}
	}
	flush_pending(f, NULL, 0);
	note_directives(f);
	return f->status;
}

/* fp itself when it is a regular file; else a temporary file holding
 * what remains of it (*copy, closed by the caller), or fp when none can
 * be had. A read error stays for the run to report. */
static FILE *
spool(FILE *fp, FILE **copy)
{
	struct stat st;
	char buf[65536];
	size_t n;
	FILE *t;

	*copy = NULL;
	if (fstat(fileno(fp), &st) == 0 && S_ISREG(st.st_mode))
		return fp;
	if ((t = tmpfile()) == NULL)
		return fp;
	while ((n = fread(buf, 1, sizeof buf, fp)) > 0)
		if (fwrite(buf, 1, n, t) != n)
			util_die(BATCH_EXIT_INPUT, "temporary file: %s",
			    strerror(errno));
	if (ferror(fp) || fflush(t) != 0 || fseek(t, 0, SEEK_SET) != 0) {
		fclose(t);
		return fp;
	}
	*copy = t;
	return t;
}

int
batch_run(FILE *fp, const char *name, const struct batch_options *opt)
{
	struct feed f;
	FILE *spooled = NULL;
	bool keep;
	int rc;

	/* Unless the file goes back (:back, :goto, :reset) or saves,
	 * nothing needs the past: stream, memory flat in the length of the
	 * input; --json then keeps its entries in temporary files.
	 * --json prints at the end anyway, so it can afford to read ahead
	 * in any file, and to copy a pipe into one first: the look-ahead
	 * then says whether the run needs its history, as --json without
	 * streaming always kept. */
	if (opt->json && fp != NULL)
		fp = spool(fp, &spooled);
	keep = fp != NULL && wants_history(fp, opt->json);
	feed_init(&f, opt, fp != NULL ? name : DEMO_NAME, keep,
	    !keep && (opt->quiet || opt->json) && fp != NULL &&
	    commands_only_before_code(fp));
	if (opt->json && !session_keeps_history(f.session))
		f.spill = spill_new();
	(void)feed_all(&f, fp, name);
	if (opt->json && f.spill != NULL) {
		spill_write(&f);
	} else if (opt->json) {
		strbuf_reset(&f.pic);
		session_json(f.session, &f.pic);
		write_strbuf(stdout, &f.pic);
	}
	rc = f.status;
	feed_free(&f);
	if (spooled != NULL)
		fclose(spooled);
	return rc;
}

/* Where an export goes: stdout, or a new file beside OUT that replaces
 * it only once the export is complete, so that an error or an
 * interruption never leaves a user's file half written. */
struct sink {
	FILE *fp;
	const char *path;   /* OUT, or NULL for stdout */
	char *tmp;          /* the new file's name */
};

static int
sink_open(struct sink *k, const char *path)
{
	struct stat st;
	int fd;

	k->fp = stdout;
	k->path = path;
	k->tmp = NULL;
	if (path == NULL || strcmp(path, "-") == 0) {
		k->path = NULL;
		return 0;
	}
	/* Only a regular file is replaced: never a device, FIFO or
	 * directory. */
	if (stat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
		util_warn("cannot write '%s': %s", path, S_ISDIR(st.st_mode) ?
		    strerror(EISDIR) : "not a regular file");
		return -1;
	}
	k->tmp = xmalloc(strlen(path) + 16);
	sprintf(k->tmp, "%s.tmp-XXXXXX", path);
	fd = mkstemp(k->tmp);
	if (fd < 0 || (k->fp = fdopen(fd, "w")) == NULL) {
		util_warn("cannot write '%s': %s", path, strerror(errno));
		if (fd >= 0) {
			close(fd);
			unlink(k->tmp);
		}
		free(k->tmp);
		k->tmp = NULL;
		k->fp = NULL;
		return -1;
	}
	return 0;
}

/* Finishes the export: keeps it (ok) or throws it away. Returns 0, or -1
 * when it could not be written. */
static int
sink_close(struct sink *k, bool ok)
{
	int rc = 0;

	if (k->tmp == NULL)
		return 0;
	if (fflush(k->fp) != 0 || ferror(k->fp))
		rc = -1;
	if (fclose(k->fp) != 0)
		rc = -1;
	if (ok && rc != 0)
		util_warn("cannot write '%s': %s", k->path, strerror(errno));
	/* mkstemp made it 0600; an export is an ordinary document */
	if (ok && rc == 0 && (chmod(k->tmp, 0644) != 0 ||
	    rename(k->tmp, k->path) != 0)) {
		util_warn("cannot write '%s': %s", k->path, strerror(errno));
		rc = -1;
	}
	if (!ok || rc != 0)
		unlink(k->tmp);
	free(k->tmp);
	k->tmp = NULL;
	return rc;
}

int
batch_export(FILE *fp, const char *name, const struct batch_options *opt)
{
	struct batch_options run = *opt;
	struct export_options eo;
	struct strbuf text = STRBUF_INIT;
	struct sink sink;
	struct feed f;
	const char *why = NULL;
	bool stream;
	int status;

	/* txt without --step is what --batch prints, step for step, so it
	 * is made the same way and streams; the other formats need every
	 * step kept to walk them afterwards. */
	stream = opt->export_format == SESSION_EXPORT_TXT &&
	    opt->export_step < 0;
	run.json = false;
	run.quiet = !stream;
	if (sink_open(&sink, opt->export_out) != 0)
		return BATCH_EXIT_USAGE;
	feed_init(&f, &run, fp != NULL ? name : DEMO_NAME,
	    !stream || (fp != NULL && wants_history(fp, false)), false);
	f.out = sink.fp;
	f.silent = !stream;
	status = feed_all(&f, fp, name);
	if (status == BATCH_EXIT_OK && !stream) {
		memset(&eo, 0, sizeof eo);
		eo.format = opt->export_format;
		eo.step = opt->export_step;
		eo.width = util_text_width(opt->width);
		eo.ascii = opt->ascii;
		eo.title = f.name;
		if (export_session(f.session, &eo, &text, &why) < 0) {
			if (strcmp(why, "there is no such step") != 0)
				util_die(BATCH_EXIT_INPUT, "%s", why);
			util_warn("--step %ld: the program has %u step%s",
			    opt->export_step, session_step_count(f.session),
			    session_step_count(f.session) == 1 ? "" : "s");
			status = BATCH_EXIT_USAGE;
		} else {
			write_strbuf(sink.fp, &text);
		}
	}
	strbuf_free(&text);
	feed_free(&f);
	if (sink_close(&sink, status == BATCH_EXIT_OK) != 0 &&
	    status == BATCH_EXIT_OK)
		status = BATCH_EXIT_INPUT;
	return status;
}

/* State of --encode and --decode. */
struct lines {
	const struct batch_options *opt;
	const char *name;
	int wave;
	int status;
	bool per_line;     /* stdout is a terminal: show each line at once */
	struct asm_block block; /* inside .amdgpu_metadata and the like */
	size_t used;       /* bytes waiting in out */
	char *out;         /* OUT_BLOCK bytes of output */
};

/* Output is written a megabyte at a time: the kernel's cost per write
 * call made 64 KB blocks 7% slower for --encode into a file
 * (bench/encode.sh); 4 MB blocks were slower again, as the block no
 * longer stays in the cache. */
enum { OUT_BLOCK = 1 << 20 };

/* Writes what --encode has waiting; before any diagnostic, so that
 * stdout and stderr stay in order. */
static void
out_flush(struct lines *c)
{
	if (c->used > 0)
		fwrite(c->out, 1, c->used, stdout);
	c->used = 0;
}

static void
encode_report(struct lines *c, const struct diag *d, unsigned long lineno,
    const char *line, size_t len)
{
	out_flush(c);
	report(d, c->name, lineno, line, len);
}

static int
encode_line(void *ctx, unsigned long lineno, const char *line, size_t len)
{
	/* The 1024 bytes a listing always had: more than encode_listing's
	 * longest line, so it writes straight into out. */
	enum { ROOM = 1024 };
	struct lines *c = ctx;
	struct insn insn;
	struct diag d;
	uint8_t bytes[ENCODE_MAX_BYTES];
	size_t n, tlen;

	if (c->block.open != 0 && asm_block_line(&c->block, line, len))
		return 0;
	switch (asm_parse_line(line, len, c->opt->target, c->wave, &insn,
	    &d)) {
	case ASM_DIRECTIVE:
		/* It may open a block of lines that are not assembly. */
		(void)asm_block_line(&c->block, line, len);
		return 0;
	case ASM_EMPTY:
	case ASM_COMMAND:
	case ASM_LABEL:
		return 0;
	case ASM_ERROR:
		encode_report(c, &d, lineno, line, len);
		c->status = BATCH_EXIT_INPUT;
		return c->opt->keep_going ? 0 : 1;
	case ASM_OK:
		break;
	}
	if (d.message[0] != '\0')
		encode_report(c, &d, lineno, line, len);
	n = encode_insn(&insn, bytes, &d);
	if (n == 0) {
		encode_report(c, &d, lineno, line, len);
		c->status = BATCH_EXIT_INPUT;
		return c->opt->keep_going ? 0 : 1;
	}
	/* No stdio call per line: --encode must stay far faster than
	 * llvm-mc (bench/encode.sh). */
	if (OUT_BLOCK - c->used < ROOM)
		out_flush(c);
	tlen = encode_listing_line(&insn, line, bytes, n, c->out + c->used,
	    ROOM);
	c->used += tlen < ROOM ? tlen : ROOM - 1;
	if (c->per_line)
		out_flush(c);
	return 0;
}

static int
run_lines(FILE *fp, const char *name, const struct batch_options *opt,
    batch_line_fn fn)
{
	struct lines c;
	int rc;

	c.opt = opt;
	c.name = name;
	c.wave = opt->wave != 0 ? opt->wave : isa_default_wave(opt->target);
	c.status = 0;
	c.per_line = isatty(STDOUT_FILENO);
	c.block.open = 0;
	c.used = 0;
	c.out = xmalloc(OUT_BLOCK);
	rc = batch_read_lines(fp, fn, &c);
	out_flush(&c);
	free(c.out);
	if (rc < 0) {
		report_read_error(name);
		return BATCH_EXIT_INPUT;
	}
	return c.status;
}

int
batch_encode(FILE *fp, const char *name, const struct batch_options *opt)
{
	return run_lines(fp, name, opt, encode_line);
}

static int
hexval(int ch)
{
	if (ch >= '0' && ch <= '9')
		return ch - '0';
	if (ch >= 'a' && ch <= 'f')
		return ch - 'a' + 10;
	if (ch >= 'A' && ch <= 'F')
		return ch - 'A' + 10;
	return -1;
}

/* Bytes of one --decode input line, with the column each byte came from. */
struct bytes {
	uint8_t b[256];
	unsigned col[256];
	size_t n;
};

/*
 * Reads the hex numbers of LINE[from..to) into *out: as single bytes in a
 * byte list, else as little-endian dwords. Returns 0, or the 1-based column
 * of a bad token with *why set.
 */
static unsigned
parse_hex(const char *line, size_t from, size_t to, bool byte_list,
    struct bytes *out, const char **why)
{
	size_t i = from;

	while (i < to) {
		size_t start, digits = 0;
		uint32_t v = 0;

		if (line[i] == ' ' || line[i] == '\t' || line[i] == ',') {
			i++;
			continue;
		}
		start = i;
		if (line[i] == '0' && i + 1 < to &&
		    (line[i + 1] == 'x' || line[i + 1] == 'X'))
			i += 2;
		while (i < to && hexval((unsigned char)line[i]) >= 0) {
			v = v << 4 | (uint32_t)hexval((unsigned char)line[i]);
			i++;
			digits++;
		}
		if (digits == 0 || (i < to && line[i] != ' ' &&
		    line[i] != '\t' && line[i] != ',')) {
			*why = "expected a hex number";
			return (unsigned)start + 1;
		}
		if (digits > (byte_list ? 2u : 8u)) {
			*why = byte_list ? "a byte has at most 2 hex digits" :
			    "a dword has at most 8 hex digits";
			return (unsigned)start + 1;
		}
		for (unsigned k = 0; k < (byte_list ? 1u : 4u); k++) {
			if (out->n == sizeof out->b) {
				*why = "too many bytes on one line";
				return (unsigned)start + 1;
			}
			out->col[out->n] = (unsigned)start + 1;
			out->b[out->n++] = (uint8_t)(v >> (8 * k));
		}
	}
	return 0;
}

static int
decode_line(void *ctx, unsigned long lineno, const char *line, size_t len)
{
	struct lines *c = ctx;
	struct bytes bytes;
	struct diag d;
	const char *why = NULL;
	const char *open = memchr(line, '[', len);
	size_t from = 0, to = len;
	unsigned bad;
	bool byte_list = false;

	bytes.n = 0;
	if (open != NULL) {
		const char *close = memchr(open, ']', len - (size_t)(open - line));

		if (close == NULL) {
			diag_set(&d, DIAG_ERROR, DIAG_SYNTAX,
			    (unsigned)(open - line) + 1, 1,
			    "byte list without a closing ']'");
			report(&d, c->name, lineno, line, len);
			c->status = BATCH_EXIT_INPUT;
			return 1;
		}
		from = (size_t)(open - line) + 1;
		to = (size_t)(close - line);
		byte_list = true;
	} else {
		/* Outside a byte list, ';', '//' and '#' start a comment. */
		for (size_t i = 0; i < len; i++) {
			if (line[i] == ';' || line[i] == '#' ||
			    (line[i] == '/' && i + 1 < len &&
			    line[i + 1] == '/')) {
				to = i;
				break;
			}
		}
	}
	bad = parse_hex(line, from, to, byte_list, &bytes, &why);
	if (bad != 0) {
		diag_set(&d, DIAG_ERROR, DIAG_SYNTAX, bad, 0, "%s", why);
		report(&d, c->name, lineno, line, len);
		c->status = BATCH_EXIT_INPUT;
		return 1;
	}
	for (size_t pos = 0; pos < bytes.n;) {
		struct insn insn;
		char text[256];
		size_t used = decode_insn(bytes.b + pos, bytes.n - pos,
		    c->opt->target, c->wave, &insn, &d);

		if (used == 0 || used > bytes.n - pos) {
			if (used != 0)
				diag_set(&d, DIAG_ERROR, DIAG_SYNTAX, 0, 0,
				    "instruction runs past the end of the line");
			d.col = (uint16_t)bytes.col[pos];
			report(&d, c->name, lineno, line, len);
			c->status = BATCH_EXIT_INPUT;
			return 1;
		}
		asm_format(&insn, text, sizeof text);
		printf("%s\n", text);
		pos += used;
	}
	return 0;
}

int
batch_decode(FILE *fp, const char *name, const struct batch_options *opt)
{
	return run_lines(fp, name, opt, decode_line);
}
