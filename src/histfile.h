/* SPDX-License-Identifier: MIT */
/* histfile: where the prompt's history lives and when it may be written;
 * front-end file I/O only, no libedit (repl.c does the saving itself). */
#ifndef LANESCOPE_HISTFILE_H
#define LANESCOPE_HISTFILE_H

#include <stdbool.h>
#include <stddef.h>

/* The first line libedit writes to a history file (H_SAVE). */
#define HISTFILE_COOKIE "_HiStOrY_V2_"

/* Writes the history file's name into buf (size bytes): LANESCOPE_HISTORY,
 * else $XDG_STATE_HOME/lanescope/history (an absolute XDG_STATE_HOME
 * only), else $HOME/.local/state/lanescope/history. Returns false, with
 * buf empty, when none applies or the name does not fit. */
bool histfile_path(char *buf, size_t size);

/* Decides whether path may be written as a history. True for a name that
 * does not exist yet, and for a regular file that is empty or starts with
 * HISTFILE_COOKIE, is not a symbolic link, and is writable both by its
 * mode bits and for this process (so root too leaves a 0444 file alone).
 * Otherwise false, with the reason in why (size bytes, no newline). */
bool histfile_may_write(const char *path, char *why, size_t size);

/* The saver histfile_save calls: writes the history to tmp (a new, empty
 * file in the history's directory). Returns 0 on success. */
typedef int (*histfile_writer)(const char *tmp, void *ctx);

/* Saves a history to path without ever losing the file that is there:
 * checks histfile_may_write, creates the missing directories of a new
 * path (mode 0700), lets writer fill a temporary file beside path, gives
 * it the old file's mode (0600 for a new one), then renames it over path.
 * Returns 0 when saved; -1 otherwise, with the reason in why (size
 * bytes), leaving path as it was. */
int histfile_save(const char *path, histfile_writer writer, void *ctx,
    char *why, size_t size);

#endif
