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
	ISA_GFX942,  /* CDNA3 / MI300 (LLVM 17 on) */
	ISA_GFX1010, /* RDNA1 */
	ISA_GFX1030, /* RDNA2 */
	ISA_GFX1100, /* RDNA3 (LLVM 15 on) */
	ISA_GFX1200, /* RDNA4 (LLVM 18 on) */
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
	ISA_SOPC,   /* s_cmp_*, s_bitcmp*: compare two scalars into SCC */
	ISA_DS,
	ISA_MUBUF,
	ISA_FLAT,   /* flat_* */
	ISA_GLOBAL, /* global_* (FLAT encoding, global segment) */
	ISA_MIMG,
	ISA_VOPD,   /* one half of a v_dual_* pair (gfx11 on, wave32; branch
		     * vopd13): the opcode column is the half's OpY code,
		     * which is also its OpX code when below 16 */
	ISA_SMEM,   /* s_load, s_buffer_load (branch salu16b) */
	/* ---- SOPK (branch sop16c) ---- */
	ISA_SOPK,   /* an SGPR and a 16-bit constant: s_movk_i32, s_cmpk_*,
		     * s_addk_i32... (rows flagged ISA_F_SOPK too) */
	ISA_SCRATCH, /* scratch_* (FLAT encoding, scratch segment; branch
		      * s6-16mem): a 32-bit offset into each lane's own
		      * private memory */
	ISA_FAMILY_COUNT
};

/* What an instruction computes; the execution core switches on this. */
enum isa_sem {
	SEM_NOP,
	SEM_ENDPGM,
	SEM_WAITCNT,
	/* ---- waits of gfx10-gfx12 (branch mem13) ---- */
	SEM_WAIT,        /* s_wait_*cnt, s_waitcnt_*cnt: waits for the
			  * counters in AUX (ISA_WAIT_*); no value changes */
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
	SEM_PERMLANE64,      /* wave64 halves swap (gfx11 on) */
	SEM_PERMLANE16_VAR,  /* per-lane selects from a VGPR (gfx12) */
	SEM_PERMLANEX16_VAR,
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
	/* ---- scalar control flow (branch scalar16) ---- */
	SEM_S_CMP,       /* scc = s0 COND s1; condition in AUX, signedness
			  * from the type */
	SEM_S_BITCMP0,   /* scc = bit s1 of s0 is 0 */
	SEM_S_BITCMP1,   /* scc = bit s1 of s0 is 1 */
	SEM_S_ADD_U32,   /* SOP2 arithmetic: exec_salu.c */
	SEM_S_SUB_U32,
	SEM_S_ADD_I32,
	SEM_S_SUB_I32,
	SEM_S_ADDC_U32,
	SEM_S_SUBB_U32,
	SEM_S_MIN,       /* signedness from the type */
	SEM_S_MAX,
	SEM_S_CSELECT,
	SEM_S_NAND,
	SEM_S_NOR,
	SEM_S_XNOR,
	SEM_S_LSHL,
	SEM_S_LSHR,
	SEM_S_ASHR,
	SEM_S_BFM,
	SEM_S_MUL_I32,
	SEM_S_BFE_U,
	SEM_S_BFE_I,
	SEM_S_ABSDIFF,
	SEM_S_MUL_HI_U,
	SEM_S_MUL_HI_I,
	SEM_S_LSHL_ADD,  /* shift in AUX */
	SEM_S_PACK,      /* halves in AUX: 0 ll, 1 lh, 2 hh, 3 hl */
	SEM_BRANCH,      /* SOPP jump to a label; condition in AUX
			  * (enum isa_branch) */
	SEM_S_HINT,      /* SOPP with no effect on one wave's values
			  * (s_barrier, s_sleep...); AUX bit 0: takes a
			  * number; each row its own AUX (so no row is
			  * taken for another's gfx11 spelling) */
	/* ---- end of scalar16's block ---- */
	/* memory */
	SEM_LOAD,        /* bytes per lane in AUX, signedness from the type */
	SEM_STORE,
	SEM_ATOMIC_ADD,
	/* ---- the other buffer/global/flat atomics (branch mem17): keep
	 * them between SEM_ATOMIC_ADD and SEM_ATOMIC_LAST (isa_sem_atomic);
	 * AUX is the bytes of memory each lane changes (4, or 8 for _x2) */
	SEM_ATOMIC_SWAP,
	SEM_ATOMIC_CMPSWAP,  /* data = {src, cmp}: twice AUX */
	SEM_ATOMIC_SUB,
	SEM_ATOMIC_SMIN,
	SEM_ATOMIC_UMIN,
	SEM_ATOMIC_SMAX,
	SEM_ATOMIC_UMAX,
	SEM_ATOMIC_AND,
	SEM_ATOMIC_OR,
	SEM_ATOMIC_XOR,
	SEM_ATOMIC_INC,
	SEM_ATOMIC_DEC,
	SEM_ATOMIC_CSUB,
	SEM_ATOMIC_ADD_F32,
	SEM_ATOMIC_PK_ADD_F16,
	SEM_ATOMIC_COND_SUB,    /* m >= data ? m - data : m (gfx12) */
	SEM_ATOMIC_PK_ADD_BF16, /* both bf16 halves (gfx12) */
	SEM_ATOMIC_FMIN,        /* f32 min/max, the LDS float rule */
	SEM_ATOMIC_FMAX,
	SEM_ATOMIC_ADD_F64,
	SEM_ATOMIC_LAST = SEM_ATOMIC_ADD_F64,
	SEM_IMAGE_LOAD,
	SEM_IMAGE_STORE,
	/* ---- LDS memory (branch lds17): AUX = bytes | ISA_LDS_* ---- */
	SEM_DS_READ,         /* d = LDS[addr + offset] */
	SEM_DS_WRITE,        /* LDS[addr + offset] = data0 */
	SEM_DS_READ2,        /* two elements at offset0 and offset1 */
	SEM_DS_WRITE2,
	SEM_DS_READ_ADDTID,  /* address offset + m0 + lane * 4 (gfx9 on) */
	SEM_DS_WRITE_ADDTID,
	SEM_DS_APPEND,       /* counter at m0 + offset += active lanes */
	SEM_DS_CONSUME,      /* ... -= active lanes */
	SEM_DS_ADD,          /* atomics: ISA_LDS_RTN returns the old value */
	SEM_DS_SUB,
	SEM_DS_RSUB,
	SEM_DS_INC,
	SEM_DS_DEC,
	SEM_DS_MIN,          /* signed, unsigned or float by the type */
	SEM_DS_MAX,
	SEM_DS_AND,
	SEM_DS_OR,
	SEM_DS_XOR,
	SEM_DS_MSKOR,        /* m = (m & ~data0) | data1 */
	SEM_DS_WRXCHG,
	SEM_DS_WRXCHG2,
	SEM_DS_CMPST,        /* m = m == data0 ? data1 : m (gfx8-gfx10) */
	SEM_DS_CMPSTORE,     /* m = m == data1 ? data0 : m (gfx11 on) */
	SEM_DS_ADD_F,        /* float add, f32 or f64 by the size */
	/* ---- LDS atomics beyond lds17's (branch lds17b) ---- */
	SEM_DS_PK_ADD_F16,   /* two f16 adds, one per half */
	SEM_DS_PK_ADD_BF16,  /* two bf16 adds, one per half */
	SEM_DS_COND_SUB,     /* m = m >= data ? m - data : m (gfx12) */
	SEM_DS_SUB_CLAMP,    /* m = m >= data ? m - data : 0 (gfx12) */
	/* ---- the remaining DS forms (branch s4-17ds) ---- */
	SEM_DS_WRAP,         /* m = m >= data0 ? m - data0 : m + data1 */
	SEM_DS_CONDXCHG,     /* two dwords, each written when its bit 31 is set */
	SEM_DS_LAST = SEM_DS_CONDXCHG,
	/* ---- vector ALU of compute kernels (branch valu16) ---- */
	SEM_VX,          /* the operation is the AUX column, an enum isa_vx */
	/* ---- scalar ALU, SOP1 (branch salu16b) ---- */
	SEM_S_OP1,       /* the operation is the AUX column, an enum isa_s1 */
	SEM_S_SAVEEXEC,  /* d = EXEC before or after; EXEC = s0 op EXEC (AUX,
			  * an enum isa_sx) */
	/* ---- VOPD halves (branch vopd13) ---- */
	SEM_MUL_DX9_F32, /* d = s0 * s1, but 0 when either is +-0 (DX9) */
	SEM_DOT2ACC_F16, /* d += s0.lo * s1.lo + s0.hi * s1.hi (f16 -> f32) */
	SEM_S_LOAD,      /* SMEM: AUX dwords, | ISA_SMEM_BUFFER */
	/* ---- packed math, VOP3P (branch vop3p16c) ---- */
	SEM_VOP3P,       /* the operation is the AUX column, an enum isa_pk;
			  * exec_vop3p.c */
	/* ---- SOPK (branch sop16c) ---- */
	SEM_S_K,         /* d op SIMM16: the operation is AUX, an enum
			  * isa_sk */
	SEM_S_CMPK,      /* scc = s0 COND SIMM16; condition in AUX, the
			  * type says how SIMM16 is extended */
	SEM_S_MOVREL,    /* SGPR indexed by M0: AUX an enum isa_movrel */
	SEM_S_ADD_U64,   /* gfx12 SOP2, 64-bit, no SCC */
	SEM_S_SUB_U64,
	SEM_S_MUL_U64,
	/* ---- the program counter (branch flow16c) ---- */
	SEM_S_PC,        /* s_getpc/setpc/swappc: AUX an ISA_PC_* */
	/* ---- gfx12 SALU float (branch s4-16b) ---- */
	SEM_S_FLOAT,     /* SOP1/SOP2 f32 arithmetic: AUX an enum isa_sf;
			  * no SCC (the SOPC float compares are SEM_S_CMP
			  * rows of type f32) */
	/* ---- scalar stores and atomics (branch s6-16mem) ---- */
	SEM_S_STORE,     /* SMEM: sdata to memory; AUX as SEM_S_LOAD's */
	SEM_S_ATOMIC,    /* SMEM: AUX = SMEM_ATOMIC(operation, dwords) */
	/* ---- two destinations (branch s6-16int) ---- */
	SEM_V_SWAP,      /* v_swap_b32: d and the VGPR s0 trade values in
			  * each active lane; s0 is the second destination
			  * (the step record's vopd_y_* fields) */
	SEM_V_MOVREL,    /* VGPR indexed by M0: AUX an enum isa_vmovrel */
	/* ---- VGPR indexing mode, gfx8/gfx9/CDNA (branch s7-16smisc) ---- */
	SEM_S_GPR_IDX,   /* s_set_gpr_idx_*: AUX an ISA_GIDX_*; the mask
			  * of s_set_gpr_idx_on/_mode is in SIMM16 */
	/* ---- accumulation registers (branch s7-16agpr) ---- */
	SEM_ACCVGPR,     /* a per-lane move into, out of or within the AGPR
			  * file (gfx90a, gfx942): AUX an enum isa_acc */
	SEM_COUNT
};

