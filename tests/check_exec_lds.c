/* SPDX-License-Identifier: MIT */
/* Unit tests of ds_swizzle and ds_permute/ds_bpermute (exec_lds.c): the
 * vectors of vectors.md sections B and C (V25-V45), and a plain model of
 * semantics.md 5.2 and 6 checked on random offsets and addresses. */
#include "config.h"

#include <check.h>

#include "exec.h"
#include "exec_fixtures.h"
#include "suites.h"

static struct step rec;

#define V(w, r, i) ((w)->vgpr[(r)][(i)])

/* v2 = S, v5 = sentinels, ds_swizzle_b32 v5, v2 offset:off */
static struct wave *
swz(unsigned target, unsigned off, const struct semantics *s,
    lanemask_t exec)
{
	struct wave *w = fx_wave(target, 64);
	struct insn in;

	fx_iota(w, 2, 100);
	fx_sentinel(w, 5);
	w->exec = exec;
	in = fx_swizzle(w, 5, 2, off);
	fx_run(w, &in, s, &rec);
	return w;
}

static void
expect_lanes(const struct wave *w, unsigned reg, unsigned first,
    const uint32_t *want, unsigned n)
{
	for (unsigned k = 0; k < n; k++)
		ck_assert_msg(w->vgpr[reg][first + k] == want[k],
		    "lane %u: got %u want %u", first + k,
		    w->vgpr[reg][first + k], want[k]);
}

START_TEST(test_v25_swizzle_qdmode_blog_example)
{
	struct wave *w = swz(ISA_GFX803, 0x80F6, NULL, ALL64);
	static const uint32_t lo[8] = { 102, 101, 103, 103, 106, 105, 107,
		107 };
	static const uint32_t hi[4] = { 162, 161, 163, 163 };

	expect_lanes(w, 5, 0, lo, 8);
	expect_lanes(w, 5, 60, hi, 4);
	ck_assert_uint_eq(rec.kind, STEP_SWIZZLE);
	ck_assert_uint_eq(rec.swizzle.mode, SWZ_QDMODE);
	ck_assert_uint_eq(rec.swizzle.quad[0], 2);
	ck_assert_uint_eq(rec.swizzle.quad[3], 3);
	ck_assert_int_eq(rec.lane[0].src, 2);
	free(w);
}
END_TEST

START_TEST(test_v26_swizzle_swap_1)
{
	struct wave *w = swz(ISA_GFX803, 0x041F, NULL, ALL64);

	ck_assert_uint_eq(V(w, 5, 0), 101);
	ck_assert_uint_eq(V(w, 5, 1), 100);
	ck_assert_uint_eq(V(w, 5, 2), 103);
	ck_assert_uint_eq(V(w, 5, 32), 133);
	ck_assert_uint_eq(V(w, 5, 33), 132);
	ck_assert_uint_eq(rec.swizzle.mode, SWZ_BITMODE);
	ck_assert_uint_eq(rec.swizzle.and_mask, 0x1f);
	ck_assert_uint_eq(rec.swizzle.xor_mask, 1);
	free(w);
}
END_TEST

START_TEST(test_v27_swizzle_reverse_32_stays_in_half)
{
	struct wave *w = swz(ISA_GFX803, 0x7C1F, NULL, ALL64);

	ck_assert_uint_eq(V(w, 5, 0), 131);
	ck_assert_uint_eq(V(w, 5, 31), 100);
	ck_assert_uint_eq(V(w, 5, 32), 163);
	ck_assert_uint_eq(V(w, 5, 63), 132);
	free(w);
}
END_TEST

START_TEST(test_v28_swizzle_broadcast_32_7)
{
	struct wave *w = swz(ISA_GFX803, 0x00E0, NULL, ALL64);

	for (unsigned i = 0; i < 64; i++)
		ck_assert_uint_eq(V(w, 5, i), i < 32 ? 107 : 139);
	free(w);
}
END_TEST

START_TEST(test_v29_swizzle_broadcast_4_3)
{
	struct wave *w = swz(ISA_GFX803, 0x007C, NULL, ALL64);

	for (unsigned i = 0; i < 4; i++) {
		ck_assert_uint_eq(V(w, 5, i), 103);
		ck_assert_uint_eq(V(w, 5, 4 + i), 107);
	}
	ck_assert_uint_eq(V(w, 5, 33), 135);
	free(w);
}
END_TEST

START_TEST(test_v30_swizzle_offset_0_reads_lane0_of_half)
{
	struct wave *w = swz(ISA_GFX803, 0, NULL, ALL64);

	for (unsigned i = 0; i < 64; i++)
		ck_assert_uint_eq(V(w, 5, i), i < 32 ? 100 : 132);
	free(w);
}
END_TEST

