// MESSAGE: exit=3 mlir-opt=accepts
func.func @main() {
  %m = memref.alloc() : memref<4x4xf32>
  %s = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1]>>
  %d = memref.cast %s : memref<2x2xf32, strided<[4, 1]>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %c = memref.collapse_shape %d [[0, 1]] : memref<?x?xf32, strided<[?, ?], offset: ?>> into memref<?xf32, strided<[?], offset: ?>>
  memref.dealloc %m : memref<4x4xf32>
  return
}
