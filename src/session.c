/* SPDX-License-Identifier: MIT */
/* Sessions: the program, the position in it, stepping both ways through
 * per-step deltas, hazards, and the --json log; see session.h. The command
 * table is in session_cmd.c. Pure core: never prints. */
#include "session.h"

#include <assert.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "asm.h"
#include "fp.h"
#include "memory.h"
#include "session_impl.h"
#include "session_set.h"
#include "view.h"

void
session_result_init(struct session_result *r)
{
	memset(r, 0, sizeof *r);
}

void
session_result_free(struct session_result *r)
{
	strbuf_free(&r->out);
	strbuf_free(&r->origin_text);
	strbuf_free(&r->request_path);
	strbuf_free(&r->request_text);
}

static void
result_reset(struct session_result *r)
{
	/* Only what was used: this runs for every line of a batch. */
	if (r->out.len > 0)
		strbuf_reset(&r->out);
	if (r->origin_text.len > 0)
		strbuf_reset(&r->origin_text);
	r->ndiags = 0;
	r->error = r->executed = r->moved = r->quit = false;
	r->directive = false;
	r->has_origin = false;
	r->origin_file[0] = '\0';
	r->origin_line = 0;
	if (r->request != SESSION_REQ_NONE) {
		r->request = SESSION_REQ_NONE;
		strbuf_reset(&r->request_path);
		strbuf_reset(&r->request_text);
		r->request_col = 0;
		r->request_lines = 0;
	}
}

void
session_add_diag(struct session_result *r, const struct diag *d)
{
	if (d->severity == DIAG_ERROR)
		r->error = true;
	if (r->ndiags < SESSION_MAX_DIAGS)
		r->diags[r->ndiags++] = *d;
	else if (d->severity == DIAG_ERROR)
		/* An error must be seen: it replaces the last warning. */
		r->diags[SESSION_MAX_DIAGS - 1] = *d;
}

void
session_errorf(struct session_result *r, unsigned col, const char *fmt, ...)
{
	struct diag d;
	va_list ap;

	d.severity = DIAG_ERROR;
	d.kind = DIAG_COMMAND;
	d.col = col ? col : 1;
	d.len = 0;
	va_start(ap, fmt);
	vsnprintf(d.message, sizeof d.message, fmt, ap);
	va_end(ap);
	session_add_diag(r, &d);
}

static void
out_of_memory(struct session_result *r)
{
	session_errorf(r, 1, "out of memory");
}

struct session *
session_new(const struct session_options *opt)
{
	struct session *s = calloc(1, sizeof *s);

	if (s == NULL)
		return NULL;
	s->opt = *opt;
	s->target = (uint8_t)opt->target;
	s->wave_size = (uint8_t)(opt->wave == 32 || opt->wave == 64 ?
	    opt->wave : isa_default_wave(opt->target));
	s->hist = history_new();
	s->mem = memory_new();
	s->lds = memory_new_flat(SET_LDS_BYTES);
	if (s->hist == NULL || s->mem == NULL || s->lds == NULL) {
		session_free(s);
		return NULL;
	}
	s->cur.mem = s->mem;
	s->cur.lds = s->lds;
	wave_reset(&s->cur, s->target, s->wave_size);
	semantics_defaults(&s->sem);
	hazard_init(&s->hz, s->target);
	history_capture_init(&s->cap);
	json_log_init(&s->log);
	s->limit = SESSION_STEP_LIMIT;
	session_flow_reset(s);
	return s;
}

int
session_track_provenance(struct session *s)
{
	if (s->opt.keep_history || s->live != NULL)
		return 0;
	s->live = provenance_new();
	return s->live != NULL ? 0 : -1;
}

void
session_free(struct session *s)
{
	if (s == NULL)
		return;
	history_free(s->hist);
	history_capture_free(&s->cap);
	memory_free(s->mem);
	memory_free(s->lds);
	json_log_free(&s->log);
	provenance_free(s->live);
	strbuf_free(&s->last_text);
	strbuf_free(&s->cmt_pending);
	strbuf_free(&s->last_caption);
	free(s->sdiags);
	strbuf_free(&s->sdiag_text);
	labels_free(&s->labels);
	strbuf_free(&s->directive_text);
	free(s->pic);
	free(s->trace);
	free(s);
}

/* ---- step warnings ---- */

static void
sdiags_clear(struct session *s)
{
	s->nsdiags = 0;
	strbuf_reset(&s->sdiag_text);
}

/* Keeps warning d of instruction k. Returns 0, or -1 when out of memory
 * (nothing kept). */
static int
sdiags_add(struct session *s, unsigned k, const struct diag *d)
{
	struct step_diag *sd;
	size_t mark = s->sdiag_text.len;

	if (s->nsdiags == s->capsdiags) {
		size_t n = s->capsdiags ? s->capsdiags * 2 : 16;
		struct step_diag *p = realloc(s->sdiags, n * sizeof *p);

		if (p == NULL)
			return -1;
		s->sdiags = p;
		s->capsdiags = n;
	}
	sd = &s->sdiags[s->nsdiags];
	sd->k = k;
	sd->col = d->col;
	sd->len = d->len;
	sd->severity = d->severity;
	sd->kind = d->kind;
	sd->msg_off = mark;
	strbuf_append(&s->sdiag_text, d->message, strlen(d->message) + 1);
	if (strbuf_failed(&s->sdiag_text)) {
		strbuf_truncate(&s->sdiag_text, mark);
		return -1;
	}
	s->nsdiags++;
	return 0;
}

/* Forgets the warnings of instructions k and after. */
static void
sdiags_truncate(struct session *s, unsigned k)
{
	while (s->nsdiags > 0 && s->sdiags[s->nsdiags - 1].k >= k)
		s->nsdiags--;
	strbuf_truncate(&s->sdiag_text, s->nsdiags ?
	    s->sdiags[s->nsdiags - 1].msg_off +
	    strlen(s->sdiag_text.data + s->sdiags[s->nsdiags - 1].msg_off) +
	    1 : 0);
}

unsigned
session_step_diags(const struct session *s, unsigned k,
    const struct diag **out)
{
	struct session *m = (struct session *)s; /* scratch output only */
	size_t lo = 0, hi = s->nsdiags;
	unsigned n = 0;

	/* warnings belong to instructions, a step shows its instruction's */
	k = session_step_insn(s, k);

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;

		if (s->sdiags[mid].k < k)
			lo = mid + 1;
		else
			hi = mid;
	}
	while (lo + n < s->nsdiags && s->sdiags[lo + n].k == k &&
	    n < SESSION_MAX_DIAGS) {
		const struct step_diag *sd = &s->sdiags[lo + n];
		struct diag *d = &m->sdiag_out[n];

		d->severity = sd->severity;
		d->kind = sd->kind;
		d->col = sd->col;
		d->len = sd->len;
		snprintf(d->message, sizeof d->message, "%s",
		    s->sdiag_text.data + sd->msg_off);
		n++;
	}
	if (out != NULL)
		*out = n ? m->sdiag_out : NULL;
	return n;
}

