// scf.for (generic) whose induction variable is not of the bounds' type.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:3 'scf.for' op expected induction variable to be same type as bounds and step
func.func @main(%a: index, %f: f32, %c: i1) {
  "scf.for"(%a, %a, %a) ({
  ^bb0(%i0 : f32):
    scf.yield
  }) : (index, index, index) -> ()
  return
}
