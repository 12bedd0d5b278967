/* SPDX-License-Identifier: MIT */
/* Row arrows: between a source row and a destination row of one row of
 * lanes (or a chosen range), a line from each lane read to the lane that
 * read it, packed onto as few tracks as the lines allow. Pure. */
#include "view.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "view_int.h"

/* Lanes one figure shows at most, and the destination slot of a
 * readlane's scalar (one past the lanes). */
#define AR_MAX 64
/* A destination that reads a scalar (v_writelane's SGPR or constant). */
#define AR_SCALAR (-2)

/* How each cell of the band connects to its neighbours. */
enum { AR_N = 1, AR_S = 2, AR_W = 4, AR_E = 8 };

struct ar_plan {
	int first, n;          /* lanes shown: first..first+n-1 */
	int want_first, want_n; /* lanes asked for */
	bool row;              /* asked for by row (the selected lane's) */
	bool sink;             /* readlane: destination slot n, a scalar */
	int src[AR_MAX + 1];   /* per destination slot: the lane it read
				* (-1: none, AR_SCALAR: a scalar) */
	int track[AR_MAX + 1]; /* the track of its line, -1: a number */
	int ntracks;
	int outside;           /* read a lane not among those shown */
	int cut;               /* numbers for want of rows */
};

bool
vw_arrows_shown(const struct vw_ctx *c)
{
	return c->in->arrows && c->st != NULL && !c->compact &&
	    vw_is_crosslane(c->kind);
}

static bool
is_readlane(const struct vw_ctx *c)
{
	return c->kind == STEP_READLANE || c->kind == STEP_READFIRSTLANE;
}

/* Column of slot i's value, of the line leaving a source lane and of
 * the arrowhead reaching a destination (apart, so that a lane that is
 * both keeps its two lines apart). */
static int
ar_x(const struct vw_ctx *c, int i)
{
	return c->l.label_w + i * c->l.cell_w +
	    (c->l.split && i >= 4 ? 1 : 0);
}

static int
ar_out(const struct vw_ctx *c, int i)
{
	return ar_x(c, i) + c->l.val_w - 3;
}

static int
ar_in(const struct vw_ctx *c, int i)
{
	return ar_x(c, i) + c->l.val_w - 1;
}

/* The lanes asked for and the part of them that fits the width. */
static void
plan_range(const struct vw_ctx *c, struct ar_plan *p)
{
	const struct view_input *in = c->in;
	int cur = c->ui->cursor_lane, fit;

	if (in->arrows_first >= 0 && in->arrows_first < c->lanes) {
		p->want_first = in->arrows_first;
		p->want_n = (in->arrows_last < c->lanes ? in->arrows_last :
		    c->lanes - 1) - in->arrows_first + 1;
		if (p->want_n < 1)
			p->want_n = 1;
	} else {
		int at = cur >= 0 && cur < c->lanes ? cur : 0;

		if (cur < 0 && (is_readlane(c) || c->kind == STEP_WRITELANE) &&
		    c->st->selected_lane >= 0)
			at = c->st->selected_lane % c->lanes;
		p->row = true;
		p->want_first = at / 16 * 16;
		p->want_n = 16;
	}
	p->sink = is_readlane(c);
	fit = (c->f->width - c->l.label_w - (c->l.split ? 1 : 0) -
	    (p->sink ? 8 : 0)) / c->l.cell_w;
	if (fit > AR_MAX)
		fit = AR_MAX;
	if (fit < 1)
		fit = 1;
	p->n = p->want_n < fit ? p->want_n : fit;
	p->first = p->want_first;
	/* the part that holds the selected lane */
	if (cur >= p->want_first && cur < p->want_first + p->want_n)
		p->first += (cur - p->want_first) / p->n * p->n;
	if (p->first + p->n > p->want_first + p->want_n)
		p->first = p->want_first + p->want_n - p->n;
}

