// arith.constant 1 i32 (the ':' forgotten): i32 is a type token, never an\nop name, so the error is right after the 1.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 5:24 expected operation name in quotes
func.func @main() {
  %x = arith.constant 1 i32
  return
}
