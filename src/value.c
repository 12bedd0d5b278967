/* SPDX-License-Identifier: MIT */
/* The :set VALUE language; see value.h. Recursive descent into a small
 * node array, then evaluation per lane. No I/O, no allocation. */
#include "value.h"

#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum {
	OP_LIT,    /* integer literal */
	OP_FLIT,   /* f32 bits of a float literal (negation flips the sign) */
	OP_LANE,
	OP_INDEX,
	OP_NEG, OP_NOT, OP_F32,
	OP_ADD, OP_SUB, OP_MUL, OP_DIV, OP_MOD,
	OP_SHL, OP_SHR, OP_AND, OP_OR, OP_XOR,
};

struct parser {
	struct value_prog *p;
	const char *s;
	size_t len, pos;
	unsigned col0, vars;
	struct diag *d;
	int depth;
	bool failed;
};

static void
skip_blanks(struct parser *ps)
{
	while (ps->pos < ps->len && (ps->s[ps->pos] == ' ' ||
	    ps->s[ps->pos] == '\t'))
		ps->pos++;
}

static unsigned
col_at(const struct parser *ps, size_t pos)
{
	return ps->col0 + (unsigned)pos;
}

static int
fail(struct parser *ps, size_t pos, const char *msg, const char *arg)
    __attribute__((format(printf, 3, 0)));

static int
fail(struct parser *ps, size_t pos, const char *msg, const char *arg)
{
	char text[DIAG_MESSAGE_MAX];

	if (!ps->failed) {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
		/* msg is always one of this file's literals with one %s. */
		snprintf(text, sizeof text, msg, arg);
#pragma GCC diagnostic pop
		diag_set(ps->d, DIAG_ERROR, DIAG_COMMAND, col_at(ps, pos), 1,
		    "%s", text);
	}
	ps->failed = true;
	return -1;
}

static int
new_node(struct parser *ps, unsigned op, int a, int b, uint64_t val,
    size_t pos)
{
	struct value_prog *p = ps->p;
	struct value_node *n;

	if (p->nnodes >= VALUE_MAX_NODES)
		return fail(ps, pos, "expression too long%s", "");
	n = &p->node[p->nnodes];
	n->op = (uint8_t)op;
	n->a = (uint16_t)(a < 0 ? 0 : a);
	n->b = (uint16_t)(b < 0 ? 0 : b);
	n->col = (uint16_t)col_at(ps, pos);
	n->val = val;
	return (int)p->nnodes++;
}

static bool
is_ident(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	    (c >= '0' && c <= '9') || c == '_';
}

size_t
value_parse_uint(const char *text, size_t len, uint64_t *out)
{
	size_t i = 0;
	uint64_t v = 0;
	bool hex = false;

	if (len >= 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X')) {
		hex = true;
		i = 2;
	}
	size_t start = i;
	for (; i < len; i++) {
		unsigned c = (unsigned char)text[i], dig;

		if (c >= '0' && c <= '9')
			dig = c - '0';
		else if (hex && c >= 'a' && c <= 'f')
			dig = c - 'a' + 10;
		else if (hex && c >= 'A' && c <= 'F')
			dig = c - 'A' + 10;
		else
			break;
		if (hex ? v > (UINT64_MAX >> 4) : v > (UINT64_MAX - dig) / 10)
			return 0;
		v = hex ? v << 4 | dig : v * 10 + dig;
	}
	if (i == start)
		return 0;
	*out = v;
	return i;
}

/* A float literal: digits with a '.' or an exponent. Converted with
 * strtof after swapping in the locale's decimal point, so a program that
 * called setlocale() still reads "1.5" the same way. */
static int
parse_float(struct parser *ps, size_t start, size_t end)
{
	char buf[80];
	const char *dp = localeconv()->decimal_point;
	size_t dpl = dp != NULL && dp[0] != '\0' ? strlen(dp) : 1;
	size_t o = 0;
	char *stop;
	float f;
	uint32_t bits;

	for (size_t i = start; i < end; i++) {
		if (o + dpl + 1 >= sizeof buf)
			return fail(ps, start, "number too long%s", "");
		if (ps->s[i] == '.') {
			memcpy(buf + o, dpl > 1 || dp[0] ? dp : ".", dpl);
			o += dpl;
		} else {
			buf[o++] = ps->s[i];
		}
	}
	buf[o] = '\0';
	f = strtof(buf, &stop);
	if (*stop != '\0')
		return fail(ps, start, "bad float literal%s", "");
	memcpy(&bits, &f, sizeof bits);
	return new_node(ps, OP_FLIT, -1, -1, bits, start);
}

