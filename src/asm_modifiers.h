/* SPDX-License-Identifier: MIT */
/* The one table of llvm-mc's AMDGPU modifiers: the parser, Tab completion,
 * :help and the build-time lookup index all read it, so no second list of
 * modifier names can drift. Included without ASM_MOD it declares only the
 * kinds and flags; with ASM_MOD defined it also expands one row each. */
#ifndef LANESCOPE_ASM_MODIFIERS_H
#define LANESCOPE_ASM_MODIFIERS_H

/* What the parser does with a modifier (asm_modifier.c, apply). */
enum mod_kind {
	M_QUAD_PERM, M_ROW_SHL, M_ROW_SHR, M_ROW_ROR, M_WAVE_SHL, M_WAVE_ROL,
	M_WAVE_SHR, M_WAVE_ROR, M_ROW_MIRROR, M_ROW_HALF_MIRROR, M_ROW_BCAST,
	M_ROW_SHARE, M_ROW_XMASK, M_ROW_NEWBCAST, M_ROW_MASK, M_BANK_MASK,
	M_BOUND_CTRL, M_FI, M_DPP8, M_DST_SEL, M_DST_UNUSED, M_SRC0_SEL,
	M_SRC1_SEL, M_CLAMP, M_MUL, M_DIV, M_OP_SEL, M_OFFSET, M_GDS, M_OFFEN,
	M_IDXEN, M_GLC, M_SLC, M_DLC, M_DMASK, M_UNORM, M_DIM, M_UNSUPPORTED,
	M_SC0, M_SC1, M_NT,
	M_OFFSET0, M_OFFSET1, /* DS 2-address forms (branch lds17) */
	M_TH, M_SCOPE, /* gfx12 cache policy (branch mem13) */
	M_OP_SEL_HI, M_NEG_LO, M_NEG_HI, /* VOP3P (branch vop3p16c) */
	M_HELP_ONLY, /* a :help topic written inside a modifier's value */
	M_BYTE_SEL, /* gfx12 v_cvt_sr_fp8/bf8_f32 (branch s7-16fp8) */
};

/* Which rows a modifier applies to. */
#define FOR_DPP  0x01u
#define FOR_SDWA 0x02u
#define FOR_VOP3 0x04u
#define FOR_DS   0x08u
#define FOR_MEM  0x10u /* MUBUF, FLAT, GLOBAL, MIMG */
#define FOR_MIMG 0x20u

/* Which targets have a modifier: the feature of struct isa_features that
 * says so (completion offers it only there; the parser's errors for the
 * others name the targets, llvm-mc's way). */
enum mod_avail {
	AV_ANY,              /* every target */
	AV_DPP_WAVE,         /* dpp_wave_ctrls */
	AV_DPP_ROW_SHARE,    /* dpp_row_share */
	AV_DPP_ROW_NEWBCAST, /* dpp_row_newbcast */
	AV_DPP8,             /* dpp8 */
	AV_PERMLANE,         /* permlane */
	AV_DLC_DIM,          /* dlc_dim */
	AV_CACHE_SC,         /* cache_sc (gfx942's sc0 sc1 nt) */
	AV_CACHE_GLC,        /* !cache_sc, before gfx12 (glc and slc) */
	AV_DLC,              /* dlc_dim, before gfx12 */
	AV_CACHE_TH          /* gfx12 on (th: and scope:) */
};

#endif /* LANESCOPE_ASM_MODIFIERS_H */

/* ASM_MOD(name, kind, applies, avail, complete, complete2, help):
 * complete and complete2 are what Tab offers (NULL: nothing), help is the
 * :help text. */
#ifdef ASM_MOD
ASM_MOD("quad_perm", M_QUAD_PERM, FOR_DPP, AV_ANY, "quad_perm:[", NULL,
    "quad_perm:[a,b,c,d] - DPP: lane 4k+i reads lane 4k+sel[i] of its quad")
ASM_MOD("row_shl", M_ROW_SHL, FOR_DPP, AV_ANY, "row_shl:", NULL,
    "row_shl:N (1..15) - DPP: lane n reads n+N in its row; past the row's "
    "end the source is invalid")
ASM_MOD("row_shr", M_ROW_SHR, FOR_DPP, AV_ANY, "row_shr:", NULL,
    "row_shr:N (1..15) - DPP: lane n reads n-N in its row; before the "
    "row's start the source is invalid")
ASM_MOD("row_ror", M_ROW_ROR, FOR_DPP, AV_ANY, "row_ror:", NULL,
    "row_ror:N (1..15) - DPP: rotate right within the row")
ASM_MOD("wave_shl", M_WAVE_SHL, FOR_DPP, AV_DPP_WAVE, "wave_shl:1", NULL,
    "wave_shl:1 - DPP (GFX8/9): lane n reads n+1; lane 63's source is "
    "invalid")
