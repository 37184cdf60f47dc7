// MLIR-BUG: wrong-output
// PASS: -affine-loop-fusion
// ROOT-CAUSE: performFusionsIntoDest: when the producer cannot be removed (the slice for the consumer covers only p[0..1]) it keeps the producer nest and fuses a slice that recomputes those iterations into the consumer, whether its store goes to a private buffer (here) or back to %p (the campaign case, where the slice was even re-run in every consumer iteration); nothing checks that the producer reads the memref it writes (p[i] = p[i] * 2, in place), so the slice's load of %p sees the kept producer's result and applies the update a second time
// UPSTREAM: llvm/llvm-project#210490
// FOUND-BY: fuzz/campaign seed 100254, --pass-pipeline=builtin.module(func.func(affine-loop-fusion{mode=producer maximal=true local-buf-threshold=1 fast-mem-space=2})) (a producer updating each row of %alloc in place through an affine.dma_start into a fast buffer, kept after a one-element slice of it was fused, 8 times, into a consumer reading %alloc[0, 0]; reduced in /tmp/triage/reduced/h2-fusion-100254)
// MATCH: {"class": "wrong-output", "defaults": {}, "features": ["call", "in-place-update", "op:affine.load", "op:affine.store", "op:memref.load"], "kind": "silent", "options": {}, "pass": "affine-loop-fusion", "ub": null}
// @kernel doubles p[0..3] in place, then copies p[0..1] to %d: d[0] = 2.
// Fusion keeps the doubling loop and also puts a copy of its iterations 0
// and 1 into the copy loop, reading the already doubled p[i]: d[0] = 4.
func.func @kernel(%p: memref<4xf32>, %d: memref<2xf32>) {
  %two = arith.constant 2.0 : f32
  affine.for %i = 0 to 4 {
    %x = affine.load %p[%i] : memref<4xf32>
    %y = arith.mulf %x, %two : f32
    affine.store %y, %p[%i] : memref<4xf32>
  }
  affine.for %i = 0 to 2 {
    %x = affine.load %p[%i] : memref<4xf32>
    affine.store %x, %d[%i] : memref<2xf32>
  }
  return
}
func.func @main() {
  %one = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %p = memref.alloc() : memref<4xf32>
  %d = memref.alloc() : memref<2xf32>
  affine.for %i = 0 to 4 {
    affine.store %one, %p[%i] : memref<4xf32>
  }
  call @kernel(%p, %d) : (memref<4xf32>, memref<2xf32>) -> ()
  %x = memref.load %d[%c0] : memref<2xf32>
  %y = memref.load %p[%c0] : memref<4xf32>
  vector.print %x : f32
  vector.print %y : f32
  memref.dealloc %d : memref<2xf32>
  memref.dealloc %p : memref<4xf32>
  return
}
