// MESSAGE: exit=2 mlir-opt=accepts
module {
  llvm.mlir.global internal constant @table(dense<[1, 2, 3, 4]> : tensor<4xi32>) : !llvm.array<4 x i32>
  llvm.func @main() {
    %p = llvm.mlir.addressof @table : !llvm.ptr
    llvm.return
  }
}
