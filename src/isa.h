/* SPDX-License-Identifier: MIT */
/* Instruction set description: targets, encoding families, semantic classes
 * and the one instruction table (isa_table.h) that drives the parser, the
 * encoder, the decoder, completion, :help and the execution core. Pure data. */
#ifndef LANESCOPE_ISA_H
#define LANESCOPE_ISA_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Targets in the order of the opcode columns of isa_table.h. */
enum isa_target {
	ISA_GFX803,  /* GCN3, fiji/tonga: the GPUOpen article's GPU */
	ISA_GFX900,  /* GCN5 / Vega */
	ISA_GFX90A,  /* CDNA2 */
	ISA_GFX1010, /* RDNA1 */
	ISA_GFX1030, /* RDNA2 */
	ISA_GFX1100, /* RDNA3 (unknown to LLVM 14) */
	ISA_TARGET_COUNT
};

/* Encoding families. VOP1/VOP2/VOPC instructions also have VOP3 (_e64),
 * DPP and SDWA forms as their flags allow; ISA_VOP3 is for instructions that
 * exist only in the VOP3 encoding. */
enum isa_family {
	ISA_VOP1,
	ISA_VOP2,
	ISA_VOPC,
	ISA_VOP3,
	ISA_SOP1,
	ISA_SOP2,
	ISA_SOPP,
	ISA_DS,
	ISA_MUBUF,
	ISA_FLAT,   /* flat_* */
	ISA_GLOBAL, /* global_* (FLAT encoding, global segment) */
	ISA_MIMG,
	ISA_FAMILY_COUNT
};

/* What an instruction computes; the execution core switches on this. */
enum isa_sem {
	SEM_NOP,
	SEM_ENDPGM,
	SEM_WAITCNT,
	/* VALU, per lane */
	SEM_MOV,
	SEM_NOT,
	SEM_CVT_F32_I32,
	SEM_CVT_F32_U32,
	SEM_CVT_I32_F32,
	SEM_CVT_U32_F32,
	SEM_ADD_F32,
	SEM_SUB_F32,
	SEM_SUBREV_F32,
	SEM_ADD_F16,
	SEM_SUB_F16,
	SEM_SUBREV_F16,
	SEM_ADD_U32,     /* carry-out when ISA_F_CARRY_OUT */
	SEM_SUB_U32,
	SEM_SUBREV_U32,
	SEM_ADDC_U32,    /* carry-in and carry-out */
	SEM_SUBB_U32,
	SEM_SUBBREV_U32,
	SEM_ADD_I32,
	SEM_SUB_I32,
	SEM_MUL_F32,
	SEM_MUL_LO_U32,
	SEM_MUL_HI_U32,
	SEM_MAC_F32,     /* d = a * b + d */
	SEM_FMA_F32,
	SEM_AND,
	SEM_OR,
	SEM_XOR,
	SEM_LSHLREV,
	SEM_LSHRREV,
	SEM_ASHRREV,
	SEM_MIN_F32,
	SEM_MAX_F32,
	SEM_MIN_I32,
	SEM_MAX_I32,
	SEM_MIN_U32,
	SEM_MAX_U32,
	SEM_CNDMASK,
	SEM_CMP,         /* condition in the AUX column; ISA_F_WRITES_EXEC for cmpx */
	/* cross-lane */
	SEM_MBCNT_LO,
	SEM_MBCNT_HI,
	SEM_READLANE,
	SEM_WRITELANE,
	SEM_READFIRSTLANE,
	SEM_PERMLANE16,
	SEM_PERMLANEX16,
	SEM_DS_SWIZZLE,
	SEM_DS_PERMUTE,
	SEM_DS_BPERMUTE,
	/* SALU */
	SEM_S_MOV,
	SEM_S_NOT,
	SEM_S_AND,
	SEM_S_OR,
	SEM_S_XOR,
	SEM_S_ANDN2,
	SEM_S_ORN2,
	SEM_S_AND_SAVEEXEC,
	SEM_S_OR_SAVEEXEC,
	/* memory */
	SEM_LOAD,        /* bytes per lane in AUX, signedness from the type */
	SEM_STORE,
	SEM_ATOMIC_ADD,
	SEM_IMAGE_LOAD,
	SEM_IMAGE_STORE,
	SEM_COUNT
};

/* Operand data type of an instruction (decides which modifiers apply). */
enum isa_type {
	ISA_TY_NONE,
	ISA_TY_B32,
	ISA_TY_B64,
	ISA_TY_U32,
	ISA_TY_I32,
	ISA_TY_F32,
	ISA_TY_F16,
};

