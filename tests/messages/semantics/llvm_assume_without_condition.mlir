// MESSAGE: exit=2 mlir-opt=rejects
module {
  llvm.func @main() {
    "llvm.intr.assume"() : () -> ()
    llvm.return
  }
}
