/* SPDX-License-Identifier: MIT */
/* Assembler operands of the LDS, memory and SOPP instructions: ds offsets
 * and the swizzle() macros, buffer/flat/global offsets, gfx12's th: and
 * scope:, image dims, the s_waitcnt counters with their per-target
 * layout, and the waits and hints of gfx10-gfx12. Pure. */
#include "asm_int.h"

#include <stdio.h>
#include <string.h>

static bool
pow2(int64_t v)
{
	return v > 0 && (v & (v - 1)) == 0;
}

/* offset:swizzle(MODE,...) after "swizzle(" has been read. */
static int
read_swizzle(struct cursor *c, unsigned col)
{
	char w[ASM_TOKEN_MAX];
	int64_t a[4];
	unsigned mcol;
	size_t wl;
	uint16_t off = 0;

	cur_skip_blanks(c);
	mcol = cur_col(c);
	wl = asm_word(c, w, sizeof w);
	if (ASM_IS(w, wl, "QUAD_PERM")) {
		for (unsigned k = 0; k < 4; k++) {
			unsigned vcol;
			if (!cur_accept(c, ','))
				return cur_error(c, cur_col(c), 1,
				    "expected a comma");
			cur_skip_blanks(c);
			vcol = cur_col(c);
			if (cur_int(c, &a[k]) != 0)
				return -1;
			if (a[k] < 0 || a[k] > 3)
				return cur_error(c, vcol, 1,
				    "expected a 2-bit lane id");
		}
		off = (uint16_t)(0x8000 | a[0] | a[1] << 2 | a[2] << 4 |
				 a[3] << 6);
	} else if (ASM_IS(w, wl, "BITMASK_PERM")) {
		unsigned andm = 0, orm = 0, xorm = 0, scol;
		if (!cur_accept(c, ','))
			return cur_error(c, cur_col(c), 1, "expected a comma");
		cur_skip_blanks(c);
		scol = cur_col(c);
		if (!cur_accept(c, '"'))
			return cur_error(c, scol, 1, "expected a string (the "
			    "mask in quotes, e.g. \"pppi0\")");
		size_t start = c->i;
		while (c->i < c->n && c->s[c->i] != '"')
			c->i++;
		if (c->i >= c->n || c->i - start != 5)
			return cur_error(c, scol, 1,
			    "expected a 5-character mask");
		for (unsigned k = 0; k < 5; k++) {
			unsigned bit = 1u << (4 - k);
			switch (c->s[start + k]) {
			case '0':
				break;
			case '1':
				orm |= bit;
				break;
			case 'p':
				andm |= bit;
				break;
			case 'i':
				andm |= bit;
				xorm |= bit;
				break;
			default:
				return cur_error(c, scol, 7, "invalid mask "
				    "(character %u is '%c'; each of the 5 is "
				    "0, "
				    "1, p or i)", k + 1, c->s[start + k]);
			}
		}
		c->i++; /* closing quote */
		off = (uint16_t)(andm | orm << 5 | xorm << 10);
	} else if (ASM_IS(w, wl, "SWAP") || ASM_IS(w, wl, "REVERSE") ||
		   ASM_IS(w, wl, "BROADCAST")) {
		bool swap = w[0] == 'S', rev = w[0] == 'R';
		int64_t lo = swap ? 1 : 2, hi = swap ? 16 : 32;
		unsigned vcol;
		if (!cur_accept(c, ','))
			return cur_error(c, cur_col(c), 1, "expected a comma");
		cur_skip_blanks(c);
		vcol = cur_col(c);
		if (cur_int(c, &a[0]) != 0)
			return -1;
		if (a[0] < lo || a[0] > hi)
			return cur_error(c, vcol, 1, "group size must be in "
			    "the interval [%lld,%lld]", (long long)lo,
			    (long long)hi);
		if (!pow2(a[0]))
			return cur_error(c, vcol, 1,
			    "group size must be a power of two");
		if (swap) {
			off = (uint16_t)(0x1f | a[0] << 10);
		} else if (rev) {
			off = (uint16_t)(0x1f | (a[0] - 1) << 10);
		} else {
			if (!cur_accept(c, ','))
				return cur_error(c, cur_col(c), 1,
				    "expected a comma");
			cur_skip_blanks(c);
			vcol = cur_col(c);
			if (cur_int(c, &a[1]) != 0)
				return -1;
			if (a[1] < 0 || a[1] >= a[0])
				return cur_error(c, vcol, 1, "lane id must be "
				    "in the interval [0,group size - 1]");
			off = (uint16_t)((0x1f & ~(a[0] - 1)) | a[1] << 5);
		}
	} else {
		return cur_error(c, mcol, 1, "expected a swizzle mode "
		    "(QUAD_PERM, BITMASK_PERM, SWAP, REVERSE, BROADCAST; "
		    "FFT and ROTATE are newer than LLVM 14: write "
		    "offset:0xE000+m or offset:0xC000+(d<<10)+(n<<5))");
	}
	if (!cur_accept(c, ')'))
		return cur_error(c, cur_col(c), 1,
		    "expected a closing parentheses");
	(void)col;
	c->in->ds_offset = off;
	return 0;
}

