/* SPDX-License-Identifier: MIT */
/* Rows of isa_table.h (included from it, no include guard) that compiled
 * kernels still hit (branch s5-16kforms): the VOP2 forms with a constant
 * K, the gfx9 names of gfx8's 16-bit multiply-adds, gfx12's split
 * barrier. Opcodes from llvm-mc 19.
 *
 * K forms (GCN3 ISA 12.7, Vega ISA 12.7, RDNA3 ISA 16.3 opcode tables):
 * madmk/fmamk "D = S0 * K + S1", madak/fmaak "D = S0 * S1 + K", K a
 * literal dword after the VOP2 word (ISA_F_K_MID/K_END say where it is
 * written). v_mad* round the product and then the sum, as v_mad_f32 and
 * v_mac_f32 do here; v_fma* round once. */
ISA_INSN(V_MADMK_F32, "v_madmk_f32", ISA_VOP2, SEM_VX, ISA_TY_F32, VX_MAD_F32, ISA_F_FLOAT | ISA_F_SRC3 | ISA_F_K_MID | ISA_F_NO_E64, OPC(23, 23, 23, NA, 32, NA, NA, NA), "d = s0 * K + s1, rounded after the multiply and the add (f32; K a literal)")
ISA_INSN(V_MADAK_F32, "v_madak_f32", ISA_VOP2, SEM_VX, ISA_TY_F32, VX_MAD_F32, ISA_F_FLOAT | ISA_F_SRC3 | ISA_F_K_END | ISA_F_NO_E64, OPC(24, 24, 24, NA, 33, NA, NA, NA), "d = s0 * s1 + K, rounded after the multiply and the add (f32; K a literal)")
ISA_INSN(V_MADMK_F16, "v_madmk_f16", ISA_VOP2, SEM_VX, ISA_TY_F16, VX_MAD_F16, ISA_F_FLOAT | ISA_F_SRC3 | ISA_F_K_MID | ISA_F_NO_E64, OPC(36, 36, 36, 36, NA, NA, NA, NA), "d[15:0] = s0 * K + s1, rounded after the multiply and the add (f16; K a literal)")
ISA_INSN(V_MADAK_F16, "v_madak_f16", ISA_VOP2, SEM_VX, ISA_TY_F16, VX_MAD_F16, ISA_F_FLOAT | ISA_F_SRC3 | ISA_F_K_END | ISA_F_NO_E64, OPC(37, 37, 37, 37, NA, NA, NA, NA), "d[15:0] = s0 * s1 + K, rounded after the multiply and the add (f16; K a literal)")
ISA_INSN(V_FMAMK_F32, "v_fmamk_f32", ISA_VOP2, SEM_VX, ISA_TY_F32, VX_FMAC_F32, ISA_F_FLOAT | ISA_F_SRC3 | ISA_F_K_MID | ISA_F_NO_E64, OPC(NA, NA, NA, 23, 44, 44, 44, 44), "d = s0 * K + s1, one rounding (f32; K a literal)")
ISA_INSN(V_FMAAK_F32, "v_fmaak_f32", ISA_VOP2, SEM_VX, ISA_TY_F32, VX_FMAC_F32, ISA_F_FLOAT | ISA_F_SRC3 | ISA_F_K_END | ISA_F_NO_E64, OPC(NA, NA, NA, 24, 45, 45, 45, 45), "d = s0 * s1 + K, one rounding (f32; K a literal)")
ISA_INSN(V_FMAMK_F16, "v_fmamk_f16", ISA_VOP2, SEM_VX, ISA_TY_F16, VX_FMA_F16, ISA_F_FLOAT | ISA_F_SRC3 | ISA_F_K_MID | ISA_F_NO_E64, OPC(NA, NA, NA, NA, 55, 55, 55, 55), "d[15:0] = s0 * K + s1, one rounding (f16; K a literal)")
ISA_INSN(V_FMAAK_F16, "v_fmaak_f16", ISA_VOP2, SEM_VX, ISA_TY_F16, VX_FMA_F16, ISA_F_FLOAT | ISA_F_SRC3 | ISA_F_K_END | ISA_F_NO_E64, OPC(NA, NA, NA, NA, 56, 56, 56, 56), "d[15:0] = s0 * s1 + K, one rounding (f16; K a literal)")

