/* SPDX-License-Identifier: MIT */
/* One or two plain sentences that explain a step, built from its step
 * record (never by recomputing semantics). Pure; see view.h. */
#include "view.h"

#include <stdio.h>
#include <string.h>

#include "view_lds.h"
#include "view_int.h"

static const char *const small_numbers[] = {
	"zero", "one", "two", "three", "four", "five", "six", "seven",
	"eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen",
	"fifteen",
};

/* Lanes of the record with reason r. */
static lanemask_t
lanes_with(const struct step *st, unsigned r)
{
	lanemask_t m = 0;

	for (int i = 0; i < st->wave && i < WAVE_MAX_LANES; i++)
		if (st->lane[i].reason == r)
			m |= (lanemask_t)1 << i;
	return m;
}

/* "lanes 0, 16 have " or "Lane 5 has " (cap: at the start of a
 * sentence): noun is "lane" or "slot", verbs "has|have" (singular first). */
static void
noun_phrase(struct strbuf *sb, const char *noun, lanemask_t m, bool cap,
    const char *verbs)
{
	bool one = __builtin_popcountll(m) == 1;
	const char *bar = strchr(verbs, '|');

	strbuf_putc(sb, cap ? (char)(noun[0] - 'a' + 'A') : noun[0]);
	strbuf_puts(sb, noun + 1);
	strbuf_puts(sb, one ? " " : "s ");
	view_lane_list(sb, m, 6);
	strbuf_putc(sb, ' ');
	if (bar == NULL)
		strbuf_puts(sb, verbs);
	else if (one)
		strbuf_append(sb, verbs, (size_t)(bar - verbs));
	else
		strbuf_puts(sb, bar + 1);
	strbuf_putc(sb, ' ');
}

static bool
one(lanemask_t m)
{
	return __builtin_popcountll(m) == 1;
}

static void
lanes_phrase(struct strbuf *sb, lanemask_t m, bool cap, const char *verbs)
{
	noun_phrase(sb, "lane", m, cap, verbs);
}

/* What SDWA's dst_unused does to the bits of the destination outside
 * dst_sel (a byte or word; not DWORD), naming them: "; bits 31:8 keep
 * their old value (dst_unused:UNUSED_PRESERVE)." */
static void
sdwa_unused_sentence(struct strbuf *sb, const struct insn *in)
{
	unsigned sel = in->dst_sel & 7;
	unsigned lo = sel <= SDWA_BYTE_3 ? 8 * sel : 16 * (sel - SDWA_WORD_0);
	unsigned hi = lo + (sel <= SDWA_BYTE_3 ? 7 : 15);
	char above[16] = "", below[16] = "", both[40];

	if (hi < 31)
		snprintf(above, sizeof above, hi + 1 == 31 ? "bit 31" :
		    "bits 31:%u", hi + 1);
	if (lo > 0)
		snprintf(below, sizeof below, lo == 1 ? "bit 0" :
		    "bits %u:0", lo - 1);
	/* both: "bits 31:16 and 7:0" */
	if (above[0] && below[0])
		snprintf(both, sizeof both, "%s and %u:0", above, lo - 1);
	else
		snprintf(both, sizeof both, "%s%s", above, below);
	switch (in->dst_unused) {
	case SDWA_UNUSED_PRESERVE:
		strbuf_printf(sb, "; %s keep their old value "
		    "(dst_unused:UNUSED_PRESERVE).", both);
		break;
	case SDWA_UNUSED_SEXT:
		strbuf_puts(sb, ";");
		if (above[0])
			strbuf_printf(sb, " %s copy bit %u, the sign of the "
			    "written field%s", above, hi, below[0] ? ";" : "");
		if (below[0])
			strbuf_printf(sb, " %s become 0", below);
		strbuf_puts(sb, " (dst_unused:UNUSED_SEXT).");
		break;
	default:
		strbuf_printf(sb, "; %s become 0 (dst_unused:UNUSED_PAD).",
		    both);
		break;
	}
}

