/* SPDX-License-Identifier: MIT */
/* Unit tests of isa_table_g12f.h's rows (gfx12 float forms): encoded
 * byte for byte as llvm-mc 19 prints them, decoded back to the same
 * text, and run against values worked out by hand and against a model
 * written here from IEEE 754-2019's definition of minimum and maximum
 * (a total order on sign and magnitude, NaN first), not from the code. */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include <check.h>

#include "encode.h"
#include "exec.h"
#include "exec_fixtures.h"
#include "semantics.h"
#include "suites.h"

/* ---- encodings (llvm-mc 19 -show-encoding, -mcpu=gfx1200) ---- */

struct genc {
	const char *text;  /* as llvm-mc prints it */
	uint8_t bytes[12];
	unsigned n;
};

static const struct genc gencs[] = {
	{ "v_maximum_f32 v0, v1, v2",
	  { 0x00, 0x00, 0x66, 0xd7, 0x01, 0x05, 0x02, 0x00 }, 8 },
	{ "v_minimum_f32 v0, v1, v2",
	  { 0x00, 0x00, 0x65, 0xd7, 0x01, 0x05, 0x02, 0x00 }, 8 },
	{ "v_maximum_f16 v0, v1, v2",
	  { 0x00, 0x00, 0x68, 0xd7, 0x01, 0x05, 0x02, 0x00 }, 8 },
	{ "v_minimum_f16 v0, v1, v2",
	  { 0x00, 0x00, 0x67, 0xd7, 0x01, 0x05, 0x02, 0x00 }, 8 },
	{ "v_maximum3_f32 v0, v1, v2, v3",
	  { 0x00, 0x00, 0x2e, 0xd6, 0x01, 0x05, 0x0e, 0x04 }, 8 },
	{ "v_minimum3_f32 v0, v1, v2, v3",
	  { 0x00, 0x00, 0x2d, 0xd6, 0x01, 0x05, 0x0e, 0x04 }, 8 },
	{ "v_maximum3_f16 v0, v1, v2, v3 op_sel:[1,0,1,1]",
	  { 0x00, 0x68, 0x30, 0xd6, 0x01, 0x05, 0x0e, 0x04 }, 8 },
	{ "v_minimum3_f16 v0, v1, v2, v3 op_sel:[0,0,0,1]",
	  { 0x00, 0x40, 0x2f, 0xd6, 0x01, 0x05, 0x0e, 0x04 }, 8 },
	{ "v_maximumminimum_f32 v0, v1, v2, v3",
	  { 0x00, 0x00, 0x6d, 0xd6, 0x01, 0x05, 0x0e, 0x04 }, 8 },
	{ "v_minimummaximum_f32 v0, -v1, |v2|, s3 clamp",
	  { 0x00, 0x82, 0x6c, 0xd6, 0x01, 0x05, 0x0e, 0x20 }, 8 },
	{ "v_maximumminimum_f16 v0, v1, v2, v3 op_sel:[0,1,0,1]",
	  { 0x00, 0x50, 0x6f, 0xd6, 0x01, 0x05, 0x0e, 0x04 }, 8 },
	{ "v_minimummaximum_f16 v0, v1, v2, v3",
	  { 0x00, 0x00, 0x6e, 0xd6, 0x01, 0x05, 0x0e, 0x04 }, 8 },
	{ "v_maxmin_num_f16 v0, v1, v2, v3",
	  { 0x00, 0x00, 0x6b, 0xd6, 0x01, 0x05, 0x0e, 0x04 }, 8 },
	{ "v_minmax_num_f16 v0, v1, v2, v3 clamp",
	  { 0x00, 0x80, 0x6a, 0xd6, 0x01, 0x05, 0x0e, 0x04 }, 8 },
	{ "v_maximum_f64 v[0:1], v[2:3], v[4:5]",
	  { 0x00, 0x00, 0x42, 0xd7, 0x02, 0x09, 0x02, 0x00 }, 8 },
	{ "v_minimum_f64 v[0:1], -v[2:3], 1.0",
	  { 0x00, 0x00, 0x41, 0xd7, 0x02, 0xe5, 0x01, 0x20 }, 8 },
	{ "v_maximum_f32_e64_dpp v0, v1, v2 quad_perm:[0,1,2,3]"
	  " row_mask:0xf bank_mask:0xf",
	  { 0x00, 0x00, 0x66, 0xd7, 0xfa, 0x04, 0x02, 0x00,
	    0x01, 0xe4, 0x00, 0xff }, 12 },
	{ "v_maximum_f32 v0, -v1, |v2| clamp",
	  { 0x00, 0x82, 0x66, 0xd7, 0x01, 0x05, 0x02, 0x20 }, 8 },
	{ "v_maximum_f32 v0, v1, v2 mul:2",
	  { 0x00, 0x00, 0x66, 0xd7, 0x01, 0x05, 0x02, 0x08 }, 8 },
	{ "v_maximum_f32 v0, 0x12345, v1",
	  { 0x00, 0x00, 0x66, 0xd7, 0xff, 0x02, 0x02, 0x00,
	    0x45, 0x23, 0x01, 0x00 }, 12 },
	{ "v_maximum3_f32 v0, v1, s2, 0.5",
	  { 0x00, 0x00, 0x2e, 0xd6, 0x01, 0x05, 0xc0, 0x03 }, 8 },
	{ "v_maximum_f32_e64_dpp v0, v1, v2 dpp8:[7,6,5,4,3,2,1,0]",
	  { 0x00, 0x00, 0x66, 0xd7, 0xe9, 0x04, 0x02, 0x00,
	    0x01, 0x77, 0x39, 0x05 }, 12 },
	{ "v_maxmin_num_f16_e64_dpp v0, v1, v2, v3"
	  " quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf",
	  { 0x00, 0x00, 0x6b, 0xd6, 0xfa, 0x04, 0x0e, 0x04,
	    0x01, 0xe4, 0x00, 0xff }, 12 },
	{ "v_minimum3_f16_e64_dpp v0, v1, v2, v3"
	  " quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf",
	  { 0x00, 0x00, 0x2f, 0xd6, 0xfa, 0x04, 0x0e, 0x04,
	    0x01, 0xe4, 0x00, 0xff }, 12 },
	{ "v_maximum_f16 v0, -v1, |v2| mul:2",
	  { 0x00, 0x02, 0x68, 0xd7, 0x01, 0x05, 0x02, 0x28 }, 8 },
	{ "v_maximum_f16_e64_dpp v0, v1, v2 quad_perm:[0,1,2,3]"
	  " row_mask:0xf bank_mask:0xf",
	  { 0x00, 0x00, 0x68, 0xd7, 0xfa, 0x04, 0x02, 0x00,
	    0x01, 0xe4, 0x00, 0xff }, 12 },
	{ "v_max_num_f64_e32 v[0:1], v[2:3], v[4:5]",
	  { 0x02, 0x09, 0x00, 0x1c }, 4 },
	{ "v_min_num_f64_e32 v[0:1], s[2:3], v[4:5]",
	  { 0x02, 0x08, 0x00, 0x1a }, 4 },
	{ "v_max_num_f64_e64 v[0:1], v[2:3], v[4:5] clamp",
	  { 0x00, 0x80, 0x0e, 0xd5, 0x02, 0x09, 0x02, 0x00 }, 8 },
	{ "v_min_num_f64_e32 v[0:1], v[2:3], v[4:5]",
	  { 0x02, 0x09, 0x00, 0x1a }, 4 },
	{ "s_min_num_f32 s0, s1, s2",
	  { 0x01, 0x02, 0x00, 0xa1 }, 4 },
	{ "s_max_num_f32 s0, s1, s2",
	  { 0x01, 0x02, 0x80, 0xa1 }, 4 },
	{ "s_min_num_f16 s0, s1, s2",
	  { 0x01, 0x02, 0x80, 0xa5 }, 4 },
	{ "s_max_num_f16 s0, s1, s2",
	  { 0x01, 0x02, 0x00, 0xa6 }, 4 },
	{ "v_maximum_f64 v[0:1], v[2:3], v[4:5] clamp div:2",
	  { 0x00, 0x80, 0x42, 0xd7, 0x02, 0x09, 0x02, 0x18 }, 8 },
	/* v_s_*, the SOP2 K forms and the _num_ spellings */
	{ "v_s_exp_f32 s0, s1",
	  { 0x00, 0x00, 0x80, 0xd6, 0x01, 0x00, 0x00, 0x00 }, 8 },
	{ "v_s_exp_f32 s0, -|s1| mul:2",
	  { 0x00, 0x01, 0x80, 0xd6, 0x01, 0x00, 0x00, 0x28 }, 8 },
	{ "v_s_exp_f32 s0, s1 clamp",
	  { 0x00, 0x80, 0x80, 0xd6, 0x01, 0x00, 0x00, 0x00 }, 8 },
	{ "v_s_log_f32 s0, s1",
	  { 0x00, 0x00, 0x82, 0xd6, 0x01, 0x00, 0x00, 0x00 }, 8 },
	{ "v_s_rcp_f32 s0, s1",
	  { 0x00, 0x00, 0x84, 0xd6, 0x01, 0x00, 0x00, 0x00 }, 8 },
	{ "v_s_rsq_f32 s0, s1",
	  { 0x00, 0x00, 0x86, 0xd6, 0x01, 0x00, 0x00, 0x00 }, 8 },
	{ "v_s_sqrt_f32 s0, s1",
	  { 0x00, 0x00, 0x88, 0xd6, 0x01, 0x00, 0x00, 0x00 }, 8 },
	{ "v_s_exp_f16 s0, 1.0",
	  { 0x00, 0x00, 0x81, 0xd6, 0xf2, 0x00, 0x00, 0x00 }, 8 },
	{ "v_s_sqrt_f16 s0, s1",
	  { 0x00, 0x00, 0x89, 0xd6, 0x01, 0x00, 0x00, 0x00 }, 8 },
	{ "v_s_rcp_f16 s0, s1",
	  { 0x00, 0x00, 0x85, 0xd6, 0x01, 0x00, 0x00, 0x00 }, 8 },
	{ "v_s_log_f16 s0, s1",
	  { 0x00, 0x00, 0x83, 0xd6, 0x01, 0x00, 0x00, 0x00 }, 8 },
	{ "v_s_rsq_f16 s0, s1",
	  { 0x00, 0x00, 0x87, 0xd6, 0x01, 0x00, 0x00, 0x00 }, 8 },
	{ "v_s_exp_f16 s0, -|s1| clamp div:2",
	  { 0x00, 0x81, 0x81, 0xd6, 0x01, 0x00, 0x00, 0x38 }, 8 },
	{ "s_fmaak_f32 s0, s1, s1, 0xbf800000",
	  { 0x01, 0x01, 0x80, 0xa2, 0x00, 0x00, 0x80, 0xbf }, 8 },
	{ "s_fmamk_f32 s0, s1, 0x3f800800, s2",
	  { 0x01, 0x02, 0x00, 0xa3, 0x00, 0x08, 0x80, 0x3f }, 8 },
	{ "s_fmaak_f32 s0, s1, s2, 0x3f800000",
	  { 0x01, 0x02, 0x80, 0xa2, 0x00, 0x00, 0x80, 0x3f }, 8 },
	{ "s_min_num_f32 s0, s1, s2",
	  { 0x01, 0x02, 0x00, 0xa1 }, 4 },
	{ "s_max_num_f16 s0, s1, s2",
	  { 0x01, 0x02, 0x00, 0xa6 }, 4 },
	{ "v_max_num_f64_e32 v[0:1], v[2:3], v[4:5]",
	  { 0x02, 0x09, 0x00, 0x1c }, 4 },
	{ "v_min_num_f64_e64 v[0:1], s[2:3], v[4:5] clamp",
	  { 0x00, 0x80, 0x0d, 0xd5, 0x02, 0x08, 0x02, 0x00 }, 8 },
};

