/* SPDX-License-Identifier: MIT */
/* Memory instructions of the execution core: address computation and data
 * movement for MUBUF, FLAT, GLOBAL and MIMG (filled in by the memory module). */
#include "exec.h"
#include "memory.h"

#include <stddef.h>

enum exec_status
exec_memory_step(struct wave *w, const struct insn *insn, struct step *rec,
    struct diag *diag)
{
	(void)w;
	(void)rec;
	diag_set(diag, DIAG_ERROR, DIAG_EXEC, insn->col, 0,
	    "%s: memory instructions are not supported yet",
	    isa_get(insn->id)->name);
	return EXEC_ERROR;
}
