/* SPDX-License-Identifier: MIT */
/* session_feed: lines fed one at a time (a typed line, a batch), run as
 * they come. Pure core. */
#include "session.h"

#include <stdlib.h>
#include <string.h>

#include "session_internal.h"
#include "session_set.h"

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
			session_out_of_memory(r);
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

/* What-if insert before instruction i: the labels of the instructions
 * after it follow them (up), or go back (down) when the insert fails. A
 * label of i itself stands before the new instruction, as its line
 * does in a loaded file. */
static void
shift_labels(struct session *s, unsigned i, bool up)
{
	for (size_t j = 0; j < s->labels.n; j++) {
		struct label *l = &s->labels.v[j];

		if (up && l->insn > i)
			l->insn++;
		else if (!up && l->insn > i + 1)
			l->insn--;
	}
}

/* The line index a what-if insert before instruction i goes to: above
 * the comment lines right above i, its caption, which stays with it. */
static size_t
caption_top(const struct session *s, unsigned i)
{
	size_t top = (size_t)history_insn_line(s->hist, i);

	while (top > 0) {
		enum history_line_kind kind;
		size_t ll;
		const char *t = history_line(s->hist, top - 1, &kind, NULL,
		    &ll);

		if (kind != HL_OTHER || !session_line_is_comment(t, ll))
			break;
		top--;
	}
	return top;
}

