/* SPDX-License-Identifier: MIT */
/* Encoder for the LDS and memory families: DS, MUBUF, FLAT/GLOBAL, MIMG.
 * Field positions per target follow llvm-mc 14's encodings up to gfx10
 * and llvm-mc 19's for gfx11 and gfx12. Pure. */
#include "encode_int.h"

/* A vector register field: a VGPR's number, or an AGPR's (gfx90a and
 * gfx942 data, whose file the acc bit names). */
static uint32_t
vreg(const struct operand *o)
{
	return o->kind == OPND_VGPR || o->kind == OPND_AGPR ? o->reg : 0;
}

/* The data VGPR: the destination of loads, src[3] of stores/atomics. */
static uint32_t
vdata(const struct insn *in)
{
	return in->src[3].kind != OPND_NONE ? vreg(&in->src[3]) :
	    vreg(&in->dst);
}

/* The acc bit of gfx90a/gfx942 DS, MUBUF and FLAT words: set when the
 * data and returned value are AGPRs (the parser makes them one file). */
static uint32_t
acc_bit(const struct insn *in, unsigned bit)
{
	return in->dst.kind == OPND_AGPR || in->src[1].kind == OPND_AGPR ||
	    in->src[2].kind == OPND_AGPR || in->src[3].kind == OPND_AGPR ?
	    1u << bit : 0;
}

/* FLAT/GLOBAL saddr: the operand's code (an SGPR or ttmp pair, vcc,
 * exec), or off_code for `off` and for flat_*, which has no saddr. */
static uint32_t
saddr_code(const struct insn *in, uint32_t off_code)
{
	const struct operand *o = &in->src[1];

	if (o->kind == OPND_NONE || o->kind == OPND_OFF)
		return off_code;
	return enc_src(o, (enum isa_target)in->target) & 0x7f;
}

/* gfx11 on: null (code 124) is `off`. */
static uint32_t
saddr_gfx11(const struct insn *in)
{
	return saddr_code(in, 0x7c);
}

/* gfx11 MUBUF and FLAT/GLOBAL (RDNA3 ISA, "MUBUF" and "FLAT" formats;
 * bits as llvm-mc 19 writes them): 8-bit opcodes at 25:18, the cache
 * bits together (MUBUF slc 12, dlc 13, glc 14; FLAT dlc 13, glc 14, slc
 * 15), MUBUF offen/idxen moved to the second dword. */
static size_t
encode_gfx11(const struct insn *in, const struct isa_info *r, uint8_t *out)
{
	enum isa_target t = (enum isa_target)in->target;
	uint32_t opc = (uint32_t)r->opcode[t], w0, w1;
	size_t n = 0;

	if (r->family == ISA_MUBUF) {
		w0 = 0xe0000000u | opc << 18 |
		     ((uint32_t)in->mem_offset & 0xfff) |
		     (in->slc ? 1u << 12 : 0) | (in->dlc ? 1u << 13 : 0) |
		     (in->glc ? 1u << 14 : 0);
		w1 = vreg(&in->src[0]) | vdata(in) << 8 |
		     (uint32_t)(in->src[1].reg >> 2) << 16 |
		     (in->offen ? 1u << 22 : 0) | (in->idxen ? 1u << 23 : 0) |
		     (enc_src(&in->src[2], t) & 0xff) << 24;
	} else {
		w0 = 0xdc000000u | opc << 18 |
		     ((uint32_t)in->mem_offset & 0x1fff) |
		     (in->dlc ? 1u << 13 : 0) | (in->glc ? 1u << 14 : 0) |
		     (in->slc ? 1u << 15 : 0) |
		     (r->family == ISA_GLOBAL ? 2u << 16 : 0) |
		     (r->family == ISA_SCRATCH ? 1u << 16 : 0);
		w1 = vreg(&in->src[0]) |
		     (in->src[3].kind == OPND_VGPR ? in->src[3].reg : 0) << 8 |
		     saddr_gfx11(in) << 16 | vreg(&in->dst) << 24;
		/* scratch: SVE (bit 55) says vaddr is used */
		if (r->family == ISA_SCRATCH && in->src[0].kind == OPND_VGPR)
			w1 |= 1u << 23;
	}
	enc_put32(out, &n, w0);
	enc_put32(out, &n, w1);
	return n;
}

/* gfx12 VBUFFER, VFLAT and VGLOBAL (RDNA4 ISA; llvm-mc 19): three dwords,
 * the scalar operand in the low bits of the first, the opcode at 21:14,
 * th and scope in the second (VFLAT's data VGPR at 30:23), and a 24-bit
 * offset over the top of the third. */
