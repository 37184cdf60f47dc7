// UB: exit=3 at=12:3 family=poison
func.func @main() {
  // expected-note @+1 {{the poison was made here by 'ub.poison': 'ub.poison'}}
  %p = ub.poison : vector<4xf32>
  %a = arith.constant 1.0 : f32
  %b = arith.constant 2.0 : f32
  %v0 = vector.insert %a, %p[0] : f32 into vector<4xf32>
  %v1 = vector.insert %b, %v0[1] : f32 into vector<4xf32>
  %v2 = vector.insert %a, %v1[2] : f32 into vector<4xf32>
  %v3 = vector.insert %b, %v2[2] : f32 into vector<4xf32>
  // expected-error @+1 {{undefined behaviour [poison]: a poison value is printed (lane 3 of operand #0)}}
  vector.print %v3 : vector<4xf32>
  return
}
