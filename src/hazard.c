/* SPDX-License-Identifier: MIT */
/* Wait-state and s_waitcnt hazards; see hazard.h. The rules are those of
 * the GCN3 ISA guide's "Manually Inserted Wait States" table (4.3) that
 * apply to lanescope's instruction set, as the GPUOpen cross-lane article
 * restates them for DPP; GFX10+ resolves these in hardware (LLVM's
 * FeatureGFX10 carries FeatureNoDataDepHazard, "does not need SW
 * waitstates"), so they are checked on gfx803, gfx900, gfx90a and gfx942
 * only; s_waitcnt is checked on every target. The one RDNA rule left in
 * lanescope's instruction set is LLVM's VcmpxPermlaneHazard (gfx1010,
 * gfx11, gfx12): a v_permlane* right after a v_cmpx needs another VALU
 * between. gfx11's s_delay_alu is a scheduling hint (the hardware
 * interlocks anyway), so its absence is never a hazard. The waits of
 * gfx10-gfx12 (s_waitcnt_vscnt, s_wait_loadcnt, s_wait_dscnt...) retire
 * the counters their row names (ISA_WAIT_*). Pure: no I/O. */
#include "hazard.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "asm.h"
#include "exec.h"
#include "isa.h"

#define VCC_SLOT WAVE_NUM_SGPRS /* vcc_lo; vcc_hi is the next slot */

/* The counters an outstanding op is in: LDS (lgkmcnt, gfx12 dscnt),
 * vector memory loads (vmcnt, gfx12 loadcnt), and from gfx10 on vector
 * memory stores, which gfx10 moved to vscnt (gfx12 storecnt); on gfx8/9
 * vmcnt counts both. */
enum { CNT_LGKM, CNT_VM, CNT_VS };

void
hazard_init(struct hazard_state *h, unsigned target)
{
	memset(h, 0, sizeof *h);
	h->target = (uint8_t)target;
	/* asked on every line: looked up once */
	h->gcn = isa_features((enum isa_target)target)->hazard == ISA_HAZ_GCN;
	h->clock = 1; /* 0 in the *_end arrays means "never written" */
}

static bool
is_valu(const struct isa_info *info)
{
	return info->family == ISA_VOP1 || info->family == ISA_VOP2 ||
	    info->family == ISA_VOPC || info->family == ISA_VOP3;
}

static bool
is_permlane(const struct isa_info *info)
{
	return info->sem == SEM_PERMLANE16 || info->sem == SEM_PERMLANEX16 ||
	    info->sem == SEM_PERMLANE64 || info->sem == SEM_PERMLANE16_VAR ||
	    info->sem == SEM_PERMLANEX16_VAR;
}

/* A writer is remembered as its instruction id with the form in the top
 * bits, so messages can name it as written (v_mov_b32_dpp). */
#define WRITER(insn) ((uint16_t)((insn)->id | (insn)->form << 12))

static const char *
form_suffix(unsigned form)
{
	return form == FORM_DPP ? "_dpp" : form == FORM_DPP8 ? "_dpp" :
	    form == FORM_SDWA ? "_sdwa" : form == FORM_E64 ? "_e64" : "";
}

static const char *
writer_name(uint16_t w, char *buf, size_t size)
{
	snprintf(buf, size, "%s%s", isa_get((enum isa_id)(w & 0xfff))->name,
	    form_suffix(w >> 12));
	return buf;
}

/* The mnemonic as written in messages: the DPP form gets its suffix. */
static const char *
insn_name(const struct insn *insn, char *buf, size_t size)
{
	const char *name = isa_get((enum isa_id)insn->id)->name;
	const char *sfx = insn->form == FORM_E64 ? "" : form_suffix(insn->form);

	size_t n = strlen(name), m = strlen(sfx);
	if (n + m + 1 > size)
		n = m = 0;
	memcpy(buf, name, n);
	memcpy(buf + n, sfx, m);
	buf[n + m] = '\0';
	return buf;
}

/* Scalar slots an operand names: SGPR n, or the vcc halves. */
static unsigned
scalar_slots(const struct operand *op, unsigned *first)
{
	switch (op->kind) {
	case OPND_SGPR:
		*first = op->reg;
		return op->count ? op->count : 1;
	case OPND_VCC:
		*first = VCC_SLOT;
		return op->count ? op->count : 2;
	case OPND_VCC_LO:
		*first = VCC_SLOT;
		return 1;
	case OPND_VCC_HI:
		*first = VCC_SLOT + 1;
		return 1;
	default:
		return 0;
	}
}

