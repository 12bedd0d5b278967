/* SPDX-License-Identifier: MIT */
/* The :set VALUE language of cli.md: integer and float literals, `lane`,
 * `i`, expressions, f32() and lists. Pure: no I/O, no allocation. */
#ifndef LANESCOPE_VALUE_H
#define LANESCOPE_VALUE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "diag.h"

#define VALUE_MAX_NODES 256
#define VALUE_MAX_LIST 64

/* Which variables an expression may name. */
#define VALUE_VAR_LANE 0x1u /* `lane`: the lane number */
#define VALUE_VAR_I    0x2u /* `i`: the word index of mem[A..B] */
#define VALUE_ALLOW_LIST 0x4u /* `[v0, v1, ...]` */

struct value_node {
	uint8_t op;     /* private opcode */
	uint16_t a, b;  /* operand nodes */
	uint16_t col;   /* 1-based column in the source line, for errors */
	uint64_t val;   /* literal */
};

/* A compiled VALUE: one expression, or a list of exactly `nlist` of them. */
struct value_prog {
	unsigned width;           /* 32 or 64 bits of arithmetic */
	unsigned nnodes;
	unsigned nlist;           /* 0: a single expression at root[0] */
	uint16_t root[VALUE_MAX_LIST];
	struct value_node node[VALUE_MAX_NODES];
};

/* Compiles text (len bytes, not NUL-terminated) whose first byte sits at
 * column col0 of the source line. width is 32 (registers, memory words:
 * arithmetic on u32) or 64 (exec/vcc). vars is a mask of VALUE_VAR_* and
 * VALUE_ALLOW_LIST. A list must have exactly nlanes entries. Returns 0, or
 * -1 with d filled (column of the bad token, message). */
int value_compile(struct value_prog *p, const char *text, size_t len,
    unsigned col0, unsigned width, unsigned vars, unsigned nlanes,
    struct diag *d);

/* Evaluates p for one lane (the list entry `lane` when p is a list) with
 * `i` = index. Returns 0 and *out, or -1 with d filled (division by zero). */
int value_eval(const struct value_prog *p, uint32_t lane, uint64_t index,
    uint64_t *out, struct diag *d);

/* Whether p names `i`: when not, every word of a memory range gets the
 * value of word 0, computed once. */
bool value_uses_index(const struct value_prog *p);

/* Parses one unsigned integer literal (decimal or 0x hex) for commands
 * (:step N, mem[ADDR]). Returns the characters consumed, 0 when there is
 * no number or it overflows 64 bits. */
size_t value_parse_uint(const char *text, size_t len, uint64_t *out);

#endif
