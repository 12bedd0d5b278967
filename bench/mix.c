/* SPDX-License-Identifier: MIT */
/* bench/mix: execution speed on a kernel-like loop that mixes SALU, VALU,
 * DPP and branches (issue 16), through the core alone (recording off, then
 * on) and through a session as :load and :run make it (history kept). */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "asm.h"
#include "exec.h"
#include "session.h"

/* The loop body: 20 instructions a pass when no branch but the last one
 * jumps (9 VALU, 2 of them DPP; 8 SALU; 3 branches). s2 steps through 0, 4, ..., 60, and VCC is the lanes below s2
 * (v10 = lane), so s_cbranch_vccz jumps in 1 pass of 16 and, with the
 * upper halves of s[8:9] only, s_cbranch_execz in 4 more. %lu is the pass
 * count s0 runs to. bench/mix.sh gives llvm-mc 19 the same lines. */
static const char mix_text[] =
    "L0:\n"
    "v_add_u32 v1, v1, v2\n"
    "v_mad_u32_u24 v3, v1, v2, v3\n"
    "v_lshlrev_b32 v4, 2, v1\n"
    "v_xor_b32 v8, v4, v3\n"
    "v_cmp_gt_u32 vcc, s2, v10\n"
    "v_cndmask_b32 v5, v3, v4, vcc\n"
    "s_cbranch_vccz L1\n"
    "s_and_b64 s[6:7], vcc, s[8:9]\n"
    "s_and_saveexec_b64 s[4:5], s[6:7]\n"
    "s_cbranch_execz L2\n"
    "v_add_u32_dpp v6, v5, v6 row_shr:1 bound_ctrl:0\n"
    "v_mov_b32_dpp v7, v6 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf\n"
    "v_sub_u32 v9, v7, v1\n"
    "L2:\n"
    "s_or_b64 exec, exec, s[4:5]\n"
    "L1:\n"
    "s_add_u32 s0, s0, 1\n"
    "s_lshl_b32 s1, s0, 2\n"
    "s_and_b32 s2, s1, 0x3c\n"
    "s_mul_i32 s3, s2, s0\n"
    "s_cmp_lt_u32 s0, %lu\n"
    "s_cbranch_scc1 L0\n"
    "s_endpgm\n";

#define MAX_INSNS 64

static double
cpu_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* The program parsed once, each branch's target resolved once, as a
 * front end that decodes a line once however often it runs should. */
struct prog {
	struct insn insn[MAX_INSNS];
	unsigned target[MAX_INSNS];   /* a taken branch goes here */
	unsigned n;
};

static int
load(struct prog *p, const char *text)
{
	char names[MAX_INSNS][16];
	unsigned at[MAX_INSNS], nlabels = 0;
	const char *lines[MAX_INSNS];
	size_t lens[MAX_INSNS];
	struct diag d;

	p->n = 0;
	while (*text != '\0') {
		const char *e = strchr(text, '\n');
		size_t len = e != NULL ? (size_t)(e - text) : strlen(text), nl;
		const char *name;

		switch (asm_parse_line(text, len, ISA_GFX900, 64,
		    &p->insn[p->n], &d)) {
		case ASM_OK:
			lines[p->n] = text;
			lens[p->n] = len;
			p->n++;
			break;
		case ASM_LABEL:
			name = asm_label_name(text, len, &nl);
			snprintf(names[nlabels], sizeof names[0], "%.*s",
			    (int)nl, name);
			at[nlabels++] = p->n;
			break;
		case ASM_EMPTY:
			break;
		default:
			fprintf(stderr, "bench/mix: cannot parse '%.*s': %s\n",
			    (int)len, text, d.message);
			return -1;
		}
		text += len + (e != NULL);
	}
	for (unsigned i = 0; i < p->n; i++) {
		size_t len;
		const char *name = asm_branch_label(&p->insn[i], lines[i],
		    &len);

		(void)lens;
		p->target[i] = i + 1;
		if (name == NULL)
			continue;
		for (unsigned l = 0; l < nlabels; l++)
			if (strlen(names[l]) == len &&
			    memcmp(names[l], name, len) == 0)
				p->target[i] = at[l];
	}
	return 0;
}

/* Starting values (the session's :set lines set the same). */
static void
init_wave(struct wave *w)
{
	wave_reset(w, ISA_GFX900, 64);
	for (unsigned l = 0; l < 64; l++) {
		w->vgpr[1][l] = 0;
		w->vgpr[2][l] = l * 2654435761u;
		w->vgpr[3][l] = l;
		w->vgpr[10][l] = l;
	}
	w->sgpr[8] = w->sgpr[9] = 0xffff0000u;
}

/* Runs steps instructions of p on the core (rec NULL: recording off);
 * returns the CPU seconds, or a negative number on an error. Counts the
 * taken branches into *taken. */
