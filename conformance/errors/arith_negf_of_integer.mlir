// arith.negf of i32: floating-point-like.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:8 'arith.negf' op operand #0 must be floating-point-like, but got 'i32'
func.func @main(%i: i32, %f: f32, %x: index) {
  %r = arith.negf %i : i32
  return
}
