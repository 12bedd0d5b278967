/* SPDX-License-Identifier: MIT */
/* Unit tests of the lane-scalar and permlane instructions (exec_lane.c):
 * the vectors of vectors.md section D (V46-V52). */
#include "config.h"

#include <stdio.h>

#include <check.h>

#include "exec.h"
#include "exec_fixtures.h"
#include "suites.h"

static struct step rec;

#define V(w, r, i) ((w)->vgpr[(r)][(i)])

/* v_permlane64_b32 (RDNA3 ISA guide, V_PERMLANE64_B32 pseudo-code):
 * wave64 lane n takes lane n ^ 32 of the source, copied before any write
 * (vdst may be the source), for every lane EXEC enables, whether the
 * source lane is enabled or not; in wave32 nothing changes. Values by
 * hand: v0 = 100 + n, so lane 3 gets 135, lane 40 gets 108. */
START_TEST(test_permlane64_swaps_halves_in_wave64_only)
{
	struct wave *w = fx_wave(ISA_GFX1100, 64);
	struct insn in = fx_asm(w, "v_permlane64_b32 v0, v0");

	for (unsigned i = 0; i < 64; i++)
		V(w, 0, i) = 100 + i;
	w->exec = ~(1ull << 5); /* lane 5 off: keeps 105; lane 37 reads it */
	fx_run(w, &in, NULL, &rec);
	ck_assert_uint_eq(V(w, 0, 3), 135);
	ck_assert_uint_eq(V(w, 0, 40), 108);
	ck_assert_uint_eq(V(w, 0, 5), 105);
	ck_assert_uint_eq(V(w, 0, 37), 105);
	ck_assert_uint_eq(V(w, 0, 63), 131);
	ck_assert_int_eq(rec.lane[5].reason, REASON_EXEC_OFF);
	free(w);

	w = fx_wave(ISA_GFX1200, 32);
	in = fx_asm(w, "v_permlane64_b32 v1, v0");
	for (unsigned i = 0; i < 32; i++) {
		V(w, 0, i) = 100 + i;
		V(w, 1, i) = 7;
	}
	fx_run(w, &in, NULL, NULL);
	for (unsigned i = 0; i < 32; i++)
		ck_assert_uint_eq(V(w, 1, i), 7);
	free(w);
}
END_TEST

/* v_permlane16_var_b32 / v_permlanex16_var_b32 (RDNA4 ISA guide): lane n
 * reads, in its own row (the x form: the other row of its pair), the lane
 * named by bits 3:0 of its own select VGPR. By hand: lane n holds the
 * select 5n + 48, of which only the low nibble counts: lane 0 -> 0,
 * lane 1 -> 5, lane 17 -> 133 & 15 = 5 (+ its row's base 16). */
START_TEST(test_permlane16_var_selects_from_a_vgpr)
{
	struct wave *w = fx_wave(ISA_GFX1200, 32);
	struct insn in = fx_asm(w, "v_permlane16_var_b32 v2, v0, v1");
	struct insn x = fx_asm(w, "v_permlanex16_var_b32 v3, v0, v1");

	for (unsigned i = 0; i < 32; i++) {
		V(w, 0, i) = 1000 + i;
		V(w, 1, i) = i * 5 + 0x30;
	}
	fx_run(w, &in, NULL, &rec);
	ck_assert_uint_eq(V(w, 2, 0), 1000);
	ck_assert_uint_eq(V(w, 2, 1), 1005);
	ck_assert_uint_eq(V(w, 2, 3), 1015);
	ck_assert_uint_eq(V(w, 2, 4), 1004);  /* 68 & 15 = 4 */
	ck_assert_uint_eq(V(w, 2, 17), 1021); /* row 1: 16 + 5 */
	ck_assert_uint_eq(V(w, 2, 31), 1027); /* 203 & 15 = 11, + 16 */
	fx_run(w, &x, NULL, NULL);
	ck_assert_uint_eq(V(w, 3, 1), 1021);  /* other row: 16 + 5 */
	ck_assert_uint_eq(V(w, 3, 17), 1005);
	ck_assert_uint_eq(V(w, 3, 31), 1011);
	free(w);
}
END_TEST

