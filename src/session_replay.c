/* SPDX-License-Identifier: MIT */
/* session_replay: re-running steps for their records (the current step's
 * picture, the analyses that follow a run) without moving for good. Pure
 * core. */
#include "session.h"

#include <limits.h>

#include "session_internal.h"

bool
session_current_step(struct session *s, struct step *rec,
    const struct wave **before)
{
	unsigned k = s->pos;
	const struct insn *insn;
	struct diag d;

	session_flush(s);
	if (k == 0 || k < history_first_step(s->hist) ||
	    k > history_step_count(s->hist))
		return false;
	if ((insn = session_program_insn(s, session_step_insn(s, k), &d)) ==
	    NULL)
		return false;
	/* Undo step k on a copy (memory for real), remember that as the
	 * state before, re-run the instruction with recording, then redo
	 * the step's memory bytes so memory is back at step k. */
	wave_copy(s->tmp, &s->cur);
	history_apply(s->hist, k, s->tmp, true, true);
	wave_copy(s->before, s->tmp);
	session_flow_set_pc(s, s->tmp, session_step_insn(s, k), insn);
	if (exec_step(s->tmp, insn, &s->sem, rec, &d) != EXEC_OK) {
		history_apply(s->hist, k, s->tmp, false, true);
		return false;
	}
	history_apply(s->hist, k, s->tmp, false, true);
	if (before != NULL)
		*before = s->before;
	return true;
}

/* Tells v of the :set lines from line index i up to the next instruction
 * that come after source line after (k: the step they follow). */
static void
visit_sets(const struct session *s, const struct session_visitor *v,
    size_t i, long after, unsigned k)
{
	size_t n = history_line_count(s->hist);

	for (; i < n; i++) {
		enum history_line_kind kind;
		size_t len;
		long lineno;
		const char *t = history_line(s->hist, i, &kind, &lineno,
		    &len);

		if (kind == HL_INSN)
			break;
		if (kind == HL_SET && lineno > after)
			v->set_line(v->ctx, k, t, len);
	}
}

int
session_replay_visit(struct session *s, const struct session_visitor *v)
{
	unsigned target = s->pos;
	struct session_result r;

	if (!s->opt.keep_history)
		return -1;
	session_result_init(&r);
	if (session_goto_r(s, 0, &r) != 0) {
		session_result_free(&r);
		return -1;
	}
	session_result_free(&r);
	visit_sets(s, v, 0, LONG_MIN, 0);
	for (unsigned k = 1; k <= target; k++) {
		unsigned i = session_step_insn(s, k);
		long li = history_insn_line(s->hist, i);
		const struct insn *insn;
		struct diag d;

		unsigned next = session_step_insn(s, k + 1);
		bool jumped = false;

		if ((insn = session_program_insn(s, i, &d)) != NULL) {
			jumped = session_flow_jumps(s, insn);
			/* A step the history would re-run is re-run now, on
			 * the state before it: below, its delta then only
			 * puts back the bytes the re-run on tmp wrote (an
			 * atomic run twice would read its own result). */
			history_apply(s->hist, k, &s->cur, false, true);
			history_apply(s->hist, k, &s->cur, true, true);
			wave_copy(s->tmp, &s->cur);
			session_flow_set_pc(s, s->tmp, i, insn);
			v->step(v->ctx, k, insn, exec_step(s->tmp, insn,
			    &s->sem, &s->rec, &d) == EXEC_OK ? &s->rec :
			    NULL);
		}
		/* The delta brings registers and memory to step k exactly,
		 * whatever the re-run did to memory. */
		history_apply(s->hist, k, &s->cur, false, true);
		s->pos = k;
		/* the :set lines execution passed on its way on (none after
		 * s_endpgm) */
		if (insn != NULL && next != 0) {
			long after;
			size_t from = session_flow_landing(s, i, insn, jumped,
			    next, &after);

			visit_sets(s, v, from, after, k);
		} else if (insn == NULL) {
			visit_sets(s, v, (size_t)li + 1, LONG_MIN, k);
		}
	}
	s->gen++;
	return 0;
}