/* Compare conditions (AUX column of SEM_CMP rows). */
enum isa_cond {
	ISA_CC_EQ = 1,
	ISA_CC_NE,  /* integer not-equal */
	ISA_CC_LT,
	ISA_CC_LE,
	ISA_CC_GT,
	ISA_CC_GE,
	ISA_CC_LG,  /* float ordered not-equal */
	ISA_CC_NEQ, /* float not-equal or unordered */
};

/* Flags column. */
#define ISA_F_DPP         (1u << 0)  /* has a DPP16 (and on GFX10+ DPP8) form */
#define ISA_F_SDWA        (1u << 1)  /* has an SDWA form (GFX8-GFX10) */
#define ISA_F_CARRY_OUT   (1u << 2)  /* writes a carry/borrow mask (vcc or sdst) */
#define ISA_F_CARRY_IN    (1u << 3)  /* reads a carry mask */
#define ISA_F_WRITES_EXEC (1u << 4)  /* v_cmpx_*, s_*_saveexec_* */
#define ISA_F_FLOAT       (1u << 5)  /* neg/abs source modifiers, clamp/omod */
#define ISA_F_CROSSLANE   (1u << 6)  /* moves data between lanes by itself */
#define ISA_F_NO_E64      (1u << 7)  /* VOP1/2/C without a VOP3 form */
#define ISA_F_WAVE32_MASK (1u << 8)  /* scalar _b32 mask form meant for wave32 */
#define ISA_F_READS_DST   (1u << 9)  /* d is also a source (v_mac_f32) */
#define ISA_F_GDS         (1u << 10) /* DS instruction that accepts `gds` */

/* Opcode column value for "not on this target". */
#define ISA_NA (-1)

/* Opcode column flag: a VOP2/VOPC row that exists on this target only in
 * the VOP3 encoding (GFX10 v_add_co_u32: VOP3b); the low 10 bits are the
 * VOP3 opcode. */
#define ISA_OPC_VOP3_ONLY 0x400

/* Opcode column value: the instruction exists on the target but its opcode
 * is not known to lanescope (gfx1100: LLVM 14, the oracle, predates it), so
 * it can be parsed and executed but not encoded. */
#define ISA_OPC_UNKNOWN 0x7fff

/* The instruction identifiers, one per row of isa_table.h. */
enum isa_id {
#define ISA_INSN(id, name, fam, sem, type, aux, flags, opc, help) id,
#include "isa_table.h"
#undef ISA_INSN
	ISA_ID_COUNT
};

/* One row of the table, as the program sees it at run time. */
struct isa_info {
	const char *name;       /* llvm-mc mnemonic without a form suffix */
	uint8_t name_len;       /* strlen(name), known when compiling */
	uint8_t family;         /* enum isa_family */
	uint8_t sem;            /* enum isa_sem */
	uint8_t type;           /* enum isa_type */
	uint8_t aux;            /* compare condition, or bytes per lane (memory) */
	uint32_t flags;         /* ISA_F_* */
	int16_t opcode[ISA_TARGET_COUNT]; /* native opcode per target, ISA_NA */
	const char *help;       /* one line */
};

/* The table, indexed by enum isa_id. */
extern const struct isa_info isa_table[ISA_ID_COUNT];

/* Returns the row for id. id must be < ISA_ID_COUNT. */
const struct isa_info *isa_get(enum isa_id id);

/* Whether instruction id exists on target (its opcode is not ISA_NA). */
bool isa_on_target(enum isa_id id, enum isa_target target);

/* Whether the instruction's result is floating point (clamp and the
 * output modifiers mul:2/mul:4/div:2 apply): float rows and the int-to-float
 * conversions. */
bool isa_float_result(enum isa_id id);

/* Canonical target name ("gfx803") and the target's default wave size
 * (64 up to gfx90a, 32 from gfx10 on). */
const char *isa_target_name(enum isa_target target);
int isa_default_wave(enum isa_target target);

/* Parses a target name or alias ("fiji", "gfx8", "gfx10"...). Returns 0 and
 * sets *out, or -1 when the name is unknown. */
int isa_parse_target(const char *name, enum isa_target *out);

/* Looks up a mnemonic (without _e32/_e64/_dpp/_sdwa suffix) that exists on
 * target. Returns ISA_ID_COUNT when there is none. Where one mnemonic has
 * different rows per target (gfx8 v_add_u32 with carry vs gfx9 without),
 * the row present on target is returned. */
enum isa_id isa_lookup(const char *name, size_t len, enum isa_target target);

/* Like isa_lookup, but when the mnemonic exists only on other targets it
 * returns one of those rows with *on_target false, so the caller can say
 * which targets have it. ISA_ID_COUNT when no row has the name. */
enum isa_id isa_lookup_any(const char *name, size_t len,
    enum isa_target target, bool *on_target);

#endif
