// FIXED: the corrected sibling of vector_load_tail.mlir; runs clean
func.func @main() {
  %a = memref.alloc() : memref<10xf32>
  %c = arith.constant 0.0 : f32
  affine.for %i = 0 to 10 {
    affine.store %c, %a[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 8 step 4 {
    %v = affine.vector_load %a[%i] : memref<10xf32>, vector<4xf32>
  }
  memref.dealloc %a : memref<10xf32>
  return
}
