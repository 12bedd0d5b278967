/* SPDX-License-Identifier: MIT */
/* Assembler: the operands of a VOPD pair, `v_dual_X ... :: v_dual_Y ...`
 * (gfx11 and gfx12, wave32), and the rules llvm-mc 19 checks between the
 * two halves (one literal, the constant bus, the VGPR banks). Pure. */
#include "asm_int.h"

#include <string.h>

/* The four operand slots of a half that the bank rule compares: dst,
 * then src0, src1, src2 as the hardware numbers them (fmamk's VGPR is
 * src2, K its src1; fmac and dot2acc read their dst as src2). */
enum { SLOT_DST, SLOT_SRC0, SLOT_SRC1, SLOT_SRC2, SLOT_COUNT };

struct half {
	const struct isa_info *r;
	struct operand *dst;
	struct operand *src;   /* three, in text order */
};

/* Sources written after vdst: mov 1, fma with K 3, the rest 2. */
static unsigned
text_sources(const struct isa_info *r)
{
	if (r->sem == SEM_MOV)
		return 1;
	return r->aux ? 3 : 2;
}

/* One source as written at text position k of half h. */
static int
read_source(struct cursor *c, const struct isa_info *r, unsigned k,
    struct operand *o)
{
	bool is_k = r->aux != 0 && k == r->aux;

	c->row = r;
	if (asm_read_operand(c, o) != 0)
		return -1;
	if (o->mods)
		return cur_error(c, o->col, 1, "not a valid operand.");
	if (is_k) {
		/* K is a literal dword whatever its value (llvm-mc prints
		 * fmaak ..., 1.0 as 0x3f800000). */
		if (o->kind != OPND_CONST && o->kind != OPND_LITERAL)
			return cur_error(c, o->col, 1,
			    "invalid operand for instruction");
		o->kind = OPND_LITERAL;
		o->field = 255;
		o->value &= 0xffffffffu;
		return 0;
	}
	if (k > 0 && o->kind != OPND_VGPR)
		/* vsrc1 is a VGPR number in the encoding */
		return cur_error(c, o->col, 1, "invalid operand for "
		    "instruction (the second source of a VOPD half is a "
		    "VGPR)");
	if (o->count > 1 || o->kind == OPND_OFF || o->kind == OPND_LABEL)
		return cur_error(c, o->col, 1,
		    "invalid operand for instruction");
	return 0;
}

/* vdst and the sources of one half; stops before what follows them. */
static int
read_half(struct cursor *c, const struct half *h)
{
	unsigned n = text_sources(h->r);

	c->row = h->r;
	if (cur_at_end(c))
		return cur_error(c, c->in->col, 1,
		    "too few operands for instruction");
	if (asm_read_operand(c, h->dst) != 0)
		return -1;
	if (h->dst->mods)
		return cur_error(c, h->dst->col, 1, "not a valid operand.");
	if (h->dst->kind != OPND_VGPR || h->dst->count > 1)
		return cur_error(c, h->dst->col, 1,
		    "invalid operand for instruction");
	for (unsigned k = 0; k < n; k++) {
		if (!cur_accept(c, ','))
			return cur_error(c, c->in->col, 1,
			    "too few operands for instruction");
		if (read_source(c, h->r, k, &h->src[k]) != 0)
			return -1;
	}
	return 0;
}

/* After a half: "::" (sep true) or the end of the line. */
static int
after_half(struct cursor *c, bool sep)
{
	cur_skip_blanks(c);
	if (c->i >= c->n)
		return sep ? cur_error(c, c->in->col, 1,
		    "too few operands for instruction") : 0;
	if (c->s[c->i] == ',') {
		struct operand extra;
		unsigned col;

		c->i++;
		cur_skip_blanks(c);
		col = cur_col(c);
		if (c->i < c->n && asm_read_operand(c, &extra) == 0)
			col = extra.col ? extra.col : col;
		return cur_error(c, col, 1, "invalid operand for instruction");
	}
	if (c->i + 1 < c->n && c->s[c->i] == ':' && c->s[c->i + 1] == ':') {
		if (sep)
			return 0;
		return cur_error(c, cur_col(c), 2,
		    "invalid operand for instruction");
	}
	return cur_error(c, cur_col(c), 1, "not a valid operand.");
}

