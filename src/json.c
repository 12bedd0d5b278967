/* SPDX-License-Identifier: MIT */
/* See json.h. */
#include "json.h"
