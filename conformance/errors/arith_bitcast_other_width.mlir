// arith.bitcast between widths: cast incompatible.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:8 'arith.bitcast' op operand type 'f32' and result type 'i64' are cast incompatible
func.func @main(%i: i32, %f: f32, %x: index) {
  %r = arith.bitcast %f : f32 to i64
  return
}
