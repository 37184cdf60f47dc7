// UB: exit=3 at=8:3 family=poison
func.func @main() {
  %f = arith.constant 3.0e10 : f32
  %i = arith.fptosi %f : f32 to i64
  // expected-note @+1 {{the poison was made here by 'arith.fptosi': 3e+10 does not fit in i32}}
  %j = arith.fptosi %f : f32 to i32
  // expected-error @+1 {{undefined behaviour [poison]: a poison value is printed}}
  vector.print %j : i32
  return
}
