/* SPDX-License-Identifier: MIT */
/* Unit tests of the hazard checker (hazard.c): wait states between a
 * write and a read that needs them, and s_waitcnt for LDS results. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <check.h>

#include "asm.h"
#include "hazard.h"
#include "suites.h"

static unsigned
check_lines(enum isa_target t, const char *const *lines, struct diag *out,
    unsigned max, long *at)
{
	struct hazard_state *h = malloc(sizeof *h);
	unsigned total = 0;

	hazard_init(h, t);
	for (long i = 0; lines[i] != NULL; i++) {
		struct insn insn;
		struct diag d;
		unsigned n;

		ck_assert_msg(asm_parse_line(lines[i], strlen(lines[i]), t,
		    isa_default_wave(t), &insn, &d) == ASM_OK, "%s: %s",
		    lines[i], d.message);
		n = hazard_check(h, &insn, i + 1, out + total, max - total);
		if (n > 0 && at != NULL)
			*at = i + 1;
		total += n;
	}
	free(h);
	return total;
}

START_TEST(test_hazard_s_nop_n_counts_n_plus_one_states)
{
	static const char *const ok[] = {
		"v_add_f32 v1, v0, v0",
		"s_nop 1",
		"v_mov_b32_dpp v2, v1 row_shl:1",
		NULL,
	};
	static const char *const short_by_one[] = {
		"v_add_f32 v1, v0, v0",
		"s_nop 0",
		"v_mov_b32_dpp v2, v1 row_shl:1",
		NULL,
	};
	static const char *const independent[] = {
		"v_add_f32 v1, v0, v0",
		"v_add_f32 v5, v0, v0",
		"s_mov_b32 s0, 1",
		"v_mov_b32_dpp v2, v1 row_shl:1",
		NULL,
	};
	struct diag d[4];
	long at = 0;

	ck_assert_uint_eq(check_lines(ISA_GFX803, ok, d, 4, NULL), 0);
	ck_assert_uint_eq(check_lines(ISA_GFX803, independent, d, 4, NULL),
	    0);
	ck_assert_uint_eq(check_lines(ISA_GFX803, short_by_one, d, 4, &at),
	    1);
	ck_assert_int_eq(at, 3);
	ck_assert(strstr(d[0].message, "1 missing") != NULL);
	/* GFX10 resolves it in hardware */
	ck_assert_uint_eq(check_lines(ISA_GFX1030, short_by_one, d, 4, NULL),
	    0);
}
END_TEST

START_TEST(test_hazard_only_the_dpp_operand_matters)
{
	/* Instructions 2 and 3 of the prefix sum read v1 right after it was
	 * written, but DPP applies to v0 (GPUOpen article). */
	static const char *const lines[] = {
		"v_add_f32 v1, v0, v0 row_shr:1 bound_ctrl:0",
		"v_add_f32 v1, v0, v1 row_shr:2 bound_ctrl:0",
		"v_add_f32 v1, v0, v1 row_shr:3 bound_ctrl:0",
		NULL,
	};
	struct diag d[4];

	ck_assert_uint_eq(check_lines(ISA_GFX803, lines, d, 4, NULL), 0);
}
END_TEST

START_TEST(test_hazard_cmpx_then_dpp_needs_five_states)
{
	static const char *const lines[] = {
		"v_cmpx_eq_u32 vcc, v0, v3",
		"v_nop",
		"s_nop 2",
		"v_mov_b32_dpp v4, v0 quad_perm:[1,0,3,2]",
		NULL,
	};
	struct diag d[4];

	ck_assert_uint_eq(check_lines(ISA_GFX900, lines, d, 4, NULL), 1);
	ck_assert_msg(strstr(d[0].message, "runs DPP 4 wait states after "
	    "v_cmpx_eq_u32 (line 1) wrote exec; 5 needed: 1 missing") != NULL,
	    "%s", d[0].message);
}
END_TEST

START_TEST(test_hazard_readlane_lane_select_needs_four_states)
{
	static const char *const lines[] = {
		"v_readlane_b32 s4, v1, 3",
		"v_nop",
		"v_readlane_b32 s5, v1, s4",
		NULL,
	};
	struct diag d[4];

	ck_assert_uint_eq(check_lines(ISA_GFX803, lines, d, 4, NULL), 1);
	ck_assert_uint_eq(d[0].col, 24);
	ck_assert(strstr(d[0].message, "uses s4 as its lane select 1 wait "
	    "state after v_readlane_b32") != NULL);
	ck_assert(strstr(d[0].message, "3 missing") != NULL);
}
END_TEST

