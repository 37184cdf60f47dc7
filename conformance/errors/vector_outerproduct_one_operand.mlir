// vector.outerproduct of one operand: at the op's name.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:8 expected at least 2 operands
func.func @main(%a: vector<4xf32>) {
  %1 = vector.outerproduct %a : vector<4xf32>, vector<4xf32>
  return
}
