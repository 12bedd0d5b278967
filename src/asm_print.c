/* SPDX-License-Identifier: MIT */
/* Canonical printing of a struct insn as llvm-mc 14 prints it with
 * -show-encoding, and completion candidates from the table. Pure. */
#include "asm.h"

#include <string.h>

#include "asm_int.h"
#include "asm_modifiers.h"

/*
 * The printer writes through a plain char pointer with no bounds checks:
 * asm_format_to's caller guarantees ASM_FORMAT_ROOM bytes. This runs for
 * every line of --encode, and a checked appender whose length lived in
 * memory cost a reload after every byte stored (char stores may alias
 * anything). The room is a proven bound, not a guess: the longest text
 * any struct insn can produce, whatever its fields hold, is the mnemonic
 * (at most 32 bytes with its suffix), six operands of at most
 * 29 bytes each with their separators ("-sext(|" 0x and 16 hex digits
 * "|)"), the longest DPP part (an 82-byte comment, masks, bound_ctrl, fi:
 * 130), op_sel (14), VOP3 output modifiers (17) and the longest memory
 * part (MIMG, 63): about 430 bytes. A packed (VOP3P) row has no DPP or
 * memory part; its four bit lists and clamp take 68. tests/check_asm.c checks the bound
 * on insns whose every field is at its widest.
 */

/* Appends the n bytes at s. */
static inline char *
put_mem(char *p, const char *s, size_t n)
{
	memcpy(p, s, n);
	return p + n;
}

/* Appends a string literal: its length is known when compiling, so the
 * copy is a store or two. */
#define PUT(p, lit) put_mem((p), (lit), sizeof(lit) - 1)

static inline char *
put_char(char *p, char ch)
{
	*p = ch;
	return p + 1;
}

/* The decimal text of 0..999 in the low three bytes (leading zeros
 * dropped) and its length in the top byte: register numbers and small
 * values, almost every number printed, become one load and one store. */
#define DEC3(n) ((n) < 10 ? (uint32_t)('0' + (n)) | 1u << 24 \
	: (n) < 100 ? (uint32_t)('0' + (n) / 10) | \
		      (uint32_t)('0' + (n) % 10) << 8 | 2u << 24 \
	: (uint32_t)('0' + (n) / 100) | (uint32_t)('0' + (n) / 10 % 10) << 8 | \
	  (uint32_t)('0' + (n) % 10) << 16 | 3u << 24)
#define DEC3_10(n) DEC3(n), DEC3((n) + 1), DEC3((n) + 2), DEC3((n) + 3), \
	DEC3((n) + 4), DEC3((n) + 5), DEC3((n) + 6), DEC3((n) + 7), \
	DEC3((n) + 8), DEC3((n) + 9)
#define DEC3_100(n) DEC3_10(n), DEC3_10((n) + 10), DEC3_10((n) + 20), \
	DEC3_10((n) + 30), DEC3_10((n) + 40), DEC3_10((n) + 50), \
	DEC3_10((n) + 60), DEC3_10((n) + 70), DEC3_10((n) + 80), \
	DEC3_10((n) + 90)
static const uint32_t dec3[1000] = {
	DEC3_100(0), DEC3_100(100), DEC3_100(200), DEC3_100(300),
	DEC3_100(400), DEC3_100(500), DEC3_100(600), DEC3_100(700),
	DEC3_100(800), DEC3_100(900),
};

/* A decimal number; below 1000 four bytes are stored (the room allows
 * it) and the pointer moves by the real length. */
static inline char *
put_udec(char *p, unsigned long long v)
{
	char tmp[24];
	int n = 0;

	if (v < 1000) {
		uint32_t x = dec3[v];
		memcpy(p, &x, 4);
		return p + (x >> 24);
	}
	do {
		tmp[n++] = (char)('0' + v % 10);
		v /= 10;
	} while (v != 0);
	while (n > 0)
		*p++ = tmp[--n];
	return p;
}

static char *
put_dec(char *p, long long v)
{
	if (v < 0)
		return put_udec(put_char(p, '-'),
		    (unsigned long long)0 - (unsigned long long)v);
	return put_udec(p, (unsigned long long)v);
}

/* "0x" and the hex digits of v, without leading zeros. */
static char *
put_hex(char *p, unsigned long long v)
{
	char tmp[16];
	int n = 0;

	p = PUT(p, "0x");
	do {
		tmp[n++] = "0123456789abcdef"[v & 15];
		v >>= 4;
	} while (v != 0);
	while (n > 0)
		*p++ = tmp[--n];
	return p;
}

/* Short names from fixed-size tables: one copy of the whole slot (the
 * room allows it), then the pointer moves by the name's length. */
struct short_name {
	char text[16];
	uint8_t len;
};

#define SHORT_NAME(s) { s, sizeof(s) - 1 }

static inline char *
put_name(char *p, const struct short_name *n)
{
	memcpy(p, n->text, sizeof n->text);
	return p + n->len;
}

static const struct short_name float_names[9] = {
	SHORT_NAME("0.5"), SHORT_NAME("-0.5"), SHORT_NAME("1.0"),
	SHORT_NAME("-1.0"), SHORT_NAME("2.0"), SHORT_NAME("-2.0"),
	SHORT_NAME("4.0"), SHORT_NAME("-4.0"), SHORT_NAME("0.15915494"),
};

/* Special registers by enum opnd_kind (VGPR, SGPR, TTMP and constants
 * are printed by put_plain itself). */
static const struct short_name special_names[OPND_KIND_COUNT] = {
	[OPND_VCC] = SHORT_NAME("vcc"),
	[OPND_VCC_LO] = SHORT_NAME("vcc_lo"),
	[OPND_VCC_HI] = SHORT_NAME("vcc_hi"),
	[OPND_EXEC] = SHORT_NAME("exec"),
	[OPND_EXEC_LO] = SHORT_NAME("exec_lo"),
	[OPND_EXEC_HI] = SHORT_NAME("exec_hi"),
	[OPND_M0] = SHORT_NAME("m0"),
	[OPND_SCC] = SHORT_NAME("src_scc"),
	[OPND_NULL] = SHORT_NAME("null"),
	[OPND_OFF] = SHORT_NAME("off"),
};

