/* SPDX-License-Identifier: MIT */
/* Unit tests of DPP16 and DPP8 (exec_dpp.c): the vectors of vectors.md
 * section A (V01-V24), the disputed ones under every setting of their
 * switch, and a second, deliberately plain one-lane-at-a-time model of
 * semantics.md 2.2, 2.3 and 3 checked on random controls, masks, EXEC
 * and data, with and without a step record. */
#include "config.h"

#include <stdio.h>

#include <check.h>

#include "exec.h"
#include "exec_fixtures.h"
#include "suites.h"

static struct step rec;

#define V(w, r, i) ((w)->vgpr[(r)][(i)])

START_TEST(test_v01_row_shr_bound_ctrl_off_keeps_lane0)
{
	struct wave *w = fx_std(ISA_GFX803, 64);
	struct insn in = fx_dpp_mov(w, 0, 1, DPP_ROW_SHR(1), 0xf, 0xf, false);

	fx_run(w, &in, NULL, &rec);
	ck_assert_uint_eq(V(w, 0, 0), SENT(0));
	ck_assert_uint_eq(V(w, 0, 1), 100);
	ck_assert_uint_eq(V(w, 0, 15), 114);
	ck_assert_uint_eq(V(w, 0, 16), SENT(16));
	ck_assert_uint_eq(V(w, 0, 17), 116);
	ck_assert_uint_eq(V(w, 0, 32), SENT(32));
	ck_assert_uint_eq(V(w, 0, 48), SENT(48));
	ck_assert_int_eq(rec.lane[0].reason, REASON_SRC_OUT_OF_RANGE_KEPT);
	ck_assert_int_eq(rec.lane[0].src, -1);
	ck_assert_int_eq(rec.lane[1].reason, REASON_MOVED);
	ck_assert_int_eq(rec.lane[1].src, 0);
	ck_assert_uint_eq(rec.lane[1].new_value, 100);
	ck_assert_uint_eq(rec.lane[1].old_value, SENT(1));
	ck_assert(!(rec.written & 1));
	ck_assert_uint_eq(rec.kind, STEP_DPP);
	ck_assert_uint_eq(rec.disputes, 0);
	free(w);
}
END_TEST

START_TEST(test_v02_row_shr_bound_ctrl_on_zeroes_row_starts)
{
	struct wave *w = fx_std(ISA_GFX803, 64);
	struct insn in = fx_dpp_mov(w, 0, 1, DPP_ROW_SHR(1), 0xf, 0xf, true);

	fx_run(w, &in, NULL, &rec);
	for (unsigned r = 0; r < 4; r++) {
		ck_assert_uint_eq(V(w, 0, 16 * r), 0);
		ck_assert_int_eq(rec.lane[16 * r].reason,
		    REASON_SRC_OUT_OF_RANGE_ZERO);
	}
	ck_assert_uint_eq(V(w, 0, 1), 100);
	ck_assert_uint_eq(V(w, 0, 17), 116);
	ck_assert_uint_eq(rec.written, ALL64);
	free(w);
}
END_TEST

START_TEST(test_v03_row_shl_15_only_row_start_reads)
{
	struct wave *w = fx_std(ISA_GFX803, 64);
	struct insn in = fx_dpp_mov(w, 0, 1, DPP_ROW_SHL(15), 0xf, 0xf, false);

	fx_run(w, &in, NULL, NULL);
	ck_assert_uint_eq(V(w, 0, 0), 115);
	ck_assert_uint_eq(V(w, 0, 16), 131);
	ck_assert_uint_eq(V(w, 0, 32), 147);
	ck_assert_uint_eq(V(w, 0, 48), 163);
	for (unsigned i = 0; i < 64; i++)
		if (i & 15)
			ck_assert_uint_eq(V(w, 0, i), SENT(i));
	free(w);
}
END_TEST

START_TEST(test_v04_row_ror_4_never_invalid)
{
	struct wave *w = fx_std(ISA_GFX803, 64);
	struct insn in = fx_dpp_mov(w, 0, 1, DPP_ROW_ROR(4), 0xf, 0xf, false);

	fx_run(w, &in, NULL, &rec);
	ck_assert_uint_eq(V(w, 0, 0), 112);
	ck_assert_uint_eq(V(w, 0, 3), 115);
	ck_assert_uint_eq(V(w, 0, 4), 100);
	ck_assert_uint_eq(V(w, 0, 15), 111);
	ck_assert_uint_eq(V(w, 0, 16), 128);
	ck_assert_uint_eq(V(w, 0, 31), 127);
	ck_assert_uint_eq(rec.written, ALL64);
	free(w);
}
END_TEST

START_TEST(test_v05_wave_shl_last_lane_invalid)
{
	for (int bc = 0; bc < 2; bc++) {
		struct wave *w = fx_std(ISA_GFX803, 64);
		struct insn in = fx_dpp_mov(w, 0, 1, DPP_WAVE_SHL1, 0xf, 0xf,
		    bc);
		fx_run(w, &in, NULL, &rec);
		ck_assert_uint_eq(V(w, 0, 0), 101);
		ck_assert_uint_eq(V(w, 0, 15), 116);
		ck_assert_uint_eq(V(w, 0, 62), 163);
		ck_assert_uint_eq(V(w, 0, 63), bc ? 0 : SENT(63));
		free(w);
	}
}
END_TEST

