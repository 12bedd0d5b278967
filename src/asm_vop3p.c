/* SPDX-License-Identifier: MIT */
/* Assembler part of packed math (VOP3P): op_sel, op_sel_hi, neg_lo and
 * neg_hi, and the checks llvm-mc 19 makes on a packed row. Pure. */
#include "asm_int.h"

#include "asm_modifiers.h"

bool
asm_int16_source(const struct isa_info *row, const struct operand *o,
    const struct insn *in)
{
	unsigned k = (unsigned)(o - in->src), op = row->aux;

	if (o < in->src || k > 2)
		return false;
	if (row->sem == SEM_CMP)
		return (row->aux & ISA_CC_16) && !(row->flags & ISA_F_FLOAT) &&
		    ISA_CC_COND(row->aux) != ISA_CC_CLASS;
	if (row->sem != SEM_VX)
		return false;
	/* v_mad_u32_u16's addend is 32-bit */
	if (op == VX_MAD_U32_U16 || op == VX_MAD_I32_I16)
		return k < 2;
	return (op >= VX_ADD_U16 && op <= VX_NOT_B16) ||
	    (op >= VX_MAD_U16 && op <= VX_MED3_U16) ||
	    op == VX_CVT_F16_U16 || op == VX_CVT_F16_I16 ||
	    op == VX_CVT_I32_I16 || op == VX_CVT_U32_U16 || op == VX_MOV_B16;
}

/* Sources of a VOP3P row: 3 with ISA_F_SRC3, else 2. */
static unsigned
vop3p_nsrc(const struct isa_info *r)
{
	return (r->flags & ISA_F_SRC3) ? 3u : 2u;
}

/* "[b0,b1,...]": one to four bits (llvm-mc takes lists shorter or longer
 * than the sources; missing bits are 0, bits past the sources are
 * dropped). */
static int
bit_list(struct cursor *c, unsigned *bits)
{
	unsigned k = 0;

	if (asm_expect_colon(c) != 0)
		return -1;
	if (!cur_accept(c, '['))
		return cur_error(c, cur_col(c), 1,
		    "expected an opening square bracket");
	*bits = 0;
	for (;;) {
		int64_t v;
		unsigned col;

		cur_skip_blanks(c);
		col = cur_col(c);
		if (cur_int(c, &v) != 0)
			return -1;
		if (v != 0 && v != 1)
			return cur_error(c, col, 1, "invalid op_sel operand "
			    "(each value is 0 or 1)");
		if (k >= 4)
			return cur_error(c, col, 1, "invalid op_sel operand "
			    "(at most four values)");
		*bits |= (unsigned)v << k++;
		if (cur_accept(c, ']'))
			return 0;
		if (!cur_accept(c, ','))
			return cur_error(c, cur_col(c), 1,
			    "expected a comma or a closing square bracket");
	}
}

int
asm_vop3p_modifier(struct cursor *c, unsigned kind, unsigned col,
    size_t len)
{
	struct insn *in = c->in;
	unsigned bits = 0, n, mask;

	if (!(c->row->flags & ISA_F_VOP3P))
		return cur_error(c, col, (unsigned)len, "not a valid operand. "
		    "(op_sel_hi, neg_lo and neg_hi are for the packed VOP3P "
		    "instructions, v_pk_*)");
	if (isa_pk_mix(c->row->aux) && (kind == M_NEG_LO || kind == M_NEG_HI))
		return cur_error(c, col, (unsigned)len, "not a valid operand. "
		    "(%s negates a source with -x and |x|, not neg_lo or "
		    "neg_hi)", c->row->name);
	n = vop3p_nsrc(c->row);
	mask = (1u << n) - 1;
	if (kind == M_NEG_LO || kind == M_NEG_HI) {
		/* Before the first of the two, any source modifier was
		 * written on the operand (-x, |x|): llvm-mc's error too. */
		uint32_t self = kind == M_NEG_LO ? MOD_NEG_LO : MOD_NEG_HI;
		bool first = (c->seen & (MOD_NEG_LO | MOD_NEG_HI)) == self;
		for (unsigned k = 0; first && k < n; k++)
			if (in->src[k].mods)
				return cur_error(c, in->src[k].col, 1,
				    "not a valid operand. (packed "
				    "instructions negate halves with "
				    "neg_lo:[...] and neg_hi:[...])");
	}
	if (bit_list(c, &bits) != 0)
		return -1;
	bits &= mask;
	c->any_vop3 = true;
	switch (kind) {
	case M_OP_SEL:
		in->op_sel = (uint8_t)((in->op_sel & ~7u) | bits);
		break;
	case M_OP_SEL_HI:
		/* a two-source row keeps src2's bit set, as llvm-mc does */
		in->op_sel = (uint8_t)((in->op_sel & 7u) |
		    (bits | (n == 2 ? 4u : 0u)) << ISA_PK_HI_SHIFT);
		break;
	default:
		for (unsigned k = 0; k < n; k++)
			if (bits >> k & 1)
				in->src[k].mods |= (uint8_t)(kind == M_NEG_LO ?
				    OPND_MOD_NEG : OPND_MOD_ABS);
		break;
	}
	return 0;
}

