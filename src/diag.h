/* SPDX-License-Identifier: MIT */
/* Diagnostics: an error or warning tied to a column of a source line, and
 * its rendering in the contract's FILE:LINE:COL format. Pure: formats into
 * caller buffers, never prints. */
#ifndef LANESCOPE_DIAG_H
#define LANESCOPE_DIAG_H

#include <stddef.h>
#include <stdint.h>

enum diag_severity {
	DIAG_ERROR,
	DIAG_WARNING,
	DIAG_NOTE,
};

/* What produced a diagnostic ("kind" in --json). */
enum diag_kind {
	DIAG_SYNTAX,   /* the assembler could not read the line */
	DIAG_TARGET,   /* valid syntax the current target lacks */
	DIAG_HAZARD,   /* missing wait states */
	DIAG_WAITCNT,  /* a result used before the matching s_waitcnt */
	DIAG_COMMAND,  /* a bad :command */
	DIAG_EXEC,     /* the core refused to execute */
	DIAG_NOTE_KIND,/* informational, e.g. "CLRX spelling, llvm-mc writes ..." */
};

#define DIAG_MESSAGE_MAX 240

struct diag {
	uint8_t severity;  /* enum diag_severity */
	uint8_t kind;      /* enum diag_kind */
	uint32_t col;      /* 1-based column of the offending token, 0 = none
			    * (32 bits: a line may be longer than 65535) */
	uint32_t len;      /* length of the token (for underlining), may be 0 */
	char message[DIAG_MESSAGE_MAX]; /* one line, no trailing newline;
					 * hints ("did you mean ...?") go here */
};

/* Fills *d. fmt is printf-style; the message is truncated to fit. */
void diag_set(struct diag *d, enum diag_severity severity,
    enum diag_kind kind, unsigned col, unsigned len, const char *fmt, ...)
    __attribute__((format(printf, 6, 7)));

/* Formats d as the contract prescribes, three lines each ending in '\n':
 *   FILE:LINE:COL: error: MESSAGE
 *   <source line>
 *   <spaces>^
 * file may be NULL (then "<stdin>"). source is the line without its newline
 * (tabs are kept so the caret lines up; control bytes are shown as '?').
 * Returns the length that the full text needs (like snprintf). */
size_t diag_format(const struct diag *d, const char *file, long line,
    const char *source, size_t source_len, char *buf, size_t size);

/* What a terminal is shown for byte c of text that came from the input (a
 * source line, a file name, a message quoting either): c itself, or '?'
 * for a control byte (tab excepted) that could move the cursor, clear the
 * screen or open an escape sequence. Every such text goes through this
 * one rule. */
char diag_visible(unsigned char c);

/* Copies len bytes of src to dst through diag_visible (no NUL added). */
void diag_copy_visible(char *dst, const char *src, size_t len);

/* "error", "warning" or "note". */
const char *diag_severity_name(enum diag_severity severity);

/* "syntax", "target", "hazard", "waitcnt", "command", "exec", "note". */
const char *diag_kind_name(enum diag_kind kind);

#endif
