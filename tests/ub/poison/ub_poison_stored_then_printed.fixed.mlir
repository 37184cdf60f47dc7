// FIXED: the corrected sibling of ub_poison_stored_then_printed.mlir; runs clean
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %a = memref.alloc() : memref<2xf32>
  %p = arith.constant 2.0 : f32
  affine.store %p, %a[0] : memref<2xf32>
  affine.store %p, %a[1] : memref<2xf32>
  %v = affine.load %a[1] : memref<2xf32>
  %w = arith.mulf %v, %v : f32
  vector.print %w : f32
  memref.dealloc %a : memref<2xf32>
  return
}
