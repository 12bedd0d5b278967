/* SPDX-License-Identifier: MIT */
/* Unit tests of the assembler (asm*.c): canonical text, operand slots,
 * modifiers, s_waitcnt fields, the printer and completion. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <check.h>

#include "asm.h"
#include "asm_int.h"
#include "diag.h"
#include "isa.h"
#include "suites.h"

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
		in.unorm = in.sc1 = in.vop3_dpp = in.smem_soe = true;
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
	/* "v_permlane", not "v_perm": v_perm_b32 is on every target */
	ck_assert_int_eq(asm_complete("v_permlane", 10, ISA_GFX1030, collect,
	    buf), 2);
	ck_assert_str_eq(buf, "v_permlane16_b32 v_permlanex16_b32 ");
	buf[0] = '\0';
	ck_assert_int_eq(asm_complete("v_permlane", 10, ISA_GFX803, collect,
	    buf), 0);
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

/* Every modifier of llvm-mc's AMDGPU syntax that the assembler takes, in a
 * line llvm-mc 14 accepts for that target (tests/asm/good-*.tsv), and the
 * modifier's name. The parser, :help and completion read one table
 * (asm_modifiers.h); before it, :help knew no slc, gds, dmask, dim, unorm
 * or dlc, and completion no op_sel. */
static const struct {
	enum isa_target target;
	const char *line;
	const char *mod;
} mod_lines[] = {
	{ ISA_GFX803, "v_mov_b32_dpp v0, v1 quad_perm:[0,1,2,3] row_mask:0xf "
	    "bank_mask:0xf bound_ctrl:0", "quad_perm" },
	{ ISA_GFX803, "v_mov_b32_dpp v0, v1 row_shl:1 row_mask:0xf", "row_mask" },
	{ ISA_GFX803, "v_mov_b32_dpp v0, v1 row_shl:1 bank_mask:0x3",
	    "bank_mask" },
	{ ISA_GFX803, "v_mov_b32_dpp v0, v1 row_shl:1 bound_ctrl:0",
	    "bound_ctrl" },
	{ ISA_GFX803, "v_mov_b32_dpp v0, v1 row_shl:1", "row_shl" },
	{ ISA_GFX803, "v_mov_b32_dpp v0, v1 row_shr:15", "row_shr" },
	{ ISA_GFX803, "v_mov_b32_dpp v0, v1 row_ror:4", "row_ror" },
	{ ISA_GFX803, "v_mov_b32_dpp v0, v1 wave_shl:1", "wave_shl" },
	{ ISA_GFX803, "v_mov_b32_dpp v0, v1 wave_rol:1", "wave_rol" },
	{ ISA_GFX803, "v_mov_b32_dpp v0, v1 wave_shr:1", "wave_shr" },
	{ ISA_GFX803, "v_mov_b32_dpp v0, v1 wave_ror:1", "wave_ror" },
	{ ISA_GFX803, "v_mov_b32_dpp v0, v1 row_mirror", "row_mirror" },
	{ ISA_GFX803, "v_mov_b32_dpp v0, v1 row_half_mirror",
	    "row_half_mirror" },
	{ ISA_GFX803, "v_mov_b32_dpp v0, v1 row_bcast:15", "row_bcast" },
	{ ISA_GFX1030, "v_mov_b32_dpp v0, v1 row_share:1", "row_share" },
	{ ISA_GFX1030, "v_mov_b32_dpp v0, v1 row_xmask:1", "row_xmask" },
	{ ISA_GFX90A, "v_mov_b32_dpp v0, v1 row_newbcast:1", "row_newbcast" },
	{ ISA_GFX1030, "v_mov_b32_dpp v0, v1 row_shl:1 fi:1", "fi" },
	{ ISA_GFX1030, "v_mov_b32_dpp v0, v1 dpp8:[7,6,5,4,3,2,1,0]",
	    "dpp8" },
	{ ISA_GFX900, "v_mov_b32_sdwa v0, v1 dst_sel:WORD_1 "
	    "dst_unused:UNUSED_PAD src0_sel:DWORD", "dst_sel" },
	{ ISA_GFX900, "v_mov_b32_sdwa v0, v1 dst_sel:DWORD "
	    "dst_unused:UNUSED_PRESERVE src0_sel:DWORD", "dst_unused" },
	{ ISA_GFX900, "v_mov_b32_sdwa v0, v1 dst_sel:DWORD "
	    "dst_unused:UNUSED_PAD src0_sel:BYTE_1", "src0_sel" },
	{ ISA_GFX900, "v_add_f32_sdwa v0, v1, v2 dst_sel:DWORD "
	    "dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0",
	    "src1_sel" },
	{ ISA_GFX803, "v_add_f32_e64 v0, v1, v2 clamp", "clamp" },
	{ ISA_GFX803, "v_add_f32_e64 v0, v1, v2 mul:2", "mul" },
	{ ISA_GFX803, "v_add_f32_e64 v0, v1, v2 div:2", "div" },
	{ ISA_GFX1030, "v_permlane16_b32 v1, v0, s2, s3 op_sel:[1,0]",
	    "op_sel" },
	{ ISA_GFX803, "ds_swizzle_b32 v0, v1 offset:swizzle(SWAP,1)",
	    "swizzle" },
	{ ISA_GFX803, "ds_bpermute_b32 v0, v1, v2 offset:4", "offset" },
	{ ISA_GFX803, "ds_swizzle_b32 v0, v1 offset:0x41f gds", "gds" },
	{ ISA_GFX803, "buffer_load_dword v1, v0, s[4:7], 0 offen", "offen" },
	{ ISA_GFX803, "buffer_load_dword v1, v0, s[4:7], 0 idxen", "idxen" },
	{ ISA_GFX803, "flat_load_dword v1, v[2:3] glc slc", "glc" },
	{ ISA_GFX803, "flat_load_dword v1, v[2:3] glc slc", "slc" },
	{ ISA_GFX1030, "global_load_dword v1, v[2:3], off dlc", "dlc" },
	{ ISA_GFX1030, "image_load v0, v[4:5], s[8:15] dmask:0x1 "
	    "dim:SQ_RSRC_IMG_2D unorm", "dmask" },
	{ ISA_GFX1030, "image_load v0, v[4:5], s[8:15] dmask:0x1 "
	    "dim:SQ_RSRC_IMG_2D unorm", "dim" },
	{ ISA_GFX1030, "image_load v0, v[4:5], s[8:15] dmask:0x1 "
	    "dim:SQ_RSRC_IMG_2D unorm", "unorm" },
};

