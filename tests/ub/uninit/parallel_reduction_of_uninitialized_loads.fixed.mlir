// FIXED: the corrected sibling of parallel_reduction_of_uninitialized_loads.mlir; runs clean
func.func @main() {
  %a = memref.alloc() : memref<4xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 4 {
    affine.store %c, %a[%i] : memref<4xf32>
  }
  %r = affine.parallel (%i) = (0) to (4) reduce ("addf") -> f32 {
    %v = affine.load %a[%i] : memref<4xf32>
    affine.yield %v : f32
  }
  vector.print %r : f32
  memref.dealloc %a : memref<4xf32>
  return
}
