// UB: exit=2 at=5:5 family=dims
func.func @main() {
  %c7 = arith.constant 7 : index
  affine.for %i = 0 to 7 {
    affine.for %j = 0 to affine_map<()[s0] -> (s0)>()[%i] {
    }
  }
  return
}
