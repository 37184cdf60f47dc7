// arith.extf from a scalable vector to a fixed one: not the same shape.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:8 'arith.extf' op requires the same shape for all operands and results
func.func @main(%a: vector<[4]xf32>) {
  %0 = arith.extf %a : vector<[4]xf32> to vector<4xf64>
  return
}
