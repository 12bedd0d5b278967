/* SPDX-License-Identifier: MIT */
/* The instruction table (X-macro): one row per instruction, included by
 * isa.h and isa.c with ISA_INSN defined. No include guard on purpose.
 *
 * ISA_INSN(ID, "mnemonic", FAMILY, SEM, TYPE, AUX, FLAGS,
 *          OPC(gfx803, gfx900, gfx90a, gfx1010, gfx1030, gfx1100), "help")
 *
 * OPC gives the native opcode of the row's FAMILY on each target, NA where
 * the instruction does not exist. Rows with the same mnemonic must not both
 * exist on one target. */
#ifndef OPC
#define OPC(a, b, c, d, e, f) { a, b, c, d, e, f }
#define LANESCOPE_ISA_TABLE_DEFINED_OPC
#endif
#define NA ISA_NA
#define F_VAL   (ISA_F_DPP | ISA_F_SDWA)
#define F_FVAL  (ISA_F_DPP | ISA_F_SDWA | ISA_F_FLOAT)

/* ---- VOP1 ---- */
ISA_INSN(V_NOP, "v_nop", ISA_VOP1, SEM_NOP, ISA_TY_NONE, 0, ISA_F_SDWA | ISA_F_DPP, OPC(NA, NA, NA, NA, NA, NA), "do nothing for one wait state")
ISA_INSN(V_MOV_B32, "v_mov_b32", ISA_VOP1, SEM_MOV, ISA_TY_B32, 0, F_VAL, OPC(NA, NA, NA, NA, NA, NA), "d = s0")
ISA_INSN(V_READFIRSTLANE_B32, "v_readfirstlane_b32", ISA_VOP1, SEM_READFIRSTLANE, ISA_TY_B32, 0, ISA_F_CROSSLANE, OPC(NA, NA, NA, NA, NA, NA), "sgpr = s0 of the first lane EXEC enables (lane 0 if EXEC is 0)")
ISA_INSN(V_NOT_B32, "v_not_b32", ISA_VOP1, SEM_NOT, ISA_TY_B32, 0, F_VAL, OPC(NA, NA, NA, NA, NA, NA), "d = ~s0")
ISA_INSN(V_CVT_F32_I32, "v_cvt_f32_i32", ISA_VOP1, SEM_CVT_F32_I32, ISA_TY_I32, 0, F_VAL, OPC(NA, NA, NA, NA, NA, NA), "d = (float)(int32)s0")
ISA_INSN(V_CVT_F32_U32, "v_cvt_f32_u32", ISA_VOP1, SEM_CVT_F32_U32, ISA_TY_U32, 0, F_VAL, OPC(NA, NA, NA, NA, NA, NA), "d = (float)(uint32)s0")
ISA_INSN(V_CVT_I32_F32, "v_cvt_i32_f32", ISA_VOP1, SEM_CVT_I32_F32, ISA_TY_F32, 0, F_FVAL, OPC(NA, NA, NA, NA, NA, NA), "d = (int32)s0, truncated and saturated")
ISA_INSN(V_CVT_U32_F32, "v_cvt_u32_f32", ISA_VOP1, SEM_CVT_U32_F32, ISA_TY_F32, 0, F_FVAL, OPC(NA, NA, NA, NA, NA, NA), "d = (uint32)s0, truncated and saturated")

