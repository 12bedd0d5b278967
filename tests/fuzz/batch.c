/* SPDX-License-Identifier: MIT */
/* Fuzz harness for a whole run of the command line's front ends: the
 * first byte picks the target, wave size and picture options and either
 * --batch (with or without --json) or one of the others, which a second
 * byte names: --encode, --decode, --batch or --encode with --keep-going,
 * and --export html, svg, md or txt (with --step N); the rest is the
 * input file, read through a memory file as lanescope reads a real one.
 * Output goes to /dev/null (the harness checks crashes, sanitizer faults
 * and the exit status); lines naming :load, :save or :export are
 * blanked: a fuzzer must not touch files. */
#define _GNU_SOURCE /* memfd_create */
#include "config.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "batch.h"
#include "fuzz.h"
#include "util.h"

/* The step limit of every run: a runaway loop (`s_branch -1`) runs to
 * the contract's 10,000,000 steps in about 2 s of a plain build and
 * over the fuzzer's 10 s under the sanitizers, which is the limit doing
 * its job, not a fault; a smaller one keeps every input quick. */
static const char limit_line[] = ":set limit = 100000\n";

/* Copies data to a memory file (after limit_line for a run, which the
 * input cannot change), blanking lines that name a file command (load,
 * save, export) or the limit; returns the descriptor, at offset 0, or -1. The text is filtered into a buffer and written at once: a write
 * per line was a good part of the harness's time. */
static int
input_file(const uint8_t *data, size_t size, bool run)
{
	char *text = malloc(size + sizeof limit_line);
	int fd = memfd_create("fuzz-batch", 0);
	size_t start = 0, n = 0, off = 0;

	if (fd < 0 || text == NULL)
		goto fail;
	if (run) {
		memcpy(text, limit_line, sizeof limit_line - 1);
		n = sizeof limit_line - 1;
	}
	for (size_t i = 0; i <= size; i++) {
		const char *line = (const char *)data + start;
		size_t len = i - start;
		bool blank = false;

		if (i < size && data[i] != '\n')
			continue;
		for (size_t k = 0; k + 4 <= len && !blank; k++)
			blank = memcmp(line + k, "load", 4) == 0 ||
			    memcmp(line + k, "save", 4) == 0;
		for (size_t k = 0; k + 5 <= len && !blank; k++)
			blank = memcmp(line + k, "limit", 5) == 0;
		for (size_t k = 0; k + 6 <= len && !blank; k++)
			blank = memcmp(line + k, "export", 6) == 0;
		if (!blank && len > 0) {
			memcpy(text + n, line, len);
			n += len;
		}
		if (i < size)
			text[n++] = '\n';
		start = i + 1;
	}
	while (off < n) {
		ssize_t w = write(fd, text + off, n - off);

		if (w <= 0)
			goto fail;
		off += (size_t)w;
	}
	free(text);
	if (lseek(fd, 0, SEEK_SET) == 0)
		return fd;
	close(fd);
	return -1;
fail:
	free(text);
	if (fd >= 0)
		close(fd);
	return -1;
}

/* The front ends the second byte names (the first byte's bit 4 set). */
enum front_end {
	FE_ENCODE, FE_ENCODE_KEEP_GOING, FE_DECODE, FE_RUN_KEEP_GOING,
	FE_EXPORT_HTML, FE_EXPORT_SVG, FE_EXPORT_MD, FE_EXPORT_TXT,
	FE_COUNT, FE_RUN = FE_COUNT
};

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static bool ready;
	struct batch_options opt;
	enum front_end fe = FE_RUN;
	size_t skip = 1;
	unsigned k;
	FILE *fp;
	int fd, rc;

	if (size < 1)
		return 0;
	if (!ready) {
		int null = open("/dev/null", O_WRONLY);

		/* Only the output goes there; never a history file. */
		if (null < 0 || dup2(null, STDOUT_FILENO) < 0)
			FUZZ_FAIL("cannot send the output to /dev/null");
		close(null);
		util_set_progname("lanescope");
		ready = true;
	}
	memset(&opt, 0, sizeof opt);
	k = data[0];
	opt.target = (enum isa_target)(k % ISA_TARGET_COUNT);
	k /= ISA_TARGET_COUNT;
	opt.wave = k % 2 ? 64 : 0;
	opt.quiet = (k >> 1) % 2;
	opt.ascii = (k >> 2) % 2;
	opt.json = (k >> 3) % 2;
	opt.export_step = -1;
	if ((k >> 4) % 2) {
		if (size < 2)
			return 0;
		fe = (enum front_end)(data[1] % FE_COUNT);
		/* --step N: 0 is the format's default; past the last step
		 * is an input error, as on the command line */
		opt.export_step = data[1] / FE_COUNT == 0 ? -1 :
		    (long)(data[1] / FE_COUNT);
		skip = 2;
	}
	opt.keep_going = fe == FE_ENCODE_KEEP_GOING ||
	    fe == FE_RUN_KEEP_GOING;
	switch (fe) {
	case FE_EXPORT_HTML: opt.export_format = SESSION_EXPORT_HTML; break;
	case FE_EXPORT_SVG: opt.export_format = SESSION_EXPORT_SVG; break;
	case FE_EXPORT_MD: opt.export_format = SESSION_EXPORT_MD; break;
	case FE_EXPORT_TXT: opt.export_format = SESSION_EXPORT_TXT; break;
	default: break;
	}
	/* everything that runs the program gets the step limit */
	fd = input_file(data + skip, size - skip, fe != FE_ENCODE &&
	    fe != FE_ENCODE_KEEP_GOING && fe != FE_DECODE);
	if (fd < 0)
		FUZZ_FAIL("cannot make the memory file");
	fp = fdopen(fd, "r");
	if (fp == NULL)
		FUZZ_FAIL("fdopen");
	switch (fe) {
	case FE_RUN:
	case FE_RUN_KEEP_GOING:
		rc = batch_run(fp, "fuzz", &opt);
		break;
	case FE_ENCODE:
	case FE_ENCODE_KEEP_GOING:
		rc = batch_encode(fp, "fuzz", &opt);
		break;
	case FE_DECODE:
		rc = batch_decode(fp, "fuzz", &opt);
		break;
	default:
		rc = batch_export(fp, "fuzz", &opt);
		break;
	}
	fclose(fp);
	/* --step past the last step is a usage error (exit 2), as from
	 * the command line; every other run ends 0 or 1 */
	if (rc != BATCH_EXIT_OK && rc != BATCH_EXIT_INPUT &&
	    !(rc == BATCH_EXIT_USAGE && opt.export_step >= 0))
		FUZZ_FAIL("exit status %d", rc);
	return 0;
}
