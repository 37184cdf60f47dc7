// arith.extsi to a narrower type: cast incompatible.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:8 'arith.extsi' op operand type 'i32' and result type 'i16' are cast incompatible
func.func @main(%i: i32, %f: f32, %x: index) {
  %r = arith.extsi %i : i32 to i16
  return
}
