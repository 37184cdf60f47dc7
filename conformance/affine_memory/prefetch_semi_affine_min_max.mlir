// affine.prefetch with semi-affine subscripts (floordiv/mod by a symbol)
// inside a loop with min/max bounds over an i16 memref in memory space 3;
// the prefetched addresses may be out of bounds and are ignored.
func.func @main() {
  %s = arith.constant 4 : index
  %m = memref.alloca() : memref<16xi16, 3>
  affine.for %i = 0 to 16 {
    %v = arith.index_cast %i : index to i16
    affine.store %v, %m[%i] : memref<16xi16, 3>
  }
  %c0 = arith.constant 0 : i16
  %r = affine.for %i = max affine_map<()[s0] -> (s0 - 1, 2)>()[%s] to min affine_map<()[s0] -> (s0 * 3, 20)>()[%s] iter_args(%a = %c0) -> (i16) {
    affine.prefetch %m[%i floordiv symbol(%s) + 15], read, locality<3>, data : memref<16xi16, 3>
    affine.prefetch %m[%i mod symbol(%s) + %i * 2], write, locality<1>, data : memref<16xi16, 3>
    %v = affine.load %m[%i mod symbol(%s)] : memref<16xi16, 3>
    %w = affine.load %m[%i floordiv symbol(%s)] : memref<16xi16, 3>
    %c10 = arith.constant 10 : i16
    %x = arith.muli %v, %c10 : i16
    %y = arith.addi %x, %w : i16
    %t = arith.addi %a, %y : i16
    affine.yield %t : i16
  }
  vector.print %r : i16
  return
}
