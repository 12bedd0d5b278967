/* SPDX-License-Identifier: MIT */
/* The disputed-behaviour switches and their sources; see semantics.h. */
#include "semantics.h"

#include <string.h>

void
semantics_defaults(struct semantics *s)
{
	memset(s, 0, sizeof *s);
}
