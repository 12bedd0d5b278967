/* SPDX-License-Identifier: MIT */
/* check_sopk: the SOPK rows of branch sop16c (s_movk, s_cmovk, s_cmpk_*,
 * s_addk, s_mulk, s_version) on values worked out by hand from the SOPK
 * tables of the GCN3 ISA (5.2) and the RDNA3/RDNA4 ISA (16.2): SIMM16
 * sign-extended for the _i32 rows, zero-extended for the _u32 compares. */
#include <check.h>

#include "exec_fixtures.h"
#include "suites.h"

/* One case: s0 (the operand) and SCC before; s0 and SCC after. */
struct k_case {
	unsigned target;
	const char *line;
	uint32_t d;
	bool scc_in;
	uint32_t want;
	bool scc;
};

static const struct k_case cases[] = {
	/* s_movk: bit 15 copied up; SCC untouched */
	{ ISA_GFX900, "s_movk_i32 s0, 0x8000", 7, true, 0xffff8000u, true },
	{ ISA_GFX900, "s_movk_i32 s0, 0x7fff", 7, false, 0x7fffu, false },
	{ ISA_GFX1100, "s_movk_i32 s0, -1", 7, false, 0xffffffffu, false },
	{ ISA_GFX1200, "s_movk_i32 s0, 65535", 7, true, 0xffffffffu, true },
	/* s_cmovk: writes only when SCC is 1 */
	{ ISA_GFX803, "s_cmovk_i32 s0, 0xfffe", 7, true, 0xfffffffeu, true },
	{ ISA_GFX803, "s_cmovk_i32 s0, 0xfffe", 7, false, 7, false },
	/* compares: 0xffff is -1 signed, 65535 unsigned */
	{ ISA_GFX900, "s_cmpk_eq_i32 s0, 0xffff", 0xffffffffu, false,
	  0xffffffffu, true },
	{ ISA_GFX900, "s_cmpk_eq_u32 s0, 0xffff", 0xffffffffu, true,
	  0xffffffffu, false },
	{ ISA_GFX900, "s_cmpk_eq_u32 s0, 0xffff", 0xffffu, false, 0xffffu,
	  true },
	{ ISA_GFX1010, "s_cmpk_lg_i32 s0, 0x8000", 0x8000u, false, 0x8000u,
	  true },
	{ ISA_GFX1010, "s_cmpk_lg_i32 s0, 0x8000", 0xffff8000u, true,
	  0xffff8000u, false },
	/* signed min against the most negative SIMM16 */
	{ ISA_GFX1030, "s_cmpk_lt_i32 s0, 0x8000", 0x80000000u, false,
	  0x80000000u, true },
	{ ISA_GFX1030, "s_cmpk_lt_u32 s0, 0x8000", 0x80000000u, true,
	  0x80000000u, false },
	{ ISA_GFX1100, "s_cmpk_gt_u32 s0, 0x8000", 0xffff8000u, false,
	  0xffff8000u, true },
	{ ISA_GFX1100, "s_cmpk_gt_i32 s0, 0x8000", 0xffff8000u, true,
	  0xffff8000u, false },
	{ ISA_GFX1100, "s_cmpk_ge_i32 s0, 0x8000", 0xffff8000u, false,
	  0xffff8000u, true },
	{ ISA_GFX942, "s_cmpk_ge_u32 s0, 0x1", 0, true, 0, false },
	{ ISA_GFX942, "s_cmpk_le_i32 s0, -1", 0, true, 0, false },
	{ ISA_GFX942, "s_cmpk_le_u32 s0, 0", 0, false, 0, true },
	/* s_addk: SCC is signed overflow, not the carry */
	{ ISA_GFX900, "s_addk_i32 s0, 1", 0x7fffffffu, false, 0x80000000u,
	  true },
	{ ISA_GFX900, "s_addk_i32 s0, 0xffff", 0x80000000u, false,
	  0x7fffffffu, true },
	{ ISA_GFX900, "s_addk_i32 s0, 1", 0xffffffffu, true, 0, false },
	{ ISA_GFX900, "s_addk_i32 s0, -7", 5, true, 0xfffffffeu, false },
	{ ISA_GFX1200, "s_addk_co_i32 s0, 0x8000", 0x80000000u, false,
	  0x7fff8000u, true },
	/* gfx12 takes gfx11's spelling as an alias */
	{ ISA_GFX1200, "s_addk_i32 s0, 2", 40, true, 42, false },
	/* s_mulk: low 32 bits; SCC untouched */
	{ ISA_GFX90A, "s_mulk_i32 s0, 0x8000", 0x10000u, false, 0x80000000u,
	  false },
	{ ISA_GFX90A, "s_mulk_i32 s0, -1", 3, true, 0xfffffffdu, true },
	{ ISA_GFX90A, "s_mulk_i32 s0, 4", 0x40000000u, false, 0, false },
	{ ISA_GFX90A, "s_mulk_i32 s0, 0x7fff", 0x80000000u, true,
	  0x80000000u, true },
	/* s_version changes nothing */
	{ ISA_GFX1030, "s_version 0x3", 9, true, 9, true },
};

