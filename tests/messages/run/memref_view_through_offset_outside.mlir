// MESSAGE: exit=3 mlir-opt=accepts
func.func @main() {
  %m = memref.alloc() : memref<8xf32>
  %c0 = arith.constant 0 : index
  %c = arith.constant 1.0 : f32
  %r = memref.reinterpret_cast %m to offset: [6], sizes: [4], strides: [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 6>>
  %c3 = arith.constant 3 : index
  memref.store %c, %r[%c3] : memref<4xf32, strided<[1], offset: 6>>
  memref.dealloc %m : memref<8xf32>
  return
}
