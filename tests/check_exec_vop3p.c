/* SPDX-License-Identifier: MIT */
/* Tests of packed math (VOP3P, src/exec_vop3p.c) through the parser:
 * integer halves against a model written here from the guides' wording
 * (Vega ISA 6.3.3, RDNA3 ISA 7.8), f16 halves against the host's double
 * arithmetic rounded by fp.h's converter (checked in check_fp.c), and
 * hand-derived edge cases. */
#include "exec_fixtures.h"
#include "fp.h"
#include "suites.h"

#include <math.h>

/* The f16 bit pattern h as a double, decoded here field by field. */
static double
f16_value(uint16_t h)
{
	int e = (h >> 10) & 31;
	double m = h & 0x3ff, v;

	if (e == 31)
		v = m != 0 ? NAN : INFINITY;
	else if (e == 0)
		v = ldexp(m, -24);
	else
		v = ldexp(1024 + m, e - 25);
	return (h & 0x8000) ? -v : v;
}

/* Runs line on lane values v1 = a, v2 = b, v3 = c; returns lane 5's v0. */
static uint32_t
run3(struct wave *w, const char *line, uint32_t a, uint32_t b, uint32_t c)
{
	fx_fill(w, 1, a);
	fx_fill(w, 2, b);
	fx_fill(w, 3, c);
	fx_fill(w, 0, 0xdeadbeefu);
	fx_line(w, line, NULL, NULL);
	return w->vgpr[0][5];
}

START_TEST(test_vop3p_hand_values)
{
	struct wave *w = fx_wave(ISA_GFX900, 64);

	/* hi: 0x7fff + 1 wraps to 0x8000, lo: 1 + 2 */
	ck_assert_uint_eq(run3(w, "v_pk_add_u16 v0, v1, v2", 0x7fff0001u,
	    0x00010002u, 0), 0x80000003u);
	/* signed clamp: 0x7fff + 1 stays 0x7fff; 0x8000 - 1 stays 0x8000 */
	ck_assert_uint_eq(run3(w, "v_pk_add_i16 v0, v1, v2 clamp",
	    0x7fff8000u, 0x0001ffffu, 0), 0x7fff8000u);
	/* unsigned clamp: 0xffff + 1 is 0xffff; 0 - 1 is 0 */
	ck_assert_uint_eq(run3(w, "v_pk_add_u16 v0, v1, v2 clamp",
	    0xffff0000u, 0x00010000u, 0), 0xffff0000u);
	ck_assert_uint_eq(run3(w, "v_pk_sub_u16 v0, v1, v2 clamp",
	    0x00050000u, 0x00030001u, 0), 0x00020000u);
	/* without clamp 0 - 1 wraps */
	ck_assert_uint_eq(run3(w, "v_pk_sub_u16 v0, v1, v2", 0x00050000u,
	    0x00030001u, 0), 0x0002ffffu);
	/* 0xffff * 0xffff + 0xffff = 0xffff0000: low 16 bits 0 */
	ck_assert_uint_eq(run3(w, "v_pk_mad_u16 v0, v1, v2, v3",
	    0xffff0002u, 0xffff0003u, 0xffff0004u), 0x0000000au);
	ck_assert_uint_eq(run3(w, "v_pk_mad_u16 v0, v1, v2, v3 clamp",
	    0xffff0002u, 0xffff0003u, 0xffff0004u), 0xffff000au);
	/* -2 * 3 + 1 = -5; -32768 * 2 + 0 clamps to -32768 */
	ck_assert_uint_eq(run3(w, "v_pk_mad_i16 v0, v1, v2, v3 clamp",
	    0x8000fffeu, 0x00020003u, 0x00000001u), 0x8000fffbu);
	/* shift counts use 4 bits: 17 is 1; ashr of 0x8000 by 15 is -1 */
	ck_assert_uint_eq(run3(w, "v_pk_lshlrev_b16 v0, v1, v2", 0x00110004u,
	    0x40000101u, 0), 0x80001010u);
	ck_assert_uint_eq(run3(w, "v_pk_ashrrev_i16 v0, v1, v2", 0x000f0001u,
	    0x8000fff0u, 0), 0xfffffff8u);
	ck_assert_uint_eq(run3(w, "v_pk_lshrrev_b16 v0, v1, v2", 0x000f0001u,
	    0x8000fff0u, 0), 0x00017ff8u);
	ck_assert_uint_eq(run3(w, "v_pk_mul_lo_u16 v0, v1, v2", 0x0100ffffu,
	    0x0100ffffu, 0), 0x00000001u);
	ck_assert_uint_eq(run3(w, "v_pk_max_i16 v0, v1, v2", 0x8000ffffu,
	    0x00010001u, 0), 0x00010001u);
	ck_assert_uint_eq(run3(w, "v_pk_max_u16 v0, v1, v2", 0x8000ffffu,
	    0x00010001u, 0), 0x8000ffffu);
	ck_assert_uint_eq(run3(w, "v_pk_min_i16 v0, v1, v2", 0x8000ffffu,
	    0x00010001u, 0), 0x8000ffffu);
	ck_assert_uint_eq(run3(w, "v_pk_min_u16 v0, v1, v2", 0x8000ffffu,
	    0x00010001u, 0), 0x00010001u);
	free(w);
}
END_TEST

