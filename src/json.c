/* SPDX-License-Identifier: MIT */
/* The --json object of cli.md; see json.h. */
#include "json.h"

#include <stdlib.h>
#include <string.h>

#include "array.h"
#include "isa.h"
#include "memory.h"

struct json_step {
	long line;
	unsigned k;
	size_t text_off;
	uint32_t text_len;
	uint8_t wave;
	int8_t src[WAVE_MAX_LANES];
	uint8_t reason[WAVE_MAX_LANES];
	long losers;             /* index of 64 masks in log->losers, or -1 */
	int8_t scalar_src;       /* v_readlane/v_readfirstlane: the lane read
				  * into scalar_dst (the step lists no lanes);
				  * -1 for every other step */
	char scalar_dst[16];
};

struct json_mem {
	long line;
	unsigned k;
	const char *op;          /* static mnemonic */
	uint16_t active, requests, clocks, nlines;
	uint8_t l1_case;
	size_t lines_off;        /* nlines addresses in log->losers */
	bool scalar;             /* a scalar load (SMEM): saddr and sbytes
				  * instead of active, l1_case and clocks */
	uint8_t sbytes;
	uint64_t saddr;
	bool lds_dma;            /* LDS DMA: lds_base and lds_bytes too */
	bool block;              /* gfx12 block: block_sel, clocks null */
	uint32_t block_sel;
	uint32_t lds_base, lds_bytes;
	bool lds;                /* an LDS access: the two below instead */
	uint16_t lds_degree, lds_cycles;
};

struct json_diag {
	long line;
	unsigned k;
	uint32_t col;
	uint8_t severity, kind;
	size_t msg_off;
};

void
json_log_init(struct json_log *log)
{
	memset(log, 0, sizeof *log);
}

void
json_log_free(struct json_log *log)
{
	free(log->steps);
	free(log->mems);
	free(log->diags);
	free(log->losers);
	strbuf_free(&log->text);
	memset(log, 0, sizeof *log);
}

void
json_log_truncate(struct json_log *log, unsigned k, bool diags)
{
	while (log->nsteps > 0 && log->steps[log->nsteps - 1].k > k)
		log->nsteps--;
	while (log->nmems > 0 && log->mems[log->nmems - 1].k > k)
		log->nmems--;
	while (diags && log->ndiags > 0 && log->diags[log->ndiags - 1].k > k)
		log->ndiags--;
}

int
json_step_kind_listed(enum step_kind kind)
{
	switch (kind) {
	case STEP_DPP:
	case STEP_DPP8:
	case STEP_SWIZZLE:
	case STEP_PERMUTE:
	case STEP_BPERMUTE:
	case STEP_READLANE:
	case STEP_WRITELANE:
	case STEP_READFIRSTLANE:
	case STEP_PERMLANE:
		return 1;
	default:
		return 0;
	}
}

static int
add_text(struct json_log *log, const char *s, size_t len, size_t *off)
{
	*off = log->text.len;
	strbuf_append(&log->text, s, len);
	strbuf_putc(&log->text, '\0');
	if (!strbuf_failed(&log->text))
		return 0;
	/* a failed append must not poison the log: the next one may fit */
	strbuf_truncate(&log->text, *off);
	return -1;
}

/* An LDS access: its entry of "memory" with the bank figures. */
static int
log_lds(struct json_log *log, unsigned k, long line, const struct step *rec)
{
	struct json_mem *m;

	if (array_grow((void **)&log->mems, &log->capmems, log->nmems + 1,
	    sizeof *log->mems) < 0)
		return -1;
	m = &log->mems[log->nmems++];
	memset(m, 0, sizeof *m);
	m->line = line;
	m->k = k;
	m->op = isa_get((enum isa_id)rec->insn.id)->name;
	m->active = (uint16_t)__builtin_popcountll(rec->lds.lanes);
	m->lds = true;
	m->lds_degree = rec->lds.degree;
	m->lds_cycles = rec->lds.cycles;
	return 0;
}

