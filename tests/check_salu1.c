/* SPDX-License-Identifier: MIT */
/* check_salu1: the SOP1 rows of branch salu16b (bit counts and finds,
 * reversals, sign extension, bit sets, abs, wqm/quadmask, the saveexec
 * family) on values worked out by hand from the GCN3, Vega and RDNA3 ISA
 * pseudocode, each with its SCC. */
#include <check.h>

#include "exec_fixtures.h"
#include "memory.h"
#include "suites.h"

/* One case on gfx900 wave64 (gfx1100 wave32 when w32): s[2:3] before,
 * d before (s[0:1]), SCC before; s0 or s[0:1] and SCC after. */
struct s1_case {
	const char *line;
	uint64_t a, d;
	bool scc_in;
	uint64_t want;
	bool scc;
};

#define M1 0xffffffffu
static const struct s1_case cases[] = {
	/* s_cmov moves only when SCC is set and leaves SCC */
	{ "s_cmov_b32 s0, s2", 7, 9, true, 7, true },
	{ "s_cmov_b32 s0, s2", 7, 9, false, 9, false },
	{ "s_cmov_b64 s[0:1], s[2:3]", 1ull << 40, 5, true, 1ull << 40, true },
	/* counts: of 0 (bcnt1 0 clears SCC), of all ones */
	{ "s_bcnt1_i32_b32 s0, s2", 0, 3, true, 0, false },
	{ "s_bcnt1_i32_b32 s0, s2", 0xf0f0u, 3, false, 8, true },
	{ "s_bcnt0_i32_b32 s0, s2", M1, 3, true, 0, false },
	{ "s_bcnt0_i32_b32 s0, s2", 0, 3, false, 32, true },
	{ "s_bcnt1_i32_b64 s0, s[2:3]", ~0ull, 3, false, 64, true },
	{ "s_bcnt0_i32_b64 s0, s[2:3]", 1ull << 63, 3, false, 63, true },
	/* finds: none is -1; they leave SCC */
	{ "s_ff1_i32_b32 s0, s2", 0, 3, true, M1, true },
	{ "s_ff1_i32_b32 s0, s2", 0x80000000u, 3, false, 31, false },
	{ "s_ff0_i32_b32 s0, s2", M1, 3, false, M1, false },
	{ "s_ff0_i32_b32 s0, s2", 0xffu, 3, false, 8, false },
	{ "s_ff1_i32_b64 s0, s[2:3]", 1ull << 40, 3, false, 40, false },
	{ "s_ff0_i32_b64 s0, s[2:3]", 0xffffffffull, 3, false, 32, false },
	{ "s_flbit_i32_b32 s0, s2", 0, 3, false, M1, false },
	{ "s_flbit_i32_b32 s0, s2", 1, 3, false, 31, false },
	{ "s_flbit_i32_b32 s0, s2", 0x80000000u, 3, false, 0, false },
	{ "s_flbit_i32_b64 s0, s[2:3]", 1, 3, false, 63, false },
	/* signed: the first bit unlike the sign bit, from bit 31 down */
	{ "s_flbit_i32 s0, s2", M1, 3, false, M1, false },
	{ "s_flbit_i32 s0, s2", 0, 3, false, M1, false },
	{ "s_flbit_i32 s0, s2", 0x40000000u, 3, false, 1, false },
	{ "s_flbit_i32 s0, s2", 0xfffffffeu, 3, false, 31, false },
	{ "s_flbit_i32_i64 s0, s[2:3]", 0xffffffff00000000ull, 3, false, 32,
	  false },
	/* reversals and extensions leave SCC */
	{ "s_brev_b32 s0, s2", 1, 3, true, 0x80000000u, true },
	{ "s_brev_b64 s[0:1], s[2:3]", 6, 3, false, 0x6000000000000000ull,
	  false },
	{ "s_sext_i32_i8 s0, s2", 0x180u, 3, false, 0xffffff80u, false },
	{ "s_sext_i32_i8 s0, s2", 0xff7fu, 3, false, 0x7f, false },
	{ "s_sext_i32_i16 s0, s2", 0x8000u, 3, true, 0xffff8000u, true },
	/* bit sets: bit s0[4:0] (s0[5:0]) of d, 33 is bit 1 */
	{ "s_bitset1_b32 s0, s2", 33, 0x10, false, 0x12, false },
	{ "s_bitset0_b32 s0, s2", 4, 0x13, true, 0x03, true },
	{ "s_bitset1_b64 s[0:1], s2", 63, 1, false, 0x8000000000000001ull,
	  false },
	{ "s_bitset0_b64 s[0:1], s2", 32 + 64, ~0ull, false,
	  0xfffffffeffffffffull, false },
	/* |INT_MIN| is INT_MIN; SCC = d != 0 */
	{ "s_abs_i32 s0, s2", 0x80000000u, 3, false, 0x80000000u, true },
	{ "s_abs_i32 s0, s2", M1, 3, false, 1, true },
	{ "s_abs_i32 s0, s2", 0, 3, true, 0, false },
	/* whole quad mode: any bit of a nibble fills it */
	{ "s_wqm_b32 s0, s2", 0x10204u, 3, false, 0xf0f0fu, true },
	{ "s_wqm_b32 s0, s2", 0, 3, true, 0, false },
	{ "s_wqm_b64 s[0:1], s[2:3]", 1ull << 63, 3, false,
	  0xf000000000000000ull, true },
	/* quadmask: one bit per nibble */
	{ "s_quadmask_b32 s0, s2", 0x80000011u, 3, false, 0x83, true },
	{ "s_quadmask_b64 s[0:1], s[2:3]", 1ull << 63, 3, false, 0x8000,
	  true },
	{ "s_bitreplicate_b64_b32 s[0:1], s2", 0x80000005u, 3, true,
	  0xc000000000000033ull, true },
};

