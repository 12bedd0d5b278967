/* SPDX-License-Identifier: MIT */
/* VALU instructions in every form (e32, e64, DPP16, DPP8, SDWA): operand
 * gathering, SDWA selects, source and output modifiers, the per-lane
 * arithmetic, compares, carries, and the masked write-back. Works on whole
 * lane arrays so the unrecorded path has no per-lane decisions beyond the
 * final blend. Pure. */
#include "exec.h"

#include <string.h>

#include "exec_internal.h"
#include "fp.h"

/* The wave's target name, for messages. */
static const char *
tname(const struct wave *w)
{
	return isa_target_name((enum isa_target)w->target);
}

enum arity { AR_UNARY, AR_BINARY, AR_TERNARY };

static enum arity
arity_of(const struct isa_info *ii)
{
	if (ii->sem == SEM_VX)
		return ii->family == ISA_VOP1 ? AR_UNARY :
		    (ii->flags & ISA_F_SRC3) ? AR_TERNARY : AR_BINARY;
	switch (ii->sem) {
	case SEM_MOV:
	case SEM_NOT:
	case SEM_CVT_F32_I32:
	case SEM_CVT_F32_U32:
	case SEM_CVT_I32_F32:
	case SEM_CVT_U32_F32:
		return AR_UNARY;
	case SEM_DOT2ACC_F16:
		/* the VOP2 rows accumulate into d (ISA_F_READS_DST) */
		return ii->family == ISA_VOP2 ? AR_BINARY : AR_TERNARY;
	case SEM_FMA_F32:
		return AR_TERNARY;
	default:
		return AR_BINARY;
	}
}

static bool
valu_sem_supported(unsigned sem)
{
	return (sem >= SEM_MOV && sem <= SEM_CMP) || sem == SEM_MBCNT_LO ||
	    sem == SEM_MBCNT_HI || sem == SEM_VX || sem == SEM_MUL_DX9_F32 ||
	    sem == SEM_VOP3P || sem == SEM_DOT2ACC_F16;
}

/* ---- SDWA ---- */

/* Bit position and width of a sub-dword SDWA select (BYTE_0..WORD_1). */
static void
sdwa_field(unsigned sel, unsigned *sh, unsigned *width)
{
	if (sel <= SDWA_BYTE_3) {
		*sh = 8 * sel;
		*width = 8;
	} else {
		*sh = sel == SDWA_WORD_1 ? 16 : 0;
		*width = 16;
	}
}

/* Extracts the selected byte or word of every lane of s into out (zero
 * or sign extended) and returns out; DWORD returns s untouched. */
static const uint32_t *
sdwa_select(uint32_t *out, const uint32_t *s, unsigned sel, bool sext)
{
	unsigned sh, width;

	if (sel >= SDWA_DWORD)
		return s;
	sdwa_field(sel, &sh, &width);
	for (unsigned n = 0; n < WAVE_MAX_LANES; n++) {
		uint32_t f = (s[n] >> sh) & ((1u << width) - 1);
		if (sext && (f >> (width - 1)))
			f |= ~((1u << width) - 1);
		out[n] = f;
	}
	return out;
}

/* Places result r into the destination field: PAD zeroes the other
 * bits, SEXT sign-fills above the field and zeroes below, PRESERVE keeps
 * the old destination bits (semantics.md 4.2). */
static uint32_t
sdwa_merge(uint32_t r, uint32_t old, unsigned sel, unsigned unused)
{
	unsigned sh, width;
	uint32_t fm, v;

	if (sel >= SDWA_DWORD)
		return r;
	sdwa_field(sel, &sh, &width);
	fm = ((1u << width) - 1) << sh;
	v = (r << sh) & fm;
	switch (unused) {
	case SDWA_UNUSED_SEXT:
		if ((r >> (width - 1)) & 1)
			v |= ~(fm | ((1u << sh) - 1));
		return v;
	case SDWA_UNUSED_PRESERVE:
		return v | (old & ~fm);
	default:
		return v;
	}
}

/* ---- modifiers ---- */

/* abs then neg on the sign bit of the operand type, from s into out
 * (which may be s); returns the array to use. */
static const uint32_t *
apply_mods(uint32_t *out, const uint32_t *s, unsigned mods, unsigned type)
{
	uint32_t sign = type == ISA_TY_F16 ? 0x8000u : 0x80000000u;
	uint32_t clear = (mods & OPND_MOD_ABS) ? ~sign : ~0u;
	uint32_t flip = (mods & OPND_MOD_NEG) ? sign : 0;

	if (!(mods & (OPND_MOD_ABS | OPND_MOD_NEG)))
		return s;
	for (unsigned n = 0; n < WAVE_MAX_LANES; n++)
		out[n] = (s[n] & clear) ^ flip;
	return out;
}

/* The lanes of an operand: a VGPR's own array, or the scalar broadcast
 * into buf. */
static const uint32_t *
lanes_of(const struct wave *w, const struct operand *o, uint32_t *buf)
{
	if (o->kind == OPND_VGPR)
		return w->vgpr[o->reg & 255];
	exec_lanes(w, o, buf);
	return buf;
}

/* ---- arithmetic ---- */

struct valu_out {
	lanemask_t cout;     /* carry/borrow-out or compare result */
	bool has_mask;       /* cout is meaningful */
};

/* The lane mask of an integer compare of a[n] and b[n] over L lanes
 * (signed: as int32): the condition is chosen once and each condition is
 * a loop of its own, instead of a call and a switch for every lane. A
 * signed order is the unsigned order of the values with their sign bits
 * flipped. */
