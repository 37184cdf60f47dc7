// scf.if (generic) on an index.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:3 'scf.if' op operand #0 must be 1-bit signless integer, but got 'index'
func.func @main(%a: index, %f: f32, %c: i1) {
  "scf.if"(%a) ({}, {}) : (index) -> ()
  return
}
