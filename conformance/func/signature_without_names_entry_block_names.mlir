// A function whose signature gives only types: its entry block's label
// names the arguments (MLIR accepts it; found by tools/error-positions on
// MLIR's Arith invalid tests, which affine-interp used to refuse).
func.func @twice(i32) -> i32 {
^bb0(%x: i32):
  %y = arith.addi %x, %x : i32
  return %y : i32
}

func.func @main() {
  %c = arith.constant 21 : i32
  %r = func.call @twice(%c) : (i32) -> i32
  vector.print %r : i32
  return
}
