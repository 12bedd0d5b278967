/* SPDX-License-Identifier: MIT */
/* labels: a small list searched linearly; see labels.h. */
#include "labels.h"

#include <stdlib.h>
#include <string.h>

void
labels_free(struct labels *l)
{
	strbuf_free(&l->names);
	free(l->v);
	memset(l, 0, sizeof *l);
}

void
labels_clear(struct labels *l)
{
	strbuf_reset(&l->names);
	l->n = 0;
}

const struct label *
labels_find(const struct labels *l, const char *name, size_t len)
{
	/* Linear: a kernel has tens of labels, and a name is compared only
	 * when its first byte and length match. */
	if (len == 0)
		return NULL;
	for (size_t i = 0; i < l->n; i++) {
		const char *m = l->names.data + l->v[i].off;

		if (m[0] == name[0] && strlen(m) == len &&
		    memcmp(m, name, len) == 0)
			return &l->v[i];
	}
	return NULL;
}

int
labels_add(struct labels *l, const char *name, size_t len, unsigned insn,
    long line, long *prev)
{
	const struct label *old = len > 0 ? labels_find(l, name, len) : NULL;
	size_t off = l->names.len;

	if (old != NULL) {
		*prev = old->line;
		return 1;
	}
	if (l->n == l->cap) {
		size_t cap = l->cap ? 2 * l->cap : 16;
		struct label *v = realloc(l->v, cap * sizeof *v);

		if (v == NULL)
			return -1;
		l->v = v;
		l->cap = cap;
	}
	strbuf_append(&l->names, name, len);
	strbuf_putc(&l->names, '\0');
	if (strbuf_failed(&l->names))
		return -1;
	l->v[l->n].off = off;
	l->v[l->n].insn = insn;
	l->v[l->n].line = line;
	l->n++;
	return 0;
}

void
labels_truncate(struct labels *l, unsigned insn)
{
	while (l->n > 0 && l->v[l->n - 1].insn > insn + 1) {
		l->n--;
		l->names.len = l->v[l->n].off;
	}
}
