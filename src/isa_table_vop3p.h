/* SPDX-License-Identifier: MIT */
/* Rows of packed 16-bit math in the VOP3P encoding (branch vop3p16c):
 * two 16-bit results per lane, each half from the halves op_sel and
 * op_sel_hi pick (Vega ISA 6.3.3 "Packed Math", CDNA3 ISA 6.3, RDNA3 ISA
 * 7.8; opcodes and spellings from llvm-mc 19). The OPC column is the 7-bit
 * VOP3P opcode. gfx8 has no VOP3P. Included by isa_table.h with its
 * macros defined; no include guard on purpose. */
#define F_PK (ISA_F_VOP3P)
#define F_PK3 (ISA_F_VOP3P | ISA_F_SRC3)
#define F_PKF (ISA_F_VOP3P | ISA_F_FLOAT)
#define F_PKF3 (ISA_F_VOP3P | ISA_F_FLOAT | ISA_F_SRC3)

/* ---- packed math, VOP3P (branch vop3p16c) ---- */
ISA_INSN(V_PK_MAD_I16, "v_pk_mad_i16", ISA_VOP3, SEM_VOP3P, ISA_TY_I32, PK_MAD_I16, F_PK3, OPC(NA, 0, 0, 0, 0, 0, 0, 0), "per half: d = s0 * s1 + s2 (signed 16-bit, low 16 bits; clamp saturates)")
ISA_INSN(V_PK_MUL_LO_U16, "v_pk_mul_lo_u16", ISA_VOP3, SEM_VOP3P, ISA_TY_U32, PK_MUL_LO_U16, F_PK, OPC(NA, 1, 1, 1, 1, 1, 1, 1), "per half: d = low 16 bits of s0 * s1")
ISA_INSN(V_PK_ADD_I16, "v_pk_add_i16", ISA_VOP3, SEM_VOP3P, ISA_TY_I32, PK_ADD_I16, F_PK, OPC(NA, 2, 2, 2, 2, 2, 2, 2), "per half: d = s0 + s1 (signed 16-bit; clamp saturates)")
ISA_INSN(V_PK_SUB_I16, "v_pk_sub_i16", ISA_VOP3, SEM_VOP3P, ISA_TY_I32, PK_SUB_I16, F_PK, OPC(NA, 3, 3, 3, 3, 3, 3, 3), "per half: d = s0 - s1 (signed 16-bit; clamp saturates)")
ISA_INSN(V_PK_LSHLREV_B16, "v_pk_lshlrev_b16", ISA_VOP3, SEM_VOP3P, ISA_TY_B32, PK_LSHLREV_B16, F_PK, OPC(NA, 4, 4, 4, 4, 4, 4, 4), "per half: d = s1 << s0[3:0]")
ISA_INSN(V_PK_LSHRREV_B16, "v_pk_lshrrev_b16", ISA_VOP3, SEM_VOP3P, ISA_TY_B32, PK_LSHRREV_B16, F_PK, OPC(NA, 5, 5, 5, 5, 5, 5, 5), "per half: d = s1 >> s0[3:0] (logical)")
ISA_INSN(V_PK_ASHRREV_I16, "v_pk_ashrrev_i16", ISA_VOP3, SEM_VOP3P, ISA_TY_I32, PK_ASHRREV_I16, F_PK, OPC(NA, 6, 6, 6, 6, 6, 6, 6), "per half: d = s1 >> s0[3:0] (arithmetic)")
ISA_INSN(V_PK_MAX_I16, "v_pk_max_i16", ISA_VOP3, SEM_VOP3P, ISA_TY_I32, PK_MAX_I16, F_PK, OPC(NA, 7, 7, 7, 7, 7, 7, 7), "per half: d = max(s0, s1) (signed 16-bit)")
ISA_INSN(V_PK_MIN_I16, "v_pk_min_i16", ISA_VOP3, SEM_VOP3P, ISA_TY_I32, PK_MIN_I16, F_PK, OPC(NA, 8, 8, 8, 8, 8, 8, 8), "per half: d = min(s0, s1) (signed 16-bit)")
ISA_INSN(V_PK_MAD_U16, "v_pk_mad_u16", ISA_VOP3, SEM_VOP3P, ISA_TY_U32, PK_MAD_U16, F_PK3, OPC(NA, 9, 9, 9, 9, 9, 9, 9), "per half: d = s0 * s1 + s2 (unsigned 16-bit, low 16 bits; clamp saturates)")
ISA_INSN(V_PK_ADD_U16, "v_pk_add_u16", ISA_VOP3, SEM_VOP3P, ISA_TY_U32, PK_ADD_U16, F_PK, OPC(NA, 10, 10, 10, 10, 10, 10, 10), "per half: d = s0 + s1 (unsigned 16-bit; clamp saturates)")
ISA_INSN(V_PK_SUB_U16, "v_pk_sub_u16", ISA_VOP3, SEM_VOP3P, ISA_TY_U32, PK_SUB_U16, F_PK, OPC(NA, 11, 11, 11, 11, 11, 11, 11), "per half: d = s0 - s1 (unsigned 16-bit; clamp saturates at 0)")
ISA_INSN(V_PK_MAX_U16, "v_pk_max_u16", ISA_VOP3, SEM_VOP3P, ISA_TY_U32, PK_MAX_U16, F_PK, OPC(NA, 12, 12, 12, 12, 12, 12, 12), "per half: d = max(s0, s1) (unsigned 16-bit)")
ISA_INSN(V_PK_MIN_U16, "v_pk_min_u16", ISA_VOP3, SEM_VOP3P, ISA_TY_U32, PK_MIN_U16, F_PK, OPC(NA, 13, 13, 13, 13, 13, 13, 13), "per half: d = min(s0, s1) (unsigned 16-bit)")
ISA_INSN(V_PK_FMA_F16, "v_pk_fma_f16", ISA_VOP3, SEM_VOP3P, ISA_TY_F16, PK_FMA_F16, F_PKF3, OPC(NA, 14, 14, 14, 14, 14, 14, 14), "per half: d = s0 * s1 + s2 (f16, one rounding)")
ISA_INSN(V_PK_ADD_F16, "v_pk_add_f16", ISA_VOP3, SEM_VOP3P, ISA_TY_F16, PK_ADD_F16, F_PKF, OPC(NA, 15, 15, 15, 15, 15, 15, 15), "per half: d = s0 + s1 (f16)")
ISA_INSN(V_PK_MUL_F16, "v_pk_mul_f16", ISA_VOP3, SEM_VOP3P, ISA_TY_F16, PK_MUL_F16, F_PKF, OPC(NA, 16, 16, 16, 16, 16, 16, 16), "per half: d = s0 * s1 (f16)")
ISA_INSN(V_PK_MIN_F16, "v_pk_min_f16", ISA_VOP3, SEM_VOP3P, ISA_TY_F16, PK_MIN_F16, F_PKF, OPC(NA, 17, 17, 17, 17, 17, 17, NA), "per half: d = min(s0, s1) (f16; a NaN loses to a number)")
ISA_INSN(V_PK_MAX_F16, "v_pk_max_f16", ISA_VOP3, SEM_VOP3P, ISA_TY_F16, PK_MAX_F16, F_PKF, OPC(NA, 18, 18, 18, 18, 18, 18, NA), "per half: d = max(s0, s1) (f16; a NaN loses to a number)")
ISA_INSN(V_PK_MIN_NUM_F16, "v_pk_min_num_f16", ISA_VOP3, SEM_VOP3P, ISA_TY_F16, PK_MIN_F16, F_PKF, OPC(NA, NA, NA, NA, NA, NA, NA, 27), "per half: d = minNum(s0, s1) (f16; a NaN loses to a number; gfx12 name)")
ISA_INSN(V_PK_MAX_NUM_F16, "v_pk_max_num_f16", ISA_VOP3, SEM_VOP3P, ISA_TY_F16, PK_MAX_F16, F_PKF, OPC(NA, NA, NA, NA, NA, NA, NA, 28), "per half: d = maxNum(s0, s1) (f16; a NaN loses to a number; gfx12 name)")
ISA_INSN(V_PK_MINIMUM_F16, "v_pk_minimum_f16", ISA_VOP3, SEM_VOP3P, ISA_TY_F16, PK_MINIMUM_F16, F_PKF, OPC(NA, NA, NA, NA, NA, NA, NA, 29), "per half: d = minimum(s0, s1) (f16, IEEE 754-2019: a NaN wins, -0 < +0)")
ISA_INSN(V_PK_MAXIMUM_F16, "v_pk_maximum_f16", ISA_VOP3, SEM_VOP3P, ISA_TY_F16, PK_MAXIMUM_F16, F_PKF, OPC(NA, NA, NA, NA, NA, NA, NA, 30), "per half: d = maximum(s0, s1) (f16, IEEE 754-2019: a NaN wins, -0 < +0)")

