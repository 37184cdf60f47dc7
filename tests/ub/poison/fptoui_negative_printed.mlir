// UB: exit=3 at=5:3 family=poison
func.func @main() {
  %f = arith.constant -1.0 : f32
  %i = arith.fptoui %f : f32 to i32
  vector.print %i : i32
  return
}
