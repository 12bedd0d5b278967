/* SPDX-License-Identifier: MIT */
/* Fuzz harness for the assembler: libFuzzer's LLVMFuzzerTestOneInput, and
 * a plain main() (any C compiler) that replays seed files and then mutates
 * them with a fixed-seed generator. Every input line goes through
 * asm_parse_line for every target; what parses must print, re-parse to the
 * same text, encode, and decode back to the same text; what fails must
 * carry a column inside the line and a message. The raw bytes are also fed
 * to decode_insn. Any broken promise aborts (and the sanitizer build turns
 * memory errors into failures).
 * Usage: fuzz_asm [-n MUTATIONS] SEED_FILE...   (exit 0: all held) */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "asm.h"
#include "encode.h"

#define FAIL(...)                                                          \
	do {                                                               \
		fprintf(stderr, "fuzz_asm: ");                             \
		fprintf(stderr, __VA_ARGS__);                              \
		fputc('\n', stderr);                                       \
		abort();                                                   \
	} while (0)

static void
check_line(const char *line, size_t len, enum isa_target t, int wave)
{
	struct insn in, again, back;
	struct diag d;
	char text[1024], text2[1024], text3[1024];
	uint8_t bytes[ENCODE_MAX_BYTES];
	size_t n, tlen;
	enum asm_status st;

	st = asm_parse_line(line, len, t, wave, &in, &d);
	switch (st) {
	case ASM_EMPTY:
	case ASM_COMMAND:
	case ASM_LABEL:
	case ASM_DIRECTIVE:
		return;
	case ASM_ERROR:
		if (d.message[0] == '\0' || d.col < 1 || d.col > len + 1)
			FAIL("error without message or with column %u outside "
			    "a %zu-byte line: %.*s", d.col, len, (int)len,
			    line);
		return;
	case ASM_OK:
		break;
	default:
		FAIL("status %d", (int)st);
	}
	tlen = asm_format(&in, text, sizeof text);
	if (tlen == 0 || tlen >= sizeof text)
		FAIL("canonical text of length %zu for %.*s", tlen, (int)len,
		    line);
	if (asm_parse_line(text, tlen, t, wave, &again, &d) != ASM_OK)
		FAIL("canonical text does not parse (%s): %s <- %.*s",
		    d.message, text, (int)len, line);
	asm_format(&again, text2, sizeof text2);
	if (strcmp(text, text2) != 0)
		FAIL("canonical text not stable: %s -> %s", text, text2);
	n = encode_insn(&in, bytes, &d);
	/* gfx11/gfx12 memory formats: refused, and the refusal says so. */
	if (n == 0 && isa_get((enum isa_id)in.id)->opcode[t] ==
	    ISA_OPC_UNKNOWN) {
		if (strstr(d.message, "is not modelled by lanescope") == NULL)
			FAIL("refusal without 'not modelled': %s", d.message);
		return;
	}
	if (n == 0 || n > ENCODE_MAX_BYTES || n % 4 != 0)
		FAIL("encode gave %zu bytes (%s) for %s", n, d.message, text);
	if (decode_insn(bytes, n, t, wave, &back, &d) != n)
		FAIL("decode of the encoding of %s failed: %s", text,
		    d.message);
	asm_format(&back, text3, sizeof text3);
	/* GFX8/9 MIMG does not encode the address size (llvm-mc prints one
	 * VGPR back too). */
	if (strcmp(text, text3) != 0 &&
	    !(strncmp(text, "image_", 6) == 0 && !isa_features(t)->dlc_dim))
		FAIL("round trip %s -> %s", text, text3);
}

