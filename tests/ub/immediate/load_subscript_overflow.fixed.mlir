// FIXED: the corrected sibling of load_subscript_overflow.mlir; runs clean
func.func @main() {
  %a = memref.alloc() : memref<4xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 4 {
    affine.store %c, %a[%i] : memref<4xf32>
  }
  %n = arith.constant 2 : index
  %v = affine.load %a[symbol(%n) + 1] : memref<4xf32>
  vector.print %v : f32
  memref.dealloc %a : memref<4xf32>
  return
}
