/* SPDX-License-Identifier: MIT */
/* Assembler lexing and operands: registers, ranges, special registers,
 * inline constants and literals, source modifiers. Pure, no allocation. */
#include "asm_int.h"

#include <float.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fp.h"

/* Identifier bytes mapped to their lower-case form, 0 for bytes that end
 * an identifier: one lookup per byte of every mnemonic and modifier. */
#define UL(c) [(c) - 'a' + 'A'] = (c), [c] = (c)
static const unsigned char ident_map[256] = {
	['_'] = '_', ['.'] = '.',
	['0'] = '0', ['1'] = '1', ['2'] = '2', ['3'] = '3', ['4'] = '4',
	['5'] = '5', ['6'] = '6', ['7'] = '7', ['8'] = '8', ['9'] = '9',
	UL('a'), UL('b'), UL('c'), UL('d'), UL('e'), UL('f'),
	UL('g'), UL('h'), UL('i'), UL('j'), UL('k'), UL('l'),
	UL('m'), UL('n'), UL('o'), UL('p'), UL('q'), UL('r'),
	UL('s'), UL('t'), UL('u'), UL('v'), UL('w'), UL('x'),
	UL('y'), UL('z'),
};

#undef UL

static unsigned char
ident_lower(int ch)
{
	return ch < 0 ? 0 : ident_map[ch & 0xff];
}

static bool
is_ident_start(int ch)
{
	return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') ||
	       ch == '_' || ch == '.';
}

static bool
is_ident_char(int ch)
{
	return ident_lower(ch) != 0;
}

/* Copies an identifier, lower-cased, into buf; returns its length in the
 * line (0 when there is none). A name longer than buf is still consumed
 * whole, and buf then holds a prefix. */
size_t
cur_ident(struct cursor *c, char *buf, size_t size)
{
	size_t start, i, n = c->n, k, lim;
	const char *s = c->s;
	unsigned char ch;

	if (!is_ident_start(cur_peek(c))) {
		buf[0] = '\0';
		return 0;
	}
	start = i = c->i;
#if ASM_RUN16
	/* Most names are lower case and shorter than 16 bytes: one vector
	 * test and one copy. An upper-case letter takes the byte loop. */
	if (i + 16 <= c->vec_end && size > 16) {
		unsigned r = asm_name_run16(s + i, true, false);
		if (r < 16 && ident_map[(unsigned char)s[i + r]] == 0) {
			memcpy(buf, s + i, 16);
			buf[r] = '\0';
			c->i = i + r;
			return r;
		}
	}
#endif
	/* Locals, not c->i: stores through buf (a char pointer) could alias
	 * the cursor and would force a reload per byte. */
	lim = n - i < size - 1 ? n : i + size - 1;
	while (i < lim && (ch = ident_map[(unsigned char)s[i]]) != 0)
		buf[i++ - start] = (char)ch;
	k = i - start;
	/* a longer name is consumed whole; buf keeps its prefix */
	while (i < n && ident_map[(unsigned char)s[i]] != 0)
		i++;
	buf[k] = '\0';
	c->i = i;
	return i - start;
}

/* The format attribute lets the compiler check every caller's format
 * (clang's -Wformat-nonliteral asks for it on a va_list forwarder). */
static int __attribute__((format(printf, 6, 0)))
vset(struct cursor *c, enum diag_severity sev, enum diag_kind kind,
    unsigned col, unsigned len, const char *fmt, va_list ap)
{
	char msg[DIAG_MESSAGE_MAX];

	vsnprintf(msg, sizeof msg, fmt, ap);
	diag_set(c->d, sev, kind, col, len, "%s", msg);
	return -1;
}

int
cur_error(struct cursor *c, unsigned col, unsigned len, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vset(c, DIAG_ERROR, DIAG_SYNTAX, col, len, fmt, ap);
	va_end(ap);
	return -1;
}

int
cur_error_kind(struct cursor *c, enum diag_kind kind, unsigned col,
    unsigned len, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vset(c, DIAG_ERROR, kind, col, len, fmt, ap);
	va_end(ap);
	return -1;
}

void
cur_note(struct cursor *c, unsigned col, unsigned len, const char *fmt, ...)
{
	va_list ap;

	/* Keep the first note: it names the first CLRX spelling. */
	if (c->d->message[0] != '\0')
		return;
	va_start(ap, fmt);
	vset(c, DIAG_NOTE, DIAG_NOTE_KIND, col, len, fmt, ap);
	va_end(ap);
}

static int
digit_value(int ch)
{
	if (ch >= '0' && ch <= '9')
		return ch - '0';
	if (ch >= 'a' && ch <= 'f')
		return ch - 'a' + 10;
	if (ch >= 'A' && ch <= 'F')
		return ch - 'A' + 10;
	return 99;
}

/* Reads digits in base; saturates instead of overflowing so that a
 * 40-digit number is reported as out of range, not wrapped. */
static bool
read_digits(struct cursor *c, unsigned base, uint64_t *out)
{
	uint64_t v = 0;
	size_t start = c->i;
	bool big = false;

	if (base == 10) {
		/* The common case, without the general digit table, and with
		 * the cursor in locals. */
		const char *s = c->s;
		size_t i = start, n = c->n;
		while (i < n && (unsigned)(s[i] - '0') < 10) {
			unsigned dv = (unsigned)(s[i] - '0');
			/* No division: anything this large saturates. */
			if (v >= UINT64_MAX / 10)
				big = true;
			else
				v = v * 10 + dv;
			i++;
		}
		c->i = i;
		*out = big ? UINT64_MAX : v;
		return i > start;
	}
	while (c->i < c->n && digit_value((unsigned char)c->s[c->i]) <
				  (int)base) {
		unsigned dv = (unsigned)digit_value((unsigned char)c->s[c->i]);
		if (v > (UINT64_MAX - dv) / base)
			big = true;
		else
			v = v * base + dv;
		c->i++;
	}
	*out = big ? UINT64_MAX : v;
	return c->i > start;
}

/* The fast path of cur_int for the usual operands: a short decimal, or
 * 0x and up to 15 hex digits, without sign, not followed by a name
 * character. Anything else, errors included, returns false having
 * consumed nothing, for the general path. */
