/* SPDX-License-Identifier: MIT */
/* Wait-state and s_waitcnt hazard detection over a program, instruction by
 * instruction, as warnings with line and column. Counts wait states the
 * way the GCN3 ISA guide (table 4.3) does: v_nop is 1, s_nop N is N+1, any
 * other instruction 1. Pure: no I/O, no allocation. */
#ifndef LANESCOPE_HAZARD_H
#define LANESCOPE_HAZARD_H

#include <stdbool.h>
#include <stdint.h>

#include "asm.h"
#include "diag.h"
#include "wave.h"

#define HAZARD_MAX_PENDING 64

/* One outstanding memory or LDS result (a DS instruction or a load) that
 * an s_waitcnt has not yet waited for. */
struct hazard_pending {
	uint8_t counter;   /* 0 = lgkmcnt, 1 = vmcnt */
	bool warned;       /* reported once */
	uint16_t id;       /* enum isa_id of the instruction */
	uint16_t reg, count; /* VGPRs it writes (count 0: a store) */
	bool sgpr;         /* ... SGPRs instead (a scalar load) */
	long line;
};

struct hazard_state {
	uint8_t target;
	bool gcn;          /* the target has GCN's wait-state rules */
	uint64_t clock;    /* wait states issued so far, plus one */
	/* Clock right after the last VALU write of each register (0: none),
	 * with the writer's line and instruction (id | form << 12). */
	uint64_t vgpr_end[WAVE_NUM_VGPRS];
	long vgpr_line[WAVE_NUM_VGPRS];
	uint16_t vgpr_id[WAVE_NUM_VGPRS];
	uint64_t sgpr_end[WAVE_NUM_SGPRS + 2]; /* + vcc_lo, vcc_hi */
	long sgpr_line[WAVE_NUM_SGPRS + 2];
	uint16_t sgpr_id[WAVE_NUM_SGPRS + 2];
	uint64_t exec_end;
	long exec_line;
	uint16_t exec_id;
	/* The last VALU was a v_cmpx (line cmpx_line), v_nop not counted:
	 * a v_permlane* now is the gfx10.1/gfx11/gfx12 hazard. */
	bool cmpx_last;
	long cmpx_line;
	uint16_t cmpx_id;
	unsigned npending;
	struct hazard_pending pending[HAZARD_MAX_PENDING];
	/* The last s_waitcnt's SIMM16 decoded (wc_known): a program repeats
	 * a few waits, and the target's layout does not change. */
	bool wc_known;
	uint16_t wc_simm16;
	uint8_t wc_vm, wc_lgkm;
	/* CDNA2/CDNA3 rules (hazard.c check_cdna): 1 on gfx90a (the DOT
	 * rules), 2 on gfx942 (those and the gfx940 forwarding rules). */
	uint8_t cdna;
	/* hazard.c check_extra runs while the clock is below this: the one
	 * test a line pays on gfx803/gfx900 while no store-data rule can
	 * fire (every line on gfx90a/gfx942, whose rules track each VALU). */
	uint64_t extra_until;
	uint64_t cdna_until;  /* no CDNA rule can fire from this clock on */
	uint64_t store_until; /* nor the store-data rule */
	/* gfx942: the last VALU's result if it was a transcendental's or a
	 * half-register write (SDWA dst_sel, VOP3 op_sel), ready at fwd_end:
	 * the VGPRs fwd_reg.. (fwd_count), its line and writer. */
	uint64_t fwd_end;
	bool fwd_trans;
	uint16_t fwd_reg, fwd_count, fwd_id;
	long fwd_line;
	/* The last two stores of more than 64 bits of VGPR data (hazard.c
	 * check_store_data), newest first: data VGPRs, when issued, line
	 * and instruction. */
	struct hazard_store {
		uint64_t end;
		uint16_t reg, count, id;
		long line;
	} store[2];
};

/* Starts an empty program for target (enum isa_target). */
void hazard_init(struct hazard_state *h, unsigned target);

/* Checks insn (at source line `line`) against the instructions before it,
 * writes up to max warnings into out, then records what insn writes and
 * how many wait states it takes. Returns the number of warnings. */
unsigned hazard_check(struct hazard_state *h, const struct insn *insn,
    long line, struct diag *out, unsigned max);

/* Counts one wait state for an instruction line that was refused and
 * skipped (--keep-going): it still stands between its neighbours, and
 * any instruction but s_nop is one wait state, so leaving it out would
 * warn of hazards the program does not have. */
void hazard_skip(struct hazard_state *h);

#endif