/* GCN3 ISA 4.3: a VALU write of VCC, then v_div_fmas (which reads VCC
 * unnamed) wants 4 wait states; vcc_lo is named (was an empty name);
 * gfx10 on needs none. */
START_TEST(test_hazard_div_fmas_after_vcc_write_needs_four_states)
{
	static const char *const lines[] = {
		"v_div_scale_f32 v1, vcc, v2, v3, v2",
		"v_nop",
		"v_div_fmas_f32 v4, v1, v2, v3",
		NULL,
	};
	static const char *const padded[] = {
		"v_cmp_eq_u32 vcc, v2, v3",
		"s_nop 3",
		"v_div_fmas_f64 v[4:5], v[0:1], v[2:3], v[6:7]",
		NULL,
	};
	static const char *const rdna[] = {
		"v_div_scale_f32 v1, vcc_lo, v2, v3, v2",
		"v_div_fmas_f32 v4, v1, v2, v3",
		NULL,
	};
	struct diag d[4];

	ck_assert_uint_eq(check_lines(ISA_GFX900, lines, d, 4, NULL), 1);
	ck_assert_msg(strstr(d[0].message, "uses vcc_lo as its scale mask 1 "
	    "wait state after v_div_scale_f32") != NULL, "%s", d[0].message);
	ck_assert(strstr(d[0].message, "3 missing") != NULL);
	ck_assert_uint_eq(check_lines(ISA_GFX900, padded, d, 4, NULL), 0);
	ck_assert_uint_eq(check_lines(ISA_GFX1030, rdna, d, 4, NULL), 0);
}
END_TEST

START_TEST(test_hazard_ds_result_needs_waitcnt)
{
	static const char *const bad[] = {
		"ds_swizzle_b32 v2, v1 offset:swizzle(SWAP,1)",
		"ds_bpermute_b32 v3, v0, v1",
		"v_add_u32 v4, vcc, v2, v1",
		NULL,
	};
	static const char *const partial[] = {
		"ds_swizzle_b32 v2, v1 offset:swizzle(SWAP,1)",
		"ds_bpermute_b32 v3, v0, v1",
		"s_waitcnt lgkmcnt(1)",
		"v_add_u32 v4, vcc, v2, v1",
		"v_add_u32 v5, vcc, v3, v1",
		NULL,
	};
	static const char *const good[] = {
		"ds_swizzle_b32 v2, v1 offset:swizzle(SWAP,1)",
		"s_waitcnt lgkmcnt(0)",
		"v_add_u32 v4, vcc, v2, v1",
		NULL,
	};
	struct diag d[4];
	long at = 0;

	ck_assert_uint_eq(check_lines(ISA_GFX803, bad, d, 4, NULL), 1);
	ck_assert_uint_eq(d[0].kind, DIAG_WAITCNT);
	ck_assert_msg(strstr(d[0].message, "v_add_u32 reads v2 before "
	    "ds_swizzle_b32 (line 1) has written it: s_waitcnt lgkmcnt(1) is "
	    "missing") != NULL, "%s", d[0].message);
	ck_assert_uint_eq(check_lines(ISA_GFX803, partial, d, 4, &at), 1);
	ck_assert_int_eq(at, 5);
	ck_assert(strstr(d[0].message, "ds_bpermute_b32 (line 2)") != NULL);
	ck_assert_uint_eq(check_lines(ISA_GFX803, good, d, 4, NULL), 0);
}
END_TEST

/* What the waits of gfx10-gfx12 satisfy (:semantics hazard.waits, RDNA1
 * and RDNA4 ISA): a gfx12 load is waited for by s_wait_loadcnt, not by
 * s_wait_storecnt or s_wait_dscnt; s_wait_loadcnt_dscnt carries loadcnt
 * in 13:8 and dscnt in 5:0; from gfx10 on a store counts in vscnt, so
 * vmcnt(0) after a load and a store still waits for the load, and
 * s_waitcnt_vmcnt null, N waits like vmcnt(N); s_delay_alu satisfies
 * nothing and is never required. */
