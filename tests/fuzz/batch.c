/* SPDX-License-Identifier: MIT */
/* Fuzz harness for a whole batch run: the first byte picks the front end
 * (--batch, --batch --json, --encode, --decode), the target, wave size and
 * picture options; the rest is the input file, read through a memory file
 * as lanescope reads a real one. Pictures and JSON go to /dev/null (the
 * harness checks crashes, sanitizer faults and the exit status); lines
 * naming :load or :save are blanked: a fuzzer must not touch files. */
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
 * input cannot change), blanking lines that name a file command or the
 * limit; returns the descriptor, at offset 0, or -1. The text is filtered into a buffer and written at once: a write
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

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static bool ready;
	struct batch_options opt;
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
	fd = input_file(data + 1, size - 1, (k >> 4) % 3 == 0);
	if (fd < 0)
		FUZZ_FAIL("cannot make the memory file");
	fp = fdopen(fd, "r");
	if (fp == NULL)
		FUZZ_FAIL("fdopen");
	switch ((k >> 4) % 3) {
	case 0:
		rc = batch_run(fp, "fuzz", &opt);
		break;
	case 1:
		rc = batch_encode(fp, "fuzz", &opt);
		break;
	default:
		rc = batch_decode(fp, "fuzz", &opt);
		break;
	}
	fclose(fp);
	if (rc != BATCH_EXIT_OK && rc != BATCH_EXIT_INPUT)
		FUZZ_FAIL("exit status %d", rc);
	return 0;
}