static bool
plain_number(struct cursor *c, int64_t *out)
{
	const char *s = c->s;
	size_t i = c->i, n = c->n, j = i, end;
	int64_t v = 0;
	int d;

	if (i + 2 < n && s[i] == '0' && (s[i + 1] == 'x' || s[i + 1] == 'X')) {
		end = i + 17 < n ? i + 17 : n;
		for (j = i + 2; j < end &&
		     (d = digit_value((unsigned char)s[j])) < 16; j++)
			v = v * 16 + d;
		if (j == i + 2)
			return false;
	} else {
		end = i + 18 < n ? i + 18 : n;
		for (; j < end && (unsigned)(s[j] - '0') < 10; j++)
			v = v * 10 + (s[j] - '0');
		if (j == i)
			return false;
	}
	if (j < n && ident_map[(unsigned char)s[j]] != 0)
		return false;
	c->i = j;
	*out = v;
	return true;
}

int
cur_int(struct cursor *c, int64_t *out)
{
	bool neg = false;
	uint64_t v;
	unsigned col;

	cur_skip_blanks(c);
	if (plain_number(c, out))
		return 0;
	col = cur_col(c);
	if (cur_peek(c) == '-') {
		neg = true;
		c->i++;
	}
	if (c->i + 1 < c->n && c->s[c->i] == '0' &&
	    (c->s[c->i + 1] == 'x' || c->s[c->i + 1] == 'X')) {
		c->i += 2;
		if (!read_digits(c, 16, &v))
			return cur_error(c, col, 2,
			    "invalid hexadecimal number");
	} else if (c->i + 1 < c->n && c->s[c->i] == '0' &&
		   (c->s[c->i + 1] == 'b' || c->s[c->i + 1] == 'B') &&
		   c->i + 2 < c->n &&
		   (c->s[c->i + 2] == '0' || c->s[c->i + 2] == '1')) {
		c->i += 2;
		read_digits(c, 2, &v);
	} else if (!read_digits(c, 10, &v)) {
		/* llvm-mc: a name here is a symbol it cannot evaluate; any
		 * other token cannot start an expression. */
		if (is_ident_start(cur_peek(c)))
			return cur_error(c, col, 1,
			    "expected absolute expression");
		return cur_error(c, col, 1, "unknown token in expression");
	}
	if (is_ident_char(cur_peek(c)))
		return cur_error(c, col, (unsigned)(c->i - col + 2),
		    "invalid number");
	if (v > (uint64_t)INT64_MAX)
		v = (uint64_t)INT64_MAX;
	*out = neg ? -(int64_t)v : (int64_t)v;
	return 0;
}

unsigned
asm_operand_bits(const struct isa_info *row)
{
	if (row->type == ISA_TY_F16)
		return 16;
	if (row->type == ISA_TY_B64)
		return 64;
	return 32;
}

/* Float inline constants in code order 240..248: 0.5, -0.5, 1.0, -1.0,
 * 2.0, -2.0, 4.0, -4.0, 1/(2*pi), as f16, f32 and f64 bit patterns. */
static const uint16_t inline_f16[9] = {
	0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000, 0xc000, 0x4400, 0xc400, 0x3118,
};
static const uint32_t inline_f32[9] = {
	0x3f000000, 0xbf000000, 0x3f800000, 0xbf800000, 0x40000000,
	0xc0000000, 0x40800000, 0xc0800000, 0x3e22f983,
};
static const uint64_t inline_f64[9] = {
	0x3fe0000000000000, 0xbfe0000000000000, 0x3ff0000000000000,
	0xbff0000000000000, 0x4000000000000000, 0xc000000000000000,
	0x4010000000000000, 0xc010000000000000, 0x3fc45f306dc9c882,
};

/* Makes *o the float inline constant whose bits-wide pattern is pat, if
 * there is one (code 240..248); false and *o untouched otherwise. */
static bool
float_inline(struct operand *o, uint64_t pat, unsigned bits)
{
	for (unsigned k = 0; k < 9; k++) {
		bool hit = bits == 16 ? pat == inline_f16[k]
			 : bits == 64 ? pat == inline_f64[k]
				      : pat == inline_f32[k];
		if (hit) {
			o->kind = OPND_CONST;
			o->field = (uint8_t)(240 + k);
			o->value = pat;
			return true;
		}
	}
	return false;
}

bool
asm_fold_const_mods(struct operand *o, unsigned bits)
{
	uint64_t pat, sign;
	int64_t as_int;

	if ((o->kind != OPND_CONST && o->kind != OPND_LITERAL) ||
	    !(o->mods & (OPND_MOD_NEG | OPND_MOD_ABS)) ||
	    (o->mods & ~(OPND_MOD_NEG | OPND_MOD_ABS)))
		return false;
	/* llvm-mc 19 keeps an integer constant of an f64 operand in VOP3
	 * (-|1| stays -|1|); a float one it folds. */
	if (bits == 64 && o->kind == OPND_CONST && o->field < 240)
		return false;
	if (bits == 64)
		pat = o->kind == OPND_LITERAL ? o->value << 32 : o->value;
	else
		pat = o->value & (bits == 16 ? 0xffffu : 0xffffffffu);
	sign = 1ull << (bits - 1);
	if (o->mods & OPND_MOD_ABS)
		pat &= ~sign;
	if (o->mods & OPND_MOD_NEG)
		pat ^= sign;
	o->mods = 0;
	/* The new bits are encoded as any constant is: an integer -16..64,
	 * then the float inline constants, then a literal. */
	as_int = bits == 16 ? (int16_t)pat : bits == 32 ? (int32_t)pat
						       : (int64_t)pat;
	if (as_int >= -16 && as_int <= 64) {
		o->kind = OPND_CONST;
		o->field = (uint8_t)(as_int >= 0 ? 128 + as_int : 192 - as_int);
		o->value = bits == 64 ? (uint64_t)as_int
				      : (uint32_t)(int32_t)as_int;
		return true;
	}
	if (float_inline(o, pat, bits))
		return true;
	o->kind = OPND_LITERAL;
	o->field = 255;
	o->value = bits == 64 ? pat >> 32 : pat;
	return true;
}

uint64_t
asm_float_inline_bits(unsigned code, unsigned bits)
{
	if (code < 240 || code > 248)
		return 0;
	return bits == 16 ? inline_f16[code - 240] : bits == 64 ?
	    inline_f64[code - 240] : inline_f32[code - 240];
}

