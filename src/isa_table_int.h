/* SPDX-License-Identifier: MIT */
/* Rows of isa_table.h (included from it, no include guard) for the
 * integer vector ALU that compiled kernels still hit (branch s6-16int):
 * xnor, 16-bit widening and packing conversions, the byte-lerp and the
 * sum-of-absolute-differences (SAD) family. Opcodes from llvm-mc 19
 * -show-encoding on each target. Meanings from the ISA guides' opcode
 * tables (GCN3 ISA 12.x VOP3a, Vega ISA 12.x, RDNA3 ISA 16.x pseudo-code:
 * SAD_U8 sums ABSDIFF of the four unsigned bytes and adds S2; MSAD skips
 * a byte whose reference byte in S1 is 0; QSAD/MQSAD apply them to the
 * byte slices S0[8i+31:8i] of a 64-bit S0 with the 16-bit accumulator
 * S2[16i+15:16i], keeping 16 bits each); :semantics valu.sad has the
 * details where guides differ. */
#define F_IVAL (ISA_F_DPP | ISA_F_SDWA)

/* gfx8-gfx10 v_mul_lo_i32: the low 32 bits of the product, the same
 * bits as v_mul_lo_u32 (on gfx8/gfx9 even the same opcode: llvm-mc 19
 * disassembles it as v_mul_lo_u32) */
