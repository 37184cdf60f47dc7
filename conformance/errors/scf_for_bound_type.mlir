// scf.for (generic) with a float lower bound: the operand's type class.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:3 'scf.for' op operand #0 must be signless integer or index, but got 'f32'
func.func @main(%a: index, %f: f32, %c: i1) {
  "scf.for"(%f, %a, %a) ({}) : (f32, index, index) -> ()
  return
}
