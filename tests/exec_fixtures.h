/* SPDX-License-Identifier: MIT */
/* Test fixtures for the execution core: build struct insn values and
 * waves directly (no parser needed), with the vectors.md conventions:
 * S[i] = 100 + i, destination sentinels 0xDEAD0000 | i. Header-only,
 * included by the exec test files. */
#ifndef LANESCOPE_EXEC_FIXTURES_H
#define LANESCOPE_EXEC_FIXTURES_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <check.h>

#include "asm.h"
#include "exec.h"

#ifndef LANE
#define LANE(n) ((lanemask_t)1 << (n))
#endif
#define SENT(i) (0xDEAD0000u | (uint32_t)(i))
#define ALL64 (~(lanemask_t)0)

/* xorshift64*: random tests take a fixed seed, so a failure reproduces. */
static inline uint64_t
fx_prng(uint64_t *s)
{
	*s ^= *s >> 12;
	*s ^= *s << 25;
	*s ^= *s >> 27;
	return *s * 0x2545F4914F6CDD1Dull;
}

static inline struct operand
fx_v(unsigned r)
{
	struct operand o = { .kind = OPND_VGPR, .count = 1,
		.reg = (uint16_t)r };
	return o;
}

static inline struct operand
fx_s(unsigned r)
{
	struct operand o = { .kind = OPND_SGPR, .count = 1,
		.reg = (uint16_t)r };
	return o;
}

static inline struct operand
fx_s2(unsigned r)
{
	struct operand o = { .kind = OPND_SGPR, .count = 2,
		.reg = (uint16_t)r };
	return o;
}

static inline struct operand
fx_k(uint64_t v)
{
	struct operand o = { .kind = OPND_CONST, .count = 1, .value = v };
	return o;
}

static inline struct operand
fx_kind(unsigned kind, unsigned count)
{
	struct operand o = { .kind = (uint8_t)kind, .count = (uint8_t)count };
	return o;
}

static inline struct operand
fx_mod(struct operand o, unsigned mods)
{
	o.mods = (uint8_t)mods;
	return o;
}

/* Parses one line of llvm-mc syntax for the wave's target and size (the
 * real assembler path) and asserts it assembles. */
static inline struct insn
fx_asm(const struct wave *w, const char *line)
{
	struct insn in;
	struct diag d;

	memset(&d, 0, sizeof d);
	ck_assert_msg(asm_parse_line(line, strlen(line),
	    (enum isa_target)w->target, w->size, &in, &d) == ASM_OK,
	    "cannot assemble '%s': %s", line, d.message);
	return in;
}

/* Assembles and runs one line; rec may be NULL. */
static inline void fx_run(struct wave *w, const struct insn *in,
    const struct semantics *sem, struct step *rec);

static inline void
fx_line(struct wave *w, const char *line, const struct semantics *sem,
    struct step *rec)
{
	struct insn in = fx_asm(w, line);

	fx_run(w, &in, sem, rec);
}

/* A plain e32 instruction of the wave's target and size. */
static inline struct insn
fx_insn(enum isa_id id, const struct wave *w)
{
	struct insn in;

	memset(&in, 0, sizeof in);
	in.id = (uint16_t)id;
	in.target = w->target;
	in.wave = w->size;
	in.form = FORM_E32;
	in.col = 1;
	in.row_mask = 0xf;
	in.bank_mask = 0xf;
	in.dst_sel = SDWA_DWORD;
	in.src0_sel = SDWA_DWORD;
	in.src1_sel = SDWA_DWORD;
	in.dst_unused = SDWA_UNUSED_PRESERVE;
	return in;
}

/* `v_mov_b32_dpp vD, vS ctrl row_mask bank_mask [bound_ctrl]` built as a
 * struct, for forms the assembler refuses (tests of the core's own
 * refusals). */
static inline struct insn
fx_dpp_mov_raw(const struct wave *w, unsigned d, unsigned s, unsigned ctrl,
    unsigned row_mask, unsigned bank_mask, bool bc)
{
	struct insn in = fx_insn(V_MOV_B32, w);

	in.form = FORM_DPP;
	in.dst = fx_v(d);
	in.src[0] = fx_v(s);
	in.nsrc = 1;
	in.dpp_ctrl = (uint16_t)ctrl;
	in.row_mask = (uint8_t)row_mask;
	in.bank_mask = (uint8_t)bank_mask;
	in.bound_ctrl = bc;
	return in;
}

/* A two-source VOP2 in DPP16 form as a struct: vD = op(vA (dpp), vB). */
static inline struct insn
fx_dpp2_raw(const struct wave *w, enum isa_id id, unsigned d, struct operand a,
    struct operand b, unsigned ctrl, unsigned row_mask, unsigned bank_mask,
    bool bc)
{
	struct insn in = fx_insn(id, w);

	in.form = FORM_DPP;
	in.dst = fx_v(d);
	in.src[0] = a;
	in.src[1] = b;
	in.nsrc = 2;
	in.dpp_ctrl = (uint16_t)ctrl;
	in.row_mask = (uint8_t)row_mask;
	in.bank_mask = (uint8_t)bank_mask;
	in.bound_ctrl = bc;
	return in;
}

