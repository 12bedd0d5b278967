/* SPDX-License-Identifier: MIT */
/* Exports of a session (--export, :export): one self-contained HTML page,
 * the SVG of one step, Markdown and plain text, all built from the
 * session's one picture input (session_view_input) and the view layer;
 * pure: appends to a buffer, never opens a file (the front end writes it). */
#ifndef LANESCOPE_EXPORT_H
#define LANESCOPE_EXPORT_H

#include <stdbool.h>

#include "json.h"
#include "session.h"
#include "strbuf.h"

/* A page or a Markdown file holds at most this many steps unless asked
 * otherwise: a 300,000-step program would otherwise make gigabytes. The
 * page says so when it stops early. */
#define EXPORT_MAX_STEPS 1000

/* The standalone SVG's fixed size in CSS pixels (16:9, for slides). */
#define EXPORT_SVG_WIDTH 1280
#define EXPORT_SVG_HEIGHT 720

struct export_options {
	enum session_export format;
	/* -1: the default (html opens at step 1, svg draws the last step,
	 * md and txt hold every step); else that step: the one svg draws,
	 * the one the page opens at, the only one md and txt hold. */
	long step;
	int width;          /* txt and md picture width; 0: VIEW_WIDE_WIDTH
			     * (the front ends pass util_text_width's) */
	bool ascii;         /* txt and md: no box drawing */
	const char *title;  /* the program's name ("demo", a file name) */
	unsigned max_steps; /* html and md; 0: EXPORT_MAX_STEPS */
};

/*
 * Appends the export of s in opt->format to out. Walks the steps with
 * session_goto and puts the position back where it was. The txt format
 * is every step's text_step picture, as batch mode prints them. Returns
 * the number of steps written, or -1 when out of memory, when
 * opt->step is past the last step, or when a step cannot be run
 * (EXPORT_UNREACHABLE: the step limit, a step failing); *why then says
 * which, and out may hold a part.
 */
long export_session(struct session *s, const struct export_options *opt,
    struct strbuf *out, const char **why);

/* The reason export_session gives when a step cannot be reached. */
#define EXPORT_UNREACHABLE "a step cannot be run (the step limit, or out " \
	"of memory)"

/* Internal to the export files: the page and the SVG (each returns
 * the number of steps written, -1 when out of memory, -2 when a step
 * cannot be run). Moves s to step k (k <= session_step_count); returns 0, or -1 when a
 * step on the way cannot run (nothing then moved). */
int export_goto(struct session *s, unsigned k);
long export_html(struct session *s, const struct export_options *opt,
    struct strbuf *out);
long export_svg(struct session *s, const struct export_options *opt,
    struct strbuf *out);
/* The class of a lane's reason in the page and the SVG ("r-moved",
 * "r-kept", "r-zero", "r-off", "r-self", "r-none"). */
const char *export_reason_class(enum lane_reason r);
/* Whether a step of this kind (enum step_kind) moves data between lanes:
 * the steps that get arrows, the same as --json lists. */
#define export_moves_lanes(kind) \
	(json_step_kind_listed((enum step_kind)(kind)) != 0)
/* Appends text with &, <, >, " escaped, and control bytes shown as '?'. */
void export_escape(struct strbuf *out, const char *text, size_t len);

#endif