static int parse_expr(struct parser *ps);

static int
parse_number(struct parser *ps)
{
	size_t start = ps->pos, i = start;
	const char *s = ps->s;
	bool isfloat = false;
	uint64_t v;

	if (i + 1 < ps->len && s[i] == '0' && (s[i + 1] == 'x' ||
	    s[i + 1] == 'X')) {
		size_t n = value_parse_uint(s + i, ps->len - i, &v);

		if (n == 0)
			return fail(ps, start, "bad hex literal%s", "");
		if (ps->p->width < 64 && v >> ps->p->width)
			return fail(ps, start, "integer literal too large%s",
			    "");
		ps->pos = i + n;
		if (ps->pos < ps->len && is_ident(s[ps->pos]))
			return fail(ps, ps->pos, "unexpected '%.1s' in number",
			    s + ps->pos);
		return new_node(ps, OP_LIT, -1, -1, v, start);
	}
	while (i < ps->len && s[i] >= '0' && s[i] <= '9')
		i++;
	if (i < ps->len && s[i] == '.') {
		isfloat = true;
		i++;
		while (i < ps->len && s[i] >= '0' && s[i] <= '9')
			i++;
	}
	if (i < ps->len && (s[i] == 'e' || s[i] == 'E')) {
		size_t j = i + 1;

		if (j < ps->len && (s[j] == '+' || s[j] == '-'))
			j++;
		if (j < ps->len && s[j] >= '0' && s[j] <= '9') {
			isfloat = true;
			i = j;
			while (i < ps->len && s[i] >= '0' && s[i] <= '9')
				i++;
		}
	}
	if (i < ps->len && is_ident(s[i]))
		return fail(ps, i, "unexpected '%.1s' in number", s + i);
	ps->pos = i;
	if (isfloat)
		return parse_float(ps, start, i);
	if (value_parse_uint(s + start, i - start, &v) != i - start ||
	    (ps->p->width < 64 && v >> ps->p->width))
		return fail(ps, start, "integer literal too large%s", "");
	return new_node(ps, OP_LIT, -1, -1, v, start);
}