int
asm_read_offset(struct cursor *c, unsigned col)
{
	const struct isa_info *r = c->row;
	int64_t v;
	unsigned vcol;

	if (asm_expect_colon(c) != 0)
		return -1;
	cur_skip_blanks(c);
	vcol = cur_col(c);
	if (r->family == ISA_DS) {
		if (c->i + 7 <= c->n && memcmp(c->s + c->i, "swizzle", 7) ==
						     0) {
			if (r->sem != SEM_DS_SWIZZLE)
				return cur_error(c, vcol, 7,
				    "invalid operand for instruction "
				    "(swizzle() is for ds_swizzle_b32)");
			c->i += 7;
			if (!cur_accept(c, '('))
				return cur_error(c, cur_col(c), 1,
				    "expected a left parentheses");
			return read_swizzle(c, col);
		}
		if (r->sem == SEM_DS_READ2 || r->sem == SEM_DS_WRITE2 ||
		    r->sem == SEM_DS_WRXCHG2)
			return cur_error(c, col, 6, "not a valid operand. "
			    "(the 2-address forms take offset0:N and "
			    "offset1:N)");
		if (cur_int(c, &v) != 0)
			return -1;
		if ((v < 0 || v > 0xffff) && r->sem == SEM_DS_SWIZZLE)
			return cur_error(c, vcol, 1,
			    "expected a 16-bit offset (0..65535)");
		if (v < 0 || v > 0xffff)
			return cur_error(c, col, 6, "invalid operand for "
			    "instruction (offset is 0..65535)");
		c->in->ds_offset = (uint16_t)v;
		return 0;
	}
	if (cur_int(c, &v) != 0)
		return -1;
	if (r->family == ISA_SMEM) {
		/* offset: after an SGPR soffset (gfx9 on); the operand
		 * itself is checked with the rest in check_memory */
		if (c->ft->enc == ISA_ENC_GFX8)
			return cur_error(c, col, 6, "not a valid operand. "
			    "(gfx8 scalar loads take an offset or an SGPR, "
			    "not both)");
		c->in->smem_soe = true;
		c->in->mem_offset = (int32_t)v;
		if (v != (int32_t)v)
			c->in->mem_offset = INT32_MAX; /* refused later */
		return 0;
	}
	if (c->ft->enc >= ISA_ENC_GFX12 && (r->family == ISA_MUBUF ||
	    r->family == ISA_FLAT || r->family == ISA_GLOBAL ||
	    r->family == ISA_SCRATCH)) {
		/* VBUFFER/VFLAT/VGLOBAL/VSCRATCH: one 24-bit signed field */
		if (v < -8388608 || v > 8388607)
			return cur_error(c, col, 6, "expected a 24-bit signed "
			    "offset (-8388608..8388607 on %s)",
			    isa_target_name(c->target));
	} else if (r->family == ISA_MUBUF) {
		if (v < 0 || v > 4095)
			return cur_error(c, col, 6, "invalid operand for "
			    "instruction (buffer offset is 0..4095; llvm-mc 14 "
			    "and 19 silently encode 4096 as 0)");
	} else if (r->family == ISA_FLAT || r->family == ISA_GLOBAL ||
	    r->family == ISA_SCRATCH) {
		int64_t lo, hi;
		/* scratch offsets are signed like global ones */
		bool sgn = r->family != ISA_FLAT;
		/* gfx11 went back to gfx9's 13-bit field */
		bool gfx10 = c->ft->enc == ISA_ENC_GFX10;
		if (!c->ft->flat_offset)
			return cur_error_kind(c, DIAG_TARGET, col, 6,
			    "flat offset modifier is not supported on this "
			    "GPU (gfx9 and later)");
		if (gfx10) {
			lo = sgn ? -2048 : 0;
			hi = 2047;
		} else {
			lo = sgn ? -4096 : 0;
			hi = 4095;
		}
		if (v < lo || v > hi)
			return cur_error(c, col, 6, "expected a %u-bit %s "
			    "offset (%lld..%lld on %s)", lo < 0 ? (gfx10 ? 12u
			    : 13u) : (gfx10 ? 11u : 12u), lo < 0 ? "signed"
			    : "unsigned", (long long)lo, (long long)hi,
			    isa_target_name(c->target));
	} else {
		return cur_error(c, col, 6, "invalid operand for instruction");
	}
	c->in->mem_offset = (int32_t)v;
	return 0;
}

