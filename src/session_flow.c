/* SPDX-License-Identifier: MIT */
/* session_flow: where a program goes next (branches, s_endpgm, the step
 * limit), and which instruction each step ran, for the session
 * (session_impl.h). Pure core: never prints. */
#include "session.h"

#include <limits.h>
#include <string.h>

#include "array.h"
#include "encode.h"
#include "session_internal.h"

void
session_flow_reset(struct session *s)
{
	s->pc = 1;
	s->ended = false;
	s->wait_len = 0;
	s->wait_bytes = 0;
	if (!s->opt.keep_history)
		s->pc = s->nfed + 1;
}

void
session_flow_cut(struct session *s, unsigned k)
{
	if (!s->opt.keep_history || k >= s->done)
		return;
	s->pc = s->trace[k + 1];
	s->ended = false;
	s->wait_len = 0;
	s->wait_bytes = 0;
}

unsigned
session_step_insn(const struct session *s, unsigned k)
{
	unsigned n, i;

	if (!s->opt.keep_history)
		return k;
	if (k == 0)
		return 0;
	if (k <= s->done)
		return s->trace[k];
	n = history_insn_count(s->hist);
	if (s->pc == 0)
		return 0;
	i = s->pc + (k - s->done - 1);
	return i >= s->pc && i <= n ? i : 0;
}

unsigned
session_next_insn(const struct session *s)
{
	if (s->opt.keep_history && s->pos < s->done)
		return s->trace[s->pos + 1];
	return s->pc;
}

unsigned
session_flow_reach(const struct session *s)
{
	unsigned n = history_insn_count(s->hist);

	if (s->pc == 0 || s->pc > n)
		return s->done;
	return s->done + (n - s->pc + 1);
}

unsigned
session_flow_steps(const struct session *s)
{
	/* Stopped at the step limit: no step after those made will run
	 * (until :set limit raises it), so they are all the program has. */
	if (s->done >= s->limit)
		return s->done;
	return session_flow_reach(s);
}

int
session_flow_record(struct session *s, unsigned k, unsigned i)
{
	if (!s->opt.keep_history)
		return 0;
	if (array_grow((void **)&s->trace, &s->captrace, (size_t)k + 1,
	    sizeof *s->trace) < 0)
		return -1;
	s->trace[k] = i;
	return 0;
}

/* Bytes a parsed instruction takes in memory (see insn_bytes). */
static unsigned
insn_bytes_of(const struct insn *in)
{
	uint8_t buf[ENCODE_MAX_BYTES];
	struct diag d;
	size_t n = encode_insn(in, buf, &d);

	if (n > 0)
		return (unsigned)n;
	switch (isa_get((enum isa_id)in->id)->family) {
	case ISA_DS:
	case ISA_MUBUF:
	case ISA_FLAT:
	case ISA_GLOBAL:
	case ISA_SCRATCH:
	case ISA_MIMG:
	case ISA_VOP3:
		return 8;
	default:
		return 4;
	}
}

/* Bytes instruction i takes in memory: the PC model places the program's
 * instructions one after another from address 0, each as long as its
 * encoding (a memory instruction lanescope cannot encode on gfx11/12
 * counts its format's 8 bytes). */
static unsigned
insn_bytes(struct session *s, unsigned i)
{
	const struct insn *in;
	struct diag d;

	if ((in = session_program_insn(s, i, &d)) == NULL)
		return 4;
	return insn_bytes_of(in);
}

/* The instruction a numeric branch of instruction i lands on: the one
 * that starts off dwords after the end of i. 0 with d set when the
 * target is inside an instruction or before the program; with feeding,
 * a target past the last instruction makes *wait the bytes still to
 * come. */
static unsigned
numeric_target(struct session *s, unsigned i, int off, bool feeding,
    long *wait, const struct insn *insn, struct diag *d)
{
	unsigned n = history_insn_count(s->hist), j = i + 1;
	long rel = 0, want = 4L * off;

	const char *name = isa_get((enum isa_id)insn->id)->name;

	*wait = 0;
	if (want == 0)
		return i + 1;
	if (!s->opt.keep_history && want > 0) {
		*wait = want;
		return 0;
	}
	if (!s->opt.keep_history) {
		diag_set(d, DIAG_ERROR, DIAG_EXEC, insn->col, 0, "%s %d jumps "
		    "back, but a streamed session (a piped session or a file "
		    "over 1 MB) keeps no program to go back to: load the file "
		    "(:load, or a FILE under 1 MB)", name, off);
		return 0;
	}
	if (want > 0) {
		while (rel < want && j <= n)
			rel += insn_bytes(s, j++);
		if (rel == want)
			return j; /* n + 1: the end of the program */
		if (rel < want && feeding) {
			*wait = want - rel;
			return 0;
		}
		if (rel < want) {
			diag_set(d, DIAG_ERROR, DIAG_EXEC, insn->col, 0,
			    "%s %d jumps past the end of the program", name,
			    off);
			return 0;
		}
	} else {
		while (rel > want && j > 1)
			rel -= insn_bytes(s, --j);
		if (rel == want)
			return j;
		if (rel > want) {
			diag_set(d, DIAG_ERROR, DIAG_EXEC, insn->col, 0,
			    "%s %d jumps before the first instruction", name,
			    off);
			return 0;
		}
	}
	diag_set(d, DIAG_ERROR, DIAG_EXEC, insn->col, 0, "%s %d lands inside "
	    "an instruction (lanescope places each instruction at the byte "
	    "address its encoding gives it)", name, off);
	return 0;
}