static int
parse_unary(struct parser *ps)
{
	size_t start;
	char c;

	skip_blanks(ps);
	start = ps->pos;
	if (ps->pos >= ps->len)
		return fail(ps, ps->pos, "expected a value%s", "");
	if (++ps->depth > 64)
		return fail(ps, start, "expression nested too deeply%s", "");
	c = ps->s[ps->pos];
	int r;
	if (c == '-' || c == '~' || c == '+') {
		ps->pos++;
		int a = parse_unary(ps);
		if (a < 0)
			return -1;
		if (c == '+')
			r = a;
		else if (c == '-' && ps->p->node[a].op == OP_FLIT) {
			/* -2.5 is the float -2.5, not the integer negation of
			 * 2.5's bits. */
			ps->p->node[a].val ^= 0x80000000u;
			r = a;
		} else {
			r = new_node(ps, c == '-' ? OP_NEG : OP_NOT, a, -1, 0,
			    start);
		}
	} else if (c == '(') {
		ps->pos++;
		r = parse_expr(ps);
		if (r < 0)
			return -1;
		skip_blanks(ps);
		if (ps->pos >= ps->len || ps->s[ps->pos] != ')')
			return fail(ps, ps->pos, "expected ')'%s", "");
		ps->pos++;
	} else if ((c >= '0' && c <= '9') || c == '.') {
		r = parse_number(ps);
	} else if (is_ident(c)) {
		size_t e = ps->pos;

		while (e < ps->len && is_ident(ps->s[e]))
			e++;
		size_t n = e - ps->pos;
		const char *w = ps->s + ps->pos;
		if (n == 4 && memcmp(w, "lane", 4) == 0) {
			if (!(ps->vars & VALUE_VAR_LANE))
				return fail(ps, start, "`lane` has no meaning "
				    "here%s", "");
			ps->pos = e;
			r = new_node(ps, OP_LANE, -1, -1, 0, start);
		} else if (n == 1 && w[0] == 'i') {
			if (!(ps->vars & VALUE_VAR_I))
				return fail(ps, start, "`i` (the word index) "
				    "only exists in :set mem[A..B]%s", "");
			ps->pos = e;
			r = new_node(ps, OP_INDEX, -1, -1, 0, start);
		} else if (n == 3 && memcmp(w, "f32", 3) == 0) {
			ps->pos = e;
			skip_blanks(ps);
			if (ps->pos >= ps->len || ps->s[ps->pos] != '(')
				return fail(ps, ps->pos, "expected '(' after "
				    "f32%s", "");
			ps->pos++;
			int a = parse_expr(ps);
			if (a < 0)
				return -1;
			skip_blanks(ps);
			if (ps->pos >= ps->len || ps->s[ps->pos] != ')')
				return fail(ps, ps->pos, "expected ')'%s", "");
			ps->pos++;
			r = new_node(ps, OP_F32, a, -1, 0, start);
		} else {
			char name[40];
			size_t k = n < sizeof name - 1 ? n : sizeof name - 1;

			memcpy(name, w, k);
			name[k] = '\0';
			return fail(ps, start, "unknown name '%s' (a value "
			    "is a number, lane, i, f32(...) or an "
			    "expression)", name);
		}
	} else {
		return fail(ps, start, "unexpected '%.1s'", ps->s + start);
	}
	ps->depth--;
	return r;
}

/* Binary levels, loosest first, with C precedence. */
static const struct level {
	const char *ops[3];
	uint8_t codes[3];
} levels[] = {
	{ { "|", NULL, NULL }, { OP_OR, 0, 0 } },
	{ { "^", NULL, NULL }, { OP_XOR, 0, 0 } },
	{ { "&", NULL, NULL }, { OP_AND, 0, 0 } },
	{ { "<<", ">>", NULL }, { OP_SHL, OP_SHR, 0 } },
	{ { "+", "-", NULL }, { OP_ADD, OP_SUB, 0 } },
	{ { "*", "/", "%" }, { OP_MUL, OP_DIV, OP_MOD } },
};
#define NLEVELS (sizeof levels / sizeof levels[0])

static int
parse_level(struct parser *ps, unsigned lv)
{
	int a;

	if (lv >= NLEVELS)
		return parse_unary(ps);
	a = parse_level(ps, lv + 1);
	for (;;) {
		unsigned k, code = 0;
		size_t opos;

		if (a < 0)
			return -1;
		skip_blanks(ps);
		opos = ps->pos;
		for (k = 0; k < 3 && levels[lv].ops[k] != NULL; k++) {
			size_t n = strlen(levels[lv].ops[k]);

			if (ps->pos + n <= ps->len && memcmp(ps->s + ps->pos,
			    levels[lv].ops[k], n) == 0) {
				code = levels[lv].codes[k];
				ps->pos += n;
				break;
			}
		}
		if (code == 0)
			return a;
		int b = parse_level(ps, lv + 1);
		if (b < 0)
			return -1;
		a = new_node(ps, code, a, b, 0, opos);
	}
}

static int
parse_expr(struct parser *ps)
{
	return parse_level(ps, 0);
}

int
value_compile(struct value_prog *p, const char *text, size_t len,
    unsigned col0, unsigned width, unsigned vars, unsigned nlanes,
    struct diag *d)
{
	struct parser ps = { p, text, len, 0, col0, vars, d, 0, false };
	int r;