ISA_INSN(V_MUL_LO_I32, "v_mul_lo_i32", ISA_VOP3, SEM_MUL_LO_U32, ISA_TY_I32, 0, 0, OPC(645, 645, 645, 645, 363, NA, NA, NA), "d = low 32 bits of s0 * s1 (signed; the same bits as v_mul_lo_u32)")
ISA_INSN(V_XNOR_B32, "v_xnor_b32", ISA_VOP2, SEM_VX, ISA_TY_B32, VX_XNOR, F_IVAL, OPC(NA, NA, 61, 61, 30, 30, 30, 30), "d = ~(s0 ^ s1)")
ISA_INSN(V_CVT_I32_I16, "v_cvt_i32_i16", ISA_VOP1, SEM_VX, ISA_TY_I32, VX_CVT_I32_I16, ISA_F_DPP, OPC(NA, NA, NA, NA, NA, NA, 106, 106), "d = s0[15:0] sign-extended to 32 bits")
ISA_INSN(V_CVT_U32_U16, "v_cvt_u32_u16", ISA_VOP1, SEM_VX, ISA_TY_U32, VX_CVT_U32_U16, ISA_F_DPP, OPC(NA, NA, NA, NA, NA, NA, 107, 107), "d = s0[15:0] zero-extended to 32 bits")
ISA_INSN(V_SAT_PK_U8_I16, "v_sat_pk_u8_i16", ISA_VOP1, SEM_VX, ISA_TY_B32, VX_SAT_PK_U8_I16, F_IVAL, OPC(NA, 79, 79, 79, 98, 98, 98, 98), "d[7:0] = s0[15:0], d[15:8] = s0[31:16], each signed 16-bit clamped to 0..255; d[31:16] = 0")
ISA_INSN(V_CVT_PK_I16_F32, "v_cvt_pk_i16_f32", ISA_VOP3, SEM_VX, ISA_TY_F32, VX_CVT_PK_I16_F32, ISA_F_FLOAT | ISA_F_DPP, OPC(NA, NA, NA, NA, NA, NA, 774, 774), "d[15:0] = (int16)s0, d[31:16] = (int16)s1: f32 truncated, saturated, NaN 0")
ISA_INSN(V_CVT_PK_U16_F32, "v_cvt_pk_u16_f32", ISA_VOP3, SEM_VX, ISA_TY_F32, VX_CVT_PK_U16_F32, ISA_F_FLOAT | ISA_F_DPP, OPC(NA, NA, NA, NA, NA, NA, 775, 775), "d[15:0] = (uint16)s0, d[31:16] = (uint16)s1: f32 truncated, saturated, NaN 0")
ISA_INSN(V_CVT_OFF_F32_I4, "v_cvt_off_f32_i4", ISA_VOP1, SEM_VX, ISA_TY_U32, VX_CVT_OFF_F32_I4, F_IVAL | ISA_F_FRES, OPC(14, 14, 14, 14, 14, 14, 14, 14), "d = s0[3:0] read as a signed 4-bit number, divided by 16 (f32: -0.5 .. 0.4375)")
ISA_INSN(V_LERP_U8, "v_lerp_u8", ISA_VOP3, SEM_VX, ISA_TY_U32, VX_LERP_U8, ISA_F_SRC3 | ISA_F_DPP, OPC(461, 461, 461, 461, 333, 333, 533, 533), "per byte: d = (s0 + s1 + bit 0 of s2's byte) >> 1, the rounded average")
ISA_INSN(V_SAD_U8, "v_sad_u8", ISA_VOP3, SEM_VX, ISA_TY_U32, VX_SAD_U8, ISA_F_SRC3 | ISA_F_DPP, OPC(473, 473, 473, 473, 346, 346, 546, 546), "d = sum over the 4 bytes of |s0 - s1| (unsigned) + s2")
ISA_INSN(V_SAD_HI_U8, "v_sad_hi_u8", ISA_VOP3, SEM_VX, ISA_TY_U32, VX_SAD_HI_U8, ISA_F_SRC3 | ISA_F_DPP, OPC(474, 474, 474, 474, 347, 347, 547, 547), "d = (sum over the 4 bytes of |s0 - s1|) << 16 + s2")
ISA_INSN(V_SAD_U16, "v_sad_u16", ISA_VOP3, SEM_VX, ISA_TY_U32, VX_SAD_U16, ISA_F_SRC3 | ISA_F_DPP, OPC(475, 475, 475, 475, 348, 348, 548, 548), "d = sum over the 2 halves of |s0 - s1| (unsigned) + s2")
ISA_INSN(V_SAD_U32, "v_sad_u32", ISA_VOP3, SEM_VX, ISA_TY_U32, VX_SAD_U32, ISA_F_SRC3 | ISA_F_DPP, OPC(476, 476, 476, 476, 349, 349, 549, 549), "d = |s0 - s1| (unsigned) + s2")
ISA_INSN(V_MSAD_U8, "v_msad_u8", ISA_VOP3, SEM_VX, ISA_TY_U32, VX_MSAD_U8, ISA_F_SRC3 | ISA_F_DPP, OPC(484, 484, 484, 484, 369, 369, 569, 569), "d = sum over the 4 bytes of |s0 - s1|, skipping bytes where s1's is 0, + s2")
ISA_INSN(V_QSAD_PK_U16_U8, "v_qsad_pk_u16_u8", ISA_VOP3, SEM_VX, ISA_TY_U32, VX_QSAD_PK_U16_U8, ISA_F_SRC3 | ISA_F_D64 | ISA_F_S0_64 | ISA_F_S2_64, OPC(485, 485, 485, 485, 370, 370, 570, 570), "d[16i+15:16i] = v_sad_u8(s0[8i+31:8i], s1, s2[16i+15:16i]) for i = 0..3 (64-bit d, s0, s2)")
ISA_INSN(V_MQSAD_PK_U16_U8, "v_mqsad_pk_u16_u8", ISA_VOP3, SEM_VX, ISA_TY_U32, VX_MQSAD_PK_U16_U8, ISA_F_SRC3 | ISA_F_D64 | ISA_F_S0_64 | ISA_F_S2_64, OPC(486, 486, 486, 486, 371, 371, 571, 571), "d[16i+15:16i] = v_msad_u8(s0[8i+31:8i], s1, s2[16i+15:16i]) for i = 0..3 (64-bit d, s0, s2)")
ISA_INSN(V_MQSAD_U32_U8, "v_mqsad_u32_u8", ISA_VOP3, SEM_VX, ISA_TY_U32, VX_MQSAD_U32_U8, ISA_F_SRC3 | ISA_F_D64 | ISA_F_S0_64 | ISA_F_S2_64 | ISA_F_X4, OPC(487, 487, 487, 487, 373, 373, 573, 573), "d[32i+31:32i] = v_msad_u8(s0[8i+31:8i], s1, s2[32i+31:32i]) for i = 0..3 (128-bit d and s2, 64-bit s0)")

