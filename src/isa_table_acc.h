/* SPDX-License-Identifier: MIT */
/* Rows of isa_table.h (included from it, no include guard): the moves of
 * gfx90a's and gfx942's accumulation registers (AGPRs). */

/* ---- accumulation registers (branch s7-16agpr) ----
 * CDNA3 ISA guide, "Accumulation VGPRs": a second file of 256 32-bit
 * registers per lane, a0..a255, that the matrix instructions read and
 * write; these three move data into it, out of it and within it, lane by
 * lane under EXEC. write and read are VOP3P words (the opcode column is
 * the 7-bit VOP3P opcode; encode.c and decode.c give them their own
 * path, no op_sel or neg), mov a VOP1 word with no VOP3 form. Opcodes
 * from llvm-mc 19 -show-encoding. The matrix instructions themselves
 * (v_mfma_*, v_smfmac_*) stay refused by design. */
ISA_INSN(V_ACCVGPR_WRITE_B32, "v_accvgpr_write_b32", ISA_VOP3, SEM_ACCVGPR, ISA_TY_B32, ACC_WRITE, 0, OPC(NA, NA, 0x59, 0x59, NA, NA, NA, NA), "aN = s0 (a VGPR, an SGPR or an inline constant) in each active lane")
ISA_INSN(V_ACCVGPR_READ_B32, "v_accvgpr_read_b32", ISA_VOP3, SEM_ACCVGPR, ISA_TY_B32, ACC_READ, 0, OPC(NA, NA, 0x58, 0x58, NA, NA, NA, NA), "vN = the AGPR s0 in each active lane")
ISA_INSN(V_ACCVGPR_MOV_B32, "v_accvgpr_mov_b32", ISA_VOP1, SEM_ACCVGPR, ISA_TY_B32, ACC_MOV, ISA_F_NO_E64, OPC(NA, NA, 0x52, 0x52, NA, NA, NA, NA), "aN = the AGPR s0 in each active lane")
