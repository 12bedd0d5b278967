/* SPDX-License-Identifier: MIT */
/* Unit tests of SDWA in the VALU (exec_valu.c): the vectors of
 * vectors.md section E (V53-V61). */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <check.h>

#include "exec.h"
#include "exec_fixtures.h"
#include "suites.h"

static struct step rec;

#define V(w, r, i) ((w)->vgpr[(r)][(i)])

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

/* ---- VOPD (branch vopd13): values worked out by hand from the RDNA3
 * ISA guide (7.6: both halves read their sources before either writes;
 * V_MUL_DX9_ZERO_F32: a zero factor gives 0.0) ---- */

START_TEST(test_vopd_halves_read_before_either_writes)
{
	struct wave *w = fx_wave(ISA_GFX1100, 32);

	fx_fill(w, 1, 3);
	fx_fill(w, 2, 5);
	fx_line(w, "v_dual_mov_b32 v1, v2 :: v_dual_mov_b32 v2, v1", NULL,
	    &rec);
	/* a swap: each half saw the other's old value */
	ck_assert_uint_eq(V(w, 1, 0), 5);
	ck_assert_uint_eq(V(w, 2, 31), 3);
	ck_assert_uint_eq(rec.vopd_y_old[4], 5);
	ck_assert_uint_eq(rec.vopd_y_new[4], 3);
	ck_assert_uint_eq(rec.vopd_y_changed, 0xffffffffu);
	fx_fill(w, 6, 10);
	fx_line(w, "v_dual_mov_b32 v1, v2 :: v_dual_add_nc_u32 v2, v1, v6",
	    NULL, NULL);
	ck_assert_uint_eq(V(w, 1, 9), 3);
	ck_assert_uint_eq(V(w, 2, 9), 15);
	free(w);
}
END_TEST

START_TEST(test_vopd_mul_dx9_zero_and_fmamk_cndmask)
{
	struct wave *w = fx_wave(ISA_GFX1100, 32);

	fx_fill(w, 1, 0x00000000u);      /* +0 */
	fx_fill(w, 2, 0x7f800000u);      /* +inf: IEEE gives NaN */
	V(w, 1, 1) = 0x80000000u;        /* -0 */
	V(w, 2, 1) = 0x7fc00000u;        /* NaN */
	V(w, 1, 2) = 0x40000000u;        /* 2.0 */
	V(w, 2, 2) = 0x40400000u;        /* 3.0 */
	fx_fill(w, 4, 7);
	fx_fill(w, 5, 0xffffffffu);
	fx_line(w, "v_dual_mul_dx9_zero_f32 v0, v1, v2 :: "
	    "v_dual_add_nc_u32 v3, v4, v5", NULL, NULL);
	ck_assert_uint_eq(V(w, 0, 0), 0);
	ck_assert_uint_eq(V(w, 0, 1), 0);
	ck_assert_uint_eq(V(w, 0, 2), 0x40c00000u); /* 6.0 */
	ck_assert_uint_eq(V(w, 3, 2), 6);
	/* fmamk: 3.0 * K 2.0 + 1.0 = 7.0; cndmask takes v5 where vcc_lo
	 * is set (lanes 0 and 2) */
	fx_fill(w, 1, 0x40400000u);
	fx_fill(w, 2, 0x3f800000u);
	w->vcc = 0x5;
	fx_line(w, "v_dual_fmamk_f32 v0, v1, 0x40000000, v2 :: "
	    "v_dual_cndmask_b32 v3, v4, v5", NULL, NULL);
	ck_assert_uint_eq(V(w, 0, 7), 0x40e00000u);
	ck_assert_uint_eq(V(w, 3, 0), 0xffffffffu);
	ck_assert_uint_eq(V(w, 3, 1), 7);
	ck_assert_uint_eq(V(w, 3, 2), 0xffffffffu);
	free(w);
}
END_TEST

/* ---- v_dual_dot2acc_f32_f16 (RDNA3 ISA guide, V_DOT2ACC_F32_F16: the
 * accumulator plus the low f16 product, then plus the high one, each add
 * rounded to f32). The model below is the test's own: an f16 decoded by
 * its fields into a double (exact), the products exact in double, and
 * each sum rounded to float by the compiler's double-to-float
 * conversion (round to nearest even); the operands are kept within
 * 2^-6..2^5 so every double sum is exact and only that conversion rounds. */

static double
f16_value(uint16_t h)
{
	int e = (h >> 10) & 31;
	double m = h & 1023;
	double v = e == 0 ? ldexp(m, -24) : ldexp(1024 + m, e - 25);

	return (h & 0x8000) ? -v : v;
}

static uint32_t
dot2acc_model(uint32_t a, uint32_t b, float acc)
{
	float t = (float)((double)acc + f16_value((uint16_t)a) *
	    f16_value((uint16_t)b));

	return f32_bits((float)((double)t + f16_value((uint16_t)(a >> 16)) *
	    f16_value((uint16_t)(b >> 16))));
}

