/* SPDX-License-Identifier: MIT */
/* Corpus checker: runs lines of llvm-mc output through parse, format and
 * encode (and decode with -d) and compares with what llvm-mc printed.
 * Input lines: INPUT<TAB>CANONICAL<TAB>0xBB,0xBB,... (CANONICAL "=" means
 * the same as INPUT); lines starting with '#' are comments.
 * Usage: asm_corpus [-v] [-d] TARGET WAVE FILE...
 * With -D the lines are BYTES<TAB>TEXT (llvm-mc -disassemble output,
 * TEXT "!invalid" when llvm-mc refused the bytes) and only decode runs.
 * With -B the lines are TARGET<TAB>INPUT<TAB>COL<TAB>SEVERITY<TAB>MESSAGE
 * (tests/asm/bad.tsv): the exact diagnostic lanescope must give.
 * Exit status 0 when every line matches, 1 otherwise, 2 on bad usage. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "asm.h"
#include "encode.h"

static int verbose, check_decode, decode_only, bad_only;

/* Undoes the escapes of bad.tsv inputs: \t \\ \0 \xNN, and \r{N,C}
 * for N copies of the character C (long lines). */
static size_t
unescape(const char *s, char *out, size_t size)
{
	size_t n = 0;

	while (*s && n + 1 < size) {
		if (*s != '\\') {
			out[n++] = *s++;
			continue;
		}
		s++;
		if (*s == 't') {
			out[n++] = '\t';
			s++;
		} else if (*s == '0') {
			out[n++] = '\0';
			s++;
		} else if (*s == 'x') {
			out[n++] = (char)strtoul(s + 1, NULL, 16);
			s += 3;
		} else if (*s == 'r') {
			char *end;
			unsigned long count = strtoul(s + 2, &end, 10);
			for (unsigned long k = 0; k < count && n + 1 < size;
			     k++)
				out[n++] = end[1];
			s = end + 3;
		} else if (*s) {
			out[n++] = *s++;
		}
	}
	out[n] = '\0';
	return n;
}

/* A -B line: TARGET<TAB>INPUT<TAB>COL<TAB>SEVERITY<TAB>MESSAGE. The parse
 * must give exactly that diagnostic (an error, or a note on success). */
static int
check_bad_line(char *line, const char *file, unsigned long lineno)
{
	char *f[5], text[70000];
	struct insn insn;
	struct diag d;
	enum isa_target t;
	enum asm_status st;
	int wave;
	size_t n;

	f[0] = line;
	for (int k = 1; k < 5; k++) {
		f[k] = strchr(f[k - 1], '\t');
		if (f[k] == NULL) {
			fprintf(stderr, "%s:%lu: malformed line\n", file,
			    lineno);
			return 1;
		}
		*f[k]++ = '\0';
	}
	wave = strstr(f[0], "-w64") ? 64 : 0;
	if (wave)
		*strstr(f[0], "-w64") = '\0';
	if (isa_parse_target(f[0], &t) != 0) {
		fprintf(stderr, "%s:%lu: bad target %s\n", file, lineno, f[0]);
		return 1;
	}
	if (!wave)
		wave = isa_default_wave(t);
	n = unescape(f[1], text, sizeof text);
	st = asm_parse_line(text, n, t, wave, &insn, &d);
	if (strcmp(f[3], "error") == 0 ? st != ASM_ERROR
				      : st != ASM_OK ||
					d.severity != DIAG_NOTE) {
		fprintf(stderr, "%s:%lu: %s\n  want %s, got status %d (%s)\n",
		    file, lineno, f[1], f[3], (int)st, d.message);
		return 1;
	}
	if (d.col != (unsigned)atoi(f[2]) || strcmp(d.message, f[4]) != 0) {
		fprintf(stderr, "%s:%lu: %s\n  want %s: %s\n  got  %u: %s\n",
		    file, lineno, f[1], f[2], f[4], d.col, d.message);
		return 1;
	}
	return 0;
}

/* A -D line: BYTES<TAB>TEXT, TEXT "!invalid" when llvm-mc refused them. */
static int
check_decode_line(char *line, enum isa_target t, int wave, const char *file,
    unsigned long lineno)
{
	char *text = strchr(line, '\t'), got[512];
	uint8_t b[ENCODE_MAX_BYTES + 4];
	size_t n = 0, used;
	struct insn insn;
	struct diag d;

	if (text == NULL)
		return 0;
	*text++ = '\0';
	for (char *p = line; *p && n < sizeof b;) {
		char *end;
		unsigned long v = strtoul(p, &end, 16);
		if (end == p)
			break;
		b[n++] = (uint8_t)v;
		p = *end == ',' ? end + 1 : end;
	}
	used = decode_insn(b, n, t, wave, &insn, &d);
	if (strcmp(text, "!invalid") == 0) {
		if (used == 0)
			return 0;
		asm_format(&insn, got, sizeof got);
		fprintf(stderr, "%s:%lu: %s\n  llvm-mc refuses, lanescope "
		    "decodes %s\n", file, lineno, line, got);
		return 1;
	}
	if (used != n) {
		fprintf(stderr, "%s:%lu: %s\n  want %s\n  decode error: %s\n",
		    file, lineno, line, text, used ? "length" : d.message);
		return 1;
	}
	asm_format(&insn, got, sizeof got);
	if (strcmp(got, text) != 0) {
		fprintf(stderr, "%s:%lu: %s\n  want %s\n  got  %s\n", file,
		    lineno, line, text, got);
		return 1;
	}
	return 0;
}

