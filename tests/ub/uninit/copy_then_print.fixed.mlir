// FIXED: the corrected sibling of copy_then_print.mlir; runs clean
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %c = arith.constant 2.0 : f32
  affine.for %i = 0 to 4 {
    affine.store %c, %a[%i] : memref<4xf32>
  }
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  %u = memref.cast %b : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  return
}