/* ---- gfx12's VOP2 forms of 64-bit rows (branch vop3p16c) ---- */
/* RDNA4 moved these from VOP3 to VOP2 (llvm-mc 19 prints _e32 and _e64
 * forms); the VOP3-only rows of isa_table_valu.h/valu2.h stop at gfx1100.
 * v_max_num/v_min_num are gfx12's names of v_max/v_min_f64. */
ISA_INSN(V_ADD_F64_VOP2, "v_add_f64", ISA_VOP2, SEM_VX, ISA_TY_B64, VX_ADD_F64, ISA_F_FLOAT | ISA_F_D64 | ISA_F_S0_64 | ISA_F_S1_64, OPC(NA, NA, NA, NA, NA, NA, NA, 2), "d = s0 + s1 (f64; gfx12 VOP2)")
ISA_INSN(V_MUL_F64_VOP2, "v_mul_f64", ISA_VOP2, SEM_VX, ISA_TY_B64, VX_MUL_F64, ISA_F_FLOAT | ISA_F_D64 | ISA_F_S0_64 | ISA_F_S1_64, OPC(NA, NA, NA, NA, NA, NA, NA, 6), "d = s0 * s1 (f64; gfx12 VOP2)")
ISA_INSN(V_MIN_NUM_F64, "v_min_num_f64", ISA_VOP2, SEM_VX, ISA_TY_B64, VX_MIN_F64, ISA_F_FLOAT | ISA_F_D64 | ISA_F_S0_64 | ISA_F_S1_64, OPC(NA, NA, NA, NA, NA, NA, NA, 13), "d = minNum(s0, s1), a NaN loses to a number (f64; gfx12)")
ISA_INSN(V_MAX_NUM_F64, "v_max_num_f64", ISA_VOP2, SEM_VX, ISA_TY_B64, VX_MAX_F64, ISA_F_FLOAT | ISA_F_D64 | ISA_F_S0_64 | ISA_F_S1_64, OPC(NA, NA, NA, NA, NA, NA, NA, 14), "d = maxNum(s0, s1), a NaN loses to a number (f64; gfx12)")
ISA_INSN(V_LSHLREV_B64_VOP2, "v_lshlrev_b64", ISA_VOP2, SEM_VX, ISA_TY_B64, VX_LSHLREV_B64, ISA_F_D64 | ISA_F_S1_64, OPC(NA, NA, NA, NA, NA, NA, NA, 31), "d = s1 << s0[5:0] (64-bit; gfx12 VOP2)")

