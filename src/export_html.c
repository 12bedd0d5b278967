/* SPDX-License-Identifier: MIT */
/* The HTML export: one self-contained page (inline CSS and script, no
 * network, no external font) with a section per step, built from the
 * session's picture input and the view layer's sentences. Pure: appends
 * to a buffer. Well-formed XML too, so tests can parse it strictly. */
#include "config.h"

#include "export.h"

#include <stdio.h>
#include <string.h>

#include "json.h"
#include "lds.h"
#include "view.h"

/* The page's style: large type for a projector, a light and a dark
 * scheme, and one step a printed page. */
static const char page_css[] =
":root{--bg:#fff;--fg:#111;--dim:#555;--line:#888;--moved:#0b5394;"
"--kept:#8a5a00;--zero:#a61c00;--off:#777;--self:#38761d;"
"--cur:#fff2a8;--sel:#d5e8ff;--cellbg:#f4f4f4}\n"
"@media (prefers-color-scheme:dark){:root{--bg:#111;--fg:#f2f2f2;"
"--dim:#bbb;--line:#999;--moved:#8ec7ff;--kept:#ffcf70;--zero:#ff9c8a;"
"--off:#9a9a9a;--self:#9ee08a;--cur:#4a4000;--sel:#17375e;"
"--cellbg:#222}}\n"
"body{background:var(--bg);color:var(--fg);font:20px/1.4 "
"system-ui,'DejaVu Sans',Arial,sans-serif;margin:0 1em}\n"
"code,td,th,.listing{font-family:'DejaVu Sans Mono','Liberation Mono',"
"Menlo,Consolas,monospace}\n"
"header{position:sticky;top:0;background:var(--bg);padding:.3em 0;"
"border-bottom:2px solid var(--line);z-index:1}\n"
"h1{font-size:1.4em;margin:.2em 0}h2{font-size:1.2em}\n"
"button,select{font-size:1em;padding:.2em .6em}\n"
"#counter{font-weight:bold;margin:0 .6em}\n"
".wrap{display:flex;gap:1em;align-items:flex-start}\n"
".listing{flex:0 0 auto;max-width:24em;font-size:.8em;"
"max-height:80vh;overflow:auto}\n"
".listing ol{list-style:none;padding:0;margin:0}\n"
".listing li{white-space:pre;padding:0 .3em}\n"
".listing li[aria-current]{background:var(--cur);font-weight:bold}\n"
".steps{flex:1 1 auto;min-width:0}\n"
".caption{border-left:.3em solid var(--line);margin:.5em 0;"
"padding:.1em .8em;font-style:italic}\n"
"table{border-collapse:collapse;margin:.4em 0}\n"
"caption{text-align:left;font-weight:bold}\n"
"td,th{border:1px solid var(--line);padding:.1em .3em;font-size:.75em;"
"text-align:right}\n"
"th{color:var(--dim)}\n"
"td:nth-child(4n+2){border-left:3px solid var(--fg)}\n"
"td:nth-child(8n+2){border-left:5px double var(--fg)}\n"
"td .from{display:block;font-size:.8em;color:var(--dim)}\n"
"td.chg .v{font-weight:bold;text-decoration:underline}\n"
"td[data-lane]{cursor:pointer}\n"
"td.sel{background:var(--sel)}td.srcsel{outline:3px dashed var(--moved);"
"outline-offset:-3px}\n"
".r-moved{color:var(--moved)}.r-kept{color:var(--kept)}"
".r-zero{color:var(--zero)}.r-off{color:var(--off);"
"background:var(--cellbg)}.r-self{color:var(--self)}\n"
".mask td{font-size:.6em;padding:.05em .2em}\n"
"svg.arrows{width:100%;height:auto}\n"
"svg.arrows text{font-size:9px;fill:var(--fg)}\n"
"svg.arrows rect{fill:var(--cellbg);stroke:var(--line)}\n"
"svg.arrows line{stroke:var(--moved);stroke-width:1.2}\n"
"svg.arrows line.dim{opacity:.12}\n"
"svg.arrows line.hl{stroke-width:3}\n"
"#lane-info{min-height:2.8em;border:2px solid var(--line);"
"padding:.3em .6em;margin:.4em 0}\n"
".note{color:var(--dim)}\n"
"@media print{header nav,#lane-info{display:none}"
".listing{display:none}section.step{display:block!important;"
"break-after:page;page-break-after:always}"
"body{font-size:12pt}}\n";