/* ---- gfx12 th: and scope: (branch mem13) ----
 * Names and checks as llvm-mc 19's AMDGPUAsmParser (parseTH,
 * validateTHAndScopeBits) and AMDGPUInstPrinter (printTH): the 3-bit th
 * field means one thing for loads, another for stores and another for
 * atomics, where bit 0 is "return the old value". */
#define TH_ASM_ANY    0u    /* TH_DEFAULT */
#define TH_ASM_LOAD   1u
#define TH_ASM_STORE  2u
#define TH_ASM_ATOMIC 3u
#define TH_ASM_BYPASS 0x10u /* spelled TH_*_BYPASS (th 3, SCOPE_SYS) */

const char *const asm_scope_names[4] = {
	"SCOPE_CU", "SCOPE_SE", "SCOPE_DEV", "SCOPE_SYS",
};

static const struct th_name {
	const char *name;
	uint8_t value;
	uint8_t kinds; /* bit TH_ASM_LOAD, TH_ASM_STORE, TH_ASM_ATOMIC */
} th_names[] = {
	{ "RT", 0, 0xe }, { "NT", 1, 0x6 }, { "HT", 2, 0x6 },
	{ "LU", 3, 0x2 }, { "RT_WB", 3, 0x4 }, { "NT_RT", 4, 0x6 },
	{ "RT_NT", 5, 0x6 }, { "NT_HT", 6, 0x6 }, { "NT_WB", 7, 0x4 },
	{ "BYPASS", 3, 0x6 }, { "RETURN", 1, 0x8 }, { "RT_RETURN", 1, 0x8 },
	{ "NT", 2, 0x8 }, { "NT_RETURN", 3, 0x8 }, { "CASCADE_RT", 4, 0x8 },
	{ "CASCADE_NT", 6, 0x8 },
};

static unsigned
th_row_kind(const struct isa_info *r)
{
	if (isa_sem_atomic(r->sem))
		return TH_ASM_ATOMIC;
	return r->sem == SEM_STORE || r->sem == SEM_IMAGE_STORE
	    ? TH_ASM_STORE : TH_ASM_LOAD;
}

int
asm_read_th(struct cursor *c, unsigned col)
{
	static const char *const prefix[4] = { "", "TH_LOAD_", "TH_STORE_",
		"TH_ATOMIC_" };
	char w[ASM_TOKEN_MAX];
	unsigned vcol, kind;
	size_t wl;

	if (asm_expect_colon(c) != 0)
		return -1;
	vcol = cur_col(c);
	wl = asm_word(c, w, sizeof w);
	if (wl == 0)
		return cur_error(c, vcol, 1, "expected an identifier");
	c->th_col = (uint16_t)col;
	if (strcmp(w, "TH_DEFAULT") == 0) {
		c->in->th = 0;
		c->th_kind = TH_ASM_ANY;
		return 0;
	}
	for (kind = TH_ASM_LOAD; kind <= TH_ASM_ATOMIC; kind++) {
		size_t pl = strlen(prefix[kind]);
		if (wl <= pl || memcmp(w, prefix[kind], pl) != 0)
			continue;
		for (size_t k = 0; k < sizeof th_names / sizeof *th_names;
		     k++) {
			if (strcmp(w + pl, th_names[k].name) != 0 ||
			    !(th_names[k].kinds >> kind & 1))
				continue;
			c->in->th = th_names[k].value;
			c->th_kind = (uint8_t)(kind | (strcmp(th_names[k].name,
			    "BYPASS") == 0 ? TH_ASM_BYPASS : 0));
			return 0;
		}
	}
	return cur_error(c, vcol, (unsigned)wl, "invalid th value (e.g. "
	    "TH_LOAD_NT, TH_STORE_HT, TH_ATOMIC_RETURN; see :help th)");
}

int
asm_read_scope(struct cursor *c, unsigned col)
{
	char w[ASM_TOKEN_MAX];
	unsigned vcol;
	size_t wl;

	(void)col;
	if (asm_expect_colon(c) != 0)
		return -1;
	vcol = cur_col(c);
	wl = asm_word(c, w, sizeof w);
	if (wl == 0)
		return cur_error(c, vcol, 1, "expected an identifier");
	for (unsigned k = 0; k < 4; k++)
		if (strcmp(w, asm_scope_names[k]) == 0) {
			c->in->scope = (uint8_t)k;
			return 0;
		}
	return cur_error(c, vcol, (unsigned)wl, "invalid scope value "
	    "(SCOPE_CU, SCOPE_SE, SCOPE_DEV or SCOPE_SYS)");
}