START_TEST(test_vop3p_op_sel_picks_halves)
{
	struct wave *w = fx_wave(ISA_GFX1030, 32);

	/* op_sel:[1,0]: the low result adds s0's high half 0x7fff to s1's
	 * low half 2; op_sel_hi:[0,1]: the high one s0's low half 1 to s1's
	 * high half 1 */
	ck_assert_uint_eq(run3(w, "v_pk_add_u16 v0, v1, v2 op_sel:[1,0] "
	    "op_sel_hi:[0,1]", 0x7fff0001u, 0x00010002u, 0), 0x00028001u);
	/* both results from the high halves: a broadcast of the high sum */
	ck_assert_uint_eq(run3(w, "v_pk_add_u16 v0, v1, v2 op_sel:[1,1]",
	    0x00050001u, 0x00070002u, 0), 0x000c000cu);
	/* op_sel_hi:[0,0,0] on fma: both results from the low halves */
	ck_assert_uint_eq(run3(w, "v_pk_fma_f16 v0, v1, v2, v3 "
	    "op_sel_hi:[0,0,0]", 0x00004000u, 0x00004200u, 0x00003c00u),
	    0x47004700u); /* 2 * 3 + 1 = 7 */
	/* src2 swapped: op_sel:[0,0,1] op_sel_hi:[1,1,0] */
	ck_assert_uint_eq(run3(w, "v_pk_fma_f16 v0, v1, v2, v3 "
	    "op_sel:[0,0,1] op_sel_hi:[1,1,0]", 0x3c004000u, 0x3c004200u,
	    0x40003c00u), 0x40004800u); /* hi 1*1+1 = 2, lo 2*3+2 = 8 */
	free(w);
}
END_TEST

START_TEST(test_vop3p_neg_lo_neg_hi)
{
	struct wave *w = fx_wave(ISA_GFX1100, 32);

	/* lo: -2 + 3 = 1; hi: 1 + -(1) = 0 */
	ck_assert_uint_eq(run3(w, "v_pk_add_f16 v0, v1, v2 neg_lo:[1,0] "
	    "neg_hi:[0,1]", 0x3c004000u, 0x3c004200u, 0), 0x00003c00u);
	/* lo: -(2*2) + 2 = -2 (0xc000); hi 1*1+1 = 2 */
	ck_assert_uint_eq(run3(w, "v_pk_fma_f16 v0, v1, v2, v3 neg_lo:[1,0,0]",
	    0x3c004000u, 0x3c004000u, 0x3c004000u), 0x4000c000u);
	free(w);
}
END_TEST

/* Inline constants of packed rows (LLVM's getInlineEncodingV216, on the
 * hardware): an integer is sign-extended to 32 bits, so -1 reaches both
 * halves; a float constant of an f16 row is the f16 in the low half and 0
 * above; an integer row's float constant is the f32 pattern. */
START_TEST(test_vop3p_inline_constant_halves)
{
	struct wave *w = fx_wave(ISA_GFX900, 64);

	ck_assert_uint_eq(run3(w, "v_pk_add_u16 v0, v1, -1", 0x00050007u, 0,
	    0), 0x00040006u);
	ck_assert_uint_eq(run3(w, "v_pk_add_f16 v0, v1, 1.0", 0x40004000u, 0,
	    0), 0x40004200u); /* hi 2 + 0, lo 2 + 1 */
	ck_assert_uint_eq(run3(w, "v_pk_add_u16 v0, v1, 1.0", 0x00010001u, 0,
	    0), 0x3f810001u); /* 0x3f800000: hi + 0x3f80, lo + 0 */
	ck_assert_uint_eq(run3(w, "v_pk_add_u16 v0, v1, 5 op_sel_hi:[1,0]",
	    0x00010001u, 0, 0), 0x00060006u); /* hi reads 5's low half */
	free(w);
}
END_TEST

/* Random integer halves against the model, every op_sel and op_sel_hi
 * of s0 and s1, with and without clamp. */
START_TEST(test_vop3p_int_against_model)
{
	static const char *const ops[] = { "add_u16", "sub_u16", "add_i16",
		"sub_i16", "mad_u16", "mad_i16", "min_u16", "max_i16" };
	/* what each computes: + - + - * * (multiply-add) < > */
	static const char what[] = "+-+-**<>";
	struct wave *w = fx_wave(ISA_GFX1200, 32);
	uint64_t seed = 0x5eed0016u;

	for (unsigned k = 0; k < sizeof ops / sizeof ops[0]; k++) {
		bool mad = what[k] == '*';
		bool sgn = strstr(ops[k], "i16") != NULL;
		for (unsigned sel = 0; sel < 16; sel++) {
			for (unsigned cl = 0; cl < 2; cl++) {
				char line[128];
				uint32_t a = (uint32_t)fx_prng(&seed);
				uint32_t b = (uint32_t)fx_prng(&seed);
				uint32_t c = (uint32_t)fx_prng(&seed), want = 0;
				if (k % 2 == 0 && sel % 4 == 0) {
					a |= 0x80008000u; /* edge: big halves */
					b |= 0x7fff7fffu;
				}
				snprintf(line, sizeof line, "v_pk_%s v0, v1, v2%s "
				    "op_sel:[%u,%u%s] op_sel_hi:[%u,%u%s]%s",
				    ops[k], mad ? ", v3" : "", sel & 1,
				    sel >> 1 & 1, mad ? ",0" : "", sel >> 2 & 1,
				    sel >> 3 & 1, mad ? ",1" : "",
				    cl ? " clamp" : "");
				for (unsigned h = 0; h < 2; h++) {
					unsigned sa = h ? sel >> 2 & 1 : sel & 1;
					unsigned sb = h ? sel >> 3 & 1 : sel >> 1 &
					    1;
					uint16_t x = (uint16_t)(a >> (16 * sa));
					uint16_t y = (uint16_t)(b >> (16 * sb));
					uint16_t z = (uint16_t)(c >> (16 * h));
					int64_t X = sgn ? (int16_t)x : x;
					int64_t Y = sgn ? (int16_t)y : y;
					int64_t Z = sgn ? (int16_t)z : z, r;
					switch (what[k]) {
					case '+': r = X + Y; break;
					case '-': r = X - Y; break;
					case '<': r = X < Y ? X : Y; break;
					case '>': r = X > Y ? X : Y; break;
					default: r = X * Y + Z; break;
					}
					if (cl) {
						int64_t lo = sgn ? -32768 : 0;
						int64_t hi = sgn ? 32767 : 65535;
						r = r < lo ? lo : r > hi ? hi : r;
					}
					want |= ((uint32_t)r & 0xffffu) << (16 * h);
				}
				ck_assert_msg(run3(w, line, a, b, c) == want,
				    "%s on %08x %08x %08x: %08x, want %08x",
				    line, a, b, c, w->vgpr[0][5], want);
			}
		}
	}
	free(w);
}
END_TEST

