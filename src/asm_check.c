/* SPDX-License-Identifier: MIT */
/* asm_check: the checks llvm-mc makes on an instruction read, and the
 * encoding form it gets (e32, e64, DPP, SDWA). Pure: no I/O. */
#include "asm.h"

#include "asm_int.h"

bool
asm_names_high_vgpr_16(const struct isa_info *row, const struct insn *in)
{
	const struct operand *o[4] = { &in->dst, &in->src[0], &in->src[1],
		&in->src[2] };
	bool src16 = row->type == ISA_TY_F16 || (row->sem == SEM_CMP &&
	    (row->aux & ISA_CC_16)) || (row->sem == SEM_VX &&
	    (row->aux == VX_CVT_F16_U16 || row->aux == VX_CVT_F16_I16 ||
	    row->aux == VX_NOT_B16 || row->aux == VX_CVT_I32_I16 ||
	    row->aux == VX_CVT_U32_U16)), dst16 = src16;

	/* the conversions have one 16-bit side */
	if (row->sem == SEM_VX && row->aux == VX_CVT_F32_F16)
		dst16 = false;
	if (row->sem == SEM_VX && row->aux == VX_CVT_F16_F32)
		dst16 = true;
	/* branch s6-16int: a 32-bit side of the widening and packing
	 * rows */
	if (row->sem == SEM_VX && (row->aux == VX_CVT_I32_I16 ||
	    row->aux == VX_CVT_U32_U16))
		dst16 = false;
	if (row->sem == SEM_VX && row->aux == VX_SAT_PK_U8_I16)
		dst16 = true;
	if (in->target >= ISA_TARGET_COUNT ||
	    !isa_features((enum isa_target)in->target)->half_vgpr7 ||
	    !(src16 || dst16))
		return false;
	for (unsigned k = 0; k < 4; k++)
		if (o[k]->kind == OPND_VGPR && o[k]->reg >= 128 &&
		    (k == 0 ? dst16 : src16))
			return true;
	return false;
}

/* A 16-bit operation naming v128 or above where the target's e32 and DPP
 * fields hold only v0..v127. */
static bool
high_half_vgpr(const struct cursor *c)
{
	return asm_names_high_vgpr_16(c->row, c->in);
}

/* Whether the instruction as read needs the VOP3 (_e64) encoding. */
static bool
needs_vop3(const struct cursor *c, bool dpp)
{
	const struct insn *in = c->in;
	const struct isa_info *r = c->row;
	int mask_ok_kind = c->wave == 32 ? OPND_VCC_LO : OPND_VCC;

	if (c->any_vop3)
		return true;
	if (high_half_vgpr(c))
		return true;
	if (r->opcode[c->target] & ISA_OPC_VOP3_ONLY &&
	    r->opcode[c->target] != ISA_OPC_UNKNOWN)
		return true;
	/* DPP16 and gfx11 DPP8 carry neg/abs in their own dword. */
	for (unsigned k = 0; k < 3 && !dpp; k++)
		if (in->src[k].mods & (OPND_MOD_NEG | OPND_MOD_ABS))
			return true;
	/* a scalar src1 needs VOP3; with DPP only where VOP3 DPP takes one */
	if ((r->family == ISA_VOP2 || r->family == ISA_VOPC) &&
	    in->src[1].kind != OPND_VGPR &&
	    (!dpp || c->ft->vop3_dpp_scalar))
		return true;
	if (in->sdst.kind != OPND_NONE && in->sdst.kind != mask_ok_kind)
		return true;
	if (in->src[3].kind != OPND_NONE && in->src[3].kind != mask_ok_kind)
		return true;
	return false;
}

static bool
is_scalar_src(const struct operand *o)
{
	return asm_scalar_kind(o->kind) || o->kind == OPND_LITERAL;
}

/* Integer adds and subtracts with a saturating clamp in VOP3: the carry
 * forms everywhere, the others from GFX9 on. */
static bool
int_clamp(const struct cursor *c)
{
	/* VOP3b carry forms have the clamp bit on every target. */
	if (c->row->flags & ISA_F_CARRY_OUT)
		return true;
	switch (c->row->sem) {
	case SEM_ADD_U32:
	case SEM_SUB_U32:
	case SEM_SUBREV_U32:
	case SEM_ADDC_U32:
	case SEM_SUBB_U32:
	case SEM_SUBBREV_U32:
	case SEM_ADD_I32:
	case SEM_SUB_I32:
		return c->ft->int_clamp;
	case SEM_VX: /* branch vop3p16c */
		return c->ft->int_clamp && isa_vx_int_clamp(c->row->aux);
	default:
		return false;
	}
}

