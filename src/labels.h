/* SPDX-License-Identifier: MIT */
/* The labels of a program (`NAME:` lines): where each stands, so that
 * branches can find their targets and a name defined twice is an error. */
#ifndef LANESCOPE_LABELS_H
#define LANESCOPE_LABELS_H

#include <stdbool.h>
#include <stddef.h>

#include "strbuf.h"

struct label {
	size_t off;    /* name in labels.names, NUL-terminated */
	unsigned insn; /* the instruction it labels: 1-based number of the
			* next instruction of the program */
	long line;     /* source line of the label */
};

/* Zero-initialised (or labels_clear) = no labels. */
struct labels {
	struct strbuf names;
	struct label *v;
	size_t n, cap;
};

void labels_free(struct labels *l);
/* Forgets every label, keeping the storage. */
void labels_clear(struct labels *l);

/* Adds name[0..len) labelling instruction insn, defined on line. Returns
 * 0; 1 when the name is already defined (*prev then holds that label's
 * line, nothing added); -1 when out of memory. */
int labels_add(struct labels *l, const char *name, size_t len,
    unsigned insn, long line, long *prev);

/* The label called name[0..len), or NULL. */
const struct label *labels_find(const struct labels *l, const char *name,
    size_t len);

/* Forgets the labels of instructions after insn (the program was cut
 * there); a label of instruction insn + 1 stays, as its line does. */
void labels_truncate(struct labels *l, unsigned insn);

#endif
