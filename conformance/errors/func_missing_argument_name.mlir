// An argument without a name after a named one: at the type.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:17 expected SSA identifier
func.func @main(%a : i32,
                f32) {
  return
}