/* What the DPP control makes each lane read. */
static void
dpp_pattern(struct strbuf *sb, const struct insn *in, const char *src,
    int lanes)
{
	unsigned c = in->dpp_ctrl, n = c & 15;
	const char *num = small_numbers[n];

	if (c <= DPP_QUAD_PERM_MAX)
		strbuf_printf(sb, "Within each quad, lanes 0, 1, 2, 3 read %s "
		    "from quad lanes %u, %u, %u, %u", src, c & 3, c >> 2 & 3,
		    c >> 4 & 3, c >> 6 & 3);
	else if (c > DPP_ROW_SHL(0) && c < DPP_ROW_SHR(0))
		strbuf_printf(sb, "Each lane reads %s from the lane %s to its "
		    "right in its row", src, num);
	else if (c > DPP_ROW_SHR(0) && c < DPP_ROW_ROR(0))
		strbuf_printf(sb, "Each lane reads %s from the lane %s to its "
		    "left in its row", src, num);
	else if (c > DPP_ROW_ROR(0) && c < DPP_WAVE_SHL1)
		strbuf_printf(sb, "Each lane reads %s from the lane %s to its "
		    "left, wrapping around within its row", src, num);
	else if (c == DPP_WAVE_SHL1)
		strbuf_printf(sb, "Each lane reads %s from the next lane of "
		    "the wave", src);
	else if (c == DPP_WAVE_ROL1)
		strbuf_printf(sb, "Each lane reads %s from the next lane, and "
		    "lane %d from lane 0", src, lanes - 1);
	else if (c == DPP_WAVE_SHR1)
		strbuf_printf(sb, "Each lane reads %s from the previous lane "
		    "of the wave", src);
	else if (c == DPP_WAVE_ROR1)
		strbuf_printf(sb, "Each lane reads %s from the previous lane, "
		    "and lane 0 from lane %d", src, lanes - 1);
	else if (c == DPP_ROW_MIRROR)
		strbuf_printf(sb, "Each lane reads %s from its mirror image in "
		    "its row (position 15 - i)", src);
	else if (c == DPP_ROW_HALF_MIRROR)
		strbuf_printf(sb, "Each lane reads %s from its mirror image in "
		    "its half row (position 7 - i)", src);
	else if (c == DPP_ROW_BCAST15)
		strbuf_printf(sb, "Lane 15 of each row broadcasts %s to the "
		    "whole next row", src);
	else if (c == DPP_ROW_BCAST31)
		strbuf_printf(sb, "Lane 31 broadcasts %s to rows 2 and 3", src);
	else if (c >= DPP_ROW_SHARE(0) && c < DPP_ROW_XMASK(0))
		strbuf_printf(sb, "Every lane reads %s from lane %u of its row",
		    src, n);
	else if (c >= DPP_ROW_XMASK(0) && c <= DPP_ROW_XMASK(15))
		strbuf_printf(sb, "Each lane reads %s from the lane at position"
		    " i xor %u in its row", src, n);
	else
		strbuf_printf(sb, "Each lane reads %s through DPP control "
		    "0x%03x", src, c);
}

