/* SPDX-License-Identifier: MIT */
/* Assembler front half: reads one line of llvm-mc AMDGPU syntax into a
 * struct insn, and prints a struct insn back as llvm-mc's canonical text.
 * Pure: no I/O, no allocation, no globals. */
#ifndef LANESCOPE_ASM_H
#define LANESCOPE_ASM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "diag.h"
#include "isa.h"

/* Kinds of operand. Registers carry a first index and a count of 32-bit
 * registers (v[2:3] is VGPR 2, count 2). */
enum opnd_kind {
	OPND_NONE,
	OPND_VGPR,    /* reg = 0..255 */
	OPND_SGPR,    /* reg = 0..105 */
	OPND_VCC,     /* count 2 (64-bit vcc), or 1 for vcc_lo in wave32 syntax */
	OPND_VCC_LO,
	OPND_VCC_HI,
	OPND_EXEC,    /* count 2, or 1 for exec_lo */
	OPND_EXEC_LO,
	OPND_EXEC_HI,
	OPND_M0,
	OPND_SCC,
	OPND_NULL,    /* gfx10+ `null` SGPR */
	OPND_CONST,   /* an inline constant: value holds the bits it supplies */
	OPND_LITERAL, /* a 32-bit literal dword: value holds it */
	OPND_OFF,     /* global_*: `off` in place of saddr */
	OPND_TTMP,    /* trap temporaries ttmp0..15 (reg = index) */
	OPND_LABEL,   /* a branch target: the name at col, count bytes long,
		       * in the line the instruction was read from */
	OPND_FLAT_SCRATCH, /* gfx8/9 flat_scratch_lo (reg 0) / _hi (reg 1),
			    * flat_scratch: reg 0, count 2 */
	OPND_AGPR,    /* gfx90a/gfx942 accumulation register a0..a255 (reg
		       * = index); the core keeps it in the VGPR slot
		       * WAVE_AGPR_SLOT + reg (wave.h) */
	OPND_KIND_COUNT
};

/* Source modifier bits (struct operand.mods). */
#define OPND_MOD_NEG  0x1u /* -x or neg(x) */
#define OPND_MOD_ABS  0x2u /* |x| or abs(x) */
#define OPND_MOD_SEXT 0x4u /* sext(x), SDWA integer sources */

struct operand {
	uint8_t kind;    /* enum opnd_kind */
	uint8_t count;   /* 32-bit registers covered; 1 for constants */
	uint8_t mods;    /* OPND_MOD_* */
	uint8_t field;   /* hardware operand field value (src encoding 0..511
			  * minus 256 for VGPRs is not used: see encode.c) */
	uint16_t reg;    /* first register index (VGPR/SGPR) */
	uint16_t col;    /* 1-based column in the source line, 0 if synthetic */
	uint64_t value;  /* CONST/LITERAL: the operand's bits; for 64-bit
			  * operands the sign- or zero-extended 64-bit value */
};

/* Which encoding form a VOP instruction was written in. */
enum insn_form {
	FORM_NATIVE, /* the family's own encoding (SOP*, DS, MUBUF, VOP3-only...) */
	FORM_E32,    /* VOP1/VOP2/VOPC */
	FORM_E64,    /* VOP3 encoding of a VOP1/VOP2/VOPC instruction */
	FORM_DPP,    /* DPP16 */
	FORM_DPP8,   /* GFX10+ DPP8 */
	FORM_SDWA,
	FORM_VOPD,   /* v_dual_X ... :: v_dual_Y ... (gfx11 on): the X half
		      * in id, dst, src[0..2], the Y half in vopd_y */
};

/* DPP_CTRL values (semantics.md 2.2). */
#define DPP_QUAD_PERM_MAX   0x0FF
#define DPP_ROW_SHL(n)      (0x100 + (n))
#define DPP_ROW_SHR(n)      (0x110 + (n))
#define DPP_ROW_ROR(n)      (0x120 + (n))
#define DPP_WAVE_SHL1       0x130
#define DPP_WAVE_ROL1       0x134
#define DPP_WAVE_SHR1       0x138
#define DPP_WAVE_ROR1       0x13C
#define DPP_ROW_MIRROR      0x140
#define DPP_ROW_HALF_MIRROR 0x141
#define DPP_ROW_BCAST15     0x142
#define DPP_ROW_BCAST31     0x143
#define DPP_ROW_SHARE(n)    (0x150 + (n)) /* gfx90a: row_newbcast */
#define DPP_ROW_XMASK(n)    (0x160 + (n))