/* Stepping, lane clicks, the number format and the row of the arrows. */
static const char page_js[] =
"(function(){\n"
"var steps=[].slice.call(document.querySelectorAll('section.step'));\n"
"var counter=document.getElementById('counter');\n"
"var info=document.getElementById('lane-info');\n"
"var cur=0,total=steps.length;\n"
"function show(i){if(!total)return;i=Math.max(0,Math.min(total-1,i));\n"
" steps.forEach(function(s,j){s.hidden=j!==i;});cur=i;\n"
" var s=steps[i];counter.textContent='Step '+s.dataset.step+' of '+\n"
"  document.body.dataset.count;\n"
" [].forEach.call(document.querySelectorAll('.listing li'),function(l){\n"
"  if(l.dataset.line===s.dataset.line)l.setAttribute('aria-current',"
"'step');\n"
"  else l.removeAttribute('aria-current');});\n"
" var l=document.querySelector('.listing li[aria-current]');\n"
" if(l&&l.scrollIntoView)l.scrollIntoView({block:'nearest'});\n"
" info.textContent='Click a lane to explain it.';rows();}\n"
"function f16(h){var e=h>>10&31,m=h&1023,s=h>>15?-1:1;\n"
" if(e===31)return m?'nan':(s<0?'-inf':'inf');\n"
" var v=e?s*Math.pow(2,e-15)*(1+m/1024):s*Math.pow(2,-14)*(m/1024);\n"
" return String(Number(v.toPrecision(6)));}\n"
"var dv=new DataView(new ArrayBuffer(4));\n"
"function fmt(v,f){switch(f){\n"
" case 'udec':return String(v>>>0);\n"
" case 'sdec':return String(v|0);\n"
" case 'f32':dv.setUint32(0,v);var x=dv.getFloat32(0);\n"
"  if(isNaN(x))return 'nan';if(!isFinite(x))return x<0?'-inf':'inf';\n"
"  for(var p=6;p<=9;p++){var t=Number(x.toPrecision(p));\n"
"   dv.setFloat32(0,t);if(dv.getFloat32(0)===x||p===9)return String(t);}\n"
" case 'f16x2':return f16(v>>>16)+'|'+f16(v&65535);\n"
" case 'bytes':var b=[];for(var k=0;k<4;k++)b.push(('0'+((v>>>(8*k))"
"&255).toString(16)).slice(-2));return b.join(' ');\n"
" default:return '0x'+('0000000'+(v>>>0).toString(16)).slice(-8);}}\n"
"function reformat(f){document.body.dataset.format=f;\n"
" [].forEach.call(document.querySelectorAll('[data-v]'),function(c){\n"
"  var e=c.querySelector('.v');if(e)e.textContent=fmt(parseInt(c.dataset"
".v,16),f);});}\n"
"function rows(){var r=document.getElementById('rowsel').value;\n"
" if(!total)return;\n"
" [].forEach.call(steps[cur].querySelectorAll('line[data-dst]'),"
"function(a){\n"
"  var on=r==='all'||Math.floor(a.dataset.dst/16)==r;\n"
"  a.style.display=on?'':'none';});}\n"
"function pick(c){if(!c)return;\n"
" [].forEach.call(document.querySelectorAll('td.sel,td.srcsel'),"
"function(t){t.classList.remove('sel');t.classList.remove('srcsel');});\n"
" [].forEach.call(document.querySelectorAll('line.hl'),function(t){\n"
"  t.classList.remove('hl');});\n"
" var s=steps[cur],n=c.dataset.lane;\n"
" [].forEach.call(s.querySelectorAll('td[data-lane=\"'+n+'\"]'),"
"function(t){t.classList.add('sel');});\n"
" var src=c.dataset.src;if(src===undefined){var r=s.querySelector("
"'table.result td[data-lane=\"'+n+'\"]');if(r)src=r.dataset.src;}\n"
" if(src!==undefined)[].forEach.call(s.querySelectorAll('table.operand "
"td[data-lane=\"'+src+'\"]'),function(t){t.classList.add('srcsel');});\n"
" var a=s.querySelector('line[data-dst=\"'+n+'\"]');"
"if(a)a.classList.add('hl');\n"
" var w=s.querySelector('.why [data-lane=\"'+n+'\"]');\n"
" info.textContent=w?w.textContent:('lane '+n);}\n"
"document.addEventListener('click',function(e){\n"
" var t=e.target.closest?e.target.closest('[data-lane]'):null;"
"if(t&&!t.closest('.why'))pick(t);});\n"
"document.addEventListener('keydown',function(e){\n"
" if(e.target&&e.target.tagName==='SELECT')return;\n"
" var k=e.key;\n"
" if(k==='ArrowRight'||(k===' '&&!e.shiftKey))show(cur+1);\n"
" else if(k==='ArrowLeft'||(k===' '&&e.shiftKey))show(cur-1);\n"
" else if(k==='Home')show(0);else if(k==='End')show(total-1);\n"
" else return;e.preventDefault();});\n"
"document.getElementById('first').onclick=function(){show(0);};\n"
"document.getElementById('prev').onclick=function(){show(cur-1);};\n"
"document.getElementById('next').onclick=function(){show(cur+1);};\n"
"document.getElementById('last').onclick=function(){show(total-1);};\n"
"var fs=document.getElementById('fmt');fs.value=document.body.dataset"
".format;\n"
"fs.onchange=function(){reformat(fs.value);};\n"
"document.getElementById('rowsel').onchange=rows;\n"
"var start=0;steps.forEach(function(s,j){if(s.dataset.step===document."
"body.dataset.start)start=j;});\n"
"show(start);})();\n";

