/* SPDX-License-Identifier: MIT */
/* The :set language: register names, compiling and evaluating a line into
 * the values to write; see session_set.h. Pure core. */
#include "session_set.h"

#include <stdlib.h>
#include <string.h>

#include "isa.h"
#include "memory.h"
#include "session_impl.h"

static bool
is_name_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	    (c >= '0' && c <= '9') || c == '_' || c == '-';
}

/* mem[A] or mem[A..B] (lds[...] when lds, scratch[L][...] when
 * scratch) from the '[' at t[p]: fills out, moves *end past the ']'. */
static int
parse_mem(const char *t, size_t len, size_t p, const char *cmd, bool lds,
    bool scratch, struct set_reg *out, size_t *end,
    struct session_result *r)
{
	const char *name = lds ? "lds" : scratch ? "scratch[L]" : "mem";
	size_t n, p0;

	p = set_skip(t, len, p + 1);
	p0 = p;
	out->kind = lds ? SET_LDS : SET_MEM;
	n = value_parse_uint(t + p, len - p, &out->addr);
	if (n == 0) {
		session_errorf(r, (unsigned)p + 1, "%s: expected a byte "
		    "address in %s[...]", cmd, name);
		return 1;
	}
	p = set_skip(t, len, p + n);
	out->end = out->addr + 4;
	if (p + 1 < len && t[p] == '.' && t[p + 1] == '.') {
		p = set_skip(t, len, p + 2);
		n = value_parse_uint(t + p, len - p, &out->end);
		if (n == 0) {
			session_errorf(r, (unsigned)p + 1, "%s: expected the "
			    "end address after '..'", cmd);
			return 1;
		}
		out->range = true;
		if (out->end <= out->addr || (out->end - out->addr) % 4 ||
		    out->end - out->addr > (64u << 20)) {
			session_errorf(r, (unsigned)p + 1, "%s: %s[A..B] is "
			    "the bytes A up to B (excluded): a positive "
			    "multiple of 4, at most 64 MiB", cmd, name);
			return 1;
		}
		p = set_skip(t, len, p + n);
	}
	if (lds && out->end > SET_LDS_BYTES) {
		session_errorf(r, (unsigned)p0 + 1, "%s: the LDS is %u bytes "
		    "(lds[0..%u] at most); lds[0x%llx..0x%llx] reaches past "
		    "it", cmd, SET_LDS_BYTES, SET_LDS_BYTES,
		    (unsigned long long)out->addr,
		    (unsigned long long)out->end);
		return 1;
	}
	if (scratch && out->end > (1ull << 32)) {
		session_errorf(r, (unsigned)p0 + 1, "%s: a lane's scratch "
		    "offsets are 32 bits: scratch[L][0x%llx..0x%llx] reaches "
		    "past 4 GiB", cmd, (unsigned long long)out->addr,
		    (unsigned long long)out->end);
		return 1;
	}
	if (p >= len || t[p] != ']') {
		session_errorf(r, (unsigned)p + 1, "%s: expected ']'", cmd);
		return 1;
	}
	*end = p + 1;
	return 0;
}

/* scratch[L][A] or scratch[L][A..B] from the first '[' at t[p]: lane
 * L's private memory (memory.h, memory_scratch_addr) as a SET_MEM
 * range, so :set, :print, history and sessions treat it as memory. */
static int
parse_scratch(const char *t, size_t len, size_t p, const char *cmd,
    unsigned wave_lanes, struct set_reg *out, size_t *end,
    struct session_result *r)
{
	uint64_t lane;
	size_t n;

	p = set_skip(t, len, p + 1);
	n = value_parse_uint(t + p, len - p, &lane);
	if (n == 0 || lane >= wave_lanes) {
		session_errorf(r, (unsigned)p + 1, "%s: expected a lane "
		    "0..%u in scratch[LANE][...]", cmd, wave_lanes - 1);
		return 1;
	}
	p = set_skip(t, len, p + n);
	if (p >= len || t[p] != ']') {
		session_errorf(r, (unsigned)p + 1, "%s: expected ']' after "
		    "the lane", cmd);
		return 1;
	}
	p = set_skip(t, len, p + 1);
	if (p >= len || t[p] != '[') {
		session_errorf(r, (unsigned)p + 1, "%s: expected "
		    "[OFFSET] or [A..B] after scratch[LANE]", cmd);
		return 1;
	}
	if (parse_mem(t, len, p, cmd, false, true, out, end, r) != 0)
		return 1;
	out->scratch = (unsigned)lane + 1;
	out->addr = memory_scratch_addr((unsigned)lane, 0) + out->addr;
	out->end = memory_scratch_addr((unsigned)lane, 0) + out->end;
	return 0;
}