/* The Y mnemonic: a lower-case VOPD row of the target. */
static int
read_y_mnemonic(struct cursor *c, const struct isa_info **out)
{
	char name[ASM_TOKEN_MAX];
	unsigned col;
	size_t start, len;
	enum isa_id id;
	bool on_target;

	cur_skip_blanks(c);
	col = cur_col(c);
	if (c->i >= c->n)
		return cur_error(c, col, 1,
		    "expected a VOPDY instruction after ::");
	start = c->i;
	len = cur_ident(c, name, sizeof name);
	if (len == 0 || len >= sizeof name)
		return cur_error(c, col, 1, "invalid VOPDY instruction");
	/* llvm-mc 19 matches the Y name as written: upper case is no
	 * VOPDY instruction to it */
	for (size_t k = 0; k < len; k++)
		if (c->s[start + k] >= 'A' && c->s[start + k] <= 'Z')
			return cur_error(c, col, (unsigned)len,
			    "invalid VOPDY instruction");
	id = isa_lookup_any(name, len, c->target, &on_target);
	if (id == ISA_ID_COUNT || isa_table[id].family != ISA_VOPD)
		return cur_error(c, col, (unsigned)len,
		    "invalid VOPDY instruction");
	if (!on_target)
		return cur_error_kind(c, DIAG_TARGET, c->in->col, 1,
		    "operands are not valid for this GPU or mode (%s is "
		    "not a VOPD half on %s)", name,
		    isa_target_name(c->target));
	*out = &isa_table[id];
	return 0;
}

/* The operand in slot s of a half, or NULL. */
static const struct operand *
slot(const struct half *h, unsigned s)
{
	const struct isa_info *r = h->r;

	switch (s) {
	case SLOT_DST:
		return h->dst;
	case SLOT_SRC0:
		return &h->src[0];
	case SLOT_SRC1:
		if (r->sem == SEM_MOV || r->aux == ISA_VOPD_K_SRC1)
			return NULL;
		return &h->src[1];
	default:
		if (r->aux == ISA_VOPD_K_SRC1)
			return &h->src[2];
		if (r->flags & ISA_F_READS_DST)
			return h->dst;
		return NULL;
	}
}

/* Column that names slot s of a half in the text: the tied src2 of fmac
 * has none of its own (0), as llvm-mc counts it. */
static unsigned
slot_col(const struct half *h, unsigned s)
{
	const struct operand *o = slot(h, s);

	if (o == NULL || (s == SLOT_SRC2 && o == h->dst))
		return 0;
	return o->col;
}

/* VGPR banks (RDNA3 ISA guide 7.6): the two dsts one even and one odd,
 * src0 and src1 in different banks (VGPR number mod 4), src2 again one
 * even and one odd. gfx12 skips the source banks of a mov pair (llvm-mc
 * 19). */
static int
check_banks(struct cursor *c, const struct half *x, const struct half *y)
{
	/* src2 (fmamk's VGPR, fmac's accumulator) compares odd or even
	 * only, as the dsts do (llvm-mc 19: fmac v4 :: fmamk ..., v254 is
	 * refused, fmac v0 :: fmamk ..., v7 taken) */
	static const unsigned mask[SLOT_COUNT] = { 1, 3, 3, 1 };
	bool skip_src = c->ft->enc >= ISA_ENC_GFX12 &&
	    x->r->sem == SEM_MOV && y->r->sem == SEM_MOV;

	for (unsigned s = 0; s < SLOT_COUNT; s++) {
		const struct operand *a = slot(x, s), *b = slot(y, s);
		unsigned col;

		if (s > SLOT_DST && skip_src)
			break;
		if (a == NULL || b == NULL || a->kind != OPND_VGPR ||
		    b->kind != OPND_VGPR ||
		    (a->reg & mask[s]) != (b->reg & mask[s]))
			continue;
		col = slot_col(y, s) > slot_col(x, s) ? slot_col(y, s) :
		    slot_col(x, s);
		if (s == SLOT_DST)
			return cur_error(c, col, 1, "one dst register must be "
			    "even and the other odd (v%u and v%u)", a->reg,
			    b->reg);
		if (mask[s] == 1)
			return cur_error(c, col, 1, "src%u operands must use "
			    "different VGPR banks (v%u and v%u are both %s)",
			    s - 1, a->reg, b->reg, a->reg & 1 ? "odd" :
			    "even");
		return cur_error(c, col, 1, "src%u operands must use "
		    "different VGPR banks (v%u and v%u are both in bank %u)",
		    s - 1, a->reg, b->reg, a->reg & 3);
	}
	return 0;
}

static bool
same_scalar(const struct operand *a, const struct operand *b)
{
	return a->kind == b->kind && a->reg == b->reg;
}

static bool
is_scalar_reg(const struct operand *o)
{
	switch (o->kind) {
	case OPND_SGPR:
	case OPND_VCC_LO:
	case OPND_VCC_HI:
	case OPND_EXEC_LO:
	case OPND_EXEC_HI:
	case OPND_M0:
	case OPND_TTMP:
		return true;
	default:
		return false;
	}
}

