/* SPDX-License-Identifier: MIT */
/* llvm-mc syntax parser: mnemonic, operand layout from the table row,
 * encoding-form choice and the checks llvm-mc makes. Pure: no I/O, no
 * allocation. Modifiers are in asm_modifier.c, operands in asm_operand.c,
 * printing in asm_print.c. */
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

static bool
is_vop(const struct isa_info *row)
{
	return row->family == ISA_VOP1 || row->family == ISA_VOP2 ||
	       row->family == ISA_VOPC;
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
		SLOT(&in->dst, A_V, sh.dst_regs);
	if (sh.addr)
		SLOT(&in->src[0], A_V, 1);
	for (unsigned k = 0; k < sh.ndata; k++)
		SLOT(&in->src[1 + k], A_V, sh.data_regs);
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
	switch (r->family) {
	case ISA_VOP1:
		if (r->sem == SEM_NOP)
			break;
		if (r->sem == SEM_READFIRSTLANE) {
			SLOT(&in->dst, A_S, 1);
			SLOT(&in->src[0], A_V, 1);
			break;
		}
		SLOT(&in->dst, A_V, r->flags & ISA_F_D64 ? 2 : 1);
		/* v_permlane64 reads a VGPR only (llvm-mc 19) */
		SLOT(&in->src[0], r->sem == SEM_PERMLANE64 ? A_V : A_SRC,
		    r->flags & ISA_F_S0_64 ? 2 : 1);
		break;
	case ISA_VOP2:
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
		default:
			SLOT(&in->dst, A_V, r->flags & ISA_F_D64 ? 2 : 1);
			if (r->flags & ISA_F_CARRY_OUT)
				SLOT(&in->sdst, A_MASK, 0); /* VOP3b */
			SLOT(&in->src[0], A_SRC, r->flags & ISA_F_S0_64 ? 2 : 1);
			SLOT(&in->src[1], A_SRC, r->flags & ISA_F_S1_64 ? 2 : 1);
			if (r->sem == SEM_FMA_F32 || (r->flags & ISA_F_SRC3))
				SLOT(&in->src[2], A_SRC,
				    r->flags & ISA_F_S2_64 ? 2 : 1);
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
		SLOT(&in->dst, A_V, 1);
		SLOT(&in->src[0], A_V, 1);
		if (r->sem != SEM_DS_SWIZZLE)
			SLOT(&in->src[1], A_V, 1);
		break;
	case ISA_MUBUF:
		if (r->sem == SEM_LOAD)
			SLOT(&in->dst, A_V, (uint8_t)mem_dwords(r));
		else
			SLOT(&in->src[3], A_V, (uint8_t)mem_dwords(r));
		SLOT(&in->src[0], A_V | A_OFF, 0);
		SLOT(&in->src[1], A_S, 4);
		SLOT(&in->src[2], A_S | A_C, 1); /* 8-bit field: no literal */
		break;
	case ISA_FLAT:
		if (r->sem == SEM_LOAD) {
			SLOT(&in->dst, A_V, (uint8_t)mem_dwords(r));
			SLOT(&in->src[0], A_V, 2);
		} else if (isa_sem_atomic(r->sem)) {
			if (flat_atomic_returns(c))
				SLOT(&in->dst, A_V, (uint8_t)(r->aux / 4));
			SLOT(&in->src[0], A_V, 2);
			SLOT(&in->src[3], A_V, (uint8_t)mem_dwords(r));
		} else {
			SLOT(&in->src[0], A_V, 2);
			SLOT(&in->src[3], A_V, (uint8_t)mem_dwords(r));
		}
		break;
	case ISA_GLOBAL:
		if (r->sem == SEM_LOAD) {
			SLOT(&in->dst, A_V, (uint8_t)mem_dwords(r));
			SLOT(&in->src[0], A_V, 0);
		} else if (isa_sem_atomic(r->sem)) {
			if (flat_atomic_returns(c))
				SLOT(&in->dst, A_V, (uint8_t)(r->aux / 4));
			SLOT(&in->src[0], A_V, 0);
			SLOT(&in->src[3], A_V, (uint8_t)mem_dwords(r));
		} else {
			SLOT(&in->src[0], A_V, 0);
			SLOT(&in->src[3], A_V, (uint8_t)mem_dwords(r));
		}
		SLOT(&in->src[1], A_S | A_OFF, 2);
		break;
	case ISA_MIMG:
		if (r->sem == SEM_IMAGE_LOAD)
			SLOT(&in->dst, A_V, 0);
		else
			SLOT(&in->src[3], A_V, 0);
		SLOT(&in->src[0], A_V, 0);
		SLOT(&in->src[1], A_S, 0);
		break;
	default:
		break;
	}
#undef SLOT
	return n;
}

