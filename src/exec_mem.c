/* SPDX-License-Identifier: MIT */
/* Memory instructions of the execution core: per-lane address computation
 * (MUBUF, FLAT, GLOBAL, MIMG) and data movement (loads fill lanes, stores
 * write bytes, atomics return the old value), all in lane order, plus the
 * coalescing record. Pure: no I/O; allocation only inside memory.c. */
#include "exec_internal.h"

#include <stdlib.h>
#include <string.h>

#include "atomic.h"
#include "memory.h"

/* Everything the address pass finds out about an instruction; the data
 * pass, the write-range listing and the record all start from it. */
struct plan {
	const struct isa_info *info;
	unsigned bytes;       /* per lane */
	unsigned dwords;      /* data registers per lane */
	bool load, store, atomic, image, sign;
	bool d16, hi;         /* one 16-bit half of the VGPR; the high one */
	bool lds_dma;         /* data to or from LDS (lds_dma_base) */
	bool block;           /* gfx12 *_block: dword n moves if sel bit n */
	uint32_t sel;         /* M0 for a block, else every dword */
	struct mem_step ms;   /* lanes, in_range, addr[], cut[] */
};

static bool
vgprs_ok(const struct operand *o, unsigned need)
{
	return o->kind == OPND_VGPR && o->count >= need &&
	    (unsigned)o->reg + need <= WAVE_NUM_VGPRS;
}

/* The data or returned-value operand: VGPRs, or AGPRs on gfx90a and
 * gfx942 (the parser and decoder make them so only there). */
static bool
data_regs_ok(const struct operand *o, unsigned need)
{
	return o->kind == OPND_AGPR ? o->count >= need &&
	    (unsigned)o->reg + need <= WAVE_NUM_AGPRS : vgprs_ok(o, need);
}

static bool
sgprs_ok(const struct operand *o, unsigned need)
{
	return o->kind == OPND_SGPR && o->count >= need &&
	    (unsigned)o->reg + need <= WAVE_NUM_SGPRS;
}

/* Whether o can be MUBUF's soffset: an SGPR, m0, a constant, a half of
 * vcc or exec (llvm-mc's operand class), or gfx10+'s null, which reads 0
 * (gfx12 takes only an SGPR, m0 or null); exec_scalar32 then reads it. */
static bool
soffset_ok(const struct operand *o)
{
	switch (o->kind) {
	case OPND_SGPR:
		return o->reg < WAVE_NUM_SGPRS;
	case OPND_NONE:
	case OPND_NULL:
	case OPND_M0:
	case OPND_CONST:
	case OPND_LITERAL:
	case OPND_VCC_LO:
	case OPND_VCC_HI:
	case OPND_EXEC_LO:
	case OPND_EXEC_HI:
		return true;
	default:
		return false;
	}
}

static int
refuse(struct diag *diag, const struct insn *insn, const struct operand *o,
    const char *what)
{
	diag_set(diag, DIAG_ERROR, DIAG_EXEC, o != NULL && o->col ? o->col :
	    insn->col, 0, "%s: %s", isa_get(insn->id)->name, what);
	return -1;
}

/* The data operand of a store or atomic: src[3], or dst when the parser
 * put the atomic's one vdata there. */
static const struct operand *
data_operand(const struct insn *insn)
{
	return insn->src[3].kind != OPND_NONE ? &insn->src[3] : &insn->dst;
}

/* The register an atomic with glc returns into. */
static const struct operand *
return_operand(const struct insn *insn)
{
	return insn->dst.kind != OPND_NONE ? &insn->dst : &insn->src[3];
}

/* MUBUF: V# in s[n:n+3] (GCN3/GFX9 layout, as GEM5's BufferRsrcDescriptor):
 *   dword0 base[31:0]; dword1 base[47:32] in [15:0], stride in [29:16],
 *   swizzle_enable in [31]; dword2 num_records; dword3 add_tid_enable in
 *   [23]. Address = base + soffset + offset + stride * index, where
 *   offset = (offen ? vgpr : 0) + inst_offset, index = (idxen ? vgpr : 0);
 *   with offen and idxen both, vaddr is v[n:n+1] = {index, offset}.
 * Range check, from GEM5 Inst_MUBUF::calcAddr for linear buffers, written
 * without its unsigned wrap: out of range when
 *   soffset + offset + stride * index + 4k >= num_records
 * for dword k of the access. GEM5 tests only k = 0 (the whole lane);
 * dwordx2-x4 are checked per dword as AMD's ISA range-checking notes say
 * ("Load/store-Dword-x{2,3,4} ... range-check per component"), so a lane
 * may keep its first dwords and lose the rest (cut[]). Out-of-range
 * loads read 0, stores and atomics are dropped. This GCN3/GFX9 rule is
 * applied on every target: gfx10's OOB_SELECT field (dword3 [29:28]) is
 * not modelled. */
static int
plan_mubuf(const struct wave *w, const struct insn *insn, struct plan *p,
    struct diag *diag)
{
	const struct operand *rs = &insn->src[1], *va = &insn->src[0];
	uint32_t d[4], soff;
	uint64_t base, stride, nrec;
	unsigned lane, ncomp = p->bytes > 4 ? p->bytes / 4 : 1;

