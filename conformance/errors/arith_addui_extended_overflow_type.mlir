// arith.addui_extended whose overflow result is i32: bool-like.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:10 'arith.addui_extended' op result #1 must be bool-like, but got 'i32'
func.func @main(%i: i32, %f: f32, %x: index) {
  %r:2 = arith.addui_extended %i, %i : i32, i32
  return
}