/* Integer dot products (CDNA2 ISA 12.10 and CDNA3 ISA 7.x "VOP3P", RDNA2
 * ISA 6.4, RDNA3 ISA 7.9: D.i32 = S2 + the sum of the element products,
 * clamp saturating the sum; gfx11 replaced the signed forms by the _iu
 * ones, whose neg_lo bits say which source is signed). gfx900 and
 * gfx1010 have none (gfx906 and gfx1011 do). Opcodes from llvm-mc 19. */
ISA_INSN(V_DOT2_I32_I16, "v_dot2_i32_i16", ISA_VOP3, SEM_VOP3P, ISA_TY_I32, PK_DOT2_I32_I16, F_PK3, OPC(NA, NA, 38, 38, NA, 20, NA, NA), "d = s2 + s0.i16[0] * s1.i16[0] + s0.i16[1] * s1.i16[1] (clamp saturates)")
ISA_INSN(V_DOT2_U32_U16, "v_dot2_u32_u16", ISA_VOP3, SEM_VOP3P, ISA_TY_U32, PK_DOT2_U32_U16, F_PK3, OPC(NA, NA, 39, 39, NA, 21, NA, NA), "d = s2 + s0.u16[0] * s1.u16[0] + s0.u16[1] * s1.u16[1] (clamp saturates)")
ISA_INSN(V_DOT4_I32_I8, "v_dot4_i32_i8", ISA_VOP3, SEM_VOP3P, ISA_TY_I32, PK_DOT4_I32_I8, F_PK3, OPC(NA, NA, 40, 40, NA, 22, NA, NA), "d = s2 + the sum of the four signed byte products of s0 and s1 (clamp saturates)")
ISA_INSN(V_DOT4_U32_U8, "v_dot4_u32_u8", ISA_VOP3, SEM_VOP3P, ISA_TY_U32, PK_DOT4_U32_U8, F_PK3, OPC(NA, NA, 41, 41, NA, 23, 23, 23), "d = s2 + the sum of the four unsigned byte products of s0 and s1 (clamp saturates)")
ISA_INSN(V_DOT8_I32_I4, "v_dot8_i32_i4", ISA_VOP3, SEM_VOP3P, ISA_TY_I32, PK_DOT8_I32_I4, F_PK3, OPC(NA, NA, 42, 42, NA, 24, NA, NA), "d = s2 + the sum of the eight signed 4-bit products of s0 and s1 (clamp saturates)")
ISA_INSN(V_DOT8_U32_U4, "v_dot8_u32_u4", ISA_VOP3, SEM_VOP3P, ISA_TY_U32, PK_DOT8_U32_U4, F_PK3, OPC(NA, NA, 43, 43, NA, 25, 25, 25), "d = s2 + the sum of the eight unsigned 4-bit products of s0 and s1 (clamp saturates)")
ISA_INSN(V_DOT4_I32_IU8, "v_dot4_i32_iu8", ISA_VOP3, SEM_VOP3P, ISA_TY_I32, PK_DOT4_I32_IU8, F_PK3, OPC(NA, NA, NA, NA, NA, NA, 22, 22), "d = s2 + the sum of the four byte products of s0 and s1; neg_lo:[1,1] makes s0 and s1 signed (clamp saturates)")
ISA_INSN(V_DOT8_I32_IU4, "v_dot8_i32_iu4", ISA_VOP3, SEM_VOP3P, ISA_TY_I32, PK_DOT8_I32_IU4, F_PK3, OPC(NA, NA, NA, NA, NA, NA, 24, 24), "d = s2 + the sum of the eight 4-bit products of s0 and s1; neg_lo:[1,1] makes s0 and s1 signed (clamp saturates)")

