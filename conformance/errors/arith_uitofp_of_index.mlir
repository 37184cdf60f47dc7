// arith.uitofp of index: signless-fixed-width-integer-like excludes index.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:8 'arith.uitofp' op operand #0 must be signless-fixed-width-integer-like, but got 'index'
func.func @main(%i: i32, %f: f32, %x: index) {
  %r = arith.uitofp %x : index to f32
  return
}
