/* SPDX-License-Identifier: MIT */
/* Assembler: the operands of the SOPK rows (an SGPR and a 16-bit
 * constant: s_movk_i32 s1, 0x8000) as llvm-mc 19 reads them. */
#include "asm_int.h"

#include <strings.h>

/* Whether o fits SOPK's 7-bit SDST field as one 32-bit scalar. */
static bool
sopk_register(const struct operand *o)
{
	switch (o->kind) {
	case OPND_SGPR:
	case OPND_TTMP:
		return o->count == 1;
	case OPND_VCC_LO:
	case OPND_VCC_HI:
	case OPND_EXEC_LO:
	case OPND_EXEC_HI:
	case OPND_M0:
	case OPND_NULL:
		return true;
	default:
		return false;
	}
}

/* The hardware register names llvm-mc 19 knows on most targets; only
 * HW_REG_MODE is modelled, the others are named in the refusal. */
static const struct {
	const char *name;
	unsigned id;
} hwreg_names[] = {
	{ "HW_REG_MODE", ISA_HWREG_MODE }, { "HW_REG_STATUS", 2 },
	{ "HW_REG_TRAPSTS", 3 }, { "HW_REG_HW_ID", 4 },
	{ "HW_REG_GPR_ALLOC", 5 }, { "HW_REG_LDS_ALLOC", 6 },
	{ "HW_REG_IB_STS", 7 }, { "HW_REG_SH_MEM_BASES", 15 },
	{ "HW_REG_TBA_LO", 16 }, { "HW_REG_TBA_HI", 17 },
	{ "HW_REG_TMA_LO", 18 }, { "HW_REG_TMA_HI", 19 },
	{ "HW_REG_FLAT_SCR_LO", 20 }, { "HW_REG_FLAT_SCR_HI", 21 },
	{ "HW_REG_XNACK_MASK", 22 }, { "HW_REG_HW_ID1", 23 },
	{ "HW_REG_HW_ID2", 24 }, { "HW_REG_POPS_PACKER", 25 },
	{ "HW_REG_SHADER_CYCLES", 29 },
};

const char *
asm_hwreg_name(unsigned id)
{
	for (size_t k = 0; k < sizeof hwreg_names / sizeof hwreg_names[0];
	    k++)
		if (hwreg_names[k].id == id)
			return hwreg_names[k].name;
	return NULL;
}

/* hwreg(NAME or ID[, OFFSET, SIZE]) or a 16-bit number into *simm, as
 * llvm-mc 19 reads it; a register other than MODE is refused as not
 * modelled. */
static int
read_hwreg(struct cursor *c, uint16_t *simm)
{
	unsigned col = cur_col(c), id = 0, off = 0, size = 32;
	char name[40];
	int64_t v;

	if (!(c->i + 6 <= c->n && memcmp(c->s + c->i, "hwreg(", 6) == 0)) {
		if (cur_int(c, &v) != 0)
			return -1;
		if (v < 0 || v > 0xffff)
			return cur_error(c, col, 1, "invalid operand for "
			    "instruction (a 16-bit number or hwreg(...))");
		*simm = (uint16_t)v;
		id = (unsigned)v & 63;
	} else {
		unsigned ncol;
		c->i += 6;
		cur_skip_blanks(c);
		ncol = cur_col(c);
		if (cur_ident(c, name, sizeof name) > 0) {
			const char *known = NULL;
			for (size_t k = 0; k < sizeof hwreg_names /
			    sizeof hwreg_names[0]; k++)
				if (strcasecmp(name, hwreg_names[k].name) ==
				    0) {
					known = hwreg_names[k].name;
					id = hwreg_names[k].id;
				}
			if (known == NULL)
				return cur_error(c, ncol, (unsigned)strlen(name),
				    "hwreg(%.*s) is not modelled by lanescope "
				    "(only hwreg(HW_REG_MODE) is, and "
				    "FLAT_SCR_LO/HI on gfx10 and gfx11)",
				    (int)strlen(name), c->s + ncol - 1);
		} else {
			if (cur_int(c, &v) != 0)
				return -1;
			if (v < 0 || v > 63)
				return cur_error(c, ncol, 1, "invalid hardware "
				    "register: only 6-bit values are legal");
			id = (unsigned)v;
		}
		cur_skip_blanks(c);
		if (cur_accept(c, ',')) {
			unsigned vcol;
			cur_skip_blanks(c);
			vcol = cur_col(c);
			if (cur_int(c, &v) != 0)
				return -1;
			if (v < 0 || v > 31)
				return cur_error(c, vcol, 1, "invalid bit offset: "
				    "only 5-bit values are legal");
			off = (unsigned)v;
			cur_skip_blanks(c);
			if (!cur_accept(c, ','))
				return cur_error(c, cur_col(c), 1,
				    "expected a comma");
			cur_skip_blanks(c);
			vcol = cur_col(c);
			if (cur_int(c, &v) != 0)
				return -1;
			if (v < 1 || v > 32)
				return cur_error(c, vcol, 1, "invalid bitfield "
				    "width: only values from 1 to 32 are "
				    "legal");
			size = (unsigned)v;
		}
		cur_skip_blanks(c);
		if (!cur_accept(c, ')'))
			return cur_error(c, cur_col(c), 1, "expected a closing "
			    "parenthesis");
		*simm = (uint16_t)(id | off << 6 | (size - 1) << 11);
	}
	if ((id == ISA_HWREG_FLAT_SCR_LO || id == ISA_HWREG_FLAT_SCR_HI) &&
	    !isa_hwreg_modelled(c->target, id))
		return cur_error_kind(c, DIAG_TARGET, col, 1, "invalid hardware "
		    "register: not supported on this GPU (%s is an operand "
		    "there, or has none)", asm_hwreg_name(id));
	if (!isa_hwreg_modelled(c->target, id)) {
		const char *n = asm_hwreg_name(id);
		if (n != NULL)
			return cur_error(c, col, 1, "hwreg(%s) is not modelled "
			    "by lanescope (only hwreg(HW_REG_MODE) is, and "
			    "FLAT_SCR_LO/HI on gfx10 and gfx11)", n);
		return cur_error(c, col, 1, "hwreg(%u) is not modelled by "
		    "lanescope (only hwreg(HW_REG_MODE) is, and "
		    "FLAT_SCR_LO/HI on gfx10 and gfx11)", id);
	}
	return 0;
}

