/* SPDX-License-Identifier: MIT */
/* The main() a harness gets without libFuzzer: runs every file named on the
 * command line (and every file in a named directory) through the harness
 * once, so any compiler's `make check` replays the kept inputs. */
#include "config.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "fuzz.h"

/* Inputs are capped like the campaign's -max_len; a longer file is a
 * mistake in the corpus, not something to read half of silently. */
#define REPLAY_MAX (1u << 20)

static int
replay_file(const char *path)
{
	static uint8_t buf[REPLAY_MAX + 1];
	FILE *fp = fopen(path, "rb");
	size_t n;

	if (fp == NULL) {
		fprintf(stderr, "replay: %s: %s\n", path, strerror(errno));
		return -1;
	}
	n = fread(buf, 1, sizeof buf, fp);
	if (ferror(fp) || n > REPLAY_MAX) {
		fprintf(stderr, "replay: %s: unreadable or over %u bytes\n",
		    path, REPLAY_MAX);
		fclose(fp);
		return -1;
	}
	fclose(fp);
	LLVMFuzzerTestOneInput(buf, n);
	return 0;
}

/* Returns the number of files run, or -1 after an error. */
static long
replay_path(const char *path)
{
	struct stat st;
	DIR *dir;
	struct dirent *e;
	long count = 0;

	if (stat(path, &st) != 0) {
		fprintf(stderr, "replay: %s: %s\n", path, strerror(errno));
		return -1;
	}
	if (!S_ISDIR(st.st_mode))
		return replay_file(path) == 0 ? 1 : -1;
	dir = opendir(path);
	if (dir == NULL) {
		fprintf(stderr, "replay: %s: %s\n", path, strerror(errno));
		return -1;
	}
	while ((e = readdir(dir)) != NULL) {
		char sub[4096];

		if (e->d_name[0] == '.')
			continue;
		if ((size_t)snprintf(sub, sizeof sub, "%s/%s", path,
		    e->d_name) >= sizeof sub || replay_file(sub) != 0) {
			closedir(dir);
			return -1;
		}
		count++;
	}
	closedir(dir);
	return count;
}

int
main(int argc, char **argv)
{
	long total = 0;

	for (int i = 1; i < argc; i++) {
		long n = replay_path(argv[i]);

		if (n < 0)
			return 1;
		total += n;
	}
	printf("%s: %ld input%s replayed, every check held\n", argv[0], total,
	    total == 1 ? "" : "s");
	return 0;
}