START_TEST(test_v06_wave_rol_reads_next_lane)
{
	struct wave *w = fx_std(ISA_GFX803, 64);
	struct insn in = fx_dpp_mov(w, 0, 1, DPP_WAVE_ROL1, 0xf, 0xf, false);
	struct semantics g = fx_sem(DISPUTE_GEM5_BUGS, 1);

	fx_run(w, &in, NULL, NULL);
	ck_assert_uint_eq(V(w, 0, 0), 101);
	ck_assert_uint_eq(V(w, 0, 15), 116);
	ck_assert_uint_eq(V(w, 0, 63), 100);
	/* gem5 divergence: a right rotate */
	fx_sentinel(w, 0);
	fx_run(w, &in, &g, &rec);
	ck_assert_uint_eq(V(w, 0, 0), 163);
	ck_assert_uint_eq(V(w, 0, 63), 162);
	ck_assert(rec.disputes & (1u << DISPUTE_GEM5_BUGS));
	ck_assert(rec.lane[0].flags & LANE_DISPUTED);
	free(w);
}
END_TEST

START_TEST(test_v07_wave_shr_first_lane_invalid)
{
	for (int bc = 0; bc < 2; bc++) {
		struct wave *w = fx_std(ISA_GFX900, 64);
		struct insn in = fx_dpp_mov(w, 0, 1, DPP_WAVE_SHR1, 0xf, 0xf,
		    bc);
		fx_run(w, &in, NULL, NULL);
		ck_assert_uint_eq(V(w, 0, 0), bc ? 0 : SENT(0));
		ck_assert_uint_eq(V(w, 0, 16), 115);
		ck_assert_uint_eq(V(w, 0, 63), 162);
		free(w);
	}
}
END_TEST

START_TEST(test_v08_wave_ror_wraps_lane0_to_63)
{
	struct wave *w = fx_std(ISA_GFX803, 64);
	struct insn in = fx_dpp_mov(w, 0, 1, DPP_WAVE_ROR1, 0xf, 0xf, false);

	fx_run(w, &in, NULL, NULL);
	ck_assert_uint_eq(V(w, 0, 0), 163);
	ck_assert_uint_eq(V(w, 0, 16), 115);
	ck_assert_uint_eq(V(w, 0, 63), 162);
	free(w);
}
END_TEST

START_TEST(test_v09_row_mirror_within_each_row)
{
	struct wave *w = fx_std(ISA_GFX803, 64);
	struct insn in = fx_dpp_mov(w, 0, 1, DPP_ROW_MIRROR, 0xf, 0xf, false);
	struct semantics g = fx_sem(DISPUTE_GEM5_BUGS, 1);

	fx_run(w, &in, NULL, NULL);
	ck_assert_uint_eq(V(w, 0, 0), 115);
	ck_assert_uint_eq(V(w, 0, 15), 100);
	ck_assert_uint_eq(V(w, 0, 16), 131);
	ck_assert_uint_eq(V(w, 0, 17), 130);
	ck_assert_uint_eq(V(w, 0, 63), 148);
	/* gem5: rows 1-3 read row 0 */
	fx_run(w, &in, &g, NULL);
	ck_assert_uint_eq(V(w, 0, 16), 115);
	ck_assert_uint_eq(V(w, 0, 17), 115);
	free(w);
}
END_TEST

START_TEST(test_v10_row_half_mirror_within_each_half_row)
{
	struct wave *w = fx_std(ISA_GFX803, 64);
	struct insn in = fx_dpp_mov(w, 0, 1, DPP_ROW_HALF_MIRROR, 0xf, 0xf,
	    false);
	struct semantics g = fx_sem(DISPUTE_GEM5_BUGS, 1);

	fx_run(w, &in, NULL, NULL);
	ck_assert_uint_eq(V(w, 0, 0), 107);
	ck_assert_uint_eq(V(w, 0, 1), 106);
	ck_assert_uint_eq(V(w, 0, 7), 100);
	ck_assert_uint_eq(V(w, 0, 8), 115);
	ck_assert_uint_eq(V(w, 0, 9), 114);
	ck_assert_uint_eq(V(w, 0, 24), 131);
	ck_assert_uint_eq(V(w, 0, 31), 124);
	/* gem5: lane 1 reads lane 7 */
	fx_run(w, &in, &g, NULL);
	ck_assert_uint_eq(V(w, 0, 1), 107);
	free(w);
}
END_TEST

START_TEST(test_v11_quad_perm_swaps_pairs)
{
	struct wave *w = fx_std(ISA_GFX803, 64);
	struct insn in = fx_dpp_mov(w, 0, 1, 0xB1, 0xf, 0xf, false);

	fx_run(w, &in, NULL, NULL);
	ck_assert_uint_eq(V(w, 0, 0), 101);
	ck_assert_uint_eq(V(w, 0, 1), 100);
	ck_assert_uint_eq(V(w, 0, 2), 103);
	ck_assert_uint_eq(V(w, 0, 3), 102);
	ck_assert_uint_eq(V(w, 0, 60), 161);
	ck_assert_uint_eq(V(w, 0, 63), 162);
	free(w);
}
END_TEST

