/* SPDX-License-Identifier: MIT */
/* Unit tests of the LDS memory instructions (exec_ds.c) and the bank
 * model (lds.c): every value below is worked out by hand from the GCN3,
 * Vega and RDNA3 ISA guides' pseudo-code, and the bank figures of random
 * patterns are checked against a second, plainer model written here. */
#include "config.h"

#include <check.h>

#include "exec.h"
#include "exec_fixtures.h"
#include "memory.h"
#include "session.h"
#include "strbuf.h"
#include "view.h"
#include "suites.h"

static struct step rec;

#define V(w, r, i) ((w)->vgpr[(r)][(i)])

/* A wave with its own empty LDS. */
static struct wave *
lds_wave(unsigned target, unsigned size)
{
	struct wave *w = fx_wave(target, size);

	w->lds = memory_new();
	ck_assert_ptr_nonnull(w->lds);
	return w;
}

static void
lds_done(struct wave *w)
{
	memory_free(w->lds);
	free(w);
}

static void
poke(struct wave *w, uint32_t addr, uint32_t v)
{
	uint8_t b[4] = { (uint8_t)v, (uint8_t)(v >> 8), (uint8_t)(v >> 16),
		(uint8_t)(v >> 24) };
	ck_assert_int_eq(memory_write(w->lds, addr, b, 4), 0);
}

