/* SPDX-License-Identifier: MIT */
/* Encoder: struct insn to machine code, bit for bit as llvm-mc 14 encodes
 * it for gfx8, gfx9, gfx90a and gfx10 (field layouts checked against the
 * llvm-mc corpus in tests/asm/). Pure. Decoding is in decode.c. */
#include "encode.h"

#include <string.h>

#include "encode_int.h"

unsigned
enc_src(const struct operand *o, enum isa_target t)
{
	switch (o->kind) {
	case OPND_VGPR:
	case OPND_AGPR: /* the field's ACC bit (gfx90a) is the row's */
		return 256u + o->reg;
	case OPND_SGPR:
		return o->reg;
	case OPND_VCC:
	case OPND_VCC_LO:
		return 106;
	case OPND_VCC_HI:
		return 107;
	case OPND_TTMP:
		return isa_features(t)->ttmp_base + o->reg;
	case OPND_FLAT_SCRATCH: /* gfx8/gfx9: just above the 102 SGPRs */
		return 102u + o->reg;
	case OPND_M0: /* gfx11 swapped the codes of m0 and null */
		return isa_features(t)->m0_null_swapped ? 125 : 124;
	case OPND_NULL:
		return isa_features(t)->m0_null_swapped ? 124 : 125;
	case OPND_EXEC:
	case OPND_EXEC_LO:
		return 126;
	case OPND_EXEC_HI:
		return 127;
	case OPND_CONST:
		return o->field;
	case OPND_SCC:
		return 253;
	case OPND_LITERAL:
		return 255;
	default:
		return 0;
	}
}

void
enc_put32(uint8_t *out, size_t *n, uint32_t w)
{
	out[*n] = (uint8_t)w;
	out[*n + 1] = (uint8_t)(w >> 8);
	out[*n + 2] = (uint8_t)(w >> 16);
	out[*n + 3] = (uint8_t)(w >> 24);
	*n += 4;
}

/* The literal dword of the instruction, if one of its sources has one. */
static bool
literal_of(const struct insn *in, uint32_t *lit)
{
	for (unsigned k = 0; k < 4; k++) {
		if (in->src[k].kind == OPND_LITERAL) {
			*lit = (uint32_t)in->src[k].value;
			return true;
		}
	}
	return false;
}

static uint32_t
vgpr(const struct operand *o)
{
	return o->kind == OPND_VGPR || o->kind == OPND_AGPR ? o->reg : 0;
}

/* VOP3 opcode of a VOP1/VOP2/VOPC row (or the row's own for VOP3). */
unsigned
enc_vop3_opcode(const struct isa_info *r, enum isa_target t)
{
	int opc = r->opcode[t];
	bool gfx10 = isa_features(t)->enc >= ISA_ENC_GFX10;

	if (opc & ISA_OPC_VOP3_ONLY)
		return (unsigned)opc & 0x3ffu;
	switch (r->family) {
	case ISA_VOP1:
		return (gfx10 ? 0x180u : 0x140u) + (unsigned)opc;
	case ISA_VOP2:
		return 0x100u + (unsigned)opc;
	default:
		return (unsigned)opc;
	}
}

/* ---- packed math, VOP3P (branch vop3p16c) ---- */
/* VOP3P: dword 0 has vdst, neg_hi (8-10), op_sel (11-13), op_sel_hi of
 * src2 (14), clamp (15), the opcode (16-22) under 0xd38 (gfx9) or 0xcc
 * (gfx10 on); dword 1 the three sources, op_sel_hi of src0 and src1
 * (27-28) and neg_lo (29-31) (Vega ISA 12.11, RDNA3 ISA 15.10; bit for
 * bit as llvm-mc 19). */
