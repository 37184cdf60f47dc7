// Derived by tools/gen-derived-conformance from conformance/affine_memory/semi_affine_floordiv_mod_subscripts.mlir: an affine.prefetch
// before each affine.load; a prefetch changes nothing, so it prints what that prints.
// Semi-affine subscripts in affine.load/affine.store: floordiv and mod by a
// symbol (%a[%i floordiv symbol(%s)], %a[%i mod symbol(%s)]) next to the
// constant forms %a[%i floordiv 2] and %a[%i mod 4].
func.func @main() {
  %s = arith.constant 3 : index
  %a = memref.alloc() : memref<8xi64>
  affine.for %i = 0 to 8 {
    %v = arith.index_cast %i : index to i64
    %c = arith.constant 100 : i64
    %w = arith.addi %v, %c : i64
    affine.store %w, %a[%i] : memref<8xi64>
  }
  affine.for %i = 0 to 12 {
    affine.prefetch %a[%i floordiv 2], read, locality<0>, data : memref<8xi64>
    %p = affine.load %a[%i floordiv 2] : memref<8xi64>
    affine.prefetch %a[%i mod 4], read, locality<1>, data : memref<8xi64>
    %q = affine.load %a[%i mod 4] : memref<8xi64>
    affine.prefetch %a[%i floordiv symbol(%s)], read, locality<2>, data : memref<8xi64>
    %r = affine.load %a[%i floordiv symbol(%s)] : memref<8xi64>
    affine.prefetch %a[%i mod symbol(%s) + 5], read, locality<3>, data : memref<8xi64>
    %t = affine.load %a[%i mod symbol(%s) + 5] : memref<8xi64>
    %c1000 = arith.constant 1000 : i64
    %pq = arith.muli %p, %c1000 : i64
    %x = arith.addi %pq, %q : i64
    %rt = arith.muli %r, %c1000 : i64
    %y = arith.addi %rt, %t : i64
    vector.print %x : i64
    vector.print %y : i64
  }
  %o = memref.alloc() : memref<4xi64>
  affine.for %i = 0 to 4 {
    %c = arith.constant 0 : i64
    affine.store %c, %o[%i] : memref<4xi64>
  }
  affine.for %i = 0 to 12 step 3 {
    %v = arith.index_cast %i : index to i64
    affine.store %v, %o[%i floordiv symbol(%s)] : memref<4xi64>
  }
  affine.for %i = 0 to 4 {
    affine.prefetch %o[%i], read, locality<0>, data : memref<4xi64>
    %v = affine.load %o[%i] : memref<4xi64>
    vector.print %v : i64
  }
  memref.dealloc %a : memref<8xi64>
  memref.dealloc %o : memref<4xi64>
  return
}
