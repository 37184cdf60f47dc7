// arith.cmpi (generic) with an i32 result: bool-like.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:8 'arith.cmpi' op result #0 must be bool-like, but got 'i32'
func.func @main(%i: i32, %f: f32, %x: index) {
  %r = "arith.cmpi"(%i, %i) {predicate = 0} : (i32, i32) -> i32
  return
}
