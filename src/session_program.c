/* SPDX-License-Identifier: MIT */
/* session_program: whole-program operations: loading a program, switching
 * to it, re-running it for a new scene, editing a step, and the answers to
 * :load and :save requests. Pure core. */
#include "session.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "memory.h"
#include "session_internal.h"
#include "session_set.h"

/* Back to the power-on state with fresh memory, then the :set lines
 * before the first instruction; no step executed. */
static int
reset_to_base(struct session *s, struct session_result *r)
{
	struct memory *m = memory_new();

	if (m == NULL) {
		session_out_of_memory(r);
		return 1;
	}
	memory_free(s->mem);
	s->mem = m;
	s->cur.mem = m;
	memory_clear(s->lds);
	wave_reset(&s->cur, s->target, s->wave_size);
	history_truncate_steps(s->hist, 0);
	s->pos = s->done = 0;
	session_flow_reset(s);
	json_log_truncate(&s->log, 0, false);
	return session_apply_sets_after(s, 0, LONG_MIN, r);
}

int
session_program_fits(struct session *s, uint8_t target, uint8_t wave,
    long *bad, struct diag *d)
{
	size_t n = s->opt.keep_history ? history_line_count(s->hist) : 0;
	struct set_line *sl = NULL;
	struct session_result r;
	int rc = 0;

	session_result_init(&r);
	for (size_t i = 0; i < n && rc == 0; i++) {
		enum history_line_kind kind;
		struct insn insn;
		size_t len;
		const char *text = history_line(s->hist, i, &kind, bad, &len);

		if (kind == HL_INSN) {
			d->message[0] = '\0';
			rc = asm_parse_line(text, len, (enum isa_target)target,
			    wave, &insn, d) != ASM_OK;
		} else if (kind == HL_SET) {
			/* a list of 64 lane values does not fit wave32 */
			if (sl == NULL && (sl = malloc(sizeof *sl)) == NULL) {
				diag_set(d, DIAG_ERROR, DIAG_COMMAND, 1, 0,
				    "out of memory");
				rc = 1;
				break;
			}
			rc = set_compile(text, len, wave, sl, &r);
			/* aN exists on gfx90a and gfx942 only */
			if (rc == 0)
				rc = set_reg_check_target(&sl->reg,
				    (enum isa_target)target, ":set", &r);
			if (rc != 0)
				*d = r.diags[0];
		}
	}
	free(sl);
	session_result_free(&r);
	return rc;
}

int
session_replay(struct session *s, bool reparse, struct session_result *r)
{
	unsigned pos = s->pos;

	if (!s->opt.keep_history) {
		/* Streaming: only the settings change, for the lines to
		 * come. An EXEC still all ones stays all ones in a wider
		 * wave, as a run from the start with history has it. */
		bool all = s->cur.exec == wave_all_lanes(s->cur.size);

		s->cur.target = s->target;
		s->cur.size = s->wave_size;
		s->cur.exec = all ? wave_all_lanes(s->wave_size) :
		    s->cur.exec & wave_all_lanes(s->wave_size);
		s->cur.vcc &= wave_all_lanes(s->wave_size);
		hazard_init(&s->hz, s->target);
		return 0;
	}
	if (reparse) {
		unsigned n = history_insn_count(s->hist);

		/* every line parsed again, once, for the new scene */
		for (unsigned k = 1; k <= n; k++)
			history_set_insn(s->hist, k, NULL);
		for (unsigned k = 1; k <= n; k++) {
			long lineno;
			struct diag d;

			(void)history_line(s->hist,
			    (size_t)history_insn_line(s->hist, k), NULL,
			    &lineno, NULL);

			if (session_program_insn(s, k, &d) == NULL) {
				/* Said at the command being run, as
				 * session_program_fits' refusal is: the
				 * program line has no file name of its
				 * own to point at. */
				session_errorf(r, 1, "line %ld does not fit "
				    "%s wave%u: %s", lineno,
				    isa_target_name((enum isa_target)
				    s->target), (unsigned)s->wave_size,
				    d.message[0] ? d.message :
				    "out of memory");
				return 1;
			}
		}
		session_rescan_hazards(s);
	}
	if (reset_to_base(s, r) != 0)
		return 1;
	return session_goto_r(s, pos, r);
}

int
session_set_scene(struct session *s, uint8_t target, uint8_t wave,
    struct session_result *r)
{
	uint8_t ot = s->target, ow = s->wave_size;
	struct session_result tmp;

