// MESSAGE: exit=2 mlir-opt=rejects
func.func @f(%m: memref<16xf32>, %o: index) {
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [%o], strides: [1] : memref<16xf32> to memref<4xf32>
  return
}
