/* SPDX-License-Identifier: MIT */
/* Unit tests of the row arrows (src/view_arrows.c): real steps run by a
 * session, drawn at each planned size, and every arrow followed cell by
 * cell from its head back to the lane it starts at, against source lanes
 * worked out by hand from the instruction's definition. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <check.h>

#include "session.h"
#include "suites.h"
#include "text.h"
#include "view.h"

static struct session *
run(enum isa_target t, int wave, const char *prog)
{
	struct session_options opt;
	struct session_result r;
	struct session *s;

	memset(&opt, 0, sizeof opt);
	opt.target = t;
	opt.wave = wave;
	opt.keep_history = true;
	opt.pictures = true;
	s = session_new(&opt);
	ck_assert_ptr_nonnull(s);
	session_result_init(&r);
	ck_assert_int_eq(session_load_text(s, "t.session", prog, strlen(prog),
	    &r), 0);
	session_result_free(&r);
	return s;
}

static const struct view_cell *
at(const struct frame *f, int x, int y)
{
	return &f->cell[(size_t)y * (size_t)f->width + (size_t)x];
}

static struct frame
draw(struct session *s, unsigned k, int w, int h, int cursor, int phase)
{
	struct frame f;
	struct view_input in;
	struct view_ui ui;
	struct session_result r;

	session_result_init(&r);
	ck_assert_int_eq(session_goto(s, k, &r), 0);
	session_result_free(&r);
	ck_assert_int_eq(session_view_input(s, &in), 0);
	memset(&ui, 0, sizeof ui);
	ui.cursor_lane = cursor;
	ui.format = session_get_format(s);
	ui.phase = phase;
	ui.prompt = "> ";
	ui.line = "";
	memset(&f, 0, sizeof f);
	ck_assert_int_eq(view_frame_resize(&f, w, h), 0);
	ck_assert_int_eq(view_build(&f, &in, &ui), 0);
	ck_assert(!f.too_small);
	return f;
}

/* The row whose text starts with "lane " at the left edge: the figure's
 * lane numbers; -1 when there is no figure. */
static int
lane_row(const struct frame *f)
{
	for (int y = 0; y < f->height; y++)
		if (at(f, 0, y)->ch == 'l' && at(f, 1, y)->ch == 'a' &&
		    at(f, 2, y)->ch == 'n' && at(f, 3, y)->ch == 'e') {
			/* blanks, then a lane number (not the header's
			 * wrapped words) */
			int x = 4;
			while (x < f->width && at(f, x, y)->ch == ' ')
				x++;
			if (x < f->width && at(f, x, y)->ch >= '0' &&
			    at(f, x, y)->ch <= '9')
				return y;
		}
	return -1;
}

/* The arrowheads' row: the first row under the sources holding one. */
static int
head_row(const struct frame *f, int top)
{
	for (int y = top + 2; y < f->height; y++)
		for (int x = 0; x < f->width; x++)
			if (at(f, x, y)->ch == 0x25bc)
				return y;
	return -1;
}

static bool
conn_w(uint32_t c)
{
	return c == 0x2500 || c == 0x2510 || c == 0x2518 || c == 0x252c ||
	    c == 0x2534 || c == 0x253c;
}

static bool
conn_e(uint32_t c)
{
	return c == 0x2500 || c == 0x250c || c == 0x2514 || c == 0x252c ||
	    c == 0x2534 || c == 0x253c;
}

/* Follows the arrow whose head is at (x, head) back to where it starts:
 * the lane of the source row's cell there, or the number written by the
 * head when the line is not drawn. -1: no arrow there; -2: a broken
 * line. */