ASM_MOD("wave_rol", M_WAVE_ROL, FOR_DPP, AV_DPP_WAVE, "wave_rol:1", NULL,
    "wave_rol:1 - DPP (GFX8/9): lane n reads (n+1) mod 64")
ASM_MOD("wave_shr", M_WAVE_SHR, FOR_DPP, AV_DPP_WAVE, "wave_shr:1", NULL,
    "wave_shr:1 - DPP (GFX8/9): lane n reads n-1; lane 0's source is "
    "invalid")
ASM_MOD("wave_ror", M_WAVE_ROR, FOR_DPP, AV_DPP_WAVE, "wave_ror:1", NULL,
    "wave_ror:1 - DPP (GFX8/9): lane n reads (n-1) mod 64")
ASM_MOD("row_mirror", M_ROW_MIRROR, FOR_DPP, AV_ANY, "row_mirror", NULL,
    "row_mirror - DPP: lane n reads 15-n within its row")
ASM_MOD("row_half_mirror", M_ROW_HALF_MIRROR, FOR_DPP, AV_ANY,
    "row_half_mirror", NULL,
    "row_half_mirror - DPP: lane n reads 7-n within its half row")
ASM_MOD("row_bcast", M_ROW_BCAST, FOR_DPP, AV_DPP_WAVE, "row_bcast:15",
    "row_bcast:31",
    "row_bcast:15 / row_bcast:31 - DPP (GFX8/9): lane 15 (31) of the row "
    "before feeds the next row(s); see :semantics dpp.bcast_untargeted")
ASM_MOD("row_share", M_ROW_SHARE, FOR_DPP, AV_DPP_ROW_SHARE, "row_share:",
    NULL,
    "row_share:N - DPP (GFX10+): every lane reads lane N of its row")
ASM_MOD("row_xmask", M_ROW_XMASK, FOR_DPP, AV_DPP_ROW_SHARE, "row_xmask:",
    NULL,
    "row_xmask:N - DPP (GFX10+): lane n reads n^N in its row")
ASM_MOD("row_newbcast", M_ROW_NEWBCAST, FOR_DPP, AV_DPP_ROW_NEWBCAST,
    "row_newbcast:", NULL, "row_newbcast:N - DPP (gfx90a): as row_share")
ASM_MOD("row_mask", M_ROW_MASK, FOR_DPP, AV_ANY, "row_mask:", NULL,
    "row_mask:M - DPP: rows whose bit is 0 are not written")
ASM_MOD("bank_mask", M_BANK_MASK, FOR_DPP, AV_ANY, "bank_mask:", NULL,
    "bank_mask:M - DPP: banks (lanes 4b..4b+3 of each row) whose bit is 0 "
    "are not written")
ASM_MOD("bound_ctrl", M_BOUND_CTRL, FOR_DPP, AV_ANY, "bound_ctrl:0", NULL,
    "bound_ctrl:0 - DPP: an invalid source reads 0 instead of leaving the "
    "lane unwritten (sets BOUND_CTRL up to GFX10)")
ASM_MOD("fi", M_FI, FOR_DPP, AV_DPP8, "fi:1", NULL,
    "fi:1 - DPP (GFX10+): fetch from EXEC-disabled lanes")
ASM_MOD("dpp8", M_DPP8, FOR_DPP, AV_DPP8, "dpp8:[", NULL,
    "dpp8:[s0,...,s7] - DPP8 (GFX10+): lane 8k+i reads 8k+s_i")
ASM_MOD("dst_sel", M_DST_SEL, FOR_SDWA, AV_ANY, "dst_sel:", NULL,
    "dst_sel:BYTE_0..3|WORD_0|WORD_1|DWORD - SDWA: which part of the "
    "destination is written")
ASM_MOD("dst_unused", M_DST_UNUSED, FOR_SDWA, AV_ANY, "dst_unused:", NULL,
    "dst_unused:UNUSED_PAD|UNUSED_SEXT|UNUSED_PRESERVE - SDWA: what the "
    "rest of the destination gets")
ASM_MOD("src0_sel", M_SRC0_SEL, FOR_SDWA, AV_ANY, "src0_sel:", NULL,
    "src0_sel:... - SDWA: which part of src0 is read")
ASM_MOD("src1_sel", M_SRC1_SEL, FOR_SDWA, AV_ANY, "src1_sel:", NULL,
    "src1_sel:... - SDWA: which part of src1 is read")
ASM_MOD("clamp", M_CLAMP, FOR_VOP3 | FOR_SDWA, AV_ANY, "clamp", NULL,
    "clamp - clamp the result (VOP3, SDWA)")
