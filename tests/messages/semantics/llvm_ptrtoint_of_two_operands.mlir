// MESSAGE: exit=2 mlir-opt=rejects
module {
  llvm.func @main() {
    %c8 = llvm.mlir.constant(8 : i64) : i64
    %p = "llvm.alloca"(%c8) <{elem_type = i64}> : (i64) -> !llvm.ptr
    %i = "llvm.ptrtoint"(%p, %p) : (!llvm.ptr, !llvm.ptr) -> i64
    llvm.return
  }
}