	s->target = target;
	s->wave_size = wave;
	if (s->loading)
		return 0;
	if (session_replay(s, true, r) == 0) {
		/* the old programs may not assemble in the new scene */
		if (ot != target || ow != wave)
			session_undo_forget(s);
		return 0;
	}
	/* Out of memory half way: back to the old scene. */
	s->target = ot;
	s->wave_size = ow;
	session_result_init(&tmp);
	(void)session_replay(s, true, &tmp);
	session_result_free(&tmp);
	return 1;
}

int
session_set_semantics(struct session *s, const struct semantics *sem,
    struct session_result *r)
{
	if (memcmp(sem, &s->sem, sizeof *sem) == 0)
		return 0;
	s->sem = *sem;
	if (s->loading)
		return 0;
	/* Every step may read differently now: run the program again. */
	return session_replay(s, false, r);
}

/* Replaces the program with h (taking it) and goes to step 0 of it with
 * fresh memory. Everything that can fail is done before the old program
 * goes: out of memory leaves the session as it was (h freed). */
static int
switch_program(struct session *s, struct history *h, struct session_result *r)
{
	struct wave *saved = malloc(sizeof *saved);
	struct memory *m = memory_new(), *old_mem = s->mem;
	struct memory *lds = memory_new_flat(SET_LDS_BYTES), *old_lds = s->lds;
	struct history *old = s->hist;
	unsigned pos = s->pos, done = s->done, streamed = s->streamed;
	unsigned pc = s->pc, nfed = s->nfed;
	bool keep = s->opt.keep_history, ended = s->ended;
	uint8_t wait_len = s->wait_len;
	long wait_bytes = s->wait_bytes;

	if (saved == NULL || m == NULL || lds == NULL) {
		free(saved);
		memory_free(m);
		memory_free(lds);
		history_free(h);
		session_out_of_memory(r);
		return 1;
	}
	*saved = s->cur;
	s->hist = h;
	history_set_rerun(h, session_rerun_step, s);
	s->opt.keep_history = true;
	s->mem = m;
	s->cur.mem = m;
	s->lds = lds;
	s->cur.lds = lds;
	wave_reset(&s->cur, s->target, s->wave_size);
	s->pos = s->done = s->streamed = s->nfed = 0;
	session_flow_reset(s);
	if (session_rescan_hazards(s) < 0 || session_apply_sets_after(s, 0, LONG_MIN, r) != 0) {
		s->hist = old;
		s->mem = old_mem;
		s->lds = old_lds;
		s->cur = *saved;
		s->pos = pos;
		s->done = done;
		s->streamed = streamed;
		s->pc = pc;
		s->nfed = nfed;
		s->ended = ended;
		s->wait_len = wait_len;
		s->wait_bytes = wait_bytes;
		s->opt.keep_history = keep;
		(void)session_rescan_hazards(s);
		history_free(h);
		memory_free(m);
		memory_free(lds);
		free(saved);
		if (!r->error)
			session_out_of_memory(r);
		return 1;
	}
	free(saved);
	history_free(old);
	memory_free(old_mem);
	memory_free(old_lds);
	provenance_free(s->live); /* the history takes over */
	s->live = NULL;
	json_log_truncate(&s->log, 0, false);
	session_undo_forget(s); /* :undo stops at a :load */
	r->moved = true;
	return 0;
}

