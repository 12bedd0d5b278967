/* SPDX-License-Identifier: MIT */
/* Sessions: results, creation, warnings, accessors and the --json log; the
 * rest of the module is in session_*.c (session_internal.h lists them).
 * Pure core: never prints. */
#include "session.h"

#include <assert.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fp.h"
#include "memory.h"
#include "session_internal.h"
#include "session_set.h"

void
session_result_init(struct session_result *r)
{
	memset(r, 0, sizeof *r);
}

void
session_result_free(struct session_result *r)
{
	strbuf_free(&r->out);
	strbuf_free(&r->origin_text);
	strbuf_free(&r->request_path);
	strbuf_free(&r->request_text);
}

void
session_result_reset(struct session_result *r)
{
	/* Only what was used: this runs for every line of a batch. */
	if (r->out.len > 0)
		strbuf_reset(&r->out);
	if (r->origin_text.len > 0)
		strbuf_reset(&r->origin_text);
	r->ndiags = 0;
	r->error = r->executed = r->moved = r->quit = false;
	r->limit_repeat = false;
	r->directive = false;
	r->has_origin = false;
	r->origin_file[0] = '\0';
	r->origin_line = 0;
	if (r->request != SESSION_REQ_NONE) {
		r->request = SESSION_REQ_NONE;
		strbuf_reset(&r->request_path);
		strbuf_reset(&r->request_text);
		r->request_col = 0;
		r->request_lines = 0;
	}
}

void
session_add_diag(struct session_result *r, const struct diag *d)
{
	if (d->severity == DIAG_ERROR)
		r->error = true;
	if (r->ndiags < SESSION_MAX_DIAGS)
		r->diags[r->ndiags++] = *d;
	else if (d->severity == DIAG_ERROR)
		/* An error must be seen: it replaces the last warning. */
		r->diags[SESSION_MAX_DIAGS - 1] = *d;
}

void
session_errorf(struct session_result *r, unsigned col, const char *fmt, ...)
{
	struct diag d;
	va_list ap;

	d.severity = DIAG_ERROR;
	d.kind = DIAG_COMMAND;
	d.col = col ? col : 1;
	d.len = 0;
	va_start(ap, fmt);
	vsnprintf(d.message, sizeof d.message, fmt, ap);
	va_end(ap);
	session_add_diag(r, &d);
}

void
session_out_of_memory(struct session_result *r)
{
	session_errorf(r, 1, "out of memory");
}

struct session *
session_new(const struct session_options *opt)
{
	struct session *s = calloc(1, sizeof *s);

	if (s == NULL)
		return NULL;
	s->opt = *opt;
	s->arrows_first = s->arrows_last = -1;
	s->target = (uint8_t)opt->target;
	s->wave_size = (uint8_t)(opt->wave == 32 || opt->wave == 64 ?
	    opt->wave : isa_default_wave(opt->target));
	s->hist = history_new();
	s->mem = memory_new();
	s->lds = memory_new_flat(SET_LDS_BYTES);
	s->before = malloc(sizeof *s->before);
	s->tmp = malloc(sizeof *s->tmp);
	if (s->hist == NULL || s->mem == NULL || s->lds == NULL ||
	    s->before == NULL || s->tmp == NULL) {
		session_free(s);
		return NULL;
	}
	if (opt->keep_history)
		history_set_rerun(s->hist, session_rerun_step, s);
	s->cur.mem = s->mem;
	s->cur.lds = s->lds;
	wave_reset(&s->cur, s->target, s->wave_size);
	semantics_defaults(&s->sem);
	hazard_init(&s->hz, s->target);
	history_capture_init(&s->cap);
	json_log_init(&s->log);
	s->limit = SESSION_STEP_LIMIT;
	session_flow_reset(s);
	return s;
}

int
session_track_provenance(struct session *s)
{
	if (s->opt.keep_history || s->live != NULL)
		return 0;
	s->live = provenance_new();
	return s->live != NULL ? 0 : -1;
}

struct prov *
session_live_provenance(const struct session *s)
{
	return s->live;
}

void
session_free(struct session *s)
{
	if (s == NULL)
		return;
	history_free(s->hist);
	history_capture_free(&s->cap);
	memory_free(s->mem);
	memory_free(s->lds);
	json_log_free(&s->log);
	provenance_free(s->live);
	strbuf_free(&s->last_text);
	strbuf_free(&s->cmt_pending);
	strbuf_free(&s->last_caption);
	free(s->sdiags);
	strbuf_free(&s->sdiag_text);
	labels_free(&s->labels);
	session_undo_free(s);
	strbuf_free(&s->directive_text);
	free(s->pic);
	free(s->memo);
	free(s->trace);
	free(s->before);
	free(s->tmp);
	free(s);
}

