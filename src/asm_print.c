/* SPDX-License-Identifier: MIT */
/* Canonical printing of a struct insn as llvm-mc 14 prints it with
 * -show-encoding, and completion candidates from the table. Pure. */
#include "asm.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "asm_int.h"

/* snprintf-like appender that tracks the full length. */
struct out {
	char *buf;
	size_t size;
	size_t len;
};

static inline void
put_char(struct out *o, char ch)
{
	if (o->len + 1 < o->size)
		o->buf[o->len] = ch;
	o->len++;
}

static void
put_str_slow(struct out *o, const char *s)
{
	for (; *s; s++)
		put_char(o, *s);
}

/* Inline so that the length of a string literal is known when compiling
 * and the copy becomes a few stores. */
static inline void
put_str(struct out *o, const char *s)
{
	size_t n = strlen(s);

	if (o->len + n < o->size) {
		memcpy(o->buf + o->len, s, n);
		o->len += n;
		return;
	}
	put_str_slow(o, s);
}

static inline void
put_udec(struct out *o, unsigned long long v)
{
	char tmp[24];
	int n = 0;

	/* Register numbers and small values, with room to spare: most
	 * calls. Without branches on the length (register numbers of one,
	 * two and three digits alternate at random): the three digits go
	 * in one word, a shift drops the leading zeros, three bytes are
	 * stored and the length counts. (Through a byte array this stalled
	 * on store forwarding; with selects GCC made branches again.) */
	if (v < 1000 && o->len + 3 < o->size) {
		unsigned u = (unsigned)v;
		unsigned w = 1u + (u >= 10) + (u >= 100);
		uint32_t x = ('0' + u / 100) | ('0' + u / 10 % 10) << 8 |
			     ('0' + u % 10) << 16;
		char *p = o->buf + o->len;
		x >>= 8 * (3 - w);
		p[0] = (char)x;
		p[1] = (char)(x >> 8);
		p[2] = (char)(x >> 16);
		o->len += w;
		return;
	}
	do {
		tmp[n++] = (char)('0' + v % 10);
		v /= 10;
	} while (v != 0);
	while (n > 0)
		put_char(o, tmp[--n]);
}

static void
put_uhex(struct out *o, unsigned long long v)
{
	char tmp[24];
	int n = 0;

	do {
		tmp[n++] = "0123456789abcdef"[v & 15];
		v >>= 4;
	} while (v != 0);
	while (n > 0)
		put_char(o, tmp[--n]);
}

/* A small printf for the printer's own formats (%s %c %u %d %x %llx):
 * the canonical text is made for every line of --encode, and vsnprintf
 * was most of its cost. */
static void
put(struct out *o, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	for (const char *p = fmt; *p; p++) {
		if (*p != '%') {
			put_char(o, *p);
			continue;
		}
		switch (*++p) {
		case 's':
			for (const char *s = va_arg(ap, const char *); *s; s++)
				put_char(o, *s);
			break;
		case 'c':
			put_char(o, (char)va_arg(ap, int));
			break;
		case 'u':
			put_udec(o, va_arg(ap, unsigned));
			break;
		case 'd': {
			int v = va_arg(ap, int);
			if (v < 0) {
				put_char(o, '-');
				put_udec(o, (unsigned long long)-(long long)v);
			} else {
				put_udec(o, (unsigned long long)v);
			}
			break;
		}
		case 'x':
			put_uhex(o, va_arg(ap, unsigned));
			break;
		case 'l': /* %llx */
			p += 2;
			put_uhex(o, va_arg(ap, unsigned long long));
			break;
		default:
			put_char(o, '%');
			if (*p == '\0')
				p--;
			break;
		}
	}
	va_end(ap);
}

/* NUL-terminates the text; returns the length it needs. */
static size_t
done(struct out *o)
{
	if (o->size > 0)
		o->buf[o->len < o->size ? o->len : o->size - 1] = '\0';
	return o->len;
}