	if (!sgprs_ok(rs, 4))
		return refuse(diag, insn, rs,
		    "the buffer resource must be four SGPRs s[n:n+3]");
	memcpy(d, &w->sgpr[rs->reg], sizeof d);
	if (d[1] >> 31)
		return refuse(diag, insn, rs, "swizzled buffers (V# dword1 "
		    "bit 31 swizzle_enable) are not modelled by lanescope");
	if ((d[3] >> 23) & 1)
		return refuse(diag, insn, rs, "add_tid_enable (V# dword3 bit "
		    "23) is not modelled by lanescope");
	if (!soffset_ok(&insn->src[2]))
		return refuse(diag, insn, &insn->src[2],
		    "soffset must be an SGPR, m0 or a constant");
	soff = exec_scalar32(w, &insn->src[2]);
	if ((insn->offen || insn->idxen) &&
	    !vgprs_ok(va, insn->offen && insn->idxen ? 2 : 1))
		return refuse(diag, insn, va, insn->offen && insn->idxen ?
		    "offen idxen needs vaddr v[n:n+1] = {index, offset}" :
		    "vaddr must be a VGPR");
	base = d[0] | (uint64_t)(d[1] & 0xFFFF) << 32;
	stride = (d[1] >> 16) & 0x3FFF;
	nrec = d[2];

	for (lane = 0; lane < WAVE_MAX_LANES; lane++) {
		uint64_t idx = 0, voff = 0, boff;
		unsigned k;

		if (!((p->ms.lanes >> lane) & 1))
			continue;
		if (insn->idxen && insn->offen) {
			idx = w->vgpr[va->reg][lane];
			voff = w->vgpr[va->reg + 1][lane];
		} else if (insn->idxen) {
			idx = w->vgpr[va->reg][lane];
		} else if (insn->offen) {
			voff = w->vgpr[va->reg][lane];
		}
		boff = voff + (uint32_t)insn->mem_offset + stride * idx;
		p->ms.addr[lane] = base + soff + boff;
		for (k = 0; k < ncomp; k++)
			if (soff + boff + 4 * (uint64_t)k >= nrec)
				break;
		if (k == 0)
			continue; /* the whole lane is out of range */
		p->ms.in_range |= LANE(lane);
		p->ms.cut[lane] = (uint8_t)(k == ncomp ? 0 : p->bytes - 4 * k);
	}
	return 0;
}

/* global_*: saddr s[n:n+1] + zero-extended 32-bit VGPR offset, or (saddr
 * `off`) a 64-bit VGPR pair; flat_*: a 64-bit VGPR pair. Plus the signed
 * immediate offset. Flat addresses are taken as global memory: lanescope
 * models no LDS or scratch aperture. */
static int
plan_flat(const struct wave *w, const struct insn *insn, struct plan *p,
    struct diag *diag)
{
	const struct operand *va = &insn->src[0], *sa = &insn->src[1];
	/* saddr may be an SGPR or ttmp pair, vcc or exec (llvm-mc 19) */
	bool use_saddr = p->info->family == ISA_GLOBAL &&
	    sa->kind != OPND_OFF && sa->kind != OPND_NONE;
	uint64_t base = 0;
	unsigned lane;

	if (p->info->flags & ISA_F_ADDTID) {
		/* saddr (0 for `off`) + offset + 4 * lane id */
		if (use_saddr && sa->kind == OPND_SGPR && !sgprs_ok(sa, 2))
			return refuse(diag, insn, sa,
			    "saddr must be an SGPR pair s[n:n+1]");
		base = use_saddr ? exec_scalar64(w, sa) : 0;
		for (lane = 0; lane < WAVE_MAX_LANES; lane++)
			if ((p->ms.lanes >> lane) & 1)
				p->ms.addr[lane] = base + 4u * lane +
				    (uint64_t)(int64_t)insn->mem_offset;
		p->ms.in_range = p->ms.lanes;
		return 0;
	}
	if (use_saddr) {
		if (sa->kind == OPND_SGPR && !sgprs_ok(sa, 2))
			return refuse(diag, insn, sa,
			    "saddr must be an SGPR pair s[n:n+1]");
		if (!vgprs_ok(va, 1))
			return refuse(diag, insn, va,
			    "vaddr must be a VGPR offset");
		base = exec_scalar64(w, sa);
	} else if (!vgprs_ok(va, 2)) {
		return refuse(diag, insn, va,
		    "vaddr must be a 64-bit VGPR pair v[n:n+1]");
	}
	for (lane = 0; lane < WAVE_MAX_LANES; lane++) {
		uint64_t a;

		if (!((p->ms.lanes >> lane) & 1))
			continue;
		if (use_saddr)
			a = base + w->vgpr[va->reg][lane];
		else
			a = w->vgpr[va->reg][lane] |
			    (uint64_t)w->vgpr[va->reg + 1][lane] << 32;
		p->ms.addr[lane] = a + (uint64_t)(int64_t)insn->mem_offset;
	}
	p->ms.in_range = p->ms.lanes;
	return 0;
}