/* f16 add, mul and fma of many pairs against the host: the products and
 * sums of these values are exact in a double, so one rounding by
 * fp16_from_double is the IEEE result. */
START_TEST(test_vop3p_f16_against_host)
{
	static const uint16_t v[] = { 0x0000, 0x8000, 0x0001, 0x83ff, 0x3c00,
		0xbc00, 0x3555, 0x4248, 0x7bff, 0xfbff, 0x7c00, 0xfc00, 0x1400,
		0x57d0 };
	static const char *const ops[] = { "add", "mul", "fma", "min", "max" };
	struct wave *w = fx_wave(ISA_GFX90A, 64);
	unsigned nv = sizeof v / sizeof v[0];

	for (unsigned k = 0; k < 5; k++) {
		char line[64];
		snprintf(line, sizeof line, "v_pk_%s_f16 v0, v1, v2%s", ops[k],
		    k == 2 ? ", v3" : "");
		for (unsigned i = 0; i < nv; i++) {
			for (unsigned j = 0; j < nv; j++) {
				uint16_t c = v[(i + j) % nv];
				double x = f16_value(v[i]), y = f16_value(v[j]);
				double z = f16_value(c), r;
				uint32_t got = run3(w, line, (uint32_t)v[j] << 16 |
				    v[i], (uint32_t)v[i] << 16 | v[j],
				    (uint32_t)c << 16 | c);
				switch (k) {
				case 0: r = x + y; break;
				case 1: r = x * y; break;
				case 2: r = x * y + z; break;
				case 3: r = fmin(x, y); break;
				default: r = fmax(x, y); break;
				}
				if (isnan(r)) {
					ck_assert_msg((got & 0x7fffu) > 0x7c00u,
					    "%s %04x %04x: %04x, want NaN",
					    line, v[i], v[j], got & 0xffff);
					continue;
				}
				uint16_t want = fp16_from_double(r);
				/* -0 and +0 from min/max of zeros: either */
				if (k >= 3 && x == 0 && y == 0)
					want = (uint16_t)(got & 0xffffu);
				ck_assert_msg((got & 0xffffu) == want,
				    "%s %04x %04x %04x: %04x, want %04x", line,
				    v[i], v[j], c, got & 0xffff, want);
				/* the high half has x and y swapped: the
				 * same result, but for min/max of zeros */
				if (!(k >= 3 && x == 0 && y == 0))
					ck_assert_msg(got >> 16 == want,
					    "%s high half %04x, want %04x",
					    line, got >> 16, want);
			}
		}
	}
	free(w);
}
END_TEST

/* gfx12's IEEE 754-2019 minimum/maximum: NaN wins, -0 < +0; the _num_
 * forms keep the number. */
START_TEST(test_vop3p_minimum_maximum_gfx12)
{
	struct wave *w = fx_wave(ISA_GFX1200, 32);

	ck_assert_uint_eq(run3(w, "v_pk_minimum_f16 v0, v1, v2", 0x7e003c00u,
	    0x3c000000u, 0), 0x7e000000u);
	ck_assert_uint_eq(run3(w, "v_pk_minimum_f16 v0, v1, v2", 0x00008000u,
	    0x80000000u, 0), 0x80008000u);
	ck_assert_uint_eq(run3(w, "v_pk_maximum_f16 v0, v1, v2", 0x00008000u,
	    0x80000000u, 0), 0x00000000u);
	ck_assert_uint_eq(run3(w, "v_pk_min_num_f16 v0, v1, v2", 0x7e003c00u,
	    0x3c004000u, 0), 0x3c003c00u);
	ck_assert_uint_eq(run3(w, "v_pk_max_num_f16 v0, v1, v2", 0x7e003c00u,
	    0x3c004000u, 0), 0x3c004000u);
	free(w);
}
END_TEST

START_TEST(test_vop3p_exec_off_lanes_keep_their_value)
{
	struct wave *w = fx_wave(ISA_GFX942, 64);

	fx_fill(w, 1, 0x00010001u);
	fx_fill(w, 0, 0xdeadbeefu);
	w->exec = 0x5;
	fx_line(w, "v_pk_add_u16 v0, v1, v1", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[0][0], 0x00020002u);
	ck_assert_uint_eq(w->vgpr[0][1], 0xdeadbeefu);
	ck_assert_uint_eq(w->vgpr[0][2], 0x00020002u);
	ck_assert_uint_eq(w->vgpr[0][63], 0xdeadbeefu);
	free(w);
}
END_TEST

/* gfx1200's VOP2 f64 rows compute as the VOP3 rows of other targets, and
 * 0x3ff00000 written for an f64 is 1.0 (its high dword). */
START_TEST(test_gfx12_vop2_f64_and_high_dword_constant)
{
	struct wave *w = fx_wave(ISA_GFX1200, 32);

	fx_fill(w, 2, 0);
	fx_fill(w, 3, 0x3ff80000u);      /* 1.5 */
	fx_fill(w, 4, 0);
	fx_fill(w, 5, 0x40020000u);      /* 2.25 */
	fx_line(w, "v_add_f64 v[0:1], v[2:3], v[4:5]", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[0][7], 0);
	ck_assert_uint_eq(w->vgpr[1][7], 0x400e0000u); /* 3.75 */
	fx_line(w, "v_mul_f64 v[0:1], 0x3ff00000, v[4:5]", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[1][7], 0x40020000u); /* 1.0 * 2.25 */
	fx_line(w, "v_max_num_f64 v[0:1], v[2:3], v[4:5]", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[1][7], 0x40020000u);
	fx_line(w, "v_lshlrev_b64 v[0:1], 36, v[2:3]", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[0][7], 0);
	ck_assert_uint_eq(w->vgpr[1][7], 0); /* bits 63..32 shifted out */
	fx_fill(w, 2, 1);
	fx_line(w, "v_lshlrev_b64 v[0:1], 36, v[2:3]", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[1][7], 0x10u);
	free(w);
}
END_TEST

