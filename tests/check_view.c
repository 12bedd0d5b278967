/* SPDX-License-Identifier: MIT */
/* Unit tests of the view layer: frames built from hand-made step records,
 * checked cell by cell without a terminal. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <check.h>

#include "session.h"
#include "suites.h"
#include "text.h"
#include "view.h"

void view_add_palette_tests(Suite *s); /* check_palette.c */

/* A DPP row_shr:1 step of v_mov_b32 v0, v1 with the given masks and
 * bound_ctrl, written the way the execution core records it. */
static struct wave before, after;
static struct step st;

static void
make_dpp(unsigned row_mask, unsigned bank_mask, bool bound_ctrl,
    lanemask_t exec)
{
	memset(&st, 0, sizeof st);
	wave_reset(&before, ISA_GFX803, 64);
	before.exec = exec;
	for (int i = 0; i < 64; i++) {
		before.vgpr[1][i] = 100 + (uint32_t)i;
		before.vgpr[0][i] = 7;
	}
	after = before;
	st.insn.id = V_MOV_B32;
	st.insn.form = FORM_DPP;
	st.insn.dst = (struct operand){ .kind = OPND_VGPR, .count = 1,
	    .reg = 0 };
	st.insn.src[0] = (struct operand){ .kind = OPND_VGPR, .count = 1,
	    .reg = 1 };
	st.insn.nsrc = 1;
	st.insn.dpp_ctrl = DPP_ROW_SHR(1);
	st.insn.row_mask = (uint8_t)row_mask;
	st.insn.bank_mask = (uint8_t)bank_mask;
	st.insn.bound_ctrl = bound_ctrl;
	st.kind = STEP_DPP;
	st.wave = 64;
	st.exec = st.exec_after = exec;
	for (int i = 0; i < 64; i++) {
		struct lane_step *l = &st.lane[i];
		bool row_on = row_mask >> (i / 16) & 1;
		bool bank_on = bank_mask >> ((i / 4) & 3) & 1;
		if (row_on)
			st.row_enabled |= (lanemask_t)1 << i;
		if (bank_on)
			st.bank_enabled |= (lanemask_t)1 << i;
		l->old_value = before.vgpr[0][i];
		l->src = (int8_t)(i % 16 == 0 ? -1 : i - 1);
		if (!(exec >> i & 1)) {
			l->reason = REASON_EXEC_OFF;
		} else if (!row_on) {
			l->reason = REASON_ROW_MASKED;
		} else if (!bank_on) {
			l->reason = REASON_BANK_MASKED;
		} else if (i % 16 == 0) {
			l->reason = bound_ctrl ? REASON_SRC_OUT_OF_RANGE_ZERO :
			    REASON_SRC_OUT_OF_RANGE_KEPT;
			if (bound_ctrl)
				after.vgpr[0][i] = 0;
		} else {
			l->reason = REASON_MOVED;
			l->src_value = before.vgpr[1][i - 1];
			after.vgpr[0][i] = before.vgpr[1][i - 1];
		}
		l->new_value = after.vgpr[0][i];
		if (l->new_value != l->old_value)
			st.changed |= (lanemask_t)1 << i;
		if (l->reason == REASON_MOVED ||
		    l->reason == REASON_SRC_OUT_OF_RANGE_ZERO)
			st.written |= (lanemask_t)1 << i;
	}
}

/* ds_permute_b32 v3, v1, v2: lanes 0 and 1 both write slot 5, slot 0 is
 * written by nobody, every other lane i writes slot i. */
static void
make_permute(void)
{
	memset(&st, 0, sizeof st);
	wave_reset(&before, ISA_GFX803, 64);
	for (int i = 0; i < 64; i++) {
		before.vgpr[2][i] = 1000 + (uint32_t)i;
		before.vgpr[1][i] = 4u * (uint32_t)i;
	}
	before.vgpr[1][0] = 20;
	before.vgpr[1][1] = 20;
	after = before;
	st.insn.id = DS_PERMUTE_B32;
	st.insn.dst = (struct operand){ .kind = OPND_VGPR, .count = 1,
	    .reg = 3 };
	st.insn.src[0] = (struct operand){ .kind = OPND_VGPR, .count = 1,
	    .reg = 1 };
	st.insn.src[1] = (struct operand){ .kind = OPND_VGPR, .count = 1,
	    .reg = 2 };
	st.kind = STEP_PERMUTE;
	st.wave = 64;
	st.exec = st.exec_after = ~(lanemask_t)0;
	for (int i = 0; i < 64; i++)
		st.tmp_writer[i] = -1;
	for (int i = 0; i < 64; i++) {
		int slot = (int)(before.vgpr[1][i] >> 2) & 63;
		if (st.tmp_writer[slot] >= 0)
			st.tmp_losers[slot] |= (lanemask_t)1 <<
			    st.tmp_writer[slot];
		st.tmp[slot] = before.vgpr[2][i];
		st.tmp_writer[slot] = (int8_t)i;
		st.tmp_written |= (lanemask_t)1 << slot;
		st.addr_lane[i] = (uint8_t)slot;
	}
	for (int i = 0; i < 64; i++) {
		struct lane_step *l = &st.lane[i];
		l->src = (int8_t)i;
		if (st.tmp_written >> i & 1) {
			l->reason = REASON_MOVED;
			after.vgpr[3][i] = st.tmp[i];
		} else {
			l->reason = REASON_TMP_UNWRITTEN_ZERO;
			after.vgpr[3][i] = 0;
		}
		st.written |= (lanemask_t)1 << i;
	}
}

static struct view_input
input(void)
{
	struct view_input in;

	memset(&in, 0, sizeof in);
	in.before = &before;
	in.after = &after;
	in.step = &st;
	in.position = 1;
	in.count = 1;
	in.title = "test";
	in.insn_text = "v_mov_b32_dpp v0, v1 row_shr:1";
	in.insn_line = 1;
	in.target_name = "gfx803";
	return in;
}

static struct view_ui
ui_default(void)
{
	struct view_ui ui;

	memset(&ui, 0, sizeof ui);
	ui.cursor_lane = -1;
	ui.format = FMT_HEX;
	ui.prompt = "> ";
	ui.line = "";
	return ui;
}

static struct frame
build(int w, int h, const struct view_ui *ui)
{
	struct frame f;
	struct view_input in = input();

	memset(&f, 0, sizeof f);
	ck_assert_int_eq(view_frame_resize(&f, w, h), 0);
	ck_assert_int_eq(view_build(&f, &in, ui), 0);
	return f;
}

static const struct view_cell *
at(const struct frame *f, int x, int y)
{
	return &f->cell[(size_t)y * (size_t)f->width + (size_t)x];
}

/* The main grid's value cell of lane: the first cell of the lane whose
 * row below (the note row) shows the same lane. */
static bool
main_cell(const struct frame *f, int lane, int *px, int *py)
{
	for (int y = 0; y + 1 < f->height; y++)
		for (int x = 0; x < f->width; x++)
			if (at(f, x, y)->lane == lane &&
			    at(f, x, y + 1)->lane == lane) {
				*px = x;
				*py = y;
				return true;
			}
	return false;
}

/* The text of n cells from (x, y), ASCII only. */
static void
cells_text(const struct frame *f, int x, int y, int n, char *buf)
{
	for (int i = 0; i < n; i++) {
		uint32_t c = at(f, x + i, y)->ch;
		buf[i] = c < 0x80 ? (char)c : '#';
	}
	buf[n] = '\0';
}

static bool
frame_has(const struct frame *f, const char *needle)
{
	struct strbuf sb = STRBUF_INIT;
	bool r;

	text_frame(f, &sb);
	r = strstr(strbuf_str(&sb), needle) != NULL;
	strbuf_free(&sb);
	return r;
}

