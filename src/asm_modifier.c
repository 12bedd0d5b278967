/* SPDX-License-Identifier: MIT */
/* Assembler modifiers: DPP16/DPP8 controls and masks, SDWA selects, VOP3
 * clamp/omod/op_sel, memory flags; their order and duplicates (the values
 * of offset:, dim: and the s_waitcnt counters are in asm_memop.c). llvm-mc
 * 14 is the reference for spelling, order and messages; CLRX spellings are
 * accepted with a note. Pure. */
#include "asm_int.h"

#include "asm_modifiers.h"
#include "lookup_index.h"

#include <stdio.h>
#include <string.h>

static const struct modifier {
	const char *name;
	uint8_t len;
	uint8_t kind;
	uint8_t applies;
	const char *help;
} modifiers[] = {
#define ASM_MOD(nm, kd, ap, av, c1, c2, hp) \
	{ .name = nm, .len = sizeof(nm) - 1, .kind = kd, .applies = ap, \
	  .help = hp },
#include "asm_modifiers.h"
#undef ASM_MOD
};

#define NMODS (sizeof modifiers / sizeof *modifiers)

static unsigned
applies_to(const struct cursor *c)
{
	switch (c->row->family) {
	case ISA_VOP1:
	case ISA_VOP2:
	case ISA_VOPC: {
		unsigned a = FOR_VOP3;
		if (isa_has_dpp(c->row, c->target))
			a |= FOR_DPP;
		if (c->row->flags & ISA_F_SDWA)
			a |= FOR_SDWA;
		return a;
	}
	case ISA_VOP3:
		return FOR_VOP3 | (isa_has_vop3_dpp(c->row, c->target) ?
		    FOR_DPP : 0u);
	case ISA_DS:
		return FOR_DS;
	case ISA_MUBUF:
	case ISA_FLAT:
	case ISA_GLOBAL:
	case ISA_SCRATCH:
		return FOR_MEM;
	case ISA_MIMG:
		return FOR_MEM | FOR_MIMG;
	case ISA_SMEM:
		return FOR_MEM;
	default:
		return 0;
	}
}

int
asm_expect_colon(struct cursor *c)
{
	cur_skip_blanks(c);
	if (c->i < c->n && c->s[c->i] == ':') {
		c->i++;
		cur_skip_blanks(c);
		return 0;
	}
	return cur_error(c, cur_col(c), 1, "expected a colon");
}

/* ":N" with N in lo..hi; msg names the value for the error. */
static int
colon_int(struct cursor *c, int64_t lo, int64_t hi, const char *what,
    int64_t *out)
{
	unsigned col;

	if (asm_expect_colon(c) != 0)
		return -1;
	col = cur_col(c);
	if (cur_int(c, out) != 0)
		return -1;
	if ((*out < lo || *out > hi) && lo == hi)
		return cur_error(c, col, (unsigned)(c->i + 1 - col),
		    "invalid %s value (only %s:%lld exists)", what, what,
		    (long long)lo);
	if (*out < lo || *out > hi)
		return cur_error(c, col, (unsigned)(c->i + 1 - col),
		    "invalid %s value (%lld..%lld)", what, (long long)lo,
		    (long long)hi);
	return 0;
}

/* "[a,b,...]" of n values each 0..max. */
static int
int_list(struct cursor *c, unsigned n, int64_t max, const char *what,
    int64_t *vals)
{
	if (!cur_accept(c, '['))
		return cur_error(c, cur_col(c), 1,
		    "expected an opening square bracket");
	for (unsigned k = 0; k < n; k++) {
		unsigned col;
		if (k > 0 && !cur_accept(c, ','))
			return cur_error(c, cur_col(c), 1,
			    "expected a comma (%u values)", n);
		cur_skip_blanks(c);
		col = cur_col(c);
		if (cur_int(c, &vals[k]) != 0)
			return -1;
		if (vals[k] < 0 || vals[k] > max)
			return cur_error(c, col, 1, "expected a %s", what);
	}
	if (!cur_accept(c, ']'))
		return cur_error(c, cur_col(c), 1,
		    "expected a closing square bracket");
	return 0;
}

/* The GFX8/9 DPP controls that GFX10 dropped, with what to use instead. */
static int
gfx10_dropped(struct cursor *c, const char *name, unsigned col, size_t len)
{
	return cur_error_kind(c, DIAG_TARGET, col, (unsigned)len,
	    "not a valid operand. (%s is not supported on %s: GFX10+ has no "
	    "%s; use %s)", name, isa_target_name(c->target),
	    name[0] == 'w' ? "wave shifts or rotates" : "row broadcasts",
	    name[0] == 'w' ? "row_shl/row_shr:1 with v_permlanex16_b32 across "
			     "rows, or ds_bpermute_b32"
			   : "row_share or v_permlanex16_b32");
}

static bool
has_row_share(const struct isa_features *f)
{
	return f->dpp_row_share;
}

static bool
has_row_newbcast(const struct isa_features *f)
{
	return f->dpp_row_newbcast;
}

