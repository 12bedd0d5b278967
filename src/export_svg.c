/* SPDX-License-Identifier: MIT */
/* The SVG export: the picture of one step for slides, at a fixed size of
 * EXPORT_SVG_WIDTH x EXPORT_SVG_HEIGHT with a font fallback list; text
 * stays text. Built from the session's picture input. Pure: appends to a
 * buffer. */
#include "config.h"

#include "export.h"

#include <stdio.h>
#include <string.h>

#include "view.h"

#define MONO "'DejaVu Sans Mono','Liberation Mono',Menlo,Consolas," \
	"monospace"
#define SANS "'DejaVu Sans','Liberation Sans',Arial,Helvetica,sans-serif"

/* Lane boxes: their top edges and height. */
enum { SRC_Y = 300, DST_Y = 500, BOX_H = 100, LEFT = 60 };

static void
text_line(struct strbuf *out, int x, int y, int size, const char *family,
    const char *style, const char *text, size_t len)
{
	strbuf_printf(out, "<text x=\"%d\" y=\"%d\" font-size=\"%d\" "
	    "font-family=\"%s\"%s>", x, y, size, family, style);
	export_escape(out, text, len);
	strbuf_puts(out, "</text>\n");
}

/* Writes text wrapped at about cols characters, at most maxl lines;
 * returns the y after the last. */
static int
wrapped(struct strbuf *out, int y, int size, const char *text, size_t len,
    size_t cols, int maxl)
{
	size_t i = 0;

	for (int l = 0; l < maxl && i < len; l++) {
		size_t end = len - i <= cols ? len : i + cols;

		if (end < len) {
			size_t b = end;

			while (b > i && text[b] != ' ')
				b--;
			if (b > i)
				end = b;
		}
		if (l == maxl - 1 && end < len) {
			/* the last line says that it was cut */
			text_line(out, 40, y, size, SANS, "", text + i, end - i);
			strbuf_truncate(out, out->len - strlen("</text>\n"));
			strbuf_puts(out, " \xe2\x80\xa6</text>\n");
		} else {
			text_line(out, 40, y, size, SANS, "", text + i, end - i);
		}
		y += size + 6;
		i = end;
		while (i < len && (text[i] == ' ' || text[i] == '\n'))
			i++;
	}
	return y;
}

/* The VGPR the moved values came from: the first one read whose lanes
 * hold what each moved lane fetched. -1 when none does. */
static int
moved_source(const struct step *st, const struct wave *before, int lanes)
{
	for (unsigned i = 0; i < st->nreads; i++) {
		const struct reg_ref *r = &st->reads[i];
		bool ok = r->kind == OPND_VGPR, any = false;

		for (int n = 0; ok && n < lanes; n++) {
			const struct lane_step *ls = &st->lane[n];

			if (ls->reason != REASON_MOVED || ls->src < 0 ||
			    st->kind == STEP_WRITELANE)
				continue;
			any = true;
			ok = before->vgpr[r->reg][ls->src] == ls->src_value;
		}
		if (ok && (any || st->insn.src[0].kind != OPND_VGPR))
			return r->reg;
	}
	return st->insn.src[0].kind == OPND_VGPR ? st->insn.src[0].reg : -1;
}

/* One row of lane boxes with the values written upwards in them. */
static void
lane_row(struct strbuf *out, const char *label, int y, int lanes,
    const uint32_t *v, const struct step *st, bool dest,
    enum session_format fmt)
{
	int cw = (EXPORT_SVG_WIDTH - LEFT - 30) / lanes;

	strbuf_printf(out, "<text x=\"10\" y=\"%d\" font-size=\"16\" "
	    "font-family=\"" SANS "\" transform=\"rotate(-90 10 %d)\" "
	    "text-anchor=\"middle\" dy=\"10\">", y + BOX_H / 2,
	    y + BOX_H / 2);
	export_escape(out, label, strlen(label));
	strbuf_puts(out, "</text>\n");
	for (int n = 0; n < lanes; n++) {
		int x = LEFT + n * cw;
		char buf[64];
		const char *cls = dest ? export_reason_class(
		    (enum lane_reason)st->lane[n].reason) : "r-none";

		session_format_value(fmt, v[n], buf, sizeof buf);
		strbuf_printf(out, "<g data-lane=\"%d\" class=\"%s\"><rect "
		    "x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\"/>", n, cls,
		    x, y, cw - 2, BOX_H);
		strbuf_printf(out, "<text x=\"%d\" y=\"%d\" font-size=\"%d\" "
		    "font-family=\"" MONO "\" transform=\"rotate(-90 %d %d)\">",
		    x + cw / 2 + 4, y + BOX_H - 4, cw >= 30 ? 13 : 11,
		    x + cw / 2 + 4, y + BOX_H - 4);
		export_escape(out, buf, strlen(buf));
		strbuf_puts(out, "</text></g>\n");
		if (n % (lanes == 64 ? 4 : 2) == 0)
			strbuf_printf(out, "<text x=\"%d\" y=\"%d\" "
			    "font-size=\"12\" font-family=\"" MONO "\">%d"
			    "</text>\n", x, dest ? y + BOX_H + 16 : y - 6, n);
	}
}