/* One literal value for both halves, and at most const_bus scalar values
 * (SGPRs, the literal, cndmask's vcc_lo) read through the constant bus;
 * the columns llvm-mc 19 reports (the last literal; the later of that
 * and the last use of the last SGPR read). */
static int
check_scalars(struct cursor *c, const struct half *x, const struct half *y)
{
	const struct half *h[2] = { x, y };
	const struct operand *sg[8], *last_sgpr = NULL;
	unsigned nsg = 0, lit_col = 0, k_col = 0, last_col = 0, nbus;
	bool have_lit = false, two_lits = false, vcc = false;
	uint32_t lit = 0;

	for (unsigned i = 0; i < 2; i++) {
		unsigned n = text_sources(h[i]->r);

		if (h[i]->r->flags & ISA_F_CARRY_IN)
			vcc = true;
		for (unsigned k = 0; k < n; k++) {
			const struct operand *o = &h[i]->src[k];
			bool is_k = h[i]->r->aux != 0 && k == h[i]->r->aux;

			if (o->kind == OPND_LITERAL) {
				if (is_k)
					k_col = o->col;
				else
					lit_col = o->col;
				if (have_lit && lit != (uint32_t)o->value)
					two_lits = true;
				have_lit = true;
				lit = (uint32_t)o->value;
				continue;
			}
			if (!is_scalar_reg(o))
				continue;
			last_sgpr = o;
			bool seen = false;
			for (unsigned j = 0; j < nsg; j++)
				seen = seen || same_scalar(sg[j], o);
			if (!seen && nsg < 8)
				sg[nsg++] = o;
		}
	}
	if (two_lits)
		return cur_error(c, lit_col ? lit_col : k_col, 1,
		    "only one unique literal operand is allowed");
	/* cndmask's implied vcc counts once for both halves, apart from a
	 * vcc_lo written as a source (llvm-mc 19 counts them as two) */
	nbus = nsg + (have_lit ? 1u : 0u) + (vcc ? 1u : 0u);
	if (nbus <= c->ft->const_bus || last_sgpr == NULL)
		return 0;
	/* the last operand naming the last SGPR read */
	for (unsigned i = 0; i < 2; i++)
		for (unsigned k = 0; k < text_sources(h[i]->r); k++)
			if (same_scalar(&h[i]->src[k], last_sgpr))
				last_col = h[i]->src[k].col;
	return cur_error(c, lit_col > last_col ? lit_col : last_col, 1,
	    "invalid operand (violates constant bus restrictions: the two "
	    "halves read %u scalar values, at most %u)", nbus,
	    (unsigned)c->ft->const_bus);
}

int
asm_vopd_parse(struct cursor *c)
{
	struct insn *in = c->in;
	const struct isa_info *rx = c->row, *ry = NULL;
	struct half x = { rx, &in->dst, in->src };
	struct half y;
	struct operand y_dst, y_src[3];

	if (c->suffix != FORM_NATIVE && c->suffix != FORM_E32)
		return cur_error(c, in->col, 1, "invalid instruction");
	if (rx->opcode[c->target] >= ISA_VOPD_Y_ONLY)
		return cur_error(c, in->col, 1, "invalid instruction (%s is "
		    "a VOPD Y half only; write it after ::)", rx->name);
	if (c->wave != 32)
		return cur_error_kind(c, DIAG_TARGET, in->col, 1,
		    "instruction requires wavesize=32 (VOPD is wave32 only)");
	in->form = FORM_VOPD;
	if (read_half(c, &x) != 0 || after_half(c, true) != 0)
		return -1;
	c->i += 2;
	if (read_y_mnemonic(c, &ry) != 0)
		return -1;
	memset(&y_dst, 0, sizeof y_dst);
	memset(y_src, 0, sizeof y_src);
	/* the union's other fields hold asm_parse_line's defaults */
	memset(&in->vopd_y, 0, sizeof in->vopd_y);
	in->vopd_y.id = (uint16_t)(ry - isa_table);
	y.r = ry;
	y.dst = &y_dst;
	y.src = y_src;
	if (read_half(c, &y) != 0 || after_half(c, false) != 0)
		return -1;
	c->row = rx;
	if (check_scalars(c, &x, &y) != 0 || check_banks(c, &x, &y) != 0)
		return -1;
	/* the compact Y half of asm.h */
	in->vopd_y.dst = (uint8_t)y_dst.reg;
	in->vopd_y.src0 = y_src[0];
	if (ry->sem != SEM_MOV)
		in->vopd_y.vsrc1 = (uint8_t)y_src[ry->aux ==
		    ISA_VOPD_K_SRC1 ? 2 : 1].reg;
	if (ry->aux != 0)
		in->vopd_y.k = (uint32_t)y_src[ry->aux].value;
	return 0;
}
