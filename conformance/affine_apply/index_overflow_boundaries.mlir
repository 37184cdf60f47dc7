// conformance/affine_apply/index_overflow_boundaries: seed 001 (affine.
// linearize_index): "as with other affine ops, the linearization is
// undefined behaviour if it overflows in the signed sense".  Every value
// here lies at or next to the ends of 64-bit index without leaving it, so
// the program is well defined and affine-interp must not report overflow
// (SPEC_NOTES "Index overflow"): results of exactly INT64_MAX and INT64_MIN,
// sums whose left-to-right partial sums would leave int64 but whose value
// does not, constants MLIR folds with wrap-around when it builds the map,
// a floordiv/mod of INT64_MIN, bounds, an integer set and subscripts at
// the edge.  vector.print prints index as unsigned (INT64_MIN is
// 9223372036854775808).  The expected output is mlir-runner-22's.
#set = affine_set<(d0)[s0] : (d0 - s0 - 9223372036854775806 >= 0)>
func.func @main() {
  %max = arith.constant 9223372036854775807 : index
  %min = arith.constant -9223372036854775808 : index
  %h = arith.constant 4611686018427387903 : index
  %mh = arith.constant -4611686018427387904 : index
  %near = arith.constant 9223372036854775805 : index
  %mnear = arith.constant -9223372036854775805 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  // 2 * (2^62 - 1) + 1 = INT64_MAX; 2 * -2^62 = INT64_MIN
  %r0 = affine.apply affine_map<(d0) -> (d0 * 2 + 1)>(%h)
  vector.print %r0 : index
  %r1 = affine.apply affine_map<(d0) -> (d0 * 2)>(%mh)
  vector.print %r1 : index
  // 5 + d0 would leave int64 first; the value, 5 - 3 + ..., does not
  %r2 = affine.apply affine_map<(d0, d1) -> (d0 + d1 + 5)>(%near, %mnear)
  vector.print %r2 : index
  %r3 = affine.apply affine_map<(d0, d1)[s0] -> (d0 - s0 + d1)>(%max, %c3)[%max]
  vector.print %r3 : index
  // folded by MLIR to `d1` (wrap-around; see also index_overflow_cancelling_terms)
  %r4 = affine.apply affine_map<(d0, d1) -> (d0 * 4611686018427387904 * 4 + d1)>(%c3, %c1)
  vector.print %r4 : index
  // floordiv, ceildiv and mod of INT64_MIN and INT64_MAX
  %r6 = affine.apply affine_map<(d0) -> (d0 floordiv 7)>(%min)
  vector.print %r6 : index
  %r7 = affine.apply affine_map<(d0) -> (d0 mod 7)>(%min)
  vector.print %r7 : index
  %r8 = affine.apply affine_map<(d0) -> (d0 ceildiv 7)>(%max)
  vector.print %r8 : index
  %r9 = affine.apply affine_map<(d0)[s0] -> ((d0 * s0) floordiv 3)>(%h)[%c1]
  vector.print %r9 : index
  // min and max whose results touch both ends
  %r10 = affine.min affine_map<(d0, d1) -> (d0, d0 - d1)>(%max, %c1)
  vector.print %r10 : index
  %r11 = affine.max affine_map<(d0, d1) -> (d0, d0 + d1)>(%min, %c1)
  vector.print %r11 : index
  // a loop up to INT64_MAX (step 1: the last iv + 1 is never formed past it)
  affine.for %i = affine_map<()[s0] -> (s0 - 2)>()[%max] to affine_map<()[s0] -> (s0)>()[%max] {
    vector.print %i : index
  }
  // the constraint's value is INT64_MAX - 1 - (INT64_MAX - 1) = 0: it holds
  affine.if #set(%max)[%c1] {
    vector.print %c1 : index
  } else {
    vector.print %c3 : index
  }
  // subscripts that come back into bounds from the far end of index
  %a = memref.alloc() : memref<4xindex>
  affine.store %c3, %a[symbol(%max) - 9223372036854775805] : memref<4xindex>
  %v = affine.load %a[symbol(%near) + symbol(%mnear) + 2] : memref<4xindex>
  vector.print %v : index
  memref.dealloc %a : memref<4xindex>
  return
}
