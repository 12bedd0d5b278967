/* SPDX-License-Identifier: MIT */
/* llvm-mc syntax parser, the instruction: mnemonic and operand layout
 * from the table row. Pure: no I/O, no allocation. A line's class
 * (label, directive, command) is in asm_line.c, the checks llvm-mc makes
 * and the encoding-form choice in asm_check.c, modifiers in
 * asm_modifier.c, operands in asm_operand.c, printing in asm_print.c. */
#include "asm.h"

#include <stdio.h>
#include <string.h>

#include "asm_int.h"
#include "mnemonics.h"

/* What an operand slot accepts. */
#define A_V    0x01u /* VGPR */
#define A_S    0x02u /* SGPR or scalar special register (vcc, m0, exec...) */
#define A_C    0x04u /* inline constant */
#define A_L    0x08u /* literal */
#define A_MASK 0x10u /* a lane mask: vcc or SGPR pair (vcc_lo/SGPR wave32) */
#define A_OFF  0x20u /* `off` */
#define A_A    0x40u /* AGPR (gfx90a/gfx942 accumulation register) */
#define A_DATA 0x80u /* a memory row's vector data or returned value: an
		      * AGPR too on gfx90a/gfx942 (one acc bit names the
		      * file of all of them, so check_data_file wants one) */
#define A_VD   (A_V | A_DATA)
#define A_SRC  (A_V | A_S | A_C | A_L)

struct slot {
	struct operand *o;
	uint8_t accept;
	uint8_t count; /* registers expected; 0 = any */
};

static const struct suffix {
	const char *text;
	uint8_t len;
	uint8_t form;
} suffixes[] = { /* name_suffix() relies on this order */
	{ "_e32", 4, FORM_E32 },
	{ "_e64", 4, FORM_E64 },
	{ "_dpp", 4, FORM_DPP },
	{ "_sdwa", 5, FORM_SDWA },
};

/* The form suffix the (lowercased) name ends with, or NULL. The last
 * letter tells which one it could be: one compare per name. */
static const struct suffix *
name_suffix(const char *name, size_t len)
{
	const struct suffix *x;
	size_t sl;

	if (len == 0)
		return NULL;
	switch (name[len - 1]) {
	case '2':
		x = &suffixes[0];
		break;
	case '4':
		x = &suffixes[1];
		break;
	case 'p':
		x = &suffixes[2];
		break;
	case 'a':
		x = &suffixes[3];
		break;
	default:
		return NULL;
	}
	sl = x->len;
	if (len <= sl)
		return NULL;
	for (size_t k = 0; k < sl; k++)
		if (name[len - sl + k] != x->text[k])
			return NULL;
	return x;
}

/* Data dwords per lane of a memory row (AUX holds bytes per lane). */
static unsigned
mem_dwords(const struct isa_info *row)
{
	return isa_mem_data_dwords(row->sem, row->aux);
}

static unsigned top_commas(const struct cursor *c);

/* A global/flat atomic written with its returned-value VGPR first: one
 * comma more than the form without it (vaddr, vdata[, saddr]). */
static bool
flat_atomic_returns(const struct cursor *c)
{
	return top_commas(c) >= (c->row->family == ISA_GLOBAL ? 3u : 2u);
}

/* The operands of an LDS memory row, in llvm-mc's order: the returned
 * data (dst), the address (src[0]), data0 (src[1]) and data1 (src[2]).
 * ds_append/consume and the addtid forms have no address VGPR. */
static unsigned
lds_layout(const struct isa_info *r, struct insn *in, struct slot *sl)
{
	struct isa_lds_shape sh;
	unsigned n = 0;

	isa_lds_shape(r, &sh);
#define SLOT(op, acc, cnt) \
	(sl[n].o = (op), sl[n].accept = (acc), sl[n].count = (cnt), n++)
	if (sh.dst_regs)
		SLOT(&in->dst, A_VD, sh.dst_regs);
	if (sh.addr)
		SLOT(&in->src[0], A_V, 1);
	for (unsigned k = 0; k < sh.ndata; k++)
		SLOT(&in->src[1 + k], A_VD, sh.data_regs);
#undef SLOT
	return n;
}

static bool
gfx10_cmpx(const struct cursor *c)
{
	return c->row->family == ISA_VOPC &&
	       (c->row->flags & ISA_F_WRITES_EXEC) && c->ft->cmpx_exec_only;
}

