// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%m: memref<8xf32>) {
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [1] : memref<8xf32> to memref<2x2xf32>
  return
}
