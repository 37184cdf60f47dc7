// FIXED: the corrected sibling of views_of_one_buffer_overlap.mlir; runs clean
func.func @main() {
  %raw = memref.alloc() : memref<64xi8>
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %v = memref.view %raw[%c0][] : memref<64xi8> to memref<16xf32>
  %w = memref.view %raw[%c4][] : memref<64xi8> to memref<15xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 16 {
    affine.store %c, %v[%i] : memref<16xf32>
  }
  affine.parallel (%i) = (0) to (4) {
    %x = affine.load %w[%i] : memref<15xf32>
    affine.store %x, %v[%i + 1] : memref<16xf32>
  }
  memref.dealloc %raw : memref<64xi8>
  return
}
