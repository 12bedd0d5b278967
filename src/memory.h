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
/* Where the session's memory keeps scratch (private) memory: lane L's
 * byte at offset O is at MEMORY_SCRATCH_BASE + L * 2^32 + O, so each
 * lane has its own 4 GiB (the hardware's swizzled layout is not
 * modelled; semantics note "scratch"). */
#define MEMORY_SCRATCH_BASE 0xFFFFFF0000000000ull

static inline uint64_t
memory_scratch_addr(unsigned lane, uint32_t offset)
{
	return MEMORY_SCRATCH_BASE + ((uint64_t)lane << 32) + offset;
}
/* A lane touches at most 3 lines: 16 bytes never cross two boundaries,
 * and a gfx12 block's 128 bytes cross at most two. */
#define MEMORY_MAX_LINES (3 * WAVE_MAX_LANES)
/* Bytes per page of the sparse memory, and the most pages one memory may
 * hold (256 MiB of written data): a write beyond that fails like an
 * allocation failure instead of exhausting the machine. */
#define MEMORY_PAGE_BYTES 4096u
#define MEMORY_MAX_PAGES 65536u
/* line_of[] / group_of[] of a lane that takes no part. */
#define MEMORY_NO_INDEX 0xFF

struct memory; /* opaque */

/* Creates an empty memory (every byte reads 0). NULL when out of memory. */
struct memory *memory_new(void);
/* Creates an empty flat memory of size bytes from address 0 (the LDS):
 * one array and a written flag per byte instead of sparse pages, so an
 * access is a copy. Every function below works on it as on a sparse one,
 * except that writes and reserves past size fail (-1) and bytes past it
 * read 0. The array is allocated by the first write or reserve (a
 * session that never touches its LDS never pays for it), and
 * memory_clear frees it again. NULL when out of memory or size is 0. */
struct memory *memory_new_flat(uint32_t size);

/* A flat memory's storage, for the executor's per-lane accesses: data
 * and written hold size bytes; written[a] is 1 once byte a was written
 * (and not unwritten since), else 0. A caller that stores into data must
 * set the written flags of the bytes it stored. */
struct memory_flat {
	uint8_t *data;
	uint8_t *written;
	uint32_t size;
};
/* Fills f and returns true when m is flat and has its array; false (f
 * zeroed) otherwise, also for a flat memory with nothing written or
 * reserved yet: the memory.h calls below then serve (and allocate). */
bool memory_flat(const struct memory *m, struct memory_flat *f);
/* Frees m and its pages; m may be NULL. */
void memory_free(struct memory *m);

/* Reads/writes len bytes at addr. Writes return -1 when out of memory (or
 * over MEMORY_MAX_PAGES), and then may have written a prefix of buf.
 * Addresses wrap modulo 2^64. Bytes never written read 0. */
void memory_read(const struct memory *m, uint64_t addr, void *buf, size_t len);
int memory_write(struct memory *m, uint64_t addr, const void *buf, size_t len);

/* Marks len bytes at addr as never written (they read 0 again and leave
 * memory_each_range): for history restoring the state before a store.
 * Never fails; pages that become empty are released. */
void memory_unwrite(struct memory *m, uint64_t addr, size_t len);

/* Makes sure the pages holding len bytes at addr exist, without marking
 * any byte written, so that a later memory_write of that range cannot
 * fail: the core reserves every range of a store before writing the first
 * byte, and so never leaves a store half done. Returns -1 when out of
 * memory (or over MEMORY_MAX_PAGES). */
int memory_reserve(struct memory *m, uint64_t addr, size_t len);

/* Forgets every byte (as after memory_new). */
void memory_clear(struct memory *m);

/* Fills flags[0..len) with 1 for each byte from addr that has been
 * written, 0 for the others: memory_is_written over a range, a page at a
 * time. */
void memory_read_written(const struct memory *m, uint64_t addr,
    uint8_t *flags, size_t len);
/* Whether the byte at addr was written (and not unwritten since). */
bool memory_is_written(const struct memory *m, uint64_t addr);

/* Calls fn for every written byte range in ascending address order
 * (for :print mem and :save). A range never crosses a MEMORY_PAGE_BYTES
 * boundary, so one run of written bytes that spans pages arrives as
 * consecutive calls whose ranges touch (addr == previous addr + len);
 * callers that print runs merge them. */