static lanemask_t
cmp_int_lanes(unsigned cond, bool is_signed, const uint32_t *a,
    const uint32_t *b, unsigned L)
{
	uint32_t f = is_signed ? 0x80000000u : 0;
	lanemask_t m = 0;
	unsigned n;

	switch (cond) {
	case ISA_CC_EQ:
		for (n = 0; n < L; n++)
			m |= (lanemask_t)(a[n] == b[n]) << n;
		break;
	case ISA_CC_NE:
	case ISA_CC_LG:
	case ISA_CC_NEQ:
		for (n = 0; n < L; n++)
			m |= (lanemask_t)(a[n] != b[n]) << n;
		break;
	case ISA_CC_LT:
		for (n = 0; n < L; n++)
			m |= (lanemask_t)((a[n] ^ f) < (b[n] ^ f)) << n;
		break;
	case ISA_CC_LE:
		for (n = 0; n < L; n++)
			m |= (lanemask_t)((a[n] ^ f) <= (b[n] ^ f)) << n;
		break;
	case ISA_CC_GT:
		for (n = 0; n < L; n++)
			m |= (lanemask_t)((a[n] ^ f) > (b[n] ^ f)) << n;
		break;
	case ISA_CC_GE:
		for (n = 0; n < L; n++)
			m |= (lanemask_t)((a[n] ^ f) >= (b[n] ^ f)) << n;
		break;
	default:
		break;
	}
	return m;
}

static bool
cmp_f32(unsigned cond, uint32_t x, uint32_t y)
{
	bool un = fp32_isnan(x) || fp32_isnan(y);

	switch (cond) {
	case ISA_CC_EQ:
		return fp32_eq(x, y);
	case ISA_CC_LT:
		return fp32_lt(x, y);
	case ISA_CC_LE:
		return fp32_lt(x, y) || fp32_eq(x, y);
	case ISA_CC_GT:
		return fp32_lt(y, x);
	case ISA_CC_GE:
		return fp32_lt(y, x) || fp32_eq(x, y);
	case ISA_CC_LG:
		return !un && !fp32_eq(x, y);
	case ISA_CC_NEQ:
	case ISA_CC_NE:
		return un || !fp32_eq(x, y);
	default:
		return false;
	}
}

static uint32_t
popcount32(uint32_t v)
{
	return (uint32_t)__builtin_popcount(v);
}

#define L WAVE_MAX_LANES

/* Four lanes as one value (GCC/Clang vector extension): SSE2 or NEON
 * code without target-specific intrinsics. */
typedef int32_t v4i __attribute__((vector_size(16)));
typedef float v4f __attribute__((vector_size(16)));

/* A 64-slot copy as a loop: compilers turn it into vector moves, where
 * a 256-byte memcpy may become a slow `rep movs`. */
static inline void
copy_lanes(uint32_t *restrict d, const uint32_t *restrict s)
{
	for (unsigned n = 0; n < L; n++)
		d[n] = s[n];
}

/* The basic f32 operations, four lanes at a time, with the NaN test in
 * the same pass: lanes whose result is NaN then get the NaN rule of fp.h
 * (rare, so a second pass only when one occurred). */
#define F32_LOOP(r, a, b, expr, bad)					\
	for (unsigned n_ = 0; n_ < L; n_ += 4) {			\
		v4f x, y, z;						\
		memcpy(&x, (a) + n_, sizeof x);				\
		memcpy(&y, (b) + n_, sizeof y);				\
		z = (expr);						\
		(bad) |= z != z; /* NaN: unequal to itself */		\
		memcpy((r) + n_, &z, sizeof z);				\
	}

enum f32op { F_ADD, F_SUB, F_RSUB, F_MUL };

static void
arith_f32(uint32_t *restrict r, const uint32_t *restrict a,
    const uint32_t *restrict b, enum f32op op)
{
	v4i bad = { 0, 0, 0, 0 };

	/* one loop per operation: the operation stays out of the loop */
	switch (op) {
	case F_ADD:
		F32_LOOP(r, a, b, x + y, bad);
		break;
	case F_SUB:
		F32_LOOP(r, a, b, x - y, bad);
		break;
	case F_RSUB:
		F32_LOOP(r, a, b, y - x, bad);
		break;
	default:
		F32_LOOP(r, a, b, x * y, bad);
		break;
	}
	if (bad[0] | bad[1] | bad[2] | bad[3])
		for (unsigned n = 0; n < L; n++)
			if (fp32_isnan(r[n]))
				r[n] = op == F_RSUB ? fp32_nan2(b[n], a[n]) :
				    fp32_nan2(a[n], b[n]);
}

#undef F32_LOOP

/* min/max four lanes at a time. Equal values (+0 and -0 among them)
 * take x | y for min and x & y for max, which picks -0 and +0; a NaN
 * anywhere sends the whole instruction to fp.h's exact rule. */
static void
minmax_f32(uint32_t *restrict r, const uint32_t *restrict a,
    const uint32_t *restrict b, bool is_max)
{
	v4i nan4 = { 0, 0, 0, 0 };
	unsigned n;

	for (n = 0; n < L; n += 4) {
		v4i x, y, lt, gt, eq, z;
		v4f fx, fy;
		memcpy(&x, a + n, sizeof x);
		memcpy(&y, b + n, sizeof y);
		memcpy(&fx, a + n, sizeof fx);
		memcpy(&fy, b + n, sizeof fy);
		nan4 |= (fx != fx) | (fy != fy); /* NaN: unequal to itself */
		lt = fx < fy;
		gt = fy < fx;
		eq = ~(lt | gt);
		if (is_max)
			z = (x & gt) | (y & lt) | (x & y & eq);
		else
			z = (x & lt) | (y & gt) | ((x | y) & eq);
		memcpy(r + n, &z, sizeof z);
	}
	if (nan4[0] | nan4[1] | nan4[2] | nan4[3])
		for (n = 0; n < L; n++)
			r[n] = is_max ? fp32_max(a[n], b[n]) :
			    fp32_min(a[n], b[n]);
}

