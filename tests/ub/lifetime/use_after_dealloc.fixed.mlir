// FIXED: the corrected sibling of use_after_dealloc.mlir; runs clean
func.func @main() {
  %a = memref.alloc() : memref<4xf32>
  %c = arith.constant 1.0 : f32
  affine.store %c, %a[0] : memref<4xf32>
  
  %v = affine.load %a[0] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}
