// arith.sitofp between vectors of two lengths: the same shape first.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:8 'arith.sitofp' op requires the same shape for all operands and results
func.func @main(%v: vector<2xi32>) {
  %r = arith.sitofp %v : vector<2xi32> to vector<3xf32>
  return
}
