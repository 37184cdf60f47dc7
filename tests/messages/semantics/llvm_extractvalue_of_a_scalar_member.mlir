// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%s: !llvm.struct<(ptr, f32)>) -> f32 {
  %x = "llvm.extractvalue"(%s) <{position = array<i64: 0, 1>}> : (!llvm.struct<(ptr, f32)>) -> f32
  return %x : f32
}
