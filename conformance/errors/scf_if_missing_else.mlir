// scf.if with a result and no else region.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:8 'scf.if' op must have an else block if defining values
func.func @main(%a: index, %f: f32, %c: i1) {
  %x = scf.if %c -> (f32) {
    scf.yield %f : f32
  }
  return
}