static int
follow(const struct frame *f, int top, int head, int x)
{
	int y = head - 1, xs = -1;
	uint32_t c;

	if (at(f, x, head)->ch != 0x25bc)
		return -1;
	if (at(f, x - 1, head)->ch >= '0' && at(f, x - 1, head)->ch <= '9') {
		int v = 0, m = 1;
		for (int k = x - 1; k >= 0 && at(f, k, head)->ch >= '0' &&
		    at(f, k, head)->ch <= '9'; k--, m *= 10)
			v += (int)(at(f, k, head)->ch - '0') * m;
		return 1000 + v; /* a number, not a line */
	}
	while (y > top + 1 && ((c = at(f, x, y)->ch) == 0x2502 ||
	    c == 0x253c))
		y--;
	c = at(f, x, y)->ch;
	if (y <= top + 1 || !(c == 0x2510 || c == 0x250c || c == 0x252c))
		return -2;
	/* along the track to the one corner that goes up (a crossing
	 * line's cell is a plain cross and does not count) */
	for (int k = x; k > 0 && conn_w(at(f, k, y)->ch); k--) {
		c = at(f, k - 1, y)->ch;
		if (c == 0x2518 || c == 0x2514 || c == 0x2534)
			xs = k - 1;
	}
	for (int k = x; k + 1 < f->width && conn_e(at(f, k, y)->ch); k++) {
		c = at(f, k + 1, y)->ch;
		if (c == 0x2518 || c == 0x2514 || c == 0x2534)
			xs = k + 1;
	}
	if (xs < 0)
		return -2;
	for (y = y - 1; y > top + 1; y--)
		if ((c = at(f, xs, y)->ch) != 0x2502 && c != 0x253c)
			return -2;
	return at(f, xs, top + 1)->lane;
}

/* Checks every destination lane the figure shows against want[lane]
 * (-1: no arrow); lines drawn as numbers count as their number.
 * Returns the number of lanes shown. */
static int
check_figure(const struct frame *f, const int *want, int lanes)
{
	int top = lane_row(f), head, shown = 0;

	ck_assert_msg(top >= 0, "no arrows figure");
	head = head_row(f, top);
	if (head < 0) {
		/* no lane of these read one: say so by the sources' row */
		for (int L = 0; L < lanes; L++)
			for (int x = 0; x < f->width; x++)
				if (at(f, x, top + 1)->lane == L) {
					ck_assert_int_eq(want[L], -1);
					shown++;
					break;
				}
		return shown;
	}
	for (int L = 0; L < lanes; L++) {
		int last = -1, got;

		for (int x = 0; x < f->width; x++)
			if (at(f, x, head + 1)->lane == L)
				last = x;
		if (last < 0)
			continue;
		shown++;
		got = follow(f, top, head, last);
		if (got >= 1000)
			got -= 1000;
		if (got != want[L]) {
			/* the picture, to see what went wrong */
			struct strbuf sb = STRBUF_INIT;
			text_frame(f, &sb);
			fprintf(stderr, "%s", strbuf_str(&sb));
			strbuf_free(&sb);
		}
		ck_assert_msg(got == want[L], "lane %d: arrow from %d, want %d",
		    L, got, want[L]);
	}
	return shown;
}

static const char prog64[] =
    ":format udec\n"
    ":arrows\n"
    ":set v0 = lane\n"
    ":set v6 = (lane * 5 % 64) * 4\n"
    "v_mov_b32_dpp v1, v0 row_ror:4\n"          /* step 1 */
    "v_mov_b32_dpp v2, v0 row_mirror\n"         /* 2 */
    "v_mov_b32_dpp v3, v0 quad_perm:[2,3,0,1]\n" /* 3 */
    "v_mov_b32_dpp v4, v0 row_shr:1\n"          /* 4 */
    "ds_swizzle_b32 v5, v0 offset:swizzle(SWAP,2)\n" /* 5 */
    "ds_bpermute_b32 v7, v6, v0\n"              /* 6 */
    "v_mov_b32_dpp v9, v0 row_bcast:15 row_mask:0xa\n"; /* 7 */

/* The source lane of lane n, from the definitions (semantics.md's DPP
 * table, the swizzle's BitMode, bpermute's address / 4). */
static int
want_src(int step, int n)
{
	int row = n / 16 * 16, rl = n % 16;

	switch (step) {
	case 1: return row + (rl - 4 + 16) % 16;
	case 2: return row + 15 - rl;
	case 3: return (n & ~3) | ((0x4e >> (2 * (n & 3))) & 3);
	case 4: return rl == 0 ? -1 : n - 1;
	case 5: return n ^ 2;
	case 6: return n * 5 % 64;
	case 7: return (n / 16 == 1 || n / 16 == 3) ? row - 1 : -1;
	default: return -1;
	}
}