int
asm_vop3_opsel(struct cursor *c, unsigned col, size_t len)
{
	unsigned n = (c->row->flags & ISA_F_SRC3) ? 3u : 2u, bits = 0, sel;

	/* GFX8 has no op_sel field; llvm-mc wants it before clamp and omod */
	if (c->ft->enc == ISA_ENC_GFX8)
		return cur_error(c, col, (unsigned)len, "not a valid operand. "
		    "(VOP3 op_sel exists from gfx900 on)");
	if (c->sdwa_stage != 0)
		return cur_error(c, col, (unsigned)len, "not a valid operand. "
		    "(op_sel goes before clamp and mul/div)");
	/* v_cvt_sr_fp8/bf8_f32: gfx942 names d's byte with op_sel[3:2]
	 * (four values), gfx12 with byte_sel (llvm-mc 19 takes no op_sel
	 * there) */
	if (c->row->sem == SEM_VX && ISA_VX_TO_FP8_SR(c->row->aux)) {
		if (c->ft->enc >= ISA_ENC_GFX12)
			return cur_error(c, col, (unsigned)len, "not a valid "
			    "operand. (gfx12 writes byte_sel:N)");
		n = 3;
	}
	if (bit_list(c, &bits) != 0)
		return -1;
	sel = bits & ((1u << n) - 1);
	if (bits >> n & 1)
		sel |= ISA_OPSEL_DST;
	/* a 16-bit dot's s0 and s1 are whole pairs (llvm-mc's wording) */
	if ((sel & 3u) && c->row->sem == SEM_VX && (c->row->aux ==
	    VX_DOT2_F16_F16 || c->row->aux == VX_DOT2_BF16_BF16))
		return cur_error(c, col, (unsigned)len, "invalid op_sel "
		    "operand (%s reads s0 and s1 as whole pairs)",
		    c->row->name);
	c->in->op_sel = (uint8_t)sel;
	c->any_vop3 = true;
	return 0;
}

/* Whether clamp on op is modelled: integer adds, subtracts and
 * multiply-adds saturate each half, float rows clamp each half to
 * [0, 1] and min/max never leave the range; what clamp does to a shift or
 * to mul_lo's dropped high bits no guide says. */
static bool
clamp_modelled(unsigned op)
{
	return op != PK_LSHLREV_B16 && op != PK_LSHRREV_B16 &&
	    op != PK_ASHRREV_I16 && op != PK_MUL_LO_U16;
}

/* The integer dot products take neither op_sel nor negation, except the
 * _iu forms' neg_lo on s0 and s1, which says the source is signed. What
 * op_sel would pick for their 8- and 4-bit elements no guide says. */
static int
check_dot(struct cursor *c)
{
	struct insn *in = c->in;
	const struct isa_info *r = c->row;
	bool iu = r->aux == PK_DOT4_I32_IU8 || r->aux == PK_DOT8_I32_IU4;

	if ((in->op_sel & 7u) || (in->op_sel >> ISA_PK_HI_SHIFT & 7u) != 7u)
		return cur_error(c, in->col, 1, "%s with op_sel or op_sel_hi "
		    "is not modelled by lanescope (no guide says which "
		    "elements it would select)", r->name);
	for (unsigned k = 0; k < 3; k++) {
		uint8_t m = in->src[k].mods;
		if (m == 0 || (iu && k < 2 && m == OPND_MOD_NEG))
			continue;
		return cur_error(c, in->src[k].col, 1, "%s with %s is not "
		    "modelled by lanescope (%s)", r->name,
		    m & OPND_MOD_ABS ? "neg_hi" : "neg_lo", iu ?
		    "neg_lo on s0 and s1 says the source is signed; nothing "
		    "else is defined" : "integer dot products take no "
		    "negation in the guides");
	}
	return 0;
}

