/* SPDX-License-Identifier: MIT */
/* Assembler internals shared by asm.c, asm_operand.c, asm_modifier.c and
 * asm_print.c: the line cursor and the helpers that read tokens from it.
 * Not a public interface. */
#ifndef LANESCOPE_ASM_INT_H
#define LANESCOPE_ASM_INT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "asm.h"
#include "diag.h"
#include "isa.h"

/* Longest token the assembler copies (mnemonics, modifier names). */
#define ASM_TOKEN_MAX 48

/* Where one line is being read, and what has been read so far. */
struct cursor {
	const char *s;        /* the line */
	size_t n;             /* its length, comment excluded */
	size_t i;             /* next byte */
	size_t vec_end;       /* 16-byte reads starting before vec_end - 15
			       * stay in bounds: n + 16 when the line was
			       * copied into a zero-padded buffer, else n */
	enum isa_target target;
	const struct isa_features *ft; /* of target */
	int wave;
	struct insn *in;
	struct diag *d;
	const struct isa_info *row;
	uint8_t suffix;       /* enum insn_form written as a suffix, or
			       * FORM_NATIVE when there was none */
	uint32_t seen;        /* MOD_* groups already given */
	uint8_t dpp_stage;    /* LLVM 14 order: ctrl, row_mask, bank_mask,
			       * bound_ctrl, fi */
	uint8_t sdwa_stage;   /* clamp, omod, dst_sel, dst_unused, src0/1 */
	uint8_t mem_stage;    /* memory modifier order, see mem_order() */
	bool any_dpp, any_dpp8, any_sdwa, any_vop3;
	bool e64_dpp;         /* the mnemonic ended in _e64_dpp */
	bool wait_given;
	bool lds_given;       /* buffer_store_lds_dword's lds was written */
	bool in_bars;         /* reading x of |x|: a '|' closes it */
	uint16_t clamp_col, omod_col; /* where clamp and mul/div were */
	uint16_t addr_mod_col;        /* where offen or idxen was */
	uint16_t glc_col;             /* where glc (sc0) was */
	uint16_t th_col;              /* where th: was (gfx12) */
	uint8_t th_kind;              /* its TH_ASM_* type (asm_memop.c) */
	uint16_t mod_col;             /* first DPP/SDWA modifier */
	bool implicit_sdst;           /* VOPC vcc destination left out */
	uint8_t opnd_bits;            /* width of the operand being read when
				       * the row mixes widths (ISA_F_WIDE),
				       * else 0: the row's type decides */
	bool int16;                   /* the operand being read is a 16-bit
				       * integer (branch vop3p16c) */
	struct asm_memo_name *names;  /* mnemonics already found (a memo's
				       * ASM_MEMO_NAMES), or NULL */
};

/* Bits of struct cursor.seen. */
#define MOD_DPP_CTRL   (1u << 0)
#define MOD_ROW_MASK   (1u << 1)
#define MOD_BANK_MASK  (1u << 2)
#define MOD_BOUND_CTRL (1u << 3)
#define MOD_FI         (1u << 4)
#define MOD_DPP8       (1u << 5)
#define MOD_CLAMP      (1u << 6)
#define MOD_OMOD       (1u << 7)
#define MOD_DST_SEL    (1u << 8)
#define MOD_DST_UNUSED (1u << 9)
#define MOD_SRC0_SEL   (1u << 10)
#define MOD_SRC1_SEL   (1u << 11)
#define MOD_OP_SEL     (1u << 12)
#define MOD_OFFSET     (1u << 13)
#define MOD_GDS        (1u << 14)
#define MOD_OFFEN      (1u << 15)
#define MOD_IDXEN      (1u << 16)
#define MOD_GLC        (1u << 17)
#define MOD_SLC        (1u << 18)
#define MOD_DLC        (1u << 19)
#define MOD_DMASK      (1u << 20)
#define MOD_UNORM      (1u << 21)
#define MOD_DIM        (1u << 22)
#define MOD_ROW_CTRL   (1u << 23) /* any DPP16 control (one allowed) */
#define MOD_SC1        (1u << 24) /* gfx942 (sc0, nt: MOD_GLC, MOD_SLC) */
#define MOD_OFFSET0    (1u << 25) /* DS 2-address forms */
#define MOD_OFFSET1    (1u << 26)
#define MOD_TH         (1u << 27) /* gfx12 cache policy (branch mem13) */
#define MOD_SCOPE      (1u << 28)
/* ---- packed math, VOP3P (branch vop3p16c) ---- */
#define MOD_OP_SEL_HI  (1u << 29)
#define MOD_NEG_LO     (1u << 30)
#define MOD_NEG_HI     (1u << 31)