START_TEST(test_v12_row_bcast15_row_mask_a)
{
	struct wave *w = fx_std(ISA_GFX803, 64);
	struct insn in = fx_dpp_mov(w, 0, 1, DPP_ROW_BCAST15, 0xa, 0xf,
	    false);

	fx_run(w, &in, NULL, &rec);
	for (unsigned i = 0; i < 64; i++) {
		uint32_t want = (i < 16 || (i >= 32 && i < 48)) ? SENT(i) :
		    i < 32 ? 115 : 147;
		ck_assert_uint_eq(V(w, 0, i), want);
	}
	ck_assert_int_eq(rec.lane[0].reason, REASON_ROW_MASKED);
	ck_assert_int_eq(rec.lane[20].src, 15);
	ck_assert_uint_eq(rec.disputes, 0);
	free(w);
}
END_TEST

START_TEST(test_v13_row_bcast31_row_mask_c)
{
	struct wave *w = fx_std(ISA_GFX803, 64);
	struct insn in = fx_dpp_mov(w, 0, 1, DPP_ROW_BCAST31, 0xc, 0xf,
	    false);

	fx_run(w, &in, NULL, NULL);
	for (unsigned i = 0; i < 64; i++)
		ck_assert_uint_eq(V(w, 0, i), i < 32 ? SENT(i) : 131);
	free(w);
}
END_TEST

static void
bcast15_no_mask(bool bc, unsigned choice, bool expect_identity)
{
	struct wave *w = fx_std(ISA_GFX803, 64);
	struct insn in = fx_dpp_mov(w, 0, 1, DPP_ROW_BCAST15, 0xf, 0xf, bc);
	struct semantics s = fx_sem(DISPUTE_BCAST_UNTARGETED, choice);

	fx_run(w, &in, &s, &rec);
	for (unsigned i = 16; i < 64; i++)
		ck_assert_uint_eq(V(w, 0, i),
		    i < 32 ? 115 : i < 48 ? 131 : 147);
	for (unsigned i = 0; i < 16; i++) {
		uint32_t want = expect_identity ? 100 + i : bc ? 0 : SENT(i);
		ck_assert_uint_eq(V(w, 0, i), want);
		ck_assert(rec.lane[i].flags & LANE_DISPUTED);
	}
	ck_assert_int_eq(rec.lane[0].reason, expect_identity ? REASON_SELF :
	    bc ? REASON_SRC_OUT_OF_RANGE_ZERO : REASON_SRC_OUT_OF_RANGE_KEPT);
	if (expect_identity)
		ck_assert_int_eq(rec.lane[3].src, 3);
	ck_assert(rec.disputes & (1u << DISPUTE_BCAST_UNTARGETED));
	ck_assert_uint_eq(rec.disputed_lanes, 0xffff);
	ck_assert(!(rec.lane[16].flags & LANE_DISPUTED));
	free(w);
}

START_TEST(test_v14_row_bcast15_no_mask_bc_off_under_each_reading)
{
	bcast15_no_mask(false, 0, true);
	bcast15_no_mask(false, 1, false);
}
END_TEST

START_TEST(test_v15_row_bcast15_no_mask_bc_on_under_each_reading)
{
	bcast15_no_mask(true, 0, true);
	bcast15_no_mask(true, 1, false);
}
END_TEST

START_TEST(test_v16_row_and_bank_mask_together)
{
	struct wave *w = fx_std(ISA_GFX803, 64);
	struct insn in = fx_dpp_mov(w, 0, 1, DPP_ROW_SHR(1), 0x5, 0x3, true);

	fx_run(w, &in, NULL, &rec);
	ck_assert_uint_eq(V(w, 0, 0), 0);
	ck_assert_uint_eq(V(w, 0, 1), 100);
	ck_assert_uint_eq(V(w, 0, 7), 106);
	ck_assert_uint_eq(V(w, 0, 32), 0);
	ck_assert_uint_eq(V(w, 0, 33), 132);
	ck_assert_uint_eq(V(w, 0, 39), 138);
	ck_assert_uint_eq(V(w, 0, 8), SENT(8));
	ck_assert_uint_eq(V(w, 0, 16), SENT(16));
	ck_assert_uint_eq(V(w, 0, 40), SENT(40));
	ck_assert_uint_eq(V(w, 0, 63), SENT(63));
	ck_assert_uint_eq(rec.written, 0x000000ff000000ffull);
	ck_assert_int_eq(rec.lane[8].reason, REASON_BANK_MASKED);
	ck_assert_int_eq(rec.lane[16].reason, REASON_ROW_MASKED);
	/* row_masked wins over bank_masked (cli.md precedence) */
	ck_assert_int_eq(rec.lane[24].reason, REASON_ROW_MASKED);
	ck_assert_uint_eq(rec.row_enabled, 0x0000ffff0000ffffull);
	ck_assert_uint_eq(rec.bank_enabled, 0x00ff00ff00ff00ffull);
	free(w);
}
END_TEST

