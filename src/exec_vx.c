/* SPDX-License-Identifier: MIT */
/* The per-lane arithmetic of the SEM_VX rows (isa_table_valu.h): bit
 * fields, 24-bit multiplies, three-operand integer forms, rounding of f32
 * to integers. Works on whole lane arrays like exec_valu.c, which gathers
 * the operands and applies modifiers and the masked write-back. Pure. */
#include "exec.h"

#include "exec_internal.h"
#include "fp.h"

#define L WAVE_MAX_LANES

static uint32_t
bit_reverse(uint32_t v)
{
	v = ((v >> 1) & 0x55555555u) | ((v & 0x55555555u) << 1);
	v = ((v >> 2) & 0x33333333u) | ((v & 0x33333333u) << 2);
	v = ((v >> 4) & 0x0f0f0f0fu) | ((v & 0x0f0f0f0fu) << 4);
	v = ((v >> 8) & 0x00ff00ffu) | ((v & 0x00ff00ffu) << 8);
	return (v >> 16) | (v << 16);
}

/* Signed 24-bit field of v, as the 24-bit multiplies read it. */
static int64_t
i24(uint32_t v)
{
	return (int64_t)((int32_t)(v << 8) >> 8);
}

/* v_bfe_i32: width w bits from bit o, sign-extended from bit w-1. Where
 * the field runs past bit 31 the arithmetic shift has already supplied
 * the sign copies, so it is the answer. */
static uint32_t
bfe_i32(uint32_t s, uint32_t o, uint32_t w)
{
	o &= 31;
	w &= 31;
	if (w == 0)
		return 0;
	if (o + w < 32)
		return (uint32_t)((int32_t)(s << (32 - o - w)) >> (32 - w));
	return (uint32_t)((int32_t)s >> o);
}

/* One byte of v_perm_b32: bytes 0-3 of s1, 4-7 of s0; 8-11 repeat the
 * top bit of bytes 1, 3, 5, 7 (Vega ISA, V_PERM_B32). */
static uint32_t
perm_byte(uint64_t d, unsigned sel)
{
	if (sel < 8)
		return (uint32_t)(d >> (8 * sel)) & 0xffu;
	if (sel < 12)
		return (d >> (16 * (sel - 8) + 15)) & 1 ? 0xffu : 0;
	return sel == 12 ? 0 : 0xffu;
}

static uint32_t
med3_i(int32_t a, int32_t b, int32_t c)
{
	int32_t lo = a < b ? a : b, hi = a < b ? b : a;
	int32_t m = hi < c ? hi : c;
	return (uint32_t)(lo > m ? lo : m);
}

static uint32_t
med3_u(uint32_t a, uint32_t b, uint32_t c)
{
	uint32_t lo = a < b ? a : b, hi = a < b ? b : a;
	uint32_t m = hi < c ? hi : c;
	return lo > m ? lo : m;
}

/* f32 rounded to an integer toward zero, by clearing fraction bits;
 * NaN quieted, infinities and large values kept. */
static uint32_t
f32_trunc(uint32_t u)
{
	int e = (int)((u >> 23) & 0xff) - 127;

	if (fp32_isnan(u))
		return u | 0x00400000u;
	if (e >= 23)
		return u;
	if (e < 0)
		return u & 0x80000000u;
	return u & ~(0x007fffffu >> e);
}

static uint32_t
f32_floor(uint32_t u)
{
	uint32_t t = f32_trunc(u);

	if (t != u && !fp32_isnan(u) && (u & 0x80000000u))
		return fp32_sub(t, 0x3f800000u);
	return t;
}

static uint32_t
f32_ceil(uint32_t u)
{
	uint32_t t = f32_trunc(u);

	if (t != u && !fp32_isnan(u) && !(u & 0x80000000u))
		return fp32_add(t, 0x3f800000u);
	return t;
}

/* Ties to even: below 2^23, adding and removing 2^23 leaves the nearest
 * integer under the host's round-to-nearest-even; the sign is put back
 * so -0.25 gives -0. */
static uint32_t
f32_rndne(uint32_t u)
{
	uint32_t mag = u & 0x7fffffffu, r;

	if (fp32_isnan(u))
		return u | 0x00400000u;
	if (mag >= 0x4b000000u) /* 2^23: already an integer */
		return u;
	r = fp32_sub(fp32_add(mag, 0x4b000000u), 0x4b000000u);
	return r | (u & 0x80000000u);
}