/* ---- step warnings ---- */

void
session_sdiags_clear(struct session *s)
{
	s->nsdiags = 0;
	strbuf_reset(&s->sdiag_text);
}

/* Keeps warning d of instruction k. Returns 0, or -1 when out of memory
 * (nothing kept). */
int
session_sdiags_add(struct session *s, unsigned k, const struct diag *d)
{
	struct step_diag *sd;
	size_t mark = s->sdiag_text.len;

	if (s->nsdiags == s->capsdiags) {
		size_t n = s->capsdiags ? s->capsdiags * 2 : 16;
		struct step_diag *p = realloc(s->sdiags, n * sizeof *p);

		if (p == NULL)
			return -1;
		s->sdiags = p;
		s->capsdiags = n;
	}
	sd = &s->sdiags[s->nsdiags];
	sd->k = k;
	sd->col = d->col;
	sd->len = d->len;
	sd->severity = d->severity;
	sd->kind = d->kind;
	sd->msg_off = mark;
	strbuf_append(&s->sdiag_text, d->message, strlen(d->message) + 1);
	if (strbuf_failed(&s->sdiag_text)) {
		strbuf_truncate(&s->sdiag_text, mark);
		return -1;
	}
	s->nsdiags++;
	return 0;
}

/* Forgets the warnings of instructions k and after. */
void
session_sdiags_truncate(struct session *s, unsigned k)
{
	while (s->nsdiags > 0 && s->sdiags[s->nsdiags - 1].k >= k)
		s->nsdiags--;
	strbuf_truncate(&s->sdiag_text, s->nsdiags ?
	    s->sdiags[s->nsdiags - 1].msg_off +
	    strlen(s->sdiag_text.data + s->sdiags[s->nsdiags - 1].msg_off) +
	    1 : 0);
}

unsigned
session_step_diags(const struct session *s, unsigned k,
    const struct diag **out)
{
	struct session *m = (struct session *)s; /* scratch output only */
	size_t lo = 0, hi = s->nsdiags;
	unsigned n = 0;

	/* warnings belong to instructions, a step shows its instruction's */
	k = session_step_insn(s, k);

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;

		if (s->sdiags[mid].k < k)
			lo = mid + 1;
		else
			hi = mid;
	}
	while (lo + n < s->nsdiags && s->sdiags[lo + n].k == k &&
	    n < SESSION_MAX_DIAGS) {
		const struct step_diag *sd = &s->sdiags[lo + n];
		struct diag *d = &m->sdiag_out[n];

		d->severity = sd->severity;
		d->kind = sd->kind;
		d->col = sd->col;
		d->len = sd->len;
		snprintf(d->message, sizeof d->message, "%s",
		    s->sdiag_text.data + sd->msg_off);
		n++;
	}
	if (out != NULL)
		*out = n ? m->sdiag_out : NULL;
	return n;
}

/* ---- accessors ---- */

unsigned
session_program_steps(const struct session *s)
{
	return s->opt.keep_history ? session_flow_steps(s) : s->streamed;
}

long
session_last_line(const struct session *s)
{
	size_t n = history_line_count(s->hist);
	long last = 0;

	for (size_t i = 0; i < n; i++) {
		enum history_line_kind kind;
		long line = 0;
		size_t len;

		(void)history_line(s->hist, i, &kind, &line, &len);
		if (line > last)
			last = line;
	}
	return last;
}

unsigned
session_step_count(const struct session *s)
{
	return session_program_steps(s);
}

unsigned
session_position(const struct session *s)
{
	return s->pos;
}

const struct wave *
session_wave(const struct session *s)
{
	return &s->cur;
}

enum isa_target
session_target(const struct session *s)
{
	return (enum isa_target)s->target;
}

int
session_wave_size(const struct session *s)
{
	return s->wave_size;
}

enum session_format
session_get_format(const struct session *s)
{
	return s->fmt;
}

const struct semantics *
session_semantics(const struct session *s)
{
	return &s->sem;
}

size_t
session_history_bytes(const struct session *s)
{
	/* the trace too: which instruction each step ran (4 bytes a step)
	 * is what re-running a step starts from */
	return history_bytes(s->hist) + s->capsdiags * sizeof *s->sdiags +
	    s->sdiag_text.cap + s->captrace * sizeof *s->trace;
}

const char *
session_step_text(const struct session *s, unsigned k, long *line)
{
	long li;

	if (!s->opt.keep_history) {
		if (k == 0 || k != s->streamed)
			return NULL;
		if (line != NULL)
			*line = s->last_line;
		return strbuf_str(&s->last_text);
	}
	li = history_insn_line(s->hist, session_step_insn(s, k));
	if (li < 0)
		return NULL;
	return history_line(s->hist, (size_t)li, NULL, line, NULL);
}

