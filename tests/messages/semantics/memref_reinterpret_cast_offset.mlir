// MESSAGE: exit=2 mlir-opt=rejects
func.func @f(%m: memref<16xf32>) {
  %r = memref.reinterpret_cast %m to offset: [3], sizes: [4], strides: [1] : memref<16xf32> to memref<4xf32, strided<[1], offset: 5>>
  return
}
