/* SPDX-License-Identifier: MIT */
/* check_salu: the scalar ALU rows of branch scalar16 (SOPC compares,
 * SOP2 arithmetic, shifts, bit fields, selects, packs) on values worked
 * out by hand from the GCN3/Vega ISA pseudocode, each with its SCC. */
#include <check.h>

#include "exec_fixtures.h"
#include "suites.h"

/* One case: the instruction (gfx900, wave64), s2/s3 and s4/s5 before
 * (s[2:3] and s[4:5] for 64-bit operands), SCC before, and the expected
 * s0 (s[0:1]) and SCC after. */
struct salu_case {
	const char *line;
	uint64_t a, b;
	bool scc_in;
	uint64_t want;
	bool scc;
};

static const struct salu_case cases[] = {
	/* carry out of bit 31; no carry just below */
	{ "s_add_u32 s0, s2, s4", 0xffffffffu, 1, 0, 0, true },
	{ "s_add_u32 s0, s2, s4", 0xfffffffeu, 1, 0, 0xffffffffu, false },
	{ "s_addc_u32 s0, s2, s4", 0xfffffffeu, 1, 1, 0, true },
	{ "s_addc_u32 s0, s2, s4", 5, 6, 1, 12, false },
	/* borrow: 0 - 1 */
	{ "s_sub_u32 s0, s2, s4", 0, 1, 0, 0xffffffffu, true },
	{ "s_sub_u32 s0, s2, s4", 7, 7, 0, 0, false },
	{ "s_subb_u32 s0, s2, s4", 7, 7, 1, 0xffffffffu, true },
	/* signed overflow: INT_MAX + 1, INT_MIN - 1; -1 + 1 is none */
	{ "s_add_i32 s0, s2, s4", 0x7fffffffu, 1, 0, 0x80000000u, true },
	{ "s_add_i32 s0, s2, s4", 0xffffffffu, 1, 0, 0, false },
	{ "s_sub_i32 s0, s2, s4", 0x80000000u, 1, 0, 0x7fffffffu, true },
	/* signed min / -1: the product wraps to INT_MIN */
	{ "s_mul_i32 s0, s2, s4", 0x80000000u, 0xffffffffu, 1, 0x80000000u,
	  true },
	{ "s_mul_hi_u32 s0, s2, s4", 0xffffffffu, 0xffffffffu, 0,
	  0xfffffffeu, false },
	{ "s_mul_hi_i32 s0, s2, s4", 0xffffffffu, 0xffffffffu, 0, 0, false },
	{ "s_mul_hi_i32 s0, s2, s4", 0x80000000u, 2, 0, 0xffffffffu, false },
	/* min/max: SCC says whether s0 was picked */
	{ "s_min_i32 s0, s2, s4", 0xffffffffu, 1, 0, 0xffffffffu, true },
	{ "s_min_u32 s0, s2, s4", 0xffffffffu, 1, 0, 1, false },
	{ "s_max_i32 s0, s2, s4", 0xffffffffu, 1, 1, 1, false },
	{ "s_max_u32 s0, s2, s4", 0xffffffffu, 1, 0, 0xffffffffu, true },
	/* s_cselect reads SCC and leaves it */
	{ "s_cselect_b32 s0, s2, s4", 10, 20, 1, 10, true },
	{ "s_cselect_b32 s0, s2, s4", 10, 20, 0, 20, false },
	{ "s_cselect_b64 s[0:1], s[2:3], s[4:5]", 0x100000002ull, 3, 0, 3,
	  false },
	/* shifts take s1[4:0] (s1[5:0] for 64 bits): 33 is 1 */
	{ "s_lshl_b32 s0, s2, s4", 3, 33, 0, 6, true },
	{ "s_lshl_b32 s0, s2, s4", 0x80000000u, 1, 1, 0, false },
	{ "s_lshr_b32 s0, s2, s4", 0x80000000u, 31, 0, 1, true },
	{ "s_ashr_i32 s0, s2, s4", 0x80000000u, 31, 0, 0xffffffffu, true },
	{ "s_lshl_b64 s[0:1], s[2:3], s4", 1, 63, 0, 0x8000000000000000ull,
	  true },
	{ "s_lshr_b64 s[0:1], s[2:3], s4", 0x8000000000000000ull, 64 + 4, 0,
	  0x0800000000000000ull, true },
	{ "s_ashr_i64 s[0:1], s[2:3], s4", 0x8000000000000000ull, 60, 0,
	  0xfffffffffffffff8ull, true },
	/* bit masks: 4 ones from bit 8; 0 ones; 64-bit 40 ones from 4 */
	{ "s_bfm_b32 s0, s2, s4", 4, 8, 1, 0xf00, true },
	{ "s_bfm_b32 s0, s2, s4", 0, 8, 0, 0, false },
	{ "s_bfm_b64 s[0:1], s2, s3", 40, 0, 0, 0xffffffffffull, false },
	/* bit fields: s1 = width << 16 | offset */
	{ "s_bfe_u32 s0, s2, s4", 0x12345678u, 8 << 16 | 4, 0, 0x67, true },
	{ "s_bfe_i32 s0, s2, s4", 0x000000f0u, 4 << 16 | 4, 0, 0xffffffffu,
	  true },
	{ "s_bfe_i32 s0, s2, s4", 0x00000070u, 4 << 16 | 4, 0, 7, true },
	{ "s_bfe_u32 s0, s2, s4", 0xffffffffu, 0 << 16 | 4, 1, 0, false },
	{ "s_bfe_u32 s0, s2, s4", 0xf0000000u, 16 << 16 | 28, 0, 0xf, true },
	{ "s_bfe_u64 s[0:1], s[2:3], s4", 0xabcd000000000000ull,
	  16 << 16 | 48, 0, 0xabcd, true },
	{ "s_bfe_i64 s[0:1], s[2:3], s4", 0x8000000000000000ull,
	  1 << 16 | 63, 0, ~0ull, true },
	/* |a - b| of signed values; a - b overflowing int32 */
	{ "s_absdiff_i32 s0, s2, s4", 3, 0xfffffffbu, 0, 8, true },
	/* 32-bit arithmetic as the pseudocode: 0x7fffffff - 0x80000000
	 * wraps to -1, whose magnitude is 1 */
	{ "s_absdiff_i32 s0, s2, s4", 0x7fffffffu, 0x80000000u, 0, 1, true },
	{ "s_nand_b32 s0, s2, s4", 0xffffffffu, 0xffffffffu, 1, 0, false },
	{ "s_nor_b32 s0, s2, s4", 0, 0, 0, 0xffffffffu, true },
	{ "s_xnor_b64 s[0:1], s[2:3], s[4:5]", 1, 0, 0,
	  0xfffffffffffffffeull, true },
	/* (s0 << n) + s1 with a carry out of bit 31 */
	{ "s_lshl2_add_u32 s0, s2, s4", 0x40000000u, 1, 0, 1, true },
	{ "s_lshl1_add_u32 s0, s2, s4", 3, 4, 1, 10, false },
	{ "s_pack_ll_b32_b16 s0, s2, s4", 0x11112222u, 0x33334444u, 0,
	  0x44442222u, false },
	{ "s_pack_lh_b32_b16 s0, s2, s4", 0x11112222u, 0x33334444u, 0,
	  0x33332222u, false },
	{ "s_pack_hh_b32_b16 s0, s2, s4", 0x11112222u, 0x33334444u, 1,
	  0x33331111u, true },
};

