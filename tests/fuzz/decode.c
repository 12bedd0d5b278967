/* SPDX-License-Identifier: MIT */
/* Fuzz harness for the decoder: the first byte picks the target and wave,
 * the rest is machine code decoded from every dword boundary. A decoded
 * instruction must print in the room asm.h promises, and as text that the
 * assembler either reads back to the same text or refuses with a reason;
 * a refusal must say why. */
#include "config.h"

#include <string.h>

#include "asm.h"
#include "encode.h"
#include "fuzz.h"

static void
check_at(const uint8_t *p, size_t len, enum isa_target t, int wave)
{
	struct insn in, again;
	struct diag d;
	char text[ASM_FORMAT_ROOM], text2[ASM_FORMAT_ROOM];
	size_t n = decode_insn(p, len, t, wave, &in, &d), tlen;

	if (n == 0) {
		if (d.message[0] == '\0')
			FUZZ_FAIL("decode refused without a message");
		return;
	}
	if (n > len || n % 4 != 0)
		FUZZ_FAIL("decode consumed %zu of %zu bytes", n, len);
	tlen = asm_format(&in, text, sizeof text);
	if (tlen == 0 || tlen >= sizeof text)
		FUZZ_FAIL("decoded text of length %zu", tlen);
	/* llvm-mc disassembles what it would not assemble (a comment for an
	 * invalid dpp_ctrl, two scalars past gfx90a's constant bus), and
	 * so does the decoder; but text that assembles must be stable. */
	if (asm_parse_line(text, tlen, t, wave, &again, &d) != ASM_OK) {
		if (d.message[0] == '\0' || d.col < 1 || d.col > tlen + 1)
			FUZZ_FAIL("decoded text refused without a message or "
			    "a column inside it: %s", text);
		return;
	}
	/* a literal wider than its 16-bit integer source prints its low
	 * half, as llvm-mc's does: text of the same value, not the bytes */
	if (fuzz_lossy_literal(&in))
		return;
	asm_format(&again, text2, sizeof text2);
	if (strcmp(text, text2) != 0 && !fuzz_same_swizzle(&in, &again, text2))
		FUZZ_FAIL("decoded text not stable: %s -> %s", text, text2);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	enum isa_target t;
	int wave;

	if (size < 1)
		return 0;
	t = (enum isa_target)(data[0] % ISA_TARGET_COUNT);
	wave = isa_default_wave(t);
	/* RDNA runs wave32 by default and wave64 on request. */
	if (wave == 32 && (data[0] / ISA_TARGET_COUNT) % 2 == 1)
		wave = 64;
	for (size_t off = 1; off + 4 <= size; off += 4)
		check_at(data + off, size - off, t, wave);
	return 0;
}
