// A labelled entry block in a function with named arguments: at the label.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:1 invalid block name in region with named arguments
func.func @main(%a : i32) {
^bb0(%b : i32):
  return
}