int
json_log_step(struct json_log *log, unsigned k, long line, const char *text,
    const struct step *rec)
{
	if (rec->kind == STEP_LDS)
		return log_lds(log, k, line, rec);
	if (rec->kind == STEP_MEMORY || (rec->kind == STEP_SALU &&
	    (rec->mem.op_sem == SEM_S_LOAD || rec->mem.op_sem == SEM_S_STORE ||
	    rec->mem.op_sem == SEM_S_ATOMIC))) {
		const struct mem_step *ms = &rec->mem;
		struct json_mem *m;

		if (array_grow((void **)&log->mems, &log->capmems,
		    log->nmems + 1,
		    sizeof *log->mems) < 0 ||
		    array_grow((void **)&log->losers, &log->caplosers,
		    log->nlosers + ms->nlines, sizeof *log->losers) < 0)
			return -1;
		m = &log->mems[log->nmems++];
		m->line = line;
		m->k = k;
		m->lds = false;
		m->lds_dma = ms->lds_dma;
		m->block = ms->is_block;
		m->block_sel = ms->block_sel;
		m->lds_base = ms->lds_base;
		m->lds_bytes = 4u * rec->wave;
		m->op = isa_get((enum isa_id)rec->insn.id)->name;
		m->active = ms->active;
		m->requests = ms->requests;
		m->clocks = ms->clocks;
		m->nlines = ms->nlines;
		m->l1_case = ms->l1_case;
		m->scalar = rec->kind == STEP_SALU;
		m->saddr = ms->addr[0];
		m->sbytes = ms->bytes_per_lane;
		m->lines_off = log->nlosers;
		/* An instruction that touches no line may have no array
		 * at all, and memcpy must not see a null pointer. */
		if (ms->nlines > 0)
			memcpy(log->losers + log->nlosers, ms->line,
			    ms->nlines * sizeof *log->losers);
		log->nlosers += ms->nlines;
		return 0;
	}
	if (!json_step_kind_listed((enum step_kind)rec->kind))
		return 0;
	if (array_grow((void **)&log->steps, &log->capsteps, log->nsteps + 1,
	    sizeof *log->steps) < 0)
		return -1;
	struct json_step *st = &log->steps[log->nsteps];
	size_t len = strlen(text);
	if (add_text(log, text, len, &st->text_off) < 0)
		return -1;
	st->line = line;
	st->k = k;
	st->text_len = (uint32_t)len;
	st->wave = rec->wave;
	st->losers = -1;
	st->scalar_src = -1;
	/* v_readlane and v_readfirstlane write a scalar, not lanes: cli.md
	 * gives their step no lanes and a "scalar" {dst, src} instead. */
	if (rec->kind == STEP_READLANE || rec->kind == STEP_READFIRSTLANE) {
		st->scalar_src = rec->selected_lane;
		asm_format_operand(&rec->insn.dst, st->scalar_dst,
		    sizeof st->scalar_dst);
		log->nsteps++;
		return 0;
	}
	for (unsigned n = 0; n < WAVE_MAX_LANES; n++) {
		st->src[n] = rec->lane[n].src;
		st->reason[n] = rec->lane[n].reason;
		/* v_writelane writes one lane whatever EXEC holds; of the
		 * others an active lane is "untouched", an inactive one
		 * "exec_off" (first in cli.md's order), neither with a source. */
		if (st->reason[n] == REASON_NONE) {
			st->src[n] = -1;
			st->reason[n] = rec->exec >> n & 1 ? REASON_UNTOUCHED
							   : REASON_EXEC_OFF;
		}
	}
	if (rec->kind == STEP_PERMUTE) {
		bool any = false;

		for (unsigned n = 0; n < rec->wave; n++)
			any |= rec->tmp_losers[n] != 0;
		if (any) {
			if (array_grow((void **)&log->losers, &log->caplosers,
			    log->nlosers + WAVE_MAX_LANES,
			    sizeof *log->losers) < 0)
				return -1;
			st->losers = (long)log->nlosers;
			memcpy(log->losers + log->nlosers, rec->tmp_losers,
			    WAVE_MAX_LANES * sizeof *log->losers);
			log->nlosers += WAVE_MAX_LANES;
		}
	}
	log->nsteps++;
	return 0;
}

