/* SPDX-License-Identifier: MIT */
/* Growable arrays; see array.h. */
#include "array.h"

#include <stdint.h>
#include <stdlib.h>

int
array_grow(void **p, size_t *cap, size_t need, size_t elem)
{
	size_t n;
	void *q;

	if (need <= *cap)
		return 0;
	n = *cap ? *cap : 8;
	while (n < need) {
		if (n > SIZE_MAX / 2)
			return -1;
		n *= 2;
	}
	if (elem != 0 && n > SIZE_MAX / elem)
		return -1;
	q = realloc(*p, n * elem);
	if (q == NULL)
		return -1;
	*p = q;
	*cap = n;
	return 0;
}