/* Lexing helpers, inline: they run for every token of every line. */
static inline void
cur_skip_blanks(struct cursor *c)
{
	while (c->i < c->n && (c->s[c->i] == ' ' || c->s[c->i] == '\t'))
		c->i++;
}

static inline bool
cur_at_end(struct cursor *c)
{
	cur_skip_blanks(c);
	return c->i >= c->n;
}

static inline int
cur_peek(const struct cursor *c)
{
	return c->i < c->n ? (unsigned char)c->s[c->i] : -1;
}

static inline bool
cur_accept(struct cursor *c, char ch)
{
	cur_skip_blanks(c);
	if (c->i < c->n && c->s[c->i] == ch) {
		c->i++;
		return true;
	}
	return false;
}

static inline unsigned
cur_col(const struct cursor *c)
{
	return (unsigned)c->i + 1;
}

/* How many of the 16 bytes at p, from the first, are name characters:
 * a-z 0-9 _, plus . when dot, plus A-Z when upper. One vector test for
 * the whole of most tokens (GCC/Clang vector extension, so SSE2 or NEON
 * without intrinsics); 16 when all are. Little-endian hosts only:
 * callers keep a byte loop for the others (see ASM_RUN16). */
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define ASM_RUN16 1
static inline unsigned
asm_name_run16(const char *p, bool dot, bool upper)
{
	typedef signed char v16 __attribute__((vector_size(16)));
	v16 x, ok;
	uint64_t w[2];

	memcpy(&x, p, sizeof x);
	ok = ((x >= 'a') & (x <= 'z')) | ((x >= '0') & (x <= '9')) |
	     (x == '_');
	if (dot)
		ok |= x == '.';
	if (upper)
		ok |= (x >= 'A') & (x <= 'Z');
	memcpy(w, &ok, sizeof w);
	if (~w[0] != 0)
		return (unsigned)__builtin_ctzll(~w[0]) / 8;
	if (~w[1] != 0)
		return 8 + (unsigned)__builtin_ctzll(~w[1]) / 8;
	return 16;
}
#else
#define ASM_RUN16 0
#endif

/* Whether the LEN bytes at a and b are equal, for short names: two
 * overlapping word compares instead of a memcmp call, whose branches on
 * the length mispredicted. Reads only the LEN bytes of each. */
static inline bool
asm_same_name(const char *a, const char *b, size_t len)
{
	if (len >= 8) {
		uint64_t x, y, xe, ye;
		if (len > 16)
			return memcmp(a, b, len) == 0;
		memcpy(&x, a, 8);
		memcpy(&y, b, 8);
		memcpy(&xe, a + len - 8, 8);
		memcpy(&ye, b + len - 8, 8);
		return ((x ^ y) | (xe ^ ye)) == 0;
	}
	if (len >= 4) {
		uint32_t x, y, xe, ye;
		memcpy(&x, a, 4);
		memcpy(&y, b, 4);
		memcpy(&xe, a + len - 4, 4);
		memcpy(&ye, b + len - 4, 4);
		return ((x ^ y) | (xe ^ ye)) == 0;
	}
	for (size_t k = 0; k < len; k++)
		if (a[k] != b[k])
			return false;
	return true;
}

/* Whether the token w of length len is the string literal lit: a
 * compare of known size, which compilers inline (strcmp they call). */
#define ASM_IS(w, len, lit) \
	((len) == sizeof(lit) - 1 && memcmp((w), (lit), sizeof(lit) - 1) == 0)

/* Other lexing helpers (asm_operand.c). */
size_t cur_ident(struct cursor *c, char *buf, size_t size);
int cur_error(struct cursor *c, unsigned col, unsigned len, const char *fmt,
    ...) __attribute__((format(printf, 4, 5)));
