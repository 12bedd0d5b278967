/* SPDX-License-Identifier: MIT */
/* The state of one wavefront: registers, masks and the memory it sees.
 * Plain data with fixed arrays; no allocation except through memory.h. */
#ifndef LANESCOPE_WAVE_H
#define LANESCOPE_WAVE_H

#include <stdbool.h>
#include <stdint.h>

#define WAVE_MAX_LANES 64
#define WAVE_NUM_VGPRS 256
/* The accumulation registers a0..a255 of gfx90a and gfx942 are kept in
 * vgpr[] after v255 (slot WAVE_AGPR_SLOT + k), as ttmps are kept after
 * the SGPRs: the register lists of a step, the history and provenance
 * name them by these slots, and wave_vgpr_name() names them. Targets
 * without them never touch those slots. */
#define WAVE_NUM_AGPRS 256
#define WAVE_AGPR_SLOT WAVE_NUM_VGPRS
#define WAVE_VGPR_SLOTS (WAVE_AGPR_SLOT + WAVE_NUM_AGPRS)
#define WAVE_NUM_SGPRS 106 /* s0..s105; vcc, exec, m0 are separate fields */
/* The trap temporaries ttmp0..15 are kept in sgpr[] after s105 (slot
 * WAVE_TTMP_SLOT + k): plain scalar registers that start at 0 and hold
 * what the program or :set puts there (lanescope runs no trap handler
 * and no dispatcher, so gfx12's workgroup IDs are not in ttmp7/ttmp9).
 * flat_scratch_lo/hi (gfx8/gfx9, operand codes 102/103) follow them
 * (WAVE_FLAT_SCRATCH_SLOT + 0/1), the same kind of plain register: no
 * scratch memory is modelled behind them. Register lists (exec_reads)
 * name all of these as their SGPR slots; wave_sgpr_name() names them. */
#define WAVE_NUM_TTMPS 16
#define WAVE_TTMP_SLOT WAVE_NUM_SGPRS
#define WAVE_FLAT_SCRATCH_SLOT (WAVE_TTMP_SLOT + WAVE_NUM_TTMPS)
#define WAVE_SGPR_SLOTS (WAVE_FLAT_SCRATCH_SLOT + 2)
#define WAVE_SGPR_NAME_MAX 16 /* "flat_scratch_lo" and its NUL */

typedef uint64_t lanemask_t;

struct memory; /* memory.h: sparse byte-addressed memory */

struct wave {
	uint8_t target;            /* enum isa_target */
	uint8_t size;              /* 32 or 64 lanes */
	bool scc;
	lanemask_t exec;           /* bits >= size are always 0 */
	lanemask_t vcc;
	uint32_t m0;
	uint32_t sgpr[WAVE_SGPR_SLOTS]; /* s0..s105, ttmp0..15 */
	uint32_t vgpr[WAVE_VGPR_SLOTS][WAVE_MAX_LANES]; /* v0..v255,
							 * a0..a255 */
	/* Registers ever set by :set or written by an instruction: --json
	 * lists exactly these. Bit r of vgpr_used[r / 64]. */
	uint64_t vgpr_used[WAVE_VGPR_SLOTS / 64];
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
/* MODE bit 27 (gfx8/gfx9/CDNA): VGPR indexing is on (s_set_gpr_idx_on);
 * the index is M0[7:0], the operands it applies to M0[15:12] (bit 0 src0,
 * 1 src1, 2 src2, 3 dst); exec_gpr_index applies it. */
#define WAVE_MODE_GPR_IDX_EN (1u << 27)

/* Mask of all lanes of a wave of `size` lanes. */
static inline lanemask_t
wave_all_lanes(unsigned size)
{
	return size >= 64 ? ~(lanemask_t)0 : (((lanemask_t)1 << size) - 1);
}

/* The name of sgpr[] slot r: "s5", "ttmp9" or "flat_scratch_lo" (see
 * WAVE_TTMP_SLOT). buf has WAVE_SGPR_NAME_MAX bytes; returns buf. */
static inline const char *
wave_sgpr_name(unsigned r, char buf[WAVE_SGPR_NAME_MAX])
{
	static const char fs[] = "flat_scratch_lo";
	unsigned t = r >= WAVE_TTMP_SLOT ? r - WAVE_TTMP_SLOT : r;
	unsigned k = 0, n = 0;
	char d[4];

	if (r >= WAVE_FLAT_SCRATCH_SLOT) {
		for (k = 0; k < sizeof fs; k++)
			buf[k] = fs[k];
		if (r > WAVE_FLAT_SCRATCH_SLOT) {
			buf[13] = 'h';
			buf[14] = 'i';
		}
		return buf;
	}
	if (r >= WAVE_TTMP_SLOT) {
		buf[0] = 't'; buf[1] = 't'; buf[2] = 'm'; buf[3] = 'p';
		k = 4;
	} else {
		buf[k++] = 's';
	}
	do
		d[n++] = (char)('0' + t % 10);
	while ((t /= 10) != 0 && n < 3);
	while (n > 0)
		buf[k++] = d[--n];
	buf[k] = '\0';
	return buf;
}

/* The letter of vgpr[] slot r ('v', or 'a' for an AGPR slot) and its
 * number within its file: "%c%u" of the two is the register's name. */
static inline char
wave_vgpr_letter(unsigned r)
{
	return r >= WAVE_AGPR_SLOT ? 'a' : 'v';
}

static inline unsigned
wave_vgpr_number(unsigned r)
{
	return r >= WAVE_AGPR_SLOT ? r - WAVE_AGPR_SLOT : r;
}

/* The two arguments of "%c%u" that name vgpr[] slot r. */
#define WAVE_VGPR_NAME(r) \
	wave_vgpr_letter((unsigned)(r)), wave_vgpr_number((unsigned)(r))

/* Copies s into d, leaving out the AGPR slots of vgpr[] on a target
 * without them (they are never read there): twice less to copy for the
 * waves a session recomputes a step on. */
void wave_copy(struct wave *d, const struct wave *s);

/* Resets w to the power-on state of the contract: every register 0, EXEC
 * all ones, nothing marked used. Keeps w->mem. */
void wave_reset(struct wave *w, unsigned target, unsigned size);

#endif