/* VOP3 clamp on integer rows saturates (Vega ISA 6.3; gfx9 on): 16-bit
 * adds, subtracts and multiply-adds by the row's signedness, the 32-bit
 * multiply-adds unsigned. Values derived by hand. */
START_TEST(test_int_clamp_on_vop3_rows)
{
	struct wave *w = fx_wave(ISA_GFX900, 64), *x;

	ck_assert_uint_eq(run3(w, "v_add_u16_e64 v0, v1, v2 clamp", 0xffffu,
	    2, 0), 0xffffu);
	ck_assert_uint_eq(run3(w, "v_add_u16_e64 v0, v1, v2", 0xffffu, 2, 0),
	    1u); /* wraps without clamp */
	ck_assert_uint_eq(run3(w, "v_sub_u16_e64 v0, v1, v2 clamp", 1, 2, 0),
	    0);
	ck_assert_uint_eq(run3(w, "v_subrev_u16_e64 v0, v1, v2 clamp", 2, 1,
	    0), 0);
	ck_assert_uint_eq(run3(w, "v_subrev_u16_e64 v0, v1, v2 clamp", 1, 5,
	    0), 4);
	ck_assert_uint_eq(run3(w, "v_add_i16 v0, v1, v2 clamp", 0x7fffu, 1,
	    0), 0x7fffu);
	ck_assert_uint_eq(run3(w, "v_add_i16 v0, v1, v2 clamp", 0x8000u,
	    0xffffu, 0), 0x8000u);
	ck_assert_uint_eq(run3(w, "v_sub_i16 v0, v1, v2 clamp", 5, 3, 0), 2);
	ck_assert_uint_eq(run3(w, "v_mad_u16 v0, v1, v2, v3 clamp", 0x100u,
	    0x100u, 0), 0xffffu);
	ck_assert_uint_eq(run3(w, "v_mad_i16 v0, v1, v2, v3 clamp", 0xff38u,
	    200, 0), 0x8000u); /* -200 * 200 */
	ck_assert_uint_eq(run3(w, "v_mad_u32_u24 v0, v1, v2, v3 clamp",
	    0xffffffu, 0xffffffu, 0), 0xffffffffu);
	ck_assert_uint_eq(run3(w, "v_mad_u32_u24 v0, v1, v2, v3 clamp",
	    3, 4, 5), 17u);
	ck_assert_uint_eq(run3(w, "v_mad_u32_u16 v0, v1, v2, v3 clamp",
	    0xffffu, 0xffffu, 0xffffffffu), 0xffffffffu);
	x = fx_wave(ISA_GFX1030, 32);
	ck_assert_uint_eq(run3(x, "v_sub_nc_i16 v0, v1, v2 clamp", 0x8000u, 1,
	    0), 0x8000u);
	ck_assert_uint_eq(run3(x, "v_add_nc_u16 v0, v1, v2 clamp", 0xfff0u,
	    0x20u, 0), 0xffffu);
	free(x);
	free(w);
}
END_TEST

/* Integer dot products, worked by hand from the guides' definition
 * (CDNA2 ISA "V_DOT4_I32_I8" ..., RDNA3 ISA 7.9 for the _iu forms): s2 plus
 * the element products, exact, clamp saturating the sum. */