/* prefix N, or prefix[first:last] for a range. */
static inline char *
put_reg(char *p, const char *prefix, size_t plen, unsigned reg,
    unsigned count)
{
	p = put_mem(p, prefix, plen);
	if (count <= 1)
		return put_udec(p, reg);
	p = put_char(p, '[');
	p = put_udec(p, reg);
	p = put_char(p, ':');
	p = put_udec(p, reg + count - 1);
	return put_char(p, ']');
}

static char *
put_plain(char *p, const struct operand *op)
{
	switch (op->kind) {
	case OPND_VGPR:
		return put_reg(p, "v", 1, op->reg, op->count);
	case OPND_AGPR:
		return put_reg(p, "a", 1, op->reg, op->count);
	case OPND_SGPR:
		return put_reg(p, "s", 1, op->reg, op->count);
	case OPND_TTMP:
		return put_reg(p, "ttmp", 4, op->reg, op->count);
	case OPND_FLAT_SCRATCH:
		return op->count == 2 ? PUT(p, "flat_scratch") :
		    op->reg ? PUT(p, "flat_scratch_hi") :
		    PUT(p, "flat_scratch_lo");
	case OPND_CONST:
		if (op->field >= 128 && op->field <= 192)
			return put_udec(p, op->field - 128u);
		if (op->field >= 193 && op->field <= 208)
			return put_dec(p, 192 - (int)op->field);
		/* 1/(2*pi) of a 64-bit operand is the f64 value, which
		 * llvm-mc prints to 17 digits: the f32 spelling would read
		 * back as a different double, a literal. */
		if (op->field == 248 && op->count == 2)
			return PUT(p, "0.15915494309189532");
		if (op->field >= 240 && op->field <= 248)
			return put_name(p, &float_names[op->field - 240]);
		return put_hex(p, op->value);
	case OPND_LITERAL:
		return put_hex(p, op->value & 0xffffffffu);
	default:
		if (op->kind < OPND_KIND_COUNT &&
		    special_names[op->kind].len != 0)
			return put_name(p, &special_names[op->kind]);
		return put_char(p, '?');
	}
}

static char *put_operand(char *p, const struct operand *op);

size_t
asm_format_operand(const struct operand *op, char *buf, size_t size)
{
	char local[64]; /* an operand takes at most 29 bytes (see above) */
	size_t n = (size_t)(put_operand(local, op) - local);

	if (size == 0)
		return n;
	memcpy(buf, local, n < size ? n : size - 1);
	buf[n < size ? n : size - 1] = '\0';
	return n;
}

static char *
put_operand(char *p, const struct operand *op)
{
	/* One VGPR: most operands. */
	if (op->kind == OPND_VGPR && op->count <= 1 && op->mods == 0)
		return put_udec(put_char(p, 'v'), op->reg);
	if (op->mods == 0)
		return put_plain(p, op);
	/* "-60" would read back as the literal -60, so llvm-mc writes a
	 * negated number as neg(60) unless bars follow the minus. */
	bool neg_call = (op->mods & OPND_MOD_NEG) &&
	    !(op->mods & OPND_MOD_ABS) &&
	    (op->kind == OPND_CONST || op->kind == OPND_LITERAL);
	if (neg_call)
		p = PUT(p, "neg(");
	else if (op->mods & OPND_MOD_NEG)
		p = put_char(p, '-');
	if (op->mods & OPND_MOD_SEXT)
		p = PUT(p, "sext(");
	if (op->mods & OPND_MOD_ABS)
		p = put_char(p, '|');
	p = put_plain(p, op);
	if (op->mods & OPND_MOD_ABS)
		p = put_char(p, '|');
	if (op->mods & OPND_MOD_SEXT)
		p = put_char(p, ')');
	if (neg_call)
		p = put_char(p, ')');
	return p;
}

static const struct short_name sel_names[8] = {
	SHORT_NAME("BYTE_0"), SHORT_NAME("BYTE_1"), SHORT_NAME("BYTE_2"),
	SHORT_NAME("BYTE_3"), SHORT_NAME("WORD_0"), SHORT_NAME("WORD_1"),
	SHORT_NAME("DWORD"), SHORT_NAME("DWORD"),
};
static const struct short_name unused_names[4] = {
	SHORT_NAME("UNUSED_PAD"), SHORT_NAME("UNUSED_SEXT"),
	SHORT_NAME("UNUSED_PRESERVE"), SHORT_NAME("UNUSED_PAD"),
};

