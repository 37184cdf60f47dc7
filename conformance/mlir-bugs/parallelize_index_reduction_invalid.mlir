// MLIR-BUG: invalid-output
// PASS: -affine-parallelize=parallel-reductions=true
// ROOT-CAUSE: isResultTypeMatchAtomicRMWKind / getSupportedReduction: AffineParallelOp's verifier accepts addi, muli, andi and ori only on an IntegerType (not index), maxs/mins only on signed and maxu/minu only on unsigned integer types (arith's are signless), and has no case for xori, maxnumf and minnumf, while getSupportedReduction maps arith.addi/muli/maxsi/minsi/maxui/minui/xori/maxnumf/minnumf to those kinds whatever the type, so affineParallelize builds an affine.parallel reduce the verifier rejects
// UPSTREAM: new
// FOUND-BY: tools/pass-matrix on conformance/affine_semi_affine/delinearize_agrees_with_floordiv_mod
// MATCH: {"class": "invalid-output", "kind": "message", "message": "'affine.parallel' op result type cannot match reduction attribute", "op": "affine.parallel", "pass": "affine-parallelize"}
// SAME-AS: parallelize_minmax_xor_reduction_rejected_by_verifier
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
