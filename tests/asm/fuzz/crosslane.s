v_readfirstlane_b32 s1, v2
v_readfirstlane_b32 m0, v0
v_readfirstlane_b32 exec_lo, v1
v_add_f32 v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0]
v_mbcnt_lo_u32_b32 v1, s2, s3
v_mbcnt_lo_u32_b32 v1, 0x12345678, v3
v_mbcnt_hi_u32_b32 v1, v2, v3
v_mbcnt_hi_u32_b32 v1, 1, v3
v_mbcnt_hi_u32_b32_e64 v1, v2, v3
v_mbcnt_hi_u32_b32 v0, -1, v0
v_mbcnt_hi_u32_b32 v0, exec_hi, v0
v_readlane_b32 s1, v3, s2
v_writelane_b32 v1, 7, s2
v_readlane_b32 s1, v3, 0
v_writelane_b32 v1, 7, 0
v_readlane_b32 s1, v3, 63
v_writelane_b32 v1, 7, 63
v_readlane_b32 s1, v3, 31
v_writelane_b32 v1, 7, 31
v_readlane_b32 s1, v3, m0
v_writelane_b32 v1, 7, m0
v_readlane_b32 s1, v3, vcc_lo
v_writelane_b32 v1, 7, vcc_lo
v_readlane_b32 s1, v3, 0x40
v_writelane_b32 v1, 7, 0x40
v_writelane_b32 v1, m0, s2
v_writelane_b32 v1, 0x1234, s2
v_readlane_b32 exec_lo, v1, 5
v_permlane16_b32 v255, v0, s101, exec_hi
v_permlane16_b32 v255, v0, s101, exec_hi op_sel:[1,0]
v_permlane16_b32 v255, v0, s101, exec_hi op_sel:[0,1]
v_permlane16_b32 v255, v0, s101, exec_hi op_sel:[1,1]
v_permlane16_b32 v255, v0, s101, exec_hi op_sel:[0,0]
v_permlane16_b32 v1, v2, m0, vcc_lo
v_permlanex16_b32 v255, v0, s101, exec_hi
v_permlanex16_b32 v255, v0, s101, exec_hi op_sel:[1,0]
v_permlanex16_b32 v255, v0, s101, exec_hi op_sel:[0,1]
v_permlanex16_b32 v255, v0, s101, exec_hi op_sel:[1,1]
v_permlanex16_b32 v255, v0, s101, exec_hi op_sel:[0,0]
v_permlanex16_b32 v1, v2, m0, vcc_lo