int
set_parse_reg(const char *t, size_t len, size_t *pos, const char *cmd,
    struct set_reg *out, struct session_result *r)
{
	size_t i = set_skip(t, len, *pos), e = i, wl;
	const char *w = t + i;
	uint64_t v;

	memset(out, 0, sizeof *out);
	out->col = (unsigned)i + 1;
	while (e < len && is_name_char(t[e]))
		e++;
	wl = e - i;
	if (wl == 4 && memcmp(w, "exec", 4) == 0) {
		out->kind = SET_EXEC;
	} else if (wl == 3 && memcmp(w, "vcc", 3) == 0) {
		out->kind = SET_VCC;
	} else if (wl == 2 && memcmp(w, "m0", 2) == 0) {
		out->kind = SET_M0;
	} else if (wl >= 2 && (w[0] == 'v' || w[0] == 's') &&
	    value_parse_uint(w + 1, wl - 1, &v) == wl - 1) {
		unsigned max = w[0] == 'v' ? WAVE_NUM_VGPRS : WAVE_NUM_SGPRS;

		if (v >= max) {
			session_errorf(r, out->col, "%s: %c%llu does not exist "
			    "(%c0..%c%u)", cmd, w[0], (unsigned long long)v,
			    w[0], w[0], max - 1);
			return 1;
		}
		out->kind = w[0] == 'v' ? SET_VGPR : SET_SGPR;
		out->reg = (unsigned)v;
	} else if (wl >= 2 && w[0] == 'a' &&
	    value_parse_uint(w + 1, wl - 1, &v) == wl - 1) {
		/* an accumulation register of gfx90a/gfx942, kept in the
		 * vgpr[] slot after v255 (wave.h); the session refuses it
		 * on other targets (set_reg_check_target) */
		if (v >= WAVE_NUM_AGPRS) {
			session_errorf(r, out->col, "%s: a%llu does not exist "
			    "(a0..a%u)", cmd, (unsigned long long)v,
			    WAVE_NUM_AGPRS - 1);
			return 1;
		}
		out->kind = SET_VGPR;
		out->reg = WAVE_AGPR_SLOT + (unsigned)v;
	} else if (wl == 15 && (memcmp(w, "flat_scratch_lo", 15) == 0 ||
	    memcmp(w, "flat_scratch_hi", 15) == 0)) {
		out->kind = SET_SGPR;
		out->reg = WAVE_FLAT_SCRATCH_SLOT + (w[13] == 'h');
	} else if (wl > 4 && memcmp(w, "ttmp", 4) == 0 &&
	    value_parse_uint(w + 4, wl - 4, &v) == wl - 4) {
		/* the trap temporaries live in sgpr[] after s105 (wave.h) */
		if (v >= WAVE_NUM_TTMPS) {
			session_errorf(r, out->col, "%s: ttmp%llu does not "
			    "exist (ttmp0..ttmp%u)", cmd, (unsigned long long)v,
			    WAVE_NUM_TTMPS - 1);
			return 1;
		}
		out->kind = SET_SGPR;
		out->reg = WAVE_TTMP_SLOT + (unsigned)v;
	} else if (wl == 3 && (memcmp(w, "mem", 3) == 0 ||
	    memcmp(w, "lds", 3) == 0) && e < len && t[e] == '[') {
		if (parse_mem(t, len, e, cmd, w[0] == 'l', false, out, &e,
		    r) != 0)
			return 1;
	} else if (wl == 7 && memcmp(w, "scratch", 7) == 0 && e < len &&
	    t[e] == '[') {
		if (parse_scratch(t, len, e, cmd, WAVE_MAX_LANES, out, &e,
		    r) != 0)
			return 1;
	} else {
		session_errorf(r, out->col, "%s: expected a register (vN, aN, "
		    "sN, ttmpN, exec, vcc, m0), mem[ADDR], lds[ADDR] or "
		    "scratch[LANE][OFFSET], not '%.*s'", cmd,
		    (int)(wl ? (wl > 30 ? 30 : wl) : 1), wl ? w : t + i);
		return 1;
	}
	*pos = e;
	return 0;
}

int
set_reg_check_target(const struct set_reg *g, enum isa_target target,
    const char *cmd, struct session_result *r)
{
	if (g->kind != SET_VGPR || g->reg < WAVE_AGPR_SLOT ||
	    isa_features(target)->agprs)
		return 0;
	session_errorf(r, g->col, "%s: a%u does not exist on %s (the "
	    "accumulation registers a0..a255 are gfx90a's and gfx942's)",
	    cmd, g->reg - WAVE_AGPR_SLOT, isa_target_name(target));
	return 1;
}

unsigned
set_operand_kind(enum set_kind kind)
{
	static const unsigned kinds[] = { OPND_VGPR, OPND_SGPR, OPND_EXEC,
		OPND_VCC, OPND_M0, OPND_NONE, OPND_NONE };

	return kinds[kind];
}

