// MESSAGE: exit=2 mlir-opt=rejects
func.func @f(%m: memref<16xf32>) {
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [2] : memref<16xf32> to memref<4xf32>
  return
}
