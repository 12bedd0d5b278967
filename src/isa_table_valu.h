/* SPDX-License-Identifier: MIT */
/* Rows of the vector ALU a compute kernel uses (branch valu16), included by
 * isa_table.h with its macros defined. SEM_VX rows name their operation in
 * the AUX column (enum isa_vx); the help line cites the encoding's opcode
 * table in the ISA guides (GCN3, Vega, CDNA2/3, RDNA1-4), which agree on
 * these meanings. OPC columns come from llvm-mc 19 (tests/asm/gen_opc.py
 * src/isa_table_valu.h -w). No include guard on purpose. */
#define F_XVAL  (ISA_F_DPP | ISA_F_SDWA)
#define F_XFVAL (ISA_F_DPP | ISA_F_SDWA | ISA_F_FLOAT)
#define F_X3    ISA_F_SRC3
/* ISA_F_DPP on a VOP3 row: it has _e64_dpp on gfx11 on (llvm-mc 19 takes
 * every three-operand integer row here, not v_mul_hi_i32 or v_mad_f32;
 * branch tgt13). */

/* ---- VOP1 (branch valu16) ---- */
ISA_INSN(V_BFREV_B32, "v_bfrev_b32", ISA_VOP1, SEM_VX, ISA_TY_B32, VX_BFREV, F_XVAL, OPC(44, 44, 44, 44, 56, 56, 56, 56), "d = s0 with its 32 bits reversed")
ISA_INSN(V_FFBH_U32, "v_ffbh_u32", ISA_VOP1, SEM_VX, ISA_TY_U32, VX_FFBH_U32, F_XVAL, OPC(45, 45, 45, 45, 57, 57, NA, NA), "d = leading zero bits of s0, 0xffffffff if s0 is 0")
ISA_INSN(V_CLZ_I32_U32, "v_clz_i32_u32", ISA_VOP1, SEM_VX, ISA_TY_U32, VX_FFBH_U32, F_XVAL, OPC(NA, NA, NA, NA, NA, NA, 57, 57), "d = leading zero bits of s0, -1 if s0 is 0 (gfx11's v_ffbh_u32)")
ISA_INSN(V_FFBL_B32, "v_ffbl_b32", ISA_VOP1, SEM_VX, ISA_TY_B32, VX_FFBL_B32, F_XVAL, OPC(46, 46, 46, 46, 58, 58, NA, NA), "d = index of the lowest set bit of s0, 0xffffffff if s0 is 0")
ISA_INSN(V_CTZ_I32_B32, "v_ctz_i32_b32", ISA_VOP1, SEM_VX, ISA_TY_B32, VX_FFBL_B32, F_XVAL, OPC(NA, NA, NA, NA, NA, NA, 58, 58), "d = trailing zero bits of s0, -1 if s0 is 0 (gfx11's v_ffbl_b32)")
ISA_INSN(V_FFBH_I32, "v_ffbh_i32", ISA_VOP1, SEM_VX, ISA_TY_I32, VX_FFBH_I32, F_XVAL, OPC(47, 47, 47, 47, 59, 59, NA, NA), "d = how far below bit 31 the first bit unlike the sign bit is; -1 if s0 is 0 or -1")
ISA_INSN(V_CLS_I32, "v_cls_i32", ISA_VOP1, SEM_VX, ISA_TY_I32, VX_FFBH_I32, F_XVAL, OPC(NA, NA, NA, NA, NA, NA, 59, 59), "d = how far below bit 31 the first bit unlike the sign bit is; -1 if s0 is 0 or -1 (gfx11 name)")
ISA_INSN(V_CVT_F32_UBYTE0, "v_cvt_f32_ubyte0", ISA_VOP1, SEM_VX, ISA_TY_U32, VX_CVT_F32_UBYTE0, F_XVAL | ISA_F_FRES, OPC(17, 17, 17, 17, 17, 17, 17, 17), "d = (float)s0[7:0]")
ISA_INSN(V_CVT_F32_UBYTE1, "v_cvt_f32_ubyte1", ISA_VOP1, SEM_VX, ISA_TY_U32, VX_CVT_F32_UBYTE1, F_XVAL | ISA_F_FRES, OPC(18, 18, 18, 18, 18, 18, 18, 18), "d = (float)s0[15:8]")
ISA_INSN(V_CVT_F32_UBYTE2, "v_cvt_f32_ubyte2", ISA_VOP1, SEM_VX, ISA_TY_U32, VX_CVT_F32_UBYTE2, F_XVAL | ISA_F_FRES, OPC(19, 19, 19, 19, 19, 19, 19, 19), "d = (float)s0[23:16]")
ISA_INSN(V_CVT_F32_UBYTE3, "v_cvt_f32_ubyte3", ISA_VOP1, SEM_VX, ISA_TY_U32, VX_CVT_F32_UBYTE3, F_XVAL | ISA_F_FRES, OPC(20, 20, 20, 20, 20, 20, 20, 20), "d = (float)s0[31:24]")
ISA_INSN(V_FRACT_F32, "v_fract_f32", ISA_VOP1, SEM_VX, ISA_TY_F32, VX_FRACT_F32, F_XFVAL, OPC(27, 27, 27, 27, 32, 32, 32, 32), "d = s0 - floor(s0), at most 0x3f7fffff (f32)")
ISA_INSN(V_TRUNC_F32, "v_trunc_f32", ISA_VOP1, SEM_VX, ISA_TY_F32, VX_TRUNC_F32, F_XFVAL, OPC(28, 28, 28, 28, 33, 33, 33, 33), "d = s0 rounded toward zero to an integer (f32)")
ISA_INSN(V_CEIL_F32, "v_ceil_f32", ISA_VOP1, SEM_VX, ISA_TY_F32, VX_CEIL_F32, F_XFVAL, OPC(29, 29, 29, 29, 34, 34, 34, 34), "d = s0 rounded up to an integer (f32)")
ISA_INSN(V_FLOOR_F32, "v_floor_f32", ISA_VOP1, SEM_VX, ISA_TY_F32, VX_FLOOR_F32, F_XFVAL, OPC(31, 31, 31, 31, 36, 36, 36, 36), "d = s0 rounded down to an integer (f32)")
ISA_INSN(V_RNDNE_F32, "v_rndne_f32", ISA_VOP1, SEM_VX, ISA_TY_F32, VX_RNDNE_F32, F_XFVAL, OPC(30, 30, 30, 30, 35, 35, 35, 35), "d = s0 rounded to the nearest integer, ties to even (f32)")

