// FIXED: the corrected sibling of inner_band_iterations_race.mlir; runs clean
func.func @main() {
  %a = memref.alloc() : memref<4x4xf32>
  %c = arith.constant 1.0 : f32
  affine.parallel (%i) = (0) to (4) {
    affine.parallel (%j) = (0) to (4) {
      affine.store %c, %a[%i, %j] : memref<4x4xf32>
    }
  }
  memref.dealloc %a : memref<4x4xf32>
  return
}
