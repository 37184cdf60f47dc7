// affine.apply, affine.min and affine.max on index values that are neither
// valid dims nor valid symbols: a product of an induction variable, an
// scf.for induction variable, a loaded value.  MLIR 22's verifier accepts
// them (affine.apply refuses only a valid dim bound to a symbol) and its
// own passes make them (scf-for-loop-peeling, scf-parallel-loop-tiling,
// fold-memref-alias-ops): they compute their map on the values they get.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %m = memref.alloc() : memref<1xindex>
  memref.store %c5, %m[%c0] : memref<1xindex>
  affine.for %i = 0 to 4 {
    %j = arith.muli %i, %i : index
    %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%j)
    %b = affine.min affine_map<(d0) -> (d0, 3)>(%j)
    vector.print %a : index
    vector.print %b : index
  }
  scf.for %k = %c0 to %c5 step %c1 {
    %l = memref.load %m[%c0] : memref<1xindex>
    %p = affine.apply affine_map<()[s0, s1] -> (s0 * 2 + s1)>()[%k, %l]
    %q = affine.max affine_map<(d0)[s0] -> (d0 - 2, s0 floordiv 2)>(%k)[%l]
    vector.print %p : index
    vector.print %q : index
  }
  memref.dealloc %m : memref<1xindex>
  return
}
