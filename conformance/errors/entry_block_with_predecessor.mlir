// A branch back to the entry block of a function: at the function.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 4:1 entry block of region may not have predecessors
func.func @main() {
^bb0:
  cf.br ^bb1
^bb1:
  cf.br ^bb0
}