START_TEST(test_hazard_gfx10_gfx12_waits_retire_their_counters)
{
	static const char *const g12_wrong[] = {
		"global_load_b32 v2, v[0:1], off",
		"s_wait_storecnt 0x0",
		"s_wait_dscnt 0x0",
		"s_delay_alu instid0(VALU_DEP_1)",
		"v_mov_b32 v4, v2",
		NULL,
	};
	static const char *const g12_right[] = {
		"global_load_b32 v2, v[0:1], off",
		"ds_swizzle_b32 v3, v1 offset:swizzle(SWAP,1)",
		"s_wait_loadcnt_dscnt 0x0",
		"v_add_nc_u32 v4, v2, v3",
		NULL,
	};
	/* 0x100: loadcnt 1, dscnt 0: the swizzle is waited for, the
	 * load (the only one) too */
	static const char *const g12_pair[] = {
		"global_load_b32 v2, v[0:1], off",
		"global_load_b32 v5, v[0:1], off offset:4",
		"ds_swizzle_b32 v3, v1 offset:swizzle(SWAP,1)",
		"s_wait_loadcnt_dscnt 0x100",
		"v_add_nc_u32 v4, v2, v3",
		"v_mov_b32 v6, v5",
		NULL,
	};
	static const char *const g11_store[] = {
		"global_load_b32 v2, v[0:1], off",
		"global_store_b32 v[0:1], v7, off",
		"s_waitcnt_vmcnt null, 0x0",
		"v_mov_b32 v4, v2",
		NULL,
	};
	static const char *const g10_store[] = {
		"global_load_dword v2, v[0:1], off",
		"global_store_dword v[0:1], v7, off",
		"s_waitcnt vmcnt(1)",
		"v_mov_b32 v4, v2",
		NULL,
	};
	struct diag d[4];
	long at = 0;

	ck_assert_uint_eq(check_lines(ISA_GFX1200, g12_wrong, d, 4, &at), 1);
	ck_assert_int_eq(at, 5);
	ck_assert_msg(strstr(d[0].message, "s_wait_loadcnt 0 is missing") !=
	    NULL, "%s", d[0].message);
	ck_assert_uint_eq(check_lines(ISA_GFX1200, g12_right, d, 4, NULL), 0);
	ck_assert_uint_eq(check_lines(ISA_GFX1200, g12_pair, d, 4, &at), 1);
	ck_assert_int_eq(at, 6);
	ck_assert(strstr(d[0].message, "reads v5") != NULL);
	ck_assert_uint_eq(check_lines(ISA_GFX1100, g11_store, d, 4, NULL), 0);
	/* the store is not in vmcnt: vmcnt(1) leaves the load outstanding */
	ck_assert_uint_eq(check_lines(ISA_GFX1030, g10_store, d, 4, &at), 1);
	ck_assert_int_eq(at, 4);
	/* on gfx9 it is: vmcnt(1) keeps only the younger store */
	{
		static const char *const g9_store[] = {
			"global_load_dword v2, v[0:1], off",
			"global_store_dword v[0:1], v7, off",
			"s_waitcnt vmcnt(1)",
			"v_mov_b32 v4, v2",
			NULL,
		};
		ck_assert_uint_eq(check_lines(ISA_GFX900, g9_store, d, 4,
		    NULL), 0);
	}
}
END_TEST

/* A scalar load counts in lgkmcnt too (GCN3 ISA 4.4): an SGPR it loads
 * is read too early without the wait (branch salu16b). */
START_TEST(test_hazard_scalar_load_needs_waitcnt)
{
	static const char *const bad[] = {
		"s_load_dwordx2 s[4:5], s[0:1], 0x24",
		"s_add_u32 s6, s5, 1",
		NULL,
	};
	static const char *const good[] = {
		"s_load_dwordx2 s[4:5], s[0:1], 0x24",
		"s_add_u32 s6, s3, 1",
		"s_waitcnt lgkmcnt(0)",
		"s_add_u32 s6, s5, 1",
		NULL,
	};
	struct diag d[4];

	ck_assert_uint_eq(check_lines(ISA_GFX900, bad, d, 4, NULL), 1);
	ck_assert_msg(strstr(d[0].message, "s_add_u32 reads s5 before "
	    "s_load_dwordx2 (line 1) has written it: s_waitcnt lgkmcnt(0) is "
	    "missing") != NULL, "%s", d[0].message);
	ck_assert_uint_eq(check_lines(ISA_GFX900, good, d, 4, NULL), 0);
}
END_TEST

