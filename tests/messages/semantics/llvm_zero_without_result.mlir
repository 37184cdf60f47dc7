// MESSAGE: exit=2 mlir-opt=rejects
module {
  llvm.func @main() {
    "llvm.mlir.zero"() : () -> ()
    llvm.return
  }
}
