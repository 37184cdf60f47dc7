// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%m: memref<8xf32>) {
  %e = "memref.expand_shape"(%m) <{reassociation = [[1, 0]], static_output_shape = array<i64: 2, 4>}> : (memref<8xf32>) -> memref<2x4xf32>
  return
}
