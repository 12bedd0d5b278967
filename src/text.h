/* SPDX-License-Identifier: MIT */
/* Plain-text rendering of a view frame, for plain mode, --batch pictures
 * and screen readers; ASCII when asked. Pure: appends to a buffer. */
#ifndef LANESCOPE_TEXT_H
#define LANESCOPE_TEXT_H

#include <stdbool.h>

#include "strbuf.h"
#include "view.h"

/* Appends f as lines of text (UTF-8, or whatever the cells hold), one per
 * frame row, trailing blanks trimmed and trailing empty rows dropped.
 * Cells that changed this step get a '*' in the blank that follows them,
 * since plain text has no bold. */
void text_frame(const struct frame *f, struct strbuf *out);

/* Builds the plain picture of in at the given width (80 when 0) and
 * appends it with text_frame. cursor_lane -1 for none; phase as in
 * struct view_ui. Returns 0, or -1 when out of memory. */
int text_picture(const struct view_input *in, enum session_format fmt,
    bool ascii, int width, int cursor_lane, int phase, struct strbuf *out);

/* The plain-text picture of a step as plain mode and batch both print it
 * (one function, so they cannot differ): for a permute its write phase
 * and then its read phase, else the one picture. Appends to out; returns
 * 0, or -1 when out of memory. */
int text_step(const struct view_input *in, enum session_format fmt,
    bool ascii, int width, int cursor_lane, struct strbuf *out);

/* The instruction line of in's picture as text_picture writes it (its
 * second line, with its '\n'), from in->position, count, insn_line,
 * insn_text and next_text alone: lets batch mode, which learns the next
 * instruction only when it reads it, complete a picture drawn before.
 * Returns 0, or -1 when out of memory. */
int text_insn_line(const struct view_input *in, int width,
    struct strbuf *out);

#endif
