// MESSAGE: exit=2 mlir-opt=accepts
module {
  llvm.mlir.global internal @g() : !llvm.struct<"pair", (i32, i32)>
  llvm.func @main() {
    llvm.return
  }
}
