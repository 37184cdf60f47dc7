// a function is verified, dominance included, before the next: its
// dominance error comes before the next function's own rule
func.func @first() {
  vector.print %x : i32
  %x = arith.constant 1 : i32
  return
}
func.func @second(%a: index) {
  %0 = affine.min affine_map<(d0) -> (d0)> (%a, %a)
  return
}
