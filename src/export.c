/* SPDX-License-Identifier: MIT */
/* Exports: the dispatcher, plain text and Markdown (export.h). Pure: only
 * appends to buffers; the pictures are the view layer's. */
#include "config.h"

#include "export.h"

#include <string.h>

#include "text.h"
#include "view.h"

void
export_escape(struct strbuf *out, const char *text, size_t len)
{
	for (size_t i = 0; i < len; i++) {
		unsigned char c = (unsigned char)text[i];

		switch (c) {
		case '&':
			strbuf_puts(out, "&amp;");
			break;
		case '<':
			strbuf_puts(out, "&lt;");
			break;
		case '>':
			strbuf_puts(out, "&gt;");
			break;
		case '"':
			strbuf_puts(out, "&quot;");
			break;
		default:
			/* XML 1.0 allows no control bytes but tab and
			 * newline: a stray one in a comment must not make
			 * the page ill-formed. */
			strbuf_putc(out, c < 0x20 && c != '\t' && c != '\n' ?
			    '?' : c == 0x7f ? '?' : (char)c);
		}
	}
}

/* The steps an export walks: first..last, at most max of them. */
static void
step_range(struct session *s, const struct export_options *opt,
    unsigned *first, unsigned *last)
{
	unsigned n = session_step_count(s);
	unsigned max = opt->max_steps != 0 ? opt->max_steps :
	    EXPORT_MAX_STEPS;

	if (opt->step >= 0) {
		*first = *last = (unsigned)opt->step;
		return;
	}
	*first = n > 0 ? 1 : 0;
	*last = n;
	if (opt->format == SESSION_EXPORT_MD && n > max)
		*last = max;
}

/* The picture of the current step, as batch mode prints it. */
static int
picture(struct session *s, const struct export_options *opt,
    struct strbuf *out)
{
	struct view_input in;

	if (session_view_input(s, &in) != 0)
		return -1;
	in.title = opt->title;
	return text_step(&in, session_get_format(s), opt->ascii,
	    opt->width > 0 ? opt->width : VIEW_WIDE_WIDTH, -1, out);
}

/* A byte as it may reach a terminal that shows the file: control bytes
 * (an escape sequence in a comment) become '?'. */
static char
visible(char c)
{
	unsigned char u = (unsigned char)c;

	return (u < 0x20 && u != '\t') || u == 0x7f ? '?' : c;
}

/* The longest run of c in text. */
static size_t
longest_run(const char *text, size_t len, char c)
{
	size_t best = 0, run = 0;

	for (size_t i = 0; i < len; i++) {
		run = text[i] == c ? run + 1 : 0;
		if (run > best)
			best = run;
	}
	return best;
}

/* Appends text as a Markdown code span: a delimiter longer than any run
 * of backticks inside, padded when the text touches a backtick. */
static void
md_code(struct strbuf *out, const char *text)
{
	size_t len = strlen(text), n = longest_run(text, len, '`') + 1;
	bool pad = len > 0 && (text[0] == '`' || text[len - 1] == '`');

	for (size_t i = 0; i < n; i++)
		strbuf_putc(out, '`');
	if (pad)
		strbuf_putc(out, ' ');
	for (size_t i = 0; i < len; i++)
		strbuf_putc(out, visible(text[i]));
	if (pad)
		strbuf_putc(out, ' ');
	for (size_t i = 0; i < n; i++)
		strbuf_putc(out, '`');
}

/* Appends text with the characters Markdown would read as markup
 * escaped (captions are the user's prose). */
static void
md_text(struct strbuf *out, const char *text, size_t len)
{
	for (size_t i = 0; i < len; i++) {
		if (text[i] != '\0' && strchr("\\`*_[]<>#|", text[i]) != NULL)
			strbuf_putc(out, '\\');
		strbuf_putc(out, visible(text[i]));
	}
}

static int
md_step(struct session *s, const struct export_options *opt,
    struct strbuf *pic, struct strbuf *out)
{
	unsigned k = session_position(s), n = session_step_count(s);
	struct strbuf cap = STRBUF_INIT, why = STRBUF_INIT;
	const struct step *st;
	struct view_input in;
	size_t fence;
	long line = 0;
	const char *text = k >= 1 ? session_step_text(s, k, &line) : NULL;

