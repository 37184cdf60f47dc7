// Two dots where an ellipsis was meant: the lexer, at the second dot.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 4:23 expected three consecutive dots for an ellipsis
func.func private @g(..)
func.func @main() {
  return
}
