/* SPDX-License-Identifier: MIT */
/* Unit tests of the semantics switches (semantics.c): defaults, names,
 * sources, and what each setting changes in a step. */
#include "config.h"

#include <check.h>

#include "exec.h"
#include "exec_fixtures.h"
#include "suites.h"

static struct step rec;

START_TEST(test_semantics_defaults_names_and_sources)
{
	struct semantics s;
	struct diag d;

	semantics_defaults(&s);
	for (unsigned k = 0; k < DISPUTE_COUNT; k++) {
		ck_assert_uint_eq(s.choice[k], 0);
		ck_assert(semantics_choice_count((enum dispute)k) >= 2);
		ck_assert(strlen(semantics_summary((enum dispute)k)) > 10);
		for (unsigned c = 0; c < semantics_choice_count(
		    (enum dispute)k); c++)
			ck_assert(strlen(semantics_choice_sources(
			    (enum dispute)k, c)) > 10);
	}
	ck_assert_str_eq(semantics_name(DISPUTE_BCAST_UNTARGETED),
	    "dpp.bcast_untargeted");
	ck_assert_str_eq(semantics_choice_name(DISPUTE_BCAST_UNTARGETED, 0),
	    "identity");
	ck_assert_str_eq(semantics_choice_name(DISPUTE_INACTIVE_SOURCE, 2),
	    "zero_and_write");
	ck_assert_str_eq(semantics_name(DISPUTE_GEM5_BUGS),
	    "emulate_gem5_bugs");
	ck_assert_int_eq(semantics_set(&s, "dpp.bcast_untargeted=invalid",
	    &d), 0);
	ck_assert_uint_eq(s.choice[DISPUTE_BCAST_UNTARGETED], 1);
	ck_assert_int_eq(semantics_set(&s, " permute.wave32_modulus = 64 ",
	    &d), 0);
	ck_assert_uint_eq(s.choice[DISPUTE_PERMUTE_WAVE32], 1);
	ck_assert_int_eq(semantics_set(&s, "dpp.bcast_untargeted=maybe", &d),
	    -1);
	ck_assert_ptr_nonnull(strstr(d.message, "identity, invalid"));
	ck_assert_int_eq(semantics_set(&s, "dpp.nothing=1", &d), -1);
	ck_assert_ptr_nonnull(strstr(d.message, "unknown switch"));
	ck_assert_int_eq(semantics_set(&s, "dpp.bcast_untargeted", &d), -1);
	ck_assert_uint_ge(semantics_info_count(), 8);
	{
		bool seen = false;
		for (unsigned i = 0; i < semantics_info_count(); i++)
			if (strcmp(semantics_info_name(i), "lds.banks") == 0)
				seen = strstr(semantics_info_text(i),
				    "32 banks") != NULL;
		ck_assert(seen);
	}
	ck_assert_str_eq(semantics_info_name(0), "memory.l1_rules");
	ck_assert_ptr_nonnull(strstr(semantics_info_text(0), "004"));
	/* the gfx942/gfx11/gfx12 notes name their sources */
	{
		static const char *const want[][2] = {
			{ "dpp.vop3_dpp", "FeatureDPPSrc1SGPR" },
			{ "dpp.bound_ctrl_gfx11", "llvm-mc" },
			{ "permlane.var_select", "bits 3:0" },
			{ "permlane.swap", "gfx950" },
			{ "dpp.64bit", "row_newbcast" },
			{ "hazard.rdna", "FeatureVcmpxPermlaneHazard" },
			{ "hazard.cdna", "checkMAIVALUHazards" },
			{ "vopd.dot2acc", "RDNA3 ISA guide" },
			{ "vop3p.mix", "V_MAD_MIX_F32" },
			{ "vop3p.float_dot", "pseudo-code" },
			{ "vop3p.packed_f32", "op_sel:[0,1]" },
			{ "salu.f16", "D0.f16" },
			{ "valu.sad", "ABSDIFF(S0.u32, S1.u32)" },
			{ "memory.block", "RDNA4 ISA guide 11.5" },
		};
		for (unsigned k = 0; k < sizeof want / sizeof *want; k++) {
			bool found = false;
			for (unsigned i = 0; i < semantics_info_count(); i++)
				if (strcmp(semantics_info_name(i),
				    want[k][0]) == 0) {
					found = true;
					ck_assert_ptr_nonnull(strstr(
					    semantics_info_text(i), want[k][1]));
				}
			ck_assert_msg(found, "no note %s", want[k][0]);
		}
	}
}
END_TEST

