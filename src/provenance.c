/* SPDX-License-Identifier: MIT */
/* Provenance (:lane): which (register, lanes, step) inputs a lane's value
 * depends on, found by re-running the program from step 0 and following
 * every step record's per-lane sources; facts only, worded by the view
 * (view_lane.c). Data flow only: EXEC and the DPP masks decide whether a
 * lane is written, not what it holds, so they are not inputs. Pure core. */
#include "provenance.h"

#include <stdlib.h>
#include <string.h>

#include "session.h"
#include "session_impl.h"
#include "session_set.h"

#define PG PROV_MAX_INPUTS /* input groups tracked */

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

/* Copies the groups d depends on into out, in the order they appeared. */
static void
fill_inputs(const struct prov *p, const struct dep *d,
    struct prov_inputs *out)
{
	for (unsigned i = 0; i < p->ngroups && out->n < PROV_MAX_INPUTS; i++) {
		struct prov_input *in;

		if (d->m[i] == 0)
			continue;
		in = &out->in[out->n++];
		in->kind = p->g[i].kind;
		in->initial = p->g[i].initial;
		in->reg = p->g[i].reg;
		in->step = p->g[i].step;
		in->lanes = d->m[i];
	}
	out->others = p->overflow;
}

void
provenance_inputs(struct session *s, unsigned kind, unsigned reg,
    unsigned lane, struct prov_inputs *out)
{
	struct prov *live = session_live_provenance(s);
	struct prov *p;
	const struct dep *d;

	memset(out, 0, sizeof *out);
	out->kind = kind;
	out->reg = reg;
	out->lane = lane;
	out->position = session_position(s);
	p = live != NULL ? live : prov_compute(s);
	if (p == NULL) {
		out->status = PROV_UNTRACKED;
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
	if (d != NULL)
		fill_inputs(p, d, out);
	else
		out->status = PROV_NO_MEMORY;
	if (p != live)
		prov_free(p);
}
