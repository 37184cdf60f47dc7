// UB: exit=3 at=5:8 family=immediate
func.func @main() {
  %a = arith.constant 4611686018427387904 : index
  %b = arith.constant 4611686018427387904 : index
  %r = affine.apply affine_map<(d0)[s0] -> ((d0 * s0 * s0) mod 5)>(%a)[%b]
  vector.print %r : index
  return
}
