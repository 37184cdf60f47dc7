// scf.reduce of an index into an f32 result.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 6:5 'scf.reduce' op expects type of 0-th reduction operand: 'index' to be the same as the 0-th result type: 'f32'
func.func @main(%a: index, %f: f32, %c: i1) {
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%f) -> f32 {
    scf.reduce(%a : index) {
    ^bb0(%l: index, %r2: index):
      scf.reduce.return %l : index
    }
  }
  return
}