bool
set_is_set_line(const char *text, size_t len)
{
	size_t i = set_skip(text, len, 0);

	return len - i >= 4 && memcmp(text + i, ":set", 4) == 0 &&
	    (len - i == 4 || set_is_blank(text[i + 4]));
}

int
set_compile(const char *text, size_t len, unsigned wave_size,
    struct set_line *out, struct session_result *r)
{
	size_t n = set_strip_comment(text, len);
	size_t i = set_skip(text, n, 0) + 4; /* ":set" */
	unsigned vars, width;
	struct diag d;

	if (set_parse_reg(text, n, &i, ":set", &out->reg, r) != 0)
		return 1;
	i = set_skip(text, n, i);
	if (i >= n || text[i] != '=') {
		session_errorf(r, (unsigned)i + 1, ":set: expected '=' after "
		    "the register");
		return 1;
	}
	i++;
	if (set_skip(text, n, i) >= n) {
		session_errorf(r, (unsigned)i + 1, ":set: expected a value "
		    "after '='");
		return 1;
	}
	vars = out->reg.kind == SET_VGPR ? VALUE_VAR_LANE | VALUE_ALLOW_LIST :
	    out->reg.kind == SET_MEM || out->reg.kind == SET_LDS ?
	    VALUE_VAR_I : 0;
	width = out->reg.kind == SET_EXEC || out->reg.kind == SET_VCC ? 64 :
	    32;
	if (value_compile(&out->prog, text + i, n - i, (unsigned)i + 1, width,
	    vars, wave_size, &d) != 0) {
		session_add_diag(r, &d);
		return 1;
	}
	return 0;
}

/* Stores word x little-endian, whatever the host is. */
static void
put_le32(uint8_t *b, uint32_t x)
{
	b[0] = (uint8_t)x;
	b[1] = (uint8_t)(x >> 8);
	b[2] = (uint8_t)(x >> 16);
	b[3] = (uint8_t)(x >> 24);
}

/* The bytes of a memory range: one evaluation per word, or, when the
 * value does not name `i`, one for all (64 MiB of a constant is then a
 * fill, not 16 million evaluations and a 64 MiB buffer). */
static int
evaluate_mem(const struct set_line *l, struct set_value *v,
    struct session_result *r)
{
	size_t words = (size_t)(l->reg.end - l->reg.addr) / 4;
	struct diag d;
	uint64_t x;

	if (!value_uses_index(&l->prog)) {
		if (value_eval(&l->prog, 0, 0, &x, &d) != 0) {
			session_add_diag(r, &d);
			return 1;
		}
		v->fill = (uint32_t)x;
		return 0;
	}
	v->bytes = malloc(words * 4);
	if (v->bytes == NULL) {
		session_errorf(r, 1, "out of memory");
		return 1;
	}
	for (size_t w = 0; w < words; w++) {
		if (value_eval(&l->prog, 0, w, &x, &d) != 0) {
			set_value_free(v);
			session_add_diag(r, &d);
			return 1;
		}
		put_le32(v->bytes + w * 4, (uint32_t)x);
	}
	return 0;
}

/* Writes the bytes of a memory value (reserved beforehand: cannot fail). */
void
set_write_mem(const struct set_value *v, struct memory *m)
{
	size_t len = (size_t)(v->reg.end - v->reg.addr);
	uint8_t pattern[4096];

	if (v->bytes != NULL) {
		(void)memory_write(m, v->reg.addr, v->bytes, len);
		return;
	}
	for (size_t i = 0; i < sizeof pattern; i += 4)
		put_le32(pattern + i, v->fill);
	/* The pattern repeats every 4 bytes, so every chunk starts it
	 * afresh. */
	for (size_t done = 0; done < len; done += sizeof pattern)
		(void)memory_write(m, v->reg.addr + done, pattern,
		    len - done < sizeof pattern ? len - done : sizeof pattern);
}

int
set_evaluate(const struct set_line *l, unsigned wave_size,
    struct set_value *v, struct session_result *r)
{
	struct diag d;
	uint64_t x;

	v->reg = l->reg;
	v->bytes = NULL;
	switch (l->reg.kind) {
	case SET_VGPR:
		for (unsigned lane = 0; lane < wave_size; lane++) {
			if (value_eval(&l->prog, lane, 0, &x, &d) != 0) {
				session_add_diag(r, &d);
				return 1;
			}
			v->lanes[lane] = (uint32_t)x;
		}
		return 0;
	case SET_MEM:
	case SET_LDS:
		return evaluate_mem(l, v, r);
	default:
		if (value_eval(&l->prog, 0, 0, &x, &d) != 0) {
			session_add_diag(r, &d);
			return 1;
		}
		v->scalar = x;
		return 0;
	}
}

void
set_value_free(struct set_value *v)
{
	free(v->bytes);
	v->bytes = NULL;
}