/* AUX of SEM_S_FLOAT rows (RDNA4 ISA 16.1 and 16.3). */
enum isa_sf {
	SF_ADD,      /* s0 + s1 */
	SF_SUB,      /* s0 - s1 */
	SF_MUL,      /* s0 * s1 */
	SF_FMAC,     /* s0 * s1 + d, one rounding */
	SF_MIN_NUM,  /* IEEE 754-2019 minimumNumber: a NaN loses */
	SF_MAX_NUM,
	SF_MINIMUM,  /* IEEE 754-2019 minimum: a NaN wins */
	SF_MAXIMUM,
	SF_CVT_F32_I32,
	SF_CVT_F32_U32,
	SF_CVT_I32_F32, /* toward zero, saturating, NaN -> 0 */
	SF_CVT_U32_F32,
	SF_CEIL,
	SF_FLOOR,
	SF_TRUNC,
	SF_RNDNE,
	/* ---- gfx12 SALU f16 (branch s5-16float): an f16 row (type F16)
	 * runs the ops above on s0[15:0] and s1[15:0]; these convert */
	SF_CVT_F16_F32,   /* d[15:0] = f16(s0), nearest even */
	SF_CVT_F32_F16,   /* d = f32(s0[15:0]), exact */
	SF_CVT_HI_F32_F16, /* d = f32(s0[31:16]), exact */
	SF_CVT_PK_RTZ_F16_F32, /* d = {f16(s0), f16(s1)}, toward zero */
	/* ---- gfx12 VALU transcendentals with a scalar destination
	 * (branch s6-16g12; VOP3 rows, exec_g12f.c): one result for the
	 * wave from the scalar s0, as v_exp_f32... computes a lane */
	SF_V_S_EXP,
	SF_V_S_LOG,
	SF_V_S_RCP,
	SF_V_S_RSQ,
	SF_V_S_SQRT,
	/* ---- gfx12 SOP2 with a literal K (branch s6-16g12; ISA_F_K_MID
	 * or ISA_F_K_END rows, exec_g12f.c) ---- */
	SF_FMAMK,    /* d = s0 * K + s1, one rounding */
	SF_FMAAK,    /* d = s0 * s1 + K, one rounding */
};

/* ---- the program counter (branch flow16c) ---- */
/* AUX of SEM_S_PC rows: whether the row writes d with the address of the
 * next instruction, jumps to the address in s0, or both. */
#define ISA_PC_GET  0x1u /* d = PC + 4 */
#define ISA_PC_SET  0x2u /* PC = s0 */
#define ISA_PC_SWAP (ISA_PC_GET | ISA_PC_SET)
/* s_call_b64 (SOPK): d = PC + 4, then jump to a label or a SIMM16 dword
 * offset as a SOPP branch does (branch s4-16b) */
#define ISA_PC_CALL (ISA_PC_GET | 0x4u)

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
	/* ---- the other compares (branch valu16b) ---- */
	ISA_CC_F,   /* always false */
	ISA_CC_O,   /* float: neither is NaN */
	ISA_CC_U,   /* float: either is NaN */
	ISA_CC_NGE, /* float: !(s0 >= s1), true if unordered */
	ISA_CC_NLG,
	ISA_CC_NGT,
	ISA_CC_NLE,
	ISA_CC_NLT,
	ISA_CC_TRU, /* always true */
	ISA_CC_CLASS, /* v_cmp_class: bit (class of s0) of s1 */
};

/* AUX of a SEM_CMP row: the condition in the low five bits, and these
 * (branch valu16b). 16: integer operands are their low 16 bits (i16,
 * u16); SIGNED: a 64-bit integer compare is signed (the 64-bit rows are
 * ISA_TY_B64, ISA_F_FLOAT when they compare f64). */
#define ISA_CC_COND(aux) ((unsigned)(aux) & 0x1fu)
#define ISA_CC_16     0x40u
#define ISA_CC_SIGNED 0x20u

/* Branch conditions (AUX column of SEM_BRANCH rows). */
enum isa_branch {
	ISA_BR_ALWAYS,
	ISA_BR_SCC0,
	ISA_BR_SCC1,
	ISA_BR_VCCZ,
	ISA_BR_VCCNZ,
	ISA_BR_EXECZ,
	ISA_BR_EXECNZ,
};

/* AUX of 64-bit SOP2 rows whose sources are narrower: the shift amount
 * or bit-field control s1 is one SGPR (s_lshl_b64, s_bfe_u64), or both
 * sources are (s_bfm_b64). */
#define ISA_SALU_SRC1_32 1
#define ISA_SALU_SRCS_32 2

/* Flags column. */
#define ISA_F_DPP         (1u << 0)  /* has a DPP16 (and on GFX10+ DPP8) form;
					* on a VOP3-only row: has a VOP3 DPP
					* form (_e64_dpp) where the target
					* has VOP3 DPP (isa_has_vop3_dpp) */
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
/* memory (branch mem17) */
#define ISA_F_D16         (1u << 11) /* load writes one half, keeps the other */
#define ISA_F_D16_HI      (1u << 12) /* the high half, d[31:16] */
/* global_load/store_dword_addtid (gfx10), _addtid_b32 (gfx11 on): no
 * vaddr; each lane's address is saddr + offset + 4 * its lane id
 * (branch s6-16mem) */
#define ISA_F_ADDTID      (1u << 13)
/* LDS DMA (branch s7-16ldsdma): a load whose data goes to the LDS dword
 * M0 + offset + 4 * lane id instead of a VGPR, or (buffer_store_lds_dword)
 * a store whose data comes from there; exec_mem.c, lds_dma_base */
#define ISA_F_LDS_DMA     (1u << 14)
/* LDS rows (branch s4-17ds): a ds_*_src2_* form, whose second operand
 * is the LDS location B the offset or the address's high bits give
 * (exec_ds.c, src2_b), not a data VGPR */
#define ISA_F_LDS_SRC2    (1u << 19)
/* VOP2 with a constant K (branch s5-16kforms): one VOP2 word and the
 * literal K, no other form. K_MID: K is the middle source as written
 * (v_madmk/v_fmamk d, s0, K, s1: src[1]); K_END: the last (v_madak/
 * v_fmaak d, s0, s1, K: src[2]). The VGPR source is the other one of
 * src[1]/src[2] and goes in the vsrc1 field; the row also has
 * ISA_F_SRC3, so d = src[0] * src[1] + src[2] in either case. */
