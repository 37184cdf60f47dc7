// UB: exit=3 at=11:3 family=poison
func.func @main() {
  %c1 = arith.constant 1.0 : f32
  // expected-note @+1 {{the poison was made here by 'ub.poison': 'ub.poison'}}
  %p2 = ub.poison : vector<2xf32>
  %lhs = vector.insert %c1, %p2[0] : f32 into vector<2xf32>
  %rhs = arith.constant dense<[3.0, 4.0, 5.0]> : vector<3xf32>
  %o = vector.outerproduct %lhs, %rhs : vector<2xf32>, vector<3xf32>
  %row = vector.extract %o[1] : vector<3xf32> from vector<2x3xf32>
  // expected-error @+1 {{undefined behaviour [poison]: a poison value is printed (lane 0 of operand #0)}}
  vector.print %row : vector<3xf32>
  return
}
