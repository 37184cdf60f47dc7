// MESSAGE: exit=2 mlir-opt=accepts
module {
  llvm.mlir.global internal constant @s("hi\00") : !llvm.array<3 x i8>
  llvm.func @main() {
    %p = llvm.mlir.addressof @s : !llvm.ptr
    %q = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, vector<4xf32>
    llvm.return
  }
}
