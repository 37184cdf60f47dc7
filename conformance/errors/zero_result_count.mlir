// %0:0 names no result: at the count.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:6 expected named operation to have at least 1 result
func.func @main() {
  %0:0 = "t.op"() : () -> (i32, i32)
  return
}
