// MLIR-BUG: invalid-output
// PASS: -affine-parallelize=parallel-reductions=true
// ROOT-CAUSE: getSupportedReduction: it maps arith.addi to AtomicRMWKind::addi whatever the operand type, so isLoopParallel accepts an index-typed reduction that affineParallelize turns into an affine.parallel reduce ("addi") -> (index), which AffineParallelOp's verifier rejects (addi needs an IntegerType)
// UPSTREAM: new
// FOUND-BY: tools/pass-matrix on conformance/affine_semi_affine/delinearize_agrees_with_floordiv_mod
// The pass fails on a valid program: "'affine.parallel' op result type
// cannot match reduction attribute".  Index-specific: the same sum over
// loaded index values fails the same way; i64 and f32 sums parallelize.
func.func @main() {
  %c0 = arith.constant 0 : index
  %r = affine.for %i = 0 to 4 iter_args(%a = %c0) -> (index) {
    %n = arith.addi %a, %i : index
    affine.yield %n : index
  }
  vector.print %r : index
  return
}
