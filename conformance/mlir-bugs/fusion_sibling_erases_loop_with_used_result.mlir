// MLIR-BUG: crash
// PASS: -affine-loop-fusion
// ROOT-CAUSE: updateStateAfterSiblingFusion: it erases the sibling loop once it has no memref out-edges in the dependence graph, without checking that the loop's SSA results (its iter_args reduction) are unused, and fuseLoops does not carry those results into the fused loop, so their users keep a freed value
// UPSTREAM: llvm/llvm-project#216464
// FOUND-BY: fuzz/campaign seed 100096, --pass-pipeline=builtin.module(func.func(affine-loop-fusion{mode=greedy maximal=true local-buf-threshold=4 fast-mem-space=2})); also seeds 102671 (mode=greedy), 107345, 110094 (crashes in MemRefDependenceGraph::forEachMemRef{Output,Input}Edge)
// MATCH: {"frames": ["fn@libMLIR.so.22.1+0x2dc16b0", "fn@libMLIR.so.22.1+0x2dbd100"], "kind": "crash", "pass": "affine-loop-fusion", "state": null}
// The sum loop and the last loop both read %m: sibling fusion fuses the sum
// loop into the last loop and erases it, though vector.print still uses %s.
// mlir-opt-22 crashes (SIGSEGV) with the default options and with
// mode=sibling; on the campaign's program (a two-deep iter_args nest) only
// with maximal=true, in vector::PrintOp::verifyInvariantsImpl after the pass.
func.func @main() {
  %m = memref.alloca() : memref<4xf32>
  %z = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  affine.for %i = 0 to 4 {
    affine.store %one, %m[%i] : memref<4xf32>
  }
  %s = affine.for %i = 0 to 4 iter_args(%a = %z) -> (f32) {
    %v = affine.load %m[%i] : memref<4xf32>
    %n = arith.addf %a, %v : f32
    affine.yield %n : f32
  }
  vector.print %s : f32
  affine.for %i = 0 to 4 {
    %v = affine.load %m[%i] : memref<4xf32>
  }
  return
}