/* scratch_*: each lane's offset is vaddr + saddr + the signed immediate
 * (32 bits, either register may be `off`; GCN5 ISA 9.3, RDNA3 ISA 10.3)
 * into the lane's own private memory, which lanescope keeps in the
 * session's memory at memory_scratch_addr(lane, offset). An access that
 * would run past the lane's 4 GiB is refused. */
static int
plan_scratch(const struct wave *w, const struct insn *insn, struct plan *p,
    struct diag *diag)
{
	const struct operand *va = &insn->src[0], *sa = &insn->src[1];
	bool use_v = va->kind != OPND_OFF && va->kind != OPND_NONE;
	bool use_s = sa->kind != OPND_OFF && sa->kind != OPND_NONE;
	uint32_t base = 0;
	/* the bytes the lane reaches: a block's up to its last selected
	 * dword (none for M0 = 0) */
	unsigned lane, reach = !p->block ? p->bytes : p->sel == 0 ? 0 :
	    4u * (32u - (unsigned)__builtin_clz(p->sel));

	if (use_v && !vgprs_ok(va, 1))
		return refuse(diag, insn, va, "vaddr must be a VGPR offset");
	if (use_s) {
		if (sa->kind == OPND_SGPR && !sgprs_ok(sa, 1))
			return refuse(diag, insn, sa, "saddr must be an SGPR");
		base = exec_scalar32(w, sa);
	}
	for (lane = 0; lane < WAVE_MAX_LANES; lane++) {
		uint32_t off;

		if (!((p->ms.lanes >> lane) & 1))
			continue;
		off = base + (uint32_t)insn->mem_offset +
		    (use_v ? w->vgpr[va->reg][lane] : 0);
		if ((uint64_t)off + reach > 1ull << 32) {
			diag_set(diag, DIAG_ERROR, DIAG_EXEC, insn->col, 0,
			    "%s: lane %u scratch offset 0x%x runs past 4 GiB: "
			    "not modelled by lanescope", p->info->name, lane,
			    (unsigned)off);
			return -1;
		}
		p->ms.addr[lane] = memory_scratch_addr(lane, off);
	}
	p->ms.in_range = p->ms.lanes;
	return 0;
}

/* MIMG on lanescope's simplified image, NOT the hardware's tiled format or
 * its real T# layout: a linear 2D array of texels whose descriptor the user
 * sets in s[n:n+7]:
 *   dword0 base[31:0]; dword1 base[47:32] in [15:0]; dword2 width and
 *   dword3 height in texels; dword4 pitch in bytes (0: width * texel);
 *   dwords 5-7 unused.
 * A texel is 4 bytes per channel dmask enables (the channels are packed,
 * the first enabled one first). vaddr holds x (and y; further coordinate
 * registers are ignored: the image is 2D). Texel (x, y) lives at
 * base + y * pitch + x * texel; x >= width or y >= height is out of range
 * (loads read 0, stores are dropped). */
static int
plan_image(const struct wave *w, const struct insn *insn, struct plan *p,
    struct diag *diag)
{
	const struct operand *rs = &insn->src[1], *va = &insn->src[0];
	uint32_t d[5];
	uint64_t base, pitch;
	unsigned lane, channels = (unsigned)__builtin_popcount(insn->dmask & 0xF);

	if (channels == 0)
		return refuse(diag, insn, NULL,
		    "dmask enables no channel: not supported");
	if (!sgprs_ok(rs, 8))
		return refuse(diag, insn, rs,
		    "the image descriptor must be eight SGPRs s[n:n+7]");
	if (!vgprs_ok(va, 1))
		return refuse(diag, insn, va, "vaddr must hold x (and y)");
	memcpy(d, &w->sgpr[rs->reg], sizeof d);
	p->bytes = 4 * channels;
	p->dwords = channels;
	base = d[0] | (uint64_t)(d[1] & 0xFFFF) << 32;
	pitch = d[4] ? d[4] : (uint64_t)d[2] * p->bytes;

	for (lane = 0; lane < WAVE_MAX_LANES; lane++) {
		uint32_t x, y;

		if (!((p->ms.lanes >> lane) & 1))
			continue;
		x = w->vgpr[va->reg][lane];
		y = va->count >= 2 && va->reg + 1 < WAVE_NUM_VGPRS ?
		    w->vgpr[va->reg + 1][lane] : 0;
		p->ms.addr[lane] = base + y * pitch + (uint64_t)x * p->bytes;
		if (x < d[2] && y < d[3])
			p->ms.in_range |= LANE(lane);
	}
	return 0;
}

/* LDS DMA (ISA_F_LDS_DMA): lane i's dword in LDS is at M0 + the
 * instruction offset + 4 * i: "LDS_ADDR = LDSbase + LDS_offset +
 * inst_offset + TIDinWave * 4" (GCN3 and Vega ISA guides, "Buffer load to
 * LDS", where LDS_offset is M0[15:0]; CDNA3/CDNA4 ISA guides 9.1.9, where
 * the whole M0 is added). The guides differ only when M0 has bits above
 * 15, which lanescope refuses. The same offset also moves the memory
 * address (LLVM's AMDGPU DMA notes say so of global_load_lds). A lane
 * whose dword would pass the 64 KiB LDS writes (or reads) nothing there,
 * as for ds_* (lds.size). Sets p->ms.lds_*; returns 0 or -1. */
