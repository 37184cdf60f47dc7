// Degenerate affine.min/max maps: a single result (the value itself),
// constants only, symbols only, and duplicate results.
func.func @main() {
  %a = arith.constant 13 : index
  %b = arith.constant 4 : index
  %r0 = affine.min affine_map<(d0) -> (d0)>(%a)
  %r1 = affine.max affine_map<(d0) -> (d0 + 1)>(%b)
  %r2 = affine.min affine_map<() -> (8, 3, 5)>()
  %r3 = affine.max affine_map<() -> (8, 3, 5)>()
  %r4 = affine.min affine_map<()[s0, s1] -> (s0 * 2, s1 * 5)>()[%a, %b]
  %r5 = affine.max affine_map<(d0, d1) -> (d0 + d1, d1 + d0)>(%a, %b)
  vector.print %r0 : index
  vector.print %r1 : index
  vector.print %r2 : index
  vector.print %r3 : index
  vector.print %r4 : index
  vector.print %r5 : index
  return
}
