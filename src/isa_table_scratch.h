/* SPDX-License-Identifier: MIT */
/* Rows of isa_table.h (included from it, no include guard): the flat
 * scratch loads and stores (gfx9 on), each lane's own private memory. */

/* ---- flat scratch (branch s6-16mem) ----
 * Same opcodes, AUX and flags as the global_* rows of the same name (the
 * FLAT encoding with SEG = 1, scratch; llvm-mc 19 -show-encoding on every
 * target). The per-lane offset is vaddr + saddr + offset (32 bits): GCN5
 * ISA 9.3 "Scratch" and RDNA3 ISA 10.3; lanescope keeps each lane's bytes
 * apart (semantics.md-style note in memory.c, "scratch"). */
ISA_INSN(SCRATCH_LOAD_DWORD, "scratch_load_dword", ISA_SCRATCH, SEM_LOAD, ISA_TY_B32, 4, 0, OPC(NA, 20, 20, 20, 12, 12, NA, NA), "load a dword per lane; each lane its own scratch")
ISA_INSN(SCRATCH_LOAD_DWORDX2, "scratch_load_dwordx2", ISA_SCRATCH, SEM_LOAD, ISA_TY_B32, 8, 0, OPC(NA, 21, 21, 21, 13, 13, NA, NA), "load 2 dwords per lane; each lane its own scratch")
ISA_INSN(SCRATCH_LOAD_DWORDX3, "scratch_load_dwordx3", ISA_SCRATCH, SEM_LOAD, ISA_TY_B32, 12, 0, OPC(NA, 22, 22, 22, 15, 15, NA, NA), "load 3 dwords per lane; each lane its own scratch")
ISA_INSN(SCRATCH_LOAD_DWORDX4, "scratch_load_dwordx4", ISA_SCRATCH, SEM_LOAD, ISA_TY_B32, 16, 0, OPC(NA, 23, 23, 23, 14, 14, NA, NA), "load 4 dwords per lane; each lane its own scratch")
ISA_INSN(SCRATCH_STORE_DWORD, "scratch_store_dword", ISA_SCRATCH, SEM_STORE, ISA_TY_B32, 4, 0, OPC(NA, 28, 28, 28, 28, 28, NA, NA), "store a dword per lane; each lane its own scratch")
ISA_INSN(SCRATCH_STORE_DWORDX2, "scratch_store_dwordx2", ISA_SCRATCH, SEM_STORE, ISA_TY_B32, 8, 0, OPC(NA, 29, 29, 29, 29, 29, NA, NA), "store 2 dwords per lane; each lane its own scratch")
ISA_INSN(SCRATCH_STORE_DWORDX3, "scratch_store_dwordx3", ISA_SCRATCH, SEM_STORE, ISA_TY_B32, 12, 0, OPC(NA, 30, 30, 30, 31, 31, NA, NA), "store 3 dwords per lane; each lane its own scratch")
ISA_INSN(SCRATCH_STORE_DWORDX4, "scratch_store_dwordx4", ISA_SCRATCH, SEM_STORE, ISA_TY_B32, 16, 0, OPC(NA, 31, 31, 31, 30, 30, NA, NA), "store 4 dwords per lane; each lane its own scratch")
ISA_INSN(SCRATCH_LOAD_UBYTE, "scratch_load_ubyte", ISA_SCRATCH, SEM_LOAD, ISA_TY_U32, 1, 0, OPC(NA, 16, 16, 16, 8, 8, NA, NA), "load a byte per lane, zero-extended; each lane its own scratch")
ISA_INSN(SCRATCH_LOAD_SBYTE, "scratch_load_sbyte", ISA_SCRATCH, SEM_LOAD, ISA_TY_I32, 1, 0, OPC(NA, 17, 17, 17, 9, 9, NA, NA), "load a byte per lane, sign-extended; each lane its own scratch")
ISA_INSN(SCRATCH_LOAD_USHORT, "scratch_load_ushort", ISA_SCRATCH, SEM_LOAD, ISA_TY_U32, 2, 0, OPC(NA, 18, 18, 18, 10, 10, NA, NA), "load 16 bits per lane, zero-extended; each lane its own scratch")
ISA_INSN(SCRATCH_LOAD_SSHORT, "scratch_load_sshort", ISA_SCRATCH, SEM_LOAD, ISA_TY_I32, 2, 0, OPC(NA, 19, 19, 19, 11, 11, NA, NA), "load 16 bits per lane, sign-extended; each lane its own scratch")
ISA_INSN(SCRATCH_LOAD_UBYTE_D16, "scratch_load_ubyte_d16", ISA_SCRATCH, SEM_LOAD, ISA_TY_U32, 1, ISA_F_D16, OPC(NA, 32, 32, 32, 32, 32, NA, NA), "d[15:0] = zero-extended byte; d[31:16] kept; each lane its own scratch")
ISA_INSN(SCRATCH_LOAD_UBYTE_D16_HI, "scratch_load_ubyte_d16_hi", ISA_SCRATCH, SEM_LOAD, ISA_TY_U32, 1, ISA_F_D16 | ISA_F_D16_HI, OPC(NA, 33, 33, 33, 33, 33, NA, NA), "d[31:16] = zero-extended byte; d[15:0] kept; each lane its own scratch")
ISA_INSN(SCRATCH_LOAD_SBYTE_D16, "scratch_load_sbyte_d16", ISA_SCRATCH, SEM_LOAD, ISA_TY_I32, 1, ISA_F_D16, OPC(NA, 34, 34, 34, 34, 34, NA, NA), "d[15:0] = sign-extended byte; d[31:16] kept; each lane its own scratch")
ISA_INSN(SCRATCH_LOAD_SBYTE_D16_HI, "scratch_load_sbyte_d16_hi", ISA_SCRATCH, SEM_LOAD, ISA_TY_I32, 1, ISA_F_D16 | ISA_F_D16_HI, OPC(NA, 35, 35, 35, 35, 35, NA, NA), "d[31:16] = sign-extended byte; d[15:0] kept; each lane its own scratch")
ISA_INSN(SCRATCH_LOAD_SHORT_D16, "scratch_load_short_d16", ISA_SCRATCH, SEM_LOAD, ISA_TY_B32, 2, ISA_F_D16, OPC(NA, 36, 36, 36, 36, 36, NA, NA), "d[15:0] = 16 bits from memory; d[31:16] kept; each lane its own scratch")
ISA_INSN(SCRATCH_LOAD_SHORT_D16_HI, "scratch_load_short_d16_hi", ISA_SCRATCH, SEM_LOAD, ISA_TY_B32, 2, ISA_F_D16 | ISA_F_D16_HI, OPC(NA, 37, 37, 37, 37, 37, NA, NA), "d[31:16] = 16 bits from memory; d[15:0] kept; each lane its own scratch")
ISA_INSN(SCRATCH_STORE_BYTE, "scratch_store_byte", ISA_SCRATCH, SEM_STORE, ISA_TY_B32, 1, 0, OPC(NA, 24, 24, 24, 24, 24, NA, NA), "store the low byte of each lane; each lane its own scratch")
ISA_INSN(SCRATCH_STORE_SHORT, "scratch_store_short", ISA_SCRATCH, SEM_STORE, ISA_TY_B32, 2, 0, OPC(NA, 26, 26, 26, 26, 26, NA, NA), "store the low 16 bits of each lane; each lane its own scratch")
ISA_INSN(SCRATCH_STORE_BYTE_D16_HI, "scratch_store_byte_d16_hi", ISA_SCRATCH, SEM_STORE, ISA_TY_B32, 1, ISA_F_D16_HI, OPC(NA, 25, 25, 25, 25, 25, NA, NA), "store bits 23:16 of each lane; each lane its own scratch")
ISA_INSN(SCRATCH_STORE_SHORT_D16_HI, "scratch_store_short_d16_hi", ISA_SCRATCH, SEM_STORE, ISA_TY_B32, 2, ISA_F_D16_HI, OPC(NA, 27, 27, 27, 27, 27, NA, NA), "store the high 16 bits of each lane; each lane its own scratch")
ISA_INSN(SCRATCH_LOAD_B32, "scratch_load_b32", ISA_SCRATCH, SEM_LOAD, ISA_TY_B32, 4, 0, OPC(NA, NA, NA, NA, NA, NA, 20, 20), "load a dword per lane (gfx11/gfx12 name of scratch_load_dword); each lane its own scratch")
ISA_INSN(SCRATCH_LOAD_B64, "scratch_load_b64", ISA_SCRATCH, SEM_LOAD, ISA_TY_B32, 8, 0, OPC(NA, NA, NA, NA, NA, NA, 21, 21), "load 2 dwords per lane (gfx11/gfx12 name of scratch_load_dwordx2); each lane its own scratch")
ISA_INSN(SCRATCH_LOAD_B96, "scratch_load_b96", ISA_SCRATCH, SEM_LOAD, ISA_TY_B32, 12, 0, OPC(NA, NA, NA, NA, NA, NA, 22, 22), "load 3 dwords per lane (gfx11/gfx12 name of scratch_load_dwordx3); each lane its own scratch")
ISA_INSN(SCRATCH_LOAD_B128, "scratch_load_b128", ISA_SCRATCH, SEM_LOAD, ISA_TY_B32, 16, 0, OPC(NA, NA, NA, NA, NA, NA, 23, 23), "load 4 dwords per lane (gfx11/gfx12 name of scratch_load_dwordx4); each lane its own scratch")
ISA_INSN(SCRATCH_STORE_B32, "scratch_store_b32", ISA_SCRATCH, SEM_STORE, ISA_TY_B32, 4, 0, OPC(NA, NA, NA, NA, NA, NA, 26, 26), "store a dword per lane (gfx11/gfx12 name of scratch_store_dword); each lane its own scratch")
ISA_INSN(SCRATCH_STORE_B64, "scratch_store_b64", ISA_SCRATCH, SEM_STORE, ISA_TY_B32, 8, 0, OPC(NA, NA, NA, NA, NA, NA, 27, 27), "store 2 dwords per lane (gfx11/gfx12 name of scratch_store_dwordx2); each lane its own scratch")
ISA_INSN(SCRATCH_STORE_B96, "scratch_store_b96", ISA_SCRATCH, SEM_STORE, ISA_TY_B32, 12, 0, OPC(NA, NA, NA, NA, NA, NA, 28, 28), "store 3 dwords per lane (gfx11/gfx12 name of scratch_store_dwordx3); each lane its own scratch")
ISA_INSN(SCRATCH_STORE_B128, "scratch_store_b128", ISA_SCRATCH, SEM_STORE, ISA_TY_B32, 16, 0, OPC(NA, NA, NA, NA, NA, NA, 29, 29), "store 4 dwords per lane (gfx11/gfx12 name of scratch_store_dwordx4); each lane its own scratch")
ISA_INSN(SCRATCH_LOAD_U8, "scratch_load_u8", ISA_SCRATCH, SEM_LOAD, ISA_TY_U32, 1, 0, OPC(NA, NA, NA, NA, NA, NA, 16, 16), "load a byte per lane, zero-extended (gfx11/gfx12 name of scratch_load_ubyte); each lane its own scratch")
ISA_INSN(SCRATCH_LOAD_I8, "scratch_load_i8", ISA_SCRATCH, SEM_LOAD, ISA_TY_I32, 1, 0, OPC(NA, NA, NA, NA, NA, NA, 17, 17), "load a byte per lane, sign-extended (gfx11/gfx12 name of scratch_load_sbyte); each lane its own scratch")
ISA_INSN(SCRATCH_LOAD_U16, "scratch_load_u16", ISA_SCRATCH, SEM_LOAD, ISA_TY_U32, 2, 0, OPC(NA, NA, NA, NA, NA, NA, 18, 18), "load 16 bits per lane, zero-extended (gfx11/gfx12 name of scratch_load_ushort); each lane its own scratch")
ISA_INSN(SCRATCH_LOAD_I16, "scratch_load_i16", ISA_SCRATCH, SEM_LOAD, ISA_TY_I32, 2, 0, OPC(NA, NA, NA, NA, NA, NA, 19, 19), "load 16 bits per lane, sign-extended (gfx11/gfx12 name of scratch_load_sshort); each lane its own scratch")
ISA_INSN(SCRATCH_LOAD_D16_U8, "scratch_load_d16_u8", ISA_SCRATCH, SEM_LOAD, ISA_TY_U32, 1, ISA_F_D16, OPC(NA, NA, NA, NA, NA, NA, 30, 30), "d[15:0] = zero-extended byte (gfx11/gfx12 name of scratch_load_ubyte_d16); each lane its own scratch")
ISA_INSN(SCRATCH_LOAD_D16_HI_U8, "scratch_load_d16_hi_u8", ISA_SCRATCH, SEM_LOAD, ISA_TY_U32, 1, ISA_F_D16 | ISA_F_D16_HI, OPC(NA, NA, NA, NA, NA, NA, 33, 33), "d[31:16] = zero-extended byte (gfx11/gfx12 name of scratch_load_ubyte_d16_hi); each lane its own scratch")
ISA_INSN(SCRATCH_LOAD_D16_I8, "scratch_load_d16_i8", ISA_SCRATCH, SEM_LOAD, ISA_TY_I32, 1, ISA_F_D16, OPC(NA, NA, NA, NA, NA, NA, 31, 31), "d[15:0] = sign-extended byte (gfx11/gfx12 name of scratch_load_sbyte_d16); each lane its own scratch")
ISA_INSN(SCRATCH_LOAD_D16_HI_I8, "scratch_load_d16_hi_i8", ISA_SCRATCH, SEM_LOAD, ISA_TY_I32, 1, ISA_F_D16 | ISA_F_D16_HI, OPC(NA, NA, NA, NA, NA, NA, 34, 34), "d[31:16] = sign-extended byte (gfx11/gfx12 name of scratch_load_sbyte_d16_hi); each lane its own scratch")
ISA_INSN(SCRATCH_LOAD_D16_B16, "scratch_load_d16_b16", ISA_SCRATCH, SEM_LOAD, ISA_TY_B32, 2, ISA_F_D16, OPC(NA, NA, NA, NA, NA, NA, 32, 32), "d[15:0] = 16 bits from memory (gfx11/gfx12 name of scratch_load_short_d16); each lane its own scratch")
ISA_INSN(SCRATCH_LOAD_D16_HI_B16, "scratch_load_d16_hi_b16", ISA_SCRATCH, SEM_LOAD, ISA_TY_B32, 2, ISA_F_D16 | ISA_F_D16_HI, OPC(NA, NA, NA, NA, NA, NA, 35, 35), "d[31:16] = 16 bits from memory (gfx11/gfx12 name of scratch_load_short_d16_hi); each lane its own scratch")
ISA_INSN(SCRATCH_STORE_B8, "scratch_store_b8", ISA_SCRATCH, SEM_STORE, ISA_TY_B32, 1, 0, OPC(NA, NA, NA, NA, NA, NA, 24, 24), "store the low byte of each lane (gfx11/gfx12 name of scratch_store_byte); each lane its own scratch")
ISA_INSN(SCRATCH_STORE_B16, "scratch_store_b16", ISA_SCRATCH, SEM_STORE, ISA_TY_B32, 2, 0, OPC(NA, NA, NA, NA, NA, NA, 25, 25), "store the low 16 bits of each lane (gfx11/gfx12 name of scratch_store_short); each lane its own scratch")
ISA_INSN(SCRATCH_STORE_D16_HI_B8, "scratch_store_d16_hi_b8", ISA_SCRATCH, SEM_STORE, ISA_TY_B32, 1, ISA_F_D16_HI, OPC(NA, NA, NA, NA, NA, NA, 36, 36), "store bits 23:16 of each lane (gfx11/gfx12 name of scratch_store_byte_d16_hi); each lane its own scratch")
ISA_INSN(SCRATCH_STORE_D16_HI_B16, "scratch_store_d16_hi_b16", ISA_SCRATCH, SEM_STORE, ISA_TY_B32, 2, ISA_F_D16_HI, OPC(NA, NA, NA, NA, NA, NA, 37, 37), "store the high 16 bits of each lane (gfx11/gfx12 name of scratch_store_short_d16_hi); each lane its own scratch")
/* ---- gfx12 scratch blocks (branch s9-16block): as the global_*_block
 * rows of isa_table_mem.h, into each lane's own scratch ---- */
ISA_INSN(SCRATCH_LOAD_BLOCK, "scratch_load_block", ISA_SCRATCH, SEM_LOAD, ISA_TY_B32, 128, 0, OPC(NA, NA, NA, NA, NA, NA, NA, 83), "load VGPR vdata+n from offset + 4n for each M0 bit n set (n < 32); the others keep their value; each lane its own scratch")
ISA_INSN(SCRATCH_STORE_BLOCK, "scratch_store_block", ISA_SCRATCH, SEM_STORE, ISA_TY_B32, 128, 0, OPC(NA, NA, NA, NA, NA, NA, NA, 84), "store VGPR vdata+n to offset + 4n for each M0 bit n set (n < 32); the other dwords are not written; each lane its own scratch")
/* ---- end of s9-16block's scratch block rows ---- */
