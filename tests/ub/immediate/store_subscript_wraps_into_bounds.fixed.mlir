// FIXED: the corrected sibling of store_subscript_wraps_into_bounds.mlir; runs clean
func.func @main() {
  %a = memref.alloc() : memref<4xf32>
  %c = arith.constant 1.0 : f32
  %n = arith.constant 1 : index
  %m = arith.constant 0 : index
  affine.store %c, %a[symbol(%n) * 2 + symbol(%m)] : memref<4xf32>
  %v = affine.load %a[2] : memref<4xf32>
  vector.print %v : f32
  memref.dealloc %a : memref<4xf32>
  return
}