/* ---- VOP2 (branch valu16) ---- */
ISA_INSN(V_MUL_U32_U24, "v_mul_u32_u24", ISA_VOP2, SEM_VX, ISA_TY_U32, VX_MUL_U32_U24, F_XVAL, OPC(8, 8, 8, 8, 11, 11, 11, 11), "d = s0[23:0] * s1[23:0], low 32 bits")
ISA_INSN(V_MUL_I32_I24, "v_mul_i32_i24", ISA_VOP2, SEM_VX, ISA_TY_I32, VX_MUL_I32_I24, F_XVAL, OPC(6, 6, 6, 6, 9, 9, 9, 9), "d = signed s0[23:0] * s1[23:0], low 32 bits")
ISA_INSN(V_MUL_HI_U32_U24, "v_mul_hi_u32_u24", ISA_VOP2, SEM_VX, ISA_TY_U32, VX_MUL_HI_U32_U24, F_XVAL, OPC(9, 9, 9, 9, 12, 12, 12, 12), "d = bits 47:32 of s0[23:0] * s1[23:0]")
ISA_INSN(V_MUL_HI_I32_I24, "v_mul_hi_i32_i24", ISA_VOP2, SEM_VX, ISA_TY_I32, VX_MUL_HI_I32_I24, F_XVAL, OPC(7, 7, 7, 7, 10, 10, 10, 10), "d = bits 47:32 of signed s0[23:0] * s1[23:0]")
ISA_INSN(V_FMAC_F32, "v_fmac_f32", ISA_VOP2, SEM_VX, ISA_TY_F32, VX_FMAC_F32, ISA_F_DPP | ISA_F_FLOAT | ISA_F_READS_DST, OPC(NA, NA, 59, 59, 43, 43, 43, 43), "d = s0 * s1 + d, one rounding (f32)")

