/* SPDX-License-Identifier: MIT */
/* See text.h. */
#include "text.h"