static int
set_ctrl(struct cursor *c, unsigned ctrl, unsigned col, size_t len)
{
	if (c->seen & (MOD_DPP_CTRL | MOD_DPP8))
		return cur_error(c, col, (unsigned)len,
		    "not a valid operand. (only one DPP control per "
		    "instruction)");
	if (c->dpp_stage > 0)
		return cur_error(c, col, (unsigned)len,
		    "not a valid operand. (LLVM 14 wants the DPP control "
		    "first, then row_mask, bank_mask, bound_ctrl, fi)");
	c->seen |= MOD_DPP_CTRL;
	c->any_dpp = true;
	c->dpp_stage = 1;
	c->in->dpp_ctrl = (uint16_t)ctrl;
	return 0;
}

static int
dpp_stage(struct cursor *c, unsigned stage, unsigned col, size_t len)
{
	if (c->dpp_stage >= stage)
		return cur_error(c, col, (unsigned)len,
		    "invalid operand for instruction (LLVM 14 wants DPP "
		    "modifiers in this order: control, row_mask, bank_mask, "
		    "bound_ctrl, fi)");
	c->dpp_stage = (uint8_t)stage;
	if (!c->any_dpp8)
		c->any_dpp = true;
	return 0;
}

static int
sdwa_stage(struct cursor *c, unsigned stage, unsigned col, size_t len)
{
	if (c->sdwa_stage >= stage)
		return cur_error(c, col, (unsigned)len,
		    "invalid operand for instruction (LLVM 14 wants SDWA "
		    "modifiers in this order: clamp, mul/div, dst_sel, "
		    "dst_unused, src0_sel, src1_sel)");
	c->sdwa_stage = (uint8_t)stage;
	return 0;
}

static const char *const sel_names[] = {
	"BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3", "WORD_0", "WORD_1", "DWORD",
};

/* CLRX spellings of the selects (reference 002). */
static const struct {
	const char *name;
	uint8_t sel;
} sel_clrx[] = {
	{ "BYTE0", 0 }, { "BYTE1", 1 }, { "BYTE2", 2 }, { "BYTE3", 3 },
	{ "B0", 0 },    { "B1", 1 },    { "B2", 2 },    { "B3", 3 },
	{ "WORD0", 4 }, { "WORD1", 5 }, { "W0", 4 },    { "W1", 5 },
	{ "DW", 6 },
};

static bool
ieq(const char *a, const char *b)
{
	for (; *a && *b; a++, b++) {
		char x = *a >= 'a' && *a <= 'z' ? (char)(*a - 32) : *a;
		char y = *b >= 'a' && *b <= 'z' ? (char)(*b - 32) : *b;
		if (x != y)
			return false;
	}
	return *a == *b;
}

/* Reads a bare word after ':' keeping its case. */
size_t
asm_word(struct cursor *c, char *buf, size_t size)
{
	size_t k = 0, start = c->i, i = c->i, n = c->n;
	const char *s = c->s;

#if ASM_RUN16
	/* Most words are shorter than 16 bytes: one vector test. */
	if (i + 16 <= c->vec_end && size > 16) {
		unsigned r = asm_name_run16(s + i, false, true);
		if (r < 16) {
			memcpy(buf, s + i, 16);
			buf[r] = '\0';
			c->i = i + r;
			return r;
		}
	}
#endif

	/* Locals: stores through buf could alias the cursor. */
	while (i < n && ((s[i] >= 'a' && s[i] <= 'z') ||
			 (s[i] >= 'A' && s[i] <= 'Z') ||
			 (s[i] >= '0' && s[i] <= '9') || s[i] == '_')) {
		if (k + 1 < size)
			buf[k++] = s[i];
		i++;
	}
	buf[k] = '\0';
	c->i = i;
	return i - start;
}

static int
read_sel(struct cursor *c, const char *what, uint8_t *out)
{
	char w[ASM_TOKEN_MAX];
	unsigned col;
	size_t len;

	if (asm_expect_colon(c) != 0)
		return -1;
	col = cur_col(c);
	len = asm_word(c, w, sizeof w);
	/* BYTE_n, WORD_n, DWORD: the canonical spellings, without strcmp. */
	if (len == 6 && memcmp(w, "BYTE_", 5) == 0 && w[5] >= '0' &&
	    w[5] <= '3') {
		*out = (uint8_t)(w[5] - '0');
		return 0;
	}
	if (len == 6 && memcmp(w, "WORD_", 5) == 0 && (w[5] == '0' ||
						       w[5] == '1')) {
		*out = (uint8_t)(SDWA_WORD_0 + (w[5] - '0'));
		return 0;
	}
	if (len == 5 && memcmp(w, "DWORD", 5) == 0) {
		*out = SDWA_DWORD;
		return 0;
	}
	for (unsigned k = 0; k < 7; k++) {
		if (ieq(w, sel_names[k])) {
			*out = (uint8_t)k;
			cur_note(c, col, (unsigned)len, "CLRX spelling '%s' "
			    "accepted; llvm-mc writes %s:%s", w, what,
			    sel_names[k]);
			return 0;
		}
	}
	for (size_t k = 0; k < sizeof sel_clrx / sizeof *sel_clrx; k++) {
		if (ieq(w, sel_clrx[k].name)) {
			*out = sel_clrx[k].sel;
			cur_note(c, col, (unsigned)len, "CLRX spelling '%s' "
			    "accepted; llvm-mc writes %s:%s", w, what,
			    sel_names[sel_clrx[k].sel]);
			return 0;
		}
	}
	return cur_error(c, col, (unsigned)(len ? len : 1),
	    "invalid %s value (BYTE_0..BYTE_3, WORD_0, WORD_1, DWORD)", what);
}

