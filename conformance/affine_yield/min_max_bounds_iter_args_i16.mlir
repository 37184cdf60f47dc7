// affine.yield of i16 iter_args in tiled loops with max/min inner bounds:
// the inner loop's trip count varies per tile (clipped by min at the end),
// and the i16 sums wrap modulo 2^16 (no flags).
func.func @main() {
  %n = arith.constant 11 : index
  %z = arith.constant 0 : i16
  affine.for %t = 0 to 12 step 4 {
    %r:2 = affine.for %i = max affine_map<(d0) -> (d0, 1)>(%t) to min affine_map<(d0)[s0] -> (d0 + 4, s0)>(%t)[%n] iter_args(%s = %z, %c = %z) -> (i16, i16) {
      %ii = arith.index_cast %i : index to i16
      %k = arith.constant 12345 : i16
      %v = arith.muli %ii, %k : i16
      %s2 = arith.addi %s, %v : i16
      %one = arith.constant 1 : i16
      %c2 = arith.addi %c, %one : i16
      affine.yield %s2, %c2 : i16, i16
    }
    vector.print %r#0 : i16
    vector.print %r#1 : i16
  }
  return
}
