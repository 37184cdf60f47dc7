// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%m: memref<8xf32>) {
  %b, %o = "memref.extract_strided_metadata"(%m) : (memref<8xf32>) -> (memref<f32>, index)
  return
}
