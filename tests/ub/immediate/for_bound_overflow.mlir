// UB: exit=3 at=5:3 family=immediate
func.func @main() {
  %n = arith.constant 9223372036854775807 : index
  // expected-error @+1 {{undefined behaviour [immediate]: index overflow: result #0 of the affine map is 9223372036854775808, outside the 64 bits of index (s0 = 9223372036854775807)}}
  affine.for %i = affine_map<()[s0] -> (s0)>()[%n] to affine_map<()[s0] -> (s0 + 1)>()[%n] {
    vector.print %i : index
  }
  return
}
