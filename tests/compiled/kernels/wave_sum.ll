; SPDX-License-Identifier: MIT
; A wave's sum by cross-lane moves: DPP row shifts, a swizzle, a
; bpermute, readlane and writelane (HIP: __shfl_xor and friends).
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32, i32, i32, i1)
declare i32 @llvm.amdgcn.ds.swizzle(i32, i32)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)
declare i32 @llvm.amdgcn.readlane(i32, i32)
declare i32 @llvm.amdgcn.writelane(i32, i32, i32)

define amdgpu_kernel void @wave_sum(ptr addrspace(1) %out, i32 %k) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  ; row_shr:1, row_shr:2 (dpp_ctrl 0x111, 0x112), bound_ctrl
  %s1 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %i, i32 273, i32 15, i32 15, i1 true)
  %a1 = add i32 %i, %s1
  %s2 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %a1, i32 274, i32 15, i32 15, i1 true)
  %a2 = add i32 %a1, %s2
  ; swizzle: swap neighbouring quads (offset 0x401f: xor mask 4)
  %w = call i32 @llvm.amdgcn.ds.swizzle(i32 %a2, i32 16415)
  %a3 = add i32 %a2, %w
  ; bpermute from lane i ^ 16
  %l = xor i32 %i, 16
  %addr = shl i32 %l, 2
  %b = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr, i32 %a3)
  %a4 = add i32 %a3, %b
  %r = call i32 @llvm.amdgcn.readlane(i32 %a4, i32 31)
  %wl = call i32 @llvm.amdgcn.writelane(i32 %r, i32 %k, i32 %a4)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %wl, ptr addrspace(1) %p
  ret void
}
