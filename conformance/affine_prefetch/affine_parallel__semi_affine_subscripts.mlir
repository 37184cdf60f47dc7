// Derived by tools/gen-derived-conformance from conformance/affine_parallel/semi_affine_subscripts.mlir: an affine.prefetch
// before each affine.load; a prefetch changes nothing, so it prints what that prints.
// Semi-affine subscripts inside affine.parallel: reads at %i floordiv 2,
// %i mod 4 and %i mod symbol(%s); writes at %i floordiv 2 under step 2 (so
// no two iterations write the same element) and at %i * symbol(%s).
func.func private @printMemrefI64(memref<*xi64>)
func.func @main() {
  %s = arith.constant 3 : index
  %a = memref.alloc() : memref<8xi64>
  affine.for %i = 0 to 8 {
    %v = arith.index_cast %i : index to i64
    %c = arith.constant 10 : i64
    %w = arith.muli %v, %c : i64
    affine.store %w, %a[%i] : memref<8xi64>
  }
  %o = memref.alloc() : memref<4xi64>
  %q = memref.alloc() : memref<12xi64>
  affine.for %i = 0 to 12 {
    %c = arith.constant -1 : i64
    affine.store %c, %q[%i] : memref<12xi64>
  }
  affine.parallel (%i) = (0) to (8) step (2) {
    affine.prefetch %a[%i floordiv 2], read, locality<0>, data : memref<8xi64>
    %x = affine.load %a[%i floordiv 2] : memref<8xi64>
    affine.prefetch %a[%i mod 4 + 4], read, locality<1>, data : memref<8xi64>
    %y = affine.load %a[%i mod 4 + 4] : memref<8xi64>
    %t = arith.addi %x, %y : i64
    affine.store %t, %o[%i floordiv 2] : memref<4xi64>
  }
  %r = affine.parallel (%i) = (0) to (4) reduce ("addi") -> (i64) {
    affine.prefetch %a[%i mod symbol(%s)], read, locality<2>, data : memref<8xi64>
    %x = affine.load %a[%i mod symbol(%s)] : memref<8xi64>
    affine.store %x, %q[%i * symbol(%s)] : memref<12xi64>
    affine.yield %x : i64
  }
  vector.print %r : i64
  %u = memref.cast %o : memref<4xi64> to memref<*xi64>
  func.call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  %uq = memref.cast %q : memref<12xi64> to memref<*xi64>
  func.call @printMemrefI64(%uq) : (memref<*xi64>) -> ()
  memref.dealloc %a : memref<8xi64>
  memref.dealloc %o : memref<4xi64>
  memref.dealloc %q : memref<12xi64>
  return
}