int
json_log_diag(struct json_log *log, unsigned k, long line,
    const struct diag *d)
{
	struct json_diag *jd;

	if (array_grow((void **)&log->diags, &log->capdiags, log->ndiags + 1,
	    sizeof *log->diags) < 0)
		return -1;
	jd = &log->diags[log->ndiags];
	if (add_text(log, d->message, strlen(d->message), &jd->msg_off) < 0)
		return -1;
	jd->line = line;
	jd->k = k;
	jd->col = d->col ? d->col : 1;
	jd->severity = d->severity;
	jd->kind = d->kind;
	log->ndiags++;
	return 0;
}

/* Length of the well-formed UTF-8 sequence at s[0..len), or 0 when the
 * bytes there are not one (overlong forms, surrogates and code points past
 * U+10FFFF included). */
static size_t
utf8_sequence(const unsigned char *s, size_t len)
{
	unsigned c = s[0], n;
	uint32_t cp, min;

	if (c >= 0xc2 && c <= 0xdf)
		n = 1, cp = c & 0x1f, min = 0x80;
	else if (c >= 0xe0 && c <= 0xef)
		n = 2, cp = c & 0x0f, min = 0x800;
	else if (c >= 0xf0 && c <= 0xf4)
		n = 3, cp = c & 0x07, min = 0x10000;
	else
		return 0;
	if (len <= n)
		return 0;
	for (unsigned k = 1; k <= n; k++) {
		if ((s[k] & 0xc0) != 0x80)
			return 0;
		cp = cp << 6 | (s[k] & 0x3f);
	}
	if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))
		return 0;
	return n + 1;
}

void
json_put_string(struct strbuf *out, const char *s, size_t len)
{
	static const char hex[] = "0123456789abcdef";
	const unsigned char *u = (const unsigned char *)s;

	strbuf_putc(out, '"');
	for (size_t i = 0; i < len; i++) {
		unsigned c = u[i];
		size_t n;

		if (c == '"' || c == '\\') {
			strbuf_putc(out, '\\');
			strbuf_putc(out, (char)c);
		} else if (c == '\n') {
			strbuf_puts(out, "\\n");
		} else if (c == '\t') {
			strbuf_puts(out, "\\t");
		} else if (c >= 0x80 && (n = utf8_sequence(u + i, len - i)) > 0) {
			strbuf_append(out, s + i, n);
			i += n - 1;
		} else if (c < 0x20 || c >= 0x7f) {
			/* A control byte, or a byte of no UTF-8 sequence (an
			 * error quoting raw input): escaped as the code point
			 * of the same number, so the output stays UTF-8 and
			 * the byte can still be told. */
			char e[7] = { '\\', 'u', '0', '0', hex[c >> 4],
				hex[c & 15], 0 };
			strbuf_puts(out, e);
		} else {
			strbuf_putc(out, (char)c);
		}
	}
	strbuf_putc(out, '"');
}

static void
put_mask(struct strbuf *out, const char *key, lanemask_t m, unsigned wave)
{
	strbuf_printf(out, "  \"%s\": \"0x%0*llx\",\n", key,
	    wave == 32 ? 8 : 16, (unsigned long long)m);
}

static void
put_vgprs(struct strbuf *out, const struct wave *w)
{
	bool first = true;

	strbuf_puts(out, "  \"vgpr\": {");
	/* the accumulation VGPRs of gfx90a/gfx942 follow as "aN" (their
	 * slots after v255, wave.h); other targets never use those slots */
	for (unsigned r = 0; r < WAVE_VGPR_SLOTS; r++) {
		if (!(w->vgpr_used[r / 64] >> (r % 64) & 1))
			continue;
		strbuf_printf(out, "%s\n    \"%c%u\": [", first ? "" : ",",
		    wave_vgpr_letter(r), wave_vgpr_number(r));
		for (unsigned l = 0; l < w->size; l++)
			strbuf_printf(out, "%s%u", l ? ", " : "",
			    (unsigned)w->vgpr[r][l]);
		strbuf_putc(out, ']');
		first = false;
	}
	strbuf_puts(out, first ? "},\n" : "\n  },\n");
}

static void
put_sgprs(struct strbuf *out, const struct wave *w)
{
	bool first = true;

	strbuf_puts(out, "  \"sgpr\": {");
	for (unsigned r = 0; r < WAVE_SGPR_SLOTS; r++) {
		char name[WAVE_SGPR_NAME_MAX];
		if (!(w->sgpr_used[r / 64] >> (r % 64) & 1))
			continue;
		strbuf_printf(out, "%s \"%s\": %u", first ? "" : ",",
		    wave_sgpr_name(r, name), (unsigned)w->sgpr[r]);
		first = false;
	}
	strbuf_puts(out, first ? "},\n" : " },\n");
}

