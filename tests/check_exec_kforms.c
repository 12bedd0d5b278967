/* SPDX-License-Identifier: MIT */
/* Unit tests of isa_table_kforms.h's rows: the VOP2 forms with a
 * constant K (v_madmk/madak, v_fmamk/fmaak) and gfx9's legacy 16-bit
 * multiply-adds, encoded byte for byte as llvm-mc 19 prints them,
 * decoded back to the same text, and run against values worked out by
 * hand: the inputs are chosen so that rounding the product first (mad)
 * and rounding once (fma) give different bits. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include <check.h>

#include "encode.h"
#include "exec.h"
#include "exec_fixtures.h"
#include "suites.h"

/* ---- encodings (llvm-mc 19 -show-encoding) ---- */

struct kenc {
	enum isa_target t;
	const char *text;  /* as llvm-mc prints it */
	uint8_t bytes[12];
	unsigned n;
};

static const struct kenc kencs[] = {
	{ ISA_GFX803, "v_madmk_f32 v1, v2, 0x41200000, v3",
	  { 0x02, 0x07, 0x02, 0x2e, 0x00, 0x00, 0x20, 0x41 }, 8 },
	{ ISA_GFX900, "v_madak_f32 v1, v2, v3, 0x41200000",
	  { 0x02, 0x07, 0x02, 0x30, 0x00, 0x00, 0x20, 0x41 }, 8 },
	{ ISA_GFX90A, "v_madmk_f16 v1, v2, 0x4900, v3",
	  { 0x02, 0x07, 0x02, 0x48, 0x00, 0x49, 0x00, 0x00 }, 8 },
	{ ISA_GFX942, "v_madak_f16 v1, v2, v3, 0x4900",
	  { 0x02, 0x07, 0x02, 0x4a, 0x00, 0x49, 0x00, 0x00 }, 8 },
	{ ISA_GFX942, "v_fmamk_f32 v1, v2, 0x41200000, v3",
	  { 0x02, 0x07, 0x02, 0x2e, 0x00, 0x00, 0x20, 0x41 }, 8 },
	{ ISA_GFX942, "v_fmaak_f32 v1, 0.5, v3, 0x7",
	  { 0xf0, 0x06, 0x02, 0x30, 0x07, 0x00, 0x00, 0x00 }, 8 },
	{ ISA_GFX1010, "v_madmk_f32 v1, v2, 0x41200000, v3",
	  { 0x02, 0x07, 0x02, 0x40, 0x00, 0x00, 0x20, 0x41 }, 8 },
	{ ISA_GFX1010, "v_madak_f32 v1, v2, v3, 0x41200000",
	  { 0x02, 0x07, 0x02, 0x42, 0x00, 0x00, 0x20, 0x41 }, 8 },
	{ ISA_GFX1030, "v_fmamk_f32 v1, s2, 0x3f800000, v3",
	  { 0x02, 0x06, 0x02, 0x58, 0x00, 0x00, 0x80, 0x3f }, 8 },
	{ ISA_GFX1030, "v_fmamk_f32 v1, 0x41200000, 0x41200000, v3",
	  { 0xff, 0x06, 0x02, 0x58, 0x00, 0x00, 0x20, 0x41 }, 8 },
	{ ISA_GFX1100, "v_fmaak_f32 v1, v2, v3, 0x41200000",
	  { 0x02, 0x07, 0x02, 0x5a, 0x00, 0x00, 0x20, 0x41 }, 8 },
	{ ISA_GFX1100, "v_fmamk_f16 v1, v2, 0x4900, v3",
	  { 0x02, 0x07, 0x02, 0x6e, 0x00, 0x49, 0x00, 0x00 }, 8 },
	{ ISA_GFX1200, "v_fmaak_f16 v1, v2, v3, 0x4900",
	  { 0x02, 0x07, 0x02, 0x70, 0x00, 0x49, 0x00, 0x00 }, 8 },
	{ ISA_GFX900, "v_mad_legacy_u16 v9, v9, 3, v10",
	  { 0x09, 0x00, 0xeb, 0xd1, 0x09, 0x07, 0x29, 0x04 }, 8 },
	{ ISA_GFX90A, "v_mad_legacy_i16 v9, v9, 3, v10",
	  { 0x09, 0x00, 0xec, 0xd1, 0x09, 0x07, 0x29, 0x04 }, 8 },
	{ ISA_GFX942, "v_mad_legacy_f16 v9, -v9, |v3|, v10 clamp",
	  { 0x09, 0x82, 0xea, 0xd1, 0x09, 0x07, 0x2a, 0x24 }, 8 },
	{ ISA_GFX900, "v_fma_legacy_f16 v9, v9, v1, v10",
	  { 0x09, 0x00, 0xee, 0xd1, 0x09, 0x03, 0x2a, 0x04 }, 8 },
	{ ISA_GFX90A, "v_div_fixup_legacy_f16 v5, -v1, |v2|, s3 clamp",
	  { 0x05, 0x82, 0xef, 0xd1, 0x01, 0x05, 0x0e, 0x20 }, 8 },
	{ ISA_GFX900, "v_mad_legacy_u16 v9, v9, 3, v10 clamp",
	  { 0x09, 0x80, 0xeb, 0xd1, 0x09, 0x07, 0x29, 0x04 }, 8 },
	/* flat_scratch: gfx8/gfx9's scalar operand codes 102 and 103 */
	{ ISA_GFX900, "s_add_u32 flat_scratch_lo, s10, s15",
	  { 0x0a, 0x0f, 0x66, 0x80 }, 4 },
	{ ISA_GFX803, "s_addc_u32 flat_scratch_hi, s11, 0",
	  { 0x0b, 0x80, 0x67, 0x82 }, 4 },
	{ ISA_GFX942, "s_mov_b64 flat_scratch, s[0:1]",
	  { 0x00, 0x01, 0xe6, 0xbe }, 4 },
	{ ISA_GFX90A, "v_mov_b32_e32 v0, flat_scratch_lo",
	  { 0x66, 0x02, 0x00, 0x7e }, 4 },
	{ ISA_GFX900, "s_mov_b64 s[0:1], flat_scratch",
	  { 0x66, 0x01, 0x80, 0xbe }, 4 },
	/* gfx12's split barrier: SOP1 with sdst 0, SOPP with SIMM16 */
	{ ISA_GFX1200, "s_barrier_signal -1", { 0xc1, 0x4e, 0x80, 0xbe }, 4 },
	{ ISA_GFX1200, "s_barrier_signal m0", { 0x7d, 0x4e, 0x80, 0xbe }, 4 },
	{ ISA_GFX1200, "s_barrier_wait -1", { 0xff, 0xff, 0x94, 0xbf }, 4 },
	{ ISA_GFX1200, "s_barrier_wait 0x64", { 0x64, 0x00, 0x94, 0xbf }, 4 },
	{ ISA_GFX1200, "s_barrier_wait 0xffffffec",
	  { 0xec, 0xff, 0x94, 0xbf }, 4 },
};

