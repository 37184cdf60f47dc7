// MESSAGE: exit=2 mlir-opt=rejects
func.func @f(%m: memref<4xf32>, %v: f32, %i: index) {
  %r = memref.atomic_rmw addf %v, %m[%i] : (f32) -> f32
  return
}