/* The class of a lane's reason in the page (and in the SVG). */
const char *
export_reason_class(enum lane_reason r)
{
	switch (r) {
	case REASON_MOVED:
		return "r-moved";
	case REASON_EXEC_OFF:
		return "r-off";
	case REASON_ROW_MASKED:
	case REASON_BANK_MASKED:
	case REASON_SRC_OUT_OF_RANGE_KEPT:
	case REASON_SRC_INACTIVE_KEPT:
		return "r-kept";
	case REASON_SRC_OUT_OF_RANGE_ZERO:
	case REASON_SRC_INACTIVE_ZERO:
	case REASON_TMP_UNWRITTEN_ZERO:
		return "r-zero";
	case REASON_SELF:
		return "r-self";
	case REASON_NONE:
	case REASON_UNTOUCHED:
	case REASON_COMPUTED:
	case REASON_COUNT:
		break;
	}
	return "r-none";
}

static void
puts_esc(struct strbuf *out, const char *s)
{
	export_escape(out, s, strlen(s));
}

/* The table head of a lane grid: 16 lanes a row (wave64: 4 rows, wave32:
 * 2), banks of 4 and half-rows of 8 marked by the style. */
static void
grid_head(struct strbuf *out, const char *caption)
{
	strbuf_puts(out, "<caption>");
	puts_esc(out, caption);
	strbuf_puts(out, "</caption>\n<thead><tr><th scope=\"col\">row"
	    "</th>");
	for (int c = 0; c < 16; c++)
		strbuf_printf(out, "<th scope=\"col\">+%d</th>", c);
	strbuf_puts(out, "</tr></thead>\n<tbody>\n");
}

static void
row_head(struct strbuf *out, int row)
{
	strbuf_printf(out, "<tr><th scope=\"row\">row %d (lanes %d-%d)</th>",
	    row, row * 16, row * 16 + 15);
}

static void
value_span(struct strbuf *out, enum session_format fmt, uint32_t v)
{
	char buf[64];

	session_format_value(fmt, v, buf, sizeof buf);
	strbuf_puts(out, "<span class=\"v\">");
	puts_esc(out, buf);
	strbuf_puts(out, "</span>");
}

/* A reason in a word, under a lane that read no lane (the data-reason
 * attribute and the lane's explanation say it in full). */
static const char *
short_reason(enum lane_reason r)
{
	switch (r) {
	case REASON_EXEC_OFF:
		return "off";
	case REASON_ROW_MASKED:
	case REASON_BANK_MASKED:
		return "masked";
	case REASON_SRC_OUT_OF_RANGE_KEPT:
	case REASON_SRC_INACTIVE_KEPT:
		return "kept";
	case REASON_SRC_OUT_OF_RANGE_ZERO:
	case REASON_SRC_INACTIVE_ZERO:
	case REASON_TMP_UNWRITTEN_ZERO:
		return "zero";
	default:
		return exec_reason_name(r);
	}
}

/* An operand's lanes before the step. */
static void
operand_grid(struct strbuf *out, const struct wave *w, unsigned reg,
    int lanes, enum session_format fmt, const char *role)
{
	char cap[64];

	snprintf(cap, sizeof cap, "%c%u %s", wave_vgpr_letter(reg),
	    wave_vgpr_number(reg), role);
	strbuf_printf(out, "<table class=\"grid operand\" data-reg=\"%c%u\">\n",
	    wave_vgpr_letter(reg), wave_vgpr_number(reg));
	grid_head(out, cap);
	for (int row = 0; row < lanes / 16; row++) {
		row_head(out, row);
		for (int c = 0; c < 16; c++) {
			int n = row * 16 + c;
			uint32_t v = w->vgpr[reg][n];

			strbuf_printf(out, "<td data-lane=\"%d\" "
			    "data-v=\"%08x\"%s>", n, (unsigned)v,
			    w->exec >> n & 1 ? "" : " class=\"r-off\"");
			value_span(out, fmt, v);
			strbuf_puts(out, "</td>");
		}
		strbuf_puts(out, "</tr>\n");
	}
	strbuf_puts(out, "</tbody></table>\n");
}

/* The destination's lanes after the step, each with its reason and
 * source. */
static void
result_grid(struct strbuf *out, const struct step *st,
    const struct wave *after, unsigned reg, int lanes,
    enum session_format fmt)
{
	char cap[64];
	bool xl = export_moves_lanes(st->kind);