static double
run_core(const struct prog *p, unsigned long steps, struct step *rec,
    unsigned long *taken)
{
	struct wave *w = calloc(1, sizeof *w);
	struct semantics sem;
	struct diag d;
	unsigned pc = 0;
	double t0;

	if (w == NULL)
		return -1;
	semantics_defaults(&sem);
	init_wave(w);
	*taken = 0;
	t0 = cpu_now();
	for (unsigned long k = 0; k < steps; k++) {
		const struct insn *in = &p->insn[pc];
		const struct isa_info *ii = isa_get((enum isa_id)in->id);
		/* where it goes is decided on the state before it runs */
		bool jump = ii->sem == SEM_BRANCH && exec_branch_taken(w, in);

		if (exec_step(w, in, &sem, rec, &d) != EXEC_OK) {
			fprintf(stderr, "bench/mix: %s\n", d.message);
			free(w);
			return -1;
		}
		if (ii->sem == SEM_ENDPGM) {
			pc = 0;
			continue;
		}
		*taken += jump;
		pc = jump ? p->target[pc] : pc + 1;
	}
	t0 = cpu_now() - t0;
	free(w);
	return t0;
}

/* The same loop in a session (history kept, as :load then :run to the
 * end); returns CPU seconds and the steps run into *n. */
static double
run_session(unsigned long passes, bool record, unsigned *n)
{
	struct session_options opt = { .target = ISA_GFX900, .wave = 64,
		.keep_history = true, .record_steps = record };
	struct session_result r;
	struct session *s;
	size_t cap = sizeof mix_text + 256, len;
	char *text = malloc(cap);
	double t0;

	if (text == NULL || (s = session_new(&opt)) == NULL)
		return -1;
	len = (size_t)snprintf(text, cap, ":set limit = %lu\n"
	    ":set v2 = lane * 2654435761\n:set v3 = lane\n:set v10 = lane\n"
	    ":set s8 = 0xffff0000\n:set s9 = 0xffff0000\n",
	    passes * (MAX_INSNS + 1));
	len += (size_t)snprintf(text + len, cap - len, mix_text, passes);
	session_result_init(&r);
	if (session_load_text(s, "mix.s", text, len, &r) != 0) {
		fprintf(stderr, "bench/mix: %s\n", r.ndiags ?
		    r.diags[0].message : "the program does not load");
		return -1;
	}
	t0 = cpu_now();
	if (session_feed(s, NULL, 1, ":run", 4, &r) != 0) {
		fprintf(stderr, "bench/mix: :run: %s\n", r.ndiags ?
		    r.diags[0].message : "failed");
		return -1;
	}
	t0 = cpu_now() - t0;
	*n = session_step_count(s);
	session_result_free(&r);
	session_free(s);
	free(text);
	return t0;
}

int
main(int argc, char **argv)
{
	unsigned long steps = argc > 1 ? strtoul(argv[1], NULL, 10) :
	    10000000ul;
	unsigned long passes = argc > 2 ? strtoul(argv[2], NULL, 10) :
	    steps / 20, taken;
	static struct step rec;
	static struct prog p;
	static char text[sizeof mix_text + 32];
	double t_off = 1e30, t_on = 1e30, t;
	unsigned n;

	snprintf(text, sizeof text, mix_text, 0xfffffffful);
	if (load(&p, text) != 0)
		return 1;
	/* best of three: other processes only ever add time */
	for (int run = 0; run < 3; run++) {
		if ((t = run_core(&p, steps, NULL, &taken)) < 0)
			return 1;
		if (t < t_off)
			t_off = t;
	}
	printf("core, recording off   %lu wave64 instructions (%lu branches "
	    "taken): %.3f s CPU, %.2f million a CPU second\n", steps, taken,
	    t_off, (double)steps / t_off / 1e6);
	for (int run = 0; run < 3; run++) {
		if ((t = run_core(&p, steps / 10, &rec, &taken)) < 0)
			return 1;
		if (t < t_on)
			t_on = t;
	}
	printf("core, recording on    %lu wave64 instructions: %.3f s CPU, "
	    "%.2f million a CPU second\n", steps / 10, t_on,
	    (double)(steps / 10) / t_on / 1e6);
	printf("goal (issue 16): >= 10 million a second with recording off: "
	    "%s\n", (double)steps / t_off >= 1e7 ? "met" : "NOT met");
	if (passes == 0)
		return 0;
	if ((t = run_session(passes, false, &n)) < 0)
		return 1;
	printf("session, :run         %u steps (%lu passes), history kept: "
	    "%.3f s CPU, %.2f million steps a CPU second\n", n, passes, t,
	    (double)n / t / 1e6);
	return 0;
}