/* The checker asks the core what an instruction reads (exec_reads): a
 * v_permlane16 keeps its destination in lanes whose source lane is off,
 * so it reads v3 here, and an SDWA write that preserves the rest of its
 * destination reads it too, though neither names it as a source. */
/* LLVM's VcmpxPermlaneHazard (AMDGPU.td: gfx1010, gfx11, gfx12, not
 * gfx1030): v_permlane* right after v_cmpx needs a VALU between; SALU
 * does not count, nor v_nop on gfx1010 (LLVM fixVcmpxPermlaneHazards),
 * while from gfx11 on v_nop does (Mesa ACO). */
START_TEST(test_hazard_cmpx_then_permlane_needs_a_valu_between)
{
	static const char *const bad[] = {
		"v_cmpx_eq_u32 v1, v2",
		"v_nop",
		"s_nop 3",
		"v_permlane16_b32 v0, v1, s2, s3",
		NULL,
	};
	static const char *const salu[] = {
		"v_cmpx_eq_u32 v1, v2",
		"s_nop 3",
		"v_permlane64_b32 v0, v1",
		NULL,
	};
	static const char *const ok[] = {
		"v_cmpx_eq_u32 v1, v2",
		"v_mov_b32 v0, v0",
		"v_permlane16_b32 v0, v1, s2, s3",
		NULL,
	};
	static const char *const var[] = {
		"v_cmpx_lt_u32 v1, v2",
		"v_permlane16_var_b32 v0, v1, v2",
		NULL,
	};
	struct diag out[4];
	long at = 0;

	ck_assert_uint_eq(check_lines(ISA_GFX1010, bad, out, 4, &at), 1);
	ck_assert_int_eq(at, 4);
	ck_assert_ptr_nonnull(strstr(out[0].message, "v_cmpx_eq_u32 (line 1)"));
	ck_assert_ptr_nonnull(strstr(out[0].message, "not v_nop"));
	ck_assert_uint_eq(check_lines(ISA_GFX1030, bad, out, 4, NULL), 0);
	ck_assert_uint_eq(check_lines(ISA_GFX1100, bad, out, 4, NULL), 0);
	ck_assert_uint_eq(check_lines(ISA_GFX1100, salu, out, 4, &at), 1);
	ck_assert_int_eq(at, 3);
	ck_assert_uint_eq(check_lines(ISA_GFX1100, ok, out, 4, NULL), 0);
	ck_assert_uint_eq(check_lines(ISA_GFX1200, var, out, 4, NULL), 1);
}
END_TEST

/* Each s_waitcnt counts by its own SIMM16 (GCN3 ISA 4.4: lgkmcnt(N)
 * waits until at most N LGKM ops are outstanding), also when a wait with
 * another count came just before (the checker keeps the last decoding). */
START_TEST(test_hazard_each_waitcnt_has_its_own_count)
{
	/* lgkmcnt(1) keeps the younger read (v2) outstanding, then
	 * lgkmcnt(0) retires it: reading v2 after both is fine */
	static const char *const one_then_zero[] = {
		"ds_read_b32 v1, v0",
		"ds_read_b32 v2, v0 offset:4",
		"s_waitcnt lgkmcnt(1)",
		"s_waitcnt lgkmcnt(0)",
		"v_mov_b32 v3, v2",
		NULL,
	};
	/* lgkmcnt(0), then two reads and lgkmcnt(1): v4, the younger, may
	 * still be on its way */
	static const char *const zero_then_one[] = {
		"ds_read_b32 v1, v0",
		"s_waitcnt lgkmcnt(0)",
		"ds_read_b32 v2, v0 offset:4",
		"ds_read_b32 v4, v0 offset:8",
		"s_waitcnt lgkmcnt(1)",
		"v_mov_b32 v5, v2",
		"v_mov_b32 v5, v4",
		NULL,
	};
	struct diag d[4];
	long at = 0;

	ck_assert_uint_eq(check_lines(ISA_GFX900, one_then_zero, d, 4, NULL),
	    0);
	ck_assert_uint_eq(check_lines(ISA_GFX900, zero_then_one, d, 4, &at),
	    1);
	ck_assert_int_eq(at, 7);
	ck_assert(strstr(d[0].message, "reads v4") != NULL);
}
END_TEST

