// MESSAGE: exit=2 mlir-opt=accepts
module {
  llvm.func @main() {
    %c1 = llvm.mlir.constant(1 : i64) : i64
    %p = "llvm.alloca"(%c1) <{elem_type = !llvm.struct<"pair", (i32, i32)>}> : (i64) -> !llvm.ptr
    llvm.return
  }
}