START_TEST(test_v31_swizzle_bitmask_perm_01pip)
{
	struct wave *w = swz(ISA_GFX803, 0x0907, NULL, ALL64);

	ck_assert_uint_eq(V(w, 5, 0), 110);
	ck_assert_uint_eq(V(w, 5, 5), 115);
	ck_assert_uint_eq(V(w, 5, 13), 115);
	ck_assert_uint_eq(V(w, 5, 32), 142);
	free(w);
}
END_TEST

START_TEST(test_v32_swizzle_inactive_source_reads_zero)
{
	struct wave *w = swz(ISA_GFX803, 0x041F, NULL, ALL64 & ~LANE(1));

	ck_assert_uint_eq(V(w, 5, 0), 0);
	ck_assert_uint_eq(V(w, 5, 1), SENT(1));
	ck_assert_uint_eq(V(w, 5, 2), 103);
	ck_assert_uint_eq(V(w, 5, 3), 102);
	ck_assert_int_eq(rec.lane[0].reason, REASON_SRC_INACTIVE_ZERO);
	ck_assert_int_eq(rec.lane[0].pattern_src, 1);
	ck_assert_int_eq(rec.lane[1].reason, REASON_EXEC_OFF);
	free(w);
}
END_TEST

START_TEST(test_v33_swizzle_e000_fft_gfx9_qdmode_gfx8)
{
	static const uint32_t fft[8] = { 100, 116, 108, 124, 104, 120, 112,
		128 };
	static const uint32_t qd[8] = { 100, 100, 100, 100, 104, 104, 104,
		104 };
	struct semantics q = fx_sem(DISPUTE_SWIZZLE_MODES, 1);
	struct wave *w = swz(ISA_GFX900, 0xE000, NULL, ALL64);

	expect_lanes(w, 5, 0, fft, 8);
	ck_assert_uint_eq(V(w, 5, 32), 132);
	ck_assert_uint_eq(V(w, 5, 33), 148);
	ck_assert_uint_eq(rec.swizzle.mode, SWZ_FFT);
	ck_assert(rec.disputes & (1u << DISPUTE_SWIZZLE_MODES));
	free(w);
	w = swz(ISA_GFX803, 0xE000, NULL, ALL64);
	expect_lanes(w, 5, 0, qd, 8);
	ck_assert_uint_eq(rec.disputes, 0);
	free(w);
	/* the switch: QDMode on gfx9 too (gem5's Vega model) */
	w = swz(ISA_GFX900, 0xE000, &q, ALL64);
	expect_lanes(w, 5, 0, qd, 8);
	free(w);
}
END_TEST

START_TEST(test_v34_swizzle_fft_mask_0x10)
{
	static const uint32_t want[8] = { 100, 108, 104, 112, 102, 110, 106,
		114 };
	struct wave *w = swz(ISA_GFX900, 0xE010, NULL, ALL64);

	expect_lanes(w, 5, 0, want, 8);
	ck_assert_uint_eq(V(w, 5, 16), 116);
	ck_assert_uint_eq(V(w, 5, 17), 124);
	free(w);
}
END_TEST

START_TEST(test_v35_swizzle_rotate_left_1_gfx9_qdmode_gfx8)
{
	struct wave *w = swz(ISA_GFX900, 0xC020, NULL, ALL64);

	ck_assert_uint_eq(V(w, 5, 0), 101);
	ck_assert_uint_eq(V(w, 5, 31), 100);
	ck_assert_uint_eq(V(w, 5, 32), 133);
	ck_assert_uint_eq(V(w, 5, 63), 132);
	ck_assert_uint_eq(rec.swizzle.mode, SWZ_ROTATE);
	ck_assert_uint_eq(rec.swizzle.rotate, 1);
	ck_assert_uint_eq(rec.swizzle.right, 0);
	free(w);
	w = swz(ISA_GFX803, 0xC020, NULL, ALL64);
	ck_assert_uint_eq(V(w, 5, 0), 100);
	ck_assert_uint_eq(V(w, 5, 1), 100);
	ck_assert_uint_eq(V(w, 5, 2), 102);
	ck_assert_uint_eq(V(w, 5, 3), 100);
	free(w);
	/* swizzle.gfx9_modes=qdmode: the gfx8 answer on gfx9 too */
	struct semantics q = fx_sem(DISPUTE_SWIZZLE_MODES, 1);
	w = swz(ISA_GFX900, 0xC020, &q, ALL64);
	ck_assert_uint_eq(V(w, 5, 0), 100);
	ck_assert_uint_eq(V(w, 5, 2), 102);
	ck_assert_uint_eq(V(w, 5, 3), 100);
	ck_assert_uint_eq(rec.swizzle.mode, SWZ_QDMODE);
	ck_assert(rec.disputes & (1u << DISPUTE_SWIZZLE_MODES));
	free(w);
}
END_TEST