START_TEST(test_asm_modifier_help_and_completion_know_every_modifier)
{
	enum isa_target t = mod_lines[_i].target;
	const char *mod = mod_lines[_i].mod, *help;
	size_t n = strlen(mod);
	char buf[2048];
	struct insn in;
	struct diag d;

	ck_assert_msg(asm_parse_line(mod_lines[_i].line,
	    strlen(mod_lines[_i].line), t, isa_default_wave(t), &in, &d) ==
	    ASM_OK, "%s: %s", mod_lines[_i].line, d.message);
	help = asm_modifier_help(mod, n);
	ck_assert_msg(help != NULL, ":help %s has no text", mod);
	/* the text starts with the spelling it explains */
	ck_assert_msg(strncmp(help, mod, n) == 0, "%s: %s", mod, help);
	if (strcmp(mod, "swizzle") == 0)
		return; /* written inside offset:, offered as offset:swizzle( */
	buf[0] = '\0';
	ck_assert_int_ge(asm_complete(mod, n, t, collect, buf), 1);
	ck_assert_msg(strncmp(buf, mod, n) == 0, "Tab after %s: %s", mod,
	    buf);
}
END_TEST

/* :help of a value names its modifier; a word that is none has no help. */
START_TEST(test_asm_modifier_help_reads_the_name_before_the_value)
{
	ck_assert_ptr_nonnull(asm_modifier_help("row_shr:3", 9));
	ck_assert_ptr_nonnull(asm_modifier_help("swizzle(SWAP,1)", 15));
	ck_assert_ptr_nonnull(strstr(asm_modifier_help("dlc", 3), "GFX10"));
	ck_assert_ptr_null(asm_modifier_help("row", 3));
	ck_assert_ptr_null(asm_modifier_help("", 0));
	/* swizzle is a :help topic, not a modifier the parser takes */
	ck_assert_str_eq(canon("ds_swizzle_b32 v0, v1 swizzle", ISA_GFX803),
	    "error 23: not a valid operand. (unknown modifier 'swizzle')");
}
END_TEST

/* The textbook Levenshtein distance over the full matrix: the independent
 * model the banded, early-stopping asm_edit_distance is checked against. */
