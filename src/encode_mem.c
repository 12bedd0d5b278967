/* SPDX-License-Identifier: MIT */
/* Encoder for the LDS and memory families: DS, MUBUF, FLAT/GLOBAL, MIMG.
 * Field positions per target follow llvm-mc 14's encodings. Pure. */
#include "encode_int.h"

static uint32_t
vreg(const struct operand *o)
{
	return o->kind == OPND_VGPR ? o->reg : 0;
}

/* The data VGPR: the destination of loads, src[3] of stores/atomics. */
static uint32_t
vdata(const struct insn *in)
{
	return in->src[3].kind == OPND_VGPR ? in->src[3].reg : vreg(&in->dst);
}

size_t
encode_memory(const struct insn *in, const struct isa_info *r, uint8_t *out)
{
	enum isa_target t = (enum isa_target)in->target;
	bool gfx10 = isa_features(t)->enc >= ISA_ENC_GFX10;
	uint32_t opc = (uint32_t)r->opcode[t], w0, w1;
	size_t n = 0;

	switch (r->family) {
	case ISA_DS:
		w0 = 0xd8000000u | in->ds_offset |
		     (gfx10 ? opc << 18 | (in->gds ? 1u << 17 : 0)
			    : opc << 17 | (in->gds ? 1u << 16 : 0));
		w1 = vreg(&in->src[0]) | vreg(&in->src[1]) << 8 |
		     vreg(&in->src[2]) << 16 | vreg(&in->dst) << 24;
		break;
	case ISA_MUBUF:
		w0 = 0xe0000000u | opc << 18 |
		     ((uint32_t)in->mem_offset & 0xfff) |
		     (in->offen ? 1u << 12 : 0) | (in->idxen ? 1u << 13 : 0) |
		     (in->glc ? 1u << 14 : 0);
		/* llvm-mc (14 and 19) accepts and prints dlc on a gfx10
		 * buffer atomic but leaves bit 15 clear: the atomics'
		 * encoding has no dlc field. */
		if (gfx10) {
			if (!isa_sem_atomic(r->sem))
				w0 |= in->dlc ? 1u << 15 : 0;
			/* gfx10's slc is bit 22 of the second word */
		} else {
			w0 |= (in->slc ? 1u << 17 : 0) |
			      (in->sc1 ? 1u << 15 : 0); /* gfx942 */
		}
		w1 = vreg(&in->src[0]) | vdata(in) << 8 |
		     (uint32_t)(in->src[1].reg >> 2) << 16 |
		     (gfx10 && in->slc ? 1u << 22 : 0) |
		     (enc_src(&in->src[2], t) & 0xff) << 24;
		break;
	case ISA_FLAT:
	case ISA_GLOBAL:
		w0 = 0xdc000000u | opc << 18 | (in->glc ? 1u << 16 : 0) |
		     (in->slc ? 1u << 17 : 0) |
		     (in->sc1 ? 1u << 25 : 0); /* gfx942 */
		if (r->family == ISA_GLOBAL)
			w0 |= 2u << 14;
		if (gfx10)
			w0 |= ((uint32_t)in->mem_offset & 0xfff) |
			      (in->dlc ? 1u << 12 : 0);
		else if (isa_features(t)->enc != ISA_ENC_GFX8)
			w0 |= (uint32_t)in->mem_offset & 0x1fff;
		w1 = vreg(&in->src[0]) |
		     (in->src[3].kind == OPND_VGPR ? in->src[3].reg : 0) << 8 |
		     vreg(&in->dst) << 24;
		if (r->family == ISA_GLOBAL || gfx10) {
			/* saddr: `off` is 0x7f, or null (0x7d) on GFX10 where
			 * flat_* fills it too; GFX9 flat_* leaves it 0. */
			uint32_t sa = gfx10 ? 0x7d : 0x7f;
			if (in->src[1].kind == OPND_SGPR)
				sa = in->src[1].reg;
			w1 |= sa << 16;
		}
		break;
	default: /* ISA_MIMG */
		w0 = 0xf0000000u | opc << 18 |
		     (uint32_t)(in->dmask & 0xf) << 8 |
		     (in->unorm ? 1u << 12 : 0) | (in->glc ? 1u << 13 : 0) |
		     (in->slc ? 1u << 25 : 0);
		if (gfx10)
			w0 |= (uint32_t)(in->dim & 7) << 3 |
			      (in->dlc ? 1u << 7 : 0);
		w1 = vreg(&in->src[0]) | vdata(in) << 8 |
		     (uint32_t)(in->src[1].reg >> 2) << 16;
		break;
	}
	enc_put32(out, &n, w0);
	enc_put32(out, &n, w1);
	return n;
}