static char *
put_dpp_ctrl(char *p, unsigned ctrl, enum isa_target t)
{
	const struct isa_features *ft = isa_features(t);

	if (ctrl <= 0xff) {
		char q[] = " quad_perm:[0,0,0,0]";
		q[12] = (char)('0' + (ctrl & 3));
		q[14] = (char)('0' + ((ctrl >> 2) & 3));
		q[16] = (char)('0' + ((ctrl >> 4) & 3));
		q[18] = (char)('0' + ((ctrl >> 6) & 3));
		return put_mem(p, q, sizeof q - 1);
	}
	if (ctrl > 0x100 && ctrl <= 0x10f)
		return put_udec(PUT(p, " row_shl:"), ctrl & 15);
	if (ctrl > 0x110 && ctrl <= 0x11f)
		return put_udec(PUT(p, " row_shr:"), ctrl & 15);
	if (ctrl > 0x120 && ctrl <= 0x12f)
		return put_udec(PUT(p, " row_ror:"), ctrl & 15);
	if (!ft->dpp_wave_ctrls &&
	    ((ctrl >= DPP_WAVE_SHL1 && ctrl <= DPP_WAVE_ROR1 &&
	      (ctrl & 3) == 0) || ctrl == DPP_ROW_BCAST15 ||
	     ctrl == DPP_ROW_BCAST31)) {
		/* What llvm-mc 14 prints when disassembling them. */
		static const struct short_name wave[4] = {
			SHORT_NAME("wave_shl"), SHORT_NAME("wave_rol"),
			SHORT_NAME("wave_shr"), SHORT_NAME("wave_ror"),
		};
		p = PUT(p, " /* ");
		p = ctrl >= DPP_ROW_BCAST15
			? PUT(p, "row_bcast")
			: put_name(p, &wave[(ctrl - DPP_WAVE_SHL1) / 4]);
		return PUT(p, " is not supported starting from GFX10 */");
	}
	if (ctrl >= 0x150 && ctrl <= 0x15f && !ft->dpp_row_newbcast &&
	    !ft->dpp_row_share)
		return PUT(p, "  /* row_newbcast/row_share is not supported on "
		    "ASICs earlier than GFX90A/GFX10 */");
	if (ctrl >= 0x160 && ctrl <= 0x16f && !ft->dpp_row_share)
		return PUT(p, " /* row_xmask is not supported on ASICs earlier "
		    "than GFX10 */");
	switch (ctrl) {
	case DPP_WAVE_SHL1:
		return PUT(p, " wave_shl:1");
	case DPP_WAVE_ROL1:
		return PUT(p, " wave_rol:1");
	case DPP_WAVE_SHR1:
		return PUT(p, " wave_shr:1");
	case DPP_WAVE_ROR1:
		return PUT(p, " wave_ror:1");
	case DPP_ROW_MIRROR:
		return PUT(p, " row_mirror");
	case DPP_ROW_HALF_MIRROR:
		return PUT(p, " row_half_mirror");
	case DPP_ROW_BCAST15:
		return PUT(p, " row_bcast:15");
	case DPP_ROW_BCAST31:
		return PUT(p, " row_bcast:31");
	default:
		break;
	}
	if (ctrl >= 0x150 && ctrl <= 0x15f)
		return put_udec(ft->dpp_row_newbcast ? PUT(p, " row_newbcast:")
						: PUT(p, " row_share:"),
		    ctrl & 15);
	if (ctrl >= 0x160 && ctrl <= 0x16f)
		return put_udec(PUT(p, " row_xmask:"), ctrl & 15);
	return PUT(p, " /* Invalid dpp_ctrl value */");
}

/* ds_swizzle offset as llvm-mc 14 prints it (semantics.md 5.3; the
 * order of the tests follows LLVM's AMDGPUInstPrinter::printSwizzle). */
static char *
put_swizzle(char *p, uint16_t off)
{
	if (off == 0)
		return p;
	if ((off & 0xff00) == 0x8000) {
		char q[] = " offset:swizzle(QUAD_PERM,0,0,0,0)";
		q[26] = (char)('0' + (off & 3));
		q[28] = (char)('0' + ((off >> 2) & 3));
		q[30] = (char)('0' + ((off >> 4) & 3));
		q[32] = (char)('0' + ((off >> 6) & 3));
		return put_mem(p, q, sizeof q - 1);
	}
	if (off & 0x8000)
		return put_udec(PUT(p, " offset:"), off);
	unsigned andm = off & 0x1f, orm = (off >> 5) & 0x1f;
	unsigned xorm = (off >> 10) & 0x1f;
	if (andm == 0x1f && orm == 0 && xorm && (xorm & (xorm - 1)) == 0)
		return put_char(put_udec(PUT(p, " offset:swizzle(SWAP,"),
		    xorm), ')');
	if (andm == 0x1f && orm == 0 && xorm && ((xorm + 1) & xorm) == 0)
		return put_char(put_udec(PUT(p, " offset:swizzle(REVERSE,"),
		    xorm + 1), ')');
	unsigned group = 0x1f - andm + 1;
	if (group > 1 && (group & (group - 1)) == 0 && orm < group &&
	    xorm == 0) {
		p = put_udec(PUT(p, " offset:swizzle(BROADCAST,"), group);
		return put_char(put_udec(put_char(p, ','), orm), ')');
	}
	/* Each bit: what lane-id bit 0 and bit 1 turn into. */
	unsigned probe0 = (0 & andm) | orm, probe1 = (0x1f & andm) | orm;
	probe0 ^= xorm;
	probe1 ^= xorm;
	p = PUT(p, " offset:swizzle(BITMASK_PERM,\"");
	for (unsigned m = 0x10; m > 0; m >>= 1) {
		bool p0 = probe0 & m, p1 = probe1 & m;
		p = put_char(p, p0 && p1 ? '1' : !p0 && !p1 ? '0'
			     : !p0 && p1 ? 'p' : 'i');
	}
	return PUT(p, "\")");
}

static char *
put_waitcnt(char *p, const struct insn *in)
{
	unsigned vm, exp, lgkm, mvm, mexp, mlgkm;
	enum isa_target t = (enum isa_target)in->target;

	asm_waitcnt_decode(t, in->simm16, &vm, &exp, &lgkm);
	asm_waitcnt_max(t, &mvm, &mexp, &mlgkm);
	bool all = vm == mvm && exp == mexp && lgkm == mlgkm;
	if (vm != mvm || all)
		p = put_char(put_udec(PUT(p, " vmcnt("), vm), ')');
	if (exp != mexp || all)
		p = put_char(put_udec(PUT(p, " expcnt("), exp), ')');
	if (lgkm != mlgkm || all)
		p = put_char(put_udec(PUT(p, " lgkmcnt("), lgkm), ')');
	return p;
}

static const struct short_name dim_names[8] = {
	SHORT_NAME("1D"), SHORT_NAME("2D"), SHORT_NAME("3D"),
	SHORT_NAME("CUBE"), SHORT_NAME("1D_ARRAY"), SHORT_NAME("2D_ARRAY"),
	SHORT_NAME("2D_MSAA"), SHORT_NAME("2D_MSAA_ARRAY"),
};