/* The float dot products take neg_lo and neg_hi on their pairs (each
 * negates that element) and clamp; op_sel other than the default and a
 * modifier on the f32 accumulator no guide defines. */
static int
check_float_dot(struct cursor *c)
{
	struct insn *in = c->in;
	const struct isa_info *r = c->row;

	if (in->omod)
		return cur_error(c, c->omod_col, 1, "not a valid operand. "
		    "(packed instructions have no mul/div output modifier)");
	for (unsigned k = 0; k < 3; k++)
		if (in->src[k].mods && !(c->seen & (MOD_NEG_LO | MOD_NEG_HI)))
			return cur_error(c, in->src[k].col, 1, "not a valid "
			    "operand. (packed instructions negate halves with "
			    "neg_lo:[...] and neg_hi:[...])");
	if ((in->op_sel & 7u) || (in->op_sel >> ISA_PK_HI_SHIFT & 7u) != 7u)
		return cur_error(c, in->col, 1, "%s with op_sel or op_sel_hi "
		    "is not modelled by lanescope (no guide says what it "
		    "selects for the f32 accumulator)", r->name);
	if (in->src[2].mods)
		return cur_error(c, in->src[2].col, 1, "%s with neg_lo or "
		    "neg_hi on s2 is not modelled by lanescope (s2 is an f32; "
		    "no guide says what the two bits do to it)", r->name);
	return 0;
}

int
asm_vop3p_check(struct cursor *c)
{
	struct insn *in = c->in;
	const struct isa_info *r = c->row;
	unsigned n = vop3p_nsrc(r);

	/* op_sel_hi left out is all ones, a mix row's all zeros (f32) */
	if (!(c->seen & MOD_OP_SEL_HI))
		in->op_sel = (uint8_t)((in->op_sel & 7u) |
		    (isa_pk_mix(r->aux) ? 0u : 7u) << ISA_PK_HI_SHIFT);
	if (isa_pk_mix(r->aux)) {
		if (in->omod)
			return cur_error(c, c->omod_col, 1, "not a valid "
			    "operand. (%s has no mul/div output modifier)",
			    r->name);
		return 0;
	}
	if (isa_pk_float_dot(r->aux))
		return check_float_dot(c);
	/* gfx12's fp8 dots: llvm-mc 19 takes no clamp, neg or op_sel */
	if (isa_pk_fp8_dot(r->aux)) {
		if (in->omod || in->clamp)
			return cur_error(c, in->omod ? c->omod_col :
			    c->clamp_col, 1, "invalid operand for instruction "
			    "(%s takes no clamp or output modifier)", r->name);
		for (unsigned k = 0; k < 3; k++)
			if (in->src[k].mods)
				return cur_error(c, in->src[k].col, 1, "not a "
				    "valid operand. (%s takes no neg)",
				    r->name);
		if ((in->op_sel & 7u) ||
		    (in->op_sel >> ISA_PK_HI_SHIFT & 7u) != 7u)
			return cur_error(c, in->col, 1, "not a valid operand. "
			    "(%s takes no op_sel or op_sel_hi)", r->name);
		return 0;
	}
	if (r->aux >= PK_DOT2_I32_I16 && r->aux <= PK_DOT8_I32_IU4) {
		if (in->omod)
			return cur_error(c, c->omod_col, 1, "not a valid "
			    "operand. (packed instructions have no mul/div "
			    "output modifier)");
		return check_dot(c);
	}
	if (in->omod)
		return cur_error(c, c->omod_col, 1, "not a valid operand. "
		    "(packed instructions have no mul/div output modifier)");
	for (unsigned k = 0; k < n; k++) {
		const struct operand *o = &in->src[k];
		if (o->mods && !(c->seen & (MOD_NEG_LO | MOD_NEG_HI)))
			return cur_error(c, o->col, 1, "not a valid operand. "
			    "(packed instructions negate halves with "
			    "neg_lo:[...] and neg_hi:[...])");
		if (o->mods && !(r->flags & ISA_F_FLOAT))
			return cur_error(c, o->col, 1, "%s with neg_lo or "
			    "neg_hi is not modelled by lanescope (the guides "
			    "define negation for float sources only)",
			    r->name);
	}
	if (in->clamp && !clamp_modelled(r->aux))
		return cur_error(c, c->clamp_col, 5, "%s with clamp is not "
		    "modelled by lanescope (no guide says what it does to "
		    "this operation)", r->name);
	return 0;
}
