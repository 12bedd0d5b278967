/* SPDX-License-Identifier: MIT */
/* session_step: running an instruction as the next step with its delta,
 * :set lines, going to a step, and the program's warnings. Pure core. */
#include "session.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "memory.h"
#include "session_internal.h"
#include "session_set.h"

/* ---- executing ---- */

const struct insn *
session_program_insn(struct session *s, unsigned k, struct diag *d)
{
	const struct insn *in;
	struct insn tmp;
	const char *text;
	size_t len;
	long li;

	if (!s->opt.keep_history) {
		if (k < 1 || k != s->streamed)
			return NULL;
		if (!s->last_insn_ok && session_parse(s, s->last_text.data,
		    s->last_text.len, &s->last_insn, d) != ASM_OK)
			return NULL;
		s->last_insn_ok = true;
		return &s->last_insn;
	}
	if ((in = history_insn(s->hist, k)) != NULL)
		return in;
	/* Not parsed yet for this target (a :target or :wave since):
	 * parsed now, once, and kept. */
	li = history_insn_line(s->hist, k);
	if (li < 0)
		return NULL;
	text = history_line(s->hist, (size_t)li, NULL, NULL, &len);
	if (session_parse(s, text, len, &tmp, d) != ASM_OK)
		return NULL;
	history_set_insn(s->hist, k, &tmp);
	return history_insn(s->hist, k);
}

struct mem_capture {
	struct history_capture *c;
	const struct wave *w;
	int failed;
};

static void
capture_mem(uint64_t addr, uint32_t len, void *ctx)
{
	struct mem_capture *mc = ctx;

	if (history_capture_mem(mc->c, mc->w, addr, len) < 0)
		mc->failed = 1;
}

/* Adds to capture c the memory and LDS bytes insn, about to run on w,
 * writes (only stores and atomics have any); an LDS step's addresses
 * are planned in plan for the step. Returns 0, -1 when out of memory. */
static int
capture_writes(struct session *s, struct history_capture *c,
    const struct wave *w, const struct insn *insn,
    struct exec_lds_plan *plan)
{
	struct mem_capture mc = { c, w, 0 };

	switch (isa_get((enum isa_id)insn->id)->sem) {
	case SEM_STORE:
	case SEM_IMAGE_STORE:
	case SEM_S_STORE:
	case SEM_S_ATOMIC:
		exec_mem_writes(insn, w, capture_mem, &mc);
		break;
	case SEM_LOAD: {
		/* LDS DMA loads write LDS, not registers */
		uint32_t a, l;

		if (exec_lds_dma_range(insn, w, &a, &l) &&
		    history_capture_lds(c, w, a, l) < 0)
			mc.failed = 1;
		break;
	}
	default:
		if (isa_sem_atomic(isa_get((enum isa_id)insn->id)->sem))
			exec_mem_writes(insn, w, capture_mem, &mc);
		else if (ISA_SEM_IS_LDS(isa_get((enum isa_id)insn->id)->sem)) {
			/* all of a step's ranges at once: up to 128 */
			uint32_t a[EXEC_LDS_MAX_RANGES];
			uint32_t l[EXEC_LDS_MAX_RANGES], stride;
			unsigned nr = exec_lds_ranges(insn, w, &s->sem, plan,
			    a, l, &stride);

			if ((stride != 0 ? history_capture_lds_strided(c, w,
			    a[0], l[0], stride, nr) :
			    history_capture_lds_ranges(c, w, a, l, nr)) < 0)
				mc.failed = 1;
		}
		break;
	}
	return mc.failed ? -1 : 0;
}

/* Whether the registers insn writes (refs[0..n), from exec_writes: the
 * one description, which tests/check_exec.c checks against what exec_step
 * changes over every row but the vector memory ones) are VGPRs only, so
 * the capture can skip the scalar registers. A list that filled refs may
 * have been cut short, and a vector memory row is not in that check: for
 * them the scalars are captured whole. */