/* The lanes that did not simply move, grouped by reason. */
static void
reasons_sentence(struct strbuf *sb, const struct step *st)
{
	lanemask_t oz = lanes_with(st, REASON_SRC_OUT_OF_RANGE_ZERO);
	lanemask_t ok = lanes_with(st, REASON_SRC_OUT_OF_RANGE_KEPT);
	bool dpp = st->kind == STEP_DPP;

	if (oz) {
		strbuf_puts(sb, "; ");
		lanes_phrase(sb, oz, false, "has|have");
		strbuf_puts(sb, dpp ? "no such lane and read 0 because of "
		    "bound_ctrl" : "no such lane and read 0");
	}
	if (ok) {
		strbuf_puts(sb, "; ");
		lanes_phrase(sb, ok, false, "has|have");
		strbuf_puts(sb, one(ok) ? "no such lane and keeps its value "
		    "(bound_ctrl off)" : "no such lane and keep their values "
		    "(bound_ctrl off)");
	}
	strbuf_puts(sb, ".");
	/* The sentences after the first, one a reason, in this order: the
	 * lanes' verb (one|many) and the rest (one|many, or one text). */
	static const struct {
		enum lane_reason reason;
		const char *verbs, *one, *many;
	} after[] = {
		{ REASON_ROW_MASKED, "is|are",
		  "disabled by row_mask and unchanged.", NULL },
		{ REASON_BANK_MASKED, "is|are",
		  "disabled by bank_mask and unchanged.", NULL },
		{ REASON_SRC_INACTIVE_KEPT, "reads|read",
		  "a lane that EXEC disables and keeps its value.",
		  "a lane that EXEC disables and keep their values." },
		{ REASON_SRC_INACTIVE_ZERO, "reads|read",
		  "a lane that EXEC disables and gets 0.",
		  "a lane that EXEC disables and get 0." },
		{ REASON_TMP_UNWRITTEN_ZERO, "reads|read",
		  "an unwritten tmp slot and gets 0.",
		  "an unwritten tmp slot and get 0." },
		{ REASON_SELF, "is|are", "not targeted and reads itself.",
		  "not targeted and read themselves." },
		{ REASON_EXEC_OFF, "is|are", "off in EXEC and unchanged.",
		  NULL },
	};
	for (size_t i = 0; i < sizeof after / sizeof after[0]; i++) {
		lanemask_t m = lanes_with(st, after[i].reason);

		if (m == 0)
			continue;
		strbuf_puts(sb, " ");
		lanes_phrase(sb, m, true, after[i].verbs);
		strbuf_puts(sb, one(m) || after[i].many == NULL ?
		    after[i].one : after[i].many);
	}
}

static void
op_tail(struct strbuf *sb, const struct step *st)
{
	const struct isa_info *info = isa_get((enum isa_id)st->insn.id);
	char d[24];

	if (info->sem == SEM_MOV)
		return;
	vw_reg_name(&st->insn.dst, d, sizeof d);
	strbuf_printf(sb, ", then computes %s into %s with its own other "
	    "operands", info->name, d);
}

static const char *const sel_names[] = {
	"byte 0", "byte 1", "byte 2", "byte 3", "the low word",
	"the high word", "the whole dword", "?"
};

/* A compare writes one bit per lane into a mask, not a VGPR: name the
 * mask it wrote (the executor's rule: vcc when no sdst; gfx10+ v_cmpx
 * writes EXEC only) and what inactive lanes get (a 0 bit). */
static void
compare_sentence(struct strbuf *out, const struct step *st,
    const struct wave *before, lanemask_t off)
{
	const struct isa_info *info = isa_get((enum isa_id)st->insn.id);
	bool to_exec = (info->flags & ISA_F_WRITES_EXEC) != 0;
	bool exec_only = to_exec && before != NULL &&
	    isa_features((enum isa_target)before->target)->cmpx_exec_only;
	char d[24] = "vcc";

	if (st->insn.dst.kind != OPND_NONE)
		vw_reg_name(&st->insn.dst, d, sizeof d);
	if (exec_only)
		snprintf(d, sizeof d, "EXEC");
	else if (to_exec)
		snprintf(d + strlen(d), sizeof d - strlen(d), " and EXEC");
	strbuf_printf(out, "Each active lane compares its own operands and "
	    "writes the result as its bit of %s: no data crosses lanes.", d);
	if (off) {
		strbuf_puts(out, " ");
		lanes_phrase(out, off, true, "is|are");
		strbuf_puts(out, one(off) ? "off in EXEC: its bit becomes 0." :
		    "off in EXEC: their bits become 0.");
	}
	if (to_exec)
		strbuf_printf(out, " From the next instruction on, only the "
		    "lanes whose comparison held are active (%d of %d).",
		    __builtin_popcountll(st->exec_after),
		    st->wave == 32 ? 32 : 64);
}

void
view_explain(const struct step *st, const struct wave *before, int phase,
    struct strbuf *out)
{
	const struct insn *in = &st->insn;
	const struct isa_info *info = isa_get((enum isa_id)in->id);
	char src[24], dst[24], addr[24];
	int lanes = st->wave == 32 ? 32 : 64;

