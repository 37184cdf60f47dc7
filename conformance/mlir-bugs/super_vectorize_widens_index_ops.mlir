// MLIR-BUG: invalid-output
// PASS: -affine-super-vectorize=virtual-vector-size=8
// ROOT-CAUSE: vectorizeOneOperation: it sends every region-free op it has no case for to widenOp, including affine.delinearize_index and affine.linearize_index, which rebuilds them with vector<8xindex> operands and results though in MLIR 22 these ops take index only (affine.apply has its own case, vectorizeAffineApplyOp, which keeps it scalar)
// UPSTREAM: new
// FOUND-BY: fuzz/campaign seed 100980, --pass-pipeline=builtin.module(func.func(affine-fold-memref-alias-ops,affine-fold-memref-alias-ops,affine-super-vectorize{virtual-vector-size=3})); also seed 106802 (a linearize_index)
// MATCH: {"class": "invalid-output", "kind": "message", "message": "'affine.delinearize_index' op operand #N must be index, but got 'vector<Nxindex>'", "op": "affine.delinearize_index", "pass": "affine-super-vectorize"}
// The delinearize_index of the outer IV %i (a uniform of the %j vector
// loop) is widened: its operand becomes a vector.broadcast of %i, and the
// verifier rejects "'affine.delinearize_index' op operand #0 must be index,
// but got 'vector<8xindex>'".  An affine.linearize_index in the same place
// fails the same way, even with no use.  In the campaign the
// delinearize_index came from affine-fold-memref-alias-ops folding a
// memref.collapse_shape into the store.
func.func @main() {
  %m = memref.alloca() : memref<3x8xindex>
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 8 {
      %q:2 = affine.delinearize_index %i into (3, 1) : index, index
      %c = arith.constant 1 : index
      affine.store %c, %m[%q#0, %j] : memref<3x8xindex>
    }
  }
  %r = affine.load %m[2, 7] : memref<3x8xindex>
  vector.print %r : index
  return
}