/* Inline (one call site): the call would be a per-line cost of batch. */
static inline __attribute__((always_inline)) int
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
	/* An instruction typed at an earlier step (a what-if) goes in
	 * before instruction i or takes its place (session.h), but only
	 * once it has run and everything about it is stored: until then a
	 * failure changes nothing. */
	bool mid = keep && i != 0 && i <= n;
	bool replace = mid && s->whatif == SESSION_WHATIF_REPLACE;
	bool insert = mid && !replace;
	struct hazard_state hz_before;
	enum flow_kind fk;
	unsigned k, nw;
	size_t at = 0, ncap = 0;
	bool oom = false, jumped;
	struct diag d;

	if (i == 0)
		return skip_insn(s, line, text, len, insn, r);
	if (!mid)
		i = n + 1;
	if (insert)
		shift_labels(s, i, true); /* a branch may name a later one */
	if (keep && s->pos < s->done) {
		/* executed steps after the position are only a cache */
		history_truncate_steps(s->hist, s->pos);
		session_flow_cut(s, s->pos);
		s->done = s->pos;
		json_log_truncate(&s->log, s->pos, false);
	}
	/* an instruction goes in before i or over it: steps run before
	 * that ran i or a later one stay as they ran */
	if (mid && session_pin_before_change(s, i) < 0) {
		session_out_of_memory(r);
		goto unshift;
	}
	if (session_flow_limit(s, r) != 0)
		return 1;
	if (session_flow_straight(isa_get((enum isa_id)insn->id))) {
		fk = FLOW_ON; /* what session_flow_next says, without a call */
		next = i + 1;
		jumped = false;
	} else {
		fk = session_flow_next(s, i, insn, text, true, &next, &d);
		jumped = session_flow_jumps(s, insn);
	}
	if (fk == FLOW_ERROR) {
		session_add_diag(r, &d);
		goto unshift;
	}
	if (keep && session_flow_record(s, s->pos + 1, i) < 0) {
		session_out_of_memory(r);
		goto unshift;
	}
	if (session_run_insn(s, insn, rec, r) != 0)
		goto unshift;
	k = s->pos;
	if (keep) {
		at = replace ? (size_t)history_insn_line(s->hist, i) :
		    insert ? caption_top(s, i) :
		    history_line_count(s->hist);
		if (history_insert_line(s->hist, at, HL_INSN, line, text,
		    len) < 0) {
			session_undo_run(s, k);
			session_out_of_memory(r);
			goto unshift;
		}
		history_set_insn(s->hist, i, insn); /* parsed once */
		/* its caption lines above it; at stays the instruction's */
		ncap = add_caption_lines(s, at, line);
		at += ncap;
		/* the warnings up to i - 1 set the hazard state the new
		 * step is checked in; the rest's are found again below */
		if (mid && session_rescan_hazards_upto(s, i - 1) < 0)
			oom = true;
	}
	if (s->opt.record_steps && !oom && session_log_step(s, k, line, rec) < 0)
		oom = true;
	if (!keep && s->nsdiags > 0)
		session_sdiags_clear(s); /* streaming keeps the last step's only */
	if (keep)
		hz_before = s->hz; /* for taking the step back */
	nw = hazard_check(&s->hz, insn, line, w, SESSION_MAX_DIAGS);
	for (unsigned j = 0; j < nw && !oom; j++) {
		/* streaming: a warning not kept is still reported in r */
		if (session_sdiags_add(s, keep ? i : k, &w[j]) < 0 && keep)
			oom = true;
		if (json_log_diag(&s->log, k, line, &w[j]) < 0)
			oom = true;
	}
	if (oom && keep) {
		/* Take it all back: the step, its lines, its records. */
		history_remove_line(s->hist, at);
		for (at -= ncap; ncap > 0; ncap--)
			history_remove_line(s->hist, at);
		session_undo_run(s, k);
		json_log_truncate(&s->log, k - 1, true);
		session_sdiags_truncate(s, i);
		if (insert)
			shift_labels(s, i, false);
		if (mid)
			(void)session_rescan_hazards(s);
		else
			s->hz = hz_before;
		session_out_of_memory(r);
		return 1;
	}
	if (replace) {
		size_t top = at - ncap;

		/* the instruction typed over, now after the new one */
		history_remove_line(s->hist, at + 1);
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
	}
	if (mid) {
		/* the steps after the new one run again when stepped to */
		json_log_truncate(&s->log, k, true);
		if (session_rescan_hazards(s) < 0) {
			session_errorf(r, 1, "out of memory (the hazard "
			    "warnings after step %u are missing)", k);
			return 1;
		}
	}
	for (unsigned j = 0; j < nw; j++)
		session_add_diag(r, &w[j]);
	if (!keep)
		s->nfed++;
	if (fk == FLOW_ON)
		session_flow_go_on(s, next);
	else
		session_flow_apply(s, fk, next, insn, i, text);
	if (!keep) {
		s->streamed = k;
		/* kept parsed for pictures and :lane; the --quiet fast path
		 * parses the text again if ever asked */
		s->last_insn_ok = s->opt.pictures || s->live != NULL;
		if (s->last_insn_ok)
			s->last_insn = *insn;
		strbuf_set(&s->last_text, text, len);
		s->last_line = line;
		/* its caption lines above: the pending ones, taken (an
		 * empty buffer's text is "" already: no call) */
		if (s->last_caption.len > 0)
			strbuf_reset(&s->last_caption);
		if (s->cmt_pending.len > 0 && !strbuf_failed(&s->cmt_pending))
			strbuf_append(&s->last_caption, s->cmt_pending.data,
			    s->cmt_pending.len);
	}
	r->executed = true;
	r->moved = true;
	if (s->live != NULL)
		provenance_step(s->live, insn, rec);
	if (oom) {
		/* Streaming keeps no history to take the step back: it stays
		 * run, and the error says what its --json log lacks. */
		session_errorf(r, 1, "out of memory (the --json log misses "
		    "step %u)", k);
		return 1;
	}
	/* A jump back lands after its label: the :set lines there run
	 * (session_flow_landing); the lines still to be fed run as they
	 * come. */
	if (keep && jumped && fk == FLOW_ON && s->pc != 0 &&
	    s->pc <= history_insn_count(s->hist)) {
		long after;
		size_t from = session_flow_landing(s, i, insn, true, s->pc,
		    &after);

		if (session_apply_sets_after(s, from, after, r) != 0)
			return 1;
	}
	/* A jump back runs the program on from there to the end of what has
	 * been fed (a loop), or to the step limit. A what-if stays at its
	 * step: the rest runs when stepped to. */
	while (keep && !mid && s->pc != 0 &&
	    s->pc <= history_insn_count(s->hist))
		if (session_run_next(s, r) != 0)
			return 1;
	return 0;
unshift:
	if (insert)
		shift_labels(s, i, false);
	return 1;
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

/* A session gets its memo of lines at this many parsed lines: the memo
 * is 220 KB, which a typed session or a short paste never repays (and
 * whose allocation, page faults and unmapping dominated the fuzzing
 * harnesses' short inputs), while a batch of thousands of lines does. */
