/* SPDX-License-Identifier: MIT */
/* initfile: reads and runs the user's init file; see initfile.h. */
#include "config.h"

#include "initfile.h"

#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "repl.h"
#include "request.h"
#include "strbuf.h"
#include "util.h"

/* A preferences file is small; more than this is not an init file. */
#define INITFILE_MAX (64 * 1024)

bool
initfile_path(char *buf, size_t size)
{
	return util_xdg_path(buf, size, "XDG_CONFIG_HOME", ".config",
	    "lanescope/init");
}

/* Prints one diagnostic of line `line` (text, len) and keeps the first
 * error's summary. */
static void
report(struct initfile *out, FILE *err, const struct diag *d,
    const char *path, long line, const char *text, size_t len)
{
	char buf[1024];

	diag_format(d, path, line, text, len, buf, sizeof buf);
	fputs(buf, err);
	if (d->severity != DIAG_ERROR)
		return;
	/* a long path may cut the summary short: the full error is printed
	 * above it */
	if (out->errors++ == 0 && snprintf(out->first_error,
	    sizeof out->first_error, "%s:%ld:%u: %s", path, line, d->col,
	    d->message) < 0)
		out->first_error[0] = '\0';
}

/* An error of our own at column col of the line. */
static void
refuse(struct initfile *out, FILE *err, const char *path, long line,
    const char *text, size_t len, unsigned col, const char *msg)
{
	struct diag d;

	diag_set(&d, DIAG_ERROR, DIAG_COMMAND, col, 1, "%s", msg);
	report(out, err, &d, path, line, text, len);
}

/* Whether the line's first word is `word` (followed by a blank or the
 * end of the line). */
static bool
is_command(const char *p, const char *end, const char *word)
{
	size_t n = strlen(word);

	return (size_t)(end - p) >= n && memcmp(p, word, n) == 0 &&
	    (p + n == end || p[n] == ' ' || p[n] == '\t');
}

/* Runs one line of the init file. */
static void
run_line(const char *path, long lineno, const char *text, size_t len,
    struct session *s, struct initfile *out, FILE *err,
    struct session_result *r)
{
	const char *p = text, *end = text + len;
	unsigned col;

	while (p < end && (*p == ' ' || *p == '\t'))
		p++;
	col = (unsigned)(p - text) + 1;
	if (p == end || *p == ';' || (end - p >= 2 && p[0] == '/' &&
	    p[1] == '/'))
		return;
	if (is_command(p, end, ":color") || is_command(p, end, ":colour")) {
		const char *w = p + (p[6] == 'u' ? 7 : 6);
		const char *we;

		while (w < end && (*w == ' ' || *w == '\t'))
			w++;
		we = w;
		while (we < end && *we != ' ' && *we != '\t')
			we++;
		if (we - w == 4 && memcmp(w, "auto", 4) == 0)
			out->color = REPL_COLOR_AUTO;
		else if (we - w == 6 && memcmp(w, "always", 6) == 0)
			out->color = REPL_COLOR_ALWAYS;
		else if (we - w == 5 && memcmp(w, "never", 5) == 0)
			out->color = REPL_COLOR_NEVER;
		else
			refuse(out, err, path, lineno, text, len,
			    (unsigned)(w - text) + 1,
			    "':color' takes auto, always or never");
		return;
	}
	if (!is_command(p, end, ":target") && !is_command(p, end, ":wave") &&
	    !is_command(p, end, ":format") &&
	    !is_command(p, end, ":semantics")) {
		refuse(out, err, path, lineno, text, len, col,
		    "an init file holds only :target, :wave, :format, "
		    ":semantics and :color lines");
		return;
	}
	session_feed(s, path, lineno, text, len, r);
	for (unsigned i = 0; i < r->ndiags; i++)
		report(out, err, &r->diags[i], path, lineno, text, len);
}

void
initfile_run(const char *path, struct session *s, struct initfile *out,
    FILE *err)
{
	struct session_result r;
	struct strbuf file = STRBUF_INIT;
	const char *why;
	bool missing;
	size_t len;
	const char *text;
	long lineno = 0;

	memset(out, 0, sizeof *out);
	out->color = -1;
	if (request_read_regular(path, &file, &missing, &why) == 0 &&
	    file.len > INITFILE_MAX)
		why = "longer than 64 KiB";
	if (why != NULL) {
		strbuf_free(&file);
		if (!missing) {
			fprintf(err, "%s: error: cannot read the init file: "
			    "%s\n", path, why);
			out->errors = 1;
			if (snprintf(out->first_error,
			    sizeof out->first_error, "%s: cannot read the "
			    "init file: %s", path, why) < 0)
				out->first_error[0] = '\0';
		}
		return;
	}
	text = strbuf_str(&file);
	len = file.len;
	session_result_init(&r);
	for (size_t at = 0; at < len;) {
		const char *line = text + at;
		const char *nl = memchr(line, '\n', len - at);
		size_t n = nl != NULL ? (size_t)(nl - line) : len - at;

		at += n + (nl != NULL);
		lineno++;
		while (n > 0 && line[n - 1] == '\r')
			n--;
		run_line(path, lineno, line, n, s, out, err, &r);
	}
	session_result_free(&r);
	strbuf_free(&file);
}
