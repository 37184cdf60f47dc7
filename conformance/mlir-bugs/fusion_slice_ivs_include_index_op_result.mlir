// MLIR-BUG: crash
// PASS: -affine-loop-fusion
// ROOT-CAUSE: getComputationSliceState: it takes the slice's loop IVs (sliceState->ivs) from dims of the dependence constraints, and for an access subscripted by an affine.linearize_index / delinearize_index result (a valid dim since llvm/llvm-project#138929, which MemRefAccess does not compose away as it does affine.apply) one of them is that result, so isMaximal and addSliceBounds call addAffineForOpDomain(getForInductionVarOwner(value)) with a null loop
// UPSTREAM: new
// FOUND-BY: fuzz/campaign seed 104669, --pass-pipeline=builtin.module(func.func(affine-loop-fusion{mode=sibling}))
// MATCH: {"frames": ["mlir::affine::FlatAffineValueConstraints::addAffineForOpDomain", "mlir::affine::ComputationSliceState::isMaximal", "mlir::affine::getComputationSliceState"], "kind": "crash", "pass": "affine-loop-fusion", "state": null}
// Fusing the two nests that read %a (sibling fusion) computes a slice from
// the load subscripted by %l; mlir-opt-22 dies of SIGSEGV in
// FlatAffineValueConstraints::addAffineForOpDomain, called from
// ComputationSliceState::isMaximal (default options) or from
// addSliceBounds via getAsConstraints (mode=sibling).  With %l computed by
// the equivalent affine.apply the pass does not crash; an
// affine.delinearize_index result in its place crashes the same way.
func.func @sum(%a: memref<5x7xf32>) -> f32 {
  %z = arith.constant 0.0 : f32
  affine.for %i = 0 to 5 {
    affine.for %j = 0 to 7 {
      %l = affine.linearize_index disjoint [%i, %j] by (7) : index
      %v = affine.load %a[%l mod 5, %j] : memref<5x7xf32>
    }
  }
  %s = affine.for %i = 0 to 5 iter_args(%acc = %z) -> (f32) {
    %r = affine.for %j = 0 to 7 iter_args(%acc2 = %acc) -> (f32) {
      %v = affine.load %a[%i, %j] : memref<5x7xf32>
      %t = arith.addf %acc2, %v : f32
      affine.yield %t : f32
    }
    affine.yield %r : f32
  }
  return %s : f32
}
func.func @main() {
  %a = memref.alloca() : memref<5x7xf32>
  %one = arith.constant 1.0 : f32
  affine.for %i = 0 to 5 {
    affine.for %j = 0 to 7 {
      affine.store %one, %a[%i, %j] : memref<5x7xf32>
    }
  }
  %s = func.call @sum(%a) : (memref<5x7xf32>) -> f32
  vector.print %s : f32
  return
}
