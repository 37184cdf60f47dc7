// scf.for (custom) with two inits and three result types: at the op's name.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:10 mismatch in number of loop-carried values and defined values
func.func @main(%a: index, %f: f32, %c: i1) {
  %r:3 = scf.for %i = %a to %a step %a iter_args(%x = %f, %y = %f) -> (f32, f32, f32) {
    scf.yield %x, %y, %x : f32, f32, f32
  }
  return
}
