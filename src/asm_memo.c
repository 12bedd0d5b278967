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

/* The numbers a shape has (struct asm_shape_num's kind). */
enum {
	SHAPE_VREG,    /* vN: operand opnd's register */
	SHAPE_VFIRST,  /* v[N:M]'s N: operand opnd's first register */
	SHAPE_VLAST,   /* v[N:M]'s M, right after its N */
	SHAPE_OFFSET,  /* offset:N, the whole ds_offset */
	SHAPE_OFFSET0, /* offset0:N, its low byte */
	SHAPE_OFFSET1  /* offset1:N, its high byte */
};

/* What a shape makes of each byte: 0 a byte it never holds (upper case,
 * a comment, an expression, a string: those leave the line to the
 * parser, so the shapes never meet what they would change), 1 a digit,
 * 2 the rest of plain DS operands (lower-case names, blanks, `,:[]`). */
#define SC_ 2
static const uint8_t shape_class[256] = {
	['\t'] = SC_, [' '] = SC_, [','] = SC_, [':'] = SC_, ['['] = SC_,
	[']'] = SC_, ['_'] = SC_,
	['0'] = 1, ['1'] = 1, ['2'] = 1, ['3'] = 1, ['4'] = 1, ['5'] = 1,
	['6'] = 1, ['7'] = 1, ['8'] = 1, ['9'] = 1,
	['a'] = SC_, ['b'] = SC_, ['c'] = SC_, ['d'] = SC_, ['e'] = SC_,
	['f'] = SC_, ['g'] = SC_, ['h'] = SC_, ['i'] = SC_, ['j'] = SC_,
	['k'] = SC_, ['l'] = SC_, ['m'] = SC_, ['n'] = SC_, ['o'] = SC_,
	['p'] = SC_, ['q'] = SC_, ['r'] = SC_, ['s'] = SC_, ['t'] = SC_,
	['u'] = SC_, ['v'] = SC_, ['w'] = SC_, ['x'] = SC_, ['y'] = SC_,
	['z'] = SC_,
};
#undef SC_

static bool
blank_or_comma(char ch)
{
	return ch == ' ' || ch == '\t' || ch == ',';
}

/* Whether what follows a number at s[j] ends its operand or modifier as
 * the parser reads it: the line's end, or blanks and then the end, a
 * comma or a name (the next modifier); with comma also a comma at once. */
static bool
ends_here(const char *s, size_t j, size_t len, bool comma)
{
	if (j == len || (comma && s[j] == ','))
		return true;
	if (s[j] != ' ' && s[j] != '\t')
		return false;
	while (j < len && (s[j] == ' ' || s[j] == '\t'))
		j++;
	return j == len || s[j] == ',' || (s[j] >= 'a' && s[j] <= 'z');
}

/* The kind of DS offset a number at s[i] (after a ':') is the value of:
 * offset:, offset0: or offset1: after a blank or comma; -1 for none. */
static int
offset_kind(const char *s, size_t i)
{
	if (i >= 8 && memcmp(s + i - 7, "offset:", 7) == 0 &&
	    blank_or_comma(s[i - 8]))
		return SHAPE_OFFSET;
	if (i >= 9 && memcmp(s + i - 8, "offset", 6) == 0 &&
	    (s[i - 2] == '0' || s[i - 2] == '1') && blank_or_comma(s[i - 9]))
		return s[i - 2] == '0' ? SHAPE_OFFSET0 : SHAPE_OFFSET1;
	return -1;
}

/* Whether every byte of line is one a shape may hold (shape_class). */
static bool
shape_plain(const char *line, size_t len)
{
	for (size_t i = 0; i < len; i++)
		if (shape_class[(unsigned char)line[i]] == 0)
			return false;
	return true;
}

/* Bit i set when line[i] is a digit (len <= ASM_MEMO_TEXT < 64). */
static uint64_t
digit_bits(const char *line, size_t len)
{
	uint64_t m = 0;

	for (size_t i = 0; i < len; i++)
		if ((unsigned)(line[i] - '0') < 10)
			m |= (uint64_t)1 << i;
	return m;
}

/* The key of line's shape, the hash of the line with every digit taken
 * as '#' (so a line's key is its entry's, whichever numbers it has; the
 * digits of a mnemonic, ds_read2_b32, and of a hex offset are compared
 * by shape_match), eight bytes at a time: digits are the bytes whose xor
 * with '0' is below 10, the high bits kept out of the sum so no carry
 * crosses bytes. Also the line zero-padded in words, and in digits the
 * same words with 0x80 in each digit's byte: their first (len + 7) / 8
 * words, the rest unset. */
