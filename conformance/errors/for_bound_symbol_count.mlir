// An affine.for bound map given fewer symbols than it has: at the op's name.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:3 symbol operand count and affine map symbol count must match
func.func @main(%n: index) {
  affine.for %i = affine_map<(d0)[s0] -> (d0 + s0)>(%n) to 10 {
  }
  return
}