/* clamp and mul/div per form, as llvm-mc 14 allows them. */
static int
check_omod(struct cursor *c)
{
	const struct insn *in = c->in;
	const struct isa_info *r = c->row;
	bool fres = isa_float_result((enum isa_id)in->id);
	bool cvt = r->sem == SEM_CVT_I32_F32 || r->sem == SEM_CVT_U32_F32;
	bool clamp_ok, omod_ok;

	if (r->flags & ISA_F_VOP3P)
		return 0; /* asm_vop3p_check did clamp; VOP3P has no omod */
	if (in->form == FORM_SDWA) {
		bool gfx8 = c->ft->sdwa == ISA_SDWA_GFX8;
		clamp_ok = r->family != ISA_VOPC || gfx8;
		omod_ok = !gfx8 && fres &&
			  r->family != ISA_VOPC;
	} else if (in->form == FORM_E64 || r->family == ISA_VOP3 ||
		   in->vop3_dpp) {
		clamp_ok = (fres && (r->family != ISA_VOPC ||
				     (c->ft->vopc_clamp &&
				      ISA_CC_COND(r->aux) != ISA_CC_CLASS))) ||
			   cvt || int_clamp(c);
		omod_ok = (fres || cvt) && r->family != ISA_VOPC;
	} else {
		clamp_ok = omod_ok = false;
	}
	/* llvm-mc 19 takes clamp but no omod on v_cvt_flr/rpi_i32_f32 */
	if (r->sem == SEM_VX && (r->aux == VX_CVT_FLR_I32_F32 ||
	    r->aux == VX_CVT_RPI_I32_F32))
		omod_ok = false;
	/* branch s6-16int: llvm-mc 19 takes clamp on the SAD family and on
	 * v_cvt_pk_i16/u16_f32 (no omod on the latter); no guide says what
	 * it does there */
	if (r->sem == SEM_VX && (r->aux == VX_CVT_PK_I16_F32 ||
	    r->aux == VX_CVT_PK_U16_F32))
		omod_ok = false;
	if (r->sem == SEM_VX && in->clamp && ((r->aux >= VX_SAD_U8 &&
	    r->aux <= VX_MQSAD_U32_U8) || r->aux == VX_CVT_PK_I16_F32 ||
	    r->aux == VX_CVT_PK_U16_F32))
		return cur_error_kind(c, DIAG_TARGET, c->clamp_col, 5,
		    "%s with clamp is not modelled by lanescope (no ISA "
		    "guide says what it does)", r->name);
	if (r->sem == SEM_VX && isa_vx_int16_or_pack(r->aux) &&
	    (in->omod || (in->clamp && !int_clamp(c))))
		return cur_error_kind(c, DIAG_TARGET, in->clamp ? c->clamp_col :
		    c->omod_col, in->clamp ? 5 : 1, "%s with %s is not "
		    "modelled by lanescope (a 16-bit integer or packed "
		    "result)", r->name, in->clamp ? "clamp" :
		    "an output modifier");
	/* llvm-mc 19 takes neither on the f32 to fp8/bf8 rows */
	if (r->sem == SEM_VX && ISA_VX_TO_FP8(r->aux))
		clamp_ok = omod_ok = false;
	if (in->clamp && !clamp_ok)
		return cur_error(c, c->clamp_col, 5, "invalid operand for "
		    "instruction (%s has no clamp in this form)", r->name);
	if (in->omod && !omod_ok)
		return cur_error(c, c->omod_col, 5, "invalid operand for "
		    "instruction (%s has no mul/div output modifier%s)",
		    r->name, in->form == FORM_SDWA &&
		    c->ft->sdwa == ISA_SDWA_GFX8 ? "; SDWA omod needs gfx9" :
		    "");
	return 0;
}

/* VOP3 DPP (_e64_dpp): src0 is the DPP-fetched VGPR, no literal
 * anywhere; gfx11 wants src1 in a VGPR too, gfx12 also takes an SGPR or
 * an inline constant there (llvm-mc 19 on both). */
static int
check_vop3_dpp(struct cursor *c)
{
	const struct insn *in = c->in;

	if (in->src[0].kind != OPND_VGPR)
		return cur_error(c, in->src[0].col, 1, "invalid operand for "
		    "instruction (DPP src0 must be a VGPR)");
	for (unsigned k = 1; k < 4; k++) {
		const struct operand *o = &in->src[k];
		if (o->kind == OPND_LITERAL)
			return cur_error(c, o->col, 1, "invalid operand for "
			    "instruction (VOP3 DPP takes no literal)");
		if (k == 1 && o->kind == OPND_CONST && !c->ft->vop3_dpp_scalar)
			return cur_error_kind(c, DIAG_TARGET, in->col, 1,
			    "src1 immediate operand invalid for instruction "
			    "(%s: src1 of VOP3 DPP must be a VGPR; gfx1200 "
			    "also takes an SGPR or a constant)",
			    isa_target_name(c->target));
		if (k == 1 && o->kind != OPND_VGPR && o->kind != OPND_NONE &&
		    !c->ft->vop3_dpp_scalar)
			return cur_error_kind(c, DIAG_TARGET, o->col, 1,
			    "invalid operand for instruction (%s: src1 of "
			    "VOP3 DPP must be a VGPR; gfx1200 also takes an "
			    "SGPR or a constant)", isa_target_name(c->target));
	}
	return 0;
}