/* The operand list of the row, in the order the text gives it. */
static unsigned
layout(struct cursor *c, struct slot *sl)
{
	const struct isa_info *r = c->row;
	struct insn *in = c->in;
	unsigned n = 0, w = 1;

#define SLOT(op, acc, cnt) \
	(sl[n].o = (op), sl[n].accept = (acc), sl[n].count = (cnt), n++)
	/* cache control (buffer_wbinvl1, s_dcache_inv...): no operand */
	if (r->sem == SEM_NOP && (r->flags & ISA_F_NO_EFFECT))
		return 0;
	switch (r->family) {
	case ISA_VOP1:
		if (r->sem == SEM_NOP)
			break;
		if (r->sem == SEM_ACCVGPR) {
			/* v_accvgpr_mov_b32 aN, aM */
			SLOT(&in->dst, A_A, 1);
			SLOT(&in->src[0], A_A, 1);
			break;
		}
		if (r->sem == SEM_READFIRSTLANE) {
			SLOT(&in->dst, A_S, 1);
			SLOT(&in->src[0], A_V, 1);
			break;
		}
		SLOT(&in->dst, A_V, r->flags & ISA_F_D64 ? 2 : 1);
		/* v_permlane64 reads a VGPR only (llvm-mc 19); v_swap_b32
		 * writes its s0, a VGPR too */
		SLOT(&in->src[0], r->sem == SEM_PERMLANE64 ||
		    r->sem == SEM_V_SWAP || (r->sem == SEM_V_MOVREL &&
		    r->aux != VMR_D) ? A_V : A_SRC,
		    r->flags & ISA_F_S0_64 ? 2 : 1);
		break;
	case ISA_VOP2:
		if (r->flags & ISA_F_VOP2_K) {
			/* K is a constant of any spelling (asm_finish makes
			 * it the literal dword); the other source after s0
			 * is the vsrc1 VGPR */
			SLOT(&in->dst, A_V, 1);
			SLOT(&in->src[0], A_SRC, 1);
			SLOT(&in->src[1], (r->flags & ISA_F_K_MID) ?
			    A_C | A_L : A_V, 1);
			SLOT(&in->src[2], (r->flags & ISA_F_K_MID) ? A_V :
			    A_C | A_L, 1);
			break;
		}
		SLOT(&in->dst, A_V, r->flags & ISA_F_D64 ? 2 : 1);
		if (r->flags & ISA_F_CARRY_OUT)
			SLOT(&in->sdst, A_MASK, 0);
		SLOT(&in->src[0], A_SRC, r->flags & ISA_F_S0_64 ? 2 : 1);
		SLOT(&in->src[1], A_SRC, r->flags & ISA_F_S1_64 ? 2 : 1);
		if (r->flags & ISA_F_CARRY_IN)
			SLOT(&in->src[3], A_MASK, 0);
		break;
	case ISA_VOPC:
		if (!gfx10_cmpx(c))
			SLOT(&in->sdst, A_MASK, 0);
		SLOT(&in->src[0], A_SRC, r->flags & ISA_F_S0_64 ? 2 : 1);
		SLOT(&in->src[1], A_SRC, r->flags & ISA_F_S1_64 ? 2 : 1);
		break;
	case ISA_VOP3:
		switch (r->sem) {
		case SEM_ACCVGPR:
			/* llvm-mc 19: write takes a VGPR, an SGPR or an
			 * inline constant, no literal; read an AGPR */
			if (r->aux == ACC_WRITE) {
				SLOT(&in->dst, A_A, 1);
				SLOT(&in->src[0], A_V | A_S | A_C, 1);
			} else {
				SLOT(&in->dst, A_V, 1);
				SLOT(&in->src[0], A_A, 1);
			}
			break;
		case SEM_READLANE:
			SLOT(&in->dst, A_S, 1);
			SLOT(&in->src[0], A_V, 1);
			SLOT(&in->src[1], A_S | A_C, 1);
			break;
		case SEM_WRITELANE:
			SLOT(&in->dst, A_V, 1);
			SLOT(&in->src[0], A_S | A_C | A_L, 1);
			SLOT(&in->src[1], A_S | A_C, 1);
			break;
		case SEM_PERMLANE16:
		case SEM_PERMLANEX16:
			SLOT(&in->dst, A_V, 1);
			SLOT(&in->src[0], A_V, 1);
			/* llvm-mc 14 refuses literals here. */
			SLOT(&in->src[1], A_S | A_C, 1);
			SLOT(&in->src[2], A_S | A_C, 1);
			break;
		case SEM_PERMLANE16_VAR:
		case SEM_PERMLANEX16_VAR:
			SLOT(&in->dst, A_V, 1);
			SLOT(&in->src[0], A_V, 1);
			SLOT(&in->src[1], A_V, 1);
			break;
		case SEM_S_FLOAT:
			/* gfx12 v_s_exp_f32...: scalar in, scalar out */
			SLOT(&in->dst, A_S, 1);
			SLOT(&in->src[0], A_S | A_C | A_L, 1);
			break;
		default:
			SLOT(&in->dst, A_V, isa_vop_regs(r->flags, 3));
			if (r->flags & ISA_F_CARRY_OUT)
				SLOT(&in->sdst, A_MASK, 0); /* VOP3b */
			SLOT(&in->src[0], A_SRC, r->flags & ISA_F_S0_64 ? 2 : 1);
			SLOT(&in->src[1], A_SRC, r->flags & ISA_F_S1_64 ? 2 : 1);
			/* a 128-bit s2 is VGPRs only (llvm-mc 19 refuses
			 * SGPRs and constants there) */
			if (r->sem == SEM_FMA_F32 || (r->flags & ISA_F_SRC3))
				SLOT(&in->src[2], (r->flags & ISA_F_X4) ?
				    A_V : A_SRC, isa_vop_regs(r->flags, 2));
			/* v_cndmask_b16: its mask, in the src2 field */
			if (r->flags & ISA_F_CARRY_IN)
				SLOT(&in->src[3], A_MASK, 0);
		}
		break;
	case ISA_SOPC:
		w = asm_operand_bits(r) == 64 ? 2 : 1;
		SLOT(&in->src[0], A_S | A_C | A_L, (uint8_t)w);
		/* s_bitcmp*_b64 names the bit with a 32-bit operand */
		SLOT(&in->src[1], A_S | A_C | A_L, (uint8_t)(r->sem ==
		    SEM_S_CMP ? w : 1));
		break;
	case ISA_SOP1:
	case ISA_SOP2:
		w = asm_operand_bits(r) == 64 ? 2 : 1;
		if (r->sem == SEM_S_GPR_IDX) {
			/* s_set_gpr_idx_idx: s0 only (read_gpr_idx) */
			SLOT(&in->src[0], A_S | A_C | A_L, 1);
			break;
		}
		if (r->sem == SEM_S_HINT) {
			/* s_barrier_signal: a barrier number, no d: an
			 * inline constant or m0 (llvm-mc 19; asm_finish) */
			SLOT(&in->src[0], A_S | A_C |
			    (c->row == &isa_table[S_SLEEP_VAR] ? A_L : 0), 1);
			break;
		}
		if (r->sem == SEM_S_PC) {
			/* an SGPR pair each: the return address written,
			 * the address jumped to */
			if (r->aux & ISA_PC_GET)
				SLOT(&in->dst, A_S, 2);
			if (r->aux & ISA_PC_SET)
				SLOT(&in->src[0], A_S, 2);
			break;
		}
		if (r->sem == SEM_S_OP1) {
			/* 32-bit counts of 64-bit sources, 32-bit bit
			 * numbers into 64-bit d (isa_s1_dst32/src32) */
			SLOT(&in->dst, A_S, (uint8_t)(isa_s1_dst32(r->aux) ?
			    1 : w));
			SLOT(&in->src[0], A_S | A_C | A_L,
			    (uint8_t)(isa_s1_src32(r->aux) ? 1 : w));
			break;
		}
		if (r->sem == SEM_S_MOVREL && r->aux == MR_S) {
			/* the indexed source is a register (branch
			 * sop16c) */
			SLOT(&in->dst, A_S, (uint8_t)w);
			SLOT(&in->src[0], A_S, (uint8_t)w);
			break;
		}
		if (r->flags & ISA_F_VOP2_K) {
			/* gfx12 s_fmamk_f32 d, s0, K, s1 and s_fmaak_f32 d,
			 * s0, s1, K: K a constant of any spelling
			 * (asm_finish makes it the literal dword) */
			SLOT(&in->dst, A_S, 1);
			SLOT(&in->src[0], A_S | A_C | A_L, 1);
			SLOT(&in->src[1], (r->flags & ISA_F_K_MID) ?
			    A_C | A_L : A_S | A_C | A_L, 1);
			SLOT(&in->src[2], (r->flags & ISA_F_K_MID) ?
			    A_S | A_C | A_L : A_C | A_L, 1);
			break;
		}
		SLOT(&in->dst, A_S, (uint8_t)w);
		/* 64-bit shifts and bit fields take a 32-bit s1 (s_bfm_b64
		 * two): ISA_SALU_* in AUX */
		SLOT(&in->src[0], A_S | A_C | A_L, (uint8_t)(w == 2 &&
		    r->family == ISA_SOP2 && r->aux == ISA_SALU_SRCS_32 ?
		    1 : w));
		if (r->family == ISA_SOP2)
			SLOT(&in->src[1], A_S | A_C | A_L, (uint8_t)(w == 2 &&
			    r->aux != 0 ? 1 : w));
		break;
	case ISA_DS:
		if (ISA_SEM_IS_LDS(r->sem)) {
			n = lds_layout(r, in, sl);
			break;
		}
		if (r->sem == SEM_NOP)
			break; /* ds_nop takes no operand */
		SLOT(&in->dst, A_VD, 1);
		SLOT(&in->src[0], A_V, 1);
		if (r->sem != SEM_DS_SWIZZLE)
			SLOT(&in->src[1], A_VD, 1);
		break;
	case ISA_SMEM:
		/* the hints: N (to simm16), sbase unless PC-relative, and
		 * the offset; gfx12's prefetch has offset, soffset and N
		 * (check_memory moves the numbers) */
		if (r->sem == SEM_S_HINT) {
			uint8_t nb = r->aux & ISA_SMEM_BUFFER ? 4 : 2;
			if (r->aux & ISA_SMH_PROBE)
				SLOT(&in->dst, A_C | A_L, 1);
			if (!(r->aux & ISA_SMH_PC_REL))
				SLOT(&in->src[0], A_S, nb);
			if (r->aux & ISA_SMH_PREFETCH) {
				SLOT(&in->src[2], A_C | A_L, 1);
				SLOT(&in->src[1], A_S, 1);
				SLOT(&in->dst, A_C | A_L, 1);
			} else {
				SLOT(&in->src[1], A_S | A_C | A_L, 1);
			}
			break;
		}
		/* the offset: an SGPR or m0 (soffset), or a number that
		 * check_memory moves into mem_offset */
		SLOT(&in->dst, A_S, (uint8_t)isa_smem_sdata(r->sem, r->aux));
		SLOT(&in->src[0], A_S, (uint8_t)(r->aux & ISA_SMEM_BUFFER ?
		    4 : 2));
		SLOT(&in->src[1], A_S | A_C | A_L, 1);
		break;
	case ISA_MUBUF:
		if (r->flags & ISA_F_LDS_DMA)
			; /* LDS DMA: the data is in LDS, no VGPR */
		else if (r->sem == SEM_LOAD)
			SLOT(&in->dst, A_VD, (uint8_t)mem_dwords(r));
		else
			SLOT(&in->src[3], A_VD, (uint8_t)mem_dwords(r));
		/* buffer_store_lds_dword has no vaddr either */
		if (!(r->flags & ISA_F_LDS_DMA) || r->sem == SEM_LOAD)
			SLOT(&in->src[0], A_V | A_OFF, 0);
		SLOT(&in->src[1], A_S, 4);
		SLOT(&in->src[2], A_S | A_C, 1); /* 8-bit field: no literal */
		break;
	case ISA_FLAT:
		if (r->sem == SEM_LOAD) {
			SLOT(&in->dst, A_VD, (uint8_t)mem_dwords(r));
			SLOT(&in->src[0], A_V, 2);
		} else if (isa_sem_atomic(r->sem)) {
			if (flat_atomic_returns(c))
				SLOT(&in->dst, A_VD, (uint8_t)(r->aux / 4));
			SLOT(&in->src[0], A_V, 2);
			SLOT(&in->src[3], A_VD, (uint8_t)mem_dwords(r));
		} else {
			SLOT(&in->src[0], A_V, 2);
			SLOT(&in->src[3], A_VD, (uint8_t)mem_dwords(r));
		}
		break;
	case ISA_GLOBAL:
		if (r->flags & ISA_F_ADDTID) {
			/* no vaddr: the data, then saddr or `off` */
			SLOT(r->sem == SEM_LOAD ? &in->dst : &in->src[3],
			    A_VD, 1);
			SLOT(&in->src[1], A_S | A_OFF, 2);
			break;
		}
		if (r->flags & ISA_F_LDS_DMA) {
			SLOT(&in->src[0], A_V, 0); /* no VGPR data */
		} else if (r->sem == SEM_LOAD) {
			SLOT(&in->dst, A_VD, (uint8_t)mem_dwords(r));
			SLOT(&in->src[0], A_V, 0);
		} else if (isa_sem_atomic(r->sem)) {
			if (flat_atomic_returns(c))
				SLOT(&in->dst, A_VD, (uint8_t)(r->aux / 4));
			SLOT(&in->src[0], A_V, 0);
			SLOT(&in->src[3], A_VD, (uint8_t)mem_dwords(r));
		} else {
			SLOT(&in->src[0], A_V, 0);
			SLOT(&in->src[3], A_VD, (uint8_t)mem_dwords(r));
		}
		SLOT(&in->src[1], A_S | A_OFF, 2);
		break;
	case ISA_SCRATCH:
		/* vaddr and saddr are each one register (a 32-bit offset)
		 * or `off`; check_memory says which pairs the target takes */
		if (r->flags & ISA_F_LDS_DMA) {
			SLOT(&in->src[0], A_V | A_OFF, 1); /* no VGPR data */
		} else if (r->sem == SEM_LOAD) {
			SLOT(&in->dst, A_VD, (uint8_t)mem_dwords(r));
			SLOT(&in->src[0], A_V | A_OFF, 1);
		} else {
			SLOT(&in->src[0], A_V | A_OFF, 1);
			SLOT(&in->src[3], A_VD, (uint8_t)mem_dwords(r));
		}
		SLOT(&in->src[1], A_S | A_OFF, 1);
		break;
	case ISA_MIMG:
		if (r->sem == SEM_IMAGE_LOAD)
			SLOT(&in->dst, A_VD, 0);
		else
			SLOT(&in->src[3], A_VD, 0);
		SLOT(&in->src[0], A_V, 0);
		SLOT(&in->src[1], A_S, 0);
		break;
	default:
		break;
	}
#undef SLOT
	return n;
}