START_TEST(test_v36_swizzle_rotate_right_1)
{
	struct wave *w = swz(ISA_GFX900, 0xC420, NULL, ALL64);

	ck_assert_uint_eq(V(w, 5, 0), 131);
	ck_assert_uint_eq(V(w, 5, 1), 100);
	ck_assert_uint_eq(V(w, 5, 32), 163);
	ck_assert_uint_eq(rec.swizzle.right, 1);
	free(w);
}
END_TEST

START_TEST(test_v37_swizzle_rotate_with_mask_wraps_in_5_bits)
{
	static const uint32_t l0[4] = { 100, 103, 102, 105 };
	static const uint32_t l28[4] = { 128, 131, 130, 101 };
	static const uint32_t r0[4] = { 130, 101, 100, 103 };
	struct wave *w = swz(ISA_GFX90A, 0xC021, NULL, ALL64);

	expect_lanes(w, 5, 0, l0, 4);
	expect_lanes(w, 5, 28, l28, 4);
	free(w);
	w = swz(ISA_GFX90A, 0xC421, NULL, ALL64);
	expect_lanes(w, 5, 0, r0, 4);
	free(w);
}
END_TEST

START_TEST(test_v38_swizzle_qdmode_ignores_bits_14_8)
{
	struct wave *w = swz(ISA_GFX803, 0x9000, NULL, ALL64);

	for (unsigned i = 0; i < 64; i++)
		ck_assert_uint_eq(V(w, 5, i), 100 + (i & ~3u));
	free(w);
}
END_TEST

/* ---- permute ---- */

static void
addr_A(struct wave *w)
{
	for (unsigned i = 0; i < 64; i++)
		w->vgpr[2][i] = 4 * i;
	w->vgpr[2][0] = 8;
	w->vgpr[2][1] = 11;
	w->vgpr[2][7] = 272;
}

static struct wave *
perm(enum isa_id id, lanemask_t exec, unsigned off, bool use_a)
{
	struct wave *w = fx_std(ISA_GFX803, 64);
	struct insn in;

	if (use_a)
		addr_A(w);
	else
		for (unsigned i = 0; i < 64; i++)
			w->vgpr[2][i] = 4 * i;
	w->exec = exec;
	in = fx_ds(w, id, 0, 2, 1, off);
	fx_run(w, &in, NULL, &rec);
	return w;
}

START_TEST(test_v39_bpermute_full_exec)
{
	struct wave *w = perm(DS_BPERMUTE_B32, ALL64, 0, true);

	ck_assert_uint_eq(V(w, 0, 0), 102);
	ck_assert_uint_eq(V(w, 0, 1), 102);
	ck_assert_uint_eq(V(w, 0, 2), 102);
	ck_assert_uint_eq(V(w, 0, 3), 103);
	ck_assert_uint_eq(V(w, 0, 4), 104);
	ck_assert_uint_eq(V(w, 0, 7), 104);
	ck_assert_uint_eq(V(w, 0, 63), 163);
	ck_assert_uint_eq(rec.kind, STEP_BPERMUTE);
	ck_assert_uint_eq(rec.addr_lane[7], 4);
	ck_assert_int_eq(rec.lane[7].src, 4);
	ck_assert_uint_eq(rec.tmp_written, ALL64);
	ck_assert_uint_eq(rec.tmp[5], 105);
	free(w);
}
END_TEST

START_TEST(test_v40_bpermute_inactive_lanes_2_3)
{
	struct wave *w = perm(DS_BPERMUTE_B32, ALL64 & ~0xcull, 0, true);

	ck_assert_uint_eq(V(w, 0, 0), 0);
	ck_assert_uint_eq(V(w, 0, 1), 0);
	ck_assert_uint_eq(V(w, 0, 2), SENT(2));
	ck_assert_uint_eq(V(w, 0, 3), SENT(3));
	ck_assert_uint_eq(V(w, 0, 4), 104);
	ck_assert_uint_eq(V(w, 0, 7), 104);
	ck_assert_int_eq(rec.lane[0].reason, REASON_SRC_INACTIVE_ZERO);
	ck_assert_int_eq(rec.lane[2].reason, REASON_EXEC_OFF);
	ck_assert_int_eq(rec.tmp_writer[2], -1);
	free(w);
}
END_TEST