static int
read_unused(struct cursor *c)
{
	static const char *const names[] = {
		"UNUSED_PAD", "UNUSED_SEXT", "UNUSED_PRESERVE",
	};
	char w[ASM_TOKEN_MAX];
	unsigned col;
	size_t len;

	if (asm_expect_colon(c) != 0)
		return -1;
	col = cur_col(c);
	len = asm_word(c, w, sizeof w);
	/* The canonical spellings first, before any CLRX one. */
	for (unsigned k = 0; k < 3; k++) {
		if (strcmp(w, names[k]) == 0) {
			c->in->dst_unused = (uint8_t)k;
			return 0;
		}
	}
	for (unsigned k = 0; k < 3; k++) {
		if (ieq(w, names[k]) || ieq(w, names[k] + 7)) {
			c->in->dst_unused = (uint8_t)k;
			cur_note(c, col, (unsigned)len, "CLRX spelling '%s' "
			    "accepted; llvm-mc writes dst_unused:%s", w,
			    names[k]);
			return 0;
		}
	}
	return cur_error(c, col, (unsigned)(len ? len : 1),
	    "invalid dst_unused value (UNUSED_PAD, UNUSED_SEXT, "
	    "UNUSED_PRESERVE)");
}

static int apply_kind(struct cursor *c, const struct modifier *m,
    unsigned col, size_t len);

/* The MOD_* bit that records a modifier, for duplicates (0: none). */
static uint32_t
seen_bit(enum mod_kind k)
{
	switch (k) {
	case M_ROW_MASK: return MOD_ROW_MASK;
	case M_BANK_MASK: return MOD_BANK_MASK;
	case M_BOUND_CTRL: return MOD_BOUND_CTRL;
	case M_FI: return MOD_FI;
	case M_DST_SEL: return MOD_DST_SEL;
	case M_DST_UNUSED: return MOD_DST_UNUSED;
	case M_SRC0_SEL: return MOD_SRC0_SEL;
	case M_SRC1_SEL: return MOD_SRC1_SEL;
	case M_CLAMP: return MOD_CLAMP;
	case M_MUL: case M_DIV: return MOD_OMOD;
	case M_OP_SEL: case M_BYTE_SEL: return MOD_OP_SEL;
	case M_OFFSET: return MOD_OFFSET;
	case M_GDS: return MOD_GDS;
	case M_OFFSET0: return MOD_OFFSET0;
	case M_OFFSET1: return MOD_OFFSET1;
	case M_OFFEN: return MOD_OFFEN;
	case M_IDXEN: return MOD_IDXEN;
	case M_GLC: case M_SC0: return MOD_GLC;
	case M_SLC: case M_NT: return MOD_SLC;
	case M_SC1: return MOD_SC1;
	case M_DLC: return MOD_DLC;
	case M_TH: return MOD_TH;
	case M_SCOPE: return MOD_SCOPE;
	case M_OP_SEL_HI: return MOD_OP_SEL_HI;
	case M_NEG_LO: return MOD_NEG_LO;
	case M_NEG_HI: return MOD_NEG_HI;
	case M_DMASK: return MOD_DMASK;
	case M_UNORM: return MOD_UNORM;
	case M_DIM: return MOD_DIM;
	default: return 0;
	}
}

static bool
mem_cache_bit(enum mod_kind k)
{
	return k == M_GLC || k == M_SLC || k == M_DLC || k == M_SC0 ||
	    k == M_SC1 || k == M_NT || k == M_TH || k == M_SCOPE;
}

/* Where a memory modifier must come in LLVM 14's fixed order (0: not a
 * memory modifier); cache-policy bits share one place. */
static unsigned
mem_order(const struct cursor *c, enum mod_kind k, const char **order)
{
	switch (c->row->family) {
	case ISA_DS:
		*order = "offset (or offset0, offset1), gds";
		return k == M_OFFSET || k == M_OFFSET0 ? 1 : k == M_OFFSET1 ?
		    2 : k == M_GDS ? 3 : 0;
	case ISA_MUBUF:
		*order = "idxen, offen, offset, glc/slc/dlc";
		return k == M_IDXEN ? 1 : k == M_OFFEN ? 2 : k == M_OFFSET ? 3
		     : mem_cache_bit(k) ? 4 : 0;
	case ISA_FLAT:
	case ISA_GLOBAL:
	case ISA_SCRATCH:
		*order = "offset, glc/slc/dlc";
		return k == M_OFFSET ? 1 : mem_cache_bit(k) ? 2 : 0;
	case ISA_SMEM:
		*order = "offset, glc/dlc";
		return k == M_OFFSET ? 1 : mem_cache_bit(k) ? 2 : 0;
	case ISA_MIMG:
		*order = "dmask, dim, unorm, glc/slc/dlc";
		return k == M_DMASK ? 1 : k == M_DIM ? 2 : k == M_UNORM ? 3
		     : mem_cache_bit(k) ? 4 : 0;
	default:
		return 0;
	}
}

