/* SPDX-License-Identifier: MIT */
/* The :set language of cli.md (and the register names :print and :lane
 * share with it): a line is parsed and its values computed into a struct
 * set_value without touching any session; session_apply_value then makes
 * the one change. A bad line is therefore found before anything changes.
 * Core-internal: front ends use session.h. Pure: no I/O. */
#ifndef LANESCOPE_SESSION_SET_H
#define LANESCOPE_SESSION_SET_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "session.h"
#include "value.h"
#include "wave.h"

/* Lexical helpers of the session language, shared by the command table. */
static inline bool
set_is_blank(char c)
{
	return c == ' ' || c == '\t';
}

/* The offset of the first non-blank at or after i (len when none). */
static inline size_t
set_skip(const char *t, size_t len, size_t i)
{
	while (i < len && set_is_blank(t[i]))
		i++;
	return i;
}

/* Length of the line without a trailing `;` or `//` comment and blanks. */
static inline size_t
set_strip_comment(const char *t, size_t len)
{
	for (size_t i = 0; i < len; i++)
		if (t[i] == ';' || (t[i] == '/' && i + 1 < len &&
		    t[i + 1] == '/')) {
			len = i;
			break;
		}
	while (len > 0 && set_is_blank(t[len - 1]))
		len--;
	return len;
}

/* What a register name names. */
enum set_kind { SET_VGPR, SET_SGPR, SET_EXEC, SET_VCC, SET_M0, SET_MEM,
	SET_LDS /* the wave's LDS: bytes as SET_MEM, below SET_LDS_BYTES */ };
/* The LDS every target lanescope has gives a wave (64 KiB; :semantics
 * lds.size). */
#define SET_LDS_BYTES 65536u

struct set_reg {
	enum set_kind kind;
	unsigned reg;            /* SET_VGPR, SET_SGPR */
	uint64_t addr, end;      /* SET_MEM: the bytes [addr, end) */
	bool range;              /* SET_MEM: written as mem[A..B] */
	unsigned scratch;        /* SET_MEM written scratch[L][A..B]: L + 1,
				  * and addr/end are session-memory
				  * addresses (memory_scratch_addr); else 0 */
	unsigned col;            /* 1-based column of the name */
};

/* A :set line compiled: where, and the VALUE program. */
struct set_line {
	struct set_reg reg;
	struct value_prog prog;
};

/* A :set line's values, computed: what the session is to write. */
struct set_value {
	struct set_reg reg;
	uint32_t lanes[WAVE_MAX_LANES]; /* SET_VGPR: every lane */
	uint64_t scalar;                /* SET_SGPR, SET_EXEC, SET_VCC, SET_M0 */
	uint8_t *bytes;                 /* SET_MEM: end - addr bytes, owned;
					 * NULL: every word is `fill` */
	uint32_t fill;
};

/* Parses the register name at text[*pos] (after blanks): vN, sN, exec,
 * vcc, m0, aN (an AGPR's vgpr[] slot), mem[A] or mem[A..B], lds[...],
 * or scratch[L][A..B] (lane L's private memory, a SET_MEM range), and
 * moves *pos past it. cmd names the
 * command in errors. Returns 0, or 1 with an error in r. */
int set_parse_reg(const char *text, size_t len, size_t *pos,
    const char *cmd, struct set_reg *out, struct session_result *r);

/* Refuses an AGPR (aN) on a target without the accumulation registers:
 * returns 0, or 1 with an error in r naming cmd. */
int set_reg_check_target(const struct set_reg *g, enum isa_target target,
    const char *cmd, struct session_result *r);

/* The operand kind of a register name (OPND_VGPR ... OPND_M0; OPND_NONE
 * for memory). */
unsigned set_operand_kind(enum set_kind kind);

/* Whether a line (without its newline) is a :set line. */
bool set_is_set_line(const char *text, size_t len);

/* Compiles a :set line (a trailing comment allowed) for a wave of
 * wave_size lanes. Returns 0, or 1 with an error in r. */
int set_compile(const char *text, size_t len, unsigned wave_size,
    struct set_line *out, struct session_result *r);

/* Computes the values of a compiled line into v (set_value_free frees it).
 * Returns 0, or 1 with an error in r (division by zero, out of memory);
 * v then owns nothing. */
int set_evaluate(const struct set_line *l, unsigned wave_size,
    struct set_value *v, struct session_result *r);
void set_value_free(struct set_value *v);

struct memory;
/* Writes a SET_MEM value into m, whose pages for the range must have been
 * reserved (memory_reserve), so that it cannot fail half way. */
void set_write_mem(const struct set_value *v, struct memory *m);

#endif