START_TEST(test_g12f_encode_and_decode_match_llvm_mc)
{
	const struct genc *e = &gencs[_i];
	struct insn in, back;
	struct diag d;
	uint8_t out[ENCODE_MAX_BYTES];
	char text[256];
	size_t n;

	memset(&d, 0, sizeof d);
	ck_assert_msg(asm_parse_line(e->text, strlen(e->text), ISA_GFX1200,
	    32, &in, &d) == ASM_OK, "%s: %s", e->text, d.message);
	n = encode_insn(&in, out, &d);
	ck_assert_msg(n == e->n && memcmp(out, e->bytes, n) == 0,
	    "%s: %zu bytes, want %u", e->text, n, e->n);
	ck_assert_uint_eq(decode_insn(e->bytes, e->n, ISA_GFX1200, 32, &back,
	    &d), e->n);
	asm_format(&back, text, sizeof text);
	ck_assert_str_eq(text, e->text);
}
END_TEST

/* gfx12's old spellings of the number-preferring min/max are llvm-mc 19
 * aliases: they parse to the _num_ row (and print as it), also with a
 * form suffix; before gfx12 s_min_f32 is no instruction at all. */
START_TEST(test_g12f_old_names_are_aliases_of_num_rows)
{
	static const char *const pairs[][2] = {
		{ "s_min_f32 s0, s1, s2", "s_min_num_f32 s0, s1, s2" },
		{ "s_max_f16 s0, s1, s2", "s_max_num_f16 s0, s1, s2" },
		{ "v_max_f64 v[0:1], v[2:3], v[4:5]",
		  "v_max_num_f64_e32 v[0:1], v[2:3], v[4:5]" },
		{ "v_min_f64_e64 v[0:1], v[2:3], v[4:5] clamp",
		  "v_min_num_f64_e64 v[0:1], v[2:3], v[4:5] clamp" },
		{ "v_cvt_f32_bf8_op_sel v0, v1", "v_cvt_f32_bf8_e32 v0, v1" },
		{ "v_cvt_pk_f32_fp8_op_sel_e64 v[0:1], v1 op_sel:[1,0]",
		  "v_cvt_pk_f32_fp8_e64 v[0:1], v1 op_sel:[1,0]" },
		/* gfx11's names of the number-preferring f16 two-step
		 * rows (llvm-mc 19: the same encoding, opcodes 619/618) */
		{ "v_maxmin_f16 v1, v2, v3, v4",
		  "v_maxmin_num_f16 v1, v2, v3, v4" },
		{ "v_minmax_f16_e64 v1, v2, v3, v4 clamp",
		  "v_minmax_num_f16 v1, v2, v3, v4 clamp" },
	};
	struct insn in;
	struct diag d;
	char text[128];

	for (unsigned k = 0; k < sizeof pairs / sizeof pairs[0]; k++) {
		memset(&d, 0, sizeof d);
		ck_assert_msg(asm_parse_line(pairs[k][0], strlen(pairs[k][0]),
		    ISA_GFX1200, 32, &in, &d) == ASM_OK, "%s: %s",
		    pairs[k][0], d.message);
		asm_format(&in, text, sizeof text);
		ck_assert_str_eq(text, pairs[k][1]);
	}
	ck_assert(asm_parse_line("s_min_f32 s0, s1, s2", 20, ISA_GFX1100, 32,
	    &in, &d) == ASM_ERROR);
	/* v_max_f64 stays the VOP3 row of its own before gfx12 */
	ck_assert(asm_parse_line("v_max_f64 v[0:1], v[2:3], v[4:5]", 32,
	    ISA_GFX1100, 32, &in, &d) == ASM_OK);
	ck_assert_uint_eq(in.id, V_MAX_F64);
	/* and v_maxmin_f16 stays gfx11's row on gfx1100 */
	ck_assert(asm_parse_line("v_maxmin_f16 v1, v2, v3, v4", 27,
	    ISA_GFX1100, 32, &in, &d) == ASM_OK);
	ck_assert_uint_eq(in.id, V_MAXMIN_F16);
}
END_TEST

/* What llvm-mc 19 refuses: op_sel on the rows without it, DPP on the
 * f64 rows, the rows before gfx12. */
START_TEST(test_g12f_refuse_what_llvm_mc_refuses)
{
	static const struct { enum isa_target t; const char *s; } bad[] = {
		{ ISA_GFX1200, "v_maximum_f16 v0, v1, v2 op_sel:[1,1,1]" },
		{ ISA_GFX1200, "v_maxmin_num_f16 v0, v1, v2, v3 "
		  "op_sel:[0,1,0,1]" },
		{ ISA_GFX1200, "v_maximum3_f32 v0, v1, v2, v3 "
		  "op_sel:[0,0,0,1]" },
		{ ISA_GFX1200, "v_minimum_f64_e64_dpp v[0:1], v[2:3], v[4:5] "
		  "quad_perm:[0,1,2,3]" },
		{ ISA_GFX1100, "v_maximum_f32 v0, v1, v2" },
		{ ISA_GFX942, "v_minimum3_f32 v0, v1, v2, v3" },
	};
	struct insn in;
	struct diag d;

	for (unsigned k = 0; k < sizeof bad / sizeof bad[0]; k++)
		ck_assert_msg(asm_parse_line(bad[k].s, strlen(bad[k].s),
		    bad[k].t, 32, &in, &d) == ASM_ERROR, "%s accepted",
		    bad[k].s);
}
END_TEST

/* ---- execution ---- */

/* IEEE 754-2019 minimum/maximum, modelled from the standard's words: a
 * NaN operand makes the result a quiet NaN (we keep the first NaN's
 * payload, as the RDNA4 guide's pseudo-code returns the NaN operand),
 * otherwise the total order of the values with -0 below +0. The order
 * is taken on sign-magnitude keys, not on host floats. */
static uint64_t
key(uint64_t bits, unsigned w)
{
	uint64_t sign = 1ull << (w - 1);
	uint64_t all = w == 64 ? ~0ull : (1ull << w) - 1;

	return (bits & sign) ? ~bits & all : bits | sign;
}

static bool
is_nan(uint64_t bits, unsigned w)
{
	unsigned e = w == 16 ? 5 : w == 32 ? 8 : 11;
	uint64_t mag = bits & ((1ull << (w - 1)) - 1);

	return mag > (((1ull << e) - 1) << (w - 1 - e));
}

static uint64_t
model(uint64_t a, uint64_t b, bool max, unsigned w)
{
	uint64_t quiet = 1ull << (w == 16 ? 9 : w == 32 ? 22 : 51);

	if (is_nan(a, w))
		return a | quiet;
	if (is_nan(b, w))
		return b | quiet;
	return (key(a, w) < key(b, w)) != max ? a : b;
}

/* Hand-worked f32 cases: each row's result for (s0, s1, s2). */
struct gcase {
	const char *line;
	uint32_t s0, s1, s2, want;
};