static bool
vector_only(const struct insn *insn, const struct reg_ref *refs, unsigned n)
{
	switch (isa_get((enum isa_id)insn->id)->family) {
	case ISA_MUBUF:
	case ISA_FLAT:
	case ISA_GLOBAL:
	case ISA_SCRATCH:
	case ISA_MIMG:
		return false;
	default:
		break;
	}
	if (n == 0) {
		/* the waits and no-ops write nothing (exec_writes says so
		 * on purpose, and check_exec.c holds it to that), nor do the
		 * LDS stores and atomics without return (registers: their
		 * bytes are captured below); any other empty list is not
		 * trusted */
		unsigned sem = isa_get((enum isa_id)insn->id)->sem;

		switch (sem) {
		case SEM_NOP:
		case SEM_WAITCNT:
		case SEM_WAIT:
			return true;
		default:
			return ISA_SEM_IS_LDS(sem);
		}
	}
	if (n >= STEP_MAX_REFS)
		return false;
	for (unsigned i = 0; i < n; i++)
		if (refs[i].kind != OPND_VGPR)
			return false;
	return true;
}

/* Begins capture c of what insn, about to run on w, may change in the
 * registers (memory is captured apart). */
static void
capture_regs(struct history_capture *c, const struct wave *w,
    const struct insn *insn)
{
	struct reg_ref refs[STEP_MAX_REFS];
	struct insn indexed;
	struct diag d;
	unsigned n;

	/* under VGPR indexing the registers really written (a refused step
	 * changes nothing, so its error is left to exec_step_planned) */
	if (exec_gpr_index(w, insn, &indexed, &d) == 1)
		insn = &indexed;
	switch (isa_get((enum isa_id)insn->id)->family) {
	case ISA_SOP1:
	case ISA_SOP2:
	case ISA_SOPC:
	case ISA_SOPK:
		/* scalar ALU: writes SGPRs, SCC, EXEC, VCC or M0, never a
		 * VGPR (tests/check_exec.c holds exec_writes to that), so
		 * the list is not needed: the scalars are captured whole,
		 * as vector_only would have chosen */
		n = 0;
		history_capture_begin(c, w);
		break;
	default:
		n = exec_writes(insn, w, refs, STEP_MAX_REFS);
		if (vector_only(insn, refs, n))
			history_capture_begin_vector(c, w);
		else
			history_capture_begin(c, w);
		break;
	}
	for (unsigned i = 0; i < n; i++)
		if (refs[i].kind == OPND_VGPR)
			for (unsigned j = 0; j < (refs[i].count ?
			    refs[i].count : 1u); j++)
				history_capture_vgpr(c, w, refs[i].reg + j);
	/* The destination too, whatever exec_writes says: a delta that
	 * missed a written lane would make stepping back lie. */
	if (insn->dst.kind == OPND_VGPR || insn->dst.kind == OPND_AGPR)
		for (unsigned j = 0; j < (insn->dst.count ? insn->dst.count :
		    1u); j++)
			history_capture_vgpr(c, w, (insn->dst.kind ==
			    OPND_AGPR ? WAVE_AGPR_SLOT : 0u) + insn->dst.reg +
			    j);
}

int
session_rerun_step(void *ctx, unsigned k, struct wave *w,
    struct history_capture *c)
{
	struct session *s = ctx;
	const struct insn *insn;
	struct exec_lds_plan plan;
	struct diag d;
	unsigned i;

	if (!s->opt.keep_history || k == 0 || k > s->done ||
	    (size_t)k >= s->captrace)
		return -1;
	i = s->trace[k];
	if ((insn = session_program_insn(s, i, &d)) == NULL)
		return -1;
	if (isa_get((enum isa_id)insn->id)->sem == SEM_S_PC)
		session_flow_set_pc(s, w, i, insn);
	capture_regs(c, w, insn);
	/* its stores too: the history keeps them only while the segment's
	 * records are, and makes them again here */
	plan.insn = NULL;
	if (capture_writes(s, c, w, insn, &plan) < 0)
		return -1;
	d.message[0] = '\0';
	return exec_step_planned(w, insn, &s->sem, &plan, NULL, &d) ==
	    EXEC_OK ? 0 : -1;
}

