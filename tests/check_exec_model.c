/* SPDX-License-Identifier: MIT */
/* A second, deliberately plain model of semantics.md (DPP16 2.2/2.3,
 * DPP8 3, ds_swizzle 5.2, ds_permute/bpermute 6), one lane at a time
 * straight from the spec's tables, against which the core (whose fast
 * path works on whole masks and shifted copies) is checked on random
 * controls, masks, EXEC and data, with and without a step record. */
#include "config.h"

#include <stdio.h>

#include <check.h>

#include "exec.h"
#include "exec_fixtures.h"

static struct step rec;

static uint64_t
rnd(uint64_t *s)
{
	*s ^= *s >> 12;
	*s ^= *s << 25;
	*s ^= *s >> 27;
	return *s * 0x2545F4914F6CDD1Dull;
}

/* ---- DPP16 ---- */

#define UNTARGETED (-2)

/* semantics.md 2.2: the lane n reads, -1 out of range, UNTARGETED for the
 * rows row_bcast leaves alone */
static int
ref_dpp_src(unsigned ctrl, int n, int W)
{
	int row = n / 16, rl = n % 16, N = (int)(ctrl & 15);

	if (ctrl <= 0xff)
		return (n & ~3) | (int)((ctrl >> (2 * (n & 3))) & 3);
	if (ctrl >= 0x101 && ctrl <= 0x10f)
		return rl + N > 15 ? -1 : n + N;
	if (ctrl >= 0x111 && ctrl <= 0x11f)
		return rl < N ? -1 : n - N;
	if (ctrl >= 0x121 && ctrl <= 0x12f)
		return 16 * row + (rl - N + 16) % 16;
	switch (ctrl) {
	case 0x130:
		return n == W - 1 ? -1 : n + 1;
	case 0x134:
		return (n + 1) % W;
	case 0x138:
		return n == 0 ? -1 : n - 1;
	case 0x13c:
		return (n - 1 + W) % W;
	case 0x140:
		return 16 * row + 15 - rl;
	case 0x141:
		return (n & ~7) | (7 - (n & 7));
	case 0x142:
		return row >= 1 ? 16 * row - 1 : UNTARGETED;
	case 0x143:
		return row >= 2 ? 31 : UNTARGETED;
	default:
		break;
	}
	if (ctrl >= 0x150 && ctrl <= 0x15f)
		return 16 * row + N;
	return 16 * row + (rl ^ N); /* 0x160..0x16f */
}

/* semantics.md 2.3 for v_mov_b32_dpp with fi = 0 and the default
 * inactive-source rule; identity selects the bcast_untargeted reading */
static void
ref_dpp_mov(uint32_t *dst, const uint32_t *src0, lanemask_t exec,
    unsigned ctrl, unsigned rm, unsigned bm, bool bc, int W, bool identity)
{
	uint32_t snap[64];

	memcpy(snap, src0, sizeof snap);
	for (int n = 0; n < W; n++) {
		int s;
		bool ok;
		if (!((exec >> n) & 1))
			continue;
		if (!((rm >> (n / 16)) & 1) || !((bm >> ((n / 4) % 4)) & 1))
			continue;
		s = ref_dpp_src(ctrl, n, W);
		if (s == UNTARGETED)
			s = identity ? n : -1;
		ok = s >= 0;
		if (ok && !((exec >> s) & 1))
			ok = false;
		if (ok)
			dst[n] = snap[s];
		else if (bc)
			dst[n] = 0;
	}
}

static unsigned
random_ctrl(uint64_t *s, unsigned target)
{
	for (;;) {
		unsigned c = (unsigned)(rnd(s) % 0x170);
		bool gfx10 = target >= ISA_GFX1010;
		if (c <= 0xff || (c > 0x100 && c < 0x130 && (c & 15)))
			return c;
		if ((c == 0x130 || c == 0x134 || c == 0x138 || c == 0x13c ||
		    c == 0x142 || c == 0x143) && !gfx10)
			return c;
		if (c >= 0x140 && c <= 0x141)
			return c;
		/* llvm-mc spells 0x151-0x15f row_newbcast:1..15 on gfx90a
		 * and has no text for 0x150 there */
		if (c >= 0x150 && c <= 0x15f &&
		    (gfx10 || (target == ISA_GFX90A && c != 0x150)))
			return c;
		if (c >= 0x160 && gfx10)
			return c;
	}
}

