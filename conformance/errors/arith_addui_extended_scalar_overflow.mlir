// arith.addui_extended of vectors with a scalar overflow result (ElementwiseMappable).
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:10 'arith.addui_extended' op if an operand is non-scalar, then all results must be non-scalar
func.func @main(%a: vector<8xi32>) {
  %r:2 = arith.addui_extended %a, %a : vector<8xi32>, i1
  return
}
