// MESSAGE: exit=2 mlir-opt=rejects
llvm.func @f(%p: !llvm.ptr, %i: i64) {
  %q = llvm.getelementptr inbounds| %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.return
}
