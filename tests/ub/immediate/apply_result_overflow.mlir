// UB: exit=3 at=6:8 family=immediate
func.func @main() {
  %big = arith.constant 4611686018427387904 : index
  %d = arith.constant 0 : index
  // expected-error @+1 {{undefined behaviour [immediate]: index overflow: result #0 of the affine map is 9223372036854775808, outside the 64 bits of index (d0 = 4611686018427387904, d1 = 0)}}
  %r = affine.apply affine_map<(d0, d1) -> (d0 * 2 + d1)>(%big, %d)
  vector.print %r : index
  return
}
