/* SPDX-License-Identifier: MIT */
/* Provenance and lane explanations (:lane N): which (register, lanes, step)
 * inputs a lane's value depends on, found by re-running the program from
 * step 0 and following every step record's per-lane sources; and the
 * plain-words account of one lane of the current step. Data flow only:
 * EXEC and the DPP masks decide whether a lane is written, not what it
 * holds, so they are reported as decisions, not inputs. Pure core. */
#include "session.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "asm.h"
#include "session_impl.h"
#include "session_set.h"

#define PG 16 /* input groups tracked; more are reported as "others" */

/* An input group: a register as set at a step, or as it was at power-on,
 * or memory. Lanes are the bits of a dep mask. */
struct group {
	uint8_t kind;       /* OPND_VGPR, OPND_SGPR, OPND_VCC, OPND_EXEC,
			     * OPND_M0; OPND_NONE = memory */
	bool initial;       /* never set: the power-on 0 */
	uint16_t reg;
	unsigned step;      /* the :set came after this step */
};

struct dep {
	uint64_t m[PG];     /* lanes of each group */
};

struct prov {
	unsigned ngroups;
	bool overflow;
	struct group g[PG];
	struct dep *v[WAVE_NUM_VGPRS]; /* 64 lanes each; NULL = initial */
	struct dep sd[WAVE_NUM_SGPRS];
	bool sset[WAVE_NUM_SGPRS];
	struct dep vcc[WAVE_MAX_LANES], exec[WAVE_MAX_LANES], m0;
	bool vcc_set, exec_set, m0_set;
};

static int
group_id(struct prov *p, unsigned kind, unsigned reg, unsigned step,
    bool initial)
{
	for (unsigned i = 0; i < p->ngroups; i++)
		if (p->g[i].kind == kind && p->g[i].reg == reg &&
		    p->g[i].step == step && p->g[i].initial == initial)
			return (int)i;
	if (p->ngroups == PG) {
		p->overflow = true;
		return -1;
	}
	p->g[p->ngroups] = (struct group){ (uint8_t)kind, initial,
		(uint16_t)reg, step };
	return (int)p->ngroups++;
}

/* Only the groups in use: every dep is zero past them (most programs
 * have a handful). */
static void
dep_or(const struct prov *p, struct dep *a, const struct dep *b)
{
	for (unsigned i = 0; i < p->ngroups; i++)
		a->m[i] |= b->m[i];
}

static void
dep_one(struct prov *p, struct dep *d, unsigned kind, unsigned reg,
    unsigned step, bool initial, unsigned lane)
{
	int g = group_id(p, kind, reg, step, initial);

	memset(d, 0, sizeof *d);
	if (g >= 0)
		d->m[g] = (uint64_t)1 << lane;
}

static struct dep *
vgpr_deps(struct prov *p, unsigned reg)
{
	if (p->v[reg] == NULL) {
		p->v[reg] = malloc(WAVE_MAX_LANES * sizeof *p->v[reg]);
		if (p->v[reg] == NULL)
			return NULL;
		for (unsigned l = 0; l < WAVE_MAX_LANES; l++)
			dep_one(p, &p->v[reg][l], OPND_VGPR, reg, 0, true, l);
	}
	return p->v[reg];
}

static struct dep *
sgpr_dep(struct prov *p, unsigned reg)
{
	if (!p->sset[reg]) {
		dep_one(p, &p->sd[reg], OPND_SGPR, reg, 0, true, 0);
		p->sset[reg] = true;
	}
	return &p->sd[reg];
}

static struct dep *
mask_deps(struct prov *p, unsigned kind)
{
	struct dep *d = kind == OPND_VCC ? p->vcc : p->exec;
	bool *set = kind == OPND_VCC ? &p->vcc_set : &p->exec_set;

	if (!*set) {
		for (unsigned l = 0; l < WAVE_MAX_LANES; l++)
			dep_one(p, &d[l], kind, 0, 0, true, l);
		*set = true;
	}
	return d;
}

static struct dep *
m0_dep(struct prov *p)
{
	if (!p->m0_set) {
		dep_one(p, &p->m0, OPND_M0, 0, 0, true, 0);
		p->m0_set = true;
	}
	return &p->m0;
}

