/* SPDX-License-Identifier: MIT */
/* palette: the screen's colours as data; see palette.h. */
#include "palette.h"

#include <math.h>

/* Key information is never a coloured letter on the terminal's own
 * background: no colour of the 16 reads at 4.5:1 on both black and white
 * (README, "Colours and contrast"). It is the terminal's own foreground,
 * or black on a colour, white on red or blue, whose ratio does not depend
 * on the background. */
const struct palette_style palette_styles[VA_COUNT] = {
	[VA_NORMAL] = { -1, -1, 0, 0, true },
	[VA_TITLE] = { 0, 6, 0, PAL_REVERSE, true },
	[VA_HEADER] = { -1, -1, PAL_BOLD, PAL_BOLD, false },
	[VA_LABEL] = { -1, -1, 0, 0, false },
	[VA_DIM] = { -1, -1, PAL_DIM, PAL_DIM, false },
	[VA_MOVED] = { 0, 2, 0, 0, true },
	[VA_KEPT] = { 0, 3, 0, 0, true },
	[VA_ZEROED] = { -1, -1, PAL_UNDERLINE, PAL_UNDERLINE, true },
	[VA_INACTIVE] = { -1, -1, PAL_DIM, PAL_DIM, false },
	[VA_SELF] = { 0, 6, 0, 0, true },
	[VA_COMPUTED] = { -1, -1, 0, 0, true },
	[VA_ERROR] = { 7, 1, PAL_BOLD, PAL_BOLD, true },
	[VA_WARNING] = { 0, 3, PAL_BOLD, PAL_BOLD, true },
	[VA_NOTE] = { -1, -1, 0, 0, false },
	[VA_KEY] = { -1, -1, PAL_BOLD, PAL_BOLD, true },
	[VA_KEYBAR] = { 0, 6, 0, PAL_REVERSE, true },
	[VA_PROMPT] = { -1, -1, PAL_BOLD, PAL_BOLD, true },
	[VA_MASK_ON] = { -1, -1, 0, 0, true },
	[VA_MASK_OFF] = { -1, -1, 0, 0, true },
	[VA_COLLISION] = { 7, 1, PAL_BOLD, PAL_BOLD | PAL_UNDERLINE, true },
	[VA_UNWRITTEN] = { -1, -1, PAL_DIM, PAL_DIM, false },
	[VA_SELECTED] = { 0, 3, 0, PAL_STANDOUT, true },
	/* memory: the 64-byte lines' values, eight looks told apart */
	[VA_LINE0] = { 0, 2, 0, 0, true },
	[VA_LINE0 + 1] = { 0, 3, 0, PAL_UNDERLINE, true },
	[VA_LINE0 + 2] = { 0, 6, 0, 0, true },
	[VA_LINE0 + 3] = { 7, 4, 0, PAL_BOLD | PAL_UNDERLINE, true },
	[VA_LINE0 + 4] = { 7, 1, 0, 0, true },
	[VA_LINE0 + 5] = { 0, 7, 0, PAL_UNDERLINE, true },
	[VA_LINE0 + 6] = { -1, -1, PAL_UNDERLINE, PAL_BOLD, true },
	[VA_LINE0 + 7] = { -1, -1, PAL_BOLD, PAL_BOLD | PAL_UNDERLINE, true },
};

int
palette_fg16(const struct palette_style *s)
{
	if (s->fg == -1 && s->bg == -1 && s->attr == PAL_DIM)
		return 8;
	return s->fg;
}

int
palette_changed_bg(const struct palette_style *s)
{
	return s->fg == 0 && s->bg >= 1 && s->bg <= 7 ? s->bg + 8 : -1;
}

uint32_t
palette_xterm_rgb(int n)
{
	static const uint32_t rgb[16] = {
		0x000000, 0xcd0000, 0x00cd00, 0xcdcd00, 0x0000ee, 0xcd00cd,
		0x00cdcd, 0xe5e5e5, 0x7f7f7f, 0xff0000, 0x00ff00, 0xffff00,
		0x5c5cff, 0xff00ff, 0x00ffff, 0xffffff,
	};

	return n >= 0 && n < 16 ? rgb[n] : 0;
}

/* WCAG 2's relative luminance of one sRGB colour. */
static double
luminance(uint32_t rgb)
{
	double l = 0;
	static const double weight[3] = { 0.2126, 0.7152, 0.0722 };

	for (int i = 0; i < 3; i++) {
		double c = (double)(rgb >> (16 - 8 * i) & 0xff) / 255.0;

		c = c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4);
		l += weight[i] * c;
	}
	return l;
}

double
palette_contrast(uint32_t a, uint32_t b)
{
	double la = luminance(a), lb = luminance(b);

	return la > lb ? (la + 0.05) / (lb + 0.05) : (lb + 0.05) /
	    (la + 0.05);
}
