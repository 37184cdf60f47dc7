// MESSAGE: exit=2 mlir-opt=accepts
module {
  llvm.mlir.global private constant @g(dense<"0x01020304"> : tensor<4xi8>) : !llvm.array<4 x i8>
  llvm.func @main() {
    llvm.return
  }
}
