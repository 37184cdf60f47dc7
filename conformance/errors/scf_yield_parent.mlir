// scf.yield inside an op that is not one of scf's.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 6:5 'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'
func.func @main(%a: index, %f: f32, %c: i1) {
  affine.for %i = 0 to 2 {
    scf.yield
  }
  return
}