/* v_readlane / v_readfirstlane: the source's lanes, and one box for the
 * scalar with an arrow to the lane it read. */
static void
scalar_read(struct strbuf *out, const struct step *st,
    const struct wave *before, int lanes, enum session_format fmt)
{
	int cw = (EXPORT_SVG_WIDTH - LEFT - 30) / lanes;
	int sel = st->selected_lane, x = EXPORT_SVG_WIDTH / 2 - 100;
	char label[96], val[64], name[16];

	snprintf(label, sizeof label, "v%u before", st->insn.src[0].reg);
	lane_row(out, label, SRC_Y, lanes, before->vgpr[st->insn.src[0].reg],
	    st, false, fmt);
	if (st->insn.dst.kind == OPND_SGPR)
		snprintf(name, sizeof name, "s%u", st->insn.dst.reg);
	else
		snprintf(name, sizeof name, "dst");
	session_format_value(fmt, st->scalar_new, val, sizeof val);
	snprintf(label, sizeof label, "%s = %s", name, val);
	strbuf_printf(out, "<g class=\"r-moved\"><rect x=\"%d\" y=\"%d\" "
	    "width=\"200\" height=\"40\"/></g>\n", x, DST_Y + 30);
	text_line(out, x + 10, DST_Y + 56, 18, MONO, "", label, strlen(label));
	strbuf_printf(out, "<line data-dst=\"%s\" data-src=\"%d\" x1=\"%d\" "
	    "y1=\"%d\" x2=\"%d\" y2=\"%d\" marker-end=\"url(#head)\"><title>"
	    "%s reads lane %d</title></line>\n", name, sel, x + 100, DST_Y + 30,
	    LEFT + sel * cw + cw / 2 - 1, SRC_Y + BOX_H + 2, name, sel);
}

long
export_svg(struct session *s, const struct export_options *opt,
    struct strbuf *out)
{
	unsigned n = session_step_count(s);
	unsigned k = opt->step >= 0 ? (unsigned)opt->step : n;
	struct strbuf tmp = STRBUF_INIT;
	struct view_input in;
	const struct step *st;
	int lanes = session_wave_size(s), y = 40;
	long line = 0;
	const char *text;
	char head[160];