START_TEST(test_view_dpp_row_shr_bound_ctrl_zeroes_row_starts)
{
	struct view_ui ui = ui_default();
	struct frame f;
	int x, y;
	char buf[16];

	make_dpp(0xf, 0xf, true, ~(lanemask_t)0);
	f = build(200, 44, &ui); /* 16 lanes of 8 hex digits */
	ck_assert_int_eq(f.lanes_per_line, 16);
	/* lane 17 got lane 16's v1 = 116 = 0x74, drawn as moved+changed */
	ck_assert(main_cell(&f, 17, &x, &y));
	cells_text(&f, x, y, 8, buf);
	ck_assert_str_eq(buf, "00000074");
	ck_assert_uint_eq(VA_BASE(at(&f, x, y)->attr), VA_MOVED);
	ck_assert(at(&f, x, y)->attr & VF_CHANGED);
	/* the note under it names the source lane */
	cells_text(&f, x + 6, y + 1, 2, buf);
	ck_assert_str_eq(buf, "16");
	/* lane 16 read 0 through bound_ctrl */
	ck_assert(main_cell(&f, 16, &x, &y));
	cells_text(&f, x, y, 8, buf);
	ck_assert_str_eq(buf, "00000000");
	ck_assert_uint_eq(VA_BASE(at(&f, x, y)->attr), VA_ZEROED);
	cells_text(&f, x + 4, y + 1, 4, buf);
	ck_assert_str_eq(buf, "zero");
	ck_assert(frame_has(&f, "lanes 0, 16, 32, 48 have no such lane "
	    "and read 0 because of bound_ctrl"));
	ck_assert(frame_has(&f, "one to its left in its row"));
	view_frame_free(&f);
}
END_TEST

START_TEST(test_view_dpp_bound_ctrl_off_keeps_and_is_not_changed)
{
	struct view_ui ui = ui_default();
	struct frame f;
	int x, y;

	make_dpp(0xf, 0xf, false, ~(lanemask_t)0);
	f = build(160, 44, &ui);
	ck_assert(main_cell(&f, 32, &x, &y));
	ck_assert_uint_eq(VA_BASE(at(&f, x, y)->attr), VA_KEPT);
	ck_assert(!(at(&f, x, y)->attr & VF_CHANGED));
	ck_assert(frame_has(&f, "keep their values (bound_ctrl off)"));
	view_frame_free(&f);
}
END_TEST

START_TEST(test_view_masked_step_marks_rows_banks_and_exec)
{
	struct view_ui ui = ui_default();
	struct frame f;
	int x, y;
	lanemask_t exec = ~((lanemask_t)1 << 5);

	/* rows 1 and 3 masked off, bank 0 masked off, lane 5 off in EXEC */
	make_dpp(0x5, 0xe, true, exec);
	f = build(160, 44, &ui);
	ck_assert(main_cell(&f, 20, &x, &y));
	ck_assert_uint_eq(VA_BASE(at(&f, x, y)->attr), VA_KEPT);
	ck_assert(main_cell(&f, 33, &x, &y));
	ck_assert_uint_eq(VA_BASE(at(&f, x, y)->attr), VA_KEPT);
	ck_assert(main_cell(&f, 5, &x, &y));
	ck_assert_uint_eq(VA_BASE(at(&f, x, y)->attr), VA_INACTIVE);
	ck_assert(main_cell(&f, 6, &x, &y));
	ck_assert_uint_eq(VA_BASE(at(&f, x, y)->attr), VA_MOVED);
	/* the mask bar: r for row-masked, b for bank-masked lanes */
	ck_assert(frame_has(&f, "mask bbbb\xe2\x96\x88\xc2\xb7\xe2\x96\x88"));
	ck_assert(frame_has(&f, "rrrr"));
	ck_assert(frame_has(&f, "Lanes 16-31, 48-63 are disabled by "
	    "row_mask"));
	ck_assert(frame_has(&f, "Lane 5 is off in EXEC"));
	view_frame_free(&f);
}
END_TEST

START_TEST(test_view_permute_write_phase_marks_collisions_and_empty)
{
	struct view_ui ui = ui_default();
	struct frame f;
	int x, y;
	char buf[16];

	make_permute();
	ui.phase = 0;
	f = build(160, 44, &ui);
	/* slot 5: lanes 0, 1 and 5 wrote it; 5 wins */
	ck_assert(main_cell(&f, 5, &x, &y));
	ck_assert_uint_eq(VA_BASE(at(&f, x, y)->attr), VA_COLLISION);
	cells_text(&f, x, y, 8, buf);
	ck_assert_str_eq(buf, "000003ed");
	ck_assert(main_cell(&f, 0, &x, &y));
	ck_assert_uint_eq(VA_BASE(at(&f, x, y)->attr), VA_UNWRITTEN);
	ck_assert(frame_has(&f, "write phase"));
	ck_assert(frame_has(&f, "Slots 0, 1 stay unwritten"));
	view_frame_free(&f);

	ui.phase = 1;
	f = build(160, 44, &ui);
	ck_assert(main_cell(&f, 0, &x, &y));
	ck_assert_uint_eq(VA_BASE(at(&f, x, y)->attr), VA_ZEROED);
	ck_assert(main_cell(&f, 5, &x, &y));
	ck_assert_uint_eq(VA_BASE(at(&f, x, y)->attr), VA_MOVED);
	ck_assert(frame_has(&f, "read phase"));
	view_frame_free(&f);
}
END_TEST

START_TEST(test_view_narrow_layout_uses_half_rows)
{
	struct view_ui ui = ui_default();
	struct frame f;
	int x, y, x9, y9;

	make_dpp(0xf, 0xf, true, ~(lanemask_t)0);
	f = build(80, 24, &ui);
	ck_assert(!f.too_small);
	ck_assert_int_eq(f.lanes_per_line, 8);
	ck_assert(main_cell(&f, 1, &x, &y));
	ck_assert(main_cell(&f, 9, &x9, &y9));
	/* lane 9 sits under lane 1, one half row (two text rows) lower */
	ck_assert_int_eq(x9, x);
	ck_assert_int_eq(y9, y + 2);
	ck_assert(main_cell(&f, 63, &x, &y));
	ck_assert_int_lt(y, 24);
	/* the prompt and the key bar are the last two rows */
	ck_assert_uint_eq(VA_BASE(at(&f, 0, 23)->attr), VA_KEY);
	ck_assert_int_eq(f.cursor_y, 22);
	view_frame_free(&f);
}
END_TEST

START_TEST(test_view_narrow_layout_draws_the_cursor_path_in_the_header)
{
	struct view_ui ui = ui_default();
	struct frame f;
	int xs, ys, xd, yd, hy;

	make_dpp(0xf, 0xf, true, ~(lanemask_t)0);
	ui.cursor_lane = 10;
	f = build(80, 24, &ui);
	ck_assert_int_eq(f.lanes_per_line, 8);
	/* the header row just above the first grid line */
	ck_assert(main_cell(&f, 0, &xs, &hy));
	hy--;
	ck_assert(main_cell(&f, 9, &xs, &ys));
	ck_assert(main_cell(&f, 10, &xd, &yd));
	/* a line from the source's column (marked going down into the
	 * grid) to the selected lane's column, with an arrow down */
	ck_assert_uint_eq(at(&f, xs + 4, hy)->ch, 0x252c);
	ck_assert_uint_eq(at(&f, xd + 4, hy)->ch, 0x25bc);
	for (int x = xs + 5; x < xd + 4; x++)
		ck_assert_uint_eq(at(&f, x, hy)->ch, 0x2500);
	ck_assert(at(&f, xs, ys)->attr & VF_PATH);
	view_frame_free(&f);

	/* nothing selected: the header keeps its lane numbers */
	ui.cursor_lane = -1;
	f = build(80, 24, &ui);
	ck_assert_uint_eq(at(&f, xd + 7, hy)->ch, '2');
	ck_assert_uint_eq(at(&f, xd + 4, hy)->ch, ' ');
	view_frame_free(&f);
}
END_TEST