static unsigned
full_edit_distance(const char *a, size_t alen, const char *b, size_t blen)
{
	unsigned d[24][24];

	for (size_t i = 0; i <= alen; i++)
		d[i][0] = (unsigned)i;
	for (size_t j = 0; j <= blen; j++)
		d[0][j] = (unsigned)j;
	for (size_t i = 1; i <= alen; i++)
		for (size_t j = 1; j <= blen; j++) {
			unsigned sub = d[i - 1][j - 1] + (a[i - 1] != b[j - 1]);
			unsigned del = d[i - 1][j] + 1, ins = d[i][j - 1] + 1;
			unsigned m = sub < del ? sub : del;
			d[i][j] = m < ins ? m : ins;
		}
	return d[alen][blen];
}

START_TEST(test_asm_edit_distance_is_exact_up_to_its_limit)
{
	/* Short words over a three-letter alphabet, so that distances of
	 * 0..6 all occur; every limit from 0 to 6. */
	unsigned seed = 12345;
	char a[24], b[24];

	for (int n = 0; n < 4000; n++) {
		size_t alen, blen;

		seed = seed * 1103515245u + 12345u;
		alen = (seed >> 16) % 12;
		seed = seed * 1103515245u + 12345u;
		blen = (seed >> 16) % 12;
		for (size_t i = 0; i < alen; i++) {
			seed = seed * 1103515245u + 12345u;
			a[i] = (char)('a' + (seed >> 16) % 3);
		}
		for (size_t j = 0; j < blen; j++) {
			seed = seed * 1103515245u + 12345u;
			b[j] = (char)('a' + (seed >> 16) % 3);
		}
		unsigned want = full_edit_distance(a, alen, b, blen);
		for (unsigned limit = 0; limit <= 6; limit++) {
			unsigned got = asm_edit_distance(a, alen, b, blen,
			    limit);
			unsigned expect = want <= limit ? want : limit + 1;
			ck_assert_msg(got == expect, "'%.*s' '%.*s' limit %u: "
			    "%u, want %u", (int)alen, a, (int)blen, b, limit,
			    got, expect);
		}
	}
	/* The words of a typo: one substitution, one transposition (two
	 * edits), and a word of another length. */
	ck_assert_uint_eq(asm_edit_distance("v_mov_b23", 9, "v_mov_b32", 9,
	    3), 2);
	ck_assert_uint_eq(asm_edit_distance("ds_swizle_b32", 13,
	    "ds_swizzle_b32", 14, 3), 1);
	ck_assert_uint_eq(asm_edit_distance("s_nop", 5, "v_mov_b32", 9, 3),
	    4);
}
END_TEST

/* asm_memo_parse answers as asm_parse_line does: the status, the note
 * and the instruction (its canonical text and the fields the executor
 * reads), the first time a line is seen, the second (when the memo keeps
 * it) and the third (from the memo). */
static void
memo_same(struct asm_memo *m, const char *line, enum isa_target t, int wave)
{
	struct insn a, b;
	struct diag da, db;
	char ta[ASM_FORMAT_ROOM], tb[ASM_FORMAT_ROOM];

	for (int pass = 0; pass < 3; pass++) {
		enum asm_status sa = asm_parse_line(line, strlen(line), t, wave,
		    &a, &da);
		enum asm_status sb = asm_memo_parse(m, line, strlen(line), t,
		    wave, &b, &db);

		ck_assert_msg(sa == sb, "'%s' on %s wave%d (pass %d): status "
		    "%d, want %d", line, isa_target_name(t), wave, pass, sb,
		    sa);
		ck_assert_str_eq(da.message, db.message);
		ck_assert_uint_eq(da.col, db.col);
		if (sa != ASM_OK)
			continue;
		*asm_format_to(&a, ta) = '\0';
		*asm_format_to(&b, tb) = '\0';
		ck_assert_str_eq(ta, tb);
		ck_assert_uint_eq(a.id, b.id);
		ck_assert_uint_eq(a.target, b.target);
		ck_assert_uint_eq(a.wave, b.wave);
		ck_assert_uint_eq(a.col, b.col);
		ck_assert_uint_eq(a.dst.reg, b.dst.reg);
		ck_assert_uint_eq(a.src[0].reg, b.src[0].reg);
		ck_assert_uint_eq(a.src[1].reg, b.src[1].reg);
		ck_assert_uint_eq(a.src[1].col, b.src[1].col);
	}
}

