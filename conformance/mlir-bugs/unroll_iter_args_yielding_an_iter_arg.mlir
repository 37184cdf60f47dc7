// MLIR-BUG: wrong-output
// PASS: --pass-pipeline=builtin.module(func.func(affine-loop-unroll{unroll-factor=3}))
// ROOT-CAUSE: generateUnrolledLoop: after each unrolled copy it updates lastYielded only for yielded values defined by an op of the loop body, so a yielded iter_arg (a block argument, %b here) keeps the loop's own iter_arg instead of its value in operandMap, the previous copy's yield
// UPSTREAM: new
// FOUND-BY: tools/pass-matrix on conformance/affine_for/iter_args.mlir
// MATCH: {"class": "wrong-output", "defaults": {"unroll-factor": "4"}, "features": ["iter_args", "yield-iter-arg"], "kind": "silent", "options": {"unroll-factor": "3"}, "pass": "affine-loop-unroll", "ub": null}
// The loop means (a, b) = (0, 1) -> (1, 1) -> (1, 2) -> (2, 3) and prints 2,
// 3; the unrolled loop prints 1, 3.
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