/* Whether o can be a lane mask for the wave size. */
static bool
is_mask(const struct cursor *c, const struct operand *o)
{
	if (c->wave == 32)
		return o->kind == OPND_VCC_LO || o->kind == OPND_EXEC_LO ||
		       ((o->kind == OPND_SGPR || o->kind == OPND_TTMP) &&
			o->count == 1) ||
		       o->kind == OPND_NULL;
	return o->kind == OPND_VCC || o->kind == OPND_EXEC ||
	       o->kind == OPND_NULL ||
	       ((o->kind == OPND_SGPR || o->kind == OPND_TTMP) &&
		o->count == 2);
}

static int
check_slot(struct cursor *c, const struct slot *s)
{
	const struct operand *o = s->o;
	bool ok;

	/* A plain VGPR where one fits: the usual case, none of the checks
	 * below can refuse it. */
	if (o->kind == OPND_VGPR && !o->mods && (s->accept & A_V) &&
	    !(s->accept & A_MASK) && (s->count == 0 || o->count == s->count))
		return 0;
	/* Only sources take -, |..|, abs(), neg(), sext(). */
	if (o->mods && (o == &c->in->dst || o == &c->in->sdst ||
			(s->accept & (A_MASK | A_OFF)) ||
			!(s->accept & A_C)))
		return cur_error(c, o->col, 1, "not a valid operand. (no "
		    "source modifier on this operand)");

	switch (o->kind) {
	case OPND_VGPR:
		ok = s->accept & A_V;
		break;
	case OPND_AGPR:
		ok = s->accept & (A_A | A_DATA);
		/* read_agpr let one through on other targets for this:
		 * llvm-mc 19 refuses it in a data slot by its class */
		if (ok && !c->ft->agprs)
			return cur_error_kind(c, DIAG_TARGET, c->in->col, 1,
			    "invalid register class: agpr loads and stores "
			    "not supported on this GPU (the accumulation "
			    "registers a0..a255 exist on gfx90a and gfx942)");
		break;
	case OPND_CONST:
		ok = s->accept & A_C;
		break;
	case OPND_LITERAL:
		ok = s->accept & A_L;
		break;
	case OPND_OFF:
		ok = s->accept & A_OFF;
		break;
	default:
		ok = (s->accept & A_S) ||
		     ((s->accept & A_MASK) && is_mask(c, o));
		break;
	}
	if (ok && (s->accept & A_MASK) && o->kind != OPND_CONST &&
	    o->kind != OPND_LITERAL && !is_mask(c, o))
		ok = false;
	if (ok && s->count && asm_scalar_kind(o->kind) == false &&
	    (o->kind == OPND_VGPR || o->kind == OPND_AGPR) &&
	    o->count != s->count)
		ok = false;
	if (ok && s->count && (o->kind == OPND_SGPR || o->kind == OPND_TTMP ||
	    o->kind == OPND_FLAT_SCRATCH) &&
	    o->count != s->count)
		ok = false;
	/* vcc and exec are 64-bit: a 32-bit operand takes vcc_lo/exec_lo. */
	if (ok && s->count == 1 && (o->kind == OPND_VCC ||
				    o->kind == OPND_EXEC))
		ok = false;
	/* (the _hi halves too: llvm-mc 19 refuses s_bitcmp0_b64 exec_hi) */
	if (ok && s->count == 2 && (o->kind == OPND_VCC_LO ||
				    o->kind == OPND_EXEC_LO ||
				    o->kind == OPND_VCC_HI ||
				    o->kind == OPND_EXEC_HI ||
				    o->kind == OPND_M0))
		ok = false;
	if (!ok) {
		if (s->accept & A_MASK)
			return cur_error(c, o->col, 1,
			    "invalid operand for instruction (expected %s)",
			    c->wave == 32 ? "vcc_lo or one SGPR in wave32"
					  : "vcc or an SGPR pair in wave64");
		return cur_error(c, o->col, 1,
		    "invalid operand for instruction");
	}
	return 0;
}

/* A row on target t that does what row id does (same semantics, same
 * carry behaviour and data type): the target's own spelling of it, e.g.
 * gfx10 v_add_nc_u32 for gfx9 v_add_u32. ISA_ID_COUNT when none. */
