// a reachable use of a value an unreachable block defines (an unreachable
// block dominates nothing)
func.func @main() {
  cf.br ^bb2
^bb1:
  %x = arith.constant 1 : i32
  cf.br ^bb2
^bb2:
  vector.print %x : i32
  return
}
