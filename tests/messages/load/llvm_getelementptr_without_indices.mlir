// MESSAGE: exit=2 mlir-opt=rejects
module {
  llvm.mlir.global internal constant @s("hi\00") : !llvm.array<3 x i8>
  llvm.func @main() {
    %p = llvm.mlir.addressof @s : !llvm.ptr
    %q = llvm.getelementptr %p[] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.return
  }
}
