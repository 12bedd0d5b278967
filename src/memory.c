/* SPDX-License-Identifier: MIT */
/* Sparse memory and the coalescing model; see memory.h. */
#include "memory.h"
