// An index literal beyond the signed 64-bit range, as a loop bound.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:24 integer constant out of range for attribute
func.func @main() {
  affine.for %i = 1 to 9223372036854775810 {
  }
  return
}