/* ---- mixed-precision fma and float dot products (branch s5-16float) ---- */
/* The mix rows (Vega ISA guide V_MAD_MIX*, CDNA2/3 and RDNA1-4 guides
 * V_FMA_MIX*): op_sel_hi bit k says source k is an f16 (1; op_sel picks
 * its half) or an f32 (0), each converted exactly to f32; -x and |x| act
 * on that f32.
 * fma: one f32 rounding; mad (gfx900): the product rounded, then the sum.
 * The lo/hi forms convert the f32 result to f16 (nearest even), clamp
 * it, and keep the other half of d, as the guides' pseudo-code does.
 * Float dot products (CDNA3 ISA VOP3P, RDNA2 ISA 6.4, RDNA3 ISA 7.9):
 * the guides' pseudo-code adds the two products into the f32 s2 one at a
 * time (:semantics note vop3p.float_dot). */
ISA_INSN(V_MAD_MIX_F32, "v_mad_mix_f32", ISA_VOP3, SEM_VOP3P, ISA_TY_F16, PK_MAD_MIX_F32, F_PKF3, OPC(NA, 32, NA, NA, NA, NA, NA, NA), "d = s0 * s1 + s2 in f32, each source f32 or the f16 half op_sel picks when op_sel_hi is set (product rounded, then the sum; Vega ISA guide, V_MAD_MIX_F32)")
ISA_INSN(V_MAD_MIXLO_F16, "v_mad_mixlo_f16", ISA_VOP3, SEM_VOP3P, ISA_TY_F16, PK_MAD_MIXLO_F16, F_PKF3 | ISA_F_READS_DST, OPC(NA, 33, NA, NA, NA, NA, NA, NA), "d[15:0] = f16(s0 * s1 + s2), sources as v_mad_mix_f32; d[31:16] kept (Vega ISA guide, VOP3P opcodes)")
ISA_INSN(V_MAD_MIXHI_F16, "v_mad_mixhi_f16", ISA_VOP3, SEM_VOP3P, ISA_TY_F16, PK_MAD_MIXHI_F16, F_PKF3 | ISA_F_READS_DST, OPC(NA, 34, NA, NA, NA, NA, NA, NA), "d[31:16] = f16(s0 * s1 + s2), sources as v_mad_mix_f32; d[15:0] kept (Vega ISA guide, VOP3P opcodes)")
ISA_INSN(V_FMA_MIX_F32, "v_fma_mix_f32", ISA_VOP3, SEM_VOP3P, ISA_TY_F16, PK_FMA_MIX_F32, F_PKF3, OPC(NA, NA, 32, 32, 32, 32, 32, 32), "d = fma(s0, s1, s2) in f32, one rounding; each source f32 or the f16 half op_sel picks when op_sel_hi is set (RDNA3 ISA guide, V_FMA_MIX_F32; :semantics vop3p.mix)")
ISA_INSN(V_FMA_MIXLO_F16, "v_fma_mixlo_f16", ISA_VOP3, SEM_VOP3P, ISA_TY_F16, PK_FMA_MIXLO_F16, F_PKF3 | ISA_F_READS_DST, OPC(NA, NA, 33, 33, 33, 33, 33, 33), "d[15:0] = f16(fma(s0, s1, s2)): the f32 fma, then to f16; sources as v_fma_mix_f32; d[31:16] kept")
ISA_INSN(V_FMA_MIXHI_F16, "v_fma_mixhi_f16", ISA_VOP3, SEM_VOP3P, ISA_TY_F16, PK_FMA_MIXHI_F16, F_PKF3 | ISA_F_READS_DST, OPC(NA, NA, 34, 34, 34, 34, 34, 34), "d[31:16] = f16(fma(s0, s1, s2)): the f32 fma, then to f16; sources as v_fma_mix_f32; d[15:0] kept")
ISA_INSN(V_DOT2_F32_F16, "v_dot2_f32_f16", ISA_VOP3, SEM_VOP3P, ISA_TY_F16, PK_DOT2_F32_F16, F_PKF3, OPC(NA, NA, 35, 35, NA, 19, 19, 19), "d = (s2 + s0.lo * s1.lo) + s0.hi * s1.hi: f16 pairs, an f32 s2 and result, each add rounded (:semantics vop3p.float_dot)")
ISA_INSN(V_DOT2_F32_BF16, "v_dot2_f32_bf16", ISA_VOP3, SEM_VOP3P, ISA_TY_F16, PK_DOT2_F32_BF16, F_PKF3, OPC(NA, NA, NA, NA, NA, NA, 26, 26), "d = (s2 + s0.lo * s1.lo) + s0.hi * s1.hi: bf16 pairs, an f32 s2 and result, each product and add rounded to f32 (:semantics vop3p.float_dot)")

