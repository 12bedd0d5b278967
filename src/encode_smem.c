/* SPDX-License-Identifier: MIT */
/* Encoder and decoder of the scalar memory family (s_load, s_buffer_load)
 * on every target, byte for byte as llvm-mc 19 lays it out. Pure. */
#include "encode_int.h"

/* Field positions of the four SMEM layouts:
 *   gfx8/9  0xc0000000 | op << 18 | imm 17 | glc 16 | soe 14 (gfx9) |
 *           sdata << 6 | sbase / 2; dword 1 the offset (imm) or the
 *           soffset code, with soe {soffset << 25 | offset}
 *   gfx10   0xf4000000 | op << 18 | glc 16 | dlc 14 | ...; dword 1
 *           soffset << 25 (null when none) | 21-bit offset
 *   gfx11   as gfx10 with glc at 14 and dlc at 13
 *   gfx12   op << 13, no cache bits here; a 24-bit offset */
static unsigned
null_code(enum isa_target t)
{
	return isa_features(t)->m0_null_swapped ? 124 : 125;
}

size_t
encode_smem(const struct insn *in, const struct isa_info *r, uint8_t *out)
{
	enum isa_target t = (enum isa_target)in->target;
	enum isa_enc enc = (enum isa_enc)isa_features(t)->enc;
	uint32_t opc = (uint32_t)r->opcode[t], w0, w1;
	/* the hints keep N in simm16 and may have no sbase (PC_REL) */
	uint32_t sdata = r->sem == SEM_S_HINT ? in->simm16 & 0x7fu :
	    enc_src(&in->dst, t) & 0x7f;
	uint32_t sbase = in->src[0].kind == OPND_NONE ? 0 :
	    (enc_src(&in->src[0], t) & 0x7f) >> 1;
	bool sreg = in->src[1].kind != OPND_NONE;
	uint32_t soff = sreg ? enc_src(&in->src[1], t) & 0x7f : 0;
	uint32_t off = (uint32_t)in->mem_offset;
	size_t n = 0;

	/* s_dcache_inv and kin: the opcode alone, every other field zero
	 * (llvm-mc 19) */
	if (r->sem == SEM_NOP && (r->flags & ISA_F_NO_EFFECT)) {
		w0 = (enc <= ISA_ENC_GFX9 ? 0xc0000000u : 0xf4000000u) |
		     opc << (enc == ISA_ENC_GFX12 ? 13 : 18);
		enc_put32(out, &n, w0);
		enc_put32(out, &n, 0);
		return n;
	}
	if (enc <= ISA_ENC_GFX9) {
		w0 = 0xc0000000u | opc << 18 | sdata << 6 | sbase |
		     (in->glc ? 1u << 16 : 0);
		if (!sreg) {
			w0 |= 1u << 17;
			w1 = off & 0x1fffff;
		} else if (in->smem_soe) {
			w0 |= 1u << 17 | 1u << 14;
			w1 = (off & 0x1fffff) | soff << 25;
		} else {
			w1 = soff;
		}
	} else {
		if (enc == ISA_ENC_GFX12)
			w0 = 0xf4000000u | opc << 13;
		else if (enc == ISA_ENC_GFX11)
			w0 = 0xf4000000u | opc << 18 | (in->glc ? 1u << 14 : 0) |
			     (in->dlc ? 1u << 13 : 0);
		else
			w0 = 0xf4000000u | opc << 18 | (in->glc ? 1u << 16 : 0) |
			     (in->dlc ? 1u << 14 : 0);
		w0 |= sdata << 6 | sbase;
		w1 = (off & (enc == ISA_ENC_GFX12 ? 0xffffffu : 0x1fffffu)) |
		     (sreg ? soff : null_code(t)) << 25;
	}
	enc_put32(out, &n, w0);
	enc_put32(out, &n, w1);
	return n;
}

/* Sign-extends the low bits of v. */
static int32_t
sext(uint32_t v, unsigned bits)
{
	uint32_t m = 1u << (bits - 1);

	v &= (m << 1) - 1;
	return (int32_t)(v ^ m) - (int32_t)m;
}

int
decode_smem(struct dec *x, uint32_t w, uint32_t w1)
{
	struct insn *in = x->in;
	enum isa_enc enc = (enum isa_enc)x->ft->enc;
	unsigned opc = enc == ISA_ENC_GFX12 ? (w >> 13) & 0x3f : (w >> 18) & 0xff;
	enum isa_id id = dec_find(x, ISA_SMEM, opc);
	const struct isa_info *r;
	unsigned nd, soff = w1 >> 25;
	bool sreg;

	if (id == ISA_ID_COUNT)
		return dec_fail(x, "unknown SMEM opcode %u on %s", opc,
		    isa_target_name(x->target));
	r = &isa_table[id];
	in->id = (uint16_t)id;
	in->form = FORM_NATIVE;
	if (r->sem == SEM_NOP && (r->flags & ISA_F_NO_EFFECT))
		return 0; /* s_dcache_inv: no operand to read */
	nd = isa_smem_sdata(r->sem, r->aux);
	x->bits = 32;
	if (r->sem == SEM_S_HINT) {
		/* N in SDATA; no sbase in the PC-relative prefetches */
		if (r->aux & (ISA_SMH_PROBE | ISA_SMH_PREFETCH))
			in->simm16 = (uint16_t)((w >> 6) & 0x7f);
	} else if (dec_src(x, (w >> 6) & 0x7f, nd, &in->dst) != 0) {
		return -1;
	}
	if (!(r->sem == SEM_S_HINT && (r->aux & ISA_SMH_PC_REL)) &&
	    dec_src(x, (w & 0x3f) << 1, r->aux & ISA_SMEM_BUFFER ? 4 : 2,
	    &in->src[0]) != 0)
		return -1;
	if (enc <= ISA_ENC_GFX9) {
		bool imm = w >> 17 & 1, soe = enc == ISA_ENC_GFX9 && (w >> 14 & 1);

		in->glc = w >> 16 & 1;
		sreg = !imm || soe;
		in->smem_soe = soe;
		if (imm)
			in->mem_offset = enc == ISA_ENC_GFX8 ?
			    (int32_t)(w1 & 0xfffff) : sext(w1, 21);
		if (sreg && dec_src(x, soe ? soff : w1 & 0x7f, 1,
		    &in->src[1]) != 0)
			return -1;
		return 0;
	}
	if (enc == ISA_ENC_GFX11) {
		in->glc = w >> 14 & 1;
		in->dlc = w >> 13 & 1;
	} else if (enc == ISA_ENC_GFX10) {
		in->glc = w >> 16 & 1;
		in->dlc = w >> 14 & 1;
	}
	in->mem_offset = sext(w1, enc == ISA_ENC_GFX12 ? 24 : 21);
	sreg = soff != null_code(x->target);
	/* an SGPR with a nonzero offset prints "sN offset:X" (gfx12: any) */
	in->smem_soe = sreg && (in->mem_offset != 0 || enc == ISA_ENC_GFX12);
	if (sreg && dec_src(x, soff, 1, &in->src[1]) != 0)
		return -1;
	/* the prefetches always name their soffset, null when none */
	if (!sreg && r->sem == SEM_S_HINT && (r->aux & ISA_SMH_PREFETCH) &&
	    dec_src(x, soff, 1, &in->src[1]) != 0)
		return -1;
	return 0;
}
