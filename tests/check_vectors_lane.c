/* SPDX-License-Identifier: MIT */
/* The lane-scalar, permlane and SDWA vectors of vectors.md (sections D
 * and E, V46-V61), one Check test each. */
#include "config.h"

#include <stdio.h>

#include <check.h>

#include "exec.h"
#include "exec_fixtures.h"

static struct step rec;

#define V(w, r, i) ((w)->vgpr[(r)][(i)])

START_TEST(test_v46_mbcnt_lane_id_idiom)
{
	struct wave *w = fx_wave(ISA_GFX803, 64);
	struct insn lo = fx_asm(w, "v_mbcnt_lo_u32_b32 v6, -1, 0");
	struct insn hi = fx_asm(w, "v_mbcnt_hi_u32_b32 v6, -1, v6");
	static const unsigned lanes[6] = { 0, 5, 31, 32, 37, 63 };
	static const uint32_t after_lo[6] = { 0, 5, 31, 32, 32, 32 };

	fx_run(w, &lo, NULL, &rec);
	for (unsigned k = 0; k < 6; k++)
		ck_assert_uint_eq(V(w, 6, lanes[k]), after_lo[k]);
	ck_assert_int_eq(rec.lane[5].reason, REASON_COMPUTED);
	fx_run(w, &hi, NULL, NULL);
	for (unsigned i = 0; i < 64; i++)
		ck_assert_uint_eq(V(w, 6, i), i);
	free(w);
}
END_TEST

START_TEST(test_v47_mbcnt_rank_among_active_lanes)
{
	struct wave *w = fx_wave(ISA_GFX900, 64);
	struct insn lo = fx_asm(w, "v_mbcnt_lo_u32_b32 v6, exec_lo, 0");
	struct insn hi = fx_asm(w, "v_mbcnt_hi_u32_b32 v6, exec_hi, v6");

	w->exec = 0xF0F0F0F0F0F0F0F0ull;
	fx_run(w, &lo, NULL, NULL);
	fx_run(w, &hi, NULL, &rec);
	ck_assert_uint_eq(V(w, 6, 4), 0);
	ck_assert_uint_eq(V(w, 6, 7), 3);
	ck_assert_uint_eq(V(w, 6, 12), 4);
	ck_assert_uint_eq(V(w, 6, 36), 16);
	ck_assert_uint_eq(V(w, 6, 63), 31);
	ck_assert_int_eq(rec.lane[0].reason, REASON_EXEC_OFF);
	free(w);
}
END_TEST

START_TEST(test_v48_readlane_wraps_and_readfirstlane)
{
	struct wave *w = fx_wave(ISA_GFX803, 64);
	struct insn in = fx_asm(w, "v_readlane_b32 s0, v1, s2");

	fx_iota(w, 1, 100);
	w->sgpr[2] = 65;
	w->exec = 0;
	fx_run(w, &in, NULL, &rec);
	ck_assert_uint_eq(w->sgpr[0], 101);
	ck_assert_int_eq(rec.selected_lane, 1);
	ck_assert_uint_eq(rec.scalar_new, 101);
	ck_assert_uint_eq(rec.kind, STEP_READLANE);
	fx_line(w, "v_readlane_b32 s0, v1, 64", NULL, NULL);
	ck_assert_uint_eq(w->sgpr[0], 100);
	in = fx_asm(w, "v_readfirstlane_b32 s3, v1");
	fx_run(w, &in, NULL, NULL);
	ck_assert_uint_eq(w->sgpr[3], 100);
	w->exec = 0x100;
	fx_run(w, &in, NULL, &rec);
	ck_assert_uint_eq(w->sgpr[3], 108);
	ck_assert_int_eq(rec.selected_lane, 8);
	free(w);
}
END_TEST

START_TEST(test_v49_writelane_ignores_exec)
{
	struct wave *w = fx_wave(ISA_GFX1010, 64);
	struct insn in = fx_asm(w, "v_writelane_b32 v0, s1, s2");

	fx_sentinel(w, 0);
	w->sgpr[1] = 0x12345678;
	w->sgpr[2] = 67;
	w->exec = 0;
	fx_run(w, &in, NULL, &rec);
	for (unsigned i = 0; i < 64; i++)
		ck_assert_uint_eq(V(w, 0, i), i == 3 ? 0x12345678u : SENT(i));
	ck_assert_uint_eq(rec.written, LANE(3));
	ck_assert_int_eq(rec.lane[3].reason, REASON_MOVED);
	free(w);
}
END_TEST

