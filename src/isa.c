/* SPDX-License-Identifier: MIT */
/* The instruction table as data, and target names. Pure. */
#include "isa.h"

#include <string.h>

#include "lookup_index.h"

const struct isa_info isa_table[ISA_ID_COUNT] = {
#define ISA_INSN(id, nm, fam, sm, ty, ax, fl, opc, hp) \
	[id] = { .name = nm, .name_len = sizeof(nm) - 1, .family = fam, \
		 .sem = sm, .type = ty, .aux = ax, .flags = fl, .opcode = opc, \
		 .help = hp },
#include "isa_table.h"
#undef ISA_INSN
};

/* Sources: the ISA guide of each generation (wave sizes, registers,
 * constant bus, DPP and SDWA controls, s_waitcnt layout, LDS) and what
 * llvm-mc accepts for the -mcpu (semantics.md 2). */
static const struct isa_features features[ISA_TARGET_COUNT] = {
	[ISA_GFX803] = {
		.name = "gfx803", .what = "GCN3 (Fiji, Tonga)",
		.gen = ISA_GEN_GCN3, .enc = ISA_ENC_GFX8,
		.waitcnt = ISA_WAIT_GFX8, .hazard = ISA_HAZ_GCN,
		.sdwa = ISA_SDWA_GFX8, .default_wave = 64, .const_bus = 1,
		.nsgpr = 102, .ttmp_base = 112, .ttmp_count = 12,
		.lds_bytes = 65536, .dpp_wave_ctrls = true, .vopc_clamp = true,
		.gds = true, .lds_m0_bound = true,
	},
	[ISA_GFX900] = {
		.name = "gfx900", .what = "GCN5 (Vega)",
		.gen = ISA_GEN_GCN5, .enc = ISA_ENC_GFX9,
		.waitcnt = ISA_WAIT_GFX9, .hazard = ISA_HAZ_GCN,
		.sdwa = ISA_SDWA_GFX9, .default_wave = 64, .const_bus = 1,
		.nsgpr = 102, .ttmp_base = 108, .ttmp_count = 16,
		.lds_bytes = 65536, .dpp_wave_ctrls = true, .vopc_clamp = true,
		.int_clamp = true,
		.vcc_implicit_co = true, .flat_offset = true,
		.swizzle_modes = true, .gds = true,
	},
	[ISA_GFX90A] = {
		.name = "gfx90a", .what = "CDNA2 (MI200)",
		.gen = ISA_GEN_CDNA2, .enc = ISA_ENC_GFX9,
		.waitcnt = ISA_WAIT_GFX9, .hazard = ISA_HAZ_GCN,
		.sdwa = ISA_SDWA_GFX9, .default_wave = 64, .const_bus = 1,
		.nsgpr = 102, .ttmp_base = 108, .ttmp_count = 16,
		.lds_bytes = 65536, .dpp_wave_ctrls = true, .vopc_clamp = true,
		.dpp_row_newbcast = true, .vgpr_tuple_even = true,
		.dpp_alu64 = true,
		.int_clamp = true, .vcc_implicit_co = true,
		.flat_offset = true, .swizzle_modes = true, .gds = true,
		.agprs = true,
	},
	[ISA_GFX942] = {
		.name = "gfx942", .what = "CDNA3 (MI300)",
		.gen = ISA_GEN_CDNA3, .enc = ISA_ENC_GFX9,
		.waitcnt = ISA_WAIT_GFX9, .hazard = ISA_HAZ_GCN,
		.sdwa = ISA_SDWA_GFX9, .default_wave = 64, .const_bus = 1,
		.nsgpr = 102, .ttmp_base = 108, .ttmp_count = 16,
		.lds_bytes = 65536, .dpp_wave_ctrls = true, .vopc_clamp = true,
		.dpp_row_newbcast = true, .vgpr_tuple_even = true,
		.dpp_alu64 = true,
		.int_clamp = true, .vcc_implicit_co = true,
		.flat_offset = true, .swizzle_modes = true, .cache_sc = true,
		.gds = true,
		.scratch_st = true, .scratch_svs = true, .scratch_sve13 = true,
		.agprs = true,
	},
	[ISA_GFX1010] = {
		.name = "gfx1010", .what = "RDNA1 (Navi 10)",
		.gen = ISA_GEN_RDNA1, .enc = ISA_ENC_GFX10,
		.waitcnt = ISA_WAIT_GFX10, .hazard = ISA_HAZ_RDNA,
		.sdwa = ISA_SDWA_GFX9, .default_wave = 32, .wave32 = true,
		.const_bus = 2, .nsgpr = 106, .ttmp_base = 108,
		.ttmp_count = 16, .lds_bytes = 65536, .dpp_row_share = true,
		.dpp8 = true, .vop3_literal = true, .int_clamp = true,
		.vcc_implicit_co_ci = true, .cmpx_exec_only = true,
		.null_reg = true, .permlane = true, .flat_offset = true,
		.dlc_dim = true, .swizzle_modes = true, .gds = true,
		.cmpx_permlane_hazard = true,
		.vopc_clamp = true, /* llvm-mc 14 and 19 (branch valu16b) */
	},
	[ISA_GFX1030] = {
		.name = "gfx1030", .what = "RDNA2 (Navi 21)",
		.gen = ISA_GEN_RDNA2, .enc = ISA_ENC_GFX10,
		.waitcnt = ISA_WAIT_GFX10, .hazard = ISA_HAZ_RDNA,
		.sdwa = ISA_SDWA_GFX9, .default_wave = 32, .wave32 = true,
		.const_bus = 2, .nsgpr = 106, .ttmp_base = 108,
		.ttmp_count = 16, .lds_bytes = 65536, .dpp_row_share = true,
		.dpp8 = true, .vop3_literal = true, .int_clamp = true,
		.vcc_implicit_co_ci = true, .cmpx_exec_only = true,
		.null_reg = true, .permlane = true, .flat_offset = true,
		.dlc_dim = true, .swizzle_modes = true, .gds = true,
		.vopc_clamp = true, /* llvm-mc 14 and 19 (branch valu16b) */
		.scratch_st = true,
	},
	[ISA_GFX1100] = {
		.name = "gfx1100", .what = "RDNA3 (Navi 31)",
		.gen = ISA_GEN_RDNA3, .enc = ISA_ENC_GFX11,
		.waitcnt = ISA_WAIT_GFX11, .hazard = ISA_HAZ_RDNA,
		.sdwa = ISA_SDWA_NONE, .default_wave = 32, .wave32 = true,
		.const_bus = 2, .nsgpr = 106, .ttmp_base = 108,
		.ttmp_count = 16, .lds_bytes = 65536, .dpp_row_share = true,
		.dpp8 = true, .dpp_vopc = true, .dpp8_neg_abs = true,
		.dpp_bound_ctrl_zero = true, .vop3_dpp = true,
		.vop3_literal = true, .vopc_clamp = true,
		.int_clamp = true, .vcc_implicit_co_ci = true,
		.cmpx_exec_only = true, .null_reg = true, .permlane = true,
		.flat_offset = true, .dlc_dim = true, .swizzle_modes = true,
		.gds = true, .cmpx_permlane_hazard = true,
		.m0_null_swapped = true, .half_vgpr7 = true,
		.scratch_st = true, .scratch_svs = true,
	},
	[ISA_GFX1200] = {
		.name = "gfx1200", .what = "RDNA4 (Navi 48)",
		.gen = ISA_GEN_RDNA4, .enc = ISA_ENC_GFX12,
		.waitcnt = ISA_WAIT_GFX11, .hazard = ISA_HAZ_RDNA,
		.sdwa = ISA_SDWA_NONE, .default_wave = 32, .wave32 = true,
		.const_bus = 2, .nsgpr = 106, .ttmp_base = 108,
		.ttmp_count = 16, .lds_bytes = 65536, .dpp_row_share = true,
		.dpp8 = true, .dpp_vopc = true, .dpp8_neg_abs = true,
		.dpp_bound_ctrl_zero = true, .vop3_dpp = true,
		.vop3_dpp_scalar = true, .vop3_literal = true,
		.vopc_clamp = true,
		.int_clamp = true, .vcc_implicit_co_ci = true,
		.cmpx_exec_only = true, .null_reg = true, .permlane = true,
		.flat_offset = true, .dlc_dim = true, .swizzle_modes = true,
		.cmpx_permlane_hazard = true,
		.m0_null_swapped = true, .half_vgpr7 = true,
		.scratch_st = true, .scratch_svs = true,
	},
};

