/* SPDX-License-Identifier: MIT */
/* mnemonics: look-up in the generated list of llvm-mc's AMDGPU names. */
#include "mnemonics.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

struct mnemonic {
	const char *name;
	uint8_t targets; /* bit i: the i-th name of LLVM_MN_TARGETS */
};

#define LLVM_MN(name, mask) { name, mask },
static const struct mnemonic list[] = {
#include "llvm_mnemonics.inc"
};
#undef LLVM_MN

/* The bit of target in the list's target order, 0 if the list has none
 * (a target newer than the list). */
static unsigned
target_bit(enum isa_target target)
{
	const char *want = isa_target_name(target), *p = LLVM_MN_TARGETS;
	size_t n = strlen(want);

	for (unsigned bit = 1; *p != '\0'; bit <<= 1) {
		size_t w = strcspn(p, " ");

		if (w == n && memcmp(p, want, n) == 0)
			return bit;
		p += w;
		p += *p == ' ';
	}
	return 0;
}

/* The targets of one exact name, 0 when the list lacks it. The list is
 * sorted bytewise (LC_ALL=C sort), as strcmp compares. */
static unsigned
targets_of(const char *name, size_t len)
{
	size_t lo = 0, hi = sizeof list / sizeof *list;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		const char *m = list[mid].name;
		int c = strncmp(m, name, len);

		if (c == 0 && m[len] != '\0')
			c = 1;
		if (c == 0)
			return list[mid].targets;
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return 0;
}

bool
mnemonics_known(const char *name, size_t len, enum isa_target target)
{
	static const char *const suffixes[] = {
		"_e32", "_e64", "_dpp8", "_dpp", "_sdwa", "_e64_dpp",
	};
	unsigned bit = target_bit(target);

	if (bit == 0 || memchr(name, '\0', len) != NULL)
		return false;
	if (targets_of(name, len) & bit)
		return true;
	for (size_t k = 0; k < sizeof suffixes / sizeof *suffixes; k++) {
		size_t n = strlen(suffixes[k]);

		if (len > n && memcmp(name + len - n, suffixes[k], n) == 0 &&
		    (targets_of(name, len - n) & bit))
			return true;
	}
	return false;
}

unsigned
mnemonics_targets(const char *name, size_t len, char *buf, size_t size)
{
	unsigned n = 0;
	size_t used = 0;

	if (size > 0)
		buf[0] = '\0';
	for (unsigned t = 0; t < ISA_TARGET_COUNT; t++) {
		int w;

		if (!mnemonics_known(name, len, (enum isa_target)t))
			continue;
		w = snprintf(buf + used, size - used, "%s%s", n ? ", " : "",
		    isa_target_name((enum isa_target)t));
		if (w > 0 && (size_t)w < size - used)
			used += (size_t)w;
		n++;
	}
	return n;
}

/* Classes lanescope refuses by design, by name prefix (first match
 * wins): each needs state a single wave of the model does not have, or
 * would make the output depend on the moment it runs. */
static const struct {
	const char *prefix;
	const char *reason;
} by_design[] = {
	{ "ds_gws_", "the global wave sync coordinates many waves; lanescope "
	  "runs one" },
	{ "ds_ordered_count", "ordered counting across waves; lanescope runs "
	  "one" },
	{ "ds_add_gs_reg_rtn", "a geometry-shader register: graphics state" },
	{ "ds_sub_gs_reg_rtn", "a geometry-shader register: graphics state" },
	{ "ds_bvh_stack", "ray tracing" },
	{ "v_screen_partition", "graphics screen partitioning" },
	{ "s_endpgm_saved", "ends a context-saved program: trap and context "
	  "switch state" },
	{ "s_endpgm_ordered_ps_done", "ends a pixel shader in order: graphics" },
	{ "v_illegal", "it raises an illegal-instruction trap" },
	{ "s_cbranch_g_fork", "the GCN fork/join stack of divergent "
	  "branches" },
	{ "s_cbranch_i_fork", "the GCN fork/join stack of divergent "
	  "branches" },
	{ "s_cbranch_join", "the GCN fork/join stack of divergent branches" },
	{ "s_memtime", "it reads a clock, and lanescope's output is "
	  "deterministic" },
	{ "s_memrealtime", "it reads a clock, and lanescope's output is "
	  "deterministic" },
	{ "s_setvskip", "VSKIP makes the wave skip vector instructions, a "
	  "mode lanescope does not keep" },
	{ "s_barrier_init", "named barriers need other waves and member "
	  "counts" },
	{ "s_barrier_join", "named barriers need other waves and member "
	  "counts" },
	{ "s_barrier_leave", "named barriers need other waves and member "
	  "counts" },
	{ "s_get_barrier_state", "named barriers need other waves and member "
	  "counts" },
	{ "s_wakeup_barrier", "named barriers need other waves and member "
	  "counts" },
	/* the typed (format) buffer forms convert through the resource's
	 * data and number format, which the model's memory does not keep */
	{ "buffer_load_format", "typed access through a resource's data "
	  "format" },
	{ "buffer_store_format", "typed access through a resource's data "
	  "format" },
	{ "buffer_load_d16_format", "typed access through a resource's data "
	  "format" },
	{ "buffer_load_d16_hi_format", "typed access through a resource's "
	  "data format" },
	{ "buffer_store_d16_format", "typed access through a resource's data "
	  "format" },
	{ "buffer_store_d16_hi_format", "typed access through a resource's "
	  "data format" },
	{ "buffer_load_lds_format", "typed access through a resource's data "
	  "format" },
	{ "tbuffer_", "typed access through a resource's data format" },
	/* RDNA1 ISA SOPK: a wave64 runs the loop body once per 32-lane
	 * half; the guide leaves how the halves' EXEC and the jump back
	 * combine unclear (Mesa's ACO notes it), and the pass the hardware
	 * is in is state lanescope does not keep */
	{ "s_subvector_loop_", "subvector looping runs a wave64's halves "
	  "as separate passes, hardware state lanescope does not keep" },
	{ "s_get_waveid_in_workgroup", "the wave's number among its "
	  "workgroup's other waves; lanescope runs one" },
	/* the last gfx12 memory rows (branch s7-16ldsdma) */
	{ "global_atomic_ordered_add_b64", "an add ordered across the waves "
	  "of a dispatch; lanescope runs one wave" },
	{ "global_load_tr_b", "a transposing load that lays a matrix out "
	  "for WMMA, and matrix instructions are not modelled" },
};

const char *
mnemonics_unmodelled_reason(const char *name, size_t len)
{
	for (size_t k = 0; k < sizeof by_design / sizeof *by_design; k++) {
		size_t n = strlen(by_design[k].prefix);

		if (len >= n && memcmp(name, by_design[k].prefix, n) == 0)
			return by_design[k].reason;
	}
	return NULL;
}
