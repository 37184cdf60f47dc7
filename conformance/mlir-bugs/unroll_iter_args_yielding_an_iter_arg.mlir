// MLIR-BUG: wrong-output
// PASS: --pass-pipeline=builtin.module(func.func(affine-loop-unroll{unroll-factor=3}))
// affine-loop-unroll maps each unrolled copy's iter_args to the previous
// copy's yielded values, but when a yielded value is itself an iter_arg
// (%b below) the copy keeps the loop's %b instead of the value that the
// previous copy yielded for it.  The unrolled loop prints 1, 3; the loop
// means (a, b) = (0, 1) -> (1, 1) -> (1, 2) -> (2, 3), so 2, 3.
// Found by tools/pass-matrix on conformance/affine_for/iter_args.mlir.
func.func @main() {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %s:2 = affine.for %i = 0 to 3 iter_args(%a = %zero, %b = %one) -> (f32, f32) {
    %t = arith.addf %a, %b : f32
    affine.yield %b, %t : f32, f32
  }
  vector.print %s#0 : f32
  vector.print %s#1 : f32
  return
}