static uint64_t
shape_key(const char *line, size_t len, uint64_t *words, uint64_t *digits)
{
	const uint64_t k = 0x9e3779b97f4a7c15u, zeros = 0x3030303030303030u,
	    low = 0x7f7f7f7f7f7f7f7fu, high = 0x8080808080808080u,
	    ten = 0x7676767676767676u, hashes = 0x2323232323232323u;
	uint64_t h = len * k;
	size_t w, nw = (len + 7) / 8;

	/* only the words the line reaches: the rest are zero in the line
	 * and in any entry of its length, so shape_match skips them too */
	for (w = 0; w < nw; w++) {
		uint64_t x = 0, t, d;

		if (8 * w + 8 <= len) {
			memcpy(&x, line + 8 * w, 8);
		} else {
			/* the last, partial word, zero-padded */
			char buf[8] = { 0 };

			memcpy(buf, line + 8 * w, len - 8 * w);
			memcpy(&x, buf, 8);
		}
		words[w] = x;
		t = x ^ zeros;
		d = ~(((t & low) + ten) | t) & high;
		digits[w] = d;
		d = (d >> 7) * 0xff;
		h = (h ^ ((x & ~d) | (hashes & d))) * k;
	}
	return h;
}

/* The shape of line into text (len bytes) and its numbers into num (pos,
 * len, kind and value; opnd is the caller's). Returns how many numbers,
 * 0 when the line has none or cannot have a shape. Whether the line's
 * other bytes may be in a shape is shape_plain's question, asked when an
 * entry is made: a line matching an entry's shape has the entry's bytes
 * there. */
static unsigned
shape_of(const char *line, size_t len, char *text,
    struct asm_shape_num *num)
{
	uint64_t m = digit_bits(line, len), starts = m & ~(m << 1);
	unsigned n = 0;

	if (starts == 0)
		return 0;
	memcpy(text, line, len);
	for (; starts != 0; starts &= starts - 1) {
		size_t i = (size_t)__builtin_ctzll(starts);
		size_t j = i + (size_t)__builtin_ctzll(~(m >> i));
		unsigned v;
		int kind = -1;

		/* a run inside a name (b32, offset0) stays as written */
		if (i == 0)
			continue;
		if (line[i - 1] == 'v' &&
		    (i == 1 || blank_or_comma(line[i - 2])) &&
		    ends_here(line, j, len, true))
			kind = SHAPE_VREG;
		else if (line[i - 1] == '[' && i >= 2 && line[i - 2] == 'v' &&
		    (i == 2 || blank_or_comma(line[i - 3])) && j + 1 < len &&
		    line[j] == ':' && (m >> (j + 1) & 1))
			kind = SHAPE_VFIRST;
		else if (line[i - 1] == ':' && n > 0 &&
		    num[n - 1].kind == SHAPE_VFIRST &&
		    (size_t)num[n - 1].pos + num[n - 1].len + 1 == i &&
		    j < len && line[j] == ']' &&
		    ends_here(line, j + 1, len, true))
			kind = SHAPE_VLAST;
		else if (line[i - 1] == ':' && ends_here(line, j, len, false))
			kind = offset_kind(line, i);
		if (kind < 0)
			continue;
		/* a leading zero or a long number: the parser's to judge */
		if (n == ASM_SHAPE_NUMS || j - i > 5 ||
		    (line[i] == '0' && j - i > 1))
			return 0;
		v = 0;
		for (size_t k = i; k < j; k++) {
			v = v * 10 + (unsigned)(line[k] - '0');
			text[k] = '#';
		}
		if (v > 0xffff)
			return 0; /* no DS number is this large */
		num[n].pos = (uint8_t)i;
		num[n].len = (uint8_t)(j - i);
		num[n].kind = (uint8_t)kind;
		num[n].opnd = 0;
		num[n].value = (uint16_t)v;
		n++;
	}
	/* a v[N: whose M did not qualify */
	for (unsigned k = 0; k < n; k++)
		if (num[k].kind == SHAPE_VFIRST &&
		    (k + 1 == n || num[k + 1].kind != SHAPE_VLAST))
			return 0;
	return n;
}

/* Whether line's mnemonic, after any blanks, starts with "ds_". */
static bool
shape_ds(const char *line, size_t len)
{
	size_t i = 0;

	while (i < len && (line[i] == ' ' || line[i] == '\t'))
		i++;
	return i + 3 <= len && memcmp(line + i, "ds_", 3) == 0;
}

static struct operand *
shape_operand(struct insn *in, unsigned opnd)
{
	return opnd == 0 ? &in->dst : &in->src[opnd - 1];
}

