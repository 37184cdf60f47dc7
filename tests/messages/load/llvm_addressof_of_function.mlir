// MESSAGE: exit=2 mlir-opt=accepts
module {
  llvm.func @main() {
    %p = llvm.mlir.addressof @main : !llvm.ptr
    llvm.return
  }
}
