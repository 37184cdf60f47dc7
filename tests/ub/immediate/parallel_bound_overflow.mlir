// UB: exit=3 at=5:3 family=immediate
func.func @main() {
  %n = arith.constant 4611686018427387904 : index
  // expected-error @+1 {{undefined behaviour [immediate]: index overflow: result #0 of the affine map is 9223372036854775808, outside the 64 bits of index (s0 = 4611686018427387904)}}
  affine.parallel (%i) = (0) to (symbol(%n) * 2) {
  }
  vector.print %n : index
  return
}
