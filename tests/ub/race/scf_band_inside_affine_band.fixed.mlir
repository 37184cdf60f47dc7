// FIXED: the corrected sibling of scf_band_inside_affine_band.mlir; runs clean
func.func @main() {
  %a = memref.alloc() : memref<8xf32>
  %c = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  affine.parallel (%i) = (0) to (4) {
    scf.parallel (%j) = (%c0) to (%c2) step (%c1) {
      %i2 = arith.muli %i, %c2 : index
      %k = arith.addi %i2, %j : index
      memref.store %c, %a[%k] : memref<8xf32>
    }
  }
  memref.dealloc %a : memref<8xf32>
  return
}
