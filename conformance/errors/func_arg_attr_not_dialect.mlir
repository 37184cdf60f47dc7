// An argument attribute without a dialect prefix: at the function.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 4:1 'func.func' op arguments may only have dialect attributes
func.func @main(%a: i32 {plain = 1}) {
  return
}
