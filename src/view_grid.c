/* SPDX-License-Identifier: MIT */
/* The register grids of the picture: lanes in rows of 16 (or half rows of
 * 8) with bank and half-row boundaries, each lane's value and where it came
 * from, and the drawn path of the selected lane. Pure. */
#include "view.h"

#include <stdio.h>
#include <string.h>

#include "view_int.h"

/* The VGPR of the first of refs[0..n) with one of roles (the X half's
 * roles of a VOPD pair), or -1. */
static int
vgpr_with(const struct reg_ref *refs, unsigned n, unsigned roles)
{
	const struct reg_ref *r = exec_ref_find(refs, n, OPND_VGPR, roles,
	    false);

	return r != NULL ? r->reg : -1;
}

struct grid_regs
vw_pick_regs(const struct vw_ctx *c)
{
	struct grid_regs g = { -1, -1, -1 };
	const struct insn *i = c->st ? &c->st->insn : c->in->next;
	unsigned kind = c->st ? c->st->kind : STEP_NOP;
	struct reg_ref rd[STEP_MAX_REFS], wr[STEP_MAX_REFS];
	unsigned nr, nw;
	bool written;

	if (i == NULL) {
		g.main = 0;
		return g;
	}
	/* the roles of the one description (exec_reads, exec_writes) */
	if (c->st != NULL && i->id < ISA_ID_COUNT &&
	    (isa_table[i->id].sem == SEM_V_MOVREL ||
	    isa_mem_block(isa_table[i->id].family, isa_table[i->id].aux))) {
		/* the record's lists: the VGPRs M0 picked for v_movrel*
		 * (branch s6-16int) and for a gfx12 block, whose grid is
		 * then its first selected VGPR (branch s9-16block) */
		nr = c->st->nreads < STEP_MAX_REFS ? c->st->nreads :
		    STEP_MAX_REFS;
		nw = c->st->nwrites < STEP_MAX_REFS ? c->st->nwrites :
		    STEP_MAX_REFS;
		memcpy(rd, c->st->reads, nr * sizeof *rd);
		memcpy(wr, c->st->writes, nw * sizeof *wr);
	} else {
		nr = exec_reads(i, NULL, rd, STEP_MAX_REFS);
		nw = exec_writes(i, NULL, wr, STEP_MAX_REFS);
	}
	/* the source grid: the lanes moved, else the address, else src0 */
	g.second = vgpr_with(rd, nr, REF_MOVED);
	if (g.second < 0)
		g.second = vgpr_with(rd, nr, REF_ADDR);
	if (g.second < 0)
		g.second = vgpr_with(rd, nr, REF_SRC0);
	/* the main grid: the result, or with none in a VGPR (stores,
	 * compares, readlane) the first vector data read */
	g.main = vgpr_with(wr, nw, REF_DATA);
	written = g.main >= 0;
	if (!written)
		g.main = vgpr_with(rd, nr, REF_DATA | REF_MOVED);
	if (g.main < 0)
		g.main = g.second >= 0 ? g.second : 0;
	/* a per-lane step shows its source beside the result */
	if (kind == STEP_VALU || kind == STEP_SDWA || kind == STEP_NOP)
		g.sub = g.second;
	/* the source again is only worth a grid when its lanes moved into
	 * the result */
	if (g.second == g.main && !(written && (kind == STEP_DPP ||
	    kind == STEP_DPP8 || kind == STEP_SWIZZLE ||
	    kind == STEP_PERMLANE)))
		g.second = -1;
	/* before the first step nothing was computed from a source: the
	 * grid shows the register alone, not interleaved with another */
	if (g.sub == g.main || c->st == NULL)
		g.sub = -1;
	return g;
}

/* ---- the layout ---- */


int
vw_lane_col(const struct vw_layout *l, int j)
{
	return l->label_w + j * l->cell_w + (l->split && j >= 4 ? 1 : 0);
}

