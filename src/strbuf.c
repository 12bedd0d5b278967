/* SPDX-License-Identifier: MIT */
/* Growable byte buffer; see strbuf.h. */
#include "strbuf.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool
reserve(struct strbuf *sb, size_t extra)
{
	if (sb->failed)
		return false;
	if (sb->len + extra + 1 <= sb->cap)
		return true;
	size_t cap = sb->cap ? sb->cap : 64;
	while (cap < sb->len + extra + 1) {
		if (cap > ((size_t)-1) / 2) {
			sb->failed = true;
			return false;
		}
		cap *= 2;
	}
	char *p = realloc(sb->data, cap);
	if (p == NULL) {
		sb->failed = true;
		return false;
	}
	sb->data = p;
	sb->cap = cap;
	return true;
}

void
strbuf_append(struct strbuf *sb, const char *s, size_t len)
{
	if (!reserve(sb, len))
		return;
	/* s may be NULL when len is 0 (an empty strbuf's data) */
	if (len > 0)
		memcpy(sb->data + sb->len, s, len);
	sb->len += len;
	sb->data[sb->len] = '\0';
}

void
strbuf_puts(struct strbuf *sb, const char *s)
{
	strbuf_append(sb, s, strlen(s));
}

void
strbuf_putc(struct strbuf *sb, char c)
{
	strbuf_append(sb, &c, 1);
}

void
strbuf_printf(struct strbuf *sb, const char *fmt, ...)
{
	char small[256];
	va_list ap;

	va_start(ap, fmt);
	int n = vsnprintf(small, sizeof small, fmt, ap);
	va_end(ap);
	if (n < 0)
		return;
	if ((size_t)n < sizeof small) {
		strbuf_append(sb, small, (size_t)n);
		return;
	}
	if (!reserve(sb, (size_t)n))
		return;
	va_start(ap, fmt);
	vsnprintf(sb->data + sb->len, (size_t)n + 1, fmt, ap);
	va_end(ap);
	sb->len += (size_t)n;
}

void
strbuf_reset(struct strbuf *sb)
{
	sb->len = 0;
	if (sb->data)
		sb->data[0] = '\0';
}

void
strbuf_set(struct strbuf *sb, const char *s, size_t len)
{
	if (!sb->failed && len < sb->cap) {
		/* s may be NULL when len is 0 */
		if (len > 0)
			memcpy(sb->data, s, len);
		sb->len = len;
		sb->data[len] = '\0';
		return;
	}
	strbuf_reset(sb);
	strbuf_append(sb, s, len);
}

void
strbuf_truncate(struct strbuf *sb, size_t len)
{
	if (len < sb->len)
		sb->len = len;
	if (sb->data)
		sb->data[sb->len] = '\0';
	sb->failed = false;
}

void
strbuf_free(struct strbuf *sb)
{
	free(sb->data);
	sb->data = NULL;
	sb->len = sb->cap = 0;
	sb->failed = false;
}

const char *
strbuf_str(const struct strbuf *sb)
{
	return sb->data ? sb->data : "";
}

bool
strbuf_failed(const struct strbuf *sb)
{
	return sb->failed;
}