int
asm_check_th(struct cursor *c)
{
	static const char *const kinds[4] = { "", "load", "store", "atomic" };
	struct insn *in = c->in;
	const struct isa_info *r = c->row;
	unsigned kind = th_row_kind(r), col = c->th_col ? c->th_col : in->col;
	bool flat = r->family == ISA_FLAT || r->family == ISA_GLOBAL ||
	    r->family == ISA_SCRATCH;

	/* a flat/global atomic returns when it names a VGPR for the old
	 * value; a buffer atomic returns into its data VGPRs when th says
	 * so */
	in->glc = kind == TH_ASM_ATOMIC &&
	    (flat ? in->dst.kind != OPND_NONE : (in->th & 1) != 0);
	if (flat && kind == TH_ASM_ATOMIC && in->dst.kind != OPND_NONE &&
	    !(in->th & 1))
		return cur_error(c, col, 1, "instruction must use "
		    "th:TH_ATOMIC_RETURN (the form that returns the old value "
		    "into the first VGPR)");
	if (in->th == 0)
		return 0;
	if (in->th == 3 && ((c->th_kind & TH_ASM_BYPASS) != 0) !=
	    (in->scope == 3))
		return cur_error(c, col, 2, "scope and th combination is not "
		    "valid (th 3 is BYPASS with scope:SCOPE_SYS, %s "
		    "otherwise)", kind == TH_ASM_STORE ? "RT_WB" :
		    kind == TH_ASM_ATOMIC ? "NT_RETURN" : "LU");
	if ((c->th_kind & 3u) != kind)
		return cur_error(c, col, 2, "invalid th value for %s "
		    "instructions", kinds[kind]);
	return 0;
}

void
asm_th_text(const struct isa_info *r, unsigned th, unsigned scope,
    char *buf, size_t size)
{
	static const char *const lds[8] = { "", "NT", "HT", "LU", "NT_RT",
		"RT_NT", "NT_HT", "" };
	static const char *const sts[8] = { "", "NT", "HT", "RT_WB", "NT_RT",
		"RT_NT", "NT_HT", "NT_WB" };
	unsigned kind = th_row_kind(r);

	th &= 7;
	if (th == 0) {
		snprintf(buf, size, "%s", "");
	} else if (kind == TH_ASM_ATOMIC) {
		/* printTH: CASCADE only from SCOPE_DEV up, else a number */
		if ((th & 4) && scope >= 2)
			snprintf(buf, size, "TH_ATOMIC_CASCADE_%s", th & 2 ?
			    "NT" : "RT");
		else if (th & 4)
			snprintf(buf, size, "TH_ATOMIC_0x%x", th);
		else if (th & 2)
			snprintf(buf, size, "TH_ATOMIC_NT%s", th & 1 ?
			    "_RETURN" : "");
		else
			snprintf(buf, size, "%s", "TH_ATOMIC_RETURN");
	} else if (kind == TH_ASM_LOAD && th == 7) {
		snprintf(buf, size, "0x%x", th);
	} else {
		snprintf(buf, size, "TH_%s_%s", kind == TH_ASM_STORE ? "STORE"
		    : "LOAD", th == 3 && scope == 3 ? "BYPASS" :
		    kind == TH_ASM_STORE ? sts[th] : lds[th]);
	}
}

static const char *const dim_names[8] = {
	"SQ_RSRC_IMG_1D", "SQ_RSRC_IMG_2D", "SQ_RSRC_IMG_3D",
	"SQ_RSRC_IMG_CUBE", "SQ_RSRC_IMG_1D_ARRAY", "SQ_RSRC_IMG_2D_ARRAY",
	"SQ_RSRC_IMG_2D_MSAA", "SQ_RSRC_IMG_2D_MSAA_ARRAY",
};

int
asm_read_dim(struct cursor *c, unsigned col)
{
	char w[ASM_TOKEN_MAX];

	if (asm_expect_colon(c) != 0)
		return -1;
	asm_word(c, w, sizeof w);
	if (!c->ft->dlc_dim)
		return cur_error_kind(c, DIAG_TARGET, col, 3,
		    "not a valid operand. (dim exists from gfx1010 on)");
	for (unsigned k = 0; k < 8; k++) {
		if (strcmp(w, dim_names[k]) == 0 ||
		    strcmp(w, dim_names[k] + 12) == 0) {
			c->in->dim = (uint8_t)k;
			return 0;
		}
	}
	return cur_error(c, col, 3, "invalid dim value (SQ_RSRC_IMG_1D, "
	    "SQ_RSRC_IMG_2D, SQ_RSRC_IMG_3D, SQ_RSRC_IMG_CUBE, "
	    "SQ_RSRC_IMG_1D_ARRAY, SQ_RSRC_IMG_2D_ARRAY, ...)");
}

