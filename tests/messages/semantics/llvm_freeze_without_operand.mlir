// MESSAGE: exit=2 mlir-opt=rejects
module {
  llvm.func @main() {
    %f = "llvm.freeze"() : () -> i64
    llvm.return
  }
}
