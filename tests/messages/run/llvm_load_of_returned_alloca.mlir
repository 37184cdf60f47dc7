// MESSAGE: exit=3 mlir-opt=accepts
module {
  llvm.func @f() -> !llvm.ptr {
    %c1 = llvm.mlir.constant(1 : i64) : i64
    %p = "llvm.alloca"(%c1) <{elem_type = i64}> : (i64) -> !llvm.ptr
    llvm.return %p : !llvm.ptr
  }
  llvm.func @main() {
    %p = llvm.call @f() : () -> !llvm.ptr
    %x = "llvm.load"(%p) <{ordering = 0 : i64}> : (!llvm.ptr) -> i64
    llvm.return
  }
}
