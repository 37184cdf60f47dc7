// arith.trunci to a wider type: cast incompatible.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:8 'arith.trunci' op operand type 'i32' and result type 'i64' are cast incompatible
func.func @main(%i: i32, %f: f32, %x: index) {
  %r = arith.trunci %i : i32 to i64
  return
}
