/* SPDX-License-Identifier: MIT */
/* The LDS bank picture (view_lds.h). Pure. */
#include "view_lds.h"

#include "isa.h"

static const char *
verb_of(const struct lds_step *s)
{
	return s->is_load ? "read" : s->is_store ? "write" : "atomic";
}

void
view_lds_row(const struct lds_step *s, unsigned W, unsigned row,
    struct strbuf *out)
{
	char why[200];
	unsigned b;

	switch (row) {
	case 0:
		strbuf_printf(out, "LDS %s: %d lanes, %u byte%s x %u; banks "
		    "checked %u lanes at a time: %u pass%s in the worst "
		    "group, conflict degree %u, %u cycles (estimate)",
		    verb_of(s), __builtin_popcountll(s->lanes &
		    wave_all_lanes(W)), s->elem_bytes, s->elem_bytes == 1 ?
		    "" : "s", s->elems, s->group_lanes, s->degree,
		    s->degree == 1 ? "" : "es", s->degree, s->cycles);
		if (s->out_of_range)
			strbuf_printf(out, "; %d lane%s out of range (read 0, "
			    "write dropped)", __builtin_popcountll(
			    s->out_of_range), __builtin_popcountll(
			    s->out_of_range) == 1 ? "" : "s");
		break;
	case 1:
		strbuf_puts(out, "bank  ");
		for (b = 0; b < LDS_BANKS; b++)
			strbuf_printf(out, "%3u", b);
		break;
	case 2:
		strbuf_puts(out, "lanes ");
		for (b = 0; b < LDS_BANKS; b++) {
			int n = __builtin_popcountll(s->bank_lanes[b] &
			    wave_all_lanes(W));
			if (n == 0)
				strbuf_puts(out, "  .");
			else
				strbuf_printf(out, "%3d", n);
		}
		break;
	case 3:
		strbuf_puts(out, "dwords");
		for (b = 0; b < LDS_BANKS; b++) {
			unsigned n = s->bank_dwords[b];
			if (n == 0)
				strbuf_puts(out, "  .");
			else if (n > 1)
				strbuf_printf(out, "%2u!", n);
			else
				strbuf_printf(out, "%3u", n);
		}
		if (s->worst_group >= 0)
			strbuf_printf(out, "  (lanes %u-%u)",
			    (unsigned)s->worst_group * s->group_lanes,
			    (unsigned)s->worst_group * s->group_lanes +
			    s->group_lanes - 1u);
		break;
	default:
		lds_explain(s, why, sizeof why);
		strbuf_puts(out, why);
		strbuf_putc(out, '.');
		break;
	}
}

void
view_lds_text(const struct lds_step *s, unsigned W, struct strbuf *out)
{
	for (unsigned row = 0; row < VIEW_LDS_ROWS; row++) {
		view_lds_row(s, W, row, out);
		strbuf_putc(out, '\n');
	}
}
