/* SPDX-License-Identifier: MIT */
/* See hazard.h. */
#include "hazard.h"
