/* SPDX-License-Identifier: MIT */
/* What every fuzz harness shares: libFuzzer's entry point and a loud
 * failure for a broken promise. */
#ifndef LANESCOPE_FUZZ_H
#define LANESCOPE_FUZZ_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

/* Runs one input; always returns 0 (libFuzzer's contract). A broken
 * promise aborts, so both libFuzzer and the replay main() report it. */
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Aborts with a message naming the harness: a sanitizer is not needed to
 * see a wrong answer. */
#define FUZZ_FAIL(...)                                                     \
	do {                                                               \
		fprintf(stderr, "fuzz: %s: ", __FILE__);                   \
		fprintf(stderr, __VA_ARGS__);                              \
		fputc('\n', stderr);                                       \
		abort();                                                   \
	} while (0)

struct insn;

/* llvm-mc prints a BitMode swizzle whose masks overlap as the BITMASK_PERM
 * letters of its effect and reads the letters back as other masks: true
 * when a and b differ only so (b's text is btext). */
/* Whether in has a literal whose text, like llvm-mc's, reads back as
 * another operand: one wider than the 16-bit integer source that reads it
 * (its low half is printed), or an f64 operand's high dword 1..64 (read
 * back as the integer inline constant). */
bool fuzz_lossy_literal(const struct insn *in);

bool fuzz_same_swizzle(const struct insn *a, const struct insn *b,
    const char *btext);

/* True when s[0..len) is well-formed UTF-8 (no overlong form, surrogate
 * or code point past U+10FFFF). */
bool fuzz_utf8_valid(const char *s, size_t len);

#endif