/* A :set of (kind, reg) after step k: every lane now comes from it. */
static void
prov_set(struct prov *p, unsigned kind, unsigned reg, unsigned k)
{
	struct dep *d;

	switch (kind) {
	case OPND_VGPR:
		d = vgpr_deps(p, reg);
		if (d != NULL)
			for (unsigned l = 0; l < WAVE_MAX_LANES; l++)
				dep_one(p, &d[l], kind, reg, k, false, l);
		break;
	case OPND_SGPR:
		dep_one(p, &p->sd[reg], kind, reg, k, false, 0);
		p->sset[reg] = true;
		break;
	case OPND_VCC:
	case OPND_EXEC:
		d = mask_deps(p, kind);
		for (unsigned l = 0; l < WAVE_MAX_LANES; l++)
			dep_one(p, &d[l], kind, 0, k, false, l);
		break;
	case OPND_M0:
		dep_one(p, &p->m0, kind, 0, k, false, 0);
		p->m0_set = true;
		break;
	default:
		break;
	}
}

/* Adds what operand op supplies to lane `lane` (scalar: whole value;
 * whole: a mask read as one scalar, all lanes). */
static void
read_operand(struct prov *p, const struct operand *op, unsigned lane,
    bool whole, struct dep *acc)
{
	unsigned cnt = op->count ? op->count : 1;
	struct dep *d;

	switch (op->kind) {
	case OPND_VGPR:
		for (unsigned j = 0; j < cnt && op->reg + j < WAVE_NUM_VGPRS;
		    j++)
			if ((d = vgpr_deps(p, op->reg + j)) != NULL)
				dep_or(p, acc, &d[lane]);
		break;
	case OPND_SGPR:
		for (unsigned j = 0; j < cnt && op->reg + j < WAVE_NUM_SGPRS;
		    j++)
			dep_or(p, acc, sgpr_dep(p, op->reg + j));
		break;
	case OPND_VCC: case OPND_VCC_LO: case OPND_VCC_HI:
	case OPND_EXEC: case OPND_EXEC_LO: case OPND_EXEC_HI:
		d = mask_deps(p, op->kind <= OPND_VCC_HI ? OPND_VCC :
		    OPND_EXEC);
		if (whole)
			for (unsigned l = 0; l < WAVE_MAX_LANES; l++)
				dep_or(p, acc, &d[l]);
		else
			dep_or(p, acc, &d[lane]);
		break;
	case OPND_M0:
		dep_or(p, acc, m0_dep(p));
		break;
	default:
		break;
	}
}

static void
write_scalar(struct prov *p, const struct operand *op, const struct dep *v)
{
	unsigned cnt = op->count ? op->count : 1;

	switch (op->kind) {
	case OPND_SGPR:
		for (unsigned j = 0; j < cnt && op->reg + j < WAVE_NUM_SGPRS;
		    j++) {
			p->sd[op->reg + j] = *v;
			p->sset[op->reg + j] = true;
		}
		break;
	case OPND_VCC: case OPND_VCC_LO: case OPND_VCC_HI:
	case OPND_EXEC: case OPND_EXEC_LO: case OPND_EXEC_HI: {
		struct dep *d = mask_deps(p, op->kind <= OPND_VCC_HI ?
		    OPND_VCC : OPND_EXEC);
		for (unsigned l = 0; l < WAVE_MAX_LANES; l++)
			d[l] = *v;
		break;
	}
	case OPND_M0:
		p->m0 = *v;
		p->m0_set = true;
		break;
	default:
		break;
	}
}

