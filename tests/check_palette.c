/* SPDX-License-Identifier: MIT */
/* Tests of the screen's palette (src/palette.c): the ratios of the pairs
 * the painter really uses, against black and white backgrounds with
 * xterm's default colours, so that a bad pair fails here. The reference
 * ratios are WCAG 2's published examples and the README's table. */
#include <check.h>
#include <stdio.h>

#include "palette.h"
#include "view.h"

void view_add_palette_tests(Suite *s);

#define BLACK 0x000000u
#define WHITE 0xffffffu

/* The contrast of colour fg (-1: the terminal's own, which is its own
 * business) against the background bg (-1: both black and white, the
 * two ends a terminal may have). The worst of them. */
static double
worst(int fg, int bg)
{
	if (fg < 0)
		return 21.0;
	if (bg >= 0)
		return palette_contrast(palette_xterm_rgb(fg),
		    palette_xterm_rgb(bg));
	double a = palette_contrast(palette_xterm_rgb(fg), BLACK);
	double b = palette_contrast(palette_xterm_rgb(fg), WHITE);

	return a < b ? a : b;
}

START_TEST(test_contrast_formula_matches_wcag_examples)
{
	/* black on white is 21:1, a colour on itself 1:1, and xterm's
	 * green on white the 2.2 the README measured */
	ck_assert(palette_contrast(BLACK, WHITE) > 20.99 &&
	    palette_contrast(BLACK, WHITE) < 21.01);
	ck_assert(palette_contrast(0x777777, 0x777777) == 1.0);
	ck_assert(palette_contrast(0x767676, WHITE) > 4.53 &&
	    palette_contrast(0x767676, WHITE) < 4.55);
	ck_assert(worst(2, -1) > 2.1 && worst(2, -1) < 2.3);
	ck_assert(worst(4, -1) > 2.1 && worst(4, -1) < 2.3); /* blue */
}
END_TEST

START_TEST(test_key_information_reads_on_dark_and_light)
{
	for (int a = 0; a < VA_COUNT; a++) {
		const struct palette_style *s = &palette_styles[a];
		int cb = palette_changed_bg(s);
		double r8 = worst(s->fg, s->bg), r16 = worst(palette_fg16(s),
		    s->bg);

		if (!s->key) {
			/* secondary text still reads (WCAG's 3:1 for large
			 * text and interface parts) */
			ck_assert_msg(r16 >= 3.0, "attr %d: %.2f", a, r16);
			continue;
		}
		ck_assert_msg(r8 >= 4.5 && r16 >= 4.5, "attr %d: %.2f %.2f",
		    a, r8, r16);
		if (cb >= 0)
			ck_assert_msg(worst(s->fg, cb) >= 4.5,
			    "attr %d changed: %.2f", a, worst(s->fg, cb));
		ck_assert_msg(!(s->attr & PAL_DIM) && !(s->mono & PAL_DIM),
		    "attr %d is key information but dim", a);
	}
	/* the elements issue 12 names */
	ck_assert(palette_styles[VA_MOVED].key);
	ck_assert(palette_styles[VA_NORMAL].key);  /* the from <-N rows */
	ck_assert(palette_styles[VA_ERROR].key);
	ck_assert(palette_styles[VA_MASK_ON].key);
	ck_assert(palette_styles[VA_MASK_OFF].key);
	ck_assert(!(palette_styles[VA_MOVED].attr & PAL_DIM));
}
END_TEST

/* Key information with colour is on a colour: no coloured letters on
 * the terminal's background, which no hue passes on both ends. */
START_TEST(test_no_coloured_letters_on_the_terminal_background)
{
	for (int a = 0; a < VA_COUNT; a++) {
		const struct palette_style *s = &palette_styles[a];

		if (s->fg >= 0)
			ck_assert_msg(s->bg >= 0, "attr %d", a);
	}
}
END_TEST

void
view_add_palette_tests(Suite *s)
{
	TCase *tc = tcase_create("palette");

	tcase_add_test(tc, test_contrast_formula_matches_wcag_examples);
	tcase_add_test(tc, test_key_information_reads_on_dark_and_light);
	tcase_add_test(tc,
	    test_no_coloured_letters_on_the_terminal_background);
	suite_add_tcase(s, tc);
}
