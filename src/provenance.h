/* SPDX-License-Identifier: MIT */
/* Provenance: the inputs (a register as a :set left it, as at power-on,
 * or memory) that a register lane's value depends on, found by following
 * every step record's per-lane sources. Facts only: the view puts them in
 * words (view_lane.c). Pure core. */
#ifndef LANESCOPE_PROVENANCE_H
#define LANESCOPE_PROVENANCE_H

#include <stdbool.h>
#include <stdint.h>

#include "exec.h"

struct session;

/* Input groups followed; more are reported as "others". */
#define PROV_MAX_INPUTS 16

/* One input a value depends on. */
struct prov_input {
	uint8_t kind;       /* OPND_VGPR, OPND_SGPR, OPND_VCC, OPND_EXEC,
			     * OPND_M0; OPND_NONE: memory (loaded) */
	bool initial;       /* never set: the power-on 0 */
	uint16_t reg;
	unsigned step;      /* set by a :set after this step (0: before
			     * step 1) */
	uint64_t lanes;     /* the lanes read (VGPR, VCC, EXEC) */
};

enum prov_status {
	PROV_KNOWN,         /* in[0..n), and others when there were more */
	PROV_UNTRACKED,     /* not followed: a session without history that
			     * does not track the data (batch --quiet) */
	PROV_NO_MEMORY,     /* out of memory */
};

/* What register (kind, reg) lane `lane` holds at step `position` depends
 * on. */
struct prov_inputs {
	enum prov_status status;
	unsigned kind, reg, lane, position;
	unsigned n;
	bool others;
	struct prov_input in[PROV_MAX_INPUTS];
};

/* The data-flow tracker, live in streaming sessions. */
struct prov;
struct prov *provenance_new(void);
void provenance_free(struct prov *p);
/* Follows one executed step (its record). */
void provenance_step(struct prov *p, const struct insn *insn,
    const struct step *rec);
/* A :set of (kind, reg) after step k. */
void provenance_set(struct prov *p, unsigned kind, unsigned reg,
    unsigned k);

/* Fills out with the inputs of register (kind: OPND_VGPR, OPND_SGPR,
 * OPND_VCC, OPND_EXEC or OPND_M0; reg) lane `lane` at the current
 * position: from the live tracker, or by re-running the program from
 * step 0 (the session ends where it was). */
void provenance_inputs(struct session *s, unsigned kind, unsigned reg,
    unsigned lane, struct prov_inputs *out);

#endif
