// MESSAGE: exit=2 mlir-opt=rejects
func.func @f(%m: memref<4xf32>) {
  affine.for %i = 0 to 4 step 99999999999999999999 {
  }
  return
}
