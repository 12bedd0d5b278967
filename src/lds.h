/* SPDX-License-Identifier: MIT */
/* The LDS bank model of one wave's LDS access (semantics.md 13; :semantics
 * lds.banks and lds.wide_access): per lane the dwords and banks it
 * touches, the groups of lanes checked together, the passes each group
 * needs, the conflict degree and the cycles. Pure: no allocation. */
#ifndef LANESCOPE_LDS_H
#define LANESCOPE_LDS_H

#include <stdbool.h>
#include <stdint.h>

#include "wave.h"

#define LDS_BANKS 32
#define LDS_MAX_ELEMS 2   /* the 2-address forms */
#define LDS_MAX_GROUPS 8  /* 64 lanes in groups of 8 at the least */

/* What the step record keeps about one LDS instruction. The executor
 * fills the first block, lds_analyze() the rest. */
struct lds_step {
	uint8_t op_sem;                /* enum isa_sem */
	uint8_t elem_bytes;            /* bytes of one element */
	uint8_t elems;                 /* elements per lane: 1 or 2 */
	bool is_load, is_store, is_atomic;
	bool src2;                     /* a ds_*_src2_* form: element 1 is B,
					* the location read as the operand */
	lanemask_t lanes;              /* active lanes that accessed LDS */
	lanemask_t out_of_range;       /* lanes with an element out of range */
	uint32_t addr[LDS_MAX_ELEMS][WAVE_MAX_LANES]; /* byte address */

	/* Filled by lds_analyze(). */
	uint8_t group_lanes;           /* lanes checked together */
	uint8_t ngroups;               /* groups holding an active lane */
	uint8_t degree;                /* conflict degree (>= 1 if any lane) */
	uint16_t cycles;               /* sum of the passes of the groups */
	uint8_t passes[LDS_MAX_GROUPS];/* passes of group g (lanes g * n..) */
	uint8_t bank_of[WAVE_MAX_LANES]; /* bank of the lane's first dword */
	lanemask_t bank_lanes[LDS_BANKS]; /* lanes touching each bank */
	uint8_t bank_dwords[LDS_BANKS];   /* distinct dwords of each bank in
					   * the worst group */
	lanemask_t conflict_lanes;     /* lanes in a bank of some group that
					* needs more than one pass */
	int8_t worst_group;            /* -1 when no lane */
	int8_t worst_bank;
	int8_t why_lane[2];            /* two lanes of the worst group that
					* hit different dwords of the worst
					* bank (-1 when degree is 1) */
	bool broadcast;                /* some dword served several lanes */
};

/* Computes the analysis fields of s from lanes, out_of_range (those lanes
 * still count: their address was generated), addr, elem_bytes and elems,
 * for a wave of W lanes. wide_half_wave: :semantics lds.wide_access =
 * half_wave (32-lane groups for every width) instead of split (32 dwords
 * per group). An access counts every dword its bytes touch. */
void lds_analyze(struct lds_step *s, unsigned W, bool wide_half_wave);

/* Appends to buf (size bytes, always terminated) the sentence that says
 * why: "lanes 0 and 16 read different dwords of bank 0: 2 passes", or
 * "no bank conflict: 1 pass per group" and the like. */
void lds_explain(const struct lds_step *s, char *buf, unsigned size);

#endif
