/* SPDX-License-Identifier: MIT */
/* Unit tests of the execution core (exec.c and the units it dispatches
 * to) beyond the vectors: properties over random inputs, VALU/SALU
 * effects (EXEC, VCC, SCC, carries), target checks, the step record and
 * robustness against any struct insn. Instructions are written as text
 * and assembled by asm_parse_line. */
#include "config.h"

#include <check.h>

#include "exec.h"
#include "exec_fixtures.h"
#include "memory.h"
#include "suites.h"

static struct step rec;

static void
fill_random(struct wave *w, unsigned r, uint64_t *seed)
{
	for (unsigned i = 0; i < 64; i++)
		w->vgpr[r][i] = (uint32_t)fx_prng(seed);
}

#define ITER 200

START_TEST(test_reason_names_follow_contract_vocabulary)
{
	ck_assert_str_eq(exec_reason_name(REASON_MOVED), "moved");
	ck_assert_str_eq(exec_reason_name(REASON_EXEC_OFF), "exec_off");
	ck_assert_str_eq(exec_reason_name(REASON_ROW_MASKED), "row_masked");
	ck_assert_str_eq(exec_reason_name(REASON_BANK_MASKED), "bank_masked");
	ck_assert_str_eq(exec_reason_name(REASON_SRC_OUT_OF_RANGE_KEPT),
	    "src_out_of_range_kept");
	ck_assert_str_eq(exec_reason_name(REASON_SRC_OUT_OF_RANGE_ZERO),
	    "src_out_of_range_zero");
	ck_assert_str_eq(exec_reason_name(REASON_SRC_INACTIVE_KEPT),
	    "src_inactive_kept");
	ck_assert_str_eq(exec_reason_name(REASON_SRC_INACTIVE_ZERO),
	    "src_inactive_zero");
	ck_assert_str_eq(exec_reason_name(REASON_TMP_UNWRITTEN_ZERO),
	    "tmp_unwritten_zero");
	ck_assert_str_eq(exec_reason_name(REASON_SELF), "self");
	ck_assert_str_eq(exec_reason_name(REASON_COMPUTED), "computed");
}
END_TEST

/* ---- properties ---- */

START_TEST(test_prop_row_mirror_twice_is_identity)
{
	uint64_t seed = 0x1234;
	struct wave *w = fx_wave(ISA_GFX900, 64);
	uint32_t keep[64];

	for (int it = 0; it < ITER; it++) {
		fill_random(w, 1, &seed);
		memcpy(keep, w->vgpr[1], sizeof keep);
		fx_line(w, "v_mov_b32_dpp v2, v1 row_mirror", NULL, NULL);
		fx_line(w, "v_mov_b32_dpp v3, v2 row_mirror", NULL, NULL);
		ck_assert_mem_eq(w->vgpr[3], keep, sizeof keep);
		ck_assert(memcmp(w->vgpr[2], keep, sizeof keep) != 0 ||
		    it > 0);
	}
	free(w);
}
END_TEST

START_TEST(test_prop_bpermute_lane_times_4_copies)
{
	uint64_t seed = 0x5678;
	struct wave *w = fx_wave(ISA_GFX803, 64);

	for (unsigned i = 0; i < 64; i++)
		w->vgpr[2][i] = 4 * i;
	for (int it = 0; it < ITER; it++) {
		fill_random(w, 1, &seed);
		fill_random(w, 0, &seed);
		w->exec = fx_prng(&seed);
		uint32_t before[64];
		memcpy(before, w->vgpr[0], sizeof before);
		fx_line(w, "ds_bpermute_b32 v0, v2, v1", NULL, &rec);
		for (unsigned i = 0; i < 64; i++) {
			uint32_t want = (w->exec >> i) & 1 ? w->vgpr[1][i] :
			    before[i];
			ck_assert_uint_eq(w->vgpr[0][i], want);
		}
	}
	free(w);
}
END_TEST

/* A random permutation of the active lanes (inactive lanes keep a random
 * address): permute then bpermute with the same addresses restores every
 * active lane. */
START_TEST(test_prop_permute_then_bpermute_restores_active_lanes)
{
	uint64_t seed = 0x9abc;
	struct wave *w = fx_wave(ISA_GFX900, 64);

	for (int it = 0; it < ITER; it++) {
		uint8_t act[64], perm[64];
		unsigned na = 0;

		w->exec = it % 4 == 0 ? ALL64 : fx_prng(&seed);
		for (unsigned i = 0; i < 64; i++)
			if ((w->exec >> i) & 1)
				act[na++] = (uint8_t)i;
		memcpy(perm, act, na);
		for (unsigned i = na; i > 1; i--) { /* Fisher-Yates */
			unsigned j = (unsigned)(fx_prng(&seed) % i);
			uint8_t t = perm[i - 1];
			perm[i - 1] = perm[j];
			perm[j] = t;
		}
		fill_random(w, 2, &seed);
		for (unsigned k = 0; k < na; k++)
			w->vgpr[2][act[k]] = 4u * perm[k] +
			    (uint32_t)(fx_prng(&seed) & 3) + 256u * (k & 1);
		fill_random(w, 1, &seed);
		fill_random(w, 3, &seed);
		fill_random(w, 4, &seed);
		fx_line(w, "ds_permute_b32 v3, v2, v1", NULL, NULL);
		fx_line(w, "ds_bpermute_b32 v4, v2, v3", NULL, NULL);
		for (unsigned k = 0; k < na; k++)
			ck_assert_uint_eq(w->vgpr[4][act[k]],
			    w->vgpr[1][act[k]]);
	}
	free(w);
}
END_TEST

START_TEST(test_prop_quad_perm_0123_is_identity)
{
	uint64_t seed = 0xdef0;
	struct wave *w = fx_wave(ISA_GFX803, 64);

	for (int it = 0; it < ITER; it++) {
		fill_random(w, 1, &seed);
		fill_random(w, 0, &seed);
		fx_line(w, "v_mov_b32_dpp v0, v1 quad_perm:[0,1,2,3]", NULL,
		    &rec);
		ck_assert_mem_eq(w->vgpr[0], w->vgpr[1], 64 * 4);
		for (unsigned i = 0; i < 64; i++) {
			/* a pattern mapping a lane onto itself is "moved" */
			ck_assert_int_eq(rec.lane[i].reason, REASON_MOVED);
			ck_assert_int_eq(rec.lane[i].src, (int)i);
		}
	}
	free(w);
}
END_TEST

START_TEST(test_prop_swizzle_swap_twice_is_identity)
{
	static const unsigned sizes[5] = { 1, 2, 4, 8, 16 };
	uint64_t seed = 0x1357;
	struct wave *w = fx_wave(ISA_GFX900, 64);
	char line[80];

	for (int it = 0; it < ITER; it++) {
		unsigned n = sizes[it % 5];
		fill_random(w, 1, &seed);
		snprintf(line, sizeof line,
		    "ds_swizzle_b32 v2, v1 offset:swizzle(SWAP,%u)", n);
		fx_line(w, line, NULL, NULL);
		ck_assert(memcmp(w->vgpr[2], w->vgpr[1], 256) != 0);
		snprintf(line, sizeof line,
		    "ds_swizzle_b32 v3, v2 offset:swizzle(SWAP,%u)", n);
		fx_line(w, line, NULL, NULL);
		ck_assert_mem_eq(w->vgpr[3], w->vgpr[1], 64 * 4);
	}
	free(w);
}
END_TEST

START_TEST(test_prop_row_xmask_matches_mirrors_and_ror)
{
	static const char *const pairs[][2] = {
		{ "row_xmask:15", "row_mirror" },
		{ "row_xmask:7", "row_half_mirror" },
		{ "row_xmask:8", "row_ror:8" },
	};
	uint64_t seed = 0x2468;
	char a[80], b[80];

	for (int it = 0; it < ITER; it++) {
		struct wave *w = fx_wave(ISA_GFX1030, it & 1 ? 64 : 32);
		unsigned k = (unsigned)it % 3;
		fill_random(w, 1, &seed);
		fill_random(w, 2, &seed);
		memcpy(w->vgpr[3], w->vgpr[2], 256);
		snprintf(a, sizeof a, "v_mov_b32_dpp v2, v1 %s", pairs[k][0]);
		snprintf(b, sizeof b, "v_mov_b32_dpp v3, v1 %s", pairs[k][1]);
		fx_line(w, a, NULL, NULL);
		fx_line(w, b, NULL, NULL);
		ck_assert_mem_eq(w->vgpr[2], w->vgpr[3], 64 * 4);
		free(w);
	}
}
END_TEST

/* Record and fast path agree: the same instruction with and without a
 * step record leaves identical waves (random data, EXEC, VCC), on every
 * family and on gcn3, gcn5 and rdna2 in both wave sizes. */
