// FIXED: the corrected sibling of alloca_after_its_function_returned.mlir; runs clean
func.func @leak() -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  return %a : memref<4xf32>
}
func.func @main() {
  %a = call @leak() : () -> memref<4xf32>
  %c = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  memref.store %c, %a[%c0] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}
