/* SPDX-License-Identifier: MIT */
/* Pure execution core: applies one instruction to a wave and, on request,
 * records why every lane got what it got (the step record that every front
 * end draws). No I/O, no globals; allocation only inside memory.h. */
#ifndef LANESCOPE_EXEC_H
#define LANESCOPE_EXEC_H

#include <stdbool.h>
#include <stdint.h>

#include "asm.h"
#include "diag.h"
#include "lds.h"
#include "memory.h"
#include "semantics.h"
#include "wave.h"

/* The vgpr[] slot of register k of a VGPR or AGPR operand (wave.h): an
 * AGPR (gfx90a/gfx942 memory data) sits after v255, and a tuple wraps
 * within its own file. */
static inline unsigned
exec_vslot(const struct operand *o, unsigned k)
{
	return (o->kind == OPND_AGPR ? WAVE_AGPR_SLOT : 0u) +
	    ((o->reg + k) & 255u);
}

/* Whether o is a VGPR or an AGPR: a memory row's data. */
static inline bool
exec_vector_kind(const struct operand *o)
{
	return o->kind == OPND_VGPR || o->kind == OPND_AGPR;
}

/* Why a destination lane holds what it holds after a step. The first eight
 * are the --json "reason" vocabulary of cli.md, in its precedence order. */
enum lane_reason {
	REASON_NONE,               /* no cross-lane record for this lane */
	REASON_MOVED,              /* written from lane src */
	REASON_EXEC_OFF,
	REASON_ROW_MASKED,
	REASON_BANK_MASKED,
	REASON_SRC_OUT_OF_RANGE_KEPT,
	REASON_SRC_OUT_OF_RANGE_ZERO,
	REASON_SRC_INACTIVE_KEPT,
	REASON_SRC_INACTIVE_ZERO,
	REASON_TMP_UNWRITTEN_ZERO,
	REASON_SELF,
	REASON_UNTOUCHED,          /* active, but the instruction writes no
				    * value to it (v_writelane's other lanes;
				    * only --json names it) */
	REASON_COMPUTED,           /* an ordinary per-lane VALU result */
	REASON_COUNT
};

/* "moved", "exec_off", ... ; REASON_NONE gives "none", COMPUTED "computed". */
const char *exec_reason_name(enum lane_reason r);

/* Kinds of step, which decide what the picture shows. */
enum step_kind {
	STEP_NOP,
	STEP_VALU,       /* per-lane arithmetic, compare, cndmask, mbcnt */
	STEP_DPP,        /* DPP16 */
	STEP_DPP8,
	STEP_SDWA,
	STEP_SWIZZLE,
	STEP_PERMUTE,
	STEP_BPERMUTE,
	STEP_READLANE,
	STEP_WRITELANE,
	STEP_READFIRSTLANE,
	STEP_PERMLANE,
	STEP_SALU,
	STEP_MEMORY,
	STEP_LDS,        /* LDS memory: ds_read/ds_write/LDS atomics */
};

/* Lane flags */
#define LANE_DISPUTED 0x1u /* the value depends on a disputed behaviour */
#define LANE_WRITTEN  0x2u /* the destination lane was written */

struct lane_step {
	int8_t src;        /* lane read for src0 (-1: none) */
	uint8_t reason;    /* enum lane_reason */
	uint8_t flags;     /* LANE_* */
	int8_t pattern_src;/* lane the pattern names, also when it was not
			    * read (inactive, masked); -1: none */
	uint32_t src_value;/* the src0 value fetched (after substitution of 0) */
	uint32_t old_value;/* destination lane before */
	uint32_t new_value;/* destination lane after */
};