static const char *
slot_name(unsigned slot, char *buf, size_t size)
{
	/* into buf: the caller prints buf (a vcc slot named nothing) */
	if (slot == VCC_SLOT)
		snprintf(buf, size, "vcc_lo");
	else if (slot == VCC_SLOT + 1)
		snprintf(buf, size, "vcc_hi");
	else
		snprintf(buf, size, "s%u", slot);
	return buf;
}

/* Wait states this instruction provides to the ones after it; s_nop's
 * count is SIMM16[3:0] (ISA3). */
static uint64_t
insn_states(const struct insn *insn, const struct isa_info *info)
{
	if (info->family == ISA_SOPP && info->sem == SEM_NOP)
		return (uint64_t)(insn->simm16 & 0xf) + 1;
	return 1;
}

static inline void
retire(struct hazard_state *h, unsigned counter, unsigned keep)
{
	unsigned younger = 0, o = 0;

	/* Keep the `keep` youngest ops of this counter, drop the rest. */
	for (unsigned i = h->npending; i-- > 0;)
		if (h->pending[i].counter == counter)
			younger++;
	if (younger <= keep)
		return; /* nothing to drop: no list to copy */
	for (unsigned i = 0; i < h->npending; i++) {
		struct hazard_pending *p = &h->pending[i];

		if (p->counter == counter && younger > keep) {
			younger--;
			continue;
		}
		h->pending[o++] = *p;
	}
	h->npending = o;
}

static inline void
add_pending(struct hazard_state *h, unsigned counter, const struct insn *insn,
    const struct operand *dst, long line)
{
	struct hazard_pending *p;

	if (h->npending == HAZARD_MAX_PENDING) {
		/* The hardware counters are smaller than this: the oldest
		 * op has long completed. */
		memmove(h->pending, h->pending + 1,
		    (HAZARD_MAX_PENDING - 1) * sizeof *h->pending);
		h->npending--;
	}
	p = &h->pending[h->npending++];
	p->counter = (uint8_t)counter;
	p->warned = false;
	p->id = insn->id;
	p->line = line;
	p->sgpr = dst != NULL && dst->kind == OPND_SGPR;
	/* an AGPR (gfx90a/gfx942 memory data) as its vgpr[] slot, the
	 * way the register lists name it */
	p->reg = dst != NULL && (exec_vector_kind(dst) || p->sgpr) ?
	    (p->sgpr ? dst->reg : exec_vslot(dst, 0)) : 0;
	p->count = dst != NULL && (exec_vector_kind(dst) || p->sgpr) ?
	    (dst->count ? dst->count : 1) : 0;
}

struct checker {
	struct hazard_state *h;
	const struct insn *insn;
	struct diag *out;
	unsigned n, max;
	char name[64];
};

static void
warn(struct checker *c, enum diag_kind kind, unsigned col, const char *fmt,
    ...) __attribute__((format(printf, 4, 5)));

static void
warn(struct checker *c, enum diag_kind kind, unsigned col, const char *fmt,
    ...)
{
	va_list ap;
	struct diag *d;

	if (c->n >= c->max)
		return;
	d = &c->out[c->n++];
	d->severity = DIAG_WARNING;
	d->kind = (uint8_t)kind;
	d->col = (uint16_t)(col ? col : c->insn->col ? c->insn->col : 1);
	d->len = 0;
	va_start(ap, fmt);
	vsnprintf(d->message, sizeof d->message, fmt, ap);
	va_end(ap);
}

/* Whether an outstanding result names registers not yet warned about:
 * the only ones check_pending_read can warn of (a store's or a
 * returnless atomic's entry names none), so without one the reads of
 * the instruction need not be listed. */
static bool
awaiting_registers(const struct hazard_state *h)
{
	for (unsigned i = 0; i < h->npending; i++)
		if (h->pending[i].count != 0 && !h->pending[i].warned)
			return true;
	return false;
}

/* A VGPR read waiting for an outstanding DS op or load, or an SGPR read
 * waiting for a scalar load (lgkmcnt, GCN3 ISA 4.4). */
