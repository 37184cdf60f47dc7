// arith.extf to the same type: cast incompatible.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:8 'arith.extf' op operand type 'f32' and result type 'f32' are cast incompatible
func.func @main(%i: i32, %f: f32, %x: index) {
  %r = arith.extf %f : f32 to f32
  return
}