/* SOPC: only SCC changes. */
struct cmp_case {
	const char *line;
	uint64_t a, b;
	bool scc;
};

static const struct cmp_case cmps[] = {
	{ "s_cmp_lt_i32 s2, s4", 0xffffffffu, 0, true },   /* -1 < 0 */
	{ "s_cmp_lt_u32 s2, s4", 0xffffffffu, 0, false },
	{ "s_cmp_ge_i32 s2, s4", 0x80000000u, 0x7fffffffu, false },
	{ "s_cmp_gt_u32 s2, s4", 0x80000000u, 0x7fffffffu, true },
	{ "s_cmp_le_i32 s2, s4", 5, 5, true },
	{ "s_cmp_lg_u32 s2, s4", 5, 5, false },
	{ "s_cmp_eq_u64 s[2:3], s[4:5]", 0x100000000ull, 0, false },
	{ "s_cmp_lg_u64 s[2:3], s[4:5]", 0x100000000ull, 0, true },
	/* bit 33 & 31 = bit 1 of a 32-bit s0; bit 63 of a 64-bit one */
	{ "s_bitcmp1_b32 s2, s4", 2, 33, true },
	{ "s_bitcmp0_b32 s2, s4", 2, 33, false },
	{ "s_bitcmp1_b64 s[2:3], s4", 0x8000000000000000ull, 63, true },
	{ "s_bitcmp0_b64 s[2:3], s4", 0x8000000000000000ull, 127, false },
};

