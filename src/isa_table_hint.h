/* SPDX-License-Identifier: MIT */
/* Rows of isa_table.h (included from it, no include guard): cache
 * control, prefetch and performance hints, which change no value that
 * lanescope models; each runs as a step with no visible effect. */

/* ---- hints that change no modelled value (branch s6-16hint) ----
 * Opcodes from llvm-mc 19 -show-encoding. ISA_F_NO_EFFECT makes the
 * step's explanation say that caches, prefetch and performance are not
 * modelled. SEM_S_HINT's AUX follows isa_table_wait.h's rule (bit 0:
 * takes a number, ISA_HINT_HEX: printed in hex; the other bits keep the
 * rows apart); s_inst_prefetch and s_set_inst_prefetch_distance share
 * theirs, so gfx11's alias of the first finds the second; the VOP1
 * rows' AUX keeps them apart from v_nop and each other. */
ISA_INSN(S_ICACHE_INV, "s_icache_inv", ISA_SOPP, SEM_S_HINT, ISA_TY_NONE, 0x04, ISA_F_NO_EFFECT, OPC(19, 19, 19, 19, 19, 19, 60, 60), "invalidate the wave's instruction cache (GCN3 ISA 5.1 SOPP; RDNA3 ISA 16.3): no value changes")
ISA_INSN(S_WAKEUP, "s_wakeup", ISA_SOPP, SEM_S_HINT, ISA_TY_NONE, 0x06, ISA_F_NO_EFFECT, OPC(3, 3, 3, 3, 3, 3, 52, 52), "wake the workgroup's waves that sleep in s_sleep (one wave: none sleeps; no value changes)")
ISA_INSN(S_INCPERFLEVEL, "s_incperflevel", ISA_SOPP, SEM_S_HINT, ISA_TY_NONE, 0x07, ISA_F_NO_EFFECT, OPC(20, 20, 20, 20, 20, 20, 56, 56), "increment the performance counter named by N[3:0] (a profiling hint; no value changes)")
ISA_INSN(S_DECPERFLEVEL, "s_decperflevel", ISA_SOPP, SEM_S_HINT, ISA_TY_NONE, 0x0b, ISA_F_NO_EFFECT, OPC(21, 21, 21, 21, 21, 21, 57, 57), "decrement the performance counter named by N[3:0] (a profiling hint; no value changes)")
ISA_INSN(S_INST_PREFETCH, "s_inst_prefetch", ISA_SOPP, SEM_S_HINT, ISA_TY_NONE, 0x43, ISA_F_NO_EFFECT, OPC(NA, NA, NA, NA, 32, 32, NA, NA), "set how many cache lines of instructions the wave prefetches ahead (RDNA1 ISA SOPP; a performance hint: no value changes)")
ISA_INSN(S_SET_INST_PREFETCH_DISTANCE, "s_set_inst_prefetch_distance", ISA_SOPP, SEM_S_HINT, ISA_TY_NONE, 0x43, ISA_F_NO_EFFECT, OPC(NA, NA, NA, NA, NA, NA, 4, NA), "gfx11's name of s_inst_prefetch: the instruction prefetch distance (a performance hint; no value changes)")
ISA_INSN(S_SINGLEUSE_VDST, "s_singleuse_vdst", ISA_SOPP, SEM_S_HINT, ISA_TY_NONE, 0x45, ISA_F_NO_EFFECT, OPC(NA, NA, NA, NA, NA, NA, NA, 19), "tell the hardware which of the next VALU results are read only once, so they need not reach the register file cache (a performance hint; no value changes)")
ISA_INSN(V_CLREXCP, "v_clrexcp", ISA_VOP1, SEM_NOP, ISA_TY_NONE, 1, ISA_F_NO_EFFECT, OPC(53, 53, 53, 53, 65, 65, NA, NA), "clear the wave's floating-point exception bits (lanescope keeps no exception bits: no visible change)")
ISA_INSN(V_PIPEFLUSH, "v_pipeflush", ISA_VOP1, SEM_NOP, ISA_TY_NONE, 2, ISA_F_NO_EFFECT, OPC(NA, NA, NA, NA, 27, 27, 27, 27), "flush the VALU pipeline (a performance and debug aid; no value changes)")