/* `v_permlane[x]16_b32 v1, v0, s2, s3 [op_sel:[fi,bc]]` with s2/s3 set
 * to the selector words; as a struct where the target lacks it. */
static struct insn
permlane(struct wave *w, enum isa_id id, uint32_t lo, uint32_t hi,
    unsigned op_sel)
{
	struct insn in;
	char line[96];

	w->sgpr[2] = lo;
	w->sgpr[3] = hi;
	if (w->target < ISA_GFX1010) {
		in = fx_insn(id, w);
		in.form = FORM_NATIVE;
		in.dst = fx_v(1);
		in.src[0] = fx_v(0);
		in.src[1] = fx_s(2);
		in.src[2] = fx_s(3);
		return in;
	}
	snprintf(line, sizeof line, "%s v1, v0, s2, s3%s", isa_get(id)->name,
	    op_sel == 1 ? " op_sel:[1,0]" : op_sel == 2 ? " op_sel:[0,1]" :
	    op_sel == 3 ? " op_sel:[1,1]" : "");
	in = fx_asm(w, line);
	ck_assert_uint_eq(in.op_sel, op_sel);
	return in;
}

static struct wave *
perm_wave(void)
{
	struct wave *w = fx_wave(ISA_GFX1010, 64);

	fx_iota(w, 0, 100);
	fx_sentinel(w, 1);
	return w;
}

START_TEST(test_v50_permlane16_rotates_each_row)
{
	struct wave *w = perm_wave();
	struct insn in = permlane(w, V_PERMLANE16_B32, 0x87654321u,
	    0x0fedcba9u, 0);

	fx_run(w, &in, NULL, &rec);
	ck_assert_uint_eq(V(w, 1, 0), 101);
	ck_assert_uint_eq(V(w, 1, 1), 102);
	ck_assert_uint_eq(V(w, 1, 14), 115);
	ck_assert_uint_eq(V(w, 1, 15), 100);
	ck_assert_uint_eq(V(w, 1, 16), 117);
	ck_assert_uint_eq(V(w, 1, 31), 116);
	ck_assert_uint_eq(V(w, 1, 47), 132);
	ck_assert_uint_eq(V(w, 1, 63), 148);
	ck_assert_uint_eq(rec.kind, STEP_PERMLANE);
	free(w);
	w = fx_wave(ISA_GFX900, 64);
	in = permlane(w, V_PERMLANE16_B32, 0, 0, 0);
	fx_refuse(w, &in, "gfx900");
	free(w);
}
END_TEST

START_TEST(test_v51_permlanex16_swaps_row_pairs)
{
	struct wave *w = perm_wave();
	struct insn in = permlane(w, V_PERMLANEX16_B32, 0x76543210u,
	    0xFEDCBA98u, 0);

	fx_run(w, &in, NULL, NULL);
	ck_assert_uint_eq(V(w, 1, 0), 116);
	ck_assert_uint_eq(V(w, 1, 15), 131);
	ck_assert_uint_eq(V(w, 1, 16), 100);
	ck_assert_uint_eq(V(w, 1, 32), 148);
	ck_assert_uint_eq(V(w, 1, 48), 132);
	in = permlane(w, V_PERMLANEX16_B32, 0x67452301u, 0xEFCDAB89u, 0);
	fx_run(w, &in, NULL, NULL);
	ck_assert_uint_eq(V(w, 1, 0), 117);
	ck_assert_uint_eq(V(w, 1, 1), 116);
	ck_assert_uint_eq(V(w, 1, 16), 101);
	ck_assert_uint_eq(V(w, 1, 17), 100);
	free(w);
}
END_TEST