START_TEST(test_permute_wave32_modulus_under_each_setting)
{
	struct wave *w = fx_wave(ISA_GFX1030, 32);
	struct semantics s64 = fx_sem(DISPUTE_PERMUTE_WAVE32, 1);

	fx_iota(w, 1, 100);
	for (unsigned i = 0; i < 32; i++)
		w->vgpr[2][i] = 4 * i;
	w->vgpr[2][3] = 4 * 35; /* lane 35: 3 under modulus 32 */
	fx_line(w, "ds_bpermute_b32 v0, v2, v1", NULL, &rec);
	ck_assert_uint_eq(w->vgpr[0][3], 103);
	ck_assert(rec.lane[3].flags & LANE_DISPUTED);
	ck_assert(!(rec.lane[4].flags & LANE_DISPUTED));
	fx_line(w, "ds_bpermute_b32 v0, v2, v1", &s64, &rec);
	ck_assert_uint_eq(w->vgpr[0][3], 0);
	ck_assert_int_eq(rec.lane[3].reason, REASON_SRC_OUT_OF_RANGE_ZERO);
	ck_assert_uint_eq(rec.addr_lane[3], 35);
	/* permute: the write to lane 35 is dropped */
	fx_sentinel(w, 0);
	fx_line(w, "ds_permute_b32 v0, v2, v1", &s64, NULL);
	ck_assert_uint_eq(w->vgpr[0][3], 0);
	free(w);
}
END_TEST

START_TEST(test_gem5_emulation_writes_masked_lanes_with_own_value)
{
	struct wave *w = fx_std(ISA_GFX900, 64);
	struct semantics g = fx_sem(DISPUTE_GEM5_BUGS, 1);

	fx_line(w, "v_mov_b32_dpp v0, v1 row_shr:1 row_mask:0xe", &g, &rec);
	ck_assert_uint_eq(w->vgpr[0][5], 105);     /* own value (D6) */
	ck_assert_uint_eq(w->vgpr[0][16], 116);    /* invalid, bc=0: own */
	ck_assert_uint_eq(w->vgpr[0][17], 116);
	ck_assert_int_eq(rec.lane[5].reason, REASON_SELF);
	ck_assert(rec.lane[5].flags & LANE_DISPUTED);
	ck_assert(!(rec.lane[17].flags & LANE_DISPUTED));
	/* wave_shl: lane 63 names a lane that does not exist */
	fx_line(w, "v_mov_b32_dpp v0, v1 wave_shl:1", &g, &rec);
	ck_assert_uint_eq(w->vgpr[0][63], 0);
	ck_assert(rec.lane[63].flags & LANE_DISPUTED);
	/* ds_swizzle reads DATA0 (encoded 0 = v0 for llvm-mc text) */
	fx_iota(w, 0, 500);
	fx_line(w, "ds_swizzle_b32 v5, v1 offset:swizzle(SWAP,1)", &g, NULL);
	ck_assert_uint_eq(w->vgpr[5][0], 501);
	free(w);
}
END_TEST

Suite *
semantics_suite(void)
{
	Suite *s = suite_create("semantics");
	TCase *tc;

	tc = tcase_create("switches");
	tcase_add_test(tc, test_semantics_defaults_names_and_sources);
	tcase_add_test(tc, test_permute_wave32_modulus_under_each_setting);
	tcase_add_test(tc,
	    test_gem5_emulation_writes_masked_lanes_with_own_value);
	suite_add_tcase(s, tc);
	return s;
}
