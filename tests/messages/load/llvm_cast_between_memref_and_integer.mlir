// MESSAGE: exit=2 mlir-opt=accepts
module {
  llvm.func @main() {
    %c = llvm.mlir.constant(8 : i64) : i64
    %m = builtin.unrealized_conversion_cast %c : i64 to memref<f32>
    llvm.return
  }
}