	snprintf(cap, sizeof cap, "%c%u result", wave_vgpr_letter(reg),
	    wave_vgpr_number(reg));
	strbuf_printf(out, "<table class=\"grid result\" data-reg=\"%c%u\">\n",
	    wave_vgpr_letter(reg), wave_vgpr_number(reg));
	grid_head(out, cap);
	for (int row = 0; row < lanes / 16; row++) {
		row_head(out, row);
		for (int c = 0; c < 16; c++) {
			int n = row * 16 + c;
			const struct lane_step *ls = &st->lane[n];
			uint32_t v = after->vgpr[reg][n];
			bool chg = st->changed >> n & 1;

			strbuf_printf(out, "<td data-lane=\"%d\" data-v=\"%08x\" "
			    "data-reason=\"%s\"", n, (unsigned)v,
			    exec_reason_name((enum lane_reason)ls->reason));
			if (xl && ls->src >= 0)
				strbuf_printf(out, " data-src=\"%d\"", ls->src);
			strbuf_printf(out, " class=\"%s%s\">",
			    export_reason_class((enum lane_reason)ls->reason),
			    chg ? " chg" : "");
			value_span(out, fmt, v);
			if (xl && ls->reason != REASON_NONE) {
				strbuf_puts(out, "<span class=\"from\">");
				if (ls->src >= 0)
					strbuf_printf(out, "&#8592;%d", ls->src);
				else
					puts_esc(out, short_reason(
					    (enum lane_reason)ls->reason));
				strbuf_puts(out, "</span>");
			}
			strbuf_puts(out, "</td>");
		}
		strbuf_puts(out, "</tr>\n");
	}
	strbuf_puts(out, "</tbody></table>\n");
}

/* The masks of the step in words: EXEC, and for DPP row_mask, bank_mask
 * and bound_ctrl. */
static void
masks(struct strbuf *out, const struct step *st, int lanes)
{
	lanemask_t all = lanes == 64 ? ~(lanemask_t)0 :
	    ((lanemask_t)1 << lanes) - 1;

	strbuf_printf(out, "<p class=\"masks\">EXEC <code>0x%0*llx</code>",
	    lanes / 4, (unsigned long long)(st->exec & all));
	if (st->exec_after != st->exec)
		strbuf_printf(out, " (after: <code>0x%0*llx</code>)",
		    lanes / 4, (unsigned long long)(st->exec_after & all));
	if (st->kind == STEP_DPP)
		strbuf_printf(out, ", row_mask <code>0x%x</code>, bank_mask "
		    "<code>0x%x</code>, bound_ctrl %s", st->insn.row_mask,
		    st->insn.bank_mask, st->insn.bound_ctrl ? "on" : "off");
	strbuf_puts(out, "</p>\n");
}

/* Which lanes the masks let through, lane by lane. */
static void
mask_table(struct strbuf *out, const struct step *st, int lanes)
{
	strbuf_puts(out, "<table class=\"mask\">\n");
	grid_head(out, "Lanes enabled (on) or disabled (exec: EXEC off, "
	    "row: row_mask, bank: bank_mask)");
	for (int row = 0; row < lanes / 16; row++) {
		row_head(out, row);
		for (int c = 0; c < 16; c++) {
			int n = row * 16 + c;
			const char *s = "on";

			if (!(st->exec >> n & 1))
				s = "exec";
			else if (!(st->row_enabled >> n & 1))
				s = "row";
			else if (!(st->bank_enabled >> n & 1))
				s = "bank";
			strbuf_printf(out, "<td class=\"%s\">%s</td>",
			    strcmp(s, "on") == 0 ? "r-moved" : "r-off", s);
		}
		strbuf_puts(out, "</tr>\n");
	}
	strbuf_puts(out, "</tbody></table>\n");
}

/* The arrows of a cross-lane step: the source lanes on top, the
 * destinations below, an arrow from each destination lane to the lane
 * it read; each arrow has a title, and the list after it says the same
 * in words. */