static const struct gcase gcases[] = {
	/* a signaling NaN wins, quieted (v_max_num_f32 would give 1.0) */
	{ "v_maximum_f32 v0, v1, v2", 0x3f800000, 0x7fa00000, 0, 0x7fe00000 },
	{ "v_minimum_f32 v0, v1, v2", 0x7f800001, 0x3f800000, 0, 0x7fc00001 },
	/* two NaNs: the first */
	{ "v_minimum_f32 v0, v1, v2", 0xffc00002, 0x7fc00001, 0, 0xffc00002 },
	/* -0 < +0, in both orders */
	{ "v_minimum_f32 v0, v1, v2", 0x00000000, 0x80000000, 0, 0x80000000 },
	{ "v_maximum_f32 v0, v1, v2", 0x80000000, 0x00000000, 0, 0x00000000 },
	{ "v_minimum_f32 v0, v1, v2", 0x40000000, 0xff800000, 0, 0xff800000 },
	/* denormals are values: 2^-149 > -2^-149 */
	{ "v_maximum_f32 v0, v1, v2", 0x80000001, 0x00000001, 0, 0x00000001 },
	/* modifiers: max(-(1.0), |-2.0|) = 2.0; max(-(-0), +0): +0 */
	{ "v_maximum_f32 v0, -v1, |v2|", 0x3f800000, 0xc0000000, 0,
	  0x40000000 },
	/* clamp: max(3, 0.5) = 3 clamps to 1.0; omod: max(1.5, -4) * 2 */
	{ "v_maximum_f32 v0, v1, v2 clamp", 0x40400000, 0x3f000000, 0,
	  0x3f800000 },
	{ "v_maximum_f32 v0, v1, v2 mul:2", 0x3fc00000, 0xc0800000, 0,
	  0x40400000 },
	/* three operands: a NaN in the middle wins */
	{ "v_maximum3_f32 v0, v1, v2, v3", 0x3f800000, 0x7fc00000, 0x40400000,
	  0x7fc00000 },
	{ "v_minimum3_f32 v0, v1, v2, v3", 0x00000000, 0x3f800000, 0x80000000,
	  0x80000000 },
	/* two steps: min(max(5, 2), 1) = 1; max(min(5, 2), 1) = 2 */
	{ "v_maximumminimum_f32 v0, v1, v2, v3", 0x40a00000, 0x40000000,
	  0x3f800000, 0x3f800000 },
	{ "v_minimummaximum_f32 v0, v1, v2, v3", 0x40a00000, 0x40000000,
	  0x3f800000, 0x40000000 },
	/* a NaN in s2 wins after the first step */
	{ "v_minimummaximum_f32 v0, v1, v2, v3", 0x40a00000, 0x40000000,
	  0xff800001, 0xffc00001 },
	/* f16 (low halves; the high halves of the sources are not read):
	 * max(1.0, sNaN 0x7d00) is 0x7f00; -0 < +0 */
	{ "v_maximum_f16 v0, v1, v2", 0xabcd3c00, 0x12347d00, 0, 0x7f00 },
	{ "v_minimum_f16 v0, v1, v2", 0x0000, 0x8000, 0, 0x8000 },
	{ "v_maximum_f16 v0, -v1, |v2|", 0x3c00, 0xc000, 0, 0x4000 },
	{ "v_minimum3_f16 v0, v1, v2, v3", 0x4000, 0x3c00, 0xfc00, 0xfc00 },
	{ "v_maximum3_f16 v0, v1, v2, v3", 0x4000, 0xfe01, 0x7c00, 0xfe01 },
	{ "v_maximumminimum_f16 v0, v1, v2, v3", 0x4500, 0x4000, 0x3c00,
	  0x3c00 },
	{ "v_minimummaximum_f16 v0, v1, v2, v3", 0x4500, 0x4000, 0x3c00,
	  0x4000 },
	/* the _num_ f16 two-step forms let a number beat a NaN:
	 * min(max(NaN, 2), 1) = 1; max(min(5, NaN), 1) = 5 */
	{ "v_maxmin_num_f16 v0, v1, v2, v3", 0x7e00, 0x4000, 0x3c00, 0x3c00 },
	{ "v_minmax_num_f16 v0, v1, v2, v3", 0x4500, 0x7e00, 0x3c00, 0x4500 },
	/* op_sel: the high halves of s0 and s2, the result into d[31:16]
	 * (d[15:0] kept: the destination started as 0xdeadbeef) */
	{ "v_maximum3_f16 v0, v1, v2, v3 op_sel:[1,0,1,1]", 0x4000abcd,
	  0x3c00, 0x45000000, 0x4500beef },
};

START_TEST(test_g12f_hand_cases_lane_by_lane_with_exec)
{
	const struct gcase *e = &gcases[_i];
	struct wave *w = fx_wave(ISA_GFX1200, 32);
	uint32_t want = e->want;

	fx_fill(w, 0, 0xdeadbeef);
	fx_fill(w, 1, e->s0);
	fx_fill(w, 2, e->s1);
	fx_fill(w, 3, e->s2);
	w->exec = ~(lanemask_t)1 & 0xffffffffu; /* lane 0 keeps its value */
	fx_line(w, e->line, NULL, NULL);
	/* an f16 result without op_sel: compare the low half only (the
	 * high half is valu.d16_other_half's choice) */
	if (strstr(e->line, "_f16") != NULL && strstr(e->line, "op_sel") ==
	    NULL) {
		ck_assert_msg((w->vgpr[0][1] & 0xffff) == want &&
		    (w->vgpr[0][31] & 0xffff) == want, "%s: 0x%08x, want "
		    "0x%04x", e->line, w->vgpr[0][1], want);
	} else {
		ck_assert_msg(w->vgpr[0][1] == want && w->vgpr[0][31] == want,
		    "%s: 0x%08x, want 0x%08x", e->line, w->vgpr[0][1], want);
	}
	ck_assert_uint_eq(w->vgpr[0][0], 0xdeadbeef);
	free(w);
}
END_TEST

/* A value drawn to hit the edges often: zeros, infinities, NaNs of both
 * kinds, denormals, or any pattern. */
static uint64_t
edgy(uint64_t *s, unsigned wbits)
{
	uint64_t r = fx_prng(s), sign = (r >> 8 & 1) << (wbits - 1);
	unsigned e = wbits == 16 ? 5 : wbits == 32 ? 8 : 11;
	unsigned m = wbits - 1 - e;
	uint64_t inf = ((1ull << e) - 1) << m;

	switch (r & 7) {
	case 0: return sign;
	case 1: return sign | inf;
	case 2: return sign | inf | (1ull << (m - 1)) | (r >> 20 & 3);
	case 3: return sign | inf | 1 | (r >> 20 & ((1ull << (m - 2)) - 1));
	case 4: return sign | (r >> 20 & ((1ull << m) - 1));
	case 5: return sign | (1ull << m); /* the smallest normal */
	default:
		return fx_prng(s) & (wbits == 64 ? ~0ull :
		    (1ull << wbits) - 1);
	}
}

/* Every row against the model, 2,000 random triples each, all 32 lanes
 * at once: f32, f16 (low halves) and f64. */
START_TEST(test_g12f_rows_match_the_ieee_model)
{
	static const struct { const char *line; int first, second;
		unsigned w; } rows[] = {
		/* first/second: 1 maximum, 0 minimum, -1 no second step */
		{ "v_minimum_f32 v0, v1, v2", 0, -1, 32 },
		{ "v_maximum_f32 v0, v1, v2", 1, -1, 32 },
		{ "v_minimum3_f32 v0, v1, v2, v3", 0, 0, 32 },
		{ "v_maximum3_f32 v0, v1, v2, v3", 1, 1, 32 },
		{ "v_minimummaximum_f32 v0, v1, v2, v3", 0, 1, 32 },
		{ "v_maximumminimum_f32 v0, v1, v2, v3", 1, 0, 32 },
		{ "v_minimum_f16 v0, v1, v2", 0, -1, 16 },
		{ "v_maximum_f16 v0, v1, v2", 1, -1, 16 },
		{ "v_minimum3_f16 v0, v1, v2, v3", 0, 0, 16 },
		{ "v_maximum3_f16 v0, v1, v2, v3", 1, 1, 16 },
		{ "v_minimummaximum_f16 v0, v1, v2, v3", 0, 1, 16 },
		{ "v_maximumminimum_f16 v0, v1, v2, v3", 1, 0, 16 },
		{ "v_minimum_f64 v[0:1], v[2:3], v[4:5]", 0, -1, 64 },
		{ "v_maximum_f64 v[0:1], v[2:3], v[4:5]", 1, -1, 64 },
	};
	uint64_t seed = 0x6a09e667f3bcc909ull;

	for (unsigned k = 0; k < sizeof rows / sizeof rows[0]; k++) {
		struct wave *w = fx_wave(ISA_GFX1200, 32);
		unsigned wb = rows[k].w;
		struct insn in = fx_asm(w, rows[k].line);

		for (unsigned it = 0; it < 2000 / 32; it++) {
			uint64_t a[32], b[32], c[32];
			for (unsigned n = 0; n < 32; n++) {
				a[n] = edgy(&seed, wb);
				b[n] = (n & 3) == 0 ? a[n] ^ (1ull << (wb -
				    1)) : edgy(&seed, wb);
				c[n] = edgy(&seed, wb);
				if (wb == 64) {
					w->vgpr[2][n] = (uint32_t)a[n];
					w->vgpr[3][n] = (uint32_t)(a[n] >> 32);
					w->vgpr[4][n] = (uint32_t)b[n];
					w->vgpr[5][n] = (uint32_t)(b[n] >> 32);
				} else {
					w->vgpr[1][n] = (uint32_t)a[n];
					w->vgpr[2][n] = (uint32_t)b[n];
					w->vgpr[3][n] = (uint32_t)c[n];
				}
			}
			fx_run(w, &in, NULL, NULL);
			for (unsigned n = 0; n < 32; n++) {
				uint64_t r = model(a[n], b[n], rows[k].first,
				    wb), got;
				if (rows[k].second >= 0)
					r = model(r, c[n], rows[k].second, wb);
				got = wb == 64 ? (uint64_t)w->vgpr[1][n] << 32 |
				    w->vgpr[0][n] : wb == 16 ?
				    w->vgpr[0][n] & 0xffff : w->vgpr[0][n];
				ck_assert_msg(got == r, "%s lane %u: 0x%llx "
				    "0x%llx 0x%llx gave 0x%llx, want 0x%llx",
				    rows[k].line, n, (unsigned long long)a[n],
				    (unsigned long long)b[n],
				    (unsigned long long)c[n],
				    (unsigned long long)got,
				    (unsigned long long)r);
			}
		}
		free(w);
	}
}
END_TEST