static const char *const float_names[9] = {
	"0.5", "-0.5", "1.0", "-1.0", "2.0", "-2.0", "4.0", "-4.0",
	"0.15915494",
};

static inline void
put_reg(struct out *o, char prefix, unsigned reg, unsigned count)
{
	put_char(o, prefix);
	if (count <= 1) {
		put_udec(o, reg);
		return;
	}
	put_char(o, '[');
	put_udec(o, reg);
	put_char(o, ':');
	put_udec(o, reg + count - 1);
	put_char(o, ']');
}

static void
put_plain(struct out *o, const struct operand *op)
{
	switch (op->kind) {
	case OPND_VGPR:
		put_reg(o, 'v', op->reg, op->count);
		break;
	case OPND_SGPR:
		put_reg(o, 's', op->reg, op->count);
		break;
	case OPND_VCC:
		put_str(o, "vcc");
		break;
	case OPND_VCC_LO:
		put_str(o, "vcc_lo");
		break;
	case OPND_VCC_HI:
		put_str(o, "vcc_hi");
		break;
	case OPND_EXEC:
		put_str(o, "exec");
		break;
	case OPND_EXEC_LO:
		put_str(o, "exec_lo");
		break;
	case OPND_EXEC_HI:
		put_str(o, "exec_hi");
		break;
	case OPND_M0:
		put_str(o, "m0");
		break;
	case OPND_SCC:
		put_str(o, "src_scc");
		break;
	case OPND_TTMP:
		if (op->count <= 1)
			put(o, "ttmp%u", op->reg);
		else
			put(o, "ttmp[%u:%u]", op->reg, op->reg + op->count - 1);
		break;
	case OPND_NULL:
		put_str(o, "null");
		break;
	case OPND_OFF:
		put_str(o, "off");
		break;
	case OPND_CONST:
		if (op->field >= 128 && op->field <= 192)
			put(o, "%d", op->field - 128);
		else if (op->field >= 193 && op->field <= 208)
			put(o, "%d", 192 - op->field);
		else if (op->field >= 240 && op->field <= 248)
			put(o, "%s", float_names[op->field - 240]);
		else
			put(o, "0x%llx", (unsigned long long)op->value);
		break;
	case OPND_LITERAL:
		put(o, "0x%llx", (unsigned long long)(op->value & 0xffffffffu));
		break;
	default:
		put_str(o, "?");
		break;
	}
}

static void
put_operand(struct out *o, const struct operand *op)
{
	if (op->mods & OPND_MOD_NEG)
		put_str(o, "-");
	if (op->mods & OPND_MOD_SEXT)
		put_str(o, "sext(");
	if (op->mods & OPND_MOD_ABS)
		put_str(o, "|");
	put_plain(o, op);
	if (op->mods & OPND_MOD_ABS)
		put_str(o, "|");
	if (op->mods & OPND_MOD_SEXT)
		put_str(o, ")");
}

static const char *const sel_names[8] = {
	"BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3", "WORD_0", "WORD_1", "DWORD",
	"DWORD",
};
static const char *const unused_names[4] = {
	"UNUSED_PAD", "UNUSED_SEXT", "UNUSED_PRESERVE", "UNUSED_PAD",
};

