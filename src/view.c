/* SPDX-License-Identifier: MIT */
/* Layout of the picture: title, instruction, register grids with the lane
 * geometry, the EXEC and mask bar, messages, prompt and key bar. Pure: it
 * only fills cells of a frame; see view.h. */
#include "view.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fp.h"
#include "view_int.h"

int
view_frame_resize(struct frame *f, int width, int height)
{
	struct view_cell *c;
	size_t n;

	if (width < 1)
		width = 1;
	if (height < 1)
		height = 1;
	n = (size_t)width * (size_t)height;
	if (f->cell == NULL || f->width != width || f->height != height) {
		c = realloc(f->cell, n * sizeof *c);
		if (c == NULL)
			return -1;
		f->cell = c;
		f->width = width;
		f->height = height;
	}
	for (size_t i = 0; i < n; i++)
		f->cell[i] = (struct view_cell){ ' ', VA_NORMAL, -1, 0 };
	f->cursor_x = f->cursor_y = -1;
	f->too_small = false;
	f->lanes_per_line = 0;
	return 0;
}

void
view_frame_free(struct frame *f)
{
	free(f->cell);
	f->cell = NULL;
	f->width = f->height = 0;
}

int
view_lane_at(const struct frame *f, int x, int y)
{
	if (x < 0 || y < 0 || x >= f->width || y >= f->height)
		return -1;
	return f->cell[(size_t)y * (size_t)f->width + (size_t)x].lane;
}

/* ---- drawing primitives ---- */

/* Decodes one UTF-8 sequence at *s; bad bytes come out as '?'. */
uint32_t
vw_utf8_next(const char **s)
{
	const unsigned char *p = (const unsigned char *)*s;
	uint32_t c = p[0];
	int n = 0;

	if (c < 0x80) {
		*s += 1;
		return c;
	}
	if ((c & 0xe0) == 0xc0) {
		c &= 0x1f;
		n = 1;
	} else if ((c & 0xf0) == 0xe0) {
		c &= 0x0f;
		n = 2;
	} else if ((c & 0xf8) == 0xf0) {
		c &= 0x07;
		n = 3;
	} else {
		*s += 1;
		return '?';
	}
	for (int i = 1; i <= n; i++) {
		if ((p[i] & 0xc0) != 0x80) {
			*s += i;
			return '?';
		}
		c = (c << 6) | (p[i] & 0x3f);
	}
	*s += n + 1;
	return c;
}

void
vw_putc(struct frame *f, int x, int y, uint32_t ch, unsigned attr)
{
	struct view_cell *c;

	if (x < 0 || y < 0 || x >= f->width || y >= f->height)
		return;
	c = &f->cell[(size_t)y * (size_t)f->width + (size_t)x];
	c->ch = ch;
	c->attr = (uint16_t)attr;
}

int
vw_puts(struct frame *f, int x, int y, const char *s, unsigned attr)
{
	while (*s != '\0') {
		uint32_t ch = vw_utf8_next(&s);
		/* a tab separates fields (llvm-objdump's listings): one
		 * blank; other control bytes are never sent to a terminal */
		if (ch == '\t')
			ch = ' ';
		else if (ch < 0x20 || ch == 0x7f)
			ch = '?';
		vw_putc(f, x++, y, ch, attr);
	}
	return x;
}

