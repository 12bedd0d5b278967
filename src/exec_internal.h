/* SPDX-License-Identifier: MIT */
/* Private interface between the parts of the execution core (exec*.c):
 * operand access, the per-family step functions and record helpers.
 * Not for front ends: they use exec.h only. */
#ifndef LANESCOPE_EXEC_INTERNAL_H
#define LANESCOPE_EXEC_INTERNAL_H

#include <stdbool.h>
#include <stdint.h>

#include "exec.h"

#define LANE(n) ((lanemask_t)1 << (n))

/* Every family step has the contract of exec_step: validate first, leave
 * the wave unchanged on EXEC_ERROR, fill rec (already zeroed and holding
 * insn, kind, wave, exec and the masks) when it is not NULL. */
enum exec_status exec_valu_step(struct wave *w, const struct insn *insn,
    const struct semantics *sem, struct step *rec, struct diag *diag);
/* VOPD pairs (exec_vopd.c): both halves, the Y half's values in rec's
 * vopd_y_* fields. */
/* v_swap_b32 (exec_vopd.c, branch s6-16int): d and s0 trade values in
 * the active lanes; rec gets d in lane[] and s0 in the vopd_y_* fields,
 * the second destination a VOPD pair also uses. */
enum exec_status exec_swap_step(struct wave *w, const struct insn *insn,
    struct step *rec, struct diag *diag);
/* v_accvgpr_write_b32, _read_b32 and _mov_b32 (exec_vopd.c, branch
 * s7-16agpr): d = s0 in the active lanes, where d or s0 is an AGPR (kept
 * in its vgpr[] slot, wave.h); a VALU step whose lane[] holds d. */
enum exec_status exec_accvgpr_step(struct wave *w, const struct insn *insn,
    struct step *rec, struct diag *diag);
/* v_movrel* and v_swaprel (exec_vopd.c, branch s6-16int): the VGPRs M0
 * picks (exec_vmovrel_regs), as a v_mov_b32 or v_swap_b32 of them. */
enum exec_status exec_vmovrel_step(struct wave *w, const struct insn *insn,
    const struct semantics *sem, struct step *rec, struct diag *diag);
enum exec_status exec_vopd_step(struct wave *w, const struct insn *insn,
    const struct semantics *sem, struct step *rec, struct diag *diag);
/* LDS memory (exec_ds.c): SEM_DS_READ .. SEM_DS_LAST on w->lds, from
 * plan when it was made for insn (see exec_step_planned). */
enum exec_status exec_ds_step(struct wave *w, const struct insn *insn,
    const struct semantics *sem, const struct exec_lds_plan *plan,
    struct step *rec, struct diag *diag);
enum exec_status exec_lds_step(struct wave *w, const struct insn *insn,
    const struct semantics *sem, struct step *rec, struct diag *diag);
enum exec_status exec_lane_step(struct wave *w, const struct insn *insn,
    const struct semantics *sem, struct step *rec, struct diag *diag);
/* Whether SALU semantic class sem writes SCC (s_mov, s_cselect, s_bfm,
 * the multiplies and s_pack do not). */
bool exec_salu_writes_scc(unsigned sem);
/* The index M0 adds to the source (src true) or destination register of
 * a SEM_S_MOVREL row (branch sop16c); the caller checks the range. */
uint32_t exec_movrel_offset(const struct isa_info *ii, uint32_t m0,
    bool src);
enum exec_status exec_salu_step(struct wave *w, const struct insn *insn,
    const struct semantics *sem, struct step *rec, struct diag *diag);
/* The memory instructions (SEM_LOAD, SEM_STORE, SEM_ATOMIC_ADD,
 * SEM_IMAGE_LOAD, SEM_IMAGE_STORE; exec_mem.c); w->mem must be set. */
enum exec_status exec_mem_step(struct wave *w, const struct insn *insn,
    const struct semantics *sem, struct step *rec, struct diag *diag);

/* The memory part of exec_mem_writes (exec_mem.c): calls fn with the byte
 * ranges insn will write, in ascending address order, overlapping and
 * adjacent ranges merged. Nothing for loads, for instructions that are not
 * memory instructions, or for one that exec_mem_step would refuse. */
/* The bytes a scalar store or atomic (SEM_S_STORE, SEM_S_ATOMIC) is
 * about to write, from w as it is before the step (exec_salu.c): true
 * and the range, or false when it writes nothing. */
bool exec_smem_write_range(const struct wave *w, const struct insn *insn,
    uint64_t *addr, uint32_t *len);
void exec_memory_writes(const struct insn *insn, const struct wave *w,
    exec_range_fn fn, void *ctx);