/* The column of a bank separator after the j-th lane of a line. */
static int
sep_col(const struct vw_layout *l, int j)
{
	return vw_lane_col(l, j) + l->cell_w - 1 + (l->split ? 1 : 0);
}

static int
lane_x(const struct vw_layout *l, int lane)
{
	return vw_lane_col(l, lane % l->lpl);
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
	int room = l->label_w + l->val_w - 3;

	vw_fill(f, y, VA_HEADER);
	for (int j = 0; j < l->lpl; j++) {
		int x = vw_lane_col(l, j);
		char num[8];
		snprintf(num, sizeof num, l->lpl == 16 ? "%d" : "+%d", j);
		vw_printf(f, x, y, VA_HEADER, "%*s", l->val_w, num);
		if (j + 1 < l->lpl && (j + 1) % 4 == 0)
			vw_putc(f, sep_col(l, j), y, (j + 1) % 8 == 0 &&
			    l->lpl == 16 ? g->half : g->bank, VA_HEADER);
	}
	/* the name may run into the first lane's field ("v12 was") */
	vw_printf(f, 0, y, VA_HEADER, "%-*.*s", l->label_w, room, name);
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
		int x = sep_col(l, j);
		if ((j + 1) % 4 == 0)
			vw_putc(f, x, y, (j + 1) % 8 == 0 && l->lpl == 16 ?
			    g->half : g->bank, VA_DIM);
	}
}

unsigned
vw_reason_attr(unsigned reason)
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

/* The note under a lane of a cross-lane step; short: the form for a
 * field narrower than 8 columns (the colour and the explanation carry
 * what it leaves out). */
static void
reason_note(const struct lane_step *ls, const struct vw_glyphs *g,
    bool short_form, char *buf, size_t size)
{
	buf[0] = '\0';
	switch (ls->reason) {
	case REASON_MOVED:
		if (ls->src >= 0)
			snprintf(buf, size, "%s%d", g->larrow, ls->src);
		break;
	case REASON_EXEC_OFF: snprintf(buf, size, "off"); break;
	case REASON_ROW_MASKED:
		snprintf(buf, size, short_form ? "row" : "rowmask");
		break;
	case REASON_BANK_MASKED:
		snprintf(buf, size, short_form ? "bank" : "bankmask");
		break;
	case REASON_SRC_OUT_OF_RANGE_KEPT: snprintf(buf, size, "kept"); break;
	case REASON_SRC_OUT_OF_RANGE_ZERO: snprintf(buf, size, "zero"); break;
	case REASON_SRC_INACTIVE_KEPT:
		if (ls->src >= 0 && !short_form)
			snprintf(buf, size, "%s%d kept", g->larrow, ls->src);
		else
			snprintf(buf, size, "kept");
		break;
	case REASON_SRC_INACTIVE_ZERO:
		if (ls->src >= 0 && !short_form)
			snprintf(buf, size, "%s%d zero", g->larrow, ls->src);
		else
			snprintf(buf, size, "zero");
		break;
	case REASON_TMP_UNWRITTEN_ZERO:
		snprintf(buf, size, short_form ? "none" : "empty 0");
		break;
	case REASON_SELF: snprintf(buf, size, "self"); break;
	default: break;
	}
}

/* Right-aligns a possibly multi-byte note into a field of w columns. */
static void
put_note(struct frame *f, int x, int y, int w, const char *note,
    unsigned attr)
{
	int n = 0;
	const char *p = note;

	while (*p != '\0') {
		(void)vw_utf8_next(&p);
		n++;
	}
	if (n > w) {
		/* keep the start: "<12 x3" cut is better than "2 x3" */
		n = w;
	}
	/* the blanks take the note's attribute too (fewer changes) */
	for (int i = 0; i < w - n; i++)
		vw_putc(f, x + i, y, ' ', attr);
	p = note;
	for (int i = 0; i < n; i++)
		vw_putc(f, x + w - n + i, y, vw_utf8_next(&p), attr);
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
	return vw_lane_source(c, c->ui->cursor_lane);
}

