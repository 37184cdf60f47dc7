// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%m: memref<2x4xf32>) {
  %e = "memref.collapse_shape"(%m) <{reassociation = [[0]]}> : (memref<2x4xf32>) -> memref<8xf32>
  return
}