static const struct {
	unsigned target, wave;
	const char *line;
} agree_lines[] = {
	{ ISA_GFX803, 64, "v_add_f32_dpp v0, v1, v2 row_shr:3 bank_mask:0x5" },
	{ ISA_GFX803, 64, "v_mov_b32_dpp v0, v1 row_bcast:15 row_mask:0xa" },
	{ ISA_GFX803, 64, "v_mov_b32_dpp v0, v1 wave_ror:1 bound_ctrl:0" },
	{ ISA_GFX803, 64, "v_mov_b32_dpp v0, v1 wave_shl:1" },
	{ ISA_GFX803, 64, "v_sub_f32_dpp v0, -v1, |v2| quad_perm:[3,2,1,0]" },
	{ ISA_GFX803, 64,
	    "v_add_u32_dpp v0, vcc, v1, v2 row_shl:2 bound_ctrl:0" },
	{ ISA_GFX803, 64,
	    "ds_swizzle_b32 v0, v1 offset:swizzle(BITMASK_PERM,\"01pip\")" },
	{ ISA_GFX803, 64, "ds_permute_b32 v0, v2, v1" },
	{ ISA_GFX803, 64, "ds_bpermute_b32 v0, v2, v1 offset:8" },
	{ ISA_GFX803, 64, "ds_bpermute_b32 v1, v2, v1" },
	{ ISA_GFX803, 64,
	    "v_mov_b32_sdwa v0, v1 dst_sel:WORD_1 src0_sel:BYTE_2" },
	{ ISA_GFX803, 64, "v_cmpx_gt_u32 vcc, v1, v2" },
	{ ISA_GFX803, 64, "v_cndmask_b32 v0, v1, v2, vcc" },
	{ ISA_GFX803, 64, "v_readlane_b32 s0, v1, s2" },
	{ ISA_GFX803, 64, "v_writelane_b32 v0, s1, 63" },
	{ ISA_GFX803, 64, "s_and_saveexec_b64 s[4:5], vcc" },
	{ ISA_GFX900, 64, "v_max_f32_dpp v0, v1, v2 row_mirror" },
	{ ISA_GFX900, 64, "v_add_co_u32 v0, vcc, v1, v2" },
	{ ISA_GFX900, 64, "v_addc_co_u32 v0, vcc, v1, v2, vcc" },
	{ ISA_GFX900, 64, "v_add_f16_sdwa v0, v1, -v2 clamp dst_sel:WORD_1 "
	    "dst_unused:UNUSED_PRESERVE src0_sel:WORD_1 src1_sel:WORD_0" },
	{ ISA_GFX900, 64, "ds_swizzle_b32 v0, v1 offset:0xE005" },
	{ ISA_GFX900, 64, "v_mbcnt_hi_u32_b32 v0, exec_hi, v1" },
	{ ISA_GFX90A, 64, "v_mov_b32_dpp v0, v1 row_newbcast:3" },
	{ ISA_GFX1030, 32, "v_mov_b32_dpp v0, v1 row_xmask:5 row_mask:0x1" },
	{ ISA_GFX1030, 32, "v_mov_b32_dpp v0, v1 dpp8:[7,0,6,1,5,2,4,3]" },
	{ ISA_GFX1030, 32, "v_permlanex16_b32 v0, v1, s2, s3" },
	{ ISA_GFX1030, 32, "ds_permute_b32 v0, v2, v1 offset:4" },
	{ ISA_GFX1030, 32, "v_cmpx_lt_i32 v1, v2" },
	{ ISA_GFX1030, 64, "v_permlane16_b32 v0, v1, s2, s3 op_sel:[0,1]" },
	{ ISA_GFX1030, 64, "v_mov_b32_dpp v0, v1 row_share:7 bound_ctrl:0" },
	{ ISA_GFX1030, 64, "ds_bpermute_b32 v0, v2, v1" },
};

START_TEST(test_prop_recorded_and_fast_paths_agree)
{
	uint64_t seed = 0xace1;
	const unsigned nl = sizeof agree_lines / sizeof *agree_lines;

	for (unsigned it = 0; it < 8 * nl; it++) {
		unsigned k = it % nl;
		struct wave *x = fx_wave(agree_lines[k].target,
		    agree_lines[k].wave);
		struct wave *y = fx_wave(agree_lines[k].target,
		    agree_lines[k].wave);
		lanemask_t all = wave_all_lanes(x->size);
		struct insn in = fx_asm(x, agree_lines[k].line);

		for (unsigned r = 0; r < 3; r++)
			fill_random(x, r, &seed);
		for (unsigned r = 0; r < 8; r++)
			x->sgpr[r] = (uint32_t)fx_prng(&seed);
		x->exec = it % 3 ? fx_prng(&seed) & all : all;
		x->vcc = fx_prng(&seed) & all;
		*y = *x;
		fx_run(x, &in, NULL, NULL);
		fx_run(y, &in, NULL, &rec);
		ck_assert_msg(memcmp(x, y, sizeof *x) == 0, "%s",
		    agree_lines[k].line);
		free(x);
		free(y);
	}
}
END_TEST

/* ---- VALU / SALU effects ---- */

/* A front end keeps one record and passes it for every step; exec_step
 * clears the memory and LDS parts whole only for the kinds that read them
 * (exec.c, rec_begin). After a memory, an LDS and a permute step in the
 * same record, a SALU and a VALU step read as they would in a fresh one:
 * no memory or LDS operation, no tmp writer, no source lane. */
START_TEST(test_reused_record_reads_as_fresh)
{
	struct wave *w = fx_wave(ISA_GFX900, 64);
	struct step *r = malloc(sizeof *r);
	static const char *const kinds[2] = { "s_add_u32 s0, s1, s2",
		"v_add_u32 v4, v1, v2" };

	ck_assert_ptr_nonnull(r);
	w->lds = memory_new();
	w->mem = memory_new();
	ck_assert_ptr_nonnull(w->lds);
	ck_assert_ptr_nonnull(w->mem);
	for (unsigned k = 0; k < 2; k++) {
		memset(r, 0x5a, sizeof *r);
		for (unsigned l = 0; l < 64; l++)
			w->vgpr[1][l] = 4 * (63 - l);
		fx_fill(w, 6, 0x1000);
		fx_fill(w, 7, 0);
		fx_iota(w, 2, 7);
		fx_line(w, "global_store_dword v[6:7], v2, off", NULL, r);
		ck_assert_uint_eq(r->kind, STEP_MEMORY);
		fx_line(w, "ds_write_b32 v1, v2", NULL, r);
		ck_assert_uint_eq(r->kind, STEP_LDS);
		ck_assert_uint_ne(r->lds.lanes, 0);
		fx_line(w, "ds_permute_b32 v3, v1, v2", NULL, r);
		ck_assert_uint_eq(r->kind, STEP_PERMUTE);
		ck_assert_uint_ne(r->tmp_written, 0);
		fx_line(w, kinds[k], NULL, r);
		ck_assert_uint_eq(r->kind, k == 0 ? STEP_SALU : STEP_VALU);
		ck_assert_uint_eq(r->mem.op_sem, 0);
		ck_assert_uint_eq(r->mem.lanes, 0);
		ck_assert_uint_eq(r->lds.op_sem, 0);
		ck_assert_uint_eq(r->lds.lanes, 0);
		ck_assert_uint_eq(r->lds.out_of_range, 0);
		ck_assert_uint_eq(r->tmp_written, 0);
		ck_assert_int_eq(r->selected_lane, -1);
		for (unsigned l = 0; l < 64; l++) {
			ck_assert_int_eq(r->lane[l].src, -1);
			ck_assert_int_eq(r->lane[l].pattern_src, -1);
			ck_assert_int_eq(r->tmp_writer[l], -1);
			ck_assert_uint_eq(r->tmp_losers[l], 0);
			ck_assert_uint_eq(r->tmp[l], 0);
			ck_assert_uint_eq(r->addr_lane[l], 0);
		}
		ck_assert_uint_eq(r->lane[5].reason, k == 0 ? REASON_NONE :
		    REASON_COMPUTED);
		ck_assert_uint_eq(r->lane[5].new_value, k == 0 ? 0 :
		    4 * 58 + 12);
	}
	memory_free(w->lds);
	memory_free(w->mem);
	free(r);
	free(w);
}
END_TEST

/* The integer compares on every pair of eight edge values (lane n
 * compares value n % 8 with value n / 8), against C's own order of
 * int32_t and uint32_t: signed min and max, -1 and -2, 0, 1, 2. */
START_TEST(test_integer_compares_follow_c_order)
{
	static const uint32_t v[8] = { 0, 1, 2, 0x7fffffffu, 0x80000000u,
		0x80000001u, 0xfffffffeu, 0xffffffffu };
	static const char *const cc[6] = { "eq", "ne", "lt", "le", "gt",
		"ge" };
	struct wave *w = fx_wave(ISA_GFX900, 64);
	char line[64];

	for (unsigned l = 0; l < 64; l++) {
		w->vgpr[1][l] = v[l % 8];
		w->vgpr[2][l] = v[l / 8];
	}
	for (unsigned sg = 0; sg < 2; sg++)
		for (unsigned c = 0; c < 6; c++) {
			lanemask_t want = 0;

			for (unsigned l = 0; l < 64; l++) {
				uint32_t x = v[l % 8], y = v[l / 8];
				int32_t i = (int32_t)x, j = (int32_t)y;
				bool t;

				switch (c) {
				case 0: t = x == y; break;
				case 1: t = x != y; break;
				case 2: t = sg ? i < j : x < y; break;
				case 3: t = sg ? i <= j : x <= y; break;
				case 4: t = sg ? i > j : x > y; break;
				default: t = sg ? i >= j : x >= y; break;
				}
				want |= (lanemask_t)t << l;
			}
			snprintf(line, sizeof line, "v_cmp_%s_%s32 vcc, v1, v2",
			    cc[c], sg ? "i" : "u");
			w->vcc = 0x5a5a;
			fx_line(w, line, NULL, &rec);
			ck_assert_msg(w->vcc == want, "%s: 0x%016llx, want "
			    "0x%016llx", line, (unsigned long long)w->vcc,
			    (unsigned long long)want);
			/* and the recorded path, from the fast path's state */
			w->vcc = 0x5a5a;
			fx_line(w, line, NULL, NULL);
			ck_assert_uint_eq(w->vcc, want);
		}
	free(w);
}
END_TEST

START_TEST(test_cmpx_writes_exec_and_vcc_gfx8)
{
	struct wave *w = fx_wave(ISA_GFX803, 64);

	fx_iota(w, 1, 0);
	fx_fill(w, 2, 40);
	w->exec = ALL64 & ~LANE(50);
	fx_line(w, "v_cmpx_gt_u32 vcc, v1, v2", NULL, &rec);
	/* lanes 41..63 except the inactive lane 50 */
	lanemask_t want = (ALL64 << 41) & ~LANE(50);
	ck_assert_uint_eq(w->exec, want);
	ck_assert_uint_eq(w->vcc, want);
	ck_assert_uint_eq(rec.exec, ALL64 & ~LANE(50));
	ck_assert_uint_eq(rec.exec_after, want);
	ck_assert_uint_eq(rec.lane[45].new_value, 1);
	ck_assert_uint_eq(rec.lane[3].new_value, 0);
	free(w);
}
END_TEST

