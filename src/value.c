/* SPDX-License-Identifier: MIT */
/* See value.h. */
#include "value.h"
