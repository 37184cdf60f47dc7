// accepted: uses in an unreachable block are not checked (MLIR checks
// reachable blocks only)
func.func @main() {
  %c = arith.constant 7 : i32
  cf.br ^bb2
^bb1:
  vector.print %x : i32
  %x = arith.constant 1 : i32
  cf.br ^bb2
^bb2:
  vector.print %c : i32
  return
}