START_TEST(test_cmpx_gfx10_writes_only_exec)
{
	struct wave *w = fx_wave(ISA_GFX1030, 32);

	fx_iota(w, 1, 0);
	w->vcc = 0x5;
	fx_line(w, "v_cmpx_lt_u32 v1, 4", NULL, NULL);
	ck_assert_uint_eq(w->exec, 0xf);
	ck_assert_uint_eq(w->vcc, 0x5);
	free(w);
}
END_TEST

START_TEST(test_cmp_e64_writes_sgpr_pair_inactive_lanes_zero)
{
	struct wave *w = fx_wave(ISA_GFX900, 64);

	fx_iota(w, 1, 0);
	w->exec = 0xffull;
	w->sgpr[4] = w->sgpr[5] = 0xffffffffu;
	fx_line(w, "v_cmp_lt_i32_e64 s[4:5], v1, 3", NULL, NULL);
	ck_assert_uint_eq(w->sgpr[4], 0x7);
	ck_assert_uint_eq(w->sgpr[5], 0);
	ck_assert(w->sgpr_used[0] & (1u << 4));
	free(w);
}
END_TEST

START_TEST(test_float_compare_nan_and_signed_zero)
{
	struct wave *w = fx_wave(ISA_GFX803, 64);

	fx_fill(w, 1, 0x7fc00000u); /* NaN */
	fx_fill(w, 2, f32_bits(1.0f));
	w->vgpr[1][1] = 0x80000000u; /* -0 */
	w->vgpr[2][1] = 0;           /* +0 */
	fx_line(w, "v_cmp_neq_f32 vcc, v1, v2", NULL, NULL);
	ck_assert_uint_eq(w->vcc, ALL64 & ~LANE(1));
	fx_line(w, "v_cmp_lg_f32 vcc, v1, v2", NULL, NULL);
	ck_assert_uint_eq(w->vcc, 0);
	fx_line(w, "v_cmp_eq_f32 vcc, v1, v2", NULL, NULL);
	ck_assert_uint_eq(w->vcc, LANE(1));
	free(w);
}
END_TEST

START_TEST(test_saveexec_changes_exec_and_scc)
{
	struct wave *w = fx_wave(ISA_GFX803, 64);

	w->vcc = 0xf0f0ull;
	w->exec = 0xff00ull;
	fx_line(w, "s_and_saveexec_b64 s[2:3], vcc", NULL, &rec);
	ck_assert_uint_eq(w->sgpr[2], 0xff00u);
	ck_assert_uint_eq(w->sgpr[3], 0);
	ck_assert_uint_eq(w->exec, 0xf000ull);
	ck_assert(w->scc);
	ck_assert_uint_eq(rec.exec_after, 0xf000ull);
	w->vcc = 0;
	fx_line(w, "s_and_saveexec_b64 s[4:5], vcc", NULL, NULL);
	ck_assert_uint_eq(w->exec, 0);
	ck_assert(!w->scc);
	fx_line(w, "s_or_saveexec_b64 s[6:7], s[2:3]", NULL, NULL);
	ck_assert_uint_eq(w->exec, 0xff00ull);
	ck_assert_uint_eq(w->sgpr[6], 0);
	fx_line(w, "s_mov_b64 exec, -1", NULL, NULL);
	ck_assert_uint_eq(w->exec, ALL64);
	free(w);
}
END_TEST

START_TEST(test_saveexec_b32_wave32)
{
	struct wave *w = fx_wave(ISA_GFX1030, 32);

	w->sgpr[8] = 0x0000ffffu;
	fx_line(w, "s_and_saveexec_b32 s0, s8", NULL, NULL);
	ck_assert_uint_eq(w->sgpr[0], 0xffffffffu);
	ck_assert_uint_eq(w->exec, 0xffffull);
	ck_assert(w->scc);
	free(w);
}
END_TEST

START_TEST(test_salu_scc_follows_result)
{
	struct wave *w = fx_wave(ISA_GFX900, 64);

	w->sgpr[0] = 0xf0;
	w->sgpr[1] = 0x0f;
	fx_line(w, "s_and_b32 s2, s0, s1", NULL, NULL);
	ck_assert_uint_eq(w->sgpr[2], 0);
	ck_assert(!w->scc);
	fx_line(w, "s_or_b32 s2, s0, s1", NULL, NULL);
	ck_assert_uint_eq(w->sgpr[2], 0xff);
	ck_assert(w->scc);
	w->scc = false;
	fx_line(w, "s_mov_b32 s3, s2", NULL, NULL); /* s_mov keeps SCC */
	ck_assert(!w->scc);
	fx_line(w, "s_andn2_b32 s4, s0, s1", NULL, NULL);
	ck_assert_uint_eq(w->sgpr[4], 0xf0);
	fx_line(w, "s_orn2_b32 s4, s0, s1", NULL, NULL);
	ck_assert_uint_eq(w->sgpr[4], 0xfffffff0u);
	fx_line(w, "s_not_b64 s[6:7], 0", NULL, NULL);
	ck_assert_uint_eq(w->sgpr[6], 0xffffffffu);
	ck_assert_uint_eq(w->sgpr[7], 0xffffffffu);
	ck_assert(w->scc);
	fx_line(w, "s_xor_b64 s[6:7], s[6:7], -1", NULL, NULL);
	ck_assert_uint_eq(w->sgpr[6], 0);
	ck_assert(!w->scc);
	free(w);
}
END_TEST

START_TEST(test_carry_out_and_carry_in)
{
	struct wave *w = fx_wave(ISA_GFX803, 64);

	fx_fill(w, 1, 0xffffffffu);
	fx_iota(w, 2, 0);
	w->exec = ALL64 & ~LANE(7);
	w->vcc = ALL64;
	fx_line(w, "v_add_u32 v3, vcc, v1, v2", NULL, NULL);
	/* carry out of every active lane but lane 0 (0xffffffff + 0) */
	ck_assert_uint_eq(w->vcc, ALL64 & ~LANE(0) & ~LANE(7));
	ck_assert_uint_eq(w->vgpr[3][1], 0);
	fx_fill(w, 4, 0);
	fx_fill(w, 5, 0);
	fx_line(w, "v_addc_u32 v6, vcc, v4, v5, vcc", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[6][0], 0);
	ck_assert_uint_eq(w->vgpr[6][1], 1);
	ck_assert_uint_eq(w->vcc, 0);
	fx_line(w, "v_sub_u32 v3, vcc, v2, v1", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[3][5], 6); /* 5 - 0xffffffff wraps */
	ck_assert_uint_eq(w->vcc, ALL64 & ~LANE(7));
	w->sgpr[8] = 0xffffffffu;
	w->sgpr[9] = 0;
	fx_line(w, "v_addc_u32_e64 v6, s[10:11], v4, v5, s[8:9]", NULL,
	    NULL);
	ck_assert_uint_eq(w->vgpr[6][0], 1);
	ck_assert_uint_eq(w->vgpr[6][40], 0);
	ck_assert_uint_eq(w->sgpr[10], 0);
	free(w);
}
END_TEST

START_TEST(test_cndmask_selects_by_vcc_and_sgpr_pair)
{
	struct wave *w = fx_wave(ISA_GFX900, 64);

	fx_fill(w, 1, 111);
	fx_fill(w, 2, 222);
	w->vcc = 0x5;
	fx_line(w, "v_cndmask_b32 v0, v1, v2, vcc", NULL, &rec);
	ck_assert_uint_eq(w->vgpr[0][0], 222);
	ck_assert_uint_eq(w->vgpr[0][1], 111);
	ck_assert_uint_eq(w->vgpr[0][2], 222);
	ck_assert_int_eq(rec.lane[0].reason, REASON_COMPUTED);
	w->sgpr[4] = 0x2;
	fx_line(w, "v_cndmask_b32_e64 v0, v1, v2, s[4:5]", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[0][0], 111);
	ck_assert_uint_eq(w->vgpr[0][1], 222);
	free(w);
}
END_TEST

START_TEST(test_valu_integer_ops)
{
	struct wave *w = fx_wave(ISA_GFX900, 64);

	fx_fill(w, 1, 0x80000010u);
	fx_fill(w, 2, 4);
	fx_line(w, "v_lshrrev_b32 v3, v2, v1", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[3][0], 0x08000001u);
	fx_line(w, "v_ashrrev_i32 v3, v2, v1", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[3][0], 0xf8000001u);
	fx_line(w, "v_lshlrev_b32 v3, 36, v1", NULL, NULL); /* 36 & 31 */
	ck_assert_uint_eq(w->vgpr[3][0], 0x00000100u);
	fx_line(w, "v_min_i32 v3, v1, v2", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[3][0], 0x80000010u);
	fx_line(w, "v_max_u32 v3, v1, v2", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[3][0], 0x80000010u);
	fx_line(w, "v_mul_hi_u32 v3, v1, v2", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[3][0], 2);
	fx_line(w, "v_mul_lo_u32 v3, v1, v2", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[3][0], 0x40u);
	fx_line(w, "v_not_b32 v3, v2", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[3][0], 0xfffffffbu);
	fx_line(w, "v_xor_b32 v3, v1, v2", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[3][0], 0x80000014u);
	fx_line(w, "v_add_u32_e64 v3, v1, v1 clamp", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[3][0], 0xffffffffu); /* saturated */
	free(w);
}
END_TEST

START_TEST(test_inactive_lanes_never_written_by_valu)
{
	struct wave *w = fx_wave(ISA_GFX803, 64);

	fx_sentinel(w, 0);
	fx_iota(w, 1, 0);
	w->exec = 0xaaaaaaaaaaaaaaaaull;
	fx_line(w, "v_mov_b32 v0, v1", NULL, &rec);
	for (unsigned i = 0; i < 64; i++)
		ck_assert_uint_eq(w->vgpr[0][i], i & 1 ? i : SENT(i));
	ck_assert_int_eq(rec.lane[0].reason, REASON_EXEC_OFF);
	ck_assert_int_eq(rec.lane[1].reason, REASON_COMPUTED);
	ck_assert_uint_eq(rec.written, 0xaaaaaaaaaaaaaaaaull);
	ck_assert_uint_eq(rec.changed, 0xaaaaaaaaaaaaaaaaull);
	ck_assert(w->vgpr_used[0] & 1);
	free(w);
}
END_TEST

