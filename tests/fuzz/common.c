/* SPDX-License-Identifier: MIT */
/* Checks the harnesses share: what a BitMode swizzle may print as, and
 * whether output is valid UTF-8. */
#include "config.h"

#include <locale.h>
#include <string.h>
#include <wchar.h>

#include "asm.h"
#include "asm_int.h"
#include "fuzz.h"

/* The source lane BitMode offset off gives lane i (semantics.md 5.2). */
static unsigned
bitmode_lane(unsigned off, unsigned i)
{
	unsigned andm = off & 0x1f, orm = (off >> 5) & 0x1f;

	return ((i & andm) | orm) ^ ((off >> 10) & 0x1f);
}

/* llvm-mc prints a BitMode swizzle whose masks overlap as the BITMASK_PERM
 * letters of its effect, and reads those letters back as other masks
 * (0x4321 -> "01001" -> BROADCAST,32,9): the text changes, the lanes do
 * not. True when a printed with b's offset is b's text, and the two
 * offsets move every lane alike. */
bool
fuzz_lossy_literal(const struct insn *in)
{
	const struct isa_info *r = isa_get((enum isa_id)in->id);

	for (unsigned k = 0; k < 3; k++) {
		const struct operand *o = &in->src[k];

		if (o->kind != OPND_LITERAL)
			continue;
		if (o->value > 0xffffu && asm_int16_source(r, o, in))
			return true;
		/* an f64 operand's literal 1..64 is a high dword, which
		 * llvm-mc prints as 0x1..0x40: text that reads back as the
		 * integer inline constant */
		if (o->count == 2 && (r->flags & ISA_F_FLOAT) &&
		    o->value >= 1 && o->value <= 64)
			return true;
	}
	return false;
}

bool
fuzz_same_swizzle(const struct insn *a, const struct insn *b,
    const char *btext)
{
	struct insn a2 = *a;
	char text[ASM_FORMAT_ROOM];

	if (a->id != b->id || ((a->ds_offset | b->ds_offset) & 0x8000) != 0)
		return false;
	a2.ds_offset = b->ds_offset;
	asm_format(&a2, text, sizeof text);
	if (strcmp(text, btext) != 0)
		return false;
	for (unsigned i = 0; i < 32; i++)
		if (bitmode_lane(a->ds_offset, i) !=
		    bitmode_lane(b->ds_offset, i))
			return false;
	return true;
}

bool
fuzz_utf8_valid(const char *s, size_t len)
{
	static bool ready;
	mbstate_t st;

	/* The C library's own decoder, not a copy of the one under test. */
	if (!ready) {
		if (setlocale(LC_CTYPE, "C.UTF-8") == NULL)
			FUZZ_FAIL("no C.UTF-8 locale to check UTF-8 with");
		ready = true;
	}
	memset(&st, 0, sizeof st);
	for (size_t i = 0; i < len;) {
		wchar_t wc;
		size_t n;

		/* ASCII is valid UTF-8 whatever the state between whole
		 * characters: a --json object is mostly ASCII, and asking
		 * the C library byte by byte took a quarter of the session
		 * harness's time */
		if ((unsigned char)s[i] < 0x80) {
			i++;
			continue;
		}
		n = mbrtowc(&wc, s + i, len - i, &st);

		if (n == (size_t)-1 || n == (size_t)-2)
			return false;
		i += n == 0 ? 1 : n;
	}
	return true;
}
