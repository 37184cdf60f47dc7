// affine.apply with large coefficients (2^40 scale, no overflow) and an
// apply inside a zero-trip loop (lower bound max(s0, 3) >= upper bound 3)
// that never runs, so the index result equals its init.
func.func @main() {
  %s = arith.constant 5 : index
  %a = affine.apply affine_map<(d0)[s0] -> (d0 * 1099511627776 + s0 * 1000003 - 17)>(%s)[%s]
  vector.print %a : index
  %b = affine.apply affine_map<(d0) -> (d0 * -1099511627776 + 4398046511104)>(%s)
  %bi = arith.index_cast %b : index to i64
  vector.print %bi : i64
  %c7 = arith.constant 7 : index
  %r = affine.for %i = max affine_map<()[s0] -> (s0, 3)>()[%s] to 3 iter_args(%acc = %c7) -> (index) {
    %d = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    %v = arith.addi %acc, %d : index
    vector.print %v : index
    affine.yield %v : index
  }
  vector.print %r : index
  return
}