START_TEST(test_kforms_encode_and_decode_match_llvm_mc)
{
	const struct kenc *e = &kencs[_i];
	struct insn in, back;
	struct diag d;
	uint8_t out[ENCODE_MAX_BYTES];
	char text[256];
	size_t n;

	memset(&d, 0, sizeof d);
	ck_assert_msg(asm_parse_line(e->text, strlen(e->text), e->t, 64, &in,
	    &d) == ASM_OK, "%s: %s", e->text, d.message);
	n = encode_insn(&in, out, &d);
	ck_assert_msg(n == e->n && memcmp(out, e->bytes, n) == 0,
	    "%s: %zu bytes, want %u", e->text, n, e->n);
	ck_assert_uint_eq(decode_insn(e->bytes, e->n, e->t, 64, &back, &d),
	    e->n);
	asm_format(&back, text, sizeof text);
	ck_assert_str_eq(text, e->text);
}
END_TEST

/* What llvm-mc 19 refuses: modifiers and other forms of the K rows,
 * two different literals, a second scalar on gfx9's one constant bus,
 * op_sel on the legacy rows, and the rows on targets without them. */
START_TEST(test_kforms_refuse_what_llvm_mc_refuses)
{
	static const struct { enum isa_target t; const char *s; } bad[] = {
		{ ISA_GFX1030, "v_fmamk_f32 v1, -v2, 1.0, v3" },
		{ ISA_GFX1030, "v_fmaak_f32_e64 v1, 0.5, v3, 7" },
		{ ISA_GFX1030, "v_fmaak_f32 v1, 0.5, v3, 7 clamp" },
		{ ISA_GFX1030, "v_fmamk_f32 v1, 0x41200000, 0x41300000, v3" },
		{ ISA_GFX1030, "v_fmamk_f32 v1, v2, v4, v3" },
		{ ISA_GFX942, "v_fmamk_f32 v1, s2, 1.0, v3" },
		{ ISA_GFX942, "v_madmk_f32 v1, v2, 1.0, v3" },
		{ ISA_GFX1030, "v_madmk_f32 v1, v2, 1.0, v3" },
		{ ISA_GFX900, "v_fmamk_f32 v1, v2, 1.0, v3" },
		{ ISA_GFX900, "v_mad_legacy_u16 v9, v9, 3, v10 op_sel:[1,0,0,0]" },
		{ ISA_GFX803, "v_mad_legacy_u16 v9, v9, 3, v10" },
		{ ISA_GFX1010, "v_fma_legacy_f16 v9, v9, v1, v10" },
		{ ISA_GFX1010, "s_mov_b32 s0, flat_scratch_lo" },
		{ ISA_GFX1100, "s_mov_b64 flat_scratch, s[0:1]" },
		{ ISA_GFX1200, "s_barrier_signal s2" },
		{ ISA_GFX1200, "s_barrier_signal 0x1234" },
		{ ISA_GFX1200, "s_barrier_wait 65536" },
		{ ISA_GFX1100, "s_barrier_wait -1" },
	};
	struct insn in;
	struct diag d;

	for (unsigned k = 0; k < sizeof bad / sizeof bad[0]; k++) {
		ck_assert_msg(asm_parse_line(bad[k].s, strlen(bad[k].s),
		    bad[k].t, 64, &in, &d) == ASM_ERROR, "%s accepted",
		    bad[k].s);
		/* a register name is never taken for a symbol */
		ck_assert_msg(strstr(d.message, "symbol") == NULL, "%s: %s",
		    bad[k].s, d.message);
	}
}
END_TEST