START_TEST(test_asm_memo_parse_answers_as_asm_parse_line)
{
	struct asm_memo *m = calloc(1, sizeof *m);
	static const char *const lines[] = {
		"ds_read2_b32 v[20:21], v3 offset0:12 offset1:200",
		"  ds_write_b32 v1, v9 offset:64 ; a comment",
		"s_waitcnt lgkmcnt(0)",
		"v_add_u32 v0, v1, v2",
		"v_add_co_u32 v0, vcc, v1, v2",
		"v_cmp_eq_u32 vcc, v1, v2",
		"v_cmp_eq_u32 vcc_lo, v1, v2",
		"v_mov_b32 v0, v1 row_shr:1 bound_ctrl:0",
		"v_mov_b32 v0, v1 row_shr:1 bound_ctrl:1",
		/* form suffixes, kept with the mnemonic's row: each name
		 * twice in a row, in other lines, to meet the memo's name
		 * entry on its second line */
		"v_add_f32_e64 v0, v1, v2",
		"v_add_f32_e64 v3, v1, v2",
		"v_add_f32_e32 v0, v1, v2",
		"v_add_f32_e32 v3, v1, v2",
		"v_mov_b32_sdwa v0, v1 dst_sel:WORD_1",
		"v_mov_b32_sdwa v3, v1 dst_sel:WORD_1",
		"v_mov_b32_e64_dpp v0, v1 row_shr:1",
		"v_mov_b32_e64_dpp v3, v1 row_shr:1",
		"v_bogus v0, v1",
		"label:",
		".text",
		"",
		"; only a comment",
		":print v0",
	};
	static const enum isa_target targets[] = { ISA_GFX803, ISA_GFX900,
		ISA_GFX1030, ISA_GFX1100 };

	ck_assert_ptr_nonnull(m);
	/* every line on every target and wave, in an order that makes the
	 * same text meet another target or wave in its slot */
	for (unsigned w = 0; w < 2; w++)
		for (unsigned t = 0; t < sizeof targets / sizeof *targets; t++)
			for (unsigned i = 0; i < sizeof lines / sizeof *lines;
			    i++)
				memo_same(m, lines[i], targets[t],
				    w ? 32 : 64);
	free(m);
}
END_TEST

/* Lines that share a slot: many more distinct lines than slots, each
 * asked twice, each answered with its own registers. */
START_TEST(test_asm_memo_parse_keeps_lines_apart)
{
	struct asm_memo *m = calloc(1, sizeof *m);
	char line[64];

	ck_assert_ptr_nonnull(m);
	for (int pass = 0; pass < 2; pass++)
		for (unsigned i = 0; i < 4 * ASM_MEMO_SLOTS; i++) {
			struct insn in;
			struct diag d;
			unsigned dst = i % 256, src = (i / 256) % 256;

			snprintf(line, sizeof line, "v_mov_b32 v%u, v%u", dst,
			    src);
			ck_assert_int_eq(asm_memo_parse(m, line, strlen(line),
			    ISA_GFX900, 64, &in, &d), ASM_OK);
			ck_assert_uint_eq(in.dst.reg, dst);
			ck_assert_uint_eq(in.src[0].reg, src);
		}
	free(m);
}
END_TEST

/* asm_memo_parse_ref: a line met the first times is parsed into the
 * caller's buffer; once the memo keeps it, the answer is the memo's own
 * parse, equal to asm_parse_line's byte for byte; a line beside it still
 * gets its own registers. */
START_TEST(test_asm_memo_parse_ref_points_at_the_kept_parse)
{
	static const char line[] = "ds_add_u32 v3, v9";
	struct asm_memo *m = calloc(1, sizeof *m);
	struct insn buf, want, other;
	const struct insn *p = NULL;
	struct diag d;
	int kept = 0;

	ck_assert_ptr_nonnull(m);
	ck_assert_int_eq(asm_parse_line(line, strlen(line), ISA_GFX900, 64,
	    &want, &d), ASM_OK);
	for (int i = 0; i < 4; i++) {
		memset(&buf, 0xa5, sizeof buf);
		ck_assert_int_eq(asm_memo_parse_ref(m, line, strlen(line),
		    ISA_GFX900, 64, &buf, &p, &d), ASM_OK);
		ck_assert(memcmp(p, &want, sizeof want) == 0);
		ck_assert_str_eq(d.message, "");
		kept += p != &buf;
	}
	/* kept from the second sighting on (the memo's seen tag) */
	ck_assert_int_ge(kept, 2);
	ck_assert_int_eq(asm_memo_parse_ref(m, "ds_add_u32 v4, v9", 17,
	    ISA_GFX900, 64, &other, &p, &d), ASM_OK);
	ck_assert_uint_eq(p->src[0].reg, 4);
	free(m);
}
END_TEST

