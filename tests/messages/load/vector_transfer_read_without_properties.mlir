// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%m: memref<4xf32>, %i: index, %p: f32) {
  %v = "vector.transfer_read"(%m, %i, %p) : (memref<4xf32>, index, f32) -> vector<4xf32>
  return
}
