// MESSAGE: exit=2 mlir-opt=accepts
module {
  llvm.func @main() {
    %c = llvm.mlir.constant(8 : i64) : i64
    %m:2 = builtin.unrealized_conversion_cast %c : i64 to i64, i64
    llvm.return
  }
}
