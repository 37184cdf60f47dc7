// MLIR-BUG: wrong-output
// PASS: --pass-pipeline=builtin.module(func.func(affine-loop-unroll{unroll-factor=3}))
// affine-loop-unroll on a loop whose lower bound is a symbol above its
// constant upper bound (zero trips: 5 to 3) emits a cleanup iteration that
// runs unconditionally: the unrolled program prints 2, the loop prints
// nothing.  Found by tools/pass-matrix on conformance/affine_for/zero_trip_symbolic_f64.
func.func @main() {
  %n = arith.constant 5 : index
  affine.for %i = %n to 3 {
    vector.print %i : index
  }
  return
}
