s_mov_b32 s0, s1
s_mov_b64 s[0:1], vcc
s_and_b32 s0, s1, s2
s_or_b64 exec, exec, vcc
s_xor_b64 s[0:1], s[2:3], s[4:5]
s_xor_b32 exec_lo, exec_lo, vcc_lo
s_andn2_b32 s0, s1, s2
s_orn2_b64 exec, exec, vcc
s_not_b64 s[0:1], s[2:3]
s_not_b32 s0, vcc_lo
s_and_saveexec_b32 s0, s1
s_or_saveexec_b64 s[0:1], vcc
s_endpgm
s_nop 1
s_waitcnt lgkmcnt(0)
s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
s_waitcnt vmcnt(63)
s_waitcnt lgkmcnt(15)
s_waitcnt vmcnt(0) & lgkmcnt(0)
s_waitcnt vmcnt(3) & expcnt(1)
s_waitcnt 0x0
s_waitcnt vmcnt(1)
s_waitcnt vmcnt_sat(100)
s_waitcnt vmcnt(62) lgkmcnt(7)
buffer_store_byte v1, off, s[4:7], s1
buffer_load_sbyte v1, v2, s[4:7], s1 offen
buffer_store_short v1, off, s[4:7], s1
buffer_load_sshort v1, v2, s[4:7], s1 offen
buffer_store_dword v1, off, s[4:7], s1
global_load_dword v1, v[2:3], off offset:-8
global_store_dword v[2:3], v1, off
flat_store_dword v[2:3], v1 offset:12 glc
buffer_store_dwordx2 v[1:2], off, s[4:7], s1
global_load_dwordx2 v[1:2], v[2:3], off offset:-8
global_store_dwordx2 v[2:3], v[1:2], off
flat_store_dwordx2 v[2:3], v[1:2] offset:12 glc
buffer_store_dwordx3 v[1:3], off, s[4:7], s1
global_load_dwordx3 v[1:3], v[2:3], off offset:-8
global_store_dwordx3 v[2:3], v[1:3], off
flat_store_dwordx3 v[2:3], v[1:3] offset:12 glc