uint64_t
session_flow_addr(struct session *s, unsigned i)
{
	uint64_t a = 0;

	for (unsigned j = 1; j < i; j++)
		a += insn_bytes(s, j);
	return a;
}

void
session_flow_set_pc(struct session *s, struct wave *w, unsigned i,
    const struct insn *insn)
{
	if (isa_get((enum isa_id)insn->id)->sem == SEM_S_PC)
		w->pc = session_flow_addr(s, i);
}

/* The instruction at byte address addr: 1..n, n + 1 for the end of the
 * program, 0 when no instruction starts there. */
static unsigned
insn_at(struct session *s, uint64_t addr)
{
	unsigned n = history_insn_count(s->hist);
	uint64_t a = 0;

	for (unsigned j = 1; j <= n + 1; j++) {
		if (a == addr)
			return j;
		if (a > addr || j > n)
			return 0;
		a += insn_bytes(s, j);
	}
	return 0;
}

/* Where s_setpc_b64 or s_swappc_b64 (instruction i) jumps: the
 * instruction at the address its s0 holds, or 0 with d set. */
static unsigned
pc_target(struct session *s, unsigned i, const struct insn *insn,
    bool feeding, long *wait, struct diag *d)
{
	const char *name = isa_get((enum isa_id)insn->id)->name;
	uint64_t to = exec_pc_target(&s->cur, insn), end;
	unsigned j;

	*wait = 0;
	if (!s->opt.keep_history) {
		diag_set(d, DIAG_ERROR, DIAG_EXEC, insn->col, 0, "%s jumps to "
		    "an address, but a streamed session (a piped session or a "
		    "file over 1 MB) keeps no program to find it in: load the "
		    "file (:load, or a FILE under 1 MB)", name);
		return 0;
	}
	if ((j = insn_at(s, to)) != 0)
		return j;
	/* fed line by line, instruction i may be the last so far: an
	 * address past it may be an instruction still to come */
	end = session_flow_addr(s, i) + insn_bytes_of(insn);
	if (feeding && i > history_insn_count(s->hist) && to >= end &&
	    to - end < 0x7fffffff) {
		*wait = (long)(to - end);
		if (*wait == 0)
			return i + 1;
		return 0;
	}
	diag_set(d, DIAG_ERROR, DIAG_EXEC, insn->src[0].col, 0, "%s jumps to "
	    "address 0x%llx, which is not the start of an instruction of the "
	    "program (lanescope places the program at address 0, each "
	    "instruction as long as its encoding)", name,
	    (unsigned long long)to);
	return 0;
}

/* The text of instruction i: text when given, else its program line. */
static const char *
line_of(const struct session *s, unsigned i, const char *text)
{
	long li;

	if (text != NULL || !s->opt.keep_history)
		return text;
	li = history_insn_line(s->hist, i);
	return li < 0 ? NULL : history_line(s->hist, (size_t)li, NULL, NULL,
	    NULL);
}

enum flow_kind
session_flow_next(struct session *s, unsigned i, const struct insn *insn,
    const char *text, bool feeding, unsigned *next, struct diag *d)
{
	const struct isa_info *ii = isa_get((enum isa_id)insn->id);
	const struct label *l;
	const char *name;
	size_t len = 0;
	long wait;

	*next = i + 1;
	if (session_flow_straight(ii))
		return FLOW_ON;
	if (ii->sem == SEM_ENDPGM)
		return FLOW_END;
	if (ii->sem == SEM_S_PC && (ii->aux & ISA_PC_SET)) {
		*next = pc_target(s, i, insn, feeding, &wait, d);
		if (*next != 0)
			return FLOW_ON;
		return wait > 0 ? FLOW_WAIT : FLOW_ERROR;
	}
	/* s_call_b64 jumps as s_branch does (branch s4-16b) */
	if (!(ii->sem == SEM_S_PC && ii->aux == ISA_PC_CALL) &&
	    (ii->sem != SEM_BRANCH || !exec_branch_taken(&s->cur, insn)))
		return FLOW_ON;
	name = asm_branch_label(insn, line_of(s, i, text), &len);
	if (name == NULL) {
		*next = numeric_target(s, i, (int16_t)insn->simm16, feeding,
		    &wait, insn, d);
		if (*next != 0)
			return FLOW_ON;
		return wait > 0 ? FLOW_WAIT : FLOW_ERROR;
	}
	l = labels_find(&s->labels, name, len);
	if (l != NULL && s->opt.keep_history) {
		*next = l->insn;
		return FLOW_ON;
	}
	if (l != NULL) {
		diag_set(d, DIAG_ERROR, DIAG_EXEC, insn->col, 0,
		    "%s jumps back to '%.*s', but a streamed session (a piped "
		    "session or a file over 1 MB) keeps no program to go back "
		    "to: load the file (:load, or a FILE under 1 MB)", ii->name,
		    (int)len, name);
		return FLOW_ERROR;
	}
	if (feeding) {
		*next = 0;
		return FLOW_WAIT;
	}
	diag_set(d, DIAG_ERROR, DIAG_EXEC, insn->src[0].col, (unsigned)len,
	    "%s jumps to '%.*s', which is not a label of the program",
	    ii->name, (int)len, name);
	return FLOW_ERROR;
}