/* V_DOT2ACC_F32_F16 as the RDNA3 ISA guide's pseudo-code writes it (the
 * VOPD half runs the VOP2 operation, RDNA3 guide 7.6): the accumulator
 * plus the product of the low f16 halves, rounded to f32, then plus the
 * product of the high halves, rounded again. A product of two f16 values
 * is exact in f32 (at most 22 significant bits, exponent -48 to +32), so
 * the two adds are the only roundings (semantics note vopd.dot2acc). */
static uint32_t
dot2acc_f16(uint32_t a, uint32_t b, uint32_t acc)
{
	uint32_t lo = fp32_mul(fp16_to_fp32((uint16_t)a),
	    fp16_to_fp32((uint16_t)b));
	uint32_t hi = fp32_mul(fp16_to_fp32((uint16_t)(a >> 16)),
	    fp16_to_fp32((uint16_t)(b >> 16)));

	return fp32_add(fp32_add(acc, lo), hi);
}

/* The lane mask of 64 flag bytes (0 or 1): eight bytes at a time, the
 * multiply gathers the low bit of each byte into the top byte. */
static lanemask_t
bytes_to_mask(const uint8_t *c)
{
	lanemask_t m = 0;

	for (unsigned g = 0; g < L / 8; g++) {
		uint64_t x;
		memcpy(&x, c + 8 * g, sizeof x);
		m |= ((x * 0x0102040810204080ull) >> 56) << (8 * g);
	}
	return m;
}

/* Computes r for every lane slot (inactive and beyond the wave too: the
 * write-back decides what lands), with carry-out or compare bits in out.
 * cin: carry-in/condition mask. */
static void
compute(const struct isa_info *ii, const struct semantics *sem,
    const uint32_t *restrict a, const uint32_t *restrict b,
    const uint32_t *restrict c, lanemask_t cin, uint32_t *restrict r,
    struct valu_out *out)
{
	unsigned n;
	lanemask_t m = 0;
	uint8_t cf[L];

