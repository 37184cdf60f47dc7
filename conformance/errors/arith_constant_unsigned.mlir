// arith.constant of ui32: the signless rule of ConstantOp::verify.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:8 'arith.constant' op integer return type must be signless
func.func @main(%i: i32, %f: f32, %x: index) {
  %r = arith.constant 0 : ui32
  return
}
