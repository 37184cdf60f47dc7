// affine.for with 'too' for 'to': parseKeyword reports at the token itself.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:21 expected 'to' between bounds
func.func @main() {
  affine.for %i = 0 too 10 {
  }
  return
}