START_TEST(test_view_wide_layout_has_sixteen_lanes_and_source_grid)
{
	struct view_ui ui = ui_default();
	struct frame f;
	int x, y, x16, y16;

	make_dpp(0xf, 0xf, true, ~(lanemask_t)0);
	ui.cursor_lane = 17;
	f = build(200, 44, &ui);
	ck_assert(main_cell(&f, 1, &x, &y));
	ck_assert(main_cell(&f, 17, &x16, &y16));
	ck_assert_int_eq(x16, x);
	ck_assert_int_eq(y16, y + 2);
	/* cursor lane reversed; its source lane 16 underlined */
	ck_assert(at(&f, x16, y16)->attr & VF_CURSOR);
	ck_assert(main_cell(&f, 16, &x, &y));
	ck_assert(at(&f, x, y)->attr & VF_PATH);
	ck_assert(frame_has(&f, "lane 16 \xe2\x86\x92 lane 17"));
	/* and the message area tells the selected lane's story */
	ck_assert(frame_has(&f, "Lane 17 read 00000074 from lane 16 and now "
	    "holds 00000074 in v0 (was 00000007)."));
	view_frame_free(&f);
}
END_TEST

/* The first row whose text starts with prefix, or -1. */
static int
row_starting(const struct frame *f, const char *prefix)
{
	char buf[64];
	int n = (int)strlen(prefix);

	for (int y = 0; y < f->height; y++) {
		cells_text(f, 0, y, n, buf);
		if (strcmp(buf, prefix) == 0)
			return y;
	}
	return -1;
}

START_TEST(test_view_tall_window_keeps_old_values_in_place_when_src_is_dst)
{
	struct view_ui ui = ui_default();
	struct frame f;
	int was_other, was_same, src_other, x, y;

	/* v_mov_b32 v0, v1: "v0 was" on top, then the source v1 */
	make_dpp(0xf, 0xf, true, ~(lanemask_t)0);
	ui.cursor_lane = 17;
	f = build(200, 50, &ui);
	was_other = row_starting(&f, "v0 was");
	src_other = row_starting(&f, "v1 ");
	ck_assert_int_ge(was_other, 0);
	ck_assert_int_gt(src_other, was_other);
	view_frame_free(&f);

	/* v_mov_b32 v0, v0: the old values, which are the source, stay in
	 * the same rows; the source grid's rows below are left blank */
	st.insn.src[0].reg = 0;
	f = build(200, 50, &ui);
	was_same = row_starting(&f, "v0 was");
	ck_assert_int_eq(was_same, was_other);
	ck_assert_int_eq(row_starting(&f, "v1 "), -1);
	for (int r = src_other; r < src_other + 5; r++)
		for (x = 0; x < f.width; x++)
			ck_assert_uint_eq(at(&f, x, r)->ch, ' ');
	/* and it marks the cursor lane's source as the source grid would */
	y = was_same + 2;
	x = 0;
	while (x < f.width && at(&f, x, y)->lane != 16)
		x++;
	ck_assert_int_lt(x, f.width);
	ck_assert(at(&f, x, y)->attr & VF_PATH);
	view_frame_free(&f);
}
END_TEST

START_TEST(test_view_too_small_asks_for_a_bigger_window)
{
	struct view_ui ui = ui_default();
	struct frame f;

	make_dpp(0xf, 0xf, true, ~(lanemask_t)0);
	f = build(60, 20, &ui);
	ck_assert(f.too_small);
	ck_assert(frame_has(&f, "make the window at least 80x24"));
	view_frame_free(&f);
}
END_TEST

START_TEST(test_view_ascii_mode_has_only_ascii)
{
	struct view_ui ui = ui_default();
	struct frame f;

	make_dpp(0x5, 0xe, false, ~(lanemask_t)0);
	ui.ascii = true;
	ui.cursor_lane = 3;
	f = build(160, 44, &ui);
	for (int i = 0; i < f.width * f.height; i++)
		ck_assert_uint_lt(f.cell[i].ch, 0x80);
	view_frame_free(&f);
}
END_TEST

START_TEST(test_view_format_value_keeps_eight_columns)
{
	char buf[9];
	static const uint32_t vals[] = { 0, 1, 0xffffffffu, 0x80000000u,
	    0x3fc00000u, 0x7f800000u, 0x7fc00000u, 0x12345678u,
	    0x3c003c00u };

	for (unsigned f = FMT_HEX; f <= FMT_BYTES; f++)
		for (size_t i = 0; i < sizeof vals / sizeof *vals; i++) {
			view_format_value(vals[i], (enum session_format)f, buf);
			ck_assert_uint_eq(strlen(buf), 8);
		}
	view_format_value(0xffffffffu, FMT_SDEC, buf);
	ck_assert_str_eq(buf, "      -1");
	view_format_value(0x3fc00000u, FMT_F32, buf);
	ck_assert_str_eq(buf, "     1.5");
	view_format_value(0x12345678u, FMT_BYTES, buf);
	ck_assert_str_eq(buf, "78563412");
	view_format_value(0x3c00c000u, FMT_F16X2, buf);
	ck_assert_str_eq(buf, "   1  -2");
}
END_TEST

START_TEST(test_view_plain_picture_marks_changed_lanes)
{
	struct view_input in;
	struct strbuf sb = STRBUF_INIT;

	make_dpp(0xf, 0xf, true, ~(lanemask_t)0);
	in = input();
	ck_assert_int_eq(text_picture(&in, FMT_UDEC, true, 80, -1, 0, &sb),
	    0);
	/* lane 1 now holds 100 (changed from 7): values of at most 3
	 * digits take 4 columns, then the mark */
	ck_assert_ptr_nonnull(strstr(strbuf_str(&sb), "   0*  100*  101*"));
	ck_assert_ptr_null(strstr(strbuf_str(&sb), "> "));
	strbuf_free(&sb);
}
END_TEST


/* buffer_load_dword v1, v0: lanes 0-15 in line 0x1000, 16-31 in 0x1040,
 * 32-63 in 0x1080 and 0x10c0. */
static void
make_memory(void)
{
	memset(&st, 0, sizeof st);
	wave_reset(&before, ISA_GFX803, 64);
	after = before;
	st.insn.id = V_MOV_B32; /* any id: the kind decides the picture */
	st.insn.dst = (struct operand){ .kind = OPND_VGPR, .count = 1,
	    .reg = 1 };
	st.insn.src[0] = (struct operand){ .kind = OPND_VGPR, .count = 1,
	    .reg = 0 };
	st.kind = STEP_MEMORY;
	st.wave = 64;
	st.exec = st.exec_after = ~(lanemask_t)0;
	st.mem.bytes_per_lane = 4;
	st.mem.active = 64;
	st.mem.lanes = st.mem.in_range = ~(lanemask_t)0;
	st.mem.nlines = 4;
	for (int k = 0; k < 4; k++)
		st.mem.line[k] = 0x1000 + 64u * (unsigned)k;
	for (int i = 0; i < 64; i++) {
		st.mem.addr[i] = 0x1000 + 4u * (unsigned)i;
		st.mem.line_of[i] = (uint8_t)(i / 16);
		before.vgpr[0][i] = 4u * (unsigned)i;
		after.vgpr[0][i] = 4u * (unsigned)i;
		after.vgpr[1][i] = 1000 + (unsigned)i;
	}
	st.mem.requests = 4;
	st.mem.ideal = 4;
	st.mem.l1_case = L1_ROW16_CONSECUTIVE_QUADS;
	st.mem.clocks = 4;
}