/* Checks the sources against the chosen form, as llvm-mc does. */
static int
check_form(struct cursor *c)
{
	struct insn *in = c->in;
	const struct isa_info *r = c->row;
	unsigned nlit = 0, bus = 0, limit, bus_col = 0;
	uint64_t lit = 0;
	const struct operand *seen[4];
	unsigned nseen = 0;

	for (unsigned k = 0; k < 3; k++) {
		const struct operand *o = &in->src[k];
		if (o->kind == OPND_LITERAL) {
			/* the same value twice is one literal */
			if (nlit > 0 && o->value != lit)
				return cur_error(c, o->col, 1,
				    "only one literal operand is allowed");
			nlit++;
			lit = o->value;
		}
		if ((o->mods & OPND_MOD_SEXT) && (r->flags & ISA_F_FLOAT))
			return cur_error(c, o->col, 1, "not a valid operand. "
			    "(sext() is for integer instructions; %s takes "
			    "neg/abs)", r->name);
		if (o->mods & OPND_MOD_SEXT && in->form != FORM_SDWA)
			return cur_error(c, o->col, 1,
			    "invalid operand for instruction (sext() is an "
			    "SDWA modifier)");
		if ((o->mods & (OPND_MOD_NEG | OPND_MOD_ABS)) &&
		    !(r->flags & (ISA_F_FLOAT | ISA_F_VOP3P)) &&
		    !(r->sem == SEM_CNDMASK && (in->form == FORM_E64 ||
		    in->vop3_dpp || r->family == ISA_VOP3)))
			return cur_error(c, o->col, 1, "not a valid operand. "
			    "(neg/abs need a floating-point instruction)");
		/* v_ldexp_f32's exponent is an integer (llvm-mc 19) */
		if ((o->mods & (OPND_MOD_NEG | OPND_MOD_ABS)) && k == 1 &&
		    r->sem == SEM_VX && (r->aux == VX_LDEXP_F32 ||
					 r->aux == VX_LDEXP_F64))
			return cur_error(c, o->col, 1, "not a valid operand. "
			    "(the exponent of %s is an integer: no "
			    "neg/abs)", r->name);
		/* v_cvt_pk_u8_f32's s1 and s2 are integers (llvm-mc 19) */
		if ((o->mods & (OPND_MOD_NEG | OPND_MOD_ABS)) && k > 0 &&
		    r->sem == SEM_VX && r->aux == VX_CVT_PK_U8_F32)
			return cur_error(c, o->col, 1, "not a valid operand. "
			    "(s1 and s2 of %s are integers: no neg/abs)",
			    r->name);
		/* v_cvt_sr_*_f32's s1 is random bits (llvm-mc 19) */
		if ((o->mods & (OPND_MOD_NEG | OPND_MOD_ABS)) && k == 1 &&
		    r->sem == SEM_VX && ISA_VX_TO_FP8_SR(r->aux))
			return cur_error(c, o->col, 1, "not a valid operand. "
			    "(s1 of %s is random bits: no neg/abs)", r->name);
		/* v_cmp_class's s1 is a mask of classes (llvm-mc 19) */
		if ((o->mods & (OPND_MOD_NEG | OPND_MOD_ABS)) && k == 1 &&
		    r->sem == SEM_CMP && ISA_CC_COND(r->aux) == ISA_CC_CLASS)
			return cur_error(c, o->col, 1, "not a valid operand. "
			    "(s1 of %s is a mask of classes: no neg/abs)",
			    r->name);
		/* VOP3b (v_div_scale) keeps sdst where abs bits would be */
		if ((o->mods & OPND_MOD_ABS) && r->family == ISA_VOP3 &&
		    (r->flags & ISA_F_CARRY_OUT))
			return cur_error(c, o->col, 1, "not a valid operand. "
			    "(%s has no abs modifier: its encoding keeps "
			    "sdst there)", r->name);
	}
	if (check_omod(c) != 0)
		return -1;
	if ((in->form == FORM_E32 || in->form == FORM_DPP ||
	     in->form == FORM_DPP8) && !in->vop3_dpp && high_half_vgpr(c))
		return cur_error(c, in->col, 1, "operands are not valid for "
		    "this GPU or mode (%s: 16-bit operands of this form are "
		    "v0..v127; %s)", isa_target_name(c->target),
		    in->form == FORM_E32 ? "use _e64" : "use _e64_dpp");
	if (in->vop3_dpp && check_vop3_dpp(c) != 0)
		return -1;
	if ((in->form == FORM_DPP || in->form == FORM_DPP8) &&
	    !in->vop3_dpp) {
		/* llvm-mc 19 takes v_mov_b16_dpp; lanescope has no true16
		 * DPP */
		if (r->flags & ISA_F_T16)
			return cur_error_kind(c, DIAG_TARGET, in->col, 1,
			    "%s_dpp is not modelled by lanescope", r->name);
		if (!isa_has_dpp(r, c->target))
			return cur_error(c, in->col, 1,
			    "dpp variant of this instruction is not supported");
		/* llvm-mc 19: 64-bit DPP (gfx90a, gfx942) takes only
		 * row_newbcast, whose code is row_share's */
		if ((r->flags & ISA_F_WIDE) && (in->form == FORM_DPP8 ||
		    in->dpp_ctrl < DPP_ROW_SHARE(0) ||
		    in->dpp_ctrl > DPP_ROW_SHARE(15)))
			return cur_error(c, in->col, 1, "DP ALU dpp only "
			    "supports row_newbcast (%s has 64-bit operands)",
			    r->name);
		if (in->src[0].kind != OPND_VGPR && r->sem != SEM_NOP)
			return cur_error(c, in->src[0].col, 1,
			    "invalid operand for instruction (DPP src0 must "
			    "be a VGPR)");
		if ((r->family == ISA_VOP2 || r->family == ISA_VOPC) &&
		    in->src[1].kind != OPND_VGPR)
			return cur_error(c, in->src[1].col, 1,
			    "invalid operand for instruction (DPP src1 must "
			    "be a VGPR)");
		if (in->form == FORM_DPP8)
			for (unsigned k = 0; k < 2; k++)
				if (in->src[k].mods)
					return cur_error(c, in->src[k].col, 1,
					    "invalid operand for instruction "
					    "(no neg/abs with dpp8)");
	}
	if (in->form == FORM_SDWA) {
		if (!(r->flags & ISA_F_SDWA) || c->ft->sdwa == ISA_SDWA_NONE)
			return cur_error_kind(c, DIAG_TARGET, in->col, 1,
			    "sdwa variant of this instruction is not "
			    "supported%s", c->ft->sdwa == ISA_SDWA_NONE ?
			    " (GFX11 removed SDWA)" : "");
		for (unsigned k = 0; k < 2; k++) {
			const struct operand *o = &in->src[k];
			if (o->kind == OPND_NONE || o->kind == OPND_VGPR)
				continue;
			bool gfx8 = c->ft->sdwa == ISA_SDWA_GFX8;
			if (gfx8 || o->kind == OPND_LITERAL)
				return cur_error(c, o->col, 1,
				    "invalid operand for instruction (%s)",
				    gfx8 ?
				    "SDWA sources are VGPRs on gfx8" :
				    "no literal in SDWA");
		}
		if (r->family == ISA_VOPC && in->sdst.col == 0 &&
		    in->sdst.kind != OPND_NONE)
			return cur_error(c, in->src[0].col, 1,
			    "invalid operand for instruction (SDWA compares "
			    "name their destination)");
		if (r->family == ISA_VOPC && c->ft->sdwa == ISA_SDWA_GFX8 &&
		    in->sdst.kind != OPND_VCC)
			return cur_error(c, in->sdst.col, 1, "operands are not "
			    "valid for this GPU or mode (gfx8 SDWA compares "
			    "write vcc)");
	}
	if (in->form == FORM_E32)
		for (unsigned k = 0; k < 3; k++)
			if (in->src[k].mods)
				return cur_error(c, in->src[k].col, 1,
				    "invalid operand for instruction (_e32 "
				    "has no source modifiers; use _e64)");
	if ((in->form == FORM_E32 || in->form == FORM_DPP ||
	     in->form == FORM_SDWA || in->form == FORM_DPP8) &&
	    !in->vop3_dpp) {
		int mk = c->wave == 32 ? OPND_VCC_LO : OPND_VCC;
		if (in->sdst.kind != OPND_NONE && in->sdst.kind != mk &&
		    !(in->form == FORM_SDWA && r->family == ISA_VOPC))
			return cur_error(c, in->sdst.col, 1,
			    "invalid operand for instruction (the %s form "
			    "writes %s; use _e64 for an SGPR destination)",
			    in->form == FORM_E32 ? "_e32" : "_dpp/_sdwa",
			    c->wave == 32 ? "vcc_lo" : "vcc");
		if (in->src[3].kind != OPND_NONE && in->src[3].kind != mk)
			return cur_error(c, in->src[3].col, 1,
			    "invalid operand for instruction (the carry-in "
			    "of this form is %s)",
			    c->wave == 32 ? "vcc_lo" : "vcc");
		if (in->form == FORM_E32 && asm_is_vop(r) &&
		    r->family != ISA_VOP1 && in->src[1].kind != OPND_VGPR &&
		    !(r->flags & ISA_F_K_MID))
			return cur_error(c, in->src[1].col, 1,
			    "invalid operand for instruction (src1 of _e32 "
			    "must be a VGPR; use _e64)");
	}
	if ((in->form == FORM_E64 || (r->family == ISA_VOP3)) &&
	    !in->vop3_dpp && nlit > 0 && !c->ft->vop3_literal)
		for (unsigned k = 0; k < 3; k++)
			if (in->src[k].kind == OPND_LITERAL)
				return cur_error(c, in->src[k].col, 1,
				    "literal operands are not supported "
				    "(VOP3 literals need gfx1010 or later)");
	/* Constant bus: distinct scalar values read by one VALU op. */
	if (asm_is_vop(r) || r->family == ISA_VOP3) {
		limit = c->ft->const_bus;
		for (unsigned k = 0; k < 4; k++) {
			const struct operand *o = &in->src[k];
			bool dup = false;
			if (!is_scalar_src(o))
				continue;
			if (k == 3 && in->form != FORM_E64 && !in->vop3_dpp)
				continue; /* implicit vcc counted below */
			for (unsigned j = 0; j < nseen; j++)
				if (seen[j]->kind == o->kind &&
				    seen[j]->reg == o->reg &&
				    (o->kind != OPND_LITERAL ||
				     seen[j]->value == o->value))
					dup = true;
			if (!dup) {
				seen[nseen++] = o;
				bus++;
				if (bus > limit && bus_col == 0)
					bus_col = o->col;
			}
		}
		if ((r->flags & ISA_F_CARRY_IN) && in->form != FORM_E64 &&
		    !in->vop3_dpp)
			bus++;
		/* v_div_fmas reads vcc without naming it */
		if (r->sem == SEM_VX && (r->aux == VX_DIV_FMAS_F32 ||
					 r->aux == VX_DIV_FMAS_F64))
			bus++;
		if (r->sem == SEM_WRITELANE || r->sem == SEM_READLANE)
			limit = c->ft->const_bus;
		/* `v_writelane_b32 v1, s3, m0`: llc emits it and llvm-mc 19
		 * accepts it on every target (m0 as the lane select is not
		 * counted), but llvm-mc 14 refused it; follow 19 and say so. */
		if (bus > limit && r->sem == SEM_WRITELANE &&
		    in->src[1].kind == OPND_M0 && bus - 1 <= limit) {
			if (c->d->message[0] == '\0')
				diag_set(c->d, DIAG_WARNING, DIAG_TARGET,
				    in->src[1].col, 2, "m0 as the lane select "
				    "beside a scalar value: accepted as llvm-mc "
				    "19 does, though it breaks %s's constant "
				    "bus limit of %u and llvm-mc 14 refuses it",
				    isa_target_name(c->target), limit);
			return 0;
		}
		if (bus > limit)
			return cur_error(c, bus_col ? bus_col : in->col, 1,
			    "invalid operand (violates constant bus "
			    "restrictions: %s allows %u scalar value%s per "
			    "instruction)", isa_target_name(c->target), limit,
			    limit > 1 ? "s" : "");
	}
	return 0;
}

