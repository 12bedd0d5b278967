; spill.ll: the scratch test's branch on the lane id (out[tid] = tid < 16 ?
; (tid + n) * 3 : tid + n) with one inline-asm operand in an AGPR, so that
; llc-19 -O0 for gfx90a/gfx942 may use the AGPR file and spills VGPRs
; into it ("Reload Reuse") rather than to scratch (tests/agpr/gen.sh;
; tests/agpr.sh runs the output).
define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %a = add i32 %tid, %n
  call void asm sideeffect "; agpr operand $0", "a"(i32 %n)
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
