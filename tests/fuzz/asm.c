/* SPDX-License-Identifier: MIT */
/* Fuzz harness for the assembler: every line of the input is assembled for
 * one target and wave size (picked by its length); what parses must
 * print, re-parse to the same text, encode, and decode to the same text
 * again; what fails must carry a message and a column inside the line. */
#include "config.h"

#include <stdbool.h>
#include <string.h>

#include "asm.h"
#include "encode.h"
#include "fuzz.h"

/* Room for any canonical text, with a margin to catch an overlong one. */
#define TEXT_ROOM (ASM_FORMAT_ROOM + 64)

static void
check_error(const struct diag *d, const char *line, size_t len)
{
	if (d->message[0] == '\0' || d->col < 1 || d->col > len + 1)
		FUZZ_FAIL("error without a message or with column %u outside "
		    "a %zu-byte line: %.*s", (unsigned)d->col, len, (int)len,
		    line);
}

static void
check_line(const char *line, size_t len, enum isa_target t, int wave)
{
	struct insn in, again, back;
	struct diag d;
	char text[TEXT_ROOM], text2[TEXT_ROOM], text3[TEXT_ROOM];
	uint8_t bytes[ENCODE_MAX_BYTES];
	size_t n, tlen;

	switch (asm_parse_line(line, len, t, wave, &in, &d)) {
	case ASM_EMPTY:
	case ASM_COMMAND:
	case ASM_LABEL:
	case ASM_DIRECTIVE:
		return;
	case ASM_ERROR:
		check_error(&d, line, len);
		return;
	case ASM_OK:
		break;
	default:
		FUZZ_FAIL("unknown status for %.*s", (int)len, line);
	}
	/* A branch to a label prints the label from its line; there is no
	 * address to encode it against, so it stops after the re-parse. */
	if (in.src[0].kind == OPND_LABEL) {
		*asm_format_line_to(&in, line, text) = '\0';
		if (asm_parse_line(text, strlen(text), t, wave, &again, &d) !=
		    ASM_OK)
			FUZZ_FAIL("canonical text does not parse (%s): %s <- "
			    "%.*s", d.message, text, (int)len, line);
		*asm_format_line_to(&again, text, text2) = '\0';
		if (strcmp(text, text2) != 0)
			FUZZ_FAIL("canonical text not stable: %s -> %s", text,
			    text2);
		return;
	}
	tlen = asm_format(&in, text, sizeof text);
	if (tlen == 0 || tlen >= ASM_FORMAT_ROOM)
		FUZZ_FAIL("canonical text of length %zu for %.*s", tlen,
		    (int)len, line);
	/* llvm-mc's own text of such a line reads back as another operand
	 * of the same value; only that it parses is promised */
	if (fuzz_lossy_literal(&in)) {
		if (asm_parse_line(text, tlen, t, wave, &again, &d) != ASM_OK)
			FUZZ_FAIL("canonical text does not parse (%s): %s <- "
			    "%.*s", d.message, text, (int)len, line);
		return;
	}
	if (asm_parse_line(text, tlen, t, wave, &again, &d) != ASM_OK)
		FUZZ_FAIL("canonical text does not parse (%s): %s <- %.*s",
		    d.message, text, (int)len, line);
	asm_format(&again, text2, sizeof text2);
	if (strcmp(text, text2) != 0 && !fuzz_same_swizzle(&in, &again, text2))
		FUZZ_FAIL("canonical text not stable: %s -> %s", text, text2);
	n = encode_insn(&in, bytes, &d);
	/* Encodings lanescope lacks (GFX11+ formats) say so, in the house
	 * words for a feature not modelled. */
	if (n == 0 && strstr(d.message, "not modelled by lanescope") != NULL)
		return;
	if (n == 0 || n > ENCODE_MAX_BYTES || n % 4 != 0)
		FUZZ_FAIL("encode gave %zu bytes (%s) for %s", n, d.message,
		    text);
	if (decode_insn(bytes, n, t, wave, &back, &d) != n)
		FUZZ_FAIL("decode of the encoding of %s failed: %s", text,
		    d.message);
	asm_format(&back, text3, sizeof text3);
	/* GFX8/9 MIMG does not encode the address size (llvm-mc prints one
	 * VGPR back too). */
	if (strcmp(text, text3) != 0 &&
	    !(strncmp(text, "image_", 6) == 0 && t < ISA_GFX1010))
		FUZZ_FAIL("round trip %s -> %s", text, text3);
}

/* The (target, wave) pairs: every target at its default wave size, and
 * the RDNA targets at wave64 too. */
static unsigned
scene_count(void)
{
	unsigned n = 0;

	for (unsigned t = 0; t < ISA_TARGET_COUNT; t++)
		n += isa_default_wave((enum isa_target)t) == 32 ? 2 : 1;
	return n;
}

static void
scene(unsigned k, enum isa_target *t, int *wave)
{
	*t = (enum isa_target)0;
	*wave = isa_default_wave(*t);
	for (unsigned i = 0; i < ISA_TARGET_COUNT; i++) {
		enum isa_target ti = (enum isa_target)i;
		unsigned n = isa_default_wave(ti) == 32 ? 2 : 1;

		if (k < n) {
			*t = ti;
			*wave = k == 0 ? isa_default_wave(ti) : 64;
			return;
		}
		k -= n;
	}
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *s = (const char *)data;
	unsigned scenes = scene_count();
	size_t start = 0;

	/* One scene per line, picked by the line's length: all of them for
	 * every line would cost nine parses an input and a ninth of the
	 * executions; a mutation that grows the line moves it on. */
	for (size_t i = 0; i <= size; i++) {
		enum isa_target t;
		int wave;

		if (i < size && s[i] != '\n')
			continue;
		scene((unsigned)((i - start) % scenes), &t, &wave);
		check_line(s + start, i - start, t, wave);
		start = i + 1;
	}
	return 0;
}
