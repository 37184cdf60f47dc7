// MLIR-BUG: wrong-output
// PASS: -affine-data-copy-generate=generate-dma=false fast-mem-space=0 fast-mem-capacity=1
// ROOT-CAUSE: generateCopy: it emits the copy-in and copy-out nests and then discards the result of replaceAllMemRefUsesWith ((void) cast), which fails without rewriting anything when the range also uses the memref in a non-affine op (memref.load here), so the loop still updates %m and the copy-out writes the stale fast buffer back over it
// UPSTREAM: llvm/llvm-project#217538
// FOUND-BY: fuzz/campaign seeds 1018 (wrong-output) and 1014 (undefined-output), affine-data-copy-generate{generate-dma=false fast-mem-space=2 fast-mem-capacity=1024}
// MATCH: {"class": "wrong-output", "defaults": {}, "features": ["in-place-update", "op:affine.load", "op:affine.store", "op:memref.load"], "kind": "silent", "options": {}, "pass": "affine-data-copy-generate", "ub": null}
// The loop reads and writes %m with affine ops, so %m gets a fast buffer with
// a copy-in before the loop and a copy-out after it.  The memref.load makes
// replaceAllMemRefUsesWith fail (not an AffineMapAccessInterface op), so no
// access in the loop is redirected: the loop computes 3 in %m[1], and the
// copy-out then restores the 1 copied in.  With only stores in the range
// (seed 1014) there is no copy-in and the copy-out writes uninitialized
// values (affine-interp: exit 3 [uninit]).
func.func @main() {
  %m = memref.alloca() : memref<2xf32>
  %one = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  affine.store %one, %m[0] : memref<2xf32>
  affine.store %one, %m[1] : memref<2xf32>
  affine.for %i = 0 to 2 {
    %u = affine.load %m[%i] : memref<2xf32>
    %v = memref.load %m[%c0] : memref<2xf32>
    %w = arith.addf %u, %v : f32
    affine.store %w, %m[%i] : memref<2xf32>
  }
  %r = affine.load %m[1] : memref<2xf32>
  vector.print %r : f32
  return
}