/* ---- VOP2 ---- */
ISA_INSN(V_CNDMASK_B32, "v_cndmask_b32", ISA_VOP2, SEM_CNDMASK, ISA_TY_B32, 0, F_VAL | ISA_F_CARRY_IN, OPC(NA, NA, NA, NA, NA, NA), "d = vcc[lane] ? s1 : s0")
ISA_INSN(V_ADD_F32, "v_add_f32", ISA_VOP2, SEM_ADD_F32, ISA_TY_F32, 0, F_FVAL, OPC(NA, NA, NA, NA, NA, NA), "d = s0 + s1 (f32)")
ISA_INSN(V_SUB_F32, "v_sub_f32", ISA_VOP2, SEM_SUB_F32, ISA_TY_F32, 0, F_FVAL, OPC(NA, NA, NA, NA, NA, NA), "d = s0 - s1 (f32)")
ISA_INSN(V_SUBREV_F32, "v_subrev_f32", ISA_VOP2, SEM_SUBREV_F32, ISA_TY_F32, 0, F_FVAL, OPC(NA, NA, NA, NA, NA, NA), "d = s1 - s0 (f32)")
ISA_INSN(V_MUL_F32, "v_mul_f32", ISA_VOP2, SEM_MUL_F32, ISA_TY_F32, 0, F_FVAL, OPC(NA, NA, NA, NA, NA, NA), "d = s0 * s1 (f32)")
ISA_INSN(V_MIN_F32, "v_min_f32", ISA_VOP2, SEM_MIN_F32, ISA_TY_F32, 0, F_FVAL, OPC(NA, NA, NA, NA, NA, NA), "d = min(s0, s1) (f32)")
ISA_INSN(V_MAX_F32, "v_max_f32", ISA_VOP2, SEM_MAX_F32, ISA_TY_F32, 0, F_FVAL, OPC(NA, NA, NA, NA, NA, NA), "d = max(s0, s1) (f32)")
ISA_INSN(V_MIN_I32, "v_min_i32", ISA_VOP2, SEM_MIN_I32, ISA_TY_I32, 0, F_VAL, OPC(NA, NA, NA, NA, NA, NA), "d = min(s0, s1) (signed)")
ISA_INSN(V_MAX_I32, "v_max_i32", ISA_VOP2, SEM_MAX_I32, ISA_TY_I32, 0, F_VAL, OPC(NA, NA, NA, NA, NA, NA), "d = max(s0, s1) (signed)")
ISA_INSN(V_MIN_U32, "v_min_u32", ISA_VOP2, SEM_MIN_U32, ISA_TY_U32, 0, F_VAL, OPC(NA, NA, NA, NA, NA, NA), "d = min(s0, s1) (unsigned)")
ISA_INSN(V_MAX_U32, "v_max_u32", ISA_VOP2, SEM_MAX_U32, ISA_TY_U32, 0, F_VAL, OPC(NA, NA, NA, NA, NA, NA), "d = max(s0, s1) (unsigned)")
ISA_INSN(V_LSHRREV_B32, "v_lshrrev_b32", ISA_VOP2, SEM_LSHRREV, ISA_TY_B32, 0, F_VAL, OPC(NA, NA, NA, NA, NA, NA), "d = s1 >> s0[4:0] (logical)")
ISA_INSN(V_ASHRREV_I32, "v_ashrrev_i32", ISA_VOP2, SEM_ASHRREV, ISA_TY_I32, 0, F_VAL, OPC(NA, NA, NA, NA, NA, NA), "d = s1 >> s0[4:0] (arithmetic)")
ISA_INSN(V_LSHLREV_B32, "v_lshlrev_b32", ISA_VOP2, SEM_LSHLREV, ISA_TY_B32, 0, F_VAL, OPC(NA, NA, NA, NA, NA, NA), "d = s1 << s0[4:0]")
ISA_INSN(V_AND_B32, "v_and_b32", ISA_VOP2, SEM_AND, ISA_TY_B32, 0, F_VAL, OPC(NA, NA, NA, NA, NA, NA), "d = s0 & s1")
ISA_INSN(V_OR_B32, "v_or_b32", ISA_VOP2, SEM_OR, ISA_TY_B32, 0, F_VAL, OPC(NA, NA, NA, NA, NA, NA), "d = s0 | s1")
ISA_INSN(V_XOR_B32, "v_xor_b32", ISA_VOP2, SEM_XOR, ISA_TY_B32, 0, F_VAL, OPC(NA, NA, NA, NA, NA, NA), "d = s0 ^ s1")
ISA_INSN(V_MAC_F32, "v_mac_f32", ISA_VOP2, SEM_MAC_F32, ISA_TY_F32, 0, F_FVAL | ISA_F_READS_DST, OPC(NA, NA, NA, NA, NA, NA), "d = s0 * s1 + d (f32)")
ISA_INSN(V_ADD_F16, "v_add_f16", ISA_VOP2, SEM_ADD_F16, ISA_TY_F16, 0, F_FVAL, OPC(NA, NA, NA, NA, NA, NA), "d[15:0] = s0 + s1 (f16)")
ISA_INSN(V_SUB_F16, "v_sub_f16", ISA_VOP2, SEM_SUB_F16, ISA_TY_F16, 0, F_FVAL, OPC(NA, NA, NA, NA, NA, NA), "d[15:0] = s0 - s1 (f16)")
ISA_INSN(V_SUBREV_F16, "v_subrev_f16", ISA_VOP2, SEM_SUBREV_F16, ISA_TY_F16, 0, F_FVAL, OPC(NA, NA, NA, NA, NA, NA), "d[15:0] = s1 - s0 (f16)")
/* Integer add/sub: gfx8 spells the carry-out forms v_add_u32 etc.; gfx9
 * renamed them v_add_co_u32 and reused v_add_u32 for the no-carry add;
 * gfx10 calls the no-carry add v_add_nc_u32. */