/* An LDS instruction that reads an outstanding ds_read's register
 * through any of its fields is warned of (the checker skips listing the
 * reads of one that meets none): the address, a data operand's second
 * register, data1 of a 2-address write, a d16_hi load's destination
 * (whose low half it keeps) and, on gfx90a, AGPR data; registers next to
 * the pending ones are fine. */
START_TEST(test_hazard_lds_reads_of_pending_registers)
{
	static const char *const reads[][3] = {
		{ "ds_read_b32 v2, v0", "ds_write_b32 v2, v5", "v2" },
		{ "ds_read_b32 v2, v0", "ds_write_b64 v0, v[1:2]", "v2" },
		{ "ds_read_b32 v7, v0", "ds_write2_b32 v0, v1, v7", "v7" },
		{ "ds_read_b64 v[8:9], v0", "ds_add_u32 v0, v9", "v9" },
		{ "ds_read_b32 v3, v0", "ds_read_u16_d16_hi v3, v0", "v3" },
	};
	static const char *const miss[] = {
		"ds_read_b64 v[8:9], v0",
		"ds_write_b64 v0, v[6:7]",
		"ds_write2_b32 v10, v5, v7",
		"ds_read_b32 v10, v0",
		"s_waitcnt lgkmcnt(0)",
		NULL,
	};
	static const char *const agpr[] = {
		"ds_read_b32 a4, v0",
		"ds_write_b32 v0, a4",
		NULL,
	};
	struct diag d[4];

	for (unsigned i = 0; i < sizeof reads / sizeof reads[0]; i++) {
		const char *lines[] = { reads[i][0], reads[i][1], NULL };
		char want[64];

		ck_assert_uint_eq(check_lines(ISA_GFX900, lines, d, 4, NULL),
		    1);
		snprintf(want, sizeof want, "reads %s before ds_read_b",
		    reads[i][2]);
		ck_assert_msg(strstr(d[0].message, want) != NULL, "%s: %s",
		    reads[i][1], d[0].message);
	}
	ck_assert_uint_eq(check_lines(ISA_GFX900, miss, d, 4, NULL), 0);
	ck_assert_uint_eq(check_lines(ISA_GFX90A, agpr, d, 4, NULL), 1);
	ck_assert_msg(strstr(d[0].message, "reads a4 before ds_read_b32") !=
	    NULL, "%s", d[0].message);
}
END_TEST

START_TEST(test_hazard_reads_what_the_core_says_is_read)
{
	static const char *const permlane[] = {
		"ds_bpermute_b32 v3, v0, v1",
		"v_permlane16_b32 v3, v0, s2, s3",
		NULL,
	};
	static const char *const sdwa[] = {
		"ds_bpermute_b32 v3, v0, v1",
		"v_mov_b32_sdwa v3, v0 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE "
		    "src0_sel:DWORD",
		NULL,
	};
	struct diag d[4];

	ck_assert_uint_eq(check_lines(ISA_GFX1030, permlane, d, 4, NULL), 1);
	ck_assert_msg(strstr(d[0].message, "v_permlane16_b32 reads v3 before "
	    "ds_bpermute_b32 (line 1)") != NULL, "%s", d[0].message);
	ck_assert_uint_eq(d[0].col, 18);
	ck_assert_uint_eq(check_lines(ISA_GFX900, sdwa, d, 4, NULL), 1);
	ck_assert_msg(strstr(d[0].message, "reads v3 before ds_bpermute_b32")
	    != NULL, "%s", d[0].message);
}
END_TEST

/* ---- CDNA2/CDNA3 rules (branch s9-16haz). The wait states each rule
 * needs are LLVM's GCNHazardRecognizer constants, and llc-19's
 * post-RA-hazard-rec pass inserts the same s_nop for each pair below
 * (checked by hand on gfx90a and gfx942 when the rules were written). */

/* writer, then `states` wait states as one s_nop (it counts its N + 1),
 * then reader; the warnings into d[0..4). */
