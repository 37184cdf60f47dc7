// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%m: memref<8xf32>) {
  %r = "memref.expand_shape"(%m) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 2, 4>}> : (memref<8xf32>) -> memref<2x4xf32>
  return
}
