// FIXED: the corrected sibling of outer_band_races_through_inner_bands.mlir; runs clean
func.func @main() {
  %a = memref.alloc() : memref<16xf32>
  %c = arith.constant 1.0 : f32
  affine.parallel (%i) = (0) to (4) {
    affine.parallel (%j) = (0) to (4) {
      affine.store %c, %a[%i * 4 + %j] : memref<16xf32>
    }
    affine.parallel (%j) = (0) to (4) {
      %v = affine.load %a[%i * 4 + 3 - %j] : memref<16xf32>
      affine.store %v, %a[%i * 4 + 3 - %j] : memref<16xf32>
    }
  }
  memref.dealloc %a : memref<16xf32>
  return
}
