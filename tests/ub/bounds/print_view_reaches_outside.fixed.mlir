// FIXED: the corrected sibling of print_view_reaches_outside.mlir; runs clean
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %c = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<4xf32>
  affine.for %i = 0 to 4 {
    affine.store %c, %a[%i] : memref<4xf32>
  }
  %n = arith.constant 4 : index
  %v = memref.reinterpret_cast %a to offset: [0], sizes: [%n], strides: [1] : memref<4xf32> to memref<?xf32>
  %u = memref.cast %v : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<4xf32>
  return
}