static enum isa_id
same_operation(enum isa_id id, enum isa_target t)
{
	const struct isa_info *r = &isa_table[id];
	/* WRITES_EXEC too: gfx11's v_cmpx_tru_f16 is v_cmpx_t_f16, not
	 * the v_cmp_t_f16 of the same compare */
	const uint32_t same = ISA_F_CARRY_IN | ISA_F_CARRY_OUT | ISA_F_D16 |
	    ISA_F_D16_HI | ISA_F_LDS_SRC2 | ISA_F_WRITES_EXEC | ISA_F_ADDTID |
	    ISA_F_NO_EFFECT | /* gfx11's v_clrexcp is not v_nop */
	    ISA_F_SOPK; /* gfx11's s_waitcnt_vscnt null, N is no alias of
			 * gfx12's s_wait_storecnt N: llvm-mc 19 refuses it */

	for (unsigned k = 0; k < ISA_ID_COUNT; k++) {
		const struct isa_info *o = &isa_table[k];
		/* the family too: global_load_dword's gfx11 name is
		 * global_load_b32, not flat_load_b32 */
		if (k != id && o->family == r->family && o->sem == r->sem &&
		    o->type == r->type &&
		    o->aux == r->aux &&
		    (o->family == ISA_VOPD) == (r->family == ISA_VOPD) &&
		    (o->flags & same) == (r->flags & same) &&
		    isa_on_target((enum isa_id)k, t))
			return (enum isa_id)k;
	}
	return ISA_ID_COUNT;
}

enum isa_id
asm_renamed_row(enum isa_id id, enum isa_target t)
{
	if (isa_features(t)->enc < ISA_ENC_GFX11 || isa_on_target(id, t))
		return ISA_ID_COUNT;
	/* gfx12 still takes gfx11's global_atomic_csub_u32, gfx11 gfx9's
	 * v_add_i16/v_sub_i16 (as v_add_nc_i16...): llvm-mc 19 knows the
	 * old name on t (branch s5-16ops widened this from gfx11 rows) */
	if (!isa_on_target(id, ISA_GFX1030) && !mnemonics_known(
	    isa_table[id].name, isa_table[id].name_len, t))
		return ISA_ID_COUNT;
	return same_operation(id, t);
}

static bool
has_vop3_dpp(const struct isa_features *f)
{
	return f->vop3_dpp;
}

/* The entry of c->names that may hold the mnemonic name[0..len) (len
 * under ASM_MEMO_NAME_TEXT): a multiply-xor hash of its first and last
 * eight bytes (they overlap on a name under 16 bytes; a name under 8
 * is read into zeros, as the bytes after it in name are not). */
/* The set of characters in s[0..len), as bits: a-z, 0-9, '_' and one
 * bit for any other byte (for the "did you mean" search's bound). */
static uint64_t
char_set(const char *s, size_t len)
{
	uint64_t set = 0;

	for (size_t i = 0; i < len; i++) {
		unsigned char ch = (unsigned char)s[i];
		unsigned bit = ch >= 'a' && ch <= 'z' ? (unsigned)(ch - 'a') :
		    ch >= '0' && ch <= '9' ? 26u + (unsigned)(ch - '0') :
		    ch == '_' ? 36u : 37u;
		set |= (uint64_t)1 << bit;
	}
	return set;
}

static struct asm_memo_name *
name_entry(const struct cursor *c, const char *name, size_t len)
{
	const uint64_t k = 0x9e3779b97f4a7c15u;
	uint64_t a = 0, b = 0;

	if (len >= 8) {
		memcpy(&a, name, 8);
		memcpy(&b, name + len - 8, 8);
	} else {
		char t[8] = { 0 };

		memcpy(t, name, len);
		memcpy(&a, t, 8);
	}
	return &c->names[((((a * k) ^ b) * k + len) * k) >>
	    (64 - 6) & (ASM_MEMO_NAMES - 1)];
}

/* llvm-mc 19 takes gfx12's old names of the number-preferring float
 * min/max (s_min_f32, v_max_f64 ...) and prints the _num_ row, and
 * v_cvt_f32_fp8_op_sel... for the fp8 conversions, v_maxmin_f16 and
 * v_minmax_f16 for the _num_ f16 two-step rows; the row
 * of name[0..len), or of it without suffix sfx, on t (ISA_ID_COUNT when
 * neither is such a name); *whole says which matched. */
static enum isa_id
gfx12_alias(const char *name, size_t len, const struct suffix *sfx,
    enum isa_target t, bool *whole)
{
	static const char *const from[][2] = {
		{ "s_min_f32", "s_min_num_f32" },
		{ "s_max_f32", "s_max_num_f32" },
		{ "s_min_f16", "s_min_num_f16" },
		{ "s_max_f16", "s_max_num_f16" },
		{ "v_min_f64", "v_min_num_f64" },
		{ "v_max_f64", "v_max_num_f64" },
		/* the fp8 conversions' _op_sel spellings */
		{ "v_cvt_f32_fp8_op_sel", "v_cvt_f32_fp8" },
		{ "v_cvt_f32_bf8_op_sel", "v_cvt_f32_bf8" },
		{ "v_cvt_pk_f32_fp8_op_sel", "v_cvt_pk_f32_fp8" },
		{ "v_cvt_pk_f32_bf8_op_sel", "v_cvt_pk_f32_bf8" },
		/* gfx11's names of the f16 two-step min/max (branch
		 * s7-16fp8): llvm-mc 19 prints the _num_ row on gfx12 */
		{ "v_maxmin_f16", "v_maxmin_num_f16" },
		{ "v_minmax_f16", "v_minmax_num_f16" },
	};

	if (isa_features(t)->enc < ISA_ENC_GFX12)
		return ISA_ID_COUNT;
	for (unsigned k = 0; k < sizeof from / sizeof from[0]; k++) {
		size_t fl = strlen(from[k][0]);
		*whole = fl == len;
		if ((*whole || (sfx != NULL && fl + sfx->len == len)) &&
		    memcmp(name, from[k][0], fl) == 0)
			return isa_lookup(from[k][1], strlen(from[k][1]), t);
	}
	return ISA_ID_COUNT;
}

/* The row of name[0..len): a form suffix is tried first when the name
 * has one (the usual case in compiler output), then the whole name. Sets
 * c->suffix and c->e64_dpp; ISA_ID_COUNT when no row has the name. */
static bool
lds_word_char(char ch)
{
	return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') ||
	    (ch >= '0' && ch <= '9') || ch == '_' || ch == '.' || ch == '$';
}

/* Whether the rest of the line (comment excluded) has the word lds. */
static bool
line_has_lds(const struct cursor *c)
{
	for (size_t k = c->i; k + 3 <= c->n; k++) {
		if (memcmp(c->s + k, "lds", 3) != 0)
			continue;
		if ((k == 0 || !lds_word_char(c->s[k - 1])) &&
		    (k + 3 == c->n || !lds_word_char(c->s[k + 3])))
			return true;
	}
	return false;
}

static enum isa_id
find_row(struct cursor *c, const char *name, size_t len, bool *on_target)
{
	const struct suffix *sfx = name_suffix(name, len);
	enum isa_id id = ISA_ID_COUNT;

	/* _e64_dpp (gfx11 on): the VOP3 encoding with a DPP dword. */
	c->e64_dpp = false;
	if (sfx != NULL && sfx->form == FORM_DPP && len > 8 &&
	    memcmp(name + len - 8, "_e64", 4) == 0) {
		id = isa_lookup_any(name, len - 8, c->target, on_target);
		if (id != ISA_ID_COUNT) {
			c->suffix = FORM_DPP;
			c->e64_dpp = true;
		}
	}
	if (sfx != NULL && id == ISA_ID_COUNT) {
		id = isa_lookup_any(name, len - sfx->len, c->target,
		    on_target);
		if (id != ISA_ID_COUNT)
			c->suffix = sfx->form;
	}
	if (id == ISA_ID_COUNT) {
		c->suffix = FORM_NATIVE;
		id = isa_lookup_any(name, len, c->target, on_target);
	}
	return id;
}

/* name[0..len) without a "_fake16" or "_t16" that ends the name or comes
 * just before its form suffix (_e32, _e64, _dpp, _e64_dpp, _sdwa), into
 * out (ASM_TOKEN_MAX bytes); returns the new length, 0 when there is no
 * such part. */