START_TEST(test_sopk_values_and_scc_match_the_isa)
{
	const struct k_case *c = &cases[_i];
	unsigned size = c->target >= ISA_GFX1010 ? 32 : 64;
	struct wave *w = fx_wave(c->target, size);

	w->sgpr[0] = c->d;
	w->sgpr[1] = 0xdeadbeefu;
	w->scc = c->scc_in;
	fx_line(w, c->line, NULL, NULL);
	ck_assert_msg(w->sgpr[0] == c->want, "%s: s0 0x%08x", c->line,
	    w->sgpr[0]);
	ck_assert_msg(w->sgpr[1] == 0xdeadbeefu, "%s: s1 changed", c->line);
	ck_assert_msg(w->scc == c->scc, "%s: scc %d", c->line, w->scc);
	free(w);
}
END_TEST

/* The special registers a SOPK row may name: m0 and vcc_hi are
 * compared and written like SGPRs, null reads 0 and drops the write. */
START_TEST(test_sopk_special_registers)
{
	struct wave *w = fx_wave(ISA_GFX1030, 32);

	fx_line(w, "s_movk_i32 m0, 0x8001", NULL, NULL);
	ck_assert_uint_eq(w->m0, 0xffff8001u);
	fx_line(w, "s_cmpk_eq_i32 m0, 0x8001", NULL, NULL);
	ck_assert(w->scc);
	fx_line(w, "s_cmpk_eq_u32 null, 0", NULL, NULL);
	ck_assert(w->scc);
	fx_line(w, "s_movk_i32 null, 5", NULL, NULL);
	fx_line(w, "s_cmpk_lg_u32 null, 0", NULL, NULL);
	ck_assert(!w->scc);
	fx_line(w, "s_movk_i32 vcc_hi, 0x1234", NULL, NULL);
	ck_assert_uint_eq(w->vcc >> 32, 0x1234u);
	free(w);
}
END_TEST

static bool
has_ref(const struct reg_ref *r, unsigned n, unsigned kind)
{
	for (unsigned k = 0; k < n; k++)
		if (r[k].kind == kind)
			return true;
	return false;
}

/* What the steps read and write (history, hazards and the compact view
 * ask this): s_cmovk reads SCC and d, s_addk writes SCC, s_movk and
 * s_mulk leave it, a compare writes only SCC. */
