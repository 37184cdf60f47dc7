// MESSAGE: exit=2 mlir-opt=rejects
module {
  llvm.func @main() {
    %c8 = llvm.mlir.constant(8 : i64) : i64
    %p = "llvm.alloca"(%c8) <{elem_type = i64}> : (i64) -> !llvm.ptr
    "llvm.intr.memcpy"(%p, %p) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr) -> ()
    llvm.return
  }
}
