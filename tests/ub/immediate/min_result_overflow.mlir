// UB: exit=3 at=6:8 family=immediate
func.func @main() {
  %big = arith.constant 9223372036854775806 : index
  %d = arith.constant 2 : index
  // expected-error @+1 {{undefined behaviour [immediate]: index overflow: result #0 of the affine map is 9223372036854775808, outside the 64 bits of index (d0 = 9223372036854775806, d1 = 2)}}
  %r = affine.min affine_map<(d0, d1) -> (d0 + d1, 7)>(%big, %d)
  vector.print %r : index
  return
}