/* glc, slc or dlc on a scalar load: glc (also on gfx942, which spells
 * the vector bits sc0) and dlc (gfx10, gfx11); gfx12 takes none of them
 * (llvm-mc 19). */
static int
smem_cache_bit(struct cursor *c, const struct modifier *m, unsigned col,
    size_t len)
{
	if (m->kind == M_SLC || c->ft->enc >= ISA_ENC_GFX12)
		return cur_error(c, col, (unsigned)len, "invalid operand for "
		    "instruction (%s)", c->ft->enc >= ISA_ENC_GFX12 ?
		    "gfx12 scalar loads take no glc, slc or dlc" :
		    "scalar loads take glc and dlc only");
	if (m->kind == M_DLC) {
		if (!c->ft->dlc_dim)
			return cur_error_kind(c, DIAG_TARGET, col,
			    (unsigned)len, "dlc modifier is not supported on "
			    "this GPU (gfx1010 and later)");
		c->in->dlc = true;
		return 0;
	}
	c->in->glc = true;
	c->glc_col = (uint16_t)col;
	return 0;
}

/* One modifier whose name has been read. */
static int
apply(struct cursor *c, const struct modifier *m, unsigned col, size_t len)
{
	uint32_t bit = seen_bit((enum mod_kind)m->kind);
	const char *order = "";
	unsigned stage = mem_order(c, (enum mod_kind)m->kind, &order);

	if ((m->applies & (FOR_DPP | FOR_SDWA)) && !(m->applies & FOR_VOP3) &&
	    c->mod_col == 0)
		c->mod_col = (uint16_t)col;
	if (bit && (c->seen & bit) && (m->kind == M_GLC || m->kind == M_SLC ||
				       m->kind == M_DLC))
		return cur_error(c, col, (unsigned)len,
		    "duplicate cache policy modifier");
	if (bit && (c->seen & bit))
		return cur_error(c, col, (unsigned)len, "invalid operand for "
		    "instruction (%s given twice)", m->kind == M_DIV ||
		    m->kind == M_MUL ? "mul/div" : m->name);
	c->seen |= bit;
	if (stage) {
		if (stage < c->mem_stage)
			return cur_error(c, col, (unsigned)len, "invalid "
			    "operand for instruction (LLVM 14 wants these "
			    "modifiers in this order: %s)", order);
		c->mem_stage = (uint8_t)stage;
	}
	return apply_kind(c, m, col, len);
}

/* glc, slc or dlc on gfx12, which replaced them with th: and scope:. */
static int
gfx12_cache_bit(struct cursor *c, const char *name, unsigned col,
    size_t len)
{
	return cur_error_kind(c, DIAG_TARGET, col, (unsigned)len, "invalid "
	    "operand for instruction (%s is not supported on %s: its cache "
	    "bits are th:TH_... and scope:SCOPE_...; an atomic returns the "
	    "old value with th:TH_ATOMIC_RETURN)", name,
	    isa_target_name(c->target));
}