static size_t
encode_vop3p(const struct insn *in, const struct isa_info *r, uint8_t *out)
{
	enum isa_target t = (enum isa_target)in->target;
	unsigned hi = (unsigned)in->op_sel >> ISA_PK_HI_SHIFT & 7;
	unsigned s[3] = { 0, 0, 0 }, nlo = 0, nhi = 0;
	uint32_t w0, w1, lit;
	size_t n = 0;

	for (unsigned k = 0; k < 3; k++) {
		const struct operand *o = &in->src[k];
		if (o->kind == OPND_NONE)
			continue;
		s[k] = enc_src(o, t);
		nlo |= (o->mods & OPND_MOD_NEG) ? 1u << k : 0u;
		nhi |= (o->mods & OPND_MOD_ABS) ? 1u << k : 0u;
	}
	w0 = (isa_features(t)->enc >= ISA_ENC_GFX10 ? 0xcc000000u :
	      0xd3800000u) |
	     ((unsigned)r->opcode[t] & 0x7fu) << 16 |
	     (in->clamp ? 1u << 15 : 0) | (hi >> 2 & 1u) << 14 |
	     (in->op_sel & 7u) << 11 | nhi << 8 | vgpr(&in->dst);
	w1 = s[0] | s[1] << 9 | s[2] << 18 | (hi & 3u) << 27 | nlo << 29;
	enc_put32(out, &n, w0);
	enc_put32(out, &n, w1);
	if (literal_of(in, &lit))
		enc_put32(out, &n, lit);
	return n;
}

/* v_accvgpr_write_b32 / v_accvgpr_read_b32 (branch s7-16agpr): a VOP3P
 * word with one source, op_sel_hi all set and nothing else, bit for bit
 * as llvm-mc 19; which register file vdst and src0 name is the row's. */
static size_t
encode_accvgpr(const struct insn *in, const struct isa_info *r,
    uint8_t *out)
{
	enum isa_target t = (enum isa_target)in->target;
	size_t n = 0;

	enc_put32(out, &n, 0xd3800000u | ((unsigned)r->opcode[t] & 0x7fu) <<
	    16 | 1u << 14 | vgpr(&in->dst));
	enc_put32(out, &n, enc_src(&in->src[0], t) | 3u << 27);
	return n;
}

static size_t
encode_vop3(const struct insn *in, const struct isa_info *r, uint8_t *out)
{
	enum isa_target t = (enum isa_target)in->target;
	uint32_t w0, w1, lit;
	unsigned abs = 0, neg = 0, dst;
	unsigned s[3] = { 0, 0, 0 };
	size_t n = 0;

	if (r->flags & ISA_F_VOP3P)
		return encode_vop3p(in, r, out);
	if (r->sem == SEM_ACCVGPR)
		return encode_accvgpr(in, r, out);

	for (unsigned k = 0; k < 3; k++) {
		const struct operand *o = &in->src[k];
		if (k == 2 && o->kind == OPND_NONE &&
		    in->src[3].kind != OPND_NONE)
			o = &in->src[3]; /* carry-in / cndmask mask is src2 */
		if (o->kind == OPND_NONE)
			continue;
		s[k] = enc_src(o, t);
		if (k == 0 && in->vop3_dpp)
			/* the DPP dword names src0's VGPR */
			s[k] = in->form == FORM_DPP8 ? (in->fi ? 0xea : 0xe9)
			     : 0xfa;
		if (o->mods & OPND_MOD_ABS)
			abs |= 1u << k;
		if (o->mods & OPND_MOD_NEG)
			neg |= 1u << k;
	}
	if (r->family == ISA_VOPC && in->sdst.kind != OPND_NONE)
		dst = enc_src(&in->sdst, t);
	else if (r->family == ISA_VOPC)
		/* v_cmpx without sdst (gfx10 on): llvm-mc 19 names EXEC_LO in
		 * the field; llvm-mc 14 wrote 0 (a named difference,
		 * check_encode.c). */
		dst = isa_features(t)->cmpx_exec_only ? 126 : 0;
	else if (in->dst.kind == OPND_VGPR)
		dst = in->dst.reg;
	else
		dst = enc_src(&in->dst, t);
	w0 = (isa_features(t)->enc >= ISA_ENC_GFX10 ? 0xd4000000u :
	      0xd0000000u) |
	     enc_vop3_opcode(r, t) << 16 | (in->clamp ? 1u << 15 : 0) |
	     (dst & 0xff);
	if ((r->family == ISA_VOP2 || r->family == ISA_VOP3) &&
	    (r->flags & ISA_F_CARRY_OUT))
		w0 |= (enc_src(&in->sdst, t) & 0x7f) << 8; /* VOP3b */
	else
		w0 |= abs << 8 | (unsigned)(in->op_sel & 0xf) << 11;
	w1 = s[0] | s[1] << 9 | s[2] << 18 | (unsigned)(in->omod & 3) << 27 |
	     neg << 29;
	enc_put32(out, &n, w0);
	enc_put32(out, &n, w1);
	if (in->vop3_dpp) {
		/* The DPP dword of VOP1/2/C DPP, its neg/abs bits left zero
		 * (VOP3 has its own). */
		if (in->form == FORM_DPP8)
			enc_put32(out, &n, vgpr(&in->src[0]) |
			    (in->dpp8_sel & 0xffffff) << 8);
		else
			enc_put32(out, &n, vgpr(&in->src[0]) |
			    (uint32_t)(in->dpp_ctrl & 0x1ff) << 8 |
			    (in->fi ? 1u << 18 : 0) |
			    (in->bound_ctrl ? 1u << 19 : 0) |
			    (uint32_t)(in->bank_mask & 0xf) << 24 |
			    (uint32_t)(in->row_mask & 0xf) << 28);
	} else if (literal_of(in, &lit)) {
		enc_put32(out, &n, lit);
	}
	return n;
}

