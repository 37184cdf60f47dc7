// MESSAGE: exit=2 mlir-opt=rejects
llvm.func @f() {
  %p = llvm.mlir.poison : !llvm.array<2 x i32 i32>
  %e = llvm.extractvalue %p[0] : !llvm.array<2 x i32 i32>
  llvm.return
}