/* The modifier's own syntax and meaning. */
static int
apply_kind(struct cursor *c, const struct modifier *m, unsigned col,
    size_t len)
{
	struct insn *in = c->in;
	int64_t v, vals[8];
	bool row_share = c->ft->dpp_row_share;
	bool old_dpp = c->ft->dpp_wave_ctrls;

	switch ((enum mod_kind)m->kind) {
	case M_QUAD_PERM:
		if (asm_expect_colon(c) != 0 ||
		    int_list(c, 4, 3, "2-bit value", vals) != 0)
			return -1;
		return set_ctrl(c, (unsigned)(vals[0] | vals[1] << 2 |
		    vals[2] << 4 | vals[3] << 6), col, len);
	case M_ROW_SHL:
	case M_ROW_SHR:
	case M_ROW_ROR:
		if (colon_int(c, 1, 15, m->name, &v) != 0)
			return -1;
		return set_ctrl(c, (m->kind == M_ROW_SHL ? 0x100u
				    : m->kind == M_ROW_SHR ? 0x110u : 0x120u) +
				       (unsigned)v, col, len);
	case M_WAVE_SHL:
	case M_WAVE_ROL:
	case M_WAVE_SHR:
	case M_WAVE_ROR:
		if (!old_dpp)
			return gfx10_dropped(c, m->name, col, len);
		cur_skip_blanks(c);
		if (c->i < c->n && c->s[c->i] == ':') {
			if (colon_int(c, 1, 1, m->name, &v) != 0)
				return -1;
		} else {
			cur_note(c, col, (unsigned)len, "CLRX spelling '%s' "
			    "accepted; llvm-mc writes %s:1", m->name,
			    m->name);
		}
		return set_ctrl(c, 0x130u + 4u * (unsigned)(m->kind -
		    M_WAVE_SHL), col, len);
	case M_ROW_MIRROR:
		return set_ctrl(c, DPP_ROW_MIRROR, col, len);
	case M_ROW_HALF_MIRROR:
		return set_ctrl(c, DPP_ROW_HALF_MIRROR, col, len);
	case M_ROW_BCAST:
		if (!old_dpp)
			return gfx10_dropped(c, m->name, col, len);
		if (asm_expect_colon(c) != 0)
			return -1;
		{
			unsigned vcol = cur_col(c);
			if (cur_int(c, &v) != 0)
				return -1;
			if (v != 15 && v != 31)
				return cur_error(c, vcol, 1,
				    "invalid row_bcast value (15 or 31)");
		}
		return set_ctrl(c, v == 15 ? DPP_ROW_BCAST15 : DPP_ROW_BCAST31,
		    col, len);
	case M_ROW_SHARE:
	case M_ROW_XMASK:
		if (!row_share) {
			bool nb = m->kind == M_ROW_SHARE &&
				  c->ft->dpp_row_newbcast;
			char tl[96];
			isa_list_targets(has_row_share, tl, sizeof tl);
			return cur_error_kind(c, DIAG_TARGET, col,
			    (unsigned)len, "not a valid operand. (%s exists "
			    "on %s%s%s%s)", m->name, tl, nb ? "; " : "",
			    nb ? isa_target_name(c->target) : "",
			    nb ? " spells it row_newbcast" : "");
		}
		if (colon_int(c, 0, 15, m->name, &v) != 0)
			return -1;
		return set_ctrl(c, (m->kind == M_ROW_SHARE ? 0x150u : 0x160u) +
				       (unsigned)v, col, len);
	case M_ROW_NEWBCAST:
		if (!c->ft->dpp_row_newbcast) {
			char tl[96];
			isa_list_targets(has_row_newbcast, tl, sizeof tl);
			return cur_error_kind(c, DIAG_TARGET, col,
			    (unsigned)len, "not a valid operand. (row_newbcast "
			    "exists only on %s%s)", tl, row_share ?
			    "; GFX10+ spells it row_share" : "");
		}
		/* 0..15: llvm-mc 14 and 19 take and print row_newbcast:0 */
		if (colon_int(c, 0, 15, m->name, &v) != 0)
			return -1;
		return set_ctrl(c, 0x150u + (unsigned)v, col, len);
	case M_ROW_MASK:
	case M_BANK_MASK:
		if (c->any_dpp8)
			return cur_error(c, col, (unsigned)len, "invalid "
			    "operand for instruction (dpp8 has no masks)");
		if (dpp_stage(c, m->kind == M_ROW_MASK ? 2 : 3, col, len) != 0)
			return -1;
		if (colon_int(c, 0, 15, m->name, &v) != 0)
			return -1;
		if (m->kind == M_ROW_MASK)
			in->row_mask = (uint8_t)v;
		else
			in->bank_mask = (uint8_t)v;
		return 0;
	case M_BOUND_CTRL:
		if (c->any_dpp8)
			return cur_error(c, col, (unsigned)len, "invalid "
			    "operand for instruction (dpp8 has no "
			    "bound_ctrl)");
		if (dpp_stage(c, 4, col, len) != 0)
			return -1;
		cur_skip_blanks(c);
		if (c->i < c->n && c->s[c->i] == ':') {
			if (asm_expect_colon(c) != 0 || cur_int(c, &v) != 0)
				return -1;
			if (v != 0 && v != 1)
				return cur_error(c, col, (unsigned)len,
				    "invalid bound_ctrl value. (0 or 1; both "
				    "set the bit in LLVM 14)");
		} else {
			v = 1; /* CLRX: the bare word sets the bit */
			cur_note(c, col, (unsigned)len, "CLRX spelling "
			    "'bound_ctrl' accepted; llvm-mc writes "
			    "bound_ctrl:0 (or bound_ctrl:1, the same bit)");
		}
		/* Up to GFX10 bound_ctrl:0 and :1 both set bit 19 (LLVM 14,
		 * D97048); from GFX11 :0 clears it (D149254, semantics.md
		 * 2.4). */
		in->bound_ctrl = !c->ft->dpp_bound_ctrl_zero || v != 0;
		return 0;
	case M_FI:
		if (!c->ft->dpp8)
			return cur_error_kind(c, DIAG_TARGET, col,
			    (unsigned)len, "not a valid operand. (fi exists "
			    "from gfx1010 on)");
		if (!c->any_dpp8 && dpp_stage(c, 5, col, len) != 0)
			return -1;
		if (asm_expect_colon(c) != 0 || cur_int(c, &v) != 0)
			return -1;
		if (v != 0 && v != 1)
			return cur_error(c, col, (unsigned)len,
			    "invalid fi value. (0 or 1)");
		in->fi = v != 0;
		return 0;
	case M_DPP8:
		if (!c->ft->dpp8)
			return cur_error_kind(c, DIAG_TARGET, col,
			    (unsigned)len, "not a valid operand. (dpp8 exists "
			    "from gfx1010 on)");
		if (c->seen & (MOD_DPP_CTRL | MOD_DPP8) || c->dpp_stage)
			return cur_error(c, col, (unsigned)len, "invalid "
			    "operand for instruction (dpp8 excludes DPP16 "
			    "controls)");
		if (asm_expect_colon(c) != 0 ||
		    int_list(c, 8, 7, "3-bit value", vals) != 0)
			return -1;
		in->dpp8_sel = 0;
		for (unsigned k = 0; k < 8; k++)
			in->dpp8_sel |= (uint32_t)vals[k] << (3 * k);
		c->seen |= MOD_DPP8;
		c->any_dpp8 = true;
		return 0;
	case M_DST_SEL:
	case M_DST_UNUSED:
		if (c->row->family == ISA_VOPC)
			return cur_error(c, col, (unsigned)len,
			    "invalid operand for instruction (SDWA compares "
			    "have no %s)", m->name);
		if (sdwa_stage(c, m->kind == M_DST_SEL ? 3 : 4, col, len) != 0)
			return -1;
		c->any_sdwa = true;
		if (m->kind == M_DST_SEL)
			return read_sel(c, "dst_sel", &in->dst_sel);
		return read_unused(c);
	case M_SRC0_SEL:
	case M_SRC1_SEL:
		if (m->kind == M_SRC1_SEL && c->row->family == ISA_VOP1)
			return cur_error(c, col, (unsigned)len,
			    "invalid operand for instruction (VOP1 has no "
			    "src1)");
		if (sdwa_stage(c, m->kind == M_SRC0_SEL ? 5 : 6, col, len) != 0)
			return -1;
		c->any_sdwa = true;
		return read_sel(c, m->name,
		    m->kind == M_SRC0_SEL ? &in->src0_sel : &in->src1_sel);
	case M_CLAMP:
		if (sdwa_stage(c, 1, col, len) != 0)
			return -1;
		in->clamp = true;
		c->clamp_col = (uint16_t)col;
		c->any_vop3 = true;
		return 0;
	case M_MUL:
	case M_DIV:
		if (sdwa_stage(c, 2, col, len) != 0 || asm_expect_colon(c) != 0)
			return -1;
		{
			unsigned vcol = cur_col(c);
			if (cur_int(c, &v) != 0)
				return -1;
			(void)vcol;
			if (m->kind == M_MUL && v != 2 && v != 4)
				return cur_error(c, col, (unsigned)len,
				    "invalid mul value. (mul:2 or mul:4)");
			if (m->kind == M_DIV && v != 2)
				return cur_error(c, col, (unsigned)len,
				    "invalid div value. (div:2)");
		}
		in->omod = (uint8_t)(m->kind == M_DIV ? 3 : v == 2 ? 1 : 2);
		c->omod_col = (uint16_t)col;
		c->any_vop3 = true;
		return 0;
	case M_OP_SEL_HI:
	case M_NEG_LO:
	case M_NEG_HI:
		return asm_vop3p_modifier(c, m->kind, col, len);
	case M_OP_SEL:
		if (c->row->flags & ISA_F_VOP3P)
			return asm_vop3p_modifier(c, m->kind, col, len);
		if (c->row->flags & ISA_F_OPSEL)
			return asm_vop3_opsel(c, col, len);
		if (!isa_sem_permlane_fi_bc(c->row->sem))
			return cur_error(c, col, (unsigned)len,
			    "not a valid operand. (lanescope supports op_sel "
			    "on v_permlane16_b32/v_permlanex16_b32, their "
			    "_var forms, the packed VOP3P instructions and "
			    "the 16-bit VOP3 instructions of gfx9 on such as "
			    "v_mad_u16, v_fma_f16, v_max3_f16, v_pack_b32_f16)");
		if (asm_expect_colon(c) != 0 ||
		    int_list(c, 2, 1, "0 or 1", vals) != 0)
			return -1;
		in->op_sel = (uint8_t)(vals[0] | vals[1] << 1);
		return 0;
	case M_BYTE_SEL:
		/* gfx12's spelling of the _sr_ rows' op_sel[3:2] */
		if (!(c->row->sem == SEM_VX &&
		    ISA_VX_TO_FP8_SR(c->row->aux)) ||
		    c->ft->enc < ISA_ENC_GFX12)
			return cur_error(c, col, (unsigned)len,
			    "not a valid operand. (byte_sel is for gfx12's "
			    "v_cvt_sr_fp8_f32 and v_cvt_sr_bf8_f32)");
		if (asm_expect_colon(c) != 0 || cur_int(c, &v) != 0)
			return -1;
		if (v < 0 || v > 3)
			return cur_error(c, col, (unsigned)len,
			    "invalid byte_sel value. (0..3)");
		in->op_sel = (uint8_t)(((unsigned)v & 1u) << 2 |
		    ((unsigned)v & 2u ? ISA_OPSEL_DST : 0u));
		c->any_vop3 = true;
		return 0;
	case M_OFFSET:
		if (c->row->family == ISA_DS && c->row->sem == SEM_NOP)
			return cur_error(c, col, (unsigned)len,
			    "not a valid operand. (ds_nop takes no operand)");
		return asm_read_offset(c, col);
	case M_OFFSET0:
	case M_OFFSET1:
		if (c->row->sem != SEM_DS_READ2 && c->row->sem != SEM_DS_WRITE2 &&
		    c->row->sem != SEM_DS_WRXCHG2)
			return cur_error(c, col, (unsigned)len,
			    "not a valid operand. (%s is for the 2-address "
			    "forms ds_read2*, ds_write2*, ds_wrxchg2*)",
			    m->name);
		if (asm_expect_colon(c) != 0 || cur_int(c, &v) != 0)
			return -1;
		if (v < 0 || v > 255)
			return cur_error(c, col, (unsigned)len,
			    "invalid %s value.", m->name);
		if (m->kind == M_OFFSET0)
			in->ds_offset = (uint16_t)((in->ds_offset & 0xff00u) |
			    (unsigned)v);
		else
			in->ds_offset = (uint16_t)((in->ds_offset & 0xffu) |
			    (unsigned)v << 8);
		return 0;
	case M_GDS:
		if (!c->ft->gds)
			return cur_error_kind(c, DIAG_TARGET, col,
			    (unsigned)len, "gds modifier is not supported on "
			    "this GPU (%s has no GDS)",
			    isa_target_name(c->target));
		if (c->row->family == ISA_DS && c->row->sem == SEM_NOP)
			return cur_error(c, col, (unsigned)len,
			    "invalid operand for instruction (ds_nop takes "
			    "no operand)");
		if (!(c->row->flags & ISA_F_GDS) &&
		    !ISA_SEM_IS_LDS(c->row->sem))
			return cur_error(c, col, (unsigned)len,
			    "invalid operand for instruction (gds is accepted "
			    "on ds_swizzle_b32 only)");
		in->gds = true;
		return 0;
	case M_OFFEN:
	case M_IDXEN:
		if (c->row->family != ISA_MUBUF)
			return cur_error(c, col, (unsigned)len,
			    "invalid operand for instruction");
		if (m->kind == M_OFFEN)
			in->offen = true;
		else
			in->idxen = true;
		if (c->addr_mod_col == 0)
			c->addr_mod_col = (uint16_t)col;
		return 0;
	case M_GLC:
	case M_SLC:
		if (c->row->family == ISA_SMEM)
			return smem_cache_bit(c, m, col, len);
		if (c->ft->enc >= ISA_ENC_GFX12)
			return gfx12_cache_bit(c, m->name, col, len);
		/* CDNA3 renamed the cache bits: sc0 sits where glc was, nt
		 * where slc was, and sc1 is new (MUBUF bit 15, FLAT bit 25) */
		if (c->ft->cache_sc)
			return cur_error_kind(c, DIAG_TARGET, col,
			    (unsigned)len, "invalid operand for instruction "
			    "(%s is not supported on %s: write %s; its cache "
			    "bits are sc0, sc1 and nt)", m->name,
			    isa_target_name(c->target),
			    m->kind == M_GLC ? "sc0" : "nt");
		if (m->kind == M_GLC) {
			in->glc = true;
			c->glc_col = (uint16_t)col;
		} else {
			in->slc = true;
		}
		return 0;
	case M_SC0:
	case M_SC1:
	case M_NT:
		if (c->row->family == ISA_SMEM)
			return cur_error(c, col, (unsigned)len, "invalid "
			    "operand for instruction (scalar loads take glc "
			    "and dlc only)");
		if (!c->ft->cache_sc)
			return cur_error_kind(c, DIAG_TARGET, col,
			    (unsigned)len, "invalid operand for instruction "
			    "(%s exists on gfx942 only; this target spells "
			    "the cache bits glc and slc)", m->name);
		if (m->kind == M_SC0) {
			in->glc = true;
			c->glc_col = (uint16_t)col;
		} else if (m->kind == M_NT)
			in->slc = true;
		else
			in->sc1 = true;
		return 0;
	case M_DLC:
		if (c->row->family == ISA_SMEM)
			return smem_cache_bit(c, m, col, len);
		if (c->ft->enc >= ISA_ENC_GFX12)
			return gfx12_cache_bit(c, m->name, col, len);
		if (!c->ft->dlc_dim)
			return cur_error_kind(c, DIAG_TARGET, col,
			    (unsigned)len, "dlc modifier is not supported on "
			    "this GPU (gfx1010 and later)");
		in->dlc = true;
		return 0;
	case M_TH:
	case M_SCOPE:
		if (c->row->family == ISA_SMEM && c->ft->enc >= ISA_ENC_GFX12)
			return cur_error(c, col, (unsigned)len, "%s on a "
			    "scalar load is not modelled by lanescope",
			    m->name);
		if (c->ft->enc < ISA_ENC_GFX12)
			return cur_error_kind(c, DIAG_TARGET, col,
			    (unsigned)len, "not a valid operand. (%s: exists "
			    "from gfx1200 on; %s spells the cache bits %s)",
			    m->name, isa_target_name(c->target),
			    c->ft->cache_sc ? "sc0, sc1 and nt" :
			    c->ft->dlc_dim ? "glc, slc and dlc" :
			    "glc and slc");
		return m->kind == M_TH ? asm_read_th(c, col)
		     : asm_read_scope(c, col);
	case M_DMASK:
		if (colon_int(c, 0, 15, "dmask", &v) != 0)
			return -1;
		in->dmask = (uint8_t)v;
		return 0;
	case M_UNORM:
		in->unorm = true;
		return 0;
	case M_DIM:
		return asm_read_dim(c, col);
	case M_UNSUPPORTED:
		/* buffer_store_lds_dword is written with lds (llvm-mc 19
		 * asks for it), so there it says what the row already does */
		if (strcmp(m->name, "lds") == 0 &&
		    (c->row->flags & ISA_F_LDS_DMA) &&
		    c->row->family == ISA_MUBUF && c->ft->enc < ISA_ENC_GFX11) {
			c->lds_given = true;
			return 0;
		}
		return cur_error(c, col, (unsigned)len,
		    "%s is not modelled by lanescope", m->name);
	case M_HELP_ONLY:
		break; /* never in the index */
	}
	return cur_error(c, col, (unsigned)len, "not a valid operand.");
}