	vw_reg_name(&in->src[0], src, sizeof src);
	vw_reg_name(&in->dst, dst, sizeof dst);
	switch (st->kind) {
	case STEP_DPP:
		dpp_pattern(out, in, src, lanes);
		op_tail(out, st);
		reasons_sentence(out, st);
		break;
	case STEP_DPP8:
		strbuf_printf(out, "Within each group of 8 lanes, lane k reads "
		    "%s from the lane its dpp8 selector k names", src);
		op_tail(out, st);
		reasons_sentence(out, st);
		break;
	case STEP_SWIZZLE:
		strbuf_printf(out, "Each active lane reads %s from the lane "
		    "the swizzle pattern names, within its half of the wave",
		    src);
		reasons_sentence(out, st);
		strbuf_puts(out, " A source lane that EXEC disables gives 0.");
		break;
	case STEP_PERMUTE:
	case STEP_BPERMUTE: {
		lanemask_t coll = 0, unw;
		vw_reg_name(&in->src[0], addr, sizeof addr);
		vw_reg_name(&in->src[1], src, sizeof src);
		for (int i = 0; i < lanes; i++)
			if (st->tmp_losers[i] != 0)
				coll |= (lanemask_t)1 << i;
		unw = ~st->tmp_written & wave_all_lanes((unsigned)lanes);
		if (phase == 0) {
			if (st->kind == STEP_PERMUTE)
				strbuf_printf(out, "Write phase: each active "
				    "lane pushes its %s into the tmp slot "
				    "named by bits 7:2 of its address %s "
				    "(+ offset).", src, addr);
			else
				/* ds_bpermute pulls (semantics.md 6, CDNA4
				 * 12.12): the address only steers the read */
				strbuf_printf(out, "Write phase: each active "
				    "lane i copies its %s into tmp slot i; the "
				    "address %s is not used yet.", src, addr);
			if (coll) {
				strbuf_puts(out, " ");
				noun_phrase(out, "slot", coll, true,
				    "was|were");
				strbuf_puts(out, "written by several lanes: "
				    "the highest lane wins.");
			}
			if (unw) {
				strbuf_puts(out, " ");
				noun_phrase(out, "slot", unw, true,
				    "stays|stay");
				strbuf_puts(out, "unwritten (0).");
			}
		} else {
			if (st->kind == STEP_PERMUTE)
				strbuf_printf(out, "Read phase: each active "
				    "lane i reads tmp slot i into %s", dst);
			else
				strbuf_printf(out, "Read phase: each active "
				    "lane pulls the tmp slot named by bits 7:2 "
				    "of its address %s (+ offset) into %s",
				    addr, dst);
			reasons_sentence(out, st);
		}
		break;
	}
	case STEP_READLANE:
		strbuf_printf(out, "%s copies lane %d of %s into %s, whatever "
		    "EXEC holds.", info->name, st->selected_lane, src, dst);
		break;
	case STEP_READFIRSTLANE:
		strbuf_printf(out, "%s copies %s of the first active lane "
		    "(lane %d) into %s.", info->name, src, st->selected_lane,
		    dst);
		break;
	case STEP_WRITELANE: {
		lanemask_t rest = wave_all_lanes((unsigned)lanes) &
		    ~((lanemask_t)1 << st->selected_lane);
		strbuf_printf(out, "%s writes %s into lane %d of %s, whatever "
		    "EXEC holds; ", info->name, src, st->selected_lane, dst);
		/* which lanes, and why: the lane select names one lane */
		lanes_phrase(out, rest, false, "is|are");
		strbuf_printf(out, "not written (the lane select names lane "
		    "%d only, on or off in EXEC) and keep%s %s value%s.",
		    st->selected_lane, __builtin_popcountll(rest) == 1 ? "s" :
		    "", __builtin_popcountll(rest) == 1 ? "its" : "their",
		    __builtin_popcountll(rest) == 1 ? "" : "s");
		break;
	}
	case STEP_PERMLANE:
		if (info->sem == SEM_PERMLANE64)
			strbuf_printf(out, "Each lane reads %s from the lane "
			    "32 away: the two halves of the wave swap (a "
			    "no-op in wave32)", src);
		else
			strbuf_printf(out, "Each lane reads %s from the lane "
			    "its %s names, %s", src, info->sem ==
			    SEM_PERMLANE16_VAR || info->sem ==
			    SEM_PERMLANEX16_VAR ? "own select VGPR (bits 3:0)"
			    : "selector nibble", info->sem ==
			    SEM_PERMLANEX16 || info->sem == SEM_PERMLANEX16_VAR
			    ? "in the other row of its row pair" :
			    "within its own row");
		reasons_sentence(out, st);
		break;
	case STEP_SDWA:
		strbuf_printf(out, "Each active lane takes %s of %s%s, "
		    "computes %s and writes %s of %s", sel_names[
		    in->src0_sel & 7], src, (in->src[0].mods & OPND_MOD_SEXT)
		    ? " sign-extended" : "", info->name,
		    sel_names[in->dst_sel & 7], dst);
		if (in->dst_sel != SDWA_DWORD)
			sdwa_unused_sentence(out, in);
		else
			strbuf_puts(out, ".");
		{
			lanemask_t off = ~st->exec &
			    wave_all_lanes((unsigned)lanes);
			if (off) {
				strbuf_puts(out, " ");
				lanes_phrase(out, off, true, "is|are");
				strbuf_puts(out, "off in EXEC and not written.");
			}
		}
		break;
	case STEP_LDS: {
		char why[200];
		lds_explain(&st->lds, why, sizeof why);
		strbuf_printf(out, "%d active lanes go to the LDS; %s.",
		    __builtin_popcountll(st->lds.lanes), why);
		break;
	}
	case STEP_MEMORY: {
		const struct mem_step *ms = &st->mem;
		unsigned eff = ms->requests ? 100u * ms->ideal / ms->requests
		    : 100u;
		if (ms->is_block) /* no clocks, and M0's dwords only */
			strbuf_printf(out, "%u active lanes %s the %u dwords "
			    "M0 = 0x%x selects (dword n at the lane's address "
			    "+ 4n), touching %u 64-byte lines: %u L2 requests "
			    "where %u would do (%u%% efficient); the L1 case "
			    "and clocks of a block are not modelled by "
			    "lanescope (no source gives them).", ms->active,
			    ms->is_store ? "store" : "load",
			    (unsigned)__builtin_popcount(ms->block_sel),
			    ms->block_sel, ms->nlines, ms->requests,
			    ms->ideal, eff);
		else
			strbuf_printf(out, "%u active lanes %s %u bytes each, "
			    "touching %u 64-byte lines: %u L2 requests where "
			    "%u would do (%u%% efficient); L1 case %s, %u "
			    "clocks%s.",
			    ms->active, ms->is_atomic ? "atomically add" :
			    ms->is_store ? "store" : "load", ms->bytes_per_lane,
			    ms->nlines, ms->requests, ms->ideal, eff,
			    memory_l1_case_name((enum mem_l1_case)ms->l1_case),
			    ms->clocks, ms->clocks_estimated ? " (lanescope's "
			    "estimate: reference 004 gives no figure for this "
			    "case)" : "");
		if (ms->lds_dma) {
			/* LDS DMA: where the data went (or came from) */
			unsigned nl = (unsigned)__builtin_popcountll(
			    ms->lds_lanes);
			strbuf_printf(out, " LDS DMA: lane i's dword is LDS "
			    "0x%x + 4*i (M0 + offset); %u lane%s %s LDS "
			    "bytes 0x%x..0x%x", ms->lds_base,
			    nl, nl == 1 ? "" : "s",
			    ms->is_store ? "read" : "wrote",
			    ms->lds_base, ms->lds_base + 4u * (unsigned)lanes);
			if (nl != (unsigned)__builtin_popcountll(ms->lanes))
				strbuf_puts(out, " (the other active lanes' "
				    "dwords lie past the 64 KiB LDS: "
				    "untouched)");
			strbuf_puts(out, ".");
		}
		/* the grid has 8 hex digits a lane: never cut silently */
		for (int i = 0; i < lanes; i++)
			if ((ms->lanes >> i & 1) && ms->addr[i] >> 32 != 0) {
				strbuf_puts(out, " Addresses above 4 GiB: the "
				    "grid shows the low 32 bits of each, the "
				    "line list the whole address.");
				break;
			}
		break;
	}
	case STEP_VALU: {
		lanemask_t all = wave_all_lanes((unsigned)lanes);
		lanemask_t off = ~st->exec & all;
		if (info->sem == SEM_CMP) {
			compare_sentence(out, st, before, off);
			break;
		}
		if (in->form == FORM_VOPD) {
			char ydst[24];
			struct operand yd, ys[3];
			insn_vopd_y_operands(in, &yd, ys);
			vw_reg_name(&yd, ydst, sizeof ydst);
			/* RDNA3/RDNA4 ISA guides 7.6: one issue, two ops */
			strbuf_printf(out, "VOPD: each active lane computes %s "
			    "(X half) and %s (Y half) from its own lane's "
			    "operands; both halves read their sources before "
			    "either writes, so neither sees the other's "
			    "result.", dst, ydst);
			if (st->vopd_y_changed)
				strbuf_printf(out, " %s changes in %d lanes.",
				    ydst, __builtin_popcountll(
				    st->vopd_y_changed));
		} else if (info->sem == SEM_V_MOVREL) {
			/* the VGPRs M0 picked, as the record lists them */
			const struct reg_ref *wd = exec_ref_find(st->writes,
			    st->nwrites, OPND_VGPR, REF_DATA, false);
			const struct reg_ref *rs = exec_ref_find(st->reads,
			    st->nreads, OPND_VGPR, REF_SRC0, false);
			unsigned m0 = before != NULL ? before->m0 : 0;
			char s0[24];

			if (rs != NULL)
				snprintf(s0, sizeof s0, "%c%u",
				    WAVE_VGPR_NAME(rs->reg));
			else
				vw_reg_name(&in->src[0], s0, sizeof s0);
			if (info->aux == VMR_SWAP)
				strbuf_printf(out, "VGPR indexing: M0 = 0x%x picks "
				    "the registers; each active lane swaps v%u "
				    "and %s.", m0, wd != NULL ? wd->reg : 0, s0);
			else
				strbuf_printf(out, "VGPR indexing: M0 = 0x%x picks "
				    "the registers; each active lane copies %s "
				    "into v%u.", m0, s0, wd != NULL ? wd->reg : 0);
		} else if (info->sem == SEM_V_SWAP) {
			char s0[24];
			vw_reg_name(&in->src[0], s0, sizeof s0);
			/* Vega ISA V_SWAP_B32: tmp = D; D = S0; S0 = tmp */
			strbuf_printf(out, "Each active lane swaps %s and %s: "
			    "both registers are written, no data crosses "
			    "lanes.", dst, s0);
			if (st->vopd_y_changed)
				strbuf_printf(out, " %s changes in %d lanes.",
				    s0, __builtin_popcountll(
				    st->vopd_y_changed));
		} else {
			strbuf_printf(out, "Each active lane computes %s from "
			    "its own lane's operands: no data crosses lanes.",
			    dst);
		}
		if (off) {
			strbuf_puts(out, " ");
			lanes_phrase(out, off, true, "is|are");
			strbuf_puts(out, "off in EXEC and unchanged.");
		}
		if (st->exec_after != st->exec)
			strbuf_puts(out, " EXEC changes.");
		break;
	}
	case STEP_SALU:
		strbuf_printf(out, "A scalar instruction: it runs once for the "
		    "wave%s.", st->exec_after != st->exec ?
		    " and changes EXEC" : "");
		break;
	default:
		/* waits and hints (branch mem13): what they mean */
		if (in->id == S_DELAY_ALU) {
			char why[400];
			asm_delay_alu_explain(in->simm16, why, sizeof why);
			strbuf_puts(out, why);
			break;
		}
		if (info->sem == SEM_WAIT || (info->sem == SEM_S_HINT &&
		    in->id >= S_CLAUSE && in->id <= S_WAIT_ALU)) {
			strbuf_printf(out, "%s: %s%s.", info->name, info->help,
			    info->sem == SEM_WAIT ? "; no value changes" : "");
			break;
		}
		/* cache control and hints (branch s6-16hint): the user
		 * should not look for a change the model cannot show */
		if (info->flags & ISA_F_NO_EFFECT) {
			strbuf_printf(out, "%s: %s. Caches, prefetch, performance and "
			    "exception state are not modelled by lanescope, so "
			    "this step has no visible effect.", info->name,
			    info->help);
			break;
		}
		strbuf_puts(out, "No data moves between lanes.");
		break;
	}
}

