// A registered op that is no terminator, given successors in generic form.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:28 successors in non-terminator
func.func @main(%a: i32, %b: i32) {
  %c = "arith.addi"(%a, %b)[^bb1] : (i32, i32) -> i32
^bb1:
  return
}