static unsigned
popcount4(unsigned v)
{
	return (v & 1) + (v >> 1 & 1) + (v >> 2 & 1) + (v >> 3 & 1);
}

/* A global/flat atomic returns the old value exactly when it names a
 * VGPR for it, and then glc (sc0 on gfx942) must be given; llvm-mc's
 * messages. */
static int
check_atomic_return(struct cursor *c)
{
	const char *bit = c->ft->cache_sc ? "sc0" : "glc";

	if (!isa_sem_atomic(c->row->sem) || c->ft->enc >= ISA_ENC_GFX12)
		return 0; /* gfx12: asm_check_th */
	if (c->in->dst.kind != OPND_NONE && !c->in->glc)
		return cur_error(c, c->in->col, 1, "instruction must use %s "
		    "(the form that returns the old value into the first "
		    "VGPR)", bit);
	if (c->in->dst.kind == OPND_NONE && c->in->glc)
		return cur_error(c, c->glc_col ? c->glc_col : c->in->col, 3,
		    "instruction must not use %s (to get the old value back, "
		    "name a VGPR for it first)", bit);
	return 0;
}

/* The integer a constant or literal operand o was written as, for the
 * numbers of the SMEM hints; INT64_MIN for anything else (a float
 * constant, a register), which the callers' ranges refuse. */
