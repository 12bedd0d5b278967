/* SPDX-License-Identifier: MIT */
/* Encoder/decoder internals shared by encode.c, encode_mem.c and
 * decode*.c. Not a public interface. */
#ifndef LANESCOPE_ENCODE_INT_H
#define LANESCOPE_ENCODE_INT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "asm.h"
#include "isa.h"

/* Appends dword w to out at *n in memory (little-endian) order. */
void enc_put32(uint8_t *out, size_t *n, uint32_t w);

/* The 9-bit source-operand code of o on target t (VGPRs are 256+n). */
unsigned enc_src(const struct operand *o, enum isa_target t);

/* The VOP3 opcode of row r on target t (VOP1/2/C rows are offset). */
unsigned enc_vop3_opcode(const struct isa_info *r, enum isa_target t);

/* DS, MUBUF, FLAT, GLOBAL and MIMG instructions; returns the byte count. */
size_t encode_memory(const struct insn *in, const struct isa_info *r,
    uint8_t *out);

/* State of one decode. */
struct dec {
	const uint8_t *bytes;
	size_t len;
	size_t used;          /* bytes consumed so far */
	enum isa_target target;
	const struct isa_features *ft; /* of target */
	int wave;
	struct insn *in;
	struct diag *diag;
	unsigned bits;        /* operand size of the row: 16, 32 or 64 */
	bool lit_read;        /* a literal dword follows */
	uint32_t lit;
	uint8_t mods0, mods1; /* DPP/SDWA source modifiers */
	unsigned sdwa_sdst;   /* GFX9+ SDWA VOPC destination + 1, or 0 */
};

/* SMEM (encode_smem.c): the 8 bytes of in, row r; and the decoder of
 * the SMEM dwords w, w1 into x->in (0, or -1 with x->diag). */
size_t encode_smem(const struct insn *in, const struct isa_info *r,
    uint8_t *out);
int decode_smem(struct dec *x, uint32_t w, uint32_t w1);

/* Fills *o from a 9-bit operand code (count: registers of the operand).
 * Returns 0, or -1 with x->diag filled. */
int dec_src(struct dec *x, unsigned code, unsigned count, struct operand *o);
/* *o as a packed (f16 pair) source's literal v reads: the inline constant
 * that gives the same 32 bits in the source's format fmt, else the
 * literal. */
void dec_packed_literal(struct operand *o, uint32_t v, enum isa_pk_fmt fmt);

/* Fills x->diag; returns -1. */
int dec_fail(struct dec *x, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* The row of family fam with native opcode opc on x's target, or
 * ISA_ID_COUNT. */
enum isa_id dec_find(const struct dec *x, enum isa_family fam, unsigned opc);

/* VOPD pairs (encode_vopd.c): the bytes of in, whose X half is row rx;
 * and the decoder's part, w0 the first dword (bits 31:26 0b110010). */
size_t encode_vopd(const struct insn *in, const struct isa_info *rx,
    uint8_t *out);
int decode_vopd(struct dec *x, uint32_t w0);

/* DS, MUBUF, FLAT/GLOBAL and MIMG; w is the first dword. */
int decode_memory(struct dec *x, uint32_t w);

#endif