static char *
put_form_suffix(char *p, const struct insn *in, const struct isa_info *r)
{
	if (in->vop3_dpp)
		return PUT(p, "_e64_dpp");
	switch (in->form) {
	case FORM_E32:
		/* rows with only this form print no suffix (llvm-mc) */
		if (r->sem == SEM_NOP || r->sem == SEM_READFIRSTLANE ||
		    r->sem == SEM_PERMLANE64 || r->sem == SEM_V_SWAP ||
		    r->sem == SEM_ACCVGPR ||
		    (r->sem == SEM_V_MOVREL && r->aux == VMR_SWAP) ||
		    (r->flags & ISA_F_VOP2_K))
			return p;
		/* gfx10 on, a VOP2 with no VOP3 form too (v_pk_fmac_f16,
		 * v_dot2acc_f32_f16; gfx90a still says _e32) */
		if ((r->flags & ISA_F_NO_E64) && isa_features((enum
		    isa_target)in->target)->enc >= ISA_ENC_GFX10)
			return p;
		return PUT(p, "_e32");
	case FORM_E64:
		if (r->opcode[in->target] & ISA_OPC_VOP3_ONLY &&
		    r->opcode[in->target] != ISA_OPC_UNKNOWN)
			return p;
		return PUT(p, "_e64");
	case FORM_DPP:
	case FORM_DPP8:
		/* llvm-mc 19 prints gfx11 VOPC DPP without the suffix. */
		if (r->family == ISA_VOPC && isa_features((enum isa_target)
		    in->target)->dpp_vopc)
			return p;
		return PUT(p, "_dpp");
	case FORM_SDWA:
		/* VI prints VOPC SDWA without the suffix. */
		if (r->family == ISA_VOPC && isa_features((enum isa_target)
		    in->target)->sdwa == ISA_SDWA_GFX8)
			return p;
		return PUT(p, "_sdwa");
	default:
		return p;
	}
}

/* Operands in text order, mirroring layout() in asm.c. */
static char *
put_operands(char *p, const struct insn *in, const struct isa_info *r)
{
	const struct operand *list[6];
	unsigned n = 0;

	/* A returning atomic has its data register in both dst and src[3]
	 * (asm.h); it is written once. */
	if (in->dst.kind != OPND_NONE &&
	    !(r->family == ISA_MUBUF && in->src[3].kind != OPND_NONE))
		list[n++] = &in->dst;
	switch (r->family) {
	case ISA_VOP2:
	case ISA_VOPC:
		if (in->sdst.kind != OPND_NONE)
			list[n++] = &in->sdst;
		list[n++] = &in->src[0];
		list[n++] = &in->src[1];
		if (r->flags & ISA_F_VOP2_K)
			list[n++] = &in->src[2];
		if (in->src[3].kind != OPND_NONE)
			list[n++] = &in->src[3];
		break;
	case ISA_MUBUF:
		if (in->src[3].kind != OPND_NONE)
			list[n++] = &in->src[3];
		if (!(r->flags & ISA_F_LDS_DMA) || r->sem == SEM_LOAD)
			list[n++] = &in->src[0]; /* store_lds: no vaddr */
		list[n++] = &in->src[1];
		list[n++] = &in->src[2];
		break;
	case ISA_FLAT:
	case ISA_GLOBAL:
	case ISA_SCRATCH:
		if (!(r->flags & ISA_F_ADDTID))
			list[n++] = &in->src[0];
		if (in->src[3].kind != OPND_NONE)
			list[n++] = &in->src[3];
		if (r->family != ISA_FLAT)
			list[n++] = &in->src[1];
		break;
	case ISA_MIMG:
		if (in->src[3].kind != OPND_NONE)
			list[n++] = &in->src[3];
		list[n++] = &in->src[0];
		list[n++] = &in->src[1];
		break;
	case ISA_SMEM: /* a numeric offset follows in put_memory */
		list[n++] = &in->src[0];
		if (in->src[1].kind != OPND_NONE)
			list[n++] = &in->src[1];
		break;
	default:
		if (in->sdst.kind != OPND_NONE) /* VOP3b v_mad_u64_u32 */
			list[n++] = &in->sdst;
		for (unsigned k = 0; k < 3; k++)
			if (in->src[k].kind != OPND_NONE)
				list[n++] = &in->src[k];
		/* v_cndmask_b16's mask, last */
		if ((r->flags & ISA_F_CARRY_IN) && in->src[3].kind != OPND_NONE)
			list[n++] = &in->src[3];
		break;
	}
	for (unsigned k = 0; k < n; k++) {
		const struct operand *o = list[k];
		struct operand low;

		if (k == 0) {
			p = put_char(p, ' ');
		} else {
			p[0] = ',';
			p[1] = ' ';
			p += 2;
		}
		/* A 16-bit integer source reads the low half of its literal,
		 * and llvm-mc 19 prints only that half: a float written there
		 * (`v_add_u16 v1, 9.0, v2`) keeps its f32 bits 0x41100000 in
		 * the encoding and prints as 0x0. */
		if (o->kind == OPND_LITERAL && o->value > 0xffffu &&
		    asm_int16_source(r, o, in)) {
			low = *o;
			low.value &= 0xffffu;
			o = &low;
		}
		p = put_operand(p, o);
		/* true16 halves: op_sel bit k of source k, the DST bit */
		if ((r->flags & ISA_F_T16) && o->kind == OPND_VGPR) {
			bool hi = o == &in->dst ?
			    (in->op_sel & ISA_OPSEL_DST) != 0 :
			    o >= in->src && o < in->src + 3 &&
			    ((in->op_sel >> (o - in->src)) & 1);
			if (hi)
				p = PUT(p, ".h");
			else
				p = PUT(p, ".l");
		}
	}
	return p;
}

static char *
put_omod(char *p, const struct insn *in)
{
	if (in->clamp)
		p = PUT(p, " clamp");
	if (in->omod == 1)
		p = PUT(p, " mul:2");
	else if (in->omod == 2)
		p = PUT(p, " mul:4");
	else if (in->omod == 3)
		p = PUT(p, " div:2");
	return p;
}

/* s_getreg_b32 / s_setreg_b32 / s_setreg_imm32_b32 with their
 * hwreg(NAME[, offset, size]) as llvm-mc 19 prints it: the offset and
 * size only when they are not 0 and 32; the imm32 in decimal from -16
 * to 64 (the inline-constant range), else in hex (branch s5-16ops). */