static void
inactive_src(unsigned choice, bool bc, uint32_t want6, int reason6)
{
	struct wave *w = fx_std(ISA_GFX803, 64);
	struct insn in = fx_dpp_mov(w, 0, 1, DPP_ROW_SHR(1), 0xf, 0xf, bc);
	struct semantics s = fx_sem(DISPUTE_INACTIVE_SOURCE, choice);

	w->exec = ALL64 & ~LANE(5);
	fx_run(w, &in, &s, &rec);
	ck_assert_uint_eq(V(w, 0, 6), want6);
	ck_assert_uint_eq(V(w, 0, 5), SENT(5));
	ck_assert_uint_eq(V(w, 0, 4), 103);
	ck_assert_uint_eq(V(w, 0, 7), 106);
	ck_assert_int_eq(rec.lane[6].reason, reason6);
	ck_assert_int_eq(rec.lane[6].pattern_src, 5);
	ck_assert_int_eq(rec.lane[5].reason, REASON_EXEC_OFF);
	ck_assert(rec.lane[6].flags & LANE_DISPUTED);
	ck_assert(rec.disputes & (1u << DISPUTE_INACTIVE_SOURCE));
	ck_assert_uint_eq(rec.disputed_lanes, LANE(6));
	free(w);
}

START_TEST(test_v17_inactive_source_under_each_setting)
{
	inactive_src(0, false, SENT(6), REASON_SRC_INACTIVE_KEPT);
	inactive_src(0, true, 0, REASON_SRC_INACTIVE_ZERO);
	inactive_src(1, false, 105, REASON_MOVED);
	inactive_src(1, true, 105, REASON_MOVED);
	inactive_src(2, false, 0, REASON_SRC_INACTIVE_ZERO);
	inactive_src(2, true, 0, REASON_SRC_INACTIVE_ZERO);
}
END_TEST

START_TEST(test_v17_inactive_source_gem5_reads_it)
{
	struct wave *w = fx_std(ISA_GFX803, 64);
	struct insn in = fx_dpp_mov(w, 0, 1, DPP_ROW_SHR(1), 0xf, 0xf, false);
	struct semantics s = fx_sem(DISPUTE_GEM5_BUGS, 1);

	w->exec = ALL64 & ~LANE(5);
	fx_run(w, &in, &s, NULL);
	ck_assert_uint_eq(V(w, 0, 6), 105);
	free(w);
}
END_TEST

/* The prefix-sum program of BLOG, as f32 adds, on v0 -> v1. */
static void
prefix_sum(struct wave *w, const struct semantics *s, bool masks67,
    uint32_t (*after)[64])
{
	const struct operand v0 = fx_v(0), v1 = fx_v(1);
	struct insn p[7];

	p[0] = fx_dpp2(w, V_ADD_F32, 1, v0, v0, DPP_ROW_SHR(1), 0xf, 0xf, true);
	p[1] = fx_dpp2(w, V_ADD_F32, 1, v0, v1, DPP_ROW_SHR(2), 0xf, 0xf, true);
	p[2] = fx_dpp2(w, V_ADD_F32, 1, v0, v1, DPP_ROW_SHR(3), 0xf, 0xf, true);
	p[3] = fx_dpp2(w, V_ADD_F32, 1, v1, v1, DPP_ROW_SHR(4), 0xf, 0xe,
	    false);
	p[4] = fx_dpp2(w, V_ADD_F32, 1, v1, v1, DPP_ROW_SHR(8), 0xf, 0xc,
	    false);
	p[5] = fx_dpp2(w, V_ADD_F32, 1, v1, v1, DPP_ROW_BCAST15,
	    masks67 ? 0xa : 0xf, 0xf, false);
	p[6] = fx_dpp2(w, V_ADD_F32, 1, v1, v1, DPP_ROW_BCAST31,
	    masks67 ? 0xc : 0xf, 0xf, false);
	for (unsigned k = 0; k < 7; k++) {
		fx_run(w, &p[k], s, NULL);
		if (after != NULL)
			memcpy(after[k], w->vgpr[1], sizeof after[k]);
	}
}

static uint32_t
fb(float f)
{
	return f32_bits(f);
}

