// MESSAGE: exit=3 mlir-opt=accepts
module {
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @free(!llvm.ptr)
  llvm.func @aligned_alloc(i64, i64) -> !llvm.ptr
  llvm.func @memrefCopy(i64, !llvm.ptr, !llvm.ptr)
  llvm.func @main() {
    %c99 = llvm.mlir.constant(99 : i64) : i64
    %c16 = llvm.mlir.constant(16 : i64) : i64
    %p = llvm.call @malloc(%c16) : (i64) -> !llvm.ptr
    "llvm.store"(%c99, %p) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
    llvm.call @memrefCopy(%c16, %p, %p) : (i64, !llvm.ptr, !llvm.ptr) -> ()
    llvm.return
  }
}