ASM_MOD("mul", M_MUL, FOR_VOP3 | FOR_SDWA, AV_ANY, "mul:2", "mul:4",
    "mul:2 / mul:4 - output modifier (VOP3, SDWA on GFX9)")
ASM_MOD("div", M_DIV, FOR_VOP3 | FOR_SDWA, AV_ANY, "div:2", NULL,
    "div:2 - output modifier (VOP3, SDWA on GFX9)")
ASM_MOD("op_sel", M_OP_SEL, FOR_VOP3, AV_ANY, "op_sel:[", NULL,
    "op_sel:[a,b,c] - packed (VOP3P, gfx9+): 1 = that source gives its "
    "high half to the low result (default 0); 16-bit VOP3 (v_mad_u16, "
    "v_fma_f16, gfx9+): op_sel:[s0,s1,(s2,)dst], 1 = that source's high "
    "half, dst 1 = write the high half; v_permlane16/x16: "
    "op_sel:[fi,bc], fetch inactive lanes, bound control")
ASM_MOD("byte_sel", M_BYTE_SEL, FOR_VOP3, AV_ANY, "byte_sel:", NULL,
    "byte_sel:N (0..3) - gfx12 v_cvt_sr_fp8/bf8_f32: the byte of d the "
    "8-bit result goes to (gfx942 writes it op_sel:[0,0,b0,b1])")
/* ---- packed math, VOP3P (branch vop3p16c) ---- */
ASM_MOD("op_sel_hi", M_OP_SEL_HI, FOR_VOP3, AV_ANY, "op_sel_hi:[", NULL,
    "op_sel_hi:[a,b,c] - packed (VOP3P, gfx9+): 1 = that source gives its "
    "high half to the high result (default 1; 0 = its low half)")
ASM_MOD("neg_lo", M_NEG_LO, FOR_VOP3, AV_ANY, "neg_lo:[", NULL,
    "neg_lo:[a,b,c] - packed f16 (VOP3P): negate the half that source "
    "gives the low result")
ASM_MOD("neg_hi", M_NEG_HI, FOR_VOP3, AV_ANY, "neg_hi:[", NULL,
    "neg_hi:[a,b,c] - packed f16 (VOP3P): negate the half that source "
    "gives the high result")
ASM_MOD("offset", M_OFFSET, FOR_DS | FOR_MEM, AV_ANY, "offset:",
    "offset:swizzle(",
    "offset:swizzle(...) - ds_swizzle_b32 pattern; offset:N - byte offset "
    "added to ds_(b)permute and memory addresses")
ASM_MOD("swizzle", M_HELP_ONLY, 0, AV_ANY, NULL, NULL,
    "swizzle(QDMODE_PERM,a,b,c,d), swizzle(BITMASK_PERM,\"...\"), "
    "swizzle(BROADCAST,size,lane), swizzle(SWAP,n), swizzle(REVERSE,n) - "
    "ds_swizzle_b32 offset macros")
ASM_MOD("offset0", M_OFFSET0, FOR_DS, AV_ANY, "offset0:", NULL,
    "offset0:N - ds_read2/ds_write2/ds_wrxchg2: first address is addr + "
    "N elements (N is 0..255; st64 forms: N * 64 elements)")
ASM_MOD("offset1", M_OFFSET1, FOR_DS, AV_ANY, "offset1:", NULL,
    "offset1:N - ds_read2/ds_write2/ds_wrxchg2: second address is addr + "
    "N elements")
ASM_MOD("gds", M_GDS, FOR_DS, AV_ANY, "gds", NULL,
    "gds - DS: the global data share instead of LDS; accepted on "
    "ds_swizzle_b32, which reads no memory, so it changes only the "
    "encoding")
ASM_MOD("offen", M_OFFEN, FOR_MEM, AV_ANY, "offen", NULL,
    "offen - MUBUF: vaddr holds the byte offset")
ASM_MOD("idxen", M_IDXEN, FOR_MEM, AV_ANY, "idxen", NULL,
    "idxen - MUBUF: vaddr holds the record index")
ASM_MOD("glc", M_GLC, FOR_MEM, AV_CACHE_GLC, "glc", NULL,
    "glc - memory: globally coherent; an atomic with glc returns the old "
    "value")
ASM_MOD("slc", M_SLC, FOR_MEM, AV_CACHE_GLC, "slc", NULL,
    "slc - memory: system level coherent (a cache policy bit: encoded, "
    "not modelled by lanescope)")
ASM_MOD("dlc", M_DLC, FOR_MEM, AV_DLC, "dlc", NULL,
    "dlc - memory (GFX10+): device level coherent (a cache policy bit: "
    "encoded, not modelled by lanescope)")
