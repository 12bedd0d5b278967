/* SPDX-License-Identifier: MIT */
/* A lanescope session: the program (instruction and :set lines), the
 * position in it with history to step both ways, the semantics switches,
 * number format, and the command table (:set, :print, :step ...). Every
 * front end (batch, plain prompt, full screen) drives one of these.
 * Pure core: produces text into buffers and diagnostics, never prints,
 * never opens a file: :load and :save come back to the front end as a
 * request (session_result.request), as tmux's client does a command's file
 * work, and the front end answers with session_load_reply or
 * session_save_reply. */
#ifndef LANESCOPE_SESSION_H
#define LANESCOPE_SESSION_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "diag.h"
#include "exec.h"
#include "isa.h"
#include "json.h"
#include "semantics.h"
#include "strbuf.h"
#include "wave.h"

struct session; /* opaque */

/* Errors: one convention for the whole API.
 * - A function that takes a struct session_result returns 0, or 1 on an
 *   error; then, and only then, r->error is set and r->diags holds the
 *   DIAG_ERROR that says why ("out of memory" included). An error changes
 *   nothing: the session is as it was before the call. The one exception
 *   is a streaming session (keep_history false), which cannot take a step
 *   back: when a step ran but its --json entry could not be kept, the step
 *   stays and the error says what the log lacks.
 * - A function without a result that can fail only for lack of memory
 *   returns 0, or -1 having changed nothing (or, where its comment says
 *   so, with a poorer output: e.g. a picture without its caption).
 * - A query returns its value; a bool or NULL says there is none.
 * - Breaking a contract written here (a NULL session or result, a length
 *   without its text) is a programmer error, not an input error: assert()
 *   stops the program there. lanescope keeps assertions on in every build
 *   (README, "Assertions"): configure refuses -DNDEBUG. */

struct session_options {
	enum isa_target target;
	int wave;            /* 32 or 64; 0 = the target's default */
	bool keep_history;   /* false: batch streaming, memory stays flat */
	bool record_steps;   /* collect the --json "steps"/"memory" arrays */
	bool raw_print;      /* :print always 0x%08x (batch mode, cli.md) */
	bool pictures;       /* session_view_input will be asked for: a
			      * session without history then keeps what the
			      * picture of a nop step needs */
	bool no_step_undo;   /* streaming only: nothing will ask for the
			      * last step's undo record (no pictures, no
			      * command after the first instruction: the
			      * front end knows its input), so steps run
			      * without capturing what they change */
};

/* Number formats of :format. */
enum session_format {
	FMT_HEX, FMT_UDEC, FMT_SDEC, FMT_F32, FMT_F16X2, FMT_BYTES, FMT_COUNT
};

#define SESSION_MAX_DIAGS 8

/* File work a fed line asks the front end to do (the core does none). */
enum session_request {
	SESSION_REQ_NONE,
	SESSION_REQ_LOAD,   /* read request_path, answer session_load_reply */
	SESSION_REQ_SAVE,   /* write request_text to request_path, answer
			     * session_save_reply */
	SESSION_REQ_EXPORT, /* :export: write the export of the session in
			     * format request_export to request_path (the
			     * front end builds it, export.h), answer
			     * session_save_reply */
};

/* The formats of --export and :export (cli.md). */
enum session_export {
	SESSION_EXPORT_HTML, SESSION_EXPORT_SVG, SESSION_EXPORT_MD,
	SESSION_EXPORT_TXT, SESSION_EXPORT_COUNT
};

/* "html", "svg", "md", "txt"; NULL for a value out of range. */
const char *session_export_name(enum session_export f);
/* The format named name[0..len), or SESSION_EXPORT_COUNT when none. */
enum session_export session_export_parse(const char *name, size_t len);

/* What one fed line produced. The caller owns it: init with
 * session_result_init, reuse across calls (session_feed resets it), free
 * with session_result_free. */