static char *
put_hwreg_row(char *p, const struct insn *in, const struct isa_info *r)
{
	unsigned id = in->simm16 & 63, off = (in->simm16 >> 6) & 31;
	unsigned size = ((in->simm16 >> 11) & 31) + 1;
	const char *n = asm_hwreg_name(id);

	p = put_char(p, ' ');
	if (r->aux == SK_GETREG)
		p = PUT(put_operand(p, &in->dst), ", ");
	p = PUT(p, "hwreg(");
	if (n != NULL)
		p = put_mem(p, n, strlen(n));
	else
		p = put_udec(p, id);
	if (off != 0 || size != 32) {
		p = put_udec(PUT(p, ", "), off);
		p = put_udec(PUT(p, ", "), size);
	}
	p = put_char(p, ')');
	if (r->aux == SK_SETREG)
		p = put_operand(PUT(p, ", "), &in->src[0]);
	else if (r->aux == SK_SETREG_IMM32) {
		uint32_t v = (uint32_t)in->src[0].value;
		int32_t sv = (int32_t)v;
		p = PUT(p, ", ");
		if (sv < 0 && sv >= -16)
			p = put_udec(put_char(p, '-'), (unsigned)-sv);
		else
			p = sv >= 0 && sv <= 64 ? put_udec(p, v) :
			    put_hex(p, v);
	}
	return p;
}

/* ---- packed math, VOP3P (branch vop3p16c) ---- */
/* " name:[b0,b1(,b2)]" for the n low bits of bits. */
static char *
put_bits(char *p, const char *name, size_t len, unsigned bits, unsigned n)
{
	p = put_mem(put_char(p, ' '), name, len);
	p = PUT(p, ":[");
	for (unsigned k = 0; k < n; k++) {
		if (k > 0)
			p = put_char(p, ',');
		p = put_char(p, (char)('0' + (bits >> k & 1)));
	}
	return put_char(p, ']');
}

/* A VOP3P row: its operands without -x or |x|, then op_sel, op_sel_hi
 * (when not all ones), neg_lo, neg_hi and clamp, llvm-mc's order. The
 * operands' OPND_MOD_NEG and OPND_MOD_ABS bits are neg_lo and neg_hi. */
static char *
put_vop3p(char *p, const struct insn *in, const struct isa_info *r)
{
	struct insn bare = *in;
	unsigned n = (r->flags & ISA_F_SRC3) ? 3u : 2u, mask = (1u << n) - 1;
	unsigned lo = 0, hi = 0;
	unsigned sel = in->op_sel & mask;
	unsigned sel_hi = (in->op_sel >> ISA_PK_HI_SHIFT) & mask;

	if (isa_pk_mix(r->aux)) {
		/* a mix row: -x and |x| on the operands, op_sel_hi when
		 * any source is an f16 (llvm-mc 19's form) */
		p = put_operands(p, in, r);
		if (sel)
			p = put_bits(p, "op_sel", 6, sel, n);
		if (sel_hi)
			p = put_bits(p, "op_sel_hi", 9, sel_hi, n);
		return in->clamp ? PUT(p, " clamp") : p;
	}
	for (unsigned k = 0; k < n; k++) {
		lo |= (in->src[k].mods & OPND_MOD_NEG) ? 1u << k : 0u;
		hi |= (in->src[k].mods & OPND_MOD_ABS) ? 1u << k : 0u;
		bare.src[k].mods = 0;
	}
	p = put_operands(p, &bare, r);
	if (sel)
		p = put_bits(p, "op_sel", 6, sel, n);
	if (sel_hi != mask)
		p = put_bits(p, "op_sel_hi", 9, sel_hi, n);
	if (lo)
		p = put_bits(p, "neg_lo", 6, lo, n);
	if (hi)
		p = put_bits(p, "neg_hi", 6, hi, n);
	if (in->clamp)
		p = PUT(p, " clamp");
	return p;
}

static char *
put_dpp16(char *p, const struct insn *in)
{
	static const char hex[] = "0123456789abcdef";
	char masks[] = " row_mask:0x0 bank_mask:0x0";

	if ((isa_table[in->id].flags & ISA_F_WIDE) &&
	    (in->dpp_ctrl < DPP_ROW_SHARE(0) ||
	     in->dpp_ctrl > DPP_ROW_SHARE(15)))
		/* what llvm-mc 19 prints for such a 64-bit DPP control */
		p = PUT(p, "  /* DP ALU dpp only supports row_newbcast */");
	else
		p = put_dpp_ctrl(p, in->dpp_ctrl,
		    (enum isa_target)in->target);
	masks[12] = hex[in->row_mask & 15];
	masks[26] = hex[in->bank_mask & 15];
	p = put_mem(p, masks, sizeof masks - 1);
	if (in->bound_ctrl)
		p = PUT(p, " bound_ctrl:1");
	if (in->fi)
		p = PUT(p, " fi:1");
	return p;
}

static char *
put_sdwa(char *p, const struct insn *in, const struct isa_info *r)
{
	p = put_omod(p, in);
	if (r->family != ISA_VOPC) {
		p = put_name(PUT(p, " dst_sel:"), &sel_names[in->dst_sel & 7]);
		p = put_name(PUT(p, " dst_unused:"),
		    &unused_names[in->dst_unused & 3]);
	}
	p = put_name(PUT(p, " src0_sel:"), &sel_names[in->src0_sel & 7]);
	if (r->family != ISA_VOP1)
		p = put_name(PUT(p, " src1_sel:"),
		    &sel_names[in->src1_sel & 7]);
	return p;
}