START_TEST(test_sdwa_compare_writes_sgpr_pair)
{
	struct wave *w = fx_wave(ISA_GFX900, 64);

	fx_fill(w, 1, 0x00000012u);
	fx_fill(w, 2, 0x00001200u);
	w->vgpr[2][4] = 0x00001300u;
	fx_line(w, "v_cmp_eq_u32_sdwa s[2:3], v1, v2 src0_sel:BYTE_0 "
	    "src1_sel:BYTE_1", NULL, &rec);
	ck_assert_uint_eq(w->sgpr[2], 0xffffffefu);
	ck_assert_uint_eq(w->sgpr[3], 0xffffffffu);
	ck_assert_uint_eq(rec.kind, STEP_SDWA);
	free(w);
}
END_TEST

START_TEST(test_wave32_lane_ops_wrap_at_32)
{
	struct wave *w = fx_wave(ISA_GFX1030, 32);

	fx_iota(w, 1, 100);
	fx_line(w, "v_readlane_b32 s0, v1, 33", NULL, &rec);
	ck_assert_uint_eq(w->sgpr[0], 101); /* 33 & 31 (unverified) */
	ck_assert_int_eq(rec.selected_lane, 1);
	w->exec = 0;
	fx_line(w, "v_readfirstlane_b32 s1, v1", NULL, NULL);
	ck_assert_uint_eq(w->sgpr[1], 100);
	w->exec = 0x80000000ull;
	fx_line(w, "v_readfirstlane_b32 s1, v1", NULL, NULL);
	ck_assert_uint_eq(w->sgpr[1], 131);
	fx_line(w, "v_mov_b32_dpp v0, v1 dpp8:[1,0,3,2,5,4,7,6]", NULL, &rec);
	/* lane 31 reads lane 30, which EXEC disables: dpp8 fi:0 gives 0 */
	ck_assert_uint_eq(w->vgpr[0][31], 0);
	ck_assert_int_eq(rec.lane[31].reason, REASON_SRC_INACTIVE_ZERO);
	ck_assert_uint_eq(rec.written, 0x80000000ull);
	free(w);
}
END_TEST

START_TEST(test_dpp_on_vop3_only_instruction_refused)
{
	struct wave *w = fx_std(ISA_GFX900, 64);
	struct insn in = fx_insn(V_MBCNT_LO_U32_B32, w);

	in.form = FORM_DPP;
	in.dst = fx_v(0);
	in.src[0] = fx_v(1);
	in.src[1] = fx_k(0);
	in.dpp_ctrl = DPP_ROW_SHR(1);
	fx_refuse(w, &in, "no DPP form");
	in = fx_insn(V_CMP_EQ_U32, w); /* VOPC DPP: gfx11 only */
	in.form = FORM_DPP;
	in.src[0] = fx_v(1);
	in.src[1] = fx_v(1);
	in.dpp_ctrl = DPP_ROW_SHR(1);
	fx_refuse(w, &in, "no DPP form");
	in = fx_insn(V_ADD_F32, w); /* DPP src0 must be a VGPR */
	in.form = FORM_DPP;
	in.dst = fx_v(0);
	in.src[0] = fx_s(1);
	in.src[1] = fx_v(1);
	in.dpp_ctrl = DPP_ROW_SHR(1);
	fx_refuse(w, &in, "VGPR");
	free(w);
}
END_TEST

/* Destination = source: every lane reads before any lane is written. */
START_TEST(test_in_place_cross_lane_reads_a_snapshot)
{
	struct wave *w = fx_wave(ISA_GFX900, 64);

	fx_iota(w, 2, 100);
	fx_line(w, "ds_swizzle_b32 v2, v2 offset:swizzle(SWAP,1)", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[2][0], 101);
	ck_assert_uint_eq(w->vgpr[2][1], 100);
	fx_iota(w, 2, 100);
	fx_line(w, "v_mov_b32_dpp v2, v2 row_shr:1", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[2][2], 101);
	ck_assert_uint_eq(w->vgpr[2][3], 102);
	fx_iota(w, 2, 100);
	for (unsigned i = 0; i < 64; i++)
		w->vgpr[3][i] = 4 * (63 - i);
	fx_line(w, "ds_permute_b32 v2, v3, v2", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[2][0], 163);
	ck_assert_uint_eq(w->vgpr[2][63], 100);
	for (unsigned i = 0; i < 64; i++)
		w->vgpr[3][i] = 4 * (63 - i);
	fx_line(w, "ds_bpermute_b32 v3, v3, v3", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[3][0], 0);   /* lane 63's address */
	ck_assert_uint_eq(w->vgpr[3][63], 252);
	free(w);
}
END_TEST

/* The plain form of row id on w's target: e32 or native, registers
 * v0-v3 or s0-s5 as the row's operands want. */
static struct insn
row_insn(enum isa_id id, const struct wave *w)
{
	const struct isa_info *ii = isa_get(id);
	struct insn in = fx_insn(id, w);

	in.form = ii->family <= ISA_VOPC ? FORM_E32 : FORM_NATIVE;
	if (ii->family == ISA_SOP1 || ii->family == ISA_SOP2) {
		bool wide = ii->type == ISA_TY_B64;
		in.dst = wide ? fx_s2(0) : fx_s(0);
		in.src[0] = wide ? fx_s2(2) : fx_s(2);
		in.src[1] = wide ? fx_s2(4) : fx_s(4);
		/* the operand shapes the parser gives SOP1 rows */
		if (ii->sem == SEM_S_OP1 && isa_s1_dst32(ii->aux))
			in.dst = fx_s(0);
		if (ii->sem == SEM_S_OP1 && isa_s1_src32(ii->aux))
			in.src[0] = fx_s(2);
		/* the program counter rows: d only when they write it, s0
		 * only when they jump */
		if (ii->sem == SEM_S_PC) {
			in.src[1].kind = OPND_NONE;
			if (!(ii->aux & ISA_PC_GET))
				in.dst.kind = OPND_NONE;
			if (!(ii->aux & ISA_PC_SET))
				in.src[0].kind = OPND_NONE;
		}
		/* s_barrier_signal -1: the workgroup's barrier, the one
		 * that runs (a named one is refused) */
		if (ii->sem == SEM_S_HINT) {
			in.dst.kind = OPND_NONE;
			in.src[0] = fx_k(0xffffffffu);
			in.src[0].field = 193;
			in.src[1].kind = OPND_NONE;
		}
	} else if (ii->family == ISA_SOPC) {
		in.src[0] = ii->type == ISA_TY_B64 ? fx_s2(2) : fx_s(2);
		in.src[1] = ii->sem == SEM_S_CMP && ii->type == ISA_TY_B64 ?
		    fx_s2(4) : fx_s(4);
	} else if (ii->sem == SEM_S_FLOAT && ii->family == ISA_VOP3) {
		/* gfx12 v_s_exp_f32...: scalar in, scalar out */
		in.dst = fx_s(0);
		in.src[0] = fx_s(2);
	} else if (ii->sem == SEM_READLANE || ii->sem == SEM_READFIRSTLANE) {
		in.dst = fx_s(0);
		in.src[0] = fx_v(1);
		in.src[1] = fx_s(2);
	} else if (ii->sem == SEM_WRITELANE) {
		in.dst = fx_v(0);
		in.src[0] = fx_s(1);
		in.src[1] = fx_k(5);
	} else if (ii->sem == SEM_PERMLANE16 || ii->sem == SEM_PERMLANEX16) {
		in.dst = fx_v(0);
		in.src[0] = fx_v(1);
		in.src[1] = fx_s(2);
		in.src[2] = fx_s(3);
	} else if (ii->flags & ISA_F_WIDE) {
		/* 64-bit operands are register pairs: v[0:1], v[2:3]... */
		in.dst = fx_v(0);
		in.src[0] = fx_v(2);
		in.src[1] = fx_v(4);
		in.src[2] = fx_v(6);
		/* (v_mqsad_u32_u8's d and s2 are four: isa_vop_regs) */
		in.dst.count = (uint8_t)isa_vop_regs(ii->flags, 3);
		for (unsigned k = 0; k < 3; k++)
			in.src[k].count = (uint8_t)isa_vop_regs(ii->flags, k);
	} else if (ii->family == ISA_SOPK) {
		/* one SGPR, which the compares read (branch sop16c) */
		if (ii->sem == SEM_S_CMPK)
			in.src[0] = fx_s(2);
		else if (ii->aux != SK_VERSION)
			in.dst = fx_s(0);
		in.simm16 = 0x8001;
	} else if (ii->family != ISA_SOPP) {
		in.dst = fx_v(0);
		in.src[0] = fx_v(1);
		in.src[1] = fx_v(2);
		in.src[2] = fx_v(3);
	} else if (ii->sem == SEM_S_HINT && (ii->aux & ISA_HINT_SIGNED)) {
		in.simm16 = 0xffff; /* s_barrier_wait -1 */
	}
	return in;
}

/* Whether row id runs without memory on target t in a wave of size. */
static bool
row_runs(unsigned id, unsigned t, unsigned size)
{
	const struct isa_info *ii = isa_get((enum isa_id)id);

	if (!isa_on_target((enum isa_id)id, (enum isa_target)t))
		return false;
	if (ii->family == ISA_MUBUF || ii->family == ISA_FLAT ||
	    ii->family == ISA_GLOBAL || ii->family == ISA_MIMG ||
	    ii->family == ISA_SCRATCH || /* tests/scratch.sh runs these */
	    ii->family == ISA_SMEM) /* check_salu1.c runs the SMEM rows */
		return false;
	/* check_sopk.c runs s_movrel*: the random M0 here would index past
	 * the SGPRs, which is an error (branch sop16c) */
	if (ii->sem == SEM_S_MOVREL)
		return false;
	/* and check_exec_int.c v_movrel*: the same for the VGPRs (branch
	 * s6-16int) */
	if (ii->sem == SEM_V_MOVREL)
		return false;
	return !(ii->flags & ISA_F_WAVE32_MASK) || size == 32;
}