static const struct modifier *
find_modifier(const char *name, size_t len)
{
	_Static_assert(NMODS < ASM_MOD_INDEX_SIZE / 2,
	    "modifier index too small");
	if (len == 0 || len >= ASM_TOKEN_MAX)
		return NULL;
	/* the index is built from the table at build time (lookup_index.h) */
	for (unsigned h = asm_mod_hash(name, len); asm_mod_index[h] != 0;
	     h = (h + 1) & (ASM_MOD_INDEX_SIZE - 1)) {
		const struct modifier *m = &modifiers[asm_mod_index[h] - 1];
		if (m->len == len && asm_same_name(m->name, name, len))
			return m;
	}
	return NULL;
}

/* "did you mean" over the modifier names that fit the row. llvm-mc says
 * "not a valid operand." after DPP/SDWA syntax and "invalid operand for
 * instruction" elsewhere; lanescope adds the closest name, if any is
 * close (at most a third of the letters differ). */
static int
unknown_modifier(struct cursor *c, const char *name, unsigned col,
    size_t len)
{
	unsigned a = applies_to(c), best = (unsigned)(len / 3) + 1;
	const char *hit = NULL;
	const char *what = c->suffix == FORM_DPP || c->suffix == FORM_SDWA ||
			   c->any_dpp || c->any_sdwa || (c->row->family ==
			   ISA_DS && c->row->sem != SEM_NOP) ?
			   "not a valid operand."
				  : "invalid operand for instruction";

	for (size_t k = 0; k < NMODS; k++) {
		if (!(modifiers[k].applies & a))
			continue;
		unsigned d = asm_edit_distance(name, strlen(name),
		    modifiers[k].name, strlen(modifiers[k].name), best);
		if (d < best) {
			best = d;
			hit = modifiers[k].name;
		}
	}
	if (hit != NULL)
		return cur_error(c, col, (unsigned)len, "%s (unknown modifier "
		    "'%s'; did you mean %s?)", what, name, hit);
	return cur_error(c, col, (unsigned)len, "%s (unknown modifier '%s')",
	    what, name);
}