/* Puts the number v into in where u places it. */
static inline void
shape_put(struct insn *in, const struct asm_shape_num *u, uint16_t v)
{
	switch (u->kind) {
	case SHAPE_VREG:
	case SHAPE_VFIRST:
		shape_operand(in, u->opnd)->reg = v;
		break;
	case SHAPE_OFFSET:
		in->ds_offset = v;
		break;
	case SHAPE_OFFSET0:
		in->ds_offset = (uint16_t)((in->ds_offset & 0xff00u) | v);
		break;
	case SHAPE_OFFSET1:
		in->ds_offset = (uint16_t)((in->ds_offset & 0xffu) |
		    (unsigned)v << 8);
		break;
	default:
		break;
	}
}

/* Puts the numbers val[] into in, as the entry's num[] places them. */
static void
shape_apply(struct insn *in, const struct asm_shape_num *num, unsigned n,
    const uint16_t *val)
{
	for (unsigned k = 0; k < n; k++)
		shape_put(in, &num[k], val[k]);
}

/* Whether line (words and digits from shape_key) is e's line but for
 * the digits of e's numbers, with a digit in each of their bytes. The
 * bytes around a number of e's are no digits and the line's same bytes,
 * so the line's numbers are e's in place and length: its shape is e's. */
static bool
shape_match(const struct asm_shape_slot *e, const uint64_t *words,
    const uint64_t *digits, size_t len)
{
	const uint64_t high = 0x8080808080808080u;
	uint64_t diff = 0;

	/* e's line has len bytes too: past them both are zero */
	for (size_t w = 0; w < (len + 7) / 8; w++)
		diff |= ((words[w] ^ e->text[w]) & ~e->numbytes[w]) |
		    (e->numbytes[w] & high & ~digits[w]);
	return diff == 0;
}

/* The values of the line's numbers in e's places, put into out (a copy
 * of e's parse) as they are read, in one pass: false (out then holds a
 * mix, for the parser to overwrite) for a leading zero or one past 16 bits (shape_of makes no
 * shape of those), or a value the parser's checks would refuse in its
 * place (read_register: v0..v255, a tuple of the entry's size starting
 * where the target allows; the DS offset ranges of asm_read_offset and
 * the offset0/offset1 modifiers), the entry's line having passed them
 * all. */
static bool
shape_read(const struct asm_shape_slot *e, const char *line,
    struct insn *out)
{
	uint16_t val[ASM_SHAPE_NUMS];

	for (unsigned k = 0; k < e->nnum; k++) {
		const struct asm_shape_num *u = &e->num[k];
		const char *p = line + u->pos;
		unsigned v = 0, n = u->len, count;

		if (n > 1 && p[0] == '0')
			return false;
		for (unsigned d = 0; d < n; d++)
			v = v * 10 + (unsigned)(p[d] - '0');
		if (v > 0xffff)
			return false;
		val[k] = (uint16_t)v;
		switch (u->kind) {
		case SHAPE_VREG:
		case SHAPE_OFFSET0:
		case SHAPE_OFFSET1:
			if (v > 255)
				return false;
			break;
		case SHAPE_VFIRST:
			/* checked with its VLAST, the next number */
			if (k + 1 >= e->nnum || u[1].kind != SHAPE_VLAST)
				return false;
			break;
		case SHAPE_VLAST:
			/* M - N as in the entry: the operand's size */
			if (k == 0 || u[-1].kind != SHAPE_VFIRST)
				return false;
			count = (unsigned)u->value - u[-1].value + 1;
			if (v < val[k - 1] || v - val[k - 1] + 1u != count ||
			    v > 255)
				return false;
			if (count >= 2 && (val[k - 1] & 1) &&
			    isa_features((enum isa_target)e->target)
				->vgpr_tuple_even)
				return false;
			break;
		case SHAPE_OFFSET:
			break; /* five digits at most; 0..65535 above */
		default:
			return false;
		}
		shape_put(out, u, (uint16_t)v);
	}
	return true;
}

/* Fills e from a DS line's parse in: which operand each register number
 * names (found by its column). Returns false when a number cannot be
 * placed, or placing the line's own numbers would not give in back. */
