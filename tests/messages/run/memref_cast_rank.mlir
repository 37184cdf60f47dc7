// MESSAGE: exit=3 mlir-opt=accepts
func.func @main() {
  %m = memref.alloc() : memref<4xf32>
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  %r = memref.cast %u : memref<*xf32> to memref<?x?xf32>
  memref.dealloc %m : memref<4xf32>
  return
}