static void
check_pending_read(struct checker *c, const struct reg_ref *op)
{
	struct hazard_state *h = c->h;
	unsigned cnt, col = c->insn->col;
	bool sgpr = op->kind == OPND_SGPR, placed = false;

	if (op->kind != OPND_VGPR && !sgpr)
		return;
	cnt = op->count ? op->count : 1;
	for (unsigned i = 0; i < h->npending; i++) {
		struct hazard_pending *p = &h->pending[i];
		unsigned younger = 0;

		if (p->warned || p->count == 0 || p->sgpr != sgpr ||
		    op->reg >= p->reg + p->count || p->reg >= op->reg + cnt)
			continue;
		/* the column of the operand that names the register (looked
		 * for only when there is a warning to place) */
		for (unsigned j = 0; j < 5 && !placed; j++) {
			const struct operand *o = j < 4 ? &c->insn->src[j]
							: &c->insn->dst;
			/* (a VGPR ref may be an AGPR operand's slot) */
			bool same = sgpr ? o->kind == op->kind &&
			    o->reg == op->reg : exec_vector_kind(o) &&
			    exec_vslot(o, 0) == op->reg;
			if (same)
				col = o->col;
			placed = same;
		}
		placed = true;
		for (unsigned j = i + 1; j < h->npending; j++)
			younger += h->pending[j].counter == p->counter;
		unsigned r = op->reg > p->reg ? op->reg : p->reg;
		/* gfx12 has no vmcnt/lgkmcnt: name its own waits */
		bool g12 = isa_features((enum isa_target)h->target)->enc >=
			   ISA_ENC_GFX12;
		warn(c, DIAG_WAITCNT, col, "%s reads %c%u before %s "
		    "(line %ld) has written it: %s%s%u%s is missing",
		    insn_name(c->insn, c->name, sizeof c->name),
		    sgpr ? 's' : wave_vgpr_letter(r), sgpr ? r :
		    wave_vgpr_number(r),
		    isa_get((enum isa_id)p->id)->name, p->line,
		    g12 ? "s_wait_" : "s_waitcnt ", p->counter == CNT_LGKM ?
		    (g12 ? "dscnt " : "lgkmcnt(") : (g12 ? "loadcnt " :
		    "vmcnt("), younger, g12 ? "" : ")");
		p->warned = true;
	}
}

/* Registers as check_states names them: a VGPR, a scalar slot, EXEC. */
#define REG_VGPR(n) ((int)(n))
#define REG_SLOT(n) (1000 + (int)(n))
#define REG_EXEC (-1)

static void
check_states(struct checker *c, uint64_t end, unsigned need, unsigned col,
    const char *what, int regid, long wline, unsigned wid)
{
	uint64_t have;
	char reg[16];

	if (end == 0)
		return;
	have = c->h->clock - end;
	if (have >= need)
		return;
	/* Only a warning pays for formatting names. */
	if (regid == REG_EXEC)
		snprintf(reg, sizeof reg, "exec");
	else if (regid >= REG_SLOT(0))
		slot_name((unsigned)(regid - REG_SLOT(0)), reg, sizeof reg);
	else
		snprintf(reg, sizeof reg, "v%d", regid);
	unsigned missing = need - (unsigned)have;
	char action[64];
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
	/* what is one of this file's literals with one %s: the register */
	snprintf(action, sizeof action, what, reg);
#pragma GCC diagnostic pop
	char wname[64];
	warn(c, DIAG_HAZARD, col, "%s %s %u wait state%s after %s (line %ld) "
	    "wrote %s; %u needed: %u missing (add %u v_nop or s_nop %u)",
	    insn_name(c->insn, c->name, sizeof c->name), action,
	    (unsigned)have, have == 1 ? "" : "s",
	    writer_name((uint16_t)wid, wname, sizeof wname), wline, reg, need,
	    missing, missing, missing - 1);
}

static void
check_scalar_read(struct checker *c, const struct operand *op,
    unsigned need, const char *what)
{
	unsigned first, n = scalar_slots(op, &first);

	for (unsigned s = first; s < first + n && s < WAVE_NUM_SGPRS + 2;
	    s++)
		check_states(c, c->h->sgpr_end[s], need, op->col, what,
		    REG_SLOT(s), c->h->sgpr_line[s], c->h->sgpr_id[s]);
}

/* Records that the VALU instruction insn (at line) writes ref, the
 * result ready at clock end. */
