// arith.index_cast of f32: its own type class.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:8 'arith.index_cast' op operand #0 must be signless-integer-like or memref of signless-integer, but got 'f32'
func.func @main(%i: i32, %f: f32, %x: index) {
  %r = arith.index_cast %f : f32 to index
  return
}
