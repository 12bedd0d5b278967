/* SPDX-License-Identifier: MIT */
/* Unit tests of the instruction table (isa.c): target names, lookup of
 * every row, and opcodes that fit their encoding fields. */
#include "config.h"

#include <check.h>

#include "isa.h"
#include "suites.h"

START_TEST(test_isa_parse_target_aliases_map_to_targets)
{
	enum isa_target t;

	ck_assert_int_eq(isa_parse_target("fiji", &t), 0);
	ck_assert_int_eq(t, ISA_GFX803);
	ck_assert_int_eq(isa_parse_target("gfx10", &t), 0);
	ck_assert_int_eq(t, ISA_GFX1030);
	ck_assert_int_eq(isa_parse_target("gfx9", &t), 0);
	ck_assert_int_eq(t, ISA_GFX900);
	ck_assert_int_eq(isa_parse_target("gfx700", &t), -1);
	ck_assert_int_eq(isa_default_wave(ISA_GFX90A), 64);
	ck_assert_int_eq(isa_default_wave(ISA_GFX1010), 32);
}
END_TEST

/* The features table against the ISA guides: every row is complete and
 * consistent, and the facts that used to be target comparisons hold. */
START_TEST(test_isa_features_rows_agree_with_the_guides)
{
	for (unsigned t = 0; t < ISA_TARGET_COUNT; t++) {
		const struct isa_features *f = isa_features((enum isa_target)t);
		enum isa_target back;

		ck_assert_ptr_nonnull(f->name);
		ck_assert_ptr_nonnull(f->what);
		ck_assert_int_eq(isa_parse_target(f->name, &back), 0);
		ck_assert_uint_eq(back, t);
		ck_assert(f->default_wave == 64 || f->wave32);
		/* RDNA: wave32, two scalar reads per VALU op (RDNA1 ISA 6.2),
		 * 106 SGPRs, interlocked VALU results; GCN/CDNA: one. */
		ck_assert_uint_eq(f->const_bus, f->wave32 ? 2 : 1);
		ck_assert_uint_eq(f->nsgpr, f->wave32 ? 106 : 102);
		ck_assert_uint_eq(f->hazard, f->wave32 ? ISA_HAZ_RDNA
		    : ISA_HAZ_GCN);
		/* row_bcast and the wave shifts went when row_share came. */
		ck_assert(f->dpp_wave_ctrls != f->dpp_row_share);
		ck_assert(!(f->dpp_row_newbcast && f->dpp_row_share));
		ck_assert(f->dpp8 == (f->enc >= ISA_ENC_GFX10));
		ck_assert_uint_eq(f->lds_bytes, 65536);
	}
	ck_assert_uint_eq(isa_features(ISA_GFX803)->ttmp_count, 12);
	ck_assert_uint_eq(isa_features(ISA_GFX803)->ttmp_base, 112);
	ck_assert_uint_eq(isa_features(ISA_GFX900)->ttmp_base, 108);
	ck_assert(isa_features(ISA_GFX90A)->dpp_row_newbcast);
	ck_assert(isa_features(ISA_GFX90A)->vgpr_tuple_even);
	ck_assert_uint_eq(isa_features(ISA_GFX1100)->sdwa, ISA_SDWA_NONE);
	ck_assert_uint_eq(isa_features(ISA_GFX803)->sdwa, ISA_SDWA_GFX8);
	ck_assert(isa_features(ISA_GFX1100)->dpp_bound_ctrl_zero);
	ck_assert(!isa_features(ISA_GFX1030)->dpp_bound_ctrl_zero);
}
END_TEST

START_TEST(test_isa_lookup_finds_every_row_on_its_targets)
{
	for (unsigned id = 0; id < ISA_ID_COUNT; id++) {
		const struct isa_info *r = isa_get((enum isa_id)id);
		for (unsigned t = 0; t < ISA_TARGET_COUNT; t++) {
			enum isa_id got = isa_lookup(r->name, strlen(r->name),
			    (enum isa_target)t);
			/* an LDS DMA twin (buffer_load_dword with lds) is
			 * reached through its plain row of the same name */
			if (isa_on_target((enum isa_id)id, (enum isa_target)t) &&
			    (r->flags & ISA_F_LDS_DMA) && got != id)
				ck_assert_int_eq(isa_lds_twin(got,
				    (enum isa_target)t), id);
			else if (isa_on_target((enum isa_id)id,
			    (enum isa_target)t))
				ck_assert_int_eq(got, id);
			else if (got != ISA_ID_COUNT)
				ck_assert_str_eq(isa_get(got)->name, r->name);
		}
	}
	ck_assert_int_eq(isa_lookup("v_mov_b3", 8, ISA_GFX803), ISA_ID_COUNT);
	ck_assert_int_eq(isa_lookup("v_mov_b32x", 10, ISA_GFX803),
	    ISA_ID_COUNT);
}
END_TEST

START_TEST(test_isa_table_opcodes_fit_their_fields)
{
	for (unsigned id = 0; id < ISA_ID_COUNT; id++) {
		const struct isa_info *r = isa_get((enum isa_id)id);
		/* SMEM's opcode is 8 bits on every target (GCN3 ISA 13.4:
		 * OP [25:18]; s_atomic_* use the top half) */
		int max = r->family == ISA_VOP2 ? 63 : r->family == ISA_VOP3
		    ? 1023 : r->family == ISA_SMEM ? 255 :
		    r->family == ISA_SOP2 || r->family == ISA_SOPP ||
		    r->family == ISA_SOPC ||
		    r->family >= ISA_MUBUF ? 127 : 255;
		for (unsigned t = 0; t < ISA_TARGET_COUNT; t++) {
			int o = r->opcode[t];
			const struct isa_features *f =
			    isa_features((enum isa_target)t);
			if (o == ISA_NA)
				continue;
			/* UNK: only the image formats of gfx11 and gfx12,
			 * which lanescope does not encode. */
			if (o == ISA_OPC_UNKNOWN) {
				ck_assert_msg(f->enc >= ISA_ENC_GFX11 &&
				    r->family == ISA_MIMG, "%s on %s: UNK",
				    r->name, f->name);
				continue;
			}
			/* gfx11 widened the memory opcodes to 8 bits */
			if (r->family >= ISA_MUBUF && f->enc >= ISA_ENC_GFX11)
				max = 255;
			if (o & ISA_OPC_VOP3_ONLY) {
				o &= 0x3ff;
				max = 1023;
			}
			ck_assert_msg(o >= 0 && o <= max, "%s on %s: %d",
			    r->name, isa_target_name((enum isa_target)t), o);
		}
	}
}
END_TEST

Suite *
isa_suite(void)
{
	Suite *s = suite_create("isa");
	TCase *tc;

	tc = tcase_create("table");
	tcase_add_test(tc, test_isa_parse_target_aliases_map_to_targets);
	tcase_add_test(tc, test_isa_features_rows_agree_with_the_guides);
	tcase_add_test(tc, test_isa_lookup_finds_every_row_on_its_targets);
	tcase_add_test(tc, test_isa_table_opcodes_fit_their_fields);
	suite_add_tcase(s, tc);
	return s;
}
