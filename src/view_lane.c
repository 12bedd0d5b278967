/* SPDX-License-Identifier: MIT */
/* view_lane: the words of :lane, from the facts the session and
 * provenance give (view.h, struct lane_facts and struct prov_inputs).
 * Pure core: text into a buffer. */
#include "view.h"

#include <stdio.h>

#include "semantics.h"

/* Lane numbers as ranges: 0..3,8,10..11. */
static void
put_lanes(struct strbuf *out, uint64_t m)
{
	bool first = true;

	for (unsigned l = 0; l < 64; l++) {
		if (!(m >> l & 1))
			continue;
		unsigned e = l;
		while (e + 1 < 64 && (m >> (e + 1) & 1))
			e++;
		strbuf_printf(out, "%s%u", first ? "" : ",", l);
		if (e > l)
			strbuf_printf(out, "..%u", e);
		first = false;
		l = e;
	}
}

static void
put_input(const struct prov_input *in, struct strbuf *out)
{
	switch (in->kind) {
	case OPND_VGPR:
		strbuf_printf(out, "%c%u[", WAVE_VGPR_NAME(in->reg));
		put_lanes(out, in->lanes);
		strbuf_putc(out, ']');
		break;
	case OPND_SGPR: {
		char name[WAVE_SGPR_NAME_MAX];
		strbuf_puts(out, wave_sgpr_name(in->reg, name));
		break;
	}
	case OPND_VCC:
	case OPND_EXEC:
		strbuf_printf(out, "%s[", in->kind == OPND_VCC ? "vcc" :
		    "exec");
		put_lanes(out, in->lanes);
		strbuf_putc(out, ']');
		break;
	case OPND_M0:
		strbuf_puts(out, "m0");
		break;
	default:
		strbuf_puts(out, "memory (loaded)");
		return;
	}
	if (in->initial)
		strbuf_puts(out, " (never set: 0)");
	else if (in->step == 0)
		strbuf_puts(out, " (set before step 1)");
	else
		strbuf_printf(out, " (set after step %u)", in->step);
}

void
view_lane_inputs(const struct prov_inputs *pi, struct strbuf *out)
{
	static const char *const names[] = {
		[OPND_VCC] = "vcc", [OPND_EXEC] = "exec", [OPND_M0] = "m0",
	};
	const char *name = pi->kind < sizeof names / sizeof *names &&
	    names[pi->kind] != NULL ? names[pi->kind] : "m0";

	if (pi->status == PROV_UNTRACKED) {
		strbuf_puts(out, "  depends on: not tracked (batch --quiet "
		    "keeps no history; run without --quiet, or with "
		    "--plain)\n");
		return;
	}
	switch (pi->kind) {
	case OPND_VGPR:
		strbuf_printf(out, "  v%u[%u]", pi->reg, pi->lane);
		break;
	case OPND_SGPR: {
		char sname[WAVE_SGPR_NAME_MAX];
		strbuf_printf(out, "  %s", wave_sgpr_name(pi->reg, sname));
		break;
	}
	case OPND_VCC:
	case OPND_EXEC:
		strbuf_printf(out, "  %s[%u]", name, pi->lane);
		break;
	default:
		strbuf_printf(out, "  %s", name);
		break;
	}
	strbuf_printf(out, " after step %u depends on: ", pi->position);
	if (pi->status == PROV_NO_MEMORY) {
		strbuf_puts(out, "not known (out of memory)\n");
		return;
	}
	for (unsigned i = 0; i < pi->n; i++) {
		strbuf_puts(out, i > 0 ? ", " : "");
		put_input(&pi->in[i], out);
	}
	if (pi->others)
		strbuf_puts(out, pi->n > 0 ? ", and other inputs" :
		    "other inputs");
	else if (pi->n == 0)
		strbuf_puts(out, "constants only");
	strbuf_putc(out, '\n');
}

