/* SPDX-License-Identifier: MIT */
/* Part of the execution core (see exec.h); filled in by the exec module. */
#include "exec.h"