/* The saveexec family on gfx900 wave64: EXEC and s[2:3] before, EXEC
 * and s[0:1] after. */
struct sx_case {
	const char *line;
	uint64_t exec, a, exec_after, d;
	bool scc;
};

static const struct sx_case sxs[] = {
	{ "s_xor_saveexec_b64 s[0:1], s[2:3]", 0xff, 0x0f, 0xf0, 0xff, true },
	{ "s_xor_saveexec_b64 s[0:1], s[2:3]", 0xff, 0xff, 0, 0xff, false },
	{ "s_andn2_saveexec_b64 s[0:1], s[2:3]", 0x0f, 0xff, 0xf0, 0x0f,
	  true },
	{ "s_orn2_saveexec_b64 s[0:1], s[2:3]", ~0ull, 1, 1, ~0ull, true },
	{ "s_nand_saveexec_b64 s[0:1], s[2:3]", ~0ull, ~0ull, 0, ~0ull,
	  false },
	{ "s_nor_saveexec_b64 s[0:1], s[2:3]", 0xf, 0xf0,
	  ~0xffull, 0xf, true },
	{ "s_xnor_saveexec_b64 s[0:1], s[2:3]", 0xf, 0xf, ~0ull, 0xf, true },
	{ "s_andn1_saveexec_b64 s[0:1], s[2:3]", 0xff, 0x0f, 0xf0, 0xff,
	  true },
	{ "s_orn1_saveexec_b64 s[0:1], s[2:3]", 0x1, ~0ull, 0x1, 0x1, true },
	/* wrexec: d gets the new EXEC */
	{ "s_andn1_wrexec_b64 s[0:1], s[2:3]", 0xff, 0x0f, 0xf0, 0xf0, true },
	{ "s_andn2_wrexec_b64 s[0:1], s[2:3]", 0x0f, 0xff, 0xf0, 0xf0, true },
	{ "s_andn2_wrexec_b64 s[0:1], s[2:3]", 0xff, 0xff, 0, 0, false },
};

static void
set64(struct wave *w, unsigned r, uint64_t v)
{
	w->sgpr[r] = (uint32_t)v;
	w->sgpr[r + 1] = (uint32_t)(v >> 32);
}

static uint64_t
get64(const struct wave *w, unsigned r)
{
	return (uint64_t)w->sgpr[r + 1] << 32 | w->sgpr[r];
}

START_TEST(test_salu_sop1_values_and_scc_match_the_isa)
{
	const struct s1_case *c = &cases[_i];
	struct wave *w = fx_wave(ISA_GFX900, 64);
	bool wide = strstr(c->line, "s[0:1]") != NULL;

	set64(w, 2, c->a);
	set64(w, 0, wide ? c->d : (0xdeadbeef00000000ull | c->d));
	w->scc = c->scc_in;
	fx_line(w, c->line, NULL, NULL);
	if (wide)
		ck_assert_msg(get64(w, 0) == c->want, "%s: got 0x%016llx",
		    c->line, (unsigned long long)get64(w, 0));
	else
		ck_assert_msg(w->sgpr[0] == (uint32_t)c->want &&
		    w->sgpr[1] == 0xdeadbeefu, "%s: got 0x%08x", c->line,
		    w->sgpr[0]);
	ck_assert_msg(w->scc == c->scc, "%s: scc %d", c->line, w->scc);
	free(w);
}
END_TEST

