// MLIR-BUG: wrong-output
// PASS: --pass-pipeline=builtin.module(func.func(scf-for-loop-peeling{peel-front=true}))
// ROOT-CAUSE: peelForLoopFirstIteration: it bails out of peeling a loop of at most one iteration only when the lower bound, upper bound and step are all constants, and otherwise makes the peeled first iteration run from %lb to %lb + %step whatever %ub is, so a loop whose dynamic upper bound gives it no iteration runs one
// UPSTREAM: llvm/llvm-project#223232
// FOUND-BY: fuzz/campaign seed 61001102 (lower-affine, scf-for-loop-peeling{peel-front=true skip-partial=false}): the peeled iteration of a zero-trip loop read past the end of a memref (undefined-output [bounds]); the first 7-minute campaign with the pass (issue 30)
// MATCH: {"class": "wrong-output", "defaults": {"peel-front": "false"}, "features": ["dynamic-shape", "op:memref.dim", "op:scf.for"], "kind": "silent", "options": {"peel-front": "true"}, "pass": "scf-for-loop-peeling", "ub": null}
// The loop runs from 0 to the size of an empty memref: no iteration, so
// nothing is printed.  With peel-front the first iteration is split off
// as `scf.for %i = %c0 to %c1` (the pass's rewrites then fold %n to 0
// in the remaining loop, `%c1 to %c0`), and it prints 0.  Back peeling
// (the default) has the same constant-only guard.  Fixed upstream after
// MLIR 22 by llvm/llvm-project#223257, which takes min(%lb + %step, %ub).
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc(%c0) : memref<?xi32>
  %n = memref.dim %m, %c0 : memref<?xi32>
  scf.for %i = %c0 to %n step %c1 {
    vector.print %i : index
  }
  memref.dealloc %m : memref<?xi32>
  return
}