/* Follows one executed step. */
static void
propagate(struct prov *p, const struct insn *insn, const struct step *rec)
{
	const struct isa_info *info = isa_get((enum isa_id)insn->id);
	unsigned W = rec->wave;
	struct dep nd[WAVE_MAX_LANES], acc;
	const struct operand *data = &insn->src[0];
	bool vdst = insn->dst.kind == OPND_VGPR;

	memset(&acc, 0, sizeof acc);
	switch (rec->kind) {
	case STEP_NOP:
		return;
	case STEP_READLANE:
	case STEP_READFIRSTLANE: {
		struct dep *d = insn->src[0].kind == OPND_VGPR ?
		    vgpr_deps(p, insn->src[0].reg) : NULL;
		unsigned sel = rec->selected_lane >= 0 ?
		    (unsigned)rec->selected_lane : 0;

		if (d != NULL)
			acc = d[sel];
		else
			read_operand(p, &insn->src[0], 0, true, &acc);
		write_scalar(p, &insn->dst, &acc);
		return;
	}
	case STEP_WRITELANE: {
		struct dep *d = vdst ? vgpr_deps(p, insn->dst.reg) : NULL;

		read_operand(p, &insn->src[0], 0, true, &acc);
		if (d != NULL && rec->selected_lane >= 0)
			d[rec->selected_lane] = acc;
		return;
	}
	case STEP_MEMORY: {
		if (!vdst || rec->mem.is_store)
			return;
		int g = group_id(p, OPND_NONE, 0, 0, false);
		unsigned cnt = insn->dst.count ? insn->dst.count : 1;
		for (unsigned j = 0; j < cnt; j++) {
			struct dep *d = vgpr_deps(p, insn->dst.reg + j);

			for (unsigned l = 0; d != NULL && l < W; l++)
				if (rec->mem.lanes >> l & 1) {
					memset(&d[l], 0, sizeof d[l]);
					if (g >= 0)
						d[l].m[g] = 1;
				}
		}
		return;
	}
	case STEP_SALU: {
		for (unsigned i = 0; i < 4; i++)
			read_operand(p, &insn->src[i], 0, true, &acc);
		if (info->flags & ISA_F_WRITES_EXEC) {
			/* saveexec: d = exec; exec = src op exec */
			struct operand ex = { .kind = OPND_EXEC, .count = 2 };
			struct dep old;

			memset(&old, 0, sizeof old);
			read_operand(p, &ex, 0, true, &old);
			write_scalar(p, &insn->dst, &old);
			dep_or(p, &acc, &old);
			write_scalar(p, &ex, &acc);
			return;
		}
		write_scalar(p, &insn->dst, &acc);
		return;
	}
	default:
		break;
	}

	/* Per-lane steps: VALU, SDWA, DPP, DPP8, swizzle, permutes,
	 * permlane. Compute every new lane first: dst may be a source. */
	if (rec->kind == STEP_SWIZZLE)
		data = &insn->src[0];
	else if (rec->kind == STEP_PERMUTE || rec->kind == STEP_BPERMUTE)
		data = &insn->src[1];
	bool cross = rec->kind != STEP_VALU && rec->kind != STEP_SDWA;
	for (unsigned n = 0; n < W; n++) {
		const struct lane_step *ls = &rec->lane[n];

		memset(&nd[n], 0, sizeof nd[n]);
		if (cross) {
			if ((ls->reason == REASON_MOVED ||
			    ls->reason == REASON_SELF) && ls->src >= 0 &&
			    data->kind == OPND_VGPR) {
				struct dep *d = vgpr_deps(p, data->reg);

				if (d != NULL)
					nd[n] = d[ls->src];
			}
			/* DPP: the other sources come from the lane itself */
			if (rec->kind == STEP_DPP || rec->kind == STEP_DPP8)
				for (unsigned i = 1; i < 4; i++)
					read_operand(p, &insn->src[i], n, false,
					    &nd[n]);
		} else {
			for (unsigned i = 0; i < 4; i++)
				read_operand(p, &insn->src[i], n, false,
				    &nd[n]);
		}
		if ((info->flags & ISA_F_READS_DST) ||
		    (rec->kind == STEP_SDWA &&
		    insn->dst_unused == SDWA_UNUSED_PRESERVE))
			read_operand(p, &insn->dst, n, false, &nd[n]);
	}
	if (info->sem == SEM_CMP || (info->flags & ISA_F_CARRY_OUT)) {
		/* The mask written: vcc (or sdst), and EXEC for v_cmpx. */
		struct dep *vc = mask_deps(p, OPND_VCC);
		struct dep *ex = mask_deps(p, OPND_EXEC);

		for (unsigned n = 0; n < W; n++) {
			if (!(rec->exec >> n & 1))
				continue;
			if (insn->sdst.kind == OPND_SGPR)
				dep_or(p, sgpr_dep(p, insn->sdst.reg), &nd[n]);
			else
				vc[n] = nd[n];
			if (info->flags & ISA_F_WRITES_EXEC)
				ex[n] = nd[n];
		}
	}
	if (vdst) {
		struct dep *d = vgpr_deps(p, insn->dst.reg);

		for (unsigned n = 0; d != NULL && n < W; n++)
			if (rec->written >> n & 1)
				d[n] = nd[n];
	}
}

static void
prov_free(struct prov *p)
{
	if (p == NULL)
		return;
	for (unsigned r = 0; r < WAVE_NUM_VGPRS; r++)
		free(p->v[r]);
	free(p);
}

struct prov *
provenance_new(void)
{
	return calloc(1, sizeof(struct prov));
}

void
provenance_free(struct prov *p)
{
	prov_free(p);
}

void
provenance_step(struct prov *p, const struct insn *insn,
    const struct step *rec)
{
	propagate(p, insn, rec);
}

void
provenance_set(struct prov *p, unsigned kind, unsigned reg, unsigned k)
{
	prov_set(p, kind, reg, k);
}