static const char *
reason_words(enum lane_reason r)
{
	switch (r) {
	case REASON_MOVED: return "written with the value read from its "
	    "source lane";
	case REASON_EXEC_OFF: return "disabled by EXEC: not written";
	case REASON_ROW_MASKED: return "disabled by row_mask: not written";
	case REASON_BANK_MASKED: return "disabled by bank_mask: not written";
	/* view_lane_explain names the edge, the row's or the wave's */
	case REASON_SRC_OUT_OF_RANGE_KEPT: return "the pattern points past "
	    "an edge: not written (bound_ctrl off)";
	case REASON_SRC_OUT_OF_RANGE_ZERO: return "the pattern points past "
	    "an edge: written with 0 as the source (bound_ctrl on)";
	case REASON_SRC_INACTIVE_KEPT: return "the source lane is disabled by "
	    "EXEC: not written";
	case REASON_SRC_INACTIVE_ZERO: return "the source lane is disabled by "
	    "EXEC: written with 0 as the source";
	case REASON_TMP_UNWRITTEN_ZERO: return "no active lane wrote this "
	    "lane's tmp slot, so it reads 0";
	case REASON_SELF: return "untargeted by the pattern: reads its own "
	    "value";
	case REASON_COMPUTED: return "computed from its own lane's sources";
	default: return "not involved in this step";
	}
}

/* The ambiguities of cli.md this lane's value depends on. */
static void
put_disputes(const struct lane_facts *f, struct strbuf *out)
{
	const struct step *rec = f->rec;

	if (!(rec->disputed_lanes >> f->lane & 1))
		return;
	for (unsigned d = 0; d < DISPUTE_COUNT; d++) {
		unsigned c = f->sem->choice[d];

		if (!(rec->disputes >> d & 1))
			continue;
		strbuf_printf(out, "  this lane's value depends on an "
		    "ambiguity: %s = %s (%s); %s\n",
		    semantics_name((enum dispute)d),
		    semantics_choice_name((enum dispute)d, c),
		    semantics_choice_sources((enum dispute)d, c),
		    semantics_summary((enum dispute)d));
	}
}

/* v in the session's number format (":format"), as the picture shows it;
 * hex keeps its 0x and eight digits. */
static const char *
lane_value(const struct lane_facts *f, uint32_t v, char *buf, size_t size)
{
	(void)session_format_value(f->fmt, v, buf, size);
	return buf;
}