/* The modifiers of DS, buffer, flat, global and image instructions. */
static char *
put_memory(char *p, const struct insn *in, const struct isa_info *r)
{
	switch (r->family) {
	case ISA_DS:
		if (r->sem == SEM_DS_SWIZZLE) {
			p = put_swizzle(p, in->ds_offset);
		} else if (r->sem == SEM_DS_READ2 || r->sem == SEM_DS_WRITE2 ||
		    r->sem == SEM_DS_WRXCHG2) {
			if (in->ds_offset & 0xff)
				p = put_udec(PUT(p, " offset0:"),
				    in->ds_offset & 0xffu);
			if (in->ds_offset >> 8)
				p = put_udec(PUT(p, " offset1:"),
				    (unsigned)in->ds_offset >> 8);
		} else if (in->ds_offset)
			p = put_udec(PUT(p, " offset:"), in->ds_offset);
		if (in->gds)
			p = PUT(p, " gds");
		return p;
	case ISA_MUBUF:
		if (in->idxen)
			p = PUT(p, " idxen");
		if (in->offen)
			p = PUT(p, " offen");
		if (in->mem_offset)
			p = put_dec(PUT(p, " offset:"), in->mem_offset);
		if ((r->flags & ISA_F_LDS_DMA) && isa_features((enum
		    isa_target)in->target)->enc < ISA_ENC_GFX11)
			p = PUT(p, " lds");
		break;
	case ISA_FLAT:
	case ISA_GLOBAL:
	case ISA_SCRATCH:
		if (in->mem_offset)
			p = put_dec(PUT(p, " offset:"), in->mem_offset);
		break;
	case ISA_MIMG:
		if (in->dmask)
			p = put_hex(PUT(p, " dmask:"), in->dmask);
		if (isa_features((enum isa_target)in->target)->dlc_dim)
			p = put_name(PUT(p, " dim:SQ_RSRC_IMG_"),
			    &dim_names[in->dim & 7]);
		if (in->unorm)
			p = PUT(p, " unorm");
		break;
	case ISA_SMEM: {
		/* llvm-mc prints the offset in hex, negative as -0x4 */
		long long v = in->mem_offset;

		if (in->src[1].kind == OPND_NONE)
			p = PUT(p, ", ");
		else if (in->smem_soe)
			p = PUT(p, " offset:");
		if (in->src[1].kind == OPND_NONE || in->smem_soe)
			p = put_hex(v < 0 ? PUT(p, "-") : p,
			    (unsigned long long)(v < 0 ? -v : v));
		if (in->glc)
			p = PUT(p, " glc"); /* also on gfx942 */
		if (in->dlc)
			p = PUT(p, " dlc");
		return p;
	}
	default:
		return p;
	}
	if (isa_features((enum isa_target)in->target)->enc >= ISA_ENC_GFX12 &&
	    r->family != ISA_MIMG) {
		/* th: and scope: replace the cache bits; glc only says
		 * that an atomic returns (asm_check_th) */
		char th[24];
		asm_th_text(r, in->th, in->scope, th, sizeof th);
		if (th[0] != '\0') {
			size_t n = strlen(th);
			p = PUT(p, " th:");
			memcpy(p, th, n);
			p += n;
		}
		if (in->scope) {
			const char *s = asm_scope_names[in->scope & 3];
			size_t n = strlen(s);
			p = PUT(p, " scope:");
			memcpy(p, s, n);
			p += n;
		}
		return p;
	}
	if (isa_features((enum isa_target)in->target)->cache_sc) {
		/* llvm-mc 19 prints gfx942's bits in this order */
		if (in->glc)
			p = PUT(p, " sc0");
		if (in->slc)
			p = PUT(p, " nt");
		if (in->sc1)
			p = PUT(p, " sc1");
		return p;
	}
	if (in->glc)
		p = PUT(p, " glc");
	if (in->slc)
		p = PUT(p, " slc");
	if (in->dlc)
		p = PUT(p, " dlc");
	return p;
}

const char *
asm_branch_label(const struct insn *in, const char *line, size_t *len)
{
	if (in->src[0].kind != OPND_LABEL || line == NULL ||
	    in->src[0].col == 0)
		return NULL;
	*len = in->src[0].count;
	return line + in->src[0].col - 1;
}

/* s_set_gpr_idx_*, as llvm-mc 19 prints them: s0 for _on and _idx, the
 * mask as gpr_idx(SRC0,SRC1,SRC2,DST) for _on and _mode. */
static char *
put_gpr_idx(char *p, const struct insn *in, const struct isa_info *r)
{
	static const char *const names[4] = { "SRC0", "SRC1", "SRC2", "DST" };
	bool first = true;

	if (r->aux == ISA_GIDX_OFF)
		return p;
	p = put_char(p, ' ');
	if (r->aux != ISA_GIDX_MODE)
		p = put_operand(p, &in->src[0]);
	if (r->aux == ISA_GIDX_IDX)
		return p;
	if (r->aux != ISA_GIDX_MODE)
		p = PUT(p, ", ");
	p = PUT(p, "gpr_idx(");
	for (unsigned k = 0; k < 4; k++) {
		if (!(in->simm16 & (1u << k)))
			continue;
		if (!first)
			p = put_char(p, ',');
		p = put_mem(p, names[k], strlen(names[k]));
		first = false;
	}
	return put_char(p, ')');
}

/* An SMEM hint as llvm-mc 19 prints it: s_dcache_discard sbase, offset;
 * s_atc_probe N, sbase, offset; s_prefetch_* [sbase, ]offset, soffset, N.
 * N in decimal up to 64 and in hex above, as llvm-mc prints it. */
static char *
put_smem_hint(char *p, const struct insn *in, const struct isa_info *r)
{
	long long v = in->mem_offset;
	char *(*num)(char *, unsigned long long) =
	    in->simm16 <= 64 ? put_udec : put_hex;

	p = put_char(p, ' ');
	if (r->aux & ISA_SMH_PROBE)
		p = PUT(num(p, in->simm16), ", ");
	if (!(r->aux & ISA_SMH_PC_REL))
		p = PUT(put_operand(p, &in->src[0]), ", ");
	if (r->aux & ISA_SMH_PREFETCH) {
		p = put_hex(v < 0 ? PUT(p, "-") : p,
		    (unsigned long long)(v < 0 ? -v : v));
		p = PUT(put_operand(PUT(p, ", "), &in->src[1]), ", ");
		return num(p, in->simm16);
	}
	if (in->src[1].kind != OPND_NONE) {
		p = put_operand(p, &in->src[1]);
		if (!in->smem_soe)
			return p;
		p = PUT(p, " offset:");
	}
	return put_hex(v < 0 ? PUT(p, "-") : p,
	    (unsigned long long)(v < 0 ? -v : v));
}

