// MESSAGE: exit=2 mlir-opt=rejects
func.func @f(%m: memref<4xf32>, %i: index) {
  %v = "affine.load"(%m, %i) <{map = affine_map<(d0) -> (d0, d0)>}> : (memref<4xf32>, index) -> f32
  return
}
