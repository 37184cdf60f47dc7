// MLIR-BUG: crash
// PASS: --pass-pipeline=builtin.module(func.func(arith-unsigned-when-equivalent))
// ROOT-CAUSE: IntegerRangeAnalysis::visitNonControlFlowArguments: for a LoopLikeOpInterface op with induction variables it dereferences getLoopLowerBounds(), getLoopUpperBounds() and getLoopSteps() without checking that they hold a value, and AffineForOp gives none for a bound that is not a constant expression (`0 to %n`), so an empty std::optional is read
// UPSTREAM: llvm/llvm-project#180312
// SAME-AS: int_range_analysis_reads_missing_affine_bound
// FOUND-BY: fuzz/campaign seed 61000206 (arith-unsigned-when-equivalent) in the first 7-minute campaign with the pass (issue 30)
// MATCH: {"frames": ["fn@libMLIR.so.22.1+0x2898310", "mlir::dataflow::IntegerRangeAnalysis::visitNonControlFlowArguments", "mlir::dataflow::AbstractSparseForwardDataFlowAnalysis::visitRegionSuccessors"], "kind": "crash", "pass": "arith-unsigned-when-equivalent", "state": null}
// The root cause of int_range_analysis_reads_missing_affine_bound, met
// by arith-unsigned-when-equivalent (built on IntegerRangeAnalysis too) on the same
// program: mlir-opt-22 dies with SIGSEGV.
func.func @main() {
  %n = arith.constant 3 : index
  affine.for %i = 0 to %n {
    %x = arith.addi %i, %i : index
    vector.print %x : index
  }
  return
}