struct session_result {
	struct strbuf out;        /* text output of a command (:print, :help) */
	struct diag diags[SESSION_MAX_DIAGS]; /* errors, warnings, notes */
	unsigned ndiags;
	bool error;               /* an error: the line changed nothing */
	bool executed;            /* an instruction ran: a new step exists */
	bool moved;               /* the position changed (:step, :back ...) */
	bool quit;                /* :quit */
	bool limit_repeat;        /* the error is the step limit's, already
				   * given for an earlier line: a batch
				   * that keeps going reports it once */
	bool directive;           /* an assembler directive, ignored: the
				   * front end notes the first one (or the
				   * count, session_directives) */
	/* When the diagnostics belong to another line than the one fed (a
	 * line of the file :load read), where that line is; the front end
	 * prints this location and text instead of its own. */
	bool has_origin;
	char origin_file[256];
	long origin_line;
	struct strbuf origin_text;
	/* A request for file work (SESSION_REQ_NONE when none): the path as
	 * typed, the column of the path on the line, and for a save the
	 * text to write and its number of lines. */
	enum session_request request;
	struct strbuf request_path;
	unsigned request_col;
	struct strbuf request_text;
	size_t request_lines;
	enum session_export request_export; /* SESSION_REQ_EXPORT's format;
					     * the front end sets
					     * request_lines to the steps
					     * it wrote */
};

void session_result_init(struct session_result *r);
void session_result_free(struct session_result *r);

/* Creates a session; NULL when out of memory. */
struct session *session_new(const struct session_options *opt);
void session_free(struct session *s);

/* Feeds one line as typed at the prompt or read in batch mode (without its
 * newline). file/line locate it for diagnostics (file NULL = "<stdin>").
 * An instruction is executed at once as the next step: if the position is
 * before the end of the program (a what-if), it goes in before the
 * instruction that would run next, or replaces that one, as `:set whatif`
 * chose (session_whatif); the rest of the program stays and runs again
 * from there when stepped to. A :set line likewise becomes part of the
 * program. Other commands act directly. Every change of the program can
 * be taken back with :undo (and :redo), the position with it. A bad line
 * changes nothing (r->error, diags say why). Returns 0, or 1 on error. */
int session_feed(struct session *s, const char *file, long line,
    const char *text, size_t len, struct session_result *r);

/* Tells the session that a line session_feed refused is skipped and the
 * run goes on (batch --keep-going). When it reads as an instruction (not
 * a command, label, directive or comment) it still counts one wait state
 * for the hazard check, as any instruction would; nothing else changes. */
void session_skip_refused(struct session *s, const char *text, size_t len);

/* The front end's answer to a SESSION_REQ_LOAD of r: text holds the file's
 * contents and path the name it was found under (perhaps in the examples
 * directory), or text is NULL and why says why it could not be read. The
 * program is then replaced as by session_load_text, or nothing changes and
 * r holds an error at the path's column of line `line` of `file`.
 * Returns 0, or 1 on error. */
int session_load_reply(struct session *s, const char *file, long line,
    const char *path, const char *text, size_t len, const char *why,
    struct session_result *r);

/* The front end's answer to a SESSION_REQ_SAVE or SESSION_REQ_EXPORT of
 * r: why is NULL when the file was written to request_path (r->out then
 * says so), else why not (r then holds the error). Returns 0, or 1 on
 * error. */
int session_save_reply(struct session *s, const char *file, long line,
    const char *why, struct session_result *r);

/* Replaces the program with the lines of text (a session file's contents)
 * without executing the instructions, and goes to step 0 (every line before
 * the first instruction applied). Stops at the first bad line with r->error.
 * name is used in diagnostics. */
int session_load_text(struct session *s, const char *name, const char *text,
    size_t len, struct session_result *r);

/* Steps are numbered 0..session_step_count(): step k is the state after
 * the k-th instruction and the :set lines that follow it before the next
 * instruction; step 0 is the state before the first instruction. */
unsigned session_step_count(const struct session *s);
/* The highest line number among the program's lines (0 when empty): a
 * line typed at the full screen's prompt is numbered after it, so the
 * listing, the step's line and the warnings count lines one way. */
long session_last_line(const struct session *s);
unsigned session_position(const struct session *s);
/* Moves to step k (0..session_step_count()), running on the way the
 * instructions of a loaded program not run yet; O(changed lanes) per step
 * already run. Returns 0, or 1 with r holding the error: k past the last
 * step, a step that cannot run (the step limit, out of memory), going back
 * in a session without history. The position and state are then as
 * before the call (steps run on the way stay run: they are the program's,
 * as the step limit's error keeps them). */
int session_goto(struct session *s, unsigned k, struct session_result *r);

/* The wave at the current position. */
const struct wave *session_wave(const struct session *s);

/* The record of the instruction that led to the current position (k >= 1),
 * recomputed from the state before it. Returns false at step 0. The
 * previous state is available as *before (may be NULL if not wanted); it
 * stays valid until the next call that changes the session. */
bool session_current_step(struct session *s, struct step *rec,
    const struct wave **before);