static inline struct insn
fx_ds_raw(const struct wave *w, enum isa_id id, unsigned d, unsigned addr,
    unsigned data, unsigned offset)
{
	struct insn in = fx_insn(id, w);

	in.form = FORM_NATIVE;
	in.dst = fx_v(d);
	in.src[0] = fx_v(addr);
	if (id != DS_SWIZZLE_B32)
		in.src[1] = fx_v(data);
	in.nsrc = id == DS_SWIZZLE_B32 ? 1 : 2;
	in.ds_offset = (uint16_t)offset;
	return in;
}

/* ---- the same instructions written as llvm-mc text and assembled, so
 * the vectors run through the real parser; each builder checks that the
 * assembler produced the fields the vector means ---- */

/* llvm-mc text of a DPP16 control plus its masks and bound_ctrl. */
static inline void
fx_dpp_text(char *buf, size_t size, unsigned ctrl, unsigned rm, unsigned bm,
    bool bc)
{
	char c[48];
	size_t n;

	if (ctrl <= DPP_QUAD_PERM_MAX)
		snprintf(c, sizeof c, "quad_perm:[%u,%u,%u,%u]", ctrl & 3,
		    (ctrl >> 2) & 3, (ctrl >> 4) & 3, (ctrl >> 6) & 3);
	else if (ctrl < 0x110)
		snprintf(c, sizeof c, "row_shl:%u", ctrl & 15);
	else if (ctrl < 0x120)
		snprintf(c, sizeof c, "row_shr:%u", ctrl & 15);
	else if (ctrl < 0x130)
		snprintf(c, sizeof c, "row_ror:%u", ctrl & 15);
	else if (ctrl == DPP_WAVE_SHL1)
		snprintf(c, sizeof c, "wave_shl:1");
	else if (ctrl == DPP_WAVE_ROL1)
		snprintf(c, sizeof c, "wave_rol:1");
	else if (ctrl == DPP_WAVE_SHR1)
		snprintf(c, sizeof c, "wave_shr:1");
	else if (ctrl == DPP_WAVE_ROR1)
		snprintf(c, sizeof c, "wave_ror:1");
	else if (ctrl == DPP_ROW_MIRROR)
		snprintf(c, sizeof c, "row_mirror");
	else if (ctrl == DPP_ROW_HALF_MIRROR)
		snprintf(c, sizeof c, "row_half_mirror");
	else if (ctrl == DPP_ROW_BCAST15)
		snprintf(c, sizeof c, "row_bcast:15");
	else if (ctrl == DPP_ROW_BCAST31)
		snprintf(c, sizeof c, "row_bcast:31");
	else if (ctrl < 0x160)
		snprintf(c, sizeof c, "row_share:%u", ctrl & 15);
	else
		snprintf(c, sizeof c, "row_xmask:%u", ctrl & 15);
	n = (size_t)snprintf(buf, size, "%s", c);
	if (rm != 0xf && n < size)
		n += (size_t)snprintf(buf + n, size - n, " row_mask:0x%x", rm);
	if (bm != 0xf && n < size)
		n += (size_t)snprintf(buf + n, size - n, " bank_mask:0x%x", bm);
	if (bc && n < size)
		snprintf(buf + n, size - n, " bound_ctrl:0");
}

static inline void
fx_check_dpp(const struct insn *in, unsigned ctrl, unsigned rm, unsigned bm,
    bool bc)
{
	ck_assert_uint_eq(in->form, FORM_DPP);
	ck_assert_uint_eq(in->dpp_ctrl, ctrl);
	ck_assert_uint_eq(in->row_mask, rm);
	ck_assert_uint_eq(in->bank_mask, bm);
	ck_assert_uint_eq(in->bound_ctrl, bc);
}

/* `v_mov_b32_dpp vD, vS ctrl ...` (gfx90a spells row_share
 * row_newbcast) */
static inline struct insn
fx_dpp_mov(const struct wave *w, unsigned d, unsigned s, unsigned ctrl,
    unsigned row_mask, unsigned bank_mask, bool bc)
{
	char c[96], line[160];
	struct insn in;

	fx_dpp_text(c, sizeof c, ctrl, row_mask, bank_mask, bc);
	if (w->target == ISA_GFX90A && strncmp(c, "row_share", 9) == 0) {
		memmove(c + 12, c + 9, strlen(c + 9) + 1);
		memcpy(c, "row_newbcast", 12);
	}
	snprintf(line, sizeof line, "v_mov_b32_dpp v%u, v%u %s", d, s, c);
	in = fx_asm(w, line);
	fx_check_dpp(&in, ctrl, row_mask, bank_mask, bc);
	return in;
}

/* Operand text with its modifiers: -|vN|, -vN, |vN|. */
static inline void
fx_opnd_text(char *buf, size_t size, struct operand o)
{
	bool neg = o.mods & OPND_MOD_NEG, abs = o.mods & OPND_MOD_ABS;

	snprintf(buf, size, "%s%sv%u%s", neg ? "-" : "", abs ? "|" : "",
	    o.reg, abs ? "|" : "");
}