/* What each destination slot read. */
static void
plan_sources(const struct vw_ctx *c, struct ar_plan *p)
{
	const struct step *st = c->st;

	for (int i = 0; i < p->n; i++) {
		int L = p->first + i;

		p->src[i] = -1;
		if (is_readlane(c))
			continue;
		if (c->kind == STEP_WRITELANE) {
			if (L == st->selected_lane)
				p->src[i] = AR_SCALAR;
			continue;
		}
		/* a lane with EXEC off writes nothing, whatever it names */
		if (!(st->exec >> L & 1))
			continue;
		p->src[i] = vw_lane_source(c, L);
	}
	if (p->sink)
		p->src[p->n] = st->selected_lane;
	for (int i = 0; i < p->n + (p->sink ? 1 : 0); i++)
		if (p->src[i] == AR_SCALAR || (p->src[i] >= 0 &&
		    (p->src[i] < p->first || p->src[i] >= p->first + p->n)))
			p->outside++;
}

/* The column range of the line from source slot j to its readers. */
static bool
group_span(const struct vw_ctx *c, const struct ar_plan *p, int j,
    int *lo, int *hi)
{
	bool any = false;

	*lo = *hi = ar_out(c, j);
	for (int i = 0; i < p->n + (p->sink ? 1 : 0); i++) {
		int x = ar_in(c, i);

		if (p->src[i] != p->first + j)
			continue;
		any = true;
		if (x < *lo)
			*lo = x;
		if (x > *hi)
			*hi = x;
	}
	return any;
}

/* Packs the lines onto at most maxt tracks (maxt < 0: as many as they
 * need): by their left ends, each onto the first track free there. A
 * line that finds none leaves its readers as numbers. */
static void
plan_tracks(const struct vw_ctx *c, struct ar_plan *p, int maxt)
{
	int order[AR_MAX], lo[AR_MAX], hi[AR_MAX], gtrack[AR_MAX];
	int end[AR_MAX + 1], ng = 0;

	for (int j = 0; j < p->n; j++) {
		int l, h;

		gtrack[j] = -1;
		if (!group_span(c, p, j, &l, &h))
			continue;
		lo[j] = l;
		hi[j] = h;
		/* insertion by left end */
		int k = ng++;
		while (k > 0 && lo[order[k - 1]] > l) {
			order[k] = order[k - 1];
			k--;
		}
		order[k] = j;
	}
	p->ntracks = 0;
	for (int k = 0; k < ng; k++) {
		int j = order[k], t;

		for (t = 0; t < p->ntracks; t++)
			if (end[t] < lo[j] - 1)
				break;
		if (t == p->ntracks) {
			if ((maxt >= 0 && t >= maxt) || t >= AR_MAX)
				continue;
			p->ntracks++;
		}
		end[t] = hi[j];
		gtrack[j] = t;
	}
	for (int i = 0; i < p->n + (p->sink ? 1 : 0); i++) {
		int s = p->src[i] - p->first;

		p->track[i] = -1;
		if (p->src[i] < 0 || s < 0 || s >= p->n)
			continue;
		p->track[i] = gtrack[s];
		if (gtrack[s] < 0)
			p->cut++;
	}
}

static int
src_reg(const struct vw_ctx *c)
{
	if (is_readlane(c) || c->regs.second < 0)
		return c->regs.main;
	return c->regs.second;
}

/* The header's words: which lanes, which rows, and everything not drawn
 * as a line (never a silent cut). */
static void
header_text(const struct vw_ctx *c, const struct ar_plan *p,
    struct strbuf *sb)
{
	const struct step *st = c->st;
	char d[24];

