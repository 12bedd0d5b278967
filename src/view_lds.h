/* SPDX-License-Identifier: MIT */
/* The LDS bank picture of a step (branch lds17): the 32 banks as
 * columns, how many lanes hit each, the dwords each must serve in the
 * worst group with conflicts marked, and the sentence that says why. Kept
 * apart from the rest of the view so the view's rework and the LDS model
 * change separately. Pure. */
#ifndef LANESCOPE_VIEW_LDS_H
#define LANESCOPE_VIEW_LDS_H

#include "exec.h"
#include "strbuf.h"

/* Rows of the bank picture. */
#define VIEW_LDS_ROWS 5

/* Appends row `row` (0 .. VIEW_LDS_ROWS - 1) of the bank picture of s, a
 * step of a wave of W lanes, to out: a summary, the bank numbers, the
 * lanes per bank, the dwords per bank in the worst group ('!' marks a
 * bank that needs more than one pass), and the why sentence. */
void view_lds_row(const struct lds_step *s, unsigned W, unsigned row,
    struct strbuf *out);

/* Appends the whole picture, one row a line, for :lane and the plain
 * explanation. */
void view_lds_text(const struct lds_step *s, unsigned W, struct strbuf *out);

#endif
