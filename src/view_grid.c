/* SPDX-License-Identifier: MIT */
/* The register grids of the picture: lanes in rows of 16 (or half rows of
 * 8) with bank and half-row boundaries, each lane's value and where it came
 * from, and the drawn path of the selected lane. Pure. */
#include "view.h"

#include <stdio.h>
#include <string.h>

#include "view_int.h"

static int
vgpr_of(const struct operand *o)
{
	return o->kind == OPND_VGPR ? o->reg : -1;
}

struct grid_regs
vw_pick_regs(const struct vw_ctx *c)
{
	const struct view_input *in = c->in;
	struct grid_regs g = { -1, -1, -1 };
	const struct insn *i = c->st ? &c->st->insn : in->next;
	unsigned kind = c->st ? c->st->kind : STEP_NOP;
	const struct isa_info *info;

	/* a step with no vector registers (s_nop, v_nop, SALU) shows the
	 * registers of the next instruction, which is what comes */
	if (i != NULL && in->next != NULL && i->dst.kind != OPND_VGPR &&
	    i->src[0].kind != OPND_VGPR && i->src[3].kind != OPND_VGPR) {
		i = in->next;
		kind = STEP_NOP;
	}

	if (i == NULL) {
		g.main = 0;
		return g;
	}
	info = isa_get((enum isa_id)i->id);
	/* every atomic is drawn as buffer_atomic_add is */
	switch (isa_sem_atomic(info->sem) ? SEM_ATOMIC_ADD : info->sem) {
	case SEM_READLANE:
	case SEM_READFIRSTLANE:
		g.main = vgpr_of(&i->src[0]);
		break;
	case SEM_DS_PERMUTE:
	case SEM_DS_BPERMUTE:
		g.main = vgpr_of(&i->dst);
		g.second = vgpr_of(&i->src[1]);
		break;
	case SEM_DS_SWIZZLE:
		g.main = vgpr_of(&i->dst);
		g.second = vgpr_of(&i->src[0]);
		break;
	case SEM_LOAD:
	case SEM_IMAGE_LOAD:
	case SEM_ATOMIC_ADD:
		g.main = vgpr_of(&i->dst);
		if (g.main < 0)
			g.main = vgpr_of(&i->src[3]);
		g.second = vgpr_of(&i->src[0]);
		break;
	case SEM_STORE:
	case SEM_IMAGE_STORE:
		g.main = vgpr_of(&i->src[3]);
		g.second = vgpr_of(&i->src[0]);
		break;
	default:
		g.main = vgpr_of(&i->dst);
		g.second = vgpr_of(&i->src[0]);
		if (kind == STEP_VALU || kind == STEP_SDWA || kind == STEP_NOP)
			g.sub = g.second;
		break;
	}
	if (g.main < 0 && g.second >= 0) {
		g.main = g.second;
		g.second = -1;
	}
	if (g.main < 0)
		g.main = 0;
	if (g.second == g.main && kind != STEP_DPP && kind != STEP_DPP8 &&
	    kind != STEP_SWIZZLE && kind != STEP_PERMLANE)
		g.second = -1;
	if (g.sub == g.main)
		g.sub = -1;
	return g;
}

/* ---- the layout ---- */


static int
lane_x(const struct vw_layout *l, int lane)
{
	return l->label_w + (lane % l->lpl) * l->cell_w;
}

static int
lane_line(const struct vw_layout *l, int lane)
{
	return lane / l->lpl;
}

/* Draws the lane-number header of a grid. */
static void
draw_lane_header(struct frame *f, const struct vw_layout *l, int y,
    const char *name, const struct vw_glyphs *g)
{
	vw_fill(f, y, VA_HEADER);
	vw_printf(f, 0, y, VA_HEADER, "%-6.6s", name);
	for (int j = 0; j < l->lpl; j++) {
		int x = l->label_w + j * l->cell_w;
		if (l->lpl == 16)
			vw_printf(f, x, y, VA_HEADER, "%8d", j);
		else
			vw_printf(f, x, y, VA_HEADER, "%6s+%d", "", j);
		if (j + 1 < l->lpl && (j + 1) % 4 == 0)
			vw_putc(f, x + 8, y, (j + 1) % 8 == 0 && l->lpl == 16
			    ? g->half : g->bank, VA_HEADER);
	}
}

