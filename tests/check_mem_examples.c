/* SPDX-License-Identifier: MIT */
/* The memory examples of data/mem-*.session as unit tests: the instruction
 * lines are read from the files and assembled; the registers and memory
 * their :set lines describe are set here directly, so these tests need
 * only the assembler and the core. (The golden --json tests run the same
 * files through the whole program.) */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <check.h>

#include "asm.h"
#include "exec.h"
#include "memory.h"
#include "session.h"
#include "check_mem.h"

static struct wave w;
static struct memory *mem;

/* The common preamble: V# base 0x1000, num_records 0x10000, and word i of
 * 0x1000.. holding 1000 + i. */
static void
preamble(void)
{
	w.sgpr[0] = 0x1000;
	w.sgpr[1] = 0;
	w.sgpr[2] = 0x10000;
	w.sgpr[3] = 0;
	for (uint32_t i = 0; i < 1024; i++) {
		uint32_t v = 1000 + i;

		ck_assert_int_eq(memory_write(mem, 0x1000 + 4 * i, &v, 4), 0);
	}
}

static uint32_t
word_at(uint64_t addr)
{
	uint32_t v;

	memory_read(mem, addr, &v, 4);
	return v;
}

/* The 64 values of the file's "[...]" list on the line starting with
 * prefix. */
static void
read_list(const char *text, const char *prefix, uint32_t *out)
{
	const char *p = strstr(text, prefix);
	unsigned n = 0;

	ck_assert_ptr_nonnull(p);
	p = strchr(p, '[');
	ck_assert_ptr_nonnull(p);
	p++;
	while (n < 64) {
		char *end;

		out[n++] = (uint32_t)strtoul(p, &end, 0);
		ck_assert(end != p);
		p = end + strspn(end, ", ");
	}
	ck_assert_int_eq(*p, ']');
}

static void
set_lanes(unsigned reg, uint32_t (*f)(unsigned lane))
{
	for (unsigned i = 0; i < 64; i++)
		w.vgpr[reg][i] = f(i);
}

static uint32_t times4(unsigned i) { return 4 * i; }
static uint32_t plus1x4(unsigned i) { return 4 * i + 4; }
static uint32_t times64(unsigned i) { return 64 * i; }
static uint32_t times16(unsigned i) { return 16 * i; }
static uint32_t zero(unsigned i) { (void)i; return 0; }
static uint32_t one(unsigned i) { (void)i; return 1; }
static uint32_t lane_id(unsigned i) { return i; }
static uint32_t quad4(unsigned i) { return (i / 4) * 4; }
static uint32_t rev4(unsigned i) { return (63 - i) * 4; }
static uint32_t row4(unsigned i) { return (i / 16) * 4; }
static uint32_t mod4x4(unsigned i) { return (i % 4) * 4; }
static uint32_t mod8(unsigned i) { return i % 8; }
static uint32_t div8(unsigned i) { return i / 8; }
static uint32_t times100(unsigned i) { return 100 * i; }

struct example {
	const char *file;
	void (*setup)(const char *text);
	void (*check)(const char *text);
	/* the record of the first instruction */
	unsigned requests;
	enum mem_l1_case l1;
	unsigned clocks;
	bool estimated;
};

static void su_consecutive(const char *t) { (void)t; set_lanes(0, times4); }
static void su_misaligned(const char *t) { (void)t; set_lanes(0, plus1x4); }
static void su_stride64(const char *t) { (void)t; set_lanes(0, times64); }
static void su_broadcast(const char *t) { (void)t; set_lanes(0, zero); }
static void su_quad(const char *t) { (void)t; set_lanes(0, quad4); }
static void su_reversed(const char *t) { (void)t; set_lanes(0, rev4); }
static void su_gather(const char *t) { read_list(t, ":set v0", w.vgpr[0]); }
static void su_x4(const char *t) { (void)t; set_lanes(0, times16); }

static void
su_collide(const char *t)
{
	(void)t;
	set_lanes(0, row4);
	set_lanes(1, lane_id);
	set_lanes(2, mod4x4);
}

static void
su_atomic(const char *t)
{
	(void)t;
	set_lanes(0, zero);
	set_lanes(1, one);
}

static void
su_image(const char *t)
{
	(void)t;
	w.sgpr[8] = 0x8000;
	w.sgpr[9] = 0;
	w.sgpr[10] = 8;
	w.sgpr[11] = 8;
	w.sgpr[12] = 0;
	set_lanes(4, mod8);
	set_lanes(5, div8);
	set_lanes(0, lane_id);
	set_lanes(1, times100);
	set_lanes(6, div8);
	set_lanes(7, mod8);
}

static void
ck_consecutive(const char *t)
{
	(void)t;
	for (unsigned i = 0; i < 64; i++)
		ck_assert_uint_eq(w.vgpr[1][i], 1000 + i);
}

