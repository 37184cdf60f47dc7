// MLIR-BUG: crash
// PASS: -affine-super-vectorize=virtual-vector-size=2,8
// ROOT-CAUSE: vectorizeAffineForOp: it creates the vector loop with the scalar loop's own bound operands (forOp.getLowerBoundOperands/getUpperBoundOperands) instead of their scalar replacements, so an inner loop bounded by the outer IV keeps using the scalar outer loop's IV, which is freed when the scalar nest is erased
// UPSTREAM: llvm/llvm-project#121321
// FOUND-BY: fuzz/campaign seed 100235, --pass-pipeline=builtin.module(func.func(affine-super-vectorize{virtual-vector-size=2,8})); also seeds 100963, 100794, 101448, 101469, 105073, 106172, 100388, 106473, 110046 (bound via an affine.apply of the outer IV; the freed operand reused by a vector value: "operand #0 must be variadic of index")
// MATCH: {"frames": ["fn@libMLIR.so.22.1+0x2d58b10", "mlir::affine::AffineForOp::verifyInvariantsImpl", "fn@libMLIR.so.22.1+0x2d89ef0"], "kind": "crash", "pass": "affine-super-vectorize", "state": null}
// The second (triangular) nest is vectorized as a 2-D nest; its vector inner
// loop's upper bound still names %i of the erased scalar loop, and
// mlir-opt-22 crashes in AffineForOp::verifyInvariantsImpl after the pass
// (use after free).  With a 1-D virtual-vector-size only the inner loop of
// this nest is vectorized and the outer IV stays alive: no crash; a 1-D size
// crashes too when the vectorized loop is a tile loop bounding its
// intra-tile loop (seed 101469, after affine-loop-tile{tile-size=2}).
// Fixed on main by llvm/llvm-project#184770, not in 22.1.8.
func.func @main() {
  %m = memref.alloca() : memref<8x8xf32>
  %z = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      affine.store %z, %m[%i, %j] : memref<8x8xf32>
    }
  }
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to affine_map<(d0) -> (d0)>(%i) {
      affine.store %one, %m[%i, %j] : memref<8x8xf32>
    }
  }
  %v = affine.load %m[7, 6] : memref<8x8xf32>
  vector.print %v : f32
  %w = affine.load %m[6, 7] : memref<8x8xf32>
  vector.print %w : f32
  return
}
