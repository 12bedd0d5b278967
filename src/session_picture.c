/* SPDX-License-Identifier: MIT */
/* session_picture: the one picture input of every front end
 * (session_view_input). Pure core. */
#include "session.h"

#include <stdlib.h>
#include <string.h>

#include "session_internal.h"
#include "view.h"

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
void
session_keep_stream_recent(struct session *s, const struct insn *insn)
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
