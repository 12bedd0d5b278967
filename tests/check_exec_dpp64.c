/* SPDX-License-Identifier: MIT */
/* Unit tests of DPP on 64-bit VALU (gfx90a, gfx942): the row_newbcast
 * pattern moving both VGPRs of a pair, a 32-bit source under a 64-bit
 * result and the reverse, masks, EXEC and bound_ctrl, and the refusals
 * of every other control; values worked out by hand in the comments. */
#include "config.h"

#include <string.h>

#include <check.h>

#include "asm.h"
#include "exec.h"
#include "exec_fixtures.h"
#include "suites.h"

/* Bits of an f64 value written by hand, {high dword, low dword}. */
static uint64_t
pair(const struct wave *w, unsigned r, unsigned lane)
{
	return (uint64_t)w->vgpr[r + 1][lane] << 32 | w->vgpr[r][lane];
}

static void
set_pair(struct wave *w, unsigned r, unsigned lane, uint64_t v)
{
	w->vgpr[r][lane] = (uint32_t)v;
	w->vgpr[r + 1][lane] = (uint32_t)(v >> 32);
}

/* row_newbcast:5 on a wave64: every lane of row k reads lane 16k + 5,
 * both halves of the pair (MI200 ISA guide: DPP_ROW_NEWBCAST, "broadcast
 * thread N of each row to the whole row"). */
START_TEST(test_dpp64_mov_b64_newbcast_moves_the_pair)
{
	struct wave *w = fx_wave(ISA_GFX942, 64);

	for (unsigned n = 0; n < 64; n++) {
		w->vgpr[2][n] = 0x1000 + n;
		w->vgpr[3][n] = 0xa0000000u | n;
	}
	fx_fill(w, 0, 0xdead0000);
	fx_fill(w, 1, 0xbeef0000);
	fx_line(w, "v_mov_b64_dpp v[0:1], v[2:3] row_newbcast:5", NULL, NULL);
	for (unsigned n = 0; n < 64; n++) {
		unsigned s = (n & ~15u) + 5;
		ck_assert_uint_eq(w->vgpr[0][n], 0x1000 + s);
		ck_assert_uint_eq(w->vgpr[1][n], 0xa0000000u | s);
	}
	free(w);
}
END_TEST

/* row_mask:0x5 writes rows 0 and 2, bank_mask:0x3 banks 0 and 1 (lanes
 * 0-7 of each row); every other lane keeps both old dwords. */
START_TEST(test_dpp64_masks_keep_both_halves)
{
	struct wave *w = fx_wave(ISA_GFX942, 64);

	for (unsigned n = 0; n < 64; n++)
		set_pair(w, 2, n, 0x0123456700000000ull + n);
	fx_fill(w, 0, 0x11111111);
	fx_fill(w, 1, 0x22222222);
	fx_line(w, "v_mov_b64_dpp v[0:1], v[2:3] row_newbcast:15 "
	    "row_mask:0x5 bank_mask:0x3", NULL, NULL);
	for (unsigned n = 0; n < 64; n++) {
		unsigned row = n / 16, bank = (n % 16) / 4;
		bool on = (row == 0 || row == 2) && bank < 2;
		uint64_t want = on ? 0x0123456700000000ull + 16 * row + 15 :
		    0x2222222211111111ull;
		ck_assert_uint_eq(pair(w, 0, n), want);
	}
	free(w);
}
END_TEST

/* gfx90a v_fmac_f64_dpp: d = s0[16k + 15] * s1 + d. s0 of lane n is
 * n + 1, s1 = 0.5, d = 1: row k gives (16k + 16) / 2 + 1 = 8k + 9:
 * 9 = 1.125 * 2^3 (0x4022...), 17 = 1.0625 * 2^4 (0x4031...),
 * 25 = 1.5625 * 2^4 (0x4039...), 33 = 1.03125 * 2^5 (0x40408...). */
START_TEST(test_dpp64_fmac_f64_newbcast)
{
	static const uint64_t want[4] = {
		0x4022000000000000ull, 0x4031000000000000ull,
		0x4039000000000000ull, 0x4040800000000000ull,
	};
	struct wave *w = fx_wave(ISA_GFX90A, 64);

	for (unsigned n = 0; n < 64; n++) {
		double v = (double)(n + 1);
		uint64_t b;
		memcpy(&b, &v, sizeof b);
		set_pair(w, 2, n, b);
		set_pair(w, 4, n, 0x3fe0000000000000ull);   /* 0.5 */
		set_pair(w, 0, n, 0x3ff0000000000000ull);   /* 1.0 */
	}
	fx_line(w, "v_fmac_f64_dpp v[0:1], v[2:3], v[4:5] row_newbcast:15",
	    NULL, NULL);
	for (unsigned n = 0; n < 64; n++)
		ck_assert_uint_eq(pair(w, 0, n), want[n / 16]);
	free(w);
}
END_TEST