#define MEMO_AFTER_LINES 64

/* session_parse through the session's memo of lines (asm.h): a batch
 * repeats lines. Without memory for it, the line is parsed as usual.
 * *insn: the parse, in buf or, streaming, maybe the memo's own (a
 * streamed instruction line parses nothing else while it is fed; a kept
 * program's may run :set lines, so it gets a copy). */
static enum asm_status
feed_parse(struct session *s, const char *text, size_t len,
    struct insn *buf, const struct insn **insn, struct diag *d)
{
	*insn = buf;
	if (s->memo == NULL && (s->lines_unmemoized < MEMO_AFTER_LINES ||
	    (s->memo = calloc(1, sizeof *s->memo)) == NULL)) {
		if (s->lines_unmemoized < MEMO_AFTER_LINES)
			s->lines_unmemoized++;
		return session_parse(s, text, len, buf, d);
	}
	d->message[0] = '\0';
	if (s->opt.keep_history)
		return asm_memo_parse(s->memo, text, len,
		    (enum isa_target)s->target, s->wave_size, buf, d);
	return asm_memo_parse_ref(s->memo, text, len,
	    (enum isa_target)s->target, s->wave_size, buf, insn, d);
}

/* Inline into session_feed, its one caller, for the same reason. */
static inline __attribute__((always_inline)) int
feed_unchecked(struct session *s, const char *file, long line,
    const char *text, size_t len, struct session_result *r)
{
	struct undo_mark um;
	struct insn buf;
	const struct insn *insn;
	struct diag d;
	int rc = 0;
	bool undo;

	session_result_reset(r);
	s->gen++;
	/* The inside of a .amdgpu_metadata block is YAML, not assembly. */
	if (s->block.open != 0 && asm_block_line(&s->block, text, len)) {
		strbuf_reset(&s->cmt_pending); /* a caption ends here */
		return session_feed_directive(s, line, text, len, r);
	}
	switch (feed_parse(s, text, len, &buf, &insn, &d)) {
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
		/* streaming keeps no program: :undo has nothing to take
		 * back, so no record is begun */
		undo = s->opt.keep_history;
		if (undo)
			session_undo_mark(s, &um, false);
		rc = feed_insn(s, line, text, len, insn, r);
		if (undo)
			session_undo_commit(s, &um, rc == 0 && !r->error);
		/* A note or warning of the assembler (a target note, a CLRX
		 * spelling) goes with the step, into --json too. */
		if (rc == 0 && d.message[0] != '\0' &&
		    d.severity != DIAG_ERROR) {
			session_add_diag(r, &d);
			(void)json_log_diag(&s->log, s->pos, line, &d);
		}
		break;
	case ASM_COMMAND:
		/* a :set line is a program line (its settings are not) */
		if (set_is_set_line(text, len) &&
		    !session_is_set_option(text, len)) {
			session_undo_mark(s, &um, false);
			/* its value joins the record of the step before it:
			 * that step runs again when the line comes or goes */
			if (s->pos > 0) {
				session_undo_keep_steps(&um, s->pos - 1);
				if (session_undo_set_line(&um, text, len) < 0)
					session_undo_commit(s, &um, false);
			}
			rc = session_command(s, file, line, text, len, r);
			session_undo_commit(s, &um, rc == 0 && !r->error);
			break;
		}
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
		/* --json lists the step limit's error once, as batch does */
		for (unsigned i = 0; i < r->ndiags && !r->limit_repeat; i++)
			if (r->diags[i].severity == DIAG_ERROR &&
			    !r->has_origin)
				(void)json_log_diag(&s->log, s->pos, line,
				    &r->diags[i]);
	}
	/* Any line but a comment ends the run of caption lines (an
	 * instruction has taken them). */
	if (s->cmt_pending.len > 0)
		strbuf_reset(&s->cmt_pending);
	return rc;
}

int
session_feed(struct session *s, const char *file, long line,
    const char *text, size_t len, struct session_result *r)
{
	assert(s != NULL && r != NULL && (text != NULL || len == 0));
	return session_status(r, feed_unchecked(s, file, line, text,
	    len, r));
}