/* session_replay_visit's callbacks: a :set line names what it writes,
 * a step moves the dependencies along its record. */
static void
visit_set(void *ctx, unsigned k, const char *t, size_t len)
{
	struct session_result r; /* the lines were checked when fed */
	size_t at = set_skip(t, len, 0) + 4; /* ":set" */
	struct set_reg g;

	session_result_init(&r);
	if (set_parse_reg(t, len, &at, ":set", &g, &r) == 0)
		prov_set(ctx, set_operand_kind(g.kind), g.reg, k);
	session_result_free(&r);
}

static void
visit_step(void *ctx, unsigned k, const struct insn *insn,
    const struct step *rec)
{
	(void)k;
	if (rec != NULL)
		propagate(ctx, insn, rec);
}

/* Re-runs steps 1..pos following the data; NULL when it cannot. */
static struct prov *
prov_compute(struct session *s)
{
	struct prov *p = calloc(1, sizeof *p);
	struct session_visitor v = { visit_set, visit_step, NULL };

	if (p == NULL)
		return NULL;
	v.ctx = p;
	if (session_replay_visit(s, &v) != 0) {
		prov_free(p);
		return NULL;
	}
	return p;
}

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
put_dep(const struct prov *p, const struct dep *d, struct strbuf *out)
{
	bool any = false;

	for (unsigned i = 0; i < p->ngroups; i++) {
		const struct group *g = &p->g[i];

		if (d->m[i] == 0)
			continue;
		strbuf_puts(out, any ? ", " : "");
		any = true;
		switch (g->kind) {
		case OPND_VGPR:
			strbuf_printf(out, "v%u[", g->reg);
			put_lanes(out, d->m[i]);
			strbuf_putc(out, ']');
			break;
		case OPND_SGPR:
			strbuf_printf(out, "s%u", g->reg);
			break;
		case OPND_VCC:
		case OPND_EXEC:
			strbuf_printf(out, "%s[", g->kind == OPND_VCC ? "vcc" :
			    "exec");
			put_lanes(out, d->m[i]);
			strbuf_putc(out, ']');
			break;
		case OPND_M0:
			strbuf_puts(out, "m0");
			break;
		default:
			strbuf_puts(out, "memory (loaded)");
			continue;
		}
		if (g->initial)
			strbuf_puts(out, " (never set: 0)");
		else if (g->step == 0)
			strbuf_puts(out, " (set before step 1)");
		else
			strbuf_printf(out, " (set after step %u)", g->step);
	}
	if (p->overflow)
		strbuf_puts(out, any ? ", and other inputs" : "other inputs");
	else if (!any)
		strbuf_puts(out, "constants only");
}

static void
reg_name(unsigned kind, unsigned reg, char *buf, size_t size)
{
	switch (kind) {
	case OPND_VGPR: snprintf(buf, size, "v%u", reg); break;
	case OPND_SGPR: snprintf(buf, size, "s%u", reg); break;
	case OPND_VCC: snprintf(buf, size, "vcc"); break;
	case OPND_EXEC: snprintf(buf, size, "exec"); break;
	default: snprintf(buf, size, "m0"); break;
	}
}

void
provenance_explain(struct session *s, unsigned kind, unsigned reg,
    unsigned lane, struct strbuf *out)
{
	struct prov *live = session_live_provenance(s);
	struct prov *p = live != NULL ? live : prov_compute(s);
	const struct dep *d;
	char name[16];

	reg_name(kind, reg, name, sizeof name);
	if (p == NULL) {
		strbuf_puts(out, "  depends on: not tracked (batch --quiet "
		    "keeps no history; run without --quiet, or with "
		    "--plain)\n");
		return;
	}
	switch (kind) {
	case OPND_VGPR: {
		struct dep *v = vgpr_deps(p, reg);
		d = v != NULL ? &v[lane] : NULL;
		break;
	}
	case OPND_SGPR: d = sgpr_dep(p, reg); break;
	case OPND_VCC:
	case OPND_EXEC: d = &mask_deps(p, kind)[lane]; break;
	default: d = m0_dep(p); break;
	}
	if (kind == OPND_VGPR || kind == OPND_VCC || kind == OPND_EXEC)
		strbuf_printf(out, "  %s[%u] after step %u depends on: ", name,
		    lane, session_position(s));
	else
		strbuf_printf(out, "  %s after step %u depends on: ", name,
		    session_position(s));
	if (d != NULL)
		put_dep(p, d, out);
	else
		strbuf_puts(out, "not known (out of memory)");
	strbuf_putc(out, '\n');
	if (p != live)
		prov_free(p);
}

/* ---- :lane N ---- */

