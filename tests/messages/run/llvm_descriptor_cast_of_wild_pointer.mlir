// MESSAGE: exit=3 mlir-opt=accepts
module {
  llvm.func @main() {
    %c8 = llvm.mlir.constant(8 : i64) : i64
    %p = "llvm.inttoptr"(%c8) : (i64) -> !llvm.ptr
    %u = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
    %a = llvm.insertvalue %p, %u[0] : !llvm.struct<(ptr, ptr, i64)>
    %b = llvm.insertvalue %p, %a[1] : !llvm.struct<(ptr, ptr, i64)>
    %c = llvm.insertvalue %c8, %b[2] : !llvm.struct<(ptr, ptr, i64)>
    %m = builtin.unrealized_conversion_cast %c : !llvm.struct<(ptr, ptr, i64)> to memref<f32>
    llvm.return
  }
}