char *
asm_format_to(const struct insn *in, char *p)
{
	return asm_format_line_to(in, NULL, p);
}

char *
asm_format_line_to(const struct insn *in, const char *line, char *p)
{
	const struct isa_info *r;

	if (in->id >= ISA_ID_COUNT)
		return PUT(p, "<invalid>");
	r = isa_get((enum isa_id)in->id);
	if (r->family == ISA_VOP1 && r->sem == SEM_NOP) {
		/* llvm-mc prints v_nop (v_clrexcp, v_pipeflush) bare in
		 * every form; DPP keeps its control. */
		p = put_mem(p, r->name, r->name_len);
		return in->form == FORM_DPP ? put_dpp16(p, in) : p;
	}
	p = put_mem(p, r->name, r->name_len);
	p = put_form_suffix(p, in, r);
	if (r->family == ISA_DS && r->sem == SEM_NOP)
		return p; /* ds_nop: bare, as llvm-mc prints it */
	/* cache control: no operand; buffer_inv sc1, global_inv scope:X
	 * keep their cache bits */
	if (r->sem == SEM_NOP && (r->flags & ISA_F_NO_EFFECT))
		return r->family == ISA_MUBUF || r->family == ISA_GLOBAL ?
		    put_memory(p, in, r) : p;
	if (r->family == ISA_SMEM && r->sem == SEM_S_HINT)
		return put_smem_hint(p, in, r);
	if (r->sem == SEM_S_GPR_IDX)
		return put_gpr_idx(p, in, r);
	if (r->sem == SEM_WAITCNT)
		return put_waitcnt(p, in);
	if (r->sem == SEM_BRANCH || (r->sem == SEM_S_PC &&
	    r->family == ISA_SOPK)) {
		p = put_char(p, ' ');
		if (r->family == ISA_SOPK) /* s_call_b64 sdst, target */
			p = PUT(put_operand(p, &in->dst), ", ");
		if (in->src[0].kind == OPND_LABEL) {
			size_t n = 0;
			const char *name = asm_branch_label(in, line, &n);

			return name != NULL ? put_mem(p, name, n) :
			    PUT(p, "<label>");
		}
		if (in->src[0].value & 1)
			return put_udec(put_char(p, '-'),
			    (unsigned)(0x10000 - in->simm16));
		return put_udec(p, in->simm16);
	}
	if (r->family == ISA_SOPK && r->sem == SEM_S_K &&
	    r->aux >= SK_GETREG)
		return put_hwreg_row(p, in, r);
	if (r->family == ISA_SOPK) {
		/* llvm-mc prints SIMM16 in hex (branch sop16c) */
		p = put_char(p, ' ');
		if (r->sem == SEM_S_CMPK)
			p = PUT(put_operand(p, &in->src[0]), ", ");
		else if (r->aux != SK_VERSION)
			p = PUT(put_operand(p, &in->dst), ", ");
		return put_hex(p, in->simm16);
	}
	if (r->family == ISA_SOPP) {
		/* waits and hints of gfx10-gfx12 (branch mem13) */
		if (in->id == S_DELAY_ALU || in->id == S_WAITCNT_DEPCTR ||
		    in->id == S_WAIT_ALU) {
			char t[256];
			size_t n;
			if (in->id == S_DELAY_ALU)
				asm_delay_alu_text(in->simm16, t, sizeof t);
			else
				asm_depctr_text(in->simm16,
				    (enum isa_target)in->target, t, sizeof t);
			n = strlen(t);
			p = put_char(p, ' ');
			memcpy(p, t, n);
			return p + n;
		}
		if (r->sem == SEM_WAIT && (r->flags & ISA_F_SOPK))
			return put_hex(PUT(put_operand(put_char(p, ' '),
			    &in->dst), ", "), in->simm16);
		if (r->sem == SEM_S_HINT && (r->aux & ISA_HINT_SIGNED)) {
			/* as llvm-mc 19: -16..64 in decimal, others as the
			 * 32-bit hex of the sign-extended value */
			int v = (int16_t)in->simm16;
			p = put_char(p, ' ');
			return v >= -16 && v <= 64 ? put_dec(p, v) :
			    put_hex(p, (uint32_t)v);
		}
		if (r->sem == SEM_WAIT ||
		    (r->sem == SEM_S_HINT && (r->aux & ISA_HINT_HEX) &&
		     (r->aux & 1)))
			return put_hex(put_char(p, ' '), in->simm16);
		/* llvm-mc 19 prints s_nop's and the hints' number in
		 * decimal up to 64, the inline-constant range, and in hex
		 * above (s_sleep 0x41); s_endpgm's always in decimal */
		if (r->sem == SEM_NOP || (r->sem == SEM_S_HINT && (r->aux & 1)))
			return in->simm16 <= 64 ?
			    put_udec(put_char(p, ' '), in->simm16) :
			    put_hex(put_char(p, ' '), in->simm16);
		if (r->sem == SEM_ENDPGM && in->simm16)
			p = put_udec(put_char(p, ' '), in->simm16);
		return p;
	}
	if (r->flags & ISA_F_VOP3P)
		return put_vop3p(p, in, r);
	p = put_operands(p, in, r);
	if (in->form == FORM_VOPD && in->vopd_y.id < ISA_ID_COUNT) {
		/* the Y half, printed as a row of its own */
		struct insn y = *in;
		const struct isa_info *ry = isa_get((enum isa_id)in->vopd_y.id);

		y.id = in->vopd_y.id;
		insn_vopd_y_operands(in, &y.dst, y.src);
		y.src[3].kind = OPND_NONE;
		y.sdst.kind = OPND_NONE;
		p = PUT(p, " :: ");
		p = put_mem(p, ry->name, ry->name_len);
		return put_operands(p, &y, ry);
	}
	/* op_sel of a 16-bit VOP3 row: one value per source, then the
	 * destination's; llvm-mc 19 prints it first of the modifiers */
	if ((r->flags & ISA_F_OPSEL) && in->op_sel && r->sem == SEM_VX &&
	    ISA_VX_TO_FP8_SR(r->aux)) {
		/* v_cvt_sr_*_f32: d's byte is op_sel[3:2] (gfx942's four
		 * values) or byte_sel (gfx12), as llvm-mc 19 prints it */
		unsigned b = (in->op_sel & 7u) |
		    ((in->op_sel & ISA_OPSEL_DST) ? 8u : 0u);
		if (isa_features((enum isa_target)in->target)->enc >=
		    ISA_ENC_GFX12) {
			if (b >> 2)
				p = put_char(PUT(p, " byte_sel:"),
				    (char)('0' + (b >> 2)));
		} else {
			p = put_bits(p, "op_sel", 6, b, 4);
		}
	} else if ((r->flags & ISA_F_OPSEL) && in->op_sel) {
		/* one source on a VOP1 row (gfx12 v_cvt_pk_f32_fp8) */
		unsigned ns = (r->flags & ISA_F_SRC3) ? 3u :
		    r->family == ISA_VOP1 ? 1u : 2u;
		unsigned b = (in->op_sel & ((1u << ns) - 1)) |
		    ((in->op_sel & ISA_OPSEL_DST) ? 1u << ns : 0u);
		p = put_bits(p, "op_sel", 6, b, ns + 1);
	}
	/* VOP3 DPP: llvm-mc 19 prints clamp and omod before the DPP part. */
	if (in->vop3_dpp)
		p = put_omod(p, in);
	switch (in->form) {
	case FORM_E64:
		p = put_omod(p, in);
		break;
	case FORM_DPP:
		p = put_dpp16(p, in);
		break;
	case FORM_DPP8:
		p = PUT(p, " dpp8:[");
		for (unsigned k = 0; k < 8; k++) {
			if (k > 0)
				p = put_char(p, ',');
			p = put_char(p, (char)('0' + ((in->dpp8_sel >> (3 * k)) &
						      7)));
		}
		p = put_char(p, ']');
		if (in->fi)
			p = PUT(p, " fi:1");
		break;
	case FORM_SDWA:
		p = put_sdwa(p, in, r);
		break;
	default:
		break;
	}
	if (r->family == ISA_VOP3 && !in->vop3_dpp)
		p = put_omod(p, in);
	if (isa_sem_permlane_fi_bc(r->sem) && in->op_sel) {
		char q[] = " op_sel:[0,0]";
		q[9] = (char)('0' + (in->op_sel & 1));
		q[11] = (char)('0' + ((in->op_sel >> 1) & 1));
		p = put_mem(p, q, sizeof q - 1);
	}
	return put_memory(p, in, r);
}

