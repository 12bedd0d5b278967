; SPDX-License-Identifier: MIT
; q[i] = x[i] / y[i] where d[i] / 3 < 1, else 0, and d[i] /= 3 (HIP:
; float and double division, a double compare and a 64-bit index test).
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @fdiv_cmp(ptr addrspace(1) %x, ptr addrspace(1) %y,
                                    ptr addrspace(1) %d, i64 %n) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %px = getelementptr float, ptr addrspace(1) %x, i32 %i
  %py = getelementptr float, ptr addrspace(1) %y, i32 %i
  %pd = getelementptr double, ptr addrspace(1) %d, i32 %i
  %vx = load float, ptr addrspace(1) %px
  %vy = load float, ptr addrspace(1) %py
  %vd = load double, ptr addrspace(1) %pd
  %q = fdiv float %vx, %vy
  %dq = fdiv double %vd, 3.0
  %c = fcmp olt double %dq, 1.0
  %i64 = zext i32 %i to i64
  %in = icmp ult i64 %i64, %n
  %ok = and i1 %c, %in
  %r = select i1 %ok, float %q, float 0.0
  store float %r, ptr addrspace(1) %py
  store double %dq, ptr addrspace(1) %pd
  ret void
}