START_TEST(test_view_memory_step_colours_addresses_by_line)
{
	struct view_ui ui = ui_default();
	struct frame f;
	int x, y;
	char buf[16];

	make_memory();
	f = build(160, 44, &ui);
	ck_assert(main_cell(&f, 17, &x, &y));
	cells_text(&f, x, y, 8, buf);
	ck_assert_str_eq(buf, "00001044");
	ck_assert_uint_eq(VA_BASE(at(&f, x, y)->attr), VA_LINE0 + 1);
	ck_assert(main_cell(&f, 63, &x, &y));
	ck_assert_uint_eq(VA_BASE(at(&f, x, y)->attr), VA_LINE0 + 3);
	/* the loaded value sits under the address and is marked changed */
	cells_text(&f, x, y + 1, 8, buf);
	ck_assert_str_eq(buf, "00000427");
	ck_assert(at(&f, x, y + 1)->attr & VF_CHANGED);
	ck_assert(frame_has(&f, "4 requests (ideal 4, 100% efficient)"));
	ck_assert(frame_has(&f, "row16_consecutive_quads"));
	ck_assert(frame_has(&f, "0x1040: lanes 16-31"));
	view_frame_free(&f);

	/* lane 17 outside a buffer's range is in no line: its address is
	 * dim, not coloured as line 255 % 8 = 7; line 0x1040 loses it */
	st.mem.in_range &= ~((lanemask_t)1 << 17);
	st.mem.line_of[17] = MEMORY_NO_INDEX;
	f = build(160, 44, &ui);
	ck_assert(main_cell(&f, 17, &x, &y));
	ck_assert_uint_eq(VA_BASE(at(&f, x, y)->attr), VA_DIM);
	ck_assert(frame_has(&f, "0x1040: lanes 16, 18-31"));
	view_frame_free(&f);
}
END_TEST

/* Issue 12 item 5: at 80x24 the memory grid's 8 lanes of 8 hex digits
 * needed 86 columns and lane 7's address lost its last characters
 * without notice; hex values the same. Every lane of a line now shows
 * its 8 digits inside the window, lane 3 keeps the blank that carries
 * the changed mark, and the bank separator stands between lanes 3 and 4.
 * Lane 15 (line 1, +7) holds address 0x1000 + 4 * 15 = 0x103c. */
START_TEST(test_view_80_columns_fit_eight_hex_digits)
{
	struct view_ui ui = ui_default();
	struct frame f;
	int x, y, x3, y3, x4, y4;
	char buf[16];

	make_memory();
	f = build(80, 24, &ui);
	ck_assert(!f.too_small);
	ck_assert(main_cell(&f, 15, &x, &y));
	ck_assert_int_le(x + 8, 80);
	cells_text(&f, x, y, 8, buf);
	ck_assert_str_eq(buf, "0000103c");
	ck_assert(main_cell(&f, 11, &x3, &y3));
	ck_assert(main_cell(&f, 12, &x4, &y4));
	cells_text(&f, x3, y3, 8, buf);
	ck_assert_str_eq(buf, "0000102c");
	ck_assert_uint_eq(at(&f, x3 + 8, y3)->ch, ' ');   /* the mark */
	ck_assert_uint_ne(at(&f, x3 + 9, y3)->ch, ' ');   /* separator */
	ck_assert_int_eq(x4, x3 + 10);
	view_frame_free(&f);

	/* hex values of a DPP step: lane 7 of line 0 whole */
	make_dpp(0xf, 0xf, true, ~(lanemask_t)0);
	f = build(80, 24, &ui);
	ck_assert(main_cell(&f, 7, &x, &y));
	ck_assert_int_le(x + 8, 80);
	cells_text(&f, x, y, 8, buf);
	ck_assert(strspn(buf, "0123456789abcdef") == 8);
	view_frame_free(&f);
}
END_TEST

START_TEST(test_view_wave32_has_two_rows)
{
	struct view_ui ui = ui_default();
	struct frame f;
	int x, y, x16, y16;

	make_dpp(0xf, 0xf, true, 0xffffffffu);
	before.size = after.size = 32;
	st.wave = 32;
	f = build(80, 24, &ui);
	ck_assert(!f.too_small);
	ck_assert(main_cell(&f, 31, &x, &y));
	ck_assert(!main_cell(&f, 32, &x, &y));
	ck_assert(main_cell(&f, 0, &x, &y));
	ck_assert(main_cell(&f, 16, &x16, &y16));
	ck_assert_int_eq(y16, y + 4); /* two half rows of two text rows */
	ck_assert(frame_has(&f, "lanes 0, 16 have"));
	view_frame_free(&f);
}
END_TEST

/* A nop after a DPP step: before, the screen drew the DPP step's grids,
 * marks and all (lane 16 zeroed, 17 moved), as if the nop had done it;
 * later the same register twice, both grids called v0 (issue 12). Now
 * the screen shows it as plain text does (issue 16 item 5): what changed,
 * no grid, and the bar stays on the row it has at a vector step. */
START_TEST(test_view_nop_step_shows_no_earlier_step)
{
	struct view_ui ui = ui_default();
	struct view_input in;
	struct step nop;
	struct frame f = { 0 };
	int x, y;

	make_dpp(0xf, 0xf, true, ~(lanemask_t)0);
	memset(&nop, 0, sizeof nop);
	nop.insn.id = V_NOP;
	nop.kind = STEP_NOP;
	nop.wave = 64;
	nop.exec = nop.exec_after = ~(lanemask_t)0;
	in = input();
	in.before = &after;
	in.step = &nop;
	in.insn_text = "v_nop";
	ck_assert_int_eq(view_frame_resize(&f, 160, 44), 0);
	ck_assert_int_eq(view_build(&f, &in, &ui), 0);
	ck_assert(!main_cell(&f, 16, &x, &y));
	ck_assert(!main_cell(&f, 17, &x, &y));
	ck_assert_int_eq(row_starting(&f, "v0 "), -1);
	ck_assert(frame_has(&f, "changed: nothing"));
	ck_assert(frame_has(&f, "No data moves between lanes."));
	ck_assert(!frame_has(&f, "as they are now"));
	ck_assert(!frame_has(&f, "still show"));
	y = row_starting(&f, "exec ");
	view_frame_free(&f);
	/* the DPP step before it: the bar on the same row */
	f = build(160, 44, &ui);
	ck_assert_int_eq(row_starting(&f, "mask "), y);
	view_frame_free(&f);
}
END_TEST

START_TEST(test_view_lane_at_maps_cells_to_lanes)
{
	struct view_ui ui = ui_default();
	struct frame f;
	int x, y;

	make_dpp(0xf, 0xf, true, ~(lanemask_t)0);
	f = build(80, 24, &ui);
	ck_assert(main_cell(&f, 42, &x, &y));
	ck_assert_int_eq(view_lane_at(&f, x + 3, y), 42);
	ck_assert_int_eq(view_lane_at(&f, x + 3, y + 1), 42);
	ck_assert_int_eq(view_lane_at(&f, 0, 0), -1);
	ck_assert_int_eq(view_lane_at(&f, -1, 5), -1);
	ck_assert_int_eq(view_lane_at(&f, 80, 5), -1);
	view_frame_free(&f);
}
END_TEST

