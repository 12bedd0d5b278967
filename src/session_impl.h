/* SPDX-License-Identifier: MIT */
/* What the session module offers the modules beside it (the :set
 * language, provenance, help): functions only. The struct's insides are
 * in session_internal.h, for the session's own files. Not for front ends:
 * they use session.h. */
#ifndef LANESCOPE_SESSION_IMPL_H
#define LANESCOPE_SESSION_IMPL_H

#include "asm.h"
#include "history.h"
#include "provenance.h"
#include "session.h"

struct set_value;

/* The session's own functions the command table uses. */
/* The settings of the command table (cli.md). The step limit (:set
 * limit). */
void session_set_limit(struct session *s, unsigned long limit);
/* :set whatif (session.h). */
void session_set_whatif(struct session *s, enum session_whatif w);
/* :undo (redo false) or :redo (session_undo.c). Returns 0, or 1 with
 * r's error. */
int session_undo_step(struct session *s, bool redo, struct session_result *r);
/* Whether :print shows raw hex whatever the format (batch mode). */
bool session_raw_print(const struct session *s);
/* Whether session_load_text is running: a setting line then only sets the
 * scene for the program it loads. */
bool session_loading(const struct session *s);
/* :format: the number format, also the one later :loads start from while
 * no program is loaded. */
void session_set_format(struct session *s, enum session_format f);
/* :target, :wave: the new scene (the caller has checked that the program
 * fits it, session_program_fits), and the program run again in it. Returns
 * 0, or 1 (out of memory) with the old scene back and why in r. */
int session_set_scene(struct session *s, uint8_t target, uint8_t wave,
    struct session_result *r);
/* :semantics: the new switches, and the program run again when they
 * changed. Returns 0, or 1 with why in r. */
int session_set_semantics(struct session *s, const struct semantics *sem,
    struct session_result *r);
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
/* Whether a ':' line is `:set limit` or `:set whatif`: a setting of the
 * session, not a program line. */
bool session_is_set_option(const char *text, size_t len);

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

/* The provenance tracker of a streaming session
 * (session_track_provenance), or NULL. */
struct prov *session_live_provenance(const struct session *s);

#endif