static bool
shape_learn(struct asm_shape_slot *e, const struct insn *in)
{
	struct insn back = *in;
	uint16_t val[ASM_SHAPE_NUMS];

	for (unsigned k = 0; k < e->nnum; k++) {
		struct asm_shape_num *u = &e->num[k];
		unsigned found = 0;

		val[k] = u->value;
		if (u->kind != SHAPE_VREG && u->kind != SHAPE_VFIRST)
			continue;
		for (unsigned o = 0; o < 5; o++) {
			const struct operand *p =
			    shape_operand(&back, o);
			/* the column of the 'v' (of "v[" for a tuple) */
			unsigned col = (unsigned)u->pos +
			    (u->kind == SHAPE_VFIRST ? -1u : 0u);
			unsigned want = u->kind == SHAPE_VFIRST ?
			    (unsigned)u[1].value - u->value + 1 : 1;

			if (p->kind == OPND_VGPR && p->col == col &&
			    p->reg == u->value && p->count == want) {
				u->opnd = (uint8_t)o;
				found++;
			}
		}
		if (found != 1)
			return false;
	}
	/* the line's own numbers put back into a parse cleared of them */
	for (unsigned k = 0; k < e->nnum; k++) {
		if (e->num[k].kind == SHAPE_VREG ||
		    e->num[k].kind == SHAPE_VFIRST)
			shape_operand(&back, e->num[k].opnd)->reg = 0;
		else if (e->num[k].kind == SHAPE_OFFSET)
			back.ds_offset = 0;
		else if (e->num[k].kind == SHAPE_OFFSET0)
			back.ds_offset &= 0xff00u;
		else if (e->num[k].kind == SHAPE_OFFSET1)
			back.ds_offset &= 0xffu;
	}
	shape_apply(&back, e->num, e->nnum, val);
	return memcmp(&back, in, sizeof back) == 0;
}

/* Makes line (parsed into in, without a note; sh its shape_key) the
 * entry of its shape, if it has one. */
static void
shape_keep(struct asm_memo *m, const char *line, size_t len,
    enum isa_target target, int wave, const struct insn *in, uint64_t sh)
{
	char text[ASM_SHAPE_WORDS * 8] = { 0 }, bytes[ASM_SHAPE_WORDS * 8] =
	    { 0 };
	unsigned at;
	struct asm_shape_slot *se;
	struct asm_shape_num num[ASM_SHAPE_NUMS];
	unsigned nnum = shape_of(line, len, text, num);

	if (nnum == 0)
		return;
	at = (unsigned)(sh >> (64 - ASM_SHAPE_BITS));
	se = &m->shape[at];
	se->len = (uint8_t)len;
	se->target = (uint8_t)target;
	se->wave = (uint8_t)wave;
	se->nnum = (uint8_t)nnum;
	for (unsigned k = 0; k < nnum; k++)
		memset(bytes + num[k].pos, 0xff, num[k].len);
	memcpy(se->text, text, sizeof se->text);
	memcpy(se->numbytes, bytes, sizeof se->numbytes);
	memcpy(se->num, num, sizeof num);
	se->insn = *in;
	if (shape_learn(se, in)) {
		m->shape_key[at] = sh;
	} else {
		m->shape_key[at] = 0;
		se->len = 0;
	}
}

enum asm_status
asm_memo_parse(struct asm_memo *m, const char *line, size_t len,
    enum isa_target target, int wave, struct insn *out, struct diag *diag)
{
	const struct insn *p;
	enum asm_status st = asm_memo_parse_ref(m, line, len, target, wave,
	    out, &p, diag);

	if (p != out)
		*out = *p;
	return st;
}

enum asm_status
asm_memo_parse_ref(struct asm_memo *m, const char *line, size_t len,
    enum isa_target target, int wave, struct insn *out,
    const struct insn **ref, struct diag *diag)
{
	struct asm_memo_slot *e;
	enum asm_status st;
	uint32_t *seen, tag;
	uint64_t h, *k;
	bool again;
	uint64_t words[ASM_SHAPE_WORDS], digits[ASM_SHAPE_WORDS], sh = 0;
	bool ds = false;

	*ref = out; /* but for a line found whole */
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
		*ref = &e->insn;
		return ASM_OK;
	}
	/* a DS line of a shape seen before (only DS lines are kept: the
	 * others skip the work) */
	if (shape_ds(line, len)) {
		sh = shape_key(line, len, words, digits);
		unsigned at = (unsigned)(sh >> (64 - ASM_SHAPE_BITS));
		struct asm_shape_slot *se = &m->shape[at];

		ds = true;
		if (m->shape_key[at] == sh && se->len == len &&
		    se->target == target && se->wave == wave &&
		    shape_match(se, words, digits, len) &&
		    (*out = se->insn, shape_read(se, line, out))) {
			diag->message[0] = '\0';
			diag->col = 0;
			diag->len = 0;
			st = ASM_OK;
			goto keep;
		}
	}
	st = asm_parse_line_names(line, len, target, wave, out, diag,
	    m->names);
	if (ds && st == ASM_OK && diag->message[0] == '\0' &&
	    isa_table[out->id].family == ISA_DS &&
	    isa_table[out->id].sem != SEM_DS_SWIZZLE &&
	    (unsigned)target <= UINT8_MAX && (wave == 32 || wave == 64) &&
	    shape_plain(line, len))
		shape_keep(m, line, len, target, wave, out, sh);
keep:
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
