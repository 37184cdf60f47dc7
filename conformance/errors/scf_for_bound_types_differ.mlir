// scf.for (generic) whose bounds have two types.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:3 'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type
func.func @main(%a: index, %i: i32) {
  "scf.for"(%a, %i, %a) ({}) : (index, i32, index) -> ()
  return
}
