// UB: exit=3 at=6:8 family=immediate
func.func @main() {
  %a = arith.constant 4611686018427387904 : index
  %b = arith.constant 4611686018427387904 : index
  // expected-error @+1 {{undefined behaviour [immediate]: index overflow: a sum or product in result #0 of the affine map is beyond 128 bits (d0 = 4611686018427387904, s0 = 4611686018427387904)}}
  %r = affine.apply affine_map<(d0)[s0] -> ((d0 * s0 * s0) mod 5)>(%a)[%b]
  vector.print %r : index
  return
}
