/* SPDX-License-Identifier: MIT */
/* VOPD machine code (gfx11 and gfx12): both halves of a v_dual_* pair in
 * two dwords and the shared literal, and back. Layout from the RDNA3 and
 * RDNA4 ISA guides (7.6), checked byte for byte against llvm-mc 19:
 *   dword 0: src0X 8:0, vsrc1X 16:9, opY 21:17, opX 25:22, 0b110010 31:26
 *   dword 1: src0Y 8:0, vsrc1Y 16:9, vdstY >> 1 23:17, vdstX 31:24
 * vdstY's low bit is not stored: it is the opposite of vdstX's. Pure. */
#include "encode.h"

#include <string.h>

#include "encode_int.h"

#define VOPD_ENCODING 0x32u

/* The VGPR a half's vsrc1 field names: the second source, or the third
 * for fmamk (K sits between); none for mov. */
static const struct operand *
vsrc1_of(const struct isa_info *r, const struct operand *src)
{
	if (r->sem == SEM_MOV)
		return NULL;
	return r->aux == ISA_VOPD_K_SRC1 ? &src[2] : &src[1];
}

static uint32_t
half_word(const struct isa_info *r, const struct operand *src,
    enum isa_target t)
{
	const struct operand *v = vsrc1_of(r, src);

	return enc_src(&src[0], t) |
	       (v != NULL ? (uint32_t)(v->reg & 255) << 9 : 0);
}

static bool
half_literal(const struct isa_info *r, const struct operand *src,
    uint32_t *lit)
{
	unsigned n = r->sem == SEM_MOV ? 1 : r->aux ? 3 : 2;

	for (unsigned k = 0; k < n; k++)
		if (src[k].kind == OPND_LITERAL) {
			*lit = (uint32_t)src[k].value;
			return true;
		}
	return false;
}

size_t
encode_vopd(const struct insn *in, const struct isa_info *rx, uint8_t *out)
{
	enum isa_target t = (enum isa_target)in->target;
	const struct isa_info *ry = isa_get((enum isa_id)in->vopd_y.id);
	struct operand y_dst, y_src[3];
	uint32_t w0, w1, lit = 0;
	size_t n = 0;
	bool has_lit;

	insn_vopd_y_operands(in, &y_dst, y_src);
	w0 = half_word(rx, in->src, t) |
	     ((uint32_t)ry->opcode[t] & 31u) << 17 |
	     ((uint32_t)rx->opcode[t] & 15u) << 22 | VOPD_ENCODING << 26;
	w1 = half_word(ry, y_src, t) |
	     (uint32_t)(in->vopd_y.dst >> 1) << 17 |
	     (uint32_t)(in->dst.reg & 255) << 24;
	enc_put32(out, &n, w0);
	enc_put32(out, &n, w1);
	has_lit = half_literal(rx, in->src, &lit) ||
		  half_literal(ry, y_src, &lit);
	if (has_lit)
		enc_put32(out, &n, lit);
	return n;
}

/* Row of the VOPD half with code opc on the target; X halves only below
 * ISA_VOPD_Y_ONLY. */
static const struct isa_info *
find_half(const struct dec *x, unsigned opc, bool is_x)
{
	enum isa_id id;

	if (is_x && opc >= ISA_VOPD_Y_ONLY)
		return NULL;
	id = dec_find(x, ISA_VOPD, opc);
	return id == ISA_ID_COUNT ? NULL : isa_get(id);
}

/* Fills the sources of one half from its src0 code and vsrc1 VGPR. */
static int
decode_half(struct dec *x, const struct isa_info *r, unsigned src0,
    unsigned vsrc1, struct operand *src)
{
	struct operand *v;

	x->bits = 32;
	if (dec_src(x, src0, 1, &src[0]) != 0)
		return -1;
	/* dot2acc reads an f16 pair: a literal is classified as a packed
	 * row's (0x3c00 is 1.0, 0x3f800000 stays a literal) */
	if (src0 == 255 && r->sem == SEM_DOT2ACC_F16)
		dec_packed_literal(&src[0], x->lit, ISA_PKF_F16);
	if (r->sem == SEM_MOV)
		return 0;
	v = r->aux == ISA_VOPD_K_SRC1 ? &src[2] : &src[1];
	v->kind = OPND_VGPR;
	v->count = 1;
	v->reg = (uint16_t)vsrc1;
	if (r->aux != 0) {
		struct operand *k = &src[r->aux];

		if (x->len < x->used + 4)
			return dec_fail(x, "truncated literal");
		if (!x->lit_read) {
			const uint8_t *b = x->bytes + x->used;
			x->lit = (uint32_t)b[0] | (uint32_t)b[1] << 8 |
			    (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24;
			x->lit_read = true;
		}
		k->kind = OPND_LITERAL;
		k->field = 255;
		k->count = 1;
		k->value = x->lit;
	}
	return 0;
}

int
decode_vopd(struct dec *x, uint32_t w0)
{
	struct insn *in = x->in;
	const struct isa_info *rx, *ry;
	struct operand y_src[3];
	uint32_t w1;
	const uint8_t *b;

	if (x->len < 8)
		return dec_fail(x, "truncated instruction (%zu bytes)",
		    x->len);
	b = x->bytes + 4;
	w1 = (uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 |
	     (uint32_t)b[3] << 24;
	x->used = 8;
	rx = find_half(x, (w0 >> 22) & 15u, true);
	ry = find_half(x, (w0 >> 17) & 31u, false);
	if (rx == NULL || ry == NULL)
		return dec_fail(x, "invalid VOPD opcode (opX %u, opY %u)",
		    (w0 >> 22) & 15u, (w0 >> 17) & 31u);
	if (x->wave != 32)
		return dec_fail(x, "VOPD needs wave32");
	memset(y_src, 0, sizeof y_src);
	in->id = (uint16_t)(rx - isa_table);
	in->form = FORM_VOPD;
	in->dst.kind = OPND_VGPR;
	in->dst.count = 1;
	in->dst.reg = (uint16_t)(w1 >> 24);
	if (decode_half(x, rx, w0 & 511u, (w0 >> 9) & 255u, in->src) != 0 ||
	    decode_half(x, ry, w1 & 511u, (w1 >> 9) & 255u, y_src) != 0)
		return -1;
	/* the union's other fields were set by decode_insn: clear them */
	memset(&in->vopd_y, 0, sizeof in->vopd_y);
	in->vopd_y.id = (uint16_t)(ry - isa_table);
	in->vopd_y.dst = (uint8_t)((((w1 >> 17) & 127u) << 1) |
	    (~in->dst.reg & 1u));
	in->vopd_y.src0 = y_src[0];
	if (ry->sem != SEM_MOV)
		in->vopd_y.vsrc1 = (uint8_t)((w1 >> 9) & 255u);
	if (ry->aux != 0)
		in->vopd_y.k = x->lit;
	if (x->lit_read)
		x->used += 4;
	return 0;
}
