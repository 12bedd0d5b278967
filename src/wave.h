/* SPDX-License-Identifier: MIT */
/* The state of one wavefront: registers, masks and the memory it sees.
 * Plain data with fixed arrays; no allocation except through memory.h. */
#ifndef LANESCOPE_WAVE_H
#define LANESCOPE_WAVE_H

#include <stdbool.h>
#include <stdint.h>

#define WAVE_MAX_LANES 64
#define WAVE_NUM_VGPRS 256
#define WAVE_NUM_SGPRS 106 /* s0..s105; vcc, exec, m0 are separate fields */

typedef uint64_t lanemask_t;

struct memory; /* memory.h: sparse byte-addressed memory */

struct wave {
	uint8_t target;            /* enum isa_target */
	uint8_t size;              /* 32 or 64 lanes */
	bool scc;
	lanemask_t exec;           /* bits >= size are always 0 */
	lanemask_t vcc;
	uint32_t m0;
	uint32_t sgpr[WAVE_NUM_SGPRS];
	uint32_t vgpr[WAVE_NUM_VGPRS][WAVE_MAX_LANES];
	/* Registers ever set by :set or written by an instruction: --json
	 * lists exactly these. Bit r of vgpr_used[r / 64]. */
	uint64_t vgpr_used[WAVE_NUM_VGPRS / 64];
	uint64_t sgpr_used[2];
	struct memory *mem;        /* not owned; may be NULL (no memory ops) */
	struct memory *lds;        /* the wave's LDS, addresses 0..64 KiB; not
				    * owned; may be NULL (no LDS memory ops) */
	/* The byte address of the instruction being run: an input the
	 * session sets before a step that reads it (s_getpc_b64,
	 * s_swappc_b64), not state the history keeps. */
	uint64_t pc;
	/* The MODE hardware register (s_getreg/s_setreg, branch
	 * s5-16ops): stored and read back; lanescope's float arithmetic
	 * always rounds to nearest even and keeps denormals whatever its
	 * FP_ROUND and FP_DENORM fields say. */
	uint32_t mode;
};

/* MODE at power-on: LLVM's kernel-descriptor defaults (FP_ROUND 0,
 * round to nearest even; FP_DENORM 0xf, denormals kept; DX10_CLAMP and
 * IEEE set), the float behaviour lanescope computes with. */
#define WAVE_MODE_RESET 0x3f0u

/* Mask of all lanes of a wave of `size` lanes. */
static inline lanemask_t
wave_all_lanes(unsigned size)
{
	return size >= 64 ? ~(lanemask_t)0 : (((lanemask_t)1 << size) - 1);
}

/* Resets w to the power-on state of the contract: every register 0, EXEC
 * all ones, nothing marked used. Keeps w->mem. */
void wave_reset(struct wave *w, unsigned target, unsigned size);

#endif