/* `NAME_dpp vD, A, B ctrl ...` (a carry-out op gets `vcc,`) */
static inline struct insn
fx_dpp2(const struct wave *w, enum isa_id id, unsigned d, struct operand a,
    struct operand b, unsigned ctrl, unsigned row_mask, unsigned bank_mask,
    bool bc)
{
	char c[96], ta[24], tb[24], line[200];
	const struct isa_info *ii = isa_get(id);
	struct insn in;

	fx_dpp_text(c, sizeof c, ctrl, row_mask, bank_mask, bc);
	fx_opnd_text(ta, sizeof ta, a);
	fx_opnd_text(tb, sizeof tb, b);
	snprintf(line, sizeof line, "%s_dpp v%u, %s%s, %s %s", ii->name, d,
	    (ii->flags & ISA_F_CARRY_OUT) ? "vcc, " : "", ta, tb, c);
	in = fx_asm(w, line);
	ck_assert_uint_eq(in.id, id);
	fx_check_dpp(&in, ctrl, row_mask, bank_mask, bc);
	ck_assert_uint_eq(in.src[0].mods, a.mods);
	return in;
}

/* `ds_swizzle_b32 vD, vDATA offset:N` */
static inline struct insn
fx_swizzle(const struct wave *w, unsigned d, unsigned data, unsigned offset)
{
	char line[96];
	struct insn in;

	snprintf(line, sizeof line, "ds_swizzle_b32 v%u, v%u offset:%u", d,
	    data, offset);
	in = fx_asm(w, line);
	ck_assert_uint_eq(in.ds_offset, offset);
	ck_assert_uint_eq(in.src[0].reg, data);
	return in;
}

/* `ds_[b]permute_b32 vD, vADDR, vDATA offset:N` */
static inline struct insn
fx_ds(const struct wave *w, enum isa_id id, unsigned d, unsigned addr,
    unsigned data, unsigned offset)
{
	char line[96];
	struct insn in;

	if (id == DS_SWIZZLE_B32)
		return fx_swizzle(w, d, addr, offset);
	snprintf(line, sizeof line, "%s v%u, v%u, v%u offset:%u",
	    isa_get(id)->name, d, addr, data, offset);
	in = fx_asm(w, line);
	ck_assert_uint_eq(in.id, id);
	ck_assert_uint_eq(in.ds_offset, offset);
	return in;
}

/* A fresh wave (heap: a wave is ~66 KiB) of the given target and size. */
static inline struct wave *
fx_wave(unsigned target, unsigned size)
{
	struct wave *w = calloc(1, sizeof *w);

	ck_assert_ptr_nonnull(w);
	wave_reset(w, target, size);
	return w;
}

/* v[r][i] = base + i */
static inline void
fx_iota(struct wave *w, unsigned r, uint32_t base)
{
	for (unsigned i = 0; i < WAVE_MAX_LANES; i++)
		w->vgpr[r][i] = base + i;
}

static inline void
fx_sentinel(struct wave *w, unsigned r)
{
	for (unsigned i = 0; i < WAVE_MAX_LANES; i++)
		w->vgpr[r][i] = SENT(i);
}

static inline void
fx_fill(struct wave *w, unsigned r, uint32_t v)
{
	for (unsigned i = 0; i < WAVE_MAX_LANES; i++)
		w->vgpr[r][i] = v;
}

/* Standard DPP setup: v1 = S, v0 = sentinels. */
static inline struct wave *
fx_std(unsigned target, unsigned size)
{
	struct wave *w = fx_wave(target, size);

	fx_iota(w, 1, 100);
	fx_sentinel(w, 0);
	return w;
}

/* Runs insn and asserts success; rec may be NULL. */
static inline void
fx_run(struct wave *w, const struct insn *in, const struct semantics *sem,
    struct step *rec)
{
	struct diag d;
	struct semantics def;
	enum exec_status st;

	memset(&d, 0, sizeof d);
	if (sem == NULL) {
		semantics_defaults(&def);
		sem = &def;
	}
	st = exec_step(w, in, sem, rec, &d);
	ck_assert_msg(st == EXEC_OK, "exec_step failed: %s", d.message);
}

/* Runs insn and asserts refusal; returns the message's first char test. */
static inline void
fx_refuse(struct wave *w, const struct insn *in, const char *needle)
{
	struct diag d;
	struct semantics def;

	memset(&d, 0, sizeof d);
	semantics_defaults(&def);
	ck_assert_int_eq(exec_step(w, in, &def, NULL, &d), EXEC_ERROR);
	if (needle != NULL)
		ck_assert_msg(strstr(d.message, needle) != NULL,
		    "message '%s' lacks '%s'", d.message, needle);
}

/* A semantics set with one switch changed. */
static inline struct semantics
fx_sem(enum dispute d, unsigned choice)
{
	struct semantics s;

	semantics_defaults(&s);
	s.choice[d] = (uint8_t)choice;
	return s;
}

static inline uint32_t
f32_bits(float f)
{
	uint32_t u;
	memcpy(&u, &f, sizeof u);
	return u;
}

#endif
