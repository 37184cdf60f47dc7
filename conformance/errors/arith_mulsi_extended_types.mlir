// arith.mulsi_extended (generic) whose high result has another type.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:10 'arith.mulsi_extended' op failed to verify that all of {lhs, rhs, low, high} have same type
func.func @main(%a: vector<8xi32>) {
  %r:2 = "arith.mulsi_extended"(%a, %a) : (vector<8xi32>, vector<8xi32>) -> (vector<8xi32>, i32)
  return
}
