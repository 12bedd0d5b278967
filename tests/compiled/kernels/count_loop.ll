; SPDX-License-Identifier: MIT
; A loop with a uniform trip count: out[i] = i * n by repeated adds
; (branches, labels and scalar compares, as loops compile).
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @count_loop(ptr addrspace(1) %out, i32 %n) {
entry:
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %z = icmp eq i32 %n, 0
  br i1 %z, label %done, label %loop

loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %loop ]
  %acc1 = add i32 %acc, %i
  %k1 = add i32 %k, 1
  %c = icmp ult i32 %k1, %n
  br i1 %c, label %loop, label %done

done:
  %r = phi i32 [ 0, %entry ], [ %acc1, %loop ]
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %r, ptr addrspace(1) %p
  ret void
}