/* value in format fmt without the padding of the 8-column cell */
static const char *
trimmed(uint32_t v, enum session_format fmt, char buf[9])
{
	const char *p = buf;

	view_format_value(v, fmt, buf);
	while (*p == ' ')
		p++;
	return p;
}

void
view_explain_lane(const struct step *st, const struct wave *after,
    int lane, int phase, enum session_format fmt, struct strbuf *out)
{
	const struct lane_step *ls;
	char a[9], b[9], c[9], dst[24];
	const char *oldv, *newv, *srcv, *edge;
	int lanes = st->wave == 32 ? 32 : 64;

	if (lane < 0 || lane >= lanes)
		return;
	ls = &st->lane[lane];
	vw_reg_name(&st->insn.dst, dst, sizeof dst);
	if ((st->kind == STEP_PERMUTE || st->kind == STEP_BPERMUTE) &&
	    phase == 0) {
		if (!(st->tmp_written >> lane & 1)) {
			strbuf_printf(out, "Slot %d: no active lane wrote it; "
			    "a read of it gives 0.", lane);
			return;
		}
		strbuf_printf(out, "Slot %d holds %s, written by lane %d", lane,
		    trimmed(st->tmp[lane], fmt, a), st->tmp_writer[lane]);
		if (st->tmp_losers[lane] != 0) {
			strbuf_puts(out, "; ");
			lanes_phrase(out, st->tmp_losers[lane], false,
			    "wrote|wrote");
			strbuf_puts(out, "it too and lost (the highest lane "
			    "wins)");
		}
		strbuf_puts(out, ".");
		return;
	}
	if (st->kind == STEP_LDS) {
		const struct lds_step *lp = &st->lds;
		if (!(lp->lanes >> lane & 1)) {
			strbuf_printf(out, "Lane %d makes no LDS access.",
			    lane);
			return;
		}
		strbuf_printf(out, "Lane %d: LDS byte address 0x%x, bank %u",
		    lane, lp->addr[0][lane], lp->bank_of[lane]);
		if (lp->elems > 1)
			strbuf_printf(out, lp->src2 ? "; its operand LDS[B] "
			    "at 0x%x, bank %u" : "; second element at 0x%x, "
			    "bank %u", lp->addr[1][lane],
			    (lp->addr[1][lane] >> 2) & 31);
		if (lp->out_of_range >> lane & 1)
			strbuf_puts(out, "; out of range: reads 0, writes "
			    "nothing");
		if (lp->conflict_lanes >> lane & 1)
			strbuf_puts(out, "; its bank serves several dwords in "
			    "its group (a conflict)");
		if (after != NULL && exec_vector_kind(&st->insn.dst))
			strbuf_printf(out, "; %s = %s", dst, trimmed(after->
			    vgpr[exec_vslot(&st->insn.dst, 0)][lane], fmt,
			    a));
		strbuf_puts(out, ".");
		return;
	}
	if (st->kind == STEP_MEMORY) {
		const struct mem_step *ms = &st->mem;
		if (!(ms->lanes >> lane & 1)) {
			strbuf_printf(out, "Lane %d makes no memory access.",
			    lane);
			return;
		}
		uint64_t lines[MEMORY_LANE_MAX_LINES];
		unsigned n = memory_lane_lines(ms, (unsigned)lane, lines);

		strbuf_printf(out, "Lane %d: address 0x%llx, ", lane,
		    (unsigned long long)ms->addr[lane]);
		if (n == 0 && ms->is_block && (ms->in_range >> lane & 1))
			strbuf_puts(out, "no dword moved (M0 selects none)");
		else if (n == 0)
			strbuf_puts(out, "outside the buffer's range: a load "
			    "reads 0, a store writes nothing");
		else
			strbuf_puts(out, n == 1 ? "in the 64-byte line at " :
			    "in the 64-byte lines at ");
		for (unsigned k = 0; k < n; k++)
			strbuf_printf(out, "%s0x%llx", k == 0 ? "" : k + 1 < n ?
			    ", " : " and ", (unsigned long long)lines[k]);
		if (after != NULL && exec_vector_kind(&st->insn.dst))
			strbuf_printf(out, "; %s = %s", dst, trimmed(after->
			    vgpr[exec_vslot(&st->insn.dst, 0)][lane], fmt,
			    a));
		strbuf_puts(out, ".");
		return;
	}
	/* wave_shl/rol/shr/ror cross rows and stop at the wave's ends */
	edge = st->insn.dpp_ctrl >= DPP_WAVE_SHL1 &&
	    st->insn.dpp_ctrl <= DPP_WAVE_ROR1 ? "the wave" :
	    "its row of 16";
	oldv = trimmed(ls->old_value, fmt, a);
	newv = trimmed(ls->new_value, fmt, b);
	srcv = trimmed(ls->src_value, fmt, c);
	switch (ls->reason) {
	case REASON_MOVED:
		strbuf_printf(out, "Lane %d read %s from lane %d and now holds "
		    "%s in %s (was %s).", lane, srcv, ls->src, newv, dst, oldv);
		break;
	case REASON_EXEC_OFF:
		strbuf_printf(out, "Lane %d is off in EXEC: %s is not written "
		    "and keeps %s.", lane, dst, oldv);
		break;
	case REASON_ROW_MASKED:
		strbuf_printf(out, "Lane %d is in row %d, which row_mask 0x%x "
		    "disables: %s keeps %s.", lane, lane / 16,
		    st->insn.row_mask & 0xf, dst, oldv);
		break;
	case REASON_BANK_MASKED:
		strbuf_printf(out, "Lane %d is in bank %d, which bank_mask "
		    "0x%x disables: %s keeps %s.", lane, (lane >> 2) & 3,
		    st->insn.bank_mask & 0xf, dst, oldv);
		break;
	case REASON_SRC_OUT_OF_RANGE_KEPT:
		strbuf_printf(out, "Lane %d has no source lane (the pattern "
		    "points outside %s) and bound_ctrl is off: %s keeps %s.",
		    lane, edge, dst, oldv);
		break;
	case REASON_SRC_OUT_OF_RANGE_ZERO:
		strbuf_printf(out, "Lane %d has no source lane (the pattern "
		    "points outside %s); bound_ctrl on makes it read 0: %s = "
		    "%s (was %s).", lane, edge, dst, newv, oldv);
		break;
	case REASON_SRC_INACTIVE_KEPT:
		strbuf_printf(out, "Lane %d's source, lane %d, is off in EXEC: "
		    "%s keeps %s.", lane, ls->src, dst, oldv);
		break;
	case REASON_SRC_INACTIVE_ZERO:
		strbuf_printf(out, "Lane %d's source is off in EXEC, so it "
		    "reads 0: %s = %s (was %s).", lane, dst, newv, oldv);
		break;
	case REASON_TMP_UNWRITTEN_ZERO:
		strbuf_printf(out, "No active lane wrote tmp slot %d, so lane "
		    "%d reads 0: %s = %s (was %s).", lane, lane, dst, newv,
		    oldv);
		break;
	case REASON_SELF:
		strbuf_printf(out, "Lane %d is not targeted and reads itself: "
		    "%s = %s (was %s).", lane, dst, newv, oldv);
		break;
	case REASON_COMPUTED:
		strbuf_printf(out, "Lane %d computes %s = %s (was %s).", lane,
		    dst, newv, oldv);
		break;
	default:
		if (after != NULL && exec_vector_kind(&st->insn.dst))
			strbuf_printf(out, "Lane %d: %s = %s.", lane, dst,
			    trimmed(after->vgpr[exec_vslot(&st->insn.dst, 0)]
			    [lane], fmt, b));
		break;
	}
	if (ls->flags & LANE_DISPUTED)
		strbuf_puts(out, " The sources disagree on this lane "
		    "(:semantics lists the choice).");
}
