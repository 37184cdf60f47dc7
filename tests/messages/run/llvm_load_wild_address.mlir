// MESSAGE: exit=3 mlir-opt=accepts
module {
  llvm.func @main() {
    %c8 = llvm.mlir.constant(8 : i64) : i64
    %p = "llvm.inttoptr"(%c8) : (i64) -> !llvm.ptr
    %x = "llvm.load"(%p) <{ordering = 0 : i64}> : (!llvm.ptr) -> i64
    llvm.return
  }
}
