// UB: exit=3 at=6:8 family=immediate
func.func @main() {
  %a = arith.constant 4294967296 : index
  %b = arith.constant 2147483648 : index
  // expected-error @+1 {{undefined behaviour [immediate]: index overflow: the dividend of 'floordiv' in result #0 of the affine map is 9223372036854775808, outside the 64 bits of index (d0 = 4294967296, s0 = 2147483648)}}
  %r = affine.apply affine_map<(d0)[s0] -> ((d0 * s0) floordiv 3)>(%a)[%b]
  vector.print %r : index
  return
}
