/* SPDX-License-Identifier: MIT */
/* asm_line: the statement layer of the parser: what a line is (empty,
 * command, label, directive or instruction), where its code ends, label
 * names and directive blocks; asm_parse_line hands instructions to
 * asm.c. Pure: no I/O, no allocation. */
#include "asm.h"

#include <string.h>

#include "asm_int.h"

/* Bytes the first scan of a line must look at: control bytes, non-ASCII,
 * quotes and the comment starters. One table lookup per byte keeps the
 * scan cheap (it runs over every byte of every --encode line). */
#define X1 1, 1, 1, 1, 1, 1, 1, 1
static const uint8_t special_byte[256] = {
	X1, 1, 0 /* \t */, 1, 1, 1, 1, 1, 1, X1, X1,
	['"'] = 1, ['/'] = 1, [';'] = 1, [0x7f] = 1,
	[0x80] = X1, X1, X1, X1, X1, X1, X1, X1, X1, X1, X1, X1, X1, X1, X1,
	X1,
};
#undef X1

/* Whether none of the 16 bytes at p is special (below 0x20, at or above
 * 0x7f, or one of " / ;): the GCC/Clang vector extension gives SSE2 or
 * NEON code without intrinsics. */
static inline bool
plain16(const char *p)
{
	typedef signed char v16 __attribute__((vector_size(16)));
	v16 x, hit;
	uint64_t w[2];

	memcpy(&x, p, sizeof x);
	/* signed: the bytes at or above 0x80 are below 0x20 too */
	hit = (x < 0x20) | (x == 0x7f) | (x == '"') | (x == '/') | (x == ';');
	memcpy(w, &hit, sizeof w);
	return (w[0] | w[1]) == 0;
}

/* Finds where the code of the line ends (before a `;` or `//` comment
 * outside quotes). Returns -1 with *bad set to the first byte that no
 * line may hold (NUL, other control bytes, non-ASCII) before that. */
static long
scan_line(const char *line, size_t len, size_t *bad)
{
	bool quoted = false;
	size_t i = 0;

	/* Sixteen bytes at a time while none of them is special; the last
	 * block overlaps the one before it so no byte is left to the byte
	 * loop below unless something special is near. */
	for (; i + 16 <= len; i += 16)
		if (!plain16(line + i))
			break;
	if (i < len && i + 16 > len && len >= 16 && plain16(line + len - 16))
		return (long)len;
	for (; i < len; i++) {
		unsigned char ch = (unsigned char)line[i];
		if (!special_byte[ch])
			continue;
		if (ch == '"') {
			quoted = !quoted;
		} else if (ch == ';' || ch == '/') {
			if (!quoted && (ch == ';' ||
					(i + 1 < len && line[i + 1] == '/')))
				return (long)i;
		} else {
			*bad = i;
			return -1;
		}
	}
	return (long)len;
}

/* ---- labels and directives ---- */

static bool
is_blank(char ch)
{
	return ch == ' ' || ch == '\t';
}

/* The name of a label whose text (blanks trimmed) is s[0..n), ending in
 * ':', or NULL: `NAME:`, `<name>:` or `HEX <name>:` (llvm-objdump). */
static const char *
label_in(const char *s, size_t n, size_t *name_len)
{
	size_t i = 0;

	if (n < 2 || s[n - 1] != ':')
		return NULL;
	n--;
	if (s[n - 1] == '>') {
		/* objdump: an optional address, then <name> */
		while (i < n && ((s[i] >= '0' && s[i] <= '9') ||
		    (s[i] >= 'a' && s[i] <= 'f') || (s[i] >= 'A' && s[i] <= 'F')))
			i++;
		while (i < n && is_blank(s[i]))
			i++;
		if (s[i] != '<' || n - i < 3)
			return NULL;
		*name_len = n - i - 2;
		return s + i + 1;
	}
	if (s[0] >= '0' && s[0] <= '9')
		return NULL;
	for (i = 0; i < n; i++)
		if (!asm_label_char((unsigned char)s[i]))
			return NULL;
	*name_len = n;
	return s;
}

/* The code part of line (no blanks around it, no comment): start in
 * *from, length returned. */
static size_t
code_part(const char *line, size_t len, size_t *from)
{
	size_t bad, i = 0;
	long n = scan_line(line, len, &bad);
	size_t end = n < 0 ? len : (size_t)n;

	while (i < end && is_blank(line[i]))
		i++;
	while (end > i && is_blank(line[end - 1]))
		end--;
	*from = i;
	return end - i;
}

