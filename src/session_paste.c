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
	rc = labels_add(&s->labels, name, n, s->pos + 1, line, &prev);
	if (rc == 1) {
		session_label_error(r, text, len, prev);
		return 1;
	}
	if (rc < 0) {
		session_errorf(r, 1, "out of memory");
		return 1;
	}
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