/* Registers a memory instruction reads (vaddr, resource, soffset, saddr,
 * store data) and writes (load destination, atomic return with glc), each
 * once with its roles (exec.h): the memory rows' part of exec_reads and
 * exec_writes. Return the number stored in refs (<= max). */
/* w (NULL: not known) gives M0 for a gfx12 block, whose data refs are
 * then the VGPRs M0 selects (isa_mem_block). */
unsigned exec_memory_reg_reads(const struct insn *insn, const struct wave *w,
    struct reg_ref *refs, unsigned max);
unsigned exec_memory_reg_writes(const struct insn *insn,
    const struct wave *w, struct reg_ref *refs, unsigned max);

/* DPP16 lane mapping for a wave of W lanes (exec_dpp.c). src[n] is the lane
 * lane n reads; *oob gets the lanes whose source is outside the pattern's
 * range (src[n] = n there), *untargeted the lanes row_bcast leaves alone
 * (src[n] = n). gem5 selects the gem5 formulas (semantics.md 2.5 D2, D4,
 * D5); *nonexistent then gets lanes whose gem5 index names no lane.
 * src may be NULL: only the masks are computed. ctrl must be valid for
 * the target (exec_dpp_check). */
void exec_dpp16_map(unsigned ctrl, unsigned W, bool gem5, uint8_t *src,
    lanemask_t *oob, lanemask_t *untargeted, lanemask_t *nonexistent);

/* DPP8: lane n reads (n & ~7) | sel[n & 7]. */
void exec_dpp8_map(uint32_t sel, uint8_t *src);

/* Checks that the DPP control (or DPP8) of insn exists on the target and
 * that its form is allowed. Returns 0, or -1 with diag filled. */
int exec_dpp_check(const struct wave *w, const struct insn *insn,
    struct diag *diag);

/* Fetches src0 of a DPP16/DPP8 instruction: a[n] = the value lane n reads
 * (0 where zero is injected), *write = lanes whose destination is written,
 * *zeroed = lanes given an injected zero. Fills the cross-lane part of rec
 * (src, reason, src_value, disputes) when rec is not NULL. */
void exec_dpp_fetch(const struct wave *w, const struct insn *insn,
    const struct semantics *sem, uint32_t *a, lanemask_t *write,
    lanemask_t *zeroed, struct step *rec);

/* exec_dpp_fetch for a 64-bit src0 (wide) or a 32-bit one in the low
 * half (branch gpu13c): both VGPRs of the pair move along the same lane
 * pattern, as LLVM splits a 64-bit DPP move into two 32-bit DPP moves
 * with one control. rec gets the low VGPR's record. */
void exec_dpp_fetch64(const struct wave *w, const struct insn *insn,
    const struct semantics *sem, bool wide, uint64_t *a, lanemask_t *write,
    lanemask_t *zeroed, struct step *rec);

/* Operands. A VGPR operand gives per-lane values; anything else is one
 * scalar broadcast to every lane. */
static inline bool
exec_is_vgpr(const struct operand *o)
{
	return o->kind == OPND_VGPR;
}
uint32_t exec_scalar32(const struct wave *w, const struct operand *o);
uint64_t exec_scalar64(const struct wave *w, const struct operand *o);
/* A lane mask operand (vcc, an SGPR pair, exec, a constant); in wave32 a
 * single 32-bit register holds the mask. NONE means vcc. */
lanemask_t exec_mask_operand(const struct wave *w, const struct operand *o);
/* Copies the operand's value for all WAVE_MAX_LANES slots into out. */
void exec_lanes(const struct wave *w, const struct operand *o, uint32_t *out);

void exec_write_scalar32(struct wave *w, const struct operand *o,
    uint32_t v);
void exec_write_scalar64(struct wave *w, const struct operand *o,
    uint64_t v);
/* Writes a lane mask to o (NONE means vcc), clipped to the wave size. */
void exec_write_mask(struct wave *w, const struct operand *o, lanemask_t m);

/* Marks VGPR r as written (for --json's register list). */
static inline void
exec_mark_vgpr(struct wave *w, unsigned r)
{
	w->vgpr_used[r >> 6] |= (uint64_t)1 << (r & 63);
}

/* v_sad_u8 (masked: v_msad_u8) of one lane: the four byte |a - b| added
 * to c (branch s6-16int). */
uint32_t exec_vx_sad_u8(uint32_t a, uint32_t b, uint32_t c, bool masked);
/* The arithmetic of a SEM_VX row (exec_vx.c): r[n] from a[n], b[n], c[n]
 * for every lane slot, op an enum isa_vx. Unary rows ignore b and c,
 * binary rows c. sem decides the disputed cases (valu.*). */
