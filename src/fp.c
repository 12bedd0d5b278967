/* SPDX-License-Identifier: MIT */
/* IEEE arithmetic helpers for the VALU; see fp.h. */
#include "fp.h"
