/* SPDX-License-Identifier: MIT */
/* Fuzz harness for the session language: the first byte picks the target,
 * wave size and options, every following line is fed to a session as if
 * typed (commands, :set expressions and instructions). Each error must
 * carry a message and a column inside its line; at the end the session is
 * walked back and forth and its --json object must be valid UTF-8. Lines
 * naming :load or :save are dropped: a fuzzer must not write files. */
#include "config.h"

#include <string.h>

#include "fuzz.h"
#include "session.h"

/* A line that could reach the file system. */
static bool
touches_files(const char *s, size_t len)
{
	static const char *const words[] = { "load", "save" };

	for (size_t w = 0; w < sizeof words / sizeof *words; w++) {
		size_t n = strlen(words[w]);

		for (size_t i = 0; i + n <= len; i++)
			if (memcmp(s + i, words[w], n) == 0)
				return true;
	}
	return false;
}

static void
check_result(const struct session_result *r, size_t len)
{
	for (unsigned i = 0; i < r->ndiags; i++) {
		const struct diag *d = &r->diags[i];

		if (d->message[0] == '\0')
			FUZZ_FAIL("a diagnostic without a message");
		if (!r->has_origin && d->col > len + 1)
			FUZZ_FAIL("column %u past a %zu-byte line",
			    (unsigned)d->col, len);
	}
	if (r->error && r->ndiags == 0)
		FUZZ_FAIL("an error without a diagnostic");
}

/* session_goto(s, k), checked against session.h's promise. */
static void
walk(struct session *s, unsigned k, struct session_result *r)
{
	unsigned pos = session_position(s);

	if (session_goto(s, k, r) == 0) {
		if (session_position(s) != k)
			FUZZ_FAIL("goto %u arrived at %u", k,
			    session_position(s));
		return;
	}
	if (!r->error || r->ndiags == 0 || r->diags[0].message[0] == '\0')
		FUZZ_FAIL("goto %u failed without an error", k);
	if (session_position(s) != pos)
		FUZZ_FAIL("a failed goto %u moved from %u to %u", k, pos,
		    session_position(s));
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct session_options opt;
	struct session_result r;
	struct strbuf json = STRBUF_INIT;
	struct session *s;
	const char *text = (const char *)data + 1;
	size_t n, start = 0;
	long lineno = 0;

	if (size < 1)
		return 0;
	memset(&opt, 0, sizeof opt);
	opt.target = (enum isa_target)(data[0] % ISA_TARGET_COUNT);
	opt.wave = (data[0] / ISA_TARGET_COUNT) % 2 ? 64 : 0;
	opt.keep_history = true;
	opt.record_steps = (data[0] / (2 * ISA_TARGET_COUNT)) % 2;
	opt.raw_print = (data[0] / (4 * ISA_TARGET_COUNT)) % 2;
	s = session_new(&opt);
	if (s == NULL)
		return 0;
	session_result_init(&r);
	n = size - 1;
	for (size_t i = 0; i <= n; i++) {
		if (i < n && text[i] != '\n')
			continue;
		lineno++;
		if (!touches_files(text + start, i - start)) {
			session_feed(s, "fuzz", lineno, text + start, i - start,
			    &r);
			check_result(&r, i - start);
			if (r.quit)
				break;
		}
		start = i + 1;
	}
	/* the walk may fail (a loop reaching the step limit, say) but
	 * must then say why and leave the position where it was */
	walk(s, 0, &r);
	walk(s, session_step_count(s), &r);
	walk(s, session_step_count(s) / 2, &r);
	walk(s, session_step_count(s) + 1, &r);
	session_json(s, &json);
	if (!strbuf_failed(&json) && !fuzz_utf8_valid(json.data, json.len))
		FUZZ_FAIL("--json output is not valid UTF-8");
	strbuf_free(&json);
	session_result_free(&r);
	session_free(s);
	return 0;
}
