/* SPDX-License-Identifier: MIT */
/* Unit tests of the instruction table, the assembler and the encoder. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <check.h>

#include "asm.h"
#include "diag.h"
#include "encode.h"
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
	/* tabs are blanks (llvm-mc); the other control bytes are not */
	{ "v_mov_b32\tv1,\tv2", ISA_GFX803, "v_mov_b32_e32 v1, v2" },
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
	{ "v_mov_b32 v1, 0xffffffff", ISA_GFX803, "v_mov_b32_e32 v1, -1" },
	{ "v_mov_b32 v1, 0.0", ISA_GFX803, "v_mov_b32_e32 v1, 0" },
	{ "v_mov_b32 v1, -0.0", ISA_GFX803, "v_mov_b32_e32 v1, 0x80000000" },
	{ "v_add_f16 v1, 0x3c00, v2", ISA_GFX803, "v_add_f16_e32 v1, 1.0, v2" },
	{ "v_add_f16 v1, -17, v2", ISA_GFX803, "v_add_f16_e32 v1, 0xffef, v2" },
	{ "v_add_f16 v1, 1.5, v2", ISA_GFX803, "v_add_f16_e32 v1, 0x3e00, v2" },
	{ "s_mov_b64 s[0:1], -100", ISA_GFX803, "s_mov_b64 s[0:1], 0xffffff9c" },
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