static int
load_text_unchecked(struct session *s, const char *name, const char *text,
    size_t len, struct session_result *r)
{
	struct history *h = history_new();
	uint8_t old_target = s->target, old_wave = s->wave_size;
	enum session_format old_fmt = s->fmt;
	struct semantics old_sem = s->sem;
	bool seen_insn = false, old_keep = s->opt.keep_history;
	size_t pos = 0;
	long lineno = 0, first_dir = 0;
	struct labels labels = { STRBUF_INIT, NULL, 0, 0 };
	struct asm_block block = { 0 };
	unsigned ninsn = 0, ndir = 0;
	int rc;

	session_result_reset(r);
	s->gen++;
	if (h == NULL) {
		session_out_of_memory(r);
		return 1;
	}
	s->loading = true;
	/* a file that sets no format must not inherit the last file's (the
	 * demo's f32 would show integers as 1.4e-43) */
	s->fmt = s->default_fmt;
	while (pos < len) {
		const char *line = text + pos;
		const char *nl = memchr(line, '\n', len - pos);
		size_t ll = nl ? (size_t)(nl - line) : len - pos;
		enum history_line_kind kind = HL_OTHER;
		struct insn insn;
		struct diag d;

		pos += ll + (nl ? 1 : 0);
		lineno++;
		if (ll > 0 && line[ll - 1] == '\r')
			ll--;
		if (block.open != 0 && asm_block_line(&block, line, ll)) {
			ndir++;
			goto add;
		}
		switch (session_parse(s, line, ll, &insn, &d)) {
		case ASM_EMPTY:
			break;
		case ASM_DIRECTIVE:
			(void)asm_block_line(&block, line, ll);
			if (ndir++ == 0)
				first_dir = lineno;
			break;
		case ASM_LABEL: {
			size_t n = 0;
			const char *lname = asm_label_name(line, ll, &n);
			long prev = 0;
			int lr = labels_add(&labels, lname, n, ninsn + 1,
			    lineno, &prev);

			if (lr < 0) {
				session_out_of_memory(r);
				goto fail;
			}
			if (lr > 0) {
				session_label_error(r, line, ll, prev);
				goto fail_at;
			}
			break;
		}
		case ASM_OK:
			kind = HL_INSN;
			seen_insn = true;
			ninsn++;
			break;
		case ASM_COMMAND:
			if (session_command_is_quit(line, ll)) {
				/* the file ends here, as a batch run would:
				 * what follows is neither read nor kept */
				pos = len;
				continue;
			}
			if (set_is_set_line(line, ll) &&
			    !session_is_set_option(line, ll)) {
				struct set_line *sl = malloc(sizeof *sl);

				/* checked now, applied when the program runs */
				if (sl == NULL) {
					session_out_of_memory(r);
					goto fail;
				}
				rc = set_compile(line, ll, s->wave_size, sl, r);
				free(sl);
				if (rc != 0)
					goto fail_at;
				kind = HL_SET;
			} else if (!seen_insn &&
			    session_command_is_setting(line, ll)) {
				/* :target, :wave, :format, :semantics before
				 * the first instruction set the scene. */
				if (session_command(s, name, lineno, line, ll,
				    r) != 0)
					goto fail_at;
			}
			break;
		case ASM_ERROR:
			d.severity = DIAG_ERROR;
			session_add_diag(r, &d);
			goto fail_at;
		}
add:
		if (history_add_line(h, kind, lineno, line, ll) < 0) {
			session_out_of_memory(r);
			goto fail;
		}
		if (kind == HL_INSN) /* parsed once, kept */
			history_set_insn(h, history_insn_count(h), &insn);
		continue;
fail_at:
		r->has_origin = true;
		snprintf(r->origin_file, sizeof r->origin_file, "%s",
		    name ? name : "<stdin>");
		r->origin_line = lineno;
		strbuf_append(&r->origin_text, line, ll);
		goto fail;
	}
	s->loading = false;
	if (switch_program(s, h, r) != 0)
		goto fail_late;
	labels_free(&s->labels);
	s->labels = labels;
	s->block.open = 0;
	s->program_loaded = true;
	if (ndir > 0) {
		/* The one note of cli.md, with the count. */
		struct diag d;

		diag_set(&d, DIAG_NOTE, DIAG_NOTE_KIND, 0, 0, "%u assembler "
		    "directive line%s ignored (from line %ld; lanescope runs "
		    "instructions only)", ndir, ndir == 1 ? "" : "s",
		    first_dir);
		session_add_diag(r, &d);
	}
	return 0;
fail_late:
	h = NULL; /* switch_program freed it */
fail:
	s->loading = false;
	s->opt.keep_history = old_keep;
	s->target = old_target;
	s->wave_size = old_wave;
	s->fmt = old_fmt;
	s->sem = old_sem;
	if (h != NULL)
		history_free(h);
	labels_free(&labels);
	r->error = true;
	return 1;
}

int
session_load_text(struct session *s, const char *name,
    const char *text, size_t len, struct session_result *r)
{
	assert(s != NULL && r != NULL && (text != NULL || len == 0));
	return session_status(r, load_text_unchecked(s, name, text, len,
	    r));
}

/* An answered request that failed: the error goes at the path, and into
 * the --json log as the line's error. */
static int
request_failed(struct session *s, long line, const char *what,
    const char *path, const char *why, struct session_result *r)
{
	session_errorf(r, r->request_col, "%s %s: %s", what, path, why);
	(void)json_log_diag(&s->log, s->pos, line, &r->diags[r->ndiags - 1]);
	r->request = SESSION_REQ_NONE;
	return 1;
}

static int
load_reply_unchecked(struct session *s, const char *file, long line,
    const char *path, const char *text, size_t len, const char *why,
    struct session_result *r)
{
	struct strbuf name = STRBUF_INIT;
	int rc;

