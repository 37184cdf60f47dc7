// MLIR-BUG: wrong-output
// PASS: -affine-loop-fusion
// ROOT-CAUSE: canFuseLoops: for the producer-consumer strategy it builds the slice from the source's stores only (strategyOpsA keeps the AffineWriteOpInterface ops) and its getMaxLoopDepth check looks at the destination's accesses to the memrefs the source writes, so nothing tests the write-after-read dependence from the producer's load of %a[1] to the consumer's store of %a[%p]; after fusion the slice for %p = 2 reads %a[1] after iteration 1 has overwritten it
// UPSTREAM: llvm/llvm-project#212032
// FOUND-BY: fuzz/campaign seed 102411, --pass-pipeline=builtin.module(func.func(affine-loop-coalescing,affine-expand-index-ops,affine-fold-memref-alias-ops,canonicalize{region-simplify=normal},affine-loop-fusion{mode=producer maximal=true})) (reported under canonicalize; the culprit is the fusion pass: a chain of coalesced producers, the first reading %arg0, fused into the nest that stores %arg0; with that first producer reading a copy of %arg0 the output is unchanged)
// MATCH: {"class": "wrong-output", "defaults": {}, "features": ["call", "invariant-load", "op:affine.load", "op:affine.store", "op:memref.load"], "kind": "silent", "options": {}, "pass": "affine-loop-fusion", "ub": null}
// @kernel's first loop reads a[1] (1.0) three times; the second then
// overwrites a.  Fusion interleaves them, so iteration 2 reads the a[1]
// that iteration 1 already set to 2.0: the program prints 2 and 3 instead
// of 2 and 2.  The same with mode=producer.
func.func @kernel(%a: memref<3xf32>, %c: memref<3xf32>) {
  %t = memref.alloc() : memref<3xf32>
  affine.for %p = 0 to 3 {
    %av = affine.load %a[1] : memref<3xf32>
    %cv = affine.load %c[%p] : memref<3xf32>
    %v = arith.addf %av, %cv : f32
    affine.store %v, %t[%p] : memref<3xf32>
  }
  affine.for %p = 0 to 3 {
    %v = affine.load %t[%p] : memref<3xf32>
    affine.store %v, %a[%p] : memref<3xf32>
  }
  memref.dealloc %t : memref<3xf32>
  return
}
func.func @main() {
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<3xf32>
  %c = memref.alloc() : memref<3xf32>
  affine.for %i = 0 to 3 {
    affine.store %one, %a[%i] : memref<3xf32>
    affine.store %one, %c[%i] : memref<3xf32>
  }
  call @kernel(%a, %c) : (memref<3xf32>, memref<3xf32>) -> ()
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %x0 = memref.load %a[%c0] : memref<3xf32>
  %x2 = memref.load %a[%c2] : memref<3xf32>
  vector.print %x0 : f32
  vector.print %x2 : f32
  memref.dealloc %c : memref<3xf32>
  memref.dealloc %a : memref<3xf32>
  return
}