/* The first (main) dword of VOP1/VOP2/VOPC with src0 field s0. */
static uint32_t
vop_word(const struct insn *in, const struct isa_info *r, unsigned s0,
    unsigned vsrc1)
{
	unsigned opc = (unsigned)r->opcode[in->target];
	enum isa_target t = (enum isa_target)in->target;

	switch (r->family) {
	case ISA_VOP1: {
		unsigned d = in->dst.kind == OPND_VGPR ? in->dst.reg
		    : in->dst.kind == OPND_NONE ? 0 : enc_src(&in->dst, t);
		/* true16: bit 7 of the VGPR field is the .h half */
		if ((r->flags & ISA_F_T16) && (in->op_sel & ISA_OPSEL_DST))
			d |= 0x80;
		return 0x7e000000u | (d & 0xff) << 17 | opc << 9 | s0;
	}
	case ISA_VOP2:
		return opc << 25 | vgpr(&in->dst) << 17 | (vsrc1 & 0xff) << 9 |
		       s0;
	default:
		return 0x7c000000u | opc << 17 | (vsrc1 & 0xff) << 9 | s0;
	}
}

static size_t
encode_vop(const struct insn *in, const struct isa_info *r, uint8_t *out,
    struct diag *diag)
{
	enum isa_target t = (enum isa_target)in->target;
	const struct operand *a = &in->src[0], *b = &in->src[1];
	uint32_t lit, x;
	size_t n = 0;