static void
put_dpp_ctrl(struct out *o, unsigned ctrl, enum isa_target t)
{
	if (ctrl <= 0xff) {
		char q[] = " quad_perm:[0,0,0,0]";
		q[12] = (char)('0' + (ctrl & 3));
		q[14] = (char)('0' + ((ctrl >> 2) & 3));
		q[16] = (char)('0' + ((ctrl >> 4) & 3));
		q[18] = (char)('0' + ((ctrl >> 6) & 3));
		put_str(o, q);
	} else if (ctrl > 0x100 && ctrl <= 0x10f) {
		put_str(o, " row_shl:");
		put_udec(o, ctrl & 15);
	} else if (ctrl > 0x110 && ctrl <= 0x11f) {
		put_str(o, " row_shr:");
		put_udec(o, ctrl & 15);
	} else if (ctrl > 0x120 && ctrl <= 0x12f) {
		put_str(o, " row_ror:");
		put_udec(o, ctrl & 15);
	} else if (t >= ISA_GFX1010 &&
		   ((ctrl >= DPP_WAVE_SHL1 && ctrl <= DPP_WAVE_ROR1 &&
		     (ctrl & 3) == 0) || ctrl == DPP_ROW_BCAST15 ||
		    ctrl == DPP_ROW_BCAST31)) {
		/* What llvm-mc 14 prints when disassembling them. */
		static const char *const wave[4] = { "wave_shl", "wave_rol",
			"wave_shr", "wave_ror" };
		put(o, " /* %s is not supported starting from GFX10 */",
		    ctrl >= DPP_ROW_BCAST15 ? "row_bcast"
					   : wave[(ctrl - DPP_WAVE_SHL1) / 4]);
	} else if (ctrl >= 0x150 && ctrl <= 0x15f && t < ISA_GFX90A) {
		put(o, "  /* row_newbcast/row_share is not supported on ASICs "
		    "earlier than GFX90A/GFX10 */");
	} else if (ctrl >= 0x160 && ctrl <= 0x16f && t < ISA_GFX1010) {
		put(o, " /* row_xmask is not supported on ASICs earlier than "
		    "GFX10 */");
	} else if (ctrl == DPP_WAVE_SHL1) {
		put_str(o, " wave_shl:1");
	} else if (ctrl == DPP_WAVE_ROL1) {
		put_str(o, " wave_rol:1");
	} else if (ctrl == DPP_WAVE_SHR1) {
		put_str(o, " wave_shr:1");
	} else if (ctrl == DPP_WAVE_ROR1) {
		put_str(o, " wave_ror:1");
	} else if (ctrl == DPP_ROW_MIRROR) {
		put_str(o, " row_mirror");
	} else if (ctrl == DPP_ROW_HALF_MIRROR) {
		put_str(o, " row_half_mirror");
	} else if (ctrl == DPP_ROW_BCAST15) {
		put_str(o, " row_bcast:15");
	} else if (ctrl == DPP_ROW_BCAST31) {
		put_str(o, " row_bcast:31");
	} else if (ctrl >= 0x150 && ctrl <= 0x15f) {
		put(o, t == ISA_GFX90A ? " row_newbcast:%u" : " row_share:%u",
		    ctrl & 15);
	} else if (ctrl >= 0x160 && ctrl <= 0x16f) {
		put(o, " row_xmask:%u", ctrl & 15);
	} else {
		put_str(o, " /* Invalid dpp_ctrl value */");
	}
}

/* ds_swizzle offset as llvm-mc 14 prints it (semantics.md 5.3; the
 * order of the tests follows LLVM's AMDGPUInstPrinter::printSwizzle). */
