// func.call with an operand of another type than the callee's.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 7:3 'func.call' op operand type mismatch: expected operand type 'index', but provided 'i32' for operand number 0
func.func private @g(index)
func.func @main() {
  %i = arith.constant 0 : i32
  func.call @g(%i) : (i32) -> ()
  return
}