	if (r->flags & ISA_F_K_MID)
		b = &in->src[2]; /* vsrc1; K in src[1] is the literal */
	if (in->vop3_dpp)
		return encode_vop3(in, r, out);
	switch (in->form) {
	case FORM_E64:
		return encode_vop3(in, r, out);
	case FORM_DPP:
		enc_put32(out, &n, vop_word(in, r, 0xfa, vgpr(b)));
		x = vgpr(a) | (uint32_t)(in->dpp_ctrl & 0x1ff) << 8 |
		    (in->fi ? 1u << 18 : 0) | (in->bound_ctrl ? 1u << 19 : 0) |
		    (a->mods & OPND_MOD_NEG ? 1u << 20 : 0) |
		    (a->mods & OPND_MOD_ABS ? 1u << 21 : 0) |
		    (b->mods & OPND_MOD_NEG ? 1u << 22 : 0) |
		    (b->mods & OPND_MOD_ABS ? 1u << 23 : 0) |
		    (uint32_t)(in->bank_mask & 0xf) << 24 |
		    (uint32_t)(in->row_mask & 0xf) << 28;
		enc_put32(out, &n, x);
		return n;
	case FORM_DPP8:
		enc_put32(out, &n,
		    vop_word(in, r, in->fi ? 0xea : 0xe9, vgpr(b)));
		enc_put32(out, &n, vgpr(a) | (in->dpp8_sel & 0xffffff) << 8);
		return n;
	case FORM_SDWA: {
		bool s0 = a->kind != OPND_VGPR && a->kind != OPND_NONE;
		bool s1 = b->kind != OPND_VGPR && b->kind != OPND_NONE;
		unsigned v1 = b->kind == OPND_VGPR ? b->reg : enc_src(b, t);
		enc_put32(out, &n, vop_word(in, r, 0xf9, v1));
		x = (a->kind == OPND_VGPR ? a->reg : enc_src(a, t)) & 0xff;
		if (r->family == ISA_VOPC) {
			/* GFX9+: SDST in 14:8 with SD (bit 15) unless vcc. */
			bool vcc = in->sdst.kind == OPND_VCC ||
				   in->sdst.kind == OPND_VCC_LO;
			if (isa_features(t)->sdwa != ISA_SDWA_GFX8 && !vcc &&
			    in->sdst.kind != OPND_NONE)
				x |= (0x80u | enc_src(&in->sdst, t)) << 8;
		} else {
			x |= (uint32_t)(in->dst_sel & 7) << 8 |
			     (uint32_t)(in->dst_unused & 3) << 11;
		}
		x |= (in->clamp ? 1u << 13 : 0) |
		     (uint32_t)(in->omod & 3) << 14 |
		     (uint32_t)(in->src0_sel & 7) << 16 |
		     (a->mods & OPND_MOD_SEXT ? 1u << 19 : 0) |
		     (a->mods & OPND_MOD_NEG ? 1u << 20 : 0) |
		     (a->mods & OPND_MOD_ABS ? 1u << 21 : 0) |
		     (s0 ? 1u << 23 : 0);
		if (r->family != ISA_VOP1)
			x |= (uint32_t)(in->src1_sel & 7) << 24 |
			     (b->mods & OPND_MOD_SEXT ? 1u << 27 : 0) |
			     (b->mods & OPND_MOD_NEG ? 1u << 28 : 0) |
			     (b->mods & OPND_MOD_ABS ? 1u << 29 : 0) |
			     (s1 ? 1u << 31 : 0);
		if (r->sem == SEM_NOP)
			x = 0; /* llvm-mc leaves v_nop_sdwa's dword zero */
		enc_put32(out, &n, x);
		return n;
	}
	default:
		break;
	}
	x = a->kind == OPND_NONE ? 0 : enc_src(a, t);
	if ((r->flags & ISA_F_T16) && a->kind == OPND_VGPR &&
	    (in->op_sel & 1))
		x |= 0x80; /* s0.h */
	enc_put32(out, &n, vop_word(in, r, x, vgpr(b)));
	if (literal_of(in, &lit))
		enc_put32(out, &n, lit);
	(void)diag;
	return n;
}

