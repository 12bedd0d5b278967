/* SPDX-License-Identifier: MIT */
/* Builds a frame of text cells with abstract attributes from the wave before
 * and after a step and its step record: pure, no curses, never prints. The
 * renderer, the plain-text picture and the tests all read the same frame. */
#ifndef LANESCOPE_VIEW_H
#define LANESCOPE_VIEW_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "diag.h"
#include "exec.h"
#include "provenance.h"
#include "session.h"
#include "strbuf.h"
#include "wave.h"

/* What a cell means; the renderer maps each to a colour (or, without
 * colour, to reverse/bold/underline/dim). The low byte of a cell's attr. */
enum view_attr {
	VA_NORMAL,
	VA_TITLE,      /* the top bar */
	VA_HEADER,     /* lane numbers, section labels */
	VA_LABEL,      /* row labels */
	VA_DIM,        /* grid lines, secondary text */
	VA_MOVED,      /* written with a value read from another lane */
	VA_KEPT,       /* not written: masked, out of range, inactive source */
	VA_ZEROED,     /* written with 0 in place of the source */
	VA_INACTIVE,   /* EXEC off */
	VA_SELF,       /* read its own value */
	VA_COMPUTED,   /* an ordinary per-lane result */
	VA_ERROR,
	VA_WARNING,
	VA_NOTE,
	VA_KEY,        /* a key name in the key bar */
	VA_KEYBAR,     /* the key bar's labels */
	VA_PROMPT,
	VA_MASK_ON,    /* EXEC / mask bar: enabled lane */
	VA_MASK_OFF,   /* EXEC / mask bar: disabled lane */
	VA_COLLISION,  /* permute slot written by several lanes */
	VA_UNWRITTEN,  /* permute slot nobody wrote */
	VA_SELECTED,   /* SDWA: the selected bytes / words */
	VA_LINE0,      /* memory: eight colours for 64-byte lines, cycled */
	VA_LINE7 = VA_LINE0 + 7,
	VA_COUNT
};

#define VA_BASE(a)   ((a) & 0xffu)
#define VF_CHANGED   0x100u /* the value changed this step (bold) */
#define VF_CURSOR    0x200u /* the selected lane (reverse) */
#define VF_PATH      0x400u /* the selected lane's source (underline) */

/* One character cell: a Unicode code point (ASCII only in ascii mode) and
 * an attribute (enum view_attr | VF_*). */
struct view_cell {
	uint32_t ch;
	uint16_t attr;
	int8_t lane;      /* the lane this cell shows, -1 if none (mouse) */
	uint8_t pad;
};

/* A frame: width x height cells, row-major. cursor_x/cursor_y: where the
 * terminal's caret goes (the edit line), -1 when hidden. */
struct frame {
	int width, height;
	struct view_cell *cell;
	int cursor_x, cursor_y;
	bool too_small;   /* the frame only holds the "make it bigger" text */
	int lanes_per_line; /* 16 (wide) or 8 (half rows); 0 when too small */
	int msg_cut;      /* lines of the message area that did not fit */
};

/* One line of the program listing around the current step (the program
 * pane). text is not NUL-terminated: len bytes. */
enum view_list_kind {
	VL_INSN,       /* an instruction */
	VL_CURRENT,    /* the current step's instruction */
	VL_NEXT,       /* the next step's instruction */
	VL_LABEL,      /* a label (NAME:) */
	VL_TARGET,     /* the label the current step's branch names */
	VL_COMMENT,    /* a comment line: captions are made of these */
	VL_OTHER       /* a :set line, a directive, a blank line */
};

struct view_list_line {
	const char *text;
	size_t len;
	long line;           /* its line number in the file */
	long target;         /* a branch's target label's line, or 0 */
	uint8_t kind;        /* enum view_list_kind */
};

/* Lines of the program the picture input carries at most. */
#define VIEW_LIST_MAX 64

/* Everything the picture is built from. Pointers are borrowed. */
struct view_input {
	const struct wave *before;   /* state before the step; NULL at step 0 */
	const struct wave *after;    /* current state; never NULL */
	const struct step *step;     /* NULL at step 0 */
	const struct insn *next;     /* the next instruction, NULL if none */
	unsigned position, count;    /* step k of n */
	const char *title;           /* file name, or "demo" */
	const char *insn_text;       /* source text of the current step */
	long insn_line;
	const char *next_text;       /* source text of the next step, or NULL */
	const char *caption;         /* the step's caption (cli.md: comment
					* lines above it, then its trailing
					* comment), '\n' between lines; NULL
					* or "" when it has none */
	const struct diag *diags;    /* warnings attached to the step */
	unsigned ndiags;
	const char *target_name;     /* "gfx803" */
	/* The program around the current step, in file order (at most
	 * VIEW_LIST_MAX lines); none (0) when the session keeps no
	 * program. */
	const struct view_list_line *list;
	unsigned nlist;
	/* Row arrows (:arrows, key a): whether the picture draws, between
	 * a source row and a destination row, where each lane read from;
	 * for lanes arrows_first..arrows_last, or (arrows_first < 0) for
	 * the row of the selected lane (row 0 when none is selected). */
	bool arrows;
	int arrows_first, arrows_last;
};

/* The user interface state that shapes the picture. */
struct view_ui {
	int cursor_lane;             /* -1: none */
	enum session_format format;
	bool ascii;                  /* no box drawing, ASCII only */
	bool mono;                   /* painted without colour: no colour
					* key (its entries would look alike) */
	bool plain;                  /* plain text: no prompt, no key bar, and
					* the frame's height is what it needs */
	int phase;                   /* permute steps: 0 write, 1 read */
	const char *message;         /* lines for the message area (may hold
					* '\n'), shown before the explanation */
	uint16_t message_attr;       /* VA_ERROR, VA_NORMAL ... */
	const char *prompt;          /* "lanescope> " */
	const char *line;            /* the edit line and its cursor */
	size_t line_len, line_cursor;
};