static void
dpp_model_run(unsigned target, unsigned size, uint64_t seed)
{
	struct wave *w = fx_wave(target, size);
	struct wave *copy = fx_wave(target, size);
	lanemask_t all = wave_all_lanes(size);
	uint32_t want[64];

	for (int it = 0; it < 500; it++) {
		unsigned ctrl = random_ctrl(&seed, target);
		unsigned rm = (unsigned)rnd(&seed) & 15;
		unsigned bm = (unsigned)rnd(&seed) & 15;
		bool bc = rnd(&seed) & 1;
		bool identity = rnd(&seed) & 1;
		struct semantics sem = fx_sem(DISPUTE_BCAST_UNTARGETED,
		    identity ? 0 : 1);
		struct insn in;

		if (it % 4 == 0)
			rm = bm = 15;
		w->exec = it % 3 == 0 ? all : rnd(&seed) & all;
		for (unsigned i = 0; i < 64; i++) {
			w->vgpr[1][i] = (uint32_t)rnd(&seed);
			w->vgpr[0][i] = (uint32_t)rnd(&seed);
		}
		memcpy(want, w->vgpr[0], sizeof want);
		ref_dpp_mov(want, w->vgpr[1], w->exec, ctrl, rm, bm, bc,
		    (int)size, identity);
		in = fx_dpp_mov(w, 0, 1, ctrl, rm, bm, bc);
		*copy = *w;
		fx_run(w, &in, &sem, NULL);
		ck_assert_msg(memcmp(w->vgpr[0], want, sizeof want) == 0,
		    "ctrl 0x%x rm %x bm %x bc %d exec %llx: fast path differs",
		    ctrl, rm, bm, bc, (unsigned long long)copy->exec);
		fx_run(copy, &in, &sem, &rec);
		ck_assert_msg(memcmp(copy->vgpr[0], want, sizeof want) == 0,
		    "ctrl 0x%x: recorded path differs", ctrl);
		for (unsigned n = 0; n < size; n++) {
			bool wr = (rec.written >> n) & 1;
			/* a lane is written exactly when its reason says so */
			int r = rec.lane[n].reason;
			bool says = r == REASON_MOVED || r == REASON_SELF ||
			    r == REASON_SRC_OUT_OF_RANGE_ZERO ||
			    r == REASON_SRC_INACTIVE_ZERO;
			ck_assert_msg(wr == says,
			    "lane %u reason %s written %d",
			    n, exec_reason_name((enum lane_reason)r), wr);
			if (r == REASON_MOVED || r == REASON_SELF)
				ck_assert_uint_eq(rec.lane[n].new_value,
				    copy->vgpr[1][rec.lane[n].src]);
		}
	}
	free(w);
	free(copy);
}

START_TEST(test_model_dpp16_random_gfx8_wave64)
{
	dpp_model_run(ISA_GFX803, 64, 0x1111);
}
END_TEST

START_TEST(test_model_dpp16_random_gfx90a_wave64)
{
	dpp_model_run(ISA_GFX90A, 64, 0x2222);
}
END_TEST

START_TEST(test_model_dpp16_random_gfx10_wave32_and_wave64)
{
	dpp_model_run(ISA_GFX1030, 32, 0x3333);
	dpp_model_run(ISA_GFX1010, 64, 0x4444);
}
END_TEST

/* ---- DPP8 ---- */

START_TEST(test_model_dpp8_random)
{
	uint64_t seed = 0x5555;
	struct wave *w = fx_wave(ISA_GFX1030, 32);
	char line[96];

	for (int it = 0; it < 300; it++) {
		unsigned sel[8];
		bool fi = rnd(&seed) & 1;
		uint32_t want[64];
		for (unsigned k = 0; k < 8; k++)
			sel[k] = (unsigned)rnd(&seed) & 7;
		w->exec = it % 3 ? rnd(&seed) & 0xffffffffu : 0xffffffffu;
		for (unsigned i = 0; i < 64; i++) {
			w->vgpr[1][i] = (uint32_t)rnd(&seed);
			w->vgpr[0][i] = (uint32_t)rnd(&seed);
		}
		memcpy(want, w->vgpr[0], sizeof want);
		for (unsigned n = 0; n < 32; n++) {
			unsigned s = (n & ~7u) | sel[n & 7];
			if (!((w->exec >> n) & 1))
				continue;
			want[n] = fi || ((w->exec >> s) & 1) ? w->vgpr[1][s] :
			    0;
		}
		snprintf(line, sizeof line,
		    "v_mov_b32_dpp v0, v1 dpp8:[%u,%u,%u,%u,%u,%u,%u,%u]%s",
		    sel[0], sel[1], sel[2], sel[3], sel[4], sel[5], sel[6],
		    sel[7], fi ? " fi:1" : "");
		fx_line(w, line, NULL, it & 1 ? &rec : NULL);
		ck_assert_mem_eq(w->vgpr[0], want, sizeof want);
	}
	free(w);
}
END_TEST

/* ---- ds_swizzle ---- */