/* The three arrays, in the contract's order: their keys, and what ends
 * each (the last one ends the object's members). */
static const char *const array_key[JSON_ARRAY_COUNT] = {
	"steps", "memory", "diagnostics",
};

void
json_array_open(struct strbuf *out, enum json_array a)
{
	strbuf_printf(out, "  \"%s\": [", array_key[a]);
}

void
json_array_close(struct strbuf *out, enum json_array a, size_t count)
{
	const char *end = a == JSON_DIAGS ? "\n" : ",\n";

	strbuf_printf(out, "%s]%s", count ? "\n  " : "", end);
}

/* One entry of "steps"; first: no separating comma before it. */
static void
put_step(struct strbuf *out, const struct json_log *log, size_t i,
    bool first)
{
	const struct json_step *st = &log->steps[i];

	strbuf_printf(out, "%s\n    { \"line\": %ld, \"text\": ",
	    first ? "" : ",", st->line);
	json_put_string(out, log->text.data + st->text_off, st->text_len);
	if (st->scalar_src >= 0) {
		strbuf_puts(out, ",\n      \"lanes\": [],\n      \"scalar\": "
		    "{ \"dst\": ");
		json_put_string(out, st->scalar_dst, strlen(st->scalar_dst));
		strbuf_printf(out, ", \"src\": %d } }", st->scalar_src);
		return;
	}
	strbuf_puts(out, ",\n      \"lanes\": [");
	for (unsigned n = 0; n < st->wave; n++) {
		strbuf_printf(out, "%s\n        { \"lane\": %u, \"src\": ",
		    n ? "," : "", n);
		if (st->src[n] < 0)
			strbuf_puts(out, "null");
		else
			strbuf_printf(out, "%d", st->src[n]);
		strbuf_printf(out, ", \"reason\": \"%s\"",
		    exec_reason_name((enum lane_reason)st->reason[n]));
		if (st->losers >= 0 && log->losers[st->losers + n]) {
			uint64_t m = log->losers[st->losers + n];
			bool one = true;

			strbuf_puts(out, ", \"overwritten\": [");
			for (unsigned l = 0; l < 64; l++)
				if (m >> l & 1) {
					strbuf_printf(out, "%s%u",
					    one ? "" : ", ", l);
					one = false;
				}
			strbuf_putc(out, ']');
		}
		strbuf_puts(out, " }");
	}
	strbuf_puts(out, " ] }");
}

static void
put_mem(struct strbuf *out, const struct json_log *log, size_t i,
    bool first)
{
	const struct json_mem *m = &log->mems[i];

	if (m->lds) {
		strbuf_printf(out, "%s\n    { \"line\": %ld, \"op\": \"%s\", "
		    "\"active\": %u,\n      \"lds\": { \"conflict_degree\": "
		    "%u, \"cycles\": %u } }", first ? "" : ",", m->line, m->op,
		    m->active, m->lds_degree, m->lds_cycles);
		return;
	}
	if (m->scalar) {
		/* not in the contract's example: a scalar load has no
		 * lanes, so the request is named instead (branch sop16c) */
		strbuf_printf(out, "%s\n    { \"line\": %ld, \"op\": "
		    "\"%s\",\n      \"scalar\": { \"address\": %llu, "
		    "\"bytes\": %u },\n      \"requests\": %u, "
		    "\"lines\": [", first ? "" : ",", m->line, m->op,
		    (unsigned long long)m->saddr, m->sbytes, m->requests);
		for (unsigned j = 0; j < m->nlines; j++)
			strbuf_printf(out, "%s%llu", j ? ", " : "",
			    (unsigned long long)log->losers[m->lines_off + j]);
		strbuf_puts(out, "] }");
		return;
	}
	strbuf_printf(out, "%s\n    { \"line\": %ld, \"op\": \"%s\", "
	    "\"active\": %u,\n      \"requests\": %u, \"lines\": [",
	    first ? "" : ",", m->line, m->op, m->active, m->requests);
	for (unsigned j = 0; j < m->nlines; j++)
		strbuf_printf(out, "%s%llu", j ? ", " : "",
		    (unsigned long long)log->losers[m->lines_off + j]);
	strbuf_puts(out, "],");
	if (m->lds_dma) /* LDS DMA (branch s7-16ldsdma): the LDS side */
		strbuf_printf(out, "\n      \"lds_dma\": { \"address\": %u, "
		    "\"bytes\": %u },", m->lds_base, m->lds_bytes);
	if (m->block) { /* no source gives a block's clocks (s9-16block) */
		strbuf_printf(out, "\n      \"block\": { \"m0\": %u, "
		    "\"dwords\": %u },\n      \"l1_case\": \"%s\", "
		    "\"clocks\": null }", (unsigned)m->block_sel,
		    (unsigned)__builtin_popcount(m->block_sel),
		    memory_l1_case_name((enum mem_l1_case)m->l1_case));
		return;
	}
	strbuf_printf(out, "\n      \"l1_case\": \"%s\", "
	    "\"clocks\": %u }",
	    memory_l1_case_name((enum mem_l1_case)m->l1_case), m->clocks);
}

