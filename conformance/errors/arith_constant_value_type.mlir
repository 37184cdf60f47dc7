// arith.constant (generic) whose value is an i64 for an i1 result.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:8 'arith.constant' op failed to verify that all of {value, result} have same type
func.func @main(%i: i32, %f: f32, %x: index) {
  %r = "arith.constant"() {value = 100} : () -> i1
  return
}