START_TEST(test_v41_permute_collisions_highest_lane_wins)
{
	struct wave *w = perm(DS_PERMUTE_B32, ALL64, 0, true);

	ck_assert_uint_eq(V(w, 0, 0), 0);
	ck_assert_uint_eq(V(w, 0, 1), 0);
	ck_assert_uint_eq(V(w, 0, 2), 102);
	ck_assert_uint_eq(V(w, 0, 3), 103);
	ck_assert_uint_eq(V(w, 0, 4), 107);
	ck_assert_uint_eq(V(w, 0, 5), 105);
	ck_assert_uint_eq(V(w, 0, 7), 0);
	ck_assert_uint_eq(rec.kind, STEP_PERMUTE);
	ck_assert_int_eq(rec.lane[0].reason, REASON_TMP_UNWRITTEN_ZERO);
	ck_assert_int_eq(rec.lane[2].src, 2);
	ck_assert_int_eq(rec.tmp_writer[2], 2);
	ck_assert_uint_eq(rec.tmp_losers[2], 0x3);
	ck_assert_int_eq(rec.tmp_writer[4], 7);
	ck_assert_uint_eq(rec.tmp_losers[4], LANE(4));
	ck_assert(!(rec.tmp_written & 1));
	free(w);
}
END_TEST

START_TEST(test_v42_permute_inactive_lanes_2_3)
{
	struct wave *w = perm(DS_PERMUTE_B32, ALL64 & ~0xcull, 0, true);

	ck_assert_uint_eq(V(w, 0, 0), 0);
	ck_assert_uint_eq(V(w, 0, 1), 0);
	ck_assert_uint_eq(V(w, 0, 2), SENT(2));
	ck_assert_uint_eq(V(w, 0, 3), SENT(3));
	ck_assert_uint_eq(V(w, 0, 4), 107);
	ck_assert_uint_eq(V(w, 0, 7), 0);
	ck_assert_uint_eq(rec.tmp[2], 101); /* computed but not read */
	ck_assert_int_eq(rec.tmp_writer[2], 1);
	free(w);
}
END_TEST

START_TEST(test_v43_bpermute_offset_rotates)
{
	struct wave *w = perm(DS_BPERMUTE_B32, ALL64, 16, false);

	ck_assert_uint_eq(V(w, 0, 0), 104);
	ck_assert_uint_eq(V(w, 0, 59), 163);
	ck_assert_uint_eq(V(w, 0, 60), 100);
	ck_assert_uint_eq(V(w, 0, 63), 103);
	free(w);
}
END_TEST

START_TEST(test_v44_permute_address_corner_cases)
{
	struct wave *w = fx_std(ISA_GFX803, 64);
	struct insn in;

	for (unsigned i = 0; i < 64; i++)
		w->vgpr[2][i] = 4 * i;
	w->vgpr[2][10] = 0xFC;
	in = fx_ds(w, DS_BPERMUTE_B32, 0, 2, 1, 4);
	fx_run(w, &in, NULL, NULL);
	ck_assert_uint_eq(V(w, 0, 10), 100); /* 0x100 -> lane 0 */
	w->vgpr[2][10] = 0xFFFFFFFCu;
	in = fx_ds(w, DS_BPERMUTE_B32, 0, 2, 1, 8);
	fx_run(w, &in, NULL, NULL);
	ck_assert_uint_eq(V(w, 0, 10), 101); /* wraps to 4 -> lane 1 */
	w->vgpr[2][10] = 0x12345678u;
	in = fx_ds(w, DS_BPERMUTE_B32, 0, 2, 1, 0);
	fx_run(w, &in, NULL, NULL);
	ck_assert_uint_eq(V(w, 0, 10), 130); /* 0x78 >> 2 = 30 */
	for (unsigned i = 0; i < 64; i++)
		w->vgpr[2][i] = 4 * i;
	in = fx_ds(w, DS_BPERMUTE_B32, 0, 2, 1, 0x104);
	fx_run(w, &in, NULL, NULL);
	for (unsigned i = 0; i < 64; i++)
		ck_assert_uint_eq(V(w, 0, i), 100 + ((i + 1) & 63));
	free(w);
}
END_TEST

/* V45 on a real 64-lane wave: lanes 0-3 carry AMD's 4-lane example and
 * EXEC is exactly 0xF or 0xA, so lanes 4-63 neither write tmp nor read:
 * the same as a 4-lane wave (addresses 0..12 never name lane 4+). */
