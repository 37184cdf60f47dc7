// Derived by tools/gen-derived-conformance from conformance/affine_if/no_else_equalities_i32.mlir: an affine.prefetch
// before each affine.load; a prefetch changes nothing, so it prints what that prints.
// affine.if without else, with equality constraints on two dims: the main
// diagonal (d0 - d1 == 0) and the anti-diagonal (d0 + d1 - 4 == 0) of an
// i32 memref are marked; other elements keep their initial value.
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %m = memref.alloc() : memref<5x5xi32>
  %z = arith.constant 0 : i32
  affine.for %i = 0 to 5 {
    affine.for %j = 0 to 5 {
      affine.store %z, %m[%i, %j] : memref<5x5xi32>
    }
  }
  %one = arith.constant 1 : i32
  %two = arith.constant 2 : i32
  affine.for %i = 0 to 5 {
    affine.for %j = 0 to 5 {
      affine.if affine_set<(d0, d1) : (d0 - d1 == 0)>(%i, %j) {
        affine.prefetch %m[%i, %j], read, locality<0>, data : memref<5x5xi32>
        %v = affine.load %m[%i, %j] : memref<5x5xi32>
        %w = arith.addi %v, %one : i32
        affine.store %w, %m[%i, %j] : memref<5x5xi32>
      }
      affine.if affine_set<(d0, d1) : (d0 + d1 - 4 == 0, d0 - 1 >= 0)>(%i, %j) {
        affine.prefetch %m[%i, %j], read, locality<1>, data : memref<5x5xi32>
        %v = affine.load %m[%i, %j] : memref<5x5xi32>
        %w = arith.addi %v, %two : i32
        affine.store %w, %m[%i, %j] : memref<5x5xi32>
      }
    }
  }
  %u = memref.cast %m : memref<5x5xi32> to memref<*xi32>
  func.call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  memref.dealloc %m : memref<5x5xi32>
  return
}