/* f64 with EXEC and modifiers: lanes off keep both dwords; -(+0) is -0,
 * which minimum puts below +0; the f64 inline 1.0 reads as 1.0. */
START_TEST(test_g12f_f64_exec_and_modifiers)
{
	struct wave *w = fx_wave(ISA_GFX1200, 32);

	fx_fill(w, 0, 0xdeadbeef);
	fx_fill(w, 1, 0xfeedface);
	fx_fill(w, 2, 0);
	fx_fill(w, 3, 0);
	w->exec = 0xfffffffeu;
	fx_line(w, "v_minimum_f64 v[0:1], -v[2:3], 1.0", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[0][5], 0);
	ck_assert_uint_eq(w->vgpr[1][5], 0x80000000u);
	ck_assert_uint_eq(w->vgpr[0][0], 0xdeadbeef);
	ck_assert_uint_eq(w->vgpr[1][0], 0xfeedface);
	/* 2.0 against 1.0: maximum 2.0 (0x4000000000000000) */
	fx_fill(w, 3, 0x40000000u);
	fx_line(w, "v_maximum_f64 v[0:1], v[2:3], 1.0", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[1][7], 0x40000000u);
	ck_assert_uint_eq(w->vgpr[0][7], 0);
	free(w);
}
END_TEST

/* v_s_*: one result from the scalar s0, the VALU's rules: 2^3 = 8,
 * log2(8) = 3, 1/4, 1/sqrt(4) = 0.5, sqrt(16) = 4, the special values
 * (2^-inf = +0, log2(-1) = NaN, log2(+0) = -inf, 1/-0 = -inf,
 * sqrt(-0) = -0), modifiers on s0 and the result, and f16 with
 * d[31:16] = 0 (d starts as 0xffffffff). */
START_TEST(test_g12f_scalar_trans_hand_values)
{
	static const struct { const char *line; uint32_t s1, want; } v[] = {
		{ "v_s_exp_f32 s0, s1", 0x40400000, 0x41000000 },
		{ "v_s_exp_f32 s0, s1", 0xff800000, 0x00000000 },
		{ "v_s_log_f32 s0, s1", 0x41000000, 0x40400000 },
		{ "v_s_log_f32 s0, s1", 0x00000000, 0xff800000 },
		{ "v_s_rcp_f32 s0, s1", 0x40800000, 0x3e800000 },
		{ "v_s_rcp_f32 s0, s1", 0x80000000, 0xff800000 },
		{ "v_s_rsq_f32 s0, s1", 0x40800000, 0x3f000000 },
		{ "v_s_sqrt_f32 s0, s1", 0x41800000, 0x40800000 },
		{ "v_s_sqrt_f32 s0, s1", 0x80000000, 0x80000000 },
		/* 2^-|-3| * 2 = 0.25; 2^3 = 8 clamps to 1.0 */
		{ "v_s_exp_f32 s0, -|s1| mul:2", 0xc0400000, 0x3e800000 },
		{ "v_s_exp_f32 s0, s1 clamp", 0x40400000, 0x3f800000 },
		/* f16: 2^1.0 = 2.0; the high half of s1 is not read */
		{ "v_s_exp_f16 s0, 1.0", 0, 0x00004000 },
		{ "v_s_sqrt_f16 s0, s1", 0xdead4400, 0x00004000 },
		{ "v_s_rcp_f16 s0, s1", 0x00004000, 0x00003800 },
		{ "v_s_log_f16 s0, s1", 0x00004800, 0x00004200 },
		{ "v_s_rsq_f16 s0, s1", 0x00004400, 0x00003800 },
		/* 2^-|2| / 2 = 0.125 = 0x3000 */
		{ "v_s_exp_f16 s0, -|s1| clamp div:2", 0x4000, 0x00003000 },
	};
	struct wave *w = fx_wave(ISA_GFX1200, 32);

	for (unsigned k = 0; k < sizeof v / sizeof v[0]; k++) {
		w->sgpr[0] = 0xffffffffu;
		w->sgpr[1] = v[k].s1;
		fx_fill(w, 0, 0x1234);
		fx_line(w, v[k].line, NULL, NULL);
		ck_assert_msg(w->sgpr[0] == v[k].want, "%s (s1 0x%08x): "
		    "0x%08x, want 0x%08x", v[k].line, v[k].s1, w->sgpr[0],
		    v[k].want);
		/* no lane of any VGPR moves */
		ck_assert_uint_eq(w->vgpr[0][7], 0x1234);
	}
	/* log2(-1) is a NaN */
	w->sgpr[1] = 0xbf800000u;
	fx_line(w, "v_s_log_f32 s0, s1", NULL, NULL);
	ck_assert_uint_eq(w->sgpr[0] & 0x7fc00000u, 0x7fc00000u);
	free(w);
}
END_TEST

/* valu.scalar_trans_exec: by default the SGPR is written with EXEC 0;
 * skip_if_zero keeps it. Any active lane writes under both, in wave64
 * too (only the high half active). */
START_TEST(test_g12f_scalar_trans_exec_switch)
{
	struct semantics skip = fx_sem(DISPUTE_SCALAR_TRANS_EXEC, 1);
	struct wave *w = fx_wave(ISA_GFX1200, 32);
	struct wave *w64 = fx_wave(ISA_GFX1200, 64);

	ck_assert_str_eq(semantics_name(DISPUTE_SCALAR_TRANS_EXEC),
	    "valu.scalar_trans_exec");
	w->exec = 0;
	w->sgpr[1] = 0x40400000u;
	w->sgpr[0] = 7;
	fx_line(w, "v_s_exp_f32 s0, s1", NULL, NULL);
	ck_assert_uint_eq(w->sgpr[0], 0x41000000u);
	w->sgpr[0] = 7;
	fx_line(w, "v_s_exp_f32 s0, s1", &skip, NULL);
	ck_assert_uint_eq(w->sgpr[0], 7);
	w64->exec = (lanemask_t)1 << 40;
	w64->sgpr[1] = 0x40400000u;
	fx_line(w64, "v_s_exp_f32 s0, s1", &skip, NULL);
	ck_assert_uint_eq(w64->sgpr[0], 0x41000000u);
	free(w64);
	free(w);
}
END_TEST

/* s_fmaak/s_fmamk_f32 round once: with a = 1 + 2^-12 (0x3f800800),
 * a * a - 1 = 2^-11 + 2^-24 = 0x3a000400 exactly representable, where
 * rounding the product first would give 2^-11 (0x3a000000). SCC is
 * kept; K written as 1.0 is the literal 0x3f800000: 2 * 3 + 1 = 7. */
START_TEST(test_g12f_salu_k_forms_round_once)
{
	struct wave *w = fx_wave(ISA_GFX1200, 32);

	w->sgpr[1] = 0x3f800800u;
	w->sgpr[2] = 0xbf800000u;
	w->scc = true;
	fx_line(w, "s_fmaak_f32 s0, s1, s1, 0xbf800000", NULL, NULL);
	ck_assert_uint_eq(w->sgpr[0], 0x3a000400u);
	ck_assert(w->scc);
	w->scc = false;
	fx_line(w, "s_fmamk_f32 s3, s1, 0x3f800800, s2", NULL, NULL);
	ck_assert_uint_eq(w->sgpr[3], 0x3a000400u);
	ck_assert(!w->scc);
	w->sgpr[1] = 0x40000000u;
	w->sgpr[2] = 0x40400000u;
	fx_line(w, "s_fmaak_f32 s4, s1, s2, 1.0", NULL, NULL);
	ck_assert_uint_eq(w->sgpr[4], 0x40e00000u);
	/* K a NaN: the product's NaN rules of fma, a quiet NaN */
	fx_line(w, "s_fmamk_f32 s5, s1, 0x7fc00000, s2", NULL, NULL);
	ck_assert_uint_eq(w->sgpr[5] & 0x7fc00000u, 0x7fc00000u);
	free(w);
}
END_TEST

/* s_min_f32/s_max_f16 are s_min_num_f32/s_max_num_f16: a NaN loses. */
START_TEST(test_g12f_salu_alias_runs_the_num_rule)
{
	struct wave *w = fx_wave(ISA_GFX1200, 32);

	w->sgpr[1] = 0x7fc00000u;
	w->sgpr[2] = 0x3f800000u;
	fx_line(w, "s_min_f32 s0, s1, s2", NULL, NULL);
	ck_assert_uint_eq(w->sgpr[0], 0x3f800000u);
	w->sgpr[1] = 0x7e00u;
	w->sgpr[2] = 0xc000u;
	fx_line(w, "s_max_f16 s0, s1, s2", NULL, NULL);
	ck_assert_uint_eq(w->sgpr[0], 0xc000u);
	free(w);
}
END_TEST

/* ---- 8-bit floats ---- */

/* The value of byte b as the format defines it, computed in double from
 * sign, exponent and mantissa (not by moving bits): fnuz (gfx942) has
 * bias 8 or 16 and 0x80 as its only NaN; OCP (gfx12) E4M3 has bias 7 and
 * S.1111.111 as NaN, E5M2 bias 15 with IEEE's inf and NaN. A NaN is the
 * f32 0x7fc00000 (semantics fp8.nan_to_f32). */