struct view_input;
/* The picture input of the current step (view.h), the one source of every
 * front end's pictures (screen, plain, batch, exports), so they cannot
 * drift: the step's record and the state before it, the latest step within
 * 8 that named vector registers when this one names none, the next
 * instruction that names them, texts, counters and warnings. title is
 * left NULL for the front end. The pointers stay valid until the session
 * next changes. Returns 0, or -1 when out of memory (in then holds the
 * state alone). */
int session_view_input(struct session *s, struct view_input *in);

/* The source text and line number of instruction k (1-based). */
const char *session_step_text(const struct session *s, unsigned k,
    long *line);

/* Warnings (hazards, waitcnt) attached to instruction k. */
unsigned session_step_diags(const struct session *s, unsigned k,
    const struct diag **out);

enum isa_target session_target(const struct session *s);
int session_wave_size(const struct session *s);
enum session_format session_get_format(const struct session *s);
/* :arrows: row arrows on or off, for lanes first..last, or (first < 0)
 * for the selected lane's row; session_view_input passes them on. */
void session_set_arrows(struct session *s, bool on, int first, int last);
bool session_get_arrows(const struct session *s);
const struct semantics *session_semantics(const struct session *s);

/* --json: the whole object of cli.md for everything fed so far. */
void session_json(struct session *s, struct strbuf *out);
/* The same object in pieces, for a run too long to keep (json.h): the
 * head from the current state, and the entries recorded since the last
 * drain, appended to out[] and forgotten. Draining is for a session
 * without history (keep_history false), which never drops a recorded
 * entry again; it returns -1 with one (nothing is then written), and
 * when an append ran out of memory. */
void session_json_head(const struct session *s, struct strbuf *out);
/* Whether the session keeps its history (it may step back). */
bool session_keeps_history(const struct session *s);
int session_json_drain(struct session *s, struct json_counts *done,
    struct strbuf *out[JSON_ARRAY_COUNT]);

/* Command names for completion and :help: calls fn for each. */
void session_each_command(void (*fn)(const char *name, const char *usage,
    const char *help, void *ctx), void *ctx);

/* ---- Added by the session module ---- */

/* What an instruction typed before the end of the program does
 * (`:set whatif = insert|replace`): it goes in before the instruction
 * that would run next (the default), or takes that one's place. */
enum session_whatif { SESSION_WHATIF_INSERT, SESSION_WHATIF_REPLACE };
enum session_whatif session_whatif(const struct session *s);
/* The edits :undo (redo false) or :redo can take back now. */
unsigned session_undo_depth(const struct session *s, bool redo);

/* The name of format f as :format spells it ("hex" ... "bytes"); "hex"
 * for a value out of range. Static text. */
const char *session_format_name(enum session_format f);

/* Formats one 32-bit lane value in format f into buf (NUL-terminated,
 * at most size bytes). Returns the length. */
size_t session_format_value(enum session_format f, uint32_t v, char *buf,
    size_t size);

/* Replaces the text of instruction k (1-based) and re-runs the program
 * from there, keeping the position. A bad line changes nothing. */
int session_edit_step(struct session *s, unsigned k, const char *text,
    size_t len, struct session_result *r);

/* A session without history (keep_history false) cannot look back, so
 * :lane cannot tell what a lane depends on unless the data is followed
 * live, which costs a step record per instruction. Turns that on (before
 * the first line; returns 0, or -1 when out of memory). Sessions with
 * history need nothing: they re-run the program when asked. */
int session_track_provenance(struct session *s);

/* Memory the history holds (program lines, deltas, checkpoints and the
 * trace of the instruction each step ran), in bytes. */
size_t session_history_bytes(const struct session *s);

/* Pasted compiler output. The directive lines fed (session_feed) and
 * ignored so far (session_load_text notes a file's own in its result); the first one's line number and text go to *line and *text
 * (either may be NULL) when there is one. */
unsigned session_directives(const struct session *s, long *line,
    const char **text);

/* Appends the caption of instruction k (1-based) to out: the comment
 * lines directly above it in the program (no blank line between; those a
 * loaded file or session file brought, or those fed one at a time just
 * before it: --batch, piped --plain, typed) and the comment at the end of its
 * line, one per line, without their ';' or '//' and outer blanks (cli.md).
 * Returns the number of caption lines appended (0: none, or no such
 * instruction). */
unsigned session_step_caption(const struct session *s, unsigned k,
    struct strbuf *out);

/* The instruction (1-based; one past the last when the label ends the
 * program) that label name[0..len) stands before, or 0 when the program
 * has no such label. */
unsigned session_label(const struct session *s, const char *name,
    size_t len);

#endif