	strbuf_printf(sb, "arrows: lanes %d-%d", p->first,
	    p->first + p->n - 1);
	if (p->row && p->n == p->want_n)
		strbuf_printf(sb, " (row %d)", p->first / 16);
	if (c->permute && c->write_phase)
		strbuf_printf(sb, ", v%d (top) %s tmp slots", src_reg(c),
		    c->g->rarrow);
	else if (c->permute)
		strbuf_printf(sb, ", tmp slots (top) %s v%d", c->g->rarrow,
		    c->regs.main);
	else if (is_readlane(c)) {
		vw_reg_name(&st->insn.dst, d, sizeof d);
		strbuf_printf(sb, ", v%d (top) %s %s", src_reg(c),
		    c->g->rarrow, d);
	} else
		strbuf_printf(sb, ", v%d (top) %s v%d", src_reg(c),
		    c->g->rarrow, c->regs.main);
	if (c->kind == STEP_BPERMUTE && !c->write_phase)
		strbuf_puts(sb, "; pull: each lane reads the slot its "
		    "address names");
	else if (c->kind == STEP_PERMUTE && c->write_phase)
		strbuf_puts(sb, "; push: each lane writes the slot its "
		    "address names");
	if (p->n < p->want_n)
		strbuf_printf(sb, "; %d of the %d lanes %d-%d fit (the "
		    "selected lane picks which)", p->n, p->want_n,
		    p->want_first, p->want_first + p->want_n - 1);
	if (c->kind == STEP_WRITELANE)
		strbuf_printf(sb, "; the scalar written at its arrowhead");
	else if (p->outside > 0)
		strbuf_printf(sb, "; a number at an arrowhead: the lane read, "
		    "outside these lanes (%d)", p->outside);
	if (p->cut > 0)
		strbuf_printf(sb, "; %d line%s drawn as numbers: too few "
		    "rows", p->cut, p->cut == 1 ? "" : "s");
}

static int
header_rows(const struct vw_ctx *c, const struct ar_plan *p)
{
	struct strbuf sb = STRBUF_INIT;
	int n;

	header_text(c, p, &sb);
	n = vw_wrapped_rows(c->f, strbuf_str(&sb), 3);
	strbuf_free(&sb);
	return n > 0 ? n : 1;
}

/* The plan for at most maxrows rows (< 0: no limit); the figure's rows
 * into *rows (0 when it cannot be drawn in maxrows). */
static void
plan(const struct vw_ctx *c, struct ar_plan *p, int maxrows, int *rows)
{
	int hr, fixed;

	memset(p, 0, sizeof *p);
	plan_range(c, p);
	plan_sources(c, p);
	plan_tracks(c, p, -1);
	hr = header_rows(c, p);
	/* header, lane numbers, sources, arrowheads, destinations */
	fixed = hr + 4;
	if (maxrows >= 0 && fixed + p->ntracks > maxrows) {
		p->cut = 0;
		plan_tracks(c, p, maxrows - fixed - 1 > 0 ?
		    maxrows - fixed - 1 : 0);
		/* the note of the cut may take a header row more */
		hr = header_rows(c, p);
		fixed = hr + 4;
		if (fixed + p->ntracks > maxrows) {
			p->cut = 0;
			plan_tracks(c, p, maxrows - fixed > 0 ?
			    maxrows - fixed : 0);
		}
	}
	*rows = fixed + p->ntracks;
	if (maxrows >= 0 && *rows > maxrows)
		*rows = 0;
}

int
vw_arrows_rows(const struct vw_ctx *c, int maxrows)
{
	struct ar_plan p;
	int rows;

	if (!vw_arrows_shown(c))
		return 0;
	plan(c, &p, maxrows, &rows);
	return rows;
}

static uint32_t
band_glyph(unsigned bits, bool ascii)
{
	static const uint32_t box[16] = {
		' ', 0x2575, 0x2577, 0x2502, 0x2574, 0x2518, 0x2510, 0x2524,
		0x2576, 0x2514, 0x250c, 0x251c, 0x2500, 0x2534, 0x252c,
		0x253c,
	};

	if (!ascii)
		return box[bits & 15u];
	switch (bits & 15u) {
	case 0: return ' ';
	case AR_N: case AR_S: case AR_N | AR_S:
	case AR_N | AR_S | AR_W | AR_E: /* a crossing: the vertical wins */
		return '|';
	case AR_W: case AR_E: case AR_W | AR_E: return '-';
	default: return '+';
	}
}