#define ISA_F_K_MID       (1u << 22)
#define ISA_F_K_END       (1u << 23)
#define ISA_F_VOP2_K      (ISA_F_K_MID | ISA_F_K_END)
/* waits (branch mem13) */
/* VOP3 row whose op_sel picks 16-bit source halves and, for a 16-bit
 * result, the destination half (gfx9 on; branch s5-16ops): llvm-mc 19
 * takes op_sel:[s0,s1,(s2,)dst] on exactly these rows */
#define ISA_F_OPSEL       (1u << 18)
#define ISA_OPSEL_DST     8u /* struct insn op_sel bit 3: the destination half */
#define ISA_F_SOPK        (1u << 20) /* SOPP row in the SOPK encoding with
					* an sdst (s_waitcnt_vscnt null, N) */

/* AUX of SEM_WAIT rows: the counters the wait is for (branch mem13).
 * gfx10 split vmcnt into loads (vmcnt) and stores (vscnt); gfx12 calls
 * them loadcnt and storecnt and splits lgkmcnt into dscnt and kmcnt. */
#define ISA_WAIT_LOAD   0x01u /* vector memory loads, atomics that return */
#define ISA_WAIT_STORE  0x02u /* vector memory stores, other atomics */
#define ISA_WAIT_DS     0x04u /* LDS (and GDS) instructions */
#define ISA_WAIT_KM     0x08u /* scalar memory and messages */
#define ISA_WAIT_EXP    0x10u /* exports and GDS writes (not modelled) */
#define ISA_WAIT_SAMPLE 0x20u /* image samples (not modelled) */
#define ISA_WAIT_BVH    0x40u /* BVH loads (not modelled) */
/* AUX bit of SEM_S_HINT rows whose number is signed: -32768..65535 read,
 * printed as SIMM16 signed (gfx12's s_barrier_wait -1). */
#define ISA_HINT_SIGNED 0x80u
/* AUX bit of SEM_S_HINT rows whose number llvm-mc prints in hex. */
#define ISA_HINT_HEX    0x40u
/* AUX bits of s_round_mode / s_denorm_mode (gfx10 on, branch s5-16ops):
 * SIMM16[3:0] goes to MODE's FP_ROUND (3:0) or FP_DENORM (7:4) */
#define ISA_HINT_MODE_ROUND  0x10u
#define ISA_HINT_MODE_DENORM 0x20u

/* Whether a row of class sem reads op_sel as v_permlane16_b32 does:
 * op_sel[0] is FI, op_sel[1] bound_ctrl (the gfx12 _var forms too:
 * llvm-mc 19 sets bits 11 and 12 of their VOP3 word; branch gpu13c). */
static inline bool
isa_sem_permlane_fi_bc(unsigned sem)
{
	return sem == SEM_PERMLANE16 || sem == SEM_PERMLANEX16 ||
	    sem == SEM_PERMLANE16_VAR || sem == SEM_PERMLANEX16_VAR;
}

/* Whether sem is a buffer/global/flat atomic (returns the old value with
 * glc, sc0 on gfx942). */
static inline bool
isa_sem_atomic(unsigned sem)
{
	return sem >= SEM_ATOMIC_ADD && sem <= SEM_ATOMIC_LAST;
}

/* Data VGPRs per lane of a memory row: AUX bytes in dwords (at least
 * one), twice that for cmpswap's {src, cmp}. */
static inline unsigned
isa_mem_data_dwords(unsigned sem, unsigned aux)
{
	unsigned d = aux <= 4 ? 1u : aux / 4u;

	return sem == SEM_ATOMIC_CMPSWAP ? 2 * d : d;
}

/* Whether a row is a gfx12 block load or store (global_ or scratch_
 * load_block/store_block): its AUX is 128, 32 dwords of which M0 picks
 * the ones that move (RDNA4 ISA guide 11.5). */
static inline bool
isa_mem_block(unsigned family, unsigned aux)
{
	return (family == ISA_GLOBAL || family == ISA_SCRATCH) && aux == 128;
}

/* AUX column of the LDS memory rows (SEM_DS_READ .. SEM_DS_LAST): the
 * bytes of one element in the low five bits, and these. */
#define ISA_LDS_BYTES(aux) ((unsigned)(aux) & 0x1fu)
#define ISA_LDS_D16  0x20u /* loads: into d[15:0], d[31:16] kept */
#define ISA_LDS_ST64 0x20u /* 2-address forms: offsets count 64 elements */
#define ISA_LDS_HI   0x40u /* d16_hi: d[31:16] (loads) or from it (stores) */
#define ISA_LDS_RTN  0x80u /* atomics: d = the value before */

/* Whether sem is one of the LDS memory classes above. */
#define ISA_SEM_IS_LDS(sem) ((sem) >= SEM_DS_READ && (sem) <= SEM_DS_LAST)

/* The operands an LDS memory row takes, for the parser, the decoder and
 * the core alike: registers of the returned data (0: none), whether there
 * is an address VGPR, and how many data operands of how many registers.
 * The 2-address forms have 2 elements per lane. */
struct isa_lds_shape {
	uint8_t dst_regs;
	bool addr;
	uint8_t ndata;
	uint8_t data_regs;
	uint8_t elems;       /* 1, or 2 for the 2-address forms */
	uint8_t elem_bytes;  /* bytes of one element */
	uint16_t stride;     /* 2-address forms: bytes per offset0/1 unit */
};
/* isa_lds_shape(r, out), the shape of row r, is defined inline below
 * the table. */
/* ---- vector ALU of compute kernels (branch valu16) ---- */
/* High bits, away from the ones other rows add. */
#define ISA_F_SRC3        (1u << 24) /* VOP3 row with three sources */
#define ISA_F_FRES        (1u << 25) /* integer sources, float result:
				      * clamp and omod apply, neg/abs not */
/* 64-bit operands of VOP3 rows (a VGPR pair, an SGPR pair, a 64-bit
 * constant); an operand without its bit is 32-bit. */
#define ISA_F_D64         (1u << 26) /* vdst */
#define ISA_F_S0_64       (1u << 27)
#define ISA_F_S1_64       (1u << 28)
#define ISA_F_S2_64       (1u << 29)
#define ISA_F_WIDE (ISA_F_D64 | ISA_F_S0_64 | ISA_F_S1_64 | ISA_F_S2_64)
/* gfx11/gfx12 true16 row (v_mov_b16; branch s8-16valu): each VGPR
 * operand is a 16-bit half, vN.l or vN.h (N <= 127 in the VOP1 word, whose
 * bit 7 of the VGPR field picks .h). struct insn op_sel says .h: bit k for
 * source k, ISA_OPSEL_DST for d. The other half of d is kept. */
#define ISA_F_T16         (1u << 15)
/* With ISA_F_D64 and ISA_F_S2_64: d and s2 are four VGPRs, 128 bits
 * (v_mqsad_u32_u8; branch s8-16valu) */
#define ISA_F_X4          (1u << 21)

/* The registers a VOP operand of a row with flags f spans: which is 0..2
 * for a source, 3 for the destination. 1, 2 (a 64-bit flag) or 4
 * (ISA_F_X4's d and s2). */
static inline unsigned
isa_vop_regs(uint32_t f, unsigned which)
{
	uint32_t bit = which == 3 ? ISA_F_D64 : ISA_F_S0_64 << which;

	if (!(f & bit))
		return 1;
	return (f & ISA_F_X4) && which >= 2 ? 4 : 2;
}

/* ---- VOPD (branch vopd13) ---- */
/* AUX of the VOPD fma rows with a constant K (a literal dword): where K
 * sits among the sources as written (fmamk: d, s0, K, s1; fmaak: d, s0,
 * s1, K). The VGPR source after s0 is VOPD's vsrc1 either way. */
#define ISA_VOPD_K_SRC1 1
#define ISA_VOPD_K_SRC2 2
/* OpY codes from this one on have no OpX code (v_dual_add_nc_u32...). */
#define ISA_VOPD_Y_ONLY 16

/* ---- packed math, VOP3P (branch vop3p16c) ---- */
/* A VOP3-only row in the VOP3P encoding (gfx9 on): op_sel picks the half
 * each source gives the low result, op_sel_hi the one it gives the high
 * result, neg_lo/neg_hi negate those halves. The opcode column is the
 * 7-bit VOP3P opcode. In struct insn, op_sel bits 0-2 are op_sel and bits
 * 4-6 op_sel_hi; a source's OPND_MOD_NEG is its neg_lo bit and
 * OPND_MOD_ABS its neg_hi bit (they sit where VOP3 keeps neg and abs). */