/* Every non-memory row of the instruction table runs on every target it
 * exists on (e32/native form, plain operands): nothing is left "not
 * supported yet". */
START_TEST(test_every_table_row_executes)
{
	unsigned ran = 0;

	for (unsigned t = 0; t < ISA_TARGET_COUNT; t++) {
		for (unsigned id = 0; id < ISA_ID_COUNT; id++) {
			const struct isa_info *ii = isa_get((enum isa_id)id);
			unsigned size = t >= ISA_GFX1010 ? 32 : 64;
			struct wave *w;
			struct insn in;
			struct diag d;

			if (!row_runs(id, t, size))
				continue;
			w = fx_wave(t, size);
			w->lds = memory_new(); /* the LDS rows need one */
			ck_assert_ptr_nonnull(w->lds);
			in = row_insn((enum isa_id)id, w);
			memset(&d, 0, sizeof d);
			ck_assert_msg(exec_step(w, &in, NULL, &rec, &d) ==
			    EXEC_OK, "%s on %s: %s", ii->name,
			    isa_target_name((enum isa_target)t), d.message);
			ran++;
			memory_free(w->lds);
			free(w);
		}
	}
	ck_assert_uint_gt(ran, 300);
}
END_TEST

/* ---- registers read and written ---- */

/* Which register classes a reg_ref list covers: VGPRs and SGPRs by number,
 * and vcc, exec, m0, scc as wholes. */
struct cover {
	bool vgpr[WAVE_NUM_VGPRS], sgpr[WAVE_NUM_SGPRS];
	bool vcc, exec, m0, scc;
};

static void
cover_refs(struct cover *c, const struct reg_ref *refs, unsigned n)
{
	memset(c, 0, sizeof *c);
	for (unsigned i = 0; i < n; i++) {
		unsigned cnt = refs[i].count ? refs[i].count : 1;

		/* every reference says what it is for (exec.h) */
		ck_assert_msg((refs[i].role | refs[i].role_y) != 0,
		    "a reference to register kind %u %u without a role",
		    refs[i].kind, refs[i].reg);
		switch (refs[i].kind) {
		case OPND_VGPR:
			for (unsigned r = refs[i].reg; r < refs[i].reg + cnt &&
			    r < WAVE_NUM_VGPRS; r++)
				c->vgpr[r] = true;
			break;
		case OPND_SGPR:
			for (unsigned r = refs[i].reg; r < refs[i].reg + cnt &&
			    r < WAVE_NUM_SGPRS; r++)
				c->sgpr[r] = true;
			break;
		case OPND_VCC:
		case OPND_VCC_LO:
		case OPND_VCC_HI:
			c->vcc = true;
			break;
		case OPND_EXEC:
		case OPND_EXEC_LO:
		case OPND_EXEC_HI:
			c->exec = true;
			break;
		case OPND_M0:
			c->m0 = true;
			break;
		case OPND_SCC:
			c->scc = true;
			break;
		default:
			break;
		}
	}
}

/* The role of every register reference (exec.h, enum ref_role) on a row
 * of every class, written down by hand from the ISA guides' operand
 * descriptions: what is an address (a memory, LDS or lane address, a lane
 * select), what is data, what moves across lanes (DPP src0, the permute
 * data, readlane's VGPR), the masks read and written (carry in and out,
 * compares, v_cmpx's EXEC), and the old destination an instruction keeps
 * or accumulates. Each row's lists must hold exactly these, in operand
 * order. */
#define V_(r, n, role) { OPND_VGPR, n, r, role, 0 }
#define VY(r, n, role, ry) { OPND_VGPR, n, r, role, ry }
#define S_(r, n, role) { OPND_SGPR, n, r, role, 0 }
#define VCC_(role) { OPND_VCC, 2, 0, role, 0 }
#define EXEC_(role) { OPND_EXEC, 2, 0, role, 0 }
#define SCC_(role) { OPND_SCC, 1, 0, role, 0 }
#define M0_(role) { OPND_M0, 1, 0, role, 0 }
#define D REF_DATA
#define MV REF_MOVED
#define A REF_ADDR
#define MK REF_MASK
#define OLD REF_OLD
#define KEPT REF_KEPT
#define S0 REF_SRC0

struct role_case {
	enum isa_target t;
	const char *line;
	struct reg_ref rd[7], wr[4]; /* ended by kind 0 (OPND_NONE) */
};