static void
check_sizes(struct session *s, int lanes, const int *steps, int nsteps)
{
	static const int size[][2] = { { 80, 24 }, { 120, 36 }, { 200, 60 } };

	for (size_t z = 0; z < 3; z++)
		for (int i = 0; i < nsteps; i++)
			for (int cur = -1; cur < lanes; cur += 21) {
				int want[64];
				struct frame f = draw(s, (unsigned)steps[i],
				    size[z][0], size[z][1], cur, 1);
				int n;

				for (int L = 0; L < lanes; L++)
					want[L] = want_src(steps[i], L);
				n = check_figure(&f, want, lanes);
				/* a row of 16 from 120 columns on, at least
				 * 8 lanes at 80 */
				ck_assert_int_ge(n, size[z][0] >= 120 ? 16 : 8);
				view_frame_free(&f);
			}
}

START_TEST(test_arrows_wave64_every_size_points_at_the_right_lanes)
{
	static const int steps[] = { 1, 2, 3, 4, 5, 6, 7 };
	struct session *s = run(ISA_GFX900, 64, prog64);

	check_sizes(s, 64, steps, 7);
	session_free(s);
}
END_TEST

START_TEST(test_arrows_wave32_every_size_points_at_the_right_lanes)
{
	static const int steps[] = { 1, 2, 3, 4 };
	struct session *s = run(ISA_GFX1030, 32, ":format udec\n:arrows\n"
	    ":set v0 = lane\n"
	    "v_mov_b32_dpp v1, v0 row_ror:4\n"
	    "v_mov_b32_dpp v2, v0 row_mirror\n"
	    "v_mov_b32_dpp v3, v0 quad_perm:[2,3,0,1]\n"
	    "v_mov_b32_dpp v4, v0 row_shr:1\n");

	check_sizes(s, 32, steps, 4);
	session_free(s);
}
END_TEST

/* v_permlane16 with the selectors {s1, s0} = 0x0123456789abcdef: lane i
 * of a row reads nibble i, 15 - i: the mirror. */
START_TEST(test_arrows_permlane16_follows_the_selectors)
{
	struct session *s = run(ISA_GFX1030, 32, ":format udec\n:arrows\n"
	    ":set v0 = lane\n:set v1 = 0\n"
	    ":set s0 = 0x89abcdef\n:set s1 = 0x01234567\n"
	    "v_permlane16_b32 v1, v0, s0, s1\n");
	int want[32];
	struct frame f;

	for (int L = 0; L < 32; L++)
		want[L] = L / 16 * 16 + 15 - L % 16;
	f = draw(s, 1, 120, 36, 20, 1);
	ck_assert_int_eq(check_figure(&f, want, 32), 16);
	view_frame_free(&f);
	session_free(s);
}
END_TEST

/* A lane range: :arrows 40-47 shows those lanes; row_mirror reads lanes
 * 55..48, outside them, so each head carries its lane's number. */
START_TEST(test_arrows_range_and_numbers_for_other_lanes)
{
	struct session *s = run(ISA_GFX900, 64, ":format udec\n"
	    ":arrows 40-47\n:set v0 = lane\n"
	    "v_mov_b32_dpp v2, v0 row_mirror\n");
	int want[64];
	struct frame f;
	struct strbuf sb = STRBUF_INIT;

	for (int L = 0; L < 64; L++)
		want[L] = want_src(2, L);
	f = draw(s, 1, 120, 36, -1, 1);
	ck_assert_int_eq(check_figure(&f, want, 64), 8);
	text_frame(&f, &sb);
	ck_assert_ptr_nonnull(strstr(strbuf_str(&sb), "arrows: lanes 40-47"));
	ck_assert_ptr_nonnull(strstr(strbuf_str(&sb), "outside these lanes "
	    "(8)"));
	strbuf_free(&sb);
	view_frame_free(&f);
	session_free(s);
}
END_TEST

/* readlane: one line from the lane read to the scalar; writelane: the
 * scalar's name at the written lane's head. */