static int64_t
smem_number(const struct operand *o)
{
	if (o->kind == OPND_LITERAL || (o->kind == OPND_CONST &&
	    o->field >= 128 && o->field <= 208))
		return (int64_t)(int32_t)(uint32_t)o->value;
	return INT64_MIN;
}

/* Address and data sizes of memory instructions, as llvm-mc checks them. */
static int
check_memory(struct cursor *c)
{
	struct insn *in = c->in;
	const struct isa_info *r = c->row;
	const struct operand *va = &in->src[0];

	if ((r->flags & ISA_F_LDS_DMA) && r->family == ISA_MUBUF &&
	    r->sem == SEM_STORE && !c->lds_given)
		return cur_error(c, 1, 0, "too few operands for instruction "
		    "(%s is written with lds)", r->name);
	if (c->ft->enc >= ISA_ENC_GFX12 && (r->family == ISA_MUBUF ||
	    r->family == ISA_FLAT || r->family == ISA_GLOBAL ||
	    r->family == ISA_SCRATCH) && asm_check_th(c) != 0)
		return -1;
	/* cache control (s_dcache_inv, buffer_gl0_inv...): no operand.
	 * Of the MUBUF ones llvm-mc 19 takes cache bits on gfx942's
	 * (cache_sc) buffer_inv and buffer_wbl2 only, sc0 and sc1 (it prints nt there
	 * but sets no bit for it: refused here rather than mis-encoded) */
	if (r->sem == SEM_NOP && (r->flags & ISA_F_NO_EFFECT)) {
		bool sc = c->ft->cache_sc && (c->row ==
		    &isa_table[BUFFER_INV] || c->row == &isa_table[BUFFER_WBL2]);
		if (in->slc || in->dlc || in->mem_offset != 0 ||
		    ((in->glc || in->sc1) && !sc))
			return cur_error(c, in->col, 1, "invalid operand for "
			    "instruction (%s takes %s)", r->name, sc ?
			    "sc0 and sc1 only" : r->family == ISA_GLOBAL ?
			    "scope: and th: only" : "no operand");
		return 0;
	}
	switch (r->family) {
	case ISA_SMEM: {
		/* offsets of llvm-mc 19: gfx8 20 bits unsigned, gfx9 to
		 * gfx11 21 bits signed, gfx12 24 bits signed */
		enum isa_enc e = (enum isa_enc)c->ft->enc;
		/* s_buffer_* on gfx9 to gfx11: 20 bits unsigned too */
		bool ubuf = e == ISA_ENC_GFX8 || (e != ISA_ENC_GFX12 &&
		    (r->aux & ISA_SMEM_BUFFER));
		int64_t lo = ubuf ? 0 : e == ISA_ENC_GFX12 ?
		    -0x800000 : -0x100000;
		int64_t hi = e == ISA_ENC_GFX12 ? 0x7fffff : 0xfffff;
		int64_t v = in->mem_offset;
		struct operand *o = &in->src[1];
		unsigned ocol = o->col;

		if (r->sem == SEM_S_HINT) {
			/* the hints take no cache bits; N fits SDATA (gfx12:
			 * 5 bits, as llvm-mc 19 keeps them) */
			int64_t nmax = e == ISA_ENC_GFX12 ? 31 : 127;
			if (in->glc || in->dlc)
				return cur_error(c, in->col, 1, "invalid "
				    "operand for instruction (%s takes no "
				    "cache bits)", r->name);
			if (r->aux & (ISA_SMH_PROBE | ISA_SMH_PREFETCH)) {
				int64_t n = smem_number(&in->dst);
				if (n < 0 || n > nmax)
					return cur_error(c, in->dst.col, 1,
					    "invalid operand for instruction "
					    "(%s's N is 0..%lld)", r->name,
					    (long long)nmax);
				in->simm16 = (uint16_t)n;
				memset(&in->dst, 0, sizeof in->dst);
			}
			if (r->aux & ISA_SMH_PREFETCH) {
				v = smem_number(&in->src[2]);
				if (v < -0x800000 || v > 0x7fffff)
					return cur_error(c, in->src[2].col, 1,
					    "expected a 24-bit signed offset");
				memset(&in->src[2], 0, sizeof in->src[2]);
				in->mem_offset = (int32_t)v;
				return 0;
			}
		}

		if (o->kind == OPND_CONST || o->kind == OPND_LITERAL) {
			if (in->smem_soe)
				return cur_error(c, o->col, 1, "invalid "
				    "operand for instruction (offset:N goes "
				    "after an SGPR, not a number)");
			v = (int64_t)(int32_t)(uint32_t)o->value;
			if (o->value > 0xffffffffu)
				v = INT64_MAX;
			memset(o, 0, sizeof *o);
		} else if (o->kind != OPND_SGPR && o->kind != OPND_M0 &&
		    o->kind != OPND_VCC_LO && o->kind != OPND_VCC_HI &&
		    o->kind != OPND_TTMP && o->kind != OPND_NULL) {
			/* null: no soffset, as llvm-objdump prints a zero
			 * offset on gfx10 on */
			return cur_error(c, o->col, 1, "invalid operand for "
			    "instruction (the offset is a number, an SGPR or "
			    "m0)");
		}
		if (v < lo || v > hi)
			return cur_error(c, ocol, 1, "expected a %s-bit "
			    "%s offset", ubuf ? "20" : e ==
			    ISA_ENC_GFX12 ? "24" : "21", ubuf ?
			    "unsigned" : "signed");
		in->mem_offset = (int32_t)v;
		/* gfx12 prints an SGPR soffset with its offset always */
		if (o->kind != OPND_NONE && e == ISA_ENC_GFX12)
			in->smem_soe = true;
		return 0;
	}
	case ISA_MUBUF: {
		unsigned want = (unsigned)in->offen + (unsigned)in->idxen;
		/* VBUFFER's soffset field is 7 bits: an SGPR, m0 or null */
		if (c->ft->enc >= ISA_ENC_GFX12 &&
		    in->src[2].kind != OPND_SGPR &&
		    in->src[2].kind != OPND_M0 && in->src[2].kind != OPND_NULL)
			return cur_error(c, in->src[2].col ? in->src[2].col :
			    in->col, 1, "operands are not valid for this GPU "
			    "or mode (gfx12's buffer soffset is an SGPR, m0 or "
			    "null)");
		/* asm.h: an atomic with glc returns the old value into its
		 * data register, so dst names it too. */
		if (isa_sem_atomic(r->sem) && in->glc) {
			in->dst = in->src[3];
			in->dst.count = (uint8_t)(r->aux / 4);
		}
		if (va->kind == OPND_OFF && want > 0)
			return cur_error(c, c->addr_mod_col, 5, "invalid "
			    "operand for instruction (offen/idxen need a VGPR "
			    "address in place of `off`)");
		if (va->kind == OPND_VGPR && va->count != want)
			return cur_error(c, want ? va->col : in->col, 1,
			    want ? "invalid operand for instruction (offen "
			    "and idxen together take a VGPR pair, one of them "
			    "one VGPR)" : "too few operands for instruction "
			    "(a VGPR address needs offen or idxen; write `off` "
			    "for none)");
		return 0;
	}
	case ISA_FLAT:
		return check_atomic_return(c);
	case ISA_GLOBAL:
		if (check_atomic_return(c) != 0)
			return -1;
		if (r->flags & ISA_F_ADDTID)
			return 0;
		if (in->src[1].kind == OPND_OFF && va->count != 2)
			return cur_error(c, in->src[1].col, 3, "invalid "
			    "operand for instruction (with `off` the address "
			    "is a 64-bit VGPR pair)");
		if (in->src[1].kind != OPND_OFF && va->count != 1)
			return cur_error(c, va->col, 1, "invalid operand for "
			    "instruction (with an SGPR base the address is one "
			    "VGPR offset)");
		return 0;
	case ISA_SCRATCH: {
		/* llvm-mc 19: gfx9, gfx90a and gfx1010 want exactly one of
		 * vaddr and saddr; gfx1030, gfx942 and gfx11 on also take
		 * neither (ST mode), gfx942 and gfx11 on both (SVS mode) */
		bool voff = va->kind == OPND_OFF, soff = in->src[1].kind ==
		    OPND_OFF;
		bool st = c->ft->scratch_st, svs = c->ft->scratch_svs;
		if ((voff && soff && !st) || (!voff && !soff && !svs))
			return cur_error_kind(c, DIAG_TARGET, in->col, 1,
			    "operands are not valid for this GPU or mode "
			    "(%s on %s)", voff ? "vaddr and saddr both `off`"
			    : "both vaddr and saddr",
			    isa_target_name(c->target));
		return 0;
	}
	case ISA_MIMG: {
		const struct operand *data = r->sem == SEM_IMAGE_LOAD
		    ? &in->dst : &in->src[3];
		unsigned n = popcount4(in->dmask);
		/* GFX10 image addresses per dim (1D, 2D, 3D, cube, 1D array,
		 * 2D array, MSAA, MSAA array). */
		static const uint8_t coords[8] = { 1, 2, 3, 3, 2, 3, 3, 4 };
		if (in->src[1].count != 8)
			return cur_error(c, in->src[1].col, 1, "invalid "
			    "operand for instruction (the image resource is "
			    "eight SGPRs, s[n:n+7])");
		if (data->count != (n ? n : 1))
			return cur_error(c, in->col, 1, "image data size does "
			    "not match dmask and tfe (dmask:0x%x needs %u "
			    "VGPR%s)", in->dmask, n ? n : 1, n > 1 ? "s" : "");
		if (c->ft->dlc_dim && va->count != coords[in->dim])
			return cur_error(c, in->col, 1, "operands are not "
			    "valid for this GPU or mode (dim %s takes %u "
			    "address VGPR%s)", (c->seen & MOD_DIM) ? "" :
			    "1D (the default)", coords[in->dim],
			    coords[in->dim] > 1 ? "s" : "");
		return 0;
	}
	default:
		return 0;
	}
}