	out->has_mask = false;
	switch (ii->sem) {
	case SEM_MOV:
		copy_lanes(r, a);
		break;
	case SEM_NOT:
		for (n = 0; n < L; n++)
			r[n] = ~a[n];
		break;
	case SEM_CVT_F32_I32:
		for (n = 0; n < L; n++)
			r[n] = fp32_from_i32((int32_t)a[n]);
		break;
	case SEM_CVT_F32_U32:
		for (n = 0; n < L; n++)
			r[n] = fp32_from_u32(a[n]);
		break;
	case SEM_CVT_I32_F32:
		for (n = 0; n < L; n++)
			r[n] = (uint32_t)fp32_to_i32(a[n]);
		break;
	case SEM_CVT_U32_F32:
		for (n = 0; n < L; n++)
			r[n] = fp32_to_u32(a[n]);
		break;
	case SEM_ADD_F32:
		arith_f32(r, a, b, F_ADD);
		break;
	case SEM_SUB_F32:
		arith_f32(r, a, b, F_SUB);
		break;
	case SEM_SUBREV_F32:
		arith_f32(r, a, b, F_RSUB);
		break;
	case SEM_MUL_F32:
		arith_f32(r, a, b, F_MUL);
		break;
	case SEM_MUL_DX9_F32:
		/* a zero (of either sign) factor gives +0, even times
		 * infinity or NaN (RDNA3 ISA guide, V_MUL_DX9_ZERO_F32) */
		for (n = 0; n < L; n++)
			r[n] = (a[n] & 0x7fffffffu) == 0 ||
			    (b[n] & 0x7fffffffu) == 0 ? 0 :
			    fp32_mul(a[n], b[n]);
		break;
	case SEM_MAC_F32:
		/* v_mac_f32 is a multiply then an add, two roundings */
		for (n = 0; n < L; n++)
			r[n] = fp32_add(fp32_mul(a[n], b[n]), c[n]);
		break;
	case SEM_FMA_F32:
		for (n = 0; n < L; n++)
			r[n] = fp32_fma(a[n], b[n], c[n]);
		break;
	case SEM_DOT2ACC_F16:
		for (n = 0; n < L; n++)
			r[n] = dot2acc_f16(a[n], b[n], c[n]);
		break;
	case SEM_ADD_F16:
		for (n = 0; n < L; n++)
			r[n] = fp16_add((uint16_t)a[n], (uint16_t)b[n]);
		break;
	case SEM_SUB_F16:
		for (n = 0; n < L; n++)
			r[n] = fp16_sub((uint16_t)a[n], (uint16_t)b[n]);
		break;
	case SEM_SUBREV_F16:
		for (n = 0; n < L; n++)
			r[n] = fp16_sub((uint16_t)b[n], (uint16_t)a[n]);
		break;
	case SEM_MIN_F32:
		minmax_f32(r, a, b, false);
		break;
	case SEM_MAX_F32:
		minmax_f32(r, a, b, true);
		break;
	case SEM_ADD_U32:
	case SEM_ADD_I32:
		for (n = 0; n < L; n++)
			r[n] = a[n] + b[n];
		if (ii->flags & ISA_F_CARRY_OUT) {
			for (n = 0; n < L; n++)
				cf[n] = (uint8_t)(r[n] < a[n]);
			m = bytes_to_mask(cf);
		}
		break;
	case SEM_SUB_U32:
	case SEM_SUB_I32:
		for (n = 0; n < L; n++)
			r[n] = a[n] - b[n];
		if (ii->flags & ISA_F_CARRY_OUT) {
			for (n = 0; n < L; n++)
				cf[n] = (uint8_t)(b[n] > a[n]);
			m = bytes_to_mask(cf);
		}
		break;
	case SEM_SUBREV_U32:
		for (n = 0; n < L; n++)
			r[n] = b[n] - a[n];
		if (ii->flags & ISA_F_CARRY_OUT) {
			for (n = 0; n < L; n++)
				cf[n] = (uint8_t)(a[n] > b[n]);
			m = bytes_to_mask(cf);
		}
		break;
	case SEM_ADDC_U32:
		for (n = 0; n < L; n++) {
			uint64_t s = (uint64_t)a[n] + b[n] + ((cin >> n) & 1);
			r[n] = (uint32_t)s;
			m |= (lanemask_t)(s >> 32) << n;
		}
		break;
	case SEM_SUBB_U32:
		for (n = 0; n < L; n++) {
			uint64_t s = (uint64_t)a[n] - b[n] - ((cin >> n) & 1);
			r[n] = (uint32_t)s;
			m |= (lanemask_t)((s >> 32) != 0) << n;
		}
		break;
	case SEM_SUBBREV_U32:
		for (n = 0; n < L; n++) {
			uint64_t s = (uint64_t)b[n] - a[n] - ((cin >> n) & 1);
			r[n] = (uint32_t)s;
			m |= (lanemask_t)((s >> 32) != 0) << n;
		}
		break;
	case SEM_MUL_LO_U32:
		for (n = 0; n < L; n++)
			r[n] = a[n] * b[n];
		break;
	case SEM_MUL_HI_U32:
		for (n = 0; n < L; n++)
			r[n] = (uint32_t)(((uint64_t)a[n] * b[n]) >> 32);
		break;
	case SEM_AND:
		for (n = 0; n < L; n++)
			r[n] = a[n] & b[n];
		break;
	case SEM_OR:
		for (n = 0; n < L; n++)
			r[n] = a[n] | b[n];
		break;
	case SEM_XOR:
		for (n = 0; n < L; n++)
			r[n] = a[n] ^ b[n];
		break;
	case SEM_LSHLREV:
		for (n = 0; n < L; n++)
			r[n] = b[n] << (a[n] & 31);
		break;
	case SEM_LSHRREV:
		for (n = 0; n < L; n++)
			r[n] = b[n] >> (a[n] & 31);
		break;
	case SEM_ASHRREV:
		for (n = 0; n < L; n++)
			r[n] = (uint32_t)((int32_t)b[n] >> (a[n] & 31));
		break;
	case SEM_MIN_I32:
		for (n = 0; n < L; n++)
			r[n] = (int32_t)a[n] < (int32_t)b[n] ? a[n] : b[n];
		break;
	case SEM_MAX_I32:
		for (n = 0; n < L; n++)
			r[n] = (int32_t)a[n] > (int32_t)b[n] ? a[n] : b[n];
		break;
	case SEM_MIN_U32:
		for (n = 0; n < L; n++)
			r[n] = a[n] < b[n] ? a[n] : b[n];
		break;
	case SEM_MAX_U32:
		for (n = 0; n < L; n++)
			r[n] = a[n] > b[n] ? a[n] : b[n];
		break;
	case SEM_CNDMASK:
		for (n = 0; n < L; n++)
			r[n] = ((cin >> n) & 1) ? b[n] : a[n];
		break;
	case SEM_MBCNT_LO:
		for (n = 0; n < L; n++) {
			uint32_t below = n >= 32 ? 0xffffffffu :
			    (uint32_t)((1ull << n) - 1);
			r[n] = popcount32(a[n] & below) + b[n];
		}
		break;
	case SEM_MBCNT_HI:
		for (n = 0; n < L; n++) {
			uint32_t below = n < 32 ? 0 :
			    (uint32_t)((1ull << (n - 32)) - 1);
			r[n] = popcount32(a[n] & below) + b[n];
		}
		break;
	case SEM_VX:
		if (ii->aux >= VX_DIV_SCALE_F32 && ii->aux <= VX_DIV_FIXUP_F32)
			m = exec_vx2_div32(ii->aux, a, b, c, cin, r);
		else if (ii->aux >= VX_RCP_F16 && ii->aux <= VX_PACK_B32_F16)
			exec_vx2_16bit(ii->aux, a, b, c, r);
		else
			exec_vx_compute(ii->aux, sem, a, b, c, r);
		break;
	case SEM_CMP:
		/* branch valu16b: a 64-bit compare arrives done in cin;
		 * f16, i16/u16, class and the other conditions */
		if ((ii->flags & ISA_F_WIDE) || ii->aux > ISA_CC_NEQ ||
		    ii->type == ISA_TY_F16) {
			m = (ii->flags & ISA_F_WIDE) ? cin :
			    exec_vx2_cmp32(ii->type, ii->aux, a, b);
			out->has_mask = true;
			break;
		}
		if (ii->type == ISA_TY_F32) {
			for (n = 0; n < L; n++)
				m |= (lanemask_t)cmp_f32(ii->aux, a[n], b[n]) <<
				    n;
		} else {
			m = cmp_int_lanes(ii->aux, ii->type == ISA_TY_I32, a,
			    b, L);
		}
		out->has_mask = true;
		break;
	default:
		break;
	}
	if (ii->flags & ISA_F_CARRY_OUT)
		out->has_mask = true;
	out->cout = m;
}

/* Four lane-select words for each nibble of a lane mask. */
static const v4i nibble_lanes[16] = {
	{ 0, 0, 0, 0 }, { -1, 0, 0, 0 }, { 0, -1, 0, 0 }, { -1, -1, 0, 0 },
	{ 0, 0, -1, 0 }, { -1, 0, -1, 0 }, { 0, -1, -1, 0 },
	{ -1, -1, -1, 0 }, { 0, 0, 0, -1 }, { -1, 0, 0, -1 },
	{ 0, -1, 0, -1 }, { -1, -1, 0, -1 }, { 0, 0, -1, -1 },
	{ -1, 0, -1, -1 }, { 0, -1, -1, -1 }, { -1, -1, -1, -1 },
};

/* d[n] = r[n] for the lanes in write. With a few lanes left out (row
 * starts of a shift) copy everything and put those back; with whole
 * 8-lane groups copy the groups; otherwise a select four lanes at a
 * time, the lane words from the mask's nibbles. */
