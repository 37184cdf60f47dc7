// conformance/affine_for/iter_args: written by tools/gen-engine-programs.py
func.func @main() {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %s:2 = affine.for %i = 0 to 10 iter_args(%a = %zero, %b = %one) -> (f32, f32) {
    %t = arith.addf %a, %b : f32
    affine.yield %b, %t : f32, f32
  }
  vector.print %s#0 : f32
  vector.print %s#1 : f32
  %z = affine.for %i = 0 to 0 iter_args(%a = %one) -> (f32) {
    %t = arith.addf %a, %a : f32
    affine.yield %t : f32
  }
  vector.print %z : f32
  %c0 = arith.constant 0 : i64
  %sum = affine.for %i = 1 to 101 iter_args(%acc = %c0) -> (i64) {
    %ii = arith.index_cast %i : index to i64
    %n = arith.addi %acc, %ii : i64
    affine.yield %n : i64
  }
  vector.print %sum : i64
  return
}
