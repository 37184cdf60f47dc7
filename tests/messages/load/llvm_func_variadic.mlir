// MESSAGE: exit=2 mlir-opt=accepts
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @main() {
  llvm.return
}
