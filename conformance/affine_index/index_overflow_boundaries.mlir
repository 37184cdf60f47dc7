// conformance/affine_index/index_overflow_boundaries: seed 001,
// affine.linearize_index: "as with other affine ops, the linearization is
// undefined behaviour if it overflows in the signed sense"; and
// affine.delinearize_index: the lowering may assume no signed overflow,
// "that is, the product of all basis elements is positive as an index".
// Each computation here reaches the end of 64-bit index without leaving
// it: a stride of 2^62, a term and a sum of exactly INT64_MAX, a negative
// first index making INT64_MIN, a basis whose product is INT64_MAX - 1
// (SPEC_NOTES "Index overflow").  vector.print prints index as unsigned.
// The expected output is mlir-runner-22's.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m2 = arith.constant -2 : index
  %h = arith.constant 4611686018427387903 : index
  %b62 = arith.constant 4611686018427387904 : index
  %b3 = arith.constant 3074457345618258602 : index
  // 1 * 2^62 + (2^62 - 1) = INT64_MAX, with the stride 2^62 from a dynamic basis
  %l0 = affine.linearize_index [%c1, %h] by (%b62) : index
  vector.print %l0 : index
  // -2 * 2^62 = INT64_MIN (the first index may be negative, even under disjoint)
  %l1 = affine.linearize_index disjoint [%m2, %c0] by (2, %b62) : index
  vector.print %l1 : index
  // a stride of 2^31 * 2^31 = 2^62
  %l2 = affine.linearize_index [%c1, %c0, %c1] by (2147483648, 2147483648) : index
  vector.print %l2 : index
  // the product of the whole basis, 3 * 3074457345618258602, is INT64_MAX - 1
  %x = arith.constant 9223372036854775805 : index
  %d:2 = affine.delinearize_index %x into (3, %b3) : index, index
  vector.print %d#0 : index
  vector.print %d#1 : index
  // INT64_MIN into (2^62 - 1, 2), no outer bound: the basis product 2^63 - 2 fits
  %n = arith.constant -9223372036854775808 : index
  %e:3 = affine.delinearize_index %n into (%h, 2) : index, index, index
  vector.print %e#0 : index
  vector.print %e#1 : index
  vector.print %e#2 : index
  return
}