START_TEST(test_salu_saveexec_family_sets_exec_d_and_scc)
{
	const struct sx_case *c = &sxs[_i];
	struct wave *w = fx_wave(ISA_GFX900, 64);

	w->exec = c->exec;
	set64(w, 2, c->a);
	w->scc = !c->scc;
	fx_line(w, c->line, NULL, NULL);
	ck_assert_msg(w->exec == c->exec_after, "%s: exec 0x%016llx",
	    c->line, (unsigned long long)w->exec);
	ck_assert_msg(get64(w, 0) == c->d, "%s: d 0x%016llx", c->line,
	    (unsigned long long)get64(w, 0));
	ck_assert_msg(w->scc == c->scc, "%s: scc %d", c->line, w->scc);
	free(w);
}
END_TEST

/* gfx11's names run the same operations; the _b32 forms change only the
 * low half of EXEC, and a wave32 EXEC has no lanes above 31. */
START_TEST(test_salu_gfx11_names_and_wave32_exec)
{
	struct wave *w = fx_wave(ISA_GFX1100, 32);

	w->exec = 0xffff;
	w->sgpr[2] = 0xff00ff;
	fx_line(w, "s_and_not0_saveexec_b32 s0, s2", NULL, NULL);
	ck_assert_uint_eq(w->exec, 0xff00);
	ck_assert_uint_eq(w->sgpr[0], 0xffff);
	ck_assert(w->scc);
	w->exec = 0xffffffffu;
	fx_line(w, "s_or_not1_saveexec_b32 s0, s2", NULL, NULL);
	ck_assert_uint_eq(w->exec, 0xff00ff);
	w->sgpr[2] = 0;
	w->exec = 0;
	fx_line(w, "s_nor_saveexec_b32 s0, s2", NULL, NULL);
	ck_assert_uint_eq(w->exec, 0xffffffffu);
	set64(w, 4, 1ull << 35);
	fx_line(w, "s_ctz_i32_b64 s6, s[4:5]", NULL, NULL);
	ck_assert_uint_eq(w->sgpr[6], 35);
	fx_line(w, "s_clz_i32_u64 s6, s[4:5]", NULL, NULL);
	ck_assert_uint_eq(w->sgpr[6], 28);
	w->sgpr[4] = 0xffff0000u;
	fx_line(w, "s_cls_i32 s6, s4", NULL, NULL);
	ck_assert_uint_eq(w->sgpr[6], 16);
	free(w);
}
END_TEST

/* Scalar loads read the session's memory: the address is base + offset
 * (+ soffset) with its low two bits dropped; a buffer load reads 0 for a
 * dword at or past num_records. Values are the bytes written below, in
 * little-endian order. */
