// MESSAGE: exit=3 mlir-opt=accepts
func.func @main() {
  %m = memref.alloc() : memref<4xf32>
  %d = memref.cast %m : memref<4xf32> to memref<?xf32>
  %r = memref.cast %d : memref<?xf32> to memref<8xf32>
  memref.dealloc %m : memref<4xf32>
  return
}