/* Counter fields of s_waitcnt per target: shift and width of vmcnt's low
 * part, expcnt, lgkmcnt, and vmcnt's high part (GFX9+ bits 15:14). */
struct waitcnt_layout {
	uint8_t vm_lo_shift, vm_lo_bits, exp_shift, lgkm_shift, lgkm_bits;
	uint8_t vm_hi_shift, vm_hi_bits;
};

static struct waitcnt_layout
waitcnt_layout(enum isa_target t)
{
	/* GFX11 moved every field (RDNA3 ISA: expcnt 2:0, lgkmcnt 9:4,
	 * vmcnt 15:10). */
	switch ((enum isa_waitcnt)isa_features(t)->waitcnt) {
	case ISA_WAIT_GFX11:
		return (struct waitcnt_layout){ 10, 6, 0, 4, 6, 0, 0 };
	case ISA_WAIT_GFX10:
		return (struct waitcnt_layout){ 0, 4, 4, 8, 6, 14, 2 };
	case ISA_WAIT_GFX9:
		return (struct waitcnt_layout){ 0, 4, 4, 8, 4, 14, 2 };
	case ISA_WAIT_GFX8:
	default:
		return (struct waitcnt_layout){ 0, 4, 4, 8, 4, 0, 0 };
	}
}

uint16_t
asm_waitcnt_encode(enum isa_target t, unsigned vm, unsigned exp,
    unsigned lgkm)
{
	struct waitcnt_layout l = waitcnt_layout(t);
	unsigned v = 0;

	v |= (vm & ((1u << l.vm_lo_bits) - 1)) << l.vm_lo_shift;
	if (l.vm_hi_bits)
		v |= ((vm >> l.vm_lo_bits) & 3u) << l.vm_hi_shift;
	v |= (exp & 7u) << l.exp_shift;
	v |= (lgkm & ((1u << l.lgkm_bits) - 1)) << l.lgkm_shift;
	return (uint16_t)v;
}

void
asm_waitcnt_decode(enum isa_target t, uint16_t simm, unsigned *vm,
    unsigned *exp, unsigned *lgkm)
{
	struct waitcnt_layout l = waitcnt_layout(t);

	*vm = (simm >> l.vm_lo_shift) & ((1u << l.vm_lo_bits) - 1);
	if (l.vm_hi_bits)
		*vm |= ((simm >> l.vm_hi_shift) & 3u) << l.vm_lo_bits;
	*exp = (simm >> l.exp_shift) & 7u;
	*lgkm = (simm >> l.lgkm_shift) & ((1u << l.lgkm_bits) - 1);
}

void
asm_waitcnt_max(enum isa_target t, unsigned *vm, unsigned *exp,
    unsigned *lgkm)
{
	struct waitcnt_layout l = waitcnt_layout(t);

	*vm = (1u << (l.vm_lo_bits + l.vm_hi_bits)) - 1;
	*exp = 7;
	*lgkm = (1u << l.lgkm_bits) - 1;
}

