/* SPDX-License-Identifier: MIT */
/* batch: reads session text with buffered reads, feeds the core, prints. */
#include "config.h"

#include "batch.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>

#include "util.h"

FILE *
batch_open(const char *path, const char **display_name)
{
	FILE *fp;

	if (strcmp(path, "-") == 0) {
		*display_name = "<stdin>";
		return stdin;
	}
	fp = fopen(path, "r");
	if (fp != NULL)
		*display_name = path;
	return fp;
}

void
batch_close(FILE *fp)
{
	if (fp != NULL && fp != stdin)
		fclose(fp);
}

int
batch_read_lines(FILE *fp, batch_line_fn fn, void *ctx)
{
	char *line = NULL;
	size_t cap = 0;
	unsigned long lineno = 0;
	ssize_t n;
	int rc = 0;

	errno = 0;
	while ((n = getline(&line, &cap, fp)) >= 0) {
		size_t len = (size_t)n;

		lineno++;
		if (len > 0 && line[len - 1] == '\n')
			line[--len] = '\0';
		if (len > 0 && line[len - 1] == '\r')
			line[--len] = '\0';
		rc = fn(ctx, lineno, line, len);
		if (rc != 0)
			break;
	}
	if (rc == 0 && ferror(fp))
		rc = -1;
	free(line);
	return rc;
}

static int
not_yet(const char *what)
{
	util_warn("%s is not available yet", what);
	return 1;
}

int
batch_run(const char *path, const struct batch_options *opt)
{
	(void)path;
	(void)opt;
	return not_yet("batch mode");
}

int
batch_encode(const char *path, const struct batch_options *opt)
{
	(void)path;
	(void)opt;
	return not_yet("--encode");
}

int
batch_decode(const char *path, const struct batch_options *opt)
{
	(void)path;
	(void)opt;
	return not_yet("--decode");
}
