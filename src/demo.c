/* SPDX-License-Identifier: MIT */
/* See demo.h. */
#include "demo.h"
