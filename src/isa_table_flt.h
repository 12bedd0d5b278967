/* SPDX-License-Identifier: MIT */
/* Rows of isa_table.h (included from it, no include guard): the DX9
 * "legacy" multiplies, the cube map helpers, v_div_fixup_f16, the f16
 * norm conversions, dots and two-step min/max (branch s6-16flt; the
 * arithmetic is exec_vxf.c's, exp/log legacy exec_vx.c's). Opcodes from
 * llvm-mc 19 by tests/asm/gen_opc.py. gfx11 renamed the legacy rows
 * *_dx9_zero_*; llvm-mc 19 still takes the old names there, and so does
 * lanescope (asm_renamed_row). */
#define F_FX3  (ISA_F_SRC3 | ISA_F_FLOAT)

/* ---- DX9 rule: a +-0 factor makes the product +0, even times an
 * infinity or a NaN (semantics note valu.dx9_zero) ---- */
ISA_INSN(V_MUL_LEGACY_F32, "v_mul_legacy_f32", ISA_VOP2, SEM_MUL_DX9_F32, ISA_TY_F32, 0, ISA_F_DPP | ISA_F_SDWA | ISA_F_FLOAT, OPC(4, 4, 1697, 1697, 7, 7, NA, NA), "d = s0 * s1 (f32), but +0 when s0 or s1 is +-0, even times inf or NaN (DX9 rule)")
ISA_INSN(V_MUL_DX9_ZERO_F32, "v_mul_dx9_zero_f32", ISA_VOP2, SEM_MUL_DX9_F32, ISA_TY_F32, 0, ISA_F_DPP | ISA_F_SDWA | ISA_F_FLOAT, OPC(NA, NA, NA, NA, NA, NA, 7, 7), "d = s0 * s1 (f32), but +0 when s0 or s1 is +-0, even times inf or NaN (gfx11 name of v_mul_legacy_f32)")
ISA_INSN(V_MAD_LEGACY_F32, "v_mad_legacy_f32", ISA_VOP3, SEM_VX, ISA_TY_F32, VX_MAD_LEGACY_F32, F_FX3, OPC(448, 448, 448, NA, 320, NA, NA, NA), "d = s0 * s1 + s2, the product +0 when s0 or s1 is +-0 (DX9 rule), rounded after the multiply and the add (f32)")
ISA_INSN(V_MAC_LEGACY_F32, "v_mac_legacy_f32", ISA_VOP2, SEM_VX, ISA_TY_F32, VX_MAD_LEGACY_F32, ISA_F_FLOAT | ISA_F_READS_DST, OPC(NA, NA, NA, NA, 6, NA, NA, NA), "d = s0 * s1 + d, the product +0 when s0 or s1 is +-0 (DX9 rule), rounded after the multiply and the add (f32)")
ISA_INSN(V_FMA_LEGACY_F32, "v_fma_legacy_f32", ISA_VOP3, SEM_VX, ISA_TY_F32, VX_FMA_LEGACY_F32, F_FX3, OPC(NA, NA, NA, NA, NA, 320, NA, NA), "d = s0 * s1 + s2 with one rounding, but s2 when s0 or s1 is +-0 (DX9 rule; f32)")
ISA_INSN(V_FMA_DX9_ZERO_F32, "v_fma_dx9_zero_f32", ISA_VOP3, SEM_VX, ISA_TY_F32, VX_FMA_LEGACY_F32, F_FX3, OPC(NA, NA, NA, NA, NA, NA, 521, 521), "d = s0 * s1 + s2 with one rounding, but s2 when s0 or s1 is +-0 (DX9 rule; f32; gfx11 name of v_fma_legacy_f32)")
ISA_INSN(V_FMAC_LEGACY_F32, "v_fmac_legacy_f32", ISA_VOP2, SEM_VX, ISA_TY_F32, VX_FMA_LEGACY_F32, ISA_F_FLOAT | ISA_F_READS_DST, OPC(NA, NA, NA, NA, NA, 6, NA, NA), "d = s0 * s1 + d with one rounding, but d when s0 or s1 is +-0 (DX9 rule; f32)")
ISA_INSN(V_FMAC_DX9_ZERO_F32, "v_fmac_dx9_zero_f32", ISA_VOP2, SEM_VX, ISA_TY_F32, VX_FMA_LEGACY_F32, ISA_F_FLOAT | ISA_F_READS_DST, OPC(NA, NA, NA, NA, NA, NA, 6, NA), "d = s0 * s1 + d with one rounding, but d when s0 or s1 is +-0 (DX9 rule; f32; gfx11 name of v_fmac_legacy_f32)")
ISA_INSN(V_MULLIT_F32, "v_mullit_f32", ISA_VOP3, SEM_VX, ISA_TY_F32, VX_MULLIT_F32, F_FX3 | ISA_F_DPP, OPC(NA, NA, NA, NA, 336, 336, 536, 536), "d = s0 * s1 (f32) for lighting, but -max_float when s1 is -max_float, -inf or NaN or s2 <= 0 or NaN (:semantics valu.mullit_zero)")
ISA_INSN(V_EXP_LEGACY_F32, "v_exp_legacy_f32", ISA_VOP1, SEM_VX, ISA_TY_F32, VX_EXP_LEGACY_F32, ISA_F_DPP | ISA_F_SDWA | ISA_F_FLOAT, OPC(75, 75, 75, 75, NA, NA, NA, NA), "d = 2 ** s0 (f32; computed as v_exp_f32: semantics note valu.legacy_exp_log)")
ISA_INSN(V_LOG_LEGACY_F32, "v_log_legacy_f32", ISA_VOP1, SEM_VX, ISA_TY_F32, VX_LOG_LEGACY_F32, ISA_F_DPP | ISA_F_SDWA | ISA_F_FLOAT, OPC(76, 76, 76, 76, NA, NA, NA, NA), "d = log2(s0) (f32; computed as v_log_f32: semantics note valu.legacy_exp_log)")