static void
put_swizzle(struct out *o, uint16_t off)
{
	if (off == 0)
		return;
	if ((off & 0xff00) == 0x8000) {
		char q[] = " offset:swizzle(QUAD_PERM,0,0,0,0)";
		q[26] = (char)('0' + (off & 3));
		q[28] = (char)('0' + ((off >> 2) & 3));
		q[30] = (char)('0' + ((off >> 4) & 3));
		q[32] = (char)('0' + ((off >> 6) & 3));
		put_str(o, q);
		return;
	}
	if (off & 0x8000) {
		put_str(o, " offset:");
		put_udec(o, off);
		return;
	}
	unsigned andm = off & 0x1f, orm = (off >> 5) & 0x1f;
	unsigned xorm = (off >> 10) & 0x1f;
	if (andm == 0x1f && orm == 0 && xorm && (xorm & (xorm - 1)) == 0) {
		put_str(o, " offset:swizzle(SWAP,");
		put_udec(o, xorm);
		put_char(o, ')');
		return;
	}
	if (andm == 0x1f && orm == 0 && xorm && ((xorm + 1) & xorm) == 0) {
		put_str(o, " offset:swizzle(REVERSE,");
		put_udec(o, xorm + 1);
		put_char(o, ')');
		return;
	}
	unsigned group = 0x1f - andm + 1;
	if (group > 1 && (group & (group - 1)) == 0 && orm < group &&
	    xorm == 0) {
		put_str(o, " offset:swizzle(BROADCAST,");
		put_udec(o, group);
		put_char(o, ',');
		put_udec(o, orm);
		put_char(o, ')');
		return;
	}
	/* Each bit: what lane-id bit 0 and bit 1 turn into. */
	unsigned probe0 = (0 & andm) | orm, probe1 = (0x1f & andm) | orm;
	probe0 ^= xorm;
	probe1 ^= xorm;
	put_str(o, " offset:swizzle(BITMASK_PERM,\"");
	for (unsigned m = 0x10; m > 0; m >>= 1) {
		bool p0 = probe0 & m, p1 = probe1 & m;
		put(o, "%c", p0 && p1 ? '1' : !p0 && !p1 ? '0'
			   : !p0 && p1 ? 'p' : 'i');
	}
	put_str(o, "\")");
}

static void
put_waitcnt(struct out *o, const struct insn *in)
{
	unsigned vm, exp, lgkm, mvm, mexp, mlgkm;
	bool any = false;
	enum isa_target t = (enum isa_target)in->target;

	asm_waitcnt_decode(t, in->simm16, &vm, &exp, &lgkm);
	asm_waitcnt_max(t, &mvm, &mexp, &mlgkm);
	bool all = vm == mvm && exp == mexp && lgkm == mlgkm;
	if (vm != mvm || all) {
		put(o, " vmcnt(%u)", vm);
		any = true;
	}
	if (exp != mexp || all) {
		put(o, " expcnt(%u)", exp);
		any = true;
	}
	if (lgkm != mlgkm || all) {
		put(o, " lgkmcnt(%u)", lgkm);
		any = true;
	}
	(void)any;
}

static const char *const dim_names[8] = {
	"1D", "2D", "3D", "CUBE", "1D_ARRAY", "2D_ARRAY", "2D_MSAA",
	"2D_MSAA_ARRAY",
};

static const char *
form_suffix(const struct insn *in, const struct isa_info *r)
{
	switch (in->form) {
	case FORM_E32:
		if (r->sem == SEM_NOP || r->sem == SEM_READFIRSTLANE)
			return "";
		return "_e32";
	case FORM_E64:
		if (r->opcode[in->target] & ISA_OPC_VOP3_ONLY &&
		    r->opcode[in->target] != ISA_OPC_UNKNOWN)
			return "";
		return "_e64";
	case FORM_DPP:
	case FORM_DPP8:
		return "_dpp";
	case FORM_SDWA:
		/* VI prints VOPC SDWA without the suffix. */
		if (r->family == ISA_VOPC && in->target == ISA_GFX803)
			return "";
		return "_sdwa";
	default:
		return "";
	}
}

/* Operands in text order, mirroring layout() in asm.c. */
static void
put_operands(struct out *o, const struct insn *in, const struct isa_info *r)
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
		if (in->src[3].kind != OPND_NONE)
			list[n++] = &in->src[3];
		break;
	case ISA_MUBUF:
		if (in->src[3].kind != OPND_NONE)
			list[n++] = &in->src[3];
		list[n++] = &in->src[0];
		list[n++] = &in->src[1];
		list[n++] = &in->src[2];
		break;
	case ISA_FLAT:
	case ISA_GLOBAL:
		list[n++] = &in->src[0];
		if (in->src[3].kind != OPND_NONE)
			list[n++] = &in->src[3];
		if (r->family == ISA_GLOBAL)
			list[n++] = &in->src[1];
		break;
	case ISA_MIMG:
		if (in->src[3].kind != OPND_NONE)
			list[n++] = &in->src[3];
		list[n++] = &in->src[0];
		list[n++] = &in->src[1];
		break;
	default:
		for (unsigned k = 0; k < 3; k++)
			if (in->src[k].kind != OPND_NONE)
				list[n++] = &in->src[k];
		break;
	}
	for (unsigned k = 0; k < n; k++) {
		put_str(o, k ? ", " : " ");
		put_operand(o, list[k]);
	}
}

