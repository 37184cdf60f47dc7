// UB: exit=3 at=6:8 family=immediate
func.func @main() {
  %n = arith.constant 0 : index
  %i = arith.constant 7 : index
  // expected-error @+1 {{undefined behaviour [immediate]: semi-affine mod by a non-positive value (7 mod 0) is undefined}}
  %r = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%i)[%n]
  vector.print %r : index
  return
}
