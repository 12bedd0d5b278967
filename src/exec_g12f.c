/* SPDX-License-Identifier: MIT */
/* gfx12's float rows of isa_table_g12f.h: IEEE 754-2019 minimum and
 * maximum on f32, f16 and f64 lanes, their three-operand and two-step
 * forms, and the number-preferring f16 two-step forms. Pure. */
#include "exec_internal.h"
#include "fp.h"

#define L WAVE_MAX_LANES

/* IEEE 754-2019 minimum (max false) or maximum of two f64: a NaN operand
 * gives that NaN quieted (the first when both are), -0 is below +0
 * (RDNA4 ISA, V_MINIMUM_F64). */
uint64_t
exec_g12f_minimum64(uint64_t a, uint64_t b, bool max)
{
	const uint64_t mag = 0x7fffffffffffffffull, quiet = 1ull << 51;
	double x, y;

	if ((a & mag) > 0x7ff0000000000000ull)
		return a | quiet;
	if ((b & mag) > 0x7ff0000000000000ull)
		return b | quiet;
	if (((a | b) & mag) == 0 && a != b)
		return max ? 0 : 1ull << 63; /* +0 and -0 */
	x = fp64_f(a);
	y = fp64_f(b);
	return (max ? x >= y : x <= y) ? a : b;
}

/* One lane of the 32-bit-wide rows: f32 in a, b, c, or f16 in their low
 * halves (the f16 result's high half is the caller's business). */
static uint32_t
one_lane(unsigned op, uint32_t a, uint32_t b, uint32_t c)
{
	switch (op) {
	case VX_MINIMUM_F32:
		return exec_salu_minimum32(a, b, false);
	case VX_MAXIMUM_F32:
		return exec_salu_minimum32(a, b, true);
	case VX_MINIMUM3_F32:
		return exec_salu_minimum32(exec_salu_minimum32(a, b, false), c,
		    false);
	case VX_MAXIMUM3_F32:
		return exec_salu_minimum32(exec_salu_minimum32(a, b, true), c,
		    true);
	case VX_MINIMUMMAXIMUM_F32:
		return exec_salu_minimum32(exec_salu_minimum32(a, b, false), c,
		    true);
	case VX_MAXIMUMMINIMUM_F32:
		return exec_salu_minimum32(exec_salu_minimum32(a, b, true), c,
		    false);
	}
	a &= 0xffffu;
	b &= 0xffffu;
	c &= 0xffffu;
	switch (op) {
	case VX_MINIMUM_F16:
		return exec_vop3p_minimum16(a, b, false);
	case VX_MAXIMUM_F16:
		return exec_vop3p_minimum16(a, b, true);
	case VX_MINIMUM3_F16:
		return exec_vop3p_minimum16(exec_vop3p_minimum16(a, b, false),
		    c, false);
	case VX_MAXIMUM3_F16:
		return exec_vop3p_minimum16(exec_vop3p_minimum16(a, b, true),
		    c, true);
	case VX_MINIMUMMAXIMUM_F16:
		return exec_vop3p_minimum16(exec_vop3p_minimum16(a, b, false),
		    c, true);
	case VX_MAXIMUMMINIMUM_F16:
		return exec_vop3p_minimum16(exec_vop3p_minimum16(a, b, true),
		    c, false);
	case VX_MAXMIN_NUM_F16:
		return exec_vx2_minmax16(exec_vx2_minmax16(a, b, true), c,
		    false);
	case VX_MINMAX_NUM_F16:
		return exec_vx2_minmax16(exec_vx2_minmax16(a, b, false), c,
		    true);
	default:
		return 0;
	}
}

void
exec_g12f_compute(unsigned op, const uint32_t *a, const uint32_t *b,
    const uint32_t *c, uint32_t *r)
{
	for (unsigned n = 0; n < L; n++)
		r[n] = one_lane(op, a[n], b[n], c[n]);
}
