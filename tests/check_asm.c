/* SPDX-License-Identifier: MIT */
/* Unit tests of the instruction table, the assembler and the encoder. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include <check.h>

#include "asm.h"
#include "diag.h"
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

START_TEST(test_diag_format_puts_caret_under_column)
{
	struct diag d;
	char buf[512];
	const char *src = "v_mov_b32 v0, v1 row_shrr:1";

	diag_set(&d, DIAG_ERROR, DIAG_SYNTAX, 18, 9, "unknown modifier");
	diag_format(&d, "x.s", 3, src, strlen(src), buf, sizeof buf);
	ck_assert_str_eq(buf, "x.s:3:18: error: unknown modifier\n"
			      "v_mov_b32 v0, v1 row_shrr:1\n"
			      "                 ^\n");
}
END_TEST


/* Parses line for target and returns the canonical text (or the error). */
static const char *
canon(const char *line, enum isa_target t)
{
	static char buf[512];
	struct insn in;
	struct diag d;
	enum asm_status st = asm_parse_line(line, strlen(line), t,
	    isa_default_wave(t), &in, &d);

	if (st == ASM_ERROR)
		snprintf(buf, sizeof buf, "error %u: %s", d.col, d.message);
	else if (st != ASM_OK)
		snprintf(buf, sizeof buf, "status %d", (int)st);
	else
		asm_format(&in, buf, sizeof buf);
	return buf;
}

static const struct {
	const char *in;
	int target;
	const char *out;
} canon_cases[] = {
	{ "v_add_f32 v1, v0, v0 row_shr:1 bound_ctrl:0", ISA_GFX803,
	  "v_add_f32_dpp v1, v0, v0 row_shr:1 row_mask:0xf bank_mask:0xf "
	  "bound_ctrl:1" },
	{ "v_mov_b32_dpp v0, v1 quad_perm:[0,1,2,3]", ISA_GFX803,
	  "v_mov_b32_dpp v0, v1 quad_perm:[0,1,2,3] row_mask:0xf "
	  "bank_mask:0xf" },
	{ "v_mov_b32_dpp v0, v1 row_newbcast:15", ISA_GFX90A,
	  "v_mov_b32_dpp v0, v1 row_newbcast:15 row_mask:0xf bank_mask:0xf" },
	{ "v_mov_b32_dpp v0, v1 row_shl:1 row_mask:0x3 bank_mask:0x1 "
	  "bound_ctrl:0 fi:1", ISA_GFX1010,
	  "v_mov_b32_dpp v0, v1 row_shl:1 row_mask:0x3 bank_mask:0x1 "
	  "bound_ctrl:1 fi:1" },
	{ "v_mov_b32 v0, v1 dpp8:[7,6,5,4,3,2,1,0]", ISA_GFX1030,
	  "v_mov_b32_dpp v0, v1 dpp8:[7,6,5,4,3,2,1,0]" },
	{ "v_mov_b32_sdwa v0, v1 dst_sel:BYTE_0", ISA_GFX803,
	  "v_mov_b32_sdwa v0, v1 dst_sel:BYTE_0 dst_unused:UNUSED_PRESERVE "
	  "src0_sel:DWORD" },
	{ "v_add_f32 v0, -|v1|, |v2| src0_sel:WORD_1 src1_sel:BYTE_0",
	  ISA_GFX900, "v_add_f32_sdwa v0, -|v1|, |v2| dst_sel:DWORD "
	  "dst_unused:UNUSED_PRESERVE src0_sel:WORD_1 src1_sel:BYTE_0" },
	{ "v_add_f32 v1, v2, s3", ISA_GFX803, "v_add_f32_e64 v1, v2, s3" },
	{ "v_mov_b32 v1, 0x3f800000", ISA_GFX803, "v_mov_b32_e32 v1, 1.0" },
	{ "v_mov_b32 v1, -100", ISA_GFX803, "v_mov_b32_e32 v1, 0xffffff9c" },
	{ "v_readlane_b32 s0, v1, 64", ISA_GFX803,
	  "v_readlane_b32 s0, v1, 64" },
	{ "v_permlane16_b32 v0, v1, s2, s3 op_sel:[1,0]", ISA_GFX1010,
	  "v_permlane16_b32 v0, v1, s2, s3 op_sel:[1,0]" },
	{ "ds_swizzle_b32 v5, v2 offset:0x80F6", ISA_GFX803,
	  "ds_swizzle_b32 v5, v2 offset:swizzle(QUAD_PERM,2,1,3,3)" },
	{ "ds_swizzle_b32 v5, v2 offset:swizzle(REVERSE,2)", ISA_GFX803,
	  "ds_swizzle_b32 v5, v2 offset:swizzle(SWAP,1)" },
	{ "ds_swizzle_b32 v5, v2 offset:0x00E0", ISA_GFX803,
	  "ds_swizzle_b32 v5, v2 offset:swizzle(BROADCAST,32,7)" },
	{ "ds_swizzle_b32 v5, v2 offset:0xFFFF", ISA_GFX803,
	  "ds_swizzle_b32 v5, v2 offset:65535" },
	{ "ds_bpermute_b32 v0, v0, v1 offset:0x10", ISA_GFX803,
	  "ds_bpermute_b32 v0, v0, v1 offset:16" },
	{ "s_waitcnt vmcnt(0) & lgkmcnt(0)", ISA_GFX900,
	  "s_waitcnt vmcnt(0) lgkmcnt(0)" },
	{ "v_mov_b32_dpp v0, v1 wave_shr:1", ISA_GFX1010,
	  "error 22: not a valid operand. (wave_shr is not supported on "
	  "gfx1010: GFX10+ has no wave shifts or rotates; use row_shl/"
	  "row_shr:1 with v_permlanex16_b32 across rows, or "
	  "ds_bpermute_b32)" },
	{ "v_mov_b32_dpp v0, v1 row_shl:16", ISA_GFX803,
	  "error 30: invalid row_shl value (1..15)" },
	{ "ds_swizzle_b32 v5, v2 offset:swizzle(SWAP,3)", ISA_GFX803,
	  "error 43: group size must be a power of two" },
};