static void
blend(uint32_t *restrict d, const uint32_t *restrict r, lanemask_t write)
{
	lanemask_t keep = ~write, m;
	uint32_t save[4];
	unsigned k;

	/* clear up to four kept lanes: none left means at most four */
	m = keep;
	for (k = 0; m && k < 4; k++)
		m &= m - 1;
	if (m == 0) {
		m = keep;
		for (k = 0; m; m &= m - 1, k++)
			save[k] = d[__builtin_ctzll(m)];
		copy_lanes(d, r);
		m = keep;
		for (k = 0; m; m &= m - 1, k++)
			d[__builtin_ctzll(m)] = save[k];
		return;
	}
	if (write == (write & 0x0101010101010101ull) * 0xff) {
		/* whole 8-lane groups (row and half-row masks) */
		for (unsigned g = 0; g < L / 8; g++)
			if ((write >> (8 * g)) & 1)
				memcpy(d + 8 * g, r + 8 * g, 8 * sizeof *d);
		return;
	}
	for (unsigned n = 0; n < L; n += 4) {
		v4i x, y, sel = nibble_lanes[(write >> n) & 15];
		memcpy(&x, d + n, sizeof x);
		memcpy(&y, r + n, sizeof y);
		x = (x & ~sel) | (y & sel);
		memcpy(d + n, &x, sizeof x);
	}
}

/* ---- integer clamp of SEM_VX rows (branch vop3p16c) ---- */
/* The exact result of a saturating SEM_VX row (isa_vx_int_clamp) from
 * its sources, clamped to the result's range: 16 bits signed or unsigned
 * by the row's type, else 32 bits unsigned. */
static uint32_t
vx_saturated(const struct isa_info *ii, uint32_t a, uint32_t b, uint32_t c)
{
	bool sgn = ii->type == ISA_TY_I32;
	int64_t x = sgn ? (int16_t)a : (uint16_t)a;
	int64_t y = sgn ? (int16_t)b : (uint16_t)b;
	int64_t z = sgn ? (int16_t)c : (uint16_t)c, e, lo, hi;

	switch (ii->aux) {
	case VX_ADD_U16: e = x + y; break;
	case VX_SUB_U16: e = x - y; break;
	case VX_SUBREV_U16: e = y - x; break;
	case VX_MAD_U16: e = x * y + z; break;
	case VX_MAD_U32_U24:
		e = (int64_t)(a & 0xffffffu) * (b & 0xffffffu) + c;
		break;
	default: /* VX_MAD_U32_U16 */
		e = (int64_t)(a & 0xffffu) * (b & 0xffffu) + c;
		break;
	}
	if (ii->aux == VX_MAD_U32_U24 || ii->aux == VX_MAD_U32_U16) {
		lo = 0;
		hi = UINT32_MAX;
	} else {
		lo = sgn ? INT16_MIN : 0;
		hi = sgn ? INT16_MAX : UINT16_MAX;
	}
	e = e < lo ? lo : e > hi ? hi : e;
	return (uint32_t)e & (hi == UINT32_MAX ? 0xffffffffu : 0xffffu);
}

/* VOP3/SDWA clamp on integer add/sub: saturate instead of wrapping. */
static void
int_clamp(const struct isa_info *ii, const uint32_t *a, const uint32_t *b,
    const uint32_t *c, uint32_t *r)
{
	for (unsigned n = 0; n < L; n++) {
		int64_t x = (int32_t)a[n], y = (int32_t)b[n], s;
		switch (ii->sem) {
		case SEM_VX:
			/* a binary row's c was never filled */
			if (ii->aux >= VX_DOT2C_I32_I16 &&
			    ii->aux <= VX_DOT8C_I32_I4)
				/* c is the old d (ISA_F_READS_DST) */
				r[n] = exec_g12f_dotc(ii->aux, a[n], b[n], c[n],
				    true);
			else if (isa_vx_int_clamp(ii->aux))
				r[n] = vx_saturated(ii, a[n], b[n],
				    (ii->flags & ISA_F_SRC3) ? c[n] : 0);
			break;
		case SEM_ADD_U32:
			if ((uint64_t)a[n] + b[n] > UINT32_MAX)
				r[n] = UINT32_MAX;
			break;
		case SEM_SUB_U32:
			if (b[n] > a[n])
				r[n] = 0;
			break;
		case SEM_SUBREV_U32:
			if (a[n] > b[n])
				r[n] = 0;
			break;
		case SEM_ADD_I32:
		case SEM_SUB_I32:
			s = ii->sem == SEM_ADD_I32 ? x + y : x - y;
			if (s > INT32_MAX)
				r[n] = INT32_MAX;
			else if (s < INT32_MIN)
				r[n] = (uint32_t)INT32_MIN;
			break;
		default:
			break;
		}
	}
}