uint32_t
asm_pk_inline_bits(unsigned code, enum isa_pk_fmt fmt)
{
	if (code < 240 || code > 248)
		return 0;
	/* a bf16 constant is the f32 one's high half, 1/(2*pi) cut (not
	 * rounded) to 0x3e22, as llvm-mc 19 reads 0x3e22 as that constant
	 * and keeps 0x3e23 a literal */
	if (fmt == ISA_PKF_BF16)
		return inline_f32[code - 240] >> 16;
	return fmt == ISA_PKF_F16 ? inline_f16[code - 240]
				  : inline_f32[code - 240];
}

static uint32_t
f32_bits(double f)
{
	float x = (float)f;
	uint32_t u;

	memcpy(&u, &x, sizeof u);
	return u;
}

int
asm_classify_const(struct cursor *c, struct operand *o, bool is_float,
    double f, int64_t i, unsigned col)
{
	unsigned bits = c->opnd_bits ? c->opnd_bits : asm_operand_bits(c->row);
	/* (VOPD's dot2acc reads f16 pairs, as an f16 VOP3P row) */
	enum isa_pk_fmt fmt = c->row->type == ISA_TY_F16 ? ISA_PKF_F16
							  : ISA_PKF_F32;

	o->count = bits == 64 ? 2 : 1;
	if (isa_sf16_wide_consts(c->row->family, c->row->type == ISA_TY_F16))
		bits = 32;
	if (c->row->flags & ISA_F_VOP3P) {
		unsigned k = (unsigned)(o - c->in->src);
		fmt = isa_pk_src_fmt(c->row->type == ISA_TY_F16, c->row->aux,
		    k < 3 ? k : 0);
		if (fmt == ISA_PKF_F32)
			bits = 32;
	}
	/* ---- mixed-precision fma and float dot products (branch
	 * s5-16float) ---- */
	/* a float written for a bf16 source: f32, then nearest even to
	 * bf16; an inline constant's bits are that constant, others a
	 * literal in the low half (llvm-mc 19: 1.5 is 0x3fc0) */
	if (fmt == ISA_PKF_BF16 && is_float) {
		uint32_t u = f32_bits(f), h;
		if (isnan(f) || isinf((float)f))
			return cur_error(c, col, 1, "invalid operand for "
			    "instruction (%g does not fit a bf16)", f);
		h = (u + 0x7fffu + (u >> 16 & 1)) >> 16;
		if (u == 0x3e22f983u) /* 1/(2*pi) is its inline constant */
			h = 0x3e22u;
		return asm_classify_const(c, o, false, 0, (int64_t)h, col);
	}
	o->col = (uint16_t)col;
	/* ---- packed math, VOP3P (branch vop3p16c) ---- */
	/* A packed row's integer is a 32-bit value (llvm-mc 19: 0xffff
	 * stays a literal, not -1); an f16 row takes the bits of an f16
	 * inline constant (0x3c00) as that constant, an integer row those of
	 * an f32 one. The operand's value is what the source reads: an f16
	 * constant in the low half, 0 above (LLVM's AMDGPUBaseInfo.cpp,
	 * getInlineEncodingV216, on the hardware's behaviour). */
	/* (VOPD's v_dual_dot2acc_f32_f16 reads f16 pairs the same way) */
	/* (a mix row's sources are single f16 operands to llvm-mc 19: 0xffff
	 * is -1, 0x10000 is refused, as for a VOP3 f16 row) */
	if ((((c->row->flags & ISA_F_VOP3P) && !isa_pk_mix(c->row->aux)) ||
	     c->row->sem == SEM_DOT2ACC_F16) && !is_float) {
		if (i < INT32_MIN || i > (int64_t)UINT32_MAX)
			return cur_error(c, col, 1, "invalid operand for "
			    "instruction (literal must fit in 32 bits)");
		if ((int32_t)(uint32_t)i >= -16 && (int32_t)(uint32_t)i <= 64) {
			i = (int32_t)(uint32_t)i;
			o->kind = OPND_CONST;
			o->field = (uint8_t)(i >= 0 ? 128 + i : 192 - i);
			o->value = (uint32_t)(int32_t)i;
			return 0;
		}
		for (unsigned k = 0; k < 9; k++) {
			if ((uint32_t)i == asm_pk_inline_bits(240 + k, fmt)) {
				o->kind = OPND_CONST;
				o->field = (uint8_t)(240 + k);
				o->value = (uint32_t)i;
				return 0;
			}
		}
		o->kind = OPND_LITERAL;
		o->field = 255;
		o->value = (uint32_t)i;
		return 0;
	}
	if (!is_float && i >= -16 && i <= 64) {
		o->kind = OPND_CONST;
		o->field = (uint8_t)(i >= 0 ? 128 + i : 192 - i);
		o->value = bits == 64 ? (uint64_t)i : (uint32_t)(int32_t)i;
		return 0;
	}
	uint64_t pat;
	if (is_float) {
		/* Rounded to the operand's format, nearest even, as LLVM's
		 * APFloat converts the literal (from the double directly: a
		 * detour through f32 would round twice). Refused, as llvm-mc
		 * refuses them: overflow, and underflow, which APFloat
		 * reports for a result that is subnormal or zero and
		 * inexact. 65519.0 is 65504 for an f16; 2^-15 is an exact
		 * f16 subnormal and stays. */
		double back;
		bool tiny, overflow;
		if (bits == 16) {
			pat = fp16_from_double(f);
			back = (double)fp32_f(fp16_to_fp32((uint16_t)pat));
			overflow = (pat & 0x7fffu) == 0x7c00u;
			tiny = (pat & 0x7c00u) == 0;
		} else if (bits == 32) {
			float g = (float)f;
			pat = f32_bits(f);
			back = (double)g;
			overflow = isinf(g);
			tiny = fabsf(g) < FLT_MIN;
		} else {
			/* No conversion: strtod's double is the operand
			 * (llvm-mc takes 2^-1074 as the constant 1). */
			pat = fp64_u(f);
			back = f;
			overflow = false;
			tiny = false;
		}
		/* An infinity written as such (1e999 reads as one) converts
		 * exactly, and llvm-mc encodes it. */
		if ((overflow && !isinf(f)) || f != f)
			return cur_error(c, col, 1, "invalid operand for "
			    "instruction (%g does not fit a %u-bit float)", f,
			    bits);
		if (tiny && back != f)
			return cur_error(c, col, 1, "invalid operand for "
			    "instruction (%g underflows a %u-bit float)", f,
			    bits);
		/* Bits that read as an integer -16..64 are that integer's
		 * inline constant (llvm-mc encodes 2^-149 for an f32 as the
		 * constant 1). */
		{
			int64_t as_int = bits == 16 ? (int16_t)pat
				       : bits == 32 ? (int32_t)pat
						    : (int64_t)pat;
			if (as_int >= -16 && as_int <= 64)
				return asm_classify_const(c, o, false, 0,
				    as_int, col);
		}
	} else if (bits == 16) {
		/* llvm-mc truncates an integer for a 16-bit operand. */
		if (i < INT16_MIN || i > (int64_t)UINT16_MAX)
			return cur_error(c, col, 1, "invalid operand for "
			    "instruction (16-bit operand: -32768..65535)");
		pat = (uint16_t)i;
		if ((int16_t)pat >= -16 && (int16_t)pat <= 64)
			return asm_classify_const(c, o, false, 0,
			    (int16_t)pat, col);
	} else if ((c->int16 || (c->row->family == ISA_SOPC &&
	    c->row->type == ISA_TY_F16)) && bits == 32) {
		/* (gfx12's SOPC f16 compares take integers the same way in
		 * llvm-mc 19: 0xffffffff is refused, not the constant -1,
		 * and -32768 is the literal 0x8000) */
		/* ---- 16-bit integer sources (branch vop3p16c) ---- */
		/* llvm-mc 19 takes -32768..65535 and encodes the low 16
		 * bits: -32768 is the literal 0x8000, 0xffff is no -1 */
		if (i < INT16_MIN || i > (int64_t)UINT16_MAX)
			return cur_error(c, col, 1, "invalid operand for "
			    "instruction (a 16-bit integer operand: "
			    "-32768..65535)");
		pat = (uint16_t)i;
	} else if (bits == 64 && (c->row->flags & ISA_F_FLOAT)) {
		/* ---- f64 operands (branch vop3p16c) ---- */
		/* llvm-mc 19 reads a 32-bit integer as the high dword of
		 * the f64 (0x3ff00000 is the inline constant 1.0) and a
		 * 64-bit one as the whole f64, which must then be an inline
		 * constant */
		uint64_t u = (uint64_t)i;
		bool wide = i < INT32_MIN || i > (int64_t)UINT32_MAX;
		uint64_t hi = wide ? u : (uint64_t)(uint32_t)i << 32;
		for (unsigned k = 0; k < 9; k++) {
			if (hi == inline_f64[k]) {
				o->kind = OPND_CONST;
				o->field = (uint8_t)(240 + k);
				o->value = hi;
				return 0;
			}
		}
		if (wide)
			return cur_error(c, col, 1, "invalid operand for "
			    "instruction (a 64-bit f64 value must be an inline "
			    "constant; a 32-bit one is the f64's high dword)");
		o->kind = OPND_LITERAL;
		o->field = 255;
		o->value = (uint32_t)i;
		return 0;
	} else {
		if (i < INT32_MIN || i > (int64_t)UINT32_MAX)
			return cur_error(c, col, 1,
			    "invalid operand for instruction (literal must "
			    "fit in 32 bits)");
		pat = bits == 64 ? (uint64_t)i : (uint32_t)i;
		/* 0xffffffff is the inline constant -1 for a 32-bit
		 * operand, as llvm-mc encodes it. */
		if (bits == 32 && (int32_t)(uint32_t)i >= -16 &&
		    (int32_t)(uint32_t)i <= 64)
			return asm_classify_const(c, o, false, 0,
			    (int32_t)(uint32_t)i, col);
	}
	if (float_inline(o, pat, bits))
		return 0;
	if (bits == 64 && is_float && !(c->row->flags & ISA_F_FLOAT))
		return cur_error(c, col, 1, "invalid operand for instruction "
		    "(a 64-bit integer operand takes a float only as an inline "
		    "constant: 0.5, 1.0, 2.0, 4.0, their negatives, "
		    "0.15915494309189532)");
	/* an f64 literal is the f64's high dword (branch vop3p16c; llvm-mc
	 * 19 warns that the low one is dropped) */
	if (bits == 64 && is_float && (pat & 0xffffffffu) != 0)
		cur_note(c, col, 1, "the f64 literal keeps its high 32 bits "
		    "only (0x%08x): the low 32 bits are set to zero, as llvm-mc "
		    "warns", (unsigned)(pat >> 32));
	o->kind = OPND_LITERAL;
	o->field = 255;
	if (bits == 16 && is_float)
		o->value = pat & 0xffff;
	else if (bits == 64 && is_float)
		o->value = pat >> 32; /* fp64 literal: the high dword */
	else
		o->value = pat;
	return 0;
}