	p->width = width;
	p->nnodes = 0;
	p->nlist = 0;
	skip_blanks(&ps);
	if (ps.pos < len && text[ps.pos] == '[') {
		size_t open = ps.pos;

		if (!(vars & VALUE_ALLOW_LIST))
			return fail(&ps, open, "a list has no meaning here%s",
			    "");
		ps.pos++;
		for (;;) {
			if (p->nlist >= VALUE_MAX_LIST || p->nlist >= nlanes) {
				skip_blanks(&ps);
				return fail(&ps, ps.pos, "too many values in "
				    "the list: the wave has %s lanes",
				    nlanes == 32 ? "32" : "64");
			}
			r = parse_expr(&ps);
			if (r < 0)
				return -1;
			p->root[p->nlist++] = (uint16_t)r;
			skip_blanks(&ps);
			if (ps.pos < len && ps.s[ps.pos] == ',') {
				ps.pos++;
				continue;
			}
			if (ps.pos < len && ps.s[ps.pos] == ']') {
				ps.pos++;
				break;
			}
			return fail(&ps, ps.pos, "expected ',' or ']'%s", "");
		}
		if (p->nlist != nlanes) {
			char msg[64];

			snprintf(msg, sizeof msg, "%u values for %u lanes",
			    p->nlist, nlanes);
			return fail(&ps, open, "the list must have one value "
			    "per lane: %s", msg);
		}
	} else {
		r = parse_expr(&ps);
		if (r < 0)
			return -1;
		p->root[0] = (uint16_t)r;
	}
	skip_blanks(&ps);
	if (ps.pos < len && !(text[ps.pos] == ';' || (text[ps.pos] == '/' &&
	    ps.pos + 1 < len && text[ps.pos + 1] == '/')))
		return fail(&ps, ps.pos, "unexpected '%.1s' after the value",
		    text + ps.pos);
	return 0;
}

static uint64_t
f32_bits_of_int(uint64_t v, unsigned width)
{
	float f = width == 32 ? (float)(int32_t)(uint32_t)v : (float)(int64_t)v;
	uint32_t bits;

	memcpy(&bits, &f, sizeof bits);
	return bits;
}

static int
eval_node(const struct value_prog *p, unsigned n, uint32_t lane,
    uint64_t index, uint64_t *out, struct diag *d)
{
	const struct value_node *nd = &p->node[n];
	uint64_t mask = p->width >= 64 ? ~(uint64_t)0 : 0xffffffffu;
	uint64_t a = 0, b = 0, r;

	switch (nd->op) {
	case OP_LIT:
	case OP_FLIT:
		*out = nd->val & mask;
		return 0;
	case OP_LANE:
		*out = lane;
		return 0;
	case OP_INDEX:
		*out = index & mask;
		return 0;
	default:
		break;
	}
	if (eval_node(p, nd->a, lane, index, &a, d) < 0)
		return -1;
	if (nd->op >= OP_ADD && eval_node(p, nd->b, lane, index, &b, d) < 0)
		return -1;
	switch (nd->op) {
	case OP_NEG: r = 0 - a; break;
	case OP_NOT: r = ~a; break;
	case OP_F32: r = f32_bits_of_int(a, p->width); break;
	case OP_ADD: r = a + b; break;
	case OP_SUB: r = a - b; break;
	case OP_MUL: r = a * b; break;
	case OP_DIV:
	case OP_MOD:
		if (b == 0) {
			diag_set(d, DIAG_ERROR, DIAG_COMMAND, nd->col, 1,
			    "division by zero (lane %u)", (unsigned)lane);
			return -1;
		}
		r = nd->op == OP_DIV ? a / b : a % b;
		break;
	/* Shifting by the width or more gives 0, as arithmetic would,
	 * rather than C's undefined behaviour. */
	case OP_SHL: r = b >= p->width ? 0 : a << b; break;
	case OP_SHR: r = b >= p->width ? 0 : a >> b; break;
	case OP_AND: r = a & b; break;
	case OP_OR: r = a | b; break;
	default: r = a ^ b; break;
	}
	*out = r & mask;
	return 0;
}

bool
value_uses_index(const struct value_prog *p)
{
	for (unsigned i = 0; i < p->nnodes; i++)
		if (p->node[i].op == OP_INDEX)
			return true;
	return false;
}

int
value_eval(const struct value_prog *p, uint32_t lane, uint64_t index,
    uint64_t *out, struct diag *d)
{
	unsigned root = p->nlist ? p->root[lane < p->nlist ? lane : 0]
				 : p->root[0];

	return eval_node(p, root, lane, index, out, d);
}