static void
arrows(struct strbuf *out, const struct step *st, int lanes, unsigned k)
{
	const int cw = 20, left = 60, top = 20, bottom = 200;
	int width = left + lanes * cw + 10;
	unsigned narrows = 0;

	strbuf_printf(out, "<figure class=\"arrowfig\"><svg class=\"arrows\" "
	    "xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 %d 240\" "
	    "role=\"img\" aria-labelledby=\"arrows-title-%u\">"
	    "<title id=\"arrows-title-%u\">Each destination lane (bottom) "
	    "points to the lane it read (top)</title>\n"
	    "<defs><marker id=\"head-%u\" viewBox=\"0 0 10 10\" refX=\"10\" "
	    "refY=\"5\" markerWidth=\"6\" markerHeight=\"6\" "
	    "orient=\"auto-start-reverse\"><path d=\"M0,0L10,5L0,10z\" "
	    "fill=\"currentColor\"/></marker></defs>\n"
	    "<text x=\"2\" y=\"%d\">source</text><text x=\"2\" y=\"%d\">dest"
	    "</text>\n", width, k, k, k, top + 10, bottom + 12);
	for (int n = 0; n < lanes; n++) {
		int x = left + n * cw;

		strbuf_printf(out, "<rect data-lane=\"%d\" x=\"%d\" y=\"%d\" "
		    "width=\"%d\" height=\"14\"/><rect data-lane=\"%d\" "
		    "x=\"%d\" y=\"%d\" width=\"%d\" height=\"14\" "
		    "class=\"%s\"/>", n, x, top, cw - 2, n, x, bottom, cw - 2,
		    export_reason_class((enum lane_reason)st->lane[n].reason));
		if (n % 4 == 0)
			strbuf_printf(out, "<text x=\"%d\" y=\"%d\">%d</text>",
			    x + 2, top - 4, n);
		strbuf_putc(out, '\n');
	}
	for (int n = 0; n < lanes; n++) {
		int s = st->lane[n].src;

		if (s < 0 || s >= lanes || st->lane[n].reason == REASON_NONE)
			continue;
		strbuf_printf(out, "<line class=\"%s\" data-dst=\"%d\" "
		    "data-src=\"%d\" x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" "
		    "marker-end=\"url(#head-%u)\"><title>lane %d reads lane "
		    "%d</title></line>\n",
		    export_reason_class((enum lane_reason)st->lane[n].reason), n, s,
		    left + n * cw + cw / 2 - 1, bottom, left + s * cw + cw / 2 - 1,
		    top + 15, k, n, s);
		narrows++;
	}
	strbuf_puts(out, "</svg>\n<figcaption>");
	if (narrows == 0)
		strbuf_puts(out, "No lane read another lane in this step.");
	else
		strbuf_printf(out, "%u arrow%s, one for each destination "
		    "lane that read a lane; the list below says the same in "
		    "words.", narrows, narrows == 1 ? "" : "s");
	strbuf_puts(out, "</figcaption></figure>\n<details class=\"arrows-"
	    "text\"><summary>The arrows in words</summary><ul>\n");
	for (int n = 0; n < lanes; n++) {
		const struct lane_step *ls = &st->lane[n];

		if (ls->reason == REASON_NONE)
			continue;
		if (ls->src >= 0)
			strbuf_printf(out, "<li>lane %d reads lane %d (%s)</li>\n",
			    n, ls->src, exec_reason_name(
			    (enum lane_reason)ls->reason));
		else
			strbuf_printf(out, "<li>lane %d reads no lane (%s)"
			    "</li>\n", n, exec_reason_name(
			    (enum lane_reason)ls->reason));
	}
	strbuf_puts(out, "</ul></details>\n");
}

/* ds_permute and ds_bpermute: the tmp buffer between the two phases. */
static void
tmp_buffer(struct strbuf *out, const struct step *st, int lanes,
    enum session_format fmt)
{
	strbuf_puts(out, "<table class=\"grid tmp\">\n");
	grid_head(out, st->kind == STEP_PERMUTE ?
	    "tmp buffer after the write phase (each slot: its value and "
	    "the lane that wrote it; the read phase copies slot n to lane n)" :
	    "tmp buffer after the write phase (every lane wrote its own "
	    "slot; the read phase reads the slot each address names)");
	for (int row = 0; row < lanes / 16; row++) {
		row_head(out, row);
		for (int c = 0; c < 16; c++) {
			int n = row * 16 + c;
			bool wr = st->tmp_written >> n & 1;

			strbuf_printf(out, "<td data-slot=\"%d\"%s>", n,
			    wr ? "" : " class=\"r-zero\"");
			if (wr) {
				value_span(out, fmt, st->tmp[n]);
				strbuf_printf(out, "<span class=\"from\">"
				    "by %d", st->tmp_writer[n]);
				if (st->tmp_losers[n] != 0)
					strbuf_puts(out, ", overwrote others");
				strbuf_puts(out, "</span>");
			} else {
				strbuf_puts(out, "unwritten");
			}
			strbuf_puts(out, "</td>");
		}
		strbuf_puts(out, "</tr>\n");
	}
	strbuf_puts(out, "</tbody></table>\n");
}