/* ---- cube maps (semantics note valu.cube) ---- */
ISA_INSN(V_CUBEID_F32, "v_cubeid_f32", ISA_VOP3, SEM_VX, ISA_TY_F32, VX_CUBEID_F32, F_FX3 | ISA_F_DPP, OPC(452, 452, 452, 452, 324, 324, 524, 524), "d = the cube face (0.0 to 5.0: +x -x +y -y +z -z) the direction (s0, s1, s2) hits")
ISA_INSN(V_CUBESC_F32, "v_cubesc_f32", ISA_VOP3, SEM_VX, ISA_TY_F32, VX_CUBESC_F32, F_FX3 | ISA_F_DPP, OPC(453, 453, 453, 453, 325, 325, 525, 525), "d = the face's s coordinate of the direction (s0, s1, s2), not yet divided")
ISA_INSN(V_CUBETC_F32, "v_cubetc_f32", ISA_VOP3, SEM_VX, ISA_TY_F32, VX_CUBETC_F32, F_FX3 | ISA_F_DPP, OPC(454, 454, 454, 454, 326, 326, 526, 526), "d = the face's t coordinate of the direction (s0, s1, s2), not yet divided")
ISA_INSN(V_CUBEMA_F32, "v_cubema_f32", ISA_VOP3, SEM_VX, ISA_TY_F32, VX_CUBEMA_F32, F_FX3 | ISA_F_DPP, OPC(455, 455, 455, 455, 327, 327, 527, 527), "d = 2 * the major axis coordinate of the direction (s0, s1, s2)")

