/* SPDX-License-Identifier: MIT */
/* The halves of VOPD (v_dual_X ... :: v_dual_Y ..., gfx11 and gfx12,
 * wave32; branch vopd13), included by isa_table.h with its macros
 * defined. The OPC column is the half's OpY code (RDNA3 ISA guide 7.6,
 * RDNA4 ISA guide 7.6, llvm-mc 19); it is also the OpX code below
 * ISA_VOPD_Y_ONLY, and add_nc_u32, lshlrev_b32 and and_b32 exist only as
 * OpY. gfx12 renamed max_f32/min_f32 to max_num_f32/min_num_f32 and
 * dropped dot2acc_f32_f16 (llvm-mc 19 knows no dot2acc_f32_bf16 half),
 * whose sources are f16 pairs (type F16: a literal 1.5 is 0x3e00).
 * No include guard on purpose. */
#define F_VD  ISA_F_FLOAT
ISA_INSN(V_DUAL_FMAC_F32, "v_dual_fmac_f32", ISA_VOPD, SEM_FMA_F32, ISA_TY_F32, 0, F_VD | ISA_F_READS_DST, OPC(NA, NA, NA, NA, NA, NA, 0, 0), "VOPD half: d = s0 * s1 + d, one rounding (f32)")
ISA_INSN(V_DUAL_FMAAK_F32, "v_dual_fmaak_f32", ISA_VOPD, SEM_FMA_F32, ISA_TY_F32, ISA_VOPD_K_SRC2, F_VD, OPC(NA, NA, NA, NA, NA, NA, 1, 1), "VOPD half: d = s0 * s1 + K, one rounding (f32; K a literal)")
ISA_INSN(V_DUAL_FMAMK_F32, "v_dual_fmamk_f32", ISA_VOPD, SEM_FMA_F32, ISA_TY_F32, ISA_VOPD_K_SRC1, F_VD, OPC(NA, NA, NA, NA, NA, NA, 2, 2), "VOPD half: d = s0 * K + s1, one rounding (f32; K a literal)")
ISA_INSN(V_DUAL_MUL_F32, "v_dual_mul_f32", ISA_VOPD, SEM_MUL_F32, ISA_TY_F32, 0, F_VD, OPC(NA, NA, NA, NA, NA, NA, 3, 3), "VOPD half: d = s0 * s1 (f32)")
ISA_INSN(V_DUAL_ADD_F32, "v_dual_add_f32", ISA_VOPD, SEM_ADD_F32, ISA_TY_F32, 0, F_VD, OPC(NA, NA, NA, NA, NA, NA, 4, 4), "VOPD half: d = s0 + s1 (f32)")
ISA_INSN(V_DUAL_SUB_F32, "v_dual_sub_f32", ISA_VOPD, SEM_SUB_F32, ISA_TY_F32, 0, F_VD, OPC(NA, NA, NA, NA, NA, NA, 5, 5), "VOPD half: d = s0 - s1 (f32)")
ISA_INSN(V_DUAL_SUBREV_F32, "v_dual_subrev_f32", ISA_VOPD, SEM_SUBREV_F32, ISA_TY_F32, 0, F_VD, OPC(NA, NA, NA, NA, NA, NA, 6, 6), "VOPD half: d = s1 - s0 (f32)")
ISA_INSN(V_DUAL_MUL_DX9_ZERO_F32, "v_dual_mul_dx9_zero_f32", ISA_VOPD, SEM_MUL_DX9_F32, ISA_TY_F32, 0, F_VD, OPC(NA, NA, NA, NA, NA, NA, 7, 7), "VOPD half: d = s0 * s1 (f32), but +0 when s0 or s1 is +-0 (DX9 rule, even for infinity or NaN)")
ISA_INSN(V_DUAL_MOV_B32, "v_dual_mov_b32", ISA_VOPD, SEM_MOV, ISA_TY_B32, 0, 0, OPC(NA, NA, NA, NA, NA, NA, 8, 8), "VOPD half: d = s0")
ISA_INSN(V_DUAL_CNDMASK_B32, "v_dual_cndmask_b32", ISA_VOPD, SEM_CNDMASK, ISA_TY_B32, 0, ISA_F_CARRY_IN, OPC(NA, NA, NA, NA, NA, NA, 9, 9), "VOPD half: d = vcc_lo[lane] ? s1 : s0")
ISA_INSN(V_DUAL_MAX_F32, "v_dual_max_f32", ISA_VOPD, SEM_MAX_F32, ISA_TY_F32, 0, F_VD, OPC(NA, NA, NA, NA, NA, NA, 10, NA), "VOPD half: d = max(s0, s1) (f32)")
ISA_INSN(V_DUAL_MIN_F32, "v_dual_min_f32", ISA_VOPD, SEM_MIN_F32, ISA_TY_F32, 0, F_VD, OPC(NA, NA, NA, NA, NA, NA, 11, NA), "VOPD half: d = min(s0, s1) (f32)")
ISA_INSN(V_DUAL_MAX_NUM_F32, "v_dual_max_num_f32", ISA_VOPD, SEM_MAX_F32, ISA_TY_F32, 0, F_VD, OPC(NA, NA, NA, NA, NA, NA, NA, 10), "VOPD half: d = max(s0, s1) (f32; gfx12's name)")
ISA_INSN(V_DUAL_MIN_NUM_F32, "v_dual_min_num_f32", ISA_VOPD, SEM_MIN_F32, ISA_TY_F32, 0, F_VD, OPC(NA, NA, NA, NA, NA, NA, NA, 11), "VOPD half: d = min(s0, s1) (f32; gfx12's name)")
ISA_INSN(V_DUAL_DOT2ACC_F32_F16, "v_dual_dot2acc_f32_f16", ISA_VOPD, SEM_DOT2ACC_F16, ISA_TY_F16, 0, F_VD | ISA_F_READS_DST, OPC(NA, NA, NA, NA, NA, NA, 12, NA), "VOPD half: d = (d + s0.lo * s1.lo) + s0.hi * s1.hi: f16 pairs, products exact, each add rounded to f32 (RDNA3 ISA guide, V_DOT2ACC_F32_F16; :semantics vopd.dot2acc)")
ISA_INSN(V_DUAL_ADD_NC_U32, "v_dual_add_nc_u32", ISA_VOPD, SEM_ADD_U32, ISA_TY_U32, 0, 0, OPC(NA, NA, NA, NA, NA, NA, 16, 16), "VOPD Y half only: d = s0 + s1 (no carry)")
ISA_INSN(V_DUAL_LSHLREV_B32, "v_dual_lshlrev_b32", ISA_VOPD, SEM_LSHLREV, ISA_TY_B32, 0, 0, OPC(NA, NA, NA, NA, NA, NA, 17, 17), "VOPD Y half only: d = s1 << s0[4:0]")
ISA_INSN(V_DUAL_AND_B32, "v_dual_and_b32", ISA_VOPD, SEM_AND, ISA_TY_B32, 0, 0, OPC(NA, NA, NA, NA, NA, NA, 18, 18), "VOPD Y half only: d = s0 & s1")
#undef F_VD
