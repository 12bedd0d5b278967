/* SPDX-License-Identifier: MIT */
/* The frame's layout from top to bottom: title, instruction, details of
 * the step, the source and destination grids, the EXEC/mask bar, messages,
 * the prompt and the key bar; and which of them fit the window. Pure. */
#include "view.h"

#include <stdio.h>
#include <string.h>

#include "view_lds.h"
#include "view_int.h"

bool
view_names_vgpr(const struct insn *i)
{
	/* the one description of what a row reads and writes decides */
	return exec_names_vgpr(i);
}

/* Places one segment of text at (*x, *y), moving to the next row when it
 * does not fit; returns false when out of rows. */
static bool
seg(struct frame *f, int *x, int *y, int ymax, const char *text,
    unsigned attr)
{
	int n = 0;
	const char *p = text;

	while (*p != '\0') {
		(void)vw_utf8_next(&p);
		n++;
	}
	if (*x > 0 && *x + n > f->width) {
		*x = 0;
		(*y)++;
	}
	if (*y >= ymax)
		return false;
	*x = vw_puts(f, *x, *y, text, attr);
	return true;
}

/* Display width of UTF-8 text (one column per code point here). */
static int
text_cols(const char *s)
{
	int n = 0;

	while (*s != '\0') {
		(void)vw_utf8_next(&s);
		n++;
	}
	return n;
}

/* The top bar: program, target and step on the left, lane and format on
 * the right. When the row is too short the file name gives way first,
 * then the right field: the step counter and the permute phase always
 * show (they were overwritten at 80 columns). */
static void
draw_title(struct vw_ctx *c)
{
	struct frame *f = c->f;
	const struct view_input *in = c->in;
	char right[64], step[48], scene[48], name[256];
	int x, need, room;

	vw_fill(f, 0, VA_TITLE);
	snprintf(scene, sizeof scene, "%s wave%d", in->target_name ?
	    in->target_name : "", c->lanes);
	snprintf(step, sizeof step, "step %u/%u%s", in->position, in->count,
	    c->permute && c->st == in->step ? (c->write_phase ?
	    " (write phase)" : " (read phase)") : "");
	if (c->ui->cursor_lane >= 0)
		snprintf(right, sizeof right, "lane %d%s%s ",
		    c->ui->cursor_lane, c->g->sep,
		    session_format_name(c->ui->format));
	else
		snprintf(right, sizeof right, "%s ",
		    session_format_name(c->ui->format));
	snprintf(name, sizeof name, "%s", in->title ? in->title : "");
	need = text_cols(" lanescope") + 3 * text_cols(c->g->sep) +
	    text_cols(scene) + text_cols(step) + 1;
	if (need + text_cols(right) > f->width)
		right[0] = '\0';
	room = f->width - need - text_cols(right);
	if (room < text_cols(name)) {
		/* keep the end of the name: the file, not its directory */
		const char *full = in->title ? in->title : "";
		int n = text_cols(full);
		if (room < 4) {
			name[0] = '\0';
		} else {
			for (int k = 0; k < n - (room - 1); k++)
				(void)vw_utf8_next(&full);
			snprintf(name, sizeof name, "~%s", full);
		}
	}
	x = vw_printf(f, 0, 0, VA_TITLE, " lanescope%s%s%s%s%s%s",
	    c->g->sep, name, c->g->sep, scene, c->g->sep, step);
	(void)x;
	if (right[0] != '\0')
		vw_puts(f, f->width - text_cols(right), 0, right, VA_TITLE);
}

static void
draw_insn_line(struct vw_ctx *c, int y)
{
	struct frame *f = c->f;
	const struct view_input *in = c->in;
	int x;

	if (in->position == 0 || in->insn_text == NULL) {
		if (in->count == 0) {
			vw_puts(f, 0, y, "No program yet: type an instruction "
			    "at the prompt (Tab completes).", VA_NORMAL);
			return;
		}
		x = vw_puts(f, 0, y, "Before the first instruction.",
		    VA_HEADER);
	} else {
		x = vw_printf(f, 0, y, VA_LABEL, "%4ld ", in->insn_line);
		x = vw_puts(f, x, y, in->insn_text, VA_HEADER);
	}
	if (in->next_text != NULL && x + 12 < f->width) {
		x = vw_puts(f, x, y, "   next: ", VA_DIM);
		vw_puts(f, x, y, in->next_text, VA_DIM);
	}
}

static void
draw_bar(struct vw_ctx *c, int y)
{
	struct frame *f = c->f;
	const struct step *st = c->in->step;
	bool dpp = st != NULL && st->kind == STEP_DPP;
	/* the DPP bar shows which lanes the step wrote; any other bar the
	 * EXEC the lanes have now, so a v_cmpx shows the mask it made */
	lanemask_t exec = st && dpp ? st->exec : c->in->after->exec;
	bool moved = st != NULL && !dpp && st->exec_after != st->exec;
	int x0 = 5, x;

	vw_puts(f, 0, y, dpp ? "mask" : "exec", VA_HEADER);
	for (int lane = 0; lane < c->lanes; lane++) {
		uint32_t ch = c->g->on;
		unsigned attr = VA_MASK_ON;

		x = x0 + lane + lane / 16;
		if (!(exec >> lane & 1)) {
			ch = c->g->off;
			attr = VA_MASK_OFF;
		} else if (dpp && !(st->row_enabled >> lane & 1)) {
			ch = 'r';
			attr = VA_KEPT;
		} else if (dpp && !(st->bank_enabled >> lane & 1)) {
			ch = 'b';
			attr = VA_KEPT;
		}
		vw_putc(f, x, y, ch, attr | (lane == c->ui->cursor_lane ?
		    VF_CURSOR : 0));
		f->cell[(size_t)y * (size_t)f->width + (size_t)x].lane =
		    (int8_t)lane;
	}
	x = x0 + c->lanes + c->lanes / 16;
	if (dpp) {
		x = vw_printf(f, x, y, VA_NORMAL, x + 14 < f->width ?
		    "bound_ctrl %s" : "bc %s", st->insn.bound_ctrl ? "on" :
		    "off");
		if (x + 40 < f->width)
			vw_printf(f, x, y, VA_DIM, "  (r: row_mask, b: "
			    "bank_mask, %s: EXEC off)",
			    c->ascii ? "." : "\xc2\xb7");
	} else if (moved && x + 2 * (c->lanes / 4) + 14 < f->width) {
		vw_printf(f, x, y, VA_NORMAL, "0x%0*llx (was 0x%0*llx)",
		    c->lanes / 4, (unsigned long long)exec, c->lanes / 4,
		    (unsigned long long)(st->exec &
		    wave_all_lanes((unsigned)c->lanes)));
	} else if (x + 20 < f->width) {
		vw_printf(f, x, y, VA_DIM, "0x%0*llx", c->lanes / 4,
		    (unsigned long long)exec);
	}
}