START_TEST(test_v18_prefix_sum_final_and_intermediate)
{
	struct wave *w = fx_wave(ISA_GFX803, 64);
	static uint32_t after[7][64];
	static const unsigned s3[8] = { 0, 1, 3, 6, 10, 14, 18, 22 };
	static const unsigned s4[10] = { 0, 1, 3, 6, 10, 15, 21, 28, 36, 44 };

	for (unsigned i = 0; i < 64; i++)
		w->vgpr[0][i] = fb((float)i);
	prefix_sum(w, NULL, true, after);
	for (unsigned i = 0; i < 8; i++)
		ck_assert_uint_eq(after[2][i], fb((float)s3[i]));
	ck_assert_uint_eq(after[2][16], fb(16));
	ck_assert_uint_eq(after[2][17], fb(33));
	ck_assert_uint_eq(after[2][18], fb(51));
	ck_assert_uint_eq(after[2][19], fb(70));
	for (unsigned i = 0; i < 10; i++)
		ck_assert_uint_eq(after[3][i], fb((float)s4[i]));
	ck_assert_uint_eq(after[3][15], fb(92));
	ck_assert_uint_eq(after[4][15], fb(120));
	ck_assert_uint_eq(after[4][31], fb(376));
	ck_assert_uint_eq(after[4][47], fb(632));
	ck_assert_uint_eq(after[4][63], fb(888));
	ck_assert_uint_eq(after[4][16], fb(16));
	ck_assert_uint_eq(after[4][32], fb(32));
	ck_assert_uint_eq(after[4][48], fb(48));
	ck_assert_uint_eq(after[5][16], fb(136));
	ck_assert_uint_eq(after[5][31], fb(496));
	ck_assert_uint_eq(after[5][48], fb(680));
	ck_assert_uint_eq(after[5][63], fb(1520));
	for (unsigned i = 0; i < 64; i++)
		ck_assert_uint_eq(after[6][i], fb((float)(i * (i + 1) / 2)));
	/* with v0 = 1 the result is n + 1 */
	for (unsigned i = 0; i < 64; i++)
		w->vgpr[0][i] = fb(1.0f);
	prefix_sum(w, NULL, true, NULL);
	for (unsigned i = 0; i < 64; i++)
		ck_assert_uint_eq(w->vgpr[1][i], fb((float)(i + 1)));
	free(w);
}
END_TEST

START_TEST(test_v19_prefix_sum_without_row_masks_under_each_reading)
{
	struct wave *w = fx_wave(ISA_GFX803, 64);
	struct semantics inv = fx_sem(DISPUTE_BCAST_UNTARGETED, 1);
	static const struct { unsigned lane; float v; } id[] = {
		{ 0, 4 }, { 1, 8 }, { 2, 12 }, { 15, 64 }, { 16, 34 },
		{ 31, 64 }, { 32, 49 }, { 47, 64 }, { 48, 49 }, { 63, 64 },
	};

	for (unsigned i = 0; i < 64; i++)
		w->vgpr[0][i] = fb(1.0f);
	prefix_sum(w, NULL, false, NULL);
	for (unsigned k = 0; k < sizeof id / sizeof *id; k++)
		ck_assert_uint_eq(w->vgpr[1][id[k].lane], fb(id[k].v));
	/* invalid: rows 0, 1 and 3 right, row 2 wrong (contradicts BLOG) */
	prefix_sum(w, &inv, false, NULL);
	for (unsigned i = 0; i < 64; i++) {
		if (i >= 32 && i < 48)
			continue;
		ck_assert_uint_eq(w->vgpr[1][i], fb((float)(i + 1)));
	}
	ck_assert_uint_eq(w->vgpr[1][32], fb(49));
	ck_assert_uint_eq(w->vgpr[1][47], fb(64));
	free(w);
}
END_TEST

START_TEST(test_v20_neg_abs_apply_to_fetched_value)
{
	struct wave *w = fx_wave(ISA_GFX803, 64);
	struct insn in = fx_dpp2(w, V_ADD_F32, 0,
	    fx_mod(fx_v(1), OPND_MOD_NEG | OPND_MOD_ABS), fx_v(2),
	    DPP_WAVE_SHR1, 0xf, 0xf, false);

	fx_sentinel(w, 0);
	fx_fill(w, 1, fb(3.0f));
	w->vgpr[1][4] = fb(-2.5f);
	fx_fill(w, 2, fb(1.0f));
	fx_run(w, &in, NULL, NULL);
	ck_assert_uint_eq(V(w, 0, 0), SENT(0));
	ck_assert_uint_eq(V(w, 0, 1), 0xC0000000u);
	ck_assert_uint_eq(V(w, 0, 5), 0xBFC00000u);
	free(w);
}
END_TEST

START_TEST(test_v20_injected_zero_with_neg_under_each_setting)
{
	struct wave *w = fx_wave(ISA_GFX803, 64);
	struct insn in = fx_dpp2(w, V_MUL_F32, 0, fx_mod(fx_v(1), OPND_MOD_NEG),
	    fx_v(2), DPP_WAVE_SHR1, 0xf, 0xf, true);
	struct semantics skip = fx_sem(DISPUTE_ZERO_MODIFIERS, 1);

	fx_fill(w, 1, fb(3.0f));
	fx_fill(w, 2, fb(1.0f));
	fx_run(w, &in, NULL, &rec);
	ck_assert_uint_eq(V(w, 0, 0), 0x80000000u); /* -0.0 */
	ck_assert(rec.lane[0].flags & LANE_DISPUTED);
	ck_assert(rec.disputes & (1u << DISPUTE_ZERO_MODIFIERS));
	ck_assert(!(rec.lane[1].flags & LANE_DISPUTED));
	fx_run(w, &in, &skip, NULL);
	ck_assert_uint_eq(V(w, 0, 0), 0); /* +0.0 */
	free(w);
}
END_TEST