/* gfx9 on (Vega ISA V_SWAP_B32: tmp = D; D = S0; S0 = tmp): VOP1 only,
 * both operands VGPRs, no e64, DPP or SDWA form in llvm-mc 19 */
ISA_INSN(V_SWAP_B32, "v_swap_b32", ISA_VOP1, SEM_V_SWAP, ISA_TY_B32, 0, ISA_F_NO_E64, OPC(NA, 81, 81, 81, 101, 101, 101, 101), "d and s0 (two VGPRs) swap values in each active lane: both are written")

/* gfx11/gfx12 16-bit logic on d[15:0] (RDNA3 ISA: D0.u16 = S0.u16 &
 * S1.u16...), as llvm-mc 19 takes them with plain 32-bit VGPRs (its
 * "fake16" forms; no op_sel there, the true16 v1.l/v1.h halves are not
 * modelled); the other half of d as every 16-bit result here
 * (valu.d16_other_half) */
ISA_INSN(V_NOT_B16, "v_not_b16", ISA_VOP1, SEM_VX, ISA_TY_U32, VX_NOT_B16, ISA_F_DPP, OPC(NA, NA, NA, NA, NA, NA, 105, 105), "d[15:0] = ~s0[15:0]")
ISA_INSN(V_AND_B16, "v_and_b16", ISA_VOP3, SEM_VX, ISA_TY_U32, VX_AND_B16, ISA_F_DPP, OPC(NA, NA, NA, NA, NA, NA, 866, 866), "d[15:0] = s0[15:0] & s1[15:0]")
ISA_INSN(V_OR_B16, "v_or_b16", ISA_VOP3, SEM_VX, ISA_TY_U32, VX_OR_B16, ISA_F_DPP, OPC(NA, NA, NA, NA, NA, NA, 867, 867), "d[15:0] = s0[15:0] | s1[15:0]")
ISA_INSN(V_XOR_B16, "v_xor_b16", ISA_VOP3, SEM_VX, ISA_TY_U32, VX_XOR_B16, ISA_F_DPP, OPC(NA, NA, NA, NA, NA, NA, 868, 868), "d[15:0] = s0[15:0] ^ s1[15:0]")
/* gfx11/gfx12 v_cndmask_b16 (RDNA3 ISA: D0.u16 = VCC.u64[laneId] ?
 * S1.u16 : S0.u16): llvm-mc 19 takes it only as VOP3 (and its DPP) with
 * plain 32-bit VGPRs and the mask as the last operand, also under
 * +real-true16 (branch s8-16valu); neg/abs act on bit 15 of the source as
 * on v_cndmask_b32's bit 31, the other half of d as the rows above */
ISA_INSN(V_CNDMASK_B16, "v_cndmask_b16", ISA_VOP3, SEM_CNDMASK, ISA_TY_F16, 0, ISA_F_CARRY_IN | ISA_F_DPP, OPC(NA, NA, NA, NA, NA, NA, 605, 605), "d[15:0] = mask[lane] ? s1[15:0] : s0[15:0] (mask: vcc or an SGPR (pair) named last)")
/* gfx11/gfx12 v_mov_b16 (RDNA3 ISA: D0.b16 = S0.b16) as llvm-mc 19 takes
 * it without +real-true16: the VOP1 word only (also spelt _e32 and _t16),
 * true16 halves vN.l/vN.h of v0..v127; its VOP3 form, which needs
 * +real-true16, and DPP are refused (branch s8-16valu) */
ISA_INSN(V_MOV_B16, "v_mov_b16", ISA_VOP1, SEM_VX, ISA_TY_U32, VX_MOV_B16, ISA_F_T16, OPC(NA, NA, NA, NA, NA, NA, 28, 28), "d.l or d.h = s0.l, s0.h, or s0[15:0] of an SGPR or constant; the other half of d kept")