/* The colour key: what the attributes of the grids mean. */
static void
draw_legend(struct vw_ctx *c, int y)
{
	static const struct { unsigned attr; const char *text; } key[] = {
		{ VA_MOVED, "moved" }, { VA_KEPT, "kept (masked)" },
		{ VA_ZEROED, "zeroed" }, { VA_INACTIVE, "EXEC off" },
		{ VA_SELF, "self" }, { VA_COMPUTED | VF_CHANGED, "changed" },
		{ VA_NORMAL | VF_CURSOR, "selected lane" },
		{ VA_NORMAL | VF_PATH, "its source" },
		{ VA_COLLISION, "collision" }, { VA_UNWRITTEN, "unwritten" },
	};
	int x = vw_puts(c->f, 0, y, "key: ", VA_DIM);

	for (size_t i = 0; i < sizeof key / sizeof *key; i++) {
		if (x + (int)strlen(key[i].text) + 2 > c->f->width)
			break;
		x = vw_puts(c->f, x, y, key[i].text, key[i].attr);
		x = vw_puts(c->f, x, y, "  ", VA_NORMAL);
	}
}

static void put_value(struct strbuf *sb, uint32_t v,
    enum session_format fmt);

/* What a step that moves no data between lanes changed, found by diffing
 * the waves before and after it (registers, not the step record, so that
 * nothing an instruction writes is missed): "changed: v3 in lanes 0-63;
 * s2 0 -> 307; scc 0 -> 1", or "changed: nothing". */
static void
changes_line(const struct vw_ctx *c, struct strbuf *sb)
{
	const struct wave *b = c->in->before, *a = c->in->after;
	enum session_format fmt = c->ui->format;
	lanemask_t all = wave_all_lanes((unsigned)c->lanes);
	unsigned items = 0;
	const unsigned max_items = 8;

	int nv = isa_features((enum isa_target)a->target)->agprs ?
	    WAVE_VGPR_SLOTS : WAVE_NUM_VGPRS;

	strbuf_puts(sb, "changed:");
	for (int r = 0; r < nv && items < max_items; r++) {
		lanemask_t m = 0;

		for (int i = 0; i < c->lanes; i++)
			if (b->vgpr[r][i] != a->vgpr[r][i])
				m |= (lanemask_t)1 << i;
		if (m == 0)
			continue;
		strbuf_printf(sb, "%s %c%u in ", items ? ";" : "",
		    WAVE_VGPR_NAME(r));
		if (m == all)
			strbuf_puts(sb, "every lane");
		else {
			strbuf_puts(sb, __builtin_popcountll(m) == 1 ?
			    "lane " : "lanes ");
			view_lane_list(sb, m, 4);
		}
		items++;
	}
	for (int r = 0; r < WAVE_SGPR_SLOTS && items < max_items; r++) {
		char name[WAVE_SGPR_NAME_MAX];
		if (b->sgpr[r] == a->sgpr[r])
			continue;
		strbuf_printf(sb, "%s %s ", items ? ";" : "",
		    wave_sgpr_name((unsigned)r, name));
		put_value(sb, b->sgpr[r], fmt);
		strbuf_printf(sb, " %s ", c->g->rarrow);
		put_value(sb, a->sgpr[r], fmt);
		items++;
	}
	if (b->m0 != a->m0 && items < max_items) {
		strbuf_printf(sb, "%s m0 ", items ? ";" : "");
		put_value(sb, b->m0, fmt);
		strbuf_printf(sb, " %s ", c->g->rarrow);
		put_value(sb, a->m0, fmt);
		items++;
	}
	if (b->scc != a->scc && items < max_items)
		strbuf_printf(sb, "%s scc %d %s %d", items++ ? ";" : "",
		    b->scc ? 1 : 0, c->g->rarrow, a->scc ? 1 : 0);
	if (b->vcc != a->vcc && items < max_items)
		strbuf_printf(sb, "%s vcc 0x%llx %s 0x%llx", items++ ? ";" :
		    "", (unsigned long long)b->vcc, c->g->rarrow,
		    (unsigned long long)a->vcc);
	if (b->exec != a->exec && items < max_items)
		strbuf_printf(sb, "%s exec 0x%llx %s 0x%llx", items++ ? ";" :
		    "", (unsigned long long)b->exec, c->g->rarrow,
		    (unsigned long long)a->exec);
	if (items == max_items)
		strbuf_puts(sb, "; ...");
	if (items == 0)
		strbuf_puts(sb, " nothing");
}

/* The step's details: masks, swizzle pattern, SDWA selects, permute
 * counts, memory statistics and the line map. Returns rows used. */
