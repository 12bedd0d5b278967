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
/* Cache control with no operand: MUBUF and SMEM words with only the
 * opcode set (llvm-mc 19 leaves every other field zero). */
ISA_INSN(BUFFER_WBINVL1, "buffer_wbinvl1", ISA_MUBUF, SEM_NOP, ISA_TY_NONE, 1, ISA_F_NO_EFFECT, OPC(62, 62, 62, 62, NA, NA, NA, NA), "write back and invalidate the vector L1 cache (GCN3 ISA 8.1 MUBUF): no value changes")
ISA_INSN(BUFFER_WBINVL1_VOL, "buffer_wbinvl1_vol", ISA_MUBUF, SEM_NOP, ISA_TY_NONE, 2, ISA_F_NO_EFFECT, OPC(63, 63, 63, 63, NA, NA, NA, NA), "write back and invalidate the volatile lines of the vector L1 cache: no value changes")
ISA_INSN(BUFFER_WBL2, "buffer_wbl2", ISA_MUBUF, SEM_NOP, ISA_TY_NONE, 3, ISA_F_NO_EFFECT, OPC(NA, NA, 40, 40, NA, NA, NA, NA), "write back the L2 cache (CDNA2 ISA MUBUF): no value changes")
ISA_INSN(BUFFER_INVL2, "buffer_invl2", ISA_MUBUF, SEM_NOP, ISA_TY_NONE, 7, ISA_F_NO_EFFECT, OPC(NA, NA, 41, NA, NA, NA, NA, NA), "invalidate the L2 cache's non-coherent lines (CDNA2 ISA MUBUF; gfx942 reuses opcode 41 for buffer_inv): no value changes")
ISA_INSN(BUFFER_INV, "buffer_inv", ISA_MUBUF, SEM_NOP, ISA_TY_NONE, 4, ISA_F_NO_EFFECT, OPC(NA, NA, NA, 41, NA, NA, NA, NA), "invalidate the caches that sc0/sc1 name (CDNA3 ISA MUBUF): no value changes")
ISA_INSN(BUFFER_GL0_INV, "buffer_gl0_inv", ISA_MUBUF, SEM_NOP, ISA_TY_NONE, 5, ISA_F_NO_EFFECT, OPC(NA, NA, NA, NA, 113, 113, 43, NA), "invalidate the GL0 (per-CU vector) cache (RDNA1 ISA MUBUF): no value changes")
ISA_INSN(BUFFER_GL1_INV, "buffer_gl1_inv", ISA_MUBUF, SEM_NOP, ISA_TY_NONE, 6, ISA_F_NO_EFFECT, OPC(NA, NA, NA, NA, 114, 114, 44, NA), "invalidate the GL1 (per-shader-array) cache (RDNA1 ISA MUBUF): no value changes")
ISA_INSN(S_DCACHE_INV, "s_dcache_inv", ISA_SMEM, SEM_NOP, ISA_TY_NONE, 1, ISA_F_NO_EFFECT, OPC(32, 32, 32, 32, 32, 32, 33, 33), "invalidate the scalar data cache (GCN3 ISA 7 SMEM): no value changes")
ISA_INSN(S_DCACHE_INV_VOL, "s_dcache_inv_vol", ISA_SMEM, SEM_NOP, ISA_TY_NONE, 2, ISA_F_NO_EFFECT, OPC(34, 34, 34, 34, NA, NA, NA, NA), "invalidate the volatile lines of the scalar data cache: no value changes")
ISA_INSN(S_DCACHE_WB, "s_dcache_wb", ISA_SMEM, SEM_NOP, ISA_TY_NONE, 3, ISA_F_NO_EFFECT, OPC(33, 33, 33, 33, 33, NA, NA, NA), "write back the scalar data cache: no value changes")
ISA_INSN(S_DCACHE_WB_VOL, "s_dcache_wb_vol", ISA_SMEM, SEM_NOP, ISA_TY_NONE, 4, ISA_F_NO_EFFECT, OPC(35, 35, 35, 35, NA, NA, NA, NA), "write back the volatile lines of the scalar data cache: no value changes")
ISA_INSN(S_GL1_INV, "s_gl1_inv", ISA_SMEM, SEM_NOP, ISA_TY_NONE, 5, ISA_F_NO_EFFECT, OPC(NA, NA, NA, NA, 31, 31, 32, NA), "invalidate the GL1 cache (RDNA1 ISA SMEM): no value changes")
/* gfx12's split barrier, the form that tells the first wave: with one
 * wave, it is the first (RDNA4 ISA, S_BARRIER_SIGNAL_ISFIRST: SCC = 1 for
 * the first wave to signal). Named barriers (not -1) are refused as
 * s_barrier_signal's are. */
ISA_INSN(S_BARRIER_SIGNAL_ISFIRST, "s_barrier_signal_isfirst", ISA_SOP1, SEM_S_HINT, ISA_TY_NONE, 0x13, 0, OPC(NA, NA, NA, NA, NA, NA, NA, 79), "signal the barrier named by s0, -1 the workgroup's, and SCC = 1 when this wave is the first to signal (one wave: it completes at once, SCC = 1)")
/* gfx12's sleep for a count in a register or constant (RDNA4 ISA
 * S_SLEEP_VAR: as s_sleep with S0[6:0]): time only, no value changes. */
