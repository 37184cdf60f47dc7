// FIXED: the corrected sibling of copied_then_branched_on.mlir; runs clean
func.func @main() {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %one = arith.constant 1.0 : f32
  affine.store %one, %a[0] : memref<4xf32>
  %v = affine.load %a[0] : memref<4xf32>
  affine.store %v, %b[0] : memref<4xf32>
  %w = affine.load %b[0] : memref<4xf32>
  %c = arith.cmpf olt, %w, %one : f32
  scf.if %c {
    vector.print %w : f32
  }
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  return
}