static size_t
strip_t16(const char *name, size_t len, char *out)
{
	static const char *const tags[] = { "_fake16", "_t16" };
	static const char *const tails[] = { "", "_e32", "_e64", "_dpp",
		"_e64_dpp", "_sdwa" };

	for (unsigned t = 0; t < 2; t++) {
		size_t tl = strlen(tags[t]);
		for (unsigned k = 0; k < 6; k++) {
			size_t rl = strlen(tails[k]);
			if (len <= tl + rl || len >= ASM_TOKEN_MAX ||
			    memcmp(name + len - rl, tails[k], rl) != 0 ||
			    memcmp(name + len - rl - tl, tags[t], tl) != 0)
				continue;
			memcpy(out, name, len - rl - tl);
			memcpy(out + len - rl - tl, tails[k], rl);
			out[len - tl] = '\0';
			return len - tl;
		}
	}
	return 0;
}

/* Reads the mnemonic, strips a form suffix and finds the row. */
static int
read_mnemonic(struct cursor *c)
{
	char name[ASM_TOKEN_MAX];
	unsigned col = cur_col(c);
	size_t tlen = cur_ident(c, name, sizeof name);
	size_t len = tlen < sizeof name ? tlen : sizeof name - 1;
	bool on_target;
	enum isa_id id;
	struct asm_memo_name *known = NULL;

	if (tlen == 0)
		return cur_error(c, col, 1,
		    "unexpected token at start of statement");
	if (tlen >= ASM_TOKEN_MAX)
		return cur_error(c, col, (unsigned)tlen, "invalid instruction");
	c->in->col = (uint16_t)col;
	c->suffix = FORM_NATIVE;
	/* A name found before on this target: its row and suffix, which
	 * depend on nothing else, then the checks below as usual. */
	if (c->names != NULL && len < ASM_MEMO_NAME_TEXT) {
		known = name_entry(c, name, len);
		if (known->len == len && known->target == c->target &&
		    memcmp(known->text, name, len) == 0) {
			id = (enum isa_id)known->id;
			c->suffix = known->suffix;
			c->e64_dpp = known->e64_dpp;
			goto found;
		}
	}
	id = find_row(c, name, len, &on_target);
	/* llvm-mc 19 takes gfx11/gfx12's _fake16 and _t16 spellings of the
	 * 16-bit rows with plain 32-bit VGPRs and prints the plain row
	 * (v_ceil_f16_fake16 v1, v2 is v_ceil_f16_e32 v1, v2): the same
	 * row here; one whose plain row lanescope lacks stays refused
	 * (branch s6-16int) */
	if (id == ISA_ID_COUNT && c->ft->enc >= ISA_ENC_GFX11) {
		char base[ASM_TOKEN_MAX];
		size_t blen = strip_t16(name, len, base);

		if (blen != 0) {
			id = find_row(c, base, blen, &on_target);
			/* llvm-mc 19 has no _t16/_fake16 v_cndmask_b16,
			 * and no _fake16 of the true16 v_mov_b16 */
			if (id != ISA_ID_COUNT && (!on_target ||
			    id == V_CNDMASK_B16 ||
			    ((isa_table[id].flags & ISA_F_T16) &&
			    len - blen == 7)))
				id = ISA_ID_COUNT;
		}
	}
	/* llvm-mc 19 spellings that name another row (branch sop16c) */
	if (id == ISA_ID_COUNT && len == 9 && (memcmp(name, "s_add_u64", 9) ==
	    0 || memcmp(name, "s_sub_u64", 9) == 0))
		id = isa_lookup_any(name[2] == 'a' ? "s_add_nc_u64" :
		    "s_sub_nc_u64", 12, c->target, &on_target);
	/* llvm-mc 19's short names of the AGPR moves (branch s7-16agpr) */
	if (id == ISA_ID_COUNT && ((len == 15 && memcmp(name,
	    "v_accvgpr_write", 15) == 0) || (len == 14 && memcmp(name,
	    "v_accvgpr_read", 14) == 0))) {
		id = isa_lookup_any(len == 15 ? "v_accvgpr_write_b32" :
		    "v_accvgpr_read_b32", len + 4, c->target, &on_target);
		c->suffix = FORM_NATIVE;
	}
	/* gfx12 spellings llvm-mc 19 takes for a _num_ row (branch
	 * s6-16g12), with or without a form suffix */
	if (id == ISA_ID_COUNT || !on_target) {
		bool whole;
		const struct suffix *sfx = name_suffix(name, len);
		enum isa_id al = gfx12_alias(name, len, sfx, c->target,
		    &whole);
		if (al != ISA_ID_COUNT) {
			id = al;
			on_target = true;
			c->suffix = whole ? FORM_NATIVE : sfx->form;
		} else if (sfx != NULL && sfx->form == FORM_DPP && len > 8 &&
		    memcmp(name + len - 8, "_e64", 4) == 0) {
			/* _e64_dpp after an alias (v_maxmin_f16_e64_dpp) */
			al = gfx12_alias(name, len - 8, NULL, c->target,
			    &whole);
			if (al != ISA_ID_COUNT && whole) {
				id = al;
				on_target = true;
				c->suffix = FORM_DPP;
				c->e64_dpp = true;
			}
		}
	}
	if (id == ISA_ID_COUNT) {
		/* llvm-mc knows it: the user's code is right, lanescope
		 * lacks the instruction (cli.md's wording). */
		if (mnemonics_known(name, len, c->target)) {
			const char *why = mnemonics_unmodelled_reason(name,
			    len);
			return cur_error_kind(c, DIAG_TARGET, col,
			    (unsigned)tlen, "%s is not modelled by lanescope"
			    "%s%s%s", name, why ? " (" : "", why ? why : "",
			    why ? ")" : "");
		}
		{
			char tl[96];

			if (mnemonics_targets(name, len, tl, sizeof tl) > 0)
				return cur_error_kind(c, DIAG_TARGET, col,
				    (unsigned)tlen, "instruction not supported "
				    "on this GPU (llvm-mc has %s on %s; "
				    "lanescope does not model it)", name, tl);
		}
		/* CDNA4/gfx1250 swaps: no lanescope target and no llvm-mc 19
		 * target has them (semantics note permlane.swap). */
		if (len >= 17 && (memcmp(name, "v_permlane16_swap", 17) == 0 ||
		    memcmp(name, "v_permlane32_swap", 17) == 0))
			return cur_error_kind(c, DIAG_TARGET, col,
			    (unsigned)tlen, "invalid instruction (%.17s exists "
			    "on gfx950%s only: not one of lanescope's targets, "
			    "and llvm-mc 19 does not know it)", name,
			    name[11] == '6' ? " and gfx1250" : "");
		/* "did you mean": the closest rows on this target. The
		 * distance is at least the difference in length, so rows
		 * too short or too long are skipped unmeasured (an unknown
		 * word is otherwise measured against every row). */
		char best[3][ASM_TOKEN_MAX];
		unsigned nb = 0, bestd = 3;
		uint64_t word_chars = char_set(name,
		    len > ASM_TOKEN_MAX ? ASM_TOKEN_MAX : len);
		for (unsigned k = 0; k < ISA_ID_COUNT; k++) {
			const char *n = isa_table[k].name;
			size_t nl = isa_table[k].name_len;
			if ((nl > len ? nl - len : len - nl) > bestd ||
			    !isa_on_target((enum isa_id)k, c->target))
				continue;
			/* Each character the word has and the row lacks
			 * (or the other way) costs at least one edit, and
			 * one edit mends at most one of each side: a cheap
			 * lower bound that skips most rows for a word of
			 * junk, and never a row the measure would keep. */
			uint64_t row_chars = char_set(n, nl);
			unsigned only_word = (unsigned)__builtin_popcountll(
			    word_chars & ~row_chars);
			unsigned only_row = (unsigned)__builtin_popcountll(
			    row_chars & ~word_chars);
			if ((only_word > only_row ? only_word : only_row) >
			    bestd)
				continue;
			unsigned dd = asm_edit_distance(name, len, n, nl,
			    bestd);
			if (dd < bestd) {
				bestd = dd;
				nb = 0;
			}
			if (dd == bestd && nb < 3)
				snprintf(best[nb++], ASM_TOKEN_MAX, "%s", n);
		}
		if (nb == 0)
			return cur_error(c, col, (unsigned)tlen,
			    "invalid instruction");
		return cur_error(c, col, (unsigned)tlen,
		    "invalid instruction, did you mean: %s%s%s%s%s?", best[0],
		    nb > 1 ? ", " : "", nb > 1 ? best[1] : "",
		    nb > 2 ? ", " : "", nb > 2 ? best[2] : "");
	}
	/* gfx11 and gfx12 renamed some instructions (s_andn2_b32 is
	 * s_and_not1_b32, v_add_u32 v_add_nc_u32, gfx12 v_min_f32
	 * v_min_num_f32); llvm-mc 19 still takes the gfx10 spelling as an
	 * alias and prints the new one, and so does lanescope. */
	if (!on_target && asm_renamed_row(id, c->target) != ISA_ID_COUNT) {
		id = asm_renamed_row(id, c->target);
		on_target = true;
	}
	/* gfx9's no-carry spellings (v_add_u32, v_sub_u32, v_subrev_u32
	 * and VOP3 v_add_i32, v_sub_i32) are llvm-mc 19 aliases of the _nc_
	 * rows on gfx11 and gfx12, though not on gfx10; the gfx9 row is
	 * asked by name because gfx8 has a carry-out v_add_u32. */
	if (!on_target && c->ft->enc >= ISA_ENC_GFX11) {
		enum isa_id g9 = isa_lookup(isa_table[id].name,
		    isa_table[id].name_len, ISA_GFX900);
		if (g9 == V_ADD_U32 || g9 == V_SUB_U32 ||
		    g9 == V_SUBREV_U32 || g9 == V_ADD_I32 ||
		    g9 == V_SUB_I32) {
			id = same_operation(g9, c->target);
			on_target = id != ISA_ID_COUNT;
			if (!on_target)
				id = g9;
		}
	}
	/* llvm-mc has the mnemonic on this target in a form lanescope
	 * lacks (gfx12's VOP2 v_add_f64): the code is right */
	if (!on_target && mnemonics_known(isa_table[id].name,
	    isa_table[id].name_len, c->target))
		return cur_error_kind(c, DIAG_TARGET, col, (unsigned)tlen,
		    "%s is not modelled by lanescope", name);
	if (!on_target) {
		char tl[96];
		enum isa_id alt = same_operation(id, c->target);
		asm_targets_having(id, tl, sizeof tl);
		if (isa_table[id].sem == SEM_MAC_F32)
			return cur_error_kind(c, DIAG_TARGET, col,
			    (unsigned)tlen, "instruction not supported on "
			    "this GPU (v_mac_f32 exists on %s; write "
			    "v_fma_f32 d, a, b, d)", tl);
		if (alt != ISA_ID_COUNT)
			return cur_error_kind(c, DIAG_TARGET, col,
			    (unsigned)tlen, "instruction not supported on "
			    "this GPU (%s exists on %s; %s spells it %s)",
			    isa_table[id].name, tl, isa_target_name(c->target),
			    isa_table[alt].name);
		return cur_error_kind(c, DIAG_TARGET, col, (unsigned)tlen,
		    "instruction not supported on this GPU (%s exists on %s)",
		    isa_table[id].name, tl);
	}
	if (known != NULL) {
		known->len = (uint8_t)len;
		known->target = (uint8_t)c->target;
		known->suffix = c->suffix;
		known->e64_dpp = c->e64_dpp;
		known->id = (uint16_t)id;
		memcpy(known->text, name, len);
	}
found:
	/* buffer_load_dword ... lds (gfx8 to gfx10) is another instruction:
	 * no data VGPR, the data goes to LDS; the modifier is only seen
	 * after the operands, so the line is looked at for it here */
	if (isa_table[id].family == ISA_MUBUF &&
	    isa_table[id].sem == SEM_LOAD &&
	    !(isa_table[id].flags & ISA_F_LDS_DMA) && line_has_lds(c)) {
		enum isa_id tw = isa_lds_twin(id, c->target);

		if (tw != ISA_ID_COUNT)
			id = tw;
	}
	c->row = &isa_table[id];
	c->in->id = (uint16_t)id;
	if (c->e64_dpp && !c->ft->vop3_dpp) {
		char tl[96];

		isa_list_targets(has_vop3_dpp, tl, sizeof tl);
		return cur_error_kind(c, DIAG_TARGET, col, (unsigned)tlen,
		    "e64_dpp variant of this instruction is not supported "
		    "(VOP3 DPP exists on %s)", tl);
	}
	/* gfx12's VOP3 DPP of the f32-to-fp8 conversions: llvm-mc 19
	 * takes it, lanescope does not model it yet */
	if (c->e64_dpp && c->row->sem == SEM_VX &&
	    ISA_VX_TO_FP8(c->row->aux) && c->ft->enc >= ISA_ENC_GFX12)
		return cur_error_kind(c, DIAG_TARGET, col, (unsigned)tlen,
		    "%.*s is not modelled by lanescope (the VOP3 DPP form "
		    "of the conversions to 8-bit floats)", (int)tlen, name);
	if (c->e64_dpp && !isa_has_vop3_dpp(c->row, c->target))
		return cur_error(c, col, (unsigned)tlen, "e64_dpp variant "
		    "of this instruction is not supported");
	/* gfx942's SDWA fp8 conversions exist in llvm-mc 19 (src0_sel
	 * picks the bytes; no dst_sel, no modifiers), a shape lanescope's
	 * SDWA lacks: not modelled, rather than invalid */
	if (c->suffix == FORM_SDWA && c->row->sem == SEM_VX &&
	    c->row->aux >= VX_CVT_F32_FP8_FNUZ &&
	    c->row->aux <= VX_CVT_PK_F32_BF8_OCP &&
	    c->ft->sdwa != ISA_SDWA_NONE)
		return cur_error_kind(c, DIAG_TARGET, col, (unsigned)tlen,
		    "%.*s is not modelled by lanescope (gfx942's SDWA form "
		    "of the fp8 conversions: src0_sel without dst_sel)",
		    (int)tlen, name);
	/* llvm-mc 19 takes v_mov_b16_dpp; lanescope has no true16 DPP */
	if (c->suffix == FORM_DPP && (c->row->flags & ISA_F_T16))
		return cur_error_kind(c, DIAG_TARGET, col, (unsigned)tlen,
		    "%.*s is not modelled by lanescope", (int)tlen, name);
	if ((c->suffix == FORM_DPP && !c->e64_dpp &&
	     !isa_has_dpp(c->row, c->target)) ||
	    (c->suffix == FORM_SDWA && !(c->row->flags & ISA_F_SDWA)))
		return cur_error(c, col, (unsigned)tlen, "%s variant of this "
		    "instruction is not supported", c->suffix == FORM_DPP ?
		    "dpp" : "sdwa");
	if (c->suffix != FORM_NATIVE && !asm_is_vop(c->row) &&
	    !(c->suffix == FORM_E64 && c->row->family == ISA_VOP3) &&
	    !(c->suffix == FORM_E32 && c->row->family == ISA_VOPD) &&
	    !c->e64_dpp)
		return cur_error(c, col, (unsigned)tlen,
		    "invalid instruction (%s has no %s form)", c->row->name,
		    suffixes[c->suffix == FORM_E32 ? 0 : c->suffix == FORM_E64
		    ? 1 : c->suffix == FORM_DPP ? 2 : 3].text + 1);
	return 0;
}