static const struct role_case role_cases[] = {
	/* DPP16 and DPP8: src0 comes from the lane the pattern names,
	 * src1 from the lane itself (GCN3 ISA 12.13, DPP) */
	{ ISA_GFX900, "v_add_f32_dpp v0, v1, v2 quad_perm:[1,0,3,2] "
	    "row_mask:0xf bank_mask:0xf",
	    { V_(1, 1, MV | S0), V_(2, 1, D) }, { V_(0, 1, D) } },
	{ ISA_GFX1030, "v_mov_b32_dpp v0, v1 dpp8:[1,0,3,2,5,4,7,6]",
	    { V_(1, 1, MV | S0) }, { V_(0, 1, D) } },
	/* ds_permute/bpermute: ADDR (v2) names a lane, DATA0 (v3) moves;
	 * ds_swizzle: the data sits in the ADDR field and moves */
	{ ISA_GFX900, "ds_permute_b32 v1, v2, v3",
	    { V_(2, 1, A), V_(3, 1, MV) }, { V_(1, 1, D) } },
	{ ISA_GFX900, "ds_bpermute_b32 v1, v2, v3 offset:4",
	    { V_(2, 1, A), V_(3, 1, MV) }, { V_(1, 1, D) } },
	{ ISA_GFX900, "ds_swizzle_b32 v8, v2 offset:0",
	    { V_(2, 1, MV) }, { V_(8, 1, D) } },
	/* LDS: the address VGPR, the data VGPRs; a register that is both
	 * is listed once with both; a d16 load keeps the other half; the
	 * addtid forms address through M0 */
	{ ISA_GFX900, "ds_write_b32 v2, v20",
	    { V_(2, 1, A), V_(20, 1, D) }, { { 0 } } },
	{ ISA_GFX900, "ds_write_b32 v1, v1", { V_(1, 1, A | D) }, { { 0 } } },
	{ ISA_GFX900, "ds_write2_b32 v2, v20, v30 offset1:1",
	    { V_(2, 1, A), V_(20, 1, D), V_(30, 1, D) }, { { 0 } } },
	{ ISA_GFX900, "ds_read_b32 v10, v2 offset:16",
	    { V_(2, 1, A) }, { V_(10, 1, D) } },
	{ ISA_GFX900, "ds_read_u16_d16 v10, v2",
	    { V_(2, 1, A), V_(10, 1, OLD) }, { V_(10, 1, D) } },
	{ ISA_GFX900, "ds_read_addtid_b32 v1", { M0_(A) }, { V_(1, 1, D) } },
	/* MUBUF: vaddr, the V# and soffset say where; vdata is the data
	 * (stored; loaded; an atomic's operand, returned with glc only) */
	{ ISA_GFX900, "buffer_store_dword v1, v2, s[4:7], s1 offen offset:8",
	    { V_(2, 1, A), S_(4, 4, A), S_(1, 1, A), V_(1, 1, D) },
	    { { 0 } } },
	{ ISA_GFX900, "buffer_load_dword v1, v2, s[4:7], s1 offen",
	    { V_(2, 1, A), S_(4, 4, A), S_(1, 1, A) }, { V_(1, 1, D) } },
	{ ISA_GFX900, "buffer_load_dword v1, off, s[4:7], s1",
	    { S_(4, 4, A), S_(1, 1, A) }, { V_(1, 1, D) } },
	{ ISA_GFX900, "buffer_atomic_add v1, v2, s[4:7], s1 offen glc",
	    { V_(2, 1, A), S_(4, 4, A), S_(1, 1, A), V_(1, 1, D) },
	    { V_(1, 1, D) } },
	{ ISA_GFX900, "buffer_atomic_add v1, v2, s[4:7], s1 offen",
	    { V_(2, 1, A), S_(4, 4, A), S_(1, 1, A), V_(1, 1, D) },
	    { { 0 } } },
	/* GLOBAL: a 64-bit vaddr, or a 32-bit offset and saddr */
	{ ISA_GFX900, "global_load_dword v1, v2, s[4:5]",
	    { V_(2, 1, A), S_(4, 2, A) }, { V_(1, 1, D) } },
	{ ISA_GFX900, "global_store_dword v[2:3], v4, off",
	    { V_(2, 2, A), V_(4, 1, D) }, { { 0 } } },
	/* MIMG: coordinates and the T# say where */
	{ ISA_GFX900, "image_load v[0:3], v[4:5], s[8:15] dmask:0xf unorm",
	    { V_(4, 2, A), S_(8, 8, A) }, { V_(0, 4, D) } },
	/* gfx90a/gfx942 AGPR data and returned values (the acc bit): listed
	 * as their vgpr[] slots after v255 (wave.h), a5 as slot 261 */
	{ ISA_GFX90A, "global_load_dword a5, v[2:3], off",
	    { V_(2, 2, A) }, { V_(261, 1, D) } },
	{ ISA_GFX90A, "global_atomic_add a1, v[2:3], a4, off glc",
	    { V_(2, 2, A), V_(260, 1, D) }, { V_(257, 1, D) } },
	{ ISA_GFX942, "buffer_store_dwordx2 a[6:7], v0, s[4:7], 0 offen",
	    { V_(0, 1, A), S_(4, 4, A), V_(262, 2, D) }, { { 0 } } },
	{ ISA_GFX942, "ds_write_b64 v1, a[2:3]",
	    { V_(1, 1, A), V_(258, 2, D) }, { { 0 } } },
	{ ISA_GFX90A, "ds_read_b32 a10, v2 offset:16",
	    { V_(2, 1, A) }, { V_(266, 1, D) } },
	{ ISA_GFX90A, "ds_bpermute_b32 a1, v2, a3",
	    { V_(2, 1, A), V_(259, 1, MV) }, { V_(257, 1, D) } },
	/* VOPC: the compare's result is a mask (vcc or sdst); v_cmpx also
	 * writes EXEC, and from gfx10 on EXEC only */
	{ ISA_GFX900, "v_cmp_eq_u32 vcc, v1, v2",
	    { V_(1, 1, D | S0), V_(2, 1, D) }, { VCC_(MK) } },
	{ ISA_GFX900, "v_cmp_eq_u32_e64 s[4:5], s1, v2",
	    { S_(1, 1, D | S0), V_(2, 1, D) }, { S_(4, 2, MK) } },
	{ ISA_GFX900, "v_cmpx_eq_u32 vcc, v1, v2",
	    { V_(1, 1, D | S0), V_(2, 1, D) }, { VCC_(MK), EXEC_(MK) } },
	{ ISA_GFX1030, "v_cmpx_eq_u32 v1, v2",
	    { V_(1, 1, D | S0), V_(2, 1, D) }, { EXEC_(MK) } },
	/* carry out and in; v_cndmask's mask */
	{ ISA_GFX900, "v_add_co_u32 v0, vcc, v1, v2",
	    { V_(1, 1, D | S0), V_(2, 1, D) }, { V_(0, 1, D), VCC_(MK) } },
	{ ISA_GFX900, "v_addc_co_u32 v0, vcc, v1, v2, vcc",
	    { V_(1, 1, D | S0), V_(2, 1, D), VCC_(MK) },
	    { V_(0, 1, D), VCC_(MK) } },
	{ ISA_GFX900, "v_cndmask_b32 v0, v1, v2, vcc",
	    { V_(1, 1, D | S0), V_(2, 1, D), VCC_(MK) }, { V_(0, 1, D) } },
	/* readlane: the VGPR is read at the lane s2 (or EXEC's first)
	 * selects; writelane writes one lane and keeps the others */
	{ ISA_GFX900, "v_readlane_b32 s1, v3, s2",
	    { V_(3, 1, MV | S0), S_(2, 1, A) }, { S_(1, 1, D) } },
	{ ISA_GFX900, "v_readfirstlane_b32 s1, v2",
	    { V_(2, 1, MV | S0), EXEC_(A) }, { S_(1, 1, D) } },
	{ ISA_GFX900, "v_writelane_b32 v1, s3, 5",
	    { S_(3, 1, D | S0), V_(1, 1, KEPT) }, { V_(1, 1, D) } },
	{ ISA_GFX900, "v_writelane_b32 v1, 7, s2",
	    { S_(2, 1, A), V_(1, 1, KEPT) }, { V_(1, 1, D) } },
	/* permlane16: s1 and s2 select lanes; a lane whose source is off
	 * keeps its value (RDNA ISA, v_permlane16_b32) */
	{ ISA_GFX1030, "v_permlane16_b32 v1, v0, s1, s2",
	    { V_(0, 1, MV | S0), S_(1, 1, A), S_(2, 1, A), V_(1, 1, KEPT) },
	    { V_(1, 1, D) } },
	/* VOPD: each half's operands in role or role_y; a register both
	 * halves read is listed once with both */
	{ ISA_GFX1100, "v_dual_add_f32 v0, v1, v2 :: v_dual_mul_f32 v3, "
	    "v2, v4",
	    { V_(1, 1, D | S0), VY(2, 1, D, D | S0), VY(4, 1, 0, D) },
	    { V_(0, 1, D), VY(3, 1, 0, D) } },
	{ ISA_GFX1100, "v_dual_mov_b32 v0, v1 :: v_dual_fmac_f32 v3, v6, v7",
	    { V_(1, 1, D | S0), VY(6, 1, 0, D | S0), VY(7, 1, 0, D),
	    VY(3, 1, 0, OLD) },
	    { V_(0, 1, D), VY(3, 1, 0, D) } },
	/* VOP3P, v_mac (d is the accumulator), SDWA preserve (d keeps the
	 * bytes dst_sel leaves) */
	{ ISA_GFX900, "v_pk_fma_f16 v0, v1, v2, v3",
	    { V_(1, 1, D | S0), V_(2, 1, D), V_(3, 1, D) }, { V_(0, 1, D) } },
	{ ISA_GFX900, "v_mac_f32 v1, v2, v3",
	    { V_(2, 1, D | S0), V_(3, 1, D), V_(1, 1, OLD) },
	    { V_(1, 1, D) } },
	{ ISA_GFX900, "v_mov_b32_sdwa v1, v2 dst_sel:BYTE_1 "
	    "dst_unused:UNUSED_PRESERVE src0_sel:DWORD",
	    { V_(2, 1, D | S0), V_(1, 1, OLD) }, { V_(1, 1, D) } },
	/* SALU: SCC is a carry out and in, a condition; s_cmov keeps d
	 * when SCC is 0, s_bitset changes one bit of it; saveexec's EXEC
	 * is an operand, its new EXEC a mask */
	{ ISA_GFX900, "s_add_u32 s0, s1, s2",
	    { S_(1, 1, D | S0), S_(2, 1, D) }, { S_(0, 1, D), SCC_(MK) } },
	{ ISA_GFX900, "s_addc_u32 s0, s1, s2",
	    { S_(1, 1, D | S0), S_(2, 1, D), SCC_(MK) },
	    { S_(0, 1, D), SCC_(MK) } },
	{ ISA_GFX900, "s_cselect_b32 s0, s1, s2",
	    { S_(1, 1, D | S0), S_(2, 1, D), SCC_(MK) }, { S_(0, 1, D) } },
	{ ISA_GFX900, "s_cmov_b32 s0, s1",
	    { S_(1, 1, D | S0), SCC_(MK), S_(0, 1, KEPT) }, { S_(0, 1, D) } },
	{ ISA_GFX900, "s_bitset1_b32 s0, s1",
	    { S_(1, 1, D | S0), S_(0, 1, OLD) }, { S_(0, 1, D) } },
	{ ISA_GFX900, "s_and_saveexec_b64 s[0:1], s[2:3]",
	    { S_(2, 2, D | S0), EXEC_(D) },
	    { S_(0, 2, D), EXEC_(MK), SCC_(MK) } },
	{ ISA_GFX900, "s_load_dword s20, s[2:3], 0x24",
	    { S_(2, 2, A) }, { S_(20, 1, D) } },
	{ ISA_GFX900, "s_cbranch_vccz 5", { VCC_(MK) }, { { 0 } } },
	/* s_movrels: M0 (2 here) picks the SGPR read */
	{ ISA_GFX900, "s_movrels_b32 s1, s2",
	    { M0_(A), S_(4, 1, D | S0) }, { S_(1, 1, D) } },
};

static void
check_role_list(const char *line, const char *what,
    const struct reg_ref *want, const struct reg_ref *got, unsigned n)
{
	unsigned k = 0;

	while (k < 7 && want[k].kind != OPND_NONE)
		k++;
	ck_assert_msg(n == k, "%s: %u registers %s, want %u", line, n, what,
	    k);
	for (unsigned i = 0; i < n; i++)
		ck_assert_msg(got[i].kind == want[i].kind &&
		    got[i].reg == want[i].reg &&
		    got[i].count == want[i].count &&
		    got[i].role == want[i].role &&
		    got[i].role_y == want[i].role_y, "%s: %s #%u is kind %u "
		    "reg %u x%u roles %#x/%#x, want kind %u reg %u x%u roles "
		    "%#x/%#x", line, what, i, got[i].kind, got[i].reg,
		    got[i].count, got[i].role, got[i].role_y, want[i].kind,
		    want[i].reg, want[i].count, want[i].role, want[i].role_y);
}

START_TEST(test_exec_reference_roles_by_class)
{
	for (size_t c = 0; c < sizeof role_cases / sizeof role_cases[0];
	    c++) {
		const struct role_case *rc = &role_cases[c];
		struct wave *w = fx_wave(rc->t, rc->t >= ISA_GFX1010 ? 32 :
		    64);
		struct reg_ref got[STEP_MAX_REFS];
		struct insn in;
		unsigned n;

		w->m0 = 2;
		in = fx_asm(w, rc->line);
		n = exec_reads(&in, w, got, STEP_MAX_REFS);
		check_role_list(rc->line, "read", rc->rd, got, n);
		n = exec_writes(&in, w, got, STEP_MAX_REFS);
		check_role_list(rc->line, "written", rc->wr, got, n);
		free(w);
	}
}
END_TEST

#undef V_
#undef VY
#undef S_
#undef VCC_
#undef EXEC_
#undef SCC_
#undef M0_
#undef D
#undef MV
#undef A
#undef MK
#undef OLD
#undef KEPT
#undef S0

/* exec_reads and exec_writes are the one description of what a row reads
 * and writes (the record, the history's deltas and the hazard checker use
 * it), so every row is checked against what exec_step does, without
 * trusting the description: (a) whatever changes is listed as written;
 * (b) two waves that agree on the listed reads (and EXEC, which every
 * instruction reads for its lanes) but differ everywhere else give the
 * same written values. Memory rows are checked in check_exec_mem.c. */
