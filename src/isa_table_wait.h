/* SPDX-License-Identifier: MIT */
/* Rows of isa_table.h (included from it, no include guard): the waits
 * and scheduling hints of gfx10, gfx11 and gfx12. None changes a value;
 * the hazard checker (hazard.c) knows which counters each waits for. */

/* ---- waits and hints of gfx10-gfx12 (branch mem13) ----
 * Opcodes from llvm-mc 19 (tests/asm/gen_opc.py). SEM_WAIT's AUX is the
 * counters it waits for (ISA_WAIT_*); SEM_S_HINT's AUX follows scalar16's
 * rule (bit 0: takes a number; each row its own value), with
 * ISA_HINT_HEX when llvm-mc prints that number in hex. */
ISA_INSN(S_DELAY_ALU, "s_delay_alu", ISA_SOPP, SEM_S_HINT, ISA_TY_NONE, 0x05, 0, OPC(NA, NA, NA, NA, NA, NA, 7, 7), "scheduling hint: instid0(DEP) | instskip(N) | instid1(DEP) say which earlier VALU/TRANS/SALU result the next instructions wait for (RDNA3 ISA 4.5); the hardware interlocks anyway, so it is never required and changes no value")
ISA_INSN(S_CLAUSE, "s_clause", ISA_SOPP, SEM_S_HINT, ISA_TY_NONE, 0x41, 0, OPC(NA, NA, NA, NA, 33, 33, 5, 5), "the next N+1 memory instructions of one type issue as one clause, not interleaved with other waves' (a scheduling hint; no value changes)")
ISA_INSN(S_WAIT_IDLE, "s_wait_idle", ISA_SOPP, SEM_S_HINT, ISA_TY_NONE, 0x44, 0, OPC(NA, NA, NA, NA, 34, 34, 10, 10), "wait until the wave has no outstanding work of any kind (one wave in lanescope: nothing to wait for)")
ISA_INSN(S_WAIT_EVENT, "s_wait_event", ISA_SOPP, SEM_S_HINT, ISA_TY_NONE, 0x47, 0, OPC(NA, NA, NA, NA, NA, NA, 11, 11), "wait for an event named by N (export ready...; nothing happens in lanescope)")
ISA_INSN(S_WAITCNT_DEPCTR, "s_waitcnt_depctr", ISA_SOPP, SEM_S_HINT, ISA_TY_NONE, 0x09, 0, OPC(NA, NA, NA, NA, 35, 35, 8, NA), "wait for the dependency counters named by depctr_*(N) (VALU/SALU results in flight); the hardware hazard fixes of RDNA, no value changes")
ISA_INSN(S_WAIT_ALU, "s_wait_alu", ISA_SOPP, SEM_S_HINT, ISA_TY_NONE, 0x09, 0, OPC(NA, NA, NA, NA, NA, NA, NA, 8), "gfx12's name of s_waitcnt_depctr: wait for VALU/SALU results in flight (depctr_*(N)); no value changes")
ISA_INSN(S_WAIT_LOADCNT, "s_wait_loadcnt", ISA_SOPP, SEM_WAIT, ISA_TY_NONE, ISA_WAIT_LOAD, 0, OPC(NA, NA, NA, NA, NA, NA, NA, 64), "wait until at most N vector memory loads (and atomics that return) are outstanding (gfx12's half of vmcnt)")
ISA_INSN(S_WAIT_STORECNT, "s_wait_storecnt", ISA_SOPP, SEM_WAIT, ISA_TY_NONE, ISA_WAIT_STORE, 0, OPC(NA, NA, NA, NA, NA, NA, NA, 65), "wait until at most N vector memory stores (and atomics without return) are outstanding (gfx12's vscnt)")
ISA_INSN(S_WAIT_SAMPLECNT, "s_wait_samplecnt", ISA_SOPP, SEM_WAIT, ISA_TY_NONE, ISA_WAIT_SAMPLE, 0, OPC(NA, NA, NA, NA, NA, NA, NA, 66), "wait until at most N image samples are outstanding (none is modelled)")
ISA_INSN(S_WAIT_BVHCNT, "s_wait_bvhcnt", ISA_SOPP, SEM_WAIT, ISA_TY_NONE, ISA_WAIT_BVH, 0, OPC(NA, NA, NA, NA, NA, NA, NA, 67), "wait until at most N ray-tracing BVH loads are outstanding (none is modelled)")
ISA_INSN(S_WAIT_EXPCNT, "s_wait_expcnt", ISA_SOPP, SEM_WAIT, ISA_TY_NONE, ISA_WAIT_EXP, 0, OPC(NA, NA, NA, NA, NA, NA, NA, 68), "wait until at most N exports or GDS writes are outstanding (none is modelled)")
ISA_INSN(S_WAIT_DSCNT, "s_wait_dscnt", ISA_SOPP, SEM_WAIT, ISA_TY_NONE, ISA_WAIT_DS, 0, OPC(NA, NA, NA, NA, NA, NA, NA, 70), "wait until at most N LDS (DS) instructions are outstanding (gfx12's part of lgkmcnt)")
ISA_INSN(S_WAIT_KMCNT, "s_wait_kmcnt", ISA_SOPP, SEM_WAIT, ISA_TY_NONE, ISA_WAIT_KM, 0, OPC(NA, NA, NA, NA, NA, NA, NA, 71), "wait until at most N scalar memory loads and messages are outstanding (gfx12's part of lgkmcnt)")
ISA_INSN(S_WAIT_LOADCNT_DSCNT, "s_wait_loadcnt_dscnt", ISA_SOPP, SEM_WAIT, ISA_TY_NONE, ISA_WAIT_LOAD | ISA_WAIT_DS, 0, OPC(NA, NA, NA, NA, NA, NA, NA, 72), "s_wait_loadcnt N[13:8] and s_wait_dscnt N[5:0] in one")
ISA_INSN(S_WAIT_STORECNT_DSCNT, "s_wait_storecnt_dscnt", ISA_SOPP, SEM_WAIT, ISA_TY_NONE, ISA_WAIT_STORE | ISA_WAIT_DS, 0, OPC(NA, NA, NA, NA, NA, NA, NA, 73), "s_wait_storecnt N[13:8] and s_wait_dscnt N[5:0] in one")
/* SOPK encoding (sdst, simm16): on gfx10 the count is min(sdst, simm16)
 * when sdst is an SGPR; gfx11 wants null there (llvm-mc 19). */
