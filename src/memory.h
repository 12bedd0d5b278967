/* SPDX-License-Identifier: MIT */
/* Sparse byte-addressed memory and the coalescing model of one wave's
 * memory instruction (64-byte L2 requests, L1 grouping, clocks; reference
 * 004 and semantics.md 9). Pure: allocates pages, never prints. */
#ifndef LANESCOPE_MEMORY_H
#define LANESCOPE_MEMORY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "wave.h"

#define MEMORY_LINE_BYTES 64
/* A lane touches at most 2 lines (16 bytes never cross two boundaries). */
#define MEMORY_MAX_LINES (2 * WAVE_MAX_LANES)

struct memory; /* opaque */

/* Creates an empty memory (every byte reads 0). NULL when out of memory. */
struct memory *memory_new(void);
void memory_free(struct memory *m);

/* Reads/writes len bytes at addr. Writes return -1 when out of memory. */
void memory_read(const struct memory *m, uint64_t addr, void *buf, size_t len);
int memory_write(struct memory *m, uint64_t addr, const void *buf, size_t len);

/* Calls fn for every written byte range in ascending address order
 * (for :print mem and --json). */
typedef void (*memory_range_fn)(uint64_t addr, const uint8_t *bytes,
    size_t len, void *ctx);
void memory_each_range(const struct memory *m, memory_range_fn fn, void *ctx);

/* L1 grouping cases of reference 004, as named in --json "l1_case". */
enum mem_l1_case {
	L1_NONE,                 /* no active lane */
	L1_ROW16_SAME_ADDRESS,   /* "row16_same_address": all lanes one address */
	L1_ROW16_QUAD_UNIFORM,   /* "row16_quad_uniform": each quad one address */
	L1_ROW16_CONSECUTIVE_QUADS, /* "row16_consecutive_quads" */
	L1_QUADS,                /* "quads": aligned groups of 4 lanes */
	L1_IMAGE_QUADS,          /* "image_quads" */
};

/* Everything the screen and the JSON show about one memory instruction.
 * Filled by the execution core (exec_mem.c) through memory_analyze(). */
struct mem_step {
	uint8_t op_sem;                      /* enum isa_sem */
	uint8_t bytes_per_lane;
	uint8_t active;                      /* active lanes */
	bool is_store, is_atomic, is_image;
	lanemask_t lanes;                    /* lanes that accessed memory */
	lanemask_t in_range;                 /* lanes inside the buffer's range */
	uint64_t addr[WAVE_MAX_LANES];       /* byte address per lane */
	uint8_t line_of[WAVE_MAX_LANES];     /* index into line[] of the lane's
					      * first line */
	uint8_t group_of[WAVE_MAX_LANES];    /* L1 group index */
	uint16_t nlines;                     /* distinct 64-byte lines = L2 requests */
	uint64_t line[MEMORY_MAX_LINES];     /* line addresses, ascending */
	uint16_t requests;                   /* L2 requests (atomics: one per lane) */
	uint16_t ideal;                      /* ceil(bytes moved / 64) */
	uint8_t l1_case;                     /* enum mem_l1_case */
	uint16_t clocks;                     /* wave clocks from reference 004 */
	int8_t store_winner[WAVE_MAX_LANES]; /* for colliding stores: lane whose
					      * data lands at this lane's address
					      * (-1 if not a store) */
};

/* Computes requests, lines, ideal, L1 case and clocks of ms from its
 * lanes, addr[], bytes_per_lane and op flags (already filled in). */
void memory_analyze(struct mem_step *ms);

/* "row16_same_address", ... as in the table above. */
const char *memory_l1_case_name(enum mem_l1_case c);

#endif
