	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.globl	k                               ; -- Begin function k
	.p2align	8
	.type	k,@function
k:                                      ; @k
; %bb.0:                                ; %entry
                                        ; implicit-def: $vgpr1 : SGPR spill to VGPR lane
	s_mov_b64 s[0:1], s[2:3]
	v_mov_b32_e32 v1, v0
	s_or_saveexec_b32 s4, -1
	scratch_load_b32 v0, off, off           ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s4
	s_load_b64 s[2:3], s[0:1], 0x0
	s_load_b32 s0, s[0:1], 0x8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_writelane_b32 v0, s2, 0
	v_writelane_b32 v0, s3, 1
	s_mov_b32 s1, 0x3ff
	v_and_b32_e64 v2, v1, s1
	scratch_store_b32 off, v2, off offset:12 ; 4-byte Folded Spill
	v_add_nc_u32_e64 v1, v2, s0
	scratch_store_b32 off, v1, off offset:8 ; 4-byte Folded Spill
	s_mov_b32 s0, 16
	v_cmp_lt_u32_e64 s1, v2, s0
	scratch_store_b32 off, v1, off offset:4 ; 4-byte Folded Spill
	s_mov_b32 s0, exec_lo
	v_writelane_b32 v0, s0, 2
	s_or_saveexec_b32 s4, -1
	scratch_store_b32 off, v0, off          ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s4
	s_and_b32 s0, s0, s1
	s_mov_b32 exec_lo, s0
	s_cbranch_execz .LBB0_2
; %bb.1:                                ; %then
	scratch_load_b32 v0, off, off offset:8  ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u32 v0, v0, 1, v0
	scratch_store_b32 off, v0, off offset:4 ; 4-byte Folded Spill
.LBB0_2:                                ; %end
	s_or_saveexec_b32 s4, -1
	scratch_load_b32 v0, off, off           ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s4
	s_waitcnt vmcnt(0)
	v_readlane_b32 s0, v0, 2
	s_or_b32 exec_lo, exec_lo, s0
	v_readlane_b32 s2, v0, 0
	v_readlane_b32 s3, v0, 1
	scratch_load_b32 v1, off, off offset:12 ; 4-byte Folded Reload
	scratch_load_b32 v3, off, off offset:4  ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_ashrrev_i32_e64 v4, 31, v1
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v4
	s_mov_b32 s0, 2
	v_lshlrev_b64 v[4:5], s0, v[1:2]
	s_mov_b32 s1, s2
	v_mov_b32_e32 v1, v4
	s_mov_b32 s0, s3
	v_mov_b32_e32 v2, v5
	v_add_co_u32 v1, s1, s1, v1
	v_add_co_ci_u32_e64 v4, s0, s0, v2, s1
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v4
	s_waitcnt vmcnt(0)
	global_store_b32 v[1:2], v3, off
                                        ; kill: killed $vgpr0
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel k
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 20
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 13
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 5
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 0
		.amdhsa_shared_vgpr_count 0
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
; codeLenInByte = 332
; NumSgprs: 5
; NumVgprs: 6
; ScratchSize: 20
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 5
; NumVGPRsForWavesPerEU: 6
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 13
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
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
    .private_segment_fixed_size: 20
    .sgpr_count:     5
    .sgpr_spill_count: 3
    .symbol:         k.kd
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 5
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
