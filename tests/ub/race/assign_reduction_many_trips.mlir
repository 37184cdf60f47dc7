// UB: exit=3 at=3:8 family=race
func.func @main() {
  %r = affine.parallel (%i) = (0) to (4) reduce ("assign") -> f32 {
    %c = arith.constant 1.0 : f32
    affine.yield %c : f32
  }
  vector.print %r : f32
  return
}