/* What an instruction does with a register it reads or writes: the role
 * of a reg_ref, a set of these bits (a register named twice, as the
 * address and the data of ds_write_b32 v1, v1, is one reference with
 * both). Every reference has at least one. The picture picks its grids
 * and provenance follows the data by these, so a row's roles are the one
 * place that says which operand is which.
 *   Read:
 *     REF_DATA   a value the result is computed from, taken in the lane
 *                being written (a VGPR) or whole (a scalar); SALU and
 *                VALU sources, store and atomic data, writelane's value
 *     REF_MOVED  a value taken from another lane: the one the step
 *                record names per lane (lane[].src) or selected_lane;
 *                DPP/DPP8 src0, ds_swizzle's and ds_(b)permute's data,
 *                permlane's src0, readlane/readfirstlane's VGPR
 *     REF_ADDR   says where, not what: a memory or LDS address (vaddr,
 *                srsrc, saddr, soffset, s_load's base and offset, M0 of
 *                the addtid and append/consume forms), a lane (the
 *                ds_(b)permute address, readlane/writelane's select,
 *                permlane's selects, readfirstlane's EXEC) or a register
 *                (M0 of s_movrel)
 *     REF_MASK   a condition: a lane mask read one bit per lane (carry-
 *                in, v_cndmask's mask, v_div_fmas' VCC) or SCC, VCC or
 *                EXEC tested (s_cselect, s_cmov, s_addc, branches)
 *     REF_OLD    the destination's old value, an operand of every
 *                result written: the accumulator of v_mac/v_fmac,
 *                s_addk; the bits SDWA's dst_unused:preserve, a d16
 *                load or s_bitset keep
 *     REF_KEPT   the destination's old value where it is not written:
 *                the lanes writelane and permlane leave (the record
 *                says which), s_cmov's value when SCC is 0
 *     REF_SRC0   with another role: the first source operand (VOP and
 *                SALU src0), the one a DPP form moves and the picture
 *                sets beside the result
 *   Written:
 *     REF_DATA   the result
 *     REF_MASK   a condition written: a compare's lane mask (sdst or
 *                VCC, EXEC of v_cmpx), a carry or borrow out, EXEC of
 *                s_*_saveexec, SCC
 * A VOPD pair's X half uses role; its Y half role_y, with the same
 * meanings (0 for every other instruction). */
enum ref_role {
	REF_DATA = 0x01,
	REF_MOVED = 0x02,
	REF_ADDR = 0x04,
	REF_MASK = 0x08,
	REF_OLD = 0x10,
	REF_KEPT = 0x20,
	REF_SRC0 = 0x40,
};

/* A register reference in a step's read/write lists. */
struct reg_ref {
	uint8_t kind;      /* enum opnd_kind (VGPR, SGPR, VCC, EXEC, M0, SCC) */
	uint8_t count;
	uint16_t reg;
	uint8_t role;      /* enum ref_role bits: what the instruction (a
			    * VOPD pair's X half) does with it */
	uint8_t role_y;    /* the same for a VOPD pair's Y half, else 0 */
};

/* Decoded ds_swizzle pattern. */
enum swizzle_mode { SWZ_BITMODE, SWZ_QDMODE, SWZ_ROTATE, SWZ_FFT };
struct swizzle_pattern {
	uint8_t mode;      /* enum swizzle_mode */
	uint8_t and_mask, or_mask, xor_mask; /* BitMode, 5 bits each */
	uint8_t quad[4];   /* QDMode selectors */
	uint8_t rotate;    /* rotate amount */
	uint8_t right;     /* rotate direction: 1 = right */
	uint8_t mask;      /* rotate/FFT mask */
};

/* The registers a step can list as read or as written: a gfx12 block
 * store reads up to 16 runs of VGPRs (M0 = 0x55555555), M0 and three
 * address operands; with fewer, its last reference had to span the
 * rest, and provenance then named VGPRs M0 skipped as loaded. */
#define STEP_MAX_REFS 20

/* The record of one executed instruction. Big (a few KiB): the core fills
 * it only when asked; history recomputes it on demand instead of storing
 * it.
 *
 * What lane[n] means by kind (lanes >= wave are unused):
 *   DPP, DPP8, SWIZZLE, BPERMUTE, PERMLANE: destination lane n; src = the
 *     lane its value came from (-1 when none: masked, out of range, zero
 *     injected), pattern_src = the lane the pattern names even when it was
 *     not read; reason in cli.md's precedence; src_value = the src0 value
 *     fetched (0 where zero was injected), before neg/abs.
 *   PERMUTE: src = the lane whose data landed in slot n (tmp_writer[n]);
 *     tmp_losers[n] = the lanes whose write to slot n was overwritten.
 *   VALU, SDWA: reason COMPUTED or EXEC_OFF; for compares (and v_cmpx)
 *     old_value/new_value are the lane's mask bit (0/1).
 *   READLANE, READFIRSTLANE: the selected lane of the source VGPR is
 *     MOVED (selected_lane, scalar_old/new hold the SGPR), the others NONE.
 *   WRITELANE: the written lane is MOVED (src -1: the value is a scalar).
 *   SALU, NOP: every lane NONE; scalar_old/new hold the low 32 bits.
 * disputes/disputed_lanes and LANE_DISPUTED mark the lanes whose value
 * depended on a switch of semantics.h (with its current choice). */
struct step {
	struct insn insn;            /* the instruction executed */
	uint8_t kind;                /* enum step_kind */
	uint8_t wave;                /* lanes */
	lanemask_t exec;             /* EXEC when the instruction started */
	lanemask_t exec_after;       /* EXEC after it (v_cmpx, saveexec) */
	lanemask_t row_enabled;      /* lanes row_mask enables (all if not DPP) */
	lanemask_t bank_enabled;     /* lanes bank_mask enables */
	lanemask_t written;          /* destination lanes written */
	lanemask_t changed;          /* destination lanes whose value changed */
	struct lane_step lane[WAVE_MAX_LANES];

