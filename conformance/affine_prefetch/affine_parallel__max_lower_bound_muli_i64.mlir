// Derived by tools/gen-derived-conformance from conformance/affine_parallel/max_lower_bound_muli_i64.mlir: an affine.prefetch
// before each affine.load; a prefetch changes nothing, so it prints what that prints.
// affine.parallel with a max lower bound (max(%lo - 2, 1)) and a symbolic
// upper bound, reducing with "muli" on i64 values loaded from memory.
func.func @main() {
  %m = memref.alloc() : memref<10xi64>
  affine.for %i = 0 to 10 {
    %v = arith.index_cast %i : index to i64
    %c = arith.constant 1 : i64
    %w = arith.addi %v, %c : i64
    affine.store %w, %m[%i] : memref<10xi64>
  }
  %lo = arith.constant 5 : index
  %hi = arith.constant 8 : index
  %p = affine.parallel (%i) = (max(symbol(%lo) - 2, 1)) to (symbol(%hi)) reduce ("muli") -> (i64) {
    affine.prefetch %m[%i], read, locality<0>, data : memref<10xi64>
    %v = affine.load %m[%i] : memref<10xi64>
    affine.yield %v : i64
  }
  vector.print %p : i64
  %one = arith.constant 1 : index
  %q = affine.parallel (%i) = (max(symbol(%one) - 2, 1)) to (symbol(%lo)) reduce ("muli") -> (i64) {
    affine.prefetch %m[%i], read, locality<1>, data : memref<10xi64>
    %v = affine.load %m[%i] : memref<10xi64>
    affine.yield %v : i64
  }
  vector.print %q : i64
  memref.dealloc %m : memref<10xi64>
  return
}