int
asm_read_waitcnt(struct cursor *c)
{
	static const char *const names[3] = { "vmcnt", "expcnt", "lgkmcnt" };
	static const uint8_t name_len[3] = { 5, 6, 7 };
	unsigned val[3], max[3];
	bool given = false;

	asm_waitcnt_max(c->target, &max[0], &max[1], &max[2]);
	memcpy(val, max, sizeof val);
	cur_skip_blanks(c);
	if (c->i < c->n && ((c->s[c->i] >= '0' && c->s[c->i] <= '9') ||
			    c->s[c->i] == '-')) {
		int64_t v;
		unsigned col = cur_col(c);
		if (cur_int(c, &v) != 0)
			return -1;
		if (v < 0 || v > 0xffff)
			return cur_error(c, col, 1, "invalid operand for "
			    "instruction (s_waitcnt takes 0..65535)");
		c->in->simm16 = (uint16_t)v;
		return 0;
	}
	while (!cur_at_end(c)) {
		char w[ASM_TOKEN_MAX];
		unsigned col = cur_col(c), k;
		size_t len;
		int64_t v;

		if (given && (cur_accept(c, '&') || cur_accept(c, ',')))
			cur_skip_blanks(c);
		col = cur_col(c);
		len = cur_ident(c, w, sizeof w);
		/* len counts the whole name; w may hold only its start */
		bool sat = len > 4 && len < sizeof w &&
			   memcmp(w + len - 4, "_sat", 4) == 0;
		size_t nl = sat ? len - 4 : len;
		if (sat)
			w[nl] = '\0';
		for (k = 0; k < 3; k++)
			if (nl == name_len[k] && asm_same_name(w, names[k], nl))
				break;
		if (k == 3)
			return cur_error(c, col, (unsigned)(len ? len : 1),
			    "invalid counter name %s (vmcnt, expcnt, "
			    "lgkmcnt)", len ? w : "");
		if (!cur_accept(c, '('))
			return cur_error(c, cur_col(c), 1,
			    "expected a left parentheses");
		cur_skip_blanks(c);
		unsigned vcol = cur_col(c);
		if (cur_int(c, &v) != 0)
			return -1;
		if (sat && v > max[k])
			v = max[k];
		if (v < 0 || v > max[k])
			return cur_error(c, vcol, 1, "too large value for %s "
			    "(0..%u on %s)", names[k], max[k],
			    isa_target_name(c->target));
		if (!cur_accept(c, ')'))
			return cur_error(c, cur_col(c), 1,
			    "expected a closing parentheses");
		val[k] = (unsigned)v;
		given = true;
	}
	if (!given)
		return cur_error(c, cur_col(c), 1,
		    "too few operands for instruction");
	c->in->simm16 = asm_waitcnt_encode(c->target, val[0], val[1], val[2]);
	return 0;
}

/* ---- waits and hints of gfx10-gfx12 (branch mem13) ---- */

/* s_delay_alu's fields (RDNA3 ISA 4.5; names as llvm-mc 19 prints them):
 * instid0 in SIMM16[3:0], instskip [6:4], instid1 [10:7]. */
static const char *const delay_ids[12] = {
	"NO_DEP", "VALU_DEP_1", "VALU_DEP_2", "VALU_DEP_3", "VALU_DEP_4",
	"TRANS32_DEP_1", "TRANS32_DEP_2", "TRANS32_DEP_3",
	"FMA_ACCUM_CYCLE_1", "SALU_CYCLE_1", "SALU_CYCLE_2", "SALU_CYCLE_3",
};
static const char *const delay_skips[6] = {
	"SAME", "NEXT", "SKIP_1", "SKIP_2", "SKIP_3", "SKIP_4",
};

/* A 16-bit operand: 0..65535, or -32768..-1 for its two's complement, as
 * llvm-mc takes them. */
static int
read_imm16(struct cursor *c, uint16_t *out)
{
	int64_t v;
	unsigned col;

	cur_skip_blanks(c);
	col = cur_col(c);
	if (cur_at_end(c))
		return cur_error(c, c->in->col, 1,
		    "too few operands for instruction");
	if (cur_int(c, &v) != 0)
		return -1;
	if (v < -32768 || v > 0xffff)
		return cur_error(c, col, 1, "invalid operand for instruction "
		    "(%s takes a 16-bit value)", c->row->name);
	*out = (uint16_t)v;
	return 0;
}

static bool
starts_number(const struct cursor *c)
{
	int ch = cur_peek(c);

	return (ch >= '0' && ch <= '9') || ch == '-';
}

int
asm_read_delay_alu(struct cursor *c)
{
	unsigned seen = 0, v = 0;

	cur_skip_blanks(c);
	if (starts_number(c))
		return read_imm16(c, &c->in->simm16);
	do {
		char w[ASM_TOKEN_MAX], val[ASM_TOKEN_MAX];
		unsigned col, vcol, field, n, k;
		size_t wl, vl;

		cur_skip_blanks(c);
		col = cur_col(c);
		wl = asm_word(c, w, sizeof w);
		field = strcmp(w, "instid0") == 0 ? 0 : strcmp(w, "instskip")
		    == 0 ? 1 : strcmp(w, "instid1") == 0 ? 2 : 3;
		if (field == 3)
			return cur_error(c, col, (unsigned)(wl ? wl : 1),
			    "invalid field name %s (instid0, instskip, "
			    "instid1)", wl ? w : "");
		if (seen >> field & 1)
			return cur_error(c, col, (unsigned)wl,
			    "duplicate field %s", w);
		seen |= 1u << field;
		if (!cur_accept(c, '('))
			return cur_error(c, cur_col(c), 1,
			    "expected a left parenthesis");
		cur_skip_blanks(c);
		vcol = cur_col(c);
		vl = asm_word(c, val, sizeof val);
		n = field == 1 ? 6 : 12;
		for (k = 0; k < n; k++)
			if (strcmp(val, field == 1 ? delay_skips[k]
			    : delay_ids[k]) == 0)
				break;
		if (k == n)
			return cur_error(c, vcol, (unsigned)(vl ? vl : 1),
			    "invalid value name %s", vl ? val : "");
		if (!cur_accept(c, ')'))
			return cur_error(c, cur_col(c), 1,
			    "expected a closing parenthesis");
		v |= k << (field == 0 ? 0 : field == 1 ? 4 : 7);
	} while (cur_accept(c, '|'));
	c->in->simm16 = (uint16_t)v;
	return 0;
}

