// a use before the definition in one block
func.func @main() {
  %y = arith.addi %x, %x : i32
  %x = arith.constant 1 : i32
  vector.print %y : i32
  return
}
