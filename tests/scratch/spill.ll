; spill.ll: a branch on the lane id that llc-19 -O0 compiles into spills
; and reloads through scratch (tests/scratch/gen.sh; tests/scratch.sh runs
; the output). out[tid] = tid < 16 ? (tid + n) * 3 : tid + n.
define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %a = add i32 %tid, %n
  %c = icmp ult i32 %tid, 16
  br i1 %c, label %then, label %end
then:
  %b = mul i32 %a, 3
  br label %end
end:
  %r = phi i32 [ %a, %entry ], [ %b, %then ]
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