int
vw_printf(struct frame *f, int x, int y, unsigned attr, const char *fmt, ...)
{
	char buf[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	return vw_puts(f, x, y, buf, attr);
}

void
vw_fill(struct frame *f, int y, unsigned attr)
{
	for (int x = 0; x < f->width; x++)
		vw_putc(f, x, y, ' ', attr);
}

void
vw_set_attr(struct frame *f, int x, int y, int n, unsigned attr)
{
	for (int i = 0; i < n; i++) {
		if (x + i < 0 || x + i >= f->width || y < 0 || y >= f->height)
			continue;
		f->cell[(size_t)y * (size_t)f->width + (size_t)(x + i)].attr =
		    (uint16_t)attr;
	}
}

void
vw_set_lane(struct frame *f, int x, int y, int n, int lane)
{
	for (int i = 0; i < n; i++) {
		if (x + i < 0 || x + i >= f->width || y < 0 || y >= f->height)
			continue;
		f->cell[(size_t)y * (size_t)f->width + (size_t)(x + i)].lane =
		    (int8_t)lane;
	}
}

/* Adds flags to the attributes of n cells. */
void
vw_add_flags(struct frame *f, int x, int y, int n, unsigned flags)
{
	for (int i = 0; i < n; i++) {
		struct view_cell *c;
		if (x + i < 0 || x + i >= f->width || y < 0 || y >= f->height)
			continue;
		c = &f->cell[(size_t)y * (size_t)f->width + (size_t)(x + i)];
		c->attr = (uint16_t)(c->attr | flags);
	}
}

/* Writes text from x on row y, wrapping at the frame's width, for at most
 * maxrows rows. Returns the number of rows used. */
int
vw_put_wrapped(struct frame *f, int y, int maxrows, const char *text,
    unsigned attr)
{
	int rows = 0;
	const char *p = text;
	int w = f->width - 1;

	if (w < 10)
		w = f->width;
	while (*p != '\0' && rows < maxrows) {
		char line[1024];
		size_t len;
		const char *next = vw_wrap_line(p, w, &len);

		if (len >= sizeof line)
			len = sizeof line - 1;
		memcpy(line, p, len);
		line[len] = '\0';
		vw_puts(f, 0, y + rows, line, attr);
		rows++;
		p = next;
	}
	return rows;
}

const char *
vw_wrap_line(const char *p, int w, size_t *len)
{
	/* up to a newline or the width, broken at a space when possible;
	 * counts code points, not bytes */
	const char *q = p, *brk = NULL, *end;
	int n = 0;

	while (*q != '\0' && *q != '\n' && n < w) {
		if (*q == ' ')
			brk = q;
		(void)vw_utf8_next(&q);
		n++;
	}
	if (*q == '\0' || *q == '\n')
		end = q;
	else if (brk != NULL && brk > p)
		end = brk;
	else
		end = q;
	*len = (size_t)(end - p);
	p = end;
	while (*p == ' ')
		p++;
	if (*p == '\n')
		p++;
	return p;
}

/* Rows the wrapped text needs at the frame's width (at most limit). */
int
vw_wrapped_rows(const struct frame *f, const char *text, int limit)
{
	struct frame tmp = *f;
	int rows;

	/* measure by wrapping onto an off-frame row range: vw_putc ignores
	 * rows outside the frame, so a negative y draws nothing */
	tmp.height = 0;
	rows = vw_put_wrapped(&tmp, 0, limit, text, VA_NORMAL);
	return rows;
}

/* ---- glyphs ---- */

const struct vw_glyphs *
vw_glyphs(bool ascii)
{
	static const struct vw_glyphs utf8 = {
		.bank = 0x2502, .half = 0x2503, .hline = 0x2500,
		.larrow = "\xe2\x86\x90", .rarrow = "\xe2\x86\x92",
		.down = 0x25bc, .src_mark = 0x2534, .src_down = 0x252c,
		.on = 0x2588, .off = 0x00b7, .enter = "\xe2\x8f\x8e",
		.arrows = "\xe2\x86\x90\xe2\x86\x92\xe2\x86\x91\xe2\x86\x93",
		.sep = " \xc2\xb7 ",
	};
	static const struct vw_glyphs asc = {
		/* the half-row boundary must differ from a bank's */
		.bank = ':', .half = '|', .hline = '-', .larrow = "<",
		.rarrow = "->",
		.down = 'v', .src_mark = '+', .src_down = '+', .on = '#',
		.off = '.',
		.enter = "Enter", .arrows = "Arrows", .sep = " | ",
	};
	return ascii ? &asc : &utf8;
}

/* ---- values ---- */

/* Shortest %g rendering of d that fits in width characters. */
static void
fit_float(double d, int width, char *out, size_t size)
{
	char tmp[64];

	if (d != d) {
		snprintf(out, size, "%*s", width, "nan");
		return;
	}
	if (d > 1e300 || d < -1e300) {
		snprintf(out, size, "%*s", width, d < 0 ? "-inf" : "inf");
		return;
	}
	/* A whole number under 1e9 (most values a lesson shows): %.9g
	 * prints its digits, which fit or go on to the loop; written by
	 * hand, as the f32 grids of a frame format hundreds of values and
	 * snprintf was a tenth of the first frame's instructions. -0 and
	 * fractions take the loop. */
	if (d > -1e9 && d < 1e9 && d == (double)(long long)d &&
	    !(d == 0 && 1 / d < 0) && width >= 0 && (size_t)width < size) {
		char dig[16];
		int n = 0, len;
		unsigned long long u = d < 0 ? (unsigned long long)-(long long)d
		    : (unsigned long long)d;

		do {
			dig[n++] = (char)('0' + u % 10);
			u /= 10;
		} while (u != 0);
		len = n + (d < 0 ? 1 : 0);
		if (len <= width) {
			int k = 0;
			while (k < width - len)
				out[k++] = ' ';
			if (d < 0)
				out[k++] = '-';
			while (n > 0)
				out[k++] = dig[--n];
			out[k] = '\0';
			return;
		}
	}
	for (int prec = 9; prec >= 1; prec--) {
		snprintf(tmp, sizeof tmp, "%.*g", prec, d);
		if ((int)strlen(tmp) <= width) {
			snprintf(out, size, "%*s", width, tmp);
			return;
		}
	}
	/* %.0e of a large exponent: drop the '+' and leading zeros */
	snprintf(tmp, sizeof tmp, "%.0e", d);
	{
		char *e = strchr(tmp, 'e');
		if (e != NULL) {
			char *r = e + 1;
			char *w = e + 1;
			if (*r == '+')
				r++;
			else if (*r == '-')
				*w++ = *r++;
			while (*r == '0' && r[1] != '\0')
				r++;
			memmove(w, r, strlen(r) + 1);
		}
	}
	snprintf(out, size, "%*.*s", width, width, tmp);
}

static void
fit_int(long long v, int width, char *out, size_t size)
{
	char tmp[32];

	snprintf(tmp, sizeof tmp, "%lld", v);
	if ((int)strlen(tmp) <= width)
		snprintf(out, size, "%*s", width, tmp);
	else
		fit_float((double)v, width, out, size);
}

void
view_format_value(uint32_t v, enum session_format fmt, char buf[9])
{
	float f;
	char a[16], b[16];

	switch (fmt) {
	case FMT_UDEC:
		fit_int((long long)v, 8, buf, 9);
		break;
	case FMT_SDEC:
		fit_int((long long)(int32_t)v, 8, buf, 9);
		break;
	case FMT_F32:
		memcpy(&f, &v, sizeof f);
		fit_float((double)f, 8, buf, 9);
		break;
	case FMT_F16X2:
		/* high half on the left, as the bits read */
		fit_float((double)fp32_f(fp16_to_fp32((uint16_t)(v >> 16))), 4, a,
		    sizeof a);
		fit_float((double)fp32_f(fp16_to_fp32((uint16_t)v)), 4, b,
		    sizeof b);
		snprintf(buf, 9, "%.4s%.4s", a, b);
		break;
	case FMT_BYTES:
		/* memory order: byte 0 first */
		snprintf(buf, 9, "%02x%02x%02x%02x", v & 0xff,
		    (v >> 8) & 0xff, (v >> 16) & 0xff, v >> 24);
		break;
	case FMT_HEX:
	default:
		snprintf(buf, 9, "%08x", v);
		break;
	}
}

/* ---- small text helpers shared with view_explain.c ---- */

void
view_lane_list(struct strbuf *sb, lanemask_t m, unsigned max_items)
{
	unsigned items = 0;
	bool first = true;

	for (int i = 0; i < 64; i++) {
		int j;

		if (!(m >> i & 1))
			continue;
		j = i;
		while (j + 1 < 64 && (m >> (j + 1) & 1))
			j++;
		if (items == max_items) {
			strbuf_puts(sb, ", ...");
			return;
		}
		strbuf_puts(sb, first ? "" : ", ");
		first = false;
		if (j > i + 1)
			strbuf_printf(sb, "%d-%d", i, j);
		else if (j == i + 1)
			strbuf_printf(sb, "%d, %d", i, j);
		else
			strbuf_printf(sb, "%d", i);
		items++;
		i = j;
	}
}

/* sN or ttmpN (a range as s[a:b]): a ttmp in a register list is its
 * sgpr[] slot after s105 (wave.h). */
static void
scalar_name(const struct operand *o, char *buf, size_t size)
{
	bool t = o->kind == OPND_TTMP || o->reg >= WAVE_TTMP_SLOT;
	unsigned r = o->kind == OPND_SGPR && t ? o->reg - WAVE_TTMP_SLOT :
	    o->reg;

	if (o->count > 1)
		snprintf(buf, size, "%s[%u:%u]", t ? "ttmp" : "s", r,
		    r + o->count - 1);
	else
		snprintf(buf, size, "%s%u", t ? "ttmp" : "s", r);
}

void
vw_reg_name(const struct operand *o, char *buf, size_t size)
{
	switch (o->kind) {
	case OPND_VGPR:
		if (o->count > 1)
			snprintf(buf, size, "%c[%u:%u]",
			    WAVE_VGPR_NAME(o->reg),
			    wave_vgpr_number(o->reg) + o->count - 1);
		else
			snprintf(buf, size, "%c%u", WAVE_VGPR_NAME(o->reg));
		break;
	case OPND_AGPR:
		if (o->count > 1)
			snprintf(buf, size, "a[%u:%u]", o->reg,
			    o->reg + o->count - 1);
		else
			snprintf(buf, size, "a%u", o->reg);
		break;
	case OPND_FLAT_SCRATCH:
		snprintf(buf, size, "%s", o->count == 2 ? "flat_scratch" :
		    o->reg ? "flat_scratch_hi" : "flat_scratch_lo");
		break;
	case OPND_SGPR:
		if (o->reg >= WAVE_FLAT_SCRATCH_SLOT) {
			char n[WAVE_SGPR_NAME_MAX];
			snprintf(buf, size, "%s", o->count == 2 ?
			    "flat_scratch" : wave_sgpr_name(o->reg, n));
			break;
		}
		scalar_name(o, buf, size);
		break;
	case OPND_TTMP:
		scalar_name(o, buf, size);
		break;
	case OPND_VCC: snprintf(buf, size, "vcc"); break;
	case OPND_VCC_LO: snprintf(buf, size, "vcc_lo"); break;
	case OPND_VCC_HI: snprintf(buf, size, "vcc_hi"); break;
	case OPND_EXEC: snprintf(buf, size, "exec"); break;
	case OPND_EXEC_LO: snprintf(buf, size, "exec_lo"); break;
	case OPND_EXEC_HI: snprintf(buf, size, "exec_hi"); break;
	case OPND_M0: snprintf(buf, size, "m0"); break;
	case OPND_SCC: snprintf(buf, size, "scc"); break;
	case OPND_CONST:
	case OPND_LITERAL:
		snprintf(buf, size, "0x%llx", (unsigned long long)o->value);
		break;
	default:
		snprintf(buf, size, "-");
		break;
	}
}