START_TEST(test_view_sdwa_highlights_selected_bytes)
{
	struct view_ui ui = ui_default();
	struct frame f;
	int x, y;

	make_dpp(0xf, 0xf, true, ~(lanemask_t)0);
	st.kind = STEP_SDWA;
	st.insn.form = FORM_SDWA;
	st.insn.dst_sel = SDWA_BYTE_1;
	st.insn.dst_unused = SDWA_UNUSED_PRESERVE;
	st.insn.src0_sel = SDWA_WORD_1;
	for (int i = 0; i < 64; i++)
		st.lane[i].reason = REASON_COMPUTED;
	f = build(160, 44, &ui);
	ck_assert(main_cell(&f, 3, &x, &y));
	/* hex shows byte 3 first: byte 1 is characters 4-5 */
	ck_assert_uint_eq(VA_BASE(at(&f, x + 4, y)->attr), VA_SELECTED);
	ck_assert_uint_eq(VA_BASE(at(&f, x + 5, y)->attr), VA_SELECTED);
	ck_assert_uint_ne(VA_BASE(at(&f, x + 2, y)->attr), VA_SELECTED);
	/* the source's high word: characters 0-3 of the line below */
	ck_assert_uint_eq(VA_BASE(at(&f, x, y + 1)->attr), VA_SELECTED);
	ck_assert_uint_ne(VA_BASE(at(&f, x + 4, y + 1)->attr), VA_SELECTED);
	/* byte 1 is bits 15:8: the bits kept are named (issue 12 item 3) */
	ck_assert(frame_has(&f, "bits 31:16 and 7:0 keep"));
	view_frame_free(&f);
}
END_TEST

START_TEST(test_view_sdwa_highlight_stops_at_the_selected_bytes)
{
	struct view_ui ui = ui_default();
	struct frame f;
	int x, y;

	make_dpp(0xf, 0xf, true, ~(lanemask_t)0);
	st.kind = STEP_SDWA;
	st.insn.form = FORM_SDWA;
	st.insn.dst_sel = SDWA_BYTE_0;
	st.insn.src0_sel = SDWA_BYTE_0;
	for (int i = 0; i < 64; i++)
		st.lane[i].reason = REASON_COMPUTED;
	f = build(200, 60, &ui);
	ck_assert(main_cell(&f, 2, &x, &y));
	/* byte 0 is the last two hex digits; what follows is not selected */
	ck_assert_uint_eq(VA_BASE(at(&f, x + 7, y)->attr), VA_SELECTED);
	ck_assert_uint_ne(VA_BASE(at(&f, x + 8, y)->attr), VA_SELECTED);
	ck_assert_uint_ne(VA_BASE(at(&f, x + 9, y)->attr), VA_SELECTED);
	ck_assert_uint_ne(VA_BASE(at(&f, x + 8, y + 1)->attr), VA_SELECTED);
	view_frame_free(&f);
}
END_TEST

START_TEST(test_view_source_lane_notes_are_not_dim)
{
	struct view_ui ui = ui_default();
	struct frame f;
	int x, y;

	make_dpp(0xf, 0xf, true, ~(lanemask_t)0);
	f = build(200, 60, &ui);
	ck_assert(main_cell(&f, 5, &x, &y));
	/* the note "<-4" under lane 5: where it read from is the key fact */
	ck_assert_uint_ne(VA_BASE(at(&f, x + 7, y + 1)->attr), VA_DIM);
	view_frame_free(&f);
}
END_TEST

START_TEST(test_view_changed_mark_column_is_blank_at_bank_ends)
{
	struct view_ui ui = ui_default();
	struct frame f;
	int x, y;

	make_dpp(0xf, 0xf, true, ~(lanemask_t)0);
	f = build(200, 60, &ui);
	/* lane 3 changed (7 -> 102) and ends a bank: the column after its
	 * value is left blank for the plain-text mark, the separator after */
	ck_assert(main_cell(&f, 3, &x, &y));
	ck_assert(at(&f, x, y)->attr & VF_CHANGED);
	ck_assert_uint_eq(at(&f, x + 8, y)->ch, ' ');
	ck_assert_uint_eq(at(&f, x + 9, y)->ch, 0x2502);
	view_frame_free(&f);
}
END_TEST

START_TEST(test_view_small_values_fit_sixteen_lanes_at_120)
{
	struct view_ui ui = ui_default();
	struct frame f;
	int x0, y0, x15, y15;

	make_dpp(0xf, 0xf, true, ~(lanemask_t)0);
	ui.format = FMT_UDEC; /* values 0..163: at most 3 digits */
	f = build(120, 36, &ui);
	ck_assert(!f.too_small);
	ck_assert_int_eq(f.lanes_per_line, 16);
	ck_assert(main_cell(&f, 0, &x0, &y0));
	ck_assert(main_cell(&f, 15, &x15, &y15));
	ck_assert_int_eq(y0, y15);
	ck_assert_int_lt(x15 + 4, 120);
	view_frame_free(&f);
	ui.format = FMT_HEX; /* 8 digits: half rows at 120 columns */
	f = build(120, 36, &ui);
	ck_assert_int_eq(f.lanes_per_line, 8);
	view_frame_free(&f);
}
END_TEST

/* make_dpp as v_add_u32_dpp v0, v1, v2 row_shr:1 (gfx9): a second VGPR
 * source, v2 = 1000 + lane. */
static void
make_dpp_add(void)
{
	make_dpp(0xf, 0xf, true, ~(lanemask_t)0);
	st.insn.id = V_ADD_U32;
	st.insn.src[1] = (struct operand){ .kind = OPND_VGPR, .count = 1,
	    .reg = 2 };
	st.insn.nsrc = 2;
	for (int i = 0; i < 64; i++)
		before.vgpr[2][i] = after.vgpr[2][i] = 1000 + (uint32_t)i;
}

START_TEST(test_view_second_vgpr_source_has_a_grid)
{
	struct view_ui ui = ui_default();
	struct frame f;

	make_dpp_add();
	ui.format = FMT_UDEC;
	/* 120x36: v2, the moved source v1 and the main grid, all 16 lanes */
	f = build(120, 36, &ui);
	ck_assert_int_eq(f.lanes_per_line, 16);
	ck_assert_int_ge(row_starting(&f, "v2 "), 0);
	ck_assert_int_ge(row_starting(&f, "v1 "), 0);
	ck_assert_int_ge(row_starting(&f, "v0 "), 0);
	ck_assert(frame_has(&f, " 1000 "));
	view_frame_free(&f);
}
END_TEST

/* The frame of step k of prog on gfx900, 120x40, from a real session:
 * the grids the step's register roles choose. */
static struct frame
session_frame(const char *prog, unsigned k)
{
	struct session_options opt;
	struct session_result r;
	struct session *s;
	struct view_input in;
	struct view_ui ui = ui_default();
	struct frame f;

	memset(&opt, 0, sizeof opt);
	opt.target = ISA_GFX900;
	opt.keep_history = true;
	opt.record_steps = true;
	s = session_new(&opt);
	ck_assert_ptr_nonnull(s);
	session_result_init(&r);
	ck_assert_int_eq(session_load_text(s, "g.session", prog, strlen(prog),
	    &r), 0);
	ck_assert_int_eq(session_goto(s, k, &r), 0);
	ck_assert_int_eq(session_view_input(s, &in), 0);
	memset(&f, 0, sizeof f);
	ck_assert_int_eq(view_frame_resize(&f, 120, 40), 0);
	ck_assert_int_eq(view_build(&f, &in, &ui), 0);
	session_result_free(&r);
	session_free(s);
	return f;
}

/* The grids follow the roles of the step's registers: a compare whose
 * first source is scalar shows its vector source (it showed an unrelated
 * v0); ds_write shows the data it writes and, as the source grid, the
 * address (it showed the address alone), as buffer_store does. */
