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
/* VALU transcendentals with a scalar destination (RDNA4 ISA, VOP3
 * opcodes V_S_EXP_F32 ... V_S_SQRT_F16): the VALU computes one result
 * from the scalar s0 (an SGPR or a constant) and writes it to the SGPR d,
 * with v_exp_f32's ... precision rules and the VOP3 float modifiers; an
 * f16 result's d[31:16] is 0 as salu.f16 says. Whether EXEC matters is
 * :semantics valu.scalar_trans_exec. Opcodes from llvm-mc 19. */
ISA_INSN(V_S_EXP_F32, "v_s_exp_f32", ISA_VOP3, SEM_S_FLOAT, ISA_TY_F32, SF_V_S_EXP, ISA_F_FLOAT, OPC(NA, NA, NA, NA, NA, NA, NA, 640), "d = 2^s0 (f32, scalar in and out; v_exp_f32's precision)")
ISA_INSN(V_S_EXP_F16, "v_s_exp_f16", ISA_VOP3, SEM_S_FLOAT, ISA_TY_F16, SF_V_S_EXP, ISA_F_FLOAT, OPC(NA, NA, NA, NA, NA, NA, NA, 641), "d[15:0] = 2^s0 (f16, scalar in and out); d[31:16] = 0")
ISA_INSN(V_S_LOG_F32, "v_s_log_f32", ISA_VOP3, SEM_S_FLOAT, ISA_TY_F32, SF_V_S_LOG, ISA_F_FLOAT, OPC(NA, NA, NA, NA, NA, NA, NA, 642), "d = log2(s0) (f32, scalar in and out; v_log_f32's precision)")
ISA_INSN(V_S_LOG_F16, "v_s_log_f16", ISA_VOP3, SEM_S_FLOAT, ISA_TY_F16, SF_V_S_LOG, ISA_F_FLOAT, OPC(NA, NA, NA, NA, NA, NA, NA, 643), "d[15:0] = log2(s0) (f16, scalar in and out); d[31:16] = 0")
ISA_INSN(V_S_RCP_F32, "v_s_rcp_f32", ISA_VOP3, SEM_S_FLOAT, ISA_TY_F32, SF_V_S_RCP, ISA_F_FLOAT, OPC(NA, NA, NA, NA, NA, NA, NA, 644), "d = 1 / s0 (f32, scalar in and out; v_rcp_f32's precision)")
ISA_INSN(V_S_RCP_F16, "v_s_rcp_f16", ISA_VOP3, SEM_S_FLOAT, ISA_TY_F16, SF_V_S_RCP, ISA_F_FLOAT, OPC(NA, NA, NA, NA, NA, NA, NA, 645), "d[15:0] = 1 / s0 (f16, scalar in and out); d[31:16] = 0")
ISA_INSN(V_S_RSQ_F32, "v_s_rsq_f32", ISA_VOP3, SEM_S_FLOAT, ISA_TY_F32, SF_V_S_RSQ, ISA_F_FLOAT, OPC(NA, NA, NA, NA, NA, NA, NA, 646), "d = 1 / sqrt(s0) (f32, scalar in and out; v_rsq_f32's precision)")
ISA_INSN(V_S_RSQ_F16, "v_s_rsq_f16", ISA_VOP3, SEM_S_FLOAT, ISA_TY_F16, SF_V_S_RSQ, ISA_F_FLOAT, OPC(NA, NA, NA, NA, NA, NA, NA, 647), "d[15:0] = 1 / sqrt(s0) (f16, scalar in and out); d[31:16] = 0")
ISA_INSN(V_S_SQRT_F32, "v_s_sqrt_f32", ISA_VOP3, SEM_S_FLOAT, ISA_TY_F32, SF_V_S_SQRT, ISA_F_FLOAT, OPC(NA, NA, NA, NA, NA, NA, NA, 648), "d = sqrt(s0) (f32, scalar in and out; v_sqrt_f32's precision)")
ISA_INSN(V_S_SQRT_F16, "v_s_sqrt_f16", ISA_VOP3, SEM_S_FLOAT, ISA_TY_F16, SF_V_S_SQRT, ISA_F_FLOAT, OPC(NA, NA, NA, NA, NA, NA, NA, 649), "d[15:0] = sqrt(s0) (f16, scalar in and out); d[31:16] = 0")
/* ---- end of s6-16g12's v_s_* block ---- */
/* SOP2 f32 multiply-adds with a literal K (RDNA4 ISA, SOP2 opcodes
 * S_FMAMK_F32 "D = S0 * K + S1", S_FMAAK_F32 "D = S0 * S1 + K"): the
 * VALU's one-rounding fma on SGPRs, K the literal dword after the word
 * (written anywhere as a constant; s0 and the other source may be that
 * same literal); SCC kept. Opcodes from llvm-mc 19. */