/* `v_add_u32 v0, vcc, v1, v2` on a target where v_add_u32 has no carry:
 * an error naming the target's carry-out spelling (-1), or 0 when the row
 * has no such sibling. */
static int
carry_hint(struct cursor *c, const struct operand *o)
{
	const struct isa_info *r = c->row;

	for (unsigned k = 0; k < ISA_ID_COUNT; k++) {
		const struct isa_info *x = &isa_table[k];
		if (x->sem == r->sem && (x->flags & ISA_F_CARRY_OUT) &&
		    !(x->flags & ISA_F_CARRY_IN) ==
			!(r->flags & ISA_F_CARRY_IN) &&
		    isa_on_target((enum isa_id)k, c->target))
			return cur_error(c, o->col, 1, "invalid operand for "
			    "instruction (%s has no carry-out on %s; for "
			    "`d, vcc, a, b` write %s)", r->name,
			    isa_target_name(c->target), x->name);
	}
	return 0;
}

/* Where llvm-mc 14 lets the vcc operands be left out: compares and
 * v_cndmask everywhere, v_add_co_u32-style carry-outs on gfx9, and the
 * carry-in-and-out v_add_co_ci_u32 forms on gfx10 (gfx8 never). */
static bool
implicit_masks_ok(const struct cursor *c)
{
	uint32_t f = c->row->flags & (ISA_F_CARRY_IN | ISA_F_CARRY_OUT);

	if (c->row->family == ISA_VOPC)
		return true;
	if (c->row->family != ISA_VOP2)
		return false;
	if (f == ISA_F_CARRY_IN)
		return true;
	if (f == ISA_F_CARRY_OUT)
		return c->ft->vcc_implicit_co;
	return f != 0 && c->ft->vcc_implicit_co_ci;
}

