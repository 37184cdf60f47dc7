// scf.parallel with two upper bounds for one variable: at their '('.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:31 expected 1 operands
func.func @main(%a: index, %f: f32, %c: i1) {
  scf.parallel (%i) = (%a) to (%a, %a) step (%a) {
  }
  return
}