START_TEST(test_v52_permlanex16_fi_fetches_inactive_lanes)
{
	struct wave *w = perm_wave();
	struct insn in = permlane(w, V_PERMLANEX16_B32, 0xffffffffu,
	    0xffffffffu, 1);

	w->exec = LANE(16) | LANE(48);
	fx_run(w, &in, NULL, &rec);
	for (unsigned i = 0; i < 64; i++) {
		uint32_t want = i == 16 ? 115 : i == 48 ? 147 : SENT(i);
		ck_assert_uint_eq(V(w, 1, i), want);
	}
	ck_assert_uint_eq(rec.disputes, 0);
	/* without FI the inactive sources are invalid: not written */
	fx_sentinel(w, 1);
	in = permlane(w, V_PERMLANEX16_B32, 0xffffffffu, 0xffffffffu, 0);
	fx_run(w, &in, NULL, &rec);
	ck_assert_uint_eq(V(w, 1, 16), SENT(16));
	ck_assert_int_eq(rec.lane[16].reason, REASON_SRC_INACTIVE_KEPT);
	ck_assert(rec.lane[16].flags & LANE_DISPUTED);
	free(w);
}
END_TEST

/* ---- SDWA ---- */

static const char *const sel_name[7] = { "BYTE_0", "BYTE_1", "BYTE_2",
	"BYTE_3", "WORD_0", "WORD_1", "DWORD" };
static const char *const unused_name[3] = { "UNUSED_PAD", "UNUSED_SEXT",
	"UNUSED_PRESERVE" };

static void
sdwa_opnd(char *buf, size_t size, struct operand o)
{
	if (o.mods & OPND_MOD_SEXT)
		snprintf(buf, size, "sext(v%u)", o.reg);
	else
		fx_opnd_text(buf, size, o);
}

/* `NAME_sdwa v0, A[, B] dst_sel dst_unused src0_sel [src1_sel]` through
 * the assembler, every select written out */
static struct insn
sdwa(const struct wave *w, enum isa_id id, struct operand a,
    struct operand b, unsigned dst_sel, unsigned unused, unsigned s0,
    unsigned s1)
{
	char ta[24], tb[24], line[200];
	struct insn in;

	sdwa_opnd(ta, sizeof ta, a);
	if (b.kind == OPND_NONE) {
		snprintf(line, sizeof line, "%s_sdwa v0, %s dst_sel:%s "
		    "dst_unused:%s src0_sel:%s", isa_get(id)->name, ta,
		    sel_name[dst_sel], unused_name[unused], sel_name[s0]);
	} else {
		sdwa_opnd(tb, sizeof tb, b);
		snprintf(line, sizeof line, "%s_sdwa v0, %s, %s dst_sel:%s "
		    "dst_unused:%s src0_sel:%s src1_sel:%s", isa_get(id)->name,
		    ta, tb, sel_name[dst_sel], unused_name[unused],
		    sel_name[s0], sel_name[s1]);
	}
	in = fx_asm(w, line);
	ck_assert_uint_eq(in.form, FORM_SDWA);
	ck_assert_uint_eq(in.dst_sel, dst_sel);
	ck_assert_uint_eq(in.dst_unused, unused);
	ck_assert_uint_eq(in.src0_sel, s0);
	ck_assert_uint_eq(in.src[0].mods, a.mods);
	return in;
}

static uint32_t
mov_sdwa(unsigned target, uint32_t old, uint32_t v1, unsigned dst_sel,
    unsigned unused, unsigned s0, unsigned mods)
{
	struct wave *w = fx_wave(target, 64);
	struct operand none = { 0 };
	struct insn in = sdwa(w, V_MOV_B32, fx_mod(fx_v(1), mods), none,
	    dst_sel, unused, s0, SDWA_DWORD);
	uint32_t r;

	fx_fill(w, 0, old);
	fx_fill(w, 1, v1);
	fx_run(w, &in, NULL, NULL);
	r = w->vgpr[0][0];
	ck_assert_uint_eq(w->vgpr[0][63], r);
	free(w);
	return r;
}

START_TEST(test_v53_sdwa_dst_sext_into_byte1)
{
	ck_assert_uint_eq(mov_sdwa(ISA_GFX803, 0, 0x00001280u, SDWA_BYTE_1,
	    SDWA_UNUSED_SEXT, SDWA_WORD_0, 0), 0xFFFF8000u);
}
END_TEST

START_TEST(test_v54_sdwa_preserve_vs_pad)
{
	ck_assert_uint_eq(mov_sdwa(ISA_GFX803, 0xAABBCCDDu, 0x11223344u,
	    SDWA_WORD_1, SDWA_UNUSED_PRESERVE, SDWA_BYTE_2, 0), 0x0022CCDDu);
	ck_assert_uint_eq(mov_sdwa(ISA_GFX803, 0xAABBCCDDu, 0x11223344u,
	    SDWA_WORD_1, SDWA_UNUSED_PAD, SDWA_BYTE_2, 0), 0x00220000u);
	ck_assert_uint_eq(mov_sdwa(ISA_GFX803, 0xAABBCCDDu, 0x11223344u,
	    SDWA_BYTE_2, SDWA_UNUSED_PAD, SDWA_BYTE_2, 0), 0x00220000u);
}
END_TEST

