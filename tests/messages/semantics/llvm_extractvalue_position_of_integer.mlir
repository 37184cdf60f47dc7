// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%s: !llvm.struct<(i32, f32)>) -> f32 {
  %x = "llvm.extractvalue"(%s) {position = 0 : i64} : (!llvm.struct<(i32, f32)>) -> f32
  return %x : f32
}