START_TEST(test_sopk_reads_and_writes)
{
	struct wave *w = fx_wave(ISA_GFX900, 64);
	struct reg_ref r[8];
	struct insn in;
	unsigned n;

	in = fx_asm(w, "s_cmovk_i32 s4, 1");
	n = exec_reads(&in, w, r, 8);
	ck_assert(has_ref(r, n, OPND_SCC) && has_ref(r, n, OPND_SGPR));
	n = exec_writes(&in, w, r, 8);
	ck_assert(!has_ref(r, n, OPND_SCC) && has_ref(r, n, OPND_SGPR));
	in = fx_asm(w, "s_addk_i32 s4, 1");
	n = exec_writes(&in, w, r, 8);
	ck_assert(has_ref(r, n, OPND_SCC) && has_ref(r, n, OPND_SGPR));
	in = fx_asm(w, "s_movk_i32 s4, 1");
	ck_assert_uint_eq(exec_reads(&in, w, r, 8), 0);
	n = exec_writes(&in, w, r, 8);
	ck_assert(!has_ref(r, n, OPND_SCC));
	in = fx_asm(w, "s_cmpk_gt_u32 s4, 1");
	n = exec_writes(&in, w, r, 8);
	ck_assert_uint_eq(n, 1);
	ck_assert_uint_eq(r[0].kind, OPND_SCC);
	n = exec_reads(&in, w, r, 8);
	ck_assert(has_ref(r, n, OPND_SGPR) && !has_ref(r, n, OPND_SCC));
	free(w);
}
END_TEST

/* s_movrels/s_movreld (GCN3 ISA 5.3, RDNA3 ISA 16.3): the SGPR operand's
 * number plus M0 names the register; s_movrelsd_2 (gfx10 on) indexes the
 * source with M0[9:0] and the destination with M0[25:16]. */
START_TEST(test_sopk_movrel_indexes_sgprs_with_m0)
{
	struct wave *w = fx_wave(ISA_GFX900, 64);

	for (unsigned k = 0; k < 102; k++)
		w->sgpr[k] = 0x5000u + k;
	w->m0 = 5;
	fx_line(w, "s_movrels_b32 s1, s5", NULL, NULL);
	ck_assert_uint_eq(w->sgpr[1], 0x500au);
	w->sgpr[3] = 0x77;
	fx_line(w, "s_movreld_b32 s5, s3", NULL, NULL);
	ck_assert_uint_eq(w->sgpr[10], 0x77u);
	ck_assert_uint_eq(w->sgpr[5], 0x5005u);
	w->m0 = 6;
	fx_line(w, "s_movrels_b64 s[0:1], s[4:5]", NULL, NULL);
	ck_assert_uint_eq(w->sgpr[0], 0x77u);
	ck_assert_uint_eq(w->sgpr[1], 0x500bu);
	fx_line(w, "s_movreld_b64 s[90:91], s[0:1]", NULL, NULL);
	ck_assert_uint_eq(w->sgpr[96], 0x77u);
	ck_assert_uint_eq(w->sgpr[97], 0x500bu);
	/* the last SGPR of gfx900 is s101 */
	w->m0 = 1;
	fx_line(w, "s_movrels_b32 s2, s100", NULL, NULL);
	ck_assert_uint_eq(w->sgpr[2], 0x5065u);
	free(w);
	w = fx_wave(ISA_GFX1030, 32);
	w->sgpr[10] = 0xabcd;
	w->m0 = 4u << 16 | 7u;
	fx_line(w, "s_movrelsd_2_b32 s2, s3", NULL, NULL);
	ck_assert_uint_eq(w->sgpr[6], 0xabcdu);
	free(w);
}
END_TEST

/* An index past the target's SGPRs, an odd M0 for a 64-bit form and a
 * base that is not an SGPR are errors that change nothing. */
START_TEST(test_sopk_movrel_out_of_range_is_an_error)
{
	static const struct {
		const char *line;
		uint32_t m0;
	} bad[] = {
		{ "s_movrels_b32 s1, s100", 2 },
		{ "s_movreld_b32 s101, s1", 1 },
		{ "s_movrels_b32 s1, s0", 0xffffffffu },
		{ "s_movrels_b64 s[0:1], s[4:5]", 3 },
		{ "s_movrels_b32 s1, vcc_lo", 0 },
		{ "s_movreld_b32 m0, s1", 0 },
	};

	for (unsigned k = 0; k < sizeof bad / sizeof *bad; k++) {
		struct wave *w = fx_wave(ISA_GFX900, 64);
		struct wave before;
		struct insn in;
		struct diag d;

		w->m0 = bad[k].m0;
		in = fx_asm(w, bad[k].line);
		before = *w;
		ck_assert_msg(exec_step(w, &in, NULL, NULL, &d) == EXEC_ERROR,
		    "%s ran", bad[k].line);
		ck_assert_msg(memcmp(&before, w, sizeof before) == 0,
		    "%s changed the wave", bad[k].line);
		free(w);
	}
}
END_TEST