/* SDWA selects and dst_unused values (semantics.md 4.1). */
enum sdwa_sel {
	SDWA_BYTE_0, SDWA_BYTE_1, SDWA_BYTE_2, SDWA_BYTE_3,
	SDWA_WORD_0, SDWA_WORD_1, SDWA_DWORD
};
enum sdwa_unused { SDWA_UNUSED_PAD, SDWA_UNUSED_SEXT, SDWA_UNUSED_PRESERVE };

/* Longest label name a branch may name. */
#define ASM_LABEL_MAX 255

/* One assembled instruction. Operand slots by family:
 *   VOP1/VOP2/VOP3/VOPC : dst = vdst (VOPC: unused), sdst = carry-out or
 *                         compare mask destination (vcc or SGPR pair; the
 *                         implied vcc of `v_cmp_* v1, v2` has col 0; none
 *                         for GFX10 v_cmpx_*),
 *                         src[0..2] = src0..src2, src[3] = carry-in mask
 *                         (v_addc/v_cndmask _e64 ssrc2; vcc implied in e32)
 *   v_readlane          : dst = sdst, src[0] = vsrc, src[1] = lane select
 *   v_writelane         : dst = vdst, src[0] = value, src[1] = lane select
 *   v_permlane*16       : dst = vdst, src[0] = vsrc, src[1] = s_lo, src[2] = s_hi
 *   SOP1/SOP2           : dst = sdst, src[0..1]
 *   SOPP                : simm16 (s_nop N, s_waitcnt raw), no operands;
 *                         branches: src[0] is the OPND_LABEL (the
 *                         name is in the line: col, count bytes), or
 *                         simm16 holds the number (src[0].value 1: it
 *                         was written negative)
 *   SOPC                : src[0], src[1]
 *   DS                  : dst = vdst, src[0] = addr (ds_swizzle: the data
 *                         VGPR, which sits in the ADDR field), src[1] = data0
 *   MUBUF               : dst = vdata (loads, atomics with glc),
 *                         src[0] = vaddr (OPND_OFF, the text's `off`,
 *                         without offen/idxen),
 *                         src[1] = srsrc (s[n:n+3]), src[2] = soffset,
 *                         src[3] = vdata (stores, atomics)
 *   FLAT/GLOBAL         : dst = vdst (loads), src[0] = vaddr (v[n:n+1], or
 *                         one VGPR offset with saddr), src[1] = saddr or OFF,
 *                         src[3] = vdata (stores)
 *   MIMG                : dst = vdata (loads), src[0] = vaddr (coordinates),
 *                         src[1] = srsrc (s[n:n+7]), src[3] = vdata (stores)
 */
struct insn {
	uint16_t id;          /* enum isa_id */
	uint8_t target;       /* enum isa_target it was assembled for */
	uint8_t wave;         /* 32 or 64 */
	uint8_t form;         /* enum insn_form */
	uint8_t nsrc;         /* sources written in the text */
	uint16_t col;         /* 1-based column of the mnemonic */
	struct operand dst;
	struct operand sdst;
	struct operand src[4];

	/* VOP3 and SDWA output modifiers */
	bool clamp;
	uint8_t omod;         /* 0 none, 1 mul:2, 2 mul:4, 3 div:2 */
	uint8_t op_sel;       /* VOP3 op_sel bits; permlane: bit0 = FI, bit1 = BC */

	/* DPP16 / DPP8 */
	uint16_t dpp_ctrl;    /* DPP_* above */
	uint8_t row_mask;     /* 4 bits, default 0xf */
	uint8_t bank_mask;    /* 4 bits, default 0xf */
	bool bound_ctrl;      /* the encoded BOUND_CTRL bit */
	bool fi;              /* GFX10+ fetch-inactive (DPP16 bit 18, DPP8 0xEA) */
	bool vop3_dpp;        /* the DPP16/DPP8 form is in the VOP3 encoding
			       * (_e64_dpp, gfx11 on): VOP3 operands and
			       * modifiers, then the DPP dword */
	uint32_t dpp8_sel;    /* eight 3-bit selectors, lane k at bits 3k+2..3k */

	/* Fields of forms that never meet: a VOPD pair has no SDWA, DS,
	 * memory or SOPP fields, so its Y half shares their bytes (a
	 * program's history keeps one struct insn per step). */
	union {
		struct {
			/* SDWA */
			uint8_t dst_sel;      /* enum sdwa_sel */
			uint8_t dst_unused;   /* enum sdwa_unused */
			uint8_t src0_sel;
			uint8_t src1_sel;