int
session_pin_before_change(struct session *s, unsigned i)
{
	unsigned k;

	if (!s->opt.keep_history)
		return 0;
	for (k = s->pos; k >= 1; k--)
		if (s->trace[k] >= i)
			break;
	if (k == 0)
		return 0;
	return history_pin(s->hist, k, &s->cur, s->pos);
}

/* Captures what insn may change, runs it on cur as step pos+1 and commits
 * the delta. rec may be NULL. On failure nothing changed. */
int
session_run_insn(struct session *s, const struct insn *insn, struct step *rec,
    struct session_result *r)
{
	unsigned k = s->pos + 1;
	struct diag d;
	/* an LDS step's addresses, planned once for the capture and the
	 * step */
	struct exec_lds_plan plan;

	plan.insn = NULL;

	if (isa_get((enum isa_id)insn->id)->sem == SEM_S_PC) {
		/* its address: where the step's instruction is (trace) */
		if (!s->opt.keep_history) {
			session_errorf(r, 1, "%s needs the program's byte "
			    "addresses, but a streamed session (a piped session "
			    "or a file over 1 MB) keeps no program: load the "
			    "file (:load, or a FILE under 1 MB)",
			    isa_get((enum isa_id)insn->id)->name);
			return 1;
		}
		session_flow_set_pc(s, &s->cur, s->trace[k], insn);
	}
	if (!s->opt.keep_history && s->opt.no_step_undo)
		goto run; /* the record would never be asked for */
	capture_regs(&s->cap, &s->cur, insn);
	/* Only instructions that write memory have bytes to save. */
	if (capture_writes(s, &s->cap, &s->cur, insn, &plan) < 0) {
		session_out_of_memory(r);
		return 1;
	}
run:
	/* Not a memset: this runs for every line of a batch. */
	d.severity = DIAG_ERROR;
	d.kind = DIAG_EXEC;
	d.col = insn->col;
	d.len = 0;
	d.message[0] = '\0';
	if (exec_step_planned(&s->cur, insn, &s->sem, &plan, rec, &d) !=
	    EXEC_OK) {
		d.severity = DIAG_ERROR;
		if (d.message[0] == '\0')
			snprintf(d.message, sizeof d.message,
			    "the instruction could not be executed");
		session_add_diag(r, &d);
		return 1;
	}
	s->pos = s->done = k;
	if (!s->opt.keep_history) {
		/* Streaming: the capture is the undo record of the last step;
		 * it becomes a delta only if something asks for it. */
		s->pending = !s->opt.no_step_undo;
		return 0;
	}
	if (history_commit(s->hist, k, &s->cap, &s->cur) < 0) {
		/* the step is taken back: nothing may change */
		history_capture_restore(&s->cap, &s->cur);
		s->pos = s->done = k - 1;
		history_truncate_steps(s->hist, k - 1);
		session_out_of_memory(r);
		return 1;
	}
	return 0;
}

void
session_flush(struct session *s)
{
	if (!s->pending)
		return;
	s->pending = false;
	history_forget_steps(s->hist, s->pos - 1);
	/* Out of memory here leaves the step without a delta: the picture
	 * of it is then missing, nothing is wrong. */
	(void)history_commit(s->hist, s->pos, &s->cap, &s->cur);
}

/* Takes back step k, just run with history kept (pos is k): its delta is
 * applied backward and dropped. */
void
session_undo_run(struct session *s, unsigned k)
{
	history_apply(s->hist, k, &s->cur, true, true);
	history_truncate_steps(s->hist, k - 1);
	s->pos = s->done = k - 1;
}