ISA_INSN(S_FMAAK_F32, "s_fmaak_f32", ISA_SOP2, SEM_S_FLOAT, ISA_TY_F32, SF_FMAAK, ISA_F_K_END, OPC(NA, NA, NA, NA, NA, NA, NA, 69), "d = s0 * s1 + K (f32, one rounding; K a literal); scc kept")
ISA_INSN(S_FMAMK_F32, "s_fmamk_f32", ISA_SOP2, SEM_S_FLOAT, ISA_TY_F32, SF_FMAMK, ISA_F_K_MID, OPC(NA, NA, NA, NA, NA, NA, NA, 70), "d = s0 * K + s1 (f32, one rounding; K a literal); scc kept")
/* ---- end of s6-16g12's SOP2 K block ---- */
/* 8-bit floats to f32 (MI300 ISA "CDNA3", VOP1 V_CVT_F32_FP8 ...; RDNA4
 * ISA, VOP1 V_CVT_F32_FP8 ...): one row per target, as the formats
 * differ (exec_g12f.c's fp8_to_f32). v_cvt_f32_* reads s0[7:0],
 * v_cvt_pk_f32_* s0[15:0] into the pair d, d+1 (op_sel:[1,0] takes
 * s0[31:16] on gfx12). The values are exact; clamp and omod act on each
 * f32. Not modelled yet: gfx942's SDWA forms (llvm-mc 19 gives them
 * src0_sel without dst_sel, a shape lanescope's SDWA lacks), gfx942's
 * 64-bit DPP of v_cvt_pk_f32_*, gfx12's byte_sel, and the conversions
 * to 8 bits (v_cvt_pk_fp8_f32, v_cvt_sr_*). */
