// MESSAGE: exit=2 mlir-opt=rejects
module {
  llvm.func @main() {
    "llvm.intr.stackrestore"() : () -> ()
    llvm.return
  }
}
