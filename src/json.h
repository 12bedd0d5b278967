/* SPDX-License-Identifier: MIT */
/* The --json object of cli.md, written into a strbuf, and the compact log
 * of steps, memory instructions and diagnostics it is written from. Pure:
 * allocates, never prints. */
#ifndef LANESCOPE_JSON_H
#define LANESCOPE_JSON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "diag.h"
#include "exec.h"
#include "strbuf.h"
#include "wave.h"

struct json_step;  /* private entries */
struct json_mem;
struct json_diag;

/* What a run produced, kept compact (a step is ~140 bytes plus its text),
 * in execution order. Entries carry the step number they belong to so a
 * session that steps back and replaces the rest of its program can drop
 * them. */
struct json_log {
	struct json_step *steps;
	size_t nsteps, capsteps;
	struct json_mem *mems;
	size_t nmems, capmems;
	struct json_diag *diags;
	size_t ndiags, capdiags;
	struct strbuf text;       /* instruction texts and messages */
	uint64_t *losers;         /* "overwritten" lane masks, 64 per step
				   * that has collisions */
	size_t nlosers, caplosers;
};

void json_log_init(struct json_log *log);
void json_log_free(struct json_log *log);
/* Drops the steps and memory entries of steps > k, and their
 * diagnostics too when diags is true (the lines themselves went away;
 * a re-run of the same lines keeps their warnings). */
void json_log_truncate(struct json_log *log, unsigned k, bool diags);

/* Whether a step kind is one --json "steps" lists (data moves between
 * lanes: DPP, DPP8, swizzle, permutes, readlane, writelane,
 * readfirstlane, permlane). */
int json_step_kind_listed(enum step_kind kind);

/* Records step k (source line, canonical text) when its kind is listed,
 * and its memory entry for memory steps. Returns -1 when out of memory. */
int json_log_step(struct json_log *log, unsigned k, long line,
    const char *text, const struct step *rec);
/* Records a diagnostic (warnings, errors) of line; col from d. */
int json_log_diag(struct json_log *log, unsigned k, long line,
    const struct diag *d);

/* Writes the whole object: target, wave, exec, vcc, vgpr, sgpr, steps,
 * memory, diagnostics, in the contract's order, then a newline. */
void json_write(struct strbuf *out, const char *target_name,
    const struct wave *w, const struct json_log *log);

/* A run's object written in pieces, so that memory stays flat however
 * long the program (batch --json): the head, then each array's entries as
 * they are recorded (the log cleared after each piece), then each array
 * opened, its entries, closed, then "}\n". The pieces are byte for byte
 * those of json_write. */
enum json_array { JSON_STEPS, JSON_MEMORY, JSON_DIAGS, JSON_ARRAY_COUNT };

/* Entries of each array written so far. */
struct json_counts {
	size_t n[JSON_ARRAY_COUNT];
};

/* target, wave, exec, vcc, vgpr and sgpr of w: the object's start. */
void json_write_head(struct strbuf *out, const char *target_name,
    const struct wave *w);
/* Appends the entries of log to out[JSON_STEPS], out[JSON_MEMORY] and
 * out[JSON_DIAGS], each with the comma that separates it from the entries
 * counted in done, and adds them to done. */
void json_write_entries(const struct json_log *log, struct json_counts *done,
    struct strbuf *out[JSON_ARRAY_COUNT]);
/* The key and '[' of array a; its ']' after count entries, and what
 * follows it. */
void json_array_open(struct strbuf *out, enum json_array a);
void json_array_close(struct strbuf *out, enum json_array a, size_t count);
/* Forgets every entry (after json_write_entries has written them). */
void json_log_clear(struct json_log *log);

/* Appends s as a JSON string literal (quotes, escapes). The result is
 * valid UTF-8 whatever s holds: a byte that starts no well-formed UTF-8
 * sequence is written as \u00XX with its own value. */
void json_put_string(struct strbuf *out, const char *s, size_t len);

#endif
