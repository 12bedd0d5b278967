/* SPDX-License-Identifier: MIT */
/* Decoder: machine code back to struct insn, so that asm_format prints
 * what llvm-mc 14 -disassemble prints. VALU and SALU families here, the
 * memory families in decode_mem.c. Pure. */
#include "encode.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "encode_int.h"

static uint32_t
get32(const uint8_t *b)
{
	return (uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 |
	       (uint32_t)b[3] << 24;
}

/* llvm-mc decodes a literal dword whose value an inline constant also
 * gives as that constant ([0xff..., 0x2] prints 2, not 0x2). A 16-bit
 * operand reads the low half only (0x00013c00 is 1.0 as llvm-mc 19 prints
 * it; llvm-mc 14 prints 0x3c00). The dword is still consumed. */
static void
literal_as_inline(struct operand *o, unsigned bits, bool fp)
{
	uint32_t v = (uint32_t)o->value;
	int32_t n;

	/* An f64 operand's literal is the high dword of the f64: 0 is the
	 * constant 0, 0xc0000000 the constant -2.0, 5 stays the literal */
	if (bits == 64 && fp) {
		uint64_t pat = (uint64_t)v << 32;
		for (unsigned code = 240; code <= 248 && v != 0; code++)
			if (asm_float_inline_bits(code, 64) == pat) {
				o->kind = OPND_CONST;
				o->field = (uint8_t)code;
				o->value = pat;
				o->count = 2;
				return;
			}
		if (v == 0) {
			o->kind = OPND_CONST;
			o->field = 128;
			o->value = 0;
			o->count = 2;
		}
		return;
	}
	if (bits == 16) {
		v &= 0xffffu;
		o->value = v;
		n = (int16_t)v;
	} else if (bits == 32) {
		n = (int32_t)v;
	} else {
		/* A 64-bit operand zero-extends its literal, so only 0..64
		 * is also an inline constant. */
		if (v <= 64) {
			o->kind = OPND_CONST;
			o->field = (uint8_t)(128 + v);
			o->count = 2;
		}
		return;
	}
	if (n >= -16 && n <= 64) {
		o->kind = OPND_CONST;
		o->field = (uint8_t)(n >= 0 ? 128 + n : 192 - n);
		o->value = (uint32_t)n;
		return;
	}
	for (unsigned code = 240; code <= 248; code++)
		if (asm_float_inline_bits(code, bits) == v) {
			o->kind = OPND_CONST;
			o->field = (uint8_t)code;
			o->value = v;
			return;
		}
}

/* A packed (VOP3P) row's literal is all 32 bits; llvm-mc 19 prints it as
 * the inline constant that reads the same 32 bits, as the assembler
 * classifies constants (asm_classify_const): an integer -16..64, else an
 * f16 row's f16 constants (0x3c00 is 1.0) or another row's f32 ones. */
void
dec_packed_literal(struct operand *o, uint32_t v, enum isa_pk_fmt fmt)
{
	int32_t n = (int32_t)v;

	o->kind = OPND_LITERAL;
	o->field = 255;
	o->value = v;
	if (n >= -16 && n <= 64) {
		o->kind = OPND_CONST;
		o->field = (uint8_t)(n >= 0 ? 128 + n : 192 - n);
		return;
	}
	for (unsigned code = 240; code <= 248; code++)
		if (asm_pk_inline_bits(code, fmt) == v) {
			o->kind = OPND_CONST;
			o->field = (uint8_t)code;
			return;
		}
}

int
dec_src(struct dec *x, unsigned code, unsigned count, struct operand *o)
{
	unsigned ttmp0 = x->ft->ttmp_base;
	unsigned nsgpr = x->ft->nsgpr;

	memset(o, 0, sizeof *o);
	o->count = (uint8_t)count;
	if (code >= 256) {
		o->kind = OPND_VGPR;
		o->reg = (uint16_t)(code - 256);
	} else if (code < nsgpr) {
		o->kind = OPND_SGPR;
		o->reg = (uint16_t)code;
	} else if (nsgpr == 102 && (code == 102 || (code == 103 &&
		   count < 2))) {
		o->kind = OPND_FLAT_SCRATCH;
		o->reg = (uint16_t)(code - 102);
	} else if (code == 106) {
		o->kind = count == 2 ? OPND_VCC : OPND_VCC_LO;
	} else if (code == 107) {
		o->kind = OPND_VCC_HI;
	} else if (code >= ttmp0 && code <= 123) {
		o->kind = OPND_TTMP;
		o->reg = (uint16_t)(code - ttmp0);
	} else if (code == (x->ft->m0_null_swapped ? 125u : 124u)) {
		o->kind = OPND_M0;
	} else if (code == (x->ft->m0_null_swapped ? 124u : 125u) &&
		   x->ft->null_reg) {
		o->kind = OPND_NULL;
	} else if (code == 126) {
		o->kind = count == 2 ? OPND_EXEC : OPND_EXEC_LO;
	} else if (code == 127) {
		o->kind = OPND_EXEC_HI;
	} else if (code >= 128 && code <= 208) {
		int v = code <= 192 ? (int)code - 128 : 192 - (int)code;
		o->kind = OPND_CONST;
		o->field = (uint8_t)code;
		o->count = count == 2 ? 2 : 1;
		o->value = count == 2 ? (uint64_t)(int64_t)v
				      : (uint64_t)(uint32_t)v;
	} else if (code >= 240 && code <= 248) {
		o->kind = OPND_CONST;
		o->field = (uint8_t)code;
		o->count = count == 2 ? 2 : 1;
		o->value = asm_float_inline_bits(code, x->bits);
	} else if (code == 253) {
		o->kind = OPND_SCC;
		o->count = 1;
	} else if (code == 255) {
		if (x->len < x->used + 4)
			return dec_fail(x, "truncated literal");
		if (!x->lit_read) {
			x->lit = get32(x->bytes + x->used);
			x->lit_read = true;
		}
		o->kind = OPND_LITERAL;
		o->field = 255;
		/* as the assembler counts it: two for a 64-bit operand */
		o->count = count >= 2 ? 2 : 1;
		o->value = x->lit;
		/* a one-register source of a 64-bit row is 32 bits wide
		 * (gfx12 VOP2 v_lshlrev_b64's shift: 0xffffffff is -1) */
		literal_as_inline(o, x->bits == 64 && count < 2 ? 32 : x->bits,
		    (isa_table[x->in->id].flags & ISA_F_FLOAT) != 0);
	} else {
		return dec_fail(x, "operand code %u is not supported", code);
	}
	return 0;
}

int
dec_fail(struct dec *x, const char *fmt, ...)
{
	va_list ap;
	char msg[DIAG_MESSAGE_MAX];

	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	diag_set(x->diag, DIAG_ERROR, DIAG_SYNTAX, 1, 0, "%s", msg);
	return -1;
}

/* Row of family fam whose native opcode on the target is opc. */
enum isa_id
dec_find(const struct dec *x, enum isa_family fam, unsigned opc)
{
	for (unsigned id = 0; id < ISA_ID_COUNT; id++) {
		const struct isa_info *r = &isa_table[id];
		int o = r->opcode[x->target];
		if (r->family != fam || o == ISA_NA || o == ISA_OPC_UNKNOWN ||
		    (o & ISA_OPC_VOP3_ONLY))
			continue;
		if ((unsigned)o == opc)
			return (enum isa_id)id;
	}
	return ISA_ID_COUNT;
}

/* Row whose VOP3 encoding has opcode opc. */
static enum isa_id
find_vop3(const struct dec *x, unsigned opc)
{
	for (unsigned id = 0; id < ISA_ID_COUNT; id++) {
		const struct isa_info *r = &isa_table[id];
		int o = r->opcode[x->target];
		if (o == ISA_NA || o == ISA_OPC_UNKNOWN)
			continue;
		if (r->family != ISA_VOP1 && r->family != ISA_VOP2 &&
		    r->family != ISA_VOPC && r->family != ISA_VOP3)
			continue;
		if (r->flags & ISA_F_VOP3P)
			continue; /* their own encoding: decode_vop3p */
		if (enc_vop3_opcode(r, x->target) == opc)
			return (enum isa_id)id;
	}
	return ISA_ID_COUNT;
}

static unsigned
operand_bits(const struct isa_info *r)
{
	if (isa_sf16_wide_consts(r->family, r->type == ISA_TY_F16))
		return 32;
	return r->type == ISA_TY_F16 ? 16 : r->type == ISA_TY_B64 ? 64 : 32;
}

/* The implied (e32/DPP/SDWA) lane-mask operand: vcc, or vcc_lo in wave32. */
static void
implicit_vcc(const struct dec *x, struct operand *o)
{
	memset(o, 0, sizeof *o);
	o->kind = x->wave == 32 ? OPND_VCC_LO : OPND_VCC;
	o->count = x->wave == 32 ? 1 : 2;
}

static unsigned
mask_count(const struct dec *x)
{
	return x->wave == 32 ? 1 : 2;
}

/* OPND_MOD_* from the sext, neg and abs bits of a DPP/SDWA dword (-1:
 * no such bit). */
static uint8_t
mods_at(uint32_t e, int sext, int neg, int abs)
{
	return (uint8_t)((sext >= 0 && (e >> sext & 1) ? OPND_MOD_SEXT : 0) |
			 (e >> neg & 1 ? OPND_MOD_NEG : 0) |
			 (e >> abs & 1 ? OPND_MOD_ABS : 0));
}

/* VOP1/VOP2/VOPC in their 32-bit, DPP, DPP8 and SDWA forms. */
static int
decode_vop(struct dec *x, uint32_t w, enum isa_family fam)
{
	struct insn *in = x->in;
	unsigned opc, s0 = w & 0x1ff, vsrc1 = (w >> 9) & 0xff;
	unsigned vdst = (w >> 17) & 0xff;
	const struct isa_info *r;
	enum isa_id id;

	opc = fam == ISA_VOP1 ? (w >> 9) & 0xff
	    : fam == ISA_VOP2 ? (w >> 25) & 0x3f : (w >> 17) & 0xff;
	id = dec_find(x, fam, opc);
	if (id == ISA_ID_COUNT)
		return dec_fail(x, "unknown %s opcode %u on %s",
		    fam == ISA_VOP1 ? "VOP1" : fam == ISA_VOP2 ? "VOP2"
		    : "VOPC",
		    opc, isa_target_name(x->target));
	r = &isa_table[id];
	in->id = (uint16_t)id;
	x->bits = operand_bits(r);
	in->form = FORM_E32;
	if (s0 == 0xfa || s0 == 0xf9 || ((s0 == 0xe9 || s0 == 0xea) &&
					 x->ft->dpp8)) {
		uint32_t e;
		if (x->len < 8)
			return dec_fail(x, "truncated DPP/SDWA dword");
		e = get32(x->bytes + 4);
		x->used = 8;
		if (s0 == 0xf9 ? !(r->flags & ISA_F_SDWA)
			       : !isa_has_dpp(r, x->target))
			return dec_fail(x, "invalid instruction encoding (%s "
			    "has no %s form)", r->name, s0 == 0xf9 ? "SDWA"
			    : "DPP");
		if (s0 == 0xfa) {
			in->form = FORM_DPP;
			in->dpp_ctrl = (uint16_t)((e >> 8) & 0x1ff);
			in->fi = (e >> 18) & 1 && x->ft->dpp8;
			in->bound_ctrl = (e >> 19) & 1;
			in->bank_mask = (uint8_t)((e >> 24) & 0xf);
			in->row_mask = (uint8_t)((e >> 28) & 0xf);
			s0 = 256 + (e & 0xff);
			x->mods0 = mods_at(e, -1, 20, 21);
			x->mods1 = mods_at(e, -1, 22, 23);
			/* llvm-mc drops neg/abs bits of integer DPP ops. */
			if (!(r->flags & ISA_F_FLOAT))
				x->mods0 = x->mods1 = 0;
		} else if (s0 != 0xf9) {
			in->form = FORM_DPP8;
			in->fi = s0 == 0xea;
			in->dpp8_sel = e >> 8;
			s0 = 256 + (e & 0xff);
		} else {
			in->form = FORM_SDWA;
			if (fam == ISA_VOPC) {
				if (x->ft->sdwa != ISA_SDWA_GFX8 &&
				    (e & 0x8000))
					x->sdwa_sdst = 1 + ((e >> 8) & 0x7f);
			} else {
				in->dst_sel = (uint8_t)((e >> 8) & 7);
				in->dst_unused = (uint8_t)((e >> 11) & 3);
			}
			/* GFX9+ VOPC SDWA puts SDST where clamp/omod are. */
			if (fam != ISA_VOPC || x->ft->sdwa == ISA_SDWA_GFX8) {
				in->clamp = (e >> 13) & 1;
				in->omod = (uint8_t)((e >> 14) & 3);
			}
			in->src0_sel = (uint8_t)((e >> 16) & 7);
			in->src1_sel = (uint8_t)((e >> 24) & 7);
			if (x->ft->sdwa == ISA_SDWA_GFX8) {
				/* GFX8: omod and the S0/S1 bits are reserved;
				 * llvm-mc ignores them. */
				in->omod = 0;
				e &= ~(1u << 23 | 1u << 31);
			}
			if (in->omod && !isa_float_result(id))
				return dec_fail(x, "invalid instruction "
				    "encoding (SDWA omod on %s)", r->name);
			if (in->src0_sel == 7 || in->src1_sel == 7 ||
			    (fam != ISA_VOPC && in->dst_sel == 7))
				return dec_fail(x, "invalid instruction "
				    "encoding (SDWA select 7 is reserved)");
			if ((r->flags & ISA_F_FLOAT)
				? (e & (1u << 19 | 1u << 27)) != 0
				: (e & (3u << 20 | 3u << 28)) != 0)
				return dec_fail(x, "invalid instruction "
				    "encoding (%s SDWA source modifier on %s)",
				    r->flags & ISA_F_FLOAT ? "sext" : "neg/abs",
				    r->name);
			x->mods0 = mods_at(e, 19, 20, 21);
			x->mods1 = mods_at(e, 27, 28, 29);
			s0 = (e & 0xff) | ((e >> 23) & 1 ? 0 : 256);
			if (fam != ISA_VOP1 && (e >> 31) & 1)
				vsrc1 |= 0x1000; /* S1: vsrc1 is a scalar */
		}
	}
	/* Destination and sources, as layout() in asm.c lays them out. */
	if (fam == ISA_VOP1) {
		if (r->sem == SEM_NOP)
			return 0;
		if (r->sem == SEM_READFIRSTLANE) {
			if (dec_src(x, vdst, 1, &in->dst) != 0)
				return -1;
		} else {
			if (dec_src(x, 256 + vdst, r->flags & ISA_F_D64 ? 2 : 1,
			    &in->dst) != 0)
				return -1;
		}
	} else if (fam == ISA_VOP2) {
		if (dec_src(x, 256 + vdst, r->flags & ISA_F_D64 ? 2 : 1,
		    &in->dst) != 0)
			return -1;
		if (r->flags & ISA_F_CARRY_OUT)
			implicit_vcc(x, &in->sdst);
		if (r->flags & ISA_F_CARRY_IN)
			implicit_vcc(x, &in->src[3]);
	} else {
		if (!((r->flags & ISA_F_WRITES_EXEC) &&
		      x->ft->cmpx_exec_only)) {
			implicit_vcc(x, &in->sdst);
			if (x->sdwa_sdst &&
			    dec_src(x, x->sdwa_sdst - 1, mask_count(x),
			    &in->sdst) != 0)
				return -1;
		}
	}
	if (dec_src(x, s0, r->flags & ISA_F_S0_64 ? 2 : 1, &in->src[0]) != 0)
		return -1;
	in->src[0].mods = x->mods0;
	/* true16: bit 7 of a VGPR field is the .h half (v0..v127) */
	if (r->flags & ISA_F_T16) {
		if (in->dst.reg & 0x80)
			in->op_sel |= ISA_OPSEL_DST;
		in->dst.reg &= 0x7f;
		if (in->src[0].kind == OPND_VGPR) {
			if (in->src[0].reg & 0x80)
				in->op_sel |= 1;
			in->src[0].reg &= 0x7f;
		}
	}
	if (r->sem == SEM_ACCVGPR) {
		/* v_accvgpr_mov_b32: both fields name AGPRs */
		if (in->form != FORM_E32 || s0 < 256)
			return dec_fail(x, "invalid instruction encoding (%s "
			    "moves an AGPR to an AGPR, no DPP or SDWA)",
			    r->name);
		in->dst.kind = OPND_AGPR;
		in->src[0].kind = OPND_AGPR;
	}
	if (fam != ISA_VOP1) {
		unsigned c1 = vsrc1 & 0x1000 ? (vsrc1 & 0xff) : 256 + vsrc1;
		if (dec_src(x, c1, r->flags & ISA_F_S1_64 ? 2 : 1,
		    &in->src[1]) != 0)
			return -1;
		in->src[1].mods = x->mods1;
	}
	if (r->flags & ISA_F_VOP2_K) {
		/* the VOP2 word and K, always a literal dword (asm_finish's
		 * finish_vop2_k); vsrc1 is the source K does not take */
		struct operand *v = &in->src[r->flags & ISA_F_K_MID ? 2 : 1];
		struct operand *k = &in->src[r->flags & ISA_F_K_MID ? 1 : 2];
		if (in->form != FORM_E32)
			return dec_fail(x, "invalid instruction encoding (%s "
			    "has only its VOP2 form)", r->name);
		if (dec_src(x, 256 + vsrc1, 1, v) != 0 ||
		    dec_src(x, 255, 1, k) != 0)
			return -1;
		k->kind = OPND_LITERAL;
		k->field = 255;
		k->value = x->lit & (x->bits == 16 ? 0xffffu : 0xffffffffu);
	}
	if (x->lit_read)
		x->used += 4;
	return 0;
}

/* v_accvgpr_write_b32 / _read_b32 (branch s7-16agpr; encode.c's
 * encode_accvgpr): one source, op_sel_hi all set and no other modifier,
 * as llvm-mc 19 writes them; anything else is not an encoding lanescope
 * reads back. */
static int
decode_accvgpr(struct dec *x, const struct isa_info *r, enum isa_id id,
    uint32_t w0, uint32_t w1)
{
	struct insn *in = x->in;
	unsigned s0 = w1 & 0x1ff;

	if ((w0 & 0xff00u) != 0x4000u || (w1 & ~0x1ffu) != 0x18000000u)
		return dec_fail(x, "invalid instruction encoding (%s takes "
		    "one source and no op_sel, neg or clamp)", r->name);
	in->id = (uint16_t)id;
	in->form = FORM_NATIVE;
	x->bits = 32;
	if (r->aux == ACC_READ && s0 < 256)
		return dec_fail(x, "invalid instruction encoding (%s reads an "
		    "AGPR)", r->name);
	if (dec_src(x, 256 + (w0 & 0xff), 1, &in->dst) != 0 ||
	    dec_src(x, s0, 1, &in->src[0]) != 0)
		return -1;
	if (r->aux == ACC_WRITE)
		in->dst.kind = OPND_AGPR;
	else
		in->src[0].kind = OPND_AGPR;
	if (x->lit_read)
		return dec_fail(x, "invalid instruction encoding (%s takes no "
		    "literal)", r->name);
	return 0;
}

/* ---- packed math, VOP3P (branch vop3p16c) ---- */
/* VOP3P (encode.c's encode_vop3p has the layout). */
static int
decode_vop3p(struct dec *x, uint32_t w0)
{
	struct insn *in = x->in;
	unsigned opc = (w0 >> 16) & 0x7f, nsrc, hi;
	const struct isa_info *r = NULL;
	unsigned id;
	uint32_t w1;

	if (x->len < 8)
		return dec_fail(x, "truncated VOP3P instruction");
	w1 = get32(x->bytes + 4);
	x->used = 8;
	for (id = 0; id < ISA_ID_COUNT; id++) {
		r = &isa_table[id];
		if ((r->flags & ISA_F_VOP3P) &&
		    r->opcode[x->target] == (int)opc)
			break;
	}
	if (id == ISA_ID_COUNT)
		for (id = 0; id < ISA_ID_COUNT; id++) {
			r = &isa_table[id];
			if (r->sem == SEM_ACCVGPR && r->family == ISA_VOP3 &&
			    r->opcode[x->target] == (int)opc)
				return decode_accvgpr(x, r, (enum isa_id)id,
				    w0, w1);
		}
	if (id == ISA_ID_COUNT)
		return dec_fail(x, "unknown VOP3P opcode %u on %s (packed "
		    "math lanescope does not model)", opc,
		    isa_target_name(x->target));
	in->id = (uint16_t)id;
	in->form = FORM_NATIVE;
	x->bits = operand_bits(r);
	in->clamp = (w0 >> 15) & 1;
	hi = ((w1 >> 27) & 3) | ((w0 >> 14) & 1) << 2;
	in->op_sel = (uint8_t)(((w0 >> 11) & 7) | hi << ISA_PK_HI_SHIFT);
	/* gfx90a's packed f32 rows name 64-bit pairs */
	if (dec_src(x, 256 + (w0 & 0xff), (r->flags & ISA_F_D64) ? 2 : 1,
	    &in->dst) != 0)
		return -1;
	nsrc = (r->flags & ISA_F_SRC3) ? 3 : 2;
	/* llvm-mc 19 refuses a two-source row whose src2 field, op_sel[2],
	 * neg_lo[2] or neg_hi[2] is set (op_sel_hi[2] may be either) */
	if (nsrc == 2 && (((w1 >> 18) & 0x1ff) != 0 || (w0 >> 13 & 1) ||
			  (w1 >> 31) || (w0 >> 10 & 1)))
		return dec_fail(x, "invalid instruction encoding (%s has two "
		    "sources: its src2 field, op_sel, neg_lo and neg_hi bits "
		    "for src2 must be 0)", r->name);
	for (unsigned k = 0; k < nsrc; k++) {
		unsigned code = (w1 >> (9 * k)) & 0x1ff;
		if (dec_src(x, code, (r->flags & (ISA_F_S0_64 << k)) ? 2 : 1,
		    &in->src[k]) != 0)
			return -1;
		enum isa_pk_fmt fmt = isa_pk_src_fmt(r->type == ISA_TY_F16,
		    r->aux, k);
		if (code == 255)
			dec_packed_literal(&in->src[k], x->lit, fmt);
		else if (code >= 240 && code <= 248)
			in->src[k].value = asm_pk_inline_bits(code, fmt);
		in->src[k].mods = (uint8_t)(
		    ((w1 >> (29 + k)) & 1 ? OPND_MOD_NEG : 0) |
		    ((w0 >> (8 + k)) & 1 ? OPND_MOD_ABS : 0));
	}
	if (x->lit_read)
		x->used += 4;
	return 0;
}

/* VOP3 (VOP3a and VOP3b) encodings. */
static int
decode_vop3(struct dec *x, uint32_t w0)
{
	struct insn *in = x->in;
	uint32_t w1;
	unsigned opc = (w0 >> 16) & 0x3ff, abs, neg, dst = w0 & 0xff;
	const struct isa_info *r;
	enum isa_id id;
	bool vop3b;
	unsigned nsrc = 2;

	if (x->len < 8)
		return dec_fail(x, "truncated VOP3 instruction");
	w1 = get32(x->bytes + 4);
	x->used = 8;
	id = find_vop3(x, opc);
	if (id == ISA_ID_COUNT)
		return dec_fail(x, "unknown VOP3 opcode %u on %s", opc,
		    isa_target_name(x->target));
	r = &isa_table[id];
	in->id = (uint16_t)id;
	x->bits = operand_bits(r);
	in->form = r->family == ISA_VOP3 ? FORM_NATIVE : FORM_E64;
	/* true16 v_mov_b16_e64 is llvm-mc 19's with +real-true16 only */
	if (r->flags & ISA_F_T16)
		return dec_fail(x, "%s_e64 (true16 halves by op_sel) is not "
		    "modelled by lanescope", r->name);
	if (x->ft->vop3_dpp && ((w1 & 0x1ff) == 0xfa ||
				(w1 & 0x1ff) == 0xe9 || (w1 & 0x1ff) == 0xea)) {
		/* VOP3 DPP: a DPP dword follows, naming src0's VGPR. */
		uint32_t e;

		if (x->len < 12)
			return dec_fail(x, "truncated VOP3 DPP dword");
		if (!isa_has_vop3_dpp(r, x->target))
			return dec_fail(x, "invalid instruction encoding (%s "
			    "has no VOP3 DPP form)", r->name);
		e = get32(x->bytes + 8);
		x->used = 12;
		in->vop3_dpp = true;
		if ((w1 & 0x1ff) == 0xfa) {
			in->form = FORM_DPP;
			in->dpp_ctrl = (uint16_t)((e >> 8) & 0x1ff);
			in->fi = (e >> 18) & 1;
			in->bound_ctrl = (e >> 19) & 1;
			in->bank_mask = (uint8_t)((e >> 24) & 0xf);
			in->row_mask = (uint8_t)((e >> 28) & 0xf);
		} else {
			in->form = FORM_DPP8;
			in->fi = (w1 & 0x1ff) == 0xea;
			in->dpp8_sel = e >> 8;
		}
		w1 = (w1 & ~0x1ffu) | (256u + (e & 0xff));
	}
	vop3b = (r->family == ISA_VOP2 || r->family == ISA_VOP3) &&
	    (r->flags & ISA_F_CARRY_OUT);
	in->clamp = (w0 >> 15) & 1;
	in->omod = (uint8_t)((w1 >> 27) & 3);
	abs = vop3b ? 0 : (w0 >> 8) & 7;
	neg = (w1 >> 29) & 7;
	if (!vop3b)
		in->op_sel = (uint8_t)((w0 >> 11) & 0xf);
	/* v_permlane*: op_sel[0] is FI and op_sel[1] BC; llvm-mc prints
	 * neither of the other two bits, and they change nothing. op_sel of
	 * other VOP3 rows is f16 half selection, which lanescope does not
	 * model (GFX8: reserved bits, ignored like llvm-mc). */
	if (isa_sem_permlane_fi_bc(r->sem)) {
		in->op_sel &= 3;
	} else if ((r->flags & ISA_F_OPSEL) && x->ft->enc != ISA_ENC_GFX8) {
		/* a two-source row has no src2 half to pick: llvm-mc 19
		 * prints no value for that bit */
		if (!(r->flags & ISA_F_SRC3) && !(r->sem == SEM_VX &&
		    ISA_VX_TO_FP8_SR(r->aux)))
			in->op_sel &= (uint8_t)~4u;
	} else if (in->op_sel) {
		if (x->ft->enc == ISA_ENC_GFX8)
			in->op_sel = 0;
		else
			return dec_fail(x, "%s: op_sel is not modelled by "
			    "lanescope", r->name);
	}
	switch (r->family) {
	case ISA_VOPC:
		if (!((r->flags & ISA_F_WRITES_EXEC) &&
		      x->ft->cmpx_exec_only) &&
		    dec_src(x, dst, mask_count(x), &in->sdst) != 0)
			return -1;
		break;
	case ISA_VOP1:
		if (r->sem == SEM_NOP)
			return 0;
		if (dec_src(x, 256 + dst, r->flags & ISA_F_D64 ? 2 : 1,
		    &in->dst) != 0)
			return -1;
		nsrc = 1;
		break;
	default:
		if (r->sem == SEM_READLANE || r->sem == SEM_S_FLOAT) {
			/* an SGPR destination; gfx12's v_s_* read one
			 * scalar source */
			if (dec_src(x, dst, 1, &in->dst) != 0)
				return -1;
			if (r->sem == SEM_S_FLOAT)
				nsrc = 1;
		} else if (dec_src(x, 256 + dst, isa_vop_regs(r->flags, 3),
		    &in->dst) != 0) {
			return -1;
		}
		if (vop3b && dec_src(x, (w0 >> 8) & 0x7f, mask_count(x),
		    &in->sdst) != 0)
			return -1;
		if (r->sem == SEM_FMA_F32 || r->sem == SEM_PERMLANE16 ||
		    r->sem == SEM_PERMLANEX16 || (r->flags & ISA_F_SRC3))
			nsrc = 3;
		break;
	}
	for (unsigned k = 0; k < nsrc; k++) {
		unsigned code = (w1 >> (9 * k)) & 0x1ff;
		unsigned cnt = isa_vop_regs(r->flags, k);
		if (dec_src(x, code, cnt, &in->src[k]) != 0)
			return -1;
		/* a 128-bit source is VGPRs only, as llvm-mc 19 has it */
		if (cnt == 4 && in->src[k].kind != OPND_VGPR)
			return dec_fail(x, "invalid instruction encoding (%s "
			    "takes VGPRs only as src%u)", r->name, k);
		in->src[k].mods = (uint8_t)((abs >> k & 1 ? OPND_MOD_ABS : 0) |
					    (neg >> k & 1 ? OPND_MOD_NEG : 0));
	}
	if (r->flags & ISA_F_CARRY_IN) {
		if (dec_src(x, (w1 >> 18) & 0x1ff, mask_count(x),
		    &in->src[3]) != 0)
			return -1;
		in->src[3].mods = (uint8_t)((abs >> 2 & 1 ? OPND_MOD_ABS : 0) |
					    (neg >> 2 & 1 ? OPND_MOD_NEG : 0));
	}
	if (x->lit_read)
		x->used += 4;
	return 0;
}

static int
decode_scalar(struct dec *x, uint32_t w, enum isa_family fam)
{
	struct insn *in = x->in;
	unsigned opc = fam == ISA_SOP1 ? (w >> 8) & 0xff
		     : fam == ISA_SOP2 ? (w >> 23) & 0x7f : (w >> 16) & 0x7f;
	static const char *const fname[] = { [ISA_SOP1] = "SOP1",
		[ISA_SOP2] = "SOP2", [ISA_SOPP] = "SOPP", [ISA_SOPC] = "SOPC" };
	enum isa_id id = dec_find(x, fam, opc);
	const struct isa_info *r;
	unsigned cnt;

	if (id == ISA_ID_COUNT)
		return dec_fail(x, "unknown %s opcode %u on %s", fname[fam],
		    opc, isa_target_name(x->target));
	r = &isa_table[id];
	in->id = (uint16_t)id;
	in->form = FORM_NATIVE;
	x->bits = operand_bits(r);
	cnt = x->bits == 64 ? 2 : 1;
	if (fam == ISA_SOPP) {
		in->simm16 = (uint16_t)w;
		return 0;
	}
	if (fam == ISA_SOPC && r->sem == SEM_S_GPR_IDX) {
		/* s_set_gpr_idx_on: s0, and the mask in SSRC1 */
		in->simm16 = (uint16_t)((w >> 8) & 0xfu);
		if (dec_src(x, w & 0xff, 1, &in->src[0]) != 0)
			return -1;
		if (x->lit_read)
			x->used += 4;
		return 0;
	}
	if (fam == ISA_SOPC) {
		/* s_bitcmp*_b64 names its bit with a 32-bit operand */
		if (dec_src(x, w & 0xff, cnt, &in->src[0]) != 0 ||
		    dec_src(x, (w >> 8) & 0xff, r->sem == SEM_S_CMP ? cnt : 1,
		    &in->src[1]) != 0)
			return -1;
		if (x->lit_read)
			x->used += 4;
		return 0;
	}
	/* s_barrier_signal, s_sleep_var, s_set_gpr_idx_idx: s0 only, the
	 * sdst field is 0; s0 may be a literal */
	if (fam == ISA_SOP1 && (r->sem == SEM_S_HINT ||
	    r->sem == SEM_S_GPR_IDX)) {
		if (dec_src(x, w & 0xff, 1, &in->src[0]) != 0)
			return -1;
		if (x->lit_read)
			x->used += 4;
		return 0;
	}
	/* the program counter: d and s0 as the row has them */
	if (fam == ISA_SOP1 && r->sem == SEM_S_PC) {
		if ((r->aux & ISA_PC_GET) && dec_src(x, (w >> 16) & 0x7f, 2,
		    &in->dst) != 0)
			return -1;
		if ((r->aux & ISA_PC_SET) && dec_src(x, w & 0xff, 2,
		    &in->src[0]) != 0)
			return -1;
		return 0;
	}
	/* narrower operands of 64-bit SOP1 rows: isa_s1_* shapes */
	if (fam == ISA_SOP1 && r->sem == SEM_S_OP1) {
		if (dec_src(x, (w >> 16) & 0x7f, isa_s1_dst32(r->aux) ? 1 :
		    cnt, &in->dst) != 0 || dec_src(x, w & 0xff,
		    isa_s1_src32(r->aux) ? 1 : cnt, &in->src[0]) != 0)
			return -1;
		if (x->lit_read)
			x->used += 4;
		return 0;
	}
	/* gfx12 s_fmaak/s_fmamk_f32: ssrc1 is the source K does not
	 * take; K is always the literal dword after the word */
	if (fam == ISA_SOP2 && (r->flags & ISA_F_VOP2_K)) {
		struct operand *v = &in->src[r->flags & ISA_F_K_MID ? 2 : 1];
		struct operand *k = &in->src[r->flags & ISA_F_K_MID ? 1 : 2];
		if (dec_src(x, (w >> 16) & 0x7f, 1, &in->dst) != 0 ||
		    dec_src(x, w & 0xff, 1, &in->src[0]) != 0 ||
		    dec_src(x, (w >> 8) & 0xff, 1, v) != 0 ||
		    dec_src(x, 255, 1, k) != 0)
			return -1;
		k->kind = OPND_LITERAL;
		k->field = 255;
		k->value = x->lit;
		x->used += 4;
		return 0;
	}
	/* narrower sources of 64-bit SOP2 rows: ISA_SALU_* in AUX */
	bool narrow = fam == ISA_SOP2 && cnt == 2 && r->aux != 0;
	if (dec_src(x, (w >> 16) & 0x7f, cnt, &in->dst) != 0 ||
	    dec_src(x, w & 0xff, narrow && r->aux == ISA_SALU_SRCS_32 ? 1 :
	    cnt, &in->src[0]) != 0)
		return -1;
	if (fam == ISA_SOP2 &&
	    dec_src(x, (w >> 8) & 0xff, narrow ? 1 : cnt, &in->src[1]) != 0)
		return -1;
	if (x->lit_read)
		x->used += 4;
	return 0;
}

/* SOPK: the waits of gfx10 and gfx11 and the ISA_SOPK rows (ISA_F_SOPK
 * rows both). */
static int
decode_sopk(struct dec *x, uint32_t w)
{
	struct insn *in = x->in;
	unsigned opc = (w >> 23) & 0x1f;

	for (unsigned id = 0; id < ISA_ID_COUNT; id++) {
		const struct isa_info *r = &isa_table[id];
		if (!(r->flags & ISA_F_SOPK) || r->opcode[x->target] !=
		    (int)opc)
			continue;
		in->id = (uint16_t)id;
		in->form = FORM_NATIVE;
		in->simm16 = (uint16_t)w;
		x->bits = 32;
		if (r->family == ISA_SOPK && r->sem == SEM_S_K &&
		    r->aux == SK_VERSION)
			return 0;
		/* hardware registers (branch s5-16ops): MODE only */
		if (r->family == ISA_SOPK && r->sem == SEM_S_K &&
		    r->aux >= SK_GETREG) {
			if (!isa_hwreg_modelled(x->target, w & 63))
				return dec_fail(x, "%s: hwreg(%u) is not "
				    "modelled by lanescope (only "
				    "hwreg(HW_REG_MODE) is, and FLAT_SCR_LO/HI "
				    "on gfx10 and gfx11)", r->name, w & 63);
			if (r->aux == SK_SETREG_IMM32) {
				if (dec_src(x, 255, 1, &in->src[0]) != 0)
					return -1;
				x->used += 4;
				return 0;
			}
			return dec_src(x, (w >> 16) & 0x7f, 1,
			    r->aux == SK_SETREG ? &in->src[0] : &in->dst);
		}
		/* s_call_b64 writes a pair (branch s4-16b) */
		return dec_src(x, (w >> 16) & 0x7f, r->type == ISA_TY_B64 ? 2 :
		    1, r->sem == SEM_S_CMPK ?
		    &in->src[0] : &in->dst);
	}
	return dec_fail(x, "unknown SOPK opcode %u on %s", opc,
	    isa_target_name(x->target));
}

/* Register ranges of the row: SGPR pairs for 64-bit scalar operands. */
static void
fix_counts(struct insn *in)
{
	for (unsigned k = 0; k < 4; k++) {
		struct operand *o = &in->src[k];
		if (o->kind == OPND_SGPR || o->kind == OPND_TTMP ||
		    o->kind == OPND_VGPR)
			o->count = o->count ? o->count : 1;
	}
}

size_t
decode_insn(const uint8_t *bytes, size_t len, enum isa_target target,
    int wave, struct insn *out, struct diag *diag)
{
	struct dec x;
	uint32_t w;
	int rc;

	memset(out, 0, sizeof *out);
	memset(&x, 0, sizeof x);
	x.bytes = bytes;
	x.len = len;
	x.target = target;
	x.ft = isa_features(target);
	x.wave = wave == 32 ? 32 : 64;
	x.in = out;
	x.diag = diag;
	x.used = 4;
	diag->message[0] = '\0';
	out->target = (uint8_t)target;
	out->wave = (uint8_t)x.wave;
	out->row_mask = 0xf;
	out->bank_mask = 0xf;
	out->dst_sel = out->src0_sel = out->src1_sel = SDWA_DWORD;
	out->dst_unused = SDWA_UNUSED_PRESERVE;
	if (len < 4) {
		dec_fail(&x, "truncated instruction (%zu bytes)", len);
		return 0;
	}
	w = get32(bytes);
	if ((w >> 25) == 0x3f)
		rc = decode_vop(&x, w, ISA_VOP1);
	else if ((w >> 25) == 0x3e)
		rc = decode_vop(&x, w, ISA_VOPC);
	else if ((w >> 31) == 0)
		rc = decode_vop(&x, w, ISA_VOP2);
	else if ((w >> 23) == 0x17d)
		rc = decode_scalar(&x, w, ISA_SOP1);
	else if ((w >> 23) == 0x17f)
		rc = decode_scalar(&x, w, ISA_SOPP);
	else if ((w >> 23) == 0x17e)
		rc = decode_scalar(&x, w, ISA_SOPC);
	else if ((w >> 28) == 0xb)
		rc = decode_sopk(&x, w);
	else if ((w >> 30) == 2 && (w >> 23) != 0x17e && (w >> 28) != 0xb)
		rc = decode_scalar(&x, w, ISA_SOP2);
	else if ((w >> 26) == 0x32 && x.ft->enc >= ISA_ENC_GFX11)
		rc = decode_vopd(&x, w);
	/* packed math (branch vop3p16c): 0xcc on gfx10 on, 0xd38 on gfx9 */
	else if (x.ft->enc >= ISA_ENC_GFX10 ? (w >> 24) == 0xcc :
		 x.ft->enc >= ISA_ENC_GFX9 && (w >> 23) == 0x1a7)
		rc = decode_vop3p(&x, w);
	else if ((w >> 26) == (x.ft->enc >= ISA_ENC_GFX10 ? 0x35u : 0x34u))
		rc = decode_vop3(&x, w);
	else if ((w >> 26) == (x.ft->enc >= ISA_ENC_GFX10 ? 0x3du : 0x30u)) {
		x.used = 8;
		rc = len < 8 ? dec_fail(&x, "truncated instruction") :
		    decode_smem(&x, w, get32(bytes + 4));
	}
	else
		rc = decode_memory(&x, w);
	if (rc != 0)
		return 0;
	/* gfx11 on: a 16-bit operand of the e32 and DPP fields is v0..v127
	 * (llvm-mc prints such bytes with "Invalid register", and would not
	 * assemble its own text back to them). */
	if ((out->form == FORM_E32 || out->form == FORM_DPP ||
	     out->form == FORM_DPP8) && !out->vop3_dpp &&
	    asm_names_high_vgpr_16(&isa_table[out->id], out)) {
		dec_fail(&x, "invalid register: %s takes v0..v127 for a 16-bit "
		    "operand of its %s form on %s", isa_table[out->id].name,
		    out->form == FORM_E32 ? "e32" : "DPP",
		    isa_target_name(target));
		return 0;
	}
	fix_counts(out);
	return x.used;
}