static void
ck_misaligned(const char *t)
{
	(void)t;
	for (unsigned i = 0; i < 64; i++)
		ck_assert_uint_eq(w.vgpr[1][i], 1001 + i);
}

static void
ck_stride64(const char *t)
{
	(void)t;
	for (unsigned i = 0; i < 64; i++)
		ck_assert_uint_eq(w.vgpr[1][i], 1000 + 16 * i);
}

static void
ck_broadcast(const char *t)
{
	(void)t;
	for (unsigned i = 0; i < 64; i++)
		ck_assert_uint_eq(w.vgpr[1][i], 1000);
}

static void
ck_quad(const char *t)
{
	(void)t;
	for (unsigned i = 0; i < 64; i++)
		ck_assert_uint_eq(w.vgpr[1][i], 1000 + i / 4);
}

static void
ck_reversed(const char *t)
{
	(void)t;
	for (unsigned i = 0; i < 64; i++)
		ck_assert_uint_eq(w.vgpr[1][i], 1063 - i);
}

static void
ck_gather(const char *t)
{
	uint32_t off[64];

	read_list(t, ":set v0", off);
	for (unsigned i = 0; i < 64; i++)
		ck_assert_uint_eq(w.vgpr[1][i], 1000 + off[i] / 4);
}

static void
ck_x4(const char *t)
{
	(void)t;
	for (unsigned i = 0; i < 64; i++)
		for (unsigned k = 0; k < 4; k++)
			ck_assert_uint_eq(w.vgpr[4 + k][i], 1000 + 4 * i + k);
}

static void
ck_collide(const char *t)
{
	(void)t;
	for (unsigned i = 0; i < 64; i++)
		ck_assert_uint_eq(w.vgpr[3][i], 15 + 16 * (i % 4));
}

static void
ck_atomic(const char *t)
{
	(void)t;
	for (unsigned i = 0; i < 64; i++)
		ck_assert_uint_eq(w.vgpr[1][i], 1000 + i);
	ck_assert_uint_eq(word_at(0x1000), 1064);
}

static void
ck_image(const char *t)
{
	(void)t;
	for (unsigned i = 0; i < 64; i++) {
		unsigned writer = (i % 8) * 8 + i / 8;

		ck_assert_uint_eq(w.vgpr[2][i], writer);
		ck_assert_uint_eq(w.vgpr[3][i], 100 * writer);
	}
}

static const struct example examples[] = {
	{ "mem-consecutive.session", su_consecutive, ck_consecutive,
	  4, L1_ROW16_CONSECUTIVE_QUADS, 4, false },
	{ "mem-misaligned.session", su_misaligned, ck_misaligned,
	  5, L1_ROW16_CONSECUTIVE_QUADS, 4, false },
	{ "mem-stride64.session", su_stride64, ck_stride64,
	  64, L1_QUADS, 16, true },
	{ "mem-broadcast.session", su_broadcast, ck_broadcast,
	  1, L1_ROW16_SAME_ADDRESS, 4, false },
	{ "mem-quad-uniform.session", su_quad, ck_quad,
	  1, L1_ROW16_QUAD_UNIFORM, 4, false },
	{ "mem-reversed.session", su_reversed, ck_reversed,
	  4, L1_ROW16_CONSECUTIVE_QUADS, 4, false },
	{ "mem-gather.session", su_gather, ck_gather,
	  0 /* counted below */, L1_QUADS, 16, true },
	{ "mem-dwordx4.session", su_x4, ck_x4,
	  16, L1_QUADS, 16, false },
	{ "mem-store-collide.session", su_collide, ck_collide,
	  1, L1_ROW16_QUAD_UNIFORM, 4, true },
	{ "mem-atomic-counter.session", su_atomic, ck_atomic,
	  64, L1_QUADS, 16, true },
	{ "mem-image.session", su_image, ck_image,
	  8, L1_IMAGE_QUADS, 16, true },
};

static char *
slurp(const char *name)
{
	const char *dir = getenv("top_srcdir");
	char path[512];
	FILE *f;
	char *buf;
	long n;

	snprintf(path, sizeof path, "%s/data/%s", dir ? dir : ".", name);
	f = fopen(path, "rb");
	ck_assert_msg(f != NULL, "cannot open %s", path);
	ck_assert_int_eq(fseek(f, 0, SEEK_END), 0);
	n = ftell(f);
	ck_assert(n > 0);
	rewind(f);
	buf = malloc((size_t)n + 1);
	ck_assert_ptr_nonnull(buf);
	ck_assert_uint_eq(fread(buf, 1, (size_t)n, f), (size_t)n);
	buf[n] = 0;
	fclose(f);
	return buf;
}

/* Distinct 64-byte lines of the gather's offsets, counted with a bitmap:
 * an independent count for the one row whose answer is not round. */
