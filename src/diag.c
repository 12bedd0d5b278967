/* SPDX-License-Identifier: MIT */
/* Diagnostics and their FILE:LINE:COL rendering; see diag.h. */
#include "diag.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

void
diag_set(struct diag *d, enum diag_severity severity, enum diag_kind kind,
    unsigned col, unsigned len, const char *fmt, ...)
{
	va_list ap;

	d->severity = (uint8_t)severity;
	d->kind = (uint8_t)kind;
	d->col = col;
	d->len = len;
	va_start(ap, fmt);
	vsnprintf(d->message, sizeof d->message, fmt, ap);
	va_end(ap);
}

const char *
diag_severity_name(enum diag_severity severity)
{
	switch (severity) {
	case DIAG_ERROR:
		return "error";
	case DIAG_WARNING:
		return "warning";
	case DIAG_NOTE:
		return "note";
	}
	return "error";
}

const char *
diag_kind_name(enum diag_kind kind)
{
	static const char *const names[] = {
		"syntax", "target", "hazard", "waitcnt", "command", "exec",
		"note",
	};
	return (unsigned)kind < sizeof names / sizeof *names ? names[kind]
							     : "syntax";
}

/* Appends to buf like snprintf would, tracking the total length needed. */
static void
put(char *buf, size_t size, size_t *pos, const char *s, size_t n)
{
	if (*pos < size) {
		size_t room = size - *pos - 1;
		memcpy(buf + *pos, s, n < room ? n : room);
		buf[*pos + (n < room ? n : room)] = '\0';
	}
	*pos += n;
}

char
diag_visible(unsigned char c)
{
	return (c == '\t' || c >= 0x20) && c != 0x7f ? (char)c : '?';
}

void
diag_copy_visible(char *dst, const char *src, size_t len)
{
	for (size_t i = 0; i < len; i++)
		dst[i] = diag_visible((unsigned char)src[i]);
}

/* put() through diag_visible, a piece at a time. */
static void
put_visible(char *buf, size_t size, size_t *pos, const char *s, size_t len)
{
	char tmp[128];

	while (len > 0) {
		size_t n = len < sizeof tmp ? len : sizeof tmp;

		diag_copy_visible(tmp, s, n);
		put(buf, size, pos, tmp, n);
		s += n;
		len -= n;
	}
}

size_t
diag_format(const struct diag *d, const char *file, long line,
    const char *source, size_t source_len, char *buf, size_t size)
{
	char head[64];
	size_t pos = 0;
	int n;

	if (size > 0)
		buf[0] = '\0';
	/* The file name and the message may quote the input too (a :load
	 * path, a bad token): the source line's rule applies to all three,
	 * so the terminal is never disturbed by what a user pasted. */
	put_visible(buf, size, &pos, file ? file : "<stdin>",
	    strlen(file ? file : "<stdin>"));
	n = snprintf(head, sizeof head, ":%ld:%u: %s: ", line,
	    d->col ? d->col : 1u,
	    diag_severity_name((enum diag_severity)d->severity));
	if (n > 0)
		put(buf, size, &pos, head, (size_t)n);
	put_visible(buf, size, &pos, d->message, strlen(d->message));
	put(buf, size, &pos, "\n", 1);
	put_visible(buf, size, &pos, source, source_len);
	put(buf, size, &pos, "\n", 1);
	/* Caret under the column; tabs copied so it lines up. */
	unsigned col = d->col ? d->col : 1u;
	for (unsigned i = 1; i < col; i++) {
		char ch = (i - 1 < source_len && source[i - 1] == '\t') ? '\t'
									: ' ';
		put(buf, size, &pos, &ch, 1);
	}
	put(buf, size, &pos, "^\n", 2);
	return pos;
}