/* Reads a decimal register number after a register prefix. */
static int
reg_number(struct cursor *c, unsigned *out)
{
	uint64_t v;
	unsigned col = cur_col(c);
	const char *s = c->s;
	size_t i = c->i;

	/* Up to three digits without branching on how many there are
	 * (v1, v17, v200 alternate at random): most register numbers. */
	if (i + 3 <= c->n) {
		unsigned a = (unsigned)(s[i] - '0');
		unsigned b = (unsigned)(s[i + 1] - '0');
		unsigned d = (unsigned)(s[i + 2] - '0');
		bool two = b < 10, three = two && d < 10;
		size_t w = 1 + (size_t)two + (size_t)three;
		if (a < 10 && (i + w >= c->n ||
			       (unsigned)(s[i + w] - '0') >= 10)) {
			unsigned ab = a * 10 + b;
			*out = three ? ab * 10 + d : two ? ab : a;
			c->i = i + w;
			return 0;
		}
	}
	if (!read_digits(c, 10, &v))
		return cur_error(c, col, 1, "expected a register number");
	*out = v > 9999 ? 9999 : (unsigned)v;
	return 0;
}

/* v[a:b], s[a:b], v[a] after the prefix letter. */
static int
reg_range(struct cursor *c, unsigned *first, unsigned *count, unsigned col)
{
	unsigned a = 0, b;

	c->i++; /* '[' */
	cur_skip_blanks(c);
	col = cur_col(c); /* llvm-mc points at the first index */
	if (reg_number(c, &a) != 0)
		return -1;
	b = a;
	if (cur_accept(c, ':')) {
		cur_skip_blanks(c);
		if (reg_number(c, &b) != 0)
			return -1;
	}
	if (!cur_accept(c, ']'))
		return cur_error(c, cur_col(c), 1,
		    "expected a closing square bracket");
	if (b < a)
		return cur_error(c, col, (unsigned)(c->i + 1 - col),
		    "first register index should not exceed second index");
	*first = a;
	*count = b - a + 1;
	return 0;
}

