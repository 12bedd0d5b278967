v_mov_b32_sdwa v1, v2 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_1
v_cvt_i32_f32_sdwa v1, v2 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_1
v_add_f32_sdwa v1, -v2, |v3| dst_sel:WORD_0 dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD
v_and_b32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:BYTE_2
v_lshrrev_b32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:BYTE_2
v_min_u32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:BYTE_2
v_subrev_u32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:BYTE_2
v_subrev_co_u32_sdwa v0, vcc, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
v_cmp_eq_f32_sdwa vcc, v1, v2 src0_sel:WORD_1 src1_sel:BYTE_2
v_cmp_eq_i32_sdwa vcc, v1, v2 src0_sel:WORD_1 src1_sel:BYTE_2
v_cmp_eq_u32_sdwa vcc, v1, v2 src0_sel:WORD_1 src1_sel:BYTE_2
v_cmp_ne_i32_sdwa vcc, v1, v2 src0_sel:WORD_1 src1_sel:BYTE_2
v_cmp_ne_u32_sdwa vcc, v1, v2 src0_sel:WORD_1 src1_sel:BYTE_2
v_cmp_lt_f32_sdwa vcc, v1, v2 src0_sel:WORD_1 src1_sel:BYTE_2
v_cmp_lt_i32_sdwa vcc, v1, v2 src0_sel:WORD_1 src1_sel:BYTE_2
v_cmp_lt_u32_sdwa vcc, v1, v2 src0_sel:WORD_1 src1_sel:BYTE_2
v_cmp_le_f32_sdwa vcc, v1, v2 src0_sel:WORD_1 src1_sel:BYTE_2
v_cmp_le_i32_sdwa vcc, v1, v2 src0_sel:WORD_1 src1_sel:BYTE_2
v_cmp_le_u32_sdwa vcc, v1, v2 src0_sel:WORD_1 src1_sel:BYTE_2
v_cmp_gt_f32_sdwa vcc, v1, v2 src0_sel:WORD_1 src1_sel:BYTE_2
v_cmp_gt_i32_sdwa vcc, v1, v2 src0_sel:WORD_1 src1_sel:BYTE_2
v_cmp_gt_u32_sdwa vcc, v1, v2 src0_sel:WORD_1 src1_sel:BYTE_2
v_cmp_ge_f32_sdwa vcc, v1, v2 src0_sel:WORD_1 src1_sel:BYTE_2
v_cmp_ge_i32_sdwa vcc, v1, v2 src0_sel:WORD_1 src1_sel:BYTE_2
v_cmp_ge_u32_sdwa vcc, v1, v2 src0_sel:WORD_1 src1_sel:BYTE_2