static const struct {
	const char *alias;
	enum isa_target target;
} target_aliases[] = {
	{ "fiji", ISA_GFX803 },  { "tonga", ISA_GFX803 },
	{ "gfx8", ISA_GFX803 },  { "gfx9", ISA_GFX900 },
	{ "gfx10", ISA_GFX1030 }, { "gfx11", ISA_GFX1100 },
	{ "gfx12", ISA_GFX1200 },
};

bool
isa_on_target(enum isa_id id, enum isa_target target)
{
	return isa_table[id].opcode[target] != ISA_NA;
}

bool
isa_has_dpp(const struct isa_info *r, enum isa_target target)
{
	if (r->family == ISA_VOP3)
		return false; /* its DPP is VOP3 DPP: isa_has_vop3_dpp */
	/* A VOP1/VOP2 row with a 64-bit operand has DPP where the target
	 * has LLVM's DP ALU DPP (gfx90a, gfx942: every such row llvm-mc 19
	 * knows there takes _dpp; branch gpu13c); 64-bit compares have
	 * none (branch valu16b). */
	if ((r->flags & ISA_F_WIDE) &&
	    (r->family == ISA_VOP1 || r->family == ISA_VOP2))
		return features[target].dpp_alu64;
	return (r->flags & ISA_F_DPP) ||
	       (r->family == ISA_VOPC && features[target].dpp_vopc &&
		!(r->flags & ISA_F_WIDE));
}