/* Commas in the rest of the line outside brackets and parentheses. */
static unsigned
top_commas(const struct cursor *c)
{
	unsigned n = 0;
	int depth = 0;

	for (size_t i = c->i; i < c->n; i++) {
		char ch = c->s[i];
		if (ch == '[' || ch == '(')
			depth++;
		else if ((ch == ']' || ch == ')') && depth > 0)
			depth--;
		else if (ch == ',' && depth == 0)
			n++;
	}
	return n;
}

/* A branch's target: a label name, kept as written for the session to
 * resolve, or llvm-mc's numeric form (the signed dword offset from the
 * next instruction, as llvm-objdump prints it: 0..65535 or -32768..-1). */
static int
read_branch_target(struct cursor *c)
{
	unsigned col;
	size_t at, n = 0;
	int64_t v;

	cur_skip_blanks(c);
	col = cur_col(c);
	if (cur_at_end(c))
		return cur_error(c, c->in->col, 1,
		    "too few operands for instruction");
	at = c->i;
	if ((c->s[at] < '0' || c->s[at] > '9') && c->s[at] != '-') {
		while (at + n < c->n && asm_label_char((unsigned char)
		    c->s[at + n]))
			n++;
		if (n == 0)
			return cur_error(c, col, 1, "expected a label or a "
			    "number (the dword offset of the target)");
		/* llvm-mc reads `s_branch v2` as a misplaced register */
		if (asm_register_word(c->s + at, n))
			return cur_error(c, col, (unsigned)n, "invalid operand "
			    "for instruction (%.*s is a register; a branch "
			    "goes to a label or a dword offset)", (int)n,
			    c->s + at);
		if (n > ASM_LABEL_MAX || col > UINT16_MAX)
			return cur_error(c, col, (unsigned)n, "a branch "
			    "label longer than %d characters, or past column "
			    "65535, is not supported", ASM_LABEL_MAX);
		c->in->src[0].kind = OPND_LABEL;
		c->in->src[0].col = (uint16_t)col;
		c->in->src[0].count = (uint8_t)n;
		c->i = at + n;
		return 0;
	}
	if (cur_int(c, &v) != 0)
		return -1;
	if (v < -32768 || v > 0xffff)
		return cur_error(c, col, 1, "expected a 16-bit signed jump "
		    "offset (-32768..65535 dwords)");
	c->in->simm16 = (uint16_t)v;
	/* llvm-mc prints the number as written: remember the sign */
	c->in->src[0].value = v < 0;
	return 0;
}

/* s_call_b64 sdst, target (branch s4-16b): the SGPR pair written with
 * the return address, then a branch target as the SOPP branches take. */
static int
read_call(struct cursor *c)
{
	struct operand *o = &c->in->dst;
	unsigned col;

	cur_skip_blanks(c);
	col = cur_col(c);
	if (cur_at_end(c))
		return cur_error(c, c->in->col, 1,
		    "too few operands for instruction");
	if (asm_read_operand(c, o) != 0)
		return -1;
	o->col = (uint16_t)col;
	if (o->mods || !(((o->kind == OPND_SGPR || o->kind == OPND_TTMP) &&
	    o->count == 2) || o->kind == OPND_VCC || o->kind == OPND_EXEC ||
	    o->kind == OPND_NULL))
		return cur_error(c, col, 1, "invalid operand for instruction "
		    "(s_call_b64 writes a 64-bit scalar pair)");
	if (o->kind == OPND_VCC || o->kind == OPND_EXEC)
		o->count = 2;
	cur_skip_blanks(c);
	if (cur_at_end(c))
		return cur_error(c, c->in->col, 1,
		    "too few operands for instruction");
	if (!cur_accept(c, ','))
		return cur_error(c, cur_col(c), 1, "expected a comma");
	return read_branch_target(c);
}

/* Whether ch continues a word (so SRC0X is no SRC0). */
static bool
gidx_word_char(char ch)
{
	return (ch >= 'A' && ch <= 'Z') || (ch >= 'a' && ch <= 'z') ||
	    (ch >= '0' && ch <= '9') || ch == '_';
}

/* The mask of s_set_gpr_idx_on/_mode into simm16: 0..15 or
 * gpr_idx(SRC0,SRC1,SRC2,DST) in any order, each once, as llvm-mc 19 reads
 * it (upper case names only). */
static int
read_gpr_idx_mask(struct cursor *c)
{
	static const char *const names[4] = { "SRC0", "SRC1", "SRC2", "DST" };
	unsigned col, mask = 0;
	int64_t v;

	cur_skip_blanks(c);
	col = cur_col(c);
	if (c->n - c->i >= 7 && memcmp(c->s + c->i, "gpr_idx", 7) == 0) {
		c->i += 7;
		if (!cur_accept(c, '('))
			return cur_error(c, cur_col(c), 1, "expected a left "
			    "parenthesis");
		if (cur_accept(c, ')')) {
			c->in->simm16 = 0;
			return 0;
		}
		for (;;) {
			unsigned k, at;
			cur_skip_blanks(c);
			at = cur_col(c);
			for (k = 0; k < 4; k++) {
				size_t len = strlen(names[k]);
				if (c->n - c->i >= len && memcmp(c->s + c->i,
				    names[k], len) == 0 && (c->i + len >= c->n ||
				    !gidx_word_char(c->s[c->i + len])))
					break;
			}
			if (k == 4)
				return cur_error(c, at, 1, "expected a VGPR "
				    "index mode or a closing parenthesis "
				    "(SRC0, SRC1, SRC2 or DST)");
			if (mask & (1u << k))
				return cur_error(c, at, 1, "duplicate VGPR "
				    "index mode");
			mask |= 1u << k;
			c->i += strlen(names[k]);
			if (cur_accept(c, ')'))
				break;
			if (!cur_accept(c, ','))
				return cur_error(c, cur_col(c), 1, "expected "
				    "a comma or a closing parenthesis");
		}
		c->in->simm16 = (uint16_t)mask;
		return 0;
	}
	if (cur_int(c, &v) != 0)
		return -1;
	if (v < 0 || v > 15)
		return cur_error(c, col, 1, "invalid immediate: only 4-bit "
		    "values are legal");
	c->in->simm16 = (uint16_t)v;
	return 0;
}

/* s_set_gpr_idx_*: _off none, _mode the mask, _idx s0, _on s0 and the
 * mask. */
