/* SPDX-License-Identifier: MIT */
/* Growable byte buffer for text the core produces (command output, JSON,
 * pictures). Allocation failure is sticky: the buffer stops growing and
 * strbuf_failed() reports it; the core never aborts. */
#ifndef LANESCOPE_STRBUF_H
#define LANESCOPE_STRBUF_H

#include <stdbool.h>
#include <stddef.h>

struct strbuf {
	char *data;     /* NUL-terminated when len > 0 or after any append */
	size_t len;
	size_t cap;
	bool failed;    /* an allocation failed; contents are truncated */
};

#define STRBUF_INIT { NULL, 0, 0, false }

void strbuf_append(struct strbuf *sb, const char *s, size_t len);
void strbuf_puts(struct strbuf *sb, const char *s);
void strbuf_putc(struct strbuf *sb, char c);
void strbuf_printf(struct strbuf *sb, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* Empties the buffer, keeping its storage. */
void strbuf_reset(struct strbuf *sb);
/* Makes the buffer hold a copy of s[0..len): strbuf_reset and
 * strbuf_append in one, without a call when the storage is big enough
 * (a batch keeps each line so). */
void strbuf_set(struct strbuf *sb, const char *s, size_t len);
/* Cuts sb back to its first len bytes (len <= sb->len) and forgets an
 * earlier failure: what an append that failed had added goes. */
void strbuf_truncate(struct strbuf *sb, size_t len);
/* Frees the storage; the buffer is STRBUF_INIT afterwards. */
void strbuf_free(struct strbuf *sb);
/* The text, "" when empty. */
const char *strbuf_str(const struct strbuf *sb);
bool strbuf_failed(const struct strbuf *sb);

#endif