void
asm_delay_alu_text(uint16_t simm, char *buf, size_t size)
{
	unsigned id0 = simm & 0xf, skip = (simm >> 4) & 7;
	unsigned id1 = (simm >> 7) & 0xf;
	size_t pos = 0;

	buf[0] = '\0';
	/* printDelayFlag: the fields that are not 0, or "0" */
	if (id0)
		pos += (size_t)snprintf(buf + pos, size - pos, "instid0(%s)",
		    id0 < 12 ? delay_ids[id0] : "/* invalid instid value */");
	if (skip && pos < size)
		pos += (size_t)snprintf(buf + pos, size - pos,
		    "%sinstskip(%s)", pos ? " | " : "", skip < 6 ?
		    delay_skips[skip] : "/* invalid instskip value */");
	if (id1 && pos < size)
		pos += (size_t)snprintf(buf + pos, size - pos,
		    "%sinstid1(%s)", pos ? " | " : "", id1 < 12 ?
		    delay_ids[id1] : "/* invalid instid value */");
	if (pos == 0)
		snprintf(buf, size, "0");
}

/* The dependency counters of s_waitcnt_depctr / s_wait_alu (llvm-mc 19's
 * DepCtr table, in its printing order): bits, width, and whether gfx1010
 * lacks the field. Unnamed bits 6:5 make a value print as a number. */
static const struct depctr_field {
	const char *name;
	uint8_t shift, width;
	bool gfx1030_on;
} depctr_fields[7] = {
	{ "depctr_hold_cnt", 7, 1, true }, { "depctr_sa_sdst", 0, 1, false },
	{ "depctr_va_vdst", 12, 4, false }, { "depctr_va_sdst", 9, 3, false },
	{ "depctr_va_ssrc", 8, 1, false }, { "depctr_va_vcc", 1, 1, false },
	{ "depctr_vm_vsrc", 2, 3, false },
};

static bool
depctr_has(const struct depctr_field *f, enum isa_target t)
{
	/* RDNA1 (gfx1010) lacks depctr_hold_cnt */
	return !f->gfx1030_on || isa_features(t)->gen != ISA_GEN_RDNA1;
}

int
asm_read_depctr(struct cursor *c)
{
	unsigned v = 0xffff, given = 0;

	cur_skip_blanks(c);
	if (starts_number(c))
		return read_imm16(c, &c->in->simm16);
	/* unnamed bits are 0 in a symbolic value */
	v &= ~0x60u;
	if (!depctr_has(&depctr_fields[0], c->target))
		v &= ~0x80u;
	do {
		char w[ASM_TOKEN_MAX];
		unsigned col, vcol, k;
		size_t wl;
		int64_t n;

		cur_skip_blanks(c);
		col = cur_col(c);
		wl = asm_word(c, w, sizeof w);
		for (k = 0; k < 7; k++)
			if (strcmp(w, depctr_fields[k].name) == 0 &&
			    depctr_has(&depctr_fields[k], c->target))
				break;
		if (k == 7)
			return cur_error(c, col, (unsigned)(wl ? wl : 1),
			    "invalid counter name %s", wl ? w : "");
		if (given >> k & 1)
			return cur_error(c, col, (unsigned)wl,
			    "duplicate counter name %s", w);
		given |= 1u << k;
		if (!cur_accept(c, '('))
			return cur_error(c, cur_col(c), 1,
			    "expected a left parenthesis");
		cur_skip_blanks(c);
		vcol = cur_col(c);
		if (cur_int(c, &n) != 0)
			return -1;
		unsigned max = (1u << depctr_fields[k].width) - 1;
		if (n < 0 || n > max)
			return cur_error(c, vcol, 1, "invalid value for %s "
			    "(0..%u)", w, max);
		if (!cur_accept(c, ')'))
			return cur_error(c, cur_col(c), 1,
			    "expected a closing parenthesis");
		v = (v & ~(max << depctr_fields[k].shift)) |
		    (unsigned)n << depctr_fields[k].shift;
		cur_skip_blanks(c);
		if (cur_peek(c) == '&' || cur_peek(c) == ',')
			c->i++;
	} while (!cur_at_end(c));
	c->in->simm16 = (uint16_t)v;
	return 0;
}

