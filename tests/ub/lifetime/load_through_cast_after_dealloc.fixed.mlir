// FIXED: the corrected sibling of load_through_cast_after_dealloc.mlir; runs clean
func.func @main() {
  %a = memref.alloc() : memref<4xf32>
  %c = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  memref.store %c, %a[%c0] : memref<4xf32>
  %d = memref.cast %a : memref<4xf32> to memref<?xf32>
  %u = arith.constant 0 : index
  %v = memref.load %d[%c0] : memref<?xf32>
  vector.print %v : f32
  memref.dealloc %a : memref<4xf32>
  return
}
