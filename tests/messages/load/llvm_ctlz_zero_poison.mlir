// MESSAGE: exit=2 mlir-opt=accepts
module {
  llvm.func @main() {
    %c8 = llvm.mlir.constant(8 : i64) : i64
    %z = "llvm.intr.ctlz"(%c8) <{is_zero_poison = true}> : (i64) -> i64
    llvm.return
  }
}
