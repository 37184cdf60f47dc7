// Derived by tools/gen-derived-conformance from conformance/affine_apply/permutation_memspace1_i8.mlir: an affine.prefetch
// before each affine.load; a prefetch changes nothing, so it prints what that prints.
// affine.apply (d0 * 5 + 3) mod 16 permutes the slots of an i8 memref in
// memory space 1; every slot is written once, then read back in order
// and summed with wrapping i8 addi.
func.func @main() {
  %m = memref.alloca() : memref<16xi8, 1>
  affine.for %i = 0 to 16 {
    %p = affine.apply affine_map<(d0) -> ((d0 * 5 + 3) mod 16)>(%i)
    %v = arith.index_cast %i : index to i8
    %k = arith.constant 13 : i8
    %w = arith.muli %v, %k : i8
    memref.store %w, %m[%p] : memref<16xi8, 1>
  }
  %z = arith.constant 0 : i8
  %s = affine.for %i = 0 to 16 iter_args(%acc = %z) -> (i8) {
    affine.prefetch %m[%i], read, locality<0>, data : memref<16xi8, 1>
    %v = affine.load %m[%i] : memref<16xi8, 1>
    vector.print %v : i8
    %t = arith.addi %acc, %v : i8
    affine.yield %t : i8
  }
  vector.print %s : i8
  return
}
