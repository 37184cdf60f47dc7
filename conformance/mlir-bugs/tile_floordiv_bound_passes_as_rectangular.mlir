// MLIR-BUG: invalid-output
// PASS: -affine-loop-tile=tile-size=4
// ROOT-CAUSE: checkIfHyperRectangular / IntegerRelation::isHyperRectangular: a constraint is taken as non-rectangular only when it has more than one non-zero coefficient among the band's loop dimensions, and a bound through a floordiv or ceildiv (j <= q with the local q = i floordiv 3) has one, so the triangular nest is tiled as if rectangular: the tile-space loop of %j keeps its bound map on %i, whose operand is then replaced by the intra-tile IV of %i defined deeper in the new nest
// UPSTREAM: new
// FOUND-BY: fuzz/gen-stats --seed 31000 --count 200 with passes (issue 30's odd-loops feature, loop bounds with floordiv on an outer IV): 27 of 200 programs fail tiling, e.g. seeds 31002, 31013, 31023
// MATCH: {"class": "invalid-output", "kind": "message", "message": "operand #N does not dominate this use", "op": null, "pass": "affine-loop-tile"}
// With `(d0 + 1)` or `d0 mod 3 + 1` (a mod flattens to i - 3q, which names
// %i) the pass sees the nest is not rectangular and leaves it alone; with
// `d0 floordiv 3 + 1`, or a ceildiv lower bound, it tiles and the result
// fails the verifier: "operand #0 does not dominate this use".  The
// program itself prints 1 (affine-interp, mlir-runner-22).
func.func @main() {
  %m = memref.alloc() : memref<8x9xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to affine_map<(d0) -> (d0 floordiv 3 + 1)>(%i) {
      affine.store %c, %m[%i, %j] : memref<8x9xf32>
    }
  }
  %v = affine.load %m[7, 2] : memref<8x9xf32>
  vector.print %v : f32
  memref.dealloc %m : memref<8x9xf32>
  return
}
