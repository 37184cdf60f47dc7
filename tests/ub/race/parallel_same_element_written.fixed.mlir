// FIXED: the corrected sibling of parallel_same_element_written.mlir; runs clean
func.func @main() {
  %a = memref.alloc() : memref<8xf32>
  %c = arith.constant 1.0 : f32
  affine.parallel (%i) = (0) to (8) {
    affine.store %c, %a[%i] : memref<8xf32>
  }
  memref.dealloc %a : memref<8xf32>
  return
}
