// MESSAGE: exit=2 mlir-opt=accepts
module {
  llvm.mlir.global internal constant @answer() : i32 {
    %c = llvm.mlir.constant(42 : i32) : i32
    llvm.return %c : i32
  }
  llvm.func @main() {
    %p = llvm.mlir.addressof @answer : !llvm.ptr
    llvm.return
  }
}