/* A K written as an inline constant is still the literal dword: 1.0 is
 * 0x3f800000 in an f32 row and 0x3c00 in an f16 row (llvm-mc 19). */
START_TEST(test_kforms_inline_k_becomes_the_literal)
{
	struct insn in;
	struct diag d;
	char text[128];

	ck_assert(asm_parse_line("v_fmamk_f32 v1, v2, 1.0, v3", 27,
	    ISA_GFX1030, 32, &in, &d) == ASM_OK);
	asm_format(&in, text, sizeof text);
	ck_assert_str_eq(text, "v_fmamk_f32 v1, v2, 0x3f800000, v3");
	ck_assert(asm_parse_line("v_madak_f16 v1, v2, v3, 1.0", 27,
	    ISA_GFX900, 64, &in, &d) == ASM_OK);
	asm_format(&in, text, sizeof text);
	ck_assert_str_eq(text, "v_madak_f16 v1, v2, v3, 0x3c00");
}
END_TEST

/* ---- execution ---- */

/* f32: a = 1 + 2^-12 (0x3f800800). a * a = 1 + 2^-11 + 2^-24 needs 25
 * bits; rounded alone (a tie, to even) it is 1 + 2^-11, so mad gives
 * a * a - 1 = 2^-11 = 0x3a000000, while fma keeps the 2^-24:
 * 2^-11 + 2^-24 = 2^-11 (1 + 2^-13) = 0x3a000400.
 * f16: h = 1 + 2^-6 (0x3c10). h * h = 1 + 2^-5 + 2^-12 rounds (below
 * half an ulp of 2^-10) to 1 + 2^-5, so mad gives 2^-5 = 0x2800; fma
 * keeps 2^-5 (1 + 2^-7) = 0x2808. The high half of an f16 result is 0. */
struct kexec {
	enum isa_target t;
	const char *line;
	uint32_t want;
};

