// Derived by tools/gen-derived-conformance from conformance/affine_for/reinterpret_cast_column_walk_i64.mlir: an affine.prefetch
// before each affine.load; a prefetch changes nothing, so it prints what that prints.
// affine.for over a memref.reinterpret_cast view with a column-major layout
// (strided<[1, 4], offset: 1>) of a flat i64 buffer; an i64 iter_args
// weighted sum walks the view row by row.
func.func private @printMemrefI64(memref<*xi64>)
func.func @main() {
  %flat = memref.alloc() : memref<16xi64>
  affine.for %i = 0 to 16 {
    %v = arith.index_cast %i : index to i64
    affine.store %v, %flat[%i] : memref<16xi64>
  }
  %view = memref.reinterpret_cast %flat to offset: [1], sizes: [4, 3], strides: [1, 4] : memref<16xi64> to memref<4x3xi64, strided<[1, 4], offset: 1>>
  %c0 = arith.constant 0 : i64
  %s = affine.for %i = 0 to 4 iter_args(%acc = %c0) -> (i64) {
    %r = affine.for %j = 0 to 3 iter_args(%a = %acc) -> (i64) {
      affine.prefetch %view[%i, %j], read, locality<0>, data : memref<4x3xi64, strided<[1, 4], offset: 1>>
      %v = affine.load %view[%i, %j] : memref<4x3xi64, strided<[1, 4], offset: 1>>
      %w = arith.constant 3 : i64
      %m = arith.muli %a, %w : i64
      %t = arith.addi %m, %v : i64
      affine.yield %t : i64
    }
    affine.yield %r : i64
  }
  vector.print %s : i64
  %u = memref.cast %view : memref<4x3xi64, strided<[1, 4], offset: 1>> to memref<*xi64>
  func.call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  memref.dealloc %flat : memref<16xi64>
  return
}
