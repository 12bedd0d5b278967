/* SPDX-License-Identifier: MIT */
/* See view.h. */
#include "view.h"