#define ISA_F_VOP3P       (1u << 30)
/* A row that changes no value lanescope models (cache control, prefetch,
 * performance hints; branch s6-16hint): its step says so. */
#define ISA_F_NO_EFFECT   (1u << 31)
#define ISA_PK_HI_SHIFT   4

/* What a SEM_VOP3P row computes (its AUX column), per 16-bit half. */
enum isa_pk {
	PK_ADD_U16,
	PK_SUB_U16,
	PK_ADD_I16,
	PK_SUB_I16,
	PK_MUL_LO_U16,
	PK_MAD_U16,
	PK_MAD_I16,
	PK_LSHLREV_B16,
	PK_LSHRREV_B16,
	PK_ASHRREV_I16,
	PK_MAX_U16,
	PK_MIN_U16,
	PK_MAX_I16,
	PK_MIN_I16,
	PK_ADD_F16,
	PK_MUL_F16,
	PK_FMA_F16,
	PK_MIN_F16,      /* IEEE minNum: a NaN loses to a number */
	PK_MAX_F16,
	PK_MINIMUM_F16,  /* IEEE 754-2019 minimum: a NaN wins (gfx12) */
	PK_MAXIMUM_F16,
	/* Integer dot products: one 32-bit result, s2 plus the products of
	 * the sources' elements (16-, 8- or 4-bit), not two halves. */
	PK_DOT2_I32_I16,
	PK_DOT2_U32_U16,
	PK_DOT4_I32_I8,
	PK_DOT4_U32_U8,
	PK_DOT8_I32_I4,
	PK_DOT8_U32_U4,
	PK_DOT4_I32_IU8, /* gfx11 on: neg_lo[0]/[1] make s0/s1 signed */
	PK_DOT8_I32_IU4,
	/* ---- mixed-precision fma and float dot products (branch s5-16float) */
	PK_FMA_MIX_F32,   /* each source f32 or an f16 half (op_sel_hi) */
	PK_FMA_MIXLO_F16, /* ... result an f16 in d[15:0], d[31:16] kept */
	PK_FMA_MIXHI_F16, /* ... result an f16 in d[31:16], d[15:0] kept */
	PK_MAD_MIX_F32,   /* gfx900's unfused forms of the three above */
	PK_MAD_MIXLO_F16,
	PK_MAD_MIXHI_F16,
	PK_DOT2_F32_F16,  /* s2 + s0.lo * s1.lo + s0.hi * s1.hi, f16 pairs */
	PK_DOT2_F32_BF16, /* the same with bf16 pairs (gfx11 on) */
	/* ---- gfx90a/gfx942 packed f32 (branch s5-16float) ---- */
	PK_FMA_F32,       /* per dword of a 64-bit pair: d = s0 * s1 + s2 */
	PK_MUL_F32,
	PK_ADD_F32,
	PK_MOV_B32,       /* d.lo from s0, d.hi from s1, op_sel picks dwords */
	/* ---- gfx12 fp8 dots (branch s7-16fp8): s2 + the four products of
	 * s0's and s1's OCP 8-bit floats (s0's format first in the name) */
	PK_DOT4_F32_FP8_FP8,
	PK_DOT4_F32_BF8_FP8,
	PK_DOT4_F32_FP8_BF8,
	PK_DOT4_F32_BF8_BF8,
	PK_COUNT
};

/* Whether a VOP3P op is one of the mixed-precision fma/mad rows, whose
 * sources are written -x and |x| (llvm-mc 19) and kept in the neg_lo and
 * neg_hi fields, and whose op_sel_hi says f16 (1) or f32 (0) per source. */
static inline bool
isa_pk_mix(unsigned op)
{
	return op >= PK_FMA_MIX_F32 && op <= PK_MAD_MIXHI_F16;
}

/* Whether a row is one of gfx12's SOP1/SOPC f16 rows, whose constants
 * llvm-mc 19 writes as 32-bit ones (0x3c00 stays a literal, 1.5 is the
 * f32 0x3fc00000, 0x3f800000 is the constant 1.0) though the row reads an
 * f16; the SOP2 f16 rows take f16 constants. */
static inline bool
isa_sf16_wide_consts(unsigned family, unsigned type_f16)
{
	return type_f16 && (family == ISA_SOP1 || family == ISA_SOPC);
}

/* Whether a VOP3P op works on 64-bit pairs of dwords (gfx90a, gfx942). */
static inline bool
isa_pk_f32(unsigned op)
{
	return op >= PK_FMA_F32 && op <= PK_MOV_B32;
}

/* Whether a VOP3P op is one of gfx12's fp8/bf8 dots. */
static inline bool
isa_pk_fp8_dot(unsigned op)
{
	return op >= PK_DOT4_F32_FP8_FP8 && op <= PK_DOT4_F32_BF8_BF8;
}

/* Whether a VOP3P op is a float dot product (one f32 result, f32 s2). */
static inline bool
isa_pk_float_dot(unsigned op)
{
	return op == PK_DOT2_F32_F16 || op == PK_DOT2_F32_BF16;
}

/* The format a VOP3P row's float constant in source k is written and
 * read in, as llvm-mc 19 types the operand: an f16 row's sources are f16
 * except a float dot product's accumulator s2 (f32) and v_dot2_f32_bf16's
 * pairs (bf16: 1.0 is 0x3f80); other rows' constants are f32. */
enum isa_pk_fmt { ISA_PKF_F16, ISA_PKF_F32, ISA_PKF_BF16 };

static inline enum isa_pk_fmt
isa_pk_src_fmt(unsigned type_f16, unsigned op, unsigned k)
{
	if (!type_f16)
		return ISA_PKF_F32;
	if (isa_pk_float_dot(op) && k == 2)
		return ISA_PKF_F32;
	if (op == PK_DOT2_F32_BF16)
		return ISA_PKF_BF16;
	return ISA_PKF_F16;
}

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

/* ---- vector ALU of compute kernels (branch valu16) ---- */
/* What a SEM_VX row computes (its AUX column); exec_vx.c has the
 * arithmetic, isa_table_valu.h the rows. */
