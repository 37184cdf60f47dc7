// scf.if whose else region yields two values for one result.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:8 'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 2 operands, but region successor needs 1 inputs
func.func @main(%a: index, %f: f32, %c: i1) {
  %x = scf.if %c -> (f32) {
    scf.yield %f : f32
  } else {
    scf.yield %f, %f : f32, f32
  }
  return
}