static unsigned
ref_swizzle_src(unsigned off, unsigned i, bool gfx9)
{
	unsigned h = i & 32, lo = i & 31, mask = off & 31;

	if (!(off & 0x8000))
		return ((((lo & (off & 31)) | ((off >> 5) & 31)) ^
		    ((off >> 10) & 31)) & 31) | h;
	if (!gfx9 || off < 0xC000)
		return (i & ~3u) | ((off >> (2 * (i & 3))) & 3);
	if (off < 0xE000) {
		unsigned r = (off >> 5) & 31;
		if (off & 0x400)
			r = (32 - r) & 31;
		return (lo & mask) | (((lo + r) & ~mask) & 31) | h;
	}
	unsigned rev = 0;
	for (unsigned b = 0; b < 5; b++)
		if (lo & (1u << b))
			rev |= 1u << (4 - b);
	return (rev >> __builtin_popcount(mask)) | (lo & mask) | h;
}

START_TEST(test_model_swizzle_random_offsets)
{
	static const unsigned targets[3] = { ISA_GFX803, ISA_GFX900,
		ISA_GFX1030 };
	uint64_t seed = 0x6666;

	for (int it = 0; it < 600; it++) {
		unsigned t = targets[it % 3];
		unsigned size = t == ISA_GFX1030 && (it & 4) ? 32 : 64;
		struct wave *w = fx_wave(t, size);
		lanemask_t all = wave_all_lanes(size);
		unsigned off = (unsigned)rnd(&seed) & 0xffff;
		uint32_t want[64];
		struct insn in;

		w->exec = it % 4 ? rnd(&seed) & all : all;
		for (unsigned i = 0; i < 64; i++) {
			w->vgpr[2][i] = (uint32_t)rnd(&seed);
			w->vgpr[5][i] = (uint32_t)rnd(&seed);
		}
		memcpy(want, w->vgpr[5], sizeof want);
		for (unsigned i = 0; i < size; i++) {
			unsigned j = ref_swizzle_src(off, i, t >= ISA_GFX900);
			if ((w->exec >> i) & 1)
				want[i] = (w->exec >> j) & 1 ?
				    w->vgpr[2][j] : 0;
		}
		in = fx_swizzle(w, 5, 2, off);
		fx_run(w, &in, NULL, it & 1 ? &rec : NULL);
		ck_assert_msg(memcmp(w->vgpr[5], want, sizeof want) == 0,
		    "offset 0x%04x on %s", off,
		    isa_target_name((enum isa_target)t));
		free(w);
	}
}
END_TEST

/* ---- ds_permute / ds_bpermute ---- */

START_TEST(test_model_permute_random_addresses)
{
	uint64_t seed = 0x7777;

	for (int it = 0; it < 600; it++) {
		bool back = it & 1;
		unsigned size = it % 6 < 2 ? 32 : 64;
		struct wave *w = fx_wave(size == 32 ? ISA_GFX1030 : ISA_GFX900,
		    size);
		lanemask_t all = wave_all_lanes(size);
		unsigned off = (unsigned)rnd(&seed) & (it & 2 ? 0xffff : 0xfc);
		uint32_t want[64], tmp[64];
		struct insn in;

		w->exec = it % 5 ? rnd(&seed) & all : all;
		for (unsigned i = 0; i < 64; i++) {
			w->vgpr[1][i] = (uint32_t)rnd(&seed);
			w->vgpr[2][i] = (uint32_t)rnd(&seed);
			w->vgpr[0][i] = (uint32_t)rnd(&seed);
		}
		memcpy(want, w->vgpr[0], sizeof want);
		memset(tmp, 0, sizeof tmp);
		for (unsigned i = 0; i < size; i++) {
			unsigned l = ((w->vgpr[2][i] + off) / 4) % size;
			if (!((w->exec >> i) & 1))
				continue;
			if (back)
				tmp[i] = w->vgpr[1][i];
			else
				tmp[l] = w->vgpr[1][i];
		}
		for (unsigned i = 0; i < size; i++) {
			unsigned l = ((w->vgpr[2][i] + off) / 4) % size;
			if ((w->exec >> i) & 1)
				want[i] = back ? tmp[l] : tmp[i];
		}
		in = fx_ds(w, back ? DS_BPERMUTE_B32 : DS_PERMUTE_B32, 0, 2, 1,
		    off);
		fx_run(w, &in, NULL, it % 4 < 2 ? &rec : NULL);
		ck_assert_msg(memcmp(w->vgpr[0], want, sizeof want) == 0,
		    "%s offset %u wave%u", back ? "bpermute" : "permute", off,
		    size);
		free(w);
	}
}
END_TEST

/* ---- robustness: random struct insn values ---- */