START_TEST(test_v46_mbcnt_lane_id_idiom)
{
	struct wave *w = fx_wave(ISA_GFX803, 64);
	struct insn lo = fx_asm(w, "v_mbcnt_lo_u32_b32 v6, -1, 0");
	struct insn hi = fx_asm(w, "v_mbcnt_hi_u32_b32 v6, -1, v6");
	static const unsigned lanes[6] = { 0, 5, 31, 32, 37, 63 };
	static const uint32_t after_lo[6] = { 0, 5, 31, 32, 32, 32 };

	fx_run(w, &lo, NULL, &rec);
	for (unsigned k = 0; k < 6; k++)
		ck_assert_uint_eq(V(w, 6, lanes[k]), after_lo[k]);
	ck_assert_int_eq(rec.lane[5].reason, REASON_COMPUTED);
	fx_run(w, &hi, NULL, NULL);
	for (unsigned i = 0; i < 64; i++)
		ck_assert_uint_eq(V(w, 6, i), i);
	free(w);
}
END_TEST

START_TEST(test_v47_mbcnt_rank_among_active_lanes)
{
	struct wave *w = fx_wave(ISA_GFX900, 64);
	struct insn lo = fx_asm(w, "v_mbcnt_lo_u32_b32 v6, exec_lo, 0");
	struct insn hi = fx_asm(w, "v_mbcnt_hi_u32_b32 v6, exec_hi, v6");

	w->exec = 0xF0F0F0F0F0F0F0F0ull;
	fx_run(w, &lo, NULL, NULL);
	fx_run(w, &hi, NULL, &rec);
	ck_assert_uint_eq(V(w, 6, 4), 0);
	ck_assert_uint_eq(V(w, 6, 7), 3);
	ck_assert_uint_eq(V(w, 6, 12), 4);
	ck_assert_uint_eq(V(w, 6, 36), 16);
	ck_assert_uint_eq(V(w, 6, 63), 31);
	ck_assert_int_eq(rec.lane[0].reason, REASON_EXEC_OFF);
	free(w);
}
END_TEST

START_TEST(test_v48_readlane_wraps_and_readfirstlane)
{
	struct wave *w = fx_wave(ISA_GFX803, 64);
	struct insn in = fx_asm(w, "v_readlane_b32 s0, v1, s2");

	fx_iota(w, 1, 100);
	w->sgpr[2] = 65;
	w->exec = 0;
	fx_run(w, &in, NULL, &rec);
	ck_assert_uint_eq(w->sgpr[0], 101);
	ck_assert_int_eq(rec.selected_lane, 1);
	ck_assert_uint_eq(rec.scalar_new, 101);
	ck_assert_uint_eq(rec.kind, STEP_READLANE);
	fx_line(w, "v_readlane_b32 s0, v1, 64", NULL, NULL);
	ck_assert_uint_eq(w->sgpr[0], 100);
	in = fx_asm(w, "v_readfirstlane_b32 s3, v1");
	fx_run(w, &in, NULL, NULL);
	ck_assert_uint_eq(w->sgpr[3], 100);
	w->exec = 0x100;
	fx_run(w, &in, NULL, &rec);
	ck_assert_uint_eq(w->sgpr[3], 108);
	ck_assert_int_eq(rec.selected_lane, 8);
	free(w);
}
END_TEST

START_TEST(test_v49_writelane_ignores_exec)
{
	struct wave *w = fx_wave(ISA_GFX1010, 64);
	struct insn in = fx_asm(w, "v_writelane_b32 v0, s1, s2");

	fx_sentinel(w, 0);
	w->sgpr[1] = 0x12345678;
	w->sgpr[2] = 67;
	w->exec = 0;
	fx_run(w, &in, NULL, &rec);
	for (unsigned i = 0; i < 64; i++)
		ck_assert_uint_eq(V(w, 0, i), i == 3 ? 0x12345678u : SENT(i));
	ck_assert_uint_eq(rec.written, LANE(3));
	ck_assert_int_eq(rec.lane[3].reason, REASON_MOVED);
	free(w);
}
END_TEST

/* `v_permlane[x]16_b32 v1, v0, s2, s3 [op_sel:[fi,bc]]` with s2/s3 set
 * to the selector words; as a struct where the target lacks it. */
static struct insn
permlane(struct wave *w, enum isa_id id, uint32_t lo, uint32_t hi,
    unsigned op_sel)
{
	struct insn in;
	char line[96];

	w->sgpr[2] = lo;
	w->sgpr[3] = hi;
	if (w->target < ISA_GFX1010) {
		in = fx_insn(id, w);
		in.form = FORM_NATIVE;
		in.dst = fx_v(1);
		in.src[0] = fx_v(0);
		in.src[1] = fx_s(2);
		in.src[2] = fx_s(3);
		return in;
	}
	snprintf(line, sizeof line, "%s v1, v0, s2, s3%s", isa_get(id)->name,
	    op_sel == 1 ? " op_sel:[1,0]" : op_sel == 2 ? " op_sel:[0,1]" :
	    op_sel == 3 ? " op_sel:[1,1]" : "");
	in = fx_asm(w, line);
	ck_assert_uint_eq(in.op_sel, op_sel);
	return in;
}