ASM_MOD("sc0", M_SC0, FOR_MEM, AV_CACHE_SC, "sc0", NULL,
    "sc0 - memory (gfx942): scope bit 0, glc's place; an atomic with sc0 "
    "returns the old value")
ASM_MOD("sc1", M_SC1, FOR_MEM, AV_CACHE_SC, "sc1", NULL,
    "sc1 - memory (gfx942): scope bit 1 (a cache policy bit: encoded, not "
    "modelled by lanescope)")
ASM_MOD("nt", M_NT, FOR_MEM, AV_CACHE_SC, "nt", NULL,
    "nt - memory (gfx942): non-temporal, slc's place (a cache policy bit: "
    "encoded, not modelled by lanescope)")
ASM_MOD("th", M_TH, FOR_MEM, AV_CACHE_TH, "th:TH_", NULL,
    "th:TH_LOAD_x / TH_STORE_x / TH_ATOMIC_x - memory (gfx12): temporal "
    "hint, how long the caches keep the line (x: RT regular, NT "
    "non-temporal, HT high-temporal, LU last use, BYPASS with "
    "scope:SCOPE_SYS, RT_WB, NT_RT, RT_NT, NT_HT, NT_WB; atomics RETURN, "
    "NT, NT_RETURN, CASCADE_RT, CASCADE_NT). Encoded; lanescope models no "
    "caches, so no value changes, except that an atomic returns the old "
    "value with TH_ATOMIC_RETURN (glc before gfx12)")
ASM_MOD("scope", M_SCOPE, FOR_MEM, AV_CACHE_TH, "scope:SCOPE_", NULL,
    "scope:SCOPE_CU|SCOPE_SE|SCOPE_DEV|SCOPE_SYS - memory (gfx12): how "
    "far the access is made coherent (compute unit, shader engine, device, "
    "system). Encoded; one wave without caches sees no difference, so no "
    "value changes")
ASM_MOD("dmask", M_DMASK, FOR_MIMG, AV_ANY, "dmask:", NULL,
    "dmask:M (0..15) - MIMG: which of the four channels are read or "
    "written; each enabled channel is 4 bytes of the texel")
ASM_MOD("unorm", M_UNORM, FOR_MIMG, AV_ANY, "unorm", NULL,
    "unorm - MIMG: coordinates are unnormalized texel indices")
ASM_MOD("dim", M_DIM, FOR_MIMG, AV_DLC_DIM, "dim:SQ_RSRC_IMG_2D", NULL,
    "dim:SQ_RSRC_IMG_1D|2D|3D|CUBE|1D_ARRAY|2D_ARRAY|2D_MSAA|"
    "2D_MSAA_ARRAY - MIMG (GFX10+): the image's dimensions")
/* llvm-mc syntax that lanescope reads but does not model. */
ASM_MOD("tfe", M_UNSUPPORTED, FOR_MEM, AV_ANY, NULL, NULL,
    "tfe - memory: texture fail enable; not modelled by lanescope")
ASM_MOD("lds", M_UNSUPPORTED, FOR_MEM, AV_ANY, NULL, NULL,
    "lds - MUBUF (gfx8 to gfx942): buffer_load_ubyte/sbyte/ushort/"
    "sshort/dword with lds (no data VGPR) load lane i's value into the "
    "LDS dword M0 + offset + 4 * i; buffer_store_lds_dword is always "
    "written with it (:semantics lds.dma)")
ASM_MOD("r128", M_UNSUPPORTED, FOR_MIMG, AV_ANY, NULL, NULL,
    "r128 - MIMG: 128-bit resource; not modelled by lanescope")
ASM_MOD("da", M_UNSUPPORTED, FOR_MIMG, AV_ANY, NULL, NULL,
    "da - MIMG: declare an array; not modelled by lanescope")
ASM_MOD("d16", M_UNSUPPORTED, FOR_MEM, AV_ANY, NULL, NULL,
    "d16 - memory: 16-bit data; not modelled by lanescope")
ASM_MOD("a16", M_UNSUPPORTED, FOR_MIMG, AV_ANY, NULL, NULL,
    "a16 - MIMG: 16-bit addresses; not modelled by lanescope")
ASM_MOD("lwe", M_UNSUPPORTED, FOR_MIMG, AV_ANY, NULL, NULL,
    "lwe - MIMG: LOD warning enable; not modelled by lanescope")
ASM_MOD("swz", M_UNSUPPORTED, FOR_MEM, AV_ANY, NULL, NULL,
    "swz - MUBUF: swizzled buffer; not modelled by lanescope")
ASM_MOD("addr64", M_UNSUPPORTED, FOR_MEM, AV_ANY, NULL, NULL,
    "addr64 - MUBUF (GFX6/7): 64-bit address; not modelled by lanescope")
#endif /* ASM_MOD */