	(void)file;
	if (r->request != SESSION_REQ_LOAD) {
		session_errorf(r, 1, "no :load was asked for");
		return 1;
	}
	if (text == NULL)
		return request_failed(s, line, ":load: cannot open", path,
		    why != NULL ? why : "unknown error", r);
	/* session_load_text starts a new result: keep the name apart. */
	strbuf_puts(&name, path);
	if (strbuf_failed(&name)) {
		strbuf_free(&name);
		return request_failed(s, line, ":load:", path,
		    "out of memory", r);
	}
	rc = session_load_text(s, strbuf_str(&name), text, len, r);
	strbuf_free(&name);
	return rc;
}

int
session_load_reply(struct session *s, const char *file, long line,
    const char *path, const char *text, size_t len, const char *why,
    struct session_result *r)
{
	assert(s != NULL && r != NULL && path != NULL);
	return session_status(r, load_reply_unchecked(s, file, line, path,
	    text, len, why, r));
}

static int
save_reply_unchecked(struct session *s, const char *file, long line,
    const char *why, struct session_result *r)
{
	bool save = r->request == SESSION_REQ_SAVE;

	(void)file;
	if (!save && r->request != SESSION_REQ_EXPORT) {
		session_errorf(r, 1, "no :save or :export was asked for");
		return 1;
	}
	if (why != NULL)
		return request_failed(s, line, save ? ":save: cannot write" :
		    ":export: cannot write", strbuf_str(&r->request_path),
		    why, r);
	if (save)
		strbuf_printf(&r->out, "saved %zu lines to ",
		    r->request_lines);
	else
		strbuf_printf(&r->out, "exported %zu step%s as %s to ",
		    r->request_lines, r->request_lines == 1 ? "" : "s",
		    session_export_name(r->request_export));
	/* The path is the user's text: shown as diagnostics show input. */
	for (size_t i = 0; i < r->request_path.len; i++)
		strbuf_putc(&r->out, diag_visible(
		    (unsigned char)r->request_path.data[i]));
	strbuf_putc(&r->out, '\n');
	r->request = SESSION_REQ_NONE;
	return 0;
}

int
session_save_reply(struct session *s, const char *file, long line,
    const char *why, struct session_result *r)
{
	assert(s != NULL && r != NULL);
	return session_status(r, save_reply_unchecked(s, file, line, why,
	    r));
}

/* Forgets every executed step after the position; lines_gone: the
 * program lines after it changed too (their warnings go). */
static void
invalidate_after_pos(struct session *s, bool lines_gone)
{
	history_truncate_steps(s->hist, s->pos);
	session_flow_cut(s, s->pos);
	s->done = s->pos;
	json_log_truncate(&s->log, s->pos, lines_gone);
}

static int
edit_step_unchecked(struct session *s, unsigned k, const char *text,
    size_t len, struct session_result *r)
{
	unsigned pos = s->pos;
	struct insn insn;
	struct diag d;
	long li;

	unsigned i;

	session_result_reset(r);
	s->gen++;
	/* k is a step: its instruction is the line that changes */
	i = s->opt.keep_history ? session_step_insn(s, k) : 0;
	li = s->opt.keep_history ? history_insn_line(s->hist, i) : -1;
	if (li < 0) {
		session_errorf(r, 1, "there is no instruction %u", k);
		return 1;
	}
	if (session_parse(s, text, len, &insn, &d) != ASM_OK) {
		if (d.message[0] == '\0')
			snprintf(d.message, sizeof d.message,
			    "not an instruction");
		d.severity = DIAG_ERROR;
		session_add_diag(r, &d);
		return 1;
	}
	if (session_goto_r(s, k - 1, r) != 0)
		return 1;
	/* the steps before k that ran it, or an instruction after it
	 * (whose address may move), stay as they ran */
	if (session_pin_before_change(s, i) < 0) {
		session_out_of_memory(r);
		return 1;
	}
	if (history_replace_line(s->hist, (size_t)li, text, len) < 0) {
		session_out_of_memory(r);
		return 1;
	}
	history_set_insn(s->hist, i, &insn);
	invalidate_after_pos(s, true);
	session_rescan_hazards(s);
	return session_goto_r(s, pos, r);
}

int
session_edit_step(struct session *s, unsigned k, const char *text,
    size_t len, struct session_result *r)
{
	struct undo_mark um;
	int rc;

	assert(s != NULL && r != NULL && (text != NULL || len == 0));
	session_undo_mark(s, &um, true);
	/* the steps before k stay as they ran (edit_step_unchecked) */
	session_undo_keep_steps(&um, k > 0 ? k - 1 : 0);
	rc = edit_step_unchecked(s, k, text, len, r);
	session_undo_commit(s, &um, rc == 0 && !r->error);
	return session_status(r, rc);
}
