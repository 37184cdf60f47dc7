// UB: exit=3 at=5:8 family=immediate
func.func @main() {
  %a = arith.constant 4294967296 : index
  %b = arith.constant 2147483648 : index
  %r = affine.apply affine_map<(d0)[s0] -> ((d0 * s0) floordiv 3)>(%a)[%b]
  vector.print %r : index
  return
}