static void
put_diag(struct strbuf *out, const struct json_log *log, size_t i,
    bool first)
{
	const struct json_diag *d = &log->diags[i];
	const char *msg = log->text.data + d->msg_off;

	strbuf_printf(out, "%s\n    { \"line\": %ld, \"col\": %u, "
	    "\"severity\": \"%s\", \"kind\": \"%s\",\n"
	    "      \"message\": ", first ? "" : ",", d->line, d->col,
	    diag_severity_name((enum diag_severity)d->severity),
	    diag_kind_name((enum diag_kind)d->kind));
	json_put_string(out, msg, strlen(msg));
	strbuf_puts(out, " }");
}

void
json_write_head(struct strbuf *out, const char *target_name,
    const struct wave *w)
{
	strbuf_puts(out, "{\n  \"target\": ");
	json_put_string(out, target_name, strlen(target_name));
	strbuf_printf(out, ",\n  \"wave\": %u,\n", w->size);
	put_mask(out, "exec", w->exec, w->size);
	put_mask(out, "vcc", w->vcc, w->size);
	put_vgprs(out, w);
	put_sgprs(out, w);
}

void
json_write_entries(const struct json_log *log, struct json_counts *done,
    struct strbuf *out[JSON_ARRAY_COUNT])
{
	for (size_t i = 0; i < log->nsteps; i++)
		put_step(out[JSON_STEPS], log, i, done->n[JSON_STEPS] + i == 0);
	for (size_t i = 0; i < log->nmems; i++)
		put_mem(out[JSON_MEMORY], log, i, done->n[JSON_MEMORY] + i == 0);
	for (size_t i = 0; i < log->ndiags; i++)
		put_diag(out[JSON_DIAGS], log, i, done->n[JSON_DIAGS] + i == 0);
	done->n[JSON_STEPS] += log->nsteps;
	done->n[JSON_MEMORY] += log->nmems;
	done->n[JSON_DIAGS] += log->ndiags;
}

void
json_log_clear(struct json_log *log)
{
	log->nsteps = log->nmems = log->ndiags = log->nlosers = 0;
	strbuf_reset(&log->text);
}

void
json_write(struct strbuf *out, const char *target_name, const struct wave *w,
    const struct json_log *log)
{
	struct json_counts none = { { 0, 0, 0 } };
	struct strbuf part[JSON_ARRAY_COUNT] = {
		STRBUF_INIT, STRBUF_INIT, STRBUF_INIT,
	};
	struct strbuf *parts[JSON_ARRAY_COUNT] = {
		&part[0], &part[1], &part[2],
	};

	json_write_head(out, target_name, w);
	json_write_entries(log, &none, parts);
	for (unsigned a = 0; a < JSON_ARRAY_COUNT; a++) {
		json_array_open(out, (enum json_array)a);
		if (part[a].len > 0)
			strbuf_append(out, part[a].data, part[a].len);
		json_array_close(out, (enum json_array)a, none.n[a]);
		if (strbuf_failed(&part[a]))
			out->failed = true;
		strbuf_free(&part[a]);
	}
	strbuf_puts(out, "}\n");
}