			/* DS */
			uint16_t ds_offset;   /* full 16-bit {OFFSET1,
					       * OFFSET0} */
			bool gds;

			/* MUBUF / FLAT / GLOBAL / MIMG */
			int32_t mem_offset;   /* immediate offset (MUBUF
					       * 12-bit; FLAT signed) */
			bool offen, idxen, glc, slc, dlc, unorm;
			bool sc1;             /* gfx942's third cache bit;
					       * there glc is spelled sc0
					       * and slc nt */
			uint8_t th;           /* gfx12 temporal hint, 0..7
					       * (th:TH_...); there glc
					       * means "the atomic
					       * returns" */
			uint8_t scope;        /* gfx12 scope, 0..3
					       * (scope:SCOPE_...) */
			uint8_t dmask;        /* MIMG channel mask */
			uint8_t dim;          /* MIMG gfx10 dim, 1 = 2D */
			bool smem_soe;        /* SMEM: an SGPR soffset and
					       * offset:N both */

			/* SOPP */
			uint16_t simm16;
		};
		/* VOPD (form FORM_VOPD only): the Y half. Its operands
		 * in text order are insn_vopd_y_operands'. */
		struct insn_vopd_y {
			uint16_t id;          /* enum isa_id, an ISA_VOPD
					       * row */
			uint8_t dst;          /* its VGPR */
			uint8_t vsrc1;        /* the VGPR of its second
					       * source (not for mov) */
			uint32_t k;           /* fmamk/fmaak: K */
			struct operand src0;
		} vopd_y;
	};
};

/* The Y half of a VOPD insn as operands in text order: *dst its VGPR,
 * src[0..2] its sources (fmamk's and fmaak's K a literal where the text
 * has it), unused slots OPND_NONE. Columns are 0. */
static inline void
insn_vopd_y_operands(const struct insn *in, struct operand *dst,
    struct operand src[3])
{
	const struct isa_info *r = &isa_table[in->vopd_y.id];
	struct operand *v;

	memset(dst, 0, sizeof *dst);
	memset(src, 0, 3 * sizeof *src);
	dst->kind = OPND_VGPR;
	dst->count = 1;
	dst->reg = in->vopd_y.dst;
	src[0] = in->vopd_y.src0;
	src[0].col = 0;
	if (r->sem == SEM_MOV)
		return;
	v = &src[r->aux == ISA_VOPD_K_SRC1 ? 2 : 1];
	v->kind = OPND_VGPR;
	v->count = 1;
	v->reg = in->vopd_y.vsrc1;
	if (r->aux != 0) {
		src[r->aux].kind = OPND_LITERAL;
		src[r->aux].count = 1;
		src[r->aux].field = 255;
		src[r->aux].value = in->vopd_y.k;
	}
}

enum asm_status {
	ASM_OK,       /* *out holds an instruction */
	ASM_EMPTY,    /* blank line or comment only */
	ASM_COMMAND,  /* the line starts with ':' (after blanks): not parsed */
	ASM_ERROR,    /* *diag says why; *out is unspecified */
	ASM_LABEL,    /* a label: `NAME:`, or llvm-objdump's `<name>:` and
		       * `0000000000001000 <name>:` headers (asm_label_name) */
	ASM_DIRECTIVE, /* an assembler directive: a word starting with '.' */
};

/* Parses one line (without its newline; any bytes, NUL included, are
 * handled) in llvm-mc syntax for target and wave size. Comments (`;`,
 * `//`) are ignored. On ASM_ERROR, diag has the column and a message with a
 * hint; on ASM_OK, diag may hold a note (e.g. a CLRX spelling was accepted)
 * with severity DIAG_NOTE, else diag->message[0] == 0. */
/* The meaning of s_delay_alu's SIMM16 in a sentence, into buf (view's
 * step explanation; branch mem13). */
void asm_delay_alu_explain(uint16_t simm, char *buf, size_t size);

enum asm_status asm_parse_line(const char *line, size_t len,
    enum isa_target target, int wave, struct insn *out, struct diag *diag);