static int
lds_dma_base(const struct wave *w, const struct insn *insn, struct plan *p,
    struct diag *diag)
{
	uint64_t limit = isa_features((enum isa_target)w->target)->lds_bytes;
	uint32_t base;
	unsigned lane;

	if (w->lds == NULL)
		return refuse(diag, insn, NULL, "no LDS is attached to the "
		    "wave");
	if (w->m0 > 0xFFFFu) {
		diag_set(diag, DIAG_ERROR, DIAG_EXEC, insn->col, 0,
		    "%s: M0 = 0x%x has bits above 15: the GCN3/Vega guides "
		    "take M0[15:0] as the LDS base, the CDNA guides the "
		    "whole M0; which one applies is not modelled by "
		    "lanescope", p->info->name, (unsigned)w->m0);
		return -1;
	}
	base = w->m0 + (uint32_t)insn->mem_offset;
	p->ms.lds_dma = true;
	p->ms.lds_base = base;
	for (lane = 0; lane < WAVE_MAX_LANES; lane++)
		if (((p->ms.lanes >> lane) & 1) &&
		    (uint64_t)(uint32_t)(base + 4u * lane) + 4 <= limit)
			p->ms.lds_lanes |= LANE(lane);
	return 0;
}

/* Validates insn and computes every active lane's address and range. */
static int
plan_access(const struct wave *w, const struct insn *insn, struct plan *p,
    struct diag *diag)
{
	const struct isa_info *info = isa_get(insn->id);
	const struct operand *data;
	unsigned lane;

	memset(p, 0, sizeof *p);
	p->info = info;
	p->load = info->sem == SEM_LOAD || info->sem == SEM_IMAGE_LOAD;
	p->store = info->sem == SEM_STORE || info->sem == SEM_IMAGE_STORE;
	p->atomic = isa_sem_atomic(info->sem);
	p->image = info->sem == SEM_IMAGE_LOAD || info->sem == SEM_IMAGE_STORE;
	p->sign = info->type == ISA_TY_I32;
	p->d16 = (info->flags & ISA_F_D16) != 0;
	p->hi = (info->flags & ISA_F_D16_HI) != 0;
	p->bytes = info->aux;
	p->dwords = isa_mem_data_dwords(info->sem, info->aux);
	p->block = isa_mem_block(info->family, info->aux);
	p->sel = p->block ? w->m0 : 0xFFFFFFFFu;
	if (!p->load && !p->store && !p->atomic)
		return refuse(diag, insn, NULL, "not a memory instruction");
	if (w->mem == NULL)
		return refuse(diag, insn, NULL,
		    "no memory is attached to the wave");
	p->ms.lanes = w->exec & wave_all_lanes(w->size);

	if (p->image) {
		if (plan_image(w, insn, p, diag) != 0)
			return -1;
	} else if (info->family == ISA_MUBUF) {
		if (plan_mubuf(w, insn, p, diag) != 0)
			return -1;
	} else if (info->family == ISA_FLAT || info->family == ISA_GLOBAL) {
		if (plan_flat(w, insn, p, diag) != 0)
			return -1;
	} else if (info->family == ISA_SCRATCH) {
		if (plan_scratch(w, insn, p, diag) != 0)
			return -1;
	} else {
		return refuse(diag, insn, NULL,
		    "this memory encoding is not modelled by lanescope");
	}
	/* a block is 32 dword accesses, each through the paths below */
	if (p->bytes == 0 || (p->bytes > 16 && !p->block))
		return refuse(diag, insn, NULL,
		    "this access size is not modelled by lanescope");

	p->lds_dma = (info->flags & ISA_F_LDS_DMA) != 0;
	if (p->lds_dma && lds_dma_base(w, insn, p, diag) != 0)
		return -1;
	if (p->load && !p->lds_dma && !data_regs_ok(&insn->dst, p->dwords))
		return refuse(diag, insn, &insn->dst, "vdata needs more VGPRs");
	data = data_operand(insn);
	if ((p->store || p->atomic) && !p->lds_dma &&
	    !data_regs_ok(data, p->dwords))
		return refuse(diag, insn, data, "vdata needs more VGPRs");
	if (p->atomic && insn->glc &&
	    !data_regs_ok(return_operand(insn), p->bytes / 4))
		return refuse(diag, insn, return_operand(insn),
		    "the returned value needs a VGPR");
	if (p->atomic) {
		/* GEM5 asserts dword alignment for atomics (lanescope asks
		 * the _x2 forms for 8); what the hardware does with a
		 * misaligned one is not documented in any source read here,
		 * so lanescope refuses it */
		for (lane = 0; lane < WAVE_MAX_LANES; lane++)
			if (((p->ms.in_range >> lane) & 1) &&
			    (p->ms.addr[lane] & (p->bytes - 1)) != 0) {
				diag_set(diag, DIAG_ERROR, DIAG_EXEC, insn->col,
				    0, "%s: lane %u address 0x%llx is not "
				    "%u-byte aligned: misaligned atomics are "
				    "not supported", info->name, lane,
				    (unsigned long long)p->ms.addr[lane],
				    p->bytes);
				return -1;
			}
	}
	p->ms.op_sem = info->sem;
	p->ms.bytes_per_lane = (uint8_t)p->bytes;
	p->ms.is_store = p->store || p->atomic;
	p->ms.is_atomic = p->atomic;
	p->ms.is_image = p->image;
	p->ms.is_block = p->block;
	p->ms.block_sel = p->block ? p->sel : 0;
	return 0;
}