bool
session_flow_jumps(const struct session *s, const struct insn *insn)
{
	const struct isa_info *ii = isa_get((enum isa_id)insn->id);

	if (ii->sem == SEM_S_PC)
		return (ii->aux & ISA_PC_SET) != 0 || ii->aux == ISA_PC_CALL;
	return ii->sem == SEM_BRANCH && exec_branch_taken(&s->cur, insn);
}

size_t
session_flow_landing(const struct session *s, unsigned i,
    const struct insn *insn, bool jumped, unsigned next, long *after)
{
	unsigned n = history_insn_count(s->hist);
	const struct label *l;
	const char *name;
	size_t len = 0;

	*after = LONG_MIN;
	if (!jumped)
		return (size_t)history_insn_line(s->hist, i) + 1;
	name = asm_branch_label(insn, line_of(s, i, NULL), &len);
	/* A label's own line is not always a program line (a fed label
	 * is not kept), but its source line number is known: the :set lines
	 * of the gap below it come after it. */
	if (name != NULL && (l = labels_find(&s->labels, name, len)) != NULL)
		*after = l->line;
	/* the gap before the target: after the instruction before it */
	return next > 1 && next - 1 <= n ?
	    (size_t)history_insn_line(s->hist, next - 1) + 1 : 0;
}

void
session_flow_apply(struct session *s, enum flow_kind kind, unsigned next,
    const struct insn *insn, unsigned i, const char *text)
{
	const char *name;
	size_t len = 0;
	long wait = 0;
	struct diag d;

	s->ended = false;
	s->wait_len = 0;
	s->wait_bytes = 0;
	switch (kind) {
	case FLOW_ON:
		session_flow_go_on(s, next);
		break;
	case FLOW_END:
		s->pc = 0;
		s->ended = true;
		break;
	case FLOW_WAIT:
		s->pc = 0;
		if (isa_get((enum isa_id)insn->id)->sem == SEM_S_PC &&
		    isa_get((enum isa_id)insn->id)->aux != ISA_PC_CALL) {
			/* instruction i is in the program now: the bytes
			 * from its end to the address */
			s->wait_bytes = (long)(exec_pc_target(&s->cur, insn) -
			    session_flow_addr(s, i + 1));
			break;
		}
		name = asm_branch_label(insn, line_of(s, i, text), &len);
		if (name != NULL) {
			memcpy(s->wait, name, len);
			s->wait_len = (uint8_t)len;
		} else {
			(void)numeric_target(s, i, (int16_t)insn->simm16, true,
			    &wait, insn, &d);
			s->wait_bytes = wait;
		}
		break;
	case FLOW_ERROR:
		break;
	}
}

/* session_flow_limit's case at or past the limit. */
int
session_flow_limit_hit(struct session *s, struct session_result *r)
{
	unsigned done = s->opt.keep_history ? s->done : s->streamed;

	if (done < s->limit) {
		s->limit_given = false;
		return 0;
	}
	r->limit_repeat = s->limit_given;
	s->limit_given = true;
	session_errorf(r, 1, "the program stopped at the step limit of %lu "
	    "steps (`:set limit = N` changes it); the %u steps made are kept",
	    s->limit, done);
	return 1;
}

void
session_flow_label(struct session *s, const char *name, size_t len,
    unsigned i)
{
	if (s->wait_len == 0 || len != s->wait_len ||
	    memcmp(name, s->wait, len) != 0)
		return;
	s->wait_len = 0;
	s->pc = i;
}

void
session_flow_skipped(struct session *s, const struct insn *insn)
{
	uint8_t buf[ENCODE_MAX_BYTES];
	struct diag d;
	size_t n;

	if (s->wait_bytes <= 0)
		return;
	n = encode_insn(insn, buf, &d);
	s->wait_bytes -= n > 0 ? (long)n : 8;
	if (s->wait_bytes == 0) {
		s->pc = s->opt.keep_history ?
		    history_insn_count(s->hist) + 1 : s->nfed + 1;
	} else if (s->wait_bytes < 0) {
		/* the target was inside this instruction: nothing runs */
		s->wait_bytes = 0;
		s->ended = true;
	}
}
