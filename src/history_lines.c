/* SPDX-License-Identifier: MIT */
/* The program's lines as the history keeps them: their text, kinds and
 * source line numbers, and each instruction line's index and parsed
 * form; see history.h. Pure: allocates, never prints. */
#include "history_int.h"

#include <assert.h>
#include <string.h>

#include "array.h"

static int
store_text(struct history *h, const char *text, size_t len, size_t *off)
{
	if (array_grow((void **)&h->text, &h->textcap, h->textlen + len + 1,
	    1) < 0)
		return -1;
	memcpy(h->text + h->textlen, text, len);
	h->text[h->textlen + len] = '\0';
	*off = h->textlen;
	h->textlen += len + 1;
	return 0;
}

long
history_insert_line(struct history *h, size_t at, enum history_line_kind kind,
    long lineno, const char *text, size_t len)
{
	size_t off, before;

	if (at > h->nlines || len > UINT32_MAX)
		return -1;
	if (array_grow((void **)&h->lines, &h->caplines, h->nlines + 1,
	    sizeof *h->lines) < 0 || store_text(h, text, len, &off) < 0 ||
	    array_grow((void **)&h->insn_idx, &h->capinsn, h->ninsn + 1,
	    sizeof *h->insn_idx) < 0 ||
	    array_grow((void **)&h->parsed, &h->capparsed, h->ninsn + 1,
	    sizeof *h->parsed) < 0)
		return -1;
	memmove(h->lines + at + 1, h->lines + at,
	    (h->nlines - at) * sizeof *h->lines);
	h->lines[at] = (struct hline){ off, (uint32_t)len, (uint8_t)kind,
		lineno };
	h->nlines++;
	/* Appending (the common case) touches no index entry. */
	before = h->ninsn;
	while (before > 0 && h->insn_idx[before - 1] >= at)
		h->insn_idx[--before]++;
	if (kind == HL_INSN) {
		memmove(h->insn_idx + before + 1, h->insn_idx + before,
		    (h->ninsn - before) * sizeof *h->insn_idx);
		memmove(h->parsed + before + 1, h->parsed + before,
		    (h->ninsn - before) * sizeof *h->parsed);
		h->insn_idx[before] = at;
		h->parsed[before].set = false;
		h->ninsn++;
	}
	return (long)at;
}

void
history_remove_line(struct history *h, size_t i)
{
	size_t k;

	assert(i < h->nlines);
	memmove(h->lines + i, h->lines + i + 1,
	    (h->nlines - i - 1) * sizeof *h->lines);
	h->nlines--;
	/* Its text stays in the arena, as a replaced line's does. */
	for (k = 0; k < h->ninsn && h->insn_idx[k] < i; k++)
		;
	if (k < h->ninsn && h->insn_idx[k] == i) {
		memmove(h->insn_idx + k, h->insn_idx + k + 1,
		    (h->ninsn - k - 1) * sizeof *h->insn_idx);
		memmove(h->parsed + k, h->parsed + k + 1,
		    (h->ninsn - k - 1) * sizeof *h->parsed);
		h->ninsn--;
	}
	for (; k < h->ninsn; k++)
		h->insn_idx[k]--;
}

long
history_add_line(struct history *h, enum history_line_kind kind, long lineno,
    const char *text, size_t len)
{
	return history_insert_line(h, h->nlines, kind, lineno, text, len);
}

void
history_set_insn(struct history *h, unsigned k, const struct insn *insn)
{
	assert(k >= 1 && k <= h->ninsn);
	if (insn == NULL) {
		h->parsed[k - 1].set = false;
		return;
	}
	h->parsed[k - 1].insn = *insn;
	h->parsed[k - 1].set = true;
}

const struct insn *
history_insn(const struct history *h, unsigned k)
{
	if (k < 1 || k > h->ninsn || !h->parsed[k - 1].set)
		return NULL;
	return &h->parsed[k - 1].insn;
}

int
history_replace_line(struct history *h, size_t i, const char *text,
    size_t len)
{
	size_t off;

	if (i >= h->nlines || len > UINT32_MAX ||
	    store_text(h, text, len, &off) < 0)
		return -1;
	h->lines[i].off = off;
	h->lines[i].len = (uint32_t)len;
	for (size_t k = 0; k < h->ninsn; k++)
		if (h->insn_idx[k] == i)
			h->parsed[k].set = false; /* the text changed */
	return 0;
}

size_t
history_line_count(const struct history *h)
{
	return h->nlines;
}

const char *
history_line(const struct history *h, size_t i, enum history_line_kind *kind,
    long *lineno, size_t *len)
{
	const struct hline *l = &h->lines[i];

	if (kind != NULL)
		*kind = (enum history_line_kind)l->kind;
	if (lineno != NULL)
		*lineno = l->lineno;
	if (len != NULL)
		*len = l->len;
	return h->text + l->off;
}

void
history_truncate_lines(struct history *h, size_t i)
{
	size_t textend = 0;

	if (i >= h->nlines)
		return;
	while (h->ninsn > 0 && h->insn_idx[h->ninsn - 1] >= i)
		h->ninsn--;
	h->nlines = i;
	/* Text of replaced lines may sit anywhere; reclaim only the tail. */
	for (size_t k = 0; k < h->nlines; k++)
		if (h->lines[k].off + h->lines[k].len + 1 > textend)
			textend = h->lines[k].off + h->lines[k].len + 1;
	h->textlen = textend;
}

unsigned
history_insn_count(const struct history *h)
{
	return h->ninsn;
}

long
history_insn_line(const struct history *h, unsigned k)
{
	if (k == 0 || k > h->ninsn)
		return -1;
	return (long)h->insn_idx[k - 1];
}