static unsigned
lane_bytes(const struct plan *p, unsigned lane)
{
	return p->bytes - p->ms.cut[lane];
}

/* The lane's data registers as little-endian bytes. */
static void
gather_bytes(const struct wave *w, unsigned reg, unsigned dwords,
    unsigned lane, uint8_t *buf)
{
	unsigned k;

	for (k = 0; k < dwords; k++) {
		uint32_t v = w->vgpr[reg + k][lane];

		buf[4 * k] = (uint8_t)v;
		buf[4 * k + 1] = (uint8_t)(v >> 8);
		buf[4 * k + 2] = (uint8_t)(v >> 16);
		buf[4 * k + 3] = (uint8_t)(v >> 24);
	}
}

static uint32_t
le32(const uint8_t *b)
{
	return b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 |
	    (uint32_t)b[3] << 24;
}

/* Loaded bytes as the destination dwords: sub-dword loads are extended
 * (ubyte/ushort with zeros, sbyte/sshort with the sign); the d16 forms
 * extend to 16 bits and replace one half of old, the register's value
 * before the load (GCN5 ISA, MUBUF and FLAT opcode tables: "D16" loads
 * write D[15:0], "D16_HI" D[31:16], the other half is preserved). */
static void
load_value(const struct plan *p, const uint8_t *buf, uint32_t old,
    uint32_t *out)
{
	unsigned k;

	if (p->d16) {
		uint32_t h = p->bytes == 1
		    ? (p->sign ? (uint16_t)(int8_t)buf[0] : buf[0])
		    : (uint32_t)(buf[0] | buf[1] << 8);

		out[0] = p->hi ? (old & 0xFFFFu) | h << 16
		    : (old & 0xFFFF0000u) | h;
		return;
	}
	if (p->bytes == 1) {
		out[0] = p->sign ? (uint32_t)(int32_t)(int8_t)buf[0] : buf[0];
		return;
	}
	if (p->bytes == 2) {
		uint16_t h = (uint16_t)(buf[0] | buf[1] << 8);

		out[0] = p->sign ? (uint32_t)(int32_t)(int16_t)h : h;
		return;
	}
	for (k = 0; k < p->dwords; k++)
		out[k] = le32(&buf[4 * k]);
}

static uint64_t
le64(const uint8_t *b)
{
	return le32(b) | (uint64_t)le32(b + 4) << 32;
}

/* Reserves every range the instruction will write, so that the writes
 * that follow cannot fail half way. */
static int
reserve_all(struct memory *m, const struct plan *p)
{
	unsigned lane;

	for (lane = 0; lane < WAVE_MAX_LANES; lane++)
		if (((p->ms.in_range >> lane) & 1) &&
		    memory_reserve(m, p->ms.addr[lane], lane_bytes(p, lane)) != 0)
			return -1;
	return 0;
}

/* The data VGPR a step's record and picture show, counted from the
 * first: a block's first selected one (0 for M0 = 0), else the first. */
static unsigned
block_pick(const struct plan *p)
{
	return p->block && p->sel != 0 ?
	    (unsigned)__builtin_ctz(p->sel) : 0;
}

/* rec for a memory step; w is the wave after the step, old_first the
 * shown destination dword (block_pick) of every lane before it. */
static void
fill_record(struct step *rec, const struct insn *insn, const struct wave *w,
    const struct plan *p, const uint32_t *old_first, lanemask_t changed,
    unsigned dst_reg, bool writes_regs)
{
	unsigned lane, data_reg = exec_vslot(data_operand(insn), 0) +
	    block_pick(p);

	/* exec_step began the record (kind, masks, lanes, registers read
	 * and written); the memory part adds lanes, values and requests */
	rec->written = writes_regs ? p->ms.lanes : 0;
	rec->changed = changed;
	for (lane = 0; lane < w->size; lane++) {
		struct lane_step *ls = &rec->lane[lane];
		bool on = (p->ms.lanes >> lane) & 1;

		if (!on) {
			ls->reason = REASON_EXEC_OFF;
			continue;
		}
		if ((p->store || p->atomic) && !p->lds_dma)
			ls->src_value = w->vgpr[data_reg][lane];
		if (writes_regs) {
			ls->reason = REASON_COMPUTED;
			ls->flags = LANE_WRITTEN;
			ls->old_value = old_first[lane];
			ls->new_value = w->vgpr[dst_reg][lane];
		}
	}
	rec->mem = p->ms;
	memory_analyze(&rec->mem);
}

