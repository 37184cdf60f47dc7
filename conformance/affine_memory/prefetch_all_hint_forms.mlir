// affine.prefetch in every hint form (read/write, locality<0..3>,
// data/instr) changes nothing observable, including prefetches of
// out-of-bounds addresses, which are no-op hints.
func.func @main() {
  %m = memref.alloc() : memref<4x4xi32>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      affine.prefetch %m[%i, %j + 5], write, locality<0>, data : memref<4x4xi32>
      %s = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1)>(%i, %j)
      %v = arith.index_cast %s : index to i32
      affine.store %v, %m[%i, %j] : memref<4x4xi32>
      affine.prefetch %m[%j, %i], read, locality<1>, instr : memref<4x4xi32>
    }
  }
  affine.prefetch %m[7, 7], read, locality<2>, data : memref<4x4xi32>
  affine.prefetch %m[0, 0], write, locality<3>, instr : memref<4x4xi32>
  %c0 = arith.constant 0 : i32
  %s = affine.for %i = 0 to 4 iter_args(%a = %c0) -> (i32) {
    affine.prefetch %m[%i + 1, %i + 1], read, locality<3>, data : memref<4x4xi32>
    %v = affine.load %m[%i, %i] : memref<4x4xi32>
    %t = arith.addi %a, %v : i32
    affine.yield %t : i32
  }
  vector.print %s : i32
  memref.dealloc %m : memref<4x4xi32>
  return
}