START_TEST(test_asm_parse_line_canonical_text_matches_llvm_mc)
{
	ck_assert_str_eq(canon(canon_cases[_i].in,
	    (enum isa_target)canon_cases[_i].target), canon_cases[_i].out);
}
END_TEST

START_TEST(test_asm_parse_line_defaults_follow_semantics)
{
	struct insn in;
	struct diag d;
	const char *l = "v_mov_b32 v0, v1 row_shr:1";

	ck_assert_int_eq(asm_parse_line(l, strlen(l), ISA_GFX803, 64, &in, &d),
	    ASM_OK);
	ck_assert_int_eq(in.form, FORM_DPP);
	ck_assert_int_eq(in.dpp_ctrl, DPP_ROW_SHR(1));
	ck_assert_int_eq(in.row_mask, 0xf);
	ck_assert_int_eq(in.bank_mask, 0xf);
	ck_assert(!in.bound_ctrl);
	l = "v_mov_b32 v0, v1 src0_sel:BYTE_1";
	ck_assert_int_eq(asm_parse_line(l, strlen(l), ISA_GFX803, 64, &in, &d),
	    ASM_OK);
	ck_assert_int_eq(in.form, FORM_SDWA);
	ck_assert_int_eq(in.dst_sel, SDWA_DWORD);
	ck_assert_int_eq(in.dst_unused, SDWA_UNUSED_PRESERVE);
	ck_assert_int_eq(in.src0_sel, SDWA_BYTE_1);
}
END_TEST

START_TEST(test_asm_parse_line_clrx_spelling_gives_note)
{
	struct insn in;
	struct diag d;
	const char *l = "v_mov_b32_sdwa v0, v1 dst_sel:B0";

	ck_assert_int_eq(asm_parse_line(l, strlen(l), ISA_GFX803, 64, &in, &d),
	    ASM_OK);
	ck_assert_int_eq(d.severity, DIAG_NOTE);
	ck_assert_int_eq(in.dst_sel, SDWA_BYTE_0);
	ck_assert_ptr_nonnull(strstr(d.message, "dst_sel:BYTE_0"));
}
END_TEST

START_TEST(test_asm_parse_line_operand_slots_for_exec_core)
{
	struct insn in;
	struct diag d;
	const char *l = "v_writelane_b32 v0, s1, 5";

	ck_assert_int_eq(asm_parse_line(l, strlen(l), ISA_GFX803, 64, &in, &d),
	    ASM_OK);
	ck_assert_int_eq(in.id, V_WRITELANE_B32);
	ck_assert_int_eq(in.dst.kind, OPND_VGPR);
	ck_assert_int_eq(in.src[0].kind, OPND_SGPR);
	ck_assert_int_eq(in.src[0].reg, 1);
	ck_assert_int_eq(in.src[1].kind, OPND_CONST);
	ck_assert_int_eq(in.src[1].value, 5);
	l = "v_add_u32 v1, vcc, v2, v3";
	ck_assert_int_eq(asm_parse_line(l, strlen(l), ISA_GFX803, 64, &in, &d),
	    ASM_OK);
	ck_assert_int_eq(in.id, V_ADD_U32_CO_GFX8);
	ck_assert_int_eq(in.sdst.kind, OPND_VCC);
	l = "v_add_u32 v1, v2, v3";
	ck_assert_int_eq(asm_parse_line(l, strlen(l), ISA_GFX900, 64, &in, &d),
	    ASM_OK);
	ck_assert_int_eq(in.id, V_ADD_U32);
}
END_TEST

START_TEST(test_asm_parse_line_hostile_bytes_are_errors)
{
	struct insn in;
	struct diag d;
	char big[5000];
	const char nul[] = "v_mov_b32 v0,\0 v1";

	memset(big, '[', sizeof big);
	ck_assert_int_eq(asm_parse_line(big, sizeof big, ISA_GFX803, 64, &in,
	    &d), ASM_ERROR);
	ck_assert_int_eq(asm_parse_line(nul, sizeof nul - 1, ISA_GFX803, 64,
	    &in, &d), ASM_ERROR);
	ck_assert_int_eq(d.col, 14);
	ck_assert_int_eq(asm_parse_line("v_mov_b32 v0, v[1", 17, ISA_GFX803,
	    64, &in, &d), ASM_ERROR);
	ck_assert_int_eq(asm_parse_line("  ; only", 8, ISA_GFX803, 64, &in,
	    &d), ASM_EMPTY);
}
END_TEST

Suite *
asm_suite(void)
{
	Suite *s = suite_create("asm");
	TCase *tc = tcase_create("basics");

	tcase_add_test(tc, test_isa_parse_target_aliases_map_to_targets);
	tcase_add_test(tc, test_diag_format_puts_caret_under_column);
	tcase_add_loop_test(tc, test_asm_parse_line_canonical_text_matches_llvm_mc,
	    0, (int)(sizeof canon_cases / sizeof *canon_cases));
	tcase_add_test(tc, test_asm_parse_line_defaults_follow_semantics);
	tcase_add_test(tc, test_asm_parse_line_clrx_spelling_gives_note);
	tcase_add_test(tc, test_asm_parse_line_operand_slots_for_exec_core);
	tcase_add_test(tc, test_asm_parse_line_hostile_bytes_are_errors);
	suite_add_tcase(s, tc);
	return s;
}
