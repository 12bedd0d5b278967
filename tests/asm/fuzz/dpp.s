v_mov_b32_dpp v1, v2 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cvt_f32_u32_dpp v1, v2 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_nop_dpp quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
v_sub_f32_dpp v1, v2, v3 row_shr:3 row_mask:0xf bank_mask:0xf
v_subrev_f32_dpp v1, -v2, |v3| quad_perm:[1,0,3,2] row_mask:0xa bank_mask:0x3 bound_ctrl:0
v_mac_f32_dpp v1, v2, v3 row_shr:3 row_mask:0xf bank_mask:0xf
v_add_f16_dpp v1, -v2, |v3| quad_perm:[1,0,3,2] row_mask:0xa bank_mask:0x3 bound_ctrl:0
v_subrev_f16_dpp v1, v2, v3 row_shr:3 row_mask:0xf bank_mask:0xf
v_or_b32_dpp v1, v2, v3 row_shr:3 row_mask:0xf bank_mask:0xf
v_lshrrev_b32_dpp v1, v2, v3 row_shr:3 row_mask:0xf bank_mask:0xf
v_min_f32_dpp v1, -v2, |v3| quad_perm:[1,0,3,2] row_mask:0xa bank_mask:0x3 bound_ctrl:0
v_min_i32_dpp v1, v2, v3 row_shr:3 row_mask:0xf bank_mask:0xf
v_max_u32_dpp v1, v2, v3 row_shr:3 row_mask:0xf bank_mask:0xf
v_sub_u32_dpp v0, vcc, v1, v2 row_shl:1 row_mask:0xf bank_mask:0xf
v_subb_u32_dpp v0, vcc, v1, v2, vcc row_shr:1 row_mask:0xf bank_mask:0xf
