/* SPDX-License-Identifier: MIT */
/* Disputed behaviour (semantics.md section 11): each dispute is a named
 * switch with a default, and every choice names its sources. Also the
 * facts with a single source (the COAL coalescing rules) so :semantics can
 * say so. Pure data plus small accessors. */
#ifndef LANESCOPE_SEMANTICS_H
#define LANESCOPE_SEMANTICS_H

#include <stdint.h>

#include "diag.h"

enum dispute {
	DISPUTE_BCAST_UNTARGETED,   /* dpp.bcast_untargeted: identity | invalid */
	DISPUTE_INACTIVE_SOURCE,    /* dpp.inactive_source: invalid | read_anyway | zero_and_write */
	DISPUTE_ZERO_MODIFIERS,     /* dpp.zero_then_modifiers: apply | skip */
	DISPUTE_SWIZZLE_MODES,      /* swizzle.gfx9_modes: by_target | qdmode */
	DISPUTE_PERMUTE_WAVE32,     /* permute.wave32_modulus: 32 | 64 */
	DISPUTE_GEM5_BUGS,          /* emulate_gem5_bugs: off | on */
	/* ---- vector ALU of compute kernels (branch valu16) ---- */
	DISPUTE_TRANS_DENORMALS,    /* valu.transcendental_denormals: flush | keep */
	/* ---- LDS (branch lds17) ---- */
	DISPUTE_LDS_WIDE,           /* lds.wide_access: split | half_wave */
	DISPUTE_LDS_M0,             /* lds.gfx8_m0_limit: off | on */
	/* ---- the remaining DS forms (branch s4-17ds) ---- */
	DISPUTE_LDS_SRC2,           /* lds.src2_address: low17 | literal */
	/* ---- op_sel on 16-bit VOP3 (branch s5-16ops) ---- */
	DISPUTE_D16_OTHER_HALF,     /* valu.d16_other_half: zero | keep */
	/* ---- DX9 legacy float rows (branch s6-16flt) ---- */
	DISPUTE_MULLIT_ZERO,        /* valu.mullit_zero: dx9 | ieee */
	/* ---- gfx12 v_s_* (branch s6-16g12) ---- */
	DISPUTE_SCALAR_TRANS_EXEC,  /* valu.scalar_trans_exec: ignore | skip_if_zero */
	/* ---- f32 to fp8/bf8 (branch s7-16fp8) ---- */
	DISPUTE_FP8_OVERFLOW,       /* fp8.overflow: inf_or_nan | saturate */
	DISPUTE_FP8_SR_BITS,        /* fp8.sr_bits: low | high */
	DISPUTE_COUNT
};

/* The current choice of every switch; index 0 is always the default. */
struct semantics {
	uint8_t choice[DISPUTE_COUNT];
};

/* Sets every switch to its default. */
void semantics_defaults(struct semantics *s);

/* Switch name as typed at :semantics ("dpp.bcast_untargeted"). */
const char *semantics_name(enum dispute d);

/* Number of choices of d, the name of choice c, and a one-line list of the
 * sources behind that choice. */
unsigned semantics_choice_count(enum dispute d);
const char *semantics_choice_name(enum dispute d, unsigned c);
const char *semantics_choice_sources(enum dispute d, unsigned c);

/* One sentence on what the switch is about. */
const char *semantics_summary(enum dispute d);

/* Informational entries: facts that rest on a single source and so have
 * no switch (e.g. "memory.l1_rules": the L1 grouping rules come only from
 * reference 004). Index i < semantics_info_count(). */
unsigned semantics_info_count(void);
const char *semantics_info_name(unsigned i);
const char *semantics_info_text(unsigned i);

/* Parses "NAME=CHOICE" and applies it. Returns 0, or -1 with diag filled
 * (unknown name or choice, listing the valid ones). */
int semantics_set(struct semantics *s, const char *text, struct diag *diag);

#endif