static size_t
encode_scalar(const struct insn *in, const struct isa_info *r, uint8_t *out)
{
	enum isa_target t = (enum isa_target)in->target;
	unsigned opc = (unsigned)r->opcode[t];
	uint32_t lit;
	size_t n = 0;

	switch (r->family) {
	case ISA_SOP1:
		enc_put32(out, &n, 0xbe800000u | enc_src(&in->dst, t) << 16 |
		    opc << 8 | (enc_src(&in->src[0], t) & 0xff));
		break;
	case ISA_SOPC:
		/* s_set_gpr_idx_on: the mask is the SSRC1 field */
		enc_put32(out, &n, 0xbf000000u | opc << 16 |
		    (r->sem == SEM_S_GPR_IDX ? in->simm16 & 0xfu :
		    enc_src(&in->src[1], t) & 0xff) << 8 |
		    (enc_src(&in->src[0], t) & 0xff));
		break;
	case ISA_SOP2:
		/* s_fmamk_f32: ssrc1 is the source after K */
		enc_put32(out, &n, 0x80000000u | opc << 23 |
		    enc_src(&in->dst, t) << 16 |
		    (enc_src(&in->src[(r->flags & ISA_F_K_MID) ? 2 : 1], t) &
		    0xff) << 8 | (enc_src(&in->src[0], t) & 0xff));
		break;
	case ISA_SOPK: {
		/* SDST in 22:16: the written register, or the compared one
		 * (s_cmpk_*); none for s_version (branch sop16c) */
		const struct operand *o = r->sem == SEM_S_CMPK ||
		    (r->sem == SEM_S_K && r->aux == SK_SETREG) ? &in->src[0] :
		    &in->dst;
		enc_put32(out, &n, 0xb0000000u | opc << 23 |
		    (o->kind == OPND_NONE ? 0u : (enc_src(o, t) & 0x7f) << 16) |
		    in->simm16);
		/* s_setreg_imm32_b32: the value is a dword after the word */
		if (r->sem == SEM_S_K && r->aux == SK_SETREG_IMM32)
			enc_put32(out, &n, (uint32_t)in->src[0].value);
		return n;
	}
	default:
		if (r->flags & ISA_F_SOPK) {
			/* s_waitcnt_vscnt & co: SOPK, sdst in 22:16 */
			enc_put32(out, &n, 0xb0000000u | opc << 23 |
			    (enc_src(&in->dst, t) & 0x7f) << 16 | in->simm16);
			return n;
		}
		enc_put32(out, &n, 0xbf800000u | opc << 16 | in->simm16);
		return n;
	}
	if (literal_of(in, &lit))
		enc_put32(out, &n, lit);
	return n;
}

size_t
encode_insn(const struct insn *in, uint8_t out[ENCODE_MAX_BYTES],
    struct diag *diag)
{
	const struct isa_info *r;
	enum isa_target t;

	if (in->id >= ISA_ID_COUNT || in->target >= ISA_TARGET_COUNT) {
		diag_set(diag, DIAG_ERROR, DIAG_SYNTAX, in->col, 0,
		    "cannot encode: not an instruction");
		return 0;
	}
	r = isa_get((enum isa_id)in->id);
	t = (enum isa_target)in->target;
	if (r->opcode[t] == ISA_OPC_UNKNOWN) {
		diag_set(diag, DIAG_ERROR, DIAG_TARGET, in->col, 0,
		    "the %s encoding of %s is not modelled by lanescope "
		    "(gfx11 and gfx12 image formats)", isa_target_name(t),
		    r->name);
		return 0;
	}
	if (r->opcode[t] == ISA_NA) {
		diag_set(diag, DIAG_ERROR, DIAG_TARGET, in->col, 0,
		    "%s: no encoding on %s", r->name, isa_target_name(t));
		return 0;
	}
	switch (r->family) {
	case ISA_VOP1:
	case ISA_VOP2:
	case ISA_VOPC:
		return encode_vop(in, r, out, diag);
	case ISA_VOP3:
		return encode_vop3(in, r, out);
	case ISA_VOPD:
		return encode_vopd(in, r, out);
	case ISA_SOP1:
	case ISA_SOP2:
	case ISA_SOPC:
	case ISA_SOPP:
	case ISA_SOPK:
		return encode_scalar(in, r, out);
	case ISA_SMEM:
		return encode_smem(in, r, out);
	default:
		return encode_memory(in, r, out);
	}
}

/* ",0xNN" for every byte value, padded to 8 bytes so that a byte of the
 * listing is one 8-byte load and store (5 bytes used). */
#define HEX_DIGIT(v) ((char)((v) < 10 ? '0' + (v) : 'a' + (v) - 10))
#define HEX_BYTE(b) { ',', '0', 'x', HEX_DIGIT((b) >> 4), HEX_DIGIT((b) & 15) }
#define HEX_BYTE4(b) HEX_BYTE(b), HEX_BYTE((b) + 1), HEX_BYTE((b) + 2), \
	HEX_BYTE((b) + 3)
#define HEX_BYTE16(b) HEX_BYTE4(b), HEX_BYTE4((b) + 4), HEX_BYTE4((b) + 8), \
	HEX_BYTE4((b) + 12)
