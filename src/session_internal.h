/* SPDX-License-Identifier: MIT */
/* The inside of struct session, for the session module's own files only
 * (session.c and session_*.c: program, stepping, feeding, pictures,
 * replay, control flow, pasted text, commands); every other file goes
 * through session.h and session_impl.h, so one family keeps the
 * invariants of the position, the state and the history. */
#ifndef LANESCOPE_SESSION_INTERNAL_H
#define LANESCOPE_SESSION_INTERNAL_H

#include <assert.h>

#include "asm.h"
#include "hazard.h"
#include "history.h"
#include "json.h"
#include "labels.h"
#include "session.h"
#include "session_impl.h"


/* A warning of instruction k, kept compact (the message in a text
 * arena): a program may have a warning on most of its steps. */
struct step_diag {
	unsigned k;
	uint32_t col, len;
	uint8_t severity, kind;
	size_t msg_off;
};

struct session {
	struct session_options opt;
	struct semantics sem;
	enum session_format fmt;
	/* The format a :load starts from when its file sets none: the one
	 * chosen before any program was loaded (init file), else hex. */
	enum session_format default_fmt;
	bool program_loaded;         /* session_load_text has succeeded */
	/* :arrows: on, and the lanes (first < 0: the selected lane's row) */
	bool arrows;
	int arrows_first, arrows_last;
	uint8_t target;              /* enum isa_target */
	uint8_t wave_size;

	struct wave cur;             /* the state at position pos */
	struct memory *mem;          /* owned; cur.mem points here */
	struct memory *lds;          /* owned; cur.lds points here */
	struct history *hist;
	struct history_capture cap;

	unsigned pos;                /* current step */
	unsigned done;               /* steps executed (with a delta) */
	unsigned streamed;           /* keep_history off: steps so far */
	long last_line;              /* keep_history off: line of step */
	struct insn last_insn;       /* keep_history off: its instruction */
	bool last_insn_ok;           /* last_insn holds it */
	struct strbuf last_text;     /* keep_history off: its text */
	/* The caption lines above (cli.md) of lines fed one at a time: the
	 * comment-only lines fed since the last blank or other line, each
	 * ending in '\n' (session_feed_comment); an instruction fed takes
	 * them (history: as program lines above it, as a loaded file has
	 * them; streaming: into last_caption). Only that pending run is
	 * kept, so streaming memory stays flat in the input. */
	struct strbuf cmt_pending;
	struct strbuf last_caption;  /* keep_history off: the last step's */

	struct hazard_state hz;      /* over the program so far */
	struct step_diag *sdiags;    /* warnings of the program, by step */
	size_t nsdiags, capsdiags;
	struct strbuf sdiag_text;    /* their messages */
	struct diag sdiag_out[SESSION_MAX_DIAGS]; /* session_step_diags */

	struct json_log log;         /* record_steps */

	/* Scratch for recomputing a step: the state before it, the state
	 * it is re-run on (owned, allocated apart so that struct session
	 * stays small: a sanitizer's allocator maps a large block afresh
	 * on every session_new), and the record. */
	struct wave *before, *tmp;
	struct step rec;
	bool loading;                /* session_load_text is running */
	struct prov *live;           /* streaming: session_track_provenance */
	bool pending;                /* streaming: cap holds the last step's
				      * undo, not yet a delta */

	/* session_view_input: the picture input, kept while gen (bumped by
	 * every call that may change the session) stays pic_gen. */
	unsigned gen, pic_gen;
	bool pic_valid;
	struct view_pic *pic;        /* allocated at first use */

	/* Pasted compiler output: labels, directives (session_paste.c). */
	struct labels labels;        /* the program's labels */
	struct asm_block block;      /* fed lines inside .amdgpu_metadata.. */
	unsigned ndirectives;        /* directive lines ignored */
	long directive_line;         /* the first one's line */
	struct strbuf directive_text; /* and its text */

	/* Control flow (session_flow.c). A step is an execution, not a
	 * line: trace[k] is the instruction (1-based) step k ran, for steps
	 * 1..done (history kept). pc is the instruction step done+1 runs:
	 * one past the last when the program is straight and caught up,
	 * 0 when none will run (s_endpgm ran, or a forward branch waits
	 * for lines still to be fed). */
	uint32_t *trace;
	size_t captrace;
	unsigned pc;
	bool ended;                  /* s_endpgm ran at step done */
	uint8_t wait_len;            /* feeding: waiting for label wait */
	char wait[ASM_LABEL_MAX];
	long wait_bytes;             /* feeding: waiting for a numeric
				      * branch target this many bytes on */
	unsigned nfed;               /* instructions fed (streaming) */
	unsigned long limit;         /* the step limit (:set limit) */
	bool limit_given;            /* its error was given since it was met */
	uint8_t whatif;              /* enum session_whatif */
	struct session_undo *undo;   /* session_undo.c; NULL until used */
	struct asm_memo *memo;       /* lines fed, parsed; NULL until the
				      * session has parsed MEMO_AFTER_LINES */
	unsigned lines_unmemoized;   /* lines parsed before the memo came */
};

