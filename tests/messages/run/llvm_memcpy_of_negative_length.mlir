// MESSAGE: exit=3 mlir-opt=accepts
module {
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @free(!llvm.ptr)
  llvm.func @aligned_alloc(i64, i64) -> !llvm.ptr
  llvm.func @printMemrefF32(i64, !llvm.ptr)
  llvm.func @main() {
    %c8 = llvm.mlir.constant(8 : i64) : i64
    %m = llvm.mlir.constant(-1 : i64) : i64
    %p = llvm.call @malloc(%c8) : (i64) -> !llvm.ptr
    "llvm.intr.memcpy"(%p, %p, %m) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.return
  }
}
