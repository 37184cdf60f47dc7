// MESSAGE: exit=2 mlir-opt=rejects
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32) {
  "memref.store"(%v, %m, %i) : (f32, memref<4x4xf32>, index) -> ()
  return
}
