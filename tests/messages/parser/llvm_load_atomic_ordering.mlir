// MESSAGE: exit=2 mlir-opt=rejects
llvm.func @f(%p: !llvm.ptr) {
  %a = llvm.load %p atomic sometimes {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.return
}