static void
set64(struct wave *w, unsigned r, uint64_t v)
{
	w->sgpr[r] = (uint32_t)v;
	w->sgpr[r + 1] = (uint32_t)(v >> 32);
}

START_TEST(test_salu_sop2_values_and_scc_match_the_isa)
{
	const struct salu_case *c = &cases[_i];
	struct wave *w = fx_wave(ISA_GFX900, 64);

	set64(w, 2, c->a);
	set64(w, 4, c->b);
	w->scc = c->scc_in;
	w->sgpr[0] = w->sgpr[1] = 0xdeadbeefu;
	fx_line(w, c->line, NULL, NULL);
	if (strstr(c->line, "s[0:1]") != NULL)
		ck_assert_msg(((uint64_t)w->sgpr[1] << 32 | w->sgpr[0]) ==
		    c->want, "%s: got 0x%08x%08x", c->line, w->sgpr[1],
		    w->sgpr[0]);
	else
		ck_assert_msg(w->sgpr[0] == (uint32_t)c->want &&
		    w->sgpr[1] == 0xdeadbeefu, "%s: got 0x%08x", c->line,
		    w->sgpr[0]);
	ck_assert_msg(w->scc == c->scc, "%s: scc %d", c->line, w->scc);
	free(w);
}
END_TEST

START_TEST(test_salu_sopc_sets_scc_only)
{
	const struct cmp_case *c = &cmps[_i];
	struct wave *w = fx_wave(ISA_GFX900, 64);

	set64(w, 2, c->a);
	set64(w, 4, c->b);
	w->scc = !c->scc;
	fx_line(w, c->line, NULL, NULL);
	ck_assert_msg(w->scc == c->scc, "%s: scc %d", c->line, w->scc);
	ck_assert_uint_eq(w->sgpr[2], (uint32_t)c->a);
	free(w);
}
END_TEST

/* The branch conditions test the whole mask of the wave: a wave32 VCC
 * with only high bits set (outside the wave) is zero. */
START_TEST(test_salu_branch_conditions_see_the_waves_lanes)
{
	struct wave *w = fx_wave(ISA_GFX1030, 32);
	struct insn in;

	w->vcc = 0;
	in = fx_asm(w, "s_cbranch_vccz 3");
	ck_assert(exec_branch_taken(w, &in));
	w->vcc = 1;
	ck_assert(!exec_branch_taken(w, &in));
	w->exec = 0;
	in = fx_asm(w, "s_cbranch_execz 3");
	ck_assert(exec_branch_taken(w, &in));
	in = fx_asm(w, "s_cbranch_execnz 3");
	ck_assert(!exec_branch_taken(w, &in));
	w->scc = true;
	in = fx_asm(w, "s_cbranch_scc0 3");
	ck_assert(!exec_branch_taken(w, &in));
	in = fx_asm(w, "s_branch 3");
	ck_assert(exec_branch_taken(w, &in));
	free(w);
}
END_TEST

Suite *
salu_suite(void)
{
	Suite *s = suite_create("salu");
	TCase *tc = tcase_create("salu");

	tcase_add_loop_test(tc, test_salu_sop2_values_and_scc_match_the_isa,
	    0, (int)(sizeof cases / sizeof *cases));
	tcase_add_loop_test(tc, test_salu_sopc_sets_scc_only, 0,
	    (int)(sizeof cmps / sizeof *cmps));
	tcase_add_test(tc, test_salu_branch_conditions_see_the_waves_lanes);
	suite_add_tcase(s, tc);
	return s;
}