static void
amd4(enum isa_id id, lanemask_t exec, const uint32_t *want)
{
	static const uint32_t addr[4] = { 0, 0, 12, 4 };
	struct wave *w = fx_wave(ISA_GFX900, 64);
	struct insn in = fx_ds(w, id, 0, 2, 1, 0);

	fx_sentinel(w, 0);
	for (unsigned i = 0; i < 4; i++) {
		w->vgpr[1][i] = 0xA + i; /* A, B, C, D */
		w->vgpr[2][i] = addr[i];
	}
	w->exec = exec;
	fx_run(w, &in, NULL, NULL);
	for (unsigned i = 0; i < 4; i++)
		ck_assert_msg(w->vgpr[0][i] == want[i], "lane %u: %x want %x",
		    i, w->vgpr[0][i], want[i]);
	free(w);
}

START_TEST(test_v45_amd_4_lane_examples)
{
	const uint32_t A = 0xA, B = 0xB, C = 0xC, D = 0xD;
	const uint32_t p_f[4] = { B, D, 0, C }, b_f[4] = { A, A, D, B };
	const uint32_t p_a[4] = { SENT(0), D, SENT(2), 0 };
	const uint32_t b_a[4] = { SENT(0), 0, SENT(2), B };

	amd4(DS_PERMUTE_B32, 0xF, p_f);
	amd4(DS_BPERMUTE_B32, 0xF, b_f);
	amd4(DS_PERMUTE_B32, 0xA, p_a);
	amd4(DS_BPERMUTE_B32, 0xA, b_a);
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
		unsigned off = (unsigned)fx_prng(&seed) & 0xffff;
		uint32_t want[64];
		struct insn in;

		w->exec = it % 4 ? fx_prng(&seed) & all : all;
		for (unsigned i = 0; i < 64; i++) {
			w->vgpr[2][i] = (uint32_t)fx_prng(&seed);
			w->vgpr[5][i] = (uint32_t)fx_prng(&seed);
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
		unsigned off = (unsigned)fx_prng(&seed) & (it & 2 ? 0xffff : 0xfc);
		uint32_t want[64], tmp[64];
		struct insn in;

		w->exec = it % 5 ? fx_prng(&seed) & all : all;
		for (unsigned i = 0; i < 64; i++) {
			w->vgpr[1][i] = (uint32_t)fx_prng(&seed);
			w->vgpr[2][i] = (uint32_t)fx_prng(&seed);
			w->vgpr[0][i] = (uint32_t)fx_prng(&seed);
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

Suite *
exec_lds_suite(void)
{
	Suite *s = suite_create("exec_lds");
	TCase *tc;

	tc = tcase_create("vectors");
	tcase_add_test(tc, test_v25_swizzle_qdmode_blog_example);
	tcase_add_test(tc, test_v26_swizzle_swap_1);
	tcase_add_test(tc, test_v27_swizzle_reverse_32_stays_in_half);
	tcase_add_test(tc, test_v28_swizzle_broadcast_32_7);
	tcase_add_test(tc, test_v29_swizzle_broadcast_4_3);
	tcase_add_test(tc, test_v30_swizzle_offset_0_reads_lane0_of_half);
	tcase_add_test(tc, test_v31_swizzle_bitmask_perm_01pip);
	tcase_add_test(tc, test_v32_swizzle_inactive_source_reads_zero);
	tcase_add_test(tc, test_v33_swizzle_e000_fft_gfx9_qdmode_gfx8);
	tcase_add_test(tc, test_v34_swizzle_fft_mask_0x10);
	tcase_add_test(tc, test_v35_swizzle_rotate_left_1_gfx9_qdmode_gfx8);
	tcase_add_test(tc, test_v36_swizzle_rotate_right_1);
	tcase_add_test(tc, test_v37_swizzle_rotate_with_mask_wraps_in_5_bits);
	tcase_add_test(tc, test_v38_swizzle_qdmode_ignores_bits_14_8);
	tcase_add_test(tc, test_v39_bpermute_full_exec);
	tcase_add_test(tc, test_v40_bpermute_inactive_lanes_2_3);
	tcase_add_test(tc, test_v41_permute_collisions_highest_lane_wins);
	tcase_add_test(tc, test_v42_permute_inactive_lanes_2_3);
	tcase_add_test(tc, test_v43_bpermute_offset_rotates);
	tcase_add_test(tc, test_v44_permute_address_corner_cases);
	tcase_add_test(tc, test_v45_amd_4_lane_examples);
	suite_add_tcase(s, tc);

	tc = tcase_create("model");
	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, test_model_swizzle_random_offsets);
	tcase_add_test(tc, test_model_permute_random_addresses);
	suite_add_tcase(s, tc);
	return s;
}
