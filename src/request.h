/* SPDX-License-Identifier: MIT */
/* request: the front ends' side of a session's file work (:load, :save):
 * the core hands the request back (session.h) and this module does the
 * reading and writing (and the building of an :export), for the screen,
 * plain mode and batch alike. */
#ifndef LANESCOPE_REQUEST_H
#define LANESCOPE_REQUEST_H

#include "session.h"

/*
 * Serves the file request r holds after session_feed (nothing when it holds
 * none): reads the file of a :load (a name without '/' that is not here is
 * looked up in the installed examples, datadir.h) or writes the text of a
 * :save, and gives the answer to the session. Only regular files are read
 * or written: a FIFO, a device or a directory is refused at once, never
 * waited on. file/line locate the fed line as for session_feed.
 * Returns 0, or 1 when r then holds an error.
 */
int request_serve(struct session *s, const char *file, long line,
    struct session_result *r);

/*
 * Reads the whole of the regular file at path, appending it to out (the
 * caller frees out either way). A FIFO, a device or a directory is refused
 * at once, never waited on. Returns 0, or -1 with *why set to a reason;
 * *missing (when not NULL) then says whether the file does not exist.
 */
int request_read_regular(const char *path, struct strbuf *out, bool *missing,
    const char **why);

/*
 * Writes data[0..len) to the regular file at path, creating or truncating
 * it. A FIFO, a device or a directory is refused before it is opened for
 * writing. Returns 0, or -1 with *why set to a reason.
 */
int request_write_regular(const char *path, const char *data, size_t len,
    const char **why);

#endif /* LANESCOPE_REQUEST_H */