enum isa_vx {
	VX_NONE,
	/* VOP1 */
	VX_BFREV,
	VX_FFBH_U32,
	VX_FFBL_B32,
	VX_FFBH_I32,
	VX_CVT_F32_UBYTE0,
	VX_CVT_F32_UBYTE1,
	VX_CVT_F32_UBYTE2,
	VX_CVT_F32_UBYTE3,
	VX_FRACT_F32,
	VX_TRUNC_F32,
	VX_CEIL_F32,
	VX_FLOOR_F32,
	VX_RNDNE_F32,
	/* VOP2 */
	VX_MUL_U32_U24,
	VX_MUL_I32_I24,
	VX_MUL_HI_U32_U24,
	VX_MUL_HI_I32_I24,
	VX_FMAC_F32,
	/* VOP3, two sources */
	VX_MUL_HI_I32,
	VX_BCNT,
	VX_BFM,
	/* VOP3, three sources */
	VX_BFE_U32,
	VX_BFE_I32,
	VX_BFI,
	VX_PERM,
	VX_ALIGNBIT,
	VX_ALIGNBYTE,
	VX_ADD3,
	VX_OR3,
	VX_XOR3,
	VX_AND_OR,
	VX_LSHL_OR,
	VX_LSHL_ADD,
	VX_ADD_LSHL,
	VX_XAD,
	VX_MAD_U32_U24,
	VX_MAD_I32_I24,
	VX_MAD_F32,
	VX_MIN3_I32,
	VX_MIN3_U32,
	VX_MAX3_I32,
	VX_MAX3_U32,
	VX_MED3_I32,
	VX_MED3_U32,
	/* f32 arithmetic, transcendental functions and f16 conversions */
	VX_RCP_F32,
	VX_RCP_IFLAG_F32,
	VX_RSQ_F32,
	VX_SQRT_F32,
	VX_EXP_F32,
	VX_LOG_F32,
	VX_SIN_F32,
	VX_COS_F32,
	VX_FREXP_MANT_F32,
	VX_FREXP_EXP_I32_F32,
	VX_CVT_F32_F16,
	VX_CVT_F16_F32,
	VX_LDEXP_F32,
	VX_MIN3_F32,
	VX_MAX3_F32,
	VX_MED3_F32,
	/* 64-bit results */
	VX_LSHLREV_B64,
	VX_LSHRREV_B64,
	VX_ASHRREV_I64,
	VX_MAD_U64_U32,
	VX_MAD_I64_I32,
	VX_LSHL_ADD_U64,
	VX_ADD_F64,
	VX_MUL_F64,
	VX_FMA_F64,
	/* ---- f64, division helpers, 16-bit ALU (branch valu16b) ---- */
	VX_CVT_F64_F32,
	VX_CVT_F32_F64,
	VX_CVT_F64_I32,
	VX_CVT_F64_U32,
	VX_CVT_I32_F64,
	VX_CVT_U32_F64,
	VX_FRACT_F64,
	VX_TRUNC_F64,
	VX_CEIL_F64,
	VX_FLOOR_F64,
	VX_RNDNE_F64,
	VX_RCP_F64,
	VX_RSQ_F64,
	VX_SQRT_F64,
	VX_FREXP_MANT_F64,
	VX_FREXP_EXP_I32_F64,
	VX_LDEXP_F64,
	VX_MIN_F64,
	VX_MAX_F64,
	VX_DIV_SCALE_F64,
	VX_DIV_FMAS_F64,
	VX_DIV_FIXUP_F64,
	VX_DIV_SCALE_F32,
	VX_DIV_FMAS_F32,
	VX_DIV_FIXUP_F32,
	/* 16-bit results (exec_vx2_16bit; keep them together from
	 * VX_RCP_F16 to VX_MED3_F16: exec_vx_f16_result asks the range) */
	VX_RCP_F16,
	VX_SQRT_F16,
	VX_RSQ_F16,
	VX_LOG_F16,
	VX_EXP_F16,
	VX_SIN_F16,
	VX_COS_F16,
	VX_FLOOR_F16,
	VX_CEIL_F16,
	VX_TRUNC_F16,
	VX_RNDNE_F16,
	VX_FRACT_F16,
	VX_FREXP_MANT_F16,
	VX_FREXP_EXP_I16_F16,
	VX_CVT_F16_U16,
	VX_CVT_F16_I16,
	VX_CVT_U16_F16,
	VX_CVT_I16_F16,
	VX_MUL_F16,
	VX_MIN_F16,
	VX_MAX_F16,
	VX_LDEXP_F16,
	VX_FMAC_F16,
	VX_ADD_U16,
	VX_SUB_U16,
	VX_SUBREV_U16,
	VX_MUL_LO_U16,
	VX_LSHLREV_B16,
	VX_LSHRREV_B16,
	VX_ASHRREV_I16,
	VX_MAX_U16,
	VX_MAX_I16,
	VX_MIN_U16,
	VX_MIN_I16,
	/* gfx11/gfx12 16-bit logic with plain VGPRs (branch s6-16int; in
	 * the 16-bit integer range above: their sources are 16-bit) */
	VX_AND_B16,
	VX_OR_B16,
	VX_XOR_B16,
	VX_NOT_B16,
	VX_FMA_F16,
	VX_MAD_F16,
	VX_MAD_U16,
	VX_MIN3_I16,
	VX_MIN3_U16,
	VX_MAX3_I16,
	VX_MAX3_U16,
	VX_MED3_I16,
	VX_MED3_U16,
	VX_MIN3_F16,
	VX_MAX3_F16,
	VX_MED3_F16,
	VX_DIV_FIXUP_F16, /* branch s5-16kforms: f16 result, d[31:16] = 0 */
	/* 32-bit results from 16-bit sources, packs of two halves */
	VX_MAD_U32_U16,
	VX_MAD_I32_I16,
	VX_CVT_PKRTZ_F16_F32,
	VX_CVT_PK_U16_U32,
	VX_CVT_PK_I16_I32,
	VX_CVT_PKNORM_I16_F32,
	VX_CVT_PKNORM_U16_F32,
	VX_CVT_PK_U8_F32,
	VX_PACK_B32_F16,
	/* ---- 64-bit DPP (branch gpu13c) ---- */
	VX_MOV_B64,      /* d = s0, 64 bits (gfx942 v_mov_b64) */
	/* ---- gfx11/gfx12 two-step min/max (branch s5-16ops) ---- */
	VX_MAXMIN_I32,   /* d = min(max(s0, s1), s2) */
	VX_MAXMIN_U32,
	VX_MAXMIN_F32,
	VX_MINMAX_I32,   /* d = max(min(s0, s1), s2) */
	VX_MINMAX_U32,
	VX_MINMAX_F32,
	/* ---- f32 to i32 with a rounding of their own (branch s5-16ops) */
	VX_CVT_FLR_I32_F32, /* d = (int32)floor(s0), saturated, NaN 0 */
	VX_CVT_RPI_I32_F32, /* d = (int32)floor(s0 + 0.5), saturated, NaN 0 */
	/* ---- DX9 legacy, cube map, f16 norm and dot rows (branch
	 * s6-16flt; exec_vxf.c). Keep VX_MAD_LEGACY_F32 first and
	 * VX_MULLIT_F32 last, the 16-bit results from VX_CVT_NORM_I16_F16
	 * to VX_MINMAX_F16: exec_vx asks the ranges. */
	VX_MAD_LEGACY_F32,  /* s0 * s1 (a zero factor gives +0) + s2 */
	VX_FMA_LEGACY_F32,  /* fma(s0, s1, s2); s2 when s0 or s1 is 0 */
	VX_EXP_LEGACY_F32,
	VX_LOG_LEGACY_F32,
	VX_CUBEID_F32,
	VX_CUBESC_F32,
	VX_CUBETC_F32,
	VX_CUBEMA_F32,
	VX_CVT_PKNORM_I16_F16, /* 32-bit pack of two f16 norms */
	VX_CVT_PKNORM_U16_F16,
	VX_PK_FMAC_F16,        /* two f16 fmas into d's halves */
	VX_CVT_NORM_I16_F16,   /* 16-bit results from here on */
	VX_CVT_NORM_U16_F16,
	VX_DOT2_F16_F16,
	VX_DOT2_BF16_BF16,
	VX_MAXMIN_F16,
	VX_MINMAX_F16,
	VX_MULLIT_F32,     /* 32-bit, after the 16-bit results */
	VX_TRIG_PREOP_F64, /* 64-bit: exec_vx64_step calls exec_vxf */
	/* ---- gfx12 IEEE 754-2019 minimum/maximum (branch s6-16g12;
	 * exec_g12f.c; keep VX_MINIMUM_F32..VX_MINMAX_NUM_F16 together) */
	VX_MINIMUM_F32,          /* a NaN wins, -0 < +0 */
	VX_MAXIMUM_F32,
	VX_MINIMUM3_F32,         /* minimum(minimum(s0, s1), s2) */
	VX_MAXIMUM3_F32,
	VX_MINIMUMMAXIMUM_F32,   /* maximum(minimum(s0, s1), s2) */
	VX_MAXIMUMMINIMUM_F32,   /* minimum(maximum(s0, s1), s2) */
	VX_MINIMUM_F16,
	VX_MAXIMUM_F16,
	VX_MINIMUM3_F16,
	VX_MAXIMUM3_F16,
	VX_MINIMUMMAXIMUM_F16,
	VX_MAXIMUMMINIMUM_F16,
	VX_MAXMIN_NUM_F16,       /* min(max(s0, s1), s2), a NaN loses */
	VX_MINMAX_NUM_F16,       /* max(min(s0, s1), s2), a NaN loses */
	VX_MINIMUM_F64,          /* exec_vx64_step's rows */
	VX_MAXIMUM_F64,
	/* ---- 8-bit floats to f32 (branch s6-16g12; exec_g12f.c): FNUZ
	 * is gfx942's format (bias 8 or 16, 0x80 the one NaN, no -0, no
	 * inf), OCP gfx12's (E4M3 bias 7 without inf, E5M2 bias 15 as
	 * IEEE); keep the four 32-bit ones, then the four pairs, together */
	VX_CVT_F32_FP8_FNUZ,     /* d = f32(s0[7:0]) */
	VX_CVT_F32_BF8_FNUZ,
	VX_CVT_F32_FP8_OCP,
	VX_CVT_F32_BF8_OCP,
	VX_CVT_PK_F32_FP8_FNUZ,  /* d = f32(s0[7:0]), d+1 = f32(s0[15:8]) */
	VX_CVT_PK_F32_BF8_FNUZ,
	VX_CVT_PK_F32_FP8_OCP,
	VX_CVT_PK_F32_BF8_OCP,
	/* ---- gfx90a/gfx942 VOP2 integer dots accumulating into d (branch
	 * s6-16g12): the VOP3P dots' arithmetic with c = d ---- */
	VX_DOT2C_I32_I16,
	VX_DOT4C_I32_I8,
	VX_DOT8C_I32_I4,
	/* ---- integer VALU of isa_table_int.h (branch s6-16int) ---- */
	VX_XNOR,            /* d = ~(s0 ^ s1) */
	VX_CVT_I32_I16,     /* d = sign-extended s0[15:0] */
	VX_CVT_U32_U16,     /* d = zero-extended s0[15:0] */
	VX_SAT_PK_U8_I16,   /* d[15:0] = both i16 halves saturated to u8 */
	VX_CVT_PK_I16_F32,  /* d = {i16(s1), i16(s0)}, truncated, saturated */
	VX_CVT_PK_U16_F32,  /* d = {u16(s1), u16(s0)}, truncated, saturated */
	VX_CVT_OFF_F32_I4,  /* d = s0[3:0] as a signed 4-bit / 16 (f32) */
	VX_LERP_U8,         /* per byte: (s0 + s1 + rounding bit of s2) >> 1 */
	VX_SAD_U8,          /* sum of four byte |s0 - s1| + s2 */
	VX_SAD_HI_U8,       /* (that sum << 16) + s2 */
	VX_SAD_U16,         /* sum of two halves' |s0 - s1| + s2 */
	VX_SAD_U32,         /* |s0 - s1| (unsigned) + s2 */
	VX_MSAD_U8,         /* VX_SAD_U8 skipping bytes where s1's is 0 */
	VX_QSAD_PK_U16_U8,  /* four 16-bit VX_SAD_U8s of slices of s0 (64-bit) */
	VX_MQSAD_PK_U16_U8, /* the same with VX_MSAD_U8 */
	VX_MQSAD_U32_U8,    /* four 32-bit VX_MSAD_U8s: d and s2 128-bit */
	VX_MOV_B16,         /* true16: d half = s0 half (ISA_F_T16) */
	/* ---- f32 to 8-bit floats (branch s7-16fp8; exec_g12f.c): the
	 * order of the to-f32 block, FNUZ pair then OCP pair; keep the
	 * four _pk_ then the four _sr_ together ---- */
	VX_CVT_PK_FP8_F32_FNUZ, /* d[15:0] = {fp8(s1), fp8(s0)}, RNE */
	VX_CVT_PK_BF8_F32_FNUZ,
	VX_CVT_PK_FP8_F32_OCP,
	VX_CVT_PK_BF8_F32_OCP,
	VX_CVT_SR_FP8_F32_FNUZ, /* d byte = fp8(s0), stochastic with s1 */
	VX_CVT_SR_BF8_F32_FNUZ,
	VX_CVT_SR_FP8_F32_OCP,
	VX_CVT_SR_BF8_F32_OCP,
	VX_COUNT
};