/* Draws the label and bank separators of one grid line. */
static void
draw_line_frame(struct frame *f, const struct vw_layout *l, int y, int line,
    const char *sublabel, const struct vw_glyphs *g)
{
	int first = line * l->lpl;

	if (sublabel != NULL)
		vw_printf(f, 0, y, VA_DIM, "%-6.6s", sublabel);
	else
		vw_printf(f, 0, y, VA_LABEL, "r%d:%-3d", first / 16, first);
	for (int j = 0; j + 1 < l->lpl; j++) {
		int x = l->label_w + j * l->cell_w + 8;
		if ((j + 1) % 4 == 0)
			vw_putc(f, x, y, (j + 1) % 8 == 0 && l->lpl == 16 ?
			    g->half : g->bank, VA_DIM);
	}
}

static unsigned
reason_attr(unsigned reason)
{
	switch (reason) {
	case REASON_MOVED: return VA_MOVED;
	case REASON_EXEC_OFF: return VA_INACTIVE;
	case REASON_ROW_MASKED:
	case REASON_BANK_MASKED:
	case REASON_SRC_OUT_OF_RANGE_KEPT:
	case REASON_SRC_INACTIVE_KEPT: return VA_KEPT;
	case REASON_SRC_OUT_OF_RANGE_ZERO:
	case REASON_SRC_INACTIVE_ZERO:
	case REASON_TMP_UNWRITTEN_ZERO: return VA_ZEROED;
	case REASON_SELF: return VA_SELF;
	case REASON_COMPUTED: return VA_COMPUTED;
	default: return VA_NORMAL;
	}
}

/* The 8-character note under a lane of a cross-lane step. */
static void
reason_note(const struct lane_step *ls, const struct vw_glyphs *g,
    char *buf, size_t size)
{
	switch (ls->reason) {
	case REASON_MOVED:
		if (ls->src >= 0)
			snprintf(buf, size, "%s%d", g->larrow, ls->src);
		break;
	case REASON_EXEC_OFF: snprintf(buf, size, "off"); break;
	case REASON_ROW_MASKED: snprintf(buf, size, "rowmask"); break;
	case REASON_BANK_MASKED: snprintf(buf, size, "bankmask"); break;
	case REASON_SRC_OUT_OF_RANGE_KEPT: snprintf(buf, size, "kept"); break;
	case REASON_SRC_OUT_OF_RANGE_ZERO: snprintf(buf, size, "zero"); break;
	case REASON_SRC_INACTIVE_KEPT:
		if (ls->src >= 0)
			snprintf(buf, size, "%s%d kept", g->larrow, ls->src);
		else
			snprintf(buf, size, "kept");
		break;
	case REASON_SRC_INACTIVE_ZERO:
		if (ls->src >= 0)
			snprintf(buf, size, "%s%d zero", g->larrow, ls->src);
		else
			snprintf(buf, size, "zero");
		break;
	case REASON_TMP_UNWRITTEN_ZERO: snprintf(buf, size, "empty 0"); break;
	case REASON_SELF: snprintf(buf, size, "self"); break;
	default: buf[0] = '\0'; break;
	}
}

/* Right-aligns a possibly multi-byte note into an 8-column field. */
static void
put_note(struct frame *f, int x, int y, const char *note, unsigned attr)
{
	int n = 0;
	const char *p = note;

	while (*p != '\0') {
		(void)vw_utf8_next(&p);
		n++;
	}
	if (n > 8)
		n = 8;
	/* the blanks take the note's attribute too (fewer changes) */
	for (int i = 0; i < 8 - n; i++)
		vw_putc(f, x + i, y, ' ', attr);
	vw_puts(f, x + 8 - n, y, note, attr);
}

bool
vw_is_crosslane(unsigned kind)
{
	switch (kind) {
	case STEP_DPP: case STEP_DPP8: case STEP_SWIZZLE: case STEP_PERMUTE:
	case STEP_BPERMUTE: case STEP_READLANE: case STEP_WRITELANE:
	case STEP_READFIRSTLANE: case STEP_PERMLANE:
		return true;
	default:
		return false;
	}
}

static bool
lane_active(const struct wave *w, int lane)
{
	return (w->exec >> lane) & 1;
}

/* SDWA: which of the 4 bytes a select covers (bit b = byte b). */
static unsigned
sel_bytes(unsigned sel)
{
	switch (sel) {
	case SDWA_BYTE_0: return 0x1;
	case SDWA_BYTE_1: return 0x2;
	case SDWA_BYTE_2: return 0x4;
	case SDWA_BYTE_3: return 0x8;
	case SDWA_WORD_0: return 0x3;
	case SDWA_WORD_1: return 0xc;
	default: return 0xf;
	}
}