START_TEST(test_salu_smem_loads_read_the_memory)
{
	static const uint8_t bytes[32] = {
		0x10, 0x11, 0x12, 0x13, 0x20, 0x21, 0x22, 0x23,
		0x30, 0x31, 0x32, 0x33, 0x40, 0x41, 0x42, 0x43,
		0x50, 0x51, 0x52, 0x53, 0x60, 0x61, 0x62, 0x63,
		0x70, 0x71, 0x72, 0x73, 0x80, 0x81, 0x82, 0x83,
	};
	struct wave *w = fx_wave(ISA_GFX900, 64);

	w->mem = memory_new();
	ck_assert_ptr_nonnull(w->mem);
	ck_assert_int_eq(memory_write(w->mem, 0x100001000ull, bytes,
	    sizeof bytes), 0);
	w->sgpr[2] = 0x1000;
	w->sgpr[3] = 1;
	fx_line(w, "s_load_dword s5, s[2:3], 0x4", NULL, NULL);
	ck_assert_uint_eq(w->sgpr[5], 0x23222120u);
	/* offset 6: the low bits go, the dword at 4 is read */
	fx_line(w, "s_load_dwordx2 s[6:7], s[2:3], 0x6", NULL, NULL);
	ck_assert_uint_eq(w->sgpr[6], 0x23222120u);
	ck_assert_uint_eq(w->sgpr[7], 0x33323130u);
	/* soffset s4 and offset: together (gfx9) */
	w->sgpr[4] = 8;
	fx_line(w, "s_load_dwordx4 s[8:11], s[2:3], s4 offset:0x10", NULL,
	    NULL);
	ck_assert_uint_eq(w->sgpr[8], 0x73727170u);
	ck_assert_uint_eq(w->sgpr[9], 0x83828180u);
	ck_assert_uint_eq(w->sgpr[10], 0); /* never written: 0 */
	/* a buffer of 12 bytes from 0x1_0000_1000 (stride in dword1's
	 * high half is ignored): the third dword is past the end */
	w->sgpr[12] = 0x1000;
	w->sgpr[13] = 0x00100001u;
	w->sgpr[14] = 12;
	w->sgpr[15] = 0;
	fx_line(w, "s_buffer_load_dwordx4 s[16:19], s[12:15], 0x4", NULL,
	    NULL);
	ck_assert_uint_eq(w->sgpr[16], 0x23222120u);
	ck_assert_uint_eq(w->sgpr[17], 0x33323130u);
	ck_assert_uint_eq(w->sgpr[18], 0);
	ck_assert_uint_eq(w->sgpr[19], 0);
	memory_free(w->mem);
	free(w);
}
END_TEST

/* gfx11 names and a negative offset */
START_TEST(test_salu_smem_gfx11_negative_offset)
{
	static const uint8_t b[4] = { 1, 2, 3, 4 };
	struct wave *w = fx_wave(ISA_GFX1100, 32);

	w->mem = memory_new();
	ck_assert_ptr_nonnull(w->mem);
	ck_assert_int_eq(memory_write(w->mem, 0x7c, b, 4), 0);
	w->sgpr[0] = 0x80;
	fx_line(w, "s_load_b32 s2, s[0:1], -0x4", NULL, NULL);
	ck_assert_uint_eq(w->sgpr[2], 0x04030201u);
	memory_free(w->mem);
	free(w);
}
END_TEST

/* gfx12's SALU float (branch s4-16b) on gfx1200 wave32: s2 and s3 in, s0
 * before and after, SCC before and after. Every pattern worked by hand
 * from IEEE binary32 with round-to-nearest-even (the RDNA4 ISA's f32
 * rules): 1 + 2^-24 is a tie that rounds to the even 1.0; 1 + 3 * 2^-24
 * a tie that rounds up to 1 + 2^-22; (1 + 2^-12)^2 - 1 is 2^-11 + 2^-24
 * in one rounding (0x3a000400) but 2^-11 with two; 2^-126 * 0.5 is the
 * denormal 2^-127 (kept); 2^24 + 1 converts to 2^24. */
struct sf_case {
	const char *line;
	uint32_t a, b, d;
	bool scc_in;
	uint32_t want;
	bool scc;
};