/* llvm-mc 19 on gfx1100/gfx1200: every VOP1/2/C instruction with DPP and
 * a VOP3 form has _e64_dpp, v_nop, v_readfirstlane and v_permlane64
 * excepted (no e32 DPP or no e64 either); VOP3-only rows say it by flag
 * (v_fma_f32, v_add3_u32 have it, v_mul_lo_u32, v_readlane do not). */
bool
isa_has_vop3_dpp(const struct isa_info *r, enum isa_target target)
{
	if (!features[target].vop3_dpp || (r->flags & ISA_F_CROSSLANE))
		return false;
	if (r->family == ISA_VOP3)
		return (r->flags & ISA_F_DPP) != 0;
	if (r->family != ISA_VOP1 && r->family != ISA_VOP2 &&
	    r->family != ISA_VOPC)
		return false;
	return isa_has_dpp(r, target) && !(r->flags & ISA_F_NO_E64) &&
	       r->sem != SEM_NOP;
}

bool
isa_float_result(enum isa_id id)
{
	const struct isa_info *r = &isa_table[id];

	if (r->sem == SEM_CVT_I32_F32 || r->sem == SEM_CVT_U32_F32)
		return false;
	return (r->flags & (ISA_F_FLOAT | ISA_F_FRES)) ||
	       r->sem == SEM_CVT_F32_I32 || r->sem == SEM_CVT_F32_U32;
}

const struct isa_features *
isa_features(enum isa_target target)
{
	return &features[target];
}

void
isa_list_targets(bool (*has)(const struct isa_features *), char *buf,
    size_t size)
{
	size_t n = 0;

	if (size == 0)
		return;
	buf[0] = '\0';
	for (unsigned t = 0; t < ISA_TARGET_COUNT; t++) {
		size_t len = strlen(features[t].name);
		if (!has(&features[t]))
			continue;
		if (n + len + 3 > size)
			break;
		if (n > 0) {
			memcpy(buf + n, ", ", 2);
			n += 2;
		}
		memcpy(buf + n, features[t].name, len + 1);
		n += len;
	}
}