static unsigned
check_gap(enum isa_target t, const char *writer, unsigned states,
    const char *reader, struct diag *d)
{
	char nop[16];
	const char *lines[4] = { writer, reader, NULL, NULL };

	if (states > 0) {
		snprintf(nop, sizeof nop, "s_nop %u", states - 1);
		lines[1] = nop;
		lines[2] = reader;
	}
	return check_lines(t, lines, d, 4, NULL);
}

/* reader after writer warns with need - 1 wait states between them
 * (naming `what` and the count) and not with need. */
static void
assert_needs(enum isa_target t, const char *writer, const char *reader,
    unsigned need, const char *what)
{
	struct diag d[4];
	char want[48];

	ck_assert_msg(check_gap(t, writer, need - 1, reader, d) == 1,
	    "%s / %s: no warning at %u states", writer, reader, need - 1);
	snprintf(want, sizeof want, "; %u needed: 1 missing", need);
	ck_assert_msg(strstr(d[0].message, want) != NULL &&
	    strstr(d[0].message, what) != NULL, "%s", d[0].message);
	ck_assert_msg(check_gap(t, writer, need, reader, d) == 0,
	    "%s / %s at %u states: %s", writer, reader, need, d[0].message);
}

START_TEST(test_hazard_cdna_dot_result_needs_three_states)
{
	static const enum isa_target cdna[] = { ISA_GFX90A, ISA_GFX942 };
	struct diag d[4];

	for (unsigned i = 0; i < 2; i++) {
		enum isa_target t = cdna[i];

		/* another VALU reads it */
		assert_needs(t, "v_dot2c_i32_i16 v1, v2, v3",
		    "v_add_u32 v4, v1, v5", 3, "reads v1");
		/* the same dot as src0 or src1; a vector memory read */
		assert_needs(t, "v_dot2c_i32_i16 v1, v2, v3",
		    "v_dot2c_i32_i16 v4, v5, v1", 3, "reads v1");
		assert_needs(t, "v_dot2_i32_i16 v1, v2, v3, v4",
		    "v_dot2_i32_i16 v5, v1, v7, v8", 3, "reads v1");
		assert_needs(t, "v_dot2c_i32_i16 v1, v2, v3",
		    "global_store_dword v[8:9], v1, off", 3, "reads v1");
		/* another opcode writes it: a VALU or a load */
		assert_needs(t, "v_dot4c_i32_i8 v1, v2, v3",
		    "v_mov_b32 v1, 0", 3, "overwrites v1");
		assert_needs(t, "v_dot2_i32_i16 v1, v2, v3, v4",
		    "global_load_dword v1, v[8:9], off", 3, "overwrites v1");
		/* the same dot accumulating into it needs none */
		ck_assert_uint_eq(check_gap(t, "v_dot2c_i32_i16 v1, v2, v3", 0,
		    "v_dot2c_i32_i16 v1, v4, v5", d), 0);
		ck_assert_uint_eq(check_gap(t, "v_dot2_i32_i16 v1, v2, v3, v4",
		    0, "v_dot2_i32_i16 v5, v6, v7, v1", d), 0);
		/* an ordinary VALU result needs no wait (no MAI rule either) */
		ck_assert_uint_eq(check_gap(t, "v_add_u32 v1, v2, v3", 0,
		    "v_add_u32 v4, v1, v5", d), 0);
		ck_assert_uint_eq(check_gap(t, "v_add_u32 v1, v2, v3", 0,
		    "v_accvgpr_write_b32 a0, v1", d), 0);
	}
	/* RDNA interlocks */
	ck_assert_uint_eq(check_gap(ISA_GFX1030, "v_dot2_i32_i16 v1, v2, v3, "
	    "v4", 0, "v_add_nc_u32 v4, v1, v5", d), 0);
}
END_TEST

