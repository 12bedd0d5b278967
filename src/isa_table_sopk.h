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
/* ---- hardware registers (branch s5-16ops): GCN3 ISA 5.2 / Vega 4.2 /
 * RDNA3 16.2 SOPK tables; only hwreg(HW_REG_MODE) is modelled (its
 * FP_ROUND and FP_DENORM fields are stored, not obeyed: see :help
 * s_setreg_b32); other hardware registers are refused ---- */
ISA_INSN(S_GETREG_B32, "s_getreg_b32", ISA_SOPK, SEM_S_K, ISA_TY_U32, SK_GETREG, ISA_F_SOPK, OPC(17, 17, 17, 17, 18, 18, 17, 17), "d = the bits hwreg(HW_REG_MODE or, on gfx10/11, FLAT_SCR_LO/HI, offset, size) names, zero-extended")
ISA_INSN(S_SETREG_B32, "s_setreg_b32", ISA_SOPK, SEM_S_K, ISA_TY_U32, SK_SETREG, ISA_F_SOPK, OPC(18, 18, 18, 18, 19, 19, 18, 18), "the bits hwreg(HW_REG_MODE or, on gfx10/11, FLAT_SCR_LO/HI, offset, size) names = the low bits of s0; MODE's round and denormal fields are stored, not obeyed")
ISA_INSN(S_ROUND_MODE, "s_round_mode", ISA_SOPP, SEM_S_HINT, ISA_TY_NONE, 0x51, 0, OPC(NA, NA, NA, NA, 36, 36, 17, 17), "MODE.FP_ROUND = N[3:0] (stored, not obeyed: lanescope always rounds to nearest even)")
ISA_INSN(S_DENORM_MODE, "s_denorm_mode", ISA_SOPP, SEM_S_HINT, ISA_TY_NONE, 0x21, 0, OPC(NA, NA, NA, NA, 37, 37, 18, 18), "MODE.FP_DENORM = N[3:0] (stored, not obeyed: lanescope always keeps denormals)")
ISA_INSN(S_SETREG_IMM32_B32, "s_setreg_imm32_b32", ISA_SOPK, SEM_S_K, ISA_TY_U32, SK_SETREG_IMM32, ISA_F_SOPK, OPC(20, 20, 20, 20, 21, 21, 19, 19), "the bits hwreg(HW_REG_MODE, offset, size) names = the low bits of a 32-bit constant; MODE's round and denormal fields are stored, not obeyed")
/* ---- SOP1 SGPR indexing (branch sop16c) ----
 * GCN3 ISA 5.3 and RDNA3 ISA 16.3: the index is M0 (s_movrelsd_2: M0[9:0]
 * for the source, M0[25:16] for the destination); the 64-bit forms want
 * an even M0. An index past the target's SGPRs (the guides' out-of-range
 * rules) stops the step with an error instead. */
ISA_INSN(S_MOVRELS_B32, "s_movrels_b32", ISA_SOP1, SEM_S_MOVREL, ISA_TY_B32, MR_S, 0, OPC(42, 42, 42, 42, 46, 46, 64, 64), "d = SGPR[s0 + m0] (s0 an SGPR)")
ISA_INSN(S_MOVRELS_B64, "s_movrels_b64", ISA_SOP1, SEM_S_MOVREL, ISA_TY_B64, MR_S, 0, OPC(43, 43, 43, 43, 47, 47, 65, 65), "d = SGPR pair [s0 + m0] (m0 even)")
ISA_INSN(S_MOVRELD_B32, "s_movreld_b32", ISA_SOP1, SEM_S_MOVREL, ISA_TY_B32, MR_D, 0, OPC(44, 44, 44, 44, 48, 48, 66, 66), "SGPR[d + m0] = s0 (d an SGPR)")
ISA_INSN(S_MOVRELD_B64, "s_movreld_b64", ISA_SOP1, SEM_S_MOVREL, ISA_TY_B64, MR_D, 0, OPC(45, 45, 45, 45, 49, 49, 67, 67), "SGPR pair [d + m0] = s0 (m0 even)")
ISA_INSN(S_MOVRELSD_2_B32, "s_movrelsd_2_b32", ISA_SOP1, SEM_S_MOVREL, ISA_TY_B32, MR_SD2, 0, OPC(NA, NA, NA, NA, 73, 73, 68, 68), "SGPR[d + m0[25:16]] = SGPR[s0 + m0[9:0]]")
/* ---- gfx12 64-bit SOP2 (branch sop16c): RDNA4 ISA 16.1, no SCC; llvm-mc 19
 * prints s_add_u64 and s_sub_u64 as s_add_nc_u64 and s_sub_nc_u64 ---- */
ISA_INSN(S_ADD_NC_U64, "s_add_nc_u64", ISA_SOP2, SEM_S_ADD_U64, ISA_TY_B64, 0, 0, OPC(NA, NA, NA, NA, NA, NA, NA, 83), "d = s0 + s1 (64-bit, carry dropped; scc kept; alias s_add_u64)")
ISA_INSN(S_SUB_NC_U64, "s_sub_nc_u64", ISA_SOP2, SEM_S_SUB_U64, ISA_TY_B64, 0, 0, OPC(NA, NA, NA, NA, NA, NA, NA, 84), "d = s0 - s1 (64-bit, borrow dropped; scc kept; alias s_sub_u64)")
ISA_INSN(S_MUL_U64, "s_mul_u64", ISA_SOP2, SEM_S_MUL_U64, ISA_TY_B64, 0, 0, OPC(NA, NA, NA, NA, NA, NA, NA, 85), "d = low 64 bits of s0 * s1; scc kept")