/* The shape level of the memo (DS lines that differ in their numbers):
 * every line answered as asm_parse_line answers it, byte for byte, the
 * status, the note (message, column, length) and the whole instruction.
 * The lines share shapes with good lines seen before and carry numbers
 * the parse refuses: a register past v255, a tuple of the wrong size, one
 * starting at an odd VGPR on gfx90a, an offset past 65535 or an offset0
 * past 255, a leading zero, another register class (s, a); hex
 * offsets, whose digits the shape keeps as they are; a '#' for a digit. */
static unsigned shape_rand_state = 17u;

static unsigned
shape_rand(unsigned n)
{
	shape_rand_state = shape_rand_state * 1103515245u + 12345u;
	return (shape_rand_state >> 8) % n;
}

/* A register number: mostly in range, sometimes just past it. */
static unsigned
shape_reg(void)
{
	static const unsigned edge[] = { 0, 1, 254, 255, 256, 257, 300, 999 };

	return shape_rand(8) == 0 ? edge[shape_rand(8)] : shape_rand(256);
}

/* A VGPR tuple of n registers at first, now and then of another size or
 * class, written into out. */
static void
shape_tuple(char *out, size_t room, unsigned n)
{
	unsigned first = shape_reg(), last = first + n - 1;
	char cls = shape_rand(16) == 0 ? (shape_rand(2) ? 's' : 'a') : 'v';

	if (shape_rand(10) == 0)
		last = shape_rand(2) ? last + 1 : first;
	if (n == 1 && shape_rand(2) == 0)
		snprintf(out, room, "%c%u", cls, first);
	else
		snprintf(out, room, "%c[%u:%u]", cls, first, last);
}

static void
shape_offset(char *out, size_t room, const char *name, unsigned max)
{
	static const unsigned edge[] = { 0, 1, 255, 256, 65535, 65536, 99999 };

	if (shape_rand(12) == 0)
		snprintf(out, room, " %s:0%u", name, shape_rand(200));
	else if (shape_rand(12) == 0) /* its digits are no number's */
		snprintf(out, room, " %s:0x%x", name, 16 + shape_rand(max - 16));
	else if (shape_rand(6) == 0)
		snprintf(out, room, " %s:%u", name, edge[shape_rand(7)]);
	else
		snprintf(out, room, " %s:%u", name, 4 * shape_rand(max / 4));
}