START_TEST(test_vop3p_integer_dot_products)
{
	struct wave *w = fx_wave(ISA_GFX90A, 64);
	struct insn in;
	struct diag d;

	/* bytes of s0 from the low end: 2, -1, 127, -128; of s1: 7, 5, 2, 3:
	 * 14 - 5 + 254 - 384 = -121, plus 100 */
	ck_assert_uint_eq(run3(w, "v_dot4_i32_i8 v0, v1, v2, v3", 0x807fff02u,
	    0x03020507u, 100), (uint32_t)-21);
	/* unsigned: 2*7 + 255*5 + 127*2 + 128*3 = 1927, plus 100 */
	ck_assert_uint_eq(run3(w, "v_dot4_u32_u8 v0, v1, v2, v3", 0x807fff02u,
	    0x03020507u, 100), 2027u);
	/* 2 * 32767^2 + 0x7fffffff = 4294836225: 0xfffe0001 wrapped, the
	 * i32 maximum clamped */
	ck_assert_uint_eq(run3(w, "v_dot2_i32_i16 v0, v1, v2, v3",
	    0x7fff7fffu, 0x7fff7fffu, 0x7fffffffu), 0xfffe0001u);
	ck_assert_uint_eq(run3(w, "v_dot2_i32_i16 v0, v1, v2, v3 clamp",
	    0x7fff7fffu, 0x7fff7fffu, 0x7fffffffu), 0x7fffffffu);
	/* 2 * 65535^2 + 0xffffffff: 0xfffc0001 wrapped, 0xffffffff clamped */
	ck_assert_uint_eq(run3(w, "v_dot2_u32_u16 v0, v1, v2, v3",
	    0xffffffffu, 0xffffffffu, 0xffffffffu), 0xfffc0001u);
	ck_assert_uint_eq(run3(w, "v_dot2_u32_u16 v0, v1, v2, v3 clamp",
	    0xffffffffu, 0xffffffffu, 0xffffffffu), 0xffffffffu);
	/* signed clamp at the bottom: -128 * 127 * 4 + INT32_MIN */
	ck_assert_uint_eq(run3(w, "v_dot4_i32_i8 v0, v1, v2, v3 clamp",
	    0x80808080u, 0x7f7f7f7fu, 0x80000000u), 0x80000000u);
	/* nibbles of s0: -8, -1; of s1: 7, 3: -56 - 3 */
	ck_assert_uint_eq(run3(w, "v_dot8_i32_i4 v0, v1, v2, v3", 0x000000f8u,
	    0x00000037u, 0), (uint32_t)-59);
	ck_assert_uint_eq(run3(w, "v_dot8_u32_u4 v0, v1, v2, v3", 0x000000f8u,
	    0x00000037u, 0), 101u);
	/* an inline constant is a whole 32-bit source: 1 is byte 0 only */
	ck_assert_uint_eq(run3(w, "v_dot4_u32_u8 v0, 1, v2, v3", 0,
	    0x09090909u, 5), 14u);

	/* gfx11: the _iu forms read a source as signed only under neg_lo */
	free(w);
	w = fx_wave(ISA_GFX1100, 32);
	ck_assert_uint_eq(run3(w, "v_dot4_i32_iu8 v0, v1, v2, v3", 0xffu,
	    0xffu, 0), 65025u);
	ck_assert_uint_eq(run3(w, "v_dot4_i32_iu8 v0, v1, v2, v3 "
	    "neg_lo:[1,0,0]", 0xffu, 0xffu, 0), (uint32_t)-255);
	ck_assert_uint_eq(run3(w, "v_dot4_i32_iu8 v0, v1, v2, v3 "
	    "neg_lo:[1,1,0]", 0xffu, 0xffu, 0), 1u);
	ck_assert_uint_eq(run3(w, "v_dot8_i32_iu4 v0, v1, v2, v3 "
	    "neg_lo:[0,1,0]", 0xfu, 0xfu, 3), (uint32_t)(3 - 15));
	/* what no guide defines is refused, never guessed */
	ck_assert_int_eq(asm_parse_line("v_dot4_i32_iu8 v0, v1, v2, v3 "
	    "neg_hi:[1,0,0]", 44, ISA_GFX1100, 32, &in, &d), ASM_ERROR);
	ck_assert(strstr(d.message, "not modelled by lanescope") != NULL);
	ck_assert_int_eq(asm_parse_line("v_dot4_i32_i8 v0, v1, v2, v3 "
	    "op_sel:[1,0,0]", 43, ISA_GFX90A, 64, &in, &d), ASM_ERROR);
	ck_assert(strstr(d.message, "not modelled by lanescope") != NULL);
	ck_assert_int_eq(asm_parse_line("v_dot4_i32_i8 v0, v1, v2, v3 "
	    "neg_lo:[1,0,0]", 43, ISA_GFX90A, 64, &in, &d), ASM_ERROR);
	ck_assert(strstr(d.message, "not modelled by lanescope") != NULL);
	/* gfx900 and gfx1010 have no dot products */
	ck_assert_int_eq(asm_parse_line("v_dot4_i32_i8 v0, v1, v2, v3", 28,
	    ISA_GFX900, 64, &in, &d), ASM_ERROR);
	free(w);
}
END_TEST

/* ---- mixed-precision fma and float dot products (branch s5-16float) */

#if defined(__FLT16_MAX__)
/* (only the host comparison below uses it) */
static uint32_t
f32u(float f)
{
	uint32_t u;

	memcpy(&u, &f, sizeof u);
	return u;
}
#endif

static float
u2f(uint32_t u)
{
	float f;

	memcpy(&f, &u, sizeof f);
	return f;
}

/* Values worked by hand from the guides' wording (Vega ISA guide
 * V_MAD_MIX*, RDNA3 ISA guide V_FMA_MIX*): op_sel_hi says f16 or f32 per
 * source, op_sel picks the half, -x/|x| act on the f32. */