/* The index after a register prefix (v, s, a, ttmp) at c: a number or
 * a [a:b] range; col is the operand's. *bare (if bare is not NULL) says
 * a plain number was read, which a name may continue (v1x is not a
 * register). */
static int
reg_index(struct cursor *c, unsigned col, unsigned *first, unsigned *count,
    bool *bare)
{
	bool plain = cur_peek(c) != '[';

	if (bare != NULL)
		*bare = plain;
	if (!plain)
		return reg_range(c, first, count, col);
	*count = 1;
	return reg_number(c, first);
}

static const struct {
	const char *name;
	uint8_t len;
	uint8_t kind;
	uint8_t count;
} special_regs[] = {
	{ "vcc", 3, OPND_VCC, 2 },         { "vcc_lo", 6, OPND_VCC_LO, 1 },
	{ "vcc_hi", 6, OPND_VCC_HI, 1 },   { "exec", 4, OPND_EXEC, 2 },
	{ "exec_lo", 7, OPND_EXEC_LO, 1 }, { "exec_hi", 7, OPND_EXEC_HI, 1 },
	{ "m0", 2, OPND_M0, 1 },           { "scc", 3, OPND_SCC, 1 },
	{ "src_scc", 7, OPND_SCC, 1 },
	{ "null", 4, OPND_NULL, 1 },       { "off", 3, OPND_OFF, 1 },
};

/* Register names llvm-mc knows beyond special_regs (which lanescope
 * reads as operands): as a branch target they are invalid operands, not
 * labels. */
static const char *const other_register_words[] = {
	"flat_scratch", "flat_scratch_lo", "flat_scratch_hi", "xnack_mask",
	"xnack_mask_lo", "xnack_mask_hi", "tba", "tba_lo", "tba_hi", "tma",
	"tma_lo", "tma_hi", "vccz", "execz", "lds_direct", "src_vccz",
	"src_execz", "src_lds_direct", "src_shared_base", "src_shared_limit",
	"src_private_base", "src_private_limit", "src_pops_exiting_wave_id",
	"shared_base", "shared_limit", "private_base", "private_limit",
	"pops_exiting_wave_id",
};

/* Whether the n characters at p are a digit run (n >= 1). */
static bool
all_digits(const char *p, size_t n)
{
	for (size_t k = 0; k < n; k++)
		if (p[k] < '0' || p[k] > '9')
			return false;
	return n > 0;
}

bool
asm_register_word(const char *p, size_t n)
{
	if (n >= 2 && (p[0] == 'v' || p[0] == 's' || p[0] == 'a') &&
	    all_digits(p + 1, n - 1))
		return true;
	if (n > 4 && strncmp(p, "ttmp", 4) == 0 && all_digits(p + 4, n - 4))
		return true;
	for (size_t k = 0; k < sizeof special_regs / sizeof *special_regs;
	    k++)
		if (special_regs[k].kind != OPND_OFF &&
		    n == special_regs[k].len &&
		    memcmp(p, special_regs[k].name, n) == 0)
			return true;
	for (size_t k = 0; k < sizeof other_register_words /
	    sizeof *other_register_words; k++)
		if (strlen(other_register_words[k]) == n &&
		    memcmp(p, other_register_words[k], n) == 0)
			return true;
	return false;
}

/* An accumulation register aN or a[N:M] at c (gfx90a, gfx942; branch
 * s7-16agpr): as read_register. Targets without AGPRs refuse it as a
 * register they lack, as llvm-mc 19 does, except in a memory row, where
 * llvm-mc 19 reads it and then refuses it by its place (check_slot). */
static int
read_agpr(struct cursor *c, struct operand *o)
{
	size_t save = c->i;
	unsigned col = cur_col(c), first = 0, count = 1;
	bool bare;

	c->i++;
	if (reg_index(c, col, &first, &count, &bare) != 0)
		return -1;
	if (bare && is_ident_char(cur_peek(c))) {
		c->i = save;
		return 1;
	}
	if (!c->ft->agprs &&
	    (c->row == NULL || !isa_is_vector_memory(c->row)))
		return cur_error_kind(c, DIAG_TARGET, col,
		    (unsigned)(c->i - save), "register not available on this "
		    "GPU (the accumulation registers a0..a255 exist on gfx90a "
		    "and gfx942)");
	if (first + count > 256)
		return cur_error(c, col, (unsigned)(c->i - save),
		    "register index is out of range (a0..a255)");
	if (c->ft->vgpr_tuple_even && count >= 2 && (first & 1))
		return cur_error(c, col, (unsigned)(c->i - save),
		    "invalid register class: vgpr tuples must be 64 bit "
		    "aligned (gfx90a: start at an even AGPR)");
	o->kind = OPND_AGPR;
	o->reg = (uint16_t)first;
	o->count = (uint8_t)count;
	o->col = (uint16_t)col;
	return 0;
}

/* vN.l or vN.h at the cursor (on the '.'): a true16 half, which only an
 * ISA_F_T16 row takes; its .h goes into the op_sel bit of the operand
 * (asm.h's struct insn: bit k for source k, ISA_OPSEL_DST for d). */
static int
read_t16_half(struct cursor *c, struct operand *o, unsigned reg,
    unsigned col, size_t save)
{
	bool hi = c->s[c->i + 1] == 'h';
	unsigned len = (unsigned)(c->i + 2 - save);

	if (!(c->row->flags & ISA_F_T16))
		return cur_error(c, col, len, "invalid operand for "
		    "instruction (the true16 halves vN.l and vN.h are taken "
		    "by v_mov_b16 only here; llvm-mc 19 spells %s with "
		    "whole VGPRs)", c->row->name);
	/* the VOP1 word has 7 bits of VGPR and the half in bit 7; llvm-mc
	 * 19 says this of v128 and up there */
	if (reg > 127)
		return cur_error_kind(c, DIAG_TARGET, col, len, "operands "
		    "are not valid for this GPU or mode (%s names v0..v127 "
		    "halves in its VOP1 form)", c->row->name);
	c->i += 2;
	if (hi) {
		if (o == &c->in->dst)
			c->in->op_sel |= ISA_OPSEL_DST;
		else if (o >= c->in->src && o < c->in->src + 3)
			c->in->op_sel |= (uint8_t)(1u << (o - c->in->src));
	}
	o->kind = OPND_VGPR;
	o->reg = (uint16_t)reg;
	o->count = 1;
	o->col = (uint16_t)col;
	return 0;
}

