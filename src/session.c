/* SPDX-License-Identifier: MIT */
/* Sessions: program, position, history and the command table; see
 * session.h. */
#include "session.h"

#include <stdlib.h>
#include <string.h>

#include "asm.h"

struct session {
	struct session_options opt;
	struct wave wave;
	struct semantics sem;
};

void
session_result_init(struct session_result *r)
{
	memset(r, 0, sizeof *r);
}

void
session_result_free(struct session_result *r)
{
	strbuf_free(&r->out);
}

struct session *
session_new(const struct session_options *opt)
{
	struct session *s = calloc(1, sizeof *s);

	if (s == NULL)
		return NULL;
	s->opt = *opt;
	if (s->opt.wave == 0)
		s->opt.wave = isa_default_wave(opt->target);
	wave_reset(&s->wave, opt->target, (unsigned)s->opt.wave);
	semantics_defaults(&s->sem);
	return s;
}

void
session_free(struct session *s)
{
	free(s);
}

int
session_feed(struct session *s, const char *file, long line, const char *text,
    size_t len, struct session_result *r)
{
	struct insn insn;
	struct diag d;

	(void)file;
	(void)line;
	strbuf_reset(&r->out);
	r->ndiags = 0;
	r->error = r->executed = r->moved = r->quit = false;
	switch (asm_parse_line(text, len, s->opt.target, s->opt.wave, &insn,
	    &d)) {
	case ASM_EMPTY:
		return 0;
	case ASM_OK:
		if (exec_step(&s->wave, &insn, &s->sem, NULL, &d) == EXEC_OK) {
			r->executed = true;
			return 0;
		}
		break;
	case ASM_COMMAND:
		diag_set(&d, DIAG_ERROR, DIAG_COMMAND, 1, 0,
		    "commands are not supported yet");
		break;
	case ASM_ERROR:
		break;
	}
	r->diags[r->ndiags++] = d;
	r->error = true;
	return 1;
}
