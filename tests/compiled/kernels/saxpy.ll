; SPDX-License-Identifier: MIT
; y[i] = a * x[i] + y[i] for the work-item's i (HIP: saxpy).
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @saxpy(float %a, ptr addrspace(1) %x,
                                 ptr addrspace(1) %y) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %px = getelementptr float, ptr addrspace(1) %x, i32 %i
  %py = getelementptr float, ptr addrspace(1) %y, i32 %i
  %vx = load float, ptr addrspace(1) %px
  %vy = load float, ptr addrspace(1) %py
  %m = fmul contract float %a, %vx
  %r = fadd contract float %m, %vy
  store float %r, ptr addrspace(1) %py
  ret void
}