START_TEST(test_view_grids_follow_register_roles)
{
	struct frame f;

	f = session_frame(":set v3 = lane\nv_cmp_eq_u32 vcc, s0, v3\n", 1);
	ck_assert_int_ge(row_starting(&f, "v3 "), 0);
	ck_assert_int_lt(row_starting(&f, "v0 "), 0);
	view_frame_free(&f);
	f = session_frame(":set v2 = lane * 4\n:set v5 = lane\n"
	    "ds_write_b32 v2, v5\n", 1);
	ck_assert_int_ge(row_starting(&f, "v5 "), 0);
	ck_assert_int_ge(row_starting(&f, "v2 "), 0);
	view_frame_free(&f);
	/* unchanged: a DPP move shows the moved source and the result */
	f = session_frame(":set v1 = lane\nv_mov_b32_dpp v0, v1 row_shr:1\n",
	    1);
	ck_assert_int_ge(row_starting(&f, "v1 "), 0);
	ck_assert_int_ge(row_starting(&f, "v0 "), 0);
	view_frame_free(&f);
}
END_TEST

START_TEST(test_view_selected_lane_arithmetic_in_numbers)
{
	struct view_ui ui = ui_default();
	struct frame f;

	make_dpp_add();
	ui.format = FMT_UDEC;
	ui.cursor_lane = 17;
	/* the record's values: lane 17 read v1[16] = 116 (after holds the
	 * moved value; the arithmetic line reads the record, not exec) */
	f = build(200, 60, &ui);
	ck_assert(frame_has(&f, "lane 17: v0 = 116 = v_add_u32(v1[16] 116, "
	    "v2[17] 1017)"));
	view_frame_free(&f);
}
END_TEST

START_TEST(test_view_scalar_operands_on_one_line)
{
	struct view_ui ui = ui_default();
	struct frame f;

	make_dpp_add();
	st.insn.src[1] = (struct operand){ .kind = OPND_SGPR, .count = 1,
	    .reg = 4 };
	before.sgpr[4] = 16;
	ui.format = FMT_UDEC;
	f = build(120, 36, &ui);
	ck_assert(frame_has(&f, "src1 s4 = 16"));
	view_frame_free(&f);
	st.insn.src[1] = (struct operand){ .kind = OPND_CONST, .count = 1,
	    .value = 5 };
	f = build(120, 36, &ui);
	ck_assert(frame_has(&f, "src1 = 5 (constant)"));
	view_frame_free(&f);
}
END_TEST

START_TEST(test_view_caption_in_the_message_area)
{
	struct view_ui ui = ui_default();
	struct view_input in;
	struct frame f = { 0 };

	make_dpp(0xf, 0xf, true, ~(lanemask_t)0);
	in = input();
	in.caption = "Instruction 1: sums of two lanes";
	ck_assert_int_eq(view_frame_resize(&f, 120, 36), 0);
	ck_assert_int_eq(view_build(&f, &in, &ui), 0);
	ck_assert(frame_has(&f, "Instruction 1: sums of two lanes"));
	view_frame_free(&f);
}
END_TEST

START_TEST(test_view_permute_address_grid_names_slots)
{
	struct view_ui ui = ui_default();
	struct frame f;

	make_permute();
	ui.format = FMT_UDEC;
	ui.phase = 0;
	f = build(200, 60, &ui);
	/* lanes 0 and 1 aim at slot 5 (address 20), lane 2 at slot 2 */
	ck_assert_int_ge(row_starting(&f, "v1 adr"), 0);
	ck_assert(frame_has(&f, "\xe2\x86\x92" "5    \xe2\x86\x92" "5    "
	    "\xe2\x86\x92" "2"));
	view_frame_free(&f);
}
END_TEST

/* What each planned size shows for a wave64 DPP step of small numbers
 * with a second VGPR source (README, "What each window size shows"). */
START_TEST(test_view_size_plan)
{
	static const struct {
		int w, h, lpl;
		bool source, other, was;
	} plan[] = {
		{ 80, 24, 8, false, false, false },
		{ 120, 36, 16, true, true, true },
		{ 160, 50, 16, true, true, true },
		{ 200, 60, 16, true, true, true },
	};
	struct view_ui ui = ui_default();

	make_dpp_add();
	ui.format = FMT_UDEC;
	for (size_t i = 0; i < sizeof plan / sizeof *plan; i++) {
		struct frame f = build(plan[i].w, plan[i].h, &ui);
		ck_assert(!f.too_small);
		ck_assert_int_eq(f.lanes_per_line, plan[i].lpl);
		ck_assert_int_eq(row_starting(&f, "v1 ") >= 0,
		    plan[i].source);
		ck_assert_int_eq(row_starting(&f, "v2 ") >= 0, plan[i].other);
		ck_assert_int_eq(row_starting(&f, "v0 was") >= 0,
		    plan[i].was);
		view_frame_free(&f);
	}
}
END_TEST

START_TEST(test_view_message_area_says_when_it_is_cut)
{
	struct view_ui ui = ui_default();
	struct frame f;

	make_dpp(0xf, 0xf, true, ~(lanemask_t)0);
	ui.message = "one\ntwo\nthree\nfour\nfive\nsix\nseven";
	f = build(80, 24, &ui);
	ck_assert(frame_has(&f, "(more: "));
	view_frame_free(&f);
	ui.message = NULL;
	f = build(200, 60, &ui);
	ck_assert(!frame_has(&f, "(more: "));
	view_frame_free(&f);
}
END_TEST


/* The pager: lines wrap as the message area wraps, a page starts at top,
 * matches are marked, and the status line says where it is. */
START_TEST(test_view_pager_pages_wraps_and_marks_matches)
{
	struct frame f;
	struct strbuf text = STRBUF_INIT;
	struct view_pager p;
	char buf[81];

	for (int i = 1; i <= 30; i++)
		strbuf_printf(&text, "line %d\n", i);
	/* one line of 100 characters: two rows at 80 columns */
	for (int i = 0; i < 10; i++)
		strbuf_puts(&text, "abcdefghi ");
	strbuf_puts(&text, "\nthe Needle here\n");
	ck_assert_int_eq(view_pager_lines(strbuf_str(&text), 80), 33);
	ck_assert_int_eq(view_pager_page(24), 22);
	ck_assert_int_eq(view_pager_find(strbuf_str(&text), 80, 0,
	    "needle", false), 32);
	ck_assert_int_eq(view_pager_find(strbuf_str(&text), 80, 32,
	    "line 3", true), 29);   /* "line 30" */
	ck_assert_int_eq(view_pager_find(strbuf_str(&text), 80, 0,
	    "absent", false), -1);

	memset(&f, 0, sizeof f);
	memset(&p, 0, sizeof p);
	ck_assert_int_eq(view_frame_resize(&f, 80, 24), 0);
	p.title = "test";
	p.text = strbuf_str(&text);
	p.top = 11;
	p.search = "NEEDLE";
	p.ascii = true;
	ck_assert_int_eq(view_pager_build(&f, &p), 0);
	cells_text(&f, 0, 0, 18, buf);
	ck_assert_str_eq(buf, " lanescope - test ");
	cells_text(&f, 0, 1, 7, buf);
	ck_assert_str_eq(buf, "line 12");
	cells_text(&f, 0, 22, 15, buf);
	ck_assert_str_eq(buf, "the Needle here");
	ck_assert_uint_eq(VA_BASE(at(&f, 4, 22)->attr), VA_SELECTED);
	ck_assert_uint_eq(VA_BASE(at(&f, 9, 22)->attr), VA_SELECTED);
	ck_assert_uint_eq(VA_BASE(at(&f, 10, 22)->attr), VA_NORMAL);
	ck_assert_uint_eq(VA_BASE(at(&f, 3, 22)->attr), VA_NORMAL);
	cells_text(&f, 0, 23, 30, buf);
	ck_assert_str_eq(buf, " lines 12-33 of 33 (end)  q ba");
	ck_assert_int_eq(f.cursor_x, -1);

	/* a search being typed takes the status line and the caret */
	p.typing = "nee";
	ck_assert_int_eq(view_pager_build(&f, &p), 0);
	cells_text(&f, 0, 23, 5, buf);
	ck_assert_str_eq(buf, "/nee ");
	ck_assert_int_eq(f.cursor_x, 4);
	ck_assert_int_eq(f.cursor_y, 23);
	view_frame_free(&f);
	strbuf_free(&text);
}
END_TEST

