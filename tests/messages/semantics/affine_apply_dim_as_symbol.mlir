// MESSAGE: exit=2 mlir-opt=rejects
func.func @f() {
  affine.for %k = 0 to 4 {
    %v = affine.apply affine_map<()[s0] -> (s0)> ()[%k]
  }
  return
}
