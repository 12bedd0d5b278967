	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.globl	k                               ; -- Begin function k
	.p2align	8
	.type	k,@function
k:                                      ; @k
; %bb.0:                                ; %entry
                                        ; implicit-def: $vgpr1 : SGPR spill to VGPR lane
	s_mov_b64 s[0:1], s[2:3]
	v_mov_b32_e32 v1, v0
	s_or_saveexec_b64 s[4:5], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[4:5]
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_nop 0
	s_load_dword s0, s[0:1], 0x8
	s_waitcnt lgkmcnt(0)
	v_writelane_b32 v0, s2, 0
	s_nop 1
	v_writelane_b32 v0, s3, 1
	s_mov_b32 s1, 0x3ff
	v_and_b32_e64 v2, v1, s1
	v_accvgpr_write_b32 a2, v2              ;  Reload Reuse
	v_add_u32_e64 v1, v2, s0
	v_accvgpr_write_b32 a3, v1              ;  Reload Reuse
	v_accvgpr_write_b32 a0, s0
	;;#ASMSTART
	; agpr operand a0
	;;#ASMEND
	s_mov_b32 s0, 16
	v_cmp_lt_u32_e64 s[2:3], v2, s0
	v_accvgpr_write_b32 a4, v1              ;  Reload Reuse
	s_mov_b64 s[0:1], exec
	v_writelane_b32 v0, s0, 2
	s_nop 1
	v_writelane_b32 v0, s1, 3
	s_or_saveexec_b64 s[4:5], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[4:5]
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB0_2
; %bb.1:                                ; %then
	v_accvgpr_read_b32 v0, a3               ;  Reload Reuse
	v_lshl_add_u32 v0, v0, 1, v0
	v_accvgpr_write_b32 a4, v0              ;  Reload Reuse
.LBB0_2:                                ; %end
	s_or_saveexec_b64 s[4:5], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[4:5]
	v_readlane_b32 s0, v0, 2
	v_readlane_b32 s1, v0, 3
	s_or_b64 exec, exec, s[0:1]
	v_readlane_b32 s2, v0, 0
	v_readlane_b32 s3, v0, 1
	v_accvgpr_read_b32 v2, a2               ;  Reload Reuse
	v_accvgpr_read_b32 v1, a4               ;  Reload Reuse
	v_ashrrev_i32_e64 v4, 31, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	s_mov_b32 s0, 2
	v_mov_b64_e32 v[4:5], s[2:3]
	v_lshl_add_u64 v[2:3], v[2:3], s0, v[4:5]
	global_store_dword v[2:3], v1, off
                                        ; kill: killed $vgpr0
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel k
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 13
		.amdhsa_next_free_sgpr 6
		.amdhsa_accum_offset 8
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	k, .Lfunc_end0-k
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 320
; NumSgprs: 12
; NumVgprs: 6
; NumAgprs: 5
; TotalNumVgprs: 13
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 13
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     5
    .args:
      - .address_space:  global
        .name:           out
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .name:           !str n
        .offset:         8
        .size:           4
        .value_kind:     by_value
      - .offset:         16
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         20
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         28
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         30
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         32
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         34
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         36
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         38
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         80
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         96
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         104
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         112
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         120
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         128
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         216
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .max_flat_workgroup_size: 1024
    .name:           k
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 4
    .symbol:         k.kd
    .uses_dynamic_stack: false
    .vgpr_count:     13
    .vgpr_spill_count: 5
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