void
session_json(struct session *s, struct strbuf *out)
{
	json_write(out, isa_target_name((enum isa_target)s->target), &s->cur,
	    &s->log);
}

void
session_json_head(const struct session *s, struct strbuf *out)
{
	json_write_head(out, isa_target_name((enum isa_target)s->target),
	    &s->cur);
}

size_t
session_program_lines(const struct session *s)
{
	return s->opt.keep_history ? history_line_count(s->hist) : 0;
}

const char *
session_program_line(const struct session *s, size_t i,
    enum history_line_kind *kind, size_t *len)
{
	assert(i < session_program_lines(s));
	return history_line(s->hist, i, kind, NULL, len);
}

long
session_program_insn_line(const struct session *s, unsigned k)
{
	return s->opt.keep_history ? history_insn_line(s->hist, k) : -1;
}

unsigned
session_insn_total(const struct session *s)
{
	return s->opt.keep_history ? history_insn_count(s->hist) : s->nfed;
}

enum session_whatif
session_whatif(const struct session *s)
{
	return (enum session_whatif)s->whatif;
}

void
session_set_whatif(struct session *s, enum session_whatif w)
{
	s->whatif = (uint8_t)w;
}

void
session_set_limit(struct session *s, unsigned long limit)
{
	s->limit = limit;
}

bool
session_raw_print(const struct session *s)
{
	return s->opt.raw_print;
}

bool
session_loading(const struct session *s)
{
	return s->loading;
}

void
session_set_format(struct session *s, enum session_format f)
{
	s->fmt = f;
	if (!s->program_loaded && !s->loading)
		s->default_fmt = f;
}

bool
session_get_arrows(const struct session *s)
{
	return s->arrows;
}

void
session_set_arrows(struct session *s, bool on, int first, int last)
{
	s->arrows = on;
	s->arrows_first = first;
	s->arrows_last = last;
}

bool
session_keeps_history(const struct session *s)
{
	return s->opt.keep_history;
}

int
session_json_drain(struct session *s, struct json_counts *done,
    struct strbuf *out[JSON_ARRAY_COUNT])
{
	/* with history a step back drops entries: they must stay */
	if (s->opt.keep_history)
		return -1;
	json_write_entries(&s->log, done, out);
	json_log_clear(&s->log);
	for (unsigned a = 0; a < JSON_ARRAY_COUNT; a++)
		if (strbuf_failed(out[a]))
			return -1;
	return 0;
}

static const char *const format_names[FMT_COUNT] = {
	"hex", "udec", "sdec", "f32", "f16x2", "bytes",
};

const char *
session_format_name(enum session_format f)
{
	return (unsigned)f < FMT_COUNT ? format_names[f] : format_names[0];
}

/* binary16 to text, exact: every f16 is a float. */
static void
f16_format(uint16_t h, char *buf, size_t size)
{
	snprintf(buf, size, "%g", (double)fp32_f(fp16_to_fp32(h)));
}

size_t
session_format_value(enum session_format f, uint32_t v, char *buf,
    size_t size)
{
	int n = 0;

	switch (f) {
	case FMT_HEX:
		n = snprintf(buf, size, "0x%08x", (unsigned)v);
		break;
	case FMT_UDEC:
		n = snprintf(buf, size, "%u", (unsigned)v);
		break;
	case FMT_SDEC:
		n = snprintf(buf, size, "%d", (int)(int32_t)v);
		break;
	case FMT_F32: {
		float x;

		memcpy(&x, &v, sizeof x);
		/* The shortest text that reads back as the same float. */
		for (int prec = 6; prec <= 9; prec++) {
			n = snprintf(buf, size, "%.*g", prec, (double)x);
			if (prec == 9 || (n > 0 && (size_t)n < size &&
			    strtof(buf, NULL) == x))
				break;
		}
		break;
	}
	case FMT_F16X2: {
		char hi[24], lo[24];

		f16_format((uint16_t)(v >> 16), hi, sizeof hi);
		f16_format((uint16_t)v, lo, sizeof lo);
		n = snprintf(buf, size, "%s|%s", hi, lo);
		break;
	}
	case FMT_BYTES:
		n = snprintf(buf, size, "%02x %02x %02x %02x", v & 0xff,
		    v >> 8 & 0xff, v >> 16 & 0xff, v >> 24);
		break;
	case FMT_COUNT:
		break; /* not a format */
	}
	return n > 0 ? (size_t)n : 0;
}
