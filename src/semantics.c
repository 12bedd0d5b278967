/* SPDX-License-Identifier: MIT */
/* The disputed-behaviour switches of semantics.md section 11, each with
 * its choices and the sources behind every choice, plus the facts that
 * rest on a single source; see semantics.h. Pure data. */
#include "semantics.h"

#include <string.h>

#define MAX_CHOICES 3

struct choice {
	const char *name;
	const char *sources;
};

struct dispute_info {
	const char *name;
	const char *summary;
	unsigned nchoices;
	struct choice choices[MAX_CHOICES];
};

/* Source tags as in semantics.md section 0: ISA3 (AMD GCN3 ISA guide),
 * BLOG (GPUOpen cross-lane article), CLRX, LLVM, gem5, RJ (rocjitsu),
 * MLIR, CDNA4, RDNA3, ACO. */
static const struct dispute_info disputes[DISPUTE_COUNT] = {
	[DISPUTE_BCAST_UNTARGETED] = {
		"dpp.bcast_untargeted",
		"row_bcast:15 row 0 and row_bcast:31 rows 0-1: what the lanes "
		"the broadcast does not target read",
		2, {
			{ "identity", "each lane reads its own src0: ISA3 "
			  "(formula without an else branch), CLRX-doc "
			  "pseudo-code, BLOG (instructions 6/7 without "
			  "row_mask corrupt [0:15]/[32:47] and [0:31]), "
			  "gem5 observable result with bound_ctrl off" },
			{ "invalid", "out of range, bound_ctrl decides (not "
			  "written, or 0): rocjitsu unit test (write mask "
			  "0xFFFFFFFFFFFF0000), MLIR (\"retain old\"), gem5 "
			  "with bound_ctrl on (zero)" },
		},
	},
	[DISPUTE_INACTIVE_SOURCE] = {
		"dpp.inactive_source",
		"DPP16 (and permlane16/x16) with fi:0 reading a lane that "
		"EXEC disables",
		3, {
			{ "invalid", "the source is invalid, bound_ctrl "
			  "decides: BLOG (\"lanes disabled by EXEC are also "
			  "invalid locations\"), LLVM GFX10 fi:0 doc; ISA3 "
			  "silent; permlane follows it as AMD's RDNA3 "
			  "example and Mesa ACO imply (they set FI)" },
			{ "read_anyway", "the inactive lane's register is "
			  "read: CLRX-doc pseudo-code (no source EXEC test), "
			  "gem5 (tests the destination lane's EXEC)" },
			{ "zero_and_write", "zero is read and the lane is "
			  "written whatever bound_ctrl says: rocjitsu on "
			  "some architectures (inactive_uses_bound_ctrl "
			  "off)" },
		},
	},
	[DISPUTE_ZERO_MODIFIERS] = {
		"dpp.zero_then_modifiers",
		"bound_ctrl injects a zero src0 while neg/abs are set: +0.0 "
		"or -0.0 (no source says; unverified)",
		2, {
			{ "apply", "neg/abs act on the injected zero (gives "
			  "-0.0 with neg): gem5 writes the zero after setting "
			  "the modifier flags; modifiers apply to the fetched "
			  "value (BLOG, ISA3 SRC0_NEG/ABS)" },
			{ "skip", "the injected zero bypasses the modifiers "
			  "(+0.0): no source; kept to compare" },
		},
	},
	[DISPUTE_SWIZZLE_MODES] = {
		"swizzle.gfx9_modes",
		"ds_swizzle offsets 0xC000-0xFFFF on gfx9 and later: rotate "
		"and FFT modes, or QDMode",
		2, {
			{ "by_target", "rotate/FFT from gfx9 on, QDMode on "
			  "gfx8: CDNA4 pseudo-code and examples, LLVM "
			  "(swizzle(FFT)/ROTATE are gfx9+), ISA3 documents "
			  "only QD/BitMode for GCN3" },
			{ "qdmode", "every offset with bit 15 set is QDMode: "
			  "ISA3 (GCN3), gem5 Vega model" },
		},
	},
	[DISPUTE_PERMUTE_WAVE32] = {
		"permute.wave32_modulus",
		"ds_permute/ds_bpermute in wave32: lane = address bits [6:2] "
		"or [7:2] (no source verified)",
		2, {
			{ "32", "bits [6:2]: the lane wraps at 32, as bits "
			  "[7:2] wrap at 64 in wave64 (BLOG, CDNA4 "
			  "`/ 4 % 64` read for 32 lanes); unverified" },
			{ "64", "bits [7:2]: lanes 32-63 do not exist, so "
			  "bpermute reads 0 and permute drops the write; "
			  "unverified" },
		},
	},
	[DISPUTE_GEM5_BUGS] = {
		"emulate_gem5_bugs",
		"reproduce gem5's Vega model where it differs from every "
		"other source (to compare with gem5 traces)",
		2, {
			{ "off", "ISA3, BLOG, CLRX, LLVM, rocjitsu, MLIR "
			  "agree on the behaviours gem5 gets wrong" },
			{ "on", "gem5 v24.0.0.1 (inst_util.hh, ds.cc): "
			  "wave_rol rotates right, row_mirror ors the row "
			  "number, row_half_mirror uses lane & -7, wave_shl "
			  "lane 63 reads a lane that does not exist (0 here), "
			  "source EXEC not tested, masked or invalid lanes "
			  "written with their own src0, ds_swizzle reads "
			  "DATA0, no rotate/FFT swizzle" },
		},
	},
	/* ---- vector ALU of compute kernels (branch valu16) ---- */
	[DISPUTE_TRANS_DENORMALS] = {
		"valu.transcendental_denormals",
		"v_rcp/v_rsq/v_sqrt/v_exp/v_log/v_sin/v_cos_f32 with a "
		"denormal operand or result; the value itself is rounded "
		"from the exact function (the guides promise 1 ULP, so "
		"hardware may differ in the last bit)",
		2, {
			{ "flush", "denormal operands and results are +-0: "
			  "LLVM's AMDGPU lowering scales denormal inputs of "
			  "rcp, rsq, sqrt and log and denormal results of "
			  "exp around these instructions because they do "
			  "not handle denormals; the f32 mode register's "
			  "denormal setting does not reach them" },
			{ "keep", "IEEE denormals in and out, as the guides' "
			  "pseudo-code (D = 1.0 / S0 ...) reads when taken "
			  "literally (ISA3, Vega, RDNA3 VOP1 opcode tables)" },
		},
	},
	/* ---- LDS (branch lds17) ---- */
	[DISPUTE_LDS_WIDE] = {
		"lds.wide_access",
		"LDS bank conflicts of accesses wider than a dword (b64, b96, "
		"b128, the 2-address forms): which lanes are checked together",
		2, {
			{ "split", "the lanes whose dwords fill the 32 banks "
			  "once: 16 lanes for 2 dwords a lane, 8 for 3 or 4: "
			  "AMD OpenCL Programming Guide (LDS optimisation: "
			  "64-bit accesses need quarter-wavefront bank "
			  "uniqueness; consecutive float2 reads are "
			  "conflict-free); 3 and 4 dwords extrapolated by "
			  "lanescope, as AMD's CDNA LDS-transpose material "
			  "gives per-width rules" },
			{ "half_wave", "the b32 rule for every width: lanes "
			  "0-31 and 32-63 checked together, every dword of "
			  "their accesses counted (the OpenCL guide's "
			  "half-wavefront sentence read literally)" },
		},
	},
	[DISPUTE_LDS_M0] = {
		"lds.gfx8_m0_limit",
		"gfx8 (GCN3) bounds LDS addresses by M0; later targets by the "
		"allocation only",
		2, {
			{ "off", "only the 64 KiB allocation bounds an access "
			  "on every target, as if M0 held 0xFFFFFFFF, which "
			  "LLVM writes before DS instructions on gfx8: "
			  "GFX9/CDNA/RDNA ISA guides (M0 unused by LDS)" },
			{ "on", "on gfx8 an access at or above M0 is out of "
			  "range (reads 0, writes dropped): GCN3 ISA guide "
			  "(M0 is the LDS size limit); other targets as off" },
		},
	},
	/* ---- the remaining DS forms (branch s4-17ds) ---- */
	[DISPUTE_LDS_SRC2] = {
		"lds.src2_address",
		"ds_*_src2_* with offset1[7] set, where the stride comes from "
		"the address VGPR's bits 31:17: the location A itself",
		2, {
			{ "low17", "A is the address's bits 16:0, the high bits "
			  "only carry the stride (B = that A + 4 * the "
			  "stride): CLRX's GCN DS documentation (A = ADDR & "
			  "0x1fffc); the guides' mode is useless otherwise, "
			  "as any stride makes A at least 128 KiB" },
			{ "literal", "A is the whole address VGPR, as the AMD "
			  "pseudo-code reads (MEM[A], B = A + 4 * {A[31], "
			  "A[31:17]}): with a stride A lies past the 64 KiB "
			  "LDS, so nothing is written" },
		},
	},
	/* ---- op_sel on 16-bit VOP3 (branch s5-16ops) ---- */
	[DISPUTE_D16_OTHER_HALF] = {
		"valu.d16_other_half",
		"a 16-bit VALU result written to the low half (op_sel's "
		"destination bit 0 or no op_sel): whether the high half "
		"is zeroed or kept; writing the high half (op_sel:[...,1]) "
		"keeps the low half under either choice",
		2, {
			{ "zero", "d[31:16] = 0 on every target: GCN3 and "
			  "Vega ISA (16-bit VOP1/VOP2 results zero the high "
			  "bits), lanescope's rule before op_sel was modelled; "
			  "the guides say nothing per target for VOP3" },
			{ "keep", "d[31:16] kept from gfx10 on for every "
			  "16-bit result, and on gfx9 for the op_sel rows "
			  "(v_mad_u16, v_fma_f16, v_max3_f16...): LLVM's "
			  "AMDGPU back end (zeroesHigh16BitsOfDest: \"on "
			  "gfx10, all 16-bit instructions preserve the high "
			  "bits\"; its VOP3 op_sel review: op_sel[3] = 0 "
			  "writes the low 16 bits and preserves the high)" },
		},
	},
	/* ---- DX9 legacy float rows (branch s6-16flt) ---- */
	[DISPUTE_MULLIT_ZERO] = {
		"valu.mullit_zero",
		"v_mullit_f32's product where its checks of s1 and s2 pass: "
		"does a zero factor give +0 even times an infinity (the "
		"guide's words) or the IEEE product (its pseudo-code)",
		2, {
			{ "dx9", "a +-0 factor gives +0, as v_mul_dx9_zero_f32: "
			  "the RDNA3 guide's description of V_MULLIT_F32 "
			  "(\"specific rules apply: 0.0 * x = 0.0\")" },
			{ "ieee", "S0.f * S1.f as the same entry's pseudo-code "
			  "writes it (0 * +inf is NaN, -0 * 5 is -0)" },
		},
	},
	/* ---- gfx12 v_s_* (branch s6-16g12) ---- */
	[DISPUTE_SCALAR_TRANS_EXEC] = {
		"valu.scalar_trans_exec",
		"gfx1200's v_s_exp/log/rcp/rsq/sqrt (VALU transcendentals "
		"whose source and destination are scalar, one result for the "
		"wave): whether an EXEC of zero stops the write",
		2, {
			{ "ignore", "the SGPR is written whatever EXEC holds, "
			  "as v_readlane_b32 and v_readfirstlane_b32 write "
			  "theirs: the RDNA4 ISA guide's pseudo-code of V_S_* "
			  "writes D0 from S0 with no lane loop and names no "
			  "EXEC; LLVM selects them for uniform values" },
			{ "skip_if_zero", "with EXEC zero the SGPR keeps its "
			  "value, as if the instruction ran in lanes like any "
			  "VALU one and none was active (no source seen says "
			  "so; offered to compare)" },
		},
	},
	/* ---- f32 to fp8/bf8 (branch s7-16fp8) ---- */
	[DISPUTE_FP8_OVERFLOW] = {
		"fp8.overflow",
		"v_cvt_pk_fp8/bf8_f32 and v_cvt_sr_fp8/bf8_f32 (gfx942, "
		"gfx1200): what a finite f32 too large for the 8-bit format "
		"gives after rounding (these rows take no clamp in llvm-mc 19)",
		2, {
			{ "inf_or_nan", "the format's infinity or NaN: bf8 OCP "
			  "+-inf (0x7c/0xfc), fp8 OCP its NaN S.1111.111, both "
			  "FNUZ formats 0x80, as with the MODE register's "
			  "FP16_OVFL bit clear (its reset value); AMD's HIP "
			  "fp8 code clips with v_med3 before v_cvt_pk_fp8_f32 "
			  "because the instruction does not" },
			{ "saturate", "+-the largest finite value (fp8 FNUZ "
			  "240, bf8 57344, fp8 OCP 448), as with MODE.FP16_OVFL "
			  "set: the RDNA guides' MODE register clamps an "
			  "overflowed result to the largest value \"while "
			  "still preserving true INF values\" (an infinite or "
			  "NaN input converts as under inf_or_nan)" },
		},
	},
	[DISPUTE_FP8_SR_BITS] = {
		"fp8.sr_bits",
		"v_cvt_sr_fp8/bf8_f32: which bits of s1 are the random value "
		"added below the kept mantissa bits before truncation",
		2, {
			{ "low", "the low bits of s1, as many as the f32 "
			  "mantissa bits the conversion drops (all 32 when it "
			  "drops more): AMD's reference fp8 code in HIP and "
			  "composable_kernel (rng & drop_mask); no ISA guide "
			  "seen spells the bit positions" },
			{ "high", "the same number of bits from the top of s1 "
			  "(offered to compare; a uniform random s1 gives the "
			  "same distribution)" },
		},
	},
};

