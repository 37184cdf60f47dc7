// arith.fptosi to f64: the result's type class.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:8 'arith.fptosi' op result #0 must be signless-fixed-width-integer-like, but got 'f64'
func.func @main(%i: i32, %f: f32, %x: index) {
  %r = arith.fptosi %f : f32 to f64
  return
}
