// MESSAGE: exit=2 mlir-opt=accepts
// mlir-opt-22 accepts this: a declaration of its own; the runner's memrefCopy takes an element size and two descriptors
module {
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @free(!llvm.ptr)
  llvm.func @aligned_alloc(i64, i64) -> !llvm.ptr
  llvm.func @memrefCopy(i64, !llvm.ptr)
  llvm.func @main() {
    %c8 = llvm.mlir.constant(8 : i64) : i64
    %p = llvm.call @malloc(%c8) : (i64) -> !llvm.ptr
    llvm.call @memrefCopy(%c8, %p) : (i64, !llvm.ptr) -> ()
    llvm.return
  }
}