struct info_entry {
	const char *name;
	const char *text;
};

static const struct info_entry infos[] = {
	{ "memory.l1_rules",
	  "The L1 grouping rules (aligned 4-lane groups for image ops; "
	  "16-lane groups for single-channel <=32-bit buffer ops when all "
	  "lanes share one address, each quad shares one address, or each "
	  "quad reads 4 consecutive dwords) come only from reference 004, "
	  "GPUOpen \"Understanding Memory Coalescing on GCN\"; gem5 models "
	  "only per-line merging and no other source states them. The "
	  "64-byte L2 request count is confirmed by gem5 and ISA3." },
	{ "dpp.vop3_dpp",
	  "gfx1100/gfx1200 VOP3 DPP (_e64_dpp): the VOP3 encoding whose src0 "
	  "field is 0xfa (DPP16) or 0xe9/0xea (DPP8, fi:0/1), then the DPP "
	  "dword of VOP1/2 DPP without its neg/abs bits; the lane fetch "
	  "feeds src0, then the VOP3 operation and its neg/abs/clamp/omod "
	  "act as in any VOP3 instruction (RDNA3 ISA guide, DPP and VOP3 "
	  "encodings). src1 is a VGPR on gfx1100; gfx1200 also takes an "
	  "SGPR or an inline constant (LLVM FeatureDPPSrc1SGPR, gfx1150 and "
	  "gfx12); no literal. Which rows have the form: llvm-mc 19 on both "
	  "targets (v_fma_f32, v_add_nc_i32, v_mbcnt_* do; v_mul_lo_u32, "
	  "v_readlane, v_permlane* do not)." },
	{ "dpp.bound_ctrl_gfx11",
	  "bound_ctrl and fi bits: up to gfx10 llvm-mc (14 and 19) reads "
	  "bound_ctrl:0 as the old spelling of 'on' and sets DPP bit 19 "
	  "(printed bound_ctrl:1); on gfx1100/gfx1200 llvm-mc 19 takes the "
	  "value literally: bound_ctrl:0 leaves bit 19 clear, bound_ctrl:1 "
	  "sets it. fi:1 is bit 18 (DPP16) or src0 field 0xea (DPP8) on "
	  "every gfx10+ target. Checked byte for byte with llvm-mc." },
	{ "permlane.var_select",
	  "gfx1200 v_permlane16_var_b32/v_permlanex16_var_b32: each lane "
	  "takes the lane select from bits 3:0 of its own src1 VGPR (a lane "
	  "of the row, or of the other row of its pair for x16); the other "
	  "bits are ignored. Sources: the RDNA4 ISA guide's description "
	  "(\"same as V_PERMLANE16_B32, but each lane has its own select\"), "
	  "Rust's core::arch::amdgpu permlane16_var (\"each lane [specifies] "
	  "its own gather lane\") and independent emulators that index with "
	  "src1 & 15. The guide's own pseudocode for the two instructions "
	  "was looked for (public docs, code and pages: AMD guides, LLVM "
	  "tests) and not found, so the rule is not checked against it; "
	  "llvm-mc 19 fixes only the syntax (op_sel:[1,0] is fi, [0,1] "
	  "bound_ctrl)." },
	{ "dpp.64bit",
	  "DPP on 64-bit VALU (LLVM's DP ALU DPP, FeatureDPALU_DPP): gfx90a "
	  "and gfx942 only, and there only row_newbcast:0..15 (llvm-mc 19: "
	  "\"DP ALU dpp only supports row_newbcast\"; every other control, "
	  "fi and dpp8 refused; lanescope's core refuses them too). The rows "
	  "(llvm-mc 19, each tried): v_fmac_f64, v_mov_b64 (gfx942), and "
	  "the VOP1 f64 rows v_ceil/floor/trunc/rndne/fract/rcp/rsq/sqrt/"
	  "frexp_mant_f64, v_frexp_exp_i32_f64, v_cvt_f32_f64, "
	  "v_cvt_f64_f32/i32/u32 and v_cvt_i32/u32_f64. Not: VOP3-only "
	  "f64 (v_add_f64, v_fma_f64), 64-bit shifts, 64-bit compares, and "
	  "no 64-bit _dpp on gfx8/gfx9/gfx10/gfx11/gfx12. Meaning: lane n "
	  "reads the whole pair of lane 16*(n/16)+N (MI200 ISA guide, "
	  "DPP_ROW_NEWBCAST); both VGPRs move along one pattern, as LLVM "
	  "expands a 64-bit DPP move into two v_mov_b32_dpp with the same "
	  "control where v_mov_b64_dpp is missing (SIInstrInfo "
	  "expandMovDPP64; test dpp64_combine.ll). A 32-bit source "
	  "(v_cvt_f64_i32) moves alone. row_mask, bank_mask, EXEC and "
	  "bound_ctrl decide which lanes are written as for 32-bit DPP "
	  "(dpp.bound_ctrl, dpp.inactive_source); an unwritten lane keeps "
	  "both dwords." },
	{ "vopd.dot2acc",
	  "v_dual_dot2acc_f32_f16 (gfx1100; llvm-mc 19 has no gfx12 or bf16 "
	  "half) runs the VOP2 V_DOT2ACC_F32_F16 (RDNA3 ISA guide 7.6 and "
	  "its opcode list): d = d + s0.lo * s1.lo, rounded to f32, then + "
	  "s0.hi * s1.hi, rounded again, as the guide's pseudo-code adds "
	  "the two products one at a time into an f32 accumulator. Each "
	  "product of two f16 values is exact in f32, so only the adds round "
	  "(to nearest even; f32 and f16 denormals kept, fp.h). Hardware "
	  "that fuses the two adds would differ by one ulp when the first "
	  "sum is a tie (1.0 + 2^-24 + 2^-24 gives 1.0 here, 1 + 2^-23 "
	  "fused); no source seen says it does. A literal source is 32 bits "
	  "(1.5 is 0x00003e00: {lo 1.5, hi 0})." },
	{ "permlane.swap",
	  "v_permlane16_swap_b32 and v_permlane32_swap_b32 exist on gfx950 "
	  "(CDNA4) and v_permlane16_swap also on gfx1250 (LLVM AMDGPU.td "
	  "FeaturePermlane16Swap/32Swap): none of lanescope's eight targets "
	  "has them and llvm-mc 19 knows neither GPU, so they are refused "
	  "as invalid instructions with that note." },
	{ "hazard.rdna",
	  "Wait states on gfx10+: the hardware interlocks VALU results (LLVM "
	  "FeatureNoDataDepHazard), so the GCN DPP/readlane/VMEM rules are "
	  "not checked there. One rule remains in lanescope's instruction "
	  "set: on gfx1010, gfx1100 and gfx1200 (LLVM "
	  "FeatureVcmpxPermlaneHazard; not gfx1030) a v_permlane* right after "
	  "a v_cmpx needs a VALU between. LLVM inserts a v_mov_b32 and does "
	  "not count v_nop; Mesa ACO inserts a v_nop from gfx11 on (\"unlike "
	  "on GFX10\"); lanescope follows LLVM on gfx1010 and ACO after. "
	  "gfx11's s_delay_alu only tells the scheduler how far back a "
	  "dependency is; leaving it out costs time, never correctness, so "
	  "it is never a hazard (see hazard.waits)." },
	{ "hazard.waits",
	  "What each wait satisfies in lanescope's s_waitcnt check (a VGPR "
	  "read while a load or LDS op that writes it is outstanding): "
	  "s_waitcnt vmcnt(N) leaves the N youngest vector memory loads "
	  "(and atomics that return) outstanding, lgkmcnt(N) the N youngest "
	  "LDS ops. From gfx10 on stores and atomics without return count "
	  "in vscnt instead of vmcnt (RDNA1 ISA, s_waitcnt_vscnt), so "
	  "vmcnt no longer waits for them. gfx10/gfx11 s_waitcnt_vmcnt, "
	  "_vscnt, _lgkmcnt null, N wait for one counter (with an SGPR "
	  "instead of null gfx10 waits for min(SGPR, N); lanescope takes "
	  "N). gfx12 (RDNA4 ISA): s_wait_loadcnt N = loads, s_wait_storecnt "
	  "N = stores, s_wait_dscnt N = LDS, s_wait_loadcnt_dscnt and "
	  "s_wait_storecnt_dscnt carry the first count in bits 13:8 and "
	  "dscnt in 5:0; s_wait_kmcnt (scalar memory), s_wait_expcnt, "
	  "s_wait_samplecnt and s_wait_bvhcnt wait for ops lanescope does "
	  "not model. s_delay_alu (gfx11, gfx12), s_clause, s_wait_idle, "
	  "s_wait_event, s_waitcnt_depctr and s_wait_alu change no value and "
	  "satisfy nothing lanescope checks: the first two are scheduling "
	  "hints, the depctr waits fix hardware hazards that the RDNA "
	  "interlocks of the VALU results already cover in this model." },
	{ "hazard.cdna",
	  "Wait states on gfx90a and gfx942 beyond the GCN3 table, from "
	  "LLVM's GCNHazardRecognizer (checkMAIVALUHazards, checkVALUHazards; "
	  "llc-19 inserts the same s_nop): a v_dot* result read by another "
	  "opcode, or by the same dot as src0/src1, or overwritten by another "
	  "opcode, wants 3 (as the same dot's accumulator, none). gfx942 "
	  "only (the gfx940 rules): a transcendental's result (v_exp, v_rcp, "
	  "v_sqrt...) read by a non-transcendental VALU, and a half-register "
	  "result (SDWA dst_sel not DWORD, VOP3 op_sel on d) read by a VALU, "
	  "want 1; an SGPR or VCC a VALU wrote, read by a VALU, 2; the VGPR "
	  "v_readlane/v_readfirstlane read, 1; v_readlane, v_readfirstlane "
	  "and v_writelane after a VALU wrote EXEC, 4. Every GCN target: a "
	  "VALU writing the data VGPRs of a store of more than 64 bits wants "
	  "1 (GCN3 table 4.3; 2 on gfx942; not MUBUF with an SGPR soffset). "
	  "No rule pairs an ordinary VALU with v_accvgpr_read/write/mov: on "
	  "these targets LLVM's MAI rules concern MFMA only, which lanescope "
	  "does not model. LLVM 19 also pads after a VOP3P whose src0 "
	  "op_sel_hi is set (it reads that bit as the VOP3 destination "
	  "op_sel); lanescope does not warn there." },
	{ "lds.banks",
	  "LDS bank conflicts (lanescope's model, figures are estimates): "
	  "32 banks of 4 bytes on every target, bank = byte address bits "
	  "6:2; lanes 0-31 and 32-63 are checked separately and lanes "
	  "reading the same dword share one pass (broadcast), while "
	  "distinct dwords in one bank take one pass each (AMD OpenCL "
	  "Programming Guide, LDS optimisation; GCN3/Vega/CDNA ISA guides "
	  "give 32 banks). The conflict degree is the most distinct dwords "
	  "one bank serves in one group of lanes, cycles the sum of the "
	  "passes of every group. Wider accesses: see lds.wide_access. "
	  "RDNA (gfx10 on): lanescope assumes the same 32 banks, a wave32 "
	  "checked as one group and wave64 as two halves; not verified "
	  "against the RDNA guides. Atomics to one address run in lane "
	  "order (lanescope's choice; the guides leave the order open)." },
	{ "lds.src2",
	  "ds_*_src2_* (gfx8, gfx9, gfx10.1; 31 forms, llvm-mc 19): per lane "
	  "LDS[A] = LDS[A] op LDS[B], no data VGPR, nothing returned. A is "
	  "the address VGPR (the offset is not added); B = A + 4 * a signed "
	  "16-bit field: with offset1[7] clear {offset1[6], offset1[6:0], "
	  "offset0} (the 16-bit offset's low 15 bits, sign-extended), with "
	  "it set {A[31], A[31:17]} (see lds.src2_address for A then). "
	  "Sources: the SI/GCN3/Vega ISA guides' DS opcode table as AMD's "
	  "own CodeXL ISA decoder (DSInstruction.h, 2013) carries it, and "
	  "CLRX's GCN DS documentation, which agree; the 64-bit forms also "
	  "step B by 4 bytes a unit (both sources; AMD's text for "
	  "DS_MIN/MAX_SRC2_F64 names D0 where DS[B] is meant, a slip). "
	  "lanescope could not read the GCN3/Vega/RDNA1 PDFs themselves "
	  "here. B out of range reads 0, A out of range is not written; "
	  "unaligned A or B read and write the bytes they name (CLRX "
	  "rounds them down to the element size). Lanes run in order, so a "
	  "lane whose B is another lane's A sees that lane's result. The "
	  "bank report counts A and B as the two elements of a 2-address "
	  "form." },
	{ "lds.wrap_condxchg",
	  "ds_wrap_rtn_b32 (all targets but gfx12): m = m >= data0 ? m - "
	  "data0 : m + data1, d = old m, at addr + offset (CDNA4 ISA guide "
	  "pseudo-code, CLRX; a ring-buffer index). ds_condxchg32_rtn_b64 "
	  "(every target): A = (addr + offset) & 0xfff8; d = the two old "
	  "dwords at A and A + 4; dword k of the 64-bit data is written, "
	  "bit 31 cleared, only when its bit 31 is set. The only pseudo-code "
	  "lanescope found is the CDNA4 ISA guide's (AMD's 2013 ISA decoder "
	  "and CLRX list the opcode without a description; the GCN3, Vega "
	  "and RDNA guides' entries could not be read here), and lanescope "
	  "applies it to every target (the same opcode, 126, everywhere). "
	  "ds_nop: does nothing and takes no operand (CDNA4 ISA guide, \"do "
	  "nothing\"); llvm-mc 19 refuses offset and gds on it." },
	{ "lds.size",
	  "LDS is 64 KiB per wave on every target lanescope has (gfx8 to "
	  "gfx12: the most one work-group may allocate; gfx950's 160 KiB "
	  "is not a target). An access whose bytes reach past it is out of "
	  "range: a read returns 0, a write or atomic is dropped (GCN3, "
	  "Vega and CDNA3 ISA guides, LDS chapter). Unaligned accesses "
	  "read and write the bytes they name (GFX9+ unaligned mode)." },
	/* ---- LDS DMA (branch s7-16ldsdma) ---- */
	{ "lds.dma",
	  "Loads to LDS (global_load_lds_*, scratch_load_lds_* on gfx942, "
	  "buffer_load_lds_* on gfx11, buffer_load_ubyte/sbyte/ushort/"
	  "sshort/dword with lds on gfx8 to gfx10) put lane i's data in the "
	  "LDS dword "
	  "M0 + offset + 4 * i, and buffer_store_lds_dword (gfx8 to gfx942) "
	  "stores that dword to the lane's buffer address: LDS_ADDR = "
	  "LDSbase + LDS_offset + inst_offset + TIDinWave * 4 (GCN3 and "
	  "Vega ISA guides, buffer load to LDS, LDS_offset = M0[15:0]; "
	  "CDNA3/CDNA4 ISA guides 9.1.9 add the whole M0). The offset moves "
	  "the memory address too. A byte or short is extended (zero or "
	  "sign, as for a VGPR) and fills the whole dword (Vega ISA, FLAT: "
	  "LDS=1 loads write all 32 bits of LDS). Lanes off in EXEC leave "
	  "their dword alone; a dword past the 64 KiB LDS is not written "
	  "(a store reads 0 there). M0 above 0xFFFF is refused: the guides "
	  "differ there. buffer_load_format_* with lds is refused with the "
	  "typed formats." },
	/* ---- gfx12 block loads and stores (branch s9-16block) ---- */
	{ "memory.block",
	  "global_load_block/global_store_block and scratch_load_block/"
	  "scratch_store_block (gfx12) move up to 32 VGPRs v[D:D+31]: bit n "
	  "of M0 selects VGPR D+n, whose dword is always at the lane's "
	  "address + 4n (RDNA4 ISA guide 11.5 \"Block VGPR Load & Store\"; "
	  "LLVM's block CSR spills, PRs 130013 and 137169, which set M0 to "
	  "the mask of the VGPRs to save). A "
	  "VGPR M0 does not select keeps its value (load) or writes nothing "
	  "(store), but its dword keeps its place: nothing is compacted. "
	  "M0 = 0 moves nothing; EXEC masks lanes; the address is the "
	  "row's ordinary global or scratch one. llvm-mc 19 takes only a "
	  "32-wide tuple inside v0..v255, so no dword is past v255. The "
	  "memory report counts the selected dwords alone (lines, bytes "
	  "moved, overlapping stores); reference 004 has no L1 case for a "
	  "block and no source gives its clocks, so the L1 case reads "
	  "not_modelled and --json gives \"clocks\": null." },
	/* ---- mixed-precision fma and float dot products (branch
	 * s5-16float) ---- */
	{ "vop3p.mix",
	  "v_fma_mix_f32/v_fma_mixlo_f16/v_fma_mixhi_f16 (gfx90a on) and "
	  "gfx900's v_mad_mix*: op_sel_hi bit k set makes source k the f16 "
	  "half op_sel picks, clear an f32 (Vega ISA guide, V_MAD_MIX_F32; RDNA3 ISA "
	  "guide VOP3P opcodes); each converts exactly to f32 and -x/|x| "
	  "act on that f32. fma rounds once to f32; mad rounds the product, "
	  "then the sum (as v_mad_f32). The lo/hi forms round that f32 to "
	  "f16 (nearest even), then clamp, and keep the other half of d, as "
	  "the guides' pseudo-code converts the f32 fma's result: so two "
	  "roundings, and 1 + 2^-11 + 2^-30 gives 1.0, not the 0x3c01 one "
	  "rounding would. Denormals kept (fp.h). Not modelled, refused "
	  "when run: a constant other than 0 read as an f32 (llvm-mc 19 "
	  "types every mix constant as an f16; which the hardware reads no "
	  "guide says) and op_sel on an f32 source." },
	{ "vop3p.float_dot",
	  "v_dot2_f32_f16 (gfx90a, gfx942, gfx1030, gfx11, gfx12) and "
	  "v_dot2_f32_bf16 (gfx11, gfx12): d = s2 + s0.lo * s1.lo, rounded "
	  "to f32, then + s0.hi * s1.hi, rounded again, as the CDNA3 and "
	  "RDNA3 ISA guides' pseudo-code adds the products one at a time "
	  "into the f32 accumulator (vopd.dot2acc reads V_DOT2ACC_F32_F16 "
	  "the same way). Products are f32 multiplies: exact for f16, "
	  "rounded for bf16 (f32's exponent range: 2^127 * 2 is inf). A "
	  "fused reading would differ by an ulp on ties (1.0 + 2^-24 + "
	  "2^-24 is 1.0 here). neg_lo/neg_hi negate s0's or s1's low/high "
	  "element; clamp clamps the f32 to [0, 1]. op_sel, op_sel_hi and "
	  "neg on the f32 s2 are refused as not modelled. Constants as "
	  "llvm-mc 19 types them: s2 an f32 (1.0 is 0x3f800000), the pairs "
	  "f16 (0x3c00) or bf16 (0x3f80), in the low half." },
	{ "vop3p.packed_f32",
	  "gfx90a/gfx942 v_pk_fma_f32, v_pk_mul_f32, v_pk_add_f32: two f32 "
	  "results per lane into the pair d, d+1; op_sel bit k picks the "
	  "dword of source k's pair the low result reads, op_sel_hi bit k "
	  "the one the high result reads; neg_lo/neg_hi negate them; fma "
	  "rounds once; clamp as for f32 (CDNA2/CDNA3 ISA guides, VOP3P). "
	  "v_pk_mov_b32: d.lo = the dword of s0 op_sel[0] picks, d.hi = the "
	  "dword of s1 op_sel[1] picks, bits unchanged (LLVM copies a 64-bit "
	  "pair with v_pk_mov_b32 d, s, s op_sel:[0,1]). A constant is its "
	  "32-bit value read as the low dword; one whose high dword would be "
	  "read, and neg or clamp on v_pk_mov_b32, are refused when run as "
	  "not modelled: no source seen says what they give." },
	{ "salu.f16",
	  "gfx1200's SALU f16 (s_add/sub/mul/fmac_f16, min_num/max_num, "
	  "minimum/maximum, ceil/floor/trunc/rndne, s_cvt_f16_f32, "
	  "s_cvt_f32_f16, s_cvt_hi_f32_f16, s_cvt_pk_rtz_f16_f32, the "
	  "fourteen s_cmp_*_f16): s0[15:0] and s1[15:0] (s_fmac_f16 also "
	  "d[15:0]) under the VALU's f16 rules (fp.h: nearest even, "
	  "denormals kept). The RDNA4 ISA guide's pseudo-code writes "
	  "D0.f16 and says nothing of d[31:16]; lanescope writes 0 there, "
	  "as it does for a VALU f16 result (gfx8/gfx9 rule), unverified on "
	  "gfx12. The arithmetic keeps SCC; the compares set it. Constants: "
	  "llvm-mc 19 writes those of the SOP2 rows as f16 (0x3c00 is 1.0) "
	  "but those of the SOP1 and SOPC rows as 32-bit (0x3c00 stays a "
	  "literal, 1.5 is 0x3fc00000); lanescope encodes both as it does, "
	  "and a float inline constant reads as that value in f16, a "
	  "literal as its low 16 bits." },
	{ "valu.dx9_zero",
	  "The DX9 multiplies: a factor of +0 or -0 makes the product +0, "
	  "even times an infinity or a NaN. v_mul_legacy_f32 (gfx11 "
	  "v_mul_dx9_zero_f32) is that product (RDNA3 ISA guide pseudo-code "
	  "of V_MUL_DX9_ZERO_F32). v_mad_legacy_f32 and gfx1010's "
	  "v_mac_legacy_f32 add s2 (d) to it with a second rounding, as "
	  "v_mad_f32 does (GCN3 and Vega guides: \"DX9 rules, 0.0 * x = "
	  "0.0\"), so +0 + -0 gives +0. v_fma_legacy_f32 and "
	  "v_fmac_legacy_f32 (gfx1030; gfx11 *_dx9_zero_f32) round once and "
	  "give s2 (d) itself when a factor is zero (RDNA3 pseudo-code of "
	  "V_FMA_DX9_ZERO_F32: D = S2). Zero means +-0 only: lanescope keeps "
	  "f32 denormals (fp.h), so a denormal factor is no zero here; "
	  "hardware flushing denormals would see one. neg/abs act before the "
	  "test, clamp and omod after, as for v_mul_f32." },
	{ "valu.legacy_exp_log",
	  "v_exp_legacy_f32 and v_log_legacy_f32 (gfx8, gfx9, gfx90a, "
	  "gfx942): the GCN3 and Vega guides give 2 ** s0 and log2(s0) "
	  "\"with legacy semantics\" and define the phrase nowhere; "
	  "lanescope computes them as v_exp_f32 and v_log_f32 "
	  "(valu.transcendental_denormals applies), so log2(0) is -inf and "
	  "log2 of a negative number NaN." },
	{ "valu.cube",
	  "v_cubeid/cubesc/cubetc/cubema_f32 on the direction (x, y, z) = "
	  "(s0, s1, s2), as the Vega and RDNA3 guides' pseudo-code: z is the "
	  "major axis when |z| >= |x| and |z| >= |y|, else y when |y| >= |x|, "
	  "else x (ties go to z, then y). Face id 4/5 (+z/-z): sc = x or -x, "
	  "tc = -y, ma = 2z; id 2/3 (+y/-y): sc = x, tc = z or -z, ma = 2y; "
	  "id 0/1 (+x/-x): sc = -z or z, tc = -y, ma = 2x; a coordinate is "
	  "negative when it is below 0.0 (-0 is not). A compare with a NaN "
	  "is false, so a NaN direction falls to the x face; sc and tc are "
	  "the coordinates moved with their sign flipped (no rounding), "
	  "ma one f32 multiply by 2." },
	{ "valu.f16_norm",
	  "v_cvt_norm_i16_f16, v_cvt_norm_u16_f16 (d[15:0], the d16 rules "
	  "of valu.d16_other_half) and v_cvt_pknorm_i16/u16_f16 (gfx11 "
	  "v_cvt_pk_norm_*; d = {s1, s0}): the f16 clamped to [-1, 1] or "
	  "[0, 1], times 32767 or 65535, rounded to nearest even; NaN gives "
	  "0. The Vega guide's flt16_to_snorm/unorm give no rounding; "
	  "lanescope uses the rule of its v_cvt_pknorm_*_f32. clamp and omod, "
	  "which llvm-mc accepts on the _e64 forms, are refused as not "
	  "modelled, as on the other 16-bit integer and packed results." },
	{ "valu.trig_preop",
	  "v_trig_preop_f64 as the GCN3, Vega and RDNA3 guides' pseudo-code: "
	  "shift = s1[4:0] * 53, plus e - 1077 when s0's biased exponent e is "
	  "above 1077; d = the 53 fraction bits of 2/pi after the first shift "
	  "ones, as an integer, times 2^(-53 - shift), times 2^128 more when "
	  "e >= 1968. The guide's table is the first 1201 bits of 2/pi "
	  "(bits past it read 0; worked out with Machin's formula, equal to "
	  "fdlibm's two_over_pi). s0's sign and mantissa play no part, and "
	  "an infinity or NaN s0 is taken by its exponent like any other "
	  "(the pseudo-code has no case for them); a result below f64's "
	  "range rounds to nearest (ldexp)." },
	{ "valu.dot2_16",
	  "v_dot2_f16_f16 and v_dot2_bf16_bf16 (gfx11, gfx12): d[15:0] = s2 "
	  "+ s0.lo * s1.lo, rounded to the 16-bit format, then + s0.hi * "
	  "s1.hi, rounded again, as the RDNA3 guide's pseudo-code adds the "
	  "products one at a time into a 16-bit accumulator (vop3p.float_dot "
	  "reads the f32 dots the same way). Products are exact; nearest "
	  "even; bf16 has f32's exponent range. A NaN result is the first "
	  "NaN source (s2, s0, s1) quieted, else the default NaN. op_sel "
	  "bit 2 reads s2's high half and bit 3 writes d's high half; "
	  "neg/abs are refused (which halves the hardware negates no source "
	  "seen says). The VOP2 v_dot2c_f32_f16 (gfx90a, gfx942, gfx1030) "
	  "and gfx11's v_dot2acc_f32_f16 accumulate into d as "
	  "vopd.dot2acc; v_pk_fmac_f16 is two f16 fmas, one per half." },
	{ "fp8.nan_to_f32",
	  "v_cvt_f32_fp8/bf8 and v_cvt_pk_f32_fp8/bf8 (gfx942, gfx1200): "
	  "every 8-bit value is exact in f32. gfx942 reads the FNUZ formats "
	  "(MI300 ISA: E4M3 bias 8, E5M2 bias 16, 0x80 the one NaN, no -0, "
	  "no infinity), gfx1200 the OCP ones (RDNA4 ISA: E4M3 bias 7 with "
	  "S.1111.111 NaN and no infinity, E5M2 bias 15 with IEEE infinities "
	  "and NaNs; both have -0). The guides do not give the f32 bits of "
	  "a NaN input; lanescope writes the quiet NaN 0x7fc00000 whatever "
	  "the input's sign." },
	{ "fp8.from_f32",
	  "v_cvt_pk_fp8_f32, v_cvt_pk_bf8_f32 (d[15:0], or d[31:16] with "
	  "op_sel:[0,0,1]; fp8(s0) in the low byte, fp8(s1) in the high; "
	  "the other half kept) and v_cvt_sr_fp8/bf8_f32 (fp8(s0) into the "
	  "byte op_sel:[0,0,b0,b1] on gfx942 or byte_sel:N on gfx1200 "
	  "names, the other bytes kept), after the MI300 (CDNA3) and RDNA4 "
	  "ISA guides' VOP3 entries: gfx942 writes the FNUZ formats, "
	  "gfx1200 the OCP ones (fp8.nan_to_f32). _pk_ rounds to nearest "
	  "even on the format's grid, denormals included; _sr_ adds s1's "
	  "random bits (fp8.sr_bits) to the dropped part and truncates, so "
	  "a value between two codes goes up with the probability of its "
	  "distance from the lower one. Overflow: fp8.overflow. A NaN "
	  "input gives the format's NaN (0x80 FNUZ; OCP keeps the sign: "
	  "S.1111.111 fp8, S.11111.10 bf8), an infinity the OCP bf8 "
	  "infinity or else that NaN; -0 and negative values that round to "
	  "zero give 0x80 in OCP and 0x00 in FNUZ, which has no -0. f32 "
	  "denormal inputs round to +-0 under either denormal mode. "
	  "Source op_sel bits pick nothing (32-bit sources); neg/abs act "
	  "on s0 (and s1 of _pk_) before the conversion." },
	{ "fp8.dot",
	  "v_dot4_f32_fp8_fp8, _bf8_fp8, _fp8_bf8, _bf8_bf8 (gfx1200): d = "
	  "s2 plus the products of s0's and s1's bytes 0 to 3 (OCP E4M3 or "
	  "E5M2, s0's format first in the name), added one at a time in "
	  "byte order into the f32 accumulator, each add rounded to nearest "
	  "even, as the RDNA4 ISA guide's pseudo-code accumulates (2^24 + "
	  "1 + 1 + 1 + 1 stays 2^24). Each product is exact in f32. A NaN "
	  "result (a NaN byte, inf * 0, inf - inf) is 0x7fc00000. No clamp, "
	  "neg or op_sel: llvm-mc 19 refuses them." },
	{ "valu.sad",
	  "v_sad_u8, v_sad_hi_u8, v_sad_u16, v_sad_u32, v_msad_u8, "
	  "v_qsad_pk_u16_u8, v_mqsad_pk_u16_u8, v_mqsad_u32_u8 and v_lerp_u8 "
	  "(every target): "
	  "the RDNA3 ISA guide's pseudo-code. SAD_U8 adds the four unsigned "
	  "byte differences |s0 - s1| to s2 (32 bits, wrapping); MSAD skips "
	  "a byte whose s1 (reference) byte is 0; SAD_HI_U8 adds that sum "
	  "shifted left 16; QSAD/MQSAD run SAD_U8/MSAD_U8 on the byte slices "
	  "s0[8i+31:8i] of the 64-bit s0 with s2[16i+15:16i] and keep 16 "
	  "bits of each; v_mqsad_u32_u8 adds s2[32i+31:32i] and keeps 32 bits, s2 and d "
	  "being four VGPRs (128 bits; s2 takes no SGPR or constant, as in "
	  "llvm-mc 19). v_sad_u32 takes the unsigned difference "
	  "(ABSDIFF(S0.u32, S1.u32), RDNA3 guide), where the GCN3 and "
	  "Vega guides write abs(S0.i - S1.i): 0x80000000 and 0x7fffffff give "
	  "1 here. LERP_U8 per byte: (s0 + s1 + bit 0 of s2's byte) >> 1. "
	  "clamp, which llvm-mc 19 takes on the SAD rows, is refused as not "
	  "modelled: no guide says what it saturates." },
};

