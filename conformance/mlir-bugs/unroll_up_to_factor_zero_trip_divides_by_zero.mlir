// MLIR-BUG: crash
// PASS: --pass-pipeline=builtin.module(func.func(affine-loop-unroll{unroll-factor=6 unroll-up-to-factor=true}))
// ROOT-CAUSE: loopUnrollUpToFactor: when the constant trip count is below the factor it unrolls by the trip count, so a zero-trip loop reaches loopUnrollByFactor with unrollFactor 0, which computes getLargestDivisorOfTripCount(forOp) % 0 (SIGFPE; an assertions build stops at its assert(unrollFactor > 0))
// UPSTREAM: llvm/llvm-project#220458
// FOUND-BY: fuzz/campaign seed 100061, --pass-pipeline=builtin.module(func.func(affine-loop-unroll{unroll-factor=6 unroll-up-to-factor=true}))
// MATCH: {"frames": ["mlir::affine::loopUnrollByFactor", "fn@libMLIR.so.22.1+0x2dc5d10"], "kind": "crash", "pass": "affine-loop-unroll", "state": null}
// mlir-opt-22 dies of SIGFPE in loopUnrollByFactor on any zero-trip loop
// with a non-empty body (here 2 to 2).  Without unroll-up-to-factor the
// pass leaves the loop alone; a trip count of 1 is fine.
func.func @main() {
  %c = arith.constant 7 : index
  affine.for %i = 2 to 2 {
    vector.print %i : index
  }
  vector.print %c : index
  return
}