int
vw_lane_source(const struct vw_ctx *c, int L)
{
	const struct step *st = c->st;

	if (st == NULL || L < 0 || L >= c->lanes)
		return -1;
	if (c->permute && c->write_phase)
		return st->tmp_writer[L];
	if (c->kind == STEP_PERMUTE)
		return L; /* push: lane i reads tmp slot i */
	if (c->permute)
		return st->addr_lane[L]; /* pull: the slot its address names */
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

/* The mark column and the gap after a lane's value take its attribute
 * where they are blank. */
static void
gaps(const struct vw_ctx *c, int x, int y)
{
	gap_attr(c->f, x + c->l.val_w, y, x + c->l.val_w - 1);
	if (c->l.cell_w > c->l.val_w + 1) /* not in narrow cells */
		gap_attr(c->f, x + c->l.val_w + 1, y, x + c->l.val_w - 1);
}

void
vw_cell_value(const struct vw_ctx *c, uint32_t v, char buf[9])
{
	char t[9];
	int w = c->l.val_w > 0 && c->l.val_w <= 8 ? c->l.val_w : 8;

	view_format_value(v, c->ui->format, t);
	memcpy(buf, t + 8 - w, (size_t)w + 1);
}

/* Characters of v in the format without the padding. */
static int
value_cols(uint32_t v, enum session_format fmt)
{
	char t[9];
	int i = 0;

	view_format_value(v, fmt, t);
	while (t[i] == ' ')
		i++;
	return 8 - i;
}

int
vw_value_width(const struct vw_ctx *c)
{
	enum session_format fmt = c->ui->format;
	const struct wave *w[2] = { c->before, c->in->after };
	int regs[3] = { c->regs.main, c->regs.second, c->regs.sub };
	int width = 4;

	/* hex and bytes are always 8 digits; f16x2 is two 4-column halves */
	if (fmt != FMT_UDEC && fmt != FMT_SDEC && fmt != FMT_F32)
		return 8;
	if (c->kind == STEP_MEMORY)
		return 8; /* the grid shows byte addresses in hex */
	for (int k = 0; k < 2; k++) {
		if (w[k] == NULL)
			continue;
		for (int r = 0; r < 3; r++) {
			const uint32_t *lanes;
			if (regs[r] < 0)
				continue;
			lanes = w[k]->vgpr[regs[r]];
			for (int i = 0; i < c->lanes && width < 8; i++) {
				int n = value_cols(lanes[i], fmt);
				if (n > width)
					width = n;
			}
		}
	}
	if (c->permute && c->st != NULL)
		for (int i = 0; i < c->lanes && width < 8; i++) {
			int n = value_cols(c->st->tmp[i], fmt);
			if (n > width)
				width = n;
		}
	return width;
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
		snprintf(label, sizeof label, "%c%u", WAVE_VGPR_NAME(reg));
	draw_lane_header(f, &c->l, y0, label, c->g);

	if (c->permute && c->write_phase)
		sublabel = " from";
	else if (c->kind == STEP_MEMORY)
		snprintf(label, sizeof label, " %c%u", WAVE_VGPR_NAME(reg)),
		    sublabel = label;
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
				vw_cell_value(c, st->tmp[lane], val);
				attr = VA_MOVED;
				if (st->tmp_losers[lane] != 0) {
					int n = __builtin_popcountll(
					    st->tmp_losers[lane]) + 1;
					snprintf(note, sizeof note,
					    c->l.val_w < 8 ? "%s%dx%d" :
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
				snprintf(val, sizeof val, "%.*s", c->l.val_w,
				    "--------");
				snprintf(note, sizeof note, c->l.val_w < 5 ?
				    "none" : "empty");
				attr = nattr = VA_UNWRITTEN;
			}
		} else if (c->kind == STEP_MEMORY) {
			const struct mem_step *ms = &st->mem;
			if (ms->lanes >> lane & 1) {
				/* a lane outside a buffer's range is in no
				 * line: its address is drawn dim, not in
				 * the colour of some line */
				attr = ms->line_of[lane] == MEMORY_NO_INDEX ?
				    VA_DIM : VA_LINE0 + ms->line_of[lane] % 8u;
				snprintf(val, sizeof val, "%08llx",
				    (unsigned long long)(ms->addr[lane] &
				    0xffffffffu));
				vw_cell_value(c, v, note);
				nattr = attr;
			} else {
				snprintf(val, sizeof val, "%*s", c->l.val_w,
				    "-");
				vw_cell_value(c, v, note);
				attr = nattr = VA_INACTIVE;
			}
		} else {
			vw_cell_value(c, v, val);
			if (st != NULL && vw_is_crosslane(c->kind) &&
			    c->kind != STEP_READLANE &&
			    c->kind != STEP_READFIRSTLANE) {
				attr = vw_reason_attr(st->lane[lane].reason);
				reason_note(&st->lane[lane], c->g,
				    c->l.val_w < 8, note, sizeof note);
				/* the value carries the colour; a steady note
				 * colour keeps step updates small. Where a
				 * lane read from is the key fact: not dim */
				nattr = VA_NORMAL;
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
				vw_cell_value(c, w->vgpr[c->regs.sub][lane],
				    note);
				nattr = VA_NORMAL; /* an operand: not dim */
			}
		}
		if (val[0] != '\0')
			vw_puts(f, x, y, val, attr);
		put_note(f, x, y + 1, c->l.val_w, note, nattr);
		vw_set_lane(f, x, y, c->l.val_w + 1, lane);
		vw_set_lane(f, x, y + 1, c->l.val_w + 1, lane);
		/* a blank gap takes its cell's attribute: runs of one colour
		 * cost the terminal one attribute change, not one per lane.
		 * Before the SDWA marks: a selected byte's colour must not
		 * run on into the gap */
		gaps(c, x, y);
		gaps(c, x, y + 1);

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
			    c->l.val_w, VF_CHANGED);
		if (lane == c->ui->cursor_lane)
			vw_add_flags(f, x, y, c->l.val_w, VF_CURSOR);
		if (lane == srcl && srcl != c->ui->cursor_lane)
			vw_add_flags(f, x, y, c->l.val_w, VF_PATH);
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

	/* a source that is also the destination shows its old values:
	 * two grids both labelled v1 would contradict each other */
	if (tmp)
		snprintf(label, sizeof label, "tmp");
	else if (reg == c->regs.main && c->st != NULL)
		snprintf(label, sizeof label, "%c%u was", WAVE_VGPR_NAME(reg));
	else
		snprintf(label, sizeof label, "%c%u", WAVE_VGPR_NAME(reg));
	draw_lane_header(f, &c->l, y0, label, c->g);
	for (int line = 0; line < c->l.nlines; line++)
		draw_line_frame(f, &c->l, y0 + 1 + line, line, NULL, c->g);
	for (int lane = 0; lane < c->lanes; lane++) {
		int x = lane_x(&c->l, lane);
		int y = y0 + 1 + lane_line(&c->l, lane);
		unsigned attr = lane_active(w, lane) ? VA_NORMAL : VA_INACTIVE;

		if (tmp && (c->st->tmp_written >> lane & 1)) {
			vw_cell_value(c, c->st->tmp[lane], val);
			attr = c->st->tmp_losers[lane] ? VA_COLLISION :
			    VA_NORMAL;
		} else if (tmp) {
			snprintf(val, sizeof val, "%.*s", c->l.val_w,
			    "--------");
			attr = VA_UNWRITTEN;
		} else {
			vw_cell_value(c, w->vgpr[reg][lane], val);
		}
		vw_puts(f, x, y, val, attr);
		gaps(c, x, y);
		vw_set_lane(f, x, y, c->l.val_w + 1, lane);
		if (c->kind == STEP_SDWA && c->st != NULL && !tmp)
			mark_bytes(f, x, y, sel_bytes(c->st->insn.src0_sel),
			    c->ui->format);
		if (lane == srcl)
			vw_add_flags(f, x, y, c->l.val_w, VF_PATH | VF_CURSOR);
	}
}