START_TEST(test_vopd_dot2acc_f32_f16_rounds_each_add)
{
	struct wave *w = fx_wave(ISA_GFX1100, 32);
	uint32_t seed = 12345;
	float acc[32];

	/* lane 0 exact: 10 + 2 * 0.5 + 3 * -1.5 = 6.5 */
	V(w, 1, 0) = 0x42004000u; /* {lo 2.0, hi 3.0} */
	V(w, 2, 0) = 0xbe003800u; /* {lo 0.5, hi -1.5} */
	V(w, 0, 0) = 0x41200000u; /* 10.0 */
	/* lane 1: 1.0 + 2^-24 + 2^-24 (2^-12 squared, twice). Each add is
	 * a tie that rounds to even, 1.0; one rounding of the exact sum
	 * would give 1 + 2^-23 (0x3f800001). */
	V(w, 1, 1) = 0x0c000c00u;
	V(w, 2, 1) = 0x0c000c00u;
	V(w, 0, 1) = 0x3f800000u;
	/* lane 2: f16 denormals: 2^-24 * 1.0 + (-2^-24) * 2.0 + 0 =
	 * -2^-24 (0xb3800000) */
	V(w, 1, 2) = 0x80010001u;
	V(w, 2, 2) = 0x40003c00u;
	V(w, 0, 2) = 0;
	/* lane 3: the largest f16 powers: 2^15 * 2^15 = 2^30, far past
	 * f16's range but exact in f32; 1.0 + 2^30 rounds to 2^30
	 * (0x4e800000) */
	V(w, 1, 3) = 0x78000000u;
	V(w, 2, 3) = 0x78000000u;
	V(w, 0, 3) = 0x3f800000u;
	for (unsigned n = 4; n < 32; n++) {
		uint32_t h[4];

		for (unsigned k = 0; k < 4; k++) {
			seed = seed * 1103515245u + 12345u;
			/* exponent field 9..20: 2^-6 <= |x| < 2^6 */
			h[k] = ((seed >> 16) & 0x83ffu) |
			    ((9u + (seed >> 27) % 12u) << 10);
		}
		V(w, 1, n) = h[0] | h[1] << 16;
		V(w, 2, n) = h[2] | h[3] << 16;
		seed = seed * 1103515245u + 12345u;
		acc[n] = (float)((int32_t)((seed >> 8) % 8192u) - 4096) /
		    64.0f;
		V(w, 0, n) = f32_bits(acc[n]);
	}
	fx_fill(w, 6, 7);
	fx_line(w, "v_dual_dot2acc_f32_f16 v0, v1, v2 :: v_dual_mov_b32 v3, "
	    "v6", NULL, &rec);
	ck_assert_uint_eq(V(w, 0, 0), 0x40d00000u);
	ck_assert_uint_eq(V(w, 0, 1), 0x3f800000u);
	ck_assert_uint_eq(V(w, 0, 2), 0xb3800000u);
	ck_assert_uint_eq(V(w, 0, 3), 0x4e800000u);
	for (unsigned n = 4; n < 32; n++)
		ck_assert_msg(V(w, 0, n) == dot2acc_model(V(w, 1, n),
		    V(w, 2, n), acc[n]), "lane %u: 0x%08x, model 0x%08x", n,
		    V(w, 0, n), dot2acc_model(V(w, 1, n), V(w, 2, n),
		    acc[n]));
	ck_assert_uint_eq(V(w, 3, 5), 7);
	/* as the Y half, reading its own destination as the accumulator
	 * while X writes another register; the literal 1.5 is the 32-bit
	 * literal 0x00003e00 (llvm-mc 19's bytes), so {lo 1.5, hi 0} */
	fx_fill(w, 4, 0x40000000u); /* 2.0 */
	fx_fill(w, 5, 0x44004200u); /* {lo 3.0, hi 4.0} */
	fx_line(w, "v_dual_mov_b32 v1, v6 :: v_dual_dot2acc_f32_f16 v4, 1.5, "
	    "v5", NULL, NULL);
	ck_assert_uint_eq(V(w, 4, 9), 0x40d00000u); /* 2 + 1.5*3 + 0*4 */
	ck_assert_uint_eq(V(w, 1, 9), 7);
	free(w);
}
END_TEST

Suite *
exec_valu_suite(void)
{
	Suite *s = suite_create("exec_valu");
	TCase *tc;

	tc = tcase_create("sdwa");
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
	tc = tcase_create("vopd");
	tcase_add_test(tc, test_vopd_halves_read_before_either_writes);
	tcase_add_test(tc, test_vopd_mul_dx9_zero_and_fmamk_cndmask);
	tcase_add_test(tc, test_vopd_dot2acc_f32_f16_rounds_each_add);
	suite_add_tcase(s, tc);
	return s;
}
