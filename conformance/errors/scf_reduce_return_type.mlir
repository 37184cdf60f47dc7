// scf.reduce.return of another type than the reduction's.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 9:7 'scf.reduce.return' op must have type 'f32' (the type of the reduction inputs)
func.func @main(%a: index, %f: f32, %c: i1) {
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%f) -> f32 {
    scf.reduce(%f : f32) {
    ^bb0(%l: f32, %r2: f32):
      %k = arith.constant 1 : index
      scf.reduce.return %k : index
    }
  }
  return
}
