// MESSAGE: exit=2 mlir-opt=accepts
// mlir-opt-22 accepts this: printString is an external function to it; the runner library's printString reads its argument as a pointer to a string
module {
  llvm.func @printString(i64)
  llvm.func @main() {
    %a = llvm.mlir.constant(1 : i64) : i64
    llvm.call @printString(%a) : (i64) -> ()
    llvm.return
  }
}