const char *
asm_label_name(const char *line, size_t len, size_t *name_len)
{
	size_t from, n = code_part(line, len, &from);

	return label_in(line + from, n, name_len);
}

/* Blocks of asm_block_line: opening and closing directive, by number. */
static const struct {
	const char *open, *close;
} blocks[] = {
	{ ".amdgpu_metadata", ".end_amdgpu_metadata" },
	{ ".amdhsa_kernel", ".end_amdhsa_kernel" },
	{ ".amd_kernel_code_t", ".end_amd_kernel_code_t" },
	{ ".amd_amdgpu_hsa_metadata", ".end_amd_amdgpu_hsa_metadata" },
	{ ".amdgpu_pal_metadata", ".end_amdgpu_pal_metadata" },
};

/* Whether the code s[0..n) starts with the word w. */
static bool
starts_word(const char *s, size_t n, const char *w)
{
	size_t k = strlen(w);

	return n >= k && memcmp(s, w, k) == 0 && (n == k || is_blank(s[k]));
}

bool
asm_block_line(struct asm_block *b, const char *line, size_t len)
{
	size_t from, n = code_part(line, len, &from);
	const char *s = line + from;

	if (b->open != 0) {
		if (starts_word(s, n, blocks[b->open - 1].close))
			b->open = 0;
		return true;
	}
	if (n == 0 || s[0] != '.')
		return false;
	for (size_t k = 0; k < sizeof blocks / sizeof *blocks; k++)
		if (starts_word(s, n, blocks[k].open)) {
			b->open = (uint8_t)(k + 1);
			return true;
		}
	return false;
}

/* Longest code part of a line that is copied into a padded buffer. */
#define ASM_PADDED_LINE 240

enum asm_status
asm_parse_line(const char *line, size_t len, enum isa_target target, int wave,
    struct insn *out, struct diag *diag)
{
	return asm_parse_line_names(line, len, target, wave, out, diag, NULL);
}

enum asm_status
asm_parse_line_names(const char *line, size_t len, enum isa_target target,
    int wave, struct insn *out, struct diag *diag,
    struct asm_memo_name *names)
{
	/* Copies of zeroed templates, not memset: GCC turns a memset of
	 * this size into `rep stos`, whose start-up cost was a quarter of
	 * this function. */
	static const struct insn zero_insn;
	static const struct cursor zero_cursor;
	struct cursor c = zero_cursor;
	char padded[ASM_PADDED_LINE + 16];

	*out = zero_insn;
	diag->message[0] = '\0';
	diag->col = 0;
	diag->len = 0;
	c.s = line;
	c.target = target;
	c.wave = wave == 32 ? 32 : 64;
	c.in = out;
	c.d = diag;
	c.n = len;
	c.names = names;
	cur_skip_blanks(&c);
	if (c.i < len && line[c.i] == ':')
		return ASM_COMMAND;
	{
		size_t bad = 0;
		long n = scan_line(line, len, &bad);
		if (n < 0) {
			cur_error(&c, (unsigned)bad + 1, 1,
			    "invalid character in input (byte 0x%02x)",
			    (unsigned char)line[bad]);
			return ASM_ERROR;
		}
		c.n = (size_t)n;
	}
	/* The code part of a line of usual length is read from a copy with
	 * 16 zero bytes after it, so that the lexer's 16-byte vector tests
	 * also work on the last tokens of the line (the zeros end any
	 * token). */
	c.vec_end = c.n;
	if (c.n <= ASM_PADDED_LINE) {
		memcpy(padded, line, c.n);
		memset(padded + c.n, 0, 16);
		c.s = padded;
		c.vec_end = c.n + 16;
	}
	if (c.i >= c.n)
		return ASM_EMPTY;
	{
		/* A label ends in ':' (blanks aside); a directive starts with
		 * '.' (.LBB0_1: is a label). Two byte tests on other lines. */
		size_t end = c.n, name_len;

		while (end > c.i && is_blank(line[end - 1]))
			end--;
		if (line[end - 1] == ':' && label_in(line + c.i, end - c.i,
		    &name_len) != NULL)
			return ASM_LABEL;
		if (line[c.i] == '.')
			return ASM_DIRECTIVE;
	}
	return asm_parse_insn(&c) != 0 ? ASM_ERROR : ASM_OK;
}
