// MESSAGE: exit=3 mlir-opt=accepts
module {
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @main() {
    %c99 = llvm.mlir.constant(99 : i64) : i64
    %p = llvm.call @malloc(%c99) : (i64) -> !llvm.ptr
    %u = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %a = llvm.insertvalue %c99, %u[0] : !llvm.struct<(i64, ptr)>
    %b = llvm.insertvalue %p, %a[1] : !llvm.struct<(i64, ptr)>
    %m = builtin.unrealized_conversion_cast %b : !llvm.struct<(i64, ptr)> to memref<*xf32>
    llvm.return
  }
}