static void
note_write(struct hazard_state *h, const struct reg_ref *ref,
    const struct insn *insn, long line, uint64_t end)
{
	struct operand op = { 0 };
	unsigned first, n;

	switch (ref->kind) {
	case OPND_VGPR:
		n = ref->count ? ref->count : 1;
		for (unsigned r = ref->reg; r < ref->reg + n &&
		    r < WAVE_NUM_VGPRS; r++) {
			h->vgpr_end[r] = end;
			h->vgpr_line[r] = line;
			h->vgpr_id[r] = WRITER(insn);
		}
		return;
	case OPND_EXEC:
	case OPND_EXEC_LO:
	case OPND_EXEC_HI:
		h->exec_end = end;
		h->exec_line = line;
		h->exec_id = WRITER(insn);
		return;
	case OPND_SGPR:
		/* the ttmp and flat_scratch slots sit after s105 in sgpr[]
		 * (wave.h), where this file keeps vcc: no wait states are
		 * tracked for them */
		if (ref->reg >= WAVE_NUM_SGPRS)
			return;
		break;
	default:
		break;
	}
	op.kind = ref->kind;
	op.reg = ref->reg;
	op.count = ref->count;
	n = scalar_slots(&op, &first);
	for (unsigned s = first; s < first + n && s < WAVE_NUM_SGPRS + 2;
	    s++) {
		h->sgpr_end[s] = end;
		h->sgpr_line[s] = line;
		h->sgpr_id[s] = WRITER(insn);
	}
}

unsigned
hazard_check(struct hazard_state *h, const struct insn *insn, long line,
    struct diag *out, unsigned max)
{
	const struct isa_info *info = isa_get((enum isa_id)insn->id);
	struct checker c;
	bool gcn = h->gcn;
	bool valu = is_valu(info);

	/* not an initializer: that would clear the name's 64 bytes on
	 * every line, and only a warning writes it */
	c.h = h;
	c.insn = insn;
	c.out = out;
	c.n = 0;
	c.max = max;
	c.name[0] = '\0';
	/* Results of DS ops and loads read before their s_waitcnt. */
	if (info->sem == SEM_WAITCNT) {
		unsigned vm, exp, lgkm;

		if (h->npending == 0)
			goto checked; /* a wait with nothing to wait for */

		/* max value = no wait; the layout is the assembler's */
		if (!h->wc_known || h->wc_simm16 != insn->simm16) {
			asm_waitcnt_decode((enum isa_target)h->target,
			    insn->simm16, &vm, &exp, &lgkm);
			h->wc_known = true;
			h->wc_simm16 = insn->simm16;
			h->wc_vm = (uint8_t)vm;
			h->wc_lgkm = (uint8_t)lgkm;
		}
		retire(h, CNT_VM, h->wc_vm);
		retire(h, CNT_LGKM, h->wc_lgkm);
	} else if (info->sem == SEM_WAIT) {
		/* gfx10-gfx12's one-counter waits (branch mem13); the gfx12
		 * pairs carry loadcnt/storecnt in 13:8 and dscnt in 5:0.
		 * The gfx10 SOPK form with an SGPR waits for min(SGPR,
		 * N): lanescope takes N. */
		unsigned a = info->aux, n = insn->simm16;
		bool pair = (a & ISA_WAIT_DS) &&
		    (a & (ISA_WAIT_LOAD | ISA_WAIT_STORE));

		if (a & ISA_WAIT_LOAD)
			retire(h, CNT_VM, pair ? (n >> 8) & 0x3f : n);
		if (a & ISA_WAIT_STORE)
			retire(h, CNT_VS, pair ? (n >> 8) & 0x3f : n);
		if (a & ISA_WAIT_DS)
			retire(h, CNT_LGKM, pair ? n & 0x3f : n);
	} else if (awaiting_registers(h)) {
		struct reg_ref refs[STEP_MAX_REFS];
		unsigned n = exec_reads(insn, NULL, refs, STEP_MAX_REFS);

		/* what the instruction reads: the core's one description */
		for (unsigned i = 0; i < n; i++)
			check_pending_read(&c, &refs[i]);
	}
checked:

	if (gcn && valu && insn->form == FORM_DPP &&
	    insn->src[0].kind == OPND_VGPR) {
		/* VALU writes a VGPR -> DPP reads it: 2 (only the operand DPP
		 * reads matters: GPUOpen article). */
		unsigned cnt = insn->src[0].count ? insn->src[0].count : 1;

		for (unsigned r = insn->src[0].reg;
		    r < insn->src[0].reg + cnt && r < WAVE_NUM_VGPRS; r++)
			check_states(&c, h->vgpr_end[r], 2, insn->src[0].col,
			    "reads %s through DPP", REG_VGPR(r),
			    h->vgpr_line[r], h->vgpr_id[r]);
		/* VALU writes EXEC (v_cmpx) -> DPP: 5. */
		check_states(&c, h->exec_end, 5, insn->col, "runs DPP%.0s",
		    REG_EXEC, h->exec_line, h->exec_id);
	}
	if (valu && h->cmpx_last && is_permlane(info) &&
	    isa_features((enum isa_target)h->target)->cmpx_permlane_hazard) {
		/* v_cmpx -> v_permlane*: a VALU between (LLVM AMDGPU.td puts
		 * FeatureVcmpxPermlaneHazard on gfx1010, gfx11 and gfx12, not
		 * gfx1030; GCNHazardRecognizer fixVcmpxPermlaneHazards inserts
		 * a v_mov_b32 and does not count v_nop; Mesa ACO inserts a
		 * v_nop on gfx11 on, "unlike on GFX10". lanescope follows
		 * LLVM on gfx1010 and ACO from gfx11 on.) */
		bool gfx10 = isa_features((enum isa_target)h->target)->enc <
			     ISA_ENC_GFX11;
		char wname[64];

		warn(&c, DIAG_HAZARD, insn->col, "%s right after %s (line "
		    "%ld) with no VALU between: %s needs one (%s)",
		    insn_name(insn, c.name, sizeof c.name),
		    writer_name(h->cmpx_id, wname, sizeof wname),
		    h->cmpx_line, isa_target_name((enum isa_target)h->target),
		    gfx10 ? "not v_nop: e.g. v_mov_b32 v0, v0" :
		    "v_nop will do");
	}
	if (gcn && (info->sem == SEM_READLANE || info->sem == SEM_WRITELANE))
		/* VALU writes an SGPR or VCC -> v_readlane/v_writelane use
		 * it as the lane select: 4. */
		check_scalar_read(&c, &insn->src[1], 4,
		    "uses %s as its lane select");
	if (gcn && info->sem == SEM_VX && (info->aux == VX_DIV_FMAS_F32 ||
	    info->aux == VX_DIV_FMAS_F64)) {
		/* VALU writes VCC (v_div_scale, v_cmp) -> v_div_fmas reads it
		 * as its scale mask: 4 (GCN3 ISA 4.3; Vega ISA 4.5 too) */
		/* both halves are written together: vcc_lo stands for them */
		struct operand vcc = { .kind = OPND_VCC_LO,
			.col = insn->col };

		check_scalar_read(&c, &vcc, 4, "uses %s as its scale mask");
	}
	if (gcn && (info->family == ISA_MUBUF || info->family == ISA_GLOBAL ||
	    info->family == ISA_SCRATCH || info->family == ISA_MIMG))
		/* VALU writes an SGPR -> VMEM reads it: 5. */
		for (unsigned i = 1; i < 3; i++)
			check_scalar_read(&c, &insn->src[i], 5,
			    "reads %s");

	/* Record what this instruction leaves behind. */
	uint64_t end = h->clock + 1;
	if (valu) {
		struct reg_ref w[STEP_MAX_REFS];
		unsigned nw = exec_writes(insn, NULL, w, STEP_MAX_REFS);

		/* what the instruction writes: the core's one description */
		for (unsigned i = 0; i < nw; i++)
			note_write(h, &w[i], insn, line, end);
		if (info->sem != SEM_NOP || isa_features((enum isa_target)
		    h->target)->enc >= ISA_ENC_GFX11) {
			h->cmpx_last = info->family == ISA_VOPC &&
				       (info->flags & ISA_F_WRITES_EXEC);
			h->cmpx_line = line;
			h->cmpx_id = WRITER(insn);
		}
	}
	/* gfx12 counts scalar loads in kmcnt (s_wait_kmcnt), which this
	 * checker does not track */
	if (info->family == ISA_DS || (info->family == ISA_SMEM &&
	    isa_features((enum isa_target)h->target)->enc < ISA_ENC_GFX12))
		/* a scalar store, or an atomic without glc, writes no
		 * register: it is counted but nothing waits on it */
		add_pending(h, CNT_LGKM, insn, info->sem == SEM_S_STORE ||
		    (info->sem == SEM_S_ATOMIC && !insn->glc) ? NULL :
		    &insn->dst, line);
	else if (info->sem == SEM_LOAD || info->sem == SEM_IMAGE_LOAD ||
	    (isa_sem_atomic(info->sem) && insn->glc))
		add_pending(h, CNT_VM, insn, &insn->dst, line);
	else if (info->sem == SEM_STORE || info->sem == SEM_IMAGE_STORE ||
	    isa_sem_atomic(info->sem))
		add_pending(h, isa_features((enum isa_target)h->target)->enc >=
		    ISA_ENC_GFX10 ? CNT_VS : CNT_VM, insn, NULL, line);
	h->clock += insn_states(insn, info);
	return c.n;
}

void
hazard_skip(struct hazard_state *h)
{
	h->clock++;
}