static int
check_form(const struct wave *w, const struct insn *insn,
    const struct isa_info *ii, struct diag *diag)
{
	const struct isa_features *ft =
	    isa_features((enum isa_target)w->target);

	if (!valu_sem_supported(ii->sem)) {
		diag_set(diag, DIAG_ERROR, DIAG_EXEC, insn->col, 0,
		    "%s is not modelled by lanescope (its execution)",
		    ii->name);
		return -1;
	}
	/* v_cvt_pk_u8_f32 and v_cvt_pkaccum_u8_f32 write a packed integer:
	 * llvm-mc takes clamp and omod, but no guide says what they do to
	 * it (an f32 clamp of the bits would be a silent wrong answer) */
	if (ii->sem == SEM_VX && ii->aux == VX_CVT_PK_U8_F32 &&
	    (insn->clamp || insn->omod)) {
		diag_set(diag, DIAG_ERROR, DIAG_EXEC, insn->col, 0,
		    "clamp and omod on %s are not modelled by lanescope",
		    ii->name);
		return -1;
	}
	switch (insn->form) {
	case FORM_DPP:
	case FORM_DPP8:
		return exec_dpp_check(w, insn, diag);
	case FORM_SDWA:
		if (!(ii->flags & ISA_F_SDWA)) {
			diag_set(diag, DIAG_ERROR, DIAG_TARGET, insn->col, 0,
			    "%s has no SDWA form", ii->name);
			return -1;
		}
		if (ft->sdwa == ISA_SDWA_NONE) {
			diag_set(diag, DIAG_ERROR, DIAG_TARGET, insn->col, 0,
			    "SDWA does not exist on %s (removed in gfx11)",
			    tname(w));
			return -1;
		}
		if (insn->omod && ft->sdwa == ISA_SDWA_GFX8) {
			diag_set(diag, DIAG_ERROR, DIAG_TARGET, insn->col, 0,
			    "SDWA omod is not supported on %s (gfx9 and "
			    "later)", tname(w));
			return -1;
		}
		if (insn->dst_sel > SDWA_DWORD || insn->src0_sel > SDWA_DWORD ||
		    insn->src1_sel > SDWA_DWORD ||
		    insn->dst_unused > SDWA_UNUSED_PRESERVE) {
			diag_set(diag, DIAG_ERROR, DIAG_EXEC, insn->col, 0,
			    "reserved SDWA select or dst_unused value");
			return -1;
		}
		return 0;
	case FORM_E64:
		if (ii->flags & ISA_F_NO_E64) {
			diag_set(diag, DIAG_ERROR, DIAG_TARGET, insn->col, 0,
			    "%s has no VOP3 (_e64) form", ii->name);
			return -1;
		}
		return 0;
	default:
		return 0;
	}
}

/* buf = the high halves of v moved down (op_sel of a source); buf may
 * be v. Returns buf. */
static const uint32_t *
high_halves(uint32_t *buf, const uint32_t *v)
{
	for (unsigned n = 0; n < L; n++)
		buf[n] = v[n] >> 16;
	return buf;
}

/* v_mov_b16 with true16 halves (ISA_F_T16, gfx11/gfx12; RDNA3 ISA
 * V_MOV_B16: D0.b16 = S0.b16): the half op_sel bit 0 names of a VGPR
 * source, bits 15:0 of an SGPR or constant, into the half of d its
 * ISA_OPSEL_DST bit names; the other half of d is another 16-bit register
 * in true16 and is kept. */
static enum exec_status
exec_t16_mov_step(struct wave *w, const struct insn *insn, struct step *rec,
    struct diag *diag)
{
	uint32_t S[L], old[L];
	const uint32_t *s = lanes_of(w, &insn->src[0], S);
	unsigned d = insn->dst.reg & 255;
	bool s_hi = insn->src[0].kind == OPND_VGPR && (insn->op_sel & 1);
	bool d_hi = (insn->op_sel & ISA_OPSEL_DST) != 0;
	lanemask_t exec = w->exec & wave_all_lanes(w->size);

	if (insn->dst.kind != OPND_VGPR || insn->form != FORM_E32) {
		diag_set(diag, DIAG_ERROR, DIAG_EXEC, insn->col, 0,
		    "v_mov_b16 is modelled in its VOP1 form with VGPR halves "
		    "only");
		return EXEC_ERROR;
	}
	memcpy(old, w->vgpr[d], sizeof old);
	for (unsigned n = 0; n < w->size; n++) {
		uint32_t h = (s_hi ? s[n] >> 16 : s[n]) & 0xffffu;
		if (!(exec & LANE(n)))
			continue;
		w->vgpr[d][n] = d_hi ? (old[n] & 0xffffu) | h << 16 :
		    (old[n] & 0xffff0000u) | h;
	}
	exec_mark_vgpr(w, d);
	if (rec != NULL) {
		exec_rec_exec_write(rec, old, w->vgpr[d], exec, w->size);
	}
	return EXEC_OK;
}

/* Whether the low-half result of row ii on this target keeps the high
 * half under valu.d16_other_half=keep: every 16-bit result from gfx10
 * on, the op_sel rows on gfx9 (LLVM zeroesHigh16BitsOfDest). */
static bool
d16_keeps(const struct wave *w, const struct isa_info *ii)
{
	enum isa_enc e = isa_features((enum isa_target)w->target)->enc;

	if (e == ISA_ENC_GFX8)
		return false;
	return e != ISA_ENC_GFX9 || (ii->flags & ISA_F_OPSEL);
}

/* Puts the 16-bit results r into the half of the destination op_sel
 * names, merged with the other half of the destination VGPR as
 * valu.d16_other_half says; marks the lanes where that choice matters. */
static void
d16_place(const struct wave *w, const struct insn *insn,
    const struct isa_info *ii, const struct semantics *sem, uint32_t *r,
    lanemask_t write, struct step *rec)
{
	const uint32_t *d = w->vgpr[insn->dst.reg & 255];
	bool hi = (ii->flags & ISA_F_OPSEL) && (insn->op_sel & ISA_OPSEL_DST);
	bool keeps = d16_keeps(w, ii);
	bool keep = keeps && sem->choice[DISPUTE_D16_OTHER_HALF] != 0;
	unsigned n;

	for (n = 0; n < L; n++) {
		uint32_t v = r[n] & 0xffffu;
		if (hi)
			r[n] = v << 16 | (d[n] & 0xffffu);
		else
			r[n] = keep ? (d[n] & 0xffff0000u) | v : v;
	}
	if (rec != NULL && !hi && keeps)
		for (n = 0; n < w->size; n++)
			if ((write & LANE(n)) && (d[n] >> 16) != 0)
				exec_rec_dispute(rec, DISPUTE_D16_OTHER_HALF,
				    n);
}