/* A 32-bit source under a 64-bit result: v_cvt_f64_i32_dpp with v2 of
 * lane n = -n reads lane 16k + 1: -1, -17, -33, -49; -49 = -1.53125 *
 * 2^5, 0.53125 = 17/32, mantissa 17 << 47 = 0x8800000000000. */
START_TEST(test_dpp64_cvt_f64_i32_reads_one_vgpr)
{
	static const uint64_t want[4] = {
		0xbff0000000000000ull, 0xc031000000000000ull,
		0xc040800000000000ull, 0xc048800000000000ull,
	};
	struct wave *w = fx_wave(ISA_GFX90A, 64);

	for (unsigned n = 0; n < 64; n++)
		w->vgpr[2][n] = (uint32_t)-(int32_t)n;
	fx_fill(w, 3, 0x55555555); /* not read: the source is 32-bit */
	fx_line(w, "v_cvt_f64_i32_dpp v[0:1], v2 row_newbcast:1", NULL, NULL);
	for (unsigned n = 0; n < 64; n++)
		ck_assert_uint_eq(pair(w, 0, n), want[n / 16]);
	free(w);
}
END_TEST

/* A 64-bit source under a 32-bit result: v_cvt_f32_f64_dpp, s0 of lane
 * n = n / 4, lane 16k + 2: 0.5, 4.5, 8.5, 12.5 (0x3f000000,
 * 1.125 * 2^2 = 0x40900000, 1.0625 * 2^3 = 0x41080000,
 * 1.5625 * 2^3 = 0x41480000); v1 is not written. */
START_TEST(test_dpp64_cvt_f32_f64_writes_one_vgpr)
{
	static const uint32_t want[4] = {
		0x3f000000, 0x40900000, 0x41080000, 0x41480000,
	};
	struct wave *w = fx_wave(ISA_GFX942, 64);

	for (unsigned n = 0; n < 64; n++) {
		double v = n / 4.0;
		uint64_t b;
		memcpy(&b, &v, sizeof b);
		set_pair(w, 2, n, b);
	}
	fx_fill(w, 1, 0x77777777);
	fx_line(w, "v_cvt_f32_f64_dpp v0, v[2:3] row_newbcast:2", NULL, NULL);
	for (unsigned n = 0; n < 64; n++) {
		ck_assert_uint_eq(w->vgpr[0][n], want[n / 16]);
		ck_assert_uint_eq(w->vgpr[1][n], 0x77777777);
	}
	free(w);
}
END_TEST

/* neg acts on bit 63 of the fetched pair: floor(-(16k + 0.5)) =
 * -(16k + 1): -1, -17, -33, -49 as above. */
START_TEST(test_dpp64_neg_on_the_fetched_pair)
{
	static const uint64_t want[4] = {
		0xbff0000000000000ull, 0xc031000000000000ull,
		0xc040800000000000ull, 0xc048800000000000ull,
	};
	struct wave *w = fx_wave(ISA_GFX90A, 64);

	for (unsigned n = 0; n < 64; n++) {
		double v = n + 0.5;
		uint64_t b;
		memcpy(&b, &v, sizeof b);
		set_pair(w, 2, n, b);
	}
	fx_line(w, "v_floor_f64_dpp v[0:1], -v[2:3] row_newbcast:0", NULL,
	    NULL);
	for (unsigned n = 0; n < 64; n++)
		ck_assert_uint_eq(pair(w, 0, n), want[n / 16]);
	free(w);
}
END_TEST

/* EXEC off lane 5: it keeps its pair; the other lanes of row 0 read an
 * inactive source, which the default (dpp.inactive_source) treats as
 * invalid: not written without bound_ctrl, a zero pair with it. */