static unsigned
gather_lines(const char *text)
{
	uint32_t off[64];
	uint8_t seen[1024] = { 0 };
	unsigned n = 0;

	read_list(text, ":set v0", off);
	for (unsigned i = 0; i < 64; i++) {
		unsigned line = (off[i] / 64) % 1024;

		if (!seen[line]++)
			n++;
	}
	return n;
}

START_TEST(test_mem_example_runs_with_documented_costs)
{
	const struct example *ex = &examples[_i];
	char *text = slurp(ex->file);
	struct step *rec = malloc(sizeof *rec);
	const char *line = text;
	unsigned ninsn = 0;

	ck_assert_ptr_nonnull(rec);
	mem = memory_new();
	ck_assert_ptr_nonnull(mem);
	w.mem = mem;
	wave_reset(&w, ISA_GFX803, 64);
	preamble();
	ex->setup(text);

	while (*line) {
		size_t len = strcspn(line, "\n");
		struct insn in;
		struct diag d;
		enum asm_status st;

		memset(&d, 0, sizeof d);
		st = asm_parse_line(line, len, ISA_GFX803, 64, &in, &d);
		ck_assert_msg(st != ASM_ERROR, "%s: %.*s: %s", ex->file,
		    (int)len, line, d.message);
		if (st == ASM_OK) {
			ck_assert_msg(exec_memory_step(&w, &in,
			    ninsn == 0 ? rec : NULL, &d) == EXEC_OK,
			    "%s: %s", ex->file, d.message);
			ninsn++;
		}
		line += len + (line[len] == '\n');
	}
	ck_assert_uint_ge(ninsn, 1);
	ck_assert_msg(rec->mem.requests == (ex->requests ? ex->requests :
	    gather_lines(text)), "%s: %u requests", ex->file,
	    rec->mem.requests);
	ck_assert_msg(rec->mem.l1_case == ex->l1, "%s: %s", ex->file,
	    memory_l1_case_name(rec->mem.l1_case));
	ck_assert_uint_eq(rec->mem.clocks, ex->clocks);
	ck_assert_int_eq(rec->mem.clocks_estimated, ex->estimated);
	ex->check(text);
	memory_free(mem);
	free(rec);
	free(text);
}
END_TEST

/* Bytes the examples touch: the buffer and the image. */
static void
snapshot(const struct wave *sw, uint8_t *buf)
{
	memory_read(sw->mem, 0x1000, buf, 0x1000);
	memory_read(sw->mem, 0x8000, buf + 0x1000, 0x200);
}

/* Through the session: the whole file, then back to step 0 and forward
 * again. Stores and atomics must be undone and redone byte for byte, so
 * the history has to be told exactly which bytes they write. */
START_TEST(test_mem_example_session_steps_back_and_forth)
{
	const struct example *ex = &examples[_i];
	struct session_options opt = { .target = ISA_GFX803, .wave = 64,
	    .keep_history = true, .raw_print = true };
	struct session *s = session_new(&opt);
	struct session_result r;
	char *text = slurp(ex->file);
	static uint8_t start[0x1200], end[0x1200], now[0x1200];
	static uint32_t vend[8][64];
	unsigned n;

	ck_assert_ptr_nonnull(s);
	session_result_init(&r);
	ck_assert_int_eq(session_load_text(s, ex->file, text, strlen(text),
	    &r), 0);
	n = session_step_count(s);
	ck_assert_uint_ge(n, 1);
	snapshot(session_wave(s), start);
	session_goto(s, n);
	ck_assert_uint_eq(session_position(s), n);
	snapshot(session_wave(s), end);
	memcpy(vend, session_wave(s)->vgpr, sizeof vend);
	session_goto(s, 0);
	snapshot(session_wave(s), now);
	ck_assert_msg(memcmp(now, start, sizeof now) == 0,
	    "%s: memory not restored at step 0", ex->file);
	session_goto(s, n);
	snapshot(session_wave(s), now);
	ck_assert_msg(memcmp(now, end, sizeof now) == 0,
	    "%s: memory differs after stepping forward again", ex->file);
	ck_assert_msg(memcmp(session_wave(s)->vgpr, vend, sizeof vend) == 0,
	    "%s: registers differ after stepping forward again", ex->file);
	session_result_free(&r);
	session_free(s);
	free(text);
}
END_TEST

void
mem_example_tcases(Suite *s)
{
	TCase *tc = tcase_create("examples");

	tcase_add_loop_test(tc, test_mem_example_runs_with_documented_costs,
	    0, (int)(sizeof examples / sizeof examples[0]));
	tcase_add_loop_test(tc, test_mem_example_session_steps_back_and_forth,
	    0, (int)(sizeof examples / sizeof examples[0]));
	suite_add_tcase(s, tc);
}
