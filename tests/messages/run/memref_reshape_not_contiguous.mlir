// MESSAGE: exit=3 mlir-opt=accepts
func.func @main() {
  %m = memref.alloc() : memref<4x4xf32>
  %s = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1]>>
  %shape = memref.alloc() : memref<1xindex>
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  memref.store %c4, %shape[%c0] : memref<1xindex>
  %u = memref.cast %s : memref<2x2xf32, strided<[4, 1]>> to memref<*xf32>
  %r = memref.reshape %u(%shape) : (memref<*xf32>, memref<1xindex>) -> memref<4xf32>
  memref.dealloc %shape : memref<1xindex>
  memref.dealloc %m : memref<4x4xf32>
  return
}
