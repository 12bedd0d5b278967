/* SPDX-License-Identifier: MIT */
/* asm_memo: asm_parse_line remembered by exact line text; see asm.h.
 * Pure: the memo is the caller's, no I/O, no allocation. */
#include "asm.h"
#include "asm_int.h"

#include <string.h>

/* The slot of a line: a multiply-xor hash over its bytes, eight at a
 * time (the last eight overlap the ones before them; a line under
 * eight bytes is read byte by byte). */
static unsigned
memo_slot(const char *s, size_t len)
{
	const uint64_t k = 0x9e3779b97f4a7c15u;
	uint64_t h = len * k, x;
	size_t i = 0;

	if (len < 8) {
		for (x = 0; i < len; i++)
			x = x << 8 | (unsigned char)s[i];
		h = (h ^ x) * k;
	} else {
		for (; i + 8 < len; i += 8) {
			memcpy(&x, s + i, 8);
			h = (h ^ x) * k;
		}
		memcpy(&x, s + len - 8, 8);
		h = (h ^ x) * k;
	}
	return (unsigned)(h >> (64 - ASM_MEMO_BITS)); /* the top bits mix best */
}

enum asm_status
asm_memo_parse(struct asm_memo *m, const char *line, size_t len,
    enum isa_target target, int wave, struct insn *out, struct diag *diag)
{
	struct asm_memo_slot *e;
	enum asm_status st;

	if (len == 0 || len > ASM_MEMO_TEXT)
		return asm_parse_line(line, len, target, wave, out, diag);
	e = &m->slot[memo_slot(line, len)];
	if (e->len == len && e->target == target && e->wave == wave &&
	    memcmp(e->text, line, len) == 0) {
		/* what asm_parse_line leaves in diag on such a line */
		diag->message[0] = '\0';
		diag->col = 0;
		diag->len = 0;
		*out = e->insn;
		return ASM_OK;
	}
	st = asm_parse_line_names(line, len, target, wave, out, diag,
	    m->names);
	if (st == ASM_OK && diag->message[0] == '\0' &&
	    (unsigned)target <= UINT8_MAX && (wave == 32 || wave == 64)) {
		e->len = (uint8_t)len;
		e->target = (uint8_t)target;
		e->wave = (uint8_t)wave;
		memcpy(e->text, line, len);
		e->insn = *out;
	}
	return st;
}
