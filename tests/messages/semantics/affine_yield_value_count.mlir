// MESSAGE: exit=2 mlir-opt=rejects
func.func @f(%v: f32) {
  affine.for %k = 0 to 4 {
    "affine.yield"(%v) : (f32) -> ()
  }
  return
}
