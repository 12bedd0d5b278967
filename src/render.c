/* SPDX-License-Identifier: MIT */
/* See render.h. */
#include "config.h"

#include "render.h"
