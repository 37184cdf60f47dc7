// MLIR-BUG: reparse-failure
// PASS: --pass-pipeline=builtin.module(func.func(affine-fold-memref-alias-ops))
// ROOT-CAUSE: AffineParser::parseSSAIdExpr: it remembers the SSA ids already seen in an affine map of SSA ids by their token spelling (%1), without the result number, so for the second result %1#1 of the same op it returns the dim of %1#0 after consuming only %1 and stops at '#1' ("expected ']' in affine map")
// UPSTREAM: llvm/llvm-project#168175
// FOUND-BY: fuzz/campaign seed 1059, --pass-pipeline=builtin.module(func.func(affine-fold-memref-alias-ops))
// MATCH: {"class": "reparse-failure", "kind": "message", "message": "expected ']' in affine map", "op": null, "pass": "affine-fold-memref-alias-ops"}
// The pass folds the memref.collapse_shape into the affine.store and
// delinearizes the subscript: affine.store %cst, %alloca[%1#0, %1#1] with
// %1:2 = affine.delinearize_index.  That IR is valid (it verifies, and
// prints and parses back in generic form), but mlir-opt-22 cannot parse its
// own custom printing of it.  Any affine subscript (load, store, prefetch...)
// that uses two results of one multi-result op fails the same way; the pass is what
// makes such subscripts out of ordinary code.
func.func @main() {
  %x = memref.alloca() : memref<3x2xf32>
  %cs = memref.collapse_shape %x [[0, 1]] : memref<3x2xf32> into memref<6xf32>
  %c = arith.constant 1.5 : f32
  affine.for %i = 0 to 6 {
    affine.store %c, %cs[%i] : memref<6xf32>
  }
  %v = affine.load %x[2, 1] : memref<3x2xf32>
  vector.print %v : f32
  return
}
