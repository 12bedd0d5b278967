/* SPDX-License-Identifier: MIT */
/* session_picture: the one picture input of every front end
 * (session_view_input). Pure core. */
#include "session.h"

#include <stdlib.h>
#include <string.h>

#include "asm.h"
#include "exec.h"
#include "history.h"
#include "labels.h"
#include "session_internal.h"
#include "view.h"

/* What session_view_input hands out, with the records it points into. */
struct view_pic {
	struct view_input in;
	struct step rec;
	struct insn next;
	struct diag diags[SESSION_MAX_DIAGS];
	char caption[1024];          /* the current step's caption */
	struct view_list_line list[VIEW_LIST_MAX];
};

static struct view_pic *
pic_get(struct session *s)
{
	if (s->pic == NULL)
		s->pic = malloc(sizeof *s->pic);
	return s->pic;
}

/* ---- the program listing around the current step ---- */

/* The first instruction (1-based) whose line index is at least li, by
 * bisection (instruction lines grow with their number); count + 1 when
 * none is. */
static unsigned
first_insn_from(const struct history *h, unsigned count, long li)
{
	unsigned lo = 1, hi = count + 1;

	while (lo < hi) {
		unsigned mid = lo + (hi - lo) / 2;

		if (history_insn_line(h, mid) < li)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* What kind of line text[0..len) of kind hk is for the listing. */
static uint8_t
list_kind(enum history_line_kind hk, const char *text, size_t len)
{
	size_t i = 0, n;

	if (hk == HL_INSN)
		return VL_INSN;
	while (i < len && (text[i] == ' ' || text[i] == '\t'))
		i++;
	if (i < len && (text[i] == ';' || text[i] == '#' ||
	    (text[i] == '/' && i + 1 < len && text[i + 1] == '/')))
		return VL_COMMENT;
	if (hk == HL_OTHER && i < len && text[i] != ':' &&
	    asm_label_name(text, len, &n) != NULL)
		return VL_LABEL;
	return VL_OTHER;
}

/* The source line of the label a branch on line text names, or 0. */
static long
branch_target(const struct session *s, const struct insn *insn,
    const char *text, size_t len, const char **name, size_t *nlen)
{
	const struct label *l;

	(void)len;
	*name = NULL;
	if (insn == NULL || insn->src[0].kind != OPND_LABEL)
		return 0;
	*name = asm_branch_label(insn, text, nlen);
	if (*name == NULL)
		return 0;
	l = labels_find(&s->labels, *name, *nlen);
	return l != NULL ? l->line : 0;
}

/* Fills p's listing: up to VIEW_LIST_MAX lines of the program around the
 * current step's line (a third above it), the current and next step's
 * instructions, labels, the current branch's target and comments marked.
 * None for a session without history (streaming keeps no program). */
static void
fill_listing(struct session *s, struct view_pic *p, struct view_input *in)
{
	const struct history *h = s->hist;
	size_t nlines, start, end;
	unsigned icount, k, pos = s->pos;
	long cur = -1, next = -1, anchor;
	const char *tname = NULL;
	size_t tlen = 0;

	in->list = NULL;
	in->nlist = 0;
	if (!s->opt.keep_history || h == NULL)
		return;
	nlines = history_line_count(h);
	icount = history_insn_count(h);
	if (nlines == 0)
		return;
	if (pos >= 1 && (k = session_step_insn(s, pos)) >= 1 && k <= icount)
		cur = history_insn_line(h, k);
	if ((k = session_next_insn(s)) >= 1 && k <= icount)
		next = history_insn_line(h, k);
	anchor = cur >= 0 ? cur : next >= 0 ? next : 0;
	start = anchor > VIEW_LIST_MAX / 3 ? (size_t)anchor - VIEW_LIST_MAX / 3
	    : 0;
	end = start + VIEW_LIST_MAX < nlines ? start + VIEW_LIST_MAX : nlines;
	if (end - start < VIEW_LIST_MAX && end == nlines)
		start = nlines > VIEW_LIST_MAX ? nlines - VIEW_LIST_MAX : 0;
	/* the current step's branch: its label is the jump target */
	if (cur >= 0) {
		size_t len;
		const char *text = history_line(h, (size_t)cur, NULL, NULL,
		    &len);
		(void)branch_target(s, history_insn(h,
		    session_step_insn(s, pos)), text, len, &tname, &tlen);
	}
	k = first_insn_from(h, icount, (long)start);
	for (size_t i = start; i < end; i++) {
		struct view_list_line *l = &p->list[in->nlist++];
		enum history_line_kind hk;
		const char *name;
		size_t nlen;

		l->text = history_line(h, i, &hk, &l->line, &l->len);
		l->kind = list_kind(hk, l->text, l->len);
		l->target = 0;
		if (hk == HL_INSN) {
			/* k is this line's instruction */
			l->target = branch_target(s, history_insn(h, k),
			    l->text, l->len, &name, &nlen);
			k++;
		}
		if ((long)i == cur)
			l->kind = VL_CURRENT;
		else if ((long)i == next)
			l->kind = VL_NEXT;
		else if (l->kind == VL_LABEL && tname != NULL &&
		    (name = asm_label_name(l->text, l->len, &nlen)) != NULL &&
		    nlen == tlen && memcmp(name, tname, tlen) == 0)
			l->kind = VL_TARGET;
	}
	in->list = p->list;
}

/* The current step's caption into p and in: 0, or -1 when out of memory
 * (then none). */
static int
fill_caption(const struct session *s, struct view_pic *p,
    struct view_input *in)
{
	struct strbuf cap = STRBUF_INIT;
	int rc = 0;

	if (session_step_caption(s, s->pos, &cap) > 0) {
		if (strbuf_failed(&cap)) {
			rc = -1;
		} else {
			/* no trailing newline: a line of its own per
			 * caption line, nothing after */
			size_t n = cap.len;

			while (n > 0 && cap.data[n - 1] == '\n')
				n--;
			if (n >= sizeof p->caption)
				n = sizeof p->caption - 1;
			memcpy(p->caption, cap.data, n);
			p->caption[n] = '\0';
			in->caption = p->caption;
		}
	}
	strbuf_free(&cap);
	return rc;
}

/* The :arrows setting, which changes no step (not part of the cache). */
static void
pic_arrows(const struct session *s, struct view_input *in)
{
	in->arrows = s->arrows;
	in->arrows_first = s->arrows_first;
	in->arrows_last = s->arrows_last;
}

int
session_view_input(struct session *s, struct view_input *in)
{
	int rc = 0;
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
		pic_arrows(s, in);
		return 0;
	}
	if (pos >= 1 && session_current_step(s, &p->rec, &b) && b != NULL) {
		in->step = &p->rec;
		in->before = b; /* the session's scratch: no copy per step */
	}
	if (pos >= 1) {
		int crc;

		in->insn_text = session_step_text(s, pos, &line);
		in->insn_line = line;
		/* copied: session_step_diags reuses its array */
		in->ndiags = session_step_diags(s, pos, &d);
		if (in->ndiags > 0)
			memcpy(p->diags, d, in->ndiags * sizeof *d);
		in->diags = in->ndiags > 0 ? p->diags : NULL;
		if ((crc = fill_caption(s, p, in)) != 0)
			rc = crc;
	}
	if (pos < count)
		in->next_text = session_step_text(s, pos + 1, NULL);
	/* the next instruction that names a vector register: its registers
	 * are the ones to watch while stepping over nops */
	for (unsigned k = pos + 1; k <= count && k <= pos + 8; k++) {
		const struct insn *next;
		struct diag dg;

		if ((next = session_program_insn(s, session_step_insn(s, k),
		    &dg)) != NULL && exec_names_vgpr(next)) {
			p->next = *next;
			in->next = &p->next;
			break;
		}
	}
	fill_listing(s, p, in);
	if (rc == 0) { /* a poorer picture is not kept: the next call tries
			* again */
		p->in = *in;
		s->pic_gen = s->gen;
		s->pic_valid = true;
	}
	pic_arrows(s, in);
	return rc;
}