static const struct sf_case sfs[] = {
	{ "s_add_f32 s0, s2, s3", 0x3fc00000, 0x40100000, 9, true, 0x40700000, true },
	{ "s_add_f32 s0, s2, s3", 0x3f800000, 0x33800000, 9, false, 0x3f800000, false },
	{ "s_add_f32 s0, s2, s3", 0x3f800000, 0x34400000, 9, false, 0x3f800002, false },
	{ "s_sub_f32 s0, s2, s3", 0x3f800000, 0x3f800000, 9, true, 0, true },
	{ "s_mul_f32 s0, s2, s3", 0x40400000, 0xbf000000, 9, false, 0xbfc00000, false },
	{ "s_mul_f32 s0, s2, s3", 0x00800000, 0x3f000000, 9, false, 0x00400000, false },
	{ "s_fmac_f32 s0, s2, s3", 0x40000000, 0x40400000, 0x3f800000, true, 0x40e00000, true },
	{ "s_fmac_f32 s0, s2, s3", 0x3f800800, 0x3f800800, 0xbf800000, false, 0x3a000400, false },
	/* min_num/max_num: a NaN loses; minimum/maximum: a NaN wins,
	 * quieted; -0 is below +0 in all four */
	{ "s_min_num_f32 s0, s2, s3", 0x7fc00000, 0x40000000, 9, false, 0x40000000, false },
	{ "s_min_num_f32 s0, s2, s3", 0x00000000, 0x80000000, 9, false, 0x80000000, false },
	{ "s_max_num_f32 s0, s2, s3", 0x3f800000, 0x7f800001, 9, true, 0x3f800000, true },
	{ "s_max_num_f32 s0, s2, s3", 0x80000000, 0x00000000, 9, false, 0x00000000, false },
	{ "s_minimum_f32 s0, s2, s3", 0x3f800000, 0x7fc00001, 9, false, 0x7fc00001, false },
	{ "s_minimum_f32 s0, s2, s3", 0x7f800001, 0x3f800000, 9, false, 0x7fc00001, false },
	{ "s_minimum_f32 s0, s2, s3", 0x00000000, 0x80000000, 9, false, 0x80000000, false },
	{ "s_maximum_f32 s0, s2, s3", 0x80000000, 0x00000000, 9, false, 0x00000000, false },
	{ "s_maximum_f32 s0, s2, s3", 0x3f800000, 0x40000000, 9, true, 0x40000000, true },
	/* conversions: to nearest even; back toward zero, saturated */
	{ "s_cvt_f32_i32 s0, s2", 0xfffffffd, 0, 9, false, 0xc0400000, false },
	{ "s_cvt_f32_i32 s0, s2", 16777217, 0, 9, false, 0x4b800000, false },
	{ "s_cvt_f32_u32 s0, s2", 0xffffffff, 0, 9, true, 0x4f800000, true },
	{ "s_cvt_i32_f32 s0, s2", 0xc0300000, 0, 9, false, 0xfffffffe, false },
	{ "s_cvt_i32_f32 s0, s2", 0x4f800000, 0, 9, false, 0x7fffffff, false },
	{ "s_cvt_i32_f32 s0, s2", 0x7fc00000, 0, 9, false, 0, false },
	{ "s_cvt_u32_f32 s0, s2", 0xbf800000, 0, 9, false, 0, false },
	{ "s_cvt_u32_f32 s0, s2", 0x4f800000, 0, 9, false, 0xffffffff, false },
	/* rounding to integers */
	{ "s_ceil_f32 s0, s2", 0xbfc00000, 0, 9, false, 0xbf800000, false },
	{ "s_ceil_f32 s0, s2", 0x3fa00000, 0, 9, false, 0x40000000, false },
	{ "s_ceil_f32 s0, s2", 0xbf000000, 0, 9, false, 0x80000000, false },
	{ "s_floor_f32 s0, s2", 0xbfc00000, 0, 9, false, 0xc0000000, false },
	{ "s_trunc_f32 s0, s2", 0xc0300000, 0, 9, true, 0xc0000000, true },
	{ "s_rndne_f32 s0, s2", 0x40200000, 0, 9, false, 0x40000000, false },
	{ "s_rndne_f32 s0, s2", 0x40600000, 0, 9, false, 0x40800000, false },
	{ "s_rndne_f32 s0, s2", 0xbe800000, 0, 9, false, 0x80000000, false },
	/* compares set SCC and leave s0; NaN is unordered */
	{ "s_cmp_lt_f32 s2, s3", 0x3f800000, 0x40000000, 9, false, 9, true },
	{ "s_cmp_lt_f32 s2, s3", 0x7fc00000, 0x40000000, 9, true, 9, false },
	{ "s_cmp_nge_f32 s2, s3", 0x7fc00000, 0x40000000, 9, false, 9, true },
	{ "s_cmp_eq_f32 s2, s3", 0x80000000, 0x00000000, 9, false, 9, true },
	{ "s_cmp_lg_f32 s2, s3", 0x3f800000, 0x3f800000, 9, true, 9, false },
	{ "s_cmp_le_f32 s2, s3", 0x3f800000, 0x3f800000, 9, false, 9, true },
	{ "s_cmp_gt_f32 s2, s3", 0x3f800000, 0x40000000, 9, true, 9, false },
	{ "s_cmp_ge_f32 s2, s3", 0x40000000, 0x40000000, 9, false, 9, true },
	{ "s_cmp_o_f32 s2, s3", 0x3f800000, 0x7fc00000, 9, true, 9, false },
	{ "s_cmp_u_f32 s2, s3", 0x3f800000, 0x7fc00000, 9, false, 9, true },
	{ "s_cmp_neq_f32 s2, s3", 0x7fc00000, 0x7fc00000, 9, false, 9, true },
	{ "s_cmp_nlt_f32 s2, s3", 0x40000000, 0x3f800000, 9, false, 9, true },
	{ "s_cmp_nlg_f32 s2, s3", 0x3f800000, 0x3f800000, 9, false, 9, true },
	{ "s_cmp_ngt_f32 s2, s3", 0x40000000, 0x3f800000, 9, true, 9, false },
	{ "s_cmp_nle_f32 s2, s3", 0x3f800000, 0x40000000, 9, true, 9, false },
};

