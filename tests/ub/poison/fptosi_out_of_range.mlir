// UB: exit=3 at=6:3 family=poison
func.func @main() {
  %f = arith.constant 3.0e10 : f32
  %i = arith.fptosi %f : f32 to i64
  %j = arith.fptosi %f : f32 to i32
  vector.print %j : i32
  return
}
