// MESSAGE: exit=2 mlir-opt=rejects
module {
  llvm.mlir.global internal constant @s("hi\00") : !llvm.array<3 x i8>
  llvm.func @main() {
    %p = llvm.mlir.addressof @s : !llvm.ptr
    %q = llvm.getelementptr %p[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i8)>
    llvm.return
  }
}
