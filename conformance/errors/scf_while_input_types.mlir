// scf.while whose type has an input and no operand: at the ':'.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 6:13 expected as many input types as operands (expected 0 got 1)
func.func @main(%a: index, %f: f32, %c: i1) {
  %t = arith.constant true
  scf.while : (i32) -> () {
    scf.condition(%t)
  } do {
    scf.yield
  }
  return
}