/* session_flow.c. The default step limit (cli.md). */
#define SESSION_STEP_LIMIT 10000000ul

/* Back to before the first step: pc 1, nothing waiting. */
void session_flow_reset(struct session *s);
/* The steps after k are about to be dropped (k <= done): pc becomes the
 * instruction step k+1 ran. */
void session_flow_cut(struct session *s, unsigned k);
/* The instruction (1-based) step k runs or ran: trace for executed
 * steps, pc for the next, then straight on from pc; 0 when there is
 * none. Streaming sessions have no program: k itself. */
unsigned session_step_insn(const struct session *s, unsigned k);
/* The instruction step pos+1 runs (may be one past the last: the next
 * line fed), or 0 when none will. */
unsigned session_next_insn(const struct session *s);
/* Steps the program has: executed ones, then straight on from pc; only
 * the executed ones once the step limit stopped it. */
unsigned session_flow_steps(const struct session *s);
/* The same without the step limit: where going on would try to go (and
 * meet the limit's error). */
unsigned session_flow_reach(const struct session *s);
/* Records that step k ran instruction i. Returns 0, -1 when out of
 * memory. */
int session_flow_record(struct session *s, unsigned k, unsigned i);

/* What comes after instruction i (insn) when it runs in the current
 * state. */
enum flow_kind {
	FLOW_ON,     /* *next: i + 1, or a jump target */
	FLOW_END,    /* s_endpgm */
	FLOW_WAIT,   /* feeding: a forward target not fed yet */
	FLOW_ERROR,  /* d says why (an unknown label...) */
};
/* Decides it. text: the line of instruction i (NULL: the program's
 * line; a branch names its label there). feeding: lines are still coming (a label not known yet may
 * come later). Changes nothing: session_flow_apply commits it. */
enum flow_kind session_flow_next(struct session *s, unsigned i,
    const struct insn *insn, const char *text, bool feeding, unsigned *next,
    struct diag *d);
/* Whether an instruction of row ii only ever goes on to the next one
 * (no end, branch, call or jump): session_flow_next then says FLOW_ON to
 * i + 1 and session_flow_jumps false whatever the wave holds, so a fed
 * line of it needs neither call. */
static inline bool
session_flow_straight(const struct isa_info *ii)
{
	return ii->sem != SEM_ENDPGM && ii->sem != SEM_S_PC &&
	    ii->sem != SEM_BRANCH;
}
/* The byte address of instruction i (1-based; n + 1: the end of the
 * program): the program starts at 0, each instruction as long as its
 * encoding, as llvm-mc lays it out. O(i). */
uint64_t session_flow_addr(struct session *s, unsigned i);
/* Sets w->pc, the address s_getpc_b64 reads, for instruction i (insn)
 * about to run on w; other instructions leave it. */
void session_flow_set_pc(struct session *s, struct wave *w, unsigned i,
    const struct insn *insn);
/* Whether insn, run in the current state, jumps (a taken branch): the
 * :set lines after it are then left behind. */
bool session_flow_jumps(const struct session *s, const struct insn *insn);
/* Where the :set lines run on the way from instruction i (insn) to
 * instruction next (history kept): those from the returned line index up
 * to the next instruction whose source line is after *after. A :set line
 * takes effect when execution reaches it: falling through, the lines
 * after i; jumping to a label, the lines after that label; jumping to a
 * number (an address), every line between the instruction before next
 * and next (*after LONG_MIN: no bound). */
size_t session_flow_landing(const struct session *s, unsigned i,
    const struct insn *insn, bool jumped, unsigned next, long *after);
/* Commits a decision of session_flow_next for the step just run. */
void session_flow_apply(struct session *s, enum flow_kind kind,
    unsigned next, const struct insn *insn, unsigned i, const char *text);
/* session_flow_apply's FLOW_ON, inline for the fed lines: pc goes to
 * next, nothing ended or waits. */
static inline void
session_flow_go_on(struct session *s, unsigned next)
{
	s->ended = false;
	s->wait_len = 0;
	s->wait_bytes = 0;
	s->pc = next;
}
/* The error for the step limit, when done has reached it: 1 (r holds
 * the error), else 0. */
int session_flow_limit_hit(struct session *s, struct session_result *r);
static inline int
session_flow_limit(struct session *s, struct session_result *r)
{
	/* below the limit (every line but the last few): no call */
	if ((s->opt.keep_history ? s->done : s->streamed) < s->limit) {
		s->limit_given = false;
		return 0;
	}
	return session_flow_limit_hit(s, r);
}
/* Feeding: a label was fed that labels instruction i; a branch waiting
 * for it can go on. */
void session_flow_label(struct session *s, const char *name, size_t len,
    unsigned i);
/* Feeding: instruction insn was added without running (the program
 * ended or waits); a numeric branch waiting by bytes counts it. */
void session_flow_skipped(struct session *s, const struct insn *insn);

/* session_paste.c: a fed label line (0, or 1 with an error in r). */
int session_feed_label(struct session *s, long line, const char *text,
    size_t len, struct session_result *r);
