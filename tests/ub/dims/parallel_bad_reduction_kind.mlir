// UB: exit=2 at=4:8 family=dims
func.func @main() {
  // expected-error @+1 {{'affine.parallel' op result type cannot match reduction attribute}}
  %r = affine.parallel (%i) = (0) to (4) reduce ("maxs") -> i32 {
    %c = arith.constant 1 : i32
    affine.yield %c : i32
  }
  vector.print %r : i32
  return
}
