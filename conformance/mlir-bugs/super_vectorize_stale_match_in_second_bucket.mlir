// MLIR-BUG: crash
// PASS: -affine-super-vectorize=virtual-vector-size=8
// ROOT-CAUSE: computeIntersectionBuckets: a match that encloses the roots of several buckets is added to the first one only (whose root it becomes) and the buckets are not merged, so once vectorizeLoops vectorizes that outer match and erases its scalar nest, the other bucket still holds a match on an erased loop (%k), which vectorizeLoops then analyzes (use after free)
// UPSTREAM: new
// FOUND-BY: fuzz/campaign seed 103980, --pass-pipeline=builtin.module(func.func(affine-loop-unroll-jam{unroll-jam-factor=8},affine-super-vectorize{virtual-vector-size=8 vectorize-reductions=true})); also seed 106788
// MATCH: {"frames": ["fn@libMLIR.so.22.1+0x2dcd630", "fn@libMLIR.so.22.1+0x2dcc7e0"], "kind": "crash", "pass": "affine-super-vectorize", "state": null, "variants": [["fn@libMLIR.so.22.1+0x2dcc7e0", "fn@libMLIR.so.22.1+0x2dcb850", "fn@libMLIR.so.22.1+0x2dd0ef0"]]}
// The 1-D pattern matches %j, %k and %i (post-order).  %j opens bucket 1,
// %k bucket 2, and %i joins bucket 1 only, as its new root.  In bucket 1,
// %j fails (its IV feeds arith.index_cast), so %i is vectorized, which
// erases the scalar %i nest including %k; bucket 2's match on %k is then
// visited and mlir-opt-22 crashes (SIGSEGV) in a walk of the freed loop.
// With %k before %j, or with a %j body that vectorizes, no crash.
func.func @main() {
  %m = memref.alloca() : memref<4xi32>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 1 {
      %v = arith.index_cast %j : index to i32
      affine.store %v, %m[%i] : memref<4xi32>
    }
    affine.for %k = 0 to 1 {
    }
  }
  %r = affine.load %m[3] : memref<4xi32>
  vector.print %r : i32
  return
}
