// A function declaration without 'private': the Symbol trait, at the function.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 4:1 'func.func' op symbol declaration cannot have public visibility
func.func @g(i32)
func.func @main() {
  return
}