/* s0 - floor(s0), kept below 1.0: a tiny negative s0 would round to 1.0
 * (the guides give only the formula; LLVM's lowering and the GCN3-on
 * hardware keep the result under 1). Infinity gives the default NaN. */
static uint32_t
f32_fract(uint32_t u)
{
	uint32_t r;

	if (fp32_isnan(u))
		return u | 0x00400000u;
	if ((u & 0x7fffffffu) == 0x7f800000u)
		return 0x7fc00000u;
	r = fp32_sub(u, f32_floor(u));
	return r > 0x3f7fffffu && !(r & 0x80000000u) ? 0x3f7fffffu : r;
}

void
exec_vx_compute(unsigned op, const uint32_t *restrict a,
    const uint32_t *restrict b, const uint32_t *restrict c,
    uint32_t *restrict r)
{
	unsigned n;

	switch (op) {
	case VX_BFREV:
		for (n = 0; n < L; n++)
			r[n] = bit_reverse(a[n]);
		break;
	case VX_FFBH_U32:
		for (n = 0; n < L; n++)
			r[n] = a[n] ? (uint32_t)__builtin_clz(a[n]) :
			    0xffffffffu;
		break;
	case VX_FFBL_B32:
		for (n = 0; n < L; n++)
			r[n] = a[n] ? (uint32_t)__builtin_ctz(a[n]) :
			    0xffffffffu;
		break;
	case VX_FFBH_I32:
		for (n = 0; n < L; n++) {
			uint32_t v = (a[n] & 0x80000000u) ? ~a[n] : a[n];
			r[n] = v ? (uint32_t)__builtin_clz(v) : 0xffffffffu;
		}
		break;
	case VX_CVT_F32_UBYTE0:
	case VX_CVT_F32_UBYTE1:
	case VX_CVT_F32_UBYTE2:
	case VX_CVT_F32_UBYTE3: {
		unsigned sh = 8 * (op - VX_CVT_F32_UBYTE0);
		for (n = 0; n < L; n++)
			r[n] = fp32_from_u32((a[n] >> sh) & 0xffu);
		break;
	}
	case VX_FRACT_F32:
		for (n = 0; n < L; n++)
			r[n] = f32_fract(a[n]);
		break;
	case VX_TRUNC_F32:
		for (n = 0; n < L; n++)
			r[n] = f32_trunc(a[n]);
		break;
	case VX_CEIL_F32:
		for (n = 0; n < L; n++)
			r[n] = f32_ceil(a[n]);
		break;
	case VX_FLOOR_F32:
		for (n = 0; n < L; n++)
			r[n] = f32_floor(a[n]);
		break;
	case VX_RNDNE_F32:
		for (n = 0; n < L; n++)
			r[n] = f32_rndne(a[n]);
		break;
	case VX_MUL_U32_U24:
		for (n = 0; n < L; n++)
			r[n] = (a[n] & 0xffffffu) * (b[n] & 0xffffffu);
		break;
	case VX_MUL_I32_I24:
		for (n = 0; n < L; n++)
			r[n] = (uint32_t)(i24(a[n]) * i24(b[n]));
		break;
	case VX_MUL_HI_U32_U24:
		for (n = 0; n < L; n++)
			r[n] = (uint32_t)(((uint64_t)(a[n] & 0xffffffu) *
			    (b[n] & 0xffffffu)) >> 32);
		break;
	case VX_MUL_HI_I32_I24:
		for (n = 0; n < L; n++)
			r[n] = (uint32_t)((uint64_t)(i24(a[n]) * i24(b[n])) >>
			    32);
		break;
	case VX_FMAC_F32:
		for (n = 0; n < L; n++)
			r[n] = fp32_fma(a[n], b[n], c[n]);
		break;
	case VX_MUL_HI_I32:
		for (n = 0; n < L; n++)
			r[n] = (uint32_t)((uint64_t)((int64_t)(int32_t)a[n] *
			    (int32_t)b[n]) >> 32);
		break;
	case VX_BCNT:
		for (n = 0; n < L; n++)
			r[n] = (uint32_t)__builtin_popcount(a[n]) + b[n];
		break;
	case VX_BFM:
		for (n = 0; n < L; n++)
			r[n] = ((1u << (a[n] & 31)) - 1) << (b[n] & 31);
		break;
	case VX_BFE_U32:
		for (n = 0; n < L; n++)
			r[n] = (a[n] >> (b[n] & 31)) &
			    ((1u << (c[n] & 31)) - 1);
		break;
	case VX_BFE_I32:
		for (n = 0; n < L; n++)
			r[n] = bfe_i32(a[n], b[n], c[n]);
		break;
	case VX_BFI:
		for (n = 0; n < L; n++)
			r[n] = (a[n] & b[n]) | (~a[n] & c[n]);
		break;
	case VX_PERM:
		for (n = 0; n < L; n++) {
			uint64_t d = (uint64_t)a[n] << 32 | b[n];
			uint32_t v = 0;
			for (unsigned k = 0; k < 4; k++)
				v |= perm_byte(d, (c[n] >> (8 * k)) & 0xffu)
				    << (8 * k);
			r[n] = v;
		}
		break;
	case VX_ALIGNBIT:
		for (n = 0; n < L; n++)
			r[n] = (uint32_t)(((uint64_t)a[n] << 32 | b[n]) >>
			    (c[n] & 31));
		break;
	case VX_ALIGNBYTE:
		for (n = 0; n < L; n++)
			r[n] = (uint32_t)(((uint64_t)a[n] << 32 | b[n]) >>
			    (8 * (c[n] & 3)));
		break;
	case VX_ADD3:
		for (n = 0; n < L; n++)
			r[n] = a[n] + b[n] + c[n];
		break;
	case VX_OR3:
		for (n = 0; n < L; n++)
			r[n] = a[n] | b[n] | c[n];
		break;
	case VX_XOR3:
		for (n = 0; n < L; n++)
			r[n] = a[n] ^ b[n] ^ c[n];
		break;
	case VX_AND_OR:
		for (n = 0; n < L; n++)
			r[n] = (a[n] & b[n]) | c[n];
		break;
	case VX_LSHL_OR:
		for (n = 0; n < L; n++)
			r[n] = (a[n] << (b[n] & 31)) | c[n];
		break;
	case VX_LSHL_ADD:
		for (n = 0; n < L; n++)
			r[n] = (a[n] << (b[n] & 31)) + c[n];
		break;
	case VX_ADD_LSHL:
		for (n = 0; n < L; n++)
			r[n] = (a[n] + b[n]) << (c[n] & 31);
		break;
	case VX_XAD:
		for (n = 0; n < L; n++)
			r[n] = (a[n] ^ b[n]) + c[n];
		break;
	case VX_MAD_U32_U24:
		for (n = 0; n < L; n++)
			r[n] = (a[n] & 0xffffffu) * (b[n] & 0xffffffu) + c[n];
		break;
	case VX_MAD_I32_I24:
		for (n = 0; n < L; n++)
			r[n] = (uint32_t)(i24(a[n]) * i24(b[n])) + c[n];
		break;
	case VX_MAD_F32:
		/* a multiply then an add, two roundings, like v_mac_f32 */
		for (n = 0; n < L; n++)
			r[n] = fp32_add(fp32_mul(a[n], b[n]), c[n]);
		break;
	case VX_MIN3_I32:
		for (n = 0; n < L; n++) {
			int32_t x = (int32_t)a[n], y = (int32_t)b[n];
			int32_t z = (int32_t)c[n], m = x < y ? x : y;
			r[n] = (uint32_t)(m < z ? m : z);
		}
		break;
	case VX_MIN3_U32:
		for (n = 0; n < L; n++) {
			uint32_t m = a[n] < b[n] ? a[n] : b[n];
			r[n] = m < c[n] ? m : c[n];
		}
		break;
	case VX_MAX3_I32:
		for (n = 0; n < L; n++) {
			int32_t x = (int32_t)a[n], y = (int32_t)b[n];
			int32_t z = (int32_t)c[n], m = x > y ? x : y;
			r[n] = (uint32_t)(m > z ? m : z);
		}
		break;
	case VX_MAX3_U32:
		for (n = 0; n < L; n++) {
			uint32_t m = a[n] > b[n] ? a[n] : b[n];
			r[n] = m > c[n] ? m : c[n];
		}
		break;
	case VX_MED3_I32:
		for (n = 0; n < L; n++)
			r[n] = med3_i((int32_t)a[n], (int32_t)b[n],
			    (int32_t)c[n]);
		break;
	case VX_MED3_U32:
		for (n = 0; n < L; n++)
			r[n] = med3_u(a[n], b[n], c[n]);
		break;
	default:
		for (n = 0; n < L; n++)
			r[n] = 0;
		break;
	}
}
