// A signature without names and an entry block without arguments.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 4:1 'func.func' op entry block must have 1 arguments to match function signature
func.func @main(f32) {
  return
}