static int
draw_info(struct vw_ctx *c, int y, int maxrows, bool measure)
{
	struct frame *f = c->f;
	const struct step *st = c->in->step;
	int x = 0, y0 = y, ymax = y + maxrows;
	struct strbuf sb = STRBUF_INIT;
	struct frame dummy;

	if (st == NULL || maxrows <= 0)
		return 0;
	if (measure) {
		/* draw onto a frame with no rows: only the count matters */
		dummy = *f;
		dummy.height = 0;
		f = &dummy;
		ymax = y + maxrows;
	}
	switch (st->kind) {
	case STEP_DPP: {
		lanemask_t rows = 0;
		for (int r = 0; r < c->lanes / 16; r++)
			if (st->insn.row_mask >> r & 1)
				rows |= (lanemask_t)1 << r;
		strbuf_printf(&sb, "row_mask 0x%x (%s ",
		    st->insn.row_mask & 0xf,
		    __builtin_popcountll(rows) == 1 ? "row" : "rows");
		if (rows == 0)
			strbuf_puts(&sb, "none");
		else
			view_lane_list(&sb, rows, 8);
		strbuf_puts(&sb, ")  ");
		seg(f, &x, &y, ymax, strbuf_str(&sb), VA_NORMAL);
		strbuf_reset(&sb);
		strbuf_printf(&sb, "bank_mask 0x%x (%s ",
		    st->insn.bank_mask & 0xf,
		    __builtin_popcount(st->insn.bank_mask & 0xfu) == 1 ?
		    "bank" : "banks");
		if ((st->insn.bank_mask & 0xf) == 0)
			strbuf_puts(&sb, "none");
		else
			view_lane_list(&sb, st->insn.bank_mask & 0xf, 8);
		strbuf_puts(&sb, ")  ");
		seg(f, &x, &y, ymax, strbuf_str(&sb), VA_NORMAL);
		/* llvm-mc 14 spells the set bit "bound_ctrl:0": say which
		 * way it is meant, by the encoded bit */
		seg(f, &x, &y, ymax, st->insn.bound_ctrl ? "bound_ctrl on "
		    "(BOUND_CTRL bit 1): a lane with no valid source reads 0"
		    : "bound_ctrl off (BOUND_CTRL bit 0): a lane with no valid "
		    "source keeps its value", VA_NORMAL);
		break;
	}
	case STEP_DPP8: {
		uint32_t sel = st->insn.dpp8_sel;
		strbuf_puts(&sb, "dpp8:[");
		for (int k = 0; k < 8; k++)
			strbuf_printf(&sb, "%s%u", k ? "," : "",
			    (unsigned)(sel >> (3 * k)) & 7u);
		strbuf_printf(&sb, "] fi:%d  ", st->insn.fi ? 1 : 0);
		seg(f, &x, &y, ymax, strbuf_str(&sb), VA_NORMAL);
		seg(f, &x, &y, ymax, "lane k of each group of 8 reads lane "
		    "selector[k] of its group; ", VA_NORMAL);
		seg(f, &x, &y, ymax, st->insn.fi ? "inactive sources are read "
		    "anyway" : "an inactive source gives 0", VA_NORMAL);
		break;
	}
	case STEP_SWIZZLE: {
		const struct swizzle_pattern *p = &st->swizzle;
		switch (p->mode) {
		case SWZ_BITMODE:
			strbuf_printf(&sb, "BitMode: and 0x%02x or 0x%02x xor "
			    "0x%02x: lane i reads ((i & and) | or) ^ xor "
			    "within its 32 lanes", p->and_mask, p->or_mask,
			    p->xor_mask);
			break;
		case SWZ_QDMODE:
			strbuf_printf(&sb, "QDMode: in each quad, lanes 0-3 "
			    "read quad lanes [%u,%u,%u,%u]", p->quad[0],
			    p->quad[1], p->quad[2], p->quad[3]);
			break;
		case SWZ_ROTATE:
			strbuf_printf(&sb, "Rotate %s by %u, mask 0x%02x",
			    p->right ? "right" : "left", p->rotate, p->mask);
			break;
		default:
			strbuf_printf(&sb, "FFT mode, mask 0x%02x", p->mask);
			break;
		}
		strbuf_printf(&sb, " (offset 0x%04x)", st->insn.ds_offset);
		seg(f, &x, &y, ymax, strbuf_str(&sb), VA_NORMAL);
		break;
	}
	case STEP_SDWA: {
		static const char *const sel[] = { "BYTE_0", "BYTE_1",
		    "BYTE_2", "BYTE_3", "WORD_0", "WORD_1", "DWORD", "?" };
		static const char *const un[] = { "UNUSED_PAD",
		    "UNUSED_SEXT", "UNUSED_PRESERVE", "?" };
		strbuf_printf(&sb, "src0_sel:%s%s  dst_sel:%s  dst_unused:%s"
		    " (highlighted: the selected bytes)",
		    sel[st->insn.src0_sel & 7],
		    (st->insn.src[0].mods & OPND_MOD_SEXT) ? " sext" : "",
		    sel[st->insn.dst_sel & 7], un[st->insn.dst_unused & 3]);
		seg(f, &x, &y, ymax, strbuf_str(&sb), VA_NORMAL);
		break;
	}
	case STEP_PERMUTE:
	case STEP_BPERMUTE: {
		int written = __builtin_popcountll(st->tmp_written &
		    wave_all_lanes((unsigned)c->lanes));
		int coll = 0;
		for (int i = 0; i < c->lanes; i++)
			if (st->tmp_losers[i] != 0)
				coll++;
		strbuf_printf(&sb, "tmp buffer: %d slots written, %d with "
		    "collisions (highest lane wins), %d unwritten (read 0).",
		    written, coll, c->lanes - written);
		/* no key hint here: the title names the phase, the key bar
		 * the key, and the picture stays the one plain text prints
		 * (a hint made this line too long for 120 columns) */
		seg(f, &x, &y, ymax, strbuf_str(&sb), VA_NORMAL);
		break;
	}
	case STEP_READLANE:
	case STEP_READFIRSTLANE: {
		char r[24], o[9], n[9];
		const char *po = o, *pn = n;
		vw_reg_name(&st->insn.dst, r, sizeof r);
		/* in the picture's number format, like the grids */
		view_format_value(st->scalar_old, c->ui->format, o);
		view_format_value(st->scalar_new, c->ui->format, n);
		while (*po == ' ')
			po++;
		while (*pn == ' ')
			pn++;
		strbuf_printf(&sb, "%s: %s %s %s (from lane %d)", r, po,
		    c->g->rarrow, pn, st->selected_lane);
		seg(f, &x, &y, ymax, strbuf_str(&sb), VA_NORMAL);
		break;
	}
	case STEP_MEMORY: {
		const struct mem_step *ms = &st->mem;
		unsigned eff = ms->requests ? 100u * ms->ideal / ms->requests
		    : 100u;
		if (ms->is_block) /* the dwords M0 selects, not 128 */
			strbuf_printf(&sb, "%u active lanes, %u of 32 dwords "
			    "each (M0 0x%x): %u requests (ideal %u, %u%% "
			    "efficient)  ", ms->active,
			    (unsigned)__builtin_popcount(ms->block_sel),
			    ms->block_sel, ms->requests, ms->ideal, eff);
		else
			strbuf_printf(&sb, "%u active lanes, %u bytes each: "
			    "%u requests (ideal %u, %u%% efficient)  ",
			    ms->active, ms->bytes_per_lane, ms->requests,
			    ms->ideal, eff);
		seg(f, &x, &y, ymax, strbuf_str(&sb), VA_NORMAL);
		strbuf_reset(&sb);
		strbuf_printf(&sb, "L1 case %s  ", memory_l1_case_name(
		    (enum mem_l1_case)ms->l1_case));
		seg(f, &x, &y, ymax, strbuf_str(&sb), VA_NORMAL);
		strbuf_reset(&sb);
		if (ms->is_block)
			strbuf_puts(&sb, "clocks not modelled for blocks");
		else
			strbuf_printf(&sb, "%u clocks%s", ms->clocks,
			    ms->clocks_estimated ? " (estimate)" : "");
		seg(f, &x, &y, ymax, strbuf_str(&sb), VA_NORMAL);
		x = 0;
		y++;
		for (unsigned k = 0; k < ms->nlines && y < ymax; k++) {
			lanemask_t hit = memory_line_lanes(ms, k);
			strbuf_reset(&sb);
			strbuf_printf(&sb, "%s0x%llx: lanes ", x ? "  " : "",
			    (unsigned long long)ms->line[k]);
			view_lane_list(&sb, hit, maxrows > 2 ? 6 : 3);
			if (!seg(f, &x, &y, ymax, strbuf_str(&sb),
			    VA_LINE0 + k % 8u))
				break;
		}
		break;
	}
	case STEP_LDS:
		/* the bank picture: view_lds.c */
		for (unsigned row = 0; row < VIEW_LDS_ROWS; row++) {
			strbuf_reset(&sb);
			view_lds_row(&st->lds, (unsigned)c->lanes, row, &sb);
			if (row > 0) {
				x = 0;
				y++;
			}
			if (!seg(f, &x, &y, ymax, strbuf_str(&sb),
			    VA_NORMAL))
				break;
		}
		break;
	case STEP_NOP:
	case STEP_VALU:
	case STEP_SALU:
	case STEP_WRITELANE:
		/* no data moves between lanes: say what changed, and
		 * where, so the cross-lane steps stand out */
		if (c->in->before == NULL)
			break;
		changes_line(c, &sb);
		seg(f, &x, &y, ymax, strbuf_str(&sb), VA_NORMAL);
		break;
	default:
		strbuf_free(&sb);
		return 0;
	}
	strbuf_free(&sb);
	if (y >= ymax)
		y = ymax - 1;
	return y - y0 + 1;
}