/* VGPR indexing through M0 (gfx8, gfx10 on; llvm-mc 19 has none on
 * gfx9/CDNA, which index with s_set_gpr_idx_*): the named VGPR plus M0
 * (M0[9:0] for the source and M0[25:16] for the destination of the _2 and
 * swaprel forms); an index past v255 is refused when run, as the guides
 * leave it to the wave's allocation, which lanescope does not model.
 * Their DPP and SDWA forms (gfx10 on) are encoded but not run. */
ISA_INSN(V_MOVRELD_B32, "v_movreld_b32", ISA_VOP1, SEM_V_MOVREL, ISA_TY_B32, VMR_D, F_IVAL, OPC(54, NA, NA, NA, 66, 66, 66, 66), "v[d + M0] = s0 in each active lane")
ISA_INSN(V_MOVRELS_B32, "v_movrels_b32", ISA_VOP1, SEM_V_MOVREL, ISA_TY_B32, VMR_S, F_IVAL, OPC(55, NA, NA, NA, 67, 67, 67, 67), "d = v[s0 + M0] in each active lane")
ISA_INSN(V_MOVRELSD_B32, "v_movrelsd_b32", ISA_VOP1, SEM_V_MOVREL, ISA_TY_B32, VMR_SD, F_IVAL, OPC(56, NA, NA, NA, 68, 68, 68, 68), "v[d + M0] = v[s0 + M0] in each active lane")
ISA_INSN(V_MOVRELSD_2_B32, "v_movrelsd_2_b32", ISA_VOP1, SEM_V_MOVREL, ISA_TY_B32, VMR_SD2, F_IVAL, OPC(NA, NA, NA, NA, 72, 72, 72, 72), "v[d + M0[25:16]] = v[s0 + M0[9:0]] in each active lane")
ISA_INSN(V_SWAPREL_B32, "v_swaprel_b32", ISA_VOP1, SEM_V_MOVREL, ISA_TY_B32, VMR_SWAP, ISA_F_NO_E64, OPC(NA, NA, NA, NA, 104, 104, 104, 104), "v[d + M0[25:16]] and v[s0 + M0[9:0]] swap values in each active lane")

#undef F_IVAL

/* VGPR indexing mode of gfx8, gfx9 and CDNA (Vega ISA 4.x "GPR indexing"
 * and the SOPC/SOPP/SOP1 tables; MODE bit 27 is GPR_IDX_EN): while it is
 * on, the VALU operands the mask names read or write the VGPR M0[7:0]
 * further on (exec_gpr_index). The mask is written gpr_idx(SRC0,...,DST)
 * or 0..15. */
ISA_INSN(S_SET_GPR_IDX_ON, "s_set_gpr_idx_on", ISA_SOPC, SEM_S_GPR_IDX, ISA_TY_B32, ISA_GIDX_ON, 0, OPC(17, 17, 17, 17, NA, NA, NA, NA), "VGPR indexing on: M0[7:0] = s0[7:0], M0[15:12] = the mask (which of src0, src1, src2, dst the index moves), MODE.GPR_IDX_EN = 1")
ISA_INSN(S_SET_GPR_IDX_OFF, "s_set_gpr_idx_off", ISA_SOPP, SEM_S_GPR_IDX, ISA_TY_NONE, ISA_GIDX_OFF, 0, OPC(28, 28, 28, 28, NA, NA, NA, NA), "VGPR indexing off: MODE.GPR_IDX_EN = 0 (M0 kept)")
ISA_INSN(S_SET_GPR_IDX_MODE, "s_set_gpr_idx_mode", ISA_SOPP, SEM_S_GPR_IDX, ISA_TY_NONE, ISA_GIDX_MODE, 0, OPC(29, 29, 29, 29, NA, NA, NA, NA), "M0[15:12] = the mask: the operands VGPR indexing moves")
ISA_INSN(S_SET_GPR_IDX_IDX, "s_set_gpr_idx_idx", ISA_SOP1, SEM_S_GPR_IDX, ISA_TY_B32, ISA_GIDX_IDX, 0, OPC(50, 50, 50, 50, NA, NA, NA, NA), "M0[7:0] = s0[7:0]: the VGPR index")