/* Whether source k of the row takes neg/abs (the rules check_form
 * enforces), so that folding them into a constant hides no error. */
static bool
const_mods_allowed(const struct cursor *c, unsigned k)
{
	const struct isa_info *r = c->row;

	if (!(r->flags & ISA_F_FLOAT) && r->sem != SEM_CNDMASK)
		return false;
	if (k == 1 && r->sem == SEM_VX && (r->aux == VX_LDEXP_F32 ||
					   r->aux == VX_LDEXP_F64))
		return false;
	if (k > 0 && r->sem == SEM_VX && r->aux == VX_CVT_PK_U8_F32)
		return false;
	if (k == 1 && r->sem == SEM_CMP && ISA_CC_COND(r->aux) == ISA_CC_CLASS)
		return false;
	if (k == 1 && r->sem == SEM_VX && ISA_VX_TO_FP8_SR(r->aux))
		return false;
	return true;
}

/* llvm-mc 19 tries the e32 form first, and there neg/abs on a constant
 * source become part of the constant: `v_add_f32 v0, -|2.0|, v1` is
 * v_add_f32_e32 v0, -2.0, v1, and `-|3|` the literal 0x80000003. Folds them
 * when the e32 form then takes the instruction (or _e32 was written);
 * otherwise the constant keeps its modifiers in VOP3. */
static void
fold_const_mods_for_e32(struct cursor *c)
{
	const struct isa_info *r = c->row;
	struct insn trial = *c->in, *was = c->in;
	bool any = false, vop3;

	if (!asm_is_vop(r) || (r->flags & ISA_F_VOP3P) ||
	    (r->family != ISA_VOP1 && r->family != ISA_VOP2 &&
	     r->family != ISA_VOPC) ||
	    c->any_dpp || c->any_dpp8 || c->any_sdwa || c->e64_dpp ||
	    (c->suffix != FORM_NATIVE && c->suffix != FORM_E32))
		return;
	for (unsigned k = 0; k < 3; k++) {
		struct operand *o = &trial.src[k];
		unsigned bits = o->count == 2 ? 64 :
		    asm_operand_bits(r) == 16 ? 16 : 32;
		if (const_mods_allowed(c, k) && asm_fold_const_mods(o, bits))
			any = true;
	}
	if (!any)
		return;
	c->in = &trial;
	vop3 = needs_vop3(c, false);
	c->in = was;
	if (c->suffix == FORM_E32 || !vop3)
		*c->in = trial;
}