static const struct kexec kexecs[] = {
	{ ISA_GFX90A, "v_madmk_f32 v0, v1, 0x3f800800, v2", 0x3a000000 },
	{ ISA_GFX803, "v_madak_f32 v0, v1, v1, 0xbf800000", 0x3a000000 },
	{ ISA_GFX1010, "v_madmk_f32 v0, v1, 0x3f800800, v2", 0x3a000000 },
	{ ISA_GFX942, "v_fmamk_f32 v0, v1, 0x3f800800, v2", 0x3a000400 },
	{ ISA_GFX942, "v_fmaak_f32 v0, v1, v1, 0xbf800000", 0x3a000400 },
	{ ISA_GFX1100, "v_fmamk_f32 v0, v1, 0x3f800800, v2", 0x3a000400 },
	/* src0 the same literal as K: a * a + a = 2 + 2^-11 + 2^-12 +
	 * 2^-24, whose 2^-24 is a quarter ulp at 2: 0x40000c00 */
	{ ISA_GFX1200, "v_fmaak_f32 v0, 0x3f800800, v1, 0x3f800800",
	  0x40000c00 },
	{ ISA_GFX900, "v_madmk_f16 v0, v3, 0x3c10, v4", 0x2800 },
	{ ISA_GFX942, "v_madak_f16 v0, v3, v3, 0xbc00", 0x2800 },
	{ ISA_GFX1030, "v_fmamk_f16 v0, v3, 0x3c10, v4", 0x2808 },
	{ ISA_GFX1200, "v_fmaak_f16 v0, v3, v3, 0xbc00", 0x2808 },
	/* gfx9's legacy 16-bit rows: 0xffff * 3 + 5 wraps to 2 */
	{ ISA_GFX900, "v_mad_legacy_u16 v0, v5, 3, v6", 0x0002 },
	/* -1 * 3 + 5 = 2, signed the same bits */
	{ ISA_GFX90A, "v_mad_legacy_i16 v0, v5, 3, v6", 0x0002 },
	/* clamp saturates the unsigned sum: 0xffff * 3 + 5 > 0xffff */
	{ ISA_GFX942, "v_mad_legacy_u16 v0, v5, 3, v6 clamp", 0xffff },
	{ ISA_GFX900, "v_mad_legacy_f16 v0, v3, v3, v4", 0x2800 },
	{ ISA_GFX942, "v_fma_legacy_f16 v0, v3, v3, v4", 0x2808 },
};

START_TEST(test_kforms_mad_rounds_twice_fma_once)
{
	const struct kexec *e = &kexecs[_i];
	struct wave *w = fx_wave(e->t, 64);

	fx_fill(w, 0, 0xdeadbeef);
	fx_fill(w, 1, 0x3f800800);
	fx_fill(w, 2, 0xbf800000);
	fx_fill(w, 3, 0xffff3c10);    /* the high half is not read */
	fx_fill(w, 4, 0x0000bc00);
	fx_fill(w, 5, 0x1234ffff);
	fx_fill(w, 6, 5);
	w->exec = ~(lanemask_t)1;     /* lane 0 keeps its old value */
	fx_line(w, e->line, NULL, NULL);
	ck_assert_msg(w->vgpr[0][1] == e->want && w->vgpr[0][63] == e->want,
	    "%s: 0x%08x, want 0x%08x", e->line, w->vgpr[0][1], e->want);
	ck_assert_uint_eq(w->vgpr[0][0], 0xdeadbeef);
	free(w);
}
END_TEST

/* flat_scratch_lo/hi are scalar registers of their own on gfx8/gfx9
 * (not s102/s103, which do not exist there): llc's scratch setup
 * s_add_u32 flat_scratch_lo, s10, s15 / s_addc_u32 flat_scratch_hi, s11,
 * 0 gives 0xffffffff + 2 = 1 with a carry into hi: 7 + 0 + 1 = 8. */
START_TEST(test_kforms_flat_scratch_is_a_scalar_pair)
{
	struct wave *w = fx_wave(ISA_GFX900, 64);

	w->sgpr[10] = 0xffffffffu;
	w->sgpr[11] = 7;
	w->sgpr[15] = 2;
	fx_line(w, "s_add_u32 flat_scratch_lo, s10, s15", NULL, NULL);
	fx_line(w, "s_addc_u32 flat_scratch_hi, s11, 0", NULL, NULL);
	fx_line(w, "s_mov_b64 s[0:1], flat_scratch", NULL, NULL);
	ck_assert_uint_eq(w->sgpr[0], 1);
	ck_assert_uint_eq(w->sgpr[1], 8);
	fx_line(w, "v_mov_b32 v3, flat_scratch_hi", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[3][17], 8);
	free(w);
}
END_TEST

/* With one wave the workgroup's barrier (-1) completes at once: nothing
 * changes. A named barrier (another number, m0) needs other waves:
 * refused as not modelled, never a silent no-op. */
