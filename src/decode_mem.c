/* SPDX-License-Identifier: MIT */
/* Decoder for DS, MUBUF, FLAT/GLOBAL and MIMG, the inverse of
 * encode_mem.c, printing register ranges the way llvm-mc 14 does. Pure. */
#include "encode_int.h"

#include <string.h>

#include "wave.h"

static uint32_t
get32(const uint8_t *b)
{
	return (uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 |
	       (uint32_t)b[3] << 24;
}

static void
vreg(struct operand *o, unsigned reg, unsigned count)
{
	memset(o, 0, sizeof *o);
	o->kind = OPND_VGPR;
	o->reg = (uint16_t)reg;
	o->count = (uint8_t)count;
}

static void
sreg(struct operand *o, unsigned reg, unsigned count)
{
	memset(o, 0, sizeof *o);
	o->kind = OPND_SGPR;
	o->reg = (uint16_t)reg;
	o->count = (uint8_t)count;
}

/* A global instruction's saddr code sa: an SGPR or ttmp pair, vcc or
 * exec, as llvm-mc 19 reads them; -1 with the reason for other codes. */
static int
saddr(struct dec *x, unsigned sa, uint32_t w, struct operand *o)
{
	unsigned tb = x->ft->ttmp_base;

	if (sa < x->ft->nsgpr || sa == 106 || sa == 126 ||
	    (sa >= tb && sa < tb + 16))
		return dec_src(x, sa, 2, o);
	return dec_fail(x, "invalid saddr %u (0x%08x) on %s", sa, w,
	    isa_target_name(x->target));
}

static unsigned
dwords(const struct isa_info *r)
{
	return isa_mem_data_dwords(r->sem, r->aux);
}

/* Puts the data register where layout() in asm.c expects it. */
static void
data_reg(struct insn *in, const struct isa_info *r, unsigned reg,
    unsigned count)
{
	if (r->sem == SEM_LOAD || r->sem == SEM_IMAGE_LOAD)
		vreg(&in->dst, reg, count);
	else
		vreg(&in->src[3], reg, count);
}

/* The DS fields of an LDS memory row: ADDR w1[7:0], DATA0 [15:8], DATA1
 * [23:16], VDST [31:24], as lds_layout() in asm.c lays them out. */
static void
lds_operands(struct insn *in, const struct isa_info *r, uint32_t w1)
{
	struct isa_lds_shape sh;

	isa_lds_shape(r, &sh);
	if (sh.dst_regs)
		vreg(&in->dst, w1 >> 24, sh.dst_regs);
	if (sh.addr)
		vreg(&in->src[0], w1 & 0xff, 1);
	for (unsigned k = 0; k < sh.ndata; k++)
		vreg(&in->src[1 + k], (w1 >> (8 + 8 * k)) & 0xff,
		    sh.data_regs);
}

/* VGPRs of a GFX10 image address per dim (1D, 2D, 3D, cube, 1D array,
 * 2D array, 2D MSAA, 2D MSAA array). */
static const uint8_t dim_coords[8] = { 1, 2, 3, 3, 2, 3, 3, 4 };

/* Sign-extends the low bits of v. */
static int32_t
sext(uint32_t v, unsigned bits)
{
	uint32_t m = 1u << (bits - 1);

	v &= (m << 1) - 1;
	return (int32_t)(v ^ m) - (int32_t)m;
}

/* The row of family fam with opcode opc, the instruction's fields set up
 * as every memory row wants them; -1 with the diagnostic when none. */
static const struct isa_info *
find_row(struct dec *x, enum isa_family fam, unsigned opc, uint32_t w)
{
	enum isa_id id = dec_find(x, fam, opc);

	if (id == ISA_ID_COUNT) {
		dec_fail(x, "unknown opcode %u (0x%08x) on %s", opc, w,
		    isa_target_name(x->target));
		return NULL;
	}
	x->in->id = (uint16_t)id;
	x->in->form = FORM_NATIVE;
	x->bits = 32;
	return &isa_table[id];
}

/* The registers of a MUBUF instruction's second dword, the same on every
 * target up to gfx11: VADDR 7:0 (one VGPR, two with offen and idxen),
 * VDATA 15:8, SRSRC 20:16 (in fours), SOFFSET 31:24; offen, idxen and glc
 * must be decoded already. A returning atomic's result is its data. */
static int
mubuf_operands(struct dec *x, const struct isa_info *r, uint32_t w1)
{
	struct insn *in = x->in;

	data_reg(in, r, (w1 >> 8) & 0xff, dwords(r));
	if (in->offen || in->idxen)
		vreg(&in->src[0], w1 & 0xff, in->offen && in->idxen ? 2 : 1);
	else
		in->src[0].kind = OPND_OFF;
	sreg(&in->src[1], ((w1 >> 16) & 0x1f) * 4, 4);
	if (dec_src(x, w1 >> 24, 1, &in->src[2]) != 0)
		return -1;
	if (isa_sem_atomic(r->sem) && in->glc) {
		in->dst = in->src[3];
		in->dst.count = (uint8_t)(r->aux / 4);
	}
	return 0;
}

/* A scratch instruction's registers: vaddr (one VGPR, or `off` unless
 * vused), the data or destination, and saddr (one SGPR, or `off` when
 * soff). The offset and cache bits are the caller's. */
static int
scratch_operands(struct dec *x, const struct isa_info *r, bool vused,
    unsigned vaddr, unsigned data, unsigned vdst, bool soff, unsigned sa,
    uint32_t w)
{
	struct insn *in = x->in;

	if (vused)
		vreg(&in->src[0], vaddr, 1);
	else
		in->src[0].kind = OPND_OFF;
	if (r->sem == SEM_LOAD)
		vreg(&in->dst, vdst, dwords(r));
	else
		vreg(&in->src[3], data, dwords(r));
	if (soff)
		in->src[1].kind = OPND_OFF;
	else if (dec_src(x, sa, 1, &in->src[1]) != 0)
		return -1;
	(void)w;
	return 0;
}

/* gfx11 MUBUF and FLAT/GLOBAL, the inverse of encode_mem.c's
 * encode_gfx11. */
static int
decode_gfx11(struct dec *x, uint32_t w, uint32_t w1)
{
	struct insn *in = x->in;
	const struct isa_info *r;
	bool flat = (w >> 26) == 0x37;
	unsigned seg = (w >> 16) & 3;

	if (flat && seg == 3)
		return dec_fail(x, "unknown encoding 0x%08x on %s", w,
		    isa_target_name(x->target));
	r = find_row(x, !flat ? ISA_MUBUF : seg == 2 ? ISA_GLOBAL : seg == 1 ?
	    ISA_SCRATCH : ISA_FLAT, (w >> 18) & 0xff, w);
	if (r == NULL)
		return -1;
	if (r->family == ISA_SCRATCH) {
		unsigned sa = (w1 >> 16) & 0x7f;
		in->dlc = (w >> 13) & 1;
		in->glc = (w >> 14) & 1;
		in->slc = (w >> 15) & 1;
		in->mem_offset = sext(w, 13);
		return scratch_operands(x, r, (w1 >> 23) & 1, w1 & 0xff,
		    (w1 >> 8) & 0xff, w1 >> 24, sa == 0x7c, sa, w);
	}
	if (!flat) {
		if (w1 >> 21 & 1)
			return dec_fail(x, "%s: tfe is not modelled by "
			    "lanescope", r->name);
		in->mem_offset = (int32_t)(w & 0xfff);
		in->slc = (w >> 12) & 1;
		in->dlc = (w >> 13) & 1;
		in->glc = (w >> 14) & 1;
		in->offen = (w1 >> 22) & 1;
		in->idxen = (w1 >> 23) & 1;
		if (mubuf_operands(x, r, w1) != 0)
			return -1;
		return 0;
	}
	{
		unsigned sa = (w1 >> 16) & 0x7f;
		bool off = r->family == ISA_FLAT || sa == 0x7c;
		in->dlc = (w >> 13) & 1;
		in->glc = (w >> 14) & 1;
		in->slc = (w >> 15) & 1;
		in->mem_offset = r->family == ISA_GLOBAL ? sext(w, 13)
		    : (int32_t)(w & 0x1fff);
		vreg(&in->src[0], w1 & 0xff, off ? 2 : 1);
		if (r->sem == SEM_LOAD)
			vreg(&in->dst, w1 >> 24, dwords(r));
		else
			vreg(&in->src[3], (w1 >> 8) & 0xff, dwords(r));
		if (isa_sem_atomic(r->sem) && in->glc)
			vreg(&in->dst, w1 >> 24, r->aux / 4u);
		if (r->family == ISA_GLOBAL) {
			if (off)
				in->src[1].kind = OPND_OFF;
			else if (saddr(x, sa, w, &in->src[1]) != 0)
				return -1;
		}
		if (r->flags & ISA_F_ADDTID) /* no vaddr */
			memset(&in->src[0], 0, sizeof in->src[0]);
	}
	return 0;
}

/* gfx12 VBUFFER, VFLAT and VGLOBAL, the inverse of encode_gfx12. */
static int
decode_gfx12(struct dec *x, uint32_t w, uint32_t w1)
{
	struct insn *in = x->in;
	const struct isa_info *r;
	bool buf = (w >> 22) == 0x310;
	unsigned seg = (w >> 24) & 3;
	uint32_t w2;

	if (x->len < 12)
		return dec_fail(x, "truncated instruction");
	w2 = get32(x->bytes + 8);
	x->used = 12;
	r = find_row(x, buf ? ISA_MUBUF : seg == 2 ? ISA_GLOBAL : seg == 1 ?
	    ISA_SCRATCH : ISA_FLAT, (w >> 14) & 0xff, w);
	if (r == NULL)
		return -1;
	in->th = (uint8_t)((w1 >> 20) & 7);
	in->scope = (uint8_t)((w1 >> 18) & 3);
	/* the atomics return exactly when th says so (llvm-mc 19 picks
	 * the returning opcode by that bit) */
	in->glc = isa_sem_atomic(r->sem) && (in->th & 1);
	in->mem_offset = sext(w2 >> 8, 24);
	if (buf) {
		if (w >> 22 & 1)
			return dec_fail(x, "%s: tfe is not modelled by "
			    "lanescope", r->name);
		in->offen = (w1 >> 30) & 1;
		in->idxen = (w1 >> 31) & 1;
		data_reg(in, r, w1 & 0xff, dwords(r));
		if (in->offen || in->idxen)
			vreg(&in->src[0], w2 & 0xff,
			    in->offen && in->idxen ? 2 : 1);
		else
			in->src[0].kind = OPND_OFF;
		sreg(&in->src[1], (w1 >> 9) & 0xff, 4);
		if (dec_src(x, w & 0x7f, 1, &in->src[2]) != 0)
			return -1;
		if (in->glc) {
			in->dst = in->src[3];
			in->dst.count = (uint8_t)(r->aux / 4);
		}
		return 0;
	}
	if (r->family == ISA_SCRATCH)
		return scratch_operands(x, r, (w1 >> 17) & 1, w2 & 0xff,
		    (w1 >> 23) & 0xff, w1 & 0xff, (w & 0x7f) == 0x7c, w & 0x7f,
		    w);
	{
		unsigned sa = w & 0x7f;
		bool off = r->family == ISA_FLAT || sa == 0x7c;
		vreg(&in->src[0], w2 & 0xff, off ? 2 : 1);
		if (r->sem == SEM_LOAD)
			vreg(&in->dst, w1 & 0xff, dwords(r));
		else
			vreg(&in->src[3], (w1 >> 23) & 0xff, dwords(r));
		if (in->glc)
			vreg(&in->dst, w1 & 0xff, r->aux / 4u);
		if (r->family == ISA_GLOBAL) {
			if (off)
				in->src[1].kind = OPND_OFF;
			else if (saddr(x, sa, w, &in->src[1]) != 0)
				return -1;
		}
		if (r->flags & ISA_F_ADDTID) /* no vaddr */
			memset(&in->src[0], 0, sizeof in->src[0]);
	}
	return 0;
}

/* The acc bit (gfx90a, gfx942): the data and returned-value fields
 * name AGPRs; the address stays a VGPR. A row with no vector data
 * cannot carry it. */
static int
acc_data(struct dec *x, const struct isa_info *r, enum isa_family fam)
{
	struct insn *in = x->in;
	struct operand *data[3] = { &in->dst,
	    fam == ISA_DS ? &in->src[1] : &in->src[3],
	    fam == ISA_DS ? &in->src[2] : NULL };
	unsigned n = 0;

	if (!(r->flags & ISA_F_LDS_DMA))
		for (unsigned k = 0; k < 3; k++)
			if (data[k] != NULL && data[k]->kind == OPND_VGPR) {
				data[k]->kind = OPND_AGPR;
				n++;
			}
	if (n == 0)
		return dec_fail(x, "%s with the acc bit set: not a valid "
		    "encoding (it has no vector data)", r->name);
	return 0;
}

static int
decode_memory_fields(struct dec *x, uint32_t w)
{
	struct insn *in = x->in;
	bool gfx10 = x->ft->enc >= ISA_ENC_GFX10;
	bool gfx8 = x->ft->enc == ISA_ENC_GFX8;
	bool sc = x->ft->cache_sc; /* gfx942: sc0 nt sc1 */
	unsigned top = w >> 26, opc;
	enum isa_family fam;
	const struct isa_info *r;
	enum isa_id id;
	uint32_t w1;
	bool acc;

	if (x->len < 8)
		return dec_fail(x, "truncated instruction");
	w1 = get32(x->bytes + 4);
	x->used = 8;
	if (x->ft->enc == ISA_ENC_GFX11 && (top == 0x38 || top == 0x37))
		return decode_gfx11(x, w, w1);
	if (x->ft->enc >= ISA_ENC_GFX12 && ((w >> 22) == 0x310 || top == 0x3b))
		return decode_gfx12(x, w, w1);
	switch (top) {
	case 0x36:
		fam = ISA_DS;
		opc = gfx10 ? (w >> 18) & 0xff : (w >> 17) & 0xff;
		break;
	case 0x38:
		fam = ISA_MUBUF;
		opc = (w >> 18) & 0x7f;
		break;
	case 0x37:
		fam = !gfx8 && ((w >> 14) & 3) == 2 ? ISA_GLOBAL :
		    !gfx8 && ((w >> 14) & 3) == 1 ? ISA_SCRATCH : ISA_FLAT;
		opc = (w >> 18) & 0x7f;
		break;
	case 0x3c:
		fam = ISA_MIMG;
		opc = (w >> 18) & 0x7f;
		break;
	default:
		return dec_fail(x, "unknown encoding 0x%08x on %s", w,
		    isa_target_name(x->target));
	}
	id = dec_find(x, fam, opc);
	if (id == ISA_ID_COUNT)
		return dec_fail(x, "unknown opcode %u (0x%08x) on %s", opc, w,
		    isa_target_name(x->target));
	/* MUBUF's lds bit makes buffer_load_dword an LDS DMA load */
	if (fam == ISA_MUBUF && (w >> 16 & 1) &&
	    !(isa_table[id].flags & ISA_F_LDS_DMA) &&
	    isa_lds_twin(id, x->target) != ISA_ID_COUNT)
		id = isa_lds_twin(id, x->target);
	r = &isa_table[id];
	in->id = (uint16_t)id;
	in->form = FORM_NATIVE;
	x->bits = 32;
	/* Bits of features lanescope does not model: refuse rather than
	 * print an instruction without them. */
	/* gfx90a/gfx942 name AGPR data with an acc bit where gfx9 keeps
	 * tfe/nv (bit 55), in DS bit 25 and in MIMG bit 16 (gfx9's tfe):
	 * acc_data reads it below */
	acc = x->ft->agprs && (((fam == ISA_MUBUF || fam == ISA_FLAT ||
	    fam == ISA_GLOBAL || fam == ISA_SCRATCH) && (w1 >> 23 & 1)) ||
	    (fam == ISA_DS && (w >> 25 & 1)) ||
	    (fam == ISA_MIMG && (w >> 16 & 1)));
	{
		const char *what = NULL;
		if (fam == ISA_MUBUF && (r->flags & ISA_F_LDS_DMA) &&
		    !(w >> 16 & 1))
			return dec_fail(x, "%s without its lds bit (16): not "
			    "a valid encoding", r->name);
		if (fam == ISA_MUBUF && (w >> 16 & 1) &&
		    !(r->flags & ISA_F_LDS_DMA))
			what = "lds";
		else if (fam == ISA_MUBUF && (w1 >> 23 & 1) && !acc)
			what = "tfe";
		else if ((fam == ISA_FLAT || fam == ISA_GLOBAL ||
			 (fam == ISA_SCRATCH && !x->ft->scratch_sve13)) &&
			 !gfx8 && (w >> 13 & 1))
			what = "lds";
		else if ((fam == ISA_FLAT || fam == ISA_GLOBAL ||
			 fam == ISA_SCRATCH) && (w1 >> 23 & 1) && !acc)
			what = gfx8 ? "tfe" : "nv";
		else if (fam == ISA_MIMG && (w >> 16 & 1) && !acc)
			what = "tfe";
		else if (fam == ISA_MIMG && (w >> 17 & 1))
			what = "lwe";
		else if (fam == ISA_MIMG && (w >> 15 & 1))
			what = gfx10 ? "a16/r128" : "r128";
		else if (fam == ISA_MIMG && !gfx10 && (w >> 14 & 1))
			what = "da";
		else if (fam == ISA_MIMG && gfx10 && (w >> 1 & 3))
			what = "nsa";
		else if (fam == ISA_MIMG && (w1 >> 31 & 1))
			what = "d16";
		if (what != NULL)
			return dec_fail(x, "%s: %s is not modelled by "
			    "lanescope", r->name, what);
	}
	switch (fam) {
	case ISA_DS:
		in->ds_offset = (uint16_t)w;
		in->gds = gfx10 ? (w >> 17) & 1 : (w >> 16) & 1;
		if (ISA_SEM_IS_LDS(r->sem)) {
			lds_operands(in, r, w1);
			break;
		}
		if (r->sem == SEM_NOP) {
			/* llvm-mc 19 calls ds_nop with any field set an
			 * invalid encoding */
			if ((w & 0xffffu) || in->gds || w1 != 0)
				return dec_fail(x, "ds_nop with an offset, "
				    "gds or a register field set: not a valid "
				    "encoding");
			break;
		}
		vreg(&in->dst, w1 >> 24, 1);
		vreg(&in->src[0], w1 & 0xff, 1);
		if (r->sem != SEM_DS_SWIZZLE)
			vreg(&in->src[1], (w1 >> 8) & 0xff, 1);
		break;
	case ISA_MUBUF:
		in->mem_offset = (int32_t)(w & 0xfff);
		in->offen = (w >> 12) & 1;
		in->idxen = (w >> 13) & 1;
		in->glc = (w >> 14) & 1;
		in->dlc = gfx10 && ((w >> 15) & 1);
		in->sc1 = sc && ((w >> 15) & 1);
		in->slc = gfx10 ? (w1 >> 22) & 1 : (w >> 17) & 1;
		if (mubuf_operands(x, r, w1) != 0)
			return -1;
		break;
	case ISA_FLAT:
	case ISA_GLOBAL: {
		unsigned sa = (w1 >> 16) & 0x7f;
		bool off = fam == ISA_FLAT || sa == 0x7f ||
			   (gfx10 && sa == 0x7d);
		in->glc = (w >> 16) & 1;
		in->slc = (w >> 17) & 1;
		in->sc1 = sc && ((w >> 25) & 1);
		in->dlc = gfx10 && ((w >> 12) & 1);
		if (gfx10)
			in->mem_offset = fam == ISA_GLOBAL
			    ? (int32_t)((w & 0xfff) ^ 0x800) - 0x800
			    : (int32_t)(w & 0x7ff);
		else if (!gfx8)
			in->mem_offset = fam == ISA_GLOBAL
			    ? (int32_t)((w & 0x1fff) ^ 0x1000) - 0x1000
			    : (int32_t)(w & 0xfff);
		vreg(&in->src[0], w1 & 0xff, off ? 2 : 1);
		if (r->sem == SEM_LOAD)
			vreg(&in->dst, w1 >> 24, dwords(r));
		else
			vreg(&in->src[3], (w1 >> 8) & 0xff, dwords(r));
		if (isa_sem_atomic(r->sem) && in->glc)
			vreg(&in->dst, w1 >> 24, r->aux / 4u);
		if (fam == ISA_GLOBAL) {
			if (off)
				in->src[1].kind = OPND_OFF;
			else if (saddr(x, sa, w, &in->src[1]) != 0)
				return -1;
		}
		if (r->flags & ISA_F_ADDTID) /* no vaddr */
			memset(&in->src[0], 0, sizeof in->src[0]);
		break;
	}
	case ISA_SCRATCH: {
		/* which of vaddr and saddr are used: gfx942's SVE bit, else
		 * the saddr code (`off` is 0x7f; 0x7d beside a vaddr on
		 * gfx10, where 0x7f means neither) */
		unsigned sa = (w1 >> 16) & 0x7f;
		bool soff = sa == 0x7f || (gfx10 && sa == 0x7d);
		bool vused = x->ft->scratch_sve13 ? (w >> 13) & 1 :
		    gfx10 ? sa == 0x7d : soff;
		in->glc = (w >> 16) & 1;
		in->slc = (w >> 17) & 1;
		in->sc1 = sc && ((w >> 25) & 1);
		in->dlc = gfx10 && ((w >> 12) & 1);
		in->mem_offset = gfx10 ? sext(w, 12) : sext(w, 13);
		if (scratch_operands(x, r, vused, w1 & 0xff, (w1 >> 8) & 0xff,
		    w1 >> 24, soff, sa, w) != 0)
			return -1;
		break;
	}
	default: { /* MIMG */
		unsigned n = 0;
		in->dmask = (uint8_t)((w >> 8) & 0xf);
		in->unorm = (w >> 12) & 1;
		in->glc = (w >> 13) & 1;
		in->slc = (w >> 25) & 1;
		if (gfx10) {
			in->dim = (uint8_t)((w >> 3) & 7);
			in->dlc = (w >> 7) & 1;
		}
		for (unsigned b = 0; b < 4; b++)
			n += (in->dmask >> b) & 1;
		data_reg(in, r, (w1 >> 8) & 0xff, n ? n : 1);
		/* GFX8/9 do not encode the address size; llvm-mc prints one
		 * VGPR. */
		vreg(&in->src[0], w1 & 0xff, gfx10 ? dim_coords[in->dim] : 1);
		sreg(&in->src[1], ((w1 >> 16) & 0x1f) * 4, 8);
		break;
	}
	}
	if (acc)
		return acc_data(x, r, fam);
	return 0;
}

/* The LDS DMA rows (ISA_F_LDS_DMA) have no data VGPR, and
 * buffer_store_lds_dword no vaddr either: the fields the shared paths
 * filled for them are dropped, as the assembler never sets them. */
int
decode_memory(struct dec *x, uint32_t w)
{
	const struct isa_info *r;

	if (decode_memory_fields(x, w) != 0)
		return -1;
	r = &isa_table[x->in->id];
	/* A register tuple must end at v255 (a255): an 8-bit field lets a
	 * 4-dword tuple start at v254, which llvm-mc 19 refuses as an
	 * invalid encoding rather than printing v[254:257]. */
	for (unsigned k = 0; k < 5; k++) {
		const struct operand *o = k == 0 ? &x->in->dst :
		    &x->in->src[k - 1];

		if ((o->kind == OPND_VGPR || o->kind == OPND_AGPR) &&
		    o->reg + o->count > WAVE_NUM_VGPRS)
			return dec_fail(x, "invalid instruction encoding (%s: "
			    "%c[%u:%u] runs past %c255)", r->name,
			    o->kind == OPND_AGPR ? 'a' : 'v', o->reg,
			    o->reg + o->count - 1,
			    o->kind == OPND_AGPR ? 'a' : 'v');
	}
	if (r->flags & ISA_F_LDS_DMA) {
		memset(&x->in->dst, 0, sizeof x->in->dst);
		memset(&x->in->src[3], 0, sizeof x->in->src[3]);
		if (r->sem == SEM_STORE)
			memset(&x->in->src[0], 0, sizeof x->in->src[0]);
	}
	return 0;
}
