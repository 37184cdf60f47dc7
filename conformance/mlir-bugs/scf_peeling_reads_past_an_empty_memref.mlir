// MLIR-BUG: undefined-output
// PASS: --pass-pipeline=builtin.module(func.func(scf-for-loop-peeling{peel-front=true}))
// ROOT-CAUSE: peelForLoopFirstIteration: it bails out of peeling a loop of at most one iteration only when the lower bound, upper bound and step are all constants, and otherwise makes the peeled first iteration run from %lb to %lb + %step whatever %ub is, so a loop whose dynamic upper bound gives it no iteration runs one
// UPSTREAM: llvm/llvm-project#223232
// SAME-AS: scf_peeling_runs_a_zero_trip_loop
// FOUND-BY: fuzz/campaign seed 61001102 (lower-affine, scf-for-loop-peeling{peel-front=true skip-partial=false}), the first 7-minute campaign with the pass (issue 30)
// MATCH: {"class": "undefined-output", "defaults": {"peel-front": "false"}, "features": ["dynamic-shape", "op:memref.dim", "op:memref.load", "op:scf.for"], "kind": "silent", "options": {"peel-front": "true"}, "pass": "scf-for-loop-peeling", "ub": "bounds"}
// The campaign's form of scf_peeling_runs_a_zero_trip_loop: the loop
// walks an empty memref, so the iteration the pass adds loads element 0
// of nothing (affine-interp on the pass output: exit 3 [bounds]; the
// original prints nothing).
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc(%c0) : memref<?xi32>
  %n = memref.dim %m, %c0 : memref<?xi32>
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %m[%i] : memref<?xi32>
    vector.print %v : i32
  }
  memref.dealloc %m : memref<?xi32>
  return
}