	if (export_goto(s, k) != 0)
		return -2;
	if (session_view_input(s, &in) != 0)
		return -1;
	st = in.step;
	text = k >= 1 ? session_step_text(s, k, &line) : NULL;
	strbuf_printf(out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
	    "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" "
	    "width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" "
	    "data-step=\"%u\" data-count=\"%u\" role=\"img\" "
	    "aria-labelledby=\"title desc\">\n", EXPORT_SVG_WIDTH,
	    EXPORT_SVG_HEIGHT, EXPORT_SVG_WIDTH, EXPORT_SVG_HEIGHT, k, n);
	snprintf(head, sizeof head, "lanescope: %s, step %u of %u (%s, "
	    "wave%d)", opt->title, k, n, isa_target_name(session_target(s)),
	    lanes);
	strbuf_puts(out, "<title id=\"title\">");
	export_escape(out, head, strlen(head));
	strbuf_puts(out, "</title>\n<desc id=\"desc\">");
	if (st != NULL)
		view_explain(st, in.before, 1, &tmp);
	export_escape(out, tmp.data != NULL ? tmp.data : "", tmp.len);
	strbuf_puts(out, "</desc>\n<style>text{fill:#111}"
	    "rect{fill:#f4f4f4;stroke:#888}"
	    ".r-moved rect{fill:#d5e8ff}.r-kept rect{fill:#ffe9b8}"
	    ".r-zero rect{fill:#ffd6cc}.r-off rect{fill:#ddd}"
	    ".r-self rect{fill:#dcf5d0}line{stroke:#0b5394;stroke-width:1.5}"
	    "</style>\n<defs><marker id=\"head\" viewBox=\"0 0 10 10\" "
	    "refX=\"10\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" "
	    "orient=\"auto-start-reverse\"><path d=\"M0,0L10,5L0,10z\" "
	    "fill=\"#0b5394\"/></marker></defs>\n<rect x=\"0\" y=\"0\" "
	    "width=\"100%\" height=\"100%\" style=\"fill:#fff;stroke:none\"/>"
	    "\n");
	text_line(out, 40, y, 20, SANS, " font-weight=\"bold\"", head,
	    strlen(head));
	y += 36;
	if (text != NULL) {
		char where[32];

		text_line(out, 40, y, 24, MONO, " class=\"insn\"", text,
		    strlen(text));
		snprintf(where, sizeof where, "line %ld", line);
		text_line(out, EXPORT_SVG_WIDTH - 140, y - 30, 14, SANS, "",
		    where, strlen(where));
		y += 32;
	}
	strbuf_reset(&tmp);
	if (k >= 1 && session_step_caption(s, k, &tmp) > 0) {
		for (size_t i = 0; i < tmp.len; i++)
			if (tmp.data[i] == '\n')
				tmp.data[i] = ' ';
		y = wrapped(out, y, 18, tmp.data, tmp.len, 110, 2);
	}
	strbuf_reset(&tmp);
	if (st != NULL) {
		if (st->kind == STEP_PERMUTE || st->kind == STEP_BPERMUTE) {
			view_explain(st, in.before, 0, &tmp);
			strbuf_putc(&tmp, ' ');
		}
		view_explain(st, in.before, 1, &tmp);
		(void)wrapped(out, y + 4, 16, tmp.data != NULL ? tmp.data : "",
		    tmp.len, 135, 4);
	} else {
		static const char none[] = "Step 0: the state before the "
		    "first instruction.";

		(void)wrapped(out, y + 4, 16, none, sizeof none - 1, 135, 1);
	}
	if (st != NULL && exec_vector_kind(&st->insn.dst)) {
		int src = moved_source(st, in.before, lanes);
		int cw = (EXPORT_SVG_WIDTH - LEFT - 30) / lanes;
		char label[64];
		unsigned narrows = 0;

		if (src >= 0) {
			snprintf(label, sizeof label, "%c%u before",
			    wave_vgpr_letter((unsigned)src),
			    wave_vgpr_number((unsigned)src));
			lane_row(out, label, SRC_Y, lanes, in.before->vgpr[src],
			    st, false, session_get_format(s));
		}
		/* a gfx12 block shows its first VGPR M0 selects */
		unsigned dreg = exec_vslot(&st->insn.dst, 0) +
		    (st->kind == STEP_MEMORY && st->mem.is_block &&
		    st->mem.block_sel != 0 ?
		    (unsigned)__builtin_ctz(st->mem.block_sel) : 0);

		snprintf(label, sizeof label, "%c%u after",
		    WAVE_VGPR_NAME(dreg));
		lane_row(out, label, DST_Y, lanes, in.after->vgpr[dreg], st,
		    true, session_get_format(s));
		for (int d = 0; src >= 0 && export_moves_lanes(st->kind) &&
		    d < lanes; d++) {
			int sl = st->lane[d].src;

			if (sl < 0 || sl >= lanes ||
			    st->lane[d].reason == REASON_NONE)
				continue;
			strbuf_printf(out, "<line data-dst=\"%d\" data-src=\"%d\" "
			    "x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" "
			    "marker-end=\"url(#head)\"><title>lane %d reads "
			    "lane %d</title></line>\n", d, sl,
			    LEFT + d * cw + cw / 2 - 1, DST_Y,
			    LEFT + sl * cw + cw / 2 - 1, SRC_Y + BOX_H + 2, d, sl);
			narrows++;
		}
		strbuf_printf(out, "<text x=\"40\" y=\"%d\" font-size=\"14\" "
		    "font-family=\"" SANS "\">%u arrow%s: each from a "
		    "destination lane to the lane it read. Blue: moved; "
		    "amber: kept; red: zero; grey: EXEC off.</text>\n",
		    EXPORT_SVG_HEIGHT - 40, narrows, narrows == 1 ? "" : "s");
	}
	if (st != NULL && (st->kind == STEP_READLANE ||
	    st->kind == STEP_READFIRSTLANE) &&
	    st->insn.src[0].kind == OPND_VGPR && st->selected_lane >= 0 &&
	    st->selected_lane < lanes)
		scalar_read(out, st, in.before, lanes, session_get_format(s));
	strbuf_puts(out, "</svg>\n");
	strbuf_free(&tmp);
	return 1;
}