START_TEST(test_exec_reads_and_writes_describe_every_row)
{
	unsigned checked = 0;
	uint64_t seed = 0x5eed5eedu;
	struct wave *b = malloc(sizeof *b), *before = malloc(sizeof *before);

	ck_assert_ptr_nonnull(b);
	ck_assert_ptr_nonnull(before);

	for (unsigned t = 0; t < ISA_TARGET_COUNT; t++) {
		for (unsigned id = 0; id < ISA_ID_COUNT; id++) {
			const char *name = isa_get((enum isa_id)id)->name;
			unsigned size = t >= ISA_GFX1010 ? 32 : 64;
			struct reg_ref reads[STEP_MAX_REFS];
			struct reg_ref writes[STEP_MAX_REFS];
			struct cover rd, wr;
			struct wave *a;
			struct insn in;
			struct diag d;

			if (!row_runs(id, t, size))
				continue;
			a = fx_wave(t, size);
			for (unsigned r = 0; r < 8; r++)
				fill_random(a, r, &seed);
			for (unsigned r = 0; r < WAVE_NUM_SGPRS; r++)
				a->sgpr[r] = (uint32_t)fx_prng(&seed);
			a->vcc = fx_prng(&seed) & wave_all_lanes(size);
			a->exec = fx_prng(&seed) & wave_all_lanes(size);
			a->m0 = (uint32_t)fx_prng(&seed);
			a->scc = fx_prng(&seed) & 1;
			in = row_insn((enum isa_id)id, a);
			cover_refs(&rd, reads, exec_reads(&in, a, reads,
			    STEP_MAX_REFS));
			cover_refs(&wr, writes, exec_writes(&in, a, writes,
			    STEP_MAX_REFS));
			/* session_run_insn captures a scalar ALU row's
			 * scalars without asking exec_writes: such a row
			 * names no VGPR written (and so, by the checks
			 * below, changes none) */
			switch (isa_get((enum isa_id)id)->family) {
			case ISA_SOP1:
			case ISA_SOP2:
			case ISA_SOPC:
			case ISA_SOPK:
				for (unsigned r = 0; r < WAVE_NUM_VGPRS; r++)
					ck_assert_msg(!wr.vgpr[r], "%s writes "
					    "v%u", name, r);
				break;
			default:
				break;
			}
			/* a and b each get an empty LDS of their own */
			a->lds = memory_new();
			ck_assert_ptr_nonnull(a->lds);
			*before = *a;
			*b = *a;
			b->lds = memory_new();
			ck_assert_ptr_nonnull(b->lds);
			for (unsigned r = 0; r < 8; r++)
				if (!rd.vgpr[r])
					fill_random(b, r, &seed);
			for (unsigned r = 0; r < WAVE_NUM_SGPRS; r++)
				if (!rd.sgpr[r])
					b->sgpr[r] = ~b->sgpr[r];
			if (!rd.vcc)
				b->vcc = ~b->vcc & wave_all_lanes(size);
			if (!rd.m0)
				b->m0 = ~b->m0;
			if (!rd.scc)
				b->scc = !b->scc;
			memset(&d, 0, sizeof d);
			ck_assert_msg(exec_step(a, &in, NULL, NULL, &d) ==
			    EXEC_OK, "%s: %s", name, d.message);
			ck_assert_int_eq(exec_step(b, &in, NULL, NULL, &d),
			    EXEC_OK);
			for (unsigned r = 0; r < 8; r++) {
				bool moved = memcmp(a->vgpr[r], before->vgpr[r],
				    sizeof a->vgpr[r]) != 0;

				ck_assert_msg(!moved || wr.vgpr[r], "%s on %s "
				    "writes v%u, not listed", name,
				    isa_target_name((enum isa_target)t), r);
				/* a lane EXEC leaves off keeps its old value,
				 * which b changed: compare the active lanes */
				for (unsigned n = 0; n < size && wr.vgpr[r]; n++)
					ck_assert_msg(!((before->exec >> n) & 1) ||
					    a->vgpr[r][n] == b->vgpr[r][n], "%s "
					    "on %s: v%u lane %u depends on a "
					    "register not listed as read", name,
					    isa_target_name((enum isa_target)t),
					    r, n);
			}
			for (unsigned r = 0; r < WAVE_NUM_SGPRS; r++) {
				ck_assert_msg(a->sgpr[r] == before->sgpr[r] ||
				    wr.sgpr[r], "%s writes s%u, not listed",
				    name, r);
				ck_assert_msg(!wr.sgpr[r] || a->sgpr[r] ==
				    b->sgpr[r], "%s: s%u depends on a register "
				    "not listed as read", name, r);
			}
			ck_assert_msg(a->vcc == before->vcc || wr.vcc,
			    "%s writes vcc, not listed", name);
			ck_assert_msg(!wr.vcc || a->vcc == b->vcc, "%s: vcc "
			    "depends on a register not listed as read", name);
			ck_assert_msg(a->exec == before->exec || wr.exec,
			    "%s writes exec, not listed", name);
			ck_assert_msg(!wr.exec || a->exec == b->exec, "%s: exec "
			    "depends on a register not listed as read", name);
			ck_assert_msg(a->m0 == before->m0 || wr.m0,
			    "%s writes m0, not listed", name);
			ck_assert_msg(a->scc == before->scc || wr.scc,
			    "%s writes scc, not listed", name);
			ck_assert_msg(!wr.scc || a->scc == b->scc, "%s: scc "
			    "depends on a register not listed as read", name);
			checked++;
			memory_free(a->lds);
			memory_free(b->lds);
			free(a);
		}
	}
	free(b);
	free(before);
	ck_assert_uint_gt(checked, 300);
}
END_TEST

/* ---- targets and refusals ---- */

START_TEST(test_refusals_leave_the_wave_unchanged)
{
	struct wave *w = fx_std(ISA_GFX1030, 32);
	struct wave *copy = malloc(sizeof *w);
	struct insn in;

	ck_assert_ptr_nonnull(copy);
	*copy = *w;
	in = fx_dpp_mov_raw(w, 0, 1, DPP_WAVE_SHR1, 0xf, 0xf, false);
	fx_refuse(w, &in, "wave shifts");
	in = fx_dpp_mov_raw(w, 0, 1, DPP_ROW_BCAST15, 0xf, 0xf, false);
	fx_refuse(w, &in, "row_bcast");
	in = fx_dpp_mov_raw(w, 0, 1, 0x100, 0xf, 0xf, false);
	fx_refuse(w, &in, "reserved");
	in = fx_dpp_mov_raw(w, 0, 1, 0x13d, 0xf, 0xf, false);
	fx_refuse(w, &in, "reserved");
	ck_assert_mem_eq(w, copy, sizeof *w);
	free(w);
	w = fx_std(ISA_GFX900, 64);
	*copy = *w;
	in = fx_dpp_mov_raw(w, 0, 1, DPP_ROW_SHR(1), 0xf, 0xf, false);
	in.fi = true;
	fx_refuse(w, &in, "fi:1");
	in = fx_insn(V_MOV_B32, w);
	in.wave = 32;
	in.dst = fx_v(0);
	in.src[0] = fx_v(1);
	fx_refuse(w, &in, "wave32");
	in.wave = 64;
	in.target = ISA_GFX803;
	fx_refuse(w, &in, "assembled for gfx803");
	ck_assert_mem_eq(w, copy, sizeof *w);
	free(w);
	w = fx_std(ISA_GFX803, 64);
	w->size = 32;
	in = fx_insn(V_MOV_B32, w);
	in.dst = fx_v(0);
	in.src[0] = fx_v(1);
	fx_refuse(w, &in, "wave32 needs gfx10");
	w->size = 48;
	in.wave = 0;
	fx_refuse(w, &in, "not set up");
	free(w);
	w = fx_std(ISA_GFX1100, 32);
	in = fx_insn(V_MOV_B32, w);
	in.form = FORM_SDWA;
	in.dst = fx_v(0);
	in.src[0] = fx_v(1);
	fx_refuse(w, &in, "SDWA");
	free(w);
	w = fx_std(ISA_GFX803, 64);
	in = fx_insn(V_MOV_B32, w);
	in.form = FORM_SDWA;
	in.omod = 1;
	in.dst = fx_v(0);
	in.src[0] = fx_v(1);
	fx_refuse(w, &in, "omod");
	free(w);
	free(copy);
}
END_TEST

START_TEST(test_wave32_dpp_uses_two_rows)
{
	struct wave *w = fx_std(ISA_GFX1010, 32);

	fx_line(w, "v_mov_b32_dpp v0, v1 row_shr:1 row_mask:0xe", NULL, &rec);
	ck_assert_uint_eq(w->vgpr[0][1], SENT(1));   /* row 0 masked */
	ck_assert_uint_eq(w->vgpr[0][17], 116);
	ck_assert_uint_eq(w->vgpr[0][33], SENT(33)); /* no lane 33 */
	ck_assert_uint_eq(rec.wave, 32);
	ck_assert_uint_eq(rec.row_enabled, 0xffff0000ull);
	ck_assert_uint_eq(rec.written, 0xfffe0000ull);
	free(w);
}
END_TEST

/* ---- the step record ---- */

START_TEST(test_record_lists_registers_read_and_written)
{
	struct wave *w = fx_wave(ISA_GFX803, 64);
	bool vcc_w = false, v0_w = false, v1_r = false, v2_r = false;

	fx_line(w, "v_add_u32_dpp v0, vcc, v1, v2 row_shr:1", NULL, &rec);
	for (unsigned k = 0; k < rec.nwrites; k++) {
		vcc_w |= rec.writes[k].kind == OPND_VCC;
		v0_w |= rec.writes[k].kind == OPND_VGPR &&
		    rec.writes[k].reg == 0;
	}
	for (unsigned k = 0; k < rec.nreads; k++) {
		v1_r |= rec.reads[k].kind == OPND_VGPR && rec.reads[k].reg == 1;
		v2_r |= rec.reads[k].kind == OPND_VGPR && rec.reads[k].reg == 2;
	}
	ck_assert(vcc_w && v0_w && v1_r && v2_r);
	ck_assert_uint_eq(rec.nwrites, 2);
	struct insn in = fx_asm(w, "v_cmpx_eq_u32 vcc, v1, v2");
	struct reg_ref refs[8];
	unsigned nw = exec_writes(&in, w, refs, 8);
	ck_assert_uint_eq(nw, 2);
	ck_assert_uint_eq(refs[1].kind, OPND_EXEC);
	in = fx_asm(w, "s_and_saveexec_b64 s[2:3], vcc");
	ck_assert_uint_eq(exec_writes(&in, w, refs, 8), 3); /* s, exec, scc */
	ck_assert_uint_eq(exec_reads(&in, w, refs, 8), 2);  /* vcc, exec */
	ck_assert_uint_eq(exec_writes(&in, w, refs, 1), 1); /* capped */
	in = fx_asm(w, "v_mac_f32 v0, v1, v2");
	ck_assert_uint_eq(exec_reads(&in, w, refs, 8), 3);
	free(w);
}
END_TEST

