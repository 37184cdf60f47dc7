// MESSAGE: exit=2 mlir-opt=accepts
// mlir-opt-22 accepts this: a declaration of its own; the C library's free takes one pointer
module {
  llvm.func @free(!llvm.ptr, !llvm.ptr)
  llvm.func @main() {
    %c8 = llvm.mlir.constant(8 : i64) : i64
    %p = "llvm.alloca"(%c8) <{elem_type = i64}> : (i64) -> !llvm.ptr
    llvm.call @free(%p, %p) : (!llvm.ptr, !llvm.ptr) -> ()
    llvm.return
  }
}