/* Logs step k for --json. Returns 0, or -1 when out of memory. */
int
session_log_step(struct session *s, unsigned k, long line, const struct step *rec)
{
	char text[256];

	/* scalar loads are "memory" entries too (branch sop16c) */
	if (!json_step_kind_listed((enum step_kind)rec->kind) &&
	    rec->kind != STEP_MEMORY && rec->kind != STEP_LDS &&
	    !(rec->kind == STEP_SALU && (rec->mem.op_sem == SEM_S_LOAD ||
	    rec->mem.op_sem == SEM_S_STORE || rec->mem.op_sem == SEM_S_ATOMIC)))
		return 0;
	asm_format(&rec->insn, text, sizeof text);
	return json_log_step(&s->log, k, line, text, rec) < 0 ? -1 : 0;
}

/* Puts back what the capture of a :set saved (the write is undone when its
 * delta cannot be stored, so that a failed :set changes nothing). */
static void
undo_set(struct session *s, const struct set_value *v, uint64_t old_scalar,
    const uint64_t *old_used)
{
	const struct history_capture *c = &s->cap;

	switch (v->reg.kind) {
	case SET_VGPR:
		memcpy(s->cur.vgpr[v->reg.reg], c->vold[0],
		    sizeof s->cur.vgpr[0]);
		break;
	case SET_MEM:
	case SET_LDS: {
		struct memory *m = v->reg.kind == SET_LDS ? s->cur.lds :
		    s->cur.mem;
		for (size_t i = 0; i < c->mem_old_len; i++) {
			if (c->mem_old_written[i])
				(void)memory_write(m, c->mem_addr[0] + i,
				    &c->mem_old[i], 1);
			else
				memory_unwrite(m, c->mem_addr[0] + i, 1);
		}
		break;
	}
	case SET_SGPR:
		s->cur.sgpr[v->reg.reg] = (uint32_t)old_scalar;
		break;
	case SET_EXEC:
		s->cur.exec = old_scalar;
		break;
	case SET_VCC:
		s->cur.vcc = old_scalar;
		break;
	case SET_M0:
		s->cur.m0 = (uint32_t)old_scalar;
		break;
	}
	memcpy(s->cur.vgpr_used, old_used, sizeof s->cur.vgpr_used);
	memcpy(s->cur.sgpr_used, old_used + WAVE_VGPR_SLOTS / 64,
	    sizeof s->cur.sgpr_used);
}

int
session_apply_value(struct session *s, const struct set_value *v,
    struct session_result *r)
{
	const struct set_reg *g = &v->reg;
	lanemask_t all = wave_all_lanes(s->wave_size);
	uint64_t old_scalar = 0,
	    old_used[WAVE_VGPR_SLOTS / 64 + 2];
	size_t nbytes = (size_t)(g->end - g->addr);
	bool delta;