/* gfx90a/gfx942 packed f32 (CDNA2 and CDNA3 ISA guides, VOP3P opcodes):
 * 64-bit register pairs, one f32 per dword; op_sel bit k picks the dword
 * of source k that the low result reads, op_sel_hi the one the high
 * result reads, neg_lo/neg_hi negate them. v_pk_mov_b32 takes the low
 * dword of d from s0 and the high one from s1 (op_sel bit 0 and 1 pick
 * the dword), as LLVM copies a 64-bit pair with op_sel:[0,1]. */
#define F_PK64 (ISA_F_D64 | ISA_F_S0_64 | ISA_F_S1_64)
ISA_INSN(V_PK_FMA_F32, "v_pk_fma_f32", ISA_VOP3, SEM_VOP3P, ISA_TY_B64, PK_FMA_F32, F_PKF3 | F_PK64 | ISA_F_S2_64, OPC(NA, NA, 48, 48, NA, NA, NA, NA), "per dword of the pairs: d = s0 * s1 + s2 (f32, one rounding)")
ISA_INSN(V_PK_MUL_F32, "v_pk_mul_f32", ISA_VOP3, SEM_VOP3P, ISA_TY_B64, PK_MUL_F32, F_PKF | F_PK64, OPC(NA, NA, 49, 49, NA, NA, NA, NA), "per dword of the pairs: d = s0 * s1 (f32)")
ISA_INSN(V_PK_ADD_F32, "v_pk_add_f32", ISA_VOP3, SEM_VOP3P, ISA_TY_B64, PK_ADD_F32, F_PKF | F_PK64, OPC(NA, NA, 50, 50, NA, NA, NA, NA), "per dword of the pairs: d = s0 + s1 (f32)")
ISA_INSN(V_PK_MOV_B32, "v_pk_mov_b32", ISA_VOP3, SEM_VOP3P, ISA_TY_B64, PK_MOV_B32, F_PKF | F_PK64, OPC(NA, NA, 51, 51, NA, NA, NA, NA), "d.lo = the dword of s0 op_sel[0] picks, d.hi = the dword of s1 op_sel[1] picks")
#undef F_PK64

#undef F_PK
#undef F_PK3
#undef F_PKF
#undef F_PKF3
