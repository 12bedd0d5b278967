/* SPDX-License-Identifier: MIT */
/* Memory instructions of the execution core: address computation and data
 * movement for MUBUF, FLAT, GLOBAL and MIMG (filled in by the memory module). */
#include "exec.h"
#include "memory.h"