ISA_INSN(V_ADD_U32_CO_GFX8, "v_add_u32", ISA_VOP2, SEM_ADD_U32, ISA_TY_U32, 0, F_VAL | ISA_F_CARRY_OUT, OPC(NA, NA, NA, NA, NA, NA), "d = s0 + s1, carry-out to vcc/sdst")
ISA_INSN(V_SUB_U32_CO_GFX8, "v_sub_u32", ISA_VOP2, SEM_SUB_U32, ISA_TY_U32, 0, F_VAL | ISA_F_CARRY_OUT, OPC(NA, NA, NA, NA, NA, NA), "d = s0 - s1, borrow-out to vcc/sdst")
ISA_INSN(V_SUBREV_U32_CO_GFX8, "v_subrev_u32", ISA_VOP2, SEM_SUBREV_U32, ISA_TY_U32, 0, F_VAL | ISA_F_CARRY_OUT, OPC(NA, NA, NA, NA, NA, NA), "d = s1 - s0, borrow-out to vcc/sdst")
ISA_INSN(V_ADDC_U32_GFX8, "v_addc_u32", ISA_VOP2, SEM_ADDC_U32, ISA_TY_U32, 0, F_VAL | ISA_F_CARRY_OUT | ISA_F_CARRY_IN, OPC(NA, NA, NA, NA, NA, NA), "d = s0 + s1 + carry-in, carry-out")
ISA_INSN(V_ADD_CO_U32, "v_add_co_u32", ISA_VOP2, SEM_ADD_U32, ISA_TY_U32, 0, F_VAL | ISA_F_CARRY_OUT, OPC(NA, NA, NA, NA, NA, NA), "d = s0 + s1, carry-out to vcc/sdst")
ISA_INSN(V_SUB_CO_U32, "v_sub_co_u32", ISA_VOP2, SEM_SUB_U32, ISA_TY_U32, 0, F_VAL | ISA_F_CARRY_OUT, OPC(NA, NA, NA, NA, NA, NA), "d = s0 - s1, borrow-out to vcc/sdst")
ISA_INSN(V_SUBREV_CO_U32, "v_subrev_co_u32", ISA_VOP2, SEM_SUBREV_U32, ISA_TY_U32, 0, F_VAL | ISA_F_CARRY_OUT, OPC(NA, NA, NA, NA, NA, NA), "d = s1 - s0, borrow-out to vcc/sdst")
ISA_INSN(V_ADDC_CO_U32, "v_addc_co_u32", ISA_VOP2, SEM_ADDC_U32, ISA_TY_U32, 0, F_VAL | ISA_F_CARRY_OUT | ISA_F_CARRY_IN, OPC(NA, NA, NA, NA, NA, NA), "d = s0 + s1 + carry-in, carry-out")
ISA_INSN(V_ADD_U32, "v_add_u32", ISA_VOP2, SEM_ADD_U32, ISA_TY_U32, 0, F_VAL, OPC(NA, NA, NA, NA, NA, NA), "d = s0 + s1 (no carry)")
ISA_INSN(V_SUB_U32, "v_sub_u32", ISA_VOP2, SEM_SUB_U32, ISA_TY_U32, 0, F_VAL, OPC(NA, NA, NA, NA, NA, NA), "d = s0 - s1 (no carry)")
ISA_INSN(V_SUBREV_U32, "v_subrev_u32", ISA_VOP2, SEM_SUBREV_U32, ISA_TY_U32, 0, F_VAL, OPC(NA, NA, NA, NA, NA, NA), "d = s1 - s0 (no carry)")
ISA_INSN(V_ADD_NC_U32, "v_add_nc_u32", ISA_VOP2, SEM_ADD_U32, ISA_TY_U32, 0, F_VAL, OPC(NA, NA, NA, NA, NA, NA), "d = s0 + s1 (no carry)")
ISA_INSN(V_SUB_NC_U32, "v_sub_nc_u32", ISA_VOP2, SEM_SUB_U32, ISA_TY_U32, 0, F_VAL, OPC(NA, NA, NA, NA, NA, NA), "d = s0 - s1 (no carry)")
ISA_INSN(V_SUBREV_NC_U32, "v_subrev_nc_u32", ISA_VOP2, SEM_SUBREV_U32, ISA_TY_U32, 0, F_VAL, OPC(NA, NA, NA, NA, NA, NA), "d = s1 - s0 (no carry)")
ISA_INSN(V_ADD_I32, "v_add_i32", ISA_VOP3, SEM_ADD_I32, ISA_TY_I32, 0, 0, OPC(NA, NA, NA, NA, NA, NA), "d = s0 + s1 (signed)")
ISA_INSN(V_SUB_I32, "v_sub_i32", ISA_VOP3, SEM_SUB_I32, ISA_TY_I32, 0, 0, OPC(NA, NA, NA, NA, NA, NA), "d = s0 - s1 (signed)")
ISA_INSN(V_ADD_NC_I32, "v_add_nc_i32", ISA_VOP3, SEM_ADD_I32, ISA_TY_I32, 0, 0, OPC(NA, NA, NA, NA, NA, NA), "d = s0 + s1 (signed)")
ISA_INSN(V_SUB_NC_I32, "v_sub_nc_i32", ISA_VOP3, SEM_SUB_I32, ISA_TY_I32, 0, 0, OPC(NA, NA, NA, NA, NA, NA), "d = s0 - s1 (signed)")

