// A named argument after one without a name: at the %name.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:17 expected type instead of SSA identifier
func.func @main(f32,
                %a : i32) {
  return
}