static uint32_t
fp8_model(unsigned b, bool e5, bool fnuz)
{
	unsigned mb = e5 ? 2 : 3, eb = e5 ? 5 : 4;
	int bias = fnuz ? (e5 ? 16 : 8) : (e5 ? 15 : 7);
	unsigned s = b >> 7, e = (b >> mb) & ((1u << eb) - 1);
	unsigned m = b & ((1u << mb) - 1);
	double v;
	float f;
	uint32_t u;

	if (fnuz && b == 0x80)
		return 0x7fc00000u;
	if (!fnuz && e5 && e == 31)
		return m ? 0x7fc00000u : (s ? 0xff800000u : 0x7f800000u);
	if (!fnuz && !e5 && e == 15 && m == 7)
		return 0x7fc00000u;
	v = e == 0 ? (double)m / (1 << mb) * pow(2, 1 - bias) :
	    (1 + (double)m / (1 << mb)) * pow(2, (int)e - bias);
	f = (float)(s ? -v : v);
	memcpy(&u, &f, 4);
	return u;
}

/* Every byte of every format through v_cvt_f32_fp8/bf8 on its target,
 * 32 bytes a step (lane n reads byte 32k + n), against the model. */
START_TEST(test_g12f_fp8_every_byte_matches_the_format)
{
	static const struct { enum isa_target t; const char *line; bool e5,
		fnuz; } rows[] = {
		{ ISA_GFX942, "v_cvt_f32_fp8 v0, v1", false, true },
		{ ISA_GFX942, "v_cvt_f32_bf8 v0, v1", true, true },
		{ ISA_GFX1200, "v_cvt_f32_fp8 v0, v1", false, false },
		{ ISA_GFX1200, "v_cvt_f32_bf8 v0, v1", true, false },
	};

	for (unsigned k = 0; k < sizeof rows / sizeof rows[0]; k++) {
		struct wave *w = fx_wave(rows[k].t, 64);
		struct insn in = fx_asm(w, rows[k].line);
		for (unsigned base = 0; base < 256; base += 64) {
			for (unsigned n = 0; n < 64; n++)
				/* the bits above the byte are not read */
				w->vgpr[1][n] = 0xabcd1200u | (base + n);
			fx_run(w, &in, NULL, NULL);
			for (unsigned n = 0; n < 64; n++) {
				uint32_t want = fp8_model(base + n,
				    rows[k].e5, rows[k].fnuz);
				ck_assert_msg(w->vgpr[0][n] == want, "%s on %s, "
				    "byte 0x%02x: 0x%08x, want 0x%08x",
				    rows[k].line, isa_target_name(rows[k].t),
				    base + n, w->vgpr[0][n], want);
			}
		}
		free(w);
	}
}
END_TEST

/* Hand values, each worked from the format: the largest finites (240,
 * 57344, 448), the smallest denormals, -0 where it exists, 1.0. */
START_TEST(test_g12f_fp8_hand_values)
{
	static const struct { enum isa_target t; const char *line;
		uint32_t s0, want; } v[] = {
		/* gfx942 E4M3 FNUZ: 0 1000 000 = 1.0; 0x7f = 1.875 * 2^7 */
		{ ISA_GFX942, "v_cvt_f32_fp8 v0, v1", 0x40, 0x3f800000 },
		{ ISA_GFX942, "v_cvt_f32_fp8 v0, v1", 0x7f, 0x43700000 },
		{ ISA_GFX942, "v_cvt_f32_fp8 v0, v1", 0x01, 0x3a800000 },
		{ ISA_GFX942, "v_cvt_f32_fp8 v0, v1", 0x80, 0x7fc00000 },
		{ ISA_GFX942, "v_cvt_f32_fp8 v0, v1", 0xc0, 0xbf800000 },
		/* E5M2 FNUZ: 0 10000 00 = 1.0; 0x7f = 1.75 * 2^15 */
		{ ISA_GFX942, "v_cvt_f32_bf8 v0, v1", 0x40, 0x3f800000 },
		{ ISA_GFX942, "v_cvt_f32_bf8 v0, v1", 0x7f, 0x47600000 },
		{ ISA_GFX942, "v_cvt_f32_bf8 v0, v1", 0x01, 0x37000000 },
		/* omod on the f32: 1.0 * 2 */
		{ ISA_GFX942, "v_cvt_f32_fp8_e64 v0, v1 mul:2", 0x40,
		  0x40000000 },
		/* gfx12 OCP E4M3: 0 0111 000 = 1.0; 0x7e = 1.75 * 2^8 */
		{ ISA_GFX1200, "v_cvt_f32_fp8 v0, v1", 0x38, 0x3f800000 },
		{ ISA_GFX1200, "v_cvt_f32_fp8 v0, v1", 0x7e, 0x43e00000 },
		{ ISA_GFX1200, "v_cvt_f32_fp8 v0, v1", 0x7f, 0x7fc00000 },
		{ ISA_GFX1200, "v_cvt_f32_fp8 v0, v1", 0x80, 0x80000000 },
		{ ISA_GFX1200, "v_cvt_f32_fp8 v0, v1", 0x01, 0x3b000000 },
		/* OCP E5M2: 0x3c = 1.0, 0x7c inf, 0xfc -inf, 0x7d NaN */
		{ ISA_GFX1200, "v_cvt_f32_bf8 v0, v1", 0x3c, 0x3f800000 },
		{ ISA_GFX1200, "v_cvt_f32_bf8 v0, v1", 0x7c, 0x7f800000 },
		{ ISA_GFX1200, "v_cvt_f32_bf8 v0, v1", 0xfc, 0xff800000 },
		{ ISA_GFX1200, "v_cvt_f32_bf8 v0, v1", 0x7d, 0x7fc00000 },
		{ ISA_GFX1200, "v_cvt_f32_bf8 v0, v1", 0x7b, 0x47600000 },
		{ ISA_GFX1200, "v_cvt_f32_bf8 v0, v1", 0x01, 0x37800000 },
	};

	for (unsigned k = 0; k < sizeof v / sizeof v[0]; k++) {
		struct wave *w = fx_wave(v[k].t, 64);
		fx_fill(w, 0, 0xdeadbeef);
		fx_fill(w, 1, v[k].s0);
		w->exec = ~(lanemask_t)1;
		fx_line(w, v[k].line, NULL, NULL);
		ck_assert_msg(w->vgpr[0][9] == v[k].want, "%s on %s (0x%02x): "
		    "0x%08x, want 0x%08x", v[k].line, isa_target_name(v[k].t),
		    v[k].s0, w->vgpr[0][9], v[k].want);
		ck_assert_uint_eq(w->vgpr[0][0], 0xdeadbeef);
		free(w);
	}
}
END_TEST

/* The pair forms: bytes 0 and 1 into d and d+1, bytes 2 and 3 with
 * gfx12's op_sel:[1,0]; clamp on each f32; lanes EXEC leaves off keep
 * both dwords. gfx12 E4M3: 0x40 = 2.0, 0x38 = 1.0, 0x30 = 0.5,
 * 0xb8 = -1.0; gfx942 E5M2 FNUZ: 0x44 = 2.0, 0x3c = 0.5. */
START_TEST(test_g12f_fp8_pairs_op_sel_clamp_exec)
{
	struct wave *w = fx_wave(ISA_GFX1200, 32);
	struct wave *g9 = fx_wave(ISA_GFX942, 64);

	fx_fill(w, 0, 0x11111111);
	fx_fill(w, 1, 0x22222222);
	fx_fill(w, 2, 0xb8303840u);
	w->exec = 0xfffffffeu;
	fx_line(w, "v_cvt_pk_f32_fp8 v[0:1], v2", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[0][3], 0x40000000u);
	ck_assert_uint_eq(w->vgpr[1][3], 0x3f800000u);
	ck_assert_uint_eq(w->vgpr[0][0], 0x11111111u);
	ck_assert_uint_eq(w->vgpr[1][0], 0x22222222u);
	fx_line(w, "v_cvt_pk_f32_fp8_e64 v[0:1], v2 op_sel:[1,0]", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[0][3], 0x3f000000u);
	ck_assert_uint_eq(w->vgpr[1][3], 0xbf800000u);
	/* clamp: 2.0 -> 1.0, 1.0 stays */
	fx_line(w, "v_cvt_pk_f32_fp8_e64 v[0:1], v2 clamp", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[0][3], 0x3f800000u);
	ck_assert_uint_eq(w->vgpr[1][3], 0x3f800000u);
	fx_fill(g9, 2, 0x00003c44u);
	fx_line(g9, "v_cvt_pk_f32_bf8 v[4:5], v2", NULL, NULL);
	ck_assert_uint_eq(g9->vgpr[4][63], 0x40000000u);
	ck_assert_uint_eq(g9->vgpr[5][63], 0x3f000000u);
	free(g9);
	free(w);
}
END_TEST

/* ---- gfx90a/gfx942 dots accumulating into d ---- */

/* Worked by hand: bytes [1, -2, 3, 127] . [4, 5, -6, 2] = 4 - 10 - 18 +
 * 254 = 230, plus d = 10; halves [-32768, 2] . [-32768, 3] = 2^30 + 6,
 * plus d = -5; nibbles eight -8 times 7 = -448, plus 0; clamp keeps
 * 0x7fffffff + 1 at INT32_MAX where the plain form wraps. */
