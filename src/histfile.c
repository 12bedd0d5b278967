/* SPDX-License-Identifier: MIT */
/* histfile: the history file's name and the rules that keep a user's file
 * safe from the prompt's history (front end; no libedit, no curses). */
#include "config.h"

#include "histfile.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "util.h"

bool
histfile_path(char *buf, size_t size)
{
	const char *env = getenv("LANESCOPE_HISTORY");

	if (env == NULL || *env == '\0')
		return util_xdg_path(buf, size, "XDG_STATE_HOME",
		    ".local/state", "lanescope/history");
	if (snprintf(buf, size, "%s", env) >= (int)size) {
		buf[0] = '\0';
		return false;
	}
	return true;
}

/* True when the open file fd starts with libedit's history line. */
static bool
starts_with_cookie(int fd)
{
	char head[sizeof HISTFILE_COOKIE];
	size_t want = sizeof head, got = 0;

	while (got < want) {
		ssize_t n = read(fd, head + got, want - got);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return false;
		got += (size_t)n;
	}
	return memcmp(head, HISTFILE_COOKIE, want - 1) == 0 &&
	    head[want - 1] == '\n';
}

/* histfile_may_write with the lstat result kept for the caller. */
static bool
check_target(const char *path, struct stat *st, bool *exists, char *why,
    size_t size)
{
	int fd;
	bool ok;

	*exists = false;
	if (lstat(path, st) < 0) {
		if (errno == ENOENT)
			return true;
		snprintf(why, size, "%s", strerror(errno));
		return false;
	}
	*exists = true;
	/* a link's target may be anyone's file: the link is never followed
	 * for writing, and replacing the link would lose it */
	if (S_ISLNK(st->st_mode)) {
		snprintf(why, size, "it is a symbolic link");
		return false;
	}
	if (!S_ISREG(st->st_mode)) {
		snprintf(why, size, "it is not a regular file");
		return false;
	}
	/* root passes access(W_OK) on any file: the mode bits say what the
	 * owner meant */
	if ((st->st_mode & (S_IWUSR | S_IWGRP | S_IWOTH)) == 0 ||
	    access(path, W_OK) != 0) {
		snprintf(why, size, "it is read-only");
		return false;
	}
	if (st->st_size == 0)
		return true;
	fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
	if (fd < 0) {
		snprintf(why, size, "%s", strerror(errno));
		return false;
	}
	ok = starts_with_cookie(fd);
	close(fd);
	if (!ok)
		snprintf(why, size, "it is not a history file (its first line "
		    "is not %s)", HISTFILE_COOKIE);
	return ok;
}

bool
histfile_may_write(const char *path, char *why, size_t size)
{
	struct stat st;
	bool exists;

	return check_target(path, &st, &exists, why, size);
}

/* Creates the missing directories above the file name path (mode 0700,
 * as the XDG base directory rules ask for a state directory). */
static int
make_parents(const char *path)
{
	char dir[PATH_MAX];

	if (snprintf(dir, sizeof dir, "%s", path) >= (int)sizeof dir)
		return -1;
	for (char *p = dir + 1; *p != '\0'; p++) {
		if (*p != '/')
			continue;
		*p = '\0';
		if (mkdir(dir, 0700) < 0 && errno != EEXIST) {
			*p = '/';
			return -1;
		}
		*p = '/';
	}
	return 0;
}

int
histfile_save(const char *path, histfile_writer writer, void *ctx,
    char *why, size_t size)
{
	struct stat st;
	bool exists;
	char tmp[PATH_MAX];
	int fd;

	if (!check_target(path, &st, &exists, why, size))
		return -1;
	if (!exists && make_parents(path) < 0) {
		snprintf(why, size, "cannot create its directory: %s",
		    strerror(errno));
		return -1;
	}
	if (snprintf(tmp, sizeof tmp, "%s.XXXXXX", path) >= (int)sizeof tmp) {
		snprintf(why, size, "the name is too long");
		return -1;
	}
	/* the new history goes beside the old one and replaces it in one
	 * rename, so a failed write never leaves half a file; libedit's
	 * H_SAVE chmods what it writes to 0600, which only hits our copy */
	fd = mkstemp(tmp);
	if (fd < 0) {
		snprintf(why, size, "cannot create a file beside it: %s",
		    strerror(errno));
		return -1;
	}
	close(fd);
	if (writer(tmp, ctx) != 0) {
		snprintf(why, size, "cannot write the history");
		goto fail;
	}
	if (exists) {
		if (chmod(tmp, st.st_mode & 07777) < 0) {
			snprintf(why, size, "cannot keep its mode: %s",
			    strerror(errno));
			goto fail;
		}
		/* only root can get here with another user's file; it stays
		 * theirs (best effort: the data is safe either way) */
		if (st.st_uid != geteuid() || st.st_gid != getegid())
			(void)!chown(tmp, st.st_uid, st.st_gid);
	}
	if (rename(tmp, path) < 0) {
		snprintf(why, size, "cannot replace it: %s", strerror(errno));
		goto fail;
	}
	return 0;
fail:
	unlink(tmp);
	return -1;
}
