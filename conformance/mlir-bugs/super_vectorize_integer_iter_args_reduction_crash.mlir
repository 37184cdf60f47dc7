// MLIR-BUG: crash
// PASS: -affine-super-vectorize=virtual-vector-size=4 vectorize-reductions=true
// mlir-opt-22 crashes (stack dump) vectorizing an integer sum carried in
// iter_args whose addend is the induction variable cast to i64.
// Found by tools/pass-matrix on conformance/affine_for/iter_args.mlir.
func.func @main() {
  %c0 = arith.constant 0 : i64
  %sum = affine.for %i = 0 to 8 iter_args(%acc = %c0) -> (i64) {
    %ii = arith.index_cast %i : index to i64
    %n = arith.addi %acc, %ii : i64
    affine.yield %n : i64
  }
  vector.print %sum : i64
  return
}
