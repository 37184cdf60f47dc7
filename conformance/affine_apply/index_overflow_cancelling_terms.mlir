// conformance/affine_apply/index_overflow_cancelling_terms: seed 001
// (affine.linearize_index): "as with other affine ops, the linearization is
// undefined behaviour if it overflows in the signed sense".  What
// overflows is the value an expression denotes (SPEC_NOTES "Index
// overflow"): a result, an integer-set constraint, an operand of
// floordiv/ceildiv/mod.  Products and sums inside may leave 64 bits when
// the value does not, since MLIR keeps no evaluation order for them.  Here
// the products d0 * 3, d1 * 3 and d0 * s0 leave int64 and cancel; every
// result is defined.  mlir-opt-22 -lower-affine marks each product
// `overflow<nsw>`, so a backend may make these poison: the expectation
// follows SPEC_NOTES, not a backend.  Last, constants MLIR folds with
// wrap-around: `d0 + 9223372036854775807 + 1` becomes `d0 -
// -9223372036854775808`, defined for d0 = 3 (9223372036854775811 printed
// as unsigned); mlir-opt-22 prints that map but cannot read it back
// ("constant too large for index"), so no backend harness runs it either.
// EXPECT-SOURCE: spec
func.func @main() {
  %big = arith.constant 4611686018427387904 : index
  %mbig = arith.constant -4611686018427387904 : index
  %c5 = arith.constant 5 : index
  %r0 = affine.apply affine_map<(d0, d1) -> (d0 * 3 + d1 * 3 + 1)>(%big, %mbig)
  vector.print %r0 : index
  %r1 = affine.apply affine_map<(d0)[s0, s1] -> ((d0 * s0 - d0 * s1 + 7) floordiv 2)>(%big)[%big, %big]
  vector.print %r1 : index
  %r2 = affine.apply affine_map<(d0)[s0] -> (d0 * s0 * s0 - d0 * s0 * s0 + s0 mod 5)>(%c5)[%big]
  vector.print %r2 : index
  %c3 = arith.constant 3 : index
  %r3 = affine.apply affine_map<(d0) -> (d0 + 9223372036854775807 + 1)>(%c3)
  vector.print %r3 : index
  return
}
