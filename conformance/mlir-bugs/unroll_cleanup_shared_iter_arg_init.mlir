// MLIR-BUG: wrong-output
// PASS: --pass-pipeline=builtin.module(func.func(affine-loop-unroll{unroll-factor=3}))
// ROOT-CAUSE: generateCleanupLoopForUnroll: it points the cleanup loop's iter_args at the main loop's results with cleanupForOp->replaceUsesOfWith(init_k, result_k) for each k, which rewrites every operand equal to init_k and reads init_k from the live operand list, so when two iter_args start from the same value (%one) the first call sets both inits to %r#0 and the second turns both into %r#1: the cleanup iteration of %a starts from %b's value
// UPSTREAM: new
// FOUND-BY: fuzz/campaign seed 102994, --pass-pipeline=builtin.module(func.func(affine-raise-from-memref,affine-simplify-structures,affine-expand-index-ops-as-affine,affine-loop-unroll{unroll-factor=3 unroll-up-to-factor=true})) (a loop with three f32 iter_args, two of them initialized with the same constant 1.0, trip count 8)
// MATCH: {"class": "wrong-output", "defaults": {"unroll-factor": "4"}, "features": ["iter_args", "iter_args-shared-init"], "kind": "silent", "options": {"unroll-factor": "3"}, "pass": "affine-loop-unroll", "ub": null}
// %a doubles 4 times (16) and %b counts 1 + 4 = 5.  Unrolled by 3, the
// main loop runs iterations 0-2 and a cleanup iteration runs 3; its inits
// should be (%a, %b) = (8, 4) but are (4, 4), so the program prints 8 and
// 5 instead of 16 and 5.
func.func @main() {
  %one = arith.constant 1 : i32
  %r:2 = affine.for %i = 0 to 4 iter_args(%a = %one, %b = %one) -> (i32, i32) {
    %a2 = arith.addi %a, %a : i32
    %b2 = arith.addi %b, %one : i32
    affine.yield %a2, %b2 : i32, i32
  }
  vector.print %r#0 : i32
  vector.print %r#1 : i32
  return
}
