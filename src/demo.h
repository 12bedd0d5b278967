/* SPDX-License-Identifier: MIT */
/* The embedded default session: the GPUOpen DPP prefix-sum demo, the same
 * bytes as data/prefix-sum.session. Pure data. */
#ifndef LANESCOPE_DEMO_H
#define LANESCOPE_DEMO_H

#include <stddef.h>

/* The session text (NUL-terminated) and its length in bytes. */
extern const char demo_prefix_sum[];
extern const size_t demo_prefix_sum_len;

/* The name diagnostics use for it. */
#define DEMO_NAME "prefix-sum.session"

#endif
