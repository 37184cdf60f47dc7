// scf.parallel with a result type and no init: at the op's name, after the body.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:8 number of operands and types do not match: got 0 operands and 1 types
func.func @main(%a: index, %f: f32, %c: i1) {
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) -> f32 {
    scf.reduce(%f : f32) {
    ^bb0(%l: f32, %r2: f32):
      scf.reduce.return %l : f32
    }
  }
  return
}