#define NINFOS (sizeof infos / sizeof *infos)

void
semantics_defaults(struct semantics *s)
{
	memset(s, 0, sizeof *s);
}

const char *
semantics_name(enum dispute d)
{
	return (unsigned)d < DISPUTE_COUNT ? disputes[d].name : "?";
}

unsigned
semantics_choice_count(enum dispute d)
{
	return (unsigned)d < DISPUTE_COUNT ? disputes[d].nchoices : 0;
}

const char *
semantics_choice_name(enum dispute d, unsigned c)
{
	if ((unsigned)d >= DISPUTE_COUNT || c >= disputes[d].nchoices)
		return "?";
	return disputes[d].choices[c].name;
}

const char *
semantics_choice_sources(enum dispute d, unsigned c)
{
	if ((unsigned)d >= DISPUTE_COUNT || c >= disputes[d].nchoices)
		return "";
	return disputes[d].choices[c].sources;
}

const char *
semantics_summary(enum dispute d)
{
	return (unsigned)d < DISPUTE_COUNT ? disputes[d].summary : "";
}

unsigned
semantics_info_count(void)
{
	return (unsigned)NINFOS;
}

const char *
semantics_info_name(unsigned i)
{
	return i < NINFOS ? infos[i].name : "";
}

const char *
semantics_info_text(unsigned i)
{
	return i < NINFOS ? infos[i].text : "";
}

