/* SPDX-License-Identifier: MIT */
/* session_paste: the lines compiler output brings besides instructions,
 * labels and directives, for the session (session_impl.h). Pure core. */
#include "session.h"

#include <stdio.h>
#include <string.h>

#include "session_internal.h"

void
session_label_error(struct session_result *r, const char *text,
    size_t len, long prev)
{
	size_t n = 0;
	const char *name = asm_label_name(text, len, &n);
	struct diag d;

	diag_set(&d, DIAG_ERROR, DIAG_SYNTAX,
	    name != NULL ? (unsigned)(name - text) + 1 : 1, (unsigned)n,
	    "label '%.*s' is already defined (line %ld)", (int)n,
	    name != NULL ? name : "", prev);
	session_add_diag(r, &d);
}

int
session_feed_label(struct session *s, long line, const char *text,
    size_t len, struct session_result *r)
{
	size_t n = 0;
	const char *name = asm_label_name(text, len, &n);
	long prev = 0;
	int rc;

	if (name == NULL)
		return 0;
	/* It labels the instruction that comes next: the one typed at the
	 * current position. */
	unsigned i = session_next_insn(s);
	unsigned last = session_insn_total(s);

	if (i == 0 || i > last)
		i = last + 1;
	rc = labels_add(&s->labels, name, n, i, line, &prev);
	if (rc == 1) {
		session_label_error(r, text, len, prev);
		return 1;
	}
	if (rc < 0) {
		session_errorf(r, 1, "out of memory");
		return 1;
	}
	/* a forward branch waiting for it goes on here */
	session_flow_label(s, name, n, i);
	return 0;
}

int
session_feed_directive(struct session *s, long line, const char *text,
    size_t len, struct session_result *r)
{
	if (s->ndirectives++ == 0) {
		s->directive_line = line;
		strbuf_reset(&s->directive_text);
		strbuf_append(&s->directive_text, text, len);
	}
	r->directive = true;
	return 0;
}

unsigned
session_directives(const struct session *s, long *line, const char **text)
{
	if (s->ndirectives > 0) {
		if (line != NULL)
			*line = s->directive_line;
		if (text != NULL)
			*text = strbuf_str(&s->directive_text);
	}
	return s->ndirectives;
}

unsigned
session_label(const struct session *s, const char *name, size_t len)
{
	const struct label *l = labels_find(&s->labels, name, len);

	return l != NULL ? l->insn : 0;
}

/* Where the comment of a line starts (at its ';' or "//", outside a
 * quoted string), or len when it has none. */
static size_t
comment_start(const char *text, size_t len)
{
	bool quoted = false;

	for (size_t i = 0; i < len; i++) {
		if (text[i] == '"')
			quoted = !quoted;
		else if (!quoted && (text[i] == ';' || (text[i] == '/' &&
		    i + 1 < len && text[i + 1] == '/')))
			return i;
	}
	return len;
}

static bool
blank(char c)
{
	return c == ' ' || c == '\t';
}

/* Appends the comment text of line text[from..len) (its marker and outer
 * blanks dropped) as one caption line; false when it is empty. */
static bool
put_comment(const char *text, size_t from, size_t len, struct strbuf *out)
{
	from += text[from] == ';' ? 1 : 2;
	while (from < len && (blank(text[from]) || text[from] == ';' ||
	    text[from] == '/'))
		from++;
	while (len > from && blank(text[len - 1]))
		len--;
	if (len == from)
		return false;
	strbuf_append(out, text + from, len - from);
	strbuf_putc(out, '\n');
	return true;
}

/* Whether a program line is a comment and nothing else; *at gets where
 * its comment starts. */
static bool
comment_only(const char *text, size_t len, size_t *at)
{
	size_t i = 0;

	while (i < len && blank(text[i]))
		i++;
	*at = i;
	return i < len && comment_start(text + i, len - i) == 0;
}

bool
session_line_is_comment(const char *text, size_t len)
{
	size_t at;

	return comment_only(text, len, &at);
}

/* Streaming bound of the pending caption lines: a run of comment lines
 * longer than this keeps its first lines only (the picture shows the
 * first kilobyte of a caption anyway). */
#define SESSION_PENDING_CAPTION_MAX (64 * 1024)

void
session_feed_comment(struct session *s, const char *text, size_t len)
{
	size_t at;

	if (!comment_only(text, len, &at)) {
		strbuf_reset(&s->cmt_pending); /* a blank line ends it */
		return;
	}
	if (!s->opt.keep_history &&
	    s->cmt_pending.len + len + 1 > SESSION_PENDING_CAPTION_MAX)
		return;
	strbuf_append(&s->cmt_pending, text, len);
	strbuf_putc(&s->cmt_pending, '\n');
}

unsigned
session_step_caption(const struct session *s, unsigned k,
    struct strbuf *out)
{
	const char *text = session_step_text(s, k, NULL);
	unsigned n = 0;
	size_t first, at, len;
	long li;

	if (text == NULL)
		return 0;
	if (!session_keeps_history(s)) {
		/* Streaming: the comment lines fed above the last step. */
		const char *p = s->last_caption.data;
		size_t left = strbuf_failed(&s->last_caption) ? 0 :
		    s->last_caption.len;

		while (left > 0) {
			const char *nl = memchr(p, '\n', left);
			size_t ll = nl != NULL ? (size_t)(nl - p) : left;

			if (comment_only(p, ll, &at))
				n += put_comment(p, at, ll, out);
			p += ll + (nl != NULL ? 1 : 0);
			left -= ll + (nl != NULL ? 1 : 0);
		}
	}
	/* The comment lines above, found walking back, appended in order. */
	li = session_program_insn_line(s, session_step_insn(s, k));
	first = li > 0 ? (size_t)li : 0;
	while (first > 0) {
		const char *t = session_program_line(s, first - 1, NULL,
		    &len);

		if (t == NULL || !comment_only(t, len, &at))
			break;
		first--;
	}
	for (size_t i = first; li > 0 && i < (size_t)li; i++) {
		const char *t = session_program_line(s, i, NULL, &len);

		(void)comment_only(t, len, &at);
		n += put_comment(t, at, len, out);
	}
	len = strlen(text);
	at = comment_start(text, len);
	if (at < len)
		n += put_comment(text, at, len, out);
	return n;
}