START_TEST(test_fma_mix_hand_values)
{
	struct wave *w = fx_wave(ISA_GFX90A, 64);

	/* all f32: 1.5 * 2 + 0.25 */
	ck_assert_uint_eq(run3(w, "v_fma_mix_f32 v0, v1, v2, v3",
	    0x3fc00000u, 0x40000000u, 0x3e800000u), 0x40500000u);
	/* s0 the high f16 (3.0; an inf below it), s1 the low f16 (0.5; junk
	 * above), s2 an f32 1.0: 2.5 */
	ck_assert_uint_eq(run3(w, "v_fma_mix_f32 v0, v1, v2, v3 "
	    "op_sel:[1,0,0] op_sel_hi:[1,1,0]", 0x42007c00u, 0xffff3800u,
	    0x3f800000u), 0x40200000u);
	/* -|-2| * 3 + 1 = -5 */
	ck_assert_uint_eq(run3(w, "v_fma_mix_f32 v0, -|v1|, v2, v3",
	    0xc0000000u, 0x40400000u, 0x3f800000u), 0xc0a00000u);
	/* one rounding: (1 + 2^-12)^2 - (1 + 2^-11) is 2^-24 exactly */
	ck_assert_uint_eq(run3(w, "v_fma_mix_f32 v0, v1, v2, v3",
	    0x3f800800u, 0x3f800800u, 0xbf801000u), 0x33800000u);
	/* clamp: -5 is 0 */
	ck_assert_uint_eq(run3(w, "v_fma_mix_f32 v0, -|v1|, v2, v3 clamp",
	    0xc0000000u, 0x40400000u, 0x3f800000u), 0);
	/* f16 1.0 * 2.0 + 0.5 = 2.5 (f16 0x4100) into the low half, the
	 * high half of d (0xdead) kept; mixhi the other way round */
	ck_assert_uint_eq(run3(w, "v_fma_mixlo_f16 v0, v1, v2, v3 "
	    "op_sel_hi:[1,1,1]", 0x3c00u, 0x4000u, 0x3800u), 0xdead4100u);
	ck_assert_uint_eq(run3(w, "v_fma_mixhi_f16 v0, v1, v2, v3 "
	    "op_sel_hi:[1,1,1]", 0x3c00u, 0x4000u, 0x3800u), 0x4100beefu);
	ck_assert_uint_eq(run3(w, "v_fma_mixlo_f16 v0, v1, v2, v3 "
	    "op_sel_hi:[1,1,1] clamp", 0x3c00u, 0x4000u, 0x3800u),
	    0xdead3c00u);
	/* the f32 fma first, then to f16: 1 + 2^-11 + 2^-30 rounds to the
	 * f32 1 + 2^-11, an f16 tie that goes to even, 1.0 (0x3c00); one
	 * rounding straight to f16 would give 0x3c01 */
	ck_assert_uint_eq(run3(w, "v_fma_mixlo_f16 v0, v1, v2, v3",
	    0x3f800000u, 0x3f800000u, 0x3a000010u), 0xdead3c00u);
	/* f16 specials: inf * 2 + 1 = inf; NaN stays NaN; the denormal
	 * 2^-24 converts exactly (f32 0x33800000) */
	ck_assert_uint_eq(run3(w, "v_fma_mix_f32 v0, v1, v2, v3 "
	    "op_sel_hi:[1,1,1]", 0x7c00u, 0x4000u, 0x3c00u), 0x7f800000u);
	ck_assert(isnan(u2f(run3(w, "v_fma_mix_f32 v0, v1, v2, v3 "
	    "op_sel_hi:[1,1,1]", 0x7e00u, 0x4000u, 0x3c00u))));
	ck_assert_uint_eq(run3(w, "v_fma_mix_f32 v0, v1, v2, v3 "
	    "op_sel_hi:[1,1,0]", 0x0001u, 0x3c00u, 0), 0x33800000u);
	/* an inline constant of an f16 source is the f16 0.5: 4 * 0.5 + 1 */
	ck_assert_uint_eq(run3(w, "v_fma_mix_f32 v0, v1, 0.5, v3 "
	    "op_sel_hi:[0,1,0]", 0x40800000u, 0, 0x3f800000u), 0x40400000u);
	free(w);

	/* gfx900's mad: the product rounds first, (1 + 2^-12)^2 to the
	 * even 1 + 2^-11, so the sum is 0 where the fma gives 2^-24 */
	w = fx_wave(ISA_GFX900, 64);
	ck_assert_uint_eq(run3(w, "v_mad_mix_f32 v0, v1, v2, v3",
	    0x3f800800u, 0x3f800800u, 0xbf801000u), 0);
	ck_assert_uint_eq(run3(w, "v_mad_mixhi_f16 v0, v1, v2, v3 "
	    "op_sel_hi:[1,1,1]", 0x3c00u, 0x4000u, 0x3800u), 0x4100beefu);
	free(w);
}
END_TEST

/* What no guide defines is refused when the line runs, never guessed:
 * a float constant read as an f32, op_sel on an f32 source. EXEC-off
 * lanes keep their value. */
START_TEST(test_fma_mix_refusals_and_exec)
{
	struct wave *w = fx_wave(ISA_GFX1100, 32);
	struct insn in = fx_asm(w, "v_fma_mix_f32 v0, v1, 1.0, v3");
	struct diag d;

	ck_assert_int_eq(exec_step(w, &in, NULL, NULL, &d), EXEC_ERROR);
	ck_assert(strstr(d.message, "not modelled by lanescope") != NULL);
	in = fx_asm(w, "v_fma_mix_f32 v0, v1, v2, v3 op_sel:[0,1,0]");
	ck_assert_int_eq(exec_step(w, &in, NULL, NULL, &d), EXEC_ERROR);
	ck_assert(strstr(d.message, "not modelled by lanescope") != NULL);
	ck_assert_int_eq(asm_parse_line("v_fma_mix_f32 v0, v1, v2, v3 "
	    "neg_lo:[1,0,0]", 43, ISA_GFX1100, 32, &in, &d), ASM_ERROR);
	/* 0 reads the same as an f16 or an f32 */
	fx_fill(w, 1, 0x40000000u);
	fx_fill(w, 2, 0x40400000u);
	fx_fill(w, 0, 0xdeadbeefu);
	w->exec = 0x5;
	fx_line(w, "v_fma_mix_f32 v0, v1, v2, 0", NULL, NULL);
	ck_assert_uint_eq(w->vgpr[0][0], 0x40c00000u);
	ck_assert_uint_eq(w->vgpr[0][1], 0xdeadbeefu);
	ck_assert_uint_eq(w->vgpr[0][2], 0x40c00000u);
	free(w);
}
END_TEST

#if defined(__FLT16_MAX__)
/* v_fma_mix* against the host: _Float16 converts exactly to float, C's
 * fmaf rounds once, a cast to _Float16 rounds to nearest even. */
START_TEST(test_fma_mix_against_host)
{
	struct wave *w = fx_wave(ISA_GFX1030, 32);
	uint64_t seed = 0x16f16f16ull;

	for (unsigned t = 0; t < 400; t++) {
		uint32_t a = (uint32_t)fx_prng(&seed);
		uint32_t b = (uint32_t)fx_prng(&seed);
		uint32_t c = (uint32_t)fx_prng(&seed);
		_Float16 ha, hb;
		float x, y, z, r;
		uint32_t got;

		memcpy(&ha, (uint16_t[]){ (uint16_t)(a >> 16) }, 2);
		memcpy(&hb, (uint16_t[]){ (uint16_t)b }, 2);
		/* s0 the high f16 of a, s1 the low f16 of b, s2 an f32 near
		 * their product's size so the add matters */
		x = (float)ha;
		y = (float)hb;
		z = u2f((c & 0x807fffffu) | 0x3f000000u);
		r = fmaf(-x, y, z);
		got = run3(w, "v_fma_mix_f32 v0, -v1, v2, v3 op_sel:[1,0,0] "
		    "op_sel_hi:[1,1,0]", a, b, f32u(z));
		if (isnan(r))
			ck_assert(isnan(u2f(got)));
		else
			ck_assert_msg(got == f32u(r), "%08x %08x %08x: %08x, "
			    "host %08x", a, b, f32u(z), got, f32u(r));
		{
			_Float16 h = (_Float16)r;
			uint16_t hu;
			memcpy(&hu, &h, 2);
			got = run3(w, "v_fma_mixhi_f16 v0, -v1, v2, v3 "
			    "op_sel:[1,0,0] op_sel_hi:[1,1,0]", a, b, f32u(z));
			if (isnan(r))
				ck_assert((got >> 16 & 0x7fffu) > 0x7c00u);
			else
				ck_assert_uint_eq(got, (uint32_t)hu << 16 |
				    0xbeefu);
		}
	}
	free(w);
}
END_TEST
#endif