ISA_INSN(V_CVT_F32_FP8, "v_cvt_f32_fp8", ISA_VOP1, SEM_VX, ISA_TY_U32, VX_CVT_F32_FP8_FNUZ, ISA_F_DPP | ISA_F_FRES, OPC(NA, NA, NA, 84, NA, NA, NA, NA), "d = f32 of the fp8 (E4M3, FNUZ: bias 8, 0x80 NaN, no -0 or inf) s0[7:0]")
ISA_INSN(V_CVT_F32_BF8, "v_cvt_f32_bf8", ISA_VOP1, SEM_VX, ISA_TY_U32, VX_CVT_F32_BF8_FNUZ, ISA_F_DPP | ISA_F_FRES, OPC(NA, NA, NA, 85, NA, NA, NA, NA), "d = f32 of the bf8 (E5M2, FNUZ: bias 16, 0x80 NaN, no -0 or inf) s0[7:0]")
ISA_INSN(V_CVT_PK_F32_FP8, "v_cvt_pk_f32_fp8", ISA_VOP1, SEM_VX, ISA_TY_U32, VX_CVT_PK_F32_FP8_FNUZ, ISA_F_FRES | ISA_F_D64, OPC(NA, NA, NA, 86, NA, NA, NA, NA), "d = f32 of fp8 s0[7:0], d+1 = f32 of fp8 s0[15:8] (E4M3 FNUZ)")
ISA_INSN(V_CVT_PK_F32_BF8, "v_cvt_pk_f32_bf8", ISA_VOP1, SEM_VX, ISA_TY_U32, VX_CVT_PK_F32_BF8_FNUZ, ISA_F_FRES | ISA_F_D64, OPC(NA, NA, NA, 87, NA, NA, NA, NA), "d = f32 of bf8 s0[7:0], d+1 = f32 of bf8 s0[15:8] (E5M2 FNUZ)")
ISA_INSN(V_CVT_F32_FP8_G12, "v_cvt_f32_fp8", ISA_VOP1, SEM_VX, ISA_TY_U32, VX_CVT_F32_FP8_OCP, ISA_F_DPP, OPC(NA, NA, NA, NA, NA, NA, NA, 108), "d = f32 of the fp8 (OCP E4M3: bias 7, S.1111.111 NaN, no inf) s0[7:0]")
ISA_INSN(V_CVT_F32_BF8_G12, "v_cvt_f32_bf8", ISA_VOP1, SEM_VX, ISA_TY_U32, VX_CVT_F32_BF8_OCP, ISA_F_DPP, OPC(NA, NA, NA, NA, NA, NA, NA, 109), "d = f32 of the bf8 (OCP E5M2: bias 15, IEEE inf and NaN) s0[7:0]")
ISA_INSN(V_CVT_PK_F32_FP8_G12, "v_cvt_pk_f32_fp8", ISA_VOP1, SEM_VX, ISA_TY_U32, VX_CVT_PK_F32_FP8_OCP, ISA_F_FRES | ISA_F_D64 | ISA_F_OPSEL, OPC(NA, NA, NA, NA, NA, NA, NA, 110), "d = f32 of fp8 s0[7:0], d+1 = f32 of fp8 s0[15:8]; op_sel:[1,0] reads s0[31:16] (OCP E4M3)")
ISA_INSN(V_CVT_PK_F32_BF8_G12, "v_cvt_pk_f32_bf8", ISA_VOP1, SEM_VX, ISA_TY_U32, VX_CVT_PK_F32_BF8_OCP, ISA_F_FRES | ISA_F_D64 | ISA_F_OPSEL, OPC(NA, NA, NA, NA, NA, NA, NA, 111), "d = f32 of bf8 s0[7:0], d+1 = f32 of bf8 s0[15:8]; op_sel:[1,0] reads s0[31:16] (OCP E5M2)")
/* ---- end of s6-16g12's 8-bit float block ---- */
/* gfx90a/gfx942 VOP2 dots that accumulate into d (CDNA3 ISA, VOP2
 * V_DOT2C_I32_I16, V_DOT4C_I32_I8, V_DOT8C_I32_I4: "D = D + the sum of
 * the products"): the arithmetic of the VOP3P v_dot*_i32_* rows with d as
 * the addend, signed elements, clamp (e64) saturating the exact sum to
 * i32. Opcodes from llvm-mc 19. */
ISA_INSN(V_DOT2C_I32_I16, "v_dot2c_i32_i16", ISA_VOP2, SEM_VX, ISA_TY_I32, VX_DOT2C_I32_I16, ISA_F_READS_DST | ISA_F_DPP, OPC(NA, NA, 56, 56, NA, NA, NA, NA), "d = d + s0.i16[0] * s1.i16[0] + s0.i16[1] * s1.i16[1] (signed; clamp saturates)")
ISA_INSN(V_DOT4C_I32_I8, "v_dot4c_i32_i8", ISA_VOP2, SEM_VX, ISA_TY_I32, VX_DOT4C_I32_I8, ISA_F_READS_DST | ISA_F_DPP, OPC(NA, NA, 57, 57, NA, NA, NA, NA), "d = d + the sum of the four signed byte products of s0 and s1 (clamp saturates)")
ISA_INSN(V_DOT8C_I32_I4, "v_dot8c_i32_i4", ISA_VOP2, SEM_VX, ISA_TY_I32, VX_DOT8C_I32_I4, ISA_F_READS_DST | ISA_F_DPP, OPC(NA, NA, 58, 58, NA, NA, NA, NA), "d = d + the sum of the eight signed 4-bit products of s0 and s1 (clamp saturates)")
/* gfx1030's v_dot4c_i32_i8 (RDNA2 ISA, VOP2 V_DOT4C_I32_I8): the same
 * sum, with no VOP3 form (llvm-mc 19: "e64 variant ... not supported"),
 * so no clamp; VOP2 opcode 13 there. */
ISA_INSN(V_DOT4C_I32_I8_GFX10, "v_dot4c_i32_i8", ISA_VOP2, SEM_VX, ISA_TY_I32, VX_DOT4C_I32_I8, ISA_F_READS_DST | ISA_F_DPP | ISA_F_NO_E64, OPC(NA, NA, NA, NA, NA, 13, NA, NA), "d = d + the sum of the four signed byte products of s0 and s1")
/* ---- end of s6-16g12's dot block ---- */
/* GCN3 ISA VOP3 V_CVT_PKACCUM_U8_F32 (gfx8, gfx9, CDNA): "pack the
 * converted value of S0 into byte S1[1:0] of the destination; D is
 * passed in as src_c": v_cvt_pk_u8_f32 with s2 = d (the f32 rounded to
 * nearest even and saturated to [0, 255], the other bytes kept).
 * clamp and omod, which llvm-mc takes, stop with "not modelled". */