static int
read_gpr_idx(struct cursor *c, struct slot *sl, unsigned n)
{
	unsigned a = c->row->aux;

	if (a == ISA_GIDX_OFF)
		return cur_at_end(c) ? 0 : cur_error(c, cur_col(c), 1,
		    "invalid operand for instruction");
	if (a == ISA_GIDX_MODE)
		return read_gpr_idx_mask(c);
	if (n < 1 || asm_read_operand(c, sl[0].o) != 0 ||
	    check_slot(c, &sl[0]) != 0)
		return -1;
	c->in->nsrc = 1;
	if (a == ISA_GIDX_IDX)
		return 0;
	cur_skip_blanks(c);
	if (cur_at_end(c))
		return cur_error(c, c->in->col, 1, "too few operands for "
		    "instruction");
	if (!cur_accept(c, ','))
		return cur_error(c, cur_col(c), 1, "expected a comma");
	return read_gpr_idx_mask(c);
}

/* A memory row's data and returned value share one acc bit (gfx90a
 * and gfx942): all VGPRs or all AGPRs, as llvm-mc 19 requires. */
static int
check_data_file(struct cursor *c, const struct slot *sl, unsigned n)
{
	unsigned agprs = 0, vgprs = 0;

	for (unsigned k = 0; k < n; k++) {
		if (!(sl[k].accept & A_DATA))
			continue;
		agprs += sl[k].o->kind == OPND_AGPR;
		vgprs += sl[k].o->kind == OPND_VGPR;
	}
	if (agprs && vgprs)
		return cur_error(c, c->in->col, 1, "invalid register class: "
		    "data and dst should be all VGPR or AGPR");
	return 0;
}

static int
read_operands(struct cursor *c)
{
	struct slot sl[6];
	unsigned n = layout(c, sl);

	if (c->row->sem == SEM_WAITCNT)
		return asm_read_waitcnt(c);
	if (c->row->sem == SEM_S_GPR_IDX)
		return read_gpr_idx(c, sl, n);
	/* waits and hints of gfx10-gfx12 (branch mem13) */
	if (c->row->sem == SEM_WAIT)
		return asm_read_wait(c);
	if (c->row->family == ISA_SOPK && c->row->sem == SEM_S_PC)
		return read_call(c);
	if (c->row->family == ISA_SOPK)
		return asm_read_sopk(c);
	if (c->in->id == S_DELAY_ALU)
		return asm_read_delay_alu(c);
	if (c->in->id == S_WAITCNT_DEPCTR || c->in->id == S_WAIT_ALU)
		return asm_read_depctr(c);
	if (c->row->sem == SEM_ENDPGM) {
		/* s_endpgm takes an optional immediate (llvm-mc accepts it on
		 * every target). */
		int64_t v;
		unsigned col;
		if (cur_at_end(c))
			return 0;
		col = cur_col(c);
		if (cur_int(c, &v) != 0)
			return -1;
		if (v < 0 || v > 0xffff)
			return cur_error(c, col, 1, "invalid operand for "
			    "instruction (0..65535)");
		c->in->simm16 = (uint16_t)v;
		return 0;
	}
	if (c->row->sem == SEM_BRANCH)
		return read_branch_target(c);
	if (c->row->sem == SEM_S_HINT && c->row->family == ISA_SOPP &&
	    !(c->row->aux & 1))
		return 0;
	if (c->row->family == ISA_SOPP && (c->row->sem == SEM_NOP ||
	    c->row->sem == SEM_S_HINT)) {
		int64_t v;
		unsigned col;
		cur_skip_blanks(c);
		col = cur_col(c);
		if (cur_at_end(c))
			return cur_error(c, c->in->col, 1,
			    "too few operands for instruction");
		if (cur_int(c, &v) != 0)
			return -1;
		/* a signed SIMM16 is also read as llvm-mc prints it back:
		 * -20 as 0xffffffec */
		if ((c->row->aux & ISA_HINT_SIGNED) && v >= 0xffff8000 &&
		    v <= 0xffffffff)
			v -= 0x100000000;
		if (v < ((c->row->aux & ISA_HINT_SIGNED) &&
		    c->row->sem == SEM_S_HINT ? -32768 : 0) || v > 0xffff)
			return cur_error(c, col, 1,
			    "invalid operand for instruction (%s takes "
			    "%s..65535%s)", c->row->name,
			    (c->row->aux & ISA_HINT_SIGNED) && c->row->sem ==
			    SEM_S_HINT ? "-32768" : "0", c->row->sem == SEM_NOP ?
			    "; the hardware uses bits 3:0" : "");
		c->in->simm16 = (uint16_t)v;
		return 0;
	}
	/* `v_cmp_eq_f32 v1, v2`, `v_add_co_u32 v0, v1, v2`: with the lane
	 * masks left out, llvm-mc implies the vcc of the 32-bit encoding. */
	unsigned masks = 0;
	for (unsigned k = 0; k < n; k++)
		masks += (sl[k].accept & A_MASK) != 0;
	/* Counting commas scans the rest of the line: only rows with mask
	 * slots need it. */
	if (masks > 0 && implicit_masks_ok(c) &&
	    top_commas(c) + 1 == n - masks) {
		unsigned j = 0;
		for (unsigned k = 0; k < n; k++) {
			if (!(sl[k].accept & A_MASK)) {
				sl[j++] = sl[k];
				continue;
			}
			sl[k].o->kind = c->wave == 32 ? OPND_VCC_LO : OPND_VCC;
			sl[k].o->count = c->wave == 32 ? 1 : 2;
		}
		n = j;
		c->implicit_sdst = true;
	}
	for (unsigned k = 0; k < n; k++) {
		if (k > 0 && !cur_accept(c, ',')) {
			cur_skip_blanks(c);
			if (c->i >= c->n)
				return cur_error(c, c->in->col, 1,
				    "too few operands for instruction "
				    "(%s takes %u)", c->row->name, n);
			return cur_error(c, cur_col(c), 1,
			    "expected a comma");
		}
		/* a row mixing widths reads each constant at its slot's */
		c->opnd_bits = (c->row->flags & ISA_F_WIDE) ?
		    (uint8_t)(sl[k].count == 2 ? 64 : 32) : 0;
		/* a 64-bit scalar row's one-dword source (the shift of
		 * s_lshl_b64, the bit of s_bitcmp1_b64) reads 0xffffffff as
		 * the constant -1, as llvm-mc 19 does */
		if (c->row->type == ISA_TY_B64 && sl[k].count == 1 &&
		    (c->row->family == ISA_SOP1 || c->row->family == ISA_SOP2 ||
		     c->row->family == ISA_SOPC))
			c->opnd_bits = 32;
		c->int16 = asm_int16_source(c->row, sl[k].o, c->in);
		if (asm_read_operand(c, sl[k].o) != 0)
			return -1;
		if (k == 1 && c->row->family == ISA_VOP2 &&
		    !(c->row->flags & (ISA_F_CARRY_OUT | ISA_F_CARRY_IN |
		    ISA_F_VOP2_K)) &&
		    sl[k].o->kind != OPND_VGPR && top_commas(c) >= 2 &&
		    carry_hint(c, sl[k].o) != 0)
			return -1;
		if (check_slot(c, &sl[k]) != 0)
			return -1;
		c->in->nsrc++;
	}
	return check_data_file(c, sl, n);
}
int
asm_parse_insn(struct cursor *c)
{
	struct insn *out = c->in;

	if (c->target >= ISA_TARGET_COUNT)
		return cur_error(c, 1, 0, "unknown target");
	c->ft = isa_features(c->target);
	out->target = (uint8_t)c->target;
	out->wave = (uint8_t)c->wave;
	out->row_mask = 0xf;
	out->bank_mask = 0xf;
	out->dst_sel = SDWA_DWORD;
	out->src0_sel = SDWA_DWORD;
	out->src1_sel = SDWA_DWORD;
	out->dst_unused = SDWA_UNUSED_PRESERVE;
	if (read_mnemonic(c) != 0)
		return -1;
	if (c->row->family == ISA_VOPD)
		return asm_vopd_parse(c);
	if (read_operands(c) != 0 ||
	    asm_read_modifiers(c) != 0 || asm_finish(c) != 0)
		return -1;
	return 0;
}
