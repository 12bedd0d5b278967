/* SPDX-License-Identifier: MIT */
/* check_paste: labels, directive blocks, llvm-mc's mnemonic list and the
 * label list, the pure parts of pasting compiler output. */
#include "config.h"

#include <check.h>
#include <string.h>

#include "asm.h"
#include "labels.h"
#include "mnemonics.h"
#include "session.h"
#include "strbuf.h"
#include "suites.h"

static enum asm_status
parse(const char *line, enum isa_target t, struct diag *d)
{
	struct insn in;

	return asm_parse_line(line, strlen(line), t, isa_default_wave(t), &in,
	    d);
}

START_TEST(test_asm_parse_line_labels_and_directives_are_told_apart)
{
	struct diag d;
	size_t n = 0;
	const char *name;
	static const char objdump[] = "0000000000001000 <wave_sum>:";

	ck_assert_int_eq(parse("foo:", ISA_GFX900, &d), ASM_LABEL);
	ck_assert_int_eq(parse(".LBB0_1:   ; loop", ISA_GFX900, &d),
	    ASM_LABEL);
	ck_assert_int_eq(parse(objdump, ISA_GFX900, &d), ASM_LABEL);
	ck_assert_int_eq(parse("<bar>:", ISA_GFX900, &d), ASM_LABEL);
	ck_assert_int_eq(parse("\t.p2align\t8", ISA_GFX900, &d),
	    ASM_DIRECTIVE);
	ck_assert_int_eq(parse(".text", ISA_GFX900, &d), ASM_DIRECTIVE);
	/* not a label: a digit first, a blank inside */
	ck_assert_int_eq(parse("1foo:", ISA_GFX900, &d), ASM_ERROR);
	ck_assert_int_eq(parse("a b:", ISA_GFX900, &d), ASM_ERROR);
	name = asm_label_name(objdump, strlen(objdump), &n);
	ck_assert_ptr_nonnull(name);
	ck_assert_int_eq((int)n, 8);
	ck_assert_int_eq(memcmp(name, "wave_sum", 8), 0);
	name = asm_label_name("  .L1: // c", 11, &n);
	ck_assert_ptr_nonnull(name);
	ck_assert_int_eq((int)n, 3);
	ck_assert_ptr_null(asm_label_name("v_nop", 5, &n));
}
END_TEST

START_TEST(test_asm_block_line_skips_metadata_yaml_to_its_end)
{
	static const char *const lines[] = {
		"\t.amdgpu_metadata", "---", "amdhsa.kernels:",
		"  - .args: []", "    v_nop", "...", "\t.end_amdgpu_metadata",
	};
	struct asm_block b = { 0 };

	for (size_t i = 0; i < sizeof lines / sizeof *lines; i++)
		ck_assert_msg(asm_block_line(&b, lines[i], strlen(lines[i])),
		    "line %zu", i);
	ck_assert_int_eq(b.open, 0);
	ck_assert(!asm_block_line(&b, "v_nop", 5));
	ck_assert(!asm_block_line(&b, ".text", 5));
	/* a longer name is not the opener */
	ck_assert(!asm_block_line(&b, ".amdgpu_metadata_x", 18));
}
END_TEST

START_TEST(test_mnemonics_known_follows_llvm_mc_19_per_target)
{
	/* Facts from llvm-mc-19 -mcpu=...: MFMA exists on CDNA only,
	 * s_branch everywhere, v_mvo_b32 nowhere. */
	ck_assert(mnemonics_known("v_mfma_f32_32x32x8f16", 21, ISA_GFX90A));
	ck_assert(!mnemonics_known("v_mfma_f32_32x32x8f16", 21, ISA_GFX900));
	ck_assert(mnemonics_known("s_branch", 8, ISA_GFX803));
	ck_assert(mnemonics_known("s_branch", 8, ISA_GFX1100));
	ck_assert(mnemonics_known("v_fmac_f32_e32", 14, ISA_GFX1030));
	ck_assert(!mnemonics_known("v_mvo_b32", 9, ISA_GFX900));
	ck_assert(!mnemonics_known("s_branc", 7, ISA_GFX900));
}
END_TEST

START_TEST(test_asm_parse_line_not_modelled_and_symbols_name_the_token)
{
	struct diag d;

	ck_assert_int_eq(parse("s_cbranch_cdbgsys .LBB0_2", ISA_GFX900, &d),
	    ASM_ERROR);
	ck_assert_str_eq(d.message,
	    "s_cbranch_cdbgsys is not modelled by lanescope");
	ck_assert_int_eq(parse("v_mov_b32 v0, .Ltmp0-4", ISA_GFX900, &d),
	    ASM_ERROR);
	ck_assert_int_eq(d.col, 15);
	ck_assert_ptr_nonnull(strstr(d.message, "'.Ltmp0'"));
	ck_assert_ptr_nonnull(strstr(d.message, "symbols are not supported"));
}
END_TEST

