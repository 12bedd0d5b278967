/* SPDX-License-Identifier: MIT */
/* Growable arrays for the core: one doubling reallocation helper, so no
 * module keeps its own copy. Reports failure; never aborts. */
#ifndef LANESCOPE_ARRAY_H
#define LANESCOPE_ARRAY_H

#include <stddef.h>

/* Makes *p (an array of *cap elements of elem bytes) hold at least need
 * elements, doubling from 8. On success returns 0 and may move *p; on
 * failure (no memory, or a size that would overflow) returns -1 and leaves
 * *p and *cap as they were. */
int array_grow(void **p, size_t *cap, size_t need, size_t elem);

#endif