	if (set_reg_check_target(g, s->target, ":set", r) != 0)
		return 1;
	session_flush(s);
	/* A :set belongs to the step it follows; before the first
	 * instruction it is part of the base state and has no delta, and
	 * then nothing needs capturing either (64 MiB of memory, say). */
	delta = s->pos > 0 && s->pos == history_step_count(s->hist);
	memcpy(old_used, s->cur.vgpr_used, sizeof s->cur.vgpr_used);
	memcpy(old_used + WAVE_VGPR_SLOTS / 64, s->cur.sgpr_used,
	    sizeof s->cur.sgpr_used);
	history_capture_begin(&s->cap, &s->cur);
	switch (g->kind) {
	case SET_VGPR:
		history_capture_vgpr(&s->cap, &s->cur, g->reg);
		memcpy(s->cur.vgpr[g->reg], v->lanes,
		    s->wave_size * sizeof *v->lanes);
		s->cur.vgpr_used[g->reg / 64] |= (uint64_t)1 << (g->reg % 64);
		break;
	case SET_MEM:
		/* Reserved first: the write itself then cannot fail half
		 * way. */
		if ((delta && history_capture_mem(&s->cap, &s->cur, g->addr,
		    (uint32_t)nbytes) < 0) ||
		    memory_reserve(s->cur.mem, g->addr, nbytes) < 0) {
			session_out_of_memory(r);
			return 1;
		}
		set_write_mem(v, s->cur.mem);
		break;
	case SET_LDS:
		if ((delta && history_capture_lds(&s->cap, &s->cur, g->addr,
		    (uint32_t)nbytes) < 0) ||
		    memory_reserve(s->cur.lds, g->addr, nbytes) < 0) {
			session_out_of_memory(r);
			return 1;
		}
		set_write_mem(v, s->cur.lds);
		break;
	case SET_SGPR:
		old_scalar = s->cur.sgpr[g->reg];
		s->cur.sgpr[g->reg] = (uint32_t)v->scalar;
		s->cur.sgpr_used[g->reg / 64] |= (uint64_t)1 << (g->reg % 64);
		break;
	case SET_EXEC:
		old_scalar = s->cur.exec;
		s->cur.exec = v->scalar & all;
		break;
	case SET_VCC:
		old_scalar = s->cur.vcc;
		s->cur.vcc = v->scalar & all;
		break;
	case SET_M0:
		old_scalar = s->cur.m0;
		s->cur.m0 = (uint32_t)v->scalar;
		break;
	}
	if (delta && history_commit(s->hist, s->pos, &s->cap, &s->cur) < 0) {
		undo_set(s, v, old_scalar, old_used);
		session_out_of_memory(r);
		return 1;
	}
	if (s->live != NULL && g->kind != SET_MEM && g->kind != SET_LDS)
		provenance_set(s->live, set_operand_kind(g->kind), g->reg,
		    s->pos);
	return 0;
}

int
session_apply_set_text(struct session *s, const char *text, size_t len,
    struct session_result *r)
{
	struct set_line *l = malloc(sizeof *l);
	struct set_value v;
	int rc = 1;

	if (l == NULL) {
		session_out_of_memory(r);
		return 1;
	}
	if (set_compile(text, len, s->wave_size, l, r) == 0 &&
	    set_evaluate(l, s->wave_size, &v, r) == 0) {
		rc = session_apply_value(s, &v, r);
		set_value_free(&v);
	}
	free(l);
	return rc;
}

int
session_set_line(struct session *s, long line, const char *text,
    size_t len, struct session_result *r)
{
	struct set_line *l = malloc(sizeof *l);
	struct set_value v;
	size_t at = 0;
	int rc;

	if (l == NULL) {
		session_out_of_memory(r);
		return 1;
	}
	/* Everything that can be wrong with the line is found here, before
	 * anything changes (a bad line changes nothing: cli.md). */
	rc = set_compile(text, len, s->wave_size, l, r) != 0 ||
	    set_evaluate(l, s->wave_size, &v, r) != 0;
	free(l);
	if (rc != 0)
		return 1;
	if (s->opt.keep_history) {
		/* The line goes in before the next instruction; it is taken
		 * out again if the write cannot be made. */
		unsigned i = session_next_insn(s);

		at = i != 0 && i <= history_insn_count(s->hist) ?
		    (size_t)history_insn_line(s->hist, i) :
		    history_line_count(s->hist);
		if (history_insert_line(s->hist, at, HL_SET, line, text,
		    set_strip_comment(text, len)) < 0) {
			set_value_free(&v);
			session_out_of_memory(r);
			return 1;
		}
	}
	if (s->opt.keep_history && s->pos < s->done) {
		/* A register set at an earlier step: the steps after it are
		 * re-run when stepping on. */
		history_truncate_steps(s->hist, s->pos);
		session_flow_cut(s, s->pos);
		s->done = s->pos;
		json_log_truncate(&s->log, s->pos, false);
	}
	if (s->pos == s->done && s->pc == 0 && !s->ended &&
	    (s->wait_len != 0 || s->wait_bytes > 0)) {
		/* A forward branch jumps over it: it is part of the program
		 * but execution does not reach it (session_flow_landing). */
		set_value_free(&v);
		return 0;
	}
	rc = session_apply_value(s, &v, r);
	set_value_free(&v);
	if (rc != 0 && s->opt.keep_history)
		history_remove_line(s->hist, at);
	return rc;
}

