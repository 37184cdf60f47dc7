// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%s: !llvm.struct<(i32, f32)>, %v: i32) {
  %x = "llvm.insertvalue"(%s) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>) -> !llvm.struct<(i32, f32)>
  return
}
