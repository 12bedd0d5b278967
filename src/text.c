/* SPDX-License-Identifier: MIT */
/* Frame to plain text; see text.h. */
#include "text.h"

#include <string.h>

static void
put_utf8(struct strbuf *sb, uint32_t c)
{
	char b[4];

	if (c < 0x80) {
		strbuf_putc(sb, (char)c);
	} else if (c < 0x800) {
		b[0] = (char)(0xc0 | c >> 6);
		b[1] = (char)(0x80 | (c & 0x3f));
		strbuf_append(sb, b, 2);
	} else if (c < 0x10000) {
		b[0] = (char)(0xe0 | c >> 12);
		b[1] = (char)(0x80 | (c >> 6 & 0x3f));
		b[2] = (char)(0x80 | (c & 0x3f));
		strbuf_append(sb, b, 3);
	} else {
		b[0] = (char)(0xf0 | c >> 18);
		b[1] = (char)(0x80 | (c >> 12 & 0x3f));
		b[2] = (char)(0x80 | (c >> 6 & 0x3f));
		b[3] = (char)(0x80 | (c & 0x3f));
		strbuf_append(sb, b, 4);
	}
}

void
text_frame(const struct frame *f, struct strbuf *out)
{
	int last = f->height - 1;

	/* drop trailing empty rows */
	for (; last >= 0; last--) {
		const struct view_cell *row = &f->cell[(size_t)last *
		    (size_t)f->width];
		int x;
		for (x = 0; x < f->width && row[x].ch == ' '; x++)
			;
		if (x < f->width)
			break;
	}
	for (int y = 0; y <= last; y++) {
		const struct view_cell *row = &f->cell[(size_t)y *
		    (size_t)f->width];
		int end = f->width;

		/* a changed value is followed by a '*' in the blank after it */
		while (end > 0 && row[end - 1].ch == ' ' &&
		    !(end >= 2 && row[end - 2].ch != ' ' &&
		    (row[end - 2].attr & VF_CHANGED)))
			end--;
		if (end < f->width && end > 0 && row[end - 1].ch != ' ' &&
		    (row[end - 1].attr & VF_CHANGED))
			end++;
		for (int x = 0; x < end; x++) {
			uint32_t ch = row[x].ch;
			if (ch == ' ' && x > 0 && row[x - 1].ch != ' ' &&
			    (row[x - 1].attr & VF_CHANGED))
				ch = '*';
			put_utf8(out, ch);
		}
		strbuf_putc(out, '\n');
	}
}

int
text_picture(const struct view_input *in, enum session_format fmt,
    bool ascii, int width, int cursor_lane, int phase, struct strbuf *out)
{
	struct frame f;
	struct view_ui ui;
	int rc;

	memset(&f, 0, sizeof f);
	memset(&ui, 0, sizeof ui);
	ui.cursor_lane = cursor_lane;
	ui.format = fmt;
	ui.ascii = ascii;
	ui.plain = true;
	ui.phase = phase;
	f.width = width > 0 ? width : 80;
	rc = view_build(&f, in, &ui);
	if (rc == 0)
		text_frame(&f, out);
	view_frame_free(&f);
	return rc;
}

int
text_step(const struct view_input *in, enum session_format fmt, bool ascii,
    int width, int cursor_lane, struct strbuf *out)
{
	bool permute = in->step != NULL && (in->step->kind == STEP_PERMUTE ||
	    in->step->kind == STEP_BPERMUTE);

	if (permute && text_picture(in, fmt, ascii, width, cursor_lane, 0,
	    out) != 0)
		return -1;
	return text_picture(in, fmt, ascii, width, cursor_lane, 1, out);
}

int
text_insn_line(const struct view_input *in, int width, struct strbuf *out)
{
	struct frame f;
	struct view_ui ui;

	memset(&f, 0, sizeof f);
	memset(&ui, 0, sizeof ui);
	ui.plain = true;
	if (view_frame_resize(&f, width > 0 ? width : 80, 1) < 0)
		return -1;
	view_build_insn_line(&f, in, &ui);
	text_frame(&f, out);
	view_frame_free(&f);
	return strbuf_failed(out) ? -1 : 0;
}