/* Applies the :set lines that follow line index li up to the next
 * instruction and come after source line after (they belong to the step
 * before them). */
int
session_apply_sets_after(struct session *s, size_t li, long after,
    struct session_result *r)
{
	size_t n = history_line_count(s->hist);

	for (size_t i = li; i < n; i++) {
		enum history_line_kind kind;
		long lineno;
		size_t len;
		const char *text = history_line(s->hist, i, &kind, &lineno,
		    &len);

		if (kind == HL_INSN)
			break;
		if (kind != HL_SET || lineno <= after)
			continue;
		if (session_apply_set_text(s, text, len, r) != 0)
			return 1;
	}
	return 0;
}

int
session_run_next(struct session *s, struct session_result *r)
{
	unsigned k = s->pos + 1, i = s->pc, next;
	struct step *rec = s->opt.record_steps ? &s->rec : NULL;
	const struct insn *insn;
	enum flow_kind fk;
	long li, lineno, after;
	bool jumped;
	struct diag d;

	if (!s->opt.keep_history || s->pos != s->done || i == 0 ||
	    (li = history_insn_line(s->hist, i)) < 0)
		return 1;
	if (session_flow_limit(s, r) != 0)
		return 1;
	(void)history_line(s->hist, (size_t)li, NULL, &lineno, NULL);
	if ((insn = session_program_insn(s, i, &d)) == NULL) {
		d.severity = DIAG_ERROR;
		session_add_diag(r, &d);
		return 1;
	}
	/* where it goes is decided on the state before it runs */
	fk = session_flow_next(s, i, insn, NULL, false, &next, &d);
	jumped = session_flow_jumps(s, insn);
	if (fk == FLOW_ERROR) {
		session_add_diag(r, &d);
		return 1;
	}
	if (session_flow_record(s, k, i) < 0) {
		session_out_of_memory(r);
		return 1;
	}
	if (session_run_insn(s, insn, rec, r) != 0)
		return 1;
	if (rec != NULL && session_log_step(s, k, lineno, rec) < 0) {
		session_undo_run(s, k);
		session_out_of_memory(r);
		return 1;
	}
	session_flow_apply(s, fk, next, insn, i, NULL);
	/* The :set lines between here and the next instruction run when
	 * execution passes them (session_flow_landing): a jump leaves those
	 * after this instruction behind and runs those after its label. */
	if (fk != FLOW_ON || next > history_insn_count(s->hist) + 1)
		return 0;
	/* Falling through to an instruction on the very next line: no
	 * :set line between to run (the common case, looked at first: this
	 * runs for every step of a loop). */
	if (!jumped && next == i + 1 && next <= history_insn_count(s->hist) &&
	    history_insn_line(s->hist, next) == li + 1)
		return 0;
	li = (long)session_flow_landing(s, i, insn, jumped, next, &after);
	if (session_apply_sets_after(s, (size_t)li, after, r) != 0) {
		/* a step without its :set lines would be a wrong state:
		 * the step is taken back whole (the sets already applied
		 * are in its delta) */
		session_flow_cut(s, k - 1);
		session_undo_run(s, k);
		json_log_truncate(&s->log, k - 1, false);
		return 1;
	}
	return 0;
}

/* The steps going on may reach: the step limit is met running them, and
 * says so. */
static unsigned
goto_reach(const struct session *s)
{
	return s->opt.keep_history ? session_flow_reach(s) :
	    session_program_steps(s);
}

