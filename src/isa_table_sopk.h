/* SPDX-License-Identifier: MIT */
/* SOPK rows of the instruction table (isa_table.h includes this file
 * inside its X-macro): an SGPR and a 16-bit constant in the word. */
/* Semantics from the SOPK tables of the GCN3 ISA (5.2), the Vega ISA
 * (4.2), the RDNA3 ISA (16.2) and the RDNA4 ISA (16.2): the _i32 rows
 * and s_movk/s_cmovk/s_addk/s_mulk sign-extend SIMM16 ("SIMM16.i",
 * signext(SIMM16)), the _u32 compares zero-extend it ("SIMM16.u").
 * Opcodes from llvm-mc 19 (tests/asm/gen_opc.py); gfx12 dropped the
 * s_cmpk_* compares and renamed s_addk_i32 s_addk_co_i32. llvm-mc prints
 * SIMM16 in hex whatever was written. */
/* ---- SOPK (branch sop16c) ---- */
ISA_INSN(S_MOVK_I32, "s_movk_i32", ISA_SOPK, SEM_S_K, ISA_TY_I32, SK_MOVK, ISA_F_SOPK, OPC(0, 0, 0, 0, 0, 0, 0, 0), "d = SIMM16 sign-extended")
ISA_INSN(S_VERSION, "s_version", ISA_SOPK, SEM_S_K, ISA_TY_NONE, SK_VERSION, ISA_F_SOPK, OPC(NA, NA, NA, NA, 1, 1, 1, 1), "tags the code with a microcode version; changes nothing")
ISA_INSN(S_CMOVK_I32, "s_cmovk_i32", ISA_SOPK, SEM_S_K, ISA_TY_I32, SK_CMOVK, ISA_F_SOPK, OPC(1, 1, 1, 1, 2, 2, 2, 2), "d = scc ? SIMM16 sign-extended : d")
ISA_INSN(S_CMPK_EQ_I32, "s_cmpk_eq_i32", ISA_SOPK, SEM_S_CMPK, ISA_TY_I32, ISA_CC_EQ, ISA_F_SOPK, OPC(2, 2, 2, 2, 3, 3, 3, NA), "scc = s0 == SIMM16 sign-extended")
ISA_INSN(S_CMPK_LG_I32, "s_cmpk_lg_i32", ISA_SOPK, SEM_S_CMPK, ISA_TY_I32, ISA_CC_NE, ISA_F_SOPK, OPC(3, 3, 3, 3, 4, 4, 4, NA), "scc = s0 != SIMM16 sign-extended")
ISA_INSN(S_CMPK_GT_I32, "s_cmpk_gt_i32", ISA_SOPK, SEM_S_CMPK, ISA_TY_I32, ISA_CC_GT, ISA_F_SOPK, OPC(4, 4, 4, 4, 5, 5, 5, NA), "scc = s0 > SIMM16 sign-extended (signed)")
ISA_INSN(S_CMPK_GE_I32, "s_cmpk_ge_i32", ISA_SOPK, SEM_S_CMPK, ISA_TY_I32, ISA_CC_GE, ISA_F_SOPK, OPC(5, 5, 5, 5, 6, 6, 6, NA), "scc = s0 >= SIMM16 sign-extended (signed)")
ISA_INSN(S_CMPK_LT_I32, "s_cmpk_lt_i32", ISA_SOPK, SEM_S_CMPK, ISA_TY_I32, ISA_CC_LT, ISA_F_SOPK, OPC(6, 6, 6, 6, 7, 7, 7, NA), "scc = s0 < SIMM16 sign-extended (signed)")
ISA_INSN(S_CMPK_LE_I32, "s_cmpk_le_i32", ISA_SOPK, SEM_S_CMPK, ISA_TY_I32, ISA_CC_LE, ISA_F_SOPK, OPC(7, 7, 7, 7, 8, 8, 8, NA), "scc = s0 <= SIMM16 sign-extended (signed)")
ISA_INSN(S_CMPK_EQ_U32, "s_cmpk_eq_u32", ISA_SOPK, SEM_S_CMPK, ISA_TY_U32, ISA_CC_EQ, ISA_F_SOPK, OPC(8, 8, 8, 8, 9, 9, 9, NA), "scc = s0 == SIMM16 zero-extended")
ISA_INSN(S_CMPK_LG_U32, "s_cmpk_lg_u32", ISA_SOPK, SEM_S_CMPK, ISA_TY_U32, ISA_CC_NE, ISA_F_SOPK, OPC(9, 9, 9, 9, 10, 10, 10, NA), "scc = s0 != SIMM16 zero-extended")
ISA_INSN(S_CMPK_GT_U32, "s_cmpk_gt_u32", ISA_SOPK, SEM_S_CMPK, ISA_TY_U32, ISA_CC_GT, ISA_F_SOPK, OPC(10, 10, 10, 10, 11, 11, 11, NA), "scc = s0 > SIMM16 zero-extended (unsigned)")
ISA_INSN(S_CMPK_GE_U32, "s_cmpk_ge_u32", ISA_SOPK, SEM_S_CMPK, ISA_TY_U32, ISA_CC_GE, ISA_F_SOPK, OPC(11, 11, 11, 11, 12, 12, 12, NA), "scc = s0 >= SIMM16 zero-extended (unsigned)")
ISA_INSN(S_CMPK_LT_U32, "s_cmpk_lt_u32", ISA_SOPK, SEM_S_CMPK, ISA_TY_U32, ISA_CC_LT, ISA_F_SOPK, OPC(12, 12, 12, 12, 13, 13, 13, NA), "scc = s0 < SIMM16 zero-extended (unsigned)")
ISA_INSN(S_CMPK_LE_U32, "s_cmpk_le_u32", ISA_SOPK, SEM_S_CMPK, ISA_TY_U32, ISA_CC_LE, ISA_F_SOPK, OPC(13, 13, 13, 13, 14, 14, 14, NA), "scc = s0 <= SIMM16 zero-extended (unsigned)")
ISA_INSN(S_ADDK_I32, "s_addk_i32", ISA_SOPK, SEM_S_K, ISA_TY_I32, SK_ADDK, ISA_F_SOPK, OPC(14, 14, 14, 14, 15, 15, 15, NA), "d = d + SIMM16 sign-extended; scc = signed overflow")
ISA_INSN(S_ADDK_CO_I32, "s_addk_co_i32", ISA_SOPK, SEM_S_K, ISA_TY_I32, SK_ADDK, ISA_F_SOPK, OPC(NA, NA, NA, NA, NA, NA, NA, 15), "d = d + SIMM16 sign-extended; scc = signed overflow (gfx12's s_addk_i32)")
ISA_INSN(S_MULK_I32, "s_mulk_i32", ISA_SOPK, SEM_S_K, ISA_TY_I32, SK_MULK, ISA_F_SOPK, OPC(15, 15, 15, 15, 16, 16, 16, 16), "d = low 32 bits of d * SIMM16 sign-extended")
/* ---- end of sop16c's SOPK block ---- */