enum exec_status
exec_mem_step(struct wave *w, const struct insn *insn,
    const struct semantics *sem, struct step *rec, struct diag *diag)
{
	struct plan p;
	uint32_t old_first[WAVE_MAX_LANES] = { 0 };
	uint32_t result[WAVE_MAX_LANES][32];
	const struct operand *dst = NULL;
	lanemask_t changed = 0;
	unsigned lane, k;

	(void)sem; /* no memory rule is disputed between sources */
	if (plan_access(w, insn, &p, diag) != 0)
		return EXEC_ERROR;
	if ((p.store || p.atomic) && reserve_all(w->mem, &p) != 0) {
		diag_set(diag, DIAG_ERROR, DIAG_EXEC, insn->col, 0,
		    "%s: out of memory (or over the %u-page limit of the "
		    "sparse memory)", p.info->name, MEMORY_MAX_PAGES);
		return EXEC_ERROR;
	}
	if (p.lds_dma && p.load && p.ms.lds_lanes != 0 &&
	    memory_reserve(w->lds, p.ms.lds_base + 4u *
	    (unsigned)__builtin_ctzll(p.ms.lds_lanes), 4u *
	    (64u - (unsigned)__builtin_clzll(p.ms.lds_lanes) -
	    (unsigned)__builtin_ctzll(p.ms.lds_lanes))) != 0) {
		diag_set(diag, DIAG_ERROR, DIAG_EXEC, insn->col, 0,
		    "%s: out of memory for the LDS", p.info->name);
		return EXEC_ERROR;
	}
	memset(result, 0, sizeof result);

	/* From here on nothing can fail: the wave and memory change. */
	if (p.load && p.lds_dma) {
		/* each lane's value, extended to a dword as a VGPR load
		 * would be, fills its whole LDS dword (Vega ISA, FLAT: a
		 * load with LDS=1 writes all 32 bits of LDS) */
		for (lane = 0; lane < WAVE_MAX_LANES; lane++) {
			uint8_t buf[16] = { 0 }, out[4];
			uint32_t v;

			if (!((p.ms.lds_lanes >> lane) & 1))
				continue;
			if ((p.ms.in_range >> lane) & 1)
				memory_read(w->mem, p.ms.addr[lane], buf,
				    lane_bytes(&p, lane));
			load_value(&p, buf, 0, &v);
			for (k = 0; k < 4; k++)
				out[k] = (uint8_t)(v >> 8 * k);
			(void)memory_write(w->lds, p.ms.lds_base + 4u * lane,
			    out, 4);
		}
	} else if (p.store && p.lds_dma) {
		/* buffer_store_lds_dword: the lane's LDS dword (0 past the
		 * LDS, as a ds_* read there) goes to memory */
		for (lane = 0; lane < WAVE_MAX_LANES; lane++) {
			uint8_t buf[4] = { 0 };

			if (!((p.ms.in_range >> lane) & 1))
				continue;
			if ((p.ms.lds_lanes >> lane) & 1)
				memory_read(w->lds, p.ms.lds_base + 4u * lane,
				    buf, 4);
			(void)memory_write(w->mem, p.ms.addr[lane], buf,
			    lane_bytes(&p, lane));
		}
	} else if (p.load) {
		dst = &insn->dst;
		for (lane = 0; lane < WAVE_MAX_LANES; lane++) {
			uint8_t buf[128] = { 0 };

			if (!((p.ms.lanes >> lane) & 1))
				continue;
			if ((p.ms.in_range >> lane) & 1)
				memory_read(w->mem, p.ms.addr[lane], buf,
				    lane_bytes(&p, lane));
			load_value(&p, buf,
			    w->vgpr[exec_vslot(&insn->dst, 0)][lane],
			    result[lane]);
		}
	} else if (p.store) {
		const struct operand *data = data_operand(insn);
		unsigned len;

		/* lane order: a higher lane's bytes land last and win */
		for (lane = 0; lane < WAVE_MAX_LANES; lane++) {
			uint8_t buf[128];

			if (!((p.ms.in_range >> lane) & 1))
				continue;
			gather_bytes(w, exec_vslot(data, 0), p.dwords, lane, buf);
			if (p.hi) { /* byte_d16_hi, short_d16_hi: d[31:16] */
				buf[0] = buf[2];
				buf[1] = buf[3];
			}
			if (!p.block) {
				(void)memory_write(w->mem, p.ms.addr[lane],
				    buf, lane_bytes(&p, lane));
				continue;
			}
			/* a block writes only the dwords M0 selects; the
			 * others keep their place (guide 11.5) */
			for (k = 0; (len = memory_block_run(p.sel, &k)) != 0; k += len)
				(void)memory_write(w->mem, p.ms.addr[lane] +
				    4u * k, buf + 4 * k, 4 * len);
		}
	} else {
		const struct operand *data = data_operand(insn);
		uint8_t ubuf[16];
		bool wide = p.bytes == 8;
		unsigned half = wide ? 2 : 1; /* cmpswap: cmp after src */
		enum atomic_op op = atomic_lookup(p.info->sem,
		    p.info->type);

		/* one read-modify-write per lane, in lane order: lanes on
		 * one address each see the result of the lanes before them
		 * (semantics.md 9: atomics are never merged) */
		for (lane = 0; lane < WAVE_MAX_LANES; lane++) {
			uint8_t buf[8];
			uint64_t old, src, cmp = 0, nv;

			if (!((p.ms.in_range >> lane) & 1))
				continue;
			gather_bytes(w, exec_vslot(data, 0), p.dwords, lane, ubuf);
			src = wide ? le64(ubuf) : le32(ubuf);
			if (p.info->sem == SEM_ATOMIC_CMPSWAP)
				cmp = wide ? le64(ubuf + 4 * half) :
				    le32(ubuf + 4 * half);
			memory_read(w->mem, p.ms.addr[lane], buf, p.bytes);
			old = wide ? le64(buf) : le32(buf);
			nv = atomic_apply(op, p.bytes, old, src, cmp);
			for (k = 0; k < p.bytes; k++)
				buf[k] = (uint8_t)(nv >> 8 * k);
			(void)memory_write(w->mem, p.ms.addr[lane], buf,
			    p.bytes);
			result[lane][0] = (uint32_t)old;
			result[lane][1] = (uint32_t)(old >> 32);
		}
		if (insn->glc)
			dst = return_operand(insn);
	}

	if (dst != NULL) {
		unsigned nregs = p.atomic ? p.bytes / 4 : p.dwords;
		/* (data_regs_ok kept the tuple inside its file) */
		unsigned first = exec_vslot(dst, 0);

		for (lane = 0; lane < WAVE_MAX_LANES; lane++) {
			old_first[lane] = w->vgpr[first +
			    block_pick(&p)][lane];
			if (!((p.ms.lanes >> lane) & 1))
				continue;
			for (k = 0; k < nregs; k++) {
				uint32_t *r = &w->vgpr[first + k][lane];

				if (!((p.sel >> k) & 1))
					continue; /* a block's VGPR M0 skips */
				if (*r != result[lane][k])
					changed |= LANE(lane);
				*r = result[lane][k];
			}
		}
		for (k = 0; k < nregs && dst->reg + k < WAVE_NUM_VGPRS; k++)
			if ((p.sel >> k) & 1)
				exec_mark_vgpr(w, first + k);
	}
	if (rec != NULL)
		fill_record(rec, insn, w, &p, old_first, changed,
		    dst != NULL ? exec_vslot(dst, 0) + block_pick(&p) : 0,
		    dst != NULL);
	return EXEC_OK;
}

