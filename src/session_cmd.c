/* SPDX-License-Identifier: MIT */
/* The command table of the session language (cli.md): one row per command
 * with its name, usage, help and function, as tmux keeps its commands.
 * Pure core: output goes into the result's buffer; :load and :save are
 * requests the front end serves (session.h). */
#include "session.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "asm.h"
#include "memory.h"
#include "session_impl.h"
#include "session_set.h"
#include "value.h"
#include "view.h"

/* What a command function gets: the line and where its arguments start. */
struct cmd_ctx {
	const char *file;
	long line;
	const char *text;       /* the whole line */
	size_t len;             /* without a trailing comment */
	size_t args;            /* offset of the first argument */
	struct session_result *r;
};

struct command {
	const char *name;
	const char *usage;
	const char *help;
	int (*fn)(struct session *s, struct cmd_ctx *c);
	bool setting;           /* applied at :load time before the program */
};

static const struct command *find_command(const char *name, size_t len);

/* ---- small parsing helpers ---- */

/* The argument word at c->args (advancing it); len 0 when none. */
static const char *
next_word(struct cmd_ctx *c, size_t *wl, unsigned *col)
{
	size_t i = set_skip(c->text, c->len, c->args), e = i;

	while (e < c->len && !set_is_blank(c->text[e]))
		e++;
	*wl = e - i;
	*col = (unsigned)i + 1;
	c->args = e;
	return c->text + i;
}

static bool
at_end(const struct cmd_ctx *c)
{
	return set_skip(c->text, c->len, c->args) >= c->len;
}

static int
extra_args(struct cmd_ctx *c, const char *name)
{
	size_t i = set_skip(c->text, c->len, c->args);

	session_errorf(c->r, (unsigned)i + 1, "%s: unexpected argument '%.*s'",
	    name, (int)(c->len - i > 40 ? 40 : c->len - i), c->text + i);
	return 1;
}

/* Optional unsigned count argument; *v keeps its default when absent. */
static int
opt_count(struct cmd_ctx *c, const char *name, uint64_t *v)
{
	size_t wl;
	unsigned col;
	const char *w = next_word(c, &wl, &col);

	if (wl == 0)
		return 0;
	if (value_parse_uint(w, wl, v) != wl) {
		session_errorf(c->r, col, "%s: expected a number, not '%.*s'",
		    name, (int)(wl > 40 ? 40 : wl), w);
		return 1;
	}
	if (!at_end(c))
		return extra_args(c, name);
	return 0;
}

/* ---- register names (:set, :print, :lane; session_set.c) ---- */

static int
parse_reg(struct cmd_ctx *c, const char *cmd, struct set_reg *rs)
{
	return set_parse_reg(c->text, c->len, &c->args, cmd, rs, c->r);
}

/* ---- :set ---- */

/* `:set limit = N`: the step limit, a setting rather than a program
 * line (cli.md). */
static int
set_limit(struct session *s, struct cmd_ctx *c)
{
	size_t i = set_skip(c->text, c->len, c->args) + 5, e;
	uint64_t v;

	i = set_skip(c->text, c->len, i);
	if (i >= c->len || c->text[i] != '=') {
		session_errorf(c->r, (unsigned)i + 1, ":set limit: expected "
		    "'= N' (the most steps a program may run)");
		return 1;
	}
	i = set_skip(c->text, c->len, i + 1);
	for (e = i; e < c->len && !set_is_blank(c->text[e]); e++)
		;
	if (e == i || value_parse_uint(c->text + i, e - i, &v) != e - i ||
	    v == 0 || v > UINT32_MAX - 1) {
		session_errorf(c->r, (unsigned)i + 1, ":set limit: expected a "
		    "number of steps from 1 to %u", UINT32_MAX - 1);
		return 1;
	}
	if (set_skip(c->text, c->len, e) < c->len) {
		c->args = e;
		return extra_args(c, ":set limit");
	}
	session_set_limit(s, (unsigned long)v);
	return 0;
}

/* `:set whatif = insert|replace`: what an instruction typed before the
 * end of the program does (session.h), a setting like the limit. */
static int
set_whatif(struct session *s, struct cmd_ctx *c)
{
	size_t i = set_skip(c->text, c->len, c->args) + 6, e;

	i = set_skip(c->text, c->len, i);
	if (i >= c->len || c->text[i] != '=') {
		session_errorf(c->r, (unsigned)i + 1, ":set whatif: expected "
		    "'= insert' or '= replace'");
		return 1;
	}
	i = set_skip(c->text, c->len, i + 1);
	for (e = i; e < c->len && !set_is_blank(c->text[e]); e++)
		;
	if (e - i == 6 && memcmp(c->text + i, "insert", 6) == 0)
		session_set_whatif(s, SESSION_WHATIF_INSERT);
	else if (e - i == 7 && memcmp(c->text + i, "replace", 7) == 0)
		session_set_whatif(s, SESSION_WHATIF_REPLACE);
	else {
		session_errorf(c->r, (unsigned)i + 1, ":set whatif: expected "
		    "insert or replace");
		return 1;
	}
	if (set_skip(c->text, c->len, e) < c->len) {
		c->args = e;
		return extra_args(c, ":set whatif");
	}
	return 0;
}

