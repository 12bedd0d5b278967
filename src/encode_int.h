/* SPDX-License-Identifier: MIT */
/* Encoder/decoder internals shared by encode.c, encode_mem.c and
 * decode*.c. Not a public interface. */
#ifndef LANESCOPE_ENCODE_INT_H
#define LANESCOPE_ENCODE_INT_H

#include <stddef.h>
#include <stdint.h>

#include "asm.h"
#include "isa.h"

/* The 9-bit source-operand code of o on target t (VGPRs are 256+n). */
unsigned enc_src(const struct operand *o, enum isa_target t);

/* The VOP3 opcode of row r on target t (VOP1/2/C rows are offset). */
unsigned enc_vop3_opcode(const struct isa_info *r, enum isa_target t);

/* DS, MUBUF, FLAT, GLOBAL and MIMG instructions; returns the byte count. */
size_t encode_memory(const struct insn *in, const struct isa_info *r,
    uint8_t *out);

#endif
