// MESSAGE: exit=3 mlir-opt=accepts
module {
  llvm.func @main() {
    %c4 = llvm.mlir.constant(4 : i64) : i64
    %p = "llvm.alloca"(%c4) <{elem_type = f32}> : (i64) -> !llvm.ptr
    %q = "llvm.getelementptr"(%p, %c4) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %x = "llvm.load"(%q) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
    llvm.return
  }
}
