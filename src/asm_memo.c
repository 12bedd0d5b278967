/* SPDX-License-Identifier: MIT */
/* asm_memo: asm_parse_line remembered by exact line text; see asm.h.
 * Pure: the memo is the caller's, no I/O, no allocation. */
#include "asm.h"
#include "asm_int.h"

#include <string.h>

/* The hash of a line: a multiply-xor over its bytes, eight at a
 * time (the last eight overlap the ones before them; a line under
 * eight bytes is read byte by byte). */
static uint64_t
memo_hash(const char *s, size_t len)
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
	return h;
}

enum asm_status
asm_memo_parse(struct asm_memo *m, const char *line, size_t len,
    enum isa_target target, int wave, struct insn *out, struct diag *diag)
{
	struct asm_memo_slot *e;
	enum asm_status st;
	uint32_t *seen, tag;
	uint64_t h, *k;
	bool again;

	if (len == 0 || len > ASM_MEMO_TEXT)
		return asm_parse_line(line, len, target, wave, out, diag);
	h = memo_hash(line, len);
	/* the top bits mix best: the slot; the next ones the seen tag */
	k = &m->key[h >> (64 - ASM_MEMO_BITS)];
	e = &m->slot[h >> (64 - ASM_MEMO_BITS)];
	seen = &m->seen[(h >> (64 - ASM_MEMO_BITS - ASM_MEMO_SEEN_BITS)) &
	    ((1u << ASM_MEMO_SEEN_BITS) - 1)];
	tag = (uint32_t)h | 1u; /* never 0, the empty tag */
	again = *seen == tag;
	*seen = tag;
	if (again && *k == h && e->len == len && e->target == target &&
	    e->wave == wave && memcmp(e->text, line, len) == 0) {
		/* what asm_parse_line leaves in diag on such a line */
		diag->message[0] = '\0';
		diag->col = 0;
		diag->len = 0;
		*out = e->insn;
		return ASM_OK;
	}
	st = asm_parse_line_names(line, len, target, wave, out, diag,
	    m->names);
	if (again && st == ASM_OK && diag->message[0] == '\0' &&
	    (unsigned)target <= UINT8_MAX && (wave == 32 || wave == 64)) {
		*k = h;
		e->len = (uint8_t)len;
		e->target = (uint8_t)target;
		e->wave = (uint8_t)wave;
		memcpy(e->text, line, len);
		e->insn = *out;
	}
	return st;
}