/* Whether VX op aux is one of the f32 to 8-bit float conversions, and
 * one of their stochastic (_sr_) rows, which write one byte of d. */
#define ISA_VX_TO_FP8(aux) \
	((aux) >= VX_CVT_PK_FP8_F32_FNUZ && (aux) <= VX_CVT_SR_BF8_F32_OCP)
#define ISA_VX_TO_FP8_SR(aux) \
	((aux) >= VX_CVT_SR_FP8_F32_FNUZ && (aux) <= VX_CVT_SR_BF8_F32_OCP)

/* ---- scalar ALU, SOP1 (branch salu16b) ---- */
/* What a SEM_S_OP1 row computes (its AUX column); exec_salu.c has the
 * arithmetic, isa_table_salu.h the rows. */
enum isa_s1 {
	S1_CMOV,         /* d = scc ? s0 : d */
	S1_WQM,          /* whole quad mode mask; scc */
	S1_BREV,         /* bits reversed */
	S1_BCNT0,        /* zero bits counted; scc */
	S1_BCNT1,        /* one bits counted; scc */
	S1_FF0,          /* lowest zero bit, -1 when none */
	S1_FF1,          /* lowest one bit, -1 when none */
	S1_FLBIT,        /* leading zeros from the top, -1 for 0 */
	S1_FLBIT_I,      /* leading sign copies, -1 for 0 and -1 */
	S1_SEXT8,
	S1_SEXT16,
	S1_BITSET0,      /* d[s0] = 0, the rest of d kept */
	S1_BITSET1,
	S1_ABS,          /* |s0|; scc */
	S1_QUADMASK,     /* one bit per quad; scc */
	S1_BITREPLICATE, /* each bit of s0 twice */
};

/* SOP1 operand shapes beyond "d and s0 as wide as the type". */
static inline bool
isa_s1_dst32(unsigned op)
{
	/* counts and bit positions of a 64-bit source are 32-bit */
	return op >= S1_BCNT0 && op <= S1_FLBIT_I;
}

static inline bool
isa_s1_src32(unsigned op)
{
	/* a bit number, or the 32 bits to replicate */
	return op == S1_BITSET0 || op == S1_BITSET1 || op == S1_BITREPLICATE;
}

/* Whether a SEM_S_OP1 row writes SCC (GCN3 ISA 5.3: the counts, wqm,
 * quadmask and abs do; moves, finds, extensions and bit sets do not). */
static inline bool
isa_s1_writes_scc(unsigned op)
{
	return op == S1_WQM || op == S1_BCNT0 || op == S1_BCNT1 ||
	    op == S1_ABS || op == S1_QUADMASK;
}

/* The EXEC operation of a SEM_S_SAVEEXEC row (its AUX column); ISA_SX_WR
 * added: d gets the new EXEC (the _wrexec forms), else the old one. */
enum isa_sx {
	SX_XOR,    /* s0 ^ exec */
	SX_ANDN2,  /* s0 & ~exec (gfx11: s_and_not1_saveexec) */
	SX_ORN2,   /* s0 | ~exec (gfx11: s_or_not1_saveexec) */
	SX_NAND,   /* ~(s0 & exec) */
	SX_NOR,    /* ~(s0 | exec) */
	SX_XNOR,   /* ~(s0 ^ exec) */
	SX_ANDN1,  /* ~s0 & exec (gfx11: s_and_not0_saveexec) */
	SX_ORN1,   /* ~s0 | exec (gfx11: s_or_not0_saveexec) */
};
#define ISA_SX_WR 0x10u


/* Whether a SEM_VX row's result is a 16-bit integer or a pack of two
 * halves (branch valu16b): clamp and omod on it are not modelled. */
static inline bool
isa_vx_int16_or_pack(unsigned aux)
{
	return (aux >= VX_CVT_U16_F16 && aux <= VX_CVT_I16_F16) ||
	    aux == VX_FREXP_EXP_I16_F16 ||
	    (aux >= VX_ADD_U16 && aux <= VX_NOT_B16) ||
	    (aux >= VX_MAD_U16 && aux <= VX_MED3_U16) ||
	    (aux >= VX_MAD_U32_U16 && aux <= VX_PACK_B32_F16) ||
	    (aux >= VX_CVT_PKNORM_I16_F16 && aux <= VX_CVT_NORM_U16_F16);
}

/* ---- integer clamp (branch vop3p16c) ---- */
/* Whether VOP3 clamp on a SEM_VX row saturates its integer result (Vega
 * ISA 6.3: clamp on an integer add, subtract or multiply-add saturates
 * instead of wrapping; gfx9 on, struct isa_features.int_clamp): the 16-bit
 * adds, subtracts and multiply-adds (signed by the row's type),
 * v_mad_u32_u24 and v_mad_u32_u16 (llvm-mc 19 takes no clamp on
 * v_add3_u32). */
static inline bool
isa_vx_int_clamp(unsigned aux)
{
	return aux == VX_ADD_U16 || aux == VX_SUB_U16 ||
	    aux == VX_SUBREV_U16 || aux == VX_MAD_U16 ||
	    aux == VX_MAD_U32_U24 || aux == VX_MAD_U32_U16 ||
	    (aux >= VX_DOT2C_I32_I16 && aux <= VX_DOT8C_I32_I4);
}

/* ---- SOPK (branch sop16c) ---- */
/* What a SEM_S_K row computes (its AUX column); exec_salu.c has the
 * arithmetic, isa_table_sopk.h the rows. SIMM16 is sign-extended for
 * all of them (GCN3 ISA 5.2 SOPK table: "SIMM16.i"). */
enum isa_sk {
	SK_MOVK,    /* d = SIMM16 */
	SK_CMOVK,   /* d = scc ? SIMM16 : d */
	SK_ADDK,    /* d = d + SIMM16; scc = signed overflow */
	SK_MULK,    /* d = d * SIMM16, low 32 bits */
	SK_VERSION, /* no register: a code-object version tag (gfx10 on) */
	/* hardware registers (branch s5-16ops): SIMM16 is hwreg(id,
	 * offset, size): id 5:0, offset 10:6, size - 1 15:11 */
	SK_GETREG,  /* d = the field of the hardware register */
	SK_SETREG,  /* the field = s0 (an SGPR, written where d goes) */
	SK_SETREG_IMM32, /* the field = a literal dword after the word */
};

