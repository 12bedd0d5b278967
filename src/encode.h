/* SPDX-License-Identifier: MIT */
/* Assembler back half: struct insn to machine-code bytes and back, byte-for-
 * byte as llvm-mc 14 encodes them. Pure. */
#ifndef LANESCOPE_ENCODE_H
#define LANESCOPE_ENCODE_H

#include <stddef.h>
#include <stdint.h>

#include "asm.h"

/* Longest encoding: two dwords plus a literal (VOP3 + literal on GFX10). */
#define ENCODE_MAX_BYTES 16

/* Encodes insn into out (memory order). Returns the byte count (4, 8 or
 * 12), or 0 with diag filled when the instruction cannot be encoded on its
 * target (e.g. a constant-bus violation llvm-mc also rejects). */
size_t encode_insn(const struct insn *insn, uint8_t out[ENCODE_MAX_BYTES],
    struct diag *diag);

/* Decodes one instruction from bytes for target and wave size. Returns the
 * bytes consumed, or 0 with diag filled ("Invalid dpp_ctrl value", unknown
 * opcode...). */
size_t decode_insn(const uint8_t *bytes, size_t len, enum isa_target target,
    int wave, struct insn *out, struct diag *diag);

#endif
