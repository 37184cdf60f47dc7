// MESSAGE: exit=2 mlir-opt=accepts
module {
  llvm.func @printMemrefF32(i64)
  llvm.func @main() {
    %c8 = llvm.mlir.constant(8 : i64) : i64
    llvm.call @printMemrefF32(%c8) : (i64) -> ()
    llvm.return
  }
}