/* One value in slot i of row y, right-aligned in the value's field. */
static void
put_value_at(struct vw_ctx *c, int i, int y, uint32_t v, unsigned attr)
{
	char buf[9];

	vw_cell_value(c, v, buf);
	vw_puts(c->f, ar_x(c, i), y, buf, attr);
	vw_set_lane(c->f, ar_x(c, i), y, c->l.val_w, -1);
}

static void
draw_rows(struct vw_ctx *c, const struct ar_plan *p, int y)
{
	struct frame *f = c->f;
	const struct step *st = c->st;
	int sreg = src_reg(c), csrc = vw_cursor_source(c);
	char label[24];

	/* lane numbers */
	vw_puts(f, 0, y, "lane", VA_HEADER);
	for (int i = 0; i < p->n; i++)
		vw_printf(f, ar_x(c, i), y, VA_HEADER, "%*d", c->l.val_w,
		    p->first + i);
	/* the sources */
	if (c->permute && !c->write_phase)
		snprintf(label, sizeof label, "tmp");
	else
		snprintf(label, sizeof label, "%c%u",
		    WAVE_VGPR_NAME(sreg));
	vw_puts(f, 0, y + 1, label, VA_LABEL);
	for (int i = 0; i < p->n; i++) {
		int L = p->first + i;
		uint32_t v;
		unsigned attr = VA_NORMAL;

		if (c->permute && !c->write_phase) {
			v = st->tmp[L];
			if (!(st->tmp_written >> L & 1))
				attr = VA_UNWRITTEN;
		} else {
			v = c->before->vgpr[sreg][L];
		}
		put_value_at(c, i, y + 1, v, attr | (L == csrc ? VF_PATH :
		    0));
		vw_set_lane(f, ar_x(c, i), y + 1, c->l.val_w, L);
	}
}

static void
draw_dest(struct vw_ctx *c, const struct ar_plan *p, int y)
{
	struct frame *f = c->f;
	const struct step *st = c->st;
	int cur = c->ui->cursor_lane;
	char label[24];

	if (is_readlane(c)) {
		char v[9];
		const char *pv = v;

		vw_reg_name(&st->insn.dst, label, sizeof label);
		view_format_value(st->scalar_new, c->ui->format, v);
		while (*pv == ' ')
			pv++;
		vw_printf(f, ar_in(c, p->n) - 1, y, VA_MOVED, "%s = %s",
		    label, pv);
		return;
	}
	if (c->permute && c->write_phase)
		snprintf(label, sizeof label, "tmp");
	else
		snprintf(label, sizeof label, "%c%u",
		    WAVE_VGPR_NAME(c->regs.main));
	vw_puts(f, 0, y, label, VA_LABEL);
	for (int i = 0; i < p->n; i++) {
		int L = p->first + i;
		uint32_t v;
		unsigned attr;

		if (c->permute && c->write_phase) {
			v = st->tmp[L];
			attr = st->tmp_written >> L & 1 ? (st->tmp_losers[L] ?
			    VA_COLLISION : VA_MOVED) : VA_UNWRITTEN;
		} else {
			v = c->in->after->vgpr[c->regs.main][L];
			attr = vw_reason_attr(st->lane[L].reason);
			if (st->changed >> L & 1)
				attr |= VF_CHANGED;
		}
		put_value_at(c, i, y, v, attr | (L == cur ? VF_CURSOR : 0));
		vw_set_lane(f, ar_x(c, i), y, c->l.val_w, L);
	}
}