/* The destination register before the step, above the source grid.
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
	snprintf(label, sizeof label, c->st != NULL ? "%c%u was" : "%c%u",
	    WAVE_VGPR_NAME(reg));
	draw_lane_header(f, &c->l, y0, label, c->g);
	for (int line = 0; line < c->l.nlines; line++)
		draw_line_frame(f, &c->l, y0 + 1 + line, line, NULL, c->g);
	for (int lane = 0; lane < c->lanes; lane++) {
		int x = lane_x(&c->l, lane);
		int y = y0 + 1 + lane_line(&c->l, lane);
		/* operands of the step: key information, not dim */
		unsigned attr = VA_NORMAL;

		if (as_source && !lane_active(w, lane))
			attr = VA_INACTIVE;
		vw_cell_value(c, w->vgpr[reg][lane], val);
		vw_puts(f, x, y, val, attr);
		gaps(c, x, y);
		vw_set_lane(f, x, y, c->l.val_w + 1, lane);
		if (as_source && c->kind == STEP_SDWA && c->st != NULL)
			mark_bytes(f, x, y, sel_bytes(c->st->insn.src0_sel),
			    c->ui->format);
		if (lane == srcl)
			vw_add_flags(f, x, y, c->l.val_w, VF_PATH | VF_CURSOR);
	}
}