/* Counts a fed directive line; r->directive says so to the front end. */
int session_feed_directive(struct session *s, long line, const char *text,
    size_t len, struct session_result *r);
/* The duplicate-label error for a label line of text (in r). */
void session_label_error(struct session_result *r, const char *text,
    size_t len, long prev);

/* Captions of lines fed one at a time (session_paste.c): a fed line that
 * parsed as nothing (ASM_EMPTY) joins the pending comment lines when it
 * is a comment, or ends them when it is blank. */
void session_feed_comment(struct session *s, const char *text, size_t len);
/* Whether a program line is a comment and nothing else. */
bool session_line_is_comment(const char *text, size_t len);


/* session_undo.c: :undo and :redo. A line that may change the program
 * is fed between session_undo_mark and session_undo_commit (ok: it
 * succeeded); the program as it was then becomes the last :undo, when
 * the line did change it. whole: the change may be anywhere (else only
 * a line typed before the next instruction, or appended at the end). */
struct undo_rec;
struct undo_mark {
	struct undo_rec *rec;
	size_t n0;
	unsigned moves;
	bool mid;
};
void session_undo_mark(struct session *s, struct undo_mark *m, bool whole);
/* The steps the edit of m leaves as they ran are 1..steps (the mark
 * takes the position: an edit at step k keeps k - 1). */
void session_undo_keep_steps(struct undo_mark *m, unsigned steps);
/* The edit of m is the :set line text typed at step steps + 1 (steps as
 * above): its value joins that step's record, so a :redo keeps that step
 * as it ran before and applies the line there again. Returns 0, -1 when
 * out of memory (the edit then has no :undo). */
int session_undo_set_line(struct undo_mark *m, const char *text,
    size_t len);
/* Compiles, evaluates and applies a :set line of the program at the
 * position (its value joins the step's record). Returns 0, 1 with r
 * said. */
int session_apply_set_text(struct session *s, const char *text,
    size_t len, struct session_result *r);
void session_undo_commit(struct session *s, struct undo_mark *m, bool ok);
/* Forgets both stacks (a :load, a new target or wave: the old lines
 * may not even assemble). */
void session_undo_forget(struct session *s);
void session_undo_free(struct session *s);

/* ---- helpers the family's files share ---- */

/* Parses a program line for the session's target. */
static inline enum asm_status
session_parse(const struct session *s, const char *text, size_t len,
    struct insn *insn, struct diag *d)
{
	d->message[0] = '\0';
	return asm_parse_line(text, len, (enum isa_target)s->target,
	    s->wave_size, insn, d);
}

/* The status a function of the API returns, checked against the error
 * convention of session.h: 1 exactly when r holds an error. */
static inline int
session_status(const struct session_result *r, int rc)
{
	assert((rc != 0) == r->error);
	return rc;
}

/* session.c. Empties a result for the next line (only what was used). */
void session_result_reset(struct session_result *r);
/* The "out of memory" error, in r. */
void session_out_of_memory(struct session_result *r);
/* The program's warnings, by step (instruction with history). */
void session_sdiags_clear(struct session *s);
/* Adds warning d of step k. Returns 0, or -1 when out of memory. */
int session_sdiags_add(struct session *s, unsigned k, const struct diag *d);
/* Drops the warnings of steps k and later. */
void session_sdiags_truncate(struct session *s, unsigned k);
/* Steps the program has (history) or steps run (streaming). */
unsigned session_program_steps(const struct session *s);

/* session_step.c. Captures what insn may change, runs it on cur as step
 * pos+1 and commits the delta. rec may be NULL. Returns 0, or 1 with
 * nothing changed and why in r. */
int session_run_insn(struct session *s, const struct insn *insn,
    struct step *rec, struct session_result *r);
/* The history's re-run function (history_rerun_fn): runs step k's
 * instruction again on w, capturing its registers in c. */
int session_rerun_step(void *ctx, unsigned k, struct wave *w,
    struct history_capture *c);
/* Instruction i (and so every one after it, whose address may move) is
 * about to change while steps 1..pos stay: when one of them ran such an
 * instruction, those steps are kept for good instead of re-run
 * (history_pin). Returns 0, -1 when out of memory. */
int session_pin_before_change(struct session *s, unsigned i);
/* Takes back step k, just run with history kept (pos is k): its delta is
 * applied backward and dropped. */
void session_undo_run(struct session *s, unsigned k);
/* Logs step k for --json. Returns 0, or -1 when out of memory. */
int session_log_step(struct session *s, unsigned k, long line,
    const struct step *rec);
/* Applies the :set lines that follow line index li up to the next
 * instruction whose source line number is above after (LONG_MIN: all;
 * they belong to the step before them). Returns 0, or 1 with why in r. */
int session_apply_sets_after(struct session *s, size_t li, long after,
    struct session_result *r);
/* Recomputes the warnings of instructions 1..n (after an edit). Returns
 * 0, or -1 when out of memory (some warning is then missing). */
int session_rescan_hazards_upto(struct session *s, unsigned n);
/* The same over the whole program. */
int session_rescan_hazards(struct session *s);


#endif
