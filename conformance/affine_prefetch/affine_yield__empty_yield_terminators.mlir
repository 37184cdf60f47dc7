// Derived by tools/gen-derived-conformance from conformance/affine_yield/empty_yield_terminators.mlir: an affine.prefetch
// before each affine.load; a prefetch changes nothing, so it prints what that prints.
// affine.yield with no operands: written explicitly or left implicit in
// affine.for, affine.if (with and without else) and affine.parallel
// without reductions; only the side effects in memory are observable.
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %m = memref.alloc() : memref<8xi32>
  affine.for %i = 0 to 8 {
    %c = arith.constant 0 : i32
    affine.store %c, %m[%i] : memref<8xi32>
    affine.yield
  }
  affine.for %i = 0 to 8 {
    affine.if affine_set<(d0) : (d0 - 4 >= 0)>(%i) {
      %c = arith.constant 1 : i32
      affine.store %c, %m[%i] : memref<8xi32>
      affine.yield
    }
  }
  affine.for %i = 0 to 8 step 3 {
    affine.if affine_set<(d0) : (d0 - 2 >= 0)>(%i) {
      affine.prefetch %m[%i], read, locality<0>, data : memref<8xi32>
      %v = affine.load %m[%i] : memref<8xi32>
      %c = arith.constant 10 : i32
      %w = arith.addi %v, %c : i32
      affine.store %w, %m[%i] : memref<8xi32>
    } else {
      %c = arith.constant 7 : i32
      affine.store %c, %m[%i] : memref<8xi32>
      affine.yield
    }
  }
  affine.parallel (%i) = (0) to (8) step (4) {
    affine.prefetch %m[%i + 1], read, locality<1>, data : memref<8xi32>
    %v = affine.load %m[%i + 1] : memref<8xi32>
    %c = arith.constant 100 : i32
    %w = arith.addi %v, %c : i32
    affine.store %w, %m[%i + 1] : memref<8xi32>
    affine.yield
  }
  %u = memref.cast %m : memref<8xi32> to memref<*xi32>
  func.call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  memref.dealloc %m : memref<8xi32>
  return
}
