// MESSAGE: exit=2 mlir-opt=rejects
func.func @f(%m: memref<4x4xf32>, %i: index) {
  %v = "memref.load"(%m, %i) : (memref<4x4xf32>, index) -> f32
  return
}