/* What the pager shows for a cut message area: all of it, message,
 * caption and explanation, and the frame says how much was cut. */
START_TEST(test_view_message_text_holds_what_the_area_cuts)
{
	struct view_ui ui = ui_default();
	struct view_input in;
	struct strbuf sb = STRBUF_INIT;
	struct frame f;

	make_dpp(0xf, 0xf, true, ~(lanemask_t)0);
	ui.message = "one\ntwo\nthree\nfour\nfive\nsix\nseven";
	f = build(80, 24, &ui);
	ck_assert_int_gt(f.msg_cut, 0);
	view_frame_free(&f);
	in = input();
	view_message_text(&in, &ui, &sb);
	ck_assert_ptr_nonnull(strstr(strbuf_str(&sb), "one\ntwo\n"));
	ck_assert_ptr_nonnull(strstr(strbuf_str(&sb), "seven\n"));
	ck_assert_ptr_nonnull(strstr(strbuf_str(&sb), "lane one to its "
	    "left"));
	strbuf_free(&sb);
	ui.message = NULL;
	f = build(200, 60, &ui);
	ck_assert_int_eq(f.msg_cut, 0);
	view_frame_free(&f);
}
END_TEST

/* A step that moves no data between lanes says what changed (registers
 * diffed, values in the format); in plain text it has no grids. */
START_TEST(test_view_scalar_step_is_compact_with_what_changed)
{
	struct view_ui ui = ui_default();
	struct view_input in;
	struct step salu;
	struct wave b2, a2;
	struct frame f = { 0 };

	make_dpp(0xf, 0xf, true, ~(lanemask_t)0);
	memset(&salu, 0, sizeof salu);
	salu.insn.id = S_ADD_U32;
	salu.insn.dst = (struct operand){ .kind = OPND_SGPR, .count = 1,
	    .reg = 2 };
	salu.kind = STEP_SALU;
	salu.wave = 64;
	salu.exec = salu.exec_after = ~(lanemask_t)0;
	b2 = after;
	b2.sgpr[0] = 0xffffffffu;
	b2.sgpr[1] = 308;
	a2 = b2;
	a2.sgpr[2] = 307;     /* 0xffffffff + 308 = 307 carry 1 */
	a2.scc = true;
	in = input();
	in.before = &b2;
	in.after = &a2;
	in.step = &salu;
	in.insn_text = "s_add_u32 s2, s0, s1";
	ui.format = FMT_UDEC;
	ui.plain = true;
	ui.ascii = true;
	f.width = 120;
	ck_assert_int_eq(view_build(&f, &in, &ui), 0);
	ck_assert(frame_has(&f, "changed: s2 0 -> 307; scc 0 -> 1\n"));
	/* no grid of the earlier DPP step, no stale "still show": the
	 * title, the instruction, the change, the EXEC bar, the words */
	ck_assert(!frame_has(&f, "\nv0 "));
	ck_assert(!frame_has(&f, "\nv1 "));
	ck_assert(!frame_has(&f, "still show"));
	ck_assert_int_lt(f.height, 8);
	view_frame_free(&f);

	/* a VALU step names the lanes it changed */
	a2 = b2;
	for (int i = 4; i < 8; i++)
		a2.vgpr[3][i] = 1;
	a2.vgpr[3][40] = 1;
	salu.kind = STEP_VALU;
	salu.insn.id = V_MOV_B32;
	salu.insn.dst = (struct operand){ .kind = OPND_VGPR, .count = 1,
	    .reg = 3 };
	in.insn_text = "v_mov_b32 v3, 1";
	ck_assert_int_eq(view_build(&f, &in, &ui), 0);
	ck_assert(frame_has(&f, "changed: v3 in lanes 4-7, 40\n"));
	view_frame_free(&f);
}
END_TEST

/* The program pane: right of the grids where they leave room (200x60 in
 * hex), the current line marked and in view, a branch's target line;
 * none at 80x24, where L shows the same listing as text. */
START_TEST(test_view_program_pane_beside_the_grids)
{
	struct view_ui ui = ui_default();
	struct view_input in = input();
	struct view_list_line list[40];
	struct frame f = { 0 };
	struct strbuf sb = STRBUF_INIT;
	char texts[40][32];
	int px = -1, py = -1;

	for (int i = 0; i < 40; i++) {
		snprintf(texts[i], sizeof texts[i], "v_nop ; line %d", i + 1);
		list[i] = (struct view_list_line){ .text = texts[i],
		    .len = strlen(texts[i]), .line = i + 1, .kind = VL_INSN };
	}
	snprintf(texts[30], sizeof texts[30], "s_branch top");
	list[30].len = strlen(texts[30]);
	list[30].kind = VL_CURRENT;
	list[30].target = 2;
	list[31].kind = VL_NEXT;
	in.list = list;
	in.nlist = 40;
	ui.ascii = true;
	ck_assert_int_eq(view_frame_resize(&f, 200, 60), 0);
	ck_assert_int_eq(view_build(&f, &in, &ui), 0);
	/* the current line, with the lines around it */
	for (int y = 0; y < f.height && px < 0; y++)
		for (int x = 0; x + 12 <= f.width; x++) {
			char buf[13];
			cells_text(&f, x, y, 12, buf);
			if (strcmp(buf, "s_branch top") == 0) {
				px = x;
				py = y;
				break;
			}
		}
	ck_assert_int_ge(px, 166);   /* right of 16 hex lanes */
	ck_assert(at(&f, px, py)->attr & VF_CURSOR);
	ck_assert(frame_has(&f, "  31 -> s_branch top -> 2\n"));
	ck_assert(frame_has(&f, "  29    v_nop ; line 29"));
	ck_assert(frame_has(&f, "  32 .  v_nop ; line 32"));
	ck_assert(frame_has(&f, "program"));
	view_frame_free(&f);
	ck_assert_int_eq(view_frame_resize(&f, 80, 24), 0);
	ck_assert_int_eq(view_build(&f, &in, &ui), 0);
	ck_assert(!frame_has(&f, "s_branch top"));
	view_frame_free(&f);
	view_listing_text(&in, true, &sb);
	ck_assert(strstr(strbuf_str(&sb), "\n  31 -> s_branch top  -> 2\n")
	    != NULL);
	strbuf_free(&sb);
}
END_TEST

/* Issue 12: at 200x60 step 0 drew a "was" grid of the destination, a
 * copy of the grid below it (nothing has run). */
START_TEST(test_view_step0_has_no_old_grid)
{
	struct view_ui ui = ui_default();
	struct view_input in;
	struct frame f;
	int grids = 0;

	make_dpp(0xf, 0xf, true, ~(lanemask_t)0);
	in = input();
	in.step = NULL;
	in.before = NULL;
	in.position = 0;
	in.insn_text = NULL;
	in.next = &st.insn;
	in.next_text = "v_mov_b32_dpp v0, v1 row_shr:1";
	memset(&f, 0, sizeof f);
	ck_assert_int_eq(view_frame_resize(&f, 200, 60), 0);
	ck_assert_int_eq(view_build(&f, &in, &ui), 0);
	/* grid headers of v0 (the destination): "v0" then a blank or
	 * " was" */
	for (int y = 0; y < f.height; y++)
		if (at(&f, 0, y)->ch == 'v' && at(&f, 1, y)->ch == '0' &&
		    at(&f, 2, y)->ch == ' ' && at(&f, 0, y + 1)->ch == 'r')
			grids++;
	ck_assert_int_eq(grids, 1);
	view_frame_free(&f);
}
END_TEST

