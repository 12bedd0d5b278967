/* SPDX-License-Identifier: MIT */
/* See history.h. */
#include "history.h"