/* A register operand; returns 1 when the text is not a register. */
static int
read_register(struct cursor *c, struct operand *o)
{
	size_t save = c->i;
	unsigned col = cur_col(c);
	int ch = cur_peek(c);
	unsigned first = 0, count = 0, max;
	char name[ASM_TOKEN_MAX];
	size_t len;

	if (ch == 'a' && c->i + 1 < c->n &&
	    (c->s[c->i + 1] == '[' ||
	     (c->s[c->i + 1] >= '0' && c->s[c->i + 1] <= '9')))
		return read_agpr(c, o);
	if ((ch == 'v' || ch == 's') && c->i + 1 < c->n &&
	    (c->s[c->i + 1] == '[' ||
	     (c->s[c->i + 1] >= '0' && c->s[c->i + 1] <= '9'))) {
		bool vgpr = ch == 'v', bare;
		c->i++;
		if (reg_index(c, col, &first, &count, &bare) != 0)
			return -1;
		if (bare) {
			if (vgpr && cur_peek(c) == '.' && c->i + 1 < c->n &&
			    (c->s[c->i + 1] == 'l' || c->s[c->i + 1] == 'h') &&
			    (c->i + 2 >= c->n || !is_ident_char(c->s[c->i + 2])))
				return read_t16_half(c, o, first, col, save);
			if (is_ident_char(cur_peek(c))) {
				c->i = save;
				return 1;
			}
		}
		if (vgpr && (c->row->flags & ISA_F_T16))
			return cur_error(c, col, (unsigned)(c->i - save),
			    "invalid operand for instruction (%s takes the "
			    "16-bit halves vN.l and vN.h)", c->row->name);
		max = vgpr ? 256 : c->ft->nsgpr;
		if (first + count > max)
			return cur_error(c, col, (unsigned)(c->i - save),
			    "register index is out of range (%s0..%s%u)",
			    vgpr ? "v" : "s", vgpr ? "v" : "s", max - 1);
		if (!vgpr && count == 2 && (first & 1))
			return cur_error(c, col, (unsigned)(c->i - save),
			    "invalid register alignment (64-bit SGPR ranges "
			    "start at an even register)");
		if (!vgpr && count > 2 && (first & 3))
			return cur_error(c, col, (unsigned)(c->i - save),
			    "invalid register alignment (SGPR ranges of 4 or "
			    "more start at a multiple of 4)");
		if (vgpr && c->ft->vgpr_tuple_even && count >= 2 &&
		    (first & 1))
			return cur_error(c, col, (unsigned)(c->i - save),
			    "invalid register class: vgpr tuples must be 64 "
			    "bit aligned (gfx90a: start at an even VGPR)");
		o->kind = vgpr ? OPND_VGPR : OPND_SGPR;
		o->reg = (uint16_t)first;
		o->count = (uint8_t)count;
		o->col = (uint16_t)col;
		return 0;
	}
	if (c->i + 4 < c->n && memcmp(c->s + c->i, "ttmp", 4) == 0 &&
	    (c->s[c->i + 4] == '[' ||
	     (c->s[c->i + 4] >= '0' && c->s[c->i + 4] <= '9'))) {
		unsigned tmax = c->ft->ttmp_count;
		c->i += 4;
		if (reg_index(c, col, &first, &count, NULL) != 0)
			return -1;
		if (first + count > tmax)
			return cur_error_kind(c, DIAG_TARGET, col,
			    (unsigned)(c->i - save), "register not available "
			    "on this GPU (ttmp0..ttmp%u on %s)", tmax - 1,
			    isa_target_name(c->target));
		if ((count == 2 && (first & 1)) || (count > 2 && (first & 3)))
			return cur_error(c, col, (unsigned)(c->i - save),
			    "invalid register alignment");
		o->kind = OPND_TTMP;
		o->reg = (uint16_t)first;
		o->count = (uint8_t)count;
		o->col = (uint16_t)col;
		return 0;
	}
	len = cur_ident(c, name, sizeof name);
	if (len == 0)
		return 1;
	if (len >= 12 && asm_same_name(name, "flat_scratch", 12) &&
	    (len == 12 || (len == 15 && (asm_same_name(name + 12, "_lo", 3) ||
	    asm_same_name(name + 12, "_hi", 3))))) {
		/* gfx8/gfx9's operand codes 102/103, just above their 102
		 * SGPRs; gfx10 on have no such operand (llvm-mc 19) */
		if (c->ft->nsgpr != 102)
			return cur_error_kind(c, DIAG_TARGET, col,
			    (unsigned)len, "register not available on this "
			    "GPU (flat_scratch is an operand up to gfx942; "
			    "%s has none)", isa_target_name(c->target));
		o->kind = OPND_FLAT_SCRATCH;
		o->reg = len == 15 && (name[13] == 'h' || name[13] == 'H');
		o->count = len == 12 ? 2 : 1;
		o->col = (uint16_t)col;
		return 0;
	}
	for (size_t k = 0; k < sizeof special_regs / sizeof *special_regs;
	     k++) {
		if (name[0] != special_regs[k].name[0] ||
		    len != special_regs[k].len ||
		    !asm_same_name(name, special_regs[k].name, len))
			continue;
		if (special_regs[k].kind == OPND_NULL &&
		    !c->ft->null_reg)
			return cur_error_kind(c, DIAG_TARGET, col,
			    (unsigned)len, "'null' operand is not supported "
			    "on this GPU (null exists from gfx1010 on)");
		o->kind = special_regs[k].kind;
		o->count = special_regs[k].count;
		o->col = (uint16_t)col;
		return 0;
	}
	c->i = save;
	return 1;
}

/* Where a symbol starts in the operand from c->i to the next comma, or
 * SIZE_MAX: a name that is not inside a number (the x of 0x1f, the e of
 * 1e5 follow a digit). */
static size_t
find_symbol(const struct cursor *c)
{
	for (size_t j = c->i; j < c->n && c->s[j] != ','; j++)
		if (is_ident_start((unsigned char)c->s[j]) &&
		    (j == c->i || !is_ident_char((unsigned char)c->s[j - 1])))
			return j;
	return SIZE_MAX;
}

/* Whether the name at c->s[at] is a register's (v1, s[0:1], vcc...), not
 * a symbol: `(v1` is a syntax error, not a symbolic expression. */
