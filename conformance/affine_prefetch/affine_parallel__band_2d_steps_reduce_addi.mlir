// Derived by tools/gen-derived-conformance from conformance/affine_parallel/band_2d_steps_reduce_addi.mlir: an affine.prefetch
// before each affine.load; a prefetch changes nothing, so it prints what that prints.
// A 2-d affine.parallel band with steps (2, 3) reducing "addi" over i32
// loads: only the iterations i in {1, 3, 5}, j in {0, 3, 6} contribute.
func.func @main() {
  %m = memref.alloc() : memref<6x8xi32>
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 8 {
      %x = affine.apply affine_map<(d0, d1) -> (d0 * 100 + d1)>(%i, %j)
      %v = arith.index_cast %x : index to i32
      affine.store %v, %m[%i, %j] : memref<6x8xi32>
    }
  }
  %r = affine.parallel (%i, %j) = (1, 0) to (6, 8) step (2, 3) reduce ("addi") -> (i32) {
    affine.prefetch %m[%i, %j], read, locality<0>, data : memref<6x8xi32>
    %v = affine.load %m[%i, %j] : memref<6x8xi32>
    affine.yield %v : i32
  }
  vector.print %r : i32
  %c = affine.parallel (%i, %j) = (1, 0) to (6, 8) step (2, 3) reduce ("addi") -> (i32) {
    %one = arith.constant 1 : i32
    affine.yield %one : i32
  }
  vector.print %c : i32
  memref.dealloc %m : memref<6x8xi32>
  return
}
