/* SPDX-License-Identifier: MIT */
/* :help for instructions (from the one instruction table, isa_table.h) and
 * for the modifiers of llvm-mc's AMDGPU syntax (from the one modifier
 * table, asm_modifiers.h). Pure: appends text. */
#include "session.h"

#include <stdio.h>
#include <string.h>

#include "asm.h"
#include "isa.h"
#include "session_impl.h"

bool
session_help_modifier(const char *w, size_t wl, struct strbuf *out)
{
	const char *help = asm_modifier_help(w, wl);

	if (help == NULL)
		return false;
	strbuf_printf(out, "%s\n", help);
	return true;
}

bool
session_help_target(const char *w, size_t wl, struct strbuf *out)
{
	char name[32];
	enum isa_target t;
	const struct isa_features *f;

	if (wl >= sizeof name)
		return false;
	memcpy(name, w, wl);
	name[wl] = '\0';
	if (isa_parse_target(name, &t) != 0)
		return false;
	f = isa_features(t);
	strbuf_printf(out, "%s: %s; wave%u by default%s; %u scalar value%s "
	    "per VALU instruction; %u KiB of LDS per workgroup\n", f->name,
	    f->what, f->default_wave, f->wave32 ? " (wave32 and wave64)" :
	    " (wave64 only)", f->const_bus, f->const_bus > 1 ? "s" : "",
	    f->lds_bytes / 1024);
	strbuf_printf(out, "  DPP: quad_perm, row_shl/shr/ror, row_mirror, "
	    "row_half_mirror%s%s%s%s%s%s\n", f->dpp_wave_ctrls ?
	    ", wave_shl/rol/shr/ror, row_bcast:15/31" : "",
	    f->dpp_row_newbcast ? ", row_newbcast:0..15" : "",
	    f->dpp_row_share ? ", row_share, row_xmask" : "",
	    f->dpp8 ? ", dpp8, fi" : "", f->dpp_vopc ? "; compares too" :
	    "", !f->vop3_dpp ? "" : f->vop3_dpp_scalar ? "; VOP3 DPP and "
	    "DPP8 (_e64_dpp; src1 a VGPR, SGPR or inline constant)" :
	    "; VOP3 DPP and DPP8 (_e64_dpp; src1 a VGPR)");
	strbuf_printf(out, "  SDWA: %s; v_permlane16/x16: %s; wait states: "
	    "%s%s%s\n", f->sdwa == ISA_SDWA_NONE ? "none (removed)" :
	    f->sdwa == ISA_SDWA_GFX8 ? "VGPR sources only" : "yes",
	    f->permlane ? "yes" : "no", f->hazard == ISA_HAZ_GCN ?
	    "software inserts them (lanescope checks)" : "the hardware "
	    "interlocks VALU results", f->cmpx_permlane_hazard ? "; but a "
	    "v_permlane* right after a v_cmpx needs another VALU between "
	    "(lanescope checks)" : "", f->enc >= ISA_ENC_GFX11 ? "; "
	    "s_delay_alu is a scheduling hint, never required" : "");
	return true;
}

static void
help_one(enum isa_id id, struct strbuf *out)
{
	const struct isa_info *info = isa_get(id);
	static const char *const fam[] = { "VOP1", "VOP2", "VOPC", "VOP3",
		"SOP1", "SOP2", "SOPP", "SOPC", "DS", "MUBUF", "FLAT", "GLOBAL",
		"MIMG", "VOPD", "SMEM", "SOPK", "SCRATCH" };
	bool first = true;

	strbuf_printf(out, "%s (%s): %s\n", info->name,
	    info->family < ISA_FAMILY_COUNT ? fam[info->family] : "?",
	    info->help);
	char e64dpp[96] = "";
	size_t el = 0;

	/* The targets with a VOP3 DPP form, as isa_has_vop3_dpp says. */
	for (unsigned t = 0; t < ISA_TARGET_COUNT; t++)
		if (isa_on_target(id, (enum isa_target)t) &&
		    isa_has_vop3_dpp(info, (enum isa_target)t) &&
		    el + 16 < sizeof e64dpp)
			el += (size_t)snprintf(e64dpp + el, sizeof e64dpp - el,
			    "%s%s", el ? ", " : "",
			    isa_target_name((enum isa_target)t));
	/* DPP as isa_has_dpp says on some target: 64-bit rows have it on
	 * gfx90a and gfx942 with row_newbcast only (branch gpu13c) */
	bool dpp = false;
	for (unsigned t = 0; t < ISA_TARGET_COUNT; t++)
		dpp = dpp || (isa_on_target(id, (enum isa_target)t) &&
		    isa_has_dpp(info, (enum isa_target)t));
	if (info->family != ISA_VOP3 && (dpp || (info->flags & ISA_F_SDWA)))
		strbuf_printf(out, "  forms: _e32, _e64%s%s%s%s%s\n",
		    !dpp ? "" : (info->flags & ISA_F_WIDE) ?
		    ", _dpp (row_newbcast only: gfx90a, gfx942)" : ", _dpp",
		    info->flags & ISA_F_SDWA ? ", _sdwa" : "",
		    el ? ", _e64_dpp (VOP3 DPP, DPP8 too; " : "", e64dpp,
		    el ? ")" : "");
	else if (el)
		strbuf_printf(out, "  forms: _e64, _e64_dpp (VOP3 DPP, DPP8 "
		    "too; %s)\n", e64dpp);
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
	static const char *const sfx[] = { "", "_e32", "_e64", "_e64_dpp",
		"_dpp", "_sdwa" };

	/* With or without a form suffix; the session's target first, then
	 * any target that has it. */
	for (unsigned i = 0; i < sizeof sfx / sizeof *sfx; i++) {
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