static bool
register_name(const struct cursor *c, size_t at)
{
	static const char *const words[] = {
		"vcc", "exec", "m0", "scc", "null", "ttmp", "off",
	};
	const char *p = c->s + at;
	size_t n = 0;

	while (at + n < c->n && is_ident_char((unsigned char)p[n]))
		n++;
	if (n >= 2 && (p[0] == 'v' || p[0] == 's' || p[0] == 'a') &&
	    p[1] >= '0' && p[1] <= '9')
		return true;
	if (n == 1 && (p[0] == 'v' || p[0] == 's' || p[0] == 'a'))
		return true; /* v[0:1] */
	for (size_t k = 0; k < sizeof words / sizeof *words; k++)
		if (n >= strlen(words[k]) &&
		    strncmp(p, words[k], strlen(words[k])) == 0)
			return true;
	return false;
}

/* The error for a symbol at c->s[at]: llvm-mc reads one as an expression
 * to relocate, but lanescope has no symbols, so it names the token as
 * written (not lower-cased). */
static int
symbol_error(struct cursor *c, size_t at)
{
	size_t end = at + 1;

	while (end < c->n && (is_ident_char((unsigned char)c->s[end]) ||
	    c->s[end] == '$'))
		end++;
	return cur_error(c, (unsigned)at + 1, (unsigned)(end - at),
	    "symbols are not supported by lanescope (found '%.*s'; an "
	    "operand is a register or a constant)", (int)(end - at),
	    c->s + at);
}

/* True when the '-' at the cursor is followed, after any blanks, by a
 * digit: the sign of a number rather than a modifier. */
static bool
minus_signs_number(const struct cursor *c)
{
	size_t j = c->i + 1;

	while (j < c->n && (c->s[j] == ' ' || c->s[j] == '\t'))
		j++;
	return j < c->n && c->s[j] >= '0' && c->s[j] <= '9';
}

/* A number: integer or floating point, with an optional leading '-' that
 * blanks may follow ("- 1" is -1 to llvm-mc). */
static int
read_number(struct cursor *c, struct operand *o)
{
	unsigned col = cur_col(c);
	size_t j;
	bool is_float = false, neg = false;

	if (c->i < c->n && c->s[c->i] == '-' && minus_signs_number(c)) {
		neg = true;
		c->i++;
		cur_skip_blanks(c);
	}
	j = c->i;
	if (j < c->n && c->s[j] == '-')
		j++;
	if (!(j + 1 < c->n && c->s[j] == '0' &&
	      (c->s[j + 1] == 'x' || c->s[j + 1] == 'X'))) {
		size_t k = j;
		while (k < c->n && c->s[k] >= '0' && c->s[k] <= '9')
			k++;
		if (k > j && k < c->n &&
		    (c->s[k] == '.' || c->s[k] == 'e' || c->s[k] == 'E'))
			is_float = true;
	}
	if (is_float) {
		char tmp[64];
		size_t k = c->i, m = 0;
		while (k < c->n && m + 1 < sizeof tmp &&
		       (strchr("0123456789.eE+-", c->s[k]) != NULL)) {
			if ((c->s[k] == '+' || c->s[k] == '-') && m > 0 &&
			    tmp[m - 1] != 'e' && tmp[m - 1] != 'E')
				break;
			tmp[m++] = c->s[k++];
		}
		tmp[m] = '\0';
		char *end;
		double f = strtod(tmp, &end);
		if ((size_t)(end - tmp) != m || is_ident_char(
						      k < c->n ? c->s[k] : 0))
			return cur_error(c, col, (unsigned)m,
			    "invalid floating-point number");
		c->i = k;
		return asm_classify_const(c, o, true, neg ? -f : f, 0, col);
	}
	int64_t v;
	if (cur_int(c, &v) != 0)
		return -1;
	if (neg)
		v = v == INT64_MIN ? INT64_MAX : -v;
	/* 0+MIO_BN_N*2: an expression over a symbol, from compiler output. */
	if (c->i < c->n && c->s[c->i] != '\0' &&
	    strchr("+-*/&|^<>()", c->s[c->i]) != NULL &&
	    !(c->in_bars && c->s[c->i] == '|') &&
	    find_symbol(c) != SIZE_MAX)
		return symbol_error(c, find_symbol(c));
	return asm_classify_const(c, o, false, 0, v, col);
}

/* Operand without the outer -, |..|, abs/neg/sext wrappers. */
static int
read_plain(struct cursor *c, struct operand *o)
{
	int ch, r;

	cur_skip_blanks(c);
	ch = cur_peek(c);
	if (ch == '-' || (ch >= '0' && ch <= '9'))
		return read_number(c, o);
	r = read_register(c, o);
	if (r <= 0)
		return r;
	if (ch < 0)
		return cur_error(c, c->in->col, 1,
		    "too few operands for instruction");
	if (is_ident_start(ch)) {
		char name[ASM_TOKEN_MAX];
		unsigned col = cur_col(c);
		size_t at = c->i, len = cur_ident(c, name, sizeof name);

		/* `name:` is a modifier where an operand was due. */
		if (c->i < c->n && c->s[c->i] != ':')
			return symbol_error(c, at);
		if (c->i >= c->n)
			return symbol_error(c, at);
		return cur_error(c, col, (unsigned)len, "invalid operand for "
		    "instruction (expected a register or a constant, found "
		    "'%s')", name);
	}
	if (ch == '(' && find_symbol(c) != SIZE_MAX &&
	    !register_name(c, find_symbol(c)))
		return symbol_error(c, find_symbol(c));
	return cur_error(c, cur_col(c), 1, "unknown token in expression");
}

/* Name followed by '(' at the cursor, e.g. "abs(": consumes both. */
static bool
accept_call(struct cursor *c, const char *name)
{
	size_t len = strlen(name);

	if (c->i >= c->n || c->s[c->i] != name[0])
		return false;
	if (c->i + len < c->n && strncmp(c->s + c->i, name, len) == 0 &&
	    c->s[c->i + len] == '(') {
		c->i += len + 1;
		return true;
	}
	return false;
}

static int
close_paren(struct cursor *c)
{
	if (!cur_accept(c, ')'))
		return cur_error(c, cur_col(c), 1,
		    "expected closing parentheses");
	return 0;
}

/* The most common operand, one VGPR v0..v255 written plainly, read
 * without the general path (read_register); anything else, errors
 * included, returns false having consumed nothing. */
