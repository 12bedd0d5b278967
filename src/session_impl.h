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
	struct history *hist;
	struct history_capture cap;

	unsigned pos;                /* current step */
	unsigned done;               /* steps executed (with a delta) */
	unsigned streamed;           /* keep_history off: steps so far */
	long last_line;              /* keep_history off: line of step */
	struct insn last_insn;       /* keep_history off: its instruction */
	bool last_insn_ok;           /* last_insn holds it */
	struct strbuf last_text;     /* keep_history off: its text */

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
};

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

/* session_cmd.c: runs a ':' line. */
int session_command(struct session *s, const char *file, long line,
    const char *text, size_t len, struct session_result *r);
/* Whether a ':' line is a command that only acts when the session is
 * loaded (target, wave, format, semantics) rather than a program line. */
bool session_command_is_setting(const char *text, size_t len);

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