/* ---- accessors ---- */

static unsigned
program_steps(const struct session *s)
{
	return s->opt.keep_history ? session_flow_steps(s) : s->streamed;
}

long
session_last_line(const struct session *s)
{
	size_t n = history_line_count(s->hist);
	long last = 0;

	for (size_t i = 0; i < n; i++) {
		enum history_line_kind kind;
		long line = 0;
		size_t len;

		(void)history_line(s->hist, i, &kind, &line, &len);
		if (line > last)
			last = line;
	}
	return last;
}

unsigned
session_step_count(const struct session *s)
{
	return program_steps(s);
}

unsigned
session_position(const struct session *s)
{
	return s->pos;
}

const struct wave *
session_wave(const struct session *s)
{
	return &s->cur;
}

enum isa_target
session_target(const struct session *s)
{
	return (enum isa_target)s->target;
}

int
session_wave_size(const struct session *s)
{
	return s->wave_size;
}

enum session_format
session_get_format(const struct session *s)
{
	return s->fmt;
}

const struct semantics *
session_semantics(const struct session *s)
{
	return &s->sem;
}

size_t
session_history_bytes(const struct session *s)
{
	return history_bytes(s->hist) + s->capsdiags * sizeof *s->sdiags +
	    s->sdiag_text.cap;
}

const char *
session_step_text(const struct session *s, unsigned k, long *line)
{
	long li;

	if (!s->opt.keep_history) {
		if (k == 0 || k != s->streamed)
			return NULL;
		if (line != NULL)
			*line = s->last_line;
		return strbuf_str(&s->last_text);
	}
	li = history_insn_line(s->hist, session_step_insn(s, k));
	if (li < 0)
		return NULL;
	return history_line(s->hist, (size_t)li, NULL, line, NULL);
}

/* ---- executing ---- */

