// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%m: memref<2x4xf32>) {
  %r = "memref.collapse_shape"(%m) <{reassociation = [[0, 1, 2]]}> : (memref<2x4xf32>) -> memref<8xf32>
  return
}