/* ---- VOP3, two sources (branch valu16) ---- */
ISA_INSN(V_MUL_HI_I32, "v_mul_hi_i32", ISA_VOP3, SEM_VX, ISA_TY_I32, VX_MUL_HI_I32, 0, OPC(647, 647, 647, 647, 364, 364, 814, 814), "d = high 32 bits of s0 * s1 (signed)")
ISA_INSN(V_BCNT_U32_B32, "v_bcnt_u32_b32", ISA_VOP3, SEM_VX, ISA_TY_U32, VX_BCNT, ISA_F_DPP, OPC(651, 651, 651, 651, 868, 868, 798, 798), "d = popcount(s0) + s1")
ISA_INSN(V_BFM_B32, "v_bfm_b32", ISA_VOP3, SEM_VX, ISA_TY_B32, VX_BFM, ISA_F_DPP, OPC(659, 659, 659, 659, 867, 867, 797, 797), "d = ((1 << s0[4:0]) - 1) << s1[4:0]")

/* ---- VOP3, three sources (branch valu16) ---- */
ISA_INSN(V_BFE_U32, "v_bfe_u32", ISA_VOP3, SEM_VX, ISA_TY_U32, VX_BFE_U32, F_X3 | ISA_F_DPP, OPC(456, 456, 456, 456, 328, 328, 528, 528), "d = s2[4:0] bits of s0 from bit s1[4:0], zero-extended")
ISA_INSN(V_BFE_I32, "v_bfe_i32", ISA_VOP3, SEM_VX, ISA_TY_I32, VX_BFE_I32, F_X3 | ISA_F_DPP, OPC(457, 457, 457, 457, 329, 329, 529, 529), "d = s2[4:0] bits of s0 from bit s1[4:0], sign-extended")
ISA_INSN(V_BFI_B32, "v_bfi_b32", ISA_VOP3, SEM_VX, ISA_TY_B32, VX_BFI, F_X3 | ISA_F_DPP, OPC(458, 458, 458, 458, 330, 330, 530, 530), "d = (s0 & s1) | (~s0 & s2)")
ISA_INSN(V_PERM_B32, "v_perm_b32", ISA_VOP3, SEM_VX, ISA_TY_B32, VX_PERM, F_X3 | ISA_F_DPP, OPC(493, 493, 493, 493, 836, 836, 580, 580), "byte k of d = byte s2[8k+7:8k] of {s0,s1} (8-11: a sign, 12: 0, 13-255: 0xff)")
ISA_INSN(V_ALIGNBIT_B32, "v_alignbit_b32", ISA_VOP3, SEM_VX, ISA_TY_B32, VX_ALIGNBIT, F_X3 | ISA_F_DPP, OPC(462, 462, 462, 462, 334, 334, 534, 534), "d = low 32 bits of {s0,s1} >> s2[4:0]")
ISA_INSN(V_ALIGNBYTE_B32, "v_alignbyte_b32", ISA_VOP3, SEM_VX, ISA_TY_B32, VX_ALIGNBYTE, F_X3 | ISA_F_DPP, OPC(463, 463, 463, 463, 335, 335, 535, 535), "d = low 32 bits of {s0,s1} >> 8 * s2[1:0]")
ISA_INSN(V_ADD3_U32, "v_add3_u32", ISA_VOP3, SEM_VX, ISA_TY_U32, VX_ADD3, F_X3 | ISA_F_DPP, OPC(NA, 511, 511, 511, 877, 877, 597, 597), "d = s0 + s1 + s2")
ISA_INSN(V_OR3_B32, "v_or3_b32", ISA_VOP3, SEM_VX, ISA_TY_B32, VX_OR3, F_X3 | ISA_F_DPP, OPC(NA, 514, 514, 514, 882, 882, 600, 600), "d = s0 | s1 | s2")
ISA_INSN(V_XOR3_B32, "v_xor3_b32", ISA_VOP3, SEM_VX, ISA_TY_B32, VX_XOR3, F_X3 | ISA_F_DPP, OPC(NA, NA, NA, NA, 376, 376, 576, 576), "d = s0 ^ s1 ^ s2")
ISA_INSN(V_AND_OR_B32, "v_and_or_b32", ISA_VOP3, SEM_VX, ISA_TY_B32, VX_AND_OR, F_X3 | ISA_F_DPP, OPC(NA, 513, 513, 513, 881, 881, 599, 599), "d = (s0 & s1) | s2")
ISA_INSN(V_LSHL_OR_B32, "v_lshl_or_b32", ISA_VOP3, SEM_VX, ISA_TY_B32, VX_LSHL_OR, F_X3 | ISA_F_DPP, OPC(NA, 512, 512, 512, 879, 879, 598, 598), "d = (s0 << s1[4:0]) | s2")
ISA_INSN(V_LSHL_ADD_U32, "v_lshl_add_u32", ISA_VOP3, SEM_VX, ISA_TY_U32, VX_LSHL_ADD, F_X3 | ISA_F_DPP, OPC(NA, 509, 509, 509, 838, 838, 582, 582), "d = (s0 << s1[4:0]) + s2")
ISA_INSN(V_ADD_LSHL_U32, "v_add_lshl_u32", ISA_VOP3, SEM_VX, ISA_TY_U32, VX_ADD_LSHL, F_X3 | ISA_F_DPP, OPC(NA, 510, 510, 510, 839, 839, 583, 583), "d = (s0 + s1) << s2[4:0]")
ISA_INSN(V_XAD_U32, "v_xad_u32", ISA_VOP3, SEM_VX, ISA_TY_U32, VX_XAD, F_X3 | ISA_F_DPP, OPC(NA, 499, 499, 499, 837, 837, 581, 581), "d = (s0 ^ s1) + s2")
ISA_INSN(V_MAD_U32_U24, "v_mad_u32_u24", ISA_VOP3, SEM_VX, ISA_TY_U32, VX_MAD_U32_U24, F_X3 | ISA_F_DPP, OPC(451, 451, 451, 451, 323, 323, 523, 523), "d = s0[23:0] * s1[23:0] + s2, low 32 bits")
ISA_INSN(V_MAD_I32_I24, "v_mad_i32_i24", ISA_VOP3, SEM_VX, ISA_TY_I32, VX_MAD_I32_I24, F_X3 | ISA_F_DPP, OPC(450, 450, 450, 450, 322, 322, 522, 522), "d = signed s0[23:0] * s1[23:0] + s2, low 32 bits")
ISA_INSN(V_MAD_F32, "v_mad_f32", ISA_VOP3, SEM_VX, ISA_TY_F32, VX_MAD_F32, F_X3 | ISA_F_FLOAT, OPC(449, 449, 449, NA, 321, NA, NA, NA), "d = s0 * s1 + s2, rounded after the multiply and the add (f32)")
ISA_INSN(V_MIN3_I32, "v_min3_i32", ISA_VOP3, SEM_VX, ISA_TY_I32, VX_MIN3_I32, F_X3 | ISA_F_DPP, OPC(465, 465, 465, 465, 338, 338, 538, 538), "d = min(s0, s1, s2) (signed)")
ISA_INSN(V_MIN3_U32, "v_min3_u32", ISA_VOP3, SEM_VX, ISA_TY_U32, VX_MIN3_U32, F_X3 | ISA_F_DPP, OPC(466, 466, 466, 466, 339, 339, 539, 539), "d = min(s0, s1, s2) (unsigned)")
ISA_INSN(V_MAX3_I32, "v_max3_i32", ISA_VOP3, SEM_VX, ISA_TY_I32, VX_MAX3_I32, F_X3 | ISA_F_DPP, OPC(468, 468, 468, 468, 341, 341, 541, 541), "d = max(s0, s1, s2) (signed)")
ISA_INSN(V_MAX3_U32, "v_max3_u32", ISA_VOP3, SEM_VX, ISA_TY_U32, VX_MAX3_U32, F_X3 | ISA_F_DPP, OPC(469, 469, 469, 469, 342, 342, 542, 542), "d = max(s0, s1, s2) (unsigned)")
ISA_INSN(V_MED3_I32, "v_med3_i32", ISA_VOP3, SEM_VX, ISA_TY_I32, VX_MED3_I32, F_X3 | ISA_F_DPP, OPC(471, 471, 471, 471, 344, 344, 544, 544), "d = the middle one of s0, s1, s2 (signed)")
ISA_INSN(V_MED3_U32, "v_med3_u32", ISA_VOP3, SEM_VX, ISA_TY_U32, VX_MED3_U32, F_X3 | ISA_F_DPP, OPC(472, 472, 472, 472, 345, 345, 545, 545), "d = the middle one of s0, s1, s2 (unsigned)")

