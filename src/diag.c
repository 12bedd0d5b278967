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
	d->col = (uint16_t)(col > 0xffff ? 0xffff : col);
	d->len = (uint16_t)(len > 0xffff ? 0xffff : len);
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

size_t
diag_format(const struct diag *d, const char *file, long line,
    const char *source, size_t source_len, char *buf, size_t size)
{
	char head[64 + DIAG_MESSAGE_MAX + 64];
	size_t pos = 0;
	int n;

	if (size > 0)
		buf[0] = '\0';
	n = snprintf(head, sizeof head, "%s:%ld:%u: %s: ",
	    file ? file : "<stdin>", line, d->col ? d->col : 1u,
	    diag_severity_name((enum diag_severity)d->severity));
	if (n > 0)
		put(buf, size, &pos, head, (size_t)n);
	put(buf, size, &pos, d->message, strlen(d->message));
	put(buf, size, &pos, "\n", 1);
	/* The source line, with control bytes made visible so the terminal
	 * is never disturbed by what a user pasted. */
	for (size_t i = 0; i < source_len; i++) {
		unsigned char c = (unsigned char)source[i];
		char ch = (c == '\t' || c >= 0x20) && c != 0x7f ? (char)c : '?';
		put(buf, size, &pos, &ch, 1);
	}
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
