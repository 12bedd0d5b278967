/* SPDX-License-Identifier: MIT */
/* Internals shared by the view's files (view.c primitives and values,
 * view_grid.c register grids, view_build.c layout, view_explain.c
 * sentences). Not part of the interface. */
#ifndef LANESCOPE_VIEW_INT_H
#define LANESCOPE_VIEW_INT_H

#include "view.h"

/* Characters of the picture: box drawing or ASCII. */
struct vw_glyphs {
	uint32_t bank, half, hline, down, src_mark, src_down, on, off;
	const char *larrow, *rarrow, *enter, *arrows, *sep;
};

const struct vw_glyphs *vw_glyphs(bool ascii);

/* Decodes one UTF-8 sequence at *s and advances; bad bytes give '?'. */
uint32_t vw_utf8_next(const char **s);

/* Cell writers; all clip silently at the frame's edges. */
void vw_putc(struct frame *f, int x, int y, uint32_t ch, unsigned attr);
int vw_puts(struct frame *f, int x, int y, const char *s, unsigned attr);
int vw_printf(struct frame *f, int x, int y, unsigned attr,
    const char *fmt, ...) __attribute__((format(printf, 5, 6)));
void vw_set_lane(struct frame *f, int x, int y, int n, int lane);
void vw_add_flags(struct frame *f, int x, int y, int n, unsigned flags);
void vw_fill(struct frame *f, int y, unsigned attr);
void vw_set_attr(struct frame *f, int x, int y, int n, unsigned attr);
/* Word-wraps text onto rows y.. (at most maxrows); returns rows used.
 * vw_wrapped_rows measures without drawing. */
int vw_put_wrapped(struct frame *f, int y, int maxrows, const char *text,
    unsigned attr);
int vw_wrapped_rows(const struct frame *f, const char *text, int limit);
/* One wrapped line of at most w code points from p: its length in bytes
 * into *len; returns where the next line starts (past the break's spaces
 * and newline). */
const char *vw_wrap_line(const char *p, int w, size_t *len);

/* "v3", "s[4:5]", "exec" ... */
void vw_reg_name(const struct operand *o, char *buf, size_t size);

/* The operands a step's picture is about: the register the main grid
 * shows (dst) and the one the secondary grid shows (the moved source). */
struct grid_regs {
	int main;   /* VGPR or -1 */
	int second; /* VGPR or -1 */
	int sub;    /* VGPR shown under each main cell (VALU: src0) or -1 */
};

struct vw_layout {
	int lpl;          /* lanes per line: 16 or 8 */
	int nlines;       /* grid lines per register */
	int label_w;      /* width of the row label column */
	int val_w;        /* width of a value: the widest in the format */
	int cell_w;       /* value, changed-mark column, gap or separator */
	bool split;       /* narrow cells (value and one blank): the bank
			   * separator is a column of its own between the
			   * two halves of a line */
};

/* Column of the j-th lane of a grid line (j < lpl). */
int vw_lane_col(const struct vw_layout *l, int j);

/* Everything one frame build needs, to keep helper signatures short. */
struct vw_ctx {
	struct frame *f;
	const struct view_input *in;
	const struct view_ui *ui;
	const struct vw_glyphs *g;
	struct vw_layout l;
	struct grid_regs regs;
	const struct step *st;      /* the step the grids draw (in->step) */
	const struct wave *before;  /* the wave before st */
	int lanes;
	unsigned kind;
	bool permute;
	bool write_phase;
	bool ascii;
	bool compact;               /* a step that names no VGPR: no grids
				     * (plain text drops their rows, the
				     * screen leaves them empty) */
	bool grid_after;            /* vw_draw_src_grid draws the wave after
				     * the step: a VOPD Y half's result */
};

struct grid_regs vw_pick_regs(const struct vw_ctx *c);
/* The value width the grids of c need (4..8): 8 for hex, bytes, f16x2
 * and memory addresses, else the widest value shown in the format. */
int vw_value_width(const struct vw_ctx *c);
/* v in the format, right-aligned in exactly c->l.val_w characters. */
void vw_cell_value(const struct vw_ctx *c, uint32_t v, char buf[9]);
void vw_draw_main_grid(struct vw_ctx *c, int y0);
void vw_draw_second_grid(struct vw_ctx *c, int y0);
void vw_draw_old_grid(struct vw_ctx *c, int y0, bool as_source);
/* A source VGPR's values before the step, labelled label; with notes (a
 * second row per line of lanes) when notes is not NULL: notes[lane]. */
void vw_draw_src_grid(struct vw_ctx *c, int y0, int reg, const char *label,
    const char *const *notes);
void vw_draw_path(struct vw_ctx *c, int y, bool in_header);
int vw_cursor_source(const struct vw_ctx *c);
/* The lane (or, in a permute's read phase, the tmp slot) that lane L of
 * the drawn step read in the phase shown; -1 when it read none. */
int vw_lane_source(const struct vw_ctx *c, int L);
bool vw_is_crosslane(unsigned kind);
/* The attribute of a destination lane written for reason (lane_reason). */
unsigned vw_reason_attr(unsigned reason);

/* ---- row arrows (view_arrows.c) ---- */

/* Whether the picture of c draws row arrows in place of its grids: on,
 * and the step drawn moves data between lanes. */
bool vw_arrows_shown(const struct vw_ctx *c);
/* Rows the arrows take: all their lines when maxrows < 0 (plain text),
 * else at most maxrows (lines that do not fit become lane numbers). */
int vw_arrows_rows(const struct vw_ctx *c, int maxrows);
/* Draws them into rows y0..y0+rows-1; returns 0, or -1 when out of
 * memory. */
int vw_draw_arrows(struct vw_ctx *c, int y0, int rows);

#endif