/* Highlights the bytes of an 8-character hex (or bytes) cell. */
static void
mark_bytes(struct frame *f, int x, int y, unsigned bytes,
    enum session_format fmt)
{
	if (fmt != FMT_HEX && fmt != FMT_BYTES)
		return;
	for (int b = 0; b < 4; b++) {
		/* hex shows byte 3 first; bytes shows byte 0 first */
		int pos = fmt == FMT_HEX ? 3 - b : b;
		if (bytes >> b & 1)
			vw_set_attr(f, x + 2 * pos, y, 2, VA_SELECTED);
	}
}


/* The lane whose value the cursor lane received (-1: none). */
int
vw_cursor_source(const struct vw_ctx *c)
{
	const struct step *st = c->st;
	int L = c->ui->cursor_lane;

	if (st == NULL || L < 0 || L >= c->lanes)
		return -1;
	if (c->permute && c->write_phase)
		return st->tmp_writer[L];
	if (c->permute)
		return L; /* lane i reads tmp slot i */
	if (c->kind == STEP_READLANE || c->kind == STEP_READFIRSTLANE)
		return st->selected_lane;
	if (!vw_is_crosslane(c->kind))
		return -1;
	return st->lane[L].src;
}

static void
gap_attr(struct frame *f, int gx, int y, int from_x)
{
	struct view_cell *g, *c;

	if (gx >= f->width || y >= f->height)
		return;
	g = &f->cell[(size_t)y * (size_t)f->width + (size_t)gx];
	c = &f->cell[(size_t)y * (size_t)f->width + (size_t)from_x];
	if (g->ch == ' ')
		g->attr = (uint16_t)(c->attr & ~(VF_CURSOR | VF_PATH));
}

