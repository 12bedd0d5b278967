/* SPDX-License-Identifier: MIT */
/* Assembler operands of the LDS, memory and SOPP instructions: ds offsets
 * and the swizzle() macros, buffer/flat/global offsets, image dims, and
 * the s_waitcnt counters with their per-target layout. Pure. */
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
	if (r->family == ISA_MUBUF) {
		if (v < 0 || v > 4095)
			return cur_error(c, col, 6, "invalid operand for "
			    "instruction (buffer offset is 0..4095; llvm-mc 14 "
			    "silently encodes 4096 as 0)");
	} else if (r->family == ISA_FLAT || r->family == ISA_GLOBAL) {
		int64_t lo, hi;
		bool gfx10 = c->ft->enc >= ISA_ENC_GFX10;
		if (!c->ft->flat_offset)
			return cur_error_kind(c, DIAG_TARGET, col, 6,
			    "flat offset modifier is not supported on this "
			    "GPU (gfx9 and later)");
		if (gfx10) {
			lo = r->family == ISA_GLOBAL ? -2048 : 0;
			hi = 2047;
		} else {
			lo = r->family == ISA_GLOBAL ? -4096 : 0;
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
