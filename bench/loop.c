/* SPDX-License-Identifier: MIT */
/* bench/loop: a loop of N steps (default 10,000,000) in a session with
 * history, as :load and :run make it: the time to run it to the end, the
 * history's bytes, then :goto to random steps and :back one step, each
 * timed alone (CPU time of the process; 2,000 :back in a row), and the
 * run's steps a second.
 * The loop body mixes SALU, VALU and a branch: v_add_u32, s_add_u32,
 * s_cmp_lt_u32, s_cbranch_scc1 (four steps a pass). A second argument
 * "wide" first fills every VGPR; "store" adds a global_store_dword of 64
 * lanes to the same addresses every pass (five steps a pass), "move" one
 * to an address that moves 256 bytes a pass with its v_add_u32 (six;
 * memory grows 256 bytes a pass: the session's memory ends at 256 MB,
 * about 6.3 million steps), "move1" one lane in EXEC storing 4 bytes
 * further each pass. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "session.h"

static double
cpu_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static unsigned long long rng = 0x9E3779B97F4A7C15ull;

static unsigned
rnd(unsigned n)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return (unsigned)((rng >> 11) % n);
}

/* Sorts doubles (qsort). */
static int
cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

/* Prints the median and the worst of n times, in ms. */
static void
report(const char *what, double *t, unsigned n)
{
	qsort(t, n, sizeof *t, cmp_double);
	printf("%-26s median %8.3f ms  worst %8.3f ms  (%u runs)\n", what,
	    t[n / 2] * 1e3, t[n - 1] * 1e3, n);
}

int
main(int argc, char **argv)
{
	unsigned long steps = argc > 1 ? strtoul(argv[1], NULL, 10) :
	    10000000ul;
	const char *mode = argc > 2 ? argv[2] : "";
	unsigned per = strcmp(mode, "store") == 0 ? 5 :
	    strncmp(mode, "move", 4) == 0 ? 6 : 4;
	unsigned long passes = steps / per;
	struct session_options opt = { .target = ISA_GFX900, .wave = 64,
		.keep_history = true };
	struct session_result r;
	struct session *s;
	char text[16384];
	double t0, t[2000];
	unsigned n, k;
	int len;

	if (passes == 0)
		passes = 1;
	len = snprintf(text, sizeof text,
	    ":set limit = %lu\n"
	    ":set s0 = 0\n"
	    ":set v1 = 0\n:set v12 = lane * 4 + 0x1000\n:set v13 = 0\n"
	    "%s", passes * per + 10, strcmp(mode, "move1") == 0 ?
	    ":set exec = 1\n" : "");
	/* "wide": every VGPR holds data, so a checkpoint is the whole
	 * 64 KB register file (the worst case for the snapshots' budget) */
	for (unsigned v = 2; argc > 2 && strcmp(argv[2], "wide") == 0 &&
	    v < 256; v++)
		len += snprintf(text + len, sizeof text - (size_t)len,
		    ":set v%u = lane + %u\n", v, v);
	len += snprintf(text + len, sizeof text - (size_t)len,
	    "L0:\n"
	    "v_add_u32 v1, v1, 1\n"
	    "%s"
	    "s_add_u32 s0, s0, 1\n"
	    "s_cmp_lt_u32 s0, %lu\n"
	    "s_cbranch_scc1 L0\n"
	    "s_endpgm\n", per == 5 ? "global_store_dword v[12:13], v1, off\n" :
	    per == 6 && strcmp(mode, "move1") == 0 ?
	    "global_store_dword v[12:13], v1, off\n"
	    "v_add_u32 v12, 4, v12\n" :
	    per == 6 ? "global_store_dword v[12:13], v1, off\n"
	    "v_add_u32 v12, 0x100, v12\n" : "", passes);
	if ((s = session_new(&opt)) == NULL) {
		fprintf(stderr, "bench/loop: out of memory\n");
		return 1;
	}
	session_result_init(&r);
	if (session_load_text(s, "loop.s", text, (size_t)len, &r) != 0) {
		fprintf(stderr, "bench/loop: %s\n", r.ndiags ?
		    r.diags[0].message : "the program does not load");
		return 1;
	}
	t0 = cpu_now();
	/* a step past the end is an error that keeps the steps run and
	 * goes back: the second goto lands on the last step */
	(void)session_goto(s, 0xffffffffu, &r);
	n = session_step_count(s);
	(void)session_goto(s, n, &r);
	t0 = cpu_now() - t0;
	printf("steps run                  %u (%lu passes of %u, then "
	    "s_endpgm)\n", n, passes, per);
	printf("run to the end             %.2f s CPU, %.2f million steps/s\n",
	    t0, (double)n / t0 / 1e6);
	printf("history                    %.1f MB (%.1f bytes a step)\n",
	    (double)session_history_bytes(s) / 1e6,
	    (double)session_history_bytes(s) / (double)n);
	if (session_position(s) != n)
		printf("stopped at step %u of %u\n", session_position(s), n);
	for (k = 0; k < 20; k++) {
		double a = cpu_now();

		(void)session_goto(s, 1 + rnd(n), &r);
		t[k] = cpu_now() - a;
	}
	report(":goto a random step", t, 20);
	/* 2,000 in a row: they cross the start of a checkpoint's segment
	 * (512 steps) three or four times, where :back re-runs the segment
	 * before */
	for (k = 0; k < 2000; k++) {
		unsigned p = session_position(s);
		double a;

		if (p == 0)
			(void)session_goto(s, 1 + rnd(n), &r);
		p = session_position(s);
		a = cpu_now();
		(void)session_goto(s, p - 1, &r);
		t[k] = cpu_now() - a;
	}
	report(":back one step", t, 2000);
	session_result_free(&r);
	session_free(s);
	return 0;
}