/* A memory step: each lane's address and 64-byte line, and the lines. */
static void
memory(struct strbuf *out, const struct step *st, int lanes)
{
	const struct mem_step *m = &st->mem;

	if (m->is_block) /* M0's dwords; no clocks (s9-16block) */
		strbuf_printf(out, "<p class=\"mem\">%u active lane%s, the %u "
		    "dword%s M0 = 0x%x selects a lane, %u distinct 64-byte "
		    "line%s, %u L2 request%s; a block's L1 case and clocks "
		    "are not modelled by lanescope.</p>\n", m->active,
		    m->active == 1 ? "" : "s",
		    (unsigned)__builtin_popcount(m->block_sel),
		    __builtin_popcount(m->block_sel) == 1 ? "" : "s",
		    m->block_sel, m->nlines, m->nlines == 1 ? "" : "s",
		    m->requests, m->requests == 1 ? "" : "s");
	else
		strbuf_printf(out, "<p class=\"mem\">%u active lane%s, %u "
		    "byte%s a lane, %u distinct 64-byte line%s, %u L2 "
		    "request%s, L1 case <code>%s</code>, %u clock%s%s.</p>\n",
		    m->active, m->active == 1 ? "" : "s", m->bytes_per_lane,
		    m->bytes_per_lane == 1 ? "" : "s", m->nlines,
		    m->nlines == 1 ? "" : "s", m->requests,
		    m->requests == 1 ? "" : "s",
		    memory_l1_case_name((enum mem_l1_case)m->l1_case),
		    m->clocks, m->clocks == 1 ? "" : "s",
		    m->clocks_estimated ? " (lanescope's estimate)" : "");
	strbuf_puts(out, "<table class=\"grid memmap\">\n");
	grid_head(out, "Address of each lane and the line it falls in "
	    "(L0, L1 ... in the list below)");
	for (int row = 0; row < lanes / 16; row++) {
		row_head(out, row);
		for (int c = 0; c < 16; c++) {
			int n = row * 16 + c;

			if (!(m->lanes >> n & 1) ||
			    m->line_of[n] == MEMORY_NO_INDEX) {
				strbuf_printf(out, "<td data-lane=\"%d\" "
				    "class=\"r-off\">-</td>", n);
				continue;
			}
			strbuf_printf(out, "<td data-lane=\"%d\" data-line="
			    "\"%u\">0x%llx<span class=\"from\">L%u</span>"
			    "</td>", n, m->line_of[n],
			    (unsigned long long)m->addr[n], m->line_of[n]);
		}
		strbuf_puts(out, "</tr>\n");
	}
	strbuf_puts(out, "</tbody></table>\n<ol class=\"lines\" start=\"0\">");
	for (unsigned i = 0; i < m->nlines && i < MEMORY_MAX_LINES; i++) {
		/* every lane with a byte in the line: the cells above name
		 * only a lane's first line */
		strbuf_printf(out, "<li>L%u: line <code>0x%llx</code>, lanes ",
		    i, (unsigned long long)m->line[i]);
		view_lane_list(out, memory_line_lanes(m, i), WAVE_MAX_LANES);
		strbuf_puts(out, "</li>");
	}
	strbuf_puts(out, "</ol>\n");
}

/* An LDS step: the bank of each lane's first dword, the lanes each of
 * the 32 banks serves, the conflict degree, cycles and why. */
static void
lds_banks(struct strbuf *out, const struct step *st, int lanes)
{
	const struct lds_step *d = &st->lds;
	char why[256];

	lds_explain(d, why, sizeof why);
	strbuf_printf(out, "<p class=\"mem\">LDS: conflict degree %u, %u "
	    "cycle%s, lanes checked in groups of %u. ", d->degree, d->cycles,
	    d->cycles == 1 ? "" : "s", d->group_lanes);
	puts_esc(out, why);
	strbuf_puts(out, "</p>\n<table class=\"grid ldsmap\">\n");
	grid_head(out, "Address and bank of each lane's first dword "
	    "(B0 ... B31)");
	for (int row = 0; row < lanes / 16; row++) {
		row_head(out, row);
		for (int c = 0; c < 16; c++) {
			int n = row * 16 + c;

			if (!(d->lanes >> n & 1)) {
				strbuf_printf(out, "<td data-lane=\"%d\" "
				    "class=\"r-off\">-</td>", n);
				continue;
			}
			strbuf_printf(out, "<td data-lane=\"%d\" data-bank=\"%u\""
			    "%s>0x%x<span class=\"from\">B%u</span></td>", n,
			    d->bank_of[n], d->conflict_lanes >> n & 1 ?
			    " class=\"r-zero\"" : "", (unsigned)d->addr[0][n],
			    d->bank_of[n]);
		}
		strbuf_puts(out, "</tr>\n");
	}
	strbuf_puts(out, "</tbody></table>\n<table class=\"banks\"><caption>"
	    "Lanes each bank serves (dwords in the worst group)</caption>\n"
	    "<thead><tr><th scope=\"col\">bank</th><th scope=\"col\">lanes"
	    "</th><th scope=\"col\">dwords</th></tr></thead><tbody>\n");
	for (int b = 0; b < LDS_BANKS; b++) {
		struct strbuf list = STRBUF_INIT;

		if (d->bank_lanes[b] == 0)
			continue;
		for (int n = 0; n < lanes; n++)
			if (d->bank_lanes[b] >> n & 1)
				strbuf_printf(&list, "%s%d", list.len ? " " : "",
				    n);
		strbuf_printf(out, "<tr><th scope=\"row\">B%d</th><td>%s</td>"
		    "<td>%u</td></tr>\n", b, strbuf_str(&list),
		    d->bank_dwords[b]);
		strbuf_free(&list);
	}
	strbuf_puts(out, "</tbody></table>\n");
}

/* Each lane's explanation as :lane gives it, for the lane clicks. */
static void
lane_words(struct strbuf *out, const struct step *st,
    const struct wave *after, int lanes, enum session_format fmt,
    struct strbuf *tmp)
{
	strbuf_puts(out, "<div class=\"why\" hidden=\"hidden\">\n");
	for (int n = 0; n < lanes; n++) {
		strbuf_reset(tmp);
		view_explain_lane(st, after, n, 1, fmt, tmp);
		strbuf_printf(out, "<p data-lane=\"%d\">", n);
		if (tmp->len == 0)
			strbuf_printf(out, "lane %d", n);
		else
			export_escape(out, tmp->data, tmp->len);
		strbuf_puts(out, "</p>\n");
	}
	strbuf_puts(out, "</div>\n");
}