/* Parses a program line for the session's target. */
static enum asm_status
parse(const struct session *s, const char *text, size_t len,
    struct insn *insn, struct diag *d)
{
	d->message[0] = '\0';
	return asm_parse_line(text, len, (enum isa_target)s->target,
	    s->wave_size, insn, d);
}

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
		if (!s->last_insn_ok && parse(s, s->last_text.data,
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
	if (parse(s, text, len, &tmp, d) != ASM_OK)
		return NULL;
	history_set_insn(s->hist, k, &tmp);
	return history_insn(s->hist, k);
}

struct mem_capture {
	struct session *s;
	int failed;
};

static void
capture_mem(uint64_t addr, uint32_t len, void *ctx)
{
	struct mem_capture *mc = ctx;

	if (history_capture_mem(&mc->s->cap, &mc->s->cur, addr, len) < 0)
		mc->failed = 1;
}

static void
capture_lds(uint64_t addr, uint32_t len, void *ctx)
{
	struct mem_capture *mc = ctx;

	if (history_capture_lds(&mc->s->cap, &mc->s->cur, addr, len) < 0)
		mc->failed = 1;
}

/* Whether insn changes VGPRs (and memory) only, so the capture can skip
 * the scalar registers: exec_writes lists no scalar and nothing about the
 * instruction suggests one (a second, independent look, since a scalar
 * missed here would make stepping back wrong). */
static bool
vector_only(const struct insn *insn, const struct reg_ref *refs, unsigned n)
{
	const struct isa_info *info = isa_get((enum isa_id)insn->id);

	if (n == 0 || n >= STEP_MAX_REFS)
		return false;
	for (unsigned i = 0; i < n; i++)
		if (refs[i].kind != OPND_VGPR)
			return false;
	if (info->flags & (ISA_F_CARRY_OUT | ISA_F_WRITES_EXEC))
		return false;
	switch (info->family) {
	case ISA_VOP1:
	case ISA_VOP2:
	case ISA_VOP3:
	case ISA_DS:
		break;
	default:
		return false;
	}
	return insn->dst.kind == OPND_VGPR && insn->sdst.kind == OPND_NONE &&
	    info->sem != SEM_READLANE && info->sem != SEM_READFIRSTLANE;
}

/* Captures what insn may change, runs it on cur as step pos+1 and commits
 * the delta. rec may be NULL. On failure nothing changed. */
static int
run_insn(struct session *s, const struct insn *insn, struct step *rec,
    struct session_result *r)
{
	struct reg_ref refs[STEP_MAX_REFS];
	struct mem_capture mc = { s, 0 };
	unsigned n, k = s->pos + 1;
	struct diag d;

	n = exec_writes(insn, &s->cur, refs, STEP_MAX_REFS);
	if (vector_only(insn, refs, n))
		history_capture_begin_vector(&s->cap, &s->cur);
	else
		history_capture_begin(&s->cap, &s->cur);
	for (unsigned i = 0; i < n; i++)
		if (refs[i].kind == OPND_VGPR)
			for (unsigned j = 0; j < (refs[i].count ?
			    refs[i].count : 1u); j++)
				history_capture_vgpr(&s->cap, &s->cur,
				    refs[i].reg + j);
	/* The destination too, whatever exec_writes says: a delta that
	 * missed a written lane would make stepping back lie. */
	if (insn->dst.kind == OPND_VGPR)
		for (unsigned j = 0; j < (insn->dst.count ? insn->dst.count :
		    1u); j++)
			history_capture_vgpr(&s->cap, &s->cur,
			    insn->dst.reg + j);
	/* Only instructions that write memory have bytes to save. */
	switch (isa_get((enum isa_id)insn->id)->sem) {
	case SEM_STORE:
	case SEM_IMAGE_STORE:
		exec_mem_writes(insn, &s->cur, capture_mem, &mc);
		break;
	default:
		if (isa_sem_atomic(isa_get((enum isa_id)insn->id)->sem))
			exec_mem_writes(insn, &s->cur, capture_mem, &mc);
		else if (ISA_SEM_IS_LDS(isa_get((enum isa_id)insn->id)->sem))
			exec_lds_writes(insn, &s->cur, &s->sem, capture_lds,
			    &mc);
		break;
	}
	if (mc.failed) {
		out_of_memory(r);
		return 1;
	}
	/* Not a memset: this runs for every line of a batch. */
	d.severity = DIAG_ERROR;
	d.kind = DIAG_EXEC;
	d.col = insn->col;
	d.len = 0;
	d.message[0] = '\0';
	if (exec_step(&s->cur, insn, &s->sem, rec, &d) != EXEC_OK) {
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
		s->pending = true;
		return 0;
	}
	if (history_commit(s->hist, k, &s->cap, &s->cur) < 0) {
		s->pos = s->done = k - 1;
		history_truncate_steps(s->hist, k - 1);
		out_of_memory(r);
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
static void
undo_run(struct session *s, unsigned k)
{
	history_apply(s->hist, k, &s->cur, true, true);
	history_truncate_steps(s->hist, k - 1);
	s->pos = s->done = k - 1;
}

/* Logs step k for --json. Returns 0, or -1 when out of memory. */
static int
log_step(struct session *s, unsigned k, long line, const struct step *rec)
{
	char text[256];

	if (!json_step_kind_listed((enum step_kind)rec->kind) &&
	    rec->kind != STEP_MEMORY && rec->kind != STEP_LDS)
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
	memcpy(s->cur.sgpr_used, old_used + 4, sizeof s->cur.sgpr_used);
}

int
session_apply_value(struct session *s, const struct set_value *v,
    struct session_result *r)
{
	const struct set_reg *g = &v->reg;
	lanemask_t all = wave_all_lanes(s->wave_size);
	uint64_t old_scalar = 0, old_used[6];
	size_t nbytes = (size_t)(g->end - g->addr);
	bool delta;

	session_flush(s);
	/* A :set belongs to the step it follows; before the first
	 * instruction it is part of the base state and has no delta, and
	 * then nothing needs capturing either (64 MiB of memory, say). */
	delta = s->pos > 0 && s->pos == history_step_count(s->hist);
	memcpy(old_used, s->cur.vgpr_used, sizeof s->cur.vgpr_used);
	memcpy(old_used + 4, s->cur.sgpr_used, sizeof s->cur.sgpr_used);
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
			out_of_memory(r);
			return 1;
		}
		set_write_mem(v, s->cur.mem);
		break;
	case SET_LDS:
		if ((delta && history_capture_lds(&s->cap, &s->cur, g->addr,
		    (uint32_t)nbytes) < 0) ||
		    memory_reserve(s->cur.lds, g->addr, nbytes) < 0) {
			out_of_memory(r);
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
		out_of_memory(r);
		return 1;
	}
	if (s->live != NULL && g->kind != SET_MEM && g->kind != SET_LDS)
		provenance_set(s->live, set_operand_kind(g->kind), g->reg,
		    s->pos);
	return 0;
}

/* Compiles, evaluates and applies a :set line of the program. */
static int
apply_set_text(struct session *s, const char *text, size_t len,
    struct session_result *r)
{
	struct set_line *l = malloc(sizeof *l);
	struct set_value v;
	int rc = 1;

	if (l == NULL) {
		out_of_memory(r);
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
		out_of_memory(r);
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
			out_of_memory(r);
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
	rc = session_apply_value(s, &v, r);
	set_value_free(&v);
	if (rc != 0 && s->opt.keep_history)
		history_remove_line(s->hist, at);
	return rc;
}

/* Applies the :set lines that follow line index li up to the next
 * instruction (they belong to the step of that instruction). */
static int
apply_sets_after(struct session *s, size_t li, struct session_result *r)
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
		if (kind != HL_SET)
			continue;
		if (apply_set_text(s, text, len, r) != 0)
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
	long li, lineno;
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
	if (fk == FLOW_ERROR) {
		session_add_diag(r, &d);
		return 1;
	}
	if (session_flow_record(s, k, i) < 0) {
		out_of_memory(r);
		return 1;
	}
	if (run_insn(s, insn, rec, r) != 0)
		return 1;
	if (rec != NULL && log_step(s, k, lineno, rec) < 0) {
		undo_run(s, k);
		out_of_memory(r);
		return 1;
	}
	session_flow_apply(s, fk, next, insn, i, NULL);
	/* The :set lines after an instruction belong to the way on from
	 * it: a jump leaves them behind. */
	if (fk != FLOW_ON || next != i + 1)
		return 0;
	return apply_sets_after(s, (size_t)li + 1, r);
}

int
session_goto_r(struct session *s, unsigned k, struct session_result *r)
{
	unsigned n = program_steps(s), start = s->pos;
	int rc = 0;

	/* Running on may make the program longer (a loop): n is looked at
	 * again after each step. */
	if (k > n && s->pos >= n)
		k = n;
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
	while (s->pos < k && rc == 0 && s->pos < program_steps(s)) {
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

void
session_goto(struct session *s, unsigned k)
{
	struct session_result r;

	s->gen++;
	session_result_init(&r);
	(void)session_goto_r(s, k, &r);
	session_result_free(&r);
}

/* Forgets every executed step after the position; lines_gone: the
 * program lines after it changed too (their warnings go). */
static void
invalidate_after_pos(struct session *s, bool lines_gone)
{
	history_truncate_steps(s->hist, s->pos);
	session_flow_cut(s, s->pos);
	s->done = s->pos;
	json_log_truncate(&s->log, s->pos, lines_gone);
}

/* Recomputes the warnings of instructions 1..n (after an edit). Returns
 * 0, or -1 when out of memory (some warning is then missing). */
static int
rescan_hazards_upto(struct session *s, unsigned n)
{
	struct diag w[SESSION_MAX_DIAGS];
	int rc = 0;

	hazard_init(&s->hz, s->target);
	sdiags_clear(s);
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
			if (sdiags_add(s, k, &w[i]) < 0)
				rc = -1;
	}
	return rc;
}

/* The same over the whole program. */
static int
rescan_hazards(struct session *s)
{
	return rescan_hazards_upto(s, history_insn_count(s->hist));
}

/* What session_view_input hands out, with the records it points into. */
struct view_pic {
	struct view_input in;
	struct step rec, recent;
	struct wave before, recent_before;
	struct insn next;
	struct diag diags[SESSION_MAX_DIAGS];
	char caption[1024];          /* the current step's caption */
};

static struct view_pic *
pic_get(struct session *s)
{
	if (s->pic == NULL)
		s->pic = malloc(sizeof *s->pic);
	return s->pic;
}

/* Streaming with pictures, before running insn: a session without history
 * cannot go back to find the latest step that named vector registers, so
 * when insn is the first step after it that names none, that step's record
 * and the state before it are kept now, while they can still be had. */
static void
keep_stream_recent(struct session *s, const struct insn *insn)
{
	const struct wave *b = NULL;
	struct view_pic *p;

	if (view_names_vgpr(insn)) {
		s->stream_recent = false;
		return;
	}
	if (!s->last_named_vgpr || s->pos == 0 || (p = pic_get(s)) == NULL)
		return;
	/* Out of memory leaves the nop's picture without the recent lanes:
	 * the picture is poorer, nothing is wrong. */
	s->stream_recent = session_current_step(s, &p->recent, &b) &&
	    b != NULL;
	if (s->stream_recent) {
		p->recent_before = *b;
		s->stream_recent_k = s->pos;
		s->stream_recent_line = s->last_line;
	}
	s->pic_valid = false;
}

/* The latest step k in pos-8..pos-1 that names vector registers, with its
 * record and the state before it, into p (history: go there and back). */
static bool
find_recent(struct session *s, struct view_pic *p, long *line)
{
	unsigned pos = s->pos;
	const struct wave *b = NULL;
	struct session_result r;
	bool found = false;

	if (!s->opt.keep_history) {
		*line = s->stream_recent_line;
		return s->stream_recent && pos - s->stream_recent_k <= 8;
	}
	session_result_init(&r);
	for (unsigned k = pos - 1; k >= 1 && k + 8 >= pos && !found; k--) {
		const struct insn *insn;
		struct diag d;

		if (session_step_text(s, k, line) == NULL ||
		    (insn = session_program_insn(s, session_step_insn(s, k),
		    &d)) == NULL ||
		    !view_names_vgpr(insn))
			continue;
		if (session_goto_r(s, k, &r) == 0 &&
		    session_current_step(s, &p->recent, &b) && b != NULL) {
			p->recent_before = *b;
			found = true;
		}
		(void)session_goto_r(s, pos, &r);
		break;
	}
	session_result_free(&r);
	return found;
}

int
session_view_input(struct session *s, struct view_input *in)
{
	struct view_pic *p = pic_get(s);
	unsigned pos = s->pos, count = session_step_count(s);
	const struct wave *b = NULL;
	const struct diag *d = NULL;
	long line = 0;

	memset(in, 0, sizeof *in);
	in->after = &s->cur;
	in->position = pos;
	in->count = count;
	in->target_name = isa_target_name((enum isa_target)s->target);
	if (p == NULL)
		return -1;
	if (s->pic_valid && s->pic_gen == s->gen) {
		*in = p->in;
		return 0;
	}
	if (pos >= 1 && session_current_step(s, &p->rec, &b) && b != NULL) {
		in->step = &p->rec;
		in->before = b; /* the session's scratch: no copy per step */
		if (!view_names_vgpr(&p->rec.insn) && pos > 1 &&
		    s->opt.keep_history) {
			/* finding the recent step reuses that scratch */
			p->before = *b;
			in->before = &p->before;
		}
		if (!view_names_vgpr(&p->rec.insn) && pos > 1 &&
		    find_recent(s, p, &line)) {
			in->recent = &p->recent;
			in->recent_before = &p->recent_before;
			in->recent_line = line;
		}
	}
	if (pos >= 1) {
		in->insn_text = session_step_text(s, pos, &line);
		in->insn_line = line;
		/* copied: session_step_diags reuses its array */
		in->ndiags = session_step_diags(s, pos, &d);
		if (in->ndiags > 0)
			memcpy(p->diags, d, in->ndiags * sizeof *d);
		in->diags = in->ndiags > 0 ? p->diags : NULL;
		{
			struct strbuf cap = STRBUF_INIT;
			if (session_step_caption(s, pos, &cap) > 0 &&
			    !strbuf_failed(&cap)) {
				/* no trailing newline: a line of its own
				 * per caption line, nothing after */
				size_t n = cap.len;
				while (n > 0 && cap.data[n - 1] == '\n')
					n--;
				if (n >= sizeof p->caption)
					n = sizeof p->caption - 1;
				memcpy(p->caption, cap.data, n);
				p->caption[n] = '\0';
				in->caption = p->caption;
			}
			strbuf_free(&cap);
		}
	}
	if (pos < count)
		in->next_text = session_step_text(s, pos + 1, NULL);
	/* the next instruction that names a vector register: its registers
	 * are the ones to watch while stepping over nops */
	for (unsigned k = pos + 1; k <= count && k <= pos + 8; k++) {
		const struct insn *next;
		struct diag dg;

		if ((next = session_program_insn(s, session_step_insn(s, k),
		    &dg)) != NULL &&
		    (next->dst.kind == OPND_VGPR ||
		    next->src[0].kind == OPND_VGPR)) {
			p->next = *next;
			in->next = &p->next;
			break;
		}
	}
	p->in = *in;
	s->pic_gen = s->gen;
	s->pic_valid = true;
	return 0;
}

/* History: the pending comment lines fed (cli.md caption) go in as
 * program lines before line index at, where the instruction they caption
 * is, as a loaded file has them. Returns how many went in: out of memory
 * takes them out again and leaves the step without them (a poorer
 * picture, nothing wrong). */
static size_t
add_caption_lines(struct session *s, size_t at, long line)
{
	const char *p = s->cmt_pending.data;
	size_t left = s->cmt_pending.len, m = 0;

	if (strbuf_failed(&s->cmt_pending))
		return 0;
	while (left > 0) {
		const char *nl = memchr(p, '\n', left);
		size_t ll = nl != NULL ? (size_t)(nl - p) : left;

		if (history_insert_line(s->hist, at + m, HL_OTHER, line, p,
		    ll) < 0) {
			while (m > 0)
				history_remove_line(s->hist, at + --m);
			return 0;
		}
		m++;
		p += ll + (nl != NULL ? 1 : 0);
		left -= ll + (nl != NULL ? 1 : 0);
	}
	return m;
}

/* An instruction fed while nothing runs (after s_endpgm, or while a
 * forward branch waits for its label): it joins the program unrun. */
static int
skip_insn(struct session *s, long line, const char *text, size_t len,
    const struct insn *insn, struct session_result *r)
{
	if (s->opt.keep_history) {
		unsigned n = history_insn_count(s->hist);
		size_t at = history_line_count(s->hist);

		if (history_add_line(s->hist, HL_INSN, line, text, len) < 0) {
			out_of_memory(r);
			return 1;
		}
		history_set_insn(s->hist, n + 1, insn);
		(void)add_caption_lines(s, at, line);
	} else {
		s->nfed++;
	}
	session_flow_skipped(s, insn);
	return 0;
}

static int
feed_insn(struct session *s, long line, const char *text, size_t len,
    const struct insn *insn, struct session_result *r)
{
	struct step *rec = s->opt.record_steps || s->live ? &s->rec : NULL;
	struct diag w[SESSION_MAX_DIAGS];
	bool keep = s->opt.keep_history;
	/* The instruction the program runs next; 0 when none will (after
	 * s_endpgm, or while a forward branch waits for its label). */
	unsigned n = keep ? history_insn_count(s->hist) : s->nfed;
	unsigned i = keep ? session_next_insn(s) : s->pc, next = 0;
	/* An instruction typed at an earlier step replaces the rest of the
	 * program (session.h), but only once it has run and everything about
	 * it is stored: until then a failure changes nothing. */
	bool replace = keep && i != 0 && i <= n;
	struct hazard_state hz_before;
	enum flow_kind fk;
	unsigned k, nw;
	size_t at = 0, ncap = 0;
	bool oom = false;
	struct diag d;

	if (i == 0)
		return skip_insn(s, line, text, len, insn, r);
	if (!replace)
		i = n + 1;
	if (keep && s->pos < s->done) {
		/* executed steps after the position are only a cache */
		history_truncate_steps(s->hist, s->pos);
		session_flow_cut(s, s->pos);
		s->done = s->pos;
		json_log_truncate(&s->log, s->pos, false);
	}
	if (session_flow_limit(s, r) != 0)
		return 1;
	fk = session_flow_next(s, i, insn, text, true, &next, &d);
	if (fk == FLOW_ERROR) {
		session_add_diag(r, &d);
		return 1;
	}
	if (session_flow_record(s, s->pos + 1, i) < 0) {
		out_of_memory(r);
		return 1;
	}
	if (!keep && s->opt.pictures)
		keep_stream_recent(s, insn);
	if (run_insn(s, insn, rec, r) != 0)
		return 1;
	k = s->pos;
	if (keep) {
		at = replace ? (size_t)history_insn_line(s->hist, k) :
		    history_line_count(s->hist);
		if (history_insert_line(s->hist, at, HL_INSN, line, text,
		    len) < 0) {
			undo_run(s, k);
			out_of_memory(r);
			return 1;
		}
		history_set_insn(s->hist, i, insn); /* parsed once */
		/* its caption lines above it; at stays the instruction's */
		ncap = add_caption_lines(s, at, line);
		at += ncap;
		/* the warnings of the old rest go with it; the kept ones up
		 * to k - 1 set the hazard state the new step is checked in */
		if (replace && rescan_hazards_upto(s, k - 1) < 0)
			oom = true;
	}
	if (s->opt.record_steps && !oom && log_step(s, k, line, rec) < 0)
		oom = true;
	if (!keep && s->nsdiags > 0)
		sdiags_clear(s); /* streaming keeps the last step's only */
	if (keep)
		hz_before = s->hz; /* for taking the step back */
	nw = hazard_check(&s->hz, insn, line, w, SESSION_MAX_DIAGS);
	for (unsigned j = 0; j < nw && !oom; j++) {
		/* streaming: a warning not kept is still reported in r */
		if (sdiags_add(s, keep ? i : k, &w[j]) < 0 && keep)
			oom = true;
		if (json_log_diag(&s->log, k, line, &w[j]) < 0)
			oom = true;
	}
	if (oom && keep) {
		/* Take it all back: the step, its lines, its records. */
		history_remove_line(s->hist, at);
		for (at -= ncap; ncap > 0; ncap--)
			history_remove_line(s->hist, at);
		undo_run(s, k);
		json_log_truncate(&s->log, k - 1, true);
		sdiags_truncate(s, i);
		if (replace)
			(void)rescan_hazards(s);
		else
			s->hz = hz_before;
		out_of_memory(r);
		return 1;
	}
	if (replace) {
		size_t top = at - ncap;

		history_truncate_lines(s->hist, at + 1);
		/* The comment lines above the instruction typed over were
		 * its caption: they go with it, and the new instruction has
		 * its own (those fed with it, or none). */
		while (top > 0) {
			enum history_line_kind kind;
			size_t ll;
			const char *t = history_line(s->hist, top - 1, &kind,
			    NULL, &ll);

			if (kind != HL_OTHER || !session_line_is_comment(t, ll))
				break;
			history_remove_line(s->hist, --top);
			at--;
		}
		json_log_truncate(&s->log, k, true);
		labels_truncate(&s->labels, i - 1);
	}
	for (unsigned j = 0; j < nw; j++)
		session_add_diag(r, &w[j]);
	if (!keep)
		s->nfed++;
	session_flow_apply(s, fk, next, insn, i, text);
	if (!keep) {
		s->streamed = k;
		s->last_named_vgpr = view_names_vgpr(insn);
		/* kept parsed for pictures and :lane; the --quiet fast path
		 * parses the text again if ever asked */
		s->last_insn_ok = s->opt.pictures || s->live != NULL;
		if (s->last_insn_ok)
			s->last_insn = *insn;
		strbuf_reset(&s->last_text);
		strbuf_append(&s->last_text, text, len);
		s->last_line = line;
		/* its caption lines above: the pending ones, taken */
		strbuf_reset(&s->last_caption);
		if (!strbuf_failed(&s->cmt_pending))
			strbuf_append(&s->last_caption, s->cmt_pending.data,
			    s->cmt_pending.len);
	}
	r->executed = true;
	r->moved = true;
	if (s->live != NULL)
		provenance_step(s->live, insn, rec);
	/* A jump back runs the program on from there to the end of what has
	 * been fed (a loop), or to the step limit. */
	while (keep && s->pc != 0 && s->pc <= history_insn_count(s->hist))
		if (session_run_next(s, r) != 0)
			return 1;
	return 0;
}

void
session_skip_refused(struct session *s, const char *text, size_t len)
{
	size_t i = 0, e = len;

	while (i < e && (text[i] == ' ' || text[i] == '\t'))
		i++;
	while (e > i && (text[e - 1] == ' ' || text[e - 1] == '\t' ||
	    text[e - 1] == '\r'))
		e--;
	/* a command, a comment, a directive, a label: no instruction */
	if (i == e || text[i] == ':' || text[i] == ';' || text[i] == '.' ||
	    text[i] == '/' || text[i] == '#' || text[e - 1] == ':')
		return;
	hazard_skip(&s->hz);
}

int
session_feed(struct session *s, const char *file, long line,
    const char *text, size_t len, struct session_result *r)
{
	struct insn insn;
	struct diag d;
	int rc = 0;

	result_reset(r);
	s->gen++;
	/* The inside of a .amdgpu_metadata block is YAML, not assembly. */
	if (s->block.open != 0 && asm_block_line(&s->block, text, len)) {
		strbuf_reset(&s->cmt_pending); /* a caption ends here */
		return session_feed_directive(s, line, text, len, r);
	}
	switch (parse(s, text, len, &insn, &d)) {
	case ASM_EMPTY:
		/* a comment line may be the next instruction's caption */
		session_feed_comment(s, text, len);
		return 0;
	case ASM_DIRECTIVE:
		strbuf_reset(&s->cmt_pending);
		(void)asm_block_line(&s->block, text, len);
		return session_feed_directive(s, line, text, len, r);
	case ASM_LABEL:
		rc = session_feed_label(s, line, text, len, r);
		break;
	case ASM_OK:
		rc = feed_insn(s, line, text, len, &insn, r);
		/* A note or warning of the assembler (a target note, a CLRX
		 * spelling) goes with the step, into --json too. */
		if (rc == 0 && d.message[0] != '\0' &&
		    d.severity != DIAG_ERROR) {
			session_add_diag(r, &d);
			(void)json_log_diag(&s->log, s->pos, line, &d);
		}
		break;
	case ASM_COMMAND:
		rc = session_command(s, file, line, text, len, r);
		break;
	case ASM_ERROR:
		d.severity = DIAG_ERROR;
		session_add_diag(r, &d);
		rc = 1;
		break;
	}
	if (r->error) {
		rc = 1;
		for (unsigned i = 0; i < r->ndiags; i++)
			if (r->diags[i].severity == DIAG_ERROR &&
			    !r->has_origin)
				(void)json_log_diag(&s->log, s->pos, line,
				    &r->diags[i]);
	}
	/* Any line but a comment ends the run of caption lines (an
	 * instruction has taken them). */
	strbuf_reset(&s->cmt_pending);
	return rc;
}

/* ---- whole-program operations ---- */

/* Back to the power-on state with fresh memory, then the :set lines
 * before the first instruction; no step executed. */
static int
reset_to_base(struct session *s, struct session_result *r)
{
	struct memory *m = memory_new();

	if (m == NULL) {
		out_of_memory(r);
		return 1;
	}
	memory_free(s->mem);
	s->mem = m;
	s->cur.mem = m;
	memory_clear(s->lds);
	wave_reset(&s->cur, s->target, s->wave_size);
	history_truncate_steps(s->hist, 0);
	s->pos = s->done = 0;
	session_flow_reset(s);
	json_log_truncate(&s->log, 0, false);
	return apply_sets_after(s, 0, r);
}

int
session_program_fits(struct session *s, uint8_t target, uint8_t wave,
    long *bad, struct diag *d)
{
	size_t n = s->opt.keep_history ? history_line_count(s->hist) : 0;
	struct set_line *sl = NULL;
	struct session_result r;
	int rc = 0;

	session_result_init(&r);
	for (size_t i = 0; i < n && rc == 0; i++) {
		enum history_line_kind kind;
		struct insn insn;
		size_t len;
		const char *text = history_line(s->hist, i, &kind, bad, &len);

		if (kind == HL_INSN) {
			d->message[0] = '\0';
			rc = asm_parse_line(text, len, (enum isa_target)target,
			    wave, &insn, d) != ASM_OK;
		} else if (kind == HL_SET) {
			/* a list of 64 lane values does not fit wave32 */
			if (sl == NULL && (sl = malloc(sizeof *sl)) == NULL) {
				diag_set(d, DIAG_ERROR, DIAG_COMMAND, 1, 0,
				    "out of memory");
				rc = 1;
				break;
			}
			rc = set_compile(text, len, wave, sl, &r);
			if (rc != 0)
				*d = r.diags[0];
		}
	}
	free(sl);
	session_result_free(&r);
	return rc;
}

int
session_replay(struct session *s, bool reparse, struct session_result *r)
{
	unsigned pos = s->pos;

	if (!s->opt.keep_history) {
		/* Streaming: only the settings change, for the lines to
		 * come. An EXEC still all ones stays all ones in a wider
		 * wave, as a run from the start with history has it. */
		bool all = s->cur.exec == wave_all_lanes(s->cur.size);

		s->cur.target = s->target;
		s->cur.size = s->wave_size;
		s->cur.exec = all ? wave_all_lanes(s->wave_size) :
		    s->cur.exec & wave_all_lanes(s->wave_size);
		s->cur.vcc &= wave_all_lanes(s->wave_size);
		hazard_init(&s->hz, s->target);
		return 0;
	}
	if (reparse) {
		unsigned n = history_insn_count(s->hist);

		/* every line parsed again, once, for the new scene */
		for (unsigned k = 1; k <= n; k++)
			history_set_insn(s->hist, k, NULL);
		for (unsigned k = 1; k <= n; k++) {
			long lineno;
			struct diag d;

			(void)history_line(s->hist,
			    (size_t)history_insn_line(s->hist, k), NULL,
			    &lineno, NULL);

			if (session_program_insn(s, k, &d) == NULL) {
				/* Said at the command being run, as
				 * session_program_fits' refusal is: the
				 * program line has no file name of its
				 * own to point at. */
				session_errorf(r, 1, "line %ld does not fit "
				    "%s wave%u: %s", lineno,
				    isa_target_name((enum isa_target)
				    s->target), (unsigned)s->wave_size,
				    d.message[0] ? d.message :
				    "out of memory");
				return 1;
			}
		}
		rescan_hazards(s);
	}
	if (reset_to_base(s, r) != 0)
		return 1;
	return session_goto_r(s, pos, r);
}

/* Replaces the program with h (taking it) and goes to step 0 of it with
 * fresh memory. Everything that can fail is done before the old program
 * goes: out of memory leaves the session as it was (h freed). */
static int
switch_program(struct session *s, struct history *h, struct session_result *r)
{
	struct wave *saved = malloc(sizeof *saved);
	struct memory *m = memory_new(), *old_mem = s->mem;
	struct memory *lds = memory_new_flat(SET_LDS_BYTES), *old_lds = s->lds;
	struct history *old = s->hist;
	unsigned pos = s->pos, done = s->done, streamed = s->streamed;
	unsigned pc = s->pc, nfed = s->nfed;
	bool keep = s->opt.keep_history, ended = s->ended;
	uint8_t wait_len = s->wait_len;
	long wait_bytes = s->wait_bytes;

	if (saved == NULL || m == NULL || lds == NULL) {
		free(saved);
		memory_free(m);
		memory_free(lds);
		history_free(h);
		out_of_memory(r);
		return 1;
	}
	*saved = s->cur;
	s->hist = h;
	s->opt.keep_history = true;
	s->mem = m;
	s->cur.mem = m;
	s->lds = lds;
	s->cur.lds = lds;
	wave_reset(&s->cur, s->target, s->wave_size);
	s->pos = s->done = s->streamed = s->nfed = 0;
	session_flow_reset(s);
	if (rescan_hazards(s) < 0 || apply_sets_after(s, 0, r) != 0) {
		s->hist = old;
		s->mem = old_mem;
		s->lds = old_lds;
		s->cur = *saved;
		s->pos = pos;
		s->done = done;
		s->streamed = streamed;
		s->pc = pc;
		s->nfed = nfed;
		s->ended = ended;
		s->wait_len = wait_len;
		s->wait_bytes = wait_bytes;
		s->opt.keep_history = keep;
		(void)rescan_hazards(s);
		history_free(h);
		memory_free(m);
		memory_free(lds);
		free(saved);
		if (!r->error)
			out_of_memory(r);
		return 1;
	}
	free(saved);
	history_free(old);
	memory_free(old_mem);
	memory_free(old_lds);
	provenance_free(s->live); /* the history takes over */
	s->live = NULL;
	json_log_truncate(&s->log, 0, false);
	r->moved = true;
	return 0;
}

int
session_load_text(struct session *s, const char *name, const char *text,
    size_t len, struct session_result *r)
{
	struct history *h = history_new();
	uint8_t old_target = s->target, old_wave = s->wave_size;
	enum session_format old_fmt = s->fmt;
	struct semantics old_sem = s->sem;
	bool seen_insn = false, old_keep = s->opt.keep_history;
	size_t pos = 0;
	long lineno = 0, first_dir = 0;
	struct labels labels = { STRBUF_INIT, NULL, 0, 0 };
	struct asm_block block = { 0 };
	unsigned ninsn = 0, ndir = 0;
	int rc;

	result_reset(r);
	s->gen++;
	if (h == NULL) {
		out_of_memory(r);
		return 1;
	}
	s->loading = true;
	/* a file that sets no format must not inherit the last file's (the
	 * demo's f32 would show integers as 1.4e-43) */
	s->fmt = s->default_fmt;
	while (pos < len) {
		const char *line = text + pos;
		const char *nl = memchr(line, '\n', len - pos);
		size_t ll = nl ? (size_t)(nl - line) : len - pos;
		enum history_line_kind kind = HL_OTHER;
		struct insn insn;
		struct diag d;

		pos += ll + (nl ? 1 : 0);
		lineno++;
		if (ll > 0 && line[ll - 1] == '\r')
			ll--;
		if (block.open != 0 && asm_block_line(&block, line, ll)) {
			ndir++;
			goto add;
		}
		switch (parse(s, line, ll, &insn, &d)) {
		case ASM_EMPTY:
			break;
		case ASM_DIRECTIVE:
			(void)asm_block_line(&block, line, ll);
			if (ndir++ == 0)
				first_dir = lineno;
			break;
		case ASM_LABEL: {
			size_t n = 0;
			const char *lname = asm_label_name(line, ll, &n);
			long prev = 0;
			int lr = labels_add(&labels, lname, n, ninsn + 1,
			    lineno, &prev);

			if (lr < 0) {
				out_of_memory(r);
				goto fail;
			}
			if (lr > 0) {
				session_label_error(r, line, ll, prev);
				goto fail_at;
			}
			break;
		}
		case ASM_OK:
			kind = HL_INSN;
			seen_insn = true;
			ninsn++;
			break;
		case ASM_COMMAND:
			if (session_command_is_quit(line, ll)) {
				/* the file ends here, as a batch run would:
				 * what follows is neither read nor kept */
				pos = len;
				continue;
			}
			if (set_is_set_line(line, ll) &&
			    !session_is_set_limit(line, ll)) {
				struct set_line *sl = malloc(sizeof *sl);

				/* checked now, applied when the program runs */
				if (sl == NULL) {
					out_of_memory(r);
					goto fail;
				}
				rc = set_compile(line, ll, s->wave_size, sl, r);
				free(sl);
				if (rc != 0)
					goto fail_at;
				kind = HL_SET;
			} else if (!seen_insn &&
			    session_command_is_setting(line, ll)) {
				/* :target, :wave, :format, :semantics before
				 * the first instruction set the scene. */
				if (session_command(s, name, lineno, line, ll,
				    r) != 0)
					goto fail_at;
			}
			break;
		case ASM_ERROR:
			d.severity = DIAG_ERROR;
			session_add_diag(r, &d);
			goto fail_at;
		}
add:
		if (history_add_line(h, kind, lineno, line, ll) < 0) {
			out_of_memory(r);
			goto fail;
		}
		if (kind == HL_INSN) /* parsed once, kept */
			history_set_insn(h, history_insn_count(h), &insn);
		continue;
fail_at:
		r->has_origin = true;
		snprintf(r->origin_file, sizeof r->origin_file, "%s",
		    name ? name : "<stdin>");
		r->origin_line = lineno;
		strbuf_append(&r->origin_text, line, ll);
		goto fail;
	}
	s->loading = false;
	if (switch_program(s, h, r) != 0)
		goto fail_late;
	labels_free(&s->labels);
	s->labels = labels;
	s->block.open = 0;
	s->program_loaded = true;
	if (ndir > 0) {
		/* The one note of cli.md, with the count. */
		struct diag d;

		diag_set(&d, DIAG_NOTE, DIAG_NOTE_KIND, 0, 0, "%u assembler "
		    "directive line%s ignored (from line %ld; lanescope runs "
		    "instructions only)", ndir, ndir == 1 ? "" : "s",
		    first_dir);
		session_add_diag(r, &d);
	}
	return 0;
fail_late:
	h = NULL; /* switch_program freed it */
fail:
	s->loading = false;
	s->opt.keep_history = old_keep;
	s->target = old_target;
	s->wave_size = old_wave;
	s->fmt = old_fmt;
	s->sem = old_sem;
	if (h != NULL)
		history_free(h);
	labels_free(&labels);
	r->error = true;
	return 1;
}

/* An answered request that failed: the error goes at the path, and into
 * the --json log as the line's error. */
static int
request_failed(struct session *s, long line, const char *what,
    const char *path, const char *why, struct session_result *r)
{
	session_errorf(r, r->request_col, "%s %s: %s", what, path, why);
	(void)json_log_diag(&s->log, s->pos, line, &r->diags[r->ndiags - 1]);
	r->request = SESSION_REQ_NONE;
	return 1;
}

int
session_load_reply(struct session *s, const char *file, long line,
    const char *path, const char *text, size_t len, const char *why,
    struct session_result *r)
{
	struct strbuf name = STRBUF_INIT;
	int rc;

	(void)file;
	if (r->request != SESSION_REQ_LOAD) {
		session_errorf(r, 1, "no :load was asked for");
		return 1;
	}
	if (text == NULL)
		return request_failed(s, line, ":load: cannot open", path,
		    why != NULL ? why : "unknown error", r);
	/* session_load_text starts a new result: keep the name apart. */
	strbuf_puts(&name, path);
	if (strbuf_failed(&name)) {
		strbuf_free(&name);
		return request_failed(s, line, ":load:", path,
		    "out of memory", r);
	}
	rc = session_load_text(s, strbuf_str(&name), text, len, r);
	strbuf_free(&name);
	return rc;
}

int
session_save_reply(struct session *s, const char *file, long line,
    const char *why, struct session_result *r)
{
	bool save = r->request == SESSION_REQ_SAVE;

	(void)file;
	if (!save && r->request != SESSION_REQ_EXPORT) {
		session_errorf(r, 1, "no :save or :export was asked for");
		return 1;
	}
	if (why != NULL)
		return request_failed(s, line, save ? ":save: cannot write" :
		    ":export: cannot write", strbuf_str(&r->request_path),
		    why, r);
	if (save)
		strbuf_printf(&r->out, "saved %zu lines to ",
		    r->request_lines);
	else
		strbuf_printf(&r->out, "exported %zu step%s as %s to ",
		    r->request_lines, r->request_lines == 1 ? "" : "s",
		    session_export_name(r->request_export));
	/* The path is the user's text: shown as diagnostics show input. */
	for (size_t i = 0; i < r->request_path.len; i++)
		strbuf_putc(&r->out, diag_visible(
		    (unsigned char)r->request_path.data[i]));
	strbuf_putc(&r->out, '\n');
	r->request = SESSION_REQ_NONE;
	return 0;
}

int
session_edit_step(struct session *s, unsigned k, const char *text,
    size_t len, struct session_result *r)
{
	unsigned pos = s->pos;
	struct insn insn;
	struct diag d;
	long li;

	unsigned i;

	result_reset(r);
	s->gen++;
	/* k is a step: its instruction is the line that changes */
	i = s->opt.keep_history ? session_step_insn(s, k) : 0;
	li = s->opt.keep_history ? history_insn_line(s->hist, i) : -1;
	if (li < 0) {
		session_errorf(r, 1, "there is no instruction %u", k);
		return 1;
	}
	if (parse(s, text, len, &insn, &d) != ASM_OK) {
		if (d.message[0] == '\0')
			snprintf(d.message, sizeof d.message,
			    "not an instruction");
		d.severity = DIAG_ERROR;
		session_add_diag(r, &d);
		return 1;
	}
	if (session_goto_r(s, k - 1, r) != 0)
		return 1;
	if (history_replace_line(s->hist, (size_t)li, text, len) < 0) {
		out_of_memory(r);
		return 1;
	}
	history_set_insn(s->hist, i, &insn);
	invalidate_after_pos(s, true);
	rescan_hazards(s);
	return session_goto_r(s, pos, r);
}

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
	s->tmp = s->cur;
	history_apply(s->hist, k, &s->tmp, true, true);
	s->before = s->tmp;
	if (exec_step(&s->tmp, insn, &s->sem, rec, &d) != EXEC_OK) {
		history_apply(s->hist, k, &s->tmp, false, true);
		return false;
	}
	history_apply(s->hist, k, &s->tmp, false, true);
	if (before != NULL)
		*before = &s->before;
	return true;
}

void
session_json(struct session *s, struct strbuf *out)
{
	json_write(out, isa_target_name((enum isa_target)s->target), &s->cur,
	    &s->log);
}

void
session_json_head(const struct session *s, struct strbuf *out)
{
	json_write_head(out, isa_target_name((enum isa_target)s->target),
	    &s->cur);
}

size_t
session_program_lines(const struct session *s)
{
	return s->opt.keep_history ? history_line_count(s->hist) : 0;
}

const char *
session_program_line(const struct session *s, size_t i,
    enum history_line_kind *kind, size_t *len)
{
	assert(i < session_program_lines(s));
	return history_line(s->hist, i, kind, NULL, len);
}

long
session_program_insn_line(const struct session *s, unsigned k)
{
	return s->opt.keep_history ? history_insn_line(s->hist, k) : -1;
}

unsigned
session_insn_total(const struct session *s)
{
	return s->opt.keep_history ? history_insn_count(s->hist) : s->nfed;
}

/* Tells v of the :set lines from line index i up to the next instruction
 * (k: the step they follow). */
static void
visit_sets(const struct session *s, const struct session_visitor *v,
    size_t i, unsigned k)
{
	size_t n = history_line_count(s->hist);

	for (; i < n; i++) {
		enum history_line_kind kind;
		size_t len;
		const char *t = history_line(s->hist, i, &kind, NULL, &len);

		if (kind == HL_INSN)
			break;
		if (kind == HL_SET)
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
	visit_sets(s, v, 0, 0);
	for (unsigned k = 1; k <= target; k++) {
		unsigned i = session_step_insn(s, k);
		long li = history_insn_line(s->hist, i);
		const struct insn *insn;
		struct diag d;

		if ((insn = session_program_insn(s, i, &d)) != NULL) {
			s->tmp = s->cur;
			v->step(v->ctx, k, insn, exec_step(&s->tmp, insn,
			    &s->sem, &s->rec, &d) == EXEC_OK ? &s->rec :
			    NULL);
		}
		/* The delta brings registers and memory to step k exactly,
		 * whatever the re-run did to memory. */
		history_apply(s->hist, k, &s->cur, false, true);
		s->pos = k;
		visit_sets(s, v, (size_t)li + 1, k);
	}
	s->gen++;
	return 0;
}

bool
session_keeps_history(const struct session *s)
{
	return s->opt.keep_history;
}

int
session_json_drain(struct session *s, struct json_counts *done,
    struct strbuf *out[JSON_ARRAY_COUNT])
{
	/* with history a step back drops entries: they must stay */
	if (s->opt.keep_history)
		return -1;
	json_write_entries(&s->log, done, out);
	json_log_clear(&s->log);
	for (unsigned a = 0; a < JSON_ARRAY_COUNT; a++)
		if (strbuf_failed(out[a]))
			return -1;
	return 0;
}

static const char *const format_names[FMT_COUNT] = {
	"hex", "udec", "sdec", "f32", "f16x2", "bytes",
};

const char *
session_format_name(enum session_format f)
{
	return (unsigned)f < FMT_COUNT ? format_names[f] : format_names[0];
}

/* binary16 to text, exact: every f16 is a float. */
static void
f16_format(uint16_t h, char *buf, size_t size)
{
	snprintf(buf, size, "%g", (double)fp32_f(fp16_to_fp32(h)));
}

size_t
session_format_value(enum session_format f, uint32_t v, char *buf,
    size_t size)
{
	int n = 0;

	switch (f) {
	case FMT_HEX:
		n = snprintf(buf, size, "0x%08x", (unsigned)v);
		break;
	case FMT_UDEC:
		n = snprintf(buf, size, "%u", (unsigned)v);
		break;
	case FMT_SDEC:
		n = snprintf(buf, size, "%d", (int)(int32_t)v);
		break;
	case FMT_F32: {
		float x;

		memcpy(&x, &v, sizeof x);
		/* The shortest text that reads back as the same float. */
		for (int prec = 6; prec <= 9; prec++) {
			n = snprintf(buf, size, "%.*g", prec, (double)x);
			if (prec == 9 || (n > 0 && (size_t)n < size &&
			    strtof(buf, NULL) == x))
				break;
		}
		break;
	}
	case FMT_F16X2: {
		char hi[24], lo[24];

		f16_format((uint16_t)(v >> 16), hi, sizeof hi);
		f16_format((uint16_t)v, lo, sizeof lo);
		n = snprintf(buf, size, "%s|%s", hi, lo);
		break;
	}
	case FMT_BYTES:
		n = snprintf(buf, size, "%02x %02x %02x %02x", v & 0xff,
		    v >> 8 & 0xff, v >> 16 & 0xff, v >> 24);
		break;
	case FMT_COUNT:
		break; /* not a format */
	}
	return n > 0 ? (size_t)n : 0;
}
