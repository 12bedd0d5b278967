/* SPDX-License-Identifier: MIT */
/* The program-counter rows of the instruction table (isa_table.h includes
 * this file inside its X-macro): s_getpc_b64, s_setpc_b64, s_swappc_b64.
 * Semantics from the GCN3 ISA 5.3 and the Vega, RDNA3 and RDNA4 ISA
 * guides' SOP1 tables (getpc: "D.u64 = PC + 4", the address of the next
 * instruction); opcodes from llvm-mc 19 (same names on every target in
 * LLVM 19). lanescope places the program at byte address 0, each
 * instruction as long as its encoding (session_flow.c). */
ISA_INSN(S_GETPC_B64, "s_getpc_b64", ISA_SOP1, SEM_S_PC, ISA_TY_B64, ISA_PC_GET, 0, OPC(28, 28, 28, 28, 31, 31, 71, 71), "d = the byte address of the next instruction (PC + 4; the program starts at 0)")
ISA_INSN(S_SETPC_B64, "s_setpc_b64", ISA_SOP1, SEM_S_PC, ISA_TY_B64, ISA_PC_SET, 0, OPC(29, 29, 29, 29, 32, 32, 72, 72), "jump to the instruction at byte address s0 (64-bit)")
ISA_INSN(S_SWAPPC_B64, "s_swappc_b64", ISA_SOP1, SEM_S_PC, ISA_TY_B64, ISA_PC_SWAP, 0, OPC(30, 30, 30, 30, 33, 33, 73, 73), "d = the address of the next instruction; jump to address s0 (a call)")
/* s_call_b64 (branch s4-16b): SOPK, sdst an SGPR pair; Vega ISA 4.2 and
 * RDNA3/RDNA4 ISA 16.2: "D.u64 = PC + 4; PC = PC + signext(SIMM16 * 4) +
 * 4". llvm-mc 19 has it from gfx900 on (not gfx803). */
ISA_INSN(S_CALL_B64, "s_call_b64", ISA_SOPK, SEM_S_PC, ISA_TY_B64, ISA_PC_CALL, ISA_F_SOPK, OPC(NA, 21, 21, 21, 22, 22, 20, 20), "d = the address of the next instruction; jump to the label (a call)")
