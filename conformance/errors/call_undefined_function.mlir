// func.call of a function the module does not define.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:3 'func.call' op 'nope' does not reference a valid function
func.func @main() {
  func.call @nope() : () -> ()
  return
}
