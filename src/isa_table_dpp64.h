/* SPDX-License-Identifier: MIT */
/* Instruction rows of 64-bit DPP (branch gpu13c), included by
 * isa_table.h; the columns are isa_table.h's. No include guard. */

/* gfx942's 64-bit move (LLVM FeatureGFX940Insts): a VOP1 row whose DPP
 * form is the only 64-bit DPP with a move; no neg/abs, clamp or SDWA
 * (llvm-mc 19 refuses each). */
ISA_INSN(V_MOV_B64, "v_mov_b64", ISA_VOP1, SEM_VX, ISA_TY_B64, VX_MOV_B64, ISA_F_DPP | ISA_F_D64 | ISA_F_S0_64, OPC(NA, NA, NA, 56, NA, NA, NA, NA), "d = s0 (64 bits)")
