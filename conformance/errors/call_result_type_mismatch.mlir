// func.call whose result type is not the callee's: checked with the\nmodule's symbol uses, after every op.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 7:8 'func.call' op result type mismatch at index 0
func.func private @h(index) -> i32
func.func @main() {
  %c = arith.constant 0 : index
  %r = func.call @h(%c) : (index) -> f32
  return
}