START_TEST(test_arrows_readlane_and_writelane)
{
	struct session *s = run(ISA_GFX900, 64, ":format udec\n:arrows\n"
	    ":set v0 = lane\n:set s3 = 99\n"
	    "v_readlane_b32 s2, v0, 21\n"
	    "v_writelane_b32 v8, s3, 5\n");
	struct frame f = draw(s, 1, 120, 36, -1, 1);
	struct strbuf sb = STRBUF_INIT;
	int top = lane_row(&f), head = head_row(&f, top), x = -1;

	for (int k = 0; k < f.width; k++)
		if (at(&f, k, head)->ch == 0x25bc)
			x = k;
	ck_assert_int_eq(follow(&f, top, head, x), 21);
	text_frame(&f, &sb);
	ck_assert_ptr_nonnull(strstr(strbuf_str(&sb), "s2 = 21"));
	view_frame_free(&f);
	strbuf_reset(&sb);
	f = draw(s, 2, 120, 36, -1, 1);
	text_frame(&f, &sb);
	ck_assert_ptr_nonnull(strstr(strbuf_str(&sb), "s3\xe2\x96\xbc"));
	strbuf_free(&sb);
	view_frame_free(&f);
	session_free(s);
}
END_TEST

/* Too few rows for every line: the rest become numbers and the header
 * says how many; ASCII draws ASCII; off brings the grids back. */
START_TEST(test_arrows_cut_lines_are_said_and_ascii_and_off)
{
	/* lanes 0-11 read 11..0: twelve nested lines, eleven rows */
	struct session *s = run(ISA_GFX900, 64, ":format udec\n"
	    ":arrows 0-11\n:set v0 = lane\n"
	    ":set v6 = (75 - lane) % 64 * 4\n"
	    "ds_bpermute_b32 v2, v6, v0\n");
	struct frame f = draw(s, 1, 80, 24, -1, 1);
	struct strbuf sb = STRBUF_INIT;
	struct session_result r;
	int want[64];

	for (int L = 0; L < 64; L++)
		want[L] = (75 - L) % 64;
	ck_assert_int_eq(check_figure(&f, want, 64), 12);
	text_frame(&f, &sb);
	ck_assert_ptr_nonnull(strstr(strbuf_str(&sb), "drawn as numbers: too "
	    "few rows"));
	view_frame_free(&f);
	strbuf_reset(&sb);
	{
		struct view_input in;
		ck_assert_int_eq(session_view_input(s, &in), 0);
		ck_assert_int_eq(text_picture(&in, FMT_UDEC, true, 120, -1, 1,
		    &sb), 0);
		for (size_t i = 0; i < sb.len; i++)
			ck_assert_int_lt((unsigned char)sb.data[i], 0x80);
		ck_assert_ptr_nonnull(strstr(strbuf_str(&sb), "arrows: lanes "
		    "0-11"));
	}
	session_result_init(&r);
	ck_assert_int_eq(session_feed(s, "t", 1, ":arrows off", 11, &r), 0);
	ck_assert_int_ne(session_feed(s, "t", 1, ":arrows 9-3", 11, &r), 0);
	ck_assert_int_ne(session_feed(s, "t", 1, ":arrows x", 9, &r), 0);
	session_result_free(&r);
	f = draw(s, 1, 120, 36, -1, 1);
	ck_assert_int_lt(lane_row(&f), 0);
	view_frame_free(&f);
	strbuf_free(&sb);
	session_free(s);
}
END_TEST

Suite *
arrows_suite(void)
{
	Suite *s = suite_create("arrows");
	TCase *tc = tcase_create("arrows");

	tcase_set_timeout(tc, 60);
	tcase_add_test(tc,
	    test_arrows_wave64_every_size_points_at_the_right_lanes);
	tcase_add_test(tc,
	    test_arrows_wave32_every_size_points_at_the_right_lanes);
	tcase_add_test(tc, test_arrows_permlane16_follows_the_selectors);
	tcase_add_test(tc, test_arrows_range_and_numbers_for_other_lanes);
	tcase_add_test(tc, test_arrows_readlane_and_writelane);
	tcase_add_test(tc, test_arrows_cut_lines_are_said_and_ascii_and_off);
	suite_add_tcase(s, tc);
	return s;
}