START_TEST(test_hazard_gfx942_forwarding_needs_one_state)
{
	struct diag d[4];

	/* a transcendental's result read by a non-transcendental VALU */
	assert_needs(ISA_GFX942, "v_exp_f32 v1, v0", "v_add_f32 v2, v1, v1",
	    1, "reads v1, a transcendental result");
	assert_needs(ISA_GFX942, "v_rcp_f64 v[0:1], v[2:3]",
	    "v_add_f64 v[4:5], v[0:1], v[0:1]", 1, "reads v0");
	ck_assert_uint_eq(check_gap(ISA_GFX942, "v_exp_f32 v1, v0", 0,
	    "v_rcp_f32 v2, v1", d), 0);
	/* a half-register write: SDWA dst_sel, VOP3 op_sel on d */
	assert_needs(ISA_GFX942, "v_mov_b32_sdwa v3, v0 dst_sel:WORD_1 "
	    "dst_unused:UNUSED_PAD src0_sel:DWORD", "v_add_u32 v4, v3, v3", 1,
	    "reads v3, a half-register write");
	assert_needs(ISA_GFX942, "v_mad_u16 v3, v0, v0, v0 op_sel:[0,0,0,1]",
	    "v_add_u32 v4, v5, v3", 1, "a half-register write");
	ck_assert_uint_eq(check_gap(ISA_GFX942, "v_mov_b32_sdwa v3, v0 "
	    "dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1", 0,
	    "v_add_u32 v4, v3, v3", d), 0);
	ck_assert_uint_eq(check_gap(ISA_GFX942, "v_mad_u16 v3, v0, v0, v0", 0,
	    "v_add_u32 v4, v3, v3", d), 0);
	/* gfx90a forwards them */
	ck_assert_uint_eq(check_gap(ISA_GFX90A, "v_exp_f32 v1, v0", 0,
	    "v_add_f32 v2, v1, v1", d), 0);
	ck_assert_uint_eq(check_gap(ISA_GFX90A, "v_mov_b32_sdwa v3, v0 "
	    "dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD", 0,
	    "v_add_u32 v4, v3, v3", d), 0);
}
END_TEST

START_TEST(test_hazard_gfx942_valu_sgpr_write_then_valu_read)
{
	struct diag d[4];

	assert_needs(ISA_GFX942, "v_cmp_eq_u32_e64 s[0:1], v0, v1",
	    "v_cndmask_b32_e64 v2, v3, v4, s[0:1]", 2, "reads s0");
	assert_needs(ISA_GFX942, "v_readfirstlane_b32 s6, v0",
	    "v_add_u32 v2, s6, v3", 2, "reads s6");
	/* VCC read without being named as a source: carry-in */
	assert_needs(ISA_GFX942, "v_cmp_eq_u32 vcc, v0, v1",
	    "v_addc_co_u32 v2, vcc, v3, v4, vcc", 2, "reads vcc_lo");
	/* the lane select keeps its GCN rule (4), one warning */
	ck_assert_uint_eq(check_gap(ISA_GFX942, "v_readfirstlane_b32 s6, v0",
	    1, "v_readlane_b32 s4, v1, s6", d), 1);
	ck_assert_msg(strstr(d[0].message, "4 needed") != NULL, "%s",
	    d[0].message);
	ck_assert_uint_eq(check_gap(ISA_GFX90A, "v_cmp_eq_u32_e64 s[0:1], v0, "
	    "v1", 0, "v_cndmask_b32_e64 v2, v3, v4, s[0:1]", d), 0);
}
END_TEST

START_TEST(test_hazard_gfx942_lane_instructions)
{
	struct diag d[4];

	/* the VGPR v_readlane/v_readfirstlane read: 1 */
	assert_needs(ISA_GFX942, "v_add_u32 v1, v0, v0",
	    "v_readlane_b32 s4, v1, 0", 1, "reads v1");
	assert_needs(ISA_GFX942, "v_add_u32 v1, v0, v0",
	    "v_readfirstlane_b32 s4, v1", 1, "reads v1");
	/* after a VALU wrote EXEC: 4 */
	assert_needs(ISA_GFX942, "v_cmpx_eq_u32 vcc, v0, v1",
	    "v_readfirstlane_b32 s4, v0", 4, "wrote exec");
	assert_needs(ISA_GFX942, "v_cmpx_eq_u32 vcc, v0, v1",
	    "v_writelane_b32 v2, s4, 0", 4, "wrote exec");
	ck_assert_uint_eq(check_gap(ISA_GFX90A, "v_cmpx_eq_u32 vcc, v0, v1", 0,
	    "v_readfirstlane_b32 s4, v0", d), 0);
	ck_assert_uint_eq(check_gap(ISA_GFX90A, "v_add_u32 v1, v0, v0", 0,
	    "v_readlane_b32 s4, v1, 0", d), 0);
}
END_TEST