static int
cmd_set(struct session *s, struct cmd_ctx *c)
{
	if (session_is_set_limit(c->text, c->len))
		return set_limit(s, c);
	if (session_is_set_option(c->text, c->len))
		return set_whatif(s, c);
	return session_set_line(s, c->line, c->text, c->len, c->r);
}

/* ---- :undo, :redo ---- */

static int
cmd_undo(struct session *s, struct cmd_ctx *c)
{
	if (!at_end(c))
		return extra_args(c, ":undo");
	return session_undo_step(s, false, c->r);
}

static int
cmd_redo(struct session *s, struct cmd_ctx *c)
{
	if (!at_end(c))
		return extra_args(c, ":redo");
	return session_undo_step(s, true, c->r);
}

/* ---- :print ---- */

static void
put_value(struct session *s, struct strbuf *out, uint32_t v)
{
	char buf[64];

	enum session_format f = session_get_format(s);

	if (session_raw_print(s) || f == FMT_HEX)
		strbuf_printf(out, "0x%08x", (unsigned)v);
	else {
		session_format_value(f, v, buf, sizeof buf);
		strbuf_puts(out, buf);
	}
}

static int
cmd_print(struct session *s, struct cmd_ctx *c)
{
	struct strbuf *out = &c->r->out;
	const struct wave *w = session_wave(s);
	struct set_reg rs;
	int digits = session_wave_size(s) == 32 ? 8 : 16;

	if (at_end(c)) {
		session_errorf(c->r, (unsigned)c->args + 1, ":print: which "
		    "register? (vN, aN, sN, exec, vcc, m0, mem[A..B], "
		    "lds[A..B], scratch[LANE][A..B])");
		return 1;
	}
	if (parse_reg(c, ":print", &rs) != 0 ||
	    set_reg_check_target(&rs, session_target(s), ":print", c->r) != 0)
		return 1;
	if (!at_end(c))
		return extra_args(c, ":print");
	switch (rs.kind) {
	case SET_VGPR:
		strbuf_printf(out, "%c%u:", wave_vgpr_letter(rs.reg),
		    wave_vgpr_number(rs.reg));
		for (unsigned l = 0; l < w->size; l++) {
			strbuf_putc(out, ' ');
			put_value(s, out, w->vgpr[rs.reg][l]);
		}
		break;
	case SET_SGPR: {
		char name[WAVE_SGPR_NAME_MAX];
		strbuf_printf(out, "%s: ", wave_sgpr_name(rs.reg, name));
		put_value(s, out, w->sgpr[rs.reg]);
		break;
	}
	case SET_EXEC:
		strbuf_printf(out, "exec: 0x%0*llx", digits,
		    (unsigned long long)w->exec);
		break;
	case SET_VCC:
		strbuf_printf(out, "vcc: 0x%0*llx", digits,
		    (unsigned long long)w->vcc);
		break;
	case SET_M0:
		strbuf_puts(out, "m0: ");
		put_value(s, out, w->m0);
		break;
	case SET_MEM:
	case SET_LDS: {
		const char *name = rs.kind == SET_LDS ? "lds" : "mem";
		if (rs.scratch) {
			/* lane L's private memory, by its offsets */
			uint64_t b0 = memory_scratch_addr(rs.scratch - 1, 0);
			if (rs.range)
				strbuf_printf(out, "scratch[%u][0x%llx..0x%llx]:",
				    rs.scratch - 1,
				    (unsigned long long)(rs.addr - b0),
				    (unsigned long long)(rs.end - b0));
			else
				strbuf_printf(out, "scratch[%u][0x%llx]:",
				    rs.scratch - 1,
				    (unsigned long long)(rs.addr - b0));
		} else if (rs.range)
			strbuf_printf(out, "%s[0x%llx..0x%llx]:", name,
			    (unsigned long long)rs.addr,
			    (unsigned long long)rs.end);
		else
			strbuf_printf(out, "%s[0x%llx]:", name,
			    (unsigned long long)rs.addr);
		for (uint64_t a = rs.addr; a < rs.end; a += 4) {
			uint8_t b[4];

			memory_read(rs.kind == SET_LDS ? w->lds : w->mem, a, b,
			    4);
			strbuf_putc(out, ' ');
			put_value(s, out, (uint32_t)b[0] | (uint32_t)b[1] << 8 |
			    (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24);
		}
		break;
	}
	}
	strbuf_putc(out, '\n');
	return 0;
}

/* ---- moving ---- */

static int
note(struct cmd_ctx *c, const char *msg)
{
	struct diag d;

	diag_set(&d, DIAG_NOTE, DIAG_COMMAND, 1, 0, "%s", msg);
	session_add_diag(c->r, &d);
	return 0;
}

static int
cmd_step(struct session *s, struct cmd_ctx *c)
{
	uint64_t n = 1;
	unsigned pos = session_position(s);

	if (opt_count(c, ":step", &n) != 0)
		return 1;
	if (pos >= session_step_count(s))
		return note(c, "at the end of the program: nothing to step");
	/* a loop may run longer than the count known now: no clamp here,
	 * the program's end stops the steps */
	if (n > UINT32_MAX - pos)
		n = UINT32_MAX - pos;
	return session_goto_r(s, pos + (unsigned)n, c->r);
}

static int
cmd_back(struct session *s, struct cmd_ctx *c)
{
	uint64_t n = 1;
	unsigned pos = session_position(s);

	if (opt_count(c, ":back", &n) != 0)
		return 1;
	if (pos == 0)
		return note(c, "at step 0: nothing to go back to");
	return session_goto_r(s, n >= pos ? 0 : pos - (unsigned)n, c->r);
}

static int
cmd_goto(struct session *s, struct cmd_ctx *c)
{
	uint64_t n = UINT64_MAX;

	if (opt_count(c, ":goto", &n) != 0)
		return 1;
	if (n == UINT64_MAX) {
		session_errorf(c->r, (unsigned)c->len + 1, ":goto: which step? "
		    "(0..%u)", session_step_count(s));
		return 1;
	}
	if (n > session_step_count(s)) {
		/* a loop makes the program longer as it runs: try */
		unsigned from = session_position(s);

		if (n <= UINT32_MAX && session_goto_r(s, (unsigned)n, c->r) ==
		    0 && session_position(s) == n)
			return 0;
		if (c->r->error)
			return 1;
		(void)session_goto_r(s, from, c->r);
		c->r->moved = false;
		session_errorf(c->r, 1, ":goto: there is no step %llu (the "
		    "program has %u)", (unsigned long long)n,
		    session_step_count(s));
		return 1;
	}
	return session_goto_r(s, (unsigned)n, c->r);
}

static int
cmd_run(struct session *s, struct cmd_ctx *c)
{
	if (!at_end(c))
		return extra_args(c, ":run");
	/* to the end, however long a loop makes the program */
	return session_goto_r(s, UINT32_MAX, c->r);
}

/* Whether an instruction moves data between lanes: DPP, the DS lane
 * instructions, readlane/writelane and permlane (issue 16 item 5). */
static bool
moves_lanes(const struct insn *i)
{
	switch (isa_get((enum isa_id)i->id)->sem) {
	case SEM_READLANE: case SEM_WRITELANE: case SEM_READFIRSTLANE:
	case SEM_PERMLANE16: case SEM_PERMLANEX16: case SEM_PERMLANE64:
	case SEM_PERMLANE16_VAR: case SEM_PERMLANEX16_VAR:
	case SEM_DS_SWIZZLE: case SEM_DS_PERMUTE: case SEM_DS_BPERMUTE:
		return true;
	default:
		return i->form == FORM_DPP || i->form == FORM_DPP8;
	}
}

/* Whether an instruction only waits: v_nop, s_nop, s_waitcnt. */
static bool
only_waits(const struct insn *i)
{
	unsigned sem = isa_get((enum isa_id)i->id)->sem;

	return sem == SEM_NOP || sem == SEM_WAITCNT || sem == SEM_WAIT;
}

/* Goes to the first step after the current one whose instruction want
 * accepts (among the steps made so far); what says what was looked for. */
static int
go_to_next(struct session *s, struct cmd_ctx *c, const char *name,
    bool (*want)(const struct insn *), const char *what)
{
	unsigned n = session_step_count(s);
	struct diag d;

	if (!at_end(c))
		return extra_args(c, name);
	for (unsigned k = session_position(s) + 1; k <= n; k++) {
		const struct insn *i = session_program_insn(s, k, &d);
		if (i != NULL && want(i))
			return session_goto_r(s, k, c->r);
	}
	session_errorf(c->r, 1, "%s: no %s after step %u (the program has %u "
	    "steps)", name, what, session_position(s), n);
	return 1;
}

static bool
not_waiting(const struct insn *i)
{
	return !only_waits(i);
}

static int
cmd_cross(struct session *s, struct cmd_ctx *c)
{
	return go_to_next(s, c, ":cross", moves_lanes, "cross-lane step");
}

static int
cmd_skip(struct session *s, struct cmd_ctx *c)
{
	return go_to_next(s, c, ":skip", not_waiting,
	    "step other than v_nop, s_nop or s_waitcnt");
}

/* :arrows [on|off|A-B]: the row arrows of the picture (view.h); on
 * (no argument) draws them for the selected lane's row, A-B for lanes
 * A to B. A bad argument changes nothing. */
static int
cmd_arrows(struct session *s, struct cmd_ctx *c)
{
	size_t wl, n, m;
	unsigned col;
	const char *w = next_word(c, &wl, &col);
	uint64_t a = 0, b = 0;
	bool on = true, range = false;
	int lanes = session_wave_size(s);

	if (wl == 3 && memcmp(w, "off", 3) == 0) {
		on = false;
	} else if (wl > 0 && !(wl == 2 && memcmp(w, "on", 2) == 0)) {
		n = value_parse_uint(w, wl, &a);
		m = n > 0 && n + 1 < wl && w[n] == '-' ?
		    value_parse_uint(w + n + 1, wl - n - 1, &b) : 0;
		if (n == wl)
			b = a;
		if (n == 0 || (n < wl && m != wl - n - 1)) {
			session_errorf(c->r, col, ":arrows: expected on, off "
			    "or a lane range A-B, not '%.*s'",
			    (int)(wl > 20 ? 20 : wl), w);
			return 1;
		}
		if (a > b || b >= (uint64_t)lanes) {
			session_errorf(c->r, col, ":arrows: a lane range "
			    "A-B with A <= B within 0-%d", lanes - 1);
			return 1;
		}
		range = true;
	}
	if (!at_end(c))
		return extra_args(c, ":arrows");
	session_set_arrows(s, on, range ? (int)a : -1, range ? (int)b : -1);
	return 0;
}

static int
cmd_reset(struct session *s, struct cmd_ctx *c)
{
	if (!at_end(c))
		return extra_args(c, ":reset");
	return session_goto_r(s, 0, c->r);
}

/* ---- files ---- */

/* The rest of the line as a path (blanks inside kept, ends trimmed). */
static int
path_arg(struct cmd_ctx *c, const char *name, char *path, size_t size)
{
	size_t i = set_skip(c->text, c->len, c->args);
	size_t n = c->len - i;

	if (n == 0) {
		session_errorf(c->r, (unsigned)i + 1, "%s: which file?", name);
		return 1;
	}
	if (n >= size) {
		session_errorf(c->r, (unsigned)i + 1, "%s: path too long",
		    name);
		return 1;
	}
	memcpy(path, c->text + i, n);
	path[n] = '\0';
	return 0;
}

/* :load asks the front end for the file (session.h): the core reads
 * none. */
static int
cmd_load(struct session *s, struct cmd_ctx *c)
{
	char path[1024];

	(void)s;
	if (path_arg(c, ":load", path, sizeof path) != 0)
		return 1;
	c->r->request = SESSION_REQ_LOAD;
	c->r->request_col = (unsigned)set_skip(c->text, c->len, c->args) + 1;
	strbuf_reset(&c->r->request_path);
	strbuf_puts(&c->r->request_path, path);
	if (strbuf_failed(&c->r->request_path)) {
		c->r->request = SESSION_REQ_NONE;
		session_errorf(c->r, 1, "out of memory");
		return 1;
	}
	return 0;
}

static int
cmd_save(struct session *s, struct cmd_ctx *c)
{
	struct strbuf sb = STRBUF_INIT;
	size_t n = session_program_lines(s);
	char path[1024];

	if (path_arg(c, ":save", path, sizeof path) != 0)
		return 1;
	if (!session_keeps_history(s)) {
		session_errorf(c->r, 1, ":save: the program is not kept in "
		    "streaming batch mode (a piped session or a file over "
		    "1 MB): use --json or --plain");
		return 1;
	}
	strbuf_printf(&sb, ":target %s\n:wave %d\n",
	    isa_target_name(session_target(s)), session_wave_size(s));
	for (size_t i = 0; i < n; i++) {
		enum history_line_kind kind;
		size_t len;
		const char *t = session_program_line(s, i, &kind, &len);
		size_t j = set_skip(t, len, 0);

		/* Our own :target/:wave lines replace the file's. */
		if (kind == HL_OTHER && len - j >= 5 &&
		    (memcmp(t + j, ":targ", 5) == 0 ||
		    memcmp(t + j, ":wave", 5) == 0))
			continue;
		strbuf_append(&sb, t, len);
		strbuf_putc(&sb, '\n');
	}
	/* The front end writes it (session.h) and answers with
	 * session_save_reply. */
	strbuf_reset(&c->r->request_path);
	strbuf_puts(&c->r->request_path, path);
	if (strbuf_failed(&sb) || strbuf_failed(&c->r->request_path)) {
		strbuf_free(&sb);
		session_errorf(c->r, 1, "out of memory");
		return 1;
	}
	strbuf_free(&c->r->request_text);
	c->r->request_text = sb;
	c->r->request = SESSION_REQ_SAVE;
	c->r->request_col = (unsigned)set_skip(c->text, c->len, c->args) + 1;
	c->r->request_lines = n + 2;
	return 0;
}

/* ---- exports ---- */

static const char *const export_names[SESSION_EXPORT_COUNT] = {
	"html", "svg", "md", "txt",
};

const char *
session_export_name(enum session_export f)
{
	return (unsigned)f < SESSION_EXPORT_COUNT ? export_names[f] : NULL;
}

enum session_export
session_export_parse(const char *name, size_t len)
{
	for (unsigned f = 0; f < SESSION_EXPORT_COUNT; f++)
		if (strlen(export_names[f]) == len &&
		    memcmp(export_names[f], name, len) == 0)
			return (enum session_export)f;
	return SESSION_EXPORT_COUNT;
}

/* :export FORMAT PATH: like :save, the file work is the front end's; it
 * also builds the export (export.h), which reads the session's steps. */
static int
cmd_export(struct session *s, struct cmd_ctx *c)
{
	size_t i = set_skip(c->text, c->len, c->args), e = i;
	enum session_export f;
	char path[1024];

	while (e < c->len && !set_is_blank(c->text[e]))
		e++;
	if (e == i) {
		session_errorf(c->r, (unsigned)i + 1, ":export: which format? "
		    "(html, svg, md or txt)");
		return 1;
	}
	f = session_export_parse(c->text + i, e - i);
	if (f == SESSION_EXPORT_COUNT) {
		session_errorf(c->r, (unsigned)i + 1, ":export: unknown format "
		    "'%.*s' (html, svg, md or txt)", (int)(e - i > 20 ? 20 :
		    e - i), c->text + i);
		return 1;
	}
	c->args = e;
	if (path_arg(c, ":export", path, sizeof path) != 0)
		return 1;
	if (!session_keeps_history(s)) {
		session_errorf(c->r, 1, ":export: the program is not kept in "
		    "streaming batch mode (a piped session or a file over "
		    "1 MB): use --export or --plain");
		return 1;
	}
	strbuf_reset(&c->r->request_path);
	strbuf_puts(&c->r->request_path, path);
	if (strbuf_failed(&c->r->request_path)) {
		session_errorf(c->r, 1, "out of memory");
		return 1;
	}
	c->r->request = SESSION_REQ_EXPORT;
	c->r->request_export = f;
	c->r->request_col = (unsigned)set_skip(c->text, c->len, c->args) + 1;
	c->r->request_lines = 0;
	return 0;
}

/* ---- settings ---- */

/* A new target or wave size (cmd and col: the command and its argument,
 * for errors). Every line of the program is checked first: when one does
 * not fit, the error is this line's and nothing changes (cli.md). */
static int
change_scene(struct session *s, struct cmd_ctx *c, const char *cmd,
    unsigned col, uint8_t target, uint8_t wave)
{
	struct diag d;
	long bad;

	if (!session_loading(s) && session_program_fits(s, target, wave,
	    &bad, &d) != 0) {
		session_errorf(c->r, col, "%s: line %ld does not fit %s wave%u: "
		    "%s", cmd, bad, isa_target_name((enum isa_target)target),
		    (unsigned)wave, d.message);
		return 1;
	}
	return session_set_scene(s, target, wave, c->r);
}

static int
cmd_target(struct session *s, struct cmd_ctx *c)
{
	size_t wl;
	unsigned col;
	const char *w = next_word(c, &wl, &col);
	char name[32];
	enum isa_target t;

	if (wl == 0) {
		strbuf_printf(&c->r->out, "target %s, wave%d\n",
		    isa_target_name(session_target(s)), session_wave_size(s));
		return 0;
	}
	if (!at_end(c))
		return extra_args(c, ":target");
	snprintf(name, sizeof name, "%.*s", (int)(wl < 31 ? wl : 31), w);
	if (isa_parse_target(name, &t) != 0) {
		session_errorf(c->r, col, ":target: unknown target '%s' "
		    "(gfx803, gfx900, gfx90a, gfx942, gfx1010, gfx1030, "
		    "gfx1100, gfx1200)",
		    name);
		return 1;
	}
	return change_scene(s, c, ":target", col, (uint8_t)t,
	    (uint8_t)isa_default_wave(t));
}

static int
cmd_wave(struct session *s, struct cmd_ctx *c)
{
	unsigned col = (unsigned)set_skip(c->text, c->len, c->args) + 1;
	uint64_t n = 0;

	if (opt_count(c, ":wave", &n) != 0)
		return 1;
	if (n == 0) {
		strbuf_printf(&c->r->out, "wave%d\n", session_wave_size(s));
		return 0;
	}
	if (n != 32 && n != 64) {
		session_errorf(c->r, 1, ":wave: 32 or 64");
		return 1;
	}
	if (n == 32 && !isa_features(session_target(s))->wave32) {
		session_errorf(c->r, 1, ":wave: %s has wave64 only (wave32 "
		    "exists from gfx1010 on)",
		    isa_target_name(session_target(s)));
		return 1;
	}
	return change_scene(s, c, ":wave", col, (uint8_t)session_target(s),
	    (uint8_t)n);
}

static int
cmd_format(struct session *s, struct cmd_ctx *c)
{
	size_t wl;
	unsigned col;
	const char *w = next_word(c, &wl, &col);

	if (wl == 0) {
		strbuf_printf(&c->r->out, "format %s\n",
		    session_format_name(session_get_format(s)));
		return 0;
	}
	if (!at_end(c))
		return extra_args(c, ":format");
	for (unsigned i = 0; i < FMT_COUNT; i++) {
		const char *name = session_format_name((enum session_format)i);

		if (strlen(name) == wl && memcmp(name, w, wl) == 0) {
			session_set_format(s, (enum session_format)i);
			return 0;
		}
	}
	{
		struct strbuf names = STRBUF_INIT;

		for (unsigned i = 0; i < FMT_COUNT; i++)
			strbuf_printf(&names, "%s%s", i ? ", " : "",
			    session_format_name((enum session_format)i));
		session_errorf(c->r, col, ":format: unknown format '%.*s' "
		    "(%s)", (int)(wl > 20 ? 20 : wl), w, strbuf_str(&names));
		strbuf_free(&names);
	}
	return 1;
}

static void
list_semantics(const struct session *s, struct strbuf *out)
{
	for (unsigned d = 0; d < DISPUTE_COUNT; d++) {
		unsigned cur = session_semantics(s)->choice[d];

		strbuf_printf(out, "%s = %s\n    %s\n",
		    semantics_name((enum dispute)d),
		    semantics_choice_name((enum dispute)d, cur),
		    semantics_summary((enum dispute)d));
		for (unsigned k = 0; k < semantics_choice_count(
		    (enum dispute)d); k++)
			strbuf_printf(out, "    %c %s%s: %s\n",
			    k == cur ? '*' : ' ',
			    semantics_choice_name((enum dispute)d, k),
			    k == 0 ? " (default)" : "",
			    semantics_choice_sources((enum dispute)d, k));
	}
	/* Facts with one source have no switch, but a user comparing
	 * lanescope with a trace should still see where they come from. */
	strbuf_puts(out, "\nSingle-source rules (no switch):\n");
	for (unsigned i = 0; i < semantics_info_count(); i++)
		strbuf_printf(out, "%s\n    %s\n", semantics_info_name(i),
		    semantics_info_text(i));
	unsigned nnotes;
	const struct memory_note *note = memory_notes(&nnotes);
	for (unsigned i = 0; i < nnotes; i++)
		strbuf_printf(out, "memory: %s\n    %s\n    sources: %s\n",
		    note[i].topic, note[i].rule, note[i].sources);
}

static int
cmd_semantics(struct session *s, struct cmd_ctx *c)
{
	size_t i = set_skip(c->text, c->len, c->args);
	struct semantics sem = *session_semantics(s);
	char arg[128];
	struct diag d;

	if (i >= c->len) {
		list_semantics(s, &c->r->out);
		return 0;
	}
	snprintf(arg, sizeof arg, "%.*s", (int)(c->len - i), c->text + i);
	if (semantics_set(&sem, arg, &d) != 0) {
		d.severity = DIAG_ERROR;
		d.col = (uint32_t)(i + 1 + (d.col ? d.col - 1 : 0));
		session_add_diag(c->r, &d);
		return 1;
	}
	return session_set_semantics(s, &sem, c->r);
}

/* ---- :lane ---- */

/* :lane N: the facts of the lane at the current step (its record, the
 * states around it, what its destination depends on), put in words by
 * the view. */
static int
explain_lane(struct session *s, struct cmd_ctx *c, unsigned lane,
    struct prov_inputs *in)
{
	struct step *rec = malloc(sizeof *rec);
	struct lane_facts f;
	char text[256];

	if (rec == NULL) {
		session_errorf(c->r, 1, "out of memory");
		return 1;
	}
	memset(&f, 0, sizeof f);
	f.lane = lane;
	f.position = session_position(s);
	if (f.position > 0 && session_current_step(s, rec, &f.before)) {
		const struct operand *dst = &rec->insn.dst;

		f.ran = true;
		if (dst->kind == OPND_VGPR || dst->kind == OPND_SGPR) {
			provenance_inputs(s, dst->kind, dst->reg,
			    dst->kind == OPND_VGPR ? lane : 0, in);
			f.inputs = in;
			/* following them may have re-run the program, which
			 * reuses the scratch f.before points into */
			f.ran = session_current_step(s, rec, &f.before);
		}
	}
	if (f.ran) {
		if (session_step_text(s, f.position, &f.line) != NULL) {
			asm_format(&rec->insn, text, sizeof text);
			f.text = text;
		}
		f.rec = rec;
		f.after = session_wave(s);
		f.sem = session_semantics(s);
		f.fmt = session_get_format(s);
	}
	view_lane_explain(&f, &c->r->out);
	free(rec);
	return 0;
}

static int
cmd_lane(struct session *s, struct cmd_ctx *c)
{
	size_t wl;
	unsigned col;
	const char *w = next_word(c, &wl, &col);
	struct prov_inputs in;
	uint64_t lane;

	if (wl == 0 || value_parse_uint(w, wl, &lane) != wl) {
		session_errorf(c->r, col, ":lane: which lane? (0..%d)",
		    session_wave_size(s) - 1);
		return 1;
	}
	if (lane >= (uint64_t)session_wave_size(s)) {
		session_errorf(c->r, col, ":lane: the wave has lanes 0..%d",
		    session_wave_size(s) - 1);
		return 1;
	}
	if (!at_end(c)) {
		struct set_reg rs;

		if (parse_reg(c, ":lane", &rs) != 0)
			return 1;
		if (!at_end(c))
			return extra_args(c, ":lane");
		if (rs.kind == SET_MEM || rs.kind == SET_LDS) {
			session_errorf(c->r, rs.col, ":lane: memory has no "
			    "lanes");
			return 1;
		}
		provenance_inputs(s, set_operand_kind(rs.kind), rs.reg,
		    (unsigned)lane, &in);
		view_lane_inputs(&in, &c->r->out);
		return 0;
	}
	return explain_lane(s, c, (unsigned)lane, &in);
}

/* ---- :help ---- */

static void
help_overview(struct strbuf *out)
{
	strbuf_puts(out, "Type an instruction (llvm-mc AMDGPU syntax) to run "
	    "it as the next step, or a command:\n");
	for (const struct command *c = find_command(NULL, 0); c->name != NULL;
	    c++)
		strbuf_printf(out, "  %-26s %s\n", c->usage, c->help);
	strbuf_puts(out, "VALUE: 12, 0x1f, -3, 1.5 (f32 bits), lane, i, "
	    "expressions with + - * / % << >> & | ^ ~ ( ), f32(EXPR), or "
	    "[v0, v1, ...] with one value per lane.\n"
	    ":help MNEMONIC or :help MODIFIER explains one.\n");
}

static int
cmd_help(struct session *s, struct cmd_ctx *c)
{
	size_t wl;
	unsigned col;
	const char *w = next_word(c, &wl, &col);
	struct strbuf *out = &c->r->out;

	if (wl == 0) {
		help_overview(out);
		return 0;
	}
	if (w[0] == ':') {
		w++;
		wl--;
	}
	const struct command *cmd = find_command(w, wl);
	if (cmd != NULL) {
		strbuf_printf(out, "%s\n  %s\n", cmd->usage, cmd->help);
		return 0;
	}
	if (session_help_mnemonic(session_target(s), w, wl, out) ||
	    session_help_modifier(w, wl, out) ||
	    session_help_target(w, wl, out))
		return 0;
	session_errorf(c->r, col, ":help: no command, instruction, modifier "
	    "or target '%.*s'", (int)(wl > 40 ? 40 : wl), w);
	return 1;
}

static int
cmd_quit(struct session *s, struct cmd_ctx *c)
{
	(void)s;
	if (!at_end(c))
		return extra_args(c, ":quit");
	c->r->quit = true;
	return 0;
}

/* ---- the table ---- */

static const struct command commands[] = {
	{ "set", ":set REG = VALUE", "set vN, aN (gfx90a, gfx942), sN, "
	    "ttmpN, flat_scratch_lo/hi, exec, vcc, m0 or mem[ADDR] / "
	    "mem[ADDR..END] (u32 words, i = word index), or the "
	    "wave's 64 KiB LDS the same way, lds[ADDR] / lds[ADDR..END], or "
	    "lane L's private (scratch) memory, scratch[L][OFF] / "
	    "scratch[L][OFF..END]; every lane, whatever EXEC holds; `:set limit = N`: the most "
	    "steps a program may run (default 10000000); `:set whatif = "
	    "insert|replace`: an instruction typed after stepping back goes "
	    "in before the next one (default) or replaces it, the rest of the "
	    "program stays", cmd_set, false },
	{ "print", ":print REG", "print a register's lanes (or mem[A..B], "
	    "lds[A..B], scratch[LANE][A..B])",
	    cmd_print, false },
	{ "step", ":step [N]", "go N steps forward (default 1)", cmd_step,
	    false },
	{ "back", ":back [N]", "go N steps back (default 1)", cmd_back,
	    false },
	{ "goto", ":goto N", "go to step N (0 = before the first "
	    "instruction)", cmd_goto, false },
	{ "run", ":run", "go to the last step", cmd_run, false },
	{ "cross", ":cross", "go to the next step that moves data between "
	    "lanes (DPP, swizzle, permute, readlane, permlane)", cmd_cross,
	    false },
	{ "skip", ":skip", "go to the next step that is not v_nop, s_nop or "
	    "s_waitcnt", cmd_skip, false },
	{ "reset", ":reset", "go to step 0", cmd_reset, false },
	{ "arrows", ":arrows [on|off|A-B]", "draw where every lane of the "
	    "selected row (or of lanes A-B) reads from, as arrows from a "
	    "source row to a destination row (key a)", cmd_arrows, true },
	{ "undo", ":undo", "take back the last change of the program (an "
	    "instruction or :set line typed, a what-if); the position goes "
	    "back with it", cmd_undo, false },
	{ "redo", ":redo", "make a change :undo took back again", cmd_redo,
	    false },
	{ "load", ":load FILE", "read a session file (the program is "
	    "replaced; position 0)", cmd_load, false },
	{ "save", ":save FILE", "write the current session", cmd_save,
	    false },
	{ "export", ":export html|svg|md|txt FILE", "write the session as "
	    "one HTML page, the current step as SVG, or every step as "
	    "Markdown or text", cmd_export, false },
	{ "target", ":target NAME", "gfx803 (fiji, tonga, gfx8), gfx900 "
	    "(gfx9), gfx90a, gfx942, gfx1010, gfx1030 (gfx10), gfx1100 "
	    "(gfx11), gfx1200 (gfx12); the program is re-run", cmd_target,
	    true },
	{ "wave", ":wave 32|64", "wave size; the program is re-run",
	    cmd_wave, true },
	{ "format", ":format hex|udec|sdec|f32|f16x2|bytes", "number format "
	    "of the picture", cmd_format, true },
	{ "lane", ":lane N [REG]", "explain lane N of the current step: "
	    "source lane, masks, reason, what its value depends on",
	    cmd_lane, false },
	{ "semantics", ":semantics [NAME=CHOICE]", "list the disputed "
	    "behaviours with their sources, or choose one (re-runs)",
	    cmd_semantics, true },
	{ "help", ":help [COMMAND|MNEMONIC|MODIFIER]", "this help, or help on "
	    "one thing", cmd_help, false },
	{ "quit", ":quit", "leave", cmd_quit, false },
	{ NULL, NULL, NULL, NULL, false },
};

/* name NULL: the table itself. */
static const struct command *
find_command(const char *name, size_t len)
{
	if (name == NULL)
		return commands;
	for (const struct command *c = commands; c->name != NULL; c++)
		if (strlen(c->name) == len && memcmp(c->name, name, len) == 0)
			return c;
	return NULL;
}

void
session_each_command(void (*fn)(const char *name, const char *usage,
    const char *help, void *ctx), void *ctx)
{
	if (fn == NULL)
		return;
	for (const struct command *c = commands; c->name != NULL; c++)
		fn(c->name, c->usage, c->help, ctx);
}

/* Splits ":name args" into the command row and the argument offset. */
static const struct command *
lookup(const char *text, size_t len, size_t *args, unsigned *col)
{
	size_t i = set_skip(text, len, 0), e;

	*col = (unsigned)i + 1;
	if (i >= len || text[i] != ':')
		return NULL;
	e = ++i;
	while (e < len && ((text[e] >= 'a' && text[e] <= 'z') ||
	    (text[e] >= 'A' && text[e] <= 'Z')))
		e++;
	*args = e;
	return find_command(text + i, e - i);
}

/* Whether text is `:set WORD` followed by a blank, '=' or its end. */
static bool
is_set_word(const char *text, size_t len, const char *word)
{
	size_t i = set_skip(text, len, 0), n = strlen(word);

	if (!set_is_set_line(text, len))
		return false;
	i = set_skip(text, len, i + 4);
	return len - i >= n && memcmp(text + i, word, n) == 0 &&
	    (len - i == n || set_is_blank(text[i + n]) || text[i + n] == '=');
}

bool
session_is_set_limit(const char *text, size_t len)
{
	return is_set_word(text, len, "limit");
}

bool
session_is_set_option(const char *text, size_t len)
{
	return is_set_word(text, len, "limit") ||
	    is_set_word(text, len, "whatif");
}

bool
session_command_is_setting(const char *text, size_t len)
{
	size_t args;
	unsigned col;
	const struct command *c = lookup(text, len, &args, &col);

	return (c != NULL && c->setting) || session_is_set_option(text, len);
}

bool
session_command_is_quit(const char *text, size_t len)
{
	size_t args;
	unsigned col;
	size_t n = set_strip_comment(text, len);
	const struct command *c = lookup(text, n, &args, &col);

	return c != NULL && c->fn == cmd_quit &&
	    set_skip(text, n, args) >= n;
}

int
session_command(struct session *s, const char *file, long line,
    const char *text, size_t len, struct session_result *r)
{
	struct cmd_ctx c = { file, line, text, 0, 0, r };
	unsigned col;
	const struct command *cmd;

	c.len = set_strip_comment(text, len);
	cmd = lookup(text, c.len, &c.args, &col);
	if (cmd == NULL) {
		size_t e = col;

		while (e < c.len && !set_is_blank(text[e]))
			e++;
		session_errorf(r, col, "unknown command '%.*s' (:help lists "
		    "the commands)", (int)(e - col + 1 > 30 ? 30 :
		    e - col + 1), text + col - 1);
		return 1;
	}
	if (c.args < c.len && !set_is_blank(text[c.args])) {
		session_errorf(r, (unsigned)c.args + 1, "%s: unexpected '%c'",
		    cmd->usage, text[c.args]);
		return 1;
	}
	if (cmd->fn == cmd_load || cmd->fn == cmd_save ||
	    cmd->fn == cmd_export)
		c.len = len; /* paths may hold ';' */
	while (c.len > 0 && set_is_blank(text[c.len - 1]))
		c.len--;
	return cmd->fn(s, &c) != 0 || r->error ? 1 : 0;
}