void
asm_depctr_text(uint16_t simm, enum isa_target t, char *buf, size_t size)
{
	unsigned named = 0, nondefault = 0;
	size_t pos = 0;

	for (unsigned k = 0; k < 7; k++) {
		const struct depctr_field *f = &depctr_fields[k];
		unsigned max = (1u << f->width) - 1;
		if (!depctr_has(f, t))
			continue;
		named |= max << f->shift;
		nondefault += ((simm >> f->shift) & max) != max;
	}
	/* isSymbolicDepCtrEncoding: no bit outside the fields */
	if (simm & ~named & 0xffffu) {
		snprintf(buf, size, "0x%x", simm);
		return;
	}
	buf[0] = '\0';
	for (unsigned k = 0; k < 7 && pos < size; k++) {
		const struct depctr_field *f = &depctr_fields[k];
		unsigned max = (1u << f->width) - 1, val;
		if (!depctr_has(f, t))
			continue;
		val = (simm >> f->shift) & max;
		/* the fields that differ from "no wait", or all of them */
		if (val == max && nondefault)
			continue;
		pos += (size_t)snprintf(buf + pos, size - pos, "%s%s(%u)",
		    pos ? " " : "", f->name, val);
	}
}

int
asm_read_wait(struct cursor *c)
{
	if (c->row->flags & ISA_F_SOPK) {
		struct operand *o = &c->in->dst;
		unsigned col;

		cur_skip_blanks(c);
		col = cur_col(c);
		if (asm_read_operand(c, o) != 0)
			return -1;
		o->col = (uint16_t)col;
		if (o->kind != OPND_NULL && o->kind != OPND_M0 &&
		    (o->kind != OPND_SGPR || o->count > 1))
			return cur_error(c, col, 1, "invalid operand for "
			    "instruction (an SGPR, m0 or null)");
		/* gfx11 dropped the SGPR count (llvm-mc 19's words) */
		if (o->kind != OPND_NULL && c->ft->enc >= ISA_ENC_GFX11)
			return cur_error(c, col, 1, "src0 must be null");
		if (!cur_accept(c, ','))
			return cur_error(c, cur_col(c), 1, "too few operands "
			    "for instruction");
		cur_skip_blanks(c);
		col = cur_col(c);
		int64_t v;
		if (cur_int(c, &v) != 0)
			return -1;
		if (v < -32768 || v > 0xffff)
			return cur_error(c, col, 1, "invalid operand for "
			    "instruction (%s takes a 16-bit count)",
			    c->row->name);
		c->in->simm16 = (uint16_t)v;
		return 0;
	}
	return read_imm16(c, &c->in->simm16);
}

void
asm_delay_alu_explain(uint16_t simm, char *buf, size_t size)
{
	static const char *const skips[6] = { "the same instruction",
		"the instruction after it", "the 2nd instruction after it",
		"the 3rd instruction after it", "the 4th instruction after it",
		"the 5th instruction after it" };
	unsigned id[2] = { simm & 0xfu, (simm >> 7) & 0xfu };
	unsigned skip = (simm >> 4) & 7;
	char what[2][64];
	size_t pos;

	for (unsigned k = 0; k < 2; k++) {
		unsigned v = id[k];
		if (v >= 1 && v <= 4)
			snprintf(what[k], sizeof what[k], "the VALU result %u "
			    "instruction%s back", v, v > 1 ? "s" : "");
		else if (v >= 5 && v <= 7)
			snprintf(what[k], sizeof what[k], "the transcendental "
			    "(TRANS32) result %u back", v - 4);
		else if (v == 8)
			snprintf(what[k], sizeof what[k], "an FMA "
			    "accumulation, 1 cycle");
		else if (v >= 9 && v <= 11)
			snprintf(what[k], sizeof what[k], "an SALU result, %u "
			    "cycle%s", v - 8, v > 9 ? "s" : "");
		else
			snprintf(what[k], sizeof what[k], "%s", v ?
			    "an invalid dependency" : "nothing");
	}
	pos = (size_t)snprintf(buf, size, "A scheduling hint (RDNA3 ISA "
	    "4.5): the next instruction waits for %s", what[0]);
	if (id[1] && pos < size)
		pos += (size_t)snprintf(buf + pos, size - pos, "; %s waits "
		    "for %s", skip < 6 ? skips[skip] : "an invalid "
		    "instruction", what[1]);
	if (pos < size)
		snprintf(buf + pos, size - pos, ". The hardware interlocks "
		    "anyway: no value changes, and leaving it out is no "
		    "hazard.");
}