static uint32_t
peek(const struct wave *w, uint32_t addr)
{
	uint8_t b[4];

	memory_read(w->lds, addr, b, 4);
	return (uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 |
	    (uint32_t)b[3] << 24;
}

static void
set_all(struct wave *w, unsigned r, uint32_t v)
{
	for (unsigned i = 0; i < WAVE_MAX_LANES; i++)
		w->vgpr[r][i] = v;
}

START_TEST(test_write_read_b32_with_offset)
{
	struct wave *w = lds_wave(ISA_GFX900, 64);

	for (unsigned i = 0; i < 64; i++) {
		V(w, 1, i) = 4 * i;
		V(w, 2, i) = 100 + i;
	}
	fx_line(w, "ds_write_b32 v1, v2", NULL, &rec);
	ck_assert_uint_eq(rec.kind, STEP_LDS);
	ck_assert_uint_eq(peek(w, 0), 100);
	ck_assert_uint_eq(peek(w, 252), 163);
	fx_line(w, "ds_read_b32 v3, v1 offset:4", NULL, &rec);
	for (unsigned i = 0; i < 63; i++)
		ck_assert_uint_eq(V(w, 3, i), 101 + i);
	ck_assert_uint_eq(V(w, 3, 63), 0); /* byte 256 never written */
	lds_done(w);
}
END_TEST

START_TEST(test_sub_dword_loads_extend)
{
	struct wave *w = lds_wave(ISA_GFX900, 64);

	poke(w, 0, 0x80FF7F01u);
	for (unsigned i = 0; i < 64; i++)
		V(w, 1, i) = i & 3;
	fx_line(w, "ds_read_u8 v2, v1", NULL, NULL);
	fx_line(w, "ds_read_i8 v3, v1", NULL, NULL);
	ck_assert_uint_eq(V(w, 2, 0), 0x01);
	ck_assert_uint_eq(V(w, 2, 2), 0xFF);
	ck_assert_uint_eq(V(w, 3, 1), 0x7F);
	ck_assert_uint_eq(V(w, 3, 2), 0xFFFFFFFFu);
	ck_assert_uint_eq(V(w, 3, 3), 0xFFFFFF80u);
	set_all(w, 1, 2);
	fx_line(w, "ds_read_u16 v4, v1", NULL, NULL);
	fx_line(w, "ds_read_i16 v5, v1", NULL, NULL);
	ck_assert_uint_eq(V(w, 4, 0), 0x80FF);
	ck_assert_uint_eq(V(w, 5, 0), 0xFFFF80FFu);
	lds_done(w);
}
END_TEST

START_TEST(test_d16_loads_keep_the_other_half)
{
	struct wave *w = lds_wave(ISA_GFX900, 64);

	poke(w, 0, 0x80FF7F01u);
	set_all(w, 1, 3);
	set_all(w, 2, 0xAAAABBBBu);
	set_all(w, 3, 0xAAAABBBBu);
	set_all(w, 4, 0xAAAABBBBu);
	fx_line(w, "ds_read_u8_d16 v2, v1", NULL, NULL);
	fx_line(w, "ds_read_i8_d16 v3, v1", NULL, NULL);
	ck_assert_uint_eq(V(w, 2, 5), 0xAAAA0080u);
	ck_assert_uint_eq(V(w, 3, 5), 0xAAAAFF80u);
	set_all(w, 1, 2);
	fx_line(w, "ds_read_u16_d16_hi v4, v1", NULL, &rec);
	ck_assert_uint_eq(V(w, 4, 7), 0x80FFBBBBu);
	lds_done(w);
}
END_TEST

START_TEST(test_d16_hi_stores_take_the_high_half)
{
	struct wave *w = lds_wave(ISA_GFX900, 64);

	w->exec = 1;
	set_all(w, 1, 4);
	set_all(w, 2, 0x1234ABCDu);
	fx_line(w, "ds_write_b8_d16_hi v1, v2", NULL, NULL);
	ck_assert_uint_eq(peek(w, 4), 0x34);
	fx_line(w, "ds_write_b16_d16_hi v1, v2 offset:8", NULL, NULL);
	ck_assert_uint_eq(peek(w, 12), 0x1234);
	fx_line(w, "ds_write_b16 v1, v2 offset:16", NULL, NULL);
	ck_assert_uint_eq(peek(w, 20), 0xABCD);
	lds_done(w);
}
END_TEST

START_TEST(test_read2_write2_and_st64)
{
	struct wave *w = lds_wave(ISA_GFX803, 64);

	for (unsigned k = 0; k < 128; k++)
		poke(w, 4 * k, 10 * k);
	w->exec = 1;
	set_all(w, 1, 0);
	fx_line(w, "ds_read2_b32 v[2:3], v1 offset0:1 offset1:3", NULL,
	    NULL);
	ck_assert_uint_eq(V(w, 2, 0), 10);
	ck_assert_uint_eq(V(w, 3, 0), 30);
	/* st64: offset1:1 is 64 dwords = byte 256, dword 64 */
	fx_line(w, "ds_read2st64_b32 v[2:3], v1 offset1:1", NULL, NULL);
	ck_assert_uint_eq(V(w, 2, 0), 0);
	ck_assert_uint_eq(V(w, 3, 0), 640);
	set_all(w, 5, 7);
	set_all(w, 6, 9);
	set_all(w, 1, 1024);
	fx_line(w, "ds_write2st64_b32 v1, v5, v6 offset0:1 offset1:2", NULL,
	    NULL);
	ck_assert_uint_eq(peek(w, 1024 + 256), 7);
	ck_assert_uint_eq(peek(w, 1024 + 512), 9);
	/* b64 pairs: element k at addr + offset * 8 */
	set_all(w, 7, 0x11111111u);
	set_all(w, 8, 0x22222222u);
	fx_line(w, "ds_write2_b64 v1, v[7:8], v[5:6] offset1:2", NULL, NULL);
	ck_assert_uint_eq(peek(w, 1024), 0x11111111u);
	ck_assert_uint_eq(peek(w, 1028), 0x22222222u);
	ck_assert_uint_eq(peek(w, 1040), 7);
	ck_assert_uint_eq(peek(w, 1044), 9);
	lds_done(w);
}
END_TEST

START_TEST(test_wide_loads_and_stores)
{
	struct wave *w = lds_wave(ISA_GFX90A, 64);

	for (unsigned i = 0; i < 64; i++) {
		V(w, 1, i) = 16 * i;
		for (unsigned k = 0; k < 4; k++)
			V(w, 10 + k, i) = 1000 * i + k;
	}
	fx_line(w, "ds_write_b128 v1, v[10:13]", NULL, NULL);
	ck_assert_uint_eq(peek(w, 16 * 5 + 8), 5002);
	fx_line(w, "ds_read_b96 v[20:22], v1 offset:4", NULL, &rec);
	ck_assert_uint_eq(V(w, 20, 5), 5001);
	ck_assert_uint_eq(V(w, 22, 5), 5003);
	fx_line(w, "ds_read_b64 v[24:25], v1 offset:8", NULL, NULL);
	ck_assert_uint_eq(V(w, 24, 63), 63002);
	ck_assert_uint_eq(V(w, 25, 63), 63003);
	lds_done(w);
}
END_TEST

/* every lane adds 1 to one dword: lane order, each sees the one before */
START_TEST(test_atomic_add_rtn_serialises_in_lane_order)
{
	struct wave *w = lds_wave(ISA_GFX900, 64);

	poke(w, 8, 5);
	set_all(w, 1, 8);
	set_all(w, 2, 1);
	fx_line(w, "ds_add_rtn_u32 v3, v1, v2", NULL, &rec);
	ck_assert_uint_eq(peek(w, 8), 69);
	for (unsigned i = 0; i < 64; i++)
		ck_assert_uint_eq(V(w, 3, i), 5 + i);
	ck_assert(rec.lds.is_atomic);
	ck_assert(rec.lds.broadcast);
	ck_assert_uint_eq(rec.lds.degree, 1);
	lds_done(w);
}
END_TEST

/* one lane, one atomic: d = old, LDS = op(old, data) */
static uint32_t
one_atomic(unsigned target, const char *line, uint32_t m, uint32_t d0,
    uint32_t d1, uint32_t *ret)
{
	struct wave *w = lds_wave(target, 64);
	uint32_t r;

	w->exec = 1;
	poke(w, 0, m);
	set_all(w, 1, 0);
	set_all(w, 2, d0);
	set_all(w, 3, d1);
	set_all(w, 4, 0xDEADu);
	fx_line(w, line, NULL, NULL);
	r = peek(w, 0);
	if (ret != NULL)
		*ret = V(w, 4, 0);
	lds_done(w);
	return r;
}

/* The atomics lds17b adds, on values worked out by hand from the ISA
 * guides' descriptions (GCN3/Vega DS_CMPST_F32, RDNA3 DS_CMPSTORE_F32,
 * CDNA3/RDNA4 DS_PK_ADD_F16/BF16, RDNA4 DS_COND_SUB_U32 and
 * DS_SUB_CLAMP_U32). */
START_TEST(test_lds17b_atomics_by_hand)
{
	uint32_t old;

	/* float compare: -0 equals +0, so data1 is stored ... */
	ck_assert_uint_eq(one_atomic(ISA_GFX900, "ds_cmpst_rtn_f32 v4, v1, "
	    "v2, v3", 0x80000000u, 0, 0x3F800000u, &old), 0x3F800000u);
	ck_assert_uint_eq(old, 0x80000000u);
	/* ... a NaN equals nothing, not even its own bits ... */
	ck_assert_uint_eq(one_atomic(ISA_GFX900, "ds_cmpst_f32 v1, v2, v3",
	    0x7FC00000u, 0x7FC00000u, 7, NULL), 0x7FC00000u);
	/* ... which the bit compare of cmpst_b32 does not know */
	ck_assert_uint_eq(one_atomic(ISA_GFX900, "ds_cmpst_b32 v1, v2, v3",
	    0x7FC00000u, 0x7FC00000u, 7, NULL), 7);
	ck_assert_uint_eq(one_atomic(ISA_GFX900, "ds_cmpst_b32 v1, v2, v3",
	    0x80000000u, 0, 7, NULL), 0x80000000u);
	/* gfx11 order: data1 is the compare value, data0 the new one */
	ck_assert_uint_eq(one_atomic(ISA_GFX1100, "ds_cmpstore_f32 v1, v2, "
	    "v3", 0x80000000u, 5, 0, NULL), 5);
	ck_assert_uint_eq(one_atomic(ISA_GFX1100, "ds_cmpstore_f32 v1, v2, "
	    "v3", 0x3F800000u, 5, 0x40000000u, NULL), 0x3F800000u);
	/* f16 halves: 1 + 1 = 2 (0x4000), -2 + 1 = -1 (0xBC00) */
	ck_assert_uint_eq(one_atomic(ISA_GFX942, "ds_pk_add_rtn_f16 v4, v1, "
	    "v2", 0xC0003C00u, 0x3C003C00u, 0, &old), 0xBC004000u);
	ck_assert_uint_eq(old, 0xC0003C00u);
	/* bf16: 1 + 1 = 2 (0x4000); 1 + 2^-8 is halfway between 1 (0x3F80)
	 * and 0x3F81 and goes to the even one; 0x3F81 + 2^-8 is halfway
	 * between 0x3F81 and 0x3F82 and goes to 0x3F82 */
	ck_assert_uint_eq(one_atomic(ISA_GFX942, "ds_pk_add_bf16 v1, v2",
	    0x3F803F80u, 0x3B803F80u, 0, NULL), 0x3F804000u);
	ck_assert_uint_eq(one_atomic(ISA_GFX1200, "ds_pk_add_bf16 v1, v2",
	    0x3F813F80u, 0x3B803F80u, 0, NULL), 0x3F824000u);
	/* cond_sub keeps m below data; sub_clamp makes it 0 */
	ck_assert_uint_eq(one_atomic(ISA_GFX1200, "ds_cond_sub_u32 v1, v2", 5,
	    7, 0, NULL), 5);
	ck_assert_uint_eq(one_atomic(ISA_GFX1200, "ds_cond_sub_rtn_u32 v4, "
	    "v1, v2", 7, 5, 0, &old), 2);
	ck_assert_uint_eq(old, 7);
	ck_assert_uint_eq(one_atomic(ISA_GFX1200, "ds_sub_clamp_u32 v1, v2",
	    5, 7, 0, NULL), 0);
	ck_assert_uint_eq(one_atomic(ISA_GFX1200, "ds_sub_clamp_rtn_u32 v4, "
	    "v1, v2", 7, 5, 0, &old), 2);
}
END_TEST

START_TEST(test_atomics_by_hand)
{
	uint32_t old;

	ck_assert_uint_eq(one_atomic(ISA_GFX900, "ds_sub_u32 v1, v2", 5, 7,
	    0, NULL), 0xFFFFFFFEu);
	ck_assert_uint_eq(one_atomic(ISA_GFX900, "ds_rsub_u32 v1, v2", 5, 7,
	    0, NULL), 2);
	/* inc: m >= data ? 0 : m + 1 */
	ck_assert_uint_eq(one_atomic(ISA_GFX900, "ds_inc_u32 v1, v2", 7, 7,
	    0, NULL), 0);
	ck_assert_uint_eq(one_atomic(ISA_GFX900, "ds_inc_u32 v1, v2", 6, 7,
	    0, NULL), 7);
	/* dec: m == 0 || m > data ? data : m - 1 */
	ck_assert_uint_eq(one_atomic(ISA_GFX900, "ds_dec_u32 v1, v2", 0, 7,
	    0, NULL), 7);
	ck_assert_uint_eq(one_atomic(ISA_GFX900, "ds_dec_u32 v1, v2", 9, 7,
	    0, NULL), 7);
	ck_assert_uint_eq(one_atomic(ISA_GFX900, "ds_dec_u32 v1, v2", 3, 7,
	    0, NULL), 2);
	/* -1 against 1: signed and unsigned disagree */
	ck_assert_uint_eq(one_atomic(ISA_GFX900, "ds_min_i32 v1, v2",
	    0xFFFFFFFFu, 1, 0, NULL), 0xFFFFFFFFu);
	ck_assert_uint_eq(one_atomic(ISA_GFX900, "ds_min_u32 v1, v2",
	    0xFFFFFFFFu, 1, 0, NULL), 1);
	ck_assert_uint_eq(one_atomic(ISA_GFX900, "ds_max_i32 v1, v2",
	    0xFFFFFFFFu, 1, 0, NULL), 1);
	ck_assert_uint_eq(one_atomic(ISA_GFX900, "ds_max_u32 v1, v2",
	    0xFFFFFFFFu, 1, 0, NULL), 0xFFFFFFFFu);
	ck_assert_uint_eq(one_atomic(ISA_GFX900, "ds_and_b32 v1, v2", 0xF0F0,
	    0xFF00, 0, NULL), 0xF000);
	ck_assert_uint_eq(one_atomic(ISA_GFX900, "ds_or_b32 v1, v2", 0xF0F0,
	    0xFF00, 0, NULL), 0xFFF0);
	ck_assert_uint_eq(one_atomic(ISA_GFX900, "ds_xor_b32 v1, v2", 0xF0F0,
	    0xFF00, 0, NULL), 0x0FF0);
	/* mskor: (m & ~data0) | data1 */
	ck_assert_uint_eq(one_atomic(ISA_GFX900, "ds_mskor_rtn_b32 v4, v1, "
	    "v2, v3", 0x1234, 0x00F0, 0x0050, &old), 0x1254);
	ck_assert_uint_eq(old, 0x1234);
	ck_assert_uint_eq(one_atomic(ISA_GFX900, "ds_wrxchg_rtn_b32 v4, v1, "
	    "v2", 3, 8, 0, &old), 8);
	ck_assert_uint_eq(old, 3);
	/* gfx9 cmpst: data0 is the compare value, data1 the new one */
	ck_assert_uint_eq(one_atomic(ISA_GFX900, "ds_cmpst_rtn_b32 v4, v1, "
	    "v2, v3", 5, 5, 9, &old), 9);
	ck_assert_uint_eq(old, 5);
	ck_assert_uint_eq(one_atomic(ISA_GFX900, "ds_cmpst_b32 v1, v2, v3",
	    5, 6, 9, NULL), 5);
	/* gfx11 cmpstore: data0 is the new value, data1 the compare */
	ck_assert_uint_eq(one_atomic(ISA_GFX1100, "ds_cmpstore_b32 v1, v2, "
	    "v3", 5, 9, 5, NULL), 9);
	ck_assert_uint_eq(one_atomic(ISA_GFX1100, "ds_cmpstore_b32 v1, v2, "
	    "v3", 5, 5, 9, NULL), 5);
	/* floats: 1.5 + 2.25 = 3.75; min(NaN, 2) = 2; min(+0, -0) = -0 */
	ck_assert_uint_eq(one_atomic(ISA_GFX900, "ds_add_f32 v1, v2",
	    0x3FC00000u, 0x40100000u, 0, NULL), 0x40700000u);
	ck_assert_uint_eq(one_atomic(ISA_GFX900, "ds_min_f32 v1, v2",
	    0x7FC00000u, 0x40000000u, 0, NULL), 0x40000000u);
	ck_assert_uint_eq(one_atomic(ISA_GFX900, "ds_min_f32 v1, v2", 0,
	    0x80000000u, 0, NULL), 0x80000000u);
	ck_assert_uint_eq(one_atomic(ISA_GFX900, "ds_max_f32 v1, v2",
	    0xBF800000u, 0x3F800000u, 0, NULL), 0x3F800000u);
	/* gfx12 spells float min ds_min_num_f32 */
	ck_assert_uint_eq(one_atomic(ISA_GFX1200, "ds_min_num_f32 v1, v2",
	    0x40000000u, 0x3F800000u, 0, NULL), 0x3F800000u);
}
END_TEST

START_TEST(test_atomic_64bit_carries)
{
	struct wave *w = lds_wave(ISA_GFX900, 64);

	w->exec = 1;
	poke(w, 0, 0xFFFFFFFFu);
	poke(w, 4, 1);
	set_all(w, 1, 0);
	set_all(w, 2, 1);
	set_all(w, 3, 0);
	fx_line(w, "ds_add_rtn_u64 v[4:5], v1, v[2:3]", NULL, NULL);
	ck_assert_uint_eq(peek(w, 0), 0);
	ck_assert_uint_eq(peek(w, 4), 2);
	ck_assert_uint_eq(V(w, 4, 0), 0xFFFFFFFFu);
	ck_assert_uint_eq(V(w, 5, 0), 1);
	/* signed 64-bit min: 0x00000002_00000000 vs -1 */
	set_all(w, 2, 0xFFFFFFFFu);
	set_all(w, 3, 0xFFFFFFFFu);
	fx_line(w, "ds_min_i64 v1, v[2:3]", NULL, NULL);
	ck_assert_uint_eq(peek(w, 0), 0xFFFFFFFFu);
	ck_assert_uint_eq(peek(w, 4), 0xFFFFFFFFu);
	lds_done(w);
}
END_TEST

START_TEST(test_wrxchg2_exchanges_two)
{
	struct wave *w = lds_wave(ISA_GFX900, 64);

	w->exec = 1;
	poke(w, 4, 11);
	poke(w, 12, 22);
	set_all(w, 1, 0);
	set_all(w, 2, 33);
	set_all(w, 3, 44);
	fx_line(w, "ds_wrxchg2_rtn_b32 v[4:5], v1, v2, v3 offset0:1 "
	    "offset1:3", NULL, NULL);
	ck_assert_uint_eq(V(w, 4, 0), 11);
	ck_assert_uint_eq(V(w, 5, 0), 22);
	ck_assert_uint_eq(peek(w, 4), 33);
	ck_assert_uint_eq(peek(w, 12), 44);
	lds_done(w);
}
END_TEST

START_TEST(test_append_consume_count_active_lanes)
{
	struct wave *w = lds_wave(ISA_GFX900, 64);

	poke(w, 16, 7);
	w->m0 = 12;
	w->exec = 0xF0;
	fx_line(w, "ds_append v1 offset:4", NULL, &rec);
	ck_assert_uint_eq(peek(w, 16), 11);
	ck_assert_uint_eq(V(w, 1, 4), 7);
	ck_assert_uint_eq(V(w, 1, 7), 7);
	ck_assert_uint_eq(V(w, 1, 0), 0); /* inactive: kept */
	w->exec = 0x3;
	fx_line(w, "ds_consume v2 offset:4", NULL, NULL);
	ck_assert_uint_eq(peek(w, 16), 9);
	ck_assert_uint_eq(V(w, 2, 1), 11);
	lds_done(w);
}
END_TEST

START_TEST(test_addtid_uses_m0_and_lane)
{
	struct wave *w = lds_wave(ISA_GFX900, 64);

	for (unsigned k = 0; k < 80; k++)
		poke(w, 4 * k, k);
	w->m0 = 8;
	fx_line(w, "ds_read_addtid_b32 v1 offset:4", NULL, NULL);
	/* byte 4 + 8 + 4 * lane: dword 3 + lane */
	ck_assert_uint_eq(V(w, 1, 0), 3);
	ck_assert_uint_eq(V(w, 1, 63), 66);
	set_all(w, 2, 5);
	w->m0 = 0;
	fx_line(w, "ds_write_addtid_b32 v2 offset:1024", NULL, NULL);
	ck_assert_uint_eq(peek(w, 1024 + 4 * 10), 5);
	lds_done(w);
}
END_TEST

START_TEST(test_out_of_range_reads_zero_drops_writes)
{
	struct wave *w = lds_wave(ISA_GFX900, 64);
	struct semantics m0 = fx_sem(DISPUTE_LDS_M0, 1);

	poke(w, 65532, 0x55);
	w->exec = 3;
	V(w, 1, 0) = 65532;
	V(w, 1, 1) = 65528;
	set_all(w, 3, 0xDEAD);
	/* lane 0: bytes 65532..65539 reach past 64 KiB: reads 0 */
	fx_line(w, "ds_read_b64 v[2:3], v1", NULL, &rec);
	ck_assert_uint_eq(V(w, 2, 0), 0);
	ck_assert_uint_eq(V(w, 3, 0), 0);
	ck_assert_uint_eq(V(w, 3, 1), 0x55);
	ck_assert_uint_eq(rec.lds.out_of_range, 1);
	set_all(w, 4, 9);
	V(w, 1, 0) = 65536;
	fx_line(w, "ds_write_b32 v1, v4", NULL, NULL);
	ck_assert(!memory_is_written(w->lds, 65536));
	lds_done(w);
	/* gfx8 with lds.gfx8_m0_limit=on: M0 bounds the access */
	w = lds_wave(ISA_GFX803, 64);
	poke(w, 64, 0x77);
	set_all(w, 1, 64);
	w->m0 = 64;
	fx_line(w, "ds_read_b32 v2, v1", &m0, NULL);
	ck_assert_uint_eq(V(w, 2, 0), 0);
	fx_line(w, "ds_read_b32 v2, v1", NULL, NULL);
	ck_assert_uint_eq(V(w, 2, 0), 0x77);
	lds_done(w);
}
END_TEST

START_TEST(test_gds_refused_as_not_modelled)
{
	struct wave *w = lds_wave(ISA_GFX900, 64);
	struct insn in = fx_asm(w, "ds_read_b32 v1, v2 gds");

	fx_refuse(w, &in, "not modelled by lanescope");
	lds_done(w);
}
END_TEST

/* ---- banks ---- */

/* ds_read_b32 v2, v1 with v1 = byte address of lane i; returns rec.lds */
static const struct lds_step *
banks_b32(unsigned target, unsigned size, uint32_t (*addr)(unsigned))
{
	struct wave *w = lds_wave(target, size);

	for (unsigned i = 0; i < WAVE_MAX_LANES; i++)
		V(w, 1, i) = addr(i);
	fx_line(w, "ds_read_b32 v2, v1", NULL, &rec);
	lds_done(w);
	return &rec.lds;
}

static uint32_t stride1(unsigned i) { return 4 * i; }
static uint32_t stride2(unsigned i) { return 8 * i; }
static uint32_t stride32(unsigned i) { return 128 * i; }
static uint32_t same(unsigned i) { (void)i; return 40; }
static uint32_t padded(unsigned i) { return 4 * 33 * i; }

START_TEST(test_banks_of_the_classic_patterns)
{
	const struct lds_step *s;

	s = banks_b32(ISA_GFX900, 64, stride1);
	ck_assert_uint_eq(s->degree, 1);
	ck_assert_uint_eq(s->cycles, 2);
	ck_assert_uint_eq(s->group_lanes, 32);
	s = banks_b32(ISA_GFX900, 64, stride2);
	ck_assert_uint_eq(s->degree, 2);
	ck_assert_uint_eq(s->cycles, 4);
	ck_assert_int_eq(s->worst_bank, 0);
	ck_assert_int_eq(s->why_lane[0], 0);
	ck_assert_int_eq(s->why_lane[1], 16);
	s = banks_b32(ISA_GFX900, 64, stride32);
	ck_assert_uint_eq(s->degree, 32);
	ck_assert_uint_eq(s->cycles, 64);
	ck_assert_uint_eq(s->bank_lanes[0], ALL64);
	s = banks_b32(ISA_GFX900, 64, same);
	ck_assert_uint_eq(s->degree, 1);
	ck_assert_uint_eq(s->cycles, 2);
	ck_assert(s->broadcast);
	s = banks_b32(ISA_GFX900, 64, padded);
	ck_assert_uint_eq(s->degree, 1);
	ck_assert_uint_eq(s->cycles, 2);
	/* wave32 on RDNA: one group of 32 lanes */
	s = banks_b32(ISA_GFX1030, 32, stride2);
	ck_assert_uint_eq(s->degree, 2);
	ck_assert_uint_eq(s->cycles, 2);
}
END_TEST

START_TEST(test_banks_of_b64_under_both_rules)
{
	struct wave *w = lds_wave(ISA_GFX900, 64);
	struct semantics half = fx_sem(DISPUTE_LDS_WIDE, 1);

	for (unsigned i = 0; i < 64; i++)
		V(w, 1, i) = 8 * i;
	/* consecutive float2: 16 lanes fill the 32 banks once (split) */
	fx_line(w, "ds_read_b64 v[2:3], v1", NULL, &rec);
	ck_assert_uint_eq(rec.lds.group_lanes, 16);
	ck_assert_uint_eq(rec.lds.degree, 1);
	ck_assert_uint_eq(rec.lds.cycles, 4);
	/* half_wave: 32 lanes of 2 dwords cover every bank twice */
	fx_line(w, "ds_read_b64 v[2:3], v1", &half, &rec);
	ck_assert_uint_eq(rec.lds.group_lanes, 32);
	ck_assert_uint_eq(rec.lds.degree, 2);
	ck_assert_uint_eq(rec.lds.cycles, 4);
	lds_done(w);
}
END_TEST

START_TEST(test_explain_sentence)
{
	char buf[200];
	const struct lds_step *s = banks_b32(ISA_GFX900, 64, stride2);

	lds_explain(s, buf, sizeof buf);
	ck_assert_msg(strstr(buf, "lanes 0 and 16 read different dwords of "
	    "bank 0: 2 passes") != NULL, "%s", buf);
}
END_TEST

/* The plain model: per group, sort the (bank, dword) pairs and count the
 * distinct dwords of each bank. */
static void
plain_banks(const uint32_t *addr, unsigned W, unsigned G, unsigned bytes,
    lanemask_t lanes, unsigned *degree, unsigned *cycles)
{
	*degree = 0;
	*cycles = 0;
	for (unsigned g = 0; g < W; g += G) {
		uint64_t key[256];
		unsigned n = 0, worst = 0;

		for (unsigned i = g; i < g + G; i++) {
			if (!(lanes >> i & 1))
				continue;
			for (uint32_t d = addr[i] / 4;
			     d <= (addr[i] + bytes - 1) / 4; d++)
				key[n++] = (uint64_t)(d % 32) << 32 | d;
		}
		for (unsigned a = 1; a < n; a++)
			for (unsigned b = a; b > 0 && key[b - 1] > key[b];
			     b--) {
				uint64_t t = key[b];
				key[b] = key[b - 1];
				key[b - 1] = t;
			}
		for (unsigned a = 0; a < n;) {
			unsigned bank = (unsigned)(key[a] >> 32), cnt = 0;
			while (a < n && (unsigned)(key[a] >> 32) == bank) {
				uint64_t k = key[a];
				cnt++;
				while (a < n && key[a] == k)
					a++;
			}
			if (cnt > worst)
				worst = cnt;
		}
		if (worst > *degree)
			*degree = worst;
		*cycles += worst;
	}
}

START_TEST(test_banks_random_against_plain_model)
{
	uint64_t seed = 0x1d5b17u;
	static const char *lines[2] = { "ds_read_b32 v2, v1",
		"ds_read_b64 v[2:3], v1" };

	for (unsigned it = 0; it < 400; it++) {
		unsigned size = it % 3 == 0 ? 32 : 64;
		unsigned target = size == 32 ? ISA_GFX1030 : ISA_GFX900;
		unsigned wide = it % 2, G = wide ? 16 : 32, deg, cyc;
		struct wave *w = lds_wave(target, size);
		uint32_t addr[WAVE_MAX_LANES];
		unsigned span = 1u << (2 + fx_prng(&seed) % 10);

		w->exec = fx_prng(&seed) | (it % 5 ? ~(lanemask_t)0 : 0);
		w->exec &= wave_all_lanes(size);
		for (unsigned i = 0; i < WAVE_MAX_LANES; i++) {
			addr[i] = (uint32_t)(fx_prng(&seed) % span) &
			    ~(wide ? 7u : 3u);
			V(w, 1, i) = addr[i];
		}
		fx_line(w, lines[wide], NULL, &rec);
		plain_banks(addr, size, G < size ? G : size, wide ? 8 : 4,
		    w->exec, &deg, &cyc);
		ck_assert_msg(rec.lds.degree == deg && rec.lds.cycles == cyc,
		    "iteration %u: degree %u/%u cycles %u/%u", it,
		    rec.lds.degree, deg, rec.lds.cycles, cyc);
		lds_done(w);
	}
}
END_TEST

/* The plain model again, for the forms above it left out: two elements a
 * lane (read2/write2, st64 strides), bytes and halves (b8, b16, d16, at
 * any address, so a b16 may straddle two dwords), and 96/128-bit
 * accesses; under lds.wide_access split the lanes checked together are
 * as many as fill 32 dwords, a power of two (d dwords a lane: 32/d
 * rounded down to one), under half_wave 32. Every lane's element e sits
 * at its address plus offset_e * stride, in or out of range (a lane out
 * of range still generated its address). */
START_TEST(test_banks_random_two_address_sub_dword_and_wide)
{
	static const struct {
		const char *text;
		unsigned bytes, elems, stride;
	} f[] = {
		{ "ds_read2_b32 v[2:3], v1", 4, 2, 4 },
		{ "ds_write2_b32 v1, v2, v3", 4, 2, 4 },
		{ "ds_read2st64_b32 v[2:3], v1", 4, 2, 256 },
		{ "ds_write2st64_b32 v1, v2, v3", 4, 2, 256 },
		{ "ds_read2_b64 v[2:5], v1", 8, 2, 8 },
		{ "ds_write2st64_b64 v1, v[2:3], v[4:5]", 8, 2, 512 },
		{ "ds_read_u8 v2, v1", 1, 1, 0 },
		{ "ds_write_b8_d16_hi v1, v2", 1, 1, 0 },
		{ "ds_write_b16 v1, v2", 2, 1, 0 },
		{ "ds_read_i16 v2, v1", 2, 1, 0 },
		{ "ds_read_u16_d16_hi v2, v1", 2, 1, 0 },
		{ "ds_read_b96 v[2:4], v1", 12, 1, 0 },
		{ "ds_write_b96 v1, v[2:4]", 12, 1, 0 },
		{ "ds_read_b128 v[2:5], v1", 16, 1, 0 },
		{ "ds_write_b128 v1, v[2:5]", 16, 1, 0 },
	};
	uint64_t seed = 0x17c3;

	for (unsigned it = 0; it < 600; it++) {
		unsigned k = it % (sizeof f / sizeof f[0]);
		unsigned size = it % 4 == 3 ? 32 : 64;
		unsigned target = size == 32 ? ISA_GFX1030 : ISA_GFX900;
		bool half = (it / 15) % 2;
		struct semantics sem = fx_sem(DISPUTE_LDS_WIDE, half);
		struct wave *w = lds_wave(target, size);
		unsigned span = 1u << (2 + fx_prng(&seed) % 11);
		unsigned o[2] = { (unsigned)(fx_prng(&seed) % 256),
			(unsigned)(fx_prng(&seed) % 256) };
		unsigned d = (f[k].bytes + 3) / 4 * f[k].elems, G = 32;
		unsigned deg = 0, cyc = 0;
		char line[96];

		if (!half)
			while (G * d > 32)
				G /= 2;
		if (G > size)
			G = size;
		w->exec = fx_prng(&seed) | (it % 5 ? ~(lanemask_t)0 : 0);
		w->exec &= wave_all_lanes(size);
		for (unsigned i = 0; i < WAVE_MAX_LANES; i++)
			V(w, 1, i) = (uint32_t)(fx_prng(&seed) % span) &
			    (f[k].bytes >= 4 ? ~3u : ~0u);
		if (f[k].elems == 2)
			snprintf(line, sizeof line, "%s offset0:%u offset1:%u",
			    f[k].text, o[0], o[1]);
		else
			snprintf(line, sizeof line, "%s", f[k].text);
		fx_line(w, line, &sem, &rec);
		/* per group: the distinct dwords of every bank, the most of
		 * them the group's passes */
		for (unsigned g = 0; g < size; g += G) {
			uint32_t seen[LDS_BANKS][128];
			unsigned nseen[LDS_BANKS] = { 0 }, worst = 0;

			for (unsigned i = g; i < g + G; i++) {
				if (!(w->exec >> i & 1))
					continue;
				for (unsigned e = 0; e < f[k].elems; e++) {
					uint32_t a = V(w, 1, i) + (f[k].elems ==
					    2 ? o[e] * f[k].stride : 0);

					for (uint32_t x = a / 4;
					     x <= (a + f[k].bytes - 1) / 4; x++) {
						unsigned b = x % LDS_BANKS, j = 0;

						while (j < nseen[b] &&
						    seen[b][j] != x)
							j++;
						if (j == nseen[b])
							seen[b][nseen[b]++] = x;
					}
				}
			}
			for (unsigned b = 0; b < LDS_BANKS; b++)
				worst = nseen[b] > worst ? nseen[b] : worst;
			deg = worst > deg ? worst : deg;
			cyc += worst;
		}
		ck_assert_msg(rec.lds.group_lanes == G && rec.lds.degree ==
		    deg && rec.lds.cycles == cyc, "%s (wave%u, %s): group "
		    "%u/%u degree %u/%u cycles %u/%u", line, size, half ?
		    "half_wave" : "split", rec.lds.group_lanes, G,
		    rec.lds.degree, deg, rec.lds.cycles, cyc);
		lds_done(w);
	}
}
END_TEST

/* The fast path (no record) leaves the same wave and LDS. */
START_TEST(test_fast_path_same_state)
{
	uint64_t seed = 77;
	static const char *prog[] = { "ds_write_b32 v1, v2",
		"ds_add_rtn_u32 v3, v1, v2",
		"ds_read2_b32 v[4:5], v1 offset1:9",
		"ds_max_rtn_i32 v6, v1, v2" };

	for (unsigned it = 0; it < 20; it++) {
		struct wave *a = lds_wave(ISA_GFX900, 64);
		struct wave *b = lds_wave(ISA_GFX900, 64);

		for (unsigned i = 0; i < 64; i++) {
			V(a, 1, i) = V(b, 1, i) = (uint32_t)(fx_prng(&seed) %
			    64) * 4;
			V(a, 2, i) = V(b, 2, i) = (uint32_t)fx_prng(&seed);
		}
		a->exec = b->exec = fx_prng(&seed);
		for (unsigned k = 0; k < 4; k++) {
			fx_line(a, prog[k], NULL, &rec);
			fx_line(b, prog[k], NULL, NULL);
		}
		ck_assert(memcmp(a->vgpr, b->vgpr, sizeof a->vgpr) == 0);
		for (uint32_t x = 0; x < 512; x += 4)
			ck_assert_uint_eq(peek(a, x), peek(b, x));
		lds_done(a);
		lds_done(b);
	}
}
END_TEST

/* The session's flat LDS (memory_new_flat, whose accesses the executor
 * makes straight into the array) against the sparse store the tests
 * above use: random programs of every kind of access leave the same
 * registers, bytes and written flags. */
START_TEST(test_flat_lds_same_as_sparse)
{
	uint64_t seed = 0x17b;
	static const char *prog[] = { "ds_write_b32 v1, v2 offset:12",
		"ds_write_b8 v1, v2 offset:3", "ds_write_b16_d16_hi v1, v2",
		"ds_write_b64 v1, v[2:3]", "ds_write_b96 v1, v[2:4]",
		"ds_write_b128 v1, v[2:5] offset:16",
		"ds_write2_b32 v1, v2, v3 offset0:1 offset1:9",
		"ds_write2st64_b64 v1, v[2:3], v[4:5] offset1:1",
		"ds_add_u32 v1, v2", "ds_add_rtn_u64 v[6:7], v1, v[2:3]",
		"ds_max_rtn_i32 v6, v1, v2", "ds_min_rtn_f32 v6, v1, v2",
		"ds_mskor_rtn_b32 v6, v1, v2, v3",
		"ds_cmpst_rtn_b32 v6, v1, v2, v3", "ds_dec_rtn_u32 v6, v1, v2",
		"ds_wrxchg2_rtn_b32 v[6:7], v1, v2, v3 offset1:3",
		"ds_read_b32 v8, v1", "ds_read_u8 v8, v1 offset:1",
		"ds_read_i16 v8, v1 offset:2", "ds_read_u8_d16_hi v8, v1",
		"ds_read_b64 v[8:9], v1", "ds_read_b128 v[8:11], v1",
		"ds_read2_b32 v[8:9], v1 offset0:4 offset1:200",
		"ds_read2st64_b64 v[8:11], v1 offset1:2", "ds_append v8",
		"ds_read_addtid_b32 v8 offset:8" };
	const unsigned n = sizeof prog / sizeof prog[0];

	for (unsigned it = 0; it < 30; it++) {
		struct wave *a = lds_wave(ISA_GFX900, 64);
		struct wave *b = lds_wave(ISA_GFX900, 64);
		uint8_t ba[4096], bb[4096], fa[4096], fb[4096];

		memory_free(b->lds);
		b->lds = memory_new_flat(65536);
		ck_assert_ptr_nonnull(b->lds);
		for (unsigned r = 1; r < 12; r++)
			for (unsigned i = 0; i < 64; i++)
				V(a, r, i) = V(b, r, i) = (uint32_t)fx_prng(&seed);
		for (unsigned i = 0; i < 64; i++) /* mostly in the first KiB,
						    * some past the end */
			V(a, 1, i) = V(b, 1, i) = i % 13 == 5 ? 65530 + i :
			    (uint32_t)(fx_prng(&seed) % 1024);
		a->exec = b->exec = fx_prng(&seed);
		a->m0 = b->m0 = it % 3 ? 0xffff : 64;
		for (unsigned k = 0; k < 40; k++) {
			const char *line = prog[fx_prng(&seed) % n];

			fx_line(a, line, NULL, k % 2 ? &rec : NULL);
			fx_line(b, line, NULL, k % 2 ? &rec : NULL);
		}
		ck_assert(memcmp(a->vgpr, b->vgpr, sizeof a->vgpr) == 0);
		memory_read(a->lds, 0, ba, sizeof ba);
		memory_read(b->lds, 0, bb, sizeof bb);
		ck_assert(memcmp(ba, bb, sizeof ba) == 0);
		memory_read_written(a->lds, 0, fa, sizeof fa);
		memory_read_written(b->lds, 0, fb, sizeof fb);
		ck_assert(memcmp(fa, fb, sizeof fa) == 0);
		memory_read(a->lds, 61440, ba, sizeof ba);
		memory_read(b->lds, 61440, bb, sizeof bb);
		ck_assert(memcmp(ba, bb, sizeof ba) == 0);
		lds_done(a);
		lds_done(b);
	}
}
END_TEST

/* Address patterns of the planned test below: every address in range,
 * so the executor's fast paths run (lanes may still collide). */
static uint32_t
pattern(unsigned kind, unsigned i, uint64_t *seed)
{
	switch (kind) {
	case 0: return 4 * i;
	case 1: return 8 * i;
	case 2: return 128 * i;
	case 3: return 132 * i;
	case 4: return 64;
	case 5: return 4096 - 4 * i;                   /* descending */
	case 6: return (uint32_t)(fx_prng(seed) % 256) * 4;
	default: return (uint32_t)(fx_prng(seed) % 2048); /* unaligned */
	}
}

/* exec_lds_ranges and exec_step_planned (the session's path: one plan
 * for the history capture and the step) on the flat LDS against
 * exec_step on the sparse store, every address in range: the same
 * registers, bytes and written flags, and every byte the step changed
 * (or first wrote) lies in one of the listed ranges, which ascend
 * without overlapping. */
START_TEST(test_planned_fast_paths_same_as_sparse)
{
	uint64_t seed = 0x17c;
	static const char *prog[] = { "ds_write_b32 v1, v2 offset:12",
		"ds_write_b64 v1, v[2:3]", "ds_write_b128 v1, v[2:5]",
		"ds_write2_b32 v1, v2, v3 offset0:1 offset1:9",
		"ds_write2st64_b64 v1, v[2:3], v[4:5] offset1:1",
		"ds_add_u32 v1, v2", "ds_add_rtn_u32 v1, v1, v2",
		"ds_sub_rtn_u32 v6, v1, v6", "ds_rsub_u32 v1, v2",
		"ds_and_rtn_b32 v6, v1, v2", "ds_or_b32 v1, v2",
		"ds_xor_rtn_b32 v6, v1, v2", "ds_wrxchg_rtn_b32 v6, v1, v2",
		"ds_min_rtn_u32 v6, v1, v2", "ds_max_u32 v1, v2",
		"ds_max_rtn_i32 v6, v1, v2", "ds_add_rtn_u64 v[6:7], v1, v[2:3]",
		"ds_read_b32 v8, v1", "ds_read_b32 v1, v1 offset:4",
		"ds_read_b64 v[8:9], v1", "ds_read_b96 v[8:10], v1",
		"ds_read2_b32 v[8:9], v1 offset0:4 offset1:200",
		"ds_read2st64_b64 v[0:3], v1 offset1:2",
		"ds_read_u8 v8, v1 offset:1" };
	const unsigned n = sizeof prog / sizeof prog[0];
	struct semantics sem;

	semantics_defaults(&sem);
	for (unsigned it = 0; it < 40; it++) {
		struct wave *a = lds_wave(ISA_GFX900, 64);
		struct wave *b = lds_wave(ISA_GFX900, 64);
		static uint8_t ba[65536], bb[65536], fa[65536], fb[65536];

		memory_free(b->lds);
		b->lds = memory_new_flat(65536);
		ck_assert_ptr_nonnull(b->lds);
		for (unsigned r = 0; r < 12; r++)
			for (unsigned i = 0; i < 64; i++)
				V(a, r, i) = V(b, r, i) = (uint32_t)fx_prng(&seed);
		for (unsigned i = 0; i < 64; i++)
			V(a, 1, i) = V(b, 1, i) = pattern(it % 8, i, &seed);
		a->exec = b->exec = it % 3 ? ~(lanemask_t)0 : fx_prng(&seed);
		for (unsigned k = 0; k < 30; k++) {
			const char *line = prog[fx_prng(&seed) % n];
			struct insn in = fx_asm(b, line);
			struct exec_lds_plan plan;
			uint32_t ra[EXEC_LDS_MAX_RANGES], rl[EXEC_LDS_MAX_RANGES];
			unsigned nr;
			struct diag d;

			/* the address register may have been overwritten */
			for (unsigned i = 0; i < 64; i++)
				V(a, 1, i) = V(b, 1, i) = V(a, 1, i) % 4096;
			memory_read(b->lds, 0, bb, sizeof bb);
			memory_read_written(b->lds, 0, fb, sizeof fb);
			nr = exec_lds_ranges(&in, b, &sem, &plan, ra, rl, NULL);
			ck_assert_ptr_eq(plan.insn, &in);
			fx_run(a, &in, &sem, k % 2 ? &rec : NULL);
			memset(&d, 0, sizeof d);
			ck_assert_int_eq(exec_step_planned(b, &in, &sem, &plan,
			    k % 2 ? &rec : NULL, &d), EXEC_OK);
			for (unsigned j = 1; j < nr; j++)
				ck_assert_uint_gt(ra[j], ra[j - 1] + rl[j - 1]);
			memory_read(b->lds, 0, ba, sizeof ba);
			memory_read_written(b->lds, 0, fa, sizeof fa);
			/* writes reach below 4096 + 1024 + 16 here */
			for (unsigned x = 0; x < 8192; x++) {
				unsigned j = 0;

				if (ba[x] == bb[x] && fa[x] == fb[x])
					continue;
				while (j < nr && !(x >= ra[j] &&
				    x < ra[j] + rl[j]))
					j++;
				ck_assert_msg(j < nr, "%s: byte %u changed "
				    "outside the %u ranges", line, x, nr);
			}
		}
		ck_assert(memcmp(a->vgpr, b->vgpr, sizeof a->vgpr) == 0);
		memory_read(a->lds, 0, ba, sizeof ba);
		memory_read(b->lds, 0, bb, sizeof bb);
		ck_assert(memcmp(ba, bb, sizeof ba) == 0);
		memory_read_written(a->lds, 0, fa, sizeof fa);
		memory_read_written(b->lds, 0, fb, sizeof fb);
		ck_assert(memcmp(fa, fb, sizeof fa) == 0);
		lds_done(a);
		lds_done(b);
	}
}
END_TEST

/* The ranges a store's history capture lists, by hand: the plan's test
 * of a uniform stride on element 0 answers only for element 0's own
 * addresses (a ds_write2 with half the lanes on lists 64 interleaved
 * addresses that do not step by one stride). */
START_TEST(test_lds_ranges_stride_of_element_0_only)
{
	struct wave *w = lds_wave(ISA_GFX900, 64);
	struct semantics sem;
	struct exec_lds_plan plan;
	uint32_t ra[EXEC_LDS_MAX_RANGES], rl[EXEC_LDS_MAX_RANGES], stride;
	struct insn in;
	unsigned nr;

	semantics_defaults(&sem);
	for (unsigned i = 0; i < 64; i++)
		V(w, 1, i) = 128 * i;
	/* every lane, 128 bytes apart: one strided record */
	in = fx_asm(w, "ds_write_b32 v1, v2");
	nr = exec_lds_ranges(&in, w, &sem, &plan, ra, rl, &stride);
	ck_assert_uint_eq(nr, 64);
	ck_assert_uint_eq(stride, 128);
	ck_assert_uint_eq(ra[0], 0);
	ck_assert_uint_eq(rl[0], 4);
	/* even lanes, two dwords each at 256 j and 256 j + 4: 32 ranges
	 * of 8 bytes (the gap of 248 bytes is past EXEC_LDS_RANGE_GAP) */
	w->exec = 0x5555555555555555u;
	in = fx_asm(w, "ds_write2_b32 v1, v2, v3 offset1:1");
	nr = exec_lds_ranges(&in, w, &sem, &plan, ra, rl, &stride);
	ck_assert_uint_eq(stride, 0);
	ck_assert_uint_eq(nr, 32);
	for (unsigned j = 0; j < 32; j++) {
		ck_assert_uint_eq(ra[j], 256 * j);
		ck_assert_uint_eq(rl[j], 8);
	}
	/* every lane but one 128 bytes apart: no stride, 64 ranges */
	w->exec = ~(lanemask_t)0;
	V(w, 1, 5) = 128 * 5 + 8;
	in = fx_asm(w, "ds_write_b32 v1, v2");
	nr = exec_lds_ranges(&in, w, &sem, &plan, ra, rl, &stride);
	ck_assert_uint_eq(stride, 0);
	ck_assert_uint_eq(nr, 64);
	ck_assert_uint_eq(ra[5], 128 * 5 + 8);
	ck_assert_uint_eq(ra[6], 128 * 6);
	lds_done(w);
}
END_TEST

/* ---- the remaining DS forms (branch s4-17ds) ---- */

/* ds_*_src2_*: LDS[A] = LDS[A] op LDS[B], with B = A + 4 * the offset's
 * low 15 bits sign-extended, or with offset1[7] set 4 * {A[31],
 * A[31:17]} (GCN3/Vega ISA DS opcode table); every figure by hand. */
START_TEST(test_src2_offset_field)
{
	struct wave *w = lds_wave(ISA_GFX900, 64);

	w->exec = 0xF;
	for (unsigned i = 0; i < 4; i++) {
		V(w, 1, i) = 4 * i;
		V(w, 2, i) = 64 + 4 * i;
		poke(w, 4 * i, 1 + i);
		poke(w, 64 + 4 * i, 100 * (i + 1));
		poke(w, 48 + 4 * i, 7 * (i + 1));
	}
	/* offset:16: B = A + 64 */
	fx_line(w, "ds_add_src2_u32 v1 offset:16", NULL, &rec);
	ck_assert_uint_eq(rec.kind, STEP_LDS);
	ck_assert(rec.lds.is_atomic);
	ck_assert_uint_eq(rec.lds.elems, 2);
	ck_assert_uint_eq(rec.lds.addr[1][3], 76);
	ck_assert_uint_eq(peek(w, 0), 101);
	ck_assert_uint_eq(peek(w, 12), 404);
	ck_assert_uint_eq(peek(w, 64), 100); /* B is only read */
	/* 0x7ffc: bit 14 set, so the field is -4: B = A - 16 */
	fx_line(w, "ds_sub_src2_u32 v2 offset:32764", NULL, NULL);
	ck_assert_uint_eq(peek(w, 64), 93);
	ck_assert_uint_eq(peek(w, 68), 186);
	ck_assert_uint_eq(peek(w, 76), 372);
	/* rsub, B = A + 48: LDS[A] = 7 (i + 1) - 101 (i + 1) */
	fx_line(w, "ds_rsub_src2_u32 v1 offset:12", NULL, NULL);
	ck_assert_uint_eq(peek(w, 0), (uint32_t)-94);
	ck_assert_uint_eq(peek(w, 12), (uint32_t)-376);
	/* EXEC: lanes 1 and 3 off keep their dwords */
	w->exec = 0x5;
	fx_line(w, "ds_write_src2_b32 v1 offset:16", NULL, NULL);
	ck_assert_uint_eq(peek(w, 0), 93);
	ck_assert_uint_eq(peek(w, 4), (uint32_t)-188);
	ck_assert_uint_eq(peek(w, 8), 279);
	ck_assert_uint_eq(peek(w, 12), (uint32_t)-376);
	lds_done(w);
}
END_TEST

START_TEST(test_src2_stride_from_the_address)
{
	struct wave *w = lds_wave(ISA_GFX900, 64);
	struct semantics lit;

	w->exec = 0xF;
	for (unsigned i = 0; i < 8; i++)
		poke(w, 4 * i, 100 * (i + 1));
	/* offset1[7] set: stride A[31:17] = 3 dwords, A = bits 16:0; lanes
	 * in order, so lane 0 reads dword 3 before lane 3 rewrites it */
	for (unsigned i = 0; i < 4; i++)
		V(w, 1, i) = 3u << 17 | 4 * i;
	fx_line(w, "ds_write_src2_b32 v1 offset:32768", NULL, &rec);
	ck_assert_uint_eq(rec.lds.addr[0][1], 4);
	ck_assert_uint_eq(rec.lds.addr[1][1], 16);
	{
		/* the lane's sentence names B as the operand */
		struct strbuf sb = STRBUF_INIT;

		view_explain_lane(&rec, w, 1, 1, FMT_HEX, &sb);
		ck_assert_ptr_nonnull(strstr(strbuf_str(&sb),
		    "its operand LDS[B] at 0x10, bank 4"));
		strbuf_free(&sb);
	}
	ck_assert_uint_eq(peek(w, 0), 400);
	ck_assert_uint_eq(peek(w, 4), 500);
	ck_assert_uint_eq(peek(w, 8), 600);
	ck_assert_uint_eq(peek(w, 12), 700);
	/* A[31] set: {1, 0x7fff} is -1, B = A - 4 */
	w->exec = 1;
	V(w, 1, 0) = 0xFFFE0000u | 28;
	fx_line(w, "ds_max_src2_u32 v1 offset:32768", NULL, NULL);
	ck_assert_uint_eq(peek(w, 28), 800);
	poke(w, 24, 900);
	fx_line(w, "ds_max_src2_u32 v1 offset:32768", NULL, NULL);
	ck_assert_uint_eq(peek(w, 28), 900);
	/* lds.src2_address=literal: A is the whole VGPR, far past the
	 * LDS, so nothing is written */
	lit = fx_sem(DISPUTE_LDS_SRC2, 1);
	ck_assert_str_eq(semantics_choice_name(DISPUTE_LDS_SRC2, 1),
	    "literal");
	poke(w, 24, 1000);
	fx_line(w, "ds_max_src2_u32 v1 offset:32768", &lit, &rec);
	ck_assert_uint_eq(peek(w, 28), 900);
	ck_assert_uint_eq(rec.lds.out_of_range & 1, 1);
	lds_done(w);
}
END_TEST

START_TEST(test_src2_wide_float_and_out_of_range)
{
	struct wave *w = lds_wave(ISA_GFX1010, 64);

	w->exec = 1;
	/* 64 bits, B = A + 8: 0x1_FFFFFFFF + 1 carries into the high dword */
	poke(w, 200, 0xFFFFFFFFu);
	poke(w, 204, 1);
	poke(w, 208, 1);
	poke(w, 212, 0);
	set_all(w, 1, 200);
	fx_line(w, "ds_add_src2_u64 v1 offset:2", NULL, NULL);
	ck_assert_uint_eq(peek(w, 200), 0);
	ck_assert_uint_eq(peek(w, 204), 2);
	/* float max: 1.5 against 2.0; add: 2.0 + 2.0 = 4.0 */
	poke(w, 300, 0x3FC00000u);
	poke(w, 304, 0x40000000u);
	set_all(w, 1, 300);
	fx_line(w, "ds_max_src2_f32 v1 offset:1", NULL, NULL);
	ck_assert_uint_eq(peek(w, 300), 0x40000000u);
	fx_line(w, "ds_add_src2_f32 v1 offset:1", NULL, NULL);
	ck_assert_uint_eq(peek(w, 300), 0x40800000u);
	/* field 0x4000 is -16384 dwords: B = A - 64 KiB wraps far out of
	 * range and reads 0, which write_src2 copies */
	poke(w, 0x100, 55);
	set_all(w, 1, 0x100);
	fx_line(w, "ds_write_src2_b32 v1 offset:16384", NULL, &rec);
	ck_assert_uint_eq(peek(w, 0x100), 0);
	ck_assert_uint_eq(rec.lds.out_of_range & 1, 1);
	/* B just past the 64 KiB reads 0 even where the test's memory
	 * holds a byte */
	poke(w, 0x10010, 77);
	poke(w, 0xFFF0, 5);
	set_all(w, 1, 0xFFF0);
	fx_line(w, "ds_write_src2_b32 v1 offset:8", NULL, NULL);
	ck_assert_uint_eq(peek(w, 0xFFF0), 0);
	lds_done(w);
	/* gfx10.3 has no src2 form (llvm-mc 19) */
	w = lds_wave(ISA_GFX1030, 32);
	{
		struct insn in;
		struct diag d;
		const char *l = "ds_add_src2_u32 v1";

		memset(&d, 0, sizeof d);
		ck_assert_int_ne(asm_parse_line(l, strlen(l), ISA_GFX1030, 32,
		    &in, &d), ASM_OK);
		ck_assert_ptr_nonnull(strstr(d.message, "not supported"));
	}
	lds_done(w);
}
END_TEST

/* ds_wrap_rtn_b32 (CDNA4 ISA pseudo-code, CLRX): m >= data0 ? m - data0
 * : m + data1, the old value returned */
START_TEST(test_wrap_rtn_b32)
{
	static const uint32_t m[4] = { 10, 3, 0, 7 };
	static const uint32_t after[4] = { 5, 23, 20, 2 };
	struct wave *w = lds_wave(ISA_GFX1100, 32);

	w->exec = 0xF;
	for (unsigned i = 0; i < 4; i++) {
		V(w, 1, i) = 4 * i;
		poke(w, 8 + 4 * i, m[i]);
	}
	set_all(w, 2, 5);
	set_all(w, 3, 20);
	set_all(w, 5, 0xDEADu);
	fx_line(w, "ds_wrap_rtn_b32 v5, v1, v2, v3 offset:8", NULL, &rec);
	for (unsigned i = 0; i < 4; i++) {
		ck_assert_uint_eq(peek(w, 8 + 4 * i), after[i]);
		ck_assert_uint_eq(V(w, 5, i), m[i]);
	}
	ck_assert_uint_eq(V(w, 5, 4), 0xDEADu);
	ck_assert(rec.lds.is_atomic);
	lds_done(w);
}
END_TEST

/* ds_condxchg32_rtn_b64 (CDNA4 ISA pseudo-code): A = (addr + offset) &
 * 0xfff8; each data dword with bit 31 set is written, bit 31 cleared */
START_TEST(test_condxchg32_rtn_b64)
{
	struct wave *w = lds_wave(ISA_GFX900, 64);

	w->exec = 3;
	poke(w, 0x110, 0x11111111u);
	poke(w, 0x114, 0x22222222u);
	poke(w, 0x8, 0x33333333u);
	poke(w, 0xC, 0x44444444u);
	V(w, 1, 0) = 0x103;  /* 0x113 & 0xfff8 = 0x110 */
	V(w, 2, 0) = 0x80000005u;
	V(w, 3, 0) = 0x00000009u;
	V(w, 1, 1) = 0xFFFF; /* 0x1000f & 0xfff8 = 0x8 */
	V(w, 2, 1) = 0x7FFFFFFFu;
	V(w, 3, 1) = 0xFFFFFFFFu;
	fx_line(w, "ds_condxchg32_rtn_b64 v[4:5], v1, v[2:3] offset:16",
	    NULL, &rec);
	ck_assert_uint_eq(peek(w, 0x110), 5);
	ck_assert_uint_eq(peek(w, 0x114), 0x22222222u);
	ck_assert_uint_eq(peek(w, 0x8), 0x33333333u);
	ck_assert_uint_eq(peek(w, 0xC), 0x7FFFFFFFu);
	ck_assert_uint_eq(V(w, 4, 0), 0x11111111u);
	ck_assert_uint_eq(V(w, 5, 0), 0x22222222u);
	ck_assert_uint_eq(V(w, 4, 1), 0x33333333u);
	ck_assert_uint_eq(V(w, 5, 1), 0x44444444u);
	ck_assert_uint_eq(rec.lds.addr[0][1], 8);
	lds_done(w);
}
END_TEST

/* ds_nop: no operand, no LDS access, nothing changes */
START_TEST(test_ds_nop_does_nothing)
{
	struct wave *w = lds_wave(ISA_GFX1010, 64);
	struct wave *before = fx_wave(ISA_GFX1010, 64);
	struct insn in;
	struct diag d;
	const char *l = "ds_nop offset:4";

	for (unsigned i = 0; i < 64; i++)
		V(w, 1, i) = i;
	poke(w, 0, 42);
	memcpy(before, w, sizeof *before);
	fx_line(w, "ds_nop", NULL, &rec);
	ck_assert_uint_eq(rec.kind, STEP_NOP);
	ck_assert_int_eq(memcmp(before->vgpr, w->vgpr, sizeof w->vgpr), 0);
	ck_assert_uint_eq(before->exec, w->exec);
	ck_assert_uint_eq(peek(w, 0), 42);
	memset(&d, 0, sizeof d);
	ck_assert_int_ne(asm_parse_line(l, strlen(l), ISA_GFX1010, 64, &in,
	    &d), ASM_OK);
	free(before);
	lds_done(w);
}
END_TEST

/* The flat LDS (the session's, with the src2 fast path) against the
 * sparse one (the general path) on random src2, wrap and condxchg
 * programs; and one hand-worked case on the flat LDS itself. */
START_TEST(test_src2_flat_same_as_sparse)
{
	uint64_t seed = 0x17d5;
	static const char *prog[] = { "ds_add_src2_u32 v1 offset:16",
		"ds_sub_src2_u32 v1 offset:32764", "ds_rsub_src2_u32 v1",
		"ds_write_src2_b32 v1 offset:3", "ds_max_src2_u32 v1 offset:1",
		"ds_min_src2_i32 v1 offset:7", "ds_and_src2_b32 v1 offset:2",
		"ds_or_src2_b32 v1 offset:5", "ds_xor_src2_b32 v1 offset:9",
		"ds_inc_src2_u32 v1 offset:4", "ds_dec_src2_u32 v1 offset:6",
		"ds_max_src2_f32 v1 offset:1", "ds_add_src2_f32 v1 offset:2",
		"ds_add_src2_u64 v1 offset:2", "ds_write_src2_b64 v1 offset:8",
		"ds_min_src2_f64 v1 offset:32766", "ds_add_src2_u32 v2 offset:32768",
		"ds_write_src2_b32 v2 offset:32768",
		"ds_wrap_rtn_b32 v6, v1, v2, v3 offset:4",
		"ds_condxchg32_rtn_b64 v[6:7], v1, v[2:3] offset:8",
		"ds_write_b32 v1, v3", "ds_read_b32 v8, v1" };
	const unsigned n = sizeof prog / sizeof prog[0];
	struct wave *f = lds_wave(ISA_GFX900, 64);

	/* by hand on the flat LDS: lanes 0-3, B = A + 64 */
	memory_free(f->lds);
	f->lds = memory_new_flat(65536);
	ck_assert_ptr_nonnull(f->lds);
	f->exec = 0xF;
	for (unsigned i = 0; i < 4; i++) {
		V(f, 1, i) = 4 * i;
		poke(f, 4 * i, 1 + i);
		poke(f, 64 + 4 * i, 100 * (i + 1));
	}
	fx_line(f, "ds_add_src2_u32 v1 offset:16", NULL, NULL);
	ck_assert_uint_eq(peek(f, 0), 101);
	ck_assert_uint_eq(peek(f, 12), 404);
	/* 0x7fff is -1: B = A - 4, so each lane adds the result of the
	 * lane before it (lanes in order); lane 0 is off */
	f->exec = 0xE;
	V(f, 1, 0) = 100;
	fx_line(f, "ds_add_src2_u32 v1 offset:32767", NULL, NULL);
	ck_assert_uint_eq(peek(f, 0), 101);
	ck_assert_uint_eq(peek(f, 4), 202 + 101);
	ck_assert_uint_eq(peek(f, 8), 303 + 303);
	ck_assert_uint_eq(peek(f, 12), 404 + 606);
	lds_done(f);
	for (unsigned it = 0; it < 30; it++) {
		struct wave *a = lds_wave(ISA_GFX900, 64);
		struct wave *b = lds_wave(ISA_GFX900, 64);
		uint8_t ba[4096], bb[4096], fa[4096], fb[4096];

		memory_free(b->lds);
		b->lds = memory_new_flat(65536);
		ck_assert_ptr_nonnull(b->lds);
		for (unsigned r = 1; r < 12; r++)
			for (unsigned i = 0; i < 64; i++)
				V(a, r, i) = V(b, r, i) = (uint32_t)fx_prng(&seed);
		for (unsigned i = 0; i < 64; i++) {
			/* mostly in the first KiB, some near the end */
			V(a, 1, i) = V(b, 1, i) = i % 13 == 5 ? 65520 + i :
			    (uint32_t)(fx_prng(&seed) % 1024);
			/* a stride in bits 31:17, the address in 16:0 */
			V(a, 2, i) = V(b, 2, i) = (uint32_t)(fx_prng(&seed) %
			    64) << 17 | (uint32_t)(fx_prng(&seed) % 1024);
		}
		for (unsigned k = 0; k < 1024; k += 4)
			poke(a, k, (uint32_t)fx_prng(&seed)), poke(b, k, peek(a, k));
		a->exec = b->exec = fx_prng(&seed);
		for (unsigned k = 0; k < 40; k++) {
			const char *line = prog[fx_prng(&seed) % n];

			fx_line(a, line, NULL, k % 2 ? &rec : NULL);
			fx_line(b, line, NULL, k % 2 ? &rec : NULL);
		}
		ck_assert(memcmp(a->vgpr, b->vgpr, sizeof a->vgpr) == 0);
		memory_read(a->lds, 0, ba, sizeof ba);
		memory_read(b->lds, 0, bb, sizeof bb);
		ck_assert(memcmp(ba, bb, sizeof ba) == 0);
		memory_read_written(a->lds, 0, fa, sizeof fa);
		memory_read_written(b->lds, 0, fb, sizeof fb);
		ck_assert(memcmp(fa, fb, sizeof fa) == 0);
		memory_read(a->lds, 61440, ba, sizeof ba);
		memory_read(b->lds, 61440, bb, sizeof bb);
		ck_assert(memcmp(ba, bb, sizeof ba) == 0);
		lds_done(a);
		lds_done(b);
	}
}
END_TEST

Suite *
exec_ds_suite(void)
{
	Suite *s = suite_create("exec_ds");
	TCase *tc = tcase_create("lds");

	tcase_add_test(tc, test_write_read_b32_with_offset);
	tcase_add_test(tc, test_sub_dword_loads_extend);
	tcase_add_test(tc, test_d16_loads_keep_the_other_half);
	tcase_add_test(tc, test_d16_hi_stores_take_the_high_half);
	tcase_add_test(tc, test_read2_write2_and_st64);
	tcase_add_test(tc, test_wide_loads_and_stores);
	tcase_add_test(tc, test_atomic_add_rtn_serialises_in_lane_order);
	tcase_add_test(tc, test_atomics_by_hand);
	tcase_add_test(tc, test_lds17b_atomics_by_hand);
	tcase_add_test(tc, test_atomic_64bit_carries);
	tcase_add_test(tc, test_wrxchg2_exchanges_two);
	tcase_add_test(tc, test_append_consume_count_active_lanes);
	tcase_add_test(tc, test_addtid_uses_m0_and_lane);
	tcase_add_test(tc, test_out_of_range_reads_zero_drops_writes);
	tcase_add_test(tc, test_gds_refused_as_not_modelled);
	suite_add_tcase(s, tc);
	tc = tcase_create("banks");
	tcase_add_test(tc, test_banks_of_the_classic_patterns);
	tcase_add_test(tc, test_banks_of_b64_under_both_rules);
	tcase_add_test(tc, test_explain_sentence);
	tcase_add_test(tc, test_banks_random_against_plain_model);
	tcase_add_test(tc, test_banks_random_two_address_sub_dword_and_wide);
	tcase_add_test(tc, test_flat_lds_same_as_sparse);
	tcase_add_test(tc, test_fast_path_same_state);
	tcase_add_test(tc, test_planned_fast_paths_same_as_sparse);
	tcase_add_test(tc, test_src2_offset_field);
	tcase_add_test(tc, test_src2_stride_from_the_address);
	tcase_add_test(tc, test_src2_wide_float_and_out_of_range);
	tcase_add_test(tc, test_wrap_rtn_b32);
	tcase_add_test(tc, test_condxchg32_rtn_b64);
	tcase_add_test(tc, test_ds_nop_does_nothing);
	tcase_add_test(tc, test_src2_flat_same_as_sparse);
	tcase_add_test(tc, test_lds_ranges_stride_of_element_0_only);
	suite_add_tcase(s, tc);
	return s;
}
