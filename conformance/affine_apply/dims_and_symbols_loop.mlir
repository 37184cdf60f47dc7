// affine.apply of a map with two dims and two symbols, (d0, d1)[s0, s1] ->
// (d0 * 3 + d1 * 5 + s0 - s1 * 2), in a nest whose bounds are symbolic.
func.func @main() {
  %n = arith.constant 3 : index
  %m = arith.constant 4 : index
  %s0 = arith.constant 11 : index
  %s1 = arith.constant 4 : index
  affine.for %i = 0 to %n {
    affine.for %j = 1 to %m {
      %v = affine.apply affine_map<(d0, d1)[s0, s1] -> (d0 * 3 + d1 * 5 + s0 - s1 * 2)>(%i, %j)[%s0, %s1]
      vector.print %v : index
    }
  }
  return
}