/* A VOP2 row with a constant K (ISA_F_VOP2_K) has one encoding: the
 * VOP2 word and K's literal dword. No modifier, no other form; K is a
 * literal whatever its value (llvm-mc 19 prints v_fmamk_f32 v1, v2, 1.0,
 * v3 as ..., 0x3f800000, v3), so src0 may be a literal only if it
 * equals K (check_form: one literal). */
static int
finish_vop2_k(struct cursor *c)
{
	struct insn *in = c->in;
	const struct isa_info *r = c->row;
	struct operand *k = &in->src[(r->flags & ISA_F_K_MID) ? 1 : 2];

	if (c->suffix != FORM_NATIVE && c->suffix != FORM_E32)
		return cur_error(c, in->col, 1, "%s variant of this "
		    "instruction is not supported (%s has only its VOP2 form "
		    "with a literal K)", c->suffix == FORM_E64 ? "e64" :
		    c->suffix == FORM_SDWA ? "sdwa" : "dpp", r->name);
	if (c->any_dpp || c->any_dpp8 || c->any_sdwa || c->any_vop3 ||
	    c->e64_dpp)
		return cur_error(c, c->mod_col ? c->mod_col : in->col, 1,
		    "invalid operand for instruction (%s takes no "
		    "modifiers)", r->name);
	for (unsigned j = 0; j < 3; j++)
		if (in->src[j].mods)
			return cur_error(c, in->src[j].col, 1,
			    "not a valid operand.");
	k->kind = OPND_LITERAL;
	k->field = 255;
	k->value &= asm_operand_bits(r) == 16 ? 0xffffu : 0xffffffffu;
	in->form = FORM_E32;
	return check_form(c);
}