/* ---- f32 math and f16 conversions (branch valu16) ---- */
ISA_INSN(V_RCP_F32, "v_rcp_f32", ISA_VOP1, SEM_VX, ISA_TY_F32, VX_RCP_F32, F_XFVAL, OPC(34, 34, 34, 34, 42, 42, 42, 42), "d = 1 / s0, 1 ULP (f32; denormals: :semantics)")
ISA_INSN(V_RCP_IFLAG_F32, "v_rcp_iflag_f32", ISA_VOP1, SEM_VX, ISA_TY_F32, VX_RCP_IFLAG_F32, F_XFVAL, OPC(35, 35, 35, 35, 43, 43, 43, 43), "d = 1 / s0 for integer division, no float exceptions (f32)")
ISA_INSN(V_RSQ_F32, "v_rsq_f32", ISA_VOP1, SEM_VX, ISA_TY_F32, VX_RSQ_F32, F_XFVAL, OPC(36, 36, 36, 36, 46, 46, 46, 46), "d = 1 / sqrt(s0), 1 ULP (f32)")
ISA_INSN(V_SQRT_F32, "v_sqrt_f32", ISA_VOP1, SEM_VX, ISA_TY_F32, VX_SQRT_F32, F_XFVAL, OPC(39, 39, 39, 39, 51, 51, 51, 51), "d = sqrt(s0), 1 ULP (f32)")
ISA_INSN(V_EXP_F32, "v_exp_f32", ISA_VOP1, SEM_VX, ISA_TY_F32, VX_EXP_F32, F_XFVAL, OPC(32, 32, 32, 32, 37, 37, 37, 37), "d = 2 ** s0, 1 ULP (f32)")
ISA_INSN(V_LOG_F32, "v_log_f32", ISA_VOP1, SEM_VX, ISA_TY_F32, VX_LOG_F32, F_XFVAL, OPC(33, 33, 33, 33, 39, 39, 39, 39), "d = log2(s0), 1 ULP (f32)")
ISA_INSN(V_SIN_F32, "v_sin_f32", ISA_VOP1, SEM_VX, ISA_TY_F32, VX_SIN_F32, F_XFVAL, OPC(41, 41, 41, 41, 53, 53, 53, 53), "d = sin(2 * pi * s0): s0 in revolutions (f32)")
ISA_INSN(V_COS_F32, "v_cos_f32", ISA_VOP1, SEM_VX, ISA_TY_F32, VX_COS_F32, F_XFVAL, OPC(42, 42, 42, 42, 54, 54, 54, 54), "d = cos(2 * pi * s0): s0 in revolutions (f32)")
ISA_INSN(V_FREXP_MANT_F32, "v_frexp_mant_f32", ISA_VOP1, SEM_VX, ISA_TY_F32, VX_FREXP_MANT_F32, F_XFVAL, OPC(52, 52, 52, 52, 64, 64, 64, 64), "d = mantissa of s0 in [0.5, 1) with its sign; infinity and NaN pass (f32)")
ISA_INSN(V_FREXP_EXP_I32_F32, "v_frexp_exp_i32_f32", ISA_VOP1, SEM_VX, ISA_TY_F32, VX_FREXP_EXP_I32_F32, F_XFVAL, OPC(51, 51, 51, 51, 63, 63, 63, 63), "d = e with s0 = m * 2**e, m in [0.5, 1); 0 for 0, infinity, NaN")
ISA_INSN(V_CVT_F32_F16, "v_cvt_f32_f16", ISA_VOP1, SEM_VX, ISA_TY_F16, VX_CVT_F32_F16, F_XFVAL, OPC(11, 11, 11, 11, 11, 11, 11, 11), "d = (f32)s0[15:0], exact")
ISA_INSN(V_CVT_F16_F32, "v_cvt_f16_f32", ISA_VOP1, SEM_VX, ISA_TY_F32, VX_CVT_F16_F32, F_XFVAL, OPC(10, 10, 10, 10, 10, 10, 10, 10), "d[15:0] = (f16)s0, rounded to nearest even; d[31:16] = 0")
ISA_INSN(V_LDEXP_F32, "v_ldexp_f32", ISA_VOP3, SEM_VX, ISA_TY_F32, VX_LDEXP_F32, ISA_F_FLOAT, OPC(648, 648, 648, 648, 866, 866, 796, 796), "d = s0 * 2 ** (int32)s1, one rounding (f32)")
ISA_INSN(V_MIN3_F32, "v_min3_f32", ISA_VOP3, SEM_VX, ISA_TY_F32, VX_MIN3_F32, F_X3 | ISA_F_FLOAT, OPC(464, 464, 464, 464, 337, 337, 537, NA), "d = min(s0, s1, s2), a NaN loses to a number (f32)")
ISA_INSN(V_MIN3_NUM_F32, "v_min3_num_f32", ISA_VOP3, SEM_VX, ISA_TY_F32, VX_MIN3_F32, F_X3 | ISA_F_FLOAT, OPC(NA, NA, NA, NA, NA, NA, NA, 553), "d = min(s0, s1, s2) (f32; gfx12's name for v_min3_f32)")
ISA_INSN(V_MAX3_F32, "v_max3_f32", ISA_VOP3, SEM_VX, ISA_TY_F32, VX_MAX3_F32, F_X3 | ISA_F_FLOAT, OPC(467, 467, 467, 467, 340, 340, 540, NA), "d = max(s0, s1, s2), a NaN loses to a number (f32)")
ISA_INSN(V_MAX3_NUM_F32, "v_max3_num_f32", ISA_VOP3, SEM_VX, ISA_TY_F32, VX_MAX3_F32, F_X3 | ISA_F_FLOAT, OPC(NA, NA, NA, NA, NA, NA, NA, 554), "d = max(s0, s1, s2) (f32; gfx12's name for v_max3_f32)")
ISA_INSN(V_MED3_F32, "v_med3_f32", ISA_VOP3, SEM_VX, ISA_TY_F32, VX_MED3_F32, F_X3 | ISA_F_FLOAT, OPC(470, 470, 470, 470, 343, 343, 543, NA), "d = the middle one of s0, s1, s2; with a NaN, min3 (f32)")
ISA_INSN(V_MED3_NUM_F32, "v_med3_num_f32", ISA_VOP3, SEM_VX, ISA_TY_F32, VX_MED3_F32, F_X3 | ISA_F_FLOAT, OPC(NA, NA, NA, NA, NA, NA, NA, 561), "d = the middle one of s0, s1, s2 (f32; gfx12's name for v_med3_f32)")

