// func.constant of a string: the attribute kind, at the attribute.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:22 invalid kind of attribute specified
func.func @main() {
  %0 = func.constant "" : index
  return
}