static bool
is_scalar_kind(uint8_t k)
{
	return k == OPND_SGPR || k == OPND_VCC || k == OPND_VCC_LO ||
	       k == OPND_VCC_HI || k == OPND_EXEC || k == OPND_EXEC_LO ||
	       k == OPND_EXEC_HI || k == OPND_M0 || k == OPND_NULL ||
	       k == OPND_SCC || k == OPND_TTMP;
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
	if (ok && s->count && is_scalar_kind(o->kind) == false &&
	    o->kind == OPND_VGPR && o->count != s->count)
		ok = false;
	if (ok && s->count && (o->kind == OPND_SGPR || o->kind == OPND_TTMP) &&
	    o->count != s->count)
		ok = false;
	/* vcc and exec are 64-bit: a 32-bit operand takes vcc_lo/exec_lo. */
	if (ok && s->count == 1 && (o->kind == OPND_VCC ||
				    o->kind == OPND_EXEC))
		ok = false;
	if (ok && s->count == 2 && (o->kind == OPND_VCC_LO ||
				    o->kind == OPND_EXEC_LO ||
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
	const uint32_t same = ISA_F_CARRY_IN | ISA_F_CARRY_OUT | ISA_F_D16 |
	    ISA_F_D16_HI;

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
	if (!isa_on_target(id, ISA_GFX1030) &&
	    /* gfx12 still takes gfx11's global_atomic_csub_u32 */
	    !(isa_on_target(id, ISA_GFX1100) && mnemonics_known(
	    isa_table[id].name, isa_table[id].name_len, t)))
		return ISA_ID_COUNT;
	return same_operation(id, t);
}

static bool
has_vop3_dpp(const struct isa_features *f)
{
	return f->vop3_dpp;
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
	const struct suffix *sfx;

	if (tlen == 0)
		return cur_error(c, col, 1,
		    "unexpected token at start of statement");
	if (tlen >= ASM_TOKEN_MAX)
		return cur_error(c, col, (unsigned)tlen, "invalid instruction");
	c->in->col = (uint16_t)col;
	c->suffix = FORM_NATIVE;
	/* A form suffix is tried first when the name has one (the usual
	 * case in compiler output), then the whole name. */
	id = ISA_ID_COUNT;
	sfx = name_suffix(name, len);
	/* _e64_dpp (gfx11 on): the VOP3 encoding with a DPP dword. */
	c->e64_dpp = false;
	if (sfx != NULL && sfx->form == FORM_DPP && len > 8 &&
	    memcmp(name + len - 8, "_e64", 4) == 0) {
		id = isa_lookup_any(name, len - 8, c->target, &on_target);
		if (id != ISA_ID_COUNT) {
			c->suffix = FORM_DPP;
			c->e64_dpp = true;
		}
	}
	if (sfx != NULL && id == ISA_ID_COUNT) {
		id = isa_lookup_any(name, len - sfx->len, c->target,
		    &on_target);
		if (id != ISA_ID_COUNT)
			c->suffix = sfx->form;
	}
	if (id == ISA_ID_COUNT) {
		c->suffix = FORM_NATIVE;
		id = isa_lookup_any(name, len, c->target, &on_target);
	}
	if (id == ISA_ID_COUNT) {
		/* llvm-mc knows it: the user's code is right, lanescope
		 * lacks the instruction (cli.md's wording). */
		if (mnemonics_known(name, len, c->target))
			return cur_error_kind(c, DIAG_TARGET, col,
			    (unsigned)tlen, "%s is not modelled by lanescope",
			    name);
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
		for (unsigned k = 0; k < ISA_ID_COUNT; k++) {
			const char *n = isa_table[k].name;
			size_t nl = strlen(n);
			if ((nl > len ? nl - len : len - nl) > bestd ||
			    !isa_on_target((enum isa_id)k, c->target))
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
	c->row = &isa_table[id];
	c->in->id = (uint16_t)id;
	if (c->e64_dpp && !c->ft->vop3_dpp) {
		char tl[96];

		isa_list_targets(has_vop3_dpp, tl, sizeof tl);
		return cur_error_kind(c, DIAG_TARGET, col, (unsigned)tlen,
		    "e64_dpp variant of this instruction is not supported "
		    "(VOP3 DPP exists on %s)", tl);
	}
	if (c->e64_dpp && !isa_has_vop3_dpp(c->row, c->target))
		return cur_error(c, col, (unsigned)tlen, "e64_dpp variant "
		    "of this instruction is not supported");
	if ((c->suffix == FORM_DPP && !c->e64_dpp &&
	     !isa_has_dpp(c->row, c->target)) ||
	    (c->suffix == FORM_SDWA && !(c->row->flags & ISA_F_SDWA)))
		return cur_error(c, col, (unsigned)tlen, "%s variant of this "
		    "instruction is not supported", c->suffix == FORM_DPP ?
		    "dpp" : "sdwa");
	if (c->suffix != FORM_NATIVE && !is_vop(c->row) &&
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

static bool is_label_char(unsigned char ch);

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
		while (at + n < c->n && is_label_char((unsigned char)
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

static int
read_operands(struct cursor *c)
{
	struct slot sl[6];
	unsigned n = layout(c, sl);

	if (c->row->sem == SEM_WAITCNT)
		return asm_read_waitcnt(c);
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
	if (c->row->sem == SEM_S_HINT && !(c->row->aux & 1))
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
		if (v < 0 || v > 0xffff)
			return cur_error(c, col, 1,
			    "invalid operand for instruction (%s takes "
			    "0..65535%s)", c->row->name, c->row->sem == SEM_NOP ?
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
		if (asm_read_operand(c, sl[k].o) != 0)
			return -1;
		if (k == 1 && c->row->family == ISA_VOP2 &&
		    !(c->row->flags & (ISA_F_CARRY_OUT | ISA_F_CARRY_IN)) &&
		    sl[k].o->kind != OPND_VGPR && top_commas(c) >= 2 &&
		    carry_hint(c, sl[k].o) != 0)
			return -1;
		if (check_slot(c, &sl[k]) != 0)
			return -1;
		c->in->nsrc++;
	}
	return 0;
}

/* Whether the instruction as read needs the VOP3 (_e64) encoding. */
/* A 16-bit operation naming v128 or above where the target's e32 and DPP
 * fields hold only v0..v127 (gfx11: seven bits and a half select). */
static bool
high_half_vgpr(const struct cursor *c)
{
	const struct insn *in = c->in;
	const struct operand *o[4] = { &in->dst, &in->src[0], &in->src[1],
		&in->src[2] };
	bool src16 = c->row->type == ISA_TY_F16 || (c->row->sem == SEM_CMP &&
	    (c->row->aux & ISA_CC_16)) || (c->row->sem == SEM_VX &&
	    (c->row->aux == VX_CVT_F16_U16 || c->row->aux == VX_CVT_F16_I16)),
	    dst16 = src16;

	/* the conversions have one 16-bit side */
	if (c->row->sem == SEM_VX && c->row->aux == VX_CVT_F32_F16)
		dst16 = false;
	if (c->row->sem == SEM_VX && c->row->aux == VX_CVT_F16_F32)
		dst16 = true;
	if (!c->ft->half_vgpr7 || !(src16 || dst16))
		return false;
	for (unsigned k = 0; k < 4; k++)
		if (o[k]->kind == OPND_VGPR && o[k]->reg >= 128 &&
		    (k == 0 ? dst16 : src16))
			return true;
	return false;
}

static bool
needs_vop3(const struct cursor *c, bool dpp)
{
	const struct insn *in = c->in;
	const struct isa_info *r = c->row;
	int mask_ok_kind = c->wave == 32 ? OPND_VCC_LO : OPND_VCC;

	if (c->any_vop3)
		return true;
	if (high_half_vgpr(c))
		return true;
	if (r->opcode[c->target] & ISA_OPC_VOP3_ONLY &&
	    r->opcode[c->target] != ISA_OPC_UNKNOWN)
		return true;
	/* DPP16 and gfx11 DPP8 carry neg/abs in their own dword. */
	for (unsigned k = 0; k < 3 && !dpp; k++)
		if (in->src[k].mods & (OPND_MOD_NEG | OPND_MOD_ABS))
			return true;
	/* a scalar src1 needs VOP3; with DPP only where VOP3 DPP takes one */
	if ((r->family == ISA_VOP2 || r->family == ISA_VOPC) &&
	    in->src[1].kind != OPND_VGPR &&
	    (!dpp || c->ft->vop3_dpp_scalar))
		return true;
	if (in->sdst.kind != OPND_NONE && in->sdst.kind != mask_ok_kind)
		return true;
	if (in->src[3].kind != OPND_NONE && in->src[3].kind != mask_ok_kind)
		return true;
	return false;
}

static bool
is_scalar_src(const struct operand *o)
{
	return is_scalar_kind(o->kind) || o->kind == OPND_LITERAL;
}

/* Integer adds and subtracts with a saturating clamp in VOP3: the carry
 * forms everywhere, the others from GFX9 on. */
static bool
int_clamp(const struct cursor *c)
{
	/* VOP3b carry forms have the clamp bit on every target. */
	if (c->row->flags & ISA_F_CARRY_OUT)
		return true;
	switch (c->row->sem) {
	case SEM_ADD_U32:
	case SEM_SUB_U32:
	case SEM_SUBREV_U32:
	case SEM_ADDC_U32:
	case SEM_SUBB_U32:
	case SEM_SUBBREV_U32:
	case SEM_ADD_I32:
	case SEM_SUB_I32:
		return c->ft->int_clamp;
	default:
		return false;
	}
}

/* clamp and mul/div per form, as llvm-mc 14 allows them. */
static int
check_omod(struct cursor *c)
{
	const struct insn *in = c->in;
	const struct isa_info *r = c->row;
	bool fres = isa_float_result((enum isa_id)in->id);
	bool cvt = r->sem == SEM_CVT_I32_F32 || r->sem == SEM_CVT_U32_F32;
	bool clamp_ok, omod_ok;

	if (in->form == FORM_SDWA) {
		bool gfx8 = c->ft->sdwa == ISA_SDWA_GFX8;
		clamp_ok = r->family != ISA_VOPC || gfx8;
		omod_ok = !gfx8 && fres &&
			  r->family != ISA_VOPC;
	} else if (in->form == FORM_E64 || r->family == ISA_VOP3 ||
		   in->vop3_dpp) {
		clamp_ok = (fres && (r->family != ISA_VOPC ||
				     (c->ft->vopc_clamp &&
				      ISA_CC_COND(r->aux) != ISA_CC_CLASS))) ||
			   cvt || int_clamp(c);
		omod_ok = (fres || cvt) && r->family != ISA_VOPC;
	} else {
		clamp_ok = omod_ok = false;
	}
	if (r->sem == SEM_VX && isa_vx_int16_or_pack(r->aux) &&
	    (in->clamp || in->omod))
		return cur_error_kind(c, DIAG_TARGET, in->clamp ? c->clamp_col :
		    c->omod_col, in->clamp ? 5 : 1, "%s with %s is not "
		    "modelled by lanescope (a 16-bit integer or packed "
		    "result)", r->name, in->clamp ? "clamp" :
		    "an output modifier");
	if (in->clamp && !clamp_ok)
		return cur_error(c, c->clamp_col, 5, "invalid operand for "
		    "instruction (%s has no clamp in this form)", r->name);
	if (in->omod && !omod_ok)
		return cur_error(c, c->omod_col, 5, "invalid operand for "
		    "instruction (%s has no mul/div output modifier%s)",
		    r->name, in->form == FORM_SDWA &&
		    c->ft->sdwa == ISA_SDWA_GFX8 ? "; SDWA omod needs gfx9" :
		    "");
	return 0;
}

/* VOP3 DPP (_e64_dpp): src0 is the DPP-fetched VGPR, no literal
 * anywhere; gfx11 wants src1 in a VGPR too, gfx12 also takes an SGPR or
 * an inline constant there (llvm-mc 19 on both). */
static int
check_vop3_dpp(struct cursor *c)
{
	const struct insn *in = c->in;

	if (in->src[0].kind != OPND_VGPR)
		return cur_error(c, in->src[0].col, 1, "invalid operand for "
		    "instruction (DPP src0 must be a VGPR)");
	for (unsigned k = 1; k < 4; k++) {
		const struct operand *o = &in->src[k];
		if (o->kind == OPND_LITERAL)
			return cur_error(c, o->col, 1, "invalid operand for "
			    "instruction (VOP3 DPP takes no literal)");
		if (k == 1 && o->kind == OPND_CONST && !c->ft->vop3_dpp_scalar)
			return cur_error_kind(c, DIAG_TARGET, in->col, 1,
			    "src1 immediate operand invalid for instruction "
			    "(%s: src1 of VOP3 DPP must be a VGPR; gfx1200 "
			    "also takes an SGPR or a constant)",
			    isa_target_name(c->target));
		if (k == 1 && o->kind != OPND_VGPR && o->kind != OPND_NONE &&
		    !c->ft->vop3_dpp_scalar)
			return cur_error_kind(c, DIAG_TARGET, o->col, 1,
			    "invalid operand for instruction (%s: src1 of "
			    "VOP3 DPP must be a VGPR; gfx1200 also takes an "
			    "SGPR or a constant)", isa_target_name(c->target));
	}
	return 0;
}

/* Checks the sources against the chosen form, as llvm-mc does. */
static int
check_form(struct cursor *c)
{
	struct insn *in = c->in;
	const struct isa_info *r = c->row;
	unsigned nlit = 0, bus = 0, limit, bus_col = 0;
	uint64_t lit = 0;
	const struct operand *seen[4];
	unsigned nseen = 0;

	for (unsigned k = 0; k < 3; k++) {
		const struct operand *o = &in->src[k];
		if (o->kind == OPND_LITERAL) {
			/* the same value twice is one literal */
			if (nlit > 0 && o->value != lit)
				return cur_error(c, o->col, 1,
				    "only one literal operand is allowed");
			nlit++;
			lit = o->value;
		}
		if ((o->mods & OPND_MOD_SEXT) && (r->flags & ISA_F_FLOAT))
			return cur_error(c, o->col, 1, "not a valid operand. "
			    "(sext() is for integer instructions; %s takes "
			    "neg/abs)", r->name);
		if (o->mods & OPND_MOD_SEXT && in->form != FORM_SDWA)
			return cur_error(c, o->col, 1,
			    "invalid operand for instruction (sext() is an "
			    "SDWA modifier)");
		if ((o->mods & (OPND_MOD_NEG | OPND_MOD_ABS)) &&
		    !(r->flags & ISA_F_FLOAT) &&
		    !(r->sem == SEM_CNDMASK && (in->form == FORM_E64 ||
					      in->vop3_dpp)))
			return cur_error(c, o->col, 1, "not a valid operand. "
			    "(neg/abs need a floating-point instruction)");
		/* v_ldexp_f32's exponent is an integer (llvm-mc 19) */
		if ((o->mods & (OPND_MOD_NEG | OPND_MOD_ABS)) && k == 1 &&
		    r->sem == SEM_VX && (r->aux == VX_LDEXP_F32 ||
					 r->aux == VX_LDEXP_F64))
			return cur_error(c, o->col, 1, "not a valid operand. "
			    "(the exponent of %s is an integer: no "
			    "neg/abs)", r->name);
		/* v_cvt_pk_u8_f32's s1 and s2 are integers (llvm-mc 19) */
		if ((o->mods & (OPND_MOD_NEG | OPND_MOD_ABS)) && k > 0 &&
		    r->sem == SEM_VX && r->aux == VX_CVT_PK_U8_F32)
			return cur_error(c, o->col, 1, "not a valid operand. "
			    "(s1 and s2 of %s are integers: no neg/abs)",
			    r->name);
		/* v_cmp_class's s1 is a mask of classes (llvm-mc 19) */
		if ((o->mods & (OPND_MOD_NEG | OPND_MOD_ABS)) && k == 1 &&
		    r->sem == SEM_CMP && ISA_CC_COND(r->aux) == ISA_CC_CLASS)
			return cur_error(c, o->col, 1, "not a valid operand. "
			    "(s1 of %s is a mask of classes: no neg/abs)",
			    r->name);
		/* VOP3b (v_div_scale) keeps sdst where abs bits would be */
		if ((o->mods & OPND_MOD_ABS) && r->family == ISA_VOP3 &&
		    (r->flags & ISA_F_CARRY_OUT))
			return cur_error(c, o->col, 1, "not a valid operand. "
			    "(%s has no abs modifier: its encoding keeps "
			    "sdst there)", r->name);
	}
	if (check_omod(c) != 0)
		return -1;
	if ((in->form == FORM_E32 || in->form == FORM_DPP ||
	     in->form == FORM_DPP8) && !in->vop3_dpp && high_half_vgpr(c))
		return cur_error(c, in->col, 1, "operands are not valid for "
		    "this GPU or mode (%s: 16-bit operands of this form are "
		    "v0..v127; %s)", isa_target_name(c->target),
		    in->form == FORM_E32 ? "use _e64" : "use _e64_dpp");
	if (in->vop3_dpp && check_vop3_dpp(c) != 0)
		return -1;
	if ((in->form == FORM_DPP || in->form == FORM_DPP8) &&
	    !in->vop3_dpp) {
		if (!isa_has_dpp(r, c->target))
			return cur_error(c, in->col, 1,
			    "dpp variant of this instruction is not supported");
		if (in->src[0].kind != OPND_VGPR && r->sem != SEM_NOP)
			return cur_error(c, in->src[0].col, 1,
			    "invalid operand for instruction (DPP src0 must "
			    "be a VGPR)");
		if ((r->family == ISA_VOP2 || r->family == ISA_VOPC) &&
		    in->src[1].kind != OPND_VGPR)
			return cur_error(c, in->src[1].col, 1,
			    "invalid operand for instruction (DPP src1 must "
			    "be a VGPR)");
		if (in->form == FORM_DPP8)
			for (unsigned k = 0; k < 2; k++)
				if (in->src[k].mods)
					return cur_error(c, in->src[k].col, 1,
					    "invalid operand for instruction "
					    "(no neg/abs with dpp8)");
	}
	if (in->form == FORM_SDWA) {
		if (!(r->flags & ISA_F_SDWA) || c->ft->sdwa == ISA_SDWA_NONE)
			return cur_error_kind(c, DIAG_TARGET, in->col, 1,
			    "sdwa variant of this instruction is not "
			    "supported%s", c->ft->sdwa == ISA_SDWA_NONE ?
			    " (GFX11 removed SDWA)" : "");
		for (unsigned k = 0; k < 2; k++) {
			const struct operand *o = &in->src[k];
			if (o->kind == OPND_NONE || o->kind == OPND_VGPR)
				continue;
			bool gfx8 = c->ft->sdwa == ISA_SDWA_GFX8;
			if (gfx8 || o->kind == OPND_LITERAL)
				return cur_error(c, o->col, 1,
				    "invalid operand for instruction (%s)",
				    gfx8 ?
				    "SDWA sources are VGPRs on gfx8" :
				    "no literal in SDWA");
		}
		if (r->family == ISA_VOPC && in->sdst.col == 0 &&
		    in->sdst.kind != OPND_NONE)
			return cur_error(c, in->src[0].col, 1,
			    "invalid operand for instruction (SDWA compares "
			    "name their destination)");
		if (r->family == ISA_VOPC && c->ft->sdwa == ISA_SDWA_GFX8 &&
		    in->sdst.kind != OPND_VCC)
			return cur_error(c, in->sdst.col, 1, "operands are not "
			    "valid for this GPU or mode (gfx8 SDWA compares "
			    "write vcc)");
	}
	if (in->form == FORM_E32)
		for (unsigned k = 0; k < 3; k++)
			if (in->src[k].mods)
				return cur_error(c, in->src[k].col, 1,
				    "invalid operand for instruction (_e32 "
				    "has no source modifiers; use _e64)");
	if ((in->form == FORM_E32 || in->form == FORM_DPP ||
	     in->form == FORM_SDWA || in->form == FORM_DPP8) &&
	    !in->vop3_dpp) {
		int mk = c->wave == 32 ? OPND_VCC_LO : OPND_VCC;
		if (in->sdst.kind != OPND_NONE && in->sdst.kind != mk &&
		    !(in->form == FORM_SDWA && r->family == ISA_VOPC))
			return cur_error(c, in->sdst.col, 1,
			    "invalid operand for instruction (the %s form "
			    "writes %s; use _e64 for an SGPR destination)",
			    in->form == FORM_E32 ? "_e32" : "_dpp/_sdwa",
			    c->wave == 32 ? "vcc_lo" : "vcc");
		if (in->src[3].kind != OPND_NONE && in->src[3].kind != mk)
			return cur_error(c, in->src[3].col, 1,
			    "invalid operand for instruction (the carry-in "
			    "of this form is %s)",
			    c->wave == 32 ? "vcc_lo" : "vcc");
		if (in->form == FORM_E32 && is_vop(r) &&
		    r->family != ISA_VOP1 && in->src[1].kind != OPND_VGPR)
			return cur_error(c, in->src[1].col, 1,
			    "invalid operand for instruction (src1 of _e32 "
			    "must be a VGPR; use _e64)");
	}
	if ((in->form == FORM_E64 || (r->family == ISA_VOP3)) &&
	    !in->vop3_dpp && nlit > 0 && !c->ft->vop3_literal)
		for (unsigned k = 0; k < 3; k++)
			if (in->src[k].kind == OPND_LITERAL)
				return cur_error(c, in->src[k].col, 1,
				    "literal operands are not supported "
				    "(VOP3 literals need gfx1010 or later)");
	/* Constant bus: distinct scalar values read by one VALU op. */
	if (is_vop(r) || r->family == ISA_VOP3) {
		limit = c->ft->const_bus;
		for (unsigned k = 0; k < 4; k++) {
			const struct operand *o = &in->src[k];
			bool dup = false;
			if (!is_scalar_src(o))
				continue;
			if (k == 3 && in->form != FORM_E64 && !in->vop3_dpp)
				continue; /* implicit vcc counted below */
			for (unsigned j = 0; j < nseen; j++)
				if (seen[j]->kind == o->kind &&
				    seen[j]->reg == o->reg &&
				    (o->kind != OPND_LITERAL ||
				     seen[j]->value == o->value))
					dup = true;
			if (!dup) {
				seen[nseen++] = o;
				bus++;
				if (bus > limit && bus_col == 0)
					bus_col = o->col;
			}
		}
		if ((r->flags & ISA_F_CARRY_IN) && in->form != FORM_E64 &&
		    !in->vop3_dpp)
			bus++;
		/* v_div_fmas reads vcc without naming it */
		if (r->sem == SEM_VX && (r->aux == VX_DIV_FMAS_F32 ||
					 r->aux == VX_DIV_FMAS_F64))
			bus++;
		if (r->sem == SEM_WRITELANE || r->sem == SEM_READLANE)
			limit = c->ft->const_bus;
		/* `v_writelane_b32 v1, s3, m0`: llc emits it and llvm-mc 19
		 * accepts it on every target (m0 as the lane select is not
		 * counted), but llvm-mc 14 refused it; follow 19 and say so. */
		if (bus > limit && r->sem == SEM_WRITELANE &&
		    in->src[1].kind == OPND_M0 && bus - 1 <= limit) {
			if (c->d->message[0] == '\0')
				diag_set(c->d, DIAG_WARNING, DIAG_TARGET,
				    in->src[1].col, 2, "m0 as the lane select "
				    "beside a scalar value: accepted as llvm-mc "
				    "19 does, though it breaks %s's constant "
				    "bus limit of %u and llvm-mc 14 refuses it",
				    isa_target_name(c->target), limit);
			return 0;
		}
		if (bus > limit)
			return cur_error(c, bus_col ? bus_col : in->col, 1,
			    "invalid operand (violates constant bus "
			    "restrictions: %s allows %u scalar value%s per "
			    "instruction)", isa_target_name(c->target), limit,
			    limit > 1 ? "s" : "");
	}
	return 0;
}

static unsigned
popcount4(unsigned v)
{
	return (v & 1) + (v >> 1 & 1) + (v >> 2 & 1) + (v >> 3 & 1);
}

/* A global/flat atomic returns the old value exactly when it names a
 * VGPR for it, and then glc (sc0 on gfx942) must be given; llvm-mc's
 * messages. */
static int
check_atomic_return(struct cursor *c)
{
	const char *bit = c->ft->cache_sc ? "sc0" : "glc";

	if (!isa_sem_atomic(c->row->sem) || c->ft->enc >= ISA_ENC_GFX12)
		return 0; /* gfx12: asm_check_th */
	if (c->in->dst.kind != OPND_NONE && !c->in->glc)
		return cur_error(c, c->in->col, 1, "instruction must use %s "
		    "(the form that returns the old value into the first "
		    "VGPR)", bit);
	if (c->in->dst.kind == OPND_NONE && c->in->glc)
		return cur_error(c, c->glc_col ? c->glc_col : c->in->col, 3,
		    "instruction must not use %s (to get the old value back, "
		    "name a VGPR for it first)", bit);
	return 0;
}

/* Address and data sizes of memory instructions, as llvm-mc checks them. */
static int
check_memory(struct cursor *c)
{
	struct insn *in = c->in;
	const struct isa_info *r = c->row;
	const struct operand *va = &in->src[0];

	if (c->ft->enc >= ISA_ENC_GFX12 && (r->family == ISA_MUBUF ||
	    r->family == ISA_FLAT || r->family == ISA_GLOBAL) &&
	    asm_check_th(c) != 0)
		return -1;
	switch (r->family) {
	case ISA_MUBUF: {
		unsigned want = (unsigned)in->offen + (unsigned)in->idxen;
		/* VBUFFER's soffset field is 7 bits: an SGPR, m0 or null */
		if (c->ft->enc >= ISA_ENC_GFX12 &&
		    in->src[2].kind != OPND_SGPR &&
		    in->src[2].kind != OPND_M0 && in->src[2].kind != OPND_NULL)
			return cur_error(c, in->src[2].col ? in->src[2].col :
			    in->col, 1, "operands are not valid for this GPU "
			    "or mode (gfx12's buffer soffset is an SGPR, m0 or "
			    "null)");
		/* asm.h: an atomic with glc returns the old value into its
		 * data register, so dst names it too. */
		if (isa_sem_atomic(r->sem) && in->glc) {
			in->dst = in->src[3];
			in->dst.count = (uint8_t)(r->aux / 4);
		}
		if (va->kind == OPND_OFF && want > 0)
			return cur_error(c, c->addr_mod_col, 5, "invalid "
			    "operand for instruction (offen/idxen need a VGPR "
			    "address in place of `off`)");
		if (va->kind == OPND_VGPR && va->count != want)
			return cur_error(c, want ? va->col : in->col, 1,
			    want ? "invalid operand for instruction (offen "
			    "and idxen together take a VGPR pair, one of them "
			    "one VGPR)" : "too few operands for instruction "
			    "(a VGPR address needs offen or idxen; write `off` "
			    "for none)");
		return 0;
	}
	case ISA_FLAT:
		return check_atomic_return(c);
	case ISA_GLOBAL:
		if (check_atomic_return(c) != 0)
			return -1;
		if (in->src[1].kind == OPND_OFF && va->count != 2)
			return cur_error(c, in->src[1].col, 3, "invalid "
			    "operand for instruction (with `off` the address "
			    "is a 64-bit VGPR pair)");
		if (in->src[1].kind != OPND_OFF && va->count != 1)
			return cur_error(c, va->col, 1, "invalid operand for "
			    "instruction (with an SGPR base the address is one "
			    "VGPR offset)");
		return 0;
	case ISA_MIMG: {
		const struct operand *data = r->sem == SEM_IMAGE_LOAD
		    ? &in->dst : &in->src[3];
		unsigned n = popcount4(in->dmask);
		/* GFX10 image addresses per dim (1D, 2D, 3D, cube, 1D array,
		 * 2D array, MSAA, MSAA array). */
		static const uint8_t coords[8] = { 1, 2, 3, 3, 2, 3, 3, 4 };
		if (in->src[1].count != 8)
			return cur_error(c, in->src[1].col, 1, "invalid "
			    "operand for instruction (the image resource is "
			    "eight SGPRs, s[n:n+7])");
		if (data->count != (n ? n : 1))
			return cur_error(c, in->col, 1, "image data size does "
			    "not match dmask and tfe (dmask:0x%x needs %u "
			    "VGPR%s)", in->dmask, n ? n : 1, n > 1 ? "s" : "");
		if (c->ft->dlc_dim && va->count != coords[in->dim])
			return cur_error(c, in->col, 1, "operands are not "
			    "valid for this GPU or mode (dim %s takes %u "
			    "address VGPR%s)", (c->seen & MOD_DIM) ? "" :
			    "1D (the default)", coords[in->dim],
			    coords[in->dim] > 1 ? "s" : "");
		return 0;
	}
	default:
		return 0;
	}
}

static int
finish(struct cursor *c)
{
	struct insn *in = c->in;
	const struct isa_info *r = c->row;

	if (!is_vop(r) && (c->e64_dpp || ((c->any_dpp || c->any_dpp8) &&
	    !c->any_sdwa && isa_has_vop3_dpp(r, c->target)))) {
		in->form = c->any_dpp8 ? FORM_DPP8 : FORM_DPP;
		in->vop3_dpp = true;
		if (c->any_sdwa)
			return cur_error(c, c->mod_col, 1, "invalid operand "
			    "for instruction (SDWA selects need the _sdwa "
			    "form)");
	} else if (!is_vop(r)) {
		if (c->any_dpp || c->any_dpp8 || c->any_sdwa)
			return cur_error(c, in->col, 1,
			    "invalid operand for instruction");
		if ((r->flags & ISA_F_CROSSLANE) && c->suffix == FORM_E64)
			return cur_error(c, in->col, 1, "e64 variant of this "
			    "instruction is not supported (write %s without "
			    "a suffix)", r->name);
		in->form = FORM_NATIVE;
	} else if ((c->any_dpp || c->any_dpp8) && c->any_sdwa) {
		return cur_error(c, c->mod_col, 1, "invalid operand for "
		    "instruction (DPP and SDWA modifiers do not mix: an "
		    "instruction has one encoding)");
	} else if (c->suffix != FORM_NATIVE) {
		in->form = c->suffix;
		in->vop3_dpp = c->e64_dpp;
		if ((r->flags & ISA_F_CROSSLANE) && c->suffix != FORM_E32)
			return cur_error(c, in->col, 1, "%s variant of this "
			    "instruction is not supported",
			    c->suffix == FORM_E64 ? "e64" : c->suffix ==
			    FORM_DPP ? "dpp" : "sdwa");
		if (c->any_dpp8 && c->suffix == FORM_DPP)
			in->form = FORM_DPP8;
		if ((c->any_dpp || c->any_dpp8) && c->suffix != FORM_DPP)
			return cur_error(c, c->mod_col, 1,
			    "invalid operand for instruction (DPP controls "
			    "need the _dpp form or no suffix)");
		if (c->any_sdwa && c->suffix != FORM_SDWA)
			return cur_error(c, c->mod_col, 1,
			    "invalid operand for instruction (SDWA selects "
			    "need the _sdwa form or no suffix)");
		if (c->any_vop3 && c->suffix == FORM_E32)
			return cur_error(c, c->clamp_col ? c->clamp_col :
			    c->omod_col, 1,
			    "invalid operand for instruction (clamp/omod need "
			    "_e64)");
	} else if (c->any_dpp8 || c->any_dpp) {
		/* What the DPP dword of VOP1/2/C cannot say (clamp, omod,
		 * an SGPR mask, a VOP3-only opcode) picks VOP3 DPP where the
		 * target has it, as llvm-mc 19 does. */
		in->form = c->any_dpp8 ? FORM_DPP8 : FORM_DPP;
		in->vop3_dpp = isa_has_vop3_dpp(r, c->target) &&
			       needs_vop3(c, true);
	} else if (c->any_sdwa || ((r->flags & ISA_F_SDWA) &&
				   ((in->src[0].mods | in->src[1].mods) &
				    OPND_MOD_SEXT))) {
		/* sext() exists only in SDWA, so it picks that form too. */
		in->form = FORM_SDWA;
	} else if (needs_vop3(c, false)) {
		in->form = FORM_E64;
	} else {
		in->form = FORM_E32;
	}
	if (in->form == FORM_DPP && !(c->seen & MOD_DPP_CTRL))
		/* llvm-mc 14 has no default control (`v_mov_b32_dpp v0, v1`
		 * is "too few operands"). */
		return cur_error(c, in->col, 1, "too few operands for "
		    "instruction (DPP needs a control first, e.g. "
		    "quad_perm:[0,1,2,3] or row_shr:1)");
	if (r->family == ISA_VOP2 &&
	    (r->opcode[c->target] & ISA_OPC_VOP3_ONLY) &&
	    r->opcode[c->target] != ISA_OPC_UNKNOWN &&
	    in->form != FORM_E64 && !in->vop3_dpp)
		return cur_error_kind(c, DIAG_TARGET, in->col, 1,
		    "%s variant of this instruction is not supported (%s "
		    "exists only as VOP3, _e64, on %s)", in->form == FORM_E32
		    ? "e32" : in->form == FORM_SDWA ? "sdwa" : "dpp", r->name,
		    isa_target_name(c->target));
	if (in->form == FORM_DPP8 || in->fi) {
		if (!c->ft->dpp8)
			return cur_error_kind(c, DIAG_TARGET, in->col, 1,
			    "not a valid operand. (dpp8 and fi exist from "
			    "gfx1010 on)");
	}
	if (c->implicit_sdst && !c->ft->vcc_implicit_co_ci &&
	    (in->form == FORM_DPP || in->form == FORM_SDWA))
		return cur_error(c, in->src[0].col, 1, "invalid operand for "
		    "instruction (before gfx1010 the _dpp/_sdwa forms name "
		    "their vcc operands)");
	if (c->implicit_sdst && (in->form == FORM_E64 || in->vop3_dpp))
		return cur_error(c, in->src[0].col, 1, "invalid operand for "
		    "instruction (the %s form names its destination mask)",
		    in->vop3_dpp ? "_e64_dpp" : "_e64");
	if (r->sem == SEM_MAC_F32 && in->form == FORM_SDWA &&
	    c->ft->sdwa != ISA_SDWA_GFX8)
		return cur_error_kind(c, DIAG_TARGET, in->col, 1, "sdwa "
		    "variant of this instruction is not supported (v_mac_f32 "
		    "has SDWA on gfx803 only)");
	if (check_memory(c) != 0)
		return -1;
	return check_form(c);
}

/* Bytes the first scan of a line must look at: control bytes, non-ASCII,
 * quotes and the comment starters. One table lookup per byte keeps the
 * scan cheap (it runs over every byte of every --encode line). */
#define X1 1, 1, 1, 1, 1, 1, 1, 1
static const uint8_t special_byte[256] = {
	X1, 1, 0 /* \t */, 1, 1, 1, 1, 1, 1, X1, X1,
	['"'] = 1, ['/'] = 1, [';'] = 1, [0x7f] = 1,
	[0x80] = X1, X1, X1, X1, X1, X1, X1, X1, X1, X1, X1, X1, X1, X1, X1,
	X1,
};
#undef X1

/* Whether none of the 16 bytes at p is special (below 0x20, at or above
 * 0x7f, or one of " / ;): the GCC/Clang vector extension gives SSE2 or
 * NEON code without intrinsics. */
static inline bool
plain16(const char *p)
{
	typedef signed char v16 __attribute__((vector_size(16)));
	v16 x, hit;
	uint64_t w[2];

	memcpy(&x, p, sizeof x);
	/* signed: the bytes at or above 0x80 are below 0x20 too */
	hit = (x < 0x20) | (x == 0x7f) | (x == '"') | (x == '/') | (x == ';');
	memcpy(w, &hit, sizeof w);
	return (w[0] | w[1]) == 0;
}

/* Finds where the code of the line ends (before a `;` or `//` comment
 * outside quotes). Returns -1 with *bad set to the first byte that no
 * line may hold (NUL, other control bytes, non-ASCII) before that. */
static long
scan_line(const char *line, size_t len, size_t *bad)
{
	bool quoted = false;
	size_t i = 0;

	/* Sixteen bytes at a time while none of them is special; the last
	 * block overlaps the one before it so no byte is left to the byte
	 * loop below unless something special is near. */
	for (; i + 16 <= len; i += 16)
		if (!plain16(line + i))
			break;
	if (i < len && i + 16 > len && len >= 16 && plain16(line + len - 16))
		return (long)len;
	for (; i < len; i++) {
		unsigned char ch = (unsigned char)line[i];
		if (!special_byte[ch])
			continue;
		if (ch == '"') {
			quoted = !quoted;
		} else if (ch == ';' || ch == '/') {
			if (!quoted && (ch == ';' ||
					(i + 1 < len && line[i + 1] == '/')))
				return (long)i;
		} else {
			*bad = i;
			return -1;
		}
	}
	return (long)len;
}

/* ---- labels and directives ---- */

static bool
is_label_char(unsigned char ch)
{
	return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') ||
	    (ch >= '0' && ch <= '9') || ch == '_' || ch == '.' || ch == '$';
}

static bool
is_blank(char ch)
{
	return ch == ' ' || ch == '\t';
}

/* The name of a label whose text (blanks trimmed) is s[0..n), ending in
 * ':', or NULL: `NAME:`, `<name>:` or `HEX <name>:` (llvm-objdump). */
static const char *
label_in(const char *s, size_t n, size_t *name_len)
{
	size_t i = 0;

	if (n < 2 || s[n - 1] != ':')
		return NULL;
	n--;
	if (s[n - 1] == '>') {
		/* objdump: an optional address, then <name> */
		while (i < n && ((s[i] >= '0' && s[i] <= '9') ||
		    (s[i] >= 'a' && s[i] <= 'f') || (s[i] >= 'A' && s[i] <= 'F')))
			i++;
		while (i < n && is_blank(s[i]))
			i++;
		if (s[i] != '<' || n - i < 3)
			return NULL;
		*name_len = n - i - 2;
		return s + i + 1;
	}
	if (s[0] >= '0' && s[0] <= '9')
		return NULL;
	for (i = 0; i < n; i++)
		if (!is_label_char((unsigned char)s[i]))
			return NULL;
	*name_len = n;
	return s;
}

/* The code part of line (no blanks around it, no comment): start in
 * *from, length returned. */
static size_t
code_part(const char *line, size_t len, size_t *from)
{
	size_t bad, i = 0;
	long n = scan_line(line, len, &bad);
	size_t end = n < 0 ? len : (size_t)n;

	while (i < end && is_blank(line[i]))
		i++;
	while (end > i && is_blank(line[end - 1]))
		end--;
	*from = i;
	return end - i;
}

const char *
asm_label_name(const char *line, size_t len, size_t *name_len)
{
	size_t from, n = code_part(line, len, &from);

	return label_in(line + from, n, name_len);
}

/* Blocks of asm_block_line: opening and closing directive, by number. */
static const struct {
	const char *open, *close;
} blocks[] = {
	{ ".amdgpu_metadata", ".end_amdgpu_metadata" },
	{ ".amdhsa_kernel", ".end_amdhsa_kernel" },
	{ ".amd_kernel_code_t", ".end_amd_kernel_code_t" },
	{ ".amd_amdgpu_hsa_metadata", ".end_amd_amdgpu_hsa_metadata" },
	{ ".amdgpu_pal_metadata", ".end_amdgpu_pal_metadata" },
};

/* Whether the code s[0..n) starts with the word w. */
static bool
starts_word(const char *s, size_t n, const char *w)
{
	size_t k = strlen(w);

	return n >= k && memcmp(s, w, k) == 0 && (n == k || is_blank(s[k]));
}

bool
asm_block_line(struct asm_block *b, const char *line, size_t len)
{
	size_t from, n = code_part(line, len, &from);
	const char *s = line + from;

	if (b->open != 0) {
		if (starts_word(s, n, blocks[b->open - 1].close))
			b->open = 0;
		return true;
	}
	if (n == 0 || s[0] != '.')
		return false;
	for (size_t k = 0; k < sizeof blocks / sizeof *blocks; k++)
		if (starts_word(s, n, blocks[k].open)) {
			b->open = (uint8_t)(k + 1);
			return true;
		}
	return false;
}

/* Longest code part of a line that is copied into a padded buffer. */
#define ASM_PADDED_LINE 240

enum asm_status
asm_parse_line(const char *line, size_t len, enum isa_target target, int wave,
    struct insn *out, struct diag *diag)
{
	/* Copies of zeroed templates, not memset: GCC turns a memset of
	 * this size into `rep stos`, whose start-up cost was a quarter of
	 * this function. */
	static const struct insn zero_insn;
	static const struct cursor zero_cursor;
	struct cursor c = zero_cursor;
	char padded[ASM_PADDED_LINE + 16];

	*out = zero_insn;
	diag->message[0] = '\0';
	diag->col = 0;
	diag->len = 0;
	c.s = line;
	c.target = target;
	c.wave = wave == 32 ? 32 : 64;
	c.in = out;
	c.d = diag;
	c.n = len;
	cur_skip_blanks(&c);
	if (c.i < len && line[c.i] == ':')
		return ASM_COMMAND;
	{
		size_t bad = 0;
		long n = scan_line(line, len, &bad);
		if (n < 0) {
			cur_error(&c, (unsigned)bad + 1, 1,
			    "invalid character in input (byte 0x%02x)",
			    (unsigned char)line[bad]);
			return ASM_ERROR;
		}
		c.n = (size_t)n;
	}
	/* The code part of a line of usual length is read from a copy with
	 * 16 zero bytes after it, so that the lexer's 16-byte vector tests
	 * also work on the last tokens of the line (the zeros end any
	 * token). */
	c.vec_end = c.n;
	if (c.n <= ASM_PADDED_LINE) {
		memcpy(padded, line, c.n);
		memset(padded + c.n, 0, 16);
		c.s = padded;
		c.vec_end = c.n + 16;
	}
	if (c.i >= c.n)
		return ASM_EMPTY;
	{
		/* A label ends in ':' (blanks aside); a directive starts with
		 * '.' (.LBB0_1: is a label). Two byte tests on other lines. */
		size_t end = c.n, name_len;

		while (end > c.i && is_blank(line[end - 1]))
			end--;
		if (line[end - 1] == ':' && label_in(line + c.i, end - c.i,
		    &name_len) != NULL)
			return ASM_LABEL;
		if (line[c.i] == '.')
			return ASM_DIRECTIVE;
	}
	if (target >= ISA_TARGET_COUNT) {
		cur_error(&c, 1, 0, "unknown target");
		return ASM_ERROR;
	}
	c.ft = isa_features(target);
	out->target = (uint8_t)target;
	out->wave = (uint8_t)c.wave;
	out->row_mask = 0xf;
	out->bank_mask = 0xf;
	out->dst_sel = SDWA_DWORD;
	out->src0_sel = SDWA_DWORD;
	out->src1_sel = SDWA_DWORD;
	out->dst_unused = SDWA_UNUSED_PRESERVE;
	if (read_mnemonic(&c) != 0)
		return ASM_ERROR;
	if (c.row->family == ISA_VOPD)
		return asm_vopd_parse(&c) != 0 ? ASM_ERROR : ASM_OK;
	if (read_operands(&c) != 0 ||
	    asm_read_modifiers(&c) != 0 || finish(&c) != 0)
		return ASM_ERROR;
	return ASM_OK;
}
