// scf.parallel with a constant step of 0.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 6:3 'scf.parallel' op constant step operand must be positive
func.func @main(%a: index, %f: f32, %c: i1) {
  %z = arith.constant 0 : index
  scf.parallel (%i) = (%a) to (%a) step (%z) {
  }
  return
}