typedef void (*memory_range_fn)(uint64_t addr, const uint8_t *bytes,
    size_t len, void *ctx);
void memory_each_range(const struct memory *m, memory_range_fn fn, void *ctx);

/* L1 grouping cases of reference 004, as named in --json "l1_case". */
enum mem_l1_case {
	L1_NONE,                 /* "none": no active lane */
	L1_ROW16_SAME_ADDRESS,   /* "row16_same_address": all lanes one address */
	L1_ROW16_QUAD_UNIFORM,   /* "row16_quad_uniform": each quad one address */
	L1_ROW16_CONSECUTIVE_QUADS, /* "row16_consecutive_quads": each quad a
				  * block of 4 consecutive elements */
	L1_QUADS,                /* "quads": aligned groups of 4 lanes */
	L1_IMAGE_QUADS,          /* "image_quads": image ops, aligned quads */
	L1_NOT_MODELLED,         /* "not_modelled": gfx12 blocks, for which
				  * reference 004 has no case (no clocks) */
};

/* Everything the screen and the JSON show about one memory instruction.
 * Filled by the execution core (exec_mem.c) through memory_analyze().
 *
 * Lane sets: `lanes` are the lanes EXEC enabled (they executed the
 * instruction and their addresses were computed); `in_range` is the subset
 * whose access passed the buffer or image range check and so really moved
 * data. L2 requests count only in_range lanes; the L1 grouping and clocks
 * count every active lane, because address generation happens before the
 * range check. Outside MUBUF and MIMG, in_range == lanes. */
struct mem_step {
	uint8_t op_sem;                      /* enum isa_sem */
	uint8_t bytes_per_lane;
	uint8_t active;                      /* active lanes (popcount lanes) */
	bool is_store, is_atomic, is_image;
	lanemask_t lanes;                    /* lanes EXEC enabled */
	lanemask_t in_range;                 /* lanes inside the buffer's range */
	uint64_t addr[WAVE_MAX_LANES];       /* byte address per lane */
	uint8_t line_of[WAVE_MAX_LANES];     /* index into line[] of the lane's
					      * first line (MEMORY_NO_INDEX if
					      * the lane moved no data) */
	uint8_t group_of[WAVE_MAX_LANES];    /* L1 group index: lane / 16 in the
					      * row16 cases, lane / 4 otherwise
					      * (MEMORY_NO_INDEX if inactive) */
	uint16_t nlines;                     /* distinct 64-byte lines */
	uint64_t line[MEMORY_MAX_LINES];     /* line addresses, ascending */
	uint16_t requests;                   /* L2 requests: nlines for loads
					      * and stores, one per in-range
					      * lane for atomics */
	uint16_t ideal;                      /* ceil(bytes_moved / 64) */
	uint8_t l1_case;                     /* enum mem_l1_case */
	uint16_t clocks;                     /* wave clocks from reference 004 */
	int8_t store_winner[WAVE_MAX_LANES]; /* stores: the lane whose data
					      * holds this lane's first byte
					      * afterwards (itself unless a
					      * higher lane wrote there too);
					      * -1 if not a store or the lane
					      * stored nothing */

	/* Added by the memory module. */
	uint8_t cut[WAVE_MAX_LANES];         /* trailing bytes of the lane's
					      * access the range check dropped
					      * (dwordx2-x4 are checked per
					      * dword); 0 for a whole access */
	uint32_t bytes_moved;                /* see memory_analyze() */
	uint8_t efficiency;                  /* 100 * ideal / requests, rounded;
					      * 100 when there is no request */
	bool clocks_estimated;               /* clocks is lanescope's own
					      * estimate: reference 004 states
					      * no figure for this case */
	lanemask_t store_losers;             /* stores: lanes with at least one
					      * byte overwritten by a higher
					      * lane of the same instruction */
	uint16_t groups;                     /* L1 groups with an active lane */
	/* LDS DMA (ISA_F_LDS_DMA rows): lane i's data went to (or, for
	 * buffer_store_lds_dword, came from) the LDS dword lds_base + 4 * i;
	 * lds_lanes are the lanes whose dword lies inside the LDS */
	bool lds_dma;
	uint32_t lds_base;
	lanemask_t lds_lanes;
	/* gfx12 block (isa_mem_block): bytes_per_lane is 128, but only the
	 * dwords block_sel (M0) selects move: dword n at addr + 4n. Lines,
	 * bytes_moved and store winners count those dwords alone; the L1
	 * case is L1_NOT_MODELLED and clocks 0 (no source gives them). */
	bool is_block;
	uint32_t block_sel;
};