static void
check_bytes(const uint8_t *data, size_t size, enum isa_target t, int wave)
{
	struct insn in;
	struct diag d;
	char text[1024];

	for (size_t off = 0; off + 4 <= size && off < 64; off += 4) {
		size_t n = decode_insn(data + off, size - off, t, wave, &in,
		    &d);
		if (n == 0) {
			if (d.message[0] == '\0')
				FAIL("decode failed without a message");
			continue;
		}
		if (n > size - off || n % 4 != 0)
			FAIL("decode consumed %zu of %zu bytes", n, size - off);
		asm_format(&in, text, sizeof text);
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *s = (const char *)data;
	size_t start = 0;

	for (size_t i = 0; i <= size; i++) {
		if (i < size && s[i] != '\n')
			continue;
		for (unsigned t = 0; t < ISA_TARGET_COUNT; t++) {
			enum isa_target tt = (enum isa_target)t;
			check_line(s + start, i - start, tt,
			    isa_default_wave(tt));
			if (t >= ISA_GFX1010)
				check_line(s + start, i - start, tt, 64);
		}
		start = i + 1;
	}
	for (unsigned t = 0; t < ISA_TARGET_COUNT; t++)
		check_bytes(data, size, (enum isa_target)t,
		    isa_default_wave((enum isa_target)t));
	return 0;
}

#ifndef LANESCOPE_LIBFUZZER
/* xorshift: a fixed sequence, so a failure is reproducible. */
static uint32_t
next_random(uint32_t *state)
{
	uint32_t x = *state;

	x ^= x << 13;
	x ^= x >> 17;
	x ^= x << 5;
	*state = x;
	return x;
}

/* Pieces that mutations splice in: the syntax that matters. */
static const char *const pieces[] = {
	"v", "s", "[", "]", ":", ",", " ", "(", ")", "|", "-", "0x", "\"",
	"row_shl:", "quad_perm:[", "bound_ctrl", "dst_sel:", "BYTE_0",
	"offset:swizzle(", "BITMASK_PERM,", "vcc", "exec_lo", "1.0", "-17",
	"4294967295", "99999999999999999999", "\t", ";", "//", "\x80", "\0",
};

static void
mutate(uint8_t *buf, size_t *len, size_t cap, uint32_t *rng)
{
	unsigned op = next_random(rng) % 4;
	size_t pos = *len ? next_random(rng) % *len : 0;

	if (op == 0 && *len > 0) { /* flip a byte */
		buf[pos] = (uint8_t)next_random(rng);
	} else if (op == 1 && *len > 1) { /* delete a run */
		size_t n = 1 + next_random(rng) % 4;
		if (pos + n > *len)
			n = *len - pos;
		memmove(buf + pos, buf + pos + n, *len - pos - n);
		*len -= n;
	} else { /* insert a piece */
		const char *p = pieces[next_random(rng) %
				       (sizeof pieces / sizeof *pieces)];
		size_t n = strlen(p) ? strlen(p) : 1;
		if (*len + n > cap)
			return;
		memmove(buf + pos + n, buf + pos, *len - pos);
		memcpy(buf + pos, p, n);
		*len += n;
	}
}

int
main(int argc, char **argv)
{
	long mutations = 200;
	uint32_t rng = 0x2545f491u;
	int argi = 1, files = 0;

	if (argi + 1 < argc && strcmp(argv[argi], "-n") == 0) {
		mutations = atol(argv[argi + 1]);
		argi += 2;
	}
	for (; argi < argc; argi++) {
		static uint8_t buf[1 << 16], work[1 << 16];
		FILE *fp = fopen(argv[argi], "rb");
		size_t len;
		if (fp == NULL) {
			perror(argv[argi]);
			return 2;
		}
		len = fread(buf, 1, sizeof buf, fp);
		fclose(fp);
		LLVMFuzzerTestOneInput(buf, len);
		/* Mutate one line at a time, so each mutant stays short. */
		for (long m = 0; m < mutations; m++) {
			size_t a = len ? next_random(&rng) % len : 0, b = a;
			while (a > 0 && buf[a - 1] != '\n')
				a--;
			while (b < len && buf[b] != '\n')
				b++;
			size_t wl = b - a;
			memcpy(work, buf + a, wl);
			for (unsigned k = 1 + next_random(&rng) % 3; k > 0; k--)
				mutate(work, &wl, 4096, &rng);
			LLVMFuzzerTestOneInput(work, wl);
		}
		files++;
	}
	printf("fuzz_asm: %d seed file%s, %ld mutations each: all checks "
	    "held\n", files, files == 1 ? "" : "s", mutations);
	return 0;
}
#endif