int
vw_draw_arrows(struct vw_ctx *c, int y0, int rows)
{
	struct frame *f = c->f;
	struct ar_plan p;
	struct strbuf sb = STRBUF_INIT;
	int hr, got, T, W = f->width, slots, cur = c->ui->cursor_lane;
	uint8_t *band;

	plan(c, &p, rows, &got);
	if (got == 0 || got > rows)
		return 0;
	header_text(c, &p, &sb);
	if (strbuf_failed(&sb)) {
		strbuf_free(&sb);
		return -1;
	}
	hr = got - 4 - p.ntracks;
	vw_put_wrapped(f, y0, hr, strbuf_str(&sb), VA_NOTE);
	strbuf_free(&sb);
	draw_rows(c, &p, y0 + hr);
	T = p.ntracks;
	slots = p.n + (p.sink ? 1 : 0);
	band = calloc((size_t)(T > 0 ? T : 1) * (size_t)W, 1);
	if (band == NULL)
		return -1;
	for (int j = 0; j < p.n; j++) {
		int lo, hi, t = -1, xo = ar_out(c, j);

		if (!group_span(c, &p, j, &lo, &hi))
			continue;
		for (int i = 0; i < slots; i++)
			if (p.src[i] == p.first + j)
				t = p.track[i];
		if (t < 0)
			continue;
		for (int y = 0; y < t; y++)
			band[y * W + xo] |= AR_N | AR_S;
		band[t * W + xo] |= AR_N;
		for (int x = lo; x <= hi && x < W; x++)
			band[t * W + x] |= (x > lo ? AR_W : 0) |
			    (x < hi ? AR_E : 0);
		for (int i = 0; i < slots; i++) {
			int xi = ar_in(c, i);

			if (p.src[i] != p.first + j || xi >= W)
				continue;
			band[t * W + xi] |= AR_S;
			for (int y = t + 1; y < T; y++)
				band[y * W + xi] |= AR_N | AR_S;
		}
	}
	for (int y = 0; y < T; y++)
		for (int x = 0; x < W; x++)
			if (band[y * W + x] != 0)
				vw_putc(f, x, y0 + hr + 2 + y,
				    band_glyph(band[y * W + x], c->ascii),
				    VA_MOVED);
	free(band);
	/* the selected lane's line stands out */
	if (cur >= p.first && cur < p.first + p.n && p.track[cur - p.first]
	    >= 0) {
		int i = cur - p.first, t = p.track[i], s = p.src[i] - p.first;
		int xo = ar_out(c, s), xi = ar_in(c, i);
		int a = xo < xi ? xo : xi, b = xo < xi ? xi : xo;

		for (int y = 0; y <= t; y++)
			vw_add_flags(f, xo, y0 + hr + 2 + y, 1, VF_PATH);
		vw_add_flags(f, a, y0 + hr + 2 + t, b - a + 1, VF_PATH);
		for (int y = t; y < T; y++)
			vw_add_flags(f, xi, y0 + hr + 2 + y, 1, VF_PATH);
	}
	/* arrowheads, and numbers for the lines not drawn */
	for (int i = 0; i < slots; i++) {
		int xi = ar_in(c, i), y = y0 + hr + 2 + T;
		char num[16];

		if (p.src[i] == -1)
			continue;
		vw_putc(f, xi, y, c->g->down, VA_MOVED);
		if (p.track[i] >= 0)
			continue;
		if (p.src[i] == AR_SCALAR)
			vw_reg_name(&c->st->insn.src[0], num, sizeof num);
		else
			snprintf(num, sizeof num, "%d", p.src[i]);
		/* within its cell: narrow cells have no mark column */
		if ((int)strlen(num) > c->l.cell_w - 1)
			num[c->l.cell_w - 1] = '\0';
		vw_puts(f, xi - (int)strlen(num), y, num, VA_MOVED);
	}
	draw_dest(c, &p, y0 + hr + 3 + T);
	return 0;
}
