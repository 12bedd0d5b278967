/* SPDX-License-Identifier: MIT */
/* See repl.h. */
#include "config.h"

#include "repl.h"