START_TEST(test_hazard_wide_store_data_overwritten)
{
	static const char *const older_store[] = {
		"global_store_dwordx4 v8, v[0:3], s[0:1]",
		"global_store_dwordx4 v8, v[4:7], s[0:1]",
		"v_mov_b32 v1, 0",
		NULL,
	};
	struct diag d[4];

	/* GCN3 guide table 4.3: 1; LLVM: 2 on gfx942 */
	assert_needs(ISA_GFX900, "global_store_dwordx4 v4, v[0:3], s[0:1]",
	    "v_mov_b32 v2, 0", 1, "overwrites v2");
	assert_needs(ISA_GFX803, "flat_store_dwordx3 v[4:5], v[0:2]",
	    "v_add_u32 v0, vcc, v6, v7", 1, "after flat_store_dwordx3");
	assert_needs(ISA_GFX90A, "buffer_store_dwordx4 v[0:3], off, s[4:7], 0",
	    "v_mov_b32 v3, 0", 1, "stored it");
	assert_needs(ISA_GFX942, "global_store_dwordx4 v4, v[0:3], s[0:1]",
	    "v_mov_b32 v2, 0", 2, "overwrites v2");
	ck_assert_uint_eq(check_lines(ISA_GFX942, older_store, d, 4, NULL), 1);
	ck_assert_msg(strstr(d[0].message, "(line 1)") != NULL, "%s",
	    d[0].message);
	/* 64 bits of data, an SGPR soffset, another VGPR: no hazard */
	ck_assert_uint_eq(check_gap(ISA_GFX900, "global_store_dwordx2 v4, "
	    "v[0:1], s[0:1]", 0, "v_mov_b32 v1, 0", d), 0);
	ck_assert_uint_eq(check_gap(ISA_GFX900, "buffer_store_dwordx4 v[0:3], "
	    "off, s[4:7], s8", 0, "v_mov_b32 v1, 0", d), 0);
	ck_assert_uint_eq(check_gap(ISA_GFX900, "global_store_dwordx4 v4, "
	    "v[0:3], s[0:1]", 0, "v_mov_b32 v4, 0", d), 0);
	ck_assert_uint_eq(check_gap(ISA_GFX1030, "global_store_dwordx4 v4, "
	    "v[0:3], s[0:1]", 0, "v_mov_b32 v2, 0", d), 0);
}
END_TEST

Suite *
hazard_suite(void)
{
	Suite *s = suite_create("hazard");
	TCase *tc;

	tc = tcase_create("wait_states");
	tcase_add_test(tc, test_hazard_s_nop_n_counts_n_plus_one_states);
	tcase_add_test(tc, test_hazard_only_the_dpp_operand_matters);
	tcase_add_test(tc, test_hazard_cmpx_then_dpp_needs_five_states);
	tcase_add_test(tc, test_hazard_readlane_lane_select_needs_four_states);
	tcase_add_test(tc, test_hazard_div_fmas_after_vcc_write_needs_four_states);
	tcase_add_test(tc, test_hazard_ds_result_needs_waitcnt);
	tcase_add_test(tc,
	    test_hazard_gfx10_gfx12_waits_retire_their_counters);
	tcase_add_test(tc, test_hazard_scalar_load_needs_waitcnt);
	tcase_add_test(tc, test_hazard_cmpx_then_permlane_needs_a_valu_between);
	tcase_add_test(tc, test_hazard_reads_what_the_core_says_is_read);
	tcase_add_test(tc, test_hazard_each_waitcnt_has_its_own_count);
	tcase_add_test(tc, test_hazard_cdna_dot_result_needs_three_states);
	tcase_add_test(tc, test_hazard_gfx942_forwarding_needs_one_state);
	tcase_add_test(tc, test_hazard_gfx942_valu_sgpr_write_then_valu_read);
	tcase_add_test(tc, test_hazard_gfx942_lane_instructions);
	tcase_add_test(tc, test_hazard_wide_store_data_overwritten);
	tcase_add_test(tc, test_hazard_lds_reads_of_pending_registers);
	suite_add_tcase(s, tc);
	return s;
}
