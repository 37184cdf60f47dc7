// MLIR-BUG: wrong-output
// PASS: -affine-super-vectorize=virtual-vector-size=4
// ROOT-CAUSE: vectorizeAffineForOp: it multiplies the loop step by the vector size and keeps the loop bounds, and neither the legality check (isVectorizableLoopBody) nor the codegen asks whether the trip count is a multiple of the vector size or adds a mask or remainder loop, so the last vector iteration (%j = 4 of 0 to 6) transfers 4 elements, 2 past the loop's upper bound; vector.transfer_read/write only mask lanes outside the memref, so m[6] and m[7] are rewritten
// UPSTREAM: llvm/llvm-project#218120
// FOUND-BY: fuzz/campaign seed 100873, --pass-pipeline=builtin.module(func.func(affine-loop-tile{cache-size=4 separate=true},affine-super-vectorize{virtual-vector-size=4 vectorize-reductions=true test-fastest-varying=1})) (point loops of one row per tile vectorized by 4 rows: each tile updated 4 rows of C, 3 of them in bounds, so rows were accumulated more than once; the poison of the padding reached a printMemref in the full pipeline)
// MATCH: {"class": "wrong-output", "defaults": {"virtual-vector-size": null}, "features": ["in-place-update", "op:affine.load", "op:affine.store", "op:memref.load", "op:memref.store"], "kind": "silent", "options": {"virtual-vector-size": "4"}, "pass": "affine-super-vectorize", "ub": null}
// The loop doubles m[0..5]; m[6] and m[7] keep 6 and 7.  Vectorized by 4,
// the second vector iteration covers m[4..7] and doubles m[6] and m[7]
// too: the program prints 12 and 14 instead of 6 and 7.
func.func @main() {
  %m = memref.alloc() : memref<8xi32>
  affine.for %j = 0 to 8 {
    %n = arith.index_cast %j : index to i32
    memref.store %n, %m[%j] : memref<8xi32>
  }
  affine.for %j = 0 to 6 {
    %v = affine.load %m[%j] : memref<8xi32>
    %w = arith.addi %v, %v : i32
    affine.store %w, %m[%j] : memref<8xi32>
  }
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %x6 = memref.load %m[%c6] : memref<8xi32>
  %x7 = memref.load %m[%c7] : memref<8xi32>
  vector.print %x6 : i32
  vector.print %x7 : i32
  memref.dealloc %m : memref<8xi32>
  return
}
