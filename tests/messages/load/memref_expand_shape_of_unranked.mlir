// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%m: memref<*xf32>) {
  %e = "memref.expand_shape"(%m) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2, 4>}> : (memref<*xf32>) -> memref<2x4xf32>
  return
}