static void
draw_keybar(struct vw_ctx *c, int y)
{
	struct frame *f = c->f;
	const char *keys[][2] = {
		{ "n", "Step" }, { "p", "Back" }, { c->g->enter, "Again" },
		{ "r", "Reset" }, { "e", "End" }, { "x", "Format" },
		{ c->g->arrows, "Lane" }, { "l", "Explain" },
		{ "a", "Arrows" }, { "Tab", "Complete" }, { "?", "Help" },
		{ "q", "Quit" },
	};
	int x = 0;

	vw_fill(f, y, VA_KEYBAR);
	for (size_t i = 0; i < sizeof keys / sizeof *keys; i++) {
		int need = (int)strlen(keys[i][1]) + 2 +
		    (i == 2 || i == 6 ? (c->ascii ? (int)strlen(keys[i][0]) :
		    i == 2 ? 1 : 4) : (int)strlen(keys[i][0]));
		if (x + need > f->width)
			break;
		x = vw_puts(f, x, y, keys[i][0], VA_KEY);
		x = vw_printf(f, x, y, VA_KEYBAR, " %s ", keys[i][1]);
	}
}

static void
draw_prompt(struct vw_ctx *c, int y)
{
	struct frame *f = c->f;
	const struct view_ui *ui = c->ui;
	const char *prompt = ui->prompt ? ui->prompt : "> ";
	int px = vw_puts(f, 0, y, prompt, VA_PROMPT);
	int avail = f->width - px - 1;
	size_t start = 0, cur = ui->line_cursor;
	char buf[1024];
	size_t n;

	if (ui->line == NULL || avail < 1) {
		f->cursor_x = px;
		f->cursor_y = y;
		return;
	}
	/* scroll horizontally so the cursor stays visible; the edit line
	 * is shown byte by byte (ASCII instructions) */
	if (cur > (size_t)avail)
		start = cur - (size_t)avail;
	n = ui->line_len - start;
	if (n > (size_t)avail)
		n = (size_t)avail;
	if (n >= sizeof buf)
		n = sizeof buf - 1;
	for (size_t i = 0; i < n; i++) {
		unsigned char ch = (unsigned char)ui->line[start + i];
		vw_putc(f, px + (int)i, y, ch >= 0x20 && ch < 0x7f ? ch : '?',
		    VA_NORMAL);
	}
	f->cursor_x = px + (int)(cur - start);
	f->cursor_y = y;
}

static void lane_arithmetic(const struct vw_ctx *c, struct strbuf *sb);

/* The explanation of the step, then the selected lane's story. */
static void
explanation(const struct vw_ctx *c, struct strbuf *sb)
{
	view_explain(c->in->step, c->in->before, c->ui->phase, sb);
	if (c->ui->cursor_lane >= 0 && c->st != NULL) {
		strbuf_putc(sb, '\n');
		view_explain_lane(c->st, c->in->after, c->ui->cursor_lane,
		    c->write_phase ? 0 : 1, c->ui->format, sb);
		lane_arithmetic(c, sb);
	}
}

/* Composes the message area's text: the caller's message, the step's
 * diagnostics, then the explanation. */
static void
draw_messages(struct vw_ctx *c, int y, int rows)
{
	struct frame *f = c->f;
	struct strbuf sb = STRBUF_INIT;
	int used = 0;

	if (c->ui->message != NULL && c->ui->message[0] != '\0')
		used += vw_put_wrapped(f, y + used, rows - used,
		    c->ui->message, c->ui->message_attr ?
		    c->ui->message_attr : VA_NORMAL);
	/* the program's own words about the step first (cli.md caption) */
	if (c->in->caption != NULL && c->in->caption[0] != '\0' && used < rows)
		used += vw_put_wrapped(f, y + used, rows - used,
		    c->in->caption, VA_NOTE);
	for (unsigned i = 0; i < c->in->ndiags && used < rows; i++) {
		const struct diag *d = &c->in->diags[i];
		strbuf_reset(&sb);
		strbuf_printf(&sb, "%s: %s",
		    diag_severity_name((enum diag_severity)d->severity),
		    d->message);
		used += vw_put_wrapped(f, y + used, rows - used,
		    strbuf_str(&sb), d->severity == DIAG_ERROR ? VA_ERROR :
		    d->severity == DIAG_WARNING ? VA_WARNING : VA_NOTE);
	}
	if (used < rows && c->in->step != NULL) {
		strbuf_reset(&sb);
		explanation(c, &sb);
		used += vw_put_wrapped(f, y + used, rows - used,
		    strbuf_str(&sb), VA_NORMAL);
	}
	strbuf_free(&sb);
}

static int
message_rows(struct vw_ctx *c)
{
	struct strbuf sb = STRBUF_INIT;
	int rows = 0;

	if (c->ui->message != NULL && c->ui->message[0] != '\0')
		rows += vw_wrapped_rows(c->f, c->ui->message, 1000);
	if (c->in->caption != NULL && c->in->caption[0] != '\0')
		rows += vw_wrapped_rows(c->f, c->in->caption, 1000);
	for (unsigned i = 0; i < c->in->ndiags; i++) {
		strbuf_reset(&sb);
		strbuf_printf(&sb, "warning: %s", c->in->diags[i].message);
		rows += vw_wrapped_rows(c->f, strbuf_str(&sb), 1000);
	}
	if (c->in->step != NULL) {
		strbuf_reset(&sb);
		explanation(c, &sb);
		rows += vw_wrapped_rows(c->f, strbuf_str(&sb), 1000);
	}
	strbuf_free(&sb);
	return rows;
}

/* ---- every input of the step (issue 12 item 1) ---- */

static bool
valu_like(unsigned kind)
{
	return kind == STEP_VALU || kind == STEP_DPP || kind == STEP_DPP8 ||
	    kind == STEP_SDWA;
}

/* The VGPR sources beyond the moved one that the picture has no grid for
 * yet (src1, src2 of a VALU step; a permute's address), by their roles:
 * up to two, into out; returns how many. */
static int
extra_sources(const struct vw_ctx *c, int out[2])
{
	const struct step *st = c->st;
	struct reg_ref rd[STEP_MAX_REFS];
	const struct reg_ref *r;
	unsigned nr;
	int n = 0;

	if (st == NULL)
		return 0;
	/* by the roles of the one description (exec_reads); v_movrel* as
	 * the record lists them, with the registers M0 picked */
	if (st->insn.id < ISA_ID_COUNT &&
	    isa_table[st->insn.id].sem == SEM_V_MOVREL) {
		nr = st->nreads < STEP_MAX_REFS ? st->nreads : STEP_MAX_REFS;
		memcpy(rd, st->reads, nr * sizeof *rd);
	} else {
		nr = exec_reads(&st->insn, NULL, rd, STEP_MAX_REFS);
	}
	if (c->permute) {
		if ((r = exec_ref_find(rd, nr, OPND_VGPR, REF_ADDR, false)) !=
		    NULL)
			out[n++] = r->reg;
		return n;
	}
	if (!valu_like(c->kind))
		return 0;
	/* a VOPD pair: the Y half's result, the picture's second
	 * destination; v_swap_b32's s0 after the swap (branch s6-16int) */
	if (st->insn.form == FORM_VOPD) {
		out[n++] = st->insn.vopd_y.dst;
		return n;
	}
	if (exec_has_second_dst(&st->insn)) {
		/* v_swap_b32's s0, v_swaprel_b32's indexed one: the write
		 * list's second destination (the record's, for swaprel) */
		struct reg_ref wr[STEP_MAX_REFS];
		unsigned nw = exec_writes(&st->insn, NULL, wr, STEP_MAX_REFS);
		const struct reg_ref *y = exec_ref_find(wr, nw, OPND_VGPR,
		    REF_DATA, true);

		if (isa_table[st->insn.id].sem == SEM_V_MOVREL)
			y = exec_ref_find(st->writes, st->nwrites <
			    STEP_MAX_REFS ? st->nwrites : STEP_MAX_REFS,
			    OPND_VGPR, REF_DATA, true);
		if (y != NULL)
			out[n++] = y->reg;
		return n;
	}
	/* the vector data sources after src0 (src1, src2) */
	for (unsigned i = 0; i < nr && n < 2; i++) {
		r = &rd[i];
		if (r->kind != OPND_VGPR || !(r->role & REF_DATA) ||
		    (r->role & REF_SRC0) || r->reg == c->regs.main ||
		    r->reg == c->regs.second)
			continue;
		out[n++] = r->reg;
	}
	return n;
}