static struct operand
random_operand(uint64_t *s)
{
	static const uint8_t kinds[] = { OPND_NONE, OPND_VGPR, OPND_VGPR,
		OPND_SGPR, OPND_VCC, OPND_VCC_LO, OPND_VCC_HI, OPND_EXEC,
		OPND_EXEC_LO, OPND_EXEC_HI, OPND_M0, OPND_SCC, OPND_NULL,
		OPND_CONST, OPND_LITERAL };
	struct operand o;

	memset(&o, 0, sizeof o);
	o.kind = kinds[rnd(s) % sizeof kinds];
	o.reg = (uint16_t)(rnd(s) % 300);
	o.count = (uint8_t)(1 + rnd(s) % 4);
	o.mods = (uint8_t)(rnd(s) & 7);
	o.value = rnd(s);
	return o;
}

/* Any field values at all: the core either executes or refuses with a
 * message, and never reads or writes outside the wave (ASan/valgrind
 * builds check the latter). Memory families belong to exec_mem.c. */
START_TEST(test_random_insn_fields_never_crash)
{
	uint64_t seed = 0x8888;
	unsigned ok = 0, refused = 0;

	for (int it = 0; it < 20000; it++) {
		unsigned t = (unsigned)(rnd(&seed) % ISA_TARGET_COUNT);
		unsigned size = t >= ISA_GFX1010 && (rnd(&seed) & 1) ? 32 : 64;
		struct wave *w = fx_wave(t, size);
		struct insn in;
		struct diag d;
		struct semantics sem;
		const struct isa_info *ii;

		memset(&in, 0, sizeof in);
		in.id = (uint16_t)(rnd(&seed) % ISA_ID_COUNT);
		ii = isa_get((enum isa_id)in.id);
		if (ii->family == ISA_MUBUF || ii->family == ISA_FLAT ||
		    ii->family == ISA_GLOBAL || ii->family == ISA_MIMG) {
			free(w);
			continue;
		}
		in.target = (uint8_t)t;
		in.wave = (uint8_t)size;
		in.form = (uint8_t)(rnd(&seed) % 6);
		in.dst = random_operand(&seed);
		in.sdst = random_operand(&seed);
		for (unsigned k = 0; k < 4; k++)
			in.src[k] = random_operand(&seed);
		in.clamp = rnd(&seed) & 1;
		in.omod = (uint8_t)(rnd(&seed) & 3);
		in.op_sel = (uint8_t)rnd(&seed);
		in.dpp_ctrl = (uint16_t)(rnd(&seed) % 0x200);
		in.row_mask = (uint8_t)(rnd(&seed) & 15);
		in.bank_mask = (uint8_t)(rnd(&seed) & 15);
		in.bound_ctrl = rnd(&seed) & 1;
		in.fi = rnd(&seed) & 1;
		in.dpp8_sel = (uint32_t)rnd(&seed) & 0xffffff;
		in.dst_sel = (uint8_t)(rnd(&seed) % 8);
		in.dst_unused = (uint8_t)(rnd(&seed) % 4);
		in.src0_sel = (uint8_t)(rnd(&seed) % 8);
		in.src1_sel = (uint8_t)(rnd(&seed) % 8);
		in.ds_offset = (uint16_t)rnd(&seed);
		in.gds = rnd(&seed) & 1;
		in.simm16 = (uint16_t)rnd(&seed);
		semantics_defaults(&sem);
		for (unsigned k = 0; k < DISPUTE_COUNT; k++)
			sem.choice[k] = (uint8_t)(rnd(&seed) %
			    semantics_choice_count((enum dispute)k));
		for (unsigned r = 0; r < 8; r++)
			w->vgpr[r][rnd(&seed) % 64] = (uint32_t)rnd(&seed);
		w->exec = rnd(&seed) & wave_all_lanes(size);
		memset(&d, 0, sizeof d);
		if (exec_step(w, &in, &sem, it & 1 ? &rec : NULL, &d) ==
		    EXEC_OK) {
			ok++;
		} else {
			ck_assert(d.message[0] != 0);
			refused++;
		}
		ck_assert_uint_eq(w->exec & ~wave_all_lanes(size), 0);
		free(w);
	}
	ck_assert_uint_gt(ok, 1000);
	ck_assert_uint_gt(refused, 1000);
}
END_TEST

void
exec_model_tcases(Suite *s)
{
	TCase *tc = tcase_create("model");

	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, test_model_dpp16_random_gfx8_wave64);
	tcase_add_test(tc, test_model_dpp16_random_gfx90a_wave64);
	tcase_add_test(tc, test_model_dpp16_random_gfx10_wave32_and_wave64);
	tcase_add_test(tc, test_model_dpp8_random);
	tcase_add_test(tc, test_model_swizzle_random_offsets);
	tcase_add_test(tc, test_model_permute_random_addresses);
	tcase_add_test(tc, test_random_insn_fields_never_crash);
	suite_add_tcase(s, tc);
}