void
view_lane_explain(const struct lane_facts *f, struct strbuf *out)
{
	char v1[64], v2[64];
	const struct step *rec = f->rec;
	const struct insn *insn;
	const struct lane_step *ls;
	unsigned lane = f->lane;

	if (!f->ran) {
		strbuf_printf(out, "lane %u: no instruction has run yet "
		    "(step %u)\n", lane, f->position);
		return;
	}
	insn = &rec->insn;
	ls = &rec->lane[lane];
	strbuf_printf(out, "lane %u, step %u (line %ld: %s)\n", lane,
	    f->position, f->line, f->text != NULL ? f->text : "?");
	strbuf_printf(out, "  EXEC: lane %u is %s", lane,
	    rec->exec >> lane & 1 ? "on" : "off");
	if (ls->src >= 0 && (unsigned)ls->src != lane)
		strbuf_printf(out, "; source lane %d is %s", ls->src,
		    rec->exec >> ls->src & 1 ? "on" : "off");
	strbuf_putc(out, '\n');
	if (rec->kind == STEP_SALU || rec->kind == STEP_NOP)
		strbuf_puts(out, "  this step writes no lanes\n");
	if (rec->kind == STEP_DPP) {
		strbuf_printf(out, "  row_mask 0x%x: row %u %s; bank_mask "
		    "0x%x: bank %u %s; bound_ctrl %s\n", insn->row_mask,
		    lane >> 4,
		    rec->row_enabled >> lane & 1 ? "enabled" : "disabled",
		    insn->bank_mask, lane >> 2 & 3,
		    rec->bank_enabled >> lane & 1 ? "enabled" : "disabled",
		    insn->bound_ctrl ? "on (invalid sources read 0)" :
		    "off (invalid sources leave the lane unwritten)");
	}
	if (ls->reason != REASON_NONE) {
		/* v_writelane's lane reads no lane: its scalar operand */
		bool wl = rec->kind == STEP_WRITELANE &&
		    ls->reason == REASON_MOVED;
		/* which edge: wave_shl/rol/shr/ror (0x130-0x13c) cross
		 * rows and stop at the wave's ends, the others at the row's */
		bool wave_edge = insn->dpp_ctrl >= DPP_WAVE_SHL1 &&
		    insn->dpp_ctrl <= DPP_WAVE_ROR1;
		const char *words = wl ? "the lane select names this lane: "
		    "written with the scalar operand" :
		    reason_words((enum lane_reason)ls->reason);

		if (ls->reason == REASON_SRC_OUT_OF_RANGE_KEPT)
			words = wave_edge ? "the pattern points outside the "
			    "wave: not written (bound_ctrl off)" : "the "
			    "pattern points outside the lane's row of 16: not "
			    "written (bound_ctrl off)";
		else if (ls->reason == REASON_SRC_OUT_OF_RANGE_ZERO)
			words = wave_edge ? "the pattern points outside the "
			    "wave: written with 0 as the source (bound_ctrl "
			    "on)" : "the pattern points outside the lane's row "
			    "of 16: written with 0 as the source (bound_ctrl "
			    "on)";
		strbuf_printf(out, "  reason: %s - %s\n",
		    exec_reason_name((enum lane_reason)ls->reason), words);
		if (wl)
			strbuf_puts(out, "  source: the scalar operand, no "
			    "lane\n");
		else if (ls->src >= 0)
			strbuf_printf(out, "  source: lane %d, value %s\n",
			    ls->src, lane_value(f, ls->src_value, v1,
			    sizeof v1));
		else if (ls->reason != REASON_COMPUTED)
			strbuf_puts(out, "  source: none\n");
	}
	if (rec->kind == STEP_READLANE || rec->kind == STEP_READFIRSTLANE ||
	    rec->kind == STEP_WRITELANE)
		strbuf_printf(out, "  selected lane: %d%s\n",
		    rec->selected_lane, " (EXEC is ignored)");
	if (rec->kind == STEP_PERMUTE && rec->tmp_losers[lane] != 0) {
		strbuf_puts(out, "  tmp slot also written by lanes ");
		put_lanes(out, rec->tmp_losers[lane]);
		strbuf_puts(out, " (the highest lane wins)\n");
	}
	if (exec_vector_kind(&insn->dst)) {
		unsigned d = exec_vslot(&insn->dst, 0);
		uint32_t o = f->before->vgpr[d][lane];
		uint32_t n = f->after->vgpr[d][lane];

		if (rec->written >> lane & 1)
			strbuf_printf(out, "  %c%u[%u]: %s -> %s\n",
			    WAVE_VGPR_NAME(d), lane, lane_value(f, o, v1,
			    sizeof v1), lane_value(f, n, v2, sizeof v2));
		else if (rec->kind == STEP_WRITELANE)
			/* say why: no reason line covers these lanes */
			strbuf_printf(out, "  %c%u[%u]: not written (the lane "
			    "select names lane %d only), keeps %s\n",
			    WAVE_VGPR_NAME(d), lane, rec->selected_lane,
			    lane_value(f, o, v1, sizeof v1));
		else if (ls->reason == REASON_NONE && !(rec->exec >> lane & 1))
			strbuf_printf(out, "  %c%u[%u]: not written (off in "
			    "EXEC), keeps %s\n", WAVE_VGPR_NAME(d), lane,
			    lane_value(f, o, v1, sizeof v1));
		else
			strbuf_printf(out, "  %c%u[%u]: not written, keeps "
			    "%s\n", WAVE_VGPR_NAME(d), lane, lane_value(f, o,
			    v1, sizeof v1));
	}
	put_disputes(f, out);
	if (f->inputs != NULL)
		view_lane_inputs(f->inputs, out);
}
