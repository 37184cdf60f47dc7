// MESSAGE: exit=2 mlir-opt=accepts
// mlir-opt-22 accepts this: a declaration of its own; the C library's malloc takes one size
module {
  llvm.func @malloc(i64, i64) -> !llvm.ptr
  llvm.func @main() {
    %c8 = llvm.mlir.constant(8 : i64) : i64
    %p = llvm.call @malloc(%c8, %c8) : (i64, i64) -> !llvm.ptr
    llvm.return
  }
}
