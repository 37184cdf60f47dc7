// affine.apply of maps that ignore some or all operands: a constant map,
// symbol-only maps, a map dropping a dim, and a constant map with a dim.
func.func @main() {
  %a = arith.constant 6 : index
  %b = arith.constant 9 : index
  %c = affine.apply affine_map<() -> (42)>()
  vector.print %c : index
  %d = affine.apply affine_map<()[s0, s1] -> (s0 * 4 + s1)>()[%a, %b]
  vector.print %d : index
  %e = affine.apply affine_map<(d0, d1) -> (d1)>(%a, %b)
  vector.print %e : index
  %f = affine.apply affine_map<(d0) -> (0)>(%a)
  vector.print %f : index
  %g = affine.apply affine_map<(d0)[s0] -> (s0 - 1)>(%a)[%b]
  vector.print %g : index
  %h = affine.apply affine_map<(d0)[s0] -> (d0)>(%b)[%a]
  vector.print %h : index
  return
}