/* Minimum terminal size for the picture (8 lanes per line). */
#define VIEW_MIN_WIDTH 80
#define VIEW_MIN_HEIGHT 24
/* Width from which 16 lanes fit on a line. */
#define VIEW_WIDE_WIDTH 150

/* Makes f a width x height frame of blanks (allocates; returns 0, or -1
 * when out of memory, leaving f as it was). A new frame must be zeroed
 * (struct frame f = {0}) before the first call. */
int view_frame_resize(struct frame *f, int width, int height);
void view_frame_free(struct frame *f);

/* Builds the picture of in under ui into f, whose size is fixed by the
 * caller (view_frame_resize) except in ui->plain mode, where the frame is
 * resized to the height it needs (f->width is kept). Returns 0, or -1 when
 * out of memory. Pure: the same inputs always give the same cells. */
int view_build(struct frame *f, const struct view_input *in,
    const struct view_ui *ui);

/* Draws only the picture's instruction line (row 1 of view_build: the
 * line number and text of the step, then "next: " and in->next_text when
 * they fit) on row 0 of f, whose width the caller sets. Reads only
 * in->position, count, insn_line, insn_text and next_text. */
void view_build_insn_line(struct frame *f, const struct view_input *in,
    const struct view_ui *ui);

/* Writes one or two plain sentences that explain the step into out (no
 * trailing newline), e.g. "Each lane reads v0 from the lane one to its left
 * in its row; ...". phase as in struct view_ui. */
void view_explain(const struct step *st, const struct wave *before,
    int phase, struct strbuf *out);

/* Writes one or two sentences about lane `lane` of the step (what it
 * read, from where, why it was or was not written, old and new value in
 * fmt); for a permute's write phase (phase 0) about tmp slot `lane`. */
void view_explain_lane(const struct step *st, const struct wave *after,
    int lane, int phase, enum session_format fmt, struct strbuf *out);

/* Formats v as exactly 8 characters in fmt (right-aligned; values too long
 * for 8 characters use a shorter approximate form). buf holds 9 bytes. */
void view_format_value(uint32_t v, enum session_format fmt, char buf[9]);

/* Appends a lane set as "0-15, 32, 40-47": at most max_items ranges, then
 * ", ...". */
void view_lane_list(struct strbuf *sb, lanemask_t m, unsigned max_items);

/* Whether an instruction reads or writes a vector register, as
 * exec_names_vgpr says (a step that names none, such as s_nop or SALU,
 * keeps showing the latest one that did). */
bool view_names_vgpr(const struct insn *insn);

/* The lane shown at column x, row y of f, or -1. */
int view_lane_at(const struct frame *f, int x, int y);

/* Everything the message area would show for in under ui, whole: the
 * message, the caption, the step's diagnostics and the explanation, '\n'
 * between lines (what the pager shows when the area cuts it). */
void view_message_text(const struct view_input *in, const struct view_ui *ui,
    struct strbuf *out);

/* The program listing of in as text, a line each: number, a mark (the
 * current step's arrow, "." for the next step, a hooked arrow for the
 * current branch's target label) and the text, with "-> N" after a
 * branch whose label is on line N. */
void view_listing_text(const struct view_input *in, bool ascii,
    struct strbuf *out);

/* The pager: a long text (help, :semantics, a lane's story) in a
 * scrollable full-window view, less-style. Lines are the text's lines
 * word-wrapped to the frame's width less one. */
struct view_pager {
	const char *title;   /* what it shows, e.g. "help" */
	const char *text;    /* '\n' between lines */
	int top;             /* the first wrapped line shown (0-based) */
	const char *search;  /* the last search, highlighted; NULL or "" */
	const char *typing;  /* a search being typed (shown on the status
			      * line after '/'), or NULL */
	const char *note;    /* a short note for the status line, or NULL */
	bool ascii;
};

/* The number of wrapped lines of text at frame width width, and the
 * number of them a frame of height height shows at once (height less
 * the title and status lines, at least 1). */
int view_pager_lines(const char *text, int width);
int view_pager_page(int height);

/* The first wrapped line at or after from (backward: at or before)
 * that holds needle, ignoring ASCII case; -1 when none does. */
int view_pager_find(const char *text, int width, int from,
    const char *needle, bool backward);

/* Builds the pager into f (its size is kept): the title bar, the lines
 * from p->top on with matches of p->search marked, and a status line
 * with the position and the keys. p->top is used as it is (the caller
 * keeps it within 0..lines-page). Returns 0, or -1 when out of memory. */
int view_pager_build(struct frame *f, const struct view_pager *p);

/* ---- :lane (view_lane.c) ---- */

/* The facts of one lane of the current step that :lane N puts in words:
 * the caller gathers them (the step's record, the states before and
 * after it, the semantics switches, the provenance of the destination). */
struct lane_facts {
	unsigned lane, position;
	bool ran;                       /* a step has run: the rest is set */
	long line;                      /* of its instruction */
	const char *text;               /* the instruction as lanescope reads
					 * it (asm_format), NULL when its
					 * line is unknown */
	const struct step *rec;
	const struct wave *before, *after;
	const struct semantics *sem;
	enum session_format fmt;        /* values as the picture shows them */
	const struct prov_inputs *inputs; /* of the destination, or NULL */
};

/* Appends the plain-words account of lane f->lane (what :lane N prints). */
void view_lane_explain(const struct lane_facts *f, struct strbuf *out);
/* Appends what a register lane depends on, one line (:lane N REG). */
void view_lane_inputs(const struct prov_inputs *in, struct strbuf *out);

#endif