START_TEST(test_g12f_dotc_accumulate_into_d)
{
	static const struct { enum isa_target t; const char *line;
		uint32_t d, s0, s1, want; } v[] = {
		{ ISA_GFX942, "v_dot4c_i32_i8 v0, v1, v2", 10, 0x7f03fe01u,
		  0x02fa0504u, 240 },
		{ ISA_GFX90A, "v_dot2c_i32_i16 v0, v1, v2", 0xfffffffbu,
		  0x00028000u, 0x00038000u, 0x40000001u },
		{ ISA_GFX942, "v_dot8c_i32_i4 v0, v1, v2", 0, 0x88888888u,
		  0x77777777u, 0xfffffe40u },
		{ ISA_GFX942, "v_dot2c_i32_i16_e64 v0, v1, v2", 0x7fffffffu, 1,
		  1, 0x80000000u },
		{ ISA_GFX942, "v_dot2c_i32_i16_e64 v0, v1, v2 clamp",
		  0x7fffffffu, 1, 1, 0x7fffffffu },
		{ ISA_GFX90A, "v_dot4c_i32_i8_e64 v0, v1, v2 clamp", 0x80000000u,
		  0x000000ffu, 0x00000001u, 0x80000000u },
		/* gfx1030's VOP2-only row: bytes {4,3,2,1} . {3,-2,2,-1} =
		 * 12 - 6 + 4 - 1 = 9, plus d = 10 */
		{ ISA_GFX1030, "v_dot4c_i32_i8 v0, v1, v2", 10, 0x01020304u,
		  0xff02fe03u, 19 },
	};

	for (unsigned k = 0; k < sizeof v / sizeof v[0]; k++) {
		struct wave *w = fx_wave(v[k].t, 64);
		fx_fill(w, 0, v[k].d);
		fx_fill(w, 1, v[k].s0);
		fx_fill(w, 2, v[k].s1);
		w->vgpr[0][0] = 0xdeadbeef;
		w->exec = ~(lanemask_t)1;
		fx_line(w, v[k].line, NULL, NULL);
		ck_assert_msg(w->vgpr[0][33] == v[k].want, "%s: 0x%08x, want "
		    "0x%08x", v[k].line, w->vgpr[0][33], v[k].want);
		ck_assert_uint_eq(w->vgpr[0][0], 0xdeadbeef);
		free(w);
	}
}
END_TEST

/* v_cvt_pkaccum_u8_f32: byte s1[1:0] of d gets s0 as u8, rounded to
 * nearest even and saturated, the other bytes kept: 200.5 ties to 200
 * (0xc8) into byte 2; 300 saturates to 0xff, s1 = 5 is byte 1; -3 is
 * 0; -(-7.0) is 7. clamp stops as not modelled. */
START_TEST(test_g12f_pkaccum_packs_into_d)
{
	static const struct { enum isa_target t; const char *line;
		uint32_t s0, s1, want; } v[] = {
		{ ISA_GFX803, "v_cvt_pkaccum_u8_f32 v0, v1, v2", 0x43488000u, 2,
		  0x11c83344u },
		{ ISA_GFX900, "v_cvt_pkaccum_u8_f32 v0, v1, v2", 0x43960000u, 5,
		  0x1122ff44u },
		{ ISA_GFX90A, "v_cvt_pkaccum_u8_f32 v0, v1, v2", 0xc0400000u, 0,
		  0x11223300u },
		{ ISA_GFX942, "v_cvt_pkaccum_u8_f32 v0, -v1, v2", 0xc0e00000u, 3,
		  0x07223344u },
	};
	struct diag d;

	for (unsigned k = 0; k < sizeof v / sizeof v[0]; k++) {
		struct wave *w = fx_wave(v[k].t, 64);
		fx_fill(w, 0, 0x11223344u);
		fx_fill(w, 1, v[k].s0);
		fx_fill(w, 2, v[k].s1);
		w->vgpr[0][0] = 0xdeadbeef;
		w->exec = ~(lanemask_t)1;
		fx_line(w, v[k].line, NULL, NULL);
		ck_assert_msg(w->vgpr[0][50] == v[k].want, "%s: 0x%08x, want "
		    "0x%08x", v[k].line, w->vgpr[0][50], v[k].want);
		ck_assert_uint_eq(w->vgpr[0][0], 0xdeadbeef);
		free(w);
	}
	{
		static const char line[] = "v_cvt_pkaccum_u8_f32 v0, v1, v2 "
		    "clamp";
		struct insn in;
		memset(&d, 0, sizeof d);
		ck_assert(asm_parse_line(line, sizeof line - 1, ISA_GFX942,
		    64, &in, &d) == ASM_ERROR);
		ck_assert(strstr(d.message, "not modelled") != NULL);
	}
}
END_TEST

/* ---- f32 to 8-bit floats (branch s7-16fp8) ---- */

/* The code a finite or special f32 x gets in the format, found the long
 * way: the magnitudes of every finite code from fp8_model above (the
 * format definitions), the two codes around |x| (past the largest, a
 * virtual code one step further stands for overflow), then the rule:
 * nearest with ties to the even code, or (sr) up when the distance
 * above the lower code plus the random fraction of rnd reaches one
 * step. The random fraction is rnd's low k bits over 2^k, k the number
 * of f32 mantissa bits the step drops (32 bits when more), or its high
 * k bits (high). Overflow: fp8.overflow (sat); NaN, inf and zero as
 * semantics fp8.from_f32 says. */
static uint32_t
to_fp8_model(uint32_t x, bool e5, bool fnuz, bool sat, bool sr,
    uint32_t rnd, bool high)
{
	double val[129], ax;
	unsigned mc = 0, c, sign = x >> 31 ? 0x80u : 0u, pick;
	uint32_t nan = fnuz ? 0x80u : sign | (e5 ? 0x7eu : 0x7fu);
	uint32_t ovf = fnuz ? 0x80u : e5 ? sign | 0x7cu : nan;
	float f;

	for (c = 0; c < 128; c++) {
		uint32_t b = fp8_model(c, e5, fnuz);
		float g;
		memcpy(&g, &b, 4);
		if (isnan(g) || isinf(g))
			break;
		val[c] = g;
		mc = c;
	}
	val[mc + 1] = 2 * val[mc] - val[mc - 1];
	memcpy(&f, &x, 4);
	if (isnan(f))
		return nan;
	if (isinf(f))
		return ovf;
	ax = fabs((double)f);
	if (ax > val[mc + 1])
		return sat ? sign | mc : ovf;
	for (c = 0; c + 1 <= mc + 1 && val[c + 1] <= ax; c++)
		;
	pick = c;
	if (val[c] != ax && c <= mc) {
		double step = val[c + 1] - val[c], below = ax - val[c];
		if (!sr) {
			if (below > step - below || (below == step - below &&
			    (c & 1)))
				pick = c + 1;
		} else {
			int e, k;
			double ulp, r;
			frexp(ax, &e);
			ulp = ldexp(1, (e - 1 > -126 ? e - 1 : -126) - 23);
			k = (int)lround(log2(step / ulp));
			if (k >= 32)
				r = ldexp((double)rnd, -32);
			else if (high)
				r = ldexp((double)(rnd >> (32 - k)), -k);
			else
				r = ldexp((double)(rnd & ((1u << k) - 1)), -k);
			if (below / step + r >= 1)
				pick = c + 1;
		}
	}
	if (pick > mc)
		return sat ? sign | mc : ovf;
	if (pick == 0)
		return fnuz ? 0 : sign;
	return sign | pick;
}

/* Inputs for the conversions: every finite code's value, the midpoints
 * of neighbours and one f32 ulp either side, values past the largest,
 * f32 denormals, zeros, inf, NaN and pseudo-random f32s over the range,
 * both signs. */
static unsigned
fp8_inputs(uint32_t *out, unsigned max, bool e5, bool fnuz)
{
	unsigned n = 0;
	uint64_t s = 0x5eed0f08ull;
	float prev = 0;

	for (unsigned c = 0; c < 128 && n + 8 < max; c++) {
		uint32_t b = fp8_model(c, e5, fnuz);
		float v, mid;
		memcpy(&v, &b, 4);
		if (isnan(v) || isinf(v))
			break;
		mid = (prev + v) / 2;
		out[n++] = b;
		if (c > 0) {
			uint32_t m;
			memcpy(&m, &mid, 4);
			out[n++] = m;
			out[n++] = m + 1;
			out[n++] = m - 1;
		}
		if (c == 127 || (!fnuz && c == (e5 ? 0x7bu : 0x7eu))) {
			/* past the largest: the tie, either side, far */
			float t = v + (v - prev) / 2;
			uint32_t u;
			memcpy(&u, &t, 4);
			out[n++] = u;
			out[n++] = u + 1;
			out[n++] = u - 1;
			out[n++] = 0x7f000000u; /* 2^127 */
		}
		prev = v;
	}
	out[n++] = 0x7f800000u;
	out[n++] = 0x7fc00000u;
	out[n++] = 0x7fa00001u;
	out[n++] = 0x00000001u;
	out[n++] = 0x00400000u;
	out[n++] = 0x3f800001u;
	while (n < max / 2) {
		/* exponents 2^-30 .. 2^17, any mantissa */
		uint32_t r = (uint32_t)fx_prng(&s);
		out[n++] = (97u + (r >> 23) % 48u) << 23 | (r & 0x7fffffu);
	}
	for (unsigned k = 0; k < max / 2; k++)
		out[max / 2 + k] = out[k] ^ 0x80000000u;
	return max;
}