int
session_goto_r(struct session *s, unsigned k, struct session_result *r)
{
	unsigned n = goto_reach(s), start = s->pos;
	int rc = 0;

	/* Running on may make the program longer (a loop): n is looked at
	 * again after each step. */
	if (k > n && s->pos >= n)
		k = n;
	if (s->pos > k && s->opt.keep_history &&
	    k + 1 >= history_first_step(s->hist)) {
		/* over the deltas, or from a checkpoint when far */
		history_seek(s->hist, &s->cur, s->pos, k);
		s->pos = k;
	}
	while (s->pos > k) {
		if (s->pos < history_first_step(s->hist) ||
		    !s->opt.keep_history) {
			session_errorf(r, 1, "stepping back is not available "
			    "in streaming batch mode (a piped session or a file "
			    "over 1 MB keeps no history): use --json, --plain "
			    "or the full screen");
			rc = 1;
			break;
		}
		history_apply(s->hist, s->pos, &s->cur, true, true);
		s->pos--;
	}
	if (s->pos < k && s->pos < s->done && s->opt.keep_history) {
		unsigned to = k < s->done ? k : s->done;

		history_seek(s->hist, &s->cur, s->pos, to);
		s->pos = to;
	}
	while (s->pos < k && rc == 0 && s->pos < goto_reach(s)) {
		if (s->pos < s->done) {
			history_apply(s->hist, s->pos + 1, &s->cur, false,
			    true);
			s->pos++;
			continue;
		}
		rc = session_run_next(s, r);
	}
	if (s->pos != start)
		r->moved = true;
	return rc;
}

int
session_goto(struct session *s, unsigned k, struct session_result *r)
{
	unsigned start, count;

	assert(s != NULL && r != NULL);
	start = s->pos;
	session_result_reset(r);
	s->gen++;
	/* A loop's steps are known only by running them, so a step past
	 * the end is found out by going there (the steps run stay run). */
	if (session_goto_r(s, k, r) == 0) {
		if (s->pos == k)
			return 0;
		count = session_program_steps(s);
		session_errorf(r, 1, "there is no step %u: the program has %u "
		    "step%s", k, count, count == 1 ? "" : "s");
	}
	/* The steps run on the way stay run (they are the program's, as
	 * the step limit's error keeps them); the position goes back over
	 * deltas, which need no memory. */
	if (s->pos != start && s->opt.keep_history) {
		history_seek(s->hist, &s->cur, s->pos, start);
		s->pos = start;
	}
	while (s->pos < start) {
		history_apply(s->hist, s->pos + 1, &s->cur, false, true);
		s->pos++;
	}
	r->moved = false;
	r->error = true;
	return 1;
}

/* Recomputes the warnings of instructions 1..n (after an edit). Returns
 * 0, or -1 when out of memory (some warning is then missing). */
int
session_rescan_hazards_upto(struct session *s, unsigned n)
{
	struct diag w[SESSION_MAX_DIAGS];
	int rc = 0;

	hazard_init(&s->hz, s->target);
	session_sdiags_clear(s);
	for (unsigned k = 1; k <= n; k++) {
		long li = history_insn_line(s->hist, k), lineno;
		const struct insn *insn;
		struct diag d;

		(void)history_line(s->hist, (size_t)li, NULL, &lineno, NULL);
		if ((insn = session_program_insn(s, k, &d)) == NULL)
			continue;
		unsigned nw = hazard_check(&s->hz, insn, lineno, w,
		    SESSION_MAX_DIAGS);
		for (unsigned i = 0; i < nw; i++)
			if (session_sdiags_add(s, k, &w[i]) < 0)
				rc = -1;
	}
	return rc;
}

/* The same over the whole program. */
int
session_rescan_hazards(struct session *s)
{
	return session_rescan_hazards_upto(s, history_insn_count(s->hist));
}
