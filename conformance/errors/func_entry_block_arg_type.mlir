// A signature without names whose entry block names an argument of\nanother type: the verifier, at the function.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 4:1 'func.func' op type of entry block argument #0('i32') must match the type of the corresponding argument in function signature('f32')
func.func @main(f32) {
^bb0(%a: i32):
  return
}