/* Whether VGPR reg is already in refs[0..n). */
static bool
seen(const struct reg_ref *refs, unsigned n, unsigned reg)
{
	for (unsigned i = 0; i < n; i++)
		if (refs[i].kind == OPND_VGPR && refs[i].reg == reg)
			return true;
	return false;
}

/* The section of step k: 0, -1 when out of memory, -2 when the step
 * cannot be run. */
static int
step_section(struct session *s, unsigned k, unsigned n,
    enum session_format fmt, struct strbuf *out, struct strbuf *tmp)
{
	struct view_input in;
	const struct step *st;
	long line = 0;
	const char *text;
	int lanes = session_wave_size(s);

	if (export_goto(s, k) != 0)
		return -2;
	text = session_step_text(s, k, &line);
	if (session_view_input(s, &in) != 0)
		return -1;
	st = in.step;
	strbuf_printf(out, "<section class=\"step\" id=\"step-%u\" "
	    "data-step=\"%u\" data-line=\"%ld\" data-kind=\"%u\" "
	    "aria-labelledby=\"h-%u\">\n<h2 id=\"h-%u\">Step %u of %u: "
	    "<code>", k, k, line, st != NULL ? st->kind : 0, k, k, k, n);
	puts_esc(out, text != NULL ? text : "");
	strbuf_printf(out, "</code> <span class=\"note\">line %ld</span>"
	    "</h2>\n", line);
	strbuf_reset(tmp);
	if (session_step_caption(s, k, tmp) > 0) {
		strbuf_puts(out, "<blockquote class=\"caption\"><p>");
		for (size_t i = 0; i < tmp->len; i++) {
			if (tmp->data[i] == '\n') {
				if (i + 1 < tmp->len)
					strbuf_puts(out, "<br/>");
			} else {
				export_escape(out, tmp->data + i, 1);
			}
		}
		strbuf_puts(out, "</p></blockquote>\n");
	}
	for (unsigned i = 0; i < in.ndiags; i++) {
		strbuf_puts(out, "<p class=\"warning\">warning: ");
		puts_esc(out, in.diags[i].message);
		strbuf_puts(out, "</p>\n");
	}
	if (st == NULL) {
		strbuf_puts(out, "</section>\n");
		return 0;
	}
	strbuf_reset(tmp);
	if (st->kind == STEP_PERMUTE || st->kind == STEP_BPERMUTE) {
		view_explain(st, in.before, 0, tmp);
		strbuf_putc(tmp, ' ');
	}
	view_explain(st, in.before, 1, tmp);
	strbuf_puts(out, "<p class=\"explain\">");
	export_escape(out, tmp->data != NULL ? tmp->data : "", tmp->len);
	strbuf_puts(out, "</p>\n");
	masks(out, st, lanes);
	if (!view_names_vgpr(&st->insn))
		strbuf_puts(out, "<p class=\"note\">This step names no vector "
		    "register.</p>\n");
	for (unsigned i = 0; i < st->nreads; i++) {
		const struct reg_ref *r = &st->reads[i];

		if (r->kind != OPND_VGPR || seen(st->reads, i, r->reg))
			continue;
		for (unsigned j = 0; j < r->count && j < 4; j++)
			operand_grid(out, in.before, r->reg + j, lanes, fmt,
			    "before the step (operand)");
	}
	if (st->kind == STEP_PERMUTE || st->kind == STEP_BPERMUTE)
		tmp_buffer(out, st, lanes, fmt);
	for (unsigned i = 0; i < st->nwrites; i++) {
		const struct reg_ref *r = &st->writes[i];

		if (r->kind != OPND_VGPR || seen(st->writes, i, r->reg))
			continue;
		for (unsigned j = 0; j < r->count && j < 4; j++)
			result_grid(out, st, in.after, r->reg + j, lanes, fmt);
	}
	if (st->kind == STEP_READLANE || st->kind == STEP_READFIRSTLANE)
		strbuf_printf(out, "<p class=\"scalar\">The scalar result: "
		    "<code>0x%08x</code>, read from lane %d.</p>\n",
		    (unsigned)st->scalar_new, st->selected_lane);
	if (export_moves_lanes(st->kind))
		arrows(out, st, lanes, k);
	if (st->kind == STEP_MEMORY)
		memory(out, st, lanes);
	if (st->kind == STEP_LDS)
		lds_banks(out, st, lanes);
	mask_table(out, st, lanes);
	lane_words(out, st, in.after, lanes, fmt, tmp);
	strbuf_puts(out, "</section>\n");
	return 0;
}

/* The program listing: each instruction line the steps ran, once, in
 * order of line. */
static void
listing(struct session *s, unsigned first, unsigned last,
    struct strbuf *out)
{
	long prev = -1;

