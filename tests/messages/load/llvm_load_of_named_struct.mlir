// MESSAGE: exit=2 mlir-opt=accepts
module {
  llvm.func @main() {
    %c8 = llvm.mlir.constant(8 : i64) : i64
    %p = "llvm.alloca"(%c8) <{elem_type = i64}> : (i64) -> !llvm.ptr
    %x = "llvm.load"(%p) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.struct<"pair", (i32, i32)>
    llvm.return
  }
}