ISA_INSN(S_SLEEP_VAR, "s_sleep_var", ISA_SOP1, SEM_S_HINT, ISA_TY_NONE, 1, ISA_F_NO_EFFECT, OPC(NA, NA, NA, NA, NA, NA, NA, 88), "sleep about 64 * s0[6:0] clocks (RDNA4 ISA SOP1; no effect on values)")
/* Scalar cache hints with an address (GCN3/Vega ISA SMEM, RDNA1 ISA
 * SMEM, RDNA4 ISA SMEM): they move no data into registers or memory the
 * program can see, so they are steps that change nothing. s_atc_probe's N
 * and s_prefetch_*'s N go to the SDATA field (llvm-mc 19 masks a wider
 * one silently; lanescope refuses it). */
ISA_INSN(S_DCACHE_DISCARD, "s_dcache_discard", ISA_SMEM, SEM_S_HINT, ISA_TY_NONE, 0, ISA_F_NO_EFFECT, OPC(NA, 40, 40, 40, 40, NA, NA, NA), "discard the scalar data cache line at sbase + offset without writing it back (Vega ISA SMEM; no value lanescope keeps changes)")
ISA_INSN(S_DCACHE_DISCARD_X2, "s_dcache_discard_x2", ISA_SMEM, SEM_S_HINT, ISA_TY_NONE, 0, ISA_F_NO_EFFECT, OPC(NA, 41, 41, 41, 41, NA, NA, NA), "discard two scalar data cache lines from sbase + offset without writing them back (no value lanescope keeps changes)")
ISA_INSN(S_ATC_PROBE, "s_atc_probe", ISA_SMEM, SEM_S_HINT, ISA_TY_NONE, ISA_SMH_PROBE, ISA_F_NO_EFFECT, OPC(38, 38, 38, 38, 38, 38, 34, 34), "probe the address translation cache for sbase + offset, N naming the probe (GCN3 ISA SMEM; a hint: no value changes)")
ISA_INSN(S_ATC_PROBE_BUFFER, "s_atc_probe_buffer", ISA_SMEM, SEM_S_HINT, ISA_TY_NONE, ISA_SMH_PROBE | ISA_SMEM_BUFFER, ISA_F_NO_EFFECT, OPC(39, 39, 39, 39, 39, 39, 35, 35), "probe the address translation cache for the buffer s[n:n+3] at offset (a hint: no value changes)")
ISA_INSN(S_PREFETCH_INST, "s_prefetch_inst", ISA_SMEM, SEM_S_HINT, ISA_TY_NONE, ISA_SMH_PREFETCH, ISA_F_NO_EFFECT, OPC(NA, NA, NA, NA, NA, NA, NA, 36), "prefetch N + 1 instruction cache lines from sbase + offset + soffset (RDNA4 ISA SMEM; a hint: no value changes)")
ISA_INSN(S_PREFETCH_INST_PC_REL, "s_prefetch_inst_pc_rel", ISA_SMEM, SEM_S_HINT, ISA_TY_NONE, ISA_SMH_PREFETCH | ISA_SMH_PC_REL, ISA_F_NO_EFFECT, OPC(NA, NA, NA, NA, NA, NA, NA, 37), "prefetch N + 1 instruction cache lines from PC + offset + soffset (a hint: no value changes)")
ISA_INSN(S_PREFETCH_DATA, "s_prefetch_data", ISA_SMEM, SEM_S_HINT, ISA_TY_NONE, ISA_SMH_PREFETCH, ISA_F_NO_EFFECT, OPC(NA, NA, NA, NA, NA, NA, NA, 38), "prefetch N + 1 scalar data cache lines from sbase + offset + soffset (a hint: no value changes)")
ISA_INSN(S_BUFFER_PREFETCH_DATA, "s_buffer_prefetch_data", ISA_SMEM, SEM_S_HINT, ISA_TY_NONE, ISA_SMH_PREFETCH | ISA_SMEM_BUFFER, ISA_F_NO_EFFECT, OPC(NA, NA, NA, NA, NA, NA, NA, 39), "prefetch N + 1 scalar data cache lines of the buffer s[n:n+3] at offset + soffset (a hint: no value changes)")
ISA_INSN(S_PREFETCH_DATA_PC_REL, "s_prefetch_data_pc_rel", ISA_SMEM, SEM_S_HINT, ISA_TY_NONE, ISA_SMH_PREFETCH | ISA_SMH_PC_REL, ISA_F_NO_EFFECT, OPC(NA, NA, NA, NA, NA, NA, NA, 40), "prefetch N + 1 scalar data cache lines from PC + offset + soffset (a hint: no value changes)")
/* gfx12's cache control in the VGLOBAL encoding: no address, no data,
 * only scope:SCOPE_* (llvm-mc 19 sets SADDR to null). */
ISA_INSN(GLOBAL_INV, "global_inv", ISA_GLOBAL, SEM_NOP, ISA_TY_NONE, 1, ISA_F_NO_EFFECT, OPC(NA, NA, NA, NA, NA, NA, NA, 43), "invalidate the vector caches up to the scope given (RDNA4 ISA GLOBAL_INV): no value changes")
ISA_INSN(GLOBAL_WB, "global_wb", ISA_GLOBAL, SEM_NOP, ISA_TY_NONE, 2, ISA_F_NO_EFFECT, OPC(NA, NA, NA, NA, NA, NA, NA, 44), "write back the vector caches up to the scope given (RDNA4 ISA GLOBAL_WB): no value changes")
ISA_INSN(GLOBAL_WBINV, "global_wbinv", ISA_GLOBAL, SEM_NOP, ISA_TY_NONE, 3, ISA_F_NO_EFFECT, OPC(NA, NA, NA, NA, NA, NA, NA, 79), "write back and invalidate the vector caches up to the scope given (RDNA4 ISA GLOBAL_WBINV): no value changes")
