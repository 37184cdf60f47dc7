// MESSAGE: exit=2 mlir-opt=accepts
module {
  llvm.mlir.global internal constant @s("hi\00") : !llvm.array<3 x i8>
  llvm.func @main() {
    %i = llvm.mlir.constant(1 : i64) : i64
    %p = llvm.mlir.addressof @s : !llvm.ptr
    %q = llvm.getelementptr %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.return
  }
}
