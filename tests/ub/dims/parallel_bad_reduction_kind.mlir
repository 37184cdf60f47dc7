// UB: exit=2 at=3:8 family=dims
func.func @main() {
  %r = affine.parallel (%i) = (0) to (4) reduce ("maxs") -> i32 {
    %c = arith.constant 1 : i32
    affine.yield %c : i32
  }
  vector.print %r : i32
  return
}
