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
 * the counters their row names (ISA_WAIT_*). gfx90a and gfx942 add the
 * CDNA rules of LLVM's GCNHazardRecognizer for what lanescope runs (DOT
 * results; on gfx942 transcendental and half-register forwarding, VALU
 * SGPR writes read by a VALU, lane instructions after EXEC writes): see
 * check_cdna; every GCN target the table's wide-store-data row (see
 * check_store_data). Pure: no I/O. */
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
	const struct isa_features *ft = isa_features((enum isa_target)target);

	memset(h, 0, sizeof *h);
	h->target = (uint8_t)target;
	/* asked on every line: looked up once */
	h->gcn = ft->hazard == ISA_HAZ_GCN;
	h->clock = 1; /* 0 in the *_end arrays means "never written" */
	h->cdna = ft->gen == ISA_GEN_CDNA2 ? 1 : ft->gen == ISA_GEN_CDNA3 ? 2 :
	    0;
	if (h->cdna)
		h->extra_until = UINT64_MAX;
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

/* Whether an LDS instruction (which exec_reads lists by its operands
 * alone: address, data, a d16 load's destination, M0) certainly reads
 * no register awaiting_registers names: then there is nothing for
 * check_pending_read to find, and the list need not be made (on an
 * LDS-heavy batch, most lines follow an outstanding ds_read). A
 * superset test: each operand field counts as at least 4 registers,
 * the widest LDS element, and anything it meets lists the reads. */