/* ---- f16 ---- */
ISA_INSN(V_DIV_FIXUP_F16, "v_div_fixup_f16", ISA_VOP3, SEM_VX, ISA_TY_F16, VX_DIV_FIXUP_F16, F_FX3 | ISA_F_DPP | ISA_F_OPSEL, OPC(495, 519, 519, 519, 863, 863, 596, 596), "d[15:0] = the quotient s2 / s1 from the estimate s0: NaN, infinity, zero and sign cases (f16)")
ISA_INSN(V_MAXMIN_F16, "v_maxmin_f16", ISA_VOP3, SEM_VX, ISA_TY_F16, VX_MAXMIN_F16, F_FX3 | ISA_F_DPP | ISA_F_OPSEL, OPC(NA, NA, NA, NA, NA, NA, 608, NA), "d[15:0] = min(max(s0, s1), s2), a NaN losing to a number (f16)")
ISA_INSN(V_MINMAX_F16, "v_minmax_f16", ISA_VOP3, SEM_VX, ISA_TY_F16, VX_MINMAX_F16, F_FX3 | ISA_F_DPP | ISA_F_OPSEL, OPC(NA, NA, NA, NA, NA, NA, 609, NA), "d[15:0] = max(min(s0, s1), s2), a NaN losing to a number (f16)")
ISA_INSN(V_CVT_NORM_I16_F16, "v_cvt_norm_i16_f16", ISA_VOP1, SEM_VX, ISA_TY_F16, VX_CVT_NORM_I16_F16, ISA_F_DPP | ISA_F_SDWA | ISA_F_FLOAT, OPC(NA, 77, 77, 77, 99, 99, 99, 99), "d[15:0] = s0 clamped to [-1, 1] times 32767, rounded to nearest even (signed 16-bit norm; NaN 0)")
ISA_INSN(V_CVT_NORM_U16_F16, "v_cvt_norm_u16_f16", ISA_VOP1, SEM_VX, ISA_TY_F16, VX_CVT_NORM_U16_F16, ISA_F_DPP | ISA_F_SDWA | ISA_F_FLOAT, OPC(NA, 78, 78, 78, 100, 100, 100, 100), "d[15:0] = s0 clamped to [0, 1] times 65535, rounded to nearest even (unsigned 16-bit norm; NaN 0)")
ISA_INSN(V_CVT_PKNORM_I16_F16, "v_cvt_pknorm_i16_f16", ISA_VOP3, SEM_VX, ISA_TY_F16, VX_CVT_PKNORM_I16_F16, ISA_F_FLOAT | ISA_F_OPSEL, OPC(NA, 665, 665, 665, 786, 786, NA, NA), "d = {s1, s0}, each f16 clamped to [-1, 1] and scaled to a signed 16-bit norm")
ISA_INSN(V_CVT_PKNORM_U16_F16, "v_cvt_pknorm_u16_f16", ISA_VOP3, SEM_VX, ISA_TY_F16, VX_CVT_PKNORM_U16_F16, ISA_F_FLOAT | ISA_F_OPSEL, OPC(NA, 666, 666, 666, 787, 787, NA, NA), "d = {s1, s0}, each f16 clamped to [0, 1] and scaled to an unsigned 16-bit norm")
ISA_INSN(V_CVT_PK_NORM_I16_F16, "v_cvt_pk_norm_i16_f16", ISA_VOP3, SEM_VX, ISA_TY_F16, VX_CVT_PKNORM_I16_F16, ISA_F_FLOAT | ISA_F_OPSEL | ISA_F_DPP, OPC(NA, NA, NA, NA, NA, NA, 786, 786), "d = {s1, s0}, each f16 clamped to [-1, 1] and scaled to a signed 16-bit norm (gfx11 name)")
ISA_INSN(V_CVT_PK_NORM_U16_F16, "v_cvt_pk_norm_u16_f16", ISA_VOP3, SEM_VX, ISA_TY_F16, VX_CVT_PKNORM_U16_F16, ISA_F_FLOAT | ISA_F_OPSEL | ISA_F_DPP, OPC(NA, NA, NA, NA, NA, NA, 787, 787), "d = {s1, s0}, each f16 clamped to [0, 1] and scaled to an unsigned 16-bit norm (gfx11 name)")
ISA_INSN(V_PK_FMAC_F16, "v_pk_fmac_f16", ISA_VOP2, SEM_VX, ISA_TY_F16, VX_PK_FMAC_F16, ISA_F_READS_DST | ISA_F_NO_E64, OPC(NA, NA, 60, 60, 60, 60, NA, NA), "per half: d = s0 * s1 + d, one rounding (f16 pairs)")
ISA_INSN(V_PK_FMAC_F16_GFX11, "v_pk_fmac_f16", ISA_VOP2, SEM_VX, ISA_TY_F16, VX_PK_FMAC_F16, ISA_F_DPP | ISA_F_READS_DST | ISA_F_NO_E64, OPC(NA, NA, NA, NA, NA, NA, 60, 60), "per half: d = s0 * s1 + d, one rounding (f16 pairs; gfx11 on, with DPP)")
ISA_INSN(V_DOT2C_F32_F16, "v_dot2c_f32_f16", ISA_VOP2, SEM_DOT2ACC_F16, ISA_TY_F16, 0, ISA_F_DPP | ISA_F_READS_DST, OPC(NA, NA, 55, 55, NA, NA, NA, NA), "d = (d + s0.lo * s1.lo) + s0.hi * s1.hi: f16 pairs, an f32 accumulator, each add rounded (:semantics vop3p.float_dot)")
ISA_INSN(V_DOT2C_F32_F16_GFX10, "v_dot2c_f32_f16", ISA_VOP2, SEM_DOT2ACC_F16, ISA_TY_F16, 0, ISA_F_DPP | ISA_F_READS_DST | ISA_F_NO_E64, OPC(NA, NA, NA, NA, NA, 2, NA, NA), "d = (d + s0.lo * s1.lo) + s0.hi * s1.hi: f16 pairs, an f32 accumulator, each add rounded (:semantics vop3p.float_dot; gfx1030 has no VOP3 form)")
ISA_INSN(V_DOT2ACC_F32_F16, "v_dot2acc_f32_f16", ISA_VOP2, SEM_DOT2ACC_F16, ISA_TY_F16, 0, ISA_F_DPP | ISA_F_READS_DST | ISA_F_NO_E64, OPC(NA, NA, NA, NA, NA, NA, 2, NA), "d = (d + s0.lo * s1.lo) + s0.hi * s1.hi: f16 pairs, an f32 accumulator, each add rounded (gfx11 name of v_dot2c_f32_f16)")
ISA_INSN(V_DOT2_F16_F16, "v_dot2_f16_f16", ISA_VOP3, SEM_VX, ISA_TY_F16, VX_DOT2_F16_F16, ISA_F_SRC3 | ISA_F_DPP | ISA_F_OPSEL, OPC(NA, NA, NA, NA, NA, NA, 614, 614), "d[15:0] = (s2 + s0.lo * s1.lo) + s0.hi * s1.hi: f16 pairs, each add rounded to f16 (:semantics valu.dot2_16)")
ISA_INSN(V_DOT2_BF16_BF16, "v_dot2_bf16_bf16", ISA_VOP3, SEM_VX, ISA_TY_F16, VX_DOT2_BF16_BF16, ISA_F_SRC3 | ISA_F_DPP | ISA_F_OPSEL, OPC(NA, NA, NA, NA, NA, NA, 615, 615), "d[15:0] = (s2 + s0.lo * s1.lo) + s0.hi * s1.hi: bf16 pairs, each add rounded to bf16 (:semantics valu.dot2_16)")

/* ---- f64: 2/pi for the range reduction of sin/cos (semantics note
 * valu.trig_preop) ---- */
ISA_INSN(V_TRIG_PREOP_F64, "v_trig_preop_f64", ISA_VOP3, SEM_VX, ISA_TY_B64, VX_TRIG_PREOP_F64, ISA_F_FLOAT | ISA_F_D64 | ISA_F_S0_64, OPC(658, 658, 658, 658, 372, 372, 815, 815), "d = 53 bits of 2/pi from bit s1[4:0] * 53 on (moved on for a large s0's exponent), scaled to their place (f64)")

#undef F_FX3