enum exec_status
exec_valu_step(struct wave *w, const struct insn *insn,
    const struct semantics *sem, struct step *rec, struct diag *diag)
{
	const struct isa_info *ii = &isa_table[insn->id];
	unsigned W = w->size, n;
	lanemask_t exec = w->exec, all = wave_all_lanes(W);
	lanemask_t write = exec, zeroed = 0, cin = 0;
	uint32_t A[L], B[L], C[L], R[L], old[L];
	const uint32_t *a = A, *b = B, *c = C, *res = R;
	uint32_t *r = R;
	enum arity ar = arity_of(ii);
	bool is_float = (ii->flags & ISA_F_FLOAT) != 0;
	/* float output modifiers: float rows and int-to-float conversions */
	bool fres = is_float || (ii->flags & ISA_F_FRES) != 0;
	/* dot2acc's sources are f16 pairs, its result an f32 */
	bool res16 = ii->sem == SEM_VX ? exec_vx_f16_result(ii->aux, ii->type)
	    : ii->type == ISA_TY_F16 && ii->sem != SEM_DOT2ACC_F16;
	bool is_cmp = ii->sem == SEM_CMP;
	bool sdwa = insn->form == FORM_SDWA;
	bool dpp = insn->form == FORM_DPP || insn->form == FORM_DPP8;
	struct valu_out out;
	uint32_t *d;

	if (insn->form == FORM_VOPD)
		return exec_vopd_step(w, insn, sem, rec, diag);
	if (ii->sem == SEM_V_SWAP)
		return exec_swap_step(w, insn, rec, diag);
	if (ii->flags & ISA_F_T16)
		return exec_t16_mov_step(w, insn, rec, diag);
	if (ii->sem == SEM_V_MOVREL)
		return exec_vmovrel_step(w, insn, sem, rec, diag);
	if (ii->sem == SEM_ACCVGPR)
		return exec_accvgpr_step(w, insn, rec, diag);
	if (check_form(w, insn, ii, diag) != 0)
		return EXEC_ERROR;
	if (ii->sem == SEM_VOP3P)
		return exec_vop3p_step(w, insn, sem, rec, diag);
	if ((ii->flags & ISA_F_WIDE) && !is_cmp)
		return exec_vx64_step(w, insn, sem, rec, diag);
	if (!is_cmp && insn->dst.kind != OPND_VGPR) {
		diag_set(diag, DIAG_ERROR, DIAG_EXEC, insn->dst.col, 0,
		    "%s needs a VGPR destination", ii->name);
		return EXEC_ERROR;
	}

	/* gather */
	if (dpp)
		exec_dpp_fetch(w, insn, sem, A, &write, &zeroed, rec);
	else
		a = lanes_of(w, &insn->src[0], A);
	if (ar != AR_UNARY)
		b = lanes_of(w, &insn->src[1], B);
	if (ar == AR_TERNARY)
		c = lanes_of(w, &insn->src[2], C);
	else if (ii->flags & ISA_F_READS_DST)
		c = w->vgpr[insn->dst.reg & 255];
	if (ii->flags & ISA_F_CARRY_IN)
		cin = exec_mask_operand(w, &insn->src[3]);
	/* branch valu16b: v_div_fmas_f32 reads vcc without naming it; a
	 * 64-bit compare is made here whole and handed on in cin */
	if (ii->sem == SEM_VX && ii->aux == VX_DIV_FMAS_F32) {
		static const struct operand vcc = { .kind = OPND_VCC,
			.count = 2 };
		cin = exec_mask_operand(w, &vcc);
	}
	if (is_cmp && (ii->flags & ISA_F_WIDE))
		cin = exec_vx2_cmp64(w, insn);

	/* op_sel of a 16-bit VOP3 row: a source whose bit is set gives its
	 * high half as the low one (Vega ISA 12.10 and RDNA ISA VOP3
	 * encoding, OPSEL field); before neg/abs, which act on that half */
	if ((ii->flags & ISA_F_OPSEL) && (insn->op_sel & 7) &&
	    !(ii->sem == SEM_VX && exec_g12f_to_fp8_op(ii->aux))) {
		if (insn->op_sel & 1)
			a = high_halves(A, a);
		if ((insn->op_sel & 2) && ar != AR_UNARY)
			b = high_halves(B, b);
		/* v_mad_u32_u16's src2 is 32 bits: its bit picks nothing
		 * (llvm-mc's op_sel review: meaningless for 32-bit
		 * operands) */
		if ((insn->op_sel & 4) && ar == AR_TERNARY &&
		    ii->aux != VX_MAD_U32_U16 && ii->aux != VX_MAD_I32_I16)
			c = high_halves(C, c);
	}
	if (sdwa) {
		a = sdwa_select(A, a, insn->src0_sel,
		    (insn->src[0].mods & OPND_MOD_SEXT) != 0);
		if (ar != AR_UNARY)
			b = sdwa_select(B, b, insn->src1_sel,
			    (insn->src[1].mods & OPND_MOD_SEXT) != 0);
	}
	/* v_cndmask's VOP3 neg/abs act on the sign bit too (llvm-mc takes
	 * them; LLVM folds fneg/fabs of a select into them): they were
	 * parsed and encoded but dropped here (branch s6-16int) */
	if (is_float || ii->sem == SEM_CNDMASK) {
		/* abs first, then neg (ISA3 VOP3 rule, RJ). For DPP the
		 * modifier acts on the fetched value, also an injected zero
		 * unless dpp.zero_then_modifiers says skip (dispute 7). */
		unsigned m0 = insn->src[0].mods & (OPND_MOD_ABS | OPND_MOD_NEG);
		if (m0)
			a = apply_mods(A, a, m0, ii->type);
		if (zeroed && m0) {
			if (sem->choice[DISPUTE_ZERO_MODIFIERS])
				for (n = 0; n < L; n++)
					if (zeroed & LANE(n))
						A[n] = 0;
			if (rec != NULL)
				for (n = 0; n < W; n++)
					if (zeroed & write & LANE(n))
						exec_rec_dispute(rec,
						    DISPUTE_ZERO_MODIFIERS, n);
		}
		if (ar != AR_UNARY && insn->src[1].mods)
			b = apply_mods(B, b, insn->src[1].mods, ii->type);
		if (ar == AR_TERNARY && insn->src[2].mods)
			c = apply_mods(C, c, insn->src[2].mods, ii->type);
	}

	/* a move without output modifiers writes its source as it is */
	if (ii->sem == SEM_MOV && !insn->clamp && !insn->omod) {
		res = a;
		out.has_mask = false;
		out.cout = 0;
	} else if (ii->sem == SEM_VX && exec_g12f_to_fp8_op(ii->aux)) {
		/* f32 to fp8/bf8 (branch s7-16fp8): c is the old d, op_sel
		 * picks where the result goes; a lane where the other
		 * choice of a switch gives another d records that */
		struct semantics alt;

		for (n = 0; n < L; n++)
			r[n] = exec_g12f_to_fp8_lane(ii->aux, sem, a[n], b[n],
			    c[n], insn->op_sel);
		out.has_mask = false;
		out.cout = 0;
		for (unsigned dsp = DISPUTE_FP8_OVERFLOW; rec != NULL &&
		    dsp <= DISPUTE_FP8_SR_BITS; dsp++) {
			alt = *sem;
			alt.choice[dsp] = !alt.choice[dsp];
			for (n = 0; n < W; n++)
				if ((write & LANE(n)) && r[n] !=
				    exec_g12f_to_fp8_lane(ii->aux, &alt, a[n],
				    b[n], c[n], insn->op_sel))
					exec_rec_dispute(rec,
					    (enum dispute)dsp, n);
		}
	} else {
		compute(ii, sem, a, b, c, cin, r, &out);
	}

	/* output modifiers: omod then clamp, on the full result and so
	 * before an SDWA destination merge (RJ; ISA3 only says "clamp
	 * output"; gem5 ignores SDWA clamp) */
	if (!is_cmp && res == r) {
		if (fres && (insn->omod || insn->clamp)) {
			for (n = 0; n < L; n++) {
				if (res16) {
					uint16_t h = fp16_omod((uint16_t)r[n],
					    insn->omod);
					r[n] = insn->clamp ? fp16_clamp(h) : h;
				} else if (ii->sem != SEM_CVT_I32_F32 &&
				    ii->sem != SEM_CVT_U32_F32 &&
				    !(ii->sem == SEM_VX &&
				      (ii->aux == VX_CVT_FLR_I32_F32 ||
				       ii->aux == VX_CVT_RPI_I32_F32))) {
					uint32_t f = fp32_omod(r[n],
					    insn->omod);
					r[n] = insn->clamp ? fp32_clamp(f) : f;
				}
			}
		} else if (insn->clamp) {
			int_clamp(ii, a, b, c, r);
		}
		/* a 16-bit result goes to one half: op_sel's destination
		 * bit writes the high half and keeps the low one; the low
		 * half zeroes or keeps the high one as valu.d16_other_half
		 * says (zero: the gfx8/9 rule of VOP1/VOP2) */
		if (res16 && !sdwa)
			d16_place(w, insn, ii, sem, r, write, rec);
	}

	/* write back */
	if (!is_cmp) {
		unsigned dr = insn->dst.reg & 255;
		d = w->vgpr[dr];
		if (rec != NULL || sdwa)
			copy_lanes(old, d);
		if (sdwa) {
			for (n = 0; n < W; n++)
				R[n] = sdwa_merge(res[n], old[n], insn->dst_sel,
				    insn->dst_unused);
			res = R;
		}
		if (res == d)
			; /* v_mov_b32 vN, vN: nothing moves */
		else if (write == ~(lanemask_t)0)
			copy_lanes(d, res);
		else
			blend(d, res, write);
		exec_mark_vgpr(w, dr);
	}
	if (out.has_mask) {
		/* Lanes EXEC disables get 0; active lanes a DPP mask or
		 * bound_ctrl keeps unwritten keep their old bit (RJ). */
		const struct operand *sd = &insn->sdst;
		static const struct operand vcc = { .kind = OPND_VCC,
			.count = 2 };
		lanemask_t prev, bits;
		bool to_exec = (ii->flags & ISA_F_WRITES_EXEC) != 0;
		bool exec_only = isa_features((enum isa_target)w->target)->
		    cmpx_exec_only;

		if (sd->kind == OPND_NONE)
			sd = &vcc;
		prev = exec_mask_operand(w, sd);
		bits = (out.cout & write) | (prev & exec & ~write);
		if (rec != NULL && is_cmp) {
			for (n = 0; n < W; n++) {
				struct lane_step *ls = &rec->lane[n];
				ls->old_value = (uint32_t)(prev >> n) & 1;
				ls->new_value = (uint32_t)(bits >> n) & 1;
			}
			rec->written = exec;
			rec->changed = (prev ^ bits) & all;
		}
		/* gfx10+ v_cmpx writes only EXEC */
		if (!(to_exec && exec_only))
			exec_write_mask(w, sd, bits);
		if (to_exec)
			w->exec = bits & all;
	}

	if (rec != NULL) {
		if (!dpp)
			for (n = 0; n < W; n++)
				rec->lane[n].reason = (exec & LANE(n)) ?
				    REASON_COMPUTED : REASON_EXEC_OFF;
		if (ii->sem == SEM_VX)
			for (n = 0; n < W; n++)
				if ((write & LANE(n)) &&
				    exec_vx_disputed(ii->aux, a[n]))
					exec_rec_dispute(rec,
					    DISPUTE_TRANS_DENORMALS, n);
		if (!is_cmp)
			exec_rec_values(rec, old, w->vgpr[insn->dst.reg & 255],
			    write, W);
		else
			for (n = 0; n < W; n++)
				if (exec & LANE(n))
					rec->lane[n].flags |= LANE_WRITTEN;
	}
	return EXEC_OK;
}
