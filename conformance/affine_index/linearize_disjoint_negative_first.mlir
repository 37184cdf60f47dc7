// conformance/affine_index/linearize_disjoint_negative_first: seed 001,
// affine.linearize_index: with `disjoint`, every index lies within its
// basis element, "except that %idx_0 may be negative to make the whole
// index negative".  The first index is -1, -2 and 0 here; the results are
// negative where it is; the expected output is mlir-runner-22's.
func.func @main() {
  %m1 = arith.constant -1 : index
  %m2 = arith.constant -2 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %a = affine.linearize_index disjoint [%m1, %c1, %c3] by (4, 5) : index
  %a64 = arith.index_cast %a : index to i64
  vector.print %a64 : i64
  %b = affine.linearize_index disjoint [%m2, %c3] by (2, 5) : index
  %b64 = arith.index_cast %b : index to i64
  vector.print %b64 : i64
  %c = affine.linearize_index disjoint [%c0, %c3] by (5) : index
  %c64 = arith.index_cast %c : index to i64
  vector.print %c64 : i64
  %d = affine.linearize_index disjoint [%m1, %c0, %c0] by (3, 7) : index
  %d64 = arith.index_cast %d : index to i64
  vector.print %d64 : i64
  return
}
