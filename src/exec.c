/* SPDX-License-Identifier: MIT */
/* Execution core dispatcher; see exec.h. */
#include "exec.h"

#include <string.h>

void
wave_reset(struct wave *w, unsigned target, unsigned size)
{
	struct memory *mem = w->mem;

	memset(w, 0, sizeof *w);
	w->mem = mem;
	w->target = (uint8_t)target;
	w->size = (uint8_t)size;
	w->exec = wave_all_lanes(size);
}

const char *
exec_reason_name(enum lane_reason r)
{
	static const char *const names[REASON_COUNT] = {
		[REASON_NONE] = "none",
		[REASON_MOVED] = "moved",
		[REASON_EXEC_OFF] = "exec_off",
		[REASON_ROW_MASKED] = "row_masked",
		[REASON_BANK_MASKED] = "bank_masked",
		[REASON_SRC_OUT_OF_RANGE_KEPT] = "src_out_of_range_kept",
		[REASON_SRC_OUT_OF_RANGE_ZERO] = "src_out_of_range_zero",
		[REASON_SRC_INACTIVE_KEPT] = "src_inactive_kept",
		[REASON_SRC_INACTIVE_ZERO] = "src_inactive_zero",
		[REASON_TMP_UNWRITTEN_ZERO] = "tmp_unwritten_zero",
		[REASON_SELF] = "self",
		[REASON_COMPUTED] = "computed",
	};
	return (unsigned)r < REASON_COUNT ? names[r] : "none";
}

enum exec_status
exec_step(struct wave *w, const struct insn *insn, const struct semantics *sem,
    struct step *rec, struct diag *diag)
{
	(void)w;
	(void)sem;
	(void)rec;
	diag_set(diag, DIAG_ERROR, DIAG_EXEC, insn->col, 0,
	    "%s: not supported yet", isa_get(insn->id)->name);
	return EXEC_ERROR;
}

unsigned
exec_writes(const struct insn *insn, const struct wave *w,
    struct reg_ref *refs, unsigned max)
{
	(void)insn;
	(void)w;
	(void)refs;
	(void)max;
	return 0;
}

unsigned
exec_reads(const struct insn *insn, const struct wave *w,
    struct reg_ref *refs, unsigned max)
{
	(void)insn;
	(void)w;
	(void)refs;
	(void)max;
	return 0;
}

void
exec_mem_writes(const struct insn *insn, const struct wave *w,
    exec_range_fn fn, void *ctx)
{
	(void)insn;
	(void)w;
	(void)fn;
	(void)ctx;
}