/* gfx9's names of gfx8's 16-bit multiply-adds, at gfx8's opcodes: the
 * result goes to the low half and the high half is zeroed (the CDNA2
 * guide's VOP3A table: the legacy forms zero the other half, where
 * gfx9's v_mad_u16 and kin keep it); llvm-mc 19 takes no op_sel on
 * them, so the result is always the low half. */
ISA_INSN(V_MAD_LEGACY_F16, "v_mad_legacy_f16", ISA_VOP3, SEM_VX, ISA_TY_F16, VX_MAD_F16, ISA_F_SRC3 | ISA_F_FLOAT, OPC(NA, 490, 490, 490, NA, NA, NA, NA), "d[15:0] = s0 * s1 + s2, rounded after the multiply and the add, d[31:16] = 0 (f16; gfx8's v_mad_f16)")
ISA_INSN(V_MAD_LEGACY_U16, "v_mad_legacy_u16", ISA_VOP3, SEM_VX, ISA_TY_U32, VX_MAD_U16, ISA_F_SRC3, OPC(NA, 491, 491, 491, NA, NA, NA, NA), "d[15:0] = s0 * s1 + s2 on the low 16 bits, d[31:16] = 0 (gfx8's v_mad_u16)")
ISA_INSN(V_MAD_LEGACY_I16, "v_mad_legacy_i16", ISA_VOP3, SEM_VX, ISA_TY_I32, VX_MAD_U16, ISA_F_SRC3, OPC(NA, 492, 492, 492, NA, NA, NA, NA), "d[15:0] = s0 * s1 + s2 on the low 16 bits (signed), d[31:16] = 0 (gfx8's v_mad_i16)")
ISA_INSN(V_DIV_FIXUP_LEGACY_F16, "v_div_fixup_legacy_f16", ISA_VOP3, SEM_VX, ISA_TY_F16, VX_DIV_FIXUP_F16, ISA_F_SRC3 | ISA_F_FLOAT, OPC(NA, 495, 495, 495, NA, NA, NA, NA), "d[15:0] = the quotient s2 / s1 from the estimate s0: NaN, infinity, zero and sign cases, d[31:16] = 0 (f16; gfx8's v_div_fixup_f16)")
ISA_INSN(V_FMA_LEGACY_F16, "v_fma_legacy_f16", ISA_VOP3, SEM_VX, ISA_TY_F16, VX_FMA_F16, ISA_F_SRC3 | ISA_F_FLOAT, OPC(NA, 494, 494, 494, NA, NA, NA, NA), "d[15:0] = s0 * s1 + s2, one rounding, d[31:16] = 0 (f16; gfx8's v_fma_f16)")

/* gfx12 split s_barrier into a signal and a wait (RDNA4 ISA, SOP1 and
 * SOPP tables); -1 names the workgroup's barrier. With the one wave
 * lanescope runs, both complete at once, as s_barrier does here; another
 * barrier number (a named barrier, m0) is refused at run time as not
 * modelled. s_barrier_signal is SOP1 with ssrc0 only (sdst field 0). */
ISA_INSN(S_BARRIER_SIGNAL, "s_barrier_signal", ISA_SOP1, SEM_S_HINT, ISA_TY_NONE, 0x11, 0, OPC(NA, NA, NA, NA, NA, NA, NA, 78), "signal the barrier named by s0, -1 the workgroup's (one wave: it completes at once)")
ISA_INSN(S_BARRIER_WAIT, "s_barrier_wait", ISA_SOPP, SEM_S_HINT, ISA_TY_NONE, 0x81, 0, OPC(NA, NA, NA, NA, NA, NA, NA, 20), "wait for the barrier N, -1 the workgroup's, to complete (one wave: no wait)")