struct wrange {
	uint64_t addr;
	uint32_t len;
};

static int
cmp_wrange(const void *pa, const void *pb)
{
	const struct wrange *a = pa, *b = pb;

	return a->addr < b->addr ? -1 : a->addr > b->addr;
}

void
exec_memory_writes(const struct insn *insn, const struct wave *w,
    exec_range_fn fn, void *ctx)
{
	struct plan p;
	struct diag scratch;
	struct wrange r[WAVE_MAX_LANES * 16]; /* a block: 16 runs a lane */
	unsigned lane, n = 0, i, k;
	uint64_t cur, end;

	if (insn->id >= ISA_ID_COUNT)
		return;
	if (isa_get(insn->id)->family == ISA_SMEM) {
		uint64_t a;
		uint32_t len;

		if (exec_smem_write_range(w, insn, &a, &len))
			fn(a, len, ctx);
		return;
	}
	if (plan_access(w, insn, &p, &scratch) != 0 || p.load)
		return;
	for (lane = 0; lane < WAVE_MAX_LANES; lane++) {
		if (!((p.ms.in_range >> lane) & 1))
			continue;
		if (p.block) { /* only the selected dwords are written */
			unsigned len;

			for (k = 0; (len = memory_block_run(p.sel, &k)) != 0;
			    k += len) {
				r[n].addr = p.ms.addr[lane] + 4u * k;
				r[n++].len = 4 * len;
			}
			continue;
		}
		r[n].addr = p.ms.addr[lane];
		r[n++].len = p.atomic ? p.bytes : lane_bytes(&p, lane);
	}
	if (n == 0)
		return;
	qsort(r, n, sizeof r[0], cmp_wrange);
	/* end is one past the last byte; a range that wraps past 2^64 is
	 * reported on its own, unmerged */
	cur = r[0].addr;
	end = cur + r[0].len;
	for (i = 1; i < n; i++) {
		if (end > cur && r[i].addr <= end) {
			if (r[i].addr + r[i].len > end)
				end = r[i].addr + r[i].len;
			continue;
		}
		fn(cur, (uint32_t)(end - cur), ctx);
		cur = r[i].addr;
		end = cur + r[i].len;
	}
	fn(cur, (uint32_t)(end - cur), ctx);
}

bool
exec_lds_dma_range(const struct insn *insn, const struct wave *w,
    uint32_t *addr, uint32_t *len)
{
	struct plan p;
	struct diag scratch;
	unsigned lane, lo = WAVE_MAX_LANES, hi = 0;

	if (insn->id >= ISA_ID_COUNT ||
	    !(isa_get(insn->id)->flags & ISA_F_LDS_DMA) ||
	    plan_access(w, insn, &p, &scratch) != 0 || !p.load)
		return false;
	for (lane = 0; lane < WAVE_MAX_LANES; lane++)
		if ((p.ms.lds_lanes >> lane) & 1) {
			if (lo == WAVE_MAX_LANES)
				lo = lane;
			hi = lane;
		}
	if (lo == WAVE_MAX_LANES)
		return false;
	*addr = p.ms.lds_base + 4u * lo;
	*len = 4u * (hi - lo + 1);
	return true;
}

