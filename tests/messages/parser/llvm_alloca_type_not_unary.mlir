// MESSAGE: exit=2 mlir-opt=rejects
llvm.func @f(%n: i64) {
  %a = llvm.alloca %n x f32 : (i64, i64) -> !llvm.ptr
  llvm.return
}