static size_t
encode_gfx12(const struct insn *in, const struct isa_info *r, uint8_t *out)
{
	enum isa_target t = (enum isa_target)in->target;
	uint32_t opc = (uint32_t)r->opcode[t], w0, w1, w2;
	uint32_t cpol = (uint32_t)(in->scope & 3) << 18 |
			(uint32_t)(in->th & 7) << 20;
	size_t n = 0;

	if (r->family == ISA_MUBUF) {
		/* soffset is an SGPR, m0 or null; format 1 (the default
		 * BUF_FMT_8_UNORM llvm-mc writes for formatless forms) */
		w0 = 0xc4000000u | opc << 14 | (enc_src(&in->src[2], t) & 0x7f);
		w1 = vdata(in) | (uint32_t)in->src[1].reg << 9 | cpol |
		     1u << 23 | (in->offen ? 1u << 30 : 0) |
		     (in->idxen ? 1u << 31 : 0);
	} else {
		w0 = (r->family == ISA_GLOBAL ? 0xee000000u :
		      r->family == ISA_SCRATCH ? 0xed000000u : 0xec000000u) |
		     opc << 14 | saddr_gfx11(in);
		w1 = vreg(&in->dst) | cpol |
		     (in->src[3].kind == OPND_VGPR ? in->src[3].reg : 0) << 23;
		/* VSCRATCH: SVE (bit 49) says vaddr is used */
		if (r->family == ISA_SCRATCH && in->src[0].kind == OPND_VGPR)
			w1 |= 1u << 17;
	}
	w2 = vreg(&in->src[0]) | ((uint32_t)in->mem_offset & 0xffffff) << 8;
	enc_put32(out, &n, w0);
	enc_put32(out, &n, w1);
	enc_put32(out, &n, w2);
	return n;
}

size_t
encode_memory(const struct insn *in, const struct isa_info *r, uint8_t *out)
{
	enum isa_target t = (enum isa_target)in->target;
	bool gfx10 = isa_features(t)->enc >= ISA_ENC_GFX10;
	uint32_t opc = (uint32_t)r->opcode[t], w0, w1;
	size_t n = 0;

	if (r->family == ISA_MUBUF || r->family == ISA_FLAT ||
	    r->family == ISA_GLOBAL || r->family == ISA_SCRATCH) {
		if (isa_features(t)->enc == ISA_ENC_GFX11)
			return encode_gfx11(in, r, out);
		if (isa_features(t)->enc >= ISA_ENC_GFX12)
			return encode_gfx12(in, r, out);
	}
	switch (r->family) {
	case ISA_DS:
		w0 = 0xd8000000u | in->ds_offset |
		     (gfx10 ? opc << 18 | (in->gds ? 1u << 17 : 0)
			    : opc << 17 | (in->gds ? 1u << 16 : 0));
		w0 |= acc_bit(in, 25); /* gfx90a, gfx942 */
		w1 = vreg(&in->src[0]) | vreg(&in->src[1]) << 8 |
		     vreg(&in->src[2]) << 16 | vreg(&in->dst) << 24;
		break;
	case ISA_MUBUF:
		w0 = 0xe0000000u | opc << 18 |
		     ((uint32_t)in->mem_offset & 0xfff) |
		     (in->offen ? 1u << 12 : 0) | (in->idxen ? 1u << 13 : 0) |
		     (in->glc ? 1u << 14 : 0) |
		     ((r->flags & ISA_F_LDS_DMA) ? 1u << 16 : 0); /* lds */
		/* llvm-mc (14 and 19) accepts and prints dlc on a gfx10
		 * buffer atomic but leaves bit 15 clear: the atomics'
		 * encoding has no dlc field. */
		if (gfx10)
			w0 |= in->dlc && !isa_sem_atomic(r->sem) ? 1u << 15 : 0;
		else
			w0 |= (in->slc ? 1u << 17 : 0) |
			      (in->sc1 ? 1u << 15 : 0); /* gfx942 */
		w1 = vreg(&in->src[0]) | vdata(in) << 8 |
		     (uint32_t)(in->src[1].reg >> 2) << 16 |
		     (gfx10 && in->slc ? 1u << 22 : 0) | acc_bit(in, 23) |
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
		w1 = vreg(&in->src[0]) | vreg(&in->src[3]) << 8 |
		     acc_bit(in, 23) | vreg(&in->dst) << 24;
		if (r->family == ISA_GLOBAL || gfx10) {
			/* saddr: `off` is 0x7f, or null (0x7d) on GFX10 where
			 * flat_* fills it too; GFX9 flat_* leaves it 0. */
			w1 |= saddr_code(in, gfx10 ? 0x7d : 0x7f) << 16;
		}
		break;
	case ISA_SCRATCH:
		/* FLAT with SEG = 1 (GCN5 ISA 9.3, RDNA 10.3); `off` for
		 * saddr is 0x7f, or null (0x7d) on gfx10 beside a vaddr;
		 * vaddr `off` is 0 */
		w0 = 0xdc000000u | opc << 18 | 1u << 14 |
		     (in->glc ? 1u << 16 : 0) | (in->slc ? 1u << 17 : 0) |
		     (in->sc1 ? 1u << 25 : 0); /* gfx942 */
		if (gfx10)
			w0 |= ((uint32_t)in->mem_offset & 0xfff) |
			      (in->dlc ? 1u << 12 : 0);
		else
			w0 |= (uint32_t)in->mem_offset & 0x1fff;
		/* gfx942: SVE (bit 13) says vaddr is used */
		if (isa_features(t)->scratch_sve13 &&
		    in->src[0].kind == OPND_VGPR)
			w0 |= 1u << 13;
		w1 = vreg(&in->src[0]) | vreg(&in->src[3]) << 8 |
		     acc_bit(in, 23) | vreg(&in->dst) << 24 |
		     saddr_code(in, gfx10 && in->src[0].kind == OPND_VGPR ?
		     0x7d : 0x7f) << 16;
		break;
	default: /* ISA_MIMG */
		w0 = 0xf0000000u | opc << 18 | acc_bit(in, 16) |
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
