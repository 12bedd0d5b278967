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
	struct dep *v[WAVE_VGPR_SLOTS]; /* 64 lanes each; NULL = initial */
	struct dep sd[WAVE_SGPR_SLOTS];
	bool sset[WAVE_SGPR_SLOTS];
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
		for (unsigned j = 0; j < cnt && op->reg + j < WAVE_VGPR_SLOTS;
		    j++)
			if ((d = vgpr_deps(p, op->reg + j)) != NULL)
				dep_or(p, acc, &d[lane]);
		break;
	case OPND_SGPR:
		for (unsigned j = 0; j < cnt && op->reg + j < WAVE_SGPR_SLOTS;
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
write_scalar(struct prov *p, const struct reg_ref *r, const struct dep *v)
{
	unsigned cnt = r->count ? r->count : 1;

	switch (r->kind) {
	case OPND_SGPR:
		for (unsigned j = 0; j < cnt && r->reg + j < WAVE_SGPR_SLOTS;
		    j++) {
			p->sd[r->reg + j] = *v;
			p->sset[r->reg + j] = true;
		}
		break;
	case OPND_VCC: case OPND_VCC_LO: case OPND_VCC_HI:
	case OPND_EXEC: case OPND_EXEC_LO: case OPND_EXEC_HI: {
		struct dep *d = mask_deps(p, r->kind <= OPND_VCC_HI ?
		    OPND_VCC : OPND_EXEC);
		for (unsigned l = 0; l < WAVE_MAX_LANES; l++)
			d[l] = *v;
		break;
	}
	case OPND_M0:
		p->m0 = *v;
		p->m0_set = true;
		break;
	default: /* SCC is not followed */
		break;
	}
}

/* The operand a register reference names, for read_operand. */
static struct operand
ref_operand(const struct reg_ref *r)
{
	struct operand o;

	memset(&o, 0, sizeof o);
	o.kind = r->kind;
	o.reg = r->reg;
	o.count = r->count;
	return o;
}

/* What the registers of rec's reads with one of roles (in role, or role_y
 * when y) supply to lane `lane` (whole: every lane of a mask, a scalar
 * use), into acc. */
static void
read_roles(struct prov *p, const struct step *rec, unsigned roles, bool y,
    unsigned lane, bool whole, struct dep *acc)
{
	for (unsigned i = 0; i < rec->nreads; i++) {
		const struct reg_ref *r = &rec->reads[i];
		struct operand o;

		if (!((y ? r->role_y : r->role) & roles))
			continue;
		o = ref_operand(r);
		read_operand(p, &o, lane, whole, acc);
	}
}

/* The lanes of a VGPR read from another lane (REF_MOVED): lane n of the
 * result takes the lane its record names, when its value moved. */
static void
read_moved(struct prov *p, const struct step *rec, unsigned n,
    struct dep *acc)
{
	const struct lane_step *ls = &rec->lane[n];

	if ((ls->reason != REASON_MOVED && ls->reason != REASON_SELF) ||
	    ls->src < 0)
		return;
	for (unsigned i = 0; i < rec->nreads; i++) {
		const struct reg_ref *r = &rec->reads[i];
		struct dep *d;

		if ((r->role & REF_MOVED) && r->kind == OPND_VGPR &&
		    (d = vgpr_deps(p, r->reg)) != NULL)
			dep_or(p, acc, &d[ls->src]);
	}
}

/* Sets the VGPRs rec writes with REF_DATA (role_y when y) to nd[n] in
 * the lanes of `lanes`. */
static void
write_vgprs(struct prov *p, const struct step *rec, bool y, lanemask_t lanes,
    const struct dep *nd)
{
	for (unsigned i = 0; i < rec->nwrites; i++) {
		const struct reg_ref *r = &rec->writes[i];
		unsigned cnt = r->count ? r->count : 1;

		if (r->kind != OPND_VGPR ||
		    !((y ? r->role_y : r->role) & REF_DATA))
			continue;
		for (unsigned j = 0; j < cnt && r->reg + j < WAVE_VGPR_SLOTS;
		    j++) {
			struct dep *d = vgpr_deps(p, r->reg + j);

			for (unsigned n = 0; d != NULL && n < rec->wave; n++)
				if (lanes >> n & 1)
					d[n] = nd[n];
		}
	}
}

/* Follows one executed step: which registers it reads and writes, and
 * in what role, come from its record's lists (exec_reads, exec_writes);
 * which lane each lane read, from its lanes. */
static void
propagate(struct prov *p, const struct insn *insn, const struct step *rec)
{
	const struct isa_info *info = isa_get((enum isa_id)insn->id);
	unsigned W = rec->wave;
	struct dep nd[WAVE_MAX_LANES], ndy[WAVE_MAX_LANES], acc;

	memset(&acc, 0, sizeof acc);
	switch (rec->kind) {
	case STEP_NOP:
		return;
	case STEP_READLANE:
	case STEP_READFIRSTLANE: {
		/* the selected lane of the VGPR read, into the SGPR */
		unsigned sel = rec->selected_lane >= 0 ?
		    (unsigned)rec->selected_lane : 0;

		read_roles(p, rec, REF_MOVED, false, sel, false, &acc);
		for (unsigned i = 0; i < rec->nwrites; i++)
			if (rec->writes[i].role & REF_DATA)
				write_scalar(p, &rec->writes[i], &acc);
		return;
	}
	case STEP_WRITELANE:
		/* the scalar value, into the selected lane only */
		read_roles(p, rec, REF_DATA, false, 0, true, &acc);
		for (unsigned n = 0; n < W; n++)
			nd[n] = acc;
		if (rec->selected_lane >= 0)
			write_vgprs(p, rec, false,
			    (lanemask_t)1 << rec->selected_lane, nd);
		return;
	case STEP_MEMORY:
	case STEP_LDS: {
		/* what a lane loads comes from memory (and the half a d16
		 * load keeps); the address says where, not what */
		int g = group_id(p, OPND_NONE, 0, 0, false);

		for (unsigned n = 0; n < W; n++) {
			memset(&nd[n], 0, sizeof nd[n]);
			if (g >= 0)
				nd[n].m[g] = 1;
			read_roles(p, rec, REF_OLD, false, n, false, &nd[n]);
		}
		write_vgprs(p, rec, false, rec->written, nd);
		return;
	}
	case STEP_SALU: {
		read_roles(p, rec, REF_DATA | REF_MASK | REF_OLD | REF_KEPT,
		    false, 0, true, &acc);
		if (info->sem == SEM_S_LOAD) {
			/* loaded from memory: the address is no input */
			int g = group_id(p, OPND_NONE, 0, 0, false);

			memset(&acc, 0, sizeof acc);
			if (g >= 0)
				acc.m[g] = 1;
		}
		if (info->flags & ISA_F_WRITES_EXEC) {
			/* saveexec: d = exec; exec = src op exec */
			struct operand ex = { .kind = OPND_EXEC, .count = 2 };
			struct dep old;

			memset(&old, 0, sizeof old);
			read_operand(p, &ex, 0, true, &old);
			for (unsigned i = 0; i < rec->nwrites; i++) {
				const struct reg_ref *r = &rec->writes[i];

				if (r->kind == OPND_EXEC)
					write_scalar(p, r, &acc);
				else if (r->role & REF_DATA)
					write_scalar(p, r, &old);
			}
			return;
		}
		for (unsigned i = 0; i < rec->nwrites; i++)
			write_scalar(p, &rec->writes[i], &acc);
		return;
	}
	default:
		break;
	}

	/* Per-lane steps: VALU, SDWA, DPP, DPP8, swizzle, permutes,
	 * permlane, VOPD. A lane's result comes from the lane the record
	 * names (REF_MOVED) and from its own lane of the other operands;
	 * addresses and lane selects say where, and kept lanes are not
	 * written. Every new lane first: dst may be a source, and a VOPD
	 * pair's halves both read before either writes */
	for (unsigned n = 0; n < W; n++) {
		memset(&nd[n], 0, sizeof nd[n]);
		read_moved(p, rec, n, &nd[n]);
		read_roles(p, rec, REF_DATA | REF_MASK | REF_OLD, false, n,
		    false, &nd[n]);
	}
	if (exec_has_second_dst(insn))
		for (unsigned n = 0; n < W; n++) {
			memset(&ndy[n], 0, sizeof ndy[n]);
			read_roles(p, rec, REF_DATA | REF_MASK | REF_OLD, true,
			    n, false, &ndy[n]);
		}
	/* the mask written: a compare's (and EXEC for v_cmpx), a
	 * carry-out; one bit per active lane */
	for (unsigned i = 0; i < rec->nwrites; i++) {
		const struct reg_ref *r = &rec->writes[i];
		struct dep *m;

		if (!(r->role & REF_MASK) || r->kind == OPND_SCC ||
		    r->kind == OPND_M0)
			continue;
		if (r->kind == OPND_SGPR) {
			struct dep *sd = sgpr_dep(p, r->reg);

			for (unsigned n = 0; n < W; n++)
				if (rec->exec >> n & 1)
					dep_or(p, sd, &nd[n]);
			continue;
		}
		m = mask_deps(p, r->kind <= OPND_VCC_HI ? OPND_VCC :
		    OPND_EXEC);
		for (unsigned n = 0; n < W; n++)
			if (rec->exec >> n & 1)
				m[n] = nd[n];
	}
	write_vgprs(p, rec, false, rec->written, nd);
	if (exec_has_second_dst(insn))
		write_vgprs(p, rec, true, rec->vopd_y_written, ndy);
}

static void
prov_free(struct prov *p)
{
	if (p == NULL)
		return;
	for (unsigned r = 0; r < WAVE_VGPR_SLOTS; r++)
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
