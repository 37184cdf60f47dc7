// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%s: !llvm.array<4 x i32>) -> i32 {
  %x = "llvm.extractvalue"(%s) <{position = array<i64: 4>}> : (!llvm.array<4 x i32>) -> i32
  return %x : i32
}