/* A memo of asm_parse_line's instructions by their exact line text, for
 * a caller that parses many lines (a batch): programs repeat lines
 * (s_waitcnt lgkmcnt(0), the same store in every block), and a line seen
 * before costs a hash and a compare instead of a parse. The parse is a
 * function of (text, target, wave) alone, so an entry is the parse.
 * Direct-mapped; owned by the caller (asm_memo.c). */
#define ASM_MEMO_BITS 10
#define ASM_MEMO_SLOTS (1u << ASM_MEMO_BITS)
#define ASM_MEMO_TEXT 56 /* longer lines are parsed, never kept */
struct asm_memo_slot {
	uint8_t len;          /* 0: empty */
	uint8_t target, wave;
	char text[ASM_MEMO_TEXT];
	struct insn insn;
};
/* The memo's second level, for the lines it has not seen: a mnemonic's
 * row and form suffix by its text and target (a function of those two
 * alone), so a new line of a known instruction skips the table lookup.
 * Direct-mapped; a name of ASM_MEMO_NAME_TEXT bytes or more is not kept. */
#define ASM_MEMO_NAMES 64
#define ASM_MEMO_NAME_TEXT 30
struct asm_memo_name {
	uint8_t len;          /* 0: empty */
	uint8_t target;
	uint8_t suffix;       /* enum insn_form written as a suffix */
	bool e64_dpp;         /* the suffix was _e64_dpp */
	uint16_t id;          /* enum isa_id */
	char text[ASM_MEMO_NAME_TEXT];
};
/* Lines are kept only when seen a second time: a tag of each line's
 * hash, in a table small enough for the first-level cache, says whether
 * it was; a line never seen before skips the slot (a cache miss) and
 * never throws a useful entry out for a line that will not come back. */
#define ASM_MEMO_SEEN_BITS 12
/* The memo's third level, for DS lines it has not seen: most differ from
 * one seen before only in their numbers (v17 for v40, offset:8 for
 * offset:120). A line's shape is its text with the digits of each number
 * that names a VGPR or a DS offset (`vN`, `v[N:M]`, `offset:N`,
 * `offset0:N`, `offset1:N`) written as '#', so columns stay where they
 * were; an entry holds one DS line's parse and where each number went.
 * A line of a known shape whose numbers pass the checks the parse makes
 * on them (register range, tuple alignment, offset range) gets that
 * parse with its own numbers put in; any other goes to the parser. */
#define ASM_SHAPE_BITS 8
#define ASM_SHAPE_SLOTS (1u << ASM_SHAPE_BITS)
#define ASM_SHAPE_NUMS 6   /* numbers a shape may have */
struct asm_shape_num {
	uint8_t pos, len;     /* the digits' place in the line */
	uint8_t kind;         /* SHAPE_* in asm_memo.c */
	uint8_t opnd;         /* the operand: 0 dst, 1 + k src[k] */
	uint16_t value;       /* the number in the entry's line */
};
#define ASM_SHAPE_WORDS ((ASM_MEMO_TEXT + 7) / 8)
struct asm_shape_slot {
	uint8_t len;          /* 0: empty */
	uint8_t target, wave, nnum;
	/* the line, its numbers' digits as '#', zero-padded; and 0xff at
	 * each byte of its numbers */
	uint64_t text[ASM_SHAPE_WORDS], numbytes[ASM_SHAPE_WORDS];
	struct asm_shape_num num[ASM_SHAPE_NUMS];
	struct insn insn;
};
struct asm_memo {
	uint64_t key[ASM_MEMO_SLOTS]; /* each slot's line's hash: a slot
				       * is read only when it may hold the
				       * line */
	struct asm_memo_slot slot[ASM_MEMO_SLOTS];
	struct asm_memo_name names[ASM_MEMO_NAMES];
	uint32_t seen[1u << ASM_MEMO_SEEN_BITS];
	uint64_t shape_key[ASM_SHAPE_SLOTS];
	struct asm_shape_slot shape[ASM_SHAPE_SLOTS];
};
/* asm_parse_line through memo m (zeroed before first use), with the same
 * results: only instructions without a note are kept. */
enum asm_status asm_memo_parse(struct asm_memo *m, const char *line,
    size_t len, enum isa_target target, int wave, struct insn *out,
    struct diag *diag);
/* asm_memo_parse without copying a parse the memo holds: *out points at
 * the memo's own (valid until m is next used or changed) when the line
 * was found whole, else at buf, which holds the parse. */
enum asm_status asm_memo_parse_ref(struct asm_memo *m, const char *line,
    size_t len, enum isa_target target, int wave, struct insn *buf,
    const struct insn **out, struct diag *diag);

