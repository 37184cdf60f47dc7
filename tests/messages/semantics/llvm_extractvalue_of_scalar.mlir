// MESSAGE: exit=2 mlir-opt=rejects
module {
  llvm.func @main() {
    %c = llvm.mlir.constant(1 : i32) : i32
    %e = "llvm.extractvalue"(%c) <{position = array<i64: 0>}> : (i32) -> i32
    llvm.return
  }
}
