// scf.for whose body yields another type than its iter_arg.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:8 'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'f32' != 'i32'
func.func @main(%a: index, %f: f32, %c: i1) {
  %r = scf.for %i = %a to %a step %a iter_args(%x = %f) -> (f32) {
    %k = arith.constant 1 : i32
    scf.yield %k : i32
  }
  return
}
