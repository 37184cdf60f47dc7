// MLIR-BUG: crash
// PASS: --pass-pipeline=builtin.module(func.func(int-range-optimizations))
// ROOT-CAUSE: IntegerRangeAnalysis::visitNonControlFlowArguments: for a LoopLikeOpInterface op with induction variables it dereferences getLoopLowerBounds(), getLoopUpperBounds() and getLoopSteps() without checking that they hold a value, and AffineForOp gives none for a bound that is not a constant expression (`0 to %n`), so an empty std::optional is read
// UPSTREAM: llvm/llvm-project#180312
// FOUND-BY: fuzz/campaign seeds 61001047 (int-range-optimizations), 61000995 (arith-int-range-narrowing{int-bitwidths-supported=...}), 61000206 (arith-unsigned-when-equivalent): 819 occurrences in the first 7-minute campaign with these passes (issue 30)
// MATCH: {"frames": ["fn@libMLIR.so.22.1+0x2898310", "mlir::dataflow::IntegerRangeAnalysis::visitNonControlFlowArguments", "mlir::dataflow::AbstractSparseForwardDataFlowAnalysis::visitRegionSuccessors"], "kind": "crash", "pass": "int-range-optimizations", "state": null}
// An affine.for whose upper bound is a symbol operand, not a constant:
// every pass built on IntegerRangeAnalysis (int-range-optimizations,
// arith-int-range-narrowing, arith-unsigned-when-equivalent) reads the
// loop's missing bound.  mlir-opt-22 (a release build) dies with SIGSEGV
// on this program under the first two; arith-unsigned-when-equivalent
// reads the same empty optional, and crashes (or corrupts the heap: "free():
// invalid pointer") only now and then, as the stack it reads happens to
// hold, so it has no record: a record must fail every time.
// arith-int-range-narrowing has a record of its own, a second reproducer
// (SAME-AS) of this one.  Fixed upstream after
// MLIR 22 by llvm/llvm-project#183660.
func.func @main() {
  %n = arith.constant 3 : index
  affine.for %i = 0 to %n {
    %x = arith.addi %i, %i : index
    vector.print %x : index
  }
  return
}