	/* ds_permute / ds_bpermute: the tmp buffer after the write phase
	 * (before the read phase), which lane wrote each slot (-1: none),
	 * and the lanes whose write to a slot was overwritten (collisions). */
	uint32_t tmp[WAVE_MAX_LANES];
	lanemask_t tmp_written;
	int8_t tmp_writer[WAVE_MAX_LANES];
	lanemask_t tmp_losers[WAVE_MAX_LANES];
	uint8_t addr_lane[WAVE_MAX_LANES]; /* lane each address names */

	struct swizzle_pattern swizzle;

	/* v_readlane / v_readfirstlane / v_writelane: the selected lane */
	int8_t selected_lane;
	uint32_t scalar_old, scalar_new; /* SGPR written by readlane */

	uint32_t disputes;           /* bit d set: dispute d decided a lane */
	lanemask_t disputed_lanes;

	uint8_t nreads, nwrites;
	struct reg_ref reads[STEP_MAX_REFS];
	struct reg_ref writes[STEP_MAX_REFS];

	/* VOPD: the Y half's destination (insn.vopd_y.dst) per lane; the
	 * X half's is in lane[] as for any VALU step */
	lanemask_t vopd_y_written, vopd_y_changed;
	uint32_t vopd_y_old[WAVE_MAX_LANES], vopd_y_new[WAVE_MAX_LANES];

	struct mem_step mem;         /* STEP_MEMORY only */
	struct lds_step lds;         /* STEP_LDS only: addresses and banks */
};

enum exec_status {
	EXEC_OK,
	EXEC_ERROR,   /* diag says why, the wave is unchanged */
};

/* Executes insn on w under the semantics switches sem (NULL: defaults).
 * rec: when non-NULL, filled with the step record; when NULL the fast path
 * runs (no recording), for benchmarks and batch --quiet. Both paths leave
 * the same wave.
 * The wave's target (and wave size, when insn->wave is set) must match
 * insn's. On EXEC_ERROR (an instruction, DPP control or form the target
 * lacks, one the core cannot execute yet, a memory failure) the wave is
 * left unchanged and diag explains (kind DIAG_TARGET or DIAG_EXEC); rec
 * is then unspecified. The core never guesses. */
enum exec_status exec_step(struct wave *w, const struct insn *insn,
    const struct semantics *sem, struct step *rec, struct diag *diag);

/* Where the lanes of an LDS memory instruction (ds_read*, ds_write*, the
 * LDS atomics, append/consume) go, planned from the wave once:
 * exec_lds_ranges fills it for the history capture and exec_step_planned
 * runs the step from it instead of planning again. Opaque to callers. */
struct exec_lds_plan {
	const struct insn *insn;     /* planned for; NULL: no plan */
	const struct isa_info *ii;
	struct isa_lds_shape sh;
	unsigned bytes;              /* of one element */
	lanemask_t lanes;            /* active lanes */
	lanemask_t oob[LDS_MAX_ELEMS]; /* lanes whose element e is out of
					* range */
	uint64_t end;                /* at or past the end of the highest
				      * in-range element, within range */
	uint64_t limit;              /* the bytes an access may reach */
	bool strided0;               /* true: addr[0][n] = addr[0][0] + n *
				      * (addr[0][1] - addr[0][0]) on every
				      * lane of the widest wave (false: not
				      * known) */
	uint32_t addr[LDS_MAX_ELEMS][WAVE_MAX_LANES];
};

/* exec_step, with plan (NULL: none) filled by exec_lds_ranges for the
 * same insn on w as it is now, under the same sem: an LDS memory step
 * then takes its addresses from plan. Any other step ignores plan. */
enum exec_status exec_step_planned(struct wave *w, const struct insn *insn,
    const struct semantics *sem, const struct exec_lds_plan *plan,
    struct step *rec, struct diag *diag);

/* Lists the registers insn may write (for history deltas and hazards) and
 * those it reads, each once, with its roles (enum ref_role), sources in
 * operand order. w (NULL: not known) only resolves the registers M0
 * picks for s_movrel. Returns the number written into refs (<= max). */
unsigned exec_writes(const struct insn *insn, const struct wave *w,
    struct reg_ref *refs, unsigned max);
unsigned exec_reads(const struct insn *insn, const struct wave *w,
    struct reg_ref *refs, unsigned max);

/* The first of refs[0..n) of kind `kind` (OPND_NONE: any kind) with one of
 * the role bits in roles (in role, or role_y when y); NULL when none. */
