/* SPDX-License-Identifier: MIT */
/* Scalar memory rows of the instruction table (isa_table.h includes this
 * file inside its X-macro): s_load and s_buffer_load of 1 to 16 dwords
 * into SGPRs. AUX is the dwords, plus ISA_SMEM_BUFFER when the base is a
 * buffer resource. Semantics from the GCN3 ISA 7 (Scalar Memory
 * Operations) and the RDNA3 ISA 5.2; opcodes from llvm-mc 19
 * (tests/asm/gen_opc.py). gfx11 renamed the dword forms by their bits. */
/* ---- scalar memory loads (branch salu16b) ---- */
ISA_INSN(S_LOAD_DWORD, "s_load_dword", ISA_SMEM, SEM_S_LOAD, ISA_TY_B32, 1, 0, OPC(0, 0, 0, 0, 0, 0, NA, NA), "d = the dword at s[base] + offset")
ISA_INSN(S_LOAD_DWORDX2, "s_load_dwordx2", ISA_SMEM, SEM_S_LOAD, ISA_TY_B32, 2, 0, OPC(1, 1, 1, 1, 1, 1, NA, NA), "d = the 2 dwords at s[base] + offset")
ISA_INSN(S_LOAD_DWORDX4, "s_load_dwordx4", ISA_SMEM, SEM_S_LOAD, ISA_TY_B32, 4, 0, OPC(2, 2, 2, 2, 2, 2, NA, NA), "d = the 4 dwords at s[base] + offset")
ISA_INSN(S_LOAD_DWORDX8, "s_load_dwordx8", ISA_SMEM, SEM_S_LOAD, ISA_TY_B32, 8, 0, OPC(3, 3, 3, 3, 3, 3, NA, NA), "d = the 8 dwords at s[base] + offset")
ISA_INSN(S_LOAD_DWORDX16, "s_load_dwordx16", ISA_SMEM, SEM_S_LOAD, ISA_TY_B32, 16, 0, OPC(4, 4, 4, 4, 4, 4, NA, NA), "d = the 16 dwords at s[base] + offset")
ISA_INSN(S_BUFFER_LOAD_DWORD, "s_buffer_load_dword", ISA_SMEM, SEM_S_LOAD, ISA_TY_B32, 1 | ISA_SMEM_BUFFER, 0, OPC(8, 8, 8, 8, 8, 8, NA, NA), "d = the dword at offset in the buffer s[rsrc] describes (0 past its size)")
ISA_INSN(S_BUFFER_LOAD_DWORDX2, "s_buffer_load_dwordx2", ISA_SMEM, SEM_S_LOAD, ISA_TY_B32, 2 | ISA_SMEM_BUFFER, 0, OPC(9, 9, 9, 9, 9, 9, NA, NA), "d = the 2 dwords at offset in the buffer s[rsrc] describes (0 past its size)")
ISA_INSN(S_BUFFER_LOAD_DWORDX4, "s_buffer_load_dwordx4", ISA_SMEM, SEM_S_LOAD, ISA_TY_B32, 4 | ISA_SMEM_BUFFER, 0, OPC(10, 10, 10, 10, 10, 10, NA, NA), "d = the 4 dwords at offset in the buffer s[rsrc] describes (0 past its size)")
ISA_INSN(S_BUFFER_LOAD_DWORDX8, "s_buffer_load_dwordx8", ISA_SMEM, SEM_S_LOAD, ISA_TY_B32, 8 | ISA_SMEM_BUFFER, 0, OPC(11, 11, 11, 11, 11, 11, NA, NA), "d = the 8 dwords at offset in the buffer s[rsrc] describes (0 past its size)")
ISA_INSN(S_BUFFER_LOAD_DWORDX16, "s_buffer_load_dwordx16", ISA_SMEM, SEM_S_LOAD, ISA_TY_B32, 16 | ISA_SMEM_BUFFER, 0, OPC(12, 12, 12, 12, 12, 12, NA, NA), "d = the 16 dwords at offset in the buffer s[rsrc] describes (0 past its size)")
ISA_INSN(S_LOAD_B32, "s_load_b32", ISA_SMEM, SEM_S_LOAD, ISA_TY_B32, 1, 0, OPC(NA, NA, NA, NA, NA, NA, 0, 0), "d = the dword at s[base] + offset (gfx11's s_load_dword)")
ISA_INSN(S_LOAD_B64, "s_load_b64", ISA_SMEM, SEM_S_LOAD, ISA_TY_B32, 2, 0, OPC(NA, NA, NA, NA, NA, NA, 1, 1), "d = the 2 dwords at s[base] + offset (gfx11's s_load_dwordx2)")
ISA_INSN(S_LOAD_B96, "s_load_b96", ISA_SMEM, SEM_S_LOAD, ISA_TY_B32, 3, 0, OPC(NA, NA, NA, NA, NA, NA, NA, 5), "d = the 3 dwords at s[base] + offset")
ISA_INSN(S_LOAD_B128, "s_load_b128", ISA_SMEM, SEM_S_LOAD, ISA_TY_B32, 4, 0, OPC(NA, NA, NA, NA, NA, NA, 2, 2), "d = the 4 dwords at s[base] + offset (gfx11's s_load_dwordx4)")
ISA_INSN(S_LOAD_B256, "s_load_b256", ISA_SMEM, SEM_S_LOAD, ISA_TY_B32, 8, 0, OPC(NA, NA, NA, NA, NA, NA, 3, 3), "d = the 8 dwords at s[base] + offset (gfx11's s_load_dwordx8)")
ISA_INSN(S_LOAD_B512, "s_load_b512", ISA_SMEM, SEM_S_LOAD, ISA_TY_B32, 16, 0, OPC(NA, NA, NA, NA, NA, NA, 4, 4), "d = the 16 dwords at s[base] + offset (gfx11's s_load_dwordx16)")
ISA_INSN(S_BUFFER_LOAD_B32, "s_buffer_load_b32", ISA_SMEM, SEM_S_LOAD, ISA_TY_B32, 1 | ISA_SMEM_BUFFER, 0, OPC(NA, NA, NA, NA, NA, NA, 8, 16), "d = the dword at offset in the buffer s[rsrc] describes (gfx11's s_buffer_load_dword)")
ISA_INSN(S_BUFFER_LOAD_B64, "s_buffer_load_b64", ISA_SMEM, SEM_S_LOAD, ISA_TY_B32, 2 | ISA_SMEM_BUFFER, 0, OPC(NA, NA, NA, NA, NA, NA, 9, 17), "d = the 2 dwords at offset in the buffer s[rsrc] describes (gfx11's s_buffer_load_dwordx2)")
ISA_INSN(S_BUFFER_LOAD_B96, "s_buffer_load_b96", ISA_SMEM, SEM_S_LOAD, ISA_TY_B32, 3 | ISA_SMEM_BUFFER, 0, OPC(NA, NA, NA, NA, NA, NA, NA, 21), "d = the 3 dwords at offset in the buffer s[rsrc] describes")
ISA_INSN(S_BUFFER_LOAD_B128, "s_buffer_load_b128", ISA_SMEM, SEM_S_LOAD, ISA_TY_B32, 4 | ISA_SMEM_BUFFER, 0, OPC(NA, NA, NA, NA, NA, NA, 10, 18), "d = the 4 dwords at offset in the buffer s[rsrc] describes (gfx11's s_buffer_load_dwordx4)")
ISA_INSN(S_BUFFER_LOAD_B256, "s_buffer_load_b256", ISA_SMEM, SEM_S_LOAD, ISA_TY_B32, 8 | ISA_SMEM_BUFFER, 0, OPC(NA, NA, NA, NA, NA, NA, 11, 19), "d = the 8 dwords at offset in the buffer s[rsrc] describes (gfx11's s_buffer_load_dwordx8)")
ISA_INSN(S_BUFFER_LOAD_B512, "s_buffer_load_b512", ISA_SMEM, SEM_S_LOAD, ISA_TY_B32, 16 | ISA_SMEM_BUFFER, 0, OPC(NA, NA, NA, NA, NA, NA, 12, 20), "d = the 16 dwords at offset in the buffer s[rsrc] describes (gfx11's s_buffer_load_dwordx16)")
/* ---- end of salu16b's SMEM block ---- */