/* gfx12's 64-bit SOP2 additions keep SCC and wrap (RDNA4 ISA 16.1). */
START_TEST(test_sopk_gfx12_u64_arithmetic)
{
	struct wave *w = fx_wave(ISA_GFX1200, 32);

	w->sgpr[2] = w->sgpr[3] = 0xffffffffu;
	w->sgpr[4] = 2;
	w->sgpr[5] = 0;
	w->scc = true;
	fx_line(w, "s_add_u64 s[0:1], s[2:3], s[4:5]", NULL, NULL);
	ck_assert_uint_eq(w->sgpr[0], 1);
	ck_assert_uint_eq(w->sgpr[1], 0);
	ck_assert(w->scc);
	w->scc = false;
	fx_line(w, "s_sub_u64 s[0:1], s[4:5], 3", NULL, NULL);
	ck_assert_uint_eq(w->sgpr[0], 0xffffffffu);
	ck_assert_uint_eq(w->sgpr[1], 0xffffffffu);
	ck_assert(!w->scc);
	w->sgpr[2] = w->sgpr[3] = 1;
	fx_line(w, "s_mul_u64 s[0:1], s[2:3], s[2:3]", NULL, NULL);
	ck_assert_uint_eq(w->sgpr[0], 1);
	ck_assert_uint_eq(w->sgpr[1], 2);
	free(w);
}
END_TEST

/* The MODE hardware register (branch s5-16ops): power-on 0x3f0 (LLVM's
 * kernel-descriptor defaults), s_setreg writes the low size bits of its
 * value at offset, s_getreg reads the field zero-extended; s_round_mode
 * and s_denorm_mode set bits 3:0 and 7:4. Values by hand: 0x3f0 with
 * 3:0 = 3 is 0x3f3; 7:4 = 5 makes 0x353; (0x353 >> 2) & 63 = 0x14; bit 31
 * from the value 3's bit 0 gives 0x80000353. */
START_TEST(test_sopk_hwreg_mode)
{
	struct wave *w = fx_wave(ISA_GFX900, 64);
	struct diag d;
	struct insn in;

	fx_line(w, "s_getreg_b32 s1, hwreg(HW_REG_MODE)", NULL, NULL);
	ck_assert_uint_eq(w->sgpr[1], 0x3f0);
	w->sgpr[2] = 0x12345673;
	fx_line(w, "s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s2", NULL, NULL);
	fx_line(w, "s_getreg_b32 s3, hwreg(HW_REG_MODE)", NULL, NULL);
	ck_assert_uint_eq(w->sgpr[3], 0x3f3);
	fx_line(w, "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 4), 5", NULL,
	    NULL);
	fx_line(w, "s_getreg_b32 s4, hwreg(HW_REG_MODE, 2, 6)", NULL, NULL);
	ck_assert_uint_eq(w->sgpr[4], 0x14);
	fx_line(w, "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 31, 1), 3", NULL,
	    NULL);
	fx_line(w, "s_getreg_b32 s5, 0xf801", NULL, NULL);
	ck_assert_uint_eq(w->sgpr[5], 0x80000353);
	free(w);

	w = fx_wave(ISA_GFX1100, 32);
	fx_line(w, "s_round_mode 0x13", NULL, NULL);
	fx_line(w, "s_denorm_mode 5", NULL, NULL);
	fx_line(w, "s_getreg_b32 s1, hwreg(HW_REG_MODE)", NULL, NULL);
	ck_assert_uint_eq(w->sgpr[1], 0x353);
	/* another hardware register is refused as not modelled */
	memset(&d, 0, sizeof d);
	ck_assert_int_ne(asm_parse_line("s_getreg_b32 s1, "
	    "hwreg(HW_REG_STATUS)", 37, ISA_GFX1100, 32, &in, &d), ASM_OK);
	ck_assert_msg(strstr(d.message, "hwreg(HW_REG_STATUS) is not "
	    "modelled by lanescope") != NULL, "%s", d.message);
	free(w);
}
END_TEST