ISA_INSN(V_CVT_PKACCUM_U8_F32, "v_cvt_pkaccum_u8_f32", ISA_VOP3, SEM_VX, ISA_TY_F32, VX_CVT_PK_U8_F32, ISA_F_FLOAT | ISA_F_READS_DST, OPC(496, 496, 496, 496, NA, NA, NA, NA), "d byte s1[1:0] = (uint8)s0, rounded to nearest even and saturated; the other bytes of d kept")
/* ---- end of s6-16g12's pkaccum row ---- */
/* f32 to 8-bit floats (MI300 ISA "CDNA3" and RDNA4 ISA, VOP3
 * V_CVT_PK_FP8_F32 ... V_CVT_SR_BF8_F32; branch s7-16fp8): one row per
 * target as the formats differ (FNUZ on gfx942, OCP on gfx12). _pk_
 * rounds s0 and s1 to nearest even and writes {s1, s0} to d[15:0], or
 * d[31:16] with op_sel:[0,0,1], keeping the other half; _sr_ rounds s0
 * stochastically with the random bits s1 into the byte op_sel[3:2]
 * (gfx942) or byte_sel (gfx12) names, keeping the others. No clamp or
 * omod (llvm-mc 19); overflow is :semantics fp8.overflow, the random
 * bits fp8.sr_bits, the rest fp8.from_f32. Opcodes from llvm-mc 19.
 * Not yet: gfx12's _e64_dpp forms. */
ISA_INSN(V_CVT_PK_FP8_F32, "v_cvt_pk_fp8_f32", ISA_VOP3, SEM_VX, ISA_TY_F32, VX_CVT_PK_FP8_F32_FNUZ, ISA_F_FLOAT | ISA_F_READS_DST | ISA_F_OPSEL, OPC(NA, NA, NA, 674, NA, NA, NA, NA), "d[15:0] (op_sel:[0,0,1]: d[31:16]) = {fp8(s1), fp8(s0)}, E4M3 FNUZ, nearest even; other half kept")
ISA_INSN(V_CVT_PK_BF8_F32, "v_cvt_pk_bf8_f32", ISA_VOP3, SEM_VX, ISA_TY_F32, VX_CVT_PK_BF8_F32_FNUZ, ISA_F_FLOAT | ISA_F_READS_DST | ISA_F_OPSEL, OPC(NA, NA, NA, 675, NA, NA, NA, NA), "d[15:0] (op_sel:[0,0,1]: d[31:16]) = {bf8(s1), bf8(s0)}, E5M2 FNUZ, nearest even; other half kept")
ISA_INSN(V_CVT_SR_FP8_F32, "v_cvt_sr_fp8_f32", ISA_VOP3, SEM_VX, ISA_TY_F32, VX_CVT_SR_FP8_F32_FNUZ, ISA_F_FLOAT | ISA_F_READS_DST | ISA_F_OPSEL, OPC(NA, NA, NA, 676, NA, NA, NA, NA), "d byte op_sel[3:2] = fp8(s0) (E4M3 FNUZ), rounded stochastically with the random bits s1; other bytes kept")
ISA_INSN(V_CVT_SR_BF8_F32, "v_cvt_sr_bf8_f32", ISA_VOP3, SEM_VX, ISA_TY_F32, VX_CVT_SR_BF8_F32_FNUZ, ISA_F_FLOAT | ISA_F_READS_DST | ISA_F_OPSEL, OPC(NA, NA, NA, 677, NA, NA, NA, NA), "d byte op_sel[3:2] = bf8(s0) (E5M2 FNUZ), rounded stochastically with the random bits s1; other bytes kept")
ISA_INSN(V_CVT_PK_FP8_F32_G12, "v_cvt_pk_fp8_f32", ISA_VOP3, SEM_VX, ISA_TY_F32, VX_CVT_PK_FP8_F32_OCP, ISA_F_FLOAT | ISA_F_READS_DST | ISA_F_OPSEL, OPC(NA, NA, NA, NA, NA, NA, NA, 873), "d[15:0] (op_sel:[0,0,1]: d[31:16]) = {fp8(s1), fp8(s0)}, OCP E4M3, nearest even; other half kept")
ISA_INSN(V_CVT_PK_BF8_F32_G12, "v_cvt_pk_bf8_f32", ISA_VOP3, SEM_VX, ISA_TY_F32, VX_CVT_PK_BF8_F32_OCP, ISA_F_FLOAT | ISA_F_READS_DST | ISA_F_OPSEL, OPC(NA, NA, NA, NA, NA, NA, NA, 874), "d[15:0] (op_sel:[0,0,1]: d[31:16]) = {bf8(s1), bf8(s0)}, OCP E5M2, nearest even; other half kept")
ISA_INSN(V_CVT_SR_FP8_F32_G12, "v_cvt_sr_fp8_f32", ISA_VOP3, SEM_VX, ISA_TY_F32, VX_CVT_SR_FP8_F32_OCP, ISA_F_FLOAT | ISA_F_READS_DST | ISA_F_OPSEL, OPC(NA, NA, NA, NA, NA, NA, NA, 875), "d byte byte_sel = fp8(s0) (OCP E4M3), rounded stochastically with the random bits s1; other bytes kept")
ISA_INSN(V_CVT_SR_BF8_F32_G12, "v_cvt_sr_bf8_f32", ISA_VOP3, SEM_VX, ISA_TY_F32, VX_CVT_SR_BF8_F32_OCP, ISA_F_FLOAT | ISA_F_READS_DST | ISA_F_OPSEL, OPC(NA, NA, NA, NA, NA, NA, NA, 876), "d byte byte_sel = bf8(s0) (OCP E5M2), rounded stochastically with the random bits s1; other bytes kept")
/* ---- end of s7-16fp8's f32-to-8-bit block ---- */
/* gfx12's fp8 dots (RDNA4 ISA, VOP3P V_DOT4_F32_FP8_BF8 ...; branch
 * s7-16fp8): d = s2 + the four products of s0's and s1's OCP 8-bit
 * floats, s0's format first in the name, each product exact and each add
 * rounded to f32 in byte order (:semantics note fp8.dot). No clamp, neg
 * or op_sel (llvm-mc 19). Opcodes from llvm-mc 19. */
