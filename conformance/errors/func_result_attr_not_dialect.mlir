// A result attribute without a dialect prefix: at the function.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 4:1 'func.func' op results may only have dialect attributes
func.func private @g() -> (i32 {plain = 1})
func.func @main() {
  return
}
