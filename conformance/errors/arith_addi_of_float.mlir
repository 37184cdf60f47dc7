// arith.addi of f32: the operand's type class (ODS), at the op.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:8 'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'
func.func @main(%i: i32, %f: f32, %x: index) {
  %r = arith.addi %f, %f : f32
  return
}
