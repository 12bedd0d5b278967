/* SPDX-License-Identifier: MIT */
/* File work for :load and :save; see request.h. */
#include "config.h"

#include "request.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "datadir.h"
#include "export.h"
#include "strbuf.h"
#include "util.h"

/* Opens path with flags, refusing what is not a regular file. O_NONBLOCK:
 * opening a FIFO must not wait for a writer (or reader) that never comes;
 * it is refused just after. Returns the descriptor, or -1 with *why set. */
static int
open_regular(const char *path, int flags, const char **why)
{
	struct stat st;
	int fd = open(path, flags | O_NONBLOCK | O_CLOEXEC, 0644);

	if (fd < 0) {
		/* ENXIO: a FIFO opened for writing with no reader */
		*why = errno == ENXIO ? "not a regular file" :
		    strerror(errno);
		return -1;
	}
	if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
		*why = S_ISDIR(st.st_mode) ? strerror(EISDIR) :
		    "not a regular file";
		close(fd);
		return -1;
	}
	return fd;
}

/* Reads all of fd into sb. Returns 0, or -1 with *why set. */
static int
read_all(int fd, struct strbuf *sb, const char **why)
{
	char buf[65536];

	for (;;) {
		ssize_t n = read(fd, buf, sizeof buf);

		if (n == 0)
			break;
		if (n < 0) {
			if (errno == EINTR)
				continue;
			*why = strerror(errno);
			return -1;
		}
		strbuf_append(sb, buf, (size_t)n);
	}
	if (strbuf_failed(sb)) {
		*why = "out of memory";
		return -1;
	}
	return 0;
}

static int
write_all(int fd, const char *buf, size_t len, const char **why)
{
	while (len > 0) {
		ssize_t n = write(fd, buf, len);

		if (n < 0) {
			if (errno == EINTR)
				continue;
			*why = strerror(errno);
			return -1;
		}
		buf += n;
		len -= (size_t)n;
	}
	return 0;
}

int
request_read_regular(const char *path, struct strbuf *out, bool *missing,
    const char **why)
{
	int fd, rc;

	*why = NULL;
	fd = open_regular(path, O_RDONLY, why);
	if (missing != NULL)
		*missing = fd < 0 && errno == ENOENT;
	if (fd < 0)
		return -1;
	rc = read_all(fd, out, why);
	close(fd);
	return rc;
}

static int
serve_load(struct session *s, const char *file, long line,
    struct session_result *r)
{
	char found[4096];
	const char *path = datadir_find(strbuf_str(&r->request_path), found,
	    sizeof found);
	struct strbuf text = STRBUF_INIT;
	const char *why;
	int rc;

	if (request_read_regular(path, &text, NULL, &why) != 0)
		strbuf_free(&text);
	rc = session_load_reply(s, file, line, path, why == NULL ?
	    strbuf_str(&text) : NULL, text.len, why, r);
	strbuf_free(&text);
	return rc;
}

int
request_write_regular(const char *path, const char *data, size_t len,
    const char **why)
{
	struct stat st;
	int fd;

	*why = NULL;
	/* Look before opening: O_TRUNC must never reach a device. */
	if (stat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
		*why = S_ISDIR(st.st_mode) ? strerror(EISDIR) :
		    "not a regular file";
		return -1;
	}
	fd = open_regular(path, O_WRONLY | O_CREAT, why);
	if (fd < 0)
		return -1;
	if (ftruncate(fd, 0) != 0)
		*why = strerror(errno);
	else
		(void)write_all(fd, data, len, why);
	if (close(fd) != 0 && *why == NULL)
		*why = strerror(errno);
	return *why == NULL ? 0 : -1;
}

static int
serve_save(struct session *s, const char *file, long line,
    struct session_result *r)
{
	const char *why;

	(void)request_write_regular(strbuf_str(&r->request_path),
	    r->request_text.data, r->request_text.len, &why);
	return session_save_reply(s, file, line, why, r);
}

/* :export: the export is built in full before the file is touched, so a
 * failure leaves an existing file as it was. */
static int
serve_export(struct session *s, const char *file, long line,
    struct session_result *r)
{
	struct strbuf text = STRBUF_INIT;
	struct export_options eo;
	const char *why = NULL;
	long steps;

	memset(&eo, 0, sizeof eo);
	eo.format = r->request_export;
	/* svg draws the current step and the page opens at it */
	eo.step = eo.format == SESSION_EXPORT_SVG ||
	    eo.format == SESSION_EXPORT_HTML ?
	    (long)session_position(s) : -1;
	if (eo.format == SESSION_EXPORT_HTML && eo.step == 0)
		eo.step = -1;
	eo.title = file != NULL ? file : "<stdin>";
	/* txt and md: as wide as the terminal, else COLUMNS, else 160 */
	eo.width = util_text_width(0);
	steps = export_session(s, &eo, &text, &why);
	if (steps >= 0) {
		r->request_lines = (size_t)steps;
		(void)request_write_regular(strbuf_str(&r->request_path),
		    text.data, text.len, &why);
	}
	strbuf_free(&text);
	return session_save_reply(s, file, line, why, r);
}

int
request_serve(struct session *s, const char *file, long line,
    struct session_result *r)
{
	switch (r->request) {
	case SESSION_REQ_LOAD:
		return serve_load(s, file, line, r);
	case SESSION_REQ_SAVE:
		return serve_save(s, file, line, r);
	case SESSION_REQ_EXPORT:
		return serve_export(s, file, line, r);
	case SESSION_REQ_NONE:
		break;
	}
	return r->error ? 1 : 0;
}
