// MESSAGE: exit=2 mlir-opt=rejects
module {
  llvm.func @main() {
    %c8 = llvm.mlir.constant(8 : i64) : i64
    "llvm.store"(%c8) <{ordering = 0 : i64}> : (i64) -> ()
    llvm.return
  }
}
