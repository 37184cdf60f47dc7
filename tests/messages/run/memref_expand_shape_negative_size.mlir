// MESSAGE: exit=3 mlir-opt=accepts
func.func @main() {
  %m = memref.alloc() : memref<8xf32>
  %d = memref.cast %m : memref<8xf32> to memref<?xf32>
  %n = arith.constant -2 : index
  %e = memref.expand_shape %d [[0, 1]] output_shape [%n, 4] : memref<?xf32> into memref<?x4xf32>
  memref.dealloc %m : memref<8xf32>
  return
}
