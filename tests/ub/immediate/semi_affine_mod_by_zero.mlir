// UB: exit=3 at=5:8 family=immediate
func.func @main() {
  %n = arith.constant 0 : index
  %i = arith.constant 7 : index
  %r = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%i)[%n]
  vector.print %r : index
  return
}
