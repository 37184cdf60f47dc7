// dominance is checked only once every op keeps its own rules: the later
// affine.min error is reported
func.func @main(%a: index) {
  vector.print %x : i32
  %x = arith.constant 1 : i32
  %0 = affine.min affine_map<(d0) -> (d0)> (%a, %a)
  return
}