/* Rows of extra grid i (a permute's address grid has a note row). */
static int
extra_rows(const struct vw_ctx *c)
{
	return 1 + (c->permute ? 2 : 1) * c->l.nlines;
}

/* Whether the destination's old values say something the other grids do
 * not: a step that writes the VGPR the main grid shows, and whose moved
 * source is another register. */
static bool
old_useful(const struct vw_ctx *c)
{
	if (c->st == NULL || c->kind == STEP_MEMORY ||
	    c->regs.second == c->regs.main)
		return false;
	if (c->permute)
		return !c->write_phase;
	return valu_like(c->kind) || c->kind == STEP_SWIZZLE ||
	    c->kind == STEP_PERMLANE || c->kind == STEP_WRITELANE;
}

static void
put_value(struct strbuf *sb, uint32_t v, enum session_format fmt)
{
	char t[9];
	const char *p = t;

	view_format_value(v, fmt, t);
	while (*p == ' ')
		p++;
	strbuf_puts(sb, p);
}

static const char *const sel_name[] = { "BYTE_0", "BYTE_1", "BYTE_2",
    "BYTE_3", "WORD_0", "WORD_1", "DWORD", "?" };

/* One line for the scalar inputs: SGPRs, vcc, m0 and constants with their
 * values, decoded permlane selectors and SDWA's src1_sel. Empty when the
 * step has none. */
static void
operand_line(const struct vw_ctx *c, struct strbuf *sb)
{
	const struct step *st = c->st;
	const struct wave *w = c->before ? c->before : c->in->after;
	enum session_format fmt = c->ui->format;
	const struct isa_info *info;
	bool any = false;

	if (st == NULL || c->kind == STEP_MEMORY || c->kind == STEP_NOP ||
	    c->kind == STEP_SALU)
		return;
	info = isa_get((enum isa_id)st->insn.id);
	for (int k = 0; k < 3 && k < (int)st->insn.nsrc; k++) {
		const struct operand *o = &st->insn.src[k];
		char name[24];

		switch (o->kind) {
		case OPND_SGPR:
		case OPND_TTMP:
		case OPND_FLAT_SCRATCH:
		case OPND_M0:
		case OPND_VCC:
		case OPND_VCC_LO:
		case OPND_EXEC:
		case OPND_EXEC_LO:
			vw_reg_name(o, name, sizeof name);
			strbuf_printf(sb, "%ssrc%d %s = ", any ? "  " : "", k,
			    name);
			if (o->kind == OPND_SGPR)
				put_value(sb, w->sgpr[o->reg % WAVE_NUM_SGPRS],
				    fmt);
			else if (o->kind == OPND_TTMP)
				put_value(sb, w->sgpr[WAVE_TTMP_SLOT +
				    o->reg % WAVE_NUM_TTMPS], fmt);
			else if (o->kind == OPND_FLAT_SCRATCH)
				put_value(sb, w->sgpr[WAVE_FLAT_SCRATCH_SLOT +
				    (o->reg & 1u)], fmt);
			else if (o->kind == OPND_M0)
				put_value(sb, w->m0, fmt);
			else
				strbuf_printf(sb, "0x%llx", (unsigned long long)
				    (o->kind == OPND_VCC || o->kind ==
				    OPND_VCC_LO ? w->vcc : w->exec));
			any = true;
			break;
		case OPND_CONST:
		case OPND_LITERAL:
			strbuf_printf(sb, "%ssrc%d = ", any ? "  " : "", k);
			put_value(sb, (uint32_t)o->value, fmt);
			strbuf_puts(sb, o->kind == OPND_CONST ? " (constant)" :
			    " (literal)");
			any = true;
			break;
		default:
			break;
		}
	}
	if ((info->sem == SEM_PERMLANE16 || info->sem == SEM_PERMLANEX16) &&
	    st->insn.src[1].kind != OPND_VGPR) {
		/* lane i of a row reads the lane named by nibble i of the
		 * 64-bit selector {src2, src1} */
		uint64_t sel = 0;
		const struct operand *lo = &st->insn.src[1], *hi =
		    &st->insn.src[2];
		uint32_t a = lo->kind == OPND_SGPR ? w->sgpr[lo->reg %
		    WAVE_NUM_SGPRS] : (uint32_t)lo->value;
		uint32_t b = hi->kind == OPND_SGPR ? w->sgpr[hi->reg %
		    WAVE_NUM_SGPRS] : (uint32_t)hi->value;
		sel = (uint64_t)b << 32 | a;
		strbuf_printf(sb, "%sselectors: row lanes 0-15 read", any ?
		    "  " : "");
		for (int i = 0; i < 16; i++)
			strbuf_printf(sb, " %u", (unsigned)(sel >> (4 * i)) &
			    15u);
		any = true;
	}
	if (c->kind == STEP_SDWA && st->insn.src[1].kind != OPND_NONE &&
	    info->flags & ISA_F_SDWA && st->insn.nsrc >= 2)
		strbuf_printf(sb, "%ssrc1_sel:%s", any ? "  " : "",
		    sel_name[st->insn.src1_sel & 7]);
}

/* A permute's address grid notes: the tmp slot each lane's address names
 * ("->5": bits 7:2 of address + offset). */
static void
slot_notes(const struct vw_ctx *c, char (*buf)[12], const char **notes)
{
	for (int i = 0; i < c->lanes; i++) {
		snprintf(buf[i], 12, "%s%u", c->g->rarrow,
		    (unsigned)c->st->addr_lane[i]);
		notes[i] = buf[i];
	}
}

/* The selected lane's arithmetic in numbers: "lane 18: v1 = 3 from
 * v0[17] 1, v1[18] 2". */