START_TEST(test_v21_row_share_gfx10_and_newbcast_gfx90a)
{
	struct wave *w = fx_std(ISA_GFX1010, 32);
	struct insn in = fx_dpp_mov(w, 0, 1, DPP_ROW_SHARE(5), 0xf, 0xf, false);

	fx_run(w, &in, NULL, NULL);
	for (unsigned i = 0; i < 32; i++)
		ck_assert_uint_eq(V(w, 0, i), i < 16 ? 105 : 121);
	ck_assert_uint_eq(V(w, 0, 32), SENT(32)); /* no lane 32 in wave32 */
	free(w);
	w = fx_std(ISA_GFX90A, 64);
	in = fx_dpp_mov(w, 0, 1, DPP_ROW_SHARE(5), 0xf, 0xf, false);
	fx_run(w, &in, NULL, NULL);
	ck_assert_uint_eq(V(w, 0, 63), 153);
	free(w);
	w = fx_std(ISA_GFX803, 64);
	in = fx_dpp_mov_raw(w, 0, 1, DPP_ROW_SHARE(5), 0xf, 0xf, false);
	fx_refuse(w, &in, "not supported on gfx803");
	ck_assert_uint_eq(V(w, 0, 0), SENT(0));
	free(w);
}
END_TEST

START_TEST(test_v22_row_xmask_1_gfx10)
{
	struct wave *w = fx_std(ISA_GFX1030, 32);
	struct insn in = fx_dpp_mov(w, 0, 1, DPP_ROW_XMASK(1), 0xf, 0xf, false);

	fx_run(w, &in, NULL, NULL);
	ck_assert_uint_eq(V(w, 0, 0), 101);
	ck_assert_uint_eq(V(w, 0, 1), 100);
	ck_assert_uint_eq(V(w, 0, 16), 117);
	ck_assert_uint_eq(V(w, 0, 17), 116);
	free(w);
	w = fx_std(ISA_GFX900, 64);
	in = fx_dpp_mov_raw(w, 0, 1, DPP_ROW_XMASK(1), 0xf, 0xf, false);
	fx_refuse(w, &in, "row_xmask");
	free(w);
}
END_TEST

/* `v_mov_b32_dpp v0, v1 dpp8:[...] [fi:1]` through the assembler, or as
 * a struct where the target has no DPP8 (the core's own refusal). */
static struct insn
dpp8_mov(const struct wave *w, uint32_t sel, bool fi)
{
	struct insn in;
	char line[96];

	if (w->target < ISA_GFX1010) {
		in = fx_insn(V_MOV_B32, w);
		in.form = FORM_DPP8;
		in.dst = fx_v(0);
		in.src[0] = fx_v(1);
		in.nsrc = 1;
		in.dpp8_sel = sel;
		in.fi = fi;
		return in;
	}
	snprintf(line, sizeof line,
	    "v_mov_b32_dpp v0, v1 dpp8:[%u,%u,%u,%u,%u,%u,%u,%u]%s",
	    sel & 7, (sel >> 3) & 7, (sel >> 6) & 7, (sel >> 9) & 7,
	    (sel >> 12) & 7, (sel >> 15) & 7, (sel >> 18) & 7,
	    (sel >> 21) & 7, fi ? " fi:1" : "");
	in = fx_asm(w, line);
	ck_assert_uint_eq(in.form, FORM_DPP8);
	ck_assert_uint_eq(in.dpp8_sel, sel);
	ck_assert_uint_eq(in.fi, fi);
	return in;
}

START_TEST(test_v23_dpp8_reverse_within_8)
{
	struct wave *w = fx_std(ISA_GFX1010, 32);
	struct insn in = dpp8_mov(w, 0x053977, false);

	fx_run(w, &in, NULL, &rec);
	ck_assert_uint_eq(V(w, 0, 0), 107);
	ck_assert_uint_eq(V(w, 0, 1), 106);
	ck_assert_uint_eq(V(w, 0, 7), 100);
	ck_assert_uint_eq(V(w, 0, 8), 115);
	ck_assert_uint_eq(V(w, 0, 31), 124);
	ck_assert_uint_eq(rec.kind, STEP_DPP8);
	ck_assert_int_eq(rec.lane[0].src, 7);
	free(w);
	w = fx_std(ISA_GFX900, 64);
	in = dpp8_mov(w, 0x053977, false);
	fx_refuse(w, &in, "dpp8");
	free(w);
}
END_TEST