/* The main grid: per lane a value line and a note line. */
void
vw_draw_main_grid(struct vw_ctx *c, int y0)
{
	struct frame *f = c->f;
	const struct step *st = c->st;
	const struct wave *after = c->in->after, *before = c->before;
	int reg = c->regs.main;
	char val[9], note[32], label[16];
	const char *sublabel = "";
	int srcl = vw_cursor_source(c);

	if (c->permute && c->write_phase)
		snprintf(label, sizeof label, "tmp");
	else if (c->kind == STEP_MEMORY)
		snprintf(label, sizeof label, "addr");
	else
		snprintf(label, sizeof label, "v%d", reg);
	draw_lane_header(f, &c->l, y0, label, c->g);

	if (c->permute && c->write_phase)
		sublabel = " from";
	else if (c->kind == STEP_MEMORY)
		snprintf(label, sizeof label, " v%d", reg), sublabel = label;
	else if (vw_is_crosslane(c->kind))
		sublabel = " from";
	else if (c->regs.sub >= 0)
		snprintf(label, sizeof label, " v%d", c->regs.sub),
		    sublabel = label;

	for (int line = 0; line < c->l.nlines; line++) {
		int y = y0 + 1 + 2 * line;
		draw_line_frame(f, &c->l, y, line, NULL, c->g);
		draw_line_frame(f, &c->l, y + 1, line, sublabel, c->g);
	}

	for (int lane = 0; lane < c->lanes; lane++) {
		int x = lane_x(&c->l, lane);
		int y = y0 + 1 + 2 * lane_line(&c->l, lane);
		unsigned attr = VA_NORMAL, nattr = VA_DIM;
		uint32_t v = after->vgpr[reg][lane];

		note[0] = '\0';
		if (c->permute && c->write_phase) {
			lanemask_t bit = (lanemask_t)1 << lane;
			if (st->tmp_written & bit) {
				view_format_value(st->tmp[lane],
				    c->ui->format, val);
				attr = VA_MOVED;
				if (st->tmp_losers[lane] != 0) {
					int n = __builtin_popcountll(
					    st->tmp_losers[lane]) + 1;
					snprintf(note, sizeof note,
					    "%s%d x%d", c->g->larrow,
					    st->tmp_writer[lane], n);
					attr = VA_COLLISION;
				} else {
					snprintf(note, sizeof note, "%s%d",
					    c->g->larrow,
					    st->tmp_writer[lane]);
				}
				nattr = attr;
			} else {
				snprintf(val, sizeof val, "%8s", "--------");
				snprintf(note, sizeof note, "empty");
				attr = nattr = VA_UNWRITTEN;
			}
		} else if (c->kind == STEP_MEMORY) {
			const struct mem_step *ms = &st->mem;
			if (ms->lanes >> lane & 1) {
				attr = VA_LINE0 + ms->line_of[lane] % 8u;
				snprintf(val, sizeof val, "%08llx",
				    (unsigned long long)(ms->addr[lane] &
				    0xffffffffu));
				view_format_value(v, c->ui->format, note);
				nattr = attr;
			} else {
				snprintf(val, sizeof val, "%8s", "-");
				view_format_value(v, c->ui->format, note);
				attr = nattr = VA_INACTIVE;
			}
		} else {
			view_format_value(v, c->ui->format, val);
			if (st != NULL && vw_is_crosslane(c->kind) &&
			    c->kind != STEP_READLANE &&
			    c->kind != STEP_READFIRSTLANE) {
				attr = reason_attr(st->lane[lane].reason);
				reason_note(&st->lane[lane], c->g, note,
				    sizeof note);
				/* the value carries the colour; a steady note
				 * colour keeps step updates small */
				nattr = VA_DIM;
			} else if (st != NULL && (c->kind == STEP_READLANE ||
			    c->kind == STEP_READFIRSTLANE)) {
				attr = lane == st->selected_lane ? VA_MOVED :
				    VA_DIM;
				if (lane == st->selected_lane)
					snprintf(note, sizeof note, "read");
			} else if (st != NULL) {
				bool on = lane_active(before ? before : after,
				    lane) || (st->written >> lane & 1);
				attr = (st->written >> lane & 1) ?
				    VA_COMPUTED : on ? VA_NORMAL : VA_INACTIVE;
				if (!on)
					attr = VA_INACTIVE;
			} else if (!lane_active(after, lane)) {
				attr = VA_INACTIVE;
			}
			if (c->regs.sub >= 0 && !vw_is_crosslane(c->kind)) {
				const struct wave *w = before ? before : after;
				view_format_value(w->vgpr[c->regs.sub][lane],
				    c->ui->format, note);
				nattr = VA_DIM;
			}
		}
		if (val[0] != '\0')
			vw_puts(f, x, y, val, attr);
		put_note(f, x, y + 1, note, nattr);
		vw_set_lane(f, x, y, 8, lane);
		vw_set_lane(f, x, y + 1, 8, lane);

		/* SDWA: the selected bytes of the destination and source */
		if (c->kind == STEP_SDWA && st != NULL) {
			mark_bytes(f, x, y, sel_bytes(st->insn.dst_sel),
			    c->ui->format);
			if (c->regs.sub >= 0)
				mark_bytes(f, x, y + 1,
				    sel_bytes(st->insn.src0_sel),
				    c->ui->format);
		}
		/* changed this step: diff of the snapshots, not flags */
		/* (memory: the value is on the note row, the address above) */
		if (before != NULL && !(c->permute && c->write_phase) &&
		    before->vgpr[reg][lane] != after->vgpr[reg][lane])
			vw_add_flags(f, x, c->kind == STEP_MEMORY ? y + 1 : y,
			    8, VF_CHANGED);
		if (lane == c->ui->cursor_lane)
			vw_add_flags(f, x, y, 8, VF_CURSOR);
		if (lane == srcl && srcl != c->ui->cursor_lane)
			vw_add_flags(f, x, y, 8, VF_PATH);
		/* a blank gap takes its cell's attribute: runs of one colour
		 * cost the terminal one attribute change, not one per lane */
		gap_attr(f, x + 8, y, x + 7);
		gap_attr(f, x + 8, y + 1, x + 7);
	}
}

/* The secondary grid: one value line per row of lanes (the source
 * register before the step). */
void
vw_draw_second_grid(struct vw_ctx *c, int y0)
{
	struct frame *f = c->f;
	const struct wave *w = c->before ? c->before : c->in->after;
	int reg = c->regs.second;
	char val[9], label[24];
	int srcl = vw_cursor_source(c);

	/* the read phase of a permute reads the tmp buffer: show it here */
	bool tmp = c->permute && !c->write_phase && c->st != NULL;

	snprintf(label, sizeof label, tmp ? "tmp" : "v%d", reg);
	draw_lane_header(f, &c->l, y0, label, c->g);
	for (int line = 0; line < c->l.nlines; line++)
		draw_line_frame(f, &c->l, y0 + 1 + line, line, NULL, c->g);
	for (int lane = 0; lane < c->lanes; lane++) {
		int x = lane_x(&c->l, lane);
		int y = y0 + 1 + lane_line(&c->l, lane);
		unsigned attr = lane_active(w, lane) ? VA_NORMAL : VA_INACTIVE;

		if (tmp && (c->st->tmp_written >> lane & 1)) {
			view_format_value(c->st->tmp[lane], c->ui->format,
			    val);
			attr = c->st->tmp_losers[lane] ? VA_COLLISION :
			    VA_NORMAL;
		} else if (tmp) {
			snprintf(val, sizeof val, "--------");
			attr = VA_UNWRITTEN;
		} else {
			view_format_value(w->vgpr[reg][lane], c->ui->format,
			    val);
		}
		vw_puts(f, x, y, val, attr);
		gap_attr(f, x + 8, y, x + 7);
		vw_set_lane(f, x, y, 8, lane);
		if (c->kind == STEP_SDWA && c->st != NULL)
			mark_bytes(f, x, y, sel_bytes(c->st->insn.src0_sel),
			    c->ui->format);
		if (lane == srcl)
			vw_add_flags(f, x, y, 8, VF_PATH | VF_CURSOR);
	}
}