static void
lane_arithmetic(const struct vw_ctx *c, struct strbuf *sb)
{
	const struct step *st = c->st;
	const struct wave *w = c->before;
	int L = c->ui->cursor_lane;
	const struct lane_step *ls;
	enum session_format fmt = c->ui->format;
	char d[24], r[24];

	if (st == NULL || w == NULL || L < 0 || L >= c->lanes ||
	    !valu_like(c->kind) || !exec_vector_kind(&st->insn.dst))
		return;
	ls = &st->lane[L];
	if (!(st->written >> L & 1))
		return;
	vw_reg_name(&st->insn.dst, d, sizeof d);
	strbuf_printf(sb, "\nlane %d: %s = ", L, d);
	put_value(sb, c->in->after->vgpr[exec_vslot(&st->insn.dst, 0)][L],
	    fmt);
	strbuf_printf(sb, " = %s(", isa_get((enum isa_id)st->insn.id)->name);
	for (int k = 0; k < 3 && k < (int)st->insn.nsrc; k++) {
		const struct operand *o = &st->insn.src[k];
		if (o->kind == OPND_NONE)
			break;
		vw_reg_name(o, r, sizeof r);
		strbuf_puts(sb, k ? ", " : "");
		if (k == 0 && c->kind != STEP_VALU && c->kind != STEP_SDWA) {
			/* the DPP source: the lane it was read from */
			if (ls->src >= 0)
				strbuf_printf(sb, "%s[%d] ", r, ls->src);
			else
				strbuf_printf(sb, "%s 0 ", r);
			put_value(sb, ls->src_value, fmt);
		} else if (o->kind == OPND_VGPR) {
			strbuf_printf(sb, "%s[%d] ", r, L);
			put_value(sb, w->vgpr[o->reg][L], fmt);
		} else if (o->kind == OPND_SGPR) {
			strbuf_printf(sb, "%s ", r);
			put_value(sb, w->sgpr[o->reg % WAVE_NUM_SGPRS], fmt);
		} else if (o->kind == OPND_TTMP) {
			strbuf_printf(sb, "%s ", r);
			put_value(sb, w->sgpr[WAVE_TTMP_SLOT +
			    o->reg % WAVE_NUM_TTMPS], fmt);
		} else if (o->kind == OPND_FLAT_SCRATCH) {
			strbuf_printf(sb, "%s ", r);
			put_value(sb, w->sgpr[WAVE_FLAT_SCRATCH_SLOT +
			    (o->reg & 1u)], fmt);
		} else if (o->kind == OPND_CONST || o->kind == OPND_LITERAL) {
			put_value(sb, (uint32_t)o->value, fmt);
		} else {
			strbuf_puts(sb, r);
		}
	}
	strbuf_puts(sb, ")");
}

/* ---- the program pane (issue 12 item 3) ---- */

/* Columns the program pane needs beside the grids to be worth showing. */
#define PANE_MIN_W 32

/* Draws the listing into columns x0.. of rows y0..y1-1: the current
 * step's line marked and kept in view with two lines above it, the next
 * step's line, labels, the current branch's target and each branch's
 * target line. */
static void
draw_listing(struct vw_ctx *c, int x0, int y0, int y1)
{
	const struct view_input *in = c->in;
	struct frame *f = c->f;
	int rows = y1 - y0 - 1, first = 0, at = -1;

	if (in->nlist == 0 || rows < 3)
		return;
	for (int y = y0; y < y1; y++) {
		for (int x = x0 - 1; x < f->width; x++)
			vw_putc(f, x, y, ' ', VA_NORMAL);
		vw_set_lane(f, x0 - 1, y, f->width - x0 + 1, -1);
	}
	for (unsigned i = 0; i < in->nlist; i++)
		if (in->list[i].kind == VL_CURRENT ||
		    (at < 0 && in->list[i].kind == VL_NEXT))
			at = (int)i;
	if (at > 2)
		first = at - 2;
	if (first + rows > (int)in->nlist)
		first = (int)in->nlist - rows > 0 ? (int)in->nlist - rows : 0;
	vw_puts(f, x0, y0, "program", VA_HEADER);
	for (int r = 0; r < rows && first + r < (int)in->nlist; r++) {
		const struct view_list_line *l = &in->list[first + r];
		char text[256], num[16];
		size_t n = l->len < sizeof text - 1 ? l->len : sizeof text - 1;
		unsigned attr = VA_NORMAL;
		const char *mark = " ";
		int x, y = y0 + 1 + r;

		memcpy(text, l->text, n);
		text[n] = '\0';
		for (size_t i = 0; i < n; i++)
			if ((unsigned char)text[i] < 0x20)
				text[i] = ' ';
		switch (l->kind) {
		case VL_CURRENT: attr = VA_HEADER;
			mark = c->g->rarrow; break;
		case VL_NEXT: attr = VA_NORMAL; mark = "."; break;
		case VL_LABEL: attr = VA_LABEL; break;
		case VL_TARGET: attr = VA_MOVED;
			mark = c->ascii ? "*" : "\xe2\x86\xb3"; break;
		case VL_COMMENT: attr = VA_NOTE; break;
		case VL_OTHER: attr = VA_DIM; break;
		default: break;
		}
		snprintf(num, sizeof num, "%4ld", l->line);
		vw_puts(f, x0, y, num, VA_DIM);
		x = x0 + 5;
		vw_puts(f, x, y, mark, attr);
		/* the mark takes two columns ("->" in ASCII) */
		x = vw_puts(f, x0 + 8, y, text, attr);
		snprintf(num, sizeof num, "%ld", l->target);
		if (l->target > 0 && x + 4 + (int)strlen(num) < f->width)
			vw_printf(f, x + 1, y, VA_DIM, "%s %s", c->g->rarrow,
			    num);
		if (l->kind == VL_CURRENT)
			vw_add_flags(f, x0 + 8, y, x - x0 - 8, VF_CURSOR);
	}
}

void
view_listing_text(const struct view_input *in, bool ascii,
    struct strbuf *out)
{
	const struct vw_glyphs *g = vw_glyphs(ascii);

	for (unsigned i = 0; i < in->nlist; i++) {
		const struct view_list_line *l = &in->list[i];
		const char *mark = " ";

		if (l->kind == VL_CURRENT)
			mark = g->rarrow;
		else if (l->kind == VL_NEXT)
			mark = ".";
		else if (l->kind == VL_TARGET)
			mark = ascii ? "*" : "\xe2\x86\xb3";
		/* the mark in two columns: "->" or one glyph and a blank
		 * (printf pads by bytes, not by columns) */
		strbuf_printf(out, "%4ld %s%s %.*s", l->line, mark,
		    strcmp(mark, "->") == 0 ? "" : " ", (int)l->len,
		    l->text);
		if (l->target > 0)
			strbuf_printf(out, "  %s %ld", g->rarrow, l->target);
		strbuf_putc(out, '\n');
	}
}

void
view_build_insn_line(struct frame *f, const struct view_input *in,
    const struct view_ui *ui)
{
	struct vw_ctx c;

	/* no ctx_init: the line needs neither a wave nor a step */
	memset(&c, 0, sizeof c);
	c.f = f;
	c.in = in;
	c.ui = ui;
	draw_insn_line(&c, 0);
}

static void
draw_too_small(struct frame *f, int need_w, int need_h)
{
	char buf[128];
	int y = f->height / 2;

	f->too_small = true;
	snprintf(buf, sizeof buf, "make the window at least %dx%d", need_w,
	    need_h);
	vw_puts(f, (f->width - (int)strlen(buf)) / 2 > 0 ?
	    (f->width - (int)strlen(buf)) / 2 : 0, y, buf, VA_WARNING);
	snprintf(buf, sizeof buf, "(now %dx%d; q quits)", f->width,
	    f->height);
	vw_puts(f, (f->width - (int)strlen(buf)) / 2 > 0 ?
	    (f->width - (int)strlen(buf)) / 2 : 0, y + 1, buf, VA_DIM);
}