ISA_INSN(V_DOT4_F32_FP8_FP8, "v_dot4_f32_fp8_fp8", ISA_VOP3, SEM_VOP3P, ISA_TY_F32, PK_DOT4_F32_FP8_FP8, ISA_F_VOP3P | ISA_F_SRC3, OPC(NA, NA, NA, NA, NA, NA, NA, 38), "d = s2 + sum of fp8(s0 byte i) * fp8(s1 byte i), i = 0..3 (OCP E4M3; f32 adds in order)")
ISA_INSN(V_DOT4_F32_BF8_FP8, "v_dot4_f32_bf8_fp8", ISA_VOP3, SEM_VOP3P, ISA_TY_F32, PK_DOT4_F32_BF8_FP8, ISA_F_VOP3P | ISA_F_SRC3, OPC(NA, NA, NA, NA, NA, NA, NA, 37), "d = s2 + sum of bf8(s0 byte i) * fp8(s1 byte i), i = 0..3 (OCP; f32 adds in order)")
ISA_INSN(V_DOT4_F32_FP8_BF8, "v_dot4_f32_fp8_bf8", ISA_VOP3, SEM_VOP3P, ISA_TY_F32, PK_DOT4_F32_FP8_BF8, ISA_F_VOP3P | ISA_F_SRC3, OPC(NA, NA, NA, NA, NA, NA, NA, 36), "d = s2 + sum of fp8(s0 byte i) * bf8(s1 byte i), i = 0..3 (OCP; f32 adds in order)")
ISA_INSN(V_DOT4_F32_BF8_BF8, "v_dot4_f32_bf8_bf8", ISA_VOP3, SEM_VOP3P, ISA_TY_F32, PK_DOT4_F32_BF8_BF8, ISA_F_VOP3P | ISA_F_SRC3, OPC(NA, NA, NA, NA, NA, NA, NA, 39), "d = s2 + sum of bf8(s0 byte i) * bf8(s1 byte i), i = 0..3 (OCP E5M2; f32 adds in order)")
/* ---- end of s7-16fp8's fp8 dot block ---- */