	strbuf_printf(out, "## Step %u of %u", k, n);
	if (text != NULL) {
		strbuf_puts(out, ": ");
		md_code(out, text);
		strbuf_printf(out, " (line %ld)", line);
	}
	strbuf_puts(out, "\n\n");
	if (k >= 1 && session_step_caption(s, k, &cap) > 0) {
		const char *p = strbuf_str(&cap), *end = p + cap.len;

		while (p < end) {
			const char *nl = memchr(p, '\n', (size_t)(end - p));
			size_t len = nl != NULL ? (size_t)(nl - p) :
			    (size_t)(end - p);

			strbuf_puts(out, "> ");
			md_text(out, p, len);
			strbuf_puts(out, "\n");
			p += len + 1;
		}
		strbuf_puts(out, "\n");
	}
	strbuf_free(&cap);
	if (session_view_input(s, &in) != 0)
		return -1;
	st = in.step;
	if (st != NULL) {
		bool permute = st->kind == STEP_PERMUTE ||
		    st->kind == STEP_BPERMUTE;

		if (permute) {
			view_explain(st, in.before, 0, &why);
			strbuf_putc(&why, ' ');
		}
		view_explain(st, in.before, 1, &why);
		md_text(out, why.data != NULL ? why.data : "", why.len);
		strbuf_puts(out, "\n\n");
	}
	strbuf_free(&why);
	strbuf_reset(pic);
	if (picture(s, opt, pic) != 0)
		return -1;
	fence = longest_run(strbuf_str(pic), pic->len, '`') + 1;
	if (fence < 3)
		fence = 3;
	for (size_t i = 0; i < fence; i++)
		strbuf_putc(out, '`');
	strbuf_puts(out, "text\n");
	strbuf_append(out, pic->data, pic->len);
	for (size_t i = 0; i < fence; i++)
		strbuf_putc(out, '`');
	strbuf_puts(out, "\n\n");
	return 0;
}

static long
export_md(struct session *s, const struct export_options *opt,
    unsigned first, unsigned last, struct strbuf *out)
{
	struct strbuf pic = STRBUF_INIT;
	unsigned n = session_step_count(s);
	long done = 0;

	strbuf_puts(out, "# lanescope: ");
	md_text(out, opt->title, strlen(opt->title));
	strbuf_printf(out, "\n\nTarget %s, wave%d, %u step%s, numbers in "
	    "%s.", isa_target_name(session_target(s)),
	    session_wave_size(s), n, n == 1 ? "" : "s",
	    session_format_name(session_get_format(s)));
	if (opt->step < 0 && last < n)
		strbuf_printf(out, " This file holds the first %u steps only "
		    "(lanescope stops a Markdown export at %u steps; --step N "
		    "exports any one of them).", last, last);
	strbuf_puts(out, "\n\n");
	for (unsigned k = first; k <= last && (k > 0 || n == 0); k++) {
		if (export_goto(s, k) != 0) {
			done = -2;
			break;
		}
		if (md_step(s, opt, &pic, out) != 0) {
			done = -1;
			break;
		}
		done++;
		if (n == 0)
			break;
	}
	strbuf_free(&pic);
	return done;
}

int
export_goto(struct session *s, unsigned k)
{
	struct session_result r;
	int rc;

	session_result_init(&r);
	rc = session_goto(s, k, &r);
	session_result_free(&r);
	return rc == 0 ? 0 : -1;
}

long
export_session(struct session *s, const struct export_options *opt,
    struct strbuf *out, const char **why)
{
	unsigned pos = session_position(s), first, last;
	long done = 0;

	*why = NULL;
	if (opt->step > (long)session_step_count(s)) {
		*why = "there is no such step";
		return -1;
	}
	step_range(s, opt, &first, &last);
	switch (opt->format) {
	case SESSION_EXPORT_HTML:
		done = export_html(s, opt, out);
		break;
	case SESSION_EXPORT_SVG:
		done = export_svg(s, opt, out);
		break;
	case SESSION_EXPORT_MD:
		done = export_md(s, opt, first, last, out);
		break;
	case SESSION_EXPORT_TXT:
	case SESSION_EXPORT_COUNT:
		for (unsigned k = first; k <= last; k++) {
			if (k == 0 && last > 0)
				continue;
			if (export_goto(s, k) != 0) {
				done = -2;
				break;
			}
			if (picture(s, opt, out) != 0) {
				done = -1;
				break;
			}
			done++;
		}
		break;
	}
	/* back over steps already run: this cannot fail */
	(void)export_goto(s, pos);
	if (done == -2) { /* a goto failed */
		*why = EXPORT_UNREACHABLE;
		return -1;
	}
	if (done < 0 || strbuf_failed(out)) {
		*why = "out of memory";
		return -1;
	}
	return done;
}
