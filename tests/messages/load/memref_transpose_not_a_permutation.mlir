// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%m: memref<2x4xf32>) {
  %t = "memref.transpose"(%m) <{permutation = affine_map<(d0, d1) -> (d0, d0)>}> : (memref<2x4xf32>) -> memref<2x2xf32>
  return
}