static const struct { enum isa_target t; const char *pk, *sr; bool e5,
	fnuz; } fp8_rows[] = {
	{ ISA_GFX942, "v_cvt_pk_fp8_f32 v0, v1, v2",
	  "v_cvt_sr_fp8_f32 v0, v1, v2", false, true },
	{ ISA_GFX942, "v_cvt_pk_bf8_f32 v0, v1, v2",
	  "v_cvt_sr_bf8_f32 v0, v1, v2", true, true },
	{ ISA_GFX1200, "v_cvt_pk_fp8_f32 v0, v1, v2",
	  "v_cvt_sr_fp8_f32 v0, v1, v2", false, false },
	{ ISA_GFX1200, "v_cvt_pk_bf8_f32 v0, v1, v2",
	  "v_cvt_sr_bf8_f32 v0, v1, v2", true, false },
};

/* _pk_ against the model on every input of every format, under both
 * choices of fp8.overflow: s0 into d[7:0], s1 (another input) into
 * d[15:8], d[31:16] kept. */
START_TEST(test_g12f_to_fp8_nearest_even_matches_model)
{
	static uint32_t in[1024];

	for (unsigned k = 0; k < sizeof fp8_rows / sizeof fp8_rows[0]; k++)
	for (unsigned sat = 0; sat < 2; sat++) {
		struct semantics sem = fx_sem(DISPUTE_FP8_OVERFLOW, sat);
		struct wave *w = fx_wave(fp8_rows[k].t, 64);
		struct insn ins = fx_asm(w, fp8_rows[k].pk);
		unsigned cnt = fp8_inputs(in, 1024, fp8_rows[k].e5,
		    fp8_rows[k].fnuz);

		for (unsigned base = 0; base < cnt; base += 64) {
			for (unsigned n = 0; n < 64; n++) {
				w->vgpr[0][n] = 0xa5c30000u | n;
				w->vgpr[1][n] = in[base + n];
				w->vgpr[2][n] = in[(base + n + 517) % cnt];
			}
			fx_run(w, &ins, &sem, NULL);
			for (unsigned n = 0; n < 64; n++) {
				uint32_t a = in[base + n];
				uint32_t b = in[(base + n + 517) % cnt];
				uint32_t want = 0xa5c30000u |
				    to_fp8_model(a, fp8_rows[k].e5,
				    fp8_rows[k].fnuz, sat, false, 0, false) |
				    to_fp8_model(b, fp8_rows[k].e5,
				    fp8_rows[k].fnuz, sat, false, 0, false)
				    << 8;
				ck_assert_msg(w->vgpr[0][n] == want, "%s on %s "
				    "(%s): s0 0x%08x s1 0x%08x gave 0x%08x, "
				    "want 0x%08x", fp8_rows[k].pk,
				    isa_target_name(fp8_rows[k].t), sat ?
				    "saturate" : "inf_or_nan", a, b,
				    w->vgpr[0][n], want);
			}
		}
		free(w);
	}
}
END_TEST

/* _sr_ against the model: random bits 0 (truncation), all ones, and
 * pseudo-random, low and high choices of fp8.sr_bits; d's other bytes
 * kept. */
START_TEST(test_g12f_to_fp8_stochastic_matches_model)
{
	static uint32_t in[1024];
	uint64_t s = 0xfeedull;

	for (unsigned k = 0; k < sizeof fp8_rows / sizeof fp8_rows[0]; k++)
	for (unsigned hi = 0; hi < 2; hi++) {
		struct semantics sem = fx_sem(DISPUTE_FP8_SR_BITS, hi);
		struct wave *w = fx_wave(fp8_rows[k].t, 64);
		struct insn ins = fx_asm(w, fp8_rows[k].sr);
		unsigned cnt = fp8_inputs(in, 1024, fp8_rows[k].e5,
		    fp8_rows[k].fnuz);

		for (unsigned base = 0; base < 3 * cnt; base += 64) {
			uint32_t rnd[64];
			for (unsigned n = 0; n < 64; n++) {
				unsigned pass = base / cnt;
				rnd[n] = pass == 0 ? 0 : pass == 1 ?
				    0xffffffffu : (uint32_t)fx_prng(&s);
				w->vgpr[0][n] = 0x3c5a9600u | n;
				w->vgpr[1][n] = in[(base + n) % cnt];
				w->vgpr[2][n] = rnd[n];
			}
			fx_run(w, &ins, &sem, NULL);
			for (unsigned n = 0; n < 64; n++) {
				uint32_t a = in[(base + n) % cnt];
				uint32_t want = 0x3c5a9600u |
				    to_fp8_model(a, fp8_rows[k].e5,
				    fp8_rows[k].fnuz, false, true, rnd[n], hi);
				ck_assert_msg(w->vgpr[0][n] == want, "%s on %s "
				    "(%s): s0 0x%08x rnd 0x%08x gave 0x%08x, "
				    "want 0x%08x", fp8_rows[k].sr,
				    isa_target_name(fp8_rows[k].t), hi ?
				    "high" : "low", a, rnd[n],
				    w->vgpr[0][n], want);
			}
		}
		free(w);
	}
}
END_TEST

/* Hand values worked from the formats, where the half or byte goes,
 * what is kept, EXEC, neg/abs, the overflow switch and its record. */
START_TEST(test_g12f_to_fp8_hand_values_and_placement)
{
	static const struct { enum isa_target t; const char *line;
		uint32_t s0, s1, d, want; unsigned sat; } v[] = {
		/* 1.0: FNUZ fp8 0 1000 000, bf8 0 10000 00; OCP fp8
		 * 0 0111 000, bf8 0 01111 00 */
		{ ISA_GFX942, "v_cvt_pk_fp8_f32 v0, v1, v2", 0x3f800000u,
		  0xbf800000u, 0x12345678u, 0x1234c040u, 0 },
		{ ISA_GFX942, "v_cvt_pk_bf8_f32 v0, v1, v2", 0x3f800000u, 0,
		  0x12345678u, 0x12340040u, 0 },
		{ ISA_GFX1200, "v_cvt_pk_fp8_f32 v0, v1, v2 op_sel:[0,0,1]",
		  0x3f800000u, 0x80000000u, 0x12345678u, 0x80385678u, 0 },
		{ ISA_GFX1200, "v_cvt_pk_bf8_f32 v0, -v1, |v2|", 0x3f800000u,
		  0xbf800000u, 0x12345678u, 0x12343cbcu, 0 },
		/* 248 is halfway from 240 (0x7f, odd) to the next step:
		 * FNUZ fp8 overflows to NaN 0x80, or 0x7f saturated */
		{ ISA_GFX942, "v_cvt_pk_fp8_f32 v0, v1, v2", 0x43780000u,
		  0x43700000u, 0, 0x7f80u, 0 },
		{ ISA_GFX942, "v_cvt_pk_fp8_f32 v0, v1, v2", 0x43780000u,
		  0xc3800000u, 0, 0xff7fu, 1 },
		/* OCP fp8: 464 is halfway from 448 (0x7e, even) to the
		 * NaN code: stays 448; 480 overflows to NaN 0x7f */
		{ ISA_GFX1200, "v_cvt_pk_fp8_f32 v0, v1, v2", 0x43e80000u,
		  0x43f00000u, 0, 0x7f7eu, 0 },
		{ ISA_GFX1200, "v_cvt_pk_fp8_f32 v0, v1, v2", 0x43e80000u,
		  0x43f00000u, 0, 0x7e7eu, 1 },
		/* OCP bf8: 65536 overflows to inf 0x7c (0x7b = 57344
		 * saturated); an infinity stays infinite either way */
		{ ISA_GFX1200, "v_cvt_pk_bf8_f32 v0, v1, v2", 0x47800000u,
		  0xff800000u, 0, 0xfc7cu, 0 },
		{ ISA_GFX1200, "v_cvt_pk_bf8_f32 v0, v1, v2", 0x47800000u,
		  0xff800000u, 0, 0xfc7bu, 1 },
		/* _sr_: 1.0625 in OCP fp8 lies 1/2 a step above 1.0
		 * (0x38); 20 dropped bits, rnd 0x80000 = 1/2 goes up */
		{ ISA_GFX1200, "v_cvt_sr_fp8_f32 v0, v1, v2 byte_sel:2",
		  0x3f880000u, 0x0007ffffu, 0xaabbccddu, 0xaa38ccddu, 0 },
		{ ISA_GFX1200, "v_cvt_sr_fp8_f32 v0, v1, v2 byte_sel:3",
		  0x3f880000u, 0x00080000u, 0xaabbccddu, 0x39bbccddu, 0 },
		/* gfx942 op_sel:[0,0,1,0] is byte 1; -|x| on s0 */
		{ ISA_GFX942, "v_cvt_sr_fp8_f32 v0, -|v1|, v2 "
		  "op_sel:[0,0,1,0]", 0x3f800000u, 0xffffffffu,
		  0xaabbccddu, 0xaabbc0ddu, 0 },
		{ ISA_GFX942, "v_cvt_sr_bf8_f32 v0, v1, v2 op_sel:[0,0,1,1]",
		  0x3f800000u, 0, 0xaabbccddu, 0x40bbccddu, 0 },
	};

	for (unsigned k = 0; k < sizeof v / sizeof v[0]; k++) {
		struct semantics sem = fx_sem(DISPUTE_FP8_OVERFLOW, v[k].sat);
		struct wave *w = fx_wave(v[k].t, 64);
		struct step rec;

		memset(&rec, 0, sizeof rec);
		fx_fill(w, 0, v[k].d);
		fx_fill(w, 1, v[k].s0);
		fx_fill(w, 2, v[k].s1);
		w->vgpr[0][0] = 0xdeadbeef;
		w->exec = ~(lanemask_t)1;
		fx_line(w, v[k].line, &sem, &rec);
		ck_assert_msg(w->vgpr[0][21] == v[k].want, "%s on %s: 0x%08x, "
		    "want 0x%08x", v[k].line, isa_target_name(v[k].t),
		    w->vgpr[0][21], v[k].want);
		ck_assert_uint_eq(w->vgpr[0][0], 0xdeadbeef);
		/* the overflowing rows say the switch decided them */
		if (k >= 4 && k <= 9)
			ck_assert(rec.disputes & 1u << DISPUTE_FP8_OVERFLOW);
		free(w);
	}
	ck_assert_str_eq(semantics_name(DISPUTE_FP8_OVERFLOW),
	    "fp8.overflow");
	ck_assert_str_eq(semantics_name(DISPUTE_FP8_SR_BITS), "fp8.sr_bits");
}
END_TEST