/* ---- VOP3-only ---- */
ISA_INSN(V_MUL_LO_U32, "v_mul_lo_u32", ISA_VOP3, SEM_MUL_LO_U32, ISA_TY_U32, 0, 0, OPC(NA, NA, NA, NA, NA, NA), "d = low 32 bits of s0 * s1")
ISA_INSN(V_MUL_HI_U32, "v_mul_hi_u32", ISA_VOP3, SEM_MUL_HI_U32, ISA_TY_U32, 0, 0, OPC(NA, NA, NA, NA, NA, NA), "d = high 32 bits of s0 * s1 (unsigned)")
ISA_INSN(V_FMA_F32, "v_fma_f32", ISA_VOP3, SEM_FMA_F32, ISA_TY_F32, 0, ISA_F_FLOAT, OPC(NA, NA, NA, NA, NA, NA), "d = s0 * s1 + s2, one rounding (f32)")
ISA_INSN(V_MBCNT_LO_U32_B32, "v_mbcnt_lo_u32_b32", ISA_VOP3, SEM_MBCNT_LO, ISA_TY_U32, 0, 0, OPC(NA, NA, NA, NA, NA, NA), "d = popcount(s0 & lanes below this one, bits 31:0) + s1")
ISA_INSN(V_MBCNT_HI_U32_B32, "v_mbcnt_hi_u32_b32", ISA_VOP3, SEM_MBCNT_HI, ISA_TY_U32, 0, 0, OPC(NA, NA, NA, NA, NA, NA), "d = popcount(s0 & lanes below this one, bits 63:32) + s1")
ISA_INSN(V_READLANE_B32, "v_readlane_b32", ISA_VOP3, SEM_READLANE, ISA_TY_B32, 0, ISA_F_CROSSLANE, OPC(NA, NA, NA, NA, NA, NA), "sgpr = s0[lane], ignoring EXEC")
ISA_INSN(V_WRITELANE_B32, "v_writelane_b32", ISA_VOP3, SEM_WRITELANE, ISA_TY_B32, 0, ISA_F_CROSSLANE, OPC(NA, NA, NA, NA, NA, NA), "d[lane] = s0, ignoring EXEC")
ISA_INSN(V_PERMLANE16_B32, "v_permlane16_b32", ISA_VOP3, SEM_PERMLANE16, ISA_TY_B32, 0, ISA_F_CROSSLANE, OPC(NA, NA, NA, NA, NA, NA), "each lane reads the lane of its row picked by a nibble of {s2,s1}")
ISA_INSN(V_PERMLANEX16_B32, "v_permlanex16_b32", ISA_VOP3, SEM_PERMLANEX16, ISA_TY_B32, 0, ISA_F_CROSSLANE, OPC(NA, NA, NA, NA, NA, NA), "each lane reads the lane of the other row of its pair picked by a nibble of {s2,s1}")