/* The hardware registers lanescope models: MODE (hwreg id 1) and, on
 * gfx10 and gfx11 (where flat_scratch is no operand and the kernel
 * prologue sets it with s_setreg), FLAT_SCR_LO/HI (ids 20 and 21), kept
 * in the wave's flat_scratch slots. */
#define ISA_HWREG_MODE 1u
#define ISA_HWREG_FLAT_SCR_LO 20u
#define ISA_HWREG_FLAT_SCR_HI 21u

/* Which register a SEM_S_MOVREL row indexes with M0 (its AUX column):
 * the source (s_movrels: d = SGPR[s0 + M0]), the destination
 * (s_movreld: SGPR[d + M0] = s0) or both (s_movrelsd_2: SGPR[d +
 * M0[25:16]] = SGPR[s0 + M0[9:0]]). */
enum isa_movrel {
	MR_S,
	MR_D,
	MR_SD2,
};

/* Which VGPR a SEM_V_MOVREL row indexes with M0 (its AUX column; GCN3
 * ISA and RDNA1-3 ISA VOP1 tables, branch s6-16int): the source
 * (v_movrels: d = VGPR[s0 + M0]), the destination (v_movreld: VGPR[d +
 * M0] = s0), both with M0 (v_movrelsd), both with M0[9:0] for the source
 * and M0[25:16] for the destination (v_movrelsd_2), or those two swapped
 * (v_swaprel). */
enum isa_vmovrel {
	VMR_S,
	VMR_D,
	VMR_SD,
	VMR_SD2,
	VMR_SWAP,
};

/* What a SEM_ACCVGPR row moves (its AUX column; CDNA3 ISA guide,
 * "Accumulation VGPRs"): d = s0 in each lane EXEC enables, where d or s0
 * is an AGPR a0..a255. */
enum isa_acc {
	ACC_WRITE, /* v_accvgpr_write_b32 aN, s0 (VGPR, SGPR or constant) */
	ACC_READ,  /* v_accvgpr_read_b32 vN, aM */
	ACC_MOV,   /* v_accvgpr_mov_b32 aN, aM (VOP1) */
};

/* Whether a SEM_S_K row writes SCC. */
static inline bool
isa_sk_writes_scc(unsigned op)
{
	return op == SK_ADDK;
}

/* AUX of SEM_S_LOAD rows: the dwords loaded, and this bit when the base
 * is a buffer resource s[n:n+3] (s_buffer_load) rather than an address
 * s[n:n+1]. */
#define ISA_SMEM_BUFFER 0x80u
/* More AUX bits of SMEM rows (branch s6-16mem): s_scratch_* address the
 * wave's scalar scratch; an ISA_SMEM_SUB load (gfx12 s_load_u8...) moves
 * AUX & 3 bytes into one SGPR, extended as the row's type says. */
#define ISA_SMEM_SCRATCH 0x40u
#define ISA_SMEM_SUB     0x20u
/* AUX of the SMEM hint rows (SEM_S_HINT, branch s7-16smisc), which move
 * no data: s_dcache_discard sbase, offset; ISA_SMH_PROBE s_atc_probe N,
 * sbase, offset; ISA_SMH_PREFETCH gfx12's s_prefetch_* sbase, offset,
 * soffset, N, ISA_SMH_PC_REL the forms without sbase. N is the SDATA
 * field, kept in insn.simm16; ISA_SMEM_BUFFER a 4-SGPR resource base. */
#define ISA_SMH_PROBE    0x01u
/* AUX of SEM_S_GPR_IDX rows: what each writes (Vega ISA, SOPC/SOPP/SOP1
 * s_set_gpr_idx_*): _on MODE.GPR_IDX_EN = 1, M0[7:0] = s0[7:0] and
 * M0[15:12] = the mask; _off clears the enable; _mode sets M0[15:12];
 * _idx M0[7:0]. */
#define ISA_GIDX_ON   0u
#define ISA_GIDX_OFF  1u
#define ISA_GIDX_MODE 2u
#define ISA_GIDX_IDX  3u
#define ISA_SMH_PREFETCH 0x02u
#define ISA_SMH_PC_REL   0x04u
/* AUX of SEM_S_ATOMIC rows: the vector atomic semantics it shares
 * (SEM_ATOMIC_*, for atomic.c) and the dwords of one operand (1 or 2). */
#define SMEM_ATOMIC(sem, dwords) \
	((unsigned)((sem) - SEM_ATOMIC_ADD) << 2 | (dwords))

/* The SEM_ATOMIC_* operation of SEM_S_ATOMIC row r. */
static inline unsigned
isa_smem_atomic_op(unsigned aux)
{
	return SEM_ATOMIC_ADD + ((aux & ~ISA_SMEM_BUFFER) >> 2);
}

/* The SGPRs of SMEM row (sem, aux)'s sdata: the dwords loaded or stored,
 * one for a sub-dword load, an atomic's data (twice for cmpswap). */
static inline unsigned
isa_smem_sdata(unsigned sem, unsigned aux)
{
	if (sem == SEM_S_ATOMIC)
		return (aux & 3u) * (isa_smem_atomic_op(aux) ==
		    SEM_ATOMIC_CMPSWAP ? 2u : 1u);
	if (aux & ISA_SMEM_SUB)
		return 1;
	return aux & 0x1fu;
}

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

/* Whether a row is a vector memory or LDS row (DS, MUBUF, FLAT, GLOBAL,
 * SCRATCH, MIMG): the rows whose VGPR data may name AGPRs on gfx90a and
 * gfx942, and the "vector memory" of the CDNA hazard rules. */
static inline bool
isa_is_vector_memory(const struct isa_info *row)
{
	return row->family == ISA_DS || row->family == ISA_MUBUF ||
	    row->family == ISA_FLAT || row->family == ISA_GLOBAL ||
	    row->family == ISA_SCRATCH || row->family == ISA_MIMG;
}

/* The table, indexed by enum isa_id. */
extern const struct isa_info isa_table[ISA_ID_COUNT];

/* Returns the row for id. id must be < ISA_ID_COUNT. Inline: every
 * line of a batch asks it several times. */
static inline const struct isa_info *
isa_get(enum isa_id id)
{
	return &isa_table[id];
}

/* Fills out with the shape of LDS row r (see struct isa_lds_shape).
 * Inline: the parser, exec_reads, exec_writes and the DS plan each ask
 * it of every DS line, and each reads only a field or two. */
static inline void
isa_lds_shape(const struct isa_info *r, struct isa_lds_shape *out)
{
	unsigned bytes = ISA_LDS_BYTES(r->aux);
	unsigned w = bytes <= 4 ? 1u : bytes / 4u;
	bool two = r->sem == SEM_DS_READ2 || r->sem == SEM_DS_WRITE2 ||
	    r->sem == SEM_DS_WRXCHG2;
	bool load = r->sem == SEM_DS_READ || r->sem == SEM_DS_READ2 ||
	    r->sem == SEM_DS_READ_ADDTID || r->sem == SEM_DS_APPEND ||
	    r->sem == SEM_DS_CONSUME;

	out->elems = two ? 2 : 1;
	out->elem_bytes = (uint8_t)bytes;
	out->stride = (uint16_t)(two ? bytes * ((r->aux & ISA_LDS_ST64) ?
	    64u : 1u) : 0u);
	out->dst_regs = (uint8_t)(load || (r->aux & ISA_LDS_RTN) ?
	    out->elems * w : 0);
	out->addr = r->sem != SEM_DS_READ_ADDTID &&
	    r->sem != SEM_DS_WRITE_ADDTID && r->sem != SEM_DS_APPEND &&
	    r->sem != SEM_DS_CONSUME;
	out->data_regs = (uint8_t)w;
	if (load || (r->flags & ISA_F_LDS_SRC2))
		out->ndata = 0;
	else if (two || r->sem == SEM_DS_CMPST || r->sem == SEM_DS_CMPSTORE ||
	    r->sem == SEM_DS_MSKOR || r->sem == SEM_DS_WRAP)
		out->ndata = 2;
	else
		out->ndata = 1;
	/* a src2 form touches two locations, A and B, as a 2-address form
	 * does (for the bank report); no offset stride: exec_ds.c computes
	 * B */
	if (r->flags & ISA_F_LDS_SRC2)
		out->elems = 2;
}

/* Whether instruction id exists on target (its opcode is not ISA_NA). */
bool isa_on_target(enum isa_id id, enum isa_target target);

/* Whether row r has DPP forms on target: its flag, or any compare where
 * the target gives every VOPC a DPP form (gfx11 on). */
bool isa_has_dpp(const struct isa_info *r, enum isa_target target);

