/* SPDX-License-Identifier: MIT */
/* The inside of struct session, shared by session.c (program, stepping,
 * history), session_cmd.c (the command table) and provenance.c. Not for
 * front ends: they use session.h. */
#ifndef LANESCOPE_SESSION_IMPL_H
#define LANESCOPE_SESSION_IMPL_H

#include "asm.h"
#include "hazard.h"
#include "history.h"
#include "asm.h"
#include "json.h"
#include "labels.h"
#include "session.h"

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
	 * it is re-run on, and the record. */
	struct wave before, tmp;
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
	/* streaming with pictures: whether the step at pos named vector
	 * registers, and the latest that did, kept in pic at the first step
	 * after it that names none */
	bool last_named_vgpr, stream_recent;
	unsigned stream_recent_k;
	long stream_recent_line;

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
/* Steps the program has: executed ones, then straight on from pc. */
unsigned session_flow_steps(const struct session *s);
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
/* Commits a decision of session_flow_next for the step just run. */
void session_flow_apply(struct session *s, enum flow_kind kind,
    unsigned next, const struct insn *insn, unsigned i, const char *text);
/* The error for the step limit, when done has reached it: 1 (r holds
 * the error), else 0. */
int session_flow_limit(struct session *s, struct session_result *r);
/* Feeding: a label was fed that labels instruction i; a branch waiting
 * for it can go on. */
void session_flow_label(struct session *s, const char *name, size_t len,
    unsigned i);
/* Feeding: instruction insn was added without running (the program
 * ended or waits); a numeric branch waiting by bytes counts it. */
void session_flow_skipped(struct session *s, const struct insn *insn);


struct set_value;

/* session_paste.c: a fed label line (0, or 1 with an error in r). */
int session_feed_label(struct session *s, long line, const char *text,
    size_t len, struct session_result *r);
/* Counts a fed directive line; r->directive says so to the front end. */
int session_feed_directive(struct session *s, long line, const char *text,
    size_t len, struct session_result *r);
/* The duplicate-label error for a label line of text (in r). */
void session_label_error(struct session_result *r, const char *text,
    size_t len, long prev);

/* session.c internals used by the command table. */
/* The one change a :set makes to the state (session_set.h computes v):
 * written at the position, as part of its step. Returns 0, or 1 (out of
 * memory) with nothing changed. */
int session_apply_value(struct session *s, const struct set_value *v,
    struct session_result *r);
/* A :set line typed or fed (line: its number): checked and evaluated
 * first, then put into the program before the next instruction and
 * applied. A bad line changes nothing. Returns 0, or 1 on error. */
int session_set_line(struct session *s, long line, const char *text,
    size_t len, struct session_result *r);
int session_goto_r(struct session *s, unsigned k, struct session_result *r);
int session_run_next(struct session *s, struct session_result *r);
/* Instruction k of the program, parsed once (kept beside its text in the
 * history), or NULL with why in d when it does not parse for the current
 * target. Without history only the last step's. */
const struct insn *session_program_insn(struct session *s, unsigned k,
    struct diag *d);
/* Streaming: turns the pending capture of the last step into its delta. */
void session_flush(struct session *s);
int session_replay(struct session *s, bool reparse, struct session_result *r);
/* Whether every line of the program assembles (and every :set compiles)
 * for target and wave: 0, or 1 with the first bad line's number in *bad
 * and why in d. Changes nothing. */
int session_program_fits(struct session *s, uint8_t target, uint8_t wave,
    long *bad, struct diag *d);
void session_add_diag(struct session_result *r, const struct diag *d);
void session_errorf(struct session_result *r, unsigned col,
    const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/* The program's lines as fed (instructions, :set lines, labels, comments),
 * for the modules beside session.c that read them (:save, captions,
 * provenance); 0 lines without history. kind and len may be NULL. */
size_t session_program_lines(const struct session *s);
const char *session_program_line(const struct session *s, size_t i,
    enum history_line_kind *kind, size_t *len);
/* The line index of instruction k (1-based) in those lines; -1 when
 * none or without history. */
long session_program_insn_line(const struct session *s, unsigned k);
/* Instructions in the program (with history) or fed so far (without). */
unsigned session_insn_total(const struct session *s);

/* Captions of lines fed one at a time (session_paste.c): a fed line that
 * parsed as nothing (ASM_EMPTY) joins the pending comment lines when it
 * is a comment, or ends them when it is blank. */
void session_feed_comment(struct session *s, const char *text, size_t len);
/* Whether a program line is a comment and nothing else. */
bool session_line_is_comment(const char *text, size_t len);

/* What session_replay_visit reports, for an analysis that follows a run
 * (provenance): each :set line of the program between steps (k: the step
 * it comes after, 0 before the first), and each step with its instruction
 * and record (NULL when the re-run refused it). */
struct session_visitor {
	void (*set_line)(void *ctx, unsigned k, const char *text, size_t len);
	void (*step)(void *ctx, unsigned k, const struct insn *insn,
	    const struct step *rec);
	void *ctx;
};
/* Runs the program again from step 0 up to the current step, telling v
 * of each line and step; the session ends where it was (registers and
 * memory exact from the history's deltas). -1 without history or when it
 * cannot go back (out of memory), having told v nothing. */
int session_replay_visit(struct session *s, const struct session_visitor *v);

/* session_cmd.c: runs a ':' line. */
int session_command(struct session *s, const char *file, long line,
    const char *text, size_t len, struct session_result *r);
/* Whether a ':' line is a command that only acts when the session is
 * loaded (target, wave, format, semantics) rather than a program line. */
bool session_command_is_setting(const char *text, size_t len);
/* Whether a ':' line is `:set limit = N` (a setting, not a register). */
bool session_is_set_limit(const char *text, size_t len);

/* Whether text is a well-formed `:quit`, which ends a session file being
 * loaded as it ends a batch run: the lines after it are not read. */
bool session_command_is_quit(const char *text, size_t len);

/* session_help.c: appends the help of a mnemonic (with or without its
 * _e32/_e64/_dpp/_sdwa suffix) or of a modifier ("row_shr", "row_shr:3");
 * false when w names none. */
bool session_help_mnemonic(enum isa_target target, const char *w,
    size_t wl, struct strbuf *out);
bool session_help_modifier(const char *w, size_t wl, struct strbuf *out);
/* :help TARGET: the target's row of the features table, in words. */
bool session_help_target(const char *w, size_t wl, struct strbuf *out);

/* provenance.c: the data-flow tracker, live in streaming sessions. */
struct prov;
struct prov *provenance_new(void);
void provenance_free(struct prov *p);
/* Follows one executed step (its record). */
void provenance_step(struct prov *p, const struct insn *insn,
    const struct step *rec);
/* A :set of (kind, reg) after step k. */
void provenance_set(struct prov *p, unsigned kind, unsigned reg,
    unsigned k);
/* provenance.c: appends to out, for register (kind, reg) lane `lane` at the
 * current position, the inputs its value depends on. */
void provenance_explain(struct session *s, unsigned kind, unsigned reg,
    unsigned lane, struct strbuf *out);

#endif
