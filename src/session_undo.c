/* SPDX-License-Identifier: MIT */
/* session_undo: :undo and :redo, the program as it was before an edit
 * (an instruction or :set line typed, a what-if, a step edited). Pure
 * core. */
#include "session.h"

#include <stdlib.h>
#include <string.h>

#include "session_internal.h"

/* The most edits :undo can take back; the oldest goes first. */
#define UNDO_DEPTH 100

struct undo_line {
	size_t off, len;            /* in undo_rec.text */
	long lineno;
	enum history_line_kind kind;
};

/* A program as it was: its first `keep` lines are those the program has
 * at the time the record is used (an edit at the end only appended), the
 * rest are held here. Labels fed one at a time live outside the lines,
 * so they are held whole. */
struct undo_rec {
	size_t keep;
	struct strbuf text;
	struct undo_line *lines;
	size_t n;
	struct labels labels;
	unsigned pos;
	/* Steps 1..from ran before the edit and stay as they ran (a
	 * what-if keeps them): putting a program back keeps them too and
	 * runs the new lines from there, as the edit itself did. */
	unsigned from;
	/* A :set line typed at step from + 1 (empty: another edit); set_redo:
	 * this record is the program with it, which step from + 1 as it ran
	 * without it then takes again, as typing it did */
	struct strbuf set;
	bool set_redo;
};

struct undo_stack {
	struct undo_rec *v[UNDO_DEPTH];
	size_t n;
};

struct session_undo {
	struct undo_stack undo, redo;
	unsigned moves;             /* bumped by every :undo and :redo */
};

static void
rec_free(struct undo_rec *u)
{
	if (u == NULL)
		return;
	strbuf_free(&u->text);
	strbuf_free(&u->set);
	free(u->lines);
	labels_free(&u->labels);
	free(u);
}

static void
stack_clear(struct undo_stack *st)
{
	while (st->n > 0)
		rec_free(st->v[--st->n]);
}

static void
stack_push(struct undo_stack *st, struct undo_rec *u)
{
	if (st->n == UNDO_DEPTH) {
		rec_free(st->v[0]);
		memmove(st->v, st->v + 1, (UNDO_DEPTH - 1) * sizeof *st->v);
		st->n--;
	}
	st->v[st->n++] = u;
}

static int
labels_copy(struct labels *to, const struct labels *from)
{
	memset(to, 0, sizeof *to);
	if (from->n == 0)
		return 0;
	to->v = malloc(from->n * sizeof *to->v);
	if (to->v == NULL)
		return -1;
	memcpy(to->v, from->v, from->n * sizeof *to->v);
	to->n = to->cap = from->n;
	strbuf_append(&to->names, from->names.data, from->names.len);
	if (strbuf_failed(&to->names)) {
		labels_free(to);
		return -1;
	}
	return 0;
}

/* The program from line keep on, its labels and the position; NULL when
 * out of memory. */
static struct undo_rec *
rec_take(const struct session *s, size_t keep)
{
	size_t n = history_line_count(s->hist);
	struct undo_rec *u = calloc(1, sizeof *u);

	if (u == NULL)
		return NULL;
	u->keep = keep;
	u->pos = s->pos;
	u->from = s->pos;
	if (n > keep && (u->lines = malloc((n - keep) *
	    sizeof *u->lines)) == NULL) {
		free(u);
		return NULL;
	}
	for (size_t i = keep; i < n; i++) {
		struct undo_line *l = &u->lines[u->n++];
		const char *t = history_line(s->hist, i, &l->kind, &l->lineno,
		    &l->len);

		l->off = u->text.len;
		strbuf_append(&u->text, t, l->len);
	}
	if (strbuf_failed(&u->text) || labels_copy(&u->labels,
	    &s->labels) < 0) {
		rec_free(u);
		return NULL;
	}
	return u;
}

/* Whether the program differs from what u holds. */
static bool
rec_differs(const struct session *s, const struct undo_rec *u)
{
	if (history_line_count(s->hist) != u->keep + u->n ||
	    s->labels.n != u->labels.n)
		return true;
	for (size_t i = 0; i < u->n; i++) {
		const struct undo_line *l = &u->lines[i];
		enum history_line_kind kind;
		long lineno;
		size_t len;
		const char *t = history_line(s->hist, u->keep + i, &kind,
		    &lineno, &len);

		if (kind != l->kind || lineno != l->lineno || len != l->len ||
		    memcmp(t, u->text.data + l->off, len) != 0)
			return true;
	}
	return false;
}

