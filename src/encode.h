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

/* Width to which llvm-mc -show-encoding pads the instruction text (after
 * the leading tab) before the "; encoding:" comment. */
#define ENCODE_LISTING_COLUMN 40

/* Writes the --encode line of insn exactly as llvm-mc -show-encoding
 * prints it: a tab, the canonical text, blanks up to the comment column (at
 * least one), "; encoding: [0x..,...]" with the n bytes, and a newline.
 * Returns the length needed, like snprintf; buf always ends in NUL when
 * size > 0. Fast enough to run once per line of a large file. */
size_t encode_listing(const struct insn *insn, const uint8_t *bytes,
    size_t n, char *buf, size_t size);
/* encode_listing for an instruction read from line src (whose text names
 * a branch's label: llvm-mc then prints the offset bytes as "A" and a
 * fixup line). */
size_t encode_listing_line(const struct insn *insn, const char *src,
    const uint8_t *bytes, size_t n, char *buf, size_t size);

/* Decodes one instruction from bytes for target and wave size. Returns the
 * bytes consumed, or 0 with diag filled ("Invalid dpp_ctrl value", unknown
 * opcode...). */
size_t decode_insn(const uint8_t *bytes, size_t len, enum isa_target target,
    int wave, struct insn *out, struct diag *diag);

#endif