static struct wave *
perm_wave(void)
{
	struct wave *w = fx_wave(ISA_GFX1010, 64);

	fx_iota(w, 0, 100);
	fx_sentinel(w, 1);
	return w;
}

START_TEST(test_v50_permlane16_rotates_each_row)
{
	struct wave *w = perm_wave();
	struct insn in = permlane(w, V_PERMLANE16_B32, 0x87654321u,
	    0x0fedcba9u, 0);

	fx_run(w, &in, NULL, &rec);
	ck_assert_uint_eq(V(w, 1, 0), 101);
	ck_assert_uint_eq(V(w, 1, 1), 102);
	ck_assert_uint_eq(V(w, 1, 14), 115);
	ck_assert_uint_eq(V(w, 1, 15), 100);
	ck_assert_uint_eq(V(w, 1, 16), 117);
	ck_assert_uint_eq(V(w, 1, 31), 116);
	ck_assert_uint_eq(V(w, 1, 47), 132);
	ck_assert_uint_eq(V(w, 1, 63), 148);
	ck_assert_uint_eq(rec.kind, STEP_PERMLANE);
	free(w);
	w = fx_wave(ISA_GFX900, 64);
	in = permlane(w, V_PERMLANE16_B32, 0, 0, 0);
	fx_refuse(w, &in, "gfx900");
	free(w);
}
END_TEST

START_TEST(test_v51_permlanex16_swaps_row_pairs)
{
	struct wave *w = perm_wave();
	struct insn in = permlane(w, V_PERMLANEX16_B32, 0x76543210u,
	    0xFEDCBA98u, 0);

	fx_run(w, &in, NULL, NULL);
	ck_assert_uint_eq(V(w, 1, 0), 116);
	ck_assert_uint_eq(V(w, 1, 15), 131);
	ck_assert_uint_eq(V(w, 1, 16), 100);
	ck_assert_uint_eq(V(w, 1, 32), 148);
	ck_assert_uint_eq(V(w, 1, 48), 132);
	in = permlane(w, V_PERMLANEX16_B32, 0x67452301u, 0xEFCDAB89u, 0);
	fx_run(w, &in, NULL, NULL);
	ck_assert_uint_eq(V(w, 1, 0), 117);
	ck_assert_uint_eq(V(w, 1, 1), 116);
	ck_assert_uint_eq(V(w, 1, 16), 101);
	ck_assert_uint_eq(V(w, 1, 17), 100);
	free(w);
}
END_TEST

START_TEST(test_v52_permlanex16_fi_fetches_inactive_lanes)
{
	struct wave *w = perm_wave();
	struct insn in = permlane(w, V_PERMLANEX16_B32, 0xffffffffu,
	    0xffffffffu, 1);

	w->exec = LANE(16) | LANE(48);
	fx_run(w, &in, NULL, &rec);
	for (unsigned i = 0; i < 64; i++) {
		uint32_t want = i == 16 ? 115 : i == 48 ? 147 : SENT(i);
		ck_assert_uint_eq(V(w, 1, i), want);
	}
	ck_assert_uint_eq(rec.disputes, 0);
	/* without FI the inactive sources are invalid: not written */
	fx_sentinel(w, 1);
	in = permlane(w, V_PERMLANEX16_B32, 0xffffffffu, 0xffffffffu, 0);
	fx_run(w, &in, NULL, &rec);
	ck_assert_uint_eq(V(w, 1, 16), SENT(16));
	ck_assert_int_eq(rec.lane[16].reason, REASON_SRC_INACTIVE_KEPT);
	ck_assert(rec.lane[16].flags & LANE_DISPUTED);
	free(w);
}
END_TEST

Suite *
exec_lane_suite(void)
{
	Suite *s = suite_create("exec_lane");
	TCase *tc;

	tc = tcase_create("vectors");
	tcase_add_test(tc, test_v46_mbcnt_lane_id_idiom);
	tcase_add_test(tc, test_v47_mbcnt_rank_among_active_lanes);
	tcase_add_test(tc, test_v48_readlane_wraps_and_readfirstlane);
	tcase_add_test(tc, test_v49_writelane_ignores_exec);
	tcase_add_test(tc, test_v50_permlane16_rotates_each_row);
	tcase_add_test(tc, test_v51_permlanex16_swaps_row_pairs);
	tcase_add_test(tc, test_v52_permlanex16_fi_fetches_inactive_lanes);
	tcase_add_test(tc, test_permlane64_swaps_halves_in_wave64_only);
	tcase_add_test(tc, test_permlane16_var_selects_from_a_vgpr);
	suite_add_tcase(s, tc);
	return s;
}