/* Runs case c on gfx1200 wave32 and checks s0, s1 and SCC. */
static void
check_sf_case(const struct sf_case *c)
{
	struct wave *w = fx_wave(ISA_GFX1200, 32);

	w->sgpr[2] = c->a;
	w->sgpr[3] = c->b;
	w->sgpr[0] = c->d;
	w->sgpr[1] = 0xdeadbeefu;
	w->scc = c->scc_in;
	fx_line(w, c->line, NULL, NULL);
	ck_assert_msg(w->sgpr[0] == c->want && w->sgpr[1] == 0xdeadbeefu,
	    "%s (0x%08x, 0x%08x): got 0x%08x", c->line, c->a, c->b,
	    w->sgpr[0]);
	ck_assert_msg(w->scc == c->scc, "%s: scc %d", c->line, w->scc);
	free(w);
}

START_TEST(test_salu_gfx12_float_values_and_scc)
{
	check_sf_case(&sfs[_i]);
}
END_TEST

/* gfx12's SALU f16 (branch s5-16float), worked by hand from IEEE
 * binary16 with round-to-nearest-even: s0[15:0] and s1[15:0] are read
 * (junk above them is ignored), an f16 result's high half is 0. 1 + 2^-11
 * is a tie that stays 1.0, 1 + 3 * 2^-11 one that rounds up to
 * 1 + 2^-9; s_fmac_f16 rounds once: (1 + 2^-10)^2 - (1 + 2^-9) is
 * 2^-20 (the denormal 0x0010), 0 with two roundings; 65520 is a tie
 * that rounds to 65536, so inf; 3 * 2^-25 to the even 2 * 2^-24; RTZ
 * takes 1 + 2^-11 + 2^-12 down to 1.0 and -65520 to -65504. */