START_TEST(test_kforms_barrier_minus_one_completes_named_refused)
{
	static const char *const named[] = {
		"s_barrier_signal m0", "s_barrier_signal 0", "s_barrier_wait 0",
		"s_barrier_wait 0x64",
	};
	struct wave *w = fx_wave(ISA_GFX1200, 32);
	struct wave *before = fx_wave(ISA_GFX1200, 32);
	struct semantics sem;
	struct diag d;

	semantics_defaults(&sem);
	w->sgpr[3] = 9;
	w->scc = true;
	memcpy(before, w, sizeof *w);
	fx_line(w, "s_barrier_signal -1", NULL, NULL);
	fx_line(w, "s_barrier_wait -1", NULL, NULL);
	ck_assert(memcmp(before, w, sizeof *w) == 0);
	for (unsigned k = 0; k < sizeof named / sizeof named[0]; k++) {
		struct insn in = fx_asm(w, named[k]);
		memset(&d, 0, sizeof d);
		ck_assert_int_eq(exec_step(w, &in, &sem, NULL, &d),
		    EXEC_ERROR);
		ck_assert_msg(strstr(d.message, "is not modelled by "
		    "lanescope") != NULL, "%s: %s", named[k], d.message);
	}
	free(before);
	free(w);
}
END_TEST

/* v_div_fixup_legacy_f16 (gfx9: gfx8's v_div_fixup_f16), by the cases
 * of the guides' pseudo-code in order; s0 the estimate, s1 the
 * denominator, s2 the numerator. The high half of d is 0. */
START_TEST(test_kforms_div_fixup_legacy_f16_cases)
{
	static const struct { uint32_t s0, s1, s2, want; } v[] = {
		{ 0x4000, 0x3c00, 0x4000, 0x4000 }, /* 2/1: |s0| */
		{ 0xc000, 0xbc00, 0x4000, 0xc000 }, /* 2/-1: sign of s1^s2 */
		{ 0x4000, 0x0000, 0xbc00, 0xfc00 }, /* -1/0: -inf */
		{ 0x4000, 0x0000, 0x8000, 0xfe00 }, /* 0/0: the NaN */
		{ 0x4000, 0xfc00, 0x7c00, 0xfe00 }, /* inf/inf */
		{ 0x4000, 0x7c00, 0x3c00, 0x0000 }, /* 1/inf: +0 */
		{ 0x4000, 0x3c00, 0x7c01, 0x7e01 }, /* a NaN numerator, quieted */
		{ 0x4000, 0xfc01, 0x3c00, 0xfe01 }, /* a NaN denominator */
		{ 0x4000, 0x4000, 0x7c00, 0x7c00 }, /* inf/2: +inf */
		{ 0x4000, 0xc000, 0x0000, 0x8000 }, /* 0/-2: -0 */
	};
	struct wave *w = fx_wave(ISA_GFX900, 64);

	for (unsigned k = 0; k < sizeof v / sizeof v[0]; k++) {
		fx_fill(w, 0, 0xdeadbeef);
		fx_fill(w, 1, 0xffff0000u | v[k].s0);
		fx_fill(w, 2, v[k].s1);
		fx_fill(w, 3, v[k].s2);
		fx_line(w, "v_div_fixup_legacy_f16 v0, v1, v2, v3", NULL,
		    NULL);
		ck_assert_msg(w->vgpr[0][5] == v[k].want, "case %u: 0x%08x, "
		    "want 0x%08x", k, w->vgpr[0][5], v[k].want);
	}
	free(w);
}
END_TEST

Suite *
exec_kforms_suite(void)
{
	Suite *s = suite_create("exec_kforms");
	TCase *tc = tcase_create("core");

	tcase_add_loop_test(tc, test_kforms_encode_and_decode_match_llvm_mc, 0,
	    (int)(sizeof kencs / sizeof kencs[0]));
	tcase_add_test(tc, test_kforms_refuse_what_llvm_mc_refuses);
	tcase_add_test(tc, test_kforms_inline_k_becomes_the_literal);
	tcase_add_test(tc, test_kforms_flat_scratch_is_a_scalar_pair);
	tcase_add_test(tc, test_kforms_div_fixup_legacy_f16_cases);
	tcase_add_test(tc, test_kforms_barrier_minus_one_completes_named_refused);
	tcase_add_loop_test(tc, test_kforms_mad_rounds_twice_fma_once, 0,
	    (int)(sizeof kexecs / sizeof kexecs[0]));
	suite_add_tcase(s, tc);
	return s;
}