void exec_vx_compute(unsigned op, const struct semantics *sem,
    const uint32_t *restrict a, const uint32_t *restrict b,
    const uint32_t *restrict c, uint32_t *restrict r);

/* A SEM_VX row with 64-bit operands (ISA_F_WIDE): the contract of
 * exec_step; only the destination's low register is in rec's values. */
enum exec_status exec_vx64_step(struct wave *w, const struct insn *insn,
    const struct semantics *sem, struct step *rec, struct diag *diag);

/* Whether the two choices of valu.transcendental_denormals give op on
 * the value a different results (the lane is then marked disputed). */
bool exec_vx_disputed(unsigned op, uint32_t a);

/* Whether a SEM_VX operation's result is f16 (low half), which decides
 * the output modifiers and the high half, where the row's type names its
 * sources (v_cvt_f16_f32: f32 in, f16 out; v_cvt_f32_f16 the reverse). */
bool exec_vx_f16_result(unsigned op, unsigned type);

/* The 64-bit lanes of operand o: a VGPR pair, an SGPR pair or a 64-bit
 * constant when wide, else the 32-bit value zero-extended; fp: an f64
 * operand, whose 32-bit literal is the high dword. */
void exec_vx_lanes64(const struct wave *w, const struct operand *o,
    bool wide, bool fp, uint64_t *out);

/* ---- isa_table_valu2.h's rows (exec_vx2.c, branch valu16b) ---- */
/* Whether the float condition cond (an enum isa_cond) holds for x and y
 * (exact doubles); the n-forms are true when unordered. */
bool exec_vx2_cmp_float(unsigned cond, double x, double y);
/* The lanes where a 32-bit or 16-bit compare of type and AUX holds
 * (SEM_CMP rows: the conditions after ISA_CC_NEQ, f16, i16/u16, class). */
lanemask_t exec_vx2_cmp32(unsigned type, unsigned aux, const uint32_t *a,
    const uint32_t *b);
/* The lanes where a 64-bit compare (ISA_F_S0_64) of insn holds, its
 * source modifiers applied. */
lanemask_t exec_vx2_cmp64(const struct wave *w, const struct insn *insn);
/* v_div_scale/fmas/fixup_f32 into r; returns v_div_scale's vcc lanes.
 * vcc is the mask v_div_fmas reads. */
lanemask_t exec_vx2_div32(unsigned op, const uint32_t *a, const uint32_t *b,
    const uint32_t *c, lanemask_t vcc, uint32_t *r);
/* One lane of a 64-bit row of isa_table_valu2.h: the result (a 32-bit
 * one zero-extended); vcc is this lane's bit for v_div_fmas_f64, *cout
 * gets v_div_scale_f64's. */
uint64_t exec_vx2_op64(unsigned op, uint64_t a, uint64_t b, uint64_t c,
    bool vcc, bool *cout);
/* Whether op's 32-bit result is an f32 (output modifiers apply). */
bool exec_vx2_f32_result(unsigned op);
/* The 16-bit rows and packs (VX_RCP_F16 to VX_PACK_B32_F16) into r;
 * c is d for v_fmac_f16/v_mac_f16. */
void exec_vx2_16bit(unsigned op, const uint32_t *a, const uint32_t *b,
    const uint32_t *c, uint32_t *r);

/* ---- packed math, VOP3P (branch vop3p16c) ---- */
/* f16 a * b + c with one rounding, and IEEE-mode min/max (a NaN loses),
 * on the low 16 bits (exec_vx2.c's, for exec_vop3p.c). */
uint32_t exec_vx2_fma16(uint32_t a, uint32_t b, uint32_t c);
uint32_t exec_vx2_minmax16(uint32_t a, uint32_t b, bool max);
/* IEEE 754-2019 minimum (max false) or maximum of the f16 a and b: a NaN
 * gives a quiet NaN, -0 is below +0 (exec_vop3p.c). */
uint32_t exec_vop3p_minimum16(uint32_t a, uint32_t b, bool max);

/* The SEM_VX rows of exec_vxf.c (VX_MAD_LEGACY_F32 to VX_MULLIT_F32):
 * r[n] from a[n], b[n], c[n] for every lane slot, as exec_vx_compute;
 * exec_vxf_f16_result says whether op writes a 16-bit result. */
void exec_vxf_compute(unsigned op, const struct semantics *sem,
    const uint32_t *restrict a, const uint32_t *restrict b,
    const uint32_t *restrict c, uint32_t *restrict r);
bool exec_vxf_f16_result(unsigned op);
/* v_trig_preop_f64: segment s1[4:0] of 2/pi's bits for the f64 s0's
 * exponent, scaled (exec_vxf.c). */