static const struct sf_case sf16s[] = {
	{ "s_add_f16 s0, s2, s3", 0xabcd3e00, 0x4080, 9, true, 0x4380, true },
	{ "s_add_f16 s0, s2, s3", 0x3c00, 0x1000, 9, false, 0x3c00, false },
	{ "s_add_f16 s0, s2, s3", 0x3c00, 0x1600, 9, false, 0x3c02, false },
	{ "s_sub_f16 s0, s2, s3", 0x3c00, 0x3c00, 9, false, 0, false },
	{ "s_mul_f16 s0, s2, s3", 0x4200, 0xb800, 9, true, 0xbe00, true },
	{ "s_mul_f16 s0, s2, s3", 0x0400, 0x3800, 9, false, 0x0200, false },
	{ "s_fmac_f16 s0, s2, s3", 0x4000, 0x4200, 0xffff3c00, false, 0x4700,
	  false },
	{ "s_fmac_f16 s0, s2, s3", 0x3c01, 0x3c01, 0x1234bc02, false, 0x0010,
	  false },
	{ "s_min_num_f16 s0, s2, s3", 0x7e00, 0x4000, 9, false, 0x4000, false },
	{ "s_max_num_f16 s0, s2, s3", 0x4000, 0x7e00, 9, false, 0x4000, false },
	{ "s_minimum_f16 s0, s2, s3", 0x3c00, 0x7e01, 9, false, 0x7e01, false },
	{ "s_minimum_f16 s0, s2, s3", 0x0000, 0x8000, 9, false, 0x8000, false },
	{ "s_maximum_f16 s0, s2, s3", 0x8000, 0x0000, 9, false, 0x0000, false },
	{ "s_cvt_f16_f32 s0, s2", 0x3fc00000, 0, 9, true, 0x3e00, true },
	{ "s_cvt_f16_f32 s0, s2", 0x477ff000, 0, 9, false, 0x7c00, false },
	{ "s_cvt_f16_f32 s0, s2", 0x33c00000, 0, 9, false, 0x0002, false },
	{ "s_cvt_f32_f16 s0, s2", 0xffff0001, 0, 9, false, 0x33800000, false },
	{ "s_cvt_f32_f16 s0, s2", 0xfc00, 0, 9, false, 0xff800000, false },
	{ "s_cvt_hi_f32_f16 s0, s2", 0xc0003c00, 0, 9, false, 0xc0000000,
	  false },
	{ "s_cvt_pk_rtz_f16_f32 s0, s2, s3", 0x3f801800, 0xc77ff000, 9, false,
	  0xfbff3c00, false },
	{ "s_ceil_f16 s0, s2", 0xbe00, 0, 9, false, 0xbc00, false },
	{ "s_ceil_f16 s0, s2", 0xb800, 0, 9, false, 0x8000, false },
	{ "s_floor_f16 s0, s2", 0xbe00, 0, 9, false, 0xc000, false },
	{ "s_trunc_f16 s0, s2", 0xc180, 0, 9, false, 0xc000, false },
	{ "s_rndne_f16 s0, s2", 0x4100, 0, 9, false, 0x4000, false },
	{ "s_rndne_f16 s0, s2", 0x4300, 0, 9, false, 0x4400, false },
	/* compares read the low halves and set SCC; NaN is unordered */
	{ "s_cmp_lt_f16 s2, s3", 0x3c00, 0x4000, 9, false, 9, true },
	{ "s_cmp_lt_f16 s2, s3", 0x7e00, 0x4000, 9, true, 9, false },
	{ "s_cmp_eq_f16 s2, s3", 0x12343c00, 0x56783c00, 9, false, 9, true },
	{ "s_cmp_eq_f16 s2, s3", 0x8000, 0x0000, 9, false, 9, true },
	{ "s_cmp_nge_f16 s2, s3", 0x7e00, 0x4000, 9, false, 9, true },
	{ "s_cmp_gt_f16 s2, s3", 0x3c00, 0x4000, 9, true, 9, false },
	{ "s_cmp_o_f16 s2, s3", 0x3c00, 0x7e00, 9, true, 9, false },
	{ "s_cmp_u_f16 s2, s3", 0x3c00, 0x7e00, 9, false, 9, true },
	{ "s_cmp_nlt_f16 s2, s3", 0x4000, 0x3c00, 9, false, 9, true },
	{ "s_cmp_le_f16 s2, s3", 0xbc00, 0xbc00, 9, false, 9, true },
	/* SOP1/SOPC f16 rows: llvm-mc 19 keeps a float constant's f32
	 * pattern, the row reads that constant as an f16 (1.0 is 0x3c00) */
	{ "s_ceil_f16 s0, 1.0", 0, 0, 9, false, 0x3c00, false },
	{ "s_floor_f16 s0, -4.0", 0, 0, 9, false, 0xc400, false },
	{ "s_cvt_f32_f16 s0, 0.5", 0, 0, 9, false, 0x3f000000, false },
	{ "s_cmp_eq_f16 s2, 1.0", 0x3c00, 0, 9, false, 9, true },
	{ "s_cmp_lt_f16 s2, 2.0", 0x3c00, 0, 9, false, 9, true },
};

START_TEST(test_salu_gfx12_f16_values_and_scc)
{
	check_sf_case(&sf16s[_i]);
}
END_TEST

Suite *
salu1_suite(void)
{
	Suite *s = suite_create("salu1");
	TCase *tc = tcase_create("salu1");

	tcase_add_loop_test(tc, test_salu_sop1_values_and_scc_match_the_isa,
	    0, (int)(sizeof cases / sizeof *cases));
	tcase_add_loop_test(tc, test_salu_saveexec_family_sets_exec_d_and_scc,
	    0, (int)(sizeof sxs / sizeof *sxs));
	tcase_add_test(tc, test_salu_gfx11_names_and_wave32_exec);
	tcase_add_test(tc, test_salu_smem_loads_read_the_memory);
	tcase_add_test(tc, test_salu_smem_gfx11_negative_offset);
	tcase_add_loop_test(tc, test_salu_gfx12_float_values_and_scc, 0,
	    (int)(sizeof sfs / sizeof *sfs));
	tcase_add_loop_test(tc, test_salu_gfx12_f16_values_and_scc, 0,
	    (int)(sizeof sf16s / sizeof *sf16s));
	suite_add_tcase(s, tc);
	return s;
}