/* Whether row r has a VOP3 DPP form (_e64_dpp, DPP16 and DPP8) on
 * target: the target has VOP3 DPP and the row is a VOP1/VOP2/VOPC row with
 * DPP and a VOP3 form, or a VOP3-only row flagged ISA_F_DPP. The one place
 * that decides it (parser, decoder, completion and executor ask here). */
bool isa_has_vop3_dpp(const struct isa_info *r, enum isa_target target);

/* Whether the instruction's result is floating point (clamp and the
 * output modifiers mul:2/mul:4/div:2 apply): float rows and the int-to-float
 * conversions. */
bool isa_float_result(enum isa_id id);

/* Architecture generations, for the words the program shows. */
enum isa_gen {
	ISA_GEN_GCN3,
	ISA_GEN_GCN5,
	ISA_GEN_CDNA2,
	ISA_GEN_CDNA3,
	ISA_GEN_RDNA1,
	ISA_GEN_RDNA2,
	ISA_GEN_RDNA3,
	ISA_GEN_RDNA4,
};

/* Machine-code layouts: each value names the first target that used it.
 * Encoder and decoder switch on this, never on the target itself. */
enum isa_enc {
	ISA_ENC_GFX8,  /* VOP3 0xd0, SDWA without SGPR sources */
	ISA_ENC_GFX9,  /* + FLAT offsets, SDWA sdst; gfx90a too */
	ISA_ENC_GFX10, /* VOP3 0xd4, DPP8, null, 106 SGPRs */
	ISA_ENC_GFX11, /* new opcode map, no SDWA, VOP3 DPP, m0/null swap */
	ISA_ENC_GFX12, /* + new memory encodings (VBUFFER, VFLAT...) */
};

/* Layouts of s_waitcnt's simm16 (see isa_waitcnt_fields). */
enum isa_waitcnt {
	ISA_WAIT_GFX8,  /* vmcnt 3:0, expcnt 6:4, lgkmcnt 11:8 */
	ISA_WAIT_GFX9,  /* + vmcnt 5:4 in bits 15:14 */
	ISA_WAIT_GFX10, /* + lgkmcnt widened to 13:8 */
	ISA_WAIT_GFX11, /* expcnt 2:0, lgkmcnt 9:4, vmcnt 15:10 */
};

/* Which wait-state (hazard) rules hazard.c applies. */
enum isa_hazard {
	ISA_HAZ_GCN,  /* software inserts wait states (GCN3 ISA 4.5) */
	ISA_HAZ_RDNA, /* the hardware interlocks VALU results (RDNA1 ISA 4.5) */
};

/* SDWA flavours. */
enum isa_sdwa {
	ISA_SDWA_NONE, /* gfx11 removed SDWA */
	ISA_SDWA_GFX8, /* VGPR sources only, no omod, VOPC writes vcc */
	ISA_SDWA_GFX9, /* scalar sources, omod, VOPC names its sdst */
};

/* One row per target: every fact that differs between targets and that
 * more than the opcode columns of isa_table.h decide. Code asks this table
 * instead of comparing targets, so a new target is one row. */
struct isa_features {
	const char *name;        /* canonical, as llvm-mc's -mcpu */
	const char *what;        /* generation and products, for :help */
	uint8_t gen;             /* enum isa_gen */
	uint8_t enc;             /* enum isa_enc */
	uint8_t waitcnt;         /* enum isa_waitcnt */
	uint8_t hazard;          /* enum isa_hazard */
	uint8_t sdwa;            /* enum isa_sdwa */
	uint8_t default_wave;    /* llvm-mc's default wavefront size */
	bool wave32;             /* can run wave32 (gfx10 on) */
	uint8_t const_bus;       /* scalar values one VALU instruction reads */
	uint8_t nsgpr;           /* addressable SGPRs (s0..s[nsgpr-1]) */
	uint8_t ttmp_base;       /* operand code of ttmp0 */
	uint8_t ttmp_count;      /* ttmp registers */
	uint32_t lds_bytes;      /* LDS one workgroup can address */
	bool lds_m0_bound;       /* M0 bounds LDS addresses (GCN3 ISA; gfx8) */
	/* DPP */
	bool dpp_wave_ctrls;     /* wave_shl/rol/shr/ror:1, row_bcast:15/31 */
	bool dpp_row_newbcast;   /* 0x150+N spelled row_newbcast (gfx90a) */
	bool dpp_row_share;      /* row_share:N and row_xmask:N (gfx10 on) */
	bool dpp8;               /* dpp8:[...] and fi:1 (gfx10 on) */
	bool dpp_alu64;          /* VOP1/VOP2 with 64-bit operands have DPP,
				  * row_newbcast only (gfx90a, gfx942;
				  * branch gpu13c) */
	bool dpp_vopc;           /* every VOPC has a DPP form (gfx11) */
	bool dpp8_neg_abs;       /* dpp8 takes neg/abs (gfx11) */
	bool dpp_bound_ctrl_zero; /* bound_ctrl:0 clears bit 19 (gfx11) */
	bool vop3_dpp;           /* VOP3 DPP16/DPP8, _e64_dpp (gfx11 on) */
	bool vop3_dpp_scalar;    /* ... whose src1 may be an SGPR or an inline
				  * constant (gfx12; gfx11 wants a VGPR) */
	bool vgpr_tuple_even;    /* VGPR tuples start at an even VGPR */
	/* VALU */
	bool vop3_literal;       /* VOP3 takes a 32-bit literal */
	bool vopc_clamp;         /* float VOPC _e64 takes clamp */
	bool half_vgpr7;         /* 16-bit VOP1/2/C e32 and DPP name only
				  * v0..v127 (gfx11 true16 fields) */
	bool int_clamp;          /* integer add/sub take clamp (gfx9 on) */
	bool vcc_implicit_co;    /* text may leave out a carry-out-only vcc */
	bool vcc_implicit_co_ci; /* ... and carry-in-and-out vcc operands */
	bool cmpx_exec_only;     /* v_cmpx writes EXEC only, no sdst */
	bool null_reg;           /* the null operand (code 125) */
	bool m0_null_swapped;    /* m0 is code 125 and null 124 (gfx11 on) */
	bool permlane;           /* v_permlane16/x16 and their DPP peers */
	bool cmpx_permlane_hazard; /* a v_permlane* right after a v_cmpx
				  * needs another VALU between (LLVM's
				  * FeatureVcmpxPermlaneHazard) */
	/* memory */
	bool flat_offset;        /* FLAT/GLOBAL take offset: (gfx9 on) */
	bool cache_sc;           /* cache bits are sc0 sc1 nt, not glc slc */
	bool dlc_dim;            /* the dlc bit and MIMG dim: (gfx10 on) */
	bool swizzle_modes;      /* ds_swizzle's bitmasks of gfx9 on */
	bool gds;                /* DS instructions take gds (not gfx12) */
	/* flat scratch (branch s6-16mem), as llvm-mc 19 takes it */
	bool scratch_st;         /* vaddr and saddr both `off` (gfx1030,
				  * gfx942, gfx11 on) */
	bool scratch_svs;        /* vaddr and saddr together (gfx942,
				  * gfx11 on) */
	bool scratch_sve13;      /* FLAT bit 13 is SVE, vaddr used (gfx942);
				  * elsewhere on gfx9 it is lds */
	/* registers (branch s7-16agpr) */
	bool agprs;              /* the accumulation registers a0..a255,
				  * unified with the VGPRs (gfx90a, gfx942) */
};

/* The features of target, which must be < ISA_TARGET_COUNT. */
const struct isa_features *isa_features(enum isa_target target);
/* Whether lanescope models hardware register id (hwreg(ID)) on target:
 * MODE everywhere, FLAT_SCR_LO/HI on gfx10 and gfx11 only (llvm-mc 19
 * refuses them elsewhere). */
bool isa_hwreg_modelled(enum isa_target target, unsigned id);

/* Writes the names of the targets whose features satisfy has, as
 * "gfx1010, gfx1030", into buf (always terminated; cut when too small). */
void isa_list_targets(bool (*has)(const struct isa_features *), char *buf,
    size_t size);

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

/* The LDS DMA row (ISA_F_LDS_DMA) of MUBUF row id's name on target: what
 * buffer_load_dword becomes with the lds modifier; ISA_ID_COUNT when
 * there is none (branch s7-16ldsdma). */
enum isa_id isa_lds_twin(enum isa_id id, enum isa_target target);

/* Like isa_lookup, but when the mnemonic exists only on other targets it
 * returns one of those rows with *on_target false, so the caller can say
 * which targets have it. ISA_ID_COUNT when no row has the name. */
enum isa_id isa_lookup_any(const char *name, size_t len,
    enum isa_target target, bool *on_target);

#endif
