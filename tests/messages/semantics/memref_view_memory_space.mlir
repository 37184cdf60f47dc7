// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%m: memref<64xi8>) {
  %c0 = arith.constant 0 : index
  %r = memref.view %m[%c0][] : memref<64xi8> to memref<4xf32, 1>
  return
}