/* ---- 64-bit results (branch valu16) ---- */
ISA_INSN(V_LSHLREV_B64, "v_lshlrev_b64", ISA_VOP3, SEM_VX, ISA_TY_B64, VX_LSHLREV_B64, ISA_F_D64 | ISA_F_S1_64, OPC(655, 655, 655, 655, 767, 767, 828, NA), "d = s1 << s0[5:0] (64-bit)")
ISA_INSN(V_LSHRREV_B64, "v_lshrrev_b64", ISA_VOP3, SEM_VX, ISA_TY_B64, VX_LSHRREV_B64, ISA_F_D64 | ISA_F_S1_64, OPC(656, 656, 656, 656, 768, 768, 829, 829), "d = s1 >> s0[5:0], logical (64-bit)")
ISA_INSN(V_ASHRREV_I64, "v_ashrrev_i64", ISA_VOP3, SEM_VX, ISA_TY_B64, VX_ASHRREV_I64, ISA_F_D64 | ISA_F_S1_64, OPC(657, 657, 657, 657, 769, 769, 830, 830), "d = s1 >> s0[5:0], arithmetic (64-bit)")
ISA_INSN(V_MAD_U64_U32, "v_mad_u64_u32", ISA_VOP3, SEM_VX, ISA_TY_B64, VX_MAD_U64_U32, F_X3 | ISA_F_D64 | ISA_F_S2_64 | ISA_F_CARRY_OUT, OPC(488, 488, 488, 488, 374, 374, 766, NA), "d = s0 * s1 + s2 (u32 * u32 + u64); sdst = bit 64 of the exact sum (carry)")
ISA_INSN(V_MAD_I64_I32, "v_mad_i64_i32", ISA_VOP3, SEM_VX, ISA_TY_B64, VX_MAD_I64_I32, F_X3 | ISA_F_D64 | ISA_F_S2_64 | ISA_F_CARRY_OUT, OPC(489, 489, 489, 489, 375, 375, 767, NA), "d = s0 * s1 + s2 (i32 * i32 + i64); sdst = bit 64 of the exact sum (its sign)")
ISA_INSN(V_MAD_CO_U64_U32, "v_mad_co_u64_u32", ISA_VOP3, SEM_VX, ISA_TY_B64, VX_MAD_U64_U32, F_X3 | ISA_F_D64 | ISA_F_S2_64 | ISA_F_CARRY_OUT, OPC(NA, NA, NA, NA, NA, NA, NA, 766), "d = s0 * s1 + s2 (u32 * u32 + u64), carry-out to sdst (gfx12's v_mad_u64_u32)")
ISA_INSN(V_MAD_CO_I64_I32, "v_mad_co_i64_i32", ISA_VOP3, SEM_VX, ISA_TY_B64, VX_MAD_I64_I32, F_X3 | ISA_F_D64 | ISA_F_S2_64 | ISA_F_CARRY_OUT, OPC(NA, NA, NA, NA, NA, NA, NA, 767), "d = s0 * s1 + s2 (i32 * i32 + i64); sdst = its sign (gfx12's v_mad_i64_i32)")
ISA_INSN(V_LSHL_ADD_U64, "v_lshl_add_u64", ISA_VOP3, SEM_VX, ISA_TY_B64, VX_LSHL_ADD_U64, F_X3 | ISA_F_D64 | ISA_F_S0_64 | ISA_F_S2_64, OPC(NA, NA, NA, 520, NA, NA, NA, NA), "d = (s0 << s1[2:0]) + s2 (64-bit; shifts 0-4 supported)")
ISA_INSN(V_ADD_F64, "v_add_f64", ISA_VOP3, SEM_VX, ISA_TY_B64, VX_ADD_F64, ISA_F_FLOAT | ISA_F_D64 | ISA_F_S0_64 | ISA_F_S1_64, OPC(640, 640, 640, 640, 356, 356, 807, NA), "d = s0 + s1 (f64)")
ISA_INSN(V_MUL_F64, "v_mul_f64", ISA_VOP3, SEM_VX, ISA_TY_B64, VX_MUL_F64, ISA_F_FLOAT | ISA_F_D64 | ISA_F_S0_64 | ISA_F_S1_64, OPC(641, 641, 641, 641, 357, 357, 808, NA), "d = s0 * s1 (f64)")
ISA_INSN(V_FMA_F64, "v_fma_f64", ISA_VOP3, SEM_VX, ISA_TY_B64, VX_FMA_F64, F_X3 | ISA_F_FLOAT | ISA_F_D64 | ISA_F_S0_64 | ISA_F_S1_64 | ISA_F_S2_64, OPC(460, 460, 460, 460, 332, 332, 532, 532), "d = s0 * s1 + s2, one rounding (f64)")

#undef F_XVAL
#undef F_XFVAL
#undef F_X3
