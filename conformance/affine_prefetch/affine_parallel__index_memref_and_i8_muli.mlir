// Derived by tools/gen-derived-conformance from conformance/affine_parallel/index_memref_and_i8_muli.mlir: an affine.prefetch
// before each affine.load; a prefetch changes nothing, so it prints what that prints.
// affine.parallel writing a memref of index (each iteration its own
// element), then an i8 "muli" reduction that wraps modulo 2^8 (no flags).
func.func @main() {
  %m = memref.alloc() : memref<6xindex>
  affine.parallel (%i) = (0) to (6) {
    %v = affine.apply affine_map<(d0) -> (d0 * 3 + 1)>(%i)
    affine.store %v, %m[%i] : memref<6xindex>
  }
  %c0 = arith.constant 0 : index
  %s = affine.for %i = 0 to 6 iter_args(%a = %c0) -> (index) {
    affine.prefetch %m[%i], read, locality<0>, data : memref<6xindex>
    %v = affine.load %m[%i] : memref<6xindex>
    %t = arith.addi %a, %v : index
    affine.yield %t : index
  }
  vector.print %s : index
  %p = affine.parallel (%i) = (0) to (6) reduce ("muli") -> (i8) {
    affine.prefetch %m[%i], read, locality<1>, data : memref<6xindex>
    %v = affine.load %m[%i] : memref<6xindex>
    %b = arith.index_cast %v : index to i8
    affine.yield %b : i8
  }
  vector.print %p : i8
  memref.dealloc %m : memref<6xindex>
  return
}
