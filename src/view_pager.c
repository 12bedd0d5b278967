/* SPDX-License-Identifier: MIT */
/* The pager's picture: a long text word-wrapped to the window, a page of
 * it from a given line, search matches marked, and a status line. */
#include "config.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "view_int.h"

/* The wrap width of a frame width width: as the message area wraps. */
static int
wrap_width(int width)
{
	return width - 1 >= 10 ? width - 1 : (width > 0 ? width : 1);
}

/* Where the wrapped rest of a line starts: after the first gap of two
 * blanks or more ("  n, Space   one step forward" continues under
 * "one"), else under its first word; within the first half of w, so that
 * the rest still has room. */
static int
hang_of(const char *p, int w)
{
	int col = 0, lead = 0, blanks = 0;
	bool word = false;

	while (*p == ' ') {
		p++;
		lead++;
	}
	col = lead;
	while (*p != '\0' && *p != '\n' && col < w / 2) {
		if (*p == ' ') {
			blanks++;
		} else {
			if (word && blanks >= 2)
				return col;
			word = true;
			blanks = 0;
		}
		(void)vw_utf8_next(&p);
		col++;
	}
	return lead < w / 2 ? lead : 0;
}

/* Walks the wrapped lines of a text: each line's bytes and the column
 * it starts at (a line's continuations hang under its first column of
 * text after a gap, as a table of keys or a list reads). */
struct pg_iter {
	const char *p;
	int hang;
	bool cont;      /* the next line continues the same text line */
};

static bool
pg_next(struct pg_iter *it, int w, const char **s, size_t *len, int *x)
{
	const char *next;

	if (*it->p == '\0')
		return false;
	if (!it->cont)
		it->hang = hang_of(it->p, w);
	*x = it->cont ? it->hang : 0;
	*s = it->p;
	next = vw_wrap_line(it->p, w - *x, len);
	it->cont = memchr(*s + *len, '\n', (size_t)(next - (*s + *len))) ==
	    NULL;
	it->p = next;
	return true;
}

int
view_pager_lines(const char *text, int width)
{
	int w = wrap_width(width), n = 0, x;
	struct pg_iter it = { text, 0, false };
	const char *s;
	size_t len;

	while (pg_next(&it, w, &s, &len, &x))
		n++;
	return n;
}

int
view_pager_page(int height)
{
	return height - 2 >= 1 ? height - 2 : 1;
}

/* Where needle starts in the len bytes at s, ignoring ASCII case; NULL
 * when it is not there. */
static const char *
find_in(const char *s, size_t len, const char *needle)
{
	size_t n = strlen(needle);

	if (n == 0 || n > len)
		return NULL;
	for (size_t i = 0; i + n <= len; i++) {
		size_t k = 0;

		while (k < n && tolower((unsigned char)s[i + k]) ==
		    tolower((unsigned char)needle[k]))
			k++;
		if (k == n)
			return s + i;
	}
	return NULL;
}

int
view_pager_find(const char *text, int width, int from, const char *needle,
    bool backward)
{
	int w = wrap_width(width), i = 0, found = -1, x;
	struct pg_iter it = { text, 0, false };
	const char *p;
	size_t len;

	if (needle == NULL || needle[0] == '\0')
		return -1;
	while (pg_next(&it, w, &p, &len, &x)) {
		if (find_in(p, len, needle) != NULL) {
			if (!backward && i >= from)
				return i;
			if (backward && i <= from)
				found = i;
		}
		if (backward && i >= from)
			break;
		i++;
	}
	return found;
}

/* Draws one wrapped line from column x0 of row y, marking the matches
 * of search. */
static void
put_line(struct frame *f, int x0, int y, const char *s, size_t len,
    const char *search)
{
	char line[1024];
	const char *hit, *from = line;
	size_t n = strlen(search != NULL ? search : "");

	if (len >= sizeof line)
		len = sizeof line - 1;
	memcpy(line, s, len);
	line[len] = '\0';
	vw_puts(f, x0, y, line, VA_NORMAL);
	if (n == 0)
		return;
	while ((hit = find_in(from, len - (size_t)(from - line), search)) !=
	    NULL) {
		/* columns are code points: count those before the hit */
		const char *q = line;
		int x = x0, m = 0;

		while (q < hit) {
			(void)vw_utf8_next(&q);
			x++;
		}
		while (q < hit + n) {
			(void)vw_utf8_next(&q);
			m++;
		}
		vw_set_attr(f, x, y, m, VA_SELECTED);
		from = hit + n;
	}
}

int
view_pager_build(struct frame *f, const struct view_pager *p)
{
	int w = wrap_width(f->width), page = view_pager_page(f->height);
	int total = view_pager_lines(p->text, f->width), i = 0, y = 1, x;
	struct pg_iter it = { p->text, 0, false };
	const char *s;
	char status[256];
	size_t len;

	if (view_frame_resize(f, f->width, f->height) < 0)
		return -1;
	f->too_small = false;
	f->lanes_per_line = 0;
	f->msg_cut = 0;
	f->cursor_x = f->cursor_y = -1;
	vw_fill(f, 0, VA_TITLE);
	vw_printf(f, 0, 0, VA_TITLE, " lanescope %s %s", p->ascii ? "-" :
	    "\xe2\x80\x94", p->title != NULL ? p->title : "");
	while (y <= page && pg_next(&it, w, &s, &len, &x)) {
		if (i >= p->top)
			put_line(f, x, y++, s, len, p->search);
		i++;
	}
	for (; y <= page && y < f->height - 1; y++)
		vw_putc(f, 0, y, '~', VA_DIM);
	vw_fill(f, f->height - 1, VA_KEYBAR);
	if (p->typing != NULL) {
		vw_printf(f, 0, f->height - 1, VA_KEYBAR, "/%s", p->typing);
		f->cursor_x = 1 + (int)strlen(p->typing);
		f->cursor_y = f->height - 1;
		return 0;
	}
	{
		int last = p->top + page < total ? p->top + page : total;

		/* q first: a narrow window cuts the end of the line */
		snprintf(status, sizeof status, " lines %d-%d of %d%s%s%s  "
		    "q back, Space/b page, j/k line, g/G ends, / search, "
		    "n/N next", total > 0 ? p->top + 1 : 0, last, total,
		    last >= total ? " (end)" : "",
		    p->note != NULL && p->note[0] != '\0' ? ": " : "",
		    p->note != NULL ? p->note : "");
	}
	vw_puts(f, 0, f->height - 1, status, VA_KEYBAR);
	return 0;
}