START_TEST(test_v24_dpp8_fi_reads_inactive_lane)
{
	struct wave *w = fx_std(ISA_GFX1010, 32);
	struct insn in = dpp8_mov(w, 0xDE54C1, false);

	w->exec = 0xffffffffu & ~LANE(1);
	fx_run(w, &in, NULL, &rec);
	ck_assert_uint_eq(V(w, 0, 0), 0);
	ck_assert_int_eq(rec.lane[0].reason, REASON_SRC_INACTIVE_ZERO);
	ck_assert_uint_eq(V(w, 0, 1), SENT(1));
	ck_assert_uint_eq(V(w, 0, 2), 103);
	ck_assert_uint_eq(V(w, 0, 3), 102);
	in = dpp8_mov(w, 0xDE54C1, true);
	fx_run(w, &in, NULL, &rec);
	ck_assert_uint_eq(V(w, 0, 0), 101);
	ck_assert_int_eq(rec.lane[0].reason, REASON_MOVED);
	free(w);
}
END_TEST

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
		unsigned c = (unsigned)(fx_prng(s) % 0x170);
		bool gfx10 = target >= ISA_GFX1010;
		if (c <= 0xff || (c > 0x100 && c < 0x130 && (c & 15)))
			return c;
		if ((c == 0x130 || c == 0x134 || c == 0x138 || c == 0x13c ||
		    c == 0x142 || c == 0x143) && !gfx10)
			return c;
		if (c >= 0x140 && c <= 0x141)
			return c;
		/* llvm-mc spells 0x150-0x15f row_newbcast:0..15 on gfx90a */
		if (c >= 0x150 && c <= 0x15f &&
		    (gfx10 || target == ISA_GFX90A))
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
		unsigned rm = (unsigned)fx_prng(&seed) & 15;
		unsigned bm = (unsigned)fx_prng(&seed) & 15;
		bool bc = fx_prng(&seed) & 1;
		bool identity = fx_prng(&seed) & 1;
		struct semantics sem = fx_sem(DISPUTE_BCAST_UNTARGETED,
		    identity ? 0 : 1);
		struct insn in;

		if (it % 4 == 0)
			rm = bm = 15;
		w->exec = it % 3 == 0 ? all : fx_prng(&seed) & all;
		for (unsigned i = 0; i < 64; i++) {
			w->vgpr[1][i] = (uint32_t)fx_prng(&seed);
			w->vgpr[0][i] = (uint32_t)fx_prng(&seed);
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

/* VOP3 DPP (gfx11 on): the DPP fetch feeds src0 of a VOP3 operation,
 * then the VOP3 modifiers act as in any VOP3 instruction. Values worked
 * by hand from semantics.md 2.2 (row_shr, quad_perm, dpp8) and the VOP3
 * rules: neg on the fetched src0, clamp to [0, 1], an SGPR compare
 * destination. */
START_TEST(test_vop3_dpp_fma_neg_clamp_row_shr_gfx1100)
{
	struct wave *w = fx_wave(ISA_GFX1100, 32);

	for (unsigned i = 0; i < 32; i++)
		w->vgpr[1][i] = fb((float)i);
	fx_fill(w, 2, fb(0.25f));
	fx_fill(w, 3, fb(0.5f));
	fx_sentinel(w, 0);
	/* lane i (not a row start) reads v1[i-1] = i-1:
	 * d = clamp(-(i-1) * 0.25 + 0.5); row starts read 0 (bound_ctrl) */
	fx_line(w, "v_fma_f32_e64_dpp v0, -v1, v2, v3 clamp row_shr:1 "
	    "bound_ctrl:1", NULL, &rec);
	ck_assert_uint_eq(rec.kind, STEP_DPP);
	ck_assert_uint_eq(V(w, 0, 0), fb(0.5f));
	ck_assert_uint_eq(V(w, 0, 1), fb(0.5f));
	ck_assert_uint_eq(V(w, 0, 2), fb(0.25f));
	ck_assert_uint_eq(V(w, 0, 3), 0);
	ck_assert_uint_eq(V(w, 0, 4), 0); /* -0.25 clamped */
	ck_assert_uint_eq(V(w, 0, 16), fb(0.5f));
	ck_assert_uint_eq(V(w, 0, 18), 0); /* -17 * 0.25 + 0.5 < 0 */
	ck_assert_int_eq(rec.lane[2].src, 1);
	ck_assert_int_eq(rec.lane[16].reason, REASON_SRC_OUT_OF_RANGE_ZERO);
	free(w);
}
END_TEST

START_TEST(test_vop3_dpp_cmp_to_sgpr_with_scalar_src1_gfx1200)
{
	struct wave *w = fx_wave(ISA_GFX1200, 32);

	fx_iota(w, 1, 0);
	w->sgpr[2] = 1;
	w->sgpr[4] = 0x5a5a5a5a;
	/* quad_perm:[3,2,1,0]: lanes 0..3 read 3, 2, 1, 0, so only lanes
	 * 0 and 1 see a value > 1; every later quad reads values >= 4. */
	fx_line(w, "v_cmp_gt_u32_e64_dpp s4, v1, s2 quad_perm:[3,2,1,0]",
	    NULL, NULL);
	ck_assert_uint_eq(w->sgpr[4], 0xfffffff3u);
	free(w);
}
END_TEST

START_TEST(test_vop3_dpp8_add_nc_i32_inline_src1_gfx1200)
{
	struct wave *w = fx_wave(ISA_GFX1200, 32);

	fx_iota(w, 1, 100);
	fx_sentinel(w, 0);
	/* lane k of each group of 8 reads lane 7-k of its group, adds -5 */
	fx_line(w, "v_add_nc_i32_e64_dpp v0, v1, -5 dpp8:[7,6,5,4,3,2,1,0]",
	    NULL, &rec);
	ck_assert_uint_eq(rec.kind, STEP_DPP8);
	ck_assert_uint_eq(V(w, 0, 0), 102);
	ck_assert_uint_eq(V(w, 0, 7), 95);
	ck_assert_uint_eq(V(w, 0, 9), 109);
	ck_assert_uint_eq(V(w, 0, 31), 119);
	free(w);
}
END_TEST

START_TEST(test_vop3_dpp_add3_row_mirror_gfx1100)
{
	struct wave *w = fx_wave(ISA_GFX1100, 32);

	fx_iota(w, 1, 100);
	fx_fill(w, 2, 10);
	fx_fill(w, 3, 1);
	/* row_mirror: lane i reads v1 of lane 15 - i of its row, then
	 * adds 10 + 1 */
	fx_line(w, "v_add3_u32_e64_dpp v0, v1, v2, v3 row_mirror", NULL,
	    NULL);
	ck_assert_uint_eq(V(w, 0, 0), 115 + 11);
	ck_assert_uint_eq(V(w, 0, 15), 100 + 11);
	ck_assert_uint_eq(V(w, 0, 16), 131 + 11);
	ck_assert_uint_eq(V(w, 0, 20), 127 + 11);
	free(w);
}
END_TEST

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
		bool fi = fx_prng(&seed) & 1;
		uint32_t want[64];
		for (unsigned k = 0; k < 8; k++)
			sel[k] = (unsigned)fx_prng(&seed) & 7;
		w->exec = it % 3 ? fx_prng(&seed) & 0xffffffffu : 0xffffffffu;
		for (unsigned i = 0; i < 64; i++) {
			w->vgpr[1][i] = (uint32_t)fx_prng(&seed);
			w->vgpr[0][i] = (uint32_t)fx_prng(&seed);
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

Suite *
exec_dpp_suite(void)
{
	Suite *s = suite_create("exec_dpp");
	TCase *tc;

	tc = tcase_create("vectors");
	tcase_add_test(tc, test_v01_row_shr_bound_ctrl_off_keeps_lane0);
	tcase_add_test(tc, test_v02_row_shr_bound_ctrl_on_zeroes_row_starts);
	tcase_add_test(tc, test_v03_row_shl_15_only_row_start_reads);
	tcase_add_test(tc, test_v04_row_ror_4_never_invalid);
	tcase_add_test(tc, test_v05_wave_shl_last_lane_invalid);
	tcase_add_test(tc, test_v06_wave_rol_reads_next_lane);
	tcase_add_test(tc, test_v07_wave_shr_first_lane_invalid);
	tcase_add_test(tc, test_v08_wave_ror_wraps_lane0_to_63);
	tcase_add_test(tc, test_v09_row_mirror_within_each_row);
	tcase_add_test(tc, test_v10_row_half_mirror_within_each_half_row);
	tcase_add_test(tc, test_v11_quad_perm_swaps_pairs);
	tcase_add_test(tc, test_v12_row_bcast15_row_mask_a);
	tcase_add_test(tc, test_v13_row_bcast31_row_mask_c);
	tcase_add_test(tc,
	    test_v14_row_bcast15_no_mask_bc_off_under_each_reading);
	tcase_add_test(tc,
	    test_v15_row_bcast15_no_mask_bc_on_under_each_reading);
	tcase_add_test(tc, test_v16_row_and_bank_mask_together);
	tcase_add_test(tc, test_v17_inactive_source_under_each_setting);
	tcase_add_test(tc, test_v17_inactive_source_gem5_reads_it);
	tcase_add_test(tc, test_v18_prefix_sum_final_and_intermediate);
	tcase_add_test(tc,
	    test_v19_prefix_sum_without_row_masks_under_each_reading);
	tcase_add_test(tc, test_v20_neg_abs_apply_to_fetched_value);
	tcase_add_test(tc,
	    test_v20_injected_zero_with_neg_under_each_setting);
	tcase_add_test(tc, test_v21_row_share_gfx10_and_newbcast_gfx90a);
	tcase_add_test(tc, test_v22_row_xmask_1_gfx10);
	tcase_add_test(tc, test_v23_dpp8_reverse_within_8);
	tcase_add_test(tc, test_v24_dpp8_fi_reads_inactive_lane);
	tcase_add_test(tc, test_vop3_dpp_fma_neg_clamp_row_shr_gfx1100);
	tcase_add_test(tc, test_vop3_dpp_cmp_to_sgpr_with_scalar_src1_gfx1200);
	tcase_add_test(tc, test_vop3_dpp8_add_nc_i32_inline_src1_gfx1200);
	tcase_add_test(tc, test_vop3_dpp_add3_row_mirror_gfx1100);
	suite_add_tcase(s, tc);

	tc = tcase_create("model");
	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, test_model_dpp16_random_gfx8_wave64);
	tcase_add_test(tc, test_model_dpp16_random_gfx90a_wave64);
	tcase_add_test(tc, test_model_dpp16_random_gfx10_wave32_and_wave64);
	tcase_add_test(tc, test_model_dpp8_random);
	suite_add_tcase(s, tc);
	return s;
}