static void
list_names(char *buf, size_t size, enum dispute d)
{
	size_t len = 0;

	buf[0] = '\0';
	for (unsigned c = 0; c < disputes[d].nchoices; c++) {
		const char *n = disputes[d].choices[c].name;
		size_t l = strlen(n);
		if (len + l + 3 >= size)
			break;
		if (c) {
			memcpy(buf + len, ", ", 2);
			len += 2;
		}
		memcpy(buf + len, n, l);
		len += l;
		buf[len] = '\0';
	}
}

int
semantics_set(struct semantics *s, const char *text, struct diag *diag)
{
	const char *eq = strchr(text, '=');
	size_t nlen, clen;
	const char *cv;
	char names[120];

	while (*text == ' ' || *text == '\t')
		text++;
	if (eq == NULL) {
		diag_set(diag, DIAG_ERROR, DIAG_COMMAND, 0, 0,
		    "expected NAME=CHOICE, e.g. dpp.bcast_untargeted=invalid");
		return -1;
	}
	nlen = (size_t)(eq - text);
	while (nlen && (text[nlen - 1] == ' ' || text[nlen - 1] == '\t'))
		nlen--;
	cv = eq + 1;
	while (*cv == ' ' || *cv == '\t')
		cv++;
	clen = strlen(cv);
	while (clen && (cv[clen - 1] == ' ' || cv[clen - 1] == '\t' ||
	    cv[clen - 1] == '\n' || cv[clen - 1] == '\r'))
		clen--;
	for (unsigned d = 0; d < DISPUTE_COUNT; d++) {
		const char *n = disputes[d].name;
		if (strlen(n) != nlen || strncmp(n, text, nlen) != 0)
			continue;
		for (unsigned c = 0; c < disputes[d].nchoices; c++) {
			const char *cn = disputes[d].choices[c].name;
			if (strlen(cn) == clen && strncmp(cn, cv, clen) == 0) {
				s->choice[d] = (uint8_t)c;
				return 0;
			}
		}
		list_names(names, sizeof names, (enum dispute)d);
		diag_set(diag, DIAG_ERROR, DIAG_COMMAND, 0, 0,
		    "unknown choice '%.*s' for %s; choose one of: %s",
		    (int)(clen > 40 ? 40 : clen), cv, n, names);
		return -1;
	}
	diag_set(diag, DIAG_ERROR, DIAG_COMMAND, 0, 0,
	    "unknown switch '%.*s'; the switches are dpp.bcast_untargeted, "
	    "dpp.inactive_source, dpp.zero_then_modifiers, "
	    "swizzle.gfx9_modes, permute.wave32_modulus, emulate_gem5_bugs",
	    (int)(nlen > 40 ? 40 : nlen), text);
	return -1;
}