/* The build context of in under ui, before any layout. */
static void
ctx_init(struct vw_ctx *c, struct frame *f, const struct view_input *in,
    const struct view_ui *ui)
{
	memset(c, 0, sizeof *c);
	c->f = f;
	c->in = in;
	c->ui = ui;
	c->g = vw_glyphs(ui->ascii);
	c->ascii = ui->ascii;
	c->lanes = in->after->size == 32 ? 32 : 64;
	c->st = in->step;
	c->before = in->before;
	if (in->step != NULL && !view_names_vgpr(&in->step->insn)) {
		/* A step that names no vector register (SALU, branch, wait,
		 * nop) moved no lane. An earlier step's grids, marks and
		 * phase would read as this step's: no step is shown, and
		 * the picture is compact (no grids, what changed). */
		c->st = NULL;
		c->before = NULL;
	}
	c->compact = in->step != NULL && c->st == NULL;
	c->kind = c->st ? c->st->kind : STEP_NOP;
	c->permute = c->kind == STEP_PERMUTE || c->kind == STEP_BPERMUTE;
	/* a permute shown for context (at a later nop) shows its result */
	c->write_phase = c->permute && ui->phase == 0 && c->st == in->step;
	c->regs = vw_pick_regs(c);
}

void
view_message_text(const struct view_input *in, const struct view_ui *ui,
    struct strbuf *out)
{
	struct vw_ctx c;

	ctx_init(&c, NULL, in, ui);
	if (ui->message != NULL && ui->message[0] != '\0') {
		strbuf_puts(out, ui->message);
		if (out->len > 0 && strbuf_str(out)[out->len - 1] != '\n')
			strbuf_putc(out, '\n');
	}
	if (in->caption != NULL && in->caption[0] != '\0')
		strbuf_printf(out, "%s\n", in->caption);
	for (unsigned i = 0; i < in->ndiags; i++)
		strbuf_printf(out, "%s: %s\n",
		    diag_severity_name((enum diag_severity)
		    in->diags[i].severity), in->diags[i].message);
	if (in->step != NULL) {
		explanation(&c, out);
		strbuf_putc(out, '\n');
	}
}