/* The name of the label on a line asm_parse_line called ASM_LABEL: a
 * pointer into line and its length in *name_len (the `<name>` of an
 * objdump header without its brackets). NULL on any other line. */
const char *asm_label_name(const char *line, size_t len, size_t *name_len);

/* Assembler blocks whose inner lines are not assembly, e.g. the YAML of
 * `.amdgpu_metadata ... .end_amdgpu_metadata` or the `key = value` lines
 * of `.amd_kernel_code_t`. A reader of consecutive lines keeps one
 * asm_block, zeroed before the first line, and asks asm_block_line about
 * each line before parsing it: true means the line opens, is inside or
 * closes such a block, and is a directive line to ignore. */
struct asm_block {
	uint8_t open; /* 0 outside a block, else which block (asm.c) */
};
bool asm_block_line(struct asm_block *b, const char *line, size_t len);

/* Writes llvm-mc's canonical text of insn (as -show-encoding prints it,
 * without leading blanks or the encoding comment) into buf. Returns the
 * length needed, like snprintf. */
size_t asm_format(const struct insn *insn, char *buf, size_t size);
/* One operand as llvm-mc prints it ("s5", "vcc_lo", "-|v2|") into buf of
 * size bytes, NUL-terminated (cut to fit); returns the full length. */
size_t asm_format_operand(const struct operand *op, char *buf, size_t size);

/* The bits of float inline constant code 240..248 (0.5, -0.5, 1.0, -1.0,
 * 2.0, -2.0, 4.0, -4.0, 1/(2*pi)) for a 16-, 32- or 64-bit operand; 0 for
 * another code. */
uint64_t asm_float_inline_bits(unsigned code, unsigned bits);

/* The bits a VOP3P source in format fmt reads for the float inline
 * constant code (240..248; 0 for other codes). */
uint32_t asm_pk_inline_bits(unsigned code, enum isa_pk_fmt fmt);

/* Whether a 16-bit operation names v128 or above on a target whose e32,
 * DPP and DPP8 fields hold only v0..v127 for 16-bit operands (gfx11 on:
 * the eighth bit selects a half). The caller asks only for those forms;
 * the assembler then picks _e64 or refuses, the decoder refuses the bytes
 * as llvm-mc marks them an invalid register. */
bool asm_names_high_vgpr_16(const struct isa_info *row,
    const struct insn *in);


/* Room asm_format_to may use: more than the longest text any struct insn
 * can produce (asm_print.c works the bound out). */
#define ASM_FORMAT_ROOM 512

/* asm_format for callers that have ASM_FORMAT_ROOM bytes at p: writes the
 * text without a NUL and returns where it ends. The --encode loop uses it
 * to print straight into its output block. */
char *asm_format_to(const struct insn *insn, char *p);
/* asm_format_to for an instruction read from line (its text, which holds
 * the name of a branch's label; NULL: the label prints as "<label>"). */
char *asm_format_line_to(const struct insn *insn, const char *line,
    char *p);
/* The label a branch insn read from line names: a pointer into line and
 * its length in *len; NULL when it names none (a numeric offset). */
const char *asm_branch_label(const struct insn *insn, const char *line,
    size_t *len);

/* s_waitcnt immediate of target from counter values (each masked to its
 * field), its inverse, and the counters' largest values ("no wait"). */
uint16_t asm_waitcnt_encode(enum isa_target target, unsigned vmcnt,
    unsigned expcnt, unsigned lgkmcnt);
void asm_waitcnt_decode(enum isa_target target, uint16_t simm16,
    unsigned *vmcnt, unsigned *expcnt, unsigned *lgkmcnt);
void asm_waitcnt_max(enum isa_target target, unsigned *vmcnt,
    unsigned *expcnt, unsigned *lgkmcnt);

/* The :help text of the modifier WORD names (LEN bytes; "row_shr:3" and
 * "swizzle(SWAP,1)" name row_shr and swizzle), or NULL if it names none.
 * The text is static and has no newline. */
const char *asm_modifier_help(const char *word, size_t len);

/* Completion: calls fn for every mnemonic, modifier or register prefix
 * that starts with prefix and makes sense on target. Returns how many. */
typedef void (*asm_complete_fn)(const char *candidate, void *ctx);
int asm_complete(const char *prefix, size_t len, enum isa_target target,
    asm_complete_fn fn, void *ctx);

#endif
