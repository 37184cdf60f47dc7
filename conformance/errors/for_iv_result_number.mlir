// affine.for's induction variable written with a result number: at the #.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:16 result number not allowed in argument list
func.func @main() {
  affine.for %i#0 = 0 to 10 {
  }
  return
}