/* Float dot products: s2 plus the low product, rounded, plus the high
 * one, rounded (the guides' pseudo-code), worked by hand. */
START_TEST(test_float_dot_products)
{
	struct wave *w = fx_wave(ISA_GFX942, 64);
	struct insn in;
	struct diag d;

	/* f16 {1, 2} . {3, 0.5} + 10 = 14 */
	ck_assert_uint_eq(run3(w, "v_dot2_f32_f16 v0, v1, v2, v3",
	    0x40003c00u, 0x38004200u, 0x41200000u), 0x41600000u);
	/* neg_lo negates s0's low element: -3 + 1 + 10; neg_hi s1's high
	 * one: 3 - 1 + 10 */
	ck_assert_uint_eq(run3(w, "v_dot2_f32_f16 v0, v1, v2, v3 "
	    "neg_lo:[1,0,0]", 0x40003c00u, 0x38004200u, 0x41200000u),
	    0x41000000u);
	ck_assert_uint_eq(run3(w, "v_dot2_f32_f16 v0, v1, v2, v3 "
	    "neg_hi:[0,1,0]", 0x40003c00u, 0x38004200u, 0x41200000u),
	    0x41400000u);
	ck_assert_uint_eq(run3(w, "v_dot2_f32_f16 v0, v1, v2, v3 clamp",
	    0x40003c00u, 0x38004200u, 0x41200000u), 0x3f800000u);
	/* two products of 2^-24 (f16 2^-12 squared) into 1.0: each add is a
	 * tie that stays 1.0; one fused rounding would give 1 + 2^-23 */
	ck_assert_uint_eq(run3(w, "v_dot2_f32_f16 v0, v1, v2, v3",
	    0x0c000c00u, 0x0c000c00u, 0x3f800000u), 0x3f800000u);
	/* f16 denormals multiply exactly: 2^-24 * 2^-24 * 2 = 2^-47 */
	ck_assert_uint_eq(run3(w, "v_dot2_f32_f16 v0, v1, v2, v3",
	    0x00010001u, 0x00010001u, 0), 0x28000000u);
	/* inf * 0 is NaN */
	ck_assert(isnan(u2f(run3(w, "v_dot2_f32_f16 v0, v1, v2, v3",
	    0x7c00u, 0u, 0))));
	/* s2's constant is an f32 (1.0 = 0x3f800000): 1 + 1*3 + 2*0.5 */
	ck_assert_uint_eq(run3(w, "v_dot2_f32_f16 v0, v1, v2, 1.0",
	    0x40003c00u, 0x38004200u, 0), 0x40a00000u);
	/* op_sel and a modifier on s2 are not defined: refused */
	ck_assert_int_eq(asm_parse_line("v_dot2_f32_f16 v0, v1, v2, v3 "
	    "op_sel:[1,0,0]", 44, ISA_GFX942, 64, &in, &d), ASM_ERROR);
	ck_assert(strstr(d.message, "not modelled by lanescope") != NULL);
	ck_assert_int_eq(asm_parse_line("v_dot2_f32_f16 v0, v1, v2, v3 "
	    "neg_lo:[0,0,1]", 44, ISA_GFX942, 64, &in, &d), ASM_ERROR);
	ck_assert(strstr(d.message, "not modelled by lanescope") != NULL);
	free(w);

	/* bf16 {1, 2} . {3, 0.5} + 10 = 14; 2^127 * 2 overflows to inf;
	 * the constant 1.0 is the bf16 0x3f80 (low half, 0 above) */
	w = fx_wave(ISA_GFX1200, 32);
	ck_assert_uint_eq(run3(w, "v_dot2_f32_bf16 v0, v1, v2, v3",
	    0x40003f80u, 0x3f004040u, 0x41200000u), 0x41600000u);
	ck_assert_uint_eq(run3(w, "v_dot2_f32_bf16 v0, v1, v2, v3",
	    0x7f00u, 0x4000u, 0x3f800000u), 0x7f800000u);
	ck_assert_uint_eq(run3(w, "v_dot2_f32_bf16 v0, 1.0, v2, v3", 0,
	    0x3f004040u, 0x41200000u), 0x41500000u);
	/* (1 + 2^-7)^2 = 1 + 2^-6 + 2^-14, exact in f32 */
	ck_assert_uint_eq(run3(w, "v_dot2_f32_bf16 v0, v1, v2, v3",
	    0x3f81u, 0x3f81u, 0), 0x3f820200u);
	free(w);
}
END_TEST

/* gfx90a/gfx942 packed f32, worked by hand: pairs v[2:3] = {1, 2} and
 * v[4:5] = {0.5, -4}; op_sel picks the dword each low result reads,
 * op_sel_hi the high one's; v_pk_mov_b32 takes d.lo from s0 and d.hi
 * from s1. */
static void
pk32_run(struct wave *w, const char *line)
{
	fx_fill(w, 2, 0x3f800000u);
	fx_fill(w, 3, 0x40000000u);
	fx_fill(w, 4, 0x3f000000u);
	fx_fill(w, 5, 0xc0800000u);
	fx_fill(w, 0, 0xdeadbeefu);
	fx_fill(w, 1, 0xdeadbeefu);
	fx_line(w, line, NULL, NULL);
}