START_TEST(test_labels_add_refuses_a_second_definition)
{
	struct labels l;
	long prev = 0;

	memset(&l, 0, sizeof l);
	ck_assert_int_eq(labels_add(&l, "a", 1, 1, 10, &prev), 0);
	ck_assert_int_eq(labels_add(&l, "ab", 2, 3, 12, &prev), 0);
	ck_assert_int_eq(labels_add(&l, "a", 1, 5, 14, &prev), 1);
	ck_assert_int_eq(prev, 10);
	ck_assert_uint_eq(labels_find(&l, "ab", 2)->insn, 3);
	ck_assert_ptr_null(labels_find(&l, "b", 1));
	labels_truncate(&l, 1); /* the program cut after instruction 1 */
	ck_assert_ptr_nonnull(labels_find(&l, "a", 1));
	ck_assert_ptr_null(labels_find(&l, "ab", 2));
	ck_assert_int_eq(labels_add(&l, "ab", 2, 2, 20, &prev), 0);
	labels_free(&l);
}
END_TEST

START_TEST(test_session_step_caption_is_the_comments_above_and_after)
{
	static const char prog[] =
	    "; cut off by the blank line\n"
	    "\n"
	    "; add one\n"
	    "  // to every lane\n"
	    "foo:\n"
	    "v_mov_b32 v0, 1 ; the trailing part\n"
	    "v_mov_b32 v1, 2\n"
	    "\t.p2align 2\n"
	    "v_mov_b32 v2, 3 // 000000001000: 7e040283\n";
	static const char prog2[] =
	    "; add one\n"
	    "  // to every lane\n"
	    "v_mov_b32 v0, 1 ; the trailing part\n";
	struct session_options so;
	struct session_result r;
	struct strbuf cap = STRBUF_INIT;
	struct session *s;

	memset(&so, 0, sizeof so);
	so.target = ISA_GFX900;
	so.keep_history = true;
	s = session_new(&so);
	ck_assert_ptr_nonnull(s);
	session_result_init(&r);
	ck_assert_int_eq(session_load_text(s, "t.s", prog, sizeof prog - 1,
	    &r), 0);
	/* a label between comments and instruction ends the caption: only
	 * the trailing comment is left */
	ck_assert_uint_eq(session_step_caption(s, 1, &cap), 1);
	ck_assert_str_eq(strbuf_str(&cap), "the trailing part\n");
	strbuf_reset(&cap);
	ck_assert_uint_eq(session_step_caption(s, 2, &cap), 0);
	ck_assert_uint_eq(session_step_caption(s, 3, &cap), 1);
	ck_assert_str_eq(strbuf_str(&cap), "000000001000: 7e040283\n");
	ck_assert_uint_eq(session_label(s, "foo", 3), 1);
	/* a loaded file's directives are noted by the load itself */
	ck_assert_uint_eq(session_directives(s, NULL, NULL), 0);
	session_result_free(&r);
	session_free(s);

	/* comment lines directly above */
	s = session_new(&so);
	session_result_init(&r);
	ck_assert_int_eq(session_load_text(s, "t.s", prog2,
	    sizeof prog2 - 1, &r), 0);
	strbuf_reset(&cap);
	ck_assert_uint_eq(session_step_caption(s, 1, &cap), 3);
	ck_assert_str_eq(strbuf_str(&cap),
	    "add one\nto every lane\nthe trailing part\n");
	session_result_free(&r);
	session_free(s);
	strbuf_free(&cap);
}
END_TEST

Suite *
paste_suite(void)
{
	Suite *s = suite_create("paste");
	TCase *tc = tcase_create("paste");

	tcase_add_test(tc,
	    test_asm_parse_line_labels_and_directives_are_told_apart);
	tcase_add_test(tc, test_asm_block_line_skips_metadata_yaml_to_its_end);
	tcase_add_test(tc, test_mnemonics_known_follows_llvm_mc_19_per_target);
	tcase_add_test(tc,
	    test_asm_parse_line_not_modelled_and_symbols_name_the_token);
	tcase_add_test(tc, test_labels_add_refuses_a_second_definition);
	tcase_add_test(tc,
	    test_session_step_caption_is_the_comments_above_and_after);
	suite_add_tcase(s, tc);
	return s;
}