START_TEST(test_record_has_src_values_old_new_and_changed)
{
	struct wave *w = fx_std(ISA_GFX803, 64);

	w->vgpr[0][2] = 101; /* lane 2 already holds what it will read */
	fx_line(w, "v_mov_b32_dpp v0, v1 row_shr:1", NULL, &rec);
	ck_assert_uint_eq(rec.lane[5].src_value, 104);
	ck_assert_uint_eq(rec.lane[5].old_value, SENT(5));
	ck_assert_uint_eq(rec.lane[5].new_value, 104);
	ck_assert(rec.lane[5].flags & LANE_WRITTEN);
	ck_assert(!(rec.lane[0].flags & LANE_WRITTEN));
	ck_assert(rec.written & LANE(2));
	ck_assert(!(rec.changed & LANE(2)));
	ck_assert(rec.changed & LANE(3));
	ck_assert_str_eq(isa_get((enum isa_id)rec.insn.id)->name, "v_mov_b32");
	free(w);
}
END_TEST

START_TEST(test_sem_null_means_defaults)
{
	struct wave *w = fx_std(ISA_GFX803, 64);
	struct insn in = fx_dpp_mov(w, 0, 1, DPP_ROW_BCAST15, 0xf, 0xf, false);
	struct diag d;


	ck_assert_int_eq(exec_step(w, &in, NULL, NULL, &d), EXEC_OK);
	ck_assert_uint_eq(w->vgpr[0][3], 103); /* identity reading */
	free(w);
}
END_TEST

START_TEST(test_nop_and_waitcnt_do_nothing)
{
	struct wave *w = fx_std(ISA_GFX803, 64);
	struct wave *copy = malloc(sizeof *w);

	ck_assert_ptr_nonnull(copy);
	*copy = *w;
	fx_line(w, "s_nop 3", NULL, &rec);
	fx_line(w, "v_nop", NULL, NULL);
	fx_line(w, "s_waitcnt lgkmcnt(0)", NULL, NULL);
	ck_assert_uint_eq(rec.kind, STEP_NOP);
	ck_assert_mem_eq(w, copy, sizeof *w);
	free(copy);
	free(w);
}
END_TEST

/* ---- robustness: random struct insn values ---- */

static struct operand
random_operand(uint64_t *s)
{
	static const uint8_t kinds[] = { OPND_NONE, OPND_VGPR, OPND_VGPR,
		OPND_SGPR, OPND_VCC, OPND_VCC_LO, OPND_VCC_HI, OPND_EXEC,
		OPND_EXEC_LO, OPND_EXEC_HI, OPND_M0, OPND_SCC, OPND_NULL,
		OPND_CONST, OPND_LITERAL };
	struct operand o;

	memset(&o, 0, sizeof o);
	o.kind = kinds[fx_prng(s) % sizeof kinds];
	o.reg = (uint16_t)(fx_prng(s) % 300);
	o.count = (uint8_t)(1 + fx_prng(s) % 4);
	o.mods = (uint8_t)(fx_prng(s) & 7);
	o.value = fx_prng(s);
	return o;
}

/* Any field values at all: the core either executes or refuses with a
 * message, and never reads or writes outside the wave (ASan/valgrind
 * builds check the latter). Memory families belong to exec_mem.c. */
START_TEST(test_random_insn_fields_never_crash)
{
	uint64_t seed = 0x8888;
	unsigned ok = 0, refused = 0;

	for (int it = 0; it < 20000; it++) {
		unsigned t = (unsigned)(fx_prng(&seed) % ISA_TARGET_COUNT);
		unsigned size = t >= ISA_GFX1010 && (fx_prng(&seed) & 1) ? 32 : 64;
		struct wave *w = fx_wave(t, size);
		struct insn in;
		struct diag d;
		struct semantics sem;
		const struct isa_info *ii;

		memset(&in, 0, sizeof in);
		in.id = (uint16_t)(fx_prng(&seed) % ISA_ID_COUNT);
		ii = isa_get((enum isa_id)in.id);
		if (ii->family == ISA_MUBUF || ii->family == ISA_FLAT ||
		    ii->family == ISA_GLOBAL || ii->family == ISA_MIMG) {
			free(w);
			continue;
		}
		in.target = (uint8_t)t;
		in.wave = (uint8_t)size;
		in.form = (uint8_t)(fx_prng(&seed) % 6);
		in.dst = random_operand(&seed);
		in.sdst = random_operand(&seed);
		for (unsigned k = 0; k < 4; k++)
			in.src[k] = random_operand(&seed);
		in.clamp = fx_prng(&seed) & 1;
		in.omod = (uint8_t)(fx_prng(&seed) & 3);
		in.op_sel = (uint8_t)fx_prng(&seed);
		in.dpp_ctrl = (uint16_t)(fx_prng(&seed) % 0x200);
		in.row_mask = (uint8_t)(fx_prng(&seed) & 15);
		in.bank_mask = (uint8_t)(fx_prng(&seed) & 15);
		in.bound_ctrl = fx_prng(&seed) & 1;
		in.fi = fx_prng(&seed) & 1;
		in.dpp8_sel = (uint32_t)fx_prng(&seed) & 0xffffff;
		in.dst_sel = (uint8_t)(fx_prng(&seed) % 8);
		in.dst_unused = (uint8_t)(fx_prng(&seed) % 4);
		in.src0_sel = (uint8_t)(fx_prng(&seed) % 8);
		in.src1_sel = (uint8_t)(fx_prng(&seed) % 8);
		in.ds_offset = (uint16_t)fx_prng(&seed);
		in.gds = fx_prng(&seed) & 1;
		in.simm16 = (uint16_t)fx_prng(&seed);
		semantics_defaults(&sem);
		for (unsigned k = 0; k < DISPUTE_COUNT; k++)
			sem.choice[k] = (uint8_t)(fx_prng(&seed) %
			    semantics_choice_count((enum dispute)k));
		for (unsigned r = 0; r < 8; r++)
			w->vgpr[r][fx_prng(&seed) % 64] = (uint32_t)fx_prng(&seed);
		w->exec = fx_prng(&seed) & wave_all_lanes(size);
		memset(&d, 0, sizeof d);
		if (exec_step(w, &in, &sem, it & 1 ? &rec : NULL, &d) ==
		    EXEC_OK) {
			ok++;
		} else {
			ck_assert(d.message[0] != 0);
			refused++;
		}
		ck_assert_uint_eq(w->exec & ~wave_all_lanes(size), 0);
		free(w);
	}
	ck_assert_uint_gt(ok, 1000);
	ck_assert_uint_gt(refused, 1000);
}
END_TEST

Suite *
exec_suite(void)
{
	Suite *s = suite_create("exec");
	TCase *tc;

	tc = tcase_create("properties");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_prop_row_mirror_twice_is_identity);
	tcase_add_test(tc, test_prop_bpermute_lane_times_4_copies);
	tcase_add_test(tc,
	    test_prop_permute_then_bpermute_restores_active_lanes);
	tcase_add_test(tc, test_prop_quad_perm_0123_is_identity);
	tcase_add_test(tc, test_prop_swizzle_swap_twice_is_identity);
	tcase_add_test(tc, test_prop_row_xmask_matches_mirrors_and_ror);
	tcase_add_test(tc, test_prop_recorded_and_fast_paths_agree);
	suite_add_tcase(s, tc);

	tc = tcase_create("valu_salu");
	tcase_set_timeout(tc, 120); /* every row on every target, twice */
	tcase_add_test(tc, test_reason_names_follow_contract_vocabulary);
	tcase_add_test(tc, test_cmpx_writes_exec_and_vcc_gfx8);
	tcase_add_test(tc, test_integer_compares_follow_c_order);
	tcase_add_test(tc, test_reused_record_reads_as_fresh);
	tcase_add_test(tc, test_cmpx_gfx10_writes_only_exec);
	tcase_add_test(tc, test_cmp_e64_writes_sgpr_pair_inactive_lanes_zero);
	tcase_add_test(tc, test_float_compare_nan_and_signed_zero);
	tcase_add_test(tc, test_saveexec_changes_exec_and_scc);
	tcase_add_test(tc, test_saveexec_b32_wave32);
	tcase_add_test(tc, test_salu_scc_follows_result);
	tcase_add_test(tc, test_carry_out_and_carry_in);
	tcase_add_test(tc, test_cndmask_selects_by_vcc_and_sgpr_pair);
	tcase_add_test(tc, test_valu_integer_ops);
	tcase_add_test(tc, test_inactive_lanes_never_written_by_valu);
	tcase_add_test(tc, test_sdwa_compare_writes_sgpr_pair);
	tcase_add_test(tc, test_wave32_lane_ops_wrap_at_32);
	tcase_add_test(tc, test_dpp_on_vop3_only_instruction_refused);
	tcase_add_test(tc, test_every_table_row_executes);
	tcase_add_test(tc, test_exec_reads_and_writes_describe_every_row);
	tcase_add_test(tc, test_exec_reference_roles_by_class);
	tcase_add_test(tc, test_in_place_cross_lane_reads_a_snapshot);
	suite_add_tcase(s, tc);

	tc = tcase_create("record_targets");
	tcase_add_test(tc, test_refusals_leave_the_wave_unchanged);
	tcase_add_test(tc, test_wave32_dpp_uses_two_rows);
	tcase_add_test(tc, test_record_lists_registers_read_and_written);
	tcase_add_test(tc, test_record_has_src_values_old_new_and_changed);
	tcase_add_test(tc, test_sem_null_means_defaults);
	tcase_add_test(tc, test_nop_and_waitcnt_do_nothing);
	suite_add_tcase(s, tc);

	tc = tcase_create("robustness");
	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, test_random_insn_fields_never_crash);
	suite_add_tcase(s, tc);
	return s;
}