/* ---- VOPC: v_cmp_* write vcc (or an SGPR pair in _e64), v_cmpx_* also EXEC ---- */
#define ISA_CMP_ROWS(T, t, TY, FL) \
ISA_INSN(V_CMP_EQ_##T, "v_cmp_eq_" t, ISA_VOPC, SEM_CMP, TY, ISA_CC_EQ, FL, OPC(NA, NA, NA, NA, NA, NA), "vcc[lane] = s0 == s1") \
ISA_INSN(V_CMP_LT_##T, "v_cmp_lt_" t, ISA_VOPC, SEM_CMP, TY, ISA_CC_LT, FL, OPC(NA, NA, NA, NA, NA, NA), "vcc[lane] = s0 < s1") \
ISA_INSN(V_CMP_LE_##T, "v_cmp_le_" t, ISA_VOPC, SEM_CMP, TY, ISA_CC_LE, FL, OPC(NA, NA, NA, NA, NA, NA), "vcc[lane] = s0 <= s1") \
ISA_INSN(V_CMP_GT_##T, "v_cmp_gt_" t, ISA_VOPC, SEM_CMP, TY, ISA_CC_GT, FL, OPC(NA, NA, NA, NA, NA, NA), "vcc[lane] = s0 > s1") \
ISA_INSN(V_CMP_GE_##T, "v_cmp_ge_" t, ISA_VOPC, SEM_CMP, TY, ISA_CC_GE, FL, OPC(NA, NA, NA, NA, NA, NA), "vcc[lane] = s0 >= s1") \
ISA_INSN(V_CMPX_EQ_##T, "v_cmpx_eq_" t, ISA_VOPC, SEM_CMP, TY, ISA_CC_EQ, FL | ISA_F_WRITES_EXEC, OPC(NA, NA, NA, NA, NA, NA), "exec[lane] = vcc[lane] = s0 == s1") \
ISA_INSN(V_CMPX_LT_##T, "v_cmpx_lt_" t, ISA_VOPC, SEM_CMP, TY, ISA_CC_LT, FL | ISA_F_WRITES_EXEC, OPC(NA, NA, NA, NA, NA, NA), "exec[lane] = vcc[lane] = s0 < s1") \
ISA_INSN(V_CMPX_LE_##T, "v_cmpx_le_" t, ISA_VOPC, SEM_CMP, TY, ISA_CC_LE, FL | ISA_F_WRITES_EXEC, OPC(NA, NA, NA, NA, NA, NA), "exec[lane] = vcc[lane] = s0 <= s1") \
ISA_INSN(V_CMPX_GT_##T, "v_cmpx_gt_" t, ISA_VOPC, SEM_CMP, TY, ISA_CC_GT, FL | ISA_F_WRITES_EXEC, OPC(NA, NA, NA, NA, NA, NA), "exec[lane] = vcc[lane] = s0 > s1") \
ISA_INSN(V_CMPX_GE_##T, "v_cmpx_ge_" t, ISA_VOPC, SEM_CMP, TY, ISA_CC_GE, FL | ISA_F_WRITES_EXEC, OPC(NA, NA, NA, NA, NA, NA), "exec[lane] = vcc[lane] = s0 >= s1")
ISA_CMP_ROWS(F32, "f32", ISA_TY_F32, ISA_F_SDWA | ISA_F_FLOAT)
ISA_CMP_ROWS(I32, "i32", ISA_TY_I32, ISA_F_SDWA)
ISA_CMP_ROWS(U32, "u32", ISA_TY_U32, ISA_F_SDWA)
#undef ISA_CMP_ROWS
ISA_INSN(V_CMP_NEQ_F32, "v_cmp_neq_f32", ISA_VOPC, SEM_CMP, ISA_TY_F32, ISA_CC_NEQ, ISA_F_SDWA | ISA_F_FLOAT, OPC(NA, NA, NA, NA, NA, NA), "vcc[lane] = !(s0 == s1) (true if unordered)")
ISA_INSN(V_CMP_LG_F32, "v_cmp_lg_f32", ISA_VOPC, SEM_CMP, ISA_TY_F32, ISA_CC_LG, ISA_F_SDWA | ISA_F_FLOAT, OPC(NA, NA, NA, NA, NA, NA), "vcc[lane] = s0 < s1 || s0 > s1 (ordered)")
ISA_INSN(V_CMPX_NEQ_F32, "v_cmpx_neq_f32", ISA_VOPC, SEM_CMP, ISA_TY_F32, ISA_CC_NEQ, ISA_F_SDWA | ISA_F_FLOAT | ISA_F_WRITES_EXEC, OPC(NA, NA, NA, NA, NA, NA), "exec[lane] = vcc[lane] = !(s0 == s1)")
ISA_INSN(V_CMPX_LG_F32, "v_cmpx_lg_f32", ISA_VOPC, SEM_CMP, ISA_TY_F32, ISA_CC_LG, ISA_F_SDWA | ISA_F_FLOAT | ISA_F_WRITES_EXEC, OPC(NA, NA, NA, NA, NA, NA), "exec[lane] = vcc[lane] = s0 <> s1")
ISA_INSN(V_CMP_NE_I32, "v_cmp_ne_i32", ISA_VOPC, SEM_CMP, ISA_TY_I32, ISA_CC_NE, ISA_F_SDWA, OPC(NA, NA, NA, NA, NA, NA), "vcc[lane] = s0 != s1")
ISA_INSN(V_CMP_NE_U32, "v_cmp_ne_u32", ISA_VOPC, SEM_CMP, ISA_TY_U32, ISA_CC_NE, ISA_F_SDWA, OPC(NA, NA, NA, NA, NA, NA), "vcc[lane] = s0 != s1")
ISA_INSN(V_CMPX_NE_I32, "v_cmpx_ne_i32", ISA_VOPC, SEM_CMP, ISA_TY_I32, ISA_CC_NE, ISA_F_SDWA | ISA_F_WRITES_EXEC, OPC(NA, NA, NA, NA, NA, NA), "exec[lane] = vcc[lane] = s0 != s1")
ISA_INSN(V_CMPX_NE_U32, "v_cmpx_ne_u32", ISA_VOPC, SEM_CMP, ISA_TY_U32, ISA_CC_NE, ISA_F_SDWA | ISA_F_WRITES_EXEC, OPC(NA, NA, NA, NA, NA, NA), "exec[lane] = vcc[lane] = s0 != s1")

/* ---- DS (LDS pipe, no LDS memory touched) ---- */
ISA_INSN(DS_SWIZZLE_B32, "ds_swizzle_b32", ISA_DS, SEM_DS_SWIZZLE, ISA_TY_B32, 0, ISA_F_CROSSLANE | ISA_F_GDS, OPC(NA, NA, NA, NA, NA, NA), "each lane reads another lane of its 32-lane half by the offset pattern")
ISA_INSN(DS_PERMUTE_B32, "ds_permute_b32", ISA_DS, SEM_DS_PERMUTE, ISA_TY_B32, 0, ISA_F_CROSSLANE, OPC(NA, NA, NA, NA, NA, NA), "push: each lane writes its data to lane (addr+offset)/4")
ISA_INSN(DS_BPERMUTE_B32, "ds_bpermute_b32", ISA_DS, SEM_DS_BPERMUTE, ISA_TY_B32, 0, ISA_F_CROSSLANE, OPC(NA, NA, NA, NA, NA, NA), "pull: each lane reads the data of lane (addr+offset)/4")

/* ---- SALU ---- */
ISA_INSN(S_MOV_B32, "s_mov_b32", ISA_SOP1, SEM_S_MOV, ISA_TY_B32, 0, 0, OPC(NA, NA, NA, NA, NA, NA), "d = s0")
ISA_INSN(S_MOV_B64, "s_mov_b64", ISA_SOP1, SEM_S_MOV, ISA_TY_B64, 0, 0, OPC(NA, NA, NA, NA, NA, NA), "d = s0 (64-bit)")
ISA_INSN(S_NOT_B32, "s_not_b32", ISA_SOP1, SEM_S_NOT, ISA_TY_B32, 0, 0, OPC(NA, NA, NA, NA, NA, NA), "d = ~s0; scc = d != 0")
ISA_INSN(S_NOT_B64, "s_not_b64", ISA_SOP1, SEM_S_NOT, ISA_TY_B64, 0, 0, OPC(NA, NA, NA, NA, NA, NA), "d = ~s0; scc = d != 0")
ISA_INSN(S_AND_SAVEEXEC_B32, "s_and_saveexec_b32", ISA_SOP1, SEM_S_AND_SAVEEXEC, ISA_TY_B32, 0, ISA_F_WRITES_EXEC | ISA_F_WAVE32_MASK, OPC(NA, NA, NA, NA, NA, NA), "d = exec_lo; exec_lo &= s0; scc = exec != 0")
ISA_INSN(S_AND_SAVEEXEC_B64, "s_and_saveexec_b64", ISA_SOP1, SEM_S_AND_SAVEEXEC, ISA_TY_B64, 0, ISA_F_WRITES_EXEC, OPC(NA, NA, NA, NA, NA, NA), "d = exec; exec &= s0; scc = exec != 0")
ISA_INSN(S_OR_SAVEEXEC_B32, "s_or_saveexec_b32", ISA_SOP1, SEM_S_OR_SAVEEXEC, ISA_TY_B32, 0, ISA_F_WRITES_EXEC | ISA_F_WAVE32_MASK, OPC(NA, NA, NA, NA, NA, NA), "d = exec_lo; exec_lo |= s0; scc = exec != 0")
ISA_INSN(S_OR_SAVEEXEC_B64, "s_or_saveexec_b64", ISA_SOP1, SEM_S_OR_SAVEEXEC, ISA_TY_B64, 0, ISA_F_WRITES_EXEC, OPC(NA, NA, NA, NA, NA, NA), "d = exec; exec |= s0; scc = exec != 0")
ISA_INSN(S_AND_B32, "s_and_b32", ISA_SOP2, SEM_S_AND, ISA_TY_B32, 0, 0, OPC(NA, NA, NA, NA, NA, NA), "d = s0 & s1; scc = d != 0")
ISA_INSN(S_AND_B64, "s_and_b64", ISA_SOP2, SEM_S_AND, ISA_TY_B64, 0, 0, OPC(NA, NA, NA, NA, NA, NA), "d = s0 & s1; scc = d != 0")
ISA_INSN(S_OR_B32, "s_or_b32", ISA_SOP2, SEM_S_OR, ISA_TY_B32, 0, 0, OPC(NA, NA, NA, NA, NA, NA), "d = s0 | s1; scc = d != 0")
ISA_INSN(S_OR_B64, "s_or_b64", ISA_SOP2, SEM_S_OR, ISA_TY_B64, 0, 0, OPC(NA, NA, NA, NA, NA, NA), "d = s0 | s1; scc = d != 0")
ISA_INSN(S_XOR_B32, "s_xor_b32", ISA_SOP2, SEM_S_XOR, ISA_TY_B32, 0, 0, OPC(NA, NA, NA, NA, NA, NA), "d = s0 ^ s1; scc = d != 0")
ISA_INSN(S_XOR_B64, "s_xor_b64", ISA_SOP2, SEM_S_XOR, ISA_TY_B64, 0, 0, OPC(NA, NA, NA, NA, NA, NA), "d = s0 ^ s1; scc = d != 0")
ISA_INSN(S_ANDN2_B32, "s_andn2_b32", ISA_SOP2, SEM_S_ANDN2, ISA_TY_B32, 0, 0, OPC(NA, NA, NA, NA, NA, NA), "d = s0 & ~s1; scc = d != 0")
ISA_INSN(S_ANDN2_B64, "s_andn2_b64", ISA_SOP2, SEM_S_ANDN2, ISA_TY_B64, 0, 0, OPC(NA, NA, NA, NA, NA, NA), "d = s0 & ~s1; scc = d != 0")
ISA_INSN(S_ORN2_B32, "s_orn2_b32", ISA_SOP2, SEM_S_ORN2, ISA_TY_B32, 0, 0, OPC(NA, NA, NA, NA, NA, NA), "d = s0 | ~s1; scc = d != 0")
ISA_INSN(S_ORN2_B64, "s_orn2_b64", ISA_SOP2, SEM_S_ORN2, ISA_TY_B64, 0, 0, OPC(NA, NA, NA, NA, NA, NA), "d = s0 | ~s1; scc = d != 0")
ISA_INSN(S_NOP, "s_nop", ISA_SOPP, SEM_NOP, ISA_TY_NONE, 0, 0, OPC(NA, NA, NA, NA, NA, NA), "wait N+1 states")
ISA_INSN(S_ENDPGM, "s_endpgm", ISA_SOPP, SEM_ENDPGM, ISA_TY_NONE, 0, 0, OPC(NA, NA, NA, NA, NA, NA), "end of program")
ISA_INSN(S_WAITCNT, "s_waitcnt", ISA_SOPP, SEM_WAITCNT, ISA_TY_NONE, 0, 0, OPC(NA, NA, NA, NA, NA, NA), "wait until outstanding memory/LDS counters drop to the given values")

/* ---- MUBUF ---- */
ISA_INSN(BUFFER_LOAD_UBYTE, "buffer_load_ubyte", ISA_MUBUF, SEM_LOAD, ISA_TY_U32, 1, 0, OPC(NA, NA, NA, NA, NA, NA), "load a byte per lane, zero-extended")
ISA_INSN(BUFFER_LOAD_SBYTE, "buffer_load_sbyte", ISA_MUBUF, SEM_LOAD, ISA_TY_I32, 1, 0, OPC(NA, NA, NA, NA, NA, NA), "load a byte per lane, sign-extended")
ISA_INSN(BUFFER_LOAD_USHORT, "buffer_load_ushort", ISA_MUBUF, SEM_LOAD, ISA_TY_U32, 2, 0, OPC(NA, NA, NA, NA, NA, NA), "load 16 bits per lane, zero-extended")
ISA_INSN(BUFFER_LOAD_SSHORT, "buffer_load_sshort", ISA_MUBUF, SEM_LOAD, ISA_TY_I32, 2, 0, OPC(NA, NA, NA, NA, NA, NA), "load 16 bits per lane, sign-extended")
ISA_INSN(BUFFER_LOAD_DWORD, "buffer_load_dword", ISA_MUBUF, SEM_LOAD, ISA_TY_B32, 4, 0, OPC(NA, NA, NA, NA, NA, NA), "load a dword per lane")
ISA_INSN(BUFFER_LOAD_DWORDX2, "buffer_load_dwordx2", ISA_MUBUF, SEM_LOAD, ISA_TY_B32, 8, 0, OPC(NA, NA, NA, NA, NA, NA), "load 2 dwords per lane")
ISA_INSN(BUFFER_LOAD_DWORDX3, "buffer_load_dwordx3", ISA_MUBUF, SEM_LOAD, ISA_TY_B32, 12, 0, OPC(NA, NA, NA, NA, NA, NA), "load 3 dwords per lane")
ISA_INSN(BUFFER_LOAD_DWORDX4, "buffer_load_dwordx4", ISA_MUBUF, SEM_LOAD, ISA_TY_B32, 16, 0, OPC(NA, NA, NA, NA, NA, NA), "load 4 dwords per lane")
ISA_INSN(BUFFER_STORE_BYTE, "buffer_store_byte", ISA_MUBUF, SEM_STORE, ISA_TY_B32, 1, 0, OPC(NA, NA, NA, NA, NA, NA), "store the low byte of each lane")
ISA_INSN(BUFFER_STORE_SHORT, "buffer_store_short", ISA_MUBUF, SEM_STORE, ISA_TY_B32, 2, 0, OPC(NA, NA, NA, NA, NA, NA), "store the low 16 bits of each lane")
ISA_INSN(BUFFER_STORE_DWORD, "buffer_store_dword", ISA_MUBUF, SEM_STORE, ISA_TY_B32, 4, 0, OPC(NA, NA, NA, NA, NA, NA), "store a dword per lane")
ISA_INSN(BUFFER_STORE_DWORDX2, "buffer_store_dwordx2", ISA_MUBUF, SEM_STORE, ISA_TY_B32, 8, 0, OPC(NA, NA, NA, NA, NA, NA), "store 2 dwords per lane")
ISA_INSN(BUFFER_STORE_DWORDX3, "buffer_store_dwordx3", ISA_MUBUF, SEM_STORE, ISA_TY_B32, 12, 0, OPC(NA, NA, NA, NA, NA, NA), "store 3 dwords per lane")
ISA_INSN(BUFFER_STORE_DWORDX4, "buffer_store_dwordx4", ISA_MUBUF, SEM_STORE, ISA_TY_B32, 16, 0, OPC(NA, NA, NA, NA, NA, NA), "store 4 dwords per lane")
ISA_INSN(BUFFER_ATOMIC_ADD, "buffer_atomic_add", ISA_MUBUF, SEM_ATOMIC_ADD, ISA_TY_U32, 4, 0, OPC(NA, NA, NA, NA, NA, NA), "mem += data per lane, one operation per lane; glc returns the old value")

/* ---- FLAT / GLOBAL ---- */
ISA_INSN(FLAT_LOAD_DWORD, "flat_load_dword", ISA_FLAT, SEM_LOAD, ISA_TY_B32, 4, 0, OPC(NA, NA, NA, NA, NA, NA), "load a dword per lane from a 64-bit address")
ISA_INSN(FLAT_LOAD_DWORDX2, "flat_load_dwordx2", ISA_FLAT, SEM_LOAD, ISA_TY_B32, 8, 0, OPC(NA, NA, NA, NA, NA, NA), "load 2 dwords per lane")
ISA_INSN(FLAT_LOAD_DWORDX3, "flat_load_dwordx3", ISA_FLAT, SEM_LOAD, ISA_TY_B32, 12, 0, OPC(NA, NA, NA, NA, NA, NA), "load 3 dwords per lane")
ISA_INSN(FLAT_LOAD_DWORDX4, "flat_load_dwordx4", ISA_FLAT, SEM_LOAD, ISA_TY_B32, 16, 0, OPC(NA, NA, NA, NA, NA, NA), "load 4 dwords per lane")
ISA_INSN(FLAT_STORE_DWORD, "flat_store_dword", ISA_FLAT, SEM_STORE, ISA_TY_B32, 4, 0, OPC(NA, NA, NA, NA, NA, NA), "store a dword per lane to a 64-bit address")
ISA_INSN(FLAT_STORE_DWORDX2, "flat_store_dwordx2", ISA_FLAT, SEM_STORE, ISA_TY_B32, 8, 0, OPC(NA, NA, NA, NA, NA, NA), "store 2 dwords per lane")
ISA_INSN(FLAT_STORE_DWORDX3, "flat_store_dwordx3", ISA_FLAT, SEM_STORE, ISA_TY_B32, 12, 0, OPC(NA, NA, NA, NA, NA, NA), "store 3 dwords per lane")
ISA_INSN(FLAT_STORE_DWORDX4, "flat_store_dwordx4", ISA_FLAT, SEM_STORE, ISA_TY_B32, 16, 0, OPC(NA, NA, NA, NA, NA, NA), "store 4 dwords per lane")
ISA_INSN(GLOBAL_LOAD_DWORD, "global_load_dword", ISA_GLOBAL, SEM_LOAD, ISA_TY_B32, 4, 0, OPC(NA, NA, NA, NA, NA, NA), "load a dword per lane from a 64-bit address")
ISA_INSN(GLOBAL_LOAD_DWORDX2, "global_load_dwordx2", ISA_GLOBAL, SEM_LOAD, ISA_TY_B32, 8, 0, OPC(NA, NA, NA, NA, NA, NA), "load 2 dwords per lane")
ISA_INSN(GLOBAL_LOAD_DWORDX3, "global_load_dwordx3", ISA_GLOBAL, SEM_LOAD, ISA_TY_B32, 12, 0, OPC(NA, NA, NA, NA, NA, NA), "load 3 dwords per lane")
ISA_INSN(GLOBAL_LOAD_DWORDX4, "global_load_dwordx4", ISA_GLOBAL, SEM_LOAD, ISA_TY_B32, 16, 0, OPC(NA, NA, NA, NA, NA, NA), "load 4 dwords per lane")
ISA_INSN(GLOBAL_STORE_DWORD, "global_store_dword", ISA_GLOBAL, SEM_STORE, ISA_TY_B32, 4, 0, OPC(NA, NA, NA, NA, NA, NA), "store a dword per lane to a 64-bit address")
ISA_INSN(GLOBAL_STORE_DWORDX2, "global_store_dwordx2", ISA_GLOBAL, SEM_STORE, ISA_TY_B32, 8, 0, OPC(NA, NA, NA, NA, NA, NA), "store 2 dwords per lane")
ISA_INSN(GLOBAL_STORE_DWORDX3, "global_store_dwordx3", ISA_GLOBAL, SEM_STORE, ISA_TY_B32, 12, 0, OPC(NA, NA, NA, NA, NA, NA), "store 3 dwords per lane")
ISA_INSN(GLOBAL_STORE_DWORDX4, "global_store_dwordx4", ISA_GLOBAL, SEM_STORE, ISA_TY_B32, 16, 0, OPC(NA, NA, NA, NA, NA, NA), "store 4 dwords per lane")

/* ---- MIMG ---- */
ISA_INSN(IMAGE_LOAD, "image_load", ISA_MIMG, SEM_IMAGE_LOAD, ISA_TY_B32, 0, 0, OPC(NA, NA, NA, NA, NA, NA), "load the texels dmask selects at integer coordinates (no sampler)")
ISA_INSN(IMAGE_STORE, "image_store", ISA_MIMG, SEM_IMAGE_STORE, ISA_TY_B32, 0, 0, OPC(NA, NA, NA, NA, NA, NA), "store texels at integer coordinates")

#undef F_VAL
#undef F_FVAL
#undef NA
#ifdef LANESCOPE_ISA_TABLE_DEFINED_OPC
#undef OPC
#undef LANESCOPE_ISA_TABLE_DEFINED_OPC
#endif