static void
put_omod(struct out *o, const struct insn *in)
{
	if (in->clamp)
		put_str(o, " clamp");
	if (in->omod == 1)
		put_str(o, " mul:2");
	else if (in->omod == 2)
		put_str(o, " mul:4");
	else if (in->omod == 3)
		put_str(o, " div:2");
}

size_t
asm_format(const struct insn *in, char *buf, size_t size)
{
	struct out o = { buf, size, 0 };
	const struct isa_info *r;

	if (size > 0)
		buf[0] = '\0';
	if (in->id >= ISA_ID_COUNT) {
		put_str(&o, "<invalid>");
		return done(&o);
	}
	r = isa_get((enum isa_id)in->id);
	if (r->family == ISA_VOP1 && r->sem == SEM_NOP) {
		/* llvm-mc prints v_nop bare in every form; DPP keeps its
		 * control. */
		put_str(&o, "v_nop");
		if (in->form == FORM_DPP) {
			put_dpp_ctrl(&o, in->dpp_ctrl,
			    (enum isa_target)in->target);
			put(&o, " row_mask:0x%x bank_mask:0x%x", in->row_mask,
			    in->bank_mask);
			if (in->bound_ctrl)
				put_str(&o, " bound_ctrl:1");
			if (in->fi)
				put_str(&o, " fi:1");
		}
		return done(&o);
	}
	put_str(&o, r->name);
	put_str(&o, form_suffix(in, r));
	if (r->sem == SEM_WAITCNT) {
		put_waitcnt(&o, in);
		return done(&o);
	}
	if (r->family == ISA_SOPP) {
		if (r->sem == SEM_NOP || (r->sem == SEM_ENDPGM && in->simm16))
			put(&o, " %u", in->simm16);
		return done(&o);
	}
	put_operands(&o, in, r);
	switch (in->form) {
	case FORM_E64:
		put_omod(&o, in);
		break;
	case FORM_DPP:
		put_dpp_ctrl(&o, in->dpp_ctrl, (enum isa_target)in->target);
		put_str(&o, " row_mask:0x");
		put_char(&o, "0123456789abcdef"[in->row_mask & 15]);
		put_str(&o, " bank_mask:0x");
		put_char(&o, "0123456789abcdef"[in->bank_mask & 15]);
		if (in->bound_ctrl)
			put_str(&o, " bound_ctrl:1");
		if (in->fi)
			put_str(&o, " fi:1");
		break;
	case FORM_DPP8:
		put_str(&o, " dpp8:[");
		for (unsigned k = 0; k < 8; k++)
			put(&o, "%s%u", k ? "," : "",
			    (in->dpp8_sel >> (3 * k)) & 7);
		put_str(&o, "]");
		if (in->fi)
			put_str(&o, " fi:1");
		break;
	case FORM_SDWA:
		put_omod(&o, in);
		if (r->family != ISA_VOPC) {
			put_str(&o, " dst_sel:");
			put_str(&o, sel_names[in->dst_sel & 7]);
			put_str(&o, " dst_unused:");
			put_str(&o, unused_names[in->dst_unused & 3]);
		}
		put_str(&o, " src0_sel:");
		put_str(&o, sel_names[in->src0_sel & 7]);
		if (r->family != ISA_VOP1) {
			put_str(&o, " src1_sel:");
			put_str(&o, sel_names[in->src1_sel & 7]);
		}
		break;
	default:
		break;
	}
	if (r->family == ISA_VOP3)
		put_omod(&o, in);
	if ((r->sem == SEM_PERMLANE16 || r->sem == SEM_PERMLANEX16) &&
	    in->op_sel)
		put(&o, " op_sel:[%u,%u]", in->op_sel & 1,
		    (in->op_sel >> 1) & 1);
	if (r->family == ISA_DS) {
		if (r->sem == SEM_DS_SWIZZLE)
			put_swizzle(&o, in->ds_offset);
		else if (in->ds_offset) {
			put_str(&o, " offset:");
			put_udec(&o, in->ds_offset);
		}
		if (in->gds)
			put_str(&o, " gds");
	}
	if (r->family == ISA_MUBUF) {
		if (in->idxen)
			put_str(&o, " idxen");
		if (in->offen)
			put_str(&o, " offen");
		if (in->mem_offset)
			put(&o, " offset:%d", (int)in->mem_offset);
	}
	if ((r->family == ISA_FLAT || r->family == ISA_GLOBAL) &&
	    in->mem_offset)
		put(&o, " offset:%d", (int)in->mem_offset);
	if (r->family == ISA_MIMG) {
		if (in->dmask)
			put(&o, " dmask:0x%x", in->dmask);
		if (in->target >= ISA_GFX1010)
			put(&o, " dim:SQ_RSRC_IMG_%s", dim_names[in->dim & 7]);
		if (in->unorm)
			put_str(&o, " unorm");
	}
	if (r->family == ISA_MUBUF || r->family == ISA_FLAT ||
	    r->family == ISA_GLOBAL || r->family == ISA_MIMG) {
		if (in->glc)
			put_str(&o, " glc");
		if (in->slc)
			put_str(&o, " slc");
		if (in->dlc)
			put_str(&o, " dlc");
	}
	return done(&o);
}