/* s_getreg_b32 SDST, HWREG; s_setreg_b32 HWREG, SSRC;
 * s_setreg_imm32_b32 HWREG, IMM32 (branch s5-16ops). */
static int
read_hwreg_row(struct cursor *c)
{
	const struct isa_info *r = c->row;
	struct insn *in = c->in;
	unsigned col;
	int64_t v;

	cur_skip_blanks(c);
	if (cur_at_end(c))
		return cur_error(c, in->col, 1, "too few operands for "
		    "instruction");
	col = cur_col(c);
	if (r->aux == SK_GETREG) {
		if (asm_read_operand(c, &in->dst) != 0)
			return -1;
		in->dst.col = (uint16_t)col;
		if (!sopk_register(&in->dst) || in->dst.mods)
			return cur_error(c, col, 1, "invalid operand for "
			    "instruction (%s takes one 32-bit scalar "
			    "register)", r->name);
		cur_skip_blanks(c);
		if (!cur_accept(c, ','))
			return cur_error(c, cur_col(c), 1, "expected a comma");
		cur_skip_blanks(c);
		return read_hwreg(c, &in->simm16);
	}
	if (read_hwreg(c, &in->simm16) != 0)
		return -1;
	cur_skip_blanks(c);
	if (!cur_accept(c, ','))
		return cur_error(c, cur_col(c), 1, "expected a comma");
	cur_skip_blanks(c);
	col = cur_col(c);
	if (r->aux == SK_SETREG) {
		if (asm_read_operand(c, &in->src[0]) != 0)
			return -1;
		in->src[0].col = (uint16_t)col;
		if (!sopk_register(&in->src[0]) || in->src[0].mods)
			return cur_error(c, col, 1, "invalid operand for "
			    "instruction (%s takes one 32-bit scalar "
			    "register)", r->name);
		return 0;
	}
	if (cur_int(c, &v) != 0)
		return -1;
	if (v < -2147483648LL || v > 0xffffffffLL)
		return cur_error(c, col, 1, "invalid operand for instruction "
		    "(a 32-bit constant)");
	in->src[0].kind = OPND_LITERAL;
	in->src[0].field = 255;
	in->src[0].count = 1;
	in->src[0].value = (uint32_t)v;
	in->src[0].col = (uint16_t)col;
	return 0;
}

int
asm_read_sopk(struct cursor *c)
{
	const struct isa_info *r = c->row;
	/* the compares read the register, the others write it */
	struct operand *o = r->sem == SEM_S_CMPK ? &c->in->src[0] :
	    &c->in->dst;
	unsigned col;
	int64_t v, lo;

	if (r->sem == SEM_S_K && r->aux >= SK_GETREG)
		return read_hwreg_row(c);
	if (r->sem != SEM_S_K || r->aux != SK_VERSION) {
		cur_skip_blanks(c);
		col = cur_col(c);
		if (cur_at_end(c))
			return cur_error(c, c->in->col, 1, "too few operands "
			    "for instruction (%s takes a register and a "
			    "16-bit number)", r->name);
		if (asm_read_operand(c, o) != 0)
			return -1;
		o->col = (uint16_t)col;
		if (!sopk_register(o) || o->mods)
			return cur_error(c, col, 1, "invalid operand for "
			    "instruction (%s takes one 32-bit scalar "
			    "register)", r->name);
		cur_skip_blanks(c);
		if (cur_at_end(c))
			return cur_error(c, c->in->col, 1, "too few operands "
			    "for instruction");
		if (!cur_accept(c, ','))
			return cur_error(c, cur_col(c), 1, "expected a comma");
	}
	cur_skip_blanks(c);
	col = cur_col(c);
	if (cur_at_end(c))
		return cur_error(c, c->in->col, 1, "too few operands for "
		    "instruction");
	if (cur_int(c, &v) != 0)
		return -1;
	/* llvm-mc 19 takes a signed or an unsigned 16-bit number, and for
	 * the zero-extending _u32 compares an unsigned one only */
	lo = r->sem == SEM_S_CMPK && r->type == ISA_TY_U32 ? 0 : -32768;
	if (v < lo || v > 0xffff)
		return cur_error(c, col, 1, "invalid operand for instruction "
		    "(%s takes %s..65535)", r->name, lo == 0 ? "0" :
		    "-32768");
	c->in->simm16 = (uint16_t)v;
	return 0;
}
