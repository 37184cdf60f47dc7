// affine.linearize_index / affine.delinearize_index inside a tiled loop with
// min bounds, an affine.parallel addi reduction and a semi-affine map
// (d0 floordiv s0); the delinearized coordinates are stored through a
// strided subview (a non-identity layout).
func.func private @printMemrefI64(memref<*xi64>)
func.func @main() {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %n = arith.constant 10 : index
  %big = memref.alloc() : memref<4x16xi64>
  %zero = arith.constant 0 : i64
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 16 {
      affine.store %zero, %big[%i, %j] : memref<4x16xi64>
    }
  }
  %view = memref.subview %big[1, 2] [2, 10] [1, 1] : memref<4x16xi64> to memref<2x10xi64, strided<[16, 1], offset: 18>>
  affine.for %t = 0 to 10 step 4 {
    affine.for %k = affine_map<(d0) -> (d0)>(%t) to min affine_map<(d0)[s0] -> (d0 + 4, s0)>(%t)[%n] {
      %lin = affine.linearize_index [%c3, %k] by (4, 10) : index
      %q:2 = affine.delinearize_index %lin into (4, 10) : index, index
      %h = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%k)[%c4]
      %v = arith.index_cast %lin : index to i64
      %w = arith.index_cast %h : index to i64
      %x = arith.addi %v, %w : i64
      affine.store %x, %view[0, %q#1] : memref<2x10xi64, strided<[16, 1], offset: 18>>
    }
  }
  %sum = affine.parallel (%i) = (0) to (10) reduce ("addi") -> (i64) {
    %l = affine.linearize_index [%i, %i] by (10, 10) : index
    %s = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%l)[%c3]
    %e = arith.index_cast %s : index to i64
    affine.yield %e : i64
  }
  vector.print %sum : i64
  %u = memref.cast %big : memref<4x16xi64> to memref<*xi64>
  func.call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  memref.dealloc %big : memref<4x16xi64>
  return
}
