// MLIR-BUG: crash
// PASS: -affine-loop-fusion
// ROOT-CAUSE: ComputationSliceState::isMaximal: before PresburgerSet::subtract it checks only that the source-domain and slice constraints have the same number of dims, not the same symbols, though addAffineForOpDomain gives the source domain the loop-bound symbols %n and %m (isSliceValid bails out on any symbol), so the set difference runs on two sets of different spaces and crashes in SimplexBase::addRow
// UPSTREAM: new
// FOUND-BY: fuzz/campaign seed 101830, --pass-pipeline=builtin.module(func.func(affine-loop-fusion{mode=greedy})); same stack on seed 102606 (mode=greedy maximal=true)
// MATCH: {"frames": ["mlir::presburger::SimplexBase::addRow", "mlir::presburger::Simplex::addInequality", "mlir::presburger::SimplexBase::intersectIntegerRelation"], "kind": "crash", "pass": "affine-loop-fusion", "state": null}
// Sibling fusion of the two nests that read %a asks whether the slice of
// the first nest (bounds %n and %m) computed for the second is maximal; the
// fast check is inconclusive (the mod subscripts), and mlir-opt-22 dies of
// SIGSEGV in SimplexBase::addRow (comparing a garbage DynamicAPInt) under
// PresburgerSet::subtract.  With %m replaced by 3, or by %n (one symbol),
// or without the prefetch, the pass does not crash.
func.func @sum(%a: memref<3x2xf64>, %n: index, %m: index) -> f64 {
  %z = arith.constant 0.0 : f64
  affine.for %i = 0 to %n {
    affine.for %k = 0 to %m {
      affine.prefetch %a[%k, (%k + 1) mod 2], read, locality<0>, data : memref<3x2xf64>
      %v = affine.load %a[%k, (%k + 1) mod 2] : memref<3x2xf64>
    }
  }
  %s = affine.for %i = 0 to 9 iter_args(%acc = %z) -> (f64) {
    %r = affine.for %j = 0 to 3 iter_args(%acc2 = %acc) -> (f64) {
      %v = affine.load %a[%j, (-%j + 1) mod 2] : memref<3x2xf64>
      %t = arith.addf %acc2, %v : f64
      affine.yield %t : f64
    }
    affine.yield %r : f64
  }
  return %s : f64
}
func.func @main() {
  %a = memref.alloca() : memref<3x2xf64>
  %one = arith.constant 1.0 : f64
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 2 {
      affine.store %one, %a[%i, %j] : memref<3x2xf64>
    }
  }
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %s = func.call @sum(%a, %c2, %c3) : (memref<3x2xf64>, index, index) -> f64
  vector.print %s : f64
  return
}