static bool
single_vgpr(struct cursor *c, struct operand *o)
{
	const char *s = c->s;
	size_t i = c->i, n = c->n, j = i + 1;
	size_t end = i + 4 < n ? i + 4 : n;
	unsigned r = 0;
	struct operand t;

	if (j >= n || (unsigned)(s[j] - '0') >= 10)
		return false;
	for (; j < end && (unsigned)(s[j] - '0') < 10; j++)
		r = r * 10 + (unsigned)(s[j] - '0');
	if ((j < n && ident_map[(unsigned char)s[j]] != 0) ||
	    r >= 256) /* read_register reports v256 and up */
		return false;
	/* a true16 row takes halves only: read_register says so */
	if (c->row->flags & ISA_F_T16)
		return false;
	/* Built whole and stored at once: a later wide load of these bytes
	 * (check_slot reads kind and mods together) stalls when they were
	 * written by several smaller stores. */
	t.kind = OPND_VGPR;
	t.count = 1;
	t.mods = 0;
	t.field = 0;
	t.reg = (uint16_t)r;
	t.col = (uint16_t)(i + 1);
	t.value = 0;
	*o = t;
	c->i = j;
	return true;
}

int
asm_read_operand(struct cursor *c, struct operand *o)
{
	unsigned col;
	uint8_t mods = 0;
	int r;

	cur_skip_blanks(c);
	if (c->i < c->n && c->s[c->i] == 'v' && single_vgpr(c, o))
		return 0;
	memset(o, 0, sizeof *o);
	col = cur_col(c);
	if (c->i >= c->n)
		return cur_error(c, c->in->col, 1,
		    "too few operands for instruction");
	/* "-" before a register or |..| is the NEG modifier; before a number
	 * it is the sign of the constant, blanks between or not (llvm-mc
	 * reads "-1" and "- 1" alike as the inline constant -1, not
	 * neg(1)). */
	if (cur_peek(c) == '-' && !minus_signs_number(c)) {
		mods |= OPND_MOD_NEG;
		c->i++;
		cur_skip_blanks(c);
	}
	switch (cur_peek(c)) {
	case 'n':
	case 's':
	case 'a':
	case '|':
		break;
	default:
		/* Neither a modifier call nor |x|: the common case. */
		if (read_plain(c, o) != 0)
			return -1;
		o->mods |= mods;
		if (mods)
			o->col = (uint16_t)col;
		return 0;
	}
	if (accept_call(c, "neg")) {
		if (mods & OPND_MOD_NEG)
			return cur_error(c, col, 1, "invalid syntax, "
			    "expected 'neg' modifier");
		mods |= OPND_MOD_NEG;
		if (asm_read_operand(c, o) != 0)
			return -1;
		o->mods |= mods;
		o->col = (uint16_t)col;
		return close_paren(c);
	}
	if (accept_call(c, "sext")) {
		if (read_plain(c, o) != 0)
			return -1;
		o->mods |= (uint8_t)(mods | OPND_MOD_SEXT);
		o->col = (uint16_t)col;
		return close_paren(c);
	}
	if (accept_call(c, "abs")) {
		if (read_plain(c, o) != 0)
			return -1;
		o->mods |= (uint8_t)(mods | OPND_MOD_ABS);
		o->col = (uint16_t)col;
		return close_paren(c);
	}
	if (cur_peek(c) == '|') {
		c->i++;
		c->in_bars = true;
		r = read_plain(c, o);
		c->in_bars = false;
		if (r != 0)
			return -1;
		if (!cur_accept(c, '|'))
			return cur_error(c, cur_col(c), 1,
			    "expected vertical bar");
		o->mods |= (uint8_t)(mods | OPND_MOD_ABS);
		o->col = (uint16_t)col;
		return 0;
	}
	if (read_plain(c, o) != 0)
		return -1;
	o->mods |= mods;
	if (mods)
		o->col = (uint16_t)col;
	return 0;
}

unsigned
asm_edit_distance(const char *a, size_t alen, const char *b, size_t blen,
    unsigned limit)
{
	/* Levenshtein distance, one row at a time, computed only inside
	 * the band |i - j| <= limit: a cell outside it is already more than
	 * limit. The search stops as soon as a whole row exceeds limit,
	 * which for an unrelated word happens within a few letters; the
	 * "did you mean" search measures an unknown word against every row
	 * of the table, so this is what keeps a typo cheap. */
	const unsigned over = limit + 1;
	unsigned row[ASM_TOKEN_MAX + 1];

	if (alen > ASM_TOKEN_MAX)
		alen = ASM_TOKEN_MAX;
	if (blen > ASM_TOKEN_MAX)
		blen = ASM_TOKEN_MAX;
	if ((alen > blen ? alen - blen : blen - alen) > limit)
		return over;
	for (size_t j = 0; j <= blen; j++)
		row[j] = j <= limit ? (unsigned)j : over;
	for (size_t i = 1; i <= alen; i++) {
		size_t lo = i > limit ? i - limit : 1;
		size_t hi = i + limit < blen ? i + limit : blen;
		unsigned diag = row[lo - 1];
		unsigned row_min;

		/* The cell left of the band: column 0 is i deletions. */
		row[lo - 1] = lo == 1 && i <= limit ? (unsigned)i : over;
		row_min = row[lo - 1];
		for (size_t j = lo; j <= hi; j++) {
			unsigned up = row[j];
			unsigned best = diag + (a[i - 1] != b[j - 1]);

			if (up + 1 < best)
				best = up + 1;
			if (row[j - 1] + 1 < best)
				best = row[j - 1] + 1;
			if (best > over)
				best = over;
			row[j] = best;
			diag = up;
			if (best < row_min)
				row_min = best;
		}
		if (row_min > limit)
			return over;
	}
	return row[blen] > limit ? over : row[blen];
}

void
asm_targets_having(enum isa_id id, char *buf, size_t size)
{
	size_t pos = 0;

	buf[0] = '\0';
	for (unsigned t = 0; t < ISA_TARGET_COUNT; t++) {
		if (!isa_on_target(id, (enum isa_target)t) &&
		    asm_renamed_row(id, (enum isa_target)t) == ISA_ID_COUNT)
			continue;
		int n = snprintf(buf + pos, size - pos, "%s%s",
		    pos ? ", " : "", isa_target_name((enum isa_target)t));
		if (n < 0 || (size_t)n >= size - pos)
			break;
		pos += (size_t)n;
	}
}