const char *
isa_target_name(enum isa_target target)
{
	return target < ISA_TARGET_COUNT ? features[target].name : "?";
}

int
isa_default_wave(enum isa_target target)
{
	return features[target].default_wave;
}

int
isa_parse_target(const char *name, enum isa_target *out)
{
	for (unsigned t = 0; t < ISA_TARGET_COUNT; t++) {
		if (strcmp(name, features[t].name) == 0) {
			*out = (enum isa_target)t;
			return 0;
		}
	}
	for (size_t i = 0; i < sizeof target_aliases / sizeof *target_aliases;
	     i++) {
		if (strcmp(name, target_aliases[i].alias) == 0) {
			*out = target_aliases[i].target;
			return 0;
		}
	}
	return -1;
}

/* Whether the LEN bytes at a and b are equal: word compares, the last
 * word overlapping, in place of a memcmp call whose branches on the
 * length mispredicted (names of 5 to 25 bytes alternate). Reads only
 * the LEN bytes of each. */
static bool
same_name(const char *a, const char *b, size_t len)
{
	uint64_t x, y, diff = 0;

	if (len < 8)
		return memcmp(a, b, len) == 0;
	for (size_t k = 0; k + 8 < len; k += 8) {
		memcpy(&x, a + k, 8);
		memcpy(&y, b + k, 8);
		diff |= x ^ y;
	}
	memcpy(&x, a + len - 8, 8);
	memcpy(&y, b + len - 8, 8);
	return (diff | (x ^ y)) == 0;
}

enum isa_id
isa_lookup_any(const char *name, size_t len, enum isa_target target,
    bool *on_target)
{
	uint32_t h;
	enum isa_id other = ISA_ID_COUNT;

	/* the index is built from the table at build time (lookup_index.h) */
	*on_target = false;
	h = isa_name_hash(name, len);
	for (; isa_name_index[h] != ISA_INDEX_EMPTY;
	     h = (h + 1) & (ISA_INDEX_SIZE - 1)) {
		enum isa_id id = (enum isa_id)isa_name_index[h];
		/* the length first: most probes then compare no bytes */
		if (isa_table[id].name_len != len ||
		    !same_name(isa_table[id].name, name, len))
			continue;
		if (isa_on_target(id, target)) {
			*on_target = true;
			return id;
		}
		other = id;
	}
	return other;
}

enum isa_id
isa_lookup(const char *name, size_t len, enum isa_target target)
{
	bool on;
	enum isa_id id = isa_lookup_any(name, len, target, &on);

	return on ? id : ISA_ID_COUNT;
}


enum isa_id
isa_lds_twin(enum isa_id id, enum isa_target target)
{
	const struct isa_info *r = &isa_table[id];

	/* a few rows, asked only for a line with lds: a plain scan */
	for (unsigned k = 0; k < ISA_ID_COUNT; k++) {
		const struct isa_info *t = &isa_table[k];

		if ((t->flags & ISA_F_LDS_DMA) && t->family == r->family &&
		    t->sem == r->sem && t->name_len == r->name_len &&
		    memcmp(t->name, r->name, r->name_len) == 0 &&
		    isa_on_target((enum isa_id)k, target))
			return (enum isa_id)k;
	}
	return ISA_ID_COUNT;
}

bool
isa_hwreg_modelled(enum isa_target target, unsigned id)
{
	unsigned enc = isa_features(target)->enc;

	if (id == ISA_HWREG_MODE)
		return true;
	return (id == ISA_HWREG_FLAT_SCR_LO || id == ISA_HWREG_FLAT_SCR_HI) &&
	    (enc == ISA_ENC_GFX10 || enc == ISA_ENC_GFX11);
}
