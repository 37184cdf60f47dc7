// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%s: !llvm.struct<(i32, f32)>) {
  %x = "llvm.extractvalue"(%s) : (!llvm.struct<(i32, f32)>) -> i32
  return
}
