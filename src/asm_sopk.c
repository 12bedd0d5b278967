/* SPDX-License-Identifier: MIT */
/* Assembler: the operands of the SOPK rows (an SGPR and a 16-bit
 * constant: s_movk_i32 s1, 0x8000) as llvm-mc 19 reads them. */
#include "asm_int.h"

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

int
asm_read_sopk(struct cursor *c)
{
	const struct isa_info *r = c->row;
	/* the compares read the register, the others write it */
	struct operand *o = r->sem == SEM_S_CMPK ? &c->in->src[0] :
	    &c->in->dst;
	unsigned col;
	int64_t v, lo;

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
