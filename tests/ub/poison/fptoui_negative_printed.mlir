// UB: exit=3 at=7:3 family=poison
func.func @main() {
  %f = arith.constant -1.0 : f32
  // expected-note @+1 {{the poison was made here by 'arith.fptoui': -1 does not fit in i32}}
  %i = arith.fptoui %f : f32 to i32
  // expected-error @+1 {{undefined behaviour [poison]: a poison value is printed}}
  vector.print %i : i32
  return
}
