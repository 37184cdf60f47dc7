// FIXED: the corrected sibling of affine_store_negative.mlir; runs clean
func.func @main() {
  %a = memref.alloc() : memref<4x4xf32>
  %c = arith.constant 0.0 : f32
  affine.for %i = 0 to 4 {
    affine.store %c, %a[%i - 0, %i] : memref<4x4xf32>
  }
  memref.dealloc %a : memref<4x4xf32>
  return
}