/* gfx10/gfx11 hwreg(FLAT_SCR_LO/HI): llc's gfx10 kernel prologue sets
 * the flat scratch base with s_setreg; lanescope keeps it in the wave's
 * flat_scratch slots. Values by hand: 0x12345's bits 15:8 are 0x23;
 * 0xab written at bit 4 (8 bits) of 0 is 0xab0. The step names the
 * slot it writes, and gfx9 and gfx12 refuse the name as llvm-mc 19 does
 * ("not supported on this GPU"). */
START_TEST(test_sopk_hwreg_flat_scratch)
{
	static const enum isa_target on[] = { ISA_GFX1010, ISA_GFX1030,
		ISA_GFX1100 };
	static const enum isa_target off[] = { ISA_GFX900, ISA_GFX942,
		ISA_GFX1200 };
	static const char hi[] = "s_setreg_b32 hwreg(HW_REG_FLAT_SCR_HI), s0";
	struct reg_ref refs[STEP_MAX_REFS];
	struct diag d;
	struct insn in;
	unsigned n;

	for (unsigned t = 0; t < sizeof on / sizeof on[0]; t++) {
		struct wave *w = fx_wave(on[t], 32);

		w->sgpr[0] = 0x12345;
		fx_line(w, "s_setreg_b32 hwreg(HW_REG_FLAT_SCR_LO), s0", NULL,
		    NULL);
		ck_assert_uint_eq(w->sgpr[WAVE_FLAT_SCRATCH_SLOT], 0x12345);
		fx_line(w, "s_setreg_imm32_b32 hwreg(HW_REG_FLAT_SCR_HI, 4, "
		    "8), 0xab", NULL, NULL);
		ck_assert_uint_eq(w->sgpr[WAVE_FLAT_SCRATCH_SLOT + 1], 0xab0);
		fx_line(w, "s_getreg_b32 s2, hwreg(HW_REG_FLAT_SCR_LO, 8, 8)",
		    NULL, NULL);
		ck_assert_uint_eq(w->sgpr[2], 0x23);
		ck_assert_uint_eq(w->mode, 0x3f0); /* MODE untouched */
		memset(&d, 0, sizeof d);
		ck_assert_int_eq(asm_parse_line(hi, strlen(hi), on[t], 32, &in,
		    &d), ASM_OK);
		n = exec_writes(&in, NULL, refs, STEP_MAX_REFS);
		ck_assert_uint_eq(n, 1);
		ck_assert_uint_eq(refs[0].kind, OPND_FLAT_SCRATCH);
		ck_assert_uint_eq(refs[0].reg, 1);
		free(w);
	}
	for (unsigned t = 0; t < sizeof off / sizeof off[0]; t++) {
		memset(&d, 0, sizeof d);
		ck_assert_int_ne(asm_parse_line(hi, strlen(hi), off[t], 64, &in,
		    &d), ASM_OK);
		ck_assert_msg(strstr(d.message, "not supported on this GPU") !=
		    NULL, "%s", d.message);
	}
}
END_TEST

Suite *
sopk_suite(void)
{
	Suite *s = suite_create("sopk");
	TCase *tc = tcase_create("sopk");

	tcase_add_loop_test(tc, test_sopk_values_and_scc_match_the_isa, 0,
	    (int)(sizeof cases / sizeof *cases));
	tcase_add_test(tc, test_sopk_special_registers);
	tcase_add_test(tc, test_sopk_reads_and_writes);
	tcase_add_test(tc, test_sopk_movrel_indexes_sgprs_with_m0);
	tcase_add_test(tc, test_sopk_movrel_out_of_range_is_an_error);
	tcase_add_test(tc, test_sopk_gfx12_u64_arithmetic);
	tcase_add_test(tc, test_sopk_hwreg_mode);
	tcase_add_test(tc, test_sopk_hwreg_flat_scratch);
	suite_add_tcase(s, tc);
	return s;
}
