/* SPDX-License-Identifier: MIT */
/* Rows of isa_table.h (included from it, no include guard) for gfx12's
 * float forms that compiled code still hit (branch s6-16g12).
 *
 * IEEE 754-2019 minimum and maximum (RDNA4 ISA, VOP3 opcodes
 * V_MINIMUM_F32 ... V_MINIMUMMAXIMUM_F16): unlike v_min_num/v_max_num,
 * a NaN operand wins (the result is that NaN, quieted; the first NaN
 * when both are), and -0 is below +0. The three-operand and two-step
 * forms apply the two-operand rule twice, left to right. gfx12's
 * v_maxmin_num_f16/v_minmax_num_f16 use the number-preferring rule of
 * v_max_num_f16. VOP3 only (with DPP on the 32-bit rows); op_sel on the
 * f16 rows where llvm-mc 19 takes it. Opcodes from llvm-mc 19. */
ISA_INSN(V_MINIMUM_F32, "v_minimum_f32", ISA_VOP3, SEM_VX, ISA_TY_F32, VX_MINIMUM_F32, ISA_F_FLOAT | ISA_F_DPP, OPC(NA, NA, NA, NA, NA, NA, NA, 869), "d = minimum(s0, s1) (f32; a NaN wins, -0 < +0)")
ISA_INSN(V_MAXIMUM_F32, "v_maximum_f32", ISA_VOP3, SEM_VX, ISA_TY_F32, VX_MAXIMUM_F32, ISA_F_FLOAT | ISA_F_DPP, OPC(NA, NA, NA, NA, NA, NA, NA, 870), "d = maximum(s0, s1) (f32; a NaN wins, -0 < +0)")
ISA_INSN(V_MINIMUM_F16, "v_minimum_f16", ISA_VOP3, SEM_VX, ISA_TY_F16, VX_MINIMUM_F16, ISA_F_FLOAT | ISA_F_DPP, OPC(NA, NA, NA, NA, NA, NA, NA, 871), "d[15:0] = minimum(s0, s1) (f16; a NaN wins, -0 < +0)")
ISA_INSN(V_MAXIMUM_F16, "v_maximum_f16", ISA_VOP3, SEM_VX, ISA_TY_F16, VX_MAXIMUM_F16, ISA_F_FLOAT | ISA_F_DPP, OPC(NA, NA, NA, NA, NA, NA, NA, 872), "d[15:0] = maximum(s0, s1) (f16; a NaN wins, -0 < +0)")
ISA_INSN(V_MINIMUM_F64, "v_minimum_f64", ISA_VOP3, SEM_VX, ISA_TY_B64, VX_MINIMUM_F64, ISA_F_FLOAT | ISA_F_D64 | ISA_F_S0_64 | ISA_F_S1_64, OPC(NA, NA, NA, NA, NA, NA, NA, 833), "d = minimum(s0, s1) (f64; a NaN wins, -0 < +0)")
ISA_INSN(V_MAXIMUM_F64, "v_maximum_f64", ISA_VOP3, SEM_VX, ISA_TY_B64, VX_MAXIMUM_F64, ISA_F_FLOAT | ISA_F_D64 | ISA_F_S0_64 | ISA_F_S1_64, OPC(NA, NA, NA, NA, NA, NA, NA, 834), "d = maximum(s0, s1) (f64; a NaN wins, -0 < +0)")
ISA_INSN(V_MINIMUM3_F32, "v_minimum3_f32", ISA_VOP3, SEM_VX, ISA_TY_F32, VX_MINIMUM3_F32, ISA_F_SRC3 | ISA_F_FLOAT | ISA_F_DPP, OPC(NA, NA, NA, NA, NA, NA, NA, 557), "d = minimum(minimum(s0, s1), s2) (f32; a NaN wins)")
ISA_INSN(V_MAXIMUM3_F32, "v_maximum3_f32", ISA_VOP3, SEM_VX, ISA_TY_F32, VX_MAXIMUM3_F32, ISA_F_SRC3 | ISA_F_FLOAT | ISA_F_DPP, OPC(NA, NA, NA, NA, NA, NA, NA, 558), "d = maximum(maximum(s0, s1), s2) (f32; a NaN wins)")
ISA_INSN(V_MINIMUM3_F16, "v_minimum3_f16", ISA_VOP3, SEM_VX, ISA_TY_F16, VX_MINIMUM3_F16, ISA_F_SRC3 | ISA_F_FLOAT | ISA_F_OPSEL | ISA_F_DPP, OPC(NA, NA, NA, NA, NA, NA, NA, 559), "d[15:0] = minimum(minimum(s0, s1), s2) (f16; a NaN wins)")
ISA_INSN(V_MAXIMUM3_F16, "v_maximum3_f16", ISA_VOP3, SEM_VX, ISA_TY_F16, VX_MAXIMUM3_F16, ISA_F_SRC3 | ISA_F_FLOAT | ISA_F_OPSEL | ISA_F_DPP, OPC(NA, NA, NA, NA, NA, NA, NA, 560), "d[15:0] = maximum(maximum(s0, s1), s2) (f16; a NaN wins)")
ISA_INSN(V_MINIMUMMAXIMUM_F32, "v_minimummaximum_f32", ISA_VOP3, SEM_VX, ISA_TY_F32, VX_MINIMUMMAXIMUM_F32, ISA_F_SRC3 | ISA_F_FLOAT | ISA_F_DPP, OPC(NA, NA, NA, NA, NA, NA, NA, 620), "d = maximum(minimum(s0, s1), s2) (f32; a NaN wins)")
ISA_INSN(V_MAXIMUMMINIMUM_F32, "v_maximumminimum_f32", ISA_VOP3, SEM_VX, ISA_TY_F32, VX_MAXIMUMMINIMUM_F32, ISA_F_SRC3 | ISA_F_FLOAT | ISA_F_DPP, OPC(NA, NA, NA, NA, NA, NA, NA, 621), "d = minimum(maximum(s0, s1), s2) (f32; a NaN wins)")
ISA_INSN(V_MINIMUMMAXIMUM_F16, "v_minimummaximum_f16", ISA_VOP3, SEM_VX, ISA_TY_F16, VX_MINIMUMMAXIMUM_F16, ISA_F_SRC3 | ISA_F_FLOAT | ISA_F_OPSEL | ISA_F_DPP, OPC(NA, NA, NA, NA, NA, NA, NA, 622), "d[15:0] = maximum(minimum(s0, s1), s2) (f16; a NaN wins)")
ISA_INSN(V_MAXIMUMMINIMUM_F16, "v_maximumminimum_f16", ISA_VOP3, SEM_VX, ISA_TY_F16, VX_MAXIMUMMINIMUM_F16, ISA_F_SRC3 | ISA_F_FLOAT | ISA_F_OPSEL | ISA_F_DPP, OPC(NA, NA, NA, NA, NA, NA, NA, 623), "d[15:0] = minimum(maximum(s0, s1), s2) (f16; a NaN wins)")
ISA_INSN(V_MINMAX_NUM_F16, "v_minmax_num_f16", ISA_VOP3, SEM_VX, ISA_TY_F16, VX_MINMAX_NUM_F16, ISA_F_SRC3 | ISA_F_FLOAT | ISA_F_DPP, OPC(NA, NA, NA, NA, NA, NA, NA, 618), "d[15:0] = max(min(s0, s1), s2) (f16; a NaN loses to a number)")
ISA_INSN(V_MAXMIN_NUM_F16, "v_maxmin_num_f16", ISA_VOP3, SEM_VX, ISA_TY_F16, VX_MAXMIN_NUM_F16, ISA_F_SRC3 | ISA_F_FLOAT | ISA_F_DPP, OPC(NA, NA, NA, NA, NA, NA, NA, 619), "d[15:0] = min(max(s0, s1), s2) (f16; a NaN loses to a number)")
/* ---- end of s6-16g12's minimum/maximum block ---- */
