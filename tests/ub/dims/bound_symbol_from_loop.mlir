// UB: exit=2 at=6:5 family=dims
func.func @main() {
  %c7 = arith.constant 7 : index
  affine.for %i = 0 to 7 {
    // expected-error @+1 {{'affine.for' op operand cannot be used as a symbol}}
    affine.for %j = 0 to affine_map<()[s0] -> (s0)>()[%i] {
    }
  }
  return
}