size_t
asm_format(const struct insn *in, char *buf, size_t size)
{
	char local[ASM_FORMAT_ROOM];
	char *end;
	size_t len;

	if (size >= ASM_FORMAT_ROOM) {
		end = asm_format_to(in, buf);
		*end = '\0';
		return (size_t)(end - buf);
	}
	end = asm_format_to(in, local);
	len = (size_t)(end - local);
	if (size > 0) {
		size_t k = len < size ? len : size - 1;
		memcpy(buf, local, k);
		buf[k] = '\0';
	}
	return len;
}

/* Register names and s_waitcnt counters offered by completion; the
 * modifiers come from their table (asm_modifiers.h). */
static const char *const complete_regs[] = {
	"vcc", "vcc_lo", "vcc_hi", "exec", "exec_lo", "exec_hi", "m0", "off",
};
static const char *const complete_counters[] = {
	"vmcnt(", "expcnt(", "lgkmcnt(",
};
#define COUNT(a) (sizeof(a) / sizeof *(a))

static const struct {
	const char *word[2];
	enum mod_avail avail;
} complete_mods[] = {
#define ASM_MOD(nm, kd, ap, av, c1, c2, hp) { { c1, c2 }, av },
#include "asm_modifiers.h"
#undef ASM_MOD
};

static bool
mod_on_target(enum mod_avail avail, enum isa_target t)
{
	const struct isa_features *ft = isa_features(t);

	switch (avail) {
	case AV_DPP_WAVE:
		return ft->dpp_wave_ctrls;
	case AV_DPP_ROW_SHARE:
		return ft->dpp_row_share;
	case AV_DPP_ROW_NEWBCAST:
		return ft->dpp_row_newbcast;
	case AV_DPP8:
		return ft->dpp8;
	case AV_PERMLANE:
		return ft->permlane;
	case AV_DLC_DIM:
		return ft->dlc_dim;
	case AV_CACHE_SC:
		return ft->cache_sc;
	case AV_CACHE_GLC:
		return !ft->cache_sc && ft->enc < ISA_ENC_GFX12;
	case AV_DLC:
		return ft->dlc_dim && ft->enc < ISA_ENC_GFX12;
	case AV_CACHE_TH:
		return ft->enc >= ISA_ENC_GFX12;
	case AV_ANY:
		break;
	}
	return true;
}

static int
complete_from(const char *const *words, size_t n, const char *prefix,
    size_t len, asm_complete_fn fn, void *ctx)
{
	int hits = 0;

	for (size_t k = 0; k < n; k++)
		if (words[k] != NULL && strncmp(words[k], prefix, len) == 0) {
			fn(words[k], ctx);
			hits++;
		}
	return hits;
}

int
asm_complete(const char *prefix, size_t len, enum isa_target target,
    asm_complete_fn fn, void *ctx)
{
	int n = 0;

	for (unsigned id = 0; id < ISA_ID_COUNT; id++) {
		const char *name = isa_get((enum isa_id)id)->name;
		if (isa_on_target((enum isa_id)id, target) &&
		    strncmp(name, prefix, len) == 0) {
			fn(name, ctx);
			n++;
		}
	}
	n += complete_from(complete_regs, COUNT(complete_regs), prefix, len,
	    fn, ctx);
	for (size_t k = 0; k < COUNT(complete_mods); k++)
		if (mod_on_target(complete_mods[k].avail, target))
			n += complete_from(complete_mods[k].word, 2, prefix,
			    len, fn, ctx);
	n += complete_from(complete_counters, COUNT(complete_counters),
	    prefix, len, fn, ctx);
	return n;
}
