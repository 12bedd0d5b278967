/* SPDX-License-Identifier: MIT */
/* :help for instructions (from the one instruction table, isa_table.h) and
 * for the modifiers of llvm-mc's AMDGPU syntax (from the one modifier
 * table, asm_modifiers.h). Pure: appends text. */
#include "session.h"

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
