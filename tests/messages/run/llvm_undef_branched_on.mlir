// MESSAGE: exit=3 mlir-opt=accepts
module {
  llvm.func @main() {
    %u = "llvm.mlir.undef"() : () -> i1
    llvm.cond_br %u, ^bb1, ^bb1
      ^bb1:
    llvm.return
  }
}
