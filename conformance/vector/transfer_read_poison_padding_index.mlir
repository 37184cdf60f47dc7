// A transfer_read of index elements whose padding is ub.poison (as
// -affine-super-vectorize emits): the padding is a value, not a subscript,
// so reading in bounds is well defined.  Regression: affine-interp took the
// index-typed padding for a subscript and reported a poison index.
func.func @main() {
  %m = memref.alloc() : memref<8xindex>
  affine.for %i = 0 to 8 {
    %v = affine.apply affine_map<(d0) -> (d0 * 3)>(%i)
    affine.store %v, %m[%i] : memref<8xindex>
  }
  %c2 = arith.constant 2 : index
  %p = ub.poison : index
  %r = vector.transfer_read %m[%c2], %p : memref<8xindex>, vector<4xindex>
  vector.print %r : vector<4xindex>
  %s = vector.reduction <add>, %r : vector<4xindex> into index
  %c8 = arith.constant 8 : index
  %k = arith.remui %s, %c8 : index
  %e = memref.load %m[%k] : memref<8xindex>
  vector.print %e : index
  memref.dealloc %m : memref<8xindex>
  return
}