	strbuf_puts(out, "<nav class=\"listing\" aria-label=\"Program\">"
	    "<h2>Program</h2><ol>\n");
	for (unsigned k = first; k <= last && k > 0; k++) {
		long line = 0;
		const char *text = session_step_text(s, k, &line);

		/* a loop runs its lines again: list each once */
		if (line <= prev)
			continue;
		prev = line;
		strbuf_printf(out, "<li data-line=\"%ld\">%5ld  ", line, line);
		puts_esc(out, text != NULL ? text : "");
		strbuf_puts(out, "</li>\n");
	}
	strbuf_puts(out, "</ol></nav>\n");
}

long
export_html(struct session *s, const struct export_options *opt,
    struct strbuf *out)
{
	unsigned n = session_step_count(s);
	unsigned max = opt->max_steps != 0 ? opt->max_steps :
	    EXPORT_MAX_STEPS;
	unsigned first = n > 0 ? 1 : 0, last = n, start;
	enum session_format fmt = session_get_format(s);
	struct strbuf tmp = STRBUF_INIT;
	long done = 0;

	start = opt->step > 0 ? (unsigned)opt->step : first;
	if (n > max) {
		/* a page of max steps, starting at the asked one when it
		 * lies beyond the first max */
		if (start > max)
			first = start;
		last = first + max - 1 > n ? n : first + max - 1;
	}
	strbuf_puts(out, "<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/"
	    "1999/xhtml\" lang=\"en\"><head><meta charset=\"utf-8\"/>\n"
	    "<meta name=\"viewport\" content=\"width=device-width, "
	    "initial-scale=1\"/>\n<meta name=\"generator\" content=\""
	    PACKAGE_STRING "\"/>\n<title>lanescope: ");
	puts_esc(out, opt->title);
	strbuf_puts(out, "</title>\n<style>/*<![CDATA[*/\n");
	strbuf_puts(out, page_css);
	strbuf_printf(out, "/*]]>*/</style></head>\n<body data-count=\"%u\" "
	    "data-start=\"%u\" data-format=\"%s\">\n<header><h1>lanescope: ",
	    n, start, session_format_name(fmt));
	puts_esc(out, opt->title);
	strbuf_printf(out, "</h1>\n<p>Target %s, wave%d, %u step%s.",
	    isa_target_name(session_target(s)), session_wave_size(s), n,
	    n == 1 ? "" : "s");
	if (first > 1 || last < n)
		strbuf_printf(out, " <strong class=\"limit\">This page holds "
		    "steps %u to %u only: lanescope limits a page to %u steps "
		    "so that a long program does not make a file of "
		    "gigabytes. Export any other step with --step N (or "
		    ":goto N and :export).</strong>", first, last, max);
	strbuf_puts(out, "</p>\n<nav class=\"controls\" aria-label=\"Stepping"
	    "\"><button type=\"button\" id=\"first\">|&#8592; Home</button> "
	    "<button type=\"button\" id=\"prev\">&#8592; Back</button>"
	    "<span id=\"counter\" aria-live=\"polite\">");
	if (n == 0)
		strbuf_puts(out, "The program executes no instruction.");
	else
		strbuf_printf(out, "Step %u of %u", start, n);
	strbuf_puts(out, "</span><button type=\"button\" id=\"next\">Next "
	    "&#8594;</button> <button type=\"button\" id=\"last\">End "
	    "&#8594;|</button>\n<label>Numbers <select id=\"fmt\">");
	for (int f = 0; f < FMT_COUNT; f++) {
		const char *name = session_format_name((enum session_format)f);

		strbuf_printf(out, "<option value=\"%s\"%s>%s</option>", name,
		    f == (int)fmt ? " selected=\"selected\"" : "", name);
	}
	strbuf_puts(out, "</select></label>\n<label>Arrows <select id=\""
	    "rowsel\"><option value=\"all\">whole wave</option>");
	for (int r = 0; r < session_wave_size(s) / 16; r++)
		strbuf_printf(out, "<option value=\"%d\">row %d</option>", r, r);
	strbuf_puts(out, "</select></label>\n<span class=\"note\">Keys: "
	    "&#8592; &#8594; Space Home End; click a lane to explain it."
	    "</span></nav>\n<div id=\"lane-info\" role=\"status\" "
	    "aria-live=\"polite\">Click a lane to explain it.</div>\n"
	    "</header>\n<div class=\"wrap\">\n");
	listing(s, first, last, out);
	strbuf_puts(out, "<main class=\"steps\">\n");
	for (unsigned k = first; k <= last && k > 0; k++) {
		int rc = step_section(s, k, n, fmt, out, &tmp);

		if (rc != 0) {
			done = rc;
			break;
		}
		done++;
		if (strbuf_failed(out)) {
			done = -1;
			break;
		}
	}
	strbuf_free(&tmp);
	strbuf_puts(out, "</main></div>\n<script>//<![CDATA[\n");
	strbuf_puts(out, page_js);
	strbuf_puts(out, "//]]></script>\n</body></html>\n");
	return done;
}
