/* SPDX-License-Identifier: MIT */
/* bench/exec: execution speed of the core alone. Generates a program of
 * N (default 1,000,000) instructions mixing DPP16, ds_swizzle,
 * ds_permute/ds_bpermute and plain VALU, parses it once (not timed), then
 * times exec_step with step recording off (rec == NULL) and prints wave
 * instructions per second and lane operations per second. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "asm.h"
#include "exec.h"

/* Timed runs over the same program; the best one is reported, which
 * filters out interference from other processes. */
#define RUNS 7

static unsigned long long rng = 0x9E3779B97F4A7C15ull;

static unsigned
rnd(unsigned n)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return (unsigned)((rng >> 11) % n);
}

static double
now(clockid_t clk)
{
	struct timespec ts;
	clock_gettime(clk, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* One random line of the mix: 40% DPP, 20% swizzle, 20% permute,
 * 20% VALU. Registers v0..v15 keep the working set small. */
static void
gen_line(char *buf, size_t size)
{
	static const char *const dpp_ctrl[] = {
		"row_shr:1", "row_shr:2", "row_shr:3",
		"row_shr:4 bank_mask:0xe",
		"row_shr:8 bank_mask:0xc", "row_bcast:15 row_mask:0xa",
		"row_bcast:31 row_mask:0xc", "quad_perm:[1,0,3,2]",
		"row_mirror", "row_half_mirror", "wave_shr:1", "wave_rol:1",
		"row_ror:4", "row_shl:1 bound_ctrl:0",
	};
	static const char *const dpp_op[] = { "v_add_f32", "v_mov_b32",
		"v_and_b32", "v_add_u32", "v_max_f32" };
	static const char *const swz[] = { "0x041F", "0x7C1F", "0x80F6",
		"0x00E0", "swizzle(BROADCAST,4,3)", "swizzle(SWAP,16)" };
	static const char *const valu[] = { "v_add_f32", "v_mul_f32",
		"v_and_b32", "v_xor_b32", "v_add_u32", "v_min_u32",
		"v_lshlrev_b32", "v_sub_f32" };
	unsigned kind = rnd(10), d = rnd(16), a = rnd(16), b = rnd(16);

	if (kind < 4) {
		const char *op = dpp_op[rnd(5)];
		if (strcmp(op, "v_mov_b32") == 0)
			snprintf(buf, size, "v_mov_b32_dpp v%u, v%u %s", d, a,
			    dpp_ctrl[rnd(14)]);
		else if (strcmp(op, "v_add_u32") == 0)
			snprintf(buf, size, "%s_dpp v%u, vcc, v%u, v%u %s", op,
			    d, a, b, dpp_ctrl[rnd(14)]);
		else
			snprintf(buf, size, "%s_dpp v%u, v%u, v%u %s", op, d,
			    a, b, dpp_ctrl[rnd(14)]);
	} else if (kind < 6) {
		snprintf(buf, size, "ds_swizzle_b32 v%u, v%u offset:%s", d, a,
		    swz[rnd(6)]);
	} else if (kind < 8) {
		snprintf(buf, size, "ds_%spermute_b32 v%u, v16, v%u offset:%u",
		    rnd(2) ? "b" : "", d, a, 4 * rnd(64));
	} else {
		const char *op = valu[rnd(8)];
		if (strcmp(op, "v_add_u32") == 0)
			snprintf(buf, size, "%s v%u, vcc, v%u, v%u", op, d, a,
			    b);
		else
			snprintf(buf, size, "%s v%u, v%u, v%u", op, d, a, b);
	}
}

int
main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 1000000;
	struct insn *prog = malloc((size_t)n * sizeof *prog);
	struct wave *w = calloc(1, sizeof *w);
	struct semantics sem;
	struct diag d;
	char line[160];
	double t0, t1, c0, c1, best = 1e30, best_cpu = 1e30;

	if (prog == NULL || w == NULL || n <= 0) {
		fprintf(stderr, "bench/exec: out of memory\n");
		return 1;
	}
	for (long i = 0; i < n; i++) {
		gen_line(line, sizeof line);
		if (asm_parse_line(line, strlen(line), ISA_GFX803, 64, &prog[i],
		    &d) != ASM_OK) {
			fprintf(stderr, "bench/exec: cannot parse '%s': %s\n",
			    line, d.message);
			return 1;
		}
	}
	semantics_defaults(&sem);
	for (int run = 0; run < RUNS; run++) {
		wave_reset(w, ISA_GFX803, 64);
		for (unsigned r = 0; r < 17; r++)
			for (unsigned l = 0; l < 64; l++)
				w->vgpr[r][l] = r == 16 ? (l * 37u % 64u) * 4u :
				    0x3f800000u + r * 64 + l;
		t0 = now(CLOCK_MONOTONIC);
		c0 = now(CLOCK_PROCESS_CPUTIME_ID);
		for (long i = 0; i < n; i++) {
			if (exec_step(w, &prog[i], &sem, NULL, &d) != EXEC_OK) {
				fprintf(stderr, "bench/exec: %s\n", d.message);
				return 1;
			}
		}
		t1 = now(CLOCK_MONOTONIC);
		c1 = now(CLOCK_PROCESS_CPUTIME_ID);
		if (t1 - t0 < best)
			best = t1 - t0;
		if (c1 - c0 < best_cpu)
			best_cpu = c1 - c0;
	}
	printf("instructions: %ld (DPP 40%%, swizzle 20%%, permute 20%%, "
	    "VALU 20%%), wave64, recording off\n", n);
	printf("best of %d: %.3f s wall, %.3f s CPU time of this process\n",
	    RUNS, best, best_cpu);
	printf("instr/s: %.0f (%.2f million) wall; %.2f million per CPU "
	    "second\n", (double)n / best, (double)n / best / 1e6,
	    (double)n / best_cpu / 1e6);
	printf("lane-ops/s: %.0f (%.0f million) wall; %.0f million per CPU "
	    "second\n", (double)n * 64 / best, (double)n * 64 / best / 1e6,
	    (double)n * 64 / best_cpu / 1e6);
	printf("target: >= 10 million instr/s: %s (wall), %s (CPU time)\n",
	    (double)n / best >= 1e7 ? "met" : "NOT met",
	    (double)n / best_cpu >= 1e7 ? "met" : "NOT met");
	free(prog);
	free(w);
	return 0;
}