static struct session_undo *
undo_state(struct session *s)
{
	if (s->undo == NULL)
		s->undo = calloc(1, sizeof *s->undo);
	return s->undo;
}

void
session_undo_mark(struct session *s, struct undo_mark *m, bool whole)
{
	unsigned i;

	memset(m, 0, sizeof *m);
	if (!s->opt.keep_history || undo_state(s) == NULL)
		return;
	m->moves = s->undo->moves;
	m->n0 = history_line_count(s->hist);
	i = session_next_insn(s);
	/* At the end of the program a line can only be appended: the
	 * record is then the line count. Before it (or when the caller
	 * edits a line of its own choice: whole), the whole program is
	 * held (an edit in the middle is rare and user-driven). A record
	 * that cannot be made only costs the :undo of this edit. */
	m->mid = whole || (i != 0 && i <= history_insn_count(s->hist));
	m->rec = rec_take(s, m->mid ? 0 : m->n0);
}

void
session_undo_keep_steps(struct undo_mark *m, unsigned steps)
{
	if (m->rec != NULL)
		m->rec->from = steps;
}

int
session_undo_set_line(struct undo_mark *m, const char *text, size_t len)
{
	if (m->rec == NULL)
		return 0;
	strbuf_append(&m->rec->set, text, len);
	return strbuf_failed(&m->rec->set) ? -1 : 0;
}

void
session_undo_commit(struct session *s, struct undo_mark *m, bool ok)
{
	struct undo_rec *u = m->rec;

	m->rec = NULL;
	if (u == NULL)
		return;
	if (!ok || s->undo == NULL || s->undo->moves != m->moves ||
	    !rec_differs(s, u)) {
		rec_free(u);
		return;
	}
	stack_push(&s->undo->undo, u);
	stack_clear(&s->undo->redo);
}

void
session_undo_forget(struct session *s)
{
	if (s->undo == NULL)
		return;
	stack_clear(&s->undo->undo);
	stack_clear(&s->undo->redo);
}

void
session_undo_free(struct session *s)
{
	session_undo_forget(s);
	free(s->undo);
	s->undo = NULL;
}

/* The first instruction that differs between the program and u's (one
 * past both when only labels differ): steps that ran it or a later one
 * must be pinned before the lines change. */
static unsigned
first_changed_insn(const struct session *s, const struct undo_rec *u)
{
	size_t n = history_line_count(s->hist), j = 0;
	unsigned i = 1;

	for (size_t li = 0; li < u->keep && li < n; li++) {
		enum history_line_kind kind;

		(void)history_line(s->hist, li, &kind, NULL, NULL);
		i += kind == HL_INSN;
	}
	for (size_t li = u->keep; li < n && j < u->n; li++, j++) {
		const struct undo_line *l = &u->lines[j];
		enum history_line_kind kind;
		size_t len;
		const char *t = history_line(s->hist, li, &kind, NULL, &len);

		if (kind != l->kind || len != l->len ||
		    memcmp(t, u->text.data + l->off, len) != 0)
			break;
		i += kind == HL_INSN;
	}
	return i;
}

/* Goes to step `from` (or as near as the program runs) and cuts the
 * steps after it, pinning those before: they stay as they ran while the
 * lines change under them. Returns 0, 1 with r said. */
static int
keep_steps_before(struct session *s, const struct undo_rec *u,
    unsigned from, struct session_result *r)
{
	if (session_goto_r(s, from, r) != 0)
		return 1;
	if (session_pin_before_change(s, first_changed_insn(s, u)) < 0) {
		session_out_of_memory(r);
		return 1;
	}
	history_truncate_steps(s->hist, s->pos);
	session_flow_cut(s, s->pos);
	s->done = s->pos;
	json_log_truncate(&s->log, s->pos, true);
	return 0;
}

/* Puts the program of u back and runs to its position. The record of the
 * program it replaces goes to *opposite. */
static int
restore(struct session *s, const struct undo_rec *u,
    struct undo_rec **opposite, struct session_result *r)
{
	size_t keep = u->keep, nins = 0, k = 0;
	struct undo_rec *back;
	bool prefix, reset = u->set.len > 0 && u->set_redo;
	unsigned from = u->from + reset;
	struct insn *ins = NULL;
	struct labels lab;
	unsigned first;

	memset(&lab, 0, sizeof lab);