static uint32_t
add_u32_sdwa(bool sext)
{
	struct wave *w = fx_wave(ISA_GFX900, 64);
	struct insn in = sdwa(w, V_ADD_U32,
	    fx_mod(fx_v(1), sext ? OPND_MOD_SEXT : 0), fx_v(2), SDWA_DWORD,
	    SDWA_UNUSED_PAD, SDWA_BYTE_1, SDWA_DWORD);
	uint32_t r;

	fx_fill(w, 1, 0x0000F000u);
	fx_fill(w, 2, 100);
	fx_run(w, &in, NULL, NULL);
	r = w->vgpr[0][7];
	free(w);
	return r;
}

START_TEST(test_v55_sdwa_sext_on_integer_byte)
{
	ck_assert_uint_eq(add_u32_sdwa(true), 84);
	ck_assert_uint_eq(add_u32_sdwa(false), 340);
}
END_TEST

START_TEST(test_v56_sdwa_sext_on_word1_and_dword)
{
	ck_assert_uint_eq(mov_sdwa(ISA_GFX900, 0, 0x80000000u, SDWA_DWORD,
	    SDWA_UNUSED_PAD, SDWA_WORD_1, OPND_MOD_SEXT), 0xFFFF8000u);
	ck_assert_uint_eq(mov_sdwa(ISA_GFX900, 0, 0x80000000u, SDWA_DWORD,
	    SDWA_UNUSED_PAD, SDWA_WORD_1, 0), 0x00008000u);
	ck_assert_uint_eq(mov_sdwa(ISA_GFX900, 0, 0x80000000u, SDWA_DWORD,
	    SDWA_UNUSED_PAD, SDWA_DWORD, OPND_MOD_SEXT), 0x80000000u);
}
END_TEST

START_TEST(test_v57_sdwa_sext_destination_corners)
{
	ck_assert_uint_eq(mov_sdwa(ISA_GFX803, 0x12345678u, 0x80, SDWA_BYTE_3,
	    SDWA_UNUSED_SEXT, SDWA_DWORD, 0), 0x80000000u);
	ck_assert_uint_eq(mov_sdwa(ISA_GFX803, 0x12345678u, 0x1FF,
	    SDWA_BYTE_0, SDWA_UNUSED_SEXT, SDWA_DWORD, 0), 0xFFFFFFFFu);
	ck_assert_uint_eq(mov_sdwa(ISA_GFX803, 0x12345678u, 0x7F, SDWA_BYTE_0,
	    SDWA_UNUSED_SEXT, SDWA_DWORD, 0), 0x0000007Fu);
	ck_assert_uint_eq(mov_sdwa(ISA_GFX803, 0x12345678u, 0x8001,
	    SDWA_WORD_0, SDWA_UNUSED_SEXT, SDWA_DWORD, 0), 0xFFFF8001u);
}
END_TEST

START_TEST(test_v58_sdwa_f16_neg_high_word_preserved_low)
{
	struct wave *w = fx_wave(ISA_GFX803, 64);
	struct insn in = sdwa(w, V_ADD_F16, fx_mod(fx_v(1), OPND_MOD_NEG),
	    fx_v(2), SDWA_WORD_1, SDWA_UNUSED_PRESERVE, SDWA_WORD_1,
	    SDWA_WORD_0);

	fx_fill(w, 0, 0x12345678u);
	fx_fill(w, 1, 0x3C000000u);
	fx_fill(w, 2, 0x00004000u);
	fx_run(w, &in, NULL, &rec);
	ck_assert_uint_eq(V(w, 0, 0), 0x3C005678u);
	ck_assert_uint_eq(rec.kind, STEP_SDWA);
	free(w);
}
END_TEST

