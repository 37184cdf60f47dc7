// affine.if on a set with two symbols, (d0)[s0, s1] : (d0 - s0 >= 0,
// s1 - d0 - 1 >= 0), inside a loop with a symbolic bound; the index result
// is the iv inside the window and s1 + s0 outside.
func.func @main() {
  %n = arith.constant 8 : index
  %lo = arith.constant 3 : index
  %hi = arith.constant 6 : index
  affine.for %i = 0 to %n {
    %r = affine.if affine_set<(d0)[s0, s1] : (d0 - s0 >= 0, s1 - d0 - 1 >= 0)>(%i)[%lo, %hi] -> index {
      affine.yield %i : index
    } else {
      %o = affine.apply affine_map<()[s0, s1] -> (s0 + s1)>()[%lo, %hi]
      affine.yield %o : index
    }
    vector.print %r : index
  }
  return
}
