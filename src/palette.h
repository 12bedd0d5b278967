/* SPDX-License-Identifier: MIT */
/* palette: the colours and attributes the full screen paints each view
 * attribute with, as data the painter (render.c) reads and a unit test
 * measures, and the WCAG contrast ratio of two colours of xterm's
 * default palette. Pure data and arithmetic. */
#ifndef LANESCOPE_PALETTE_H
#define LANESCOPE_PALETTE_H

#include <stdbool.h>
#include <stdint.h>

#include "view.h"

/* Terminal attributes, as bits (the painter maps them to curses). */
enum {
	PAL_BOLD = 1,
	PAL_DIM = 2,
	PAL_UNDERLINE = 4,
	PAL_REVERSE = 8,
	PAL_STANDOUT = 16,
};

/* How one view attribute is painted. fg and bg are colour numbers of
 * the 8 basic colours (0 black .. 7 white), -1 the terminal's own. With
 * 16 colours or more, the painter makes two changes (palette_fg16 and
 * palette_changed_bg say which): secondary text (fg and bg -1 and
 * attr PAL_DIM) is grey (8) instead of dim, and a value that changed
 * this step, black on a colour, is black on the bright form of that
 * colour; every other changed value is bold. */
struct palette_style {
	int8_t fg, bg;
	uint8_t attr;   /* PAL_* with colours */
	uint8_t mono;   /* PAL_* without colours */
	bool key;       /* key information: >= 4.5:1 on any background,
			 * never dim */
};

/* The style of each enum view_attr. */
extern const struct palette_style palette_styles[VA_COUNT];

/* The foreground with 16 colours or more (grey for secondary text). */
int palette_fg16(const struct palette_style *s);
/* The background of a changed value with 16 colours or more, or -1 when
 * the changed form is bold instead. */
int palette_changed_bg(const struct palette_style *s);

/* Colour n (0-15) of xterm's default palette as 0xRRGGBB. */
uint32_t palette_xterm_rgb(int n);
/* The WCAG 2 contrast ratio of two colours (1 to 21). */
double palette_contrast(uint32_t a, uint32_t b);

#endif