	if (keep > history_line_count(s->hist)) {
		session_errorf(r, 1, "the program has changed since (a :load, "
		    ":target or :wave): nothing to undo");
		return 1;
	}
	/* Everything that can fail is done before the program changes. */
	for (size_t i = 0; i < u->n; i++)
		nins += u->lines[i].kind == HL_INSN;
	back = rec_take(s, keep);
	if (back == NULL || labels_copy(&lab, &u->labels) < 0 ||
	    (nins > 0 && (ins = malloc(nins * sizeof *ins)) == NULL)) {
		labels_free(&lab);
		rec_free(back);
		session_out_of_memory(r);
		return 1;
	}
	for (size_t i = 0; i < u->n; i++) {
		const struct undo_line *l = &u->lines[i];
		struct diag d;

		if (l->kind != HL_INSN)
			continue;
		if (session_parse(s, u->text.data + l->off, l->len, &ins[k],
		    &d) != ASM_OK) {
			session_errorf(r, 1, "line %ld no longer assembles for "
			    "%s: nothing to undo", l->lineno,
			    isa_target_name((enum isa_target)s->target));
			free(ins);
			labels_free(&lab);
			rec_free(back);
			return 1;
		}
		k++;
	}
	/* The steps before the edit stay unless the flow there waits for
	 * a label (then only a run from the first step knows it). */
	prefix = from > 0 && (from < s->done || (s->wait_len == 0 &&
	    s->wait_bytes == 0));
	if (u->set.len > 0) {
		strbuf_append(&back->set, u->set.data, u->set.len);
		back->set_redo = !u->set_redo;
	}
	if (strbuf_failed(&back->set) ||
	    (prefix && keep_steps_before(s, u, from, r) != 0)) {
		if (strbuf_failed(&back->set))
			session_out_of_memory(r);
		free(ins);
		labels_free(&lab);
		rec_free(back);
		return 1;
	}
	back->from = u->from;
	history_truncate_lines(s->hist, keep);
	first = history_insn_count(s->hist);
	k = 0;
	for (size_t i = 0; i < u->n; i++) {
		const struct undo_line *l = &u->lines[i];

		if (history_add_line(s->hist, l->kind, l->lineno,
		    u->text.data + l->off, l->len) < 0) {
			/* The old lines went, the new do not fit: the
			 * program is cut here, and the error says so. */
			session_errorf(r, 1, "out of memory (the program "
			    "is cut at line %zu)", keep + i);
			free(ins);
			labels_free(&lab);
			rec_free(back);
			(void)session_rescan_hazards(s);
			(void)session_replay(s, false, r);
			r->error = true;
			return 1;
		}
		if (l->kind == HL_INSN) {
			history_set_insn(s->hist, first + (unsigned)k + 1,
			    &ins[k]);
			k++;
		}
	}
	free(ins);
	labels_free(&s->labels);
	s->labels = lab;
	*opposite = back;
	(void)session_rescan_hazards(s);
	s->gen++;
	r->moved = true;
	if (prefix && reset && s->pos == from &&
	    session_apply_set_text(s, u->set.data, u->set.len, r) != 0)
		return 1;
	if (prefix)
		return session_goto_r(s, u->pos, r);
	s->pos = u->pos;
	/* From the first step again: which steps the edit touched depends
	 * on the branches taken. */
	return session_replay(s, false, r);
}

int
session_undo_step(struct session *s, bool redo, struct session_result *r)
{
	struct session_undo *st = s->opt.keep_history ? undo_state(s) : NULL;
	struct undo_stack *from, *to;
	struct undo_rec *u, *back = NULL;
	const char *name = redo ? ":redo" : ":undo";
	int rc;

	if (st == NULL) {
		if (!s->opt.keep_history)
			session_errorf(r, 1, "%s is not available in streaming "
			    "batch mode (no history is kept)", name);
		else
			session_out_of_memory(r);
		return 1;
	}
	from = redo ? &st->redo : &st->undo;
	to = redo ? &st->undo : &st->redo;
	if (from->n == 0) {
		session_errorf(r, 1, "%s: nothing to %s", name, name + 1);
		return 1;
	}
	u = from->v[from->n - 1];
	rc = restore(s, u, &back, r);
	if (back == NULL)
		return 1; /* nothing changed */
	/* The program is back; a run that stopped on the way (the step
	 * limit) still left it so, and r says why. */
	from->n--;
	rec_free(u);
	stack_push(to, back);
	st->moves++;
	return rc;
}

unsigned
session_undo_depth(const struct session *s, bool redo)
{
	if (s->undo == NULL)
		return 0;
	return (unsigned)(redo ? s->undo->redo.n : s->undo->undo.n);
}