/* What llvm-mc 19 refuses on these rows: clamp, omod, neg/abs on the
 * random bits, byte_sel on gfx942, op_sel on gfx12's _sr_. */
START_TEST(test_g12f_to_fp8_refusals)
{
	static const struct { enum isa_target t; const char *s; } bad[] = {
		{ ISA_GFX942, "v_cvt_pk_fp8_f32 v1, v2, v3 clamp" },
		{ ISA_GFX1200, "v_cvt_sr_fp8_f32 v1, v2, v3 clamp" },
		{ ISA_GFX942, "v_cvt_pk_bf8_f32 v1, v2, v3 mul:2" },
		{ ISA_GFX942, "v_cvt_sr_fp8_f32 v1, v2, -v3" },
		{ ISA_GFX1200, "v_cvt_sr_bf8_f32 v1, v2, |v3|" },
		{ ISA_GFX942, "v_cvt_sr_fp8_f32 v1, v2, v3 byte_sel:2" },
		{ ISA_GFX1200, "v_cvt_sr_fp8_f32 v1, v2, v3 op_sel:[0,0,1,1]" },
		{ ISA_GFX1200, "v_cvt_sr_fp8_f32 v1, v2, v3 byte_sel:4" },
		{ ISA_GFX1200, "v_cvt_pk_fp8_f32 v1, v2, v3 byte_sel:1" },
		{ ISA_GFX1100, "v_cvt_pk_fp8_f32 v1, v2, v3" },
		{ ISA_GFX90A, "v_cvt_sr_fp8_f32 v1, v2, v3" },
	};
	struct insn in;
	struct diag d;

	for (unsigned k = 0; k < sizeof bad / sizeof bad[0]; k++)
		ck_assert_msg(asm_parse_line(bad[k].s, strlen(bad[k].s),
		    bad[k].t, 32, &in, &d) == ASM_ERROR, "%s accepted",
		    bad[k].s);
}
END_TEST

/* gfx12's fp8 dots: hand values, then pseudo-random bytes against a
 * model that decodes with fp8_model and adds in host f32 one product at
 * a time (the guide's order); NaN results compared as "a NaN". */
START_TEST(test_g12f_fp8_dots)
{
	static const char *const line[] = {
		"v_dot4_f32_fp8_fp8 v0, v1, v2, v3",
		"v_dot4_f32_bf8_fp8 v0, v1, v2, v3",
		"v_dot4_f32_fp8_bf8 v0, v1, v2, v3",
		"v_dot4_f32_bf8_bf8 v0, v1, v2, v3",
	};
	struct wave *w = fx_wave(ISA_GFX1200, 32);
	uint64_t s = 0xd074ull;

	/* fp8 {1, 2, 0.5, -1} . {2, 2, 2, 2} + 1 = 6 */
	fx_fill(w, 1, 0xb8304038u);
	fx_fill(w, 2, 0x40404040u);
	fx_fill(w, 3, 0x3f800000u);
	w->vgpr[0][0] = 0xdeadbeef;
	w->exec = ~1u;
	fx_line(w, line[0], NULL, NULL);
	ck_assert_uint_eq(w->vgpr[0][5], 0x40c00000u);
	ck_assert_uint_eq(w->vgpr[0][0], 0xdeadbeef);
	/* bf8 s0 {1, 2, 0.5, -1} (0x3c 0x40 0x38 0xbc) times fp8 2.0 */
	fx_fill(w, 1, 0xbc38403cu);
	fx_line(w, line[1], NULL, NULL);
	ck_assert_uint_eq(w->vgpr[0][5], 0x40c00000u);
	/* each add rounds: 2^24 + 1 is a tie that stays 2^24, four times
	 * (one rounding of the exact sum would give 2^24 + 4) */
	fx_fill(w, 1, 0x38383838u);
	fx_fill(w, 2, 0x38383838u);
	fx_fill(w, 3, 0x4b800000u);
	fx_line(w, line[0], NULL, NULL);
	ck_assert_uint_eq(w->vgpr[0][5], 0x4b800000u);
	/* bf8 inf times fp8 0 is a NaN */
	fx_fill(w, 1, 0x0000007cu);
	fx_fill(w, 2, 0x00000000u);
	fx_fill(w, 3, 0);
	fx_line(w, line[1], NULL, NULL);
	ck_assert_uint_eq(w->vgpr[0][5], 0x7fc00000u);

	w->exec = 0xffffffffu;
	for (unsigned k = 0; k < 4; k++)
	for (unsigned rep = 0; rep < 64; rep++) {
		struct insn in = fx_asm(w, line[k]);
		for (unsigned n = 0; n < 32; n++) {
			w->vgpr[1][n] = (uint32_t)fx_prng(&s);
			w->vgpr[2][n] = (uint32_t)fx_prng(&s);
			w->vgpr[3][n] = rep & 1 ? (uint32_t)fx_prng(&s) &
			    0xc7ffffffu : 0;
		}
		fx_run(w, &in, NULL, NULL);
		for (unsigned n = 0; n < 32; n++) {
			float acc, pa, pb;
			uint32_t u, ua, ub;
			memcpy(&acc, &w->vgpr[3][n], 4);
			for (unsigned i = 0; i < 4; i++) {
				ua = fp8_model(w->vgpr[1][n] >> (8 * i) & 0xff,
				    k & 1, false);
				ub = fp8_model(w->vgpr[2][n] >> (8 * i) & 0xff,
				    (k & 2) != 0, false);
				memcpy(&pa, &ua, 4);
				memcpy(&pb, &ub, 4);
				acc = acc + (float)((double)pa * (double)pb);
			}
			memcpy(&u, &acc, 4);
			if (isnan(acc))
				ck_assert_msg((w->vgpr[0][n] & 0x7fffffffu) >
				    0x7f800000u, "%s: want a NaN", line[k]);
			else
				ck_assert_msg(w->vgpr[0][n] == u, "%s: s0 "
				    "0x%08x s1 0x%08x s2 0x%08x gave 0x%08x, "
				    "want 0x%08x", line[k], w->vgpr[1][n],
				    w->vgpr[2][n], w->vgpr[3][n],
				    w->vgpr[0][n], u);
		}
	}
	free(w);
	{
		static const char *const bad[] = {
			"v_dot4_f32_fp8_fp8 v0, v1, v2, v3 clamp",
			"v_dot4_f32_fp8_fp8 v0, v1, v2, v3 op_sel:[1,0,0]",
			"v_dot4_f32_bf8_bf8 v0, v1, v2, v3 op_sel_hi:[0,1,1]",
			"v_dot4_f32_fp8_bf8 v0, v1, v2, v3 neg_lo:[1,0,0]",
		};
		struct insn in;
		struct diag d;
		for (unsigned k = 0; k < 4; k++)
			ck_assert_msg(asm_parse_line(bad[k], strlen(bad[k]),
			    ISA_GFX1200, 32, &in, &d) == ASM_ERROR,
			    "%s accepted", bad[k]);
		ck_assert(asm_parse_line(line[0], strlen(line[0]),
		    ISA_GFX1100, 32, &in, &d) == ASM_ERROR);
	}
}
END_TEST

Suite *
exec_g12f_suite(void)
{
	Suite *s = suite_create("exec_g12f");
	TCase *tc = tcase_create("core");

	tcase_add_loop_test(tc, test_g12f_encode_and_decode_match_llvm_mc, 0,
	    (int)(sizeof gencs / sizeof gencs[0]));
	tcase_add_test(tc, test_g12f_old_names_are_aliases_of_num_rows);
	tcase_add_test(tc, test_g12f_refuse_what_llvm_mc_refuses);
	tcase_add_loop_test(tc, test_g12f_hand_cases_lane_by_lane_with_exec,
	    0, (int)(sizeof gcases / sizeof gcases[0]));
	tcase_add_test(tc, test_g12f_rows_match_the_ieee_model);
	tcase_add_test(tc, test_g12f_f64_exec_and_modifiers);
	tcase_add_test(tc, test_g12f_scalar_trans_hand_values);
	tcase_add_test(tc, test_g12f_scalar_trans_exec_switch);
	tcase_add_test(tc, test_g12f_salu_k_forms_round_once);
	tcase_add_test(tc, test_g12f_salu_alias_runs_the_num_rule);
	tcase_add_test(tc, test_g12f_fp8_every_byte_matches_the_format);
	tcase_add_test(tc, test_g12f_fp8_hand_values);
	tcase_add_test(tc, test_g12f_fp8_pairs_op_sel_clamp_exec);
	tcase_add_test(tc, test_g12f_dotc_accumulate_into_d);
	tcase_add_test(tc, test_g12f_pkaccum_packs_into_d);
	tcase_add_test(tc, test_g12f_to_fp8_nearest_even_matches_model);
	tcase_add_test(tc, test_g12f_to_fp8_stochastic_matches_model);
	tcase_add_test(tc, test_g12f_to_fp8_hand_values_and_placement);
	tcase_add_test(tc, test_g12f_to_fp8_refusals);
	tcase_add_test(tc, test_g12f_fp8_dots);
	suite_add_tcase(s, tc);
	return s;
}
