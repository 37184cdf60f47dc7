// MESSAGE: exit=2 mlir-opt=rejects
func.func @f(%m: memref<4xf32>, %v: f32, %i: index) {
  %r = memref.atomic_rmw subf %v, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}
