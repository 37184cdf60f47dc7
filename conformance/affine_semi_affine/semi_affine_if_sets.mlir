// affine.if on semi-affine sets: (d0)[s0] : (d0 mod s0 == 0) without else,
// and (d0)[s0] : (d0 floordiv s0 - 1 >= 0) with else and an index result,
// over negative and positive ivs.
func.func @main() {
  %s = arith.constant 3 : index
  affine.for %i = -5 to 8 {
    affine.if affine_set<(d0)[s0] : (d0 mod s0 == 0)>(%i)[%s] {
      %v = arith.index_cast %i : index to i64
      vector.print %v : i64
    }
  }
  %t = arith.constant 4 : index
  affine.for %i = -2 to 12 step 3 {
    %r = affine.if affine_set<(d0)[s0] : (d0 floordiv s0 - 1 >= 0)>(%i)[%t] -> index {
      %q = affine.apply affine_map<(d0)[s0] -> (d0 ceildiv s0)>(%i)[%t]
      affine.yield %q : index
    } else {
      %c = arith.constant 99 : index
      affine.yield %c : index
    }
    vector.print %r : index
  }
  return
}