int
asm_finish(struct cursor *c)
{
	struct insn *in = c->in;
	const struct isa_info *r = c->row;

	if ((r->flags & ISA_F_VOP2_K) && r->family == ISA_SOP2) {
		/* gfx12 s_fmaak/s_fmamk_f32: K is the literal dword
		 * whatever its value (llvm-mc 19 prints 1.0 as 0x3f800000);
		 * the scalar checks below count it as the one literal */
		struct operand *k = &in->src[(r->flags & ISA_F_K_MID) ? 1 : 2];
		k->kind = OPND_LITERAL;
		k->field = 255;
		k->value &= 0xffffffffu;
	} else if (r->flags & ISA_F_VOP2_K) {
		return finish_vop2_k(c);
	}
	/* true16 v_mov_b16: a float inline constant (240..248) is what
	 * lanescope cannot settle: the f16 bits (1.0 = 0x3c00) or the low
	 * half of the f32 ones (0x0000) the 16-bit integer rows read */
	if ((r->flags & ISA_F_T16) && in->src[0].kind == OPND_CONST &&
	    in->src[0].field >= 240 && in->src[0].field <= 248)
		return cur_error_kind(c, DIAG_TARGET, in->src[0].col, 1,
		    "%s with a float inline constant is not modelled by "
		    "lanescope (f16 bits or the low half of f32 ones: no "
		    "guide says which a 16-bit move reads)", r->name);
	/* true16 v_mov_b16: llvm-mc 19 takes its VOP3 form with
	 * +real-true16 only */
	if ((r->flags & ISA_F_T16) && (c->suffix == FORM_E64 || c->e64_dpp))
		return cur_error(c, in->col, 1, "e64 variant of this "
		    "instruction is not supported (llvm-mc 19 takes it with "
		    "+real-true16 only)");
	/* a VOP2 with no VOP3 form (v_pk_fmac_f16; llvm-mc's wording) */
	if ((r->flags & ISA_F_NO_E64) && !(r->flags & ISA_F_CROSSLANE) &&
	    (c->suffix == FORM_E64 || c->e64_dpp))
		return cur_error(c, in->col, 1, "e64 variant of this "
		    "instruction is not supported");
	fold_const_mods_for_e32(c);

	if (!asm_is_vop(r) && (c->e64_dpp || ((c->any_dpp || c->any_dpp8) &&
	    !c->any_sdwa && isa_has_vop3_dpp(r, c->target)))) {
		in->form = c->any_dpp8 ? FORM_DPP8 : FORM_DPP;
		in->vop3_dpp = true;
		if (c->any_sdwa)
			return cur_error(c, c->mod_col, 1, "invalid operand "
			    "for instruction (SDWA selects need the _sdwa "
			    "form)");
	} else if (!asm_is_vop(r)) {
		if (c->any_dpp || c->any_dpp8 || c->any_sdwa)
			return cur_error(c, in->col, 1,
			    "invalid operand for instruction");
		if (r->family == ISA_SOP1 && r->sem == SEM_S_HINT &&
		    in->id != S_SLEEP_VAR &&
		    in->src[0].kind != OPND_CONST &&
		    in->src[0].kind != OPND_M0)
			return cur_error(c, in->src[0].col, 1, "invalid "
			    "operand for instruction (%s takes an inline "
			    "constant or m0)", r->name);
		if ((r->flags & ISA_F_CROSSLANE) && c->suffix == FORM_E64)
			return cur_error(c, in->col, 1, "e64 variant of this "
			    "instruction is not supported (write %s without "
			    "a suffix)", r->name);
		in->form = FORM_NATIVE;
	} else if ((c->any_dpp || c->any_dpp8) && c->any_sdwa) {
		return cur_error(c, c->mod_col, 1, "invalid operand for "
		    "instruction (DPP and SDWA modifiers do not mix: an "
		    "instruction has one encoding)");
	} else if (c->suffix != FORM_NATIVE) {
		in->form = c->suffix;
		in->vop3_dpp = c->e64_dpp;
		if (((r->flags & ISA_F_CROSSLANE) || r->sem == SEM_V_SWAP ||
		    (r->sem == SEM_V_MOVREL && r->aux == VMR_SWAP)) &&
		    c->suffix != FORM_E32)
			return cur_error(c, in->col, 1, "%s variant of this "
			    "instruction is not supported",
			    c->suffix == FORM_E64 ? "e64" : c->suffix ==
			    FORM_DPP ? "dpp" : "sdwa");
		if (c->any_dpp8 && c->suffix == FORM_DPP)
			in->form = FORM_DPP8;
		if ((c->any_dpp || c->any_dpp8) && c->suffix != FORM_DPP)
			return cur_error(c, c->mod_col, 1,
			    "invalid operand for instruction (DPP controls "
			    "need the _dpp form or no suffix)");
		if (c->any_sdwa && c->suffix != FORM_SDWA)
			return cur_error(c, c->mod_col, 1,
			    "invalid operand for instruction (SDWA selects "
			    "need the _sdwa form or no suffix)");
		if (c->any_vop3 && c->suffix == FORM_E32)
			return cur_error(c, c->clamp_col ? c->clamp_col :
			    c->omod_col, 1,
			    "invalid operand for instruction (clamp/omod need "
			    "_e64)");
	} else if (c->any_dpp8 || c->any_dpp) {
		/* What the DPP dword of VOP1/2/C cannot say (clamp, omod,
		 * an SGPR mask, a VOP3-only opcode) picks VOP3 DPP where the
		 * target has it, as llvm-mc 19 does. */
		in->form = c->any_dpp8 ? FORM_DPP8 : FORM_DPP;
		in->vop3_dpp = isa_has_vop3_dpp(r, c->target) &&
			       needs_vop3(c, true);
	} else if (c->any_sdwa || ((r->flags & ISA_F_SDWA) &&
				   ((in->src[0].mods | in->src[1].mods) &
				    OPND_MOD_SEXT))) {
		/* sext() exists only in SDWA, so it picks that form too. */
		in->form = FORM_SDWA;
	} else if (needs_vop3(c, false)) {
		in->form = FORM_E64;
	} else {
		in->form = FORM_E32;
	}
	if (in->form == FORM_DPP && !(c->seen & MOD_DPP_CTRL))
		/* llvm-mc 14 has no default control (`v_mov_b32_dpp v0, v1`
		 * is "too few operands"). */
		return cur_error(c, in->col, 1, "too few operands for "
		    "instruction (DPP needs a control first, e.g. "
		    "quad_perm:[0,1,2,3] or row_shr:1)");
	if (r->family == ISA_VOP2 &&
	    (r->opcode[c->target] & ISA_OPC_VOP3_ONLY) &&
	    r->opcode[c->target] != ISA_OPC_UNKNOWN &&
	    in->form != FORM_E64 && !in->vop3_dpp)
		return cur_error_kind(c, DIAG_TARGET, in->col, 1,
		    "%s variant of this instruction is not supported (%s "
		    "exists only as VOP3, _e64, on %s)", in->form == FORM_E32
		    ? "e32" : in->form == FORM_SDWA ? "sdwa" : "dpp", r->name,
		    isa_target_name(c->target));
	if (in->form == FORM_DPP8 || in->fi) {
		if (!c->ft->dpp8)
			return cur_error_kind(c, DIAG_TARGET, in->col, 1,
			    "not a valid operand. (dpp8 and fi exist from "
			    "gfx1010 on)");
	}
	if (c->implicit_sdst && !c->ft->vcc_implicit_co_ci &&
	    (in->form == FORM_DPP || in->form == FORM_SDWA))
		return cur_error(c, in->src[0].col, 1, "invalid operand for "
		    "instruction (before gfx1010 the _dpp/_sdwa forms name "
		    "their vcc operands)");
	if (c->implicit_sdst && (in->form == FORM_E64 || in->vop3_dpp))
		return cur_error(c, in->src[0].col, 1, "invalid operand for "
		    "instruction (the %s form names its destination mask)",
		    in->vop3_dpp ? "_e64_dpp" : "_e64");
	/* gfx8's v_movrel* have no DPP or SDWA form; gfx8's one constant
	 * bus is M0's, so v_movreld's s0 is a VGPR or an inline constant
	 * there (llvm-mc 19; branch s6-16int) */
	if (r->sem == SEM_V_MOVREL && c->ft->enc < ISA_ENC_GFX10 &&
	    (in->form == FORM_DPP || in->form == FORM_DPP8 ||
	    in->form == FORM_SDWA))
		return cur_error(c, in->col, 1, "%s variant of this "
		    "instruction is not supported", in->form == FORM_SDWA ?
		    "sdwa" : "dpp");
	if (r->sem == SEM_V_MOVREL && c->ft->const_bus < 2 &&
	    (asm_scalar_kind(in->src[0].kind) ||
	    in->src[0].kind == OPND_LITERAL) &&
	    in->src[0].kind != OPND_CONST)
		return cur_error(c, in->src[0].col, 1, "invalid operand "
		    "(violates constant bus restrictions: M0 is read)");
	if (r->sem == SEM_MAC_F32 && in->form == FORM_SDWA &&
	    c->ft->sdwa != ISA_SDWA_GFX8)
		return cur_error_kind(c, DIAG_TARGET, in->col, 1, "sdwa "
		    "variant of this instruction is not supported (v_mac_f32 "
		    "has SDWA on gfx803 only)");
	if (check_memory(c) != 0)
		return -1;
	if ((r->flags & ISA_F_VOP3P) && asm_vop3p_check(c) != 0)
		return -1;
	return check_form(c);
}