START_TEST(test_packed_f32_hand_values)
{
	struct wave *w = fx_wave(ISA_GFX90A, 64);
	struct insn in;
	struct diag d;

	pk32_run(w, "v_pk_add_f32 v[0:1], v[2:3], v[4:5]");
	ck_assert_uint_eq(w->vgpr[0][7], 0x3fc00000u);  /* 1 + 0.5 */
	ck_assert_uint_eq(w->vgpr[1][7], 0xc0000000u);  /* 2 - 4 */
	/* lo = s0.hi * s1.lo = 1, hi = s0.lo * s1.hi = -4 */
	pk32_run(w, "v_pk_mul_f32 v[0:1], v[2:3], v[4:5] op_sel:[1,0] "
	    "op_sel_hi:[0,1]");
	ck_assert_uint_eq(w->vgpr[0][7], 0x3f800000u);
	ck_assert_uint_eq(w->vgpr[1][7], 0xc0800000u);
	/* neg_lo on s0: -1 + 0.5; neg_hi on s1: 2 + 4 */
	pk32_run(w, "v_pk_add_f32 v[0:1], v[2:3], v[4:5] neg_lo:[1,0] "
	    "neg_hi:[0,1]");
	ck_assert_uint_eq(w->vgpr[0][7], 0xbf000000u);
	ck_assert_uint_eq(w->vgpr[1][7], 0x40c00000u);
	pk32_run(w, "v_pk_add_f32 v[0:1], v[2:3], v[4:5] clamp");
	ck_assert_uint_eq(w->vgpr[0][7], 0x3f800000u);
	ck_assert_uint_eq(w->vgpr[1][7], 0);
	/* fma rounds once: lo 1 * 0.5 + 1 = 1.5, hi 2 * -4 + 2 = -6 */
	pk32_run(w, "v_pk_fma_f32 v[0:1], v[2:3], v[4:5], v[2:3]");
	ck_assert_uint_eq(w->vgpr[0][7], 0x3fc00000u);
	ck_assert_uint_eq(w->vgpr[1][7], 0xc0c00000u);
	fx_fill(w, 2, 0x3f800800u);
	fx_fill(w, 3, 0xbf801000u);
	fx_line(w, "v_pk_fma_f32 v[0:1], v[2:3], v[2:3], v[2:3] "
	    "op_sel_hi:[0,0,1]", NULL, NULL);
	/* (1 + 2^-12)^2 - (1 + 2^-11) = 2^-24 exactly */
	ck_assert_uint_eq(w->vgpr[1][7], 0x33800000u);
	/* the LLVM 64-bit copy, and a swap of dwords across the pairs */
	pk32_run(w, "v_pk_mov_b32 v[0:1], v[2:3], v[2:3] op_sel:[0,1]");
	ck_assert_uint_eq(w->vgpr[0][7], 0x3f800000u);
	ck_assert_uint_eq(w->vgpr[1][7], 0x40000000u);
	pk32_run(w, "v_pk_mov_b32 v[0:1], v[2:3], v[4:5] op_sel:[1,0]");
	ck_assert_uint_eq(w->vgpr[0][7], 0x40000000u);
	ck_assert_uint_eq(w->vgpr[1][7], 0x3f000000u);
	/* a constant read as a low dword only: 2.0 times each dword */
	pk32_run(w, "v_pk_mul_f32 v[0:1], v[2:3], 2.0 op_sel_hi:[1,0]");
	ck_assert_uint_eq(w->vgpr[0][7], 0x40000000u);
	ck_assert_uint_eq(w->vgpr[1][7], 0x40800000u);
	/* EXEC off: both dwords kept */
	w->exec = 0x1;
	pk32_run(w, "v_pk_add_f32 v[0:1], v[2:3], v[4:5]");
	ck_assert_uint_eq(w->vgpr[0][0], 0x3fc00000u);
	ck_assert_uint_eq(w->vgpr[0][1], 0xdeadbeefu);
	ck_assert_uint_eq(w->vgpr[1][1], 0xdeadbeefu);
	/* a constant's high dword and negation of a move: refused */
	in = fx_asm(w, "v_pk_mul_f32 v[0:1], v[2:3], 2.0");
	ck_assert_int_eq(exec_step(w, &in, NULL, NULL, &d), EXEC_ERROR);
	ck_assert(strstr(d.message, "not modelled by lanescope") != NULL);
	in = fx_asm(w, "v_pk_mov_b32 v[0:1], v[2:3], v[4:5] neg_lo:[1,0]");
	ck_assert_int_eq(exec_step(w, &in, NULL, NULL, &d), EXEC_ERROR);
	ck_assert(strstr(d.message, "not modelled by lanescope") != NULL);
	free(w);
}
END_TEST

Suite *
exec_vop3p_suite(void)
{
	Suite *s = suite_create("exec_vop3p");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, test_vop3p_hand_values);
	tcase_add_test(tc, test_vop3p_op_sel_picks_halves);
	tcase_add_test(tc, test_vop3p_neg_lo_neg_hi);
	tcase_add_test(tc, test_vop3p_inline_constant_halves);
	tcase_add_test(tc, test_vop3p_int_against_model);
	tcase_add_test(tc, test_vop3p_f16_against_host);
	tcase_add_test(tc, test_vop3p_minimum_maximum_gfx12);
	tcase_add_test(tc, test_vop3p_exec_off_lanes_keep_their_value);
	tcase_add_test(tc, test_gfx12_vop2_f64_and_high_dword_constant);
	tcase_add_test(tc, test_int_clamp_on_vop3_rows);
	tcase_add_test(tc, test_vop3p_integer_dot_products);
	tcase_add_test(tc, test_fma_mix_hand_values);
	tcase_add_test(tc, test_fma_mix_refusals_and_exec);
#if defined(__FLT16_MAX__)
	tcase_add_test(tc, test_fma_mix_against_host);
#endif
	tcase_add_test(tc, test_float_dot_products);
	tcase_add_test(tc, test_packed_f32_hand_values);
	suite_add_tcase(s, tc);
	return s;
}
