// MESSAGE: exit=3 mlir-opt=accepts
func.func @main() {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<2x2xf32>
  %ua = memref.cast %a : memref<4xf32> to memref<*xf32>
  %ub = memref.cast %b : memref<2x2xf32> to memref<*xf32>
  memref.copy %ua, %ub : memref<*xf32> to memref<*xf32>
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<2x2xf32>
  return
}
