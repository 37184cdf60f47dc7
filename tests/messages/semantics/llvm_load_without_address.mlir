// MESSAGE: exit=2 mlir-opt=rejects
module {
  llvm.func @main() {
    %x = "llvm.load"() <{ordering = 0 : i64}> : () -> i64
    llvm.return
  }
}
