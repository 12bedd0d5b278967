/* SPDX-License-Identifier: MIT */
/* Unit tests of the IEEE arithmetic (fp.c) as the VALU uses it: rounding,
 * denormals, FMA, f16, omod/clamp, conversions and min/max. */
#include "config.h"

#include <check.h>

#include "exec.h"
#include "exec_fixtures.h"
#include "fp.h"
#include "suites.h"

START_TEST(test_fp32_round_to_nearest_even_and_denormals_kept)
{
	struct wave *w = fx_wave(ISA_GFX803, 64);

	/* 1 + 2^-24 is a tie: rounds to even (1.0); 1 + 3*2^-24 rounds
	 * up to 1 + 2^-22 */
	fx_fill(w, 1, 0x3f800000u);
	fx_fill(w, 2, 0x33800000u);  /* 2^-24 */
	w->vgpr[2][1] = 0x34400000u; /* 3 * 2^-24 */
	fx_line(w, "v_add_f32 v0, v1, v2", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[0][0], 0x3f800000u);
	ck_assert_uint_eq(w->vgpr[0][1], 0x3f800002u);
	/* denormal result kept: 2^-126 * 0.5 */
	fx_fill(w, 1, 0x00800000u);
	fx_fill(w, 2, 0x3f000000u);
	fx_line(w, "v_mul_f32 v0, v1, v2", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[0][0], 0x00400000u);
	/* inf - inf: the positive default NaN */
	fx_fill(w, 1, 0x7f800000u);
	fx_line(w, "v_sub_f32 v0, v1, v1", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[0][0], 0x7fc00000u);
	free(w);
}
END_TEST

START_TEST(test_fma_rounds_once)
{
	/* (1 + 2^-12)^2 - 1 = 2^-11 + 2^-24: a separate multiply rounds
	 * the product (a tie) to 1 + 2^-11 and loses the 2^-24 */
	uint32_t a = 0x3f800800u, m1 = 0xbf800000u;
	uint32_t r = fp32_fma(a, a, m1);

	ck_assert_uint_eq(r, 0x3a000400u);
	ck_assert_uint_eq(fp32_add(fp32_mul(a, a), m1), 0x3a000000u);
	ck_assert_uint_eq(fp32_fma(0x40000000u, 0x40400000u, 0x3f800000u),
	    0x40e00000u); /* 2*3+1 = 7 */
	ck_assert_uint_eq(fp32_fma(0x7f800000u, 0, 0), 0x7fc00000u);
}
END_TEST

START_TEST(test_fp16_round_to_nearest_even)
{
	/* 1 + 2^-11 is a tie in f16: rounds to 1.0 (even); 1 + 3*2^-11 is
	 * a tie too and rounds up to the even 1 + 2^-9; 1 + 3*2^-12 rounds
	 * to the nearest, 1 + 2^-10 */
	ck_assert_uint_eq(fp16_add(0x3c00, 0x1000), 0x3c00);
	ck_assert_uint_eq(fp16_add(0x3c00, 0x1600), 0x3c02);
	ck_assert_uint_eq(fp16_add(0x3c00, 0x1200), 0x3c01);
	ck_assert_uint_eq(fp16_add(0x7bff, 0x7bff), 0x7c00); /* overflow */
	ck_assert_uint_eq(fp16_sub(0x0001, 0x0002), 0x8001); /* denormal */
	ck_assert_uint_eq(fp16_to_fp32(0x0001), 0x33800000u);
	ck_assert_uint_eq(fp16_from_fp32(0x33800000u), 0x0001);
	ck_assert_uint_eq(fp16_from_fp32(0x477ff000u), 0x7c00); /* 65520 */
	ck_assert_uint_eq(fp16_from_fp32(0x477fe000u), 0x7bff); /* 65504 */
}
END_TEST

START_TEST(test_omod_clamp_and_conversions)
{
	struct wave *w = fx_wave(ISA_GFX900, 64);

	fx_fill(w, 1, f32_bits(0.375f));
	fx_fill(w, 2, f32_bits(0.25f));
	fx_line(w, "v_add_f32_e64 v0, v1, v2 mul:2", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[0][0], f32_bits(1.25f));
	fx_line(w, "v_add_f32_e64 v0, v1, v2 clamp mul:2", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[0][0], f32_bits(1.0f));
	fx_line(w, "v_add_f32_e64 v0, -v1, v2 clamp", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[0][0], 0);
	fx_line(w, "v_add_f32_e64 v0, v1, v2 div:2", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[0][0], f32_bits(0.3125f));
	fx_fill(w, 1, f32_bits(-3.75f));
	fx_line(w, "v_cvt_i32_f32 v0, v1", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[0][0], (uint32_t)-3);
	fx_line(w, "v_cvt_u32_f32 v0, v1", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[0][0], 0);
	fx_fill(w, 1, f32_bits(3e9f));
	fx_line(w, "v_cvt_i32_f32 v0, v1", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[0][0], 0x7fffffffu);
	fx_fill(w, 1, 0xfffffffdu);
	fx_line(w, "v_cvt_f32_i32 v0, v1", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[0][0], f32_bits(-3.0f));
	fx_line(w, "v_cvt_f32_u32 v0, v1", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[0][0], f32_bits(4294967296.0f));
	fx_fill(w, 1, f32_bits(2.0f));
	fx_fill(w, 2, f32_bits(3.0f));
	fx_fill(w, 0, f32_bits(1.0f));
	fx_line(w, "v_mac_f32 v0, v1, v2", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[0][0], f32_bits(7.0f));
	fx_line(w, "v_fma_f32 v3, v1, v2, -v0", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[3][0], f32_bits(-1.0f));
	free(w);
}
END_TEST

START_TEST(test_min_max_f32_nan_and_zero)
{
	ck_assert_uint_eq(fp32_min(0x7fc00000u, 0x3f800000u), 0x3f800000u);
	ck_assert_uint_eq(fp32_max(0x3f800000u, 0x7fc00000u), 0x3f800000u);
	ck_assert_uint_eq(fp32_min(0, 0x80000000u), 0x80000000u);
	ck_assert_uint_eq(fp32_max(0x80000000u, 0), 0);
	struct wave *w = fx_wave(ISA_GFX803, 64);
	fx_iota(w, 1, 0x3f800000u);
	fx_fill(w, 2, 0x3f800010u);
	w->vgpr[2][3] = 0x7fc00000u;
	fx_line(w, "v_max_f32 v0, v1, v2", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[0][0], 0x3f800010u);
	ck_assert_uint_eq(w->vgpr[0][20], 0x3f800014u);
	ck_assert_uint_eq(w->vgpr[0][3], 0x3f800003u);
	free(w);
}
END_TEST

Suite *
fp_suite(void)
{
	Suite *s = suite_create("fp");
	TCase *tc;

	tc = tcase_create("ieee");
	tcase_add_test(tc, test_fp32_round_to_nearest_even_and_denormals_kept);
	tcase_add_test(tc, test_fma_rounds_once);
	tcase_add_test(tc, test_fp16_round_to_nearest_even);
	tcase_add_test(tc, test_omod_clamp_and_conversions);
	tcase_add_test(tc, test_min_max_f32_nan_and_zero);
	suite_add_tcase(s, tc);
	return s;
}
