// MESSAGE: exit=3 mlir-opt=accepts
module {
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @free(!llvm.ptr)
  llvm.func @main() {
    %c8 = llvm.mlir.constant(8 : i64) : i64
    %p = llvm.call @malloc(%c8) : (i64) -> !llvm.ptr
    llvm.call @free(%p) : (!llvm.ptr) -> ()
    llvm.call @free(%p) : (!llvm.ptr) -> ()
    llvm.return
  }
}
