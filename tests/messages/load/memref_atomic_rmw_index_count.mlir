// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%m: memref<4x4xf32>, %i: index, %v: f32) {
  %r = "memref.atomic_rmw"(%v, %m, %i) <{kind = 0 : i64}> : (f32, memref<4x4xf32>, index) -> f32
  return
}