START_TEST(test_isa_lookup_finds_every_row_on_its_targets)
{
	for (unsigned id = 0; id < ISA_ID_COUNT; id++) {
		const struct isa_info *r = isa_get((enum isa_id)id);
		for (unsigned t = 0; t < ISA_TARGET_COUNT; t++) {
			enum isa_id got = isa_lookup(r->name, strlen(r->name),
			    (enum isa_target)t);
			if (isa_on_target((enum isa_id)id, (enum isa_target)t))
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
		int max = r->family == ISA_VOP2 ? 63 : r->family == ISA_VOP3
		    ? 1023 : r->family == ISA_SOP2 || r->family == ISA_SOPP ||
		    r->family >= ISA_MUBUF ? 127 : 255;
		for (unsigned t = 0; t < ISA_GFX1100; t++) {
			int o = r->opcode[t];
			if (o == ISA_NA)
				continue;
			if (o & ISA_OPC_VOP3_ONLY) {
				o &= 0x3ff;
				max = 1023;
			}
			ck_assert_msg(o >= 0 && o <= max, "%s on %s: %d",
			    r->name, isa_target_name((enum isa_target)t), o);
		}
		/* gfx1100 has the row exactly where gfx1030 has it. */
		ck_assert_int_eq(r->opcode[ISA_GFX1100] != ISA_NA,
		    r->opcode[ISA_GFX1030] != ISA_NA);
	}
}
END_TEST

/* Every DPP16 control spelling and the DPP_CTRL it sets. */
static const struct {
	const char *mod;
	int target;
	unsigned ctrl;
} dpp_cases[] = {
	{ "quad_perm:[3,2,1,0]", ISA_GFX803, 0x1b },
	{ "row_shl:1", ISA_GFX803, 0x101 },
	{ "row_shl:0xf", ISA_GFX803, 0x10f },
	{ "row_shr:15", ISA_GFX900, 0x11f },
	{ "row_ror:7", ISA_GFX1030, 0x127 },
	{ "wave_shl:1", ISA_GFX803, 0x130 },
	{ "wave_rol:1", ISA_GFX900, 0x134 },
	{ "wave_shr:1", ISA_GFX90A, 0x138 },
	{ "wave_ror:1", ISA_GFX803, 0x13c },
	{ "row_mirror", ISA_GFX1010, 0x140 },
	{ "row_half_mirror", ISA_GFX803, 0x141 },
	{ "row_bcast:15", ISA_GFX803, 0x142 },
	{ "row_bcast:31", ISA_GFX90A, 0x143 },
	{ "row_newbcast:3", ISA_GFX90A, 0x153 },
	{ "row_share:0", ISA_GFX1030, 0x150 },
	{ "row_xmask:15", ISA_GFX1010, 0x16f },
};

START_TEST(test_asm_parse_line_dpp_control_values)
{
	char line[128];
	struct insn in;
	struct diag d;
	enum isa_target t = (enum isa_target)dpp_cases[_i].target;

	snprintf(line, sizeof line, "v_mov_b32 v0, v1 %s", dpp_cases[_i].mod);
	ck_assert_int_eq(asm_parse_line(line, strlen(line), t,
	    isa_default_wave(t), &in, &d), ASM_OK);
	ck_assert_int_eq(in.form, FORM_DPP);
	ck_assert_uint_eq(in.dpp_ctrl, dpp_cases[_i].ctrl);
}
END_TEST

START_TEST(test_asm_waitcnt_encode_decode_round_trip)
{
	for (unsigned t = 0; t < ISA_TARGET_COUNT; t++) {
		unsigned vm, exp, lgkm, v2, e2, l2;
		asm_waitcnt_max((enum isa_target)t, &vm, &exp, &lgkm);
		for (unsigned k = 0; k <= vm; k += 5) {
			uint16_t s = asm_waitcnt_encode((enum isa_target)t, k,
			    exp - 1, lgkm / 2);
			asm_waitcnt_decode((enum isa_target)t, s, &v2, &e2,
			    &l2);
			ck_assert_uint_eq(v2, k);
			ck_assert_uint_eq(e2, exp - 1);
			ck_assert_uint_eq(l2, lgkm / 2);
		}
	}
	/* llvm-mc: gfx803 vmcnt(0) lgkmcnt(0) = 0x0070, gfx900 0xc07f max. */
	ck_assert_uint_eq(asm_waitcnt_encode(ISA_GFX803, 0, 7, 0), 0x0070);
	ck_assert_uint_eq(asm_waitcnt_encode(ISA_GFX900, 63, 7, 0), 0xc07f);
}
END_TEST

START_TEST(test_encode_insn_matches_llvm_mc_bytes)
{
	static const struct {
		const char *in;
		int target;
		size_t n;
		uint8_t b[12];
	} cases[] = {
		{ "v_add_f32 v1, v0, v0 row_shr:1 bound_ctrl:0", ISA_GFX803, 8,
		  { 0xfa, 0x00, 0x02, 0x02, 0x00, 0x11, 0x09, 0xff } },
		{ "v_mov_b32_dpp v0, v1 row_newbcast:15", ISA_GFX90A, 8,
		  { 0xfa, 0x02, 0x00, 0x7e, 0x01, 0x5f, 0x01, 0xff } },
		{ "v_mov_b32_dpp v0, v1 dpp8:[7,6,5,4,3,2,1,0]", ISA_GFX1010, 8,
		  { 0xe9, 0x02, 0x00, 0x7e, 0x01, 0x77, 0x39, 0x05 } },
		{ "ds_swizzle_b32 v5, v2 offset:0x80F6", ISA_GFX803, 8,
		  { 0xf6, 0x80, 0x7a, 0xd8, 0x02, 0x00, 0x00, 0x05 } },
		{ "ds_bpermute_b32 v0, v0, v1 offset:0x10", ISA_GFX803, 8,
		  { 0x10, 0x00, 0x7e, 0xd8, 0x00, 0x01, 0x00, 0x00 } },
		{ "v_readlane_b32 s0, v1, 64", ISA_GFX803, 8,
		  { 0x00, 0x00, 0x89, 0xd2, 0x01, 0x81, 0x01, 0x00 } },
		{ "v_permlane16_b32 v0, v1, s2, s3 op_sel:[1,0]", ISA_GFX1010,
		  8,
		  { 0x00, 0x08, 0x77, 0xd7, 0x01, 0x05, 0x0c, 0x00 } },
		{ "v_mov_b32 v1, 0x12345678", ISA_GFX803, 8,
		  { 0xff, 0x02, 0x02, 0x7e, 0x78, 0x56, 0x34, 0x12 } },
		{ "v_add_nc_u32_e64 v1, v2, 0x12345 clamp", ISA_GFX1010, 12,
		  { 0x01, 0x80, 0x25, 0xd5, 0x02, 0xff, 0x01, 0x00, 0x45, 0x23,
		    0x01, 0x00 } },
	};

	for (size_t k = 0; k < sizeof cases / sizeof *cases; k++) {
		struct insn in;
		struct diag d;
		uint8_t out[ENCODE_MAX_BYTES];
		enum isa_target t = (enum isa_target)cases[k].target;
		ck_assert_int_eq(asm_parse_line(cases[k].in,
		    strlen(cases[k].in), t, isa_default_wave(t), &in, &d),
		    ASM_OK);
		ck_assert_uint_eq(encode_insn(&in, out, &d), cases[k].n);
		ck_assert_mem_eq(out, cases[k].b, cases[k].n);
	}
}
END_TEST

START_TEST(test_asm_parse_line_bound_ctrl_zero_clears_bit_from_gfx11)
{
	struct insn in;
	struct diag d;
	const char *l = "v_mov_b32_dpp v0, v1 row_shl:1 bound_ctrl:0";

	ck_assert_int_eq(asm_parse_line(l, strlen(l), ISA_GFX1030, 32, &in,
	    &d), ASM_OK);
	ck_assert(in.bound_ctrl);
	ck_assert_int_eq(asm_parse_line(l, strlen(l), ISA_GFX1100, 32, &in,
	    &d), ASM_OK);
	ck_assert(!in.bound_ctrl);
}
END_TEST

START_TEST(test_encode_insn_gfx1100_refuses_plainly)
{
	struct insn in;
	struct diag d;
	uint8_t out[ENCODE_MAX_BYTES];
	const char *l = "v_mov_b32_dpp v0, v1 row_share:3";

	ck_assert_int_eq(asm_parse_line(l, strlen(l), ISA_GFX1100, 32, &in,
	    &d), ASM_OK);
	ck_assert_uint_eq(in.dpp_ctrl, 0x153);
	ck_assert_uint_eq(encode_insn(&in, out, &d), 0);
	ck_assert_ptr_nonnull(strstr(d.message,
	    "gfx1100 encoding not supported yet"));
}
END_TEST

START_TEST(test_decode_insn_prints_reserved_dpp_ctrl_like_llvm_mc)
{
	static const uint8_t b[8] = { 0xfa, 0x02, 0x00, 0x7e, 0x01, 0x00,
		0x01, 0xff };
	struct insn in;
	struct diag d;
	char text[256];

	ck_assert_uint_eq(decode_insn(b, 8, ISA_GFX803, 64, &in, &d), 8);
	asm_format(&in, text, sizeof text);
	ck_assert_str_eq(text, "v_mov_b32_dpp v0, v1 /* Invalid dpp_ctrl "
	    "value */ row_mask:0xf bank_mask:0xf");
	ck_assert_uint_eq(decode_insn(b, 3, ISA_GFX803, 64, &in, &d), 0);
	ck_assert_str_ne(d.message, "");
}
END_TEST

START_TEST(test_encode_listing_pads_like_llvm_mc)
{
	struct insn in;
	struct diag d;
	uint8_t out[ENCODE_MAX_BYTES];
	char line[1024];
	const char *l = "v_mov_b32 v1, v2";
	size_t n;

	ck_assert_int_eq(asm_parse_line(l, strlen(l), ISA_GFX803, 64, &in,
	    &d), ASM_OK);
	n = encode_insn(&in, out, &d);
	ck_assert_uint_eq(encode_listing(&in, out, n, line, sizeof line),
	    strlen(line));
	ck_assert_str_eq(line, "\tv_mov_b32_e32 v1, v2                    "
	    "; encoding: [0x02,0x03,0x02,0x7e]\n");
	/* A small buffer gets a truncated but terminated line. */
	ck_assert_uint_gt(encode_listing(&in, out, n, line, 8), 8);
	ck_assert_str_eq(line, "\tv_mov_");
}
END_TEST

/* asm_format_to writes without bounds checks into ASM_FORMAT_ROOM bytes
 * (asm_print.c works out why that is enough): every row, form and target
 * with every field at its widest must fit, with room to spare for the
 * printer's fixed-size stores. The buffer is exactly ASM_FORMAT_ROOM bytes
 * on the heap, so the sanitizer build also catches any overrun. */
START_TEST(test_asm_format_widest_insn_fits_its_room)
{
	static const uint16_t ctrls[] = { 0xff, 0x10f, 0x150, 0x160, 0x13c,
		0x1ff };
	static const uint16_t swizzles[] = { 0x1f, 0x8000, 0x83ff, 0xffff,
		0x7c1f };
	char *buf = malloc(ASM_FORMAT_ROOM);
	size_t longest = 0;

	ck_assert_ptr_nonnull(buf);
	for (unsigned id = 0; id < ISA_ID_COUNT; id++)
	for (unsigned form = FORM_NATIVE; form <= FORM_SDWA; form++)
	for (unsigned t = 0; t < ISA_TARGET_COUNT; t++)
	for (size_t k = 0; k < sizeof ctrls / sizeof *ctrls; k++) {
		struct insn in;
		struct operand wide = { .kind = OPND_CONST, .count = 255,
			.mods = OPND_MOD_NEG | OPND_MOD_ABS | OPND_MOD_SEXT,
			.field = 0, .reg = 0xffff, .value = UINT64_MAX };
		size_t len;

		/* every number at its largest, every flag set */
		memset(&in, 0xff, sizeof in);
		in.clamp = in.bound_ctrl = in.fi = in.gds = true;
		in.offen = in.idxen = in.glc = in.slc = in.dlc = true;
		in.unorm = true;
		in.id = (uint16_t)id;
		in.target = (uint8_t)t;
		in.form = (uint8_t)form;
		in.dst = in.sdst = wide;
		for (unsigned s = 0; s < 4; s++)
			in.src[s] = wide;
		in.src[1].kind = OPND_VGPR; /* a register range */
		in.dpp_ctrl = ctrls[k];
		in.ds_offset = swizzles[k % (sizeof swizzles /
					     sizeof *swizzles)];
		in.mem_offset = INT32_MIN;
		in.omod = 3;
		len = (size_t)(asm_format_to(&in, buf) - buf);
		if (len > longest)
			longest = len;
	}
	/* 16 bytes of slack: put_name copies whole 16-byte slots */
	ck_assert_uint_lt(longest, ASM_FORMAT_ROOM - 16);
	free(buf);
}
END_TEST

static void
collect(const char *candidate, void *ctx)
{
	char *buf = ctx;

	strcat(buf, candidate);
	strcat(buf, " ");
}

START_TEST(test_asm_complete_knows_the_target)
{
	char buf[2048];

	buf[0] = '\0';
	ck_assert_int_eq(asm_complete("v_perm", 6, ISA_GFX1030, collect, buf),
	    2);
	ck_assert_str_eq(buf, "v_permlane16_b32 v_permlanex16_b32 ");
	buf[0] = '\0';
	ck_assert_int_eq(asm_complete("v_perm", 6, ISA_GFX803, collect, buf),
	    0);
	buf[0] = '\0';
	asm_complete("row_", 4, ISA_GFX803, collect, buf);
	ck_assert_ptr_nonnull(strstr(buf, "row_bcast:15"));
	ck_assert_ptr_null(strstr(buf, "row_share"));
	buf[0] = '\0';
	asm_complete("row_", 4, ISA_GFX1030, collect, buf);
	ck_assert_ptr_null(strstr(buf, "row_bcast"));
	ck_assert_ptr_nonnull(strstr(buf, "row_share:"));
}
END_TEST

Suite *
asm_suite(void)
{
	Suite *s = suite_create("asm");
	TCase *tc = tcase_create("basics");

	tcase_add_test(tc, test_isa_parse_target_aliases_map_to_targets);
	tcase_add_test(tc, test_isa_features_rows_agree_with_the_guides);
	tcase_add_test(tc, test_diag_format_puts_caret_under_column);
	tcase_add_loop_test(tc,
	    test_asm_parse_line_canonical_text_matches_llvm_mc,
	    0, (int)(sizeof canon_cases / sizeof *canon_cases));
	tcase_add_test(tc, test_asm_parse_line_defaults_follow_semantics);
	tcase_add_test(tc, test_asm_parse_line_clrx_spelling_gives_note);
	tcase_add_test(tc, test_asm_parse_line_operand_slots_for_exec_core);
	tcase_add_test(tc, test_asm_parse_line_hostile_bytes_are_errors);
	tcase_add_test(tc, test_isa_lookup_finds_every_row_on_its_targets);
	tcase_add_test(tc, test_isa_table_opcodes_fit_their_fields);
	tcase_add_loop_test(tc, test_asm_parse_line_dpp_control_values, 0,
	    (int)(sizeof dpp_cases / sizeof *dpp_cases));
	tcase_add_test(tc, test_asm_waitcnt_encode_decode_round_trip);
	tcase_add_test(tc, test_encode_insn_matches_llvm_mc_bytes);
	tcase_add_test(tc, test_encode_insn_gfx1100_refuses_plainly);
	tcase_add_test(tc,
	    test_asm_parse_line_bound_ctrl_zero_clears_bit_from_gfx11);
	tcase_add_test(tc,
	    test_decode_insn_prints_reserved_dpp_ctrl_like_llvm_mc);
	tcase_add_test(tc, test_encode_listing_pads_like_llvm_mc);
	tcase_add_test(tc, test_asm_format_widest_insn_fits_its_room);
	tcase_add_test(tc, test_asm_complete_knows_the_target);
	suite_add_tcase(s, tc);
	return s;
}