START_TEST(test_asm_memo_shape_answers_as_asm_parse_line)
{
	struct asm_memo *m = calloc(1, sizeof *m);
	static const enum isa_target targets[] = { ISA_GFX900, ISA_GFX90A,
		ISA_GFX1100 };
	unsigned differ = 0;

	ck_assert_ptr_nonnull(m);
	for (unsigned i = 0; i < 40000; i++) {
		char line[128], a[32], b[32], c[32], o0[32], o1[32];
		enum isa_target t = targets[shape_rand(3)];
		int wave = shape_rand(4) == 0 ? 32 : 64;
		struct insn fresh, memo;
		struct diag df, dm;
		enum asm_status sf, sm;

		shape_tuple(a, sizeof a, 1);
		snprintf(b, sizeof b, "v%u", shape_reg());
		shape_tuple(c, sizeof c, 1);
		o0[0] = o1[0] = '\0';
		switch (shape_rand(8)) {
		case 0:
			shape_offset(o0, sizeof o0, "offset", 65536);
			snprintf(line, sizeof line, "ds_read_b32 %s, %s%s", a,
			    b, o0);
			break;
		case 1:
			shape_tuple(a, sizeof a, 2);
			shape_offset(o0, sizeof o0, "offset", 1024);
			snprintf(line, sizeof line, "ds_read_b64 %s, %s%s", a,
			    b, o0);
			break;
		case 2:
			shape_tuple(a, sizeof a, 2);
			shape_offset(o0, sizeof o0, "offset0", 256);
			shape_offset(o1, sizeof o1, "offset1", 256);
			snprintf(line, sizeof line, "ds_read2_b32 %s, %s%s%s",
			    a, b, o0, o1);
			break;
		case 3:
			shape_offset(o0, sizeof o0, "offset", 256);
			snprintf(line, sizeof line, "ds_write_b32 %s, %s%s", b,
			    a, o0);
			break;
		case 4:
			shape_tuple(a, sizeof a, 4);
			snprintf(line, sizeof line, "ds_write_b128 %s, %s", b,
			    a);
			break;
		case 5:
			snprintf(line, sizeof line, "ds_add_rtn_u32 %s, %s, %s",
			    a, b, c);
			break;
		case 6:
			shape_tuple(a, sizeof a, 2);
			shape_tuple(c, sizeof c, 2);
			shape_offset(o0, sizeof o0, "offset0", 256);
			shape_offset(o1, sizeof o1, "offset1", 256);
			snprintf(line, sizeof line,
			    "ds_write2_b64 %s, %s, %s%s%s", b, a, c, o0, o1);
			break;
		default:
			snprintf(line, sizeof line, "ds_add_u32 %s,%s", b, a);
			break;
		}
		if (shape_rand(50) == 0) {
			/* a '#' where a digit was: the byte a shape writes
			 * for the digits it takes out */
			char *digit = strpbrk(strchr(line, ' '),
			    "0123456789");

			if (digit != NULL)
				*digit = '#';
		}
		sf = asm_parse_line(line, strlen(line), t, wave, &fresh, &df);
		sm = asm_memo_parse(m, line, strlen(line), t, wave, &memo,
		    &dm);
		ck_assert_msg(sf == sm, "'%s' on %s: status %d, want %d", line,
		    isa_target_name(t), sm, sf);
		ck_assert_msg(strcmp(df.message, dm.message) == 0,
		    "'%s' on %s: '%s', want '%s'", line, isa_target_name(t),
		    dm.message, df.message);
		ck_assert_uint_eq(df.col, dm.col);
		ck_assert_uint_eq(df.len, dm.len);
		if (sf == ASM_OK)
			ck_assert_msg(memcmp(&fresh, &memo, sizeof fresh) == 0,
			    "'%s' on %s: another instruction", line,
			    isa_target_name(t));
		else
			differ++;
	}
	/* the refused numbers were met, not only good lines */
	ck_assert_uint_gt(differ, 1000);
	free(m);
}
END_TEST

Suite *
asm_suite(void)
{
	Suite *s = suite_create("asm");
	TCase *tc;

	tc = tcase_create("parse");
	tcase_add_loop_test(tc,
	    test_asm_parse_line_canonical_text_matches_llvm_mc,
	    0, (int)(sizeof canon_cases / sizeof *canon_cases));
	tcase_add_test(tc, test_asm_parse_line_defaults_follow_semantics);
	tcase_add_test(tc, test_asm_parse_line_clrx_spelling_gives_note);
	tcase_add_test(tc, test_asm_parse_line_operand_slots_for_exec_core);
	tcase_add_test(tc, test_asm_parse_line_hostile_bytes_are_errors);
	tcase_add_loop_test(tc, test_asm_parse_line_dpp_control_values, 0,
	    (int)(sizeof dpp_cases / sizeof *dpp_cases));
	tcase_add_test(tc, test_asm_waitcnt_encode_decode_round_trip);
	tcase_add_test(tc,
	    test_asm_parse_line_bound_ctrl_zero_clears_bit_from_gfx11);
	tcase_add_test(tc, test_asm_format_widest_insn_fits_its_room);
	tcase_add_test(tc, test_asm_complete_knows_the_target);
	tcase_add_test(tc, test_asm_edit_distance_is_exact_up_to_its_limit);
	tcase_add_loop_test(tc,
	    test_asm_modifier_help_and_completion_know_every_modifier, 0,
	    (int)(sizeof mod_lines / sizeof *mod_lines));
	tcase_add_test(tc,
	    test_asm_modifier_help_reads_the_name_before_the_value);
	tcase_add_test(tc, test_asm_memo_parse_answers_as_asm_parse_line);
	tcase_add_test(tc, test_asm_memo_parse_keeps_lines_apart);
	tcase_add_test(tc, test_asm_memo_parse_ref_points_at_the_kept_parse);
	tcase_add_test(tc, test_asm_memo_shape_answers_as_asm_parse_line);
	suite_add_tcase(s, tc);
	return s;
}