const struct reg_ref *exec_ref_find(const struct reg_ref *refs, unsigned n,
    unsigned kind, unsigned roles, bool y);

/* Whether insn writes a second destination VGPR, which its step record
 * keeps in the vopd_y_* fields and its write list with role_y: a VOPD
 * pair's Y half, or v_swap_b32's (v_swaprel_b32's indexed) s0 (branch
 * s6-16int). */
static inline bool
exec_has_second_dst(const struct insn *insn)
{
	return insn->form == FORM_VOPD ||
	    (insn->id < ISA_ID_COUNT && (isa_table[insn->id].sem ==
	    SEM_V_SWAP || (isa_table[insn->id].sem == SEM_V_MOVREL &&
	    isa_table[insn->id].aux == VMR_SWAP)));
}

/* The VGPRs a SEM_V_MOVREL row (v_movrels, v_movreld, v_movrelsd,
 * v_movrelsd_2, v_swaprel) reads and writes with M0 = m0: *d the one
 * written (the d operand's number plus its index), *s the VGPR read (the
 * s0 operand's number plus its index; for v_movreld, whose s0 is not
 * indexed, s0's own number). Either may be past v255, which exec_step
 * refuses. */
void exec_vmovrel_regs(const struct insn *insn, uint32_t m0, uint64_t *d,
    uint64_t *s);

/* Whether insn reads or writes a vector register, by exec_reads and
 * exec_writes (a step that does not, such as s_nop or SALU, moves no
 * lane: the picture keeps showing registers that do). */
bool exec_names_vgpr(const struct insn *insn);

/* VGPR indexing mode (gfx8/gfx9/CDNA, s_set_gpr_idx_on): when MODE bit 27
 * is set on w and insn is a VALU instruction naming a VGPR, *out is insn
 * with the operands M0[15:12] selects (bit 0 src0, 1 src1, 2 src2, 3 dst)
 * moved M0[7:0] VGPRs on, and 1 is returned; 0 when the mode does not
 * apply (out untouched); -1 with diag set when insn is a vector
 * instruction whose behaviour under the mode lanescope does not model
 * (DPP, SDWA, lane and memory instructions, an accumulator or a second
 * destination) or an index past v255. */
int exec_gpr_index(const struct wave *w, const struct insn *insn,
    struct insn *out, struct diag *diag);

/* Memory instructions: byte ranges insn will write (stores and atomics) so
 * history can save the old bytes first. Calls fn per range. */
typedef void (*exec_range_fn)(uint64_t addr, uint32_t len, void *ctx);
void exec_mem_writes(const struct insn *insn, const struct wave *w,
    exec_range_fn fn, void *ctx);

/* LDS DMA loads (ISA_F_LDS_DMA, data to LDS): the one range of w->lds
 * insn may write, into *addr and *len. Returns false (nothing written to
 * LDS) for any other instruction or one that would be refused. */
bool exec_lds_dma_range(const struct insn *insn, const struct wave *w,
    uint32_t *addr, uint32_t *len);

/* LDS instructions (ds_write*, LDS atomics, append/consume): byte ranges
 * of w->lds that cover every byte insn will write under sem (NULL:
 * defaults), ascending and disjoint, into addr[] and len[] (room for
 * EXEC_LDS_MAX_RANGES each), so history can save the old bytes first;
 * returns how many (0 for any other instruction, and for loads). Ranges
 * less than EXEC_LDS_RANGE_GAP bytes apart are listed as one, gap
 * included: one range costs a delta about as much as that many bytes.
 * plan, when not NULL, receives the plan of any LDS memory instruction
 * (loads too) for exec_step_planned; plan->insn is NULL when there is
 * none (another instruction, or one that cannot run). stride, when not
 * NULL, receives 0, or the distance between the returned number of
 * ranges of len[0] bytes from addr[0] on (a store to addresses a
 * constant stride apart, too far apart to be one range), which are then
 * not listed. */
#define EXEC_LDS_MAX_RANGES 128
#define EXEC_LDS_RANGE_GAP 16
unsigned exec_lds_ranges(const struct insn *insn, const struct wave *w,
    const struct semantics *sem, struct exec_lds_plan *plan, uint32_t *addr,
    uint32_t *len, uint32_t *stride);

/* Whether the branch insn (a SEM_BRANCH row: s_branch, s_cbranch_*)
 * jumps in state w. Pure; the caller finds the target. */
bool exec_branch_taken(const struct wave *w, const struct insn *insn);
/* The address an s_setpc_b64 or s_swappc_b64 jumps to: its s0 pair read
 * in w (the session finds the instruction there). */
uint64_t exec_pc_target(const struct wave *w, const struct insn *insn);

#endif
