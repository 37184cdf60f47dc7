// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%m: memref<8xf32>) {
  %r = memref.subview %m[0][4][1] : memref<8xf32> to memref<4x1xf32>
  return
}