START_TEST(test_v59_sdwa_neg_abs_order_on_f32)
{
	struct wave *w = fx_wave(ISA_GFX803, 64);
	struct insn in = sdwa(w, V_ADD_F32,
	    fx_mod(fx_v(1), OPND_MOD_NEG | OPND_MOD_ABS), fx_v(2), SDWA_DWORD,
	    SDWA_UNUSED_PAD, SDWA_DWORD, SDWA_DWORD);

	fx_fill(w, 2, 0x3F800000u);
	fx_fill(w, 1, 0x40400000u);
	fx_run(w, &in, NULL, NULL);
	ck_assert_uint_eq(V(w, 0, 0), 0xC0000000u);
	fx_fill(w, 1, 0xC0400000u);
	fx_run(w, &in, NULL, NULL);
	ck_assert_uint_eq(V(w, 0, 0), 0xC0000000u);
	free(w);
}
END_TEST

START_TEST(test_v60_sdwa_clamp_before_merge)
{
	struct wave *w = fx_wave(ISA_GFX900, 64);
	struct insn in = fx_asm(w, "v_add_f16_sdwa v0, v1, v2 clamp "
	    "dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:WORD_0 "
	    "src1_sel:WORD_0");

	fx_fill(w, 1, 0x00003C00u);
	fx_fill(w, 2, 0x00003C00u);
	ck_assert(in.clamp);
	fx_run(w, &in, NULL, NULL);
	ck_assert_uint_eq(V(w, 0, 0), 0x00003C00u);
	in = sdwa(w, V_ADD_F16, fx_v(1), fx_v(2), SDWA_WORD_0,
	    SDWA_UNUSED_PAD, SDWA_WORD_0, SDWA_WORD_0);
	fx_run(w, &in, NULL, NULL);
	ck_assert_uint_eq(V(w, 0, 0), 0x00004000u);
	free(w);
}
END_TEST

START_TEST(test_v61_sdwa_default_preserve_and_raw_pad)
{
	struct wave *w = fx_wave(ISA_GFX803, 64);
	struct insn in = fx_asm(w, "v_mov_b32_sdwa v0, v1 dst_sel:BYTE_0");

	/* the assembler's default is PRESERVE (llvm-mc 14) */
	ck_assert_uint_eq(in.dst_unused, SDWA_UNUSED_PRESERVE);
	fx_fill(w, 0, 0xAABBCCDDu);
	fx_fill(w, 1, 0x11223344u);
	fx_run(w, &in, NULL, NULL);
	ck_assert_uint_eq(V(w, 0, 5), 0xAABBCC44u);
	free(w);
	ck_assert_uint_eq(mov_sdwa(ISA_GFX803, 0xAABBCCDDu, 0x11223344u,
	    SDWA_BYTE_0, SDWA_UNUSED_PRESERVE, SDWA_DWORD, 0), 0xAABBCC44u);
	ck_assert_uint_eq(mov_sdwa(ISA_GFX803, 0xAABBCCDDu, 0x11223344u,
	    SDWA_BYTE_0, SDWA_UNUSED_PAD, SDWA_DWORD, 0), 0x00000044u);
}
END_TEST

void
vectors_add_lane(Suite *s)
{
	TCase *tc = tcase_create("lane_sdwa");

	tcase_add_test(tc, test_v46_mbcnt_lane_id_idiom);
	tcase_add_test(tc, test_v47_mbcnt_rank_among_active_lanes);
	tcase_add_test(tc, test_v48_readlane_wraps_and_readfirstlane);
	tcase_add_test(tc, test_v49_writelane_ignores_exec);
	tcase_add_test(tc, test_v50_permlane16_rotates_each_row);
	tcase_add_test(tc, test_v51_permlanex16_swaps_row_pairs);
	tcase_add_test(tc, test_v52_permlanex16_fi_fetches_inactive_lanes);
	tcase_add_test(tc, test_v53_sdwa_dst_sext_into_byte1);
	tcase_add_test(tc, test_v54_sdwa_preserve_vs_pad);
	tcase_add_test(tc, test_v55_sdwa_sext_on_integer_byte);
	tcase_add_test(tc, test_v56_sdwa_sext_on_word1_and_dword);
	tcase_add_test(tc, test_v57_sdwa_sext_destination_corners);
	tcase_add_test(tc, test_v58_sdwa_f16_neg_high_word_preserved_low);
	tcase_add_test(tc, test_v59_sdwa_neg_abs_order_on_f32);
	tcase_add_test(tc, test_v60_sdwa_clamp_before_merge);
	tcase_add_test(tc, test_v61_sdwa_default_preserve_and_raw_pad);
	suite_add_tcase(s, tc);
}
