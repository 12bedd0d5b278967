/* SPDX-License-Identifier: MIT */
/* session_paste: the lines compiler output brings besides instructions,
 * labels and directives, for the session (session_impl.h). Pure core. */
#include "session.h"

#include <stdio.h>
#include <string.h>

#include "session_impl.h"

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
	unsigned i = s->opt.keep_history ? session_next_insn(s) : 0;
	unsigned last = s->opt.keep_history ? history_insn_count(s->hist) :
	    s->nfed;

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
	/* The comment lines above, found walking back, appended in order. */
	li = s->opt.keep_history ?
	    history_insn_line(s->hist, session_step_insn(s, k)) : -1;
	first = li > 0 ? (size_t)li : 0;
	while (first > 0) {
		const char *t = history_line(s->hist, first - 1, NULL, NULL,
		    &len);

		if (t == NULL || !comment_only(t, len, &at))
			break;
		first--;
	}
	for (size_t i = first; li > 0 && i < (size_t)li; i++) {
		const char *t = history_line(s->hist, i, NULL, NULL, &len);

		(void)comment_only(t, len, &at);
		n += put_comment(t, at, len, out);
	}
	len = strlen(text);
	at = comment_start(text, len);
	if (at < len)
		n += put_comment(text, at, len, out);
	return n;
}