uint64_t exec_vxf_trig_preop(uint64_t s0, uint32_t s1);
/* c plus the products of the elements of a and b for the integer dot
 * op (a PK_DOT* of isa.h, not an _iu form), clamp saturating. */
uint32_t exec_vop3p_dot_int(unsigned op, uint32_t a, uint32_t b, uint32_t c,
    bool clamp);
/* A SEM_VOP3P row (exec_vop3p.c): the contract of exec_step. */
enum exec_status exec_vop3p_step(struct wave *w, const struct insn *insn,
    const struct semantics *sem, struct step *rec, struct diag *diag);

/* Whether the instruction row exists on the target (its opcode column). */
bool exec_insn_on_target(const struct insn *insn, unsigned target);

/* Record helpers: mark lane n as decided by dispute d. */
static inline void
exec_rec_dispute(struct step *rec, enum dispute d, unsigned n)
{
	rec->disputes |= 1u << d;
	rec->disputed_lanes |= LANE(n);
	rec->lane[n].flags |= LANE_DISPUTED;
}

/* Fills old/new values, LANE_WRITTEN, written and changed from the
 * destination VGPR before (old) and after (now) for the lanes in
 * `written`. */
void exec_rec_values(struct step *rec, const uint32_t *old,
    const uint32_t *now, lanemask_t written, unsigned W);
/* The usual record of a VALU write under exec: each lane computed or off
 * in EXEC, then exec_rec_values with exec as the written lanes. */
void exec_rec_exec_write(struct step *rec, const uint32_t *old,
    const uint32_t *now, lanemask_t exec, unsigned W);

/* ---- gfx12 float rows (exec_g12f.c, branch s6-16g12) ---- */
/* IEEE 754-2019 minimum (max false) or maximum of the f32 a and b: a NaN
 * wins (quieted, the first of two), -0 is below +0 (exec_salu.c). */
uint32_t exec_salu_minimum32(uint32_t a, uint32_t b, bool max);
/* The same rule on two f64. */
uint64_t exec_g12f_minimum64(uint64_t a, uint64_t b, bool max);
/* The rows VX_MINIMUM_F32..VX_MINMAX_NUM_F16, lane by lane, into r (an
 * f16 result in bits 15:0, bits 31:16 zero). */
void exec_g12f_compute(unsigned op, const uint32_t *a, const uint32_t *b,
    const uint32_t *c, uint32_t *r);
/* gfx12's v_s_exp/log/rcp/rsq/sqrt (VOP3 rows of SEM_S_FLOAT): one
 * result from the scalar s0 into the SGPR d, the VALU's rounding and
 * modifiers; EXEC as :semantics valu.scalar_trans_exec says. */
enum exec_status exec_g12f_vs_step(struct wave *w, const struct insn *insn,
    const struct semantics *sem, struct step *rec);
/* Whether op is one of the 8-bit float conversions (VX_CVT_F32_FP8_FNUZ
 * to VX_CVT_PK_F32_BF8_OCP). */
bool exec_g12f_fp8_op(unsigned op);
/* The f32 of the 8-bit float b[7:0] in op's format. */
uint32_t exec_g12f_fp8_to_f32(unsigned op, uint32_t b);
/* The 32-bit-result conversions, lane by lane: r = f32(a[7:0]). */
void exec_g12f_fp8_compute(unsigned op, const uint32_t *a, uint32_t *r);
/* Whether op is one of the f32 to 8-bit float conversions
 * (VX_CVT_PK_FP8_F32_FNUZ to VX_CVT_SR_BF8_F32_OCP). */
bool exec_g12f_to_fp8_op(unsigned op);
/* One lane of those rows: the new d from s0 a, s1 b (the second value
 * of _pk_, the random bits of _sr_) and the old d, the other half or
 * bytes kept; op_sel's bit 2 and ISA_OPSEL_DST pick the half or byte. */
uint32_t exec_g12f_to_fp8_lane(unsigned op, const struct semantics *sem,
    uint32_t a, uint32_t b, uint32_t d, unsigned op_sel);
/* The VOP2 dots VX_DOT2C_I32_I16..VX_DOT8C_I32_I4: r = c + the products
 * of a's and b's signed elements (c the old d), clamp saturating. */
uint32_t exec_g12f_dotc(unsigned op, uint32_t a, uint32_t b, uint32_t c,
    bool clamp);
/* gfx12's s_fmamk_f32 and s_fmaak_f32: d = s0 * src1 + src2 in text
 * order (K is src1 or src2), one rounding; SCC kept. */
enum exec_status exec_g12f_k_step(struct wave *w, const struct insn *insn,
    struct step *rec);

#endif