void
vw_draw_src_grid(struct vw_ctx *c, int y0, int reg, const char *label,
    const char *const *notes)
{
	struct frame *f = c->f;
	const struct wave *w = c->grid_after || c->before == NULL ?
	    c->in->after : c->before;
	int per = notes != NULL ? 2 : 1;
	char val[9];

	draw_lane_header(f, &c->l, y0, label, c->g);
	for (int line = 0; line < c->l.nlines; line++) {
		draw_line_frame(f, &c->l, y0 + 1 + per * line, line, NULL,
		    c->g);
		if (notes != NULL)
			draw_line_frame(f, &c->l, y0 + 2 + per * line, line,
			    "", c->g);
	}
	for (int lane = 0; lane < c->lanes; lane++) {
		int x = lane_x(&c->l, lane);
		int y = y0 + 1 + per * lane_line(&c->l, lane);
		unsigned attr = lane_active(w, lane) ? VA_NORMAL : VA_INACTIVE;

		/* a result grid marks the lanes the step changed */
		if (c->grid_after && c->before != NULL &&
		    c->before->vgpr[reg][lane] != w->vgpr[reg][lane])
			attr = VA_COMPUTED;
		vw_cell_value(c, w->vgpr[reg][lane], val);
		vw_puts(f, x, y, val, attr);
		gaps(c, x, y);
		vw_set_lane(f, x, y, c->l.val_w + 1, lane);
		if (notes != NULL) {
			put_note(f, x, y + 1, c->l.val_w, notes[lane],
			    VA_NORMAL);
			vw_set_lane(f, x, y + 1, c->l.val_w + 1, lane);
		}
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
	xs = lane_x(&c->l, S) + c->l.val_w / 2;
	xd = lane_x(&c->l, L) + c->l.val_w / 2;
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
	else if (c->kind == STEP_PERMUTE)
		snprintf(text, sizeof text, "slot %d %s lane %d (written by "
		    "lane %d)", S, c->g->rarrow, L, c->st->lane[L].src);
	else if (c->permute)
		snprintf(text, sizeof text, "slot %d %s lane %d (its address "
		    "names slot %d)", S, c->g->rarrow, L, S);
	else
		snprintf(text, sizeof text, "lane %d %s lane %d", S,
		    c->g->rarrow, L);
	if (b + 2 + (int)strlen(text) < f->width)
		vw_puts(f, b + 2, y, text, VA_DIM);
	else if (a - 2 - (int)strlen(text) >= c->l.label_w)
		vw_puts(f, a - 1 - (int)strlen(text), y, text, VA_DIM);
}
