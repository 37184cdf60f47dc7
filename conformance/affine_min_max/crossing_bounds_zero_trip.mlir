// Loops whose max lower bound meets or passes their min upper bound run
// zero times: affine.for returns its i32 init, affine.parallel with min/max
// bounds returns the reduction identity ("addf" 0, "andi" all ones).
func.func @main() {
  %n = arith.constant 5 : index
  %init = arith.constant 77 : i32
  %r0 = affine.for %i = max affine_map<()[s0] -> (s0, 2)>()[%n] to min affine_map<()[s0] -> (s0, 9)>()[%n] iter_args(%a = %init) -> (i32) {
    %one = arith.constant 1 : i32
    %b = arith.addi %a, %one : i32
    affine.yield %b : i32
  }
  vector.print %r0 : i32
  %r1:2 = affine.parallel (%i) = (max(3, symbol(%n))) to (min(4, symbol(%n) + 2)) reduce ("addf", "andi") -> (f64, i32) {
    %c = arith.constant 1.5 : f64
    %d = arith.constant 6 : i32
    affine.yield %c, %d : f64, i32
  }
  vector.print %r1#0 : f64
  vector.print %r1#1 : i32
  %r2 = affine.for %i = max affine_map<(d0) -> (d0, 3)>(%n) to min affine_map<(d0) -> (d0 + 1, 10)>(%n) iter_args(%a = %init) -> (i32) {
    %ii = arith.index_cast %i : index to i32
    affine.yield %ii : i32
  }
  vector.print %r2 : i32
  return
}
