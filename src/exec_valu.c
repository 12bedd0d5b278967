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

enum arity { AR_UNARY, AR_BINARY, AR_TERNARY };

static enum arity
arity_of(unsigned sem)
{
	switch (sem) {
	case SEM_MOV:
	case SEM_NOT:
	case SEM_CVT_F32_I32:
	case SEM_CVT_F32_U32:
	case SEM_CVT_I32_F32:
	case SEM_CVT_U32_F32:
		return AR_UNARY;
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
	    sem == SEM_MBCNT_HI;
}

/* ---- SDWA ---- */

static void
sdwa_select(uint32_t *v, unsigned sel, bool sext, unsigned W)
{
	unsigned sh, width;

	if (sel >= SDWA_DWORD)
		return;
	if (sel <= SDWA_BYTE_3) {
		sh = 8 * sel;
		width = 8;
	} else {
		sh = sel == SDWA_WORD_1 ? 16 : 0;
		width = 16;
	}
	for (unsigned n = 0; n < W; n++) {
		uint32_t f = (v[n] >> sh) & ((1u << width) - 1);
		if (sext && (f >> (width - 1)))
			f |= ~((1u << width) - 1);
		v[n] = f;
	}
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
	if (sel <= SDWA_BYTE_3) {
		sh = 8 * sel;
		width = 8;
	} else {
		sh = sel == SDWA_WORD_1 ? 16 : 0;
		width = 16;
	}
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

static void
apply_mods(uint32_t *v, unsigned mods, unsigned type, unsigned W)
{
	uint32_t sign = type == ISA_TY_F16 ? 0x8000u : 0x80000000u;

	if (mods & OPND_MOD_ABS)
		for (unsigned n = 0; n < W; n++)
			v[n] &= ~sign;
	if (mods & OPND_MOD_NEG)
		for (unsigned n = 0; n < W; n++)
			v[n] ^= sign;
}

/* ---- arithmetic ---- */

struct valu_out {
	lanemask_t cout;     /* carry/borrow-out or compare result */
	bool has_mask;       /* cout is meaningful */
};

static bool
cmp_int(unsigned cond, int64_t x, int64_t y)
{
	switch (cond) {
	case ISA_CC_EQ:
		return x == y;
	case ISA_CC_NE:
	case ISA_CC_LG:
	case ISA_CC_NEQ:
		return x != y;
	case ISA_CC_LT:
		return x < y;
	case ISA_CC_LE:
		return x <= y;
	case ISA_CC_GT:
		return x > y;
	case ISA_CC_GE:
		return x >= y;
	default:
		return false;
	}
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

/* Computes r[n] for every lane 0..W-1 (masked lanes too; the write-back
 * decides what lands). cin: carry-in/condition mask. */
static void
compute(const struct isa_info *ii, unsigned W, const uint32_t *a,
    const uint32_t *b, const uint32_t *c, lanemask_t cin, uint32_t *r,
    struct valu_out *out)
{
	unsigned n;
	lanemask_t m = 0;

	out->has_mask = false;
	switch (ii->sem) {
	case SEM_MOV:
		memcpy(r, a, W * sizeof *r);
		break;
	case SEM_NOT:
		for (n = 0; n < W; n++)
			r[n] = ~a[n];
		break;
	case SEM_CVT_F32_I32:
		for (n = 0; n < W; n++)
			r[n] = fp32_from_i32((int32_t)a[n]);
		break;
	case SEM_CVT_F32_U32:
		for (n = 0; n < W; n++)
			r[n] = fp32_from_u32(a[n]);
		break;
	case SEM_CVT_I32_F32:
		for (n = 0; n < W; n++)
			r[n] = (uint32_t)fp32_to_i32(a[n]);
		break;
	case SEM_CVT_U32_F32:
		for (n = 0; n < W; n++)
			r[n] = fp32_to_u32(a[n]);
		break;
	case SEM_ADD_F32:
		for (n = 0; n < W; n++)
			r[n] = fp32_add(a[n], b[n]);
		break;
	case SEM_SUB_F32:
		for (n = 0; n < W; n++)
			r[n] = fp32_sub(a[n], b[n]);
		break;
	case SEM_SUBREV_F32:
		for (n = 0; n < W; n++)
			r[n] = fp32_sub(b[n], a[n]);
		break;
	case SEM_MUL_F32:
		for (n = 0; n < W; n++)
			r[n] = fp32_mul(a[n], b[n]);
		break;
	case SEM_MAC_F32:
		/* v_mac_f32 is a multiply then an add, two roundings */
		for (n = 0; n < W; n++)
			r[n] = fp32_add(fp32_mul(a[n], b[n]), c[n]);
		break;
	case SEM_FMA_F32:
		for (n = 0; n < W; n++)
			r[n] = fp32_fma(a[n], b[n], c[n]);
		break;
	case SEM_ADD_F16:
		for (n = 0; n < W; n++)
			r[n] = fp16_add((uint16_t)a[n], (uint16_t)b[n]);
		break;
	case SEM_SUB_F16:
		for (n = 0; n < W; n++)
			r[n] = fp16_sub((uint16_t)a[n], (uint16_t)b[n]);
		break;
	case SEM_SUBREV_F16:
		for (n = 0; n < W; n++)
			r[n] = fp16_sub((uint16_t)b[n], (uint16_t)a[n]);
		break;
	case SEM_MIN_F32:
		for (n = 0; n < W; n++)
			r[n] = fp32_min(a[n], b[n]);
		break;
	case SEM_MAX_F32:
		for (n = 0; n < W; n++)
			r[n] = fp32_max(a[n], b[n]);
		break;
	case SEM_ADD_U32:
	case SEM_ADD_I32:
		for (n = 0; n < W; n++) {
			r[n] = a[n] + b[n];
			m |= (lanemask_t)(r[n] < a[n]) << n;
		}
		break;
	case SEM_SUB_U32:
	case SEM_SUB_I32:
		for (n = 0; n < W; n++) {
			r[n] = a[n] - b[n];
			m |= (lanemask_t)(b[n] > a[n]) << n;
		}
		break;
	case SEM_SUBREV_U32:
		for (n = 0; n < W; n++) {
			r[n] = b[n] - a[n];
			m |= (lanemask_t)(a[n] > b[n]) << n;
		}
		break;
	case SEM_ADDC_U32:
		for (n = 0; n < W; n++) {
			uint64_t s = (uint64_t)a[n] + b[n] + ((cin >> n) & 1);
			r[n] = (uint32_t)s;
			m |= (lanemask_t)(s >> 32) << n;
		}
		break;
	case SEM_SUBB_U32:
		for (n = 0; n < W; n++) {
			uint64_t s = (uint64_t)a[n] - b[n] - ((cin >> n) & 1);
			r[n] = (uint32_t)s;
			m |= (lanemask_t)((s >> 32) != 0) << n;
		}
		break;
	case SEM_SUBBREV_U32:
		for (n = 0; n < W; n++) {
			uint64_t s = (uint64_t)b[n] - a[n] - ((cin >> n) & 1);
			r[n] = (uint32_t)s;
			m |= (lanemask_t)((s >> 32) != 0) << n;
		}
		break;
	case SEM_MUL_LO_U32:
		for (n = 0; n < W; n++)
			r[n] = a[n] * b[n];
		break;
	case SEM_MUL_HI_U32:
		for (n = 0; n < W; n++)
			r[n] = (uint32_t)(((uint64_t)a[n] * b[n]) >> 32);
		break;
	case SEM_AND:
		for (n = 0; n < W; n++)
			r[n] = a[n] & b[n];
		break;
	case SEM_OR:
		for (n = 0; n < W; n++)
			r[n] = a[n] | b[n];
		break;
	case SEM_XOR:
		for (n = 0; n < W; n++)
			r[n] = a[n] ^ b[n];
		break;
	case SEM_LSHLREV:
		for (n = 0; n < W; n++)
			r[n] = b[n] << (a[n] & 31);
		break;
	case SEM_LSHRREV:
		for (n = 0; n < W; n++)
			r[n] = b[n] >> (a[n] & 31);
		break;
	case SEM_ASHRREV:
		for (n = 0; n < W; n++)
			r[n] = (uint32_t)((int32_t)b[n] >> (a[n] & 31));
		break;
	case SEM_MIN_I32:
		for (n = 0; n < W; n++)
			r[n] = (int32_t)a[n] < (int32_t)b[n] ? a[n] : b[n];
		break;
	case SEM_MAX_I32:
		for (n = 0; n < W; n++)
			r[n] = (int32_t)a[n] > (int32_t)b[n] ? a[n] : b[n];
		break;
	case SEM_MIN_U32:
		for (n = 0; n < W; n++)
			r[n] = a[n] < b[n] ? a[n] : b[n];
		break;
	case SEM_MAX_U32:
		for (n = 0; n < W; n++)
			r[n] = a[n] > b[n] ? a[n] : b[n];
		break;
	case SEM_CNDMASK:
		for (n = 0; n < W; n++)
			r[n] = ((cin >> n) & 1) ? b[n] : a[n];
		break;
	case SEM_MBCNT_LO:
		for (n = 0; n < W; n++) {
			uint32_t below = n >= 32 ? 0xffffffffu :
			    (uint32_t)((1ull << n) - 1);
			r[n] = popcount32(a[n] & below) + b[n];
		}
		break;
	case SEM_MBCNT_HI:
		for (n = 0; n < W; n++) {
			uint32_t below = n < 32 ? 0 :
			    (uint32_t)((1ull << (n - 32)) - 1);
			r[n] = popcount32(a[n] & below) + b[n];
		}
		break;
	case SEM_CMP:
		for (n = 0; n < W; n++) {
			bool t;
			if (ii->type == ISA_TY_F32)
				t = cmp_f32(ii->aux, a[n], b[n]);
			else if (ii->type == ISA_TY_I32)
				t = cmp_int(ii->aux, (int32_t)a[n],
				    (int32_t)b[n]);
			else
				t = cmp_int(ii->aux, a[n], b[n]);
			m |= (lanemask_t)t << n;
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

/* VOP3/SDWA clamp on integer add/sub: saturate instead of wrapping. */
static void
int_clamp(const struct isa_info *ii, unsigned W, const uint32_t *a,
    const uint32_t *b, uint32_t *r)
{
	for (unsigned n = 0; n < W; n++) {
		int64_t x = (int32_t)a[n], y = (int32_t)b[n], s;
		switch (ii->sem) {
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
	const char *tname = isa_target_name((enum isa_target)w->target);

	if (!valu_sem_supported(ii->sem)) {
		diag_set(diag, DIAG_ERROR, DIAG_EXEC, insn->col, 0,
		    "%s: not supported yet by the execution core", ii->name);
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
		if (w->target >= ISA_GFX1100) {
			diag_set(diag, DIAG_ERROR, DIAG_TARGET, insn->col, 0,
			    "SDWA does not exist on %s (removed in gfx11)",
			    tname);
			return -1;
		}
		if (insn->omod && w->target == ISA_GFX803) {
			diag_set(diag, DIAG_ERROR, DIAG_TARGET, insn->col, 0,
			    "SDWA omod is not supported on %s (gfx9 and "
			    "later)", tname);
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

enum exec_status
exec_valu_step(struct wave *w, const struct insn *insn,
    const struct semantics *sem, struct step *rec, struct diag *diag)
{
	const struct isa_info *ii = isa_get((enum isa_id)insn->id);
	unsigned W = w->size, n;
	lanemask_t exec = w->exec, all = wave_all_lanes(W);
	lanemask_t write = exec, zeroed = 0, cin = 0;
	uint32_t a[WAVE_MAX_LANES], b[WAVE_MAX_LANES], c[WAVE_MAX_LANES];
	uint32_t r[WAVE_MAX_LANES], old[WAVE_MAX_LANES];
	enum arity ar = arity_of(ii->sem);
	bool is_float = (ii->flags & ISA_F_FLOAT) != 0;
	bool is_cmp = ii->sem == SEM_CMP;
	bool sdwa = insn->form == FORM_SDWA;
	bool dpp = insn->form == FORM_DPP || insn->form == FORM_DPP8;
	struct valu_out out;
	uint32_t *d;

	if (check_form(w, insn, ii, diag) != 0)
		return EXEC_ERROR;
	if (!is_cmp && insn->dst.kind != OPND_VGPR) {
		diag_set(diag, DIAG_ERROR, DIAG_EXEC, insn->dst.col, 0,
		    "%s needs a VGPR destination", ii->name);
		return EXEC_ERROR;
	}

	/* gather */
	if (dpp)
		exec_dpp_fetch(w, insn, sem, a, &write, &zeroed, rec);
	else
		exec_lanes(w, &insn->src[0], a);
	if (ar != AR_UNARY)
		exec_lanes(w, &insn->src[1], b);
	if (ar == AR_TERNARY)
		exec_lanes(w, &insn->src[2], c);
	else if (ii->sem == SEM_MAC_F32)
		exec_lanes(w, &insn->dst, c);
	if (ii->flags & ISA_F_CARRY_IN)
		cin = exec_mask_operand(w, &insn->src[3]);

	if (sdwa) {
		sdwa_select(a, insn->src0_sel,
		    (insn->src[0].mods & OPND_MOD_SEXT) != 0, W);
		if (ar != AR_UNARY)
			sdwa_select(b, insn->src1_sel,
			    (insn->src[1].mods & OPND_MOD_SEXT) != 0, W);
	}
	if (is_float) {
		/* abs first, then neg (ISA3 VOP3 rule, RJ). For DPP the
		 * modifier acts on the fetched value, also an injected zero
		 * unless dpp.zero_then_modifiers says skip (dispute 7). */
		unsigned m0 = insn->src[0].mods & (OPND_MOD_ABS | OPND_MOD_NEG);
		apply_mods(a, m0, ii->type, W);
		if (zeroed && m0) {
			if (sem->choice[DISPUTE_ZERO_MODIFIERS])
				for (n = 0; n < W; n++)
					if (zeroed & LANE(n))
						a[n] = 0;
			if (rec != NULL)
				for (n = 0; n < W; n++)
					if (zeroed & write & LANE(n))
						exec_rec_dispute(rec,
						    DISPUTE_ZERO_MODIFIERS, n);
		}
		if (ar != AR_UNARY)
			apply_mods(b, insn->src[1].mods, ii->type, W);
		if (ar == AR_TERNARY)
			apply_mods(c, insn->src[2].mods, ii->type, W);
	}

	compute(ii, W, a, b, c, cin, r, &out);

	if (!is_cmp) {
		if (is_float && (insn->omod || insn->clamp)) {
			for (n = 0; n < W; n++) {
				if (ii->type == ISA_TY_F16) {
					uint16_t h = fp16_omod((uint16_t)r[n],
					    insn->omod);
					r[n] = insn->clamp ? fp16_clamp(h) : h;
				} else if (ii->sem != SEM_CVT_I32_F32 &&
				    ii->sem != SEM_CVT_U32_F32) {
					uint32_t f = fp32_omod(r[n], insn->omod);
					r[n] = insn->clamp ? fp32_clamp(f) : f;
				}
			}
		} else if (insn->clamp) {
			int_clamp(ii, W, a, b, r);
		}
		if (ii->type == ISA_TY_F16 && !sdwa)
			for (n = 0; n < W; n++)
				r[n] &= 0xffffu; /* gfx8/9: high half zeroed */
	}

	/* write back */
	if (!is_cmp) {
		unsigned dr = insn->dst.reg & 255;
		d = w->vgpr[dr];
		if (rec != NULL || sdwa)
			memcpy(old, d, W * sizeof *old);
		if (sdwa)
			for (n = 0; n < W; n++)
				r[n] = sdwa_merge(r[n], old[n], insn->dst_sel,
				    insn->dst_unused);
		if (write == all) {
			memcpy(d, r, W * sizeof *d);
		} else {
			for (n = 0; n < W; n++) {
				uint32_t k = 0u - (uint32_t)((write >> n) & 1);
				d[n] = (d[n] & ~k) | (r[n] & k);
			}
		}
		exec_mark_vgpr(w, dr);
	}
	if (out.has_mask) {
		/* Lanes EXEC disables get 0; active lanes a DPP mask or
		 * bound_ctrl keeps unwritten keep their old bit (RJ). */
		const struct operand *sd = &insn->sdst;
		static const struct operand vcc = { .kind = OPND_VCC,
			.count = 2 };
		lanemask_t prev, res;
		bool to_exec = (ii->flags & ISA_F_WRITES_EXEC) != 0;
		bool gfx10 = w->target >= ISA_GFX1010;

		if (sd->kind == OPND_NONE)
			sd = &vcc;
		prev = exec_mask_operand(w, sd);
		res = (out.cout & write) | (prev & exec & ~write);
		if (rec != NULL && is_cmp) {
			for (n = 0; n < W; n++) {
				rec->lane[n].old_value = (uint32_t)(prev >> n) & 1;
				rec->lane[n].new_value = (uint32_t)(res >> n) & 1;
			}
			rec->written = exec;
			rec->changed = (prev ^ res) & all;
		}
		/* gfx10+ v_cmpx writes only EXEC */
		if (!(to_exec && gfx10))
			exec_write_mask(w, sd, res);
		if (to_exec)
			w->exec = res & all;
	}

	if (rec != NULL) {
		if (!dpp)
			for (n = 0; n < W; n++)
				rec->lane[n].reason = (exec & LANE(n)) ?
				    REASON_COMPUTED : REASON_EXEC_OFF;
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