static const char *
reason_words(enum lane_reason r)
{
	switch (r) {
	case REASON_MOVED: return "written with the value read from lane src";
	case REASON_EXEC_OFF: return "disabled by EXEC: not written";
	case REASON_ROW_MASKED: return "disabled by row_mask: not written";
	case REASON_BANK_MASKED: return "disabled by bank_mask: not written";
	case REASON_SRC_OUT_OF_RANGE_KEPT: return "the pattern points outside "
	    "its row or wave: not written (bound_ctrl off)";
	case REASON_SRC_OUT_OF_RANGE_ZERO: return "the pattern points outside "
	    "its row or wave: written with 0 as the source (bound_ctrl on)";
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

/* v in the session's number format (":format"), as the picture shows it;
 * hex keeps its 0x and eight digits. */
static const char *
lane_value(const struct session *s, uint32_t v, char *buf, size_t size)
{
	(void)session_format_value(session_get_format(s), v, buf, size);
	return buf;
}

void
session_explain_lane(struct session *s, unsigned lane, struct strbuf *out)
{
	char v1[64], v2[64];
	const struct wave *before;
	struct step *rec = malloc(sizeof *rec);
	const char *text;
	long line = 0;

	if (rec == NULL)
		return;
	if (session_position(s) == 0 ||
	    !session_current_step(s, rec, &before)) {
		strbuf_printf(out, "lane %u: no instruction has run yet "
		    "(step %u)\n", lane, session_position(s));
		free(rec);
		return;
	}
	text = session_step_text(s, session_position(s), &line);
	const struct lane_step *ls = &rec->lane[lane];
	const struct insn insn_copy = rec->insn, *insn = &insn_copy;
	char fmt[256];

	asm_format(insn, fmt, sizeof fmt);
	strbuf_printf(out, "lane %u, step %u (line %ld: %s)\n", lane,
	    session_position(s), line, text ? fmt : "?");
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
		strbuf_printf(out, "  reason: %s - %s\n",
		    exec_reason_name((enum lane_reason)ls->reason),
		    reason_words((enum lane_reason)ls->reason));
		if (ls->src >= 0)
			strbuf_printf(out, "  source: lane %d, value %s\n",
			    ls->src, lane_value(s, ls->src_value, v1,
			    sizeof v1));
		else if (ls->reason != REASON_COMPUTED)
			strbuf_puts(out, "  source: none\n");
	}
	if (rec->kind == STEP_READLANE || rec->kind == STEP_READFIRSTLANE ||
	    rec->kind == STEP_WRITELANE)
		strbuf_printf(out, "  selected lane: %d%s\n",
		    rec->selected_lane, rec->kind == STEP_WRITELANE ?
		    "" : " (EXEC is ignored)");
	if (rec->kind == STEP_PERMUTE && rec->tmp_losers[lane] != 0) {
		strbuf_puts(out, "  tmp slot also written by lanes ");
		put_lanes(out, rec->tmp_losers[lane]);
		strbuf_puts(out, " (the highest lane wins)\n");
	}
	if (insn->dst.kind == OPND_VGPR) {
		uint32_t o = before->vgpr[insn->dst.reg][lane];
		uint32_t n = session_wave(s)->vgpr[insn->dst.reg][lane];

		if (rec->written >> lane & 1)
			strbuf_printf(out, "  v%u[%u]: %s -> %s\n",
			    insn->dst.reg, lane, lane_value(s, o, v1,
			    sizeof v1), lane_value(s, n, v2, sizeof v2));
		else
			strbuf_printf(out, "  v%u[%u]: not written, keeps "
			    "%s\n", insn->dst.reg, lane, lane_value(s, o, v1,
			    sizeof v1));
	}
	if (rec->disputed_lanes >> lane & 1)
		for (unsigned d = 0; d < DISPUTE_COUNT; d++) {
			unsigned c = session_semantics(s)->choice[d];

			if (!(rec->disputes >> d & 1))
				continue;
			strbuf_printf(out, "  this lane's value depends on an "
			    "ambiguity: %s = %s (%s); %s\n",
			    semantics_name((enum dispute)d),
			    semantics_choice_name((enum dispute)d, c),
			    semantics_choice_sources((enum dispute)d, c),
			    semantics_summary((enum dispute)d));
		}
	free(rec);
	if (insn->dst.kind == OPND_VGPR)
		provenance_explain(s, OPND_VGPR, insn->dst.reg, lane, out);
	else if (insn->dst.kind == OPND_SGPR)
		provenance_explain(s, OPND_SGPR, insn->dst.reg, 0, out);
}
