// MESSAGE: exit=2 mlir-opt=rejects
// the index 1 is a constant, not an operand: the function type lists an i64 too many
module {
  llvm.mlir.global internal constant @s("hi\00") : !llvm.array<3 x i8>
  llvm.func @main() {
    %p = llvm.mlir.addressof @s : !llvm.ptr
    %q = llvm.getelementptr %p[1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.return
  }
}