/* Grid headers of v0 in f: a row "v0 ..." above a lane row "r...". */
static int
v0_grids(const struct frame *f)
{
	int n = 0;

	for (int y = 0; y + 1 < f->height; y++)
		if (at(f, 0, y)->ch == 'v' && at(f, 1, y)->ch == '0' &&
		    at(f, 2, y)->ch == ' ' && at(f, 0, y + 1)->ch == 'r')
			n++;
	return n;
}

/* Issue 12 item 2: at step 0 before an instruction that reads its own
 * destination (v0 = v0 + v0 from the left lane), and at a nop after
 * it, the screen drew two grids both called v0. Each register is shown
 * once at step 0, and none at the nop, at every planned size. */
START_TEST(test_view_one_grid_per_register_at_step0_and_nop)
{
	static const int size[][2] = { { 80, 24 }, { 120, 36 }, { 200, 60 } };
	struct view_ui ui = ui_default();
	struct view_input in;
	struct step nop;
	struct frame f;

	make_dpp(0xf, 0xf, true, ~(lanemask_t)0);
	st.insn.src[0].reg = st.insn.dst.reg;   /* reads v0, writes v0 */
	memset(&nop, 0, sizeof nop);
	nop.insn.id = V_NOP;
	nop.kind = STEP_NOP;
	nop.wave = 64;
	nop.exec = nop.exec_after = ~(lanemask_t)0;
	for (unsigned k = 0; k < sizeof size / sizeof *size; k++) {
		in = input();
		in.step = NULL;
		in.before = NULL;
		in.position = 0;
		in.insn_text = NULL;
		in.next = &st.insn;
		in.next_text = "v_add_u32_dpp v0, vcc, v0, v0 row_shr:1";
		memset(&f, 0, sizeof f);
		ck_assert_int_eq(view_frame_resize(&f, size[k][0],
		    size[k][1]), 0);
		ck_assert_int_eq(view_build(&f, &in, &ui), 0);
		ck_assert(!f.too_small);
		ck_assert_int_eq(v0_grids(&f), 1);
		view_frame_free(&f);

		in = input();
		in.before = &after;
		in.step = &nop;
		in.position = 2;
		in.count = 3;
		in.insn_text = "v_nop";
		in.next = &st.insn;
		in.next_text = "v_add_u32_dpp v0, vcc, v0, v0 row_shr:1";
		memset(&f, 0, sizeof f);
		ck_assert_int_eq(view_frame_resize(&f, size[k][0],
		    size[k][1]), 0);
		ck_assert_int_eq(view_build(&f, &in, &ui), 0);
		ck_assert_int_eq(v0_grids(&f), 0);
		ck_assert(frame_has(&f, "changed: nothing"));
		view_frame_free(&f);
	}
}
END_TEST

/* Issue 12: the pager's wrapped lines began at column 0; a key table's
 * rest now hangs under its description, an indented line's under its
 * indentation. */
START_TEST(test_view_pager_indents_wrapped_lines)
{
	static const char text[] =
	    "  n, Space   one step forward, a permute in two phases\n"
	    "    a description that is indented by four blanks and long\n";
	struct view_pager p;
	struct frame f;
	char buf[64];

	memset(&p, 0, sizeof p);
	p.title = "t";
	p.text = text;
	memset(&f, 0, sizeof f);
	ck_assert_int_eq(view_frame_resize(&f, 40, 10), 0);
	ck_assert_int_eq(view_pager_build(&f, &p), 0);
	cells_text(&f, 0, 1, 15, buf);
	ck_assert_str_eq(buf, "  n, Space   on");
	/* the rest of the first line under "one" */
	cells_text(&f, 0, 2, 20, buf);
	ck_assert_str_eq(buf, "             permute");
	cells_text(&f, 0, 3, 8, buf);
	ck_assert_str_eq(buf, "    a de");
	cells_text(&f, 0, 4, 6, buf);
	ck_assert_str_eq(buf, "    fo");
	ck_assert_int_eq(view_pager_lines(text, 40), 4);
	ck_assert_int_eq(view_pager_find(text, 40, 0, "permute", false), 1);
	ck_assert_int_eq(view_pager_find(text, 40, 0, "four", false), 3);
	view_frame_free(&f);
}
END_TEST

Suite *
view_suite(void)
{
	Suite *s = suite_create("view");
	TCase *tc = tcase_create("view");

	tcase_add_test(tc, test_view_dpp_row_shr_bound_ctrl_zeroes_row_starts);
	tcase_add_test(tc,
	    test_view_dpp_bound_ctrl_off_keeps_and_is_not_changed);
	tcase_add_test(tc, test_view_masked_step_marks_rows_banks_and_exec);
	tcase_add_test(tc,
	    test_view_permute_write_phase_marks_collisions_and_empty);
	tcase_add_test(tc, test_view_narrow_layout_uses_half_rows);
	tcase_add_test(tc,
	    test_view_narrow_layout_draws_the_cursor_path_in_the_header);
	tcase_add_test(tc,
	    test_view_wide_layout_has_sixteen_lanes_and_source_grid);
	tcase_add_test(tc,
	    test_view_tall_window_keeps_old_values_in_place_when_src_is_dst);
	tcase_add_test(tc, test_view_too_small_asks_for_a_bigger_window);
	tcase_add_test(tc, test_view_ascii_mode_has_only_ascii);
	tcase_add_test(tc, test_view_format_value_keeps_eight_columns);
	tcase_add_test(tc, test_view_plain_picture_marks_changed_lanes);
	tcase_add_test(tc, test_view_memory_step_colours_addresses_by_line);
	tcase_add_test(tc, test_view_wave32_has_two_rows);
	tcase_add_test(tc, test_view_80_columns_fit_eight_hex_digits);
	tcase_add_test(tc, test_view_nop_step_shows_no_earlier_step);
	tcase_add_test(tc, test_view_lane_at_maps_cells_to_lanes);
	tcase_add_test(tc, test_view_sdwa_highlights_selected_bytes);
	tcase_add_test(tc,
	    test_view_sdwa_highlight_stops_at_the_selected_bytes);
	tcase_add_test(tc, test_view_source_lane_notes_are_not_dim);
	tcase_add_test(tc,
	    test_view_changed_mark_column_is_blank_at_bank_ends);
	tcase_add_test(tc, test_view_small_values_fit_sixteen_lanes_at_120);
	tcase_add_test(tc, test_view_second_vgpr_source_has_a_grid);
	tcase_add_test(tc, test_view_grids_follow_register_roles);
	tcase_add_test(tc, test_view_selected_lane_arithmetic_in_numbers);
	tcase_add_test(tc, test_view_scalar_operands_on_one_line);
	tcase_add_test(tc, test_view_caption_in_the_message_area);
	tcase_add_test(tc, test_view_permute_address_grid_names_slots);
	tcase_add_test(tc, test_view_size_plan);
	tcase_add_test(tc, test_view_message_area_says_when_it_is_cut);
	tcase_add_test(tc, test_view_pager_pages_wraps_and_marks_matches);
	tcase_add_test(tc, test_view_scalar_step_is_compact_with_what_changed);
	tcase_add_test(tc, test_view_program_pane_beside_the_grids);
	tcase_add_test(tc, test_view_message_text_holds_what_the_area_cuts);
	tcase_add_test(tc, test_view_step0_has_no_old_grid);
	tcase_add_test(tc, test_view_one_grid_per_register_at_step0_and_nop);
	tcase_add_test(tc, test_view_pager_indents_wrapped_lines);
	suite_add_tcase(s, tc);
	view_add_palette_tests(s);
	return s;
}