#define HEX_BYTE64(b) HEX_BYTE16(b), HEX_BYTE16((b) + 16), \
	HEX_BYTE16((b) + 32), HEX_BYTE16((b) + 48)
static const char byte_text[256][8] = {
	HEX_BYTE64(0), HEX_BYTE64(64), HEX_BYTE64(128), HEX_BYTE64(192),
};

static inline char *
put_byte(char *p, unsigned b)
{
	memcpy(p, byte_text[b & 255], 8);
	return p + 5;
}

/* A branch to a label: llvm-mc leaves the offset to the linker, prints
 * its two bytes as "A" and names the fixup on a line of its own. */
enum { FIXUP_ROOM = ENCODE_LISTING_COLUMN + 64 + ASM_LABEL_MAX };

static char *
put_fixup(char *bracket, char *p, const char *name, size_t len)
{
	static const char head[] = ";   fixup A - offset: 0, value: ";
	static const char tail[] = ", kind: fixup_si_sopp_br\n";

	/* "[,0xNN,0xNN" becomes "[A,A" and the rest moves left */
	memmove(bracket + 4, bracket + 10, (size_t)(p - (bracket + 10)));
	memcpy(bracket + 1, "A,A", 3);
	p -= 6;
	memset(p, ' ', ENCODE_LISTING_COLUMN);
	p += ENCODE_LISTING_COLUMN;
	memcpy(p, head, sizeof head - 1);
	p += sizeof head - 1;
	memcpy(p, name, len);
	p += len;
	memcpy(p, tail, sizeof tail - 1);
	return p + sizeof tail - 1;
}

size_t
encode_listing(const struct insn *in, const uint8_t *bytes, size_t n,
    char *buf, size_t size)
{
	return encode_listing_line(in, NULL, bytes, n, buf, size);
}

size_t
encode_listing_line(const struct insn *in, const char *src,
    const uint8_t *bytes, size_t n, char *buf, size_t size)
{
	const char *label;
	size_t label_len = 0;
	enum {
		LISTING_MAX = 1 + ASM_FORMAT_ROOM + ENCODE_LISTING_COLUMN + 14 +
			      5 * ENCODE_MAX_BYTES + 8 + FIXUP_ROOM
	};
	char local[LISTING_MAX];
	/* Straight into the caller's buffer when it is big enough (the
	 * --encode loop), else through a local one. */
	char *line = size >= LISTING_MAX ? buf : local;
	char *p, *text_end, *bracket;
	size_t pos;

	if (n > ENCODE_MAX_BYTES)
		n = ENCODE_MAX_BYTES;
	line[0] = '\t';
	text_end = asm_format_line_to(in, src, line + 1);
	/* llvm-mc pads the text to 40 columns, with at least one blank.
	 * A fixed-size fill and a computed end: the loop's varying count
	 * mispredicted. */
	memset(text_end, ' ', ENCODE_LISTING_COLUMN);
	p = text_end - line - 1 < ENCODE_LISTING_COLUMN
		? line + ENCODE_LISTING_COLUMN + 1 : text_end + 1;
	memcpy(p, "; encoding: [", 13);
	bracket = p + 12;
	p = bracket;
	/* Each byte as ",0xNN": the first one's comma lands on the bracket,
	 * which is put back afterwards. */
	for (size_t i = 0; i < n; i++)
		p = put_byte(p, bytes[i]);
	*bracket = '[';
	if (n == 0)
		p = bracket + 1;
	*p++ = ']';
	*p++ = '\n';
	label = asm_branch_label(in, src, &label_len);
	if (in->src[0].kind == OPND_LABEL && n >= 2)
		p = put_fixup(bracket, p, label != NULL ? label : "<label>",
		    label != NULL ? label_len : 7);
	pos = (size_t)(p - line);
	if (line == buf) {
		buf[pos] = '\0';
	} else if (size > 0) {
		size_t k = pos < size ? pos : size - 1;
		memcpy(buf, line, k);
		buf[k] = '\0';
	}
	return pos;
}