/* Register prefixes and special names offered by completion. */
static const char *const complete_words[] = {
	"vcc", "vcc_lo", "vcc_hi", "exec", "exec_lo", "exec_hi", "m0", "off",
	"quad_perm:[", "row_shl:", "row_shr:", "row_ror:", "wave_shl:1",
	"wave_rol:1", "wave_shr:1", "wave_ror:1", "row_mirror",
	"row_half_mirror", "row_bcast:15", "row_bcast:31", "row_share:",
	"row_xmask:", "row_newbcast:", "row_mask:", "bank_mask:",
	"bound_ctrl:0", "fi:1", "dpp8:[", "dst_sel:", "dst_unused:",
	"src0_sel:", "src1_sel:", "clamp", "mul:2", "mul:4", "div:2",
	"offset:", "offset:swizzle(", "gds", "offen", "idxen", "glc", "slc",
	"dlc", "dmask:", "unorm", "dim:SQ_RSRC_IMG_2D", "vmcnt(", "expcnt(",
	"lgkmcnt(",
};

static bool
word_on_target(const char *w, enum isa_target t)
{
	bool gfx10 = t >= ISA_GFX1010;

	if (strncmp(w, "wave_", 5) == 0 || strncmp(w, "row_bcast", 9) == 0)
		return !gfx10;
	if (strncmp(w, "row_share", 9) == 0 || strncmp(w, "row_xmask", 9) ==
	    0 || strncmp(w, "fi:", 3) == 0 || strncmp(w, "dpp8", 4) == 0 ||
	    strncmp(w, "dlc", 3) == 0 || strncmp(w, "dim:", 4) == 0 ||
	    strncmp(w, "vcc_", 4) == 0 || strncmp(w, "exec_", 5) == 0)
		return gfx10 || w[0] == 'v' || w[0] == 'e';
	if (strncmp(w, "row_newbcast", 12) == 0)
		return t == ISA_GFX90A;
	return true;
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
	for (size_t k = 0; k < sizeof complete_words / sizeof *complete_words;
	     k++) {
		if (strncmp(complete_words[k], prefix, len) == 0 &&
		    word_on_target(complete_words[k], target)) {
			fn(complete_words[k], ctx);
			n++;
		}
	}
	return n;
}
