// the ops of a block are checked before the regions nested in them
func.func @main() {
  affine.for %i = 0 to 2 {
    vector.print %x : i32
  }
  %y = arith.addi %c, %c : i32
  %x = arith.constant 1 : i32
  %c = arith.constant 2 : i32
  return
}