int
asm_read_modifiers(struct cursor *c)
{
	char name[ASM_TOKEN_MAX];
	unsigned a = applies_to(c);

	while (!cur_at_end(c)) {
		unsigned col = cur_col(c);
		size_t len = cur_ident(c, name, sizeof name);
		const struct modifier *m = NULL;

		if (len == 0) {
			if (cur_peek(c) == ',') {
				/* llvm-mc points at what follows the comma. */
				c->i++;
				cur_skip_blanks(c);
				return cur_error(c, cur_col(c), 1, "invalid "
				    "operand for instruction (too many "
				    "operands)");
			}
			return cur_error(c, col, 1,
			    "unknown token in expression");
		}
		m = find_modifier(name, len);
		if (m == NULL)
			return unknown_modifier(c, name, col, len);
		/* llvm-mc 19 makes v_mov_b16 with a DPP control its _dpp
		 * form, which lanescope does not model */
		if ((c->row->flags & ISA_F_T16) && (m->applies & FOR_DPP) &&
		    !(m->applies & a))
			return cur_error_kind(c, DIAG_TARGET, col,
			    (unsigned)len, "%s_dpp (%s) is not modelled by "
			    "lanescope", c->row->name, m->name);
		if (!(m->applies & a))
			return cur_error(c, col, (unsigned)len,
			    "invalid operand for instruction (%s does not "
			    "apply to %s)", m->name, c->row->name);
		if (apply(c, m, col, len) != 0)
			return -1;
	}
	return 0;
}

const char *
asm_modifier_help(const char *word, size_t len)
{
	size_t ml = len;

	/* "row_shr:3" and "swizzle(SWAP,1)" name row_shr and swizzle */
	for (size_t i = 0; i < len; i++)
		if (word[i] == ':' || word[i] == '(') {
			ml = i;
			break;
		}
	for (size_t k = 0; k < NMODS; k++)
		if (modifiers[k].len == ml &&
		    memcmp(modifiers[k].name, word, ml) == 0)
			return modifiers[k].help;
	return NULL;
}
