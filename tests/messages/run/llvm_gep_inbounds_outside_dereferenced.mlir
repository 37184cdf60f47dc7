// MESSAGE: exit=3 mlir-opt=accepts
module {
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @free(!llvm.ptr)
  llvm.func @aligned_alloc(i64, i64) -> !llvm.ptr
  llvm.func @printMemrefF32(i64, !llvm.ptr)
  llvm.func @main() {
    %c8 = llvm.mlir.constant(8 : i64) : i64
    %c9 = llvm.mlir.constant(9 : i64) : i64
    %p = llvm.call @malloc(%c8) : (i64) -> !llvm.ptr
    %q = "llvm.getelementptr"(%p, %c9) <{elem_type = i8, noWrapFlags = 3 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %x = "llvm.load"(%q) <{ordering = 0 : i64}> : (!llvm.ptr) -> i8
    llvm.return
  }
}