int
view_build(struct frame *f, const struct view_input *in,
    const struct view_ui *ui)
{
	struct vw_ctx c;
	int min_h, H, y, rows_msg, rows_info, want_second, rows_second;
	int rows_old = 0, rows_legend = 0, rows_extra = 0, rows_ops = 0;
	int xregs[2], nextra, need_msg;
	struct strbuf ops = STRBUF_INIT;
	int grid_rows, pane_x = 0, pane_y = 0, rows_arrows = 0;
	int rows_arrows_grid = 0;
	bool same, useful_old;

	ctx_init(&c, f, in, ui);
	f->msg_cut = 0;

	if (ui->plain) {
		/* plain text: as wide as asked, as tall as needed */
		if (view_frame_resize(f, f->width > 0 ? f->width : 80, 1) < 0)
			return -1;
	} else if (view_frame_resize(f, f->width, f->height) < 0) {
		return -1;
	}
	/* values as wide as the format needs: small numbers leave room for
	 * a whole row of 16 lanes at projector sizes */
	c.l.label_w = 6;
	c.l.val_w = vw_value_width(&c);
	c.l.cell_w = c.l.val_w + 2;
	c.l.lpl = c.l.label_w + 16 * c.l.cell_w <= f->width ? 16 : 8;
	/* 8 lanes of 8 characters need 86 columns with the mark column:
	 * at 80 the last lane was cut without notice. One blank after
	 * each value and the bank separator in a column of its own fit
	 * 79 */
	c.l.split = false;
	if (c.l.label_w + c.l.lpl * c.l.cell_w > f->width) {
		c.l.cell_w = c.l.val_w + 1;
		c.l.split = true;
	}
	c.l.nlines = c.lanes / c.l.lpl;
	/* a step with no VGPR (s_nop, v_nop, SALU, waits) moved no lane:
	 * a line of what changed, no grids (issue 16 item 5). Plain text
	 * drops their rows; the screen keeps them empty, so that the next
	 * step's grids come back where they were */
	grid_rows = c.compact && ui->plain ? 0 : 1 + 2 * c.l.nlines;
	/* title, instruction, grid, bar, 2 message rows, prompt, keys */
	min_h = 2 + grid_rows + 1 + 2 + (ui->plain ? 0 : 2);
	if (!ui->plain && (f->width < VIEW_MIN_WIDTH || f->height < min_h)) {
		draw_too_small(f, VIEW_MIN_WIDTH, min_h < VIEW_MIN_HEIGHT &&
		    c.lanes == 64 ? VIEW_MIN_HEIGHT : min_h);
		return 0;
	}
	f->lanes_per_line = c.l.lpl;

	/* what fits: the details, then the source grid, then messages. On
	 * the screen the rows depend only on the window's size, never on
	 * the step, so stepping repaints values rather than moving them */
	/* before the first step the source grid shows what the next
	 * instruction reads, as the screen does; a source that is the
	 * destination is shown once, by the main grid */
	want_second = c.regs.second >= 0 && !c.compact &&
	    (c.st != NULL || c.regs.second != c.regs.main);
	/* before the screen's layout names the main register as the source
	 * of an empty source row (below) */
	useful_old = old_useful(&c) && !c.compact;
	rows_msg = need_msg = message_rows(&c);
	if (rows_msg < 2)
		rows_msg = 2;
	rows_info = draw_info(&c, 0, 6, true);
	/* every input of the step: the other VGPR sources as grids, the
	 * scalar ones on a line */
	nextra = c.compact ? 0 : extra_sources(&c, xregs);
	if (!c.compact)
		operand_line(&c, &ops);
	if (strbuf_failed(&ops)) {
		strbuf_free(&ops);
		return -1;
	}
	if (ops.len > 0)
		rows_ops = vw_wrapped_rows(f, strbuf_str(&ops), 3);
	if (ui->plain) {
		rows_second = want_second ? 1 + c.l.nlines + 1 : 0;
		rows_extra = nextra * extra_rows(&c);
		rows_old = useful_old ? 1 + c.l.nlines : 0;
		/* row arrows: the figure in place of the grids, whole */
		rows_arrows = vw_arrows_rows(&c, -1);
		if (rows_arrows > 0) {
			/* and the destination's whole grid under it */
			rows_second = rows_extra = rows_old = rows_ops = 0;
			rows_arrows_grid = grid_rows;
			grid_rows += rows_arrows;
			min_h = 2 + grid_rows + 1 + 2;
		}
		H = min_h + rows_info + rows_second + rows_extra + rows_old +
		    rows_ops + (rows_msg - 2);
		if (view_frame_resize(f, f->width, H) < 0) {
			strbuf_free(&ops);
			return -1;
		}
		f->lanes_per_line = c.l.lpl;
	} else {
		int spare = f->height - min_h;
		rows_info = spare >= 2 ? 2 : spare;
		spare -= rows_info;
		rows_second = 1 + c.l.nlines + 1;
		if (rows_second > spare)
			rows_second = 0;
		spare -= rows_second;
		/* the other sources, then the scalar line, when they fit */
		if (rows_second > 0 && nextra * extra_rows(&c) <= spare) {
			rows_extra = nextra * extra_rows(&c);
			spare -= rows_extra;
		} else {
			nextra = 0;
		}
		if (rows_ops > spare)
			rows_ops = spare;
		spare -= rows_ops;
		/* the destination before the step, when a tall window has
		 * room for it and two message rows still remain */
		if (rows_second > 0 && spare >= 1 + c.l.nlines + 2)
			rows_old = 1 + c.l.nlines;
		spare -= rows_old;
		/* a colour key, when two message rows still remain */
		if (spare >= 1 && !ui->mono)
			rows_legend = 1;
		spare -= rows_legend;
		rows_msg = 2 + spare;
		/* row arrows: the figure takes the grids' rows, the message
		 * area what it leaves */
		if (vw_arrows_shown(&c)) {
			int budget = grid_rows + rows_second + rows_extra +
			    rows_ops + rows_old + (rows_msg - 2);
			rows_arrows = vw_arrows_rows(&c, budget);
			if (rows_arrows > 0) {
				rows_second = rows_extra = rows_ops = 0;
				rows_old = nextra = 0;
				/* the destination's whole grid under the
				 * figure, when it fits */
				if (budget - rows_arrows >= grid_rows)
					rows_arrows_grid = grid_rows;
				rows_msg = 2 + budget - rows_arrows -
				    rows_arrows_grid;
				grid_rows = rows_arrows + rows_arrows_grid;
			}
		}
		if (c.regs.second < 0)
			c.regs.second = c.regs.main;
	}

	if (!ui->plain)
		draw_title(&c);
	else
		vw_printf(f, 0, 0, VA_TITLE, "step %u/%u%s%s", in->position,
		    in->count, c.permute ? (c.write_phase ? " (write phase)"
		    : " (read phase)") : "", "");
	draw_insn_line(&c, 1);
	y = 2;
	{
		/* the program pane, right of the grids when they leave
		 * room for it */
		int gw = c.l.label_w + c.l.lpl * c.l.cell_w +
		    (c.l.split ? 1 : 0);
		if (!ui->plain && in->nlist > 0 &&
		    f->width - gw - 2 >= PANE_MIN_W)
			pane_x = gw + 2;
		/* a figure wider than the grids keeps the room */
		if (rows_arrows > 0 && (c.kind == STEP_READLANE ||
		    c.kind == STEP_READFIRSTLANE || (in->arrows_first >= 0 &&
		    in->arrows_last - in->arrows_first + 1 > c.l.lpl)))
			pane_x = 0;
	}
	if (rows_info > 0) {
		/* a memory step has no old-value grid: its line map may run
		 * on into those rows */
		draw_info(&c, y, rows_info + (c.kind == STEP_MEMORY &&
		    c.st == in->step ? rows_old : 0), false);
		y += rows_info;
	}
	pane_y = y;
	/* When the source is the destination there is no "was" grid: the
	 * source grid takes its rows, so the destination's old values stay
	 * where they were at the previous step instead of jumping down (a
	 * jump rewrites every row of both grids) */
	same = c.regs.second == c.regs.main && c.kind != STEP_MEMORY &&
	    !(c.permute && !c.write_phase && c.st != NULL);
	if (rows_arrows > 0) {
		/* the figure alone, in place of every grid */
		strbuf_free(&ops);
		if (vw_draw_arrows(&c, y, rows_arrows) < 0)
			return -1;
		y += rows_arrows;
		if (rows_arrows_grid > 0) {
			vw_draw_main_grid(&c, y);
			y += rows_arrows_grid;
		}
		goto below_grids;
	}
	if (rows_old > 0) {
		/* before the first step there is no old value: the rows
		 * stay blank (the grids below keep their place) unless they
		 * hold the source */
		if (useful_old || (rows_second > 0 && same &&
		    !c.compact && want_second))
			vw_draw_old_grid(&c, y, rows_second > 0 && same);
		y += rows_old;
	}
	for (int i = 0; i < nextra && rows_extra > 0; i++) {
		char label[24], slots[WAVE_MAX_LANES][12];
		const char *notes[WAVE_MAX_LANES];

		if (c.permute) {
			/* the address and the slot it names */
			snprintf(label, sizeof label, "%c%u adr",
			    WAVE_VGPR_NAME(xregs[i]));
			slot_notes(&c, slots, notes);
		} else if (c.st != NULL && exec_has_second_dst(&c.st->insn)) {
			snprintf(label, sizeof label, c.st->insn.form ==
			    FORM_VOPD ? "%c%u Y=" : "%c%u =",
			    WAVE_VGPR_NAME(xregs[i]));
			c.grid_after = true;
		} else {
			snprintf(label, sizeof label, "%c%u",
			    WAVE_VGPR_NAME(xregs[i]));
		}
		vw_draw_src_grid(&c, y, xregs[i], label, c.permute ? notes :
		    NULL);
		c.grid_after = false;
		y += extra_rows(&c);
	}
	if (rows_ops > 0) {
		vw_put_wrapped(f, y, rows_ops, strbuf_str(&ops), VA_NORMAL);
		y += rows_ops;
	}
	strbuf_free(&ops);
	if (rows_second > 0) {
		if (!(rows_old > 0 && same) && want_second)
			vw_draw_second_grid(&c, y);
		if (want_second)
			vw_draw_path(&c, y + 1 + c.l.nlines, false);
		y += rows_second;
	}
	if (!c.compact)
		vw_draw_main_grid(&c, y);
	else if (rows_info == 0 && !ui->plain)
		/* a window with no row for what changed (80x24): the
		 * empty grid's rows hold it */
		(void)draw_info(&c, y, grid_rows, false);
	/* no source grid (a short window, the 8-lane layout at 80x24): the
	 * path runs along the main grid's header row instead, from the
	 * source lane's column to the selected lane's */
	if (rows_second == 0 && !ui->plain && !c.compact)
		vw_draw_path(&c, y, true);
	y += grid_rows;
below_grids:
	if (pane_x > 0)
		draw_listing(&c, pane_x, pane_y, y);
	draw_bar(&c, y);
	y++;
	if (rows_legend > 0) {
		draw_legend(&c, y);
		y++;
	}
	draw_messages(&c, y, rows_msg);
	f->msg_cut = need_msg > rows_msg ? need_msg - rows_msg : 0;
	if (!ui->plain && need_msg > rows_msg && rows_msg > 0) {
		/* say that the area holds more than it shows */
		char more[64];
		int n = snprintf(more, sizeof more, " (more: %d line%s cut; "
		    "m shows all)", need_msg - rows_msg,
		    need_msg - rows_msg == 1 ? "" : "s");
		int x = f->width - n;
		vw_puts(f, x > 0 ? x : 0, y + rows_msg - 1, more, VA_NOTE);
	}
	y += rows_msg;
	if (!ui->plain) {
		draw_prompt(&c, y);
		draw_keybar(&c, y + 1);
	}
	return 0;
}
