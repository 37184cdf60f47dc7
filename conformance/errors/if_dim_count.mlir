// affine.if given fewer dims than its set has: at the op's name, 'integer set'.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:3 dim operand count and integer set dim count must match
func.func @main(%n: index) {
  affine.if affine_set<(d0)[s0] : (d0 >= 0, s0 - d0 >= 0)>()[%n] {
  }
  return
}