int cur_error_kind(struct cursor *c, enum diag_kind kind, unsigned col,
    unsigned len, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
void cur_note(struct cursor *c, unsigned col, unsigned len, const char *fmt,
    ...) __attribute__((format(printf, 4, 5)));

/* Reads an integer in llvm-mc syntax (decimal, 0x hex, 0b binary, a
 * leading '-'). Returns 0, or -1 with a diagnostic. */
int cur_int(struct cursor *c, int64_t *out);

/* Whether the n characters at p name a register as llvm-mc spells one
 * (v7, s[..] excluded, vcc, exec_lo, ttmp3, flat_scratch...; not `off`):
 * such a word is an invalid operand where a branch label goes. */
bool asm_register_word(const char *p, size_t n);
/* Reads one operand (register, range, special register, constant, with
 * -, |..|, abs(), neg(), sext() modifiers) into *o. The constant is
 * classified for an operand of the row's type. Returns 0 or -1. */
int asm_read_operand(struct cursor *c, struct operand *o);

/* Classifies a constant for the row's operand type: inline constant
 * (field 128..248) or literal (field 255). is_float tells whether the text
 * was a floating-point number (then f holds it, else i). */
int asm_classify_const(struct cursor *c, struct operand *o, bool is_float,
    double f, int64_t i, unsigned col);

/* Folds neg/abs written on a constant into its bits (for a bits-wide
 * operand: the sign bit cleared, then flipped) and encodes the result as
 * any constant (inline or literal), as llvm-mc does when the e32 form, which
 * has no modifier bits, takes the instruction. Returns false and leaves *o
 * alone when there is nothing to fold or llvm-mc 19 keeps the modifiers
 * (an integer inline constant of a 64-bit operand). */
bool asm_fold_const_mods(struct operand *o, unsigned bits);

/* Reads the modifiers after the operands (asm_modifier.c). Returns 0 or
 * -1. */
int asm_read_modifiers(struct cursor *c);

/* ':' (blanks allowed around it), or -1 with "expected a colon". */
int asm_expect_colon(struct cursor *c);

/* A bare word (letters, digits, '_') keeping its case; returns its length
 * in the line. */
size_t asm_word(struct cursor *c, char *buf, size_t size);

/* The value of offset:, for DS (number or swizzle(...)) and memory rows,
 * and of dim: (asm_memop.c); col is the modifier's column. */
int asm_read_offset(struct cursor *c, unsigned col);
int asm_read_dim(struct cursor *c, unsigned col);

/* gfx12 cache policy (asm_memop.c): the values of th: and scope: (col is
 * the modifier's column), and the checks llvm-mc 19 makes of the pair
 * once the line is read (th's type against the instruction's, BYPASS
 * only with SCOPE_SYS, TH_ATOMIC_RETURN on an atomic that returns); the
 * last also sets in->glc to "the atomic returns", the meaning glc has
 * on the older targets, for the executor. */
int asm_read_th(struct cursor *c, unsigned col);
int asm_read_scope(struct cursor *c, unsigned col);
int asm_check_th(struct cursor *c);

/* The text llvm-mc 19 prints after "th:" for th and scope on row r (a
 * load, store or atomic), into buf; "" when th is 0 (nothing printed). */
void asm_th_text(const struct isa_info *r, unsigned th, unsigned scope,
    char *buf, size_t size);
extern const char *const asm_scope_names[4];

/* s_waitcnt operand: vmcnt(N) expcnt(N) lgkmcnt(N) or a number. */
int asm_read_waitcnt(struct cursor *c);

/* The waits and hints of gfx10-gfx12 (asm_memop.c): s_delay_alu's
 * instid0(...) | instskip(...) | instid1(...) or a number; the
 * depctr_*(N) list (or a number) of s_waitcnt_depctr and s_wait_alu; a
 * SEM_WAIT row's count (SOPK rows: sdst, count). Into c->in. */
int asm_read_delay_alu(struct cursor *c);
int asm_read_depctr(struct cursor *c);
int asm_read_wait(struct cursor *c);
/* asm_sopk.c (branch sop16c): the register and SIMM16 of an ISA_SOPK
 * row into c->in (dst, or src[0] for s_cmpk_*; simm16). */
int asm_read_sopk(struct cursor *c);
/* Their text as llvm-mc 19 prints it, into buf. */
void asm_delay_alu_text(uint16_t simm, char *buf, size_t size);
void asm_depctr_text(uint16_t simm, enum isa_target t, char *buf,
    size_t size);

/* In a libFuzzer build (clang -fsanitize=fuzzer), a function marked so
 * is left without the coverage hooks while keeping ASan and UBSan: for a
 * small, separately tested inner loop whose every comparison would
 * otherwise call into libFuzzer (the did-you-mean distance took a quarter
 * of the session fuzzer's time on junk words) and whose branches tell
 * the fuzzer nothing about the input's structure. */
#if defined(__has_feature)
#if __has_feature(coverage_sanitizer)
#define ASM_NO_FUZZ_COVERAGE __attribute__((no_sanitize("coverage")))
#endif
#endif
#ifndef ASM_NO_FUZZ_COVERAGE
#define ASM_NO_FUZZ_COVERAGE
#endif

/* Edit distance of two short strings (for "did you mean"), exact when it
 * is at most limit; any larger distance is returned as limit + 1. Strings
 * longer than ASM_TOKEN_MAX are measured by their first ASM_TOKEN_MAX
 * bytes. */
unsigned asm_edit_distance(const char *a, size_t alen, const char *b,
    size_t blen, unsigned limit) ASM_NO_FUZZ_COVERAGE;

/* gfx11 and gfx12 renamed some instructions (s_andn2_b32 is
 * s_and_not1_b32, global_load_dword global_load_b32); llvm-mc 19 still
 * takes the old spelling as an alias. The row that spells id's operation
 * on t when id is such an old spelling there, else ISA_ID_COUNT. */
enum isa_id asm_renamed_row(enum isa_id id, enum isa_target t);

/* Names of the targets that have row id (or take it as an old spelling,
 * asm_renamed_row), "gfx900, gfx90a" style. */
void asm_targets_having(enum isa_id id, char *buf, size_t size);

/* A VOPD pair (asm_vopd.c), after read_mnemonic found the X half in
 * c->row: both halves' operands and the rules between them. Returns 0 or
 * -1 with the diagnostic. */
int asm_vopd_parse(struct cursor *c);

/* Operand size in bits of the row's sources (16, 32 or 64). */
unsigned asm_operand_bits(const struct isa_info *row);

/* Whether row is a VOP1, VOP2 or VOPC row (an e32 form exists). */
static inline bool
asm_is_vop(const struct isa_info *row)
{
	return row->family == ISA_VOP1 || row->family == ISA_VOP2 ||
	       row->family == ISA_VOPC;
}

/* Whether operand kind k is a scalar register (SGPR or special). */
static inline bool
asm_scalar_kind(uint8_t k)
{
	return k == OPND_SGPR || k == OPND_VCC || k == OPND_VCC_LO ||
	       k == OPND_VCC_HI || k == OPND_EXEC || k == OPND_EXEC_LO ||
	       k == OPND_EXEC_HI || k == OPND_M0 || k == OPND_NULL ||
	       k == OPND_SCC || k == OPND_TTMP || k == OPND_FLAT_SCRATCH;
}

/* Whether ch may be part of a label name. */
static inline bool
asm_label_char(unsigned char ch)
{
	return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') ||
	    (ch >= '0' && ch <= '9') || ch == '_' || ch == '.' || ch == '$';
}

/* asm.c: reads the instruction at c (target, wave, line set by
 * asm_parse_line), mnemonic, operands and modifiers, then checks it.
 * Returns 0, or -1 with the error in c->d. */
int asm_parse_insn(struct cursor *c);

/* asm_parse_line, remembering the mnemonics it finds in names (NULL:
 * none; else ASM_MEMO_NAMES entries, zeroed before first use): the same
 * results, a row lookup saved on a name seen before (asm_memo.c). */
enum asm_status asm_parse_line_names(const char *line, size_t len,
    enum isa_target target, int wave, struct insn *out, struct diag *diag,
    struct asm_memo_name *names);
/* asm_check.c: the checks llvm-mc makes once everything is read, and the
 * encoding form. Returns 0, or -1 with the error in c->d. */
int asm_finish(struct cursor *c);

/* ---- 16-bit integer and f64 constants (branch vop3p16c) ---- */
/* Whether operand o of in (a source slot) is a 16-bit integer source of
 * row: llvm-mc 19 takes -32768..65535 there, a literal as its low 16 bits
 * (asm_vop3p.c). */
bool asm_int16_source(const struct isa_info *row, const struct operand *o,
    const struct insn *in);

/* The llvm-mc name of hardware register id (HW_REG_MODE for 1), or NULL
 * (asm_sopk.c, branch s5-16ops). */
const char *asm_hwreg_name(unsigned id);

/* ---- packed math, VOP3P (branch vop3p16c; asm_vop3p.c) ---- */
/* Reads the value of op_sel, op_sel_hi, neg_lo or neg_hi (kind, an enum
 * mod_kind) on a VOP3P row, the name at col, len already read. Returns 0
 * or -1 with the error in c->d. */
int asm_vop3p_modifier(struct cursor *c, unsigned kind, unsigned col,
    size_t len);
/* Reads op_sel:[s0,s1,(s2,)dst] on a VOP3 row flagged ISA_F_OPSEL (the
 * name at col, len already read), as llvm-mc 19 does: up to four 0/1
 * values, the one after the last source is the destination's, a fourth
 * value of a two-source row is dropped; before clamp and mul/div; gfx9 on.
 * Returns 0 or -1 with the error in c->d (branch s5-16ops). */
int asm_vop3_opsel(struct cursor *c, unsigned col, size_t len);
/* The checks of a VOP3P row once everything is read: no -x or |x|
 * spelling, what lanescope does not model, op_sel_hi's default. Returns
 * 0 or -1. */
int asm_vop3p_check(struct cursor *c);

#endif