static void
hex_bytes(const uint8_t *b, size_t n, char *buf, size_t size)
{
	size_t pos = 0;

	buf[0] = '\0';
	for (size_t i = 0; i < n && pos + 6 < size; i++)
		pos += (size_t)snprintf(buf + pos, size - pos, "%s0x%02x",
		    i ? "," : "", b[i]);
}

/* Returns 0 when the line matches. */
static int
check_line(char *line, enum isa_target t, int wave, const char *file,
    unsigned long lineno)
{
	char *in = line, *canon, *bytes, text[512], got[256];
	struct insn insn, back;
	struct diag d;
	uint8_t out[ENCODE_MAX_BYTES];
	size_t n;

	canon = strchr(in, '\t');
	if (canon == NULL)
		return 0;
	*canon++ = '\0';
	bytes = strchr(canon, '\t');
	if (bytes == NULL)
		return 0;
	*bytes++ = '\0';
	if (strcmp(canon, "=") == 0)
		canon = in;
	if (asm_parse_line(in, strlen(in), t, wave, &insn, &d) != ASM_OK) {
		fprintf(stderr, "%s:%lu: %s\n  parse error col %u: %s\n", file,
		    lineno, in, d.col, d.message);
		return 1;
	}
	asm_format(&insn, text, sizeof text);
	n = encode_insn(&insn, out, &d);
	if (n == 0) {
		fprintf(stderr, "%s:%lu: %s\n  encode error: %s\n", file,
		    lineno, in, d.message);
		return 1;
	}
	hex_bytes(out, n, got, sizeof got);
	if (strcmp(text, canon) != 0 || strcmp(got, bytes) != 0) {
		fprintf(stderr,
		    "%s:%lu: %s\n  want %s  [%s]\n  got  %s  [%s]\n",
		    file, lineno, in, canon, bytes, text, got);
		return 1;
	}
	/* GFX8/9 MIMG does not encode the address size: llvm-mc itself
	 * disassembles v[4:7] as v4, so those lines cannot round-trip. */
	if (check_decode && !(strncmp(in, "image_", 6) == 0 &&
			      t < ISA_GFX1010)) {
		size_t used = decode_insn(out, n, t, wave, &back, &d);
		if (used != n) {
			fprintf(stderr, "%s:%lu: %s\n  decode error: %s\n",
			    file, lineno, in, d.message);
			return 1;
		}
		asm_format(&back, text, sizeof text);
		if (strcmp(text, canon) != 0) {
			fprintf(stderr, "%s:%lu: %s\n  decode want %s\n"
			    "  decode got  %s\n", file, lineno, in, canon,
			    text);
			return 1;
		}
	}
	if (verbose)
		printf("ok %s\n", in);
	return 0;
}

int
main(int argc, char **argv)
{
	enum isa_target t;
	int wave, argi = 1;
	unsigned long total = 0, bad = 0;

	while (argi < argc && argv[argi][0] == '-') {
		if (strcmp(argv[argi], "-v") == 0)
			verbose = 1;
		else if (strcmp(argv[argi], "-d") == 0)
			check_decode = 1;
		else if (strcmp(argv[argi], "-D") == 0)
			decode_only = 1;
		else if (strcmp(argv[argi], "-B") == 0)
			bad_only = 1;
		else
			break;
		argi++;
	}
	if (bad_only) {
		for (int k = argi; k < argc; k++) {
			FILE *fp = fopen(argv[k], "r");
			char line[70000];
			unsigned long lineno = 0;
			if (fp == NULL) {
				perror(argv[k]);
				return 2;
			}
			while (fgets(line, sizeof line, fp) != NULL) {
				lineno++;
				line[strcspn(line, "\n")] = '\0';
				if (line[0] == '#' || line[0] == '\0')
					continue;
				total++;
				bad += (unsigned long)check_bad_line(line,
				    argv[k], lineno);
			}
			fclose(fp);
		}
		printf("bad lines: %lu of %lu give the expected diagnostic\n",
		    total - bad, total);
		return bad == 0 ? 0 : 1;
	}
	if (argc - argi < 3 || isa_parse_target(argv[argi], &t) != 0) {
		fprintf(stderr, "usage: asm_corpus [-v] [-d|-D] TARGET WAVE "
		    "FILE...\n       asm_corpus -B BAD.tsv...\n");
		return 2;
	}
	wave = atoi(argv[argi + 1]);
	for (int k = argi + 2; k < argc; k++) {
		FILE *fp = fopen(argv[k], "r");
		char line[4096];
		unsigned long lineno = 0;
		if (fp == NULL) {
			perror(argv[k]);
			return 2;
		}
		while (fgets(line, sizeof line, fp) != NULL) {
			lineno++;
			line[strcspn(line, "\n")] = '\0';
			if (line[0] == '#' || line[0] == '\0')
				continue;
			total++;
			bad += (unsigned long)(decode_only
			    ? check_decode_line(line, t, wave, argv[k], lineno)
			    : check_line(line, t, wave, argv[k], lineno));
		}
		fclose(fp);
	}
	printf("%s wave%d: %lu of %lu lines match llvm-mc%s\n",
	    isa_target_name(t), wave, total - bad, total,
	    decode_only ? " (decode)" : check_decode ?
	    " (with decode round trip)" : "");
	return bad == 0 ? 0 : 1;
}