ISA_INSN(S_WAITCNT_VSCNT, "s_waitcnt_vscnt", ISA_SOPP, SEM_WAIT, ISA_TY_NONE, ISA_WAIT_STORE, ISA_F_SOPK, OPC(NA, NA, NA, NA, 23, 23, 24, NA), "wait until at most N vector memory stores (and atomics without return) are outstanding (gfx10 split them from vmcnt)")
ISA_INSN(S_WAITCNT_VMCNT, "s_waitcnt_vmcnt", ISA_SOPP, SEM_WAIT, ISA_TY_NONE, ISA_WAIT_LOAD, ISA_F_SOPK, OPC(NA, NA, NA, NA, 24, 24, 25, NA), "wait until at most N vector memory loads (and atomics that return) are outstanding")
ISA_INSN(S_WAITCNT_EXPCNT, "s_waitcnt_expcnt", ISA_SOPP, SEM_WAIT, ISA_TY_NONE, ISA_WAIT_EXP, ISA_F_SOPK, OPC(NA, NA, NA, NA, 25, 25, 26, NA), "wait until at most N exports or GDS writes are outstanding (none is modelled)")
ISA_INSN(S_WAITCNT_LGKMCNT, "s_waitcnt_lgkmcnt", ISA_SOPP, SEM_WAIT, ISA_TY_NONE, ISA_WAIT_DS | ISA_WAIT_KM, ISA_F_SOPK, OPC(NA, NA, NA, NA, 26, 26, 27, NA), "wait until at most N LDS, GDS, scalar memory and message instructions are outstanding")
/* ---- end of mem13's waits ---- */