static bool
lds_reads_none_pending(const struct hazard_state *h,
    const struct insn *insn, const struct isa_info *info)
{
	if (!ISA_SEM_IS_LDS(info->sem))
		return false;
	for (unsigned j = 0; j < 4; j++) {
		const struct operand *o = j < 3 ? &insn->src[j] : &insn->dst;
		bool sgpr = o->kind == OPND_SGPR;
		unsigned reg, cnt = o->count > 4 ? o->count : 4;

		if (!sgpr && !exec_vector_kind(o))
			continue;
		reg = sgpr ? o->reg : exec_vslot(o, 0);
		for (unsigned i = 0; i < h->npending; i++) {
			const struct hazard_pending *p = &h->pending[i];

			if (p->count != 0 && !p->warned && p->sgpr == sgpr &&
			    reg < (unsigned)p->reg + p->count &&
			    p->reg < reg + cnt)
				return false;
		}
	}
	return true;
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

/* ---- CDNA2/CDNA3 (gfx90a, gfx942; branch s9-16haz) ----
 * The rules LLVM's GCNHazardRecognizer (the copy of llvm-project's
 * main branch) applies on these targets to instructions lanescope runs,
 * restated. The MAI rules are not among them: on gfx90a and gfx942,
 * checkMAIHazards90A returns at once unless the instruction is an MFMA,
 * and checkMAILdStHazards (v_accvgpr_read/write next to a VALU or a
 * load) runs on gfx908 only, so an ordinary VALU and v_accvgpr_read,
 * v_accvgpr_write or v_accvgpr_mov need no wait states between them;
 * MFMA itself is refused as not modelled. Not wait states either, so
 * not here: gfx90a's 64-bit shift whose amount is in the last VGPR of an
 * 8-VGPR block (fixShift64HighRegBug, which renames registers). LLVM 19
 * also pads after a VOP3P whose src0 op_sel_hi bit is set (the default):
 * that bit sits where checkVALUHazards looks for the VOP3 destination
 * op_sel, so it reads as a half-register write; packed results are whole
 * registers, and lanescope does not warn there. */

static bool
is_dot(const struct isa_info *info)
{
	/* LLVM's DOT flag marks exactly the v_dot* rows: the VOP3P dots and
	 * the VOP2 dot*c that accumulate into d */
	const char *n = info->name;

	/* asked of every VALU on gfx90a/gfx942: no library call */
	return n[0] == 'v' && n[1] == '_' && n[2] == 'd' && n[3] == 'o' &&
	    n[4] == 't';
}

/* LLVM's TRANS flag (VOP1Instructions.td): the transcendental unit's
 * VOP1 instructions, which on gfx942 run beside the other VALUs. */
static bool
is_trans(const struct isa_info *info)
{
	if (info->sem != SEM_VX)
		return false;
	switch (info->aux) {
	case VX_RCP_F32: case VX_RCP_IFLAG_F32: case VX_RSQ_F32:
	case VX_SQRT_F32: case VX_EXP_F32: case VX_LOG_F32:
	case VX_SIN_F32: case VX_COS_F32:
	case VX_RCP_F64: case VX_RSQ_F64: case VX_SQRT_F64:
	case VX_RCP_F16: case VX_SQRT_F16: case VX_RSQ_F16:
	case VX_LOG_F16: case VX_EXP_F16: case VX_SIN_F16: case VX_COS_F16:
	case VX_EXP_LEGACY_F32: case VX_LOG_LEGACY_F32:
		return true;
	default:
		return false;
	}
}

/* Writes one half of its destination VGPR: an SDWA dst_sel other than
 * DWORD, or a VOP3 op_sel with the destination bit (checkVALUHazards,
 * hasDstSelForwardingHazard). */
static bool
writes_half(const struct insn *insn, const struct isa_info *info)
{
	if (insn->form == FORM_SDWA)
		return insn->dst_sel != SDWA_DWORD;
	return (info->flags & ISA_F_OPSEL) && !(info->flags & ISA_F_VOP3P) &&
	    (insn->op_sel & ISA_OPSEL_DST);
}

static bool
in_vgprs(const struct operand *op, unsigned r)
{
	return op->kind == OPND_VGPR && r >= op->reg &&
	    r < op->reg + (op->count ? op->count : 1u);
}

/* The column of the operand that names register reg of kind, else the
 * mnemonic's. */
static unsigned
ref_col(const struct insn *insn, unsigned kind, unsigned reg)
{
	for (unsigned j = 0; j < 4; j++)
		if (insn->src[j].kind == kind && insn->src[j].reg == reg)
			return insn->src[j].col;
	if (insn->dst.kind == kind && insn->dst.reg == reg)
		return insn->dst.col;
	return insn->col;
}

/* A DOT result read or overwritten too soon (checkMAIVALUHazards, gfx90a
 * and gfx942): another opcode reading it (a VALU or a vector memory
 * instruction) needs 3 wait states, the same opcode reading it as src0
 * or src1 needs 3 and as its accumulator (src2, or d of a v_dot*c) none;
 * another opcode writing it needs 3. Opcode means LLVM's: the same row in
 * the same encoding (WRITER). Returns whether it warned. */
static bool
check_dot(struct checker *c, unsigned r, unsigned col, bool write)
{
	struct hazard_state *h = c->h;
	uint16_t w = h->vgpr_id[r];
	unsigned before = c->n;

	if (h->vgpr_end[r] == 0 || !is_dot(isa_get((enum isa_id)(w & 0xfff))))
		return false;
	if (w == WRITER(c->insn) && (write || (!in_vgprs(&c->insn->src[0],
	    r) && !in_vgprs(&c->insn->src[1], r))))
		return false;
	check_states(c, h->vgpr_end[r], 3, col, write ? "overwrites %s" :
	    "reads %s", REG_VGPR(r), h->vgpr_line[r], w);
	return c->n > before;
}

/* gfx942 (checkVALUHazards, the gfx940 part): a VALU reading, the next
 * instruction, what a transcendental wrote (hasTransForwardingHazard;
 * not when the reader is one too) or what a half-register write wrote
 * (hasDstSelForwardingHazard) needs 1 wait state. */
static bool
check_forward(struct checker *c, const struct isa_info *info, unsigned r,
    unsigned col)
{
	struct hazard_state *h = c->h;
	unsigned before = c->n;

	if (h->fwd_end != h->clock || r < h->fwd_reg ||
	    r >= h->fwd_reg + h->fwd_count || (h->fwd_trans &&
	    is_trans(info)))
		return false;
	check_states(c, h->fwd_end, 1, col, h->fwd_trans ? "reads %s, a "
	    "transcendental result," : "reads %s, a half-register write,",
	    REG_VGPR(r), h->fwd_line, h->fwd_id);
	return c->n > before;
}

/* The CDNA rules for insn, called only while one can fire (extra_until):
 * its VGPR reads and writes against DOT results and gfx942's forwarded
 * results, and on gfx942 its scalar reads against VALU writes
 * (hasVDecCoExecHazard: a VALU reading an SGPR or VCC a VALU wrote needs
 * 2 wait states; the lane select of v_readlane/v_writelane and the mask
 * of v_div_fmas have their own, longer, GCN rules). */
static void
check_cdna(struct checker *c, const struct isa_info *info, bool valu)
{
	struct hazard_state *h = c->h;
	const struct insn *insn = c->insn;
	struct reg_ref refs[STEP_MAX_REFS];
	unsigned n;

	if (!valu && !isa_is_vector_memory(info))
		return;
	n = exec_reads(insn, NULL, refs, STEP_MAX_REFS);
	for (unsigned i = 0; i < n; i++) {
		const struct reg_ref *f = &refs[i];
		unsigned cnt = f->count ? f->count : 1, first;

		/* kept lanes and an SDWA-preserved half are no operand
		 * LLVM reads; v_dot*c's accumulator d is */
		if ((f->role == REF_KEPT || f->role == REF_OLD) &&
		    !(info->flags & ISA_F_READS_DST))
			continue;
		if (f->kind == OPND_VGPR) {
			unsigned col = ref_col(insn, OPND_VGPR, f->reg);
			bool dot = false, fwd = false;

			for (unsigned r = f->reg; r < f->reg + cnt &&
			    r < WAVE_NUM_VGPRS; r++) {
				if (!dot)
					dot = check_dot(c, r, col, false);
				if (!fwd && valu && h->cdna == 2)
					fwd = check_forward(c, info, r, col);
			}
			continue;
		}
		if (h->cdna != 2 || !valu)
			continue;
		if (((info->sem == SEM_READLANE ||
		    info->sem == SEM_WRITELANE) && f->kind ==
		    insn->src[1].kind && f->reg == insn->src[1].reg) ||
		    (info->sem == SEM_VX && (info->aux == VX_DIV_FMAS_F32 ||
		    info->aux == VX_DIV_FMAS_F64) && f->kind == OPND_VCC))
			continue;
		struct operand op = { .kind = f->kind, .reg = f->reg,
			.count = f->count,
			.col = (uint16_t)ref_col(insn, f->kind, f->reg) };
		unsigned ns = scalar_slots(&op, &first), before = c->n;

		for (unsigned s = first; s < first + ns &&
		    s < WAVE_NUM_SGPRS + 2 && c->n == before; s++)
			check_states(c, h->sgpr_end[s], 2, op.col, "reads %s",
			    REG_SLOT(s), h->sgpr_line[s], h->sgpr_id[s]);
	}
	/* what it writes over a DOT result (loads too) */
	if (insn->dst.kind == OPND_VGPR) {
		unsigned cnt = insn->dst.count ? insn->dst.count : 1;

		for (unsigned r = insn->dst.reg; r < insn->dst.reg + cnt &&
		    r < WAVE_NUM_VGPRS; r++)
			if (check_dot(c, r, insn->dst.col, true))
				break;
	}
}

/* gfx942's lane instructions (checkVALUHazards, hasVDecCoExecHazard):
 * v_readlane/v_readfirstlane reading a VGPR the previous VALU wrote needs
 * 1 wait state, and all of them with v_writelane 4 after a VALU wrote
 * EXEC. */
static __attribute__((noinline)) void
check_cdna3_lane(struct checker *c, const struct isa_info *info)
{
	struct hazard_state *h = c->h;
	const struct operand *s0 = &c->insn->src[0];

	if (info->sem != SEM_WRITELANE && s0->kind == OPND_VGPR &&
	    s0->reg < WAVE_NUM_VGPRS)
		check_states(c, h->vgpr_end[s0->reg], 1, s0->col, "reads %s",
		    REG_VGPR(s0->reg), h->vgpr_line[s0->reg],
		    h->vgpr_id[s0->reg]);
	check_states(c, h->exec_end, 4, c->insn->col, "runs%.0s", REG_EXEC,
	    h->exec_line, h->exec_id);
}

/* Whether a VALU may write an SGPR or VCC: a superset (VOPC, carry-out,
 * a scalar destination) that spares asking exec_writes of most VALUs. */
static bool
may_write_scalar(const struct insn *insn, const struct isa_info *info)
{
	return info->family == ISA_VOPC || (info->flags & ISA_F_CARRY_OUT) ||
	    insn->sdst.kind != OPND_NONE || (insn->dst.kind != OPND_VGPR &&
	    insn->dst.kind != OPND_NONE);
}

/* Records what the CDNA rules need of the VALU insn at line, its
 * results ready at end. */
static void
note_cdna(struct hazard_state *h, const struct insn *insn,
    const struct isa_info *info, long line, uint64_t end)
{
	uint64_t until = 0;

	if (is_dot(info))
		until = end + 3;
	if (h->cdna == 2) {
		bool trans = is_trans(info);
		struct reg_ref w[STEP_MAX_REFS];
		unsigned nw = may_write_scalar(insn, info) ?
		    exec_writes(insn, NULL, w, STEP_MAX_REFS) : 0;

		for (unsigned i = 0; i < nw; i++)
			if (w[i].kind != OPND_VGPR && w[i].kind != OPND_EXEC &&
			    w[i].kind != OPND_EXEC_LO &&
			    w[i].kind != OPND_EXEC_HI && until < end + 2)
				until = end + 2; /* an SGPR or VCC */
		if ((trans || writes_half(insn, info)) &&
		    insn->dst.kind == OPND_VGPR) {
			h->fwd_end = end;
			h->fwd_trans = trans;
			h->fwd_reg = insn->dst.reg;
			h->fwd_count = insn->dst.count ? insn->dst.count : 1;
			h->fwd_id = WRITER(insn);
			h->fwd_line = line;
			if (until < end + 1)
				until = end + 1;
		}
	}
	if (until > h->cdna_until)
		h->cdna_until = until;
}

/* ---- Store data overwritten too soon (every GCN target) ----
 * The GCN3 guide's table 4.3 row "VMEM store with more than 64 bits of
 * data, then a VALU writing those VGPRs": 1 wait state. LLVM's
 * checkVALUHazardsHelper (with createsVALUHazard) needs 2 on the gfx940
 * family, counts atomics with such data too, and leaves out MUBUF with
 * an SGPR soffset and MIMG with a 256-bit resource (lanescope's only
 * kind). */

/* The data VGPRs of a store (or atomic) that makes this hazard, or NULL. */
static const struct operand *
wide_store_data(const struct insn *insn, const struct isa_info *info)
{
	const struct operand *d;
	unsigned so = insn->src[2].kind;

	if (info->family != ISA_MUBUF && info->family != ISA_FLAT &&
	    info->family != ISA_GLOBAL && info->family != ISA_SCRATCH)
		return NULL;
	if (info->sem == SEM_STORE)
		d = &insn->src[3];
	else if (isa_sem_atomic(info->sem))
		/* an atomic's one vdata may sit in dst (exec_mem.c) */
		d = insn->src[3].kind != OPND_NONE ? &insn->src[3] :
		    &insn->dst;
	else
		return NULL;
	if (d->kind != OPND_VGPR || d->count <= 2)
		return NULL;
	if (info->family == ISA_MUBUF && so != OPND_CONST &&
	    so != OPND_LITERAL && so != OPND_NONE)
		return NULL; /* an SGPR (or other register) soffset */
	return d;
}

static __attribute__((noinline)) void
note_store(struct hazard_state *h, const struct insn *insn,
    const struct isa_info *info, long line, uint64_t end)
{
	const struct operand *d;
	unsigned need = h->cdna == 2 ? 2 : 1;

	if (isa_features((enum isa_target)h->target)->hazard != ISA_HAZ_GCN ||
	    (d = wide_store_data(insn, info)) == NULL)
		return;
	h->store[1] = h->store[0];
	h->store[0].end = end;
	h->store[0].reg = d->reg;
	h->store[0].count = d->count;
	h->store[0].id = WRITER(insn);
	h->store[0].line = line;
	if (end + need > h->store_until)
		h->store_until = end + need;
	if (end + need > h->extra_until)
		h->extra_until = end + need;
}

/* A VALU writing w[0..nw) over the data of a recent wide store. */
static void
check_store_data(struct checker *c, const struct reg_ref *w, unsigned nw)
{
	struct hazard_state *h = c->h;
	unsigned need = h->cdna == 2 ? 2 : 1;

	for (unsigned k = 0; k < 2; k++) {
		const struct hazard_store *st = &h->store[k];
		uint64_t have = h->clock - st->end;

		if (st->end == 0 || have >= need)
			continue;
		for (unsigned i = 0; i < nw; i++) {
			unsigned cnt = w[i].count ? w[i].count : 1;
			unsigned lo = w[i].reg > st->reg ? w[i].reg : st->reg;
			unsigned missing = need - (unsigned)have;
			char wname[64];

			if (w[i].kind != OPND_VGPR || w[i].reg >= st->reg +
			    st->count || st->reg >= w[i].reg + cnt)
				continue;
			warn(c, DIAG_HAZARD, ref_col(c->insn, OPND_VGPR,
			    w[i].reg), "%s overwrites v%u %u wait state%s "
			    "after %s (line %ld) stored it; %u needed: %u "
			    "missing (add %u v_nop or s_nop %u)",
			    insn_name(c->insn, c->name, sizeof c->name), lo,
			    (unsigned)have, have == 1 ? "" : "s",
			    writer_name(st->id, wname, sizeof wname),
			    st->line, need, missing, missing, missing - 1);
			return;
		}
	}
}

/* The rules behind extra_until: the CDNA ones, which also note what
 * this line leaves behind for them, and the store data. This and the
 * other rare paths are noinline: inlined, they cost hazard_check's
 * common path registers and instructions (callgrind, gfx900 lines). */
static __attribute__((noinline)) void
check_extra(struct checker *c, const struct isa_info *info, bool valu,
    long line)
{
	struct hazard_state *h = c->h;
	struct reg_ref w[STEP_MAX_REFS];
	unsigned nw = 0;

	if (valu && h->store_until > h->clock)
		nw = exec_writes(c->insn, NULL, w, STEP_MAX_REFS);
	if (h->cdna) {
		if (h->cdna_until > h->clock)
			check_cdna(c, info, valu);
		if (h->cdna == 2 && (info->sem == SEM_READLANE ||
		    info->sem == SEM_READFIRSTLANE ||
		    info->sem == SEM_WRITELANE))
			check_cdna3_lane(c, info);
	}
	if (valu && h->store_until > h->clock)
		check_store_data(c, w, nw);
	/* what this line leaves for the CDNA rules (nothing reads it
	 * before the next line) */
	if (valu && h->cdna)
		note_cdna(h, c->insn, info, line, h->clock + 1);
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
	} else if (awaiting_registers(h) &&
	    !lds_reads_none_pending(h, insn, info)) {
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
	if (h->extra_until > h->clock)
		check_extra(&c, info, valu, line);
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
	    (isa_sem_atomic(info->sem) && insn->glc)) {
		add_pending(h, CNT_VM, insn, &insn->dst, line);
		if (info->sem != SEM_LOAD)
			note_store(h, insn, info, line, end);
	} else if (info->sem == SEM_STORE || info->sem == SEM_IMAGE_STORE ||
	    isa_sem_atomic(info->sem)) {
		add_pending(h, isa_features((enum isa_target)h->target)->enc >=
		    ISA_ENC_GFX10 ? CNT_VS : CNT_VM, insn, NULL, line);
		note_store(h, insn, info, line, end);
	}
	h->clock += insn_states(insn, info);
	return c.n;
}

void
hazard_skip(struct hazard_state *h)
{
	h->clock++;
}