/* The destination register before the step (dim), above the source grid.
 * as_source: the source is the destination, and this grid stands in for
 * the source grid (EXEC-off lanes, SDWA bytes and the cursor's source
 * marked as there). A memory step has no such grid. */
void
vw_draw_old_grid(struct vw_ctx *c, int y0, bool as_source)
{
	struct frame *f = c->f;
	const struct wave *w = c->before ? c->before : c->in->after;
	int reg = c->regs.main;
	char val[9], label[24];
	int srcl = as_source ? vw_cursor_source(c) : -1;

	if (c->kind == STEP_MEMORY ||
	    (!as_source && c->regs.second == reg))
		return;
	snprintf(label, sizeof label, c->st != NULL ? "v%d was" : "v%d", reg);
	draw_lane_header(f, &c->l, y0, label, c->g);
	for (int line = 0; line < c->l.nlines; line++)
		draw_line_frame(f, &c->l, y0 + 1 + line, line, NULL, c->g);
	for (int lane = 0; lane < c->lanes; lane++) {
		int x = lane_x(&c->l, lane);
		int y = y0 + 1 + lane_line(&c->l, lane);
		unsigned attr = VA_DIM;

		if (as_source && !lane_active(w, lane))
			attr = VA_INACTIVE;
		view_format_value(w->vgpr[reg][lane], c->ui->format, val);
		vw_puts(f, x, y, val, attr);
		gap_attr(f, x + 8, y, x + 7);
		vw_set_lane(f, x, y, 8, lane);
		if (as_source && c->kind == STEP_SDWA && c->st != NULL)
			mark_bytes(f, x, y, sel_bytes(c->st->insn.src0_sel),
			    c->ui->format);
		if (lane == srcl)
			vw_add_flags(f, x, y, 8, VF_PATH | VF_CURSOR);
	}
}

/* The path line between the grids: from the source lane's column to the
 * cursor lane's column. in_header: drawn over the main grid's header row
 * (no source grid above), so the source mark points down into the grid,
 * where the source lane's cell is underlined. */
void
vw_draw_path(struct vw_ctx *c, int y, bool in_header)
{
	struct frame *f = c->f;
	int L = c->ui->cursor_lane, S = vw_cursor_source(c);
	int xs, xd, a, b;
	char text[96];

	if (L < 0 || S < 0 || S >= c->lanes)
		return;
	xs = lane_x(&c->l, S) + 4;
	xd = lane_x(&c->l, L) + 4;
	a = xs < xd ? xs : xd;
	b = xs < xd ? xd : xs;
	for (int x = a; x <= b; x++)
		vw_putc(f, x, y, c->g->hline, VA_MOVED);
	vw_putc(f, xs, y, in_header ? c->g->src_down : c->g->src_mark,
	    VA_MOVED);
	vw_putc(f, xd, y, c->g->down, VA_MOVED);
	if (c->permute && c->write_phase)
		snprintf(text, sizeof text, "lane %d %s slot %d", S,
		    c->g->rarrow, L);
	else if (c->permute)
		snprintf(text, sizeof text, "slot %d %s lane %d (written by "
		    "lane %d)", S, c->g->rarrow, L, c->st->lane[L].src);
	else
		snprintf(text, sizeof text, "lane %d %s lane %d", S,
		    c->g->rarrow, L);
	if (b + 2 + (int)strlen(text) < f->width)
		vw_puts(f, b + 2, y, text, VA_DIM);
	else if (a - 2 - (int)strlen(text) >= c->l.label_w)
		vw_puts(f, a - 1 - (int)strlen(text), y, text, VA_DIM);
}
