/* SPDX-License-Identifier: MIT */
/* :help for instructions (from the one instruction table, isa_table.h) and
 * for the modifiers of llvm-mc's AMDGPU syntax. Pure: appends text. */
#include "session.h"

#include <string.h>

#include "isa.h"
#include "session_impl.h"

struct modifier_help {
	const char *name;
	const char *help;
};

/* The modifiers of llvm-mc's AMDGPU syntax that lanescope reads. */
static const struct modifier_help modifiers[] = {
	{ "quad_perm", "quad_perm:[a,b,c,d] - DPP: lane 4k+i reads lane "
	    "4k+sel[i] of its quad" },
	{ "row_shl", "row_shl:N (1..15) - DPP: lane n reads n+N in its row; "
	    "past the row's end the source is invalid" },
	{ "row_shr", "row_shr:N (1..15) - DPP: lane n reads n-N in its row; "
	    "before the row's start the source is invalid" },
	{ "row_ror", "row_ror:N (1..15) - DPP: rotate right within the row" },
	{ "wave_shl", "wave_shl:1 - DPP (GFX8/9): lane n reads n+1; lane 63's "
	    "source is invalid" },
	{ "wave_rol", "wave_rol:1 - DPP (GFX8/9): lane n reads (n+1) mod 64" },
	{ "wave_shr", "wave_shr:1 - DPP (GFX8/9): lane n reads n-1; lane 0's "
	    "source is invalid" },
	{ "wave_ror", "wave_ror:1 - DPP (GFX8/9): lane n reads (n-1) mod 64" },
	{ "row_mirror", "row_mirror - DPP: lane n reads 15-n within its row" },
	{ "row_half_mirror", "row_half_mirror - DPP: lane n reads 7-n within "
	    "its half row" },
	{ "row_bcast", "row_bcast:15 / row_bcast:31 - DPP (GFX8/9): lane 15 "
	    "(31) of the row before feeds the next row(s); see :semantics "
	    "dpp.bcast_untargeted" },
	{ "row_share", "row_share:N - DPP (GFX10+): every lane reads lane N of "
	    "its row" },
	{ "row_newbcast", "row_newbcast:N - DPP (gfx90a): as row_share" },
	{ "row_xmask", "row_xmask:N - DPP (GFX10+): lane n reads n^N in its "
	    "row" },
	{ "row_mask", "row_mask:M - DPP: rows whose bit is 0 are not written" },
	{ "bank_mask", "bank_mask:M - DPP: banks (lanes 4b..4b+3 of each row) "
	    "whose bit is 0 are not written" },
	{ "bound_ctrl", "bound_ctrl:0 - DPP: an invalid source reads 0 instead "
	    "of leaving the lane unwritten (sets BOUND_CTRL up to GFX10)" },
	{ "fi", "fi:1 - DPP (GFX10+): fetch from EXEC-disabled lanes" },
	{ "dpp8", "dpp8:[s0,...,s7] - DPP8 (GFX10+): lane 8k+i reads 8k+s_i" },
	{ "offset", "offset:swizzle(...) - ds_swizzle_b32 pattern; "
	    "offset:N - byte offset added to ds_(b)permute addresses" },
	{ "swizzle", "swizzle(QDMODE_PERM,a,b,c,d), swizzle(BITMASK_PERM,"
	    "\"...\"), swizzle(BROADCAST,size,lane), swizzle(SWAP,n), "
	    "swizzle(REVERSE,n) - ds_swizzle_b32 offset macros" },
	{ "dst_sel", "dst_sel:BYTE_0..3|WORD_0|WORD_1|DWORD - SDWA: which part "
	    "of the destination is written" },
	{ "dst_unused", "dst_unused:UNUSED_PAD|UNUSED_SEXT|UNUSED_PRESERVE - "
	    "SDWA: what the rest of the destination gets" },
	{ "src0_sel", "src0_sel:... - SDWA: which part of src0 is read" },
	{ "src1_sel", "src1_sel:... - SDWA: which part of src1 is read" },
	{ "clamp", "clamp - clamp the result (VOP3, SDWA)" },
	{ "mul", "mul:2 / mul:4 - output modifier (VOP3, SDWA on GFX9)" },
	{ "div", "div:2 - output modifier (VOP3, SDWA on GFX9)" },
	{ "op_sel", "op_sel:[fi,bc] - v_permlane16/x16: fetch inactive lanes, "
	    "bound control" },
	{ "glc", "glc - memory: globally coherent" },
	{ "offen", "offen - MUBUF: vaddr holds the byte offset" },
	{ "idxen", "idxen - MUBUF: vaddr holds the record index" },
};

bool
session_help_modifier(const char *w, size_t wl, struct strbuf *out)
{
	size_t ml = wl;

	/* "row_shr:3" and "swizzle(SWAP,1)" name row_shr and swizzle */
	for (size_t i = 0; i < wl; i++)
		if (w[i] == ':' || w[i] == '(') {
			ml = i;
			break;
		}
	for (size_t i = 0; i < sizeof modifiers / sizeof *modifiers; i++)
		if (strlen(modifiers[i].name) == ml &&
		    memcmp(modifiers[i].name, w, ml) == 0) {
			strbuf_printf(out, "%s\n", modifiers[i].help);
			return true;
		}
	return false;
}

static void
help_one(enum isa_id id, struct strbuf *out)
{
	const struct isa_info *info = isa_get(id);
	static const char *const fam[] = { "VOP1", "VOP2", "VOPC", "VOP3",
		"SOP1", "SOP2", "SOPP", "DS", "MUBUF", "FLAT", "GLOBAL",
		"MIMG" };
	bool first = true;

	strbuf_printf(out, "%s (%s): %s\n", info->name,
	    info->family < ISA_FAMILY_COUNT ? fam[info->family] : "?",
	    info->help);
	if (info->flags & (ISA_F_DPP | ISA_F_SDWA))
		strbuf_printf(out, "  forms: _e32, _e64%s%s\n",
		    info->flags & ISA_F_DPP ? ", _dpp" : "",
		    info->flags & ISA_F_SDWA ? ", _sdwa" : "");
	strbuf_puts(out, "  targets:");
	for (unsigned t = 0; t < ISA_TARGET_COUNT; t++)
		if (isa_on_target(id, (enum isa_target)t)) {
			strbuf_printf(out, "%s %s", first ? "" : ",",
			    isa_target_name((enum isa_target)t));
			first = false;
		}
	strbuf_puts(out, first ? " none\n" : "\n");
}

bool
session_help_mnemonic(enum isa_target target, const char *w, size_t wl,
    struct strbuf *out)
{
	static const char *const sfx[] = { "", "_e32", "_e64", "_dpp",
		"_sdwa" };

	/* With or without a form suffix; the session's target first, then
	 * any target that has it. */
	for (unsigned i = 0; i < 5; i++) {
		size_t sl = strlen(sfx[i]);
		enum isa_id id;

		if (wl <= sl || memcmp(w + wl - sl, sfx[i], sl) != 0)
			continue;
		id = isa_lookup(w, wl - sl, target);
		for (unsigned t = 0; t < ISA_TARGET_COUNT &&
		    id == ISA_ID_COUNT; t++)
			id = isa_lookup(w, wl - sl, (enum isa_target)t);
		if (id != ISA_ID_COUNT) {
			help_one(id, out);
			return true;
		}
	}
	return false;
}