/* Lists o with role, once: a register listed already gets the role too
 * (exec_reads' contract). */
static void
ref_add(struct reg_ref *refs, unsigned max, unsigned *n,
    const struct operand *o, unsigned role)
{
	/* an AGPR is listed as its vgpr[] slot, as exec.c's add_opnd */
	uint8_t kind = o->kind == OPND_AGPR ? OPND_VGPR : o->kind;
	uint16_t reg = (uint16_t)(o->kind == OPND_AGPR ? exec_vslot(o, 0) :
	    o->reg);

	if (o->kind == OPND_NONE || o->kind == OPND_CONST ||
	    o->kind == OPND_LITERAL || o->kind == OPND_OFF)
		return;
	for (unsigned i = 0; i < *n; i++)
		if (refs[i].kind == kind && refs[i].reg == reg) {
			refs[i].role |= (uint8_t)role;
			return;
		}
	if (*n >= max)
		return;
	refs[*n].kind = kind;
	refs[*n].count = o->count ? o->count : 1;
	refs[*n].reg = reg;
	refs[*n].role = (uint8_t)role;
	refs[*n].role_y = 0;
	(*n)++;
}

/* A block's data operand o: one ref per run of consecutive VGPRs that
 * M0 (w's, or all 32 when w is NULL) selects. When the runs do not all
 * fit in refs, the last ref that fits spans the rest, from its run's
 * first VGPR to the last selected one (a superset, so history still
 * saves every VGPR that can change). M0 = 0 lists none. */
static void
block_refs(struct reg_ref *refs, unsigned max, unsigned *n,
    const struct operand *o, unsigned role, const struct wave *w)
{
	uint32_t sel = w != NULL ? w->m0 : 0xFFFFFFFFu;
	unsigned k = 0, len;

	for (; (len = memory_block_run(sel, &k)) != 0; k += len) {
		struct operand run = *o;

		if (*n + 1 >= max) /* the last slot: up to the last bit */
			len = 32 - (unsigned)__builtin_clz(sel) - k;
		run.reg = (uint16_t)(o->reg + k);
		run.count = (uint8_t)len;
		ref_add(refs, max, n, &run, role);
		if (*n >= max)
			return;
	}
}

unsigned
exec_memory_reg_reads(const struct insn *insn, const struct wave *w,
    struct reg_ref *refs, unsigned max)
{
	const struct isa_info *info = isa_get(insn->id);
	unsigned n = 0;

	/* vaddr, then the resource or saddr and soffset: all say where */
	ref_add(refs, max, &n, &insn->src[0], REF_ADDR);
	ref_add(refs, max, &n, &insn->src[1], REF_ADDR);
	ref_add(refs, max, &n, &insn->src[2], REF_ADDR);
	if (isa_mem_block(info->family, info->aux)) {
		/* M0 selects the VGPRs (RDNA4 ISA guide 11.5) */
		static const struct operand m0 = { .kind = OPND_M0,
		    .count = 1 };
		ref_add(refs, max, &n, &m0, REF_ADDR);
		if (info->sem == SEM_STORE)
			block_refs(refs, max, &n, data_operand(insn),
			    REF_DATA, w);
		return n;
	}
	if (info->sem == SEM_STORE || info->sem == SEM_IMAGE_STORE ||
	    isa_sem_atomic(info->sem))
		ref_add(refs, max, &n, data_operand(insn), REF_DATA);
	if (info->flags & ISA_F_LDS_DMA) { /* M0: the LDS base */
		static const struct operand m0 = { .kind = OPND_M0,
		    .count = 1 };
		ref_add(refs, max, &n, &m0, REF_ADDR);
	}
	/* a d16 load keeps the other half of its destination */
	if (info->sem == SEM_LOAD && (info->flags & ISA_F_D16))
		ref_add(refs, max, &n, &insn->dst, REF_OLD);
	return n;
}

unsigned
exec_memory_reg_writes(const struct insn *insn, const struct wave *w,
    struct reg_ref *refs, unsigned max)
{
	const struct isa_info *info = isa_get(insn->id);
	unsigned n = 0;

	if (isa_mem_block(info->family, info->aux)) {
		if (info->sem == SEM_LOAD)
			block_refs(refs, max, &n, &insn->dst, REF_DATA, w);
		return n;
	}
	if (info->sem == SEM_LOAD || info->sem == SEM_IMAGE_LOAD)
		ref_add(refs, max, &n, &insn->dst, REF_DATA);
	else if (isa_sem_atomic(info->sem) && insn->glc) {
		struct operand o = *return_operand(insn);

		o.count = (uint8_t)(info->aux / 4);
		ref_add(refs, max, &n, &o, REF_DATA);
	}
	return n;
}