/* The next run of consecutive set bits of a block's M0 (block_sel) from
 * bit *k on: moves *k to the run's first bit and returns its length, 0
 * when no bit is left. The one walk over M0 for the memory report, the
 * step and its register lists (a run is one write, one history range
 * and one register reference). */
static inline unsigned
memory_block_run(uint32_t sel, unsigned *k)
{
	unsigned end;

	if (*k >= 32 || sel >> *k == 0)
		return 0;
	*k += (unsigned)__builtin_ctz(sel >> *k);
	for (end = *k; end < 32 && ((sel >> end) & 1); end++)
		;
	return end - *k;
}

/* Computes nlines, line[], line_of[], requests, bytes_moved, ideal,
 * efficiency, l1_case, group_of[], groups, clocks, clocks_estimated,
 * store_winner[] and store_losers of ms from lanes, in_range, addr[],
 * cut[], bytes_per_lane and the op flags (already filled in; active is
 * recomputed).
 *
 * bytes_moved: loads and stores count the distinct bytes in the union of
 * the in-range lanes' byte ranges, so a broadcast load moves 4 bytes and
 * colliding stores count once (reference 004: stores to one address "are
 * automatically collapsed into one write"). Atomics count every lane's
 * bytes, because each lane's operation stays separate. So ideal is the
 * fewest 64-byte requests that could carry the same data and
 * ideal <= requests always holds.
 *
 * L1 case (reference 004 only; over the active lanes of the whole wave):
 * image ops -> image_quads; atomics and accesses over 4 bytes (dwordx2-x4)
 * -> quads; otherwise row16_same_address, row16_quad_uniform,
 * row16_consecutive_quads (each quad's active lanes on distinct addresses
 * inside one block of 4 consecutive elements of the access size, in any
 * order), tried in that order, else quads. global_* and flat_* are judged
 * like buffer ops (lanescope's reading: the same vector memory path).
 * Clocks: one 16-lane group per clock in the row16 cases, one quad per
 * clock otherwise, counting only groups with an active lane. That gives
 * the article's 4 and 16 clocks for full wave64 loads; stores, atomics,
 * partial waves, wave32 and the quad fallback of single-channel loads get
 * clocks_estimated = true (lanescope's estimate). */
void memory_analyze(struct mem_step *ms);

/* The most 64-byte lines one lane's access can touch: 128 bytes (a
 * gfx12 block) that do not start on a line. */
#define MEMORY_LANE_MAX_LINES 3

/* The 64-byte lines (addresses, ascending) in which lane `lane` of an
 * analysed step moved at least one byte, into lines[]; returns how many.
 * A dwordx2-x4 access or a block may cross into a second and third line
 * (line_of[] names only the first). 0 for a lane that moved nothing:
 * inactive, outside the buffer's range, or a block whose M0 selects no
 * dword. */
unsigned memory_lane_lines(const struct mem_step *ms, unsigned lane,
    uint64_t lines[MEMORY_LANE_MAX_LINES]);

/* The lanes with at least one moved byte in line k (ms->line[k]), as
 * memory_lane_lines counts them; 0 when k is not below nlines. */
lanemask_t memory_line_lanes(const struct mem_step *ms, unsigned k);

/* "none", "row16_same_address", ... as in the table above. */
const char *memory_l1_case_name(enum mem_l1_case c);

/* A modelling decision of the memory module, for :semantics and :help:
 * the topic, the rule lanescope applies, and the sources behind it (or
 * "lanescope's estimate" where none states it). */
struct memory_note {
	const char *topic;
	const char *rule;
	const char *sources;
};

/* The notes, in a fixed order; *count receives how many. */
const struct memory_note *memory_notes(unsigned *count);

#endif