START_TEST(test_dpp64_inactive_source_and_bound_ctrl)
{
	for (int bc = 0; bc < 2; bc++) {
		struct wave *w = fx_wave(ISA_GFX942, 64);

		for (unsigned n = 0; n < 64; n++)
			set_pair(w, 2, n, 0x4000000000000000ull + n);
		fx_fill(w, 0, 0x0badf00d);
		fx_fill(w, 1, 0x0badcafe);
		w->exec = ~(lanemask_t)0 & ~((lanemask_t)1 << 5);
		fx_line(w, bc ? "v_mov_b64_dpp v[0:1], v[2:3] row_newbcast:5 "
		    "bound_ctrl:0" : "v_mov_b64_dpp v[0:1], v[2:3] "
		    "row_newbcast:5", NULL, NULL);
		for (unsigned n = 0; n < 64; n++) {
			uint64_t want;
			if (n == 5 || (n < 16 && !bc))
				want = 0x0badcafe0badf00dull;
			else if (n < 16)
				want = 0;
			else
				want = 0x4000000000000000ull + (n & ~15u) + 5;
			ck_assert_uint_eq(pair(w, 0, n), want);
		}
		free(w);
	}
}
END_TEST

/* llvm-mc 19: "DP ALU dpp only supports row_newbcast" on gfx90a and
 * gfx942; no 64-bit DPP at all elsewhere. */
START_TEST(test_dpp64_refusals)
{
	static const struct {
		unsigned target;
		const char *line, *needle;
	} bad[] = {
		{ ISA_GFX942, "v_mov_b64_dpp v[0:1], v[2:3] row_shl:1",
		  "only supports row_newbcast" },
		{ ISA_GFX90A, "v_fmac_f64_dpp v[0:1], v[2:3], v[4:5] "
		  "quad_perm:[1,0,3,2]", "only supports row_newbcast" },
		{ ISA_GFX90A, "v_ceil_f64_dpp v[0:1], v[2:3] row_bcast:15",
		  "only supports row_newbcast" },
		{ ISA_GFX90A, "v_mov_b64_dpp v[0:1], v[2:3] row_newbcast:1",
		  "not supported on this GPU" },
		{ ISA_GFX900, "v_ceil_f64_dpp v[0:1], v[2:3] row_shl:1",
		  "dpp variant of this instruction is not supported" },
		{ ISA_GFX1030, "v_ceil_f64_dpp v[0:1], v[2:3] row_share:1",
		  "dpp variant of this instruction is not supported" },
		{ ISA_GFX1100, "v_cvt_f32_f64_dpp v0, v[2:3] row_share:1",
		  "dpp variant of this instruction is not supported" },
		{ ISA_GFX1200, "v_cvt_f32_f64_e64_dpp v0, v[2:3] "
		  "row_share:1", "e64_dpp variant" },
	};

	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		struct insn in;
		struct diag d;
		memset(&d, 0, sizeof d);
		ck_assert_msg(asm_parse_line(bad[i].line, strlen(bad[i].line),
		    (enum isa_target)bad[i].target, 64, &in, &d) != ASM_OK,
		    "'%s' assembled", bad[i].line);
		ck_assert_msg(strstr(d.message, bad[i].needle) != NULL,
		    "'%s': '%s' lacks '%s'", bad[i].line, d.message,
		    bad[i].needle);
	}
}
END_TEST

/* The core refuses a 64-bit DPP control other than row_newbcast that
 * did not come through the assembler (decoded bytes). */
START_TEST(test_dpp64_core_refuses_other_controls)
{
	struct wave *w = fx_wave(ISA_GFX90A, 64);
	struct insn in = fx_asm(w, "v_ceil_f64_dpp v[0:1], v[2:3] "
	    "row_newbcast:1");

	in.dpp_ctrl = 0x101; /* row_shl:1 */
	fx_refuse(w, &in, "only supports row_newbcast");
	free(w);
}
END_TEST

Suite *
exec_dpp64_suite(void)
{
	Suite *s = suite_create("exec_dpp64");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, test_dpp64_mov_b64_newbcast_moves_the_pair);
	tcase_add_test(tc, test_dpp64_masks_keep_both_halves);
	tcase_add_test(tc, test_dpp64_fmac_f64_newbcast);
	tcase_add_test(tc, test_dpp64_cvt_f64_i32_reads_one_vgpr);
	tcase_add_test(tc, test_dpp64_cvt_f32_f64_writes_one_vgpr);
	tcase_add_test(tc, test_dpp64_neg_on_the_fetched_pair);
	tcase_add_test(tc, test_dpp64_inactive_source_and_bound_ctrl);
	tcase_add_test(tc, test_dpp64_refusals);
	tcase_add_test(tc, test_dpp64_core_refuses_other_controls);
	suite_add_tcase(s, tc);
	return s;
}
